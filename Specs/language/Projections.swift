// page: language
// tags: language, projections

/// A projection reads and writes through its key paths.
/// - section: projections
func testProjectionReadsAndWrites() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Person(value: ["id": 1, "name": "Ann"]))
    }
    let ann = realm.objects(PersonProjection.self).first!
    XCTAssertEqual(ann.firstName, "Ann")
    try realm.write {
        ann.firstName = "Anna"
    }
    XCTAssertEqual(realm.object(ofType: Person.self, forPrimaryKey: 1)?.name, "Anna")
}

/// A projection declared in the file may follow a link.
class PersonCity: Projection<Person> {
    @Projected(\Person.name) var name
    @Projected(\Person.address.city) var city
}

/// A projected key path through an embedded object reads the nested value.
/// - section: projections
func testProjectionThroughLink() throws {
    let realm = try Realm()
    let person = Person(value: ["id": 2, "name": "Bo"])
    person.address = Address(value: ["city": "Oslo"])
    try realm.write {
        realm.add(person)
    }
    let projected = PersonCity(projecting: person)
    XCTAssertEqual(projected.city, "Oslo")
    XCTAssertEqual(projected.name, "Bo")
}

/// A projection of a list's property gives that property of each element.
class OwnerDogs: Projection<Person> {
    @Projected(\Person.dogs.name) var dogNames
}

/// A projected key path through a list reads each element's value.
/// - section: projections
func testProjectionThroughList() throws {
    let realm = try Realm()
    let person = Person(value: ["id": 3, "name": "Cy", "dogs": [["name": "Rex"], ["name": "Max"]]])
    try realm.write {
        realm.add(person)
    }
    let owner = OwnerDogs(projecting: person)
    XCTAssertEqual(owner.dogNames, ["Rex", "Max"])
}
