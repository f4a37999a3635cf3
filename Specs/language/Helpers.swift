// page: language
// tags: language, helpers

// Helper functions: top-level functions that are not scenarios.

func makeDog(_ name: String, age: Int) -> Dog {
    return Dog(value: ["name": name, "age": age])
}

func names(of dogs: Results<Dog>) -> [String] {
    return Array(dogs.sorted(byKeyPath: "name").map { $0.name })
}

func olderTwin(_ dog: Dog) -> Dog {
    return makeDog(dog.name + " II", age: dog.age + 1)
}

func assertAges(_ dogs: Results<Dog>, _ ages: [Int]) {
    XCTAssertEqual(Array(dogs.sorted(byKeyPath: "age").map { $0.age }), ages)
}

/// A helper returns a value, calls another helper, and asserts for its caller.
/// - section: helpers
func testHelpersReturnAndAssert() throws {
    let realm = try Realm()
    let rex = makeDog("Rex", age: 3)
    try realm.write {
        realm.add(rex)
        realm.add(olderTwin(rex))
    }
    XCTAssertEqual(names(of: realm.objects(Dog.self)), ["Rex", "Rex II"])
    assertAges(realm.objects(Dog.self), [3, 4])
}

/// A function declared inside a scenario is a closure over the scope it is declared in: it reads and changes the scenario's variables, and calls given in turn see each other's effects.
/// - section: helpers
func testLocalFunctionsSeeTheirScope() throws {
    let realm = try Realm()
    var added: [String] = []
    func addDog<T>(_ name: String, age: T) throws {
        try realm.write { realm.add(Dog(value: ["name": name, "age": age])) }
        added.append(name)
    }
    func count() -> Int { realm.objects(Dog.self).count }
    func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }
    XCTAssertEqual(factorial(5), 120)
    try addDog("Rex", age: 3)
    try addDog("Fido", age: 5)
    XCTAssertEqual(added, ["Rex", "Fido"])
    XCTAssertEqual(count(), 2)
    XCTAssertEqual(realm.objects(Dog.self).filter("age > 4").count, 1)
}

/// Foundation's spellings a test writes: NSNumber(value:) is its number, NSData() no bytes, Decimal128() zero, NSString(format:) the formatted text, and autoreleasepool gives what its block returns.
/// - section: helpers
func testFoundationSpellings() throws {
    XCTAssertEqual(NSNumber(value: 345) as! Int, 345)
    XCTAssertEqual(NSNumber(value: false) as! Bool, false)
    XCTAssertEqual(NSData() as Data, Data())
    XCTAssertEqual(Decimal128(), Decimal128(number: 0))
    XCTAssertEqual(NSString(format: "%d of %@ (%ld%%)", 3, "four", 75) as String, "3 of four (75%)")
    let inner = autoreleasepool { () -> Int in
        return 6 * 7
    }
    XCTAssertEqual(inner, 42)
}

/// A local function's call binds its arguments as Swift does: a left-out parameter takes its default,
/// `#line` is the calling line, a variadic parameter gathers its arguments, a trailing closure fills
/// the closure parameter it stands for, and functions of one name are told apart by their labels.
/// - section: helpers
func testLocalFunctionDefaultsAndVariadics() throws {
    func total(_ values: Int..., scale: Int = 1) -> Int {
        var sum = 0
        for v in values { sum += v }
        return sum * scale
    }
    XCTAssertEqual(total(1, 2, 3), 6)
    XCTAssertEqual(total(4, scale: 3), 12)
    XCTAssertEqual(total(), 0)
    func where_(line: UInt = #line) -> UInt { line }
    XCTAssertEqual(where_(), 82)
    XCTAssertEqual(where_(line: 7), 7)
    func apply(_ value: Int, times: Int = 2, fn: (Int) -> Int) -> Int { fn(value) * times }
    XCTAssertEqual(apply(5) { $0 + 1 }, 12)
    XCTAssertEqual(apply(5, times: 1) { $0 * 10 }, 50)
    func describe(_ value: Int) -> String { "int \(value)" }
    func describe(named name: String, _ value: Int = 0) -> String { "\(name) \(value)" }
    XCTAssertEqual(describe(3), "int 3")
    XCTAssertEqual(describe(named: "n"), "n 0")
    XCTAssertEqual(describe(named: "n", 4), "n 4")
}
