// page: sdk
// tags: list, mutable-set, map, results, sdk-api
// Collections of values are Codable: a list, a set or results encode as a
// JSON array, a map as a JSON object, and decoding gives an unmanaged
// collection.

/// A managed list, a set and results of values encode as JSON arrays; a map encodes as a JSON object.
/// - section: sdk-api
/// - claims: sdk.api.collections.codable
func testEncodeCollections() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "counts": [3, 1, 2], "weights": [2.5], "scores": ["a": 4], "names": ["x", "say \"hi\""]])
    try realm.write { realm.add(t) }
    XCTAssertEqual(String(data: try JSONEncoder().encode(t.counts), encoding: .utf8), "[3,1,2]")
    XCTAssertEqual(String(data: try JSONEncoder().encode(t.counts.sorted()), encoding: .utf8), "[1,2,3]")
    XCTAssertEqual(String(data: try JSONEncoder().encode(t.weights), encoding: .utf8), "[2.5]")
    XCTAssertEqual(String(data: try JSONEncoder().encode(t.scores), encoding: .utf8), "{\"a\":4}")
    XCTAssertEqual(String(data: try JSONEncoder().encode(t.names), encoding: .utf8), "[\"x\",\"say \\\"hi\\\"\"]")
    let empty = Tally(value: ["id": 2])
    XCTAssertEqual(String(data: try JSONEncoder().encode(empty.counts), encoding: .utf8), "[]")
}

/// Decoding a JSON array gives an unmanaged list in order, or a set with each value once; a JSON object gives a map.
/// - section: sdk-api
/// - claims: sdk.api.collections.codable
func testDecodeCollections() throws {
    let list = try JSONDecoder().decode(List<Int>.self, from: Data("[3,1,3]"))
    XCTAssertEqual(Array(list), [3, 1, 3])
    XCTAssertNil(list.realm)
    let set = try JSONDecoder().decode(MutableSet<String>.self, from: Data("[\"a\",\"b\",\"a\"]"))
    XCTAssertEqual(set.count, 2)
    XCTAssertTrue(set.contains("b"))
    let map = try JSONDecoder().decode(Map<String, Int>.self, from: Data("{\"a\":1,\"b\":2}"))
    XCTAssertEqual(map.count, 2)
    XCTAssertEqual(map["b"], 2)
    let optionals = try JSONDecoder().decode(List<Int?>.self, from: Data("[1,null]"))
    XCTAssertEqual(optionals.count, 2)
    XCTAssertNil(optionals[1])
}

/// A decoded list can be stored on an object, and what a list encodes decodes back to the same values.
/// - section: sdk-api
/// - claims: sdk.api.collections.codable
func testCodableRoundTrip() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "counts": [5, 8]])
    try realm.write { realm.add(t) }
    let copy = try JSONDecoder().decode(List<Int>.self, from: try JSONEncoder().encode(t.counts))
    XCTAssertEqual(Array(copy), [5, 8])
    let u = Tally(value: ["id": 2])
    try realm.write {
        realm.add(u)
        u.counts.append(objectsIn: copy)
    }
    XCTAssertEqual(Array(u.counts), [5, 8])
}

/// Decoding JSON of the wrong shape or element type throws a decoding error.
/// - section: sdk-api
/// - claims: sdk.api.collections.codable.mismatch
func testDecodeMismatchThrows() throws {
    XCTAssertThrowsError(try JSONDecoder().decode(List<Int>.self, from: Data("[\"a\"]")))
    XCTAssertThrowsError(try JSONDecoder().decode(List<Int>.self, from: Data("[null]")))
    XCTAssertThrowsError(try JSONDecoder().decode(List<Int>.self, from: Data("{\"a\":1}")))
    XCTAssertThrowsError(try JSONDecoder().decode(Map<String, Int>.self, from: Data("[1]")))
}
