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

// The models of the SDK's Objective-C object interface tests from Swift: a
// bool object, an object of optional properties (the SDK's optNSStringCol, an
// NSString?, is restated as String?, the same optional string column), and
// the Objective-C test models CustomAccessorsObject (its getter and setter
// renamed in Objective-C, invisible from Swift) and BaseClassStringObject
// (its string declared in an Objective-C class extension).

class SwiftRLMBoolObject: RLMObject {
    @objc dynamic var boolCol = false
}

class SwiftRLMOptionalObject: RLMObject {
    @objc dynamic var optStringCol: String?
    @objc dynamic var optNSStringCol: String?
    @objc dynamic var optBinaryCol: Data?
    @objc dynamic var optDateCol: Date?
    @objc dynamic var optObjectCol: SwiftRLMBoolObject?
    @objc dynamic var uuidCol: UUID?
}

class CustomAccessorsObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var age: Int32 = 0
}

class BaseClassStringObject: RLMObject {
    @objc dynamic var intCol: Int32 = 0
    @objc dynamic var stringCol: String?
}

/// Every optional property of a new object reads nil; set, each reads its
/// value back; set to nil, each reads nil again.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftObjectInterfaceTests.swift SwiftRLMObjectInterfaceTests.testOptionalSwiftRLMProperties
func testObjcOptionalProperties() throws {
    let realm = RLMRealm.default()
    try realm.transaction { realm.add(SwiftRLMOptionalObject()) }
    let firstObj = SwiftRLMOptionalObject.allObjects(in: realm).firstObject() as! SwiftRLMOptionalObject
    XCTAssertNil(firstObj.optObjectCol)
    XCTAssertNil(firstObj.optStringCol)
    XCTAssertNil(firstObj.optNSStringCol)
    XCTAssertNil(firstObj.optBinaryCol)
    XCTAssertNil(firstObj.optDateCol)
    XCTAssertNil(firstObj.uuidCol)
    try realm.transaction {
        firstObj.optObjectCol = SwiftRLMBoolObject()
        firstObj.optObjectCol!.boolCol = true
        firstObj.optStringCol = "Hi!"
        firstObj.optNSStringCol = "Hi!"
        // The SDK builds these two bytes with Data(bytes: "hi", count: 2).
        firstObj.optBinaryCol = Data("hi".utf8)
        firstObj.optDateCol = Date(timeIntervalSinceReferenceDate: 10)
        firstObj.uuidCol = UUID(uuidString: "00000000-0000-0000-0000-000000000000")
    }
    XCTAssertTrue(firstObj.optObjectCol!.boolCol)
    XCTAssertEqual(firstObj.optStringCol!, "Hi!")
    XCTAssertEqual(firstObj.optNSStringCol!, "Hi!")
    XCTAssertEqual(firstObj.optBinaryCol!, Data("hi".utf8))
    XCTAssertEqual(firstObj.optDateCol!, Date(timeIntervalSinceReferenceDate: 10))
    XCTAssertEqual(firstObj.uuidCol!.uuidString, "00000000-0000-0000-0000-000000000000")
    try realm.transaction {
        firstObj.optObjectCol = nil
        firstObj.optStringCol = nil
        firstObj.optNSStringCol = nil
        firstObj.optBinaryCol = nil
        firstObj.optDateCol = nil
        firstObj.uuidCol = nil
    }
    XCTAssertNil(firstObj.optObjectCol)
    XCTAssertNil(firstObj.optStringCol)
    XCTAssertNil(firstObj.optNSStringCol)
    XCTAssertNil(firstObj.optBinaryCol)
    XCTAssertNil(firstObj.optDateCol)
    XCTAssertNil(firstObj.uuidCol)
}

/// An object of the Objective-C class with renamed accessors is created
/// from an array and reads and writes its name and age from Swift.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftObjectInterfaceTests.swift SwiftRLMObjectInterfaceTests.testCustomAccessors
func testObjcCustomAccessors() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let ca = CustomAccessorsObject.create(in: realm, withValue: ["name", 2])
    XCTAssertEqual(ca.name!, "name", "name property should be name.")
    ca.age = 99
    XCTAssertEqual(ca.age, Int32(99), "age property should be 99")
    try realm.commitWriteTransaction()
}

/// An object of the Objective-C class whose string is declared in a class
/// extension keeps both properties once added.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftObjectInterfaceTests.swift SwiftRLMObjectInterfaceTests.testClassExtension
func testSwiftRLMObjectClassExtension() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let bObject = BaseClassStringObject()
    bObject.intCol = 1
    bObject.stringCol = "stringVal"
    realm.add(bObject)
    try realm.commitWriteTransaction()
    let objectFromRealm = BaseClassStringObject.allObjects(in: realm)[0] as! BaseClassStringObject
    XCTAssertEqual(objectFromRealm.intCol, Int32(1), "Should be 1")
    XCTAssertEqual(objectFromRealm.stringCol!, "stringVal", "Should be stringVal")
}

// Owners of unmanaged Objective-C arrays and sets of values (strings, data,
// dates and UUIDs, each required and optional).

class SwiftRLMPrimitiveArrayObject: RLMObject {
    @objc dynamic var stringCol = RLMArray<NSString>(objectType: .string, optional: false)
    @objc dynamic var optStringCol = RLMArray<NSObject>(objectType: .string, optional: true)
    @objc dynamic var dataCol = RLMArray<NSData>(objectType: .data, optional: false)
    @objc dynamic var optDataCol = RLMArray<NSObject>(objectType: .data, optional: true)
    @objc dynamic var dateCol = RLMArray<NSDate>(objectType: .date, optional: false)
    @objc dynamic var optDateCol = RLMArray<NSObject>(objectType: .date, optional: true)
    @objc dynamic var uuidCol = RLMArray<NSUUID>(objectType: .UUID, optional: false)
    @objc dynamic var optUuidCol = RLMArray<NSObject>(objectType: .UUID, optional: true)
}

class SwiftRLMPrimitiveSetObject: RLMObject {
    @objc dynamic var stringCol = RLMSet<NSString>(objectType: .string, optional: false)
    @objc dynamic var optStringCol = RLMSet<NSObject>(objectType: .string, optional: true)
    @objc dynamic var dataCol = RLMSet<NSData>(objectType: .data, optional: false)
    @objc dynamic var optDataCol = RLMSet<NSObject>(objectType: .data, optional: true)
    @objc dynamic var dateCol = RLMSet<NSDate>(objectType: .date, optional: false)
    @objc dynamic var optDateCol = RLMSet<NSObject>(objectType: .date, optional: true)
    @objc dynamic var uuidCol = RLMSet<NSUUID>(objectType: .UUID, optional: false)
    @objc dynamic var optUuidCol = RLMSet<NSObject>(objectType: .UUID, optional: true)
}

/// Unmanaged RLMArrays of strings, data and dates read back what is added,
/// index(of:) finds it and answers NSNotFound for another value; the
/// optional arrays also hold NSNull; an optional data array refuses a
/// string.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftObjectInterfaceTests.swift SwiftRLMObjectInterfaceTests.testPrimitiveArray
func testSwiftRLMUnmanagedArraysOfValues() throws {
    let obj = SwiftRLMPrimitiveArrayObject()
    let text = "text" as NSString
    let bytes = Data("text".utf8) as NSData
    let when = NSDate()
    let otherText = "other" as NSString
    let otherBytes = Data("other".utf8) as NSData
    let otherWhen = NSDate(timeIntervalSince1970: 0)
    obj.stringCol.add(text)
    XCTAssertEqual(obj.stringCol[0], text)
    XCTAssertEqual(obj.stringCol.index(of: text), 0)
    XCTAssertEqual(obj.stringCol.index(of: otherText), UInt(NSNotFound))
    obj.dataCol.add(bytes)
    XCTAssertEqual(obj.dataCol[0], bytes)
    XCTAssertEqual(obj.dataCol.index(of: bytes), 0)
    XCTAssertEqual(obj.dataCol.index(of: otherBytes), UInt(NSNotFound))
    obj.dateCol.add(when)
    XCTAssertEqual(obj.dateCol[0], when)
    XCTAssertEqual(obj.dateCol.index(of: when), 0)
    XCTAssertEqual(obj.dateCol.index(of: otherWhen), UInt(NSNotFound))
    obj.optStringCol.add(text)
    XCTAssertEqual(obj.optStringCol[0], text)
    obj.optDataCol.add(bytes)
    XCTAssertEqual(obj.optDataCol[0], bytes)
    obj.optDateCol.add(when)
    XCTAssertEqual(obj.optDateCol[0], when)
    obj.optStringCol.add(NSNull())
    XCTAssertEqual(obj.optStringCol[1], NSNull())
    obj.optDataCol.add(NSNull())
    XCTAssertEqual(obj.optDataCol[1], NSNull())
    obj.optDateCol.add(NSNull())
    XCTAssertEqual(obj.optDateCol[1], NSNull())
    assertThrows(obj.optDataCol.add(text))
}

/// Unmanaged RLMSets of strings, data and dates contain what is added; the
/// optional sets contain NSNull once it is added; an optional data set
/// refuses a string.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftObjectInterfaceTests.swift SwiftRLMObjectInterfaceTests.testPrimitiveSet
func testSwiftRLMUnmanagedSetsOfValues() throws {
    let obj = SwiftRLMPrimitiveSetObject()
    let text = "text" as NSString
    let bytes = Data("text".utf8) as NSData
    let when = NSDate()
    obj.stringCol.add(text)
    XCTAssertTrue(obj.stringCol.contains(text))
    obj.dataCol.add(bytes)
    XCTAssertTrue(obj.dataCol.contains(bytes))
    obj.dateCol.add(when)
    XCTAssertTrue(obj.dateCol.contains(when))
    obj.optStringCol.add(text)
    XCTAssertTrue(obj.optStringCol.contains(text))
    obj.optDataCol.add(bytes)
    XCTAssertTrue(obj.optDataCol.contains(bytes))
    obj.optDateCol.add(when)
    XCTAssertTrue(obj.optDateCol.contains(when))
    obj.optStringCol.add(NSNull())
    XCTAssertTrue(obj.optStringCol.contains(NSNull()))
    obj.optDataCol.add(NSNull())
    XCTAssertTrue(obj.optDataCol.contains(NSNull()))
    obj.optDateCol.add(NSNull())
    XCTAssertTrue(obj.optDateCol.contains(NSNull()))
    assertThrows(obj.optDataCol.add(text))
}

/// An unmanaged RLMArray of UUIDs reads back the one added, finds it with
/// index(of:) and answers NSNotFound for another; the optional one holds
/// NSNull, a UUID and NSNull in that order.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftObjectInterfaceTests.swift SwiftRLMObjectInterfaceTests.testUuidPrimitiveArray
func testSwiftRLMUnmanagedArrayOfUUIDs() throws {
    let obj = SwiftRLMPrimitiveArrayObject()
    let zero = NSUUID(uuidString: "00000000-0000-0000-0000-000000000000")!
    let other = NSUUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!
    obj.uuidCol.add(zero)
    XCTAssertEqual(obj.uuidCol[0], zero)
    XCTAssertEqual(obj.uuidCol.index(of: zero), 0)
    XCTAssertEqual(obj.uuidCol.index(of: other), UInt(NSNotFound))
    obj.optUuidCol.add(NSNull())
    XCTAssertEqual(obj.optUuidCol[0], NSNull())
    obj.optUuidCol.add(zero)
    XCTAssertEqual(obj.optUuidCol[1], zero)
    obj.optUuidCol.add(NSNull())
    XCTAssertEqual(obj.optUuidCol[2], NSNull())
}

/// An unmanaged RLMSet of UUIDs contains the one added; the optional one
/// contains NSNull and the UUID once each is added.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftObjectInterfaceTests.swift SwiftRLMObjectInterfaceTests.testUuidPrimitiveSet
func testSwiftRLMUnmanagedSetOfUUIDs() throws {
    let obj = SwiftRLMPrimitiveSetObject()
    let zero = NSUUID(uuidString: "00000000-0000-0000-0000-000000000000")!
    obj.uuidCol.add(zero)
    XCTAssertTrue(obj.uuidCol.contains(zero))
    obj.optUuidCol.add(NSNull())
    XCTAssertTrue(obj.optUuidCol.contains(NSNull()))
    obj.optUuidCol.add(zero)
    XCTAssertTrue(obj.optUuidCol.contains(zero))
    obj.optUuidCol.add(NSNull())
    XCTAssertTrue(obj.optUuidCol.contains(NSNull()))
}

// A Swift-declared RLMObject with a property of every kind and defaults
// computed per instance (data from a string, a UUID from its text, a new
// linked object, a mixed string).

class SwiftRLMObject: RLMObject {
    @objc dynamic var boolCol = false
    @objc dynamic var intCol = 123
    @objc dynamic var floatCol = 1.23 as Float
    @objc dynamic var doubleCol = 12.3
    @objc dynamic var stringCol = "a"
    @objc dynamic var binaryCol = "a".data(using: String.Encoding.utf8)
    @objc dynamic var dateCol = Date(timeIntervalSince1970: 1)
    @objc dynamic var objectCol = SwiftRLMBoolObject()
    @objc dynamic var arrayCol = RLMArray<SwiftRLMBoolObject>(objectClassName: SwiftRLMBoolObject.className())
    @objc dynamic var setCol = RLMSet<SwiftRLMBoolObject>(objectClassName: SwiftRLMBoolObject.className())
    @objc dynamic var uuidCol = UUID(uuidString: "00000000-0000-0000-0000-000000000000")
    @objc dynamic var rlmValue: RLMValue = "A Mixed Object" as NSString
}

/// Every property of a Swift-declared RLMObject set inside the write that
/// added it reads back from the realm's first object: bool, int, float,
/// double, string, data, date, the linked object, the UUID and the mixed
/// string; the array and set hold the linked object.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftObjectInterfaceTests.swift SwiftRLMObjectInterfaceTests.testSwiftRLMObject
func testSwiftRLMObjectEveryProperty() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let obj = SwiftRLMObject()
    realm.add(obj)
    obj.boolCol = true
    obj.intCol = 987
    obj.floatCol = 4.5
    obj.doubleCol = 6.75
    obj.stringCol = "wxyz"
    obj.binaryCol = "wxyz".data(using: String.Encoding.utf8)
    obj.dateCol = Date(timeIntervalSince1970: 456)
    obj.objectCol = SwiftRLMBoolObject()
    obj.objectCol.boolCol = true
    obj.arrayCol.add(obj.objectCol)
    obj.setCol.add(obj.objectCol)
    obj.uuidCol = UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")
    obj.rlmValue = NSString("a mixed string")
    try realm.commitWriteTransaction()
    let first = SwiftRLMObject.allObjects(in: realm).firstObject() as! SwiftRLMObject
    XCTAssertEqual(first.boolCol, true)
    XCTAssertEqual(first.intCol, 987)
    XCTAssertEqual(first.floatCol, Float(4.5))
    XCTAssertEqual(first.doubleCol, 6.75)
    XCTAssertEqual(first.stringCol, "wxyz")
    XCTAssertEqual(first.binaryCol!, "wxyz".data(using: String.Encoding.utf8)!)
    XCTAssertEqual(first.dateCol, Date(timeIntervalSince1970: 456))
    XCTAssertEqual(first.objectCol.boolCol, true)
    XCTAssertEqual(first.uuidCol?.uuidString, "137DECC8-B300-4954-A233-F89909F4FD89")
    XCTAssertEqual(first.rlmValue as! NSString, NSString("a mixed string"))
    XCTAssertEqual(obj.arrayCol.count, 1)
    XCTAssertEqual(obj.arrayCol.firstObject()!.boolCol, true)
    XCTAssertEqual(obj.setCol.count, 1)
    XCTAssertEqual(obj.setCol.allObjects[0].boolCol, true)
}

/// A Swift-declared RLMObject added with nothing set reads its declared
/// defaults back from the realm: each computed default (data, UUID, linked
/// object, mixed string) as well as the literals, and empty collections.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftObjectInterfaceTests.swift SwiftRLMObjectInterfaceTests.testDefaultValueSwiftRLMObject
func testSwiftRLMObjectDefaults() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    realm.add(SwiftRLMObject())
    try realm.commitWriteTransaction()
    let first = SwiftRLMObject.allObjects(in: realm).firstObject() as! SwiftRLMObject
    XCTAssertEqual(first.boolCol, false)
    XCTAssertEqual(first.intCol, 123)
    XCTAssertEqual(first.floatCol, Float(1.23))
    XCTAssertEqual(first.doubleCol, 12.3)
    XCTAssertEqual(first.stringCol, "a")
    XCTAssertEqual(first.binaryCol!, "a".data(using: String.Encoding.utf8)!)
    XCTAssertEqual(first.dateCol, Date(timeIntervalSince1970: 1))
    XCTAssertEqual(first.objectCol.boolCol, false)
    XCTAssertEqual(first.arrayCol.count, 0)
    XCTAssertEqual(first.setCol.count, 0)
    XCTAssertEqual(first.uuidCol!.uuidString, "00000000-0000-0000-0000-000000000000")
    XCTAssertEqual(first.rlmValue as! NSString, NSString("A Mixed Object"))
}

// A Swift subclass of an RLMObject model, and one whose array and set hold
// its own class.

class SwiftRLMStringObject: RLMObject {
    @objc dynamic var stringCol = ""
}

class SwiftRLMStringObjectSubclass: SwiftRLMStringObject {
    @objc dynamic var stringCol2 = ""
}

class SwiftRLMSelfRefrencingSubclass: SwiftRLMStringObject {
    @objc dynamic var objects = RLMArray<SwiftRLMSelfRefrencingSubclass>(objectClassName: SwiftRLMSelfRefrencingSubclass.className())
    @objc dynamic var objectSet = RLMSet<SwiftRLMSelfRefrencingSubclass>(objectClassName: SwiftRLMSelfRefrencingSubclass.className())
}

/// A Swift subclass of an RLMObject model is a class of its own: className()
/// gives each name, createInDefaultRealm fills the subclass's inherited and
/// own properties from an array, each class holds one object, and a
/// subclass whose array and set hold its own class takes an unmanaged one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftObjectInterfaceTests.swift SwiftRLMObjectInterfaceTests.testSubclass
func testSwiftRLMObjectSubclass() throws {
    XCTAssertEqual(SwiftRLMStringObject.className(), "SwiftRLMStringObject")
    XCTAssertEqual(SwiftRLMStringObjectSubclass.className(), "SwiftRLMStringObjectSubclass")
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    SwiftRLMStringObject.createInDefaultRealm(withValue: ["one"])
    SwiftRLMStringObjectSubclass.createInDefaultRealm(withValue: ["one", "two"])
    try realm.commitWriteTransaction()
    XCTAssertEqual(SwiftRLMStringObjectSubclass.allObjects().count, 1)
    XCTAssertEqual(SwiftRLMStringObject.allObjects().count, 1)
    let sub = SwiftRLMStringObjectSubclass.allObjects().firstObject() as! SwiftRLMStringObjectSubclass
    XCTAssertEqual(sub.stringCol, "one")
    XCTAssertEqual(sub.stringCol2, "two")
    try realm.transaction {
        let parent = SwiftRLMSelfRefrencingSubclass.createInDefaultRealm(withValue: ["parent"])
        let child = SwiftRLMSelfRefrencingSubclass()
        parent.objects.add(child)
        parent.objectSet.add(child)
    }
    XCTAssertEqual(SwiftRLMSelfRefrencingSubclass.allObjects().count, 2)
}

// Optional NSNumber properties, each typed by its default.

class SwiftRLMOptionalNumberObject: RLMObject {
    @objc dynamic var intCol: NSNumber? = 1
    @objc dynamic var floatCol: NSNumber? = 2.2 as Float as NSNumber
    @objc dynamic var doubleCol: NSNumber? = 3.3
    @objc dynamic var boolCol: NSNumber? = true
}

/// Optional NSNumber properties of an RLMObject take the number type of
/// their defaults (int, float, double, bool) and start at them, take nil
/// once managed, and then take numbers again, the int property truncating
/// 1.1 to 1.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftObjectInterfaceTests.swift SwiftRLMObjectInterfaceTests.testOptionalNSNumberProperties
func testSwiftRLMOptionalNumbers() throws {
    let realm = RLMRealm.default()
    let numbers = SwiftRLMOptionalNumberObject()
    XCTAssertEqual(numbers.intCol!, 1)
    XCTAssertEqual(numbers.floatCol!, 2.2 as Float as NSNumber)
    XCTAssertEqual(numbers.doubleCol!, 3.3)
    XCTAssertEqual(numbers.boolCol!, true)
    try realm.transaction {
        realm.add(numbers)
        numbers.intCol = nil
        numbers.floatCol = nil
        numbers.doubleCol = nil
        numbers.boolCol = nil
    }
    XCTAssertNil(numbers.intCol)
    XCTAssertNil(numbers.floatCol)
    XCTAssertNil(numbers.doubleCol)
    XCTAssertNil(numbers.boolCol)
    try realm.transaction {
        numbers.intCol = 1.1
        numbers.floatCol = 2.2 as Float as NSNumber
        numbers.doubleCol = 3.3
        numbers.boolCol = false
    }
    XCTAssertEqual(numbers.intCol!, 1)
    XCTAssertEqual(numbers.floatCol!, 2.2 as Float as NSNumber)
    XCTAssertEqual(numbers.doubleCol!, 3.3)
    XCTAssertEqual(numbers.boolCol!, false)
}
