// page: language
// tags: language, closures

/// Closures take named parameters or $0 and return their single expression.
/// - section: closures
func testClosureParameters() throws {
    let double = { (x: Int) in x * 2 }
    let add = { (a: Int, b: Int) -> Int in a + b }
    XCTAssertEqual(double(4), 8)
    XCTAssertEqual(add(2, 3), 5)
    XCTAssertEqual([1, 2].map { $0 + 1 }, [2, 3])
}

/// A closure captures variables and can change them.
/// - section: closures
func testCapturedVariables() throws {
    var calls = 0
    let bump = { calls += 1 }
    bump()
    bump()
    XCTAssertEqual(calls, 2)
    var names: [String] = []
    ["a", "b"].forEach { names.append($0) }
    XCTAssertEqual(names, ["a", "b"])
}

/// A write block sees and changes the scenario's variables.
/// - section: closures
func testWriteBlockCaptures() throws {
    let realm = try Realm()
    var added = 0
    try realm.write {
        realm.add(Dog(value: ["name": "Rex"]))
        added += 1
    }
    XCTAssertEqual(added, 1)
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
}
