// A dog owner (crud-delete#about-the-examples, crud-update#about-the-examples).
// Merged from both pages. The Objective-C model names the primary key `_id` and has the
// inverse `clubs`; the Swift model on the Update page names it `id` and
// embeds an optional Address. The Swift name `id` is used, with both the
// embedded address and the inverse relationship.

class Person: Object {
    @Persisted(primaryKey: true) var id = 0
    @Persisted var name = ""
    // To-many relationship: a person can have many dogs.
    @Persisted var dogs: List<Dog>
    // Embedded to-one; embedded object properties must be optional.
    @Persisted var address: Address?
    // Inverse relationship: the clubs whose `members` list this person.
    @Persisted(originProperty: "members") var clubs: LinkingObjects<DogClub>
}
