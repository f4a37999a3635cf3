// page: sdk
// tags: map, sdk-api
// A map of objects answers the collection members over its values: the
// keys are dropped, the values filtered, sorted and aggregated.

// A kennel keeps its dogs by name of run.
class MapKennel: Object {
    @Persisted(primaryKey: true) var id = 0
    @Persisted var runs: Map<String, Dog?>
}

/// A map of objects filters its values by a format string, an NSPredicate or a query closure, and sorts them by a key path string, descriptors or a Swift key path.
/// - section: sdk-api
/// - claims: sdk.api.collections.map-of-objects
func testMapOfObjectsFilterAndSort() throws {
    let realm = try Realm()
    let k = MapKennel(value: ["id": 1])
    try realm.write {
        realm.add(k)
        k.runs["north"] = Dog(value: ["name": "Rex", "age": 3, "color": "brown"])
        k.runs["south"] = Dog(value: ["name": "Ace", "age": 5, "color": "black"])
        k.runs["east"] = Dog(value: ["name": "Max", "age": 1, "color": "brown"])
    }
    XCTAssertEqual(k.runs.filter("age > %@", 2).count, 2)
    XCTAssertEqual(k.runs.filter(NSPredicate(format: "color == %@", "black")).first??.name, "Ace")
    XCTAssertEqual(k.runs.where { $0.age < 2 }.count, 1)
    XCTAssertEqual(k.runs.sorted(byKeyPath: "age").map { $0!.name }, ["Max", "Rex", "Ace"])
    XCTAssertEqual(k.runs.sorted(byKeyPath: "age", ascending: false).map { $0!.name }, ["Ace", "Rex", "Max"])
    let byColor = k.runs.sorted(by: [SortDescriptor(keyPath: "color", ascending: false), SortDescriptor(keyPath: "name", ascending: true)])
    XCTAssertEqual(byColor.map { $0!.name }, ["Max", "Rex", "Ace"])
    XCTAssertEqual(k.runs.sorted(by: \.name, ascending: true).map { $0!.name }, ["Ace", "Max", "Rex"])
}

/// A map of values aggregates them on "self"; a map of objects aggregates a property of its objects, by name or Swift key path, leaving nil entries out (RLMManagedDictionary reads the property's column).
/// - section: sdk-api
/// - claims: sdk.api.collections.map-of-objects
func testMapAggregates() throws {
    let realm = try Realm()
    let k = MapKennel(value: ["id": 1])
    let t = Tally(value: ["id": 1, "scores": ["a": 4, "b": 2, "c": 9]])
    try realm.write {
        realm.add(k)
        realm.add(t)
        k.runs["north"] = Dog(value: ["name": "Rex", "age": 3])
        k.runs["south"] = Dog(value: ["name": "Ace", "age": 5])
        k.runs["east"] = nil
    }
    XCTAssertEqual(t.scores.min(ofProperty: "self") as Int?, 2)
    XCTAssertEqual(t.scores.max(ofProperty: "self") as Int?, 9)
    XCTAssertEqual(t.scores.sum(ofProperty: "self") as Int, 15)
    XCTAssertEqual(t.scores.average(ofProperty: "self") as Double?, 5.0)
    XCTAssertEqual(k.runs.min(ofProperty: "age") as Int?, 3)
    XCTAssertEqual(k.runs.max(ofProperty: "age") as Int?, 5)
    XCTAssertEqual(k.runs.min(of: \.age), 3)
    XCTAssertEqual(k.runs.max(of: \.age), 5)
    XCTAssertEqual(k.runs.sum(of: \.age), 8)
    XCTAssertEqual(k.runs.average(of: \.age), 4.0)
    // A map of values still takes only "self".
    assertThrows(t.scores.min(ofProperty: "age") as Int?, reason: "Dictionaries of 'int' can only be aggregated on \"self\"")
}

/// A map reads an entry, or a property of an entry's object, by key path; @count and the @min, @max, @sum and @avg operators work over its values.
/// - section: sdk-api
/// - claims: sdk.api.collections.map-of-objects
func testMapValueForKeyPath() throws {
    let realm = try Realm()
    let k = MapKennel(value: ["id": 1])
    let t = Tally(value: ["id": 1, "scores": ["a": 4, "b": 2]])
    try realm.write {
        realm.add(k)
        realm.add(t)
        k.runs["north"] = Dog(value: ["name": "Rex", "age": 3])
    }
    XCTAssertEqual(t.scores.value(forKeyPath: "a") as? Int, 4)
    XCTAssertNil(t.scores.value(forKeyPath: "zzz"))
    XCTAssertEqual(t.scores.value(forKeyPath: "@count") as? Int, 2)
    XCTAssertEqual(t.scores.value(forKeyPath: "@max.self") as? Int, 4)
    XCTAssertEqual(t.scores.value(forKeyPath: "@sum.self") as? Int, 6)
    XCTAssertEqual(k.runs.value(forKeyPath: "north.name") as? String, "Rex")
    XCTAssertEqual(k.runs.value(forKeyPath: "@min.age") as? Int, 3)
}

/// A map is walked with for … in as entries with a key and a value: a map of values gives each value, a map of objects each object.
/// - section: sdk-api
/// - claims: sdk.api.collections.map-of-objects
func testMapIteration() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "scores": ["a": 4, "b": 2]])
    let k = MapKennel(value: ["id": 1])
    try realm.write {
        realm.add(t)
        realm.add(k)
        k.runs["north"] = Dog(value: ["name": "Rex"])
        k.runs["south"] = Dog(value: ["name": "Ace"])
    }
    var keys: [String] = []
    var total = 0
    for entry in t.scores {
        keys.append(entry.key)
        total += entry.value
    }
    XCTAssertEqual(keys.sorted(), ["a", "b"])
    XCTAssertEqual(total, 6)
    var runs: [String] = []
    for entry in k.runs {
        runs.append(entry.key + "=" + entry.value!.name)
    }
    XCTAssertEqual(runs.sorted(), ["north=Rex", "south=Ace"])
}

/// A map notifies its observer of the initial state, then of each change; a map of objects also of a change to one of its objects.
/// - section: sdk-api
/// - claims: sdk.api.collections.map-of-objects
func testMapObserve() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "scores": ["a": 4]])
    let k = MapKennel(value: ["id": 1])
    try realm.write {
        realm.add(t)
        realm.add(k)
    }
    var runCalls = 0
    let runToken = k.runs.observe { change in
        switch change {
        case .initial: runCalls += 1
        case .update: runCalls += 1
        case .error: XCTFail("error delivered")
        }
    }
    realm.refresh()
    XCTAssertEqual(runCalls, 1)
    try realm.write { k.runs["north"] = Dog(value: ["name": "Rex"]) }
    realm.refresh()
    XCTAssertEqual(runCalls, 2)
    try realm.write { realm.objects(Dog.self).first!.age = 4 }
    realm.refresh()
    XCTAssertEqual(runCalls, 3)
    runToken.invalidate()
    var initial = 0
    var updates = 0
    let token = t.scores.observe { change in
        switch change {
        case .initial: initial += 1
        case .update: updates += 1
        case .error: XCTFail("error delivered")
        }
    }
    realm.refresh()
    XCTAssertEqual(initial, 1)
    try realm.write { t.scores["b"] = 2 }
    realm.refresh()
    XCTAssertEqual(updates, 1)
    token.invalidate()
    try realm.write { t.scores["c"] = 3 }
    realm.refresh()
    XCTAssertEqual(updates, 1)
}

/// An empty unmanaged map made with Map<String, Value>() takes entries like a property's map.
/// - section: sdk-api
/// - claims: sdk.api.collections.unmanaged-init
func testUnmanagedMapInit() throws {
    let m = Map<String, Int>()
    XCTAssertEqual(m.count, 0)
    XCTAssertNil(m.realm)
    m["a"] = 1
    m["a"] = 2
    XCTAssertEqual(m.count, 1)
    XCTAssertEqual(m["a"], 2)
}

/// A map of objects added with its owner is valid until the owner is deleted,
/// and invalidated as soon as it is, inside that write.
/// - section: sdk-api
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testInvalidated
func testMapOfObjectsInvalidatedWithOwner() throws {
    let realm = try Realm()
    try realm.write {
        let k = MapKennel(value: ["id": 1])
        realm.add(k)
        XCTAssertFalse(k.runs.isInvalidated)
        realm.delete(k)
        XCTAssertTrue(k.runs.isInvalidated)
    }
}
