// page: sdk
// tags: sdk-api, collections

/// List, MutableSet and Map made with init(collection:) wrap an Objective-C collection and share its contents: over a managed property they read and write that property; over an unmanaged RLMArray they append to it.
/// - section: sdk-api
/// - claims: sdk.api.collections.wrap-objc
func testCollectionsWrapObjcCollections() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "counts": [1, 2], "scores": ["a": 1]])
    try realm.write { realm.add(t) }
    let counts = List<Int>(collection: ObjectiveCSupport.convert(object: t.counts))
    XCTAssertEqual(Array(counts), [1, 2])
    try realm.write { counts.append(3) }
    XCTAssertEqual(t.counts.count, 3)
    let scores = Map<String, Int>(collection: ObjectiveCSupport.convert(object: t.scores))
    XCTAssertEqual(scores["a"], 1)
    try realm.write { scores["b"] = 2 }
    XCTAssertEqual(t.scores.count, 2)
    let weights = MutableSet<Double>(collection: ObjectiveCSupport.convert(object: t.weights))
    try realm.write { weights.insert(0.5) }
    XCTAssertEqual(t.weights.count, 1)
    let raw = RLMArray<DogToy>(objectClassName: "DogToy")
    let toys = List<DogToy>(collection: raw)
    toys.append(DogToy(value: ["name": "ball"]))
    XCTAssertEqual(raw.count, 1)
    XCTAssertNil(toys.realm)
}
