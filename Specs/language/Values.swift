// page: language
// tags: language, values

/// Literals of every kind evaluate to the values Swift gives them.
/// - section: values
func testLiterals() throws {
    let i = 42
    let d = 2.5
    let s = "Rex"
    let b = true
    let n: String? = nil
    XCTAssertEqual(i, 42)
    XCTAssertEqual(d, 2.5)
    XCTAssertEqual(s, "Rex")
    XCTAssertTrue(b)
    XCTAssertNil(n)
    XCTAssertEqual([1, 2, 3], [1, 2, 3])
    XCTAssertEqual(["a": 1, "b": 2], ["b": 2, "a": 1])
    XCTAssertEqual(-i, -42)
}

/// String interpolation renders values as Swift prints them.
/// - section: values
func testStringInterpolation() throws {
    let name = "Rex"
    let age = 3
    XCTAssertEqual("\(name) is \(age)", "Rex is 3")
    XCTAssertEqual("\(age + 1) years", "4 years")
    XCTAssertEqual("a" + "b", "ab")
}

/// Arithmetic, comparison and boolean operators follow Swift precedence.
/// - section: operators
func testOperators() throws {
    XCTAssertEqual(1 + 2 * 3, 7)
    XCTAssertEqual((1 + 2) * 3, 9)
    XCTAssertEqual(7 / 2, 3)
    XCTAssertEqual(7 % 2, 1)
    XCTAssertEqual(1.5 + 1, 2.5)
    XCTAssertTrue(1 < 2 && 2 <= 2)
    XCTAssertTrue(1 > 2 || 3 >= 3)
    XCTAssertFalse(!true)
    XCTAssertTrue("a" < "b")
    XCTAssertEqual(true ? 1 : 2, 1)
    let missing: Int? = nil
    XCTAssertEqual(missing ?? 5, 5)
}

/// A type annotation decides a literal's type; as? and as! cast.
/// - section: values
func testAnnotationsAndCasts() throws {
    let half: Double = 1
    XCTAssertEqual(half / 2, 0.5)
    let any: Any = 3
    XCTAssertEqual(any as? Int, 3)
    XCTAssertNil(any as? String)
    XCTAssertTrue(any is Int)
    XCTAssertEqual(any as! Int, 3)
}

/// ObjectId, UUID and Date values read back their text and time.
/// - section: values
func testIdentifierValues() throws {
    let oid = ObjectId("5f4f9b1c2a3b4c5d6e7f8091")
    XCTAssertEqual(oid.stringValue, "5f4f9b1c2a3b4c5d6e7f8091")
    let uuid = UUID(uuidString: "1b9c1d2e-0000-4000-8000-00000000abcd")!
    XCTAssertEqual(uuid.uuidString, "1B9C1D2E-0000-4000-8000-00000000ABCD")
    XCTAssertNil(UUID(uuidString: "not a uuid"))
    XCTAssertEqual(Date(timeIntervalSince1970: 60).timeIntervalSince1970, 60)
    XCTAssertNotEqual(ObjectId.generate(), ObjectId.generate())
}

/// Compound assignment changes a variable in place.
/// - section: operators
func testCompoundAssignment() throws {
    var total = 10
    total += 5
    total -= 3
    total *= 2
    XCTAssertEqual(total, 24)
    var text = "Re"
    text += "x"
    XCTAssertEqual(text, "Rex")
}

/// Arrays and dictionaries answer count, first, last, contains, map and filter.
/// - section: values
func testArrayAndDictionaryMembers() throws {
    var names = ["Rex", "Max"]
    names.append("Ace")
    XCTAssertEqual(names.count, 3)
    XCTAssertEqual(names.first, "Rex")
    XCTAssertEqual(names.last, "Ace")
    XCTAssertTrue(names.contains("Max"))
    XCTAssertEqual(names.map { $0.count }, [3, 3, 3])
    XCTAssertEqual(names.filter { $0.hasPrefix("R") }, ["Rex"])
    XCTAssertEqual(names.sorted(), ["Ace", "Max", "Rex"])
    XCTAssertEqual(names[1], "Max")
    var ages = ["Rex": 1]
    ages["Max"] = 5
    XCTAssertEqual(ages.count, 2)
    XCTAssertEqual(ages["Max"], 5)
    XCTAssertNil(ages["Ace"])
}

/// print writes to the test case's output.
/// - section: values
func testPrint() throws {
    let name = "Rex"
    print("hello", name)
    XCTAssertEqual(name, "Rex")
}
