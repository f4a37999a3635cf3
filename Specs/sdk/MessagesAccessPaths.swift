// page: sdk
// tags: sdk, messages
// Misuses the SDK words by the path taken: the subscript setter, MutableSet's
// set algebra, List's counted removals and a frozen realm's add, create and
// delete, and aggregates over nested key paths (exceptions.md TX3, FZ2b,
// PK5, TX5, UM9, IX4, FZ4, AG4), sort key paths (Q6) and values that cannot
// be enumerated (TY2), a frozen realm closed by invalidate() (INV7) and a
// loop over a collection invalidated in its body (INV5), objects(at:) past
// the end of results (IX3).

/// The subscript setter outside a write is worded by realm-core, not by
/// the typed accessor.
/// - section: sdk-messages
/// - claims: sdk.messages.subscript-setter
func testSubscriptSetOutsideWrite() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    try realm.write {
        realm.add(rex)
    }
    assertThrows(rex["name"] = "Max", .notInWriteTransaction,
                 reason: "Cannot modify managed objects outside of a write transaction.")
    assertThrows(rex.name = "Max", .notInWriteTransaction,
                 reason: "Attempting to modify object outside of a write transaction - call beginWriteTransaction on an RLMRealm instance first.")
    assertThrows(rex.setValue("Max", forKey: "name"), .notInWriteTransaction,
                 reason: "Attempting to modify object outside of a write transaction - call beginWriteTransaction on an RLMRealm instance first.")
    XCTAssertEqual(rex.name, "Rex")
}

/// A frozen object set through the subscript gets the same core text.
/// - section: sdk-messages
/// - claims: sdk.messages.subscript-setter
func testSubscriptSetFrozen() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    try realm.write {
        realm.add(rex)
    }
    let frozenRex = rex.freeze()
    try realm.write {
        assertThrows(frozenRex["name"] = "Max", .frozen,
                     reason: "Cannot modify managed objects outside of a write transaction.")
    }
    XCTAssertEqual(rex.name, "Rex")
}

/// A primary key set through the subscript is refused with the new value,
/// even to the value it has and even outside a write.
/// - section: sdk-messages
/// - claims: sdk.messages.subscript-setter
func testSubscriptPrimaryKey() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    assertThrows(vera["id"] = 7, .primaryKeyChange,
                 reason: "Primary key can't be changed to '7' after an object is inserted.")
    try realm.write {
        assertThrows(vera["id"] = 1, .primaryKeyChange,
                     reason: "Primary key can't be changed to '1' after an object is inserted.")
        assertThrows(vera.setValue(2, forKey: "id"), .primaryKeyChange,
                     reason: "Primary key can't be changed after an object is inserted.")
        vera["name"] = "Vee"
    }
    XCTAssertEqual(vera.id, 1)
    XCTAssertEqual(vera.name, "Vee")
}

/// Set algebra on a managed set refuses an unmanaged argument, inside a
/// write or not.
/// - section: sdk-messages
/// - claims: sdk.messages.set-algebra
func testSetAlgebraUnmanagedArgument() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex", "citiesVisited": ["Oslo"]])
    try realm.write {
        realm.add(rex)
    }
    let other = Dog(value: ["name": "Ash", "citiesVisited": ["Oslo", "Bergen"]]).citiesVisited
    let reason = "Right hand side value must be a managed Set."
    assertThrows(rex.citiesVisited.isSubset(of: other), .unmanaged, reason: reason)
    assertThrows(rex.citiesVisited.intersects(other), .unmanaged, reason: reason)
    try realm.write {
        assertThrows(rex.citiesVisited.formUnion(other), .unmanaged, reason: reason)
        assertThrows(rex.citiesVisited.formIntersection(other), .unmanaged, reason: reason)
        assertThrows(rex.citiesVisited.subtract(other), .unmanaged, reason: reason)
    }
    XCTAssertEqual(rex.citiesVisited.count, 1)
    // An unmanaged set takes a managed or unmanaged argument.
    other.formUnion(rex.citiesVisited)
    XCTAssertEqual(other.count, 2)
}

/// Set algebra between managed sets outside a write names the Objective-C
/// selector, unlike insert and remove.
/// - section: sdk-messages
/// - claims: sdk.messages.set-algebra
func testSetAlgebraOutsideWrite() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex", "citiesVisited": ["Oslo"]])
    let ash = Dog(value: ["name": "Ash", "citiesVisited": ["Bergen"]])
    try realm.write {
        realm.add(rex)
        realm.add(ash)
    }
    let tail = " in a Realm in a write transaction - call beginWriteTransaction on an RLMRealm instance first."
    assertThrows(rex.citiesVisited.formUnion(ash.citiesVisited), .notInWriteTransaction,
                 reason: "Can only perform [RLMSet unionSet:]" + tail)
    assertThrows(rex.citiesVisited.formIntersection(ash.citiesVisited), .notInWriteTransaction,
                 reason: "Can only perform [RLMSet intersectSet:]" + tail)
    assertThrows(rex.citiesVisited.subtract(ash.citiesVisited), .notInWriteTransaction,
                 reason: "Can only perform [RLMSet minusSet:]" + tail)
    assertThrows(rex.citiesVisited.insert("Rome"), .notInWriteTransaction,
                 reason: "Cannot modify Set outside of a write transaction.")
    XCTAssertTrue(rex.citiesVisited.intersects(rex.citiesVisited))
    try realm.write {
        rex.citiesVisited.formUnion(ash.citiesVisited)
    }
    XCTAssertEqual(rex.citiesVisited.count, 2)
}

/// Counted removals from a list check the count against the list's size.
/// - section: sdk-messages
/// - claims: sdk.messages.index
func testRemoveMoreThanTheList() throws {
    let realm = try Realm()
    let tally = Tally(value: ["id": 1, "counts": [1, 2, 3]])
    try realm.write {
        realm.add(tally)
        assertThrows(tally.counts.removeFirst(4), .indexOutOfBounds,
                     reason: "It is not possible to remove more objects (4) from a list than it already contains (3).")
        assertThrows(tally.counts.removeLast(-1), .indexOutOfBounds,
                     reason: "Cannot pass a negative value for 'index'.")
        tally.counts.removeLast(2)
    }
    XCTAssertEqual(tally.counts.count, 1)
}

/// A frozen realm is never in a write: adding, creating and deleting
/// through it fail with the write-check text and change nothing.
/// - section: sdk-messages
/// - claims: sdk.messages.frozen-realm-objects
func testFrozenRealmObjects() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    try realm.write {
        realm.add(rex)
    }
    let frozenRealm = realm.freeze()
    let reason = "Can only add, remove, or create objects in a Realm in a write transaction - call beginWriteTransaction on an RLMRealm instance first."
    try realm.write {
        assertThrows(frozenRealm.add(Dog(value: ["name": "Ash"])), .frozen, reason: reason)
        assertThrows(frozenRealm.create(Dog.self, value: ["name": "Ash"]), .frozen, reason: reason)
        // The object's realm is compared first: a live object is of another realm than the frozen one.
        assertThrows(frozenRealm.delete(rex), .wrongRealm, reason: "Can only delete an object from the Realm it belongs to.")
        assertThrows(frozenRealm.delete(rex.freeze()), .frozen, reason: reason)
        assertThrows(frozenRealm.deleteAll(), .frozen, reason: reason)
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
    XCTAssertFalse(rex.isInvalidated)
}

/// An unmanaged list refuses a nested key path in an aggregate before it
/// looks the property up; a managed one looks the whole path up as a name.
/// - section: sdk-messages
func testAggregateNestedKeyPath() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera", "dogs": [["name": "Rex", "age": 3]]])
    assertThrows(vera.dogs.sum(ofProperty: "favoriteToy.name"), .unsupportedAggregate,
                 reason: "Nested key paths are not supported yet for KVC collection operators.")
    assertThrows(vera.dogs.max(ofProperty: "owner.age"), .unsupportedAggregate,
                 reason: "Nested key paths are not supported yet for KVC collection operators.")
    XCTAssertEqual(vera.dogs.sum(ofProperty: "age"), 3)
    try realm.write {
        realm.add(vera)
    }
    assertThrows(vera.dogs.max(ofProperty: "favoriteToy.name"), .unknownProperty,
                 reason: "Property 'favoriteToy.name' not found in object of type 'Dog'")
}

/// A sort key path is checked step by step with realm-core's reasons; a
/// collection of values sorts only on self.
/// - section: sdk-messages
/// - claims: sdk.messages.sort-key-path
func testSortKeyPathMessages() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Person(value: ["id": 1, "name": "Vera", "dogs": [["name": "Rex"]]]))
        realm.add(Tally(value: ["id": 1, "counts": [3, 1]]))
    }
    assertThrows(realm.objects(Person.self).sorted(byKeyPath: "dogs"), .invalidQuery,
                 reason: "Cannot sort on key path 'dogs': property 'Person.dogs' is of unsupported type 'array'.")
    assertThrows(realm.objects(Dog.self).sorted(byKeyPath: "favoriteToy"), .invalidQuery,
                 reason: "Cannot sort on key path 'favoriteToy': property 'Dog.favoriteToy' of type 'object' cannot be the final property in the key path.")
    assertThrows(realm.objects(Dog.self).sorted(byKeyPath: "name.first"), .invalidQuery,
                 reason: "Cannot sort on key path 'name.first': property 'Dog.name' of type 'string' may only be the final property in the key path.")
    let tally = realm.objects(Tally.self).first!
    assertThrows(tally.counts.sorted(byKeyPath: "value").first, .invalidQuery,
                 reason: "Cannot sort on key path 'value': arrays of 'int' can only be sorted on 'self'")
    XCTAssertEqual(realm.objects(Dog.self).sorted(byKeyPath: "favoriteToy.name").count, 1)
    XCTAssertEqual(tally.counts.sorted(byKeyPath: "self").first, 1)
}

/// A single value given for a list, set or map property cannot be
/// enumerated; the SDK names a map's shape "set" as it does a set's. The
/// object is made before that value is read, and stays with the values set
/// before it.
/// - section: sdk-messages
/// - claims: sdk.messages.object-input
func testNotEnumerableCollectionValue() throws {
    let realm = try Realm()
    try realm.write {
        assertThrows(realm.create(Person.self, value: ["id": 1, "dogs": 5]), .typeMismatch,
                     reason: "Invalid value (5) for 'Dog' array property 'Person.dogs': value is not enumerable.")
        assertThrows(realm.create(Dog.self, value: ["name": "Rex", "citiesVisited": "Oslo"]), .typeMismatch,
                     reason: "Invalid value (Oslo) for 'string' set property 'Dog.citiesVisited': value is not enumerable.")
        assertThrows(realm.create(Dog.self, value: ["name": "Rex", "favoriteParksByCity": 3]), .typeMismatch,
                     reason: "Invalid value (3) for 'string' set property 'Dog.favoriteParksByCity': value is not enumerable.")
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
    XCTAssertEqual(realm.objects(Dog.self).first?.name, "Rex")
    XCTAssertEqual(realm.objects(Person.self).count, 1)
    XCTAssertEqual(realm.object(ofType: Person.self, forPrimaryKey: 1)?.dogs.count, 0)
}

/// A frozen realm's own invalidate() closes it: its objects cannot be read
/// through it any more, and adding through it is refused by that check
/// before the write check; the live realm is untouched.
/// - section: sdk-messages
/// - claims: sdk.messages.frozen-realm-invalidated
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testReadAfterInvalidateFrozen
func testInvalidatedFrozenRealm() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Person(value: ["id": 1, "name": "Vera"]))
    }
    let frozenRealm = realm.freeze()
    XCTAssertEqual(frozenRealm.objects(Person.self).count, 1)
    frozenRealm.invalidate()
    let reason = "Cannot read from a frozen Realm which has been invalidated."
    assertThrows(frozenRealm.objects(Person.self), .invalidated, reason: reason)
    assertThrows(frozenRealm.object(ofType: Person.self, forPrimaryKey: 1), .invalidated, reason: reason)
    assertThrows(frozenRealm.add(Person(value: ["id": 2])), .invalidated, reason: reason)
    XCTAssertEqual(realm.objects(Person.self).count, 1)
}

/// A loop over a managed list goes on to the end of its batch of 16 when
/// the realm is invalidated in the body, then stops with the SDK's text.
/// - section: sdk-messages
/// - claims: sdk.messages.enumeration-invalidated
func testEnumerationOfInvalidatedCollection() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Tally(value: ["id": 1, "counts": [1, 2, 3]]))
        realm.add(Tally(value: ["id": 2, "counts": Array(0..<20)]))
    }
    var seen = 0
    assertThrows(try {
        for _ in realm.object(ofType: Tally.self, forPrimaryKey: 1)!.counts {
            seen += 1
            realm.invalidate()
        }
    }(), .invalidated, reason: "Collection is no longer valid")
    XCTAssertEqual(seen, 3)
    seen = 0
    assertThrows(try {
        for _ in realm.object(ofType: Tally.self, forPrimaryKey: 2)!.counts {
            seen += 1
            if seen == 2 { realm.invalidate() }
        }
    }(), .invalidated, reason: "Collection is no longer valid")
    XCTAssertEqual(seen, 16)
    var total = 0
    for n in realm.object(ofType: Tally.self, forPrimaryKey: 1)!.counts {
        total += n
    }
    XCTAssertEqual(total, 6)
}

/// objects(at:) past the end of results is refused (for a list the rlmarray
/// page decides: nil).
/// - section: sdk-messages
/// - claims: sdk.messages.index
func testObjectsAtPastTheEnd() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera", "dogs": [["name": "Rex"], ["name": "Ash"]]])
    try realm.write {
        realm.add(vera)
    }
    assertThrows(realm.objects(Dog.self).objects(at: [0, 2]), .indexOutOfBounds,
                 reason: "Indexes for collection are out of bounds.")
    XCTAssertEqual(realm.objects(Dog.self).objects(at: [1, 0])!.count, 2)
}
