// page: sdk
// tags: realm, sdk-api

/// A realm's schema lists every model class; a class's schema names its stored properties in declaration order, leaving linking objects out, and its primary key property.
/// - section: sdk-api
/// - claims: sdk.api.objects.realm-schema
func testRealmSchema() throws {
    let realm = try Realm()
    let classes = realm.schema.objectSchema.map(\.className)
    XCTAssertTrue(classes.contains("Dog"))
    XCTAssertTrue(classes.contains("Person"))
    XCTAssertTrue(classes.contains("Address"))
    XCTAssertEqual(realm.schema["Person"]?.properties.map(\.name), ["id", "name", "dogs", "address"])
    XCTAssertEqual(realm.schema["Person"]?.primaryKeyProperty?.name, "id")
    XCTAssertEqual(realm.schema["Dog"]?.className, "Dog")
    XCTAssertNil(realm.schema["Dog"]?.primaryKeyProperty)
    XCTAssertNil(realm.schema["Cat"])
}

/// The configuration of the realm a scenario opens is the default one: writable, at schema version 0, with no list of object types (every model class).
/// - section: sdk-api
/// - claims: sdk.api.objects.realm-configuration
func testRealmConfiguration() throws {
    let realm = try Realm()
    XCTAssertFalse(realm.configuration.readOnly)
    XCTAssertEqual(realm.configuration.schemaVersion, 0)
    XCTAssertNil(realm.configuration.objectTypes)
}

/// isEmpty is true until an object is added and again after every object is deleted; an embedded object alone never exists, so it has no say.
/// - section: sdk-api
/// - claims: sdk.api.objects.realm-state
func testRealmIsEmpty() throws {
    let realm = try Realm()
    XCTAssertTrue(realm.isEmpty)
    try realm.write { realm.add(Dog(value: ["name": "Rex"])) }
    XCTAssertFalse(realm.isEmpty)
    try realm.write { realm.deleteAll() }
    XCTAssertTrue(realm.isEmpty)
}

/// isFrozen is false for the live realm and true for its frozen snapshot; thawing gives a live realm equal to the first, and two frozen realms of one version are equal.
/// - section: sdk-api
/// - claims: sdk.api.objects.realm-state
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testIsFrozen
func testRealmIsFrozenAndEquality() throws {
    let realm = try Realm()
    XCTAssertFalse(realm.isFrozen)
    let frozen = realm.freeze()
    XCTAssertTrue(frozen.isFrozen)
    XCTAssertFalse(realm.isFrozen)
    XCTAssertFalse(frozen == realm)
    XCTAssertTrue(frozen == realm.freeze())
    let thawed = frozen.thaw()
    XCTAssertFalse(thawed.isFrozen)
    XCTAssertTrue(thawed == realm)
    XCTAssertTrue(realm == (try Realm()))
}

/// observe(_:) on a realm hears each commit as didChange with the realm itself; after the token is invalidated it hears nothing more, and a token invalidated at once hears nothing, not even an empty write.
/// - section: sdk-api
/// - claims: sdk.api.objects.realm-observe
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testRemoveNotification
func testRealmObserve() throws {
    let realm = try Realm()
    var notes: [String] = []
    let token = realm.observe { notification, r in
        XCTAssertTrue(r == realm)
        notes.append(notification == .didChange ? "didChange" : "other")
    }
    try realm.write { realm.add(Dog(value: ["name": "Rex"])) }
    realm.refresh()
    XCTAssertTrue(notes.count >= 1)
    XCTAssertEqual(Set(notes), ["didChange"])
    token.invalidate()
    let heard = notes.count
    try realm.write { realm.add(Dog(value: ["name": "Ash"])) }
    realm.refresh()
    XCTAssertEqual(notes.count, heard)
    var called = false
    let never = realm.observe { _, _ in called = true }
    never.invalidate()
    try realm.write { }
    realm.refresh()
    XCTAssertFalse(called)
}

/// A Swift realm adds and deletes with its own spelling of RLMRealm's names: add(_:) takes a sequence, add(_:update:) updates an object of the same primary key; delete(_:) and deleteAll() remove.
/// - section: sdk-api
/// - claims: sdk.api.objects.rlmrealm
func testRLMRealmAddAndDelete() throws {
    let realm = try Realm()
    try realm.write {
        realm.add([Person(value: ["id": 1, "name": "Vera"]), Person(value: ["id": 2, "name": "Ali"])])
    }
    XCTAssertEqual(realm.objects(Person.self).count, 2)
    try realm.write {
        realm.add([Person(value: ["id": 2, "name": "Alina"]), Person(value: ["id": 3, "name": "Bo"])], update: .all)
    }
    XCTAssertEqual(realm.objects(Person.self).count, 3)
    XCTAssertEqual(realm.object(ofType: Person.self, forPrimaryKey: 2)?.name, "Alina")
    try realm.write { realm.delete(realm.object(ofType: Person.self, forPrimaryKey: 1)!) }
    XCTAssertEqual(realm.objects(Person.self).count, 2)
    try realm.write { realm.delete(realm.objects(Person.self).where { $0.id == 2 }) }
    XCTAssertEqual(realm.objects(Person.self).map(\.name), ["Bo"])
    try realm.write { realm.deleteAll() }
    XCTAssertTrue(realm.isEmpty)
}

/// RLMRealm's addObject: is add(_:) in Swift: adding one object makes it managed by the realm; adding it outside a write is refused.
/// - section: sdk-api
/// - claims: sdk.api.objects.rlmrealm
func testRLMRealmAddObject() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    assertThrows(realm.add(rex), .notInWriteTransaction)
    try realm.write { realm.add(rex) }
    XCTAssertTrue(rex.realm == realm)
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
}

/// transaction { } commits what its block did; transaction(withoutNotifying:) commits without telling the listed token.
/// - section: sdk-api
/// - claims: sdk.api.objects.rlmrealm
/// - sdk-test: Realm/Tests/NotificationTests.m NotificationTests.testSuppressRealmNotificationInTransactionWithBlock
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testRealmTransactionBlock
func testRLMRealmTransaction() throws {
    let realm = try Realm()
    try ObjectiveCSupport.convert(object: realm).transaction { realm.add(Dog(value: ["name": "Rex"])) }
    XCTAssertFalse(realm.isInWriteTransaction)
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
    XCTAssertEqual(realm.objects(Dog.self).first?.name, "Rex")
    var heard = 0
    let token = realm.observe { _, _ in heard += 1 }
    realm.refresh()
    let before = heard
    try ObjectiveCSupport.convert(object: realm).transaction(withoutNotifying: [token]) { realm.add(Dog(value: ["name": "Ash"])) }
    realm.refresh()
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
    XCTAssertEqual(heard, before)
    try ObjectiveCSupport.convert(object: realm).transaction(withoutNotifying: [token]) { realm.deleteAll() }
    realm.refresh()
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
    XCTAssertEqual(heard, before)
    token.invalidate()
}

/// commitWrite(withoutNotifying:) skips the listed token of a query's results,
/// sorted or not, while a token of the same results that is not listed hears
/// the change.
/// - section: sdk-api
/// - sdk-test: Realm/Tests/NotificationTests.m NotificationTests.testSuppressCollectionNotification
func testCommitWithoutNotifyingResults() throws {
    let realm = try Realm()
    try realm.write {
        for age in 0..<10 {
            realm.add(Dog(value: ["name": "Dog \(age)", "age": age]))
        }
    }
    let query = realm.objects(Dog.self).filter("age > 0 AND age < 5")
    let sorted = query.sorted(byKeyPath: "age", ascending: false)
    var queryCalls = 0
    var sortedCalls = 0
    var listenerCalls = 0
    let queryToken = query.observe { _ in queryCalls += 1 }
    let sortedToken = sorted.observe { _ in sortedCalls += 1 }
    let listenerToken = query.observe { _ in listenerCalls += 1 }
    realm.refresh()
    XCTAssertEqual(queryCalls, 1)
    XCTAssertEqual(sortedCalls, 1)
    XCTAssertEqual(listenerCalls, 1)
    realm.beginWrite()
    realm.deleteAll()
    try realm.commitWrite(withoutNotifying: [queryToken, sortedToken])
    realm.refresh()
    XCTAssertEqual(queryCalls, 1)
    XCTAssertEqual(sortedCalls, 1)
    XCTAssertEqual(listenerCalls, 2)
    XCTAssertEqual(query.count, 0)
    queryToken.invalidate()
    sortedToken.invalidate()
    listenerToken.invalidate()
}

/// refresh() answers false for a frozen realm and inside a write, where nothing can advance; invalidate() ends the read, so an object read before is invalidated while the realm reads on.
/// - section: sdk-api
/// - claims: sdk.api.objects.rlmrealm
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testRefreshInWriteTransactionReturnsFalse
func testRLMRealmRefreshAndInvalidate() throws {
    let realm = try Realm()
    try realm.write { realm.add(Dog(value: ["name": "Rex"])) }
    let rex = realm.objects(Dog.self).first!
    XCTAssertFalse(rex.isInvalidated)
    realm.invalidate()
    XCTAssertTrue(rex.isInvalidated)
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
    XCTAssertFalse(realm.freeze().refresh())
    try realm.write { XCTAssertFalse(realm.refresh()) }
    realm.beginWrite()
    realm.add(Dog(value: ["name": "Ash"]))
    XCTAssertFalse(realm.refresh())
    realm.cancelWrite()
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
}

/// RLMRealm.default() is the default realm, the one Realm() opens: it sees what the scenario's realm adds.
/// - section: sdk-api
/// - claims: sdk.api.objects.rlmrealm
func testRLMRealmDefault() throws {
    let realm = try Realm()
    let rlm = RLMRealm.default()
    XCTAssertTrue(rlm.isEmpty)
    try realm.write { realm.add(Dog(value: ["name": "Rex"])) }
    XCTAssertFalse(rlm.isEmpty)
    XCTAssertEqual(rlm.allObjects("Dog").count, 1)
}
