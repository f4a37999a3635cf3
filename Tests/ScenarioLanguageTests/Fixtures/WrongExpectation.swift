// page: language
// tags: language, fixture

/// A scenario whose expectation is deliberately wrong: two dogs are added, three are expected.
/// - section: assertions
func testWrongDogCount() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rex", "age": 1]))
        realm.add(Dog(value: ["name": "Max", "age": 5]))
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 3, "both dogs should be stored")
    XCTAssertEqual(realm.objects(Dog.self).where { $0.age < 2 }.first?.name, "Max")
}
