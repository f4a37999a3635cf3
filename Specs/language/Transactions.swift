// page: language
// tags: language, transactions

/// beginWrite, commitWrite and cancelWrite bracket changes.
/// - section: transactions
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testCommitWrite
func testExplicitTransactions() throws {
    let realm = try Realm()
    realm.beginWrite()
    XCTAssertTrue(realm.isInWriteTransaction)
    realm.add(Dog(value: ["name": "Rex"]))
    try realm.commitWrite()
    XCTAssertFalse(realm.isInWriteTransaction)
    realm.beginWrite()
    realm.add(Dog(value: ["name": "Max"]))
    realm.cancelWrite()
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
}

/// A write inside a write is refused.
/// - section: transactions
func testNestedWriteRefused() throws {
    let realm = try Realm()
    try realm.write {
        assertThrows(realm.beginWrite(), .alreadyInWriteTransaction)
    }
}

/// Every Realm() of a scenario opens the same realm.
/// - section: transactions
func testRealmsShareData() throws {
    let first = try Realm()
    try first.write {
        first.add(Dog(value: ["name": "Rex"]))
    }
    let second = try! Realm()
    XCTAssertEqual(second.objects(Dog.self).count, 1)
}

/// reopen keeps committed data and rolls back an open write.
/// - section: transactions
func testReopen() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rex"]))
    }
    realm.beginWrite()
    realm.add(Dog(value: ["name": "Max"]))
    realm.reopen()
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
    XCTAssertFalse(realm.isInWriteTransaction)
}

/// An asyncWrite in an async scenario is done before the next statement.
/// - section: transactions
func testAsyncWrite() async throws {
    let realm = try await Realm()
    try await realm.asyncWrite {
        realm.add(Dog(value: ["name": "Rex"]))
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
}

/// invalidate() during a write cancels it.
/// - section: transactions
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testInvalidateDuringWriteRollsBack
func testInvalidateCancelsWrite() throws {
    let realm = try Realm()
    realm.beginWrite()
    realm.add(Dog(value: ["name": "Rex"]))
    realm.invalidate()
    XCTAssertFalse(realm.isInWriteTransaction)
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
}

/// asyncWrite's completion hears nil after a write and the error after a thrown one.
/// - section: transactions
func testAsyncWriteCompletion() throws {
    let realm = try Realm()
    var results: [String] = []
    realm.asyncWrite({
        realm.add(Dog(value: ["name": "Rex"]))
    }, onComplete: { error in
        results.append(error == nil ? "ok" : "failed")
    })
    realm.asyncWrite({
        throw SpecError("no")
    }, onComplete: { error in
        results.append(error == nil ? "ok" : "failed")
    })
    XCTAssertEqual(results, ["ok", "failed"])
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
}

/// invalidate() invalidates every object, results and list obtained before it;
/// handles obtained afterwards work.
/// - section: realm-invalidate
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testCanRestartReadTransactionAfterInvalidate
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testInvalidateDetachesAccessors
func testInvalidateInvalidatesEarlierHandles() throws {
    let realm = try Realm()
    let owner = Person(value: ["id": 1, "name": "Ann"])
    try realm.write {
        realm.add(owner)
        owner.dogs.append(Dog(value: ["name": "Rex"]))
    }
    let dogs = realm.objects(Dog.self)
    let list = owner.dogs
    realm.invalidate()
    XCTAssertTrue(owner.isInvalidated)
    XCTAssertTrue(dogs.isInvalidated)
    XCTAssertTrue(list.isInvalidated)
    assertThrows(owner.name, .invalidated)
    assertThrows(dogs.count, .invalidated)
    assertThrows(list[0], .invalidated)
    let again = realm.objects(Person.self).first!
    XCTAssertFalse(again.isInvalidated)
    XCTAssertEqual(again.name, "Ann")
    XCTAssertEqual(again.dogs.count, 1)
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
}

/// invalidate() leaves unmanaged and frozen objects alone.
/// - section: realm-invalidate
func testInvalidateLeavesUnmanagedAndFrozen() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    let kept = Dog(value: ["name": "Kept"])
    try realm.write { realm.add(kept) }
    let frozen = kept.freeze()
    realm.invalidate()
    rex.name = "Max"
    XCTAssertFalse(rex.isInvalidated)
    XCTAssertEqual(frozen.name, "Kept")
    try realm.write { realm.add(rex) }
    XCTAssertFalse(rex.isInvalidated)
    XCTAssertEqual(rex.name, "Max")
}

/// refresh() returns whether the realm moved to another version: false for a realm that has read
/// the latest one (a scenario's own commits are read at once), true after invalidate() ended its read,
/// and false again once it has read.
/// - section: realm-invalidate
func testRefreshReturnsWhetherItAdvanced() throws {
    let realm = try Realm()
    try realm.write { realm.add(Dog(value: ["name": "Rex"])) }
    XCTAssertFalse(realm.refresh())
    realm.invalidate()
    XCTAssertTrue(realm.refresh())
    XCTAssertFalse(realm.refresh())
    realm.invalidate()
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
    XCTAssertFalse(realm.refresh())
}
