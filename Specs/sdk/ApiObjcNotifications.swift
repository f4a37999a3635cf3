// page: sdk
// tags: notifications, sdk-api

/// A dog as an Objective-C model: an object of it is an RLMObject, whose addNotificationBlock is called.
class RLMNotifiedDog: RLMObject {
    @objc dynamic var name = ""
    @objc dynamic var age = 0
}

/// An object's addNotificationBlock hands its block whether the object was deleted, the changed properties and no error.
/// - section: sdk-api
/// - claims: sdk.api.object-add-notification-block
func testObjectAddNotificationBlock() throws {
    let realm = RLMRealm.default()
    let rex = RLMNotifiedDog(value: ["name": "Rex", "age": 3])
    try realm.transaction { realm.add(rex) }
    var changed: [String] = []
    var values: [Int] = []
    var deletions = 0
    var errors = 0
    let token = rex.addNotificationBlock { deleted, changes, error in
        if error != nil { errors += 1 }
        if deleted {
            deletions += 1
            XCTAssertNil(changes)
        } else {
            for c in changes! {
                changed.append(c.name)
                values.append(c.value as! Int)
            }
        }
    }
    realm.refresh()
    XCTAssertEqual(changed, [])
    try realm.transaction { rex.age = 4 }
    realm.refresh()
    XCTAssertEqual(changed, ["age"])
    XCTAssertEqual(values, [4])
    try realm.transaction { realm.delete(rex) }
    realm.refresh()
    XCTAssertEqual(deletions, 1)
    XCTAssertEqual(errors, 0)
    token.invalidate()
}

/// addNotificationBlock with key paths reports only changes to those properties.
/// - section: sdk-api
/// - claims: sdk.api.object-add-notification-block
/// - sdk-test: Realm/Tests/NotificationTests.m ObjectNotifierTests.testModifyUnobservedKeyPathLocally
func testObjectAddNotificationBlockKeyPaths() throws {
    let realm = RLMRealm.default()
    let rex = RLMNotifiedDog(value: ["name": "Rex", "age": 3])
    try realm.transaction { realm.add(rex) }
    var calls = 0
    let token = rex.addNotificationBlock({ _, _, _ in calls += 1 }, keyPaths: ["name"])
    try realm.transaction { rex.age = 4 }
    realm.refresh()
    XCTAssertEqual(calls, 0)
    try realm.transaction { rex.name = "Max" }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

/// addNotificationBlock on an unmanaged object is refused as observe is.
/// - section: sdk-api
/// - claims: sdk.api.object-add-notification-block.unmanaged
func testObjectAddNotificationBlockUnmanaged() throws {
    let rex = RLMNotifiedDog(value: ["name": "Rex"])
    assertThrows(rex.addNotificationBlock { _, _, _ in }, .unmanaged)
}

/// A realm's addNotificationBlock hears each commit with the didChange notification and the realm.
/// - section: sdk-api
/// - claims: sdk.api.realm-add-notification-block
func testRealmAddNotificationBlock() throws {
    let realm = try Realm()
    var notes: [String] = []
    let token = ObjectiveCSupport.convert(object: realm).addNotificationBlock { notification, r in
        XCTAssertTrue(r == realm)
        notes.append(notification == .didChange ? "didChange" : "other")
    }
    try realm.write { realm.add(Dog(value: ["name": "Rex"])) }
    realm.refresh()
    XCTAssertTrue(notes.count >= 1)
    XCTAssertEqual(Set(notes), ["didChange"])
    token.invalidate()
}
