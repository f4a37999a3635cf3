// page: sdk
// tags: sdk, suite

// Models restated from the SDK's test models: the object of every kind, a
// holder of its collections, an embedded object of every kind, and the
// old-syntax (`@objc dynamic`) objects with their embedded trees.

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

class ModernKeyPathObject: Object {
    @Persisted var embeddedCol: ModernAllTypesEmbeddedObject?
    @Persisted var list: List<ModernAllTypesObject>
    @Persisted var listEmbedded: List<ModernAllTypesObject>
    @Persisted var set: MutableSet<ModernAllTypesObject>
    @Persisted var map: Map<String, ModernAllTypesObject?>
    @Persisted var mapEmbedded: Map<String, ModernAllTypesObject?>
}

class ModernAllTypesEmbeddedObject: EmbeddedObject {
    @Persisted var boolCol = false
    @Persisted var intCol = 123
    @Persisted var int8Col: Int8 = 123
    @Persisted var int16Col: Int16 = 123
    @Persisted var int32Col: Int32 = 123
    @Persisted var int64Col: Int64 = 123
    @Persisted var intEnumCol: ModernIntEnum
    @Persisted var floatCol = 1.23 as Float
    @Persisted var doubleCol = 12.3
    @Persisted var stringCol = "a"
    @Persisted var binaryCol = Data("a".utf8)
    @Persisted var dateCol = Date(timeIntervalSince1970: 1)
    @Persisted var decimalCol = Decimal128("123e4")
    @Persisted var objectIdCol = ObjectId("1234567890ab1234567890ab")
    @Persisted var uuidCol: UUID = UUID(uuidString: "137decc8-b300-4954-a233-f89909f4fd89")!
    @Persisted var anyCol: AnyRealmValue
    @Persisted var embeddedCol: ModernEmbeddedTreeObject2?
    @Persisted var arrayCol: List<Int>
    @Persisted var setCol: MutableSet<Int>
    @Persisted var mapCol: Map<String, Int>
    @Persisted var arrayEmbeddedCol: List<ModernEmbeddedTreeObject2>
    @Persisted var mapEmbeddedCol: Map<String, ModernEmbeddedTreeObject2?>
}

class ModernEmbeddedParentObject: Object {
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

@objc enum IntEnum: Int, RealmEnum {
    case value1 = 1
    case value2 = 3
}

class SwiftBoolObject: Object {
    @objc dynamic var boolCol = false
}

class SwiftObject: Object {
    @objc dynamic var boolCol = false
    @objc dynamic var intCol = 123
    @objc dynamic var stringCol = "a"
    @objc dynamic var objectCol: SwiftBoolObject? = SwiftBoolObject()
}

class SwiftOldSyntaxAllTypesObject: Object {
    @objc dynamic var boolCol = false
    @objc dynamic var intCol = 123
    @objc dynamic var int8Col: Int8 = 123
    @objc dynamic var int16Col: Int16 = 123
    @objc dynamic var int32Col: Int32 = 123
    @objc dynamic var int64Col: Int64 = 123
    @objc dynamic var intEnumCol = IntEnum.value1
    @objc dynamic var floatCol = 1.23 as Float
    @objc dynamic var doubleCol = 12.3
    @objc dynamic var stringCol = "a"
    @objc dynamic var binaryCol = Data("a".utf8)
    @objc dynamic var dateCol = Date(timeIntervalSince1970: 1)
    @objc dynamic var decimalCol = Decimal128("123e4")
    @objc dynamic var objectIdCol = ObjectId("1234567890ab1234567890ab")
    @objc dynamic var objectCol: SwiftBoolObject? = SwiftBoolObject()
    @objc dynamic var uuidCol: UUID = UUID(uuidString: "137decc8-b300-4954-a233-f89909f4fd89")!
    @objc dynamic var embeddedCol: SwiftOldSyntaxAllTypesEmbeddedObject? = SwiftOldSyntaxAllTypesEmbeddedObject()
    let anyCol = RealmProperty<AnyRealmValue>()
    let arrayCol = List<Int>()
    let setCol = MutableSet<Int>()
    let mapCol = Map<String, Int>()
    let arrayObjCol = List<SwiftObject>()
    let setObjCol = MutableSet<SwiftObject>()
    let mapObjCol = Map<String, SwiftObject?>()
    let arrayEmbeddedCol = List<EmbeddedTreeObject1>()
    let mapEmbeddedCol = Map<String, EmbeddedTreeObject1?>()
}

class SwiftOldSyntaxAllTypesEmbeddedObject: EmbeddedObject {
    @objc dynamic var boolCol = false
    @objc dynamic var intCol = 123
    @objc dynamic var int8Col: Int8 = 123
    @objc dynamic var int16Col: Int16 = 123
    @objc dynamic var int32Col: Int32 = 123
    @objc dynamic var int64Col: Int64 = 123
    @objc dynamic var intEnumCol = IntEnum.value1
    @objc dynamic var floatCol = 1.23 as Float
    @objc dynamic var doubleCol = 12.3
    @objc dynamic var stringCol = "a"
    @objc dynamic var binaryCol = Data("a".utf8)
    @objc dynamic var dateCol = Date(timeIntervalSince1970: 1)
    @objc dynamic var decimalCol = Decimal128("123e4")
    @objc dynamic var objectIdCol = ObjectId("1234567890ab1234567890ab")
    @objc dynamic var uuidCol: UUID = UUID(uuidString: "137decc8-b300-4954-a233-f89909f4fd89")!
    let anyCol = RealmProperty<AnyRealmValue>()
    @objc dynamic var embeddedCol: EmbeddedTreeObject1?
    let arrayCol = List<Int>()
    let setCol = MutableSet<Int>()
    let mapCol = Map<String, Int>()
    let arrayEmbeddedCol = List<EmbeddedTreeObject3>()
    let mapEmbeddedCol = Map<String, EmbeddedTreeObject1?>()
}

class EmbeddedParentObject: Object {
    @objc dynamic var object: EmbeddedTreeObject1?
    let array = List<EmbeddedTreeObject1>()
}

class EmbeddedTreeObject1: EmbeddedObject {
    @objc dynamic var value = 0
    @objc dynamic var child: EmbeddedTreeObject2?
    let children = List<EmbeddedTreeObject2>()
    let parent1 = LinkingObjects(fromType: EmbeddedParentObject.self, property: "object")
    let parent2 = LinkingObjects(fromType: EmbeddedParentObject.self, property: "array")
}

class EmbeddedTreeObject2: EmbeddedObject {
    @objc dynamic var value = 0
    @objc dynamic var child: EmbeddedTreeObject3?
    let children = List<EmbeddedTreeObject3>()
    let parent3 = LinkingObjects(fromType: EmbeddedTreeObject1.self, property: "child")
    let parent4 = LinkingObjects(fromType: EmbeddedTreeObject1.self, property: "children")
}

class EmbeddedTreeObject3: EmbeddedObject {
    @objc dynamic var value = 0
    let parent3 = LinkingObjects(fromType: EmbeddedTreeObject2.self, property: "child")
    let parent4 = LinkingObjects(fromType: EmbeddedTreeObject2.self, property: "children")
}

class SwiftDogObject: Object {
    @objc dynamic var dogName = ""
    let owners = LinkingObjects(fromType: SwiftOwnerObject.self, property: "dog")
}

class SwiftOwnerObject: Object {
    @objc dynamic var name = ""
    @objc dynamic var dog: SwiftDogObject? = SwiftDogObject()
}

// Custom persistable wrappers of each scalar type, as the SDK's custom-type
// models declare them: Realm stores and names the persisted value.
struct BoolWrapper: CustomPersistable {
    typealias PersistedType = Bool
    var persistableValue: Bool
    init(persistedValue: Bool) { self.persistableValue = persistedValue }
}

struct IntWrapper: CustomPersistable {
    typealias PersistedType = Int
    var persistableValue: Int
    init(persistedValue: Int) { self.persistableValue = persistedValue }
}

struct Int8Wrapper: CustomPersistable {
    typealias PersistedType = Int8
    var persistableValue: Int8
    init(persistedValue: Int8) { self.persistableValue = persistedValue }
}

struct Int16Wrapper: CustomPersistable {
    typealias PersistedType = Int16
    var persistableValue: Int16
    init(persistedValue: Int16) { self.persistableValue = persistedValue }
}

struct Int32Wrapper: CustomPersistable {
    typealias PersistedType = Int32
    var persistableValue: Int32
    init(persistedValue: Int32) { self.persistableValue = persistedValue }
}

struct Int64Wrapper: CustomPersistable {
    typealias PersistedType = Int64
    var persistableValue: Int64
    init(persistedValue: Int64) { self.persistableValue = persistedValue }
}

struct FloatWrapper: CustomPersistable {
    typealias PersistedType = Float
    var persistableValue: Float
    init(persistedValue: Float) { self.persistableValue = persistedValue }
}

struct DoubleWrapper: CustomPersistable {
    typealias PersistedType = Double
    var persistableValue: Double
    init(persistedValue: Double) { self.persistableValue = persistedValue }
}

struct StringWrapper: CustomPersistable {
    typealias PersistedType = String
    var persistableValue: String
    init(persistedValue: String) { self.persistableValue = persistedValue }
}

struct DataWrapper: CustomPersistable {
    typealias PersistedType = Data
    var persistableValue: Data
    init(persistedValue: Data) { self.persistableValue = persistedValue }
}

struct DateWrapper: CustomPersistable {
    typealias PersistedType = Date
    var persistableValue: Date
    init(persistedValue: Date) { self.persistableValue = persistedValue }
}

struct Decimal128Wrapper: CustomPersistable {
    typealias PersistedType = Decimal128
    var persistableValue: Decimal128
    init(persistedValue: Decimal128) { self.persistableValue = persistedValue }
}

struct ObjectIdWrapper: CustomPersistable {
    typealias PersistedType = ObjectId
    var persistableValue: ObjectId
    init(persistedValue: ObjectId) { self.persistableValue = persistedValue }
}

struct UUIDWrapper: CustomPersistable {
    typealias PersistedType = UUID
    var persistableValue: UUID
    init(persistedValue: UUID) { self.persistableValue = persistedValue }
}

// One property of each wrapper, plain and optional (the SDK's model adds a
// wrapper of an embedded object, which a scenario model cannot declare).
class AllCustomPersistableTypes: Object {
    @Persisted var bool: BoolWrapper
    @Persisted var int: IntWrapper
    @Persisted var int8: Int8Wrapper
    @Persisted var int16: Int16Wrapper
    @Persisted var int32: Int32Wrapper
    @Persisted var int64: Int64Wrapper
    @Persisted var float: FloatWrapper
    @Persisted var double: DoubleWrapper
    @Persisted var string: StringWrapper
    @Persisted var binary: DataWrapper
    @Persisted var date: DateWrapper
    @Persisted var decimal: Decimal128Wrapper
    @Persisted var objectId: ObjectIdWrapper
    @Persisted var uuid: UUIDWrapper
    @Persisted var optBool: BoolWrapper?
    @Persisted var optInt: IntWrapper?
    @Persisted var optInt8: Int8Wrapper?
    @Persisted var optInt16: Int16Wrapper?
    @Persisted var optInt32: Int32Wrapper?
    @Persisted var optInt64: Int64Wrapper?
    @Persisted var optFloat: FloatWrapper?
    @Persisted var optDouble: DoubleWrapper?
    @Persisted var optString: StringWrapper?
    @Persisted var optBinary: DataWrapper?
    @Persisted var optDate: DateWrapper?
    @Persisted var optDecimal: Decimal128Wrapper?
    @Persisted var optObjectId: ObjectIdWrapper?
    @Persisted var optUuid: UUIDWrapper?
}

// A list, a set and a map of each wrapper, plain and optional.
class CustomPersistableCollections: Object {
    @Persisted var listBool: List<BoolWrapper>
    @Persisted var listInt: List<IntWrapper>
    @Persisted var listInt8: List<Int8Wrapper>
    @Persisted var listInt16: List<Int16Wrapper>
    @Persisted var listInt32: List<Int32Wrapper>
    @Persisted var listInt64: List<Int64Wrapper>
    @Persisted var listFloat: List<FloatWrapper>
    @Persisted var listDouble: List<DoubleWrapper>
    @Persisted var listString: List<StringWrapper>
    @Persisted var listBinary: List<DataWrapper>
    @Persisted var listDate: List<DateWrapper>
    @Persisted var listDecimal: List<Decimal128Wrapper>
    @Persisted var listObjectId: List<ObjectIdWrapper>
    @Persisted var listUuid: List<UUIDWrapper>
    @Persisted var listOptBool: List<BoolWrapper?>
    @Persisted var listOptInt: List<IntWrapper?>
    @Persisted var listOptInt8: List<Int8Wrapper?>
    @Persisted var listOptInt16: List<Int16Wrapper?>
    @Persisted var listOptInt32: List<Int32Wrapper?>
    @Persisted var listOptInt64: List<Int64Wrapper?>
    @Persisted var listOptFloat: List<FloatWrapper?>
    @Persisted var listOptDouble: List<DoubleWrapper?>
    @Persisted var listOptString: List<StringWrapper?>
    @Persisted var listOptBinary: List<DataWrapper?>
    @Persisted var listOptDate: List<DateWrapper?>
    @Persisted var listOptDecimal: List<Decimal128Wrapper?>
    @Persisted var listOptObjectId: List<ObjectIdWrapper?>
    @Persisted var listOptUuid: List<UUIDWrapper?>
    @Persisted var setBool: MutableSet<BoolWrapper>
    @Persisted var setInt: MutableSet<IntWrapper>
    @Persisted var setInt8: MutableSet<Int8Wrapper>
    @Persisted var setInt16: MutableSet<Int16Wrapper>
    @Persisted var setInt32: MutableSet<Int32Wrapper>
    @Persisted var setInt64: MutableSet<Int64Wrapper>
    @Persisted var setFloat: MutableSet<FloatWrapper>
    @Persisted var setDouble: MutableSet<DoubleWrapper>
    @Persisted var setString: MutableSet<StringWrapper>
    @Persisted var setBinary: MutableSet<DataWrapper>
    @Persisted var setDate: MutableSet<DateWrapper>
    @Persisted var setDecimal: MutableSet<Decimal128Wrapper>
    @Persisted var setObjectId: MutableSet<ObjectIdWrapper>
    @Persisted var setUuid: MutableSet<UUIDWrapper>
    @Persisted var setOptBool: MutableSet<BoolWrapper?>
    @Persisted var setOptInt: MutableSet<IntWrapper?>
    @Persisted var setOptInt8: MutableSet<Int8Wrapper?>
    @Persisted var setOptInt16: MutableSet<Int16Wrapper?>
    @Persisted var setOptInt32: MutableSet<Int32Wrapper?>
    @Persisted var setOptInt64: MutableSet<Int64Wrapper?>
    @Persisted var setOptFloat: MutableSet<FloatWrapper?>
    @Persisted var setOptDouble: MutableSet<DoubleWrapper?>
    @Persisted var setOptString: MutableSet<StringWrapper?>
    @Persisted var setOptBinary: MutableSet<DataWrapper?>
    @Persisted var setOptDate: MutableSet<DateWrapper?>
    @Persisted var setOptDecimal: MutableSet<Decimal128Wrapper?>
    @Persisted var setOptObjectId: MutableSet<ObjectIdWrapper?>
    @Persisted var setOptUuid: MutableSet<UUIDWrapper?>
    @Persisted var mapBool: Map<String, BoolWrapper>
    @Persisted var mapInt: Map<String, IntWrapper>
    @Persisted var mapInt8: Map<String, Int8Wrapper>
    @Persisted var mapInt16: Map<String, Int16Wrapper>
    @Persisted var mapInt32: Map<String, Int32Wrapper>
    @Persisted var mapInt64: Map<String, Int64Wrapper>
    @Persisted var mapFloat: Map<String, FloatWrapper>
    @Persisted var mapDouble: Map<String, DoubleWrapper>
    @Persisted var mapString: Map<String, StringWrapper>
    @Persisted var mapBinary: Map<String, DataWrapper>
    @Persisted var mapDate: Map<String, DateWrapper>
    @Persisted var mapDecimal: Map<String, Decimal128Wrapper>
    @Persisted var mapObjectId: Map<String, ObjectIdWrapper>
    @Persisted var mapUuid: Map<String, UUIDWrapper>
    @Persisted var mapOptBool: Map<String, BoolWrapper?>
    @Persisted var mapOptInt: Map<String, IntWrapper?>
    @Persisted var mapOptInt8: Map<String, Int8Wrapper?>
    @Persisted var mapOptInt16: Map<String, Int16Wrapper?>
    @Persisted var mapOptInt32: Map<String, Int32Wrapper?>
    @Persisted var mapOptInt64: Map<String, Int64Wrapper?>
    @Persisted var mapOptFloat: Map<String, FloatWrapper?>
    @Persisted var mapOptDouble: Map<String, DoubleWrapper?>
    @Persisted var mapOptString: Map<String, StringWrapper?>
    @Persisted var mapOptBinary: Map<String, DataWrapper?>
    @Persisted var mapOptDate: Map<String, DateWrapper?>
    @Persisted var mapOptDecimal: Map<String, Decimal128Wrapper?>
    @Persisted var mapOptObjectId: Map<String, ObjectIdWrapper?>
    @Persisted var mapOptUuid: Map<String, UUIDWrapper?>
}

/// `_name(for:)` of a key path of a @Persisted model is its property name, for every kind of property, and through a list, a set, a map (`map[""]??`) or linking objects (`[0]`) it is the dotted path of property names without the subscript.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/KeyPathTests.swift KeyPathTests.testModernObjectTopLevel
func testKeyPathNamesOfModernObjectProperties() throws {
    let expected = [
        (\ModernAllTypesObject.pk, "pk"),
        (\ModernAllTypesObject.boolCol, "boolCol"),
        (\ModernAllTypesObject.intCol, "intCol"),
        (\ModernAllTypesObject.int8Col, "int8Col"),
        (\ModernAllTypesObject.int16Col, "int16Col"),
        (\ModernAllTypesObject.int32Col, "int32Col"),
        (\ModernAllTypesObject.int64Col, "int64Col"),
        (\ModernAllTypesObject.floatCol, "floatCol"),
        (\ModernAllTypesObject.doubleCol, "doubleCol"),
        (\ModernAllTypesObject.stringCol, "stringCol"),
        (\ModernAllTypesObject.binaryCol, "binaryCol"),
        (\ModernAllTypesObject.dateCol, "dateCol"),
        (\ModernAllTypesObject.decimalCol, "decimalCol"),
        (\ModernAllTypesObject.objectIdCol, "objectIdCol"),
        (\ModernAllTypesObject.objectCol, "objectCol"),
        (\ModernAllTypesObject.arrayCol, "arrayCol"),
        (\ModernAllTypesObject.setCol, "setCol"),
        (\ModernAllTypesObject.anyCol, "anyCol"),
        (\ModernAllTypesObject.uuidCol, "uuidCol"),
        (\ModernAllTypesObject.intEnumCol, "intEnumCol"),
        (\ModernAllTypesObject.stringEnumCol, "stringEnumCol"),
        (\ModernAllTypesObject.optIntCol, "optIntCol"),
        (\ModernAllTypesObject.optInt8Col, "optInt8Col"),
        (\ModernAllTypesObject.optInt16Col, "optInt16Col"),
        (\ModernAllTypesObject.optInt32Col, "optInt32Col"),
        (\ModernAllTypesObject.optInt64Col, "optInt64Col"),
        (\ModernAllTypesObject.optFloatCol, "optFloatCol"),
        (\ModernAllTypesObject.optDoubleCol, "optDoubleCol"),
        (\ModernAllTypesObject.optStringCol, "optStringCol"),
        (\ModernAllTypesObject.optBinaryCol, "optBinaryCol"),
        (\ModernAllTypesObject.optDateCol, "optDateCol"),
        (\ModernAllTypesObject.optDecimalCol, "optDecimalCol"),
        (\ModernAllTypesObject.optObjectIdCol, "optObjectIdCol"),
        (\ModernAllTypesObject.optUuidCol, "optUuidCol"),
        (\ModernAllTypesObject.optIntEnumCol, "optIntEnumCol"),
        (\ModernAllTypesObject.optStringEnumCol, "optStringEnumCol"),
        (\ModernAllTypesObject.arrayBool, "arrayBool"),
        (\ModernAllTypesObject.arrayInt, "arrayInt"),
        (\ModernAllTypesObject.arrayInt8, "arrayInt8"),
        (\ModernAllTypesObject.arrayInt16, "arrayInt16"),
        (\ModernAllTypesObject.arrayInt32, "arrayInt32"),
        (\ModernAllTypesObject.arrayInt64, "arrayInt64"),
        (\ModernAllTypesObject.arrayFloat, "arrayFloat"),
        (\ModernAllTypesObject.arrayDouble, "arrayDouble"),
        (\ModernAllTypesObject.arrayString, "arrayString"),
        (\ModernAllTypesObject.arrayBinary, "arrayBinary"),
        (\ModernAllTypesObject.arrayDate, "arrayDate"),
        (\ModernAllTypesObject.arrayDecimal, "arrayDecimal"),
        (\ModernAllTypesObject.arrayObjectId, "arrayObjectId"),
        (\ModernAllTypesObject.arrayAny, "arrayAny"),
        (\ModernAllTypesObject.arrayUuid, "arrayUuid"),
        (\ModernAllTypesObject.arrayOptBool, "arrayOptBool"),
        (\ModernAllTypesObject.arrayOptInt, "arrayOptInt"),
        (\ModernAllTypesObject.arrayOptInt8, "arrayOptInt8"),
        (\ModernAllTypesObject.arrayOptInt16, "arrayOptInt16"),
        (\ModernAllTypesObject.arrayOptInt32, "arrayOptInt32"),
        (\ModernAllTypesObject.arrayOptInt64, "arrayOptInt64"),
        (\ModernAllTypesObject.arrayOptFloat, "arrayOptFloat"),
        (\ModernAllTypesObject.arrayOptDouble, "arrayOptDouble"),
        (\ModernAllTypesObject.arrayOptString, "arrayOptString"),
        (\ModernAllTypesObject.arrayOptBinary, "arrayOptBinary"),
        (\ModernAllTypesObject.arrayOptDate, "arrayOptDate"),
        (\ModernAllTypesObject.arrayOptDecimal, "arrayOptDecimal"),
        (\ModernAllTypesObject.arrayOptObjectId, "arrayOptObjectId"),
        (\ModernAllTypesObject.arrayOptUuid, "arrayOptUuid"),
        (\ModernAllTypesObject.setBool, "setBool"),
        (\ModernAllTypesObject.setInt, "setInt"),
        (\ModernAllTypesObject.setInt8, "setInt8"),
        (\ModernAllTypesObject.setInt16, "setInt16"),
        (\ModernAllTypesObject.setInt32, "setInt32"),
        (\ModernAllTypesObject.setInt64, "setInt64"),
        (\ModernAllTypesObject.setFloat, "setFloat"),
        (\ModernAllTypesObject.setDouble, "setDouble"),
        (\ModernAllTypesObject.setString, "setString"),
        (\ModernAllTypesObject.setBinary, "setBinary"),
        (\ModernAllTypesObject.setDate, "setDate"),
        (\ModernAllTypesObject.setDecimal, "setDecimal"),
        (\ModernAllTypesObject.setObjectId, "setObjectId"),
        (\ModernAllTypesObject.setAny, "setAny"),
        (\ModernAllTypesObject.setUuid, "setUuid"),
        (\ModernAllTypesObject.setOptBool, "setOptBool"),
        (\ModernAllTypesObject.setOptInt, "setOptInt"),
        (\ModernAllTypesObject.setOptInt8, "setOptInt8"),
        (\ModernAllTypesObject.setOptInt16, "setOptInt16"),
        (\ModernAllTypesObject.setOptInt32, "setOptInt32"),
        (\ModernAllTypesObject.setOptInt64, "setOptInt64"),
        (\ModernAllTypesObject.setOptFloat, "setOptFloat"),
        (\ModernAllTypesObject.setOptDouble, "setOptDouble"),
        (\ModernAllTypesObject.setOptString, "setOptString"),
        (\ModernAllTypesObject.setOptBinary, "setOptBinary"),
        (\ModernAllTypesObject.setOptDate, "setOptDate"),
        (\ModernAllTypesObject.setOptDecimal, "setOptDecimal"),
        (\ModernAllTypesObject.setOptObjectId, "setOptObjectId"),
        (\ModernAllTypesObject.setOptUuid, "setOptUuid"),
        (\ModernAllTypesObject.mapBool, "mapBool"),
        (\ModernAllTypesObject.mapInt, "mapInt"),
        (\ModernAllTypesObject.mapInt8, "mapInt8"),
        (\ModernAllTypesObject.mapInt16, "mapInt16"),
        (\ModernAllTypesObject.mapInt32, "mapInt32"),
        (\ModernAllTypesObject.mapInt64, "mapInt64"),
        (\ModernAllTypesObject.mapFloat, "mapFloat"),
        (\ModernAllTypesObject.mapDouble, "mapDouble"),
        (\ModernAllTypesObject.mapString, "mapString"),
        (\ModernAllTypesObject.mapBinary, "mapBinary"),
        (\ModernAllTypesObject.mapDate, "mapDate"),
        (\ModernAllTypesObject.mapDecimal, "mapDecimal"),
        (\ModernAllTypesObject.mapObjectId, "mapObjectId"),
        (\ModernAllTypesObject.mapAny, "mapAny"),
        (\ModernAllTypesObject.mapUuid, "mapUuid"),
        (\ModernAllTypesObject.mapOptBool, "mapOptBool"),
        (\ModernAllTypesObject.mapOptInt, "mapOptInt"),
        (\ModernAllTypesObject.mapOptInt8, "mapOptInt8"),
        (\ModernAllTypesObject.mapOptInt16, "mapOptInt16"),
        (\ModernAllTypesObject.mapOptInt32, "mapOptInt32"),
        (\ModernAllTypesObject.mapOptInt64, "mapOptInt64"),
        (\ModernAllTypesObject.mapOptFloat, "mapOptFloat"),
        (\ModernAllTypesObject.mapOptDouble, "mapOptDouble"),
        (\ModernAllTypesObject.mapOptString, "mapOptString"),
        (\ModernAllTypesObject.mapOptBinary, "mapOptBinary"),
        (\ModernAllTypesObject.mapOptDate, "mapOptDate"),
        (\ModernAllTypesObject.mapOptDecimal, "mapOptDecimal"),
        (\ModernAllTypesObject.mapOptObjectId, "mapOptObjectId"),
        (\ModernAllTypesObject.mapOptUuid, "mapOptUuid"),
        (\ModernKeyPathObject.embeddedCol, "embeddedCol"),
        (\ModernAllTypesObject.linkingObjects, "linkingObjects"),
        (\ModernAllTypesObject.linkingObjects[0].boolCol, "linkingObjects.boolCol"),
        (\ModernKeyPathObject.list, "list"),
        (\ModernKeyPathObject.list[0].boolCol, "list.boolCol"),
        (\ModernKeyPathObject.list[0].objectCol, "list.objectCol"),
        (\ModernKeyPathObject.list[0].objectCol?.linkingObjects, "list.objectCol.linkingObjects"),
        (\ModernKeyPathObject.list[0].objectCol?.linkingObjects[0].boolCol, "list.objectCol.linkingObjects.boolCol"),
        (\ModernKeyPathObject.set, "set"),
        (\ModernKeyPathObject.set[0].boolCol, "set.boolCol"),
        (\ModernKeyPathObject.set[0].objectCol, "set.objectCol"),
        (\ModernKeyPathObject.set[0].objectCol?.linkingObjects, "set.objectCol.linkingObjects"),
        (\ModernKeyPathObject.set[0].objectCol?.linkingObjects[0].boolCol, "set.objectCol.linkingObjects.boolCol"),
        (\ModernKeyPathObject.map, "map"),
        (\ModernKeyPathObject.map[""]??.boolCol, "map.boolCol"),
        (\ModernKeyPathObject.map[""]??.objectCol, "map.objectCol"),
        (\ModernKeyPathObject.map[""]??.objectCol?.linkingObjects, "map.objectCol.linkingObjects"),
        (\ModernKeyPathObject.map[""]??.objectCol?.linkingObjects[0].boolCol, "map.objectCol.linkingObjects.boolCol"),
    ]
    XCTAssertEqual(expected.count, 141)
    for (keyPath, name) in expected {
        XCTAssertEqual(_name(for: keyPath), name)
    }
}

/// `_name(for:)` of a key path through an optional link (`objectCol?.x`) is the dotted path of the link and the property, for every kind of property, and on through linking objects.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/KeyPathTests.swift KeyPathTests.testModernObjectNested
func testKeyPathNamesThroughModernLink() throws {
    let expected = [
        (\ModernAllTypesObject.objectCol?.pk, "objectCol.pk"),
        (\ModernAllTypesObject.objectCol?.boolCol, "objectCol.boolCol"),
        (\ModernAllTypesObject.objectCol?.intCol, "objectCol.intCol"),
        (\ModernAllTypesObject.objectCol?.int8Col, "objectCol.int8Col"),
        (\ModernAllTypesObject.objectCol?.int16Col, "objectCol.int16Col"),
        (\ModernAllTypesObject.objectCol?.int32Col, "objectCol.int32Col"),
        (\ModernAllTypesObject.objectCol?.int64Col, "objectCol.int64Col"),
        (\ModernAllTypesObject.objectCol?.floatCol, "objectCol.floatCol"),
        (\ModernAllTypesObject.objectCol?.doubleCol, "objectCol.doubleCol"),
        (\ModernAllTypesObject.objectCol?.stringCol, "objectCol.stringCol"),
        (\ModernAllTypesObject.objectCol?.binaryCol, "objectCol.binaryCol"),
        (\ModernAllTypesObject.objectCol?.dateCol, "objectCol.dateCol"),
        (\ModernAllTypesObject.objectCol?.decimalCol, "objectCol.decimalCol"),
        (\ModernAllTypesObject.objectCol?.objectIdCol, "objectCol.objectIdCol"),
        (\ModernAllTypesObject.objectCol?.objectCol, "objectCol.objectCol"),
        (\ModernAllTypesObject.objectCol?.arrayCol, "objectCol.arrayCol"),
        (\ModernAllTypesObject.objectCol?.setCol, "objectCol.setCol"),
        (\ModernAllTypesObject.objectCol?.anyCol, "objectCol.anyCol"),
        (\ModernAllTypesObject.objectCol?.uuidCol, "objectCol.uuidCol"),
        (\ModernAllTypesObject.objectCol?.intEnumCol, "objectCol.intEnumCol"),
        (\ModernAllTypesObject.objectCol?.stringEnumCol, "objectCol.stringEnumCol"),
        (\ModernAllTypesObject.objectCol?.optIntCol, "objectCol.optIntCol"),
        (\ModernAllTypesObject.objectCol?.optInt8Col, "objectCol.optInt8Col"),
        (\ModernAllTypesObject.objectCol?.optInt16Col, "objectCol.optInt16Col"),
        (\ModernAllTypesObject.objectCol?.optInt32Col, "objectCol.optInt32Col"),
        (\ModernAllTypesObject.objectCol?.optInt64Col, "objectCol.optInt64Col"),
        (\ModernAllTypesObject.objectCol?.optFloatCol, "objectCol.optFloatCol"),
        (\ModernAllTypesObject.objectCol?.optDoubleCol, "objectCol.optDoubleCol"),
        (\ModernAllTypesObject.objectCol?.optStringCol, "objectCol.optStringCol"),
        (\ModernAllTypesObject.objectCol?.optBinaryCol, "objectCol.optBinaryCol"),
        (\ModernAllTypesObject.objectCol?.optDateCol, "objectCol.optDateCol"),
        (\ModernAllTypesObject.objectCol?.optDecimalCol, "objectCol.optDecimalCol"),
        (\ModernAllTypesObject.objectCol?.optObjectIdCol, "objectCol.optObjectIdCol"),
        (\ModernAllTypesObject.objectCol?.optUuidCol, "objectCol.optUuidCol"),
        (\ModernAllTypesObject.objectCol?.optIntEnumCol, "objectCol.optIntEnumCol"),
        (\ModernAllTypesObject.objectCol?.optStringEnumCol, "objectCol.optStringEnumCol"),
        (\ModernAllTypesObject.objectCol?.arrayBool, "objectCol.arrayBool"),
        (\ModernAllTypesObject.objectCol?.arrayInt, "objectCol.arrayInt"),
        (\ModernAllTypesObject.objectCol?.arrayInt8, "objectCol.arrayInt8"),
        (\ModernAllTypesObject.objectCol?.arrayInt16, "objectCol.arrayInt16"),
        (\ModernAllTypesObject.objectCol?.arrayInt32, "objectCol.arrayInt32"),
        (\ModernAllTypesObject.objectCol?.arrayInt64, "objectCol.arrayInt64"),
        (\ModernAllTypesObject.objectCol?.arrayFloat, "objectCol.arrayFloat"),
        (\ModernAllTypesObject.objectCol?.arrayDouble, "objectCol.arrayDouble"),
        (\ModernAllTypesObject.objectCol?.arrayString, "objectCol.arrayString"),
        (\ModernAllTypesObject.objectCol?.arrayBinary, "objectCol.arrayBinary"),
        (\ModernAllTypesObject.objectCol?.arrayDate, "objectCol.arrayDate"),
        (\ModernAllTypesObject.objectCol?.arrayDecimal, "objectCol.arrayDecimal"),
        (\ModernAllTypesObject.objectCol?.arrayObjectId, "objectCol.arrayObjectId"),
        (\ModernAllTypesObject.objectCol?.arrayAny, "objectCol.arrayAny"),
        (\ModernAllTypesObject.objectCol?.arrayUuid, "objectCol.arrayUuid"),
        (\ModernAllTypesObject.objectCol?.arrayOptBool, "objectCol.arrayOptBool"),
        (\ModernAllTypesObject.objectCol?.arrayOptInt, "objectCol.arrayOptInt"),
        (\ModernAllTypesObject.objectCol?.arrayOptInt8, "objectCol.arrayOptInt8"),
        (\ModernAllTypesObject.objectCol?.arrayOptInt16, "objectCol.arrayOptInt16"),
        (\ModernAllTypesObject.objectCol?.arrayOptInt32, "objectCol.arrayOptInt32"),
        (\ModernAllTypesObject.objectCol?.arrayOptInt64, "objectCol.arrayOptInt64"),
        (\ModernAllTypesObject.objectCol?.arrayOptFloat, "objectCol.arrayOptFloat"),
        (\ModernAllTypesObject.objectCol?.arrayOptDouble, "objectCol.arrayOptDouble"),
        (\ModernAllTypesObject.objectCol?.arrayOptString, "objectCol.arrayOptString"),
        (\ModernAllTypesObject.objectCol?.arrayOptBinary, "objectCol.arrayOptBinary"),
        (\ModernAllTypesObject.objectCol?.arrayOptDate, "objectCol.arrayOptDate"),
        (\ModernAllTypesObject.objectCol?.arrayOptDecimal, "objectCol.arrayOptDecimal"),
        (\ModernAllTypesObject.objectCol?.arrayOptObjectId, "objectCol.arrayOptObjectId"),
        (\ModernAllTypesObject.objectCol?.arrayOptUuid, "objectCol.arrayOptUuid"),
        (\ModernAllTypesObject.objectCol?.setBool, "objectCol.setBool"),
        (\ModernAllTypesObject.objectCol?.setInt, "objectCol.setInt"),
        (\ModernAllTypesObject.objectCol?.setInt8, "objectCol.setInt8"),
        (\ModernAllTypesObject.objectCol?.setInt16, "objectCol.setInt16"),
        (\ModernAllTypesObject.objectCol?.setInt32, "objectCol.setInt32"),
        (\ModernAllTypesObject.objectCol?.setInt64, "objectCol.setInt64"),
        (\ModernAllTypesObject.objectCol?.setFloat, "objectCol.setFloat"),
        (\ModernAllTypesObject.objectCol?.setDouble, "objectCol.setDouble"),
        (\ModernAllTypesObject.objectCol?.setString, "objectCol.setString"),
        (\ModernAllTypesObject.objectCol?.setBinary, "objectCol.setBinary"),
        (\ModernAllTypesObject.objectCol?.setDate, "objectCol.setDate"),
        (\ModernAllTypesObject.objectCol?.setDecimal, "objectCol.setDecimal"),
        (\ModernAllTypesObject.objectCol?.setObjectId, "objectCol.setObjectId"),
        (\ModernAllTypesObject.objectCol?.setAny, "objectCol.setAny"),
        (\ModernAllTypesObject.objectCol?.setUuid, "objectCol.setUuid"),
        (\ModernAllTypesObject.objectCol?.setOptBool, "objectCol.setOptBool"),
        (\ModernAllTypesObject.objectCol?.setOptInt, "objectCol.setOptInt"),
        (\ModernAllTypesObject.objectCol?.setOptInt8, "objectCol.setOptInt8"),
        (\ModernAllTypesObject.objectCol?.setOptInt16, "objectCol.setOptInt16"),
        (\ModernAllTypesObject.objectCol?.setOptInt32, "objectCol.setOptInt32"),
        (\ModernAllTypesObject.objectCol?.setOptInt64, "objectCol.setOptInt64"),
        (\ModernAllTypesObject.objectCol?.setOptFloat, "objectCol.setOptFloat"),
        (\ModernAllTypesObject.objectCol?.setOptDouble, "objectCol.setOptDouble"),
        (\ModernAllTypesObject.objectCol?.setOptString, "objectCol.setOptString"),
        (\ModernAllTypesObject.objectCol?.setOptBinary, "objectCol.setOptBinary"),
        (\ModernAllTypesObject.objectCol?.setOptDate, "objectCol.setOptDate"),
        (\ModernAllTypesObject.objectCol?.setOptDecimal, "objectCol.setOptDecimal"),
        (\ModernAllTypesObject.objectCol?.setOptObjectId, "objectCol.setOptObjectId"),
        (\ModernAllTypesObject.objectCol?.setOptUuid, "objectCol.setOptUuid"),
        (\ModernAllTypesObject.objectCol?.mapBool, "objectCol.mapBool"),
        (\ModernAllTypesObject.objectCol?.mapInt, "objectCol.mapInt"),
        (\ModernAllTypesObject.objectCol?.mapInt8, "objectCol.mapInt8"),
        (\ModernAllTypesObject.objectCol?.mapInt16, "objectCol.mapInt16"),
        (\ModernAllTypesObject.objectCol?.mapInt32, "objectCol.mapInt32"),
        (\ModernAllTypesObject.objectCol?.mapInt64, "objectCol.mapInt64"),
        (\ModernAllTypesObject.objectCol?.mapFloat, "objectCol.mapFloat"),
        (\ModernAllTypesObject.objectCol?.mapDouble, "objectCol.mapDouble"),
        (\ModernAllTypesObject.objectCol?.mapString, "objectCol.mapString"),
        (\ModernAllTypesObject.objectCol?.mapBinary, "objectCol.mapBinary"),
        (\ModernAllTypesObject.objectCol?.mapDate, "objectCol.mapDate"),
        (\ModernAllTypesObject.objectCol?.mapDecimal, "objectCol.mapDecimal"),
        (\ModernAllTypesObject.objectCol?.mapObjectId, "objectCol.mapObjectId"),
        (\ModernAllTypesObject.objectCol?.mapAny, "objectCol.mapAny"),
        (\ModernAllTypesObject.objectCol?.mapUuid, "objectCol.mapUuid"),
        (\ModernAllTypesObject.objectCol?.mapOptBool, "objectCol.mapOptBool"),
        (\ModernAllTypesObject.objectCol?.mapOptInt, "objectCol.mapOptInt"),
        (\ModernAllTypesObject.objectCol?.mapOptInt8, "objectCol.mapOptInt8"),
        (\ModernAllTypesObject.objectCol?.mapOptInt16, "objectCol.mapOptInt16"),
        (\ModernAllTypesObject.objectCol?.mapOptInt32, "objectCol.mapOptInt32"),
        (\ModernAllTypesObject.objectCol?.mapOptInt64, "objectCol.mapOptInt64"),
        (\ModernAllTypesObject.objectCol?.mapOptFloat, "objectCol.mapOptFloat"),
        (\ModernAllTypesObject.objectCol?.mapOptDouble, "objectCol.mapOptDouble"),
        (\ModernAllTypesObject.objectCol?.mapOptString, "objectCol.mapOptString"),
        (\ModernAllTypesObject.objectCol?.mapOptBinary, "objectCol.mapOptBinary"),
        (\ModernAllTypesObject.objectCol?.mapOptDate, "objectCol.mapOptDate"),
        (\ModernAllTypesObject.objectCol?.mapOptDecimal, "objectCol.mapOptDecimal"),
        (\ModernAllTypesObject.objectCol?.mapOptObjectId, "objectCol.mapOptObjectId"),
        (\ModernAllTypesObject.objectCol?.mapOptUuid, "objectCol.mapOptUuid"),
        (\ModernAllTypesObject.objectCol?.linkingObjects, "objectCol.linkingObjects"),
        (\ModernAllTypesObject.objectCol?.linkingObjects[0].boolCol, "objectCol.linkingObjects.boolCol"),
        (\ModernAllTypesObject.objectCol?.linkingObjects[0].objectCol?.linkingObjects[0].boolCol, "objectCol.linkingObjects.objectCol.linkingObjects.boolCol"),
    ]
    XCTAssertEqual(expected.count, 126)
    for (keyPath, name) in expected {
        XCTAssertEqual(_name(for: keyPath), name)
    }
}

/// `_name(for:)` of a key path of an `@objc dynamic` model is its property name, for every kind of property, and through an optional link or embedded object it is the dotted path.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/KeyPathTests.swift KeyPathTests.testOldObjectSyntax
func testKeyPathNamesOfOldSyntaxObject() throws {
    let expected = [
        (\SwiftOldSyntaxAllTypesObject.boolCol, "boolCol"),
        (\SwiftOldSyntaxAllTypesObject.intCol, "intCol"),
        (\SwiftOldSyntaxAllTypesObject.int8Col, "int8Col"),
        (\SwiftOldSyntaxAllTypesObject.int16Col, "int16Col"),
        (\SwiftOldSyntaxAllTypesObject.int32Col, "int32Col"),
        (\SwiftOldSyntaxAllTypesObject.int64Col, "int64Col"),
        (\SwiftOldSyntaxAllTypesObject.intEnumCol, "intEnumCol"),
        (\SwiftOldSyntaxAllTypesObject.floatCol, "floatCol"),
        (\SwiftOldSyntaxAllTypesObject.doubleCol, "doubleCol"),
        (\SwiftOldSyntaxAllTypesObject.stringCol, "stringCol"),
        (\SwiftOldSyntaxAllTypesObject.binaryCol, "binaryCol"),
        (\SwiftOldSyntaxAllTypesObject.dateCol, "dateCol"),
        (\SwiftOldSyntaxAllTypesObject.decimalCol, "decimalCol"),
        (\SwiftOldSyntaxAllTypesObject.objectIdCol, "objectIdCol"),
        (\SwiftOldSyntaxAllTypesObject.objectCol, "objectCol"),
        (\SwiftOldSyntaxAllTypesObject.objectCol?.boolCol, "objectCol.boolCol"),
        (\SwiftOldSyntaxAllTypesObject.uuidCol, "uuidCol"),
        (\SwiftOldSyntaxAllTypesObject.embeddedCol, "embeddedCol"),
        (\SwiftOldSyntaxAllTypesObject.embeddedCol?.boolCol, "embeddedCol.boolCol"),
        (\SwiftOldSyntaxAllTypesObject.embeddedCol?.embeddedCol?.child, "embeddedCol.embeddedCol.child"),
        (\SwiftOldSyntaxAllTypesObject.anyCol, "anyCol"),
        (\SwiftOldSyntaxAllTypesObject.arrayCol, "arrayCol"),
        (\SwiftOldSyntaxAllTypesObject.setCol, "setCol"),
        (\SwiftOldSyntaxAllTypesObject.mapCol, "mapCol"),
        (\SwiftOldSyntaxAllTypesObject.arrayObjCol, "arrayObjCol"),
        (\SwiftOldSyntaxAllTypesObject.setObjCol, "setObjCol"),
        (\SwiftOldSyntaxAllTypesObject.mapObjCol, "mapObjCol"),
        (\SwiftOldSyntaxAllTypesObject.arrayEmbeddedCol, "arrayEmbeddedCol"),
        (\SwiftOldSyntaxAllTypesObject.mapEmbeddedCol, "mapEmbeddedCol"),
        (\SwiftDogObject.owners, "owners"),
    ]
    XCTAssertEqual(expected.count, 30)
    for (keyPath, name) in expected {
        XCTAssertEqual(_name(for: keyPath), name)
    }
}

/// `_name(for:)` of a key path of an `@objc dynamic` embedded object is its property name, and through its embedded object the dotted path.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/KeyPathTests.swift KeyPathTests.testOldSyntaxEmbeddedObject
func testKeyPathNamesOfOldSyntaxEmbeddedObject() throws {
    let expected = [
        (\SwiftOldSyntaxAllTypesEmbeddedObject.boolCol, "boolCol"),
        (\SwiftOldSyntaxAllTypesEmbeddedObject.intCol, "intCol"),
        (\SwiftOldSyntaxAllTypesEmbeddedObject.int8Col, "int8Col"),
        (\SwiftOldSyntaxAllTypesEmbeddedObject.int16Col, "int16Col"),
        (\SwiftOldSyntaxAllTypesEmbeddedObject.int32Col, "int32Col"),
        (\SwiftOldSyntaxAllTypesEmbeddedObject.int64Col, "int64Col"),
        (\SwiftOldSyntaxAllTypesEmbeddedObject.intEnumCol, "intEnumCol"),
        (\SwiftOldSyntaxAllTypesEmbeddedObject.floatCol, "floatCol"),
        (\SwiftOldSyntaxAllTypesEmbeddedObject.doubleCol, "doubleCol"),
        (\SwiftOldSyntaxAllTypesEmbeddedObject.stringCol, "stringCol"),
        (\SwiftOldSyntaxAllTypesEmbeddedObject.binaryCol, "binaryCol"),
        (\SwiftOldSyntaxAllTypesEmbeddedObject.dateCol, "dateCol"),
        (\SwiftOldSyntaxAllTypesEmbeddedObject.decimalCol, "decimalCol"),
        (\SwiftOldSyntaxAllTypesEmbeddedObject.objectIdCol, "objectIdCol"),
        (\SwiftOldSyntaxAllTypesEmbeddedObject.uuidCol, "uuidCol"),
        (\SwiftOldSyntaxAllTypesEmbeddedObject.anyCol, "anyCol"),
        (\SwiftOldSyntaxAllTypesEmbeddedObject.arrayCol, "arrayCol"),
        (\SwiftOldSyntaxAllTypesEmbeddedObject.setCol, "setCol"),
        (\SwiftOldSyntaxAllTypesEmbeddedObject.mapCol, "mapCol"),
        (\SwiftOldSyntaxAllTypesEmbeddedObject.arrayEmbeddedCol, "arrayEmbeddedCol"),
        (\SwiftOldSyntaxAllTypesEmbeddedObject.mapEmbeddedCol, "mapEmbeddedCol"),
        (\SwiftOldSyntaxAllTypesEmbeddedObject.embeddedCol, "embeddedCol"),
        (\SwiftOldSyntaxAllTypesEmbeddedObject.embeddedCol?.child, "embeddedCol.child"),
    ]
    XCTAssertEqual(expected.count, 23)
    for (keyPath, name) in expected {
        XCTAssertEqual(_name(for: keyPath), name)
    }
}

/// `_name(for:)` of a key path of a @Persisted embedded object is its property name, and through an embedded link, list (`[0]`) or map (`[""]??`) the dotted path without the subscript.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/KeyPathTests.swift KeyPathTests.testEmbeddedObject
func testKeyPathNamesOfModernEmbeddedObject() throws {
    let expected = [
        (\ModernAllTypesEmbeddedObject.boolCol, "boolCol"),
        (\ModernAllTypesEmbeddedObject.intCol, "intCol"),
        (\ModernAllTypesEmbeddedObject.int8Col, "int8Col"),
        (\ModernAllTypesEmbeddedObject.int16Col, "int16Col"),
        (\ModernAllTypesEmbeddedObject.int32Col, "int32Col"),
        (\ModernAllTypesEmbeddedObject.int64Col, "int64Col"),
        (\ModernAllTypesEmbeddedObject.intEnumCol, "intEnumCol"),
        (\ModernAllTypesEmbeddedObject.floatCol, "floatCol"),
        (\ModernAllTypesEmbeddedObject.doubleCol, "doubleCol"),
        (\ModernAllTypesEmbeddedObject.stringCol, "stringCol"),
        (\ModernAllTypesEmbeddedObject.binaryCol, "binaryCol"),
        (\ModernAllTypesEmbeddedObject.dateCol, "dateCol"),
        (\ModernAllTypesEmbeddedObject.decimalCol, "decimalCol"),
        (\ModernAllTypesEmbeddedObject.objectIdCol, "objectIdCol"),
        (\ModernAllTypesEmbeddedObject.uuidCol, "uuidCol"),
        (\ModernAllTypesEmbeddedObject.anyCol, "anyCol"),
        (\ModernAllTypesEmbeddedObject.arrayCol, "arrayCol"),
        (\ModernAllTypesEmbeddedObject.setCol, "setCol"),
        (\ModernAllTypesEmbeddedObject.mapCol, "mapCol"),
        (\ModernAllTypesEmbeddedObject.arrayEmbeddedCol, "arrayEmbeddedCol"),
        (\ModernAllTypesEmbeddedObject.mapEmbeddedCol, "mapEmbeddedCol"),
        (\ModernAllTypesEmbeddedObject.embeddedCol, "embeddedCol"),
        (\ModernAllTypesEmbeddedObject.embeddedCol?.child, "embeddedCol.child"),
        (\ModernAllTypesEmbeddedObject.embeddedCol?.child?.value, "embeddedCol.child.value"),
        (\ModernAllTypesEmbeddedObject.arrayEmbeddedCol[0].value, "arrayEmbeddedCol.value"),
        (\ModernAllTypesEmbeddedObject.arrayEmbeddedCol[0].child?.value, "arrayEmbeddedCol.child.value"),
        (\ModernAllTypesEmbeddedObject.mapEmbeddedCol, "mapEmbeddedCol"),
        (\ModernAllTypesEmbeddedObject.mapEmbeddedCol[""]??.value, "mapEmbeddedCol.value"),
        (\ModernAllTypesEmbeddedObject.mapEmbeddedCol[""]??.child, "mapEmbeddedCol.child"),
        (\ModernAllTypesEmbeddedObject.mapEmbeddedCol[""]??.child?.value, "mapEmbeddedCol.child.value"),
    ]
    XCTAssertEqual(expected.count, 30)
    for (keyPath, name) in expected {
        XCTAssertEqual(_name(for: keyPath), name)
    }
}

/// `_name(for:)` of a key path to a property of a custom persistable type, plain or optional, or to a list, a set or a map of one, is the property's name.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/KeyPathTests.swift KeyPathTests.testCustomTypes
func testKeyPathNamesOfCustomPersistableProperties() throws {
    let single = [
        (\AllCustomPersistableTypes.bool, "bool"),
        (\AllCustomPersistableTypes.int, "int"),
        (\AllCustomPersistableTypes.int8, "int8"),
        (\AllCustomPersistableTypes.int16, "int16"),
        (\AllCustomPersistableTypes.int32, "int32"),
        (\AllCustomPersistableTypes.int64, "int64"),
        (\AllCustomPersistableTypes.float, "float"),
        (\AllCustomPersistableTypes.double, "double"),
        (\AllCustomPersistableTypes.string, "string"),
        (\AllCustomPersistableTypes.binary, "binary"),
        (\AllCustomPersistableTypes.date, "date"),
        (\AllCustomPersistableTypes.decimal, "decimal"),
        (\AllCustomPersistableTypes.objectId, "objectId"),
        (\AllCustomPersistableTypes.uuid, "uuid"),
        (\AllCustomPersistableTypes.optBool, "optBool"),
        (\AllCustomPersistableTypes.optInt, "optInt"),
        (\AllCustomPersistableTypes.optInt8, "optInt8"),
        (\AllCustomPersistableTypes.optInt16, "optInt16"),
        (\AllCustomPersistableTypes.optInt32, "optInt32"),
        (\AllCustomPersistableTypes.optInt64, "optInt64"),
        (\AllCustomPersistableTypes.optFloat, "optFloat"),
        (\AllCustomPersistableTypes.optDouble, "optDouble"),
        (\AllCustomPersistableTypes.optString, "optString"),
        (\AllCustomPersistableTypes.optBinary, "optBinary"),
        (\AllCustomPersistableTypes.optDate, "optDate"),
        (\AllCustomPersistableTypes.optDecimal, "optDecimal"),
        (\AllCustomPersistableTypes.optObjectId, "optObjectId"),
        (\AllCustomPersistableTypes.optUuid, "optUuid"),
    ]
    XCTAssertEqual(single.count, 28)
    for (keyPath, name) in single {
        XCTAssertEqual(_name(for: keyPath), name)
    }
    let collections = [
        (\CustomPersistableCollections.listBool, "listBool"),
        (\CustomPersistableCollections.listInt, "listInt"),
        (\CustomPersistableCollections.listInt8, "listInt8"),
        (\CustomPersistableCollections.listInt16, "listInt16"),
        (\CustomPersistableCollections.listInt32, "listInt32"),
        (\CustomPersistableCollections.listInt64, "listInt64"),
        (\CustomPersistableCollections.listFloat, "listFloat"),
        (\CustomPersistableCollections.listDouble, "listDouble"),
        (\CustomPersistableCollections.listString, "listString"),
        (\CustomPersistableCollections.listBinary, "listBinary"),
        (\CustomPersistableCollections.listDate, "listDate"),
        (\CustomPersistableCollections.listDecimal, "listDecimal"),
        (\CustomPersistableCollections.listObjectId, "listObjectId"),
        (\CustomPersistableCollections.listUuid, "listUuid"),
        (\CustomPersistableCollections.listOptBool, "listOptBool"),
        (\CustomPersistableCollections.listOptInt, "listOptInt"),
        (\CustomPersistableCollections.listOptInt8, "listOptInt8"),
        (\CustomPersistableCollections.listOptInt16, "listOptInt16"),
        (\CustomPersistableCollections.listOptInt32, "listOptInt32"),
        (\CustomPersistableCollections.listOptInt64, "listOptInt64"),
        (\CustomPersistableCollections.listOptFloat, "listOptFloat"),
        (\CustomPersistableCollections.listOptDouble, "listOptDouble"),
        (\CustomPersistableCollections.listOptString, "listOptString"),
        (\CustomPersistableCollections.listOptBinary, "listOptBinary"),
        (\CustomPersistableCollections.listOptDate, "listOptDate"),
        (\CustomPersistableCollections.listOptDecimal, "listOptDecimal"),
        (\CustomPersistableCollections.listOptObjectId, "listOptObjectId"),
        (\CustomPersistableCollections.listOptUuid, "listOptUuid"),
        (\CustomPersistableCollections.setBool, "setBool"),
        (\CustomPersistableCollections.setInt, "setInt"),
        (\CustomPersistableCollections.setInt8, "setInt8"),
        (\CustomPersistableCollections.setInt16, "setInt16"),
        (\CustomPersistableCollections.setInt32, "setInt32"),
        (\CustomPersistableCollections.setInt64, "setInt64"),
        (\CustomPersistableCollections.setFloat, "setFloat"),
        (\CustomPersistableCollections.setDouble, "setDouble"),
        (\CustomPersistableCollections.setString, "setString"),
        (\CustomPersistableCollections.setBinary, "setBinary"),
        (\CustomPersistableCollections.setDate, "setDate"),
        (\CustomPersistableCollections.setDecimal, "setDecimal"),
        (\CustomPersistableCollections.setObjectId, "setObjectId"),
        (\CustomPersistableCollections.setUuid, "setUuid"),
        (\CustomPersistableCollections.setOptBool, "setOptBool"),
        (\CustomPersistableCollections.setOptInt, "setOptInt"),
        (\CustomPersistableCollections.setOptInt8, "setOptInt8"),
        (\CustomPersistableCollections.setOptInt16, "setOptInt16"),
        (\CustomPersistableCollections.setOptInt32, "setOptInt32"),
        (\CustomPersistableCollections.setOptInt64, "setOptInt64"),
        (\CustomPersistableCollections.setOptFloat, "setOptFloat"),
        (\CustomPersistableCollections.setOptDouble, "setOptDouble"),
        (\CustomPersistableCollections.setOptString, "setOptString"),
        (\CustomPersistableCollections.setOptBinary, "setOptBinary"),
        (\CustomPersistableCollections.setOptDate, "setOptDate"),
        (\CustomPersistableCollections.setOptDecimal, "setOptDecimal"),
        (\CustomPersistableCollections.setOptObjectId, "setOptObjectId"),
        (\CustomPersistableCollections.setOptUuid, "setOptUuid"),
        (\CustomPersistableCollections.mapBool, "mapBool"),
        (\CustomPersistableCollections.mapInt, "mapInt"),
        (\CustomPersistableCollections.mapInt8, "mapInt8"),
        (\CustomPersistableCollections.mapInt16, "mapInt16"),
        (\CustomPersistableCollections.mapInt32, "mapInt32"),
        (\CustomPersistableCollections.mapInt64, "mapInt64"),
        (\CustomPersistableCollections.mapFloat, "mapFloat"),
        (\CustomPersistableCollections.mapDouble, "mapDouble"),
        (\CustomPersistableCollections.mapString, "mapString"),
        (\CustomPersistableCollections.mapBinary, "mapBinary"),
        (\CustomPersistableCollections.mapDate, "mapDate"),
        (\CustomPersistableCollections.mapDecimal, "mapDecimal"),
        (\CustomPersistableCollections.mapObjectId, "mapObjectId"),
        (\CustomPersistableCollections.mapUuid, "mapUuid"),
        (\CustomPersistableCollections.mapOptBool, "mapOptBool"),
        (\CustomPersistableCollections.mapOptInt, "mapOptInt"),
        (\CustomPersistableCollections.mapOptInt8, "mapOptInt8"),
        (\CustomPersistableCollections.mapOptInt16, "mapOptInt16"),
        (\CustomPersistableCollections.mapOptInt32, "mapOptInt32"),
        (\CustomPersistableCollections.mapOptInt64, "mapOptInt64"),
        (\CustomPersistableCollections.mapOptFloat, "mapOptFloat"),
        (\CustomPersistableCollections.mapOptDouble, "mapOptDouble"),
        (\CustomPersistableCollections.mapOptString, "mapOptString"),
        (\CustomPersistableCollections.mapOptBinary, "mapOptBinary"),
        (\CustomPersistableCollections.mapOptDate, "mapOptDate"),
        (\CustomPersistableCollections.mapOptDecimal, "mapOptDecimal"),
        (\CustomPersistableCollections.mapOptObjectId, "mapOptObjectId"),
        (\CustomPersistableCollections.mapOptUuid, "mapOptUuid"),
    ]
    XCTAssertEqual(collections.count, 84)
    for (keyPath, name) in collections {
        XCTAssertEqual(_name(for: keyPath), name)
    }
}
