// page: sdk
// tags: mutable-set, sdk-api

/// A set of values reads by position like results: subscript, first, last, objects(at:), index(of:) and the index walk.
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
    XCTAssertEqual(w[w.index(of: 4.0)!], 4.0)
    XCTAssertNil(w.index(of: 9.0))
    XCTAssertTrue(w.realm == realm)
}

/// A set of values is filtered, searched, sorted and made distinct over its values with `self`.
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
    XCTAssertEqual(Array(w.filter("self > %@", 1.0)).sorted(), [2.5, 4.0])
    XCTAssertEqual(w.filter(NSPredicate(format: "self < %@", 1.0)).count, 1)
    XCTAssertEqual(w.where { $0 > 3.0 }.count, 1)
    let big = w.index(matching: "self > %@", 3.0)
    XCTAssertEqual(w[big!], 4.0)
    XCTAssertEqual(w[w.index(matching: NSPredicate(format: "self == %@", 0.5))!], 0.5)
    XCTAssertEqual(w[w.index(matching: { $0 == 2.5 })!], 2.5)
    XCTAssertNil(w.index(matching: "self > %@", 9.0))
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
