// page: sdk
// tags: sdk, suite

// Models restated from the SDK's test models (`@Persisted` declarations).

class ModernEmbeddedParentObject: Object {
    @Persisted var object: ModernEmbeddedTreeObject1?
    @Persisted var array: List<ModernEmbeddedTreeObject1>
}

class ModernEmbeddedPrimaryParentObject: Object {
    @Persisted(primaryKey: true) var pk: Int = 0
    @Persisted var object: ModernEmbeddedTreeObject1?
    @Persisted var array: List<ModernEmbeddedTreeObject1>
}

class ModernEmbeddedTreeObject1: EmbeddedObject {
    @Persisted var value = 0
    @Persisted var bool = false
    @Persisted var child: ModernEmbeddedTreeObject2?
    @Persisted var children: List<ModernEmbeddedTreeObject2>
    @Persisted(originProperty: "object") var parent1: LinkingObjects<ModernEmbeddedParentObject>
    @Persisted(originProperty: "array") var parent2: LinkingObjects<ModernEmbeddedParentObject>
}

class ModernEmbeddedTreeObject2: EmbeddedObject {
    @Persisted var value = 0
    @Persisted var child: ModernEmbeddedTreeObject3?
    @Persisted var children: List<ModernEmbeddedTreeObject3>
    @Persisted(originProperty: "child") var parent3: LinkingObjects<ModernEmbeddedTreeObject1>
    @Persisted(originProperty: "children") var parent4: LinkingObjects<ModernEmbeddedTreeObject1>
}

class ModernEmbeddedTreeObject3: EmbeddedObject {
    @Persisted var value = 0
    @Persisted(originProperty: "child") var parent3: LinkingObjects<ModernEmbeddedTreeObject2>
    @Persisted(originProperty: "children") var parent4: LinkingObjects<ModernEmbeddedTreeObject2>
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

/// create from a dictionary makes the nested embedded objects, and each one's linking objects reach its parent.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testCreateEmbeddedWithDictionary
func testCreateEmbeddedTreeFromDictionaryOfModernModels() throws {
    let realm = try Realm()
    realm.beginWrite()
    let parent = realm.create(ModernEmbeddedParentObject.self, value: [
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
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testCreateEmbeddedWithUnmanagedObjects
func testCreateEmbeddedTreeFromUnmanagedParentOfModernModels() throws {
    let source = ModernEmbeddedParentObject()
    source.object = ModernEmbeddedTreeObject1(value: [5])
    source.object!.child = ModernEmbeddedTreeObject2(value: [6])
    source.object!.children.append(ModernEmbeddedTreeObject2(value: [7]))
    source.object!.children.append(ModernEmbeddedTreeObject2(value: [8]))
    source.array.append(ModernEmbeddedTreeObject1(value: [9]))
    source.array.append(ModernEmbeddedTreeObject1(value: [10]))
    let realm = try Realm()
    realm.beginWrite()
    let parent = realm.create(ModernEmbeddedParentObject.self, value: source)
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
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testCreateEmbeddedFromManagedObjectInSameRealm
func testCreateEmbeddedTreeFromManagedParentOfModernModels() throws {
    let realm = try Realm()
    realm.beginWrite()
    let parent = realm.create(ModernEmbeddedParentObject.self, value: [
        "object": ["value": 5, "child": ["value": 6], "children": [[7], [8]]],
        "array": [[9], [10]]
    ])
    let copy = realm.create(ModernEmbeddedParentObject.self, value: parent)
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

/// Adding an unmanaged parent makes its embedded objects, the very instances, managed with their values.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testAddEmbedded
func testAddEmbeddedTreeManagesInstancesOfModernModels() throws {
    let parent = ModernEmbeddedParentObject()
    let o0 = ModernEmbeddedTreeObject1(value: ["value": 0])
    let o1 = ModernEmbeddedTreeObject2(value: ["value": 1])
    let o2 = ModernEmbeddedTreeObject2(value: ["value": 2])
    let o3 = ModernEmbeddedTreeObject2(value: ["value": 3])
    let o4 = ModernEmbeddedTreeObject1(value: ["value": 4])
    let o5 = ModernEmbeddedTreeObject1(value: ["value": 5])
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

/// add with update .all replaces the embedded objects of the existing parent: the old ones become invalid, the new ones are managed.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testAddAndUpdateEmbedded
func testAddUpdateAllReplacesEmbeddedTreeOfModernModels() throws {
    let parent = ModernEmbeddedPrimaryParentObject()
    let o0 = ModernEmbeddedTreeObject1(value: ["value": 0])
    let o1 = ModernEmbeddedTreeObject2(value: ["value": 1])
    let o2 = ModernEmbeddedTreeObject2(value: ["value": 2])
    let o3 = ModernEmbeddedTreeObject2(value: ["value": 3])
    let o4 = ModernEmbeddedTreeObject1(value: ["value": 4])
    let o5 = ModernEmbeddedTreeObject1(value: ["value": 5])
    parent.object = o0
    parent.object!.child = o1
    parent.object!.children.append(o2)
    parent.object!.children.append(o3)
    parent.array.append(o4)
    parent.array.append(o5)
    let parent2 = ModernEmbeddedPrimaryParentObject()
    let o6 = ModernEmbeddedTreeObject1(value: ["value": 6])
    let o7 = ModernEmbeddedTreeObject2(value: ["value": 7])
    let o8 = ModernEmbeddedTreeObject2(value: ["value": 8])
    let o9 = ModernEmbeddedTreeObject2(value: ["value": 9])
    let o10 = ModernEmbeddedTreeObject1(value: ["value": 10])
    let o11 = ModernEmbeddedTreeObject1(value: ["value": 11])
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

/// add with update .modified of an object whose nested object has an existing primary key updates that existing object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testAddAndUpdateChangedWithExisingNestedObjects
func testAddUpdateModifiedUpdatesExistingNestedObjectOfModernModels() throws {
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

/// add with update .modified updates the existing parent's embedded objects in place: they stay valid and hold the new values, and the new objects become those same objects.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testAddAndUpdateChangedEmbedded
func testModernAddUpdateModifiedUpdatesEmbeddedTreeInPlace() throws {
    let parent = ModernEmbeddedPrimaryParentObject()
    let o0 = ModernEmbeddedTreeObject1(value: ["value": 0])
    let o1 = ModernEmbeddedTreeObject2(value: ["value": 1])
    let o2 = ModernEmbeddedTreeObject2(value: ["value": 2])
    let o3 = ModernEmbeddedTreeObject2(value: ["value": 3])
    let o4 = ModernEmbeddedTreeObject1(value: ["value": 4])
    let o5 = ModernEmbeddedTreeObject1(value: ["value": 5])
    parent.object = o0
    parent.object!.child = o1
    parent.object!.children.append(o2)
    parent.object!.children.append(o3)
    parent.array.append(o4)
    parent.array.append(o5)
    let parent2 = ModernEmbeddedPrimaryParentObject()
    let o6 = ModernEmbeddedTreeObject1(value: ["value": 6])
    let o7 = ModernEmbeddedTreeObject2(value: ["value": 7])
    let o8 = ModernEmbeddedTreeObject2(value: ["value": 8])
    let o9 = ModernEmbeddedTreeObject2(value: ["value": 9])
    let o10 = ModernEmbeddedTreeObject1(value: ["value": 10])
    let o11 = ModernEmbeddedTreeObject1(value: ["value": 11])
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

// The SDK suite's object of every kind, with the SDK's declarations and defaults.
class ModernAllTypesObject: Object {
    @Persisted(primaryKey: true) var pk: ObjectId
    var ignored: Int = 1

    @Persisted var boolCol: Bool
    @Persisted var intCol: Int
    @Persisted var int8Col: Int8 = 1
    @Persisted var int16Col: Int16 = 2
    @Persisted var int32Col: Int32 = 3
    @Persisted var int64Col: Int64 = 4
    @Persisted var floatCol: Float = 5
    @Persisted var doubleCol: Double = 6
    @Persisted var stringCol: String
    @Persisted var binaryCol: Data
    @Persisted var dateCol: Date
    @Persisted var decimalCol: Decimal128
    @Persisted var objectIdCol: ObjectId
    @Persisted var objectCol: ModernAllTypesObject?
    @Persisted var arrayCol: List<ModernAllTypesObject>
    @Persisted var setCol: MutableSet<ModernAllTypesObject>
    @Persisted var mapCol: Map<String, ModernAllTypesObject?>
    @Persisted var anyCol: AnyRealmValue
    @Persisted var uuidCol: UUID
    @Persisted var intEnumCol: ModernIntEnum
    @Persisted var stringEnumCol: ModernStringEnum

    @Persisted var optIntCol: Int?
    @Persisted var optInt8Col: Int8?
    @Persisted var optInt16Col: Int16?
    @Persisted var optInt32Col: Int32?
    @Persisted var optInt64Col: Int64?
    @Persisted var optFloatCol: Float?
    @Persisted var optDoubleCol: Double?
    @Persisted var optBoolCol: Bool?
    @Persisted var optStringCol: String?
    @Persisted var optBinaryCol: Data?
    @Persisted var optDateCol: Date?
    @Persisted var optDecimalCol: Decimal128?
    @Persisted var optObjectIdCol: ObjectId?
    @Persisted var optUuidCol: UUID?
    @Persisted var optIntEnumCol: ModernIntEnum?
    @Persisted var optStringEnumCol: ModernStringEnum?

    @Persisted var arrayBool: List<Bool>
    @Persisted var arrayInt: List<Int>
    @Persisted var arrayInt8: List<Int8>
    @Persisted var arrayInt16: List<Int16>
    @Persisted var arrayInt32: List<Int32>
    @Persisted var arrayInt64: List<Int64>
    @Persisted var arrayFloat: List<Float>
    @Persisted var arrayDouble: List<Double>
    @Persisted var arrayString: List<String>
    @Persisted var arrayBinary: List<Data>
    @Persisted var arrayDate: List<Date>
    @Persisted var arrayDecimal: List<Decimal128>
    @Persisted var arrayObjectId: List<ObjectId>
    @Persisted var arrayAny: List<AnyRealmValue>
    @Persisted var arrayUuid: List<UUID>

    @Persisted var arrayOptBool: List<Bool?>
    @Persisted var arrayOptInt: List<Int?>
    @Persisted var arrayOptInt8: List<Int8?>
    @Persisted var arrayOptInt16: List<Int16?>
    @Persisted var arrayOptInt32: List<Int32?>
    @Persisted var arrayOptInt64: List<Int64?>
    @Persisted var arrayOptFloat: List<Float?>
    @Persisted var arrayOptDouble: List<Double?>
    @Persisted var arrayOptString: List<String?>
    @Persisted var arrayOptBinary: List<Data?>
    @Persisted var arrayOptDate: List<Date?>
    @Persisted var arrayOptDecimal: List<Decimal128?>
    @Persisted var arrayOptObjectId: List<ObjectId?>
    @Persisted var arrayOptUuid: List<UUID?>

    @Persisted var setBool: MutableSet<Bool>
    @Persisted var setInt: MutableSet<Int>
    @Persisted var setInt8: MutableSet<Int8>
    @Persisted var setInt16: MutableSet<Int16>
    @Persisted var setInt32: MutableSet<Int32>
    @Persisted var setInt64: MutableSet<Int64>
    @Persisted var setFloat: MutableSet<Float>
    @Persisted var setDouble: MutableSet<Double>
    @Persisted var setString: MutableSet<String>
    @Persisted var setBinary: MutableSet<Data>
    @Persisted var setDate: MutableSet<Date>
    @Persisted var setDecimal: MutableSet<Decimal128>
    @Persisted var setObjectId: MutableSet<ObjectId>
    @Persisted var setAny: MutableSet<AnyRealmValue>
    @Persisted var setUuid: MutableSet<UUID>

    @Persisted var setOptBool: MutableSet<Bool?>
    @Persisted var setOptInt: MutableSet<Int?>
    @Persisted var setOptInt8: MutableSet<Int8?>
    @Persisted var setOptInt16: MutableSet<Int16?>
    @Persisted var setOptInt32: MutableSet<Int32?>
    @Persisted var setOptInt64: MutableSet<Int64?>
    @Persisted var setOptFloat: MutableSet<Float?>
    @Persisted var setOptDouble: MutableSet<Double?>
    @Persisted var setOptString: MutableSet<String?>
    @Persisted var setOptBinary: MutableSet<Data?>
    @Persisted var setOptDate: MutableSet<Date?>
    @Persisted var setOptDecimal: MutableSet<Decimal128?>
    @Persisted var setOptObjectId: MutableSet<ObjectId?>
    @Persisted var setOptUuid: MutableSet<UUID?>

    @Persisted var mapBool: Map<String, Bool>
    @Persisted var mapInt: Map<String, Int>
    @Persisted var mapInt8: Map<String, Int8>
    @Persisted var mapInt16: Map<String, Int16>
    @Persisted var mapInt32: Map<String, Int32>
    @Persisted var mapInt64: Map<String, Int64>
    @Persisted var mapFloat: Map<String, Float>
    @Persisted var mapDouble: Map<String, Double>
    @Persisted var mapString: Map<String, String>
    @Persisted var mapBinary: Map<String, Data>
    @Persisted var mapDate: Map<String, Date>
    @Persisted var mapDecimal: Map<String, Decimal128>
    @Persisted var mapObjectId: Map<String, ObjectId>
    @Persisted var mapAny: Map<String, AnyRealmValue>
    @Persisted var mapUuid: Map<String, UUID>

    @Persisted var mapOptBool: Map<String, Bool?>
    @Persisted var mapOptInt: Map<String, Int?>
    @Persisted var mapOptInt8: Map<String, Int8?>
    @Persisted var mapOptInt16: Map<String, Int16?>
    @Persisted var mapOptInt32: Map<String, Int32?>
    @Persisted var mapOptInt64: Map<String, Int64?>
    @Persisted var mapOptFloat: Map<String, Float?>
    @Persisted var mapOptDouble: Map<String, Double?>
    @Persisted var mapOptString: Map<String, String?>
    @Persisted var mapOptBinary: Map<String, Data?>
    @Persisted var mapOptDate: Map<String, Date?>
    @Persisted var mapOptDecimal: Map<String, Decimal128?>
    @Persisted var mapOptObjectId: Map<String, ObjectId?>
    @Persisted var mapOptUuid: Map<String, UUID?>

    @Persisted(originProperty: "objectCol") var linkingObjects: LinkingObjects<ModernAllTypesObject>
}

enum ModernIntEnum: Int, PersistableEnum {
    case value1 = 1, value2 = 3, value3 = 5
}

enum ModernStringEnum: String, PersistableEnum {
    case value1 = "a", value2 = "c", value3 = "e", value4 = "Foó"
}

class ModernCircleObject: Object {
    @Persisted var obj: ModernCircleObject?
    @Persisted var array: List<ModernCircleObject>
}

/// init(value:) of a ModernAllTypesObject with a dictionary, with an array in property order and with another object gives each property the value given: scalars, optionals, enums, the mixed value, a link, a list and a set of the same object instances, and lists, sets and maps of every element type.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testInitWithArray
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testInitWithDictionary
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testInitWithObject
func testModernAllTypesObjectInitTakesEveryValue() throws {
    let realm = try Realm()
    let day1 = Date(timeIntervalSince1970: 100)
    let day2 = Date(timeIntervalSince1970: 200)
    let oid1 = ObjectId("6564b1a0a1b2c3d4e5f60001")
    let oid2 = ObjectId("6564b1a0a1b2c3d4e5f60002")
    let oid3 = ObjectId("6564b1a0a1b2c3d4e5f60003")
    let oid4 = ObjectId("6564b1a0a1b2c3d4e5f60004")
    let uuid1 = UUID(uuidString: "6e1a3c1e-0000-4000-8000-000000000001")!
    let uuid2 = UUID(uuidString: "6e1a3c1e-0000-4000-8000-000000000002")!
    let uuid3 = UUID(uuidString: "6e1a3c1e-0000-4000-8000-000000000003")!
    let uuid4 = UUID(uuidString: "6e1a3c1e-0000-4000-8000-000000000004")!
    // Fresh linked objects each time, so that each created copy has primary keys of its own.
    let makeValues = { () -> [String: Any] in
        return [
            "boolCol": true,
            "intCol": 10,
            "int8Col": 11 as Int8,
            "int16Col": 12 as Int16,
            "int32Col": 13 as Int32,
            "int64Col": 14 as Int64,
            "floatCol": 15 as Float,
            "doubleCol": 16 as Double,
            "stringCol": "a",
            "binaryCol": Data("b".utf8),
            "dateCol": Date(timeIntervalSince1970: 17),
            "decimalCol": 18 as Decimal128,
            "objectIdCol": oid3,
            "objectCol": ModernAllTypesObject(value: ["intCol": 1]),
            "arrayCol": [ModernAllTypesObject(value: ["intCol": 2]), ModernAllTypesObject(value: ["intCol": 3])],
            "setCol": [ModernAllTypesObject(value: ["intCol": 4]), ModernAllTypesObject(value: ["intCol": 5]),
                       ModernAllTypesObject(value: ["intCol": 6])],
            "anyCol": AnyRealmValue.int(20),
            "uuidCol": uuid4,
            "intEnumCol": ModernIntEnum.value2,
            "stringEnumCol": ModernStringEnum.value3,
            "optBoolCol": false,
            "optIntCol": 30,
            "optInt8Col": 31 as Int8,
            "optInt16Col": 32 as Int16,
            "optInt32Col": 33 as Int32,
            "optInt64Col": 34 as Int64,
            "optFloatCol": 35 as Float,
            "optDoubleCol": 36 as Double,
            "optStringCol": "c",
            "optBinaryCol": Data("d".utf8),
            "optDateCol": Date(timeIntervalSince1970: 37),
            "optDecimalCol": 38 as Decimal128,
            "optObjectIdCol": oid4,
            "optUuidCol": uuid1,
            "optIntEnumCol": ModernIntEnum.value1,
            "optStringEnumCol": ModernStringEnum.value1,
            "arrayBool": [true, false],
            "arrayOptBool": [true, false, nil],
            "arrayInt": [1, 1, 2, 3],
            "arrayOptInt": [1, 1, 2, 3, nil],
            "arrayInt8": [1, 2, 3, 1],
            "arrayOptInt8": [1, 2, 3, 1, nil],
            "arrayInt16": [1, 2, 3, 1],
            "arrayOptInt16": [1, 2, 3, 1, nil],
            "arrayInt32": [1, 2, 3, 1],
            "arrayOptInt32": [1, 2, 3, 1, nil],
            "arrayInt64": [1, 2, 3, 1],
            "arrayOptInt64": [1, 2, 3, 1, nil],
            "arrayFloat": [1, 2, 3, 1] as [Float],
            "arrayOptFloat": [1, 2, 3, 1, nil] as [Float?],
            "arrayDouble": [1, 2, 3, 1] as [Double],
            "arrayOptDouble": [1, 2, 3, 1, nil] as [Double?],
            "arrayString": ["a", "b", "c"],
            "arrayOptString": ["a", "b", "c", nil],
            "arrayBinary": [Data("a".utf8)],
            "arrayOptBinary": [Data("a".utf8), nil],
            "arrayDate": [day1, day2],
            "arrayOptDate": [day1, day2, nil],
            "arrayDecimal": [1 as Decimal128, 2 as Decimal128],
            "arrayOptDecimal": [1 as Decimal128, 2 as Decimal128, nil],
            "arrayObjectId": [oid1, oid2],
            "arrayOptObjectId": [oid1, oid2, nil],
            "arrayAny": [AnyRealmValue.none, .int(1), .string("a"), .none],
            "arrayUuid": [uuid1, uuid2, uuid3],
            "arrayOptUuid": [uuid1, uuid2, uuid3, nil],
            "setBool": [true, false],
            "setOptBool": [true, false, nil],
            "setInt": [1, 1, 2, 3],
            "setOptInt": [1, 1, 2, 3, nil],
            "setInt8": [1, 2, 3, 1],
            "setOptInt8": [1, 2, 3, 1, nil],
            "setInt16": [1, 2, 3, 1],
            "setOptInt16": [1, 2, 3, 1, nil],
            "setInt32": [1, 2, 3, 1],
            "setOptInt32": [1, 2, 3, 1, nil],
            "setInt64": [1, 2, 3, 1],
            "setOptInt64": [1, 2, 3, 1, nil],
            "setFloat": [1, 2, 3, 1] as [Float],
            "setOptFloat": [1, 2, 3, 1, nil] as [Float?],
            "setDouble": [1, 2, 3, 1] as [Double],
            "setOptDouble": [1, 2, 3, 1, nil] as [Double?],
            "setString": ["a", "b", "c"],
            "setOptString": ["a", "b", "c", nil],
            "setBinary": [Data("a".utf8)],
            "setOptBinary": [Data("a".utf8), nil],
            "setDate": [day1, day2],
            "setOptDate": [day1, day2, nil],
            "setDecimal": [1 as Decimal128, 2 as Decimal128],
            "setOptDecimal": [1 as Decimal128, 2 as Decimal128, nil],
            "setObjectId": [oid1, oid2],
            "setOptObjectId": [oid1, oid2, nil],
            "setAny": [AnyRealmValue.none, .int(1), .string("a"), .none],
            "setUuid": [uuid1, uuid2, uuid3],
            "setOptUuid": [uuid1, uuid2, uuid3, nil],
            "mapBool": ["1": true, "2": false],
            "mapOptBool": ["1": true, "2": false, "3": nil],
            "mapInt": ["1": 1, "2": 1, "3": 2, "4": 3],
            "mapOptInt": ["1": 1, "2": 1, "3": 2, "4": 3, "5": nil],
            "mapInt8": ["1": 1, "2": 2, "3": 3, "4": 1],
            "mapOptInt8": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil],
            "mapInt16": ["1": 1, "2": 2, "3": 3, "4": 1],
            "mapOptInt16": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil],
            "mapInt32": ["1": 1, "2": 2, "3": 3, "4": 1],
            "mapOptInt32": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil],
            "mapInt64": ["1": 1, "2": 2, "3": 3, "4": 1],
            "mapOptInt64": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil],
            "mapFloat": ["1": 1, "2": 2, "3": 3, "4": 1] as [String: Float],
            "mapOptFloat": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil] as [String: Float?],
            "mapDouble": ["1": 1, "2": 2, "3": 3, "4": 1] as [String: Double],
            "mapOptDouble": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil] as [String: Double?],
            "mapString": ["1": "a", "2": "b", "3": "c"],
            "mapOptString": ["1": "a", "2": "b", "3": "c", "4": nil],
            "mapBinary": ["1": Data("a".utf8)],
            "mapOptBinary": ["1": Data("a".utf8), "2": nil],
            "mapDate": ["1": day1, "2": day2],
            "mapOptDate": ["1": day1, "2": day2, "3": nil],
            "mapDecimal": ["1": 1 as Decimal128, "2": 2 as Decimal128],
            "mapOptDecimal": ["1": 1 as Decimal128, "2": 2 as Decimal128, "3": nil],
            "mapObjectId": ["1": oid1, "2": oid2],
            "mapOptObjectId": ["1": oid1, "2": oid2, "3": nil],
            "mapAny": ["1": AnyRealmValue.none, "2": .int(1), "3": .string("a"), "4": .none],
            "mapUuid": ["1": uuid1, "2": uuid2, "3": uuid3],
            "mapOptUuid": ["1": uuid1, "2": uuid2, "3": uuid3, "4": nil],
        ]
    }
    // The same values as an array in the order of the persisted properties: a new primary key first,
    // and null for the map of objects the dictionary leaves out.
    let propertyOrder = ["boolCol", "intCol", "int8Col", "int16Col", "int32Col", "int64Col", "floatCol", "doubleCol", "stringCol", "binaryCol", "dateCol", "decimalCol", "objectIdCol", "objectCol", "arrayCol", "setCol", "mapCol", "anyCol", "uuidCol", "intEnumCol", "stringEnumCol", "optIntCol", "optInt8Col", "optInt16Col", "optInt32Col", "optInt64Col", "optFloatCol", "optDoubleCol", "optBoolCol", "optStringCol", "optBinaryCol", "optDateCol", "optDecimalCol", "optObjectIdCol", "optUuidCol", "optIntEnumCol", "optStringEnumCol", "arrayBool", "arrayInt", "arrayInt8", "arrayInt16", "arrayInt32", "arrayInt64", "arrayFloat", "arrayDouble", "arrayString", "arrayBinary", "arrayDate", "arrayDecimal", "arrayObjectId", "arrayAny", "arrayUuid", "arrayOptBool", "arrayOptInt", "arrayOptInt8", "arrayOptInt16", "arrayOptInt32", "arrayOptInt64", "arrayOptFloat", "arrayOptDouble", "arrayOptString", "arrayOptBinary", "arrayOptDate", "arrayOptDecimal", "arrayOptObjectId", "arrayOptUuid", "setBool", "setInt", "setInt8", "setInt16", "setInt32", "setInt64", "setFloat", "setDouble", "setString", "setBinary", "setDate", "setDecimal", "setObjectId", "setAny", "setUuid", "setOptBool", "setOptInt", "setOptInt8", "setOptInt16", "setOptInt32", "setOptInt64", "setOptFloat", "setOptDouble", "setOptString", "setOptBinary", "setOptDate", "setOptDecimal", "setOptObjectId", "setOptUuid", "mapBool", "mapInt", "mapInt8", "mapInt16", "mapInt32", "mapInt64", "mapFloat", "mapDouble", "mapString", "mapBinary", "mapDate", "mapDecimal", "mapObjectId", "mapAny", "mapUuid", "mapOptBool", "mapOptInt", "mapOptInt8", "mapOptInt16", "mapOptInt32", "mapOptInt64", "mapOptFloat", "mapOptDouble", "mapOptString", "mapOptBinary", "mapOptDate", "mapOptDecimal", "mapOptObjectId", "mapOptUuid"]
    let arrayOf = { (values: [String: Any]) -> [Any] in
        var array: [Any] = [ObjectId.generate()]
        for name in propertyOrder {
            array.append(values[name] ?? NSNull())
        }
        return array
    }
    let check = { (obj: ModernAllTypesObject, values: [String: Any], copied: Bool) in
        XCTAssertEqual(obj.boolCol, true)
        XCTAssertEqual(obj.intCol, 10)
        XCTAssertEqual(obj.int8Col, 11)
        XCTAssertEqual(obj.int16Col, 12)
        XCTAssertEqual(obj.int32Col, 13)
        XCTAssertEqual(obj.int64Col, 14)
        XCTAssertEqual(obj.floatCol, 15)
        XCTAssertEqual(obj.doubleCol, 16)
        XCTAssertEqual(obj.stringCol, "a")
        XCTAssertEqual(obj.binaryCol, Data("b".utf8))
        XCTAssertEqual(obj.dateCol, Date(timeIntervalSince1970: 17))
        XCTAssertEqual(obj.decimalCol, 18 as Decimal128)
        XCTAssertEqual(obj.objectIdCol, oid3)
        XCTAssertEqual(obj.objectCol!.pk, (values["objectCol"] as! ModernAllTypesObject).pk)
        let arrayLinks = values["arrayCol"] as! [ModernAllTypesObject]
        XCTAssertEqual(obj.arrayCol.count, 2)
        for link in arrayLinks {
            XCTAssertTrue(copied ? obj.arrayCol.contains { $0.pk == link.pk } : obj.arrayCol.contains(link))
        }
        let setLinks = values["setCol"] as! [ModernAllTypesObject]
        XCTAssertEqual(obj.setCol.count, 3)
        for link in setLinks {
            XCTAssertTrue(copied ? obj.setCol.contains { $0.pk == link.pk } : obj.setCol.contains(link))
        }
        XCTAssertEqual(obj.anyCol, .int(20))
        XCTAssertEqual(obj.uuidCol, uuid4)
        XCTAssertEqual(obj.intEnumCol, .value2)
        XCTAssertEqual(obj.stringEnumCol, .value3)
        XCTAssertEqual(obj.optBoolCol, false)
        XCTAssertEqual(obj.optIntCol, 30)
        XCTAssertEqual(obj.optInt8Col, 31)
        XCTAssertEqual(obj.optInt16Col, 32)
        XCTAssertEqual(obj.optInt32Col, 33)
        XCTAssertEqual(obj.optInt64Col, 34)
        XCTAssertEqual(obj.optFloatCol, 35)
        XCTAssertEqual(obj.optDoubleCol, 36)
        XCTAssertEqual(obj.optStringCol, "c")
        XCTAssertEqual(obj.optBinaryCol, Data("d".utf8))
        XCTAssertEqual(obj.optDateCol, Date(timeIntervalSince1970: 37))
        XCTAssertEqual(obj.optDecimalCol, 38 as Decimal128)
        XCTAssertEqual(obj.optObjectIdCol, oid4)
        XCTAssertEqual(obj.optUuidCol, uuid1)
        XCTAssertEqual(obj.optIntEnumCol, .value1)
        XCTAssertEqual(obj.optStringEnumCol, .value1)
        XCTAssertEqual(Array(obj.arrayBool), [true, false])
        XCTAssertEqual(Array(obj.arrayOptBool), [true, false, nil])
        XCTAssertEqual(Array(obj.arrayInt), [1, 1, 2, 3])
        XCTAssertEqual(Array(obj.arrayOptInt), [1, 1, 2, 3, nil])
        XCTAssertEqual(Array(obj.arrayInt8), [1, 2, 3, 1])
        XCTAssertEqual(Array(obj.arrayOptInt8), [1, 2, 3, 1, nil])
        XCTAssertEqual(Array(obj.arrayInt16), [1, 2, 3, 1])
        XCTAssertEqual(Array(obj.arrayOptInt16), [1, 2, 3, 1, nil])
        XCTAssertEqual(Array(obj.arrayInt32), [1, 2, 3, 1])
        XCTAssertEqual(Array(obj.arrayOptInt32), [1, 2, 3, 1, nil])
        XCTAssertEqual(Array(obj.arrayInt64), [1, 2, 3, 1])
        XCTAssertEqual(Array(obj.arrayOptInt64), [1, 2, 3, 1, nil])
        XCTAssertEqual(Array(obj.arrayFloat), [1, 2, 3, 1] as [Float])
        XCTAssertEqual(Array(obj.arrayOptFloat), [1, 2, 3, 1, nil] as [Float?])
        XCTAssertEqual(Array(obj.arrayDouble), [1, 2, 3, 1] as [Double])
        XCTAssertEqual(Array(obj.arrayOptDouble), [1, 2, 3, 1, nil] as [Double?])
        XCTAssertEqual(Array(obj.arrayString), ["a", "b", "c"])
        XCTAssertEqual(Array(obj.arrayOptString), ["a", "b", "c", nil])
        XCTAssertEqual(Array(obj.arrayBinary), [Data("a".utf8)])
        XCTAssertEqual(Array(obj.arrayOptBinary), [Data("a".utf8), nil])
        XCTAssertEqual(Array(obj.arrayDate), [day1, day2])
        XCTAssertEqual(Array(obj.arrayOptDate), [day1, day2, nil])
        XCTAssertEqual(Array(obj.arrayDecimal), [1 as Decimal128, 2 as Decimal128])
        XCTAssertEqual(Array(obj.arrayOptDecimal), [1 as Decimal128, 2 as Decimal128, nil])
        XCTAssertEqual(Array(obj.arrayObjectId), [oid1, oid2])
        XCTAssertEqual(Array(obj.arrayOptObjectId), [oid1, oid2, nil])
        XCTAssertEqual(Array(obj.arrayAny), [AnyRealmValue.none, .int(1), .string("a"), .none])
        XCTAssertEqual(Array(obj.arrayUuid), [uuid1, uuid2, uuid3])
        XCTAssertEqual(Array(obj.arrayOptUuid), [uuid1, uuid2, uuid3, nil])
        XCTAssertEqual(obj.setBool.count, Set([true, false]).count)
        XCTAssertEqual(Set(obj.setBool), Set([true, false]))
        XCTAssertEqual(obj.setOptBool.count, Set([true, false, nil]).count)
        XCTAssertEqual(Set(obj.setOptBool), Set([true, false, nil]))
        XCTAssertEqual(obj.setInt.count, Set([1, 1, 2, 3]).count)
        XCTAssertEqual(Set(obj.setInt), Set([1, 1, 2, 3]))
        XCTAssertEqual(obj.setOptInt.count, Set([1, 1, 2, 3, nil]).count)
        XCTAssertEqual(Set(obj.setOptInt), Set([1, 1, 2, 3, nil]))
        XCTAssertEqual(obj.setInt8.count, Set([1, 2, 3, 1]).count)
        XCTAssertEqual(Set(obj.setInt8), Set([1, 2, 3, 1]))
        XCTAssertEqual(obj.setOptInt8.count, Set([1, 2, 3, 1, nil]).count)
        XCTAssertEqual(Set(obj.setOptInt8), Set([1, 2, 3, 1, nil]))
        XCTAssertEqual(obj.setInt16.count, Set([1, 2, 3, 1]).count)
        XCTAssertEqual(Set(obj.setInt16), Set([1, 2, 3, 1]))
        XCTAssertEqual(obj.setOptInt16.count, Set([1, 2, 3, 1, nil]).count)
        XCTAssertEqual(Set(obj.setOptInt16), Set([1, 2, 3, 1, nil]))
        XCTAssertEqual(obj.setInt32.count, Set([1, 2, 3, 1]).count)
        XCTAssertEqual(Set(obj.setInt32), Set([1, 2, 3, 1]))
        XCTAssertEqual(obj.setOptInt32.count, Set([1, 2, 3, 1, nil]).count)
        XCTAssertEqual(Set(obj.setOptInt32), Set([1, 2, 3, 1, nil]))
        XCTAssertEqual(obj.setInt64.count, Set([1, 2, 3, 1]).count)
        XCTAssertEqual(Set(obj.setInt64), Set([1, 2, 3, 1]))
        XCTAssertEqual(obj.setOptInt64.count, Set([1, 2, 3, 1, nil]).count)
        XCTAssertEqual(Set(obj.setOptInt64), Set([1, 2, 3, 1, nil]))
        XCTAssertEqual(obj.setFloat.count, Set([1, 2, 3, 1] as [Float]).count)
        XCTAssertEqual(Set(obj.setFloat), Set([1, 2, 3, 1] as [Float]))
        XCTAssertEqual(obj.setOptFloat.count, Set([1, 2, 3, 1, nil] as [Float?]).count)
        XCTAssertEqual(Set(obj.setOptFloat), Set([1, 2, 3, 1, nil] as [Float?]))
        XCTAssertEqual(obj.setDouble.count, Set([1, 2, 3, 1] as [Double]).count)
        XCTAssertEqual(Set(obj.setDouble), Set([1, 2, 3, 1] as [Double]))
        XCTAssertEqual(obj.setOptDouble.count, Set([1, 2, 3, 1, nil] as [Double?]).count)
        XCTAssertEqual(Set(obj.setOptDouble), Set([1, 2, 3, 1, nil] as [Double?]))
        XCTAssertEqual(obj.setString.count, Set(["a", "b", "c"]).count)
        XCTAssertEqual(Set(obj.setString), Set(["a", "b", "c"]))
        XCTAssertEqual(obj.setOptString.count, Set(["a", "b", "c", nil]).count)
        XCTAssertEqual(Set(obj.setOptString), Set(["a", "b", "c", nil]))
        XCTAssertEqual(obj.setBinary.count, Set([Data("a".utf8)]).count)
        XCTAssertEqual(Set(obj.setBinary), Set([Data("a".utf8)]))
        XCTAssertEqual(obj.setOptBinary.count, Set([Data("a".utf8), nil]).count)
        XCTAssertEqual(Set(obj.setOptBinary), Set([Data("a".utf8), nil]))
        XCTAssertEqual(obj.setDate.count, Set([day1, day2]).count)
        XCTAssertEqual(Set(obj.setDate), Set([day1, day2]))
        XCTAssertEqual(obj.setOptDate.count, Set([day1, day2, nil]).count)
        XCTAssertEqual(Set(obj.setOptDate), Set([day1, day2, nil]))
        XCTAssertEqual(obj.setDecimal.count, Set([1 as Decimal128, 2 as Decimal128]).count)
        XCTAssertEqual(Set(obj.setDecimal), Set([1 as Decimal128, 2 as Decimal128]))
        XCTAssertEqual(obj.setOptDecimal.count, Set([1 as Decimal128, 2 as Decimal128, nil]).count)
        XCTAssertEqual(Set(obj.setOptDecimal), Set([1 as Decimal128, 2 as Decimal128, nil]))
        XCTAssertEqual(obj.setObjectId.count, Set([oid1, oid2]).count)
        XCTAssertEqual(Set(obj.setObjectId), Set([oid1, oid2]))
        XCTAssertEqual(obj.setOptObjectId.count, Set([oid1, oid2, nil]).count)
        XCTAssertEqual(Set(obj.setOptObjectId), Set([oid1, oid2, nil]))
        XCTAssertEqual(obj.setAny.count, Set([AnyRealmValue.none, .int(1), .string("a"), .none]).count)
        XCTAssertEqual(Set(obj.setAny), Set([AnyRealmValue.none, .int(1), .string("a"), .none]))
        XCTAssertEqual(obj.setUuid.count, Set([uuid1, uuid2, uuid3]).count)
        XCTAssertEqual(Set(obj.setUuid), Set([uuid1, uuid2, uuid3]))
        XCTAssertEqual(obj.setOptUuid.count, Set([uuid1, uuid2, uuid3, nil]).count)
        XCTAssertEqual(Set(obj.setOptUuid), Set([uuid1, uuid2, uuid3, nil]))
        XCTAssertEqual(obj.mapBool.count, 2)
        XCTAssertEqual(obj.mapBool["1"], true)
        XCTAssertEqual(obj.mapBool["2"], false)
        XCTAssertEqual(obj.mapOptBool.count, 3)
        XCTAssertEqual(obj.mapOptBool["1"], true)
        XCTAssertEqual(obj.mapOptBool["2"], false)
        XCTAssertTrue(obj.mapOptBool.keys.contains("3"))
        XCTAssertNil(obj.mapOptBool["3"])
        XCTAssertEqual(obj.mapInt.count, 4)
        XCTAssertEqual(obj.mapInt["1"], 1)
        XCTAssertEqual(obj.mapInt["2"], 1)
        XCTAssertEqual(obj.mapInt["3"], 2)
        XCTAssertEqual(obj.mapInt["4"], 3)
        XCTAssertEqual(obj.mapOptInt.count, 5)
        XCTAssertEqual(obj.mapOptInt["1"], 1)
        XCTAssertEqual(obj.mapOptInt["2"], 1)
        XCTAssertEqual(obj.mapOptInt["3"], 2)
        XCTAssertEqual(obj.mapOptInt["4"], 3)
        XCTAssertTrue(obj.mapOptInt.keys.contains("5"))
        XCTAssertNil(obj.mapOptInt["5"])
        XCTAssertEqual(obj.mapInt8.count, 4)
        XCTAssertEqual(obj.mapInt8["1"], 1)
        XCTAssertEqual(obj.mapInt8["2"], 2)
        XCTAssertEqual(obj.mapInt8["3"], 3)
        XCTAssertEqual(obj.mapInt8["4"], 1)
        XCTAssertEqual(obj.mapOptInt8.count, 5)
        XCTAssertEqual(obj.mapOptInt8["1"], 1)
        XCTAssertEqual(obj.mapOptInt8["2"], 2)
        XCTAssertEqual(obj.mapOptInt8["3"], 3)
        XCTAssertEqual(obj.mapOptInt8["4"], 1)
        XCTAssertTrue(obj.mapOptInt8.keys.contains("5"))
        XCTAssertNil(obj.mapOptInt8["5"])
        XCTAssertEqual(obj.mapInt16.count, 4)
        XCTAssertEqual(obj.mapInt16["1"], 1)
        XCTAssertEqual(obj.mapInt16["2"], 2)
        XCTAssertEqual(obj.mapInt16["3"], 3)
        XCTAssertEqual(obj.mapInt16["4"], 1)
        XCTAssertEqual(obj.mapOptInt16.count, 5)
        XCTAssertEqual(obj.mapOptInt16["1"], 1)
        XCTAssertEqual(obj.mapOptInt16["2"], 2)
        XCTAssertEqual(obj.mapOptInt16["3"], 3)
        XCTAssertEqual(obj.mapOptInt16["4"], 1)
        XCTAssertTrue(obj.mapOptInt16.keys.contains("5"))
        XCTAssertNil(obj.mapOptInt16["5"])
        XCTAssertEqual(obj.mapInt32.count, 4)
        XCTAssertEqual(obj.mapInt32["1"], 1)
        XCTAssertEqual(obj.mapInt32["2"], 2)
        XCTAssertEqual(obj.mapInt32["3"], 3)
        XCTAssertEqual(obj.mapInt32["4"], 1)
        XCTAssertEqual(obj.mapOptInt32.count, 5)
        XCTAssertEqual(obj.mapOptInt32["1"], 1)
        XCTAssertEqual(obj.mapOptInt32["2"], 2)
        XCTAssertEqual(obj.mapOptInt32["3"], 3)
        XCTAssertEqual(obj.mapOptInt32["4"], 1)
        XCTAssertTrue(obj.mapOptInt32.keys.contains("5"))
        XCTAssertNil(obj.mapOptInt32["5"])
        XCTAssertEqual(obj.mapInt64.count, 4)
        XCTAssertEqual(obj.mapInt64["1"], 1)
        XCTAssertEqual(obj.mapInt64["2"], 2)
        XCTAssertEqual(obj.mapInt64["3"], 3)
        XCTAssertEqual(obj.mapInt64["4"], 1)
        XCTAssertEqual(obj.mapOptInt64.count, 5)
        XCTAssertEqual(obj.mapOptInt64["1"], 1)
        XCTAssertEqual(obj.mapOptInt64["2"], 2)
        XCTAssertEqual(obj.mapOptInt64["3"], 3)
        XCTAssertEqual(obj.mapOptInt64["4"], 1)
        XCTAssertTrue(obj.mapOptInt64.keys.contains("5"))
        XCTAssertNil(obj.mapOptInt64["5"])
        XCTAssertEqual(obj.mapFloat.count, 4)
        XCTAssertEqual(obj.mapFloat["1"], 1)
        XCTAssertEqual(obj.mapFloat["2"], 2)
        XCTAssertEqual(obj.mapFloat["3"], 3)
        XCTAssertEqual(obj.mapFloat["4"], 1)
        XCTAssertEqual(obj.mapOptFloat.count, 5)
        XCTAssertEqual(obj.mapOptFloat["1"], 1)
        XCTAssertEqual(obj.mapOptFloat["2"], 2)
        XCTAssertEqual(obj.mapOptFloat["3"], 3)
        XCTAssertEqual(obj.mapOptFloat["4"], 1)
        XCTAssertTrue(obj.mapOptFloat.keys.contains("5"))
        XCTAssertNil(obj.mapOptFloat["5"])
        XCTAssertEqual(obj.mapDouble.count, 4)
        XCTAssertEqual(obj.mapDouble["1"], 1)
        XCTAssertEqual(obj.mapDouble["2"], 2)
        XCTAssertEqual(obj.mapDouble["3"], 3)
        XCTAssertEqual(obj.mapDouble["4"], 1)
        XCTAssertEqual(obj.mapOptDouble.count, 5)
        XCTAssertEqual(obj.mapOptDouble["1"], 1)
        XCTAssertEqual(obj.mapOptDouble["2"], 2)
        XCTAssertEqual(obj.mapOptDouble["3"], 3)
        XCTAssertEqual(obj.mapOptDouble["4"], 1)
        XCTAssertTrue(obj.mapOptDouble.keys.contains("5"))
        XCTAssertNil(obj.mapOptDouble["5"])
        XCTAssertEqual(obj.mapString.count, 3)
        XCTAssertEqual(obj.mapString["1"], "a")
        XCTAssertEqual(obj.mapString["2"], "b")
        XCTAssertEqual(obj.mapString["3"], "c")
        XCTAssertEqual(obj.mapOptString.count, 4)
        XCTAssertEqual(obj.mapOptString["1"], "a")
        XCTAssertEqual(obj.mapOptString["2"], "b")
        XCTAssertEqual(obj.mapOptString["3"], "c")
        XCTAssertTrue(obj.mapOptString.keys.contains("4"))
        XCTAssertNil(obj.mapOptString["4"])
        XCTAssertEqual(obj.mapBinary.count, 1)
        XCTAssertEqual(obj.mapBinary["1"], Data("a".utf8))
        XCTAssertEqual(obj.mapOptBinary.count, 2)
        XCTAssertEqual(obj.mapOptBinary["1"], Data("a".utf8))
        XCTAssertTrue(obj.mapOptBinary.keys.contains("2"))
        XCTAssertNil(obj.mapOptBinary["2"])
        XCTAssertEqual(obj.mapDate.count, 2)
        XCTAssertEqual(obj.mapDate["1"], day1)
        XCTAssertEqual(obj.mapDate["2"], day2)
        XCTAssertEqual(obj.mapOptDate.count, 3)
        XCTAssertEqual(obj.mapOptDate["1"], day1)
        XCTAssertEqual(obj.mapOptDate["2"], day2)
        XCTAssertTrue(obj.mapOptDate.keys.contains("3"))
        XCTAssertNil(obj.mapOptDate["3"])
        XCTAssertEqual(obj.mapDecimal.count, 2)
        XCTAssertEqual(obj.mapDecimal["1"], 1 as Decimal128)
        XCTAssertEqual(obj.mapDecimal["2"], 2 as Decimal128)
        XCTAssertEqual(obj.mapOptDecimal.count, 3)
        XCTAssertEqual(obj.mapOptDecimal["1"], 1 as Decimal128)
        XCTAssertEqual(obj.mapOptDecimal["2"], 2 as Decimal128)
        XCTAssertTrue(obj.mapOptDecimal.keys.contains("3"))
        XCTAssertNil(obj.mapOptDecimal["3"])
        XCTAssertEqual(obj.mapObjectId.count, 2)
        XCTAssertEqual(obj.mapObjectId["1"], oid1)
        XCTAssertEqual(obj.mapObjectId["2"], oid2)
        XCTAssertEqual(obj.mapOptObjectId.count, 3)
        XCTAssertEqual(obj.mapOptObjectId["1"], oid1)
        XCTAssertEqual(obj.mapOptObjectId["2"], oid2)
        XCTAssertTrue(obj.mapOptObjectId.keys.contains("3"))
        XCTAssertNil(obj.mapOptObjectId["3"])
        XCTAssertEqual(obj.mapAny.count, 4)
        XCTAssertEqual(obj.mapAny["1"], AnyRealmValue.none)
        XCTAssertEqual(obj.mapAny["2"], AnyRealmValue.int(1))
        XCTAssertEqual(obj.mapAny["3"], AnyRealmValue.string("a"))
        XCTAssertEqual(obj.mapAny["4"], AnyRealmValue.none)
        XCTAssertEqual(obj.mapUuid.count, 3)
        XCTAssertEqual(obj.mapUuid["1"], uuid1)
        XCTAssertEqual(obj.mapUuid["2"], uuid2)
        XCTAssertEqual(obj.mapUuid["3"], uuid3)
        XCTAssertEqual(obj.mapOptUuid.count, 4)
        XCTAssertEqual(obj.mapOptUuid["1"], uuid1)
        XCTAssertEqual(obj.mapOptUuid["2"], uuid2)
        XCTAssertEqual(obj.mapOptUuid["3"], uuid3)
        XCTAssertTrue(obj.mapOptUuid.keys.contains("4"))
        XCTAssertNil(obj.mapOptUuid["4"])
    }

    let fromDictionary = makeValues()
    check(ModernAllTypesObject(value: fromDictionary), fromDictionary, false)
    let fromArray = makeValues()
    check(ModernAllTypesObject(value: arrayOf(fromArray)), fromArray, false)
    let fromObject = makeValues()
    check(ModernAllTypesObject(value: ModernAllTypesObject(value: fromObject)), fromObject, false)
}

/// create(_:value:) of a ModernAllTypesObject with a dictionary gives each property the value given, the linked objects copied with their primary keys.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testCreateWithDictionary
func testModernAllTypesObjectCreateFromDictionary() throws {
    let realm = try Realm()
    let day1 = Date(timeIntervalSince1970: 100)
    let day2 = Date(timeIntervalSince1970: 200)
    let oid1 = ObjectId("6564b1a0a1b2c3d4e5f60001")
    let oid2 = ObjectId("6564b1a0a1b2c3d4e5f60002")
    let oid3 = ObjectId("6564b1a0a1b2c3d4e5f60003")
    let oid4 = ObjectId("6564b1a0a1b2c3d4e5f60004")
    let uuid1 = UUID(uuidString: "6e1a3c1e-0000-4000-8000-000000000001")!
    let uuid2 = UUID(uuidString: "6e1a3c1e-0000-4000-8000-000000000002")!
    let uuid3 = UUID(uuidString: "6e1a3c1e-0000-4000-8000-000000000003")!
    let uuid4 = UUID(uuidString: "6e1a3c1e-0000-4000-8000-000000000004")!
    // Fresh linked objects each time, so that each created copy has primary keys of its own.
    let makeValues = { () -> [String: Any] in
        return [
            "boolCol": true,
            "intCol": 10,
            "int8Col": 11 as Int8,
            "int16Col": 12 as Int16,
            "int32Col": 13 as Int32,
            "int64Col": 14 as Int64,
            "floatCol": 15 as Float,
            "doubleCol": 16 as Double,
            "stringCol": "a",
            "binaryCol": Data("b".utf8),
            "dateCol": Date(timeIntervalSince1970: 17),
            "decimalCol": 18 as Decimal128,
            "objectIdCol": oid3,
            "objectCol": ModernAllTypesObject(value: ["intCol": 1]),
            "arrayCol": [ModernAllTypesObject(value: ["intCol": 2]), ModernAllTypesObject(value: ["intCol": 3])],
            "setCol": [ModernAllTypesObject(value: ["intCol": 4]), ModernAllTypesObject(value: ["intCol": 5]),
                       ModernAllTypesObject(value: ["intCol": 6])],
            "anyCol": AnyRealmValue.int(20),
            "uuidCol": uuid4,
            "intEnumCol": ModernIntEnum.value2,
            "stringEnumCol": ModernStringEnum.value3,
            "optBoolCol": false,
            "optIntCol": 30,
            "optInt8Col": 31 as Int8,
            "optInt16Col": 32 as Int16,
            "optInt32Col": 33 as Int32,
            "optInt64Col": 34 as Int64,
            "optFloatCol": 35 as Float,
            "optDoubleCol": 36 as Double,
            "optStringCol": "c",
            "optBinaryCol": Data("d".utf8),
            "optDateCol": Date(timeIntervalSince1970: 37),
            "optDecimalCol": 38 as Decimal128,
            "optObjectIdCol": oid4,
            "optUuidCol": uuid1,
            "optIntEnumCol": ModernIntEnum.value1,
            "optStringEnumCol": ModernStringEnum.value1,
            "arrayBool": [true, false],
            "arrayOptBool": [true, false, nil],
            "arrayInt": [1, 1, 2, 3],
            "arrayOptInt": [1, 1, 2, 3, nil],
            "arrayInt8": [1, 2, 3, 1],
            "arrayOptInt8": [1, 2, 3, 1, nil],
            "arrayInt16": [1, 2, 3, 1],
            "arrayOptInt16": [1, 2, 3, 1, nil],
            "arrayInt32": [1, 2, 3, 1],
            "arrayOptInt32": [1, 2, 3, 1, nil],
            "arrayInt64": [1, 2, 3, 1],
            "arrayOptInt64": [1, 2, 3, 1, nil],
            "arrayFloat": [1, 2, 3, 1] as [Float],
            "arrayOptFloat": [1, 2, 3, 1, nil] as [Float?],
            "arrayDouble": [1, 2, 3, 1] as [Double],
            "arrayOptDouble": [1, 2, 3, 1, nil] as [Double?],
            "arrayString": ["a", "b", "c"],
            "arrayOptString": ["a", "b", "c", nil],
            "arrayBinary": [Data("a".utf8)],
            "arrayOptBinary": [Data("a".utf8), nil],
            "arrayDate": [day1, day2],
            "arrayOptDate": [day1, day2, nil],
            "arrayDecimal": [1 as Decimal128, 2 as Decimal128],
            "arrayOptDecimal": [1 as Decimal128, 2 as Decimal128, nil],
            "arrayObjectId": [oid1, oid2],
            "arrayOptObjectId": [oid1, oid2, nil],
            "arrayAny": [AnyRealmValue.none, .int(1), .string("a"), .none],
            "arrayUuid": [uuid1, uuid2, uuid3],
            "arrayOptUuid": [uuid1, uuid2, uuid3, nil],
            "setBool": [true, false],
            "setOptBool": [true, false, nil],
            "setInt": [1, 1, 2, 3],
            "setOptInt": [1, 1, 2, 3, nil],
            "setInt8": [1, 2, 3, 1],
            "setOptInt8": [1, 2, 3, 1, nil],
            "setInt16": [1, 2, 3, 1],
            "setOptInt16": [1, 2, 3, 1, nil],
            "setInt32": [1, 2, 3, 1],
            "setOptInt32": [1, 2, 3, 1, nil],
            "setInt64": [1, 2, 3, 1],
            "setOptInt64": [1, 2, 3, 1, nil],
            "setFloat": [1, 2, 3, 1] as [Float],
            "setOptFloat": [1, 2, 3, 1, nil] as [Float?],
            "setDouble": [1, 2, 3, 1] as [Double],
            "setOptDouble": [1, 2, 3, 1, nil] as [Double?],
            "setString": ["a", "b", "c"],
            "setOptString": ["a", "b", "c", nil],
            "setBinary": [Data("a".utf8)],
            "setOptBinary": [Data("a".utf8), nil],
            "setDate": [day1, day2],
            "setOptDate": [day1, day2, nil],
            "setDecimal": [1 as Decimal128, 2 as Decimal128],
            "setOptDecimal": [1 as Decimal128, 2 as Decimal128, nil],
            "setObjectId": [oid1, oid2],
            "setOptObjectId": [oid1, oid2, nil],
            "setAny": [AnyRealmValue.none, .int(1), .string("a"), .none],
            "setUuid": [uuid1, uuid2, uuid3],
            "setOptUuid": [uuid1, uuid2, uuid3, nil],
            "mapBool": ["1": true, "2": false],
            "mapOptBool": ["1": true, "2": false, "3": nil],
            "mapInt": ["1": 1, "2": 1, "3": 2, "4": 3],
            "mapOptInt": ["1": 1, "2": 1, "3": 2, "4": 3, "5": nil],
            "mapInt8": ["1": 1, "2": 2, "3": 3, "4": 1],
            "mapOptInt8": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil],
            "mapInt16": ["1": 1, "2": 2, "3": 3, "4": 1],
            "mapOptInt16": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil],
            "mapInt32": ["1": 1, "2": 2, "3": 3, "4": 1],
            "mapOptInt32": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil],
            "mapInt64": ["1": 1, "2": 2, "3": 3, "4": 1],
            "mapOptInt64": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil],
            "mapFloat": ["1": 1, "2": 2, "3": 3, "4": 1] as [String: Float],
            "mapOptFloat": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil] as [String: Float?],
            "mapDouble": ["1": 1, "2": 2, "3": 3, "4": 1] as [String: Double],
            "mapOptDouble": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil] as [String: Double?],
            "mapString": ["1": "a", "2": "b", "3": "c"],
            "mapOptString": ["1": "a", "2": "b", "3": "c", "4": nil],
            "mapBinary": ["1": Data("a".utf8)],
            "mapOptBinary": ["1": Data("a".utf8), "2": nil],
            "mapDate": ["1": day1, "2": day2],
            "mapOptDate": ["1": day1, "2": day2, "3": nil],
            "mapDecimal": ["1": 1 as Decimal128, "2": 2 as Decimal128],
            "mapOptDecimal": ["1": 1 as Decimal128, "2": 2 as Decimal128, "3": nil],
            "mapObjectId": ["1": oid1, "2": oid2],
            "mapOptObjectId": ["1": oid1, "2": oid2, "3": nil],
            "mapAny": ["1": AnyRealmValue.none, "2": .int(1), "3": .string("a"), "4": .none],
            "mapUuid": ["1": uuid1, "2": uuid2, "3": uuid3],
            "mapOptUuid": ["1": uuid1, "2": uuid2, "3": uuid3, "4": nil],
        ]
    }
    // The same values as an array in the order of the persisted properties: a new primary key first,
    // and null for the map of objects the dictionary leaves out.
    let propertyOrder = ["boolCol", "intCol", "int8Col", "int16Col", "int32Col", "int64Col", "floatCol", "doubleCol", "stringCol", "binaryCol", "dateCol", "decimalCol", "objectIdCol", "objectCol", "arrayCol", "setCol", "mapCol", "anyCol", "uuidCol", "intEnumCol", "stringEnumCol", "optIntCol", "optInt8Col", "optInt16Col", "optInt32Col", "optInt64Col", "optFloatCol", "optDoubleCol", "optBoolCol", "optStringCol", "optBinaryCol", "optDateCol", "optDecimalCol", "optObjectIdCol", "optUuidCol", "optIntEnumCol", "optStringEnumCol", "arrayBool", "arrayInt", "arrayInt8", "arrayInt16", "arrayInt32", "arrayInt64", "arrayFloat", "arrayDouble", "arrayString", "arrayBinary", "arrayDate", "arrayDecimal", "arrayObjectId", "arrayAny", "arrayUuid", "arrayOptBool", "arrayOptInt", "arrayOptInt8", "arrayOptInt16", "arrayOptInt32", "arrayOptInt64", "arrayOptFloat", "arrayOptDouble", "arrayOptString", "arrayOptBinary", "arrayOptDate", "arrayOptDecimal", "arrayOptObjectId", "arrayOptUuid", "setBool", "setInt", "setInt8", "setInt16", "setInt32", "setInt64", "setFloat", "setDouble", "setString", "setBinary", "setDate", "setDecimal", "setObjectId", "setAny", "setUuid", "setOptBool", "setOptInt", "setOptInt8", "setOptInt16", "setOptInt32", "setOptInt64", "setOptFloat", "setOptDouble", "setOptString", "setOptBinary", "setOptDate", "setOptDecimal", "setOptObjectId", "setOptUuid", "mapBool", "mapInt", "mapInt8", "mapInt16", "mapInt32", "mapInt64", "mapFloat", "mapDouble", "mapString", "mapBinary", "mapDate", "mapDecimal", "mapObjectId", "mapAny", "mapUuid", "mapOptBool", "mapOptInt", "mapOptInt8", "mapOptInt16", "mapOptInt32", "mapOptInt64", "mapOptFloat", "mapOptDouble", "mapOptString", "mapOptBinary", "mapOptDate", "mapOptDecimal", "mapOptObjectId", "mapOptUuid"]
    let arrayOf = { (values: [String: Any]) -> [Any] in
        var array: [Any] = [ObjectId.generate()]
        for name in propertyOrder {
            array.append(values[name] ?? NSNull())
        }
        return array
    }
    let check = { (obj: ModernAllTypesObject, values: [String: Any], copied: Bool) in
        XCTAssertEqual(obj.boolCol, true)
        XCTAssertEqual(obj.intCol, 10)
        XCTAssertEqual(obj.int8Col, 11)
        XCTAssertEqual(obj.int16Col, 12)
        XCTAssertEqual(obj.int32Col, 13)
        XCTAssertEqual(obj.int64Col, 14)
        XCTAssertEqual(obj.floatCol, 15)
        XCTAssertEqual(obj.doubleCol, 16)
        XCTAssertEqual(obj.stringCol, "a")
        XCTAssertEqual(obj.binaryCol, Data("b".utf8))
        XCTAssertEqual(obj.dateCol, Date(timeIntervalSince1970: 17))
        XCTAssertEqual(obj.decimalCol, 18 as Decimal128)
        XCTAssertEqual(obj.objectIdCol, oid3)
        XCTAssertEqual(obj.objectCol!.pk, (values["objectCol"] as! ModernAllTypesObject).pk)
        let arrayLinks = values["arrayCol"] as! [ModernAllTypesObject]
        XCTAssertEqual(obj.arrayCol.count, 2)
        for link in arrayLinks {
            XCTAssertTrue(copied ? obj.arrayCol.contains { $0.pk == link.pk } : obj.arrayCol.contains(link))
        }
        let setLinks = values["setCol"] as! [ModernAllTypesObject]
        XCTAssertEqual(obj.setCol.count, 3)
        for link in setLinks {
            XCTAssertTrue(copied ? obj.setCol.contains { $0.pk == link.pk } : obj.setCol.contains(link))
        }
        XCTAssertEqual(obj.anyCol, .int(20))
        XCTAssertEqual(obj.uuidCol, uuid4)
        XCTAssertEqual(obj.intEnumCol, .value2)
        XCTAssertEqual(obj.stringEnumCol, .value3)
        XCTAssertEqual(obj.optBoolCol, false)
        XCTAssertEqual(obj.optIntCol, 30)
        XCTAssertEqual(obj.optInt8Col, 31)
        XCTAssertEqual(obj.optInt16Col, 32)
        XCTAssertEqual(obj.optInt32Col, 33)
        XCTAssertEqual(obj.optInt64Col, 34)
        XCTAssertEqual(obj.optFloatCol, 35)
        XCTAssertEqual(obj.optDoubleCol, 36)
        XCTAssertEqual(obj.optStringCol, "c")
        XCTAssertEqual(obj.optBinaryCol, Data("d".utf8))
        XCTAssertEqual(obj.optDateCol, Date(timeIntervalSince1970: 37))
        XCTAssertEqual(obj.optDecimalCol, 38 as Decimal128)
        XCTAssertEqual(obj.optObjectIdCol, oid4)
        XCTAssertEqual(obj.optUuidCol, uuid1)
        XCTAssertEqual(obj.optIntEnumCol, .value1)
        XCTAssertEqual(obj.optStringEnumCol, .value1)
        XCTAssertEqual(Array(obj.arrayBool), [true, false])
        XCTAssertEqual(Array(obj.arrayOptBool), [true, false, nil])
        XCTAssertEqual(Array(obj.arrayInt), [1, 1, 2, 3])
        XCTAssertEqual(Array(obj.arrayOptInt), [1, 1, 2, 3, nil])
        XCTAssertEqual(Array(obj.arrayInt8), [1, 2, 3, 1])
        XCTAssertEqual(Array(obj.arrayOptInt8), [1, 2, 3, 1, nil])
        XCTAssertEqual(Array(obj.arrayInt16), [1, 2, 3, 1])
        XCTAssertEqual(Array(obj.arrayOptInt16), [1, 2, 3, 1, nil])
        XCTAssertEqual(Array(obj.arrayInt32), [1, 2, 3, 1])
        XCTAssertEqual(Array(obj.arrayOptInt32), [1, 2, 3, 1, nil])
        XCTAssertEqual(Array(obj.arrayInt64), [1, 2, 3, 1])
        XCTAssertEqual(Array(obj.arrayOptInt64), [1, 2, 3, 1, nil])
        XCTAssertEqual(Array(obj.arrayFloat), [1, 2, 3, 1] as [Float])
        XCTAssertEqual(Array(obj.arrayOptFloat), [1, 2, 3, 1, nil] as [Float?])
        XCTAssertEqual(Array(obj.arrayDouble), [1, 2, 3, 1] as [Double])
        XCTAssertEqual(Array(obj.arrayOptDouble), [1, 2, 3, 1, nil] as [Double?])
        XCTAssertEqual(Array(obj.arrayString), ["a", "b", "c"])
        XCTAssertEqual(Array(obj.arrayOptString), ["a", "b", "c", nil])
        XCTAssertEqual(Array(obj.arrayBinary), [Data("a".utf8)])
        XCTAssertEqual(Array(obj.arrayOptBinary), [Data("a".utf8), nil])
        XCTAssertEqual(Array(obj.arrayDate), [day1, day2])
        XCTAssertEqual(Array(obj.arrayOptDate), [day1, day2, nil])
        XCTAssertEqual(Array(obj.arrayDecimal), [1 as Decimal128, 2 as Decimal128])
        XCTAssertEqual(Array(obj.arrayOptDecimal), [1 as Decimal128, 2 as Decimal128, nil])
        XCTAssertEqual(Array(obj.arrayObjectId), [oid1, oid2])
        XCTAssertEqual(Array(obj.arrayOptObjectId), [oid1, oid2, nil])
        XCTAssertEqual(Array(obj.arrayAny), [AnyRealmValue.none, .int(1), .string("a"), .none])
        XCTAssertEqual(Array(obj.arrayUuid), [uuid1, uuid2, uuid3])
        XCTAssertEqual(Array(obj.arrayOptUuid), [uuid1, uuid2, uuid3, nil])
        XCTAssertEqual(obj.setBool.count, Set([true, false]).count)
        XCTAssertEqual(Set(obj.setBool), Set([true, false]))
        XCTAssertEqual(obj.setOptBool.count, Set([true, false, nil]).count)
        XCTAssertEqual(Set(obj.setOptBool), Set([true, false, nil]))
        XCTAssertEqual(obj.setInt.count, Set([1, 1, 2, 3]).count)
        XCTAssertEqual(Set(obj.setInt), Set([1, 1, 2, 3]))
        XCTAssertEqual(obj.setOptInt.count, Set([1, 1, 2, 3, nil]).count)
        XCTAssertEqual(Set(obj.setOptInt), Set([1, 1, 2, 3, nil]))
        XCTAssertEqual(obj.setInt8.count, Set([1, 2, 3, 1]).count)
        XCTAssertEqual(Set(obj.setInt8), Set([1, 2, 3, 1]))
        XCTAssertEqual(obj.setOptInt8.count, Set([1, 2, 3, 1, nil]).count)
        XCTAssertEqual(Set(obj.setOptInt8), Set([1, 2, 3, 1, nil]))
        XCTAssertEqual(obj.setInt16.count, Set([1, 2, 3, 1]).count)
        XCTAssertEqual(Set(obj.setInt16), Set([1, 2, 3, 1]))
        XCTAssertEqual(obj.setOptInt16.count, Set([1, 2, 3, 1, nil]).count)
        XCTAssertEqual(Set(obj.setOptInt16), Set([1, 2, 3, 1, nil]))
        XCTAssertEqual(obj.setInt32.count, Set([1, 2, 3, 1]).count)
        XCTAssertEqual(Set(obj.setInt32), Set([1, 2, 3, 1]))
        XCTAssertEqual(obj.setOptInt32.count, Set([1, 2, 3, 1, nil]).count)
        XCTAssertEqual(Set(obj.setOptInt32), Set([1, 2, 3, 1, nil]))
        XCTAssertEqual(obj.setInt64.count, Set([1, 2, 3, 1]).count)
        XCTAssertEqual(Set(obj.setInt64), Set([1, 2, 3, 1]))
        XCTAssertEqual(obj.setOptInt64.count, Set([1, 2, 3, 1, nil]).count)
        XCTAssertEqual(Set(obj.setOptInt64), Set([1, 2, 3, 1, nil]))
        XCTAssertEqual(obj.setFloat.count, Set([1, 2, 3, 1] as [Float]).count)
        XCTAssertEqual(Set(obj.setFloat), Set([1, 2, 3, 1] as [Float]))
        XCTAssertEqual(obj.setOptFloat.count, Set([1, 2, 3, 1, nil] as [Float?]).count)
        XCTAssertEqual(Set(obj.setOptFloat), Set([1, 2, 3, 1, nil] as [Float?]))
        XCTAssertEqual(obj.setDouble.count, Set([1, 2, 3, 1] as [Double]).count)
        XCTAssertEqual(Set(obj.setDouble), Set([1, 2, 3, 1] as [Double]))
        XCTAssertEqual(obj.setOptDouble.count, Set([1, 2, 3, 1, nil] as [Double?]).count)
        XCTAssertEqual(Set(obj.setOptDouble), Set([1, 2, 3, 1, nil] as [Double?]))
        XCTAssertEqual(obj.setString.count, Set(["a", "b", "c"]).count)
        XCTAssertEqual(Set(obj.setString), Set(["a", "b", "c"]))
        XCTAssertEqual(obj.setOptString.count, Set(["a", "b", "c", nil]).count)
        XCTAssertEqual(Set(obj.setOptString), Set(["a", "b", "c", nil]))
        XCTAssertEqual(obj.setBinary.count, Set([Data("a".utf8)]).count)
        XCTAssertEqual(Set(obj.setBinary), Set([Data("a".utf8)]))
        XCTAssertEqual(obj.setOptBinary.count, Set([Data("a".utf8), nil]).count)
        XCTAssertEqual(Set(obj.setOptBinary), Set([Data("a".utf8), nil]))
        XCTAssertEqual(obj.setDate.count, Set([day1, day2]).count)
        XCTAssertEqual(Set(obj.setDate), Set([day1, day2]))
        XCTAssertEqual(obj.setOptDate.count, Set([day1, day2, nil]).count)
        XCTAssertEqual(Set(obj.setOptDate), Set([day1, day2, nil]))
        XCTAssertEqual(obj.setDecimal.count, Set([1 as Decimal128, 2 as Decimal128]).count)
        XCTAssertEqual(Set(obj.setDecimal), Set([1 as Decimal128, 2 as Decimal128]))
        XCTAssertEqual(obj.setOptDecimal.count, Set([1 as Decimal128, 2 as Decimal128, nil]).count)
        XCTAssertEqual(Set(obj.setOptDecimal), Set([1 as Decimal128, 2 as Decimal128, nil]))
        XCTAssertEqual(obj.setObjectId.count, Set([oid1, oid2]).count)
        XCTAssertEqual(Set(obj.setObjectId), Set([oid1, oid2]))
        XCTAssertEqual(obj.setOptObjectId.count, Set([oid1, oid2, nil]).count)
        XCTAssertEqual(Set(obj.setOptObjectId), Set([oid1, oid2, nil]))
        XCTAssertEqual(obj.setAny.count, Set([AnyRealmValue.none, .int(1), .string("a"), .none]).count)
        XCTAssertEqual(Set(obj.setAny), Set([AnyRealmValue.none, .int(1), .string("a"), .none]))
        XCTAssertEqual(obj.setUuid.count, Set([uuid1, uuid2, uuid3]).count)
        XCTAssertEqual(Set(obj.setUuid), Set([uuid1, uuid2, uuid3]))
        XCTAssertEqual(obj.setOptUuid.count, Set([uuid1, uuid2, uuid3, nil]).count)
        XCTAssertEqual(Set(obj.setOptUuid), Set([uuid1, uuid2, uuid3, nil]))
        XCTAssertEqual(obj.mapBool.count, 2)
        XCTAssertEqual(obj.mapBool["1"], true)
        XCTAssertEqual(obj.mapBool["2"], false)
        XCTAssertEqual(obj.mapOptBool.count, 3)
        XCTAssertEqual(obj.mapOptBool["1"], true)
        XCTAssertEqual(obj.mapOptBool["2"], false)
        XCTAssertTrue(obj.mapOptBool.keys.contains("3"))
        XCTAssertNil(obj.mapOptBool["3"])
        XCTAssertEqual(obj.mapInt.count, 4)
        XCTAssertEqual(obj.mapInt["1"], 1)
        XCTAssertEqual(obj.mapInt["2"], 1)
        XCTAssertEqual(obj.mapInt["3"], 2)
        XCTAssertEqual(obj.mapInt["4"], 3)
        XCTAssertEqual(obj.mapOptInt.count, 5)
        XCTAssertEqual(obj.mapOptInt["1"], 1)
        XCTAssertEqual(obj.mapOptInt["2"], 1)
        XCTAssertEqual(obj.mapOptInt["3"], 2)
        XCTAssertEqual(obj.mapOptInt["4"], 3)
        XCTAssertTrue(obj.mapOptInt.keys.contains("5"))
        XCTAssertNil(obj.mapOptInt["5"])
        XCTAssertEqual(obj.mapInt8.count, 4)
        XCTAssertEqual(obj.mapInt8["1"], 1)
        XCTAssertEqual(obj.mapInt8["2"], 2)
        XCTAssertEqual(obj.mapInt8["3"], 3)
        XCTAssertEqual(obj.mapInt8["4"], 1)
        XCTAssertEqual(obj.mapOptInt8.count, 5)
        XCTAssertEqual(obj.mapOptInt8["1"], 1)
        XCTAssertEqual(obj.mapOptInt8["2"], 2)
        XCTAssertEqual(obj.mapOptInt8["3"], 3)
        XCTAssertEqual(obj.mapOptInt8["4"], 1)
        XCTAssertTrue(obj.mapOptInt8.keys.contains("5"))
        XCTAssertNil(obj.mapOptInt8["5"])
        XCTAssertEqual(obj.mapInt16.count, 4)
        XCTAssertEqual(obj.mapInt16["1"], 1)
        XCTAssertEqual(obj.mapInt16["2"], 2)
        XCTAssertEqual(obj.mapInt16["3"], 3)
        XCTAssertEqual(obj.mapInt16["4"], 1)
        XCTAssertEqual(obj.mapOptInt16.count, 5)
        XCTAssertEqual(obj.mapOptInt16["1"], 1)
        XCTAssertEqual(obj.mapOptInt16["2"], 2)
        XCTAssertEqual(obj.mapOptInt16["3"], 3)
        XCTAssertEqual(obj.mapOptInt16["4"], 1)
        XCTAssertTrue(obj.mapOptInt16.keys.contains("5"))
        XCTAssertNil(obj.mapOptInt16["5"])
        XCTAssertEqual(obj.mapInt32.count, 4)
        XCTAssertEqual(obj.mapInt32["1"], 1)
        XCTAssertEqual(obj.mapInt32["2"], 2)
        XCTAssertEqual(obj.mapInt32["3"], 3)
        XCTAssertEqual(obj.mapInt32["4"], 1)
        XCTAssertEqual(obj.mapOptInt32.count, 5)
        XCTAssertEqual(obj.mapOptInt32["1"], 1)
        XCTAssertEqual(obj.mapOptInt32["2"], 2)
        XCTAssertEqual(obj.mapOptInt32["3"], 3)
        XCTAssertEqual(obj.mapOptInt32["4"], 1)
        XCTAssertTrue(obj.mapOptInt32.keys.contains("5"))
        XCTAssertNil(obj.mapOptInt32["5"])
        XCTAssertEqual(obj.mapInt64.count, 4)
        XCTAssertEqual(obj.mapInt64["1"], 1)
        XCTAssertEqual(obj.mapInt64["2"], 2)
        XCTAssertEqual(obj.mapInt64["3"], 3)
        XCTAssertEqual(obj.mapInt64["4"], 1)
        XCTAssertEqual(obj.mapOptInt64.count, 5)
        XCTAssertEqual(obj.mapOptInt64["1"], 1)
        XCTAssertEqual(obj.mapOptInt64["2"], 2)
        XCTAssertEqual(obj.mapOptInt64["3"], 3)
        XCTAssertEqual(obj.mapOptInt64["4"], 1)
        XCTAssertTrue(obj.mapOptInt64.keys.contains("5"))
        XCTAssertNil(obj.mapOptInt64["5"])
        XCTAssertEqual(obj.mapFloat.count, 4)
        XCTAssertEqual(obj.mapFloat["1"], 1)
        XCTAssertEqual(obj.mapFloat["2"], 2)
        XCTAssertEqual(obj.mapFloat["3"], 3)
        XCTAssertEqual(obj.mapFloat["4"], 1)
        XCTAssertEqual(obj.mapOptFloat.count, 5)
        XCTAssertEqual(obj.mapOptFloat["1"], 1)
        XCTAssertEqual(obj.mapOptFloat["2"], 2)
        XCTAssertEqual(obj.mapOptFloat["3"], 3)
        XCTAssertEqual(obj.mapOptFloat["4"], 1)
        XCTAssertTrue(obj.mapOptFloat.keys.contains("5"))
        XCTAssertNil(obj.mapOptFloat["5"])
        XCTAssertEqual(obj.mapDouble.count, 4)
        XCTAssertEqual(obj.mapDouble["1"], 1)
        XCTAssertEqual(obj.mapDouble["2"], 2)
        XCTAssertEqual(obj.mapDouble["3"], 3)
        XCTAssertEqual(obj.mapDouble["4"], 1)
        XCTAssertEqual(obj.mapOptDouble.count, 5)
        XCTAssertEqual(obj.mapOptDouble["1"], 1)
        XCTAssertEqual(obj.mapOptDouble["2"], 2)
        XCTAssertEqual(obj.mapOptDouble["3"], 3)
        XCTAssertEqual(obj.mapOptDouble["4"], 1)
        XCTAssertTrue(obj.mapOptDouble.keys.contains("5"))
        XCTAssertNil(obj.mapOptDouble["5"])
        XCTAssertEqual(obj.mapString.count, 3)
        XCTAssertEqual(obj.mapString["1"], "a")
        XCTAssertEqual(obj.mapString["2"], "b")
        XCTAssertEqual(obj.mapString["3"], "c")
        XCTAssertEqual(obj.mapOptString.count, 4)
        XCTAssertEqual(obj.mapOptString["1"], "a")
        XCTAssertEqual(obj.mapOptString["2"], "b")
        XCTAssertEqual(obj.mapOptString["3"], "c")
        XCTAssertTrue(obj.mapOptString.keys.contains("4"))
        XCTAssertNil(obj.mapOptString["4"])
        XCTAssertEqual(obj.mapBinary.count, 1)
        XCTAssertEqual(obj.mapBinary["1"], Data("a".utf8))
        XCTAssertEqual(obj.mapOptBinary.count, 2)
        XCTAssertEqual(obj.mapOptBinary["1"], Data("a".utf8))
        XCTAssertTrue(obj.mapOptBinary.keys.contains("2"))
        XCTAssertNil(obj.mapOptBinary["2"])
        XCTAssertEqual(obj.mapDate.count, 2)
        XCTAssertEqual(obj.mapDate["1"], day1)
        XCTAssertEqual(obj.mapDate["2"], day2)
        XCTAssertEqual(obj.mapOptDate.count, 3)
        XCTAssertEqual(obj.mapOptDate["1"], day1)
        XCTAssertEqual(obj.mapOptDate["2"], day2)
        XCTAssertTrue(obj.mapOptDate.keys.contains("3"))
        XCTAssertNil(obj.mapOptDate["3"])
        XCTAssertEqual(obj.mapDecimal.count, 2)
        XCTAssertEqual(obj.mapDecimal["1"], 1 as Decimal128)
        XCTAssertEqual(obj.mapDecimal["2"], 2 as Decimal128)
        XCTAssertEqual(obj.mapOptDecimal.count, 3)
        XCTAssertEqual(obj.mapOptDecimal["1"], 1 as Decimal128)
        XCTAssertEqual(obj.mapOptDecimal["2"], 2 as Decimal128)
        XCTAssertTrue(obj.mapOptDecimal.keys.contains("3"))
        XCTAssertNil(obj.mapOptDecimal["3"])
        XCTAssertEqual(obj.mapObjectId.count, 2)
        XCTAssertEqual(obj.mapObjectId["1"], oid1)
        XCTAssertEqual(obj.mapObjectId["2"], oid2)
        XCTAssertEqual(obj.mapOptObjectId.count, 3)
        XCTAssertEqual(obj.mapOptObjectId["1"], oid1)
        XCTAssertEqual(obj.mapOptObjectId["2"], oid2)
        XCTAssertTrue(obj.mapOptObjectId.keys.contains("3"))
        XCTAssertNil(obj.mapOptObjectId["3"])
        XCTAssertEqual(obj.mapAny.count, 4)
        XCTAssertEqual(obj.mapAny["1"], AnyRealmValue.none)
        XCTAssertEqual(obj.mapAny["2"], AnyRealmValue.int(1))
        XCTAssertEqual(obj.mapAny["3"], AnyRealmValue.string("a"))
        XCTAssertEqual(obj.mapAny["4"], AnyRealmValue.none)
        XCTAssertEqual(obj.mapUuid.count, 3)
        XCTAssertEqual(obj.mapUuid["1"], uuid1)
        XCTAssertEqual(obj.mapUuid["2"], uuid2)
        XCTAssertEqual(obj.mapUuid["3"], uuid3)
        XCTAssertEqual(obj.mapOptUuid.count, 4)
        XCTAssertEqual(obj.mapOptUuid["1"], uuid1)
        XCTAssertEqual(obj.mapOptUuid["2"], uuid2)
        XCTAssertEqual(obj.mapOptUuid["3"], uuid3)
        XCTAssertTrue(obj.mapOptUuid.keys.contains("4"))
        XCTAssertNil(obj.mapOptUuid["4"])
    }

    let values = makeValues()
    let created = try realm.write {
        return realm.create(ModernAllTypesObject.self, value: values)
    }
    check(created, values, true)
}

/// create(_:value:) of a ModernAllTypesObject with an array in property order gives each property the value given, the linked objects copied with their primary keys.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testCreateWithArray
func testModernAllTypesObjectCreateFromArray() throws {
    let realm = try Realm()
    let day1 = Date(timeIntervalSince1970: 100)
    let day2 = Date(timeIntervalSince1970: 200)
    let oid1 = ObjectId("6564b1a0a1b2c3d4e5f60001")
    let oid2 = ObjectId("6564b1a0a1b2c3d4e5f60002")
    let oid3 = ObjectId("6564b1a0a1b2c3d4e5f60003")
    let oid4 = ObjectId("6564b1a0a1b2c3d4e5f60004")
    let uuid1 = UUID(uuidString: "6e1a3c1e-0000-4000-8000-000000000001")!
    let uuid2 = UUID(uuidString: "6e1a3c1e-0000-4000-8000-000000000002")!
    let uuid3 = UUID(uuidString: "6e1a3c1e-0000-4000-8000-000000000003")!
    let uuid4 = UUID(uuidString: "6e1a3c1e-0000-4000-8000-000000000004")!
    // Fresh linked objects each time, so that each created copy has primary keys of its own.
    let makeValues = { () -> [String: Any] in
        return [
            "boolCol": true,
            "intCol": 10,
            "int8Col": 11 as Int8,
            "int16Col": 12 as Int16,
            "int32Col": 13 as Int32,
            "int64Col": 14 as Int64,
            "floatCol": 15 as Float,
            "doubleCol": 16 as Double,
            "stringCol": "a",
            "binaryCol": Data("b".utf8),
            "dateCol": Date(timeIntervalSince1970: 17),
            "decimalCol": 18 as Decimal128,
            "objectIdCol": oid3,
            "objectCol": ModernAllTypesObject(value: ["intCol": 1]),
            "arrayCol": [ModernAllTypesObject(value: ["intCol": 2]), ModernAllTypesObject(value: ["intCol": 3])],
            "setCol": [ModernAllTypesObject(value: ["intCol": 4]), ModernAllTypesObject(value: ["intCol": 5]),
                       ModernAllTypesObject(value: ["intCol": 6])],
            "anyCol": AnyRealmValue.int(20),
            "uuidCol": uuid4,
            "intEnumCol": ModernIntEnum.value2,
            "stringEnumCol": ModernStringEnum.value3,
            "optBoolCol": false,
            "optIntCol": 30,
            "optInt8Col": 31 as Int8,
            "optInt16Col": 32 as Int16,
            "optInt32Col": 33 as Int32,
            "optInt64Col": 34 as Int64,
            "optFloatCol": 35 as Float,
            "optDoubleCol": 36 as Double,
            "optStringCol": "c",
            "optBinaryCol": Data("d".utf8),
            "optDateCol": Date(timeIntervalSince1970: 37),
            "optDecimalCol": 38 as Decimal128,
            "optObjectIdCol": oid4,
            "optUuidCol": uuid1,
            "optIntEnumCol": ModernIntEnum.value1,
            "optStringEnumCol": ModernStringEnum.value1,
            "arrayBool": [true, false],
            "arrayOptBool": [true, false, nil],
            "arrayInt": [1, 1, 2, 3],
            "arrayOptInt": [1, 1, 2, 3, nil],
            "arrayInt8": [1, 2, 3, 1],
            "arrayOptInt8": [1, 2, 3, 1, nil],
            "arrayInt16": [1, 2, 3, 1],
            "arrayOptInt16": [1, 2, 3, 1, nil],
            "arrayInt32": [1, 2, 3, 1],
            "arrayOptInt32": [1, 2, 3, 1, nil],
            "arrayInt64": [1, 2, 3, 1],
            "arrayOptInt64": [1, 2, 3, 1, nil],
            "arrayFloat": [1, 2, 3, 1] as [Float],
            "arrayOptFloat": [1, 2, 3, 1, nil] as [Float?],
            "arrayDouble": [1, 2, 3, 1] as [Double],
            "arrayOptDouble": [1, 2, 3, 1, nil] as [Double?],
            "arrayString": ["a", "b", "c"],
            "arrayOptString": ["a", "b", "c", nil],
            "arrayBinary": [Data("a".utf8)],
            "arrayOptBinary": [Data("a".utf8), nil],
            "arrayDate": [day1, day2],
            "arrayOptDate": [day1, day2, nil],
            "arrayDecimal": [1 as Decimal128, 2 as Decimal128],
            "arrayOptDecimal": [1 as Decimal128, 2 as Decimal128, nil],
            "arrayObjectId": [oid1, oid2],
            "arrayOptObjectId": [oid1, oid2, nil],
            "arrayAny": [AnyRealmValue.none, .int(1), .string("a"), .none],
            "arrayUuid": [uuid1, uuid2, uuid3],
            "arrayOptUuid": [uuid1, uuid2, uuid3, nil],
            "setBool": [true, false],
            "setOptBool": [true, false, nil],
            "setInt": [1, 1, 2, 3],
            "setOptInt": [1, 1, 2, 3, nil],
            "setInt8": [1, 2, 3, 1],
            "setOptInt8": [1, 2, 3, 1, nil],
            "setInt16": [1, 2, 3, 1],
            "setOptInt16": [1, 2, 3, 1, nil],
            "setInt32": [1, 2, 3, 1],
            "setOptInt32": [1, 2, 3, 1, nil],
            "setInt64": [1, 2, 3, 1],
            "setOptInt64": [1, 2, 3, 1, nil],
            "setFloat": [1, 2, 3, 1] as [Float],
            "setOptFloat": [1, 2, 3, 1, nil] as [Float?],
            "setDouble": [1, 2, 3, 1] as [Double],
            "setOptDouble": [1, 2, 3, 1, nil] as [Double?],
            "setString": ["a", "b", "c"],
            "setOptString": ["a", "b", "c", nil],
            "setBinary": [Data("a".utf8)],
            "setOptBinary": [Data("a".utf8), nil],
            "setDate": [day1, day2],
            "setOptDate": [day1, day2, nil],
            "setDecimal": [1 as Decimal128, 2 as Decimal128],
            "setOptDecimal": [1 as Decimal128, 2 as Decimal128, nil],
            "setObjectId": [oid1, oid2],
            "setOptObjectId": [oid1, oid2, nil],
            "setAny": [AnyRealmValue.none, .int(1), .string("a"), .none],
            "setUuid": [uuid1, uuid2, uuid3],
            "setOptUuid": [uuid1, uuid2, uuid3, nil],
            "mapBool": ["1": true, "2": false],
            "mapOptBool": ["1": true, "2": false, "3": nil],
            "mapInt": ["1": 1, "2": 1, "3": 2, "4": 3],
            "mapOptInt": ["1": 1, "2": 1, "3": 2, "4": 3, "5": nil],
            "mapInt8": ["1": 1, "2": 2, "3": 3, "4": 1],
            "mapOptInt8": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil],
            "mapInt16": ["1": 1, "2": 2, "3": 3, "4": 1],
            "mapOptInt16": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil],
            "mapInt32": ["1": 1, "2": 2, "3": 3, "4": 1],
            "mapOptInt32": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil],
            "mapInt64": ["1": 1, "2": 2, "3": 3, "4": 1],
            "mapOptInt64": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil],
            "mapFloat": ["1": 1, "2": 2, "3": 3, "4": 1] as [String: Float],
            "mapOptFloat": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil] as [String: Float?],
            "mapDouble": ["1": 1, "2": 2, "3": 3, "4": 1] as [String: Double],
            "mapOptDouble": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil] as [String: Double?],
            "mapString": ["1": "a", "2": "b", "3": "c"],
            "mapOptString": ["1": "a", "2": "b", "3": "c", "4": nil],
            "mapBinary": ["1": Data("a".utf8)],
            "mapOptBinary": ["1": Data("a".utf8), "2": nil],
            "mapDate": ["1": day1, "2": day2],
            "mapOptDate": ["1": day1, "2": day2, "3": nil],
            "mapDecimal": ["1": 1 as Decimal128, "2": 2 as Decimal128],
            "mapOptDecimal": ["1": 1 as Decimal128, "2": 2 as Decimal128, "3": nil],
            "mapObjectId": ["1": oid1, "2": oid2],
            "mapOptObjectId": ["1": oid1, "2": oid2, "3": nil],
            "mapAny": ["1": AnyRealmValue.none, "2": .int(1), "3": .string("a"), "4": .none],
            "mapUuid": ["1": uuid1, "2": uuid2, "3": uuid3],
            "mapOptUuid": ["1": uuid1, "2": uuid2, "3": uuid3, "4": nil],
        ]
    }
    // The same values as an array in the order of the persisted properties: a new primary key first,
    // and null for the map of objects the dictionary leaves out.
    let propertyOrder = ["boolCol", "intCol", "int8Col", "int16Col", "int32Col", "int64Col", "floatCol", "doubleCol", "stringCol", "binaryCol", "dateCol", "decimalCol", "objectIdCol", "objectCol", "arrayCol", "setCol", "mapCol", "anyCol", "uuidCol", "intEnumCol", "stringEnumCol", "optIntCol", "optInt8Col", "optInt16Col", "optInt32Col", "optInt64Col", "optFloatCol", "optDoubleCol", "optBoolCol", "optStringCol", "optBinaryCol", "optDateCol", "optDecimalCol", "optObjectIdCol", "optUuidCol", "optIntEnumCol", "optStringEnumCol", "arrayBool", "arrayInt", "arrayInt8", "arrayInt16", "arrayInt32", "arrayInt64", "arrayFloat", "arrayDouble", "arrayString", "arrayBinary", "arrayDate", "arrayDecimal", "arrayObjectId", "arrayAny", "arrayUuid", "arrayOptBool", "arrayOptInt", "arrayOptInt8", "arrayOptInt16", "arrayOptInt32", "arrayOptInt64", "arrayOptFloat", "arrayOptDouble", "arrayOptString", "arrayOptBinary", "arrayOptDate", "arrayOptDecimal", "arrayOptObjectId", "arrayOptUuid", "setBool", "setInt", "setInt8", "setInt16", "setInt32", "setInt64", "setFloat", "setDouble", "setString", "setBinary", "setDate", "setDecimal", "setObjectId", "setAny", "setUuid", "setOptBool", "setOptInt", "setOptInt8", "setOptInt16", "setOptInt32", "setOptInt64", "setOptFloat", "setOptDouble", "setOptString", "setOptBinary", "setOptDate", "setOptDecimal", "setOptObjectId", "setOptUuid", "mapBool", "mapInt", "mapInt8", "mapInt16", "mapInt32", "mapInt64", "mapFloat", "mapDouble", "mapString", "mapBinary", "mapDate", "mapDecimal", "mapObjectId", "mapAny", "mapUuid", "mapOptBool", "mapOptInt", "mapOptInt8", "mapOptInt16", "mapOptInt32", "mapOptInt64", "mapOptFloat", "mapOptDouble", "mapOptString", "mapOptBinary", "mapOptDate", "mapOptDecimal", "mapOptObjectId", "mapOptUuid"]
    let arrayOf = { (values: [String: Any]) -> [Any] in
        var array: [Any] = [ObjectId.generate()]
        for name in propertyOrder {
            array.append(values[name] ?? NSNull())
        }
        return array
    }
    let check = { (obj: ModernAllTypesObject, values: [String: Any], copied: Bool) in
        XCTAssertEqual(obj.boolCol, true)
        XCTAssertEqual(obj.intCol, 10)
        XCTAssertEqual(obj.int8Col, 11)
        XCTAssertEqual(obj.int16Col, 12)
        XCTAssertEqual(obj.int32Col, 13)
        XCTAssertEqual(obj.int64Col, 14)
        XCTAssertEqual(obj.floatCol, 15)
        XCTAssertEqual(obj.doubleCol, 16)
        XCTAssertEqual(obj.stringCol, "a")
        XCTAssertEqual(obj.binaryCol, Data("b".utf8))
        XCTAssertEqual(obj.dateCol, Date(timeIntervalSince1970: 17))
        XCTAssertEqual(obj.decimalCol, 18 as Decimal128)
        XCTAssertEqual(obj.objectIdCol, oid3)
        XCTAssertEqual(obj.objectCol!.pk, (values["objectCol"] as! ModernAllTypesObject).pk)
        let arrayLinks = values["arrayCol"] as! [ModernAllTypesObject]
        XCTAssertEqual(obj.arrayCol.count, 2)
        for link in arrayLinks {
            XCTAssertTrue(copied ? obj.arrayCol.contains { $0.pk == link.pk } : obj.arrayCol.contains(link))
        }
        let setLinks = values["setCol"] as! [ModernAllTypesObject]
        XCTAssertEqual(obj.setCol.count, 3)
        for link in setLinks {
            XCTAssertTrue(copied ? obj.setCol.contains { $0.pk == link.pk } : obj.setCol.contains(link))
        }
        XCTAssertEqual(obj.anyCol, .int(20))
        XCTAssertEqual(obj.uuidCol, uuid4)
        XCTAssertEqual(obj.intEnumCol, .value2)
        XCTAssertEqual(obj.stringEnumCol, .value3)
        XCTAssertEqual(obj.optBoolCol, false)
        XCTAssertEqual(obj.optIntCol, 30)
        XCTAssertEqual(obj.optInt8Col, 31)
        XCTAssertEqual(obj.optInt16Col, 32)
        XCTAssertEqual(obj.optInt32Col, 33)
        XCTAssertEqual(obj.optInt64Col, 34)
        XCTAssertEqual(obj.optFloatCol, 35)
        XCTAssertEqual(obj.optDoubleCol, 36)
        XCTAssertEqual(obj.optStringCol, "c")
        XCTAssertEqual(obj.optBinaryCol, Data("d".utf8))
        XCTAssertEqual(obj.optDateCol, Date(timeIntervalSince1970: 37))
        XCTAssertEqual(obj.optDecimalCol, 38 as Decimal128)
        XCTAssertEqual(obj.optObjectIdCol, oid4)
        XCTAssertEqual(obj.optUuidCol, uuid1)
        XCTAssertEqual(obj.optIntEnumCol, .value1)
        XCTAssertEqual(obj.optStringEnumCol, .value1)
        XCTAssertEqual(Array(obj.arrayBool), [true, false])
        XCTAssertEqual(Array(obj.arrayOptBool), [true, false, nil])
        XCTAssertEqual(Array(obj.arrayInt), [1, 1, 2, 3])
        XCTAssertEqual(Array(obj.arrayOptInt), [1, 1, 2, 3, nil])
        XCTAssertEqual(Array(obj.arrayInt8), [1, 2, 3, 1])
        XCTAssertEqual(Array(obj.arrayOptInt8), [1, 2, 3, 1, nil])
        XCTAssertEqual(Array(obj.arrayInt16), [1, 2, 3, 1])
        XCTAssertEqual(Array(obj.arrayOptInt16), [1, 2, 3, 1, nil])
        XCTAssertEqual(Array(obj.arrayInt32), [1, 2, 3, 1])
        XCTAssertEqual(Array(obj.arrayOptInt32), [1, 2, 3, 1, nil])
        XCTAssertEqual(Array(obj.arrayInt64), [1, 2, 3, 1])
        XCTAssertEqual(Array(obj.arrayOptInt64), [1, 2, 3, 1, nil])
        XCTAssertEqual(Array(obj.arrayFloat), [1, 2, 3, 1] as [Float])
        XCTAssertEqual(Array(obj.arrayOptFloat), [1, 2, 3, 1, nil] as [Float?])
        XCTAssertEqual(Array(obj.arrayDouble), [1, 2, 3, 1] as [Double])
        XCTAssertEqual(Array(obj.arrayOptDouble), [1, 2, 3, 1, nil] as [Double?])
        XCTAssertEqual(Array(obj.arrayString), ["a", "b", "c"])
        XCTAssertEqual(Array(obj.arrayOptString), ["a", "b", "c", nil])
        XCTAssertEqual(Array(obj.arrayBinary), [Data("a".utf8)])
        XCTAssertEqual(Array(obj.arrayOptBinary), [Data("a".utf8), nil])
        XCTAssertEqual(Array(obj.arrayDate), [day1, day2])
        XCTAssertEqual(Array(obj.arrayOptDate), [day1, day2, nil])
        XCTAssertEqual(Array(obj.arrayDecimal), [1 as Decimal128, 2 as Decimal128])
        XCTAssertEqual(Array(obj.arrayOptDecimal), [1 as Decimal128, 2 as Decimal128, nil])
        XCTAssertEqual(Array(obj.arrayObjectId), [oid1, oid2])
        XCTAssertEqual(Array(obj.arrayOptObjectId), [oid1, oid2, nil])
        XCTAssertEqual(Array(obj.arrayAny), [AnyRealmValue.none, .int(1), .string("a"), .none])
        XCTAssertEqual(Array(obj.arrayUuid), [uuid1, uuid2, uuid3])
        XCTAssertEqual(Array(obj.arrayOptUuid), [uuid1, uuid2, uuid3, nil])
        XCTAssertEqual(obj.setBool.count, Set([true, false]).count)
        XCTAssertEqual(Set(obj.setBool), Set([true, false]))
        XCTAssertEqual(obj.setOptBool.count, Set([true, false, nil]).count)
        XCTAssertEqual(Set(obj.setOptBool), Set([true, false, nil]))
        XCTAssertEqual(obj.setInt.count, Set([1, 1, 2, 3]).count)
        XCTAssertEqual(Set(obj.setInt), Set([1, 1, 2, 3]))
        XCTAssertEqual(obj.setOptInt.count, Set([1, 1, 2, 3, nil]).count)
        XCTAssertEqual(Set(obj.setOptInt), Set([1, 1, 2, 3, nil]))
        XCTAssertEqual(obj.setInt8.count, Set([1, 2, 3, 1]).count)
        XCTAssertEqual(Set(obj.setInt8), Set([1, 2, 3, 1]))
        XCTAssertEqual(obj.setOptInt8.count, Set([1, 2, 3, 1, nil]).count)
        XCTAssertEqual(Set(obj.setOptInt8), Set([1, 2, 3, 1, nil]))
        XCTAssertEqual(obj.setInt16.count, Set([1, 2, 3, 1]).count)
        XCTAssertEqual(Set(obj.setInt16), Set([1, 2, 3, 1]))
        XCTAssertEqual(obj.setOptInt16.count, Set([1, 2, 3, 1, nil]).count)
        XCTAssertEqual(Set(obj.setOptInt16), Set([1, 2, 3, 1, nil]))
        XCTAssertEqual(obj.setInt32.count, Set([1, 2, 3, 1]).count)
        XCTAssertEqual(Set(obj.setInt32), Set([1, 2, 3, 1]))
        XCTAssertEqual(obj.setOptInt32.count, Set([1, 2, 3, 1, nil]).count)
        XCTAssertEqual(Set(obj.setOptInt32), Set([1, 2, 3, 1, nil]))
        XCTAssertEqual(obj.setInt64.count, Set([1, 2, 3, 1]).count)
        XCTAssertEqual(Set(obj.setInt64), Set([1, 2, 3, 1]))
        XCTAssertEqual(obj.setOptInt64.count, Set([1, 2, 3, 1, nil]).count)
        XCTAssertEqual(Set(obj.setOptInt64), Set([1, 2, 3, 1, nil]))
        XCTAssertEqual(obj.setFloat.count, Set([1, 2, 3, 1] as [Float]).count)
        XCTAssertEqual(Set(obj.setFloat), Set([1, 2, 3, 1] as [Float]))
        XCTAssertEqual(obj.setOptFloat.count, Set([1, 2, 3, 1, nil] as [Float?]).count)
        XCTAssertEqual(Set(obj.setOptFloat), Set([1, 2, 3, 1, nil] as [Float?]))
        XCTAssertEqual(obj.setDouble.count, Set([1, 2, 3, 1] as [Double]).count)
        XCTAssertEqual(Set(obj.setDouble), Set([1, 2, 3, 1] as [Double]))
        XCTAssertEqual(obj.setOptDouble.count, Set([1, 2, 3, 1, nil] as [Double?]).count)
        XCTAssertEqual(Set(obj.setOptDouble), Set([1, 2, 3, 1, nil] as [Double?]))
        XCTAssertEqual(obj.setString.count, Set(["a", "b", "c"]).count)
        XCTAssertEqual(Set(obj.setString), Set(["a", "b", "c"]))
        XCTAssertEqual(obj.setOptString.count, Set(["a", "b", "c", nil]).count)
        XCTAssertEqual(Set(obj.setOptString), Set(["a", "b", "c", nil]))
        XCTAssertEqual(obj.setBinary.count, Set([Data("a".utf8)]).count)
        XCTAssertEqual(Set(obj.setBinary), Set([Data("a".utf8)]))
        XCTAssertEqual(obj.setOptBinary.count, Set([Data("a".utf8), nil]).count)
        XCTAssertEqual(Set(obj.setOptBinary), Set([Data("a".utf8), nil]))
        XCTAssertEqual(obj.setDate.count, Set([day1, day2]).count)
        XCTAssertEqual(Set(obj.setDate), Set([day1, day2]))
        XCTAssertEqual(obj.setOptDate.count, Set([day1, day2, nil]).count)
        XCTAssertEqual(Set(obj.setOptDate), Set([day1, day2, nil]))
        XCTAssertEqual(obj.setDecimal.count, Set([1 as Decimal128, 2 as Decimal128]).count)
        XCTAssertEqual(Set(obj.setDecimal), Set([1 as Decimal128, 2 as Decimal128]))
        XCTAssertEqual(obj.setOptDecimal.count, Set([1 as Decimal128, 2 as Decimal128, nil]).count)
        XCTAssertEqual(Set(obj.setOptDecimal), Set([1 as Decimal128, 2 as Decimal128, nil]))
        XCTAssertEqual(obj.setObjectId.count, Set([oid1, oid2]).count)
        XCTAssertEqual(Set(obj.setObjectId), Set([oid1, oid2]))
        XCTAssertEqual(obj.setOptObjectId.count, Set([oid1, oid2, nil]).count)
        XCTAssertEqual(Set(obj.setOptObjectId), Set([oid1, oid2, nil]))
        XCTAssertEqual(obj.setAny.count, Set([AnyRealmValue.none, .int(1), .string("a"), .none]).count)
        XCTAssertEqual(Set(obj.setAny), Set([AnyRealmValue.none, .int(1), .string("a"), .none]))
        XCTAssertEqual(obj.setUuid.count, Set([uuid1, uuid2, uuid3]).count)
        XCTAssertEqual(Set(obj.setUuid), Set([uuid1, uuid2, uuid3]))
        XCTAssertEqual(obj.setOptUuid.count, Set([uuid1, uuid2, uuid3, nil]).count)
        XCTAssertEqual(Set(obj.setOptUuid), Set([uuid1, uuid2, uuid3, nil]))
        XCTAssertEqual(obj.mapBool.count, 2)
        XCTAssertEqual(obj.mapBool["1"], true)
        XCTAssertEqual(obj.mapBool["2"], false)
        XCTAssertEqual(obj.mapOptBool.count, 3)
        XCTAssertEqual(obj.mapOptBool["1"], true)
        XCTAssertEqual(obj.mapOptBool["2"], false)
        XCTAssertTrue(obj.mapOptBool.keys.contains("3"))
        XCTAssertNil(obj.mapOptBool["3"])
        XCTAssertEqual(obj.mapInt.count, 4)
        XCTAssertEqual(obj.mapInt["1"], 1)
        XCTAssertEqual(obj.mapInt["2"], 1)
        XCTAssertEqual(obj.mapInt["3"], 2)
        XCTAssertEqual(obj.mapInt["4"], 3)
        XCTAssertEqual(obj.mapOptInt.count, 5)
        XCTAssertEqual(obj.mapOptInt["1"], 1)
        XCTAssertEqual(obj.mapOptInt["2"], 1)
        XCTAssertEqual(obj.mapOptInt["3"], 2)
        XCTAssertEqual(obj.mapOptInt["4"], 3)
        XCTAssertTrue(obj.mapOptInt.keys.contains("5"))
        XCTAssertNil(obj.mapOptInt["5"])
        XCTAssertEqual(obj.mapInt8.count, 4)
        XCTAssertEqual(obj.mapInt8["1"], 1)
        XCTAssertEqual(obj.mapInt8["2"], 2)
        XCTAssertEqual(obj.mapInt8["3"], 3)
        XCTAssertEqual(obj.mapInt8["4"], 1)
        XCTAssertEqual(obj.mapOptInt8.count, 5)
        XCTAssertEqual(obj.mapOptInt8["1"], 1)
        XCTAssertEqual(obj.mapOptInt8["2"], 2)
        XCTAssertEqual(obj.mapOptInt8["3"], 3)
        XCTAssertEqual(obj.mapOptInt8["4"], 1)
        XCTAssertTrue(obj.mapOptInt8.keys.contains("5"))
        XCTAssertNil(obj.mapOptInt8["5"])
        XCTAssertEqual(obj.mapInt16.count, 4)
        XCTAssertEqual(obj.mapInt16["1"], 1)
        XCTAssertEqual(obj.mapInt16["2"], 2)
        XCTAssertEqual(obj.mapInt16["3"], 3)
        XCTAssertEqual(obj.mapInt16["4"], 1)
        XCTAssertEqual(obj.mapOptInt16.count, 5)
        XCTAssertEqual(obj.mapOptInt16["1"], 1)
        XCTAssertEqual(obj.mapOptInt16["2"], 2)
        XCTAssertEqual(obj.mapOptInt16["3"], 3)
        XCTAssertEqual(obj.mapOptInt16["4"], 1)
        XCTAssertTrue(obj.mapOptInt16.keys.contains("5"))
        XCTAssertNil(obj.mapOptInt16["5"])
        XCTAssertEqual(obj.mapInt32.count, 4)
        XCTAssertEqual(obj.mapInt32["1"], 1)
        XCTAssertEqual(obj.mapInt32["2"], 2)
        XCTAssertEqual(obj.mapInt32["3"], 3)
        XCTAssertEqual(obj.mapInt32["4"], 1)
        XCTAssertEqual(obj.mapOptInt32.count, 5)
        XCTAssertEqual(obj.mapOptInt32["1"], 1)
        XCTAssertEqual(obj.mapOptInt32["2"], 2)
        XCTAssertEqual(obj.mapOptInt32["3"], 3)
        XCTAssertEqual(obj.mapOptInt32["4"], 1)
        XCTAssertTrue(obj.mapOptInt32.keys.contains("5"))
        XCTAssertNil(obj.mapOptInt32["5"])
        XCTAssertEqual(obj.mapInt64.count, 4)
        XCTAssertEqual(obj.mapInt64["1"], 1)
        XCTAssertEqual(obj.mapInt64["2"], 2)
        XCTAssertEqual(obj.mapInt64["3"], 3)
        XCTAssertEqual(obj.mapInt64["4"], 1)
        XCTAssertEqual(obj.mapOptInt64.count, 5)
        XCTAssertEqual(obj.mapOptInt64["1"], 1)
        XCTAssertEqual(obj.mapOptInt64["2"], 2)
        XCTAssertEqual(obj.mapOptInt64["3"], 3)
        XCTAssertEqual(obj.mapOptInt64["4"], 1)
        XCTAssertTrue(obj.mapOptInt64.keys.contains("5"))
        XCTAssertNil(obj.mapOptInt64["5"])
        XCTAssertEqual(obj.mapFloat.count, 4)
        XCTAssertEqual(obj.mapFloat["1"], 1)
        XCTAssertEqual(obj.mapFloat["2"], 2)
        XCTAssertEqual(obj.mapFloat["3"], 3)
        XCTAssertEqual(obj.mapFloat["4"], 1)
        XCTAssertEqual(obj.mapOptFloat.count, 5)
        XCTAssertEqual(obj.mapOptFloat["1"], 1)
        XCTAssertEqual(obj.mapOptFloat["2"], 2)
        XCTAssertEqual(obj.mapOptFloat["3"], 3)
        XCTAssertEqual(obj.mapOptFloat["4"], 1)
        XCTAssertTrue(obj.mapOptFloat.keys.contains("5"))
        XCTAssertNil(obj.mapOptFloat["5"])
        XCTAssertEqual(obj.mapDouble.count, 4)
        XCTAssertEqual(obj.mapDouble["1"], 1)
        XCTAssertEqual(obj.mapDouble["2"], 2)
        XCTAssertEqual(obj.mapDouble["3"], 3)
        XCTAssertEqual(obj.mapDouble["4"], 1)
        XCTAssertEqual(obj.mapOptDouble.count, 5)
        XCTAssertEqual(obj.mapOptDouble["1"], 1)
        XCTAssertEqual(obj.mapOptDouble["2"], 2)
        XCTAssertEqual(obj.mapOptDouble["3"], 3)
        XCTAssertEqual(obj.mapOptDouble["4"], 1)
        XCTAssertTrue(obj.mapOptDouble.keys.contains("5"))
        XCTAssertNil(obj.mapOptDouble["5"])
        XCTAssertEqual(obj.mapString.count, 3)
        XCTAssertEqual(obj.mapString["1"], "a")
        XCTAssertEqual(obj.mapString["2"], "b")
        XCTAssertEqual(obj.mapString["3"], "c")
        XCTAssertEqual(obj.mapOptString.count, 4)
        XCTAssertEqual(obj.mapOptString["1"], "a")
        XCTAssertEqual(obj.mapOptString["2"], "b")
        XCTAssertEqual(obj.mapOptString["3"], "c")
        XCTAssertTrue(obj.mapOptString.keys.contains("4"))
        XCTAssertNil(obj.mapOptString["4"])
        XCTAssertEqual(obj.mapBinary.count, 1)
        XCTAssertEqual(obj.mapBinary["1"], Data("a".utf8))
        XCTAssertEqual(obj.mapOptBinary.count, 2)
        XCTAssertEqual(obj.mapOptBinary["1"], Data("a".utf8))
        XCTAssertTrue(obj.mapOptBinary.keys.contains("2"))
        XCTAssertNil(obj.mapOptBinary["2"])
        XCTAssertEqual(obj.mapDate.count, 2)
        XCTAssertEqual(obj.mapDate["1"], day1)
        XCTAssertEqual(obj.mapDate["2"], day2)
        XCTAssertEqual(obj.mapOptDate.count, 3)
        XCTAssertEqual(obj.mapOptDate["1"], day1)
        XCTAssertEqual(obj.mapOptDate["2"], day2)
        XCTAssertTrue(obj.mapOptDate.keys.contains("3"))
        XCTAssertNil(obj.mapOptDate["3"])
        XCTAssertEqual(obj.mapDecimal.count, 2)
        XCTAssertEqual(obj.mapDecimal["1"], 1 as Decimal128)
        XCTAssertEqual(obj.mapDecimal["2"], 2 as Decimal128)
        XCTAssertEqual(obj.mapOptDecimal.count, 3)
        XCTAssertEqual(obj.mapOptDecimal["1"], 1 as Decimal128)
        XCTAssertEqual(obj.mapOptDecimal["2"], 2 as Decimal128)
        XCTAssertTrue(obj.mapOptDecimal.keys.contains("3"))
        XCTAssertNil(obj.mapOptDecimal["3"])
        XCTAssertEqual(obj.mapObjectId.count, 2)
        XCTAssertEqual(obj.mapObjectId["1"], oid1)
        XCTAssertEqual(obj.mapObjectId["2"], oid2)
        XCTAssertEqual(obj.mapOptObjectId.count, 3)
        XCTAssertEqual(obj.mapOptObjectId["1"], oid1)
        XCTAssertEqual(obj.mapOptObjectId["2"], oid2)
        XCTAssertTrue(obj.mapOptObjectId.keys.contains("3"))
        XCTAssertNil(obj.mapOptObjectId["3"])
        XCTAssertEqual(obj.mapAny.count, 4)
        XCTAssertEqual(obj.mapAny["1"], AnyRealmValue.none)
        XCTAssertEqual(obj.mapAny["2"], AnyRealmValue.int(1))
        XCTAssertEqual(obj.mapAny["3"], AnyRealmValue.string("a"))
        XCTAssertEqual(obj.mapAny["4"], AnyRealmValue.none)
        XCTAssertEqual(obj.mapUuid.count, 3)
        XCTAssertEqual(obj.mapUuid["1"], uuid1)
        XCTAssertEqual(obj.mapUuid["2"], uuid2)
        XCTAssertEqual(obj.mapUuid["3"], uuid3)
        XCTAssertEqual(obj.mapOptUuid.count, 4)
        XCTAssertEqual(obj.mapOptUuid["1"], uuid1)
        XCTAssertEqual(obj.mapOptUuid["2"], uuid2)
        XCTAssertEqual(obj.mapOptUuid["3"], uuid3)
        XCTAssertTrue(obj.mapOptUuid.keys.contains("4"))
        XCTAssertNil(obj.mapOptUuid["4"])
    }

    let values = makeValues()
    let created = try realm.write {
        return realm.create(ModernAllTypesObject.self, value: arrayOf(values))
    }
    check(created, values, true)
}

/// create(_:value:) of a ModernAllTypesObject with an unmanaged object gives each property the value given, the linked objects copied with their primary keys.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testCreateWithObject
func testModernAllTypesObjectCreateFromObject() throws {
    let realm = try Realm()
    let day1 = Date(timeIntervalSince1970: 100)
    let day2 = Date(timeIntervalSince1970: 200)
    let oid1 = ObjectId("6564b1a0a1b2c3d4e5f60001")
    let oid2 = ObjectId("6564b1a0a1b2c3d4e5f60002")
    let oid3 = ObjectId("6564b1a0a1b2c3d4e5f60003")
    let oid4 = ObjectId("6564b1a0a1b2c3d4e5f60004")
    let uuid1 = UUID(uuidString: "6e1a3c1e-0000-4000-8000-000000000001")!
    let uuid2 = UUID(uuidString: "6e1a3c1e-0000-4000-8000-000000000002")!
    let uuid3 = UUID(uuidString: "6e1a3c1e-0000-4000-8000-000000000003")!
    let uuid4 = UUID(uuidString: "6e1a3c1e-0000-4000-8000-000000000004")!
    // Fresh linked objects each time, so that each created copy has primary keys of its own.
    let makeValues = { () -> [String: Any] in
        return [
            "boolCol": true,
            "intCol": 10,
            "int8Col": 11 as Int8,
            "int16Col": 12 as Int16,
            "int32Col": 13 as Int32,
            "int64Col": 14 as Int64,
            "floatCol": 15 as Float,
            "doubleCol": 16 as Double,
            "stringCol": "a",
            "binaryCol": Data("b".utf8),
            "dateCol": Date(timeIntervalSince1970: 17),
            "decimalCol": 18 as Decimal128,
            "objectIdCol": oid3,
            "objectCol": ModernAllTypesObject(value: ["intCol": 1]),
            "arrayCol": [ModernAllTypesObject(value: ["intCol": 2]), ModernAllTypesObject(value: ["intCol": 3])],
            "setCol": [ModernAllTypesObject(value: ["intCol": 4]), ModernAllTypesObject(value: ["intCol": 5]),
                       ModernAllTypesObject(value: ["intCol": 6])],
            "anyCol": AnyRealmValue.int(20),
            "uuidCol": uuid4,
            "intEnumCol": ModernIntEnum.value2,
            "stringEnumCol": ModernStringEnum.value3,
            "optBoolCol": false,
            "optIntCol": 30,
            "optInt8Col": 31 as Int8,
            "optInt16Col": 32 as Int16,
            "optInt32Col": 33 as Int32,
            "optInt64Col": 34 as Int64,
            "optFloatCol": 35 as Float,
            "optDoubleCol": 36 as Double,
            "optStringCol": "c",
            "optBinaryCol": Data("d".utf8),
            "optDateCol": Date(timeIntervalSince1970: 37),
            "optDecimalCol": 38 as Decimal128,
            "optObjectIdCol": oid4,
            "optUuidCol": uuid1,
            "optIntEnumCol": ModernIntEnum.value1,
            "optStringEnumCol": ModernStringEnum.value1,
            "arrayBool": [true, false],
            "arrayOptBool": [true, false, nil],
            "arrayInt": [1, 1, 2, 3],
            "arrayOptInt": [1, 1, 2, 3, nil],
            "arrayInt8": [1, 2, 3, 1],
            "arrayOptInt8": [1, 2, 3, 1, nil],
            "arrayInt16": [1, 2, 3, 1],
            "arrayOptInt16": [1, 2, 3, 1, nil],
            "arrayInt32": [1, 2, 3, 1],
            "arrayOptInt32": [1, 2, 3, 1, nil],
            "arrayInt64": [1, 2, 3, 1],
            "arrayOptInt64": [1, 2, 3, 1, nil],
            "arrayFloat": [1, 2, 3, 1] as [Float],
            "arrayOptFloat": [1, 2, 3, 1, nil] as [Float?],
            "arrayDouble": [1, 2, 3, 1] as [Double],
            "arrayOptDouble": [1, 2, 3, 1, nil] as [Double?],
            "arrayString": ["a", "b", "c"],
            "arrayOptString": ["a", "b", "c", nil],
            "arrayBinary": [Data("a".utf8)],
            "arrayOptBinary": [Data("a".utf8), nil],
            "arrayDate": [day1, day2],
            "arrayOptDate": [day1, day2, nil],
            "arrayDecimal": [1 as Decimal128, 2 as Decimal128],
            "arrayOptDecimal": [1 as Decimal128, 2 as Decimal128, nil],
            "arrayObjectId": [oid1, oid2],
            "arrayOptObjectId": [oid1, oid2, nil],
            "arrayAny": [AnyRealmValue.none, .int(1), .string("a"), .none],
            "arrayUuid": [uuid1, uuid2, uuid3],
            "arrayOptUuid": [uuid1, uuid2, uuid3, nil],
            "setBool": [true, false],
            "setOptBool": [true, false, nil],
            "setInt": [1, 1, 2, 3],
            "setOptInt": [1, 1, 2, 3, nil],
            "setInt8": [1, 2, 3, 1],
            "setOptInt8": [1, 2, 3, 1, nil],
            "setInt16": [1, 2, 3, 1],
            "setOptInt16": [1, 2, 3, 1, nil],
            "setInt32": [1, 2, 3, 1],
            "setOptInt32": [1, 2, 3, 1, nil],
            "setInt64": [1, 2, 3, 1],
            "setOptInt64": [1, 2, 3, 1, nil],
            "setFloat": [1, 2, 3, 1] as [Float],
            "setOptFloat": [1, 2, 3, 1, nil] as [Float?],
            "setDouble": [1, 2, 3, 1] as [Double],
            "setOptDouble": [1, 2, 3, 1, nil] as [Double?],
            "setString": ["a", "b", "c"],
            "setOptString": ["a", "b", "c", nil],
            "setBinary": [Data("a".utf8)],
            "setOptBinary": [Data("a".utf8), nil],
            "setDate": [day1, day2],
            "setOptDate": [day1, day2, nil],
            "setDecimal": [1 as Decimal128, 2 as Decimal128],
            "setOptDecimal": [1 as Decimal128, 2 as Decimal128, nil],
            "setObjectId": [oid1, oid2],
            "setOptObjectId": [oid1, oid2, nil],
            "setAny": [AnyRealmValue.none, .int(1), .string("a"), .none],
            "setUuid": [uuid1, uuid2, uuid3],
            "setOptUuid": [uuid1, uuid2, uuid3, nil],
            "mapBool": ["1": true, "2": false],
            "mapOptBool": ["1": true, "2": false, "3": nil],
            "mapInt": ["1": 1, "2": 1, "3": 2, "4": 3],
            "mapOptInt": ["1": 1, "2": 1, "3": 2, "4": 3, "5": nil],
            "mapInt8": ["1": 1, "2": 2, "3": 3, "4": 1],
            "mapOptInt8": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil],
            "mapInt16": ["1": 1, "2": 2, "3": 3, "4": 1],
            "mapOptInt16": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil],
            "mapInt32": ["1": 1, "2": 2, "3": 3, "4": 1],
            "mapOptInt32": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil],
            "mapInt64": ["1": 1, "2": 2, "3": 3, "4": 1],
            "mapOptInt64": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil],
            "mapFloat": ["1": 1, "2": 2, "3": 3, "4": 1] as [String: Float],
            "mapOptFloat": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil] as [String: Float?],
            "mapDouble": ["1": 1, "2": 2, "3": 3, "4": 1] as [String: Double],
            "mapOptDouble": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil] as [String: Double?],
            "mapString": ["1": "a", "2": "b", "3": "c"],
            "mapOptString": ["1": "a", "2": "b", "3": "c", "4": nil],
            "mapBinary": ["1": Data("a".utf8)],
            "mapOptBinary": ["1": Data("a".utf8), "2": nil],
            "mapDate": ["1": day1, "2": day2],
            "mapOptDate": ["1": day1, "2": day2, "3": nil],
            "mapDecimal": ["1": 1 as Decimal128, "2": 2 as Decimal128],
            "mapOptDecimal": ["1": 1 as Decimal128, "2": 2 as Decimal128, "3": nil],
            "mapObjectId": ["1": oid1, "2": oid2],
            "mapOptObjectId": ["1": oid1, "2": oid2, "3": nil],
            "mapAny": ["1": AnyRealmValue.none, "2": .int(1), "3": .string("a"), "4": .none],
            "mapUuid": ["1": uuid1, "2": uuid2, "3": uuid3],
            "mapOptUuid": ["1": uuid1, "2": uuid2, "3": uuid3, "4": nil],
        ]
    }
    // The same values as an array in the order of the persisted properties: a new primary key first,
    // and null for the map of objects the dictionary leaves out.
    let propertyOrder = ["boolCol", "intCol", "int8Col", "int16Col", "int32Col", "int64Col", "floatCol", "doubleCol", "stringCol", "binaryCol", "dateCol", "decimalCol", "objectIdCol", "objectCol", "arrayCol", "setCol", "mapCol", "anyCol", "uuidCol", "intEnumCol", "stringEnumCol", "optIntCol", "optInt8Col", "optInt16Col", "optInt32Col", "optInt64Col", "optFloatCol", "optDoubleCol", "optBoolCol", "optStringCol", "optBinaryCol", "optDateCol", "optDecimalCol", "optObjectIdCol", "optUuidCol", "optIntEnumCol", "optStringEnumCol", "arrayBool", "arrayInt", "arrayInt8", "arrayInt16", "arrayInt32", "arrayInt64", "arrayFloat", "arrayDouble", "arrayString", "arrayBinary", "arrayDate", "arrayDecimal", "arrayObjectId", "arrayAny", "arrayUuid", "arrayOptBool", "arrayOptInt", "arrayOptInt8", "arrayOptInt16", "arrayOptInt32", "arrayOptInt64", "arrayOptFloat", "arrayOptDouble", "arrayOptString", "arrayOptBinary", "arrayOptDate", "arrayOptDecimal", "arrayOptObjectId", "arrayOptUuid", "setBool", "setInt", "setInt8", "setInt16", "setInt32", "setInt64", "setFloat", "setDouble", "setString", "setBinary", "setDate", "setDecimal", "setObjectId", "setAny", "setUuid", "setOptBool", "setOptInt", "setOptInt8", "setOptInt16", "setOptInt32", "setOptInt64", "setOptFloat", "setOptDouble", "setOptString", "setOptBinary", "setOptDate", "setOptDecimal", "setOptObjectId", "setOptUuid", "mapBool", "mapInt", "mapInt8", "mapInt16", "mapInt32", "mapInt64", "mapFloat", "mapDouble", "mapString", "mapBinary", "mapDate", "mapDecimal", "mapObjectId", "mapAny", "mapUuid", "mapOptBool", "mapOptInt", "mapOptInt8", "mapOptInt16", "mapOptInt32", "mapOptInt64", "mapOptFloat", "mapOptDouble", "mapOptString", "mapOptBinary", "mapOptDate", "mapOptDecimal", "mapOptObjectId", "mapOptUuid"]
    let arrayOf = { (values: [String: Any]) -> [Any] in
        var array: [Any] = [ObjectId.generate()]
        for name in propertyOrder {
            array.append(values[name] ?? NSNull())
        }
        return array
    }
    let check = { (obj: ModernAllTypesObject, values: [String: Any], copied: Bool) in
        XCTAssertEqual(obj.boolCol, true)
        XCTAssertEqual(obj.intCol, 10)
        XCTAssertEqual(obj.int8Col, 11)
        XCTAssertEqual(obj.int16Col, 12)
        XCTAssertEqual(obj.int32Col, 13)
        XCTAssertEqual(obj.int64Col, 14)
        XCTAssertEqual(obj.floatCol, 15)
        XCTAssertEqual(obj.doubleCol, 16)
        XCTAssertEqual(obj.stringCol, "a")
        XCTAssertEqual(obj.binaryCol, Data("b".utf8))
        XCTAssertEqual(obj.dateCol, Date(timeIntervalSince1970: 17))
        XCTAssertEqual(obj.decimalCol, 18 as Decimal128)
        XCTAssertEqual(obj.objectIdCol, oid3)
        XCTAssertEqual(obj.objectCol!.pk, (values["objectCol"] as! ModernAllTypesObject).pk)
        let arrayLinks = values["arrayCol"] as! [ModernAllTypesObject]
        XCTAssertEqual(obj.arrayCol.count, 2)
        for link in arrayLinks {
            XCTAssertTrue(copied ? obj.arrayCol.contains { $0.pk == link.pk } : obj.arrayCol.contains(link))
        }
        let setLinks = values["setCol"] as! [ModernAllTypesObject]
        XCTAssertEqual(obj.setCol.count, 3)
        for link in setLinks {
            XCTAssertTrue(copied ? obj.setCol.contains { $0.pk == link.pk } : obj.setCol.contains(link))
        }
        XCTAssertEqual(obj.anyCol, .int(20))
        XCTAssertEqual(obj.uuidCol, uuid4)
        XCTAssertEqual(obj.intEnumCol, .value2)
        XCTAssertEqual(obj.stringEnumCol, .value3)
        XCTAssertEqual(obj.optBoolCol, false)
        XCTAssertEqual(obj.optIntCol, 30)
        XCTAssertEqual(obj.optInt8Col, 31)
        XCTAssertEqual(obj.optInt16Col, 32)
        XCTAssertEqual(obj.optInt32Col, 33)
        XCTAssertEqual(obj.optInt64Col, 34)
        XCTAssertEqual(obj.optFloatCol, 35)
        XCTAssertEqual(obj.optDoubleCol, 36)
        XCTAssertEqual(obj.optStringCol, "c")
        XCTAssertEqual(obj.optBinaryCol, Data("d".utf8))
        XCTAssertEqual(obj.optDateCol, Date(timeIntervalSince1970: 37))
        XCTAssertEqual(obj.optDecimalCol, 38 as Decimal128)
        XCTAssertEqual(obj.optObjectIdCol, oid4)
        XCTAssertEqual(obj.optUuidCol, uuid1)
        XCTAssertEqual(obj.optIntEnumCol, .value1)
        XCTAssertEqual(obj.optStringEnumCol, .value1)
        XCTAssertEqual(Array(obj.arrayBool), [true, false])
        XCTAssertEqual(Array(obj.arrayOptBool), [true, false, nil])
        XCTAssertEqual(Array(obj.arrayInt), [1, 1, 2, 3])
        XCTAssertEqual(Array(obj.arrayOptInt), [1, 1, 2, 3, nil])
        XCTAssertEqual(Array(obj.arrayInt8), [1, 2, 3, 1])
        XCTAssertEqual(Array(obj.arrayOptInt8), [1, 2, 3, 1, nil])
        XCTAssertEqual(Array(obj.arrayInt16), [1, 2, 3, 1])
        XCTAssertEqual(Array(obj.arrayOptInt16), [1, 2, 3, 1, nil])
        XCTAssertEqual(Array(obj.arrayInt32), [1, 2, 3, 1])
        XCTAssertEqual(Array(obj.arrayOptInt32), [1, 2, 3, 1, nil])
        XCTAssertEqual(Array(obj.arrayInt64), [1, 2, 3, 1])
        XCTAssertEqual(Array(obj.arrayOptInt64), [1, 2, 3, 1, nil])
        XCTAssertEqual(Array(obj.arrayFloat), [1, 2, 3, 1] as [Float])
        XCTAssertEqual(Array(obj.arrayOptFloat), [1, 2, 3, 1, nil] as [Float?])
        XCTAssertEqual(Array(obj.arrayDouble), [1, 2, 3, 1] as [Double])
        XCTAssertEqual(Array(obj.arrayOptDouble), [1, 2, 3, 1, nil] as [Double?])
        XCTAssertEqual(Array(obj.arrayString), ["a", "b", "c"])
        XCTAssertEqual(Array(obj.arrayOptString), ["a", "b", "c", nil])
        XCTAssertEqual(Array(obj.arrayBinary), [Data("a".utf8)])
        XCTAssertEqual(Array(obj.arrayOptBinary), [Data("a".utf8), nil])
        XCTAssertEqual(Array(obj.arrayDate), [day1, day2])
        XCTAssertEqual(Array(obj.arrayOptDate), [day1, day2, nil])
        XCTAssertEqual(Array(obj.arrayDecimal), [1 as Decimal128, 2 as Decimal128])
        XCTAssertEqual(Array(obj.arrayOptDecimal), [1 as Decimal128, 2 as Decimal128, nil])
        XCTAssertEqual(Array(obj.arrayObjectId), [oid1, oid2])
        XCTAssertEqual(Array(obj.arrayOptObjectId), [oid1, oid2, nil])
        XCTAssertEqual(Array(obj.arrayAny), [AnyRealmValue.none, .int(1), .string("a"), .none])
        XCTAssertEqual(Array(obj.arrayUuid), [uuid1, uuid2, uuid3])
        XCTAssertEqual(Array(obj.arrayOptUuid), [uuid1, uuid2, uuid3, nil])
        XCTAssertEqual(obj.setBool.count, Set([true, false]).count)
        XCTAssertEqual(Set(obj.setBool), Set([true, false]))
        XCTAssertEqual(obj.setOptBool.count, Set([true, false, nil]).count)
        XCTAssertEqual(Set(obj.setOptBool), Set([true, false, nil]))
        XCTAssertEqual(obj.setInt.count, Set([1, 1, 2, 3]).count)
        XCTAssertEqual(Set(obj.setInt), Set([1, 1, 2, 3]))
        XCTAssertEqual(obj.setOptInt.count, Set([1, 1, 2, 3, nil]).count)
        XCTAssertEqual(Set(obj.setOptInt), Set([1, 1, 2, 3, nil]))
        XCTAssertEqual(obj.setInt8.count, Set([1, 2, 3, 1]).count)
        XCTAssertEqual(Set(obj.setInt8), Set([1, 2, 3, 1]))
        XCTAssertEqual(obj.setOptInt8.count, Set([1, 2, 3, 1, nil]).count)
        XCTAssertEqual(Set(obj.setOptInt8), Set([1, 2, 3, 1, nil]))
        XCTAssertEqual(obj.setInt16.count, Set([1, 2, 3, 1]).count)
        XCTAssertEqual(Set(obj.setInt16), Set([1, 2, 3, 1]))
        XCTAssertEqual(obj.setOptInt16.count, Set([1, 2, 3, 1, nil]).count)
        XCTAssertEqual(Set(obj.setOptInt16), Set([1, 2, 3, 1, nil]))
        XCTAssertEqual(obj.setInt32.count, Set([1, 2, 3, 1]).count)
        XCTAssertEqual(Set(obj.setInt32), Set([1, 2, 3, 1]))
        XCTAssertEqual(obj.setOptInt32.count, Set([1, 2, 3, 1, nil]).count)
        XCTAssertEqual(Set(obj.setOptInt32), Set([1, 2, 3, 1, nil]))
        XCTAssertEqual(obj.setInt64.count, Set([1, 2, 3, 1]).count)
        XCTAssertEqual(Set(obj.setInt64), Set([1, 2, 3, 1]))
        XCTAssertEqual(obj.setOptInt64.count, Set([1, 2, 3, 1, nil]).count)
        XCTAssertEqual(Set(obj.setOptInt64), Set([1, 2, 3, 1, nil]))
        XCTAssertEqual(obj.setFloat.count, Set([1, 2, 3, 1] as [Float]).count)
        XCTAssertEqual(Set(obj.setFloat), Set([1, 2, 3, 1] as [Float]))
        XCTAssertEqual(obj.setOptFloat.count, Set([1, 2, 3, 1, nil] as [Float?]).count)
        XCTAssertEqual(Set(obj.setOptFloat), Set([1, 2, 3, 1, nil] as [Float?]))
        XCTAssertEqual(obj.setDouble.count, Set([1, 2, 3, 1] as [Double]).count)
        XCTAssertEqual(Set(obj.setDouble), Set([1, 2, 3, 1] as [Double]))
        XCTAssertEqual(obj.setOptDouble.count, Set([1, 2, 3, 1, nil] as [Double?]).count)
        XCTAssertEqual(Set(obj.setOptDouble), Set([1, 2, 3, 1, nil] as [Double?]))
        XCTAssertEqual(obj.setString.count, Set(["a", "b", "c"]).count)
        XCTAssertEqual(Set(obj.setString), Set(["a", "b", "c"]))
        XCTAssertEqual(obj.setOptString.count, Set(["a", "b", "c", nil]).count)
        XCTAssertEqual(Set(obj.setOptString), Set(["a", "b", "c", nil]))
        XCTAssertEqual(obj.setBinary.count, Set([Data("a".utf8)]).count)
        XCTAssertEqual(Set(obj.setBinary), Set([Data("a".utf8)]))
        XCTAssertEqual(obj.setOptBinary.count, Set([Data("a".utf8), nil]).count)
        XCTAssertEqual(Set(obj.setOptBinary), Set([Data("a".utf8), nil]))
        XCTAssertEqual(obj.setDate.count, Set([day1, day2]).count)
        XCTAssertEqual(Set(obj.setDate), Set([day1, day2]))
        XCTAssertEqual(obj.setOptDate.count, Set([day1, day2, nil]).count)
        XCTAssertEqual(Set(obj.setOptDate), Set([day1, day2, nil]))
        XCTAssertEqual(obj.setDecimal.count, Set([1 as Decimal128, 2 as Decimal128]).count)
        XCTAssertEqual(Set(obj.setDecimal), Set([1 as Decimal128, 2 as Decimal128]))
        XCTAssertEqual(obj.setOptDecimal.count, Set([1 as Decimal128, 2 as Decimal128, nil]).count)
        XCTAssertEqual(Set(obj.setOptDecimal), Set([1 as Decimal128, 2 as Decimal128, nil]))
        XCTAssertEqual(obj.setObjectId.count, Set([oid1, oid2]).count)
        XCTAssertEqual(Set(obj.setObjectId), Set([oid1, oid2]))
        XCTAssertEqual(obj.setOptObjectId.count, Set([oid1, oid2, nil]).count)
        XCTAssertEqual(Set(obj.setOptObjectId), Set([oid1, oid2, nil]))
        XCTAssertEqual(obj.setAny.count, Set([AnyRealmValue.none, .int(1), .string("a"), .none]).count)
        XCTAssertEqual(Set(obj.setAny), Set([AnyRealmValue.none, .int(1), .string("a"), .none]))
        XCTAssertEqual(obj.setUuid.count, Set([uuid1, uuid2, uuid3]).count)
        XCTAssertEqual(Set(obj.setUuid), Set([uuid1, uuid2, uuid3]))
        XCTAssertEqual(obj.setOptUuid.count, Set([uuid1, uuid2, uuid3, nil]).count)
        XCTAssertEqual(Set(obj.setOptUuid), Set([uuid1, uuid2, uuid3, nil]))
        XCTAssertEqual(obj.mapBool.count, 2)
        XCTAssertEqual(obj.mapBool["1"], true)
        XCTAssertEqual(obj.mapBool["2"], false)
        XCTAssertEqual(obj.mapOptBool.count, 3)
        XCTAssertEqual(obj.mapOptBool["1"], true)
        XCTAssertEqual(obj.mapOptBool["2"], false)
        XCTAssertTrue(obj.mapOptBool.keys.contains("3"))
        XCTAssertNil(obj.mapOptBool["3"])
        XCTAssertEqual(obj.mapInt.count, 4)
        XCTAssertEqual(obj.mapInt["1"], 1)
        XCTAssertEqual(obj.mapInt["2"], 1)
        XCTAssertEqual(obj.mapInt["3"], 2)
        XCTAssertEqual(obj.mapInt["4"], 3)
        XCTAssertEqual(obj.mapOptInt.count, 5)
        XCTAssertEqual(obj.mapOptInt["1"], 1)
        XCTAssertEqual(obj.mapOptInt["2"], 1)
        XCTAssertEqual(obj.mapOptInt["3"], 2)
        XCTAssertEqual(obj.mapOptInt["4"], 3)
        XCTAssertTrue(obj.mapOptInt.keys.contains("5"))
        XCTAssertNil(obj.mapOptInt["5"])
        XCTAssertEqual(obj.mapInt8.count, 4)
        XCTAssertEqual(obj.mapInt8["1"], 1)
        XCTAssertEqual(obj.mapInt8["2"], 2)
        XCTAssertEqual(obj.mapInt8["3"], 3)
        XCTAssertEqual(obj.mapInt8["4"], 1)
        XCTAssertEqual(obj.mapOptInt8.count, 5)
        XCTAssertEqual(obj.mapOptInt8["1"], 1)
        XCTAssertEqual(obj.mapOptInt8["2"], 2)
        XCTAssertEqual(obj.mapOptInt8["3"], 3)
        XCTAssertEqual(obj.mapOptInt8["4"], 1)
        XCTAssertTrue(obj.mapOptInt8.keys.contains("5"))
        XCTAssertNil(obj.mapOptInt8["5"])
        XCTAssertEqual(obj.mapInt16.count, 4)
        XCTAssertEqual(obj.mapInt16["1"], 1)
        XCTAssertEqual(obj.mapInt16["2"], 2)
        XCTAssertEqual(obj.mapInt16["3"], 3)
        XCTAssertEqual(obj.mapInt16["4"], 1)
        XCTAssertEqual(obj.mapOptInt16.count, 5)
        XCTAssertEqual(obj.mapOptInt16["1"], 1)
        XCTAssertEqual(obj.mapOptInt16["2"], 2)
        XCTAssertEqual(obj.mapOptInt16["3"], 3)
        XCTAssertEqual(obj.mapOptInt16["4"], 1)
        XCTAssertTrue(obj.mapOptInt16.keys.contains("5"))
        XCTAssertNil(obj.mapOptInt16["5"])
        XCTAssertEqual(obj.mapInt32.count, 4)
        XCTAssertEqual(obj.mapInt32["1"], 1)
        XCTAssertEqual(obj.mapInt32["2"], 2)
        XCTAssertEqual(obj.mapInt32["3"], 3)
        XCTAssertEqual(obj.mapInt32["4"], 1)
        XCTAssertEqual(obj.mapOptInt32.count, 5)
        XCTAssertEqual(obj.mapOptInt32["1"], 1)
        XCTAssertEqual(obj.mapOptInt32["2"], 2)
        XCTAssertEqual(obj.mapOptInt32["3"], 3)
        XCTAssertEqual(obj.mapOptInt32["4"], 1)
        XCTAssertTrue(obj.mapOptInt32.keys.contains("5"))
        XCTAssertNil(obj.mapOptInt32["5"])
        XCTAssertEqual(obj.mapInt64.count, 4)
        XCTAssertEqual(obj.mapInt64["1"], 1)
        XCTAssertEqual(obj.mapInt64["2"], 2)
        XCTAssertEqual(obj.mapInt64["3"], 3)
        XCTAssertEqual(obj.mapInt64["4"], 1)
        XCTAssertEqual(obj.mapOptInt64.count, 5)
        XCTAssertEqual(obj.mapOptInt64["1"], 1)
        XCTAssertEqual(obj.mapOptInt64["2"], 2)
        XCTAssertEqual(obj.mapOptInt64["3"], 3)
        XCTAssertEqual(obj.mapOptInt64["4"], 1)
        XCTAssertTrue(obj.mapOptInt64.keys.contains("5"))
        XCTAssertNil(obj.mapOptInt64["5"])
        XCTAssertEqual(obj.mapFloat.count, 4)
        XCTAssertEqual(obj.mapFloat["1"], 1)
        XCTAssertEqual(obj.mapFloat["2"], 2)
        XCTAssertEqual(obj.mapFloat["3"], 3)
        XCTAssertEqual(obj.mapFloat["4"], 1)
        XCTAssertEqual(obj.mapOptFloat.count, 5)
        XCTAssertEqual(obj.mapOptFloat["1"], 1)
        XCTAssertEqual(obj.mapOptFloat["2"], 2)
        XCTAssertEqual(obj.mapOptFloat["3"], 3)
        XCTAssertEqual(obj.mapOptFloat["4"], 1)
        XCTAssertTrue(obj.mapOptFloat.keys.contains("5"))
        XCTAssertNil(obj.mapOptFloat["5"])
        XCTAssertEqual(obj.mapDouble.count, 4)
        XCTAssertEqual(obj.mapDouble["1"], 1)
        XCTAssertEqual(obj.mapDouble["2"], 2)
        XCTAssertEqual(obj.mapDouble["3"], 3)
        XCTAssertEqual(obj.mapDouble["4"], 1)
        XCTAssertEqual(obj.mapOptDouble.count, 5)
        XCTAssertEqual(obj.mapOptDouble["1"], 1)
        XCTAssertEqual(obj.mapOptDouble["2"], 2)
        XCTAssertEqual(obj.mapOptDouble["3"], 3)
        XCTAssertEqual(obj.mapOptDouble["4"], 1)
        XCTAssertTrue(obj.mapOptDouble.keys.contains("5"))
        XCTAssertNil(obj.mapOptDouble["5"])
        XCTAssertEqual(obj.mapString.count, 3)
        XCTAssertEqual(obj.mapString["1"], "a")
        XCTAssertEqual(obj.mapString["2"], "b")
        XCTAssertEqual(obj.mapString["3"], "c")
        XCTAssertEqual(obj.mapOptString.count, 4)
        XCTAssertEqual(obj.mapOptString["1"], "a")
        XCTAssertEqual(obj.mapOptString["2"], "b")
        XCTAssertEqual(obj.mapOptString["3"], "c")
        XCTAssertTrue(obj.mapOptString.keys.contains("4"))
        XCTAssertNil(obj.mapOptString["4"])
        XCTAssertEqual(obj.mapBinary.count, 1)
        XCTAssertEqual(obj.mapBinary["1"], Data("a".utf8))
        XCTAssertEqual(obj.mapOptBinary.count, 2)
        XCTAssertEqual(obj.mapOptBinary["1"], Data("a".utf8))
        XCTAssertTrue(obj.mapOptBinary.keys.contains("2"))
        XCTAssertNil(obj.mapOptBinary["2"])
        XCTAssertEqual(obj.mapDate.count, 2)
        XCTAssertEqual(obj.mapDate["1"], day1)
        XCTAssertEqual(obj.mapDate["2"], day2)
        XCTAssertEqual(obj.mapOptDate.count, 3)
        XCTAssertEqual(obj.mapOptDate["1"], day1)
        XCTAssertEqual(obj.mapOptDate["2"], day2)
        XCTAssertTrue(obj.mapOptDate.keys.contains("3"))
        XCTAssertNil(obj.mapOptDate["3"])
        XCTAssertEqual(obj.mapDecimal.count, 2)
        XCTAssertEqual(obj.mapDecimal["1"], 1 as Decimal128)
        XCTAssertEqual(obj.mapDecimal["2"], 2 as Decimal128)
        XCTAssertEqual(obj.mapOptDecimal.count, 3)
        XCTAssertEqual(obj.mapOptDecimal["1"], 1 as Decimal128)
        XCTAssertEqual(obj.mapOptDecimal["2"], 2 as Decimal128)
        XCTAssertTrue(obj.mapOptDecimal.keys.contains("3"))
        XCTAssertNil(obj.mapOptDecimal["3"])
        XCTAssertEqual(obj.mapObjectId.count, 2)
        XCTAssertEqual(obj.mapObjectId["1"], oid1)
        XCTAssertEqual(obj.mapObjectId["2"], oid2)
        XCTAssertEqual(obj.mapOptObjectId.count, 3)
        XCTAssertEqual(obj.mapOptObjectId["1"], oid1)
        XCTAssertEqual(obj.mapOptObjectId["2"], oid2)
        XCTAssertTrue(obj.mapOptObjectId.keys.contains("3"))
        XCTAssertNil(obj.mapOptObjectId["3"])
        XCTAssertEqual(obj.mapAny.count, 4)
        XCTAssertEqual(obj.mapAny["1"], AnyRealmValue.none)
        XCTAssertEqual(obj.mapAny["2"], AnyRealmValue.int(1))
        XCTAssertEqual(obj.mapAny["3"], AnyRealmValue.string("a"))
        XCTAssertEqual(obj.mapAny["4"], AnyRealmValue.none)
        XCTAssertEqual(obj.mapUuid.count, 3)
        XCTAssertEqual(obj.mapUuid["1"], uuid1)
        XCTAssertEqual(obj.mapUuid["2"], uuid2)
        XCTAssertEqual(obj.mapUuid["3"], uuid3)
        XCTAssertEqual(obj.mapOptUuid.count, 4)
        XCTAssertEqual(obj.mapOptUuid["1"], uuid1)
        XCTAssertEqual(obj.mapOptUuid["2"], uuid2)
        XCTAssertEqual(obj.mapOptUuid["3"], uuid3)
        XCTAssertTrue(obj.mapOptUuid.keys.contains("4"))
        XCTAssertNil(obj.mapOptUuid["4"])
    }

    let values = makeValues()
    let created = try realm.write {
        return realm.create(ModernAllTypesObject.self, value: ModernAllTypesObject(value: values))
    }
    check(created, values, true)
}

/// Adding a ModernAllTypesObject made from a dictionary keeps each property's value, the linked objects the same instances, now managed.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testAdd
func testModernAllTypesObjectAddKeepsEveryValue() throws {
    let realm = try Realm()
    let day1 = Date(timeIntervalSince1970: 100)
    let day2 = Date(timeIntervalSince1970: 200)
    let oid1 = ObjectId("6564b1a0a1b2c3d4e5f60001")
    let oid2 = ObjectId("6564b1a0a1b2c3d4e5f60002")
    let oid3 = ObjectId("6564b1a0a1b2c3d4e5f60003")
    let oid4 = ObjectId("6564b1a0a1b2c3d4e5f60004")
    let uuid1 = UUID(uuidString: "6e1a3c1e-0000-4000-8000-000000000001")!
    let uuid2 = UUID(uuidString: "6e1a3c1e-0000-4000-8000-000000000002")!
    let uuid3 = UUID(uuidString: "6e1a3c1e-0000-4000-8000-000000000003")!
    let uuid4 = UUID(uuidString: "6e1a3c1e-0000-4000-8000-000000000004")!
    // Fresh linked objects each time, so that each created copy has primary keys of its own.
    let makeValues = { () -> [String: Any] in
        return [
            "boolCol": true,
            "intCol": 10,
            "int8Col": 11 as Int8,
            "int16Col": 12 as Int16,
            "int32Col": 13 as Int32,
            "int64Col": 14 as Int64,
            "floatCol": 15 as Float,
            "doubleCol": 16 as Double,
            "stringCol": "a",
            "binaryCol": Data("b".utf8),
            "dateCol": Date(timeIntervalSince1970: 17),
            "decimalCol": 18 as Decimal128,
            "objectIdCol": oid3,
            "objectCol": ModernAllTypesObject(value: ["intCol": 1]),
            "arrayCol": [ModernAllTypesObject(value: ["intCol": 2]), ModernAllTypesObject(value: ["intCol": 3])],
            "setCol": [ModernAllTypesObject(value: ["intCol": 4]), ModernAllTypesObject(value: ["intCol": 5]),
                       ModernAllTypesObject(value: ["intCol": 6])],
            "anyCol": AnyRealmValue.int(20),
            "uuidCol": uuid4,
            "intEnumCol": ModernIntEnum.value2,
            "stringEnumCol": ModernStringEnum.value3,
            "optBoolCol": false,
            "optIntCol": 30,
            "optInt8Col": 31 as Int8,
            "optInt16Col": 32 as Int16,
            "optInt32Col": 33 as Int32,
            "optInt64Col": 34 as Int64,
            "optFloatCol": 35 as Float,
            "optDoubleCol": 36 as Double,
            "optStringCol": "c",
            "optBinaryCol": Data("d".utf8),
            "optDateCol": Date(timeIntervalSince1970: 37),
            "optDecimalCol": 38 as Decimal128,
            "optObjectIdCol": oid4,
            "optUuidCol": uuid1,
            "optIntEnumCol": ModernIntEnum.value1,
            "optStringEnumCol": ModernStringEnum.value1,
            "arrayBool": [true, false],
            "arrayOptBool": [true, false, nil],
            "arrayInt": [1, 1, 2, 3],
            "arrayOptInt": [1, 1, 2, 3, nil],
            "arrayInt8": [1, 2, 3, 1],
            "arrayOptInt8": [1, 2, 3, 1, nil],
            "arrayInt16": [1, 2, 3, 1],
            "arrayOptInt16": [1, 2, 3, 1, nil],
            "arrayInt32": [1, 2, 3, 1],
            "arrayOptInt32": [1, 2, 3, 1, nil],
            "arrayInt64": [1, 2, 3, 1],
            "arrayOptInt64": [1, 2, 3, 1, nil],
            "arrayFloat": [1, 2, 3, 1] as [Float],
            "arrayOptFloat": [1, 2, 3, 1, nil] as [Float?],
            "arrayDouble": [1, 2, 3, 1] as [Double],
            "arrayOptDouble": [1, 2, 3, 1, nil] as [Double?],
            "arrayString": ["a", "b", "c"],
            "arrayOptString": ["a", "b", "c", nil],
            "arrayBinary": [Data("a".utf8)],
            "arrayOptBinary": [Data("a".utf8), nil],
            "arrayDate": [day1, day2],
            "arrayOptDate": [day1, day2, nil],
            "arrayDecimal": [1 as Decimal128, 2 as Decimal128],
            "arrayOptDecimal": [1 as Decimal128, 2 as Decimal128, nil],
            "arrayObjectId": [oid1, oid2],
            "arrayOptObjectId": [oid1, oid2, nil],
            "arrayAny": [AnyRealmValue.none, .int(1), .string("a"), .none],
            "arrayUuid": [uuid1, uuid2, uuid3],
            "arrayOptUuid": [uuid1, uuid2, uuid3, nil],
            "setBool": [true, false],
            "setOptBool": [true, false, nil],
            "setInt": [1, 1, 2, 3],
            "setOptInt": [1, 1, 2, 3, nil],
            "setInt8": [1, 2, 3, 1],
            "setOptInt8": [1, 2, 3, 1, nil],
            "setInt16": [1, 2, 3, 1],
            "setOptInt16": [1, 2, 3, 1, nil],
            "setInt32": [1, 2, 3, 1],
            "setOptInt32": [1, 2, 3, 1, nil],
            "setInt64": [1, 2, 3, 1],
            "setOptInt64": [1, 2, 3, 1, nil],
            "setFloat": [1, 2, 3, 1] as [Float],
            "setOptFloat": [1, 2, 3, 1, nil] as [Float?],
            "setDouble": [1, 2, 3, 1] as [Double],
            "setOptDouble": [1, 2, 3, 1, nil] as [Double?],
            "setString": ["a", "b", "c"],
            "setOptString": ["a", "b", "c", nil],
            "setBinary": [Data("a".utf8)],
            "setOptBinary": [Data("a".utf8), nil],
            "setDate": [day1, day2],
            "setOptDate": [day1, day2, nil],
            "setDecimal": [1 as Decimal128, 2 as Decimal128],
            "setOptDecimal": [1 as Decimal128, 2 as Decimal128, nil],
            "setObjectId": [oid1, oid2],
            "setOptObjectId": [oid1, oid2, nil],
            "setAny": [AnyRealmValue.none, .int(1), .string("a"), .none],
            "setUuid": [uuid1, uuid2, uuid3],
            "setOptUuid": [uuid1, uuid2, uuid3, nil],
            "mapBool": ["1": true, "2": false],
            "mapOptBool": ["1": true, "2": false, "3": nil],
            "mapInt": ["1": 1, "2": 1, "3": 2, "4": 3],
            "mapOptInt": ["1": 1, "2": 1, "3": 2, "4": 3, "5": nil],
            "mapInt8": ["1": 1, "2": 2, "3": 3, "4": 1],
            "mapOptInt8": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil],
            "mapInt16": ["1": 1, "2": 2, "3": 3, "4": 1],
            "mapOptInt16": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil],
            "mapInt32": ["1": 1, "2": 2, "3": 3, "4": 1],
            "mapOptInt32": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil],
            "mapInt64": ["1": 1, "2": 2, "3": 3, "4": 1],
            "mapOptInt64": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil],
            "mapFloat": ["1": 1, "2": 2, "3": 3, "4": 1] as [String: Float],
            "mapOptFloat": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil] as [String: Float?],
            "mapDouble": ["1": 1, "2": 2, "3": 3, "4": 1] as [String: Double],
            "mapOptDouble": ["1": 1, "2": 2, "3": 3, "4": 1, "5": nil] as [String: Double?],
            "mapString": ["1": "a", "2": "b", "3": "c"],
            "mapOptString": ["1": "a", "2": "b", "3": "c", "4": nil],
            "mapBinary": ["1": Data("a".utf8)],
            "mapOptBinary": ["1": Data("a".utf8), "2": nil],
            "mapDate": ["1": day1, "2": day2],
            "mapOptDate": ["1": day1, "2": day2, "3": nil],
            "mapDecimal": ["1": 1 as Decimal128, "2": 2 as Decimal128],
            "mapOptDecimal": ["1": 1 as Decimal128, "2": 2 as Decimal128, "3": nil],
            "mapObjectId": ["1": oid1, "2": oid2],
            "mapOptObjectId": ["1": oid1, "2": oid2, "3": nil],
            "mapAny": ["1": AnyRealmValue.none, "2": .int(1), "3": .string("a"), "4": .none],
            "mapUuid": ["1": uuid1, "2": uuid2, "3": uuid3],
            "mapOptUuid": ["1": uuid1, "2": uuid2, "3": uuid3, "4": nil],
        ]
    }
    // The same values as an array in the order of the persisted properties: a new primary key first,
    // and null for the map of objects the dictionary leaves out.
    let propertyOrder = ["boolCol", "intCol", "int8Col", "int16Col", "int32Col", "int64Col", "floatCol", "doubleCol", "stringCol", "binaryCol", "dateCol", "decimalCol", "objectIdCol", "objectCol", "arrayCol", "setCol", "mapCol", "anyCol", "uuidCol", "intEnumCol", "stringEnumCol", "optIntCol", "optInt8Col", "optInt16Col", "optInt32Col", "optInt64Col", "optFloatCol", "optDoubleCol", "optBoolCol", "optStringCol", "optBinaryCol", "optDateCol", "optDecimalCol", "optObjectIdCol", "optUuidCol", "optIntEnumCol", "optStringEnumCol", "arrayBool", "arrayInt", "arrayInt8", "arrayInt16", "arrayInt32", "arrayInt64", "arrayFloat", "arrayDouble", "arrayString", "arrayBinary", "arrayDate", "arrayDecimal", "arrayObjectId", "arrayAny", "arrayUuid", "arrayOptBool", "arrayOptInt", "arrayOptInt8", "arrayOptInt16", "arrayOptInt32", "arrayOptInt64", "arrayOptFloat", "arrayOptDouble", "arrayOptString", "arrayOptBinary", "arrayOptDate", "arrayOptDecimal", "arrayOptObjectId", "arrayOptUuid", "setBool", "setInt", "setInt8", "setInt16", "setInt32", "setInt64", "setFloat", "setDouble", "setString", "setBinary", "setDate", "setDecimal", "setObjectId", "setAny", "setUuid", "setOptBool", "setOptInt", "setOptInt8", "setOptInt16", "setOptInt32", "setOptInt64", "setOptFloat", "setOptDouble", "setOptString", "setOptBinary", "setOptDate", "setOptDecimal", "setOptObjectId", "setOptUuid", "mapBool", "mapInt", "mapInt8", "mapInt16", "mapInt32", "mapInt64", "mapFloat", "mapDouble", "mapString", "mapBinary", "mapDate", "mapDecimal", "mapObjectId", "mapAny", "mapUuid", "mapOptBool", "mapOptInt", "mapOptInt8", "mapOptInt16", "mapOptInt32", "mapOptInt64", "mapOptFloat", "mapOptDouble", "mapOptString", "mapOptBinary", "mapOptDate", "mapOptDecimal", "mapOptObjectId", "mapOptUuid"]
    let arrayOf = { (values: [String: Any]) -> [Any] in
        var array: [Any] = [ObjectId.generate()]
        for name in propertyOrder {
            array.append(values[name] ?? NSNull())
        }
        return array
    }
    let check = { (obj: ModernAllTypesObject, values: [String: Any], copied: Bool) in
        XCTAssertEqual(obj.boolCol, true)
        XCTAssertEqual(obj.intCol, 10)
        XCTAssertEqual(obj.int8Col, 11)
        XCTAssertEqual(obj.int16Col, 12)
        XCTAssertEqual(obj.int32Col, 13)
        XCTAssertEqual(obj.int64Col, 14)
        XCTAssertEqual(obj.floatCol, 15)
        XCTAssertEqual(obj.doubleCol, 16)
        XCTAssertEqual(obj.stringCol, "a")
        XCTAssertEqual(obj.binaryCol, Data("b".utf8))
        XCTAssertEqual(obj.dateCol, Date(timeIntervalSince1970: 17))
        XCTAssertEqual(obj.decimalCol, 18 as Decimal128)
        XCTAssertEqual(obj.objectIdCol, oid3)
        XCTAssertEqual(obj.objectCol!.pk, (values["objectCol"] as! ModernAllTypesObject).pk)
        let arrayLinks = values["arrayCol"] as! [ModernAllTypesObject]
        XCTAssertEqual(obj.arrayCol.count, 2)
        for link in arrayLinks {
            XCTAssertTrue(copied ? obj.arrayCol.contains { $0.pk == link.pk } : obj.arrayCol.contains(link))
        }
        let setLinks = values["setCol"] as! [ModernAllTypesObject]
        XCTAssertEqual(obj.setCol.count, 3)
        for link in setLinks {
            XCTAssertTrue(copied ? obj.setCol.contains { $0.pk == link.pk } : obj.setCol.contains(link))
        }
        XCTAssertEqual(obj.anyCol, .int(20))
        XCTAssertEqual(obj.uuidCol, uuid4)
        XCTAssertEqual(obj.intEnumCol, .value2)
        XCTAssertEqual(obj.stringEnumCol, .value3)
        XCTAssertEqual(obj.optBoolCol, false)
        XCTAssertEqual(obj.optIntCol, 30)
        XCTAssertEqual(obj.optInt8Col, 31)
        XCTAssertEqual(obj.optInt16Col, 32)
        XCTAssertEqual(obj.optInt32Col, 33)
        XCTAssertEqual(obj.optInt64Col, 34)
        XCTAssertEqual(obj.optFloatCol, 35)
        XCTAssertEqual(obj.optDoubleCol, 36)
        XCTAssertEqual(obj.optStringCol, "c")
        XCTAssertEqual(obj.optBinaryCol, Data("d".utf8))
        XCTAssertEqual(obj.optDateCol, Date(timeIntervalSince1970: 37))
        XCTAssertEqual(obj.optDecimalCol, 38 as Decimal128)
        XCTAssertEqual(obj.optObjectIdCol, oid4)
        XCTAssertEqual(obj.optUuidCol, uuid1)
        XCTAssertEqual(obj.optIntEnumCol, .value1)
        XCTAssertEqual(obj.optStringEnumCol, .value1)
        XCTAssertEqual(Array(obj.arrayBool), [true, false])
        XCTAssertEqual(Array(obj.arrayOptBool), [true, false, nil])
        XCTAssertEqual(Array(obj.arrayInt), [1, 1, 2, 3])
        XCTAssertEqual(Array(obj.arrayOptInt), [1, 1, 2, 3, nil])
        XCTAssertEqual(Array(obj.arrayInt8), [1, 2, 3, 1])
        XCTAssertEqual(Array(obj.arrayOptInt8), [1, 2, 3, 1, nil])
        XCTAssertEqual(Array(obj.arrayInt16), [1, 2, 3, 1])
        XCTAssertEqual(Array(obj.arrayOptInt16), [1, 2, 3, 1, nil])
        XCTAssertEqual(Array(obj.arrayInt32), [1, 2, 3, 1])
        XCTAssertEqual(Array(obj.arrayOptInt32), [1, 2, 3, 1, nil])
        XCTAssertEqual(Array(obj.arrayInt64), [1, 2, 3, 1])
        XCTAssertEqual(Array(obj.arrayOptInt64), [1, 2, 3, 1, nil])
        XCTAssertEqual(Array(obj.arrayFloat), [1, 2, 3, 1] as [Float])
        XCTAssertEqual(Array(obj.arrayOptFloat), [1, 2, 3, 1, nil] as [Float?])
        XCTAssertEqual(Array(obj.arrayDouble), [1, 2, 3, 1] as [Double])
        XCTAssertEqual(Array(obj.arrayOptDouble), [1, 2, 3, 1, nil] as [Double?])
        XCTAssertEqual(Array(obj.arrayString), ["a", "b", "c"])
        XCTAssertEqual(Array(obj.arrayOptString), ["a", "b", "c", nil])
        XCTAssertEqual(Array(obj.arrayBinary), [Data("a".utf8)])
        XCTAssertEqual(Array(obj.arrayOptBinary), [Data("a".utf8), nil])
        XCTAssertEqual(Array(obj.arrayDate), [day1, day2])
        XCTAssertEqual(Array(obj.arrayOptDate), [day1, day2, nil])
        XCTAssertEqual(Array(obj.arrayDecimal), [1 as Decimal128, 2 as Decimal128])
        XCTAssertEqual(Array(obj.arrayOptDecimal), [1 as Decimal128, 2 as Decimal128, nil])
        XCTAssertEqual(Array(obj.arrayObjectId), [oid1, oid2])
        XCTAssertEqual(Array(obj.arrayOptObjectId), [oid1, oid2, nil])
        XCTAssertEqual(Array(obj.arrayAny), [AnyRealmValue.none, .int(1), .string("a"), .none])
        XCTAssertEqual(Array(obj.arrayUuid), [uuid1, uuid2, uuid3])
        XCTAssertEqual(Array(obj.arrayOptUuid), [uuid1, uuid2, uuid3, nil])
        XCTAssertEqual(obj.setBool.count, Set([true, false]).count)
        XCTAssertEqual(Set(obj.setBool), Set([true, false]))
        XCTAssertEqual(obj.setOptBool.count, Set([true, false, nil]).count)
        XCTAssertEqual(Set(obj.setOptBool), Set([true, false, nil]))
        XCTAssertEqual(obj.setInt.count, Set([1, 1, 2, 3]).count)
        XCTAssertEqual(Set(obj.setInt), Set([1, 1, 2, 3]))
        XCTAssertEqual(obj.setOptInt.count, Set([1, 1, 2, 3, nil]).count)
        XCTAssertEqual(Set(obj.setOptInt), Set([1, 1, 2, 3, nil]))
        XCTAssertEqual(obj.setInt8.count, Set([1, 2, 3, 1]).count)
        XCTAssertEqual(Set(obj.setInt8), Set([1, 2, 3, 1]))
        XCTAssertEqual(obj.setOptInt8.count, Set([1, 2, 3, 1, nil]).count)
        XCTAssertEqual(Set(obj.setOptInt8), Set([1, 2, 3, 1, nil]))
        XCTAssertEqual(obj.setInt16.count, Set([1, 2, 3, 1]).count)
        XCTAssertEqual(Set(obj.setInt16), Set([1, 2, 3, 1]))
        XCTAssertEqual(obj.setOptInt16.count, Set([1, 2, 3, 1, nil]).count)
        XCTAssertEqual(Set(obj.setOptInt16), Set([1, 2, 3, 1, nil]))
        XCTAssertEqual(obj.setInt32.count, Set([1, 2, 3, 1]).count)
        XCTAssertEqual(Set(obj.setInt32), Set([1, 2, 3, 1]))
        XCTAssertEqual(obj.setOptInt32.count, Set([1, 2, 3, 1, nil]).count)
        XCTAssertEqual(Set(obj.setOptInt32), Set([1, 2, 3, 1, nil]))
        XCTAssertEqual(obj.setInt64.count, Set([1, 2, 3, 1]).count)
        XCTAssertEqual(Set(obj.setInt64), Set([1, 2, 3, 1]))
        XCTAssertEqual(obj.setOptInt64.count, Set([1, 2, 3, 1, nil]).count)
        XCTAssertEqual(Set(obj.setOptInt64), Set([1, 2, 3, 1, nil]))
        XCTAssertEqual(obj.setFloat.count, Set([1, 2, 3, 1] as [Float]).count)
        XCTAssertEqual(Set(obj.setFloat), Set([1, 2, 3, 1] as [Float]))
        XCTAssertEqual(obj.setOptFloat.count, Set([1, 2, 3, 1, nil] as [Float?]).count)
        XCTAssertEqual(Set(obj.setOptFloat), Set([1, 2, 3, 1, nil] as [Float?]))
        XCTAssertEqual(obj.setDouble.count, Set([1, 2, 3, 1] as [Double]).count)
        XCTAssertEqual(Set(obj.setDouble), Set([1, 2, 3, 1] as [Double]))
        XCTAssertEqual(obj.setOptDouble.count, Set([1, 2, 3, 1, nil] as [Double?]).count)
        XCTAssertEqual(Set(obj.setOptDouble), Set([1, 2, 3, 1, nil] as [Double?]))
        XCTAssertEqual(obj.setString.count, Set(["a", "b", "c"]).count)
        XCTAssertEqual(Set(obj.setString), Set(["a", "b", "c"]))
        XCTAssertEqual(obj.setOptString.count, Set(["a", "b", "c", nil]).count)
        XCTAssertEqual(Set(obj.setOptString), Set(["a", "b", "c", nil]))
        XCTAssertEqual(obj.setBinary.count, Set([Data("a".utf8)]).count)
        XCTAssertEqual(Set(obj.setBinary), Set([Data("a".utf8)]))
        XCTAssertEqual(obj.setOptBinary.count, Set([Data("a".utf8), nil]).count)
        XCTAssertEqual(Set(obj.setOptBinary), Set([Data("a".utf8), nil]))
        XCTAssertEqual(obj.setDate.count, Set([day1, day2]).count)
        XCTAssertEqual(Set(obj.setDate), Set([day1, day2]))
        XCTAssertEqual(obj.setOptDate.count, Set([day1, day2, nil]).count)
        XCTAssertEqual(Set(obj.setOptDate), Set([day1, day2, nil]))
        XCTAssertEqual(obj.setDecimal.count, Set([1 as Decimal128, 2 as Decimal128]).count)
        XCTAssertEqual(Set(obj.setDecimal), Set([1 as Decimal128, 2 as Decimal128]))
        XCTAssertEqual(obj.setOptDecimal.count, Set([1 as Decimal128, 2 as Decimal128, nil]).count)
        XCTAssertEqual(Set(obj.setOptDecimal), Set([1 as Decimal128, 2 as Decimal128, nil]))
        XCTAssertEqual(obj.setObjectId.count, Set([oid1, oid2]).count)
        XCTAssertEqual(Set(obj.setObjectId), Set([oid1, oid2]))
        XCTAssertEqual(obj.setOptObjectId.count, Set([oid1, oid2, nil]).count)
        XCTAssertEqual(Set(obj.setOptObjectId), Set([oid1, oid2, nil]))
        XCTAssertEqual(obj.setAny.count, Set([AnyRealmValue.none, .int(1), .string("a"), .none]).count)
        XCTAssertEqual(Set(obj.setAny), Set([AnyRealmValue.none, .int(1), .string("a"), .none]))
        XCTAssertEqual(obj.setUuid.count, Set([uuid1, uuid2, uuid3]).count)
        XCTAssertEqual(Set(obj.setUuid), Set([uuid1, uuid2, uuid3]))
        XCTAssertEqual(obj.setOptUuid.count, Set([uuid1, uuid2, uuid3, nil]).count)
        XCTAssertEqual(Set(obj.setOptUuid), Set([uuid1, uuid2, uuid3, nil]))
        XCTAssertEqual(obj.mapBool.count, 2)
        XCTAssertEqual(obj.mapBool["1"], true)
        XCTAssertEqual(obj.mapBool["2"], false)
        XCTAssertEqual(obj.mapOptBool.count, 3)
        XCTAssertEqual(obj.mapOptBool["1"], true)
        XCTAssertEqual(obj.mapOptBool["2"], false)
        XCTAssertTrue(obj.mapOptBool.keys.contains("3"))
        XCTAssertNil(obj.mapOptBool["3"])
        XCTAssertEqual(obj.mapInt.count, 4)
        XCTAssertEqual(obj.mapInt["1"], 1)
        XCTAssertEqual(obj.mapInt["2"], 1)
        XCTAssertEqual(obj.mapInt["3"], 2)
        XCTAssertEqual(obj.mapInt["4"], 3)
        XCTAssertEqual(obj.mapOptInt.count, 5)
        XCTAssertEqual(obj.mapOptInt["1"], 1)
        XCTAssertEqual(obj.mapOptInt["2"], 1)
        XCTAssertEqual(obj.mapOptInt["3"], 2)
        XCTAssertEqual(obj.mapOptInt["4"], 3)
        XCTAssertTrue(obj.mapOptInt.keys.contains("5"))
        XCTAssertNil(obj.mapOptInt["5"])
        XCTAssertEqual(obj.mapInt8.count, 4)
        XCTAssertEqual(obj.mapInt8["1"], 1)
        XCTAssertEqual(obj.mapInt8["2"], 2)
        XCTAssertEqual(obj.mapInt8["3"], 3)
        XCTAssertEqual(obj.mapInt8["4"], 1)
        XCTAssertEqual(obj.mapOptInt8.count, 5)
        XCTAssertEqual(obj.mapOptInt8["1"], 1)
        XCTAssertEqual(obj.mapOptInt8["2"], 2)
        XCTAssertEqual(obj.mapOptInt8["3"], 3)
        XCTAssertEqual(obj.mapOptInt8["4"], 1)
        XCTAssertTrue(obj.mapOptInt8.keys.contains("5"))
        XCTAssertNil(obj.mapOptInt8["5"])
        XCTAssertEqual(obj.mapInt16.count, 4)
        XCTAssertEqual(obj.mapInt16["1"], 1)
        XCTAssertEqual(obj.mapInt16["2"], 2)
        XCTAssertEqual(obj.mapInt16["3"], 3)
        XCTAssertEqual(obj.mapInt16["4"], 1)
        XCTAssertEqual(obj.mapOptInt16.count, 5)
        XCTAssertEqual(obj.mapOptInt16["1"], 1)
        XCTAssertEqual(obj.mapOptInt16["2"], 2)
        XCTAssertEqual(obj.mapOptInt16["3"], 3)
        XCTAssertEqual(obj.mapOptInt16["4"], 1)
        XCTAssertTrue(obj.mapOptInt16.keys.contains("5"))
        XCTAssertNil(obj.mapOptInt16["5"])
        XCTAssertEqual(obj.mapInt32.count, 4)
        XCTAssertEqual(obj.mapInt32["1"], 1)
        XCTAssertEqual(obj.mapInt32["2"], 2)
        XCTAssertEqual(obj.mapInt32["3"], 3)
        XCTAssertEqual(obj.mapInt32["4"], 1)
        XCTAssertEqual(obj.mapOptInt32.count, 5)
        XCTAssertEqual(obj.mapOptInt32["1"], 1)
        XCTAssertEqual(obj.mapOptInt32["2"], 2)
        XCTAssertEqual(obj.mapOptInt32["3"], 3)
        XCTAssertEqual(obj.mapOptInt32["4"], 1)
        XCTAssertTrue(obj.mapOptInt32.keys.contains("5"))
        XCTAssertNil(obj.mapOptInt32["5"])
        XCTAssertEqual(obj.mapInt64.count, 4)
        XCTAssertEqual(obj.mapInt64["1"], 1)
        XCTAssertEqual(obj.mapInt64["2"], 2)
        XCTAssertEqual(obj.mapInt64["3"], 3)
        XCTAssertEqual(obj.mapInt64["4"], 1)
        XCTAssertEqual(obj.mapOptInt64.count, 5)
        XCTAssertEqual(obj.mapOptInt64["1"], 1)
        XCTAssertEqual(obj.mapOptInt64["2"], 2)
        XCTAssertEqual(obj.mapOptInt64["3"], 3)
        XCTAssertEqual(obj.mapOptInt64["4"], 1)
        XCTAssertTrue(obj.mapOptInt64.keys.contains("5"))
        XCTAssertNil(obj.mapOptInt64["5"])
        XCTAssertEqual(obj.mapFloat.count, 4)
        XCTAssertEqual(obj.mapFloat["1"], 1)
        XCTAssertEqual(obj.mapFloat["2"], 2)
        XCTAssertEqual(obj.mapFloat["3"], 3)
        XCTAssertEqual(obj.mapFloat["4"], 1)
        XCTAssertEqual(obj.mapOptFloat.count, 5)
        XCTAssertEqual(obj.mapOptFloat["1"], 1)
        XCTAssertEqual(obj.mapOptFloat["2"], 2)
        XCTAssertEqual(obj.mapOptFloat["3"], 3)
        XCTAssertEqual(obj.mapOptFloat["4"], 1)
        XCTAssertTrue(obj.mapOptFloat.keys.contains("5"))
        XCTAssertNil(obj.mapOptFloat["5"])
        XCTAssertEqual(obj.mapDouble.count, 4)
        XCTAssertEqual(obj.mapDouble["1"], 1)
        XCTAssertEqual(obj.mapDouble["2"], 2)
        XCTAssertEqual(obj.mapDouble["3"], 3)
        XCTAssertEqual(obj.mapDouble["4"], 1)
        XCTAssertEqual(obj.mapOptDouble.count, 5)
        XCTAssertEqual(obj.mapOptDouble["1"], 1)
        XCTAssertEqual(obj.mapOptDouble["2"], 2)
        XCTAssertEqual(obj.mapOptDouble["3"], 3)
        XCTAssertEqual(obj.mapOptDouble["4"], 1)
        XCTAssertTrue(obj.mapOptDouble.keys.contains("5"))
        XCTAssertNil(obj.mapOptDouble["5"])
        XCTAssertEqual(obj.mapString.count, 3)
        XCTAssertEqual(obj.mapString["1"], "a")
        XCTAssertEqual(obj.mapString["2"], "b")
        XCTAssertEqual(obj.mapString["3"], "c")
        XCTAssertEqual(obj.mapOptString.count, 4)
        XCTAssertEqual(obj.mapOptString["1"], "a")
        XCTAssertEqual(obj.mapOptString["2"], "b")
        XCTAssertEqual(obj.mapOptString["3"], "c")
        XCTAssertTrue(obj.mapOptString.keys.contains("4"))
        XCTAssertNil(obj.mapOptString["4"])
        XCTAssertEqual(obj.mapBinary.count, 1)
        XCTAssertEqual(obj.mapBinary["1"], Data("a".utf8))
        XCTAssertEqual(obj.mapOptBinary.count, 2)
        XCTAssertEqual(obj.mapOptBinary["1"], Data("a".utf8))
        XCTAssertTrue(obj.mapOptBinary.keys.contains("2"))
        XCTAssertNil(obj.mapOptBinary["2"])
        XCTAssertEqual(obj.mapDate.count, 2)
        XCTAssertEqual(obj.mapDate["1"], day1)
        XCTAssertEqual(obj.mapDate["2"], day2)
        XCTAssertEqual(obj.mapOptDate.count, 3)
        XCTAssertEqual(obj.mapOptDate["1"], day1)
        XCTAssertEqual(obj.mapOptDate["2"], day2)
        XCTAssertTrue(obj.mapOptDate.keys.contains("3"))
        XCTAssertNil(obj.mapOptDate["3"])
        XCTAssertEqual(obj.mapDecimal.count, 2)
        XCTAssertEqual(obj.mapDecimal["1"], 1 as Decimal128)
        XCTAssertEqual(obj.mapDecimal["2"], 2 as Decimal128)
        XCTAssertEqual(obj.mapOptDecimal.count, 3)
        XCTAssertEqual(obj.mapOptDecimal["1"], 1 as Decimal128)
        XCTAssertEqual(obj.mapOptDecimal["2"], 2 as Decimal128)
        XCTAssertTrue(obj.mapOptDecimal.keys.contains("3"))
        XCTAssertNil(obj.mapOptDecimal["3"])
        XCTAssertEqual(obj.mapObjectId.count, 2)
        XCTAssertEqual(obj.mapObjectId["1"], oid1)
        XCTAssertEqual(obj.mapObjectId["2"], oid2)
        XCTAssertEqual(obj.mapOptObjectId.count, 3)
        XCTAssertEqual(obj.mapOptObjectId["1"], oid1)
        XCTAssertEqual(obj.mapOptObjectId["2"], oid2)
        XCTAssertTrue(obj.mapOptObjectId.keys.contains("3"))
        XCTAssertNil(obj.mapOptObjectId["3"])
        XCTAssertEqual(obj.mapAny.count, 4)
        XCTAssertEqual(obj.mapAny["1"], AnyRealmValue.none)
        XCTAssertEqual(obj.mapAny["2"], AnyRealmValue.int(1))
        XCTAssertEqual(obj.mapAny["3"], AnyRealmValue.string("a"))
        XCTAssertEqual(obj.mapAny["4"], AnyRealmValue.none)
        XCTAssertEqual(obj.mapUuid.count, 3)
        XCTAssertEqual(obj.mapUuid["1"], uuid1)
        XCTAssertEqual(obj.mapUuid["2"], uuid2)
        XCTAssertEqual(obj.mapUuid["3"], uuid3)
        XCTAssertEqual(obj.mapOptUuid.count, 4)
        XCTAssertEqual(obj.mapOptUuid["1"], uuid1)
        XCTAssertEqual(obj.mapOptUuid["2"], uuid2)
        XCTAssertEqual(obj.mapOptUuid["3"], uuid3)
        XCTAssertTrue(obj.mapOptUuid.keys.contains("4"))
        XCTAssertNil(obj.mapOptUuid["4"])
    }

    let values = makeValues()
    let added = ModernAllTypesObject(value: values)
    try realm.write {
        realm.add(added)
    }
    check(added, values, false)
}

/// A ModernAllTypesObject made with no values, by init(), by create(_:) and by add, holds the declared defaults: false, 0 and the declared numbers, empty strings and data, zero Decimal128, a generated ObjectId and UUID, the first enum case, no link, a null mixed value, nil optionals and empty lists and sets.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testInitDefault
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testCreateDefault
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testAddDefault
func testModernAllTypesObjectDefaults() throws {
    let check = { (obj: ModernAllTypesObject) in
        XCTAssertEqual(obj.boolCol, false)
        XCTAssertEqual(obj.intCol, 0)
        XCTAssertEqual(obj.int8Col, 1)
        XCTAssertEqual(obj.int16Col, 2)
        XCTAssertEqual(obj.int32Col, 3)
        XCTAssertEqual(obj.int64Col, 4)
        XCTAssertEqual(obj.floatCol, 5)
        XCTAssertEqual(obj.doubleCol, 6)
        XCTAssertEqual(obj.stringCol, "")
        XCTAssertEqual(obj.binaryCol, Data())
        XCTAssertEqual(obj.decimalCol, 0)
        // A fresh ObjectId and UUID are generated, so neither equals another newly made one.
        XCTAssertNotEqual(obj.objectIdCol, ObjectId())
        XCTAssertEqual(obj.objectCol, nil)
        XCTAssertEqual(obj.arrayCol.count, 0)
        XCTAssertEqual(obj.setCol.count, 0)
        XCTAssertEqual(obj.anyCol, .none)
        XCTAssertNotEqual(obj.uuidCol, UUID())
        XCTAssertEqual(obj.intEnumCol, .value1)
        XCTAssertEqual(obj.stringEnumCol, .value1)
        XCTAssertNil(obj.optIntCol)
        XCTAssertNil(obj.optInt8Col)
        XCTAssertNil(obj.optInt16Col)
        XCTAssertNil(obj.optInt32Col)
        XCTAssertNil(obj.optInt64Col)
        XCTAssertNil(obj.optFloatCol)
        XCTAssertNil(obj.optDoubleCol)
        XCTAssertNil(obj.optBoolCol)
        XCTAssertNil(obj.optStringCol)
        XCTAssertNil(obj.optBinaryCol)
        XCTAssertNil(obj.optDateCol)
        XCTAssertNil(obj.optDecimalCol)
        XCTAssertNil(obj.optObjectIdCol)
        XCTAssertNil(obj.optUuidCol)
        XCTAssertNil(obj.optIntEnumCol)
        XCTAssertNil(obj.optStringEnumCol)
        XCTAssertEqual(obj.arrayBool.count, 0)
        XCTAssertEqual(obj.arrayInt.count, 0)
        XCTAssertEqual(obj.arrayInt8.count, 0)
        XCTAssertEqual(obj.arrayInt16.count, 0)
        XCTAssertEqual(obj.arrayInt32.count, 0)
        XCTAssertEqual(obj.arrayInt64.count, 0)
        XCTAssertEqual(obj.arrayFloat.count, 0)
        XCTAssertEqual(obj.arrayDouble.count, 0)
        XCTAssertEqual(obj.arrayString.count, 0)
        XCTAssertEqual(obj.arrayBinary.count, 0)
        XCTAssertEqual(obj.arrayDate.count, 0)
        XCTAssertEqual(obj.arrayDecimal.count, 0)
        XCTAssertEqual(obj.arrayObjectId.count, 0)
        XCTAssertEqual(obj.arrayAny.count, 0)
        XCTAssertEqual(obj.arrayUuid.count, 0)
        XCTAssertEqual(obj.arrayOptBool.count, 0)
        XCTAssertEqual(obj.arrayOptInt.count, 0)
        XCTAssertEqual(obj.arrayOptInt8.count, 0)
        XCTAssertEqual(obj.arrayOptInt16.count, 0)
        XCTAssertEqual(obj.arrayOptInt32.count, 0)
        XCTAssertEqual(obj.arrayOptInt64.count, 0)
        XCTAssertEqual(obj.arrayOptFloat.count, 0)
        XCTAssertEqual(obj.arrayOptDouble.count, 0)
        XCTAssertEqual(obj.arrayOptString.count, 0)
        XCTAssertEqual(obj.arrayOptBinary.count, 0)
        XCTAssertEqual(obj.arrayOptDate.count, 0)
        XCTAssertEqual(obj.arrayOptDecimal.count, 0)
        XCTAssertEqual(obj.arrayOptObjectId.count, 0)
        XCTAssertEqual(obj.arrayOptUuid.count, 0)
        XCTAssertEqual(obj.setBool.count, 0)
        XCTAssertEqual(obj.setInt.count, 0)
        XCTAssertEqual(obj.setInt8.count, 0)
        XCTAssertEqual(obj.setInt16.count, 0)
        XCTAssertEqual(obj.setInt32.count, 0)
        XCTAssertEqual(obj.setInt64.count, 0)
        XCTAssertEqual(obj.setFloat.count, 0)
        XCTAssertEqual(obj.setDouble.count, 0)
        XCTAssertEqual(obj.setString.count, 0)
        XCTAssertEqual(obj.setBinary.count, 0)
        XCTAssertEqual(obj.setDate.count, 0)
        XCTAssertEqual(obj.setDecimal.count, 0)
        XCTAssertEqual(obj.setObjectId.count, 0)
        XCTAssertEqual(obj.setAny.count, 0)
        XCTAssertEqual(obj.setUuid.count, 0)
        XCTAssertEqual(obj.setOptBool.count, 0)
        XCTAssertEqual(obj.setOptInt.count, 0)
        XCTAssertEqual(obj.setOptInt8.count, 0)
        XCTAssertEqual(obj.setOptInt16.count, 0)
        XCTAssertEqual(obj.setOptInt32.count, 0)
        XCTAssertEqual(obj.setOptInt64.count, 0)
        XCTAssertEqual(obj.setOptFloat.count, 0)
        XCTAssertEqual(obj.setOptDouble.count, 0)
        XCTAssertEqual(obj.setOptString.count, 0)
        XCTAssertEqual(obj.setOptBinary.count, 0)
        XCTAssertEqual(obj.setOptDate.count, 0)
        XCTAssertEqual(obj.setOptDecimal.count, 0)
        XCTAssertEqual(obj.setOptObjectId.count, 0)
        XCTAssertEqual(obj.setOptUuid.count, 0)
    }
    check(ModernAllTypesObject())
    let realm = try Realm()
    let created = try realm.write {
        return realm.create(ModernAllTypesObject.self)
    }
    check(created)
    let added = ModernAllTypesObject()
    try realm.write {
        realm.add(added)
    }
    check(added)
}

/// A ModernAllTypesObject made from values that are null (NSNull, the mixed value's none, null elements of lists, sets and maps of optionals), by init(value:), by create(_:value:) and by add, reads nil for the link and every optional and holds the null elements.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testInitNil
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testCreateNil
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testAddNil
func testModernAllTypesObjectFromNullValues() throws {
    let nulls: [String: Any] = [
        "objectCol": NSNull(),
        "anyCol": AnyRealmValue.none,
        "optIntCol": NSNull(),
        "optInt8Col": NSNull(),
        "optInt16Col": NSNull(),
        "optInt32Col": NSNull(),
        "optInt64Col": NSNull(),
        "optFloatCol": NSNull(),
        "optDoubleCol": NSNull(),
        "optBoolCol": NSNull(),
        "optStringCol": NSNull(),
        "optBinaryCol": NSNull(),
        "optDateCol": NSNull(),
        "optDecimalCol": NSNull(),
        "optObjectIdCol": NSNull(),
        "optUuidCol": NSNull(),
        "optIntEnumCol": NSNull(),
        "optStringEnumCol": NSNull(),
        "arrayAny": [AnyRealmValue.none],
        "arrayOptBool": [NSNull()],
        "arrayOptInt": [NSNull()],
        "arrayOptInt8": [NSNull()],
        "arrayOptInt16": [NSNull()],
        "arrayOptInt32": [NSNull()],
        "arrayOptInt64": [NSNull()],
        "arrayOptFloat": [NSNull()],
        "arrayOptDouble": [NSNull()],
        "arrayOptString": [NSNull()],
        "arrayOptBinary": [NSNull()],
        "arrayOptDate": [NSNull()],
        "arrayOptDecimal": [NSNull()],
        "arrayOptObjectId": [NSNull()],
        "arrayOptUuid": [NSNull()],
        "setAny": [AnyRealmValue.none],
        "setOptBool": [NSNull()],
        "setOptInt": [NSNull()],
        "setOptInt8": [NSNull()],
        "setOptInt16": [NSNull()],
        "setOptInt32": [NSNull()],
        "setOptInt64": [NSNull()],
        "setOptFloat": [NSNull()],
        "setOptDouble": [NSNull()],
        "setOptString": [NSNull()],
        "setOptBinary": [NSNull()],
        "setOptDate": [NSNull()],
        "setOptDecimal": [NSNull()],
        "setOptObjectId": [NSNull()],
        "setOptUuid": [NSNull()],
        "mapAny": ["1": AnyRealmValue.none],
        "mapOptBool": ["1": NSNull()],
        "mapOptInt": ["1": NSNull()],
        "mapOptInt8": ["1": NSNull()],
        "mapOptInt16": ["1": NSNull()],
        "mapOptInt32": ["1": NSNull()],
        "mapOptInt64": ["1": NSNull()],
        "mapOptFloat": ["1": NSNull()],
        "mapOptDouble": ["1": NSNull()],
        "mapOptString": ["1": NSNull()],
        "mapOptBinary": ["1": NSNull()],
        "mapOptDate": ["1": NSNull()],
        "mapOptDecimal": ["1": NSNull()],
        "mapOptObjectId": ["1": NSNull()],
        "mapOptUuid": ["1": NSNull()],
    ]
    let check = { (obj: ModernAllTypesObject) in
        XCTAssertNil(obj.objectCol)
        XCTAssertNil(obj.optBoolCol)
        XCTAssertNil(obj.optIntCol)
        XCTAssertNil(obj.optInt8Col)
        XCTAssertNil(obj.optInt16Col)
        XCTAssertNil(obj.optInt32Col)
        XCTAssertNil(obj.optInt64Col)
        XCTAssertNil(obj.optFloatCol)
        XCTAssertNil(obj.optDoubleCol)
        XCTAssertNil(obj.optStringCol)
        XCTAssertNil(obj.optBinaryCol)
        XCTAssertNil(obj.optDateCol)
        XCTAssertNil(obj.optDecimalCol)
        XCTAssertNil(obj.optObjectIdCol)
        XCTAssertNil(obj.optUuidCol)
        XCTAssertNil(obj.optIntEnumCol)
        XCTAssertNil(obj.optStringEnumCol)
        XCTAssertEqual(obj.arrayAny[0], .none)
        XCTAssertNil(obj.arrayOptBool[0])
        XCTAssertNil(obj.arrayOptInt[0])
        XCTAssertNil(obj.arrayOptInt8[0])
        XCTAssertNil(obj.arrayOptInt16[0])
        XCTAssertNil(obj.arrayOptInt32[0])
        XCTAssertNil(obj.arrayOptInt64[0])
        XCTAssertNil(obj.arrayOptFloat[0])
        XCTAssertNil(obj.arrayOptDouble[0])
        XCTAssertNil(obj.arrayOptString[0])
        XCTAssertNil(obj.arrayOptBinary[0])
        XCTAssertNil(obj.arrayOptDate[0])
        XCTAssertNil(obj.arrayOptDecimal[0])
        XCTAssertNil(obj.arrayOptObjectId[0])
        XCTAssertNil(obj.arrayOptUuid[0])
        XCTAssertEqual(Array(obj.setAny), [AnyRealmValue.none])
        XCTAssertEqual(Array(obj.setOptBool), [nil])
        XCTAssertEqual(Array(obj.setOptInt), [nil])
        XCTAssertEqual(Array(obj.setOptInt8), [nil])
        XCTAssertEqual(Array(obj.setOptInt16), [nil])
        XCTAssertEqual(Array(obj.setOptInt32), [nil])
        XCTAssertEqual(Array(obj.setOptInt64), [nil])
        XCTAssertEqual(Array(obj.setOptFloat), [nil])
        XCTAssertEqual(Array(obj.setOptDouble), [nil])
        XCTAssertEqual(Array(obj.setOptString), [nil])
        XCTAssertEqual(Array(obj.setOptBinary), [nil])
        XCTAssertEqual(Array(obj.setOptDate), [nil])
        XCTAssertEqual(Array(obj.setOptDecimal), [nil])
        XCTAssertEqual(Array(obj.setOptObjectId), [nil])
        XCTAssertEqual(Array(obj.setOptUuid), [nil])
        XCTAssertEqual(Array(obj.mapAny.keys), ["1"])
        XCTAssertEqual(obj.mapAny["1"], AnyRealmValue.none)
        XCTAssertTrue(obj.mapOptBool.keys.contains("1"))
        XCTAssertNil(obj.mapOptBool["1"])
        XCTAssertTrue(obj.mapOptInt.keys.contains("1"))
        XCTAssertNil(obj.mapOptInt["1"])
        XCTAssertTrue(obj.mapOptInt8.keys.contains("1"))
        XCTAssertNil(obj.mapOptInt8["1"])
        XCTAssertTrue(obj.mapOptInt16.keys.contains("1"))
        XCTAssertNil(obj.mapOptInt16["1"])
        XCTAssertTrue(obj.mapOptInt32.keys.contains("1"))
        XCTAssertNil(obj.mapOptInt32["1"])
        XCTAssertTrue(obj.mapOptInt64.keys.contains("1"))
        XCTAssertNil(obj.mapOptInt64["1"])
        XCTAssertTrue(obj.mapOptFloat.keys.contains("1"))
        XCTAssertNil(obj.mapOptFloat["1"])
        XCTAssertTrue(obj.mapOptDouble.keys.contains("1"))
        XCTAssertNil(obj.mapOptDouble["1"])
        XCTAssertTrue(obj.mapOptString.keys.contains("1"))
        XCTAssertNil(obj.mapOptString["1"])
        XCTAssertTrue(obj.mapOptBinary.keys.contains("1"))
        XCTAssertNil(obj.mapOptBinary["1"])
        XCTAssertTrue(obj.mapOptDate.keys.contains("1"))
        XCTAssertNil(obj.mapOptDate["1"])
        XCTAssertTrue(obj.mapOptDecimal.keys.contains("1"))
        XCTAssertNil(obj.mapOptDecimal["1"])
        XCTAssertTrue(obj.mapOptObjectId.keys.contains("1"))
        XCTAssertNil(obj.mapOptObjectId["1"])
        XCTAssertTrue(obj.mapOptUuid.keys.contains("1"))
        XCTAssertNil(obj.mapOptUuid["1"])
    }
    check(ModernAllTypesObject(value: nulls))
    let realm = try Realm()
    let created = try realm.write {
        return realm.create(ModernAllTypesObject.self, value: nulls)
    }
    check(created)
    let added = ModernAllTypesObject(value: nulls)
    try realm.write {
        realm.add(added)
    }
    check(added)
}

/// Adding an object that links to a second object which links back, by a link and in a list, manages both.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testAddObjectCycle
func testModernAddObjectCycleManagesBoth() throws {
    let first = ModernCircleObject()
    let second = ModernCircleObject(value: [first, [first]])
    first.obj = second
    first.array.append(second)
    let realm = try Realm()
    try realm.write {
        realm.add(first)
    }
    XCTAssertEqual(first.realm, realm)
    XCTAssertEqual(second.realm, realm)
    XCTAssertTrue(first.obj!.isSameObject(as: second))
    XCTAssertTrue(second.obj!.isSameObject(as: first))
    XCTAssertEqual(realm.objects(ModernCircleObject.self).count, 2)
}

enum EnumInt: Int, PersistableEnum {
    case value1 = 1, value2 = 2, value3 = 3
}

enum EnumInt8: Int8, PersistableEnum {
    case value1 = 1, value2 = 2, value3 = 3
}

enum EnumInt16: Int16, PersistableEnum {
    case value1 = 1, value2 = 2, value3 = 3
}

enum EnumInt32: Int32, PersistableEnum {
    case value1 = 1, value2 = 2, value3 = 3
}

enum EnumInt64: Int64, PersistableEnum {
    case value1 = 1, value2 = 2, value3 = 3
}

enum EnumFloat: Float, PersistableEnum {
    case value1 = 1.1, value2 = 2.2, value3 = 3.3
}

enum EnumDouble: Double, PersistableEnum {
    case value1 = 1.1, value2 = 2.2, value3 = 3.3
}

enum EnumString: String, PersistableEnum {
    case value1 = "a", value2 = "b", value3 = "c"
}

class ModernCollectionsOfEnums: Object {
    @Persisted var listInt: List<EnumInt>
    @Persisted var listInt8: List<EnumInt8>
    @Persisted var listInt16: List<EnumInt16>
    @Persisted var listInt32: List<EnumInt32>
    @Persisted var listInt64: List<EnumInt64>
    @Persisted var listFloat: List<EnumFloat>
    @Persisted var listDouble: List<EnumDouble>
    @Persisted var listString: List<EnumString>

    @Persisted var listIntOpt: List<EnumInt?>
    @Persisted var listInt8Opt: List<EnumInt8?>
    @Persisted var listInt16Opt: List<EnumInt16?>
    @Persisted var listInt32Opt: List<EnumInt32?>
    @Persisted var listInt64Opt: List<EnumInt64?>
    @Persisted var listFloatOpt: List<EnumFloat?>
    @Persisted var listDoubleOpt: List<EnumDouble?>
    @Persisted var listStringOpt: List<EnumString?>

    @Persisted var setInt: MutableSet<EnumInt>
    @Persisted var setInt8: MutableSet<EnumInt8>
    @Persisted var setInt16: MutableSet<EnumInt16>
    @Persisted var setInt32: MutableSet<EnumInt32>
    @Persisted var setInt64: MutableSet<EnumInt64>
    @Persisted var setFloat: MutableSet<EnumFloat>
    @Persisted var setDouble: MutableSet<EnumDouble>
    @Persisted var setString: MutableSet<EnumString>

    @Persisted var setIntOpt: MutableSet<EnumInt?>
    @Persisted var setInt8Opt: MutableSet<EnumInt8?>
    @Persisted var setInt16Opt: MutableSet<EnumInt16?>
    @Persisted var setInt32Opt: MutableSet<EnumInt32?>
    @Persisted var setInt64Opt: MutableSet<EnumInt64?>
    @Persisted var setFloatOpt: MutableSet<EnumFloat?>
    @Persisted var setDoubleOpt: MutableSet<EnumDouble?>
    @Persisted var setStringOpt: MutableSet<EnumString?>

    @Persisted var mapInt: Map<String, EnumInt>
    @Persisted var mapInt8: Map<String, EnumInt8>
    @Persisted var mapInt16: Map<String, EnumInt16>
    @Persisted var mapInt32: Map<String, EnumInt32>
    @Persisted var mapInt64: Map<String, EnumInt64>
    @Persisted var mapFloat: Map<String, EnumFloat>
    @Persisted var mapDouble: Map<String, EnumDouble>
    @Persisted var mapString: Map<String, EnumString>

    @Persisted var mapIntOpt: Map<String, EnumInt?>
    @Persisted var mapInt8Opt: Map<String, EnumInt8?>
    @Persisted var mapInt16Opt: Map<String, EnumInt16?>
    @Persisted var mapInt32Opt: Map<String, EnumInt32?>
    @Persisted var mapInt64Opt: Map<String, EnumInt64?>
    @Persisted var mapFloatOpt: Map<String, EnumFloat?>
    @Persisted var mapDoubleOpt: Map<String, EnumDouble?>
    @Persisted var mapStringOpt: Map<String, EnumString?>
}

/// Every way of making a ModernCollectionsOfEnums from values gives each list, set and map of enums (of every raw type, optional or not) the cases given: init(value:) with a dictionary, an array in property order and another object, create(_:value:) with the same three, and add.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernEnumObjectCreationTests.testInitWithArray
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernEnumObjectCreationTests.testInitWithDictionary
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernEnumObjectCreationTests.testInitWithObject
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernEnumObjectCreationTests.testCreateWithArray
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernEnumObjectCreationTests.testCreateWithDictionary
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernEnumObjectCreationTests.testCreateWithObject
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernEnumObjectCreationTests.testAdd
func testModernCollectionsOfEnumsTakeTheCasesGiven() throws {
    let values: [String: Any] = [
        "listInt": [EnumInt.value1, .value2, .value3],
        "listInt8": [EnumInt8.value1, .value2, .value3],
        "listInt16": [EnumInt16.value1, .value2, .value3],
        "listInt32": [EnumInt32.value1, .value2, .value3],
        "listInt64": [EnumInt64.value1, .value2, .value3],
        "listFloat": [EnumFloat.value1, .value2, .value3],
        "listDouble": [EnumDouble.value1, .value2, .value3],
        "listString": [EnumString.value1, .value2, .value3],
        "listIntOpt": [nil, EnumInt.value1, .value3],
        "listInt8Opt": [nil, EnumInt8.value1, .value3],
        "listInt16Opt": [nil, EnumInt16.value1, .value3],
        "listInt32Opt": [nil, EnumInt32.value1, .value3],
        "listInt64Opt": [nil, EnumInt64.value1, .value3],
        "listFloatOpt": [nil, EnumFloat.value1, .value3],
        "listDoubleOpt": [nil, EnumDouble.value1, .value3],
        "listStringOpt": [nil, EnumString.value1, .value3],
        "setInt": [EnumInt.value1, .value2, .value3],
        "setInt8": [EnumInt8.value1, .value2, .value3],
        "setInt16": [EnumInt16.value1, .value2, .value3],
        "setInt32": [EnumInt32.value1, .value2, .value3],
        "setInt64": [EnumInt64.value1, .value2, .value3],
        "setFloat": [EnumFloat.value1, .value2, .value3],
        "setDouble": [EnumDouble.value1, .value2, .value3],
        "setString": [EnumString.value1, .value2, .value3],
        "setIntOpt": [nil, EnumInt.value1, .value3],
        "setInt8Opt": [nil, EnumInt8.value1, .value3],
        "setInt16Opt": [nil, EnumInt16.value1, .value3],
        "setInt32Opt": [nil, EnumInt32.value1, .value3],
        "setInt64Opt": [nil, EnumInt64.value1, .value3],
        "setFloatOpt": [nil, EnumFloat.value1, .value3],
        "setDoubleOpt": [nil, EnumDouble.value1, .value3],
        "setStringOpt": [nil, EnumString.value1, .value3],
        "mapInt": ["0": EnumInt.value1, "1": EnumInt.value2, "2": EnumInt.value3],
        "mapInt8": ["0": EnumInt8.value1, "1": EnumInt8.value2, "2": EnumInt8.value3],
        "mapInt16": ["0": EnumInt16.value1, "1": EnumInt16.value2, "2": EnumInt16.value3],
        "mapInt32": ["0": EnumInt32.value1, "1": EnumInt32.value2, "2": EnumInt32.value3],
        "mapInt64": ["0": EnumInt64.value1, "1": EnumInt64.value2, "2": EnumInt64.value3],
        "mapFloat": ["0": EnumFloat.value1, "1": EnumFloat.value2, "2": EnumFloat.value3],
        "mapDouble": ["0": EnumDouble.value1, "1": EnumDouble.value2, "2": EnumDouble.value3],
        "mapString": ["0": EnumString.value1, "1": EnumString.value2, "2": EnumString.value3],
        "mapIntOpt": ["0": nil, "1": EnumInt.value1, "2": EnumInt.value3],
        "mapInt8Opt": ["0": nil, "1": EnumInt8.value1, "2": EnumInt8.value3],
        "mapInt16Opt": ["0": nil, "1": EnumInt16.value1, "2": EnumInt16.value3],
        "mapInt32Opt": ["0": nil, "1": EnumInt32.value1, "2": EnumInt32.value3],
        "mapInt64Opt": ["0": nil, "1": EnumInt64.value1, "2": EnumInt64.value3],
        "mapFloatOpt": ["0": nil, "1": EnumFloat.value1, "2": EnumFloat.value3],
        "mapDoubleOpt": ["0": nil, "1": EnumDouble.value1, "2": EnumDouble.value3],
        "mapStringOpt": ["0": nil, "1": EnumString.value1, "2": EnumString.value3],
    ]
    let inOrder: [Any] = [values["listInt"]!, values["listInt8"]!, values["listInt16"]!, values["listInt32"]!, values["listInt64"]!, values["listFloat"]!, values["listDouble"]!, values["listString"]!, values["listIntOpt"]!, values["listInt8Opt"]!, values["listInt16Opt"]!, values["listInt32Opt"]!, values["listInt64Opt"]!, values["listFloatOpt"]!, values["listDoubleOpt"]!, values["listStringOpt"]!, values["setInt"]!, values["setInt8"]!, values["setInt16"]!, values["setInt32"]!, values["setInt64"]!, values["setFloat"]!, values["setDouble"]!, values["setString"]!, values["setIntOpt"]!, values["setInt8Opt"]!, values["setInt16Opt"]!, values["setInt32Opt"]!, values["setInt64Opt"]!, values["setFloatOpt"]!, values["setDoubleOpt"]!, values["setStringOpt"]!, values["mapInt"]!, values["mapInt8"]!, values["mapInt16"]!, values["mapInt32"]!, values["mapInt64"]!, values["mapFloat"]!, values["mapDouble"]!, values["mapString"]!, values["mapIntOpt"]!, values["mapInt8Opt"]!, values["mapInt16Opt"]!, values["mapInt32Opt"]!, values["mapInt64Opt"]!, values["mapFloatOpt"]!, values["mapDoubleOpt"]!, values["mapStringOpt"]!]
    let check = { (obj: ModernCollectionsOfEnums) in
        XCTAssertEqual(Array(obj.listInt), [EnumInt.value1, .value2, .value3])
        XCTAssertEqual(Array(obj.listInt8), [EnumInt8.value1, .value2, .value3])
        XCTAssertEqual(Array(obj.listInt16), [EnumInt16.value1, .value2, .value3])
        XCTAssertEqual(Array(obj.listInt32), [EnumInt32.value1, .value2, .value3])
        XCTAssertEqual(Array(obj.listInt64), [EnumInt64.value1, .value2, .value3])
        XCTAssertEqual(Array(obj.listFloat), [EnumFloat.value1, .value2, .value3])
        XCTAssertEqual(Array(obj.listDouble), [EnumDouble.value1, .value2, .value3])
        XCTAssertEqual(Array(obj.listString), [EnumString.value1, .value2, .value3])
        XCTAssertEqual(Array(obj.listIntOpt), [nil, EnumInt.value1, .value3])
        XCTAssertEqual(Array(obj.listInt8Opt), [nil, EnumInt8.value1, .value3])
        XCTAssertEqual(Array(obj.listInt16Opt), [nil, EnumInt16.value1, .value3])
        XCTAssertEqual(Array(obj.listInt32Opt), [nil, EnumInt32.value1, .value3])
        XCTAssertEqual(Array(obj.listInt64Opt), [nil, EnumInt64.value1, .value3])
        XCTAssertEqual(Array(obj.listFloatOpt), [nil, EnumFloat.value1, .value3])
        XCTAssertEqual(Array(obj.listDoubleOpt), [nil, EnumDouble.value1, .value3])
        XCTAssertEqual(Array(obj.listStringOpt), [nil, EnumString.value1, .value3])
        XCTAssertEqual(Set(obj.setInt), Set([EnumInt.value1, .value2, .value3]))
        XCTAssertEqual(Set(obj.setInt8), Set([EnumInt8.value1, .value2, .value3]))
        XCTAssertEqual(Set(obj.setInt16), Set([EnumInt16.value1, .value2, .value3]))
        XCTAssertEqual(Set(obj.setInt32), Set([EnumInt32.value1, .value2, .value3]))
        XCTAssertEqual(Set(obj.setInt64), Set([EnumInt64.value1, .value2, .value3]))
        XCTAssertEqual(Set(obj.setFloat), Set([EnumFloat.value1, .value2, .value3]))
        XCTAssertEqual(Set(obj.setDouble), Set([EnumDouble.value1, .value2, .value3]))
        XCTAssertEqual(Set(obj.setString), Set([EnumString.value1, .value2, .value3]))
        XCTAssertEqual(Set(obj.setIntOpt), Set([nil, EnumInt.value1, .value3]))
        XCTAssertEqual(Set(obj.setInt8Opt), Set([nil, EnumInt8.value1, .value3]))
        XCTAssertEqual(Set(obj.setInt16Opt), Set([nil, EnumInt16.value1, .value3]))
        XCTAssertEqual(Set(obj.setInt32Opt), Set([nil, EnumInt32.value1, .value3]))
        XCTAssertEqual(Set(obj.setInt64Opt), Set([nil, EnumInt64.value1, .value3]))
        XCTAssertEqual(Set(obj.setFloatOpt), Set([nil, EnumFloat.value1, .value3]))
        XCTAssertEqual(Set(obj.setDoubleOpt), Set([nil, EnumDouble.value1, .value3]))
        XCTAssertEqual(Set(obj.setStringOpt), Set([nil, EnumString.value1, .value3]))
        XCTAssertEqual(obj.mapInt.count, 3)
        XCTAssertEqual(obj.mapInt["0"], EnumInt.value1)
        XCTAssertEqual(obj.mapInt["1"], EnumInt.value2)
        XCTAssertEqual(obj.mapInt["2"], EnumInt.value3)
        XCTAssertEqual(obj.mapInt8.count, 3)
        XCTAssertEqual(obj.mapInt8["0"], EnumInt8.value1)
        XCTAssertEqual(obj.mapInt8["1"], EnumInt8.value2)
        XCTAssertEqual(obj.mapInt8["2"], EnumInt8.value3)
        XCTAssertEqual(obj.mapInt16.count, 3)
        XCTAssertEqual(obj.mapInt16["0"], EnumInt16.value1)
        XCTAssertEqual(obj.mapInt16["1"], EnumInt16.value2)
        XCTAssertEqual(obj.mapInt16["2"], EnumInt16.value3)
        XCTAssertEqual(obj.mapInt32.count, 3)
        XCTAssertEqual(obj.mapInt32["0"], EnumInt32.value1)
        XCTAssertEqual(obj.mapInt32["1"], EnumInt32.value2)
        XCTAssertEqual(obj.mapInt32["2"], EnumInt32.value3)
        XCTAssertEqual(obj.mapInt64.count, 3)
        XCTAssertEqual(obj.mapInt64["0"], EnumInt64.value1)
        XCTAssertEqual(obj.mapInt64["1"], EnumInt64.value2)
        XCTAssertEqual(obj.mapInt64["2"], EnumInt64.value3)
        XCTAssertEqual(obj.mapFloat.count, 3)
        XCTAssertEqual(obj.mapFloat["0"], EnumFloat.value1)
        XCTAssertEqual(obj.mapFloat["1"], EnumFloat.value2)
        XCTAssertEqual(obj.mapFloat["2"], EnumFloat.value3)
        XCTAssertEqual(obj.mapDouble.count, 3)
        XCTAssertEqual(obj.mapDouble["0"], EnumDouble.value1)
        XCTAssertEqual(obj.mapDouble["1"], EnumDouble.value2)
        XCTAssertEqual(obj.mapDouble["2"], EnumDouble.value3)
        XCTAssertEqual(obj.mapString.count, 3)
        XCTAssertEqual(obj.mapString["0"], EnumString.value1)
        XCTAssertEqual(obj.mapString["1"], EnumString.value2)
        XCTAssertEqual(obj.mapString["2"], EnumString.value3)
        XCTAssertEqual(obj.mapIntOpt.count, 3)
        XCTAssertTrue(obj.mapIntOpt.keys.contains("0"))
        XCTAssertNil(obj.mapIntOpt["0"])
        XCTAssertEqual(obj.mapIntOpt["1"], EnumInt.value1)
        XCTAssertEqual(obj.mapIntOpt["2"], EnumInt.value3)
        XCTAssertEqual(obj.mapInt8Opt.count, 3)
        XCTAssertTrue(obj.mapInt8Opt.keys.contains("0"))
        XCTAssertNil(obj.mapInt8Opt["0"])
        XCTAssertEqual(obj.mapInt8Opt["1"], EnumInt8.value1)
        XCTAssertEqual(obj.mapInt8Opt["2"], EnumInt8.value3)
        XCTAssertEqual(obj.mapInt16Opt.count, 3)
        XCTAssertTrue(obj.mapInt16Opt.keys.contains("0"))
        XCTAssertNil(obj.mapInt16Opt["0"])
        XCTAssertEqual(obj.mapInt16Opt["1"], EnumInt16.value1)
        XCTAssertEqual(obj.mapInt16Opt["2"], EnumInt16.value3)
        XCTAssertEqual(obj.mapInt32Opt.count, 3)
        XCTAssertTrue(obj.mapInt32Opt.keys.contains("0"))
        XCTAssertNil(obj.mapInt32Opt["0"])
        XCTAssertEqual(obj.mapInt32Opt["1"], EnumInt32.value1)
        XCTAssertEqual(obj.mapInt32Opt["2"], EnumInt32.value3)
        XCTAssertEqual(obj.mapInt64Opt.count, 3)
        XCTAssertTrue(obj.mapInt64Opt.keys.contains("0"))
        XCTAssertNil(obj.mapInt64Opt["0"])
        XCTAssertEqual(obj.mapInt64Opt["1"], EnumInt64.value1)
        XCTAssertEqual(obj.mapInt64Opt["2"], EnumInt64.value3)
        XCTAssertEqual(obj.mapFloatOpt.count, 3)
        XCTAssertTrue(obj.mapFloatOpt.keys.contains("0"))
        XCTAssertNil(obj.mapFloatOpt["0"])
        XCTAssertEqual(obj.mapFloatOpt["1"], EnumFloat.value1)
        XCTAssertEqual(obj.mapFloatOpt["2"], EnumFloat.value3)
        XCTAssertEqual(obj.mapDoubleOpt.count, 3)
        XCTAssertTrue(obj.mapDoubleOpt.keys.contains("0"))
        XCTAssertNil(obj.mapDoubleOpt["0"])
        XCTAssertEqual(obj.mapDoubleOpt["1"], EnumDouble.value1)
        XCTAssertEqual(obj.mapDoubleOpt["2"], EnumDouble.value3)
        XCTAssertEqual(obj.mapStringOpt.count, 3)
        XCTAssertTrue(obj.mapStringOpt.keys.contains("0"))
        XCTAssertNil(obj.mapStringOpt["0"])
        XCTAssertEqual(obj.mapStringOpt["1"], EnumString.value1)
        XCTAssertEqual(obj.mapStringOpt["2"], EnumString.value3)
    }
    check(ModernCollectionsOfEnums(value: values))
    check(ModernCollectionsOfEnums(value: inOrder))
    check(ModernCollectionsOfEnums(value: ModernCollectionsOfEnums(value: values)))
    let realm = try Realm()
    let added = ModernCollectionsOfEnums(value: values)
    var created: [ModernCollectionsOfEnums] = []
    try realm.write {
        created.append(realm.create(ModernCollectionsOfEnums.self, value: values))
        created.append(realm.create(ModernCollectionsOfEnums.self, value: inOrder))
        created.append(realm.create(ModernCollectionsOfEnums.self, value: ModernCollectionsOfEnums(value: values)))
        realm.add(added)
    }
    for obj in created {
        check(obj)
    }
    check(added)
}

/// A ModernCollectionsOfEnums made with no values, by init(), by create(_:) and by add, has every list, set and map of enums empty.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernEnumObjectCreationTests.testInitDefault
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernEnumObjectCreationTests.testCreateDefault
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernEnumObjectCreationTests.testAddDefault
func testModernCollectionsOfEnumsDefaultEmpty() throws {
    let check = { (obj: ModernCollectionsOfEnums) in
        XCTAssertEqual(obj.listInt.count, 0)
        XCTAssertEqual(obj.listInt8.count, 0)
        XCTAssertEqual(obj.listInt16.count, 0)
        XCTAssertEqual(obj.listInt32.count, 0)
        XCTAssertEqual(obj.listInt64.count, 0)
        XCTAssertEqual(obj.listFloat.count, 0)
        XCTAssertEqual(obj.listDouble.count, 0)
        XCTAssertEqual(obj.listString.count, 0)
        XCTAssertEqual(obj.listIntOpt.count, 0)
        XCTAssertEqual(obj.listInt8Opt.count, 0)
        XCTAssertEqual(obj.listInt16Opt.count, 0)
        XCTAssertEqual(obj.listInt32Opt.count, 0)
        XCTAssertEqual(obj.listInt64Opt.count, 0)
        XCTAssertEqual(obj.listFloatOpt.count, 0)
        XCTAssertEqual(obj.listDoubleOpt.count, 0)
        XCTAssertEqual(obj.listStringOpt.count, 0)
        XCTAssertEqual(obj.setInt.count, 0)
        XCTAssertEqual(obj.setInt8.count, 0)
        XCTAssertEqual(obj.setInt16.count, 0)
        XCTAssertEqual(obj.setInt32.count, 0)
        XCTAssertEqual(obj.setInt64.count, 0)
        XCTAssertEqual(obj.setFloat.count, 0)
        XCTAssertEqual(obj.setDouble.count, 0)
        XCTAssertEqual(obj.setString.count, 0)
        XCTAssertEqual(obj.setIntOpt.count, 0)
        XCTAssertEqual(obj.setInt8Opt.count, 0)
        XCTAssertEqual(obj.setInt16Opt.count, 0)
        XCTAssertEqual(obj.setInt32Opt.count, 0)
        XCTAssertEqual(obj.setInt64Opt.count, 0)
        XCTAssertEqual(obj.setFloatOpt.count, 0)
        XCTAssertEqual(obj.setDoubleOpt.count, 0)
        XCTAssertEqual(obj.setStringOpt.count, 0)
        XCTAssertEqual(obj.mapInt.count, 0)
        XCTAssertEqual(obj.mapInt8.count, 0)
        XCTAssertEqual(obj.mapInt16.count, 0)
        XCTAssertEqual(obj.mapInt32.count, 0)
        XCTAssertEqual(obj.mapInt64.count, 0)
        XCTAssertEqual(obj.mapFloat.count, 0)
        XCTAssertEqual(obj.mapDouble.count, 0)
        XCTAssertEqual(obj.mapString.count, 0)
        XCTAssertEqual(obj.mapIntOpt.count, 0)
        XCTAssertEqual(obj.mapInt8Opt.count, 0)
        XCTAssertEqual(obj.mapInt16Opt.count, 0)
        XCTAssertEqual(obj.mapInt32Opt.count, 0)
        XCTAssertEqual(obj.mapInt64Opt.count, 0)
        XCTAssertEqual(obj.mapFloatOpt.count, 0)
        XCTAssertEqual(obj.mapDoubleOpt.count, 0)
        XCTAssertEqual(obj.mapStringOpt.count, 0)
    }
    check(ModernCollectionsOfEnums())
    let realm = try Realm()
    let created = try realm.write {
        return realm.create(ModernCollectionsOfEnums.self)
    }
    check(created)
    let added = ModernCollectionsOfEnums()
    try realm.write {
        realm.add(added)
    }
    check(added)
}
