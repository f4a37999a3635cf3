// page: sdk
// tags: sdk-behaviour, anyrealmvalue

/// A list nested in an AnyRealmValue is stored with the object and stays bound to the property: changes through listValue in a write are kept, an unmanaged object in it is added, and a nested dictionary inside it reads back by key.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.nested-collections
func testNestedListStoredAndBound() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    rex.companion = AnyRealmValue.fromArray([.int(1), .string("two"), .dictionary(Map<String, AnyRealmValue>())])
    try realm.write { realm.add(rex) }
    XCTAssertEqual(rex.companion.listValue?.count, 3)
    XCTAssertEqual(rex.companion.listValue?[1], .string("two"))
    let toy = DogToy(value: ["name": "ball"])
    try realm.write {
        rex.companion.listValue?[0] = .object(toy)
        rex.companion.listValue?.append(.double(2.5))
        rex.companion.listValue?[2].dictionaryValue?["a"] = .bool(true)
    }
    let again = realm.objects(Dog.self).first!
    XCTAssertEqual(again.companion.listValue?.count, 4)
    XCTAssertEqual(again.companion.listValue?[0].object(DogToy.self)?.name, "ball")
    XCTAssertNotNil(toy.realm)
    XCTAssertEqual(again.companion.listValue?[3], .double(2.5))
    XCTAssertEqual(again.companion.listValue?[2].dictionaryValue?["a"], .bool(true))
    try realm.write { again.companion.listValue?.remove(at: 0) }
    XCTAssertEqual(rex.companion.listValue?.count, 3)
    assertThrows(rex.companion.listValue?.append(.int(9)), .notInWriteTransaction)
}

/// A dictionary nested in an AnyRealmValue is stored and bound the same way; assigning nil removes a key, and deleting an object it holds leaves nil in its place.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.nested-collections
func testNestedDictionaryStoredAndBound() throws {
    let realm = try Realm()
    let toy = DogToy(value: ["name": "rope"])
    let rex = Dog(value: ["name": "Rex"])
    rex.companion = AnyRealmValue.fromDictionary(["toy": .object(toy), "age": .int(3), "tags": AnyRealmValue.fromArray([.string("x")])])
    try realm.write { realm.add(rex) }
    let d = rex.companion.dictionaryValue!
    XCTAssertEqual(d.count, 3)
    XCTAssertEqual(d["age"], .int(3))
    XCTAssertEqual(d["tags"]?.listValue?.first, .string("x"))
    try realm.write {
        d["age"] = nil
        d["name"] = .string("Rex")
    }
    XCTAssertNil(rex.companion.dictionaryValue?["age"])
    XCTAssertEqual(rex.companion.dictionaryValue?["name"], .string("Rex"))
    try realm.write { realm.delete(realm.objects(DogToy.self)) }
    XCTAssertEqual(rex.companion.dictionaryValue?["toy"], AnyRealmValue.none)
    XCTAssertEqual(rex.companion.dictionaryValue?.count, 3)
}

/// Replacing the AnyRealmValue that holds a nested collection leaves a handle to the old collection invalidated.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.nested-collections
func testNestedCollectionReplaced() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    rex.companion = AnyRealmValue.fromArray([.int(1)])
    try realm.write { realm.add(rex) }
    let old = rex.companion.listValue!
    try realm.write { rex.companion = .int(5) }
    assertThrows(old.count, .invalidated)
    XCTAssertEqual(rex.companion, .int(5))
    // Set on a managed object, a nested collection's unmanaged objects are added and managed.
    let bone = DogToy(value: ["name": "bone"])
    try realm.write { rex.companion = AnyRealmValue.fromArray([.object(bone)]) }
    XCTAssertNotNil(bone.realm)
    XCTAssertEqual(rex.companion.listValue?[0].object(DogToy.self)?.name, "bone")
}
