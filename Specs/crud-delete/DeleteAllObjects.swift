// page: crud-delete
// tags: delete, schema

/// The Objective-C example's dog and toy, as Objective-C models are seen from Swift.
class RLMClearedDog: RLMObject {
    @objc dynamic var name = ""
}

class RLMClearedToy: RLMObject {
    @objc dynamic var name = ""
}

/// deleteAll removes the objects of every type.
/// - section: delete-all-objects-in-a-realm
/// - claims: delete.all.removes-everything
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testDeleteAllObjects
func testDeleteAllRemovesEveryType() throws {
    let realm = try Realm()
    let pat = Person(value: ["id": 1, "name": "Pat"])
    pat.dogs.append(Dog(value: ["name": "Rio"]))
    try realm.write {
        realm.add(pat)
        realm.add(DogToy(value: ["name": "Squeaker"]))
        realm.add(DogClub(value: ["name": "Barkers"]))
    }
    try realm.write {
        realm.deleteAll()
    }
    XCTAssertEqual(realm.objects(Person.self).count, 0)
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
    XCTAssertEqual(realm.objects(DogToy.self).count, 0)
    XCTAssertEqual(realm.objects(DogClub.self).count, 0)
}

/// Inside the write, queries see the dog and the toy added and then, after
/// deleteAll, nothing of either type; the commit keeps it at nothing.
/// - section: delete-all-objects-in-a-realm
/// - claims: delete.all.removes-everything
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testDeleteAll
func testDeleteAllCountsWithinTheWrite() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rio"]))
        realm.add(DogToy(value: ["name": "Rope"]))
        XCTAssertEqual(realm.objects(Dog.self).count, 1)
        XCTAssertEqual(realm.objects(DogToy.self).count, 1)
        realm.deleteAll()
        XCTAssertEqual(realm.objects(Dog.self).count, 0)
        XCTAssertEqual(realm.objects(DogToy.self).count, 0)
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
    XCTAssertEqual(realm.objects(DogToy.self).count, 0)
}

/// Every handle held before deleteAll is invalidated afterwards, already inside
/// the write that deletes.
/// - section: delete-all-objects-in-a-realm
/// - claims: delete.all.removes-everything
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testInvalidated
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testDeleteAllObjects
func testDeleteAllInvalidatesHandles() throws {
    let realm = try Realm()
    let rio = Dog(value: ["name": "Rio"])
    let pat = Person(value: ["id": 1, "name": "Pat"])
    XCTAssertFalse(pat.isInvalidated)
    try realm.write {
        realm.add(rio)
        realm.add(pat)
        XCTAssertFalse(pat.isInvalidated)
    }
    XCTAssertEqual(realm.objects(Person.self).count, 1)
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
    XCTAssertFalse(pat.isInvalidated)
    try realm.write {
        realm.deleteAll()
        XCTAssertTrue(pat.isInvalidated)
    }
    XCTAssertTrue(rio.isInvalidated)
    XCTAssertTrue(pat.isInvalidated)
    XCTAssertEqual(realm.objects(Person.self).count, 0)
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
}

/// After deleteAll the same types accept new objects, primary keys included.
/// - section: delete-all-objects-in-a-realm
/// - claims: delete.all.schema-unchanged
func testSchemaSurvivesDeleteAll() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Person(value: ["id": 1, "name": "Pat"]))
    }
    try realm.write {
        realm.deleteAll()
    }
    try realm.write {
        realm.add(Person(value: ["id": 1, "name": "Pat again"]))
        realm.add(Dog(value: ["name": "Rio", "age": 2]))
    }
    XCTAssertEqual(realm.object(ofType: Person.self, forPrimaryKey: 1)?.name, "Pat again")
    XCTAssertEqual(realm.objects(Dog.self).filter("age == 2").count, 1)
}

/// deleteAll outside a write is refused and nothing is removed.
/// - section: delete-all-objects-in-a-realm
/// - claims: delete.all.requires-write
func testDeleteAllOutsideWriteFails() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rio"]))
    }
    assertThrows(realm.deleteAll(), .notInWriteTransaction)
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
}

/// deleteAll on an empty realm is harmless.
/// - section: delete-all-objects-in-a-realm
func testDeleteAllOnEmptyRealm() throws {
    let realm = try Realm()
    try realm.write {
        realm.deleteAll()
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
}

/// A cancelled deleteAll brings every object back.
/// - section: delete-all-objects-in-a-realm
func testCancelledDeleteAll() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rio"]))
        realm.add(DogToy(value: ["name": "Rope"]))
    }
    realm.beginWrite()
    realm.deleteAll()
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
    XCTAssertEqual(realm.objects(DogToy.self).count, 0)
    realm.cancelWrite()
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
    XCTAssertEqual(realm.objects(DogToy.self).count, 1)
}

/// The Objective-C deleteAllObjects clears the realm and keeps its types usable.
/// - section: delete-all-objects-in-a-realm
/// - claims: delete.all.objc-delete-all-objects, delete.all.schema-unchanged
func testObjcDeleteAllObjects() throws {
    let realm = RLMRealm.default()
    try realm.transaction {
        realm.add(RLMClearedDog(value: ["name": "Rio"]))
        realm.add(RLMClearedToy(value: ["name": "Rope"]))
    }
    try realm.transaction {
        realm.deleteAllObjects()
    }
    XCTAssertEqual(RLMClearedDog.allObjects(in: realm).count, 0)
    XCTAssertEqual(RLMClearedToy.allObjects(in: realm).count, 0)
    try realm.transaction {
        realm.add(RLMClearedDog(value: ["name": "Rio"]))
    }
    XCTAssertEqual(RLMClearedDog.allObjects(in: realm).count, 1)
}

/// Deleted data stays deleted after the realm is closed and reopened.
/// - section: delete-all-objects-in-a-realm
/// - claims: delete.all.schema-unchanged
func testDeleteAllSurvivesReopen() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rio"]))
    }
    try realm.write {
        realm.deleteAll()
    }
    realm.reopen()
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
    try realm.write {
        realm.add(Dog(value: ["name": "Sol"]))
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
}
