// page: sdk
// tags: embedded-object, sdk-api

class RLMKennelRecord: RLMObject {
    @objc dynamic var id = 0
    @objc dynamic var badge: RLMBadgeRecord?
    override class func primaryKey() -> String? { "id" }
}

class RLMBadgeRecord: RLMEmbeddedObject {
    @objc dynamic var mark = ""
    @objc dynamic var code = 0
    @objc dynamic var note: String?
    @objc dynamic var scratch = ""
    override class func ignoredProperties() -> [String] { ["scratch"] }
    override class func requiredProperties() -> [String] { ["note"] }
    override class func defaultPropertyValues() -> [AnyHashable: Any]? { ["code": 7, "note": "-"] }
}

class RLMTagRecord: RLMEmbeddedObject {
    @objc dynamic var text = ""
}

/// An RLMEmbeddedObject subclass answers its name and the schema hooks it overrides, and the schema follows them: the ignored property is left out and a new object takes the default values; a class that overrides none answers RLMEmbeddedObject's defaults.
/// - section: sdk-api
/// - claims: sdk.api.objc.rlmembedded
func testObjcEmbeddedObjectClassHooks() throws {
    XCTAssertEqual(RLMBadgeRecord.className(), "RLMBadgeRecord")
    XCTAssertEqual(RLMBadgeRecord.ignoredProperties(), ["scratch"])
    XCTAssertEqual(RLMBadgeRecord.requiredProperties(), ["note"])
    XCTAssertEqual(RLMBadgeRecord.defaultPropertyValues()?["code"] as? Int, 7)
    XCTAssertEqual(RLMBadgeRecord.linkingObjectsProperties(), [:])
    XCTAssertNil(RLMTagRecord.defaultPropertyValues())
    XCTAssertEqual(RLMTagRecord.requiredProperties(), [])
    let realm = try Realm()
    XCTAssertEqual(realm.schema["RLMBadgeRecord"]?.properties.map(\.name), ["mark", "code", "note"])
    let badge = RLMBadgeRecord()
    XCTAssertEqual(badge["code"] as? Int, 7)
    XCTAssertEqual(badge["note"] as? String, "-")
}

/// An RLMEmbeddedObject made with init(value:) is unmanaged until its parent is added: then it has its parent's realm, is equal to another read of it, freezes into a frozen copy that keeps its values and thaws to the live object; its keyed subscript reads and writes; replacing it invalidates it.
/// - section: sdk-api
/// - claims: sdk.api.objc.rlmembedded
func testObjcEmbeddedObjectInstanceMembers() throws {
    let badge = RLMBadgeRecord(value: ["mark": "gold"])
    XCTAssertNil(badge.realm)
    XCTAssertFalse(badge.isFrozen)
    XCTAssertFalse(badge.isInvalidated)
    XCTAssertEqual(badge.objectSchema.className, "RLMBadgeRecord")
    badge["code"] = 3
    XCTAssertEqual(badge["code"] as? Int, 3)
    let realm = RLMRealm.default()
    let kennel = RLMKennelRecord(value: ["id": 1])
    kennel["badge"] = badge
    try realm.transaction { realm.add(kennel) }
    let managed = RLMKennelRecord.object(forPrimaryKey: 1)!["badge"] as! RLMBadgeRecord
    XCTAssertNotNil(managed.realm)
    XCTAssertTrue(managed.isEqual(to: RLMKennelRecord.object(forPrimaryKey: 1)!["badge"] as? RLMBadgeRecord))
    XCTAssertFalse(managed.isEqual(to: RLMBadgeRecord()))
    let frozen = managed.freeze()
    XCTAssertTrue(frozen.isFrozen)
    try realm.transaction { managed["mark"] = "silver" }
    XCTAssertEqual(frozen["mark"] as? String, "gold")
    XCTAssertEqual(frozen.thaw()?["mark"] as? String, "silver")
    try realm.transaction { kennel["badge"] = RLMBadgeRecord(value: ["mark": "bronze"]) }
    XCTAssertTrue(managed.isInvalidated)
}

/// An RLMEmbeddedObject's notification block hears a change of the embedded object, and, given key paths, only changes of those properties.
/// - section: sdk-api
/// - claims: sdk.api.objc.rlmembedded
func testObjcEmbeddedObjectNotifications() throws {
    let realm = RLMRealm.default()
    try realm.transaction { realm.add(RLMKennelRecord(value: ["id": 1, "badge": ["mark": "gold"]])) }
    let badge = RLMKennelRecord.object(forPrimaryKey: 1)!["badge"] as! RLMBadgeRecord
    var changes = 0
    let token = badge.addNotificationBlock { _, _, _ in changes += 1 }
    var markChanges = 0
    let marked = badge.addNotificationBlock({ _, _, _ in markChanges += 1 }, keyPaths: ["mark"])
    realm.refresh()
    try realm.transaction { badge["code"] = 9 }
    realm.refresh()
    XCTAssertEqual(changes, 1)
    XCTAssertEqual(markChanges, 0)
    try realm.transaction { badge["mark"] = "silver" }
    realm.refresh()
    XCTAssertEqual(changes, 2)
    XCTAssertEqual(markChanges, 1)
    token.invalidate()
    marked.invalidate()
}
