// page: sdk
// tags: mutable-set, sdk-api
// A set of objects answers the shared collection members that take a
// property: sorting and distinct by key path or descriptors, the
// aggregates of a property, key-value coding, and notifications.

// A kennel keeps its dogs in a set.
class SetKennel: Object {
    @Persisted(primaryKey: true) var id = 0
    @Persisted var dogs: MutableSet<Dog>
}

/// A set of objects sorts by a key path string, by sort descriptors and by a Swift key path, and makes objects distinct by a property.
/// - section: sdk-api
/// - claims: sdk.api.collections.set-of-objects
func testSetOfObjectsSortAndDistinct() throws {
    let realm = try Realm()
    let k = SetKennel(value: ["id": 1])
    try realm.write {
        realm.add(k)
        k.dogs.insert(Dog(value: ["name": "Rex", "age": 3, "color": "brown"]))
        k.dogs.insert(Dog(value: ["name": "Ace", "age": 5, "color": "black"]))
        k.dogs.insert(Dog(value: ["name": "Max", "age": 1, "color": "brown"]))
    }
    XCTAssertEqual(k.dogs.sorted(byKeyPath: "age").map { $0.name }, ["Max", "Rex", "Ace"])
    XCTAssertEqual(k.dogs.sorted(byKeyPath: "name", ascending: false).map { $0.name }, ["Rex", "Max", "Ace"])
    let byColorThenAge = k.dogs.sorted(by: [SortDescriptor(keyPath: "color", ascending: true), SortDescriptor(keyPath: "age", ascending: false)])
    XCTAssertEqual(byColorThenAge.map { $0.name }, ["Ace", "Rex", "Max"])
    XCTAssertEqual(k.dogs.sorted(by: \.age, ascending: false).map { $0.name }, ["Ace", "Rex", "Max"])
    XCTAssertEqual(k.dogs.distinct(by: ["color"]).count, 2)
    XCTAssertEqual(k.dogs.distinct(by: [\.color]).count, 2)
    XCTAssertEqual(k.dogs.distinct(by: ["color", "age"]).count, 3)
    let ages = k.dogs.projectTo.age
    XCTAssertEqual(ages.count, 3)
    XCTAssertEqual((ages.map { $0 as! Int }).sorted(), [1, 3, 5])
}

/// A set of objects aggregates a property named by a string or by a Swift key path.
/// - section: sdk-api
/// - claims: sdk.api.collections.set-of-objects
func testSetOfObjectsAggregates() throws {
    let realm = try Realm()
    let k = SetKennel(value: ["id": 1])
    try realm.write {
        realm.add(k)
        k.dogs.insert(Dog(value: ["name": "Rex", "age": 3]))
        k.dogs.insert(Dog(value: ["name": "Ace", "age": 5]))
        k.dogs.insert(Dog(value: ["name": "Max", "age": 1]))
    }
    XCTAssertEqual(k.dogs.min(ofProperty: "age") as Int?, 1)
    XCTAssertEqual(k.dogs.max(ofProperty: "age") as Int?, 5)
    XCTAssertEqual(k.dogs.sum(ofProperty: "age") as Int, 9)
    XCTAssertEqual(k.dogs.average(ofProperty: "age") as Double?, 3.0)
    XCTAssertEqual(k.dogs.min(of: \.age), 1)
    XCTAssertEqual(k.dogs.max(of: \.age), 5)
    XCTAssertEqual(k.dogs.sum(of: \.age), 9)
    XCTAssertEqual(k.dogs.average(of: \.age), 3.0)
}

/// A set of objects reads a property of every element by key-value coding and sets it on every element in a write.
/// - section: sdk-api
/// - claims: sdk.api.collections.set-of-objects
func testSetOfObjectsKeyValueCoding() throws {
    let realm = try Realm()
    let k = SetKennel(value: ["id": 1])
    try realm.write {
        realm.add(k)
        k.dogs.insert(Dog(value: ["name": "Rex", "age": 3]))
        k.dogs.insert(Dog(value: ["name": "Ace", "age": 5]))
    }
    XCTAssertEqual((k.dogs.value(forKey: "name") as! [String]).sorted(), ["Ace", "Rex"])
    XCTAssertEqual((k.dogs.value(forKeyPath: "age") as! [Int]).sorted(), [3, 5])
    try realm.write { k.dogs.setValue("Oslo", forKey: "currentCity") }
    XCTAssertEqual(realm.objects(Dog.self).filter("currentCity == 'Oslo'").count, 2)
    assertThrows(k.dogs.setValue("Bergen", forKey: "currentCity"), .notInWriteTransaction)
}

/// A set notifies its observer of the initial state, then of insertions; key paths limit which changes count.
/// - section: sdk-api
/// - claims: sdk.api.collections.set-of-objects
func testSetObserve() throws {
    let realm = try Realm()
    let k = SetKennel(value: ["id": 1])
    try realm.write { realm.add(k) }
    var initial = 0
    var insertions: [Int] = []
    let token = k.dogs.observe { change in
        switch change {
        case .initial: initial += 1
        case .update(_, _, let inserted, _): insertions += inserted
        case .error: XCTFail("error delivered")
        }
    }
    var modified: [Int] = []
    var updates = 0
    let ageToken = k.dogs.observe(keyPaths: [\Dog.age]) { change in
        if case .update(_, _, _, let modifications) = change { updates += 1; modified += modifications }
    }
    realm.refresh()
    XCTAssertEqual(initial, 1)
    try realm.write { k.dogs.insert(Dog(value: ["name": "Rex", "age": 3])) }
    realm.refresh()
    XCTAssertEqual(insertions, [0])
    XCTAssertEqual(updates, 1)
    try realm.write { k.dogs.first!.name = "Rexy" }
    realm.refresh()
    XCTAssertEqual(updates, 1)
    try realm.write { k.dogs.first!.age = 4 }
    realm.refresh()
    XCTAssertEqual(modified, [0])
    token.invalidate()
    ageToken.invalidate()
}

/// A set describes itself as MutableSet<Element>, an address, and its elements numbered from 0; a set of objects describes each object indented inside it.
/// - section: sdk-api
/// - claims: sdk.api.collections.set-of-objects
func testSetDescription() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "weights": [2.5]])
    let k = SetKennel(value: ["id": 1])
    try realm.write {
        realm.add(t)
        realm.add(k)
        k.dogs.insert(Dog(value: ["name": "Rex", "age": 3]))
    }
    XCTAssertTrue(t.weights.description.hasPrefix("MutableSet<double> <0x"))
    XCTAssertTrue(t.weights.description.hasSuffix("> (\n\t[0] 2.5\n)"))
    XCTAssertTrue(k.dogs.description.hasPrefix("MutableSet<Dog> <0x"))
    XCTAssertTrue(k.dogs.description.contains("> (\n\t[0] Dog {\n\t\tname = Rex;\n\t\tage = 3;\n"))
    XCTAssertTrue(k.dogs.description.hasSuffix("\n\t}\n)"))
}

/// A set's elements are walked with for … in, and two reads of one managed set are ==, another object's set is not, for a set of objects as for a set of values; a range subscript reads a slice.
/// - section: sdk-api
/// - claims: sdk.api.collections.set-of-objects, sdk.api.collections.slices
func testSetIterationAndEquality() throws {
    let realm = try Realm()
    let a = Tally(value: ["id": 1, "weights": [2.5, 0.5]])
    let b = Tally(value: ["id": 2, "weights": [2.5, 0.5]])
    let north = SetKennel(value: ["id": 1])
    let south = SetKennel(value: ["id": 2])
    try realm.write {
        realm.add(a)
        realm.add(b)
        realm.add(north)
        realm.add(south)
        north.dogs.insert(Dog(value: ["name": "Rex"]))
        north.dogs.insert(Dog(value: ["name": "Ace"]))
    }
    var names: [String] = []
    for dog in north.dogs { names.append(dog.name) }
    XCTAssertEqual(names.sorted(), ["Ace", "Rex"])
    XCTAssertTrue(north.dogs == north.dogs)
    XCTAssertFalse(north.dogs == south.dogs)
    var total = 0.0
    for w in a.weights { total += w }
    XCTAssertEqual(total, 3.0)
    XCTAssertTrue(a.weights == a.weights)
    XCTAssertFalse(a.weights == b.weights)
    XCTAssertEqual(Array(a.weights.sorted()[0..<1]), [0.5])
    XCTAssertEqual(Array(a.weights[0..<2]).sorted(), [0.5, 2.5])
}

/// An empty unmanaged set made with MutableSet<Element>() takes values like a property's set.
/// - section: sdk-api
/// - claims: sdk.api.collections.unmanaged-init
func testUnmanagedSetInit() throws {
    let s = MutableSet<String>()
    XCTAssertEqual(s.count, 0)
    XCTAssertNil(s.realm)
    s.insert("a")
    s.insert("a")
    s.insert("b")
    XCTAssertEqual(s.count, 2)
    XCTAssertTrue(s.contains("b"))
}
