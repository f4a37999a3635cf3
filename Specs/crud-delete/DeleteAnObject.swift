// page: crud-delete
// tags: delete

/// The Objective-C examples' dog, as an Objective-C model is seen from Swift.
class RLMDeletedDog: RLMObject {
    @objc dynamic var name = ""
    @objc dynamic var age = 0
}

/// Deleting one stored object inside a write removes it from the realm.
/// - section: delete-an-object
/// - claims: delete.object.removes
func testDeleteOneObject() throws {
    let dash = Dog(value: ["name": "Dash", "age": 2])
    let realm = try Realm()
    try realm.write {
        realm.add(dash)
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
    try realm.write {
        realm.delete(dash)
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
}

/// Deleting one object leaves the other objects of the same type in place.
/// - section: delete-an-object
/// - claims: delete.object.removes
func testDeleteOneOfSeveral() throws {
    let realm = try Realm()
    let dash = Dog(value: ["name": "Dash", "age": 2])
    try realm.write {
        realm.add(dash)
        realm.add(Dog(value: ["name": "Echo", "age": 3]))
        realm.add(Dog(value: ["name": "Fern", "age": 4]))
    }
    try realm.write {
        realm.delete(dash)
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
    XCTAssertEqual(realm.objects(Dog.self).where { $0.name == "Dash" }.count, 0)
    XCTAssertEqual(realm.objects(Dog.self).where { $0.name == "Echo" }.count, 1)
}

/// The handle of a deleted object reports that it is invalidated.
/// - section: delete-an-object
/// - claims: delete.object.invalidates
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testInvalidated
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testIsInvalidated
func testDeletedHandleIsInvalidated() throws {
    let realm = try Realm()
    let dash = Dog(value: ["name": "Dash"])
    try realm.write {
        realm.add(dash)
    }
    XCTAssertFalse(dash.isInvalidated)
    try realm.write {
        realm.delete(dash)
    }
    XCTAssertTrue(dash.isInvalidated)
}

/// Every handle to a deleted row is invalidated, not only the one passed to delete.
/// - section: delete-an-object
/// - claims: delete.object.invalidates
func testOtherHandlesInvalidated() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Opal"]))
    }
    let first = realm.objects(Dog.self).first!
    let again = realm.objects(Dog.self).where { $0.name == "Opal" }.first!
    try realm.write {
        realm.delete(first)
    }
    XCTAssertTrue(again.isInvalidated)
}

/// Deleting an object that was never added to a realm is refused.
/// - section: delete-an-object
func testDeleteUnmanagedObjectFails() throws {
    let realm = try Realm()
    let stray = Dog(value: ["name": "Stray"])
    try realm.write {
        assertThrows(realm.delete(stray), .wrongRealm)
    }
    XCTAssertFalse(stray.isInvalidated)
}

/// An object added and deleted in the same write never appears in the realm.
/// - section: delete-an-object
/// - claims: delete.object.removes, delete.object.invalidates
func testAddAndDeleteInOneWrite() throws {
    let realm = try Realm()
    let blip = Dog(value: ["name": "Blip"])
    try realm.write {
        realm.add(blip)
        realm.delete(blip)
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
    XCTAssertTrue(blip.isInvalidated)
}

/// Deleting a dog removes it from the realm and from the lists that held it, and the owner stays.
/// - section: delete-an-object
/// - claims: delete.object.removes
func testDeletedObjectLeavesLists() throws {
    let realm = try Realm()
    let owner = Person(value: ["id": 40, "name": "Ravi"])
    let solo = Dog(value: ["name": "Solo"])
    let duet = Dog(value: ["name": "Duet"])
    owner.dogs.append(solo)
    owner.dogs.append(duet)
    try realm.write {
        realm.add(owner)
    }
    try realm.write {
        realm.delete(solo)
    }
    XCTAssertTrue(solo.isInvalidated)
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
    XCTAssertEqual(owner.dogs.count, 1)
    XCTAssertEqual(owner.dogs[0].name, "Duet")
    XCTAssertFalse(owner.isInvalidated)
}

/// Deleting a toy clears the to-one link that pointed at it.
/// - section: delete-an-object
/// - claims: delete.object.removes
func testDeletedObjectClearsToOneLink() throws {
    let realm = try Realm()
    let pup = Dog(value: ["name": "Gnaw"])
    let bone = DogToy(value: ["name": "Bone"])
    pup.favoriteToy = bone
    try realm.write {
        realm.add(pup)
    }
    try realm.write {
        realm.delete(bone)
    }
    XCTAssertTrue(bone.isInvalidated)
    XCTAssertEqual(realm.objects(DogToy.self).count, 0)
    XCTAssertNil(pup.favoriteToy)
}

/// Deleting the toy a dog links to clears the link on the dog held and on the
/// dog read again, invalidates the toy read from a query, and leaves the dog.
/// - section: delete-an-object
/// - claims: delete.object.removes
/// - sdk-test: Realm/Tests/LinkTests.m LinkTests.testLinkRemoval
/// - sdk-test: RealmSwift/Tests/SwiftLinkTests.swift SwiftLinkTests.testLinkRemoval
/// - sdk-test: Realm/Tests/Swift/SwiftLinkTests.swift SwiftRLMLinkTests.testLinkRemoval
/// - sdk-test: Realm/Tests/Swift/SwiftLinkTests.swift SwiftRLMLinkTests.testLinkRemoval_objc
func testDeletedLinkTargetIsClearedEverywhere() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    rex.favoriteToy = DogToy(value: ["name": "Ball"])
    try realm.write {
        realm.add(rex)
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
    XCTAssertEqual(realm.objects(DogToy.self).count, 1)
    let ball = realm.objects(DogToy.self).first!
    try realm.write {
        realm.delete(rex.favoriteToy!)
    }
    XCTAssertNil(rex.favoriteToy)
    assertThrows(ball.name, .invalidated)
    let again = realm.objects(Dog.self).first
    XCTAssertNotNil(again)
    XCTAssertNil(again!.favoriteToy)
    XCTAssertEqual(realm.objects(DogToy.self).count, 0)
}

/// The Objective-C spelling, deleteObject inside a transaction block, removes the object.
/// - section: delete-an-object
/// - claims: delete.object.objc-delete-object
func testObjcDeleteObject() throws {
    let realm = RLMRealm.default()
    let tess = RLMDeletedDog(value: ["name": "Tess", "age": 8])
    try realm.transaction {
        realm.add(tess)
    }
    try realm.transaction {
        realm.delete(tess)
    }
    XCTAssertEqual(RLMDeletedDog.allObjects(in: realm).count, 0)
    XCTAssertTrue(tess.isInvalidated)
}

/// The Objective-C deleteObject outside a transaction is refused.
/// - section: delete-an-object
func testObjcDeleteObjectOutsideTransactionFails() throws {
    let realm = RLMRealm.default()
    let tess = RLMDeletedDog(value: ["name": "Tess"])
    try realm.transaction {
        realm.add(tess)
    }
    assertThrows(realm.delete(tess), .notInWriteTransaction)
    XCTAssertEqual(RLMDeletedDog.allObjects(in: realm).count, 1)
}
