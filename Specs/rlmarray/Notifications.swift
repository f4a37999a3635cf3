// page: rlmarray
// tags: list, notifications

/// The first call has nil changes and a nil error and shows the list as it is;
/// the call after a write has changes and again a nil error.
/// - section: notifications
/// - claims: rlmarray.notify.initial, rlmarray.notify.error-nil
func testInitialCall() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
    }
    var calls = 0
    var sawNilChanges = false
    var seenCount = -1
    var errors = 0
    let token = ObjectiveCSupport.convert(object: vera.dogs).addNotificationBlock { dogs, changes, error in
        calls += 1
        sawNilChanges = changes == nil
        seenCount = dogs!.count
        XCTAssertNil(error)
        if error != nil {
            errors += 1
        }
    }
    XCTAssertEqual(calls, 0)
    realm.refresh()
    XCTAssertEqual(calls, 1)
    XCTAssertTrue(sawNilChanges)
    XCTAssertEqual(seenCount, 1)
    try realm.write {
        vera.dogs.append(Dog(value: ["name": "Birch"]))
    }
    realm.refresh()
    XCTAssertEqual(calls, 2)
    XCTAssertFalse(sawNilChanges)
    XCTAssertEqual(seenCount, 2)
    XCTAssertEqual(errors, 0)
    token.invalidate()
}

/// A write right after registering is folded into the single first call, which already shows it.
/// - section: notifications
/// - claims: rlmarray.notify.coalesced, rlmarray.notify.initial
func testInitialCallReflectsEarlierWrite() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Person(value: ["id": 1, "name": "Vera"]))
    }
    let vera = realm.objects(Person.self).first!
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.count, 0)
    var calls = 0
    var seenCount = -1
    var sawNilChanges = false
    let token = ObjectiveCSupport.convert(object: vera.dogs).addNotificationBlock { dogs, changes, error in
        calls += 1
        seenCount = dogs!.count
        sawNilChanges = changes == nil
    }
    try ObjectiveCSupport.convert(object: realm).transaction {
        let rocco = Dog()
        rocco.name = "Rocco"
        dogs.add(rocco)
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    XCTAssertEqual(seenCount, 1)
    XCTAssertTrue(sawNilChanges)
    token.invalidate()
}

/// After the first call, adding a dog calls the block with its insertion index.
/// - section: notifications
/// - claims: rlmarray.notify.after-write, rlmarray.notify.change-indices
func testInsertionReported() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    var calls = 0
    var insertions: [Int] = []
    let token = ObjectiveCSupport.convert(object: vera.dogs).addNotificationBlock { dogs, changes, error in
        calls += 1
        if let changes = changes {
            insertions = changes.insertions
        }
    }
    realm.refresh()
    try realm.write {
        dogs.add(Dog(value: ["name": "Birch"]))
    }
    realm.refresh()
    XCTAssertEqual(calls, 2)
    XCTAssertEqual(insertions, [1])
    token.invalidate()
}

/// Removing a dog reports its old index as a deletion.
/// - section: notifications
/// - claims: rlmarray.notify.change-indices
func testDeletionReported() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    unmanagedDogs.add(Dog(value: ["name": "Birch"]))
    unmanagedDogs.add(Dog(value: ["name": "Cedar"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    var deletions: [Int] = []
    let token = ObjectiveCSupport.convert(object: vera.dogs).addNotificationBlock { dogs, changes, error in
        if let changes = changes {
            deletions = changes.deletions
        }
    }
    realm.refresh()
    try realm.write {
        dogs.removeObject(at: 1)
    }
    realm.refresh()
    XCTAssertEqual(deletions, [1])
    token.invalidate()
}

/// Changing a dog in the list reports its index as a modification.
/// - section: notifications
/// - claims: rlmarray.notify.change-indices, rlmarray.notify.after-write
func testModificationReported() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    let birch = Dog(value: ["name": "Birch"])
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    unmanagedDogs.add(birch)
    try realm.write {
        realm.add(vera)
    }
    var modifications: [Int] = []
    let token = ObjectiveCSupport.convert(object: vera.dogs).addNotificationBlock { dogs, changes, error in
        if let changes = changes {
            modifications = changes.modifications
        }
    }
    realm.refresh()
    try realm.write {
        birch.age = 4
    }
    realm.refresh()
    XCTAssertEqual(modifications, [1])
    token.invalidate()
}

/// Two writes before the run loop turns arrive as one call with both insertions.
/// - section: notifications
/// - claims: rlmarray.notify.coalesced
func testTwoWritesCoalesced() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    var calls = 0
    var insertions: [Int] = []
    let token = ObjectiveCSupport.convert(object: vera.dogs).addNotificationBlock { dogs, changes, error in
        calls += 1
        if let changes = changes {
            insertions = changes.insertions
        }
    }
    realm.refresh()
    try realm.write {
        dogs.add(Dog(value: ["name": "Ash"]))
    }
    try realm.write {
        dogs.add(Dog(value: ["name": "Birch"]))
    }
    realm.refresh()
    XCTAssertEqual(calls, 2)
    XCTAssertEqual(insertions, [0, 1])
    token.invalidate()
}

/// Moving a dog within the list changes the order and calls the block.
/// - section: notifications
/// - claims: rlmarray.notify.after-write
func testReorderCallsBlock() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    unmanagedDogs.add(Dog(value: ["name": "Birch"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    var calls = 0
    let token = ObjectiveCSupport.convert(object: vera.dogs).addNotificationBlock { dogs, changes, error in
        calls += 1
    }
    realm.refresh()
    try realm.write {
        dogs.exchangeObject(at: 0, withObjectAt: 1)
    }
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token.invalidate()
}

/// A write that touches neither the list nor its dogs does not call the block.
/// - section: notifications
/// - claims: rlmarray.notify.unrelated-write
func testUnrelatedWriteNoCall() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
    }
    var calls = 0
    let token = ObjectiveCSupport.convert(object: vera.dogs).addNotificationBlock { dogs, changes, error in
        calls += 1
    }
    realm.refresh()
    try realm.write {
        realm.add(Dog(value: ["name": "Stranger"]))
        realm.add(DogToy(value: ["name": "Ball"]))
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

/// After invalidate on the token, later writes no longer call the block.
/// - section: notifications
/// - claims: rlmarray.notify.token
func testInvalidateTokenStops() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    var calls = 0
    let token = ObjectiveCSupport.convert(object: vera.dogs).addNotificationBlock { dogs, changes, error in
        calls += 1
    }
    realm.refresh()
    try realm.write {
        dogs.add(Dog(value: ["name": "Ash"]))
    }
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token.invalidate()
    try realm.write {
        dogs.add(Dog(value: ["name": "Birch"]))
    }
    realm.refresh()
    XCTAssertEqual(calls, 2)
}

/// A write committed without notifying a token skips that token's block.
/// - section: notifications
func testCommitWithoutNotifying() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    var calls = 0
    let token = ObjectiveCSupport.convert(object: vera.dogs).addNotificationBlock { dogs, changes, error in
        calls += 1
    }
    realm.refresh()
    realm.beginWrite()
    dogs.add(Dog(value: ["name": "Quiet"]))
    try realm.commitWrite(withoutNotifying: [token])
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

/// Registering after changes in a write is refused.
/// - section: notifications
/// - claims: rlmarray.notify.not-in-write
func testRegisterAfterChangesInWriteFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    try realm.write {
        dogs.add(Dog(value: ["name": "Ash"]))
        assertThrows(ObjectiveCSupport.convert(object: vera.dogs).addNotificationBlock { dogs, changes, error in }, .notificationInWrite)
    }
}

/// Registering at the start of a write, before any change, is refused as the page says.
/// - section: notifications
/// - claims: rlmarray.notify.not-in-write
/// - sdk: the shipped SDK accepts a registration inside a write transaction as long as nothing has been changed in it yet
func testRegisterAtStartOfWriteFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    try realm.write {
        assertThrows(ObjectiveCSupport.convert(object: vera.dogs).addNotificationBlock { dogs, changes, error in }, .notificationInWrite)
    }
}

/// Registering on a frozen list is refused.
/// - section: notifications
/// - claims: rlmarray.notify.managed-unfrozen
func testRegisterOnFrozenFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let frozen = vera.dogs.freeze()
    assertThrows(ObjectiveCSupport.convert(object: frozen).addNotificationBlock { dogs, changes, error in }, .frozen)
}

/// Registering on an unmanaged list is refused.
/// - section: notifications
/// - claims: rlmarray.notify.managed-unfrozen
func testRegisterOnUnmanagedFails() throws {
    let vera = Person(value: ["id": 1, "name": "Vera"])
    assertThrows(ObjectiveCSupport.convert(object: vera.dogs).addNotificationBlock { dogs, changes, error in }, .unmanaged)
}

/// With key path "age", renaming a dog does not call the block but changing its age does (Swift spelling of the keyPaths variant);
/// a block registered without key paths is called for both changes.
/// - section: notifications
/// - claims: rlmarray.notify.key-paths
func testKeyPathFilter() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    let ash = Dog(value: ["name": "Ash", "age": 2])
    unmanagedDogs.add(ash)
    try realm.write {
        realm.add(vera)
    }
    var calls = 0
    var unfilteredCalls = 0
    var modifications: [Int] = []
    let token = vera.dogs.observe(keyPaths: ["age"]) { changes in
        calls += 1
        if case .update(_, _, _, let mods) = changes {
            modifications = mods
        }
    }
    let unfiltered = ObjectiveCSupport.convert(object: vera.dogs).addNotificationBlock { dogs, changes, error in
        unfilteredCalls += 1
    }
    realm.refresh()
    try realm.write {
        ash.name = "Ashen"
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    XCTAssertEqual(unfilteredCalls, 2)
    try realm.write {
        ash.age = 3
    }
    realm.refresh()
    XCTAssertEqual(calls, 2)
    XCTAssertEqual(modifications, [0])
    XCTAssertEqual(unfilteredCalls, 3)
    token.invalidate()
    unfiltered.invalidate()
}

/// Without key paths, a change to any property of a dog in the list calls the block.
/// - section: notifications
func testNoKeyPathsMeansAll() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    let ash = Dog(value: ["name": "Ash"])
    unmanagedDogs.add(ash)
    try realm.write {
        realm.add(vera)
    }
    var calls = 0
    let token = ObjectiveCSupport.convert(object: vera.dogs).addNotificationBlock { dogs, changes, error in
        calls += 1
    }
    realm.refresh()
    try realm.write {
        ash.color = "silver"
    }
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token.invalidate()
}

/// Inserting a dog still calls a block filtered to a key path.
/// - section: notifications
/// - claims: rlmarray.notify.change-indices
func testKeyPathFilterStillSeesInsertions() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    var insertions: [Int] = []
    let token = vera.dogs.observe(keyPaths: ["age"]) { changes in
        if case .update(_, _, let ins, _) = changes {
            insertions = ins
        }
    }
    realm.refresh()
    try realm.write {
        dogs.add(Dog(value: ["name": "Ash"]))
    }
    realm.refresh()
    XCTAssertEqual(insertions, [0])
    token.invalidate()
}

/// The Swift observe spelling delivers .initial and then .update with the same indices.
/// - section: notifications
/// - claims: rlmarray.notify.initial, rlmarray.notify.change-indices
func testSwiftObserveSpelling() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    vera.dogs.append(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
    }
    var initials = 0
    var deleted: [Int] = []
    var inserted: [Int] = []
    let token = vera.dogs.observe { changes in
        switch changes {
        case .initial:
            initials += 1
        case .update(_, let deletions, let insertions, let modifications):
            deleted = deletions
            inserted = insertions
        case .error:
            XCTFail("no error expected")
        }
    }
    realm.refresh()
    try realm.write {
        vera.dogs.remove(at: 0)
        vera.dogs.append(Dog(value: ["name": "Birch"]))
    }
    realm.refresh()
    XCTAssertEqual(initials, 1)
    XCTAssertEqual(deleted, [0])
    XCTAssertEqual(inserted, [0])
    token.invalidate()
}

/// Changing a stored dog that is not in the list does not call the block.
/// - section: notifications
/// - claims: rlmarray.notify.unrelated-write
func testOutsideDogChangeNoCall() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    let stranger = Dog(value: ["name": "Stranger", "age": 1])
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
        realm.add(stranger)
    }
    var calls = 0
    let token = ObjectiveCSupport.convert(object: vera.dogs).addNotificationBlock { dogs, changes, error in
        calls += 1
    }
    realm.refresh()
    try realm.write {
        stranger.age = 2
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}
