// page: sdk
// tags: sdk, create, lists, sets
// Realm does not roll a call back when it raises part-way. create and add
// make the object (with its primary key) first and then set its values in
// schema order, so a refused value leaves the object with the values set
// before it and blank values after it; appending or inserting several
// elements adds them one at a time, so those before a refused one stay.
// Checks made before any write (a taken primary key, an object outside a
// write) still leave nothing.

// A crate: a primary key, a label, a link to another crate, tags and a weight, in that schema order.
class Crate: Object {
    @Persisted(primaryKey: true) var id = 0
    @Persisted var label = ""
    @Persisted var next: Crate?
    @Persisted var tags: List<String>
    @Persisted var weight = 0
}

/// A create refused at one value keeps its object with the values before
/// that one in schema order; the values after it were never set.
/// - section: sdk-behaviour
func testCreateRefusedValueKeepsEarlierValues() throws {
    let realm = try Realm()
    try realm.write {
        assertThrows(realm.create(Crate.self, value: ["id": 1, "label": "A", "tags": 5, "weight": 9]), .typeMismatch)
    }
    let crate = realm.object(ofType: Crate.self, forPrimaryKey: 1)
    XCTAssertNotNil(crate)
    XCTAssertEqual(crate?.label, "A")
    XCTAssertEqual(crate?.tags.count, 0)
    XCTAssertEqual(crate?.weight, 0)
}

/// A nested object refused at one of its values stays made, and the link
/// to it from the outer object is not set.
/// - section: sdk-behaviour
func testCreateRefusedNestedValueKeepsBothObjects() throws {
    let realm = try Realm()
    try realm.write {
        assertThrows(realm.create(Crate.self, value: ["id": 1, "label": "A", "next": ["id": 2, "label": "B", "tags": 3]]),
                     .typeMismatch)
    }
    XCTAssertEqual(realm.objects(Crate.self).count, 2)
    XCTAssertNil(realm.object(ofType: Crate.self, forPrimaryKey: 1)?.next)
    XCTAssertEqual(realm.object(ofType: Crate.self, forPrimaryKey: 2)?.label, "B")
}

/// A create whose primary key is taken is refused before anything is
/// written: the existing object keeps its values.
/// - section: sdk-behaviour
func testCreateTakenKeyWritesNothing() throws {
    let realm = try Realm()
    try realm.write {
        realm.create(Crate.self, value: ["id": 1, "label": "A"])
    }
    try realm.write {
        assertThrows(realm.create(Crate.self, value: ["id": 1, "label": "B", "next": ["id": 2]]), .primaryKeyExists)
    }
    XCTAssertEqual(realm.objects(Crate.self).count, 1)
    XCTAssertEqual(realm.object(ofType: Crate.self, forPrimaryKey: 1)?.label, "A")
}

/// Adding an unmanaged object whose list holds a deleted object keeps the
/// object and the list elements before the deleted one.
/// - section: sdk-behaviour
func testAddRefusedListElementKeepsEarlierElements() throws {
    let realm = try Realm()
    let gone = Dog(value: ["name": "Gone"])
    try realm.write {
        realm.add(gone)
        realm.delete(gone)
    }
    let ann = Person(value: ["id": 1, "name": "Ann"])
    ann.dogs.append(Dog(value: ["name": "Rex"]))
    ann.dogs.append(gone)
    ann.dogs.append(Dog(value: ["name": "Ace"]))
    try realm.write {
        assertThrows(realm.add(ann), .invalidated)
    }
    let kept = realm.object(ofType: Person.self, forPrimaryKey: 1)
    XCTAssertEqual(kept?.name, "Ann")
    XCTAssertEqual(kept?.dogs.count, 1)
    XCTAssertEqual(kept?.dogs.first?.name, "Rex")
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
}

/// append(objectsIn:) adds one element at a time: the elements before a
/// refused one stay in the list.
/// - section: sdk-behaviour
func testAppendRefusedElementKeepsEarlierElements() throws {
    let realm = try Realm()
    let gone = Dog(value: ["name": "Gone"])
    let ann = Person(value: ["id": 1, "name": "Ann"])
    try realm.write {
        realm.add(ann)
        realm.add(gone)
        realm.delete(gone)
    }
    try realm.write {
        assertThrows(ann.dogs.append(objectsIn: [Dog(value: ["name": "Rex"]), gone, Dog(value: ["name": "Ace"])]), .invalidated)
    }
    XCTAssertEqual(ann.dogs.count, 1)
    XCTAssertEqual(ann.dogs[0].name, "Rex")
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
}

/// insert(objectsIn:) of a MutableSet adds one element at a time: the
/// elements before a refused one stay in the set.
/// - section: sdk-behaviour
func testSetInsertRefusedElementKeepsEarlierElements() throws {
    let realm = try Realm()
    let house = DogHouse()
    let gone = DogToy(value: ["name": "Gone"])
    try realm.write {
        realm.add(house)
        realm.add(gone)
        realm.delete(gone)
    }
    try realm.write {
        assertThrows(house.spares.insert(objectsIn: [DogToy(value: ["name": "Ball"]), gone, DogToy(value: ["name": "Rope"])]),
                     .invalidated)
    }
    XCTAssertEqual(house.spares.count, 1)
    XCTAssertEqual(house.spares.first?.name, "Ball")
}
