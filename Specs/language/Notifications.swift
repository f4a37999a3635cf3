// page: language
// tags: language, notifications

/// observe delivers .initial, then coalesced .update changes, on refresh.
/// - section: notifications
func testCollectionObserve() throws {
    let realm = try Realm()
    let dogs = realm.objects(Dog.self)
    var initial = 0
    var insertions: [Int] = []
    let token = dogs.observe { changes in
        switch changes {
        case .initial:
            initial += 1
        case .update(_, let deletions, let inserted, let modifications):
            insertions += inserted
            XCTAssertEqual(deletions, [])
            XCTAssertEqual(modifications, [])
        case .error:
            XCTFail("error delivered")
        }
    }
    XCTAssertEqual(initial, 0)
    realm.refresh()
    XCTAssertEqual(initial, 1)
    try realm.write {
        realm.add(Dog(value: ["name": "Rex"]))
        realm.add(Dog(value: ["name": "Max"]))
    }
    realm.refresh()
    XCTAssertEqual(insertions, [0, 1])
    token.invalidate()
    try realm.write {
        realm.add(Dog(value: ["name": "Ace"]))
    }
    realm.refresh()
    XCTAssertEqual(insertions, [0, 1])
}

/// addNotificationBlock gets nil changes first, then the change sets.
/// - section: notifications
func testAddNotificationBlock() throws {
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "name": "Ann"])
    try realm.write {
        realm.add(ann)
    }
    var calls = 0
    var lastInsertions: [Int] = []
    let token = ObjectiveCSupport.convert(object: ann.dogs).addNotificationBlock { dogs, changes, error in
        calls += 1
        if let changes = changes {
            lastInsertions = changes.insertions
        }
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    try realm.write {
        ann.dogs.append(Dog(value: ["name": "Rex"]))
    }
    realm.refresh()
    XCTAssertEqual(calls, 2)
    XCTAssertEqual(lastInsertions, [0])
    token.invalidate()
}

/// An object observer hears property changes and deletion.
/// - section: notifications
func testObjectObserve() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    try realm.write {
        realm.add(rex)
    }
    var changed: [String] = []
    var deleted = false
    let token = rex.observe { change in
        switch change {
        case .change(_, let properties):
            for p in properties {
                changed.append(p.name)
            }
        case .deleted:
            deleted = true
        case .error:
            XCTFail("error delivered")
        }
    }
    realm.refresh()
    XCTAssertEqual(changed, [])
    try realm.write {
        rex.age = 4
    }
    realm.refresh()
    XCTAssertEqual(changed, ["age"])
    try realm.write {
        realm.delete(rex)
    }
    realm.refresh()
    XCTAssertTrue(deleted)
    token.invalidate()
}
