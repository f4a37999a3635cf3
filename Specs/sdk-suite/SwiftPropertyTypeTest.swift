// page: sdk
// tags: sdk-suite, object

class RLMSuiteLong: RLMObject {
    @objc dynamic var longCol: Int64 = 0
}

class RLMSuiteIntSizes: RLMObject {
    @objc dynamic var int8: Int8 = 0
    @objc dynamic var int16: Int16 = 0
    @objc dynamic var int32: Int32 = 0
    @objc dynamic var int64: Int64 = 0
}

class RLMSuiteLazy: RLMObject {
    @objc dynamic lazy var lazyProperty: String = "hello world"
}

class RLMSuiteIgnoredLazy: RLMObject {
    @objc dynamic var id = 0
    @objc dynamic lazy var ignoredVar: String = "hello world"
    override class func ignoredProperties() -> [String] { ["ignoredVar"] }
}

/// An Int64 property of an RLMObject stores values past 32 bits, 2^31 - 1 and a negative one, each read back by position; an update to one is read back after its commit.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftPropertyTypeTest.swift SwiftRLMPropertyTypeTest.testLongType
func testObjcLongProperty() throws {
    let longNumber: Int64 = 17179869184
    let intNumber: Int64 = 2147483647
    let negativeLongNumber: Int64 = -17179869184
    let updatedLongNumber: Int64 = 8589934592
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    _ = RLMSuiteLong.create(in: realm, withValue: [longNumber])
    _ = RLMSuiteLong.create(in: realm, withValue: [intNumber])
    _ = RLMSuiteLong.create(in: realm, withValue: [negativeLongNumber])
    try realm.commitWriteTransaction()
    let objects = RLMSuiteLong.allObjects(in: realm)
    XCTAssertEqual(objects.count, 3)
    XCTAssertEqual((objects[0] as! RLMSuiteLong).longCol, longNumber)
    XCTAssertEqual((objects[1] as! RLMSuiteLong).longCol, intNumber)
    XCTAssertEqual((objects[2] as! RLMSuiteLong).longCol, negativeLongNumber)
    realm.beginWriteTransaction()
    let first = objects[0] as! RLMSuiteLong
    first.longCol = updatedLongNumber
    try realm.commitWriteTransaction()
    XCTAssertEqual((objects[0] as! RLMSuiteLong).longCol, updatedLongNumber)
}

/// Int8, Int16, Int32 and Int64 properties each keep a value near their width, set on the unmanaged object and read back from the added one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftPropertyTypeTest.swift SwiftRLMPropertyTypeTest.testIntSizes
/// - sdk-test: Realm/Tests/Swift/SwiftPropertyTypeTest.swift SwiftRLMPropertyTypeTest.testIntSizes_objc
func testObjcIntSizes() throws {
    let v8: Int8 = 32
    let v16: Int16 = 4096
    let v32: Int32 = 1073741824
    let v64: Int64 = 1099511627776
    let realm = RLMRealm.default()
    try realm.transaction {
        let obj = RLMSuiteIntSizes()
        obj.int8 = v8
        XCTAssertEqual(obj.int8, v8)
        obj.int16 = v16
        XCTAssertEqual(obj.int16, v16)
        obj.int32 = v32
        XCTAssertEqual(obj.int32, v32)
        obj.int64 = v64
        XCTAssertEqual(obj.int64, v64)
        realm.add(obj)
    }
    let obj = RLMSuiteIntSizes.allObjects(in: realm)[0] as! RLMSuiteIntSizes
    XCTAssertEqual(obj.int8, v8)
    XCTAssertEqual(obj.int16, v16)
    XCTAssertEqual(obj.int32, v32)
    XCTAssertEqual(obj.int64, v64)
}

/// An RLMObject with a lazy var, ignored or not, is written: the lazy var is not one of its persisted properties.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftPropertyTypeTest.swift SwiftRLMPropertyTypeTest.testLazyVarProperties
/// - sdk-test: Realm/Tests/Swift/SwiftPropertyTypeTest.swift SwiftRLMPropertyTypeTest.testIgnoredLazyVarProperties
func testObjcLazyVarProperties() throws {
    let realm = RLMRealm.default()
    XCTAssertNoThrow(try realm.transaction { realm.add(RLMSuiteLazy()) })
    XCTAssertNoThrow(try realm.transaction { realm.add(RLMSuiteIgnoredLazy()) })
    XCTAssertEqual(realm.allObjects("RLMSuiteLazy").count, 1)
    XCTAssertEqual(realm.allObjects("RLMSuiteIgnoredLazy").count, 1)
}

class SwiftRLMObjectiveCTypesObject: RLMObject {
    @objc dynamic var stringCol: NSString?
    @objc dynamic var dateCol: NSDate?
    @objc dynamic var dataCol: NSData?
    @objc dynamic var numCol: NSNumber? = 0
}

/// Properties declared with Foundation's Objective-C types (NSString,
/// NSDate, NSData, NSNumber) store and read back what is set on a managed
/// object.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftPropertyTypeTest.swift SwiftRLMPropertyTypeTest.testObjectiveCTypeProperties
func testObjcFoundationTypedProperties() throws {
    let realm = RLMRealm.default()
    let when = NSDate()
    let bytes = Data("plenty".utf8) as NSData
    let object = SwiftRLMObjectiveCTypesObject()
    try realm.transaction {
        realm.add(object)
        object.stringCol = "Good day"
        object.dateCol = when
        object.dataCol = bytes
        object.numCol = 17
    }
    XCTAssertEqual(object.stringCol, "Good day")
    XCTAssertEqual(object.dateCol, when)
    XCTAssertEqual(object.dataCol, bytes)
    XCTAssertEqual(object.numCol, 17)
}
