// page: sdk
// tags: sdk, delete
// Deleting, through an accessor still attached to its realm, an object that
// another accessor already deleted: the SDK checks the write, finds no row
// and removes nothing; the accessor then has no realm (RLMObjectStore.mm,
// RLMDeleteObjectFromRealm).

/// A second accessor of a deleted object deletes nothing inside a write,
/// and is refused by the write check outside one.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.delete-deleted-object
func testDeleteThroughSecondAccessor() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    try realm.write {
        realm.add(rex)
        realm.add(Dog(value: ["name": "Ash"]))
    }
    let same = realm.objects(Dog.self).where { $0.name == "Rex" }.first!
    try realm.write {
        realm.delete(rex)
    }
    XCTAssertTrue(same.isInvalidated)
    assertThrows(realm.delete(same), .notInWriteTransaction,
                 reason: "Can only add, remove, or create objects in a Realm in a write transaction - call beginWriteTransaction on an RLMRealm instance first.")
    try realm.write {
        realm.delete(same)
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
    XCTAssertNil(same.realm)
    try realm.write {
        assertThrows(realm.delete(same), .wrongRealm, reason: "Can only delete an object from the Realm it belongs to.")
    }
}

/// A sequence holding a deleted object's second accessor deletes the others.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.delete-deleted-object
func testDeleteSequenceWithDeletedObject() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    let ash = Dog(value: ["name": "Ash"])
    try realm.write {
        realm.add(rex)
        realm.add(ash)
        realm.add(Dog(value: ["name": "Max"]))
    }
    let same = realm.objects(Dog.self).where { $0.name == "Rex" }.first!
    try realm.write {
        realm.delete(rex)
        realm.delete([same, ash])
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
    XCTAssertEqual(realm.objects(Dog.self).first?.name, "Max")
}
