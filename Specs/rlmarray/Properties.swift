// page: rlmarray
// tags: list, properties

// Lists of primitive values, for the type, isOptional and objectClassName properties.
class Scorecard: Object {
    @Persisted var player = ""
    @Persisted var scores: List<Int>
    @Persisted var nicknames: List<String?>
}

/// count follows additions and removals.
/// - section: properties
/// - claims: rlmarray.count
func testCountFollowsChanges() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.count, 0)
    try realm.write {
        dogs.add(Dog(value: ["name": "Ash"]))
        dogs.add(Dog(value: ["name": "Birch"]))
    }
    XCTAssertEqual(dogs.count, 2)
    try realm.write {
        dogs.removeObject(at: 0)
    }
    XCTAssertEqual(dogs.count, 1)
}

/// type is .object for a list of dogs and .int for a list of integers.
/// - section: properties
/// - claims: rlmarray.type
func testElementType() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let card = Scorecard(value: ["player": "Vera"])
    try realm.write {
        realm.add(vera)
        realm.add(card)
    }
    let nicknames = ObjectiveCSupport.convert(object: card.nicknames)
    let scores = ObjectiveCSupport.convert(object: card.scores)
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertTrue(dogs.type == .object)
    XCTAssertTrue(scores.type == .int)
    XCTAssertTrue(nicknames.type == .string)
}

/// isOptional is true only for a list whose elements may be nil.
/// - section: properties
/// - claims: rlmarray.is-optional
func testIsOptional() throws {
    let realm = try Realm()
    let card = Scorecard(value: ["player": "Vera"])
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(card)
        realm.add(vera)
    }
    let nicknames = ObjectiveCSupport.convert(object: card.nicknames)
    let scores = ObjectiveCSupport.convert(object: card.scores)
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertTrue(nicknames.isOptional)
    XCTAssertFalse(scores.isOptional)
    XCTAssertFalse(dogs.isOptional)
}

/// A list of optionals stores nil elements; a list of integers refuses nil.
/// - section: properties
/// - claims: rlmarray.is-optional
func testOptionalElementsAcceptNil() throws {
    let realm = try Realm()
    let card = Scorecard(value: ["player": "Vera"])
    try realm.write {
        realm.add(card)
        card.nicknames.append(nil)
        card.nicknames.append("Ace")
        assertThrows(card.scores.append(nil), .typeMismatch)
    }
    let nicknames = ObjectiveCSupport.convert(object: card.nicknames)
    let scores = ObjectiveCSupport.convert(object: card.scores)
    XCTAssertTrue(nicknames.isOptional)
    XCTAssertFalse(scores.isOptional)
    XCTAssertEqual(nicknames.count, 2)
    XCTAssertNil(nicknames[0])
    XCTAssertEqual(scores.count, 0)
}

/// objectClassName names the class of the objects in the list.
/// - section: properties
/// - claims: rlmarray.object-class-name
func testObjectClassName() throws {
    let realm = try Realm()
    let club = DogClub(value: ["name": "Flyball"])
    try realm.write {
        realm.add(club)
    }
    let members = ObjectiveCSupport.convert(object: club.members)
    XCTAssertEqual(members.objectClassName, "Person")
}

/// objectClassName is nil for lists of integers and strings.
/// - section: properties
/// - claims: rlmarray.object-class-name-nil
func testObjectClassNameNilForPrimitives() throws {
    let realm = try Realm()
    let card = Scorecard(value: ["player": "Vera"])
    try realm.write {
        realm.add(card)
    }
    let nicknames = ObjectiveCSupport.convert(object: card.nicknames)
    let scores = ObjectiveCSupport.convert(object: card.scores)
    XCTAssertNil(scores.objectClassName)
    XCTAssertNil(nicknames.objectClassName)
}

/// realm is the managing realm for a stored person's list.
/// - section: properties
/// - claims: rlmarray.realm
func testRealmOfManagedList() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertNotNil(dogs.realm)
    XCTAssertTrue(dogs.realm == realm)
}

/// realm is nil for the list of a person never added, and is the person's realm once the person is added.
/// - section: properties
/// - claims: rlmarray.realm-nil-unmanaged, rlmarray.realm
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testRealm
func testRealmNilUntilAdded() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertNil(unmanagedDogs.realm)
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertNotNil(dogs.realm)
    XCTAssertTrue(dogs.realm == realm)
}

/// isInvalidated is false while the owner lives and true after it is deleted.
/// - section: properties
/// - claims: rlmarray.is-invalidated
func testIsInvalidated() throws {
    let realm = try Realm()
    let card = Scorecard(value: ["player": "Vera"])
    try realm.write {
        realm.add(card)
    }
    let scores = card.scores
    XCTAssertFalse(scores.isInvalidated)
    try realm.write {
        realm.delete(card)
    }
    XCTAssertTrue(scores.isInvalidated)
}

/// isFrozen is false on a live list and true on its frozen copy.
/// - section: properties
/// - claims: rlmarray.is-frozen, rlmarray.frozen-from-live
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testIsFrozen
func testIsFrozen() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertFalse(dogs.isFrozen)
    let frozen = vera.dogs.freeze()
    XCTAssertTrue(frozen.isFrozen)
    XCTAssertFalse(dogs.isFrozen)
}

/// A frozen list refuses every change, even inside a write.
/// - section: properties
/// - claims: rlmarray.frozen-immutable
func testFrozenListImmutable() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    let frozen = vera.dogs.freeze()
    try realm.write {
        assertThrows(ObjectiveCSupport.convert(object: frozen).add(Dog(value: ["name": "Birch"])), .frozen)
        assertThrows(ObjectiveCSupport.convert(object: frozen).removeAllObjects(), .frozen)
        assertThrows(ObjectiveCSupport.convert(object: frozen).removeLastObject(), .frozen)
    }
    XCTAssertEqual(frozen.count, 1)
    XCTAssertEqual(dogs.count, 1)
}

/// Freezing the list of an unmanaged person is refused.
/// - section: properties
func testFreezeUnmanagedListFails() throws {
    let vera = Person(value: ["id": 1, "name": "Vera"])
    assertThrows(vera.dogs.freeze(), .unmanaged)
}

/// An unmanaged list reports that it is not frozen.
/// - section: properties
/// - claims: rlmarray.unmanaged-never-frozen
func testUnmanagedNeverFrozen() throws {
    let card = Scorecard(value: ["player": "Vera"])
    let nicknames = ObjectiveCSupport.convert(object: card.nicknames)
    let scores = ObjectiveCSupport.convert(object: card.scores)
    card.scores.append(3)
    XCTAssertFalse(scores.isFrozen)
    XCTAssertFalse(nicknames.isFrozen)
}

/// count of an unmanaged person's list follows additions without a realm.
/// - section: properties
/// - claims: rlmarray.count, rlmarray.realm-nil-unmanaged
func testCountOfUnmanagedList() throws {
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    dogs.add(Dog(value: ["name": "Ash"]))
    dogs.add(Dog(value: ["name": "Birch"]))
    XCTAssertEqual(dogs.count, 2)
    XCTAssertNil(dogs.realm)
}
