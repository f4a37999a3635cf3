// page: sdk
// tags: sdk, suite

// Models restated from the SDK's test models. The SDK's `intEnumCol` is an
// `@objc` enum whose raw value is what the realm stores; it is an `Int` here.

class SwiftBoolObject: Object {
    @Persisted var boolCol = false
}

class SwiftIntObject: Object {
    @Persisted var intCol = 0
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

class SwiftOptionalPrimaryObject: Object {
    @Persisted(primaryKey: true) var id: Int?
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

class SwiftPrimaryStringObject: Object {
    @Persisted(primaryKey: true) var stringCol = ""
    @Persisted var intCol = 0
}

class SwiftLinkToPrimaryStringObject: Object {
    @Persisted(primaryKey: true) var pk = ""
    @Persisted var object: SwiftPrimaryStringObject?
    @Persisted var objects: List<SwiftPrimaryStringObject>
}

class EmbeddedParentObject: Object {
    @Persisted var object: EmbeddedTreeObject1?
    @Persisted var array: List<EmbeddedTreeObject1>
    @Persisted var map: Map<String, EmbeddedTreeObject1?>
}

class EmbeddedPrimaryParentObject: Object {
    @Persisted(primaryKey: true) var pk = 0
    @Persisted var object: EmbeddedTreeObject1?
    @Persisted var array: List<EmbeddedTreeObject1>
}

class EmbeddedTreeObject1: EmbeddedObject {
    @Persisted var value = 0
    @Persisted var child: EmbeddedTreeObject2?
    @Persisted var children: List<EmbeddedTreeObject2>
    @Persisted(originProperty: "object") var parent1: LinkingObjects<EmbeddedParentObject>
    @Persisted(originProperty: "array") var parent2: LinkingObjects<EmbeddedParentObject>
}

class EmbeddedTreeObject2: EmbeddedObject {
    @Persisted var value = 0
    @Persisted var child: EmbeddedTreeObject3?
    @Persisted var children: List<EmbeddedTreeObject3>
    @Persisted(originProperty: "child") var parent3: LinkingObjects<EmbeddedTreeObject1>
    @Persisted(originProperty: "children") var parent4: LinkingObjects<EmbeddedTreeObject1>
}

class EmbeddedTreeObject3: EmbeddedObject {
    @Persisted var value = 0
    @Persisted(originProperty: "child") var parent3: LinkingObjects<EmbeddedTreeObject2>
    @Persisted(originProperty: "children") var parent4: LinkingObjects<EmbeddedTreeObject2>
}

class NestedInnerClass: EmbeddedObject {
    @Persisted var value = 0
}

class ObjectWithNestedEmbeddedObject: Object {
    @Persisted var value = 0
    @Persisted var inner: NestedInnerClass?
}

class SwiftCircleObject: Object {
    @Persisted var obj: SwiftCircleObject?
    @Persisted var array: List<SwiftCircleObject>
}

@objc(SwiftObjcRenamedObject)
class SwiftObjcRenamedObject: Object {
    @Persisted var stringCol = ""
}

@objc(SwiftObjcRenamedObjectWithTotallyDifferentName)
class SwiftObjcArbitrarilyRenamedObject: Object {
    @Persisted var boolCol = false
}

class ObjectWithPrivateOptionals: Object {
    private var nilInt: Int?
    private var nilFloat: Float?
    private var nilString: String?
    private var int: Int? = 123
    private var float: Float? = 1.23
    private var string: String? = "123"
    @Persisted var value = 5
}

/// A new object holds every property's default, and neither it, its default link nor its collections belong to a realm.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testInitWithDefaults
func testInitWithDefaultsHoldsDefaults() throws {
    let object = SwiftObject()
    XCTAssertNil(object.realm)
    XCTAssertEqual(object.boolCol, false)
    XCTAssertEqual(object.intCol, 123)
    XCTAssertEqual(object.int8Col, 123)
    XCTAssertEqual(object.int16Col, 123)
    XCTAssertEqual(object.int32Col, 123)
    XCTAssertEqual(object.int64Col, 123)
    XCTAssertEqual(object.floatCol, 1.23 as Float)
    XCTAssertEqual(object.doubleCol, 12.3)
    XCTAssertEqual(object.stringCol, "a")
    XCTAssertEqual(object.binaryCol, Data("a".utf8))
    XCTAssertEqual(object.dateCol, Date(timeIntervalSince1970: 1))
    XCTAssertEqual(object.decimalCol, Decimal128("123e4"))
    XCTAssertEqual(object.objectIdCol, ObjectId("1234567890ab1234567890ab"))
    XCTAssertEqual(object.objectCol!.boolCol, false)
    XCTAssertEqual(object.arrayCol.count, 0)
    XCTAssertEqual(object.setCol.count, 0)
    XCTAssertEqual(object.mapCol.count, 0)
    XCTAssertNil(object.objectCol!.realm)
    XCTAssertNil(object.arrayCol.realm)
    XCTAssertNil(object.setCol.realm)
    XCTAssertNil(object.mapCol.realm)
}

/// A new object of a class with only optional properties reads nil from every property by name.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testInitWithOptionalWithoutDefaults
func testInitOptionalsWithoutDefaultsAreNil() throws {
    let object = SwiftOptionalObject()
    for name in ["optNSStringCol", "optStringCol", "optBinaryCol", "optDateCol", "optDecimalCol",
                 "optObjectIdCol", "optUuidCol", "optIntCol", "optInt8Col", "optInt16Col", "optInt32Col",
                 "optInt64Col", "optFloatCol", "optDoubleCol", "optBoolCol", "optEnumCol", "otherIntCol",
                 "optObjectCol"] {
        XCTAssertNil(object[name])
    }
}

/// A new object of a class whose optional properties have defaults holds those defaults.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testInitWithOptionalDefaults
func testInitOptionalDefaults() throws {
    let object = SwiftOptionalDefaultValuesObject()
    XCTAssertEqual(object.optBoolCol, true)
    XCTAssertEqual(object.optIntCol, 1)
    XCTAssertEqual(object.optInt8Col, 1)
    XCTAssertEqual(object.optInt16Col, 1)
    XCTAssertEqual(object.optInt32Col, 1)
    XCTAssertEqual(object.optInt64Col, 1)
    XCTAssertEqual(object.optFloatCol, 2.2 as Float)
    XCTAssertEqual(object.optDoubleCol, 3.3)
    XCTAssertEqual(object.optStringCol, "B")
    XCTAssertEqual(object.optNSStringCol, "A")
    XCTAssertEqual(object.optBinaryCol, Data("C".utf8))
    XCTAssertEqual(object.optDateCol, Date(timeIntervalSince1970: 10))
    XCTAssertEqual(object.optDecimalCol, Decimal128("123"))
    XCTAssertEqual(object.optObjectIdCol, ObjectId("1234567890ab1234567890ab"))
    XCTAssertEqual(object.optObjectCol?.boolCol, true)
    XCTAssertEqual(object.optUuidCol, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
}

/// An object made from a dictionary naming one property holds that value and every other property's default.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testInitWithDefaultsAndDictionary
func testInitWithOneValueKeepsOtherDefaults() throws {
    let object = SwiftObject(value: ["intCol": 200])
    XCTAssertEqual(object.boolCol, false)
    XCTAssertEqual(object.intCol, 200)
    XCTAssertEqual(object.int8Col, 123)
    XCTAssertEqual(object.int16Col, 123)
    XCTAssertEqual(object.int32Col, 123)
    XCTAssertEqual(object.int64Col, 123)
    XCTAssertEqual(object.floatCol, 1.23 as Float)
    XCTAssertEqual(object.doubleCol, 12.3)
    XCTAssertEqual(object.stringCol, "a")
    XCTAssertEqual(object.binaryCol, Data("a".utf8))
    XCTAssertEqual(object.dateCol, Date(timeIntervalSince1970: 1))
    XCTAssertEqual(object.decimalCol, Decimal128("123e4"))
    XCTAssertEqual(object.objectIdCol, ObjectId("1234567890ab1234567890ab"))
    XCTAssertEqual(object.objectCol!.boolCol, false)
    XCTAssertEqual(object.arrayCol.count, 0)
    XCTAssertEqual(object.setCol.count, 0)
    XCTAssertEqual(object.mapCol.count, 0)
}

/// An object made from another unmanaged object copies its values, defaults included.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testInitWithKVCObject
func testInitFromAnotherObjectCopiesValues() throws {
    let source = SwiftObject(value: ["intCol": 200])
    let object = SwiftObject(value: source)
    XCTAssertEqual(object.boolCol, false)
    XCTAssertEqual(object.intCol, 200)
    XCTAssertEqual(object.int8Col, 123)
    XCTAssertEqual(object.int16Col, 123)
    XCTAssertEqual(object.int32Col, 123)
    XCTAssertEqual(object.int64Col, 123)
    XCTAssertEqual(object.floatCol, 1.23 as Float)
    XCTAssertEqual(object.doubleCol, 12.3)
    XCTAssertEqual(object.stringCol, "a")
    XCTAssertEqual(object.binaryCol, Data("a".utf8))
    XCTAssertEqual(object.dateCol, Date(timeIntervalSince1970: 1))
    XCTAssertEqual(object.decimalCol, Decimal128("123e4"))
    XCTAssertEqual(object.objectIdCol, ObjectId("1234567890ab1234567890ab"))
    XCTAssertEqual(object.objectCol!.boolCol, false)
    XCTAssertEqual(object.arrayCol.count, 0)
    XCTAssertEqual(object.setCol.count, 0)
    XCTAssertEqual(object.mapCol.count, 0)
}

/// create outside a write fails; inside one it makes an object holding every default, whose link and list belong to the realm.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testCreateWithDefaults
func testCreateWithDefaultsHoldsDefaults() throws {
    let realm = try Realm()
    assertThrows(realm.create(SwiftObject.self))
    let objects = realm.objects(SwiftObject.self)
    XCTAssertEqual(objects.count, 0)
    var created: SwiftObject?
    try realm.write {
        created = realm.create(SwiftObject.self)
    }
    let object = created!
    XCTAssertEqual(object.boolCol, false)
    XCTAssertEqual(object.intCol, 123)
    XCTAssertEqual(object.int8Col, 123)
    XCTAssertEqual(object.int16Col, 123)
    XCTAssertEqual(object.int32Col, 123)
    XCTAssertEqual(object.int64Col, 123)
    XCTAssertEqual(object.floatCol, 1.23 as Float)
    XCTAssertEqual(object.doubleCol, 12.3)
    XCTAssertEqual(object.stringCol, "a")
    XCTAssertEqual(object.binaryCol, Data("a".utf8))
    XCTAssertEqual(object.dateCol, Date(timeIntervalSince1970: 1))
    XCTAssertEqual(object.decimalCol, Decimal128("123e4"))
    XCTAssertEqual(object.objectIdCol, ObjectId("1234567890ab1234567890ab"))
    XCTAssertEqual(object.objectCol!.boolCol, false)
    XCTAssertEqual(object.arrayCol.count, 0)
    XCTAssertEqual(object.setCol.count, 0)
    XCTAssertEqual(object.mapCol.count, 0)
    XCTAssertEqual(object.realm!, realm)
    XCTAssertEqual(object.objectCol!.realm!, realm)
    XCTAssertEqual(object.arrayCol.realm!, realm)
}

/// create of a class with only optional properties reads nil from every property by name.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testCreateWithOptionalWithoutDefaults
func testCreateOptionalsWithoutDefaultsAreNil() throws {
    let realm = try Realm()
    try realm.write {
        let object = realm.create(SwiftOptionalObject.self)
        for name in ["optNSStringCol", "optStringCol", "optBinaryCol", "optDateCol", "optDecimalCol",
                     "optObjectIdCol", "optUuidCol", "optIntCol", "optInt8Col", "optInt16Col", "optInt32Col",
                     "optInt64Col", "optFloatCol", "optDoubleCol", "optBoolCol", "optEnumCol", "otherIntCol",
                     "optObjectCol"] {
            XCTAssertNil(object[name])
        }
    }
}

/// create of a class whose optional properties have defaults stores those defaults.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testCreateWithOptionalDefaults
func testCreateOptionalDefaults() throws {
    let realm = try Realm()
    try realm.write {
        let object = realm.create(SwiftOptionalDefaultValuesObject.self)
        XCTAssertEqual(object.optBoolCol, true)
        XCTAssertEqual(object.optIntCol, 1)
        XCTAssertEqual(object.optInt8Col, 1)
        XCTAssertEqual(object.optInt16Col, 1)
        XCTAssertEqual(object.optInt32Col, 1)
        XCTAssertEqual(object.optInt64Col, 1)
        XCTAssertEqual(object.optFloatCol, 2.2 as Float)
        XCTAssertEqual(object.optDoubleCol, 3.3)
        XCTAssertEqual(object.optStringCol, "B")
        XCTAssertEqual(object.optNSStringCol, "A")
        XCTAssertEqual(object.optBinaryCol, Data("C".utf8))
        XCTAssertEqual(object.optDateCol, Date(timeIntervalSince1970: 10))
        XCTAssertEqual(object.optDecimalCol, Decimal128("123"))
        XCTAssertEqual(object.optObjectIdCol, ObjectId("1234567890ab1234567890ab"))
        XCTAssertEqual(object.optObjectCol?.boolCol, true)
        XCTAssertEqual(object.optUuidCol, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
    }
}

/// create from a dictionary naming one property stores that value and every other property's default.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testCreateWithDefaultsAndDictionary
func testCreateWithOneValueKeepsOtherDefaults() throws {
    let realm = try Realm()
    realm.beginWrite()
    let object = realm.create(SwiftObject.self, value: ["intCol": 200])
    try realm.commitWrite()
    XCTAssertEqual(object.boolCol, false)
    XCTAssertEqual(object.intCol, 200)
    XCTAssertEqual(object.int8Col, 123)
    XCTAssertEqual(object.int16Col, 123)
    XCTAssertEqual(object.int32Col, 123)
    XCTAssertEqual(object.int64Col, 123)
    XCTAssertEqual(object.floatCol, 1.23 as Float)
    XCTAssertEqual(object.doubleCol, 12.3)
    XCTAssertEqual(object.stringCol, "a")
    XCTAssertEqual(object.binaryCol, Data("a".utf8))
    XCTAssertEqual(object.dateCol, Date(timeIntervalSince1970: 1))
    XCTAssertEqual(object.decimalCol, Decimal128("123e4"))
    XCTAssertEqual(object.objectIdCol, ObjectId("1234567890ab1234567890ab"))
    XCTAssertEqual(object.objectCol!.boolCol, false)
    XCTAssertEqual(object.arrayCol.count, 0)
    XCTAssertEqual(object.setCol.count, 0)
    XCTAssertEqual(object.mapCol.count, 0)
}

/// create from a managed object of the same class copies it into a second object with the same values.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testCreateWithKVCObject
func testCreateFromManagedObjectCopies() throws {
    let realm = try Realm()
    realm.beginWrite()
    let source = realm.create(SwiftObject.self, value: ["intCol": 200])
    let object = realm.create(SwiftObject.self, value: source)
    try realm.commitWrite()
    XCTAssertEqual(object.boolCol, false)
    XCTAssertEqual(object.intCol, 200)
    XCTAssertEqual(object.int8Col, 123)
    XCTAssertEqual(object.int16Col, 123)
    XCTAssertEqual(object.int32Col, 123)
    XCTAssertEqual(object.int64Col, 123)
    XCTAssertEqual(object.floatCol, 1.23 as Float)
    XCTAssertEqual(object.doubleCol, 12.3)
    XCTAssertEqual(object.stringCol, "a")
    XCTAssertEqual(object.binaryCol, Data("a".utf8))
    XCTAssertEqual(object.dateCol, Date(timeIntervalSince1970: 1))
    XCTAssertEqual(object.decimalCol, Decimal128("123e4"))
    XCTAssertEqual(object.objectIdCol, ObjectId("1234567890ab1234567890ab"))
    XCTAssertEqual(object.objectCol!.boolCol, false)
    XCTAssertEqual(object.arrayCol.count, 0)
    XCTAssertEqual(object.setCol.count, 0)
    XCTAssertEqual(object.mapCol.count, 0)
    XCTAssertEqual(realm.objects(SwiftObject.self).count, 2)
}

/// create copies nested primary-keyed objects (an unmanaged one stays unmanaged); a nested object repeating an existing key fails.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testCreateWithNestedObjects
func testCreateWithNestedPrimaryObjects() throws {
    let standalone = SwiftPrimaryStringObject(value: ["p0", 11])
    let realm = try Realm()
    let object = try realm.write {
        realm.create(SwiftLinkToPrimaryStringObject.self, value: ["p1", ["p1", 12], [standalone]])
    }
    XCTAssertEqual(realm.objects(SwiftPrimaryStringObject.self).count, 2)
    let p0 = realm.object(ofType: SwiftPrimaryStringObject.self, forPrimaryKey: "p0")
    let p1 = realm.object(ofType: SwiftPrimaryStringObject.self, forPrimaryKey: "p1")
    XCTAssertNil(standalone.realm)
    XCTAssertNotEqual(standalone, p0)
    XCTAssertEqual(object.object!, p1)
    XCTAssertEqual(object.objects.first!, p0)

    let standalone1 = SwiftPrimaryStringObject(value: ["p3", 11])
    realm.beginWrite()
    assertThrows(realm.create(SwiftLinkToPrimaryStringObject.self, value: ["p3", ["p3", 11], [standalone1]]))
    realm.cancelWrite()
}

/// create with update .all stores nested objects of one primary key once, and both links reach that one object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testUpdateWithNestedObjects
func testUpdateAllWithNestedPrimaryObjects() throws {
    let standalone = SwiftPrimaryStringObject(value: ["primary", 11])
    let realm = try Realm()
    let object = try realm.write {
        realm.create(SwiftLinkToPrimaryStringObject.self,
                     value: ["otherPrimary", ["primary", 12], [["primary", 12]]], update: .all)
    }
    XCTAssertEqual(realm.objects(SwiftPrimaryStringObject.self).count, 1)
    let persisted = object.object!
    XCTAssertEqual(persisted.intCol, 12)
    XCTAssertNil(standalone.realm)
    XCTAssertEqual(object.object!, persisted)
    XCTAssertEqual(object.objects.first!, persisted)
}

/// create with update .modified stores nested objects of one primary key once, and both links reach that one object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testUpdateChangedWithNestedObjects
func testUpdateModifiedWithNestedPrimaryObjects() throws {
    let standalone = SwiftPrimaryStringObject(value: ["primary", 11])
    let realm = try Realm()
    let object = try realm.write {
        realm.create(SwiftLinkToPrimaryStringObject.self,
                     value: ["otherPrimary", ["primary", 12], [["primary", 12]]], update: .modified)
    }
    XCTAssertEqual(realm.objects(SwiftPrimaryStringObject.self).count, 1)
    let persisted = object.object!
    XCTAssertEqual(persisted.intCol, 12)
    XCTAssertNil(standalone.realm)
    XCTAssertEqual(object.object!, persisted)
    XCTAssertEqual(object.objects.first!, persisted)
}

/// NSNull for a link leaves it nil, and for a list or a set leaves it empty.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testCreateWithNSNullLinks
func testCreateWithNullLinksAndCollections() throws {
    let realm = try Realm()
    realm.beginWrite()
    let object = realm.create(SwiftObject.self, value: [
        "boolCol": true, "intCol": 1, "floatCol": 1.1, "doubleCol": 11.1, "stringCol": "b",
        "binaryCol": Data("b".utf8), "dateCol": Date(timeIntervalSince1970: 2), "decimalCol": Decimal128(3),
        "objectIdCol": ObjectId.generate(), "objectCol": NSNull(), "arrayCol": NSNull(), "setCol": NSNull()])
    try realm.commitWrite()
    XCTAssertTrue(object.objectCol == nil)
    XCTAssertEqual(object.arrayCol.count, 0)
    XCTAssertEqual(object.setCol.count, 0)
}

/// create with update .all from an all-nil object, then from one with every optional set, then from an all-nil one again, updates the one object under the nil primary key each time.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testCreateOrUpdateNil
func testCreateUpdateAllSwitchesOptionalsToAndFromNil() throws {
    let realm = try Realm()
    realm.beginWrite()
    let object = realm.create(SwiftOptionalPrimaryObject.self, value: SwiftOptionalPrimaryObject(), update: .all)
    XCTAssertNil(object.id)
    XCTAssertNil(object.optIntCol)
    XCTAssertNil(object.optInt8Col)
    XCTAssertNil(object.optInt16Col)
    XCTAssertNil(object.optInt32Col)
    XCTAssertNil(object.optInt64Col)
    XCTAssertNil(object.optBoolCol)
    XCTAssertNil(object.optFloatCol)
    XCTAssertNil(object.optDoubleCol)
    XCTAssertNil(object.optDateCol)
    XCTAssertNil(object.optStringCol)
    XCTAssertNil(object.optNSStringCol)
    XCTAssertNil(object.optBinaryCol)
    XCTAssertNil(object.optObjectCol)

    let object2 = SwiftOptionalPrimaryObject()
    object2.optIntCol = 1
    object2.optInt8Col = 1
    object2.optInt16Col = 1
    object2.optInt32Col = 1
    object2.optInt64Col = 1
    object2.optFloatCol = 1
    object2.optDoubleCol = 1
    object2.optBoolCol = true
    object2.optDateCol = Date()
    object2.optStringCol = ""
    object2.optNSStringCol = ""
    object2.optBinaryCol = Data()
    object2.optObjectCol = SwiftBoolObject()
    realm.create(SwiftOptionalPrimaryObject.self, value: object2, update: .all)
    XCTAssertNil(object.id)
    XCTAssertNotNil(object.optIntCol)
    XCTAssertNotNil(object.optInt8Col)
    XCTAssertNotNil(object.optInt16Col)
    XCTAssertNotNil(object.optInt32Col)
    XCTAssertNotNil(object.optInt64Col)
    XCTAssertNotNil(object.optBoolCol)
    XCTAssertNotNil(object.optFloatCol)
    XCTAssertNotNil(object.optDoubleCol)
    XCTAssertNotNil(object.optDateCol)
    XCTAssertNotNil(object.optStringCol)
    XCTAssertNotNil(object.optNSStringCol)
    XCTAssertNotNil(object.optBinaryCol)
    XCTAssertNotNil(object.optObjectCol)

    realm.create(SwiftOptionalPrimaryObject.self, value: SwiftOptionalPrimaryObject(), update: .all)
    XCTAssertNil(object.id)
    XCTAssertNil(object.optIntCol)
    XCTAssertNil(object.optInt8Col)
    XCTAssertNil(object.optInt16Col)
    XCTAssertNil(object.optInt32Col)
    XCTAssertNil(object.optInt64Col)
    XCTAssertNil(object.optBoolCol)
    XCTAssertNil(object.optFloatCol)
    XCTAssertNil(object.optDoubleCol)
    XCTAssertNil(object.optDateCol)
    XCTAssertNil(object.optStringCol)
    XCTAssertNil(object.optNSStringCol)
    XCTAssertNil(object.optBinaryCol)
    XCTAssertNil(object.optObjectCol)
    realm.cancelWrite()
}

/// create with update .modified from an all-nil object, then from one with every optional set, then from an all-nil one again, updates the one object under the nil primary key each time.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testCreateOrUpdateModifiedNil
func testCreateUpdateModifiedSwitchesOptionalsToAndFromNil() throws {
    let realm = try Realm()
    realm.beginWrite()
    let object = realm.create(SwiftOptionalPrimaryObject.self, value: SwiftOptionalPrimaryObject(), update: .modified)
    XCTAssertNil(object.id)
    XCTAssertNil(object.optIntCol)
    XCTAssertNil(object.optInt8Col)
    XCTAssertNil(object.optInt16Col)
    XCTAssertNil(object.optInt32Col)
    XCTAssertNil(object.optInt64Col)
    XCTAssertNil(object.optBoolCol)
    XCTAssertNil(object.optFloatCol)
    XCTAssertNil(object.optDoubleCol)
    XCTAssertNil(object.optDateCol)
    XCTAssertNil(object.optStringCol)
    XCTAssertNil(object.optNSStringCol)
    XCTAssertNil(object.optBinaryCol)
    XCTAssertNil(object.optObjectCol)

    let object2 = SwiftOptionalPrimaryObject()
    object2.optIntCol = 1
    object2.optInt8Col = 1
    object2.optInt16Col = 1
    object2.optInt32Col = 1
    object2.optInt64Col = 1
    object2.optFloatCol = 1
    object2.optDoubleCol = 1
    object2.optBoolCol = true
    object2.optDateCol = Date()
    object2.optStringCol = ""
    object2.optNSStringCol = ""
    object2.optBinaryCol = Data()
    object2.optObjectCol = SwiftBoolObject()
    realm.create(SwiftOptionalPrimaryObject.self, value: object2, update: .modified)
    XCTAssertNil(object.id)
    XCTAssertNotNil(object.optIntCol)
    XCTAssertNotNil(object.optInt8Col)
    XCTAssertNotNil(object.optInt16Col)
    XCTAssertNotNil(object.optInt32Col)
    XCTAssertNotNil(object.optInt64Col)
    XCTAssertNotNil(object.optBoolCol)
    XCTAssertNotNil(object.optFloatCol)
    XCTAssertNotNil(object.optDoubleCol)
    XCTAssertNotNil(object.optDateCol)
    XCTAssertNotNil(object.optStringCol)
    XCTAssertNotNil(object.optNSStringCol)
    XCTAssertNotNil(object.optBinaryCol)
    XCTAssertNotNil(object.optObjectCol)

    realm.create(SwiftOptionalPrimaryObject.self, value: SwiftOptionalPrimaryObject(), update: .modified)
    XCTAssertNil(object.id)
    XCTAssertNil(object.optIntCol)
    XCTAssertNil(object.optInt8Col)
    XCTAssertNil(object.optInt16Col)
    XCTAssertNil(object.optInt32Col)
    XCTAssertNil(object.optInt64Col)
    XCTAssertNil(object.optBoolCol)
    XCTAssertNil(object.optFloatCol)
    XCTAssertNil(object.optDoubleCol)
    XCTAssertNil(object.optDateCol)
    XCTAssertNil(object.optStringCol)
    XCTAssertNil(object.optNSStringCol)
    XCTAssertNil(object.optBinaryCol)
    XCTAssertNil(object.optObjectCol)
    realm.cancelWrite()
}

/// add, then add with update .all of an object with every optional set, then of an all-nil one, updates the first object under the nil primary key each time.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testAddOrUpdateNil
func testAddUpdateAllSwitchesOptionalsToAndFromNil() throws {
    let realm = try Realm()
    realm.beginWrite()
    let object = SwiftOptionalPrimaryObject()
    realm.add(object)
    XCTAssertNil(object.id)
    XCTAssertNil(object.optIntCol)
    XCTAssertNil(object.optInt8Col)
    XCTAssertNil(object.optInt16Col)
    XCTAssertNil(object.optInt32Col)
    XCTAssertNil(object.optInt64Col)
    XCTAssertNil(object.optBoolCol)
    XCTAssertNil(object.optFloatCol)
    XCTAssertNil(object.optDoubleCol)
    XCTAssertNil(object.optDateCol)
    XCTAssertNil(object.optStringCol)
    XCTAssertNil(object.optNSStringCol)
    XCTAssertNil(object.optBinaryCol)
    XCTAssertNil(object.optObjectCol)

    let object2 = SwiftOptionalPrimaryObject()
    object2.optIntCol = 1
    object2.optInt8Col = 1
    object2.optInt16Col = 1
    object2.optInt32Col = 1
    object2.optInt64Col = 1
    object2.optFloatCol = 1
    object2.optDoubleCol = 1
    object2.optBoolCol = true
    object2.optDateCol = Date()
    object2.optStringCol = ""
    object2.optNSStringCol = ""
    object2.optBinaryCol = Data()
    object2.optObjectCol = SwiftBoolObject()
    realm.add(object2, update: .all)
    XCTAssertNil(object.id)
    XCTAssertNotNil(object.optIntCol)
    XCTAssertNotNil(object.optInt8Col)
    XCTAssertNotNil(object.optInt16Col)
    XCTAssertNotNil(object.optInt32Col)
    XCTAssertNotNil(object.optInt64Col)
    XCTAssertNotNil(object.optBoolCol)
    XCTAssertNotNil(object.optFloatCol)
    XCTAssertNotNil(object.optDoubleCol)
    XCTAssertNotNil(object.optDateCol)
    XCTAssertNotNil(object.optStringCol)
    XCTAssertNotNil(object.optNSStringCol)
    XCTAssertNotNil(object.optBinaryCol)
    XCTAssertNotNil(object.optObjectCol)

    let object3 = SwiftOptionalPrimaryObject()
    realm.add(object3, update: .all)
    XCTAssertNil(object.id)
    XCTAssertNil(object.optIntCol)
    XCTAssertNil(object.optInt8Col)
    XCTAssertNil(object.optInt16Col)
    XCTAssertNil(object.optInt32Col)
    XCTAssertNil(object.optInt64Col)
    XCTAssertNil(object.optBoolCol)
    XCTAssertNil(object.optFloatCol)
    XCTAssertNil(object.optDoubleCol)
    XCTAssertNil(object.optDateCol)
    XCTAssertNil(object.optStringCol)
    XCTAssertNil(object.optNSStringCol)
    XCTAssertNil(object.optBinaryCol)
    XCTAssertNil(object.optObjectCol)
    realm.cancelWrite()
}

/// add, then add with update .modified of an object with every optional set, then of an all-nil one, updates the first object under the nil primary key each time.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testAddOrUpdateModifiedNil
func testAddUpdateModifiedSwitchesOptionalsToAndFromNil() throws {
    let realm = try Realm()
    realm.beginWrite()
    let object = SwiftOptionalPrimaryObject()
    realm.add(object)
    XCTAssertNil(object.id)
    XCTAssertNil(object.optIntCol)
    XCTAssertNil(object.optInt8Col)
    XCTAssertNil(object.optInt16Col)
    XCTAssertNil(object.optInt32Col)
    XCTAssertNil(object.optInt64Col)
    XCTAssertNil(object.optBoolCol)
    XCTAssertNil(object.optFloatCol)
    XCTAssertNil(object.optDoubleCol)
    XCTAssertNil(object.optDateCol)
    XCTAssertNil(object.optStringCol)
    XCTAssertNil(object.optNSStringCol)
    XCTAssertNil(object.optBinaryCol)
    XCTAssertNil(object.optObjectCol)

    let object2 = SwiftOptionalPrimaryObject()
    object2.optIntCol = 1
    object2.optInt8Col = 1
    object2.optInt16Col = 1
    object2.optInt32Col = 1
    object2.optInt64Col = 1
    object2.optFloatCol = 1
    object2.optDoubleCol = 1
    object2.optBoolCol = true
    object2.optDateCol = Date()
    object2.optStringCol = ""
    object2.optNSStringCol = ""
    object2.optBinaryCol = Data()
    object2.optObjectCol = SwiftBoolObject()
    realm.add(object2, update: .modified)
    XCTAssertNil(object.id)
    XCTAssertNotNil(object.optIntCol)
    XCTAssertNotNil(object.optInt8Col)
    XCTAssertNotNil(object.optInt16Col)
    XCTAssertNotNil(object.optInt32Col)
    XCTAssertNotNil(object.optInt64Col)
    XCTAssertNotNil(object.optBoolCol)
    XCTAssertNotNil(object.optFloatCol)
    XCTAssertNotNil(object.optDoubleCol)
    XCTAssertNotNil(object.optDateCol)
    XCTAssertNotNil(object.optStringCol)
    XCTAssertNotNil(object.optNSStringCol)
    XCTAssertNotNil(object.optBinaryCol)
    XCTAssertNotNil(object.optObjectCol)

    let object3 = SwiftOptionalPrimaryObject()
    realm.add(object3, update: .modified)
    XCTAssertNil(object.id)
    XCTAssertNil(object.optIntCol)
    XCTAssertNil(object.optInt8Col)
    XCTAssertNil(object.optInt16Col)
    XCTAssertNil(object.optInt32Col)
    XCTAssertNil(object.optInt64Col)
    XCTAssertNil(object.optBoolCol)
    XCTAssertNil(object.optFloatCol)
    XCTAssertNil(object.optDoubleCol)
    XCTAssertNil(object.optDateCol)
    XCTAssertNil(object.optStringCol)
    XCTAssertNil(object.optNSStringCol)
    XCTAssertNil(object.optBinaryCol)
    XCTAssertNil(object.optObjectCol)
    realm.cancelWrite()
}

/// create with a type taken from an unmanaged value's dynamic type and update .modified does not fail.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testCreateOrUpdateDynamicUnmanagedType
func testCreateWithDynamicTypeOfUnmanagedValue() throws {
    let realm = try Realm()
    let unmanaged = SwiftOptionalPrimaryObject()
    realm.beginWrite()
    let created = realm.create(type(of: unmanaged), value: unmanaged, update: .modified)
    XCTAssertNotNil(created.realm)
    realm.cancelWrite()
}

/// create with a type taken from a managed value's dynamic type and update .all does not fail.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testCreateOrUpdateDynamicManagedType
func testCreateUpdateAllWithDynamicTypeOfManagedValue() throws {
    let realm = try Realm()
    let managed = SwiftOptionalPrimaryObject()
    try realm.write { realm.add(managed) }
    realm.beginWrite()
    let created = realm.create(type(of: managed), value: managed, update: .all)
    XCTAssertNotNil(created.realm)
    realm.cancelWrite()
}

/// create with a type taken from a managed value's dynamic type and update .modified does not fail.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testCreateOrUpdateModifiedDynamicManagedType
func testCreateUpdateModifiedWithDynamicTypeOfManagedValue() throws {
    let realm = try Realm()
    let managed = SwiftOptionalPrimaryObject()
    try realm.write { realm.add(managed) }
    realm.beginWrite()
    let created = realm.create(type(of: managed), value: managed, update: .modified)
    XCTAssertNotNil(created.realm)
    realm.cancelWrite()
}

/// dynamicCreate of an embedded class fails: embedded objects cannot be created directly.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testDynamicCreateEmbeddedDirectly
func testDynamicCreateOfEmbeddedClassFails() throws {
    let realm = try Realm()
    realm.beginWrite()
    assertThrows(realm.dynamicCreate("EmbeddedTreeObject1"), reason: "Embedded objects cannot be created directly")
    realm.cancelWrite()
}

/// create from a dictionary makes the nested embedded objects, and each one's linking objects reach its parent.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testCreateEmbeddedWithDictionary
func testCreateEmbeddedTreeFromDictionary() throws {
    let realm = try Realm()
    realm.beginWrite()
    let parent = realm.create(EmbeddedParentObject.self, value: [
        "object": ["value": 5, "child": ["value": 6], "children": [[7], [8]]],
        "array": [[9], [10]]
    ])
    XCTAssertEqual(parent.object!.value, 5)
    XCTAssertEqual(parent.object!.child!.value, 6)
    XCTAssertEqual(parent.object!.children.count, 2)
    XCTAssertEqual(parent.object!.children[0].value, 7)
    XCTAssertEqual(parent.object!.children[1].value, 8)
    XCTAssertEqual(parent.array.count, 2)
    XCTAssertEqual(parent.array[0].value, 9)
    XCTAssertEqual(parent.array[1].value, 10)
    XCTAssertTrue(parent.isSameObject(as: parent.object!.parent1.first!))
    XCTAssertTrue(parent.isSameObject(as: parent.array[0].parent2.first!))
    XCTAssertTrue(parent.isSameObject(as: parent.array[1].parent2.first!))
    XCTAssertTrue(parent.object!.isSameObject(as: parent.object!.child!.parent3.first!))
    XCTAssertTrue(parent.object!.isSameObject(as: parent.object!.children[0].parent4.first!))
    XCTAssertTrue(parent.object!.isSameObject(as: parent.object!.children[1].parent4.first!))
    realm.cancelWrite()
}

/// create from an unmanaged parent copies its embedded tree and leaves the source unmanaged.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testCreateEmbeddedWithUnmanagedObjects
func testCreateEmbeddedTreeFromUnmanagedParent() throws {
    let source = EmbeddedParentObject()
    source.object = EmbeddedTreeObject1(value: [5])
    source.object!.child = EmbeddedTreeObject2(value: [6])
    source.object!.children.append(EmbeddedTreeObject2(value: [7]))
    source.object!.children.append(EmbeddedTreeObject2(value: [8]))
    source.array.append(EmbeddedTreeObject1(value: [9]))
    source.array.append(EmbeddedTreeObject1(value: [10]))
    let realm = try Realm()
    realm.beginWrite()
    let parent = realm.create(EmbeddedParentObject.self, value: source)
    XCTAssertNil(source.realm)
    XCTAssertEqual(parent.object!.value, 5)
    XCTAssertEqual(parent.object!.child!.value, 6)
    XCTAssertEqual(parent.object!.children.count, 2)
    XCTAssertEqual(parent.object!.children[0].value, 7)
    XCTAssertEqual(parent.object!.children[1].value, 8)
    XCTAssertEqual(parent.array.count, 2)
    XCTAssertEqual(parent.array[0].value, 9)
    XCTAssertEqual(parent.array[1].value, 10)
    realm.cancelWrite()
}

/// create from a managed parent of the same realm makes a second parent with a copy of the embedded tree.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testCreateEmbeddedFromManagedObjectInSameRealm
func testCreateEmbeddedTreeFromManagedParent() throws {
    let realm = try Realm()
    realm.beginWrite()
    let parent = realm.create(EmbeddedParentObject.self, value: [
        "object": ["value": 5, "child": ["value": 6], "children": [[7], [8]]],
        "array": [[9], [10]]
    ])
    let copy = realm.create(EmbeddedParentObject.self, value: parent)
    XCTAssertNotEqual(parent, copy)
    XCTAssertEqual(copy.object!.value, 5)
    XCTAssertEqual(copy.object!.child!.value, 6)
    XCTAssertEqual(copy.object!.children.count, 2)
    XCTAssertEqual(copy.object!.children[0].value, 7)
    XCTAssertEqual(copy.object!.children[1].value, 8)
    XCTAssertEqual(copy.array.count, 2)
    XCTAssertEqual(copy.array[0].value, 9)
    XCTAssertEqual(copy.array[1].value, 10)
    realm.cancelWrite()
}

/// create from an array fills an object and its embedded object in property order.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testCreateObjectWithNestedEmbeddedType
func testCreateWithNestedEmbeddedFromArray() throws {
    let realm = try Realm()
    let object = try realm.write {
        realm.create(ObjectWithNestedEmbeddedObject.self, value: [1, [2]])
    }
    XCTAssertEqual(object.value, 1)
    XCTAssertEqual(object.inner!.value, 2)
}

/// Adding an object linking to an existing managed object keeps that link to the same object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testAddWithExisingNestedObjects
func testAddLinkingToManagedObject() throws {
    let realm = try Realm()
    realm.beginWrite()
    let existing = realm.create(SwiftBoolObject.self)
    try realm.commitWrite()
    realm.beginWrite()
    let object = SwiftObject(value: ["objectCol": existing])
    realm.add(object)
    try realm.commitWrite()
    XCTAssertNotNil(object.realm)
    XCTAssertTrue(object.objectCol!.isSameObject(as: existing))
}

/// Adding an unmanaged parent makes its embedded objects, the very instances, managed with their values.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testAddEmbedded
func testAddEmbeddedTreeManagesInstances() throws {
    let parent = EmbeddedParentObject()
    let o0 = EmbeddedTreeObject1(value: ["value": 0])
    let o1 = EmbeddedTreeObject2(value: ["value": 1])
    let o2 = EmbeddedTreeObject2(value: ["value": 2])
    let o3 = EmbeddedTreeObject2(value: ["value": 3])
    let o4 = EmbeddedTreeObject1(value: ["value": 4])
    let o5 = EmbeddedTreeObject1(value: ["value": 5])
    parent.object = o0
    parent.object!.child = o1
    parent.object!.children.append(o2)
    parent.object!.children.append(o3)
    parent.array.append(o4)
    parent.array.append(o5)
    let realm = try Realm()
    realm.beginWrite()
    realm.add(parent)
    XCTAssertEqual(o0.realm, realm)
    XCTAssertEqual(o1.realm, realm)
    XCTAssertEqual(o2.realm, realm)
    XCTAssertEqual(o3.realm, realm)
    XCTAssertEqual(o4.realm, realm)
    XCTAssertEqual(o5.realm, realm)
    XCTAssertEqual(o0.value, 0)
    XCTAssertEqual(o1.value, 1)
    XCTAssertEqual(o2.value, 2)
    XCTAssertEqual(o3.value, 3)
    XCTAssertEqual(o4.value, 4)
    XCTAssertEqual(o5.value, 5)
    XCTAssertEqual(parent.object!.value, 0)
    XCTAssertEqual(parent.object!.child!.value, 1)
    XCTAssertEqual(parent.object!.children.count, 2)
    XCTAssertEqual(parent.object!.children[0].value, 2)
    XCTAssertEqual(parent.object!.children[1].value, 3)
    XCTAssertEqual(parent.array.count, 2)
    XCTAssertEqual(parent.array[0].value, 4)
    XCTAssertEqual(parent.array[1].value, 5)
    realm.cancelWrite()
}

/// add with update .all of an object whose nested object has an existing primary key updates that existing object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testAddAndUpdateWithExisingNestedObjects
func testAddUpdateAllUpdatesExistingNestedObject() throws {
    let realm = try Realm()
    let existing = try realm.write {
        realm.create(SwiftPrimaryStringObject.self, value: ["primary", 1])
    }
    let object = SwiftLinkToPrimaryStringObject(value: ["primary", ["primary", 2]])
    try realm.write {
        realm.add(object, update: .all)
    }
    XCTAssertNotNil(object.realm)
    XCTAssertEqual(object.object!, existing)
    XCTAssertEqual(existing.intCol, 2)
}

/// add with update .modified of an object whose nested object has an existing primary key updates that existing object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testAddAndUpdateChangedWithExisingNestedObjects
func testAddUpdateModifiedUpdatesExistingNestedObject() throws {
    let realm = try Realm()
    realm.beginWrite()
    let existing = realm.create(SwiftPrimaryStringObject.self, value: ["primary", 1])
    try realm.commitWrite()
    realm.beginWrite()
    let object = SwiftLinkToPrimaryStringObject(value: ["primary", ["primary", 2]])
    realm.add(object, update: .modified)
    try realm.commitWrite()
    XCTAssertNotNil(object.realm)
    XCTAssertEqual(object.object!, existing)
    XCTAssertEqual(existing.intCol, 2)
}

/// add with update .all replaces the embedded objects of the existing parent: the old ones become invalid, the new ones are managed.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testAddAndUpdateEmbedded
func testAddUpdateAllReplacesEmbeddedTree() throws {
    let parent = EmbeddedPrimaryParentObject()
    let o0 = EmbeddedTreeObject1(value: ["value": 0])
    let o1 = EmbeddedTreeObject2(value: ["value": 1])
    let o2 = EmbeddedTreeObject2(value: ["value": 2])
    let o3 = EmbeddedTreeObject2(value: ["value": 3])
    let o4 = EmbeddedTreeObject1(value: ["value": 4])
    let o5 = EmbeddedTreeObject1(value: ["value": 5])
    parent.object = o0
    parent.object!.child = o1
    parent.object!.children.append(o2)
    parent.object!.children.append(o3)
    parent.array.append(o4)
    parent.array.append(o5)
    let parent2 = EmbeddedPrimaryParentObject()
    let o6 = EmbeddedTreeObject1(value: ["value": 6])
    let o7 = EmbeddedTreeObject2(value: ["value": 7])
    let o8 = EmbeddedTreeObject2(value: ["value": 8])
    let o9 = EmbeddedTreeObject2(value: ["value": 9])
    let o10 = EmbeddedTreeObject1(value: ["value": 10])
    let o11 = EmbeddedTreeObject1(value: ["value": 11])
    parent2.object = o6
    parent2.object!.child = o7
    parent2.object!.children.append(o8)
    parent2.object!.children.append(o9)
    parent2.array.append(o10)
    parent2.array.append(o11)
    let realm = try Realm()
    realm.beginWrite()
    realm.add(parent)
    realm.add(parent2, update: .all)
    XCTAssertEqual(o0.realm, realm)
    XCTAssertEqual(o1.realm, realm)
    XCTAssertEqual(o2.realm, realm)
    XCTAssertEqual(o3.realm, realm)
    XCTAssertEqual(o4.realm, realm)
    XCTAssertEqual(o5.realm, realm)
    XCTAssertEqual(o6.realm, realm)
    XCTAssertEqual(o7.realm, realm)
    XCTAssertEqual(o8.realm, realm)
    XCTAssertEqual(o9.realm, realm)
    XCTAssertEqual(o10.realm, realm)
    XCTAssertEqual(o11.realm, realm)
    XCTAssertTrue(o0.isInvalidated)
    XCTAssertTrue(o1.isInvalidated)
    XCTAssertTrue(o2.isInvalidated)
    XCTAssertTrue(o3.isInvalidated)
    XCTAssertTrue(o4.isInvalidated)
    XCTAssertTrue(o5.isInvalidated)
    XCTAssertEqual(o6.value, 6)
    XCTAssertEqual(o7.value, 7)
    XCTAssertEqual(o8.value, 8)
    XCTAssertEqual(o9.value, 9)
    XCTAssertEqual(o10.value, 10)
    XCTAssertEqual(o11.value, 11)
    XCTAssertTrue(parent.isSameObject(as: parent2))
    XCTAssertEqual(parent.object!.value, 6)
    XCTAssertEqual(parent.object!.child!.value, 7)
    XCTAssertEqual(parent.object!.children.count, 2)
    XCTAssertEqual(parent.object!.children[0].value, 8)
    XCTAssertEqual(parent.object!.children[1].value, 9)
    XCTAssertEqual(parent.array.count, 2)
    XCTAssertEqual(parent.array[0].value, 10)
    XCTAssertEqual(parent.array[1].value, 11)
    realm.cancelWrite()
}

/// Classes with an Objective-C name of their own, the same as or unlike the Swift name, make new unmanaged objects.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testInitWithObjcName
func testInitOfObjcRenamedClasses() throws {
    let renamed = SwiftObjcRenamedObject()
    let arbitrarilyRenamed = SwiftObjcArbitrarilyRenamedObject()
    XCTAssertNil(renamed.realm)
    XCTAssertNil(arbitrarilyRenamed.realm)
}

/// create of a class with an Objective-C name of its own makes an object its results find, and delete removes it.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testCreateWithObjcName
func testCreateObjcRenamedClass() throws {
    let realm = try Realm()
    try realm.write {
        let object = realm.create(SwiftObjcRenamedObject.self)
        object.stringCol = "string"
    }
    XCTAssertEqual(realm.objects(SwiftObjcRenamedObject.self).count, 1)
    try realm.write {
        realm.delete(realm.objects(SwiftObjcRenamedObject.self))
    }
    XCTAssertEqual(realm.objects(SwiftObjcRenamedObject.self).count, 0)
}

/// create of a class whose Objective-C name differs from its Swift name makes an object its results find, and delete removes it.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testCreateWithDifferentObjcName
func testCreateObjcArbitrarilyRenamedClass() throws {
    let realm = try Realm()
    try realm.write {
        let object = realm.create(SwiftObjcArbitrarilyRenamedObject.self)
        object.boolCol = true
    }
    XCTAssertEqual(realm.objects(SwiftObjcArbitrarilyRenamedObject.self).count, 1)
    try realm.write {
        realm.delete(realm.objects(SwiftObjcArbitrarilyRenamedObject.self))
    }
    XCTAssertEqual(realm.objects(SwiftObjcArbitrarilyRenamedObject.self).count, 0)
}

/// A class with private optional members that are not persisted adds and reads back its persisted property.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testPrivateOptionalNonobjcString
func testPrivateUnpersistedOptionalsAreIgnored() throws {
    let realm = try Realm()
    try realm.write {
        let object = ObjectWithPrivateOptionals()
        object.value = 5
        realm.add(object)
        XCTAssertEqual(realm.objects(ObjectWithPrivateOptionals.self).first!.value, 5)
    }
}

/// add with update .modified updates the existing parent's embedded objects in place: they stay valid and hold the new values, and the new objects become those same objects.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testAddAndUpdateChangedEmbedded
func testAddUpdateModifiedUpdatesEmbeddedTreeInPlace() throws {
    let parent = EmbeddedPrimaryParentObject()
    let o0 = EmbeddedTreeObject1(value: ["value": 0])
    let o1 = EmbeddedTreeObject2(value: ["value": 1])
    let o2 = EmbeddedTreeObject2(value: ["value": 2])
    let o3 = EmbeddedTreeObject2(value: ["value": 3])
    let o4 = EmbeddedTreeObject1(value: ["value": 4])
    let o5 = EmbeddedTreeObject1(value: ["value": 5])
    parent.object = o0
    parent.object!.child = o1
    parent.object!.children.append(o2)
    parent.object!.children.append(o3)
    parent.array.append(o4)
    parent.array.append(o5)
    let parent2 = EmbeddedPrimaryParentObject()
    let o6 = EmbeddedTreeObject1(value: ["value": 6])
    let o7 = EmbeddedTreeObject2(value: ["value": 7])
    let o8 = EmbeddedTreeObject2(value: ["value": 8])
    let o9 = EmbeddedTreeObject2(value: ["value": 9])
    let o10 = EmbeddedTreeObject1(value: ["value": 10])
    let o11 = EmbeddedTreeObject1(value: ["value": 11])
    parent2.object = o6
    parent2.object!.child = o7
    parent2.object!.children.append(o8)
    parent2.object!.children.append(o9)
    parent2.array.append(o10)
    parent2.array.append(o11)
    let realm = try Realm()
    realm.beginWrite()
    realm.add(parent)
    realm.add(parent2, update: .modified)
    XCTAssertEqual(o0.realm, realm)
    XCTAssertEqual(o1.realm, realm)
    XCTAssertEqual(o2.realm, realm)
    XCTAssertEqual(o3.realm, realm)
    XCTAssertEqual(o4.realm, realm)
    XCTAssertEqual(o5.realm, realm)
    XCTAssertEqual(o6.realm, realm)
    XCTAssertEqual(o7.realm, realm)
    XCTAssertEqual(o8.realm, realm)
    XCTAssertEqual(o9.realm, realm)
    XCTAssertEqual(o10.realm, realm)
    XCTAssertEqual(o11.realm, realm)
    XCTAssertEqual(o0.value, 6)
    XCTAssertEqual(o1.value, 7)
    XCTAssertEqual(o2.value, 8)
    XCTAssertEqual(o3.value, 9)
    XCTAssertEqual(o4.value, 10)
    XCTAssertEqual(o5.value, 11)
    XCTAssertEqual(o6.value, 6)
    XCTAssertEqual(o7.value, 7)
    XCTAssertEqual(o8.value, 8)
    XCTAssertEqual(o9.value, 9)
    XCTAssertEqual(o10.value, 10)
    XCTAssertEqual(o11.value, 11)
    XCTAssertTrue(parent.isSameObject(as: parent2))
    XCTAssertEqual(parent.object!.value, 6)
    XCTAssertEqual(parent.object!.child!.value, 7)
    XCTAssertEqual(parent.object!.children.count, 2)
    XCTAssertEqual(parent.object!.children[0].value, 8)
    XCTAssertEqual(parent.object!.children[1].value, 9)
    XCTAssertEqual(parent.array.count, 2)
    XCTAssertEqual(parent.array[0].value, 10)
    XCTAssertEqual(parent.array[1].value, 11)
    realm.cancelWrite()
}

/// init(value:) with a dictionary takes every valid value of each property (0 and 1 for a Bool, a Float for a Double read as the float's value, a string for a Decimal128) and refuses every invalid one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testInitWithDictionary
func testInitWithDictionaryTakesValidValuesAndRefusesInvalidOnes() throws {
    let realm = try Realm()
    var persisted: SwiftBoolObject?
    var persistedInt: SwiftIntObject?
    try realm.write {
        persisted = realm.create(SwiftBoolObject.self, value: [true])
        persistedInt = realm.create(SwiftIntObject.self)
    }
    let baseline: [String: Any] = [
        "boolCol": true, "intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
        "floatCol": 1.1 as Float, "doubleCol": 11.1, "stringCol": "b", "binaryCol": Data("b".utf8),
        "dateCol": Date(timeIntervalSince1970: 2), "decimalCol": 3 as Decimal128,
        "objectIdCol": ObjectId("0123456789ab0123456789ab"), "objectCol": SwiftBoolObject(value: [true]),
        "uuidCol": UUID(uuidString: "137decc8-b300-4954-a233-f89909f4fd89")!, "anyCol": AnyRealmValue.string("hello"),
        "arrayCol": [SwiftBoolObject(value: [true]), SwiftBoolObject()],
        "setCol": [SwiftBoolObject(value: [true]), SwiftBoolObject()],
        "mapCol": ["trueVal": SwiftBoolObject(value: [true]), "falseVal": SwiftBoolObject(value: [false])],
    ]
    // What each property reads for the baseline's value.
    let expected: [String: Any] = [
        "boolCol": true, "intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1, "intEnumCol": 1,
        "floatCol": 1.1 as Float, "doubleCol": 11.1, "stringCol": "b", "binaryCol": Data("b".utf8),
        "dateCol": Date(timeIntervalSince1970: 2), "decimalCol": Decimal128(3),
        "objectIdCol": ObjectId("0123456789ab0123456789ab"),
    ]
    let check = { (object: SwiftObject, expect: [String: Any]) in
        XCTAssertEqual(object.boolCol, expect["boolCol"] as! Bool)
        XCTAssertEqual(object.intCol, expect["intCol"] as! Int)
        XCTAssertEqual(object.int8Col, expect["int8Col"] as! Int8)
        XCTAssertEqual(object.int16Col, expect["int16Col"] as! Int16)
        XCTAssertEqual(object.int32Col, expect["int32Col"] as! Int32)
        XCTAssertEqual(object.int64Col, expect["int64Col"] as! Int64)
        XCTAssertEqual(object.floatCol, expect["floatCol"] as! Float)
        XCTAssertEqual(object.doubleCol, expect["doubleCol"] as! Double)
        XCTAssertEqual(object.stringCol, expect["stringCol"] as! String)
        XCTAssertEqual(object.binaryCol, expect["binaryCol"] as! Data)
        XCTAssertEqual(object.dateCol, expect["dateCol"] as! Date)
        XCTAssertEqual(object.decimalCol, expect["decimalCol"] as! Decimal128)
        XCTAssertEqual(object.objectIdCol, expect["objectIdCol"] as! ObjectId)
        XCTAssertEqual(object.objectCol!.boolCol, true)
        XCTAssertEqual(object.arrayCol.count, 2)
        XCTAssertEqual(object.setCol.count, 2)
        XCTAssertEqual(object.mapCol.count, 2)
        XCTAssertEqual(object.arrayCol[0].boolCol, true)
        XCTAssertEqual(object.arrayCol[1].boolCol, false)
        XCTAssertTrue([true, false].contains(object.setCol[0].boolCol))
        XCTAssertTrue([true, false].contains(object.setCol[1].boolCol))
    }
    // Each valid value given in place of the baseline's, and what its property reads.
    let valid: [(String, Any, Any)] = [
        ("boolCol", true, true),
        ("boolCol", 0, false),
        ("boolCol", 1, true),
        ("intCol", 1, 1),
        ("int8Col", 1, 1),
        ("int16Col", 1, 1),
        ("int32Col", 1, 1),
        ("int64Col", 1, 1),
        ("intEnumCol", 1, 1),
        ("floatCol", 1, 1 as Float),
        ("floatCol", 1.1 as Float, 1.1 as Float),
        ("floatCol", 11.1, 11.1 as Float),
        ("doubleCol", 1, 1.0),
        ("doubleCol", 1.1 as Float, 1.100000023841858),
        ("doubleCol", 11.1, 11.1),
        ("stringCol", "b", "b"),
        ("binaryCol", Data("b".utf8), Data("b".utf8)),
        ("dateCol", Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 2)),
        ("decimalCol", 1, Decimal128(1)),
        ("decimalCol", "2", Decimal128(2)),
        ("decimalCol", Decimal128(number: 3), Decimal128(3)),
        ("objectIdCol", ObjectId("1234567890ab1234567890ab"), ObjectId("1234567890ab1234567890ab")),
        ("objectCol", [true], true),
        ("objectCol", ["boolCol": true], true),
        ("objectCol", SwiftBoolObject(value: [true]), true),
        ("objectCol", persisted!, true),
        ("uuidCol", UUID(uuidString: "137decc8-b300-4954-a233-f89909f4fd89")!, true),
        ("uuidCol", UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, true),
        ("anyCol", "hello", "hello"),
        ("arrayCol", [[true], [false]], true),
        ("arrayCol", [["boolCol": true], ["boolCol": false]], true),
        ("arrayCol", [SwiftBoolObject(value: [true]), SwiftBoolObject(value: [false])], true),
        ("arrayCol", [persisted!, [false]] as [Any], true),
        ("setCol", [[true], [false]], true),
        ("setCol", [["boolCol": true], ["boolCol": false]], true),
        ("setCol", [SwiftBoolObject(value: [true]), SwiftBoolObject(value: [false])], true),
        ("setCol", [persisted!, [false]] as [Any], true),
        ("mapCol", ["trueVal": ["boolCol": true], "falseVal": ["boolCol": false]], true),
        ("mapCol", ["trueVal": SwiftBoolObject(value: [true]), "falseVal": SwiftBoolObject(value: [false])], true),
        ("mapCol", ["trueVal": persisted!, "falseVal": [false]] as [String: Any], true),
    ]
    for (key, value, reads) in valid {
        var values = baseline
        values[key] = value
        var expect = expected
        expect[key] = reads
        check(SwiftObject(value: values), expect)
    }
    let invalid: [(String, Any)] = [
        ("boolCol", "invalid"),
        ("boolCol", 2),
        ("boolCol", 1.1 as Float),
        ("boolCol", 11.1),
        ("intCol", "invalid"),
        ("intCol", 1.1 as Float),
        ("intCol", 11.1),
        ("int8Col", "invalid"),
        ("int8Col", 1.1 as Float),
        ("int8Col", 11.1),
        ("int16Col", "invalid"),
        ("int16Col", 1.1 as Float),
        ("int16Col", 11.1),
        ("int32Col", "invalid"),
        ("int32Col", 1.1 as Float),
        ("int32Col", 11.1),
        ("int64Col", "invalid"),
        ("int64Col", 1.1 as Float),
        ("int64Col", 11.1),
        ("intEnumCol", "invalid"),
        ("intEnumCol", 1.1 as Float),
        ("intEnumCol", 11.1),
        ("floatCol", "invalid"),
        ("floatCol", true),
        ("floatCol", false),
        ("doubleCol", "invalid"),
        ("doubleCol", true),
        ("doubleCol", false),
        ("stringCol", 26715933),
        ("stringCol", true),
        ("stringCol", false),
        ("binaryCol", "invalid"),
        ("dateCol", "invalid"),
        ("decimalCol", "invalid"),
        ("objectIdCol", "invalid"),
        ("objectIdCol", 123),
        ("objectCol", "invalid"),
        ("objectCol", ["a"]),
        ("objectCol", ["boolCol": "a"]),
        ("objectCol", SwiftIntObject()),
        ("uuidCol", "invalid"),
        ("anyCol", MutableSet<String>()),
        ("arrayCol", "invalid"),
        ("arrayCol", [["a"]]),
        ("arrayCol", [["boolCol": "a"]]),
        ("arrayCol", [[SwiftIntObject()]]),
        ("arrayCol", [[persistedInt!]]),
        ("setCol", "invalid"),
        ("setCol", [["a"]]),
        ("setCol", [["boolCol": "a"]]),
        ("setCol", [[SwiftIntObject()]]),
        ("setCol", [[persistedInt!]]),
        ("mapCol", ["trueVal": ["boolCol": "invalid"] as [String: Any], "falseVal": ["boolCol": false]]),
        ("mapCol", ["trueVal": "invalid", "falseVal": SwiftBoolObject(value: [false])] as [String: Any]),
    ]
    for (key, value) in invalid {
        var values = baseline
        values[key] = value
        assertThrows(SwiftObject(value: values))
    }
}

/// init(value:) with an array takes every valid value at each property's position and refuses every invalid one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testInitWithArray
func testInitWithArrayTakesValidValuesAndRefusesInvalidOnes() throws {
    let realm = try Realm()
    var persisted: SwiftBoolObject?
    var persistedInt: SwiftIntObject?
    try realm.write {
        persisted = realm.create(SwiftBoolObject.self, value: [true])
        persistedInt = realm.create(SwiftIntObject.self)
    }
    let baseline: [Any] = [
        true, 1, 1, 1, 1, 1, 1, 1.1 as Float, 11.1, "b", Data("b".utf8), Date(timeIntervalSince1970: 2),
        Decimal128(number: 123), ObjectId("0123456789ab0123456789ab"), ["boolCol": true],
        UUID(uuidString: "137decc8-b300-4954-a233-f89909f4fd89")!, "anyCol", [[true], [false]], [[true], [false]],
        ["trueVal": ["boolCol": true], "falseVal": ["boolCol": false]],
    ]
    // What each property reads for the baseline's value, by position (links and collections checked apart).
    let expected: [Any] = [
        true, 1, 1, 1, 1, 1, 1, 1.1 as Float, 11.1, "b", Data("b".utf8), Date(timeIntervalSince1970: 2),
        Decimal128(123), ObjectId("0123456789ab0123456789ab"), true, true, true, true, true, true,
    ]
    let check = { (object: SwiftObject, expect: [Any]) in
        XCTAssertEqual(object.boolCol, expect[0] as! Bool)
        XCTAssertEqual(object.intCol, expect[1] as! Int)
        XCTAssertEqual(object.int8Col, expect[2] as! Int8)
        XCTAssertEqual(object.int16Col, expect[3] as! Int16)
        XCTAssertEqual(object.int32Col, expect[4] as! Int32)
        XCTAssertEqual(object.int64Col, expect[5] as! Int64)
        XCTAssertEqual(object.intEnumCol, expect[6] as! Int)
        XCTAssertEqual(object.floatCol, expect[7] as! Float)
        XCTAssertEqual(object.doubleCol, expect[8] as! Double)
        XCTAssertEqual(object.stringCol, expect[9] as! String)
        XCTAssertEqual(object.binaryCol, expect[10] as! Data)
        XCTAssertEqual(object.dateCol, expect[11] as! Date)
        XCTAssertEqual(object.decimalCol, expect[12] as! Decimal128)
        XCTAssertEqual(object.objectIdCol, expect[13] as! ObjectId)
        XCTAssertEqual(object.objectCol!.boolCol, true)
        XCTAssertEqual(object.arrayCol.count, 2)
        XCTAssertEqual(object.setCol.count, 2)
        XCTAssertEqual(object.arrayCol[0].boolCol, true)
        XCTAssertEqual(object.arrayCol[1].boolCol, false)
        object.setCol.forEach { element in
            XCTAssertTrue([true, false].contains(element.boolCol))
        }
        for value in object.mapCol.map({ $0.value!.boolCol }) {
            XCTAssertTrue([true, false].contains(value))
        }
    }
    // Each valid value given in place of the baseline's, and what its property reads.
    let valid: [(Int, Any, Any)] = [
        (0, true, true),
        (0, 0, false),
        (0, 1, true),
        (1, 1, 1),
        (2, 1, 1),
        (3, 1, 1),
        (4, 1, 1),
        (5, 1, 1),
        (6, 1, 1),
        (7, 1, 1 as Float),
        (7, 1.1 as Float, 1.1 as Float),
        (7, 11.1, 11.1 as Float),
        (8, 1, 1.0),
        (8, 1.1 as Float, 1.100000023841858),
        (8, 11.1, 11.1),
        (9, "b", "b"),
        (10, Data("b".utf8), Data("b".utf8)),
        (11, Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 2)),
        (12, 1, Decimal128(1)),
        (12, "2", Decimal128(2)),
        (12, Decimal128(number: 3), Decimal128(3)),
        (13, ObjectId("1234567890ab1234567890ab"), ObjectId("1234567890ab1234567890ab")),
        (14, [true], true),
        (14, ["boolCol": true], true),
        (14, SwiftBoolObject(value: [true]), true),
        (14, persisted!, true),
        (15, UUID(uuidString: "137decc8-b300-4954-a233-f89909f4fd89")!, true),
        (15, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, true),
        (16, "hello", "hello"),
        (17, [[true], [false]], true),
        (17, [["boolCol": true], ["boolCol": false]], true),
        (17, [SwiftBoolObject(value: [true]), SwiftBoolObject(value: [false])], true),
        (17, [persisted!, [false]] as [Any], true),
        (18, [[true], [false]], true),
        (18, [["boolCol": true], ["boolCol": false]], true),
        (18, [SwiftBoolObject(value: [true]), SwiftBoolObject(value: [false])], true),
        (18, [persisted!, [false]] as [Any], true),
        (19, ["trueVal": ["boolCol": true], "falseVal": ["boolCol": false]], true),
        (19, ["trueVal": SwiftBoolObject(value: [true]), "falseVal": SwiftBoolObject(value: [false])], true),
        (19, ["trueVal": persisted!, "falseVal": [false]] as [String: Any], true),
    ]
    for (key, value, reads) in valid {
        var values = baseline
        values[key] = value
        var expect = expected
        expect[key] = reads
        check(SwiftObject(value: values), expect)
    }
    let invalid: [(Int, Any)] = [
        (0, "invalid"),
        (0, 2),
        (0, 1.1 as Float),
        (0, 11.1),
        (1, "invalid"),
        (1, 1.1 as Float),
        (1, 11.1),
        (2, "invalid"),
        (2, 1.1 as Float),
        (2, 11.1),
        (3, "invalid"),
        (3, 1.1 as Float),
        (3, 11.1),
        (4, "invalid"),
        (4, 1.1 as Float),
        (4, 11.1),
        (5, "invalid"),
        (5, 1.1 as Float),
        (5, 11.1),
        (6, "invalid"),
        (6, 1.1 as Float),
        (6, 11.1),
        (7, "invalid"),
        (7, true),
        (7, false),
        (8, "invalid"),
        (8, true),
        (8, false),
        (9, 26715933),
        (9, true),
        (9, false),
        (10, "invalid"),
        (11, "invalid"),
        (12, "invalid"),
        (13, "invalid"),
        (13, 123),
        (14, "invalid"),
        (14, ["a"]),
        (14, ["boolCol": "a"]),
        (14, SwiftIntObject()),
        (15, "invalid"),
        (16, MutableSet<String>()),
        (17, "invalid"),
        (17, [["a"]]),
        (17, [["boolCol": "a"]]),
        (17, [[SwiftIntObject()]]),
        (17, [[persistedInt!]]),
        (18, "invalid"),
        (18, [["a"]]),
        (18, [["boolCol": "a"]]),
        (18, [[SwiftIntObject()]]),
        (18, [[persistedInt!]]),
        (19, ["trueVal": ["boolCol": "invalid"] as [String: Any], "falseVal": ["boolCol": false]]),
        (19, ["trueVal": "invalid", "falseVal": SwiftBoolObject(value: [false])] as [String: Any]),
    ]
    for (key, value) in invalid {
        var values = baseline
        values[key] = value
        assertThrows(SwiftObject(value: values))
    }
}

/// create with a dictionary takes every valid value of each property, read the same in the write and after it, and refuses every invalid one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testCreateWithDictionary
func testCreateWithDictionaryTakesValidValuesAndRefusesInvalidOnes() throws {
    let realm = try Realm()
    var persisted: SwiftBoolObject?
    var persistedInt: SwiftIntObject?
    try realm.write {
        persisted = realm.create(SwiftBoolObject.self, value: [true])
        persistedInt = realm.create(SwiftIntObject.self)
    }
    let baseline: [String: Any] = [
        "boolCol": true, "intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
        "floatCol": 1.1 as Float, "doubleCol": 11.1, "stringCol": "b", "binaryCol": Data("b".utf8),
        "dateCol": Date(timeIntervalSince1970: 2), "decimalCol": 3 as Decimal128,
        "objectIdCol": ObjectId("0123456789ab0123456789ab"), "objectCol": SwiftBoolObject(value: [true]),
        "arrayCol": [SwiftBoolObject(value: [true]), SwiftBoolObject()],
        "setCol": [SwiftBoolObject(value: [true]), SwiftBoolObject()],
        "mapCol": ["trueVal": ["boolCol": true], "falseVal": ["boolCol": false]],
        "anyCol": AnyRealmValue.double(10),
    ]
    // What each property reads for the baseline's value.
    let expected: [String: Any] = [
        "boolCol": true, "intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1, "intEnumCol": 1,
        "floatCol": 1.1 as Float, "doubleCol": 11.1, "stringCol": "b", "binaryCol": Data("b".utf8),
        "dateCol": Date(timeIntervalSince1970: 2), "decimalCol": Decimal128(3),
        "objectIdCol": ObjectId("0123456789ab0123456789ab"),
    ]
    let check = { (object: SwiftObject, expect: [String: Any]) in
        XCTAssertEqual(object.boolCol, expect["boolCol"] as! Bool)
        XCTAssertEqual(object.intCol, expect["intCol"] as! Int)
        XCTAssertEqual(object.int8Col, expect["int8Col"] as! Int8)
        XCTAssertEqual(object.int16Col, expect["int16Col"] as! Int16)
        XCTAssertEqual(object.int32Col, expect["int32Col"] as! Int32)
        XCTAssertEqual(object.int64Col, expect["int64Col"] as! Int64)
        XCTAssertEqual(object.floatCol, expect["floatCol"] as! Float)
        XCTAssertEqual(object.doubleCol, expect["doubleCol"] as! Double)
        XCTAssertEqual(object.stringCol, expect["stringCol"] as! String)
        XCTAssertEqual(object.binaryCol, expect["binaryCol"] as! Data)
        XCTAssertEqual(object.dateCol, expect["dateCol"] as! Date)
        XCTAssertEqual(object.decimalCol, expect["decimalCol"] as! Decimal128)
        XCTAssertEqual(object.objectIdCol, expect["objectIdCol"] as! ObjectId)
        XCTAssertEqual(object.objectCol!.boolCol, true)
        XCTAssertEqual(object.arrayCol.count, 2)
        XCTAssertEqual(object.setCol.count, 2)
        XCTAssertEqual(object.mapCol.count, 2)
        XCTAssertEqual(object.arrayCol[0].boolCol, true)
        XCTAssertEqual(object.arrayCol[1].boolCol, false)
        XCTAssertTrue([true, false].contains(object.setCol[0].boolCol))
        XCTAssertTrue([true, false].contains(object.setCol[1].boolCol))
    }
    // Each valid value given in place of the baseline's, and what its property reads.
    let valid: [(String, Any, Any)] = [
        ("boolCol", true, true),
        ("boolCol", 0, false),
        ("boolCol", 1, true),
        ("intCol", 1, 1),
        ("int8Col", 1, 1),
        ("int16Col", 1, 1),
        ("int32Col", 1, 1),
        ("int64Col", 1, 1),
        ("intEnumCol", 1, 1),
        ("floatCol", 1, 1 as Float),
        ("floatCol", 1.1 as Float, 1.1 as Float),
        ("floatCol", 11.1, 11.1 as Float),
        ("doubleCol", 1, 1.0),
        ("doubleCol", 1.1 as Float, 1.100000023841858),
        ("doubleCol", 11.1, 11.1),
        ("stringCol", "b", "b"),
        ("binaryCol", Data("b".utf8), Data("b".utf8)),
        ("dateCol", Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 2)),
        ("decimalCol", 1, Decimal128(1)),
        ("decimalCol", "2", Decimal128(2)),
        ("decimalCol", Decimal128(number: 3), Decimal128(3)),
        ("objectIdCol", ObjectId("1234567890ab1234567890ab"), ObjectId("1234567890ab1234567890ab")),
        ("objectCol", [true], true),
        ("objectCol", ["boolCol": true], true),
        ("objectCol", SwiftBoolObject(value: [true]), true),
        ("objectCol", persisted!, true),
        ("uuidCol", UUID(uuidString: "137decc8-b300-4954-a233-f89909f4fd89")!, true),
        ("uuidCol", UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, true),
        ("anyCol", "hello", "hello"),
        ("arrayCol", [[true], [false]], true),
        ("arrayCol", [["boolCol": true], ["boolCol": false]], true),
        ("arrayCol", [SwiftBoolObject(value: [true]), SwiftBoolObject(value: [false])], true),
        ("arrayCol", [persisted!, [false]] as [Any], true),
        ("setCol", [[true], [false]], true),
        ("setCol", [["boolCol": true], ["boolCol": false]], true),
        ("setCol", [SwiftBoolObject(value: [true]), SwiftBoolObject(value: [false])], true),
        ("setCol", [persisted!, [false]] as [Any], true),
        ("mapCol", ["trueVal": ["boolCol": true], "falseVal": ["boolCol": false]], true),
        ("mapCol", ["trueVal": SwiftBoolObject(value: [true]), "falseVal": SwiftBoolObject(value: [false])], true),
        ("mapCol", ["trueVal": persisted!, "falseVal": [false]] as [String: Any], true),
    ]
    for (key, value, reads) in valid {
        var values = baseline
        values[key] = value
        var expect = expected
        expect[key] = reads
        realm.beginWrite()
        let object = realm.create(SwiftObject.self, value: values)
        check(object, expect)
        try realm.commitWrite()
        check(object, expect)
    }
    let invalid: [(String, Any)] = [
        ("boolCol", "invalid"),
        ("boolCol", 2),
        ("boolCol", 1.1 as Float),
        ("boolCol", 11.1),
        ("intCol", "invalid"),
        ("intCol", 1.1 as Float),
        ("intCol", 11.1),
        ("int8Col", "invalid"),
        ("int8Col", 1.1 as Float),
        ("int8Col", 11.1),
        ("int16Col", "invalid"),
        ("int16Col", 1.1 as Float),
        ("int16Col", 11.1),
        ("int32Col", "invalid"),
        ("int32Col", 1.1 as Float),
        ("int32Col", 11.1),
        ("int64Col", "invalid"),
        ("int64Col", 1.1 as Float),
        ("int64Col", 11.1),
        ("intEnumCol", "invalid"),
        ("intEnumCol", 1.1 as Float),
        ("intEnumCol", 11.1),
        ("floatCol", "invalid"),
        ("floatCol", true),
        ("floatCol", false),
        ("doubleCol", "invalid"),
        ("doubleCol", true),
        ("doubleCol", false),
        ("stringCol", 26715933),
        ("stringCol", true),
        ("stringCol", false),
        ("binaryCol", "invalid"),
        ("dateCol", "invalid"),
        ("decimalCol", "invalid"),
        ("objectIdCol", "invalid"),
        ("objectIdCol", 123),
        ("objectCol", "invalid"),
        ("objectCol", ["a"]),
        ("objectCol", ["boolCol": "a"]),
        ("objectCol", SwiftIntObject()),
        ("uuidCol", "invalid"),
        ("anyCol", MutableSet<String>()),
        ("arrayCol", "invalid"),
        ("arrayCol", [["a"]]),
        ("arrayCol", [["boolCol": "a"]]),
        ("arrayCol", [[SwiftIntObject()]]),
        ("arrayCol", [[persistedInt!]]),
        ("setCol", "invalid"),
        ("setCol", [["a"]]),
        ("setCol", [["boolCol": "a"]]),
        ("setCol", [[SwiftIntObject()]]),
        ("setCol", [[persistedInt!]]),
        ("mapCol", ["trueVal": ["boolCol": "invalid"] as [String: Any], "falseVal": ["boolCol": false]]),
        ("mapCol", ["trueVal": "invalid", "falseVal": SwiftBoolObject(value: [false])] as [String: Any]),
    ]
    for (key, value) in invalid {
        var values = baseline
        values[key] = value
        realm.beginWrite()
        assertThrows(realm.create(SwiftObject.self, value: values))
        realm.cancelWrite()
    }
}

/// create with an array takes every valid value at each property's position, read the same in the write and after it, and refuses every invalid one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testCreateWithArray
func testCreateWithArrayTakesValidValuesAndRefusesInvalidOnes() throws {
    let realm = try Realm()
    var persisted: SwiftBoolObject?
    var persistedInt: SwiftIntObject?
    try realm.write {
        persisted = realm.create(SwiftBoolObject.self, value: [true])
        persistedInt = realm.create(SwiftIntObject.self)
    }
    let baseline: [Any] = [
        true, 1, 1, 1, 1, 1, 1, 1.1 as Float, 11.1, "b", Data("b".utf8), Date(timeIntervalSince1970: 2),
        Decimal128(number: 123), ObjectId("0123456789ab0123456789ab"), ["boolCol": true],
        UUID(uuidString: "137decc8-b300-4954-a233-f89909f4fd89")!, "anyCol", [[true], [false]], [[true], [false]],
        ["trueVal": ["boolCol": true], "falseVal": ["boolCol": false]],
    ]
    // What each property reads for the baseline's value, by position (links and collections checked apart).
    let expected: [Any] = [
        true, 1, 1, 1, 1, 1, 1, 1.1 as Float, 11.1, "b", Data("b".utf8), Date(timeIntervalSince1970: 2),
        Decimal128(123), ObjectId("0123456789ab0123456789ab"), true, true, true, true, true, true,
    ]
    let check = { (object: SwiftObject, expect: [Any]) in
        XCTAssertEqual(object.boolCol, expect[0] as! Bool)
        XCTAssertEqual(object.intCol, expect[1] as! Int)
        XCTAssertEqual(object.int8Col, expect[2] as! Int8)
        XCTAssertEqual(object.int16Col, expect[3] as! Int16)
        XCTAssertEqual(object.int32Col, expect[4] as! Int32)
        XCTAssertEqual(object.int64Col, expect[5] as! Int64)
        XCTAssertEqual(object.intEnumCol, expect[6] as! Int)
        XCTAssertEqual(object.floatCol, expect[7] as! Float)
        XCTAssertEqual(object.doubleCol, expect[8] as! Double)
        XCTAssertEqual(object.stringCol, expect[9] as! String)
        XCTAssertEqual(object.binaryCol, expect[10] as! Data)
        XCTAssertEqual(object.dateCol, expect[11] as! Date)
        XCTAssertEqual(object.decimalCol, expect[12] as! Decimal128)
        XCTAssertEqual(object.objectIdCol, expect[13] as! ObjectId)
        XCTAssertEqual(object.objectCol!.boolCol, true)
        XCTAssertEqual(object.arrayCol.count, 2)
        XCTAssertEqual(object.setCol.count, 2)
        XCTAssertEqual(object.arrayCol[0].boolCol, true)
        XCTAssertEqual(object.arrayCol[1].boolCol, false)
        object.setCol.forEach { element in
            XCTAssertTrue([true, false].contains(element.boolCol))
        }
        for value in object.mapCol.map({ $0.value!.boolCol }) {
            XCTAssertTrue([true, false].contains(value))
        }
    }
    // Each valid value given in place of the baseline's, and what its property reads.
    let valid: [(Int, Any, Any)] = [
        (0, true, true),
        (0, 0, false),
        (0, 1, true),
        (1, 1, 1),
        (2, 1, 1),
        (3, 1, 1),
        (4, 1, 1),
        (5, 1, 1),
        (6, 1, 1),
        (7, 1, 1 as Float),
        (7, 1.1 as Float, 1.1 as Float),
        (7, 11.1, 11.1 as Float),
        (8, 1, 1.0),
        (8, 1.1 as Float, 1.100000023841858),
        (8, 11.1, 11.1),
        (9, "b", "b"),
        (10, Data("b".utf8), Data("b".utf8)),
        (11, Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 2)),
        (12, 1, Decimal128(1)),
        (12, "2", Decimal128(2)),
        (12, Decimal128(number: 3), Decimal128(3)),
        (13, ObjectId("1234567890ab1234567890ab"), ObjectId("1234567890ab1234567890ab")),
        (14, [true], true),
        (14, ["boolCol": true], true),
        (14, SwiftBoolObject(value: [true]), true),
        (14, persisted!, true),
        (15, UUID(uuidString: "137decc8-b300-4954-a233-f89909f4fd89")!, true),
        (15, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, true),
        (16, "hello", "hello"),
        (17, [[true], [false]], true),
        (17, [["boolCol": true], ["boolCol": false]], true),
        (17, [SwiftBoolObject(value: [true]), SwiftBoolObject(value: [false])], true),
        (17, [persisted!, [false]] as [Any], true),
        (18, [[true], [false]], true),
        (18, [["boolCol": true], ["boolCol": false]], true),
        (18, [SwiftBoolObject(value: [true]), SwiftBoolObject(value: [false])], true),
        (18, [persisted!, [false]] as [Any], true),
        (19, ["trueVal": ["boolCol": true], "falseVal": ["boolCol": false]], true),
        (19, ["trueVal": SwiftBoolObject(value: [true]), "falseVal": SwiftBoolObject(value: [false])], true),
        (19, ["trueVal": persisted!, "falseVal": [false]] as [String: Any], true),
    ]
    for (key, value, reads) in valid {
        var values = baseline
        values[key] = value
        var expect = expected
        expect[key] = reads
        realm.beginWrite()
        let object = realm.create(SwiftObject.self, value: values)
        check(object, expect)
        try realm.commitWrite()
        check(object, expect)
    }
    let invalid: [(Int, Any)] = [
        (0, "invalid"),
        (0, 2),
        (0, 1.1 as Float),
        (0, 11.1),
        (1, "invalid"),
        (1, 1.1 as Float),
        (1, 11.1),
        (2, "invalid"),
        (2, 1.1 as Float),
        (2, 11.1),
        (3, "invalid"),
        (3, 1.1 as Float),
        (3, 11.1),
        (4, "invalid"),
        (4, 1.1 as Float),
        (4, 11.1),
        (5, "invalid"),
        (5, 1.1 as Float),
        (5, 11.1),
        (6, "invalid"),
        (6, 1.1 as Float),
        (6, 11.1),
        (7, "invalid"),
        (7, true),
        (7, false),
        (8, "invalid"),
        (8, true),
        (8, false),
        (9, 26715933),
        (9, true),
        (9, false),
        (10, "invalid"),
        (11, "invalid"),
        (12, "invalid"),
        (13, "invalid"),
        (13, 123),
        (14, "invalid"),
        (14, ["a"]),
        (14, ["boolCol": "a"]),
        (14, SwiftIntObject()),
        (15, "invalid"),
        (16, MutableSet<String>()),
        (17, "invalid"),
        (17, [["a"]]),
        (17, [["boolCol": "a"]]),
        (17, [[SwiftIntObject()]]),
        (17, [[persistedInt!]]),
        (18, "invalid"),
        (18, [["a"]]),
        (18, [["boolCol": "a"]]),
        (18, [[SwiftIntObject()]]),
        (18, [[persistedInt!]]),
        (19, ["trueVal": ["boolCol": "invalid"] as [String: Any], "falseVal": ["boolCol": false]]),
        (19, ["trueVal": "invalid", "falseVal": SwiftBoolObject(value: [false])] as [String: Any]),
    ]
    for (key, value) in invalid {
        var values = baseline
        values[key] = value
        realm.beginWrite()
        assertThrows(realm.create(SwiftObject.self, value: values))
        realm.cancelWrite()
    }
}


/// Adding one object of a cycle (a link and a list each pointing at the other object) adds both to the realm, their links kept.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectCreationTests.swift ObjectCreationTests.testAddObjectCycle
func testAddCycleOfTwoObjectsManagesBoth() throws {
    let head = SwiftCircleObject(value: [])
    let tail = SwiftCircleObject(value: [head, [head]])
    head.obj = tail
    head.array.append(tail)
    let realm = try Realm()
    try realm.write {
        realm.add(head)
    }
    XCTAssertEqual(head.realm, realm)
    XCTAssertEqual(tail.realm, realm)
    XCTAssertEqual(realm.objects(SwiftCircleObject.self).count, 2)
    XCTAssertTrue(head.obj!.isSameObject(as: tail))
    XCTAssertTrue(tail.obj!.isSameObject(as: head))
    XCTAssertTrue(head.array[0].isSameObject(as: tail))
    XCTAssertTrue(tail.array[0].isSameObject(as: head))
}
