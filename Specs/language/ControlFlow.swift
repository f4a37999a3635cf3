// page: language
// tags: language, control-flow

/// if, else if and else pick one branch.
/// - section: control-flow
func testIfElse() throws {
    let age = 5
    var label = ""
    if age < 2 {
        label = "puppy"
    } else if age < 8 {
        label = "adult"
    } else {
        label = "senior"
    }
    XCTAssertEqual(label, "adult")
}

/// if let and guard let bind non-nil values.
/// - section: control-flow
func testOptionalBinding() throws {
    let name: String? = "Rex"
    if let name = name {
        XCTAssertEqual(name, "Rex")
    } else {
        XCTFail("name was nil")
    }
    let missing: String? = nil
    var reached = false
    if let missing = missing {
        XCTFail("bound \(missing)")
    }
    guard let found = name else {
        XCTFail("guard fell through")
        return
    }
    reached = true
    XCTAssertEqual(found, "Rex")
    XCTAssertTrue(reached)
}

/// for … in walks arrays, ranges and results in order.
/// - section: control-flow
func testForIn() throws {
    var sum = 0
    for i in 1...4 {
        sum += i
    }
    XCTAssertEqual(sum, 10)
    var seen: [String] = []
    for name in ["a", "b"] {
        seen.append(name)
    }
    XCTAssertEqual(seen, ["a", "b"])
    var count = 0
    for i in 0..<10 {
        if i == 3 { continue }
        if i == 5 { break }
        count += 1
    }
    XCTAssertEqual(count, 4)
}

/// switch matches enum cases and binds their values; if case does the same.
/// - section: control-flow
func testSwitchAndIfCase() throws {
    let value: AnyRealmValue = .string("Rex")
    var text = ""
    switch value {
    case .int(let i):
        text = "int \(i)"
    case .string(let s):
        text = "string \(s)"
    default:
        text = "other"
    }
    XCTAssertEqual(text, "string Rex")
    if case .string(let s) = value {
        XCTAssertEqual(s, "Rex")
    } else {
        XCTFail("no match")
    }
}

/// switch matches integer ranges and literal values.
/// - section: control-flow
func testSwitchOnValues() throws {
    var labels: [String] = []
    for age in [1, 5, 12] {
        switch age {
        case 0...2:
            labels.append("puppy")
        case 12:
            labels.append("twelve")
        default:
            labels.append("dog")
        }
    }
    XCTAssertEqual(labels, ["puppy", "dog", "twelve"])
}

/// return leaves a closure with its value.
/// - section: control-flow
func testReturnFromClosure() throws {
    let classify = { (age: Int) -> String in
        if age < 2 {
            return "puppy"
        }
        return "dog"
    }
    XCTAssertEqual(classify(1), "puppy")
    XCTAssertEqual(classify(4), "dog")
}
