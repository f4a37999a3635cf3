// page: sdk
// tags: notifications, sdk-api

/// On results, addNotificationBlock with a nil queue delivers on refresh as the block alone does: first nil changes, then the change set.
/// - section: sdk-api
/// - claims: sdk.api.objc.notification-variants
/// - requires: notifications
func testObjcResultsNotificationQueueNil() throws {
    let realm = try Realm()
    try realm.write { realm.add(Dog(value: ["name": "Rex", "age": 3])) }
    let dogs = realm.objects(Dog.self)
    var plain: [Int] = []
    var queued: [Int] = []
    let a = ObjectiveCSupport.convert(object: dogs).addNotificationBlock { results, changes, error in
        XCTAssertNil(error)
        plain.append(changes == nil ? -1 : changes!.insertions.count)
    }
    let b = ObjectiveCSupport.convert(object: dogs).addNotificationBlock({ results, changes, error in
        XCTAssertNil(error)
        queued.append(changes == nil ? -1 : changes!.insertions.count)
    }, queue: nil)
    realm.refresh()
    try realm.write { realm.add(Dog(value: ["name": "Ash", "age": 5])) }
    realm.refresh()
    XCTAssertEqual(plain, [-1, 1])
    XCTAssertEqual(queued, [-1, 1])
    a.invalidate()
    b.invalidate()
}

/// addNotificationBlock with key paths, with or without a nil queue, is called only for changes to those properties.
/// - section: sdk-api
/// - claims: sdk.api.objc.notification-variants
/// - requires: notifications
func testObjcResultsNotificationKeyPaths() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex", "age": 3])
    try realm.write { realm.add(rex) }
    let dogs = realm.objects(Dog.self)
    var byAge = 0
    var byName = 0
    let a = ObjectiveCSupport.convert(object: dogs).addNotificationBlock({ _, changes, _ in if changes != nil { byAge += 1 } }, keyPaths: ["age"])
    let b = ObjectiveCSupport.convert(object: dogs).addNotificationBlock({ _, changes, _ in if changes != nil { byName += 1 } }, keyPaths: ["name"], queue: nil)
    realm.refresh()
    try realm.write { rex.age = 4 }
    realm.refresh()
    XCTAssertEqual(byAge, 1)
    XCTAssertEqual(byName, 0)
    try realm.write { rex.name = "Max" }
    realm.refresh()
    XCTAssertEqual(byAge, 1)
    XCTAssertEqual(byName, 1)
    a.invalidate()
    b.invalidate()
}

/// Each form of addNotificationBlock works on a list, a set, a map and linking objects, first calling with nil changes.
/// - section: sdk-api
/// - claims: sdk.api.objc.notification-variants
/// - requires: notifications
func testObjcNotificationVariantsOnEveryCollection() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex", "citiesVisited": ["Oslo"]])
    let vera = Person(value: ["id": 1, "name": "Vera", "dogs": [rex]])
    let t = Tally(value: ["id": 1, "scores": ["a": 1]])
    try realm.write {
        realm.add(vera)
        realm.add(t)
        realm.add(DogClub(value: ["name": "Hounds", "members": [vera]]))
    }
    var calls: [String] = []
    let tokens = [
        ObjectiveCSupport.convert(object: vera.dogs).addNotificationBlock({ _, changes, _ in calls.append(changes == nil ? "list" : "list+") }, queue: nil),
        ObjectiveCSupport.convert(object: vera.dogs).addNotificationBlock({ _, changes, _ in calls.append(changes == nil ? "listk" : "listk+") }, keyPaths: ["name"], queue: nil),
        ObjectiveCSupport.convert(object: vera.dogs).addNotificationBlock({ _, changes, _ in calls.append(changes == nil ? "listp" : "listp+") }, keyPaths: ["age"]),
        ObjectiveCSupport.convert(object: rex.citiesVisited).addNotificationBlock { _, changes, _ in calls.append(changes == nil ? "set" : "set+") },
        ObjectiveCSupport.convert(object: rex.citiesVisited).addNotificationBlock({ _, changes, _ in calls.append(changes == nil ? "setq" : "setq+") }, queue: nil),
        ObjectiveCSupport.convert(object: rex.citiesVisited).addNotificationBlock({ _, _, _ in calls.append("setk") }, keyPaths: ["self"]),
        ObjectiveCSupport.convert(object: rex.citiesVisited).addNotificationBlock({ _, _, _ in calls.append("setkq") }, keyPaths: ["self"], queue: nil),
        ObjectiveCSupport.convert(object: t.scores).addNotificationBlock { _, changes, _ in calls.append(changes == nil ? "map" : "map+") },
        ObjectiveCSupport.convert(object: t.scores).addNotificationBlock({ _, _, _ in calls.append("mapq") }, queue: nil),
        ObjectiveCSupport.convert(object: t.scores).addNotificationBlock({ _, _, _ in calls.append("mapk") }, keyPaths: ["self"]),
        ObjectiveCSupport.convert(object: t.scores).addNotificationBlock({ _, _, _ in calls.append("mapkq") }, keyPaths: ["self"], queue: nil),
        ObjectiveCSupport.convert(object: vera.clubs).addNotificationBlock({ _, _, _ in calls.append("links") }, queue: nil),
        ObjectiveCSupport.convert(object: vera.clubs).addNotificationBlock({ _, _, _ in calls.append("linksk") }, keyPaths: ["name"]),
        ObjectiveCSupport.convert(object: vera.clubs).addNotificationBlock({ _, _, _ in calls.append("linkskq") }, keyPaths: ["name"], queue: nil),
    ]
    realm.refresh()
    XCTAssertEqual(calls.count, 14)
    calls = []
    try realm.write { rex.name = "Max" }
    realm.refresh()
    XCTAssertEqual(calls.sorted(), ["list+", "listk+"])
    calls = []
    try realm.write { rex.citiesVisited.insert("Rome"); t.scores["b"] = 2 }
    realm.refresh()
    // A dog's set is one of its properties: the list observed without key paths sees it change.
    XCTAssertEqual(calls.sorted(), ["list+", "map+", "mapk", "mapkq", "mapq", "set+", "setk", "setkq", "setq+"])
    for token in tokens { token.invalidate() }
}
