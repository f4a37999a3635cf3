// The task of the asynchronous examples (crud-delete#delete-an-object-asynchronously,
// crud-update#update-an-object-asynchronously), as the actor pages define it.

class Todo: Object {
    @Persisted(primaryKey: true) var _id: ObjectId
    @Persisted var name = ""
    @Persisted var owner = ""
    @Persisted var status = ""
}
