// page: sdk
// tags: set, sdk-api

/// A managed set of strings iterates its values sorted byte by byte, not in
/// the order they were inserted; an unmanaged set keeps insertion order
/// until it is added.
/// - section: sdk-api
func testManagedSetOfStringsIsSorted() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    rex.citiesVisited.insert("four")
    rex.citiesVisited.insert("five")
    XCTAssertEqual(Array(rex.citiesVisited), ["four", "five"])
    try realm.write { realm.add(rex) }
    XCTAssertEqual(Array(rex.citiesVisited), ["five", "four"])
    try realm.write {
        rex.citiesVisited.insert("Zed")
        rex.citiesVisited.insert("fix")
    }
    XCTAssertEqual(Array(rex.citiesVisited), ["Zed", "five", "fix", "four"])
    XCTAssertEqual(rex.citiesVisited[0], "Zed")
}

/// A change set of a managed set reports a new value at its sorted place.
/// - section: sdk-api
func testSetInsertionIndexIsSortedPlace() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex", "citiesVisited": ["b", "d"]])
    try realm.write { realm.add(rex) }
    var insertions: [Int] = []
    let token = rex.citiesVisited.observe { change in
        if case .update(_, _, let inserted, _) = change { insertions = inserted }
    }
    realm.refresh()
    try realm.write { rex.citiesVisited.insert("c") }
    realm.refresh()
    XCTAssertEqual(insertions, [1])
    token.invalidate()
}
