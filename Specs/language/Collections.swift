// page: language
// tags: language, collections

/// A managed list appends, inserts, moves, swaps and removes in place.
/// - section: lists
func testListMutations() throws {
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "name": "Ann"])
    try realm.write {
        realm.add(ann)
        ann.dogs.append(Dog(value: ["name": "A"]))
        ann.dogs.append(objectsIn: [Dog(value: ["name": "B"]), Dog(value: ["name": "C"])])
        ann.dogs.insert(Dog(value: ["name": "Z"]), at: 0)
        ann.dogs.move(from: 0, to: 3)
        ann.dogs.swapAt(0, 1)
        ann.dogs.remove(at: 2)
    }
    XCTAssertEqual(ann.dogs.map { $0.name }, ["B", "A", "Z"])
    XCTAssertEqual(ann.dogs[1].name, "A")
    XCTAssertEqual(realm.objects(Dog.self).count, 4)
    try realm.write {
        assertThrows(ann.dogs.remove(at: 9), .indexOutOfBounds)
        ann.dogs.removeAll()
    }
    XCTAssertEqual(ann.dogs.count, 0)
}

/// The RLMArray names lower onto the same list operations.
/// - section: lists
func testObjectiveCListNames() throws {
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "name": "Ann"])
    try realm.write {
        realm.add(ann)
        ObjectiveCSupport.convert(object: ann.dogs).add(Dog(value: ["name": "A", "age": 1]))
        ObjectiveCSupport.convert(object: ann.dogs).addObjects([Dog(value: ["name": "B", "age": 2]), Dog(value: ["name": "C", "age": 3])])
        ObjectiveCSupport.convert(object: ann.dogs).exchangeObject(at: 0, withObjectAt: 2)
        ObjectiveCSupport.convert(object: ann.dogs).moveObject(at: 0, to: 1)
        ObjectiveCSupport.convert(object: ann.dogs).removeObject(at: 2)
    }
    XCTAssertEqual(ann.dogs.map { $0.name }, ["B", "C"])
    XCTAssertEqual(ObjectiveCSupport.convert(object: ann.dogs).firstObject()?.name, "B")
    XCTAssertEqual(ObjectiveCSupport.convert(object: ann.dogs).lastObject()?.name, "C")
    XCTAssertEqual(ann.dogs.filter("age > 2").count, 1)
    XCTAssertEqual(ann.dogs.sum(ofProperty: "age") as? Int, 5)
    XCTAssertEqual(ObjectiveCSupport.convert(object: ann.dogs).type, .object)
    XCTAssertEqual(ObjectiveCSupport.convert(object: ann.dogs).objectClassName, "Dog")
}

/// An unmanaged list lives in the object until it is added; queries on it are refused.
/// - section: lists
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testFilterFormat
func testUnmanagedList() throws {
    let ann = Person(value: ["id": 1, "name": "Ann"])
    ann.dogs.append(Dog(value: ["name": "A"]))
    XCTAssertEqual(ann.dogs.count, 1)
    XCTAssertFalse(ann.dogs.isInvalidated)
    assertThrows(ann.dogs.where { $0.age > 1 }, .unmanaged)
    assertThrows(ann.dogs.freeze(), .unmanaged)
    let realm = try Realm()
    try realm.write {
        realm.add(ann)
    }
    XCTAssertEqual(ann.dogs.where { $0.name == "A" }.count, 1)
}

/// A MutableSet keeps one copy of each value.
/// - section: sets
func testMutableSet() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    try realm.write {
        realm.add(rex)
        rex.citiesVisited.insert("Oslo")
        rex.citiesVisited.insert(objectsIn: ["Oslo", "Bergen", "Rome"])
        rex.citiesVisited.remove("Rome")
    }
    XCTAssertEqual(rex.citiesVisited.count, 2)
    XCTAssertTrue(rex.citiesVisited.contains("Bergen"))
    XCTAssertFalse(rex.citiesVisited.contains("Rome"))
    try realm.write {
        rex.citiesVisited.removeAll()
    }
    XCTAssertEqual(rex.citiesVisited.count, 0)
}

/// A Map stores values by string key; assigning nil removes the key.
/// - section: maps
func testMap() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    try realm.write {
        realm.add(rex)
        rex.favoriteParksByCity["Oslo"] = "Frogner"
        rex.favoriteParksByCity["Rome"] = "Borghese"
        rex.favoriteParksByCity.updateValue("Vigeland", forKey: "Oslo")
    }
    XCTAssertEqual(rex.favoriteParksByCity.count, 2)
    XCTAssertEqual(rex.favoriteParksByCity["Oslo"], "Vigeland")
    XCTAssertEqual(rex.favoriteParksByCity.keys, ["Oslo", "Rome"])
    try realm.write {
        rex.favoriteParksByCity["Rome"] = nil
        rex.favoriteParksByCity.removeObject(for: "Oslo")
    }
    XCTAssertEqual(rex.favoriteParksByCity.count, 0)
    XCTAssertNil(rex.favoriteParksByCity["Oslo"])
}

/// Linking objects list the objects that link here.
/// - section: lists
func testLinkingObjects() throws {
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "name": "Ann"])
    let club = DogClub(value: ["name": "Barkers", "members": [ann]])
    try realm.write {
        realm.add(club)
    }
    XCTAssertEqual(ann.clubs.count, 1)
    XCTAssertEqual(ann.clubs.first?.name, "Barkers")
}

/// Aggregates work on unmanaged lists too, computed from their elements.
/// - section: lists
func testAggregatesOnUnmanagedList() throws {
    let ann = Person(value: ["id": 1, "name": "Ann"])
    ann.dogs.append(Dog(value: ["name": "A", "age": 2]))
    ann.dogs.append(Dog(value: ["name": "B", "age": 6]))
    XCTAssertEqual(ann.dogs.sum(ofProperty: "age") as? Int, 8)
    XCTAssertEqual(ann.dogs.max(ofProperty: "age") as? Int, 6)
    XCTAssertEqual(ann.dogs.min(ofProperty: "age") as? Int, 2)
    XCTAssertEqual(ann.dogs.average(ofProperty: "age") as? Double, 4.0)
}

/// Key-value coding on a collection sets the property on every element, managed or not.
/// - section: lists
func testCollectionKeyValueCoding() throws {
    let ann = Person(value: ["id": 1, "name": "Ann"])
    ann.dogs.append(Dog(value: ["name": "A", "age": 2]))
    ann.dogs.append(Dog(value: ["name": "B", "age": 6]))
    ann.dogs.setValue(1, forKey: "age")
    XCTAssertEqual(ann.dogs.value(forKey: "age") as? [Int], [1, 1])
    let realm = try Realm()
    try realm.write {
        realm.add(ann)
        realm.objects(Dog.self).setValue("Pup", forKey: "name")
    }
    XCTAssertEqual(ann.dogs.map { $0.name }, ["Pup", "Pup"])
}

/// An iterator from `makeIterator()` gives the elements of a list or of results in turn, then nil.
/// - section: lists
func testMakeIteratorAndNext() throws {
    let realm = try Realm()
    let owner = Person(value: ["id": 1, "name": "Ann"])
    owner.dogs.append(Dog(value: ["name": "Rex", "age": 2]))
    owner.dogs.append(Dog(value: ["name": "Max", "age": 5]))
    var dogs = owner.dogs.makeIterator()
    XCTAssertEqual(dogs.next()?.name, "Rex")
    XCTAssertEqual(dogs.next()?.name, "Max")
    XCTAssertNil(dogs.next())
    try realm.write { realm.add(owner) }
    var found = realm.objects(Dog.self).sorted(byKeyPath: "age").makeIterator()
    XCTAssertEqual(found.next()?.age, 2)
    XCTAssertEqual(found.next()?.age, 5)
    XCTAssertNil(found.next())
}
