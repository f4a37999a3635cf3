// page: sdk
// tags: sdk, messages
// The SDK's words for deleted, invalidated, unmanaged and foreign objects
// and collections (exceptions.md INV1, INV2, INV3, INV4, WR1, WR3, FZ5, FZ6, UM1,
// UM2, UM5, UM6, UM8, UM8s, UM8m).

/// A deleted object cannot be read, changed or added again.
/// - section: sdk-messages
/// - claims: sdk.messages.invalidated
func testDeletedObject() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    try realm.write {
        realm.add(rex)
    }
    let same = realm.objects(Dog.self).first!
    try realm.write {
        realm.delete(rex)
        assertThrows(same.name, .invalidated, reason: "Object has been deleted or invalidated.")
        assertThrows(same.age = 2, .invalidated, reason: "Object has been deleted or invalidated.")
        assertThrows(realm.add(same), .invalidated, reason: "Adding a deleted or invalidated object to a Realm is not permitted")
    }
    XCTAssertTrue(same.isInvalidated)
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
}

/// A collection whose owner was deleted names its type.
/// - section: sdk-messages
/// - claims: sdk.messages.invalidated
func testCollectionOfDeletedOwner() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let rex = Dog(value: ["name": "Rex"])
    try realm.write {
        realm.add(vera)
        realm.add(rex)
    }
    let dogs = vera.dogs
    let cities = rex.citiesVisited
    let parks = rex.favoriteParksByCity
    try realm.write {
        realm.delete(vera)
        realm.delete(rex)
        let tail = " is no longer valid. Either the parent object was deleted or the containing Realm has been invalidated or closed."
        assertThrows(dogs.append(Dog(value: ["name": "Ash"])), .invalidated, reason: "List" + tail)
        assertThrows(cities.insert("Oslo"), .invalidated, reason: "Set" + tail)
        assertThrows(parks["Oslo"] = "Frogner", .invalidated, reason: "Dictionary" + tail)
    }
    XCTAssertTrue(dogs.isInvalidated)
    XCTAssertTrue(cities.isInvalidated)
    XCTAssertTrue(parks.isInvalidated)
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
}

/// Results from before `realm.invalidate()` are invalidated results.
/// - section: sdk-messages
/// - claims: sdk.messages.invalidated
func testInvalidatedResults() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rex"]))
    }
    let dogs = realm.objects(Dog.self)
    realm.invalidate()
    assertThrows(dogs.count, .invalidated, reason: "Access to invalidated Results objects")
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
}

/// Deleting an object the realm does not manage names the wrong realm.
/// - section: sdk-messages
/// - claims: sdk.messages.wrong-realm
func testDeleteUnmanaged() throws {
    let realm = try Realm()
    try realm.write {
        assertThrows(realm.delete(Dog(value: ["name": "Rex"])), .wrongRealm,
                     reason: "Can only delete an object from the Realm it belongs to.")
    }
}

/// A frozen object belongs to its frozen realm: adding it to the live realm,
/// or linking it from a live list, names the other realm.
/// - section: sdk-messages
/// - claims: sdk.messages.wrong-realm
func testAddFrozenObject() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(rex)
        realm.add(vera)
    }
    let frozen = rex.freeze()
    let text = "Object is already managed by another Realm. Use create instead to copy it into this Realm."
    try realm.write {
        assertThrows(realm.add(frozen), .frozen, reason: text)
        assertThrows(vera.dogs.append(frozen), .frozen, reason: text)
    }
    XCTAssertEqual(vera.dogs.count, 0)
}

/// Observing a frozen object, and freezing an object in the write that
/// created it, use the SDK's frozen wording.
/// - section: sdk-messages
/// - claims: sdk.messages.frozen
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testObserveFrozenObject
func testFrozenObservationAndFreezing() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    try realm.write {
        realm.add(rex)
    }
    let frozen = rex.freeze()
    XCTAssertTrue(frozen.isFrozen)
    assertThrows(frozen.observe { _ in }, .frozen, reason: "Frozen Realms do not change and do not have change notifications.")
    try realm.write {
        let ash = realm.create(Dog.self, value: ["name": "Ash"])
        assertThrows(ash.freeze(), .frozen, reason: "Cannot freeze an object in the same write transaction as it was created in.")
        XCTAssertFalse(ash.isFrozen)
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
}

/// Unmanaged objects cannot be frozen, thawed or observed.
/// - section: sdk-messages
/// - claims: sdk.messages.unmanaged
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testFreezeUnmanagedObject
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testFreezeUnmanaged
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testThawUnmanaged
func testUnmanagedObject() throws {
    let rex = Dog(value: ["name": "Rex"])
    assertThrows(rex.freeze(), .unmanaged, reason: "Unmanaged objects cannot be frozen.")
    assertThrows(rex.thaw(), .unmanaged, reason: "Unmanaged objects cannot be thawed.")
    assertThrows(rex.observe { _ in }, .unmanaged, reason: "Only objects which are managed by a Realm support change notifications")
}

/// Unmanaged collections refuse the managed-only methods, naming the
/// Objective-C class behind them, before looking at a key path or a predicate's
/// arguments: an unknown column and an object argument are refused the same way.
/// - section: sdk-messages
/// - claims: sdk.messages.unmanaged
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testObserve
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testObserveKeyPath
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testObserveKeyPathNoChange
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testObserveKeyPathWithLink
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testObserveKeyPathWithLinkNoChange
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testObserveKeyPathWithLinkNoChangeList
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testObservePartialKeyPath
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testObservePartialKeyPathNoChange
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testObservePartialKeyPathWithLink
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testObservePartialKeyPathWithLinkNoChangeList
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testSortWithProperty
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testArrayAggregateWithSwiftObjectDoesntThrow
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testFilterFormat
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetUnmanagedRealmCollectionTests.testFreeze
func testUnmanagedCollections() throws {
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let rex = Dog(value: ["name": "Rex"])
    assertThrows(vera.dogs.filter("age > 1"), .unmanaged,
                 reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(vera.dogs.filter("noSuchCol = '1'"), .unmanaged,
                 reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(vera.dogs.sorted(byKeyPath: "age"), .unmanaged,
                 reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(vera.dogs.sorted(byKeyPath: "noSuchCol"), .unmanaged,
                 reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    let club = DogClub(value: ["name": "Barkers"])
    club.members.append(vera)
    assertThrows(club.members.filter("ANY dogs == %@", rex), .unmanaged,
                 reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
    assertThrows(rex.citiesVisited.freeze(), .unmanaged,
                 reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(DogHouse().spares.freeze(), .unmanaged,
                 reason: "This method may only be called on RLMSet instances retrieved from an RLMRealm")
    assertThrows(rex.favoriteParksByCity.freeze(), .unmanaged,
                 reason: "This method may only be called on RLMDictionary instances retrieved from an RLMRealm")
    assertThrows(vera.dogs.observe { _ in }, .unmanaged, reason: "Change notifications are only supported on managed collections.")
}

/// An object frozen inside a write shows the version the write started from: the write's own change is not in it,
/// and the live object has it.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.freeze-in-write
func testFreezeInsideWriteShowsStartVersion() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex", "age": 3])
    try realm.write { realm.add(rex) }
    try realm.write {
        rex.age = 4
        realm.add(Dog(value: ["name": "Ash"]))
        let frozen = rex.freeze()
        XCTAssertTrue(frozen.isFrozen)
        XCTAssertEqual(frozen.age, 3)
        XCTAssertEqual(frozen.realm?.objects(Dog.self).count, 1)
        XCTAssertEqual(rex.age, 4)
    }
    XCTAssertEqual(rex.freeze().age, 4)
}
