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
