// page: sdk
// tags: sdk, behaviour
// Gates the pages leave to the SDK: which check comes first, and what the
// SDK refuses or allows (exceptions.md WR1, IX1, AG1, TY6, INV3, TX9, FZ6,
// IX3; api-surface.md objects(at:)).

// A sample with a flag, for aggregates over bool.
class Flagged: Object {
    @Persisted var flag = false
    @Persisted var weight = 0
}

/// Deleting an object of no realm reports the wrong realm even outside a
/// write: the realm check comes before the write check.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.wrong-realm-before-write
func testWrongRealmBeforeWriteCheck() throws {
    let realm = try Realm()
    assertThrows(realm.delete(Dog(value: ["name": "Stray"])), .wrongRealm,
                 reason: "Can only delete an object from the Realm it belongs to.")
    assertThrows(realm.delete([Dog(value: ["name": "Stray"])]), .wrongRealm)
}

/// A negative index is refused before the write check and before bounds,
/// on a managed list outside a write and on an empty list.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.negative-index
func testNegativeIndexFirst() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    assertThrows(vera.dogs.remove(at: -1), .indexOutOfBounds, reason: "Cannot pass a negative value for 'index'.")
    assertThrows(vera.dogs.insert(Dog(), at: -3), .indexOutOfBounds, reason: "Cannot pass a negative value for 'index'.")
    assertThrows(vera.dogs.move(from: -1, to: 0), .indexOutOfBounds, reason: "Cannot pass a negative value for 'index'.")
    assertThrows(vera.dogs.swapAt(-1, 0), .indexOutOfBounds, reason: "Cannot pass a negative value for 'index1'.")
    assertThrows(vera.dogs.remove(at: 0), .notInWriteTransaction)
}

/// min, max, sum and average all refuse a bool property.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.bool-aggregates
func testBoolAggregatesRefused() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Flagged(value: ["flag": true, "weight": 2]))
    }
    let all = realm.objects(Flagged.self)
    assertThrows(all.min(ofProperty: "flag"), .unsupportedAggregate, reason: "Operation 'min' not supported for bool property 'Flagged.flag'")
    assertThrows(all.max(ofProperty: "flag"), .unsupportedAggregate, reason: "Operation 'max' not supported for bool property 'Flagged.flag'")
    assertThrows(all.sum(ofProperty: "flag"), .unsupportedAggregate, reason: "Operation 'sum' not supported for bool property 'Flagged.flag'")
    assertThrows(all.average(ofProperty: "flag"), .unsupportedAggregate,
                 reason: "Operation 'average' not supported for bool property 'Flagged.flag'")
    XCTAssertEqual(all.sum(ofProperty: "weight"), 2)
}

/// index(of:) checks the object's class before whether it was deleted; an
/// unmanaged object is just not found.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.index-of-checks
func testIndexOfChecksClassThenDeletion() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let rex = Dog(value: ["name": "Rex"])
    vera.dogs.append(rex)
    let ball = DogToy(value: ["name": "Ball"])
    let ash = Dog(value: ["name": "Ash"])
    try realm.write {
        realm.add(vera)
        realm.add(ball)
        realm.add(ash)
    }
    XCTAssertEqual(vera.dogs.index(of: rex), 0)
    XCTAssertNil(vera.dogs.index(of: Dog(value: ["name": "Loose"])))
    try realm.write {
        realm.delete(ball)
        realm.delete(ash)
    }
    assertThrows(vera.dogs.index(of: ball), .typeMismatch, reason: "Object of type 'DogToy' does not match RLMArray type 'Dog'.")
    assertThrows(vera.dogs.index(of: ash), .invalidated, reason: "Object has been deleted or invalidated.")
}

/// filter and sorted on a list whose owner was deleted fail at once.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.invalidated-list-query
func testQueryOnInvalidatedList() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let dogs = vera.dogs
    try realm.write {
        realm.delete(vera)
    }
    let text = "List is no longer valid. Either the parent object was deleted or the containing Realm has been invalidated or closed."
    assertThrows(dogs.filter("age > 1"), .invalidated, reason: text)
    assertThrows(dogs.sorted(byKeyPath: "age"), .invalidated, reason: text)
}

/// A frozen realm refuses every transaction call.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.frozen-realm-transactions
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testMutateFrozenObject
func testFrozenRealmRefusesTransactions() throws {
    let realm = try Realm()
    let frozen = realm.freeze()
    let text = "Can't perform transactions on a frozen Realm"
    assertThrows(try frozen.write { }, .frozen, reason: text)
    assertThrows(frozen.beginWrite(), .frozen, reason: text)
    assertThrows(try frozen.commitWrite(), .frozen, reason: text)
    assertThrows(frozen.cancelWrite(), .frozen, reason: text)
    XCTAssertFalse(realm.isInWriteTransaction)
    try realm.write {
        realm.add(Dog(value: ["name": "Rex"]))
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
}

/// Inside a write, an object that existed before it freezes (as committed);
/// an object the write created does not.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.freeze-object-in-write
func testFreezeObjectInWrite() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    try realm.write {
        realm.add(rex)
    }
    var frozen = rex
    try realm.write {
        frozen = rex.freeze()
        rex.name = "Rexy"
        XCTAssertTrue(frozen.isFrozen)
        XCTAssertEqual(frozen.name, "Rex")
        let ash = realm.create(Dog.self, value: ["name": "Ash"])
        assertThrows(ash.freeze(), .frozen)
    }
    XCTAssertEqual(frozen.name, "Rex")
    XCTAssertEqual(rex.name, "Rexy")
}

/// objects(at:) reads an index set: ascending order, each index once.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.objects-at-ascending
func testObjectsAtAscending() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    vera.dogs.append(Dog(value: ["name": "Ash"]))
    vera.dogs.append(Dog(value: ["name": "Birch"]))
    vera.dogs.append(Dog(value: ["name": "Cedar"]))
    try realm.write {
        realm.add(vera)
    }
    let picked = vera.dogs.objects(at: [2, 0, 2])!
    XCTAssertEqual(picked.count, 2)
    XCTAssertEqual(picked[0].name, "Ash")
    XCTAssertEqual(picked[1].name, "Cedar")
}

/// The accessor passed to delete has no realm afterwards, so deleting it
/// again reports the wrong realm; another accessor of the same object keeps
/// its realm and is invalidated.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.deleted-accessor-realm-nil
func testDeletedAccessorLeavesRealm() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    try realm.write {
        realm.add(rex)
    }
    let same = realm.objects(Dog.self).first!
    try realm.write {
        realm.delete(rex)
    }
    XCTAssertNil(rex.realm)
    XCTAssertNotNil(same.realm)
    XCTAssertTrue(same.isInvalidated)
    try realm.write {
        assertThrows(realm.delete(rex), .wrongRealm, reason: "Can only delete an object from the Realm it belongs to.")
    }
}

/// An accessor whose row another accessor already deleted is invalidated, and deleting it inside a write does nothing, alone or in an array; outside a write it still needs the write. The accessor that deleted the row has left the realm, so deleting through it again is the wrong-realm error.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.delete-through-second-accessor
func testDeleteThroughSecondAccessor() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rex"]))
        realm.add(Dog(value: ["name": "Ace"]))
        realm.add(Dog(value: ["name": "Kit"]))
    }
    let first = realm.objects(Dog.self).filter("name == 'Rex'").first!
    let second = realm.objects(Dog.self).filter("name == 'Rex'").first!
    let ace = realm.objects(Dog.self).filter("name == 'Ace'").first!
    let aceAgain = realm.objects(Dog.self).filter("name == 'Ace'").first!
    let kit = realm.objects(Dog.self).filter("name == 'Kit'").first!
    try realm.write { realm.delete(first) }
    XCTAssertTrue(second.isInvalidated)
    assertThrows(realm.delete(second), .notInWriteTransaction)
    try realm.write {
        realm.delete(second)
        realm.delete(ace)
        realm.delete([aceAgain, kit])
        assertThrows(realm.delete(first), .wrongRealm, reason: "Can only delete an object from the Realm it belongs to.")
    }
    XCTAssertNil(second.realm)
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
}
