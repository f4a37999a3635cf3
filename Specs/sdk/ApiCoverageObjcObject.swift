// page: sdk
// tags: object, sdk-api

class RLMPetRecord: RLMObject {
    @objc dynamic var id = 0
    @objc dynamic var name = ""
    @objc dynamic var age = 0
    @objc dynamic var nickname: String?
    @objc dynamic var cache = ""
    override class func primaryKey() -> String? { "id" }
    override class func indexedProperties() -> [String] { ["name"] }
    override class func ignoredProperties() -> [String] { ["cache"] }
    override class func requiredProperties() -> [String] { ["nickname"] }
    override class func defaultPropertyValues() -> [AnyHashable: Any]? { ["age": 1, "nickname": "none"] }
}

class RLMStrayRecord: RLMObject {
    @objc dynamic var name = ""
}

/// An RLMObject subclass answers the schema hooks it overrides, and the schema follows them: the primary key, the indexed property, the ignored property left out, the required property and the default values a new object takes; a class that overrides none answers RLMObject's defaults.
/// - section: sdk-api
/// - claims: sdk.api.objc.rlmobject-class
func testObjcObjectClassHooks() throws {
    XCTAssertEqual(RLMPetRecord.className(), "RLMPetRecord")
    XCTAssertEqual(RLMPetRecord.primaryKey(), "id")
    XCTAssertEqual(RLMPetRecord.indexedProperties(), ["name"])
    XCTAssertEqual(RLMPetRecord.ignoredProperties(), ["cache"])
    XCTAssertEqual(RLMPetRecord.requiredProperties(), ["nickname"])
    XCTAssertEqual(RLMPetRecord.defaultPropertyValues()?["age"] as? Int, 1)
    XCTAssertEqual(RLMPetRecord.linkingObjectsProperties(), [:])
    XCTAssertNil(RLMStrayRecord.primaryKey())
    XCTAssertEqual(RLMStrayRecord.indexedProperties(), [])
    let realm = try Realm()
    XCTAssertEqual(realm.schema["RLMPetRecord"]?.properties.map(\.name), ["id", "name", "age", "nickname"])
    XCTAssertEqual(realm.schema["RLMPetRecord"]?.primaryKeyProperty?.name, "id")
    let pet = RLMPetRecord()
    XCTAssertEqual(pet["age"] as? Int, 1)
    XCTAssertEqual(pet["nickname"] as? String, "none")
}

/// An RLMObject subclass creates objects in the default realm or a given one: create refuses an existing primary key, createOrUpdate and createOrUpdateModified update it, and updating a class without a primary key is refused.
/// - section: sdk-api
/// - claims: sdk.api.objc.rlmobject-class, sdk.api.objects.class-create
func testObjcObjectClassCreate() throws {
    let realm = RLMRealm.default()
    try realm.transaction {
        let vera = RLMPetRecord.create(in: realm, withValue: ["id": 1, "name": "Vera"])
        XCTAssertEqual(vera["name"] as? String, "Vera")
        assertThrows(RLMPetRecord.create(in: realm, withValue: ["id": 1, "name": "Twin"]), .primaryKeyExists)
        let verena = RLMPetRecord.createOrUpdate(in: realm, withValue: ["id": 1, "name": "Verena"])
        XCTAssertEqual(verena["name"] as? String, "Verena")
        let ali = RLMPetRecord.createOrUpdateModified(in: realm, withValue: ["id": 2, "name": "Ali"])
        XCTAssertEqual(ali["name"] as? String, "Ali")
        let bo = RLMPetRecord.createInDefaultRealm(withValue: ["id": 3, "name": "Bo"])
        XCTAssertEqual(bo["name"] as? String, "Bo")
        let bob = RLMPetRecord.createOrUpdateInDefaultRealm(withValue: ["id": 3, "name": "Bob"])
        XCTAssertEqual(bob["name"] as? String, "Bob")
        let alina = RLMPetRecord.createOrUpdateModifiedInDefaultRealm(withValue: ["id": 2, "name": "Alina"])
        XCTAssertEqual(alina["name"] as? String, "Alina")
        assertThrows(RLMStrayRecord.createOrUpdate(in: realm, withValue: ["name": "Rex"]),
                     reason: "'RLMStrayRecord' does not have a primary key and can not be updated")
    }
    XCTAssertEqual(RLMPetRecord.allObjects(in: realm).count, 3)
    XCTAssertEqual(RLMStrayRecord.allObjects(in: realm).count, 0)
}

/// An RLMObject subclass queries the default realm, or the realm given with in:, by a format with variadic or va_list arguments, by an NSPredicate (nil is every object) and by primary key.
/// - section: sdk-api
/// - claims: sdk.api.objc.rlmobject-class, sdk.api.objects.class-queries
func testObjcObjectClassQueries() throws {
    let realm = RLMRealm.default()
    try realm.transaction {
        realm.add(RLMPetRecord(value: ["id": 1, "name": "Rex", "age": 3]))
        realm.add(RLMPetRecord(value: ["id": 2, "name": "Ash", "age": 5]))
        realm.add(RLMPetRecord(value: ["id": 3, "name": "Bo", "age": 9]))
    }
    XCTAssertEqual(RLMPetRecord.allObjects().count, 3)
    XCTAssertEqual(RLMPetRecord.allObjects(in: realm).count, 3)
    XCTAssertEqual(RLMPetRecord.objects(where: "age > %@", 4).count, 2)
    XCTAssertEqual(RLMPetRecord.objects(where: "age < %@", args: getVaList([4])).count, 1)
    XCTAssertEqual(RLMPetRecord.objects(with: NSPredicate(format: "name == %@", "Bo")).count, 1)
    XCTAssertEqual(RLMPetRecord.objects(with: nil).count, 3)
    XCTAssertEqual(RLMPetRecord.objects(in: realm, where: "age > %@", 8).count, 1)
    XCTAssertEqual(RLMPetRecord.objects(in: realm, where: "age > %@", args: getVaList([2])).count, 3)
    XCTAssertEqual(RLMPetRecord.objects(in: realm, with: NSPredicate(format: "age == %@", 5)).count, 1)
    XCTAssertEqual(RLMPetRecord.object(forPrimaryKey: 2)?["name"] as? String, "Ash")
    XCTAssertEqual(RLMPetRecord.object(in: realm, forPrimaryKey: 3)?["name"] as? String, "Bo")
    XCTAssertNil(RLMPetRecord.object(forPrimaryKey: 4))
}

/// An RLMObject made with init() or init(value:) is unmanaged: no realm, neither invalidated nor frozen, and it cannot be frozen; its keyed subscript reads and writes; once added it has its realm and is equal to another read of it, freezes into a frozen copy that keeps its values and thaws to the live object, and is invalidated once deleted.
/// - section: sdk-api
/// - claims: sdk.api.objc.rlmobject-instance
func testObjcObjectInstanceMembers() throws {
    let stray = RLMStrayRecord()
    XCTAssertEqual(stray["name"] as? String, "")
    let rex = RLMPetRecord(value: ["id": 1, "name": "Rex"])
    XCTAssertNil(rex.realm)
    XCTAssertFalse(rex.isInvalidated)
    XCTAssertFalse(rex.isFrozen)
    assertThrows(rex.freeze(), reason: "Unmanaged objects cannot be frozen.")
    rex["age"] = 4
    XCTAssertEqual(rex["age"] as? Int, 4)
    XCTAssertEqual(rex.objectSchema.className, "RLMPetRecord")
    let realm = RLMRealm.default()
    try realm.transaction { realm.add(rex) }
    XCTAssertNotNil(rex.realm)
    XCTAssertTrue(rex.isEqual(to: RLMPetRecord.object(forPrimaryKey: 1)))
    XCTAssertFalse(rex.isEqual(to: RLMPetRecord()))
    let frozen = rex.freeze()
    XCTAssertTrue(frozen.isFrozen)
    try realm.transaction { rex["name"] = "Rexy" }
    XCTAssertEqual(frozen["name"] as? String, "Rex")
    XCTAssertEqual(frozen.thaw()?["name"] as? String, "Rexy")
    try realm.transaction { realm.delete(rex) }
    XCTAssertTrue(rex.isInvalidated)
}

/// An RLMObject's notification block hears a change of the object, and, given key paths, only changes of those properties; it hears the deletion too.
/// - section: sdk-api
/// - claims: sdk.api.objc.rlmobject-instance
func testObjcObjectNotifications() throws {
    let realm = RLMRealm.default()
    let rex = RLMPetRecord(value: ["id": 1, "name": "Rex"])
    try realm.transaction { realm.add(rex) }
    var changes = 0
    var deleted = false
    let token = rex.addNotificationBlock { isDeleted, _, _ in
        if isDeleted { deleted = true } else { changes += 1 }
    }
    var nameChanges = 0
    let named = rex.addNotificationBlock({ _, _, _ in nameChanges += 1 }, keyPaths: ["name"])
    realm.refresh()
    try realm.transaction { rex["age"] = 7 }
    realm.refresh()
    XCTAssertEqual(changes, 1)
    XCTAssertEqual(nameChanges, 0)
    try realm.transaction { rex["name"] = "Rexy" }
    realm.refresh()
    XCTAssertEqual(changes, 2)
    XCTAssertEqual(nameChanges, 1)
    try realm.transaction { realm.delete(rex) }
    realm.refresh()
    XCTAssertTrue(deleted)
    token.invalidate()
    named.invalidate()
}
