// page: language
// tags: language, objects

/// A class declared in a scenario file joins the schema for its scenarios.
class Kennel: Object {
    @Persisted(primaryKey: true) var code = ""
    @Persisted var capacity = 10
    @Persisted var dogs: List<Dog>
    @Persisted var rating: Double?
}

/// New objects take their declared defaults; Dog(value:) fills what it names.
/// - section: objects
func testDefaultsAndValues() throws {
    let kennel = Kennel()
    XCTAssertEqual(kennel.code, "")
    XCTAssertEqual(kennel.capacity, 10)
    XCTAssertNil(kennel.rating)
    XCTAssertEqual(kennel.dogs.count, 0)
    let small = Kennel(value: ["code": "K1", "capacity": 2])
    XCTAssertEqual(small.capacity, 2)
    let listed = Kennel(value: ["K2", 3])
    XCTAssertEqual(listed.code, "K2")
    XCTAssertEqual(listed.capacity, 3)
}

/// Adding an object makes the same handle managed: later writes reach the realm.
/// - section: objects
func testAddRebindsHandle() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex", "age": 1])
    XCTAssertNil(rex.realm)
    try realm.write {
        realm.add(rex)
    }
    XCTAssertNotNil(rex.realm)
    try realm.write {
        rex.age = 2
    }
    XCTAssertEqual(realm.objects(Dog.self).first?.age, 2)
    XCTAssertTrue(rex.isSameObject(as: realm.objects(Dog.self).first!))
}

/// Adding a graph adds every object it reaches, once.
/// - section: objects
func testAddGraph() throws {
    let realm = try Realm()
    let toy = DogToy(value: ["name": "Ball"])
    let rex = Dog(value: ["name": "Rex", "favoriteToy": toy])
    let ann = Person(value: ["id": 1, "name": "Ann", "dogs": [rex, Dog(value: ["name": "Max"])]])
    try realm.write {
        realm.add(ann)
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
    XCTAssertEqual(realm.objects(DogToy.self).count, 1)
    XCTAssertEqual(ann.dogs.first?.favoriteToy?.name, "Ball")
    XCTAssertEqual(toy.name, "Ball")
    XCTAssertNotNil(toy.realm)
}

/// Adding a dog that links to a toy stores both: each class's results hold one
/// object with its name, and the dog read back links to the toy.
/// - section: objects
/// - sdk-test: Realm/Tests/LinkTests.m LinkTests.testBasicLink
/// - sdk-test: RealmSwift/Tests/SwiftLinkTests.swift SwiftLinkTests.testBasicLink
/// - sdk-test: Realm/Tests/Swift/SwiftLinkTests.swift SwiftRLMLinkTests.testBasicLink
/// - sdk-test: Realm/Tests/Swift/SwiftLinkTests.swift SwiftRLMLinkTests.testBasicLink_objc
func testAddToOneLink() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    rex.favoriteToy = DogToy(value: ["name": "Ball"])
    try realm.write {
        realm.add(rex)
    }
    let dogs = realm.objects(Dog.self)
    let toys = realm.objects(DogToy.self)
    XCTAssertEqual(dogs.count, 1)
    XCTAssertEqual(toys.count, 1)
    XCTAssertEqual(dogs[0].name, "Rex")
    XCTAssertEqual(toys[0].name, "Ball")
    XCTAssertEqual(dogs[0].favoriteToy!.name, "Ball")
}

/// Key-value coding reads and writes properties by name.
/// - section: objects
func testKeyValueCoding() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    try realm.write {
        realm.add(rex)
        rex.setValue("Max", forKey: "name")
        rex["age"] = 4
    }
    XCTAssertEqual(rex.value(forKey: "name") as? String, "Max")
    XCTAssertEqual(rex["age"] as? Int, 4)
}

/// create and object(ofType:forPrimaryKey:) work with primary keys.
/// - section: objects
func testCreateAndLookup() throws {
    let realm = try Realm()
    try realm.write {
        realm.create(Kennel.self, value: ["code": "K1", "capacity": 4])
        realm.create(Kennel.self, value: ["code": "K1", "capacity": 5], update: .modified)
    }
    XCTAssertEqual(realm.objects(Kennel.self).count, 1)
    XCTAssertEqual(realm.object(ofType: Kennel.self, forPrimaryKey: "K1")?.capacity, 5)
    try realm.write {
        assertThrows(realm.create(Kennel.self, value: ["code": "K1"]), .primaryKeyExists)
    }
}

/// A deleted object is invalidated; an unmanaged one never is.
/// - section: objects
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testInvalidated
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testIsInvalidated
func testDeleteInvalidates() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    XCTAssertFalse(rex.isInvalidated)
    try realm.write {
        assertThrows(realm.delete(rex), .wrongRealm)
        realm.add(rex)
    }
    try realm.write {
        realm.delete(rex)
    }
    XCTAssertTrue(rex.isInvalidated)
    assertThrows(rex.name, .invalidated)
}

/// create fills the defaults Swift computes, such as a generated ObjectId key.
/// - section: objects
func testCreateGeneratesObjectId() throws {
    let realm = try Realm()
    try realm.write {
        realm.create(Todo.self, value: ["name": "Walk Rex"])
        realm.create(Todo.self, value: ["name": "Feed Rex"])
    }
    XCTAssertEqual(realm.objects(Todo.self).count, 2)
    XCTAssertNotEqual(realm.objects(Todo.self).first?._id, realm.objects(Todo.self).last?._id)
}

/// setValuesForKeys(_:) sets each property its dictionary names, unmanaged and inside a write; an unknown name is refused.
/// - section: objects
func testSetValuesForKeys() throws {
    let rex = Dog()
    rex.setValuesForKeys(["name": "Rex", "age": 3])
    XCTAssertEqual(rex.name, "Rex")
    XCTAssertEqual(rex.age, 3)
    let realm = try Realm()
    try realm.write {
        realm.add(rex)
        rex.setValuesForKeys(["age": 4, "color": "brown"])
        assertThrows(rex.setValuesForKeys(["wings": 2]), .unknownProperty)
    }
    XCTAssertEqual(rex.age, 4)
    XCTAssertEqual(rex.color, "brown")
}
