// page: sdk
// tags: sdk, suite

// RealmSwift/Tests/QueryTests.swift continued: queries over lists, sets and maps of every element type.

// A value stored as its Bool: Realm persists and queries the persisted value.
struct BoolWrapper: CustomPersistable {
    typealias PersistedType = Bool
    var persistableValue: Bool
    init(persistedValue: Bool) { self.persistableValue = persistedValue }
}

// A value stored as its Int: Realm persists and queries the persisted value.
struct IntWrapper: CustomPersistable {
    typealias PersistedType = Int
    var persistableValue: Int
    init(persistedValue: Int) { self.persistableValue = persistedValue }
}

// A value stored as its Int8: Realm persists and queries the persisted value.
struct Int8Wrapper: CustomPersistable {
    typealias PersistedType = Int8
    var persistableValue: Int8
    init(persistedValue: Int8) { self.persistableValue = persistedValue }
}

// A value stored as its Int16: Realm persists and queries the persisted value.
struct Int16Wrapper: CustomPersistable {
    typealias PersistedType = Int16
    var persistableValue: Int16
    init(persistedValue: Int16) { self.persistableValue = persistedValue }
}

// A value stored as its Int32: Realm persists and queries the persisted value.
struct Int32Wrapper: CustomPersistable {
    typealias PersistedType = Int32
    var persistableValue: Int32
    init(persistedValue: Int32) { self.persistableValue = persistedValue }
}

// A value stored as its Int64: Realm persists and queries the persisted value.
struct Int64Wrapper: CustomPersistable {
    typealias PersistedType = Int64
    var persistableValue: Int64
    init(persistedValue: Int64) { self.persistableValue = persistedValue }
}

// A value stored as its Float: Realm persists and queries the persisted value.
struct FloatWrapper: CustomPersistable {
    typealias PersistedType = Float
    var persistableValue: Float
    init(persistedValue: Float) { self.persistableValue = persistedValue }
}

// A value stored as its Double: Realm persists and queries the persisted value.
struct DoubleWrapper: CustomPersistable {
    typealias PersistedType = Double
    var persistableValue: Double
    init(persistedValue: Double) { self.persistableValue = persistedValue }
}

// A value stored as its String: Realm persists and queries the persisted value.
struct StringWrapper: CustomPersistable {
    typealias PersistedType = String
    var persistableValue: String
    init(persistedValue: String) { self.persistableValue = persistedValue }
}

// A value stored as its Data: Realm persists and queries the persisted value.
struct DataWrapper: CustomPersistable {
    typealias PersistedType = Data
    var persistableValue: Data
    init(persistedValue: Data) { self.persistableValue = persistedValue }
}

// A value stored as its Date: Realm persists and queries the persisted value.
struct DateWrapper: CustomPersistable {
    typealias PersistedType = Date
    var persistableValue: Date
    init(persistedValue: Date) { self.persistableValue = persistedValue }
}

// A value stored as its Decimal128: Realm persists and queries the persisted value.
struct Decimal128Wrapper: CustomPersistable {
    typealias PersistedType = Decimal128
    var persistableValue: Decimal128
    init(persistedValue: Decimal128) { self.persistableValue = persistedValue }
}

// A value stored as its ObjectId: Realm persists and queries the persisted value.
struct ObjectIdWrapper: CustomPersistable {
    typealias PersistedType = ObjectId
    var persistableValue: ObjectId
    init(persistedValue: ObjectId) { self.persistableValue = persistedValue }
}

// A value stored as its UUID: Realm persists and queries the persisted value.
struct UUIDWrapper: CustomPersistable {
    typealias PersistedType = UUID
    var persistableValue: UUID
    init(persistedValue: UUID) { self.persistableValue = persistedValue }
}

// Three cases of Int raw values, for collections of enums.
enum EnumInt: Int, PersistableEnum {
    case value1 = 1, value2 = 2, value3 = 3
}

// Three cases of Int8 raw values, for collections of enums.
enum EnumInt8: Int8, PersistableEnum {
    case value1 = 1, value2 = 2, value3 = 3
}

// Three cases of Int16 raw values, for collections of enums.
enum EnumInt16: Int16, PersistableEnum {
    case value1 = 1, value2 = 2, value3 = 3
}

// Three cases of Int32 raw values, for collections of enums.
enum EnumInt32: Int32, PersistableEnum {
    case value1 = 1, value2 = 2, value3 = 3
}

// Three cases of Int64 raw values, for collections of enums.
enum EnumInt64: Int64, PersistableEnum {
    case value1 = 1, value2 = 2, value3 = 3
}

// Three cases of Float raw values, for collections of enums.
enum EnumFloat: Float, PersistableEnum {
    case value1 = 1.1, value2 = 2.2, value3 = 3.3
}

// Three cases of Double raw values, for collections of enums.
enum EnumDouble: Double, PersistableEnum {
    case value1 = 1.1, value2 = 2.2, value3 = 3.3
}

// Three cases of String raw values, for collections of enums.
enum EnumString: String, PersistableEnum {
    case value1 = "a", value2 = "b", value3 = "c"
}

// A list, a set and a map of every scalar type and of AnyRealmValue, optional or not.
class ModernCollectionsOfValues: Object {
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
    @Persisted var arrayUuid: List<UUID>
    @Persisted var arrayAny: List<AnyRealmValue>
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
    @Persisted var setUuid: MutableSet<UUID>
    @Persisted var setAny: MutableSet<AnyRealmValue>
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
    @Persisted var mapUuid: Map<String, UUID>
    @Persisted var mapAny: Map<String, AnyRealmValue>
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
}

// A list, a set and a map of each enum above, optional or not.
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

// A list, a set and a map of each wrapper, optional or not.
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

// The SDK suite's object cut down to an int, a link and a list and a set of its class.
class ModernAllTypesObject: Object {
    @Persisted var intCol: Int
    @Persisted var objectCol: ModernAllTypesObject?
    @Persisted var arrayCol: List<ModernAllTypesObject>
    @Persisted var setCol: MutableSet<ModernAllTypesObject>
}

// One list, one set and one map of the object above.
class ModernCollectionObject: Object {
    @Persisted var list: List<ModernAllTypesObject>
    @Persisted var set: MutableSet<ModernAllTypesObject>
    @Persisted var map: Map<String, ModernAllTypesObject?>
}

/// `contains` of a value in a where closure on a list, set or map of every scalar type, AnyRealmValue, persistable enum and wrapper, optional or not, holding the first two of three values: `(%@ IN name)` matches the first value and not the third, `!` before it (`(NOT %@ IN name)`) the other way round; `contains(nil)` on an optional collection matches nothing and its negation the object, with NSNull as the argument.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testCollectionContainsElement
func testSuiteQueryCollectionContainsEveryElementType() throws {
    let realm = try Realm()
    let values = ModernCollectionsOfValues()
    let enums = ModernCollectionsOfEnums()
    let wrapped = CustomPersistableCollections()
    values.arrayBool.append(objectsIn: [true, true])
    values.arrayInt.append(objectsIn: [1, 3])
    values.arrayInt8.append(objectsIn: [Int8(8), Int8(9)])
    values.arrayInt16.append(objectsIn: [Int16(16), Int16(17)])
    values.arrayInt32.append(objectsIn: [Int32(32), Int32(33)])
    values.arrayInt64.append(objectsIn: [Int64(64), Int64(65)])
    values.arrayFloat.append(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.arrayDouble.append(objectsIn: [123.456, 234.567])
    values.arrayString.append(objectsIn: ["Foo", "Foó"])
    values.arrayBinary.append(objectsIn: [Data(count: 64), Data(count: 128)])
    values.arrayDate.append(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.arrayDecimal.append(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.arrayObjectId.append(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.arrayUuid.append(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.arrayOptBool.append(objectsIn: [true, true])
    values.arrayOptInt.append(objectsIn: [1, 3])
    values.arrayOptInt8.append(objectsIn: [Int8(8), Int8(9)])
    values.arrayOptInt16.append(objectsIn: [Int16(16), Int16(17)])
    values.arrayOptInt32.append(objectsIn: [Int32(32), Int32(33)])
    values.arrayOptInt64.append(objectsIn: [Int64(64), Int64(65)])
    values.arrayOptFloat.append(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.arrayOptDouble.append(objectsIn: [123.456, 234.567])
    values.arrayOptString.append(objectsIn: ["Foo", "Foó"])
    values.arrayOptBinary.append(objectsIn: [Data(count: 64), Data(count: 128)])
    values.arrayOptDate.append(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.arrayOptDecimal.append(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.arrayOptObjectId.append(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.arrayOptUuid.append(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.setBool.insert(objectsIn: [true, true])
    values.setInt.insert(objectsIn: [1, 3])
    values.setInt8.insert(objectsIn: [Int8(8), Int8(9)])
    values.setInt16.insert(objectsIn: [Int16(16), Int16(17)])
    values.setInt32.insert(objectsIn: [Int32(32), Int32(33)])
    values.setInt64.insert(objectsIn: [Int64(64), Int64(65)])
    values.setFloat.insert(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.setDouble.insert(objectsIn: [123.456, 234.567])
    values.setString.insert(objectsIn: ["Foo", "Foó"])
    values.setBinary.insert(objectsIn: [Data(count: 64), Data(count: 128)])
    values.setDate.insert(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.setDecimal.insert(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.setObjectId.insert(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.setUuid.insert(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.setOptBool.insert(objectsIn: [true, true])
    values.setOptInt.insert(objectsIn: [1, 3])
    values.setOptInt8.insert(objectsIn: [Int8(8), Int8(9)])
    values.setOptInt16.insert(objectsIn: [Int16(16), Int16(17)])
    values.setOptInt32.insert(objectsIn: [Int32(32), Int32(33)])
    values.setOptInt64.insert(objectsIn: [Int64(64), Int64(65)])
    values.setOptFloat.insert(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.setOptDouble.insert(objectsIn: [123.456, 234.567])
    values.setOptString.insert(objectsIn: ["Foo", "Foó"])
    values.setOptBinary.insert(objectsIn: [Data(count: 64), Data(count: 128)])
    values.setOptDate.insert(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.setOptDecimal.insert(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.setOptObjectId.insert(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.setOptUuid.insert(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.mapBool["foo"] = true
    values.mapBool["bar"] = true
    values.mapInt["foo"] = 1
    values.mapInt["bar"] = 3
    values.mapInt8["foo"] = Int8(8)
    values.mapInt8["bar"] = Int8(9)
    values.mapInt16["foo"] = Int16(16)
    values.mapInt16["bar"] = Int16(17)
    values.mapInt32["foo"] = Int32(32)
    values.mapInt32["bar"] = Int32(33)
    values.mapInt64["foo"] = Int64(64)
    values.mapInt64["bar"] = Int64(65)
    values.mapFloat["foo"] = Float(5.55444333)
    values.mapFloat["bar"] = Float(6.55444333)
    values.mapDouble["foo"] = 123.456
    values.mapDouble["bar"] = 234.567
    values.mapString["foo"] = "Foo"
    values.mapString["bar"] = "Foó"
    values.mapBinary["foo"] = Data(count: 64)
    values.mapBinary["bar"] = Data(count: 128)
    values.mapDate["foo"] = Date(timeIntervalSince1970: 1000000)
    values.mapDate["bar"] = Date(timeIntervalSince1970: 2000000)
    values.mapDecimal["foo"] = Decimal128(123.456)
    values.mapDecimal["bar"] = Decimal128(234.567)
    values.mapObjectId["foo"] = ObjectId("61184062c1d8f096a3695046")
    values.mapObjectId["bar"] = ObjectId("61184062c1d8f096a3695045")
    values.mapUuid["foo"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!
    values.mapUuid["bar"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    values.mapOptBool["foo"] = true
    values.mapOptBool["bar"] = true
    values.mapOptInt["foo"] = 1
    values.mapOptInt["bar"] = 3
    values.mapOptInt8["foo"] = Int8(8)
    values.mapOptInt8["bar"] = Int8(9)
    values.mapOptInt16["foo"] = Int16(16)
    values.mapOptInt16["bar"] = Int16(17)
    values.mapOptInt32["foo"] = Int32(32)
    values.mapOptInt32["bar"] = Int32(33)
    values.mapOptInt64["foo"] = Int64(64)
    values.mapOptInt64["bar"] = Int64(65)
    values.mapOptFloat["foo"] = Float(5.55444333)
    values.mapOptFloat["bar"] = Float(6.55444333)
    values.mapOptDouble["foo"] = 123.456
    values.mapOptDouble["bar"] = 234.567
    values.mapOptString["foo"] = "Foo"
    values.mapOptString["bar"] = "Foó"
    values.mapOptBinary["foo"] = Data(count: 64)
    values.mapOptBinary["bar"] = Data(count: 128)
    values.mapOptDate["foo"] = Date(timeIntervalSince1970: 1000000)
    values.mapOptDate["bar"] = Date(timeIntervalSince1970: 2000000)
    values.mapOptDecimal["foo"] = Decimal128(123.456)
    values.mapOptDecimal["bar"] = Decimal128(234.567)
    values.mapOptObjectId["foo"] = ObjectId("61184062c1d8f096a3695046")
    values.mapOptObjectId["bar"] = ObjectId("61184062c1d8f096a3695045")
    values.mapOptUuid["foo"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!
    values.mapOptUuid["bar"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    values.arrayAny.append(objectsIn: [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello")])
    values.setAny.insert(objectsIn: [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello")])
    values.mapAny["foo"] = AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))
    values.mapAny["bar"] = AnyRealmValue.string("Hello")
    enums.listInt.append(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.listInt8.append(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.listInt16.append(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.listInt32.append(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.listInt64.append(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.listFloat.append(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.listDouble.append(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.listString.append(objectsIn: [EnumString.value1, EnumString.value2])
    enums.listIntOpt.append(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.listInt8Opt.append(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.listInt16Opt.append(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.listInt32Opt.append(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.listInt64Opt.append(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.listFloatOpt.append(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.listDoubleOpt.append(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.listStringOpt.append(objectsIn: [EnumString.value1, EnumString.value2])
    enums.setInt.insert(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.setInt8.insert(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.setInt16.insert(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.setInt32.insert(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.setInt64.insert(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.setFloat.insert(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.setDouble.insert(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.setString.insert(objectsIn: [EnumString.value1, EnumString.value2])
    enums.setIntOpt.insert(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.setInt8Opt.insert(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.setInt16Opt.insert(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.setInt32Opt.insert(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.setInt64Opt.insert(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.setFloatOpt.insert(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.setDoubleOpt.insert(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.setStringOpt.insert(objectsIn: [EnumString.value1, EnumString.value2])
    enums.mapInt["foo"] = EnumInt.value1
    enums.mapInt["bar"] = EnumInt.value2
    enums.mapInt8["foo"] = EnumInt8.value1
    enums.mapInt8["bar"] = EnumInt8.value2
    enums.mapInt16["foo"] = EnumInt16.value1
    enums.mapInt16["bar"] = EnumInt16.value2
    enums.mapInt32["foo"] = EnumInt32.value1
    enums.mapInt32["bar"] = EnumInt32.value2
    enums.mapInt64["foo"] = EnumInt64.value1
    enums.mapInt64["bar"] = EnumInt64.value2
    enums.mapFloat["foo"] = EnumFloat.value1
    enums.mapFloat["bar"] = EnumFloat.value2
    enums.mapDouble["foo"] = EnumDouble.value1
    enums.mapDouble["bar"] = EnumDouble.value2
    enums.mapString["foo"] = EnumString.value1
    enums.mapString["bar"] = EnumString.value2
    enums.mapIntOpt["foo"] = EnumInt.value1
    enums.mapIntOpt["bar"] = EnumInt.value2
    enums.mapInt8Opt["foo"] = EnumInt8.value1
    enums.mapInt8Opt["bar"] = EnumInt8.value2
    enums.mapInt16Opt["foo"] = EnumInt16.value1
    enums.mapInt16Opt["bar"] = EnumInt16.value2
    enums.mapInt32Opt["foo"] = EnumInt32.value1
    enums.mapInt32Opt["bar"] = EnumInt32.value2
    enums.mapInt64Opt["foo"] = EnumInt64.value1
    enums.mapInt64Opt["bar"] = EnumInt64.value2
    enums.mapFloatOpt["foo"] = EnumFloat.value1
    enums.mapFloatOpt["bar"] = EnumFloat.value2
    enums.mapDoubleOpt["foo"] = EnumDouble.value1
    enums.mapDoubleOpt["bar"] = EnumDouble.value2
    enums.mapStringOpt["foo"] = EnumString.value1
    enums.mapStringOpt["bar"] = EnumString.value2
    wrapped.listBool.append(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.listInt.append(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.listInt8.append(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.listInt16.append(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.listInt32.append(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.listInt64.append(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.listFloat.append(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.listDouble.append(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.listString.append(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.listBinary.append(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.listDate.append(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.listDecimal.append(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.listObjectId.append(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.listUuid.append(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.listOptBool.append(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.listOptInt.append(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.listOptInt8.append(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.listOptInt16.append(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.listOptInt32.append(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.listOptInt64.append(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.listOptFloat.append(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.listOptDouble.append(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.listOptString.append(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.listOptBinary.append(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.listOptDate.append(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.listOptDecimal.append(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.listOptObjectId.append(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.listOptUuid.append(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.setBool.insert(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.setInt.insert(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.setInt8.insert(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.setInt16.insert(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.setInt32.insert(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.setInt64.insert(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.setFloat.insert(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.setDouble.insert(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.setString.insert(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.setBinary.insert(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.setDate.insert(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.setDecimal.insert(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.setObjectId.insert(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.setUuid.insert(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.setOptBool.insert(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.setOptInt.insert(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.setOptInt8.insert(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.setOptInt16.insert(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.setOptInt32.insert(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.setOptInt64.insert(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.setOptFloat.insert(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.setOptDouble.insert(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.setOptString.insert(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.setOptBinary.insert(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.setOptDate.insert(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.setOptDecimal.insert(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.setOptObjectId.insert(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.setOptUuid.insert(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.mapBool["foo"] = BoolWrapper(persistedValue: true)
    wrapped.mapBool["bar"] = BoolWrapper(persistedValue: true)
    wrapped.mapInt["foo"] = IntWrapper(persistedValue: 1)
    wrapped.mapInt["bar"] = IntWrapper(persistedValue: 3)
    wrapped.mapInt8["foo"] = Int8Wrapper(persistedValue: Int8(8))
    wrapped.mapInt8["bar"] = Int8Wrapper(persistedValue: Int8(9))
    wrapped.mapInt16["foo"] = Int16Wrapper(persistedValue: Int16(16))
    wrapped.mapInt16["bar"] = Int16Wrapper(persistedValue: Int16(17))
    wrapped.mapInt32["foo"] = Int32Wrapper(persistedValue: Int32(32))
    wrapped.mapInt32["bar"] = Int32Wrapper(persistedValue: Int32(33))
    wrapped.mapInt64["foo"] = Int64Wrapper(persistedValue: Int64(64))
    wrapped.mapInt64["bar"] = Int64Wrapper(persistedValue: Int64(65))
    wrapped.mapFloat["foo"] = FloatWrapper(persistedValue: Float(5.55444333))
    wrapped.mapFloat["bar"] = FloatWrapper(persistedValue: Float(6.55444333))
    wrapped.mapDouble["foo"] = DoubleWrapper(persistedValue: 123.456)
    wrapped.mapDouble["bar"] = DoubleWrapper(persistedValue: 234.567)
    wrapped.mapString["foo"] = StringWrapper(persistedValue: "Foo")
    wrapped.mapString["bar"] = StringWrapper(persistedValue: "Foó")
    wrapped.mapBinary["foo"] = DataWrapper(persistedValue: Data(count: 64))
    wrapped.mapBinary["bar"] = DataWrapper(persistedValue: Data(count: 128))
    wrapped.mapDate["foo"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    wrapped.mapDate["bar"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    wrapped.mapDecimal["foo"] = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    wrapped.mapDecimal["bar"] = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    wrapped.mapObjectId["foo"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))
    wrapped.mapObjectId["bar"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    wrapped.mapUuid["foo"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)
    wrapped.mapUuid["bar"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    wrapped.mapOptBool["foo"] = BoolWrapper(persistedValue: true)
    wrapped.mapOptBool["bar"] = BoolWrapper(persistedValue: true)
    wrapped.mapOptInt["foo"] = IntWrapper(persistedValue: 1)
    wrapped.mapOptInt["bar"] = IntWrapper(persistedValue: 3)
    wrapped.mapOptInt8["foo"] = Int8Wrapper(persistedValue: Int8(8))
    wrapped.mapOptInt8["bar"] = Int8Wrapper(persistedValue: Int8(9))
    wrapped.mapOptInt16["foo"] = Int16Wrapper(persistedValue: Int16(16))
    wrapped.mapOptInt16["bar"] = Int16Wrapper(persistedValue: Int16(17))
    wrapped.mapOptInt32["foo"] = Int32Wrapper(persistedValue: Int32(32))
    wrapped.mapOptInt32["bar"] = Int32Wrapper(persistedValue: Int32(33))
    wrapped.mapOptInt64["foo"] = Int64Wrapper(persistedValue: Int64(64))
    wrapped.mapOptInt64["bar"] = Int64Wrapper(persistedValue: Int64(65))
    wrapped.mapOptFloat["foo"] = FloatWrapper(persistedValue: Float(5.55444333))
    wrapped.mapOptFloat["bar"] = FloatWrapper(persistedValue: Float(6.55444333))
    wrapped.mapOptDouble["foo"] = DoubleWrapper(persistedValue: 123.456)
    wrapped.mapOptDouble["bar"] = DoubleWrapper(persistedValue: 234.567)
    wrapped.mapOptString["foo"] = StringWrapper(persistedValue: "Foo")
    wrapped.mapOptString["bar"] = StringWrapper(persistedValue: "Foó")
    wrapped.mapOptBinary["foo"] = DataWrapper(persistedValue: Data(count: 64))
    wrapped.mapOptBinary["bar"] = DataWrapper(persistedValue: Data(count: 128))
    wrapped.mapOptDate["foo"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    wrapped.mapOptDate["bar"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    wrapped.mapOptDecimal["foo"] = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    wrapped.mapOptDecimal["bar"] = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    wrapped.mapOptObjectId["foo"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))
    wrapped.mapOptObjectId["bar"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    wrapped.mapOptUuid["foo"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)
    wrapped.mapOptUuid["bar"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    try realm.write {
        realm.add(values)
        realm.add(enums)
        realm.add(wrapped)
    }
    let valueRows: [(String, [Any], Int, (Query<ModernCollectionsOfValues>) -> Query<Bool>)] = [
        ("(%@ IN arrayBool)", [true], 1, { $0.arrayBool.contains(true) }),
        ("(%@ IN arrayBool)", [false], 0, { $0.arrayBool.contains(false) }),
        ("(NOT %@ IN arrayBool)", [true], 0, { !$0.arrayBool.contains(true) }),
        ("(NOT %@ IN arrayBool)", [false], 1, { !$0.arrayBool.contains(false) }),
        ("(%@ IN arrayInt)", [1], 1, { $0.arrayInt.contains(1) }),
        ("(%@ IN arrayInt)", [5], 0, { $0.arrayInt.contains(5) }),
        ("(NOT %@ IN arrayInt)", [1], 0, { !$0.arrayInt.contains(1) }),
        ("(NOT %@ IN arrayInt)", [5], 1, { !$0.arrayInt.contains(5) }),
        ("(%@ IN arrayInt8)", [Int8(8)], 1, { $0.arrayInt8.contains(Int8(8)) }),
        ("(%@ IN arrayInt8)", [Int8(10)], 0, { $0.arrayInt8.contains(Int8(10)) }),
        ("(NOT %@ IN arrayInt8)", [Int8(8)], 0, { !$0.arrayInt8.contains(Int8(8)) }),
        ("(NOT %@ IN arrayInt8)", [Int8(10)], 1, { !$0.arrayInt8.contains(Int8(10)) }),
        ("(%@ IN arrayInt16)", [Int16(16)], 1, { $0.arrayInt16.contains(Int16(16)) }),
        ("(%@ IN arrayInt16)", [Int16(18)], 0, { $0.arrayInt16.contains(Int16(18)) }),
        ("(NOT %@ IN arrayInt16)", [Int16(16)], 0, { !$0.arrayInt16.contains(Int16(16)) }),
        ("(NOT %@ IN arrayInt16)", [Int16(18)], 1, { !$0.arrayInt16.contains(Int16(18)) }),
        ("(%@ IN arrayInt32)", [Int32(32)], 1, { $0.arrayInt32.contains(Int32(32)) }),
        ("(%@ IN arrayInt32)", [Int32(34)], 0, { $0.arrayInt32.contains(Int32(34)) }),
        ("(NOT %@ IN arrayInt32)", [Int32(32)], 0, { !$0.arrayInt32.contains(Int32(32)) }),
        ("(NOT %@ IN arrayInt32)", [Int32(34)], 1, { !$0.arrayInt32.contains(Int32(34)) }),
        ("(%@ IN arrayInt64)", [Int64(64)], 1, { $0.arrayInt64.contains(Int64(64)) }),
        ("(%@ IN arrayInt64)", [Int64(66)], 0, { $0.arrayInt64.contains(Int64(66)) }),
        ("(NOT %@ IN arrayInt64)", [Int64(64)], 0, { !$0.arrayInt64.contains(Int64(64)) }),
        ("(NOT %@ IN arrayInt64)", [Int64(66)], 1, { !$0.arrayInt64.contains(Int64(66)) }),
        ("(%@ IN arrayFloat)", [Float(5.55444333)], 1, { $0.arrayFloat.contains(Float(5.55444333)) }),
        ("(%@ IN arrayFloat)", [Float(7.55444333)], 0, { $0.arrayFloat.contains(Float(7.55444333)) }),
        ("(NOT %@ IN arrayFloat)", [Float(5.55444333)], 0, { !$0.arrayFloat.contains(Float(5.55444333)) }),
        ("(NOT %@ IN arrayFloat)", [Float(7.55444333)], 1, { !$0.arrayFloat.contains(Float(7.55444333)) }),
        ("(%@ IN arrayDouble)", [123.456], 1, { $0.arrayDouble.contains(123.456) }),
        ("(%@ IN arrayDouble)", [345.678], 0, { $0.arrayDouble.contains(345.678) }),
        ("(NOT %@ IN arrayDouble)", [123.456], 0, { !$0.arrayDouble.contains(123.456) }),
        ("(NOT %@ IN arrayDouble)", [345.678], 1, { !$0.arrayDouble.contains(345.678) }),
        ("(%@ IN arrayString)", ["Foo"], 1, { $0.arrayString.contains("Foo") }),
        ("(%@ IN arrayString)", ["foo"], 0, { $0.arrayString.contains("foo") }),
        ("(NOT %@ IN arrayString)", ["Foo"], 0, { !$0.arrayString.contains("Foo") }),
        ("(NOT %@ IN arrayString)", ["foo"], 1, { !$0.arrayString.contains("foo") }),
        ("(%@ IN arrayBinary)", [Data(count: 64)], 1, { $0.arrayBinary.contains(Data(count: 64)) }),
        ("(%@ IN arrayBinary)", [Data(count: 256)], 0, { $0.arrayBinary.contains(Data(count: 256)) }),
        ("(NOT %@ IN arrayBinary)", [Data(count: 64)], 0, { !$0.arrayBinary.contains(Data(count: 64)) }),
        ("(NOT %@ IN arrayBinary)", [Data(count: 256)], 1, { !$0.arrayBinary.contains(Data(count: 256)) }),
        ("(%@ IN arrayDate)", [Date(timeIntervalSince1970: 1000000)], 1, { $0.arrayDate.contains(Date(timeIntervalSince1970: 1000000)) }),
        ("(%@ IN arrayDate)", [Date(timeIntervalSince1970: 3000000)], 0, { $0.arrayDate.contains(Date(timeIntervalSince1970: 3000000)) }),
        ("(NOT %@ IN arrayDate)", [Date(timeIntervalSince1970: 1000000)], 0, { !$0.arrayDate.contains(Date(timeIntervalSince1970: 1000000)) }),
        ("(NOT %@ IN arrayDate)", [Date(timeIntervalSince1970: 3000000)], 1, { !$0.arrayDate.contains(Date(timeIntervalSince1970: 3000000)) }),
        ("(%@ IN arrayDecimal)", [Decimal128(123.456)], 1, { $0.arrayDecimal.contains(Decimal128(123.456)) }),
        ("(%@ IN arrayDecimal)", [Decimal128(345.678)], 0, { $0.arrayDecimal.contains(Decimal128(345.678)) }),
        ("(NOT %@ IN arrayDecimal)", [Decimal128(123.456)], 0, { !$0.arrayDecimal.contains(Decimal128(123.456)) }),
        ("(NOT %@ IN arrayDecimal)", [Decimal128(345.678)], 1, { !$0.arrayDecimal.contains(Decimal128(345.678)) }),
        ("(%@ IN arrayObjectId)", [ObjectId("61184062c1d8f096a3695046")], 1, { $0.arrayObjectId.contains(ObjectId("61184062c1d8f096a3695046")) }),
        ("(%@ IN arrayObjectId)", [ObjectId("61184062c1d8f096a3695044")], 0, { $0.arrayObjectId.contains(ObjectId("61184062c1d8f096a3695044")) }),
        ("(NOT %@ IN arrayObjectId)", [ObjectId("61184062c1d8f096a3695046")], 0, { !$0.arrayObjectId.contains(ObjectId("61184062c1d8f096a3695046")) }),
        ("(NOT %@ IN arrayObjectId)", [ObjectId("61184062c1d8f096a3695044")], 1, { !$0.arrayObjectId.contains(ObjectId("61184062c1d8f096a3695044")) }),
        ("(%@ IN arrayUuid)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!], 1, { $0.arrayUuid.contains(UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!) }),
        ("(%@ IN arrayUuid)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!], 0, { $0.arrayUuid.contains(UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!) }),
        ("(NOT %@ IN arrayUuid)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!], 0, { !$0.arrayUuid.contains(UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!) }),
        ("(NOT %@ IN arrayUuid)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!], 1, { !$0.arrayUuid.contains(UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!) }),
        ("(%@ IN arrayAny)", [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))], 1, { $0.arrayAny.contains(AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))) }),
        ("(%@ IN arrayAny)", [AnyRealmValue.int(123)], 0, { $0.arrayAny.contains(AnyRealmValue.int(123)) }),
        ("(NOT %@ IN arrayAny)", [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))], 0, { !$0.arrayAny.contains(AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))) }),
        ("(NOT %@ IN arrayAny)", [AnyRealmValue.int(123)], 1, { !$0.arrayAny.contains(AnyRealmValue.int(123)) }),
        ("(%@ IN arrayOptBool)", [true], 1, { $0.arrayOptBool.contains(true) }),
        ("(%@ IN arrayOptBool)", [false], 0, { $0.arrayOptBool.contains(false) }),
        ("(NOT %@ IN arrayOptBool)", [true], 0, { !$0.arrayOptBool.contains(true) }),
        ("(NOT %@ IN arrayOptBool)", [false], 1, { !$0.arrayOptBool.contains(false) }),
        ("(%@ IN arrayOptInt)", [1], 1, { $0.arrayOptInt.contains(1) }),
        ("(%@ IN arrayOptInt)", [5], 0, { $0.arrayOptInt.contains(5) }),
        ("(NOT %@ IN arrayOptInt)", [1], 0, { !$0.arrayOptInt.contains(1) }),
        ("(NOT %@ IN arrayOptInt)", [5], 1, { !$0.arrayOptInt.contains(5) }),
        ("(%@ IN arrayOptInt8)", [Int8(8)], 1, { $0.arrayOptInt8.contains(Int8(8)) }),
        ("(%@ IN arrayOptInt8)", [Int8(10)], 0, { $0.arrayOptInt8.contains(Int8(10)) }),
        ("(NOT %@ IN arrayOptInt8)", [Int8(8)], 0, { !$0.arrayOptInt8.contains(Int8(8)) }),
        ("(NOT %@ IN arrayOptInt8)", [Int8(10)], 1, { !$0.arrayOptInt8.contains(Int8(10)) }),
        ("(%@ IN arrayOptInt16)", [Int16(16)], 1, { $0.arrayOptInt16.contains(Int16(16)) }),
        ("(%@ IN arrayOptInt16)", [Int16(18)], 0, { $0.arrayOptInt16.contains(Int16(18)) }),
        ("(NOT %@ IN arrayOptInt16)", [Int16(16)], 0, { !$0.arrayOptInt16.contains(Int16(16)) }),
        ("(NOT %@ IN arrayOptInt16)", [Int16(18)], 1, { !$0.arrayOptInt16.contains(Int16(18)) }),
        ("(%@ IN arrayOptInt32)", [Int32(32)], 1, { $0.arrayOptInt32.contains(Int32(32)) }),
        ("(%@ IN arrayOptInt32)", [Int32(34)], 0, { $0.arrayOptInt32.contains(Int32(34)) }),
        ("(NOT %@ IN arrayOptInt32)", [Int32(32)], 0, { !$0.arrayOptInt32.contains(Int32(32)) }),
        ("(NOT %@ IN arrayOptInt32)", [Int32(34)], 1, { !$0.arrayOptInt32.contains(Int32(34)) }),
        ("(%@ IN arrayOptInt64)", [Int64(64)], 1, { $0.arrayOptInt64.contains(Int64(64)) }),
        ("(%@ IN arrayOptInt64)", [Int64(66)], 0, { $0.arrayOptInt64.contains(Int64(66)) }),
        ("(NOT %@ IN arrayOptInt64)", [Int64(64)], 0, { !$0.arrayOptInt64.contains(Int64(64)) }),
        ("(NOT %@ IN arrayOptInt64)", [Int64(66)], 1, { !$0.arrayOptInt64.contains(Int64(66)) }),
        ("(%@ IN arrayOptFloat)", [Float(5.55444333)], 1, { $0.arrayOptFloat.contains(Float(5.55444333)) }),
        ("(%@ IN arrayOptFloat)", [Float(7.55444333)], 0, { $0.arrayOptFloat.contains(Float(7.55444333)) }),
        ("(NOT %@ IN arrayOptFloat)", [Float(5.55444333)], 0, { !$0.arrayOptFloat.contains(Float(5.55444333)) }),
        ("(NOT %@ IN arrayOptFloat)", [Float(7.55444333)], 1, { !$0.arrayOptFloat.contains(Float(7.55444333)) }),
        ("(%@ IN arrayOptDouble)", [123.456], 1, { $0.arrayOptDouble.contains(123.456) }),
        ("(%@ IN arrayOptDouble)", [345.678], 0, { $0.arrayOptDouble.contains(345.678) }),
        ("(NOT %@ IN arrayOptDouble)", [123.456], 0, { !$0.arrayOptDouble.contains(123.456) }),
        ("(NOT %@ IN arrayOptDouble)", [345.678], 1, { !$0.arrayOptDouble.contains(345.678) }),
        ("(%@ IN arrayOptString)", ["Foo"], 1, { $0.arrayOptString.contains("Foo") }),
        ("(%@ IN arrayOptString)", ["foo"], 0, { $0.arrayOptString.contains("foo") }),
        ("(NOT %@ IN arrayOptString)", ["Foo"], 0, { !$0.arrayOptString.contains("Foo") }),
        ("(NOT %@ IN arrayOptString)", ["foo"], 1, { !$0.arrayOptString.contains("foo") }),
        ("(%@ IN arrayOptBinary)", [Data(count: 64)], 1, { $0.arrayOptBinary.contains(Data(count: 64)) }),
        ("(%@ IN arrayOptBinary)", [Data(count: 256)], 0, { $0.arrayOptBinary.contains(Data(count: 256)) }),
        ("(NOT %@ IN arrayOptBinary)", [Data(count: 64)], 0, { !$0.arrayOptBinary.contains(Data(count: 64)) }),
        ("(NOT %@ IN arrayOptBinary)", [Data(count: 256)], 1, { !$0.arrayOptBinary.contains(Data(count: 256)) }),
        ("(%@ IN arrayOptDate)", [Date(timeIntervalSince1970: 1000000)], 1, { $0.arrayOptDate.contains(Date(timeIntervalSince1970: 1000000)) }),
        ("(%@ IN arrayOptDate)", [Date(timeIntervalSince1970: 3000000)], 0, { $0.arrayOptDate.contains(Date(timeIntervalSince1970: 3000000)) }),
        ("(NOT %@ IN arrayOptDate)", [Date(timeIntervalSince1970: 1000000)], 0, { !$0.arrayOptDate.contains(Date(timeIntervalSince1970: 1000000)) }),
        ("(NOT %@ IN arrayOptDate)", [Date(timeIntervalSince1970: 3000000)], 1, { !$0.arrayOptDate.contains(Date(timeIntervalSince1970: 3000000)) }),
        ("(%@ IN arrayOptDecimal)", [Decimal128(123.456)], 1, { $0.arrayOptDecimal.contains(Decimal128(123.456)) }),
        ("(%@ IN arrayOptDecimal)", [Decimal128(345.678)], 0, { $0.arrayOptDecimal.contains(Decimal128(345.678)) }),
        ("(NOT %@ IN arrayOptDecimal)", [Decimal128(123.456)], 0, { !$0.arrayOptDecimal.contains(Decimal128(123.456)) }),
        ("(NOT %@ IN arrayOptDecimal)", [Decimal128(345.678)], 1, { !$0.arrayOptDecimal.contains(Decimal128(345.678)) }),
        ("(%@ IN arrayOptObjectId)", [ObjectId("61184062c1d8f096a3695046")], 1, { $0.arrayOptObjectId.contains(ObjectId("61184062c1d8f096a3695046")) }),
        ("(%@ IN arrayOptObjectId)", [ObjectId("61184062c1d8f096a3695044")], 0, { $0.arrayOptObjectId.contains(ObjectId("61184062c1d8f096a3695044")) }),
        ("(NOT %@ IN arrayOptObjectId)", [ObjectId("61184062c1d8f096a3695046")], 0, { !$0.arrayOptObjectId.contains(ObjectId("61184062c1d8f096a3695046")) }),
        ("(NOT %@ IN arrayOptObjectId)", [ObjectId("61184062c1d8f096a3695044")], 1, { !$0.arrayOptObjectId.contains(ObjectId("61184062c1d8f096a3695044")) }),
        ("(%@ IN arrayOptUuid)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!], 1, { $0.arrayOptUuid.contains(UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!) }),
        ("(%@ IN arrayOptUuid)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!], 0, { $0.arrayOptUuid.contains(UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!) }),
        ("(NOT %@ IN arrayOptUuid)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!], 0, { !$0.arrayOptUuid.contains(UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!) }),
        ("(NOT %@ IN arrayOptUuid)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!], 1, { !$0.arrayOptUuid.contains(UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!) }),
        ("(%@ IN setBool)", [true], 1, { $0.setBool.contains(true) }),
        ("(%@ IN setBool)", [false], 0, { $0.setBool.contains(false) }),
        ("(NOT %@ IN setBool)", [true], 0, { !$0.setBool.contains(true) }),
        ("(NOT %@ IN setBool)", [false], 1, { !$0.setBool.contains(false) }),
        ("(%@ IN setInt)", [1], 1, { $0.setInt.contains(1) }),
        ("(%@ IN setInt)", [5], 0, { $0.setInt.contains(5) }),
        ("(NOT %@ IN setInt)", [1], 0, { !$0.setInt.contains(1) }),
        ("(NOT %@ IN setInt)", [5], 1, { !$0.setInt.contains(5) }),
        ("(%@ IN setInt8)", [Int8(8)], 1, { $0.setInt8.contains(Int8(8)) }),
        ("(%@ IN setInt8)", [Int8(10)], 0, { $0.setInt8.contains(Int8(10)) }),
        ("(NOT %@ IN setInt8)", [Int8(8)], 0, { !$0.setInt8.contains(Int8(8)) }),
        ("(NOT %@ IN setInt8)", [Int8(10)], 1, { !$0.setInt8.contains(Int8(10)) }),
        ("(%@ IN setInt16)", [Int16(16)], 1, { $0.setInt16.contains(Int16(16)) }),
        ("(%@ IN setInt16)", [Int16(18)], 0, { $0.setInt16.contains(Int16(18)) }),
        ("(NOT %@ IN setInt16)", [Int16(16)], 0, { !$0.setInt16.contains(Int16(16)) }),
        ("(NOT %@ IN setInt16)", [Int16(18)], 1, { !$0.setInt16.contains(Int16(18)) }),
        ("(%@ IN setInt32)", [Int32(32)], 1, { $0.setInt32.contains(Int32(32)) }),
        ("(%@ IN setInt32)", [Int32(34)], 0, { $0.setInt32.contains(Int32(34)) }),
        ("(NOT %@ IN setInt32)", [Int32(32)], 0, { !$0.setInt32.contains(Int32(32)) }),
        ("(NOT %@ IN setInt32)", [Int32(34)], 1, { !$0.setInt32.contains(Int32(34)) }),
        ("(%@ IN setInt64)", [Int64(64)], 1, { $0.setInt64.contains(Int64(64)) }),
        ("(%@ IN setInt64)", [Int64(66)], 0, { $0.setInt64.contains(Int64(66)) }),
        ("(NOT %@ IN setInt64)", [Int64(64)], 0, { !$0.setInt64.contains(Int64(64)) }),
        ("(NOT %@ IN setInt64)", [Int64(66)], 1, { !$0.setInt64.contains(Int64(66)) }),
        ("(%@ IN setFloat)", [Float(5.55444333)], 1, { $0.setFloat.contains(Float(5.55444333)) }),
        ("(%@ IN setFloat)", [Float(7.55444333)], 0, { $0.setFloat.contains(Float(7.55444333)) }),
        ("(NOT %@ IN setFloat)", [Float(5.55444333)], 0, { !$0.setFloat.contains(Float(5.55444333)) }),
        ("(NOT %@ IN setFloat)", [Float(7.55444333)], 1, { !$0.setFloat.contains(Float(7.55444333)) }),
        ("(%@ IN setDouble)", [123.456], 1, { $0.setDouble.contains(123.456) }),
        ("(%@ IN setDouble)", [345.678], 0, { $0.setDouble.contains(345.678) }),
        ("(NOT %@ IN setDouble)", [123.456], 0, { !$0.setDouble.contains(123.456) }),
        ("(NOT %@ IN setDouble)", [345.678], 1, { !$0.setDouble.contains(345.678) }),
        ("(%@ IN setString)", ["Foo"], 1, { $0.setString.contains("Foo") }),
        ("(%@ IN setString)", ["foo"], 0, { $0.setString.contains("foo") }),
        ("(NOT %@ IN setString)", ["Foo"], 0, { !$0.setString.contains("Foo") }),
        ("(NOT %@ IN setString)", ["foo"], 1, { !$0.setString.contains("foo") }),
        ("(%@ IN setBinary)", [Data(count: 64)], 1, { $0.setBinary.contains(Data(count: 64)) }),
        ("(%@ IN setBinary)", [Data(count: 256)], 0, { $0.setBinary.contains(Data(count: 256)) }),
        ("(NOT %@ IN setBinary)", [Data(count: 64)], 0, { !$0.setBinary.contains(Data(count: 64)) }),
        ("(NOT %@ IN setBinary)", [Data(count: 256)], 1, { !$0.setBinary.contains(Data(count: 256)) }),
        ("(%@ IN setDate)", [Date(timeIntervalSince1970: 1000000)], 1, { $0.setDate.contains(Date(timeIntervalSince1970: 1000000)) }),
        ("(%@ IN setDate)", [Date(timeIntervalSince1970: 3000000)], 0, { $0.setDate.contains(Date(timeIntervalSince1970: 3000000)) }),
        ("(NOT %@ IN setDate)", [Date(timeIntervalSince1970: 1000000)], 0, { !$0.setDate.contains(Date(timeIntervalSince1970: 1000000)) }),
        ("(NOT %@ IN setDate)", [Date(timeIntervalSince1970: 3000000)], 1, { !$0.setDate.contains(Date(timeIntervalSince1970: 3000000)) }),
        ("(%@ IN setDecimal)", [Decimal128(123.456)], 1, { $0.setDecimal.contains(Decimal128(123.456)) }),
        ("(%@ IN setDecimal)", [Decimal128(345.678)], 0, { $0.setDecimal.contains(Decimal128(345.678)) }),
        ("(NOT %@ IN setDecimal)", [Decimal128(123.456)], 0, { !$0.setDecimal.contains(Decimal128(123.456)) }),
        ("(NOT %@ IN setDecimal)", [Decimal128(345.678)], 1, { !$0.setDecimal.contains(Decimal128(345.678)) }),
        ("(%@ IN setObjectId)", [ObjectId("61184062c1d8f096a3695046")], 1, { $0.setObjectId.contains(ObjectId("61184062c1d8f096a3695046")) }),
        ("(%@ IN setObjectId)", [ObjectId("61184062c1d8f096a3695044")], 0, { $0.setObjectId.contains(ObjectId("61184062c1d8f096a3695044")) }),
        ("(NOT %@ IN setObjectId)", [ObjectId("61184062c1d8f096a3695046")], 0, { !$0.setObjectId.contains(ObjectId("61184062c1d8f096a3695046")) }),
        ("(NOT %@ IN setObjectId)", [ObjectId("61184062c1d8f096a3695044")], 1, { !$0.setObjectId.contains(ObjectId("61184062c1d8f096a3695044")) }),
        ("(%@ IN setUuid)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!], 1, { $0.setUuid.contains(UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!) }),
        ("(%@ IN setUuid)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!], 0, { $0.setUuid.contains(UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!) }),
        ("(NOT %@ IN setUuid)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!], 0, { !$0.setUuid.contains(UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!) }),
        ("(NOT %@ IN setUuid)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!], 1, { !$0.setUuid.contains(UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!) }),
        ("(%@ IN setAny)", [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))], 1, { $0.setAny.contains(AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))) }),
        ("(%@ IN setAny)", [AnyRealmValue.int(123)], 0, { $0.setAny.contains(AnyRealmValue.int(123)) }),
        ("(NOT %@ IN setAny)", [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))], 0, { !$0.setAny.contains(AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))) }),
        ("(NOT %@ IN setAny)", [AnyRealmValue.int(123)], 1, { !$0.setAny.contains(AnyRealmValue.int(123)) }),
        ("(%@ IN setOptBool)", [true], 1, { $0.setOptBool.contains(true) }),
        ("(%@ IN setOptBool)", [false], 0, { $0.setOptBool.contains(false) }),
        ("(NOT %@ IN setOptBool)", [true], 0, { !$0.setOptBool.contains(true) }),
        ("(NOT %@ IN setOptBool)", [false], 1, { !$0.setOptBool.contains(false) }),
        ("(%@ IN setOptInt)", [1], 1, { $0.setOptInt.contains(1) }),
        ("(%@ IN setOptInt)", [5], 0, { $0.setOptInt.contains(5) }),
        ("(NOT %@ IN setOptInt)", [1], 0, { !$0.setOptInt.contains(1) }),
        ("(NOT %@ IN setOptInt)", [5], 1, { !$0.setOptInt.contains(5) }),
        ("(%@ IN setOptInt8)", [Int8(8)], 1, { $0.setOptInt8.contains(Int8(8)) }),
        ("(%@ IN setOptInt8)", [Int8(10)], 0, { $0.setOptInt8.contains(Int8(10)) }),
        ("(NOT %@ IN setOptInt8)", [Int8(8)], 0, { !$0.setOptInt8.contains(Int8(8)) }),
        ("(NOT %@ IN setOptInt8)", [Int8(10)], 1, { !$0.setOptInt8.contains(Int8(10)) }),
        ("(%@ IN setOptInt16)", [Int16(16)], 1, { $0.setOptInt16.contains(Int16(16)) }),
        ("(%@ IN setOptInt16)", [Int16(18)], 0, { $0.setOptInt16.contains(Int16(18)) }),
        ("(NOT %@ IN setOptInt16)", [Int16(16)], 0, { !$0.setOptInt16.contains(Int16(16)) }),
        ("(NOT %@ IN setOptInt16)", [Int16(18)], 1, { !$0.setOptInt16.contains(Int16(18)) }),
        ("(%@ IN setOptInt32)", [Int32(32)], 1, { $0.setOptInt32.contains(Int32(32)) }),
        ("(%@ IN setOptInt32)", [Int32(34)], 0, { $0.setOptInt32.contains(Int32(34)) }),
        ("(NOT %@ IN setOptInt32)", [Int32(32)], 0, { !$0.setOptInt32.contains(Int32(32)) }),
        ("(NOT %@ IN setOptInt32)", [Int32(34)], 1, { !$0.setOptInt32.contains(Int32(34)) }),
        ("(%@ IN setOptInt64)", [Int64(64)], 1, { $0.setOptInt64.contains(Int64(64)) }),
        ("(%@ IN setOptInt64)", [Int64(66)], 0, { $0.setOptInt64.contains(Int64(66)) }),
        ("(NOT %@ IN setOptInt64)", [Int64(64)], 0, { !$0.setOptInt64.contains(Int64(64)) }),
        ("(NOT %@ IN setOptInt64)", [Int64(66)], 1, { !$0.setOptInt64.contains(Int64(66)) }),
        ("(%@ IN setOptFloat)", [Float(5.55444333)], 1, { $0.setOptFloat.contains(Float(5.55444333)) }),
        ("(%@ IN setOptFloat)", [Float(7.55444333)], 0, { $0.setOptFloat.contains(Float(7.55444333)) }),
        ("(NOT %@ IN setOptFloat)", [Float(5.55444333)], 0, { !$0.setOptFloat.contains(Float(5.55444333)) }),
        ("(NOT %@ IN setOptFloat)", [Float(7.55444333)], 1, { !$0.setOptFloat.contains(Float(7.55444333)) }),
        ("(%@ IN setOptDouble)", [123.456], 1, { $0.setOptDouble.contains(123.456) }),
        ("(%@ IN setOptDouble)", [345.678], 0, { $0.setOptDouble.contains(345.678) }),
        ("(NOT %@ IN setOptDouble)", [123.456], 0, { !$0.setOptDouble.contains(123.456) }),
        ("(NOT %@ IN setOptDouble)", [345.678], 1, { !$0.setOptDouble.contains(345.678) }),
        ("(%@ IN setOptString)", ["Foo"], 1, { $0.setOptString.contains("Foo") }),
        ("(%@ IN setOptString)", ["foo"], 0, { $0.setOptString.contains("foo") }),
        ("(NOT %@ IN setOptString)", ["Foo"], 0, { !$0.setOptString.contains("Foo") }),
        ("(NOT %@ IN setOptString)", ["foo"], 1, { !$0.setOptString.contains("foo") }),
        ("(%@ IN setOptBinary)", [Data(count: 64)], 1, { $0.setOptBinary.contains(Data(count: 64)) }),
        ("(%@ IN setOptBinary)", [Data(count: 256)], 0, { $0.setOptBinary.contains(Data(count: 256)) }),
        ("(NOT %@ IN setOptBinary)", [Data(count: 64)], 0, { !$0.setOptBinary.contains(Data(count: 64)) }),
        ("(NOT %@ IN setOptBinary)", [Data(count: 256)], 1, { !$0.setOptBinary.contains(Data(count: 256)) }),
        ("(%@ IN setOptDate)", [Date(timeIntervalSince1970: 1000000)], 1, { $0.setOptDate.contains(Date(timeIntervalSince1970: 1000000)) }),
        ("(%@ IN setOptDate)", [Date(timeIntervalSince1970: 3000000)], 0, { $0.setOptDate.contains(Date(timeIntervalSince1970: 3000000)) }),
        ("(NOT %@ IN setOptDate)", [Date(timeIntervalSince1970: 1000000)], 0, { !$0.setOptDate.contains(Date(timeIntervalSince1970: 1000000)) }),
        ("(NOT %@ IN setOptDate)", [Date(timeIntervalSince1970: 3000000)], 1, { !$0.setOptDate.contains(Date(timeIntervalSince1970: 3000000)) }),
        ("(%@ IN setOptDecimal)", [Decimal128(123.456)], 1, { $0.setOptDecimal.contains(Decimal128(123.456)) }),
        ("(%@ IN setOptDecimal)", [Decimal128(345.678)], 0, { $0.setOptDecimal.contains(Decimal128(345.678)) }),
        ("(NOT %@ IN setOptDecimal)", [Decimal128(123.456)], 0, { !$0.setOptDecimal.contains(Decimal128(123.456)) }),
        ("(NOT %@ IN setOptDecimal)", [Decimal128(345.678)], 1, { !$0.setOptDecimal.contains(Decimal128(345.678)) }),
        ("(%@ IN setOptObjectId)", [ObjectId("61184062c1d8f096a3695046")], 1, { $0.setOptObjectId.contains(ObjectId("61184062c1d8f096a3695046")) }),
        ("(%@ IN setOptObjectId)", [ObjectId("61184062c1d8f096a3695044")], 0, { $0.setOptObjectId.contains(ObjectId("61184062c1d8f096a3695044")) }),
        ("(NOT %@ IN setOptObjectId)", [ObjectId("61184062c1d8f096a3695046")], 0, { !$0.setOptObjectId.contains(ObjectId("61184062c1d8f096a3695046")) }),
        ("(NOT %@ IN setOptObjectId)", [ObjectId("61184062c1d8f096a3695044")], 1, { !$0.setOptObjectId.contains(ObjectId("61184062c1d8f096a3695044")) }),
        ("(%@ IN setOptUuid)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!], 1, { $0.setOptUuid.contains(UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!) }),
        ("(%@ IN setOptUuid)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!], 0, { $0.setOptUuid.contains(UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!) }),
        ("(NOT %@ IN setOptUuid)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!], 0, { !$0.setOptUuid.contains(UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!) }),
        ("(NOT %@ IN setOptUuid)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!], 1, { !$0.setOptUuid.contains(UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!) }),
        ("(%@ IN mapBool)", [true], 1, { $0.mapBool.contains(true) }),
        ("(%@ IN mapBool)", [false], 0, { $0.mapBool.contains(false) }),
        ("(NOT %@ IN mapBool)", [true], 0, { !$0.mapBool.contains(true) }),
        ("(NOT %@ IN mapBool)", [false], 1, { !$0.mapBool.contains(false) }),
        ("(%@ IN mapInt)", [1], 1, { $0.mapInt.contains(1) }),
        ("(%@ IN mapInt)", [5], 0, { $0.mapInt.contains(5) }),
        ("(NOT %@ IN mapInt)", [1], 0, { !$0.mapInt.contains(1) }),
        ("(NOT %@ IN mapInt)", [5], 1, { !$0.mapInt.contains(5) }),
        ("(%@ IN mapInt8)", [Int8(8)], 1, { $0.mapInt8.contains(Int8(8)) }),
        ("(%@ IN mapInt8)", [Int8(10)], 0, { $0.mapInt8.contains(Int8(10)) }),
        ("(NOT %@ IN mapInt8)", [Int8(8)], 0, { !$0.mapInt8.contains(Int8(8)) }),
        ("(NOT %@ IN mapInt8)", [Int8(10)], 1, { !$0.mapInt8.contains(Int8(10)) }),
        ("(%@ IN mapInt16)", [Int16(16)], 1, { $0.mapInt16.contains(Int16(16)) }),
        ("(%@ IN mapInt16)", [Int16(18)], 0, { $0.mapInt16.contains(Int16(18)) }),
        ("(NOT %@ IN mapInt16)", [Int16(16)], 0, { !$0.mapInt16.contains(Int16(16)) }),
        ("(NOT %@ IN mapInt16)", [Int16(18)], 1, { !$0.mapInt16.contains(Int16(18)) }),
        ("(%@ IN mapInt32)", [Int32(32)], 1, { $0.mapInt32.contains(Int32(32)) }),
        ("(%@ IN mapInt32)", [Int32(34)], 0, { $0.mapInt32.contains(Int32(34)) }),
        ("(NOT %@ IN mapInt32)", [Int32(32)], 0, { !$0.mapInt32.contains(Int32(32)) }),
        ("(NOT %@ IN mapInt32)", [Int32(34)], 1, { !$0.mapInt32.contains(Int32(34)) }),
        ("(%@ IN mapInt64)", [Int64(64)], 1, { $0.mapInt64.contains(Int64(64)) }),
        ("(%@ IN mapInt64)", [Int64(66)], 0, { $0.mapInt64.contains(Int64(66)) }),
        ("(NOT %@ IN mapInt64)", [Int64(64)], 0, { !$0.mapInt64.contains(Int64(64)) }),
        ("(NOT %@ IN mapInt64)", [Int64(66)], 1, { !$0.mapInt64.contains(Int64(66)) }),
        ("(%@ IN mapFloat)", [Float(5.55444333)], 1, { $0.mapFloat.contains(Float(5.55444333)) }),
        ("(%@ IN mapFloat)", [Float(7.55444333)], 0, { $0.mapFloat.contains(Float(7.55444333)) }),
        ("(NOT %@ IN mapFloat)", [Float(5.55444333)], 0, { !$0.mapFloat.contains(Float(5.55444333)) }),
        ("(NOT %@ IN mapFloat)", [Float(7.55444333)], 1, { !$0.mapFloat.contains(Float(7.55444333)) }),
        ("(%@ IN mapDouble)", [123.456], 1, { $0.mapDouble.contains(123.456) }),
        ("(%@ IN mapDouble)", [345.678], 0, { $0.mapDouble.contains(345.678) }),
        ("(NOT %@ IN mapDouble)", [123.456], 0, { !$0.mapDouble.contains(123.456) }),
        ("(NOT %@ IN mapDouble)", [345.678], 1, { !$0.mapDouble.contains(345.678) }),
        ("(%@ IN mapString)", ["Foo"], 1, { $0.mapString.contains("Foo") }),
        ("(%@ IN mapString)", ["foo"], 0, { $0.mapString.contains("foo") }),
        ("(NOT %@ IN mapString)", ["Foo"], 0, { !$0.mapString.contains("Foo") }),
        ("(NOT %@ IN mapString)", ["foo"], 1, { !$0.mapString.contains("foo") }),
        ("(%@ IN mapBinary)", [Data(count: 64)], 1, { $0.mapBinary.contains(Data(count: 64)) }),
        ("(%@ IN mapBinary)", [Data(count: 256)], 0, { $0.mapBinary.contains(Data(count: 256)) }),
        ("(NOT %@ IN mapBinary)", [Data(count: 64)], 0, { !$0.mapBinary.contains(Data(count: 64)) }),
        ("(NOT %@ IN mapBinary)", [Data(count: 256)], 1, { !$0.mapBinary.contains(Data(count: 256)) }),
        ("(%@ IN mapDate)", [Date(timeIntervalSince1970: 1000000)], 1, { $0.mapDate.contains(Date(timeIntervalSince1970: 1000000)) }),
        ("(%@ IN mapDate)", [Date(timeIntervalSince1970: 3000000)], 0, { $0.mapDate.contains(Date(timeIntervalSince1970: 3000000)) }),
        ("(NOT %@ IN mapDate)", [Date(timeIntervalSince1970: 1000000)], 0, { !$0.mapDate.contains(Date(timeIntervalSince1970: 1000000)) }),
        ("(NOT %@ IN mapDate)", [Date(timeIntervalSince1970: 3000000)], 1, { !$0.mapDate.contains(Date(timeIntervalSince1970: 3000000)) }),
        ("(%@ IN mapDecimal)", [Decimal128(123.456)], 1, { $0.mapDecimal.contains(Decimal128(123.456)) }),
        ("(%@ IN mapDecimal)", [Decimal128(345.678)], 0, { $0.mapDecimal.contains(Decimal128(345.678)) }),
        ("(NOT %@ IN mapDecimal)", [Decimal128(123.456)], 0, { !$0.mapDecimal.contains(Decimal128(123.456)) }),
        ("(NOT %@ IN mapDecimal)", [Decimal128(345.678)], 1, { !$0.mapDecimal.contains(Decimal128(345.678)) }),
        ("(%@ IN mapObjectId)", [ObjectId("61184062c1d8f096a3695046")], 1, { $0.mapObjectId.contains(ObjectId("61184062c1d8f096a3695046")) }),
        ("(%@ IN mapObjectId)", [ObjectId("61184062c1d8f096a3695044")], 0, { $0.mapObjectId.contains(ObjectId("61184062c1d8f096a3695044")) }),
        ("(NOT %@ IN mapObjectId)", [ObjectId("61184062c1d8f096a3695046")], 0, { !$0.mapObjectId.contains(ObjectId("61184062c1d8f096a3695046")) }),
        ("(NOT %@ IN mapObjectId)", [ObjectId("61184062c1d8f096a3695044")], 1, { !$0.mapObjectId.contains(ObjectId("61184062c1d8f096a3695044")) }),
        ("(%@ IN mapUuid)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!], 1, { $0.mapUuid.contains(UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!) }),
        ("(%@ IN mapUuid)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!], 0, { $0.mapUuid.contains(UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!) }),
        ("(NOT %@ IN mapUuid)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!], 0, { !$0.mapUuid.contains(UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!) }),
        ("(NOT %@ IN mapUuid)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!], 1, { !$0.mapUuid.contains(UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!) }),
        ("(%@ IN mapAny)", [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))], 1, { $0.mapAny.contains(AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))) }),
        ("(%@ IN mapAny)", [AnyRealmValue.int(123)], 0, { $0.mapAny.contains(AnyRealmValue.int(123)) }),
        ("(NOT %@ IN mapAny)", [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))], 0, { !$0.mapAny.contains(AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))) }),
        ("(NOT %@ IN mapAny)", [AnyRealmValue.int(123)], 1, { !$0.mapAny.contains(AnyRealmValue.int(123)) }),
        ("(%@ IN mapOptBool)", [true], 1, { $0.mapOptBool.contains(true) }),
        ("(%@ IN mapOptBool)", [false], 0, { $0.mapOptBool.contains(false) }),
        ("(NOT %@ IN mapOptBool)", [true], 0, { !$0.mapOptBool.contains(true) }),
        ("(NOT %@ IN mapOptBool)", [false], 1, { !$0.mapOptBool.contains(false) }),
        ("(%@ IN mapOptInt)", [1], 1, { $0.mapOptInt.contains(1) }),
        ("(%@ IN mapOptInt)", [5], 0, { $0.mapOptInt.contains(5) }),
        ("(NOT %@ IN mapOptInt)", [1], 0, { !$0.mapOptInt.contains(1) }),
        ("(NOT %@ IN mapOptInt)", [5], 1, { !$0.mapOptInt.contains(5) }),
        ("(%@ IN mapOptInt8)", [Int8(8)], 1, { $0.mapOptInt8.contains(Int8(8)) }),
        ("(%@ IN mapOptInt8)", [Int8(10)], 0, { $0.mapOptInt8.contains(Int8(10)) }),
        ("(NOT %@ IN mapOptInt8)", [Int8(8)], 0, { !$0.mapOptInt8.contains(Int8(8)) }),
        ("(NOT %@ IN mapOptInt8)", [Int8(10)], 1, { !$0.mapOptInt8.contains(Int8(10)) }),
        ("(%@ IN mapOptInt16)", [Int16(16)], 1, { $0.mapOptInt16.contains(Int16(16)) }),
        ("(%@ IN mapOptInt16)", [Int16(18)], 0, { $0.mapOptInt16.contains(Int16(18)) }),
        ("(NOT %@ IN mapOptInt16)", [Int16(16)], 0, { !$0.mapOptInt16.contains(Int16(16)) }),
        ("(NOT %@ IN mapOptInt16)", [Int16(18)], 1, { !$0.mapOptInt16.contains(Int16(18)) }),
        ("(%@ IN mapOptInt32)", [Int32(32)], 1, { $0.mapOptInt32.contains(Int32(32)) }),
        ("(%@ IN mapOptInt32)", [Int32(34)], 0, { $0.mapOptInt32.contains(Int32(34)) }),
        ("(NOT %@ IN mapOptInt32)", [Int32(32)], 0, { !$0.mapOptInt32.contains(Int32(32)) }),
        ("(NOT %@ IN mapOptInt32)", [Int32(34)], 1, { !$0.mapOptInt32.contains(Int32(34)) }),
        ("(%@ IN mapOptInt64)", [Int64(64)], 1, { $0.mapOptInt64.contains(Int64(64)) }),
        ("(%@ IN mapOptInt64)", [Int64(66)], 0, { $0.mapOptInt64.contains(Int64(66)) }),
        ("(NOT %@ IN mapOptInt64)", [Int64(64)], 0, { !$0.mapOptInt64.contains(Int64(64)) }),
        ("(NOT %@ IN mapOptInt64)", [Int64(66)], 1, { !$0.mapOptInt64.contains(Int64(66)) }),
        ("(%@ IN mapOptFloat)", [Float(5.55444333)], 1, { $0.mapOptFloat.contains(Float(5.55444333)) }),
        ("(%@ IN mapOptFloat)", [Float(7.55444333)], 0, { $0.mapOptFloat.contains(Float(7.55444333)) }),
        ("(NOT %@ IN mapOptFloat)", [Float(5.55444333)], 0, { !$0.mapOptFloat.contains(Float(5.55444333)) }),
        ("(NOT %@ IN mapOptFloat)", [Float(7.55444333)], 1, { !$0.mapOptFloat.contains(Float(7.55444333)) }),
        ("(%@ IN mapOptDouble)", [123.456], 1, { $0.mapOptDouble.contains(123.456) }),
        ("(%@ IN mapOptDouble)", [345.678], 0, { $0.mapOptDouble.contains(345.678) }),
        ("(NOT %@ IN mapOptDouble)", [123.456], 0, { !$0.mapOptDouble.contains(123.456) }),
        ("(NOT %@ IN mapOptDouble)", [345.678], 1, { !$0.mapOptDouble.contains(345.678) }),
        ("(%@ IN mapOptString)", ["Foo"], 1, { $0.mapOptString.contains("Foo") }),
        ("(%@ IN mapOptString)", ["foo"], 0, { $0.mapOptString.contains("foo") }),
        ("(NOT %@ IN mapOptString)", ["Foo"], 0, { !$0.mapOptString.contains("Foo") }),
        ("(NOT %@ IN mapOptString)", ["foo"], 1, { !$0.mapOptString.contains("foo") }),
        ("(%@ IN mapOptBinary)", [Data(count: 64)], 1, { $0.mapOptBinary.contains(Data(count: 64)) }),
        ("(%@ IN mapOptBinary)", [Data(count: 256)], 0, { $0.mapOptBinary.contains(Data(count: 256)) }),
        ("(NOT %@ IN mapOptBinary)", [Data(count: 64)], 0, { !$0.mapOptBinary.contains(Data(count: 64)) }),
        ("(NOT %@ IN mapOptBinary)", [Data(count: 256)], 1, { !$0.mapOptBinary.contains(Data(count: 256)) }),
        ("(%@ IN mapOptDate)", [Date(timeIntervalSince1970: 1000000)], 1, { $0.mapOptDate.contains(Date(timeIntervalSince1970: 1000000)) }),
        ("(%@ IN mapOptDate)", [Date(timeIntervalSince1970: 3000000)], 0, { $0.mapOptDate.contains(Date(timeIntervalSince1970: 3000000)) }),
        ("(NOT %@ IN mapOptDate)", [Date(timeIntervalSince1970: 1000000)], 0, { !$0.mapOptDate.contains(Date(timeIntervalSince1970: 1000000)) }),
        ("(NOT %@ IN mapOptDate)", [Date(timeIntervalSince1970: 3000000)], 1, { !$0.mapOptDate.contains(Date(timeIntervalSince1970: 3000000)) }),
        ("(%@ IN mapOptDecimal)", [Decimal128(123.456)], 1, { $0.mapOptDecimal.contains(Decimal128(123.456)) }),
        ("(%@ IN mapOptDecimal)", [Decimal128(345.678)], 0, { $0.mapOptDecimal.contains(Decimal128(345.678)) }),
        ("(NOT %@ IN mapOptDecimal)", [Decimal128(123.456)], 0, { !$0.mapOptDecimal.contains(Decimal128(123.456)) }),
        ("(NOT %@ IN mapOptDecimal)", [Decimal128(345.678)], 1, { !$0.mapOptDecimal.contains(Decimal128(345.678)) }),
        ("(%@ IN mapOptObjectId)", [ObjectId("61184062c1d8f096a3695046")], 1, { $0.mapOptObjectId.contains(ObjectId("61184062c1d8f096a3695046")) }),
        ("(%@ IN mapOptObjectId)", [ObjectId("61184062c1d8f096a3695044")], 0, { $0.mapOptObjectId.contains(ObjectId("61184062c1d8f096a3695044")) }),
        ("(NOT %@ IN mapOptObjectId)", [ObjectId("61184062c1d8f096a3695046")], 0, { !$0.mapOptObjectId.contains(ObjectId("61184062c1d8f096a3695046")) }),
        ("(NOT %@ IN mapOptObjectId)", [ObjectId("61184062c1d8f096a3695044")], 1, { !$0.mapOptObjectId.contains(ObjectId("61184062c1d8f096a3695044")) }),
        ("(%@ IN mapOptUuid)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!], 1, { $0.mapOptUuid.contains(UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!) }),
        ("(%@ IN mapOptUuid)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!], 0, { $0.mapOptUuid.contains(UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!) }),
        ("(NOT %@ IN mapOptUuid)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!], 0, { !$0.mapOptUuid.contains(UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!) }),
        ("(NOT %@ IN mapOptUuid)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!], 1, { !$0.mapOptUuid.contains(UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!) }),
        ("(%@ IN arrayOptBool)", [NSNull()], 0, { $0.arrayOptBool.contains(nil) }),
        ("(NOT %@ IN arrayOptBool)", [NSNull()], 1, { !$0.arrayOptBool.contains(nil) }),
        ("(%@ IN arrayOptInt)", [NSNull()], 0, { $0.arrayOptInt.contains(nil) }),
        ("(NOT %@ IN arrayOptInt)", [NSNull()], 1, { !$0.arrayOptInt.contains(nil) }),
        ("(%@ IN arrayOptInt8)", [NSNull()], 0, { $0.arrayOptInt8.contains(nil) }),
        ("(NOT %@ IN arrayOptInt8)", [NSNull()], 1, { !$0.arrayOptInt8.contains(nil) }),
        ("(%@ IN arrayOptInt16)", [NSNull()], 0, { $0.arrayOptInt16.contains(nil) }),
        ("(NOT %@ IN arrayOptInt16)", [NSNull()], 1, { !$0.arrayOptInt16.contains(nil) }),
        ("(%@ IN arrayOptInt32)", [NSNull()], 0, { $0.arrayOptInt32.contains(nil) }),
        ("(NOT %@ IN arrayOptInt32)", [NSNull()], 1, { !$0.arrayOptInt32.contains(nil) }),
        ("(%@ IN arrayOptInt64)", [NSNull()], 0, { $0.arrayOptInt64.contains(nil) }),
        ("(NOT %@ IN arrayOptInt64)", [NSNull()], 1, { !$0.arrayOptInt64.contains(nil) }),
        ("(%@ IN arrayOptFloat)", [NSNull()], 0, { $0.arrayOptFloat.contains(nil) }),
        ("(NOT %@ IN arrayOptFloat)", [NSNull()], 1, { !$0.arrayOptFloat.contains(nil) }),
        ("(%@ IN arrayOptDouble)", [NSNull()], 0, { $0.arrayOptDouble.contains(nil) }),
        ("(NOT %@ IN arrayOptDouble)", [NSNull()], 1, { !$0.arrayOptDouble.contains(nil) }),
        ("(%@ IN arrayOptString)", [NSNull()], 0, { $0.arrayOptString.contains(nil) }),
        ("(NOT %@ IN arrayOptString)", [NSNull()], 1, { !$0.arrayOptString.contains(nil) }),
        ("(%@ IN arrayOptBinary)", [NSNull()], 0, { $0.arrayOptBinary.contains(nil) }),
        ("(NOT %@ IN arrayOptBinary)", [NSNull()], 1, { !$0.arrayOptBinary.contains(nil) }),
        ("(%@ IN arrayOptDate)", [NSNull()], 0, { $0.arrayOptDate.contains(nil) }),
        ("(NOT %@ IN arrayOptDate)", [NSNull()], 1, { !$0.arrayOptDate.contains(nil) }),
        ("(%@ IN arrayOptDecimal)", [NSNull()], 0, { $0.arrayOptDecimal.contains(nil) }),
        ("(NOT %@ IN arrayOptDecimal)", [NSNull()], 1, { !$0.arrayOptDecimal.contains(nil) }),
        ("(%@ IN arrayOptObjectId)", [NSNull()], 0, { $0.arrayOptObjectId.contains(nil) }),
        ("(NOT %@ IN arrayOptObjectId)", [NSNull()], 1, { !$0.arrayOptObjectId.contains(nil) }),
        ("(%@ IN arrayOptUuid)", [NSNull()], 0, { $0.arrayOptUuid.contains(nil) }),
        ("(NOT %@ IN arrayOptUuid)", [NSNull()], 1, { !$0.arrayOptUuid.contains(nil) }),
        ("(%@ IN setOptBool)", [NSNull()], 0, { $0.setOptBool.contains(nil) }),
        ("(NOT %@ IN setOptBool)", [NSNull()], 1, { !$0.setOptBool.contains(nil) }),
        ("(%@ IN setOptInt)", [NSNull()], 0, { $0.setOptInt.contains(nil) }),
        ("(NOT %@ IN setOptInt)", [NSNull()], 1, { !$0.setOptInt.contains(nil) }),
        ("(%@ IN setOptInt8)", [NSNull()], 0, { $0.setOptInt8.contains(nil) }),
        ("(NOT %@ IN setOptInt8)", [NSNull()], 1, { !$0.setOptInt8.contains(nil) }),
        ("(%@ IN setOptInt16)", [NSNull()], 0, { $0.setOptInt16.contains(nil) }),
        ("(NOT %@ IN setOptInt16)", [NSNull()], 1, { !$0.setOptInt16.contains(nil) }),
        ("(%@ IN setOptInt32)", [NSNull()], 0, { $0.setOptInt32.contains(nil) }),
        ("(NOT %@ IN setOptInt32)", [NSNull()], 1, { !$0.setOptInt32.contains(nil) }),
        ("(%@ IN setOptInt64)", [NSNull()], 0, { $0.setOptInt64.contains(nil) }),
        ("(NOT %@ IN setOptInt64)", [NSNull()], 1, { !$0.setOptInt64.contains(nil) }),
        ("(%@ IN setOptFloat)", [NSNull()], 0, { $0.setOptFloat.contains(nil) }),
        ("(NOT %@ IN setOptFloat)", [NSNull()], 1, { !$0.setOptFloat.contains(nil) }),
        ("(%@ IN setOptDouble)", [NSNull()], 0, { $0.setOptDouble.contains(nil) }),
        ("(NOT %@ IN setOptDouble)", [NSNull()], 1, { !$0.setOptDouble.contains(nil) }),
        ("(%@ IN setOptString)", [NSNull()], 0, { $0.setOptString.contains(nil) }),
        ("(NOT %@ IN setOptString)", [NSNull()], 1, { !$0.setOptString.contains(nil) }),
        ("(%@ IN setOptBinary)", [NSNull()], 0, { $0.setOptBinary.contains(nil) }),
        ("(NOT %@ IN setOptBinary)", [NSNull()], 1, { !$0.setOptBinary.contains(nil) }),
        ("(%@ IN setOptDate)", [NSNull()], 0, { $0.setOptDate.contains(nil) }),
        ("(NOT %@ IN setOptDate)", [NSNull()], 1, { !$0.setOptDate.contains(nil) }),
        ("(%@ IN setOptDecimal)", [NSNull()], 0, { $0.setOptDecimal.contains(nil) }),
        ("(NOT %@ IN setOptDecimal)", [NSNull()], 1, { !$0.setOptDecimal.contains(nil) }),
        ("(%@ IN setOptObjectId)", [NSNull()], 0, { $0.setOptObjectId.contains(nil) }),
        ("(NOT %@ IN setOptObjectId)", [NSNull()], 1, { !$0.setOptObjectId.contains(nil) }),
        ("(%@ IN setOptUuid)", [NSNull()], 0, { $0.setOptUuid.contains(nil) }),
        ("(NOT %@ IN setOptUuid)", [NSNull()], 1, { !$0.setOptUuid.contains(nil) }),
        ("(%@ IN mapOptBool)", [NSNull()], 0, { $0.mapOptBool.contains(nil) }),
        ("(NOT %@ IN mapOptBool)", [NSNull()], 1, { !$0.mapOptBool.contains(nil) }),
        ("(%@ IN mapOptInt)", [NSNull()], 0, { $0.mapOptInt.contains(nil) }),
        ("(NOT %@ IN mapOptInt)", [NSNull()], 1, { !$0.mapOptInt.contains(nil) }),
        ("(%@ IN mapOptInt8)", [NSNull()], 0, { $0.mapOptInt8.contains(nil) }),
        ("(NOT %@ IN mapOptInt8)", [NSNull()], 1, { !$0.mapOptInt8.contains(nil) }),
        ("(%@ IN mapOptInt16)", [NSNull()], 0, { $0.mapOptInt16.contains(nil) }),
        ("(NOT %@ IN mapOptInt16)", [NSNull()], 1, { !$0.mapOptInt16.contains(nil) }),
        ("(%@ IN mapOptInt32)", [NSNull()], 0, { $0.mapOptInt32.contains(nil) }),
        ("(NOT %@ IN mapOptInt32)", [NSNull()], 1, { !$0.mapOptInt32.contains(nil) }),
        ("(%@ IN mapOptInt64)", [NSNull()], 0, { $0.mapOptInt64.contains(nil) }),
        ("(NOT %@ IN mapOptInt64)", [NSNull()], 1, { !$0.mapOptInt64.contains(nil) }),
        ("(%@ IN mapOptFloat)", [NSNull()], 0, { $0.mapOptFloat.contains(nil) }),
        ("(NOT %@ IN mapOptFloat)", [NSNull()], 1, { !$0.mapOptFloat.contains(nil) }),
        ("(%@ IN mapOptDouble)", [NSNull()], 0, { $0.mapOptDouble.contains(nil) }),
        ("(NOT %@ IN mapOptDouble)", [NSNull()], 1, { !$0.mapOptDouble.contains(nil) }),
        ("(%@ IN mapOptString)", [NSNull()], 0, { $0.mapOptString.contains(nil) }),
        ("(NOT %@ IN mapOptString)", [NSNull()], 1, { !$0.mapOptString.contains(nil) }),
        ("(%@ IN mapOptBinary)", [NSNull()], 0, { $0.mapOptBinary.contains(nil) }),
        ("(NOT %@ IN mapOptBinary)", [NSNull()], 1, { !$0.mapOptBinary.contains(nil) }),
        ("(%@ IN mapOptDate)", [NSNull()], 0, { $0.mapOptDate.contains(nil) }),
        ("(NOT %@ IN mapOptDate)", [NSNull()], 1, { !$0.mapOptDate.contains(nil) }),
        ("(%@ IN mapOptDecimal)", [NSNull()], 0, { $0.mapOptDecimal.contains(nil) }),
        ("(NOT %@ IN mapOptDecimal)", [NSNull()], 1, { !$0.mapOptDecimal.contains(nil) }),
        ("(%@ IN mapOptObjectId)", [NSNull()], 0, { $0.mapOptObjectId.contains(nil) }),
        ("(NOT %@ IN mapOptObjectId)", [NSNull()], 1, { !$0.mapOptObjectId.contains(nil) }),
        ("(%@ IN mapOptUuid)", [NSNull()], 0, { $0.mapOptUuid.contains(nil) }),
        ("(NOT %@ IN mapOptUuid)", [NSNull()], 1, { !$0.mapOptUuid.contains(nil) }),
    ]
    for (text, values, count, query) in valueRows {
        let (built, args) = query(Query<ModernCollectionsOfValues>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernCollectionsOfValues.self).where(query).count, count, built)
    }
    let enumRows: [(String, [Any], Int, (Query<ModernCollectionsOfEnums>) -> Query<Bool>)] = [
        ("(%@ IN listInt)", [EnumInt.value1], 1, { $0.listInt.contains(EnumInt.value1) }),
        ("(%@ IN listInt)", [EnumInt.value3], 0, { $0.listInt.contains(EnumInt.value3) }),
        ("(NOT %@ IN listInt)", [EnumInt.value1], 0, { !$0.listInt.contains(EnumInt.value1) }),
        ("(NOT %@ IN listInt)", [EnumInt.value3], 1, { !$0.listInt.contains(EnumInt.value3) }),
        ("(%@ IN listInt8)", [EnumInt8.value1], 1, { $0.listInt8.contains(EnumInt8.value1) }),
        ("(%@ IN listInt8)", [EnumInt8.value3], 0, { $0.listInt8.contains(EnumInt8.value3) }),
        ("(NOT %@ IN listInt8)", [EnumInt8.value1], 0, { !$0.listInt8.contains(EnumInt8.value1) }),
        ("(NOT %@ IN listInt8)", [EnumInt8.value3], 1, { !$0.listInt8.contains(EnumInt8.value3) }),
        ("(%@ IN listInt16)", [EnumInt16.value1], 1, { $0.listInt16.contains(EnumInt16.value1) }),
        ("(%@ IN listInt16)", [EnumInt16.value3], 0, { $0.listInt16.contains(EnumInt16.value3) }),
        ("(NOT %@ IN listInt16)", [EnumInt16.value1], 0, { !$0.listInt16.contains(EnumInt16.value1) }),
        ("(NOT %@ IN listInt16)", [EnumInt16.value3], 1, { !$0.listInt16.contains(EnumInt16.value3) }),
        ("(%@ IN listInt32)", [EnumInt32.value1], 1, { $0.listInt32.contains(EnumInt32.value1) }),
        ("(%@ IN listInt32)", [EnumInt32.value3], 0, { $0.listInt32.contains(EnumInt32.value3) }),
        ("(NOT %@ IN listInt32)", [EnumInt32.value1], 0, { !$0.listInt32.contains(EnumInt32.value1) }),
        ("(NOT %@ IN listInt32)", [EnumInt32.value3], 1, { !$0.listInt32.contains(EnumInt32.value3) }),
        ("(%@ IN listInt64)", [EnumInt64.value1], 1, { $0.listInt64.contains(EnumInt64.value1) }),
        ("(%@ IN listInt64)", [EnumInt64.value3], 0, { $0.listInt64.contains(EnumInt64.value3) }),
        ("(NOT %@ IN listInt64)", [EnumInt64.value1], 0, { !$0.listInt64.contains(EnumInt64.value1) }),
        ("(NOT %@ IN listInt64)", [EnumInt64.value3], 1, { !$0.listInt64.contains(EnumInt64.value3) }),
        ("(%@ IN listFloat)", [EnumFloat.value1], 1, { $0.listFloat.contains(EnumFloat.value1) }),
        ("(%@ IN listFloat)", [EnumFloat.value3], 0, { $0.listFloat.contains(EnumFloat.value3) }),
        ("(NOT %@ IN listFloat)", [EnumFloat.value1], 0, { !$0.listFloat.contains(EnumFloat.value1) }),
        ("(NOT %@ IN listFloat)", [EnumFloat.value3], 1, { !$0.listFloat.contains(EnumFloat.value3) }),
        ("(%@ IN listDouble)", [EnumDouble.value1], 1, { $0.listDouble.contains(EnumDouble.value1) }),
        ("(%@ IN listDouble)", [EnumDouble.value3], 0, { $0.listDouble.contains(EnumDouble.value3) }),
        ("(NOT %@ IN listDouble)", [EnumDouble.value1], 0, { !$0.listDouble.contains(EnumDouble.value1) }),
        ("(NOT %@ IN listDouble)", [EnumDouble.value3], 1, { !$0.listDouble.contains(EnumDouble.value3) }),
        ("(%@ IN listString)", [EnumString.value1], 1, { $0.listString.contains(EnumString.value1) }),
        ("(%@ IN listString)", [EnumString.value3], 0, { $0.listString.contains(EnumString.value3) }),
        ("(NOT %@ IN listString)", [EnumString.value1], 0, { !$0.listString.contains(EnumString.value1) }),
        ("(NOT %@ IN listString)", [EnumString.value3], 1, { !$0.listString.contains(EnumString.value3) }),
        ("(%@ IN listIntOpt)", [EnumInt.value1], 1, { $0.listIntOpt.contains(EnumInt.value1) }),
        ("(%@ IN listIntOpt)", [EnumInt.value3], 0, { $0.listIntOpt.contains(EnumInt.value3) }),
        ("(NOT %@ IN listIntOpt)", [EnumInt.value1], 0, { !$0.listIntOpt.contains(EnumInt.value1) }),
        ("(NOT %@ IN listIntOpt)", [EnumInt.value3], 1, { !$0.listIntOpt.contains(EnumInt.value3) }),
        ("(%@ IN listInt8Opt)", [EnumInt8.value1], 1, { $0.listInt8Opt.contains(EnumInt8.value1) }),
        ("(%@ IN listInt8Opt)", [EnumInt8.value3], 0, { $0.listInt8Opt.contains(EnumInt8.value3) }),
        ("(NOT %@ IN listInt8Opt)", [EnumInt8.value1], 0, { !$0.listInt8Opt.contains(EnumInt8.value1) }),
        ("(NOT %@ IN listInt8Opt)", [EnumInt8.value3], 1, { !$0.listInt8Opt.contains(EnumInt8.value3) }),
        ("(%@ IN listInt16Opt)", [EnumInt16.value1], 1, { $0.listInt16Opt.contains(EnumInt16.value1) }),
        ("(%@ IN listInt16Opt)", [EnumInt16.value3], 0, { $0.listInt16Opt.contains(EnumInt16.value3) }),
        ("(NOT %@ IN listInt16Opt)", [EnumInt16.value1], 0, { !$0.listInt16Opt.contains(EnumInt16.value1) }),
        ("(NOT %@ IN listInt16Opt)", [EnumInt16.value3], 1, { !$0.listInt16Opt.contains(EnumInt16.value3) }),
        ("(%@ IN listInt32Opt)", [EnumInt32.value1], 1, { $0.listInt32Opt.contains(EnumInt32.value1) }),
        ("(%@ IN listInt32Opt)", [EnumInt32.value3], 0, { $0.listInt32Opt.contains(EnumInt32.value3) }),
        ("(NOT %@ IN listInt32Opt)", [EnumInt32.value1], 0, { !$0.listInt32Opt.contains(EnumInt32.value1) }),
        ("(NOT %@ IN listInt32Opt)", [EnumInt32.value3], 1, { !$0.listInt32Opt.contains(EnumInt32.value3) }),
        ("(%@ IN listInt64Opt)", [EnumInt64.value1], 1, { $0.listInt64Opt.contains(EnumInt64.value1) }),
        ("(%@ IN listInt64Opt)", [EnumInt64.value3], 0, { $0.listInt64Opt.contains(EnumInt64.value3) }),
        ("(NOT %@ IN listInt64Opt)", [EnumInt64.value1], 0, { !$0.listInt64Opt.contains(EnumInt64.value1) }),
        ("(NOT %@ IN listInt64Opt)", [EnumInt64.value3], 1, { !$0.listInt64Opt.contains(EnumInt64.value3) }),
        ("(%@ IN listFloatOpt)", [EnumFloat.value1], 1, { $0.listFloatOpt.contains(EnumFloat.value1) }),
        ("(%@ IN listFloatOpt)", [EnumFloat.value3], 0, { $0.listFloatOpt.contains(EnumFloat.value3) }),
        ("(NOT %@ IN listFloatOpt)", [EnumFloat.value1], 0, { !$0.listFloatOpt.contains(EnumFloat.value1) }),
        ("(NOT %@ IN listFloatOpt)", [EnumFloat.value3], 1, { !$0.listFloatOpt.contains(EnumFloat.value3) }),
        ("(%@ IN listDoubleOpt)", [EnumDouble.value1], 1, { $0.listDoubleOpt.contains(EnumDouble.value1) }),
        ("(%@ IN listDoubleOpt)", [EnumDouble.value3], 0, { $0.listDoubleOpt.contains(EnumDouble.value3) }),
        ("(NOT %@ IN listDoubleOpt)", [EnumDouble.value1], 0, { !$0.listDoubleOpt.contains(EnumDouble.value1) }),
        ("(NOT %@ IN listDoubleOpt)", [EnumDouble.value3], 1, { !$0.listDoubleOpt.contains(EnumDouble.value3) }),
        ("(%@ IN listStringOpt)", [EnumString.value1], 1, { $0.listStringOpt.contains(EnumString.value1) }),
        ("(%@ IN listStringOpt)", [EnumString.value3], 0, { $0.listStringOpt.contains(EnumString.value3) }),
        ("(NOT %@ IN listStringOpt)", [EnumString.value1], 0, { !$0.listStringOpt.contains(EnumString.value1) }),
        ("(NOT %@ IN listStringOpt)", [EnumString.value3], 1, { !$0.listStringOpt.contains(EnumString.value3) }),
        ("(%@ IN setInt)", [EnumInt.value1], 1, { $0.setInt.contains(EnumInt.value1) }),
        ("(%@ IN setInt)", [EnumInt.value3], 0, { $0.setInt.contains(EnumInt.value3) }),
        ("(NOT %@ IN setInt)", [EnumInt.value1], 0, { !$0.setInt.contains(EnumInt.value1) }),
        ("(NOT %@ IN setInt)", [EnumInt.value3], 1, { !$0.setInt.contains(EnumInt.value3) }),
        ("(%@ IN setInt8)", [EnumInt8.value1], 1, { $0.setInt8.contains(EnumInt8.value1) }),
        ("(%@ IN setInt8)", [EnumInt8.value3], 0, { $0.setInt8.contains(EnumInt8.value3) }),
        ("(NOT %@ IN setInt8)", [EnumInt8.value1], 0, { !$0.setInt8.contains(EnumInt8.value1) }),
        ("(NOT %@ IN setInt8)", [EnumInt8.value3], 1, { !$0.setInt8.contains(EnumInt8.value3) }),
        ("(%@ IN setInt16)", [EnumInt16.value1], 1, { $0.setInt16.contains(EnumInt16.value1) }),
        ("(%@ IN setInt16)", [EnumInt16.value3], 0, { $0.setInt16.contains(EnumInt16.value3) }),
        ("(NOT %@ IN setInt16)", [EnumInt16.value1], 0, { !$0.setInt16.contains(EnumInt16.value1) }),
        ("(NOT %@ IN setInt16)", [EnumInt16.value3], 1, { !$0.setInt16.contains(EnumInt16.value3) }),
        ("(%@ IN setInt32)", [EnumInt32.value1], 1, { $0.setInt32.contains(EnumInt32.value1) }),
        ("(%@ IN setInt32)", [EnumInt32.value3], 0, { $0.setInt32.contains(EnumInt32.value3) }),
        ("(NOT %@ IN setInt32)", [EnumInt32.value1], 0, { !$0.setInt32.contains(EnumInt32.value1) }),
        ("(NOT %@ IN setInt32)", [EnumInt32.value3], 1, { !$0.setInt32.contains(EnumInt32.value3) }),
        ("(%@ IN setInt64)", [EnumInt64.value1], 1, { $0.setInt64.contains(EnumInt64.value1) }),
        ("(%@ IN setInt64)", [EnumInt64.value3], 0, { $0.setInt64.contains(EnumInt64.value3) }),
        ("(NOT %@ IN setInt64)", [EnumInt64.value1], 0, { !$0.setInt64.contains(EnumInt64.value1) }),
        ("(NOT %@ IN setInt64)", [EnumInt64.value3], 1, { !$0.setInt64.contains(EnumInt64.value3) }),
        ("(%@ IN setFloat)", [EnumFloat.value1], 1, { $0.setFloat.contains(EnumFloat.value1) }),
        ("(%@ IN setFloat)", [EnumFloat.value3], 0, { $0.setFloat.contains(EnumFloat.value3) }),
        ("(NOT %@ IN setFloat)", [EnumFloat.value1], 0, { !$0.setFloat.contains(EnumFloat.value1) }),
        ("(NOT %@ IN setFloat)", [EnumFloat.value3], 1, { !$0.setFloat.contains(EnumFloat.value3) }),
        ("(%@ IN setDouble)", [EnumDouble.value1], 1, { $0.setDouble.contains(EnumDouble.value1) }),
        ("(%@ IN setDouble)", [EnumDouble.value3], 0, { $0.setDouble.contains(EnumDouble.value3) }),
        ("(NOT %@ IN setDouble)", [EnumDouble.value1], 0, { !$0.setDouble.contains(EnumDouble.value1) }),
        ("(NOT %@ IN setDouble)", [EnumDouble.value3], 1, { !$0.setDouble.contains(EnumDouble.value3) }),
        ("(%@ IN setString)", [EnumString.value1], 1, { $0.setString.contains(EnumString.value1) }),
        ("(%@ IN setString)", [EnumString.value3], 0, { $0.setString.contains(EnumString.value3) }),
        ("(NOT %@ IN setString)", [EnumString.value1], 0, { !$0.setString.contains(EnumString.value1) }),
        ("(NOT %@ IN setString)", [EnumString.value3], 1, { !$0.setString.contains(EnumString.value3) }),
        ("(%@ IN setIntOpt)", [EnumInt.value1], 1, { $0.setIntOpt.contains(EnumInt.value1) }),
        ("(%@ IN setIntOpt)", [EnumInt.value3], 0, { $0.setIntOpt.contains(EnumInt.value3) }),
        ("(NOT %@ IN setIntOpt)", [EnumInt.value1], 0, { !$0.setIntOpt.contains(EnumInt.value1) }),
        ("(NOT %@ IN setIntOpt)", [EnumInt.value3], 1, { !$0.setIntOpt.contains(EnumInt.value3) }),
        ("(%@ IN setInt8Opt)", [EnumInt8.value1], 1, { $0.setInt8Opt.contains(EnumInt8.value1) }),
        ("(%@ IN setInt8Opt)", [EnumInt8.value3], 0, { $0.setInt8Opt.contains(EnumInt8.value3) }),
        ("(NOT %@ IN setInt8Opt)", [EnumInt8.value1], 0, { !$0.setInt8Opt.contains(EnumInt8.value1) }),
        ("(NOT %@ IN setInt8Opt)", [EnumInt8.value3], 1, { !$0.setInt8Opt.contains(EnumInt8.value3) }),
        ("(%@ IN setInt16Opt)", [EnumInt16.value1], 1, { $0.setInt16Opt.contains(EnumInt16.value1) }),
        ("(%@ IN setInt16Opt)", [EnumInt16.value3], 0, { $0.setInt16Opt.contains(EnumInt16.value3) }),
        ("(NOT %@ IN setInt16Opt)", [EnumInt16.value1], 0, { !$0.setInt16Opt.contains(EnumInt16.value1) }),
        ("(NOT %@ IN setInt16Opt)", [EnumInt16.value3], 1, { !$0.setInt16Opt.contains(EnumInt16.value3) }),
        ("(%@ IN setInt32Opt)", [EnumInt32.value1], 1, { $0.setInt32Opt.contains(EnumInt32.value1) }),
        ("(%@ IN setInt32Opt)", [EnumInt32.value3], 0, { $0.setInt32Opt.contains(EnumInt32.value3) }),
        ("(NOT %@ IN setInt32Opt)", [EnumInt32.value1], 0, { !$0.setInt32Opt.contains(EnumInt32.value1) }),
        ("(NOT %@ IN setInt32Opt)", [EnumInt32.value3], 1, { !$0.setInt32Opt.contains(EnumInt32.value3) }),
        ("(%@ IN setInt64Opt)", [EnumInt64.value1], 1, { $0.setInt64Opt.contains(EnumInt64.value1) }),
        ("(%@ IN setInt64Opt)", [EnumInt64.value3], 0, { $0.setInt64Opt.contains(EnumInt64.value3) }),
        ("(NOT %@ IN setInt64Opt)", [EnumInt64.value1], 0, { !$0.setInt64Opt.contains(EnumInt64.value1) }),
        ("(NOT %@ IN setInt64Opt)", [EnumInt64.value3], 1, { !$0.setInt64Opt.contains(EnumInt64.value3) }),
        ("(%@ IN setFloatOpt)", [EnumFloat.value1], 1, { $0.setFloatOpt.contains(EnumFloat.value1) }),
        ("(%@ IN setFloatOpt)", [EnumFloat.value3], 0, { $0.setFloatOpt.contains(EnumFloat.value3) }),
        ("(NOT %@ IN setFloatOpt)", [EnumFloat.value1], 0, { !$0.setFloatOpt.contains(EnumFloat.value1) }),
        ("(NOT %@ IN setFloatOpt)", [EnumFloat.value3], 1, { !$0.setFloatOpt.contains(EnumFloat.value3) }),
        ("(%@ IN setDoubleOpt)", [EnumDouble.value1], 1, { $0.setDoubleOpt.contains(EnumDouble.value1) }),
        ("(%@ IN setDoubleOpt)", [EnumDouble.value3], 0, { $0.setDoubleOpt.contains(EnumDouble.value3) }),
        ("(NOT %@ IN setDoubleOpt)", [EnumDouble.value1], 0, { !$0.setDoubleOpt.contains(EnumDouble.value1) }),
        ("(NOT %@ IN setDoubleOpt)", [EnumDouble.value3], 1, { !$0.setDoubleOpt.contains(EnumDouble.value3) }),
        ("(%@ IN setStringOpt)", [EnumString.value1], 1, { $0.setStringOpt.contains(EnumString.value1) }),
        ("(%@ IN setStringOpt)", [EnumString.value3], 0, { $0.setStringOpt.contains(EnumString.value3) }),
        ("(NOT %@ IN setStringOpt)", [EnumString.value1], 0, { !$0.setStringOpt.contains(EnumString.value1) }),
        ("(NOT %@ IN setStringOpt)", [EnumString.value3], 1, { !$0.setStringOpt.contains(EnumString.value3) }),
        ("(%@ IN mapInt)", [EnumInt.value1], 1, { $0.mapInt.contains(EnumInt.value1) }),
        ("(%@ IN mapInt)", [EnumInt.value3], 0, { $0.mapInt.contains(EnumInt.value3) }),
        ("(NOT %@ IN mapInt)", [EnumInt.value1], 0, { !$0.mapInt.contains(EnumInt.value1) }),
        ("(NOT %@ IN mapInt)", [EnumInt.value3], 1, { !$0.mapInt.contains(EnumInt.value3) }),
        ("(%@ IN mapInt8)", [EnumInt8.value1], 1, { $0.mapInt8.contains(EnumInt8.value1) }),
        ("(%@ IN mapInt8)", [EnumInt8.value3], 0, { $0.mapInt8.contains(EnumInt8.value3) }),
        ("(NOT %@ IN mapInt8)", [EnumInt8.value1], 0, { !$0.mapInt8.contains(EnumInt8.value1) }),
        ("(NOT %@ IN mapInt8)", [EnumInt8.value3], 1, { !$0.mapInt8.contains(EnumInt8.value3) }),
        ("(%@ IN mapInt16)", [EnumInt16.value1], 1, { $0.mapInt16.contains(EnumInt16.value1) }),
        ("(%@ IN mapInt16)", [EnumInt16.value3], 0, { $0.mapInt16.contains(EnumInt16.value3) }),
        ("(NOT %@ IN mapInt16)", [EnumInt16.value1], 0, { !$0.mapInt16.contains(EnumInt16.value1) }),
        ("(NOT %@ IN mapInt16)", [EnumInt16.value3], 1, { !$0.mapInt16.contains(EnumInt16.value3) }),
        ("(%@ IN mapInt32)", [EnumInt32.value1], 1, { $0.mapInt32.contains(EnumInt32.value1) }),
        ("(%@ IN mapInt32)", [EnumInt32.value3], 0, { $0.mapInt32.contains(EnumInt32.value3) }),
        ("(NOT %@ IN mapInt32)", [EnumInt32.value1], 0, { !$0.mapInt32.contains(EnumInt32.value1) }),
        ("(NOT %@ IN mapInt32)", [EnumInt32.value3], 1, { !$0.mapInt32.contains(EnumInt32.value3) }),
        ("(%@ IN mapInt64)", [EnumInt64.value1], 1, { $0.mapInt64.contains(EnumInt64.value1) }),
        ("(%@ IN mapInt64)", [EnumInt64.value3], 0, { $0.mapInt64.contains(EnumInt64.value3) }),
        ("(NOT %@ IN mapInt64)", [EnumInt64.value1], 0, { !$0.mapInt64.contains(EnumInt64.value1) }),
        ("(NOT %@ IN mapInt64)", [EnumInt64.value3], 1, { !$0.mapInt64.contains(EnumInt64.value3) }),
        ("(%@ IN mapFloat)", [EnumFloat.value1], 1, { $0.mapFloat.contains(EnumFloat.value1) }),
        ("(%@ IN mapFloat)", [EnumFloat.value3], 0, { $0.mapFloat.contains(EnumFloat.value3) }),
        ("(NOT %@ IN mapFloat)", [EnumFloat.value1], 0, { !$0.mapFloat.contains(EnumFloat.value1) }),
        ("(NOT %@ IN mapFloat)", [EnumFloat.value3], 1, { !$0.mapFloat.contains(EnumFloat.value3) }),
        ("(%@ IN mapDouble)", [EnumDouble.value1], 1, { $0.mapDouble.contains(EnumDouble.value1) }),
        ("(%@ IN mapDouble)", [EnumDouble.value3], 0, { $0.mapDouble.contains(EnumDouble.value3) }),
        ("(NOT %@ IN mapDouble)", [EnumDouble.value1], 0, { !$0.mapDouble.contains(EnumDouble.value1) }),
        ("(NOT %@ IN mapDouble)", [EnumDouble.value3], 1, { !$0.mapDouble.contains(EnumDouble.value3) }),
        ("(%@ IN mapString)", [EnumString.value1], 1, { $0.mapString.contains(EnumString.value1) }),
        ("(%@ IN mapString)", [EnumString.value3], 0, { $0.mapString.contains(EnumString.value3) }),
        ("(NOT %@ IN mapString)", [EnumString.value1], 0, { !$0.mapString.contains(EnumString.value1) }),
        ("(NOT %@ IN mapString)", [EnumString.value3], 1, { !$0.mapString.contains(EnumString.value3) }),
        ("(%@ IN mapIntOpt)", [EnumInt.value1], 1, { $0.mapIntOpt.contains(EnumInt.value1) }),
        ("(%@ IN mapIntOpt)", [EnumInt.value3], 0, { $0.mapIntOpt.contains(EnumInt.value3) }),
        ("(NOT %@ IN mapIntOpt)", [EnumInt.value1], 0, { !$0.mapIntOpt.contains(EnumInt.value1) }),
        ("(NOT %@ IN mapIntOpt)", [EnumInt.value3], 1, { !$0.mapIntOpt.contains(EnumInt.value3) }),
        ("(%@ IN mapInt8Opt)", [EnumInt8.value1], 1, { $0.mapInt8Opt.contains(EnumInt8.value1) }),
        ("(%@ IN mapInt8Opt)", [EnumInt8.value3], 0, { $0.mapInt8Opt.contains(EnumInt8.value3) }),
        ("(NOT %@ IN mapInt8Opt)", [EnumInt8.value1], 0, { !$0.mapInt8Opt.contains(EnumInt8.value1) }),
        ("(NOT %@ IN mapInt8Opt)", [EnumInt8.value3], 1, { !$0.mapInt8Opt.contains(EnumInt8.value3) }),
        ("(%@ IN mapInt16Opt)", [EnumInt16.value1], 1, { $0.mapInt16Opt.contains(EnumInt16.value1) }),
        ("(%@ IN mapInt16Opt)", [EnumInt16.value3], 0, { $0.mapInt16Opt.contains(EnumInt16.value3) }),
        ("(NOT %@ IN mapInt16Opt)", [EnumInt16.value1], 0, { !$0.mapInt16Opt.contains(EnumInt16.value1) }),
        ("(NOT %@ IN mapInt16Opt)", [EnumInt16.value3], 1, { !$0.mapInt16Opt.contains(EnumInt16.value3) }),
        ("(%@ IN mapInt32Opt)", [EnumInt32.value1], 1, { $0.mapInt32Opt.contains(EnumInt32.value1) }),
        ("(%@ IN mapInt32Opt)", [EnumInt32.value3], 0, { $0.mapInt32Opt.contains(EnumInt32.value3) }),
        ("(NOT %@ IN mapInt32Opt)", [EnumInt32.value1], 0, { !$0.mapInt32Opt.contains(EnumInt32.value1) }),
        ("(NOT %@ IN mapInt32Opt)", [EnumInt32.value3], 1, { !$0.mapInt32Opt.contains(EnumInt32.value3) }),
        ("(%@ IN mapInt64Opt)", [EnumInt64.value1], 1, { $0.mapInt64Opt.contains(EnumInt64.value1) }),
        ("(%@ IN mapInt64Opt)", [EnumInt64.value3], 0, { $0.mapInt64Opt.contains(EnumInt64.value3) }),
        ("(NOT %@ IN mapInt64Opt)", [EnumInt64.value1], 0, { !$0.mapInt64Opt.contains(EnumInt64.value1) }),
        ("(NOT %@ IN mapInt64Opt)", [EnumInt64.value3], 1, { !$0.mapInt64Opt.contains(EnumInt64.value3) }),
        ("(%@ IN mapFloatOpt)", [EnumFloat.value1], 1, { $0.mapFloatOpt.contains(EnumFloat.value1) }),
        ("(%@ IN mapFloatOpt)", [EnumFloat.value3], 0, { $0.mapFloatOpt.contains(EnumFloat.value3) }),
        ("(NOT %@ IN mapFloatOpt)", [EnumFloat.value1], 0, { !$0.mapFloatOpt.contains(EnumFloat.value1) }),
        ("(NOT %@ IN mapFloatOpt)", [EnumFloat.value3], 1, { !$0.mapFloatOpt.contains(EnumFloat.value3) }),
        ("(%@ IN mapDoubleOpt)", [EnumDouble.value1], 1, { $0.mapDoubleOpt.contains(EnumDouble.value1) }),
        ("(%@ IN mapDoubleOpt)", [EnumDouble.value3], 0, { $0.mapDoubleOpt.contains(EnumDouble.value3) }),
        ("(NOT %@ IN mapDoubleOpt)", [EnumDouble.value1], 0, { !$0.mapDoubleOpt.contains(EnumDouble.value1) }),
        ("(NOT %@ IN mapDoubleOpt)", [EnumDouble.value3], 1, { !$0.mapDoubleOpt.contains(EnumDouble.value3) }),
        ("(%@ IN mapStringOpt)", [EnumString.value1], 1, { $0.mapStringOpt.contains(EnumString.value1) }),
        ("(%@ IN mapStringOpt)", [EnumString.value3], 0, { $0.mapStringOpt.contains(EnumString.value3) }),
        ("(NOT %@ IN mapStringOpt)", [EnumString.value1], 0, { !$0.mapStringOpt.contains(EnumString.value1) }),
        ("(NOT %@ IN mapStringOpt)", [EnumString.value3], 1, { !$0.mapStringOpt.contains(EnumString.value3) }),
        ("(%@ IN listIntOpt)", [NSNull()], 0, { $0.listIntOpt.contains(nil) }),
        ("(NOT %@ IN listIntOpt)", [NSNull()], 1, { !$0.listIntOpt.contains(nil) }),
        ("(%@ IN listInt8Opt)", [NSNull()], 0, { $0.listInt8Opt.contains(nil) }),
        ("(NOT %@ IN listInt8Opt)", [NSNull()], 1, { !$0.listInt8Opt.contains(nil) }),
        ("(%@ IN listInt16Opt)", [NSNull()], 0, { $0.listInt16Opt.contains(nil) }),
        ("(NOT %@ IN listInt16Opt)", [NSNull()], 1, { !$0.listInt16Opt.contains(nil) }),
        ("(%@ IN listInt32Opt)", [NSNull()], 0, { $0.listInt32Opt.contains(nil) }),
        ("(NOT %@ IN listInt32Opt)", [NSNull()], 1, { !$0.listInt32Opt.contains(nil) }),
        ("(%@ IN listInt64Opt)", [NSNull()], 0, { $0.listInt64Opt.contains(nil) }),
        ("(NOT %@ IN listInt64Opt)", [NSNull()], 1, { !$0.listInt64Opt.contains(nil) }),
        ("(%@ IN listFloatOpt)", [NSNull()], 0, { $0.listFloatOpt.contains(nil) }),
        ("(NOT %@ IN listFloatOpt)", [NSNull()], 1, { !$0.listFloatOpt.contains(nil) }),
        ("(%@ IN listDoubleOpt)", [NSNull()], 0, { $0.listDoubleOpt.contains(nil) }),
        ("(NOT %@ IN listDoubleOpt)", [NSNull()], 1, { !$0.listDoubleOpt.contains(nil) }),
        ("(%@ IN listStringOpt)", [NSNull()], 0, { $0.listStringOpt.contains(nil) }),
        ("(NOT %@ IN listStringOpt)", [NSNull()], 1, { !$0.listStringOpt.contains(nil) }),
        ("(%@ IN setIntOpt)", [NSNull()], 0, { $0.setIntOpt.contains(nil) }),
        ("(NOT %@ IN setIntOpt)", [NSNull()], 1, { !$0.setIntOpt.contains(nil) }),
        ("(%@ IN setInt8Opt)", [NSNull()], 0, { $0.setInt8Opt.contains(nil) }),
        ("(NOT %@ IN setInt8Opt)", [NSNull()], 1, { !$0.setInt8Opt.contains(nil) }),
        ("(%@ IN setInt16Opt)", [NSNull()], 0, { $0.setInt16Opt.contains(nil) }),
        ("(NOT %@ IN setInt16Opt)", [NSNull()], 1, { !$0.setInt16Opt.contains(nil) }),
        ("(%@ IN setInt32Opt)", [NSNull()], 0, { $0.setInt32Opt.contains(nil) }),
        ("(NOT %@ IN setInt32Opt)", [NSNull()], 1, { !$0.setInt32Opt.contains(nil) }),
        ("(%@ IN setInt64Opt)", [NSNull()], 0, { $0.setInt64Opt.contains(nil) }),
        ("(NOT %@ IN setInt64Opt)", [NSNull()], 1, { !$0.setInt64Opt.contains(nil) }),
        ("(%@ IN setFloatOpt)", [NSNull()], 0, { $0.setFloatOpt.contains(nil) }),
        ("(NOT %@ IN setFloatOpt)", [NSNull()], 1, { !$0.setFloatOpt.contains(nil) }),
        ("(%@ IN setDoubleOpt)", [NSNull()], 0, { $0.setDoubleOpt.contains(nil) }),
        ("(NOT %@ IN setDoubleOpt)", [NSNull()], 1, { !$0.setDoubleOpt.contains(nil) }),
        ("(%@ IN setStringOpt)", [NSNull()], 0, { $0.setStringOpt.contains(nil) }),
        ("(NOT %@ IN setStringOpt)", [NSNull()], 1, { !$0.setStringOpt.contains(nil) }),
        ("(%@ IN mapIntOpt)", [NSNull()], 0, { $0.mapIntOpt.contains(nil) }),
        ("(NOT %@ IN mapIntOpt)", [NSNull()], 1, { !$0.mapIntOpt.contains(nil) }),
        ("(%@ IN mapInt8Opt)", [NSNull()], 0, { $0.mapInt8Opt.contains(nil) }),
        ("(NOT %@ IN mapInt8Opt)", [NSNull()], 1, { !$0.mapInt8Opt.contains(nil) }),
        ("(%@ IN mapInt16Opt)", [NSNull()], 0, { $0.mapInt16Opt.contains(nil) }),
        ("(NOT %@ IN mapInt16Opt)", [NSNull()], 1, { !$0.mapInt16Opt.contains(nil) }),
        ("(%@ IN mapInt32Opt)", [NSNull()], 0, { $0.mapInt32Opt.contains(nil) }),
        ("(NOT %@ IN mapInt32Opt)", [NSNull()], 1, { !$0.mapInt32Opt.contains(nil) }),
        ("(%@ IN mapInt64Opt)", [NSNull()], 0, { $0.mapInt64Opt.contains(nil) }),
        ("(NOT %@ IN mapInt64Opt)", [NSNull()], 1, { !$0.mapInt64Opt.contains(nil) }),
        ("(%@ IN mapFloatOpt)", [NSNull()], 0, { $0.mapFloatOpt.contains(nil) }),
        ("(NOT %@ IN mapFloatOpt)", [NSNull()], 1, { !$0.mapFloatOpt.contains(nil) }),
        ("(%@ IN mapDoubleOpt)", [NSNull()], 0, { $0.mapDoubleOpt.contains(nil) }),
        ("(NOT %@ IN mapDoubleOpt)", [NSNull()], 1, { !$0.mapDoubleOpt.contains(nil) }),
        ("(%@ IN mapStringOpt)", [NSNull()], 0, { $0.mapStringOpt.contains(nil) }),
        ("(NOT %@ IN mapStringOpt)", [NSNull()], 1, { !$0.mapStringOpt.contains(nil) }),
    ]
    for (text, values, count, query) in enumRows {
        let (built, args) = query(Query<ModernCollectionsOfEnums>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernCollectionsOfEnums.self).where(query).count, count, built)
    }
    let wrappedRows: [(String, [Any], Int, (Query<CustomPersistableCollections>) -> Query<Bool>)] = [
        ("(%@ IN listBool)", [BoolWrapper(persistedValue: true)], 1, { $0.listBool.contains(BoolWrapper(persistedValue: true)) }),
        ("(%@ IN listBool)", [BoolWrapper(persistedValue: false)], 0, { $0.listBool.contains(BoolWrapper(persistedValue: false)) }),
        ("(NOT %@ IN listBool)", [BoolWrapper(persistedValue: true)], 0, { !$0.listBool.contains(BoolWrapper(persistedValue: true)) }),
        ("(NOT %@ IN listBool)", [BoolWrapper(persistedValue: false)], 1, { !$0.listBool.contains(BoolWrapper(persistedValue: false)) }),
        ("(%@ IN listInt)", [IntWrapper(persistedValue: 1)], 1, { $0.listInt.contains(IntWrapper(persistedValue: 1)) }),
        ("(%@ IN listInt)", [IntWrapper(persistedValue: 5)], 0, { $0.listInt.contains(IntWrapper(persistedValue: 5)) }),
        ("(NOT %@ IN listInt)", [IntWrapper(persistedValue: 1)], 0, { !$0.listInt.contains(IntWrapper(persistedValue: 1)) }),
        ("(NOT %@ IN listInt)", [IntWrapper(persistedValue: 5)], 1, { !$0.listInt.contains(IntWrapper(persistedValue: 5)) }),
        ("(%@ IN listInt8)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.listInt8.contains(Int8Wrapper(persistedValue: Int8(8))) }),
        ("(%@ IN listInt8)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.listInt8.contains(Int8Wrapper(persistedValue: Int8(10))) }),
        ("(NOT %@ IN listInt8)", [Int8Wrapper(persistedValue: Int8(8))], 0, { !$0.listInt8.contains(Int8Wrapper(persistedValue: Int8(8))) }),
        ("(NOT %@ IN listInt8)", [Int8Wrapper(persistedValue: Int8(10))], 1, { !$0.listInt8.contains(Int8Wrapper(persistedValue: Int8(10))) }),
        ("(%@ IN listInt16)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.listInt16.contains(Int16Wrapper(persistedValue: Int16(16))) }),
        ("(%@ IN listInt16)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.listInt16.contains(Int16Wrapper(persistedValue: Int16(18))) }),
        ("(NOT %@ IN listInt16)", [Int16Wrapper(persistedValue: Int16(16))], 0, { !$0.listInt16.contains(Int16Wrapper(persistedValue: Int16(16))) }),
        ("(NOT %@ IN listInt16)", [Int16Wrapper(persistedValue: Int16(18))], 1, { !$0.listInt16.contains(Int16Wrapper(persistedValue: Int16(18))) }),
        ("(%@ IN listInt32)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.listInt32.contains(Int32Wrapper(persistedValue: Int32(32))) }),
        ("(%@ IN listInt32)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.listInt32.contains(Int32Wrapper(persistedValue: Int32(34))) }),
        ("(NOT %@ IN listInt32)", [Int32Wrapper(persistedValue: Int32(32))], 0, { !$0.listInt32.contains(Int32Wrapper(persistedValue: Int32(32))) }),
        ("(NOT %@ IN listInt32)", [Int32Wrapper(persistedValue: Int32(34))], 1, { !$0.listInt32.contains(Int32Wrapper(persistedValue: Int32(34))) }),
        ("(%@ IN listInt64)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.listInt64.contains(Int64Wrapper(persistedValue: Int64(64))) }),
        ("(%@ IN listInt64)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.listInt64.contains(Int64Wrapper(persistedValue: Int64(66))) }),
        ("(NOT %@ IN listInt64)", [Int64Wrapper(persistedValue: Int64(64))], 0, { !$0.listInt64.contains(Int64Wrapper(persistedValue: Int64(64))) }),
        ("(NOT %@ IN listInt64)", [Int64Wrapper(persistedValue: Int64(66))], 1, { !$0.listInt64.contains(Int64Wrapper(persistedValue: Int64(66))) }),
        ("(%@ IN listFloat)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.listFloat.contains(FloatWrapper(persistedValue: Float(5.55444333))) }),
        ("(%@ IN listFloat)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.listFloat.contains(FloatWrapper(persistedValue: Float(7.55444333))) }),
        ("(NOT %@ IN listFloat)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { !$0.listFloat.contains(FloatWrapper(persistedValue: Float(5.55444333))) }),
        ("(NOT %@ IN listFloat)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { !$0.listFloat.contains(FloatWrapper(persistedValue: Float(7.55444333))) }),
        ("(%@ IN listDouble)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.listDouble.contains(DoubleWrapper(persistedValue: 123.456)) }),
        ("(%@ IN listDouble)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.listDouble.contains(DoubleWrapper(persistedValue: 345.678)) }),
        ("(NOT %@ IN listDouble)", [DoubleWrapper(persistedValue: 123.456)], 0, { !$0.listDouble.contains(DoubleWrapper(persistedValue: 123.456)) }),
        ("(NOT %@ IN listDouble)", [DoubleWrapper(persistedValue: 345.678)], 1, { !$0.listDouble.contains(DoubleWrapper(persistedValue: 345.678)) }),
        ("(%@ IN listString)", [StringWrapper(persistedValue: "Foo")], 1, { $0.listString.contains(StringWrapper(persistedValue: "Foo")) }),
        ("(%@ IN listString)", [StringWrapper(persistedValue: "foo")], 0, { $0.listString.contains(StringWrapper(persistedValue: "foo")) }),
        ("(NOT %@ IN listString)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.listString.contains(StringWrapper(persistedValue: "Foo")) }),
        ("(NOT %@ IN listString)", [StringWrapper(persistedValue: "foo")], 1, { !$0.listString.contains(StringWrapper(persistedValue: "foo")) }),
        ("(%@ IN listBinary)", [DataWrapper(persistedValue: Data(count: 64))], 1, { $0.listBinary.contains(DataWrapper(persistedValue: Data(count: 64))) }),
        ("(%@ IN listBinary)", [DataWrapper(persistedValue: Data(count: 256))], 0, { $0.listBinary.contains(DataWrapper(persistedValue: Data(count: 256))) }),
        ("(NOT %@ IN listBinary)", [DataWrapper(persistedValue: Data(count: 64))], 0, { !$0.listBinary.contains(DataWrapper(persistedValue: Data(count: 64))) }),
        ("(NOT %@ IN listBinary)", [DataWrapper(persistedValue: Data(count: 256))], 1, { !$0.listBinary.contains(DataWrapper(persistedValue: Data(count: 256))) }),
        ("(%@ IN listDate)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.listDate.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))) }),
        ("(%@ IN listDate)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 0, { $0.listDate.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))) }),
        ("(NOT %@ IN listDate)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 0, { !$0.listDate.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))) }),
        ("(NOT %@ IN listDate)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 1, { !$0.listDate.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))) }),
        ("(%@ IN listDecimal)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.listDecimal.contains(Decimal128Wrapper(persistedValue: Decimal128(123.456))) }),
        ("(%@ IN listDecimal)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.listDecimal.contains(Decimal128Wrapper(persistedValue: Decimal128(345.678))) }),
        ("(NOT %@ IN listDecimal)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { !$0.listDecimal.contains(Decimal128Wrapper(persistedValue: Decimal128(123.456))) }),
        ("(NOT %@ IN listDecimal)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { !$0.listDecimal.contains(Decimal128Wrapper(persistedValue: Decimal128(345.678))) }),
        ("(%@ IN listObjectId)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))], 1, { $0.listObjectId.contains(ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))) }),
        ("(%@ IN listObjectId)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))], 0, { $0.listObjectId.contains(ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))) }),
        ("(NOT %@ IN listObjectId)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))], 0, { !$0.listObjectId.contains(ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))) }),
        ("(NOT %@ IN listObjectId)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))], 1, { !$0.listObjectId.contains(ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))) }),
        ("(%@ IN listUuid)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)], 1, { $0.listUuid.contains(UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)) }),
        ("(%@ IN listUuid)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)], 0, { $0.listUuid.contains(UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)) }),
        ("(NOT %@ IN listUuid)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)], 0, { !$0.listUuid.contains(UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)) }),
        ("(NOT %@ IN listUuid)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)], 1, { !$0.listUuid.contains(UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)) }),
        ("(%@ IN listOptBool)", [BoolWrapper(persistedValue: true)], 1, { $0.listOptBool.contains(BoolWrapper(persistedValue: true)) }),
        ("(%@ IN listOptBool)", [BoolWrapper(persistedValue: false)], 0, { $0.listOptBool.contains(BoolWrapper(persistedValue: false)) }),
        ("(NOT %@ IN listOptBool)", [BoolWrapper(persistedValue: true)], 0, { !$0.listOptBool.contains(BoolWrapper(persistedValue: true)) }),
        ("(NOT %@ IN listOptBool)", [BoolWrapper(persistedValue: false)], 1, { !$0.listOptBool.contains(BoolWrapper(persistedValue: false)) }),
        ("(%@ IN listOptInt)", [IntWrapper(persistedValue: 1)], 1, { $0.listOptInt.contains(IntWrapper(persistedValue: 1)) }),
        ("(%@ IN listOptInt)", [IntWrapper(persistedValue: 5)], 0, { $0.listOptInt.contains(IntWrapper(persistedValue: 5)) }),
        ("(NOT %@ IN listOptInt)", [IntWrapper(persistedValue: 1)], 0, { !$0.listOptInt.contains(IntWrapper(persistedValue: 1)) }),
        ("(NOT %@ IN listOptInt)", [IntWrapper(persistedValue: 5)], 1, { !$0.listOptInt.contains(IntWrapper(persistedValue: 5)) }),
        ("(%@ IN listOptInt8)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.listOptInt8.contains(Int8Wrapper(persistedValue: Int8(8))) }),
        ("(%@ IN listOptInt8)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.listOptInt8.contains(Int8Wrapper(persistedValue: Int8(10))) }),
        ("(NOT %@ IN listOptInt8)", [Int8Wrapper(persistedValue: Int8(8))], 0, { !$0.listOptInt8.contains(Int8Wrapper(persistedValue: Int8(8))) }),
        ("(NOT %@ IN listOptInt8)", [Int8Wrapper(persistedValue: Int8(10))], 1, { !$0.listOptInt8.contains(Int8Wrapper(persistedValue: Int8(10))) }),
        ("(%@ IN listOptInt16)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.listOptInt16.contains(Int16Wrapper(persistedValue: Int16(16))) }),
        ("(%@ IN listOptInt16)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.listOptInt16.contains(Int16Wrapper(persistedValue: Int16(18))) }),
        ("(NOT %@ IN listOptInt16)", [Int16Wrapper(persistedValue: Int16(16))], 0, { !$0.listOptInt16.contains(Int16Wrapper(persistedValue: Int16(16))) }),
        ("(NOT %@ IN listOptInt16)", [Int16Wrapper(persistedValue: Int16(18))], 1, { !$0.listOptInt16.contains(Int16Wrapper(persistedValue: Int16(18))) }),
        ("(%@ IN listOptInt32)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.listOptInt32.contains(Int32Wrapper(persistedValue: Int32(32))) }),
        ("(%@ IN listOptInt32)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.listOptInt32.contains(Int32Wrapper(persistedValue: Int32(34))) }),
        ("(NOT %@ IN listOptInt32)", [Int32Wrapper(persistedValue: Int32(32))], 0, { !$0.listOptInt32.contains(Int32Wrapper(persistedValue: Int32(32))) }),
        ("(NOT %@ IN listOptInt32)", [Int32Wrapper(persistedValue: Int32(34))], 1, { !$0.listOptInt32.contains(Int32Wrapper(persistedValue: Int32(34))) }),
        ("(%@ IN listOptInt64)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.listOptInt64.contains(Int64Wrapper(persistedValue: Int64(64))) }),
        ("(%@ IN listOptInt64)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.listOptInt64.contains(Int64Wrapper(persistedValue: Int64(66))) }),
        ("(NOT %@ IN listOptInt64)", [Int64Wrapper(persistedValue: Int64(64))], 0, { !$0.listOptInt64.contains(Int64Wrapper(persistedValue: Int64(64))) }),
        ("(NOT %@ IN listOptInt64)", [Int64Wrapper(persistedValue: Int64(66))], 1, { !$0.listOptInt64.contains(Int64Wrapper(persistedValue: Int64(66))) }),
        ("(%@ IN listOptFloat)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.listOptFloat.contains(FloatWrapper(persistedValue: Float(5.55444333))) }),
        ("(%@ IN listOptFloat)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.listOptFloat.contains(FloatWrapper(persistedValue: Float(7.55444333))) }),
        ("(NOT %@ IN listOptFloat)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { !$0.listOptFloat.contains(FloatWrapper(persistedValue: Float(5.55444333))) }),
        ("(NOT %@ IN listOptFloat)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { !$0.listOptFloat.contains(FloatWrapper(persistedValue: Float(7.55444333))) }),
        ("(%@ IN listOptDouble)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.listOptDouble.contains(DoubleWrapper(persistedValue: 123.456)) }),
        ("(%@ IN listOptDouble)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.listOptDouble.contains(DoubleWrapper(persistedValue: 345.678)) }),
        ("(NOT %@ IN listOptDouble)", [DoubleWrapper(persistedValue: 123.456)], 0, { !$0.listOptDouble.contains(DoubleWrapper(persistedValue: 123.456)) }),
        ("(NOT %@ IN listOptDouble)", [DoubleWrapper(persistedValue: 345.678)], 1, { !$0.listOptDouble.contains(DoubleWrapper(persistedValue: 345.678)) }),
        ("(%@ IN listOptString)", [StringWrapper(persistedValue: "Foo")], 1, { $0.listOptString.contains(StringWrapper(persistedValue: "Foo")) }),
        ("(%@ IN listOptString)", [StringWrapper(persistedValue: "foo")], 0, { $0.listOptString.contains(StringWrapper(persistedValue: "foo")) }),
        ("(NOT %@ IN listOptString)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.listOptString.contains(StringWrapper(persistedValue: "Foo")) }),
        ("(NOT %@ IN listOptString)", [StringWrapper(persistedValue: "foo")], 1, { !$0.listOptString.contains(StringWrapper(persistedValue: "foo")) }),
        ("(%@ IN listOptBinary)", [DataWrapper(persistedValue: Data(count: 64))], 1, { $0.listOptBinary.contains(DataWrapper(persistedValue: Data(count: 64))) }),
        ("(%@ IN listOptBinary)", [DataWrapper(persistedValue: Data(count: 256))], 0, { $0.listOptBinary.contains(DataWrapper(persistedValue: Data(count: 256))) }),
        ("(NOT %@ IN listOptBinary)", [DataWrapper(persistedValue: Data(count: 64))], 0, { !$0.listOptBinary.contains(DataWrapper(persistedValue: Data(count: 64))) }),
        ("(NOT %@ IN listOptBinary)", [DataWrapper(persistedValue: Data(count: 256))], 1, { !$0.listOptBinary.contains(DataWrapper(persistedValue: Data(count: 256))) }),
        ("(%@ IN listOptDate)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.listOptDate.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))) }),
        ("(%@ IN listOptDate)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 0, { $0.listOptDate.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))) }),
        ("(NOT %@ IN listOptDate)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 0, { !$0.listOptDate.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))) }),
        ("(NOT %@ IN listOptDate)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 1, { !$0.listOptDate.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))) }),
        ("(%@ IN listOptDecimal)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.listOptDecimal.contains(Decimal128Wrapper(persistedValue: Decimal128(123.456))) }),
        ("(%@ IN listOptDecimal)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.listOptDecimal.contains(Decimal128Wrapper(persistedValue: Decimal128(345.678))) }),
        ("(NOT %@ IN listOptDecimal)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { !$0.listOptDecimal.contains(Decimal128Wrapper(persistedValue: Decimal128(123.456))) }),
        ("(NOT %@ IN listOptDecimal)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { !$0.listOptDecimal.contains(Decimal128Wrapper(persistedValue: Decimal128(345.678))) }),
        ("(%@ IN listOptObjectId)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))], 1, { $0.listOptObjectId.contains(ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))) }),
        ("(%@ IN listOptObjectId)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))], 0, { $0.listOptObjectId.contains(ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))) }),
        ("(NOT %@ IN listOptObjectId)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))], 0, { !$0.listOptObjectId.contains(ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))) }),
        ("(NOT %@ IN listOptObjectId)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))], 1, { !$0.listOptObjectId.contains(ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))) }),
        ("(%@ IN listOptUuid)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)], 1, { $0.listOptUuid.contains(UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)) }),
        ("(%@ IN listOptUuid)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)], 0, { $0.listOptUuid.contains(UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)) }),
        ("(NOT %@ IN listOptUuid)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)], 0, { !$0.listOptUuid.contains(UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)) }),
        ("(NOT %@ IN listOptUuid)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)], 1, { !$0.listOptUuid.contains(UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)) }),
        ("(%@ IN setBool)", [BoolWrapper(persistedValue: true)], 1, { $0.setBool.contains(BoolWrapper(persistedValue: true)) }),
        ("(%@ IN setBool)", [BoolWrapper(persistedValue: false)], 0, { $0.setBool.contains(BoolWrapper(persistedValue: false)) }),
        ("(NOT %@ IN setBool)", [BoolWrapper(persistedValue: true)], 0, { !$0.setBool.contains(BoolWrapper(persistedValue: true)) }),
        ("(NOT %@ IN setBool)", [BoolWrapper(persistedValue: false)], 1, { !$0.setBool.contains(BoolWrapper(persistedValue: false)) }),
        ("(%@ IN setInt)", [IntWrapper(persistedValue: 1)], 1, { $0.setInt.contains(IntWrapper(persistedValue: 1)) }),
        ("(%@ IN setInt)", [IntWrapper(persistedValue: 5)], 0, { $0.setInt.contains(IntWrapper(persistedValue: 5)) }),
        ("(NOT %@ IN setInt)", [IntWrapper(persistedValue: 1)], 0, { !$0.setInt.contains(IntWrapper(persistedValue: 1)) }),
        ("(NOT %@ IN setInt)", [IntWrapper(persistedValue: 5)], 1, { !$0.setInt.contains(IntWrapper(persistedValue: 5)) }),
        ("(%@ IN setInt8)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.setInt8.contains(Int8Wrapper(persistedValue: Int8(8))) }),
        ("(%@ IN setInt8)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.setInt8.contains(Int8Wrapper(persistedValue: Int8(10))) }),
        ("(NOT %@ IN setInt8)", [Int8Wrapper(persistedValue: Int8(8))], 0, { !$0.setInt8.contains(Int8Wrapper(persistedValue: Int8(8))) }),
        ("(NOT %@ IN setInt8)", [Int8Wrapper(persistedValue: Int8(10))], 1, { !$0.setInt8.contains(Int8Wrapper(persistedValue: Int8(10))) }),
        ("(%@ IN setInt16)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.setInt16.contains(Int16Wrapper(persistedValue: Int16(16))) }),
        ("(%@ IN setInt16)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.setInt16.contains(Int16Wrapper(persistedValue: Int16(18))) }),
        ("(NOT %@ IN setInt16)", [Int16Wrapper(persistedValue: Int16(16))], 0, { !$0.setInt16.contains(Int16Wrapper(persistedValue: Int16(16))) }),
        ("(NOT %@ IN setInt16)", [Int16Wrapper(persistedValue: Int16(18))], 1, { !$0.setInt16.contains(Int16Wrapper(persistedValue: Int16(18))) }),
        ("(%@ IN setInt32)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.setInt32.contains(Int32Wrapper(persistedValue: Int32(32))) }),
        ("(%@ IN setInt32)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.setInt32.contains(Int32Wrapper(persistedValue: Int32(34))) }),
        ("(NOT %@ IN setInt32)", [Int32Wrapper(persistedValue: Int32(32))], 0, { !$0.setInt32.contains(Int32Wrapper(persistedValue: Int32(32))) }),
        ("(NOT %@ IN setInt32)", [Int32Wrapper(persistedValue: Int32(34))], 1, { !$0.setInt32.contains(Int32Wrapper(persistedValue: Int32(34))) }),
        ("(%@ IN setInt64)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.setInt64.contains(Int64Wrapper(persistedValue: Int64(64))) }),
        ("(%@ IN setInt64)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.setInt64.contains(Int64Wrapper(persistedValue: Int64(66))) }),
        ("(NOT %@ IN setInt64)", [Int64Wrapper(persistedValue: Int64(64))], 0, { !$0.setInt64.contains(Int64Wrapper(persistedValue: Int64(64))) }),
        ("(NOT %@ IN setInt64)", [Int64Wrapper(persistedValue: Int64(66))], 1, { !$0.setInt64.contains(Int64Wrapper(persistedValue: Int64(66))) }),
        ("(%@ IN setFloat)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.setFloat.contains(FloatWrapper(persistedValue: Float(5.55444333))) }),
        ("(%@ IN setFloat)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.setFloat.contains(FloatWrapper(persistedValue: Float(7.55444333))) }),
        ("(NOT %@ IN setFloat)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { !$0.setFloat.contains(FloatWrapper(persistedValue: Float(5.55444333))) }),
        ("(NOT %@ IN setFloat)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { !$0.setFloat.contains(FloatWrapper(persistedValue: Float(7.55444333))) }),
        ("(%@ IN setDouble)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.setDouble.contains(DoubleWrapper(persistedValue: 123.456)) }),
        ("(%@ IN setDouble)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.setDouble.contains(DoubleWrapper(persistedValue: 345.678)) }),
        ("(NOT %@ IN setDouble)", [DoubleWrapper(persistedValue: 123.456)], 0, { !$0.setDouble.contains(DoubleWrapper(persistedValue: 123.456)) }),
        ("(NOT %@ IN setDouble)", [DoubleWrapper(persistedValue: 345.678)], 1, { !$0.setDouble.contains(DoubleWrapper(persistedValue: 345.678)) }),
        ("(%@ IN setString)", [StringWrapper(persistedValue: "Foo")], 1, { $0.setString.contains(StringWrapper(persistedValue: "Foo")) }),
        ("(%@ IN setString)", [StringWrapper(persistedValue: "foo")], 0, { $0.setString.contains(StringWrapper(persistedValue: "foo")) }),
        ("(NOT %@ IN setString)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.setString.contains(StringWrapper(persistedValue: "Foo")) }),
        ("(NOT %@ IN setString)", [StringWrapper(persistedValue: "foo")], 1, { !$0.setString.contains(StringWrapper(persistedValue: "foo")) }),
        ("(%@ IN setBinary)", [DataWrapper(persistedValue: Data(count: 64))], 1, { $0.setBinary.contains(DataWrapper(persistedValue: Data(count: 64))) }),
        ("(%@ IN setBinary)", [DataWrapper(persistedValue: Data(count: 256))], 0, { $0.setBinary.contains(DataWrapper(persistedValue: Data(count: 256))) }),
        ("(NOT %@ IN setBinary)", [DataWrapper(persistedValue: Data(count: 64))], 0, { !$0.setBinary.contains(DataWrapper(persistedValue: Data(count: 64))) }),
        ("(NOT %@ IN setBinary)", [DataWrapper(persistedValue: Data(count: 256))], 1, { !$0.setBinary.contains(DataWrapper(persistedValue: Data(count: 256))) }),
        ("(%@ IN setDate)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.setDate.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))) }),
        ("(%@ IN setDate)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 0, { $0.setDate.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))) }),
        ("(NOT %@ IN setDate)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 0, { !$0.setDate.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))) }),
        ("(NOT %@ IN setDate)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 1, { !$0.setDate.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))) }),
        ("(%@ IN setDecimal)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.setDecimal.contains(Decimal128Wrapper(persistedValue: Decimal128(123.456))) }),
        ("(%@ IN setDecimal)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.setDecimal.contains(Decimal128Wrapper(persistedValue: Decimal128(345.678))) }),
        ("(NOT %@ IN setDecimal)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { !$0.setDecimal.contains(Decimal128Wrapper(persistedValue: Decimal128(123.456))) }),
        ("(NOT %@ IN setDecimal)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { !$0.setDecimal.contains(Decimal128Wrapper(persistedValue: Decimal128(345.678))) }),
        ("(%@ IN setObjectId)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))], 1, { $0.setObjectId.contains(ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))) }),
        ("(%@ IN setObjectId)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))], 0, { $0.setObjectId.contains(ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))) }),
        ("(NOT %@ IN setObjectId)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))], 0, { !$0.setObjectId.contains(ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))) }),
        ("(NOT %@ IN setObjectId)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))], 1, { !$0.setObjectId.contains(ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))) }),
        ("(%@ IN setUuid)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)], 1, { $0.setUuid.contains(UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)) }),
        ("(%@ IN setUuid)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)], 0, { $0.setUuid.contains(UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)) }),
        ("(NOT %@ IN setUuid)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)], 0, { !$0.setUuid.contains(UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)) }),
        ("(NOT %@ IN setUuid)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)], 1, { !$0.setUuid.contains(UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)) }),
        ("(%@ IN setOptBool)", [BoolWrapper(persistedValue: true)], 1, { $0.setOptBool.contains(BoolWrapper(persistedValue: true)) }),
        ("(%@ IN setOptBool)", [BoolWrapper(persistedValue: false)], 0, { $0.setOptBool.contains(BoolWrapper(persistedValue: false)) }),
        ("(NOT %@ IN setOptBool)", [BoolWrapper(persistedValue: true)], 0, { !$0.setOptBool.contains(BoolWrapper(persistedValue: true)) }),
        ("(NOT %@ IN setOptBool)", [BoolWrapper(persistedValue: false)], 1, { !$0.setOptBool.contains(BoolWrapper(persistedValue: false)) }),
        ("(%@ IN setOptInt)", [IntWrapper(persistedValue: 1)], 1, { $0.setOptInt.contains(IntWrapper(persistedValue: 1)) }),
        ("(%@ IN setOptInt)", [IntWrapper(persistedValue: 5)], 0, { $0.setOptInt.contains(IntWrapper(persistedValue: 5)) }),
        ("(NOT %@ IN setOptInt)", [IntWrapper(persistedValue: 1)], 0, { !$0.setOptInt.contains(IntWrapper(persistedValue: 1)) }),
        ("(NOT %@ IN setOptInt)", [IntWrapper(persistedValue: 5)], 1, { !$0.setOptInt.contains(IntWrapper(persistedValue: 5)) }),
        ("(%@ IN setOptInt8)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.setOptInt8.contains(Int8Wrapper(persistedValue: Int8(8))) }),
        ("(%@ IN setOptInt8)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.setOptInt8.contains(Int8Wrapper(persistedValue: Int8(10))) }),
        ("(NOT %@ IN setOptInt8)", [Int8Wrapper(persistedValue: Int8(8))], 0, { !$0.setOptInt8.contains(Int8Wrapper(persistedValue: Int8(8))) }),
        ("(NOT %@ IN setOptInt8)", [Int8Wrapper(persistedValue: Int8(10))], 1, { !$0.setOptInt8.contains(Int8Wrapper(persistedValue: Int8(10))) }),
        ("(%@ IN setOptInt16)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.setOptInt16.contains(Int16Wrapper(persistedValue: Int16(16))) }),
        ("(%@ IN setOptInt16)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.setOptInt16.contains(Int16Wrapper(persistedValue: Int16(18))) }),
        ("(NOT %@ IN setOptInt16)", [Int16Wrapper(persistedValue: Int16(16))], 0, { !$0.setOptInt16.contains(Int16Wrapper(persistedValue: Int16(16))) }),
        ("(NOT %@ IN setOptInt16)", [Int16Wrapper(persistedValue: Int16(18))], 1, { !$0.setOptInt16.contains(Int16Wrapper(persistedValue: Int16(18))) }),
        ("(%@ IN setOptInt32)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.setOptInt32.contains(Int32Wrapper(persistedValue: Int32(32))) }),
        ("(%@ IN setOptInt32)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.setOptInt32.contains(Int32Wrapper(persistedValue: Int32(34))) }),
        ("(NOT %@ IN setOptInt32)", [Int32Wrapper(persistedValue: Int32(32))], 0, { !$0.setOptInt32.contains(Int32Wrapper(persistedValue: Int32(32))) }),
        ("(NOT %@ IN setOptInt32)", [Int32Wrapper(persistedValue: Int32(34))], 1, { !$0.setOptInt32.contains(Int32Wrapper(persistedValue: Int32(34))) }),
        ("(%@ IN setOptInt64)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.setOptInt64.contains(Int64Wrapper(persistedValue: Int64(64))) }),
        ("(%@ IN setOptInt64)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.setOptInt64.contains(Int64Wrapper(persistedValue: Int64(66))) }),
        ("(NOT %@ IN setOptInt64)", [Int64Wrapper(persistedValue: Int64(64))], 0, { !$0.setOptInt64.contains(Int64Wrapper(persistedValue: Int64(64))) }),
        ("(NOT %@ IN setOptInt64)", [Int64Wrapper(persistedValue: Int64(66))], 1, { !$0.setOptInt64.contains(Int64Wrapper(persistedValue: Int64(66))) }),
        ("(%@ IN setOptFloat)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.setOptFloat.contains(FloatWrapper(persistedValue: Float(5.55444333))) }),
        ("(%@ IN setOptFloat)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.setOptFloat.contains(FloatWrapper(persistedValue: Float(7.55444333))) }),
        ("(NOT %@ IN setOptFloat)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { !$0.setOptFloat.contains(FloatWrapper(persistedValue: Float(5.55444333))) }),
        ("(NOT %@ IN setOptFloat)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { !$0.setOptFloat.contains(FloatWrapper(persistedValue: Float(7.55444333))) }),
        ("(%@ IN setOptDouble)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.setOptDouble.contains(DoubleWrapper(persistedValue: 123.456)) }),
        ("(%@ IN setOptDouble)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.setOptDouble.contains(DoubleWrapper(persistedValue: 345.678)) }),
        ("(NOT %@ IN setOptDouble)", [DoubleWrapper(persistedValue: 123.456)], 0, { !$0.setOptDouble.contains(DoubleWrapper(persistedValue: 123.456)) }),
        ("(NOT %@ IN setOptDouble)", [DoubleWrapper(persistedValue: 345.678)], 1, { !$0.setOptDouble.contains(DoubleWrapper(persistedValue: 345.678)) }),
        ("(%@ IN setOptString)", [StringWrapper(persistedValue: "Foo")], 1, { $0.setOptString.contains(StringWrapper(persistedValue: "Foo")) }),
        ("(%@ IN setOptString)", [StringWrapper(persistedValue: "foo")], 0, { $0.setOptString.contains(StringWrapper(persistedValue: "foo")) }),
        ("(NOT %@ IN setOptString)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.setOptString.contains(StringWrapper(persistedValue: "Foo")) }),
        ("(NOT %@ IN setOptString)", [StringWrapper(persistedValue: "foo")], 1, { !$0.setOptString.contains(StringWrapper(persistedValue: "foo")) }),
        ("(%@ IN setOptBinary)", [DataWrapper(persistedValue: Data(count: 64))], 1, { $0.setOptBinary.contains(DataWrapper(persistedValue: Data(count: 64))) }),
        ("(%@ IN setOptBinary)", [DataWrapper(persistedValue: Data(count: 256))], 0, { $0.setOptBinary.contains(DataWrapper(persistedValue: Data(count: 256))) }),
        ("(NOT %@ IN setOptBinary)", [DataWrapper(persistedValue: Data(count: 64))], 0, { !$0.setOptBinary.contains(DataWrapper(persistedValue: Data(count: 64))) }),
        ("(NOT %@ IN setOptBinary)", [DataWrapper(persistedValue: Data(count: 256))], 1, { !$0.setOptBinary.contains(DataWrapper(persistedValue: Data(count: 256))) }),
        ("(%@ IN setOptDate)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.setOptDate.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))) }),
        ("(%@ IN setOptDate)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 0, { $0.setOptDate.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))) }),
        ("(NOT %@ IN setOptDate)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 0, { !$0.setOptDate.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))) }),
        ("(NOT %@ IN setOptDate)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 1, { !$0.setOptDate.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))) }),
        ("(%@ IN setOptDecimal)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.setOptDecimal.contains(Decimal128Wrapper(persistedValue: Decimal128(123.456))) }),
        ("(%@ IN setOptDecimal)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.setOptDecimal.contains(Decimal128Wrapper(persistedValue: Decimal128(345.678))) }),
        ("(NOT %@ IN setOptDecimal)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { !$0.setOptDecimal.contains(Decimal128Wrapper(persistedValue: Decimal128(123.456))) }),
        ("(NOT %@ IN setOptDecimal)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { !$0.setOptDecimal.contains(Decimal128Wrapper(persistedValue: Decimal128(345.678))) }),
        ("(%@ IN setOptObjectId)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))], 1, { $0.setOptObjectId.contains(ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))) }),
        ("(%@ IN setOptObjectId)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))], 0, { $0.setOptObjectId.contains(ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))) }),
        ("(NOT %@ IN setOptObjectId)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))], 0, { !$0.setOptObjectId.contains(ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))) }),
        ("(NOT %@ IN setOptObjectId)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))], 1, { !$0.setOptObjectId.contains(ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))) }),
        ("(%@ IN setOptUuid)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)], 1, { $0.setOptUuid.contains(UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)) }),
        ("(%@ IN setOptUuid)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)], 0, { $0.setOptUuid.contains(UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)) }),
        ("(NOT %@ IN setOptUuid)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)], 0, { !$0.setOptUuid.contains(UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)) }),
        ("(NOT %@ IN setOptUuid)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)], 1, { !$0.setOptUuid.contains(UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)) }),
        ("(%@ IN mapBool)", [BoolWrapper(persistedValue: true)], 1, { $0.mapBool.contains(BoolWrapper(persistedValue: true)) }),
        ("(%@ IN mapBool)", [BoolWrapper(persistedValue: false)], 0, { $0.mapBool.contains(BoolWrapper(persistedValue: false)) }),
        ("(NOT %@ IN mapBool)", [BoolWrapper(persistedValue: true)], 0, { !$0.mapBool.contains(BoolWrapper(persistedValue: true)) }),
        ("(NOT %@ IN mapBool)", [BoolWrapper(persistedValue: false)], 1, { !$0.mapBool.contains(BoolWrapper(persistedValue: false)) }),
        ("(%@ IN mapInt)", [IntWrapper(persistedValue: 1)], 1, { $0.mapInt.contains(IntWrapper(persistedValue: 1)) }),
        ("(%@ IN mapInt)", [IntWrapper(persistedValue: 5)], 0, { $0.mapInt.contains(IntWrapper(persistedValue: 5)) }),
        ("(NOT %@ IN mapInt)", [IntWrapper(persistedValue: 1)], 0, { !$0.mapInt.contains(IntWrapper(persistedValue: 1)) }),
        ("(NOT %@ IN mapInt)", [IntWrapper(persistedValue: 5)], 1, { !$0.mapInt.contains(IntWrapper(persistedValue: 5)) }),
        ("(%@ IN mapInt8)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.mapInt8.contains(Int8Wrapper(persistedValue: Int8(8))) }),
        ("(%@ IN mapInt8)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.mapInt8.contains(Int8Wrapper(persistedValue: Int8(10))) }),
        ("(NOT %@ IN mapInt8)", [Int8Wrapper(persistedValue: Int8(8))], 0, { !$0.mapInt8.contains(Int8Wrapper(persistedValue: Int8(8))) }),
        ("(NOT %@ IN mapInt8)", [Int8Wrapper(persistedValue: Int8(10))], 1, { !$0.mapInt8.contains(Int8Wrapper(persistedValue: Int8(10))) }),
        ("(%@ IN mapInt16)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.mapInt16.contains(Int16Wrapper(persistedValue: Int16(16))) }),
        ("(%@ IN mapInt16)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.mapInt16.contains(Int16Wrapper(persistedValue: Int16(18))) }),
        ("(NOT %@ IN mapInt16)", [Int16Wrapper(persistedValue: Int16(16))], 0, { !$0.mapInt16.contains(Int16Wrapper(persistedValue: Int16(16))) }),
        ("(NOT %@ IN mapInt16)", [Int16Wrapper(persistedValue: Int16(18))], 1, { !$0.mapInt16.contains(Int16Wrapper(persistedValue: Int16(18))) }),
        ("(%@ IN mapInt32)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.mapInt32.contains(Int32Wrapper(persistedValue: Int32(32))) }),
        ("(%@ IN mapInt32)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.mapInt32.contains(Int32Wrapper(persistedValue: Int32(34))) }),
        ("(NOT %@ IN mapInt32)", [Int32Wrapper(persistedValue: Int32(32))], 0, { !$0.mapInt32.contains(Int32Wrapper(persistedValue: Int32(32))) }),
        ("(NOT %@ IN mapInt32)", [Int32Wrapper(persistedValue: Int32(34))], 1, { !$0.mapInt32.contains(Int32Wrapper(persistedValue: Int32(34))) }),
        ("(%@ IN mapInt64)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.mapInt64.contains(Int64Wrapper(persistedValue: Int64(64))) }),
        ("(%@ IN mapInt64)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.mapInt64.contains(Int64Wrapper(persistedValue: Int64(66))) }),
        ("(NOT %@ IN mapInt64)", [Int64Wrapper(persistedValue: Int64(64))], 0, { !$0.mapInt64.contains(Int64Wrapper(persistedValue: Int64(64))) }),
        ("(NOT %@ IN mapInt64)", [Int64Wrapper(persistedValue: Int64(66))], 1, { !$0.mapInt64.contains(Int64Wrapper(persistedValue: Int64(66))) }),
        ("(%@ IN mapFloat)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.mapFloat.contains(FloatWrapper(persistedValue: Float(5.55444333))) }),
        ("(%@ IN mapFloat)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.mapFloat.contains(FloatWrapper(persistedValue: Float(7.55444333))) }),
        ("(NOT %@ IN mapFloat)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { !$0.mapFloat.contains(FloatWrapper(persistedValue: Float(5.55444333))) }),
        ("(NOT %@ IN mapFloat)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { !$0.mapFloat.contains(FloatWrapper(persistedValue: Float(7.55444333))) }),
        ("(%@ IN mapDouble)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.mapDouble.contains(DoubleWrapper(persistedValue: 123.456)) }),
        ("(%@ IN mapDouble)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.mapDouble.contains(DoubleWrapper(persistedValue: 345.678)) }),
        ("(NOT %@ IN mapDouble)", [DoubleWrapper(persistedValue: 123.456)], 0, { !$0.mapDouble.contains(DoubleWrapper(persistedValue: 123.456)) }),
        ("(NOT %@ IN mapDouble)", [DoubleWrapper(persistedValue: 345.678)], 1, { !$0.mapDouble.contains(DoubleWrapper(persistedValue: 345.678)) }),
        ("(%@ IN mapString)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapString.contains(StringWrapper(persistedValue: "Foo")) }),
        ("(%@ IN mapString)", [StringWrapper(persistedValue: "foo")], 0, { $0.mapString.contains(StringWrapper(persistedValue: "foo")) }),
        ("(NOT %@ IN mapString)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapString.contains(StringWrapper(persistedValue: "Foo")) }),
        ("(NOT %@ IN mapString)", [StringWrapper(persistedValue: "foo")], 1, { !$0.mapString.contains(StringWrapper(persistedValue: "foo")) }),
        ("(%@ IN mapBinary)", [DataWrapper(persistedValue: Data(count: 64))], 1, { $0.mapBinary.contains(DataWrapper(persistedValue: Data(count: 64))) }),
        ("(%@ IN mapBinary)", [DataWrapper(persistedValue: Data(count: 256))], 0, { $0.mapBinary.contains(DataWrapper(persistedValue: Data(count: 256))) }),
        ("(NOT %@ IN mapBinary)", [DataWrapper(persistedValue: Data(count: 64))], 0, { !$0.mapBinary.contains(DataWrapper(persistedValue: Data(count: 64))) }),
        ("(NOT %@ IN mapBinary)", [DataWrapper(persistedValue: Data(count: 256))], 1, { !$0.mapBinary.contains(DataWrapper(persistedValue: Data(count: 256))) }),
        ("(%@ IN mapDate)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.mapDate.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))) }),
        ("(%@ IN mapDate)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 0, { $0.mapDate.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))) }),
        ("(NOT %@ IN mapDate)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 0, { !$0.mapDate.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))) }),
        ("(NOT %@ IN mapDate)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 1, { !$0.mapDate.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))) }),
        ("(%@ IN mapDecimal)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.mapDecimal.contains(Decimal128Wrapper(persistedValue: Decimal128(123.456))) }),
        ("(%@ IN mapDecimal)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.mapDecimal.contains(Decimal128Wrapper(persistedValue: Decimal128(345.678))) }),
        ("(NOT %@ IN mapDecimal)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { !$0.mapDecimal.contains(Decimal128Wrapper(persistedValue: Decimal128(123.456))) }),
        ("(NOT %@ IN mapDecimal)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { !$0.mapDecimal.contains(Decimal128Wrapper(persistedValue: Decimal128(345.678))) }),
        ("(%@ IN mapObjectId)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))], 1, { $0.mapObjectId.contains(ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))) }),
        ("(%@ IN mapObjectId)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))], 0, { $0.mapObjectId.contains(ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))) }),
        ("(NOT %@ IN mapObjectId)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))], 0, { !$0.mapObjectId.contains(ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))) }),
        ("(NOT %@ IN mapObjectId)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))], 1, { !$0.mapObjectId.contains(ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))) }),
        ("(%@ IN mapUuid)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)], 1, { $0.mapUuid.contains(UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)) }),
        ("(%@ IN mapUuid)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)], 0, { $0.mapUuid.contains(UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)) }),
        ("(NOT %@ IN mapUuid)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)], 0, { !$0.mapUuid.contains(UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)) }),
        ("(NOT %@ IN mapUuid)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)], 1, { !$0.mapUuid.contains(UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)) }),
        ("(%@ IN mapOptBool)", [BoolWrapper(persistedValue: true)], 1, { $0.mapOptBool.contains(BoolWrapper(persistedValue: true)) }),
        ("(%@ IN mapOptBool)", [BoolWrapper(persistedValue: false)], 0, { $0.mapOptBool.contains(BoolWrapper(persistedValue: false)) }),
        ("(NOT %@ IN mapOptBool)", [BoolWrapper(persistedValue: true)], 0, { !$0.mapOptBool.contains(BoolWrapper(persistedValue: true)) }),
        ("(NOT %@ IN mapOptBool)", [BoolWrapper(persistedValue: false)], 1, { !$0.mapOptBool.contains(BoolWrapper(persistedValue: false)) }),
        ("(%@ IN mapOptInt)", [IntWrapper(persistedValue: 1)], 1, { $0.mapOptInt.contains(IntWrapper(persistedValue: 1)) }),
        ("(%@ IN mapOptInt)", [IntWrapper(persistedValue: 5)], 0, { $0.mapOptInt.contains(IntWrapper(persistedValue: 5)) }),
        ("(NOT %@ IN mapOptInt)", [IntWrapper(persistedValue: 1)], 0, { !$0.mapOptInt.contains(IntWrapper(persistedValue: 1)) }),
        ("(NOT %@ IN mapOptInt)", [IntWrapper(persistedValue: 5)], 1, { !$0.mapOptInt.contains(IntWrapper(persistedValue: 5)) }),
        ("(%@ IN mapOptInt8)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.mapOptInt8.contains(Int8Wrapper(persistedValue: Int8(8))) }),
        ("(%@ IN mapOptInt8)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.mapOptInt8.contains(Int8Wrapper(persistedValue: Int8(10))) }),
        ("(NOT %@ IN mapOptInt8)", [Int8Wrapper(persistedValue: Int8(8))], 0, { !$0.mapOptInt8.contains(Int8Wrapper(persistedValue: Int8(8))) }),
        ("(NOT %@ IN mapOptInt8)", [Int8Wrapper(persistedValue: Int8(10))], 1, { !$0.mapOptInt8.contains(Int8Wrapper(persistedValue: Int8(10))) }),
        ("(%@ IN mapOptInt16)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.mapOptInt16.contains(Int16Wrapper(persistedValue: Int16(16))) }),
        ("(%@ IN mapOptInt16)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.mapOptInt16.contains(Int16Wrapper(persistedValue: Int16(18))) }),
        ("(NOT %@ IN mapOptInt16)", [Int16Wrapper(persistedValue: Int16(16))], 0, { !$0.mapOptInt16.contains(Int16Wrapper(persistedValue: Int16(16))) }),
        ("(NOT %@ IN mapOptInt16)", [Int16Wrapper(persistedValue: Int16(18))], 1, { !$0.mapOptInt16.contains(Int16Wrapper(persistedValue: Int16(18))) }),
        ("(%@ IN mapOptInt32)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.mapOptInt32.contains(Int32Wrapper(persistedValue: Int32(32))) }),
        ("(%@ IN mapOptInt32)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.mapOptInt32.contains(Int32Wrapper(persistedValue: Int32(34))) }),
        ("(NOT %@ IN mapOptInt32)", [Int32Wrapper(persistedValue: Int32(32))], 0, { !$0.mapOptInt32.contains(Int32Wrapper(persistedValue: Int32(32))) }),
        ("(NOT %@ IN mapOptInt32)", [Int32Wrapper(persistedValue: Int32(34))], 1, { !$0.mapOptInt32.contains(Int32Wrapper(persistedValue: Int32(34))) }),
        ("(%@ IN mapOptInt64)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.mapOptInt64.contains(Int64Wrapper(persistedValue: Int64(64))) }),
        ("(%@ IN mapOptInt64)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.mapOptInt64.contains(Int64Wrapper(persistedValue: Int64(66))) }),
        ("(NOT %@ IN mapOptInt64)", [Int64Wrapper(persistedValue: Int64(64))], 0, { !$0.mapOptInt64.contains(Int64Wrapper(persistedValue: Int64(64))) }),
        ("(NOT %@ IN mapOptInt64)", [Int64Wrapper(persistedValue: Int64(66))], 1, { !$0.mapOptInt64.contains(Int64Wrapper(persistedValue: Int64(66))) }),
        ("(%@ IN mapOptFloat)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.mapOptFloat.contains(FloatWrapper(persistedValue: Float(5.55444333))) }),
        ("(%@ IN mapOptFloat)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.mapOptFloat.contains(FloatWrapper(persistedValue: Float(7.55444333))) }),
        ("(NOT %@ IN mapOptFloat)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { !$0.mapOptFloat.contains(FloatWrapper(persistedValue: Float(5.55444333))) }),
        ("(NOT %@ IN mapOptFloat)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { !$0.mapOptFloat.contains(FloatWrapper(persistedValue: Float(7.55444333))) }),
        ("(%@ IN mapOptDouble)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.mapOptDouble.contains(DoubleWrapper(persistedValue: 123.456)) }),
        ("(%@ IN mapOptDouble)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.mapOptDouble.contains(DoubleWrapper(persistedValue: 345.678)) }),
        ("(NOT %@ IN mapOptDouble)", [DoubleWrapper(persistedValue: 123.456)], 0, { !$0.mapOptDouble.contains(DoubleWrapper(persistedValue: 123.456)) }),
        ("(NOT %@ IN mapOptDouble)", [DoubleWrapper(persistedValue: 345.678)], 1, { !$0.mapOptDouble.contains(DoubleWrapper(persistedValue: 345.678)) }),
        ("(%@ IN mapOptString)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString.contains(StringWrapper(persistedValue: "Foo")) }),
        ("(%@ IN mapOptString)", [StringWrapper(persistedValue: "foo")], 0, { $0.mapOptString.contains(StringWrapper(persistedValue: "foo")) }),
        ("(NOT %@ IN mapOptString)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapOptString.contains(StringWrapper(persistedValue: "Foo")) }),
        ("(NOT %@ IN mapOptString)", [StringWrapper(persistedValue: "foo")], 1, { !$0.mapOptString.contains(StringWrapper(persistedValue: "foo")) }),
        ("(%@ IN mapOptBinary)", [DataWrapper(persistedValue: Data(count: 64))], 1, { $0.mapOptBinary.contains(DataWrapper(persistedValue: Data(count: 64))) }),
        ("(%@ IN mapOptBinary)", [DataWrapper(persistedValue: Data(count: 256))], 0, { $0.mapOptBinary.contains(DataWrapper(persistedValue: Data(count: 256))) }),
        ("(NOT %@ IN mapOptBinary)", [DataWrapper(persistedValue: Data(count: 64))], 0, { !$0.mapOptBinary.contains(DataWrapper(persistedValue: Data(count: 64))) }),
        ("(NOT %@ IN mapOptBinary)", [DataWrapper(persistedValue: Data(count: 256))], 1, { !$0.mapOptBinary.contains(DataWrapper(persistedValue: Data(count: 256))) }),
        ("(%@ IN mapOptDate)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.mapOptDate.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))) }),
        ("(%@ IN mapOptDate)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 0, { $0.mapOptDate.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))) }),
        ("(NOT %@ IN mapOptDate)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 0, { !$0.mapOptDate.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))) }),
        ("(NOT %@ IN mapOptDate)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 1, { !$0.mapOptDate.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))) }),
        ("(%@ IN mapOptDecimal)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.mapOptDecimal.contains(Decimal128Wrapper(persistedValue: Decimal128(123.456))) }),
        ("(%@ IN mapOptDecimal)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.mapOptDecimal.contains(Decimal128Wrapper(persistedValue: Decimal128(345.678))) }),
        ("(NOT %@ IN mapOptDecimal)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { !$0.mapOptDecimal.contains(Decimal128Wrapper(persistedValue: Decimal128(123.456))) }),
        ("(NOT %@ IN mapOptDecimal)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { !$0.mapOptDecimal.contains(Decimal128Wrapper(persistedValue: Decimal128(345.678))) }),
        ("(%@ IN mapOptObjectId)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))], 1, { $0.mapOptObjectId.contains(ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))) }),
        ("(%@ IN mapOptObjectId)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))], 0, { $0.mapOptObjectId.contains(ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))) }),
        ("(NOT %@ IN mapOptObjectId)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))], 0, { !$0.mapOptObjectId.contains(ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))) }),
        ("(NOT %@ IN mapOptObjectId)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))], 1, { !$0.mapOptObjectId.contains(ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))) }),
        ("(%@ IN mapOptUuid)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)], 1, { $0.mapOptUuid.contains(UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)) }),
        ("(%@ IN mapOptUuid)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)], 0, { $0.mapOptUuid.contains(UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)) }),
        ("(NOT %@ IN mapOptUuid)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)], 0, { !$0.mapOptUuid.contains(UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)) }),
        ("(NOT %@ IN mapOptUuid)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)], 1, { !$0.mapOptUuid.contains(UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)) }),
        ("(%@ IN listOptBool)", [NSNull()], 0, { $0.listOptBool.contains(nil) }),
        ("(NOT %@ IN listOptBool)", [NSNull()], 1, { !$0.listOptBool.contains(nil) }),
        ("(%@ IN listOptInt)", [NSNull()], 0, { $0.listOptInt.contains(nil) }),
        ("(NOT %@ IN listOptInt)", [NSNull()], 1, { !$0.listOptInt.contains(nil) }),
        ("(%@ IN listOptInt8)", [NSNull()], 0, { $0.listOptInt8.contains(nil) }),
        ("(NOT %@ IN listOptInt8)", [NSNull()], 1, { !$0.listOptInt8.contains(nil) }),
        ("(%@ IN listOptInt16)", [NSNull()], 0, { $0.listOptInt16.contains(nil) }),
        ("(NOT %@ IN listOptInt16)", [NSNull()], 1, { !$0.listOptInt16.contains(nil) }),
        ("(%@ IN listOptInt32)", [NSNull()], 0, { $0.listOptInt32.contains(nil) }),
        ("(NOT %@ IN listOptInt32)", [NSNull()], 1, { !$0.listOptInt32.contains(nil) }),
        ("(%@ IN listOptInt64)", [NSNull()], 0, { $0.listOptInt64.contains(nil) }),
        ("(NOT %@ IN listOptInt64)", [NSNull()], 1, { !$0.listOptInt64.contains(nil) }),
        ("(%@ IN listOptFloat)", [NSNull()], 0, { $0.listOptFloat.contains(nil) }),
        ("(NOT %@ IN listOptFloat)", [NSNull()], 1, { !$0.listOptFloat.contains(nil) }),
        ("(%@ IN listOptDouble)", [NSNull()], 0, { $0.listOptDouble.contains(nil) }),
        ("(NOT %@ IN listOptDouble)", [NSNull()], 1, { !$0.listOptDouble.contains(nil) }),
        ("(%@ IN listOptString)", [NSNull()], 0, { $0.listOptString.contains(nil) }),
        ("(NOT %@ IN listOptString)", [NSNull()], 1, { !$0.listOptString.contains(nil) }),
        ("(%@ IN listOptBinary)", [NSNull()], 0, { $0.listOptBinary.contains(nil) }),
        ("(NOT %@ IN listOptBinary)", [NSNull()], 1, { !$0.listOptBinary.contains(nil) }),
        ("(%@ IN listOptDate)", [NSNull()], 0, { $0.listOptDate.contains(nil) }),
        ("(NOT %@ IN listOptDate)", [NSNull()], 1, { !$0.listOptDate.contains(nil) }),
        ("(%@ IN listOptDecimal)", [NSNull()], 0, { $0.listOptDecimal.contains(nil) }),
        ("(NOT %@ IN listOptDecimal)", [NSNull()], 1, { !$0.listOptDecimal.contains(nil) }),
        ("(%@ IN listOptObjectId)", [NSNull()], 0, { $0.listOptObjectId.contains(nil) }),
        ("(NOT %@ IN listOptObjectId)", [NSNull()], 1, { !$0.listOptObjectId.contains(nil) }),
        ("(%@ IN listOptUuid)", [NSNull()], 0, { $0.listOptUuid.contains(nil) }),
        ("(NOT %@ IN listOptUuid)", [NSNull()], 1, { !$0.listOptUuid.contains(nil) }),
        ("(%@ IN setOptBool)", [NSNull()], 0, { $0.setOptBool.contains(nil) }),
        ("(NOT %@ IN setOptBool)", [NSNull()], 1, { !$0.setOptBool.contains(nil) }),
        ("(%@ IN setOptInt)", [NSNull()], 0, { $0.setOptInt.contains(nil) }),
        ("(NOT %@ IN setOptInt)", [NSNull()], 1, { !$0.setOptInt.contains(nil) }),
        ("(%@ IN setOptInt8)", [NSNull()], 0, { $0.setOptInt8.contains(nil) }),
        ("(NOT %@ IN setOptInt8)", [NSNull()], 1, { !$0.setOptInt8.contains(nil) }),
        ("(%@ IN setOptInt16)", [NSNull()], 0, { $0.setOptInt16.contains(nil) }),
        ("(NOT %@ IN setOptInt16)", [NSNull()], 1, { !$0.setOptInt16.contains(nil) }),
        ("(%@ IN setOptInt32)", [NSNull()], 0, { $0.setOptInt32.contains(nil) }),
        ("(NOT %@ IN setOptInt32)", [NSNull()], 1, { !$0.setOptInt32.contains(nil) }),
        ("(%@ IN setOptInt64)", [NSNull()], 0, { $0.setOptInt64.contains(nil) }),
        ("(NOT %@ IN setOptInt64)", [NSNull()], 1, { !$0.setOptInt64.contains(nil) }),
        ("(%@ IN setOptFloat)", [NSNull()], 0, { $0.setOptFloat.contains(nil) }),
        ("(NOT %@ IN setOptFloat)", [NSNull()], 1, { !$0.setOptFloat.contains(nil) }),
        ("(%@ IN setOptDouble)", [NSNull()], 0, { $0.setOptDouble.contains(nil) }),
        ("(NOT %@ IN setOptDouble)", [NSNull()], 1, { !$0.setOptDouble.contains(nil) }),
        ("(%@ IN setOptString)", [NSNull()], 0, { $0.setOptString.contains(nil) }),
        ("(NOT %@ IN setOptString)", [NSNull()], 1, { !$0.setOptString.contains(nil) }),
        ("(%@ IN setOptBinary)", [NSNull()], 0, { $0.setOptBinary.contains(nil) }),
        ("(NOT %@ IN setOptBinary)", [NSNull()], 1, { !$0.setOptBinary.contains(nil) }),
        ("(%@ IN setOptDate)", [NSNull()], 0, { $0.setOptDate.contains(nil) }),
        ("(NOT %@ IN setOptDate)", [NSNull()], 1, { !$0.setOptDate.contains(nil) }),
        ("(%@ IN setOptDecimal)", [NSNull()], 0, { $0.setOptDecimal.contains(nil) }),
        ("(NOT %@ IN setOptDecimal)", [NSNull()], 1, { !$0.setOptDecimal.contains(nil) }),
        ("(%@ IN setOptObjectId)", [NSNull()], 0, { $0.setOptObjectId.contains(nil) }),
        ("(NOT %@ IN setOptObjectId)", [NSNull()], 1, { !$0.setOptObjectId.contains(nil) }),
        ("(%@ IN setOptUuid)", [NSNull()], 0, { $0.setOptUuid.contains(nil) }),
        ("(NOT %@ IN setOptUuid)", [NSNull()], 1, { !$0.setOptUuid.contains(nil) }),
        ("(%@ IN mapOptBool)", [NSNull()], 0, { $0.mapOptBool.contains(nil) }),
        ("(NOT %@ IN mapOptBool)", [NSNull()], 1, { !$0.mapOptBool.contains(nil) }),
        ("(%@ IN mapOptInt)", [NSNull()], 0, { $0.mapOptInt.contains(nil) }),
        ("(NOT %@ IN mapOptInt)", [NSNull()], 1, { !$0.mapOptInt.contains(nil) }),
        ("(%@ IN mapOptInt8)", [NSNull()], 0, { $0.mapOptInt8.contains(nil) }),
        ("(NOT %@ IN mapOptInt8)", [NSNull()], 1, { !$0.mapOptInt8.contains(nil) }),
        ("(%@ IN mapOptInt16)", [NSNull()], 0, { $0.mapOptInt16.contains(nil) }),
        ("(NOT %@ IN mapOptInt16)", [NSNull()], 1, { !$0.mapOptInt16.contains(nil) }),
        ("(%@ IN mapOptInt32)", [NSNull()], 0, { $0.mapOptInt32.contains(nil) }),
        ("(NOT %@ IN mapOptInt32)", [NSNull()], 1, { !$0.mapOptInt32.contains(nil) }),
        ("(%@ IN mapOptInt64)", [NSNull()], 0, { $0.mapOptInt64.contains(nil) }),
        ("(NOT %@ IN mapOptInt64)", [NSNull()], 1, { !$0.mapOptInt64.contains(nil) }),
        ("(%@ IN mapOptFloat)", [NSNull()], 0, { $0.mapOptFloat.contains(nil) }),
        ("(NOT %@ IN mapOptFloat)", [NSNull()], 1, { !$0.mapOptFloat.contains(nil) }),
        ("(%@ IN mapOptDouble)", [NSNull()], 0, { $0.mapOptDouble.contains(nil) }),
        ("(NOT %@ IN mapOptDouble)", [NSNull()], 1, { !$0.mapOptDouble.contains(nil) }),
        ("(%@ IN mapOptString)", [NSNull()], 0, { $0.mapOptString.contains(nil) }),
        ("(NOT %@ IN mapOptString)", [NSNull()], 1, { !$0.mapOptString.contains(nil) }),
        ("(%@ IN mapOptBinary)", [NSNull()], 0, { $0.mapOptBinary.contains(nil) }),
        ("(NOT %@ IN mapOptBinary)", [NSNull()], 1, { !$0.mapOptBinary.contains(nil) }),
        ("(%@ IN mapOptDate)", [NSNull()], 0, { $0.mapOptDate.contains(nil) }),
        ("(NOT %@ IN mapOptDate)", [NSNull()], 1, { !$0.mapOptDate.contains(nil) }),
        ("(%@ IN mapOptDecimal)", [NSNull()], 0, { $0.mapOptDecimal.contains(nil) }),
        ("(NOT %@ IN mapOptDecimal)", [NSNull()], 1, { !$0.mapOptDecimal.contains(nil) }),
        ("(%@ IN mapOptObjectId)", [NSNull()], 0, { $0.mapOptObjectId.contains(nil) }),
        ("(NOT %@ IN mapOptObjectId)", [NSNull()], 1, { !$0.mapOptObjectId.contains(nil) }),
        ("(%@ IN mapOptUuid)", [NSNull()], 0, { $0.mapOptUuid.contains(nil) }),
        ("(NOT %@ IN mapOptUuid)", [NSNull()], 1, { !$0.mapOptUuid.contains(nil) }),
    ]
    for (text, values, count, query) in wrappedRows {
        let (built, args) = query(Query<CustomPersistableCollections>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(CustomPersistableCollections.self).where(query).count, count, built)
    }
}

/// `contains` of a range on a list, set or map of every numeric and date type, Int-backed enum (through `rawValue`) and numeric wrapper (through `persistableValue`), optional or not, holding its first two values: the closed range from the first to the second is `((name.@min >= %@) && (name.@max <= %@))` and matches, the half-open one `((name.@min >= %@) && (name.@max < %@))` and does not.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testCollectionContainsRange
func testSuiteQueryCollectionRangesEveryElementType() throws {
    let realm = try Realm()
    let values = ModernCollectionsOfValues()
    let enums = ModernCollectionsOfEnums()
    let wrapped = CustomPersistableCollections()
    values.arrayBool.append(objectsIn: [true, true])
    values.arrayInt.append(objectsIn: [1, 3])
    values.arrayInt8.append(objectsIn: [Int8(8), Int8(9)])
    values.arrayInt16.append(objectsIn: [Int16(16), Int16(17)])
    values.arrayInt32.append(objectsIn: [Int32(32), Int32(33)])
    values.arrayInt64.append(objectsIn: [Int64(64), Int64(65)])
    values.arrayFloat.append(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.arrayDouble.append(objectsIn: [123.456, 234.567])
    values.arrayString.append(objectsIn: ["Foo", "Foó"])
    values.arrayBinary.append(objectsIn: [Data(count: 64), Data(count: 128)])
    values.arrayDate.append(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.arrayDecimal.append(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.arrayObjectId.append(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.arrayUuid.append(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.arrayOptBool.append(objectsIn: [true, true])
    values.arrayOptInt.append(objectsIn: [1, 3])
    values.arrayOptInt8.append(objectsIn: [Int8(8), Int8(9)])
    values.arrayOptInt16.append(objectsIn: [Int16(16), Int16(17)])
    values.arrayOptInt32.append(objectsIn: [Int32(32), Int32(33)])
    values.arrayOptInt64.append(objectsIn: [Int64(64), Int64(65)])
    values.arrayOptFloat.append(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.arrayOptDouble.append(objectsIn: [123.456, 234.567])
    values.arrayOptString.append(objectsIn: ["Foo", "Foó"])
    values.arrayOptBinary.append(objectsIn: [Data(count: 64), Data(count: 128)])
    values.arrayOptDate.append(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.arrayOptDecimal.append(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.arrayOptObjectId.append(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.arrayOptUuid.append(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.setBool.insert(objectsIn: [true, true])
    values.setInt.insert(objectsIn: [1, 3])
    values.setInt8.insert(objectsIn: [Int8(8), Int8(9)])
    values.setInt16.insert(objectsIn: [Int16(16), Int16(17)])
    values.setInt32.insert(objectsIn: [Int32(32), Int32(33)])
    values.setInt64.insert(objectsIn: [Int64(64), Int64(65)])
    values.setFloat.insert(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.setDouble.insert(objectsIn: [123.456, 234.567])
    values.setString.insert(objectsIn: ["Foo", "Foó"])
    values.setBinary.insert(objectsIn: [Data(count: 64), Data(count: 128)])
    values.setDate.insert(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.setDecimal.insert(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.setObjectId.insert(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.setUuid.insert(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.setOptBool.insert(objectsIn: [true, true])
    values.setOptInt.insert(objectsIn: [1, 3])
    values.setOptInt8.insert(objectsIn: [Int8(8), Int8(9)])
    values.setOptInt16.insert(objectsIn: [Int16(16), Int16(17)])
    values.setOptInt32.insert(objectsIn: [Int32(32), Int32(33)])
    values.setOptInt64.insert(objectsIn: [Int64(64), Int64(65)])
    values.setOptFloat.insert(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.setOptDouble.insert(objectsIn: [123.456, 234.567])
    values.setOptString.insert(objectsIn: ["Foo", "Foó"])
    values.setOptBinary.insert(objectsIn: [Data(count: 64), Data(count: 128)])
    values.setOptDate.insert(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.setOptDecimal.insert(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.setOptObjectId.insert(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.setOptUuid.insert(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.mapBool["foo"] = true
    values.mapBool["bar"] = true
    values.mapInt["foo"] = 1
    values.mapInt["bar"] = 3
    values.mapInt8["foo"] = Int8(8)
    values.mapInt8["bar"] = Int8(9)
    values.mapInt16["foo"] = Int16(16)
    values.mapInt16["bar"] = Int16(17)
    values.mapInt32["foo"] = Int32(32)
    values.mapInt32["bar"] = Int32(33)
    values.mapInt64["foo"] = Int64(64)
    values.mapInt64["bar"] = Int64(65)
    values.mapFloat["foo"] = Float(5.55444333)
    values.mapFloat["bar"] = Float(6.55444333)
    values.mapDouble["foo"] = 123.456
    values.mapDouble["bar"] = 234.567
    values.mapString["foo"] = "Foo"
    values.mapString["bar"] = "Foó"
    values.mapBinary["foo"] = Data(count: 64)
    values.mapBinary["bar"] = Data(count: 128)
    values.mapDate["foo"] = Date(timeIntervalSince1970: 1000000)
    values.mapDate["bar"] = Date(timeIntervalSince1970: 2000000)
    values.mapDecimal["foo"] = Decimal128(123.456)
    values.mapDecimal["bar"] = Decimal128(234.567)
    values.mapObjectId["foo"] = ObjectId("61184062c1d8f096a3695046")
    values.mapObjectId["bar"] = ObjectId("61184062c1d8f096a3695045")
    values.mapUuid["foo"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!
    values.mapUuid["bar"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    values.mapOptBool["foo"] = true
    values.mapOptBool["bar"] = true
    values.mapOptInt["foo"] = 1
    values.mapOptInt["bar"] = 3
    values.mapOptInt8["foo"] = Int8(8)
    values.mapOptInt8["bar"] = Int8(9)
    values.mapOptInt16["foo"] = Int16(16)
    values.mapOptInt16["bar"] = Int16(17)
    values.mapOptInt32["foo"] = Int32(32)
    values.mapOptInt32["bar"] = Int32(33)
    values.mapOptInt64["foo"] = Int64(64)
    values.mapOptInt64["bar"] = Int64(65)
    values.mapOptFloat["foo"] = Float(5.55444333)
    values.mapOptFloat["bar"] = Float(6.55444333)
    values.mapOptDouble["foo"] = 123.456
    values.mapOptDouble["bar"] = 234.567
    values.mapOptString["foo"] = "Foo"
    values.mapOptString["bar"] = "Foó"
    values.mapOptBinary["foo"] = Data(count: 64)
    values.mapOptBinary["bar"] = Data(count: 128)
    values.mapOptDate["foo"] = Date(timeIntervalSince1970: 1000000)
    values.mapOptDate["bar"] = Date(timeIntervalSince1970: 2000000)
    values.mapOptDecimal["foo"] = Decimal128(123.456)
    values.mapOptDecimal["bar"] = Decimal128(234.567)
    values.mapOptObjectId["foo"] = ObjectId("61184062c1d8f096a3695046")
    values.mapOptObjectId["bar"] = ObjectId("61184062c1d8f096a3695045")
    values.mapOptUuid["foo"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!
    values.mapOptUuid["bar"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    values.arrayAny.append(objectsIn: [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello")])
    values.setAny.insert(objectsIn: [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello")])
    values.mapAny["foo"] = AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))
    values.mapAny["bar"] = AnyRealmValue.string("Hello")
    enums.listInt.append(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.listInt8.append(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.listInt16.append(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.listInt32.append(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.listInt64.append(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.listFloat.append(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.listDouble.append(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.listString.append(objectsIn: [EnumString.value1, EnumString.value2])
    enums.listIntOpt.append(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.listInt8Opt.append(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.listInt16Opt.append(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.listInt32Opt.append(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.listInt64Opt.append(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.listFloatOpt.append(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.listDoubleOpt.append(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.listStringOpt.append(objectsIn: [EnumString.value1, EnumString.value2])
    enums.setInt.insert(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.setInt8.insert(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.setInt16.insert(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.setInt32.insert(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.setInt64.insert(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.setFloat.insert(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.setDouble.insert(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.setString.insert(objectsIn: [EnumString.value1, EnumString.value2])
    enums.setIntOpt.insert(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.setInt8Opt.insert(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.setInt16Opt.insert(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.setInt32Opt.insert(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.setInt64Opt.insert(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.setFloatOpt.insert(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.setDoubleOpt.insert(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.setStringOpt.insert(objectsIn: [EnumString.value1, EnumString.value2])
    enums.mapInt["foo"] = EnumInt.value1
    enums.mapInt["bar"] = EnumInt.value2
    enums.mapInt8["foo"] = EnumInt8.value1
    enums.mapInt8["bar"] = EnumInt8.value2
    enums.mapInt16["foo"] = EnumInt16.value1
    enums.mapInt16["bar"] = EnumInt16.value2
    enums.mapInt32["foo"] = EnumInt32.value1
    enums.mapInt32["bar"] = EnumInt32.value2
    enums.mapInt64["foo"] = EnumInt64.value1
    enums.mapInt64["bar"] = EnumInt64.value2
    enums.mapFloat["foo"] = EnumFloat.value1
    enums.mapFloat["bar"] = EnumFloat.value2
    enums.mapDouble["foo"] = EnumDouble.value1
    enums.mapDouble["bar"] = EnumDouble.value2
    enums.mapString["foo"] = EnumString.value1
    enums.mapString["bar"] = EnumString.value2
    enums.mapIntOpt["foo"] = EnumInt.value1
    enums.mapIntOpt["bar"] = EnumInt.value2
    enums.mapInt8Opt["foo"] = EnumInt8.value1
    enums.mapInt8Opt["bar"] = EnumInt8.value2
    enums.mapInt16Opt["foo"] = EnumInt16.value1
    enums.mapInt16Opt["bar"] = EnumInt16.value2
    enums.mapInt32Opt["foo"] = EnumInt32.value1
    enums.mapInt32Opt["bar"] = EnumInt32.value2
    enums.mapInt64Opt["foo"] = EnumInt64.value1
    enums.mapInt64Opt["bar"] = EnumInt64.value2
    enums.mapFloatOpt["foo"] = EnumFloat.value1
    enums.mapFloatOpt["bar"] = EnumFloat.value2
    enums.mapDoubleOpt["foo"] = EnumDouble.value1
    enums.mapDoubleOpt["bar"] = EnumDouble.value2
    enums.mapStringOpt["foo"] = EnumString.value1
    enums.mapStringOpt["bar"] = EnumString.value2
    wrapped.listBool.append(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.listInt.append(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.listInt8.append(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.listInt16.append(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.listInt32.append(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.listInt64.append(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.listFloat.append(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.listDouble.append(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.listString.append(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.listBinary.append(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.listDate.append(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.listDecimal.append(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.listObjectId.append(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.listUuid.append(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.listOptBool.append(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.listOptInt.append(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.listOptInt8.append(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.listOptInt16.append(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.listOptInt32.append(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.listOptInt64.append(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.listOptFloat.append(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.listOptDouble.append(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.listOptString.append(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.listOptBinary.append(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.listOptDate.append(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.listOptDecimal.append(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.listOptObjectId.append(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.listOptUuid.append(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.setBool.insert(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.setInt.insert(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.setInt8.insert(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.setInt16.insert(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.setInt32.insert(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.setInt64.insert(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.setFloat.insert(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.setDouble.insert(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.setString.insert(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.setBinary.insert(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.setDate.insert(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.setDecimal.insert(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.setObjectId.insert(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.setUuid.insert(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.setOptBool.insert(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.setOptInt.insert(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.setOptInt8.insert(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.setOptInt16.insert(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.setOptInt32.insert(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.setOptInt64.insert(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.setOptFloat.insert(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.setOptDouble.insert(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.setOptString.insert(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.setOptBinary.insert(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.setOptDate.insert(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.setOptDecimal.insert(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.setOptObjectId.insert(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.setOptUuid.insert(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.mapBool["foo"] = BoolWrapper(persistedValue: true)
    wrapped.mapBool["bar"] = BoolWrapper(persistedValue: true)
    wrapped.mapInt["foo"] = IntWrapper(persistedValue: 1)
    wrapped.mapInt["bar"] = IntWrapper(persistedValue: 3)
    wrapped.mapInt8["foo"] = Int8Wrapper(persistedValue: Int8(8))
    wrapped.mapInt8["bar"] = Int8Wrapper(persistedValue: Int8(9))
    wrapped.mapInt16["foo"] = Int16Wrapper(persistedValue: Int16(16))
    wrapped.mapInt16["bar"] = Int16Wrapper(persistedValue: Int16(17))
    wrapped.mapInt32["foo"] = Int32Wrapper(persistedValue: Int32(32))
    wrapped.mapInt32["bar"] = Int32Wrapper(persistedValue: Int32(33))
    wrapped.mapInt64["foo"] = Int64Wrapper(persistedValue: Int64(64))
    wrapped.mapInt64["bar"] = Int64Wrapper(persistedValue: Int64(65))
    wrapped.mapFloat["foo"] = FloatWrapper(persistedValue: Float(5.55444333))
    wrapped.mapFloat["bar"] = FloatWrapper(persistedValue: Float(6.55444333))
    wrapped.mapDouble["foo"] = DoubleWrapper(persistedValue: 123.456)
    wrapped.mapDouble["bar"] = DoubleWrapper(persistedValue: 234.567)
    wrapped.mapString["foo"] = StringWrapper(persistedValue: "Foo")
    wrapped.mapString["bar"] = StringWrapper(persistedValue: "Foó")
    wrapped.mapBinary["foo"] = DataWrapper(persistedValue: Data(count: 64))
    wrapped.mapBinary["bar"] = DataWrapper(persistedValue: Data(count: 128))
    wrapped.mapDate["foo"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    wrapped.mapDate["bar"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    wrapped.mapDecimal["foo"] = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    wrapped.mapDecimal["bar"] = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    wrapped.mapObjectId["foo"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))
    wrapped.mapObjectId["bar"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    wrapped.mapUuid["foo"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)
    wrapped.mapUuid["bar"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    wrapped.mapOptBool["foo"] = BoolWrapper(persistedValue: true)
    wrapped.mapOptBool["bar"] = BoolWrapper(persistedValue: true)
    wrapped.mapOptInt["foo"] = IntWrapper(persistedValue: 1)
    wrapped.mapOptInt["bar"] = IntWrapper(persistedValue: 3)
    wrapped.mapOptInt8["foo"] = Int8Wrapper(persistedValue: Int8(8))
    wrapped.mapOptInt8["bar"] = Int8Wrapper(persistedValue: Int8(9))
    wrapped.mapOptInt16["foo"] = Int16Wrapper(persistedValue: Int16(16))
    wrapped.mapOptInt16["bar"] = Int16Wrapper(persistedValue: Int16(17))
    wrapped.mapOptInt32["foo"] = Int32Wrapper(persistedValue: Int32(32))
    wrapped.mapOptInt32["bar"] = Int32Wrapper(persistedValue: Int32(33))
    wrapped.mapOptInt64["foo"] = Int64Wrapper(persistedValue: Int64(64))
    wrapped.mapOptInt64["bar"] = Int64Wrapper(persistedValue: Int64(65))
    wrapped.mapOptFloat["foo"] = FloatWrapper(persistedValue: Float(5.55444333))
    wrapped.mapOptFloat["bar"] = FloatWrapper(persistedValue: Float(6.55444333))
    wrapped.mapOptDouble["foo"] = DoubleWrapper(persistedValue: 123.456)
    wrapped.mapOptDouble["bar"] = DoubleWrapper(persistedValue: 234.567)
    wrapped.mapOptString["foo"] = StringWrapper(persistedValue: "Foo")
    wrapped.mapOptString["bar"] = StringWrapper(persistedValue: "Foó")
    wrapped.mapOptBinary["foo"] = DataWrapper(persistedValue: Data(count: 64))
    wrapped.mapOptBinary["bar"] = DataWrapper(persistedValue: Data(count: 128))
    wrapped.mapOptDate["foo"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    wrapped.mapOptDate["bar"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    wrapped.mapOptDecimal["foo"] = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    wrapped.mapOptDecimal["bar"] = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    wrapped.mapOptObjectId["foo"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))
    wrapped.mapOptObjectId["bar"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    wrapped.mapOptUuid["foo"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)
    wrapped.mapOptUuid["bar"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    try realm.write {
        realm.add(values)
        realm.add(enums)
        realm.add(wrapped)
    }
    let valueRows: [(String, [Any], Int, (Query<ModernCollectionsOfValues>) -> Query<Bool>)] = [
        ("((arrayInt.@min >= %@) && (arrayInt.@max <= %@))", [1, 3], 1, { $0.arrayInt.contains(1...3) }),
        ("((arrayInt.@min >= %@) && (arrayInt.@max < %@))", [1, 3], 0, { $0.arrayInt.contains(1..<3) }),
        ("((arrayInt8.@min >= %@) && (arrayInt8.@max <= %@))", [Int8(8), Int8(9)], 1, { $0.arrayInt8.contains(Int8(8)...Int8(9)) }),
        ("((arrayInt8.@min >= %@) && (arrayInt8.@max < %@))", [Int8(8), Int8(9)], 0, { $0.arrayInt8.contains(Int8(8)..<Int8(9)) }),
        ("((arrayInt16.@min >= %@) && (arrayInt16.@max <= %@))", [Int16(16), Int16(17)], 1, { $0.arrayInt16.contains(Int16(16)...Int16(17)) }),
        ("((arrayInt16.@min >= %@) && (arrayInt16.@max < %@))", [Int16(16), Int16(17)], 0, { $0.arrayInt16.contains(Int16(16)..<Int16(17)) }),
        ("((arrayInt32.@min >= %@) && (arrayInt32.@max <= %@))", [Int32(32), Int32(33)], 1, { $0.arrayInt32.contains(Int32(32)...Int32(33)) }),
        ("((arrayInt32.@min >= %@) && (arrayInt32.@max < %@))", [Int32(32), Int32(33)], 0, { $0.arrayInt32.contains(Int32(32)..<Int32(33)) }),
        ("((arrayInt64.@min >= %@) && (arrayInt64.@max <= %@))", [Int64(64), Int64(65)], 1, { $0.arrayInt64.contains(Int64(64)...Int64(65)) }),
        ("((arrayInt64.@min >= %@) && (arrayInt64.@max < %@))", [Int64(64), Int64(65)], 0, { $0.arrayInt64.contains(Int64(64)..<Int64(65)) }),
        ("((arrayFloat.@min >= %@) && (arrayFloat.@max <= %@))", [Float(5.55444333), Float(6.55444333)], 1, { $0.arrayFloat.contains(Float(5.55444333)...Float(6.55444333)) }),
        ("((arrayFloat.@min >= %@) && (arrayFloat.@max < %@))", [Float(5.55444333), Float(6.55444333)], 0, { $0.arrayFloat.contains(Float(5.55444333)..<Float(6.55444333)) }),
        ("((arrayDouble.@min >= %@) && (arrayDouble.@max <= %@))", [123.456, 234.567], 1, { $0.arrayDouble.contains(123.456...234.567) }),
        ("((arrayDouble.@min >= %@) && (arrayDouble.@max < %@))", [123.456, 234.567], 0, { $0.arrayDouble.contains(123.456..<234.567) }),
        ("((arrayDate.@min >= %@) && (arrayDate.@max <= %@))", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)], 1, { $0.arrayDate.contains(Date(timeIntervalSince1970: 1000000)...Date(timeIntervalSince1970: 2000000)) }),
        ("((arrayDate.@min >= %@) && (arrayDate.@max < %@))", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)], 0, { $0.arrayDate.contains(Date(timeIntervalSince1970: 1000000)..<Date(timeIntervalSince1970: 2000000)) }),
        ("((arrayDecimal.@min >= %@) && (arrayDecimal.@max <= %@))", [Decimal128(123.456), Decimal128(234.567)], 1, { $0.arrayDecimal.contains(Decimal128(123.456)...Decimal128(234.567)) }),
        ("((arrayDecimal.@min >= %@) && (arrayDecimal.@max < %@))", [Decimal128(123.456), Decimal128(234.567)], 0, { $0.arrayDecimal.contains(Decimal128(123.456)..<Decimal128(234.567)) }),
        ("((arrayOptInt.@min >= %@) && (arrayOptInt.@max <= %@))", [1, 3], 1, { $0.arrayOptInt.contains(1...3) }),
        ("((arrayOptInt.@min >= %@) && (arrayOptInt.@max < %@))", [1, 3], 0, { $0.arrayOptInt.contains(1..<3) }),
        ("((arrayOptInt8.@min >= %@) && (arrayOptInt8.@max <= %@))", [Int8(8), Int8(9)], 1, { $0.arrayOptInt8.contains(Int8(8)...Int8(9)) }),
        ("((arrayOptInt8.@min >= %@) && (arrayOptInt8.@max < %@))", [Int8(8), Int8(9)], 0, { $0.arrayOptInt8.contains(Int8(8)..<Int8(9)) }),
        ("((arrayOptInt16.@min >= %@) && (arrayOptInt16.@max <= %@))", [Int16(16), Int16(17)], 1, { $0.arrayOptInt16.contains(Int16(16)...Int16(17)) }),
        ("((arrayOptInt16.@min >= %@) && (arrayOptInt16.@max < %@))", [Int16(16), Int16(17)], 0, { $0.arrayOptInt16.contains(Int16(16)..<Int16(17)) }),
        ("((arrayOptInt32.@min >= %@) && (arrayOptInt32.@max <= %@))", [Int32(32), Int32(33)], 1, { $0.arrayOptInt32.contains(Int32(32)...Int32(33)) }),
        ("((arrayOptInt32.@min >= %@) && (arrayOptInt32.@max < %@))", [Int32(32), Int32(33)], 0, { $0.arrayOptInt32.contains(Int32(32)..<Int32(33)) }),
        ("((arrayOptInt64.@min >= %@) && (arrayOptInt64.@max <= %@))", [Int64(64), Int64(65)], 1, { $0.arrayOptInt64.contains(Int64(64)...Int64(65)) }),
        ("((arrayOptInt64.@min >= %@) && (arrayOptInt64.@max < %@))", [Int64(64), Int64(65)], 0, { $0.arrayOptInt64.contains(Int64(64)..<Int64(65)) }),
        ("((arrayOptFloat.@min >= %@) && (arrayOptFloat.@max <= %@))", [Float(5.55444333), Float(6.55444333)], 1, { $0.arrayOptFloat.contains(Float(5.55444333)...Float(6.55444333)) }),
        ("((arrayOptFloat.@min >= %@) && (arrayOptFloat.@max < %@))", [Float(5.55444333), Float(6.55444333)], 0, { $0.arrayOptFloat.contains(Float(5.55444333)..<Float(6.55444333)) }),
        ("((arrayOptDouble.@min >= %@) && (arrayOptDouble.@max <= %@))", [123.456, 234.567], 1, { $0.arrayOptDouble.contains(123.456...234.567) }),
        ("((arrayOptDouble.@min >= %@) && (arrayOptDouble.@max < %@))", [123.456, 234.567], 0, { $0.arrayOptDouble.contains(123.456..<234.567) }),
        ("((arrayOptDate.@min >= %@) && (arrayOptDate.@max <= %@))", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)], 1, { $0.arrayOptDate.contains(Date(timeIntervalSince1970: 1000000)...Date(timeIntervalSince1970: 2000000)) }),
        ("((arrayOptDate.@min >= %@) && (arrayOptDate.@max < %@))", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)], 0, { $0.arrayOptDate.contains(Date(timeIntervalSince1970: 1000000)..<Date(timeIntervalSince1970: 2000000)) }),
        ("((arrayOptDecimal.@min >= %@) && (arrayOptDecimal.@max <= %@))", [Decimal128(123.456), Decimal128(234.567)], 1, { $0.arrayOptDecimal.contains(Decimal128(123.456)...Decimal128(234.567)) }),
        ("((arrayOptDecimal.@min >= %@) && (arrayOptDecimal.@max < %@))", [Decimal128(123.456), Decimal128(234.567)], 0, { $0.arrayOptDecimal.contains(Decimal128(123.456)..<Decimal128(234.567)) }),
        ("((setInt.@min >= %@) && (setInt.@max <= %@))", [1, 3], 1, { $0.setInt.contains(1...3) }),
        ("((setInt.@min >= %@) && (setInt.@max < %@))", [1, 3], 0, { $0.setInt.contains(1..<3) }),
        ("((setInt8.@min >= %@) && (setInt8.@max <= %@))", [Int8(8), Int8(9)], 1, { $0.setInt8.contains(Int8(8)...Int8(9)) }),
        ("((setInt8.@min >= %@) && (setInt8.@max < %@))", [Int8(8), Int8(9)], 0, { $0.setInt8.contains(Int8(8)..<Int8(9)) }),
        ("((setInt16.@min >= %@) && (setInt16.@max <= %@))", [Int16(16), Int16(17)], 1, { $0.setInt16.contains(Int16(16)...Int16(17)) }),
        ("((setInt16.@min >= %@) && (setInt16.@max < %@))", [Int16(16), Int16(17)], 0, { $0.setInt16.contains(Int16(16)..<Int16(17)) }),
        ("((setInt32.@min >= %@) && (setInt32.@max <= %@))", [Int32(32), Int32(33)], 1, { $0.setInt32.contains(Int32(32)...Int32(33)) }),
        ("((setInt32.@min >= %@) && (setInt32.@max < %@))", [Int32(32), Int32(33)], 0, { $0.setInt32.contains(Int32(32)..<Int32(33)) }),
        ("((setInt64.@min >= %@) && (setInt64.@max <= %@))", [Int64(64), Int64(65)], 1, { $0.setInt64.contains(Int64(64)...Int64(65)) }),
        ("((setInt64.@min >= %@) && (setInt64.@max < %@))", [Int64(64), Int64(65)], 0, { $0.setInt64.contains(Int64(64)..<Int64(65)) }),
        ("((setFloat.@min >= %@) && (setFloat.@max <= %@))", [Float(5.55444333), Float(6.55444333)], 1, { $0.setFloat.contains(Float(5.55444333)...Float(6.55444333)) }),
        ("((setFloat.@min >= %@) && (setFloat.@max < %@))", [Float(5.55444333), Float(6.55444333)], 0, { $0.setFloat.contains(Float(5.55444333)..<Float(6.55444333)) }),
        ("((setDouble.@min >= %@) && (setDouble.@max <= %@))", [123.456, 234.567], 1, { $0.setDouble.contains(123.456...234.567) }),
        ("((setDouble.@min >= %@) && (setDouble.@max < %@))", [123.456, 234.567], 0, { $0.setDouble.contains(123.456..<234.567) }),
        ("((setDate.@min >= %@) && (setDate.@max <= %@))", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)], 1, { $0.setDate.contains(Date(timeIntervalSince1970: 1000000)...Date(timeIntervalSince1970: 2000000)) }),
        ("((setDate.@min >= %@) && (setDate.@max < %@))", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)], 0, { $0.setDate.contains(Date(timeIntervalSince1970: 1000000)..<Date(timeIntervalSince1970: 2000000)) }),
        ("((setDecimal.@min >= %@) && (setDecimal.@max <= %@))", [Decimal128(123.456), Decimal128(234.567)], 1, { $0.setDecimal.contains(Decimal128(123.456)...Decimal128(234.567)) }),
        ("((setDecimal.@min >= %@) && (setDecimal.@max < %@))", [Decimal128(123.456), Decimal128(234.567)], 0, { $0.setDecimal.contains(Decimal128(123.456)..<Decimal128(234.567)) }),
        ("((setOptInt.@min >= %@) && (setOptInt.@max <= %@))", [1, 3], 1, { $0.setOptInt.contains(1...3) }),
        ("((setOptInt.@min >= %@) && (setOptInt.@max < %@))", [1, 3], 0, { $0.setOptInt.contains(1..<3) }),
        ("((setOptInt8.@min >= %@) && (setOptInt8.@max <= %@))", [Int8(8), Int8(9)], 1, { $0.setOptInt8.contains(Int8(8)...Int8(9)) }),
        ("((setOptInt8.@min >= %@) && (setOptInt8.@max < %@))", [Int8(8), Int8(9)], 0, { $0.setOptInt8.contains(Int8(8)..<Int8(9)) }),
        ("((setOptInt16.@min >= %@) && (setOptInt16.@max <= %@))", [Int16(16), Int16(17)], 1, { $0.setOptInt16.contains(Int16(16)...Int16(17)) }),
        ("((setOptInt16.@min >= %@) && (setOptInt16.@max < %@))", [Int16(16), Int16(17)], 0, { $0.setOptInt16.contains(Int16(16)..<Int16(17)) }),
        ("((setOptInt32.@min >= %@) && (setOptInt32.@max <= %@))", [Int32(32), Int32(33)], 1, { $0.setOptInt32.contains(Int32(32)...Int32(33)) }),
        ("((setOptInt32.@min >= %@) && (setOptInt32.@max < %@))", [Int32(32), Int32(33)], 0, { $0.setOptInt32.contains(Int32(32)..<Int32(33)) }),
        ("((setOptInt64.@min >= %@) && (setOptInt64.@max <= %@))", [Int64(64), Int64(65)], 1, { $0.setOptInt64.contains(Int64(64)...Int64(65)) }),
        ("((setOptInt64.@min >= %@) && (setOptInt64.@max < %@))", [Int64(64), Int64(65)], 0, { $0.setOptInt64.contains(Int64(64)..<Int64(65)) }),
        ("((setOptFloat.@min >= %@) && (setOptFloat.@max <= %@))", [Float(5.55444333), Float(6.55444333)], 1, { $0.setOptFloat.contains(Float(5.55444333)...Float(6.55444333)) }),
        ("((setOptFloat.@min >= %@) && (setOptFloat.@max < %@))", [Float(5.55444333), Float(6.55444333)], 0, { $0.setOptFloat.contains(Float(5.55444333)..<Float(6.55444333)) }),
        ("((setOptDouble.@min >= %@) && (setOptDouble.@max <= %@))", [123.456, 234.567], 1, { $0.setOptDouble.contains(123.456...234.567) }),
        ("((setOptDouble.@min >= %@) && (setOptDouble.@max < %@))", [123.456, 234.567], 0, { $0.setOptDouble.contains(123.456..<234.567) }),
        ("((setOptDate.@min >= %@) && (setOptDate.@max <= %@))", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)], 1, { $0.setOptDate.contains(Date(timeIntervalSince1970: 1000000)...Date(timeIntervalSince1970: 2000000)) }),
        ("((setOptDate.@min >= %@) && (setOptDate.@max < %@))", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)], 0, { $0.setOptDate.contains(Date(timeIntervalSince1970: 1000000)..<Date(timeIntervalSince1970: 2000000)) }),
        ("((setOptDecimal.@min >= %@) && (setOptDecimal.@max <= %@))", [Decimal128(123.456), Decimal128(234.567)], 1, { $0.setOptDecimal.contains(Decimal128(123.456)...Decimal128(234.567)) }),
        ("((setOptDecimal.@min >= %@) && (setOptDecimal.@max < %@))", [Decimal128(123.456), Decimal128(234.567)], 0, { $0.setOptDecimal.contains(Decimal128(123.456)..<Decimal128(234.567)) }),
        ("((mapInt.@min >= %@) && (mapInt.@max <= %@))", [1, 3], 1, { $0.mapInt.contains(1...3) }),
        ("((mapInt.@min >= %@) && (mapInt.@max < %@))", [1, 3], 0, { $0.mapInt.contains(1..<3) }),
        ("((mapInt8.@min >= %@) && (mapInt8.@max <= %@))", [Int8(8), Int8(9)], 1, { $0.mapInt8.contains(Int8(8)...Int8(9)) }),
        ("((mapInt8.@min >= %@) && (mapInt8.@max < %@))", [Int8(8), Int8(9)], 0, { $0.mapInt8.contains(Int8(8)..<Int8(9)) }),
        ("((mapInt16.@min >= %@) && (mapInt16.@max <= %@))", [Int16(16), Int16(17)], 1, { $0.mapInt16.contains(Int16(16)...Int16(17)) }),
        ("((mapInt16.@min >= %@) && (mapInt16.@max < %@))", [Int16(16), Int16(17)], 0, { $0.mapInt16.contains(Int16(16)..<Int16(17)) }),
        ("((mapInt32.@min >= %@) && (mapInt32.@max <= %@))", [Int32(32), Int32(33)], 1, { $0.mapInt32.contains(Int32(32)...Int32(33)) }),
        ("((mapInt32.@min >= %@) && (mapInt32.@max < %@))", [Int32(32), Int32(33)], 0, { $0.mapInt32.contains(Int32(32)..<Int32(33)) }),
        ("((mapInt64.@min >= %@) && (mapInt64.@max <= %@))", [Int64(64), Int64(65)], 1, { $0.mapInt64.contains(Int64(64)...Int64(65)) }),
        ("((mapInt64.@min >= %@) && (mapInt64.@max < %@))", [Int64(64), Int64(65)], 0, { $0.mapInt64.contains(Int64(64)..<Int64(65)) }),
        ("((mapFloat.@min >= %@) && (mapFloat.@max <= %@))", [Float(5.55444333), Float(6.55444333)], 1, { $0.mapFloat.contains(Float(5.55444333)...Float(6.55444333)) }),
        ("((mapFloat.@min >= %@) && (mapFloat.@max < %@))", [Float(5.55444333), Float(6.55444333)], 0, { $0.mapFloat.contains(Float(5.55444333)..<Float(6.55444333)) }),
        ("((mapDouble.@min >= %@) && (mapDouble.@max <= %@))", [123.456, 234.567], 1, { $0.mapDouble.contains(123.456...234.567) }),
        ("((mapDouble.@min >= %@) && (mapDouble.@max < %@))", [123.456, 234.567], 0, { $0.mapDouble.contains(123.456..<234.567) }),
        ("((mapDate.@min >= %@) && (mapDate.@max <= %@))", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)], 1, { $0.mapDate.contains(Date(timeIntervalSince1970: 1000000)...Date(timeIntervalSince1970: 2000000)) }),
        ("((mapDate.@min >= %@) && (mapDate.@max < %@))", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)], 0, { $0.mapDate.contains(Date(timeIntervalSince1970: 1000000)..<Date(timeIntervalSince1970: 2000000)) }),
        ("((mapDecimal.@min >= %@) && (mapDecimal.@max <= %@))", [Decimal128(123.456), Decimal128(234.567)], 1, { $0.mapDecimal.contains(Decimal128(123.456)...Decimal128(234.567)) }),
        ("((mapDecimal.@min >= %@) && (mapDecimal.@max < %@))", [Decimal128(123.456), Decimal128(234.567)], 0, { $0.mapDecimal.contains(Decimal128(123.456)..<Decimal128(234.567)) }),
        ("((mapOptInt.@min >= %@) && (mapOptInt.@max <= %@))", [1, 3], 1, { $0.mapOptInt.contains(1...3) }),
        ("((mapOptInt.@min >= %@) && (mapOptInt.@max < %@))", [1, 3], 0, { $0.mapOptInt.contains(1..<3) }),
        ("((mapOptInt8.@min >= %@) && (mapOptInt8.@max <= %@))", [Int8(8), Int8(9)], 1, { $0.mapOptInt8.contains(Int8(8)...Int8(9)) }),
        ("((mapOptInt8.@min >= %@) && (mapOptInt8.@max < %@))", [Int8(8), Int8(9)], 0, { $0.mapOptInt8.contains(Int8(8)..<Int8(9)) }),
        ("((mapOptInt16.@min >= %@) && (mapOptInt16.@max <= %@))", [Int16(16), Int16(17)], 1, { $0.mapOptInt16.contains(Int16(16)...Int16(17)) }),
        ("((mapOptInt16.@min >= %@) && (mapOptInt16.@max < %@))", [Int16(16), Int16(17)], 0, { $0.mapOptInt16.contains(Int16(16)..<Int16(17)) }),
        ("((mapOptInt32.@min >= %@) && (mapOptInt32.@max <= %@))", [Int32(32), Int32(33)], 1, { $0.mapOptInt32.contains(Int32(32)...Int32(33)) }),
        ("((mapOptInt32.@min >= %@) && (mapOptInt32.@max < %@))", [Int32(32), Int32(33)], 0, { $0.mapOptInt32.contains(Int32(32)..<Int32(33)) }),
        ("((mapOptInt64.@min >= %@) && (mapOptInt64.@max <= %@))", [Int64(64), Int64(65)], 1, { $0.mapOptInt64.contains(Int64(64)...Int64(65)) }),
        ("((mapOptInt64.@min >= %@) && (mapOptInt64.@max < %@))", [Int64(64), Int64(65)], 0, { $0.mapOptInt64.contains(Int64(64)..<Int64(65)) }),
        ("((mapOptFloat.@min >= %@) && (mapOptFloat.@max <= %@))", [Float(5.55444333), Float(6.55444333)], 1, { $0.mapOptFloat.contains(Float(5.55444333)...Float(6.55444333)) }),
        ("((mapOptFloat.@min >= %@) && (mapOptFloat.@max < %@))", [Float(5.55444333), Float(6.55444333)], 0, { $0.mapOptFloat.contains(Float(5.55444333)..<Float(6.55444333)) }),
        ("((mapOptDouble.@min >= %@) && (mapOptDouble.@max <= %@))", [123.456, 234.567], 1, { $0.mapOptDouble.contains(123.456...234.567) }),
        ("((mapOptDouble.@min >= %@) && (mapOptDouble.@max < %@))", [123.456, 234.567], 0, { $0.mapOptDouble.contains(123.456..<234.567) }),
        ("((mapOptDate.@min >= %@) && (mapOptDate.@max <= %@))", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)], 1, { $0.mapOptDate.contains(Date(timeIntervalSince1970: 1000000)...Date(timeIntervalSince1970: 2000000)) }),
        ("((mapOptDate.@min >= %@) && (mapOptDate.@max < %@))", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)], 0, { $0.mapOptDate.contains(Date(timeIntervalSince1970: 1000000)..<Date(timeIntervalSince1970: 2000000)) }),
        ("((mapOptDecimal.@min >= %@) && (mapOptDecimal.@max <= %@))", [Decimal128(123.456), Decimal128(234.567)], 1, { $0.mapOptDecimal.contains(Decimal128(123.456)...Decimal128(234.567)) }),
        ("((mapOptDecimal.@min >= %@) && (mapOptDecimal.@max < %@))", [Decimal128(123.456), Decimal128(234.567)], 0, { $0.mapOptDecimal.contains(Decimal128(123.456)..<Decimal128(234.567)) }),
    ]
    for (text, values, count, query) in valueRows {
        let (built, args) = query(Query<ModernCollectionsOfValues>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernCollectionsOfValues.self).where(query).count, count, built)
    }
    let enumRows: [(String, [Any], Int, (Query<ModernCollectionsOfEnums>) -> Query<Bool>)] = [
        ("((listInt.@min >= %@) && (listInt.@max <= %@))", [EnumInt.value1.rawValue, EnumInt.value2.rawValue], 1, { $0.listInt.rawValue.contains(EnumInt.value1.rawValue...EnumInt.value2.rawValue) }),
        ("((listInt.@min >= %@) && (listInt.@max < %@))", [EnumInt.value1.rawValue, EnumInt.value2.rawValue], 0, { $0.listInt.rawValue.contains(EnumInt.value1.rawValue..<EnumInt.value2.rawValue) }),
        ("((listInt8.@min >= %@) && (listInt8.@max <= %@))", [EnumInt8.value1.rawValue, EnumInt8.value2.rawValue], 1, { $0.listInt8.rawValue.contains(EnumInt8.value1.rawValue...EnumInt8.value2.rawValue) }),
        ("((listInt8.@min >= %@) && (listInt8.@max < %@))", [EnumInt8.value1.rawValue, EnumInt8.value2.rawValue], 0, { $0.listInt8.rawValue.contains(EnumInt8.value1.rawValue..<EnumInt8.value2.rawValue) }),
        ("((listInt16.@min >= %@) && (listInt16.@max <= %@))", [EnumInt16.value1.rawValue, EnumInt16.value2.rawValue], 1, { $0.listInt16.rawValue.contains(EnumInt16.value1.rawValue...EnumInt16.value2.rawValue) }),
        ("((listInt16.@min >= %@) && (listInt16.@max < %@))", [EnumInt16.value1.rawValue, EnumInt16.value2.rawValue], 0, { $0.listInt16.rawValue.contains(EnumInt16.value1.rawValue..<EnumInt16.value2.rawValue) }),
        ("((listInt32.@min >= %@) && (listInt32.@max <= %@))", [EnumInt32.value1.rawValue, EnumInt32.value2.rawValue], 1, { $0.listInt32.rawValue.contains(EnumInt32.value1.rawValue...EnumInt32.value2.rawValue) }),
        ("((listInt32.@min >= %@) && (listInt32.@max < %@))", [EnumInt32.value1.rawValue, EnumInt32.value2.rawValue], 0, { $0.listInt32.rawValue.contains(EnumInt32.value1.rawValue..<EnumInt32.value2.rawValue) }),
        ("((listInt64.@min >= %@) && (listInt64.@max <= %@))", [EnumInt64.value1.rawValue, EnumInt64.value2.rawValue], 1, { $0.listInt64.rawValue.contains(EnumInt64.value1.rawValue...EnumInt64.value2.rawValue) }),
        ("((listInt64.@min >= %@) && (listInt64.@max < %@))", [EnumInt64.value1.rawValue, EnumInt64.value2.rawValue], 0, { $0.listInt64.rawValue.contains(EnumInt64.value1.rawValue..<EnumInt64.value2.rawValue) }),
        ("((listFloat.@min >= %@) && (listFloat.@max <= %@))", [EnumFloat.value1.rawValue, EnumFloat.value2.rawValue], 1, { $0.listFloat.rawValue.contains(EnumFloat.value1.rawValue...EnumFloat.value2.rawValue) }),
        ("((listFloat.@min >= %@) && (listFloat.@max < %@))", [EnumFloat.value1.rawValue, EnumFloat.value2.rawValue], 0, { $0.listFloat.rawValue.contains(EnumFloat.value1.rawValue..<EnumFloat.value2.rawValue) }),
        ("((listDouble.@min >= %@) && (listDouble.@max <= %@))", [EnumDouble.value1.rawValue, EnumDouble.value2.rawValue], 1, { $0.listDouble.rawValue.contains(EnumDouble.value1.rawValue...EnumDouble.value2.rawValue) }),
        ("((listDouble.@min >= %@) && (listDouble.@max < %@))", [EnumDouble.value1.rawValue, EnumDouble.value2.rawValue], 0, { $0.listDouble.rawValue.contains(EnumDouble.value1.rawValue..<EnumDouble.value2.rawValue) }),
        ("((listIntOpt.@min >= %@) && (listIntOpt.@max <= %@))", [EnumInt.value1.rawValue, EnumInt.value2.rawValue], 1, { $0.listIntOpt.rawValue.contains(EnumInt.value1.rawValue...EnumInt.value2.rawValue) }),
        ("((listIntOpt.@min >= %@) && (listIntOpt.@max < %@))", [EnumInt.value1.rawValue, EnumInt.value2.rawValue], 0, { $0.listIntOpt.rawValue.contains(EnumInt.value1.rawValue..<EnumInt.value2.rawValue) }),
        ("((listInt8Opt.@min >= %@) && (listInt8Opt.@max <= %@))", [EnumInt8.value1.rawValue, EnumInt8.value2.rawValue], 1, { $0.listInt8Opt.rawValue.contains(EnumInt8.value1.rawValue...EnumInt8.value2.rawValue) }),
        ("((listInt8Opt.@min >= %@) && (listInt8Opt.@max < %@))", [EnumInt8.value1.rawValue, EnumInt8.value2.rawValue], 0, { $0.listInt8Opt.rawValue.contains(EnumInt8.value1.rawValue..<EnumInt8.value2.rawValue) }),
        ("((listInt16Opt.@min >= %@) && (listInt16Opt.@max <= %@))", [EnumInt16.value1.rawValue, EnumInt16.value2.rawValue], 1, { $0.listInt16Opt.rawValue.contains(EnumInt16.value1.rawValue...EnumInt16.value2.rawValue) }),
        ("((listInt16Opt.@min >= %@) && (listInt16Opt.@max < %@))", [EnumInt16.value1.rawValue, EnumInt16.value2.rawValue], 0, { $0.listInt16Opt.rawValue.contains(EnumInt16.value1.rawValue..<EnumInt16.value2.rawValue) }),
        ("((listInt32Opt.@min >= %@) && (listInt32Opt.@max <= %@))", [EnumInt32.value1.rawValue, EnumInt32.value2.rawValue], 1, { $0.listInt32Opt.rawValue.contains(EnumInt32.value1.rawValue...EnumInt32.value2.rawValue) }),
        ("((listInt32Opt.@min >= %@) && (listInt32Opt.@max < %@))", [EnumInt32.value1.rawValue, EnumInt32.value2.rawValue], 0, { $0.listInt32Opt.rawValue.contains(EnumInt32.value1.rawValue..<EnumInt32.value2.rawValue) }),
        ("((listInt64Opt.@min >= %@) && (listInt64Opt.@max <= %@))", [EnumInt64.value1.rawValue, EnumInt64.value2.rawValue], 1, { $0.listInt64Opt.rawValue.contains(EnumInt64.value1.rawValue...EnumInt64.value2.rawValue) }),
        ("((listInt64Opt.@min >= %@) && (listInt64Opt.@max < %@))", [EnumInt64.value1.rawValue, EnumInt64.value2.rawValue], 0, { $0.listInt64Opt.rawValue.contains(EnumInt64.value1.rawValue..<EnumInt64.value2.rawValue) }),
        ("((listFloatOpt.@min >= %@) && (listFloatOpt.@max <= %@))", [EnumFloat.value1.rawValue, EnumFloat.value2.rawValue], 1, { $0.listFloatOpt.rawValue.contains(EnumFloat.value1.rawValue...EnumFloat.value2.rawValue) }),
        ("((listFloatOpt.@min >= %@) && (listFloatOpt.@max < %@))", [EnumFloat.value1.rawValue, EnumFloat.value2.rawValue], 0, { $0.listFloatOpt.rawValue.contains(EnumFloat.value1.rawValue..<EnumFloat.value2.rawValue) }),
        ("((listDoubleOpt.@min >= %@) && (listDoubleOpt.@max <= %@))", [EnumDouble.value1.rawValue, EnumDouble.value2.rawValue], 1, { $0.listDoubleOpt.rawValue.contains(EnumDouble.value1.rawValue...EnumDouble.value2.rawValue) }),
        ("((listDoubleOpt.@min >= %@) && (listDoubleOpt.@max < %@))", [EnumDouble.value1.rawValue, EnumDouble.value2.rawValue], 0, { $0.listDoubleOpt.rawValue.contains(EnumDouble.value1.rawValue..<EnumDouble.value2.rawValue) }),
        ("((setInt.@min >= %@) && (setInt.@max <= %@))", [EnumInt.value1.rawValue, EnumInt.value2.rawValue], 1, { $0.setInt.rawValue.contains(EnumInt.value1.rawValue...EnumInt.value2.rawValue) }),
        ("((setInt.@min >= %@) && (setInt.@max < %@))", [EnumInt.value1.rawValue, EnumInt.value2.rawValue], 0, { $0.setInt.rawValue.contains(EnumInt.value1.rawValue..<EnumInt.value2.rawValue) }),
        ("((setInt8.@min >= %@) && (setInt8.@max <= %@))", [EnumInt8.value1.rawValue, EnumInt8.value2.rawValue], 1, { $0.setInt8.rawValue.contains(EnumInt8.value1.rawValue...EnumInt8.value2.rawValue) }),
        ("((setInt8.@min >= %@) && (setInt8.@max < %@))", [EnumInt8.value1.rawValue, EnumInt8.value2.rawValue], 0, { $0.setInt8.rawValue.contains(EnumInt8.value1.rawValue..<EnumInt8.value2.rawValue) }),
        ("((setInt16.@min >= %@) && (setInt16.@max <= %@))", [EnumInt16.value1.rawValue, EnumInt16.value2.rawValue], 1, { $0.setInt16.rawValue.contains(EnumInt16.value1.rawValue...EnumInt16.value2.rawValue) }),
        ("((setInt16.@min >= %@) && (setInt16.@max < %@))", [EnumInt16.value1.rawValue, EnumInt16.value2.rawValue], 0, { $0.setInt16.rawValue.contains(EnumInt16.value1.rawValue..<EnumInt16.value2.rawValue) }),
        ("((setInt32.@min >= %@) && (setInt32.@max <= %@))", [EnumInt32.value1.rawValue, EnumInt32.value2.rawValue], 1, { $0.setInt32.rawValue.contains(EnumInt32.value1.rawValue...EnumInt32.value2.rawValue) }),
        ("((setInt32.@min >= %@) && (setInt32.@max < %@))", [EnumInt32.value1.rawValue, EnumInt32.value2.rawValue], 0, { $0.setInt32.rawValue.contains(EnumInt32.value1.rawValue..<EnumInt32.value2.rawValue) }),
        ("((setInt64.@min >= %@) && (setInt64.@max <= %@))", [EnumInt64.value1.rawValue, EnumInt64.value2.rawValue], 1, { $0.setInt64.rawValue.contains(EnumInt64.value1.rawValue...EnumInt64.value2.rawValue) }),
        ("((setInt64.@min >= %@) && (setInt64.@max < %@))", [EnumInt64.value1.rawValue, EnumInt64.value2.rawValue], 0, { $0.setInt64.rawValue.contains(EnumInt64.value1.rawValue..<EnumInt64.value2.rawValue) }),
        ("((setFloat.@min >= %@) && (setFloat.@max <= %@))", [EnumFloat.value1.rawValue, EnumFloat.value2.rawValue], 1, { $0.setFloat.rawValue.contains(EnumFloat.value1.rawValue...EnumFloat.value2.rawValue) }),
        ("((setFloat.@min >= %@) && (setFloat.@max < %@))", [EnumFloat.value1.rawValue, EnumFloat.value2.rawValue], 0, { $0.setFloat.rawValue.contains(EnumFloat.value1.rawValue..<EnumFloat.value2.rawValue) }),
        ("((setDouble.@min >= %@) && (setDouble.@max <= %@))", [EnumDouble.value1.rawValue, EnumDouble.value2.rawValue], 1, { $0.setDouble.rawValue.contains(EnumDouble.value1.rawValue...EnumDouble.value2.rawValue) }),
        ("((setDouble.@min >= %@) && (setDouble.@max < %@))", [EnumDouble.value1.rawValue, EnumDouble.value2.rawValue], 0, { $0.setDouble.rawValue.contains(EnumDouble.value1.rawValue..<EnumDouble.value2.rawValue) }),
        ("((setIntOpt.@min >= %@) && (setIntOpt.@max <= %@))", [EnumInt.value1.rawValue, EnumInt.value2.rawValue], 1, { $0.setIntOpt.rawValue.contains(EnumInt.value1.rawValue...EnumInt.value2.rawValue) }),
        ("((setIntOpt.@min >= %@) && (setIntOpt.@max < %@))", [EnumInt.value1.rawValue, EnumInt.value2.rawValue], 0, { $0.setIntOpt.rawValue.contains(EnumInt.value1.rawValue..<EnumInt.value2.rawValue) }),
        ("((setInt8Opt.@min >= %@) && (setInt8Opt.@max <= %@))", [EnumInt8.value1.rawValue, EnumInt8.value2.rawValue], 1, { $0.setInt8Opt.rawValue.contains(EnumInt8.value1.rawValue...EnumInt8.value2.rawValue) }),
        ("((setInt8Opt.@min >= %@) && (setInt8Opt.@max < %@))", [EnumInt8.value1.rawValue, EnumInt8.value2.rawValue], 0, { $0.setInt8Opt.rawValue.contains(EnumInt8.value1.rawValue..<EnumInt8.value2.rawValue) }),
        ("((setInt16Opt.@min >= %@) && (setInt16Opt.@max <= %@))", [EnumInt16.value1.rawValue, EnumInt16.value2.rawValue], 1, { $0.setInt16Opt.rawValue.contains(EnumInt16.value1.rawValue...EnumInt16.value2.rawValue) }),
        ("((setInt16Opt.@min >= %@) && (setInt16Opt.@max < %@))", [EnumInt16.value1.rawValue, EnumInt16.value2.rawValue], 0, { $0.setInt16Opt.rawValue.contains(EnumInt16.value1.rawValue..<EnumInt16.value2.rawValue) }),
        ("((setInt32Opt.@min >= %@) && (setInt32Opt.@max <= %@))", [EnumInt32.value1.rawValue, EnumInt32.value2.rawValue], 1, { $0.setInt32Opt.rawValue.contains(EnumInt32.value1.rawValue...EnumInt32.value2.rawValue) }),
        ("((setInt32Opt.@min >= %@) && (setInt32Opt.@max < %@))", [EnumInt32.value1.rawValue, EnumInt32.value2.rawValue], 0, { $0.setInt32Opt.rawValue.contains(EnumInt32.value1.rawValue..<EnumInt32.value2.rawValue) }),
        ("((setInt64Opt.@min >= %@) && (setInt64Opt.@max <= %@))", [EnumInt64.value1.rawValue, EnumInt64.value2.rawValue], 1, { $0.setInt64Opt.rawValue.contains(EnumInt64.value1.rawValue...EnumInt64.value2.rawValue) }),
        ("((setInt64Opt.@min >= %@) && (setInt64Opt.@max < %@))", [EnumInt64.value1.rawValue, EnumInt64.value2.rawValue], 0, { $0.setInt64Opt.rawValue.contains(EnumInt64.value1.rawValue..<EnumInt64.value2.rawValue) }),
        ("((setFloatOpt.@min >= %@) && (setFloatOpt.@max <= %@))", [EnumFloat.value1.rawValue, EnumFloat.value2.rawValue], 1, { $0.setFloatOpt.rawValue.contains(EnumFloat.value1.rawValue...EnumFloat.value2.rawValue) }),
        ("((setFloatOpt.@min >= %@) && (setFloatOpt.@max < %@))", [EnumFloat.value1.rawValue, EnumFloat.value2.rawValue], 0, { $0.setFloatOpt.rawValue.contains(EnumFloat.value1.rawValue..<EnumFloat.value2.rawValue) }),
        ("((setDoubleOpt.@min >= %@) && (setDoubleOpt.@max <= %@))", [EnumDouble.value1.rawValue, EnumDouble.value2.rawValue], 1, { $0.setDoubleOpt.rawValue.contains(EnumDouble.value1.rawValue...EnumDouble.value2.rawValue) }),
        ("((setDoubleOpt.@min >= %@) && (setDoubleOpt.@max < %@))", [EnumDouble.value1.rawValue, EnumDouble.value2.rawValue], 0, { $0.setDoubleOpt.rawValue.contains(EnumDouble.value1.rawValue..<EnumDouble.value2.rawValue) }),
        ("((mapInt.@min >= %@) && (mapInt.@max <= %@))", [EnumInt.value1.rawValue, EnumInt.value2.rawValue], 1, { $0.mapInt.rawValue.contains(EnumInt.value1.rawValue...EnumInt.value2.rawValue) }),
        ("((mapInt.@min >= %@) && (mapInt.@max < %@))", [EnumInt.value1.rawValue, EnumInt.value2.rawValue], 0, { $0.mapInt.rawValue.contains(EnumInt.value1.rawValue..<EnumInt.value2.rawValue) }),
        ("((mapInt8.@min >= %@) && (mapInt8.@max <= %@))", [EnumInt8.value1.rawValue, EnumInt8.value2.rawValue], 1, { $0.mapInt8.rawValue.contains(EnumInt8.value1.rawValue...EnumInt8.value2.rawValue) }),
        ("((mapInt8.@min >= %@) && (mapInt8.@max < %@))", [EnumInt8.value1.rawValue, EnumInt8.value2.rawValue], 0, { $0.mapInt8.rawValue.contains(EnumInt8.value1.rawValue..<EnumInt8.value2.rawValue) }),
        ("((mapInt16.@min >= %@) && (mapInt16.@max <= %@))", [EnumInt16.value1.rawValue, EnumInt16.value2.rawValue], 1, { $0.mapInt16.rawValue.contains(EnumInt16.value1.rawValue...EnumInt16.value2.rawValue) }),
        ("((mapInt16.@min >= %@) && (mapInt16.@max < %@))", [EnumInt16.value1.rawValue, EnumInt16.value2.rawValue], 0, { $0.mapInt16.rawValue.contains(EnumInt16.value1.rawValue..<EnumInt16.value2.rawValue) }),
        ("((mapInt32.@min >= %@) && (mapInt32.@max <= %@))", [EnumInt32.value1.rawValue, EnumInt32.value2.rawValue], 1, { $0.mapInt32.rawValue.contains(EnumInt32.value1.rawValue...EnumInt32.value2.rawValue) }),
        ("((mapInt32.@min >= %@) && (mapInt32.@max < %@))", [EnumInt32.value1.rawValue, EnumInt32.value2.rawValue], 0, { $0.mapInt32.rawValue.contains(EnumInt32.value1.rawValue..<EnumInt32.value2.rawValue) }),
        ("((mapInt64.@min >= %@) && (mapInt64.@max <= %@))", [EnumInt64.value1.rawValue, EnumInt64.value2.rawValue], 1, { $0.mapInt64.rawValue.contains(EnumInt64.value1.rawValue...EnumInt64.value2.rawValue) }),
        ("((mapInt64.@min >= %@) && (mapInt64.@max < %@))", [EnumInt64.value1.rawValue, EnumInt64.value2.rawValue], 0, { $0.mapInt64.rawValue.contains(EnumInt64.value1.rawValue..<EnumInt64.value2.rawValue) }),
        ("((mapFloat.@min >= %@) && (mapFloat.@max <= %@))", [EnumFloat.value1.rawValue, EnumFloat.value2.rawValue], 1, { $0.mapFloat.rawValue.contains(EnumFloat.value1.rawValue...EnumFloat.value2.rawValue) }),
        ("((mapFloat.@min >= %@) && (mapFloat.@max < %@))", [EnumFloat.value1.rawValue, EnumFloat.value2.rawValue], 0, { $0.mapFloat.rawValue.contains(EnumFloat.value1.rawValue..<EnumFloat.value2.rawValue) }),
        ("((mapDouble.@min >= %@) && (mapDouble.@max <= %@))", [EnumDouble.value1.rawValue, EnumDouble.value2.rawValue], 1, { $0.mapDouble.rawValue.contains(EnumDouble.value1.rawValue...EnumDouble.value2.rawValue) }),
        ("((mapDouble.@min >= %@) && (mapDouble.@max < %@))", [EnumDouble.value1.rawValue, EnumDouble.value2.rawValue], 0, { $0.mapDouble.rawValue.contains(EnumDouble.value1.rawValue..<EnumDouble.value2.rawValue) }),
        ("((mapIntOpt.@min >= %@) && (mapIntOpt.@max <= %@))", [EnumInt.value1.rawValue, EnumInt.value2.rawValue], 1, { $0.mapIntOpt.rawValue.contains(EnumInt.value1.rawValue...EnumInt.value2.rawValue) }),
        ("((mapIntOpt.@min >= %@) && (mapIntOpt.@max < %@))", [EnumInt.value1.rawValue, EnumInt.value2.rawValue], 0, { $0.mapIntOpt.rawValue.contains(EnumInt.value1.rawValue..<EnumInt.value2.rawValue) }),
        ("((mapInt8Opt.@min >= %@) && (mapInt8Opt.@max <= %@))", [EnumInt8.value1.rawValue, EnumInt8.value2.rawValue], 1, { $0.mapInt8Opt.rawValue.contains(EnumInt8.value1.rawValue...EnumInt8.value2.rawValue) }),
        ("((mapInt8Opt.@min >= %@) && (mapInt8Opt.@max < %@))", [EnumInt8.value1.rawValue, EnumInt8.value2.rawValue], 0, { $0.mapInt8Opt.rawValue.contains(EnumInt8.value1.rawValue..<EnumInt8.value2.rawValue) }),
        ("((mapInt16Opt.@min >= %@) && (mapInt16Opt.@max <= %@))", [EnumInt16.value1.rawValue, EnumInt16.value2.rawValue], 1, { $0.mapInt16Opt.rawValue.contains(EnumInt16.value1.rawValue...EnumInt16.value2.rawValue) }),
        ("((mapInt16Opt.@min >= %@) && (mapInt16Opt.@max < %@))", [EnumInt16.value1.rawValue, EnumInt16.value2.rawValue], 0, { $0.mapInt16Opt.rawValue.contains(EnumInt16.value1.rawValue..<EnumInt16.value2.rawValue) }),
        ("((mapInt32Opt.@min >= %@) && (mapInt32Opt.@max <= %@))", [EnumInt32.value1.rawValue, EnumInt32.value2.rawValue], 1, { $0.mapInt32Opt.rawValue.contains(EnumInt32.value1.rawValue...EnumInt32.value2.rawValue) }),
        ("((mapInt32Opt.@min >= %@) && (mapInt32Opt.@max < %@))", [EnumInt32.value1.rawValue, EnumInt32.value2.rawValue], 0, { $0.mapInt32Opt.rawValue.contains(EnumInt32.value1.rawValue..<EnumInt32.value2.rawValue) }),
        ("((mapInt64Opt.@min >= %@) && (mapInt64Opt.@max <= %@))", [EnumInt64.value1.rawValue, EnumInt64.value2.rawValue], 1, { $0.mapInt64Opt.rawValue.contains(EnumInt64.value1.rawValue...EnumInt64.value2.rawValue) }),
        ("((mapInt64Opt.@min >= %@) && (mapInt64Opt.@max < %@))", [EnumInt64.value1.rawValue, EnumInt64.value2.rawValue], 0, { $0.mapInt64Opt.rawValue.contains(EnumInt64.value1.rawValue..<EnumInt64.value2.rawValue) }),
        ("((mapFloatOpt.@min >= %@) && (mapFloatOpt.@max <= %@))", [EnumFloat.value1.rawValue, EnumFloat.value2.rawValue], 1, { $0.mapFloatOpt.rawValue.contains(EnumFloat.value1.rawValue...EnumFloat.value2.rawValue) }),
        ("((mapFloatOpt.@min >= %@) && (mapFloatOpt.@max < %@))", [EnumFloat.value1.rawValue, EnumFloat.value2.rawValue], 0, { $0.mapFloatOpt.rawValue.contains(EnumFloat.value1.rawValue..<EnumFloat.value2.rawValue) }),
        ("((mapDoubleOpt.@min >= %@) && (mapDoubleOpt.@max <= %@))", [EnumDouble.value1.rawValue, EnumDouble.value2.rawValue], 1, { $0.mapDoubleOpt.rawValue.contains(EnumDouble.value1.rawValue...EnumDouble.value2.rawValue) }),
        ("((mapDoubleOpt.@min >= %@) && (mapDoubleOpt.@max < %@))", [EnumDouble.value1.rawValue, EnumDouble.value2.rawValue], 0, { $0.mapDoubleOpt.rawValue.contains(EnumDouble.value1.rawValue..<EnumDouble.value2.rawValue) }),
    ]
    for (text, values, count, query) in enumRows {
        let (built, args) = query(Query<ModernCollectionsOfEnums>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernCollectionsOfEnums.self).where(query).count, count, built)
    }
    let wrappedRows: [(String, [Any], Int, (Query<CustomPersistableCollections>) -> Query<Bool>)] = [
        ("((listInt.@min >= %@) && (listInt.@max <= %@))", [IntWrapper(persistedValue: 1).persistableValue, IntWrapper(persistedValue: 3).persistableValue], 1, { $0.listInt.persistableValue.contains(IntWrapper(persistedValue: 1).persistableValue...IntWrapper(persistedValue: 3).persistableValue) }),
        ("((listInt.@min >= %@) && (listInt.@max < %@))", [IntWrapper(persistedValue: 1).persistableValue, IntWrapper(persistedValue: 3).persistableValue], 0, { $0.listInt.persistableValue.contains(IntWrapper(persistedValue: 1).persistableValue..<IntWrapper(persistedValue: 3).persistableValue) }),
        ("((listInt8.@min >= %@) && (listInt8.@max <= %@))", [Int8Wrapper(persistedValue: Int8(8)).persistableValue, Int8Wrapper(persistedValue: Int8(9)).persistableValue], 1, { $0.listInt8.persistableValue.contains(Int8Wrapper(persistedValue: Int8(8)).persistableValue...Int8Wrapper(persistedValue: Int8(9)).persistableValue) }),
        ("((listInt8.@min >= %@) && (listInt8.@max < %@))", [Int8Wrapper(persistedValue: Int8(8)).persistableValue, Int8Wrapper(persistedValue: Int8(9)).persistableValue], 0, { $0.listInt8.persistableValue.contains(Int8Wrapper(persistedValue: Int8(8)).persistableValue..<Int8Wrapper(persistedValue: Int8(9)).persistableValue) }),
        ("((listInt16.@min >= %@) && (listInt16.@max <= %@))", [Int16Wrapper(persistedValue: Int16(16)).persistableValue, Int16Wrapper(persistedValue: Int16(17)).persistableValue], 1, { $0.listInt16.persistableValue.contains(Int16Wrapper(persistedValue: Int16(16)).persistableValue...Int16Wrapper(persistedValue: Int16(17)).persistableValue) }),
        ("((listInt16.@min >= %@) && (listInt16.@max < %@))", [Int16Wrapper(persistedValue: Int16(16)).persistableValue, Int16Wrapper(persistedValue: Int16(17)).persistableValue], 0, { $0.listInt16.persistableValue.contains(Int16Wrapper(persistedValue: Int16(16)).persistableValue..<Int16Wrapper(persistedValue: Int16(17)).persistableValue) }),
        ("((listInt32.@min >= %@) && (listInt32.@max <= %@))", [Int32Wrapper(persistedValue: Int32(32)).persistableValue, Int32Wrapper(persistedValue: Int32(33)).persistableValue], 1, { $0.listInt32.persistableValue.contains(Int32Wrapper(persistedValue: Int32(32)).persistableValue...Int32Wrapper(persistedValue: Int32(33)).persistableValue) }),
        ("((listInt32.@min >= %@) && (listInt32.@max < %@))", [Int32Wrapper(persistedValue: Int32(32)).persistableValue, Int32Wrapper(persistedValue: Int32(33)).persistableValue], 0, { $0.listInt32.persistableValue.contains(Int32Wrapper(persistedValue: Int32(32)).persistableValue..<Int32Wrapper(persistedValue: Int32(33)).persistableValue) }),
        ("((listInt64.@min >= %@) && (listInt64.@max <= %@))", [Int64Wrapper(persistedValue: Int64(64)).persistableValue, Int64Wrapper(persistedValue: Int64(65)).persistableValue], 1, { $0.listInt64.persistableValue.contains(Int64Wrapper(persistedValue: Int64(64)).persistableValue...Int64Wrapper(persistedValue: Int64(65)).persistableValue) }),
        ("((listInt64.@min >= %@) && (listInt64.@max < %@))", [Int64Wrapper(persistedValue: Int64(64)).persistableValue, Int64Wrapper(persistedValue: Int64(65)).persistableValue], 0, { $0.listInt64.persistableValue.contains(Int64Wrapper(persistedValue: Int64(64)).persistableValue..<Int64Wrapper(persistedValue: Int64(65)).persistableValue) }),
        ("((listFloat.@min >= %@) && (listFloat.@max <= %@))", [FloatWrapper(persistedValue: Float(5.55444333)).persistableValue, FloatWrapper(persistedValue: Float(6.55444333)).persistableValue], 1, { $0.listFloat.persistableValue.contains(FloatWrapper(persistedValue: Float(5.55444333)).persistableValue...FloatWrapper(persistedValue: Float(6.55444333)).persistableValue) }),
        ("((listFloat.@min >= %@) && (listFloat.@max < %@))", [FloatWrapper(persistedValue: Float(5.55444333)).persistableValue, FloatWrapper(persistedValue: Float(6.55444333)).persistableValue], 0, { $0.listFloat.persistableValue.contains(FloatWrapper(persistedValue: Float(5.55444333)).persistableValue..<FloatWrapper(persistedValue: Float(6.55444333)).persistableValue) }),
        ("((listDouble.@min >= %@) && (listDouble.@max <= %@))", [DoubleWrapper(persistedValue: 123.456).persistableValue, DoubleWrapper(persistedValue: 234.567).persistableValue], 1, { $0.listDouble.persistableValue.contains(DoubleWrapper(persistedValue: 123.456).persistableValue...DoubleWrapper(persistedValue: 234.567).persistableValue) }),
        ("((listDouble.@min >= %@) && (listDouble.@max < %@))", [DoubleWrapper(persistedValue: 123.456).persistableValue, DoubleWrapper(persistedValue: 234.567).persistableValue], 0, { $0.listDouble.persistableValue.contains(DoubleWrapper(persistedValue: 123.456).persistableValue..<DoubleWrapper(persistedValue: 234.567).persistableValue) }),
        ("((listDate.@min >= %@) && (listDate.@max <= %@))", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)).persistableValue, DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)).persistableValue], 1, { $0.listDate.persistableValue.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)).persistableValue...DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)).persistableValue) }),
        ("((listDate.@min >= %@) && (listDate.@max < %@))", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)).persistableValue, DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)).persistableValue], 0, { $0.listDate.persistableValue.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)).persistableValue..<DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)).persistableValue) }),
        ("((listDecimal.@min >= %@) && (listDecimal.@max <= %@))", [Decimal128Wrapper(persistedValue: Decimal128(123.456)).persistableValue, Decimal128Wrapper(persistedValue: Decimal128(234.567)).persistableValue], 1, { $0.listDecimal.persistableValue.contains(Decimal128Wrapper(persistedValue: Decimal128(123.456)).persistableValue...Decimal128Wrapper(persistedValue: Decimal128(234.567)).persistableValue) }),
        ("((listDecimal.@min >= %@) && (listDecimal.@max < %@))", [Decimal128Wrapper(persistedValue: Decimal128(123.456)).persistableValue, Decimal128Wrapper(persistedValue: Decimal128(234.567)).persistableValue], 0, { $0.listDecimal.persistableValue.contains(Decimal128Wrapper(persistedValue: Decimal128(123.456)).persistableValue..<Decimal128Wrapper(persistedValue: Decimal128(234.567)).persistableValue) }),
        ("((listOptInt.@min >= %@) && (listOptInt.@max <= %@))", [IntWrapper(persistedValue: 1).persistableValue, IntWrapper(persistedValue: 3).persistableValue], 1, { $0.listOptInt.persistableValue.contains(IntWrapper(persistedValue: 1).persistableValue...IntWrapper(persistedValue: 3).persistableValue) }),
        ("((listOptInt.@min >= %@) && (listOptInt.@max < %@))", [IntWrapper(persistedValue: 1).persistableValue, IntWrapper(persistedValue: 3).persistableValue], 0, { $0.listOptInt.persistableValue.contains(IntWrapper(persistedValue: 1).persistableValue..<IntWrapper(persistedValue: 3).persistableValue) }),
        ("((listOptInt8.@min >= %@) && (listOptInt8.@max <= %@))", [Int8Wrapper(persistedValue: Int8(8)).persistableValue, Int8Wrapper(persistedValue: Int8(9)).persistableValue], 1, { $0.listOptInt8.persistableValue.contains(Int8Wrapper(persistedValue: Int8(8)).persistableValue...Int8Wrapper(persistedValue: Int8(9)).persistableValue) }),
        ("((listOptInt8.@min >= %@) && (listOptInt8.@max < %@))", [Int8Wrapper(persistedValue: Int8(8)).persistableValue, Int8Wrapper(persistedValue: Int8(9)).persistableValue], 0, { $0.listOptInt8.persistableValue.contains(Int8Wrapper(persistedValue: Int8(8)).persistableValue..<Int8Wrapper(persistedValue: Int8(9)).persistableValue) }),
        ("((listOptInt16.@min >= %@) && (listOptInt16.@max <= %@))", [Int16Wrapper(persistedValue: Int16(16)).persistableValue, Int16Wrapper(persistedValue: Int16(17)).persistableValue], 1, { $0.listOptInt16.persistableValue.contains(Int16Wrapper(persistedValue: Int16(16)).persistableValue...Int16Wrapper(persistedValue: Int16(17)).persistableValue) }),
        ("((listOptInt16.@min >= %@) && (listOptInt16.@max < %@))", [Int16Wrapper(persistedValue: Int16(16)).persistableValue, Int16Wrapper(persistedValue: Int16(17)).persistableValue], 0, { $0.listOptInt16.persistableValue.contains(Int16Wrapper(persistedValue: Int16(16)).persistableValue..<Int16Wrapper(persistedValue: Int16(17)).persistableValue) }),
        ("((listOptInt32.@min >= %@) && (listOptInt32.@max <= %@))", [Int32Wrapper(persistedValue: Int32(32)).persistableValue, Int32Wrapper(persistedValue: Int32(33)).persistableValue], 1, { $0.listOptInt32.persistableValue.contains(Int32Wrapper(persistedValue: Int32(32)).persistableValue...Int32Wrapper(persistedValue: Int32(33)).persistableValue) }),
        ("((listOptInt32.@min >= %@) && (listOptInt32.@max < %@))", [Int32Wrapper(persistedValue: Int32(32)).persistableValue, Int32Wrapper(persistedValue: Int32(33)).persistableValue], 0, { $0.listOptInt32.persistableValue.contains(Int32Wrapper(persistedValue: Int32(32)).persistableValue..<Int32Wrapper(persistedValue: Int32(33)).persistableValue) }),
        ("((listOptInt64.@min >= %@) && (listOptInt64.@max <= %@))", [Int64Wrapper(persistedValue: Int64(64)).persistableValue, Int64Wrapper(persistedValue: Int64(65)).persistableValue], 1, { $0.listOptInt64.persistableValue.contains(Int64Wrapper(persistedValue: Int64(64)).persistableValue...Int64Wrapper(persistedValue: Int64(65)).persistableValue) }),
        ("((listOptInt64.@min >= %@) && (listOptInt64.@max < %@))", [Int64Wrapper(persistedValue: Int64(64)).persistableValue, Int64Wrapper(persistedValue: Int64(65)).persistableValue], 0, { $0.listOptInt64.persistableValue.contains(Int64Wrapper(persistedValue: Int64(64)).persistableValue..<Int64Wrapper(persistedValue: Int64(65)).persistableValue) }),
        ("((listOptFloat.@min >= %@) && (listOptFloat.@max <= %@))", [FloatWrapper(persistedValue: Float(5.55444333)).persistableValue, FloatWrapper(persistedValue: Float(6.55444333)).persistableValue], 1, { $0.listOptFloat.persistableValue.contains(FloatWrapper(persistedValue: Float(5.55444333)).persistableValue...FloatWrapper(persistedValue: Float(6.55444333)).persistableValue) }),
        ("((listOptFloat.@min >= %@) && (listOptFloat.@max < %@))", [FloatWrapper(persistedValue: Float(5.55444333)).persistableValue, FloatWrapper(persistedValue: Float(6.55444333)).persistableValue], 0, { $0.listOptFloat.persistableValue.contains(FloatWrapper(persistedValue: Float(5.55444333)).persistableValue..<FloatWrapper(persistedValue: Float(6.55444333)).persistableValue) }),
        ("((listOptDouble.@min >= %@) && (listOptDouble.@max <= %@))", [DoubleWrapper(persistedValue: 123.456).persistableValue, DoubleWrapper(persistedValue: 234.567).persistableValue], 1, { $0.listOptDouble.persistableValue.contains(DoubleWrapper(persistedValue: 123.456).persistableValue...DoubleWrapper(persistedValue: 234.567).persistableValue) }),
        ("((listOptDouble.@min >= %@) && (listOptDouble.@max < %@))", [DoubleWrapper(persistedValue: 123.456).persistableValue, DoubleWrapper(persistedValue: 234.567).persistableValue], 0, { $0.listOptDouble.persistableValue.contains(DoubleWrapper(persistedValue: 123.456).persistableValue..<DoubleWrapper(persistedValue: 234.567).persistableValue) }),
        ("((listOptDate.@min >= %@) && (listOptDate.@max <= %@))", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)).persistableValue, DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)).persistableValue], 1, { $0.listOptDate.persistableValue.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)).persistableValue...DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)).persistableValue) }),
        ("((listOptDate.@min >= %@) && (listOptDate.@max < %@))", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)).persistableValue, DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)).persistableValue], 0, { $0.listOptDate.persistableValue.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)).persistableValue..<DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)).persistableValue) }),
        ("((listOptDecimal.@min >= %@) && (listOptDecimal.@max <= %@))", [Decimal128Wrapper(persistedValue: Decimal128(123.456)).persistableValue, Decimal128Wrapper(persistedValue: Decimal128(234.567)).persistableValue], 1, { $0.listOptDecimal.persistableValue.contains(Decimal128Wrapper(persistedValue: Decimal128(123.456)).persistableValue...Decimal128Wrapper(persistedValue: Decimal128(234.567)).persistableValue) }),
        ("((listOptDecimal.@min >= %@) && (listOptDecimal.@max < %@))", [Decimal128Wrapper(persistedValue: Decimal128(123.456)).persistableValue, Decimal128Wrapper(persistedValue: Decimal128(234.567)).persistableValue], 0, { $0.listOptDecimal.persistableValue.contains(Decimal128Wrapper(persistedValue: Decimal128(123.456)).persistableValue..<Decimal128Wrapper(persistedValue: Decimal128(234.567)).persistableValue) }),
        ("((setInt.@min >= %@) && (setInt.@max <= %@))", [IntWrapper(persistedValue: 1).persistableValue, IntWrapper(persistedValue: 3).persistableValue], 1, { $0.setInt.persistableValue.contains(IntWrapper(persistedValue: 1).persistableValue...IntWrapper(persistedValue: 3).persistableValue) }),
        ("((setInt.@min >= %@) && (setInt.@max < %@))", [IntWrapper(persistedValue: 1).persistableValue, IntWrapper(persistedValue: 3).persistableValue], 0, { $0.setInt.persistableValue.contains(IntWrapper(persistedValue: 1).persistableValue..<IntWrapper(persistedValue: 3).persistableValue) }),
        ("((setInt8.@min >= %@) && (setInt8.@max <= %@))", [Int8Wrapper(persistedValue: Int8(8)).persistableValue, Int8Wrapper(persistedValue: Int8(9)).persistableValue], 1, { $0.setInt8.persistableValue.contains(Int8Wrapper(persistedValue: Int8(8)).persistableValue...Int8Wrapper(persistedValue: Int8(9)).persistableValue) }),
        ("((setInt8.@min >= %@) && (setInt8.@max < %@))", [Int8Wrapper(persistedValue: Int8(8)).persistableValue, Int8Wrapper(persistedValue: Int8(9)).persistableValue], 0, { $0.setInt8.persistableValue.contains(Int8Wrapper(persistedValue: Int8(8)).persistableValue..<Int8Wrapper(persistedValue: Int8(9)).persistableValue) }),
        ("((setInt16.@min >= %@) && (setInt16.@max <= %@))", [Int16Wrapper(persistedValue: Int16(16)).persistableValue, Int16Wrapper(persistedValue: Int16(17)).persistableValue], 1, { $0.setInt16.persistableValue.contains(Int16Wrapper(persistedValue: Int16(16)).persistableValue...Int16Wrapper(persistedValue: Int16(17)).persistableValue) }),
        ("((setInt16.@min >= %@) && (setInt16.@max < %@))", [Int16Wrapper(persistedValue: Int16(16)).persistableValue, Int16Wrapper(persistedValue: Int16(17)).persistableValue], 0, { $0.setInt16.persistableValue.contains(Int16Wrapper(persistedValue: Int16(16)).persistableValue..<Int16Wrapper(persistedValue: Int16(17)).persistableValue) }),
        ("((setInt32.@min >= %@) && (setInt32.@max <= %@))", [Int32Wrapper(persistedValue: Int32(32)).persistableValue, Int32Wrapper(persistedValue: Int32(33)).persistableValue], 1, { $0.setInt32.persistableValue.contains(Int32Wrapper(persistedValue: Int32(32)).persistableValue...Int32Wrapper(persistedValue: Int32(33)).persistableValue) }),
        ("((setInt32.@min >= %@) && (setInt32.@max < %@))", [Int32Wrapper(persistedValue: Int32(32)).persistableValue, Int32Wrapper(persistedValue: Int32(33)).persistableValue], 0, { $0.setInt32.persistableValue.contains(Int32Wrapper(persistedValue: Int32(32)).persistableValue..<Int32Wrapper(persistedValue: Int32(33)).persistableValue) }),
        ("((setInt64.@min >= %@) && (setInt64.@max <= %@))", [Int64Wrapper(persistedValue: Int64(64)).persistableValue, Int64Wrapper(persistedValue: Int64(65)).persistableValue], 1, { $0.setInt64.persistableValue.contains(Int64Wrapper(persistedValue: Int64(64)).persistableValue...Int64Wrapper(persistedValue: Int64(65)).persistableValue) }),
        ("((setInt64.@min >= %@) && (setInt64.@max < %@))", [Int64Wrapper(persistedValue: Int64(64)).persistableValue, Int64Wrapper(persistedValue: Int64(65)).persistableValue], 0, { $0.setInt64.persistableValue.contains(Int64Wrapper(persistedValue: Int64(64)).persistableValue..<Int64Wrapper(persistedValue: Int64(65)).persistableValue) }),
        ("((setFloat.@min >= %@) && (setFloat.@max <= %@))", [FloatWrapper(persistedValue: Float(5.55444333)).persistableValue, FloatWrapper(persistedValue: Float(6.55444333)).persistableValue], 1, { $0.setFloat.persistableValue.contains(FloatWrapper(persistedValue: Float(5.55444333)).persistableValue...FloatWrapper(persistedValue: Float(6.55444333)).persistableValue) }),
        ("((setFloat.@min >= %@) && (setFloat.@max < %@))", [FloatWrapper(persistedValue: Float(5.55444333)).persistableValue, FloatWrapper(persistedValue: Float(6.55444333)).persistableValue], 0, { $0.setFloat.persistableValue.contains(FloatWrapper(persistedValue: Float(5.55444333)).persistableValue..<FloatWrapper(persistedValue: Float(6.55444333)).persistableValue) }),
        ("((setDouble.@min >= %@) && (setDouble.@max <= %@))", [DoubleWrapper(persistedValue: 123.456).persistableValue, DoubleWrapper(persistedValue: 234.567).persistableValue], 1, { $0.setDouble.persistableValue.contains(DoubleWrapper(persistedValue: 123.456).persistableValue...DoubleWrapper(persistedValue: 234.567).persistableValue) }),
        ("((setDouble.@min >= %@) && (setDouble.@max < %@))", [DoubleWrapper(persistedValue: 123.456).persistableValue, DoubleWrapper(persistedValue: 234.567).persistableValue], 0, { $0.setDouble.persistableValue.contains(DoubleWrapper(persistedValue: 123.456).persistableValue..<DoubleWrapper(persistedValue: 234.567).persistableValue) }),
        ("((setDate.@min >= %@) && (setDate.@max <= %@))", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)).persistableValue, DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)).persistableValue], 1, { $0.setDate.persistableValue.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)).persistableValue...DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)).persistableValue) }),
        ("((setDate.@min >= %@) && (setDate.@max < %@))", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)).persistableValue, DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)).persistableValue], 0, { $0.setDate.persistableValue.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)).persistableValue..<DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)).persistableValue) }),
        ("((setDecimal.@min >= %@) && (setDecimal.@max <= %@))", [Decimal128Wrapper(persistedValue: Decimal128(123.456)).persistableValue, Decimal128Wrapper(persistedValue: Decimal128(234.567)).persistableValue], 1, { $0.setDecimal.persistableValue.contains(Decimal128Wrapper(persistedValue: Decimal128(123.456)).persistableValue...Decimal128Wrapper(persistedValue: Decimal128(234.567)).persistableValue) }),
        ("((setDecimal.@min >= %@) && (setDecimal.@max < %@))", [Decimal128Wrapper(persistedValue: Decimal128(123.456)).persistableValue, Decimal128Wrapper(persistedValue: Decimal128(234.567)).persistableValue], 0, { $0.setDecimal.persistableValue.contains(Decimal128Wrapper(persistedValue: Decimal128(123.456)).persistableValue..<Decimal128Wrapper(persistedValue: Decimal128(234.567)).persistableValue) }),
        ("((setOptInt.@min >= %@) && (setOptInt.@max <= %@))", [IntWrapper(persistedValue: 1).persistableValue, IntWrapper(persistedValue: 3).persistableValue], 1, { $0.setOptInt.persistableValue.contains(IntWrapper(persistedValue: 1).persistableValue...IntWrapper(persistedValue: 3).persistableValue) }),
        ("((setOptInt.@min >= %@) && (setOptInt.@max < %@))", [IntWrapper(persistedValue: 1).persistableValue, IntWrapper(persistedValue: 3).persistableValue], 0, { $0.setOptInt.persistableValue.contains(IntWrapper(persistedValue: 1).persistableValue..<IntWrapper(persistedValue: 3).persistableValue) }),
        ("((setOptInt8.@min >= %@) && (setOptInt8.@max <= %@))", [Int8Wrapper(persistedValue: Int8(8)).persistableValue, Int8Wrapper(persistedValue: Int8(9)).persistableValue], 1, { $0.setOptInt8.persistableValue.contains(Int8Wrapper(persistedValue: Int8(8)).persistableValue...Int8Wrapper(persistedValue: Int8(9)).persistableValue) }),
        ("((setOptInt8.@min >= %@) && (setOptInt8.@max < %@))", [Int8Wrapper(persistedValue: Int8(8)).persistableValue, Int8Wrapper(persistedValue: Int8(9)).persistableValue], 0, { $0.setOptInt8.persistableValue.contains(Int8Wrapper(persistedValue: Int8(8)).persistableValue..<Int8Wrapper(persistedValue: Int8(9)).persistableValue) }),
        ("((setOptInt16.@min >= %@) && (setOptInt16.@max <= %@))", [Int16Wrapper(persistedValue: Int16(16)).persistableValue, Int16Wrapper(persistedValue: Int16(17)).persistableValue], 1, { $0.setOptInt16.persistableValue.contains(Int16Wrapper(persistedValue: Int16(16)).persistableValue...Int16Wrapper(persistedValue: Int16(17)).persistableValue) }),
        ("((setOptInt16.@min >= %@) && (setOptInt16.@max < %@))", [Int16Wrapper(persistedValue: Int16(16)).persistableValue, Int16Wrapper(persistedValue: Int16(17)).persistableValue], 0, { $0.setOptInt16.persistableValue.contains(Int16Wrapper(persistedValue: Int16(16)).persistableValue..<Int16Wrapper(persistedValue: Int16(17)).persistableValue) }),
        ("((setOptInt32.@min >= %@) && (setOptInt32.@max <= %@))", [Int32Wrapper(persistedValue: Int32(32)).persistableValue, Int32Wrapper(persistedValue: Int32(33)).persistableValue], 1, { $0.setOptInt32.persistableValue.contains(Int32Wrapper(persistedValue: Int32(32)).persistableValue...Int32Wrapper(persistedValue: Int32(33)).persistableValue) }),
        ("((setOptInt32.@min >= %@) && (setOptInt32.@max < %@))", [Int32Wrapper(persistedValue: Int32(32)).persistableValue, Int32Wrapper(persistedValue: Int32(33)).persistableValue], 0, { $0.setOptInt32.persistableValue.contains(Int32Wrapper(persistedValue: Int32(32)).persistableValue..<Int32Wrapper(persistedValue: Int32(33)).persistableValue) }),
        ("((setOptInt64.@min >= %@) && (setOptInt64.@max <= %@))", [Int64Wrapper(persistedValue: Int64(64)).persistableValue, Int64Wrapper(persistedValue: Int64(65)).persistableValue], 1, { $0.setOptInt64.persistableValue.contains(Int64Wrapper(persistedValue: Int64(64)).persistableValue...Int64Wrapper(persistedValue: Int64(65)).persistableValue) }),
        ("((setOptInt64.@min >= %@) && (setOptInt64.@max < %@))", [Int64Wrapper(persistedValue: Int64(64)).persistableValue, Int64Wrapper(persistedValue: Int64(65)).persistableValue], 0, { $0.setOptInt64.persistableValue.contains(Int64Wrapper(persistedValue: Int64(64)).persistableValue..<Int64Wrapper(persistedValue: Int64(65)).persistableValue) }),
        ("((setOptFloat.@min >= %@) && (setOptFloat.@max <= %@))", [FloatWrapper(persistedValue: Float(5.55444333)).persistableValue, FloatWrapper(persistedValue: Float(6.55444333)).persistableValue], 1, { $0.setOptFloat.persistableValue.contains(FloatWrapper(persistedValue: Float(5.55444333)).persistableValue...FloatWrapper(persistedValue: Float(6.55444333)).persistableValue) }),
        ("((setOptFloat.@min >= %@) && (setOptFloat.@max < %@))", [FloatWrapper(persistedValue: Float(5.55444333)).persistableValue, FloatWrapper(persistedValue: Float(6.55444333)).persistableValue], 0, { $0.setOptFloat.persistableValue.contains(FloatWrapper(persistedValue: Float(5.55444333)).persistableValue..<FloatWrapper(persistedValue: Float(6.55444333)).persistableValue) }),
        ("((setOptDouble.@min >= %@) && (setOptDouble.@max <= %@))", [DoubleWrapper(persistedValue: 123.456).persistableValue, DoubleWrapper(persistedValue: 234.567).persistableValue], 1, { $0.setOptDouble.persistableValue.contains(DoubleWrapper(persistedValue: 123.456).persistableValue...DoubleWrapper(persistedValue: 234.567).persistableValue) }),
        ("((setOptDouble.@min >= %@) && (setOptDouble.@max < %@))", [DoubleWrapper(persistedValue: 123.456).persistableValue, DoubleWrapper(persistedValue: 234.567).persistableValue], 0, { $0.setOptDouble.persistableValue.contains(DoubleWrapper(persistedValue: 123.456).persistableValue..<DoubleWrapper(persistedValue: 234.567).persistableValue) }),
        ("((setOptDate.@min >= %@) && (setOptDate.@max <= %@))", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)).persistableValue, DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)).persistableValue], 1, { $0.setOptDate.persistableValue.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)).persistableValue...DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)).persistableValue) }),
        ("((setOptDate.@min >= %@) && (setOptDate.@max < %@))", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)).persistableValue, DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)).persistableValue], 0, { $0.setOptDate.persistableValue.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)).persistableValue..<DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)).persistableValue) }),
        ("((setOptDecimal.@min >= %@) && (setOptDecimal.@max <= %@))", [Decimal128Wrapper(persistedValue: Decimal128(123.456)).persistableValue, Decimal128Wrapper(persistedValue: Decimal128(234.567)).persistableValue], 1, { $0.setOptDecimal.persistableValue.contains(Decimal128Wrapper(persistedValue: Decimal128(123.456)).persistableValue...Decimal128Wrapper(persistedValue: Decimal128(234.567)).persistableValue) }),
        ("((setOptDecimal.@min >= %@) && (setOptDecimal.@max < %@))", [Decimal128Wrapper(persistedValue: Decimal128(123.456)).persistableValue, Decimal128Wrapper(persistedValue: Decimal128(234.567)).persistableValue], 0, { $0.setOptDecimal.persistableValue.contains(Decimal128Wrapper(persistedValue: Decimal128(123.456)).persistableValue..<Decimal128Wrapper(persistedValue: Decimal128(234.567)).persistableValue) }),
        ("((mapInt.@min >= %@) && (mapInt.@max <= %@))", [IntWrapper(persistedValue: 1).persistableValue, IntWrapper(persistedValue: 3).persistableValue], 1, { $0.mapInt.persistableValue.contains(IntWrapper(persistedValue: 1).persistableValue...IntWrapper(persistedValue: 3).persistableValue) }),
        ("((mapInt.@min >= %@) && (mapInt.@max < %@))", [IntWrapper(persistedValue: 1).persistableValue, IntWrapper(persistedValue: 3).persistableValue], 0, { $0.mapInt.persistableValue.contains(IntWrapper(persistedValue: 1).persistableValue..<IntWrapper(persistedValue: 3).persistableValue) }),
        ("((mapInt8.@min >= %@) && (mapInt8.@max <= %@))", [Int8Wrapper(persistedValue: Int8(8)).persistableValue, Int8Wrapper(persistedValue: Int8(9)).persistableValue], 1, { $0.mapInt8.persistableValue.contains(Int8Wrapper(persistedValue: Int8(8)).persistableValue...Int8Wrapper(persistedValue: Int8(9)).persistableValue) }),
        ("((mapInt8.@min >= %@) && (mapInt8.@max < %@))", [Int8Wrapper(persistedValue: Int8(8)).persistableValue, Int8Wrapper(persistedValue: Int8(9)).persistableValue], 0, { $0.mapInt8.persistableValue.contains(Int8Wrapper(persistedValue: Int8(8)).persistableValue..<Int8Wrapper(persistedValue: Int8(9)).persistableValue) }),
        ("((mapInt16.@min >= %@) && (mapInt16.@max <= %@))", [Int16Wrapper(persistedValue: Int16(16)).persistableValue, Int16Wrapper(persistedValue: Int16(17)).persistableValue], 1, { $0.mapInt16.persistableValue.contains(Int16Wrapper(persistedValue: Int16(16)).persistableValue...Int16Wrapper(persistedValue: Int16(17)).persistableValue) }),
        ("((mapInt16.@min >= %@) && (mapInt16.@max < %@))", [Int16Wrapper(persistedValue: Int16(16)).persistableValue, Int16Wrapper(persistedValue: Int16(17)).persistableValue], 0, { $0.mapInt16.persistableValue.contains(Int16Wrapper(persistedValue: Int16(16)).persistableValue..<Int16Wrapper(persistedValue: Int16(17)).persistableValue) }),
        ("((mapInt32.@min >= %@) && (mapInt32.@max <= %@))", [Int32Wrapper(persistedValue: Int32(32)).persistableValue, Int32Wrapper(persistedValue: Int32(33)).persistableValue], 1, { $0.mapInt32.persistableValue.contains(Int32Wrapper(persistedValue: Int32(32)).persistableValue...Int32Wrapper(persistedValue: Int32(33)).persistableValue) }),
        ("((mapInt32.@min >= %@) && (mapInt32.@max < %@))", [Int32Wrapper(persistedValue: Int32(32)).persistableValue, Int32Wrapper(persistedValue: Int32(33)).persistableValue], 0, { $0.mapInt32.persistableValue.contains(Int32Wrapper(persistedValue: Int32(32)).persistableValue..<Int32Wrapper(persistedValue: Int32(33)).persistableValue) }),
        ("((mapInt64.@min >= %@) && (mapInt64.@max <= %@))", [Int64Wrapper(persistedValue: Int64(64)).persistableValue, Int64Wrapper(persistedValue: Int64(65)).persistableValue], 1, { $0.mapInt64.persistableValue.contains(Int64Wrapper(persistedValue: Int64(64)).persistableValue...Int64Wrapper(persistedValue: Int64(65)).persistableValue) }),
        ("((mapInt64.@min >= %@) && (mapInt64.@max < %@))", [Int64Wrapper(persistedValue: Int64(64)).persistableValue, Int64Wrapper(persistedValue: Int64(65)).persistableValue], 0, { $0.mapInt64.persistableValue.contains(Int64Wrapper(persistedValue: Int64(64)).persistableValue..<Int64Wrapper(persistedValue: Int64(65)).persistableValue) }),
        ("((mapFloat.@min >= %@) && (mapFloat.@max <= %@))", [FloatWrapper(persistedValue: Float(5.55444333)).persistableValue, FloatWrapper(persistedValue: Float(6.55444333)).persistableValue], 1, { $0.mapFloat.persistableValue.contains(FloatWrapper(persistedValue: Float(5.55444333)).persistableValue...FloatWrapper(persistedValue: Float(6.55444333)).persistableValue) }),
        ("((mapFloat.@min >= %@) && (mapFloat.@max < %@))", [FloatWrapper(persistedValue: Float(5.55444333)).persistableValue, FloatWrapper(persistedValue: Float(6.55444333)).persistableValue], 0, { $0.mapFloat.persistableValue.contains(FloatWrapper(persistedValue: Float(5.55444333)).persistableValue..<FloatWrapper(persistedValue: Float(6.55444333)).persistableValue) }),
        ("((mapDouble.@min >= %@) && (mapDouble.@max <= %@))", [DoubleWrapper(persistedValue: 123.456).persistableValue, DoubleWrapper(persistedValue: 234.567).persistableValue], 1, { $0.mapDouble.persistableValue.contains(DoubleWrapper(persistedValue: 123.456).persistableValue...DoubleWrapper(persistedValue: 234.567).persistableValue) }),
        ("((mapDouble.@min >= %@) && (mapDouble.@max < %@))", [DoubleWrapper(persistedValue: 123.456).persistableValue, DoubleWrapper(persistedValue: 234.567).persistableValue], 0, { $0.mapDouble.persistableValue.contains(DoubleWrapper(persistedValue: 123.456).persistableValue..<DoubleWrapper(persistedValue: 234.567).persistableValue) }),
        ("((mapDate.@min >= %@) && (mapDate.@max <= %@))", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)).persistableValue, DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)).persistableValue], 1, { $0.mapDate.persistableValue.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)).persistableValue...DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)).persistableValue) }),
        ("((mapDate.@min >= %@) && (mapDate.@max < %@))", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)).persistableValue, DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)).persistableValue], 0, { $0.mapDate.persistableValue.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)).persistableValue..<DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)).persistableValue) }),
        ("((mapDecimal.@min >= %@) && (mapDecimal.@max <= %@))", [Decimal128Wrapper(persistedValue: Decimal128(123.456)).persistableValue, Decimal128Wrapper(persistedValue: Decimal128(234.567)).persistableValue], 1, { $0.mapDecimal.persistableValue.contains(Decimal128Wrapper(persistedValue: Decimal128(123.456)).persistableValue...Decimal128Wrapper(persistedValue: Decimal128(234.567)).persistableValue) }),
        ("((mapDecimal.@min >= %@) && (mapDecimal.@max < %@))", [Decimal128Wrapper(persistedValue: Decimal128(123.456)).persistableValue, Decimal128Wrapper(persistedValue: Decimal128(234.567)).persistableValue], 0, { $0.mapDecimal.persistableValue.contains(Decimal128Wrapper(persistedValue: Decimal128(123.456)).persistableValue..<Decimal128Wrapper(persistedValue: Decimal128(234.567)).persistableValue) }),
        ("((mapOptInt.@min >= %@) && (mapOptInt.@max <= %@))", [IntWrapper(persistedValue: 1).persistableValue, IntWrapper(persistedValue: 3).persistableValue], 1, { $0.mapOptInt.persistableValue.contains(IntWrapper(persistedValue: 1).persistableValue...IntWrapper(persistedValue: 3).persistableValue) }),
        ("((mapOptInt.@min >= %@) && (mapOptInt.@max < %@))", [IntWrapper(persistedValue: 1).persistableValue, IntWrapper(persistedValue: 3).persistableValue], 0, { $0.mapOptInt.persistableValue.contains(IntWrapper(persistedValue: 1).persistableValue..<IntWrapper(persistedValue: 3).persistableValue) }),
        ("((mapOptInt8.@min >= %@) && (mapOptInt8.@max <= %@))", [Int8Wrapper(persistedValue: Int8(8)).persistableValue, Int8Wrapper(persistedValue: Int8(9)).persistableValue], 1, { $0.mapOptInt8.persistableValue.contains(Int8Wrapper(persistedValue: Int8(8)).persistableValue...Int8Wrapper(persistedValue: Int8(9)).persistableValue) }),
        ("((mapOptInt8.@min >= %@) && (mapOptInt8.@max < %@))", [Int8Wrapper(persistedValue: Int8(8)).persistableValue, Int8Wrapper(persistedValue: Int8(9)).persistableValue], 0, { $0.mapOptInt8.persistableValue.contains(Int8Wrapper(persistedValue: Int8(8)).persistableValue..<Int8Wrapper(persistedValue: Int8(9)).persistableValue) }),
        ("((mapOptInt16.@min >= %@) && (mapOptInt16.@max <= %@))", [Int16Wrapper(persistedValue: Int16(16)).persistableValue, Int16Wrapper(persistedValue: Int16(17)).persistableValue], 1, { $0.mapOptInt16.persistableValue.contains(Int16Wrapper(persistedValue: Int16(16)).persistableValue...Int16Wrapper(persistedValue: Int16(17)).persistableValue) }),
        ("((mapOptInt16.@min >= %@) && (mapOptInt16.@max < %@))", [Int16Wrapper(persistedValue: Int16(16)).persistableValue, Int16Wrapper(persistedValue: Int16(17)).persistableValue], 0, { $0.mapOptInt16.persistableValue.contains(Int16Wrapper(persistedValue: Int16(16)).persistableValue..<Int16Wrapper(persistedValue: Int16(17)).persistableValue) }),
        ("((mapOptInt32.@min >= %@) && (mapOptInt32.@max <= %@))", [Int32Wrapper(persistedValue: Int32(32)).persistableValue, Int32Wrapper(persistedValue: Int32(33)).persistableValue], 1, { $0.mapOptInt32.persistableValue.contains(Int32Wrapper(persistedValue: Int32(32)).persistableValue...Int32Wrapper(persistedValue: Int32(33)).persistableValue) }),
        ("((mapOptInt32.@min >= %@) && (mapOptInt32.@max < %@))", [Int32Wrapper(persistedValue: Int32(32)).persistableValue, Int32Wrapper(persistedValue: Int32(33)).persistableValue], 0, { $0.mapOptInt32.persistableValue.contains(Int32Wrapper(persistedValue: Int32(32)).persistableValue..<Int32Wrapper(persistedValue: Int32(33)).persistableValue) }),
        ("((mapOptInt64.@min >= %@) && (mapOptInt64.@max <= %@))", [Int64Wrapper(persistedValue: Int64(64)).persistableValue, Int64Wrapper(persistedValue: Int64(65)).persistableValue], 1, { $0.mapOptInt64.persistableValue.contains(Int64Wrapper(persistedValue: Int64(64)).persistableValue...Int64Wrapper(persistedValue: Int64(65)).persistableValue) }),
        ("((mapOptInt64.@min >= %@) && (mapOptInt64.@max < %@))", [Int64Wrapper(persistedValue: Int64(64)).persistableValue, Int64Wrapper(persistedValue: Int64(65)).persistableValue], 0, { $0.mapOptInt64.persistableValue.contains(Int64Wrapper(persistedValue: Int64(64)).persistableValue..<Int64Wrapper(persistedValue: Int64(65)).persistableValue) }),
        ("((mapOptFloat.@min >= %@) && (mapOptFloat.@max <= %@))", [FloatWrapper(persistedValue: Float(5.55444333)).persistableValue, FloatWrapper(persistedValue: Float(6.55444333)).persistableValue], 1, { $0.mapOptFloat.persistableValue.contains(FloatWrapper(persistedValue: Float(5.55444333)).persistableValue...FloatWrapper(persistedValue: Float(6.55444333)).persistableValue) }),
        ("((mapOptFloat.@min >= %@) && (mapOptFloat.@max < %@))", [FloatWrapper(persistedValue: Float(5.55444333)).persistableValue, FloatWrapper(persistedValue: Float(6.55444333)).persistableValue], 0, { $0.mapOptFloat.persistableValue.contains(FloatWrapper(persistedValue: Float(5.55444333)).persistableValue..<FloatWrapper(persistedValue: Float(6.55444333)).persistableValue) }),
        ("((mapOptDouble.@min >= %@) && (mapOptDouble.@max <= %@))", [DoubleWrapper(persistedValue: 123.456).persistableValue, DoubleWrapper(persistedValue: 234.567).persistableValue], 1, { $0.mapOptDouble.persistableValue.contains(DoubleWrapper(persistedValue: 123.456).persistableValue...DoubleWrapper(persistedValue: 234.567).persistableValue) }),
        ("((mapOptDouble.@min >= %@) && (mapOptDouble.@max < %@))", [DoubleWrapper(persistedValue: 123.456).persistableValue, DoubleWrapper(persistedValue: 234.567).persistableValue], 0, { $0.mapOptDouble.persistableValue.contains(DoubleWrapper(persistedValue: 123.456).persistableValue..<DoubleWrapper(persistedValue: 234.567).persistableValue) }),
        ("((mapOptDate.@min >= %@) && (mapOptDate.@max <= %@))", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)).persistableValue, DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)).persistableValue], 1, { $0.mapOptDate.persistableValue.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)).persistableValue...DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)).persistableValue) }),
        ("((mapOptDate.@min >= %@) && (mapOptDate.@max < %@))", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)).persistableValue, DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)).persistableValue], 0, { $0.mapOptDate.persistableValue.contains(DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)).persistableValue..<DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)).persistableValue) }),
        ("((mapOptDecimal.@min >= %@) && (mapOptDecimal.@max <= %@))", [Decimal128Wrapper(persistedValue: Decimal128(123.456)).persistableValue, Decimal128Wrapper(persistedValue: Decimal128(234.567)).persistableValue], 1, { $0.mapOptDecimal.persistableValue.contains(Decimal128Wrapper(persistedValue: Decimal128(123.456)).persistableValue...Decimal128Wrapper(persistedValue: Decimal128(234.567)).persistableValue) }),
        ("((mapOptDecimal.@min >= %@) && (mapOptDecimal.@max < %@))", [Decimal128Wrapper(persistedValue: Decimal128(123.456)).persistableValue, Decimal128Wrapper(persistedValue: Decimal128(234.567)).persistableValue], 0, { $0.mapOptDecimal.persistableValue.contains(Decimal128Wrapper(persistedValue: Decimal128(123.456)).persistableValue..<Decimal128Wrapper(persistedValue: Decimal128(234.567)).persistableValue) }),
    ]
    for (text, values, count, query) in wrappedRows {
        let (built, args) = query(Query<CustomPersistableCollections>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(CustomPersistableCollections.self).where(query).count, count, built)
    }
}

/// `containsAny(in:)` on a list of every scalar type, AnyRealmValue, persistable enum and wrapper, optional or not, is `(ANY name IN %@)` with the array as its one argument, and matches the object holding those two values; on a list of objects, an array holding the object it holds matches too.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testListContainsAnyInObject
func testSuiteQueryListContainsAnyEveryElementType() throws {
    let realm = try Realm()
    let values = ModernCollectionsOfValues()
    let enums = ModernCollectionsOfEnums()
    let wrapped = CustomPersistableCollections()
    values.arrayBool.append(objectsIn: [true, true])
    values.arrayInt.append(objectsIn: [1, 3])
    values.arrayInt8.append(objectsIn: [Int8(8), Int8(9)])
    values.arrayInt16.append(objectsIn: [Int16(16), Int16(17)])
    values.arrayInt32.append(objectsIn: [Int32(32), Int32(33)])
    values.arrayInt64.append(objectsIn: [Int64(64), Int64(65)])
    values.arrayFloat.append(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.arrayDouble.append(objectsIn: [123.456, 234.567])
    values.arrayString.append(objectsIn: ["Foo", "Foó"])
    values.arrayBinary.append(objectsIn: [Data(count: 64), Data(count: 128)])
    values.arrayDate.append(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.arrayDecimal.append(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.arrayObjectId.append(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.arrayUuid.append(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.arrayOptBool.append(objectsIn: [true, true])
    values.arrayOptInt.append(objectsIn: [1, 3])
    values.arrayOptInt8.append(objectsIn: [Int8(8), Int8(9)])
    values.arrayOptInt16.append(objectsIn: [Int16(16), Int16(17)])
    values.arrayOptInt32.append(objectsIn: [Int32(32), Int32(33)])
    values.arrayOptInt64.append(objectsIn: [Int64(64), Int64(65)])
    values.arrayOptFloat.append(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.arrayOptDouble.append(objectsIn: [123.456, 234.567])
    values.arrayOptString.append(objectsIn: ["Foo", "Foó"])
    values.arrayOptBinary.append(objectsIn: [Data(count: 64), Data(count: 128)])
    values.arrayOptDate.append(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.arrayOptDecimal.append(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.arrayOptObjectId.append(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.arrayOptUuid.append(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.setBool.insert(objectsIn: [true, true])
    values.setInt.insert(objectsIn: [1, 3])
    values.setInt8.insert(objectsIn: [Int8(8), Int8(9)])
    values.setInt16.insert(objectsIn: [Int16(16), Int16(17)])
    values.setInt32.insert(objectsIn: [Int32(32), Int32(33)])
    values.setInt64.insert(objectsIn: [Int64(64), Int64(65)])
    values.setFloat.insert(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.setDouble.insert(objectsIn: [123.456, 234.567])
    values.setString.insert(objectsIn: ["Foo", "Foó"])
    values.setBinary.insert(objectsIn: [Data(count: 64), Data(count: 128)])
    values.setDate.insert(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.setDecimal.insert(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.setObjectId.insert(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.setUuid.insert(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.setOptBool.insert(objectsIn: [true, true])
    values.setOptInt.insert(objectsIn: [1, 3])
    values.setOptInt8.insert(objectsIn: [Int8(8), Int8(9)])
    values.setOptInt16.insert(objectsIn: [Int16(16), Int16(17)])
    values.setOptInt32.insert(objectsIn: [Int32(32), Int32(33)])
    values.setOptInt64.insert(objectsIn: [Int64(64), Int64(65)])
    values.setOptFloat.insert(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.setOptDouble.insert(objectsIn: [123.456, 234.567])
    values.setOptString.insert(objectsIn: ["Foo", "Foó"])
    values.setOptBinary.insert(objectsIn: [Data(count: 64), Data(count: 128)])
    values.setOptDate.insert(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.setOptDecimal.insert(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.setOptObjectId.insert(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.setOptUuid.insert(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.mapBool["foo"] = true
    values.mapBool["bar"] = true
    values.mapInt["foo"] = 1
    values.mapInt["bar"] = 3
    values.mapInt8["foo"] = Int8(8)
    values.mapInt8["bar"] = Int8(9)
    values.mapInt16["foo"] = Int16(16)
    values.mapInt16["bar"] = Int16(17)
    values.mapInt32["foo"] = Int32(32)
    values.mapInt32["bar"] = Int32(33)
    values.mapInt64["foo"] = Int64(64)
    values.mapInt64["bar"] = Int64(65)
    values.mapFloat["foo"] = Float(5.55444333)
    values.mapFloat["bar"] = Float(6.55444333)
    values.mapDouble["foo"] = 123.456
    values.mapDouble["bar"] = 234.567
    values.mapString["foo"] = "Foo"
    values.mapString["bar"] = "Foó"
    values.mapBinary["foo"] = Data(count: 64)
    values.mapBinary["bar"] = Data(count: 128)
    values.mapDate["foo"] = Date(timeIntervalSince1970: 1000000)
    values.mapDate["bar"] = Date(timeIntervalSince1970: 2000000)
    values.mapDecimal["foo"] = Decimal128(123.456)
    values.mapDecimal["bar"] = Decimal128(234.567)
    values.mapObjectId["foo"] = ObjectId("61184062c1d8f096a3695046")
    values.mapObjectId["bar"] = ObjectId("61184062c1d8f096a3695045")
    values.mapUuid["foo"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!
    values.mapUuid["bar"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    values.mapOptBool["foo"] = true
    values.mapOptBool["bar"] = true
    values.mapOptInt["foo"] = 1
    values.mapOptInt["bar"] = 3
    values.mapOptInt8["foo"] = Int8(8)
    values.mapOptInt8["bar"] = Int8(9)
    values.mapOptInt16["foo"] = Int16(16)
    values.mapOptInt16["bar"] = Int16(17)
    values.mapOptInt32["foo"] = Int32(32)
    values.mapOptInt32["bar"] = Int32(33)
    values.mapOptInt64["foo"] = Int64(64)
    values.mapOptInt64["bar"] = Int64(65)
    values.mapOptFloat["foo"] = Float(5.55444333)
    values.mapOptFloat["bar"] = Float(6.55444333)
    values.mapOptDouble["foo"] = 123.456
    values.mapOptDouble["bar"] = 234.567
    values.mapOptString["foo"] = "Foo"
    values.mapOptString["bar"] = "Foó"
    values.mapOptBinary["foo"] = Data(count: 64)
    values.mapOptBinary["bar"] = Data(count: 128)
    values.mapOptDate["foo"] = Date(timeIntervalSince1970: 1000000)
    values.mapOptDate["bar"] = Date(timeIntervalSince1970: 2000000)
    values.mapOptDecimal["foo"] = Decimal128(123.456)
    values.mapOptDecimal["bar"] = Decimal128(234.567)
    values.mapOptObjectId["foo"] = ObjectId("61184062c1d8f096a3695046")
    values.mapOptObjectId["bar"] = ObjectId("61184062c1d8f096a3695045")
    values.mapOptUuid["foo"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!
    values.mapOptUuid["bar"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    values.arrayAny.append(objectsIn: [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello")])
    values.setAny.insert(objectsIn: [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello")])
    values.mapAny["foo"] = AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))
    values.mapAny["bar"] = AnyRealmValue.string("Hello")
    enums.listInt.append(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.listInt8.append(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.listInt16.append(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.listInt32.append(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.listInt64.append(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.listFloat.append(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.listDouble.append(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.listString.append(objectsIn: [EnumString.value1, EnumString.value2])
    enums.listIntOpt.append(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.listInt8Opt.append(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.listInt16Opt.append(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.listInt32Opt.append(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.listInt64Opt.append(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.listFloatOpt.append(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.listDoubleOpt.append(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.listStringOpt.append(objectsIn: [EnumString.value1, EnumString.value2])
    enums.setInt.insert(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.setInt8.insert(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.setInt16.insert(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.setInt32.insert(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.setInt64.insert(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.setFloat.insert(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.setDouble.insert(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.setString.insert(objectsIn: [EnumString.value1, EnumString.value2])
    enums.setIntOpt.insert(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.setInt8Opt.insert(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.setInt16Opt.insert(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.setInt32Opt.insert(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.setInt64Opt.insert(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.setFloatOpt.insert(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.setDoubleOpt.insert(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.setStringOpt.insert(objectsIn: [EnumString.value1, EnumString.value2])
    enums.mapInt["foo"] = EnumInt.value1
    enums.mapInt["bar"] = EnumInt.value2
    enums.mapInt8["foo"] = EnumInt8.value1
    enums.mapInt8["bar"] = EnumInt8.value2
    enums.mapInt16["foo"] = EnumInt16.value1
    enums.mapInt16["bar"] = EnumInt16.value2
    enums.mapInt32["foo"] = EnumInt32.value1
    enums.mapInt32["bar"] = EnumInt32.value2
    enums.mapInt64["foo"] = EnumInt64.value1
    enums.mapInt64["bar"] = EnumInt64.value2
    enums.mapFloat["foo"] = EnumFloat.value1
    enums.mapFloat["bar"] = EnumFloat.value2
    enums.mapDouble["foo"] = EnumDouble.value1
    enums.mapDouble["bar"] = EnumDouble.value2
    enums.mapString["foo"] = EnumString.value1
    enums.mapString["bar"] = EnumString.value2
    enums.mapIntOpt["foo"] = EnumInt.value1
    enums.mapIntOpt["bar"] = EnumInt.value2
    enums.mapInt8Opt["foo"] = EnumInt8.value1
    enums.mapInt8Opt["bar"] = EnumInt8.value2
    enums.mapInt16Opt["foo"] = EnumInt16.value1
    enums.mapInt16Opt["bar"] = EnumInt16.value2
    enums.mapInt32Opt["foo"] = EnumInt32.value1
    enums.mapInt32Opt["bar"] = EnumInt32.value2
    enums.mapInt64Opt["foo"] = EnumInt64.value1
    enums.mapInt64Opt["bar"] = EnumInt64.value2
    enums.mapFloatOpt["foo"] = EnumFloat.value1
    enums.mapFloatOpt["bar"] = EnumFloat.value2
    enums.mapDoubleOpt["foo"] = EnumDouble.value1
    enums.mapDoubleOpt["bar"] = EnumDouble.value2
    enums.mapStringOpt["foo"] = EnumString.value1
    enums.mapStringOpt["bar"] = EnumString.value2
    wrapped.listBool.append(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.listInt.append(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.listInt8.append(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.listInt16.append(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.listInt32.append(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.listInt64.append(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.listFloat.append(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.listDouble.append(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.listString.append(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.listBinary.append(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.listDate.append(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.listDecimal.append(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.listObjectId.append(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.listUuid.append(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.listOptBool.append(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.listOptInt.append(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.listOptInt8.append(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.listOptInt16.append(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.listOptInt32.append(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.listOptInt64.append(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.listOptFloat.append(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.listOptDouble.append(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.listOptString.append(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.listOptBinary.append(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.listOptDate.append(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.listOptDecimal.append(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.listOptObjectId.append(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.listOptUuid.append(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.setBool.insert(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.setInt.insert(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.setInt8.insert(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.setInt16.insert(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.setInt32.insert(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.setInt64.insert(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.setFloat.insert(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.setDouble.insert(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.setString.insert(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.setBinary.insert(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.setDate.insert(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.setDecimal.insert(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.setObjectId.insert(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.setUuid.insert(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.setOptBool.insert(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.setOptInt.insert(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.setOptInt8.insert(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.setOptInt16.insert(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.setOptInt32.insert(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.setOptInt64.insert(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.setOptFloat.insert(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.setOptDouble.insert(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.setOptString.insert(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.setOptBinary.insert(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.setOptDate.insert(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.setOptDecimal.insert(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.setOptObjectId.insert(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.setOptUuid.insert(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.mapBool["foo"] = BoolWrapper(persistedValue: true)
    wrapped.mapBool["bar"] = BoolWrapper(persistedValue: true)
    wrapped.mapInt["foo"] = IntWrapper(persistedValue: 1)
    wrapped.mapInt["bar"] = IntWrapper(persistedValue: 3)
    wrapped.mapInt8["foo"] = Int8Wrapper(persistedValue: Int8(8))
    wrapped.mapInt8["bar"] = Int8Wrapper(persistedValue: Int8(9))
    wrapped.mapInt16["foo"] = Int16Wrapper(persistedValue: Int16(16))
    wrapped.mapInt16["bar"] = Int16Wrapper(persistedValue: Int16(17))
    wrapped.mapInt32["foo"] = Int32Wrapper(persistedValue: Int32(32))
    wrapped.mapInt32["bar"] = Int32Wrapper(persistedValue: Int32(33))
    wrapped.mapInt64["foo"] = Int64Wrapper(persistedValue: Int64(64))
    wrapped.mapInt64["bar"] = Int64Wrapper(persistedValue: Int64(65))
    wrapped.mapFloat["foo"] = FloatWrapper(persistedValue: Float(5.55444333))
    wrapped.mapFloat["bar"] = FloatWrapper(persistedValue: Float(6.55444333))
    wrapped.mapDouble["foo"] = DoubleWrapper(persistedValue: 123.456)
    wrapped.mapDouble["bar"] = DoubleWrapper(persistedValue: 234.567)
    wrapped.mapString["foo"] = StringWrapper(persistedValue: "Foo")
    wrapped.mapString["bar"] = StringWrapper(persistedValue: "Foó")
    wrapped.mapBinary["foo"] = DataWrapper(persistedValue: Data(count: 64))
    wrapped.mapBinary["bar"] = DataWrapper(persistedValue: Data(count: 128))
    wrapped.mapDate["foo"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    wrapped.mapDate["bar"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    wrapped.mapDecimal["foo"] = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    wrapped.mapDecimal["bar"] = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    wrapped.mapObjectId["foo"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))
    wrapped.mapObjectId["bar"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    wrapped.mapUuid["foo"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)
    wrapped.mapUuid["bar"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    wrapped.mapOptBool["foo"] = BoolWrapper(persistedValue: true)
    wrapped.mapOptBool["bar"] = BoolWrapper(persistedValue: true)
    wrapped.mapOptInt["foo"] = IntWrapper(persistedValue: 1)
    wrapped.mapOptInt["bar"] = IntWrapper(persistedValue: 3)
    wrapped.mapOptInt8["foo"] = Int8Wrapper(persistedValue: Int8(8))
    wrapped.mapOptInt8["bar"] = Int8Wrapper(persistedValue: Int8(9))
    wrapped.mapOptInt16["foo"] = Int16Wrapper(persistedValue: Int16(16))
    wrapped.mapOptInt16["bar"] = Int16Wrapper(persistedValue: Int16(17))
    wrapped.mapOptInt32["foo"] = Int32Wrapper(persistedValue: Int32(32))
    wrapped.mapOptInt32["bar"] = Int32Wrapper(persistedValue: Int32(33))
    wrapped.mapOptInt64["foo"] = Int64Wrapper(persistedValue: Int64(64))
    wrapped.mapOptInt64["bar"] = Int64Wrapper(persistedValue: Int64(65))
    wrapped.mapOptFloat["foo"] = FloatWrapper(persistedValue: Float(5.55444333))
    wrapped.mapOptFloat["bar"] = FloatWrapper(persistedValue: Float(6.55444333))
    wrapped.mapOptDouble["foo"] = DoubleWrapper(persistedValue: 123.456)
    wrapped.mapOptDouble["bar"] = DoubleWrapper(persistedValue: 234.567)
    wrapped.mapOptString["foo"] = StringWrapper(persistedValue: "Foo")
    wrapped.mapOptString["bar"] = StringWrapper(persistedValue: "Foó")
    wrapped.mapOptBinary["foo"] = DataWrapper(persistedValue: Data(count: 64))
    wrapped.mapOptBinary["bar"] = DataWrapper(persistedValue: Data(count: 128))
    wrapped.mapOptDate["foo"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    wrapped.mapOptDate["bar"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    wrapped.mapOptDecimal["foo"] = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    wrapped.mapOptDecimal["bar"] = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    wrapped.mapOptObjectId["foo"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))
    wrapped.mapOptObjectId["bar"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    wrapped.mapOptUuid["foo"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)
    wrapped.mapOptUuid["bar"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    try realm.write {
        realm.add(values)
        realm.add(enums)
        realm.add(wrapped)
    }
    let valueRows: [(String, [Any], Int, (Query<ModernCollectionsOfValues>) -> Query<Bool>)] = [
        ("(ANY arrayBool IN %@)", [[true, true]], 1, { $0.arrayBool.containsAny(in: [true, true]) }),
        ("(ANY arrayInt IN %@)", [[1, 3]], 1, { $0.arrayInt.containsAny(in: [1, 3]) }),
        ("(ANY arrayInt8 IN %@)", [[Int8(8), Int8(9)]], 1, { $0.arrayInt8.containsAny(in: [Int8(8), Int8(9)]) }),
        ("(ANY arrayInt16 IN %@)", [[Int16(16), Int16(17)]], 1, { $0.arrayInt16.containsAny(in: [Int16(16), Int16(17)]) }),
        ("(ANY arrayInt32 IN %@)", [[Int32(32), Int32(33)]], 1, { $0.arrayInt32.containsAny(in: [Int32(32), Int32(33)]) }),
        ("(ANY arrayInt64 IN %@)", [[Int64(64), Int64(65)]], 1, { $0.arrayInt64.containsAny(in: [Int64(64), Int64(65)]) }),
        ("(ANY arrayFloat IN %@)", [[Float(5.55444333), Float(6.55444333)]], 1, { $0.arrayFloat.containsAny(in: [Float(5.55444333), Float(6.55444333)]) }),
        ("(ANY arrayDouble IN %@)", [[123.456, 234.567]], 1, { $0.arrayDouble.containsAny(in: [123.456, 234.567]) }),
        ("(ANY arrayString IN %@)", [["Foo", "Foó"]], 1, { $0.arrayString.containsAny(in: ["Foo", "Foó"]) }),
        ("(ANY arrayBinary IN %@)", [[Data(count: 64), Data(count: 128)]], 1, { $0.arrayBinary.containsAny(in: [Data(count: 64), Data(count: 128)]) }),
        ("(ANY arrayDate IN %@)", [[Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)]], 1, { $0.arrayDate.containsAny(in: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)]) }),
        ("(ANY arrayDecimal IN %@)", [[Decimal128(123.456), Decimal128(234.567)]], 1, { $0.arrayDecimal.containsAny(in: [Decimal128(123.456), Decimal128(234.567)]) }),
        ("(ANY arrayObjectId IN %@)", [[ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")]], 1, { $0.arrayObjectId.containsAny(in: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")]) }),
        ("(ANY arrayUuid IN %@)", [[UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!]], 1, { $0.arrayUuid.containsAny(in: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!]) }),
        ("(ANY arrayAny IN %@)", [[AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello")]], 1, { $0.arrayAny.containsAny(in: [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello")]) }),
        ("(ANY arrayOptBool IN %@)", [[true, true]], 1, { $0.arrayOptBool.containsAny(in: [true, true]) }),
        ("(ANY arrayOptInt IN %@)", [[1, 3]], 1, { $0.arrayOptInt.containsAny(in: [1, 3]) }),
        ("(ANY arrayOptInt8 IN %@)", [[Int8(8), Int8(9)]], 1, { $0.arrayOptInt8.containsAny(in: [Int8(8), Int8(9)]) }),
        ("(ANY arrayOptInt16 IN %@)", [[Int16(16), Int16(17)]], 1, { $0.arrayOptInt16.containsAny(in: [Int16(16), Int16(17)]) }),
        ("(ANY arrayOptInt32 IN %@)", [[Int32(32), Int32(33)]], 1, { $0.arrayOptInt32.containsAny(in: [Int32(32), Int32(33)]) }),
        ("(ANY arrayOptInt64 IN %@)", [[Int64(64), Int64(65)]], 1, { $0.arrayOptInt64.containsAny(in: [Int64(64), Int64(65)]) }),
        ("(ANY arrayOptFloat IN %@)", [[Float(5.55444333), Float(6.55444333)]], 1, { $0.arrayOptFloat.containsAny(in: [Float(5.55444333), Float(6.55444333)]) }),
        ("(ANY arrayOptDouble IN %@)", [[123.456, 234.567]], 1, { $0.arrayOptDouble.containsAny(in: [123.456, 234.567]) }),
        ("(ANY arrayOptString IN %@)", [["Foo", "Foó"]], 1, { $0.arrayOptString.containsAny(in: ["Foo", "Foó"]) }),
        ("(ANY arrayOptBinary IN %@)", [[Data(count: 64), Data(count: 128)]], 1, { $0.arrayOptBinary.containsAny(in: [Data(count: 64), Data(count: 128)]) }),
        ("(ANY arrayOptDate IN %@)", [[Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)]], 1, { $0.arrayOptDate.containsAny(in: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)]) }),
        ("(ANY arrayOptDecimal IN %@)", [[Decimal128(123.456), Decimal128(234.567)]], 1, { $0.arrayOptDecimal.containsAny(in: [Decimal128(123.456), Decimal128(234.567)]) }),
        ("(ANY arrayOptObjectId IN %@)", [[ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")]], 1, { $0.arrayOptObjectId.containsAny(in: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")]) }),
        ("(ANY arrayOptUuid IN %@)", [[UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!]], 1, { $0.arrayOptUuid.containsAny(in: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!]) }),
    ]
    for (text, values, count, query) in valueRows {
        let (built, args) = query(Query<ModernCollectionsOfValues>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernCollectionsOfValues.self).where(query).count, count, built)
    }
    let enumRows: [(String, [Any], Int, (Query<ModernCollectionsOfEnums>) -> Query<Bool>)] = [
        ("(ANY listInt IN %@)", [[EnumInt.value1, EnumInt.value2]], 1, { $0.listInt.containsAny(in: [EnumInt.value1, EnumInt.value2]) }),
        ("(ANY listInt8 IN %@)", [[EnumInt8.value1, EnumInt8.value2]], 1, { $0.listInt8.containsAny(in: [EnumInt8.value1, EnumInt8.value2]) }),
        ("(ANY listInt16 IN %@)", [[EnumInt16.value1, EnumInt16.value2]], 1, { $0.listInt16.containsAny(in: [EnumInt16.value1, EnumInt16.value2]) }),
        ("(ANY listInt32 IN %@)", [[EnumInt32.value1, EnumInt32.value2]], 1, { $0.listInt32.containsAny(in: [EnumInt32.value1, EnumInt32.value2]) }),
        ("(ANY listInt64 IN %@)", [[EnumInt64.value1, EnumInt64.value2]], 1, { $0.listInt64.containsAny(in: [EnumInt64.value1, EnumInt64.value2]) }),
        ("(ANY listFloat IN %@)", [[EnumFloat.value1, EnumFloat.value2]], 1, { $0.listFloat.containsAny(in: [EnumFloat.value1, EnumFloat.value2]) }),
        ("(ANY listDouble IN %@)", [[EnumDouble.value1, EnumDouble.value2]], 1, { $0.listDouble.containsAny(in: [EnumDouble.value1, EnumDouble.value2]) }),
        ("(ANY listString IN %@)", [[EnumString.value1, EnumString.value2]], 1, { $0.listString.containsAny(in: [EnumString.value1, EnumString.value2]) }),
        ("(ANY listIntOpt IN %@)", [[EnumInt.value1, EnumInt.value2]], 1, { $0.listIntOpt.containsAny(in: [EnumInt.value1, EnumInt.value2]) }),
        ("(ANY listInt8Opt IN %@)", [[EnumInt8.value1, EnumInt8.value2]], 1, { $0.listInt8Opt.containsAny(in: [EnumInt8.value1, EnumInt8.value2]) }),
        ("(ANY listInt16Opt IN %@)", [[EnumInt16.value1, EnumInt16.value2]], 1, { $0.listInt16Opt.containsAny(in: [EnumInt16.value1, EnumInt16.value2]) }),
        ("(ANY listInt32Opt IN %@)", [[EnumInt32.value1, EnumInt32.value2]], 1, { $0.listInt32Opt.containsAny(in: [EnumInt32.value1, EnumInt32.value2]) }),
        ("(ANY listInt64Opt IN %@)", [[EnumInt64.value1, EnumInt64.value2]], 1, { $0.listInt64Opt.containsAny(in: [EnumInt64.value1, EnumInt64.value2]) }),
        ("(ANY listFloatOpt IN %@)", [[EnumFloat.value1, EnumFloat.value2]], 1, { $0.listFloatOpt.containsAny(in: [EnumFloat.value1, EnumFloat.value2]) }),
        ("(ANY listDoubleOpt IN %@)", [[EnumDouble.value1, EnumDouble.value2]], 1, { $0.listDoubleOpt.containsAny(in: [EnumDouble.value1, EnumDouble.value2]) }),
        ("(ANY listStringOpt IN %@)", [[EnumString.value1, EnumString.value2]], 1, { $0.listStringOpt.containsAny(in: [EnumString.value1, EnumString.value2]) }),
    ]
    for (text, values, count, query) in enumRows {
        let (built, args) = query(Query<ModernCollectionsOfEnums>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernCollectionsOfEnums.self).where(query).count, count, built)
    }
    let wrappedRows: [(String, [Any], Int, (Query<CustomPersistableCollections>) -> Query<Bool>)] = [
        ("(ANY listBool IN %@)", [[BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)]], 1, { $0.listBool.containsAny(in: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)]) }),
        ("(ANY listInt IN %@)", [[IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)]], 1, { $0.listInt.containsAny(in: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)]) }),
        ("(ANY listInt8 IN %@)", [[Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))]], 1, { $0.listInt8.containsAny(in: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))]) }),
        ("(ANY listInt16 IN %@)", [[Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))]], 1, { $0.listInt16.containsAny(in: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))]) }),
        ("(ANY listInt32 IN %@)", [[Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))]], 1, { $0.listInt32.containsAny(in: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))]) }),
        ("(ANY listInt64 IN %@)", [[Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))]], 1, { $0.listInt64.containsAny(in: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))]) }),
        ("(ANY listFloat IN %@)", [[FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))]], 1, { $0.listFloat.containsAny(in: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))]) }),
        ("(ANY listDouble IN %@)", [[DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)]], 1, { $0.listDouble.containsAny(in: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)]) }),
        ("(ANY listString IN %@)", [[StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")]], 1, { $0.listString.containsAny(in: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")]) }),
        ("(ANY listBinary IN %@)", [[DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))]], 1, { $0.listBinary.containsAny(in: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))]) }),
        ("(ANY listDate IN %@)", [[DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))]], 1, { $0.listDate.containsAny(in: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))]) }),
        ("(ANY listDecimal IN %@)", [[Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))]], 1, { $0.listDecimal.containsAny(in: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))]) }),
        ("(ANY listObjectId IN %@)", [[ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))]], 1, { $0.listObjectId.containsAny(in: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))]) }),
        ("(ANY listUuid IN %@)", [[UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)]], 1, { $0.listUuid.containsAny(in: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)]) }),
        ("(ANY listOptBool IN %@)", [[BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)]], 1, { $0.listOptBool.containsAny(in: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)]) }),
        ("(ANY listOptInt IN %@)", [[IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)]], 1, { $0.listOptInt.containsAny(in: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)]) }),
        ("(ANY listOptInt8 IN %@)", [[Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))]], 1, { $0.listOptInt8.containsAny(in: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))]) }),
        ("(ANY listOptInt16 IN %@)", [[Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))]], 1, { $0.listOptInt16.containsAny(in: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))]) }),
        ("(ANY listOptInt32 IN %@)", [[Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))]], 1, { $0.listOptInt32.containsAny(in: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))]) }),
        ("(ANY listOptInt64 IN %@)", [[Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))]], 1, { $0.listOptInt64.containsAny(in: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))]) }),
        ("(ANY listOptFloat IN %@)", [[FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))]], 1, { $0.listOptFloat.containsAny(in: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))]) }),
        ("(ANY listOptDouble IN %@)", [[DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)]], 1, { $0.listOptDouble.containsAny(in: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)]) }),
        ("(ANY listOptString IN %@)", [[StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")]], 1, { $0.listOptString.containsAny(in: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")]) }),
        ("(ANY listOptBinary IN %@)", [[DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))]], 1, { $0.listOptBinary.containsAny(in: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))]) }),
        ("(ANY listOptDate IN %@)", [[DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))]], 1, { $0.listOptDate.containsAny(in: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))]) }),
        ("(ANY listOptDecimal IN %@)", [[Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))]], 1, { $0.listOptDecimal.containsAny(in: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))]) }),
        ("(ANY listOptObjectId IN %@)", [[ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))]], 1, { $0.listOptObjectId.containsAny(in: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))]) }),
        ("(ANY listOptUuid IN %@)", [[UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)]], 1, { $0.listOptUuid.containsAny(in: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)]) }),
    ]
    for (text, values, count, query) in wrappedRows {
        let (built, args) = query(Query<CustomPersistableCollections>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(CustomPersistableCollections.self).where(query).count, count, built)
    }
    let item = ModernAllTypesObject()
    let holder = ModernCollectionObject()
    holder.list.append(item)
    try realm.write {
        realm.add(holder)
    }
    let objectRows: [(String, [Any], Int, (Query<ModernCollectionObject>) -> Query<Bool>)] = [
        ("(ANY list IN %@)", [[item]], 1, { $0.list.containsAny(in: [item]) }),
    ]
    for (text, values, count, query) in objectRows {
        let (built, args) = query(Query<ModernCollectionObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernCollectionObject.self).where(query).count, count, built)
    }
}

/// `containsAny(in:)` on a set of every scalar type, AnyRealmValue, persistable enum and wrapper, optional or not, is `(ANY name IN %@)` with the array as its one argument, and matches the object holding those two values; on a set of objects, an array holding the object it holds matches too.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testSetContainsAnyInObject
func testSuiteQuerySetContainsAnyEveryElementType() throws {
    let realm = try Realm()
    let values = ModernCollectionsOfValues()
    let enums = ModernCollectionsOfEnums()
    let wrapped = CustomPersistableCollections()
    values.arrayBool.append(objectsIn: [true, true])
    values.arrayInt.append(objectsIn: [1, 3])
    values.arrayInt8.append(objectsIn: [Int8(8), Int8(9)])
    values.arrayInt16.append(objectsIn: [Int16(16), Int16(17)])
    values.arrayInt32.append(objectsIn: [Int32(32), Int32(33)])
    values.arrayInt64.append(objectsIn: [Int64(64), Int64(65)])
    values.arrayFloat.append(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.arrayDouble.append(objectsIn: [123.456, 234.567])
    values.arrayString.append(objectsIn: ["Foo", "Foó"])
    values.arrayBinary.append(objectsIn: [Data(count: 64), Data(count: 128)])
    values.arrayDate.append(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.arrayDecimal.append(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.arrayObjectId.append(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.arrayUuid.append(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.arrayOptBool.append(objectsIn: [true, true])
    values.arrayOptInt.append(objectsIn: [1, 3])
    values.arrayOptInt8.append(objectsIn: [Int8(8), Int8(9)])
    values.arrayOptInt16.append(objectsIn: [Int16(16), Int16(17)])
    values.arrayOptInt32.append(objectsIn: [Int32(32), Int32(33)])
    values.arrayOptInt64.append(objectsIn: [Int64(64), Int64(65)])
    values.arrayOptFloat.append(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.arrayOptDouble.append(objectsIn: [123.456, 234.567])
    values.arrayOptString.append(objectsIn: ["Foo", "Foó"])
    values.arrayOptBinary.append(objectsIn: [Data(count: 64), Data(count: 128)])
    values.arrayOptDate.append(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.arrayOptDecimal.append(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.arrayOptObjectId.append(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.arrayOptUuid.append(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.setBool.insert(objectsIn: [true, true])
    values.setInt.insert(objectsIn: [1, 3])
    values.setInt8.insert(objectsIn: [Int8(8), Int8(9)])
    values.setInt16.insert(objectsIn: [Int16(16), Int16(17)])
    values.setInt32.insert(objectsIn: [Int32(32), Int32(33)])
    values.setInt64.insert(objectsIn: [Int64(64), Int64(65)])
    values.setFloat.insert(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.setDouble.insert(objectsIn: [123.456, 234.567])
    values.setString.insert(objectsIn: ["Foo", "Foó"])
    values.setBinary.insert(objectsIn: [Data(count: 64), Data(count: 128)])
    values.setDate.insert(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.setDecimal.insert(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.setObjectId.insert(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.setUuid.insert(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.setOptBool.insert(objectsIn: [true, true])
    values.setOptInt.insert(objectsIn: [1, 3])
    values.setOptInt8.insert(objectsIn: [Int8(8), Int8(9)])
    values.setOptInt16.insert(objectsIn: [Int16(16), Int16(17)])
    values.setOptInt32.insert(objectsIn: [Int32(32), Int32(33)])
    values.setOptInt64.insert(objectsIn: [Int64(64), Int64(65)])
    values.setOptFloat.insert(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.setOptDouble.insert(objectsIn: [123.456, 234.567])
    values.setOptString.insert(objectsIn: ["Foo", "Foó"])
    values.setOptBinary.insert(objectsIn: [Data(count: 64), Data(count: 128)])
    values.setOptDate.insert(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.setOptDecimal.insert(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.setOptObjectId.insert(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.setOptUuid.insert(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.mapBool["foo"] = true
    values.mapBool["bar"] = true
    values.mapInt["foo"] = 1
    values.mapInt["bar"] = 3
    values.mapInt8["foo"] = Int8(8)
    values.mapInt8["bar"] = Int8(9)
    values.mapInt16["foo"] = Int16(16)
    values.mapInt16["bar"] = Int16(17)
    values.mapInt32["foo"] = Int32(32)
    values.mapInt32["bar"] = Int32(33)
    values.mapInt64["foo"] = Int64(64)
    values.mapInt64["bar"] = Int64(65)
    values.mapFloat["foo"] = Float(5.55444333)
    values.mapFloat["bar"] = Float(6.55444333)
    values.mapDouble["foo"] = 123.456
    values.mapDouble["bar"] = 234.567
    values.mapString["foo"] = "Foo"
    values.mapString["bar"] = "Foó"
    values.mapBinary["foo"] = Data(count: 64)
    values.mapBinary["bar"] = Data(count: 128)
    values.mapDate["foo"] = Date(timeIntervalSince1970: 1000000)
    values.mapDate["bar"] = Date(timeIntervalSince1970: 2000000)
    values.mapDecimal["foo"] = Decimal128(123.456)
    values.mapDecimal["bar"] = Decimal128(234.567)
    values.mapObjectId["foo"] = ObjectId("61184062c1d8f096a3695046")
    values.mapObjectId["bar"] = ObjectId("61184062c1d8f096a3695045")
    values.mapUuid["foo"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!
    values.mapUuid["bar"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    values.mapOptBool["foo"] = true
    values.mapOptBool["bar"] = true
    values.mapOptInt["foo"] = 1
    values.mapOptInt["bar"] = 3
    values.mapOptInt8["foo"] = Int8(8)
    values.mapOptInt8["bar"] = Int8(9)
    values.mapOptInt16["foo"] = Int16(16)
    values.mapOptInt16["bar"] = Int16(17)
    values.mapOptInt32["foo"] = Int32(32)
    values.mapOptInt32["bar"] = Int32(33)
    values.mapOptInt64["foo"] = Int64(64)
    values.mapOptInt64["bar"] = Int64(65)
    values.mapOptFloat["foo"] = Float(5.55444333)
    values.mapOptFloat["bar"] = Float(6.55444333)
    values.mapOptDouble["foo"] = 123.456
    values.mapOptDouble["bar"] = 234.567
    values.mapOptString["foo"] = "Foo"
    values.mapOptString["bar"] = "Foó"
    values.mapOptBinary["foo"] = Data(count: 64)
    values.mapOptBinary["bar"] = Data(count: 128)
    values.mapOptDate["foo"] = Date(timeIntervalSince1970: 1000000)
    values.mapOptDate["bar"] = Date(timeIntervalSince1970: 2000000)
    values.mapOptDecimal["foo"] = Decimal128(123.456)
    values.mapOptDecimal["bar"] = Decimal128(234.567)
    values.mapOptObjectId["foo"] = ObjectId("61184062c1d8f096a3695046")
    values.mapOptObjectId["bar"] = ObjectId("61184062c1d8f096a3695045")
    values.mapOptUuid["foo"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!
    values.mapOptUuid["bar"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    values.arrayAny.append(objectsIn: [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello")])
    values.setAny.insert(objectsIn: [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello")])
    values.mapAny["foo"] = AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))
    values.mapAny["bar"] = AnyRealmValue.string("Hello")
    enums.listInt.append(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.listInt8.append(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.listInt16.append(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.listInt32.append(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.listInt64.append(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.listFloat.append(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.listDouble.append(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.listString.append(objectsIn: [EnumString.value1, EnumString.value2])
    enums.listIntOpt.append(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.listInt8Opt.append(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.listInt16Opt.append(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.listInt32Opt.append(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.listInt64Opt.append(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.listFloatOpt.append(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.listDoubleOpt.append(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.listStringOpt.append(objectsIn: [EnumString.value1, EnumString.value2])
    enums.setInt.insert(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.setInt8.insert(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.setInt16.insert(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.setInt32.insert(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.setInt64.insert(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.setFloat.insert(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.setDouble.insert(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.setString.insert(objectsIn: [EnumString.value1, EnumString.value2])
    enums.setIntOpt.insert(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.setInt8Opt.insert(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.setInt16Opt.insert(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.setInt32Opt.insert(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.setInt64Opt.insert(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.setFloatOpt.insert(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.setDoubleOpt.insert(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.setStringOpt.insert(objectsIn: [EnumString.value1, EnumString.value2])
    enums.mapInt["foo"] = EnumInt.value1
    enums.mapInt["bar"] = EnumInt.value2
    enums.mapInt8["foo"] = EnumInt8.value1
    enums.mapInt8["bar"] = EnumInt8.value2
    enums.mapInt16["foo"] = EnumInt16.value1
    enums.mapInt16["bar"] = EnumInt16.value2
    enums.mapInt32["foo"] = EnumInt32.value1
    enums.mapInt32["bar"] = EnumInt32.value2
    enums.mapInt64["foo"] = EnumInt64.value1
    enums.mapInt64["bar"] = EnumInt64.value2
    enums.mapFloat["foo"] = EnumFloat.value1
    enums.mapFloat["bar"] = EnumFloat.value2
    enums.mapDouble["foo"] = EnumDouble.value1
    enums.mapDouble["bar"] = EnumDouble.value2
    enums.mapString["foo"] = EnumString.value1
    enums.mapString["bar"] = EnumString.value2
    enums.mapIntOpt["foo"] = EnumInt.value1
    enums.mapIntOpt["bar"] = EnumInt.value2
    enums.mapInt8Opt["foo"] = EnumInt8.value1
    enums.mapInt8Opt["bar"] = EnumInt8.value2
    enums.mapInt16Opt["foo"] = EnumInt16.value1
    enums.mapInt16Opt["bar"] = EnumInt16.value2
    enums.mapInt32Opt["foo"] = EnumInt32.value1
    enums.mapInt32Opt["bar"] = EnumInt32.value2
    enums.mapInt64Opt["foo"] = EnumInt64.value1
    enums.mapInt64Opt["bar"] = EnumInt64.value2
    enums.mapFloatOpt["foo"] = EnumFloat.value1
    enums.mapFloatOpt["bar"] = EnumFloat.value2
    enums.mapDoubleOpt["foo"] = EnumDouble.value1
    enums.mapDoubleOpt["bar"] = EnumDouble.value2
    enums.mapStringOpt["foo"] = EnumString.value1
    enums.mapStringOpt["bar"] = EnumString.value2
    wrapped.listBool.append(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.listInt.append(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.listInt8.append(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.listInt16.append(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.listInt32.append(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.listInt64.append(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.listFloat.append(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.listDouble.append(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.listString.append(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.listBinary.append(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.listDate.append(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.listDecimal.append(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.listObjectId.append(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.listUuid.append(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.listOptBool.append(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.listOptInt.append(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.listOptInt8.append(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.listOptInt16.append(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.listOptInt32.append(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.listOptInt64.append(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.listOptFloat.append(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.listOptDouble.append(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.listOptString.append(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.listOptBinary.append(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.listOptDate.append(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.listOptDecimal.append(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.listOptObjectId.append(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.listOptUuid.append(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.setBool.insert(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.setInt.insert(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.setInt8.insert(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.setInt16.insert(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.setInt32.insert(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.setInt64.insert(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.setFloat.insert(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.setDouble.insert(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.setString.insert(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.setBinary.insert(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.setDate.insert(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.setDecimal.insert(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.setObjectId.insert(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.setUuid.insert(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.setOptBool.insert(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.setOptInt.insert(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.setOptInt8.insert(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.setOptInt16.insert(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.setOptInt32.insert(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.setOptInt64.insert(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.setOptFloat.insert(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.setOptDouble.insert(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.setOptString.insert(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.setOptBinary.insert(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.setOptDate.insert(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.setOptDecimal.insert(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.setOptObjectId.insert(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.setOptUuid.insert(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.mapBool["foo"] = BoolWrapper(persistedValue: true)
    wrapped.mapBool["bar"] = BoolWrapper(persistedValue: true)
    wrapped.mapInt["foo"] = IntWrapper(persistedValue: 1)
    wrapped.mapInt["bar"] = IntWrapper(persistedValue: 3)
    wrapped.mapInt8["foo"] = Int8Wrapper(persistedValue: Int8(8))
    wrapped.mapInt8["bar"] = Int8Wrapper(persistedValue: Int8(9))
    wrapped.mapInt16["foo"] = Int16Wrapper(persistedValue: Int16(16))
    wrapped.mapInt16["bar"] = Int16Wrapper(persistedValue: Int16(17))
    wrapped.mapInt32["foo"] = Int32Wrapper(persistedValue: Int32(32))
    wrapped.mapInt32["bar"] = Int32Wrapper(persistedValue: Int32(33))
    wrapped.mapInt64["foo"] = Int64Wrapper(persistedValue: Int64(64))
    wrapped.mapInt64["bar"] = Int64Wrapper(persistedValue: Int64(65))
    wrapped.mapFloat["foo"] = FloatWrapper(persistedValue: Float(5.55444333))
    wrapped.mapFloat["bar"] = FloatWrapper(persistedValue: Float(6.55444333))
    wrapped.mapDouble["foo"] = DoubleWrapper(persistedValue: 123.456)
    wrapped.mapDouble["bar"] = DoubleWrapper(persistedValue: 234.567)
    wrapped.mapString["foo"] = StringWrapper(persistedValue: "Foo")
    wrapped.mapString["bar"] = StringWrapper(persistedValue: "Foó")
    wrapped.mapBinary["foo"] = DataWrapper(persistedValue: Data(count: 64))
    wrapped.mapBinary["bar"] = DataWrapper(persistedValue: Data(count: 128))
    wrapped.mapDate["foo"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    wrapped.mapDate["bar"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    wrapped.mapDecimal["foo"] = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    wrapped.mapDecimal["bar"] = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    wrapped.mapObjectId["foo"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))
    wrapped.mapObjectId["bar"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    wrapped.mapUuid["foo"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)
    wrapped.mapUuid["bar"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    wrapped.mapOptBool["foo"] = BoolWrapper(persistedValue: true)
    wrapped.mapOptBool["bar"] = BoolWrapper(persistedValue: true)
    wrapped.mapOptInt["foo"] = IntWrapper(persistedValue: 1)
    wrapped.mapOptInt["bar"] = IntWrapper(persistedValue: 3)
    wrapped.mapOptInt8["foo"] = Int8Wrapper(persistedValue: Int8(8))
    wrapped.mapOptInt8["bar"] = Int8Wrapper(persistedValue: Int8(9))
    wrapped.mapOptInt16["foo"] = Int16Wrapper(persistedValue: Int16(16))
    wrapped.mapOptInt16["bar"] = Int16Wrapper(persistedValue: Int16(17))
    wrapped.mapOptInt32["foo"] = Int32Wrapper(persistedValue: Int32(32))
    wrapped.mapOptInt32["bar"] = Int32Wrapper(persistedValue: Int32(33))
    wrapped.mapOptInt64["foo"] = Int64Wrapper(persistedValue: Int64(64))
    wrapped.mapOptInt64["bar"] = Int64Wrapper(persistedValue: Int64(65))
    wrapped.mapOptFloat["foo"] = FloatWrapper(persistedValue: Float(5.55444333))
    wrapped.mapOptFloat["bar"] = FloatWrapper(persistedValue: Float(6.55444333))
    wrapped.mapOptDouble["foo"] = DoubleWrapper(persistedValue: 123.456)
    wrapped.mapOptDouble["bar"] = DoubleWrapper(persistedValue: 234.567)
    wrapped.mapOptString["foo"] = StringWrapper(persistedValue: "Foo")
    wrapped.mapOptString["bar"] = StringWrapper(persistedValue: "Foó")
    wrapped.mapOptBinary["foo"] = DataWrapper(persistedValue: Data(count: 64))
    wrapped.mapOptBinary["bar"] = DataWrapper(persistedValue: Data(count: 128))
    wrapped.mapOptDate["foo"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    wrapped.mapOptDate["bar"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    wrapped.mapOptDecimal["foo"] = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    wrapped.mapOptDecimal["bar"] = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    wrapped.mapOptObjectId["foo"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))
    wrapped.mapOptObjectId["bar"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    wrapped.mapOptUuid["foo"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)
    wrapped.mapOptUuid["bar"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    try realm.write {
        realm.add(values)
        realm.add(enums)
        realm.add(wrapped)
    }
    let valueRows: [(String, [Any], Int, (Query<ModernCollectionsOfValues>) -> Query<Bool>)] = [
        ("(ANY setBool IN %@)", [[true, true]], 1, { $0.setBool.containsAny(in: [true, true]) }),
        ("(ANY setInt IN %@)", [[1, 3]], 1, { $0.setInt.containsAny(in: [1, 3]) }),
        ("(ANY setInt8 IN %@)", [[Int8(8), Int8(9)]], 1, { $0.setInt8.containsAny(in: [Int8(8), Int8(9)]) }),
        ("(ANY setInt16 IN %@)", [[Int16(16), Int16(17)]], 1, { $0.setInt16.containsAny(in: [Int16(16), Int16(17)]) }),
        ("(ANY setInt32 IN %@)", [[Int32(32), Int32(33)]], 1, { $0.setInt32.containsAny(in: [Int32(32), Int32(33)]) }),
        ("(ANY setInt64 IN %@)", [[Int64(64), Int64(65)]], 1, { $0.setInt64.containsAny(in: [Int64(64), Int64(65)]) }),
        ("(ANY setFloat IN %@)", [[Float(5.55444333), Float(6.55444333)]], 1, { $0.setFloat.containsAny(in: [Float(5.55444333), Float(6.55444333)]) }),
        ("(ANY setDouble IN %@)", [[123.456, 234.567]], 1, { $0.setDouble.containsAny(in: [123.456, 234.567]) }),
        ("(ANY setString IN %@)", [["Foo", "Foó"]], 1, { $0.setString.containsAny(in: ["Foo", "Foó"]) }),
        ("(ANY setBinary IN %@)", [[Data(count: 64), Data(count: 128)]], 1, { $0.setBinary.containsAny(in: [Data(count: 64), Data(count: 128)]) }),
        ("(ANY setDate IN %@)", [[Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)]], 1, { $0.setDate.containsAny(in: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)]) }),
        ("(ANY setDecimal IN %@)", [[Decimal128(123.456), Decimal128(234.567)]], 1, { $0.setDecimal.containsAny(in: [Decimal128(123.456), Decimal128(234.567)]) }),
        ("(ANY setObjectId IN %@)", [[ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")]], 1, { $0.setObjectId.containsAny(in: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")]) }),
        ("(ANY setUuid IN %@)", [[UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!]], 1, { $0.setUuid.containsAny(in: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!]) }),
        ("(ANY setAny IN %@)", [[AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello")]], 1, { $0.setAny.containsAny(in: [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello")]) }),
        ("(ANY setOptBool IN %@)", [[true, true]], 1, { $0.setOptBool.containsAny(in: [true, true]) }),
        ("(ANY setOptInt IN %@)", [[1, 3]], 1, { $0.setOptInt.containsAny(in: [1, 3]) }),
        ("(ANY setOptInt8 IN %@)", [[Int8(8), Int8(9)]], 1, { $0.setOptInt8.containsAny(in: [Int8(8), Int8(9)]) }),
        ("(ANY setOptInt16 IN %@)", [[Int16(16), Int16(17)]], 1, { $0.setOptInt16.containsAny(in: [Int16(16), Int16(17)]) }),
        ("(ANY setOptInt32 IN %@)", [[Int32(32), Int32(33)]], 1, { $0.setOptInt32.containsAny(in: [Int32(32), Int32(33)]) }),
        ("(ANY setOptInt64 IN %@)", [[Int64(64), Int64(65)]], 1, { $0.setOptInt64.containsAny(in: [Int64(64), Int64(65)]) }),
        ("(ANY setOptFloat IN %@)", [[Float(5.55444333), Float(6.55444333)]], 1, { $0.setOptFloat.containsAny(in: [Float(5.55444333), Float(6.55444333)]) }),
        ("(ANY setOptDouble IN %@)", [[123.456, 234.567]], 1, { $0.setOptDouble.containsAny(in: [123.456, 234.567]) }),
        ("(ANY setOptString IN %@)", [["Foo", "Foó"]], 1, { $0.setOptString.containsAny(in: ["Foo", "Foó"]) }),
        ("(ANY setOptBinary IN %@)", [[Data(count: 64), Data(count: 128)]], 1, { $0.setOptBinary.containsAny(in: [Data(count: 64), Data(count: 128)]) }),
        ("(ANY setOptDate IN %@)", [[Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)]], 1, { $0.setOptDate.containsAny(in: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)]) }),
        ("(ANY setOptDecimal IN %@)", [[Decimal128(123.456), Decimal128(234.567)]], 1, { $0.setOptDecimal.containsAny(in: [Decimal128(123.456), Decimal128(234.567)]) }),
        ("(ANY setOptObjectId IN %@)", [[ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")]], 1, { $0.setOptObjectId.containsAny(in: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")]) }),
        ("(ANY setOptUuid IN %@)", [[UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!]], 1, { $0.setOptUuid.containsAny(in: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!]) }),
    ]
    for (text, values, count, query) in valueRows {
        let (built, args) = query(Query<ModernCollectionsOfValues>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernCollectionsOfValues.self).where(query).count, count, built)
    }
    let enumRows: [(String, [Any], Int, (Query<ModernCollectionsOfEnums>) -> Query<Bool>)] = [
        ("(ANY setInt IN %@)", [[EnumInt.value1, EnumInt.value2]], 1, { $0.setInt.containsAny(in: [EnumInt.value1, EnumInt.value2]) }),
        ("(ANY setInt8 IN %@)", [[EnumInt8.value1, EnumInt8.value2]], 1, { $0.setInt8.containsAny(in: [EnumInt8.value1, EnumInt8.value2]) }),
        ("(ANY setInt16 IN %@)", [[EnumInt16.value1, EnumInt16.value2]], 1, { $0.setInt16.containsAny(in: [EnumInt16.value1, EnumInt16.value2]) }),
        ("(ANY setInt32 IN %@)", [[EnumInt32.value1, EnumInt32.value2]], 1, { $0.setInt32.containsAny(in: [EnumInt32.value1, EnumInt32.value2]) }),
        ("(ANY setInt64 IN %@)", [[EnumInt64.value1, EnumInt64.value2]], 1, { $0.setInt64.containsAny(in: [EnumInt64.value1, EnumInt64.value2]) }),
        ("(ANY setFloat IN %@)", [[EnumFloat.value1, EnumFloat.value2]], 1, { $0.setFloat.containsAny(in: [EnumFloat.value1, EnumFloat.value2]) }),
        ("(ANY setDouble IN %@)", [[EnumDouble.value1, EnumDouble.value2]], 1, { $0.setDouble.containsAny(in: [EnumDouble.value1, EnumDouble.value2]) }),
        ("(ANY setString IN %@)", [[EnumString.value1, EnumString.value2]], 1, { $0.setString.containsAny(in: [EnumString.value1, EnumString.value2]) }),
        ("(ANY setIntOpt IN %@)", [[EnumInt.value1, EnumInt.value2]], 1, { $0.setIntOpt.containsAny(in: [EnumInt.value1, EnumInt.value2]) }),
        ("(ANY setInt8Opt IN %@)", [[EnumInt8.value1, EnumInt8.value2]], 1, { $0.setInt8Opt.containsAny(in: [EnumInt8.value1, EnumInt8.value2]) }),
        ("(ANY setInt16Opt IN %@)", [[EnumInt16.value1, EnumInt16.value2]], 1, { $0.setInt16Opt.containsAny(in: [EnumInt16.value1, EnumInt16.value2]) }),
        ("(ANY setInt32Opt IN %@)", [[EnumInt32.value1, EnumInt32.value2]], 1, { $0.setInt32Opt.containsAny(in: [EnumInt32.value1, EnumInt32.value2]) }),
        ("(ANY setInt64Opt IN %@)", [[EnumInt64.value1, EnumInt64.value2]], 1, { $0.setInt64Opt.containsAny(in: [EnumInt64.value1, EnumInt64.value2]) }),
        ("(ANY setFloatOpt IN %@)", [[EnumFloat.value1, EnumFloat.value2]], 1, { $0.setFloatOpt.containsAny(in: [EnumFloat.value1, EnumFloat.value2]) }),
        ("(ANY setDoubleOpt IN %@)", [[EnumDouble.value1, EnumDouble.value2]], 1, { $0.setDoubleOpt.containsAny(in: [EnumDouble.value1, EnumDouble.value2]) }),
        ("(ANY setStringOpt IN %@)", [[EnumString.value1, EnumString.value2]], 1, { $0.setStringOpt.containsAny(in: [EnumString.value1, EnumString.value2]) }),
    ]
    for (text, values, count, query) in enumRows {
        let (built, args) = query(Query<ModernCollectionsOfEnums>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernCollectionsOfEnums.self).where(query).count, count, built)
    }
    let wrappedRows: [(String, [Any], Int, (Query<CustomPersistableCollections>) -> Query<Bool>)] = [
        ("(ANY setBool IN %@)", [[BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)]], 1, { $0.setBool.containsAny(in: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)]) }),
        ("(ANY setInt IN %@)", [[IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)]], 1, { $0.setInt.containsAny(in: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)]) }),
        ("(ANY setInt8 IN %@)", [[Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))]], 1, { $0.setInt8.containsAny(in: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))]) }),
        ("(ANY setInt16 IN %@)", [[Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))]], 1, { $0.setInt16.containsAny(in: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))]) }),
        ("(ANY setInt32 IN %@)", [[Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))]], 1, { $0.setInt32.containsAny(in: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))]) }),
        ("(ANY setInt64 IN %@)", [[Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))]], 1, { $0.setInt64.containsAny(in: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))]) }),
        ("(ANY setFloat IN %@)", [[FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))]], 1, { $0.setFloat.containsAny(in: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))]) }),
        ("(ANY setDouble IN %@)", [[DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)]], 1, { $0.setDouble.containsAny(in: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)]) }),
        ("(ANY setString IN %@)", [[StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")]], 1, { $0.setString.containsAny(in: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")]) }),
        ("(ANY setBinary IN %@)", [[DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))]], 1, { $0.setBinary.containsAny(in: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))]) }),
        ("(ANY setDate IN %@)", [[DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))]], 1, { $0.setDate.containsAny(in: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))]) }),
        ("(ANY setDecimal IN %@)", [[Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))]], 1, { $0.setDecimal.containsAny(in: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))]) }),
        ("(ANY setObjectId IN %@)", [[ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))]], 1, { $0.setObjectId.containsAny(in: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))]) }),
        ("(ANY setUuid IN %@)", [[UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)]], 1, { $0.setUuid.containsAny(in: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)]) }),
        ("(ANY setOptBool IN %@)", [[BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)]], 1, { $0.setOptBool.containsAny(in: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)]) }),
        ("(ANY setOptInt IN %@)", [[IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)]], 1, { $0.setOptInt.containsAny(in: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)]) }),
        ("(ANY setOptInt8 IN %@)", [[Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))]], 1, { $0.setOptInt8.containsAny(in: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))]) }),
        ("(ANY setOptInt16 IN %@)", [[Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))]], 1, { $0.setOptInt16.containsAny(in: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))]) }),
        ("(ANY setOptInt32 IN %@)", [[Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))]], 1, { $0.setOptInt32.containsAny(in: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))]) }),
        ("(ANY setOptInt64 IN %@)", [[Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))]], 1, { $0.setOptInt64.containsAny(in: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))]) }),
        ("(ANY setOptFloat IN %@)", [[FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))]], 1, { $0.setOptFloat.containsAny(in: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))]) }),
        ("(ANY setOptDouble IN %@)", [[DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)]], 1, { $0.setOptDouble.containsAny(in: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)]) }),
        ("(ANY setOptString IN %@)", [[StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")]], 1, { $0.setOptString.containsAny(in: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")]) }),
        ("(ANY setOptBinary IN %@)", [[DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))]], 1, { $0.setOptBinary.containsAny(in: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))]) }),
        ("(ANY setOptDate IN %@)", [[DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))]], 1, { $0.setOptDate.containsAny(in: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))]) }),
        ("(ANY setOptDecimal IN %@)", [[Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))]], 1, { $0.setOptDecimal.containsAny(in: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))]) }),
        ("(ANY setOptObjectId IN %@)", [[ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))]], 1, { $0.setOptObjectId.containsAny(in: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))]) }),
        ("(ANY setOptUuid IN %@)", [[UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)]], 1, { $0.setOptUuid.containsAny(in: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)]) }),
    ]
    for (text, values, count, query) in wrappedRows {
        let (built, args) = query(Query<CustomPersistableCollections>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(CustomPersistableCollections.self).where(query).count, count, built)
    }
    let item = ModernAllTypesObject()
    let holder = ModernCollectionObject()
    holder.set.insert(item)
    try realm.write {
        realm.add(holder)
    }
    let objectRows: [(String, [Any], Int, (Query<ModernCollectionObject>) -> Query<Bool>)] = [
        ("(ANY set IN %@)", [[item]], 1, { $0.set.containsAny(in: [item]) }),
    ]
    for (text, values, count, query) in objectRows {
        let (built, args) = query(Query<ModernCollectionObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernCollectionObject.self).where(query).count, count, built)
    }
}

/// `containsAny(in:)` on a map of every scalar type, AnyRealmValue, persistable enum and wrapper, optional or not, is `(ANY name IN %@)` with the array as its one argument, and matches the object holding those two values; on a map of objects, an array holding the object it holds matches too.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testMapContainsAnyInObject
func testSuiteQueryMapContainsAnyEveryElementType() throws {
    let realm = try Realm()
    let values = ModernCollectionsOfValues()
    let enums = ModernCollectionsOfEnums()
    let wrapped = CustomPersistableCollections()
    values.arrayBool.append(objectsIn: [true, true])
    values.arrayInt.append(objectsIn: [1, 3])
    values.arrayInt8.append(objectsIn: [Int8(8), Int8(9)])
    values.arrayInt16.append(objectsIn: [Int16(16), Int16(17)])
    values.arrayInt32.append(objectsIn: [Int32(32), Int32(33)])
    values.arrayInt64.append(objectsIn: [Int64(64), Int64(65)])
    values.arrayFloat.append(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.arrayDouble.append(objectsIn: [123.456, 234.567])
    values.arrayString.append(objectsIn: ["Foo", "Foó"])
    values.arrayBinary.append(objectsIn: [Data(count: 64), Data(count: 128)])
    values.arrayDate.append(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.arrayDecimal.append(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.arrayObjectId.append(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.arrayUuid.append(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.arrayOptBool.append(objectsIn: [true, true])
    values.arrayOptInt.append(objectsIn: [1, 3])
    values.arrayOptInt8.append(objectsIn: [Int8(8), Int8(9)])
    values.arrayOptInt16.append(objectsIn: [Int16(16), Int16(17)])
    values.arrayOptInt32.append(objectsIn: [Int32(32), Int32(33)])
    values.arrayOptInt64.append(objectsIn: [Int64(64), Int64(65)])
    values.arrayOptFloat.append(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.arrayOptDouble.append(objectsIn: [123.456, 234.567])
    values.arrayOptString.append(objectsIn: ["Foo", "Foó"])
    values.arrayOptBinary.append(objectsIn: [Data(count: 64), Data(count: 128)])
    values.arrayOptDate.append(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.arrayOptDecimal.append(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.arrayOptObjectId.append(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.arrayOptUuid.append(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.setBool.insert(objectsIn: [true, true])
    values.setInt.insert(objectsIn: [1, 3])
    values.setInt8.insert(objectsIn: [Int8(8), Int8(9)])
    values.setInt16.insert(objectsIn: [Int16(16), Int16(17)])
    values.setInt32.insert(objectsIn: [Int32(32), Int32(33)])
    values.setInt64.insert(objectsIn: [Int64(64), Int64(65)])
    values.setFloat.insert(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.setDouble.insert(objectsIn: [123.456, 234.567])
    values.setString.insert(objectsIn: ["Foo", "Foó"])
    values.setBinary.insert(objectsIn: [Data(count: 64), Data(count: 128)])
    values.setDate.insert(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.setDecimal.insert(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.setObjectId.insert(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.setUuid.insert(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.setOptBool.insert(objectsIn: [true, true])
    values.setOptInt.insert(objectsIn: [1, 3])
    values.setOptInt8.insert(objectsIn: [Int8(8), Int8(9)])
    values.setOptInt16.insert(objectsIn: [Int16(16), Int16(17)])
    values.setOptInt32.insert(objectsIn: [Int32(32), Int32(33)])
    values.setOptInt64.insert(objectsIn: [Int64(64), Int64(65)])
    values.setOptFloat.insert(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.setOptDouble.insert(objectsIn: [123.456, 234.567])
    values.setOptString.insert(objectsIn: ["Foo", "Foó"])
    values.setOptBinary.insert(objectsIn: [Data(count: 64), Data(count: 128)])
    values.setOptDate.insert(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.setOptDecimal.insert(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.setOptObjectId.insert(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.setOptUuid.insert(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.mapBool["foo"] = true
    values.mapBool["bar"] = true
    values.mapInt["foo"] = 1
    values.mapInt["bar"] = 3
    values.mapInt8["foo"] = Int8(8)
    values.mapInt8["bar"] = Int8(9)
    values.mapInt16["foo"] = Int16(16)
    values.mapInt16["bar"] = Int16(17)
    values.mapInt32["foo"] = Int32(32)
    values.mapInt32["bar"] = Int32(33)
    values.mapInt64["foo"] = Int64(64)
    values.mapInt64["bar"] = Int64(65)
    values.mapFloat["foo"] = Float(5.55444333)
    values.mapFloat["bar"] = Float(6.55444333)
    values.mapDouble["foo"] = 123.456
    values.mapDouble["bar"] = 234.567
    values.mapString["foo"] = "Foo"
    values.mapString["bar"] = "Foó"
    values.mapBinary["foo"] = Data(count: 64)
    values.mapBinary["bar"] = Data(count: 128)
    values.mapDate["foo"] = Date(timeIntervalSince1970: 1000000)
    values.mapDate["bar"] = Date(timeIntervalSince1970: 2000000)
    values.mapDecimal["foo"] = Decimal128(123.456)
    values.mapDecimal["bar"] = Decimal128(234.567)
    values.mapObjectId["foo"] = ObjectId("61184062c1d8f096a3695046")
    values.mapObjectId["bar"] = ObjectId("61184062c1d8f096a3695045")
    values.mapUuid["foo"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!
    values.mapUuid["bar"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    values.mapOptBool["foo"] = true
    values.mapOptBool["bar"] = true
    values.mapOptInt["foo"] = 1
    values.mapOptInt["bar"] = 3
    values.mapOptInt8["foo"] = Int8(8)
    values.mapOptInt8["bar"] = Int8(9)
    values.mapOptInt16["foo"] = Int16(16)
    values.mapOptInt16["bar"] = Int16(17)
    values.mapOptInt32["foo"] = Int32(32)
    values.mapOptInt32["bar"] = Int32(33)
    values.mapOptInt64["foo"] = Int64(64)
    values.mapOptInt64["bar"] = Int64(65)
    values.mapOptFloat["foo"] = Float(5.55444333)
    values.mapOptFloat["bar"] = Float(6.55444333)
    values.mapOptDouble["foo"] = 123.456
    values.mapOptDouble["bar"] = 234.567
    values.mapOptString["foo"] = "Foo"
    values.mapOptString["bar"] = "Foó"
    values.mapOptBinary["foo"] = Data(count: 64)
    values.mapOptBinary["bar"] = Data(count: 128)
    values.mapOptDate["foo"] = Date(timeIntervalSince1970: 1000000)
    values.mapOptDate["bar"] = Date(timeIntervalSince1970: 2000000)
    values.mapOptDecimal["foo"] = Decimal128(123.456)
    values.mapOptDecimal["bar"] = Decimal128(234.567)
    values.mapOptObjectId["foo"] = ObjectId("61184062c1d8f096a3695046")
    values.mapOptObjectId["bar"] = ObjectId("61184062c1d8f096a3695045")
    values.mapOptUuid["foo"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!
    values.mapOptUuid["bar"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    values.arrayAny.append(objectsIn: [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello")])
    values.setAny.insert(objectsIn: [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello")])
    values.mapAny["foo"] = AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))
    values.mapAny["bar"] = AnyRealmValue.string("Hello")
    enums.listInt.append(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.listInt8.append(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.listInt16.append(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.listInt32.append(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.listInt64.append(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.listFloat.append(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.listDouble.append(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.listString.append(objectsIn: [EnumString.value1, EnumString.value2])
    enums.listIntOpt.append(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.listInt8Opt.append(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.listInt16Opt.append(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.listInt32Opt.append(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.listInt64Opt.append(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.listFloatOpt.append(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.listDoubleOpt.append(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.listStringOpt.append(objectsIn: [EnumString.value1, EnumString.value2])
    enums.setInt.insert(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.setInt8.insert(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.setInt16.insert(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.setInt32.insert(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.setInt64.insert(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.setFloat.insert(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.setDouble.insert(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.setString.insert(objectsIn: [EnumString.value1, EnumString.value2])
    enums.setIntOpt.insert(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.setInt8Opt.insert(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.setInt16Opt.insert(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.setInt32Opt.insert(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.setInt64Opt.insert(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.setFloatOpt.insert(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.setDoubleOpt.insert(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.setStringOpt.insert(objectsIn: [EnumString.value1, EnumString.value2])
    enums.mapInt["foo"] = EnumInt.value1
    enums.mapInt["bar"] = EnumInt.value2
    enums.mapInt8["foo"] = EnumInt8.value1
    enums.mapInt8["bar"] = EnumInt8.value2
    enums.mapInt16["foo"] = EnumInt16.value1
    enums.mapInt16["bar"] = EnumInt16.value2
    enums.mapInt32["foo"] = EnumInt32.value1
    enums.mapInt32["bar"] = EnumInt32.value2
    enums.mapInt64["foo"] = EnumInt64.value1
    enums.mapInt64["bar"] = EnumInt64.value2
    enums.mapFloat["foo"] = EnumFloat.value1
    enums.mapFloat["bar"] = EnumFloat.value2
    enums.mapDouble["foo"] = EnumDouble.value1
    enums.mapDouble["bar"] = EnumDouble.value2
    enums.mapString["foo"] = EnumString.value1
    enums.mapString["bar"] = EnumString.value2
    enums.mapIntOpt["foo"] = EnumInt.value1
    enums.mapIntOpt["bar"] = EnumInt.value2
    enums.mapInt8Opt["foo"] = EnumInt8.value1
    enums.mapInt8Opt["bar"] = EnumInt8.value2
    enums.mapInt16Opt["foo"] = EnumInt16.value1
    enums.mapInt16Opt["bar"] = EnumInt16.value2
    enums.mapInt32Opt["foo"] = EnumInt32.value1
    enums.mapInt32Opt["bar"] = EnumInt32.value2
    enums.mapInt64Opt["foo"] = EnumInt64.value1
    enums.mapInt64Opt["bar"] = EnumInt64.value2
    enums.mapFloatOpt["foo"] = EnumFloat.value1
    enums.mapFloatOpt["bar"] = EnumFloat.value2
    enums.mapDoubleOpt["foo"] = EnumDouble.value1
    enums.mapDoubleOpt["bar"] = EnumDouble.value2
    enums.mapStringOpt["foo"] = EnumString.value1
    enums.mapStringOpt["bar"] = EnumString.value2
    wrapped.listBool.append(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.listInt.append(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.listInt8.append(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.listInt16.append(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.listInt32.append(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.listInt64.append(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.listFloat.append(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.listDouble.append(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.listString.append(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.listBinary.append(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.listDate.append(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.listDecimal.append(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.listObjectId.append(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.listUuid.append(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.listOptBool.append(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.listOptInt.append(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.listOptInt8.append(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.listOptInt16.append(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.listOptInt32.append(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.listOptInt64.append(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.listOptFloat.append(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.listOptDouble.append(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.listOptString.append(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.listOptBinary.append(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.listOptDate.append(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.listOptDecimal.append(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.listOptObjectId.append(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.listOptUuid.append(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.setBool.insert(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.setInt.insert(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.setInt8.insert(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.setInt16.insert(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.setInt32.insert(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.setInt64.insert(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.setFloat.insert(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.setDouble.insert(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.setString.insert(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.setBinary.insert(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.setDate.insert(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.setDecimal.insert(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.setObjectId.insert(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.setUuid.insert(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.setOptBool.insert(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.setOptInt.insert(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.setOptInt8.insert(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.setOptInt16.insert(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.setOptInt32.insert(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.setOptInt64.insert(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.setOptFloat.insert(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.setOptDouble.insert(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.setOptString.insert(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.setOptBinary.insert(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.setOptDate.insert(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.setOptDecimal.insert(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.setOptObjectId.insert(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.setOptUuid.insert(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.mapBool["foo"] = BoolWrapper(persistedValue: true)
    wrapped.mapBool["bar"] = BoolWrapper(persistedValue: true)
    wrapped.mapInt["foo"] = IntWrapper(persistedValue: 1)
    wrapped.mapInt["bar"] = IntWrapper(persistedValue: 3)
    wrapped.mapInt8["foo"] = Int8Wrapper(persistedValue: Int8(8))
    wrapped.mapInt8["bar"] = Int8Wrapper(persistedValue: Int8(9))
    wrapped.mapInt16["foo"] = Int16Wrapper(persistedValue: Int16(16))
    wrapped.mapInt16["bar"] = Int16Wrapper(persistedValue: Int16(17))
    wrapped.mapInt32["foo"] = Int32Wrapper(persistedValue: Int32(32))
    wrapped.mapInt32["bar"] = Int32Wrapper(persistedValue: Int32(33))
    wrapped.mapInt64["foo"] = Int64Wrapper(persistedValue: Int64(64))
    wrapped.mapInt64["bar"] = Int64Wrapper(persistedValue: Int64(65))
    wrapped.mapFloat["foo"] = FloatWrapper(persistedValue: Float(5.55444333))
    wrapped.mapFloat["bar"] = FloatWrapper(persistedValue: Float(6.55444333))
    wrapped.mapDouble["foo"] = DoubleWrapper(persistedValue: 123.456)
    wrapped.mapDouble["bar"] = DoubleWrapper(persistedValue: 234.567)
    wrapped.mapString["foo"] = StringWrapper(persistedValue: "Foo")
    wrapped.mapString["bar"] = StringWrapper(persistedValue: "Foó")
    wrapped.mapBinary["foo"] = DataWrapper(persistedValue: Data(count: 64))
    wrapped.mapBinary["bar"] = DataWrapper(persistedValue: Data(count: 128))
    wrapped.mapDate["foo"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    wrapped.mapDate["bar"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    wrapped.mapDecimal["foo"] = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    wrapped.mapDecimal["bar"] = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    wrapped.mapObjectId["foo"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))
    wrapped.mapObjectId["bar"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    wrapped.mapUuid["foo"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)
    wrapped.mapUuid["bar"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    wrapped.mapOptBool["foo"] = BoolWrapper(persistedValue: true)
    wrapped.mapOptBool["bar"] = BoolWrapper(persistedValue: true)
    wrapped.mapOptInt["foo"] = IntWrapper(persistedValue: 1)
    wrapped.mapOptInt["bar"] = IntWrapper(persistedValue: 3)
    wrapped.mapOptInt8["foo"] = Int8Wrapper(persistedValue: Int8(8))
    wrapped.mapOptInt8["bar"] = Int8Wrapper(persistedValue: Int8(9))
    wrapped.mapOptInt16["foo"] = Int16Wrapper(persistedValue: Int16(16))
    wrapped.mapOptInt16["bar"] = Int16Wrapper(persistedValue: Int16(17))
    wrapped.mapOptInt32["foo"] = Int32Wrapper(persistedValue: Int32(32))
    wrapped.mapOptInt32["bar"] = Int32Wrapper(persistedValue: Int32(33))
    wrapped.mapOptInt64["foo"] = Int64Wrapper(persistedValue: Int64(64))
    wrapped.mapOptInt64["bar"] = Int64Wrapper(persistedValue: Int64(65))
    wrapped.mapOptFloat["foo"] = FloatWrapper(persistedValue: Float(5.55444333))
    wrapped.mapOptFloat["bar"] = FloatWrapper(persistedValue: Float(6.55444333))
    wrapped.mapOptDouble["foo"] = DoubleWrapper(persistedValue: 123.456)
    wrapped.mapOptDouble["bar"] = DoubleWrapper(persistedValue: 234.567)
    wrapped.mapOptString["foo"] = StringWrapper(persistedValue: "Foo")
    wrapped.mapOptString["bar"] = StringWrapper(persistedValue: "Foó")
    wrapped.mapOptBinary["foo"] = DataWrapper(persistedValue: Data(count: 64))
    wrapped.mapOptBinary["bar"] = DataWrapper(persistedValue: Data(count: 128))
    wrapped.mapOptDate["foo"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    wrapped.mapOptDate["bar"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    wrapped.mapOptDecimal["foo"] = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    wrapped.mapOptDecimal["bar"] = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    wrapped.mapOptObjectId["foo"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))
    wrapped.mapOptObjectId["bar"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    wrapped.mapOptUuid["foo"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)
    wrapped.mapOptUuid["bar"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    try realm.write {
        realm.add(values)
        realm.add(enums)
        realm.add(wrapped)
    }
    let valueRows: [(String, [Any], Int, (Query<ModernCollectionsOfValues>) -> Query<Bool>)] = [
        ("(ANY mapBool IN %@)", [[true, true]], 1, { $0.mapBool.containsAny(in: [true, true]) }),
        ("(ANY mapInt IN %@)", [[1, 3]], 1, { $0.mapInt.containsAny(in: [1, 3]) }),
        ("(ANY mapInt8 IN %@)", [[Int8(8), Int8(9)]], 1, { $0.mapInt8.containsAny(in: [Int8(8), Int8(9)]) }),
        ("(ANY mapInt16 IN %@)", [[Int16(16), Int16(17)]], 1, { $0.mapInt16.containsAny(in: [Int16(16), Int16(17)]) }),
        ("(ANY mapInt32 IN %@)", [[Int32(32), Int32(33)]], 1, { $0.mapInt32.containsAny(in: [Int32(32), Int32(33)]) }),
        ("(ANY mapInt64 IN %@)", [[Int64(64), Int64(65)]], 1, { $0.mapInt64.containsAny(in: [Int64(64), Int64(65)]) }),
        ("(ANY mapFloat IN %@)", [[Float(5.55444333), Float(6.55444333)]], 1, { $0.mapFloat.containsAny(in: [Float(5.55444333), Float(6.55444333)]) }),
        ("(ANY mapDouble IN %@)", [[123.456, 234.567]], 1, { $0.mapDouble.containsAny(in: [123.456, 234.567]) }),
        ("(ANY mapString IN %@)", [["Foo", "Foó"]], 1, { $0.mapString.containsAny(in: ["Foo", "Foó"]) }),
        ("(ANY mapBinary IN %@)", [[Data(count: 64), Data(count: 128)]], 1, { $0.mapBinary.containsAny(in: [Data(count: 64), Data(count: 128)]) }),
        ("(ANY mapDate IN %@)", [[Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)]], 1, { $0.mapDate.containsAny(in: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)]) }),
        ("(ANY mapDecimal IN %@)", [[Decimal128(123.456), Decimal128(234.567)]], 1, { $0.mapDecimal.containsAny(in: [Decimal128(123.456), Decimal128(234.567)]) }),
        ("(ANY mapObjectId IN %@)", [[ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")]], 1, { $0.mapObjectId.containsAny(in: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")]) }),
        ("(ANY mapUuid IN %@)", [[UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!]], 1, { $0.mapUuid.containsAny(in: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!]) }),
        ("(ANY mapAny IN %@)", [[AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello")]], 1, { $0.mapAny.containsAny(in: [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello")]) }),
        ("(ANY mapOptBool IN %@)", [[true, true]], 1, { $0.mapOptBool.containsAny(in: [true, true]) }),
        ("(ANY mapOptInt IN %@)", [[1, 3]], 1, { $0.mapOptInt.containsAny(in: [1, 3]) }),
        ("(ANY mapOptInt8 IN %@)", [[Int8(8), Int8(9)]], 1, { $0.mapOptInt8.containsAny(in: [Int8(8), Int8(9)]) }),
        ("(ANY mapOptInt16 IN %@)", [[Int16(16), Int16(17)]], 1, { $0.mapOptInt16.containsAny(in: [Int16(16), Int16(17)]) }),
        ("(ANY mapOptInt32 IN %@)", [[Int32(32), Int32(33)]], 1, { $0.mapOptInt32.containsAny(in: [Int32(32), Int32(33)]) }),
        ("(ANY mapOptInt64 IN %@)", [[Int64(64), Int64(65)]], 1, { $0.mapOptInt64.containsAny(in: [Int64(64), Int64(65)]) }),
        ("(ANY mapOptFloat IN %@)", [[Float(5.55444333), Float(6.55444333)]], 1, { $0.mapOptFloat.containsAny(in: [Float(5.55444333), Float(6.55444333)]) }),
        ("(ANY mapOptDouble IN %@)", [[123.456, 234.567]], 1, { $0.mapOptDouble.containsAny(in: [123.456, 234.567]) }),
        ("(ANY mapOptString IN %@)", [["Foo", "Foó"]], 1, { $0.mapOptString.containsAny(in: ["Foo", "Foó"]) }),
        ("(ANY mapOptBinary IN %@)", [[Data(count: 64), Data(count: 128)]], 1, { $0.mapOptBinary.containsAny(in: [Data(count: 64), Data(count: 128)]) }),
        ("(ANY mapOptDate IN %@)", [[Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)]], 1, { $0.mapOptDate.containsAny(in: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)]) }),
        ("(ANY mapOptDecimal IN %@)", [[Decimal128(123.456), Decimal128(234.567)]], 1, { $0.mapOptDecimal.containsAny(in: [Decimal128(123.456), Decimal128(234.567)]) }),
        ("(ANY mapOptObjectId IN %@)", [[ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")]], 1, { $0.mapOptObjectId.containsAny(in: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")]) }),
        ("(ANY mapOptUuid IN %@)", [[UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!]], 1, { $0.mapOptUuid.containsAny(in: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!]) }),
    ]
    for (text, values, count, query) in valueRows {
        let (built, args) = query(Query<ModernCollectionsOfValues>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernCollectionsOfValues.self).where(query).count, count, built)
    }
    let enumRows: [(String, [Any], Int, (Query<ModernCollectionsOfEnums>) -> Query<Bool>)] = [
        ("(ANY mapInt IN %@)", [[EnumInt.value1, EnumInt.value2]], 1, { $0.mapInt.containsAny(in: [EnumInt.value1, EnumInt.value2]) }),
        ("(ANY mapInt8 IN %@)", [[EnumInt8.value1, EnumInt8.value2]], 1, { $0.mapInt8.containsAny(in: [EnumInt8.value1, EnumInt8.value2]) }),
        ("(ANY mapInt16 IN %@)", [[EnumInt16.value1, EnumInt16.value2]], 1, { $0.mapInt16.containsAny(in: [EnumInt16.value1, EnumInt16.value2]) }),
        ("(ANY mapInt32 IN %@)", [[EnumInt32.value1, EnumInt32.value2]], 1, { $0.mapInt32.containsAny(in: [EnumInt32.value1, EnumInt32.value2]) }),
        ("(ANY mapInt64 IN %@)", [[EnumInt64.value1, EnumInt64.value2]], 1, { $0.mapInt64.containsAny(in: [EnumInt64.value1, EnumInt64.value2]) }),
        ("(ANY mapFloat IN %@)", [[EnumFloat.value1, EnumFloat.value2]], 1, { $0.mapFloat.containsAny(in: [EnumFloat.value1, EnumFloat.value2]) }),
        ("(ANY mapDouble IN %@)", [[EnumDouble.value1, EnumDouble.value2]], 1, { $0.mapDouble.containsAny(in: [EnumDouble.value1, EnumDouble.value2]) }),
        ("(ANY mapString IN %@)", [[EnumString.value1, EnumString.value2]], 1, { $0.mapString.containsAny(in: [EnumString.value1, EnumString.value2]) }),
        ("(ANY mapIntOpt IN %@)", [[EnumInt.value1, EnumInt.value2]], 1, { $0.mapIntOpt.containsAny(in: [EnumInt.value1, EnumInt.value2]) }),
        ("(ANY mapInt8Opt IN %@)", [[EnumInt8.value1, EnumInt8.value2]], 1, { $0.mapInt8Opt.containsAny(in: [EnumInt8.value1, EnumInt8.value2]) }),
        ("(ANY mapInt16Opt IN %@)", [[EnumInt16.value1, EnumInt16.value2]], 1, { $0.mapInt16Opt.containsAny(in: [EnumInt16.value1, EnumInt16.value2]) }),
        ("(ANY mapInt32Opt IN %@)", [[EnumInt32.value1, EnumInt32.value2]], 1, { $0.mapInt32Opt.containsAny(in: [EnumInt32.value1, EnumInt32.value2]) }),
        ("(ANY mapInt64Opt IN %@)", [[EnumInt64.value1, EnumInt64.value2]], 1, { $0.mapInt64Opt.containsAny(in: [EnumInt64.value1, EnumInt64.value2]) }),
        ("(ANY mapFloatOpt IN %@)", [[EnumFloat.value1, EnumFloat.value2]], 1, { $0.mapFloatOpt.containsAny(in: [EnumFloat.value1, EnumFloat.value2]) }),
        ("(ANY mapDoubleOpt IN %@)", [[EnumDouble.value1, EnumDouble.value2]], 1, { $0.mapDoubleOpt.containsAny(in: [EnumDouble.value1, EnumDouble.value2]) }),
        ("(ANY mapStringOpt IN %@)", [[EnumString.value1, EnumString.value2]], 1, { $0.mapStringOpt.containsAny(in: [EnumString.value1, EnumString.value2]) }),
    ]
    for (text, values, count, query) in enumRows {
        let (built, args) = query(Query<ModernCollectionsOfEnums>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernCollectionsOfEnums.self).where(query).count, count, built)
    }
    let wrappedRows: [(String, [Any], Int, (Query<CustomPersistableCollections>) -> Query<Bool>)] = [
        ("(ANY mapBool IN %@)", [[BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)]], 1, { $0.mapBool.containsAny(in: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)]) }),
        ("(ANY mapInt IN %@)", [[IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)]], 1, { $0.mapInt.containsAny(in: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)]) }),
        ("(ANY mapInt8 IN %@)", [[Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))]], 1, { $0.mapInt8.containsAny(in: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))]) }),
        ("(ANY mapInt16 IN %@)", [[Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))]], 1, { $0.mapInt16.containsAny(in: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))]) }),
        ("(ANY mapInt32 IN %@)", [[Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))]], 1, { $0.mapInt32.containsAny(in: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))]) }),
        ("(ANY mapInt64 IN %@)", [[Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))]], 1, { $0.mapInt64.containsAny(in: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))]) }),
        ("(ANY mapFloat IN %@)", [[FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))]], 1, { $0.mapFloat.containsAny(in: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))]) }),
        ("(ANY mapDouble IN %@)", [[DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)]], 1, { $0.mapDouble.containsAny(in: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)]) }),
        ("(ANY mapString IN %@)", [[StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")]], 1, { $0.mapString.containsAny(in: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")]) }),
        ("(ANY mapBinary IN %@)", [[DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))]], 1, { $0.mapBinary.containsAny(in: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))]) }),
        ("(ANY mapDate IN %@)", [[DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))]], 1, { $0.mapDate.containsAny(in: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))]) }),
        ("(ANY mapDecimal IN %@)", [[Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))]], 1, { $0.mapDecimal.containsAny(in: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))]) }),
        ("(ANY mapObjectId IN %@)", [[ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))]], 1, { $0.mapObjectId.containsAny(in: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))]) }),
        ("(ANY mapUuid IN %@)", [[UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)]], 1, { $0.mapUuid.containsAny(in: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)]) }),
        ("(ANY mapOptBool IN %@)", [[BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)]], 1, { $0.mapOptBool.containsAny(in: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)]) }),
        ("(ANY mapOptInt IN %@)", [[IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)]], 1, { $0.mapOptInt.containsAny(in: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)]) }),
        ("(ANY mapOptInt8 IN %@)", [[Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))]], 1, { $0.mapOptInt8.containsAny(in: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))]) }),
        ("(ANY mapOptInt16 IN %@)", [[Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))]], 1, { $0.mapOptInt16.containsAny(in: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))]) }),
        ("(ANY mapOptInt32 IN %@)", [[Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))]], 1, { $0.mapOptInt32.containsAny(in: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))]) }),
        ("(ANY mapOptInt64 IN %@)", [[Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))]], 1, { $0.mapOptInt64.containsAny(in: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))]) }),
        ("(ANY mapOptFloat IN %@)", [[FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))]], 1, { $0.mapOptFloat.containsAny(in: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))]) }),
        ("(ANY mapOptDouble IN %@)", [[DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)]], 1, { $0.mapOptDouble.containsAny(in: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)]) }),
        ("(ANY mapOptString IN %@)", [[StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")]], 1, { $0.mapOptString.containsAny(in: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")]) }),
        ("(ANY mapOptBinary IN %@)", [[DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))]], 1, { $0.mapOptBinary.containsAny(in: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))]) }),
        ("(ANY mapOptDate IN %@)", [[DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))]], 1, { $0.mapOptDate.containsAny(in: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))]) }),
        ("(ANY mapOptDecimal IN %@)", [[Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))]], 1, { $0.mapOptDecimal.containsAny(in: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))]) }),
        ("(ANY mapOptObjectId IN %@)", [[ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))]], 1, { $0.mapOptObjectId.containsAny(in: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))]) }),
        ("(ANY mapOptUuid IN %@)", [[UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)]], 1, { $0.mapOptUuid.containsAny(in: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)]) }),
    ]
    for (text, values, count, query) in wrappedRows {
        let (built, args) = query(Query<CustomPersistableCollections>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(CustomPersistableCollections.self).where(query).count, count, built)
    }
    let item = ModernAllTypesObject()
    let holder = ModernCollectionObject()
    holder.map["foo"] = item
    try realm.write {
        realm.add(holder)
    }
    let objectRows: [(String, [Any], Int, (Query<ModernCollectionObject>) -> Query<Bool>)] = [
        ("(ANY map IN %@)", [[item]], 1, { $0.map.containsAny(in: [item]) }),
    ]
    for (text, values, count, query) in objectRows {
        let (built, args) = query(Query<ModernCollectionObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernCollectionObject.self).where(query).count, count, built)
    }
}

/// `==` of a list, set or map of every scalar type, AnyRealmValue, persistable enum and wrapper, optional or not, with one value in a where closure is `(ANY name == %@)` and matches the object holding that value; `!=` and `>` through lists and sets of objects and their links spell `ANY` before each key path and match nothing while the lists are empty.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testAny
func testSuiteQueryCollectionAnyEqualsEveryElementType() throws {
    let realm = try Realm()
    let values = ModernCollectionsOfValues()
    let enums = ModernCollectionsOfEnums()
    let wrapped = CustomPersistableCollections()
    values.arrayBool.append(objectsIn: [true, true])
    values.arrayInt.append(objectsIn: [1, 3])
    values.arrayInt8.append(objectsIn: [Int8(8), Int8(9)])
    values.arrayInt16.append(objectsIn: [Int16(16), Int16(17)])
    values.arrayInt32.append(objectsIn: [Int32(32), Int32(33)])
    values.arrayInt64.append(objectsIn: [Int64(64), Int64(65)])
    values.arrayFloat.append(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.arrayDouble.append(objectsIn: [123.456, 234.567])
    values.arrayString.append(objectsIn: ["Foo", "Foó"])
    values.arrayBinary.append(objectsIn: [Data(count: 64), Data(count: 128)])
    values.arrayDate.append(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.arrayDecimal.append(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.arrayObjectId.append(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.arrayUuid.append(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.arrayOptBool.append(objectsIn: [true, true])
    values.arrayOptInt.append(objectsIn: [1, 3])
    values.arrayOptInt8.append(objectsIn: [Int8(8), Int8(9)])
    values.arrayOptInt16.append(objectsIn: [Int16(16), Int16(17)])
    values.arrayOptInt32.append(objectsIn: [Int32(32), Int32(33)])
    values.arrayOptInt64.append(objectsIn: [Int64(64), Int64(65)])
    values.arrayOptFloat.append(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.arrayOptDouble.append(objectsIn: [123.456, 234.567])
    values.arrayOptString.append(objectsIn: ["Foo", "Foó"])
    values.arrayOptBinary.append(objectsIn: [Data(count: 64), Data(count: 128)])
    values.arrayOptDate.append(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.arrayOptDecimal.append(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.arrayOptObjectId.append(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.arrayOptUuid.append(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.setBool.insert(objectsIn: [true, true])
    values.setInt.insert(objectsIn: [1, 3])
    values.setInt8.insert(objectsIn: [Int8(8), Int8(9)])
    values.setInt16.insert(objectsIn: [Int16(16), Int16(17)])
    values.setInt32.insert(objectsIn: [Int32(32), Int32(33)])
    values.setInt64.insert(objectsIn: [Int64(64), Int64(65)])
    values.setFloat.insert(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.setDouble.insert(objectsIn: [123.456, 234.567])
    values.setString.insert(objectsIn: ["Foo", "Foó"])
    values.setBinary.insert(objectsIn: [Data(count: 64), Data(count: 128)])
    values.setDate.insert(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.setDecimal.insert(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.setObjectId.insert(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.setUuid.insert(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.setOptBool.insert(objectsIn: [true, true])
    values.setOptInt.insert(objectsIn: [1, 3])
    values.setOptInt8.insert(objectsIn: [Int8(8), Int8(9)])
    values.setOptInt16.insert(objectsIn: [Int16(16), Int16(17)])
    values.setOptInt32.insert(objectsIn: [Int32(32), Int32(33)])
    values.setOptInt64.insert(objectsIn: [Int64(64), Int64(65)])
    values.setOptFloat.insert(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.setOptDouble.insert(objectsIn: [123.456, 234.567])
    values.setOptString.insert(objectsIn: ["Foo", "Foó"])
    values.setOptBinary.insert(objectsIn: [Data(count: 64), Data(count: 128)])
    values.setOptDate.insert(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.setOptDecimal.insert(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.setOptObjectId.insert(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.setOptUuid.insert(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.mapBool["foo"] = true
    values.mapBool["bar"] = true
    values.mapInt["foo"] = 1
    values.mapInt["bar"] = 3
    values.mapInt8["foo"] = Int8(8)
    values.mapInt8["bar"] = Int8(9)
    values.mapInt16["foo"] = Int16(16)
    values.mapInt16["bar"] = Int16(17)
    values.mapInt32["foo"] = Int32(32)
    values.mapInt32["bar"] = Int32(33)
    values.mapInt64["foo"] = Int64(64)
    values.mapInt64["bar"] = Int64(65)
    values.mapFloat["foo"] = Float(5.55444333)
    values.mapFloat["bar"] = Float(6.55444333)
    values.mapDouble["foo"] = 123.456
    values.mapDouble["bar"] = 234.567
    values.mapString["foo"] = "Foo"
    values.mapString["bar"] = "Foó"
    values.mapBinary["foo"] = Data(count: 64)
    values.mapBinary["bar"] = Data(count: 128)
    values.mapDate["foo"] = Date(timeIntervalSince1970: 1000000)
    values.mapDate["bar"] = Date(timeIntervalSince1970: 2000000)
    values.mapDecimal["foo"] = Decimal128(123.456)
    values.mapDecimal["bar"] = Decimal128(234.567)
    values.mapObjectId["foo"] = ObjectId("61184062c1d8f096a3695046")
    values.mapObjectId["bar"] = ObjectId("61184062c1d8f096a3695045")
    values.mapUuid["foo"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!
    values.mapUuid["bar"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    values.mapOptBool["foo"] = true
    values.mapOptBool["bar"] = true
    values.mapOptInt["foo"] = 1
    values.mapOptInt["bar"] = 3
    values.mapOptInt8["foo"] = Int8(8)
    values.mapOptInt8["bar"] = Int8(9)
    values.mapOptInt16["foo"] = Int16(16)
    values.mapOptInt16["bar"] = Int16(17)
    values.mapOptInt32["foo"] = Int32(32)
    values.mapOptInt32["bar"] = Int32(33)
    values.mapOptInt64["foo"] = Int64(64)
    values.mapOptInt64["bar"] = Int64(65)
    values.mapOptFloat["foo"] = Float(5.55444333)
    values.mapOptFloat["bar"] = Float(6.55444333)
    values.mapOptDouble["foo"] = 123.456
    values.mapOptDouble["bar"] = 234.567
    values.mapOptString["foo"] = "Foo"
    values.mapOptString["bar"] = "Foó"
    values.mapOptBinary["foo"] = Data(count: 64)
    values.mapOptBinary["bar"] = Data(count: 128)
    values.mapOptDate["foo"] = Date(timeIntervalSince1970: 1000000)
    values.mapOptDate["bar"] = Date(timeIntervalSince1970: 2000000)
    values.mapOptDecimal["foo"] = Decimal128(123.456)
    values.mapOptDecimal["bar"] = Decimal128(234.567)
    values.mapOptObjectId["foo"] = ObjectId("61184062c1d8f096a3695046")
    values.mapOptObjectId["bar"] = ObjectId("61184062c1d8f096a3695045")
    values.mapOptUuid["foo"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!
    values.mapOptUuid["bar"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    values.arrayAny.append(objectsIn: [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello")])
    values.setAny.insert(objectsIn: [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello")])
    values.mapAny["foo"] = AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))
    values.mapAny["bar"] = AnyRealmValue.string("Hello")
    enums.listInt.append(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.listInt8.append(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.listInt16.append(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.listInt32.append(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.listInt64.append(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.listFloat.append(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.listDouble.append(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.listString.append(objectsIn: [EnumString.value1, EnumString.value2])
    enums.listIntOpt.append(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.listInt8Opt.append(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.listInt16Opt.append(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.listInt32Opt.append(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.listInt64Opt.append(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.listFloatOpt.append(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.listDoubleOpt.append(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.listStringOpt.append(objectsIn: [EnumString.value1, EnumString.value2])
    enums.setInt.insert(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.setInt8.insert(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.setInt16.insert(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.setInt32.insert(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.setInt64.insert(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.setFloat.insert(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.setDouble.insert(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.setString.insert(objectsIn: [EnumString.value1, EnumString.value2])
    enums.setIntOpt.insert(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.setInt8Opt.insert(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.setInt16Opt.insert(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.setInt32Opt.insert(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.setInt64Opt.insert(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.setFloatOpt.insert(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.setDoubleOpt.insert(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.setStringOpt.insert(objectsIn: [EnumString.value1, EnumString.value2])
    enums.mapInt["foo"] = EnumInt.value1
    enums.mapInt["bar"] = EnumInt.value2
    enums.mapInt8["foo"] = EnumInt8.value1
    enums.mapInt8["bar"] = EnumInt8.value2
    enums.mapInt16["foo"] = EnumInt16.value1
    enums.mapInt16["bar"] = EnumInt16.value2
    enums.mapInt32["foo"] = EnumInt32.value1
    enums.mapInt32["bar"] = EnumInt32.value2
    enums.mapInt64["foo"] = EnumInt64.value1
    enums.mapInt64["bar"] = EnumInt64.value2
    enums.mapFloat["foo"] = EnumFloat.value1
    enums.mapFloat["bar"] = EnumFloat.value2
    enums.mapDouble["foo"] = EnumDouble.value1
    enums.mapDouble["bar"] = EnumDouble.value2
    enums.mapString["foo"] = EnumString.value1
    enums.mapString["bar"] = EnumString.value2
    enums.mapIntOpt["foo"] = EnumInt.value1
    enums.mapIntOpt["bar"] = EnumInt.value2
    enums.mapInt8Opt["foo"] = EnumInt8.value1
    enums.mapInt8Opt["bar"] = EnumInt8.value2
    enums.mapInt16Opt["foo"] = EnumInt16.value1
    enums.mapInt16Opt["bar"] = EnumInt16.value2
    enums.mapInt32Opt["foo"] = EnumInt32.value1
    enums.mapInt32Opt["bar"] = EnumInt32.value2
    enums.mapInt64Opt["foo"] = EnumInt64.value1
    enums.mapInt64Opt["bar"] = EnumInt64.value2
    enums.mapFloatOpt["foo"] = EnumFloat.value1
    enums.mapFloatOpt["bar"] = EnumFloat.value2
    enums.mapDoubleOpt["foo"] = EnumDouble.value1
    enums.mapDoubleOpt["bar"] = EnumDouble.value2
    enums.mapStringOpt["foo"] = EnumString.value1
    enums.mapStringOpt["bar"] = EnumString.value2
    wrapped.listBool.append(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.listInt.append(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.listInt8.append(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.listInt16.append(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.listInt32.append(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.listInt64.append(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.listFloat.append(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.listDouble.append(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.listString.append(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.listBinary.append(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.listDate.append(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.listDecimal.append(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.listObjectId.append(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.listUuid.append(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.listOptBool.append(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.listOptInt.append(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.listOptInt8.append(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.listOptInt16.append(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.listOptInt32.append(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.listOptInt64.append(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.listOptFloat.append(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.listOptDouble.append(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.listOptString.append(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.listOptBinary.append(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.listOptDate.append(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.listOptDecimal.append(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.listOptObjectId.append(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.listOptUuid.append(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.setBool.insert(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.setInt.insert(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.setInt8.insert(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.setInt16.insert(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.setInt32.insert(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.setInt64.insert(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.setFloat.insert(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.setDouble.insert(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.setString.insert(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.setBinary.insert(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.setDate.insert(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.setDecimal.insert(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.setObjectId.insert(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.setUuid.insert(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.setOptBool.insert(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.setOptInt.insert(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.setOptInt8.insert(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.setOptInt16.insert(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.setOptInt32.insert(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.setOptInt64.insert(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.setOptFloat.insert(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.setOptDouble.insert(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.setOptString.insert(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.setOptBinary.insert(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.setOptDate.insert(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.setOptDecimal.insert(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.setOptObjectId.insert(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.setOptUuid.insert(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.mapBool["foo"] = BoolWrapper(persistedValue: true)
    wrapped.mapBool["bar"] = BoolWrapper(persistedValue: true)
    wrapped.mapInt["foo"] = IntWrapper(persistedValue: 1)
    wrapped.mapInt["bar"] = IntWrapper(persistedValue: 3)
    wrapped.mapInt8["foo"] = Int8Wrapper(persistedValue: Int8(8))
    wrapped.mapInt8["bar"] = Int8Wrapper(persistedValue: Int8(9))
    wrapped.mapInt16["foo"] = Int16Wrapper(persistedValue: Int16(16))
    wrapped.mapInt16["bar"] = Int16Wrapper(persistedValue: Int16(17))
    wrapped.mapInt32["foo"] = Int32Wrapper(persistedValue: Int32(32))
    wrapped.mapInt32["bar"] = Int32Wrapper(persistedValue: Int32(33))
    wrapped.mapInt64["foo"] = Int64Wrapper(persistedValue: Int64(64))
    wrapped.mapInt64["bar"] = Int64Wrapper(persistedValue: Int64(65))
    wrapped.mapFloat["foo"] = FloatWrapper(persistedValue: Float(5.55444333))
    wrapped.mapFloat["bar"] = FloatWrapper(persistedValue: Float(6.55444333))
    wrapped.mapDouble["foo"] = DoubleWrapper(persistedValue: 123.456)
    wrapped.mapDouble["bar"] = DoubleWrapper(persistedValue: 234.567)
    wrapped.mapString["foo"] = StringWrapper(persistedValue: "Foo")
    wrapped.mapString["bar"] = StringWrapper(persistedValue: "Foó")
    wrapped.mapBinary["foo"] = DataWrapper(persistedValue: Data(count: 64))
    wrapped.mapBinary["bar"] = DataWrapper(persistedValue: Data(count: 128))
    wrapped.mapDate["foo"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    wrapped.mapDate["bar"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    wrapped.mapDecimal["foo"] = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    wrapped.mapDecimal["bar"] = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    wrapped.mapObjectId["foo"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))
    wrapped.mapObjectId["bar"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    wrapped.mapUuid["foo"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)
    wrapped.mapUuid["bar"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    wrapped.mapOptBool["foo"] = BoolWrapper(persistedValue: true)
    wrapped.mapOptBool["bar"] = BoolWrapper(persistedValue: true)
    wrapped.mapOptInt["foo"] = IntWrapper(persistedValue: 1)
    wrapped.mapOptInt["bar"] = IntWrapper(persistedValue: 3)
    wrapped.mapOptInt8["foo"] = Int8Wrapper(persistedValue: Int8(8))
    wrapped.mapOptInt8["bar"] = Int8Wrapper(persistedValue: Int8(9))
    wrapped.mapOptInt16["foo"] = Int16Wrapper(persistedValue: Int16(16))
    wrapped.mapOptInt16["bar"] = Int16Wrapper(persistedValue: Int16(17))
    wrapped.mapOptInt32["foo"] = Int32Wrapper(persistedValue: Int32(32))
    wrapped.mapOptInt32["bar"] = Int32Wrapper(persistedValue: Int32(33))
    wrapped.mapOptInt64["foo"] = Int64Wrapper(persistedValue: Int64(64))
    wrapped.mapOptInt64["bar"] = Int64Wrapper(persistedValue: Int64(65))
    wrapped.mapOptFloat["foo"] = FloatWrapper(persistedValue: Float(5.55444333))
    wrapped.mapOptFloat["bar"] = FloatWrapper(persistedValue: Float(6.55444333))
    wrapped.mapOptDouble["foo"] = DoubleWrapper(persistedValue: 123.456)
    wrapped.mapOptDouble["bar"] = DoubleWrapper(persistedValue: 234.567)
    wrapped.mapOptString["foo"] = StringWrapper(persistedValue: "Foo")
    wrapped.mapOptString["bar"] = StringWrapper(persistedValue: "Foó")
    wrapped.mapOptBinary["foo"] = DataWrapper(persistedValue: Data(count: 64))
    wrapped.mapOptBinary["bar"] = DataWrapper(persistedValue: Data(count: 128))
    wrapped.mapOptDate["foo"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    wrapped.mapOptDate["bar"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    wrapped.mapOptDecimal["foo"] = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    wrapped.mapOptDecimal["bar"] = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    wrapped.mapOptObjectId["foo"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))
    wrapped.mapOptObjectId["bar"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    wrapped.mapOptUuid["foo"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)
    wrapped.mapOptUuid["bar"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    try realm.write {
        realm.add(values)
        realm.add(enums)
        realm.add(wrapped)
    }
    let valueRows: [(String, [Any], Int, (Query<ModernCollectionsOfValues>) -> Query<Bool>)] = [
        ("(ANY arrayBool == %@)", [true], 1, { $0.arrayBool == true }),
        ("(ANY arrayInt == %@)", [1], 1, { $0.arrayInt == 1 }),
        ("(ANY arrayInt8 == %@)", [Int8(8)], 1, { $0.arrayInt8 == Int8(8) }),
        ("(ANY arrayInt16 == %@)", [Int16(16)], 1, { $0.arrayInt16 == Int16(16) }),
        ("(ANY arrayInt32 == %@)", [Int32(32)], 1, { $0.arrayInt32 == Int32(32) }),
        ("(ANY arrayInt64 == %@)", [Int64(64)], 1, { $0.arrayInt64 == Int64(64) }),
        ("(ANY arrayFloat == %@)", [Float(5.55444333)], 1, { $0.arrayFloat == Float(5.55444333) }),
        ("(ANY arrayDouble == %@)", [123.456], 1, { $0.arrayDouble == 123.456 }),
        ("(ANY arrayString == %@)", ["Foo"], 1, { $0.arrayString == "Foo" }),
        ("(ANY arrayBinary == %@)", [Data(count: 64)], 1, { $0.arrayBinary == Data(count: 64) }),
        ("(ANY arrayDate == %@)", [Date(timeIntervalSince1970: 1000000)], 1, { $0.arrayDate == Date(timeIntervalSince1970: 1000000) }),
        ("(ANY arrayDecimal == %@)", [Decimal128(123.456)], 1, { $0.arrayDecimal == Decimal128(123.456) }),
        ("(ANY arrayObjectId == %@)", [ObjectId("61184062c1d8f096a3695046")], 1, { $0.arrayObjectId == ObjectId("61184062c1d8f096a3695046") }),
        ("(ANY arrayUuid == %@)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!], 1, { $0.arrayUuid == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")! }),
        ("(ANY arrayAny == %@)", [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))], 1, { $0.arrayAny == AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")) }),
        ("(ANY arrayOptBool == %@)", [true], 1, { $0.arrayOptBool == true }),
        ("(ANY arrayOptInt == %@)", [1], 1, { $0.arrayOptInt == 1 }),
        ("(ANY arrayOptInt8 == %@)", [Int8(8)], 1, { $0.arrayOptInt8 == Int8(8) }),
        ("(ANY arrayOptInt16 == %@)", [Int16(16)], 1, { $0.arrayOptInt16 == Int16(16) }),
        ("(ANY arrayOptInt32 == %@)", [Int32(32)], 1, { $0.arrayOptInt32 == Int32(32) }),
        ("(ANY arrayOptInt64 == %@)", [Int64(64)], 1, { $0.arrayOptInt64 == Int64(64) }),
        ("(ANY arrayOptFloat == %@)", [Float(5.55444333)], 1, { $0.arrayOptFloat == Float(5.55444333) }),
        ("(ANY arrayOptDouble == %@)", [123.456], 1, { $0.arrayOptDouble == 123.456 }),
        ("(ANY arrayOptString == %@)", ["Foo"], 1, { $0.arrayOptString == "Foo" }),
        ("(ANY arrayOptBinary == %@)", [Data(count: 64)], 1, { $0.arrayOptBinary == Data(count: 64) }),
        ("(ANY arrayOptDate == %@)", [Date(timeIntervalSince1970: 1000000)], 1, { $0.arrayOptDate == Date(timeIntervalSince1970: 1000000) }),
        ("(ANY arrayOptDecimal == %@)", [Decimal128(123.456)], 1, { $0.arrayOptDecimal == Decimal128(123.456) }),
        ("(ANY arrayOptObjectId == %@)", [ObjectId("61184062c1d8f096a3695046")], 1, { $0.arrayOptObjectId == ObjectId("61184062c1d8f096a3695046") }),
        ("(ANY arrayOptUuid == %@)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!], 1, { $0.arrayOptUuid == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")! }),
        ("(ANY setBool == %@)", [true], 1, { $0.setBool == true }),
        ("(ANY setInt == %@)", [1], 1, { $0.setInt == 1 }),
        ("(ANY setInt8 == %@)", [Int8(8)], 1, { $0.setInt8 == Int8(8) }),
        ("(ANY setInt16 == %@)", [Int16(16)], 1, { $0.setInt16 == Int16(16) }),
        ("(ANY setInt32 == %@)", [Int32(32)], 1, { $0.setInt32 == Int32(32) }),
        ("(ANY setInt64 == %@)", [Int64(64)], 1, { $0.setInt64 == Int64(64) }),
        ("(ANY setFloat == %@)", [Float(5.55444333)], 1, { $0.setFloat == Float(5.55444333) }),
        ("(ANY setDouble == %@)", [123.456], 1, { $0.setDouble == 123.456 }),
        ("(ANY setString == %@)", ["Foo"], 1, { $0.setString == "Foo" }),
        ("(ANY setBinary == %@)", [Data(count: 64)], 1, { $0.setBinary == Data(count: 64) }),
        ("(ANY setDate == %@)", [Date(timeIntervalSince1970: 1000000)], 1, { $0.setDate == Date(timeIntervalSince1970: 1000000) }),
        ("(ANY setDecimal == %@)", [Decimal128(123.456)], 1, { $0.setDecimal == Decimal128(123.456) }),
        ("(ANY setObjectId == %@)", [ObjectId("61184062c1d8f096a3695046")], 1, { $0.setObjectId == ObjectId("61184062c1d8f096a3695046") }),
        ("(ANY setUuid == %@)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!], 1, { $0.setUuid == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")! }),
        ("(ANY setAny == %@)", [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))], 1, { $0.setAny == AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")) }),
        ("(ANY setOptBool == %@)", [true], 1, { $0.setOptBool == true }),
        ("(ANY setOptInt == %@)", [1], 1, { $0.setOptInt == 1 }),
        ("(ANY setOptInt8 == %@)", [Int8(8)], 1, { $0.setOptInt8 == Int8(8) }),
        ("(ANY setOptInt16 == %@)", [Int16(16)], 1, { $0.setOptInt16 == Int16(16) }),
        ("(ANY setOptInt32 == %@)", [Int32(32)], 1, { $0.setOptInt32 == Int32(32) }),
        ("(ANY setOptInt64 == %@)", [Int64(64)], 1, { $0.setOptInt64 == Int64(64) }),
        ("(ANY setOptFloat == %@)", [Float(5.55444333)], 1, { $0.setOptFloat == Float(5.55444333) }),
        ("(ANY setOptDouble == %@)", [123.456], 1, { $0.setOptDouble == 123.456 }),
        ("(ANY setOptString == %@)", ["Foo"], 1, { $0.setOptString == "Foo" }),
        ("(ANY setOptBinary == %@)", [Data(count: 64)], 1, { $0.setOptBinary == Data(count: 64) }),
        ("(ANY setOptDate == %@)", [Date(timeIntervalSince1970: 1000000)], 1, { $0.setOptDate == Date(timeIntervalSince1970: 1000000) }),
        ("(ANY setOptDecimal == %@)", [Decimal128(123.456)], 1, { $0.setOptDecimal == Decimal128(123.456) }),
        ("(ANY setOptObjectId == %@)", [ObjectId("61184062c1d8f096a3695046")], 1, { $0.setOptObjectId == ObjectId("61184062c1d8f096a3695046") }),
        ("(ANY setOptUuid == %@)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!], 1, { $0.setOptUuid == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")! }),
    ]
    for (text, values, count, query) in valueRows {
        let (built, args) = query(Query<ModernCollectionsOfValues>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernCollectionsOfValues.self).where(query).count, count, built)
    }
    let enumRows: [(String, [Any], Int, (Query<ModernCollectionsOfEnums>) -> Query<Bool>)] = [
        ("(ANY listInt == %@)", [EnumInt.value1], 1, { $0.listInt == EnumInt.value1 }),
        ("(ANY listInt8 == %@)", [EnumInt8.value1], 1, { $0.listInt8 == EnumInt8.value1 }),
        ("(ANY listInt16 == %@)", [EnumInt16.value1], 1, { $0.listInt16 == EnumInt16.value1 }),
        ("(ANY listInt32 == %@)", [EnumInt32.value1], 1, { $0.listInt32 == EnumInt32.value1 }),
        ("(ANY listInt64 == %@)", [EnumInt64.value1], 1, { $0.listInt64 == EnumInt64.value1 }),
        ("(ANY listFloat == %@)", [EnumFloat.value1], 1, { $0.listFloat == EnumFloat.value1 }),
        ("(ANY listDouble == %@)", [EnumDouble.value1], 1, { $0.listDouble == EnumDouble.value1 }),
        ("(ANY listString == %@)", [EnumString.value1], 1, { $0.listString == EnumString.value1 }),
        ("(ANY listIntOpt == %@)", [EnumInt.value1], 1, { $0.listIntOpt == EnumInt.value1 }),
        ("(ANY listInt8Opt == %@)", [EnumInt8.value1], 1, { $0.listInt8Opt == EnumInt8.value1 }),
        ("(ANY listInt16Opt == %@)", [EnumInt16.value1], 1, { $0.listInt16Opt == EnumInt16.value1 }),
        ("(ANY listInt32Opt == %@)", [EnumInt32.value1], 1, { $0.listInt32Opt == EnumInt32.value1 }),
        ("(ANY listInt64Opt == %@)", [EnumInt64.value1], 1, { $0.listInt64Opt == EnumInt64.value1 }),
        ("(ANY listFloatOpt == %@)", [EnumFloat.value1], 1, { $0.listFloatOpt == EnumFloat.value1 }),
        ("(ANY listDoubleOpt == %@)", [EnumDouble.value1], 1, { $0.listDoubleOpt == EnumDouble.value1 }),
        ("(ANY listStringOpt == %@)", [EnumString.value1], 1, { $0.listStringOpt == EnumString.value1 }),
        ("(ANY setInt == %@)", [EnumInt.value1], 1, { $0.setInt == EnumInt.value1 }),
        ("(ANY setInt8 == %@)", [EnumInt8.value1], 1, { $0.setInt8 == EnumInt8.value1 }),
        ("(ANY setInt16 == %@)", [EnumInt16.value1], 1, { $0.setInt16 == EnumInt16.value1 }),
        ("(ANY setInt32 == %@)", [EnumInt32.value1], 1, { $0.setInt32 == EnumInt32.value1 }),
        ("(ANY setInt64 == %@)", [EnumInt64.value1], 1, { $0.setInt64 == EnumInt64.value1 }),
        ("(ANY setFloat == %@)", [EnumFloat.value1], 1, { $0.setFloat == EnumFloat.value1 }),
        ("(ANY setDouble == %@)", [EnumDouble.value1], 1, { $0.setDouble == EnumDouble.value1 }),
        ("(ANY setString == %@)", [EnumString.value1], 1, { $0.setString == EnumString.value1 }),
        ("(ANY setIntOpt == %@)", [EnumInt.value1], 1, { $0.setIntOpt == EnumInt.value1 }),
        ("(ANY setInt8Opt == %@)", [EnumInt8.value1], 1, { $0.setInt8Opt == EnumInt8.value1 }),
        ("(ANY setInt16Opt == %@)", [EnumInt16.value1], 1, { $0.setInt16Opt == EnumInt16.value1 }),
        ("(ANY setInt32Opt == %@)", [EnumInt32.value1], 1, { $0.setInt32Opt == EnumInt32.value1 }),
        ("(ANY setInt64Opt == %@)", [EnumInt64.value1], 1, { $0.setInt64Opt == EnumInt64.value1 }),
        ("(ANY setFloatOpt == %@)", [EnumFloat.value1], 1, { $0.setFloatOpt == EnumFloat.value1 }),
        ("(ANY setDoubleOpt == %@)", [EnumDouble.value1], 1, { $0.setDoubleOpt == EnumDouble.value1 }),
        ("(ANY setStringOpt == %@)", [EnumString.value1], 1, { $0.setStringOpt == EnumString.value1 }),
    ]
    for (text, values, count, query) in enumRows {
        let (built, args) = query(Query<ModernCollectionsOfEnums>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernCollectionsOfEnums.self).where(query).count, count, built)
    }
    let wrappedRows: [(String, [Any], Int, (Query<CustomPersistableCollections>) -> Query<Bool>)] = [
        ("(ANY listBool == %@)", [BoolWrapper(persistedValue: true)], 1, { $0.listBool == BoolWrapper(persistedValue: true) }),
        ("(ANY listInt == %@)", [IntWrapper(persistedValue: 1)], 1, { $0.listInt == IntWrapper(persistedValue: 1) }),
        ("(ANY listInt8 == %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.listInt8 == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(ANY listInt16 == %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.listInt16 == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(ANY listInt32 == %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.listInt32 == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(ANY listInt64 == %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.listInt64 == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(ANY listFloat == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.listFloat == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(ANY listDouble == %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.listDouble == DoubleWrapper(persistedValue: 123.456) }),
        ("(ANY listString == %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.listString == StringWrapper(persistedValue: "Foo") }),
        ("(ANY listBinary == %@)", [DataWrapper(persistedValue: Data(count: 64))], 1, { $0.listBinary == DataWrapper(persistedValue: Data(count: 64)) }),
        ("(ANY listDate == %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.listDate == DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(ANY listDecimal == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.listDecimal == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(ANY listObjectId == %@)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))], 1, { $0.listObjectId == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")) }),
        ("(ANY listUuid == %@)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)], 1, { $0.listUuid == UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!) }),
        ("(ANY listOptBool == %@)", [BoolWrapper(persistedValue: true)], 1, { $0.listOptBool == BoolWrapper(persistedValue: true) }),
        ("(ANY listOptInt == %@)", [IntWrapper(persistedValue: 1)], 1, { $0.listOptInt == IntWrapper(persistedValue: 1) }),
        ("(ANY listOptInt8 == %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.listOptInt8 == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(ANY listOptInt16 == %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.listOptInt16 == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(ANY listOptInt32 == %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.listOptInt32 == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(ANY listOptInt64 == %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.listOptInt64 == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(ANY listOptFloat == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.listOptFloat == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(ANY listOptDouble == %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.listOptDouble == DoubleWrapper(persistedValue: 123.456) }),
        ("(ANY listOptString == %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.listOptString == StringWrapper(persistedValue: "Foo") }),
        ("(ANY listOptBinary == %@)", [DataWrapper(persistedValue: Data(count: 64))], 1, { $0.listOptBinary == DataWrapper(persistedValue: Data(count: 64)) }),
        ("(ANY listOptDate == %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.listOptDate == DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(ANY listOptDecimal == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.listOptDecimal == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(ANY listOptObjectId == %@)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))], 1, { $0.listOptObjectId == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")) }),
        ("(ANY listOptUuid == %@)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)], 1, { $0.listOptUuid == UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!) }),
        ("(ANY setBool == %@)", [BoolWrapper(persistedValue: true)], 1, { $0.setBool == BoolWrapper(persistedValue: true) }),
        ("(ANY setInt == %@)", [IntWrapper(persistedValue: 1)], 1, { $0.setInt == IntWrapper(persistedValue: 1) }),
        ("(ANY setInt8 == %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.setInt8 == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(ANY setInt16 == %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.setInt16 == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(ANY setInt32 == %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.setInt32 == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(ANY setInt64 == %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.setInt64 == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(ANY setFloat == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.setFloat == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(ANY setDouble == %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.setDouble == DoubleWrapper(persistedValue: 123.456) }),
        ("(ANY setString == %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.setString == StringWrapper(persistedValue: "Foo") }),
        ("(ANY setBinary == %@)", [DataWrapper(persistedValue: Data(count: 64))], 1, { $0.setBinary == DataWrapper(persistedValue: Data(count: 64)) }),
        ("(ANY setDate == %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.setDate == DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(ANY setDecimal == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.setDecimal == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(ANY setObjectId == %@)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))], 1, { $0.setObjectId == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")) }),
        ("(ANY setUuid == %@)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)], 1, { $0.setUuid == UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!) }),
        ("(ANY setOptBool == %@)", [BoolWrapper(persistedValue: true)], 1, { $0.setOptBool == BoolWrapper(persistedValue: true) }),
        ("(ANY setOptInt == %@)", [IntWrapper(persistedValue: 1)], 1, { $0.setOptInt == IntWrapper(persistedValue: 1) }),
        ("(ANY setOptInt8 == %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.setOptInt8 == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(ANY setOptInt16 == %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.setOptInt16 == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(ANY setOptInt32 == %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.setOptInt32 == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(ANY setOptInt64 == %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.setOptInt64 == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(ANY setOptFloat == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.setOptFloat == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(ANY setOptDouble == %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.setOptDouble == DoubleWrapper(persistedValue: 123.456) }),
        ("(ANY setOptString == %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.setOptString == StringWrapper(persistedValue: "Foo") }),
        ("(ANY setOptBinary == %@)", [DataWrapper(persistedValue: Data(count: 64))], 1, { $0.setOptBinary == DataWrapper(persistedValue: Data(count: 64)) }),
        ("(ANY setOptDate == %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.setOptDate == DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(ANY setOptDecimal == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.setOptDecimal == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(ANY setOptObjectId == %@)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))], 1, { $0.setOptObjectId == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")) }),
        ("(ANY setOptUuid == %@)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)], 1, { $0.setOptUuid == UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!) }),
    ]
    for (text, values, count, query) in wrappedRows {
        let (built, args) = query(Query<CustomPersistableCollections>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(CustomPersistableCollections.self).where(query).count, count, built)
    }
    try realm.write {
        realm.add(ModernAllTypesObject())
    }
    let linkRows: [(String, [Any], Int, (Query<ModernAllTypesObject>) -> Query<Bool>)] = [
        ("(((ANY arrayCol.intCol != %@) && (ANY arrayCol.objectCol.intCol > %@)) && ((ANY setCol.intCol != %@) && (ANY setCol.objectCol.intCol > %@)))",
         [123, 456, 123, 456], 0, { ($0.arrayCol.intCol != 123 && $0.arrayCol.objectCol.intCol > 456) && ($0.setCol.intCol != 123 && $0.setCol.objectCol.intCol > 456) }),
    ]
    for (text, values, count, query) in linkRows {
        let (built, args) = query(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernAllTypesObject.self).where(query).count, count, built)
    }
}

/// A map's `keys` in a where closure, on a map of every scalar type, AnyRealmValue, persistable enum and wrapper, optional or not, holding the keys "foo" and "bar": `==`, `!=`, `contains`, `starts(with:)`, `ends(with:)` (each also with `[.caseInsensitive, .diacriticInsensitive]`) and `like` (also case-insensitive) against "foo" are `(ANY name.@allKeys op %@)` and each matches the object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testMapAllKeys
func testSuiteQueryMapKeysEveryValueType() throws {
    let realm = try Realm()
    let values = ModernCollectionsOfValues()
    let enums = ModernCollectionsOfEnums()
    let wrapped = CustomPersistableCollections()
    values.arrayBool.append(objectsIn: [true, true])
    values.arrayInt.append(objectsIn: [1, 3])
    values.arrayInt8.append(objectsIn: [Int8(8), Int8(9)])
    values.arrayInt16.append(objectsIn: [Int16(16), Int16(17)])
    values.arrayInt32.append(objectsIn: [Int32(32), Int32(33)])
    values.arrayInt64.append(objectsIn: [Int64(64), Int64(65)])
    values.arrayFloat.append(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.arrayDouble.append(objectsIn: [123.456, 234.567])
    values.arrayString.append(objectsIn: ["Foo", "Foó"])
    values.arrayBinary.append(objectsIn: [Data(count: 64), Data(count: 128)])
    values.arrayDate.append(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.arrayDecimal.append(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.arrayObjectId.append(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.arrayUuid.append(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.arrayOptBool.append(objectsIn: [true, true])
    values.arrayOptInt.append(objectsIn: [1, 3])
    values.arrayOptInt8.append(objectsIn: [Int8(8), Int8(9)])
    values.arrayOptInt16.append(objectsIn: [Int16(16), Int16(17)])
    values.arrayOptInt32.append(objectsIn: [Int32(32), Int32(33)])
    values.arrayOptInt64.append(objectsIn: [Int64(64), Int64(65)])
    values.arrayOptFloat.append(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.arrayOptDouble.append(objectsIn: [123.456, 234.567])
    values.arrayOptString.append(objectsIn: ["Foo", "Foó"])
    values.arrayOptBinary.append(objectsIn: [Data(count: 64), Data(count: 128)])
    values.arrayOptDate.append(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.arrayOptDecimal.append(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.arrayOptObjectId.append(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.arrayOptUuid.append(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.setBool.insert(objectsIn: [true, true])
    values.setInt.insert(objectsIn: [1, 3])
    values.setInt8.insert(objectsIn: [Int8(8), Int8(9)])
    values.setInt16.insert(objectsIn: [Int16(16), Int16(17)])
    values.setInt32.insert(objectsIn: [Int32(32), Int32(33)])
    values.setInt64.insert(objectsIn: [Int64(64), Int64(65)])
    values.setFloat.insert(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.setDouble.insert(objectsIn: [123.456, 234.567])
    values.setString.insert(objectsIn: ["Foo", "Foó"])
    values.setBinary.insert(objectsIn: [Data(count: 64), Data(count: 128)])
    values.setDate.insert(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.setDecimal.insert(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.setObjectId.insert(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.setUuid.insert(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.setOptBool.insert(objectsIn: [true, true])
    values.setOptInt.insert(objectsIn: [1, 3])
    values.setOptInt8.insert(objectsIn: [Int8(8), Int8(9)])
    values.setOptInt16.insert(objectsIn: [Int16(16), Int16(17)])
    values.setOptInt32.insert(objectsIn: [Int32(32), Int32(33)])
    values.setOptInt64.insert(objectsIn: [Int64(64), Int64(65)])
    values.setOptFloat.insert(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.setOptDouble.insert(objectsIn: [123.456, 234.567])
    values.setOptString.insert(objectsIn: ["Foo", "Foó"])
    values.setOptBinary.insert(objectsIn: [Data(count: 64), Data(count: 128)])
    values.setOptDate.insert(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.setOptDecimal.insert(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.setOptObjectId.insert(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.setOptUuid.insert(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.mapBool["foo"] = true
    values.mapBool["bar"] = true
    values.mapInt["foo"] = 1
    values.mapInt["bar"] = 3
    values.mapInt8["foo"] = Int8(8)
    values.mapInt8["bar"] = Int8(9)
    values.mapInt16["foo"] = Int16(16)
    values.mapInt16["bar"] = Int16(17)
    values.mapInt32["foo"] = Int32(32)
    values.mapInt32["bar"] = Int32(33)
    values.mapInt64["foo"] = Int64(64)
    values.mapInt64["bar"] = Int64(65)
    values.mapFloat["foo"] = Float(5.55444333)
    values.mapFloat["bar"] = Float(6.55444333)
    values.mapDouble["foo"] = 123.456
    values.mapDouble["bar"] = 234.567
    values.mapString["foo"] = "Foo"
    values.mapString["bar"] = "Foó"
    values.mapBinary["foo"] = Data(count: 64)
    values.mapBinary["bar"] = Data(count: 128)
    values.mapDate["foo"] = Date(timeIntervalSince1970: 1000000)
    values.mapDate["bar"] = Date(timeIntervalSince1970: 2000000)
    values.mapDecimal["foo"] = Decimal128(123.456)
    values.mapDecimal["bar"] = Decimal128(234.567)
    values.mapObjectId["foo"] = ObjectId("61184062c1d8f096a3695046")
    values.mapObjectId["bar"] = ObjectId("61184062c1d8f096a3695045")
    values.mapUuid["foo"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!
    values.mapUuid["bar"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    values.mapOptBool["foo"] = true
    values.mapOptBool["bar"] = true
    values.mapOptInt["foo"] = 1
    values.mapOptInt["bar"] = 3
    values.mapOptInt8["foo"] = Int8(8)
    values.mapOptInt8["bar"] = Int8(9)
    values.mapOptInt16["foo"] = Int16(16)
    values.mapOptInt16["bar"] = Int16(17)
    values.mapOptInt32["foo"] = Int32(32)
    values.mapOptInt32["bar"] = Int32(33)
    values.mapOptInt64["foo"] = Int64(64)
    values.mapOptInt64["bar"] = Int64(65)
    values.mapOptFloat["foo"] = Float(5.55444333)
    values.mapOptFloat["bar"] = Float(6.55444333)
    values.mapOptDouble["foo"] = 123.456
    values.mapOptDouble["bar"] = 234.567
    values.mapOptString["foo"] = "Foo"
    values.mapOptString["bar"] = "Foó"
    values.mapOptBinary["foo"] = Data(count: 64)
    values.mapOptBinary["bar"] = Data(count: 128)
    values.mapOptDate["foo"] = Date(timeIntervalSince1970: 1000000)
    values.mapOptDate["bar"] = Date(timeIntervalSince1970: 2000000)
    values.mapOptDecimal["foo"] = Decimal128(123.456)
    values.mapOptDecimal["bar"] = Decimal128(234.567)
    values.mapOptObjectId["foo"] = ObjectId("61184062c1d8f096a3695046")
    values.mapOptObjectId["bar"] = ObjectId("61184062c1d8f096a3695045")
    values.mapOptUuid["foo"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!
    values.mapOptUuid["bar"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    values.arrayAny.append(objectsIn: [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello")])
    values.setAny.insert(objectsIn: [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello")])
    values.mapAny["foo"] = AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))
    values.mapAny["bar"] = AnyRealmValue.string("Hello")
    enums.listInt.append(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.listInt8.append(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.listInt16.append(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.listInt32.append(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.listInt64.append(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.listFloat.append(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.listDouble.append(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.listString.append(objectsIn: [EnumString.value1, EnumString.value2])
    enums.listIntOpt.append(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.listInt8Opt.append(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.listInt16Opt.append(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.listInt32Opt.append(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.listInt64Opt.append(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.listFloatOpt.append(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.listDoubleOpt.append(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.listStringOpt.append(objectsIn: [EnumString.value1, EnumString.value2])
    enums.setInt.insert(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.setInt8.insert(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.setInt16.insert(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.setInt32.insert(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.setInt64.insert(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.setFloat.insert(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.setDouble.insert(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.setString.insert(objectsIn: [EnumString.value1, EnumString.value2])
    enums.setIntOpt.insert(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.setInt8Opt.insert(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.setInt16Opt.insert(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.setInt32Opt.insert(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.setInt64Opt.insert(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.setFloatOpt.insert(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.setDoubleOpt.insert(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.setStringOpt.insert(objectsIn: [EnumString.value1, EnumString.value2])
    enums.mapInt["foo"] = EnumInt.value1
    enums.mapInt["bar"] = EnumInt.value2
    enums.mapInt8["foo"] = EnumInt8.value1
    enums.mapInt8["bar"] = EnumInt8.value2
    enums.mapInt16["foo"] = EnumInt16.value1
    enums.mapInt16["bar"] = EnumInt16.value2
    enums.mapInt32["foo"] = EnumInt32.value1
    enums.mapInt32["bar"] = EnumInt32.value2
    enums.mapInt64["foo"] = EnumInt64.value1
    enums.mapInt64["bar"] = EnumInt64.value2
    enums.mapFloat["foo"] = EnumFloat.value1
    enums.mapFloat["bar"] = EnumFloat.value2
    enums.mapDouble["foo"] = EnumDouble.value1
    enums.mapDouble["bar"] = EnumDouble.value2
    enums.mapString["foo"] = EnumString.value1
    enums.mapString["bar"] = EnumString.value2
    enums.mapIntOpt["foo"] = EnumInt.value1
    enums.mapIntOpt["bar"] = EnumInt.value2
    enums.mapInt8Opt["foo"] = EnumInt8.value1
    enums.mapInt8Opt["bar"] = EnumInt8.value2
    enums.mapInt16Opt["foo"] = EnumInt16.value1
    enums.mapInt16Opt["bar"] = EnumInt16.value2
    enums.mapInt32Opt["foo"] = EnumInt32.value1
    enums.mapInt32Opt["bar"] = EnumInt32.value2
    enums.mapInt64Opt["foo"] = EnumInt64.value1
    enums.mapInt64Opt["bar"] = EnumInt64.value2
    enums.mapFloatOpt["foo"] = EnumFloat.value1
    enums.mapFloatOpt["bar"] = EnumFloat.value2
    enums.mapDoubleOpt["foo"] = EnumDouble.value1
    enums.mapDoubleOpt["bar"] = EnumDouble.value2
    enums.mapStringOpt["foo"] = EnumString.value1
    enums.mapStringOpt["bar"] = EnumString.value2
    wrapped.listBool.append(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.listInt.append(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.listInt8.append(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.listInt16.append(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.listInt32.append(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.listInt64.append(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.listFloat.append(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.listDouble.append(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.listString.append(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.listBinary.append(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.listDate.append(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.listDecimal.append(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.listObjectId.append(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.listUuid.append(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.listOptBool.append(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.listOptInt.append(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.listOptInt8.append(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.listOptInt16.append(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.listOptInt32.append(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.listOptInt64.append(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.listOptFloat.append(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.listOptDouble.append(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.listOptString.append(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.listOptBinary.append(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.listOptDate.append(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.listOptDecimal.append(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.listOptObjectId.append(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.listOptUuid.append(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.setBool.insert(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.setInt.insert(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.setInt8.insert(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.setInt16.insert(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.setInt32.insert(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.setInt64.insert(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.setFloat.insert(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.setDouble.insert(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.setString.insert(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.setBinary.insert(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.setDate.insert(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.setDecimal.insert(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.setObjectId.insert(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.setUuid.insert(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.setOptBool.insert(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.setOptInt.insert(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.setOptInt8.insert(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.setOptInt16.insert(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.setOptInt32.insert(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.setOptInt64.insert(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.setOptFloat.insert(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.setOptDouble.insert(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.setOptString.insert(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.setOptBinary.insert(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.setOptDate.insert(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.setOptDecimal.insert(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.setOptObjectId.insert(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.setOptUuid.insert(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.mapBool["foo"] = BoolWrapper(persistedValue: true)
    wrapped.mapBool["bar"] = BoolWrapper(persistedValue: true)
    wrapped.mapInt["foo"] = IntWrapper(persistedValue: 1)
    wrapped.mapInt["bar"] = IntWrapper(persistedValue: 3)
    wrapped.mapInt8["foo"] = Int8Wrapper(persistedValue: Int8(8))
    wrapped.mapInt8["bar"] = Int8Wrapper(persistedValue: Int8(9))
    wrapped.mapInt16["foo"] = Int16Wrapper(persistedValue: Int16(16))
    wrapped.mapInt16["bar"] = Int16Wrapper(persistedValue: Int16(17))
    wrapped.mapInt32["foo"] = Int32Wrapper(persistedValue: Int32(32))
    wrapped.mapInt32["bar"] = Int32Wrapper(persistedValue: Int32(33))
    wrapped.mapInt64["foo"] = Int64Wrapper(persistedValue: Int64(64))
    wrapped.mapInt64["bar"] = Int64Wrapper(persistedValue: Int64(65))
    wrapped.mapFloat["foo"] = FloatWrapper(persistedValue: Float(5.55444333))
    wrapped.mapFloat["bar"] = FloatWrapper(persistedValue: Float(6.55444333))
    wrapped.mapDouble["foo"] = DoubleWrapper(persistedValue: 123.456)
    wrapped.mapDouble["bar"] = DoubleWrapper(persistedValue: 234.567)
    wrapped.mapString["foo"] = StringWrapper(persistedValue: "Foo")
    wrapped.mapString["bar"] = StringWrapper(persistedValue: "Foó")
    wrapped.mapBinary["foo"] = DataWrapper(persistedValue: Data(count: 64))
    wrapped.mapBinary["bar"] = DataWrapper(persistedValue: Data(count: 128))
    wrapped.mapDate["foo"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    wrapped.mapDate["bar"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    wrapped.mapDecimal["foo"] = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    wrapped.mapDecimal["bar"] = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    wrapped.mapObjectId["foo"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))
    wrapped.mapObjectId["bar"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    wrapped.mapUuid["foo"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)
    wrapped.mapUuid["bar"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    wrapped.mapOptBool["foo"] = BoolWrapper(persistedValue: true)
    wrapped.mapOptBool["bar"] = BoolWrapper(persistedValue: true)
    wrapped.mapOptInt["foo"] = IntWrapper(persistedValue: 1)
    wrapped.mapOptInt["bar"] = IntWrapper(persistedValue: 3)
    wrapped.mapOptInt8["foo"] = Int8Wrapper(persistedValue: Int8(8))
    wrapped.mapOptInt8["bar"] = Int8Wrapper(persistedValue: Int8(9))
    wrapped.mapOptInt16["foo"] = Int16Wrapper(persistedValue: Int16(16))
    wrapped.mapOptInt16["bar"] = Int16Wrapper(persistedValue: Int16(17))
    wrapped.mapOptInt32["foo"] = Int32Wrapper(persistedValue: Int32(32))
    wrapped.mapOptInt32["bar"] = Int32Wrapper(persistedValue: Int32(33))
    wrapped.mapOptInt64["foo"] = Int64Wrapper(persistedValue: Int64(64))
    wrapped.mapOptInt64["bar"] = Int64Wrapper(persistedValue: Int64(65))
    wrapped.mapOptFloat["foo"] = FloatWrapper(persistedValue: Float(5.55444333))
    wrapped.mapOptFloat["bar"] = FloatWrapper(persistedValue: Float(6.55444333))
    wrapped.mapOptDouble["foo"] = DoubleWrapper(persistedValue: 123.456)
    wrapped.mapOptDouble["bar"] = DoubleWrapper(persistedValue: 234.567)
    wrapped.mapOptString["foo"] = StringWrapper(persistedValue: "Foo")
    wrapped.mapOptString["bar"] = StringWrapper(persistedValue: "Foó")
    wrapped.mapOptBinary["foo"] = DataWrapper(persistedValue: Data(count: 64))
    wrapped.mapOptBinary["bar"] = DataWrapper(persistedValue: Data(count: 128))
    wrapped.mapOptDate["foo"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    wrapped.mapOptDate["bar"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    wrapped.mapOptDecimal["foo"] = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    wrapped.mapOptDecimal["bar"] = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    wrapped.mapOptObjectId["foo"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))
    wrapped.mapOptObjectId["bar"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    wrapped.mapOptUuid["foo"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)
    wrapped.mapOptUuid["bar"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    try realm.write {
        realm.add(values)
        realm.add(enums)
        realm.add(wrapped)
    }
    let valueRows: [(String, [Any], Int, (Query<ModernCollectionsOfValues>) -> Query<Bool>)] = [
        ("(ANY mapBool.@allKeys == %@)", ["foo"], 1, { $0.mapBool.keys == "foo" }),
        ("(ANY mapBool.@allKeys != %@)", ["foo"], 1, { $0.mapBool.keys != "foo" }),
        ("(ANY mapBool.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapBool.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapBool.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapBool.keys.contains("foo") }),
        ("(ANY mapBool.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapBool.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapBool.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapBool.keys.starts(with: "foo") }),
        ("(ANY mapBool.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapBool.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapBool.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapBool.keys.ends(with: "foo") }),
        ("(ANY mapBool.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapBool.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapBool.@allKeys LIKE %@)", ["foo"], 1, { $0.mapBool.keys.like("foo") }),
        ("(ANY mapInt.@allKeys == %@)", ["foo"], 1, { $0.mapInt.keys == "foo" }),
        ("(ANY mapInt.@allKeys != %@)", ["foo"], 1, { $0.mapInt.keys != "foo" }),
        ("(ANY mapInt.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapInt.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapInt.keys.contains("foo") }),
        ("(ANY mapInt.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapInt.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapInt.keys.starts(with: "foo") }),
        ("(ANY mapInt.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapInt.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapInt.keys.ends(with: "foo") }),
        ("(ANY mapInt.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapInt.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapInt.@allKeys LIKE %@)", ["foo"], 1, { $0.mapInt.keys.like("foo") }),
        ("(ANY mapInt8.@allKeys == %@)", ["foo"], 1, { $0.mapInt8.keys == "foo" }),
        ("(ANY mapInt8.@allKeys != %@)", ["foo"], 1, { $0.mapInt8.keys != "foo" }),
        ("(ANY mapInt8.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapInt8.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt8.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapInt8.keys.contains("foo") }),
        ("(ANY mapInt8.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapInt8.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt8.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapInt8.keys.starts(with: "foo") }),
        ("(ANY mapInt8.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapInt8.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt8.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapInt8.keys.ends(with: "foo") }),
        ("(ANY mapInt8.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapInt8.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapInt8.@allKeys LIKE %@)", ["foo"], 1, { $0.mapInt8.keys.like("foo") }),
        ("(ANY mapInt16.@allKeys == %@)", ["foo"], 1, { $0.mapInt16.keys == "foo" }),
        ("(ANY mapInt16.@allKeys != %@)", ["foo"], 1, { $0.mapInt16.keys != "foo" }),
        ("(ANY mapInt16.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapInt16.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt16.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapInt16.keys.contains("foo") }),
        ("(ANY mapInt16.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapInt16.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt16.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapInt16.keys.starts(with: "foo") }),
        ("(ANY mapInt16.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapInt16.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt16.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapInt16.keys.ends(with: "foo") }),
        ("(ANY mapInt16.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapInt16.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapInt16.@allKeys LIKE %@)", ["foo"], 1, { $0.mapInt16.keys.like("foo") }),
        ("(ANY mapInt32.@allKeys == %@)", ["foo"], 1, { $0.mapInt32.keys == "foo" }),
        ("(ANY mapInt32.@allKeys != %@)", ["foo"], 1, { $0.mapInt32.keys != "foo" }),
        ("(ANY mapInt32.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapInt32.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt32.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapInt32.keys.contains("foo") }),
        ("(ANY mapInt32.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapInt32.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt32.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapInt32.keys.starts(with: "foo") }),
        ("(ANY mapInt32.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapInt32.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt32.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapInt32.keys.ends(with: "foo") }),
        ("(ANY mapInt32.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapInt32.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapInt32.@allKeys LIKE %@)", ["foo"], 1, { $0.mapInt32.keys.like("foo") }),
        ("(ANY mapInt64.@allKeys == %@)", ["foo"], 1, { $0.mapInt64.keys == "foo" }),
        ("(ANY mapInt64.@allKeys != %@)", ["foo"], 1, { $0.mapInt64.keys != "foo" }),
        ("(ANY mapInt64.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapInt64.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt64.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapInt64.keys.contains("foo") }),
        ("(ANY mapInt64.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapInt64.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt64.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapInt64.keys.starts(with: "foo") }),
        ("(ANY mapInt64.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapInt64.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt64.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapInt64.keys.ends(with: "foo") }),
        ("(ANY mapInt64.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapInt64.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapInt64.@allKeys LIKE %@)", ["foo"], 1, { $0.mapInt64.keys.like("foo") }),
        ("(ANY mapFloat.@allKeys == %@)", ["foo"], 1, { $0.mapFloat.keys == "foo" }),
        ("(ANY mapFloat.@allKeys != %@)", ["foo"], 1, { $0.mapFloat.keys != "foo" }),
        ("(ANY mapFloat.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapFloat.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapFloat.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapFloat.keys.contains("foo") }),
        ("(ANY mapFloat.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapFloat.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapFloat.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapFloat.keys.starts(with: "foo") }),
        ("(ANY mapFloat.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapFloat.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapFloat.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapFloat.keys.ends(with: "foo") }),
        ("(ANY mapFloat.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapFloat.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapFloat.@allKeys LIKE %@)", ["foo"], 1, { $0.mapFloat.keys.like("foo") }),
        ("(ANY mapDouble.@allKeys == %@)", ["foo"], 1, { $0.mapDouble.keys == "foo" }),
        ("(ANY mapDouble.@allKeys != %@)", ["foo"], 1, { $0.mapDouble.keys != "foo" }),
        ("(ANY mapDouble.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapDouble.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapDouble.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapDouble.keys.contains("foo") }),
        ("(ANY mapDouble.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapDouble.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapDouble.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapDouble.keys.starts(with: "foo") }),
        ("(ANY mapDouble.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapDouble.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapDouble.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapDouble.keys.ends(with: "foo") }),
        ("(ANY mapDouble.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapDouble.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapDouble.@allKeys LIKE %@)", ["foo"], 1, { $0.mapDouble.keys.like("foo") }),
        ("(ANY mapString.@allKeys == %@)", ["foo"], 1, { $0.mapString.keys == "foo" }),
        ("(ANY mapString.@allKeys != %@)", ["foo"], 1, { $0.mapString.keys != "foo" }),
        ("(ANY mapString.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapString.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapString.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapString.keys.contains("foo") }),
        ("(ANY mapString.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapString.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapString.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapString.keys.starts(with: "foo") }),
        ("(ANY mapString.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapString.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapString.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapString.keys.ends(with: "foo") }),
        ("(ANY mapString.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapString.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapString.@allKeys LIKE %@)", ["foo"], 1, { $0.mapString.keys.like("foo") }),
        ("(ANY mapBinary.@allKeys == %@)", ["foo"], 1, { $0.mapBinary.keys == "foo" }),
        ("(ANY mapBinary.@allKeys != %@)", ["foo"], 1, { $0.mapBinary.keys != "foo" }),
        ("(ANY mapBinary.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapBinary.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapBinary.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapBinary.keys.contains("foo") }),
        ("(ANY mapBinary.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapBinary.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapBinary.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapBinary.keys.starts(with: "foo") }),
        ("(ANY mapBinary.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapBinary.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapBinary.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapBinary.keys.ends(with: "foo") }),
        ("(ANY mapBinary.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapBinary.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapBinary.@allKeys LIKE %@)", ["foo"], 1, { $0.mapBinary.keys.like("foo") }),
        ("(ANY mapDate.@allKeys == %@)", ["foo"], 1, { $0.mapDate.keys == "foo" }),
        ("(ANY mapDate.@allKeys != %@)", ["foo"], 1, { $0.mapDate.keys != "foo" }),
        ("(ANY mapDate.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapDate.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapDate.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapDate.keys.contains("foo") }),
        ("(ANY mapDate.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapDate.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapDate.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapDate.keys.starts(with: "foo") }),
        ("(ANY mapDate.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapDate.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapDate.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapDate.keys.ends(with: "foo") }),
        ("(ANY mapDate.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapDate.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapDate.@allKeys LIKE %@)", ["foo"], 1, { $0.mapDate.keys.like("foo") }),
        ("(ANY mapDecimal.@allKeys == %@)", ["foo"], 1, { $0.mapDecimal.keys == "foo" }),
        ("(ANY mapDecimal.@allKeys != %@)", ["foo"], 1, { $0.mapDecimal.keys != "foo" }),
        ("(ANY mapDecimal.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapDecimal.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapDecimal.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapDecimal.keys.contains("foo") }),
        ("(ANY mapDecimal.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapDecimal.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapDecimal.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapDecimal.keys.starts(with: "foo") }),
        ("(ANY mapDecimal.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapDecimal.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapDecimal.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapDecimal.keys.ends(with: "foo") }),
        ("(ANY mapDecimal.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapDecimal.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapDecimal.@allKeys LIKE %@)", ["foo"], 1, { $0.mapDecimal.keys.like("foo") }),
        ("(ANY mapObjectId.@allKeys == %@)", ["foo"], 1, { $0.mapObjectId.keys == "foo" }),
        ("(ANY mapObjectId.@allKeys != %@)", ["foo"], 1, { $0.mapObjectId.keys != "foo" }),
        ("(ANY mapObjectId.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapObjectId.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapObjectId.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapObjectId.keys.contains("foo") }),
        ("(ANY mapObjectId.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapObjectId.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapObjectId.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapObjectId.keys.starts(with: "foo") }),
        ("(ANY mapObjectId.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapObjectId.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapObjectId.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapObjectId.keys.ends(with: "foo") }),
        ("(ANY mapObjectId.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapObjectId.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapObjectId.@allKeys LIKE %@)", ["foo"], 1, { $0.mapObjectId.keys.like("foo") }),
        ("(ANY mapUuid.@allKeys == %@)", ["foo"], 1, { $0.mapUuid.keys == "foo" }),
        ("(ANY mapUuid.@allKeys != %@)", ["foo"], 1, { $0.mapUuid.keys != "foo" }),
        ("(ANY mapUuid.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapUuid.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapUuid.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapUuid.keys.contains("foo") }),
        ("(ANY mapUuid.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapUuid.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapUuid.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapUuid.keys.starts(with: "foo") }),
        ("(ANY mapUuid.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapUuid.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapUuid.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapUuid.keys.ends(with: "foo") }),
        ("(ANY mapUuid.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapUuid.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapUuid.@allKeys LIKE %@)", ["foo"], 1, { $0.mapUuid.keys.like("foo") }),
        ("(ANY mapAny.@allKeys == %@)", ["foo"], 1, { $0.mapAny.keys == "foo" }),
        ("(ANY mapAny.@allKeys != %@)", ["foo"], 1, { $0.mapAny.keys != "foo" }),
        ("(ANY mapAny.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapAny.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapAny.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapAny.keys.contains("foo") }),
        ("(ANY mapAny.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapAny.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapAny.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapAny.keys.starts(with: "foo") }),
        ("(ANY mapAny.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapAny.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapAny.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapAny.keys.ends(with: "foo") }),
        ("(ANY mapAny.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapAny.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapAny.@allKeys LIKE %@)", ["foo"], 1, { $0.mapAny.keys.like("foo") }),
        ("(ANY mapOptBool.@allKeys == %@)", ["foo"], 1, { $0.mapOptBool.keys == "foo" }),
        ("(ANY mapOptBool.@allKeys != %@)", ["foo"], 1, { $0.mapOptBool.keys != "foo" }),
        ("(ANY mapOptBool.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptBool.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptBool.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptBool.keys.contains("foo") }),
        ("(ANY mapOptBool.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptBool.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptBool.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptBool.keys.starts(with: "foo") }),
        ("(ANY mapOptBool.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptBool.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptBool.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptBool.keys.ends(with: "foo") }),
        ("(ANY mapOptBool.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptBool.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptBool.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptBool.keys.like("foo") }),
        ("(ANY mapOptInt.@allKeys == %@)", ["foo"], 1, { $0.mapOptInt.keys == "foo" }),
        ("(ANY mapOptInt.@allKeys != %@)", ["foo"], 1, { $0.mapOptInt.keys != "foo" }),
        ("(ANY mapOptInt.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptInt.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptInt.keys.contains("foo") }),
        ("(ANY mapOptInt.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptInt.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptInt.keys.starts(with: "foo") }),
        ("(ANY mapOptInt.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptInt.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptInt.keys.ends(with: "foo") }),
        ("(ANY mapOptInt.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptInt.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptInt.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptInt.keys.like("foo") }),
        ("(ANY mapOptInt8.@allKeys == %@)", ["foo"], 1, { $0.mapOptInt8.keys == "foo" }),
        ("(ANY mapOptInt8.@allKeys != %@)", ["foo"], 1, { $0.mapOptInt8.keys != "foo" }),
        ("(ANY mapOptInt8.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptInt8.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt8.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptInt8.keys.contains("foo") }),
        ("(ANY mapOptInt8.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptInt8.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt8.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptInt8.keys.starts(with: "foo") }),
        ("(ANY mapOptInt8.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptInt8.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt8.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptInt8.keys.ends(with: "foo") }),
        ("(ANY mapOptInt8.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptInt8.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptInt8.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptInt8.keys.like("foo") }),
        ("(ANY mapOptInt16.@allKeys == %@)", ["foo"], 1, { $0.mapOptInt16.keys == "foo" }),
        ("(ANY mapOptInt16.@allKeys != %@)", ["foo"], 1, { $0.mapOptInt16.keys != "foo" }),
        ("(ANY mapOptInt16.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptInt16.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt16.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptInt16.keys.contains("foo") }),
        ("(ANY mapOptInt16.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptInt16.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt16.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptInt16.keys.starts(with: "foo") }),
        ("(ANY mapOptInt16.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptInt16.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt16.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptInt16.keys.ends(with: "foo") }),
        ("(ANY mapOptInt16.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptInt16.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptInt16.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptInt16.keys.like("foo") }),
        ("(ANY mapOptInt32.@allKeys == %@)", ["foo"], 1, { $0.mapOptInt32.keys == "foo" }),
        ("(ANY mapOptInt32.@allKeys != %@)", ["foo"], 1, { $0.mapOptInt32.keys != "foo" }),
        ("(ANY mapOptInt32.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptInt32.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt32.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptInt32.keys.contains("foo") }),
        ("(ANY mapOptInt32.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptInt32.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt32.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptInt32.keys.starts(with: "foo") }),
        ("(ANY mapOptInt32.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptInt32.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt32.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptInt32.keys.ends(with: "foo") }),
        ("(ANY mapOptInt32.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptInt32.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptInt32.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptInt32.keys.like("foo") }),
        ("(ANY mapOptInt64.@allKeys == %@)", ["foo"], 1, { $0.mapOptInt64.keys == "foo" }),
        ("(ANY mapOptInt64.@allKeys != %@)", ["foo"], 1, { $0.mapOptInt64.keys != "foo" }),
        ("(ANY mapOptInt64.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptInt64.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt64.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptInt64.keys.contains("foo") }),
        ("(ANY mapOptInt64.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptInt64.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt64.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptInt64.keys.starts(with: "foo") }),
        ("(ANY mapOptInt64.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptInt64.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt64.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptInt64.keys.ends(with: "foo") }),
        ("(ANY mapOptInt64.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptInt64.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptInt64.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptInt64.keys.like("foo") }),
        ("(ANY mapOptFloat.@allKeys == %@)", ["foo"], 1, { $0.mapOptFloat.keys == "foo" }),
        ("(ANY mapOptFloat.@allKeys != %@)", ["foo"], 1, { $0.mapOptFloat.keys != "foo" }),
        ("(ANY mapOptFloat.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptFloat.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptFloat.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptFloat.keys.contains("foo") }),
        ("(ANY mapOptFloat.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptFloat.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptFloat.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptFloat.keys.starts(with: "foo") }),
        ("(ANY mapOptFloat.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptFloat.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptFloat.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptFloat.keys.ends(with: "foo") }),
        ("(ANY mapOptFloat.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptFloat.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptFloat.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptFloat.keys.like("foo") }),
        ("(ANY mapOptDouble.@allKeys == %@)", ["foo"], 1, { $0.mapOptDouble.keys == "foo" }),
        ("(ANY mapOptDouble.@allKeys != %@)", ["foo"], 1, { $0.mapOptDouble.keys != "foo" }),
        ("(ANY mapOptDouble.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptDouble.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptDouble.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptDouble.keys.contains("foo") }),
        ("(ANY mapOptDouble.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptDouble.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptDouble.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptDouble.keys.starts(with: "foo") }),
        ("(ANY mapOptDouble.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptDouble.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptDouble.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptDouble.keys.ends(with: "foo") }),
        ("(ANY mapOptDouble.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptDouble.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptDouble.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptDouble.keys.like("foo") }),
        ("(ANY mapOptString.@allKeys == %@)", ["foo"], 1, { $0.mapOptString.keys == "foo" }),
        ("(ANY mapOptString.@allKeys != %@)", ["foo"], 1, { $0.mapOptString.keys != "foo" }),
        ("(ANY mapOptString.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptString.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptString.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptString.keys.contains("foo") }),
        ("(ANY mapOptString.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptString.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptString.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptString.keys.starts(with: "foo") }),
        ("(ANY mapOptString.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptString.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptString.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptString.keys.ends(with: "foo") }),
        ("(ANY mapOptString.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptString.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptString.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptString.keys.like("foo") }),
        ("(ANY mapOptBinary.@allKeys == %@)", ["foo"], 1, { $0.mapOptBinary.keys == "foo" }),
        ("(ANY mapOptBinary.@allKeys != %@)", ["foo"], 1, { $0.mapOptBinary.keys != "foo" }),
        ("(ANY mapOptBinary.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptBinary.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptBinary.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptBinary.keys.contains("foo") }),
        ("(ANY mapOptBinary.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptBinary.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptBinary.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptBinary.keys.starts(with: "foo") }),
        ("(ANY mapOptBinary.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptBinary.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptBinary.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptBinary.keys.ends(with: "foo") }),
        ("(ANY mapOptBinary.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptBinary.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptBinary.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptBinary.keys.like("foo") }),
        ("(ANY mapOptDate.@allKeys == %@)", ["foo"], 1, { $0.mapOptDate.keys == "foo" }),
        ("(ANY mapOptDate.@allKeys != %@)", ["foo"], 1, { $0.mapOptDate.keys != "foo" }),
        ("(ANY mapOptDate.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptDate.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptDate.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptDate.keys.contains("foo") }),
        ("(ANY mapOptDate.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptDate.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptDate.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptDate.keys.starts(with: "foo") }),
        ("(ANY mapOptDate.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptDate.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptDate.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptDate.keys.ends(with: "foo") }),
        ("(ANY mapOptDate.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptDate.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptDate.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptDate.keys.like("foo") }),
        ("(ANY mapOptDecimal.@allKeys == %@)", ["foo"], 1, { $0.mapOptDecimal.keys == "foo" }),
        ("(ANY mapOptDecimal.@allKeys != %@)", ["foo"], 1, { $0.mapOptDecimal.keys != "foo" }),
        ("(ANY mapOptDecimal.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptDecimal.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptDecimal.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptDecimal.keys.contains("foo") }),
        ("(ANY mapOptDecimal.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptDecimal.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptDecimal.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptDecimal.keys.starts(with: "foo") }),
        ("(ANY mapOptDecimal.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptDecimal.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptDecimal.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptDecimal.keys.ends(with: "foo") }),
        ("(ANY mapOptDecimal.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptDecimal.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptDecimal.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptDecimal.keys.like("foo") }),
        ("(ANY mapOptObjectId.@allKeys == %@)", ["foo"], 1, { $0.mapOptObjectId.keys == "foo" }),
        ("(ANY mapOptObjectId.@allKeys != %@)", ["foo"], 1, { $0.mapOptObjectId.keys != "foo" }),
        ("(ANY mapOptObjectId.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptObjectId.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptObjectId.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptObjectId.keys.contains("foo") }),
        ("(ANY mapOptObjectId.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptObjectId.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptObjectId.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptObjectId.keys.starts(with: "foo") }),
        ("(ANY mapOptObjectId.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptObjectId.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptObjectId.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptObjectId.keys.ends(with: "foo") }),
        ("(ANY mapOptObjectId.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptObjectId.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptObjectId.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptObjectId.keys.like("foo") }),
        ("(ANY mapOptUuid.@allKeys == %@)", ["foo"], 1, { $0.mapOptUuid.keys == "foo" }),
        ("(ANY mapOptUuid.@allKeys != %@)", ["foo"], 1, { $0.mapOptUuid.keys != "foo" }),
        ("(ANY mapOptUuid.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptUuid.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptUuid.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptUuid.keys.contains("foo") }),
        ("(ANY mapOptUuid.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptUuid.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptUuid.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptUuid.keys.starts(with: "foo") }),
        ("(ANY mapOptUuid.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptUuid.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptUuid.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptUuid.keys.ends(with: "foo") }),
        ("(ANY mapOptUuid.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptUuid.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptUuid.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptUuid.keys.like("foo") }),
    ]
    for (text, values, count, query) in valueRows {
        let (built, args) = query(Query<ModernCollectionsOfValues>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernCollectionsOfValues.self).where(query).count, count, built)
    }
    let enumRows: [(String, [Any], Int, (Query<ModernCollectionsOfEnums>) -> Query<Bool>)] = [
        ("(ANY mapInt.@allKeys == %@)", ["foo"], 1, { $0.mapInt.keys == "foo" }),
        ("(ANY mapInt.@allKeys != %@)", ["foo"], 1, { $0.mapInt.keys != "foo" }),
        ("(ANY mapInt.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapInt.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapInt.keys.contains("foo") }),
        ("(ANY mapInt.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapInt.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapInt.keys.starts(with: "foo") }),
        ("(ANY mapInt.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapInt.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapInt.keys.ends(with: "foo") }),
        ("(ANY mapInt.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapInt.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapInt.@allKeys LIKE %@)", ["foo"], 1, { $0.mapInt.keys.like("foo") }),
        ("(ANY mapInt8.@allKeys == %@)", ["foo"], 1, { $0.mapInt8.keys == "foo" }),
        ("(ANY mapInt8.@allKeys != %@)", ["foo"], 1, { $0.mapInt8.keys != "foo" }),
        ("(ANY mapInt8.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapInt8.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt8.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapInt8.keys.contains("foo") }),
        ("(ANY mapInt8.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapInt8.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt8.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapInt8.keys.starts(with: "foo") }),
        ("(ANY mapInt8.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapInt8.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt8.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapInt8.keys.ends(with: "foo") }),
        ("(ANY mapInt8.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapInt8.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapInt8.@allKeys LIKE %@)", ["foo"], 1, { $0.mapInt8.keys.like("foo") }),
        ("(ANY mapInt16.@allKeys == %@)", ["foo"], 1, { $0.mapInt16.keys == "foo" }),
        ("(ANY mapInt16.@allKeys != %@)", ["foo"], 1, { $0.mapInt16.keys != "foo" }),
        ("(ANY mapInt16.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapInt16.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt16.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapInt16.keys.contains("foo") }),
        ("(ANY mapInt16.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapInt16.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt16.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapInt16.keys.starts(with: "foo") }),
        ("(ANY mapInt16.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapInt16.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt16.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapInt16.keys.ends(with: "foo") }),
        ("(ANY mapInt16.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapInt16.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapInt16.@allKeys LIKE %@)", ["foo"], 1, { $0.mapInt16.keys.like("foo") }),
        ("(ANY mapInt32.@allKeys == %@)", ["foo"], 1, { $0.mapInt32.keys == "foo" }),
        ("(ANY mapInt32.@allKeys != %@)", ["foo"], 1, { $0.mapInt32.keys != "foo" }),
        ("(ANY mapInt32.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapInt32.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt32.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapInt32.keys.contains("foo") }),
        ("(ANY mapInt32.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapInt32.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt32.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapInt32.keys.starts(with: "foo") }),
        ("(ANY mapInt32.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapInt32.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt32.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapInt32.keys.ends(with: "foo") }),
        ("(ANY mapInt32.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapInt32.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapInt32.@allKeys LIKE %@)", ["foo"], 1, { $0.mapInt32.keys.like("foo") }),
        ("(ANY mapInt64.@allKeys == %@)", ["foo"], 1, { $0.mapInt64.keys == "foo" }),
        ("(ANY mapInt64.@allKeys != %@)", ["foo"], 1, { $0.mapInt64.keys != "foo" }),
        ("(ANY mapInt64.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapInt64.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt64.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapInt64.keys.contains("foo") }),
        ("(ANY mapInt64.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapInt64.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt64.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapInt64.keys.starts(with: "foo") }),
        ("(ANY mapInt64.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapInt64.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt64.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapInt64.keys.ends(with: "foo") }),
        ("(ANY mapInt64.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapInt64.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapInt64.@allKeys LIKE %@)", ["foo"], 1, { $0.mapInt64.keys.like("foo") }),
        ("(ANY mapFloat.@allKeys == %@)", ["foo"], 1, { $0.mapFloat.keys == "foo" }),
        ("(ANY mapFloat.@allKeys != %@)", ["foo"], 1, { $0.mapFloat.keys != "foo" }),
        ("(ANY mapFloat.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapFloat.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapFloat.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapFloat.keys.contains("foo") }),
        ("(ANY mapFloat.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapFloat.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapFloat.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapFloat.keys.starts(with: "foo") }),
        ("(ANY mapFloat.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapFloat.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapFloat.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapFloat.keys.ends(with: "foo") }),
        ("(ANY mapFloat.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapFloat.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapFloat.@allKeys LIKE %@)", ["foo"], 1, { $0.mapFloat.keys.like("foo") }),
        ("(ANY mapDouble.@allKeys == %@)", ["foo"], 1, { $0.mapDouble.keys == "foo" }),
        ("(ANY mapDouble.@allKeys != %@)", ["foo"], 1, { $0.mapDouble.keys != "foo" }),
        ("(ANY mapDouble.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapDouble.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapDouble.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapDouble.keys.contains("foo") }),
        ("(ANY mapDouble.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapDouble.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapDouble.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapDouble.keys.starts(with: "foo") }),
        ("(ANY mapDouble.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapDouble.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapDouble.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapDouble.keys.ends(with: "foo") }),
        ("(ANY mapDouble.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapDouble.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapDouble.@allKeys LIKE %@)", ["foo"], 1, { $0.mapDouble.keys.like("foo") }),
        ("(ANY mapString.@allKeys == %@)", ["foo"], 1, { $0.mapString.keys == "foo" }),
        ("(ANY mapString.@allKeys != %@)", ["foo"], 1, { $0.mapString.keys != "foo" }),
        ("(ANY mapString.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapString.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapString.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapString.keys.contains("foo") }),
        ("(ANY mapString.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapString.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapString.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapString.keys.starts(with: "foo") }),
        ("(ANY mapString.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapString.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapString.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapString.keys.ends(with: "foo") }),
        ("(ANY mapString.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapString.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapString.@allKeys LIKE %@)", ["foo"], 1, { $0.mapString.keys.like("foo") }),
        ("(ANY mapIntOpt.@allKeys == %@)", ["foo"], 1, { $0.mapIntOpt.keys == "foo" }),
        ("(ANY mapIntOpt.@allKeys != %@)", ["foo"], 1, { $0.mapIntOpt.keys != "foo" }),
        ("(ANY mapIntOpt.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapIntOpt.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapIntOpt.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapIntOpt.keys.contains("foo") }),
        ("(ANY mapIntOpt.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapIntOpt.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapIntOpt.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapIntOpt.keys.starts(with: "foo") }),
        ("(ANY mapIntOpt.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapIntOpt.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapIntOpt.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapIntOpt.keys.ends(with: "foo") }),
        ("(ANY mapIntOpt.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapIntOpt.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapIntOpt.@allKeys LIKE %@)", ["foo"], 1, { $0.mapIntOpt.keys.like("foo") }),
        ("(ANY mapInt8Opt.@allKeys == %@)", ["foo"], 1, { $0.mapInt8Opt.keys == "foo" }),
        ("(ANY mapInt8Opt.@allKeys != %@)", ["foo"], 1, { $0.mapInt8Opt.keys != "foo" }),
        ("(ANY mapInt8Opt.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapInt8Opt.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt8Opt.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapInt8Opt.keys.contains("foo") }),
        ("(ANY mapInt8Opt.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapInt8Opt.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt8Opt.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapInt8Opt.keys.starts(with: "foo") }),
        ("(ANY mapInt8Opt.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapInt8Opt.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt8Opt.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapInt8Opt.keys.ends(with: "foo") }),
        ("(ANY mapInt8Opt.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapInt8Opt.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapInt8Opt.@allKeys LIKE %@)", ["foo"], 1, { $0.mapInt8Opt.keys.like("foo") }),
        ("(ANY mapInt16Opt.@allKeys == %@)", ["foo"], 1, { $0.mapInt16Opt.keys == "foo" }),
        ("(ANY mapInt16Opt.@allKeys != %@)", ["foo"], 1, { $0.mapInt16Opt.keys != "foo" }),
        ("(ANY mapInt16Opt.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapInt16Opt.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt16Opt.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapInt16Opt.keys.contains("foo") }),
        ("(ANY mapInt16Opt.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapInt16Opt.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt16Opt.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapInt16Opt.keys.starts(with: "foo") }),
        ("(ANY mapInt16Opt.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapInt16Opt.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt16Opt.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapInt16Opt.keys.ends(with: "foo") }),
        ("(ANY mapInt16Opt.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapInt16Opt.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapInt16Opt.@allKeys LIKE %@)", ["foo"], 1, { $0.mapInt16Opt.keys.like("foo") }),
        ("(ANY mapInt32Opt.@allKeys == %@)", ["foo"], 1, { $0.mapInt32Opt.keys == "foo" }),
        ("(ANY mapInt32Opt.@allKeys != %@)", ["foo"], 1, { $0.mapInt32Opt.keys != "foo" }),
        ("(ANY mapInt32Opt.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapInt32Opt.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt32Opt.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapInt32Opt.keys.contains("foo") }),
        ("(ANY mapInt32Opt.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapInt32Opt.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt32Opt.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapInt32Opt.keys.starts(with: "foo") }),
        ("(ANY mapInt32Opt.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapInt32Opt.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt32Opt.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapInt32Opt.keys.ends(with: "foo") }),
        ("(ANY mapInt32Opt.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapInt32Opt.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapInt32Opt.@allKeys LIKE %@)", ["foo"], 1, { $0.mapInt32Opt.keys.like("foo") }),
        ("(ANY mapInt64Opt.@allKeys == %@)", ["foo"], 1, { $0.mapInt64Opt.keys == "foo" }),
        ("(ANY mapInt64Opt.@allKeys != %@)", ["foo"], 1, { $0.mapInt64Opt.keys != "foo" }),
        ("(ANY mapInt64Opt.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapInt64Opt.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt64Opt.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapInt64Opt.keys.contains("foo") }),
        ("(ANY mapInt64Opt.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapInt64Opt.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt64Opt.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapInt64Opt.keys.starts(with: "foo") }),
        ("(ANY mapInt64Opt.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapInt64Opt.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt64Opt.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapInt64Opt.keys.ends(with: "foo") }),
        ("(ANY mapInt64Opt.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapInt64Opt.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapInt64Opt.@allKeys LIKE %@)", ["foo"], 1, { $0.mapInt64Opt.keys.like("foo") }),
        ("(ANY mapFloatOpt.@allKeys == %@)", ["foo"], 1, { $0.mapFloatOpt.keys == "foo" }),
        ("(ANY mapFloatOpt.@allKeys != %@)", ["foo"], 1, { $0.mapFloatOpt.keys != "foo" }),
        ("(ANY mapFloatOpt.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapFloatOpt.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapFloatOpt.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapFloatOpt.keys.contains("foo") }),
        ("(ANY mapFloatOpt.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapFloatOpt.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapFloatOpt.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapFloatOpt.keys.starts(with: "foo") }),
        ("(ANY mapFloatOpt.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapFloatOpt.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapFloatOpt.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapFloatOpt.keys.ends(with: "foo") }),
        ("(ANY mapFloatOpt.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapFloatOpt.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapFloatOpt.@allKeys LIKE %@)", ["foo"], 1, { $0.mapFloatOpt.keys.like("foo") }),
        ("(ANY mapDoubleOpt.@allKeys == %@)", ["foo"], 1, { $0.mapDoubleOpt.keys == "foo" }),
        ("(ANY mapDoubleOpt.@allKeys != %@)", ["foo"], 1, { $0.mapDoubleOpt.keys != "foo" }),
        ("(ANY mapDoubleOpt.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapDoubleOpt.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapDoubleOpt.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapDoubleOpt.keys.contains("foo") }),
        ("(ANY mapDoubleOpt.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapDoubleOpt.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapDoubleOpt.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapDoubleOpt.keys.starts(with: "foo") }),
        ("(ANY mapDoubleOpt.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapDoubleOpt.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapDoubleOpt.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapDoubleOpt.keys.ends(with: "foo") }),
        ("(ANY mapDoubleOpt.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapDoubleOpt.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapDoubleOpt.@allKeys LIKE %@)", ["foo"], 1, { $0.mapDoubleOpt.keys.like("foo") }),
        ("(ANY mapStringOpt.@allKeys == %@)", ["foo"], 1, { $0.mapStringOpt.keys == "foo" }),
        ("(ANY mapStringOpt.@allKeys != %@)", ["foo"], 1, { $0.mapStringOpt.keys != "foo" }),
        ("(ANY mapStringOpt.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapStringOpt.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapStringOpt.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapStringOpt.keys.contains("foo") }),
        ("(ANY mapStringOpt.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapStringOpt.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapStringOpt.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapStringOpt.keys.starts(with: "foo") }),
        ("(ANY mapStringOpt.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapStringOpt.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapStringOpt.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapStringOpt.keys.ends(with: "foo") }),
        ("(ANY mapStringOpt.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapStringOpt.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapStringOpt.@allKeys LIKE %@)", ["foo"], 1, { $0.mapStringOpt.keys.like("foo") }),
    ]
    for (text, values, count, query) in enumRows {
        let (built, args) = query(Query<ModernCollectionsOfEnums>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernCollectionsOfEnums.self).where(query).count, count, built)
    }
    let wrappedRows: [(String, [Any], Int, (Query<CustomPersistableCollections>) -> Query<Bool>)] = [
        ("(ANY mapBool.@allKeys == %@)", ["foo"], 1, { $0.mapBool.keys == "foo" }),
        ("(ANY mapBool.@allKeys != %@)", ["foo"], 1, { $0.mapBool.keys != "foo" }),
        ("(ANY mapBool.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapBool.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapBool.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapBool.keys.contains("foo") }),
        ("(ANY mapBool.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapBool.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapBool.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapBool.keys.starts(with: "foo") }),
        ("(ANY mapBool.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapBool.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapBool.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapBool.keys.ends(with: "foo") }),
        ("(ANY mapBool.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapBool.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapBool.@allKeys LIKE %@)", ["foo"], 1, { $0.mapBool.keys.like("foo") }),
        ("(ANY mapInt.@allKeys == %@)", ["foo"], 1, { $0.mapInt.keys == "foo" }),
        ("(ANY mapInt.@allKeys != %@)", ["foo"], 1, { $0.mapInt.keys != "foo" }),
        ("(ANY mapInt.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapInt.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapInt.keys.contains("foo") }),
        ("(ANY mapInt.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapInt.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapInt.keys.starts(with: "foo") }),
        ("(ANY mapInt.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapInt.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapInt.keys.ends(with: "foo") }),
        ("(ANY mapInt.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapInt.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapInt.@allKeys LIKE %@)", ["foo"], 1, { $0.mapInt.keys.like("foo") }),
        ("(ANY mapInt8.@allKeys == %@)", ["foo"], 1, { $0.mapInt8.keys == "foo" }),
        ("(ANY mapInt8.@allKeys != %@)", ["foo"], 1, { $0.mapInt8.keys != "foo" }),
        ("(ANY mapInt8.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapInt8.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt8.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapInt8.keys.contains("foo") }),
        ("(ANY mapInt8.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapInt8.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt8.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapInt8.keys.starts(with: "foo") }),
        ("(ANY mapInt8.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapInt8.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt8.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapInt8.keys.ends(with: "foo") }),
        ("(ANY mapInt8.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapInt8.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapInt8.@allKeys LIKE %@)", ["foo"], 1, { $0.mapInt8.keys.like("foo") }),
        ("(ANY mapInt16.@allKeys == %@)", ["foo"], 1, { $0.mapInt16.keys == "foo" }),
        ("(ANY mapInt16.@allKeys != %@)", ["foo"], 1, { $0.mapInt16.keys != "foo" }),
        ("(ANY mapInt16.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapInt16.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt16.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapInt16.keys.contains("foo") }),
        ("(ANY mapInt16.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapInt16.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt16.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapInt16.keys.starts(with: "foo") }),
        ("(ANY mapInt16.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapInt16.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt16.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapInt16.keys.ends(with: "foo") }),
        ("(ANY mapInt16.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapInt16.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapInt16.@allKeys LIKE %@)", ["foo"], 1, { $0.mapInt16.keys.like("foo") }),
        ("(ANY mapInt32.@allKeys == %@)", ["foo"], 1, { $0.mapInt32.keys == "foo" }),
        ("(ANY mapInt32.@allKeys != %@)", ["foo"], 1, { $0.mapInt32.keys != "foo" }),
        ("(ANY mapInt32.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapInt32.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt32.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapInt32.keys.contains("foo") }),
        ("(ANY mapInt32.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapInt32.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt32.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapInt32.keys.starts(with: "foo") }),
        ("(ANY mapInt32.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapInt32.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt32.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapInt32.keys.ends(with: "foo") }),
        ("(ANY mapInt32.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapInt32.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapInt32.@allKeys LIKE %@)", ["foo"], 1, { $0.mapInt32.keys.like("foo") }),
        ("(ANY mapInt64.@allKeys == %@)", ["foo"], 1, { $0.mapInt64.keys == "foo" }),
        ("(ANY mapInt64.@allKeys != %@)", ["foo"], 1, { $0.mapInt64.keys != "foo" }),
        ("(ANY mapInt64.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapInt64.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt64.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapInt64.keys.contains("foo") }),
        ("(ANY mapInt64.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapInt64.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt64.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapInt64.keys.starts(with: "foo") }),
        ("(ANY mapInt64.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapInt64.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapInt64.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapInt64.keys.ends(with: "foo") }),
        ("(ANY mapInt64.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapInt64.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapInt64.@allKeys LIKE %@)", ["foo"], 1, { $0.mapInt64.keys.like("foo") }),
        ("(ANY mapFloat.@allKeys == %@)", ["foo"], 1, { $0.mapFloat.keys == "foo" }),
        ("(ANY mapFloat.@allKeys != %@)", ["foo"], 1, { $0.mapFloat.keys != "foo" }),
        ("(ANY mapFloat.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapFloat.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapFloat.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapFloat.keys.contains("foo") }),
        ("(ANY mapFloat.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapFloat.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapFloat.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapFloat.keys.starts(with: "foo") }),
        ("(ANY mapFloat.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapFloat.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapFloat.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapFloat.keys.ends(with: "foo") }),
        ("(ANY mapFloat.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapFloat.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapFloat.@allKeys LIKE %@)", ["foo"], 1, { $0.mapFloat.keys.like("foo") }),
        ("(ANY mapDouble.@allKeys == %@)", ["foo"], 1, { $0.mapDouble.keys == "foo" }),
        ("(ANY mapDouble.@allKeys != %@)", ["foo"], 1, { $0.mapDouble.keys != "foo" }),
        ("(ANY mapDouble.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapDouble.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapDouble.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapDouble.keys.contains("foo") }),
        ("(ANY mapDouble.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapDouble.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapDouble.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapDouble.keys.starts(with: "foo") }),
        ("(ANY mapDouble.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapDouble.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapDouble.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapDouble.keys.ends(with: "foo") }),
        ("(ANY mapDouble.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapDouble.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapDouble.@allKeys LIKE %@)", ["foo"], 1, { $0.mapDouble.keys.like("foo") }),
        ("(ANY mapString.@allKeys == %@)", ["foo"], 1, { $0.mapString.keys == "foo" }),
        ("(ANY mapString.@allKeys != %@)", ["foo"], 1, { $0.mapString.keys != "foo" }),
        ("(ANY mapString.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapString.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapString.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapString.keys.contains("foo") }),
        ("(ANY mapString.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapString.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapString.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapString.keys.starts(with: "foo") }),
        ("(ANY mapString.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapString.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapString.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapString.keys.ends(with: "foo") }),
        ("(ANY mapString.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapString.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapString.@allKeys LIKE %@)", ["foo"], 1, { $0.mapString.keys.like("foo") }),
        ("(ANY mapBinary.@allKeys == %@)", ["foo"], 1, { $0.mapBinary.keys == "foo" }),
        ("(ANY mapBinary.@allKeys != %@)", ["foo"], 1, { $0.mapBinary.keys != "foo" }),
        ("(ANY mapBinary.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapBinary.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapBinary.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapBinary.keys.contains("foo") }),
        ("(ANY mapBinary.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapBinary.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapBinary.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapBinary.keys.starts(with: "foo") }),
        ("(ANY mapBinary.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapBinary.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapBinary.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapBinary.keys.ends(with: "foo") }),
        ("(ANY mapBinary.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapBinary.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapBinary.@allKeys LIKE %@)", ["foo"], 1, { $0.mapBinary.keys.like("foo") }),
        ("(ANY mapDate.@allKeys == %@)", ["foo"], 1, { $0.mapDate.keys == "foo" }),
        ("(ANY mapDate.@allKeys != %@)", ["foo"], 1, { $0.mapDate.keys != "foo" }),
        ("(ANY mapDate.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapDate.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapDate.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapDate.keys.contains("foo") }),
        ("(ANY mapDate.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapDate.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapDate.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapDate.keys.starts(with: "foo") }),
        ("(ANY mapDate.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapDate.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapDate.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapDate.keys.ends(with: "foo") }),
        ("(ANY mapDate.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapDate.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapDate.@allKeys LIKE %@)", ["foo"], 1, { $0.mapDate.keys.like("foo") }),
        ("(ANY mapDecimal.@allKeys == %@)", ["foo"], 1, { $0.mapDecimal.keys == "foo" }),
        ("(ANY mapDecimal.@allKeys != %@)", ["foo"], 1, { $0.mapDecimal.keys != "foo" }),
        ("(ANY mapDecimal.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapDecimal.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapDecimal.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapDecimal.keys.contains("foo") }),
        ("(ANY mapDecimal.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapDecimal.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapDecimal.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapDecimal.keys.starts(with: "foo") }),
        ("(ANY mapDecimal.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapDecimal.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapDecimal.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapDecimal.keys.ends(with: "foo") }),
        ("(ANY mapDecimal.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapDecimal.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapDecimal.@allKeys LIKE %@)", ["foo"], 1, { $0.mapDecimal.keys.like("foo") }),
        ("(ANY mapObjectId.@allKeys == %@)", ["foo"], 1, { $0.mapObjectId.keys == "foo" }),
        ("(ANY mapObjectId.@allKeys != %@)", ["foo"], 1, { $0.mapObjectId.keys != "foo" }),
        ("(ANY mapObjectId.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapObjectId.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapObjectId.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapObjectId.keys.contains("foo") }),
        ("(ANY mapObjectId.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapObjectId.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapObjectId.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapObjectId.keys.starts(with: "foo") }),
        ("(ANY mapObjectId.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapObjectId.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapObjectId.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapObjectId.keys.ends(with: "foo") }),
        ("(ANY mapObjectId.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapObjectId.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapObjectId.@allKeys LIKE %@)", ["foo"], 1, { $0.mapObjectId.keys.like("foo") }),
        ("(ANY mapUuid.@allKeys == %@)", ["foo"], 1, { $0.mapUuid.keys == "foo" }),
        ("(ANY mapUuid.@allKeys != %@)", ["foo"], 1, { $0.mapUuid.keys != "foo" }),
        ("(ANY mapUuid.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapUuid.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapUuid.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapUuid.keys.contains("foo") }),
        ("(ANY mapUuid.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapUuid.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapUuid.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapUuid.keys.starts(with: "foo") }),
        ("(ANY mapUuid.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapUuid.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapUuid.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapUuid.keys.ends(with: "foo") }),
        ("(ANY mapUuid.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapUuid.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapUuid.@allKeys LIKE %@)", ["foo"], 1, { $0.mapUuid.keys.like("foo") }),
        ("(ANY mapOptBool.@allKeys == %@)", ["foo"], 1, { $0.mapOptBool.keys == "foo" }),
        ("(ANY mapOptBool.@allKeys != %@)", ["foo"], 1, { $0.mapOptBool.keys != "foo" }),
        ("(ANY mapOptBool.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptBool.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptBool.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptBool.keys.contains("foo") }),
        ("(ANY mapOptBool.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptBool.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptBool.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptBool.keys.starts(with: "foo") }),
        ("(ANY mapOptBool.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptBool.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptBool.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptBool.keys.ends(with: "foo") }),
        ("(ANY mapOptBool.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptBool.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptBool.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptBool.keys.like("foo") }),
        ("(ANY mapOptInt.@allKeys == %@)", ["foo"], 1, { $0.mapOptInt.keys == "foo" }),
        ("(ANY mapOptInt.@allKeys != %@)", ["foo"], 1, { $0.mapOptInt.keys != "foo" }),
        ("(ANY mapOptInt.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptInt.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptInt.keys.contains("foo") }),
        ("(ANY mapOptInt.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptInt.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptInt.keys.starts(with: "foo") }),
        ("(ANY mapOptInt.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptInt.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptInt.keys.ends(with: "foo") }),
        ("(ANY mapOptInt.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptInt.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptInt.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptInt.keys.like("foo") }),
        ("(ANY mapOptInt8.@allKeys == %@)", ["foo"], 1, { $0.mapOptInt8.keys == "foo" }),
        ("(ANY mapOptInt8.@allKeys != %@)", ["foo"], 1, { $0.mapOptInt8.keys != "foo" }),
        ("(ANY mapOptInt8.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptInt8.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt8.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptInt8.keys.contains("foo") }),
        ("(ANY mapOptInt8.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptInt8.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt8.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptInt8.keys.starts(with: "foo") }),
        ("(ANY mapOptInt8.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptInt8.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt8.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptInt8.keys.ends(with: "foo") }),
        ("(ANY mapOptInt8.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptInt8.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptInt8.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptInt8.keys.like("foo") }),
        ("(ANY mapOptInt16.@allKeys == %@)", ["foo"], 1, { $0.mapOptInt16.keys == "foo" }),
        ("(ANY mapOptInt16.@allKeys != %@)", ["foo"], 1, { $0.mapOptInt16.keys != "foo" }),
        ("(ANY mapOptInt16.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptInt16.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt16.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptInt16.keys.contains("foo") }),
        ("(ANY mapOptInt16.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptInt16.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt16.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptInt16.keys.starts(with: "foo") }),
        ("(ANY mapOptInt16.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptInt16.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt16.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptInt16.keys.ends(with: "foo") }),
        ("(ANY mapOptInt16.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptInt16.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptInt16.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptInt16.keys.like("foo") }),
        ("(ANY mapOptInt32.@allKeys == %@)", ["foo"], 1, { $0.mapOptInt32.keys == "foo" }),
        ("(ANY mapOptInt32.@allKeys != %@)", ["foo"], 1, { $0.mapOptInt32.keys != "foo" }),
        ("(ANY mapOptInt32.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptInt32.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt32.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptInt32.keys.contains("foo") }),
        ("(ANY mapOptInt32.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptInt32.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt32.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptInt32.keys.starts(with: "foo") }),
        ("(ANY mapOptInt32.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptInt32.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt32.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptInt32.keys.ends(with: "foo") }),
        ("(ANY mapOptInt32.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptInt32.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptInt32.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptInt32.keys.like("foo") }),
        ("(ANY mapOptInt64.@allKeys == %@)", ["foo"], 1, { $0.mapOptInt64.keys == "foo" }),
        ("(ANY mapOptInt64.@allKeys != %@)", ["foo"], 1, { $0.mapOptInt64.keys != "foo" }),
        ("(ANY mapOptInt64.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptInt64.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt64.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptInt64.keys.contains("foo") }),
        ("(ANY mapOptInt64.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptInt64.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt64.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptInt64.keys.starts(with: "foo") }),
        ("(ANY mapOptInt64.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptInt64.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptInt64.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptInt64.keys.ends(with: "foo") }),
        ("(ANY mapOptInt64.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptInt64.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptInt64.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptInt64.keys.like("foo") }),
        ("(ANY mapOptFloat.@allKeys == %@)", ["foo"], 1, { $0.mapOptFloat.keys == "foo" }),
        ("(ANY mapOptFloat.@allKeys != %@)", ["foo"], 1, { $0.mapOptFloat.keys != "foo" }),
        ("(ANY mapOptFloat.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptFloat.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptFloat.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptFloat.keys.contains("foo") }),
        ("(ANY mapOptFloat.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptFloat.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptFloat.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptFloat.keys.starts(with: "foo") }),
        ("(ANY mapOptFloat.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptFloat.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptFloat.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptFloat.keys.ends(with: "foo") }),
        ("(ANY mapOptFloat.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptFloat.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptFloat.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptFloat.keys.like("foo") }),
        ("(ANY mapOptDouble.@allKeys == %@)", ["foo"], 1, { $0.mapOptDouble.keys == "foo" }),
        ("(ANY mapOptDouble.@allKeys != %@)", ["foo"], 1, { $0.mapOptDouble.keys != "foo" }),
        ("(ANY mapOptDouble.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptDouble.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptDouble.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptDouble.keys.contains("foo") }),
        ("(ANY mapOptDouble.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptDouble.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptDouble.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptDouble.keys.starts(with: "foo") }),
        ("(ANY mapOptDouble.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptDouble.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptDouble.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptDouble.keys.ends(with: "foo") }),
        ("(ANY mapOptDouble.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptDouble.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptDouble.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptDouble.keys.like("foo") }),
        ("(ANY mapOptString.@allKeys == %@)", ["foo"], 1, { $0.mapOptString.keys == "foo" }),
        ("(ANY mapOptString.@allKeys != %@)", ["foo"], 1, { $0.mapOptString.keys != "foo" }),
        ("(ANY mapOptString.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptString.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptString.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptString.keys.contains("foo") }),
        ("(ANY mapOptString.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptString.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptString.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptString.keys.starts(with: "foo") }),
        ("(ANY mapOptString.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptString.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptString.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptString.keys.ends(with: "foo") }),
        ("(ANY mapOptString.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptString.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptString.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptString.keys.like("foo") }),
        ("(ANY mapOptBinary.@allKeys == %@)", ["foo"], 1, { $0.mapOptBinary.keys == "foo" }),
        ("(ANY mapOptBinary.@allKeys != %@)", ["foo"], 1, { $0.mapOptBinary.keys != "foo" }),
        ("(ANY mapOptBinary.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptBinary.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptBinary.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptBinary.keys.contains("foo") }),
        ("(ANY mapOptBinary.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptBinary.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptBinary.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptBinary.keys.starts(with: "foo") }),
        ("(ANY mapOptBinary.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptBinary.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptBinary.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptBinary.keys.ends(with: "foo") }),
        ("(ANY mapOptBinary.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptBinary.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptBinary.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptBinary.keys.like("foo") }),
        ("(ANY mapOptDate.@allKeys == %@)", ["foo"], 1, { $0.mapOptDate.keys == "foo" }),
        ("(ANY mapOptDate.@allKeys != %@)", ["foo"], 1, { $0.mapOptDate.keys != "foo" }),
        ("(ANY mapOptDate.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptDate.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptDate.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptDate.keys.contains("foo") }),
        ("(ANY mapOptDate.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptDate.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptDate.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptDate.keys.starts(with: "foo") }),
        ("(ANY mapOptDate.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptDate.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptDate.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptDate.keys.ends(with: "foo") }),
        ("(ANY mapOptDate.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptDate.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptDate.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptDate.keys.like("foo") }),
        ("(ANY mapOptDecimal.@allKeys == %@)", ["foo"], 1, { $0.mapOptDecimal.keys == "foo" }),
        ("(ANY mapOptDecimal.@allKeys != %@)", ["foo"], 1, { $0.mapOptDecimal.keys != "foo" }),
        ("(ANY mapOptDecimal.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptDecimal.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptDecimal.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptDecimal.keys.contains("foo") }),
        ("(ANY mapOptDecimal.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptDecimal.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptDecimal.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptDecimal.keys.starts(with: "foo") }),
        ("(ANY mapOptDecimal.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptDecimal.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptDecimal.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptDecimal.keys.ends(with: "foo") }),
        ("(ANY mapOptDecimal.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptDecimal.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptDecimal.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptDecimal.keys.like("foo") }),
        ("(ANY mapOptObjectId.@allKeys == %@)", ["foo"], 1, { $0.mapOptObjectId.keys == "foo" }),
        ("(ANY mapOptObjectId.@allKeys != %@)", ["foo"], 1, { $0.mapOptObjectId.keys != "foo" }),
        ("(ANY mapOptObjectId.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptObjectId.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptObjectId.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptObjectId.keys.contains("foo") }),
        ("(ANY mapOptObjectId.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptObjectId.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptObjectId.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptObjectId.keys.starts(with: "foo") }),
        ("(ANY mapOptObjectId.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptObjectId.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptObjectId.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptObjectId.keys.ends(with: "foo") }),
        ("(ANY mapOptObjectId.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptObjectId.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptObjectId.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptObjectId.keys.like("foo") }),
        ("(ANY mapOptUuid.@allKeys == %@)", ["foo"], 1, { $0.mapOptUuid.keys == "foo" }),
        ("(ANY mapOptUuid.@allKeys != %@)", ["foo"], 1, { $0.mapOptUuid.keys != "foo" }),
        ("(ANY mapOptUuid.@allKeys CONTAINS[cd] %@)", ["foo"], 1, { $0.mapOptUuid.keys.contains("foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptUuid.@allKeys CONTAINS %@)", ["foo"], 1, { $0.mapOptUuid.keys.contains("foo") }),
        ("(ANY mapOptUuid.@allKeys BEGINSWITH[cd] %@)", ["foo"], 1, { $0.mapOptUuid.keys.starts(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptUuid.@allKeys BEGINSWITH %@)", ["foo"], 1, { $0.mapOptUuid.keys.starts(with: "foo") }),
        ("(ANY mapOptUuid.@allKeys ENDSWITH[cd] %@)", ["foo"], 1, { $0.mapOptUuid.keys.ends(with: "foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptUuid.@allKeys ENDSWITH %@)", ["foo"], 1, { $0.mapOptUuid.keys.ends(with: "foo") }),
        ("(ANY mapOptUuid.@allKeys LIKE[c] %@)", ["foo"], 1, { $0.mapOptUuid.keys.like("foo", caseInsensitive: true) }),
        ("(ANY mapOptUuid.@allKeys LIKE %@)", ["foo"], 1, { $0.mapOptUuid.keys.like("foo") }),
    ]
    for (text, values, count, query) in wrappedRows {
        let (built, args) = query(Query<CustomPersistableCollections>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(CustomPersistableCollections.self).where(query).count, count, built)
    }
}

/// A map's `values` in a where closure is `ANY name.@allValues` in the text, on maps of every scalar type, AnyRealmValue, persistable enum and wrapper, optional or not, holding the first two of three values: `==` the first value matches and `!=` it matches the other entry; `>=` and `<=` the second match, `<` it matches the first entry and `>` nothing; on string maps the string operators with every modifier match "Foo", except `!=[d]` and `!=[cd]`, under which "Foó" equals it; `like` matches with and without `[c]`.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testMapAllValues
func testSuiteQueryMapValuesEveryValueType() throws {
    let realm = try Realm()
    let values = ModernCollectionsOfValues()
    let enums = ModernCollectionsOfEnums()
    let wrapped = CustomPersistableCollections()
    values.arrayBool.append(objectsIn: [true, true])
    values.arrayInt.append(objectsIn: [1, 3])
    values.arrayInt8.append(objectsIn: [Int8(8), Int8(9)])
    values.arrayInt16.append(objectsIn: [Int16(16), Int16(17)])
    values.arrayInt32.append(objectsIn: [Int32(32), Int32(33)])
    values.arrayInt64.append(objectsIn: [Int64(64), Int64(65)])
    values.arrayFloat.append(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.arrayDouble.append(objectsIn: [123.456, 234.567])
    values.arrayString.append(objectsIn: ["Foo", "Foó"])
    values.arrayBinary.append(objectsIn: [Data(count: 64), Data(count: 128)])
    values.arrayDate.append(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.arrayDecimal.append(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.arrayObjectId.append(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.arrayUuid.append(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.arrayOptBool.append(objectsIn: [true, true])
    values.arrayOptInt.append(objectsIn: [1, 3])
    values.arrayOptInt8.append(objectsIn: [Int8(8), Int8(9)])
    values.arrayOptInt16.append(objectsIn: [Int16(16), Int16(17)])
    values.arrayOptInt32.append(objectsIn: [Int32(32), Int32(33)])
    values.arrayOptInt64.append(objectsIn: [Int64(64), Int64(65)])
    values.arrayOptFloat.append(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.arrayOptDouble.append(objectsIn: [123.456, 234.567])
    values.arrayOptString.append(objectsIn: ["Foo", "Foó"])
    values.arrayOptBinary.append(objectsIn: [Data(count: 64), Data(count: 128)])
    values.arrayOptDate.append(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.arrayOptDecimal.append(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.arrayOptObjectId.append(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.arrayOptUuid.append(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.setBool.insert(objectsIn: [true, true])
    values.setInt.insert(objectsIn: [1, 3])
    values.setInt8.insert(objectsIn: [Int8(8), Int8(9)])
    values.setInt16.insert(objectsIn: [Int16(16), Int16(17)])
    values.setInt32.insert(objectsIn: [Int32(32), Int32(33)])
    values.setInt64.insert(objectsIn: [Int64(64), Int64(65)])
    values.setFloat.insert(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.setDouble.insert(objectsIn: [123.456, 234.567])
    values.setString.insert(objectsIn: ["Foo", "Foó"])
    values.setBinary.insert(objectsIn: [Data(count: 64), Data(count: 128)])
    values.setDate.insert(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.setDecimal.insert(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.setObjectId.insert(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.setUuid.insert(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.setOptBool.insert(objectsIn: [true, true])
    values.setOptInt.insert(objectsIn: [1, 3])
    values.setOptInt8.insert(objectsIn: [Int8(8), Int8(9)])
    values.setOptInt16.insert(objectsIn: [Int16(16), Int16(17)])
    values.setOptInt32.insert(objectsIn: [Int32(32), Int32(33)])
    values.setOptInt64.insert(objectsIn: [Int64(64), Int64(65)])
    values.setOptFloat.insert(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.setOptDouble.insert(objectsIn: [123.456, 234.567])
    values.setOptString.insert(objectsIn: ["Foo", "Foó"])
    values.setOptBinary.insert(objectsIn: [Data(count: 64), Data(count: 128)])
    values.setOptDate.insert(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.setOptDecimal.insert(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.setOptObjectId.insert(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.setOptUuid.insert(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.mapBool["foo"] = true
    values.mapBool["bar"] = true
    values.mapInt["foo"] = 1
    values.mapInt["bar"] = 3
    values.mapInt8["foo"] = Int8(8)
    values.mapInt8["bar"] = Int8(9)
    values.mapInt16["foo"] = Int16(16)
    values.mapInt16["bar"] = Int16(17)
    values.mapInt32["foo"] = Int32(32)
    values.mapInt32["bar"] = Int32(33)
    values.mapInt64["foo"] = Int64(64)
    values.mapInt64["bar"] = Int64(65)
    values.mapFloat["foo"] = Float(5.55444333)
    values.mapFloat["bar"] = Float(6.55444333)
    values.mapDouble["foo"] = 123.456
    values.mapDouble["bar"] = 234.567
    values.mapString["foo"] = "Foo"
    values.mapString["bar"] = "Foó"
    values.mapBinary["foo"] = Data(count: 64)
    values.mapBinary["bar"] = Data(count: 128)
    values.mapDate["foo"] = Date(timeIntervalSince1970: 1000000)
    values.mapDate["bar"] = Date(timeIntervalSince1970: 2000000)
    values.mapDecimal["foo"] = Decimal128(123.456)
    values.mapDecimal["bar"] = Decimal128(234.567)
    values.mapObjectId["foo"] = ObjectId("61184062c1d8f096a3695046")
    values.mapObjectId["bar"] = ObjectId("61184062c1d8f096a3695045")
    values.mapUuid["foo"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!
    values.mapUuid["bar"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    values.mapOptBool["foo"] = true
    values.mapOptBool["bar"] = true
    values.mapOptInt["foo"] = 1
    values.mapOptInt["bar"] = 3
    values.mapOptInt8["foo"] = Int8(8)
    values.mapOptInt8["bar"] = Int8(9)
    values.mapOptInt16["foo"] = Int16(16)
    values.mapOptInt16["bar"] = Int16(17)
    values.mapOptInt32["foo"] = Int32(32)
    values.mapOptInt32["bar"] = Int32(33)
    values.mapOptInt64["foo"] = Int64(64)
    values.mapOptInt64["bar"] = Int64(65)
    values.mapOptFloat["foo"] = Float(5.55444333)
    values.mapOptFloat["bar"] = Float(6.55444333)
    values.mapOptDouble["foo"] = 123.456
    values.mapOptDouble["bar"] = 234.567
    values.mapOptString["foo"] = "Foo"
    values.mapOptString["bar"] = "Foó"
    values.mapOptBinary["foo"] = Data(count: 64)
    values.mapOptBinary["bar"] = Data(count: 128)
    values.mapOptDate["foo"] = Date(timeIntervalSince1970: 1000000)
    values.mapOptDate["bar"] = Date(timeIntervalSince1970: 2000000)
    values.mapOptDecimal["foo"] = Decimal128(123.456)
    values.mapOptDecimal["bar"] = Decimal128(234.567)
    values.mapOptObjectId["foo"] = ObjectId("61184062c1d8f096a3695046")
    values.mapOptObjectId["bar"] = ObjectId("61184062c1d8f096a3695045")
    values.mapOptUuid["foo"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!
    values.mapOptUuid["bar"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    values.arrayAny.append(objectsIn: [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello")])
    values.setAny.insert(objectsIn: [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello")])
    values.mapAny["foo"] = AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))
    values.mapAny["bar"] = AnyRealmValue.string("Hello")
    enums.listInt.append(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.listInt8.append(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.listInt16.append(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.listInt32.append(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.listInt64.append(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.listFloat.append(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.listDouble.append(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.listString.append(objectsIn: [EnumString.value1, EnumString.value2])
    enums.listIntOpt.append(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.listInt8Opt.append(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.listInt16Opt.append(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.listInt32Opt.append(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.listInt64Opt.append(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.listFloatOpt.append(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.listDoubleOpt.append(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.listStringOpt.append(objectsIn: [EnumString.value1, EnumString.value2])
    enums.setInt.insert(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.setInt8.insert(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.setInt16.insert(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.setInt32.insert(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.setInt64.insert(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.setFloat.insert(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.setDouble.insert(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.setString.insert(objectsIn: [EnumString.value1, EnumString.value2])
    enums.setIntOpt.insert(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.setInt8Opt.insert(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.setInt16Opt.insert(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.setInt32Opt.insert(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.setInt64Opt.insert(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.setFloatOpt.insert(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.setDoubleOpt.insert(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.setStringOpt.insert(objectsIn: [EnumString.value1, EnumString.value2])
    enums.mapInt["foo"] = EnumInt.value1
    enums.mapInt["bar"] = EnumInt.value2
    enums.mapInt8["foo"] = EnumInt8.value1
    enums.mapInt8["bar"] = EnumInt8.value2
    enums.mapInt16["foo"] = EnumInt16.value1
    enums.mapInt16["bar"] = EnumInt16.value2
    enums.mapInt32["foo"] = EnumInt32.value1
    enums.mapInt32["bar"] = EnumInt32.value2
    enums.mapInt64["foo"] = EnumInt64.value1
    enums.mapInt64["bar"] = EnumInt64.value2
    enums.mapFloat["foo"] = EnumFloat.value1
    enums.mapFloat["bar"] = EnumFloat.value2
    enums.mapDouble["foo"] = EnumDouble.value1
    enums.mapDouble["bar"] = EnumDouble.value2
    enums.mapString["foo"] = EnumString.value1
    enums.mapString["bar"] = EnumString.value2
    enums.mapIntOpt["foo"] = EnumInt.value1
    enums.mapIntOpt["bar"] = EnumInt.value2
    enums.mapInt8Opt["foo"] = EnumInt8.value1
    enums.mapInt8Opt["bar"] = EnumInt8.value2
    enums.mapInt16Opt["foo"] = EnumInt16.value1
    enums.mapInt16Opt["bar"] = EnumInt16.value2
    enums.mapInt32Opt["foo"] = EnumInt32.value1
    enums.mapInt32Opt["bar"] = EnumInt32.value2
    enums.mapInt64Opt["foo"] = EnumInt64.value1
    enums.mapInt64Opt["bar"] = EnumInt64.value2
    enums.mapFloatOpt["foo"] = EnumFloat.value1
    enums.mapFloatOpt["bar"] = EnumFloat.value2
    enums.mapDoubleOpt["foo"] = EnumDouble.value1
    enums.mapDoubleOpt["bar"] = EnumDouble.value2
    enums.mapStringOpt["foo"] = EnumString.value1
    enums.mapStringOpt["bar"] = EnumString.value2
    wrapped.listBool.append(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.listInt.append(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.listInt8.append(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.listInt16.append(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.listInt32.append(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.listInt64.append(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.listFloat.append(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.listDouble.append(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.listString.append(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.listBinary.append(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.listDate.append(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.listDecimal.append(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.listObjectId.append(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.listUuid.append(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.listOptBool.append(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.listOptInt.append(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.listOptInt8.append(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.listOptInt16.append(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.listOptInt32.append(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.listOptInt64.append(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.listOptFloat.append(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.listOptDouble.append(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.listOptString.append(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.listOptBinary.append(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.listOptDate.append(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.listOptDecimal.append(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.listOptObjectId.append(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.listOptUuid.append(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.setBool.insert(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.setInt.insert(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.setInt8.insert(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.setInt16.insert(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.setInt32.insert(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.setInt64.insert(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.setFloat.insert(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.setDouble.insert(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.setString.insert(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.setBinary.insert(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.setDate.insert(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.setDecimal.insert(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.setObjectId.insert(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.setUuid.insert(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.setOptBool.insert(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.setOptInt.insert(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.setOptInt8.insert(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.setOptInt16.insert(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.setOptInt32.insert(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.setOptInt64.insert(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.setOptFloat.insert(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.setOptDouble.insert(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.setOptString.insert(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.setOptBinary.insert(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.setOptDate.insert(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.setOptDecimal.insert(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.setOptObjectId.insert(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.setOptUuid.insert(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.mapBool["foo"] = BoolWrapper(persistedValue: true)
    wrapped.mapBool["bar"] = BoolWrapper(persistedValue: true)
    wrapped.mapInt["foo"] = IntWrapper(persistedValue: 1)
    wrapped.mapInt["bar"] = IntWrapper(persistedValue: 3)
    wrapped.mapInt8["foo"] = Int8Wrapper(persistedValue: Int8(8))
    wrapped.mapInt8["bar"] = Int8Wrapper(persistedValue: Int8(9))
    wrapped.mapInt16["foo"] = Int16Wrapper(persistedValue: Int16(16))
    wrapped.mapInt16["bar"] = Int16Wrapper(persistedValue: Int16(17))
    wrapped.mapInt32["foo"] = Int32Wrapper(persistedValue: Int32(32))
    wrapped.mapInt32["bar"] = Int32Wrapper(persistedValue: Int32(33))
    wrapped.mapInt64["foo"] = Int64Wrapper(persistedValue: Int64(64))
    wrapped.mapInt64["bar"] = Int64Wrapper(persistedValue: Int64(65))
    wrapped.mapFloat["foo"] = FloatWrapper(persistedValue: Float(5.55444333))
    wrapped.mapFloat["bar"] = FloatWrapper(persistedValue: Float(6.55444333))
    wrapped.mapDouble["foo"] = DoubleWrapper(persistedValue: 123.456)
    wrapped.mapDouble["bar"] = DoubleWrapper(persistedValue: 234.567)
    wrapped.mapString["foo"] = StringWrapper(persistedValue: "Foo")
    wrapped.mapString["bar"] = StringWrapper(persistedValue: "Foó")
    wrapped.mapBinary["foo"] = DataWrapper(persistedValue: Data(count: 64))
    wrapped.mapBinary["bar"] = DataWrapper(persistedValue: Data(count: 128))
    wrapped.mapDate["foo"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    wrapped.mapDate["bar"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    wrapped.mapDecimal["foo"] = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    wrapped.mapDecimal["bar"] = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    wrapped.mapObjectId["foo"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))
    wrapped.mapObjectId["bar"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    wrapped.mapUuid["foo"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)
    wrapped.mapUuid["bar"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    wrapped.mapOptBool["foo"] = BoolWrapper(persistedValue: true)
    wrapped.mapOptBool["bar"] = BoolWrapper(persistedValue: true)
    wrapped.mapOptInt["foo"] = IntWrapper(persistedValue: 1)
    wrapped.mapOptInt["bar"] = IntWrapper(persistedValue: 3)
    wrapped.mapOptInt8["foo"] = Int8Wrapper(persistedValue: Int8(8))
    wrapped.mapOptInt8["bar"] = Int8Wrapper(persistedValue: Int8(9))
    wrapped.mapOptInt16["foo"] = Int16Wrapper(persistedValue: Int16(16))
    wrapped.mapOptInt16["bar"] = Int16Wrapper(persistedValue: Int16(17))
    wrapped.mapOptInt32["foo"] = Int32Wrapper(persistedValue: Int32(32))
    wrapped.mapOptInt32["bar"] = Int32Wrapper(persistedValue: Int32(33))
    wrapped.mapOptInt64["foo"] = Int64Wrapper(persistedValue: Int64(64))
    wrapped.mapOptInt64["bar"] = Int64Wrapper(persistedValue: Int64(65))
    wrapped.mapOptFloat["foo"] = FloatWrapper(persistedValue: Float(5.55444333))
    wrapped.mapOptFloat["bar"] = FloatWrapper(persistedValue: Float(6.55444333))
    wrapped.mapOptDouble["foo"] = DoubleWrapper(persistedValue: 123.456)
    wrapped.mapOptDouble["bar"] = DoubleWrapper(persistedValue: 234.567)
    wrapped.mapOptString["foo"] = StringWrapper(persistedValue: "Foo")
    wrapped.mapOptString["bar"] = StringWrapper(persistedValue: "Foó")
    wrapped.mapOptBinary["foo"] = DataWrapper(persistedValue: Data(count: 64))
    wrapped.mapOptBinary["bar"] = DataWrapper(persistedValue: Data(count: 128))
    wrapped.mapOptDate["foo"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    wrapped.mapOptDate["bar"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    wrapped.mapOptDecimal["foo"] = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    wrapped.mapOptDecimal["bar"] = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    wrapped.mapOptObjectId["foo"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))
    wrapped.mapOptObjectId["bar"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    wrapped.mapOptUuid["foo"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)
    wrapped.mapOptUuid["bar"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    try realm.write {
        realm.add(values)
        realm.add(enums)
        realm.add(wrapped)
    }
    let valueRows: [(String, [Any], Int, (Query<ModernCollectionsOfValues>) -> Query<Bool>)] = [
        ("(ANY mapBool.@allValues == %@)", [true], 1, { $0.mapBool.values == true }),
        ("(ANY mapBool.@allValues != %@)", [true], 0, { $0.mapBool.values != true }),
        ("(ANY mapInt.@allValues == %@)", [1], 1, { $0.mapInt.values == 1 }),
        ("(ANY mapInt.@allValues != %@)", [1], 1, { $0.mapInt.values != 1 }),
        ("(ANY mapInt.@allValues > %@)", [3], 0, { $0.mapInt.values > 3 }),
        ("(ANY mapInt.@allValues >= %@)", [3], 1, { $0.mapInt.values >= 3 }),
        ("(ANY mapInt.@allValues < %@)", [3], 1, { $0.mapInt.values < 3 }),
        ("(ANY mapInt.@allValues <= %@)", [3], 1, { $0.mapInt.values <= 3 }),
        ("(ANY mapInt8.@allValues == %@)", [Int8(8)], 1, { $0.mapInt8.values == Int8(8) }),
        ("(ANY mapInt8.@allValues != %@)", [Int8(8)], 1, { $0.mapInt8.values != Int8(8) }),
        ("(ANY mapInt8.@allValues > %@)", [Int8(9)], 0, { $0.mapInt8.values > Int8(9) }),
        ("(ANY mapInt8.@allValues >= %@)", [Int8(9)], 1, { $0.mapInt8.values >= Int8(9) }),
        ("(ANY mapInt8.@allValues < %@)", [Int8(9)], 1, { $0.mapInt8.values < Int8(9) }),
        ("(ANY mapInt8.@allValues <= %@)", [Int8(9)], 1, { $0.mapInt8.values <= Int8(9) }),
        ("(ANY mapInt16.@allValues == %@)", [Int16(16)], 1, { $0.mapInt16.values == Int16(16) }),
        ("(ANY mapInt16.@allValues != %@)", [Int16(16)], 1, { $0.mapInt16.values != Int16(16) }),
        ("(ANY mapInt16.@allValues > %@)", [Int16(17)], 0, { $0.mapInt16.values > Int16(17) }),
        ("(ANY mapInt16.@allValues >= %@)", [Int16(17)], 1, { $0.mapInt16.values >= Int16(17) }),
        ("(ANY mapInt16.@allValues < %@)", [Int16(17)], 1, { $0.mapInt16.values < Int16(17) }),
        ("(ANY mapInt16.@allValues <= %@)", [Int16(17)], 1, { $0.mapInt16.values <= Int16(17) }),
        ("(ANY mapInt32.@allValues == %@)", [Int32(32)], 1, { $0.mapInt32.values == Int32(32) }),
        ("(ANY mapInt32.@allValues != %@)", [Int32(32)], 1, { $0.mapInt32.values != Int32(32) }),
        ("(ANY mapInt32.@allValues > %@)", [Int32(33)], 0, { $0.mapInt32.values > Int32(33) }),
        ("(ANY mapInt32.@allValues >= %@)", [Int32(33)], 1, { $0.mapInt32.values >= Int32(33) }),
        ("(ANY mapInt32.@allValues < %@)", [Int32(33)], 1, { $0.mapInt32.values < Int32(33) }),
        ("(ANY mapInt32.@allValues <= %@)", [Int32(33)], 1, { $0.mapInt32.values <= Int32(33) }),
        ("(ANY mapInt64.@allValues == %@)", [Int64(64)], 1, { $0.mapInt64.values == Int64(64) }),
        ("(ANY mapInt64.@allValues != %@)", [Int64(64)], 1, { $0.mapInt64.values != Int64(64) }),
        ("(ANY mapInt64.@allValues > %@)", [Int64(65)], 0, { $0.mapInt64.values > Int64(65) }),
        ("(ANY mapInt64.@allValues >= %@)", [Int64(65)], 1, { $0.mapInt64.values >= Int64(65) }),
        ("(ANY mapInt64.@allValues < %@)", [Int64(65)], 1, { $0.mapInt64.values < Int64(65) }),
        ("(ANY mapInt64.@allValues <= %@)", [Int64(65)], 1, { $0.mapInt64.values <= Int64(65) }),
        ("(ANY mapFloat.@allValues == %@)", [Float(5.55444333)], 1, { $0.mapFloat.values == Float(5.55444333) }),
        ("(ANY mapFloat.@allValues != %@)", [Float(5.55444333)], 1, { $0.mapFloat.values != Float(5.55444333) }),
        ("(ANY mapFloat.@allValues > %@)", [Float(6.55444333)], 0, { $0.mapFloat.values > Float(6.55444333) }),
        ("(ANY mapFloat.@allValues >= %@)", [Float(6.55444333)], 1, { $0.mapFloat.values >= Float(6.55444333) }),
        ("(ANY mapFloat.@allValues < %@)", [Float(6.55444333)], 1, { $0.mapFloat.values < Float(6.55444333) }),
        ("(ANY mapFloat.@allValues <= %@)", [Float(6.55444333)], 1, { $0.mapFloat.values <= Float(6.55444333) }),
        ("(ANY mapDouble.@allValues == %@)", [123.456], 1, { $0.mapDouble.values == 123.456 }),
        ("(ANY mapDouble.@allValues != %@)", [123.456], 1, { $0.mapDouble.values != 123.456 }),
        ("(ANY mapDouble.@allValues > %@)", [234.567], 0, { $0.mapDouble.values > 234.567 }),
        ("(ANY mapDouble.@allValues >= %@)", [234.567], 1, { $0.mapDouble.values >= 234.567 }),
        ("(ANY mapDouble.@allValues < %@)", [234.567], 1, { $0.mapDouble.values < 234.567 }),
        ("(ANY mapDouble.@allValues <= %@)", [234.567], 1, { $0.mapDouble.values <= 234.567 }),
        ("(ANY mapString.@allValues == %@)", ["Foo"], 1, { $0.mapString.values == "Foo" }),
        ("(ANY mapString.@allValues != %@)", ["Foo"], 1, { $0.mapString.values != "Foo" }),
        ("(ANY mapString.@allValues == %@)", ["Foo"], 1, { $0.mapString.values.equals("Foo", options: []) }),
        ("(ANY mapString.@allValues != %@)", ["Foo"], 1, { $0.mapString.values.notEquals("Foo", options: []) }),
        ("(ANY mapString.@allValues CONTAINS %@)", ["Foo"], 1, { $0.mapString.values.contains("Foo", options: []) }),
        ("(ANY mapString.@allValues BEGINSWITH %@)", ["Foo"], 1, { $0.mapString.values.starts(with: "Foo", options: []) }),
        ("(ANY mapString.@allValues ENDSWITH %@)", ["Foo"], 1, { $0.mapString.values.ends(with: "Foo", options: []) }),
        ("(NOT ANY mapString.@allValues == %@)", ["Foo"], 0, { !$0.mapString.values.equals("Foo", options: []) }),
        ("(NOT ANY mapString.@allValues != %@)", ["Foo"], 0, { !$0.mapString.values.notEquals("Foo", options: []) }),
        ("(NOT ANY mapString.@allValues CONTAINS %@)", ["Foo"], 0, { !$0.mapString.values.contains("Foo", options: []) }),
        ("(NOT ANY mapString.@allValues BEGINSWITH %@)", ["Foo"], 0, { !$0.mapString.values.starts(with: "Foo", options: []) }),
        ("(NOT ANY mapString.@allValues ENDSWITH %@)", ["Foo"], 0, { !$0.mapString.values.ends(with: "Foo", options: []) }),
        ("(ANY mapString.@allValues ==[c] %@)", ["Foo"], 1, { $0.mapString.values.equals("Foo", options: [.caseInsensitive]) }),
        ("(ANY mapString.@allValues !=[c] %@)", ["Foo"], 1, { $0.mapString.values.notEquals("Foo", options: [.caseInsensitive]) }),
        ("(ANY mapString.@allValues CONTAINS[c] %@)", ["Foo"], 1, { $0.mapString.values.contains("Foo", options: [.caseInsensitive]) }),
        ("(ANY mapString.@allValues BEGINSWITH[c] %@)", ["Foo"], 1, { $0.mapString.values.starts(with: "Foo", options: [.caseInsensitive]) }),
        ("(ANY mapString.@allValues ENDSWITH[c] %@)", ["Foo"], 1, { $0.mapString.values.ends(with: "Foo", options: [.caseInsensitive]) }),
        ("(NOT ANY mapString.@allValues ==[c] %@)", ["Foo"], 0, { !$0.mapString.values.equals("Foo", options: [.caseInsensitive]) }),
        ("(NOT ANY mapString.@allValues !=[c] %@)", ["Foo"], 0, { !$0.mapString.values.notEquals("Foo", options: [.caseInsensitive]) }),
        ("(NOT ANY mapString.@allValues CONTAINS[c] %@)", ["Foo"], 0, { !$0.mapString.values.contains("Foo", options: [.caseInsensitive]) }),
        ("(NOT ANY mapString.@allValues BEGINSWITH[c] %@)", ["Foo"], 0, { !$0.mapString.values.starts(with: "Foo", options: [.caseInsensitive]) }),
        ("(NOT ANY mapString.@allValues ENDSWITH[c] %@)", ["Foo"], 0, { !$0.mapString.values.ends(with: "Foo", options: [.caseInsensitive]) }),
        ("(ANY mapString.@allValues ==[d] %@)", ["Foo"], 1, { $0.mapString.values.equals("Foo", options: [.diacriticInsensitive]) }),
        ("(ANY mapString.@allValues !=[d] %@)", ["Foo"], 0, { $0.mapString.values.notEquals("Foo", options: [.diacriticInsensitive]) }),
        ("(ANY mapString.@allValues CONTAINS[d] %@)", ["Foo"], 1, { $0.mapString.values.contains("Foo", options: [.diacriticInsensitive]) }),
        ("(ANY mapString.@allValues BEGINSWITH[d] %@)", ["Foo"], 1, { $0.mapString.values.starts(with: "Foo", options: [.diacriticInsensitive]) }),
        ("(ANY mapString.@allValues ENDSWITH[d] %@)", ["Foo"], 1, { $0.mapString.values.ends(with: "Foo", options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues ==[d] %@)", ["Foo"], 0, { !$0.mapString.values.equals("Foo", options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues !=[d] %@)", ["Foo"], 1, { !$0.mapString.values.notEquals("Foo", options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues CONTAINS[d] %@)", ["Foo"], 0, { !$0.mapString.values.contains("Foo", options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues BEGINSWITH[d] %@)", ["Foo"], 0, { !$0.mapString.values.starts(with: "Foo", options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues ENDSWITH[d] %@)", ["Foo"], 0, { !$0.mapString.values.ends(with: "Foo", options: [.diacriticInsensitive]) }),
        ("(ANY mapString.@allValues ==[cd] %@)", ["Foo"], 1, { $0.mapString.values.equals("Foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapString.@allValues !=[cd] %@)", ["Foo"], 0, { $0.mapString.values.notEquals("Foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapString.@allValues CONTAINS[cd] %@)", ["Foo"], 1, { $0.mapString.values.contains("Foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapString.@allValues BEGINSWITH[cd] %@)", ["Foo"], 1, { $0.mapString.values.starts(with: "Foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapString.@allValues ENDSWITH[cd] %@)", ["Foo"], 1, { $0.mapString.values.ends(with: "Foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues ==[cd] %@)", ["Foo"], 0, { !$0.mapString.values.equals("Foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues !=[cd] %@)", ["Foo"], 1, { !$0.mapString.values.notEquals("Foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues CONTAINS[cd] %@)", ["Foo"], 0, { !$0.mapString.values.contains("Foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues BEGINSWITH[cd] %@)", ["Foo"], 0, { !$0.mapString.values.starts(with: "Foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues ENDSWITH[cd] %@)", ["Foo"], 0, { !$0.mapString.values.ends(with: "Foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapBinary.@allValues == %@)", [Data(count: 64)], 1, { $0.mapBinary.values == Data(count: 64) }),
        ("(ANY mapBinary.@allValues != %@)", [Data(count: 64)], 1, { $0.mapBinary.values != Data(count: 64) }),
        ("(ANY mapDate.@allValues == %@)", [Date(timeIntervalSince1970: 1000000)], 1, { $0.mapDate.values == Date(timeIntervalSince1970: 1000000) }),
        ("(ANY mapDate.@allValues != %@)", [Date(timeIntervalSince1970: 1000000)], 1, { $0.mapDate.values != Date(timeIntervalSince1970: 1000000) }),
        ("(ANY mapDate.@allValues > %@)", [Date(timeIntervalSince1970: 2000000)], 0, { $0.mapDate.values > Date(timeIntervalSince1970: 2000000) }),
        ("(ANY mapDate.@allValues >= %@)", [Date(timeIntervalSince1970: 2000000)], 1, { $0.mapDate.values >= Date(timeIntervalSince1970: 2000000) }),
        ("(ANY mapDate.@allValues < %@)", [Date(timeIntervalSince1970: 2000000)], 1, { $0.mapDate.values < Date(timeIntervalSince1970: 2000000) }),
        ("(ANY mapDate.@allValues <= %@)", [Date(timeIntervalSince1970: 2000000)], 1, { $0.mapDate.values <= Date(timeIntervalSince1970: 2000000) }),
        ("(ANY mapDecimal.@allValues == %@)", [Decimal128(123.456)], 1, { $0.mapDecimal.values == Decimal128(123.456) }),
        ("(ANY mapDecimal.@allValues != %@)", [Decimal128(123.456)], 1, { $0.mapDecimal.values != Decimal128(123.456) }),
        ("(ANY mapDecimal.@allValues > %@)", [Decimal128(234.567)], 0, { $0.mapDecimal.values > Decimal128(234.567) }),
        ("(ANY mapDecimal.@allValues >= %@)", [Decimal128(234.567)], 1, { $0.mapDecimal.values >= Decimal128(234.567) }),
        ("(ANY mapDecimal.@allValues < %@)", [Decimal128(234.567)], 1, { $0.mapDecimal.values < Decimal128(234.567) }),
        ("(ANY mapDecimal.@allValues <= %@)", [Decimal128(234.567)], 1, { $0.mapDecimal.values <= Decimal128(234.567) }),
        ("(ANY mapObjectId.@allValues == %@)", [ObjectId("61184062c1d8f096a3695046")], 1, { $0.mapObjectId.values == ObjectId("61184062c1d8f096a3695046") }),
        ("(ANY mapObjectId.@allValues != %@)", [ObjectId("61184062c1d8f096a3695046")], 1, { $0.mapObjectId.values != ObjectId("61184062c1d8f096a3695046") }),
        ("(ANY mapUuid.@allValues == %@)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!], 1, { $0.mapUuid.values == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")! }),
        ("(ANY mapUuid.@allValues != %@)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!], 1, { $0.mapUuid.values != UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")! }),
        ("(ANY mapAny.@allValues == %@)", [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))], 1, { $0.mapAny.values == AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")) }),
        ("(ANY mapAny.@allValues != %@)", [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))], 1, { $0.mapAny.values != AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")) }),
        ("(ANY mapOptBool.@allValues == %@)", [true], 1, { $0.mapOptBool.values == true }),
        ("(ANY mapOptBool.@allValues != %@)", [true], 0, { $0.mapOptBool.values != true }),
        ("(ANY mapOptInt.@allValues == %@)", [1], 1, { $0.mapOptInt.values == 1 }),
        ("(ANY mapOptInt.@allValues != %@)", [1], 1, { $0.mapOptInt.values != 1 }),
        ("(ANY mapOptInt.@allValues > %@)", [3], 0, { $0.mapOptInt.values > 3 }),
        ("(ANY mapOptInt.@allValues >= %@)", [3], 1, { $0.mapOptInt.values >= 3 }),
        ("(ANY mapOptInt.@allValues < %@)", [3], 1, { $0.mapOptInt.values < 3 }),
        ("(ANY mapOptInt.@allValues <= %@)", [3], 1, { $0.mapOptInt.values <= 3 }),
        ("(ANY mapOptInt8.@allValues == %@)", [Int8(8)], 1, { $0.mapOptInt8.values == Int8(8) }),
        ("(ANY mapOptInt8.@allValues != %@)", [Int8(8)], 1, { $0.mapOptInt8.values != Int8(8) }),
        ("(ANY mapOptInt8.@allValues > %@)", [Int8(9)], 0, { $0.mapOptInt8.values > Int8(9) }),
        ("(ANY mapOptInt8.@allValues >= %@)", [Int8(9)], 1, { $0.mapOptInt8.values >= Int8(9) }),
        ("(ANY mapOptInt8.@allValues < %@)", [Int8(9)], 1, { $0.mapOptInt8.values < Int8(9) }),
        ("(ANY mapOptInt8.@allValues <= %@)", [Int8(9)], 1, { $0.mapOptInt8.values <= Int8(9) }),
        ("(ANY mapOptInt16.@allValues == %@)", [Int16(16)], 1, { $0.mapOptInt16.values == Int16(16) }),
        ("(ANY mapOptInt16.@allValues != %@)", [Int16(16)], 1, { $0.mapOptInt16.values != Int16(16) }),
        ("(ANY mapOptInt16.@allValues > %@)", [Int16(17)], 0, { $0.mapOptInt16.values > Int16(17) }),
        ("(ANY mapOptInt16.@allValues >= %@)", [Int16(17)], 1, { $0.mapOptInt16.values >= Int16(17) }),
        ("(ANY mapOptInt16.@allValues < %@)", [Int16(17)], 1, { $0.mapOptInt16.values < Int16(17) }),
        ("(ANY mapOptInt16.@allValues <= %@)", [Int16(17)], 1, { $0.mapOptInt16.values <= Int16(17) }),
        ("(ANY mapOptInt32.@allValues == %@)", [Int32(32)], 1, { $0.mapOptInt32.values == Int32(32) }),
        ("(ANY mapOptInt32.@allValues != %@)", [Int32(32)], 1, { $0.mapOptInt32.values != Int32(32) }),
        ("(ANY mapOptInt32.@allValues > %@)", [Int32(33)], 0, { $0.mapOptInt32.values > Int32(33) }),
        ("(ANY mapOptInt32.@allValues >= %@)", [Int32(33)], 1, { $0.mapOptInt32.values >= Int32(33) }),
        ("(ANY mapOptInt32.@allValues < %@)", [Int32(33)], 1, { $0.mapOptInt32.values < Int32(33) }),
        ("(ANY mapOptInt32.@allValues <= %@)", [Int32(33)], 1, { $0.mapOptInt32.values <= Int32(33) }),
        ("(ANY mapOptInt64.@allValues == %@)", [Int64(64)], 1, { $0.mapOptInt64.values == Int64(64) }),
        ("(ANY mapOptInt64.@allValues != %@)", [Int64(64)], 1, { $0.mapOptInt64.values != Int64(64) }),
        ("(ANY mapOptInt64.@allValues > %@)", [Int64(65)], 0, { $0.mapOptInt64.values > Int64(65) }),
        ("(ANY mapOptInt64.@allValues >= %@)", [Int64(65)], 1, { $0.mapOptInt64.values >= Int64(65) }),
        ("(ANY mapOptInt64.@allValues < %@)", [Int64(65)], 1, { $0.mapOptInt64.values < Int64(65) }),
        ("(ANY mapOptInt64.@allValues <= %@)", [Int64(65)], 1, { $0.mapOptInt64.values <= Int64(65) }),
        ("(ANY mapOptFloat.@allValues == %@)", [Float(5.55444333)], 1, { $0.mapOptFloat.values == Float(5.55444333) }),
        ("(ANY mapOptFloat.@allValues != %@)", [Float(5.55444333)], 1, { $0.mapOptFloat.values != Float(5.55444333) }),
        ("(ANY mapOptFloat.@allValues > %@)", [Float(6.55444333)], 0, { $0.mapOptFloat.values > Float(6.55444333) }),
        ("(ANY mapOptFloat.@allValues >= %@)", [Float(6.55444333)], 1, { $0.mapOptFloat.values >= Float(6.55444333) }),
        ("(ANY mapOptFloat.@allValues < %@)", [Float(6.55444333)], 1, { $0.mapOptFloat.values < Float(6.55444333) }),
        ("(ANY mapOptFloat.@allValues <= %@)", [Float(6.55444333)], 1, { $0.mapOptFloat.values <= Float(6.55444333) }),
        ("(ANY mapOptDouble.@allValues == %@)", [123.456], 1, { $0.mapOptDouble.values == 123.456 }),
        ("(ANY mapOptDouble.@allValues != %@)", [123.456], 1, { $0.mapOptDouble.values != 123.456 }),
        ("(ANY mapOptDouble.@allValues > %@)", [234.567], 0, { $0.mapOptDouble.values > 234.567 }),
        ("(ANY mapOptDouble.@allValues >= %@)", [234.567], 1, { $0.mapOptDouble.values >= 234.567 }),
        ("(ANY mapOptDouble.@allValues < %@)", [234.567], 1, { $0.mapOptDouble.values < 234.567 }),
        ("(ANY mapOptDouble.@allValues <= %@)", [234.567], 1, { $0.mapOptDouble.values <= 234.567 }),
        ("(ANY mapOptString.@allValues == %@)", ["Foo"], 1, { $0.mapOptString.values == "Foo" }),
        ("(ANY mapOptString.@allValues != %@)", ["Foo"], 1, { $0.mapOptString.values != "Foo" }),
        ("(ANY mapOptString.@allValues == %@)", ["Foo"], 1, { $0.mapOptString.values.equals("Foo", options: []) }),
        ("(ANY mapOptString.@allValues != %@)", ["Foo"], 1, { $0.mapOptString.values.notEquals("Foo", options: []) }),
        ("(ANY mapOptString.@allValues CONTAINS %@)", ["Foo"], 1, { $0.mapOptString.values.contains("Foo", options: []) }),
        ("(ANY mapOptString.@allValues BEGINSWITH %@)", ["Foo"], 1, { $0.mapOptString.values.starts(with: "Foo", options: []) }),
        ("(ANY mapOptString.@allValues ENDSWITH %@)", ["Foo"], 1, { $0.mapOptString.values.ends(with: "Foo", options: []) }),
        ("(NOT ANY mapOptString.@allValues == %@)", ["Foo"], 0, { !$0.mapOptString.values.equals("Foo", options: []) }),
        ("(NOT ANY mapOptString.@allValues != %@)", ["Foo"], 0, { !$0.mapOptString.values.notEquals("Foo", options: []) }),
        ("(NOT ANY mapOptString.@allValues CONTAINS %@)", ["Foo"], 0, { !$0.mapOptString.values.contains("Foo", options: []) }),
        ("(NOT ANY mapOptString.@allValues BEGINSWITH %@)", ["Foo"], 0, { !$0.mapOptString.values.starts(with: "Foo", options: []) }),
        ("(NOT ANY mapOptString.@allValues ENDSWITH %@)", ["Foo"], 0, { !$0.mapOptString.values.ends(with: "Foo", options: []) }),
        ("(ANY mapOptString.@allValues ==[c] %@)", ["Foo"], 1, { $0.mapOptString.values.equals("Foo", options: [.caseInsensitive]) }),
        ("(ANY mapOptString.@allValues !=[c] %@)", ["Foo"], 1, { $0.mapOptString.values.notEquals("Foo", options: [.caseInsensitive]) }),
        ("(ANY mapOptString.@allValues CONTAINS[c] %@)", ["Foo"], 1, { $0.mapOptString.values.contains("Foo", options: [.caseInsensitive]) }),
        ("(ANY mapOptString.@allValues BEGINSWITH[c] %@)", ["Foo"], 1, { $0.mapOptString.values.starts(with: "Foo", options: [.caseInsensitive]) }),
        ("(ANY mapOptString.@allValues ENDSWITH[c] %@)", ["Foo"], 1, { $0.mapOptString.values.ends(with: "Foo", options: [.caseInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues ==[c] %@)", ["Foo"], 0, { !$0.mapOptString.values.equals("Foo", options: [.caseInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues !=[c] %@)", ["Foo"], 0, { !$0.mapOptString.values.notEquals("Foo", options: [.caseInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues CONTAINS[c] %@)", ["Foo"], 0, { !$0.mapOptString.values.contains("Foo", options: [.caseInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues BEGINSWITH[c] %@)", ["Foo"], 0, { !$0.mapOptString.values.starts(with: "Foo", options: [.caseInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues ENDSWITH[c] %@)", ["Foo"], 0, { !$0.mapOptString.values.ends(with: "Foo", options: [.caseInsensitive]) }),
        ("(ANY mapOptString.@allValues ==[d] %@)", ["Foo"], 1, { $0.mapOptString.values.equals("Foo", options: [.diacriticInsensitive]) }),
        ("(ANY mapOptString.@allValues !=[d] %@)", ["Foo"], 0, { $0.mapOptString.values.notEquals("Foo", options: [.diacriticInsensitive]) }),
        ("(ANY mapOptString.@allValues CONTAINS[d] %@)", ["Foo"], 1, { $0.mapOptString.values.contains("Foo", options: [.diacriticInsensitive]) }),
        ("(ANY mapOptString.@allValues BEGINSWITH[d] %@)", ["Foo"], 1, { $0.mapOptString.values.starts(with: "Foo", options: [.diacriticInsensitive]) }),
        ("(ANY mapOptString.@allValues ENDSWITH[d] %@)", ["Foo"], 1, { $0.mapOptString.values.ends(with: "Foo", options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues ==[d] %@)", ["Foo"], 0, { !$0.mapOptString.values.equals("Foo", options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues !=[d] %@)", ["Foo"], 1, { !$0.mapOptString.values.notEquals("Foo", options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues CONTAINS[d] %@)", ["Foo"], 0, { !$0.mapOptString.values.contains("Foo", options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues BEGINSWITH[d] %@)", ["Foo"], 0, { !$0.mapOptString.values.starts(with: "Foo", options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues ENDSWITH[d] %@)", ["Foo"], 0, { !$0.mapOptString.values.ends(with: "Foo", options: [.diacriticInsensitive]) }),
        ("(ANY mapOptString.@allValues ==[cd] %@)", ["Foo"], 1, { $0.mapOptString.values.equals("Foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptString.@allValues !=[cd] %@)", ["Foo"], 0, { $0.mapOptString.values.notEquals("Foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptString.@allValues CONTAINS[cd] %@)", ["Foo"], 1, { $0.mapOptString.values.contains("Foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptString.@allValues BEGINSWITH[cd] %@)", ["Foo"], 1, { $0.mapOptString.values.starts(with: "Foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptString.@allValues ENDSWITH[cd] %@)", ["Foo"], 1, { $0.mapOptString.values.ends(with: "Foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues ==[cd] %@)", ["Foo"], 0, { !$0.mapOptString.values.equals("Foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues !=[cd] %@)", ["Foo"], 1, { !$0.mapOptString.values.notEquals("Foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues CONTAINS[cd] %@)", ["Foo"], 0, { !$0.mapOptString.values.contains("Foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues BEGINSWITH[cd] %@)", ["Foo"], 0, { !$0.mapOptString.values.starts(with: "Foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues ENDSWITH[cd] %@)", ["Foo"], 0, { !$0.mapOptString.values.ends(with: "Foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptBinary.@allValues == %@)", [Data(count: 64)], 1, { $0.mapOptBinary.values == Data(count: 64) }),
        ("(ANY mapOptBinary.@allValues != %@)", [Data(count: 64)], 1, { $0.mapOptBinary.values != Data(count: 64) }),
        ("(ANY mapOptDate.@allValues == %@)", [Date(timeIntervalSince1970: 1000000)], 1, { $0.mapOptDate.values == Date(timeIntervalSince1970: 1000000) }),
        ("(ANY mapOptDate.@allValues != %@)", [Date(timeIntervalSince1970: 1000000)], 1, { $0.mapOptDate.values != Date(timeIntervalSince1970: 1000000) }),
        ("(ANY mapOptDate.@allValues > %@)", [Date(timeIntervalSince1970: 2000000)], 0, { $0.mapOptDate.values > Date(timeIntervalSince1970: 2000000) }),
        ("(ANY mapOptDate.@allValues >= %@)", [Date(timeIntervalSince1970: 2000000)], 1, { $0.mapOptDate.values >= Date(timeIntervalSince1970: 2000000) }),
        ("(ANY mapOptDate.@allValues < %@)", [Date(timeIntervalSince1970: 2000000)], 1, { $0.mapOptDate.values < Date(timeIntervalSince1970: 2000000) }),
        ("(ANY mapOptDate.@allValues <= %@)", [Date(timeIntervalSince1970: 2000000)], 1, { $0.mapOptDate.values <= Date(timeIntervalSince1970: 2000000) }),
        ("(ANY mapOptDecimal.@allValues == %@)", [Decimal128(123.456)], 1, { $0.mapOptDecimal.values == Decimal128(123.456) }),
        ("(ANY mapOptDecimal.@allValues != %@)", [Decimal128(123.456)], 1, { $0.mapOptDecimal.values != Decimal128(123.456) }),
        ("(ANY mapOptDecimal.@allValues > %@)", [Decimal128(234.567)], 0, { $0.mapOptDecimal.values > Decimal128(234.567) }),
        ("(ANY mapOptDecimal.@allValues >= %@)", [Decimal128(234.567)], 1, { $0.mapOptDecimal.values >= Decimal128(234.567) }),
        ("(ANY mapOptDecimal.@allValues < %@)", [Decimal128(234.567)], 1, { $0.mapOptDecimal.values < Decimal128(234.567) }),
        ("(ANY mapOptDecimal.@allValues <= %@)", [Decimal128(234.567)], 1, { $0.mapOptDecimal.values <= Decimal128(234.567) }),
        ("(ANY mapOptObjectId.@allValues == %@)", [ObjectId("61184062c1d8f096a3695046")], 1, { $0.mapOptObjectId.values == ObjectId("61184062c1d8f096a3695046") }),
        ("(ANY mapOptObjectId.@allValues != %@)", [ObjectId("61184062c1d8f096a3695046")], 1, { $0.mapOptObjectId.values != ObjectId("61184062c1d8f096a3695046") }),
        ("(ANY mapOptUuid.@allValues == %@)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!], 1, { $0.mapOptUuid.values == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")! }),
        ("(ANY mapOptUuid.@allValues != %@)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!], 1, { $0.mapOptUuid.values != UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")! }),
        ("(ANY mapString.@allValues LIKE[c] %@)", ["Foo"], 1, { $0.mapString.values.like("Foo", caseInsensitive: true) }),
        ("(ANY mapString.@allValues LIKE %@)", ["Foo"], 1, { $0.mapString.values.like("Foo") }),
        ("(ANY mapOptString.@allValues LIKE[c] %@)", ["Foo"], 1, { $0.mapOptString.values.like("Foo", caseInsensitive: true) }),
        ("(ANY mapOptString.@allValues LIKE %@)", ["Foo"], 1, { $0.mapOptString.values.like("Foo") }),
    ]
    for (text, values, count, query) in valueRows {
        let (built, args) = query(Query<ModernCollectionsOfValues>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernCollectionsOfValues.self).where(query).count, count, built)
    }
    let enumRows: [(String, [Any], Int, (Query<ModernCollectionsOfEnums>) -> Query<Bool>)] = [
        ("(ANY mapInt.@allValues == %@)", [EnumInt.value1], 1, { $0.mapInt.values == EnumInt.value1 }),
        ("(ANY mapInt.@allValues != %@)", [EnumInt.value1], 1, { $0.mapInt.values != EnumInt.value1 }),
        ("(ANY mapInt.@allValues > %@)", [EnumInt.value2], 0, { $0.mapInt.values > EnumInt.value2 }),
        ("(ANY mapInt.@allValues >= %@)", [EnumInt.value2], 1, { $0.mapInt.values >= EnumInt.value2 }),
        ("(ANY mapInt.@allValues < %@)", [EnumInt.value2], 1, { $0.mapInt.values < EnumInt.value2 }),
        ("(ANY mapInt.@allValues <= %@)", [EnumInt.value2], 1, { $0.mapInt.values <= EnumInt.value2 }),
        ("(ANY mapInt8.@allValues == %@)", [EnumInt8.value1], 1, { $0.mapInt8.values == EnumInt8.value1 }),
        ("(ANY mapInt8.@allValues != %@)", [EnumInt8.value1], 1, { $0.mapInt8.values != EnumInt8.value1 }),
        ("(ANY mapInt8.@allValues > %@)", [EnumInt8.value2], 0, { $0.mapInt8.values > EnumInt8.value2 }),
        ("(ANY mapInt8.@allValues >= %@)", [EnumInt8.value2], 1, { $0.mapInt8.values >= EnumInt8.value2 }),
        ("(ANY mapInt8.@allValues < %@)", [EnumInt8.value2], 1, { $0.mapInt8.values < EnumInt8.value2 }),
        ("(ANY mapInt8.@allValues <= %@)", [EnumInt8.value2], 1, { $0.mapInt8.values <= EnumInt8.value2 }),
        ("(ANY mapInt16.@allValues == %@)", [EnumInt16.value1], 1, { $0.mapInt16.values == EnumInt16.value1 }),
        ("(ANY mapInt16.@allValues != %@)", [EnumInt16.value1], 1, { $0.mapInt16.values != EnumInt16.value1 }),
        ("(ANY mapInt16.@allValues > %@)", [EnumInt16.value2], 0, { $0.mapInt16.values > EnumInt16.value2 }),
        ("(ANY mapInt16.@allValues >= %@)", [EnumInt16.value2], 1, { $0.mapInt16.values >= EnumInt16.value2 }),
        ("(ANY mapInt16.@allValues < %@)", [EnumInt16.value2], 1, { $0.mapInt16.values < EnumInt16.value2 }),
        ("(ANY mapInt16.@allValues <= %@)", [EnumInt16.value2], 1, { $0.mapInt16.values <= EnumInt16.value2 }),
        ("(ANY mapInt32.@allValues == %@)", [EnumInt32.value1], 1, { $0.mapInt32.values == EnumInt32.value1 }),
        ("(ANY mapInt32.@allValues != %@)", [EnumInt32.value1], 1, { $0.mapInt32.values != EnumInt32.value1 }),
        ("(ANY mapInt32.@allValues > %@)", [EnumInt32.value2], 0, { $0.mapInt32.values > EnumInt32.value2 }),
        ("(ANY mapInt32.@allValues >= %@)", [EnumInt32.value2], 1, { $0.mapInt32.values >= EnumInt32.value2 }),
        ("(ANY mapInt32.@allValues < %@)", [EnumInt32.value2], 1, { $0.mapInt32.values < EnumInt32.value2 }),
        ("(ANY mapInt32.@allValues <= %@)", [EnumInt32.value2], 1, { $0.mapInt32.values <= EnumInt32.value2 }),
        ("(ANY mapInt64.@allValues == %@)", [EnumInt64.value1], 1, { $0.mapInt64.values == EnumInt64.value1 }),
        ("(ANY mapInt64.@allValues != %@)", [EnumInt64.value1], 1, { $0.mapInt64.values != EnumInt64.value1 }),
        ("(ANY mapInt64.@allValues > %@)", [EnumInt64.value2], 0, { $0.mapInt64.values > EnumInt64.value2 }),
        ("(ANY mapInt64.@allValues >= %@)", [EnumInt64.value2], 1, { $0.mapInt64.values >= EnumInt64.value2 }),
        ("(ANY mapInt64.@allValues < %@)", [EnumInt64.value2], 1, { $0.mapInt64.values < EnumInt64.value2 }),
        ("(ANY mapInt64.@allValues <= %@)", [EnumInt64.value2], 1, { $0.mapInt64.values <= EnumInt64.value2 }),
        ("(ANY mapFloat.@allValues == %@)", [EnumFloat.value1], 1, { $0.mapFloat.values == EnumFloat.value1 }),
        ("(ANY mapFloat.@allValues != %@)", [EnumFloat.value1], 1, { $0.mapFloat.values != EnumFloat.value1 }),
        ("(ANY mapFloat.@allValues > %@)", [EnumFloat.value2], 0, { $0.mapFloat.values > EnumFloat.value2 }),
        ("(ANY mapFloat.@allValues >= %@)", [EnumFloat.value2], 1, { $0.mapFloat.values >= EnumFloat.value2 }),
        ("(ANY mapFloat.@allValues < %@)", [EnumFloat.value2], 1, { $0.mapFloat.values < EnumFloat.value2 }),
        ("(ANY mapFloat.@allValues <= %@)", [EnumFloat.value2], 1, { $0.mapFloat.values <= EnumFloat.value2 }),
        ("(ANY mapDouble.@allValues == %@)", [EnumDouble.value1], 1, { $0.mapDouble.values == EnumDouble.value1 }),
        ("(ANY mapDouble.@allValues != %@)", [EnumDouble.value1], 1, { $0.mapDouble.values != EnumDouble.value1 }),
        ("(ANY mapDouble.@allValues > %@)", [EnumDouble.value2], 0, { $0.mapDouble.values > EnumDouble.value2 }),
        ("(ANY mapDouble.@allValues >= %@)", [EnumDouble.value2], 1, { $0.mapDouble.values >= EnumDouble.value2 }),
        ("(ANY mapDouble.@allValues < %@)", [EnumDouble.value2], 1, { $0.mapDouble.values < EnumDouble.value2 }),
        ("(ANY mapDouble.@allValues <= %@)", [EnumDouble.value2], 1, { $0.mapDouble.values <= EnumDouble.value2 }),
        ("(ANY mapString.@allValues == %@)", [EnumString.value1], 1, { $0.mapString.values == EnumString.value1 }),
        ("(ANY mapString.@allValues != %@)", [EnumString.value1], 1, { $0.mapString.values != EnumString.value1 }),
        ("(ANY mapString.@allValues == %@)", [EnumString.value1], 1, { $0.mapString.values.equals(EnumString.value1, options: []) }),
        ("(ANY mapString.@allValues != %@)", [EnumString.value1], 1, { $0.mapString.values.notEquals(EnumString.value1, options: []) }),
        ("(ANY mapString.@allValues CONTAINS %@)", [EnumString.value1], 1, { $0.mapString.values.contains(EnumString.value1, options: []) }),
        ("(ANY mapString.@allValues BEGINSWITH %@)", [EnumString.value1], 1, { $0.mapString.values.starts(with: EnumString.value1, options: []) }),
        ("(ANY mapString.@allValues ENDSWITH %@)", [EnumString.value1], 1, { $0.mapString.values.ends(with: EnumString.value1, options: []) }),
        ("(NOT ANY mapString.@allValues == %@)", [EnumString.value1], 0, { !$0.mapString.values.equals(EnumString.value1, options: []) }),
        ("(NOT ANY mapString.@allValues != %@)", [EnumString.value1], 0, { !$0.mapString.values.notEquals(EnumString.value1, options: []) }),
        ("(NOT ANY mapString.@allValues CONTAINS %@)", [EnumString.value1], 0, { !$0.mapString.values.contains(EnumString.value1, options: []) }),
        ("(NOT ANY mapString.@allValues BEGINSWITH %@)", [EnumString.value1], 0, { !$0.mapString.values.starts(with: EnumString.value1, options: []) }),
        ("(NOT ANY mapString.@allValues ENDSWITH %@)", [EnumString.value1], 0, { !$0.mapString.values.ends(with: EnumString.value1, options: []) }),
        ("(ANY mapString.@allValues ==[c] %@)", [EnumString.value1], 1, { $0.mapString.values.equals(EnumString.value1, options: [.caseInsensitive]) }),
        ("(ANY mapString.@allValues !=[c] %@)", [EnumString.value1], 1, { $0.mapString.values.notEquals(EnumString.value1, options: [.caseInsensitive]) }),
        ("(ANY mapString.@allValues CONTAINS[c] %@)", [EnumString.value1], 1, { $0.mapString.values.contains(EnumString.value1, options: [.caseInsensitive]) }),
        ("(ANY mapString.@allValues BEGINSWITH[c] %@)", [EnumString.value1], 1, { $0.mapString.values.starts(with: EnumString.value1, options: [.caseInsensitive]) }),
        ("(ANY mapString.@allValues ENDSWITH[c] %@)", [EnumString.value1], 1, { $0.mapString.values.ends(with: EnumString.value1, options: [.caseInsensitive]) }),
        ("(NOT ANY mapString.@allValues ==[c] %@)", [EnumString.value1], 0, { !$0.mapString.values.equals(EnumString.value1, options: [.caseInsensitive]) }),
        ("(NOT ANY mapString.@allValues !=[c] %@)", [EnumString.value1], 0, { !$0.mapString.values.notEquals(EnumString.value1, options: [.caseInsensitive]) }),
        ("(NOT ANY mapString.@allValues CONTAINS[c] %@)", [EnumString.value1], 0, { !$0.mapString.values.contains(EnumString.value1, options: [.caseInsensitive]) }),
        ("(NOT ANY mapString.@allValues BEGINSWITH[c] %@)", [EnumString.value1], 0, { !$0.mapString.values.starts(with: EnumString.value1, options: [.caseInsensitive]) }),
        ("(NOT ANY mapString.@allValues ENDSWITH[c] %@)", [EnumString.value1], 0, { !$0.mapString.values.ends(with: EnumString.value1, options: [.caseInsensitive]) }),
        ("(ANY mapString.@allValues ==[d] %@)", [EnumString.value1], 1, { $0.mapString.values.equals(EnumString.value1, options: [.diacriticInsensitive]) }),
        ("(ANY mapString.@allValues !=[d] %@)", [EnumString.value1], 1, { $0.mapString.values.notEquals(EnumString.value1, options: [.diacriticInsensitive]) }),
        ("(ANY mapString.@allValues CONTAINS[d] %@)", [EnumString.value1], 1, { $0.mapString.values.contains(EnumString.value1, options: [.diacriticInsensitive]) }),
        ("(ANY mapString.@allValues BEGINSWITH[d] %@)", [EnumString.value1], 1, { $0.mapString.values.starts(with: EnumString.value1, options: [.diacriticInsensitive]) }),
        ("(ANY mapString.@allValues ENDSWITH[d] %@)", [EnumString.value1], 1, { $0.mapString.values.ends(with: EnumString.value1, options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues ==[d] %@)", [EnumString.value1], 0, { !$0.mapString.values.equals(EnumString.value1, options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues !=[d] %@)", [EnumString.value1], 0, { !$0.mapString.values.notEquals(EnumString.value1, options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues CONTAINS[d] %@)", [EnumString.value1], 0, { !$0.mapString.values.contains(EnumString.value1, options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues BEGINSWITH[d] %@)", [EnumString.value1], 0, { !$0.mapString.values.starts(with: EnumString.value1, options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues ENDSWITH[d] %@)", [EnumString.value1], 0, { !$0.mapString.values.ends(with: EnumString.value1, options: [.diacriticInsensitive]) }),
        ("(ANY mapString.@allValues ==[cd] %@)", [EnumString.value1], 1, { $0.mapString.values.equals(EnumString.value1, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapString.@allValues !=[cd] %@)", [EnumString.value1], 1, { $0.mapString.values.notEquals(EnumString.value1, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapString.@allValues CONTAINS[cd] %@)", [EnumString.value1], 1, { $0.mapString.values.contains(EnumString.value1, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapString.@allValues BEGINSWITH[cd] %@)", [EnumString.value1], 1, { $0.mapString.values.starts(with: EnumString.value1, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapString.@allValues ENDSWITH[cd] %@)", [EnumString.value1], 1, { $0.mapString.values.ends(with: EnumString.value1, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues ==[cd] %@)", [EnumString.value1], 0, { !$0.mapString.values.equals(EnumString.value1, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues !=[cd] %@)", [EnumString.value1], 0, { !$0.mapString.values.notEquals(EnumString.value1, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues CONTAINS[cd] %@)", [EnumString.value1], 0, { !$0.mapString.values.contains(EnumString.value1, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues BEGINSWITH[cd] %@)", [EnumString.value1], 0, { !$0.mapString.values.starts(with: EnumString.value1, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues ENDSWITH[cd] %@)", [EnumString.value1], 0, { !$0.mapString.values.ends(with: EnumString.value1, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapIntOpt.@allValues == %@)", [EnumInt.value1], 1, { $0.mapIntOpt.values == EnumInt.value1 }),
        ("(ANY mapIntOpt.@allValues != %@)", [EnumInt.value1], 1, { $0.mapIntOpt.values != EnumInt.value1 }),
        ("(ANY mapIntOpt.@allValues > %@)", [EnumInt.value2], 0, { $0.mapIntOpt.values > EnumInt.value2 }),
        ("(ANY mapIntOpt.@allValues >= %@)", [EnumInt.value2], 1, { $0.mapIntOpt.values >= EnumInt.value2 }),
        ("(ANY mapIntOpt.@allValues < %@)", [EnumInt.value2], 1, { $0.mapIntOpt.values < EnumInt.value2 }),
        ("(ANY mapIntOpt.@allValues <= %@)", [EnumInt.value2], 1, { $0.mapIntOpt.values <= EnumInt.value2 }),
        ("(ANY mapInt8Opt.@allValues == %@)", [EnumInt8.value1], 1, { $0.mapInt8Opt.values == EnumInt8.value1 }),
        ("(ANY mapInt8Opt.@allValues != %@)", [EnumInt8.value1], 1, { $0.mapInt8Opt.values != EnumInt8.value1 }),
        ("(ANY mapInt8Opt.@allValues > %@)", [EnumInt8.value2], 0, { $0.mapInt8Opt.values > EnumInt8.value2 }),
        ("(ANY mapInt8Opt.@allValues >= %@)", [EnumInt8.value2], 1, { $0.mapInt8Opt.values >= EnumInt8.value2 }),
        ("(ANY mapInt8Opt.@allValues < %@)", [EnumInt8.value2], 1, { $0.mapInt8Opt.values < EnumInt8.value2 }),
        ("(ANY mapInt8Opt.@allValues <= %@)", [EnumInt8.value2], 1, { $0.mapInt8Opt.values <= EnumInt8.value2 }),
        ("(ANY mapInt16Opt.@allValues == %@)", [EnumInt16.value1], 1, { $0.mapInt16Opt.values == EnumInt16.value1 }),
        ("(ANY mapInt16Opt.@allValues != %@)", [EnumInt16.value1], 1, { $0.mapInt16Opt.values != EnumInt16.value1 }),
        ("(ANY mapInt16Opt.@allValues > %@)", [EnumInt16.value2], 0, { $0.mapInt16Opt.values > EnumInt16.value2 }),
        ("(ANY mapInt16Opt.@allValues >= %@)", [EnumInt16.value2], 1, { $0.mapInt16Opt.values >= EnumInt16.value2 }),
        ("(ANY mapInt16Opt.@allValues < %@)", [EnumInt16.value2], 1, { $0.mapInt16Opt.values < EnumInt16.value2 }),
        ("(ANY mapInt16Opt.@allValues <= %@)", [EnumInt16.value2], 1, { $0.mapInt16Opt.values <= EnumInt16.value2 }),
        ("(ANY mapInt32Opt.@allValues == %@)", [EnumInt32.value1], 1, { $0.mapInt32Opt.values == EnumInt32.value1 }),
        ("(ANY mapInt32Opt.@allValues != %@)", [EnumInt32.value1], 1, { $0.mapInt32Opt.values != EnumInt32.value1 }),
        ("(ANY mapInt32Opt.@allValues > %@)", [EnumInt32.value2], 0, { $0.mapInt32Opt.values > EnumInt32.value2 }),
        ("(ANY mapInt32Opt.@allValues >= %@)", [EnumInt32.value2], 1, { $0.mapInt32Opt.values >= EnumInt32.value2 }),
        ("(ANY mapInt32Opt.@allValues < %@)", [EnumInt32.value2], 1, { $0.mapInt32Opt.values < EnumInt32.value2 }),
        ("(ANY mapInt32Opt.@allValues <= %@)", [EnumInt32.value2], 1, { $0.mapInt32Opt.values <= EnumInt32.value2 }),
        ("(ANY mapInt64Opt.@allValues == %@)", [EnumInt64.value1], 1, { $0.mapInt64Opt.values == EnumInt64.value1 }),
        ("(ANY mapInt64Opt.@allValues != %@)", [EnumInt64.value1], 1, { $0.mapInt64Opt.values != EnumInt64.value1 }),
        ("(ANY mapInt64Opt.@allValues > %@)", [EnumInt64.value2], 0, { $0.mapInt64Opt.values > EnumInt64.value2 }),
        ("(ANY mapInt64Opt.@allValues >= %@)", [EnumInt64.value2], 1, { $0.mapInt64Opt.values >= EnumInt64.value2 }),
        ("(ANY mapInt64Opt.@allValues < %@)", [EnumInt64.value2], 1, { $0.mapInt64Opt.values < EnumInt64.value2 }),
        ("(ANY mapInt64Opt.@allValues <= %@)", [EnumInt64.value2], 1, { $0.mapInt64Opt.values <= EnumInt64.value2 }),
        ("(ANY mapFloatOpt.@allValues == %@)", [EnumFloat.value1], 1, { $0.mapFloatOpt.values == EnumFloat.value1 }),
        ("(ANY mapFloatOpt.@allValues != %@)", [EnumFloat.value1], 1, { $0.mapFloatOpt.values != EnumFloat.value1 }),
        ("(ANY mapFloatOpt.@allValues > %@)", [EnumFloat.value2], 0, { $0.mapFloatOpt.values > EnumFloat.value2 }),
        ("(ANY mapFloatOpt.@allValues >= %@)", [EnumFloat.value2], 1, { $0.mapFloatOpt.values >= EnumFloat.value2 }),
        ("(ANY mapFloatOpt.@allValues < %@)", [EnumFloat.value2], 1, { $0.mapFloatOpt.values < EnumFloat.value2 }),
        ("(ANY mapFloatOpt.@allValues <= %@)", [EnumFloat.value2], 1, { $0.mapFloatOpt.values <= EnumFloat.value2 }),
        ("(ANY mapDoubleOpt.@allValues == %@)", [EnumDouble.value1], 1, { $0.mapDoubleOpt.values == EnumDouble.value1 }),
        ("(ANY mapDoubleOpt.@allValues != %@)", [EnumDouble.value1], 1, { $0.mapDoubleOpt.values != EnumDouble.value1 }),
        ("(ANY mapDoubleOpt.@allValues > %@)", [EnumDouble.value2], 0, { $0.mapDoubleOpt.values > EnumDouble.value2 }),
        ("(ANY mapDoubleOpt.@allValues >= %@)", [EnumDouble.value2], 1, { $0.mapDoubleOpt.values >= EnumDouble.value2 }),
        ("(ANY mapDoubleOpt.@allValues < %@)", [EnumDouble.value2], 1, { $0.mapDoubleOpt.values < EnumDouble.value2 }),
        ("(ANY mapDoubleOpt.@allValues <= %@)", [EnumDouble.value2], 1, { $0.mapDoubleOpt.values <= EnumDouble.value2 }),
        ("(ANY mapStringOpt.@allValues == %@)", [EnumString.value1], 1, { $0.mapStringOpt.values == EnumString.value1 }),
        ("(ANY mapStringOpt.@allValues != %@)", [EnumString.value1], 1, { $0.mapStringOpt.values != EnumString.value1 }),
        ("(ANY mapStringOpt.@allValues == %@)", [EnumString.value1], 1, { $0.mapStringOpt.values.equals(EnumString.value1, options: []) }),
        ("(ANY mapStringOpt.@allValues != %@)", [EnumString.value1], 1, { $0.mapStringOpt.values.notEquals(EnumString.value1, options: []) }),
        ("(ANY mapStringOpt.@allValues CONTAINS %@)", [EnumString.value1], 1, { $0.mapStringOpt.values.contains(EnumString.value1, options: []) }),
        ("(ANY mapStringOpt.@allValues BEGINSWITH %@)", [EnumString.value1], 1, { $0.mapStringOpt.values.starts(with: EnumString.value1, options: []) }),
        ("(ANY mapStringOpt.@allValues ENDSWITH %@)", [EnumString.value1], 1, { $0.mapStringOpt.values.ends(with: EnumString.value1, options: []) }),
        ("(NOT ANY mapStringOpt.@allValues == %@)", [EnumString.value1], 0, { !$0.mapStringOpt.values.equals(EnumString.value1, options: []) }),
        ("(NOT ANY mapStringOpt.@allValues != %@)", [EnumString.value1], 0, { !$0.mapStringOpt.values.notEquals(EnumString.value1, options: []) }),
        ("(NOT ANY mapStringOpt.@allValues CONTAINS %@)", [EnumString.value1], 0, { !$0.mapStringOpt.values.contains(EnumString.value1, options: []) }),
        ("(NOT ANY mapStringOpt.@allValues BEGINSWITH %@)", [EnumString.value1], 0, { !$0.mapStringOpt.values.starts(with: EnumString.value1, options: []) }),
        ("(NOT ANY mapStringOpt.@allValues ENDSWITH %@)", [EnumString.value1], 0, { !$0.mapStringOpt.values.ends(with: EnumString.value1, options: []) }),
        ("(ANY mapStringOpt.@allValues ==[c] %@)", [EnumString.value1], 1, { $0.mapStringOpt.values.equals(EnumString.value1, options: [.caseInsensitive]) }),
        ("(ANY mapStringOpt.@allValues !=[c] %@)", [EnumString.value1], 1, { $0.mapStringOpt.values.notEquals(EnumString.value1, options: [.caseInsensitive]) }),
        ("(ANY mapStringOpt.@allValues CONTAINS[c] %@)", [EnumString.value1], 1, { $0.mapStringOpt.values.contains(EnumString.value1, options: [.caseInsensitive]) }),
        ("(ANY mapStringOpt.@allValues BEGINSWITH[c] %@)", [EnumString.value1], 1, { $0.mapStringOpt.values.starts(with: EnumString.value1, options: [.caseInsensitive]) }),
        ("(ANY mapStringOpt.@allValues ENDSWITH[c] %@)", [EnumString.value1], 1, { $0.mapStringOpt.values.ends(with: EnumString.value1, options: [.caseInsensitive]) }),
        ("(NOT ANY mapStringOpt.@allValues ==[c] %@)", [EnumString.value1], 0, { !$0.mapStringOpt.values.equals(EnumString.value1, options: [.caseInsensitive]) }),
        ("(NOT ANY mapStringOpt.@allValues !=[c] %@)", [EnumString.value1], 0, { !$0.mapStringOpt.values.notEquals(EnumString.value1, options: [.caseInsensitive]) }),
        ("(NOT ANY mapStringOpt.@allValues CONTAINS[c] %@)", [EnumString.value1], 0, { !$0.mapStringOpt.values.contains(EnumString.value1, options: [.caseInsensitive]) }),
        ("(NOT ANY mapStringOpt.@allValues BEGINSWITH[c] %@)", [EnumString.value1], 0, { !$0.mapStringOpt.values.starts(with: EnumString.value1, options: [.caseInsensitive]) }),
        ("(NOT ANY mapStringOpt.@allValues ENDSWITH[c] %@)", [EnumString.value1], 0, { !$0.mapStringOpt.values.ends(with: EnumString.value1, options: [.caseInsensitive]) }),
        ("(ANY mapStringOpt.@allValues ==[d] %@)", [EnumString.value1], 1, { $0.mapStringOpt.values.equals(EnumString.value1, options: [.diacriticInsensitive]) }),
        ("(ANY mapStringOpt.@allValues !=[d] %@)", [EnumString.value1], 1, { $0.mapStringOpt.values.notEquals(EnumString.value1, options: [.diacriticInsensitive]) }),
        ("(ANY mapStringOpt.@allValues CONTAINS[d] %@)", [EnumString.value1], 1, { $0.mapStringOpt.values.contains(EnumString.value1, options: [.diacriticInsensitive]) }),
        ("(ANY mapStringOpt.@allValues BEGINSWITH[d] %@)", [EnumString.value1], 1, { $0.mapStringOpt.values.starts(with: EnumString.value1, options: [.diacriticInsensitive]) }),
        ("(ANY mapStringOpt.@allValues ENDSWITH[d] %@)", [EnumString.value1], 1, { $0.mapStringOpt.values.ends(with: EnumString.value1, options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapStringOpt.@allValues ==[d] %@)", [EnumString.value1], 0, { !$0.mapStringOpt.values.equals(EnumString.value1, options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapStringOpt.@allValues !=[d] %@)", [EnumString.value1], 0, { !$0.mapStringOpt.values.notEquals(EnumString.value1, options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapStringOpt.@allValues CONTAINS[d] %@)", [EnumString.value1], 0, { !$0.mapStringOpt.values.contains(EnumString.value1, options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapStringOpt.@allValues BEGINSWITH[d] %@)", [EnumString.value1], 0, { !$0.mapStringOpt.values.starts(with: EnumString.value1, options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapStringOpt.@allValues ENDSWITH[d] %@)", [EnumString.value1], 0, { !$0.mapStringOpt.values.ends(with: EnumString.value1, options: [.diacriticInsensitive]) }),
        ("(ANY mapStringOpt.@allValues ==[cd] %@)", [EnumString.value1], 1, { $0.mapStringOpt.values.equals(EnumString.value1, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapStringOpt.@allValues !=[cd] %@)", [EnumString.value1], 1, { $0.mapStringOpt.values.notEquals(EnumString.value1, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapStringOpt.@allValues CONTAINS[cd] %@)", [EnumString.value1], 1, { $0.mapStringOpt.values.contains(EnumString.value1, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapStringOpt.@allValues BEGINSWITH[cd] %@)", [EnumString.value1], 1, { $0.mapStringOpt.values.starts(with: EnumString.value1, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapStringOpt.@allValues ENDSWITH[cd] %@)", [EnumString.value1], 1, { $0.mapStringOpt.values.ends(with: EnumString.value1, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapStringOpt.@allValues ==[cd] %@)", [EnumString.value1], 0, { !$0.mapStringOpt.values.equals(EnumString.value1, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapStringOpt.@allValues !=[cd] %@)", [EnumString.value1], 0, { !$0.mapStringOpt.values.notEquals(EnumString.value1, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapStringOpt.@allValues CONTAINS[cd] %@)", [EnumString.value1], 0, { !$0.mapStringOpt.values.contains(EnumString.value1, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapStringOpt.@allValues BEGINSWITH[cd] %@)", [EnumString.value1], 0, { !$0.mapStringOpt.values.starts(with: EnumString.value1, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapStringOpt.@allValues ENDSWITH[cd] %@)", [EnumString.value1], 0, { !$0.mapStringOpt.values.ends(with: EnumString.value1, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapString.@allValues LIKE[c] %@)", [EnumString.value1], 1, { $0.mapString.values.like(EnumString.value1, caseInsensitive: true) }),
        ("(ANY mapString.@allValues LIKE %@)", [EnumString.value1], 1, { $0.mapString.values.like(EnumString.value1) }),
        ("(ANY mapStringOpt.@allValues LIKE[c] %@)", [EnumString.value1], 1, { $0.mapStringOpt.values.like(EnumString.value1, caseInsensitive: true) }),
        ("(ANY mapStringOpt.@allValues LIKE %@)", [EnumString.value1], 1, { $0.mapStringOpt.values.like(EnumString.value1) }),
    ]
    for (text, values, count, query) in enumRows {
        let (built, args) = query(Query<ModernCollectionsOfEnums>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernCollectionsOfEnums.self).where(query).count, count, built)
    }
    let wrappedRows: [(String, [Any], Int, (Query<CustomPersistableCollections>) -> Query<Bool>)] = [
        ("(ANY mapBool.@allValues == %@)", [BoolWrapper(persistedValue: true)], 1, { $0.mapBool.values == BoolWrapper(persistedValue: true) }),
        ("(ANY mapBool.@allValues != %@)", [BoolWrapper(persistedValue: true)], 0, { $0.mapBool.values != BoolWrapper(persistedValue: true) }),
        ("(ANY mapInt.@allValues == %@)", [IntWrapper(persistedValue: 1)], 1, { $0.mapInt.values == IntWrapper(persistedValue: 1) }),
        ("(ANY mapInt.@allValues != %@)", [IntWrapper(persistedValue: 1)], 1, { $0.mapInt.values != IntWrapper(persistedValue: 1) }),
        ("(ANY mapInt.@allValues > %@)", [IntWrapper(persistedValue: 3)], 0, { $0.mapInt.values > IntWrapper(persistedValue: 3) }),
        ("(ANY mapInt.@allValues >= %@)", [IntWrapper(persistedValue: 3)], 1, { $0.mapInt.values >= IntWrapper(persistedValue: 3) }),
        ("(ANY mapInt.@allValues < %@)", [IntWrapper(persistedValue: 3)], 1, { $0.mapInt.values < IntWrapper(persistedValue: 3) }),
        ("(ANY mapInt.@allValues <= %@)", [IntWrapper(persistedValue: 3)], 1, { $0.mapInt.values <= IntWrapper(persistedValue: 3) }),
        ("(ANY mapInt8.@allValues == %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.mapInt8.values == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(ANY mapInt8.@allValues != %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.mapInt8.values != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(ANY mapInt8.@allValues > %@)", [Int8Wrapper(persistedValue: Int8(9))], 0, { $0.mapInt8.values > Int8Wrapper(persistedValue: Int8(9)) }),
        ("(ANY mapInt8.@allValues >= %@)", [Int8Wrapper(persistedValue: Int8(9))], 1, { $0.mapInt8.values >= Int8Wrapper(persistedValue: Int8(9)) }),
        ("(ANY mapInt8.@allValues < %@)", [Int8Wrapper(persistedValue: Int8(9))], 1, { $0.mapInt8.values < Int8Wrapper(persistedValue: Int8(9)) }),
        ("(ANY mapInt8.@allValues <= %@)", [Int8Wrapper(persistedValue: Int8(9))], 1, { $0.mapInt8.values <= Int8Wrapper(persistedValue: Int8(9)) }),
        ("(ANY mapInt16.@allValues == %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.mapInt16.values == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(ANY mapInt16.@allValues != %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.mapInt16.values != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(ANY mapInt16.@allValues > %@)", [Int16Wrapper(persistedValue: Int16(17))], 0, { $0.mapInt16.values > Int16Wrapper(persistedValue: Int16(17)) }),
        ("(ANY mapInt16.@allValues >= %@)", [Int16Wrapper(persistedValue: Int16(17))], 1, { $0.mapInt16.values >= Int16Wrapper(persistedValue: Int16(17)) }),
        ("(ANY mapInt16.@allValues < %@)", [Int16Wrapper(persistedValue: Int16(17))], 1, { $0.mapInt16.values < Int16Wrapper(persistedValue: Int16(17)) }),
        ("(ANY mapInt16.@allValues <= %@)", [Int16Wrapper(persistedValue: Int16(17))], 1, { $0.mapInt16.values <= Int16Wrapper(persistedValue: Int16(17)) }),
        ("(ANY mapInt32.@allValues == %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.mapInt32.values == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(ANY mapInt32.@allValues != %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.mapInt32.values != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(ANY mapInt32.@allValues > %@)", [Int32Wrapper(persistedValue: Int32(33))], 0, { $0.mapInt32.values > Int32Wrapper(persistedValue: Int32(33)) }),
        ("(ANY mapInt32.@allValues >= %@)", [Int32Wrapper(persistedValue: Int32(33))], 1, { $0.mapInt32.values >= Int32Wrapper(persistedValue: Int32(33)) }),
        ("(ANY mapInt32.@allValues < %@)", [Int32Wrapper(persistedValue: Int32(33))], 1, { $0.mapInt32.values < Int32Wrapper(persistedValue: Int32(33)) }),
        ("(ANY mapInt32.@allValues <= %@)", [Int32Wrapper(persistedValue: Int32(33))], 1, { $0.mapInt32.values <= Int32Wrapper(persistedValue: Int32(33)) }),
        ("(ANY mapInt64.@allValues == %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.mapInt64.values == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(ANY mapInt64.@allValues != %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.mapInt64.values != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(ANY mapInt64.@allValues > %@)", [Int64Wrapper(persistedValue: Int64(65))], 0, { $0.mapInt64.values > Int64Wrapper(persistedValue: Int64(65)) }),
        ("(ANY mapInt64.@allValues >= %@)", [Int64Wrapper(persistedValue: Int64(65))], 1, { $0.mapInt64.values >= Int64Wrapper(persistedValue: Int64(65)) }),
        ("(ANY mapInt64.@allValues < %@)", [Int64Wrapper(persistedValue: Int64(65))], 1, { $0.mapInt64.values < Int64Wrapper(persistedValue: Int64(65)) }),
        ("(ANY mapInt64.@allValues <= %@)", [Int64Wrapper(persistedValue: Int64(65))], 1, { $0.mapInt64.values <= Int64Wrapper(persistedValue: Int64(65)) }),
        ("(ANY mapFloat.@allValues == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.mapFloat.values == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(ANY mapFloat.@allValues != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.mapFloat.values != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(ANY mapFloat.@allValues > %@)", [FloatWrapper(persistedValue: Float(6.55444333))], 0, { $0.mapFloat.values > FloatWrapper(persistedValue: Float(6.55444333)) }),
        ("(ANY mapFloat.@allValues >= %@)", [FloatWrapper(persistedValue: Float(6.55444333))], 1, { $0.mapFloat.values >= FloatWrapper(persistedValue: Float(6.55444333)) }),
        ("(ANY mapFloat.@allValues < %@)", [FloatWrapper(persistedValue: Float(6.55444333))], 1, { $0.mapFloat.values < FloatWrapper(persistedValue: Float(6.55444333)) }),
        ("(ANY mapFloat.@allValues <= %@)", [FloatWrapper(persistedValue: Float(6.55444333))], 1, { $0.mapFloat.values <= FloatWrapper(persistedValue: Float(6.55444333)) }),
        ("(ANY mapDouble.@allValues == %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.mapDouble.values == DoubleWrapper(persistedValue: 123.456) }),
        ("(ANY mapDouble.@allValues != %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.mapDouble.values != DoubleWrapper(persistedValue: 123.456) }),
        ("(ANY mapDouble.@allValues > %@)", [DoubleWrapper(persistedValue: 234.567)], 0, { $0.mapDouble.values > DoubleWrapper(persistedValue: 234.567) }),
        ("(ANY mapDouble.@allValues >= %@)", [DoubleWrapper(persistedValue: 234.567)], 1, { $0.mapDouble.values >= DoubleWrapper(persistedValue: 234.567) }),
        ("(ANY mapDouble.@allValues < %@)", [DoubleWrapper(persistedValue: 234.567)], 1, { $0.mapDouble.values < DoubleWrapper(persistedValue: 234.567) }),
        ("(ANY mapDouble.@allValues <= %@)", [DoubleWrapper(persistedValue: 234.567)], 1, { $0.mapDouble.values <= DoubleWrapper(persistedValue: 234.567) }),
        ("(ANY mapString.@allValues == %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapString.values == StringWrapper(persistedValue: "Foo") }),
        ("(ANY mapString.@allValues != %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapString.values != StringWrapper(persistedValue: "Foo") }),
        ("(ANY mapString.@allValues == %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapString.values.equals(StringWrapper(persistedValue: "Foo"), options: []) }),
        ("(ANY mapString.@allValues != %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapString.values.notEquals(StringWrapper(persistedValue: "Foo"), options: []) }),
        ("(ANY mapString.@allValues CONTAINS %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapString.values.contains(StringWrapper(persistedValue: "Foo"), options: []) }),
        ("(ANY mapString.@allValues BEGINSWITH %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapString.values.starts(with: StringWrapper(persistedValue: "Foo"), options: []) }),
        ("(ANY mapString.@allValues ENDSWITH %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapString.values.ends(with: StringWrapper(persistedValue: "Foo"), options: []) }),
        ("(NOT ANY mapString.@allValues == %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapString.values.equals(StringWrapper(persistedValue: "Foo"), options: []) }),
        ("(NOT ANY mapString.@allValues != %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapString.values.notEquals(StringWrapper(persistedValue: "Foo"), options: []) }),
        ("(NOT ANY mapString.@allValues CONTAINS %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapString.values.contains(StringWrapper(persistedValue: "Foo"), options: []) }),
        ("(NOT ANY mapString.@allValues BEGINSWITH %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapString.values.starts(with: StringWrapper(persistedValue: "Foo"), options: []) }),
        ("(NOT ANY mapString.@allValues ENDSWITH %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapString.values.ends(with: StringWrapper(persistedValue: "Foo"), options: []) }),
        ("(ANY mapString.@allValues ==[c] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapString.values.equals(StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive]) }),
        ("(ANY mapString.@allValues !=[c] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapString.values.notEquals(StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive]) }),
        ("(ANY mapString.@allValues CONTAINS[c] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapString.values.contains(StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive]) }),
        ("(ANY mapString.@allValues BEGINSWITH[c] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapString.values.starts(with: StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive]) }),
        ("(ANY mapString.@allValues ENDSWITH[c] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapString.values.ends(with: StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive]) }),
        ("(NOT ANY mapString.@allValues ==[c] %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapString.values.equals(StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive]) }),
        ("(NOT ANY mapString.@allValues !=[c] %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapString.values.notEquals(StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive]) }),
        ("(NOT ANY mapString.@allValues CONTAINS[c] %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapString.values.contains(StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive]) }),
        ("(NOT ANY mapString.@allValues BEGINSWITH[c] %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapString.values.starts(with: StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive]) }),
        ("(NOT ANY mapString.@allValues ENDSWITH[c] %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapString.values.ends(with: StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive]) }),
        ("(ANY mapString.@allValues ==[d] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapString.values.equals(StringWrapper(persistedValue: "Foo"), options: [.diacriticInsensitive]) }),
        ("(ANY mapString.@allValues !=[d] %@)", [StringWrapper(persistedValue: "Foo")], 0, { $0.mapString.values.notEquals(StringWrapper(persistedValue: "Foo"), options: [.diacriticInsensitive]) }),
        ("(ANY mapString.@allValues CONTAINS[d] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapString.values.contains(StringWrapper(persistedValue: "Foo"), options: [.diacriticInsensitive]) }),
        ("(ANY mapString.@allValues BEGINSWITH[d] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapString.values.starts(with: StringWrapper(persistedValue: "Foo"), options: [.diacriticInsensitive]) }),
        ("(ANY mapString.@allValues ENDSWITH[d] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapString.values.ends(with: StringWrapper(persistedValue: "Foo"), options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues ==[d] %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapString.values.equals(StringWrapper(persistedValue: "Foo"), options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues !=[d] %@)", [StringWrapper(persistedValue: "Foo")], 1, { !$0.mapString.values.notEquals(StringWrapper(persistedValue: "Foo"), options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues CONTAINS[d] %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapString.values.contains(StringWrapper(persistedValue: "Foo"), options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues BEGINSWITH[d] %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapString.values.starts(with: StringWrapper(persistedValue: "Foo"), options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues ENDSWITH[d] %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapString.values.ends(with: StringWrapper(persistedValue: "Foo"), options: [.diacriticInsensitive]) }),
        ("(ANY mapString.@allValues ==[cd] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapString.values.equals(StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapString.@allValues !=[cd] %@)", [StringWrapper(persistedValue: "Foo")], 0, { $0.mapString.values.notEquals(StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapString.@allValues CONTAINS[cd] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapString.values.contains(StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapString.@allValues BEGINSWITH[cd] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapString.values.starts(with: StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapString.@allValues ENDSWITH[cd] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapString.values.ends(with: StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues ==[cd] %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapString.values.equals(StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues !=[cd] %@)", [StringWrapper(persistedValue: "Foo")], 1, { !$0.mapString.values.notEquals(StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues CONTAINS[cd] %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapString.values.contains(StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues BEGINSWITH[cd] %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapString.values.starts(with: StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapString.@allValues ENDSWITH[cd] %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapString.values.ends(with: StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapBinary.@allValues == %@)", [DataWrapper(persistedValue: Data(count: 64))], 1, { $0.mapBinary.values == DataWrapper(persistedValue: Data(count: 64)) }),
        ("(ANY mapBinary.@allValues != %@)", [DataWrapper(persistedValue: Data(count: 64))], 1, { $0.mapBinary.values != DataWrapper(persistedValue: Data(count: 64)) }),
        ("(ANY mapDate.@allValues == %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.mapDate.values == DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(ANY mapDate.@allValues != %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.mapDate.values != DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(ANY mapDate.@allValues > %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 0, { $0.mapDate.values > DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) }),
        ("(ANY mapDate.@allValues >= %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 1, { $0.mapDate.values >= DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) }),
        ("(ANY mapDate.@allValues < %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 1, { $0.mapDate.values < DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) }),
        ("(ANY mapDate.@allValues <= %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 1, { $0.mapDate.values <= DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) }),
        ("(ANY mapDecimal.@allValues == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.mapDecimal.values == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(ANY mapDecimal.@allValues != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.mapDecimal.values != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(ANY mapDecimal.@allValues > %@)", [Decimal128Wrapper(persistedValue: Decimal128(234.567))], 0, { $0.mapDecimal.values > Decimal128Wrapper(persistedValue: Decimal128(234.567)) }),
        ("(ANY mapDecimal.@allValues >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(234.567))], 1, { $0.mapDecimal.values >= Decimal128Wrapper(persistedValue: Decimal128(234.567)) }),
        ("(ANY mapDecimal.@allValues < %@)", [Decimal128Wrapper(persistedValue: Decimal128(234.567))], 1, { $0.mapDecimal.values < Decimal128Wrapper(persistedValue: Decimal128(234.567)) }),
        ("(ANY mapDecimal.@allValues <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(234.567))], 1, { $0.mapDecimal.values <= Decimal128Wrapper(persistedValue: Decimal128(234.567)) }),
        ("(ANY mapObjectId.@allValues == %@)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))], 1, { $0.mapObjectId.values == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")) }),
        ("(ANY mapObjectId.@allValues != %@)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))], 1, { $0.mapObjectId.values != ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")) }),
        ("(ANY mapUuid.@allValues == %@)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)], 1, { $0.mapUuid.values == UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!) }),
        ("(ANY mapUuid.@allValues != %@)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)], 1, { $0.mapUuid.values != UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!) }),
        ("(ANY mapOptBool.@allValues == %@)", [BoolWrapper(persistedValue: true)], 1, { $0.mapOptBool.values == BoolWrapper(persistedValue: true) }),
        ("(ANY mapOptBool.@allValues != %@)", [BoolWrapper(persistedValue: true)], 0, { $0.mapOptBool.values != BoolWrapper(persistedValue: true) }),
        ("(ANY mapOptInt.@allValues == %@)", [IntWrapper(persistedValue: 1)], 1, { $0.mapOptInt.values == IntWrapper(persistedValue: 1) }),
        ("(ANY mapOptInt.@allValues != %@)", [IntWrapper(persistedValue: 1)], 1, { $0.mapOptInt.values != IntWrapper(persistedValue: 1) }),
        ("(ANY mapOptInt.@allValues > %@)", [IntWrapper(persistedValue: 3)], 0, { $0.mapOptInt.values > IntWrapper(persistedValue: 3) }),
        ("(ANY mapOptInt.@allValues >= %@)", [IntWrapper(persistedValue: 3)], 1, { $0.mapOptInt.values >= IntWrapper(persistedValue: 3) }),
        ("(ANY mapOptInt.@allValues < %@)", [IntWrapper(persistedValue: 3)], 1, { $0.mapOptInt.values < IntWrapper(persistedValue: 3) }),
        ("(ANY mapOptInt.@allValues <= %@)", [IntWrapper(persistedValue: 3)], 1, { $0.mapOptInt.values <= IntWrapper(persistedValue: 3) }),
        ("(ANY mapOptInt8.@allValues == %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.mapOptInt8.values == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(ANY mapOptInt8.@allValues != %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.mapOptInt8.values != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(ANY mapOptInt8.@allValues > %@)", [Int8Wrapper(persistedValue: Int8(9))], 0, { $0.mapOptInt8.values > Int8Wrapper(persistedValue: Int8(9)) }),
        ("(ANY mapOptInt8.@allValues >= %@)", [Int8Wrapper(persistedValue: Int8(9))], 1, { $0.mapOptInt8.values >= Int8Wrapper(persistedValue: Int8(9)) }),
        ("(ANY mapOptInt8.@allValues < %@)", [Int8Wrapper(persistedValue: Int8(9))], 1, { $0.mapOptInt8.values < Int8Wrapper(persistedValue: Int8(9)) }),
        ("(ANY mapOptInt8.@allValues <= %@)", [Int8Wrapper(persistedValue: Int8(9))], 1, { $0.mapOptInt8.values <= Int8Wrapper(persistedValue: Int8(9)) }),
        ("(ANY mapOptInt16.@allValues == %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.mapOptInt16.values == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(ANY mapOptInt16.@allValues != %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.mapOptInt16.values != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(ANY mapOptInt16.@allValues > %@)", [Int16Wrapper(persistedValue: Int16(17))], 0, { $0.mapOptInt16.values > Int16Wrapper(persistedValue: Int16(17)) }),
        ("(ANY mapOptInt16.@allValues >= %@)", [Int16Wrapper(persistedValue: Int16(17))], 1, { $0.mapOptInt16.values >= Int16Wrapper(persistedValue: Int16(17)) }),
        ("(ANY mapOptInt16.@allValues < %@)", [Int16Wrapper(persistedValue: Int16(17))], 1, { $0.mapOptInt16.values < Int16Wrapper(persistedValue: Int16(17)) }),
        ("(ANY mapOptInt16.@allValues <= %@)", [Int16Wrapper(persistedValue: Int16(17))], 1, { $0.mapOptInt16.values <= Int16Wrapper(persistedValue: Int16(17)) }),
        ("(ANY mapOptInt32.@allValues == %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.mapOptInt32.values == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(ANY mapOptInt32.@allValues != %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.mapOptInt32.values != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(ANY mapOptInt32.@allValues > %@)", [Int32Wrapper(persistedValue: Int32(33))], 0, { $0.mapOptInt32.values > Int32Wrapper(persistedValue: Int32(33)) }),
        ("(ANY mapOptInt32.@allValues >= %@)", [Int32Wrapper(persistedValue: Int32(33))], 1, { $0.mapOptInt32.values >= Int32Wrapper(persistedValue: Int32(33)) }),
        ("(ANY mapOptInt32.@allValues < %@)", [Int32Wrapper(persistedValue: Int32(33))], 1, { $0.mapOptInt32.values < Int32Wrapper(persistedValue: Int32(33)) }),
        ("(ANY mapOptInt32.@allValues <= %@)", [Int32Wrapper(persistedValue: Int32(33))], 1, { $0.mapOptInt32.values <= Int32Wrapper(persistedValue: Int32(33)) }),
        ("(ANY mapOptInt64.@allValues == %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.mapOptInt64.values == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(ANY mapOptInt64.@allValues != %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.mapOptInt64.values != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(ANY mapOptInt64.@allValues > %@)", [Int64Wrapper(persistedValue: Int64(65))], 0, { $0.mapOptInt64.values > Int64Wrapper(persistedValue: Int64(65)) }),
        ("(ANY mapOptInt64.@allValues >= %@)", [Int64Wrapper(persistedValue: Int64(65))], 1, { $0.mapOptInt64.values >= Int64Wrapper(persistedValue: Int64(65)) }),
        ("(ANY mapOptInt64.@allValues < %@)", [Int64Wrapper(persistedValue: Int64(65))], 1, { $0.mapOptInt64.values < Int64Wrapper(persistedValue: Int64(65)) }),
        ("(ANY mapOptInt64.@allValues <= %@)", [Int64Wrapper(persistedValue: Int64(65))], 1, { $0.mapOptInt64.values <= Int64Wrapper(persistedValue: Int64(65)) }),
        ("(ANY mapOptFloat.@allValues == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.mapOptFloat.values == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(ANY mapOptFloat.@allValues != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.mapOptFloat.values != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(ANY mapOptFloat.@allValues > %@)", [FloatWrapper(persistedValue: Float(6.55444333))], 0, { $0.mapOptFloat.values > FloatWrapper(persistedValue: Float(6.55444333)) }),
        ("(ANY mapOptFloat.@allValues >= %@)", [FloatWrapper(persistedValue: Float(6.55444333))], 1, { $0.mapOptFloat.values >= FloatWrapper(persistedValue: Float(6.55444333)) }),
        ("(ANY mapOptFloat.@allValues < %@)", [FloatWrapper(persistedValue: Float(6.55444333))], 1, { $0.mapOptFloat.values < FloatWrapper(persistedValue: Float(6.55444333)) }),
        ("(ANY mapOptFloat.@allValues <= %@)", [FloatWrapper(persistedValue: Float(6.55444333))], 1, { $0.mapOptFloat.values <= FloatWrapper(persistedValue: Float(6.55444333)) }),
        ("(ANY mapOptDouble.@allValues == %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.mapOptDouble.values == DoubleWrapper(persistedValue: 123.456) }),
        ("(ANY mapOptDouble.@allValues != %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.mapOptDouble.values != DoubleWrapper(persistedValue: 123.456) }),
        ("(ANY mapOptDouble.@allValues > %@)", [DoubleWrapper(persistedValue: 234.567)], 0, { $0.mapOptDouble.values > DoubleWrapper(persistedValue: 234.567) }),
        ("(ANY mapOptDouble.@allValues >= %@)", [DoubleWrapper(persistedValue: 234.567)], 1, { $0.mapOptDouble.values >= DoubleWrapper(persistedValue: 234.567) }),
        ("(ANY mapOptDouble.@allValues < %@)", [DoubleWrapper(persistedValue: 234.567)], 1, { $0.mapOptDouble.values < DoubleWrapper(persistedValue: 234.567) }),
        ("(ANY mapOptDouble.@allValues <= %@)", [DoubleWrapper(persistedValue: 234.567)], 1, { $0.mapOptDouble.values <= DoubleWrapper(persistedValue: 234.567) }),
        ("(ANY mapOptString.@allValues == %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString.values == StringWrapper(persistedValue: "Foo") }),
        ("(ANY mapOptString.@allValues != %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString.values != StringWrapper(persistedValue: "Foo") }),
        ("(ANY mapOptString.@allValues == %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString.values.equals(StringWrapper(persistedValue: "Foo"), options: []) }),
        ("(ANY mapOptString.@allValues != %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString.values.notEquals(StringWrapper(persistedValue: "Foo"), options: []) }),
        ("(ANY mapOptString.@allValues CONTAINS %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString.values.contains(StringWrapper(persistedValue: "Foo"), options: []) }),
        ("(ANY mapOptString.@allValues BEGINSWITH %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString.values.starts(with: StringWrapper(persistedValue: "Foo"), options: []) }),
        ("(ANY mapOptString.@allValues ENDSWITH %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString.values.ends(with: StringWrapper(persistedValue: "Foo"), options: []) }),
        ("(NOT ANY mapOptString.@allValues == %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapOptString.values.equals(StringWrapper(persistedValue: "Foo"), options: []) }),
        ("(NOT ANY mapOptString.@allValues != %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapOptString.values.notEquals(StringWrapper(persistedValue: "Foo"), options: []) }),
        ("(NOT ANY mapOptString.@allValues CONTAINS %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapOptString.values.contains(StringWrapper(persistedValue: "Foo"), options: []) }),
        ("(NOT ANY mapOptString.@allValues BEGINSWITH %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapOptString.values.starts(with: StringWrapper(persistedValue: "Foo"), options: []) }),
        ("(NOT ANY mapOptString.@allValues ENDSWITH %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapOptString.values.ends(with: StringWrapper(persistedValue: "Foo"), options: []) }),
        ("(ANY mapOptString.@allValues ==[c] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString.values.equals(StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive]) }),
        ("(ANY mapOptString.@allValues !=[c] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString.values.notEquals(StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive]) }),
        ("(ANY mapOptString.@allValues CONTAINS[c] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString.values.contains(StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive]) }),
        ("(ANY mapOptString.@allValues BEGINSWITH[c] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString.values.starts(with: StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive]) }),
        ("(ANY mapOptString.@allValues ENDSWITH[c] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString.values.ends(with: StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues ==[c] %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapOptString.values.equals(StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues !=[c] %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapOptString.values.notEquals(StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues CONTAINS[c] %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapOptString.values.contains(StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues BEGINSWITH[c] %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapOptString.values.starts(with: StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues ENDSWITH[c] %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapOptString.values.ends(with: StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive]) }),
        ("(ANY mapOptString.@allValues ==[d] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString.values.equals(StringWrapper(persistedValue: "Foo"), options: [.diacriticInsensitive]) }),
        ("(ANY mapOptString.@allValues !=[d] %@)", [StringWrapper(persistedValue: "Foo")], 0, { $0.mapOptString.values.notEquals(StringWrapper(persistedValue: "Foo"), options: [.diacriticInsensitive]) }),
        ("(ANY mapOptString.@allValues CONTAINS[d] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString.values.contains(StringWrapper(persistedValue: "Foo"), options: [.diacriticInsensitive]) }),
        ("(ANY mapOptString.@allValues BEGINSWITH[d] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString.values.starts(with: StringWrapper(persistedValue: "Foo"), options: [.diacriticInsensitive]) }),
        ("(ANY mapOptString.@allValues ENDSWITH[d] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString.values.ends(with: StringWrapper(persistedValue: "Foo"), options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues ==[d] %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapOptString.values.equals(StringWrapper(persistedValue: "Foo"), options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues !=[d] %@)", [StringWrapper(persistedValue: "Foo")], 1, { !$0.mapOptString.values.notEquals(StringWrapper(persistedValue: "Foo"), options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues CONTAINS[d] %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapOptString.values.contains(StringWrapper(persistedValue: "Foo"), options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues BEGINSWITH[d] %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapOptString.values.starts(with: StringWrapper(persistedValue: "Foo"), options: [.diacriticInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues ENDSWITH[d] %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapOptString.values.ends(with: StringWrapper(persistedValue: "Foo"), options: [.diacriticInsensitive]) }),
        ("(ANY mapOptString.@allValues ==[cd] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString.values.equals(StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptString.@allValues !=[cd] %@)", [StringWrapper(persistedValue: "Foo")], 0, { $0.mapOptString.values.notEquals(StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptString.@allValues CONTAINS[cd] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString.values.contains(StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptString.@allValues BEGINSWITH[cd] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString.values.starts(with: StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptString.@allValues ENDSWITH[cd] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString.values.ends(with: StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues ==[cd] %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapOptString.values.equals(StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues !=[cd] %@)", [StringWrapper(persistedValue: "Foo")], 1, { !$0.mapOptString.values.notEquals(StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues CONTAINS[cd] %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapOptString.values.contains(StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues BEGINSWITH[cd] %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapOptString.values.starts(with: StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT ANY mapOptString.@allValues ENDSWITH[cd] %@)", [StringWrapper(persistedValue: "Foo")], 0, { !$0.mapOptString.values.ends(with: StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(ANY mapOptBinary.@allValues == %@)", [DataWrapper(persistedValue: Data(count: 64))], 1, { $0.mapOptBinary.values == DataWrapper(persistedValue: Data(count: 64)) }),
        ("(ANY mapOptBinary.@allValues != %@)", [DataWrapper(persistedValue: Data(count: 64))], 1, { $0.mapOptBinary.values != DataWrapper(persistedValue: Data(count: 64)) }),
        ("(ANY mapOptDate.@allValues == %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.mapOptDate.values == DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(ANY mapOptDate.@allValues != %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.mapOptDate.values != DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(ANY mapOptDate.@allValues > %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 0, { $0.mapOptDate.values > DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) }),
        ("(ANY mapOptDate.@allValues >= %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 1, { $0.mapOptDate.values >= DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) }),
        ("(ANY mapOptDate.@allValues < %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 1, { $0.mapOptDate.values < DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) }),
        ("(ANY mapOptDate.@allValues <= %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 1, { $0.mapOptDate.values <= DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) }),
        ("(ANY mapOptDecimal.@allValues == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.mapOptDecimal.values == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(ANY mapOptDecimal.@allValues != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.mapOptDecimal.values != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(ANY mapOptDecimal.@allValues > %@)", [Decimal128Wrapper(persistedValue: Decimal128(234.567))], 0, { $0.mapOptDecimal.values > Decimal128Wrapper(persistedValue: Decimal128(234.567)) }),
        ("(ANY mapOptDecimal.@allValues >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(234.567))], 1, { $0.mapOptDecimal.values >= Decimal128Wrapper(persistedValue: Decimal128(234.567)) }),
        ("(ANY mapOptDecimal.@allValues < %@)", [Decimal128Wrapper(persistedValue: Decimal128(234.567))], 1, { $0.mapOptDecimal.values < Decimal128Wrapper(persistedValue: Decimal128(234.567)) }),
        ("(ANY mapOptDecimal.@allValues <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(234.567))], 1, { $0.mapOptDecimal.values <= Decimal128Wrapper(persistedValue: Decimal128(234.567)) }),
        ("(ANY mapOptObjectId.@allValues == %@)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))], 1, { $0.mapOptObjectId.values == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")) }),
        ("(ANY mapOptObjectId.@allValues != %@)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))], 1, { $0.mapOptObjectId.values != ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")) }),
        ("(ANY mapOptUuid.@allValues == %@)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)], 1, { $0.mapOptUuid.values == UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!) }),
        ("(ANY mapOptUuid.@allValues != %@)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)], 1, { $0.mapOptUuid.values != UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!) }),
        ("(ANY mapString.@allValues LIKE[c] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapString.values.like(StringWrapper(persistedValue: "Foo"), caseInsensitive: true) }),
        ("(ANY mapString.@allValues LIKE %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapString.values.like(StringWrapper(persistedValue: "Foo")) }),
        ("(ANY mapOptString.@allValues LIKE[c] %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString.values.like(StringWrapper(persistedValue: "Foo"), caseInsensitive: true) }),
        ("(ANY mapOptString.@allValues LIKE %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString.values.like(StringWrapper(persistedValue: "Foo")) }),
    ]
    for (text, values, count, query) in wrappedRows {
        let (built, args) = query(Query<CustomPersistableCollections>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(CustomPersistableCollections.self).where(query).count, count, built)
    }
}

/// A map subscript in a where closure, `map["foo"]`, is `(name[%@] op %@)` with the key and the value as arguments, on maps of every scalar type, AnyRealmValue, persistable enum and wrapper, optional or not, holding the first value under "foo": `==`, `>=` and `<=` it match and `!=`, `>` and `<` do not; on string maps it contains, begins and ends with the value and is LIKE it, with and without `[cd]` or `[c]`, and `!` before `contains` matches nothing.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testMapAllKeysAllValuesSubscript
func testSuiteQueryMapSubscriptEveryValueType() throws {
    let realm = try Realm()
    let values = ModernCollectionsOfValues()
    let enums = ModernCollectionsOfEnums()
    let wrapped = CustomPersistableCollections()
    values.arrayBool.append(objectsIn: [true, true])
    values.arrayInt.append(objectsIn: [1, 3])
    values.arrayInt8.append(objectsIn: [Int8(8), Int8(9)])
    values.arrayInt16.append(objectsIn: [Int16(16), Int16(17)])
    values.arrayInt32.append(objectsIn: [Int32(32), Int32(33)])
    values.arrayInt64.append(objectsIn: [Int64(64), Int64(65)])
    values.arrayFloat.append(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.arrayDouble.append(objectsIn: [123.456, 234.567])
    values.arrayString.append(objectsIn: ["Foo", "Foó"])
    values.arrayBinary.append(objectsIn: [Data(count: 64), Data(count: 128)])
    values.arrayDate.append(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.arrayDecimal.append(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.arrayObjectId.append(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.arrayUuid.append(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.arrayOptBool.append(objectsIn: [true, true])
    values.arrayOptInt.append(objectsIn: [1, 3])
    values.arrayOptInt8.append(objectsIn: [Int8(8), Int8(9)])
    values.arrayOptInt16.append(objectsIn: [Int16(16), Int16(17)])
    values.arrayOptInt32.append(objectsIn: [Int32(32), Int32(33)])
    values.arrayOptInt64.append(objectsIn: [Int64(64), Int64(65)])
    values.arrayOptFloat.append(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.arrayOptDouble.append(objectsIn: [123.456, 234.567])
    values.arrayOptString.append(objectsIn: ["Foo", "Foó"])
    values.arrayOptBinary.append(objectsIn: [Data(count: 64), Data(count: 128)])
    values.arrayOptDate.append(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.arrayOptDecimal.append(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.arrayOptObjectId.append(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.arrayOptUuid.append(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.setBool.insert(objectsIn: [true, true])
    values.setInt.insert(objectsIn: [1, 3])
    values.setInt8.insert(objectsIn: [Int8(8), Int8(9)])
    values.setInt16.insert(objectsIn: [Int16(16), Int16(17)])
    values.setInt32.insert(objectsIn: [Int32(32), Int32(33)])
    values.setInt64.insert(objectsIn: [Int64(64), Int64(65)])
    values.setFloat.insert(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.setDouble.insert(objectsIn: [123.456, 234.567])
    values.setString.insert(objectsIn: ["Foo", "Foó"])
    values.setBinary.insert(objectsIn: [Data(count: 64), Data(count: 128)])
    values.setDate.insert(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.setDecimal.insert(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.setObjectId.insert(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.setUuid.insert(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.setOptBool.insert(objectsIn: [true, true])
    values.setOptInt.insert(objectsIn: [1, 3])
    values.setOptInt8.insert(objectsIn: [Int8(8), Int8(9)])
    values.setOptInt16.insert(objectsIn: [Int16(16), Int16(17)])
    values.setOptInt32.insert(objectsIn: [Int32(32), Int32(33)])
    values.setOptInt64.insert(objectsIn: [Int64(64), Int64(65)])
    values.setOptFloat.insert(objectsIn: [Float(5.55444333), Float(6.55444333)])
    values.setOptDouble.insert(objectsIn: [123.456, 234.567])
    values.setOptString.insert(objectsIn: ["Foo", "Foó"])
    values.setOptBinary.insert(objectsIn: [Data(count: 64), Data(count: 128)])
    values.setOptDate.insert(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)])
    values.setOptDecimal.insert(objectsIn: [Decimal128(123.456), Decimal128(234.567)])
    values.setOptObjectId.insert(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")])
    values.setOptUuid.insert(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!])
    values.mapBool["foo"] = true
    values.mapBool["bar"] = true
    values.mapInt["foo"] = 1
    values.mapInt["bar"] = 3
    values.mapInt8["foo"] = Int8(8)
    values.mapInt8["bar"] = Int8(9)
    values.mapInt16["foo"] = Int16(16)
    values.mapInt16["bar"] = Int16(17)
    values.mapInt32["foo"] = Int32(32)
    values.mapInt32["bar"] = Int32(33)
    values.mapInt64["foo"] = Int64(64)
    values.mapInt64["bar"] = Int64(65)
    values.mapFloat["foo"] = Float(5.55444333)
    values.mapFloat["bar"] = Float(6.55444333)
    values.mapDouble["foo"] = 123.456
    values.mapDouble["bar"] = 234.567
    values.mapString["foo"] = "Foo"
    values.mapString["bar"] = "Foó"
    values.mapBinary["foo"] = Data(count: 64)
    values.mapBinary["bar"] = Data(count: 128)
    values.mapDate["foo"] = Date(timeIntervalSince1970: 1000000)
    values.mapDate["bar"] = Date(timeIntervalSince1970: 2000000)
    values.mapDecimal["foo"] = Decimal128(123.456)
    values.mapDecimal["bar"] = Decimal128(234.567)
    values.mapObjectId["foo"] = ObjectId("61184062c1d8f096a3695046")
    values.mapObjectId["bar"] = ObjectId("61184062c1d8f096a3695045")
    values.mapUuid["foo"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!
    values.mapUuid["bar"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    values.mapOptBool["foo"] = true
    values.mapOptBool["bar"] = true
    values.mapOptInt["foo"] = 1
    values.mapOptInt["bar"] = 3
    values.mapOptInt8["foo"] = Int8(8)
    values.mapOptInt8["bar"] = Int8(9)
    values.mapOptInt16["foo"] = Int16(16)
    values.mapOptInt16["bar"] = Int16(17)
    values.mapOptInt32["foo"] = Int32(32)
    values.mapOptInt32["bar"] = Int32(33)
    values.mapOptInt64["foo"] = Int64(64)
    values.mapOptInt64["bar"] = Int64(65)
    values.mapOptFloat["foo"] = Float(5.55444333)
    values.mapOptFloat["bar"] = Float(6.55444333)
    values.mapOptDouble["foo"] = 123.456
    values.mapOptDouble["bar"] = 234.567
    values.mapOptString["foo"] = "Foo"
    values.mapOptString["bar"] = "Foó"
    values.mapOptBinary["foo"] = Data(count: 64)
    values.mapOptBinary["bar"] = Data(count: 128)
    values.mapOptDate["foo"] = Date(timeIntervalSince1970: 1000000)
    values.mapOptDate["bar"] = Date(timeIntervalSince1970: 2000000)
    values.mapOptDecimal["foo"] = Decimal128(123.456)
    values.mapOptDecimal["bar"] = Decimal128(234.567)
    values.mapOptObjectId["foo"] = ObjectId("61184062c1d8f096a3695046")
    values.mapOptObjectId["bar"] = ObjectId("61184062c1d8f096a3695045")
    values.mapOptUuid["foo"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!
    values.mapOptUuid["bar"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    values.arrayAny.append(objectsIn: [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello")])
    values.setAny.insert(objectsIn: [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello")])
    values.mapAny["foo"] = AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))
    values.mapAny["bar"] = AnyRealmValue.string("Hello")
    enums.listInt.append(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.listInt8.append(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.listInt16.append(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.listInt32.append(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.listInt64.append(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.listFloat.append(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.listDouble.append(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.listString.append(objectsIn: [EnumString.value1, EnumString.value2])
    enums.listIntOpt.append(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.listInt8Opt.append(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.listInt16Opt.append(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.listInt32Opt.append(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.listInt64Opt.append(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.listFloatOpt.append(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.listDoubleOpt.append(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.listStringOpt.append(objectsIn: [EnumString.value1, EnumString.value2])
    enums.setInt.insert(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.setInt8.insert(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.setInt16.insert(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.setInt32.insert(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.setInt64.insert(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.setFloat.insert(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.setDouble.insert(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.setString.insert(objectsIn: [EnumString.value1, EnumString.value2])
    enums.setIntOpt.insert(objectsIn: [EnumInt.value1, EnumInt.value2])
    enums.setInt8Opt.insert(objectsIn: [EnumInt8.value1, EnumInt8.value2])
    enums.setInt16Opt.insert(objectsIn: [EnumInt16.value1, EnumInt16.value2])
    enums.setInt32Opt.insert(objectsIn: [EnumInt32.value1, EnumInt32.value2])
    enums.setInt64Opt.insert(objectsIn: [EnumInt64.value1, EnumInt64.value2])
    enums.setFloatOpt.insert(objectsIn: [EnumFloat.value1, EnumFloat.value2])
    enums.setDoubleOpt.insert(objectsIn: [EnumDouble.value1, EnumDouble.value2])
    enums.setStringOpt.insert(objectsIn: [EnumString.value1, EnumString.value2])
    enums.mapInt["foo"] = EnumInt.value1
    enums.mapInt["bar"] = EnumInt.value2
    enums.mapInt8["foo"] = EnumInt8.value1
    enums.mapInt8["bar"] = EnumInt8.value2
    enums.mapInt16["foo"] = EnumInt16.value1
    enums.mapInt16["bar"] = EnumInt16.value2
    enums.mapInt32["foo"] = EnumInt32.value1
    enums.mapInt32["bar"] = EnumInt32.value2
    enums.mapInt64["foo"] = EnumInt64.value1
    enums.mapInt64["bar"] = EnumInt64.value2
    enums.mapFloat["foo"] = EnumFloat.value1
    enums.mapFloat["bar"] = EnumFloat.value2
    enums.mapDouble["foo"] = EnumDouble.value1
    enums.mapDouble["bar"] = EnumDouble.value2
    enums.mapString["foo"] = EnumString.value1
    enums.mapString["bar"] = EnumString.value2
    enums.mapIntOpt["foo"] = EnumInt.value1
    enums.mapIntOpt["bar"] = EnumInt.value2
    enums.mapInt8Opt["foo"] = EnumInt8.value1
    enums.mapInt8Opt["bar"] = EnumInt8.value2
    enums.mapInt16Opt["foo"] = EnumInt16.value1
    enums.mapInt16Opt["bar"] = EnumInt16.value2
    enums.mapInt32Opt["foo"] = EnumInt32.value1
    enums.mapInt32Opt["bar"] = EnumInt32.value2
    enums.mapInt64Opt["foo"] = EnumInt64.value1
    enums.mapInt64Opt["bar"] = EnumInt64.value2
    enums.mapFloatOpt["foo"] = EnumFloat.value1
    enums.mapFloatOpt["bar"] = EnumFloat.value2
    enums.mapDoubleOpt["foo"] = EnumDouble.value1
    enums.mapDoubleOpt["bar"] = EnumDouble.value2
    enums.mapStringOpt["foo"] = EnumString.value1
    enums.mapStringOpt["bar"] = EnumString.value2
    wrapped.listBool.append(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.listInt.append(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.listInt8.append(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.listInt16.append(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.listInt32.append(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.listInt64.append(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.listFloat.append(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.listDouble.append(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.listString.append(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.listBinary.append(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.listDate.append(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.listDecimal.append(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.listObjectId.append(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.listUuid.append(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.listOptBool.append(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.listOptInt.append(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.listOptInt8.append(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.listOptInt16.append(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.listOptInt32.append(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.listOptInt64.append(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.listOptFloat.append(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.listOptDouble.append(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.listOptString.append(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.listOptBinary.append(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.listOptDate.append(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.listOptDecimal.append(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.listOptObjectId.append(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.listOptUuid.append(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.setBool.insert(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.setInt.insert(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.setInt8.insert(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.setInt16.insert(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.setInt32.insert(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.setInt64.insert(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.setFloat.insert(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.setDouble.insert(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.setString.insert(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.setBinary.insert(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.setDate.insert(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.setDecimal.insert(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.setObjectId.insert(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.setUuid.insert(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.setOptBool.insert(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true)])
    wrapped.setOptInt.insert(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)])
    wrapped.setOptInt8.insert(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))])
    wrapped.setOptInt16.insert(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))])
    wrapped.setOptInt32.insert(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))])
    wrapped.setOptInt64.insert(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))])
    wrapped.setOptFloat.insert(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))])
    wrapped.setOptDouble.insert(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)])
    wrapped.setOptString.insert(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")])
    wrapped.setOptBinary.insert(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))])
    wrapped.setOptDate.insert(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))])
    wrapped.setOptDecimal.insert(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))])
    wrapped.setOptObjectId.insert(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))])
    wrapped.setOptUuid.insert(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)])
    wrapped.mapBool["foo"] = BoolWrapper(persistedValue: true)
    wrapped.mapBool["bar"] = BoolWrapper(persistedValue: true)
    wrapped.mapInt["foo"] = IntWrapper(persistedValue: 1)
    wrapped.mapInt["bar"] = IntWrapper(persistedValue: 3)
    wrapped.mapInt8["foo"] = Int8Wrapper(persistedValue: Int8(8))
    wrapped.mapInt8["bar"] = Int8Wrapper(persistedValue: Int8(9))
    wrapped.mapInt16["foo"] = Int16Wrapper(persistedValue: Int16(16))
    wrapped.mapInt16["bar"] = Int16Wrapper(persistedValue: Int16(17))
    wrapped.mapInt32["foo"] = Int32Wrapper(persistedValue: Int32(32))
    wrapped.mapInt32["bar"] = Int32Wrapper(persistedValue: Int32(33))
    wrapped.mapInt64["foo"] = Int64Wrapper(persistedValue: Int64(64))
    wrapped.mapInt64["bar"] = Int64Wrapper(persistedValue: Int64(65))
    wrapped.mapFloat["foo"] = FloatWrapper(persistedValue: Float(5.55444333))
    wrapped.mapFloat["bar"] = FloatWrapper(persistedValue: Float(6.55444333))
    wrapped.mapDouble["foo"] = DoubleWrapper(persistedValue: 123.456)
    wrapped.mapDouble["bar"] = DoubleWrapper(persistedValue: 234.567)
    wrapped.mapString["foo"] = StringWrapper(persistedValue: "Foo")
    wrapped.mapString["bar"] = StringWrapper(persistedValue: "Foó")
    wrapped.mapBinary["foo"] = DataWrapper(persistedValue: Data(count: 64))
    wrapped.mapBinary["bar"] = DataWrapper(persistedValue: Data(count: 128))
    wrapped.mapDate["foo"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    wrapped.mapDate["bar"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    wrapped.mapDecimal["foo"] = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    wrapped.mapDecimal["bar"] = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    wrapped.mapObjectId["foo"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))
    wrapped.mapObjectId["bar"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    wrapped.mapUuid["foo"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)
    wrapped.mapUuid["bar"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    wrapped.mapOptBool["foo"] = BoolWrapper(persistedValue: true)
    wrapped.mapOptBool["bar"] = BoolWrapper(persistedValue: true)
    wrapped.mapOptInt["foo"] = IntWrapper(persistedValue: 1)
    wrapped.mapOptInt["bar"] = IntWrapper(persistedValue: 3)
    wrapped.mapOptInt8["foo"] = Int8Wrapper(persistedValue: Int8(8))
    wrapped.mapOptInt8["bar"] = Int8Wrapper(persistedValue: Int8(9))
    wrapped.mapOptInt16["foo"] = Int16Wrapper(persistedValue: Int16(16))
    wrapped.mapOptInt16["bar"] = Int16Wrapper(persistedValue: Int16(17))
    wrapped.mapOptInt32["foo"] = Int32Wrapper(persistedValue: Int32(32))
    wrapped.mapOptInt32["bar"] = Int32Wrapper(persistedValue: Int32(33))
    wrapped.mapOptInt64["foo"] = Int64Wrapper(persistedValue: Int64(64))
    wrapped.mapOptInt64["bar"] = Int64Wrapper(persistedValue: Int64(65))
    wrapped.mapOptFloat["foo"] = FloatWrapper(persistedValue: Float(5.55444333))
    wrapped.mapOptFloat["bar"] = FloatWrapper(persistedValue: Float(6.55444333))
    wrapped.mapOptDouble["foo"] = DoubleWrapper(persistedValue: 123.456)
    wrapped.mapOptDouble["bar"] = DoubleWrapper(persistedValue: 234.567)
    wrapped.mapOptString["foo"] = StringWrapper(persistedValue: "Foo")
    wrapped.mapOptString["bar"] = StringWrapper(persistedValue: "Foó")
    wrapped.mapOptBinary["foo"] = DataWrapper(persistedValue: Data(count: 64))
    wrapped.mapOptBinary["bar"] = DataWrapper(persistedValue: Data(count: 128))
    wrapped.mapOptDate["foo"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    wrapped.mapOptDate["bar"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    wrapped.mapOptDecimal["foo"] = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    wrapped.mapOptDecimal["bar"] = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    wrapped.mapOptObjectId["foo"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))
    wrapped.mapOptObjectId["bar"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    wrapped.mapOptUuid["foo"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)
    wrapped.mapOptUuid["bar"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    try realm.write {
        realm.add(values)
        realm.add(enums)
        realm.add(wrapped)
    }
    let valueRows: [(String, [Any], Int, (Query<ModernCollectionsOfValues>) -> Query<Bool>)] = [
        ("(mapBool[%@] == %@)", ["foo", true], 1, { $0.mapBool["foo"] == true }),
        ("(mapBool[%@] != %@)", ["foo", true], 0, { $0.mapBool["foo"] != true }),
        ("(mapInt[%@] == %@)", ["foo", 1], 1, { $0.mapInt["foo"] == 1 }),
        ("(mapInt[%@] != %@)", ["foo", 1], 0, { $0.mapInt["foo"] != 1 }),
        ("(mapInt[%@] > %@)", ["foo", 1], 0, { $0.mapInt["foo"] > 1 }),
        ("(mapInt[%@] >= %@)", ["foo", 1], 1, { $0.mapInt["foo"] >= 1 }),
        ("(mapInt[%@] < %@)", ["foo", 1], 0, { $0.mapInt["foo"] < 1 }),
        ("(mapInt[%@] <= %@)", ["foo", 1], 1, { $0.mapInt["foo"] <= 1 }),
        ("(mapInt8[%@] == %@)", ["foo", Int8(8)], 1, { $0.mapInt8["foo"] == Int8(8) }),
        ("(mapInt8[%@] != %@)", ["foo", Int8(8)], 0, { $0.mapInt8["foo"] != Int8(8) }),
        ("(mapInt8[%@] > %@)", ["foo", Int8(8)], 0, { $0.mapInt8["foo"] > Int8(8) }),
        ("(mapInt8[%@] >= %@)", ["foo", Int8(8)], 1, { $0.mapInt8["foo"] >= Int8(8) }),
        ("(mapInt8[%@] < %@)", ["foo", Int8(8)], 0, { $0.mapInt8["foo"] < Int8(8) }),
        ("(mapInt8[%@] <= %@)", ["foo", Int8(8)], 1, { $0.mapInt8["foo"] <= Int8(8) }),
        ("(mapInt16[%@] == %@)", ["foo", Int16(16)], 1, { $0.mapInt16["foo"] == Int16(16) }),
        ("(mapInt16[%@] != %@)", ["foo", Int16(16)], 0, { $0.mapInt16["foo"] != Int16(16) }),
        ("(mapInt16[%@] > %@)", ["foo", Int16(16)], 0, { $0.mapInt16["foo"] > Int16(16) }),
        ("(mapInt16[%@] >= %@)", ["foo", Int16(16)], 1, { $0.mapInt16["foo"] >= Int16(16) }),
        ("(mapInt16[%@] < %@)", ["foo", Int16(16)], 0, { $0.mapInt16["foo"] < Int16(16) }),
        ("(mapInt16[%@] <= %@)", ["foo", Int16(16)], 1, { $0.mapInt16["foo"] <= Int16(16) }),
        ("(mapInt32[%@] == %@)", ["foo", Int32(32)], 1, { $0.mapInt32["foo"] == Int32(32) }),
        ("(mapInt32[%@] != %@)", ["foo", Int32(32)], 0, { $0.mapInt32["foo"] != Int32(32) }),
        ("(mapInt32[%@] > %@)", ["foo", Int32(32)], 0, { $0.mapInt32["foo"] > Int32(32) }),
        ("(mapInt32[%@] >= %@)", ["foo", Int32(32)], 1, { $0.mapInt32["foo"] >= Int32(32) }),
        ("(mapInt32[%@] < %@)", ["foo", Int32(32)], 0, { $0.mapInt32["foo"] < Int32(32) }),
        ("(mapInt32[%@] <= %@)", ["foo", Int32(32)], 1, { $0.mapInt32["foo"] <= Int32(32) }),
        ("(mapInt64[%@] == %@)", ["foo", Int64(64)], 1, { $0.mapInt64["foo"] == Int64(64) }),
        ("(mapInt64[%@] != %@)", ["foo", Int64(64)], 0, { $0.mapInt64["foo"] != Int64(64) }),
        ("(mapInt64[%@] > %@)", ["foo", Int64(64)], 0, { $0.mapInt64["foo"] > Int64(64) }),
        ("(mapInt64[%@] >= %@)", ["foo", Int64(64)], 1, { $0.mapInt64["foo"] >= Int64(64) }),
        ("(mapInt64[%@] < %@)", ["foo", Int64(64)], 0, { $0.mapInt64["foo"] < Int64(64) }),
        ("(mapInt64[%@] <= %@)", ["foo", Int64(64)], 1, { $0.mapInt64["foo"] <= Int64(64) }),
        ("(mapFloat[%@] == %@)", ["foo", Float(5.55444333)], 1, { $0.mapFloat["foo"] == Float(5.55444333) }),
        ("(mapFloat[%@] != %@)", ["foo", Float(5.55444333)], 0, { $0.mapFloat["foo"] != Float(5.55444333) }),
        ("(mapFloat[%@] > %@)", ["foo", Float(5.55444333)], 0, { $0.mapFloat["foo"] > Float(5.55444333) }),
        ("(mapFloat[%@] >= %@)", ["foo", Float(5.55444333)], 1, { $0.mapFloat["foo"] >= Float(5.55444333) }),
        ("(mapFloat[%@] < %@)", ["foo", Float(5.55444333)], 0, { $0.mapFloat["foo"] < Float(5.55444333) }),
        ("(mapFloat[%@] <= %@)", ["foo", Float(5.55444333)], 1, { $0.mapFloat["foo"] <= Float(5.55444333) }),
        ("(mapDouble[%@] == %@)", ["foo", 123.456], 1, { $0.mapDouble["foo"] == 123.456 }),
        ("(mapDouble[%@] != %@)", ["foo", 123.456], 0, { $0.mapDouble["foo"] != 123.456 }),
        ("(mapDouble[%@] > %@)", ["foo", 123.456], 0, { $0.mapDouble["foo"] > 123.456 }),
        ("(mapDouble[%@] >= %@)", ["foo", 123.456], 1, { $0.mapDouble["foo"] >= 123.456 }),
        ("(mapDouble[%@] < %@)", ["foo", 123.456], 0, { $0.mapDouble["foo"] < 123.456 }),
        ("(mapDouble[%@] <= %@)", ["foo", 123.456], 1, { $0.mapDouble["foo"] <= 123.456 }),
        ("(mapString[%@] == %@)", ["foo", "Foo"], 1, { $0.mapString["foo"] == "Foo" }),
        ("(mapString[%@] != %@)", ["foo", "Foo"], 0, { $0.mapString["foo"] != "Foo" }),
        ("(mapString[%@] CONTAINS[cd] %@)", ["foo", "Foo"], 1, { $0.mapString["foo"].contains("Foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(mapString[%@] CONTAINS %@)", ["foo", "Foo"], 1, { $0.mapString["foo"].contains("Foo") }),
        ("(NOT mapString[%@] CONTAINS %@)", ["foo", "Foo"], 0, { !$0.mapString["foo"].contains("Foo") }),
        ("(mapString[%@] BEGINSWITH[cd] %@)", ["foo", "Foo"], 1, { $0.mapString["foo"].starts(with: "Foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(mapString[%@] BEGINSWITH %@)", ["foo", "Foo"], 1, { $0.mapString["foo"].starts(with: "Foo") }),
        ("(mapString[%@] ENDSWITH[cd] %@)", ["foo", "Foo"], 1, { $0.mapString["foo"].ends(with: "Foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(mapString[%@] ENDSWITH %@)", ["foo", "Foo"], 1, { $0.mapString["foo"].ends(with: "Foo") }),
        ("(mapString[%@] LIKE[c] %@)", ["foo", "Foo"], 1, { $0.mapString["foo"].like("Foo", caseInsensitive: true) }),
        ("(mapString[%@] LIKE %@)", ["foo", "Foo"], 1, { $0.mapString["foo"].like("Foo") }),
        ("(mapBinary[%@] == %@)", ["foo", Data(count: 64)], 1, { $0.mapBinary["foo"] == Data(count: 64) }),
        ("(mapBinary[%@] != %@)", ["foo", Data(count: 64)], 0, { $0.mapBinary["foo"] != Data(count: 64) }),
        ("(mapDate[%@] == %@)", ["foo", Date(timeIntervalSince1970: 1000000)], 1, { $0.mapDate["foo"] == Date(timeIntervalSince1970: 1000000) }),
        ("(mapDate[%@] != %@)", ["foo", Date(timeIntervalSince1970: 1000000)], 0, { $0.mapDate["foo"] != Date(timeIntervalSince1970: 1000000) }),
        ("(mapDate[%@] > %@)", ["foo", Date(timeIntervalSince1970: 1000000)], 0, { $0.mapDate["foo"] > Date(timeIntervalSince1970: 1000000) }),
        ("(mapDate[%@] >= %@)", ["foo", Date(timeIntervalSince1970: 1000000)], 1, { $0.mapDate["foo"] >= Date(timeIntervalSince1970: 1000000) }),
        ("(mapDate[%@] < %@)", ["foo", Date(timeIntervalSince1970: 1000000)], 0, { $0.mapDate["foo"] < Date(timeIntervalSince1970: 1000000) }),
        ("(mapDate[%@] <= %@)", ["foo", Date(timeIntervalSince1970: 1000000)], 1, { $0.mapDate["foo"] <= Date(timeIntervalSince1970: 1000000) }),
        ("(mapDecimal[%@] == %@)", ["foo", Decimal128(123.456)], 1, { $0.mapDecimal["foo"] == Decimal128(123.456) }),
        ("(mapDecimal[%@] != %@)", ["foo", Decimal128(123.456)], 0, { $0.mapDecimal["foo"] != Decimal128(123.456) }),
        ("(mapDecimal[%@] > %@)", ["foo", Decimal128(123.456)], 0, { $0.mapDecimal["foo"] > Decimal128(123.456) }),
        ("(mapDecimal[%@] >= %@)", ["foo", Decimal128(123.456)], 1, { $0.mapDecimal["foo"] >= Decimal128(123.456) }),
        ("(mapDecimal[%@] < %@)", ["foo", Decimal128(123.456)], 0, { $0.mapDecimal["foo"] < Decimal128(123.456) }),
        ("(mapDecimal[%@] <= %@)", ["foo", Decimal128(123.456)], 1, { $0.mapDecimal["foo"] <= Decimal128(123.456) }),
        ("(mapObjectId[%@] == %@)", ["foo", ObjectId("61184062c1d8f096a3695046")], 1, { $0.mapObjectId["foo"] == ObjectId("61184062c1d8f096a3695046") }),
        ("(mapObjectId[%@] != %@)", ["foo", ObjectId("61184062c1d8f096a3695046")], 0, { $0.mapObjectId["foo"] != ObjectId("61184062c1d8f096a3695046") }),
        ("(mapUuid[%@] == %@)", ["foo", UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!], 1, { $0.mapUuid["foo"] == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")! }),
        ("(mapUuid[%@] != %@)", ["foo", UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!], 0, { $0.mapUuid["foo"] != UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")! }),
        ("(mapAny[%@] == %@)", ["foo", AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))], 1, { $0.mapAny["foo"] == AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")) }),
        ("(mapAny[%@] != %@)", ["foo", AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))], 0, { $0.mapAny["foo"] != AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")) }),
        ("(mapOptBool[%@] == %@)", ["foo", true], 1, { $0.mapOptBool["foo"] == true }),
        ("(mapOptBool[%@] != %@)", ["foo", true], 0, { $0.mapOptBool["foo"] != true }),
        ("(mapOptInt[%@] == %@)", ["foo", 1], 1, { $0.mapOptInt["foo"] == 1 }),
        ("(mapOptInt[%@] != %@)", ["foo", 1], 0, { $0.mapOptInt["foo"] != 1 }),
        ("(mapOptInt[%@] > %@)", ["foo", 1], 0, { $0.mapOptInt["foo"] > 1 }),
        ("(mapOptInt[%@] >= %@)", ["foo", 1], 1, { $0.mapOptInt["foo"] >= 1 }),
        ("(mapOptInt[%@] < %@)", ["foo", 1], 0, { $0.mapOptInt["foo"] < 1 }),
        ("(mapOptInt[%@] <= %@)", ["foo", 1], 1, { $0.mapOptInt["foo"] <= 1 }),
        ("(mapOptInt8[%@] == %@)", ["foo", Int8(8)], 1, { $0.mapOptInt8["foo"] == Int8(8) }),
        ("(mapOptInt8[%@] != %@)", ["foo", Int8(8)], 0, { $0.mapOptInt8["foo"] != Int8(8) }),
        ("(mapOptInt8[%@] > %@)", ["foo", Int8(8)], 0, { $0.mapOptInt8["foo"] > Int8(8) }),
        ("(mapOptInt8[%@] >= %@)", ["foo", Int8(8)], 1, { $0.mapOptInt8["foo"] >= Int8(8) }),
        ("(mapOptInt8[%@] < %@)", ["foo", Int8(8)], 0, { $0.mapOptInt8["foo"] < Int8(8) }),
        ("(mapOptInt8[%@] <= %@)", ["foo", Int8(8)], 1, { $0.mapOptInt8["foo"] <= Int8(8) }),
        ("(mapOptInt16[%@] == %@)", ["foo", Int16(16)], 1, { $0.mapOptInt16["foo"] == Int16(16) }),
        ("(mapOptInt16[%@] != %@)", ["foo", Int16(16)], 0, { $0.mapOptInt16["foo"] != Int16(16) }),
        ("(mapOptInt16[%@] > %@)", ["foo", Int16(16)], 0, { $0.mapOptInt16["foo"] > Int16(16) }),
        ("(mapOptInt16[%@] >= %@)", ["foo", Int16(16)], 1, { $0.mapOptInt16["foo"] >= Int16(16) }),
        ("(mapOptInt16[%@] < %@)", ["foo", Int16(16)], 0, { $0.mapOptInt16["foo"] < Int16(16) }),
        ("(mapOptInt16[%@] <= %@)", ["foo", Int16(16)], 1, { $0.mapOptInt16["foo"] <= Int16(16) }),
        ("(mapOptInt32[%@] == %@)", ["foo", Int32(32)], 1, { $0.mapOptInt32["foo"] == Int32(32) }),
        ("(mapOptInt32[%@] != %@)", ["foo", Int32(32)], 0, { $0.mapOptInt32["foo"] != Int32(32) }),
        ("(mapOptInt32[%@] > %@)", ["foo", Int32(32)], 0, { $0.mapOptInt32["foo"] > Int32(32) }),
        ("(mapOptInt32[%@] >= %@)", ["foo", Int32(32)], 1, { $0.mapOptInt32["foo"] >= Int32(32) }),
        ("(mapOptInt32[%@] < %@)", ["foo", Int32(32)], 0, { $0.mapOptInt32["foo"] < Int32(32) }),
        ("(mapOptInt32[%@] <= %@)", ["foo", Int32(32)], 1, { $0.mapOptInt32["foo"] <= Int32(32) }),
        ("(mapOptInt64[%@] == %@)", ["foo", Int64(64)], 1, { $0.mapOptInt64["foo"] == Int64(64) }),
        ("(mapOptInt64[%@] != %@)", ["foo", Int64(64)], 0, { $0.mapOptInt64["foo"] != Int64(64) }),
        ("(mapOptInt64[%@] > %@)", ["foo", Int64(64)], 0, { $0.mapOptInt64["foo"] > Int64(64) }),
        ("(mapOptInt64[%@] >= %@)", ["foo", Int64(64)], 1, { $0.mapOptInt64["foo"] >= Int64(64) }),
        ("(mapOptInt64[%@] < %@)", ["foo", Int64(64)], 0, { $0.mapOptInt64["foo"] < Int64(64) }),
        ("(mapOptInt64[%@] <= %@)", ["foo", Int64(64)], 1, { $0.mapOptInt64["foo"] <= Int64(64) }),
        ("(mapOptFloat[%@] == %@)", ["foo", Float(5.55444333)], 1, { $0.mapOptFloat["foo"] == Float(5.55444333) }),
        ("(mapOptFloat[%@] != %@)", ["foo", Float(5.55444333)], 0, { $0.mapOptFloat["foo"] != Float(5.55444333) }),
        ("(mapOptFloat[%@] > %@)", ["foo", Float(5.55444333)], 0, { $0.mapOptFloat["foo"] > Float(5.55444333) }),
        ("(mapOptFloat[%@] >= %@)", ["foo", Float(5.55444333)], 1, { $0.mapOptFloat["foo"] >= Float(5.55444333) }),
        ("(mapOptFloat[%@] < %@)", ["foo", Float(5.55444333)], 0, { $0.mapOptFloat["foo"] < Float(5.55444333) }),
        ("(mapOptFloat[%@] <= %@)", ["foo", Float(5.55444333)], 1, { $0.mapOptFloat["foo"] <= Float(5.55444333) }),
        ("(mapOptDouble[%@] == %@)", ["foo", 123.456], 1, { $0.mapOptDouble["foo"] == 123.456 }),
        ("(mapOptDouble[%@] != %@)", ["foo", 123.456], 0, { $0.mapOptDouble["foo"] != 123.456 }),
        ("(mapOptDouble[%@] > %@)", ["foo", 123.456], 0, { $0.mapOptDouble["foo"] > 123.456 }),
        ("(mapOptDouble[%@] >= %@)", ["foo", 123.456], 1, { $0.mapOptDouble["foo"] >= 123.456 }),
        ("(mapOptDouble[%@] < %@)", ["foo", 123.456], 0, { $0.mapOptDouble["foo"] < 123.456 }),
        ("(mapOptDouble[%@] <= %@)", ["foo", 123.456], 1, { $0.mapOptDouble["foo"] <= 123.456 }),
        ("(mapOptString[%@] == %@)", ["foo", "Foo"], 1, { $0.mapOptString["foo"] == "Foo" }),
        ("(mapOptString[%@] != %@)", ["foo", "Foo"], 0, { $0.mapOptString["foo"] != "Foo" }),
        ("(mapOptString[%@] CONTAINS[cd] %@)", ["foo", "Foo"], 1, { $0.mapOptString["foo"].contains("Foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(mapOptString[%@] CONTAINS %@)", ["foo", "Foo"], 1, { $0.mapOptString["foo"].contains("Foo") }),
        ("(NOT mapOptString[%@] CONTAINS %@)", ["foo", "Foo"], 0, { !$0.mapOptString["foo"].contains("Foo") }),
        ("(mapOptString[%@] BEGINSWITH[cd] %@)", ["foo", "Foo"], 1, { $0.mapOptString["foo"].starts(with: "Foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(mapOptString[%@] BEGINSWITH %@)", ["foo", "Foo"], 1, { $0.mapOptString["foo"].starts(with: "Foo") }),
        ("(mapOptString[%@] ENDSWITH[cd] %@)", ["foo", "Foo"], 1, { $0.mapOptString["foo"].ends(with: "Foo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(mapOptString[%@] ENDSWITH %@)", ["foo", "Foo"], 1, { $0.mapOptString["foo"].ends(with: "Foo") }),
        ("(mapOptString[%@] LIKE[c] %@)", ["foo", "Foo"], 1, { $0.mapOptString["foo"].like("Foo", caseInsensitive: true) }),
        ("(mapOptString[%@] LIKE %@)", ["foo", "Foo"], 1, { $0.mapOptString["foo"].like("Foo") }),
        ("(mapOptBinary[%@] == %@)", ["foo", Data(count: 64)], 1, { $0.mapOptBinary["foo"] == Data(count: 64) }),
        ("(mapOptBinary[%@] != %@)", ["foo", Data(count: 64)], 0, { $0.mapOptBinary["foo"] != Data(count: 64) }),
        ("(mapOptDate[%@] == %@)", ["foo", Date(timeIntervalSince1970: 1000000)], 1, { $0.mapOptDate["foo"] == Date(timeIntervalSince1970: 1000000) }),
        ("(mapOptDate[%@] != %@)", ["foo", Date(timeIntervalSince1970: 1000000)], 0, { $0.mapOptDate["foo"] != Date(timeIntervalSince1970: 1000000) }),
        ("(mapOptDate[%@] > %@)", ["foo", Date(timeIntervalSince1970: 1000000)], 0, { $0.mapOptDate["foo"] > Date(timeIntervalSince1970: 1000000) }),
        ("(mapOptDate[%@] >= %@)", ["foo", Date(timeIntervalSince1970: 1000000)], 1, { $0.mapOptDate["foo"] >= Date(timeIntervalSince1970: 1000000) }),
        ("(mapOptDate[%@] < %@)", ["foo", Date(timeIntervalSince1970: 1000000)], 0, { $0.mapOptDate["foo"] < Date(timeIntervalSince1970: 1000000) }),
        ("(mapOptDate[%@] <= %@)", ["foo", Date(timeIntervalSince1970: 1000000)], 1, { $0.mapOptDate["foo"] <= Date(timeIntervalSince1970: 1000000) }),
        ("(mapOptDecimal[%@] == %@)", ["foo", Decimal128(123.456)], 1, { $0.mapOptDecimal["foo"] == Decimal128(123.456) }),
        ("(mapOptDecimal[%@] != %@)", ["foo", Decimal128(123.456)], 0, { $0.mapOptDecimal["foo"] != Decimal128(123.456) }),
        ("(mapOptDecimal[%@] > %@)", ["foo", Decimal128(123.456)], 0, { $0.mapOptDecimal["foo"] > Decimal128(123.456) }),
        ("(mapOptDecimal[%@] >= %@)", ["foo", Decimal128(123.456)], 1, { $0.mapOptDecimal["foo"] >= Decimal128(123.456) }),
        ("(mapOptDecimal[%@] < %@)", ["foo", Decimal128(123.456)], 0, { $0.mapOptDecimal["foo"] < Decimal128(123.456) }),
        ("(mapOptDecimal[%@] <= %@)", ["foo", Decimal128(123.456)], 1, { $0.mapOptDecimal["foo"] <= Decimal128(123.456) }),
        ("(mapOptObjectId[%@] == %@)", ["foo", ObjectId("61184062c1d8f096a3695046")], 1, { $0.mapOptObjectId["foo"] == ObjectId("61184062c1d8f096a3695046") }),
        ("(mapOptObjectId[%@] != %@)", ["foo", ObjectId("61184062c1d8f096a3695046")], 0, { $0.mapOptObjectId["foo"] != ObjectId("61184062c1d8f096a3695046") }),
        ("(mapOptUuid[%@] == %@)", ["foo", UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!], 1, { $0.mapOptUuid["foo"] == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")! }),
        ("(mapOptUuid[%@] != %@)", ["foo", UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!], 0, { $0.mapOptUuid["foo"] != UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")! }),
    ]
    for (text, values, count, query) in valueRows {
        let (built, args) = query(Query<ModernCollectionsOfValues>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernCollectionsOfValues.self).where(query).count, count, built)
    }
    let enumRows: [(String, [Any], Int, (Query<ModernCollectionsOfEnums>) -> Query<Bool>)] = [
        ("(mapInt[%@] == %@)", ["foo", EnumInt.value1], 1, { $0.mapInt["foo"] == EnumInt.value1 }),
        ("(mapInt[%@] != %@)", ["foo", EnumInt.value1], 0, { $0.mapInt["foo"] != EnumInt.value1 }),
        ("(mapInt[%@] > %@)", ["foo", EnumInt.value1], 0, { $0.mapInt["foo"] > EnumInt.value1 }),
        ("(mapInt[%@] >= %@)", ["foo", EnumInt.value1], 1, { $0.mapInt["foo"] >= EnumInt.value1 }),
        ("(mapInt[%@] < %@)", ["foo", EnumInt.value1], 0, { $0.mapInt["foo"] < EnumInt.value1 }),
        ("(mapInt[%@] <= %@)", ["foo", EnumInt.value1], 1, { $0.mapInt["foo"] <= EnumInt.value1 }),
        ("(mapInt8[%@] == %@)", ["foo", EnumInt8.value1], 1, { $0.mapInt8["foo"] == EnumInt8.value1 }),
        ("(mapInt8[%@] != %@)", ["foo", EnumInt8.value1], 0, { $0.mapInt8["foo"] != EnumInt8.value1 }),
        ("(mapInt8[%@] > %@)", ["foo", EnumInt8.value1], 0, { $0.mapInt8["foo"] > EnumInt8.value1 }),
        ("(mapInt8[%@] >= %@)", ["foo", EnumInt8.value1], 1, { $0.mapInt8["foo"] >= EnumInt8.value1 }),
        ("(mapInt8[%@] < %@)", ["foo", EnumInt8.value1], 0, { $0.mapInt8["foo"] < EnumInt8.value1 }),
        ("(mapInt8[%@] <= %@)", ["foo", EnumInt8.value1], 1, { $0.mapInt8["foo"] <= EnumInt8.value1 }),
        ("(mapInt16[%@] == %@)", ["foo", EnumInt16.value1], 1, { $0.mapInt16["foo"] == EnumInt16.value1 }),
        ("(mapInt16[%@] != %@)", ["foo", EnumInt16.value1], 0, { $0.mapInt16["foo"] != EnumInt16.value1 }),
        ("(mapInt16[%@] > %@)", ["foo", EnumInt16.value1], 0, { $0.mapInt16["foo"] > EnumInt16.value1 }),
        ("(mapInt16[%@] >= %@)", ["foo", EnumInt16.value1], 1, { $0.mapInt16["foo"] >= EnumInt16.value1 }),
        ("(mapInt16[%@] < %@)", ["foo", EnumInt16.value1], 0, { $0.mapInt16["foo"] < EnumInt16.value1 }),
        ("(mapInt16[%@] <= %@)", ["foo", EnumInt16.value1], 1, { $0.mapInt16["foo"] <= EnumInt16.value1 }),
        ("(mapInt32[%@] == %@)", ["foo", EnumInt32.value1], 1, { $0.mapInt32["foo"] == EnumInt32.value1 }),
        ("(mapInt32[%@] != %@)", ["foo", EnumInt32.value1], 0, { $0.mapInt32["foo"] != EnumInt32.value1 }),
        ("(mapInt32[%@] > %@)", ["foo", EnumInt32.value1], 0, { $0.mapInt32["foo"] > EnumInt32.value1 }),
        ("(mapInt32[%@] >= %@)", ["foo", EnumInt32.value1], 1, { $0.mapInt32["foo"] >= EnumInt32.value1 }),
        ("(mapInt32[%@] < %@)", ["foo", EnumInt32.value1], 0, { $0.mapInt32["foo"] < EnumInt32.value1 }),
        ("(mapInt32[%@] <= %@)", ["foo", EnumInt32.value1], 1, { $0.mapInt32["foo"] <= EnumInt32.value1 }),
        ("(mapInt64[%@] == %@)", ["foo", EnumInt64.value1], 1, { $0.mapInt64["foo"] == EnumInt64.value1 }),
        ("(mapInt64[%@] != %@)", ["foo", EnumInt64.value1], 0, { $0.mapInt64["foo"] != EnumInt64.value1 }),
        ("(mapInt64[%@] > %@)", ["foo", EnumInt64.value1], 0, { $0.mapInt64["foo"] > EnumInt64.value1 }),
        ("(mapInt64[%@] >= %@)", ["foo", EnumInt64.value1], 1, { $0.mapInt64["foo"] >= EnumInt64.value1 }),
        ("(mapInt64[%@] < %@)", ["foo", EnumInt64.value1], 0, { $0.mapInt64["foo"] < EnumInt64.value1 }),
        ("(mapInt64[%@] <= %@)", ["foo", EnumInt64.value1], 1, { $0.mapInt64["foo"] <= EnumInt64.value1 }),
        ("(mapFloat[%@] == %@)", ["foo", EnumFloat.value1], 1, { $0.mapFloat["foo"] == EnumFloat.value1 }),
        ("(mapFloat[%@] != %@)", ["foo", EnumFloat.value1], 0, { $0.mapFloat["foo"] != EnumFloat.value1 }),
        ("(mapFloat[%@] > %@)", ["foo", EnumFloat.value1], 0, { $0.mapFloat["foo"] > EnumFloat.value1 }),
        ("(mapFloat[%@] >= %@)", ["foo", EnumFloat.value1], 1, { $0.mapFloat["foo"] >= EnumFloat.value1 }),
        ("(mapFloat[%@] < %@)", ["foo", EnumFloat.value1], 0, { $0.mapFloat["foo"] < EnumFloat.value1 }),
        ("(mapFloat[%@] <= %@)", ["foo", EnumFloat.value1], 1, { $0.mapFloat["foo"] <= EnumFloat.value1 }),
        ("(mapDouble[%@] == %@)", ["foo", EnumDouble.value1], 1, { $0.mapDouble["foo"] == EnumDouble.value1 }),
        ("(mapDouble[%@] != %@)", ["foo", EnumDouble.value1], 0, { $0.mapDouble["foo"] != EnumDouble.value1 }),
        ("(mapDouble[%@] > %@)", ["foo", EnumDouble.value1], 0, { $0.mapDouble["foo"] > EnumDouble.value1 }),
        ("(mapDouble[%@] >= %@)", ["foo", EnumDouble.value1], 1, { $0.mapDouble["foo"] >= EnumDouble.value1 }),
        ("(mapDouble[%@] < %@)", ["foo", EnumDouble.value1], 0, { $0.mapDouble["foo"] < EnumDouble.value1 }),
        ("(mapDouble[%@] <= %@)", ["foo", EnumDouble.value1], 1, { $0.mapDouble["foo"] <= EnumDouble.value1 }),
        ("(mapString[%@] == %@)", ["foo", EnumString.value1], 1, { $0.mapString["foo"] == EnumString.value1 }),
        ("(mapString[%@] != %@)", ["foo", EnumString.value1], 0, { $0.mapString["foo"] != EnumString.value1 }),
        ("(mapString[%@] CONTAINS[cd] %@)", ["foo", EnumString.value1], 1, { $0.mapString["foo"].contains(EnumString.value1, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(mapString[%@] CONTAINS %@)", ["foo", EnumString.value1], 1, { $0.mapString["foo"].contains(EnumString.value1) }),
        ("(NOT mapString[%@] CONTAINS %@)", ["foo", EnumString.value1], 0, { !$0.mapString["foo"].contains(EnumString.value1) }),
        ("(mapString[%@] BEGINSWITH[cd] %@)", ["foo", EnumString.value1], 1, { $0.mapString["foo"].starts(with: EnumString.value1, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(mapString[%@] BEGINSWITH %@)", ["foo", EnumString.value1], 1, { $0.mapString["foo"].starts(with: EnumString.value1) }),
        ("(mapString[%@] ENDSWITH[cd] %@)", ["foo", EnumString.value1], 1, { $0.mapString["foo"].ends(with: EnumString.value1, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(mapString[%@] ENDSWITH %@)", ["foo", EnumString.value1], 1, { $0.mapString["foo"].ends(with: EnumString.value1) }),
        ("(mapString[%@] LIKE[c] %@)", ["foo", EnumString.value1], 1, { $0.mapString["foo"].like(EnumString.value1, caseInsensitive: true) }),
        ("(mapString[%@] LIKE %@)", ["foo", EnumString.value1], 1, { $0.mapString["foo"].like(EnumString.value1) }),
        ("(mapIntOpt[%@] == %@)", ["foo", EnumInt.value1], 1, { $0.mapIntOpt["foo"] == EnumInt.value1 }),
        ("(mapIntOpt[%@] != %@)", ["foo", EnumInt.value1], 0, { $0.mapIntOpt["foo"] != EnumInt.value1 }),
        ("(mapIntOpt[%@] > %@)", ["foo", EnumInt.value1], 0, { $0.mapIntOpt["foo"] > EnumInt.value1 }),
        ("(mapIntOpt[%@] >= %@)", ["foo", EnumInt.value1], 1, { $0.mapIntOpt["foo"] >= EnumInt.value1 }),
        ("(mapIntOpt[%@] < %@)", ["foo", EnumInt.value1], 0, { $0.mapIntOpt["foo"] < EnumInt.value1 }),
        ("(mapIntOpt[%@] <= %@)", ["foo", EnumInt.value1], 1, { $0.mapIntOpt["foo"] <= EnumInt.value1 }),
        ("(mapInt8Opt[%@] == %@)", ["foo", EnumInt8.value1], 1, { $0.mapInt8Opt["foo"] == EnumInt8.value1 }),
        ("(mapInt8Opt[%@] != %@)", ["foo", EnumInt8.value1], 0, { $0.mapInt8Opt["foo"] != EnumInt8.value1 }),
        ("(mapInt8Opt[%@] > %@)", ["foo", EnumInt8.value1], 0, { $0.mapInt8Opt["foo"] > EnumInt8.value1 }),
        ("(mapInt8Opt[%@] >= %@)", ["foo", EnumInt8.value1], 1, { $0.mapInt8Opt["foo"] >= EnumInt8.value1 }),
        ("(mapInt8Opt[%@] < %@)", ["foo", EnumInt8.value1], 0, { $0.mapInt8Opt["foo"] < EnumInt8.value1 }),
        ("(mapInt8Opt[%@] <= %@)", ["foo", EnumInt8.value1], 1, { $0.mapInt8Opt["foo"] <= EnumInt8.value1 }),
        ("(mapInt16Opt[%@] == %@)", ["foo", EnumInt16.value1], 1, { $0.mapInt16Opt["foo"] == EnumInt16.value1 }),
        ("(mapInt16Opt[%@] != %@)", ["foo", EnumInt16.value1], 0, { $0.mapInt16Opt["foo"] != EnumInt16.value1 }),
        ("(mapInt16Opt[%@] > %@)", ["foo", EnumInt16.value1], 0, { $0.mapInt16Opt["foo"] > EnumInt16.value1 }),
        ("(mapInt16Opt[%@] >= %@)", ["foo", EnumInt16.value1], 1, { $0.mapInt16Opt["foo"] >= EnumInt16.value1 }),
        ("(mapInt16Opt[%@] < %@)", ["foo", EnumInt16.value1], 0, { $0.mapInt16Opt["foo"] < EnumInt16.value1 }),
        ("(mapInt16Opt[%@] <= %@)", ["foo", EnumInt16.value1], 1, { $0.mapInt16Opt["foo"] <= EnumInt16.value1 }),
        ("(mapInt32Opt[%@] == %@)", ["foo", EnumInt32.value1], 1, { $0.mapInt32Opt["foo"] == EnumInt32.value1 }),
        ("(mapInt32Opt[%@] != %@)", ["foo", EnumInt32.value1], 0, { $0.mapInt32Opt["foo"] != EnumInt32.value1 }),
        ("(mapInt32Opt[%@] > %@)", ["foo", EnumInt32.value1], 0, { $0.mapInt32Opt["foo"] > EnumInt32.value1 }),
        ("(mapInt32Opt[%@] >= %@)", ["foo", EnumInt32.value1], 1, { $0.mapInt32Opt["foo"] >= EnumInt32.value1 }),
        ("(mapInt32Opt[%@] < %@)", ["foo", EnumInt32.value1], 0, { $0.mapInt32Opt["foo"] < EnumInt32.value1 }),
        ("(mapInt32Opt[%@] <= %@)", ["foo", EnumInt32.value1], 1, { $0.mapInt32Opt["foo"] <= EnumInt32.value1 }),
        ("(mapInt64Opt[%@] == %@)", ["foo", EnumInt64.value1], 1, { $0.mapInt64Opt["foo"] == EnumInt64.value1 }),
        ("(mapInt64Opt[%@] != %@)", ["foo", EnumInt64.value1], 0, { $0.mapInt64Opt["foo"] != EnumInt64.value1 }),
        ("(mapInt64Opt[%@] > %@)", ["foo", EnumInt64.value1], 0, { $0.mapInt64Opt["foo"] > EnumInt64.value1 }),
        ("(mapInt64Opt[%@] >= %@)", ["foo", EnumInt64.value1], 1, { $0.mapInt64Opt["foo"] >= EnumInt64.value1 }),
        ("(mapInt64Opt[%@] < %@)", ["foo", EnumInt64.value1], 0, { $0.mapInt64Opt["foo"] < EnumInt64.value1 }),
        ("(mapInt64Opt[%@] <= %@)", ["foo", EnumInt64.value1], 1, { $0.mapInt64Opt["foo"] <= EnumInt64.value1 }),
        ("(mapFloatOpt[%@] == %@)", ["foo", EnumFloat.value1], 1, { $0.mapFloatOpt["foo"] == EnumFloat.value1 }),
        ("(mapFloatOpt[%@] != %@)", ["foo", EnumFloat.value1], 0, { $0.mapFloatOpt["foo"] != EnumFloat.value1 }),
        ("(mapFloatOpt[%@] > %@)", ["foo", EnumFloat.value1], 0, { $0.mapFloatOpt["foo"] > EnumFloat.value1 }),
        ("(mapFloatOpt[%@] >= %@)", ["foo", EnumFloat.value1], 1, { $0.mapFloatOpt["foo"] >= EnumFloat.value1 }),
        ("(mapFloatOpt[%@] < %@)", ["foo", EnumFloat.value1], 0, { $0.mapFloatOpt["foo"] < EnumFloat.value1 }),
        ("(mapFloatOpt[%@] <= %@)", ["foo", EnumFloat.value1], 1, { $0.mapFloatOpt["foo"] <= EnumFloat.value1 }),
        ("(mapDoubleOpt[%@] == %@)", ["foo", EnumDouble.value1], 1, { $0.mapDoubleOpt["foo"] == EnumDouble.value1 }),
        ("(mapDoubleOpt[%@] != %@)", ["foo", EnumDouble.value1], 0, { $0.mapDoubleOpt["foo"] != EnumDouble.value1 }),
        ("(mapDoubleOpt[%@] > %@)", ["foo", EnumDouble.value1], 0, { $0.mapDoubleOpt["foo"] > EnumDouble.value1 }),
        ("(mapDoubleOpt[%@] >= %@)", ["foo", EnumDouble.value1], 1, { $0.mapDoubleOpt["foo"] >= EnumDouble.value1 }),
        ("(mapDoubleOpt[%@] < %@)", ["foo", EnumDouble.value1], 0, { $0.mapDoubleOpt["foo"] < EnumDouble.value1 }),
        ("(mapDoubleOpt[%@] <= %@)", ["foo", EnumDouble.value1], 1, { $0.mapDoubleOpt["foo"] <= EnumDouble.value1 }),
        ("(mapStringOpt[%@] == %@)", ["foo", EnumString.value1], 1, { $0.mapStringOpt["foo"] == EnumString.value1 }),
        ("(mapStringOpt[%@] != %@)", ["foo", EnumString.value1], 0, { $0.mapStringOpt["foo"] != EnumString.value1 }),
        ("(mapStringOpt[%@] CONTAINS[cd] %@)", ["foo", EnumString.value1], 1, { $0.mapStringOpt["foo"].contains(EnumString.value1, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(mapStringOpt[%@] CONTAINS %@)", ["foo", EnumString.value1], 1, { $0.mapStringOpt["foo"].contains(EnumString.value1) }),
        ("(NOT mapStringOpt[%@] CONTAINS %@)", ["foo", EnumString.value1], 0, { !$0.mapStringOpt["foo"].contains(EnumString.value1) }),
        ("(mapStringOpt[%@] BEGINSWITH[cd] %@)", ["foo", EnumString.value1], 1, { $0.mapStringOpt["foo"].starts(with: EnumString.value1, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(mapStringOpt[%@] BEGINSWITH %@)", ["foo", EnumString.value1], 1, { $0.mapStringOpt["foo"].starts(with: EnumString.value1) }),
        ("(mapStringOpt[%@] ENDSWITH[cd] %@)", ["foo", EnumString.value1], 1, { $0.mapStringOpt["foo"].ends(with: EnumString.value1, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(mapStringOpt[%@] ENDSWITH %@)", ["foo", EnumString.value1], 1, { $0.mapStringOpt["foo"].ends(with: EnumString.value1) }),
        ("(mapStringOpt[%@] LIKE[c] %@)", ["foo", EnumString.value1], 1, { $0.mapStringOpt["foo"].like(EnumString.value1, caseInsensitive: true) }),
        ("(mapStringOpt[%@] LIKE %@)", ["foo", EnumString.value1], 1, { $0.mapStringOpt["foo"].like(EnumString.value1) }),
    ]
    for (text, values, count, query) in enumRows {
        let (built, args) = query(Query<ModernCollectionsOfEnums>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernCollectionsOfEnums.self).where(query).count, count, built)
    }
    let wrappedRows: [(String, [Any], Int, (Query<CustomPersistableCollections>) -> Query<Bool>)] = [
        ("(mapBool[%@] == %@)", ["foo", BoolWrapper(persistedValue: true)], 1, { $0.mapBool["foo"] == BoolWrapper(persistedValue: true) }),
        ("(mapBool[%@] != %@)", ["foo", BoolWrapper(persistedValue: true)], 0, { $0.mapBool["foo"] != BoolWrapper(persistedValue: true) }),
        ("(mapInt[%@] == %@)", ["foo", IntWrapper(persistedValue: 1)], 1, { $0.mapInt["foo"] == IntWrapper(persistedValue: 1) }),
        ("(mapInt[%@] != %@)", ["foo", IntWrapper(persistedValue: 1)], 0, { $0.mapInt["foo"] != IntWrapper(persistedValue: 1) }),
        ("(mapInt[%@] > %@)", ["foo", IntWrapper(persistedValue: 1)], 0, { $0.mapInt["foo"] > IntWrapper(persistedValue: 1) }),
        ("(mapInt[%@] >= %@)", ["foo", IntWrapper(persistedValue: 1)], 1, { $0.mapInt["foo"] >= IntWrapper(persistedValue: 1) }),
        ("(mapInt[%@] < %@)", ["foo", IntWrapper(persistedValue: 1)], 0, { $0.mapInt["foo"] < IntWrapper(persistedValue: 1) }),
        ("(mapInt[%@] <= %@)", ["foo", IntWrapper(persistedValue: 1)], 1, { $0.mapInt["foo"] <= IntWrapper(persistedValue: 1) }),
        ("(mapInt8[%@] == %@)", ["foo", Int8Wrapper(persistedValue: Int8(8))], 1, { $0.mapInt8["foo"] == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(mapInt8[%@] != %@)", ["foo", Int8Wrapper(persistedValue: Int8(8))], 0, { $0.mapInt8["foo"] != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(mapInt8[%@] > %@)", ["foo", Int8Wrapper(persistedValue: Int8(8))], 0, { $0.mapInt8["foo"] > Int8Wrapper(persistedValue: Int8(8)) }),
        ("(mapInt8[%@] >= %@)", ["foo", Int8Wrapper(persistedValue: Int8(8))], 1, { $0.mapInt8["foo"] >= Int8Wrapper(persistedValue: Int8(8)) }),
        ("(mapInt8[%@] < %@)", ["foo", Int8Wrapper(persistedValue: Int8(8))], 0, { $0.mapInt8["foo"] < Int8Wrapper(persistedValue: Int8(8)) }),
        ("(mapInt8[%@] <= %@)", ["foo", Int8Wrapper(persistedValue: Int8(8))], 1, { $0.mapInt8["foo"] <= Int8Wrapper(persistedValue: Int8(8)) }),
        ("(mapInt16[%@] == %@)", ["foo", Int16Wrapper(persistedValue: Int16(16))], 1, { $0.mapInt16["foo"] == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(mapInt16[%@] != %@)", ["foo", Int16Wrapper(persistedValue: Int16(16))], 0, { $0.mapInt16["foo"] != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(mapInt16[%@] > %@)", ["foo", Int16Wrapper(persistedValue: Int16(16))], 0, { $0.mapInt16["foo"] > Int16Wrapper(persistedValue: Int16(16)) }),
        ("(mapInt16[%@] >= %@)", ["foo", Int16Wrapper(persistedValue: Int16(16))], 1, { $0.mapInt16["foo"] >= Int16Wrapper(persistedValue: Int16(16)) }),
        ("(mapInt16[%@] < %@)", ["foo", Int16Wrapper(persistedValue: Int16(16))], 0, { $0.mapInt16["foo"] < Int16Wrapper(persistedValue: Int16(16)) }),
        ("(mapInt16[%@] <= %@)", ["foo", Int16Wrapper(persistedValue: Int16(16))], 1, { $0.mapInt16["foo"] <= Int16Wrapper(persistedValue: Int16(16)) }),
        ("(mapInt32[%@] == %@)", ["foo", Int32Wrapper(persistedValue: Int32(32))], 1, { $0.mapInt32["foo"] == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(mapInt32[%@] != %@)", ["foo", Int32Wrapper(persistedValue: Int32(32))], 0, { $0.mapInt32["foo"] != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(mapInt32[%@] > %@)", ["foo", Int32Wrapper(persistedValue: Int32(32))], 0, { $0.mapInt32["foo"] > Int32Wrapper(persistedValue: Int32(32)) }),
        ("(mapInt32[%@] >= %@)", ["foo", Int32Wrapper(persistedValue: Int32(32))], 1, { $0.mapInt32["foo"] >= Int32Wrapper(persistedValue: Int32(32)) }),
        ("(mapInt32[%@] < %@)", ["foo", Int32Wrapper(persistedValue: Int32(32))], 0, { $0.mapInt32["foo"] < Int32Wrapper(persistedValue: Int32(32)) }),
        ("(mapInt32[%@] <= %@)", ["foo", Int32Wrapper(persistedValue: Int32(32))], 1, { $0.mapInt32["foo"] <= Int32Wrapper(persistedValue: Int32(32)) }),
        ("(mapInt64[%@] == %@)", ["foo", Int64Wrapper(persistedValue: Int64(64))], 1, { $0.mapInt64["foo"] == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(mapInt64[%@] != %@)", ["foo", Int64Wrapper(persistedValue: Int64(64))], 0, { $0.mapInt64["foo"] != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(mapInt64[%@] > %@)", ["foo", Int64Wrapper(persistedValue: Int64(64))], 0, { $0.mapInt64["foo"] > Int64Wrapper(persistedValue: Int64(64)) }),
        ("(mapInt64[%@] >= %@)", ["foo", Int64Wrapper(persistedValue: Int64(64))], 1, { $0.mapInt64["foo"] >= Int64Wrapper(persistedValue: Int64(64)) }),
        ("(mapInt64[%@] < %@)", ["foo", Int64Wrapper(persistedValue: Int64(64))], 0, { $0.mapInt64["foo"] < Int64Wrapper(persistedValue: Int64(64)) }),
        ("(mapInt64[%@] <= %@)", ["foo", Int64Wrapper(persistedValue: Int64(64))], 1, { $0.mapInt64["foo"] <= Int64Wrapper(persistedValue: Int64(64)) }),
        ("(mapFloat[%@] == %@)", ["foo", FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.mapFloat["foo"] == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(mapFloat[%@] != %@)", ["foo", FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.mapFloat["foo"] != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(mapFloat[%@] > %@)", ["foo", FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.mapFloat["foo"] > FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(mapFloat[%@] >= %@)", ["foo", FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.mapFloat["foo"] >= FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(mapFloat[%@] < %@)", ["foo", FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.mapFloat["foo"] < FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(mapFloat[%@] <= %@)", ["foo", FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.mapFloat["foo"] <= FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(mapDouble[%@] == %@)", ["foo", DoubleWrapper(persistedValue: 123.456)], 1, { $0.mapDouble["foo"] == DoubleWrapper(persistedValue: 123.456) }),
        ("(mapDouble[%@] != %@)", ["foo", DoubleWrapper(persistedValue: 123.456)], 0, { $0.mapDouble["foo"] != DoubleWrapper(persistedValue: 123.456) }),
        ("(mapDouble[%@] > %@)", ["foo", DoubleWrapper(persistedValue: 123.456)], 0, { $0.mapDouble["foo"] > DoubleWrapper(persistedValue: 123.456) }),
        ("(mapDouble[%@] >= %@)", ["foo", DoubleWrapper(persistedValue: 123.456)], 1, { $0.mapDouble["foo"] >= DoubleWrapper(persistedValue: 123.456) }),
        ("(mapDouble[%@] < %@)", ["foo", DoubleWrapper(persistedValue: 123.456)], 0, { $0.mapDouble["foo"] < DoubleWrapper(persistedValue: 123.456) }),
        ("(mapDouble[%@] <= %@)", ["foo", DoubleWrapper(persistedValue: 123.456)], 1, { $0.mapDouble["foo"] <= DoubleWrapper(persistedValue: 123.456) }),
        ("(mapString[%@] == %@)", ["foo", StringWrapper(persistedValue: "Foo")], 1, { $0.mapString["foo"] == StringWrapper(persistedValue: "Foo") }),
        ("(mapString[%@] != %@)", ["foo", StringWrapper(persistedValue: "Foo")], 0, { $0.mapString["foo"] != StringWrapper(persistedValue: "Foo") }),
        ("(mapString[%@] CONTAINS[cd] %@)", ["foo", StringWrapper(persistedValue: "Foo")], 1, { $0.mapString["foo"].contains(StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(mapString[%@] CONTAINS %@)", ["foo", StringWrapper(persistedValue: "Foo")], 1, { $0.mapString["foo"].contains(StringWrapper(persistedValue: "Foo")) }),
        ("(NOT mapString[%@] CONTAINS %@)", ["foo", StringWrapper(persistedValue: "Foo")], 0, { !$0.mapString["foo"].contains(StringWrapper(persistedValue: "Foo")) }),
        ("(mapString[%@] BEGINSWITH[cd] %@)", ["foo", StringWrapper(persistedValue: "Foo")], 1, { $0.mapString["foo"].starts(with: StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(mapString[%@] BEGINSWITH %@)", ["foo", StringWrapper(persistedValue: "Foo")], 1, { $0.mapString["foo"].starts(with: StringWrapper(persistedValue: "Foo")) }),
        ("(mapString[%@] ENDSWITH[cd] %@)", ["foo", StringWrapper(persistedValue: "Foo")], 1, { $0.mapString["foo"].ends(with: StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(mapString[%@] ENDSWITH %@)", ["foo", StringWrapper(persistedValue: "Foo")], 1, { $0.mapString["foo"].ends(with: StringWrapper(persistedValue: "Foo")) }),
        ("(mapString[%@] LIKE[c] %@)", ["foo", StringWrapper(persistedValue: "Foo")], 1, { $0.mapString["foo"].like(StringWrapper(persistedValue: "Foo"), caseInsensitive: true) }),
        ("(mapString[%@] LIKE %@)", ["foo", StringWrapper(persistedValue: "Foo")], 1, { $0.mapString["foo"].like(StringWrapper(persistedValue: "Foo")) }),
        ("(mapBinary[%@] == %@)", ["foo", DataWrapper(persistedValue: Data(count: 64))], 1, { $0.mapBinary["foo"] == DataWrapper(persistedValue: Data(count: 64)) }),
        ("(mapBinary[%@] != %@)", ["foo", DataWrapper(persistedValue: Data(count: 64))], 0, { $0.mapBinary["foo"] != DataWrapper(persistedValue: Data(count: 64)) }),
        ("(mapDate[%@] == %@)", ["foo", DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.mapDate["foo"] == DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(mapDate[%@] != %@)", ["foo", DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 0, { $0.mapDate["foo"] != DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(mapDate[%@] > %@)", ["foo", DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 0, { $0.mapDate["foo"] > DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(mapDate[%@] >= %@)", ["foo", DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.mapDate["foo"] >= DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(mapDate[%@] < %@)", ["foo", DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 0, { $0.mapDate["foo"] < DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(mapDate[%@] <= %@)", ["foo", DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.mapDate["foo"] <= DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(mapDecimal[%@] == %@)", ["foo", Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.mapDecimal["foo"] == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(mapDecimal[%@] != %@)", ["foo", Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.mapDecimal["foo"] != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(mapDecimal[%@] > %@)", ["foo", Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.mapDecimal["foo"] > Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(mapDecimal[%@] >= %@)", ["foo", Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.mapDecimal["foo"] >= Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(mapDecimal[%@] < %@)", ["foo", Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.mapDecimal["foo"] < Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(mapDecimal[%@] <= %@)", ["foo", Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.mapDecimal["foo"] <= Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(mapObjectId[%@] == %@)", ["foo", ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))], 1, { $0.mapObjectId["foo"] == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")) }),
        ("(mapObjectId[%@] != %@)", ["foo", ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))], 0, { $0.mapObjectId["foo"] != ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")) }),
        ("(mapUuid[%@] == %@)", ["foo", UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)], 1, { $0.mapUuid["foo"] == UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!) }),
        ("(mapUuid[%@] != %@)", ["foo", UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)], 0, { $0.mapUuid["foo"] != UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!) }),
        ("(mapOptBool[%@] == %@)", ["foo", BoolWrapper(persistedValue: true)], 1, { $0.mapOptBool["foo"] == BoolWrapper(persistedValue: true) }),
        ("(mapOptBool[%@] != %@)", ["foo", BoolWrapper(persistedValue: true)], 0, { $0.mapOptBool["foo"] != BoolWrapper(persistedValue: true) }),
        ("(mapOptInt[%@] == %@)", ["foo", IntWrapper(persistedValue: 1)], 1, { $0.mapOptInt["foo"] == IntWrapper(persistedValue: 1) }),
        ("(mapOptInt[%@] != %@)", ["foo", IntWrapper(persistedValue: 1)], 0, { $0.mapOptInt["foo"] != IntWrapper(persistedValue: 1) }),
        ("(mapOptInt[%@] > %@)", ["foo", IntWrapper(persistedValue: 1)], 0, { $0.mapOptInt["foo"] > IntWrapper(persistedValue: 1) }),
        ("(mapOptInt[%@] >= %@)", ["foo", IntWrapper(persistedValue: 1)], 1, { $0.mapOptInt["foo"] >= IntWrapper(persistedValue: 1) }),
        ("(mapOptInt[%@] < %@)", ["foo", IntWrapper(persistedValue: 1)], 0, { $0.mapOptInt["foo"] < IntWrapper(persistedValue: 1) }),
        ("(mapOptInt[%@] <= %@)", ["foo", IntWrapper(persistedValue: 1)], 1, { $0.mapOptInt["foo"] <= IntWrapper(persistedValue: 1) }),
        ("(mapOptInt8[%@] == %@)", ["foo", Int8Wrapper(persistedValue: Int8(8))], 1, { $0.mapOptInt8["foo"] == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(mapOptInt8[%@] != %@)", ["foo", Int8Wrapper(persistedValue: Int8(8))], 0, { $0.mapOptInt8["foo"] != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(mapOptInt8[%@] > %@)", ["foo", Int8Wrapper(persistedValue: Int8(8))], 0, { $0.mapOptInt8["foo"] > Int8Wrapper(persistedValue: Int8(8)) }),
        ("(mapOptInt8[%@] >= %@)", ["foo", Int8Wrapper(persistedValue: Int8(8))], 1, { $0.mapOptInt8["foo"] >= Int8Wrapper(persistedValue: Int8(8)) }),
        ("(mapOptInt8[%@] < %@)", ["foo", Int8Wrapper(persistedValue: Int8(8))], 0, { $0.mapOptInt8["foo"] < Int8Wrapper(persistedValue: Int8(8)) }),
        ("(mapOptInt8[%@] <= %@)", ["foo", Int8Wrapper(persistedValue: Int8(8))], 1, { $0.mapOptInt8["foo"] <= Int8Wrapper(persistedValue: Int8(8)) }),
        ("(mapOptInt16[%@] == %@)", ["foo", Int16Wrapper(persistedValue: Int16(16))], 1, { $0.mapOptInt16["foo"] == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(mapOptInt16[%@] != %@)", ["foo", Int16Wrapper(persistedValue: Int16(16))], 0, { $0.mapOptInt16["foo"] != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(mapOptInt16[%@] > %@)", ["foo", Int16Wrapper(persistedValue: Int16(16))], 0, { $0.mapOptInt16["foo"] > Int16Wrapper(persistedValue: Int16(16)) }),
        ("(mapOptInt16[%@] >= %@)", ["foo", Int16Wrapper(persistedValue: Int16(16))], 1, { $0.mapOptInt16["foo"] >= Int16Wrapper(persistedValue: Int16(16)) }),
        ("(mapOptInt16[%@] < %@)", ["foo", Int16Wrapper(persistedValue: Int16(16))], 0, { $0.mapOptInt16["foo"] < Int16Wrapper(persistedValue: Int16(16)) }),
        ("(mapOptInt16[%@] <= %@)", ["foo", Int16Wrapper(persistedValue: Int16(16))], 1, { $0.mapOptInt16["foo"] <= Int16Wrapper(persistedValue: Int16(16)) }),
        ("(mapOptInt32[%@] == %@)", ["foo", Int32Wrapper(persistedValue: Int32(32))], 1, { $0.mapOptInt32["foo"] == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(mapOptInt32[%@] != %@)", ["foo", Int32Wrapper(persistedValue: Int32(32))], 0, { $0.mapOptInt32["foo"] != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(mapOptInt32[%@] > %@)", ["foo", Int32Wrapper(persistedValue: Int32(32))], 0, { $0.mapOptInt32["foo"] > Int32Wrapper(persistedValue: Int32(32)) }),
        ("(mapOptInt32[%@] >= %@)", ["foo", Int32Wrapper(persistedValue: Int32(32))], 1, { $0.mapOptInt32["foo"] >= Int32Wrapper(persistedValue: Int32(32)) }),
        ("(mapOptInt32[%@] < %@)", ["foo", Int32Wrapper(persistedValue: Int32(32))], 0, { $0.mapOptInt32["foo"] < Int32Wrapper(persistedValue: Int32(32)) }),
        ("(mapOptInt32[%@] <= %@)", ["foo", Int32Wrapper(persistedValue: Int32(32))], 1, { $0.mapOptInt32["foo"] <= Int32Wrapper(persistedValue: Int32(32)) }),
        ("(mapOptInt64[%@] == %@)", ["foo", Int64Wrapper(persistedValue: Int64(64))], 1, { $0.mapOptInt64["foo"] == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(mapOptInt64[%@] != %@)", ["foo", Int64Wrapper(persistedValue: Int64(64))], 0, { $0.mapOptInt64["foo"] != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(mapOptInt64[%@] > %@)", ["foo", Int64Wrapper(persistedValue: Int64(64))], 0, { $0.mapOptInt64["foo"] > Int64Wrapper(persistedValue: Int64(64)) }),
        ("(mapOptInt64[%@] >= %@)", ["foo", Int64Wrapper(persistedValue: Int64(64))], 1, { $0.mapOptInt64["foo"] >= Int64Wrapper(persistedValue: Int64(64)) }),
        ("(mapOptInt64[%@] < %@)", ["foo", Int64Wrapper(persistedValue: Int64(64))], 0, { $0.mapOptInt64["foo"] < Int64Wrapper(persistedValue: Int64(64)) }),
        ("(mapOptInt64[%@] <= %@)", ["foo", Int64Wrapper(persistedValue: Int64(64))], 1, { $0.mapOptInt64["foo"] <= Int64Wrapper(persistedValue: Int64(64)) }),
        ("(mapOptFloat[%@] == %@)", ["foo", FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.mapOptFloat["foo"] == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(mapOptFloat[%@] != %@)", ["foo", FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.mapOptFloat["foo"] != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(mapOptFloat[%@] > %@)", ["foo", FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.mapOptFloat["foo"] > FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(mapOptFloat[%@] >= %@)", ["foo", FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.mapOptFloat["foo"] >= FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(mapOptFloat[%@] < %@)", ["foo", FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.mapOptFloat["foo"] < FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(mapOptFloat[%@] <= %@)", ["foo", FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.mapOptFloat["foo"] <= FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(mapOptDouble[%@] == %@)", ["foo", DoubleWrapper(persistedValue: 123.456)], 1, { $0.mapOptDouble["foo"] == DoubleWrapper(persistedValue: 123.456) }),
        ("(mapOptDouble[%@] != %@)", ["foo", DoubleWrapper(persistedValue: 123.456)], 0, { $0.mapOptDouble["foo"] != DoubleWrapper(persistedValue: 123.456) }),
        ("(mapOptDouble[%@] > %@)", ["foo", DoubleWrapper(persistedValue: 123.456)], 0, { $0.mapOptDouble["foo"] > DoubleWrapper(persistedValue: 123.456) }),
        ("(mapOptDouble[%@] >= %@)", ["foo", DoubleWrapper(persistedValue: 123.456)], 1, { $0.mapOptDouble["foo"] >= DoubleWrapper(persistedValue: 123.456) }),
        ("(mapOptDouble[%@] < %@)", ["foo", DoubleWrapper(persistedValue: 123.456)], 0, { $0.mapOptDouble["foo"] < DoubleWrapper(persistedValue: 123.456) }),
        ("(mapOptDouble[%@] <= %@)", ["foo", DoubleWrapper(persistedValue: 123.456)], 1, { $0.mapOptDouble["foo"] <= DoubleWrapper(persistedValue: 123.456) }),
        ("(mapOptString[%@] == %@)", ["foo", StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString["foo"] == StringWrapper(persistedValue: "Foo") }),
        ("(mapOptString[%@] != %@)", ["foo", StringWrapper(persistedValue: "Foo")], 0, { $0.mapOptString["foo"] != StringWrapper(persistedValue: "Foo") }),
        ("(mapOptString[%@] CONTAINS[cd] %@)", ["foo", StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString["foo"].contains(StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(mapOptString[%@] CONTAINS %@)", ["foo", StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString["foo"].contains(StringWrapper(persistedValue: "Foo")) }),
        ("(NOT mapOptString[%@] CONTAINS %@)", ["foo", StringWrapper(persistedValue: "Foo")], 0, { !$0.mapOptString["foo"].contains(StringWrapper(persistedValue: "Foo")) }),
        ("(mapOptString[%@] BEGINSWITH[cd] %@)", ["foo", StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString["foo"].starts(with: StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(mapOptString[%@] BEGINSWITH %@)", ["foo", StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString["foo"].starts(with: StringWrapper(persistedValue: "Foo")) }),
        ("(mapOptString[%@] ENDSWITH[cd] %@)", ["foo", StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString["foo"].ends(with: StringWrapper(persistedValue: "Foo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(mapOptString[%@] ENDSWITH %@)", ["foo", StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString["foo"].ends(with: StringWrapper(persistedValue: "Foo")) }),
        ("(mapOptString[%@] LIKE[c] %@)", ["foo", StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString["foo"].like(StringWrapper(persistedValue: "Foo"), caseInsensitive: true) }),
        ("(mapOptString[%@] LIKE %@)", ["foo", StringWrapper(persistedValue: "Foo")], 1, { $0.mapOptString["foo"].like(StringWrapper(persistedValue: "Foo")) }),
        ("(mapOptBinary[%@] == %@)", ["foo", DataWrapper(persistedValue: Data(count: 64))], 1, { $0.mapOptBinary["foo"] == DataWrapper(persistedValue: Data(count: 64)) }),
        ("(mapOptBinary[%@] != %@)", ["foo", DataWrapper(persistedValue: Data(count: 64))], 0, { $0.mapOptBinary["foo"] != DataWrapper(persistedValue: Data(count: 64)) }),
        ("(mapOptDate[%@] == %@)", ["foo", DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.mapOptDate["foo"] == DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(mapOptDate[%@] != %@)", ["foo", DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 0, { $0.mapOptDate["foo"] != DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(mapOptDate[%@] > %@)", ["foo", DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 0, { $0.mapOptDate["foo"] > DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(mapOptDate[%@] >= %@)", ["foo", DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.mapOptDate["foo"] >= DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(mapOptDate[%@] < %@)", ["foo", DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 0, { $0.mapOptDate["foo"] < DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(mapOptDate[%@] <= %@)", ["foo", DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.mapOptDate["foo"] <= DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(mapOptDecimal[%@] == %@)", ["foo", Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.mapOptDecimal["foo"] == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(mapOptDecimal[%@] != %@)", ["foo", Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.mapOptDecimal["foo"] != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(mapOptDecimal[%@] > %@)", ["foo", Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.mapOptDecimal["foo"] > Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(mapOptDecimal[%@] >= %@)", ["foo", Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.mapOptDecimal["foo"] >= Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(mapOptDecimal[%@] < %@)", ["foo", Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.mapOptDecimal["foo"] < Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(mapOptDecimal[%@] <= %@)", ["foo", Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.mapOptDecimal["foo"] <= Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(mapOptObjectId[%@] == %@)", ["foo", ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))], 1, { $0.mapOptObjectId["foo"] == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")) }),
        ("(mapOptObjectId[%@] != %@)", ["foo", ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))], 0, { $0.mapOptObjectId["foo"] != ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")) }),
        ("(mapOptUuid[%@] == %@)", ["foo", UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)], 1, { $0.mapOptUuid["foo"] == UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!) }),
        ("(mapOptUuid[%@] != %@)", ["foo", UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)], 0, { $0.mapOptUuid["foo"] != UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!) }),
    ]
    for (text, values, count, query) in wrappedRows {
        let (built, args) = query(Query<CustomPersistableCollections>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(CustomPersistableCollections.self).where(query).count, count, built)
    }
}
