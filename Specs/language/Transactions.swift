// page: language
// tags: language, transactions

/// beginWrite, commitWrite and cancelWrite bracket changes.
/// - section: transactions
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
