// page: sdk
// tags: results, sdk-api

/// Results sorted or filtered from a list or a set of objects stay valid when
/// the owner is deleted: they read no objects. The list itself is invalidated.
/// - section: sdk-api
func testResultsOfDeletedOwnersListStayValid() throws {
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "name": "Ann", "dogs": [["name": "Rex", "age": 3], ["name": "Max", "age": 1]]])
    let house = DogHouse()
    try realm.write {
        realm.add(ann)
        realm.add(house)
        house.spares.insert(DogToy(value: ["name": "ball"]))
    }
    let sorted = ann.dogs.sorted(byKeyPath: "age")
    XCTAssertEqual(sorted.first?.name, "Max")
    let unread = ann.dogs.filter("age > 0")
    let toys = house.spares.sorted(byKeyPath: "name")
    let dogs = ann.dogs
    try realm.write {
        realm.delete(ann)
        realm.delete(house)
    }
    XCTAssertFalse(sorted.isInvalidated)
    XCTAssertFalse(unread.isInvalidated)
    XCTAssertFalse(toys.isInvalidated)
    XCTAssertEqual(sorted.count, 0)
    XCTAssertEqual(unread.count, 0)
    XCTAssertEqual(toys.count, 0)
    XCTAssertNil(sorted.first)
    XCTAssertTrue(dogs.isInvalidated)
    assertThrows(dogs.count, .invalidated)
}

/// Results of a list of values whose owner was deleted are invalidated with it.
/// - section: sdk-api
func testResultsOfDeletedOwnersValueListAreInvalidated() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "counts": [3, 1]])
    try realm.write { realm.add(t) }
    let sorted = t.counts.sorted()
    XCTAssertEqual(sorted.first, 1)
    try realm.write { realm.delete(t) }
    XCTAssertTrue(sorted.isInvalidated)
    assertThrows(sorted.count, .invalidated)
}
