// page: sdk
// tags: list, results, set, map, sdk-api

class Shelter: Object {
    @Persisted(primaryKey: true) var id = 0
    @Persisted var byName: Map<String, Dog?>
}

/// Through a value typed as the RLMCollection protocol, a list's properties, element reads and index queries answer as RLMArray's do.
/// - section: sdk-api
/// - claims: sdk.api.objc.rlmcollection-protocol
func testRLMCollectionReadingList() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera", "dogs": [["name": "Rex", "age": 3, "color": "red"],
                                                               ["name": "Ash", "age": 5, "color": "grey"],
                                                               ["name": "Fido", "age": 9, "color": "red"]]])
    try realm.write { realm.add(vera) }
    let dogs: RLMCollection = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.count, 3)
    XCTAssertTrue(dogs.type == .object)
    XCTAssertFalse(dogs.isOptional)
    XCTAssertEqual(dogs.objectClassName, "Dog")
    XCTAssertNotNil(dogs.realm)
    XCTAssertFalse(dogs.isInvalidated)
    XCTAssertEqual((dogs.object(at: 1) as! Dog).name, "Ash")
    XCTAssertEqual((dogs[2] as! Dog).name, "Fido")
    XCTAssertEqual((dogs.firstObject() as! Dog).name, "Rex")
    XCTAssertEqual((dogs.lastObject() as! Dog).name, "Fido")
    XCTAssertEqual(dogs.index(of: vera.dogs[1]), 1)
    XCTAssertEqual(dogs.indexOfObject(where: "age > %@", 4), 1)
    XCTAssertEqual(dogs.indexOfObject(where: "age > %@", args: getVaList([6])), 2)
    XCTAssertEqual(dogs.indexOfObject(with: NSPredicate(format: "name == %@", "Fido")), 2)
    XCTAssertEqual(dogs.indexOfObject(with: NSPredicate(format: "name == %@", "Nobody")), NSNotFound)
}

/// Through a value typed as the RLMCollection protocol, results are queried, sorted, made distinct, read and written by key-value coding and aggregated as RLMResults are.
/// - section: sdk-api
/// - claims: sdk.api.objc.rlmcollection-protocol
func testRLMCollectionQueriesResults() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rex", "age": 3, "color": "red"]))
        realm.add(Dog(value: ["name": "Fido", "age": 9, "color": "red"]))
        realm.add(Dog(value: ["name": "Ash", "age": 5, "color": "grey"]))
    }
    let dogs: RLMCollection = ObjectiveCSupport.convert(object: realm.objects(Dog.self).sorted(byKeyPath: "age"))
    XCTAssertEqual(dogs.objects(at: [0, 2])?.count, 2)
    XCTAssertEqual(dogs.objects(where: "age > %@", 4).count, 2)
    XCTAssertEqual(dogs.objects(where: "color == %@ AND age < %@", args: getVaList(["red", 5])).count, 1)
    XCTAssertEqual(dogs.objects(with: NSPredicate(format: "color == %@", "grey")).count, 1)
    XCTAssertEqual((dogs.sortedResults(usingKeyPath: "name", ascending: true)[0] as! Dog).name, "Ash")
    XCTAssertEqual((dogs.sortedResults(using: [RLMSortDescriptor(keyPath: "age", ascending: false)])[0] as! Dog).name, "Fido")
    XCTAssertEqual(dogs.distinctResults(usingKeyPaths: ["color"]).count, 2)
    XCTAssertEqual((dogs.value(forKey: "name") as! [String]), ["Rex", "Ash", "Fido"])
    XCTAssertEqual((dogs.value(forKeyPath: "age") as! [Int]), [3, 5, 9])
    XCTAssertEqual(dogs.min(ofProperty: "age"), 3)
    XCTAssertEqual(dogs.max(ofProperty: "age"), 9)
    XCTAssertEqual(dogs.sum(ofProperty: "age"), 17)
    XCTAssertEqual(dogs.average(ofProperty: "age"), 17.0 / 3.0)
    try realm.write { dogs.setValue("black", forKey: "color") }
    XCTAssertEqual(realm.objects(Dog.self).filter("color == 'black'").count, 3)
}

/// Through a value typed as the RLMCollection protocol, a set freezes and thaws: the frozen set keeps its contents through a change, the thawed one sees it.
/// - section: sdk-api
/// - claims: sdk.api.objc.rlmcollection-protocol
/// - requires: freeze
func testRLMCollectionFreezeSet() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex", "citiesVisited": ["Oslo"]])
    try realm.write { realm.add(rex) }
    let cities: RLMCollection = ObjectiveCSupport.convert(object: rex.citiesVisited)
    XCTAssertFalse(cities.isFrozen)
    let frozen = cities.freeze()
    XCTAssertTrue(frozen.isFrozen)
    try realm.write { rex.citiesVisited.insert("Rome") }
    XCTAssertEqual(frozen.count, 1)
    let live = frozen.thaw()
    XCTAssertFalse(live.isFrozen)
    XCTAssertEqual(live.count, 2)
}

/// Through a value typed as the RLMCollection protocol, the three notification forms it requires deliver the initial call and then the change, a key path limiting which changes count.
/// - section: sdk-api
/// - claims: sdk.api.objc.rlmcollection-notifications
/// - requires: notifications
func testRLMCollectionNotifications() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "scores": ["a": 1]])
    let rex = Dog(value: ["name": "Rex", "age": 3])
    try realm.write {
        realm.add(t)
        realm.add(rex)
    }
    let scores: RLMCollection = ObjectiveCSupport.convert(object: t.scores)
    let dogs: RLMCollection = ObjectiveCSupport.convert(object: realm.objects(Dog.self))
    var calls: [String] = []
    let a = scores.addNotificationBlock { _, changes, error in
        XCTAssertNil(error)
        calls.append(changes == nil ? "plain" : "plain+")
    }
    let b = scores.addNotificationBlock({ _, changes, _ in calls.append(changes == nil ? "queue" : "queue+") }, queue: nil)
    let c = dogs.addNotificationBlock({ _, changes, _ in calls.append(changes == nil ? "age" : "age+") }, keyPaths: ["age"], queue: nil)
    realm.refresh()
    XCTAssertEqual(calls.sorted(), ["age", "plain", "queue"])
    calls = []
    try realm.write { t.scores["b"] = 2 }
    realm.refresh()
    XCTAssertEqual(calls.sorted(), ["plain+", "queue+"])
    calls = []
    try realm.write { rex.name = "Max" }
    realm.refresh()
    XCTAssertEqual(calls, [])
    try realm.write { rex.age = 4 }
    realm.refresh()
    XCTAssertEqual(calls, ["age+"])
    a.invalidate()
    b.invalidate()
    c.invalidate()
}

/// RLMResults's index queries, predicate queries, sorting by descriptors and distinct answer on the RLMResults of Results.
/// - section: sdk-api
/// - claims: sdk.api.objc.results-members
func testRLMResultsQueries() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex", "age": 3, "color": "red"])
    try realm.write {
        realm.add(rex)
        realm.add(Dog(value: ["name": "Fido", "age": 9, "color": "red"]))
        realm.add(Dog(value: ["name": "Ash", "age": 5, "color": "grey"]))
    }
    let dogs = ObjectiveCSupport.convert(object: realm.objects(Dog.self).sorted(byKeyPath: "name"))
    XCTAssertEqual(dogs.index(of: rex), 2)
    XCTAssertEqual(dogs.indexOfObject(where: "age == %@", 9), 1)
    XCTAssertEqual(dogs.indexOfObject(where: "age == %@", args: getVaList([5])), 0)
    XCTAssertEqual(dogs.indexOfObject(where: "age == %@", args: getVaList([42])), NSNotFound)
    XCTAssertEqual(dogs.indexOfObject(with: NSPredicate(format: "name == %@", "Rex")), 2)
    XCTAssertEqual(dogs.objects(where: "age > %@", 4).count, 2)
    XCTAssertEqual(dogs.objects(where: "age > %@ AND color == %@", args: getVaList([4, "red"])).count, 1)
    XCTAssertEqual((dogs.objects(with: NSPredicate(format: "color == %@", "grey"))[0] as! Dog).name, "Ash")
    XCTAssertEqual((dogs.sortedResults(using: [RLMSortDescriptor(keyPath: "age", ascending: false)])[0] as! Dog).name, "Fido")
    XCTAssertEqual(dogs.sortedResults(using: []).count, 3)
    XCTAssertEqual(dogs.distinctResults(usingKeyPaths: ["color"]).count, 2)
}

/// RLMResults freeze and thaw: frozen results keep their count through an insertion, thawed ones see it.
/// - section: sdk-api
/// - claims: sdk.api.objc.results-members
/// - requires: freeze
func testRLMResultsFreeze() throws {
    let realm = try Realm()
    try realm.write { realm.add(Dog(value: ["name": "Rex"])) }
    let dogs = ObjectiveCSupport.convert(object: realm.objects(Dog.self))
    XCTAssertFalse(dogs.isFrozen)
    let frozen = dogs.freeze()
    XCTAssertTrue(frozen.isFrozen)
    try realm.write { realm.add(Dog(value: ["name": "Ash"])) }
    XCTAssertEqual(frozen.count, 1)
    let live = frozen.thaw()
    XCTAssertFalse(live.isFrozen)
    XCTAssertEqual(live.count, 2)
}

/// Each of RLMResults's four notification forms delivers the initial call and then the insertion; key paths limit which modifications count.
/// - section: sdk-api
/// - claims: sdk.api.objc.results-members
/// - requires: notifications
func testRLMResultsNotifications() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex", "age": 3])
    try realm.write { realm.add(rex) }
    let dogs = ObjectiveCSupport.convert(object: realm.objects(Dog.self))
    var calls: [String] = []
    let tokens = [
        dogs.addNotificationBlock { _, changes, _ in calls.append(changes == nil ? "1" : "1+") },
        dogs.addNotificationBlock({ _, changes, _ in calls.append(changes == nil ? "2" : "2+") }, queue: nil),
        dogs.addNotificationBlock({ _, changes, _ in calls.append(changes == nil ? "3" : "3+") }, keyPaths: ["age"], queue: nil),
        dogs.addNotificationBlock({ _, changes, _ in calls.append(changes == nil ? "4" : "4+") }, keyPaths: ["name"]),
    ]
    realm.refresh()
    XCTAssertEqual(calls.sorted(), ["1", "2", "3", "4"])
    calls = []
    try realm.write { rex.age = 4 }
    realm.refresh()
    XCTAssertEqual(calls.sorted(), ["1+", "2+", "3+"])
    calls = []
    try realm.write { realm.add(Dog(value: ["name": "Ash"])) }
    realm.refresh()
    XCTAssertEqual(calls.sorted(), ["1+", "2+", "3+", "4+"])
    for token in tokens { token.invalidate() }
}

/// RLMSet's own names change an RLMSet: addObjects, removeObject, removeAllObjects; allObjects lists it.
/// - section: sdk-api
/// - claims: sdk.api.objc.set-members
func testRLMSetChanges() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex", "citiesVisited": ["Oslo"]])
    try realm.write { realm.add(rex) }
    let cities = ObjectiveCSupport.convert(object: rex.citiesVisited)
    try realm.write { cities.addObjects(["Rome", "Lima", "Oslo"]) }
    XCTAssertEqual(cities.count, 3)
    XCTAssertEqual((cities.allObjects as! [String]).sorted(), ["Lima", "Oslo", "Rome"])
    try realm.write { cities.remove("Rome") }
    XCTAssertEqual(Array(rex.citiesVisited).sorted(), ["Lima", "Oslo"])
    try realm.write { cities.removeAllObjects() }
    XCTAssertEqual(rex.citiesVisited.count, 0)
    assertThrows(cities.addObjects(["Bern"]), .notInWriteTransaction)
}

/// RLMSet's set algebra with another RLMSet: unionSet, minusSet, intersectSet and setSet change the receiver; intersectsSet, isSubsetOfSet and isEqualToSet compare.
/// - section: sdk-api
/// - claims: sdk.api.objc.set-members
func testRLMSetAlgebra() throws {
    let realm = try Realm()
    let a = Dog(value: ["name": "A", "citiesVisited": ["Oslo", "Rome"]])
    let b = Dog(value: ["name": "B", "citiesVisited": ["Rome", "Lima"]])
    let c = Dog(value: ["name": "C", "citiesVisited": ["Rome"]])
    try realm.write { realm.add([a, b, c]) }
    let mine = ObjectiveCSupport.convert(object: a.citiesVisited)
    let theirs = ObjectiveCSupport.convert(object: b.citiesVisited)
    let rome = ObjectiveCSupport.convert(object: c.citiesVisited)
    XCTAssertTrue(mine.intersects(theirs))
    XCTAssertTrue(rome.isSubset(of: mine))
    XCTAssertFalse(mine.isSubset(of: rome))
    XCTAssertFalse(mine.isEqual(to: theirs))
    try realm.write { mine.union(theirs) }
    XCTAssertEqual(Array(a.citiesVisited).sorted(), ["Lima", "Oslo", "Rome"])
    try realm.write { mine.minus(rome) }
    XCTAssertEqual(Array(a.citiesVisited).sorted(), ["Lima", "Oslo"])
    try realm.write { mine.intersect(theirs) }
    XCTAssertEqual(Array(a.citiesVisited), ["Lima"])
    XCTAssertFalse(mine.intersects(rome))
    try realm.write { mine.setSet(theirs) }
    XCTAssertTrue(mine.isEqual(to: theirs))
    XCTAssertEqual(Array(a.citiesVisited).sorted(), ["Lima", "Rome"])
}

/// An RLMSet freezes and thaws: the frozen set keeps its contents through a change, the thawed one sees it.
/// - section: sdk-api
/// - claims: sdk.api.objc.set-members
/// - requires: freeze
func testRLMSetFreeze() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex", "citiesVisited": ["Oslo"]])
    try realm.write { realm.add(rex) }
    let cities = ObjectiveCSupport.convert(object: rex.citiesVisited)
    XCTAssertFalse(cities.isFrozen)
    let frozen = cities.freeze()
    XCTAssertTrue(frozen.isFrozen)
    try realm.write { rex.citiesVisited.insert("Rome") }
    XCTAssertEqual(frozen.count, 1)
    let live = frozen.thaw()
    XCTAssertFalse(live.isFrozen)
    XCTAssertEqual(live.count, 2)
}

/// Each of RLMSet's four notification forms delivers the initial call and then the insertion.
/// - section: sdk-api
/// - claims: sdk.api.objc.set-members
/// - requires: notifications
func testRLMSetNotifications() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex", "citiesVisited": ["Oslo"]])
    try realm.write { realm.add(rex) }
    let cities = ObjectiveCSupport.convert(object: rex.citiesVisited)
    var calls: [String] = []
    let tokens = [
        cities.addNotificationBlock { _, changes, _ in calls.append(changes == nil ? "1" : "1+") },
        cities.addNotificationBlock({ _, changes, _ in calls.append(changes == nil ? "2" : "2+") }, queue: nil),
        cities.addNotificationBlock({ _, changes, _ in calls.append(changes == nil ? "3" : "3+") }, keyPaths: ["self"], queue: nil),
        cities.addNotificationBlock({ _, changes, _ in calls.append(changes == nil ? "4" : "4+") }, keyPaths: ["self"]),
    ]
    realm.refresh()
    XCTAssertEqual(calls.sorted(), ["1", "2", "3", "4"])
    calls = []
    try realm.write { rex.citiesVisited.insert("Rome") }
    realm.refresh()
    XCTAssertEqual(calls.sorted(), ["1+", "2+", "3+", "4+"])
    for token in tokens { token.invalidate() }
}

/// RLMDictionary's own names change and read an RLMDictionary: setObject(_:forKey:), the keyed subscript's setter, addEntries(from:), removeObject(forKey:), removeObjects(forKeys:), removeAllObjects, setDictionary(_:); keyType, allKeys and allValues read it.
/// - section: sdk-api
/// - claims: sdk.api.objc.dictionary-members
func testRLMDictionaryChanges() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "scores": ["a": 1]])
    try realm.write { realm.add(t) }
    let scores = ObjectiveCSupport.convert(object: t.scores)
    XCTAssertTrue(scores.keyType == .string)
    try realm.write {
        scores.setObject(2, forKey: "b")
        scores["c"] = 3
        scores.addEntries(from: ["d": 4, "a": 10])
    }
    XCTAssertEqual((scores.allKeys as! [String]).sorted(), ["a", "b", "c", "d"])
    XCTAssertEqual((scores.allValues as! [Int]).sorted(), [2, 3, 4, 10])
    try realm.write { scores.removeObject(forKey: "b") }
    XCTAssertNil(t.scores["b"])
    try realm.write { scores["c"] = nil }
    XCTAssertNil(t.scores["c"])
    try realm.write { scores.removeObjects(forKeys: ["a", "zz"]) }
    XCTAssertEqual(t.scores.keys, ["d"])
    try realm.write { scores.setDictionary(["x": 7, "y": 8]) }
    XCTAssertEqual(t.scores.keys.sorted(), ["x", "y"])
    try realm.write { scores.removeAllObjects() }
    XCTAssertEqual(t.scores.count, 0)
    assertThrows(scores.setObject(1, forKey: "a"), .notInWriteTransaction)
}

/// RLMDictionary's predicate queries, sorting and distinct run over the values of a map of objects.
/// - section: sdk-api
/// - claims: sdk.api.objc.dictionary-members
func testRLMDictionaryQueries() throws {
    let realm = try Realm()
    let shelter = Shelter(value: ["id": 1, "byName": ["rex": ["name": "Rex", "age": 3, "color": "red"],
                                                      "ash": ["name": "Ash", "age": 5, "color": "grey"],
                                                      "fido": ["name": "Fido", "age": 9, "color": "red"]]])
    try realm.write { realm.add(shelter) }
    let dogs = ObjectiveCSupport.convert(object: shelter.byName)
    XCTAssertEqual(dogs.objects(where: "age > %@", 4).count, 2)
    XCTAssertEqual(dogs.objects(where: "color == %@ AND age > %@", args: getVaList(["red", 4])).count, 1)
    XCTAssertEqual(dogs.objects(with: NSPredicate(format: "name == %@", "Ash")).count, 1)
    XCTAssertEqual((dogs.sortedResults(usingKeyPath: "age", ascending: false)[0] as! Dog).name, "Fido")
    XCTAssertEqual((dogs.sortedResults(using: [RLMSortDescriptor(keyPath: "name", ascending: true)])[0] as! Dog).name, "Ash")
    XCTAssertEqual(dogs.distinctResults(usingKeyPaths: ["color"]).count, 2)
}

/// An RLMDictionary freezes and thaws: the frozen dictionary keeps its entries through a change, the thawed one sees it.
/// - section: sdk-api
/// - claims: sdk.api.objc.dictionary-members
/// - requires: freeze
func testRLMDictionaryFreeze() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "scores": ["a": 1]])
    try realm.write { realm.add(t) }
    let scores = ObjectiveCSupport.convert(object: t.scores)
    XCTAssertFalse(scores.isFrozen)
    let frozen = scores.freeze()
    XCTAssertTrue(frozen.isFrozen)
    try realm.write { t.scores["b"] = 2 }
    XCTAssertEqual(frozen.count, 1)
    let live = frozen.thaw()
    XCTAssertFalse(live.isFrozen)
    XCTAssertEqual(live.count, 2)
}

/// Each of RLMDictionary's four notification forms delivers the initial call and then the new entry.
/// - section: sdk-api
/// - claims: sdk.api.objc.dictionary-members
/// - requires: notifications
func testRLMDictionaryNotifications() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "scores": ["a": 1]])
    try realm.write { realm.add(t) }
    let scores = ObjectiveCSupport.convert(object: t.scores)
    var calls: [String] = []
    let tokens = [
        scores.addNotificationBlock { _, changes, _ in calls.append(changes == nil ? "1" : "1+") },
        scores.addNotificationBlock({ _, changes, _ in calls.append(changes == nil ? "2" : "2+") }, queue: nil),
        scores.addNotificationBlock({ _, changes, _ in calls.append(changes == nil ? "3" : "3+") }, keyPaths: ["self"], queue: nil),
        scores.addNotificationBlock({ _, changes, _ in calls.append(changes == nil ? "4" : "4+") }, keyPaths: ["self"]),
    ]
    realm.refresh()
    XCTAssertEqual(calls.sorted(), ["1", "2", "3", "4"])
    calls = []
    try realm.write { t.scores["b"] = 2 }
    realm.refresh()
    XCTAssertEqual(calls.sorted(), ["1+", "2+", "3+", "4+"])
    for token in tokens { token.invalidate() }
}

/// RLMArray's indexOfObject(with:) finds the first element a predicate matches (NSNotFound for none), and its subscript's setter replaces an element.
/// - section: sdk-api
/// - claims: sdk.api.objc.array-members
func testRLMArrayPredicateIndexAndSubscriptSet() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "dogs": [["name": "Rex", "age": 3], ["name": "Ash", "age": 5]]])
    try realm.write { realm.add(vera) }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.indexOfObject(with: NSPredicate(format: "age > %@", 4)), 1)
    XCTAssertEqual(dogs.indexOfObject(with: NSPredicate(format: "age > %@", 40)), NSNotFound)
    try realm.write { dogs[0] = Dog(value: ["name": "Max", "age": 7]) }
    XCTAssertEqual(vera.dogs[0].name, "Max")
    XCTAssertEqual(dogs.indexOfObject(with: NSPredicate(format: "age > %@", 6)), 0)
    assertThrows(dogs[1] = Dog(value: ["name": "Out"]), .notInWriteTransaction)
}

/// Each of RLMArray's four notification forms delivers the initial call and then the change; key paths limit which modifications count.
/// - section: sdk-api
/// - claims: sdk.api.objc.array-members
/// - requires: notifications
func testRLMArrayNotifications() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "dogs": [["name": "Rex", "age": 3]]])
    try realm.write { realm.add(vera) }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    var calls: [String] = []
    let tokens = [
        dogs.addNotificationBlock { _, changes, _ in calls.append(changes == nil ? "1" : "1+") },
        dogs.addNotificationBlock({ _, changes, _ in calls.append(changes == nil ? "2" : "2+") }, queue: nil),
        dogs.addNotificationBlock({ _, changes, _ in calls.append(changes == nil ? "3" : "3+") }, keyPaths: ["age"], queue: nil),
        dogs.addNotificationBlock({ _, changes, _ in calls.append(changes == nil ? "4" : "4+") }, keyPaths: ["name"]),
    ]
    realm.refresh()
    XCTAssertEqual(calls.sorted(), ["1", "2", "3", "4"])
    calls = []
    try realm.write { vera.dogs[0].age = 4 }
    realm.refresh()
    XCTAssertEqual(calls.sorted(), ["1+", "2+", "3+"])
    calls = []
    try realm.write { vera.dogs.append(Dog(value: ["name": "Ash"])) }
    realm.refresh()
    XCTAssertEqual(calls.sorted(), ["1+", "2+", "3+", "4+"])
    for token in tokens { token.invalidate() }
}
