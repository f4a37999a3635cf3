// page: crud-update
// tags: update, async, upsert

/// On a realm isolated to the main actor, an asyncWrite that creates with .modified and the todo's ObjectId updates that todo.
/// - section: update-an-object-asynchronously
/// - claims: update.async.async-write, update.async.upsert-modified
@MainActor
func testAsyncUpsertUpdatesTodo() async throws {
    let realm = try await Realm()
    let errand = Todo(value: ["_id": ObjectId.generate(), "name": "Return the book", "owner": "Bilbo", "status": "Open"])
    try realm.write {
        realm.add(errand)
    }
    let errandId = errand._id
    try await realm.asyncWrite {
        realm.create(Todo.self, value: [
            "_id": errandId,
            "name": "Return the book",
            "owner": "Pippin",
            "status": "Done"
        ], update: .modified)
    }
    XCTAssertEqual(realm.objects(Todo.self).count, 1)
    XCTAssertEqual(errand.owner, "Pippin")
    XCTAssertEqual(errand.status, "Done")
}

/// The id read from a query inside the realm is a plain value that finds the same todo again.
/// - section: update-an-object-asynchronously
/// - claims: update.async.read-primitive
@MainActor
func testReadIdThenUpdate() async throws {
    let realm = try await Realm()
    try realm.write {
        realm.add(Todo(value: ["_id": ObjectId.generate(), "name": "Guard the gate", "owner": "Sam", "status": "Open"]))
        realm.add(Todo(value: ["_id": ObjectId.generate(), "name": "Bake bread", "owner": "Rosie", "status": "Open"]))
    }
    let gateId = realm.objects(Todo.self).where { $0.name == "Guard the gate" }.first!._id
    try await realm.asyncWrite {
        realm.create(Todo.self, value: ["_id": gateId, "name": "Guard the gate", "owner": "Merry", "status": "Done"], update: .modified)
    }
    XCTAssertEqual(realm.object(ofType: Todo.self, forPrimaryKey: gateId)?.owner, "Merry")
    XCTAssertEqual(realm.objects(Todo.self).where { $0.name == "Bake bread" }.first?.status, "Open")
}

/// An asynchronous upsert with an unknown id inserts a new todo.
/// - section: update-an-object-asynchronously
@MainActor
func testAsyncUpsertInsertsNewTodo() async throws {
    let realm = try await Realm()
    let freshId = ObjectId.generate()
    try await realm.asyncWrite {
        realm.create(Todo.self, value: ["_id": freshId, "name": "Plant a tree", "owner": "Sam", "status": "Open"], update: .modified)
    }
    XCTAssertEqual(realm.objects(Todo.self).count, 1)
    XCTAssertEqual(realm.object(ofType: Todo.self, forPrimaryKey: freshId)?.name, "Plant a tree")
}

/// The asynchronous write has finished and closed its transaction when the await returns.
/// - section: update-an-object-asynchronously
/// - claims: update.async.async-write
@MainActor
func testAsyncWriteDoneAfterAwait() async throws {
    let realm = try await Realm()
    let errand = Todo(value: ["_id": ObjectId.generate(), "name": "Polish the mithril", "status": "Open"])
    try realm.write {
        realm.add(errand)
    }
    try await realm.asyncWrite {
        errand.status = "Done"
    }
    XCTAssertFalse(realm.isInWriteTransaction)
    XCTAssertEqual(errand.status, "Done")
}

/// Changing a todo's ObjectId primary key in an asynchronous write is refused.
/// - section: update-an-object-asynchronously
@MainActor
func testAsyncPrimaryKeyChangeFails() async throws {
    let realm = try await Realm()
    let errand = Todo(value: ["_id": ObjectId.generate(), "name": "Count the spoons"])
    try realm.write {
        realm.add(errand)
    }
    let other = ObjectId.generate()
    try await realm.asyncWrite {
        assertThrows(errand._id = other, .primaryKeyChange)
    }
    XCTAssertNotEqual(errand._id, other)
}
