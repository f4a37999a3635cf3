// page: sdk
// tags: sdk, suite

// What the Objective-C SDK's linking objects tests check, through the Swift
// spelling of the Objective-C API: an RLMObject model whose `parents` are an
// RLMLinkingObjects declared through `linkingObjectsProperties()`, read
// live, unmanaged, frozen, queried and observed. Lists of parents are
// compared object by object with isEqual(to:) (the same row of the realm).

class PersonObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var age = 0
    @objc dynamic var children = RLMArray<PersonObject>(objectClassName: PersonObject.className())
    @objc dynamic var parents: RLMLinkingObjects<PersonObject>?
    override class func linkingObjectsProperties() -> [String: RLMPropertyDescriptor] {
        ["parents": RLMPropertyDescriptor(with: PersonObject.self, propertyName: "children")]
    }
}

/// A person's parents are the people whose children hold them: they follow new parents after each commit, and are empty once the person is deleted.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/LinkingObjectsTests.mm LinkingObjectsTests.testBasics
func testObjcLinkingObjectsFollowParents() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let hannah = PersonObject.create(in: realm, withValue: ["Hannah", 0]) as! PersonObject
    let mark = PersonObject.create(in: realm, withValue: ["Mark", 30, [hannah]]) as! PersonObject
    let hannahsParents = hannah.parents!
    let people1 = hannahsParents.value(forKeyPath: "self") as! [PersonObject]
    XCTAssertEqual(people1.count, 1)
    XCTAssertTrue(people1[0].isEqual(to: mark))
    try realm.commitWriteTransaction()
    let people2 = hannahsParents.value(forKeyPath: "self") as! [PersonObject]
    XCTAssertEqual(people2.count, 1)
    XCTAssertTrue(people2[0].isEqual(to: mark))
    realm.beginWriteTransaction()
    let diane = PersonObject.create(in: realm, withValue: ["Diane", 29, [hannah]]) as! PersonObject
    try realm.commitWriteTransaction()
    let people3 = hannahsParents.value(forKeyPath: "self") as! [PersonObject]
    XCTAssertEqual(people3.count, 2)
    XCTAssertTrue(people3[0].isEqual(to: mark))
    XCTAssertTrue(people3[1].isEqual(to: diane))
    realm.beginWriteTransaction()
    realm.delete(hannah)
    try realm.commitWriteTransaction()
    let people4 = hannahsParents.value(forKeyPath: "self") as! [PersonObject]
    XCTAssertEqual(people4.count, 0)
}

/// An unmanaged person's parents are empty: no first or last, nothing to enumerate, empty queries and sorts, nil or zero aggregates and collection operators, NSNotFound indexes, and no notifications.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/LinkingObjectsTests.mm LinkingObjectsTests.testLinkingObjectsOnUnmanagedObject
func testObjcLinkingObjectsOfUnmanagedPerson() throws {
    let don = PersonObject(value: ["Don", 60, []])
    XCTAssertEqual(don.parents!.count, 0)
    XCTAssertNil(don.parents!.firstObject())
    XCTAssertNil(don.parents!.lastObject())
    for _ in don.parents! {
        XCTFail("Got an item in empty linking objects")
    }
    XCTAssertEqual(don.parents!.sortedResults(usingKeyPath: "age", ascending: true).count, 0)
    XCTAssertEqual(don.parents!.objects(where: "TRUEPREDICATE").count, 0)
    XCTAssertNil(don.parents!.min(ofProperty: "age"))
    XCTAssertNil(don.parents!.max(ofProperty: "age"))
    XCTAssertEqual(don.parents!.sum(ofProperty: "age") as! Int, 0)
    XCTAssertNil(don.parents!.average(ofProperty: "age"))
    XCTAssertEqual(don.parents!.value(forKey: "age") as! [Int], [])
    XCTAssertEqual(don.parents!.value(forKeyPath: "@count") as! Int, 0)
    XCTAssertNil(don.parents!.value(forKeyPath: "@min.age"))
    XCTAssertNil(don.parents!.value(forKeyPath: "@max.age"))
    XCTAssertEqual(don.parents!.value(forKeyPath: "@sum.age") as! Int, 0)
    XCTAssertNil(don.parents!.value(forKeyPath: "@avg.age"))
    let mark = PersonObject(value: ["Mark", 30, []])
    XCTAssertEqual(don.parents!.index(of: mark), NSNotFound)
    XCTAssertEqual(don.parents!.indexOfObject(where: "TRUEPREDICATE"), NSNotFound)
    assertThrows(don.parents!.addNotificationBlock { _, _, _ in },
                 reason: "Change notifications are only supported on managed collections.")
}

/// A frozen person's parents are those of its version: they stay as they were after later commits and after the person is deleted.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/LinkingObjectsTests.mm LinkingObjectsTests.testLinkingObjectsOnFrozenObject
func testObjcLinkingObjectsOfFrozenPerson() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let hannah = PersonObject.create(in: realm, withValue: ["Hannah", 0]) as! PersonObject
    let mark = PersonObject.create(in: realm, withValue: ["Mark", 30, [hannah]]) as! PersonObject
    try realm.commitWriteTransaction()
    let frozenHannah = hannah.freeze() as! PersonObject
    let frozenMark = mark.freeze() as! PersonObject
    let people5 = frozenHannah.parents!.value(forKeyPath: "self") as! [PersonObject]
    XCTAssertEqual(people5.count, 1)
    XCTAssertTrue(people5[0].isEqual(to: frozenMark))
    realm.beginWriteTransaction()
    let diane = PersonObject.create(in: realm, withValue: ["Diane", 29, [hannah]]) as! PersonObject
    try realm.commitWriteTransaction()
    let frozenHannah2 = hannah.freeze() as! PersonObject
    let frozenMark2 = mark.freeze() as! PersonObject
    let frozenDiane = diane.freeze() as! PersonObject
    let people6 = frozenHannah.parents!.value(forKeyPath: "self") as! [PersonObject]
    XCTAssertEqual(people6.count, 1)
    XCTAssertTrue(people6[0].isEqual(to: frozenMark))
    let people7 = frozenHannah2.parents!.value(forKeyPath: "self") as! [PersonObject]
    XCTAssertEqual(people7.count, 2)
    XCTAssertTrue(people7[0].isEqual(to: frozenMark2))
    XCTAssertTrue(people7[1].isEqual(to: frozenDiane))
    realm.beginWriteTransaction()
    realm.delete(hannah)
    try realm.commitWriteTransaction()
    let people8 = frozenHannah.parents!.value(forKeyPath: "self") as! [PersonObject]
    XCTAssertEqual(people8.count, 1)
    XCTAssertTrue(people8[0].isEqual(to: frozenMark))
    let people9 = frozenHannah2.parents!.value(forKeyPath: "self") as! [PersonObject]
    XCTAssertEqual(people9.count, 2)
    XCTAssertTrue(people9[0].isEqual(to: frozenMark2))
    XCTAssertTrue(people9[1].isEqual(to: frozenDiane))
}

/// A query on a person's parents is live: after a parent drops the child, its count, index query and contents leave that parent out.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/LinkingObjectsTests.mm LinkingObjectsTests.testFilteredLinkingObjects
func testObjcFilteredLinkingObjects() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let hannah = PersonObject.create(in: realm, withValue: ["Hannah", 0]) as! PersonObject
    let mark = PersonObject.create(in: realm, withValue: ["Mark", 30, [hannah]]) as! PersonObject
    let diane = PersonObject.create(in: realm, withValue: ["Diane", 29, [hannah]]) as! PersonObject
    let hannahsParents = hannah.parents!
    let resultsA = hannahsParents.objects(where: "age > 25")
    let resultsB = hannahsParents.objects(where: "age > 25")
    let resultsC = hannahsParents.objects(where: "age > 25")
    mark.children.removeAllObjects()
    try realm.commitWriteTransaction()
    XCTAssertEqual(resultsA.count, 1)
    XCTAssertEqual(resultsB.indexOfObject(where: "name = 'Mark'"), NSNotFound)
    let people10 = resultsC.value(forKeyPath: "self") as! [PersonObject]
    XCTAssertEqual(people10.count, 1)
    XCTAssertTrue(people10[0].isEqual(to: diane))
}

/// A block registered on a person's parents is called once at first with the parents, no change and no error.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/LinkingObjectsTests.mm LinkingObjectsTests.testNotificationSentInitially
func testObjcLinkingObjectsInitialNotification() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let hannah = PersonObject.create(in: realm, withValue: ["Hannah", 0]) as! PersonObject
    let mark = PersonObject.create(in: realm, withValue: ["Mark", 30, [hannah]]) as! PersonObject
    try realm.commitWriteTransaction()
    var calls = 0
    let token = hannah.parents!.addNotificationBlock { linkingObjects, change, error in
        let people11 = linkingObjects!.value(forKeyPath: "self") as! [PersonObject]
        XCTAssertEqual(people11.count, 1)
        XCTAssertTrue(people11[0].isEqual(to: mark))
        XCTAssertNil(change)
        XCTAssertNil(error)
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

/// Deleting a parent while a block observes the child's parents calls the block with the parents and no error.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/LinkingObjectsTests.mm LinkingObjectsTests.testDeletingObjectWithNotificationsRegistered
func testObjcLinkingObjectsDeleteObserved() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let hannah = PersonObject.create(in: realm, withValue: ["Hannah", 0]) as! PersonObject
    let mark = PersonObject.create(in: realm, withValue: ["Mark", 30, [hannah]]) as! PersonObject
    try realm.commitWriteTransaction()
    var calls = 0
    let token = hannah.parents!.addNotificationBlock { linkingObjects, _, error in
        XCTAssertNotNil(linkingObjects)
        XCTAssertNil(error)
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.beginWriteTransaction()
    realm.delete(mark)
    try realm.commitWriteTransaction()
    realm.refresh()
    XCTAssertEqual(calls, 2)
    XCTAssertEqual(hannah.parents!.count, 0)
    token.invalidate()
}

/// After a parent is added in a later commit, the parents' block is called a second time, now with a change.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/LinkingObjectsTests.mm LinkingObjectsTests.testNotificationSentAfterCommit
func testObjcLinkingObjectsNotifiedAfterCommit() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let hannah = PersonObject.create(in: realm, withValue: ["Hannah", 0]) as! PersonObject
    try realm.commitWriteTransaction()
    var first = true
    var calls = 0
    let token = hannah.parents!.addNotificationBlock { linkingObjects, change, error in
        XCTAssertNotNil(linkingObjects)
        XCTAssertTrue(first ? change == nil : change != nil)
        XCTAssertNil(error)
        first = false
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.beginWriteTransaction()
    PersonObject.create(in: realm, withValue: ["Mark", 30, PersonObject.objects(in: realm, where: "name == 'Hannah'")])
    try realm.commitWriteTransaction()
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token.invalidate()
}

/// An empty write transaction does not call the parents' block again.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/LinkingObjectsTests.mm LinkingObjectsTests.testNotificationNotSentForUnrelatedChange
func testObjcLinkingObjectsNotNotifiedForEmptyWrite() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let hannah = PersonObject.create(in: realm, withValue: ["Hannah", 0]) as! PersonObject
    try realm.commitWriteTransaction()
    var calls = 0
    let token = hannah.parents!.addNotificationBlock { _, _, _ in
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    try realm.transaction { }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

/// With autorefresh off, a commit that adds a parent calls the parents' block again only when the realm is refreshed, and the parents then hold the new one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/LinkingObjectsTests.mm LinkingObjectsTests.testNotificationSentOnlyForActualRefresh
func testObjcLinkingObjectsNotifiedOnlyOnRefresh() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let hannah = PersonObject.create(in: realm, withValue: ["Hannah", 0]) as! PersonObject
    try realm.commitWriteTransaction()
    var calls = 0
    var counts: [UInt] = []
    let token = hannah.parents!.addNotificationBlock { linkingObjects, _, error in
        XCTAssertNotNil(linkingObjects)
        XCTAssertNil(error)
        calls += 1
        counts.append(linkingObjects!.count)
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.autorefresh = false
    XCTAssertFalse(realm.autorefresh)
    try realm.transaction {
        PersonObject.create(in: realm, withValue: ["Mark", 30, PersonObject.objects(in: realm, where: "name == 'Hannah'")])
    }
    XCTAssertEqual(calls, 1)
    realm.refresh()
    XCTAssertEqual(calls, 2)
    XCTAssertEqual(counts, [0, 1])
    token.invalidate()
}
