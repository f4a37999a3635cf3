// page: sdk
// tags: sdk, suite

// Models restated from the SDK's test models (`@Persisted` declarations; the
// SDK's `RealmOptional<T>` properties are `T?` here, its `@objc` enum property
// an `Int`, the raw value the realm stores).

class SwiftBoolObject: Object {
    @Persisted var boolCol = false
}

class SwiftStringObject: Object {
    @Persisted var stringCol = ""
}

class SwiftObject: Object {
    @Persisted var boolCol = false
    @Persisted var intCol = 123
    @Persisted var int8Col: Int8 = 123
    @Persisted var int16Col: Int16 = 123
    @Persisted var int32Col: Int32 = 123
    @Persisted var int64Col: Int64 = 123
    @Persisted var intEnumCol = 1
    @Persisted var floatCol: Float = 1.23
    @Persisted var doubleCol = 12.3
    @Persisted var stringCol = "a"
    @Persisted var binaryCol = Data("a".utf8)
    @Persisted var dateCol = Date(timeIntervalSince1970: 1)
    @Persisted var decimalCol = Decimal128("123e4")
    @Persisted var objectIdCol = ObjectId("1234567890ab1234567890ab")
    @Persisted var objectCol: SwiftBoolObject? = SwiftBoolObject()
    @Persisted var uuidCol: UUID = UUID(uuidString: "137decc8-b300-4954-a233-f89909f4fd89")!
    @Persisted var anyCol: AnyRealmValue
    @Persisted var arrayCol: List<SwiftBoolObject>
    @Persisted var setCol: MutableSet<SwiftBoolObject>
    @Persisted var mapCol: Map<String, SwiftBoolObject?>
}

class SwiftOptionalObject: Object {
    @Persisted var optNSStringCol: String?
    @Persisted var optStringCol: String?
    @Persisted var optBinaryCol: Data?
    @Persisted var optDateCol: Date?
    @Persisted var optDecimalCol: Decimal128?
    @Persisted var optObjectIdCol: ObjectId?
    @Persisted var optUuidCol: UUID?
    @Persisted var optIntCol: Int?
    @Persisted var optInt8Col: Int8?
    @Persisted var optInt16Col: Int16?
    @Persisted var optInt32Col: Int32?
    @Persisted var optInt64Col: Int64?
    @Persisted var optFloatCol: Float?
    @Persisted var optDoubleCol: Double?
    @Persisted var optBoolCol: Bool?
    @Persisted var optEnumCol: Int?
    @Persisted var otherIntCol: Int?
    @Persisted var optObjectCol: SwiftBoolObject?
}

class SwiftListObject: Object {
    @Persisted var int: List<Int>
    @Persisted var int8: List<Int8>
    @Persisted var int16: List<Int16>
    @Persisted var int32: List<Int32>
    @Persisted var int64: List<Int64>
    @Persisted var float: List<Float>
    @Persisted var double: List<Double>
    @Persisted var string: List<String>
    @Persisted var data: List<Data>
    @Persisted var date: List<Date>
    @Persisted var decimal: List<Decimal128>
    @Persisted var objectId: List<ObjectId>
    @Persisted var uuid: List<UUID>
    @Persisted var any: List<AnyRealmValue>
    @Persisted var intOpt: List<Int?>
    @Persisted var int8Opt: List<Int8?>
    @Persisted var int16Opt: List<Int16?>
    @Persisted var int32Opt: List<Int32?>
    @Persisted var int64Opt: List<Int64?>
    @Persisted var floatOpt: List<Float?>
    @Persisted var doubleOpt: List<Double?>
    @Persisted var stringOpt: List<String?>
    @Persisted var dataOpt: List<Data?>
    @Persisted var dateOpt: List<Date?>
    @Persisted var decimalOpt: List<Decimal128?>
    @Persisted var objectIdOpt: List<ObjectId?>
    @Persisted var uuidOpt: List<UUID?>
}

class SwiftMutableSetObject: Object {
    @Persisted var int: MutableSet<Int>
    @Persisted var int8: MutableSet<Int8>
    @Persisted var int16: MutableSet<Int16>
    @Persisted var int32: MutableSet<Int32>
    @Persisted var int64: MutableSet<Int64>
    @Persisted var float: MutableSet<Float>
    @Persisted var double: MutableSet<Double>
    @Persisted var string: MutableSet<String>
    @Persisted var data: MutableSet<Data>
    @Persisted var date: MutableSet<Date>
    @Persisted var decimal: MutableSet<Decimal128>
    @Persisted var objectId: MutableSet<ObjectId>
    @Persisted var uuid: MutableSet<UUID>
    @Persisted var any: MutableSet<AnyRealmValue>
    @Persisted var intOpt: MutableSet<Int?>
    @Persisted var int8Opt: MutableSet<Int8?>
    @Persisted var int16Opt: MutableSet<Int16?>
    @Persisted var int32Opt: MutableSet<Int32?>
    @Persisted var int64Opt: MutableSet<Int64?>
    @Persisted var floatOpt: MutableSet<Float?>
    @Persisted var doubleOpt: MutableSet<Double?>
    @Persisted var stringOpt: MutableSet<String?>
    @Persisted var dataOpt: MutableSet<Data?>
    @Persisted var dateOpt: MutableSet<Date?>
    @Persisted var decimalOpt: MutableSet<Decimal128?>
    @Persisted var objectIdOpt: MutableSet<ObjectId?>
    @Persisted var uuidOpt: MutableSet<UUID?>
}

class SwiftDogObject: Object {
    @Persisted var dogName = ""
    @Persisted(originProperty: "dog") var owners: LinkingObjects<SwiftOwnerObject>
}

class SwiftOwnerObject: Object {
    @Persisted var name = ""
    @Persisted var dog: SwiftDogObject? = SwiftDogObject()
}

class SwiftPrimaryIntObject: Object {
    @Persisted var stringCol = ""
    @Persisted(primaryKey: true) var intCol = 0
}

class SwiftPrimaryOptionalIntObject: Object {
    @Persisted var stringCol = ""
    @Persisted(primaryKey: true) var intCol: Int?
}

class SwiftPrimaryStringObject: Object {
    @Persisted(primaryKey: true) var stringCol = ""
    @Persisted var intCol = 0
}

class SwiftPrimaryUUIDObject: Object {
    @Persisted(primaryKey: true) var uuidCol: UUID = UUID(uuidString: "85d4fbee-6ec6-47df-bfa1-615931903d7e")!
    @Persisted var stringCol = ""
}

class SwiftPrimaryObjectIdObject: Object {
    @Persisted(primaryKey: true) var objectIdCol: ObjectId = ObjectId.generate()
    @Persisted var intCol = 0
}

class SwiftIntObject: Object {
    @Persisted var intCol = 0
}

class SwiftArrayPropertyObject: Object {
    @Persisted var name = ""
    @Persisted var array: List<SwiftStringObject>
    @Persisted var intArray: List<SwiftIntObject>
    @Persisted var swiftObjArray: List<SwiftObject>
}

class SwiftMutableSetPropertyObject: Object {
    @Persisted var name = ""
    @Persisted var set: MutableSet<SwiftStringObject>
    @Persisted var intSet: MutableSet<SwiftIntObject>
    @Persisted var swiftObjSet: MutableSet<SwiftObject>
}

class SwiftRecursiveObject: Object {
    @Persisted var objects: List<SwiftRecursiveObject>
    @Persisted var objectSet: MutableSet<SwiftRecursiveObject>
}

class SwiftEmployeeObject: Object {
    @Persisted var name = ""
    @Persisted var age = 0
    @Persisted var hired = false
}

class SwiftCompanyObject: Object {
    @Persisted var name = ""
    @Persisted var employees: List<SwiftEmployeeObject>
    @Persisted var employeeSet: MutableSet<SwiftEmployeeObject>
    @Persisted var employeeMap: Map<String, SwiftEmployeeObject?>
}

class SwiftOptionalDefaultValuesObject: Object {
    @Persisted var optNSStringCol: String? = "A"
    @Persisted var optStringCol: String? = "B"
    @Persisted var optBinaryCol: Data? = Data("C".utf8)
    @Persisted var optDateCol: Date? = Date(timeIntervalSince1970: 10)
    @Persisted var optDecimalCol: Decimal128? = "123"
    @Persisted var optObjectIdCol: ObjectId? = ObjectId("1234567890ab1234567890ab")
    @Persisted var optUuidCol: UUID? = UUID(uuidString: "00000000-0000-0000-0000-000000000000")
    @Persisted var optIntCol: Int? = 1
    @Persisted var optInt8Col: Int8? = 1
    @Persisted var optInt16Col: Int16? = 1
    @Persisted var optInt32Col: Int32? = 1
    @Persisted var optInt64Col: Int64? = 1
    @Persisted var optFloatCol: Float? = 2.2
    @Persisted var optDoubleCol: Double? = 3.3
    @Persisted var optBoolCol: Bool? = true
    @Persisted var optObjectCol: SwiftBoolObject? = SwiftBoolObject(value: [true])
}

class SwiftPrimaryOptionalStringObject: Object {
    @Persisted(primaryKey: true) var stringCol: String? = ""
    @Persisted var intCol = 0
}

class SwiftPrimaryInt8Object: Object {
    @Persisted var stringCol = ""
    @Persisted(primaryKey: true) var int8Col: Int8 = 0
}

class SwiftPrimaryInt16Object: Object {
    @Persisted var stringCol = ""
    @Persisted(primaryKey: true) var int16Col: Int16 = 0
}

class SwiftPrimaryInt32Object: Object {
    @Persisted var stringCol = ""
    @Persisted(primaryKey: true) var int32Col: Int32 = 0
}

class SwiftPrimaryInt64Object: Object {
    @Persisted var stringCol = ""
    @Persisted(primaryKey: true) var int64Col: Int64 = 0
}

class SwiftPrimaryOptionalInt8Object: Object {
    @Persisted var stringCol = ""
    @Persisted(primaryKey: true) var int8Col: Int8?
}

class SwiftPrimaryOptionalInt16Object: Object {
    @Persisted var stringCol = ""
    @Persisted(primaryKey: true) var int16Col: Int16?
}

class SwiftPrimaryOptionalInt32Object: Object {
    @Persisted var stringCol = ""
    @Persisted(primaryKey: true) var int32Col: Int32?
}

class SwiftPrimaryOptionalInt64Object: Object {
    @Persisted var stringCol = ""
    @Persisted(primaryKey: true) var int64Col: Int64?
}

/// A realm is empty until an object is created; a cancelled write leaves it empty, a committed one does not.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testIsEmpty
func testRealmIsEmptyUntilCommit() throws {
    let realm = try Realm()
    XCTAssertTrue(realm.isEmpty, "Realm should be empty on creation.")
    realm.beginWrite()
    realm.create(SwiftStringObject.self, value: ["a"])
    XCTAssertFalse(realm.isEmpty, "Realm should not be empty within a write transaction after adding an object.")
    realm.cancelWrite()
    XCTAssertTrue(realm.isEmpty, "Realm should be empty after canceling a write transaction that added an object.")
    realm.beginWrite()
    realm.create(SwiftStringObject.self, value: ["a"])
    try realm.commitWrite()
    XCTAssertFalse(realm.isEmpty, "Realm should not be empty after committing a write transaction that added an object.")
}

/// Inside write, beginning another write or a nested write fails; an object created there is counted inside and after.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testWrite
func testWriteRefusesNestedWrites() throws {
    try Realm().write {
        assertThrows(try! Realm().beginWrite())
        assertThrows(try! Realm().write { })
        try! Realm().create(SwiftStringObject.self, value: ["1"])
        XCTAssertEqual(try! Realm().objects(SwiftStringObject.self).count, 1)
    }
    XCTAssertEqual(try Realm().objects(SwiftStringObject.self).count, 1)
}

/// Inside write, nested writes fail; dynamicCreate by class name makes an object counted inside and after.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testDynamicWrite
func testDynamicCreateInsideWrite() throws {
    try Realm().write {
        assertThrows(try! Realm().beginWrite())
        assertThrows(try! Realm().write { })
        try! Realm().dynamicCreate("SwiftStringObject", value: ["1"])
        XCTAssertEqual(try! Realm().objects(SwiftStringObject.self).count, 1)
    }
    XCTAssertEqual(try Realm().objects(SwiftStringObject.self).count, 1)
}

/// A write that skips a realm observer's token does not call it.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testWriteWithoutNotifying
func testWriteWithoutNotifyingSkipsRealmObserver() throws {
    let realm = try Realm()
    // An object to delete, so that the skipped write changes something.
    try realm.write {
        realm.create(SwiftStringObject.self, value: ["a"])
    }
    var calls = 0
    let token = realm.observe { _, _ in
        calls += 1
    }
    realm.refresh()
    try realm.write(withoutNotifying: [token]) {
        realm.deleteAll()
    }
    realm.refresh()
    XCTAssertEqual(calls, 0)
    XCTAssertEqual(realm.objects(SwiftStringObject.self).count, 0)
    token.invalidate()
}

/// An object made by dynamicCreate reads its value through the subscript.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testDynamicWriteSubscripting
func testDynamicCreateReadsBySubscript() throws {
    try Realm().beginWrite()
    let object = try Realm().dynamicCreate("SwiftStringObject", value: ["1"])
    try Realm().commitWrite()
    XCTAssertNotNil(object, "Dynamic Object Creation Failed")
    let stringVal = object["stringCol"] as! String
    XCTAssertEqual(stringVal, "1", "Object Subscripting Failed")
}

/// beginWrite inside a write fails; after cancelling, a new write can create objects.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testBeginWrite
func testBeginWriteTwiceFails() throws {
    try Realm().beginWrite()
    assertThrows(try! Realm().beginWrite())
    try Realm().cancelWrite()
    try Realm().beginWrite()
    try Realm().create(SwiftStringObject.self, value: ["1"])
    XCTAssertEqual(try Realm().objects(SwiftStringObject.self).count, 1)
    try Realm().cancelWrite()
}

/// write returns what its block returns.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testWriteReturning
func testWriteReturnsBlockResult() throws {
    let realm = try Realm()
    let object = try realm.write {
        return realm.create(SwiftStringObject.self, value: ["1"])
    }
    XCTAssertEqual(object.stringCol, "1")
}

/// cancelWrite outside a write fails; a cancelled write leaves nothing, and an object created in it becomes invalid, also when cancelled inside write.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testCancelWrite
func testCancelWriteDropsChanges() throws {
    assertThrows(try! Realm().cancelWrite())
    try Realm().beginWrite()
    try Realm().create(SwiftStringObject.self, value: ["1"])
    try Realm().cancelWrite()
    XCTAssertEqual(try Realm().objects(SwiftStringObject.self).count, 0)
    try Realm().write {
        let object = try! Realm().create(SwiftStringObject.self)
        try! Realm().cancelWrite()
        XCTAssertTrue(object.isInvalidated)
        XCTAssertEqual(try! Realm().objects(SwiftStringObject.self).count, 0)
    }
    XCTAssertEqual(try Realm().objects(SwiftStringObject.self).count, 0)
}

/// An error thrown in a write block passes out of write, with or without a change made before it.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testThrowsWrite
func testWriteRethrowsBlockError() throws {
    XCTAssertThrowsError(try Realm().write {
        throw SpecError("intentional")
    })
    XCTAssertThrowsError(try Realm().write {
        try! Realm().create(SwiftStringObject.self, value: ["1"])
        throw SpecError("intentional")
    })
}

/// isInWriteTransaction is true from beginWrite or inside write until cancelWrite or invalidate.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testInWriteTransaction
func testIsInWriteTransaction() throws {
    let realm = try Realm()
    XCTAssertFalse(realm.isInWriteTransaction)
    realm.beginWrite()
    XCTAssertTrue(realm.isInWriteTransaction)
    realm.cancelWrite()
    try realm.write {
        XCTAssertTrue(realm.isInWriteTransaction)
        realm.cancelWrite()
        XCTAssertFalse(realm.isInWriteTransaction)
    }
    realm.beginWrite()
    realm.invalidate()
    XCTAssertFalse(realm.isInWriteTransaction)
}

/// add outside a write fails; adding the same object twice stores it once.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testAddSingleObject
func testAddSingleObjectOnce() throws {
    let realm = try Realm()
    assertThrows(realm.add(SwiftObject()))
    XCTAssertEqual(0, realm.objects(SwiftObject.self).count)
    let object = SwiftObject()
    try realm.write {
        realm.add(object)
        XCTAssertEqual(1, realm.objects(SwiftObject.self).count)
        realm.add(object)
        XCTAssertEqual(1, realm.objects(SwiftObject.self).count)
    }
    XCTAssertEqual(1, realm.objects(SwiftObject.self).count)
}

/// add with update .all of two objects of the same primary key stores one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testAddWithUpdateSingleObject
func testAddUpdateSingleObjectOnce() throws {
    let realm = try Realm()
    XCTAssertEqual(0, realm.objects(SwiftPrimaryStringObject.self).count)
    try realm.write {
        realm.add(SwiftPrimaryStringObject(), update: .all)
        XCTAssertEqual(1, realm.objects(SwiftPrimaryStringObject.self).count)
        realm.add(SwiftPrimaryStringObject(), update: .all)
        XCTAssertEqual(1, realm.objects(SwiftPrimaryStringObject.self).count)
    }
    XCTAssertEqual(1, realm.objects(SwiftPrimaryStringObject.self).count)
}

/// add of an array outside a write fails; inside one it stores every object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testAddMultipleObjects
func testAddMultipleObjects() throws {
    let realm = try Realm()
    assertThrows(realm.add([SwiftObject(), SwiftObject()]))
    XCTAssertEqual(0, realm.objects(SwiftObject.self).count)
    try realm.write {
        realm.add([SwiftObject(), SwiftObject()])
        XCTAssertEqual(2, realm.objects(SwiftObject.self).count)
    }
    XCTAssertEqual(2, realm.objects(SwiftObject.self).count)
}

/// add with update .all of an array of two objects of the same primary key stores one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testAddWithUpdateMultipleObjects
func testAddUpdateMultipleObjectsOfOneKey() throws {
    let realm = try Realm()
    XCTAssertEqual(0, realm.objects(SwiftPrimaryStringObject.self).count)
    try realm.write {
        realm.add([SwiftPrimaryStringObject(), SwiftPrimaryStringObject()], update: .all)
        XCTAssertEqual(1, realm.objects(SwiftPrimaryStringObject.self).count)
    }
    XCTAssertEqual(1, realm.objects(SwiftPrimaryStringObject.self).count)
}

/// delete outside a write fails, and so does deleting an unmanaged object or an already deleted one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testDeleteSingleObject
func testDeleteSingleObject() throws {
    let realm = try Realm()
    XCTAssertEqual(0, realm.objects(SwiftObject.self).count)
    assertThrows(realm.delete(SwiftObject()))
    let object = SwiftObject()
    try realm.write {
        assertThrows(realm.delete(object))
        XCTAssertEqual(0, realm.objects(SwiftObject.self).count)
        realm.add(object)
        XCTAssertEqual(1, realm.objects(SwiftObject.self).count)
        realm.delete(object)
        XCTAssertEqual(0, realm.objects(SwiftObject.self).count)
    }
    assertThrows(realm.delete(object))
    XCTAssertEqual(0, realm.objects(SwiftObject.self).count)
}

/// Deleting a managed set of objects deletes its objects and empties the set.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testDeleteMutableSetOfObjects
func testDeleteMutableSetOfObjects() throws {
    let realm = try Realm()
    XCTAssertEqual(0, realm.objects(SwiftCompanyObject.self).count)
    try realm.write {
        let obj = SwiftCompanyObject()
        obj.employeeSet.insert(SwiftEmployeeObject())
        realm.add(obj)
        XCTAssertEqual(1, realm.objects(SwiftEmployeeObject.self).count)
        realm.delete(obj.employeeSet)
        XCTAssertEqual(0, obj.employeeSet.count)
        XCTAssertEqual(0, realm.objects(SwiftEmployeeObject.self).count)
    }
    XCTAssertEqual(0, realm.objects(SwiftEmployeeObject.self).count)
}

/// After invalidate an object read before is invalid; new writes still work and count every object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testInvalidate
func testInvalidateInvalidatesObjects() throws {
    let realm = try Realm()
    let object = SwiftObject()
    try realm.write {
        realm.add(object)
    }
    realm.invalidate()
    XCTAssertEqual(object.isInvalidated, true)
    try realm.write {
        realm.add(SwiftObject())
    }
    XCTAssertEqual(realm.objects(SwiftObject.self).count, 2)
    XCTAssertEqual(object.isInvalidated, true)
}

/// A dynamic object read by class name gives every default through the subscript.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testDynamicObjectProperties
func testDynamicObjectReadsDefaults() throws {
    try Realm().write {
        try! Realm().create(SwiftObject.self)
    }
    let object = try Realm().dynamicObjects("SwiftObject")[0]
    do {
        XCTAssertEqual(object["boolCol"] as? Bool, false)
        XCTAssertEqual(object["intCol"] as? Int, 123)
        XCTAssertEqual(object["int8Col"] as? Int8, 123)
        XCTAssertEqual(object["int16Col"] as? Int16, 123)
        XCTAssertEqual(object["int32Col"] as? Int32, 123)
        XCTAssertEqual(object["int64Col"] as? Int64, 123)
        XCTAssertEqual(object["floatCol"] as! Float, 1.23 as Float, accuracy: 0.001)
        XCTAssertEqual(object["doubleCol"] as? Double, 12.3)
        XCTAssertEqual(object["stringCol"] as! String?, "a")
        XCTAssertEqual(object["binaryCol"] as! Data?, Data("a".utf8))
        XCTAssertEqual(object["dateCol"] as! Date?, Date(timeIntervalSince1970: 1))
        XCTAssertEqual((object["objectCol"] as? SwiftBoolObject)?.boolCol, false)
    }
}

/// A dynamic object read by class name gives every optional default through the subscript.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testDynamicObjectOptionalProperties
func testDynamicObjectReadsOptionalDefaults() throws {
    try Realm().write {
        try! Realm().create(SwiftOptionalDefaultValuesObject.self)
    }
    let object = try Realm().dynamicObjects("SwiftOptionalDefaultValuesObject")[0]
    XCTAssertEqual(object["optIntCol"] as? Int, 1)
    XCTAssertEqual(object["optInt8Col"] as? Int8, 1)
    XCTAssertEqual(object["optInt16Col"] as? Int16, 1)
    XCTAssertEqual(object["optInt32Col"] as? Int32, 1)
    XCTAssertEqual(object["optInt64Col"] as? Int64, 1)
    XCTAssertEqual(object["optFloatCol"] as? Float, 2.2 as Float)
    XCTAssertEqual(object["optDoubleCol"] as? Double, 3.3)
    XCTAssertEqual(object["optStringCol"] as! String?, "B")
    XCTAssertEqual(object["optNSStringCol"] as! String?, "A")
    XCTAssertEqual(object["optBinaryCol"] as! Data?, Data("C".utf8))
    XCTAssertEqual(object["optDateCol"] as! Date?, Date(timeIntervalSince1970: 10))
    XCTAssertEqual(object["optDecimalCol"] as! Decimal128?, Decimal128("123"))
    XCTAssertEqual(object["optObjectIdCol"] as! ObjectId?, ObjectId("1234567890ab1234567890ab"))
    XCTAssertEqual((object["optObjectCol"] as? SwiftBoolObject)?.boolCol, true)
    XCTAssertEqual(object["optUuidCol"] as! UUID, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
}

/// Iterating dynamic objects of a class gives each one's defaults through the subscript.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testIterateDynamicObjects
func testIterateDynamicObjectsReadsDefaults() throws {
    try Realm().write {
        try! Realm().create(SwiftObject.self)
        try! Realm().create(SwiftObject.self)
    }
    let objects = try Realm().dynamicObjects("SwiftObject")
    XCTAssertEqual(objects.count, 2)
    for object in objects {
        XCTAssertEqual(object["boolCol"] as? Bool, false)
        XCTAssertEqual(object["intCol"] as? Int, 123)
        XCTAssertEqual(object["int8Col"] as? Int8, 123)
        XCTAssertEqual(object["int16Col"] as? Int16, 123)
        XCTAssertEqual(object["int32Col"] as? Int32, 123)
        XCTAssertEqual(object["int64Col"] as? Int64, 123)
        XCTAssertEqual(object["floatCol"] as! Float, 1.23 as Float, accuracy: 0.001)
        XCTAssertEqual(object["doubleCol"] as? Double, 12.3)
        XCTAssertEqual(object["stringCol"] as! String?, "a")
        XCTAssertEqual(object["binaryCol"] as! Data?, Data("a".utf8))
        XCTAssertEqual(object["dateCol"] as! Date?, Date(timeIntervalSince1970: 1))
        XCTAssertEqual((object["objectCol"] as? SwiftBoolObject)?.boolCol, false)
    }
}

/// A dynamic object's list properties read as lists of dynamic objects: first, last, subscript and iteration.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testDynamicObjectListProperties
func testDynamicObjectListProperties() throws {
    try Realm().write {
        try! Realm().create(SwiftArrayPropertyObject.self, value: ["string", [["array"]], [[2]]])
    }
    let object = try Realm().dynamicObjects("SwiftArrayPropertyObject")[0]
    XCTAssertEqual(object["name"] as? String, "string")
    let array = object["array"] as! List<DynamicObject>
    XCTAssertEqual(array.first!["stringCol"] as? String, "array")
    XCTAssertEqual(array.last!["stringCol"] as? String, "array")
    for element in array {
        XCTAssertEqual(element["stringCol"] as? String, "array")
    }
    let intArray = object["intArray"] as! List<DynamicObject>
    XCTAssertEqual(intArray[0]["intCol"] as? Int, 2)
    XCTAssertEqual(intArray.first!["intCol"] as? Int, 2)
    XCTAssertEqual(intArray.last!["intCol"] as? Int, 2)
    for element in intArray {
        XCTAssertEqual(element["intCol"] as? Int, 2)
    }
}

/// A dynamic object's set properties read as sets of dynamic objects: first, last, subscript and iteration.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testDynamicObjectMutableSetProperties
func testDynamicObjectMutableSetProperties() throws {
    try Realm().write {
        try! Realm().create(SwiftMutableSetPropertyObject.self, value: ["string", [["set"]], [[2]]])
    }
    let object = try Realm().dynamicObjects("SwiftMutableSetPropertyObject")[0]
    XCTAssertEqual(object["name"] as? String, "string")
    let set = object["set"] as! MutableSet<DynamicObject>
    XCTAssertEqual(set.first!["stringCol"] as? String, "set")
    XCTAssertEqual(set.last!["stringCol"] as? String, "set")
    for element in set {
        XCTAssertEqual(element["stringCol"] as? String, "set")
    }
    let intSet = object["intSet"] as! MutableSet<DynamicObject>
    XCTAssertEqual(intSet[0]["intCol"] as? Int, 2)
    XCTAssertEqual(intSet.first!["intCol"] as? Int, 2)
    XCTAssertEqual(intSet.last!["intCol"] as? Int, 2)
    for element in intSet {
        XCTAssertEqual(element["intCol"] as? Int, 2)
    }
}

/// object(ofType:forPrimaryKey:) finds an object by an integer key of every size, and gives nil for a missing key.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testIntPrimaryKey
func testIntPrimaryKeysOfEverySize() throws {
    let realm = try Realm()
    try realm.write {
        realm.create(SwiftPrimaryIntObject.self, value: ["a", 1])
        realm.create(SwiftPrimaryIntObject.self, value: ["b", 2])
    }
    XCTAssertNotNil(realm.object(ofType: SwiftPrimaryIntObject.self, forPrimaryKey: 1 as Int))
    XCTAssertNil(realm.object(ofType: SwiftPrimaryIntObject.self, forPrimaryKey: 0 as Int))
    try realm.write {
        realm.create(SwiftPrimaryInt8Object.self, value: ["a", 1])
        realm.create(SwiftPrimaryInt8Object.self, value: ["b", 2])
    }
    XCTAssertNotNil(realm.object(ofType: SwiftPrimaryInt8Object.self, forPrimaryKey: 1 as Int8))
    XCTAssertNil(realm.object(ofType: SwiftPrimaryInt8Object.self, forPrimaryKey: 0 as Int8))
    try realm.write {
        realm.create(SwiftPrimaryInt16Object.self, value: ["a", 1])
        realm.create(SwiftPrimaryInt16Object.self, value: ["b", 2])
    }
    XCTAssertNotNil(realm.object(ofType: SwiftPrimaryInt16Object.self, forPrimaryKey: 1 as Int16))
    XCTAssertNil(realm.object(ofType: SwiftPrimaryInt16Object.self, forPrimaryKey: 0 as Int16))
    try realm.write {
        realm.create(SwiftPrimaryInt32Object.self, value: ["a", 1])
        realm.create(SwiftPrimaryInt32Object.self, value: ["b", 2])
    }
    XCTAssertNotNil(realm.object(ofType: SwiftPrimaryInt32Object.self, forPrimaryKey: 1 as Int32))
    XCTAssertNil(realm.object(ofType: SwiftPrimaryInt32Object.self, forPrimaryKey: 0 as Int32))
    try realm.write {
        realm.create(SwiftPrimaryInt64Object.self, value: ["a", 1])
        realm.create(SwiftPrimaryInt64Object.self, value: ["b", 2])
    }
    XCTAssertNotNil(realm.object(ofType: SwiftPrimaryInt64Object.self, forPrimaryKey: 1 as Int64))
    XCTAssertNil(realm.object(ofType: SwiftPrimaryInt64Object.self, forPrimaryKey: 0 as Int64))
}

/// object(ofType:forPrimaryKey:) finds objects by an optional integer key of every size, a nil key by NSNull or nil, and gives nil for a missing key.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testOptionalIntPrimaryKey
func testOptionalIntPrimaryKeysOfEverySize() throws {
    let realm = try Realm()
    try realm.write {
        realm.create(SwiftPrimaryOptionalIntObject.self, value: ["a", NSNull()])
        realm.create(SwiftPrimaryOptionalIntObject.self, value: ["b", 2])
    }
    XCTAssertNotNil(realm.object(ofType: SwiftPrimaryOptionalIntObject.self, forPrimaryKey: NSNull()))
    XCTAssertNotNil(realm.object(ofType: SwiftPrimaryOptionalIntObject.self, forPrimaryKey: nil as Int?))
    XCTAssertNotNil(realm.object(ofType: SwiftPrimaryOptionalIntObject.self, forPrimaryKey: 2 as Int))
    XCTAssertNil(realm.object(ofType: SwiftPrimaryOptionalIntObject.self, forPrimaryKey: 0 as Int))
    try realm.write {
        realm.create(SwiftPrimaryOptionalInt8Object.self, value: ["a", NSNull()])
        realm.create(SwiftPrimaryOptionalInt8Object.self, value: ["b", 2])
    }
    XCTAssertNotNil(realm.object(ofType: SwiftPrimaryOptionalInt8Object.self, forPrimaryKey: NSNull()))
    XCTAssertNotNil(realm.object(ofType: SwiftPrimaryOptionalInt8Object.self, forPrimaryKey: nil as Int8?))
    XCTAssertNotNil(realm.object(ofType: SwiftPrimaryOptionalInt8Object.self, forPrimaryKey: 2 as Int8))
    XCTAssertNil(realm.object(ofType: SwiftPrimaryOptionalInt8Object.self, forPrimaryKey: 0 as Int8))
    try realm.write {
        realm.create(SwiftPrimaryOptionalInt16Object.self, value: ["a", NSNull()])
        realm.create(SwiftPrimaryOptionalInt16Object.self, value: ["b", 2])
    }
    XCTAssertNotNil(realm.object(ofType: SwiftPrimaryOptionalInt16Object.self, forPrimaryKey: NSNull()))
    XCTAssertNotNil(realm.object(ofType: SwiftPrimaryOptionalInt16Object.self, forPrimaryKey: nil as Int16?))
    XCTAssertNotNil(realm.object(ofType: SwiftPrimaryOptionalInt16Object.self, forPrimaryKey: 2 as Int16))
    XCTAssertNil(realm.object(ofType: SwiftPrimaryOptionalInt16Object.self, forPrimaryKey: 0 as Int16))
    try realm.write {
        realm.create(SwiftPrimaryOptionalInt32Object.self, value: ["a", NSNull()])
        realm.create(SwiftPrimaryOptionalInt32Object.self, value: ["b", 2])
    }
    XCTAssertNotNil(realm.object(ofType: SwiftPrimaryOptionalInt32Object.self, forPrimaryKey: NSNull()))
    XCTAssertNotNil(realm.object(ofType: SwiftPrimaryOptionalInt32Object.self, forPrimaryKey: nil as Int32?))
    XCTAssertNotNil(realm.object(ofType: SwiftPrimaryOptionalInt32Object.self, forPrimaryKey: 2 as Int32))
    XCTAssertNil(realm.object(ofType: SwiftPrimaryOptionalInt32Object.self, forPrimaryKey: 0 as Int32))
    try realm.write {
        realm.create(SwiftPrimaryOptionalInt64Object.self, value: ["a", NSNull()])
        realm.create(SwiftPrimaryOptionalInt64Object.self, value: ["b", 2])
    }
    XCTAssertNotNil(realm.object(ofType: SwiftPrimaryOptionalInt64Object.self, forPrimaryKey: NSNull()))
    XCTAssertNotNil(realm.object(ofType: SwiftPrimaryOptionalInt64Object.self, forPrimaryKey: nil as Int64?))
    XCTAssertNotNil(realm.object(ofType: SwiftPrimaryOptionalInt64Object.self, forPrimaryKey: 2 as Int64))
    XCTAssertNil(realm.object(ofType: SwiftPrimaryOptionalInt64Object.self, forPrimaryKey: 0 as Int64))
}

/// object(ofType:forPrimaryKey:) finds an object by a string key and gives nil for a missing key.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testStringPrimaryKey
func testStringPrimaryKey() throws {
    let realm = try Realm()
    try realm.write {
        realm.create(SwiftPrimaryStringObject.self, value: ["a", 1])
        realm.create(SwiftPrimaryStringObject.self, value: ["b", 2])
    }
    let object = realm.object(ofType: SwiftPrimaryStringObject.self, forPrimaryKey: "a")
    XCTAssertNotNil(object)
    let missingObject = realm.object(ofType: SwiftPrimaryStringObject.self, forPrimaryKey: "z")
    XCTAssertNil(missingObject)
}

/// object(ofType:forPrimaryKey:) finds objects by an optional string key, the nil key by NSNull, and gives nil for a missing key.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testOptionalStringPrimaryKey
func testOptionalStringPrimaryKey() throws {
    let realm = try Realm()
    try realm.write {
        realm.create(SwiftPrimaryStringObject.self, value: ["a", 1])
        realm.create(SwiftPrimaryStringObject.self, value: ["b", 2])
        realm.create(SwiftPrimaryOptionalStringObject.self, value: [NSNull(), 1])
        realm.create(SwiftPrimaryOptionalStringObject.self, value: ["b", 2])
    }
    XCTAssertNotNil(realm.object(ofType: SwiftPrimaryOptionalStringObject.self, forPrimaryKey: NSNull()))
    XCTAssertNotNil(realm.object(ofType: SwiftPrimaryOptionalStringObject.self, forPrimaryKey: "b"))
    XCTAssertNil(realm.object(ofType: SwiftPrimaryOptionalStringObject.self, forPrimaryKey: "z"))
}

/// object(ofType:forPrimaryKey:) finds objects by a UUID key and gives nil for a missing key.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testUUIDPrimaryKey
func testUUIDPrimaryKey() throws {
    let realm = try Realm()
    try realm.write {
        realm.create(SwiftPrimaryUUIDObject.self, value: [UUID(uuidString: "8a12daba-8b23-11eb-8dcd-0242ac130003")!, "a"])
        realm.create(SwiftPrimaryUUIDObject.self, value: [UUID(uuidString: "85d4fbee-6ec6-47df-bfa1-615931903d7e")!, "b"])
    }
    let object1 = realm.object(ofType: SwiftPrimaryUUIDObject.self, forPrimaryKey: UUID(uuidString: "8a12daba-8b23-11eb-8dcd-0242ac130003")!)!
    XCTAssertNotNil(object1)
    XCTAssertEqual(object1.stringCol, "a")
    let object2 = realm.object(ofType: SwiftPrimaryUUIDObject.self, forPrimaryKey: UUID(uuidString: "85d4fbee-6ec6-47df-bfa1-615931903d7e")!)!
    XCTAssertNotNil(object2)
    XCTAssertEqual(object2.stringCol, "b")
    XCTAssertNil(realm.object(ofType: SwiftPrimaryUUIDObject.self, forPrimaryKey: UUID(uuidString: "4ee1fa48-8b23-11eb-8dcd-0242ac130003")!))
}

/// object(ofType:forPrimaryKey:) finds objects by an ObjectId key and gives nil for a missing key.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testObjectIdPrimaryKey
func testObjectIdPrimaryKey() throws {
    let realm = try Realm()
    try realm.write {
        realm.create(SwiftPrimaryObjectIdObject.self, value: [ObjectId("1234567890ab1234567890aa"), 1])
        realm.create(SwiftPrimaryObjectIdObject.self, value: [ObjectId("1234567890ab1234567890ab"), 2])
    }
    let object1 = realm.object(ofType: SwiftPrimaryObjectIdObject.self, forPrimaryKey: ObjectId("1234567890ab1234567890aa"))!
    XCTAssertNotNil(object1)
    XCTAssertEqual(object1.intCol, 1)
    let object2 = realm.object(ofType: SwiftPrimaryObjectIdObject.self, forPrimaryKey: ObjectId("1234567890ab1234567890ab"))!
    XCTAssertNotNil(object2)
    XCTAssertEqual(object2.intCol, 2)
    XCTAssertNil(realm.object(ofType: SwiftPrimaryObjectIdObject.self, forPrimaryKey: ObjectId("1234567890ab1234567890ac")))
}

/// A dynamic object found by class name and primary key reads its key through the subscript.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testDynamicObjectForPrimaryKeySubscripting
func testDynamicObjectForPrimaryKeyReadsBySubscript() throws {
    let realm = try Realm()
    try realm.write {
        realm.create(SwiftPrimaryStringObject.self, value: ["a", 1])
    }
    let object = realm.dynamicObject(ofType: "SwiftPrimaryStringObject", forPrimaryKey: "a")
    let stringVal = object!["stringCol"] as! String
    XCTAssertEqual(stringVal, "a", "Object Subscripting Failed!")
}

/// autorefresh defaults to true and can be turned off and on; a realm observer hears a write, after which results see its object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testAutorefresh
func testAutorefreshAndObserver() throws {
    let realm = try Realm()
    XCTAssertTrue(realm.autorefresh, "Autorefresh should default to true")
    realm.autorefresh = false
    XCTAssertFalse(realm.autorefresh)
    realm.autorefresh = true
    XCTAssertTrue(realm.autorefresh)
    var fired = 0
    let token = realm.observe { _, r in
        XCTAssertNotNil(r, "Realm should not be nil")
        fired += 1
    }
    try realm.write {
        realm.create(SwiftStringObject.self, value: ["string"])
    }
    realm.refresh()
    XCTAssertEqual(fired, 1)
    token.invalidate()
    let results = realm.objects(SwiftStringObject.self)
    XCTAssertEqual(results.count, 1, "There should be 1 object of type StringObject")
    XCTAssertEqual(results[0].stringCol, "string", "Value of first column should be 'string'")
}

/// writeAsync writes its block and then calls onComplete, where the new object can be read.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testAsyncTransactionShouldWrite
func testWriteAsyncWritesThenCompletes() throws {
    let realm = try Realm()
    var completed = 0
    realm.writeAsync({
        realm.create(SwiftStringObject.self, value: ["string"])
    }, onComplete: { _ in
        let object = realm.objects(SwiftStringObject.self).first
        XCTAssertEqual(object?.stringCol, "string")
        completed += 1
    })
    realm.refresh()
    XCTAssertEqual(completed, 1)
}

/// With autorefresh off, a writeAsync still notifies the realm's observer once, and results see the object before and after refresh.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testAsyncTransactionShouldAutorefresh
func testWriteAsyncWithAutorefreshOff() throws {
    let realm = try Realm()
    realm.autorefresh = false
    var fired = 0
    var token: NotificationToken?
    token = realm.observe { _, r in
        XCTAssertNotNil(r, "Realm should not be nil")
        token!.invalidate()
        fired += 1
    }
    let results = realm.objects(SwiftStringObject.self)
    XCTAssertEqual(results.count, 0)
    realm.writeAsync {
        realm.create(SwiftStringObject.self, value: ["string"])
    }
    realm.refresh()
    XCTAssertEqual(fired, 1)
    XCTAssertEqual(results.count, 1)
    realm.refresh()
    XCTAssertEqual(results.count, 1)
    XCTAssertEqual(results[0].stringCol, "string")
}

/// Two writeAsync calls and a synchronous write between them all commit: three objects.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testAsyncTransactionMixedWithSync
func testWriteAsyncMixedWithSyncWrite() throws {
    let realm = try Realm()
    var completed = 0
    XCTAssertEqual(0, realm.objects(SwiftStringObject.self).count)
    realm.writeAsync {
        realm.create(SwiftStringObject.self, value: ["string"])
    }
    realm.writeAsync({
        realm.create(SwiftStringObject.self, value: ["string 2"])
    }, onComplete: { _ in
        completed += 1
    })
    realm.beginWrite()
    realm.create(SwiftStringObject.self, value: ["string 3"])
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(completed, 1)
    XCTAssertEqual(3, realm.objects(SwiftStringObject.self).count)
}

/// Two writeAsync calls commit while a synchronous write after them is cancelled: two objects.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testAsyncTransactionMixedWithCancelledSync
func testWriteAsyncMixedWithCancelledSyncWrite() throws {
    let realm = try Realm()
    var completed = 0
    XCTAssertEqual(0, realm.objects(SwiftStringObject.self).count)
    realm.writeAsync {
        realm.create(SwiftStringObject.self, value: ["string"])
    }
    realm.writeAsync({
        realm.create(SwiftStringObject.self, value: ["string 2"])
    }, onComplete: { _ in
        completed += 1
    })
    realm.beginWrite()
    realm.create(SwiftStringObject.self, value: ["string 3"])
    realm.cancelWrite()
    realm.refresh()
    XCTAssertEqual(completed, 1)
    XCTAssertEqual(2, realm.objects(SwiftStringObject.self).count)
}

/// Each of two writeAsync calls completes and delivers an update to an observer of the results.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testAsyncTransactionChangeNotification
func testWriteAsyncNotifiesResults() throws {
    let realm = try Realm()
    var completed = 0
    var updates = 0
    var errors = 0
    let resultsUnderTest = realm.objects(SwiftStringObject.self)
    let token = resultsUnderTest.observe { change in
        switch change {
        case .initial:
            break
        case .update:
            updates += 1
        case .error:
            errors += 1
        }
    }
    realm.refresh()
    realm.writeAsync({
        realm.create(SwiftStringObject.self, value: ["string 1"])
    }, onComplete: { _ in
        completed += 1
    })
    realm.refresh()
    realm.writeAsync({
        realm.create(SwiftStringObject.self, value: ["string 2"])
    }, onComplete: { _ in
        completed += 1
    })
    realm.refresh()
    XCTAssertEqual(completed, 2)
    XCTAssertEqual(updates, 2)
    XCTAssertEqual(errors, 0)
    XCTAssertEqual(2, realm.objects(SwiftStringObject.self).count)
    token.invalidate()
}

/// A realm observer is not called on registering, and is called for a write that changed nothing.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testObserve
func testEmptyWriteNotifiesRealmObserver() throws {
    let realm = try Realm()
    var notificationCalled = false
    let token = realm.observe { _, r in
        XCTAssertNotNil(r)
        notificationCalled = true
    }
    realm.refresh()
    XCTAssertFalse(notificationCalled)
    try realm.write {}
    realm.refresh()
    XCTAssertTrue(notificationCalled)
    token.invalidate()
}
