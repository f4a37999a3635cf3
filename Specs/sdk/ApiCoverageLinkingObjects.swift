// page: sdk
// tags: linking-objects, sdk-api

/// Linking objects read by position like results: subscript, last, objects(at:) and the index walk.
/// - section: sdk-api
/// - claims: sdk.api.coverage-linking-objects
func testLinkingObjectsPositions() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
        for name in ["Cedar", "Alder", "Birch"] {
            let club = DogClub()
            club.name = name
            club.members.append(vera)
            realm.add(club)
        }
    }
    let clubs = vera.clubs
    XCTAssertEqual(clubs.count, 3)
    XCTAssertEqual(clubs.startIndex, 0)
    XCTAssertEqual(clubs.endIndex, 3)
    XCTAssertEqual(clubs.index(after: 1), 2)
    XCTAssertEqual(clubs.index(before: 1), 0)
    let names = [clubs[0].name, clubs[1].name, clubs[2].name].sorted()
    XCTAssertEqual(names, ["Alder", "Birch", "Cedar"])
    XCTAssertEqual(clubs.last?.name, clubs[2].name)
    let picked = clubs.objects(at: [0, 2])
    XCTAssertEqual(picked.count, 2)
    XCTAssertEqual(picked[1].name, clubs[2].name)
    XCTAssertTrue(clubs.realm == realm)
    XCTAssertFalse(clubs.isInvalidated)
}

/// Linking objects find, sort and make distinct the linking objects as results do.
/// - section: sdk-api
/// - claims: sdk.api.coverage-linking-objects
func testLinkingObjectsSearchAndSort() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
        for name in ["Cedar", "Alder", "Birch", "Alder"] {
            let club = DogClub()
            club.name = name
            club.members.append(vera)
            realm.add(club)
        }
    }
    let clubs = vera.clubs
    let byName = clubs.sorted(by: \.name)
    XCTAssertEqual(byName.map { $0.name }, ["Alder", "Alder", "Birch", "Cedar"])
    let down = clubs.sorted(by: [SortDescriptor(keyPath: "name", ascending: false)])
    XCTAssertEqual(down.map { $0.name }, ["Cedar", "Birch", "Alder", "Alder"])
    XCTAssertEqual(clubs.distinct(by: ["name"]).count, 3)
    XCTAssertEqual(clubs.distinct(by: [\DogClub.name]).count, 3)
    let birch = clubs.index(matching: "name == %@", "Birch")
    XCTAssertNotNil(birch)
    XCTAssertEqual(clubs[birch!].name, "Birch")
    XCTAssertEqual(clubs.index(matching: NSPredicate(format: "name == %@", "Cedar")), clubs.index(of: byName[3]))
    XCTAssertEqual(clubs.index(matching: { $0.name == "Birch" }), birch)
    XCTAssertNil(clubs.index(matching: "name == %@", "Oak"))
    XCTAssertEqual(clubs.index(of: clubs[1]), 1)
}

/// Linking objects answer key-value coding: value(forKey:) lists each object's value and setValue(_:forKey:) sets it on all.
/// - section: sdk-api
/// - claims: sdk.api.coverage-linking-objects
func testLinkingObjectsKeyValueCoding() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
        for name in ["Cedar", "Alder"] {
            let club = DogClub()
            club.name = name
            club.members.append(vera)
            realm.add(club)
        }
    }
    let clubs = vera.clubs
    try realm.write { clubs.setValue("Oak", forKey: "name") }
    XCTAssertEqual(realm.objects(DogClub.self).filter("name == 'Oak'").count, 2)
    XCTAssertEqual((clubs.value(forKey: "name") as! [String]), ["Oak", "Oak"])
    XCTAssertEqual((clubs.value(forKeyPath: "name") as! [String]), ["Oak", "Oak"])
}

/// Frozen linking objects stay as they were, also when the linking objects are deleted; thaw() gives live ones that see later changes.
/// - section: sdk-api
/// - claims: sdk.api.coverage-linking-objects
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testIsFrozen
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testThawPreviousVersion
func testLinkingObjectsFreeze() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let club = DogClub()
    club.name = "Cedar"
    club.members.append(vera)
    try realm.write { realm.add(club) }
    XCTAssertFalse(vera.clubs.isFrozen)
    let frozen = vera.clubs.freeze()
    XCTAssertTrue(frozen.isFrozen)
    try realm.write {
        let other = DogClub()
        other.name = "Birch"
        other.members.append(vera)
        realm.add(other)
    }
    XCTAssertEqual(frozen.count, 1)
    XCTAssertEqual(vera.clubs.count, 2)
    let live = frozen.thaw()
    XCTAssertNotNil(live)
    XCTAssertFalse(live!.isFrozen)
    XCTAssertEqual(live!.count, 2)
    let both = vera.clubs.freeze()
    XCTAssertEqual(both.count, vera.clubs.count)
    try realm.write { realm.delete(vera.clubs) }
    XCTAssertNotEqual(both.count, vera.clubs.count)
    let thawed = both.thaw()
    XCTAssertTrue(thawed!.isEmpty)
    XCTAssertFalse(both.isEmpty)
    XCTAssertEqual(thawed!.count, vera.clubs.count)
}
