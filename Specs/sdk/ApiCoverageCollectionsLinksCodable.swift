// page: sdk
// tags: sdk-api, collections

/// Linking objects of a Codable model encode as a JSON array of their objects, each written with the class's coding keys; an empty one is an empty array.
/// - section: sdk-api
/// - claims: sdk.api.collections.links-encode
func testLinkingObjectsEncode() throws {
    let realm = try Realm()
    let pup = Pup(value: ["name": "Bo"])
    try realm.write { realm.add(pup) }
    XCTAssertEqual(String(data: try JSONEncoder().encode(pup.walkers), encoding: .utf8), "[]")
    try realm.write {
        realm.add(Walker(value: ["name": "Ann", "rounds": 2, "pup": pup]))
    }
    XCTAssertEqual(String(data: try JSONEncoder().encode(pup.walkers), encoding: .utf8), "[{\"name\":\"Ann\"}]")
}
