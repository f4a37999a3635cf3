// page: sdk
// tags: create, lists, sdk

/// create copies nested unmanaged objects into the realm and leaves the originals unmanaged; nil for a list property means an empty list.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.create-copies-nested, sdk.behaviour.create-nil-list
func testCreateCopiesNestedObjects() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    let toy = DogToy(value: ["name": "Ball"])
    rex.favoriteToy = toy
    var ann: Person?
    try realm.write {
        ann = realm.create(Person.self, value: ["id": 1, "name": "Ann", "dogs": [rex]])
    }
    XCTAssertNil(rex.realm)
    XCTAssertNil(toy.realm)
    XCTAssertEqual(ann!.dogs.count, 1)
    XCTAssertEqual(ann!.dogs[0].favoriteToy?.name, "Ball")
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
    XCTAssertEqual(realm.objects(DogToy.self).count, 1)
    try realm.write {
        let bo = realm.create(Person.self, value: ["id": 2, "name": "Bo", "dogs": nil])
        XCTAssertEqual(bo.dogs.count, 0)
    }
}

/// Assigning a list to a list property copies its elements; the two lists stay separate.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.list-assignment-copies
func testListAssignmentCopies() throws {
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "name": "Ann", "dogs": [["name": "Rex"], ["name": "Max"]]])
    let bo = Person(value: ["id": 2, "name": "Bo"])
    try realm.write {
        realm.add(ann)
        realm.add(bo)
        bo.dogs = ann.dogs
    }
    XCTAssertEqual(bo.dogs.count, 2)
    try realm.write { ann.dogs.removeAll() }
    XCTAssertEqual(ann.dogs.count, 0)
    XCTAssertEqual(bo.dogs.count, 2)
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
}

/// Adding an object of another class to an unmanaged list fails.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.unmanaged-list-wrong-class
func testUnmanagedListRefusesWrongClass() throws {
    let ann = Person(value: ["id": 1, "name": "Ann"])
    assertThrows(ann.dogs.append(DogToy(value: ["name": "Ball"])), .typeMismatch,
                 reason: "Object of type 'DogToy' does not match RLMArray type 'Dog'.")
    assertThrows(ann.dogs.insert(DogToy(value: ["name": "Ball"]), at: 0), .typeMismatch)
    XCTAssertEqual(ann.dogs.count, 0)
    ann.dogs.append(Dog(value: ["name": "Rex"]))
    XCTAssertEqual(ann.dogs.count, 1)
}
