// page: sdk
// tags: sdk, suite

// What the Objective-C SDK's object tests check, through the Swift spelling of
// the Objective-C API: RLMObject models with `@objc dynamic` properties,
// `RLMRealm.default()`, keyed subscripts, primary keys, create and
// createOrUpdate, equality, deletion and freezing. The models restate the
// SDK's test models (names, property order and types).

class EmployeeObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var age: Int32 = 0
    @objc dynamic var hired = false
}

class IntObject: RLMObject {
    @objc dynamic var intCol: Int32 = 0
}

class BoolObject: RLMObject {
    @objc dynamic var boolCol = false
}

class StringObject: RLMObject {
    @objc dynamic var stringCol: String?
}

class DateObject: RLMObject {
    @objc dynamic var dateCol: Date?
}

class PrimaryStringObject: RLMObject {
    @objc dynamic var stringCol: String?
    @objc dynamic var intCol: Int32 = 0
    override class func primaryKey() -> String? { "stringCol" }
    override class func requiredProperties() -> [String] { ["stringCol"] }
}

class PrimaryNullableStringObject: RLMObject {
    @objc dynamic var stringCol: String?
    @objc dynamic var intCol: Int32 = 0
    override class func primaryKey() -> String? { "stringCol" }
}

class PrimaryIntObject: RLMObject {
    @objc dynamic var intCol: Int32 = 0
    override class func primaryKey() -> String? { "intCol" }
}

class PrimaryInt64Object: RLMObject {
    @objc dynamic var int64Col: Int64 = 0
    override class func primaryKey() -> String? { "int64Col" }
}

class DogObject: RLMObject {
    @objc dynamic var dogName: String?
    @objc dynamic var age: Int32 = 0
}

class OwnerObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var dog: DogObject?
}

class DogArrayObject: RLMObject {
    @objc dynamic var dogs = RLMArray<DogObject>(objectClassName: DogObject.className())
}

class PrimaryEmployeeObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var age: Int32 = 0
    @objc dynamic var hired = false
    override class func primaryKey() -> String? { "name" }
}

class LinkToPrimaryEmployeeObject: RLMObject {
    @objc dynamic var wrapped: PrimaryEmployeeObject?
}

class PrimaryCompanyObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var employees = RLMArray<PrimaryEmployeeObject>(objectClassName: PrimaryEmployeeObject.className())
    @objc dynamic var employeeSet = RLMSet<PrimaryEmployeeObject>(objectClassName: PrimaryEmployeeObject.className())
    @objc dynamic var employeeDict = RLMDictionary<NSString, PrimaryEmployeeObject>(objectClassName: PrimaryEmployeeObject.className(), keyType: .string)
    @objc dynamic var intern: PrimaryEmployeeObject?
    @objc dynamic var wrappedIntern: LinkToPrimaryEmployeeObject?
    override class func primaryKey() -> String? { "name" }
}

class PrimaryNullableIntObject: RLMObject {
    // The SDK's model declares `NSNumber<RLMInt> *optIntCol`; a Swift RLMObject types an
    // NSNumber by its default, so this one has 0. The scenarios below never rely on it.
    @objc dynamic var optIntCol: NSNumber? = 0
    @objc dynamic var value: Int32 = 0
    override class func primaryKey() -> String? { "optIntCol" }
}

class DefaultObject: RLMObject {
    @objc dynamic var intCol: Int32 = 0
    @objc dynamic var floatCol: Float = 0
    @objc dynamic var doubleCol: Double = 0
    @objc dynamic var boolCol = false
    @objc dynamic var dateCol: Date?
    @objc dynamic var stringCol: String?
    @objc dynamic var binaryCol: Data?
    override class func defaultPropertyValues() -> [AnyHashable: Any]? {
        ["intCol": 12, "floatCol": 88.9 as Float, "doubleCol": 1002.892, "boolCol": true,
         "dateCol": Date(timeIntervalSince1970: 999999), "stringCol": "potato", "binaryCol": Data("binary".utf8)]
    }
}

class NumberDefaultsObject: RLMObject {
    @objc dynamic var intObj: NSNumber? = 1
    @objc dynamic var floatObj: NSNumber? = 2.2 as Float as NSNumber
    @objc dynamic var doubleObj: NSNumber? = 3.3
    @objc dynamic var boolObj: NSNumber? = false
}

class CycleObject: RLMObject {
    @objc dynamic var objects = RLMArray<CycleObject>(objectClassName: CycleObject.className())
    @objc dynamic var objectSet = RLMSet<CycleObject>(objectClassName: CycleObject.className())
}

class DataObject: RLMObject {
    @objc dynamic var data1: Data?
    @objc dynamic var data2: Data?
}

class ArrayPropertyObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var array = RLMArray<StringObject>(objectClassName: StringObject.className())
    @objc dynamic var intArray = RLMArray<IntObject>(objectClassName: IntObject.className())
}

class BaseClassStringObject: RLMObject {
    @objc dynamic var intCol: Int32 = 0
    @objc dynamic var stringCol: String?
}

class PrimaryStringObjectWrapper: RLMObject {
    @objc dynamic var primaryStringObject: PrimaryStringObject?
}

class PrimaryNestedObject: RLMObject {
    @objc dynamic var primaryCol: Int32 = 0
    @objc dynamic var primaryStringObject: PrimaryStringObject?
    @objc dynamic var primaryStringObjectWrapper: PrimaryStringObjectWrapper?
    @objc dynamic var stringObject: StringObject?
    @objc dynamic var primaryIntArray = RLMArray<PrimaryIntObject>(objectClassName: PrimaryIntObject.className())
    @objc dynamic var primaryIntSet = RLMSet<PrimaryIntObject>(objectClassName: PrimaryIntObject.className())
    @objc dynamic var stringCol: String?
    override class func primaryKey() -> String? { "primaryCol" }
    override class func defaultPropertyValues() -> [AnyHashable: Any]? { ["stringCol": "default"] }
}

/// Keyed subscripts read and write an RLMObject's properties, unmanaged and managed; setting nil clears an optional string.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testKeyedSubscripting
func testObjcKeyedSubscripting() throws {
    let objs = EmployeeObject(value: ["name": "Test0", "age": 23, "hired": false])
    XCTAssertEqual(objs["name"] as? String, "Test0")
    XCTAssertEqual(objs["age"] as? Int, 23)
    XCTAssertEqual(objs["hired"] as? Bool, false)
    objs["name"] = "Test1"
    XCTAssertEqual(objs.name, "Test1")
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let obj0 = EmployeeObject.create(in: realm, withValue: ["name": "Test1", "age": 24, "hired": false])
    let obj1 = EmployeeObject.create(in: realm, withValue: ["name": "Test2", "age": 25, "hired": true])
    try realm.commitWriteTransaction()
    XCTAssertEqual(obj0["name"] as? String, "Test1")
    XCTAssertEqual(obj1["name"] as? String, "Test2")
    realm.beginWriteTransaction()
    obj0["name"] = "newName"
    try realm.commitWriteTransaction()
    XCTAssertEqual(obj0["name"] as? String, "newName")
    realm.beginWriteTransaction()
    obj0["name"] = nil
    try realm.commitWriteTransaction()
    XCTAssertNil(obj0["name"])
}

/// Creating with a managed object where a link or a list element goes links to that object instead of copying it.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testCreateInRealmReusesExistingObjects
func testObjcCreateReusesManagedObjects() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let dog = DogObject.createInDefaultRealm(withValue: ["Fido", 5])
    let owner = OwnerObject.createInDefaultRealm(withValue: ["name", dog]) as! OwnerObject
    XCTAssertTrue(owner.dog!.isEqual(to: dog))
    XCTAssertEqual(DogObject.allObjects().count, 1)
    let dogArray = DogArrayObject.createInDefaultRealm(withValue: [[dog]]) as! DogArrayObject
    XCTAssertTrue(dogArray.dogs[0].isEqual(to: dog))
    XCTAssertEqual(DogObject.allObjects().count, 1)
    try realm.commitWriteTransaction()
}

/// createOrUpdate of a company updates the nested employee found by primary key, in a link, list, set or a link of a linked object, keeping one employee.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testCreateInRealmReusesExistingNestedObjectsByPrimaryKey
func testObjcCreateOrUpdateNestedPrimaryKeys() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let eo = PrimaryEmployeeObject.create(in: realm, withValue: ["Samuel", 19, false]) as! PrimaryEmployeeObject
    let co = PrimaryCompanyObject.create(in: realm, withValue: ["Realm", [eo], [eo], ["key": eo], eo, [eo]]) as! PrimaryCompanyObject
    try realm.commitWriteTransaction()
    realm.beginWriteTransaction()
    PrimaryCompanyObject.createOrUpdate(in: realm, withValue: ["name": "Realm", "intern": ["name": "Samuel", "hired": true]])
    try realm.commitWriteTransaction()
    XCTAssertEqual(co.employees.count, 1)
    XCTAssertEqual(PrimaryEmployeeObject.allObjects(in: realm).count, 1)
    XCTAssertEqual(eo.name, "Samuel")
    XCTAssertEqual(eo.hired, true)
    XCTAssertEqual(eo.age, 19)
    realm.beginWriteTransaction()
    PrimaryCompanyObject.createOrUpdate(in: realm, withValue: ["name": "Realm",
                                                               "employees": [["name": "Samuel", "hired": false]],
                                                               "employeeSet": [["name": "Samuel", "hired": false]],
                                                               "intern": ["name": "Samuel", "age": 20]])
    try realm.commitWriteTransaction()
    XCTAssertEqual(co.employees.count, 1)
    XCTAssertEqual(PrimaryEmployeeObject.allObjects(in: realm).count, 1)
    XCTAssertEqual(eo.name, "Samuel")
    XCTAssertEqual(eo.hired, false)
    XCTAssertEqual(eo.age, 20)
    realm.beginWriteTransaction()
    PrimaryCompanyObject.createOrUpdate(in: realm, withValue: ["name": "Realm", "wrappedIntern": [eo]])
    try realm.commitWriteTransaction()
    XCTAssertEqual(PrimaryEmployeeObject.allObjects(in: realm).count, 1)
}

/// A keyed subscript with an empty name on a managed object is refused, reading and writing.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testManagedObjectUnknownKey
func testObjcManagedObjectUnknownKey() throws {
    let obj = IntObject()
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    realm.add(obj)
    try realm.commitWriteTransaction()
    assertThrows(obj[""], reason: "Invalid property name '' for class 'IntObject'")
    assertThrows(obj[""] = 0, reason: "Invalid property name '' for class 'IntObject'")
}

/// A keyed subscript with an empty name on an unmanaged object is refused, reading and writing.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testUnmanagedRealmObjectUnknownKey
func testObjcUnmanagedObjectUnknownKey() throws {
    let obj = IntObject()
    assertThrows(obj[""])
    assertThrows(obj[""] = 0)
}

/// A deleted object is invalidated, cannot be added again nor used as a list element, and has no realm.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testIsDeleted
func testObjcIsDeleted() throws {
    let obj1 = StringObject(value: ["a"])
    XCTAssertEqual(obj1.isInvalidated, false)
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    realm.add(obj1)
    let obj2 = StringObject.create(in: realm, withValue: ["b"])
    XCTAssertEqual(obj1.isInvalidated, false)
    XCTAssertEqual(obj2.isInvalidated, false)
    try realm.commitWriteTransaction()
    realm.beginWriteTransaction()
    realm.delete(obj1)
    realm.delete(StringObject.allObjects(in: realm).firstObject()!)
    XCTAssertEqual(obj1.isInvalidated, true)
    XCTAssertEqual(obj2.isInvalidated, true)
    assertThrows(realm.add(obj1), reason: "deleted or invalidated")
    assertThrows(ArrayPropertyObject.create(in: realm, withValue: ["", [obj2], []]), reason: "deleted or invalidated")
    try realm.commitWriteTransaction()
    XCTAssertEqual(obj1.isInvalidated, true)
    XCTAssertNil(obj1.realm)
}

/// createOrUpdate on a nullable string primary key: new keys add objects, an existing key updates, a missing or null key is the null key.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testCreateOrUpdate
func testObjcCreateOrUpdateNullableKey() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let obj1 = PrimaryNullableStringObject.createOrUpdateInDefaultRealm(withValue: ["string", 1]) as! PrimaryNullableStringObject
    let objects = PrimaryNullableStringObject.allObjects()
    XCTAssertEqual(objects.count, 1)
    XCTAssertEqual(obj1.intCol, 1)
    PrimaryNullableStringObject.createOrUpdate(in: realm, withValue: ["stringCol": "string2", "intCol": 2])
    XCTAssertEqual(objects.count, 2)
    PrimaryNullableStringObject.createOrUpdate(in: realm, withValue: ["intCol": 5])
    PrimaryNullableStringObject.createOrUpdate(in: realm, withValue: ["intCol": 7])
    XCTAssertEqual((PrimaryNullableStringObject.object(in: realm, forPrimaryKey: NSNull()) as! PrimaryNullableStringObject).intCol, 7)
    PrimaryNullableStringObject.createOrUpdate(in: realm, withValue: ["stringCol": NSNull(), "intCol": 11])
    XCTAssertEqual((PrimaryNullableStringObject.object(in: realm, forPrimaryKey: nil) as! PrimaryNullableStringObject).intCol, 11)
    PrimaryNullableStringObject.createOrUpdateInDefaultRealm(withValue: ["string", 3])
    XCTAssertEqual(objects.count, 3)
    XCTAssertEqual(obj1.intCol, 3)
    try realm.commitWriteTransaction()
}

/// createOrUpdate updates nested objects by primary key, leaves properties it is not given, clears links and collections given null, and addOrUpdate does the same for an unmanaged object.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testCreateOrUpdateNestedObjects
func testObjcCreateOrUpdateNestedObjects() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    PrimaryNestedObject.createOrUpdateInDefaultRealm(withValue: [0, ["string", 1], [["string", 1]], ["string"], [[1]], [[1]], ""])
    XCTAssertEqual(PrimaryNestedObject.allObjects().count, 1)
    XCTAssertEqual(PrimaryStringObject.allObjects().count, 1)
    XCTAssertEqual(PrimaryIntObject.allObjects().count, 1)
    PrimaryNestedObject.createOrUpdateInDefaultRealm(withValue: ["primaryCol": 0,
                                                                "primaryStringObject": ["string", 2],
                                                                "primaryStringObjectWrapper": [["string", 2]],
                                                                "stringObject": ["string2"]])
    XCTAssertEqual(PrimaryNestedObject.allObjects().count, 1)
    XCTAssertEqual(PrimaryStringObject.allObjects().count, 1)
    XCTAssertEqual((PrimaryStringObject.allObjects().lastObject() as! PrimaryStringObject).intCol, 2)
    XCTAssertEqual((PrimaryNestedObject.allObjects().lastObject() as! PrimaryNestedObject).stringCol, "")
    XCTAssertEqual((PrimaryNestedObject.allObjects().lastObject() as! PrimaryNestedObject).primaryIntArray.count, 1)
    XCTAssertEqual((PrimaryNestedObject.allObjects().lastObject() as! PrimaryNestedObject).primaryIntSet.count, 1)
    XCTAssertEqual(StringObject.allObjects().count, 2)
    PrimaryNestedObject.createOrUpdateInDefaultRealm(withValue: ["primaryCol": 0, "stringCol": "updated", "stringObject": NSNull(),
                                                                "primaryIntArray": NSNull(), "primaryIntSet": NSNull()])
    var obj = PrimaryNestedObject.allObjects().lastObject() as! PrimaryNestedObject
    XCTAssertEqual(obj.primaryStringObject!.intCol, 2)
    XCTAssertEqual(obj.stringCol, "updated")
    XCTAssertEqual(obj.primaryIntArray.count, 0)
    XCTAssertEqual(obj.primaryIntSet.count, 0)
    XCTAssertNil(obj.stringObject)
    obj = PrimaryNestedObject.createOrUpdateInDefaultRealm(withValue: [1, ["string", 3], [["string", 3]], ["string"], [], [], ""]) as! PrimaryNestedObject
    XCTAssertEqual(PrimaryNestedObject.allObjects().count, 2)
    XCTAssertEqual(PrimaryStringObject.allObjects().count, 1)
    XCTAssertEqual((PrimaryStringObject.allObjects().lastObject() as! PrimaryStringObject).intCol, 3)
    obj.primaryStringObject = (PrimaryStringObject.createInDefaultRealm(withValue: ["string2", 1]) as! PrimaryStringObject)
    let obj1 = PrimaryNestedObject(value: [1, ["string2", 4], [["string2", 4]], ["string"], [[1], [2]], [[1], [2]], ""])
    realm.addOrUpdate(obj1)
    XCTAssertEqual(PrimaryNestedObject.allObjects().count, 2)
    XCTAssertEqual(PrimaryStringObject.allObjects().count, 2)
    XCTAssertEqual(PrimaryIntObject.allObjects().count, 2)
    XCTAssertEqual((PrimaryStringObject.allObjects().lastObject() as! PrimaryStringObject).intCol, 4)
    try realm.commitWriteTransaction()
}

/// A property declared beside the others of the class is stored and read back like them.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testClassExtension
func testObjcClassExtension() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let bObject = BaseClassStringObject()
    bObject.intCol = 1
    bObject.stringCol = "stringVal"
    realm.add(bObject)
    try realm.commitWriteTransaction()
    let objectFromRealm = BaseClassStringObject.allObjects()[0]
    XCTAssertEqual(objectFromRealm.intCol, 1)
    XCTAssertEqual(objectFromRealm.stringCol, "stringVal")
}

/// Freezing a live object gives a new frozen object each time; freezing a frozen object answers itself.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testFreezingFrozenObjectReturnsSelf
func testObjcFreezingFrozenObjectReturnsSelf() throws {
    let obj = IntObject()
    let realm = RLMRealm.default()
    try realm.transaction { realm.add(obj) }
    let frozen = obj.freeze()
    XCTAssertFalse(obj === frozen)
    XCTAssertFalse(obj.freeze() === frozen)
    XCTAssertTrue(frozen === frozen.freeze())
}

/// Freezing a deleted object is refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testFreezingDeletedObject
func testObjcFreezingDeletedObject() throws {
    let obj = IntObject()
    let realm = RLMRealm.default()
    try realm.transaction { realm.add(obj) }
    try obj.realm!.transaction { obj.realm!.delete(obj) }
    assertThrows(obj.freeze(), reason: "Object has been deleted or invalidated.")
}

/// Two freezes of one version are different objects that are equal; a freeze after another write is not equal to them.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testFrozenObjectEquality
func testObjcFrozenObjectEquality() throws {
    let liveObj = IntObject()
    let realm = RLMRealm.default()
    try realm.transaction { realm.add(liveObj) }
    let frozen1 = liveObj.freeze()
    let frozen2 = liveObj.freeze()
    XCTAssertFalse(frozen1 === frozen2)
    XCTAssertEqual(frozen1, frozen2)
    try realm.transaction { StringObject.create(in: realm, withValue: ["a"]) }
    let frozen3 = liveObj.freeze()
    XCTAssertEqual(frozen1, frozen2)
    XCTAssertNotEqual(frozen1, frozen3)
    XCTAssertNotEqual(frozen2, frozen3)
}

/// Thawing a frozen object of an older version gives a live object with the latest values.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testThawPreviousVersion
func testObjcThawPreviousVersion() throws {
    let obj = IntObject()
    let realm = RLMRealm.default()
    try realm.transaction { realm.add(obj) }
    let frozen = obj.freeze() as! IntObject
    XCTAssertTrue(frozen.isFrozen)
    XCTAssertEqual(obj.intCol, frozen.intCol)
    realm.beginWriteTransaction()
    obj.intCol = 1
    try realm.commitWriteTransaction()
    XCTAssertNotEqual(obj.intCol, frozen.intCol)
    let thawed = frozen.thaw() as! IntObject
    XCTAssertFalse(thawed.isFrozen)
    XCTAssertEqual(thawed.intCol, obj.intCol)
}

/// An employee's description names each property and its value, while it is being added in a write and when read back; an unset name shows as (null).
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testObjectDescription
func testObjcObjectDescription() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    var soInit = EmployeeObject()
    soInit.name = "Peter"
    soInit.age = 30
    soInit.hired = true
    realm.add(soInit)
    let descriptionChecks: (String) -> Void = { description in
        XCTAssertTrue(description.contains("name"))
        XCTAssertTrue(description.contains("Peter"))
        XCTAssertTrue(description.contains("age"))
        XCTAssertTrue(description.contains("30"))
        XCTAssertTrue(description.contains("hired"))
        XCTAssertTrue(description.contains("1"))
    }
    descriptionChecks(soInit.description)
    try realm.commitWriteTransaction()
    descriptionChecks((EmployeeObject.objects(with: nil).firstObject() as! EmployeeObject).description)
    soInit = EmployeeObject()
    soInit.age = 20
    XCTAssertTrue(soInit.description.contains("(null)"))
}

/// An object whose list and set hold itself describes itself without running forever.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testObjectCycleDescription
func testObjcObjectCycleDescription() throws {
    let obj = CycleObject()
    try RLMRealm.default().transaction {
        RLMRealm.default().add(obj)
        obj.objects.add(obj)
        obj.objectSet.add(obj)
    }
    XCTAssertFalse(obj.description.isEmpty)
}

/// A binary value's description gives its length in bytes, for 200 bytes as for 2.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testDataObjectDescription
func testObjcDataObjectDescription() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    DataObject.create(in: realm, withValue: [Data(repeating: 0, count: 200), Data(repeating: 0, count: 2)])
    try realm.commitWriteTransaction()
    let obj = DataObject.allObjects(in: realm).firstObject() as! DataObject
    XCTAssertTrue(obj.description.contains("200 total bytes"))
    XCTAssertTrue(obj.description.contains("2 total bytes"))
}

/// Foundation's distant future is stored and read back exactly.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testDateDistantFuture
func testObjcDateDistantFuture() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let dateObject = DateObject.create(in: realm, withValue: [Date.distantFuture]) as! DateObject
    try realm.commitWriteTransaction()
    XCTAssertEqual(Date.distantFuture, dateObject.dateCol)
}

/// Foundation's distant past is stored and read back exactly.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testDateDistantPast
func testObjcDateDistantPast() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let dateObject = DateObject.create(in: realm, withValue: [Date.distantPast]) as! DateObject
    try realm.commitWriteTransaction()
    XCTAssertEqual(Date.distantPast, dateObject.dateCol)
}

/// Looking an object up by primary key: a class without one refuses any key; a key of the wrong type, NSNull or
/// nil for a required key is refused, NSNull as `<null>` of type NSNull and nil as `(null)`; an absent key finds
/// nothing; NSNull and nil both find the object whose nullable key is null.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testObjectForKey
func testObjcObjectForPrimaryKey() throws {
    RLMRealm.default().beginWriteTransaction()
    let strObj = PrimaryStringObject.createInDefaultRealm(withValue: ["key", 0])
    let nullStrObj = PrimaryNullableStringObject.createInDefaultRealm(withValue: [NSNull(), 0])
    let intObj = PrimaryIntObject.createInDefaultRealm(withValue: [0])
    let nonNullIntObj = PrimaryNullableIntObject.createInDefaultRealm(withValue: [0])
    let nullIntObj = PrimaryNullableIntObject.createInDefaultRealm(withValue: [NSNull()])
    try RLMRealm.default().commitWriteTransaction()

    assertThrows(StringObject.object(forPrimaryKey: ""), reason: "does not have a primary key")
    assertThrows(IntObject.object(forPrimaryKey: 0), reason: "does not have a primary key")
    assertThrows(StringObject.object(forPrimaryKey: NSNull()), reason: "does not have a primary key")
    assertThrows(StringObject.object(forPrimaryKey: nil), reason: "does not have a primary key")
    assertThrows(IntObject.object(forPrimaryKey: nil), reason: "does not have a primary key")

    assertThrows(PrimaryStringObject.object(forPrimaryKey: 0),
                 reason: "Invalid value '0' of type '__NSCFNumber' for 'string' property 'PrimaryStringObject.stringCol'.")
    assertThrows(PrimaryStringObject.object(forPrimaryKey: [] as [Any]), reason: "of type '__NSArray")
    assertThrows(PrimaryStringObject.object(forPrimaryKey: [] as [Any]), reason: "' for 'string' property 'PrimaryStringObject.stringCol'.")
    assertThrows(PrimaryIntObject.object(forPrimaryKey: ""), reason: "Invalid value '' of type '__NSCF")
    assertThrows(PrimaryIntObject.object(forPrimaryKey: ""), reason: "String' for 'int' property 'PrimaryIntObject.intCol'.")
    assertThrows(PrimaryIntObject.object(forPrimaryKey: NSNull()),
                 reason: "Invalid value '<null>' of type 'NSNull' for 'int' property 'PrimaryIntObject.intCol'.")
    assertThrows(PrimaryIntObject.object(forPrimaryKey: nil),
                 reason: "Invalid value '(null)' of type '(null)' for 'int' property 'PrimaryIntObject.intCol'.")
    assertThrows(PrimaryStringObject.object(forPrimaryKey: NSNull()),
                 reason: "Invalid value '<null>' of type 'NSNull' for 'string' property 'PrimaryStringObject.stringCol'.")
    assertThrows(PrimaryStringObject.object(forPrimaryKey: nil),
                 reason: "Invalid value '(null)' of type '(null)' for 'string' property 'PrimaryStringObject.stringCol'.")

    XCTAssertNil(PrimaryStringObject.object(forPrimaryKey: "bad key"))
    XCTAssertNil(PrimaryIntObject.object(forPrimaryKey: 1))

    XCTAssertTrue(strObj.isEqual(to: PrimaryStringObject.object(forPrimaryKey: "key")))
    XCTAssertTrue(nullStrObj.isEqual(to: PrimaryNullableStringObject.object(forPrimaryKey: NSNull())))
    XCTAssertTrue(nullStrObj.isEqual(to: PrimaryNullableStringObject.object(forPrimaryKey: nil)))
    XCTAssertTrue(intObj.isEqual(to: PrimaryIntObject.object(forPrimaryKey: 0)))
    XCTAssertTrue(nonNullIntObj.isEqual(to: PrimaryNullableIntObject.object(forPrimaryKey: 0)))
    XCTAssertTrue(nullIntObj.isEqual(to: PrimaryNullableIntObject.object(forPrimaryKey: NSNull())))
    XCTAssertTrue(nullIntObj.isEqual(to: PrimaryNullableIntObject.object(forPrimaryKey: nil)))
}

/// A value of NSNull in create's dictionary is refused for a required property (`<null>` of type NSNull) and
/// stores nil in an optional one, the class's defaults left unused; the other values are stored as given.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testDefaultValuesFromNSNull
func testObjcDefaultValuesFromNSNull() throws {
    let realm = RLMRealm.default()
    let input: [String: Any] = ["intCol": 98, "floatCol": 231.0 as Float, "doubleCol": 123732.9231, "boolCol": false,
                                "dateCol": Date(timeIntervalSince1970: 454321), "stringCol": "Westeros",
                                "binaryCol": Data("inputData".utf8)]
    let keys = ["intCol", "floatCol", "doubleCol", "boolCol", "dateCol", "stringCol", "binaryCol"]
    let optionalKeys = ["dateCol", "stringCol", "binaryCol"]
    for key in keys {
        var dict = input
        dict[key] = NSNull()
        realm.beginWriteTransaction()
        if optionalKeys.contains(key) {
            DefaultObject.create(in: realm, withValue: dict)
            try realm.commitWriteTransaction()
            let object = DefaultObject.allObjects().lastObject() as! DefaultObject
            for other in keys {
                if other == key {
                    XCTAssertNil(object[other])
                } else {
                    XCTAssertEqual(object[other] as! NSObject, input[other] as! NSObject)
                }
            }
        } else {
            assertThrows(DefaultObject.create(in: realm, withValue: dict), reason: "Invalid value '<null>' of type 'NSNull' for ")
            try realm.commitWriteTransaction()
        }
    }
}

/// A key missing from create's dictionary takes the class's default for that property; every other value is
/// stored as given.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testDefaultValuesFromNoValuePresent
func testObjcDefaultValuesFromMissingKeys() throws {
    let realm = RLMRealm.default()
    let input: [String: Any] = ["intCol": 98, "floatCol": 231.0 as Float, "doubleCol": 123732.9231, "boolCol": false,
                                "dateCol": Date(timeIntervalSince1970: 454321), "stringCol": "Westeros",
                                "binaryCol": Data("inputData".utf8)]
    let keys = ["intCol", "floatCol", "doubleCol", "boolCol", "dateCol", "stringCol", "binaryCol"]
    realm.beginWriteTransaction()
    for key in keys {
        var dict = input
        dict[key] = nil
        DefaultObject.create(in: realm, withValue: dict)
    }
    try realm.commitWriteTransaction()
    let defaults = DefaultObject.defaultPropertyValues()!
    let all = DefaultObject.allObjects(in: realm)
    for (i, _) in keys.enumerated() {
        let object = all[UInt(i)] as! DefaultObject
        for (j, key) in keys.enumerated() {
            if i == j {
                XCTAssertEqual(object[key] as! NSObject, defaults[key] as! NSObject)
            } else {
                XCTAssertEqual(object[key] as! NSObject, input[key] as! NSObject)
            }
        }
    }
}

/// NSNumber properties start from their defaults, unmanaged and when created from an empty dictionary.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testDefaultNSNumberPropertyValues
func testObjcDefaultNSNumberValues() throws {
    let unmanaged = NumberDefaultsObject()
    XCTAssertEqual(unmanaged.intObj, 1)
    XCTAssertEqual(unmanaged.floatObj, 2.2 as Float as NSNumber)
    XCTAssertEqual(unmanaged.doubleObj, 3.3)
    XCTAssertEqual(unmanaged.boolObj, false)
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let created = NumberDefaultsObject.create(in: realm, withValue: [:]) as! NumberDefaultsObject
    XCTAssertEqual(created.intObj, 1)
    XCTAssertEqual(created.floatObj, 2.2 as Float as NSNumber)
    XCTAssertEqual(created.doubleObj, 3.3)
    XCTAssertEqual(created.boolObj, false)
    realm.cancelWriteTransaction()
}

/// Creating a second object with an existing primary key is refused for string, int, 64-bit int and nullable
/// int keys, null included; objects with distinct keys are created, from arrays and dictionaries.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testPrimaryKey
func testObjcDuplicatePrimaryKeys() throws {
    RLMRealm.default().beginWriteTransaction()
    PrimaryStringObject.createInDefaultRealm(withValue: ["string", 1])
    PrimaryStringObject.createInDefaultRealm(withValue: ["string2", 1])
    assertThrows(PrimaryStringObject.createInDefaultRealm(withValue: ["string", 1]), reason: "existing primary key value")
    PrimaryIntObject.createInDefaultRealm(withValue: [1])
    PrimaryIntObject.createInDefaultRealm(withValue: ["intCol": 2])
    assertThrows(PrimaryIntObject.createInDefaultRealm(withValue: [1]), reason: "existing primary key value")
    // 1 << 40 and 1 << 41
    PrimaryInt64Object.createInDefaultRealm(withValue: [1_099_511_627_776])
    PrimaryInt64Object.createInDefaultRealm(withValue: [2_199_023_255_552])
    assertThrows(PrimaryInt64Object.createInDefaultRealm(withValue: [1_099_511_627_776]), reason: "existing primary key value")
    PrimaryNullableIntObject.createInDefaultRealm(withValue: [1])
    PrimaryNullableIntObject.createInDefaultRealm(withValue: ["optIntCol": 2, "value": 0])
    PrimaryNullableIntObject.createInDefaultRealm(withValue: [NSNull()])
    assertThrows(PrimaryNullableIntObject.createInDefaultRealm(withValue: [1, 0]), reason: "existing primary key value")
    assertThrows(PrimaryNullableIntObject.createInDefaultRealm(withValue: [NSNull(), 0]), reason: "existing primary key value")
    try RLMRealm.default().commitWriteTransaction()
}

/// An object cannot be frozen in the write that created it; frozen later inside a write, it shows the values
/// from the start of that write.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testFreezeInsideWriteTransaction
func testObjcFreezeInsideWrite() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let obj = IntObject.create(in: realm, withValue: [1]) as! IntObject
    assertThrows(obj.freeze(), reason: "Cannot freeze an object in the same write transaction as it was created in.")
    try realm.commitWriteTransaction()
    realm.beginWriteTransaction()
    obj.intCol = 2
    XCTAssertEqual((obj.freeze() as! IntObject).intCol, 1)
    realm.cancelWriteTransaction()
}

/// An unmanaged object's primary key changes freely; once added, setting it through the property, the keyed
/// subscript or key-value coding is refused, for an int and a string key.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testCannotUpdatePrimaryKey
func testObjcCannotUpdatePrimaryKey() throws {
    let intObj = PrimaryIntObject()
    intObj.intCol = 1
    intObj.intCol = 0
    XCTAssertEqual(intObj.intCol, 0)
    let stringObj = PrimaryStringObject()
    stringObj.stringCol = "a"
    stringObj.stringCol = "b"
    XCTAssertEqual(stringObj.stringCol, "b")
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    realm.add(intObj)
    assertThrows(intObj.intCol = 1, reason: "Primary key can't be changed")
    assertThrows(intObj["intCol"] = 1, reason: "Primary key can't be changed")
    assertThrows(intObj.setValue(1, forKey: "intCol"), reason: "Primary key can't be changed")
    realm.add(stringObj)
    assertThrows(stringObj.stringCol = "a", reason: "Primary key can't be changed")
    assertThrows(stringObj["stringCol"] = "a", reason: "Primary key can't be changed")
    assertThrows(stringObj.setValue("a", forKey: "stringCol"), reason: "Primary key can't be changed")
    realm.cancelWriteTransaction()
}

class IgnoredURLObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var url: AnyObject?
    override class func ignoredProperties() -> [String] { ["url"] }
}

/// An ignored property keeps what it is given on the handle it was set on, inside the write that added the object and after it; the object read back from the realm has the stored property and a nil ignored one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testCanUseIgnoredProperty
func testObjcIgnoredPropertyStaysOnItsHandle() throws {
    let marker = NSObject()
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let obj = IgnoredURLObject()
    obj.name = "Realm"
    obj.url = marker
    realm.add(obj)
    XCTAssertTrue(obj.url === marker)
    try realm.commitWriteTransaction()
    XCTAssertTrue(obj.url === marker)
    let obj2 = IgnoredURLObject.objects(with: nil).firstObject() as? IgnoredURLObject
    XCTAssertNotNil(obj2)
    XCTAssertEqual(obj2!.name, obj.name)
    XCTAssertNil(obj2!.url)
}

/// Dates past either end of realm-core's Timestamp range are stored as its last or first instant, NaN as 1970, and the dates just inside each end are kept exactly.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testDatesOutsideOfTimestampRange
func testObjcDatesOutsideTimestampRangeClamp() throws {
    let maxSeconds = 9223372036854775808.0
    let minSeconds = -9223372036854775808.0
    let maxDate = Date(timeIntervalSince1970: maxSeconds)
    let minDate = Date(timeIntervalSince1970: minSeconds)
    let justOverMaxDate = Date(timeIntervalSince1970: maxSeconds.nextUp)
    let justUnderMaxDate = Date(timeIntervalSince1970: maxSeconds.nextDown)
    // Foundation holds a date as seconds since 2001: the date one step above the minimum is
    // the one that interval gives, as the SDK's NSDate holds it.
    let justOverMinDate = Date(timeIntervalSinceReferenceDate: minSeconds.nextUp - 978307200)
    let justUnderMinDate = Date(timeIntervalSince1970: minSeconds.nextDown)
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let dateObject = DateObject.create(in: realm, withValue: [Date(timeIntervalSince1970: 1_700_000_000)]) as! DateObject

    dateObject.dateCol = Date(timeIntervalSinceReferenceDate: Double.nan)
    XCTAssertEqual(dateObject.dateCol, Date(timeIntervalSince1970: 0))

    dateObject.dateCol = maxDate
    XCTAssertEqual(dateObject.dateCol, maxDate)
    dateObject.dateCol = justOverMaxDate
    XCTAssertEqual(dateObject.dateCol, maxDate)
    dateObject.dateCol = Date(timeIntervalSinceReferenceDate: Double.greatestFiniteMagnitude)
    XCTAssertEqual(dateObject.dateCol, maxDate)
    dateObject.dateCol = Date(timeIntervalSinceReferenceDate: Double.infinity)
    XCTAssertEqual(dateObject.dateCol, maxDate)

    dateObject.dateCol = minDate
    XCTAssertEqual(dateObject.dateCol, minDate)
    dateObject.dateCol = justUnderMinDate
    XCTAssertEqual(dateObject.dateCol, minDate)
    dateObject.dateCol = Date(timeIntervalSinceReferenceDate: -Double.greatestFiniteMagnitude)
    XCTAssertEqual(dateObject.dateCol, minDate)
    dateObject.dateCol = Date(timeIntervalSinceReferenceDate: -Double.infinity)
    XCTAssertEqual(dateObject.dateCol, minDate)

    dateObject.dateCol = justUnderMaxDate
    XCTAssertEqual(dateObject.dateCol, justUnderMaxDate)
    dateObject.dateCol = justOverMinDate
    XCTAssertEqual(dateObject.dateCol, justOverMinDate)
    try realm.commitWriteTransaction()
}

class AllTypesObject: RLMObject {
    @objc dynamic var boolCol = false
    @objc dynamic var intCol: Int32 = 0
    @objc dynamic var floatCol: Float = 0
    @objc dynamic var doubleCol = 0.0
    @objc dynamic var stringCol: String?
    @objc dynamic var binaryCol: Data?
    @objc dynamic var dateCol: Date?
    @objc dynamic var cBoolCol = false
    @objc dynamic var longCol: Int64 = 0
    @objc dynamic var decimalCol: Decimal128?
    @objc dynamic var objectIdCol: ObjectId?
    @objc dynamic var uuidCol: UUID?
    @objc dynamic var objectCol: StringObject?
    override class func requiredProperties() -> [String] {
        ["stringCol", "dateCol", "binaryCol", "decimalCol", "objectIdCol", "uuidCol"]
    }
}

/// Every property type is stored and read back: one object set property by property and added, one created from an array of values; NaN floats, doubles and decimals are stored as NaN.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testDataTypes
func testObjcEveryPropertyTypeRoundTrips() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let bin1 = Data([0, 1])
    let bin2 = Data([0, 1, 2, 3])
    let timeNow = Date(timeIntervalSince1970: 1000000)
    let timeZero = Date(timeIntervalSince1970: 0)
    let objectId1 = ObjectId.generate()
    let objectId2 = ObjectId.generate()
    let uuid = UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!
    let c = AllTypesObject()
    c.boolCol = false
    c.intCol = 54
    c.floatCol = 0.7
    c.doubleCol = 0.8
    c.stringCol = "foo"
    c.binaryCol = bin1
    c.dateCol = timeZero
    c.cBoolCol = false
    c.longCol = 99
    c.decimalCol = Decimal128(number: 1)
    c.objectIdCol = objectId1
    c.objectCol = StringObject()
    c.objectCol!.stringCol = "c"
    c.uuidCol = uuid
    realm.add(c)
    AllTypesObject.create(in: realm, withValue: [true, 506, 7.7 as Float, 8.8, "banach", bin2, timeNow, true, -20,
                                                 Decimal128(number: 2), objectId2, uuid, NSNull()])
    try realm.commitWriteTransaction()

    let row1 = AllTypesObject.allObjects()[0] as! AllTypesObject
    let row2 = AllTypesObject.allObjects()[1] as! AllTypesObject
    XCTAssertEqual(row1.boolCol, false)
    XCTAssertEqual(row2.boolCol, true)
    XCTAssertEqual(row1.intCol, 54)
    XCTAssertEqual(row2.intCol, 506)
    XCTAssertEqual(row1.floatCol, 0.7 as Float)
    XCTAssertEqual(row2.floatCol, 7.7 as Float)
    XCTAssertEqual(row1.doubleCol, 0.8)
    XCTAssertEqual(row2.doubleCol, 8.8)
    XCTAssertEqual(row1.stringCol, "foo")
    XCTAssertEqual(row2.stringCol, "banach")
    XCTAssertEqual(row1.binaryCol, bin1)
    XCTAssertEqual(row2.binaryCol, bin2)
    XCTAssertEqual(row1.dateCol, timeZero)
    XCTAssertEqual(row2.dateCol, timeNow)
    XCTAssertEqual(row1.cBoolCol, false)
    XCTAssertEqual(row2.cBoolCol, true)
    XCTAssertEqual(row1.longCol, 99)
    XCTAssertEqual(row2.longCol, -20)
    XCTAssertEqual(row1.decimalCol, Decimal128(number: 1))
    XCTAssertEqual(row2.decimalCol, Decimal128(number: 2))
    XCTAssertEqual(row1.objectIdCol, objectId1)
    XCTAssertEqual(row2.objectIdCol, objectId2)
    XCTAssertEqual(row1.objectCol!.stringCol, "c")
    XCTAssertNil(row2.objectCol)
    XCTAssertEqual(row1.uuidCol!.uuidString, "137DECC8-B300-4954-A233-F89909F4FD89")
    XCTAssertEqual(row2.uuidCol!.uuidString, "137DECC8-B300-4954-A233-F89909F4FD89")

    try realm.transaction {
        row1.boolCol = false
        row1.cBoolCol = false
        row1.boolCol = true
        row1.cBoolCol = true
    }
    XCTAssertEqual(row1.boolCol, true)
    XCTAssertEqual(row1.cBoolCol, true)

    let o = AllTypesObject(value: row1)
    o.floatCol = Float.nan
    o.doubleCol = Double.nan
    o.decimalCol = Decimal128(value: NSNull())
    try realm.transaction {
        realm.add(o)
    }
    XCTAssertTrue(o.floatCol.isNaN)
    XCTAssertTrue(o.doubleCol.isNaN)
    XCTAssertTrue(o.decimalCol!.isNaN)
}

/// create(in:withValue:) of an array refuses a value of the wrong type at any position, naming the value; the valid array creates an object.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testCreateInRealmValidationForArray
func testObjcCreateFromArrayRefusesWrongType() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let to = StringObject.create(in: realm, withValue: ["c"]) as! StringObject
    try realm.commitWriteTransaction()
    let valid: [Any] = [false, 54, 0.7 as Float, 0.8, "foo", Data([0, 1]), Date(timeIntervalSince1970: 1000000), false, 99,
                        Decimal128(number: 2), ObjectId.generate(), UUID(), to]
    realm.beginWriteTransaction()
    let made = AllTypesObject.create(in: realm, withValue: valid) as! AllTypesObject
    XCTAssertEqual(made.stringCol, "foo")
    for i in 0..<valid.count {
        var invalid = valid
        invalid[i] = i == 4 ? 1 : "invalid"
        assertThrows(AllTypesObject.create(in: realm, withValue: invalid), .typeMismatch, reason: "Invalid value '")
    }
    try realm.commitWriteTransaction()
}

/// create(in:withValue:) of a dictionary refuses a value of the wrong type for any property, naming the value; the valid dictionary creates an object.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testCreateInRealmValidationForDictionary
func testObjcCreateFromDictionaryRefusesWrongType() throws {
    let realm = RLMRealm.default()
    let valid: [String: Any] = ["boolCol": false, "intCol": 0, "floatCol": 0 as Float, "doubleCol": 0.0, "stringCol": "`",
                                "binaryCol": "`".data(using: .utf8)!, "dateCol": Date(timeIntervalSince1970: 0), "cBoolCol": false,
                                "longCol": 1, "decimalCol": Decimal128(number: 0), "objectIdCol": ObjectId.generate(),
                                "uuidCol": UUID(uuidString: "85d4fbee-6ec6-47df-bfa1-615931903d7e")!, "objectCol": NSNull()]
    realm.beginWriteTransaction()
    let made = AllTypesObject.create(in: realm, withValue: valid) as! AllTypesObject
    XCTAssertEqual(made.stringCol, "`")
    for key in valid.keys {
        var invalid = valid
        invalid[key] = key == "stringCol" ? 1 : "invalid"
        assertThrows(AllTypesObject.create(in: realm, withValue: invalid), .typeMismatch, reason: "Invalid value '")
    }
    try realm.commitWriteTransaction()
}

/// isEqual(to:) holds for an object and itself and for a handle of the same row read back; two unmanaged objects, a managed and an unmanaged one, two rows of one class and objects of two classes are unequal.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testEquality
func testObjcObjectEquality() throws {
    let obj = IntObject()
    let otherObj = IntObject()
    let realm = RLMRealm.default()
    XCTAssertTrue(obj.isEqual(to: obj))
    XCTAssertFalse(obj.isEqual(to: otherObj))
    realm.beginWriteTransaction()
    realm.add(obj)
    try realm.commitWriteTransaction()
    XCTAssertFalse(obj.isEqual(to: otherObj))
    XCTAssertTrue(obj.isEqual(to: IntObject.allObjects()[0] as! IntObject))
    realm.beginWriteTransaction()
    realm.add(IntObject())
    realm.add(BoolObject())
    try realm.commitWriteTransaction()
    XCTAssertFalse(obj.isEqual(to: IntObject.allObjects()[1] as! IntObject))
    XCTAssertFalse(obj.isEqual(to: BoolObject.allObjects()[0] as! BoolObject))
}

/// Stores each date from `start` to `end` seconds after 2001, one step of
/// the Double at a time, in one object, and answers how many it stored and
/// how many read back as another date.
func storeEveryDateBetween(_ start: Double, _ end: Double) throws -> [Int] {
    var from = start
    var date = Date(timeIntervalSinceReferenceDate: from)
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let dateObject = DateObject.create(in: realm, withValue: [date]) as! DateObject
    var stored = 0
    var differing = 0
    while from < end {
        if dateObject.dateCol != date {
            differing += 1
        }
        stored += 1
        from = from.nextUp
        date = Date(timeIntervalSinceReferenceDate: from)
        dateObject.dateCol = date
    }
    try realm.commitWriteTransaction()
    return [stored, differing]
}

/// Every date within a tenth of a millisecond of the epoch, step by step, reads back as exactly the date stored.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testExactRepresentationOfDatesAroundEpoch
func testObjcDatesAroundEpochExact() throws {
    let epoch = -978307200.0
    let counts = try storeEveryDateBetween(epoch - 0.0001, epoch + 0.0001)
    XCTAssertGreaterThan(counts[0], 1600)
    XCTAssertEqual(counts[1], 0)
}

/// Every date within a millisecond of Foundation's distant future (year 4001), step by step, reads back as exactly the date stored.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testExactRepresentationOfDatesAroundDistantFuture
func testObjcDatesAroundDistantFutureExact() throws {
    let distantFuture = 63113904000.0
    let counts = try storeEveryDateBetween(distantFuture - 0.001, distantFuture + 0.001)
    XCTAssertEqual(counts[0], 262)
    XCTAssertEqual(counts[1], 0)
}

/// Every date within a tenth of a millisecond of a present-day date, step by step, reads back as exactly the date stored.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testExactRepresentationOfDatesAroundNow
func testObjcDatesAroundNowExact() throws {
    let now = 785_000_000.0
    let counts = try storeEveryDateBetween(now - 0.0001, now + 0.0001)
    XCTAssertGreaterThan(counts[0], 1600)
    XCTAssertEqual(counts[1], 0)
}

/// A date 50,000 years in the future is stored and read back exactly.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testDate50kYears
func testObjcDateFiftyThousandYearsAhead() throws {
    // 2025-01-01 plus 50,000 Gregorian years of 365.2425 days.
    let farFuture = Date(timeIntervalSince1970: 1_735_689_600 + 50_000 * 31_556_952)
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let dateObject = DateObject.create(in: realm, withValue: [farFuture]) as! DateObject
    try realm.commitWriteTransaction()
    XCTAssertEqual(dateObject.dateCol, farFuture)
    XCTAssertEqual((DateObject.allObjects().firstObject() as! DateObject).dateCol, farFuture)
}
