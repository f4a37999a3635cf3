// page: sdk
// tags: mutable-set, sdk-api

/// A set of values reads by position like results: subscript, first, last, objects(at:) and the index walk.
/// - section: sdk-api
/// - claims: sdk.api.coverage-mutable-set
func testMutableSetPositions() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1])
    try realm.write {
        realm.add(t)
        t.weights.insert(objectsIn: [2.5, 0.5, 4.0])
    }
    let w = t.weights
    XCTAssertEqual(w.count, 3)
    XCTAssertEqual(w.startIndex, 0)
    XCTAssertEqual(w.endIndex, 3)
    XCTAssertEqual(w.index(after: 0), 1)
    XCTAssertEqual(w.index(before: 2), 1)
    XCTAssertEqual([w[0], w[1], w[2]].sorted(), [0.5, 2.5, 4.0])
    XCTAssertEqual(w.first, w[0])
    XCTAssertEqual(w.last, w[2])
    XCTAssertEqual(w.objects(at: [0, 2]), [w[0], w[2]])
    XCTAssertTrue(w.realm == realm)
}

/// A set has no positions to search: index(of:) and every index(matching:) stop the SDK with a trap that names the method (exceptions.md IX5).
/// - section: sdk-api
/// - claims: sdk.api.mutable-set-index-traps
func testMutableSetIndexTraps() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1])
    try realm.write {
        realm.add(t)
        t.weights.insert(objectsIn: [2.5, 0.5])
    }
    let w = t.weights
    assertThrows(w.index(of: 2.5), .trap, reason: "index(of:) is not available on MutableSet")
    let matching = "index(matching:) is not available on MutableSet"
    assertThrows(w.index(matching: "self > %@", 1.0), .trap, reason: matching)
    assertThrows(w.index(matching: NSPredicate(format: "self == %@", 0.5)), .trap, reason: matching)
    assertThrows(w.index(matching: { $0 == 2.5 }), .trap, reason: matching)
    // An unmanaged set traps the same way.
    let loose = MutableSet<Double>()
    loose.insert(1.5)
    assertThrows(loose.index(of: 1.5), .trap, reason: "index(of:) is not available on MutableSet")
    XCTAssertEqual(w.count, 2)
}

/// A managed set of values is sorted and made distinct over its values with `self`, but takes no query: filter and where are refused with the set's words (exceptions.md Q1).
/// - section: sdk-api
/// - claims: sdk.api.coverage-mutable-set
func testMutableSetQueries() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1])
    try realm.write {
        realm.add(t)
        t.weights.insert(objectsIn: [2.5, 0.5, 4.0])
    }
    let w = t.weights
    XCTAssertEqual(Array(w.sorted()), [0.5, 2.5, 4.0])
    XCTAssertEqual(Array(w.sorted(ascending: false)), [4.0, 2.5, 0.5])
    XCTAssertEqual(Array(w.distinct()).sorted(), [0.5, 2.5, 4.0])
    let refused = "Querying is currently only implemented for sets of Realm Objects"
    assertThrows(w.filter("self > %@", 1.0), .invalidQuery, reason: refused)
    assertThrows(w.filter(NSPredicate(format: "self < %@", 1.0)), .invalidQuery, reason: refused)
    assertThrows(w.where { $0 > 3.0 }, .invalidQuery, reason: refused)
    // A list of values refuses it in an array's words, and so do results sorted from it.
    let arrays = "Querying is currently only implemented for arrays of Realm Objects"
    assertThrows(t.counts.filter("self > 1"), .invalidQuery, reason: arrays)
    assertThrows(w.sorted().filter("self > 1"), .invalidQuery, reason: arrays)
    assertThrows(t.scores.filter("self > 1"), .invalidQuery, reason: "Querying is currently only implemented for dictionaries of Realm Objects")
}

/// A set of values aggregates its values: min, max, sum and average, average nil when empty.
/// - section: sdk-api
/// - claims: sdk.api.coverage-mutable-set
func testMutableSetAggregates() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1])
    try realm.write { realm.add(t) }
    XCTAssertNil(t.weights.average() as Double?)
    try realm.write { t.weights.insert(objectsIn: [2.5, 0.5, 3.0]) }
    XCTAssertEqual(t.weights.min(), 0.5)
    XCTAssertEqual(t.weights.max(), 3.0)
    XCTAssertEqual(t.weights.sum(), 6.0)
    XCTAssertEqual(t.weights.average() as Double?, 2.0)
}

/// A frozen set keeps its values; thaw() gives the live set that sees later inserts.
/// - section: sdk-api
/// - claims: sdk.api.coverage-mutable-set
func testMutableSetFreezeThaw() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1])
    try realm.write {
        realm.add(t)
        t.weights.insert(1.5)
    }
    XCTAssertFalse(t.weights.isFrozen)
    let frozen = t.weights.freeze()
    XCTAssertTrue(frozen.isFrozen)
    try realm.write { t.weights.insert(2.5) }
    XCTAssertEqual(frozen.count, 1)
    let live = frozen.thaw()
    XCTAssertNotNil(live)
    XCTAssertFalse(live!.isFrozen)
    XCTAssertEqual(live!.count, 2)
}
