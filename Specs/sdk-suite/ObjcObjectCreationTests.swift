// page: sdk
// tags: sdk, suite

// What the Objective-C SDK's object creation tests check, through the Swift
// spelling of the Objective-C API: RLMObject models with `@objc dynamic`
// properties, `RLMRealm.default()`, `init(value:)`, `create(in:withValue:)`,
// `createOrUpdate(in:withValue:)`, `add` and `addOrUpdate`. The models restate
// the SDK's test models (names, property order and types).

class EmployeeObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var age: Int32 = 0
    @objc dynamic var hired = false
}

class CompanyObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var employees = RLMArray<EmployeeObject>(objectClassName: EmployeeObject.className())
    @objc dynamic var employeeSet = RLMSet<EmployeeObject>(objectClassName: EmployeeObject.className())
    @objc dynamic var employeeDict = RLMDictionary<NSString, EmployeeObject>(objectClassName: EmployeeObject.className(), keyType: .string)
}

class DogObject: RLMObject {
    @objc dynamic var dogName: String?
    @objc dynamic var age: Int32 = 0
}

class DogExtraObject: RLMObject {
    @objc dynamic var dogName: String?
    @objc dynamic var age: Int32 = 0
    @objc dynamic var breed: String?
}

class BizzaroDog: RLMObject {
    @objc dynamic var dogName: Int32 = 0
    @objc dynamic var age: String?
}

class OwnerObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var dog: DogObject?
}

class StringObject: RLMObject {
    @objc dynamic var stringCol: String?
}

class IntObject: RLMObject {
    @objc dynamic var intCol: Int32 = 0
}

class PrimaryStringObject: RLMObject {
    @objc dynamic var stringCol: String?
    @objc dynamic var intCol: Int32 = 0
    override class func primaryKey() -> String? { "stringCol" }
    override class func requiredProperties() -> [String] { ["stringCol"] }
}

class PrimaryIntObject: RLMObject {
    @objc dynamic var intCol: Int32 = 0
    override class func primaryKey() -> String? { "intCol" }
}

class PrimaryNullableStringObject: RLMObject {
    @objc dynamic var stringCol: String?
    @objc dynamic var intCol: Int32 = 0
    override class func primaryKey() -> String? { "stringCol" }
}

class PrimaryKeyWithDefault: RLMObject {
    @objc dynamic var stringCol: String?
    @objc dynamic var intCol: Int32 = 0
    override class func primaryKey() -> String? { "stringCol" }
    override class func defaultPropertyValues() -> [AnyHashable: Any]? { ["intCol": 10] }
}

class AllLinks: RLMObject {
    @objc dynamic var string: StringObject?
    @objc dynamic var primaryString: PrimaryStringObject?
    @objc dynamic var intArray = RLMArray<IntObject>(objectClassName: IntObject.className())
    @objc dynamic var primaryIntArray = RLMArray<PrimaryIntObject>(objectClassName: PrimaryIntObject.className())
    @objc dynamic var intSet = RLMSet<IntObject>(objectClassName: IntObject.className())
    @objc dynamic var primaryIntSet = RLMSet<PrimaryIntObject>(objectClassName: PrimaryIntObject.className())
}

class AllLinksWithPrimary: RLMObject {
    @objc dynamic var pk: String?
    @objc dynamic var string: StringObject?
    @objc dynamic var primaryString: PrimaryStringObject?
    @objc dynamic var intArray = RLMArray<IntObject>(objectClassName: IntObject.className())
    @objc dynamic var primaryIntArray = RLMArray<PrimaryIntObject>(objectClassName: PrimaryIntObject.className())
    @objc dynamic var intSet = RLMSet<IntObject>(objectClassName: IntObject.className())
    @objc dynamic var primaryIntSet = RLMSet<PrimaryIntObject>(objectClassName: PrimaryIntObject.className())
    override class func primaryKey() -> String? { "pk" }
}

class NumberDefaultsObject: RLMObject {
    @objc dynamic var intObj: NSNumber? = 1
    @objc dynamic var floatObj: NSNumber? = 2.2 as Float as NSNumber
    @objc dynamic var doubleObj: NSNumber? = 3.3
    @objc dynamic var boolObj: NSNumber? = false
}

class AllPrimitiveArrays: RLMObject {
    @objc dynamic var intObj = RLMArray<NSObject>(objectType: .int, optional: false)
    @objc dynamic var floatObj = RLMArray<NSObject>(objectType: .float, optional: false)
    @objc dynamic var doubleObj = RLMArray<NSObject>(objectType: .double, optional: false)
    @objc dynamic var boolObj = RLMArray<NSObject>(objectType: .bool, optional: false)
    @objc dynamic var stringObj = RLMArray<NSObject>(objectType: .string, optional: false)
    @objc dynamic var dateObj = RLMArray<NSObject>(objectType: .date, optional: false)
    @objc dynamic var dataObj = RLMArray<NSObject>(objectType: .data, optional: false)
    @objc dynamic var decimalObj = RLMArray<NSObject>(objectType: .decimal128, optional: false)
    @objc dynamic var objectIdObj = RLMArray<NSObject>(objectType: .objectId, optional: false)
    @objc dynamic var uuidObj = RLMArray<NSObject>(objectType: .UUID, optional: false)
    @objc dynamic var anyBoolObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyIntObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyFloatObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDoubleObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyStringObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDataObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDateObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDecimalObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyObjectIdObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyUUIDObj = RLMArray<NSObject>(objectType: .any, optional: false)
}

class AllOptionalPrimitiveArrays: RLMObject {
    @objc dynamic var intObj = RLMArray<NSObject>(objectType: .int, optional: true)
    @objc dynamic var floatObj = RLMArray<NSObject>(objectType: .float, optional: true)
    @objc dynamic var doubleObj = RLMArray<NSObject>(objectType: .double, optional: true)
    @objc dynamic var boolObj = RLMArray<NSObject>(objectType: .bool, optional: true)
    @objc dynamic var stringObj = RLMArray<NSObject>(objectType: .string, optional: true)
    @objc dynamic var dateObj = RLMArray<NSObject>(objectType: .date, optional: true)
    @objc dynamic var dataObj = RLMArray<NSObject>(objectType: .data, optional: true)
    @objc dynamic var decimalObj = RLMArray<NSObject>(objectType: .decimal128, optional: true)
    @objc dynamic var objectIdObj = RLMArray<NSObject>(objectType: .objectId, optional: true)
    @objc dynamic var uuidObj = RLMArray<NSObject>(objectType: .UUID, optional: true)
}

class AllPrimitiveSets: RLMObject {
    @objc dynamic var intObj = RLMSet<NSObject>(objectType: .int, optional: false)
    @objc dynamic var intObj2 = RLMSet<NSObject>(objectType: .int, optional: false)
    @objc dynamic var floatObj = RLMSet<NSObject>(objectType: .float, optional: false)
    @objc dynamic var floatObj2 = RLMSet<NSObject>(objectType: .float, optional: false)
    @objc dynamic var doubleObj = RLMSet<NSObject>(objectType: .double, optional: false)
    @objc dynamic var doubleObj2 = RLMSet<NSObject>(objectType: .double, optional: false)
    @objc dynamic var boolObj = RLMSet<NSObject>(objectType: .bool, optional: false)
    @objc dynamic var boolObj2 = RLMSet<NSObject>(objectType: .bool, optional: false)
    @objc dynamic var stringObj = RLMSet<NSObject>(objectType: .string, optional: false)
    @objc dynamic var stringObj2 = RLMSet<NSObject>(objectType: .string, optional: false)
    @objc dynamic var dateObj = RLMSet<NSObject>(objectType: .date, optional: false)
    @objc dynamic var dateObj2 = RLMSet<NSObject>(objectType: .date, optional: false)
    @objc dynamic var dataObj = RLMSet<NSObject>(objectType: .data, optional: false)
    @objc dynamic var dataObj2 = RLMSet<NSObject>(objectType: .data, optional: false)
    @objc dynamic var decimalObj = RLMSet<NSObject>(objectType: .decimal128, optional: false)
    @objc dynamic var decimalObj2 = RLMSet<NSObject>(objectType: .decimal128, optional: false)
    @objc dynamic var objectIdObj = RLMSet<NSObject>(objectType: .objectId, optional: false)
    @objc dynamic var objectIdObj2 = RLMSet<NSObject>(objectType: .objectId, optional: false)
    @objc dynamic var uuidObj = RLMSet<NSObject>(objectType: .UUID, optional: false)
    @objc dynamic var uuidObj2 = RLMSet<NSObject>(objectType: .UUID, optional: false)
    @objc dynamic var anyBoolObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyBoolObj2 = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyIntObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyIntObj2 = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyFloatObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyFloatObj2 = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDoubleObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDoubleObj2 = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyStringObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyStringObj2 = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDataObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDataObj2 = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDateObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDateObj2 = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDecimalObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDecimalObj2 = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyObjectIdObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyObjectIdObj2 = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyUUIDObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyUUIDObj2 = RLMSet<NSObject>(objectType: .any, optional: false)
}

class AllOptionalPrimitiveSets: RLMObject {
    @objc dynamic var intObj = RLMSet<NSObject>(objectType: .int, optional: true)
    @objc dynamic var intObj2 = RLMSet<NSObject>(objectType: .int, optional: true)
    @objc dynamic var floatObj = RLMSet<NSObject>(objectType: .float, optional: true)
    @objc dynamic var floatObj2 = RLMSet<NSObject>(objectType: .float, optional: true)
    @objc dynamic var doubleObj = RLMSet<NSObject>(objectType: .double, optional: true)
    @objc dynamic var doubleObj2 = RLMSet<NSObject>(objectType: .double, optional: true)
    @objc dynamic var boolObj = RLMSet<NSObject>(objectType: .bool, optional: true)
    @objc dynamic var boolObj2 = RLMSet<NSObject>(objectType: .bool, optional: true)
    @objc dynamic var stringObj = RLMSet<NSObject>(objectType: .string, optional: true)
    @objc dynamic var stringObj2 = RLMSet<NSObject>(objectType: .string, optional: true)
    @objc dynamic var dateObj = RLMSet<NSObject>(objectType: .date, optional: true)
    @objc dynamic var dateObj2 = RLMSet<NSObject>(objectType: .date, optional: true)
    @objc dynamic var dataObj = RLMSet<NSObject>(objectType: .data, optional: true)
    @objc dynamic var dataObj2 = RLMSet<NSObject>(objectType: .data, optional: true)
    @objc dynamic var decimalObj = RLMSet<NSObject>(objectType: .decimal128, optional: true)
    @objc dynamic var decimalObj2 = RLMSet<NSObject>(objectType: .decimal128, optional: true)
    @objc dynamic var objectIdObj = RLMSet<NSObject>(objectType: .objectId, optional: true)
    @objc dynamic var objectIdObj2 = RLMSet<NSObject>(objectType: .objectId, optional: true)
    @objc dynamic var uuidObj = RLMSet<NSObject>(objectType: .UUID, optional: true)
    @objc dynamic var uuidObj2 = RLMSet<NSObject>(objectType: .UUID, optional: true)
}

class AbstractObject: RLMObject {
}

class RequiredPropertiesObject: RLMObject {
    @objc dynamic var stringCol: String?
    @objc dynamic var binaryCol: Data?
    @objc dynamic var dateCol: Date?
    override class func requiredProperties() -> [String] { ["stringCol", "binaryCol", "dateCol"] }
}

class PrimaryKeyAndRequiredString: RLMObject {
    @objc dynamic var pk: Int32 = 0
    @objc dynamic var value: String?
    override class func primaryKey() -> String? { "pk" }
    override class func requiredProperties() -> [String] { ["value"] }
}

class PrimaryEmployeeObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var age: Int32 = 0
    @objc dynamic var hired = false
    override class func primaryKey() -> String? { "name" }
}

class PrimaryCompanyObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var employees = RLMArray<PrimaryEmployeeObject>(objectClassName: PrimaryEmployeeObject.className())
    @objc dynamic var employeeSet = RLMSet<PrimaryEmployeeObject>(objectClassName: PrimaryEmployeeObject.className())
    override class func primaryKey() -> String? { "name" }
}

/// An unmanaged company made from arrays: missing, null and empty values leave the name nil and the list empty; nested arrays and objects become employees.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testInitWithArray
func testObjcInitCompanyFromArrays() throws {
    var co = CompanyObject(value: [])
    XCTAssertNil(co.name)
    XCTAssertEqual(co.employees.count, 0)
    co = CompanyObject(value: ["empty company"])
    XCTAssertEqual(co.name, "empty company")
    XCTAssertEqual(co.employees.count, 0)
    co = CompanyObject(value: ["empty company", NSNull()])
    XCTAssertEqual(co.name, "empty company")
    XCTAssertEqual(co.employees.count, 0)
    co = CompanyObject(value: ["empty company", []])
    XCTAssertEqual(co.name, "empty company")
    XCTAssertEqual(co.employees.count, 0)
    co = CompanyObject(value: ["one employee", [["name", 2, true]]])
    XCTAssertEqual(co.name, "one employee")
    XCTAssertEqual(co.employees.count, 1)
    var eo = co.employees.firstObject()!
    XCTAssertEqual(eo.name, "name")
    XCTAssertEqual(eo.age, 2)
    XCTAssertEqual(eo.hired, true)
    co = CompanyObject(value: ["one employee", [eo]])
    XCTAssertEqual(co.name, "one employee")
    XCTAssertEqual(co.employees.count, 1)
    eo = co.employees.firstObject()!
    XCTAssertEqual(eo.name, "name")
    XCTAssertEqual(eo.age, 2)
    XCTAssertEqual(eo.hired, true)
}

/// An unmanaged company made from arrays fills its set the same way; two equal nested arrays give one employee in the set.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testInitWithSet
func testObjcInitCompanySetFromArrays() throws {
    var co = CompanyObject(value: [])
    XCTAssertNil(co.name)
    XCTAssertEqual(co.employeeSet.count, 0)
    co = CompanyObject(value: ["empty company"])
    XCTAssertEqual(co.name, "empty company")
    XCTAssertEqual(co.employeeSet.count, 0)
    co = CompanyObject(value: ["empty company", NSNull()])
    XCTAssertEqual(co.name, "empty company")
    XCTAssertEqual(co.employeeSet.count, 0)
    co = CompanyObject(value: ["empty company", []])
    XCTAssertEqual(co.name, "empty company")
    XCTAssertEqual(co.employeeSet.count, 0)
    co = CompanyObject(value: ["one employee", [["name", 2, true]], [["name", 2, true]]])
    XCTAssertEqual(co.name, "one employee")
    XCTAssertEqual(co.employeeSet.count, 1)
    var eo = co.employeeSet.allObjects[0]
    XCTAssertEqual(eo.name, "name")
    XCTAssertEqual(eo.age, 2)
    XCTAssertEqual(eo.hired, true)
    co = CompanyObject(value: ["one employee", [eo], [eo]])
    XCTAssertEqual(co.name, "one employee")
    XCTAssertEqual(co.employeeSet.count, 1)
    eo = co.employeeSet.allObjects[0]
    XCTAssertEqual(eo.name, "name")
    XCTAssertEqual(eo.age, 2)
    XCTAssertEqual(eo.hired, true)
}

/// An unmanaged company made from dictionaries: missing and null keys leave defaults, nested arrays and dictionaries become employees, unknown keys are ignored.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testInitWithDictionary
func testObjcInitCompanyFromDictionaries() throws {
    var co = CompanyObject(value: [:])
    XCTAssertNil(co.name)
    XCTAssertEqual(co.employees.count, 0)
    co = CompanyObject(value: ["name": NSNull()])
    XCTAssertNil(co.name)
    XCTAssertEqual(co.employees.count, 0)
    co = CompanyObject(value: ["name": "empty company"])
    XCTAssertEqual(co.name, "empty company")
    XCTAssertEqual(co.employees.count, 0)
    co = CompanyObject(value: ["name": "empty company", "employees": NSNull(), "employeeSet": NSNull()])
    XCTAssertEqual(co.name, "empty company")
    XCTAssertEqual(co.employees.count, 0)
    XCTAssertEqual(co.employeeSet.count, 0)
    co = CompanyObject(value: ["name": "empty company", "employees": [], "employeeSet": []])
    XCTAssertEqual(co.name, "empty company")
    XCTAssertEqual(co.employees.count, 0)
    XCTAssertEqual(co.employeeSet.count, 0)
    co = CompanyObject(value: ["name": "one employee", "employees": [["name", 2, true]], "employeeSet": [["name", 2, true]]])
    XCTAssertEqual(co.name, "one employee")
    XCTAssertEqual(co.employees.count, 1)
    XCTAssertEqual(co.employeeSet.count, 1)
    var eo = co.employees.firstObject()!
    var eo2 = co.employeeSet.allObjects[0]
    XCTAssertEqual(eo.name, "name")
    XCTAssertEqual(eo2.name, "name")
    XCTAssertEqual(eo.age, 2)
    XCTAssertEqual(eo.hired, true)
    XCTAssertEqual(eo2.age, 2)
    XCTAssertEqual(eo2.hired, true)
    co = CompanyObject(value: ["name": "one employee",
                               "employees": [["name": "name", "age": 2, "hired": true]],
                               "employeeSet": [["name": "name", "age": 2, "hired": true]]])
    XCTAssertEqual(co.name, "one employee")
    XCTAssertEqual(co.employees.count, 1)
    XCTAssertEqual(co.employeeSet.count, 1)
    eo = co.employees.firstObject()!
    eo2 = co.employeeSet.allObjects[0]
    XCTAssertEqual(eo.name, "name")
    XCTAssertEqual(eo.age, 2)
    XCTAssertEqual(eo.hired, true)
    XCTAssertEqual(eo2.name, "name")
    XCTAssertEqual(eo2.age, 2)
    XCTAssertEqual(eo2.hired, true)
    co = CompanyObject(value: ["name": "no employees", "extra fields": "are okay"])
    XCTAssertEqual(co.name, "no employees")
    XCTAssertEqual(co.employees.count, 0)
    XCTAssertEqual(co.employeeSet.count, 0)
}

/// Created in a write from arrays, a company's name, list and set hold the given values; null and empty arrays give empty collections.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateWithArray
func testObjcCreateCompanyFromArrays() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    var co = CompanyObject.create(in: realm, withValue: ["empty company", NSNull(), NSNull()]) as! CompanyObject
    XCTAssertEqual(co.name, "empty company")
    XCTAssertEqual(co.employees.count, 0)
    XCTAssertEqual(co.employeeSet.count, 0)
    co = CompanyObject.create(in: realm, withValue: ["empty company", [], []]) as! CompanyObject
    XCTAssertEqual(co.name, "empty company")
    XCTAssertEqual(co.employees.count, 0)
    XCTAssertEqual(co.employeeSet.count, 0)
    co = CompanyObject.create(in: realm, withValue: ["one employee", [["name", 2, true]], [["name", 2, true]]]) as! CompanyObject
    XCTAssertEqual(co.name, "one employee")
    XCTAssertEqual(co.employees.count, 1)
    XCTAssertEqual(co.employeeSet.count, 1)
    var eo = co.employees.firstObject()!
    XCTAssertEqual(eo.name, "name")
    XCTAssertEqual(eo.age, 2)
    XCTAssertEqual(eo.hired, true)
    eo = co.employeeSet.allObjects[0]
    XCTAssertEqual(eo.name, "name")
    XCTAssertEqual(eo.age, 2)
    XCTAssertEqual(eo.hired, true)
    realm.cancelWriteTransaction()
}

/// Created in a write from dictionaries, a company takes missing and null keys as empty, nested arrays and dictionaries as employees, and ignores unknown keys.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateWithDictionary
func testObjcCreateCompanyFromDictionaries() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    var co = CompanyObject.create(in: realm, withValue: [:]) as! CompanyObject
    XCTAssertNil(co.name)
    XCTAssertEqual(co.employees.count, 0)
    co = CompanyObject.create(in: realm, withValue: ["name": NSNull()]) as! CompanyObject
    XCTAssertNil(co.name)
    XCTAssertEqual(co.employees.count, 0)
    co = CompanyObject.create(in: realm, withValue: ["name": "empty company"]) as! CompanyObject
    XCTAssertEqual(co.name, "empty company")
    XCTAssertEqual(co.employees.count, 0)
    co = CompanyObject.create(in: realm, withValue: ["name": "empty company", "employees": NSNull(), "employeeSet": NSNull()]) as! CompanyObject
    XCTAssertEqual(co.name, "empty company")
    XCTAssertEqual(co.employees.count, 0)
    XCTAssertEqual(co.employeeSet.count, 0)
    co = CompanyObject.create(in: realm, withValue: ["name": "empty company", "employees": [], "employeeSet": []]) as! CompanyObject
    XCTAssertEqual(co.name, "empty company")
    XCTAssertEqual(co.employees.count, 0)
    XCTAssertEqual(co.employeeSet.count, 0)
    co = CompanyObject.create(in: realm, withValue: ["name": "one employee", "employees": [["name", 2, true]],
                                                      "employeeSet": [["name", 2, true]]]) as! CompanyObject
    XCTAssertEqual(co.name, "one employee")
    XCTAssertEqual(co.employees.count, 1)
    XCTAssertEqual(co.employeeSet.count, 1)
    var eo = co.employees.firstObject()!
    XCTAssertEqual(eo.name, "name")
    XCTAssertEqual(eo.age, 2)
    XCTAssertEqual(eo.hired, true)
    eo = co.employeeSet.allObjects[0]
    XCTAssertEqual(eo.name, "name")
    XCTAssertEqual(eo.age, 2)
    XCTAssertEqual(eo.hired, true)
    co = CompanyObject.create(in: realm, withValue: ["name": "one employee",
                                                     "employees": [["name": "name", "age": 2, "hired": true]],
                                                     "employeeSet": [["name": "name", "age": 2, "hired": true]]]) as! CompanyObject
    XCTAssertEqual(co.name, "one employee")
    XCTAssertEqual(co.employees.count, 1)
    XCTAssertEqual(co.employeeSet.count, 1)
    eo = co.employees.firstObject()!
    XCTAssertEqual(eo.name, "name")
    XCTAssertEqual(eo.age, 2)
    XCTAssertEqual(eo.hired, true)
    eo = co.employeeSet.allObjects[0]
    XCTAssertEqual(eo.name, "name")
    XCTAssertEqual(eo.age, 2)
    XCTAssertEqual(eo.hired, true)
    co = CompanyObject.create(in: realm, withValue: ["name": "no employees", "extra fields": "are okay"]) as! CompanyObject
    XCTAssertEqual(co.name, "no employees")
    XCTAssertEqual(co.employees.count, 0)
    XCTAssertEqual(co.employeeSet.count, 0)
    realm.cancelWriteTransaction()
}

/// Created from a managed object of the same realm, the new object links to the same linked objects: no linked object is copied.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateOnManagedObjectInSameRealmShallowCopies
func testObjcCreateFromManagedObjectSharesLinks() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let so = StringObject.create(in: realm, withValue: ["str"])
    let pso = PrimaryStringObject.create(in: realm, withValue: ["pk", 1])
    let io = IntObject.create(in: realm, withValue: [2])
    let pio = PrimaryIntObject.create(in: realm, withValue: [3])
    let links = AllLinks.create(in: realm, withValue: [so, pso, [io, io], [pio, pio]]) as! AllLinks
    let copy = AllLinks.create(in: realm, withValue: links) as! AllLinks
    XCTAssertEqual(AllLinks.allObjects(in: realm).count, 2)
    XCTAssertEqual(StringObject.allObjects(in: realm).count, 1)
    XCTAssertEqual(PrimaryStringObject.allObjects(in: realm).count, 1)
    XCTAssertEqual(IntObject.allObjects(in: realm).count, 1)
    XCTAssertEqual(PrimaryIntObject.allObjects(in: realm).count, 1)
    XCTAssertTrue(links.string!.isEqual(to: so))
    XCTAssertTrue(copy.string!.isEqual(to: so))
    XCTAssertTrue(links.primaryString!.isEqual(to: pso))
    XCTAssertTrue(copy.primaryString!.isEqual(to: pso))
    realm.cancelWriteTransaction()
}

/// Creating from a deleted object, from another accessor of it, or from an object of an invalidated realm is refused: the object has been deleted or invalidated.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateWithInvalidatedObject
func testObjcCreateFromInvalidatedObject() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let obj1 = IntObject.create(in: realm, withValue: [0])
    let obj2 = IntObject.create(in: realm, withValue: [1])
    let obj1alias = IntObject.allObjects(in: realm).firstObject()!
    realm.delete(obj1)
    assertThrows(IntObject.create(in: realm, withValue: obj1), reason: "Object has been deleted or invalidated.")
    assertThrows(IntObject.create(in: realm, withValue: obj1alias), reason: "Object has been deleted or invalidated.")
    try realm.commitWriteTransaction()
    realm.invalidate()
    realm.beginWriteTransaction()
    assertThrows(IntObject.create(in: realm, withValue: obj2), reason: "Object has been deleted or invalidated.")
    realm.cancelWriteTransaction()
}

/// An object of a class without properties is created from an empty array and committed.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreatingObjectWithoutAnyPropertiesWorks
func testObjcCreateObjectWithoutProperties() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    AbstractObject.create(in: realm, withValue: [])
    try realm.commitWriteTransaction()
    XCTAssertEqual(AbstractObject.allObjects(in: RLMRealm.default()).count, 1)
}

/// A number where a list or a set of objects goes is refused: the value is not enumerable.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateWithNonEnumerableValueForArrayProperty
func testObjcCreateWithNumberForCollection() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    assertThrows(CompanyObject.create(in: realm, withValue: ["one employee", 1]),
                 reason: "Invalid value (1) for 'EmployeeObject' array property 'CompanyObject.employees': value is not enumerable.")
    assertThrows(CompanyObject.create(in: realm, withValue: ["one employee", [], 1]),
                 reason: "Invalid value (1) for 'EmployeeObject' set property 'CompanyObject.employeeSet': value is not enumerable.")
    realm.cancelWriteTransaction()
}

/// createOrUpdate with an existing primary key updates the one object in place and answers the same object.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateOrUpdateUpdatesExistingItemWithSamePK
func testObjcCreateOrUpdateSamePrimaryKey() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let so = PrimaryStringObject.createOrUpdate(in: realm, withValue: ["pk", 2]) as! PrimaryStringObject
    XCTAssertEqual(PrimaryStringObject.allObjects(in: realm).count, 1)
    XCTAssertEqual(so.intCol, 2)
    let so2 = PrimaryStringObject.createOrUpdate(in: realm, withValue: ["pk", 3]) as! PrimaryStringObject
    XCTAssertEqual(PrimaryStringObject.allObjects(in: realm).count, 1)
    XCTAssertEqual(so.intCol, 3)
    XCTAssertEqual(so, so2)
    realm.cancelWriteTransaction()
}

/// createOrUpdate with only the primary key leaves the other properties as they were.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateOrUpdateDoesNotModifyKeysNotPresent
func testObjcCreateOrUpdateKeepsMissingKeys() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let so = PrimaryStringObject.createOrUpdate(in: realm, withValue: ["pk", 2]) as! PrimaryStringObject
    let so2 = PrimaryStringObject.createOrUpdate(in: realm, withValue: ["stringCol": "pk"]) as! PrimaryStringObject
    XCTAssertEqual(PrimaryStringObject.allObjects(in: realm).count, 1)
    XCTAssertEqual(so.intCol, 2)
    XCTAssertEqual(so2.intCol, 2)
    realm.cancelWriteTransaction()
}

/// createOrUpdate replaces a list with the given one, not merged, and updates the linked object with a primary key.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateOrUpdateReplacesExistingArrayPropertiesAndDoesNotMergeThem
func testObjcCreateOrUpdateReplacesList() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let obj = AllLinksWithPrimary.create(in: realm, withValue: ["pk", ["str"], ["str pk", 5], [[1], [2], [3]]]) as! AllLinksWithPrimary
    AllLinksWithPrimary.createOrUpdate(in: realm, withValue: ["pk", ["str"], ["str pk", 6], [[4]]])
    XCTAssertEqual(obj.intArray.count, 1)
    XCTAssertEqual(obj.intArray[0].intCol, 4)
    XCTAssertEqual(obj.primaryString!.intCol, 6)
    realm.cancelWriteTransaction()
}

/// createOrUpdate reuses a linked object found by its primary key instead of adding another.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateOrUpdateReusesExistingLinkedObjectsWithPrimaryKeys
func testObjcCreateOrUpdateReusesLinkedPrimaryKey() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    AllLinksWithPrimary.create(in: realm, withValue: ["pk", NSNull(), ["str pk", 5]])
    AllLinksWithPrimary.createOrUpdate(in: realm, withValue: ["pk", NSNull(), ["stringCol": "str pk"]])
    XCTAssertEqual(PrimaryStringObject.allObjects(in: realm).count, 1)
    realm.cancelWriteTransaction()
}

/// createOrUpdate makes a new linked object when the linked class has no primary key.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateOrUpdateCreatesNewLinkedObjectsWithoutPrimaryKeys
func testObjcCreateOrUpdateNewLinkedWithoutPrimaryKey() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    AllLinksWithPrimary.create(in: realm, withValue: ["pk", ["str"]])
    AllLinksWithPrimary.createOrUpdate(in: realm, withValue: ["pk", ["str"]])
    XCTAssertEqual(StringObject.allObjects(in: realm).count, 2)
    realm.cancelWriteTransaction()
}

/// Adding a deleted object, or another accessor of it, is refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testAddInvalidated
func testObjcAddInvalidated() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let dog = DogObject.create(in: realm, withValue: ["name", 1])
    let dog2 = DogObject.allObjects(in: realm).firstObject()!
    realm.delete(dog)
    assertThrows(realm.add(dog), reason: "Adding a deleted or invalidated")
    assertThrows(realm.add(dog2), reason: "Adding a deleted or invalidated")
    realm.cancelWriteTransaction()
}

/// Adding an unmanaged company adds its employees too: the company and each employee then belong to the realm.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testAddNested
func testObjcAddNested() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    var co = CompanyObject(value: ["one employee", [["name", 2, true]]])
    realm.add(co)
    XCTAssertTrue(co.realm === realm)
    XCTAssertEqual(co.name, "one employee")
    var eo = co.employees[0]
    XCTAssertTrue(eo.realm === realm)
    XCTAssertEqual(eo.name, "name")
    eo = EmployeeObject(value: ["name 2", 3, false])
    co = CompanyObject(value: ["one employee", [eo]])
    realm.add(co)
    XCTAssertTrue(co.realm === realm)
    XCTAssertTrue(eo.realm === realm)
    realm.cancelWriteTransaction()
}

/// An object of a class without properties is added from an empty array and committed.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testAddingObjectWithoutAnyPropertiesWorks
func testObjcAddObjectWithoutProperties() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    realm.add(AbstractObject(value: []))
    try realm.commitWriteTransaction()
    XCTAssertEqual(AbstractObject.allObjects(in: RLMRealm.default()).count, 1)
}

/// Adding an object already managed by the same realm again does nothing.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testAddToCurrentRealmIsNoOp
func testObjcAddToCurrentRealmAgain() throws {
    let dog = DogObject()
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    realm.add(dog)
    XCTAssertTrue(dog.realm === realm)
    XCTAssertEqual(DogObject.allObjects(in: realm).count, 1)
    realm.add(dog)
    XCTAssertTrue(dog.realm === realm)
    XCTAssertEqual(DogObject.allObjects(in: realm).count, 1)
    realm.cancelWriteTransaction()
}

/// Adding an object already managed by the realm, outside a write, is still refused for the missing write.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testAddToCurrentRealmChecksForWrite
func testObjcAddManagedOutsideWrite() throws {
    let dog = DogObject()
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    realm.add(dog)
    try realm.commitWriteTransaction()
    assertThrows(realm.add(dog), reason: "call beginWriteTransaction")
}

/// addOrUpdate of an object whose class has no primary key is refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testAddOrUpdateWithoutPKThrows
func testObjcAddOrUpdateWithoutPrimaryKey() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    assertThrows(realm.addOrUpdate(DogObject()), reason: "'DogObject' does not have a primary key")
    realm.cancelWriteTransaction()
}

/// addOrUpdate of a second unmanaged object with the same primary key updates the first one, which then equals the second.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testAddOrUpdateUpdatesExistingItemWithSamePK
func testObjcAddOrUpdateSamePrimaryKey() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let so1 = PrimaryStringObject(value: ["pk", 2])
    let so2 = PrimaryStringObject(value: ["pk", 3])
    realm.addOrUpdate(so1)
    XCTAssertEqual(PrimaryStringObject.allObjects(in: realm).count, 1)
    XCTAssertEqual(so1.intCol, 2)
    realm.addOrUpdate(so2)
    XCTAssertEqual(PrimaryStringObject.allObjects(in: realm).count, 1)
    XCTAssertEqual(so1.intCol, 3)
    XCTAssertEqual(so1, so2)
    realm.cancelWriteTransaction()
}

/// addOrUpdate writes every property of the unmanaged object, so a property it was given no value for takes the class default.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testAddOrUpdateDoesNotHaveAnyConceptOfKeysNotPresentThatShouldBeLeftAlone
func testObjcAddOrUpdateWritesDefaults() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let obj1 = PrimaryKeyWithDefault(value: ["pk", 2])
    let obj2 = PrimaryKeyWithDefault(value: ["pk"])
    realm.addOrUpdate(obj1)
    realm.addOrUpdate(obj2)
    XCTAssertEqual(obj1.intCol, 10)
    realm.cancelWriteTransaction()
}

/// addOrUpdate of a company whose list and set hold two unmanaged employees with one primary key keeps one employee, with the last values.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testAddOrUpdateWithDuplicateConflictingValuesForPrimaryKeyInArrayProperty
func testObjcAddOrUpdateDuplicatePrimaryKeysInList() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let company = PrimaryCompanyObject()
    company.employees.add(PrimaryEmployeeObject(value: ["a", 1, false]))
    company.employees.add(PrimaryEmployeeObject(value: ["a", 2, false]))
    company.employeeSet.add(PrimaryEmployeeObject(value: ["a", 1, false]))
    company.employeeSet.add(PrimaryEmployeeObject(value: ["a", 2, false]))
    realm.addOrUpdate(company)
    XCTAssertEqual(PrimaryEmployeeObject.allObjects(in: realm).count, 1)
    XCTAssertEqual(company.employees[0].age, 2)
    XCTAssertEqual(company.employees[1].age, 2)
    XCTAssertEqual(company.employees[0], company.employees[1])
    XCTAssertEqual(company.employeeSet.allObjects[0].age, 2)
    XCTAssertEqual(company.employeeSet.allObjects[0], company.employeeSet.allObjects.last!)
    realm.cancelWriteTransaction()
}

/// addOrUpdate replaces the list and the set with the new object's, not merged, and updates the linked object with a primary key.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testAddOrUpdateReplacesExistingArrayPropertiesAndDoesNotMergeThem
func testObjcAddOrUpdateReplacesCollections() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let obj1 = AllLinksWithPrimary(value: ["pk", ["str"], ["str pk", 5], [[1], [2], [3]], [], [[1], [2], [3]]])
    let obj2 = AllLinksWithPrimary(value: ["pk", ["str"], ["str pk", 6], [[4]], [], [[4]]])
    realm.addOrUpdate(obj1)
    realm.addOrUpdate(obj2)
    XCTAssertEqual(obj1.intArray.count, 1)
    XCTAssertEqual(obj1.intArray[0].intCol, 4)
    XCTAssertEqual(obj1.intSet.count, 1)
    XCTAssertEqual(obj1.intSet.allObjects[0].intCol, 4)
    XCTAssertEqual(obj1.primaryString!.intCol, 6)
    realm.cancelWriteTransaction()
}

/// addOrUpdate reuses a linked object found by its primary key.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testAddOrUpdateReusesExistingLinkedObjectsWithPrimaryKeys
func testObjcAddOrUpdateReusesLinkedPrimaryKey() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let obj1 = AllLinksWithPrimary(value: ["pk", NSNull(), ["str pk", 5]])
    let obj2 = AllLinksWithPrimary(value: ["pk", NSNull(), ["stringCol": "str pk"]])
    realm.addOrUpdate(obj1)
    realm.addOrUpdate(obj2)
    XCTAssertEqual(PrimaryStringObject.allObjects(in: realm).count, 1)
    realm.cancelWriteTransaction()
}

/// addOrUpdate adds a new linked object when its class has no primary key; the updated object links to the second one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testAddOrUpdateAddsNewLinkedObjectsWithoutPrimaryKeys
func testObjcAddOrUpdateNewLinkedWithoutPrimaryKey() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let obj1 = AllLinksWithPrimary(value: ["pk", ["str"]])
    let obj2 = AllLinksWithPrimary(value: ["pk", ["str"]])
    realm.addOrUpdate(obj1)
    realm.addOrUpdate(obj2)
    XCTAssertEqual(StringObject.allObjects(in: realm).count, 2)
    XCTAssertFalse(obj1.string!.isEqual(to: StringObject.allObjects(in: realm)[0]))
    XCTAssertTrue(obj1.string!.isEqual(to: StringObject.allObjects(in: realm)[1]))
    realm.cancelWriteTransaction()
}

/// addOrUpdate of an object already managed by the realm does nothing.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testAddOrUpdateOnManagedObjectInSameRealmIsNoOp
func testObjcAddOrUpdateManagedSameRealm() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let so = PrimaryStringObject.createOrUpdate(in: realm, withValue: ["pk", 2])
    realm.addOrUpdate(so)
    XCTAssertEqual(PrimaryStringObject.allObjects(in: realm).count, 1)
    realm.cancelWriteTransaction()
}


/// Created in a write, an array with a wrong type or too many values is refused with the SDK's messages, and so is an empty array for a class whose required primary key has no default.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateWithInvalidArray
func testObjcCreateFromInvalidArrays() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    assertThrows(DogObject.create(in: realm, withValue: ["name", "age"]), reason: "Invalid value 'age' of type '")
    assertThrows(DogObject.create(in: realm, withValue: ["name", "age"]), reason: "' for 'int' property 'DogObject.age'")
    assertThrows(DogObject.create(in: realm, withValue: ["name", NSNull()]),
                 reason: "Invalid value '<null>' of type 'NSNull' for 'int' property 'DogObject.age'")
    assertThrows(DogObject.create(in: realm, withValue: ["name", 5, "too many values"]),
                 reason: "Invalid array input: more values (3) than properties (2).")
    assertThrows(PrimaryStringObject.create(in: realm, withValue: []),
                 reason: "Missing value for property 'PrimaryStringObject.stringCol'")
    realm.cancelWriteTransaction()
}

/// Adding an unmanaged object whose required string is nil is refused with the SDK's message.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testAddObjectWithNilValueForRequiredProperty
func testObjcAddNilRequiredProperty() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    assertThrows(realm.add(RequiredPropertiesObject()),
                 reason: "Invalid value '<null>' of type 'NSNull' for 'string' property 'RequiredPropertiesObject.stringCol'.")
    realm.cancelWriteTransaction()
}

/// addOrUpdate of an unmanaged object whose required string is nil is refused even when the stored object of that key has a value.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testAddObjectWithNilValueForRequiredPropertyDoesNotUseExistingValue
func testObjcAddOrUpdateNilRequiredProperty() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    PrimaryKeyAndRequiredString.create(in: realm, withValue: [0, "value"])
    assertThrows(realm.addOrUpdate(PrimaryKeyAndRequiredString()),
                 reason: "Invalid value '<null>' of type 'NSNull' for 'string' property 'PrimaryKeyAndRequiredString.value'")
    realm.cancelWriteTransaction()
}

/// An unmanaged object made from NSNull is refused as a nil value; one made from a string is refused because key-value coding finds none of the class's keys in it.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testInitWithInvalidThings
func testObjcInitFromNullOrString() throws {
    assertThrows(DogObject(value: NSNull()), reason: "Must provide a non-nil value.")
    assertThrows(DogObject(value: "name"), reason: "Invalid value 'name' to initialize object of type 'DogObject': missing key 'dogName'")
}

/// An unmanaged object made from an array is refused for a string where an int goes, for null where an int goes (shown as a nil of no class), and for more values than properties.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testInitWithInvalidArray
func testObjcInitFromInvalidArrays() throws {
    assertThrows(DogObject(value: ["name", "age"]), reason: "Invalid value 'age' of type '")
    assertThrows(DogObject(value: ["name", "age"]), reason: "' for 'int' property 'DogObject.age'.")
    assertThrows(DogObject(value: ["name", NSNull()]), reason: "Invalid value '(null)' of type '(null)' for 'int' property 'DogObject.age'.")
    assertThrows(DogObject(value: ["name", 5, "too many values"]), reason: "Invalid array input: more values (3) than properties (2).")
}

/// An unmanaged object made from a dictionary is refused for null where an int goes, and for a date there, shown as the date's text and class.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testInitWithInvalidDictionary
func testObjcInitFromInvalidDictionaries() throws {
    assertThrows(DogObject(value: ["name": "a", "age": NSNull()]), reason: "Invalid value '(null)' of type '(null)' for 'int' property 'DogObject.age'")
    assertThrows(DogObject(value: ["name": "a", "age": Date()]), reason: "Invalid value '20")
    assertThrows(DogObject(value: ["name": "a", "age": Date()]), reason: "Date' for 'int' property 'DogObject.age'")
}

/// An unmanaged object made from an object of another class reads it by key: a key the other class lacks is refused by name, and a key of another type is refused as that value.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testInitWithInvalidObject
func testObjcInitFromInvalidObjects() throws {
    let so = StringObject(value: ["str"])
    assertThrows(IntObject(value: so), reason: "missing key 'intCol'")
    let dog = DogObject(value: ["Fido", 10])
    assertThrows(DogExtraObject(value: dog), reason: "missing key 'breed'")
    assertThrows(BizzaroDog(value: dog), reason: "Invalid value 'Fido' of type '")
    assertThrows(BizzaroDog(value: dog), reason: "' for 'int' property 'BizzaroDog.dogName'")
}

/// Created in a write from a dictionary, null where an int goes is refused as NSNull, and a date there as the date's text.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateWithInvalidDictionary
func testObjcCreateFromInvalidDictionaries() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    assertThrows(DogObject.create(in: realm, withValue: ["name": "a", "age": NSNull()]),
                 reason: "Invalid value '<null>' of type 'NSNull' for 'int' property 'DogObject.age'")
    assertThrows(DogObject.create(in: realm, withValue: ["name": "a", "age": Date()]), reason: "Invalid value '20")
    assertThrows(DogObject.create(in: realm, withValue: ["name": "a", "age": Date()]), reason: "' for 'int' property 'DogObject.age'")
    realm.cancelWriteTransaction()
}

/// Created in a write from an unmanaged company, the employees are copied (new objects with the same names); an object of another class gives a new dog its matching properties, and so does one given for a link.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateWithObject
func testObjcCreateFromObjects() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let eo = EmployeeObject()
    eo.name = "employee name"
    eo.age = 1
    eo.hired = false
    let co = CompanyObject()
    co.name = "name"
    co.employees.add(eo)
    co.employeeSet.add(eo)
    let co2 = CompanyObject.create(in: realm, withValue: co) as! CompanyObject
    XCTAssertEqual(co.name, co2.name)
    XCTAssertFalse(co.employees[0].isEqual(to: co2.employees[0]))
    XCTAssertEqual(co.employees[0].name, co2.employees[0].name)
    XCTAssertFalse(co.employeeSet.allObjects[0].isEqual(to: co2.employeeSet.allObjects[0]))
    XCTAssertEqual(co.employeeSet.allObjects[0].name, co2.employeeSet.allObjects[0].name)
    let dogExt = DogExtraObject.create(in: realm, withValue: ["Fido", 12, "Poodle"])
    let dog = DogObject.create(in: realm, withValue: dogExt) as! DogObject
    XCTAssertEqual(dog.dogName, "Fido")
    XCTAssertEqual(dog.age, 12)
    let owner = OwnerObject.create(in: realm, withValue: ["Alex", dogExt]) as! OwnerObject
    XCTAssertEqual(owner.dog?.dogName, "Fido")
    realm.cancelWriteTransaction()
}

/// Created in a write, NSNull and an empty string are refused as a whole object's value; an object of another class is read by key, refused by the first key it lacks or by a value of another type.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateWithInvalidObject
func testObjcCreateFromInvalidObjects() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    assertThrows(DogObject.create(in: realm, withValue: NSNull()), reason: "Must provide a non-nil value")
    assertThrows(DogObject.create(in: realm, withValue: ""), reason: "Invalid value '' to initialize object of type 'DogObject'")
    let so = StringObject.create(in: realm, withValue: ["str"])
    assertThrows(IntObject.create(in: realm, withValue: so), reason: "missing key 'intCol'")
    let dog = DogObject.create(in: realm, withValue: ["Fido", 10])
    assertThrows(DogExtraObject.create(in: realm, withValue: dog), reason: "missing key 'breed'")
    assertThrows(BizzaroDog.create(in: realm, withValue: dog), reason: "Invalid value 'Fido' of type '")
    assertThrows(BizzaroDog.create(in: realm, withValue: dog), reason: "' for 'int' property 'BizzaroDog.dogName'")
    realm.cancelWriteTransaction()
}

/// createOrUpdate given an object already in the realm answers that very object, and adds none.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateOrUpdateOnManagedObjectInSameRealmReturnsExistingObjectInstance
func testObjcCreateOrUpdateManagedAnswersSameObject() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let so = PrimaryStringObject.createOrUpdate(in: realm, withValue: ["pk", 2])
    let so2 = PrimaryStringObject.createOrUpdate(in: realm, withValue: so)
    XCTAssertTrue(so === so2)
    XCTAssertEqual(PrimaryStringObject.allObjects(in: realm).count, 1)
    realm.cancelWriteTransaction()
}

/// An unmanaged company made with an enumerator of the employees from the last fills its list in that order.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testWithNonArrayEnumerableForRLMArrayProperty
func testObjcInitListFromEnumerator() throws {
    let employees: NSArray = [["name", 2, true], ["name 2", 3, false]]
    let co = CompanyObject(value: ["one employee", employees.reverseObjectEnumerator()])
    XCTAssertEqual(co.employees.count, 2)
    XCTAssertEqual(co.employees[0].name, "name 2")
    XCTAssertEqual(co.employees[1].name, "name")
}

/// An unmanaged company made with enumerators of the employees fills its set with both.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testWithNonSetEnumerableForRLMSetProperty
func testObjcInitSetFromEnumerator() throws {
    let employees: NSArray = [["name", 2, true], ["name 2", 3, false]]
    let co = CompanyObject(value: ["one employee", employees.reverseObjectEnumerator(), employees.reverseObjectEnumerator()])
    XCTAssertEqual(co.employeeSet.count, 2)
    XCTAssertTrue((co.employeeSet.value(forKey: "name") as! Set<String>).contains("name"))
    XCTAssertTrue((co.employeeSet.value(forKey: "name") as! Set<String>).contains("name 2"))
}

/// Created in a write with enumerators of the employees from the last, the list holds them in that order and the set holds both.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateWithNonArrayEnumerableValueForArrayProperty
func testObjcCreateFromEnumerators() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let employees: NSArray = [["name", 2, true], ["name 2", 3, false]]
    let co = CompanyObject.create(in: realm, withValue: ["one employee", employees.reverseObjectEnumerator(),
                                                         employees.reverseObjectEnumerator()]) as! CompanyObject
    XCTAssertEqual(co.employees.count, 2)
    XCTAssertEqual(co.employees[0].name, "name 2")
    XCTAssertEqual(co.employees[1].name, "name")
    XCTAssertEqual(co.employeeSet.count, 2)
    XCTAssertTrue((co.employeeSet.value(forKey: "name") as! Set<String>).contains("name 2"))
    XCTAssertTrue((co.employeeSet.value(forKey: "name") as! Set<String>).contains("name"))
    realm.cancelWriteTransaction()
}

/// init(value:) with an array shorter than the properties gives the rest their defaults.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testInitWithArrayUsesDefaultValuesForMissingFields
func testObjcInitArrayTakesDefaults() throws {
    var obj = NumberDefaultsObject(value: [] as [Any])
    XCTAssertEqual(obj.intObj, 1)
    XCTAssertEqual(obj.floatObj, 2.2 as Float as NSNumber)
    XCTAssertEqual(obj.doubleObj, 3.3)
    XCTAssertEqual(obj.boolObj, false)
    obj = NumberDefaultsObject(value: [10, 22.2 as Float])
    XCTAssertEqual(obj.intObj, 10)
    XCTAssertEqual(obj.floatObj, 22.2 as Float as NSNumber)
    XCTAssertEqual(obj.doubleObj, 3.3)
    XCTAssertEqual(obj.boolObj, false)
}

/// init(value:) with a dictionary gives the properties it lacks their defaults.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testInitWithDictionaryUsesDefaultValuesForMissingFields
func testObjcInitDictionaryTakesDefaults() throws {
    var obj = NumberDefaultsObject(value: [:])
    XCTAssertEqual(obj.intObj, 1)
    XCTAssertEqual(obj.floatObj, 2.2 as Float as NSNumber)
    XCTAssertEqual(obj.doubleObj, 3.3)
    XCTAssertEqual(obj.boolObj, false)
    obj = NumberDefaultsObject(value: ["intObj": 10])
    XCTAssertEqual(obj.intObj, 10)
    XCTAssertEqual(obj.floatObj, 2.2 as Float as NSNumber)
    XCTAssertEqual(obj.doubleObj, 3.3)
    XCTAssertEqual(obj.boolObj, false)
}

/// create with a dictionary gives the properties it lacks their defaults.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateUsesDefaultValuesForMissingDictionaryKeys
func testObjcCreateDictionaryTakesDefaults() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    var obj = NumberDefaultsObject.create(in: realm, withValue: [:]) as! NumberDefaultsObject
    XCTAssertEqual(obj.intObj, 1)
    XCTAssertEqual(obj.floatObj, 2.2 as Float as NSNumber)
    XCTAssertEqual(obj.doubleObj, 3.3)
    XCTAssertEqual(obj.boolObj, false)
    obj = NumberDefaultsObject.create(in: realm, withValue: ["intObj": 10]) as! NumberDefaultsObject
    XCTAssertEqual(obj.intObj, 10)
    XCTAssertEqual(obj.floatObj, 2.2 as Float as NSNumber)
    XCTAssertEqual(obj.doubleObj, 3.3)
    XCTAssertEqual(obj.boolObj, false)
    realm.cancelWriteTransaction()
}

/// Creating with arrays for RLMArrays of required values stores each in order.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateRequiredPrimitiveArrays
func testObjcCreateRequiredValueArrays() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let now = Date()
    let bytes = Data("a".utf8)
    let req = AllPrimitiveArrays.create(in: realm, withValue: [
        "intObj": [1, 2, 3], "boolObj": [true, false], "floatObj": [1.1 as Float, 2.2 as Float], "doubleObj": [3.3, 4.4],
        "stringObj": ["a", "b"], "dateObj": [now], "dataObj": [bytes]]) as! AllPrimitiveArrays
    XCTAssertEqual(req.intObj.count, 3)
    XCTAssertEqual(req.boolObj.count, 2)
    XCTAssertEqual(req.floatObj.count, 2)
    XCTAssertEqual(req.doubleObj.count, 2)
    XCTAssertEqual(req.stringObj.count, 2)
    XCTAssertEqual(req.dateObj.count, 1)
    XCTAssertEqual(req.dataObj.count, 1)
    XCTAssertEqual(req.intObj.value(forKey: "self") as! NSArray, [1, 2, 3] as NSArray)
    XCTAssertEqual(req.boolObj.value(forKey: "self") as! NSArray, [true, false] as NSArray)
    XCTAssertEqual(req.floatObj.value(forKey: "self") as! NSArray, [1.1 as Float, 2.2 as Float] as NSArray)
    XCTAssertEqual(req.doubleObj.value(forKey: "self") as! NSArray, [3.3, 4.4] as NSArray)
    XCTAssertEqual(req.stringObj.value(forKey: "self") as! NSArray, ["a", "b"] as NSArray)
    XCTAssertEqual(req.dateObj.value(forKey: "self") as! NSArray, [now] as NSArray)
    XCTAssertEqual(req.dataObj.value(forKey: "self") as! NSArray, [bytes] as NSArray)
    realm.cancelWriteTransaction()
}

/// Creating with arrays for RLMSets of required values stores each value once.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateRequiredPrimitiveSets
func testObjcCreateRequiredValueSets() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let now = Date()
    let bytes = Data("a".utf8)
    let req = AllPrimitiveSets.create(in: realm, withValue: [
        "intObj": [1, 2, 3], "boolObj": [true, false], "floatObj": [1.1 as Float, 2.2 as Float], "doubleObj": [3.3, 4.4],
        "stringObj": ["a", "b"], "dateObj": [now], "dataObj": [bytes]]) as! AllPrimitiveSets
    XCTAssertEqual(req.intObj.count, 3)
    XCTAssertEqual(req.boolObj.count, 2)
    XCTAssertEqual(req.floatObj.count, 2)
    XCTAssertEqual(req.doubleObj.count, 2)
    XCTAssertEqual(req.stringObj.count, 2)
    XCTAssertEqual(req.dateObj.count, 1)
    XCTAssertEqual(req.dataObj.count, 1)
    XCTAssertEqual(Set(req.intObj.allObjects), Set([1, 2, 3] as [NSObject]))
    XCTAssertEqual(Set(req.boolObj.allObjects), Set([false, true] as [NSObject]))
    XCTAssertEqual(Set(req.floatObj.allObjects), Set([1.1 as Float, 2.2 as Float] as [NSObject]))
    XCTAssertEqual(Set(req.doubleObj.allObjects), Set([3.3, 4.4] as [NSObject]))
    XCTAssertEqual(Set(req.stringObj.allObjects), Set(["a", "b"] as [NSObject]))
    XCTAssertEqual(Set(req.dateObj.allObjects), Set([now] as [NSObject]))
    XCTAssertEqual(Set(req.dataObj.allObjects), Set([bytes] as [NSObject]))
    realm.cancelWriteTransaction()
}

/// Creating with arrays holding NSNull for RLMArrays of optional values stores nil where it is given.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateOptionalPrimitiveArrays
func testObjcCreateOptionalValueArrays() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let now = Date()
    let bytes = Data("a".utf8)
    let req = AllOptionalPrimitiveArrays.create(in: realm, withValue: [
        "intObj": [1, 2, 3, NSNull()], "boolObj": [true, false, NSNull()], "floatObj": [1.1 as Float, 2.2 as Float, NSNull()],
        "doubleObj": [3.3, 4.4, NSNull()], "stringObj": ["a", "b", NSNull()], "dateObj": [now, NSNull()], "dataObj": [bytes, NSNull()],
        "uuidObj": [UUID(uuidString: "137decc8-b300-4954-a233-f89909f4fd89")!, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!]]) as! AllOptionalPrimitiveArrays
    XCTAssertEqual(req.intObj.count, 4)
    XCTAssertEqual(req.boolObj.count, 3)
    XCTAssertEqual(req.floatObj.count, 3)
    XCTAssertEqual(req.doubleObj.count, 3)
    XCTAssertEqual(req.stringObj.count, 3)
    XCTAssertEqual(req.dateObj.count, 2)
    XCTAssertEqual(req.dataObj.count, 2)
    XCTAssertEqual(req.intObj.value(forKey: "self") as! NSArray, [1, 2, 3, NSNull()] as NSArray)
    XCTAssertEqual(req.boolObj.value(forKey: "self") as! NSArray, [true, false, NSNull()] as NSArray)
    XCTAssertEqual(req.floatObj.value(forKey: "self") as! NSArray, [1.1 as Float, 2.2 as Float, NSNull()] as NSArray)
    XCTAssertEqual(req.doubleObj.value(forKey: "self") as! NSArray, [3.3, 4.4, NSNull()] as NSArray)
    XCTAssertEqual(req.stringObj.value(forKey: "self") as! NSArray, ["a", "b", NSNull()] as NSArray)
    XCTAssertEqual(req.dateObj.value(forKey: "self") as! NSArray, [now, NSNull()] as NSArray)
    XCTAssertEqual(req.dataObj.value(forKey: "self") as! NSArray, [bytes, NSNull()] as NSArray)
    realm.cancelWriteTransaction()
}

/// Creating with arrays holding NSNull for RLMSets of optional values stores nil once among the values.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateOptionalPrimitiveSets
func testObjcCreateOptionalValueSets() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let now = Date()
    let bytes = Data("a".utf8)
    let req = AllOptionalPrimitiveSets.create(in: realm, withValue: [
        "intObj": [1, 2, 3, NSNull()], "boolObj": [true, false, NSNull()], "floatObj": [1.1 as Float, 2.2 as Float, NSNull()],
        "doubleObj": [3.3, 4.4, NSNull()], "stringObj": ["a", "b", NSNull()], "dateObj": [now, NSNull()], "dataObj": [bytes, NSNull()]]) as! AllOptionalPrimitiveSets
    XCTAssertEqual(req.intObj.count, 4)
    XCTAssertEqual(req.boolObj.count, 3)
    XCTAssertEqual(req.floatObj.count, 3)
    XCTAssertEqual(req.doubleObj.count, 3)
    XCTAssertEqual(req.stringObj.count, 3)
    XCTAssertEqual(req.dateObj.count, 2)
    XCTAssertEqual(req.dataObj.count, 2)
    XCTAssertEqual(Set(req.intObj.allObjects), Set([NSNull(), 1, 2, 3] as [NSObject]))
    XCTAssertEqual(Set(req.boolObj.allObjects), Set([NSNull(), false, true] as [NSObject]))
    XCTAssertEqual(Set(req.floatObj.allObjects), Set([NSNull(), 1.1 as Float, 2.2 as Float] as [NSObject]))
    XCTAssertEqual(Set(req.doubleObj.allObjects), Set([NSNull(), 3.3, 4.4] as [NSObject]))
    XCTAssertEqual(Set(req.stringObj.allObjects), Set([NSNull(), "a", "b"] as [NSObject]))
    XCTAssertEqual(Set(req.dateObj.allObjects), Set([NSNull(), now] as [NSObject]))
    XCTAssertEqual(Set(req.dataObj.allObjects), Set([NSNull(), bytes] as [NSObject]))
    realm.cancelWriteTransaction()
}

/// NSNull given for an RLMArray or RLMSet of values in create leaves it empty.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreatePrimitiveArraysWithNSNull
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreatePrimitiveSetsWithNSNull
func testObjcCreateValueCollectionsFromNSNull() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let names = ["intObj", "boolObj", "floatObj", "doubleObj", "stringObj", "dateObj", "dataObj"]
    var value: [String: Any] = [:]
    for name in names { value[name] = NSNull() }
    let arrays = AllPrimitiveArrays.create(in: realm, withValue: value) as! AllPrimitiveArrays
    for array in [arrays.intObj, arrays.boolObj, arrays.floatObj, arrays.doubleObj, arrays.stringObj, arrays.dateObj, arrays.dataObj] {
        XCTAssertEqual(array.count, 0)
    }
    let sets = AllPrimitiveSets.create(in: realm, withValue: value) as! AllPrimitiveSets
    for set in [sets.intObj, sets.boolObj, sets.floatObj, sets.doubleObj, sets.stringObj, sets.dateObj, sets.dataObj] {
        XCTAssertEqual(set.count, 0)
    }
    realm.cancelWriteTransaction()
}

/// Keys missing from create's dictionary, or NSNull, leave those RLMArrays and RLMSets of values empty; a set keeps
/// a repeated value once.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreatePrimitiveArraysWithMissingKeys
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreatePrimitiveSetsWithMissingKeys
func testObjcCreateValueCollectionsWithMissingKeys() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let arrays = AllPrimitiveArrays.create(in: realm, withValue: ["intObj": [1, 2, 2], "dataObj": NSNull()]) as! AllPrimitiveArrays
    XCTAssertEqual(arrays.intObj.count, 3)
    for array in [arrays.boolObj, arrays.floatObj, arrays.doubleObj, arrays.stringObj, arrays.dateObj, arrays.dataObj] {
        XCTAssertEqual(array.count, 0)
    }
    let sets = AllPrimitiveSets.create(in: realm, withValue: ["intObj": [1, 2, 2], "dataObj": NSNull()]) as! AllPrimitiveSets
    XCTAssertEqual(sets.intObj.count, 2)
    for set in [sets.boolObj, sets.floatObj, sets.doubleObj, sets.stringObj, sets.dateObj, sets.dataObj] {
        XCTAssertEqual(set.count, 0)
    }
    realm.cancelWriteTransaction()
}

/// create refuses, for an RLMArray or RLMSet of required ints, NSNull, a double and a string among the values, and a
/// value that is not a collection, naming the value, its class, the element type and the property.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateRequiredPrimitiveArraysWithInvalidValues
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateRequiredPrimitiveSetsWithInvalidValues
func testObjcCreateRequiredValueCollectionsRefuse() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    assertThrows(AllPrimitiveArrays.create(in: realm, withValue: ["intObj": [NSNull()]]),
                 reason: "Invalid value '<null>' of type 'NSNull' for 'int' array property 'AllPrimitiveArrays.intObj'.")
    assertThrows(AllPrimitiveArrays.create(in: realm, withValue: ["intObj": [1.1]]), reason: "Invalid value '1.1' of type '")
    assertThrows(AllPrimitiveArrays.create(in: realm, withValue: ["intObj": [1.1]]), reason: "' for 'int' array property 'AllPrimitiveArrays.intObj'.")
    assertThrows(AllPrimitiveArrays.create(in: realm, withValue: ["intObj": ["0"]]), reason: "Invalid value '0' of type '__NSCF")
    assertThrows(AllPrimitiveArrays.create(in: realm, withValue: ["intObj": ["0"]]), reason: "String' for 'int' array property 'AllPrimitiveArrays.intObj'.")
    assertThrows(AllPrimitiveArrays.create(in: realm, withValue: ["intObj": 1]),
                 reason: "Invalid value (1) for 'int' array property 'AllPrimitiveArrays.intObj': value is not enumerable.")
    assertThrows(AllPrimitiveSets.create(in: realm, withValue: ["intObj": [NSNull()]]),
                 reason: "Invalid value '<null>' of type 'NSNull' for 'int' set property 'AllPrimitiveSets.intObj'.")
    assertThrows(AllPrimitiveSets.create(in: realm, withValue: ["intObj": [1.1]]), reason: "Invalid value '1.1' of type '")
    assertThrows(AllPrimitiveSets.create(in: realm, withValue: ["intObj": [1.1]]), reason: "' for 'int' set property 'AllPrimitiveSets.intObj'.")
    assertThrows(AllPrimitiveSets.create(in: realm, withValue: ["intObj": ["0"]]), reason: "Invalid value '0' of type '__NSCF")
    assertThrows(AllPrimitiveSets.create(in: realm, withValue: ["intObj": ["0"]]), reason: "String' for 'int' set property 'AllPrimitiveSets.intObj'.")
    assertThrows(AllPrimitiveSets.create(in: realm, withValue: ["intObj": 1]),
                 reason: "Invalid value (1) for 'int' set property 'AllPrimitiveSets.intObj': value is not enumerable.")
    realm.cancelWriteTransaction()
}

/// create refuses, for an RLMArray or RLMSet of optional ints, a double and a string among the values, and a value
/// that is not a collection, naming the optional element type.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateOptionalPrimitiveArraysWithInvalidValues
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateOptionalPrimitiveSetsWithInvalidValues
func testObjcCreateOptionalValueCollectionsRefuse() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    assertThrows(AllOptionalPrimitiveArrays.create(in: realm, withValue: ["intObj": [1.1]]), reason: "Invalid value '1.1' of type '")
    assertThrows(AllOptionalPrimitiveArrays.create(in: realm, withValue: ["intObj": [1.1]]), reason: "Number' for 'int?' array property 'AllOptionalPrimitiveArrays.intObj'.")
    assertThrows(AllOptionalPrimitiveArrays.create(in: realm, withValue: ["intObj": ["0"]]), reason: "Invalid value '0' of type '__NSCF")
    assertThrows(AllOptionalPrimitiveArrays.create(in: realm, withValue: ["intObj": ["0"]]), reason: "String' for 'int?' array property 'AllOptionalPrimitiveArrays.intObj'.")
    assertThrows(AllOptionalPrimitiveArrays.create(in: realm, withValue: ["intObj": 1]),
                 reason: "Invalid value (1) for 'int?' array property 'AllOptionalPrimitiveArrays.intObj': value is not enumerable.")
    assertThrows(AllOptionalPrimitiveSets.create(in: realm, withValue: ["intObj": [1.1]]), reason: "Invalid value '1.1' of type '")
    assertThrows(AllOptionalPrimitiveSets.create(in: realm, withValue: ["intObj": [1.1]]), reason: "' for 'int?' set property 'AllOptionalPrimitiveSets.intObj'.")
    assertThrows(AllOptionalPrimitiveSets.create(in: realm, withValue: ["intObj": ["0"]]), reason: "Invalid value '0' of type '__NSCF")
    assertThrows(AllOptionalPrimitiveSets.create(in: realm, withValue: ["intObj": ["0"]]), reason: "String' for 'int?' set property 'AllOptionalPrimitiveSets.intObj'.")
    assertThrows(AllOptionalPrimitiveSets.create(in: realm, withValue: ["intObj": 1]),
                 reason: "Invalid value (1) for 'int?' set property 'AllOptionalPrimitiveSets.intObj': value is not enumerable.")
    realm.cancelWriteTransaction()
}

/// init(value:) refuses, for an RLMArray or RLMSet of required ints, NSNull, a double and a string among the values,
/// and a value that is not a collection, in create's words.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testInitPrimitiveArraysWithInvalidValues
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testInitPrimitiveSetsWithInvalidValues
func testObjcInitValueCollectionsRefuse() throws {
    assertThrows(AllPrimitiveArrays(value: ["intObj": [NSNull()]]),
                 reason: "Invalid value '<null>' of type 'NSNull' for 'int' array property 'AllPrimitiveArrays.intObj'.")
    assertThrows(AllPrimitiveArrays(value: ["intObj": [1.1]]), reason: "Invalid value '1.1' of type '")
    assertThrows(AllPrimitiveArrays(value: ["intObj": [1.1]]), reason: "' for 'int' array property 'AllPrimitiveArrays.intObj'.")
    assertThrows(AllPrimitiveArrays(value: ["intObj": ["0"]]), reason: "Invalid value '0' of type '__NSCF")
    assertThrows(AllPrimitiveArrays(value: ["intObj": ["0"]]), reason: "String' for 'int' array property 'AllPrimitiveArrays.intObj'.")
    assertThrows(AllPrimitiveArrays(value: ["intObj": 1]),
                 reason: "Invalid value (1) for 'int' array property 'AllPrimitiveArrays.intObj': value is not enumerable.")
    assertThrows(AllPrimitiveSets(value: ["intObj": [NSNull()]]),
                 reason: "Invalid value '<null>' of type 'NSNull' for 'int' set property 'AllPrimitiveSets.intObj'.")
    assertThrows(AllPrimitiveSets(value: ["intObj": [1.1]]), reason: "Invalid value '1.1' of type '")
    assertThrows(AllPrimitiveSets(value: ["intObj": [1.1]]), reason: "' for 'int' set property 'AllPrimitiveSets.intObj'.")
    assertThrows(AllPrimitiveSets(value: ["intObj": ["0"]]), reason: "Invalid value '0' of type '__NSCF")
    assertThrows(AllPrimitiveSets(value: ["intObj": ["0"]]), reason: "String' for 'int' set property 'AllPrimitiveSets.intObj'.")
    assertThrows(AllPrimitiveSets(value: ["intObj": 1]),
                 reason: "Invalid value (1) for 'int' set property 'AllPrimitiveSets.intObj': value is not enumerable.")
}

/// init(value:) with an object copies it by key-value coding: a list's objects are shared (a shallow copy), an object
/// of another class gives the properties both name, also for a link, and lists and sets of values are copied.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testInitWithObject
func testObjcInitFromObjects() throws {
    let eo = EmployeeObject()
    eo.name = "employee name"
    eo.age = 1
    eo.hired = false
    let co = CompanyObject()
    co.name = "name"
    co.employees.add(eo)
    let co2 = CompanyObject(value: co)
    XCTAssertEqual(co.name, co2.name)
    XCTAssertTrue(co.employees[0] === co2.employees[0])
    let dogExt = DogExtraObject(value: ["Fido", 12, "Poodle"])
    let dog = DogObject(value: dogExt)
    XCTAssertEqual(dog.dogName, "Fido")
    XCTAssertEqual(dog.age, 12)
    let owner = OwnerObject(value: ["Alex", dogExt])
    XCTAssertEqual(owner.dog?.dogName, "Fido")
    let array1 = AllPrimitiveArrays()
    array1.intObj.add(2 as NSNumber)
    let array2 = AllPrimitiveArrays(value: array1)
    XCTAssertEqual(array2.intObj.count, 1)
    XCTAssertEqual(array2.intObj.firstObject() as! NSNumber, 2)
    let set1 = AllPrimitiveSets()
    set1.intObj.add(2 as NSNumber)
    let set2 = AllPrimitiveSets(value: set1)
    XCTAssertEqual(set2.intObj.count, 1)
    XCTAssertEqual(set2.intObj.allObjects[0] as! NSNumber, 2)
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

class AllOptionalTypes: RLMObject {
    // The SDK declares `NSNumber<RLMInt> *intObj` and the like, nil by default; a
    // Swift RLMObject types an NSNumber by its default, so these start at a value.
    // The scenarios set every one of them.
    @objc dynamic var intObj: NSNumber? = 0
    @objc dynamic var floatObj: NSNumber? = 0 as Float as NSNumber
    @objc dynamic var doubleObj: NSNumber? = 0.0
    @objc dynamic var boolObj: NSNumber? = false
    @objc dynamic var string: String?
    @objc dynamic var data: Data?
    @objc dynamic var date: Date?
}

/// init(value:) of a dictionary sets each property of every type, an unmanaged linked object kept as the same instance; an array of NSNull sets every optional to nil, an array of values sets each in order; lists and sets of values take arrays.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testInitAllPropertyTypes
func testObjcInitSetsEveryPropertyType() throws {
    let now = Date(timeIntervalSince1970: 1)
    let bytes = "a".data(using: .utf8)!
    let so = StringObject()
    so.stringCol = "string"
    let ao = AllTypesObject(value: ["boolCol": 1, "cBoolCol": 1, "intCol": 1, "floatCol": 1.1 as Float,
                                    "doubleCol": 1.11, "stringCol": "a", "binaryCol": bytes, "dateCol": now,
                                    "longCol": 2147483648, "decimalCol": Decimal128(number: 1),
                                    "objectIdCol": ObjectId.generate(), "objectCol": so,
                                    "uuidCol": UUID(uuidString: "00000000-0000-0000-0000-000000000000")!])
    XCTAssertEqual(ao.boolCol, true)
    XCTAssertEqual(ao.intCol, 1)
    XCTAssertEqual(ao.floatCol, 1.1 as Float)
    XCTAssertEqual(ao.doubleCol, 1.11)
    XCTAssertEqual(ao.stringCol, "a")
    XCTAssertEqual(ao.binaryCol, bytes)
    XCTAssertEqual(ao.decimalCol, Decimal128(number: 1))
    XCTAssertEqual(ao.dateCol, now)
    XCTAssertEqual(ao.cBoolCol, true)
    XCTAssertEqual(ao.longCol, 2147483648)
    XCTAssertTrue(ao.objectCol === so)

    var opt = AllOptionalTypes(value: [NSNull(), NSNull(), NSNull(), NSNull(), NSNull(), NSNull(), NSNull()])
    XCTAssertNil(opt.intObj)
    XCTAssertNil(opt.floatObj)
    XCTAssertNil(opt.doubleObj)
    XCTAssertNil(opt.boolObj)
    XCTAssertNil(opt.string)
    XCTAssertNil(opt.data)
    XCTAssertNil(opt.date)

    opt = AllOptionalTypes(value: [1, 2.2 as Float, 3.3, true, "str", bytes, now])
    XCTAssertEqual(opt.intObj, 1)
    XCTAssertEqual(opt.floatObj, 2.2 as Float as NSNumber)
    XCTAssertEqual(opt.doubleObj, 3.3)
    XCTAssertEqual(opt.boolObj, true)
    XCTAssertEqual(opt.string, "str")
    XCTAssertEqual(opt.data, bytes)
    XCTAssertEqual(opt.date, now)

    let arrays = AllPrimitiveArrays(value: ["intObj": [1, 2, 3], "boolObj": [true, false],
                                            "floatObj": [1.1 as Float, 2.2 as Float], "doubleObj": [3.3, 4.4],
                                            "stringObj": ["a", "b"], "dateObj": [now], "dataObj": [bytes]])
    XCTAssertEqual(arrays.intObj.count, 3)
    XCTAssertEqual(arrays.boolObj.count, 2)
    XCTAssertEqual(arrays.floatObj.count, 2)
    XCTAssertEqual(arrays.doubleObj.count, 2)
    XCTAssertEqual(arrays.stringObj.count, 2)
    XCTAssertEqual(arrays.dateObj.count, 1)
    XCTAssertEqual(arrays.dataObj.count, 1)
    XCTAssertEqual(arrays.intObj.value(forKey: "self") as! NSArray, [1, 2, 3] as NSArray)
    XCTAssertEqual(arrays.boolObj.value(forKey: "self") as! NSArray, [true, false] as NSArray)
    XCTAssertEqual(arrays.floatObj.value(forKey: "self") as! NSArray, [1.1 as Float, 2.2 as Float] as NSArray)
    XCTAssertEqual(arrays.doubleObj.value(forKey: "self") as! NSArray, [3.3, 4.4] as NSArray)
    XCTAssertEqual(arrays.stringObj.value(forKey: "self") as! NSArray, ["a", "b"] as NSArray)
    XCTAssertEqual(arrays.dateObj.value(forKey: "self") as! NSArray, [now] as NSArray)
    XCTAssertEqual(arrays.dataObj.value(forKey: "self") as! NSArray, [bytes] as NSArray)

    let sets = AllPrimitiveSets(value: ["intObj": [1, 2, 3], "boolObj": [true, false],
                                        "floatObj": [1.1 as Float, 2.2 as Float], "doubleObj": [3.3, 4.4],
                                        "stringObj": ["a", "b"], "dateObj": [now], "dataObj": [bytes]])
    XCTAssertEqual(sets.intObj.count, 3)
    XCTAssertEqual(sets.boolObj.count, 2)
    XCTAssertEqual(sets.floatObj.count, 2)
    XCTAssertEqual(sets.doubleObj.count, 2)
    XCTAssertEqual(sets.stringObj.count, 2)
    XCTAssertEqual(sets.dateObj.count, 1)
    XCTAssertEqual(sets.dataObj.count, 1)
    XCTAssertEqual(Set(sets.intObj.allObjects), Set([1, 2, 3] as [NSObject]))
    XCTAssertEqual(Set(sets.boolObj.allObjects), Set([true, false] as [NSObject]))
    XCTAssertEqual(Set(sets.floatObj.allObjects), Set([1.1 as Float, 2.2 as Float] as [NSObject]))
    XCTAssertEqual(Set(sets.doubleObj.allObjects), Set([3.3, 4.4] as [NSObject]))
    XCTAssertEqual(Set(sets.stringObj.allObjects), Set(["a", "b"] as [NSObject]))
    XCTAssertEqual(Set(sets.dateObj.allObjects), Set([now] as [NSObject]))
    XCTAssertEqual(Set(sets.dataObj.allObjects), Set([bytes] as [NSObject]))
}

/// create(in:withValue:) of a dictionary stores each property of every type, the linked unmanaged object copied into a new managed one; arrays of NSNull and of values set the optionals to nil and to each value.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateAllPropertyTypes
func testObjcCreateStoresEveryPropertyType() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let now = Date(timeIntervalSince1970: 1)
    let bytes = "a".data(using: .utf8)!
    let so = StringObject()
    so.stringCol = "string"
    let ao = AllTypesObject.create(in: realm, withValue: ["boolCol": 1, "cBoolCol": 1, "intCol": 1, "floatCol": 1.1 as Float,
                                                          "doubleCol": 1.11, "stringCol": "a", "binaryCol": bytes, "dateCol": now,
                                                          "longCol": 2147483648, "decimalCol": Decimal128(number: 1),
                                                          "objectIdCol": ObjectId.generate(), "objectCol": so,
                                                          "uuidCol": UUID(uuidString: "00000000-0000-0000-0000-000000000000")!]) as! AllTypesObject
    XCTAssertEqual(ao.boolCol, true)
    XCTAssertEqual(ao.intCol, 1)
    XCTAssertEqual(ao.floatCol, 1.1 as Float)
    XCTAssertEqual(ao.doubleCol, 1.11)
    XCTAssertEqual(ao.stringCol, "a")
    XCTAssertEqual(ao.binaryCol, bytes)
    XCTAssertEqual(ao.dateCol, now)
    XCTAssertEqual(ao.cBoolCol, true)
    XCTAssertEqual(ao.longCol, 2147483648)
    XCTAssertFalse(ao.objectCol === so)
    XCTAssertEqual(ao.objectCol!.stringCol, "string")
    XCTAssertNil(so.realm)

    var opt = AllOptionalTypes.create(in: realm, withValue: [NSNull(), NSNull(), NSNull(), NSNull(), NSNull(), NSNull(), NSNull()]) as! AllOptionalTypes
    XCTAssertNil(opt.intObj)
    XCTAssertNil(opt.floatObj)
    XCTAssertNil(opt.doubleObj)
    XCTAssertNil(opt.boolObj)
    XCTAssertNil(opt.string)
    XCTAssertNil(opt.data)
    XCTAssertNil(opt.date)

    opt = AllOptionalTypes.create(in: realm, withValue: [1, 2.2 as Float, 3.3, true, "str", bytes, now]) as! AllOptionalTypes
    XCTAssertEqual(opt.intObj, 1)
    XCTAssertEqual(opt.floatObj, 2.2 as Float as NSNumber)
    XCTAssertEqual(opt.doubleObj, 3.3)
    XCTAssertEqual(opt.boolObj, true)
    XCTAssertEqual(opt.string, "str")
    XCTAssertEqual(opt.data, bytes)
    XCTAssertEqual(opt.date, now)
    realm.cancelWriteTransaction()
}

class PrimaryNullableIntObject: RLMObject {
    // The SDK declares `NSNumber<RLMInt> *optIntCol`, nil by default; a Swift
    // RLMObject types an NSNumber by its default, so this one starts at 0 and
    // the scenarios give the null primary key as NSNull.
    @objc dynamic var optIntCol: NSNumber? = 0
    @objc dynamic var value: Int32 = 0
    override class func primaryKey() -> String? { "optIntCol" }
}

/// createOrUpdate(in:withValue:) of a nullable primary key left out of the value, or given as NSNull, updates the one object whose key is null; object(in:forPrimaryKey:) finds it by NSNull or nil.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateOrUpdateWithNullPrimaryKey
func testObjcCreateOrUpdateNullPrimaryKey() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    PrimaryNullableStringObject.createOrUpdate(in: realm, withValue: ["intCol": 5])
    PrimaryNullableStringObject.createOrUpdate(in: realm, withValue: ["intCol": 7])
    XCTAssertEqual((PrimaryNullableStringObject.object(in: realm, forPrimaryKey: NSNull()) as! PrimaryNullableStringObject).intCol, 7)
    PrimaryNullableStringObject.createOrUpdate(in: realm, withValue: ["stringCol": NSNull(), "intCol": 11])
    XCTAssertEqual((PrimaryNullableStringObject.object(in: realm, forPrimaryKey: nil) as! PrimaryNullableStringObject).intCol, 11)
    XCTAssertEqual(PrimaryNullableStringObject.allObjects(in: realm).count, 1)

    PrimaryNullableIntObject.createOrUpdate(in: realm, withValue: ["optIntCol": NSNull(), "value": 5])
    PrimaryNullableIntObject.createOrUpdate(in: realm, withValue: ["optIntCol": NSNull(), "value": 7])
    XCTAssertEqual((PrimaryNullableIntObject.object(in: realm, forPrimaryKey: NSNull()) as! PrimaryNullableIntObject).value, 7)
    PrimaryNullableIntObject.createOrUpdate(in: realm, withValue: ["optIntCol": NSNull(), "value": 11])
    XCTAssertEqual((PrimaryNullableIntObject.object(in: realm, forPrimaryKey: nil) as! PrimaryNullableIntObject).value, 11)
    XCTAssertEqual(PrimaryNullableIntObject.allObjects(in: realm).count, 1)
    realm.cancelWriteTransaction()
}

/// addOrUpdate of unmanaged objects whose nullable primary key is null adds the first and updates it with the second; the object is found by NSNull and by nil, and not before it is added.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testAddOrUpdateWithNullPrimaryKey
func testObjcAddOrUpdateNullPrimaryKey() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let so1 = PrimaryNullableStringObject(value: ["intCol": 5])
    let so2 = PrimaryNullableStringObject(value: ["intCol": 7])
    XCTAssertNil(PrimaryNullableStringObject.object(in: realm, forPrimaryKey: NSNull()))
    XCTAssertNil(PrimaryNullableStringObject.object(in: realm, forPrimaryKey: nil))
    realm.addOrUpdate(so1)
    XCTAssertEqual((PrimaryNullableStringObject.object(in: realm, forPrimaryKey: NSNull()) as! PrimaryNullableStringObject).intCol, 5)
    XCTAssertEqual((PrimaryNullableStringObject.object(in: realm, forPrimaryKey: nil) as! PrimaryNullableStringObject).intCol, 5)
    realm.addOrUpdate(so2)
    XCTAssertEqual((PrimaryNullableStringObject.object(in: realm, forPrimaryKey: NSNull()) as! PrimaryNullableStringObject).intCol, 7)
    XCTAssertEqual((PrimaryNullableStringObject.object(in: realm, forPrimaryKey: nil) as! PrimaryNullableStringObject).intCol, 7)

    let io1 = PrimaryNullableIntObject(value: ["optIntCol": NSNull(), "value": 5])
    let io2 = PrimaryNullableIntObject(value: ["optIntCol": NSNull(), "value": 7])
    XCTAssertNil(PrimaryNullableIntObject.object(in: realm, forPrimaryKey: NSNull()))
    XCTAssertNil(PrimaryNullableIntObject.object(in: realm, forPrimaryKey: nil))
    realm.addOrUpdate(io1)
    XCTAssertEqual((PrimaryNullableIntObject.object(in: realm, forPrimaryKey: NSNull()) as! PrimaryNullableIntObject).value, 5)
    XCTAssertEqual((PrimaryNullableIntObject.object(in: realm, forPrimaryKey: nil) as! PrimaryNullableIntObject).value, 5)
    realm.addOrUpdate(io2)
    XCTAssertEqual((PrimaryNullableIntObject.object(in: realm, forPrimaryKey: NSNull()) as! PrimaryNullableIntObject).value, 7)
    XCTAssertEqual((PrimaryNullableIntObject.object(in: realm, forPrimaryKey: nil) as! PrimaryNullableIntObject).value, 7)
    realm.cancelWriteTransaction()
}

/// createOrUpdate(in:withValue:) of a new primary key refuses NSNull for a required int, naming the value and the property.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateOrUpdateWithMissingValuesAndNoExistingObject
func testObjcCreateOrUpdateNewKeyRefusesNullInt() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    assertThrows(PrimaryStringObject.createOrUpdate(in: realm, withValue: ["stringCol": "pk", "intCol": NSNull()]), .typeMismatch,
                 reason: "Invalid value '<null>' of type 'NSNull' for 'int' property 'PrimaryStringObject.intCol'")
    realm.cancelWriteTransaction()
}

class AllOptionalTypesPK: RLMObject {
    // The SDK declares `NSNumber<RLMInt> *intObj` and the like, nil by default;
    // a Swift RLMObject types an NSNumber by its default, so these start at a
    // value and the scenarios give nil as NSNull where the SDK leaves it out.
    @objc dynamic var pk: Int32 = 0
    @objc dynamic var intObj: NSNumber? = 0
    @objc dynamic var floatObj: NSNumber? = 0 as Float as NSNumber
    @objc dynamic var doubleObj: NSNumber? = 0.0
    @objc dynamic var boolObj: NSNumber? = false
    @objc dynamic var string: String?
    @objc dynamic var data: Data?
    @objc dynamic var date: Date?
    override class func primaryKey() -> String? { "pk" }
}

/// createOrUpdate with an object whose optionals are nil sets them to nil; with an array or dictionary giving only the primary key it keeps every other value; with NSNull for each it sets them to nil.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateOrUpdateWithNilValues
func testObjcCreateOrUpdateNilValues() throws {
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let bytes = Data("a".utf8)
    let nonnull = AllOptionalTypesPK(value: [0, 1, 2.2 as Float, 3.3, true, "a", bytes, now])
    let null = AllOptionalTypesPK(value: [0, NSNull(), NSNull(), NSNull(), NSNull(), NSNull(), NSNull(), NSNull()])
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let obj = AllOptionalTypesPK.create(in: realm, withValue: nonnull) as! AllOptionalTypesPK
    XCTAssertEqual(obj.intObj, 1)
    AllOptionalTypesPK.createOrUpdate(in: realm, withValue: null)
    XCTAssertNil(obj.intObj)
    XCTAssertNil(obj.floatObj)
    XCTAssertNil(obj.doubleObj)
    XCTAssertNil(obj.boolObj)
    XCTAssertNil(obj.string)
    XCTAssertNil(obj.data)
    XCTAssertNil(obj.date)

    AllOptionalTypesPK.createOrUpdate(in: realm, withValue: nonnull)
    AllOptionalTypesPK.createOrUpdate(in: realm, withValue: [0])
    XCTAssertNotNil(obj.intObj)
    XCTAssertNotNil(obj.floatObj)
    XCTAssertNotNil(obj.doubleObj)
    XCTAssertNotNil(obj.boolObj)
    XCTAssertNotNil(obj.string)
    XCTAssertNotNil(obj.data)
    XCTAssertNotNil(obj.date)

    AllOptionalTypesPK.createOrUpdate(in: realm, withValue: ["pk": 0])
    XCTAssertNotNil(obj.intObj)
    XCTAssertNotNil(obj.floatObj)
    XCTAssertNotNil(obj.doubleObj)
    XCTAssertNotNil(obj.boolObj)
    XCTAssertNotNil(obj.string)
    XCTAssertNotNil(obj.data)
    XCTAssertNotNil(obj.date)

    AllOptionalTypesPK.createOrUpdate(in: realm, withValue: ["pk": 0, "intObj": NSNull(), "floatObj": NSNull(), "doubleObj": NSNull(),
                                                            "boolObj": NSNull(), "string": NSNull(), "data": NSNull(), "date": NSNull()])
    XCTAssertNil(obj.intObj)
    XCTAssertNil(obj.floatObj)
    XCTAssertNil(obj.doubleObj)
    XCTAssertNil(obj.boolObj)
    XCTAssertNil(obj.string)
    XCTAssertNil(obj.data)
    XCTAssertNil(obj.date)
    XCTAssertEqual(AllOptionalTypesPK.allObjects(in: realm).count, 1)
    realm.cancelWriteTransaction()
}

/// addOrUpdate of an unmanaged object whose optionals are nil sets the stored object's optionals to nil.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testAddOrUpdateWithNilValues
func testObjcAddOrUpdateNilValues() throws {
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let bytes = Data("a".utf8)
    let nonnull = AllOptionalTypesPK(value: [0, 1, 2.2 as Float, 3.3, true, "a", bytes, now])
    let null = AllOptionalTypesPK(value: [0, NSNull(), NSNull(), NSNull(), NSNull(), NSNull(), NSNull(), NSNull()])
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let obj = AllOptionalTypesPK.create(in: realm, withValue: nonnull) as! AllOptionalTypesPK
    XCTAssertNotNil(obj.date)
    let nullobj = AllOptionalTypesPK(value: null)
    realm.addOrUpdate(nullobj)
    XCTAssertNil(obj.intObj)
    XCTAssertNil(obj.floatObj)
    XCTAssertNil(obj.doubleObj)
    XCTAssertNil(obj.boolObj)
    XCTAssertNil(obj.string)
    XCTAssertNil(obj.data)
    XCTAssertNil(obj.date)
    realm.cancelWriteTransaction()
}

class NumberObject: RLMObject {
    // The SDK declares `NSNumber<RLMInt> *intObj` and the like, nil by default;
    // a Swift RLMObject types an NSNumber by its default.
    @objc dynamic var intObj: NSNumber? = 0
    @objc dynamic var floatObj: NSNumber? = 0 as Float as NSNumber
    @objc dynamic var doubleObj: NSNumber? = 0.0
    @objc dynamic var boolObj: NSNumber? = false
}

/// init(value:) checks each number against its property's type: a fraction for an int, anything but true, false, 0 or 1 for a bool, and a double past Float's range for a float are refused, the value printed as NSNumber prints it; a double within range, and any double for a double, are taken.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testInitValidatesNumberTypes
func testObjcInitChecksNumberTypes() throws {
    XCTAssertEqual(NumberObject(value: [:]).intObj, 0)
    assertThrows(NumberObject(value: ["intObj": 1.1]), .typeMismatch,
                 reason: "Invalid value '1.1' of type '__NSCFNumber' for 'int?' property 'NumberObject.intObj'.")
    assertThrows(NumberObject(value: ["intObj": 1.1 as Float]), .typeMismatch,
                 reason: "Invalid value '1.1' of type '__NSCFNumber' for 'int?' property 'NumberObject.intObj'.")

    XCTAssertEqual(NumberObject(value: ["boolObj": true]).boolObj, true)
    XCTAssertEqual(NumberObject(value: ["boolObj": 1]).boolObj, true)
    XCTAssertEqual(NumberObject(value: ["boolObj": 0]).boolObj, false)
    assertThrows(NumberObject(value: ["boolObj": 1.0]), .typeMismatch,
                 reason: "Invalid value '1' of type '__NSCFNumber' for 'bool?' property 'NumberObject.boolObj'.")
    assertThrows(NumberObject(value: ["boolObj": 1.0 as Float]), .typeMismatch,
                 reason: "Invalid value '1' of type '__NSCFNumber' for 'bool?' property 'NumberObject.boolObj'.")
    assertThrows(NumberObject(value: ["boolObj": 2]), .typeMismatch,
                 reason: "Invalid value '2' of type '__NSCFNumber' for 'bool?' property 'NumberObject.boolObj'.")

    XCTAssertEqual(NumberObject(value: ["floatObj": 1.1]).floatObj, 1.1 as Float as NSNumber)
    assertThrows(NumberObject(value: ["floatObj": Double.greatestFiniteMagnitude]), .typeMismatch,
                 reason: "of type '__NSCFNumber' for 'float?' property 'NumberObject.floatObj'")

    XCTAssertEqual(NumberObject(value: ["doubleObj": Double.greatestFiniteMagnitude]).doubleObj, Double.greatestFiniteMagnitude as NSNumber)
}

// A model whose properties are stored under other names (`propertiesMapping`,
// the Swift spelling of `_realmColumnNames`): everything a scenario writes
// uses the names the class declares.
class RenamedColumnsObject: RLMObject {
    @objc dynamic var quantity: Int32 = 0
    @objc dynamic var label: String?
    override class func propertiesMapping() -> [String: String] {
        ["quantity": "stored quantity", "label": "stored label"]
    }
}

// A model whose primary key is stored under another name.
class RenamedKeyObject: RLMObject {
    @objc dynamic var key: Int32 = 0
    @objc dynamic var amount: Int32 = 0
    override class func primaryKey() -> String? { "key" }
    override class func propertiesMapping() -> [String: String] {
        ["key": "Stored Key", "amount": "Stored Amount"]
    }
}

/// An unmanaged object of a model with renamed properties is made from an array in declaration order, from a dictionary keyed by the declared names, and from another such object; each reads back through the declared names.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testInitWithRenamedColumns
func testObjcInitRenamedColumns() throws {
    XCTAssertEqual(RenamedColumnsObject.propertiesMapping(), ["quantity": "stored quantity", "label": "stored label"])
    var made = RenamedColumnsObject(value: [7, "seven"])
    XCTAssertEqual(made.quantity, 7)
    XCTAssertEqual(made.label, "seven")
    made = RenamedColumnsObject(value: ["label": "eight", "quantity": 8])
    XCTAssertEqual(made.quantity, 8)
    XCTAssertEqual(made.label, "eight")
    made = RenamedColumnsObject(value: made)
    XCTAssertEqual(made.quantity, 8)
    XCTAssertEqual(made.label, "eight")
}

/// createOrUpdate on a model whose primary key is stored under another name finds the object by the declared key name, from an array and from a dictionary, and updates it in place.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateOrUpdateWithRenamedPrimaryKey
func testObjcCreateOrUpdateRenamedPrimaryKey() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let stored = RenamedKeyObject.create(in: realm, withValue: [5, 10]) as! RenamedKeyObject
    RenamedKeyObject.createOrUpdate(in: realm, withValue: [5, 20])
    XCTAssertEqual(stored.key, 5)
    XCTAssertEqual(stored.amount, 20)
    XCTAssertEqual(RenamedKeyObject.allObjects(in: realm).count, 1)
    RenamedKeyObject.createOrUpdate(in: realm, withValue: ["key": 5, "amount": 30])
    XCTAssertEqual(stored.amount, 30)
    XCTAssertEqual(RenamedKeyObject.allObjects(in: realm).count, 1)
    realm.cancelWriteTransaction()
}
