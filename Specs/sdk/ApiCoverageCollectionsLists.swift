// page: sdk
// tags: list, results, sdk-api
// A list of objects answers the shared collection members that take
// properties: key-value coding by key path, sorting by descriptors or a
// Swift key path, distinct by names or Swift key paths, and key-path
// observation; results are walked with for … in.

/// A list reads a property of every element by key path, in list order.
/// - section: sdk-api
/// - claims: sdk.api.collections.list-members
func testListValueForKeyPath() throws {
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "dogs": [["name": "Rex", "age": 3, "favoriteToy": ["name": "Ball"]], ["name": "Max", "age": 1]]])
    try realm.write { realm.add(ann) }
    XCTAssertEqual(ann.dogs.value(forKeyPath: "name") as! [String], ["Rex", "Max"])
    XCTAssertEqual(ann.dogs.value(forKeyPath: "age") as! [Int], [3, 1])
    XCTAssertEqual(ann.dogs.value(forKey: "name") as! [String], ["Rex", "Max"])
}

/// A list sorts by sort descriptors and by a Swift key path, and is made distinct by property names or Swift key paths.
/// - section: sdk-api
/// - claims: sdk.api.collections.list-members
func testListSortAndDistinct() throws {
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "dogs": [
        ["name": "Rex", "age": 3, "color": "brown"],
        ["name": "Ace", "age": 5, "color": "black"],
        ["name": "Max", "age": 1, "color": "brown"],
    ]])
    try realm.write { realm.add(ann) }
    let sorted = ann.dogs.sorted(by: [SortDescriptor(keyPath: "color", ascending: false), SortDescriptor(keyPath: "age", ascending: true)])
    XCTAssertEqual(sorted.map { $0.name }, ["Max", "Rex", "Ace"])
    XCTAssertEqual(ann.dogs.sorted(by: \.age).map { $0.name }, ["Max", "Rex", "Ace"])
    XCTAssertEqual(ann.dogs.sorted(by: \.name, ascending: false).map { $0.name }, ["Rex", "Max", "Ace"])
    XCTAssertEqual(ann.dogs.distinct(by: ["color"]).map { $0.name }, ["Rex", "Ace"])
    XCTAssertEqual(ann.dogs.distinct(by: [\.color]).map { $0.name }, ["Rex", "Ace"])
    XCTAssertEqual(ann.dogs.distinct(by: [\.color, \.age]).count, 3)
}

/// A list's and a results' observers named with Swift key paths hear only changes to those properties; insertions always.
/// - section: sdk-api
/// - claims: sdk.api.collections.list-members
func testKeyPathObservation() throws {
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "dogs": [["name": "Rex", "age": 3]]])
    try realm.write { realm.add(ann) }
    var listModified: [Int] = []
    var listInserted: [Int] = []
    let listToken = ann.dogs.observe(keyPaths: [\Dog.age]) { change in
        if case .update(_, _, let insertions, let modifications) = change {
            listModified += modifications
            listInserted += insertions
        }
    }
    var resultsModified: [Int] = []
    let resultsToken = realm.objects(Dog.self).observe(keyPaths: [\Dog.name]) { change in
        if case .update(_, _, _, let modifications) = change { resultsModified += modifications }
    }
    realm.refresh()
    try realm.write { ann.dogs[0].color = "grey" }
    realm.refresh()
    XCTAssertEqual(listModified, [])
    XCTAssertEqual(resultsModified, [])
    try realm.write { ann.dogs[0].age = 4 }
    realm.refresh()
    XCTAssertEqual(listModified, [0])
    XCTAssertEqual(resultsModified, [])
    try realm.write { ann.dogs[0].name = "Rexy" }
    realm.refresh()
    XCTAssertEqual(resultsModified, [0])
    try realm.write { ann.dogs.append(Dog(value: ["name": "Max"])) }
    realm.refresh()
    XCTAssertEqual(listInserted, [1])
    listToken.invalidate()
    resultsToken.invalidate()
}

/// Results are walked with for … in, in their order.
/// - section: sdk-api
/// - claims: sdk.api.coverage-results
func testResultsIteration() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rex", "age": 3]))
        realm.add(Dog(value: ["name": "Max", "age": 1]))
    }
    var names: [String] = []
    for dog in realm.objects(Dog.self).sorted(byKeyPath: "age") { names.append(dog.name) }
    XCTAssertEqual(names, ["Max", "Rex"])
}

/// An empty unmanaged list made with List<Element>() takes elements like a property's list.
/// - section: sdk-api
/// - claims: sdk.api.collections.unmanaged-init
func testUnmanagedListInit() throws {
    let l = List<Int>()
    XCTAssertEqual(l.count, 0)
    XCTAssertNil(l.realm)
    XCTAssertFalse(l.isInvalidated)
    l.append(3)
    l.append(objectsIn: [1, 2])
    XCTAssertEqual(Array(l), [3, 1, 2])
    XCTAssertEqual(l.sum(), 6)
}

/// A list's projectTo gives one property of every element, in list order; a set's gives it for every element.
/// - section: sdk-api
/// - claims: sdk.api.collections.list-members
func testProjectTo() throws {
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "dogs": [["name": "Rex", "age": 3], ["name": "Max", "age": 1]]])
    try realm.write { realm.add(ann) }
    let names = ann.dogs.projectTo.name
    XCTAssertEqual(names.count, 2)
    XCTAssertEqual(names[0] as? String, "Rex")
    XCTAssertEqual(names[1] as? String, "Max")
    XCTAssertEqual(ann.dogs.projectTo.age[0] as? Int, 3)
}
