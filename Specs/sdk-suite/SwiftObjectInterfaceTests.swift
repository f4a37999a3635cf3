// page: sdk
// tags: sdk-suite, object

class RLMSuiteDefaults: RLMObject {
    @objc dynamic var intCol = 1
    @objc dynamic var boolCol = true
    override class func defaultPropertyValues() -> [AnyHashable: Any]? { ["intCol": 2] }
}

class RLMSuiteKeyed: RLMObject {
    @objc dynamic var stringCol = ""
    @objc dynamic var intCol = 0
    override class func primaryKey() -> String { "stringCol" }
}

/// An object created from an empty value takes the class's defaultPropertyValues() over the property's own default, and the property's own default where defaultPropertyValues() names no value.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftObjectInterfaceTests.swift SwiftRLMObjectInterfaceTests.testMergedDefaultValuesSwiftRLMObject
func testObjcMergedDefaultValues() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    _ = RLMSuiteDefaults.create(in: realm, withValue: [:])
    try realm.commitWriteTransaction()
    let object = RLMSuiteDefaults.allObjects(in: realm).firstObject() as! RLMSuiteDefaults
    XCTAssertEqual(object.intCol, 2)
    XCTAssertEqual(object.boolCol, true)
}

/// createOrUpdateInDefaultRealm(withValue:) on a class with a string primary key adds an object for a new key and updates the object of an existing one, as the live results of allObjects() show within the write.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftObjectInterfaceTests.swift SwiftRLMObjectInterfaceTests.testCreateOrUpdate
func testObjcCreateOrUpdateInDefaultRealm() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    _ = RLMSuiteKeyed.createOrUpdateInDefaultRealm(withValue: ["string", 1])
    let objects = RLMSuiteKeyed.allObjects()
    XCTAssertEqual(objects.count, 1)
    XCTAssertEqual((objects[0] as! RLMSuiteKeyed).intCol, 1)
    _ = RLMSuiteKeyed.createOrUpdateInDefaultRealm(withValue: ["string2", 2])
    XCTAssertEqual(objects.count, 2)
    _ = RLMSuiteKeyed.createOrUpdateInDefaultRealm(withValue: ["string", 3])
    XCTAssertEqual(objects.count, 2)
    XCTAssertEqual((objects[0] as! RLMSuiteKeyed).intCol, 3)
    try realm.commitWriteTransaction()
}

/// object(forPrimaryKey:) finds the object created in the current write by its string primary key.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftObjectInterfaceTests.swift SwiftRLMObjectInterfaceTests.testObjectForPrimaryKey
func testObjcObjectForStringPrimaryKey() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    _ = RLMSuiteKeyed.createOrUpdateInDefaultRealm(withValue: ["string", 1])
    let obj = RLMSuiteKeyed.object(forPrimaryKey: "string")
    XCTAssertNotNil(obj)
    XCTAssertEqual(obj!.intCol, 1)
    realm.cancelWriteTransaction()
    XCTAssertNil(RLMSuiteKeyed.object(forPrimaryKey: "string"))
}
