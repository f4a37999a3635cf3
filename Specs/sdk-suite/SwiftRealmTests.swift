// page: sdk
// tags: sdk-suite, realm

class RLMSuiteText: RLMObject {
    @objc dynamic var stringCol = ""
}

/// An RLMRealm begins and commits a write that changes nothing: afterwards it is out of the write and as empty as before.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftRealmTests.swift SwiftRLMRealmTests.testEmptyWriteTransaction
func testObjcRealmEmptyWriteTransaction() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    XCTAssertTrue(realm.inWriteTransaction)
    try realm.commitWriteTransaction()
    XCTAssertFalse(realm.inWriteTransaction)
    XCTAssertTrue(realm.isEmpty)
}

/// Objects an RLMObject class creates in an RLMRealm are counted inside the write and after it, in creation order; deleting the third and the first inside a write leaves the second, counted before and after the commit.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftRealmTests.swift SwiftRLMRealmTests.testRealmAddAndRemoveObjects
/// - sdk-test: Realm/Tests/Swift/SwiftRealmTests.swift SwiftRLMRealmTests.testRealmAddAndRemoveObjects_objc
/// - sdk-test: Realm/Tests/RealmTests.mm RealmTests.testRealmAddAndRemoveObjects
func testObjcRealmAddAndRemoveObjects() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    _ = RLMSuiteText.create(in: realm, withValue: ["a"])
    _ = RLMSuiteText.create(in: realm, withValue: ["b"])
    _ = RLMSuiteText.create(in: realm, withValue: ["c"])
    XCTAssertEqual(RLMSuiteText.allObjects(in: realm).count, 3)
    try realm.commitWriteTransaction()
    var objects = RLMSuiteText.allObjects(in: realm)
    XCTAssertEqual(objects.count, 3)
    XCTAssertEqual((objects[0] as! RLMSuiteText).stringCol, "a")
    realm.beginWriteTransaction()
    realm.delete(objects[2] as! RLMSuiteText)
    realm.delete(objects[0] as! RLMSuiteText)
    XCTAssertEqual(RLMSuiteText.allObjects(in: realm).count, 1)
    try realm.commitWriteTransaction()
    objects = RLMSuiteText.allObjects(in: realm)
    XCTAssertEqual(objects.count, 1)
    XCTAssertEqual((objects[0] as! RLMSuiteText).stringCol, "b")
}

/// The default realm opened from Swift is an RLMRealm.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftRealmTests.swift SwiftRLMRealmTests.testRealmExists
func testObjcRealmOpensFromSwift() throws {
    let realm = RLMRealm.default()
    XCTAssertNotNil(realm)
    XCTAssertTrue((realm as AnyObject) is RLMRealm)
}

class SwiftRLMIgnoredPropertiesObject: RLMObject {
    @objc dynamic var name = ""
    @objc dynamic var age = 0
    @objc dynamic var runtimeProperty: AnyObject?
    @objc dynamic var readOnlyProperty: Int { return 0 }
    override class func ignoredProperties() -> [String]? { ["runtimeProperty"] }
}

/// An ignored property set on a managed object is not stored: the handle it
/// was set on keeps it, the object read back from the realm has it nil, and
/// its stored name is kept.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftRealmTests.swift SwiftRLMRealmTests.testRealmIgnoresProperties
func testObjcRealmIgnoresProperty() throws {
    let realm = RLMRealm.default()
    let object = SwiftRLMIgnoredPropertiesObject()
    realm.beginWriteTransaction()
    object.name = "@ql"
    object.age = 52
    realm.add(object)
    try realm.commitWriteTransaction()
    realm.beginWriteTransaction()
    object.runtimeProperty = NSObject()
    try realm.commitWriteTransaction()
    XCTAssertNotNil(object.runtimeProperty)
    let objects = SwiftRLMIgnoredPropertiesObject.allObjects(in: realm)
    XCTAssertEqual(objects.count, 1)
    let stored = objects[0] as! SwiftRLMIgnoredPropertiesObject
    XCTAssertNil(stored.runtimeProperty)
    XCTAssertEqual(stored.name, "@ql")
}
