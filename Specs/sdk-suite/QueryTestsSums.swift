// page: sdk
// tags: sdk, suite

// RealmSwift/Tests/QueryTests.swift continued: sums and averages of lists, sets and maps through a link.

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

// A link to the collections above, for aggregates through a link.
class LinkToCollectionsOfValues: Object {
    @Persisted var object: ModernCollectionsOfValues?
}

// A link to the collections above, for aggregates through a link.
class LinkToModernCollectionsOfEnums: Object {
    @Persisted var object: ModernCollectionsOfEnums?
}

// A link to the collections above, for aggregates through a link.
class LinkToCustomPersistableCollections: Object {
    @Persisted var object: CustomPersistableCollections?
}

/// `sum` of a list, set or map of every numeric type, Int-backed and floating enum (through `rawValue`) and numeric wrapper, optional or not, through a link, holding three values: `(object.name.@sum op %@)` equals the sum of the three, computed in the element's type, and is above the smallest.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testCollectionAggregatesSum
func testSuiteQueryLinkedCollectionSum() throws {
    let realm = try Realm()
    let values = ModernCollectionsOfValues()
    let enums = ModernCollectionsOfEnums()
    let wrapped = CustomPersistableCollections()
    values.arrayBool.append(objectsIn: [true, true, false])
    values.arrayInt.append(objectsIn: [1, 3, 5])
    values.arrayInt8.append(objectsIn: [Int8(8), Int8(9), Int8(10)])
    values.arrayInt16.append(objectsIn: [Int16(16), Int16(17), Int16(18)])
    values.arrayInt32.append(objectsIn: [Int32(32), Int32(33), Int32(34)])
    values.arrayInt64.append(objectsIn: [Int64(64), Int64(65), Int64(66)])
    values.arrayFloat.append(objectsIn: [Float(5.55444333), Float(6.55444333), Float(7.55444333)])
    values.arrayDouble.append(objectsIn: [123.456, 234.567, 345.678])
    values.arrayString.append(objectsIn: ["Foo", "Foó", "foo"])
    values.arrayBinary.append(objectsIn: [Data(count: 64), Data(count: 128), Data(count: 256)])
    values.arrayDate.append(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000), Date(timeIntervalSince1970: 3000000)])
    values.arrayDecimal.append(objectsIn: [Decimal128(123.456), Decimal128(234.567), Decimal128(345.678)])
    values.arrayObjectId.append(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045"), ObjectId("61184062c1d8f096a3695044")])
    values.arrayUuid.append(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!])
    values.arrayOptBool.append(objectsIn: [true, true, false])
    values.arrayOptInt.append(objectsIn: [1, 3, 5])
    values.arrayOptInt8.append(objectsIn: [Int8(8), Int8(9), Int8(10)])
    values.arrayOptInt16.append(objectsIn: [Int16(16), Int16(17), Int16(18)])
    values.arrayOptInt32.append(objectsIn: [Int32(32), Int32(33), Int32(34)])
    values.arrayOptInt64.append(objectsIn: [Int64(64), Int64(65), Int64(66)])
    values.arrayOptFloat.append(objectsIn: [Float(5.55444333), Float(6.55444333), Float(7.55444333)])
    values.arrayOptDouble.append(objectsIn: [123.456, 234.567, 345.678])
    values.arrayOptString.append(objectsIn: ["Foo", "Foó", "foo"])
    values.arrayOptBinary.append(objectsIn: [Data(count: 64), Data(count: 128), Data(count: 256)])
    values.arrayOptDate.append(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000), Date(timeIntervalSince1970: 3000000)])
    values.arrayOptDecimal.append(objectsIn: [Decimal128(123.456), Decimal128(234.567), Decimal128(345.678)])
    values.arrayOptObjectId.append(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045"), ObjectId("61184062c1d8f096a3695044")])
    values.arrayOptUuid.append(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!])
    values.setBool.insert(objectsIn: [true, true, false])
    values.setInt.insert(objectsIn: [1, 3, 5])
    values.setInt8.insert(objectsIn: [Int8(8), Int8(9), Int8(10)])
    values.setInt16.insert(objectsIn: [Int16(16), Int16(17), Int16(18)])
    values.setInt32.insert(objectsIn: [Int32(32), Int32(33), Int32(34)])
    values.setInt64.insert(objectsIn: [Int64(64), Int64(65), Int64(66)])
    values.setFloat.insert(objectsIn: [Float(5.55444333), Float(6.55444333), Float(7.55444333)])
    values.setDouble.insert(objectsIn: [123.456, 234.567, 345.678])
    values.setString.insert(objectsIn: ["Foo", "Foó", "foo"])
    values.setBinary.insert(objectsIn: [Data(count: 64), Data(count: 128), Data(count: 256)])
    values.setDate.insert(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000), Date(timeIntervalSince1970: 3000000)])
    values.setDecimal.insert(objectsIn: [Decimal128(123.456), Decimal128(234.567), Decimal128(345.678)])
    values.setObjectId.insert(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045"), ObjectId("61184062c1d8f096a3695044")])
    values.setUuid.insert(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!])
    values.setOptBool.insert(objectsIn: [true, true, false])
    values.setOptInt.insert(objectsIn: [1, 3, 5])
    values.setOptInt8.insert(objectsIn: [Int8(8), Int8(9), Int8(10)])
    values.setOptInt16.insert(objectsIn: [Int16(16), Int16(17), Int16(18)])
    values.setOptInt32.insert(objectsIn: [Int32(32), Int32(33), Int32(34)])
    values.setOptInt64.insert(objectsIn: [Int64(64), Int64(65), Int64(66)])
    values.setOptFloat.insert(objectsIn: [Float(5.55444333), Float(6.55444333), Float(7.55444333)])
    values.setOptDouble.insert(objectsIn: [123.456, 234.567, 345.678])
    values.setOptString.insert(objectsIn: ["Foo", "Foó", "foo"])
    values.setOptBinary.insert(objectsIn: [Data(count: 64), Data(count: 128), Data(count: 256)])
    values.setOptDate.insert(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000), Date(timeIntervalSince1970: 3000000)])
    values.setOptDecimal.insert(objectsIn: [Decimal128(123.456), Decimal128(234.567), Decimal128(345.678)])
    values.setOptObjectId.insert(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045"), ObjectId("61184062c1d8f096a3695044")])
    values.setOptUuid.insert(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!])
    values.mapBool["foo"] = false
    values.mapBool["bar"] = true
    values.mapBool["baz"] = true
    values.mapInt["foo"] = 5
    values.mapInt["bar"] = 3
    values.mapInt["baz"] = 1
    values.mapInt8["foo"] = Int8(10)
    values.mapInt8["bar"] = Int8(9)
    values.mapInt8["baz"] = Int8(8)
    values.mapInt16["foo"] = Int16(18)
    values.mapInt16["bar"] = Int16(17)
    values.mapInt16["baz"] = Int16(16)
    values.mapInt32["foo"] = Int32(34)
    values.mapInt32["bar"] = Int32(33)
    values.mapInt32["baz"] = Int32(32)
    values.mapInt64["foo"] = Int64(66)
    values.mapInt64["bar"] = Int64(65)
    values.mapInt64["baz"] = Int64(64)
    values.mapFloat["foo"] = Float(7.55444333)
    values.mapFloat["bar"] = Float(6.55444333)
    values.mapFloat["baz"] = Float(5.55444333)
    values.mapDouble["foo"] = 345.678
    values.mapDouble["bar"] = 234.567
    values.mapDouble["baz"] = 123.456
    values.mapString["foo"] = "foo"
    values.mapString["bar"] = "Foó"
    values.mapString["baz"] = "Foo"
    values.mapBinary["foo"] = Data(count: 256)
    values.mapBinary["bar"] = Data(count: 128)
    values.mapBinary["baz"] = Data(count: 64)
    values.mapDate["foo"] = Date(timeIntervalSince1970: 3000000)
    values.mapDate["bar"] = Date(timeIntervalSince1970: 2000000)
    values.mapDate["baz"] = Date(timeIntervalSince1970: 1000000)
    values.mapDecimal["foo"] = Decimal128(345.678)
    values.mapDecimal["bar"] = Decimal128(234.567)
    values.mapDecimal["baz"] = Decimal128(123.456)
    values.mapObjectId["foo"] = ObjectId("61184062c1d8f096a3695044")
    values.mapObjectId["bar"] = ObjectId("61184062c1d8f096a3695045")
    values.mapObjectId["baz"] = ObjectId("61184062c1d8f096a3695046")
    values.mapUuid["foo"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!
    values.mapUuid["bar"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    values.mapUuid["baz"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!
    values.mapOptBool["foo"] = false
    values.mapOptBool["bar"] = true
    values.mapOptBool["baz"] = true
    values.mapOptInt["foo"] = 5
    values.mapOptInt["bar"] = 3
    values.mapOptInt["baz"] = 1
    values.mapOptInt8["foo"] = Int8(10)
    values.mapOptInt8["bar"] = Int8(9)
    values.mapOptInt8["baz"] = Int8(8)
    values.mapOptInt16["foo"] = Int16(18)
    values.mapOptInt16["bar"] = Int16(17)
    values.mapOptInt16["baz"] = Int16(16)
    values.mapOptInt32["foo"] = Int32(34)
    values.mapOptInt32["bar"] = Int32(33)
    values.mapOptInt32["baz"] = Int32(32)
    values.mapOptInt64["foo"] = Int64(66)
    values.mapOptInt64["bar"] = Int64(65)
    values.mapOptInt64["baz"] = Int64(64)
    values.mapOptFloat["foo"] = Float(7.55444333)
    values.mapOptFloat["bar"] = Float(6.55444333)
    values.mapOptFloat["baz"] = Float(5.55444333)
    values.mapOptDouble["foo"] = 345.678
    values.mapOptDouble["bar"] = 234.567
    values.mapOptDouble["baz"] = 123.456
    values.mapOptString["foo"] = "foo"
    values.mapOptString["bar"] = "Foó"
    values.mapOptString["baz"] = "Foo"
    values.mapOptBinary["foo"] = Data(count: 256)
    values.mapOptBinary["bar"] = Data(count: 128)
    values.mapOptBinary["baz"] = Data(count: 64)
    values.mapOptDate["foo"] = Date(timeIntervalSince1970: 3000000)
    values.mapOptDate["bar"] = Date(timeIntervalSince1970: 2000000)
    values.mapOptDate["baz"] = Date(timeIntervalSince1970: 1000000)
    values.mapOptDecimal["foo"] = Decimal128(345.678)
    values.mapOptDecimal["bar"] = Decimal128(234.567)
    values.mapOptDecimal["baz"] = Decimal128(123.456)
    values.mapOptObjectId["foo"] = ObjectId("61184062c1d8f096a3695044")
    values.mapOptObjectId["bar"] = ObjectId("61184062c1d8f096a3695045")
    values.mapOptObjectId["baz"] = ObjectId("61184062c1d8f096a3695046")
    values.mapOptUuid["foo"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!
    values.mapOptUuid["bar"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    values.mapOptUuid["baz"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!
    values.arrayAny.append(objectsIn: [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello"), AnyRealmValue.int(123)])
    values.setAny.insert(objectsIn: [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello"), AnyRealmValue.int(123)])
    values.mapAny["foo"] = AnyRealmValue.int(123)
    values.mapAny["bar"] = AnyRealmValue.string("Hello")
    values.mapAny["baz"] = AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))
    enums.listInt.append(objectsIn: [EnumInt.value1, EnumInt.value2, EnumInt.value3])
    enums.listInt8.append(objectsIn: [EnumInt8.value1, EnumInt8.value2, EnumInt8.value3])
    enums.listInt16.append(objectsIn: [EnumInt16.value1, EnumInt16.value2, EnumInt16.value3])
    enums.listInt32.append(objectsIn: [EnumInt32.value1, EnumInt32.value2, EnumInt32.value3])
    enums.listInt64.append(objectsIn: [EnumInt64.value1, EnumInt64.value2, EnumInt64.value3])
    enums.listFloat.append(objectsIn: [EnumFloat.value1, EnumFloat.value2, EnumFloat.value3])
    enums.listDouble.append(objectsIn: [EnumDouble.value1, EnumDouble.value2, EnumDouble.value3])
    enums.listString.append(objectsIn: [EnumString.value1, EnumString.value2, EnumString.value3])
    enums.listIntOpt.append(objectsIn: [EnumInt.value1, EnumInt.value2, EnumInt.value3])
    enums.listInt8Opt.append(objectsIn: [EnumInt8.value1, EnumInt8.value2, EnumInt8.value3])
    enums.listInt16Opt.append(objectsIn: [EnumInt16.value1, EnumInt16.value2, EnumInt16.value3])
    enums.listInt32Opt.append(objectsIn: [EnumInt32.value1, EnumInt32.value2, EnumInt32.value3])
    enums.listInt64Opt.append(objectsIn: [EnumInt64.value1, EnumInt64.value2, EnumInt64.value3])
    enums.listFloatOpt.append(objectsIn: [EnumFloat.value1, EnumFloat.value2, EnumFloat.value3])
    enums.listDoubleOpt.append(objectsIn: [EnumDouble.value1, EnumDouble.value2, EnumDouble.value3])
    enums.listStringOpt.append(objectsIn: [EnumString.value1, EnumString.value2, EnumString.value3])
    enums.setInt.insert(objectsIn: [EnumInt.value1, EnumInt.value2, EnumInt.value3])
    enums.setInt8.insert(objectsIn: [EnumInt8.value1, EnumInt8.value2, EnumInt8.value3])
    enums.setInt16.insert(objectsIn: [EnumInt16.value1, EnumInt16.value2, EnumInt16.value3])
    enums.setInt32.insert(objectsIn: [EnumInt32.value1, EnumInt32.value2, EnumInt32.value3])
    enums.setInt64.insert(objectsIn: [EnumInt64.value1, EnumInt64.value2, EnumInt64.value3])
    enums.setFloat.insert(objectsIn: [EnumFloat.value1, EnumFloat.value2, EnumFloat.value3])
    enums.setDouble.insert(objectsIn: [EnumDouble.value1, EnumDouble.value2, EnumDouble.value3])
    enums.setString.insert(objectsIn: [EnumString.value1, EnumString.value2, EnumString.value3])
    enums.setIntOpt.insert(objectsIn: [EnumInt.value1, EnumInt.value2, EnumInt.value3])
    enums.setInt8Opt.insert(objectsIn: [EnumInt8.value1, EnumInt8.value2, EnumInt8.value3])
    enums.setInt16Opt.insert(objectsIn: [EnumInt16.value1, EnumInt16.value2, EnumInt16.value3])
    enums.setInt32Opt.insert(objectsIn: [EnumInt32.value1, EnumInt32.value2, EnumInt32.value3])
    enums.setInt64Opt.insert(objectsIn: [EnumInt64.value1, EnumInt64.value2, EnumInt64.value3])
    enums.setFloatOpt.insert(objectsIn: [EnumFloat.value1, EnumFloat.value2, EnumFloat.value3])
    enums.setDoubleOpt.insert(objectsIn: [EnumDouble.value1, EnumDouble.value2, EnumDouble.value3])
    enums.setStringOpt.insert(objectsIn: [EnumString.value1, EnumString.value2, EnumString.value3])
    enums.mapInt["foo"] = EnumInt.value3
    enums.mapInt["bar"] = EnumInt.value2
    enums.mapInt["baz"] = EnumInt.value1
    enums.mapInt8["foo"] = EnumInt8.value3
    enums.mapInt8["bar"] = EnumInt8.value2
    enums.mapInt8["baz"] = EnumInt8.value1
    enums.mapInt16["foo"] = EnumInt16.value3
    enums.mapInt16["bar"] = EnumInt16.value2
    enums.mapInt16["baz"] = EnumInt16.value1
    enums.mapInt32["foo"] = EnumInt32.value3
    enums.mapInt32["bar"] = EnumInt32.value2
    enums.mapInt32["baz"] = EnumInt32.value1
    enums.mapInt64["foo"] = EnumInt64.value3
    enums.mapInt64["bar"] = EnumInt64.value2
    enums.mapInt64["baz"] = EnumInt64.value1
    enums.mapFloat["foo"] = EnumFloat.value3
    enums.mapFloat["bar"] = EnumFloat.value2
    enums.mapFloat["baz"] = EnumFloat.value1
    enums.mapDouble["foo"] = EnumDouble.value3
    enums.mapDouble["bar"] = EnumDouble.value2
    enums.mapDouble["baz"] = EnumDouble.value1
    enums.mapString["foo"] = EnumString.value3
    enums.mapString["bar"] = EnumString.value2
    enums.mapString["baz"] = EnumString.value1
    enums.mapIntOpt["foo"] = EnumInt.value3
    enums.mapIntOpt["bar"] = EnumInt.value2
    enums.mapIntOpt["baz"] = EnumInt.value1
    enums.mapInt8Opt["foo"] = EnumInt8.value3
    enums.mapInt8Opt["bar"] = EnumInt8.value2
    enums.mapInt8Opt["baz"] = EnumInt8.value1
    enums.mapInt16Opt["foo"] = EnumInt16.value3
    enums.mapInt16Opt["bar"] = EnumInt16.value2
    enums.mapInt16Opt["baz"] = EnumInt16.value1
    enums.mapInt32Opt["foo"] = EnumInt32.value3
    enums.mapInt32Opt["bar"] = EnumInt32.value2
    enums.mapInt32Opt["baz"] = EnumInt32.value1
    enums.mapInt64Opt["foo"] = EnumInt64.value3
    enums.mapInt64Opt["bar"] = EnumInt64.value2
    enums.mapInt64Opt["baz"] = EnumInt64.value1
    enums.mapFloatOpt["foo"] = EnumFloat.value3
    enums.mapFloatOpt["bar"] = EnumFloat.value2
    enums.mapFloatOpt["baz"] = EnumFloat.value1
    enums.mapDoubleOpt["foo"] = EnumDouble.value3
    enums.mapDoubleOpt["bar"] = EnumDouble.value2
    enums.mapDoubleOpt["baz"] = EnumDouble.value1
    enums.mapStringOpt["foo"] = EnumString.value3
    enums.mapStringOpt["bar"] = EnumString.value2
    enums.mapStringOpt["baz"] = EnumString.value1
    wrapped.listBool.append(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: false)])
    wrapped.listInt.append(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3), IntWrapper(persistedValue: 5)])
    wrapped.listInt8.append(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9)), Int8Wrapper(persistedValue: Int8(10))])
    wrapped.listInt16.append(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17)), Int16Wrapper(persistedValue: Int16(18))])
    wrapped.listInt32.append(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33)), Int32Wrapper(persistedValue: Int32(34))])
    wrapped.listInt64.append(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65)), Int64Wrapper(persistedValue: Int64(66))])
    wrapped.listFloat.append(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333)), FloatWrapper(persistedValue: Float(7.55444333))])
    wrapped.listDouble.append(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567), DoubleWrapper(persistedValue: 345.678)])
    wrapped.listString.append(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó"), StringWrapper(persistedValue: "foo")])
    wrapped.listBinary.append(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128)), DataWrapper(persistedValue: Data(count: 256))])
    wrapped.listDate.append(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))])
    wrapped.listDecimal.append(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567)), Decimal128Wrapper(persistedValue: Decimal128(345.678))])
    wrapped.listObjectId.append(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))])
    wrapped.listUuid.append(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)])
    wrapped.listOptBool.append(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: false)])
    wrapped.listOptInt.append(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3), IntWrapper(persistedValue: 5)])
    wrapped.listOptInt8.append(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9)), Int8Wrapper(persistedValue: Int8(10))])
    wrapped.listOptInt16.append(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17)), Int16Wrapper(persistedValue: Int16(18))])
    wrapped.listOptInt32.append(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33)), Int32Wrapper(persistedValue: Int32(34))])
    wrapped.listOptInt64.append(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65)), Int64Wrapper(persistedValue: Int64(66))])
    wrapped.listOptFloat.append(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333)), FloatWrapper(persistedValue: Float(7.55444333))])
    wrapped.listOptDouble.append(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567), DoubleWrapper(persistedValue: 345.678)])
    wrapped.listOptString.append(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó"), StringWrapper(persistedValue: "foo")])
    wrapped.listOptBinary.append(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128)), DataWrapper(persistedValue: Data(count: 256))])
    wrapped.listOptDate.append(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))])
    wrapped.listOptDecimal.append(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567)), Decimal128Wrapper(persistedValue: Decimal128(345.678))])
    wrapped.listOptObjectId.append(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))])
    wrapped.listOptUuid.append(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)])
    wrapped.setBool.insert(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: false)])
    wrapped.setInt.insert(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3), IntWrapper(persistedValue: 5)])
    wrapped.setInt8.insert(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9)), Int8Wrapper(persistedValue: Int8(10))])
    wrapped.setInt16.insert(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17)), Int16Wrapper(persistedValue: Int16(18))])
    wrapped.setInt32.insert(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33)), Int32Wrapper(persistedValue: Int32(34))])
    wrapped.setInt64.insert(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65)), Int64Wrapper(persistedValue: Int64(66))])
    wrapped.setFloat.insert(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333)), FloatWrapper(persistedValue: Float(7.55444333))])
    wrapped.setDouble.insert(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567), DoubleWrapper(persistedValue: 345.678)])
    wrapped.setString.insert(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó"), StringWrapper(persistedValue: "foo")])
    wrapped.setBinary.insert(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128)), DataWrapper(persistedValue: Data(count: 256))])
    wrapped.setDate.insert(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))])
    wrapped.setDecimal.insert(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567)), Decimal128Wrapper(persistedValue: Decimal128(345.678))])
    wrapped.setObjectId.insert(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))])
    wrapped.setUuid.insert(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)])
    wrapped.setOptBool.insert(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: false)])
    wrapped.setOptInt.insert(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3), IntWrapper(persistedValue: 5)])
    wrapped.setOptInt8.insert(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9)), Int8Wrapper(persistedValue: Int8(10))])
    wrapped.setOptInt16.insert(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17)), Int16Wrapper(persistedValue: Int16(18))])
    wrapped.setOptInt32.insert(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33)), Int32Wrapper(persistedValue: Int32(34))])
    wrapped.setOptInt64.insert(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65)), Int64Wrapper(persistedValue: Int64(66))])
    wrapped.setOptFloat.insert(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333)), FloatWrapper(persistedValue: Float(7.55444333))])
    wrapped.setOptDouble.insert(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567), DoubleWrapper(persistedValue: 345.678)])
    wrapped.setOptString.insert(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó"), StringWrapper(persistedValue: "foo")])
    wrapped.setOptBinary.insert(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128)), DataWrapper(persistedValue: Data(count: 256))])
    wrapped.setOptDate.insert(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))])
    wrapped.setOptDecimal.insert(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567)), Decimal128Wrapper(persistedValue: Decimal128(345.678))])
    wrapped.setOptObjectId.insert(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))])
    wrapped.setOptUuid.insert(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)])
    wrapped.mapBool["foo"] = BoolWrapper(persistedValue: false)
    wrapped.mapBool["bar"] = BoolWrapper(persistedValue: true)
    wrapped.mapBool["baz"] = BoolWrapper(persistedValue: true)
    wrapped.mapInt["foo"] = IntWrapper(persistedValue: 5)
    wrapped.mapInt["bar"] = IntWrapper(persistedValue: 3)
    wrapped.mapInt["baz"] = IntWrapper(persistedValue: 1)
    wrapped.mapInt8["foo"] = Int8Wrapper(persistedValue: Int8(10))
    wrapped.mapInt8["bar"] = Int8Wrapper(persistedValue: Int8(9))
    wrapped.mapInt8["baz"] = Int8Wrapper(persistedValue: Int8(8))
    wrapped.mapInt16["foo"] = Int16Wrapper(persistedValue: Int16(18))
    wrapped.mapInt16["bar"] = Int16Wrapper(persistedValue: Int16(17))
    wrapped.mapInt16["baz"] = Int16Wrapper(persistedValue: Int16(16))
    wrapped.mapInt32["foo"] = Int32Wrapper(persistedValue: Int32(34))
    wrapped.mapInt32["bar"] = Int32Wrapper(persistedValue: Int32(33))
    wrapped.mapInt32["baz"] = Int32Wrapper(persistedValue: Int32(32))
    wrapped.mapInt64["foo"] = Int64Wrapper(persistedValue: Int64(66))
    wrapped.mapInt64["bar"] = Int64Wrapper(persistedValue: Int64(65))
    wrapped.mapInt64["baz"] = Int64Wrapper(persistedValue: Int64(64))
    wrapped.mapFloat["foo"] = FloatWrapper(persistedValue: Float(7.55444333))
    wrapped.mapFloat["bar"] = FloatWrapper(persistedValue: Float(6.55444333))
    wrapped.mapFloat["baz"] = FloatWrapper(persistedValue: Float(5.55444333))
    wrapped.mapDouble["foo"] = DoubleWrapper(persistedValue: 345.678)
    wrapped.mapDouble["bar"] = DoubleWrapper(persistedValue: 234.567)
    wrapped.mapDouble["baz"] = DoubleWrapper(persistedValue: 123.456)
    wrapped.mapString["foo"] = StringWrapper(persistedValue: "foo")
    wrapped.mapString["bar"] = StringWrapper(persistedValue: "Foó")
    wrapped.mapString["baz"] = StringWrapper(persistedValue: "Foo")
    wrapped.mapBinary["foo"] = DataWrapper(persistedValue: Data(count: 256))
    wrapped.mapBinary["bar"] = DataWrapper(persistedValue: Data(count: 128))
    wrapped.mapBinary["baz"] = DataWrapper(persistedValue: Data(count: 64))
    wrapped.mapDate["foo"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))
    wrapped.mapDate["bar"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    wrapped.mapDate["baz"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    wrapped.mapDecimal["foo"] = Decimal128Wrapper(persistedValue: Decimal128(345.678))
    wrapped.mapDecimal["bar"] = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    wrapped.mapDecimal["baz"] = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    wrapped.mapObjectId["foo"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))
    wrapped.mapObjectId["bar"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    wrapped.mapObjectId["baz"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))
    wrapped.mapUuid["foo"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)
    wrapped.mapUuid["bar"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    wrapped.mapUuid["baz"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)
    wrapped.mapOptBool["foo"] = BoolWrapper(persistedValue: false)
    wrapped.mapOptBool["bar"] = BoolWrapper(persistedValue: true)
    wrapped.mapOptBool["baz"] = BoolWrapper(persistedValue: true)
    wrapped.mapOptInt["foo"] = IntWrapper(persistedValue: 5)
    wrapped.mapOptInt["bar"] = IntWrapper(persistedValue: 3)
    wrapped.mapOptInt["baz"] = IntWrapper(persistedValue: 1)
    wrapped.mapOptInt8["foo"] = Int8Wrapper(persistedValue: Int8(10))
    wrapped.mapOptInt8["bar"] = Int8Wrapper(persistedValue: Int8(9))
    wrapped.mapOptInt8["baz"] = Int8Wrapper(persistedValue: Int8(8))
    wrapped.mapOptInt16["foo"] = Int16Wrapper(persistedValue: Int16(18))
    wrapped.mapOptInt16["bar"] = Int16Wrapper(persistedValue: Int16(17))
    wrapped.mapOptInt16["baz"] = Int16Wrapper(persistedValue: Int16(16))
    wrapped.mapOptInt32["foo"] = Int32Wrapper(persistedValue: Int32(34))
    wrapped.mapOptInt32["bar"] = Int32Wrapper(persistedValue: Int32(33))
    wrapped.mapOptInt32["baz"] = Int32Wrapper(persistedValue: Int32(32))
    wrapped.mapOptInt64["foo"] = Int64Wrapper(persistedValue: Int64(66))
    wrapped.mapOptInt64["bar"] = Int64Wrapper(persistedValue: Int64(65))
    wrapped.mapOptInt64["baz"] = Int64Wrapper(persistedValue: Int64(64))
    wrapped.mapOptFloat["foo"] = FloatWrapper(persistedValue: Float(7.55444333))
    wrapped.mapOptFloat["bar"] = FloatWrapper(persistedValue: Float(6.55444333))
    wrapped.mapOptFloat["baz"] = FloatWrapper(persistedValue: Float(5.55444333))
    wrapped.mapOptDouble["foo"] = DoubleWrapper(persistedValue: 345.678)
    wrapped.mapOptDouble["bar"] = DoubleWrapper(persistedValue: 234.567)
    wrapped.mapOptDouble["baz"] = DoubleWrapper(persistedValue: 123.456)
    wrapped.mapOptString["foo"] = StringWrapper(persistedValue: "foo")
    wrapped.mapOptString["bar"] = StringWrapper(persistedValue: "Foó")
    wrapped.mapOptString["baz"] = StringWrapper(persistedValue: "Foo")
    wrapped.mapOptBinary["foo"] = DataWrapper(persistedValue: Data(count: 256))
    wrapped.mapOptBinary["bar"] = DataWrapper(persistedValue: Data(count: 128))
    wrapped.mapOptBinary["baz"] = DataWrapper(persistedValue: Data(count: 64))
    wrapped.mapOptDate["foo"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))
    wrapped.mapOptDate["bar"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    wrapped.mapOptDate["baz"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    wrapped.mapOptDecimal["foo"] = Decimal128Wrapper(persistedValue: Decimal128(345.678))
    wrapped.mapOptDecimal["bar"] = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    wrapped.mapOptDecimal["baz"] = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    wrapped.mapOptObjectId["foo"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))
    wrapped.mapOptObjectId["bar"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    wrapped.mapOptObjectId["baz"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))
    wrapped.mapOptUuid["foo"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)
    wrapped.mapOptUuid["bar"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    wrapped.mapOptUuid["baz"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)
    let toValues = LinkToCollectionsOfValues()
    toValues.object = values
    let toEnums = LinkToModernCollectionsOfEnums()
    toEnums.object = enums
    let toWrapped = LinkToCustomPersistableCollections()
    toWrapped.object = wrapped
    try realm.write {
        realm.add(toValues)
        realm.add(toEnums)
        realm.add(toWrapped)
    }
    let rowsValues: [(String, [Any], Int, (Query<LinkToCollectionsOfValues>) -> Query<Bool>)] = [
        ("(object.arrayInt.@sum == %@)", [1 + 3 + 5], 1, { $0.object.arrayInt.sum == 1 + 3 + 5 }),
        ("(object.arrayInt.@sum == %@)", [1], 0, { $0.object.arrayInt.sum == 1 }),
        ("(object.arrayInt.@sum != %@)", [1 + 3 + 5], 0, { $0.object.arrayInt.sum != 1 + 3 + 5 }),
        ("(object.arrayInt.@sum != %@)", [1], 1, { $0.object.arrayInt.sum != 1 }),
        ("(object.arrayInt.@sum > %@)", [1 + 3 + 5], 0, { $0.object.arrayInt.sum > 1 + 3 + 5 }),
        ("(object.arrayInt.@sum > %@)", [1], 1, { $0.object.arrayInt.sum > 1 }),
        ("(object.arrayInt.@sum < %@)", [1 + 3 + 5], 0, { $0.object.arrayInt.sum < 1 + 3 + 5 }),
        ("(object.arrayInt.@sum >= %@)", [1 + 3 + 5], 1, { $0.object.arrayInt.sum >= 1 + 3 + 5 }),
        ("(object.arrayInt.@sum <= %@)", [1 + 3 + 5], 1, { $0.object.arrayInt.sum <= 1 + 3 + 5 }),
        ("(object.arrayInt8.@sum == %@)", [Int8(8) + Int8(9) + Int8(10)], 1, { $0.object.arrayInt8.sum == Int8(8) + Int8(9) + Int8(10) }),
        ("(object.arrayInt8.@sum == %@)", [Int8(8)], 0, { $0.object.arrayInt8.sum == Int8(8) }),
        ("(object.arrayInt8.@sum != %@)", [Int8(8) + Int8(9) + Int8(10)], 0, { $0.object.arrayInt8.sum != Int8(8) + Int8(9) + Int8(10) }),
        ("(object.arrayInt8.@sum != %@)", [Int8(8)], 1, { $0.object.arrayInt8.sum != Int8(8) }),
        ("(object.arrayInt8.@sum > %@)", [Int8(8) + Int8(9) + Int8(10)], 0, { $0.object.arrayInt8.sum > Int8(8) + Int8(9) + Int8(10) }),
        ("(object.arrayInt8.@sum > %@)", [Int8(8)], 1, { $0.object.arrayInt8.sum > Int8(8) }),
        ("(object.arrayInt8.@sum < %@)", [Int8(8) + Int8(9) + Int8(10)], 0, { $0.object.arrayInt8.sum < Int8(8) + Int8(9) + Int8(10) }),
        ("(object.arrayInt8.@sum >= %@)", [Int8(8) + Int8(9) + Int8(10)], 1, { $0.object.arrayInt8.sum >= Int8(8) + Int8(9) + Int8(10) }),
        ("(object.arrayInt8.@sum <= %@)", [Int8(8) + Int8(9) + Int8(10)], 1, { $0.object.arrayInt8.sum <= Int8(8) + Int8(9) + Int8(10) }),
        ("(object.arrayInt16.@sum == %@)", [Int16(16) + Int16(17) + Int16(18)], 1, { $0.object.arrayInt16.sum == Int16(16) + Int16(17) + Int16(18) }),
        ("(object.arrayInt16.@sum == %@)", [Int16(16)], 0, { $0.object.arrayInt16.sum == Int16(16) }),
        ("(object.arrayInt16.@sum != %@)", [Int16(16) + Int16(17) + Int16(18)], 0, { $0.object.arrayInt16.sum != Int16(16) + Int16(17) + Int16(18) }),
        ("(object.arrayInt16.@sum != %@)", [Int16(16)], 1, { $0.object.arrayInt16.sum != Int16(16) }),
        ("(object.arrayInt16.@sum > %@)", [Int16(16) + Int16(17) + Int16(18)], 0, { $0.object.arrayInt16.sum > Int16(16) + Int16(17) + Int16(18) }),
        ("(object.arrayInt16.@sum > %@)", [Int16(16)], 1, { $0.object.arrayInt16.sum > Int16(16) }),
        ("(object.arrayInt16.@sum < %@)", [Int16(16) + Int16(17) + Int16(18)], 0, { $0.object.arrayInt16.sum < Int16(16) + Int16(17) + Int16(18) }),
        ("(object.arrayInt16.@sum >= %@)", [Int16(16) + Int16(17) + Int16(18)], 1, { $0.object.arrayInt16.sum >= Int16(16) + Int16(17) + Int16(18) }),
        ("(object.arrayInt16.@sum <= %@)", [Int16(16) + Int16(17) + Int16(18)], 1, { $0.object.arrayInt16.sum <= Int16(16) + Int16(17) + Int16(18) }),
        ("(object.arrayInt32.@sum == %@)", [Int32(32) + Int32(33) + Int32(34)], 1, { $0.object.arrayInt32.sum == Int32(32) + Int32(33) + Int32(34) }),
        ("(object.arrayInt32.@sum == %@)", [Int32(32)], 0, { $0.object.arrayInt32.sum == Int32(32) }),
        ("(object.arrayInt32.@sum != %@)", [Int32(32) + Int32(33) + Int32(34)], 0, { $0.object.arrayInt32.sum != Int32(32) + Int32(33) + Int32(34) }),
        ("(object.arrayInt32.@sum != %@)", [Int32(32)], 1, { $0.object.arrayInt32.sum != Int32(32) }),
        ("(object.arrayInt32.@sum > %@)", [Int32(32) + Int32(33) + Int32(34)], 0, { $0.object.arrayInt32.sum > Int32(32) + Int32(33) + Int32(34) }),
        ("(object.arrayInt32.@sum > %@)", [Int32(32)], 1, { $0.object.arrayInt32.sum > Int32(32) }),
        ("(object.arrayInt32.@sum < %@)", [Int32(32) + Int32(33) + Int32(34)], 0, { $0.object.arrayInt32.sum < Int32(32) + Int32(33) + Int32(34) }),
        ("(object.arrayInt32.@sum >= %@)", [Int32(32) + Int32(33) + Int32(34)], 1, { $0.object.arrayInt32.sum >= Int32(32) + Int32(33) + Int32(34) }),
        ("(object.arrayInt32.@sum <= %@)", [Int32(32) + Int32(33) + Int32(34)], 1, { $0.object.arrayInt32.sum <= Int32(32) + Int32(33) + Int32(34) }),
        ("(object.arrayInt64.@sum == %@)", [Int64(64) + Int64(65) + Int64(66)], 1, { $0.object.arrayInt64.sum == Int64(64) + Int64(65) + Int64(66) }),
        ("(object.arrayInt64.@sum == %@)", [Int64(64)], 0, { $0.object.arrayInt64.sum == Int64(64) }),
        ("(object.arrayInt64.@sum != %@)", [Int64(64) + Int64(65) + Int64(66)], 0, { $0.object.arrayInt64.sum != Int64(64) + Int64(65) + Int64(66) }),
        ("(object.arrayInt64.@sum != %@)", [Int64(64)], 1, { $0.object.arrayInt64.sum != Int64(64) }),
        ("(object.arrayInt64.@sum > %@)", [Int64(64) + Int64(65) + Int64(66)], 0, { $0.object.arrayInt64.sum > Int64(64) + Int64(65) + Int64(66) }),
        ("(object.arrayInt64.@sum > %@)", [Int64(64)], 1, { $0.object.arrayInt64.sum > Int64(64) }),
        ("(object.arrayInt64.@sum < %@)", [Int64(64) + Int64(65) + Int64(66)], 0, { $0.object.arrayInt64.sum < Int64(64) + Int64(65) + Int64(66) }),
        ("(object.arrayInt64.@sum >= %@)", [Int64(64) + Int64(65) + Int64(66)], 1, { $0.object.arrayInt64.sum >= Int64(64) + Int64(65) + Int64(66) }),
        ("(object.arrayInt64.@sum <= %@)", [Int64(64) + Int64(65) + Int64(66)], 1, { $0.object.arrayInt64.sum <= Int64(64) + Int64(65) + Int64(66) }),
        ("(object.arrayFloat.@sum == %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 1, { $0.object.arrayFloat.sum == Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.arrayFloat.@sum == %@)", [Float(5.55444333)], 0, { $0.object.arrayFloat.sum == Float(5.55444333) }),
        ("(object.arrayFloat.@sum != %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 0, { $0.object.arrayFloat.sum != Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.arrayFloat.@sum != %@)", [Float(5.55444333)], 1, { $0.object.arrayFloat.sum != Float(5.55444333) }),
        ("(object.arrayFloat.@sum > %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 0, { $0.object.arrayFloat.sum > Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.arrayFloat.@sum > %@)", [Float(5.55444333)], 1, { $0.object.arrayFloat.sum > Float(5.55444333) }),
        ("(object.arrayFloat.@sum < %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 0, { $0.object.arrayFloat.sum < Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.arrayFloat.@sum >= %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 1, { $0.object.arrayFloat.sum >= Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.arrayFloat.@sum <= %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 1, { $0.object.arrayFloat.sum <= Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.arrayDouble.@sum == %@)", [123.456 + 234.567 + 345.678], 1, { $0.object.arrayDouble.sum == 123.456 + 234.567 + 345.678 }),
        ("(object.arrayDouble.@sum == %@)", [123.456], 0, { $0.object.arrayDouble.sum == 123.456 }),
        ("(object.arrayDouble.@sum != %@)", [123.456 + 234.567 + 345.678], 0, { $0.object.arrayDouble.sum != 123.456 + 234.567 + 345.678 }),
        ("(object.arrayDouble.@sum != %@)", [123.456], 1, { $0.object.arrayDouble.sum != 123.456 }),
        ("(object.arrayDouble.@sum > %@)", [123.456 + 234.567 + 345.678], 0, { $0.object.arrayDouble.sum > 123.456 + 234.567 + 345.678 }),
        ("(object.arrayDouble.@sum > %@)", [123.456], 1, { $0.object.arrayDouble.sum > 123.456 }),
        ("(object.arrayDouble.@sum < %@)", [123.456 + 234.567 + 345.678], 0, { $0.object.arrayDouble.sum < 123.456 + 234.567 + 345.678 }),
        ("(object.arrayDouble.@sum >= %@)", [123.456 + 234.567 + 345.678], 1, { $0.object.arrayDouble.sum >= 123.456 + 234.567 + 345.678 }),
        ("(object.arrayDouble.@sum <= %@)", [123.456 + 234.567 + 345.678], 1, { $0.object.arrayDouble.sum <= 123.456 + 234.567 + 345.678 }),
        ("(object.arrayDecimal.@sum == %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 1, { $0.object.arrayDecimal.sum == Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.arrayDecimal.@sum == %@)", [Decimal128(123.456)], 0, { $0.object.arrayDecimal.sum == Decimal128(123.456) }),
        ("(object.arrayDecimal.@sum != %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 0, { $0.object.arrayDecimal.sum != Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.arrayDecimal.@sum != %@)", [Decimal128(123.456)], 1, { $0.object.arrayDecimal.sum != Decimal128(123.456) }),
        ("(object.arrayDecimal.@sum > %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 0, { $0.object.arrayDecimal.sum > Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.arrayDecimal.@sum > %@)", [Decimal128(123.456)], 1, { $0.object.arrayDecimal.sum > Decimal128(123.456) }),
        ("(object.arrayDecimal.@sum < %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 0, { $0.object.arrayDecimal.sum < Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.arrayDecimal.@sum >= %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 1, { $0.object.arrayDecimal.sum >= Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.arrayDecimal.@sum <= %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 1, { $0.object.arrayDecimal.sum <= Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.arrayOptInt.@sum == %@)", [1 + 3 + 5], 1, { $0.object.arrayOptInt.sum == 1 + 3 + 5 }),
        ("(object.arrayOptInt.@sum == %@)", [1], 0, { $0.object.arrayOptInt.sum == 1 }),
        ("(object.arrayOptInt.@sum != %@)", [1 + 3 + 5], 0, { $0.object.arrayOptInt.sum != 1 + 3 + 5 }),
        ("(object.arrayOptInt.@sum != %@)", [1], 1, { $0.object.arrayOptInt.sum != 1 }),
        ("(object.arrayOptInt.@sum > %@)", [1 + 3 + 5], 0, { $0.object.arrayOptInt.sum > 1 + 3 + 5 }),
        ("(object.arrayOptInt.@sum > %@)", [1], 1, { $0.object.arrayOptInt.sum > 1 }),
        ("(object.arrayOptInt.@sum < %@)", [1 + 3 + 5], 0, { $0.object.arrayOptInt.sum < 1 + 3 + 5 }),
        ("(object.arrayOptInt.@sum >= %@)", [1 + 3 + 5], 1, { $0.object.arrayOptInt.sum >= 1 + 3 + 5 }),
        ("(object.arrayOptInt.@sum <= %@)", [1 + 3 + 5], 1, { $0.object.arrayOptInt.sum <= 1 + 3 + 5 }),
        ("(object.arrayOptInt8.@sum == %@)", [Int8(8) + Int8(9) + Int8(10)], 1, { $0.object.arrayOptInt8.sum == Int8(8) + Int8(9) + Int8(10) }),
        ("(object.arrayOptInt8.@sum == %@)", [Int8(8)], 0, { $0.object.arrayOptInt8.sum == Int8(8) }),
        ("(object.arrayOptInt8.@sum != %@)", [Int8(8) + Int8(9) + Int8(10)], 0, { $0.object.arrayOptInt8.sum != Int8(8) + Int8(9) + Int8(10) }),
        ("(object.arrayOptInt8.@sum != %@)", [Int8(8)], 1, { $0.object.arrayOptInt8.sum != Int8(8) }),
        ("(object.arrayOptInt8.@sum > %@)", [Int8(8) + Int8(9) + Int8(10)], 0, { $0.object.arrayOptInt8.sum > Int8(8) + Int8(9) + Int8(10) }),
        ("(object.arrayOptInt8.@sum > %@)", [Int8(8)], 1, { $0.object.arrayOptInt8.sum > Int8(8) }),
        ("(object.arrayOptInt8.@sum < %@)", [Int8(8) + Int8(9) + Int8(10)], 0, { $0.object.arrayOptInt8.sum < Int8(8) + Int8(9) + Int8(10) }),
        ("(object.arrayOptInt8.@sum >= %@)", [Int8(8) + Int8(9) + Int8(10)], 1, { $0.object.arrayOptInt8.sum >= Int8(8) + Int8(9) + Int8(10) }),
        ("(object.arrayOptInt8.@sum <= %@)", [Int8(8) + Int8(9) + Int8(10)], 1, { $0.object.arrayOptInt8.sum <= Int8(8) + Int8(9) + Int8(10) }),
        ("(object.arrayOptInt16.@sum == %@)", [Int16(16) + Int16(17) + Int16(18)], 1, { $0.object.arrayOptInt16.sum == Int16(16) + Int16(17) + Int16(18) }),
        ("(object.arrayOptInt16.@sum == %@)", [Int16(16)], 0, { $0.object.arrayOptInt16.sum == Int16(16) }),
        ("(object.arrayOptInt16.@sum != %@)", [Int16(16) + Int16(17) + Int16(18)], 0, { $0.object.arrayOptInt16.sum != Int16(16) + Int16(17) + Int16(18) }),
        ("(object.arrayOptInt16.@sum != %@)", [Int16(16)], 1, { $0.object.arrayOptInt16.sum != Int16(16) }),
        ("(object.arrayOptInt16.@sum > %@)", [Int16(16) + Int16(17) + Int16(18)], 0, { $0.object.arrayOptInt16.sum > Int16(16) + Int16(17) + Int16(18) }),
        ("(object.arrayOptInt16.@sum > %@)", [Int16(16)], 1, { $0.object.arrayOptInt16.sum > Int16(16) }),
        ("(object.arrayOptInt16.@sum < %@)", [Int16(16) + Int16(17) + Int16(18)], 0, { $0.object.arrayOptInt16.sum < Int16(16) + Int16(17) + Int16(18) }),
        ("(object.arrayOptInt16.@sum >= %@)", [Int16(16) + Int16(17) + Int16(18)], 1, { $0.object.arrayOptInt16.sum >= Int16(16) + Int16(17) + Int16(18) }),
        ("(object.arrayOptInt16.@sum <= %@)", [Int16(16) + Int16(17) + Int16(18)], 1, { $0.object.arrayOptInt16.sum <= Int16(16) + Int16(17) + Int16(18) }),
        ("(object.arrayOptInt32.@sum == %@)", [Int32(32) + Int32(33) + Int32(34)], 1, { $0.object.arrayOptInt32.sum == Int32(32) + Int32(33) + Int32(34) }),
        ("(object.arrayOptInt32.@sum == %@)", [Int32(32)], 0, { $0.object.arrayOptInt32.sum == Int32(32) }),
        ("(object.arrayOptInt32.@sum != %@)", [Int32(32) + Int32(33) + Int32(34)], 0, { $0.object.arrayOptInt32.sum != Int32(32) + Int32(33) + Int32(34) }),
        ("(object.arrayOptInt32.@sum != %@)", [Int32(32)], 1, { $0.object.arrayOptInt32.sum != Int32(32) }),
        ("(object.arrayOptInt32.@sum > %@)", [Int32(32) + Int32(33) + Int32(34)], 0, { $0.object.arrayOptInt32.sum > Int32(32) + Int32(33) + Int32(34) }),
        ("(object.arrayOptInt32.@sum > %@)", [Int32(32)], 1, { $0.object.arrayOptInt32.sum > Int32(32) }),
        ("(object.arrayOptInt32.@sum < %@)", [Int32(32) + Int32(33) + Int32(34)], 0, { $0.object.arrayOptInt32.sum < Int32(32) + Int32(33) + Int32(34) }),
        ("(object.arrayOptInt32.@sum >= %@)", [Int32(32) + Int32(33) + Int32(34)], 1, { $0.object.arrayOptInt32.sum >= Int32(32) + Int32(33) + Int32(34) }),
        ("(object.arrayOptInt32.@sum <= %@)", [Int32(32) + Int32(33) + Int32(34)], 1, { $0.object.arrayOptInt32.sum <= Int32(32) + Int32(33) + Int32(34) }),
        ("(object.arrayOptInt64.@sum == %@)", [Int64(64) + Int64(65) + Int64(66)], 1, { $0.object.arrayOptInt64.sum == Int64(64) + Int64(65) + Int64(66) }),
        ("(object.arrayOptInt64.@sum == %@)", [Int64(64)], 0, { $0.object.arrayOptInt64.sum == Int64(64) }),
        ("(object.arrayOptInt64.@sum != %@)", [Int64(64) + Int64(65) + Int64(66)], 0, { $0.object.arrayOptInt64.sum != Int64(64) + Int64(65) + Int64(66) }),
        ("(object.arrayOptInt64.@sum != %@)", [Int64(64)], 1, { $0.object.arrayOptInt64.sum != Int64(64) }),
        ("(object.arrayOptInt64.@sum > %@)", [Int64(64) + Int64(65) + Int64(66)], 0, { $0.object.arrayOptInt64.sum > Int64(64) + Int64(65) + Int64(66) }),
        ("(object.arrayOptInt64.@sum > %@)", [Int64(64)], 1, { $0.object.arrayOptInt64.sum > Int64(64) }),
        ("(object.arrayOptInt64.@sum < %@)", [Int64(64) + Int64(65) + Int64(66)], 0, { $0.object.arrayOptInt64.sum < Int64(64) + Int64(65) + Int64(66) }),
        ("(object.arrayOptInt64.@sum >= %@)", [Int64(64) + Int64(65) + Int64(66)], 1, { $0.object.arrayOptInt64.sum >= Int64(64) + Int64(65) + Int64(66) }),
        ("(object.arrayOptInt64.@sum <= %@)", [Int64(64) + Int64(65) + Int64(66)], 1, { $0.object.arrayOptInt64.sum <= Int64(64) + Int64(65) + Int64(66) }),
        ("(object.arrayOptFloat.@sum == %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 1, { $0.object.arrayOptFloat.sum == Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.arrayOptFloat.@sum == %@)", [Float(5.55444333)], 0, { $0.object.arrayOptFloat.sum == Float(5.55444333) }),
        ("(object.arrayOptFloat.@sum != %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 0, { $0.object.arrayOptFloat.sum != Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.arrayOptFloat.@sum != %@)", [Float(5.55444333)], 1, { $0.object.arrayOptFloat.sum != Float(5.55444333) }),
        ("(object.arrayOptFloat.@sum > %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 0, { $0.object.arrayOptFloat.sum > Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.arrayOptFloat.@sum > %@)", [Float(5.55444333)], 1, { $0.object.arrayOptFloat.sum > Float(5.55444333) }),
        ("(object.arrayOptFloat.@sum < %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 0, { $0.object.arrayOptFloat.sum < Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.arrayOptFloat.@sum >= %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 1, { $0.object.arrayOptFloat.sum >= Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.arrayOptFloat.@sum <= %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 1, { $0.object.arrayOptFloat.sum <= Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.arrayOptDouble.@sum == %@)", [123.456 + 234.567 + 345.678], 1, { $0.object.arrayOptDouble.sum == 123.456 + 234.567 + 345.678 }),
        ("(object.arrayOptDouble.@sum == %@)", [123.456], 0, { $0.object.arrayOptDouble.sum == 123.456 }),
        ("(object.arrayOptDouble.@sum != %@)", [123.456 + 234.567 + 345.678], 0, { $0.object.arrayOptDouble.sum != 123.456 + 234.567 + 345.678 }),
        ("(object.arrayOptDouble.@sum != %@)", [123.456], 1, { $0.object.arrayOptDouble.sum != 123.456 }),
        ("(object.arrayOptDouble.@sum > %@)", [123.456 + 234.567 + 345.678], 0, { $0.object.arrayOptDouble.sum > 123.456 + 234.567 + 345.678 }),
        ("(object.arrayOptDouble.@sum > %@)", [123.456], 1, { $0.object.arrayOptDouble.sum > 123.456 }),
        ("(object.arrayOptDouble.@sum < %@)", [123.456 + 234.567 + 345.678], 0, { $0.object.arrayOptDouble.sum < 123.456 + 234.567 + 345.678 }),
        ("(object.arrayOptDouble.@sum >= %@)", [123.456 + 234.567 + 345.678], 1, { $0.object.arrayOptDouble.sum >= 123.456 + 234.567 + 345.678 }),
        ("(object.arrayOptDouble.@sum <= %@)", [123.456 + 234.567 + 345.678], 1, { $0.object.arrayOptDouble.sum <= 123.456 + 234.567 + 345.678 }),
        ("(object.arrayOptDecimal.@sum == %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 1, { $0.object.arrayOptDecimal.sum == Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.arrayOptDecimal.@sum == %@)", [Decimal128(123.456)], 0, { $0.object.arrayOptDecimal.sum == Decimal128(123.456) }),
        ("(object.arrayOptDecimal.@sum != %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 0, { $0.object.arrayOptDecimal.sum != Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.arrayOptDecimal.@sum != %@)", [Decimal128(123.456)], 1, { $0.object.arrayOptDecimal.sum != Decimal128(123.456) }),
        ("(object.arrayOptDecimal.@sum > %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 0, { $0.object.arrayOptDecimal.sum > Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.arrayOptDecimal.@sum > %@)", [Decimal128(123.456)], 1, { $0.object.arrayOptDecimal.sum > Decimal128(123.456) }),
        ("(object.arrayOptDecimal.@sum < %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 0, { $0.object.arrayOptDecimal.sum < Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.arrayOptDecimal.@sum >= %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 1, { $0.object.arrayOptDecimal.sum >= Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.arrayOptDecimal.@sum <= %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 1, { $0.object.arrayOptDecimal.sum <= Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.setInt.@sum == %@)", [1 + 3 + 5], 1, { $0.object.setInt.sum == 1 + 3 + 5 }),
        ("(object.setInt.@sum == %@)", [1], 0, { $0.object.setInt.sum == 1 }),
        ("(object.setInt.@sum != %@)", [1 + 3 + 5], 0, { $0.object.setInt.sum != 1 + 3 + 5 }),
        ("(object.setInt.@sum != %@)", [1], 1, { $0.object.setInt.sum != 1 }),
        ("(object.setInt.@sum > %@)", [1 + 3 + 5], 0, { $0.object.setInt.sum > 1 + 3 + 5 }),
        ("(object.setInt.@sum > %@)", [1], 1, { $0.object.setInt.sum > 1 }),
        ("(object.setInt.@sum < %@)", [1 + 3 + 5], 0, { $0.object.setInt.sum < 1 + 3 + 5 }),
        ("(object.setInt.@sum >= %@)", [1 + 3 + 5], 1, { $0.object.setInt.sum >= 1 + 3 + 5 }),
        ("(object.setInt.@sum <= %@)", [1 + 3 + 5], 1, { $0.object.setInt.sum <= 1 + 3 + 5 }),
        ("(object.setInt8.@sum == %@)", [Int8(8) + Int8(9) + Int8(10)], 1, { $0.object.setInt8.sum == Int8(8) + Int8(9) + Int8(10) }),
        ("(object.setInt8.@sum == %@)", [Int8(8)], 0, { $0.object.setInt8.sum == Int8(8) }),
        ("(object.setInt8.@sum != %@)", [Int8(8) + Int8(9) + Int8(10)], 0, { $0.object.setInt8.sum != Int8(8) + Int8(9) + Int8(10) }),
        ("(object.setInt8.@sum != %@)", [Int8(8)], 1, { $0.object.setInt8.sum != Int8(8) }),
        ("(object.setInt8.@sum > %@)", [Int8(8) + Int8(9) + Int8(10)], 0, { $0.object.setInt8.sum > Int8(8) + Int8(9) + Int8(10) }),
        ("(object.setInt8.@sum > %@)", [Int8(8)], 1, { $0.object.setInt8.sum > Int8(8) }),
        ("(object.setInt8.@sum < %@)", [Int8(8) + Int8(9) + Int8(10)], 0, { $0.object.setInt8.sum < Int8(8) + Int8(9) + Int8(10) }),
        ("(object.setInt8.@sum >= %@)", [Int8(8) + Int8(9) + Int8(10)], 1, { $0.object.setInt8.sum >= Int8(8) + Int8(9) + Int8(10) }),
        ("(object.setInt8.@sum <= %@)", [Int8(8) + Int8(9) + Int8(10)], 1, { $0.object.setInt8.sum <= Int8(8) + Int8(9) + Int8(10) }),
        ("(object.setInt16.@sum == %@)", [Int16(16) + Int16(17) + Int16(18)], 1, { $0.object.setInt16.sum == Int16(16) + Int16(17) + Int16(18) }),
        ("(object.setInt16.@sum == %@)", [Int16(16)], 0, { $0.object.setInt16.sum == Int16(16) }),
        ("(object.setInt16.@sum != %@)", [Int16(16) + Int16(17) + Int16(18)], 0, { $0.object.setInt16.sum != Int16(16) + Int16(17) + Int16(18) }),
        ("(object.setInt16.@sum != %@)", [Int16(16)], 1, { $0.object.setInt16.sum != Int16(16) }),
        ("(object.setInt16.@sum > %@)", [Int16(16) + Int16(17) + Int16(18)], 0, { $0.object.setInt16.sum > Int16(16) + Int16(17) + Int16(18) }),
        ("(object.setInt16.@sum > %@)", [Int16(16)], 1, { $0.object.setInt16.sum > Int16(16) }),
        ("(object.setInt16.@sum < %@)", [Int16(16) + Int16(17) + Int16(18)], 0, { $0.object.setInt16.sum < Int16(16) + Int16(17) + Int16(18) }),
        ("(object.setInt16.@sum >= %@)", [Int16(16) + Int16(17) + Int16(18)], 1, { $0.object.setInt16.sum >= Int16(16) + Int16(17) + Int16(18) }),
        ("(object.setInt16.@sum <= %@)", [Int16(16) + Int16(17) + Int16(18)], 1, { $0.object.setInt16.sum <= Int16(16) + Int16(17) + Int16(18) }),
        ("(object.setInt32.@sum == %@)", [Int32(32) + Int32(33) + Int32(34)], 1, { $0.object.setInt32.sum == Int32(32) + Int32(33) + Int32(34) }),
        ("(object.setInt32.@sum == %@)", [Int32(32)], 0, { $0.object.setInt32.sum == Int32(32) }),
        ("(object.setInt32.@sum != %@)", [Int32(32) + Int32(33) + Int32(34)], 0, { $0.object.setInt32.sum != Int32(32) + Int32(33) + Int32(34) }),
        ("(object.setInt32.@sum != %@)", [Int32(32)], 1, { $0.object.setInt32.sum != Int32(32) }),
        ("(object.setInt32.@sum > %@)", [Int32(32) + Int32(33) + Int32(34)], 0, { $0.object.setInt32.sum > Int32(32) + Int32(33) + Int32(34) }),
        ("(object.setInt32.@sum > %@)", [Int32(32)], 1, { $0.object.setInt32.sum > Int32(32) }),
        ("(object.setInt32.@sum < %@)", [Int32(32) + Int32(33) + Int32(34)], 0, { $0.object.setInt32.sum < Int32(32) + Int32(33) + Int32(34) }),
        ("(object.setInt32.@sum >= %@)", [Int32(32) + Int32(33) + Int32(34)], 1, { $0.object.setInt32.sum >= Int32(32) + Int32(33) + Int32(34) }),
        ("(object.setInt32.@sum <= %@)", [Int32(32) + Int32(33) + Int32(34)], 1, { $0.object.setInt32.sum <= Int32(32) + Int32(33) + Int32(34) }),
        ("(object.setInt64.@sum == %@)", [Int64(64) + Int64(65) + Int64(66)], 1, { $0.object.setInt64.sum == Int64(64) + Int64(65) + Int64(66) }),
        ("(object.setInt64.@sum == %@)", [Int64(64)], 0, { $0.object.setInt64.sum == Int64(64) }),
        ("(object.setInt64.@sum != %@)", [Int64(64) + Int64(65) + Int64(66)], 0, { $0.object.setInt64.sum != Int64(64) + Int64(65) + Int64(66) }),
        ("(object.setInt64.@sum != %@)", [Int64(64)], 1, { $0.object.setInt64.sum != Int64(64) }),
        ("(object.setInt64.@sum > %@)", [Int64(64) + Int64(65) + Int64(66)], 0, { $0.object.setInt64.sum > Int64(64) + Int64(65) + Int64(66) }),
        ("(object.setInt64.@sum > %@)", [Int64(64)], 1, { $0.object.setInt64.sum > Int64(64) }),
        ("(object.setInt64.@sum < %@)", [Int64(64) + Int64(65) + Int64(66)], 0, { $0.object.setInt64.sum < Int64(64) + Int64(65) + Int64(66) }),
        ("(object.setInt64.@sum >= %@)", [Int64(64) + Int64(65) + Int64(66)], 1, { $0.object.setInt64.sum >= Int64(64) + Int64(65) + Int64(66) }),
        ("(object.setInt64.@sum <= %@)", [Int64(64) + Int64(65) + Int64(66)], 1, { $0.object.setInt64.sum <= Int64(64) + Int64(65) + Int64(66) }),
        ("(object.setFloat.@sum == %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 1, { $0.object.setFloat.sum == Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.setFloat.@sum == %@)", [Float(5.55444333)], 0, { $0.object.setFloat.sum == Float(5.55444333) }),
        ("(object.setFloat.@sum != %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 0, { $0.object.setFloat.sum != Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.setFloat.@sum != %@)", [Float(5.55444333)], 1, { $0.object.setFloat.sum != Float(5.55444333) }),
        ("(object.setFloat.@sum > %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 0, { $0.object.setFloat.sum > Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.setFloat.@sum > %@)", [Float(5.55444333)], 1, { $0.object.setFloat.sum > Float(5.55444333) }),
        ("(object.setFloat.@sum < %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 0, { $0.object.setFloat.sum < Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.setFloat.@sum >= %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 1, { $0.object.setFloat.sum >= Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.setFloat.@sum <= %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 1, { $0.object.setFloat.sum <= Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.setDouble.@sum == %@)", [123.456 + 234.567 + 345.678], 1, { $0.object.setDouble.sum == 123.456 + 234.567 + 345.678 }),
        ("(object.setDouble.@sum == %@)", [123.456], 0, { $0.object.setDouble.sum == 123.456 }),
        ("(object.setDouble.@sum != %@)", [123.456 + 234.567 + 345.678], 0, { $0.object.setDouble.sum != 123.456 + 234.567 + 345.678 }),
        ("(object.setDouble.@sum != %@)", [123.456], 1, { $0.object.setDouble.sum != 123.456 }),
        ("(object.setDouble.@sum > %@)", [123.456 + 234.567 + 345.678], 0, { $0.object.setDouble.sum > 123.456 + 234.567 + 345.678 }),
        ("(object.setDouble.@sum > %@)", [123.456], 1, { $0.object.setDouble.sum > 123.456 }),
        ("(object.setDouble.@sum < %@)", [123.456 + 234.567 + 345.678], 0, { $0.object.setDouble.sum < 123.456 + 234.567 + 345.678 }),
        ("(object.setDouble.@sum >= %@)", [123.456 + 234.567 + 345.678], 1, { $0.object.setDouble.sum >= 123.456 + 234.567 + 345.678 }),
        ("(object.setDouble.@sum <= %@)", [123.456 + 234.567 + 345.678], 1, { $0.object.setDouble.sum <= 123.456 + 234.567 + 345.678 }),
        ("(object.setDecimal.@sum == %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 1, { $0.object.setDecimal.sum == Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.setDecimal.@sum == %@)", [Decimal128(123.456)], 0, { $0.object.setDecimal.sum == Decimal128(123.456) }),
        ("(object.setDecimal.@sum != %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 0, { $0.object.setDecimal.sum != Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.setDecimal.@sum != %@)", [Decimal128(123.456)], 1, { $0.object.setDecimal.sum != Decimal128(123.456) }),
        ("(object.setDecimal.@sum > %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 0, { $0.object.setDecimal.sum > Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.setDecimal.@sum > %@)", [Decimal128(123.456)], 1, { $0.object.setDecimal.sum > Decimal128(123.456) }),
        ("(object.setDecimal.@sum < %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 0, { $0.object.setDecimal.sum < Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.setDecimal.@sum >= %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 1, { $0.object.setDecimal.sum >= Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.setDecimal.@sum <= %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 1, { $0.object.setDecimal.sum <= Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.setOptInt.@sum == %@)", [1 + 3 + 5], 1, { $0.object.setOptInt.sum == 1 + 3 + 5 }),
        ("(object.setOptInt.@sum == %@)", [1], 0, { $0.object.setOptInt.sum == 1 }),
        ("(object.setOptInt.@sum != %@)", [1 + 3 + 5], 0, { $0.object.setOptInt.sum != 1 + 3 + 5 }),
        ("(object.setOptInt.@sum != %@)", [1], 1, { $0.object.setOptInt.sum != 1 }),
        ("(object.setOptInt.@sum > %@)", [1 + 3 + 5], 0, { $0.object.setOptInt.sum > 1 + 3 + 5 }),
        ("(object.setOptInt.@sum > %@)", [1], 1, { $0.object.setOptInt.sum > 1 }),
        ("(object.setOptInt.@sum < %@)", [1 + 3 + 5], 0, { $0.object.setOptInt.sum < 1 + 3 + 5 }),
        ("(object.setOptInt.@sum >= %@)", [1 + 3 + 5], 1, { $0.object.setOptInt.sum >= 1 + 3 + 5 }),
        ("(object.setOptInt.@sum <= %@)", [1 + 3 + 5], 1, { $0.object.setOptInt.sum <= 1 + 3 + 5 }),
        ("(object.setOptInt8.@sum == %@)", [Int8(8) + Int8(9) + Int8(10)], 1, { $0.object.setOptInt8.sum == Int8(8) + Int8(9) + Int8(10) }),
        ("(object.setOptInt8.@sum == %@)", [Int8(8)], 0, { $0.object.setOptInt8.sum == Int8(8) }),
        ("(object.setOptInt8.@sum != %@)", [Int8(8) + Int8(9) + Int8(10)], 0, { $0.object.setOptInt8.sum != Int8(8) + Int8(9) + Int8(10) }),
        ("(object.setOptInt8.@sum != %@)", [Int8(8)], 1, { $0.object.setOptInt8.sum != Int8(8) }),
        ("(object.setOptInt8.@sum > %@)", [Int8(8) + Int8(9) + Int8(10)], 0, { $0.object.setOptInt8.sum > Int8(8) + Int8(9) + Int8(10) }),
        ("(object.setOptInt8.@sum > %@)", [Int8(8)], 1, { $0.object.setOptInt8.sum > Int8(8) }),
        ("(object.setOptInt8.@sum < %@)", [Int8(8) + Int8(9) + Int8(10)], 0, { $0.object.setOptInt8.sum < Int8(8) + Int8(9) + Int8(10) }),
        ("(object.setOptInt8.@sum >= %@)", [Int8(8) + Int8(9) + Int8(10)], 1, { $0.object.setOptInt8.sum >= Int8(8) + Int8(9) + Int8(10) }),
        ("(object.setOptInt8.@sum <= %@)", [Int8(8) + Int8(9) + Int8(10)], 1, { $0.object.setOptInt8.sum <= Int8(8) + Int8(9) + Int8(10) }),
        ("(object.setOptInt16.@sum == %@)", [Int16(16) + Int16(17) + Int16(18)], 1, { $0.object.setOptInt16.sum == Int16(16) + Int16(17) + Int16(18) }),
        ("(object.setOptInt16.@sum == %@)", [Int16(16)], 0, { $0.object.setOptInt16.sum == Int16(16) }),
        ("(object.setOptInt16.@sum != %@)", [Int16(16) + Int16(17) + Int16(18)], 0, { $0.object.setOptInt16.sum != Int16(16) + Int16(17) + Int16(18) }),
        ("(object.setOptInt16.@sum != %@)", [Int16(16)], 1, { $0.object.setOptInt16.sum != Int16(16) }),
        ("(object.setOptInt16.@sum > %@)", [Int16(16) + Int16(17) + Int16(18)], 0, { $0.object.setOptInt16.sum > Int16(16) + Int16(17) + Int16(18) }),
        ("(object.setOptInt16.@sum > %@)", [Int16(16)], 1, { $0.object.setOptInt16.sum > Int16(16) }),
        ("(object.setOptInt16.@sum < %@)", [Int16(16) + Int16(17) + Int16(18)], 0, { $0.object.setOptInt16.sum < Int16(16) + Int16(17) + Int16(18) }),
        ("(object.setOptInt16.@sum >= %@)", [Int16(16) + Int16(17) + Int16(18)], 1, { $0.object.setOptInt16.sum >= Int16(16) + Int16(17) + Int16(18) }),
        ("(object.setOptInt16.@sum <= %@)", [Int16(16) + Int16(17) + Int16(18)], 1, { $0.object.setOptInt16.sum <= Int16(16) + Int16(17) + Int16(18) }),
        ("(object.setOptInt32.@sum == %@)", [Int32(32) + Int32(33) + Int32(34)], 1, { $0.object.setOptInt32.sum == Int32(32) + Int32(33) + Int32(34) }),
        ("(object.setOptInt32.@sum == %@)", [Int32(32)], 0, { $0.object.setOptInt32.sum == Int32(32) }),
        ("(object.setOptInt32.@sum != %@)", [Int32(32) + Int32(33) + Int32(34)], 0, { $0.object.setOptInt32.sum != Int32(32) + Int32(33) + Int32(34) }),
        ("(object.setOptInt32.@sum != %@)", [Int32(32)], 1, { $0.object.setOptInt32.sum != Int32(32) }),
        ("(object.setOptInt32.@sum > %@)", [Int32(32) + Int32(33) + Int32(34)], 0, { $0.object.setOptInt32.sum > Int32(32) + Int32(33) + Int32(34) }),
        ("(object.setOptInt32.@sum > %@)", [Int32(32)], 1, { $0.object.setOptInt32.sum > Int32(32) }),
        ("(object.setOptInt32.@sum < %@)", [Int32(32) + Int32(33) + Int32(34)], 0, { $0.object.setOptInt32.sum < Int32(32) + Int32(33) + Int32(34) }),
        ("(object.setOptInt32.@sum >= %@)", [Int32(32) + Int32(33) + Int32(34)], 1, { $0.object.setOptInt32.sum >= Int32(32) + Int32(33) + Int32(34) }),
        ("(object.setOptInt32.@sum <= %@)", [Int32(32) + Int32(33) + Int32(34)], 1, { $0.object.setOptInt32.sum <= Int32(32) + Int32(33) + Int32(34) }),
        ("(object.setOptInt64.@sum == %@)", [Int64(64) + Int64(65) + Int64(66)], 1, { $0.object.setOptInt64.sum == Int64(64) + Int64(65) + Int64(66) }),
        ("(object.setOptInt64.@sum == %@)", [Int64(64)], 0, { $0.object.setOptInt64.sum == Int64(64) }),
        ("(object.setOptInt64.@sum != %@)", [Int64(64) + Int64(65) + Int64(66)], 0, { $0.object.setOptInt64.sum != Int64(64) + Int64(65) + Int64(66) }),
        ("(object.setOptInt64.@sum != %@)", [Int64(64)], 1, { $0.object.setOptInt64.sum != Int64(64) }),
        ("(object.setOptInt64.@sum > %@)", [Int64(64) + Int64(65) + Int64(66)], 0, { $0.object.setOptInt64.sum > Int64(64) + Int64(65) + Int64(66) }),
        ("(object.setOptInt64.@sum > %@)", [Int64(64)], 1, { $0.object.setOptInt64.sum > Int64(64) }),
        ("(object.setOptInt64.@sum < %@)", [Int64(64) + Int64(65) + Int64(66)], 0, { $0.object.setOptInt64.sum < Int64(64) + Int64(65) + Int64(66) }),
        ("(object.setOptInt64.@sum >= %@)", [Int64(64) + Int64(65) + Int64(66)], 1, { $0.object.setOptInt64.sum >= Int64(64) + Int64(65) + Int64(66) }),
        ("(object.setOptInt64.@sum <= %@)", [Int64(64) + Int64(65) + Int64(66)], 1, { $0.object.setOptInt64.sum <= Int64(64) + Int64(65) + Int64(66) }),
        ("(object.setOptFloat.@sum == %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 1, { $0.object.setOptFloat.sum == Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.setOptFloat.@sum == %@)", [Float(5.55444333)], 0, { $0.object.setOptFloat.sum == Float(5.55444333) }),
        ("(object.setOptFloat.@sum != %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 0, { $0.object.setOptFloat.sum != Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.setOptFloat.@sum != %@)", [Float(5.55444333)], 1, { $0.object.setOptFloat.sum != Float(5.55444333) }),
        ("(object.setOptFloat.@sum > %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 0, { $0.object.setOptFloat.sum > Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.setOptFloat.@sum > %@)", [Float(5.55444333)], 1, { $0.object.setOptFloat.sum > Float(5.55444333) }),
        ("(object.setOptFloat.@sum < %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 0, { $0.object.setOptFloat.sum < Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.setOptFloat.@sum >= %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 1, { $0.object.setOptFloat.sum >= Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.setOptFloat.@sum <= %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 1, { $0.object.setOptFloat.sum <= Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.setOptDouble.@sum == %@)", [123.456 + 234.567 + 345.678], 1, { $0.object.setOptDouble.sum == 123.456 + 234.567 + 345.678 }),
        ("(object.setOptDouble.@sum == %@)", [123.456], 0, { $0.object.setOptDouble.sum == 123.456 }),
        ("(object.setOptDouble.@sum != %@)", [123.456 + 234.567 + 345.678], 0, { $0.object.setOptDouble.sum != 123.456 + 234.567 + 345.678 }),
        ("(object.setOptDouble.@sum != %@)", [123.456], 1, { $0.object.setOptDouble.sum != 123.456 }),
        ("(object.setOptDouble.@sum > %@)", [123.456 + 234.567 + 345.678], 0, { $0.object.setOptDouble.sum > 123.456 + 234.567 + 345.678 }),
        ("(object.setOptDouble.@sum > %@)", [123.456], 1, { $0.object.setOptDouble.sum > 123.456 }),
        ("(object.setOptDouble.@sum < %@)", [123.456 + 234.567 + 345.678], 0, { $0.object.setOptDouble.sum < 123.456 + 234.567 + 345.678 }),
        ("(object.setOptDouble.@sum >= %@)", [123.456 + 234.567 + 345.678], 1, { $0.object.setOptDouble.sum >= 123.456 + 234.567 + 345.678 }),
        ("(object.setOptDouble.@sum <= %@)", [123.456 + 234.567 + 345.678], 1, { $0.object.setOptDouble.sum <= 123.456 + 234.567 + 345.678 }),
        ("(object.setOptDecimal.@sum == %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 1, { $0.object.setOptDecimal.sum == Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.setOptDecimal.@sum == %@)", [Decimal128(123.456)], 0, { $0.object.setOptDecimal.sum == Decimal128(123.456) }),
        ("(object.setOptDecimal.@sum != %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 0, { $0.object.setOptDecimal.sum != Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.setOptDecimal.@sum != %@)", [Decimal128(123.456)], 1, { $0.object.setOptDecimal.sum != Decimal128(123.456) }),
        ("(object.setOptDecimal.@sum > %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 0, { $0.object.setOptDecimal.sum > Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.setOptDecimal.@sum > %@)", [Decimal128(123.456)], 1, { $0.object.setOptDecimal.sum > Decimal128(123.456) }),
        ("(object.setOptDecimal.@sum < %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 0, { $0.object.setOptDecimal.sum < Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.setOptDecimal.@sum >= %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 1, { $0.object.setOptDecimal.sum >= Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.setOptDecimal.@sum <= %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 1, { $0.object.setOptDecimal.sum <= Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.mapInt.@sum == %@)", [1 + 3 + 5], 1, { $0.object.mapInt.sum == 1 + 3 + 5 }),
        ("(object.mapInt.@sum == %@)", [1], 0, { $0.object.mapInt.sum == 1 }),
        ("(object.mapInt.@sum != %@)", [1 + 3 + 5], 0, { $0.object.mapInt.sum != 1 + 3 + 5 }),
        ("(object.mapInt.@sum != %@)", [1], 1, { $0.object.mapInt.sum != 1 }),
        ("(object.mapInt.@sum > %@)", [1 + 3 + 5], 0, { $0.object.mapInt.sum > 1 + 3 + 5 }),
        ("(object.mapInt.@sum > %@)", [1], 1, { $0.object.mapInt.sum > 1 }),
        ("(object.mapInt.@sum < %@)", [1 + 3 + 5], 0, { $0.object.mapInt.sum < 1 + 3 + 5 }),
        ("(object.mapInt.@sum >= %@)", [1 + 3 + 5], 1, { $0.object.mapInt.sum >= 1 + 3 + 5 }),
        ("(object.mapInt.@sum <= %@)", [1 + 3 + 5], 1, { $0.object.mapInt.sum <= 1 + 3 + 5 }),
        ("(object.mapInt8.@sum == %@)", [Int8(8) + Int8(9) + Int8(10)], 1, { $0.object.mapInt8.sum == Int8(8) + Int8(9) + Int8(10) }),
        ("(object.mapInt8.@sum == %@)", [Int8(8)], 0, { $0.object.mapInt8.sum == Int8(8) }),
        ("(object.mapInt8.@sum != %@)", [Int8(8) + Int8(9) + Int8(10)], 0, { $0.object.mapInt8.sum != Int8(8) + Int8(9) + Int8(10) }),
        ("(object.mapInt8.@sum != %@)", [Int8(8)], 1, { $0.object.mapInt8.sum != Int8(8) }),
        ("(object.mapInt8.@sum > %@)", [Int8(8) + Int8(9) + Int8(10)], 0, { $0.object.mapInt8.sum > Int8(8) + Int8(9) + Int8(10) }),
        ("(object.mapInt8.@sum > %@)", [Int8(8)], 1, { $0.object.mapInt8.sum > Int8(8) }),
        ("(object.mapInt8.@sum < %@)", [Int8(8) + Int8(9) + Int8(10)], 0, { $0.object.mapInt8.sum < Int8(8) + Int8(9) + Int8(10) }),
        ("(object.mapInt8.@sum >= %@)", [Int8(8) + Int8(9) + Int8(10)], 1, { $0.object.mapInt8.sum >= Int8(8) + Int8(9) + Int8(10) }),
        ("(object.mapInt8.@sum <= %@)", [Int8(8) + Int8(9) + Int8(10)], 1, { $0.object.mapInt8.sum <= Int8(8) + Int8(9) + Int8(10) }),
        ("(object.mapInt16.@sum == %@)", [Int16(16) + Int16(17) + Int16(18)], 1, { $0.object.mapInt16.sum == Int16(16) + Int16(17) + Int16(18) }),
        ("(object.mapInt16.@sum == %@)", [Int16(16)], 0, { $0.object.mapInt16.sum == Int16(16) }),
        ("(object.mapInt16.@sum != %@)", [Int16(16) + Int16(17) + Int16(18)], 0, { $0.object.mapInt16.sum != Int16(16) + Int16(17) + Int16(18) }),
        ("(object.mapInt16.@sum != %@)", [Int16(16)], 1, { $0.object.mapInt16.sum != Int16(16) }),
        ("(object.mapInt16.@sum > %@)", [Int16(16) + Int16(17) + Int16(18)], 0, { $0.object.mapInt16.sum > Int16(16) + Int16(17) + Int16(18) }),
        ("(object.mapInt16.@sum > %@)", [Int16(16)], 1, { $0.object.mapInt16.sum > Int16(16) }),
        ("(object.mapInt16.@sum < %@)", [Int16(16) + Int16(17) + Int16(18)], 0, { $0.object.mapInt16.sum < Int16(16) + Int16(17) + Int16(18) }),
        ("(object.mapInt16.@sum >= %@)", [Int16(16) + Int16(17) + Int16(18)], 1, { $0.object.mapInt16.sum >= Int16(16) + Int16(17) + Int16(18) }),
        ("(object.mapInt16.@sum <= %@)", [Int16(16) + Int16(17) + Int16(18)], 1, { $0.object.mapInt16.sum <= Int16(16) + Int16(17) + Int16(18) }),
        ("(object.mapInt32.@sum == %@)", [Int32(32) + Int32(33) + Int32(34)], 1, { $0.object.mapInt32.sum == Int32(32) + Int32(33) + Int32(34) }),
        ("(object.mapInt32.@sum == %@)", [Int32(32)], 0, { $0.object.mapInt32.sum == Int32(32) }),
        ("(object.mapInt32.@sum != %@)", [Int32(32) + Int32(33) + Int32(34)], 0, { $0.object.mapInt32.sum != Int32(32) + Int32(33) + Int32(34) }),
        ("(object.mapInt32.@sum != %@)", [Int32(32)], 1, { $0.object.mapInt32.sum != Int32(32) }),
        ("(object.mapInt32.@sum > %@)", [Int32(32) + Int32(33) + Int32(34)], 0, { $0.object.mapInt32.sum > Int32(32) + Int32(33) + Int32(34) }),
        ("(object.mapInt32.@sum > %@)", [Int32(32)], 1, { $0.object.mapInt32.sum > Int32(32) }),
        ("(object.mapInt32.@sum < %@)", [Int32(32) + Int32(33) + Int32(34)], 0, { $0.object.mapInt32.sum < Int32(32) + Int32(33) + Int32(34) }),
        ("(object.mapInt32.@sum >= %@)", [Int32(32) + Int32(33) + Int32(34)], 1, { $0.object.mapInt32.sum >= Int32(32) + Int32(33) + Int32(34) }),
        ("(object.mapInt32.@sum <= %@)", [Int32(32) + Int32(33) + Int32(34)], 1, { $0.object.mapInt32.sum <= Int32(32) + Int32(33) + Int32(34) }),
        ("(object.mapInt64.@sum == %@)", [Int64(64) + Int64(65) + Int64(66)], 1, { $0.object.mapInt64.sum == Int64(64) + Int64(65) + Int64(66) }),
        ("(object.mapInt64.@sum == %@)", [Int64(64)], 0, { $0.object.mapInt64.sum == Int64(64) }),
        ("(object.mapInt64.@sum != %@)", [Int64(64) + Int64(65) + Int64(66)], 0, { $0.object.mapInt64.sum != Int64(64) + Int64(65) + Int64(66) }),
        ("(object.mapInt64.@sum != %@)", [Int64(64)], 1, { $0.object.mapInt64.sum != Int64(64) }),
        ("(object.mapInt64.@sum > %@)", [Int64(64) + Int64(65) + Int64(66)], 0, { $0.object.mapInt64.sum > Int64(64) + Int64(65) + Int64(66) }),
        ("(object.mapInt64.@sum > %@)", [Int64(64)], 1, { $0.object.mapInt64.sum > Int64(64) }),
        ("(object.mapInt64.@sum < %@)", [Int64(64) + Int64(65) + Int64(66)], 0, { $0.object.mapInt64.sum < Int64(64) + Int64(65) + Int64(66) }),
        ("(object.mapInt64.@sum >= %@)", [Int64(64) + Int64(65) + Int64(66)], 1, { $0.object.mapInt64.sum >= Int64(64) + Int64(65) + Int64(66) }),
        ("(object.mapInt64.@sum <= %@)", [Int64(64) + Int64(65) + Int64(66)], 1, { $0.object.mapInt64.sum <= Int64(64) + Int64(65) + Int64(66) }),
        ("(object.mapFloat.@sum == %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 1, { $0.object.mapFloat.sum == Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.mapFloat.@sum == %@)", [Float(5.55444333)], 0, { $0.object.mapFloat.sum == Float(5.55444333) }),
        ("(object.mapFloat.@sum != %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 0, { $0.object.mapFloat.sum != Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.mapFloat.@sum != %@)", [Float(5.55444333)], 1, { $0.object.mapFloat.sum != Float(5.55444333) }),
        ("(object.mapFloat.@sum > %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 0, { $0.object.mapFloat.sum > Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.mapFloat.@sum > %@)", [Float(5.55444333)], 1, { $0.object.mapFloat.sum > Float(5.55444333) }),
        ("(object.mapFloat.@sum < %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 0, { $0.object.mapFloat.sum < Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.mapFloat.@sum >= %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 1, { $0.object.mapFloat.sum >= Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.mapFloat.@sum <= %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 1, { $0.object.mapFloat.sum <= Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.mapDouble.@sum == %@)", [123.456 + 234.567 + 345.678], 1, { $0.object.mapDouble.sum == 123.456 + 234.567 + 345.678 }),
        ("(object.mapDouble.@sum == %@)", [123.456], 0, { $0.object.mapDouble.sum == 123.456 }),
        ("(object.mapDouble.@sum != %@)", [123.456 + 234.567 + 345.678], 0, { $0.object.mapDouble.sum != 123.456 + 234.567 + 345.678 }),
        ("(object.mapDouble.@sum != %@)", [123.456], 1, { $0.object.mapDouble.sum != 123.456 }),
        ("(object.mapDouble.@sum > %@)", [123.456 + 234.567 + 345.678], 0, { $0.object.mapDouble.sum > 123.456 + 234.567 + 345.678 }),
        ("(object.mapDouble.@sum > %@)", [123.456], 1, { $0.object.mapDouble.sum > 123.456 }),
        ("(object.mapDouble.@sum < %@)", [123.456 + 234.567 + 345.678], 0, { $0.object.mapDouble.sum < 123.456 + 234.567 + 345.678 }),
        ("(object.mapDouble.@sum >= %@)", [123.456 + 234.567 + 345.678], 1, { $0.object.mapDouble.sum >= 123.456 + 234.567 + 345.678 }),
        ("(object.mapDouble.@sum <= %@)", [123.456 + 234.567 + 345.678], 1, { $0.object.mapDouble.sum <= 123.456 + 234.567 + 345.678 }),
        ("(object.mapDecimal.@sum == %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 1, { $0.object.mapDecimal.sum == Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.mapDecimal.@sum == %@)", [Decimal128(123.456)], 0, { $0.object.mapDecimal.sum == Decimal128(123.456) }),
        ("(object.mapDecimal.@sum != %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 0, { $0.object.mapDecimal.sum != Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.mapDecimal.@sum != %@)", [Decimal128(123.456)], 1, { $0.object.mapDecimal.sum != Decimal128(123.456) }),
        ("(object.mapDecimal.@sum > %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 0, { $0.object.mapDecimal.sum > Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.mapDecimal.@sum > %@)", [Decimal128(123.456)], 1, { $0.object.mapDecimal.sum > Decimal128(123.456) }),
        ("(object.mapDecimal.@sum < %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 0, { $0.object.mapDecimal.sum < Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.mapDecimal.@sum >= %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 1, { $0.object.mapDecimal.sum >= Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.mapDecimal.@sum <= %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 1, { $0.object.mapDecimal.sum <= Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.mapOptInt.@sum == %@)", [1 + 3 + 5], 1, { $0.object.mapOptInt.sum == 1 + 3 + 5 }),
        ("(object.mapOptInt.@sum == %@)", [1], 0, { $0.object.mapOptInt.sum == 1 }),
        ("(object.mapOptInt.@sum != %@)", [1 + 3 + 5], 0, { $0.object.mapOptInt.sum != 1 + 3 + 5 }),
        ("(object.mapOptInt.@sum != %@)", [1], 1, { $0.object.mapOptInt.sum != 1 }),
        ("(object.mapOptInt.@sum > %@)", [1 + 3 + 5], 0, { $0.object.mapOptInt.sum > 1 + 3 + 5 }),
        ("(object.mapOptInt.@sum > %@)", [1], 1, { $0.object.mapOptInt.sum > 1 }),
        ("(object.mapOptInt.@sum < %@)", [1 + 3 + 5], 0, { $0.object.mapOptInt.sum < 1 + 3 + 5 }),
        ("(object.mapOptInt.@sum >= %@)", [1 + 3 + 5], 1, { $0.object.mapOptInt.sum >= 1 + 3 + 5 }),
        ("(object.mapOptInt.@sum <= %@)", [1 + 3 + 5], 1, { $0.object.mapOptInt.sum <= 1 + 3 + 5 }),
        ("(object.mapOptInt8.@sum == %@)", [Int8(8) + Int8(9) + Int8(10)], 1, { $0.object.mapOptInt8.sum == Int8(8) + Int8(9) + Int8(10) }),
        ("(object.mapOptInt8.@sum == %@)", [Int8(8)], 0, { $0.object.mapOptInt8.sum == Int8(8) }),
        ("(object.mapOptInt8.@sum != %@)", [Int8(8) + Int8(9) + Int8(10)], 0, { $0.object.mapOptInt8.sum != Int8(8) + Int8(9) + Int8(10) }),
        ("(object.mapOptInt8.@sum != %@)", [Int8(8)], 1, { $0.object.mapOptInt8.sum != Int8(8) }),
        ("(object.mapOptInt8.@sum > %@)", [Int8(8) + Int8(9) + Int8(10)], 0, { $0.object.mapOptInt8.sum > Int8(8) + Int8(9) + Int8(10) }),
        ("(object.mapOptInt8.@sum > %@)", [Int8(8)], 1, { $0.object.mapOptInt8.sum > Int8(8) }),
        ("(object.mapOptInt8.@sum < %@)", [Int8(8) + Int8(9) + Int8(10)], 0, { $0.object.mapOptInt8.sum < Int8(8) + Int8(9) + Int8(10) }),
        ("(object.mapOptInt8.@sum >= %@)", [Int8(8) + Int8(9) + Int8(10)], 1, { $0.object.mapOptInt8.sum >= Int8(8) + Int8(9) + Int8(10) }),
        ("(object.mapOptInt8.@sum <= %@)", [Int8(8) + Int8(9) + Int8(10)], 1, { $0.object.mapOptInt8.sum <= Int8(8) + Int8(9) + Int8(10) }),
        ("(object.mapOptInt16.@sum == %@)", [Int16(16) + Int16(17) + Int16(18)], 1, { $0.object.mapOptInt16.sum == Int16(16) + Int16(17) + Int16(18) }),
        ("(object.mapOptInt16.@sum == %@)", [Int16(16)], 0, { $0.object.mapOptInt16.sum == Int16(16) }),
        ("(object.mapOptInt16.@sum != %@)", [Int16(16) + Int16(17) + Int16(18)], 0, { $0.object.mapOptInt16.sum != Int16(16) + Int16(17) + Int16(18) }),
        ("(object.mapOptInt16.@sum != %@)", [Int16(16)], 1, { $0.object.mapOptInt16.sum != Int16(16) }),
        ("(object.mapOptInt16.@sum > %@)", [Int16(16) + Int16(17) + Int16(18)], 0, { $0.object.mapOptInt16.sum > Int16(16) + Int16(17) + Int16(18) }),
        ("(object.mapOptInt16.@sum > %@)", [Int16(16)], 1, { $0.object.mapOptInt16.sum > Int16(16) }),
        ("(object.mapOptInt16.@sum < %@)", [Int16(16) + Int16(17) + Int16(18)], 0, { $0.object.mapOptInt16.sum < Int16(16) + Int16(17) + Int16(18) }),
        ("(object.mapOptInt16.@sum >= %@)", [Int16(16) + Int16(17) + Int16(18)], 1, { $0.object.mapOptInt16.sum >= Int16(16) + Int16(17) + Int16(18) }),
        ("(object.mapOptInt16.@sum <= %@)", [Int16(16) + Int16(17) + Int16(18)], 1, { $0.object.mapOptInt16.sum <= Int16(16) + Int16(17) + Int16(18) }),
        ("(object.mapOptInt32.@sum == %@)", [Int32(32) + Int32(33) + Int32(34)], 1, { $0.object.mapOptInt32.sum == Int32(32) + Int32(33) + Int32(34) }),
        ("(object.mapOptInt32.@sum == %@)", [Int32(32)], 0, { $0.object.mapOptInt32.sum == Int32(32) }),
        ("(object.mapOptInt32.@sum != %@)", [Int32(32) + Int32(33) + Int32(34)], 0, { $0.object.mapOptInt32.sum != Int32(32) + Int32(33) + Int32(34) }),
        ("(object.mapOptInt32.@sum != %@)", [Int32(32)], 1, { $0.object.mapOptInt32.sum != Int32(32) }),
        ("(object.mapOptInt32.@sum > %@)", [Int32(32) + Int32(33) + Int32(34)], 0, { $0.object.mapOptInt32.sum > Int32(32) + Int32(33) + Int32(34) }),
        ("(object.mapOptInt32.@sum > %@)", [Int32(32)], 1, { $0.object.mapOptInt32.sum > Int32(32) }),
        ("(object.mapOptInt32.@sum < %@)", [Int32(32) + Int32(33) + Int32(34)], 0, { $0.object.mapOptInt32.sum < Int32(32) + Int32(33) + Int32(34) }),
        ("(object.mapOptInt32.@sum >= %@)", [Int32(32) + Int32(33) + Int32(34)], 1, { $0.object.mapOptInt32.sum >= Int32(32) + Int32(33) + Int32(34) }),
        ("(object.mapOptInt32.@sum <= %@)", [Int32(32) + Int32(33) + Int32(34)], 1, { $0.object.mapOptInt32.sum <= Int32(32) + Int32(33) + Int32(34) }),
        ("(object.mapOptInt64.@sum == %@)", [Int64(64) + Int64(65) + Int64(66)], 1, { $0.object.mapOptInt64.sum == Int64(64) + Int64(65) + Int64(66) }),
        ("(object.mapOptInt64.@sum == %@)", [Int64(64)], 0, { $0.object.mapOptInt64.sum == Int64(64) }),
        ("(object.mapOptInt64.@sum != %@)", [Int64(64) + Int64(65) + Int64(66)], 0, { $0.object.mapOptInt64.sum != Int64(64) + Int64(65) + Int64(66) }),
        ("(object.mapOptInt64.@sum != %@)", [Int64(64)], 1, { $0.object.mapOptInt64.sum != Int64(64) }),
        ("(object.mapOptInt64.@sum > %@)", [Int64(64) + Int64(65) + Int64(66)], 0, { $0.object.mapOptInt64.sum > Int64(64) + Int64(65) + Int64(66) }),
        ("(object.mapOptInt64.@sum > %@)", [Int64(64)], 1, { $0.object.mapOptInt64.sum > Int64(64) }),
        ("(object.mapOptInt64.@sum < %@)", [Int64(64) + Int64(65) + Int64(66)], 0, { $0.object.mapOptInt64.sum < Int64(64) + Int64(65) + Int64(66) }),
        ("(object.mapOptInt64.@sum >= %@)", [Int64(64) + Int64(65) + Int64(66)], 1, { $0.object.mapOptInt64.sum >= Int64(64) + Int64(65) + Int64(66) }),
        ("(object.mapOptInt64.@sum <= %@)", [Int64(64) + Int64(65) + Int64(66)], 1, { $0.object.mapOptInt64.sum <= Int64(64) + Int64(65) + Int64(66) }),
        ("(object.mapOptFloat.@sum == %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 1, { $0.object.mapOptFloat.sum == Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.mapOptFloat.@sum == %@)", [Float(5.55444333)], 0, { $0.object.mapOptFloat.sum == Float(5.55444333) }),
        ("(object.mapOptFloat.@sum != %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 0, { $0.object.mapOptFloat.sum != Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.mapOptFloat.@sum != %@)", [Float(5.55444333)], 1, { $0.object.mapOptFloat.sum != Float(5.55444333) }),
        ("(object.mapOptFloat.@sum > %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 0, { $0.object.mapOptFloat.sum > Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.mapOptFloat.@sum > %@)", [Float(5.55444333)], 1, { $0.object.mapOptFloat.sum > Float(5.55444333) }),
        ("(object.mapOptFloat.@sum < %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 0, { $0.object.mapOptFloat.sum < Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.mapOptFloat.@sum >= %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 1, { $0.object.mapOptFloat.sum >= Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.mapOptFloat.@sum <= %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 1, { $0.object.mapOptFloat.sum <= Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(object.mapOptDouble.@sum == %@)", [123.456 + 234.567 + 345.678], 1, { $0.object.mapOptDouble.sum == 123.456 + 234.567 + 345.678 }),
        ("(object.mapOptDouble.@sum == %@)", [123.456], 0, { $0.object.mapOptDouble.sum == 123.456 }),
        ("(object.mapOptDouble.@sum != %@)", [123.456 + 234.567 + 345.678], 0, { $0.object.mapOptDouble.sum != 123.456 + 234.567 + 345.678 }),
        ("(object.mapOptDouble.@sum != %@)", [123.456], 1, { $0.object.mapOptDouble.sum != 123.456 }),
        ("(object.mapOptDouble.@sum > %@)", [123.456 + 234.567 + 345.678], 0, { $0.object.mapOptDouble.sum > 123.456 + 234.567 + 345.678 }),
        ("(object.mapOptDouble.@sum > %@)", [123.456], 1, { $0.object.mapOptDouble.sum > 123.456 }),
        ("(object.mapOptDouble.@sum < %@)", [123.456 + 234.567 + 345.678], 0, { $0.object.mapOptDouble.sum < 123.456 + 234.567 + 345.678 }),
        ("(object.mapOptDouble.@sum >= %@)", [123.456 + 234.567 + 345.678], 1, { $0.object.mapOptDouble.sum >= 123.456 + 234.567 + 345.678 }),
        ("(object.mapOptDouble.@sum <= %@)", [123.456 + 234.567 + 345.678], 1, { $0.object.mapOptDouble.sum <= 123.456 + 234.567 + 345.678 }),
        ("(object.mapOptDecimal.@sum == %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 1, { $0.object.mapOptDecimal.sum == Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.mapOptDecimal.@sum == %@)", [Decimal128(123.456)], 0, { $0.object.mapOptDecimal.sum == Decimal128(123.456) }),
        ("(object.mapOptDecimal.@sum != %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 0, { $0.object.mapOptDecimal.sum != Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.mapOptDecimal.@sum != %@)", [Decimal128(123.456)], 1, { $0.object.mapOptDecimal.sum != Decimal128(123.456) }),
        ("(object.mapOptDecimal.@sum > %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 0, { $0.object.mapOptDecimal.sum > Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.mapOptDecimal.@sum > %@)", [Decimal128(123.456)], 1, { $0.object.mapOptDecimal.sum > Decimal128(123.456) }),
        ("(object.mapOptDecimal.@sum < %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 0, { $0.object.mapOptDecimal.sum < Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.mapOptDecimal.@sum >= %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 1, { $0.object.mapOptDecimal.sum >= Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(object.mapOptDecimal.@sum <= %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 1, { $0.object.mapOptDecimal.sum <= Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
    ]
    for (text, values, count, query) in rowsValues {
        let (built, args) = query(Query<LinkToCollectionsOfValues>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(LinkToCollectionsOfValues.self).where(query).count, count, built)
    }
    let rowsfEnums: [(String, [Any], Int, (Query<LinkToModernCollectionsOfEnums>) -> Query<Bool>)] = [
        ("(object.listInt.@sum == %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 1, { $0.object.listInt.rawValue.sum == EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.listInt.@sum == %@)", [EnumInt.value1.rawValue], 0, { $0.object.listInt.rawValue.sum == EnumInt.value1.rawValue }),
        ("(object.listInt.@sum != %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 0, { $0.object.listInt.rawValue.sum != EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.listInt.@sum != %@)", [EnumInt.value1.rawValue], 1, { $0.object.listInt.rawValue.sum != EnumInt.value1.rawValue }),
        ("(object.listInt.@sum > %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 0, { $0.object.listInt.rawValue.sum > EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.listInt.@sum > %@)", [EnumInt.value1.rawValue], 1, { $0.object.listInt.rawValue.sum > EnumInt.value1.rawValue }),
        ("(object.listInt.@sum < %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 0, { $0.object.listInt.rawValue.sum < EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.listInt.@sum >= %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 1, { $0.object.listInt.rawValue.sum >= EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.listInt.@sum <= %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 1, { $0.object.listInt.rawValue.sum <= EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.listInt8.@sum == %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 1, { $0.object.listInt8.rawValue.sum == EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.listInt8.@sum == %@)", [EnumInt8.value1.rawValue], 0, { $0.object.listInt8.rawValue.sum == EnumInt8.value1.rawValue }),
        ("(object.listInt8.@sum != %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 0, { $0.object.listInt8.rawValue.sum != EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.listInt8.@sum != %@)", [EnumInt8.value1.rawValue], 1, { $0.object.listInt8.rawValue.sum != EnumInt8.value1.rawValue }),
        ("(object.listInt8.@sum > %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 0, { $0.object.listInt8.rawValue.sum > EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.listInt8.@sum > %@)", [EnumInt8.value1.rawValue], 1, { $0.object.listInt8.rawValue.sum > EnumInt8.value1.rawValue }),
        ("(object.listInt8.@sum < %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 0, { $0.object.listInt8.rawValue.sum < EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.listInt8.@sum >= %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 1, { $0.object.listInt8.rawValue.sum >= EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.listInt8.@sum <= %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 1, { $0.object.listInt8.rawValue.sum <= EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.listInt16.@sum == %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 1, { $0.object.listInt16.rawValue.sum == EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.listInt16.@sum == %@)", [EnumInt16.value1.rawValue], 0, { $0.object.listInt16.rawValue.sum == EnumInt16.value1.rawValue }),
        ("(object.listInt16.@sum != %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 0, { $0.object.listInt16.rawValue.sum != EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.listInt16.@sum != %@)", [EnumInt16.value1.rawValue], 1, { $0.object.listInt16.rawValue.sum != EnumInt16.value1.rawValue }),
        ("(object.listInt16.@sum > %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 0, { $0.object.listInt16.rawValue.sum > EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.listInt16.@sum > %@)", [EnumInt16.value1.rawValue], 1, { $0.object.listInt16.rawValue.sum > EnumInt16.value1.rawValue }),
        ("(object.listInt16.@sum < %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 0, { $0.object.listInt16.rawValue.sum < EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.listInt16.@sum >= %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 1, { $0.object.listInt16.rawValue.sum >= EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.listInt16.@sum <= %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 1, { $0.object.listInt16.rawValue.sum <= EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.listInt32.@sum == %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 1, { $0.object.listInt32.rawValue.sum == EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.listInt32.@sum == %@)", [EnumInt32.value1.rawValue], 0, { $0.object.listInt32.rawValue.sum == EnumInt32.value1.rawValue }),
        ("(object.listInt32.@sum != %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 0, { $0.object.listInt32.rawValue.sum != EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.listInt32.@sum != %@)", [EnumInt32.value1.rawValue], 1, { $0.object.listInt32.rawValue.sum != EnumInt32.value1.rawValue }),
        ("(object.listInt32.@sum > %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 0, { $0.object.listInt32.rawValue.sum > EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.listInt32.@sum > %@)", [EnumInt32.value1.rawValue], 1, { $0.object.listInt32.rawValue.sum > EnumInt32.value1.rawValue }),
        ("(object.listInt32.@sum < %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 0, { $0.object.listInt32.rawValue.sum < EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.listInt32.@sum >= %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 1, { $0.object.listInt32.rawValue.sum >= EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.listInt32.@sum <= %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 1, { $0.object.listInt32.rawValue.sum <= EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.listInt64.@sum == %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 1, { $0.object.listInt64.rawValue.sum == EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.listInt64.@sum == %@)", [EnumInt64.value1.rawValue], 0, { $0.object.listInt64.rawValue.sum == EnumInt64.value1.rawValue }),
        ("(object.listInt64.@sum != %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 0, { $0.object.listInt64.rawValue.sum != EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.listInt64.@sum != %@)", [EnumInt64.value1.rawValue], 1, { $0.object.listInt64.rawValue.sum != EnumInt64.value1.rawValue }),
        ("(object.listInt64.@sum > %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 0, { $0.object.listInt64.rawValue.sum > EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.listInt64.@sum > %@)", [EnumInt64.value1.rawValue], 1, { $0.object.listInt64.rawValue.sum > EnumInt64.value1.rawValue }),
        ("(object.listInt64.@sum < %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 0, { $0.object.listInt64.rawValue.sum < EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.listInt64.@sum >= %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 1, { $0.object.listInt64.rawValue.sum >= EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.listInt64.@sum <= %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 1, { $0.object.listInt64.rawValue.sum <= EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.listDouble.@sum == %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 1, { $0.object.listDouble.rawValue.sum == EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.listDouble.@sum == %@)", [EnumDouble.value1.rawValue], 0, { $0.object.listDouble.rawValue.sum == EnumDouble.value1.rawValue }),
        ("(object.listDouble.@sum != %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 0, { $0.object.listDouble.rawValue.sum != EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.listDouble.@sum != %@)", [EnumDouble.value1.rawValue], 1, { $0.object.listDouble.rawValue.sum != EnumDouble.value1.rawValue }),
        ("(object.listDouble.@sum > %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 0, { $0.object.listDouble.rawValue.sum > EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.listDouble.@sum > %@)", [EnumDouble.value1.rawValue], 1, { $0.object.listDouble.rawValue.sum > EnumDouble.value1.rawValue }),
        ("(object.listDouble.@sum < %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 0, { $0.object.listDouble.rawValue.sum < EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.listDouble.@sum >= %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 1, { $0.object.listDouble.rawValue.sum >= EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.listDouble.@sum <= %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 1, { $0.object.listDouble.rawValue.sum <= EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.listIntOpt.@sum == %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 1, { $0.object.listIntOpt.rawValue.sum == EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.listIntOpt.@sum == %@)", [EnumInt.value1.rawValue], 0, { $0.object.listIntOpt.rawValue.sum == EnumInt.value1.rawValue }),
        ("(object.listIntOpt.@sum != %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 0, { $0.object.listIntOpt.rawValue.sum != EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.listIntOpt.@sum != %@)", [EnumInt.value1.rawValue], 1, { $0.object.listIntOpt.rawValue.sum != EnumInt.value1.rawValue }),
        ("(object.listIntOpt.@sum > %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 0, { $0.object.listIntOpt.rawValue.sum > EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.listIntOpt.@sum > %@)", [EnumInt.value1.rawValue], 1, { $0.object.listIntOpt.rawValue.sum > EnumInt.value1.rawValue }),
        ("(object.listIntOpt.@sum < %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 0, { $0.object.listIntOpt.rawValue.sum < EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.listIntOpt.@sum >= %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 1, { $0.object.listIntOpt.rawValue.sum >= EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.listIntOpt.@sum <= %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 1, { $0.object.listIntOpt.rawValue.sum <= EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.listInt8Opt.@sum == %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 1, { $0.object.listInt8Opt.rawValue.sum == EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.listInt8Opt.@sum == %@)", [EnumInt8.value1.rawValue], 0, { $0.object.listInt8Opt.rawValue.sum == EnumInt8.value1.rawValue }),
        ("(object.listInt8Opt.@sum != %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 0, { $0.object.listInt8Opt.rawValue.sum != EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.listInt8Opt.@sum != %@)", [EnumInt8.value1.rawValue], 1, { $0.object.listInt8Opt.rawValue.sum != EnumInt8.value1.rawValue }),
        ("(object.listInt8Opt.@sum > %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 0, { $0.object.listInt8Opt.rawValue.sum > EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.listInt8Opt.@sum > %@)", [EnumInt8.value1.rawValue], 1, { $0.object.listInt8Opt.rawValue.sum > EnumInt8.value1.rawValue }),
        ("(object.listInt8Opt.@sum < %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 0, { $0.object.listInt8Opt.rawValue.sum < EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.listInt8Opt.@sum >= %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 1, { $0.object.listInt8Opt.rawValue.sum >= EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.listInt8Opt.@sum <= %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 1, { $0.object.listInt8Opt.rawValue.sum <= EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.listInt16Opt.@sum == %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 1, { $0.object.listInt16Opt.rawValue.sum == EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.listInt16Opt.@sum == %@)", [EnumInt16.value1.rawValue], 0, { $0.object.listInt16Opt.rawValue.sum == EnumInt16.value1.rawValue }),
        ("(object.listInt16Opt.@sum != %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 0, { $0.object.listInt16Opt.rawValue.sum != EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.listInt16Opt.@sum != %@)", [EnumInt16.value1.rawValue], 1, { $0.object.listInt16Opt.rawValue.sum != EnumInt16.value1.rawValue }),
        ("(object.listInt16Opt.@sum > %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 0, { $0.object.listInt16Opt.rawValue.sum > EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.listInt16Opt.@sum > %@)", [EnumInt16.value1.rawValue], 1, { $0.object.listInt16Opt.rawValue.sum > EnumInt16.value1.rawValue }),
        ("(object.listInt16Opt.@sum < %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 0, { $0.object.listInt16Opt.rawValue.sum < EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.listInt16Opt.@sum >= %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 1, { $0.object.listInt16Opt.rawValue.sum >= EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.listInt16Opt.@sum <= %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 1, { $0.object.listInt16Opt.rawValue.sum <= EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.listInt32Opt.@sum == %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 1, { $0.object.listInt32Opt.rawValue.sum == EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.listInt32Opt.@sum == %@)", [EnumInt32.value1.rawValue], 0, { $0.object.listInt32Opt.rawValue.sum == EnumInt32.value1.rawValue }),
        ("(object.listInt32Opt.@sum != %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 0, { $0.object.listInt32Opt.rawValue.sum != EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.listInt32Opt.@sum != %@)", [EnumInt32.value1.rawValue], 1, { $0.object.listInt32Opt.rawValue.sum != EnumInt32.value1.rawValue }),
        ("(object.listInt32Opt.@sum > %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 0, { $0.object.listInt32Opt.rawValue.sum > EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.listInt32Opt.@sum > %@)", [EnumInt32.value1.rawValue], 1, { $0.object.listInt32Opt.rawValue.sum > EnumInt32.value1.rawValue }),
        ("(object.listInt32Opt.@sum < %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 0, { $0.object.listInt32Opt.rawValue.sum < EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.listInt32Opt.@sum >= %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 1, { $0.object.listInt32Opt.rawValue.sum >= EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.listInt32Opt.@sum <= %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 1, { $0.object.listInt32Opt.rawValue.sum <= EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.listInt64Opt.@sum == %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 1, { $0.object.listInt64Opt.rawValue.sum == EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.listInt64Opt.@sum == %@)", [EnumInt64.value1.rawValue], 0, { $0.object.listInt64Opt.rawValue.sum == EnumInt64.value1.rawValue }),
        ("(object.listInt64Opt.@sum != %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 0, { $0.object.listInt64Opt.rawValue.sum != EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.listInt64Opt.@sum != %@)", [EnumInt64.value1.rawValue], 1, { $0.object.listInt64Opt.rawValue.sum != EnumInt64.value1.rawValue }),
        ("(object.listInt64Opt.@sum > %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 0, { $0.object.listInt64Opt.rawValue.sum > EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.listInt64Opt.@sum > %@)", [EnumInt64.value1.rawValue], 1, { $0.object.listInt64Opt.rawValue.sum > EnumInt64.value1.rawValue }),
        ("(object.listInt64Opt.@sum < %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 0, { $0.object.listInt64Opt.rawValue.sum < EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.listInt64Opt.@sum >= %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 1, { $0.object.listInt64Opt.rawValue.sum >= EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.listInt64Opt.@sum <= %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 1, { $0.object.listInt64Opt.rawValue.sum <= EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.listDoubleOpt.@sum == %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 1, { $0.object.listDoubleOpt.rawValue.sum == EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.listDoubleOpt.@sum == %@)", [EnumDouble.value1.rawValue], 0, { $0.object.listDoubleOpt.rawValue.sum == EnumDouble.value1.rawValue }),
        ("(object.listDoubleOpt.@sum != %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 0, { $0.object.listDoubleOpt.rawValue.sum != EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.listDoubleOpt.@sum != %@)", [EnumDouble.value1.rawValue], 1, { $0.object.listDoubleOpt.rawValue.sum != EnumDouble.value1.rawValue }),
        ("(object.listDoubleOpt.@sum > %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 0, { $0.object.listDoubleOpt.rawValue.sum > EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.listDoubleOpt.@sum > %@)", [EnumDouble.value1.rawValue], 1, { $0.object.listDoubleOpt.rawValue.sum > EnumDouble.value1.rawValue }),
        ("(object.listDoubleOpt.@sum < %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 0, { $0.object.listDoubleOpt.rawValue.sum < EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.listDoubleOpt.@sum >= %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 1, { $0.object.listDoubleOpt.rawValue.sum >= EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.listDoubleOpt.@sum <= %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 1, { $0.object.listDoubleOpt.rawValue.sum <= EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.setInt.@sum == %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 1, { $0.object.setInt.rawValue.sum == EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.setInt.@sum == %@)", [EnumInt.value1.rawValue], 0, { $0.object.setInt.rawValue.sum == EnumInt.value1.rawValue }),
        ("(object.setInt.@sum != %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 0, { $0.object.setInt.rawValue.sum != EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.setInt.@sum != %@)", [EnumInt.value1.rawValue], 1, { $0.object.setInt.rawValue.sum != EnumInt.value1.rawValue }),
        ("(object.setInt.@sum > %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 0, { $0.object.setInt.rawValue.sum > EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.setInt.@sum > %@)", [EnumInt.value1.rawValue], 1, { $0.object.setInt.rawValue.sum > EnumInt.value1.rawValue }),
        ("(object.setInt.@sum < %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 0, { $0.object.setInt.rawValue.sum < EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.setInt.@sum >= %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 1, { $0.object.setInt.rawValue.sum >= EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.setInt.@sum <= %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 1, { $0.object.setInt.rawValue.sum <= EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.setInt8.@sum == %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 1, { $0.object.setInt8.rawValue.sum == EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.setInt8.@sum == %@)", [EnumInt8.value1.rawValue], 0, { $0.object.setInt8.rawValue.sum == EnumInt8.value1.rawValue }),
        ("(object.setInt8.@sum != %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 0, { $0.object.setInt8.rawValue.sum != EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.setInt8.@sum != %@)", [EnumInt8.value1.rawValue], 1, { $0.object.setInt8.rawValue.sum != EnumInt8.value1.rawValue }),
        ("(object.setInt8.@sum > %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 0, { $0.object.setInt8.rawValue.sum > EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.setInt8.@sum > %@)", [EnumInt8.value1.rawValue], 1, { $0.object.setInt8.rawValue.sum > EnumInt8.value1.rawValue }),
        ("(object.setInt8.@sum < %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 0, { $0.object.setInt8.rawValue.sum < EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.setInt8.@sum >= %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 1, { $0.object.setInt8.rawValue.sum >= EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.setInt8.@sum <= %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 1, { $0.object.setInt8.rawValue.sum <= EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.setInt16.@sum == %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 1, { $0.object.setInt16.rawValue.sum == EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.setInt16.@sum == %@)", [EnumInt16.value1.rawValue], 0, { $0.object.setInt16.rawValue.sum == EnumInt16.value1.rawValue }),
        ("(object.setInt16.@sum != %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 0, { $0.object.setInt16.rawValue.sum != EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.setInt16.@sum != %@)", [EnumInt16.value1.rawValue], 1, { $0.object.setInt16.rawValue.sum != EnumInt16.value1.rawValue }),
        ("(object.setInt16.@sum > %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 0, { $0.object.setInt16.rawValue.sum > EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.setInt16.@sum > %@)", [EnumInt16.value1.rawValue], 1, { $0.object.setInt16.rawValue.sum > EnumInt16.value1.rawValue }),
        ("(object.setInt16.@sum < %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 0, { $0.object.setInt16.rawValue.sum < EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.setInt16.@sum >= %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 1, { $0.object.setInt16.rawValue.sum >= EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.setInt16.@sum <= %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 1, { $0.object.setInt16.rawValue.sum <= EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.setInt32.@sum == %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 1, { $0.object.setInt32.rawValue.sum == EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.setInt32.@sum == %@)", [EnumInt32.value1.rawValue], 0, { $0.object.setInt32.rawValue.sum == EnumInt32.value1.rawValue }),
        ("(object.setInt32.@sum != %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 0, { $0.object.setInt32.rawValue.sum != EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.setInt32.@sum != %@)", [EnumInt32.value1.rawValue], 1, { $0.object.setInt32.rawValue.sum != EnumInt32.value1.rawValue }),
        ("(object.setInt32.@sum > %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 0, { $0.object.setInt32.rawValue.sum > EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.setInt32.@sum > %@)", [EnumInt32.value1.rawValue], 1, { $0.object.setInt32.rawValue.sum > EnumInt32.value1.rawValue }),
        ("(object.setInt32.@sum < %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 0, { $0.object.setInt32.rawValue.sum < EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.setInt32.@sum >= %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 1, { $0.object.setInt32.rawValue.sum >= EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.setInt32.@sum <= %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 1, { $0.object.setInt32.rawValue.sum <= EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.setInt64.@sum == %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 1, { $0.object.setInt64.rawValue.sum == EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.setInt64.@sum == %@)", [EnumInt64.value1.rawValue], 0, { $0.object.setInt64.rawValue.sum == EnumInt64.value1.rawValue }),
        ("(object.setInt64.@sum != %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 0, { $0.object.setInt64.rawValue.sum != EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.setInt64.@sum != %@)", [EnumInt64.value1.rawValue], 1, { $0.object.setInt64.rawValue.sum != EnumInt64.value1.rawValue }),
        ("(object.setInt64.@sum > %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 0, { $0.object.setInt64.rawValue.sum > EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.setInt64.@sum > %@)", [EnumInt64.value1.rawValue], 1, { $0.object.setInt64.rawValue.sum > EnumInt64.value1.rawValue }),
        ("(object.setInt64.@sum < %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 0, { $0.object.setInt64.rawValue.sum < EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.setInt64.@sum >= %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 1, { $0.object.setInt64.rawValue.sum >= EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.setInt64.@sum <= %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 1, { $0.object.setInt64.rawValue.sum <= EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.setDouble.@sum == %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 1, { $0.object.setDouble.rawValue.sum == EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.setDouble.@sum == %@)", [EnumDouble.value1.rawValue], 0, { $0.object.setDouble.rawValue.sum == EnumDouble.value1.rawValue }),
        ("(object.setDouble.@sum != %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 0, { $0.object.setDouble.rawValue.sum != EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.setDouble.@sum != %@)", [EnumDouble.value1.rawValue], 1, { $0.object.setDouble.rawValue.sum != EnumDouble.value1.rawValue }),
        ("(object.setDouble.@sum > %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 0, { $0.object.setDouble.rawValue.sum > EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.setDouble.@sum > %@)", [EnumDouble.value1.rawValue], 1, { $0.object.setDouble.rawValue.sum > EnumDouble.value1.rawValue }),
        ("(object.setDouble.@sum < %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 0, { $0.object.setDouble.rawValue.sum < EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.setDouble.@sum >= %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 1, { $0.object.setDouble.rawValue.sum >= EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.setDouble.@sum <= %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 1, { $0.object.setDouble.rawValue.sum <= EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.setIntOpt.@sum == %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 1, { $0.object.setIntOpt.rawValue.sum == EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.setIntOpt.@sum == %@)", [EnumInt.value1.rawValue], 0, { $0.object.setIntOpt.rawValue.sum == EnumInt.value1.rawValue }),
        ("(object.setIntOpt.@sum != %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 0, { $0.object.setIntOpt.rawValue.sum != EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.setIntOpt.@sum != %@)", [EnumInt.value1.rawValue], 1, { $0.object.setIntOpt.rawValue.sum != EnumInt.value1.rawValue }),
        ("(object.setIntOpt.@sum > %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 0, { $0.object.setIntOpt.rawValue.sum > EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.setIntOpt.@sum > %@)", [EnumInt.value1.rawValue], 1, { $0.object.setIntOpt.rawValue.sum > EnumInt.value1.rawValue }),
        ("(object.setIntOpt.@sum < %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 0, { $0.object.setIntOpt.rawValue.sum < EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.setIntOpt.@sum >= %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 1, { $0.object.setIntOpt.rawValue.sum >= EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.setIntOpt.@sum <= %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 1, { $0.object.setIntOpt.rawValue.sum <= EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.setInt8Opt.@sum == %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 1, { $0.object.setInt8Opt.rawValue.sum == EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.setInt8Opt.@sum == %@)", [EnumInt8.value1.rawValue], 0, { $0.object.setInt8Opt.rawValue.sum == EnumInt8.value1.rawValue }),
        ("(object.setInt8Opt.@sum != %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 0, { $0.object.setInt8Opt.rawValue.sum != EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.setInt8Opt.@sum != %@)", [EnumInt8.value1.rawValue], 1, { $0.object.setInt8Opt.rawValue.sum != EnumInt8.value1.rawValue }),
        ("(object.setInt8Opt.@sum > %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 0, { $0.object.setInt8Opt.rawValue.sum > EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.setInt8Opt.@sum > %@)", [EnumInt8.value1.rawValue], 1, { $0.object.setInt8Opt.rawValue.sum > EnumInt8.value1.rawValue }),
        ("(object.setInt8Opt.@sum < %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 0, { $0.object.setInt8Opt.rawValue.sum < EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.setInt8Opt.@sum >= %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 1, { $0.object.setInt8Opt.rawValue.sum >= EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.setInt8Opt.@sum <= %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 1, { $0.object.setInt8Opt.rawValue.sum <= EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.setInt16Opt.@sum == %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 1, { $0.object.setInt16Opt.rawValue.sum == EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.setInt16Opt.@sum == %@)", [EnumInt16.value1.rawValue], 0, { $0.object.setInt16Opt.rawValue.sum == EnumInt16.value1.rawValue }),
        ("(object.setInt16Opt.@sum != %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 0, { $0.object.setInt16Opt.rawValue.sum != EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.setInt16Opt.@sum != %@)", [EnumInt16.value1.rawValue], 1, { $0.object.setInt16Opt.rawValue.sum != EnumInt16.value1.rawValue }),
        ("(object.setInt16Opt.@sum > %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 0, { $0.object.setInt16Opt.rawValue.sum > EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.setInt16Opt.@sum > %@)", [EnumInt16.value1.rawValue], 1, { $0.object.setInt16Opt.rawValue.sum > EnumInt16.value1.rawValue }),
        ("(object.setInt16Opt.@sum < %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 0, { $0.object.setInt16Opt.rawValue.sum < EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.setInt16Opt.@sum >= %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 1, { $0.object.setInt16Opt.rawValue.sum >= EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.setInt16Opt.@sum <= %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 1, { $0.object.setInt16Opt.rawValue.sum <= EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.setInt32Opt.@sum == %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 1, { $0.object.setInt32Opt.rawValue.sum == EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.setInt32Opt.@sum == %@)", [EnumInt32.value1.rawValue], 0, { $0.object.setInt32Opt.rawValue.sum == EnumInt32.value1.rawValue }),
        ("(object.setInt32Opt.@sum != %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 0, { $0.object.setInt32Opt.rawValue.sum != EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.setInt32Opt.@sum != %@)", [EnumInt32.value1.rawValue], 1, { $0.object.setInt32Opt.rawValue.sum != EnumInt32.value1.rawValue }),
        ("(object.setInt32Opt.@sum > %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 0, { $0.object.setInt32Opt.rawValue.sum > EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.setInt32Opt.@sum > %@)", [EnumInt32.value1.rawValue], 1, { $0.object.setInt32Opt.rawValue.sum > EnumInt32.value1.rawValue }),
        ("(object.setInt32Opt.@sum < %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 0, { $0.object.setInt32Opt.rawValue.sum < EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.setInt32Opt.@sum >= %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 1, { $0.object.setInt32Opt.rawValue.sum >= EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.setInt32Opt.@sum <= %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 1, { $0.object.setInt32Opt.rawValue.sum <= EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.setInt64Opt.@sum == %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 1, { $0.object.setInt64Opt.rawValue.sum == EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.setInt64Opt.@sum == %@)", [EnumInt64.value1.rawValue], 0, { $0.object.setInt64Opt.rawValue.sum == EnumInt64.value1.rawValue }),
        ("(object.setInt64Opt.@sum != %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 0, { $0.object.setInt64Opt.rawValue.sum != EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.setInt64Opt.@sum != %@)", [EnumInt64.value1.rawValue], 1, { $0.object.setInt64Opt.rawValue.sum != EnumInt64.value1.rawValue }),
        ("(object.setInt64Opt.@sum > %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 0, { $0.object.setInt64Opt.rawValue.sum > EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.setInt64Opt.@sum > %@)", [EnumInt64.value1.rawValue], 1, { $0.object.setInt64Opt.rawValue.sum > EnumInt64.value1.rawValue }),
        ("(object.setInt64Opt.@sum < %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 0, { $0.object.setInt64Opt.rawValue.sum < EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.setInt64Opt.@sum >= %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 1, { $0.object.setInt64Opt.rawValue.sum >= EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.setInt64Opt.@sum <= %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 1, { $0.object.setInt64Opt.rawValue.sum <= EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.setDoubleOpt.@sum == %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 1, { $0.object.setDoubleOpt.rawValue.sum == EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.setDoubleOpt.@sum == %@)", [EnumDouble.value1.rawValue], 0, { $0.object.setDoubleOpt.rawValue.sum == EnumDouble.value1.rawValue }),
        ("(object.setDoubleOpt.@sum != %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 0, { $0.object.setDoubleOpt.rawValue.sum != EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.setDoubleOpt.@sum != %@)", [EnumDouble.value1.rawValue], 1, { $0.object.setDoubleOpt.rawValue.sum != EnumDouble.value1.rawValue }),
        ("(object.setDoubleOpt.@sum > %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 0, { $0.object.setDoubleOpt.rawValue.sum > EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.setDoubleOpt.@sum > %@)", [EnumDouble.value1.rawValue], 1, { $0.object.setDoubleOpt.rawValue.sum > EnumDouble.value1.rawValue }),
        ("(object.setDoubleOpt.@sum < %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 0, { $0.object.setDoubleOpt.rawValue.sum < EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.setDoubleOpt.@sum >= %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 1, { $0.object.setDoubleOpt.rawValue.sum >= EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.setDoubleOpt.@sum <= %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 1, { $0.object.setDoubleOpt.rawValue.sum <= EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.mapInt.@sum == %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 1, { $0.object.mapInt.rawValue.sum == EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.mapInt.@sum == %@)", [EnumInt.value1.rawValue], 0, { $0.object.mapInt.rawValue.sum == EnumInt.value1.rawValue }),
        ("(object.mapInt.@sum != %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 0, { $0.object.mapInt.rawValue.sum != EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.mapInt.@sum != %@)", [EnumInt.value1.rawValue], 1, { $0.object.mapInt.rawValue.sum != EnumInt.value1.rawValue }),
        ("(object.mapInt.@sum > %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 0, { $0.object.mapInt.rawValue.sum > EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.mapInt.@sum > %@)", [EnumInt.value1.rawValue], 1, { $0.object.mapInt.rawValue.sum > EnumInt.value1.rawValue }),
        ("(object.mapInt.@sum < %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 0, { $0.object.mapInt.rawValue.sum < EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.mapInt.@sum >= %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 1, { $0.object.mapInt.rawValue.sum >= EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.mapInt.@sum <= %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 1, { $0.object.mapInt.rawValue.sum <= EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.mapInt8.@sum == %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 1, { $0.object.mapInt8.rawValue.sum == EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.mapInt8.@sum == %@)", [EnumInt8.value1.rawValue], 0, { $0.object.mapInt8.rawValue.sum == EnumInt8.value1.rawValue }),
        ("(object.mapInt8.@sum != %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 0, { $0.object.mapInt8.rawValue.sum != EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.mapInt8.@sum != %@)", [EnumInt8.value1.rawValue], 1, { $0.object.mapInt8.rawValue.sum != EnumInt8.value1.rawValue }),
        ("(object.mapInt8.@sum > %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 0, { $0.object.mapInt8.rawValue.sum > EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.mapInt8.@sum > %@)", [EnumInt8.value1.rawValue], 1, { $0.object.mapInt8.rawValue.sum > EnumInt8.value1.rawValue }),
        ("(object.mapInt8.@sum < %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 0, { $0.object.mapInt8.rawValue.sum < EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.mapInt8.@sum >= %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 1, { $0.object.mapInt8.rawValue.sum >= EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.mapInt8.@sum <= %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 1, { $0.object.mapInt8.rawValue.sum <= EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.mapInt16.@sum == %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 1, { $0.object.mapInt16.rawValue.sum == EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.mapInt16.@sum == %@)", [EnumInt16.value1.rawValue], 0, { $0.object.mapInt16.rawValue.sum == EnumInt16.value1.rawValue }),
        ("(object.mapInt16.@sum != %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 0, { $0.object.mapInt16.rawValue.sum != EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.mapInt16.@sum != %@)", [EnumInt16.value1.rawValue], 1, { $0.object.mapInt16.rawValue.sum != EnumInt16.value1.rawValue }),
        ("(object.mapInt16.@sum > %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 0, { $0.object.mapInt16.rawValue.sum > EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.mapInt16.@sum > %@)", [EnumInt16.value1.rawValue], 1, { $0.object.mapInt16.rawValue.sum > EnumInt16.value1.rawValue }),
        ("(object.mapInt16.@sum < %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 0, { $0.object.mapInt16.rawValue.sum < EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.mapInt16.@sum >= %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 1, { $0.object.mapInt16.rawValue.sum >= EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.mapInt16.@sum <= %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 1, { $0.object.mapInt16.rawValue.sum <= EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.mapInt32.@sum == %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 1, { $0.object.mapInt32.rawValue.sum == EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.mapInt32.@sum == %@)", [EnumInt32.value1.rawValue], 0, { $0.object.mapInt32.rawValue.sum == EnumInt32.value1.rawValue }),
        ("(object.mapInt32.@sum != %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 0, { $0.object.mapInt32.rawValue.sum != EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.mapInt32.@sum != %@)", [EnumInt32.value1.rawValue], 1, { $0.object.mapInt32.rawValue.sum != EnumInt32.value1.rawValue }),
        ("(object.mapInt32.@sum > %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 0, { $0.object.mapInt32.rawValue.sum > EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.mapInt32.@sum > %@)", [EnumInt32.value1.rawValue], 1, { $0.object.mapInt32.rawValue.sum > EnumInt32.value1.rawValue }),
        ("(object.mapInt32.@sum < %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 0, { $0.object.mapInt32.rawValue.sum < EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.mapInt32.@sum >= %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 1, { $0.object.mapInt32.rawValue.sum >= EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.mapInt32.@sum <= %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 1, { $0.object.mapInt32.rawValue.sum <= EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.mapInt64.@sum == %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 1, { $0.object.mapInt64.rawValue.sum == EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.mapInt64.@sum == %@)", [EnumInt64.value1.rawValue], 0, { $0.object.mapInt64.rawValue.sum == EnumInt64.value1.rawValue }),
        ("(object.mapInt64.@sum != %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 0, { $0.object.mapInt64.rawValue.sum != EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.mapInt64.@sum != %@)", [EnumInt64.value1.rawValue], 1, { $0.object.mapInt64.rawValue.sum != EnumInt64.value1.rawValue }),
        ("(object.mapInt64.@sum > %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 0, { $0.object.mapInt64.rawValue.sum > EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.mapInt64.@sum > %@)", [EnumInt64.value1.rawValue], 1, { $0.object.mapInt64.rawValue.sum > EnumInt64.value1.rawValue }),
        ("(object.mapInt64.@sum < %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 0, { $0.object.mapInt64.rawValue.sum < EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.mapInt64.@sum >= %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 1, { $0.object.mapInt64.rawValue.sum >= EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.mapInt64.@sum <= %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 1, { $0.object.mapInt64.rawValue.sum <= EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.mapDouble.@sum == %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 1, { $0.object.mapDouble.rawValue.sum == EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.mapDouble.@sum == %@)", [EnumDouble.value1.rawValue], 0, { $0.object.mapDouble.rawValue.sum == EnumDouble.value1.rawValue }),
        ("(object.mapDouble.@sum != %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 0, { $0.object.mapDouble.rawValue.sum != EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.mapDouble.@sum != %@)", [EnumDouble.value1.rawValue], 1, { $0.object.mapDouble.rawValue.sum != EnumDouble.value1.rawValue }),
        ("(object.mapDouble.@sum > %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 0, { $0.object.mapDouble.rawValue.sum > EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.mapDouble.@sum > %@)", [EnumDouble.value1.rawValue], 1, { $0.object.mapDouble.rawValue.sum > EnumDouble.value1.rawValue }),
        ("(object.mapDouble.@sum < %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 0, { $0.object.mapDouble.rawValue.sum < EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.mapDouble.@sum >= %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 1, { $0.object.mapDouble.rawValue.sum >= EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.mapDouble.@sum <= %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 1, { $0.object.mapDouble.rawValue.sum <= EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.mapIntOpt.@sum == %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 1, { $0.object.mapIntOpt.rawValue.sum == EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.mapIntOpt.@sum == %@)", [EnumInt.value1.rawValue], 0, { $0.object.mapIntOpt.rawValue.sum == EnumInt.value1.rawValue }),
        ("(object.mapIntOpt.@sum != %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 0, { $0.object.mapIntOpt.rawValue.sum != EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.mapIntOpt.@sum != %@)", [EnumInt.value1.rawValue], 1, { $0.object.mapIntOpt.rawValue.sum != EnumInt.value1.rawValue }),
        ("(object.mapIntOpt.@sum > %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 0, { $0.object.mapIntOpt.rawValue.sum > EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.mapIntOpt.@sum > %@)", [EnumInt.value1.rawValue], 1, { $0.object.mapIntOpt.rawValue.sum > EnumInt.value1.rawValue }),
        ("(object.mapIntOpt.@sum < %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 0, { $0.object.mapIntOpt.rawValue.sum < EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.mapIntOpt.@sum >= %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 1, { $0.object.mapIntOpt.rawValue.sum >= EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.mapIntOpt.@sum <= %@)", [EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue], 1, { $0.object.mapIntOpt.rawValue.sum <= EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue }),
        ("(object.mapInt8Opt.@sum == %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 1, { $0.object.mapInt8Opt.rawValue.sum == EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.mapInt8Opt.@sum == %@)", [EnumInt8.value1.rawValue], 0, { $0.object.mapInt8Opt.rawValue.sum == EnumInt8.value1.rawValue }),
        ("(object.mapInt8Opt.@sum != %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 0, { $0.object.mapInt8Opt.rawValue.sum != EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.mapInt8Opt.@sum != %@)", [EnumInt8.value1.rawValue], 1, { $0.object.mapInt8Opt.rawValue.sum != EnumInt8.value1.rawValue }),
        ("(object.mapInt8Opt.@sum > %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 0, { $0.object.mapInt8Opt.rawValue.sum > EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.mapInt8Opt.@sum > %@)", [EnumInt8.value1.rawValue], 1, { $0.object.mapInt8Opt.rawValue.sum > EnumInt8.value1.rawValue }),
        ("(object.mapInt8Opt.@sum < %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 0, { $0.object.mapInt8Opt.rawValue.sum < EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.mapInt8Opt.@sum >= %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 1, { $0.object.mapInt8Opt.rawValue.sum >= EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.mapInt8Opt.@sum <= %@)", [EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue], 1, { $0.object.mapInt8Opt.rawValue.sum <= EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue }),
        ("(object.mapInt16Opt.@sum == %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 1, { $0.object.mapInt16Opt.rawValue.sum == EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.mapInt16Opt.@sum == %@)", [EnumInt16.value1.rawValue], 0, { $0.object.mapInt16Opt.rawValue.sum == EnumInt16.value1.rawValue }),
        ("(object.mapInt16Opt.@sum != %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 0, { $0.object.mapInt16Opt.rawValue.sum != EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.mapInt16Opt.@sum != %@)", [EnumInt16.value1.rawValue], 1, { $0.object.mapInt16Opt.rawValue.sum != EnumInt16.value1.rawValue }),
        ("(object.mapInt16Opt.@sum > %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 0, { $0.object.mapInt16Opt.rawValue.sum > EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.mapInt16Opt.@sum > %@)", [EnumInt16.value1.rawValue], 1, { $0.object.mapInt16Opt.rawValue.sum > EnumInt16.value1.rawValue }),
        ("(object.mapInt16Opt.@sum < %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 0, { $0.object.mapInt16Opt.rawValue.sum < EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.mapInt16Opt.@sum >= %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 1, { $0.object.mapInt16Opt.rawValue.sum >= EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.mapInt16Opt.@sum <= %@)", [EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue], 1, { $0.object.mapInt16Opt.rawValue.sum <= EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue }),
        ("(object.mapInt32Opt.@sum == %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 1, { $0.object.mapInt32Opt.rawValue.sum == EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.mapInt32Opt.@sum == %@)", [EnumInt32.value1.rawValue], 0, { $0.object.mapInt32Opt.rawValue.sum == EnumInt32.value1.rawValue }),
        ("(object.mapInt32Opt.@sum != %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 0, { $0.object.mapInt32Opt.rawValue.sum != EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.mapInt32Opt.@sum != %@)", [EnumInt32.value1.rawValue], 1, { $0.object.mapInt32Opt.rawValue.sum != EnumInt32.value1.rawValue }),
        ("(object.mapInt32Opt.@sum > %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 0, { $0.object.mapInt32Opt.rawValue.sum > EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.mapInt32Opt.@sum > %@)", [EnumInt32.value1.rawValue], 1, { $0.object.mapInt32Opt.rawValue.sum > EnumInt32.value1.rawValue }),
        ("(object.mapInt32Opt.@sum < %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 0, { $0.object.mapInt32Opt.rawValue.sum < EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.mapInt32Opt.@sum >= %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 1, { $0.object.mapInt32Opt.rawValue.sum >= EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.mapInt32Opt.@sum <= %@)", [EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue], 1, { $0.object.mapInt32Opt.rawValue.sum <= EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue }),
        ("(object.mapInt64Opt.@sum == %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 1, { $0.object.mapInt64Opt.rawValue.sum == EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.mapInt64Opt.@sum == %@)", [EnumInt64.value1.rawValue], 0, { $0.object.mapInt64Opt.rawValue.sum == EnumInt64.value1.rawValue }),
        ("(object.mapInt64Opt.@sum != %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 0, { $0.object.mapInt64Opt.rawValue.sum != EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.mapInt64Opt.@sum != %@)", [EnumInt64.value1.rawValue], 1, { $0.object.mapInt64Opt.rawValue.sum != EnumInt64.value1.rawValue }),
        ("(object.mapInt64Opt.@sum > %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 0, { $0.object.mapInt64Opt.rawValue.sum > EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.mapInt64Opt.@sum > %@)", [EnumInt64.value1.rawValue], 1, { $0.object.mapInt64Opt.rawValue.sum > EnumInt64.value1.rawValue }),
        ("(object.mapInt64Opt.@sum < %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 0, { $0.object.mapInt64Opt.rawValue.sum < EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.mapInt64Opt.@sum >= %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 1, { $0.object.mapInt64Opt.rawValue.sum >= EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.mapInt64Opt.@sum <= %@)", [EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue], 1, { $0.object.mapInt64Opt.rawValue.sum <= EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue }),
        ("(object.mapDoubleOpt.@sum == %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 1, { $0.object.mapDoubleOpt.rawValue.sum == EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.mapDoubleOpt.@sum == %@)", [EnumDouble.value1.rawValue], 0, { $0.object.mapDoubleOpt.rawValue.sum == EnumDouble.value1.rawValue }),
        ("(object.mapDoubleOpt.@sum != %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 0, { $0.object.mapDoubleOpt.rawValue.sum != EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.mapDoubleOpt.@sum != %@)", [EnumDouble.value1.rawValue], 1, { $0.object.mapDoubleOpt.rawValue.sum != EnumDouble.value1.rawValue }),
        ("(object.mapDoubleOpt.@sum > %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 0, { $0.object.mapDoubleOpt.rawValue.sum > EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.mapDoubleOpt.@sum > %@)", [EnumDouble.value1.rawValue], 1, { $0.object.mapDoubleOpt.rawValue.sum > EnumDouble.value1.rawValue }),
        ("(object.mapDoubleOpt.@sum < %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 0, { $0.object.mapDoubleOpt.rawValue.sum < EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.mapDoubleOpt.@sum >= %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 1, { $0.object.mapDoubleOpt.rawValue.sum >= EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
        ("(object.mapDoubleOpt.@sum <= %@)", [EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue], 1, { $0.object.mapDoubleOpt.rawValue.sum <= EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue }),
    ]
    for (text, values, count, query) in rowsfEnums {
        let (built, args) = query(Query<LinkToModernCollectionsOfEnums>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(LinkToModernCollectionsOfEnums.self).where(query).count, count, built)
    }
    let rowsctions: [(String, [Any], Int, (Query<LinkToCustomPersistableCollections>) -> Query<Bool>)] = [
        ("(object.listInt.@sum == %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 1, { $0.object.listInt.sum == IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.listInt.@sum == %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.listInt.sum == IntWrapper(persistedValue: 1) }),
        ("(object.listInt.@sum != %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 0, { $0.object.listInt.sum != IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.listInt.@sum != %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.listInt.sum != IntWrapper(persistedValue: 1) }),
        ("(object.listInt.@sum > %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 0, { $0.object.listInt.sum > IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.listInt.@sum > %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.listInt.sum > IntWrapper(persistedValue: 1) }),
        ("(object.listInt.@sum < %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 0, { $0.object.listInt.sum < IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.listInt.@sum >= %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 1, { $0.object.listInt.sum >= IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.listInt.@sum <= %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 1, { $0.object.listInt.sum <= IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.listInt8.@sum == %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 1, { $0.object.listInt8.sum == Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.listInt8.@sum == %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.listInt8.sum == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listInt8.@sum != %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 0, { $0.object.listInt8.sum != Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.listInt8.@sum != %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.listInt8.sum != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listInt8.@sum > %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 0, { $0.object.listInt8.sum > Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.listInt8.@sum > %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.listInt8.sum > Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listInt8.@sum < %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 0, { $0.object.listInt8.sum < Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.listInt8.@sum >= %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 1, { $0.object.listInt8.sum >= Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.listInt8.@sum <= %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 1, { $0.object.listInt8.sum <= Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.listInt16.@sum == %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 1, { $0.object.listInt16.sum == Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.listInt16.@sum == %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.listInt16.sum == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listInt16.@sum != %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 0, { $0.object.listInt16.sum != Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.listInt16.@sum != %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.listInt16.sum != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listInt16.@sum > %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 0, { $0.object.listInt16.sum > Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.listInt16.@sum > %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.listInt16.sum > Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listInt16.@sum < %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 0, { $0.object.listInt16.sum < Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.listInt16.@sum >= %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 1, { $0.object.listInt16.sum >= Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.listInt16.@sum <= %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 1, { $0.object.listInt16.sum <= Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.listInt32.@sum == %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 1, { $0.object.listInt32.sum == Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.listInt32.@sum == %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.listInt32.sum == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listInt32.@sum != %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 0, { $0.object.listInt32.sum != Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.listInt32.@sum != %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.listInt32.sum != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listInt32.@sum > %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 0, { $0.object.listInt32.sum > Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.listInt32.@sum > %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.listInt32.sum > Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listInt32.@sum < %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 0, { $0.object.listInt32.sum < Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.listInt32.@sum >= %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 1, { $0.object.listInt32.sum >= Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.listInt32.@sum <= %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 1, { $0.object.listInt32.sum <= Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.listInt64.@sum == %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 1, { $0.object.listInt64.sum == Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.listInt64.@sum == %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.listInt64.sum == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listInt64.@sum != %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 0, { $0.object.listInt64.sum != Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.listInt64.@sum != %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.listInt64.sum != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listInt64.@sum > %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 0, { $0.object.listInt64.sum > Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.listInt64.@sum > %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.listInt64.sum > Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listInt64.@sum < %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 0, { $0.object.listInt64.sum < Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.listInt64.@sum >= %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 1, { $0.object.listInt64.sum >= Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.listInt64.@sum <= %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 1, { $0.object.listInt64.sum <= Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.listFloat.@sum == %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 1, { $0.object.listFloat.sum == FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.listFloat.@sum == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.listFloat.sum == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listFloat.@sum != %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 0, { $0.object.listFloat.sum != FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.listFloat.@sum != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.listFloat.sum != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listFloat.@sum > %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 0, { $0.object.listFloat.sum > FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.listFloat.@sum > %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.listFloat.sum > FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listFloat.@sum < %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 0, { $0.object.listFloat.sum < FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.listFloat.@sum >= %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 1, { $0.object.listFloat.sum >= FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.listFloat.@sum <= %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 1, { $0.object.listFloat.sum <= FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.listDouble.@sum == %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 1, { $0.object.listDouble.sum == DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.listDouble.@sum == %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.listDouble.sum == DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listDouble.@sum != %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 0, { $0.object.listDouble.sum != DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.listDouble.@sum != %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.listDouble.sum != DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listDouble.@sum > %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 0, { $0.object.listDouble.sum > DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.listDouble.@sum > %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.listDouble.sum > DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listDouble.@sum < %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 0, { $0.object.listDouble.sum < DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.listDouble.@sum >= %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 1, { $0.object.listDouble.sum >= DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.listDouble.@sum <= %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 1, { $0.object.listDouble.sum <= DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.listDecimal.@sum == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 1, { $0.object.listDecimal.sum == Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.listDecimal.@sum == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.listDecimal.sum == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listDecimal.@sum != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 0, { $0.object.listDecimal.sum != Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.listDecimal.@sum != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.listDecimal.sum != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listDecimal.@sum > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 0, { $0.object.listDecimal.sum > Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.listDecimal.@sum > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.listDecimal.sum > Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listDecimal.@sum < %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 0, { $0.object.listDecimal.sum < Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.listDecimal.@sum >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 1, { $0.object.listDecimal.sum >= Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.listDecimal.@sum <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 1, { $0.object.listDecimal.sum <= Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.listOptInt.@sum == %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 1, { $0.object.listOptInt.sum == IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.listOptInt.@sum == %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.listOptInt.sum == IntWrapper(persistedValue: 1) }),
        ("(object.listOptInt.@sum != %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 0, { $0.object.listOptInt.sum != IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.listOptInt.@sum != %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.listOptInt.sum != IntWrapper(persistedValue: 1) }),
        ("(object.listOptInt.@sum > %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 0, { $0.object.listOptInt.sum > IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.listOptInt.@sum > %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.listOptInt.sum > IntWrapper(persistedValue: 1) }),
        ("(object.listOptInt.@sum < %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 0, { $0.object.listOptInt.sum < IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.listOptInt.@sum >= %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 1, { $0.object.listOptInt.sum >= IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.listOptInt.@sum <= %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 1, { $0.object.listOptInt.sum <= IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.listOptInt8.@sum == %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 1, { $0.object.listOptInt8.sum == Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.listOptInt8.@sum == %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.listOptInt8.sum == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listOptInt8.@sum != %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 0, { $0.object.listOptInt8.sum != Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.listOptInt8.@sum != %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.listOptInt8.sum != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listOptInt8.@sum > %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 0, { $0.object.listOptInt8.sum > Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.listOptInt8.@sum > %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.listOptInt8.sum > Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listOptInt8.@sum < %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 0, { $0.object.listOptInt8.sum < Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.listOptInt8.@sum >= %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 1, { $0.object.listOptInt8.sum >= Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.listOptInt8.@sum <= %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 1, { $0.object.listOptInt8.sum <= Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.listOptInt16.@sum == %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 1, { $0.object.listOptInt16.sum == Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.listOptInt16.@sum == %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.listOptInt16.sum == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listOptInt16.@sum != %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 0, { $0.object.listOptInt16.sum != Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.listOptInt16.@sum != %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.listOptInt16.sum != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listOptInt16.@sum > %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 0, { $0.object.listOptInt16.sum > Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.listOptInt16.@sum > %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.listOptInt16.sum > Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listOptInt16.@sum < %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 0, { $0.object.listOptInt16.sum < Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.listOptInt16.@sum >= %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 1, { $0.object.listOptInt16.sum >= Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.listOptInt16.@sum <= %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 1, { $0.object.listOptInt16.sum <= Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.listOptInt32.@sum == %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 1, { $0.object.listOptInt32.sum == Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.listOptInt32.@sum == %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.listOptInt32.sum == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listOptInt32.@sum != %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 0, { $0.object.listOptInt32.sum != Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.listOptInt32.@sum != %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.listOptInt32.sum != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listOptInt32.@sum > %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 0, { $0.object.listOptInt32.sum > Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.listOptInt32.@sum > %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.listOptInt32.sum > Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listOptInt32.@sum < %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 0, { $0.object.listOptInt32.sum < Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.listOptInt32.@sum >= %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 1, { $0.object.listOptInt32.sum >= Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.listOptInt32.@sum <= %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 1, { $0.object.listOptInt32.sum <= Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.listOptInt64.@sum == %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 1, { $0.object.listOptInt64.sum == Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.listOptInt64.@sum == %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.listOptInt64.sum == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listOptInt64.@sum != %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 0, { $0.object.listOptInt64.sum != Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.listOptInt64.@sum != %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.listOptInt64.sum != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listOptInt64.@sum > %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 0, { $0.object.listOptInt64.sum > Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.listOptInt64.@sum > %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.listOptInt64.sum > Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listOptInt64.@sum < %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 0, { $0.object.listOptInt64.sum < Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.listOptInt64.@sum >= %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 1, { $0.object.listOptInt64.sum >= Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.listOptInt64.@sum <= %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 1, { $0.object.listOptInt64.sum <= Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.listOptFloat.@sum == %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 1, { $0.object.listOptFloat.sum == FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.listOptFloat.@sum == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.listOptFloat.sum == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listOptFloat.@sum != %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 0, { $0.object.listOptFloat.sum != FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.listOptFloat.@sum != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.listOptFloat.sum != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listOptFloat.@sum > %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 0, { $0.object.listOptFloat.sum > FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.listOptFloat.@sum > %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.listOptFloat.sum > FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listOptFloat.@sum < %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 0, { $0.object.listOptFloat.sum < FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.listOptFloat.@sum >= %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 1, { $0.object.listOptFloat.sum >= FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.listOptFloat.@sum <= %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 1, { $0.object.listOptFloat.sum <= FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.listOptDouble.@sum == %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 1, { $0.object.listOptDouble.sum == DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.listOptDouble.@sum == %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.listOptDouble.sum == DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listOptDouble.@sum != %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 0, { $0.object.listOptDouble.sum != DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.listOptDouble.@sum != %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.listOptDouble.sum != DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listOptDouble.@sum > %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 0, { $0.object.listOptDouble.sum > DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.listOptDouble.@sum > %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.listOptDouble.sum > DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listOptDouble.@sum < %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 0, { $0.object.listOptDouble.sum < DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.listOptDouble.@sum >= %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 1, { $0.object.listOptDouble.sum >= DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.listOptDouble.@sum <= %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 1, { $0.object.listOptDouble.sum <= DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.listOptDecimal.@sum == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 1, { $0.object.listOptDecimal.sum == Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.listOptDecimal.@sum == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.listOptDecimal.sum == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listOptDecimal.@sum != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 0, { $0.object.listOptDecimal.sum != Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.listOptDecimal.@sum != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.listOptDecimal.sum != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listOptDecimal.@sum > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 0, { $0.object.listOptDecimal.sum > Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.listOptDecimal.@sum > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.listOptDecimal.sum > Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listOptDecimal.@sum < %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 0, { $0.object.listOptDecimal.sum < Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.listOptDecimal.@sum >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 1, { $0.object.listOptDecimal.sum >= Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.listOptDecimal.@sum <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 1, { $0.object.listOptDecimal.sum <= Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.setInt.@sum == %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 1, { $0.object.setInt.sum == IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.setInt.@sum == %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.setInt.sum == IntWrapper(persistedValue: 1) }),
        ("(object.setInt.@sum != %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 0, { $0.object.setInt.sum != IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.setInt.@sum != %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.setInt.sum != IntWrapper(persistedValue: 1) }),
        ("(object.setInt.@sum > %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 0, { $0.object.setInt.sum > IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.setInt.@sum > %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.setInt.sum > IntWrapper(persistedValue: 1) }),
        ("(object.setInt.@sum < %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 0, { $0.object.setInt.sum < IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.setInt.@sum >= %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 1, { $0.object.setInt.sum >= IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.setInt.@sum <= %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 1, { $0.object.setInt.sum <= IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.setInt8.@sum == %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 1, { $0.object.setInt8.sum == Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.setInt8.@sum == %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.setInt8.sum == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setInt8.@sum != %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 0, { $0.object.setInt8.sum != Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.setInt8.@sum != %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.setInt8.sum != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setInt8.@sum > %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 0, { $0.object.setInt8.sum > Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.setInt8.@sum > %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.setInt8.sum > Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setInt8.@sum < %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 0, { $0.object.setInt8.sum < Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.setInt8.@sum >= %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 1, { $0.object.setInt8.sum >= Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.setInt8.@sum <= %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 1, { $0.object.setInt8.sum <= Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.setInt16.@sum == %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 1, { $0.object.setInt16.sum == Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.setInt16.@sum == %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.setInt16.sum == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setInt16.@sum != %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 0, { $0.object.setInt16.sum != Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.setInt16.@sum != %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.setInt16.sum != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setInt16.@sum > %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 0, { $0.object.setInt16.sum > Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.setInt16.@sum > %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.setInt16.sum > Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setInt16.@sum < %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 0, { $0.object.setInt16.sum < Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.setInt16.@sum >= %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 1, { $0.object.setInt16.sum >= Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.setInt16.@sum <= %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 1, { $0.object.setInt16.sum <= Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.setInt32.@sum == %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 1, { $0.object.setInt32.sum == Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.setInt32.@sum == %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.setInt32.sum == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setInt32.@sum != %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 0, { $0.object.setInt32.sum != Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.setInt32.@sum != %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.setInt32.sum != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setInt32.@sum > %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 0, { $0.object.setInt32.sum > Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.setInt32.@sum > %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.setInt32.sum > Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setInt32.@sum < %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 0, { $0.object.setInt32.sum < Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.setInt32.@sum >= %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 1, { $0.object.setInt32.sum >= Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.setInt32.@sum <= %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 1, { $0.object.setInt32.sum <= Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.setInt64.@sum == %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 1, { $0.object.setInt64.sum == Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.setInt64.@sum == %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.setInt64.sum == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setInt64.@sum != %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 0, { $0.object.setInt64.sum != Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.setInt64.@sum != %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.setInt64.sum != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setInt64.@sum > %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 0, { $0.object.setInt64.sum > Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.setInt64.@sum > %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.setInt64.sum > Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setInt64.@sum < %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 0, { $0.object.setInt64.sum < Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.setInt64.@sum >= %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 1, { $0.object.setInt64.sum >= Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.setInt64.@sum <= %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 1, { $0.object.setInt64.sum <= Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.setFloat.@sum == %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 1, { $0.object.setFloat.sum == FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.setFloat.@sum == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.setFloat.sum == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setFloat.@sum != %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 0, { $0.object.setFloat.sum != FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.setFloat.@sum != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.setFloat.sum != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setFloat.@sum > %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 0, { $0.object.setFloat.sum > FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.setFloat.@sum > %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.setFloat.sum > FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setFloat.@sum < %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 0, { $0.object.setFloat.sum < FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.setFloat.@sum >= %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 1, { $0.object.setFloat.sum >= FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.setFloat.@sum <= %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 1, { $0.object.setFloat.sum <= FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.setDouble.@sum == %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 1, { $0.object.setDouble.sum == DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.setDouble.@sum == %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.setDouble.sum == DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setDouble.@sum != %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 0, { $0.object.setDouble.sum != DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.setDouble.@sum != %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.setDouble.sum != DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setDouble.@sum > %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 0, { $0.object.setDouble.sum > DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.setDouble.@sum > %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.setDouble.sum > DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setDouble.@sum < %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 0, { $0.object.setDouble.sum < DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.setDouble.@sum >= %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 1, { $0.object.setDouble.sum >= DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.setDouble.@sum <= %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 1, { $0.object.setDouble.sum <= DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.setDecimal.@sum == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 1, { $0.object.setDecimal.sum == Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.setDecimal.@sum == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.setDecimal.sum == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setDecimal.@sum != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 0, { $0.object.setDecimal.sum != Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.setDecimal.@sum != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.setDecimal.sum != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setDecimal.@sum > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 0, { $0.object.setDecimal.sum > Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.setDecimal.@sum > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.setDecimal.sum > Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setDecimal.@sum < %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 0, { $0.object.setDecimal.sum < Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.setDecimal.@sum >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 1, { $0.object.setDecimal.sum >= Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.setDecimal.@sum <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 1, { $0.object.setDecimal.sum <= Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.setOptInt.@sum == %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 1, { $0.object.setOptInt.sum == IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.setOptInt.@sum == %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.setOptInt.sum == IntWrapper(persistedValue: 1) }),
        ("(object.setOptInt.@sum != %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 0, { $0.object.setOptInt.sum != IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.setOptInt.@sum != %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.setOptInt.sum != IntWrapper(persistedValue: 1) }),
        ("(object.setOptInt.@sum > %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 0, { $0.object.setOptInt.sum > IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.setOptInt.@sum > %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.setOptInt.sum > IntWrapper(persistedValue: 1) }),
        ("(object.setOptInt.@sum < %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 0, { $0.object.setOptInt.sum < IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.setOptInt.@sum >= %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 1, { $0.object.setOptInt.sum >= IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.setOptInt.@sum <= %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 1, { $0.object.setOptInt.sum <= IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.setOptInt8.@sum == %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 1, { $0.object.setOptInt8.sum == Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.setOptInt8.@sum == %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.setOptInt8.sum == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setOptInt8.@sum != %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 0, { $0.object.setOptInt8.sum != Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.setOptInt8.@sum != %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.setOptInt8.sum != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setOptInt8.@sum > %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 0, { $0.object.setOptInt8.sum > Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.setOptInt8.@sum > %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.setOptInt8.sum > Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setOptInt8.@sum < %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 0, { $0.object.setOptInt8.sum < Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.setOptInt8.@sum >= %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 1, { $0.object.setOptInt8.sum >= Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.setOptInt8.@sum <= %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 1, { $0.object.setOptInt8.sum <= Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.setOptInt16.@sum == %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 1, { $0.object.setOptInt16.sum == Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.setOptInt16.@sum == %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.setOptInt16.sum == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setOptInt16.@sum != %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 0, { $0.object.setOptInt16.sum != Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.setOptInt16.@sum != %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.setOptInt16.sum != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setOptInt16.@sum > %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 0, { $0.object.setOptInt16.sum > Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.setOptInt16.@sum > %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.setOptInt16.sum > Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setOptInt16.@sum < %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 0, { $0.object.setOptInt16.sum < Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.setOptInt16.@sum >= %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 1, { $0.object.setOptInt16.sum >= Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.setOptInt16.@sum <= %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 1, { $0.object.setOptInt16.sum <= Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.setOptInt32.@sum == %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 1, { $0.object.setOptInt32.sum == Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.setOptInt32.@sum == %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.setOptInt32.sum == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setOptInt32.@sum != %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 0, { $0.object.setOptInt32.sum != Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.setOptInt32.@sum != %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.setOptInt32.sum != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setOptInt32.@sum > %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 0, { $0.object.setOptInt32.sum > Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.setOptInt32.@sum > %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.setOptInt32.sum > Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setOptInt32.@sum < %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 0, { $0.object.setOptInt32.sum < Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.setOptInt32.@sum >= %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 1, { $0.object.setOptInt32.sum >= Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.setOptInt32.@sum <= %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 1, { $0.object.setOptInt32.sum <= Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.setOptInt64.@sum == %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 1, { $0.object.setOptInt64.sum == Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.setOptInt64.@sum == %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.setOptInt64.sum == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setOptInt64.@sum != %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 0, { $0.object.setOptInt64.sum != Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.setOptInt64.@sum != %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.setOptInt64.sum != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setOptInt64.@sum > %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 0, { $0.object.setOptInt64.sum > Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.setOptInt64.@sum > %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.setOptInt64.sum > Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setOptInt64.@sum < %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 0, { $0.object.setOptInt64.sum < Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.setOptInt64.@sum >= %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 1, { $0.object.setOptInt64.sum >= Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.setOptInt64.@sum <= %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 1, { $0.object.setOptInt64.sum <= Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.setOptFloat.@sum == %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 1, { $0.object.setOptFloat.sum == FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.setOptFloat.@sum == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.setOptFloat.sum == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setOptFloat.@sum != %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 0, { $0.object.setOptFloat.sum != FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.setOptFloat.@sum != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.setOptFloat.sum != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setOptFloat.@sum > %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 0, { $0.object.setOptFloat.sum > FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.setOptFloat.@sum > %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.setOptFloat.sum > FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setOptFloat.@sum < %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 0, { $0.object.setOptFloat.sum < FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.setOptFloat.@sum >= %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 1, { $0.object.setOptFloat.sum >= FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.setOptFloat.@sum <= %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 1, { $0.object.setOptFloat.sum <= FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.setOptDouble.@sum == %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 1, { $0.object.setOptDouble.sum == DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.setOptDouble.@sum == %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.setOptDouble.sum == DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setOptDouble.@sum != %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 0, { $0.object.setOptDouble.sum != DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.setOptDouble.@sum != %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.setOptDouble.sum != DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setOptDouble.@sum > %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 0, { $0.object.setOptDouble.sum > DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.setOptDouble.@sum > %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.setOptDouble.sum > DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setOptDouble.@sum < %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 0, { $0.object.setOptDouble.sum < DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.setOptDouble.@sum >= %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 1, { $0.object.setOptDouble.sum >= DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.setOptDouble.@sum <= %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 1, { $0.object.setOptDouble.sum <= DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.setOptDecimal.@sum == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 1, { $0.object.setOptDecimal.sum == Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.setOptDecimal.@sum == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.setOptDecimal.sum == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setOptDecimal.@sum != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 0, { $0.object.setOptDecimal.sum != Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.setOptDecimal.@sum != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.setOptDecimal.sum != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setOptDecimal.@sum > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 0, { $0.object.setOptDecimal.sum > Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.setOptDecimal.@sum > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.setOptDecimal.sum > Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setOptDecimal.@sum < %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 0, { $0.object.setOptDecimal.sum < Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.setOptDecimal.@sum >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 1, { $0.object.setOptDecimal.sum >= Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.setOptDecimal.@sum <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 1, { $0.object.setOptDecimal.sum <= Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.mapInt.@sum == %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 1, { $0.object.mapInt.sum == IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.mapInt.@sum == %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.mapInt.sum == IntWrapper(persistedValue: 1) }),
        ("(object.mapInt.@sum != %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 0, { $0.object.mapInt.sum != IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.mapInt.@sum != %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.mapInt.sum != IntWrapper(persistedValue: 1) }),
        ("(object.mapInt.@sum > %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 0, { $0.object.mapInt.sum > IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.mapInt.@sum > %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.mapInt.sum > IntWrapper(persistedValue: 1) }),
        ("(object.mapInt.@sum < %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 0, { $0.object.mapInt.sum < IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.mapInt.@sum >= %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 1, { $0.object.mapInt.sum >= IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.mapInt.@sum <= %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 1, { $0.object.mapInt.sum <= IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.mapInt8.@sum == %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 1, { $0.object.mapInt8.sum == Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.mapInt8.@sum == %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.mapInt8.sum == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapInt8.@sum != %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 0, { $0.object.mapInt8.sum != Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.mapInt8.@sum != %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.mapInt8.sum != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapInt8.@sum > %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 0, { $0.object.mapInt8.sum > Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.mapInt8.@sum > %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.mapInt8.sum > Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapInt8.@sum < %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 0, { $0.object.mapInt8.sum < Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.mapInt8.@sum >= %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 1, { $0.object.mapInt8.sum >= Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.mapInt8.@sum <= %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 1, { $0.object.mapInt8.sum <= Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.mapInt16.@sum == %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 1, { $0.object.mapInt16.sum == Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.mapInt16.@sum == %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.mapInt16.sum == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapInt16.@sum != %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 0, { $0.object.mapInt16.sum != Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.mapInt16.@sum != %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.mapInt16.sum != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapInt16.@sum > %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 0, { $0.object.mapInt16.sum > Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.mapInt16.@sum > %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.mapInt16.sum > Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapInt16.@sum < %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 0, { $0.object.mapInt16.sum < Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.mapInt16.@sum >= %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 1, { $0.object.mapInt16.sum >= Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.mapInt16.@sum <= %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 1, { $0.object.mapInt16.sum <= Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.mapInt32.@sum == %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 1, { $0.object.mapInt32.sum == Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.mapInt32.@sum == %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.mapInt32.sum == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapInt32.@sum != %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 0, { $0.object.mapInt32.sum != Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.mapInt32.@sum != %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.mapInt32.sum != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapInt32.@sum > %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 0, { $0.object.mapInt32.sum > Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.mapInt32.@sum > %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.mapInt32.sum > Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapInt32.@sum < %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 0, { $0.object.mapInt32.sum < Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.mapInt32.@sum >= %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 1, { $0.object.mapInt32.sum >= Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.mapInt32.@sum <= %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 1, { $0.object.mapInt32.sum <= Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.mapInt64.@sum == %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 1, { $0.object.mapInt64.sum == Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.mapInt64.@sum == %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.mapInt64.sum == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapInt64.@sum != %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 0, { $0.object.mapInt64.sum != Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.mapInt64.@sum != %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.mapInt64.sum != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapInt64.@sum > %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 0, { $0.object.mapInt64.sum > Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.mapInt64.@sum > %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.mapInt64.sum > Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapInt64.@sum < %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 0, { $0.object.mapInt64.sum < Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.mapInt64.@sum >= %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 1, { $0.object.mapInt64.sum >= Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.mapInt64.@sum <= %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 1, { $0.object.mapInt64.sum <= Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.mapFloat.@sum == %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 1, { $0.object.mapFloat.sum == FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.mapFloat.@sum == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.mapFloat.sum == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapFloat.@sum != %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 0, { $0.object.mapFloat.sum != FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.mapFloat.@sum != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.mapFloat.sum != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapFloat.@sum > %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 0, { $0.object.mapFloat.sum > FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.mapFloat.@sum > %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.mapFloat.sum > FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapFloat.@sum < %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 0, { $0.object.mapFloat.sum < FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.mapFloat.@sum >= %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 1, { $0.object.mapFloat.sum >= FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.mapFloat.@sum <= %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 1, { $0.object.mapFloat.sum <= FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.mapDouble.@sum == %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 1, { $0.object.mapDouble.sum == DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.mapDouble.@sum == %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.mapDouble.sum == DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapDouble.@sum != %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 0, { $0.object.mapDouble.sum != DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.mapDouble.@sum != %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.mapDouble.sum != DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapDouble.@sum > %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 0, { $0.object.mapDouble.sum > DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.mapDouble.@sum > %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.mapDouble.sum > DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapDouble.@sum < %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 0, { $0.object.mapDouble.sum < DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.mapDouble.@sum >= %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 1, { $0.object.mapDouble.sum >= DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.mapDouble.@sum <= %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 1, { $0.object.mapDouble.sum <= DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.mapDecimal.@sum == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 1, { $0.object.mapDecimal.sum == Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.mapDecimal.@sum == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.mapDecimal.sum == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapDecimal.@sum != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 0, { $0.object.mapDecimal.sum != Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.mapDecimal.@sum != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.mapDecimal.sum != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapDecimal.@sum > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 0, { $0.object.mapDecimal.sum > Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.mapDecimal.@sum > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.mapDecimal.sum > Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapDecimal.@sum < %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 0, { $0.object.mapDecimal.sum < Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.mapDecimal.@sum >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 1, { $0.object.mapDecimal.sum >= Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.mapDecimal.@sum <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 1, { $0.object.mapDecimal.sum <= Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.mapOptInt.@sum == %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 1, { $0.object.mapOptInt.sum == IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.mapOptInt.@sum == %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.mapOptInt.sum == IntWrapper(persistedValue: 1) }),
        ("(object.mapOptInt.@sum != %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 0, { $0.object.mapOptInt.sum != IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.mapOptInt.@sum != %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.mapOptInt.sum != IntWrapper(persistedValue: 1) }),
        ("(object.mapOptInt.@sum > %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 0, { $0.object.mapOptInt.sum > IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.mapOptInt.@sum > %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.mapOptInt.sum > IntWrapper(persistedValue: 1) }),
        ("(object.mapOptInt.@sum < %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 0, { $0.object.mapOptInt.sum < IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.mapOptInt.@sum >= %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 1, { $0.object.mapOptInt.sum >= IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.mapOptInt.@sum <= %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 1, { $0.object.mapOptInt.sum <= IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(object.mapOptInt8.@sum == %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 1, { $0.object.mapOptInt8.sum == Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.mapOptInt8.@sum == %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.mapOptInt8.sum == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapOptInt8.@sum != %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 0, { $0.object.mapOptInt8.sum != Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.mapOptInt8.@sum != %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.mapOptInt8.sum != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapOptInt8.@sum > %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 0, { $0.object.mapOptInt8.sum > Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.mapOptInt8.@sum > %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.mapOptInt8.sum > Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapOptInt8.@sum < %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 0, { $0.object.mapOptInt8.sum < Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.mapOptInt8.@sum >= %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 1, { $0.object.mapOptInt8.sum >= Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.mapOptInt8.@sum <= %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 1, { $0.object.mapOptInt8.sum <= Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(object.mapOptInt16.@sum == %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 1, { $0.object.mapOptInt16.sum == Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.mapOptInt16.@sum == %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.mapOptInt16.sum == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapOptInt16.@sum != %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 0, { $0.object.mapOptInt16.sum != Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.mapOptInt16.@sum != %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.mapOptInt16.sum != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapOptInt16.@sum > %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 0, { $0.object.mapOptInt16.sum > Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.mapOptInt16.@sum > %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.mapOptInt16.sum > Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapOptInt16.@sum < %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 0, { $0.object.mapOptInt16.sum < Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.mapOptInt16.@sum >= %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 1, { $0.object.mapOptInt16.sum >= Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.mapOptInt16.@sum <= %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 1, { $0.object.mapOptInt16.sum <= Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(object.mapOptInt32.@sum == %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 1, { $0.object.mapOptInt32.sum == Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.mapOptInt32.@sum == %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.mapOptInt32.sum == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapOptInt32.@sum != %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 0, { $0.object.mapOptInt32.sum != Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.mapOptInt32.@sum != %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.mapOptInt32.sum != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapOptInt32.@sum > %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 0, { $0.object.mapOptInt32.sum > Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.mapOptInt32.@sum > %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.mapOptInt32.sum > Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapOptInt32.@sum < %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 0, { $0.object.mapOptInt32.sum < Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.mapOptInt32.@sum >= %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 1, { $0.object.mapOptInt32.sum >= Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.mapOptInt32.@sum <= %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 1, { $0.object.mapOptInt32.sum <= Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(object.mapOptInt64.@sum == %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 1, { $0.object.mapOptInt64.sum == Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.mapOptInt64.@sum == %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.mapOptInt64.sum == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapOptInt64.@sum != %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 0, { $0.object.mapOptInt64.sum != Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.mapOptInt64.@sum != %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.mapOptInt64.sum != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapOptInt64.@sum > %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 0, { $0.object.mapOptInt64.sum > Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.mapOptInt64.@sum > %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.mapOptInt64.sum > Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapOptInt64.@sum < %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 0, { $0.object.mapOptInt64.sum < Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.mapOptInt64.@sum >= %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 1, { $0.object.mapOptInt64.sum >= Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.mapOptInt64.@sum <= %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 1, { $0.object.mapOptInt64.sum <= Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(object.mapOptFloat.@sum == %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 1, { $0.object.mapOptFloat.sum == FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.mapOptFloat.@sum == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.mapOptFloat.sum == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapOptFloat.@sum != %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 0, { $0.object.mapOptFloat.sum != FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.mapOptFloat.@sum != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.mapOptFloat.sum != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapOptFloat.@sum > %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 0, { $0.object.mapOptFloat.sum > FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.mapOptFloat.@sum > %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.mapOptFloat.sum > FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapOptFloat.@sum < %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 0, { $0.object.mapOptFloat.sum < FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.mapOptFloat.@sum >= %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 1, { $0.object.mapOptFloat.sum >= FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.mapOptFloat.@sum <= %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 1, { $0.object.mapOptFloat.sum <= FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(object.mapOptDouble.@sum == %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 1, { $0.object.mapOptDouble.sum == DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.mapOptDouble.@sum == %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.mapOptDouble.sum == DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapOptDouble.@sum != %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 0, { $0.object.mapOptDouble.sum != DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.mapOptDouble.@sum != %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.mapOptDouble.sum != DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapOptDouble.@sum > %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 0, { $0.object.mapOptDouble.sum > DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.mapOptDouble.@sum > %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.mapOptDouble.sum > DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapOptDouble.@sum < %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 0, { $0.object.mapOptDouble.sum < DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.mapOptDouble.@sum >= %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 1, { $0.object.mapOptDouble.sum >= DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.mapOptDouble.@sum <= %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 1, { $0.object.mapOptDouble.sum <= DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(object.mapOptDecimal.@sum == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 1, { $0.object.mapOptDecimal.sum == Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.mapOptDecimal.@sum == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.mapOptDecimal.sum == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapOptDecimal.@sum != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 0, { $0.object.mapOptDecimal.sum != Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.mapOptDecimal.@sum != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.mapOptDecimal.sum != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapOptDecimal.@sum > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 0, { $0.object.mapOptDecimal.sum > Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.mapOptDecimal.@sum > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.mapOptDecimal.sum > Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapOptDecimal.@sum < %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 0, { $0.object.mapOptDecimal.sum < Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.mapOptDecimal.@sum >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 1, { $0.object.mapOptDecimal.sum >= Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(object.mapOptDecimal.@sum <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 1, { $0.object.mapOptDecimal.sum <= Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
    ]
    for (text, values, count, query) in rowsctions {
        let (built, args) = query(Query<LinkToCustomPersistableCollections>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(LinkToCustomPersistableCollections.self).where(query).count, count, built)
    }
}

/// `avg` of a list, set or map of every numeric type, enum (through `rawValue`) and numeric wrapper, optional or not, through a link, holding three values: `(object.name.@avg op %@)` equals the sum of the three divided by 3 in the element's type (integer division for integers), and is above the smallest.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testCollectionAggregatesAvg
func testSuiteQueryLinkedCollectionAverage() throws {
    let realm = try Realm()
    let values = ModernCollectionsOfValues()
    let enums = ModernCollectionsOfEnums()
    let wrapped = CustomPersistableCollections()
    values.arrayBool.append(objectsIn: [true, true, false])
    values.arrayInt.append(objectsIn: [1, 3, 5])
    values.arrayInt8.append(objectsIn: [Int8(8), Int8(9), Int8(10)])
    values.arrayInt16.append(objectsIn: [Int16(16), Int16(17), Int16(18)])
    values.arrayInt32.append(objectsIn: [Int32(32), Int32(33), Int32(34)])
    values.arrayInt64.append(objectsIn: [Int64(64), Int64(65), Int64(66)])
    values.arrayFloat.append(objectsIn: [Float(5.55444333), Float(6.55444333), Float(7.55444333)])
    values.arrayDouble.append(objectsIn: [123.456, 234.567, 345.678])
    values.arrayString.append(objectsIn: ["Foo", "Foó", "foo"])
    values.arrayBinary.append(objectsIn: [Data(count: 64), Data(count: 128), Data(count: 256)])
    values.arrayDate.append(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000), Date(timeIntervalSince1970: 3000000)])
    values.arrayDecimal.append(objectsIn: [Decimal128(123.456), Decimal128(234.567), Decimal128(345.678)])
    values.arrayObjectId.append(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045"), ObjectId("61184062c1d8f096a3695044")])
    values.arrayUuid.append(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!])
    values.arrayOptBool.append(objectsIn: [true, true, false])
    values.arrayOptInt.append(objectsIn: [1, 3, 5])
    values.arrayOptInt8.append(objectsIn: [Int8(8), Int8(9), Int8(10)])
    values.arrayOptInt16.append(objectsIn: [Int16(16), Int16(17), Int16(18)])
    values.arrayOptInt32.append(objectsIn: [Int32(32), Int32(33), Int32(34)])
    values.arrayOptInt64.append(objectsIn: [Int64(64), Int64(65), Int64(66)])
    values.arrayOptFloat.append(objectsIn: [Float(5.55444333), Float(6.55444333), Float(7.55444333)])
    values.arrayOptDouble.append(objectsIn: [123.456, 234.567, 345.678])
    values.arrayOptString.append(objectsIn: ["Foo", "Foó", "foo"])
    values.arrayOptBinary.append(objectsIn: [Data(count: 64), Data(count: 128), Data(count: 256)])
    values.arrayOptDate.append(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000), Date(timeIntervalSince1970: 3000000)])
    values.arrayOptDecimal.append(objectsIn: [Decimal128(123.456), Decimal128(234.567), Decimal128(345.678)])
    values.arrayOptObjectId.append(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045"), ObjectId("61184062c1d8f096a3695044")])
    values.arrayOptUuid.append(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!])
    values.setBool.insert(objectsIn: [true, true, false])
    values.setInt.insert(objectsIn: [1, 3, 5])
    values.setInt8.insert(objectsIn: [Int8(8), Int8(9), Int8(10)])
    values.setInt16.insert(objectsIn: [Int16(16), Int16(17), Int16(18)])
    values.setInt32.insert(objectsIn: [Int32(32), Int32(33), Int32(34)])
    values.setInt64.insert(objectsIn: [Int64(64), Int64(65), Int64(66)])
    values.setFloat.insert(objectsIn: [Float(5.55444333), Float(6.55444333), Float(7.55444333)])
    values.setDouble.insert(objectsIn: [123.456, 234.567, 345.678])
    values.setString.insert(objectsIn: ["Foo", "Foó", "foo"])
    values.setBinary.insert(objectsIn: [Data(count: 64), Data(count: 128), Data(count: 256)])
    values.setDate.insert(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000), Date(timeIntervalSince1970: 3000000)])
    values.setDecimal.insert(objectsIn: [Decimal128(123.456), Decimal128(234.567), Decimal128(345.678)])
    values.setObjectId.insert(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045"), ObjectId("61184062c1d8f096a3695044")])
    values.setUuid.insert(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!])
    values.setOptBool.insert(objectsIn: [true, true, false])
    values.setOptInt.insert(objectsIn: [1, 3, 5])
    values.setOptInt8.insert(objectsIn: [Int8(8), Int8(9), Int8(10)])
    values.setOptInt16.insert(objectsIn: [Int16(16), Int16(17), Int16(18)])
    values.setOptInt32.insert(objectsIn: [Int32(32), Int32(33), Int32(34)])
    values.setOptInt64.insert(objectsIn: [Int64(64), Int64(65), Int64(66)])
    values.setOptFloat.insert(objectsIn: [Float(5.55444333), Float(6.55444333), Float(7.55444333)])
    values.setOptDouble.insert(objectsIn: [123.456, 234.567, 345.678])
    values.setOptString.insert(objectsIn: ["Foo", "Foó", "foo"])
    values.setOptBinary.insert(objectsIn: [Data(count: 64), Data(count: 128), Data(count: 256)])
    values.setOptDate.insert(objectsIn: [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000), Date(timeIntervalSince1970: 3000000)])
    values.setOptDecimal.insert(objectsIn: [Decimal128(123.456), Decimal128(234.567), Decimal128(345.678)])
    values.setOptObjectId.insert(objectsIn: [ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045"), ObjectId("61184062c1d8f096a3695044")])
    values.setOptUuid.insert(objectsIn: [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!])
    values.mapBool["foo"] = false
    values.mapBool["bar"] = true
    values.mapBool["baz"] = true
    values.mapInt["foo"] = 5
    values.mapInt["bar"] = 3
    values.mapInt["baz"] = 1
    values.mapInt8["foo"] = Int8(10)
    values.mapInt8["bar"] = Int8(9)
    values.mapInt8["baz"] = Int8(8)
    values.mapInt16["foo"] = Int16(18)
    values.mapInt16["bar"] = Int16(17)
    values.mapInt16["baz"] = Int16(16)
    values.mapInt32["foo"] = Int32(34)
    values.mapInt32["bar"] = Int32(33)
    values.mapInt32["baz"] = Int32(32)
    values.mapInt64["foo"] = Int64(66)
    values.mapInt64["bar"] = Int64(65)
    values.mapInt64["baz"] = Int64(64)
    values.mapFloat["foo"] = Float(7.55444333)
    values.mapFloat["bar"] = Float(6.55444333)
    values.mapFloat["baz"] = Float(5.55444333)
    values.mapDouble["foo"] = 345.678
    values.mapDouble["bar"] = 234.567
    values.mapDouble["baz"] = 123.456
    values.mapString["foo"] = "foo"
    values.mapString["bar"] = "Foó"
    values.mapString["baz"] = "Foo"
    values.mapBinary["foo"] = Data(count: 256)
    values.mapBinary["bar"] = Data(count: 128)
    values.mapBinary["baz"] = Data(count: 64)
    values.mapDate["foo"] = Date(timeIntervalSince1970: 3000000)
    values.mapDate["bar"] = Date(timeIntervalSince1970: 2000000)
    values.mapDate["baz"] = Date(timeIntervalSince1970: 1000000)
    values.mapDecimal["foo"] = Decimal128(345.678)
    values.mapDecimal["bar"] = Decimal128(234.567)
    values.mapDecimal["baz"] = Decimal128(123.456)
    values.mapObjectId["foo"] = ObjectId("61184062c1d8f096a3695044")
    values.mapObjectId["bar"] = ObjectId("61184062c1d8f096a3695045")
    values.mapObjectId["baz"] = ObjectId("61184062c1d8f096a3695046")
    values.mapUuid["foo"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!
    values.mapUuid["bar"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    values.mapUuid["baz"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!
    values.mapOptBool["foo"] = false
    values.mapOptBool["bar"] = true
    values.mapOptBool["baz"] = true
    values.mapOptInt["foo"] = 5
    values.mapOptInt["bar"] = 3
    values.mapOptInt["baz"] = 1
    values.mapOptInt8["foo"] = Int8(10)
    values.mapOptInt8["bar"] = Int8(9)
    values.mapOptInt8["baz"] = Int8(8)
    values.mapOptInt16["foo"] = Int16(18)
    values.mapOptInt16["bar"] = Int16(17)
    values.mapOptInt16["baz"] = Int16(16)
    values.mapOptInt32["foo"] = Int32(34)
    values.mapOptInt32["bar"] = Int32(33)
    values.mapOptInt32["baz"] = Int32(32)
    values.mapOptInt64["foo"] = Int64(66)
    values.mapOptInt64["bar"] = Int64(65)
    values.mapOptInt64["baz"] = Int64(64)
    values.mapOptFloat["foo"] = Float(7.55444333)
    values.mapOptFloat["bar"] = Float(6.55444333)
    values.mapOptFloat["baz"] = Float(5.55444333)
    values.mapOptDouble["foo"] = 345.678
    values.mapOptDouble["bar"] = 234.567
    values.mapOptDouble["baz"] = 123.456
    values.mapOptString["foo"] = "foo"
    values.mapOptString["bar"] = "Foó"
    values.mapOptString["baz"] = "Foo"
    values.mapOptBinary["foo"] = Data(count: 256)
    values.mapOptBinary["bar"] = Data(count: 128)
    values.mapOptBinary["baz"] = Data(count: 64)
    values.mapOptDate["foo"] = Date(timeIntervalSince1970: 3000000)
    values.mapOptDate["bar"] = Date(timeIntervalSince1970: 2000000)
    values.mapOptDate["baz"] = Date(timeIntervalSince1970: 1000000)
    values.mapOptDecimal["foo"] = Decimal128(345.678)
    values.mapOptDecimal["bar"] = Decimal128(234.567)
    values.mapOptDecimal["baz"] = Decimal128(123.456)
    values.mapOptObjectId["foo"] = ObjectId("61184062c1d8f096a3695044")
    values.mapOptObjectId["bar"] = ObjectId("61184062c1d8f096a3695045")
    values.mapOptObjectId["baz"] = ObjectId("61184062c1d8f096a3695046")
    values.mapOptUuid["foo"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!
    values.mapOptUuid["bar"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    values.mapOptUuid["baz"] = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!
    values.arrayAny.append(objectsIn: [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello"), AnyRealmValue.int(123)])
    values.setAny.insert(objectsIn: [AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046")), AnyRealmValue.string("Hello"), AnyRealmValue.int(123)])
    values.mapAny["foo"] = AnyRealmValue.int(123)
    values.mapAny["bar"] = AnyRealmValue.string("Hello")
    values.mapAny["baz"] = AnyRealmValue.objectId(ObjectId("61184062c1d8f096a3695046"))
    enums.listInt.append(objectsIn: [EnumInt.value1, EnumInt.value2, EnumInt.value3])
    enums.listInt8.append(objectsIn: [EnumInt8.value1, EnumInt8.value2, EnumInt8.value3])
    enums.listInt16.append(objectsIn: [EnumInt16.value1, EnumInt16.value2, EnumInt16.value3])
    enums.listInt32.append(objectsIn: [EnumInt32.value1, EnumInt32.value2, EnumInt32.value3])
    enums.listInt64.append(objectsIn: [EnumInt64.value1, EnumInt64.value2, EnumInt64.value3])
    enums.listFloat.append(objectsIn: [EnumFloat.value1, EnumFloat.value2, EnumFloat.value3])
    enums.listDouble.append(objectsIn: [EnumDouble.value1, EnumDouble.value2, EnumDouble.value3])
    enums.listString.append(objectsIn: [EnumString.value1, EnumString.value2, EnumString.value3])
    enums.listIntOpt.append(objectsIn: [EnumInt.value1, EnumInt.value2, EnumInt.value3])
    enums.listInt8Opt.append(objectsIn: [EnumInt8.value1, EnumInt8.value2, EnumInt8.value3])
    enums.listInt16Opt.append(objectsIn: [EnumInt16.value1, EnumInt16.value2, EnumInt16.value3])
    enums.listInt32Opt.append(objectsIn: [EnumInt32.value1, EnumInt32.value2, EnumInt32.value3])
    enums.listInt64Opt.append(objectsIn: [EnumInt64.value1, EnumInt64.value2, EnumInt64.value3])
    enums.listFloatOpt.append(objectsIn: [EnumFloat.value1, EnumFloat.value2, EnumFloat.value3])
    enums.listDoubleOpt.append(objectsIn: [EnumDouble.value1, EnumDouble.value2, EnumDouble.value3])
    enums.listStringOpt.append(objectsIn: [EnumString.value1, EnumString.value2, EnumString.value3])
    enums.setInt.insert(objectsIn: [EnumInt.value1, EnumInt.value2, EnumInt.value3])
    enums.setInt8.insert(objectsIn: [EnumInt8.value1, EnumInt8.value2, EnumInt8.value3])
    enums.setInt16.insert(objectsIn: [EnumInt16.value1, EnumInt16.value2, EnumInt16.value3])
    enums.setInt32.insert(objectsIn: [EnumInt32.value1, EnumInt32.value2, EnumInt32.value3])
    enums.setInt64.insert(objectsIn: [EnumInt64.value1, EnumInt64.value2, EnumInt64.value3])
    enums.setFloat.insert(objectsIn: [EnumFloat.value1, EnumFloat.value2, EnumFloat.value3])
    enums.setDouble.insert(objectsIn: [EnumDouble.value1, EnumDouble.value2, EnumDouble.value3])
    enums.setString.insert(objectsIn: [EnumString.value1, EnumString.value2, EnumString.value3])
    enums.setIntOpt.insert(objectsIn: [EnumInt.value1, EnumInt.value2, EnumInt.value3])
    enums.setInt8Opt.insert(objectsIn: [EnumInt8.value1, EnumInt8.value2, EnumInt8.value3])
    enums.setInt16Opt.insert(objectsIn: [EnumInt16.value1, EnumInt16.value2, EnumInt16.value3])
    enums.setInt32Opt.insert(objectsIn: [EnumInt32.value1, EnumInt32.value2, EnumInt32.value3])
    enums.setInt64Opt.insert(objectsIn: [EnumInt64.value1, EnumInt64.value2, EnumInt64.value3])
    enums.setFloatOpt.insert(objectsIn: [EnumFloat.value1, EnumFloat.value2, EnumFloat.value3])
    enums.setDoubleOpt.insert(objectsIn: [EnumDouble.value1, EnumDouble.value2, EnumDouble.value3])
    enums.setStringOpt.insert(objectsIn: [EnumString.value1, EnumString.value2, EnumString.value3])
    enums.mapInt["foo"] = EnumInt.value3
    enums.mapInt["bar"] = EnumInt.value2
    enums.mapInt["baz"] = EnumInt.value1
    enums.mapInt8["foo"] = EnumInt8.value3
    enums.mapInt8["bar"] = EnumInt8.value2
    enums.mapInt8["baz"] = EnumInt8.value1
    enums.mapInt16["foo"] = EnumInt16.value3
    enums.mapInt16["bar"] = EnumInt16.value2
    enums.mapInt16["baz"] = EnumInt16.value1
    enums.mapInt32["foo"] = EnumInt32.value3
    enums.mapInt32["bar"] = EnumInt32.value2
    enums.mapInt32["baz"] = EnumInt32.value1
    enums.mapInt64["foo"] = EnumInt64.value3
    enums.mapInt64["bar"] = EnumInt64.value2
    enums.mapInt64["baz"] = EnumInt64.value1
    enums.mapFloat["foo"] = EnumFloat.value3
    enums.mapFloat["bar"] = EnumFloat.value2
    enums.mapFloat["baz"] = EnumFloat.value1
    enums.mapDouble["foo"] = EnumDouble.value3
    enums.mapDouble["bar"] = EnumDouble.value2
    enums.mapDouble["baz"] = EnumDouble.value1
    enums.mapString["foo"] = EnumString.value3
    enums.mapString["bar"] = EnumString.value2
    enums.mapString["baz"] = EnumString.value1
    enums.mapIntOpt["foo"] = EnumInt.value3
    enums.mapIntOpt["bar"] = EnumInt.value2
    enums.mapIntOpt["baz"] = EnumInt.value1
    enums.mapInt8Opt["foo"] = EnumInt8.value3
    enums.mapInt8Opt["bar"] = EnumInt8.value2
    enums.mapInt8Opt["baz"] = EnumInt8.value1
    enums.mapInt16Opt["foo"] = EnumInt16.value3
    enums.mapInt16Opt["bar"] = EnumInt16.value2
    enums.mapInt16Opt["baz"] = EnumInt16.value1
    enums.mapInt32Opt["foo"] = EnumInt32.value3
    enums.mapInt32Opt["bar"] = EnumInt32.value2
    enums.mapInt32Opt["baz"] = EnumInt32.value1
    enums.mapInt64Opt["foo"] = EnumInt64.value3
    enums.mapInt64Opt["bar"] = EnumInt64.value2
    enums.mapInt64Opt["baz"] = EnumInt64.value1
    enums.mapFloatOpt["foo"] = EnumFloat.value3
    enums.mapFloatOpt["bar"] = EnumFloat.value2
    enums.mapFloatOpt["baz"] = EnumFloat.value1
    enums.mapDoubleOpt["foo"] = EnumDouble.value3
    enums.mapDoubleOpt["bar"] = EnumDouble.value2
    enums.mapDoubleOpt["baz"] = EnumDouble.value1
    enums.mapStringOpt["foo"] = EnumString.value3
    enums.mapStringOpt["bar"] = EnumString.value2
    enums.mapStringOpt["baz"] = EnumString.value1
    wrapped.listBool.append(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: false)])
    wrapped.listInt.append(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3), IntWrapper(persistedValue: 5)])
    wrapped.listInt8.append(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9)), Int8Wrapper(persistedValue: Int8(10))])
    wrapped.listInt16.append(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17)), Int16Wrapper(persistedValue: Int16(18))])
    wrapped.listInt32.append(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33)), Int32Wrapper(persistedValue: Int32(34))])
    wrapped.listInt64.append(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65)), Int64Wrapper(persistedValue: Int64(66))])
    wrapped.listFloat.append(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333)), FloatWrapper(persistedValue: Float(7.55444333))])
    wrapped.listDouble.append(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567), DoubleWrapper(persistedValue: 345.678)])
    wrapped.listString.append(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó"), StringWrapper(persistedValue: "foo")])
    wrapped.listBinary.append(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128)), DataWrapper(persistedValue: Data(count: 256))])
    wrapped.listDate.append(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))])
    wrapped.listDecimal.append(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567)), Decimal128Wrapper(persistedValue: Decimal128(345.678))])
    wrapped.listObjectId.append(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))])
    wrapped.listUuid.append(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)])
    wrapped.listOptBool.append(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: false)])
    wrapped.listOptInt.append(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3), IntWrapper(persistedValue: 5)])
    wrapped.listOptInt8.append(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9)), Int8Wrapper(persistedValue: Int8(10))])
    wrapped.listOptInt16.append(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17)), Int16Wrapper(persistedValue: Int16(18))])
    wrapped.listOptInt32.append(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33)), Int32Wrapper(persistedValue: Int32(34))])
    wrapped.listOptInt64.append(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65)), Int64Wrapper(persistedValue: Int64(66))])
    wrapped.listOptFloat.append(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333)), FloatWrapper(persistedValue: Float(7.55444333))])
    wrapped.listOptDouble.append(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567), DoubleWrapper(persistedValue: 345.678)])
    wrapped.listOptString.append(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó"), StringWrapper(persistedValue: "foo")])
    wrapped.listOptBinary.append(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128)), DataWrapper(persistedValue: Data(count: 256))])
    wrapped.listOptDate.append(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))])
    wrapped.listOptDecimal.append(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567)), Decimal128Wrapper(persistedValue: Decimal128(345.678))])
    wrapped.listOptObjectId.append(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))])
    wrapped.listOptUuid.append(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)])
    wrapped.setBool.insert(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: false)])
    wrapped.setInt.insert(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3), IntWrapper(persistedValue: 5)])
    wrapped.setInt8.insert(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9)), Int8Wrapper(persistedValue: Int8(10))])
    wrapped.setInt16.insert(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17)), Int16Wrapper(persistedValue: Int16(18))])
    wrapped.setInt32.insert(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33)), Int32Wrapper(persistedValue: Int32(34))])
    wrapped.setInt64.insert(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65)), Int64Wrapper(persistedValue: Int64(66))])
    wrapped.setFloat.insert(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333)), FloatWrapper(persistedValue: Float(7.55444333))])
    wrapped.setDouble.insert(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567), DoubleWrapper(persistedValue: 345.678)])
    wrapped.setString.insert(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó"), StringWrapper(persistedValue: "foo")])
    wrapped.setBinary.insert(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128)), DataWrapper(persistedValue: Data(count: 256))])
    wrapped.setDate.insert(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))])
    wrapped.setDecimal.insert(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567)), Decimal128Wrapper(persistedValue: Decimal128(345.678))])
    wrapped.setObjectId.insert(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))])
    wrapped.setUuid.insert(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)])
    wrapped.setOptBool.insert(objectsIn: [BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: false)])
    wrapped.setOptInt.insert(objectsIn: [IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3), IntWrapper(persistedValue: 5)])
    wrapped.setOptInt8.insert(objectsIn: [Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9)), Int8Wrapper(persistedValue: Int8(10))])
    wrapped.setOptInt16.insert(objectsIn: [Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17)), Int16Wrapper(persistedValue: Int16(18))])
    wrapped.setOptInt32.insert(objectsIn: [Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33)), Int32Wrapper(persistedValue: Int32(34))])
    wrapped.setOptInt64.insert(objectsIn: [Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65)), Int64Wrapper(persistedValue: Int64(66))])
    wrapped.setOptFloat.insert(objectsIn: [FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333)), FloatWrapper(persistedValue: Float(7.55444333))])
    wrapped.setOptDouble.insert(objectsIn: [DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567), DoubleWrapper(persistedValue: 345.678)])
    wrapped.setOptString.insert(objectsIn: [StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó"), StringWrapper(persistedValue: "foo")])
    wrapped.setOptBinary.insert(objectsIn: [DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128)), DataWrapper(persistedValue: Data(count: 256))])
    wrapped.setOptDate.insert(objectsIn: [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))])
    wrapped.setOptDecimal.insert(objectsIn: [Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567)), Decimal128Wrapper(persistedValue: Decimal128(345.678))])
    wrapped.setOptObjectId.insert(objectsIn: [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))])
    wrapped.setOptUuid.insert(objectsIn: [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)])
    wrapped.mapBool["foo"] = BoolWrapper(persistedValue: false)
    wrapped.mapBool["bar"] = BoolWrapper(persistedValue: true)
    wrapped.mapBool["baz"] = BoolWrapper(persistedValue: true)
    wrapped.mapInt["foo"] = IntWrapper(persistedValue: 5)
    wrapped.mapInt["bar"] = IntWrapper(persistedValue: 3)
    wrapped.mapInt["baz"] = IntWrapper(persistedValue: 1)
    wrapped.mapInt8["foo"] = Int8Wrapper(persistedValue: Int8(10))
    wrapped.mapInt8["bar"] = Int8Wrapper(persistedValue: Int8(9))
    wrapped.mapInt8["baz"] = Int8Wrapper(persistedValue: Int8(8))
    wrapped.mapInt16["foo"] = Int16Wrapper(persistedValue: Int16(18))
    wrapped.mapInt16["bar"] = Int16Wrapper(persistedValue: Int16(17))
    wrapped.mapInt16["baz"] = Int16Wrapper(persistedValue: Int16(16))
    wrapped.mapInt32["foo"] = Int32Wrapper(persistedValue: Int32(34))
    wrapped.mapInt32["bar"] = Int32Wrapper(persistedValue: Int32(33))
    wrapped.mapInt32["baz"] = Int32Wrapper(persistedValue: Int32(32))
    wrapped.mapInt64["foo"] = Int64Wrapper(persistedValue: Int64(66))
    wrapped.mapInt64["bar"] = Int64Wrapper(persistedValue: Int64(65))
    wrapped.mapInt64["baz"] = Int64Wrapper(persistedValue: Int64(64))
    wrapped.mapFloat["foo"] = FloatWrapper(persistedValue: Float(7.55444333))
    wrapped.mapFloat["bar"] = FloatWrapper(persistedValue: Float(6.55444333))
    wrapped.mapFloat["baz"] = FloatWrapper(persistedValue: Float(5.55444333))
    wrapped.mapDouble["foo"] = DoubleWrapper(persistedValue: 345.678)
    wrapped.mapDouble["bar"] = DoubleWrapper(persistedValue: 234.567)
    wrapped.mapDouble["baz"] = DoubleWrapper(persistedValue: 123.456)
    wrapped.mapString["foo"] = StringWrapper(persistedValue: "foo")
    wrapped.mapString["bar"] = StringWrapper(persistedValue: "Foó")
    wrapped.mapString["baz"] = StringWrapper(persistedValue: "Foo")
    wrapped.mapBinary["foo"] = DataWrapper(persistedValue: Data(count: 256))
    wrapped.mapBinary["bar"] = DataWrapper(persistedValue: Data(count: 128))
    wrapped.mapBinary["baz"] = DataWrapper(persistedValue: Data(count: 64))
    wrapped.mapDate["foo"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))
    wrapped.mapDate["bar"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    wrapped.mapDate["baz"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    wrapped.mapDecimal["foo"] = Decimal128Wrapper(persistedValue: Decimal128(345.678))
    wrapped.mapDecimal["bar"] = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    wrapped.mapDecimal["baz"] = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    wrapped.mapObjectId["foo"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))
    wrapped.mapObjectId["bar"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    wrapped.mapObjectId["baz"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))
    wrapped.mapUuid["foo"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)
    wrapped.mapUuid["bar"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    wrapped.mapUuid["baz"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)
    wrapped.mapOptBool["foo"] = BoolWrapper(persistedValue: false)
    wrapped.mapOptBool["bar"] = BoolWrapper(persistedValue: true)
    wrapped.mapOptBool["baz"] = BoolWrapper(persistedValue: true)
    wrapped.mapOptInt["foo"] = IntWrapper(persistedValue: 5)
    wrapped.mapOptInt["bar"] = IntWrapper(persistedValue: 3)
    wrapped.mapOptInt["baz"] = IntWrapper(persistedValue: 1)
    wrapped.mapOptInt8["foo"] = Int8Wrapper(persistedValue: Int8(10))
    wrapped.mapOptInt8["bar"] = Int8Wrapper(persistedValue: Int8(9))
    wrapped.mapOptInt8["baz"] = Int8Wrapper(persistedValue: Int8(8))
    wrapped.mapOptInt16["foo"] = Int16Wrapper(persistedValue: Int16(18))
    wrapped.mapOptInt16["bar"] = Int16Wrapper(persistedValue: Int16(17))
    wrapped.mapOptInt16["baz"] = Int16Wrapper(persistedValue: Int16(16))
    wrapped.mapOptInt32["foo"] = Int32Wrapper(persistedValue: Int32(34))
    wrapped.mapOptInt32["bar"] = Int32Wrapper(persistedValue: Int32(33))
    wrapped.mapOptInt32["baz"] = Int32Wrapper(persistedValue: Int32(32))
    wrapped.mapOptInt64["foo"] = Int64Wrapper(persistedValue: Int64(66))
    wrapped.mapOptInt64["bar"] = Int64Wrapper(persistedValue: Int64(65))
    wrapped.mapOptInt64["baz"] = Int64Wrapper(persistedValue: Int64(64))
    wrapped.mapOptFloat["foo"] = FloatWrapper(persistedValue: Float(7.55444333))
    wrapped.mapOptFloat["bar"] = FloatWrapper(persistedValue: Float(6.55444333))
    wrapped.mapOptFloat["baz"] = FloatWrapper(persistedValue: Float(5.55444333))
    wrapped.mapOptDouble["foo"] = DoubleWrapper(persistedValue: 345.678)
    wrapped.mapOptDouble["bar"] = DoubleWrapper(persistedValue: 234.567)
    wrapped.mapOptDouble["baz"] = DoubleWrapper(persistedValue: 123.456)
    wrapped.mapOptString["foo"] = StringWrapper(persistedValue: "foo")
    wrapped.mapOptString["bar"] = StringWrapper(persistedValue: "Foó")
    wrapped.mapOptString["baz"] = StringWrapper(persistedValue: "Foo")
    wrapped.mapOptBinary["foo"] = DataWrapper(persistedValue: Data(count: 256))
    wrapped.mapOptBinary["bar"] = DataWrapper(persistedValue: Data(count: 128))
    wrapped.mapOptBinary["baz"] = DataWrapper(persistedValue: Data(count: 64))
    wrapped.mapOptDate["foo"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))
    wrapped.mapOptDate["bar"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    wrapped.mapOptDate["baz"] = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    wrapped.mapOptDecimal["foo"] = Decimal128Wrapper(persistedValue: Decimal128(345.678))
    wrapped.mapOptDecimal["bar"] = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    wrapped.mapOptDecimal["baz"] = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    wrapped.mapOptObjectId["foo"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695044"))
    wrapped.mapOptObjectId["bar"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    wrapped.mapOptObjectId["baz"] = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046"))
    wrapped.mapOptUuid["foo"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d08e")!)
    wrapped.mapOptUuid["bar"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    wrapped.mapOptUuid["baz"] = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)
    let toValues = LinkToCollectionsOfValues()
    toValues.object = values
    let toEnums = LinkToModernCollectionsOfEnums()
    toEnums.object = enums
    let toWrapped = LinkToCustomPersistableCollections()
    toWrapped.object = wrapped
    try realm.write {
        realm.add(toValues)
        realm.add(toEnums)
        realm.add(toWrapped)
    }
    let rowsValues: [(String, [Any], Int, (Query<LinkToCollectionsOfValues>) -> Query<Bool>)] = [
        ("(object.arrayInt.@avg == %@)", [(1 + 3 + 5) / 3], 1, { $0.object.arrayInt.avg == (1 + 3 + 5) / 3 }),
        ("(object.arrayInt.@avg == %@)", [1], 0, { $0.object.arrayInt.avg == 1 }),
        ("(object.arrayInt.@avg != %@)", [(1 + 3 + 5) / 3], 0, { $0.object.arrayInt.avg != (1 + 3 + 5) / 3 }),
        ("(object.arrayInt.@avg != %@)", [1], 1, { $0.object.arrayInt.avg != 1 }),
        ("(object.arrayInt.@avg > %@)", [(1 + 3 + 5) / 3], 0, { $0.object.arrayInt.avg > (1 + 3 + 5) / 3 }),
        ("(object.arrayInt.@avg > %@)", [1], 1, { $0.object.arrayInt.avg > 1 }),
        ("(object.arrayInt.@avg < %@)", [(1 + 3 + 5) / 3], 0, { $0.object.arrayInt.avg < (1 + 3 + 5) / 3 }),
        ("(object.arrayInt.@avg >= %@)", [(1 + 3 + 5) / 3], 1, { $0.object.arrayInt.avg >= (1 + 3 + 5) / 3 }),
        ("(object.arrayInt.@avg <= %@)", [(1 + 3 + 5) / 3], 1, { $0.object.arrayInt.avg <= (1 + 3 + 5) / 3 }),
        ("(object.arrayInt8.@avg == %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 1, { $0.object.arrayInt8.avg == (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.arrayInt8.@avg == %@)", [Int8(8)], 0, { $0.object.arrayInt8.avg == Int8(8) }),
        ("(object.arrayInt8.@avg != %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 0, { $0.object.arrayInt8.avg != (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.arrayInt8.@avg != %@)", [Int8(8)], 1, { $0.object.arrayInt8.avg != Int8(8) }),
        ("(object.arrayInt8.@avg > %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 0, { $0.object.arrayInt8.avg > (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.arrayInt8.@avg > %@)", [Int8(8)], 1, { $0.object.arrayInt8.avg > Int8(8) }),
        ("(object.arrayInt8.@avg < %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 0, { $0.object.arrayInt8.avg < (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.arrayInt8.@avg >= %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 1, { $0.object.arrayInt8.avg >= (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.arrayInt8.@avg <= %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 1, { $0.object.arrayInt8.avg <= (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.arrayInt16.@avg == %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 1, { $0.object.arrayInt16.avg == (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.arrayInt16.@avg == %@)", [Int16(16)], 0, { $0.object.arrayInt16.avg == Int16(16) }),
        ("(object.arrayInt16.@avg != %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 0, { $0.object.arrayInt16.avg != (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.arrayInt16.@avg != %@)", [Int16(16)], 1, { $0.object.arrayInt16.avg != Int16(16) }),
        ("(object.arrayInt16.@avg > %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 0, { $0.object.arrayInt16.avg > (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.arrayInt16.@avg > %@)", [Int16(16)], 1, { $0.object.arrayInt16.avg > Int16(16) }),
        ("(object.arrayInt16.@avg < %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 0, { $0.object.arrayInt16.avg < (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.arrayInt16.@avg >= %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 1, { $0.object.arrayInt16.avg >= (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.arrayInt16.@avg <= %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 1, { $0.object.arrayInt16.avg <= (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.arrayInt32.@avg == %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 1, { $0.object.arrayInt32.avg == (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.arrayInt32.@avg == %@)", [Int32(32)], 0, { $0.object.arrayInt32.avg == Int32(32) }),
        ("(object.arrayInt32.@avg != %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 0, { $0.object.arrayInt32.avg != (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.arrayInt32.@avg != %@)", [Int32(32)], 1, { $0.object.arrayInt32.avg != Int32(32) }),
        ("(object.arrayInt32.@avg > %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 0, { $0.object.arrayInt32.avg > (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.arrayInt32.@avg > %@)", [Int32(32)], 1, { $0.object.arrayInt32.avg > Int32(32) }),
        ("(object.arrayInt32.@avg < %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 0, { $0.object.arrayInt32.avg < (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.arrayInt32.@avg >= %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 1, { $0.object.arrayInt32.avg >= (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.arrayInt32.@avg <= %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 1, { $0.object.arrayInt32.avg <= (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.arrayInt64.@avg == %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 1, { $0.object.arrayInt64.avg == (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.arrayInt64.@avg == %@)", [Int64(64)], 0, { $0.object.arrayInt64.avg == Int64(64) }),
        ("(object.arrayInt64.@avg != %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 0, { $0.object.arrayInt64.avg != (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.arrayInt64.@avg != %@)", [Int64(64)], 1, { $0.object.arrayInt64.avg != Int64(64) }),
        ("(object.arrayInt64.@avg > %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 0, { $0.object.arrayInt64.avg > (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.arrayInt64.@avg > %@)", [Int64(64)], 1, { $0.object.arrayInt64.avg > Int64(64) }),
        ("(object.arrayInt64.@avg < %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 0, { $0.object.arrayInt64.avg < (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.arrayInt64.@avg >= %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 1, { $0.object.arrayInt64.avg >= (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.arrayInt64.@avg <= %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 1, { $0.object.arrayInt64.avg <= (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.arrayFloat.@avg == %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 1, { $0.object.arrayFloat.avg == (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.arrayFloat.@avg == %@)", [Float(5.55444333)], 0, { $0.object.arrayFloat.avg == Float(5.55444333) }),
        ("(object.arrayFloat.@avg != %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 0, { $0.object.arrayFloat.avg != (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.arrayFloat.@avg != %@)", [Float(5.55444333)], 1, { $0.object.arrayFloat.avg != Float(5.55444333) }),
        ("(object.arrayFloat.@avg > %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 0, { $0.object.arrayFloat.avg > (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.arrayFloat.@avg > %@)", [Float(5.55444333)], 1, { $0.object.arrayFloat.avg > Float(5.55444333) }),
        ("(object.arrayFloat.@avg < %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 0, { $0.object.arrayFloat.avg < (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.arrayFloat.@avg >= %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 1, { $0.object.arrayFloat.avg >= (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.arrayFloat.@avg <= %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 1, { $0.object.arrayFloat.avg <= (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.arrayDouble.@avg == %@)", [(123.456 + 234.567 + 345.678) / 3], 1, { $0.object.arrayDouble.avg == (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.arrayDouble.@avg == %@)", [123.456], 0, { $0.object.arrayDouble.avg == 123.456 }),
        ("(object.arrayDouble.@avg != %@)", [(123.456 + 234.567 + 345.678) / 3], 0, { $0.object.arrayDouble.avg != (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.arrayDouble.@avg != %@)", [123.456], 1, { $0.object.arrayDouble.avg != 123.456 }),
        ("(object.arrayDouble.@avg > %@)", [(123.456 + 234.567 + 345.678) / 3], 0, { $0.object.arrayDouble.avg > (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.arrayDouble.@avg > %@)", [123.456], 1, { $0.object.arrayDouble.avg > 123.456 }),
        ("(object.arrayDouble.@avg < %@)", [(123.456 + 234.567 + 345.678) / 3], 0, { $0.object.arrayDouble.avg < (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.arrayDouble.@avg >= %@)", [(123.456 + 234.567 + 345.678) / 3], 1, { $0.object.arrayDouble.avg >= (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.arrayDouble.@avg <= %@)", [(123.456 + 234.567 + 345.678) / 3], 1, { $0.object.arrayDouble.avg <= (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.arrayDecimal.@avg == %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 1, { $0.object.arrayDecimal.avg == (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.arrayDecimal.@avg == %@)", [Decimal128(123.456)], 0, { $0.object.arrayDecimal.avg == Decimal128(123.456) }),
        ("(object.arrayDecimal.@avg != %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 0, { $0.object.arrayDecimal.avg != (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.arrayDecimal.@avg != %@)", [Decimal128(123.456)], 1, { $0.object.arrayDecimal.avg != Decimal128(123.456) }),
        ("(object.arrayDecimal.@avg > %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 0, { $0.object.arrayDecimal.avg > (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.arrayDecimal.@avg > %@)", [Decimal128(123.456)], 1, { $0.object.arrayDecimal.avg > Decimal128(123.456) }),
        ("(object.arrayDecimal.@avg < %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 0, { $0.object.arrayDecimal.avg < (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.arrayDecimal.@avg >= %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 1, { $0.object.arrayDecimal.avg >= (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.arrayDecimal.@avg <= %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 1, { $0.object.arrayDecimal.avg <= (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.arrayOptInt.@avg == %@)", [(1 + 3 + 5) / 3], 1, { $0.object.arrayOptInt.avg == (1 + 3 + 5) / 3 }),
        ("(object.arrayOptInt.@avg == %@)", [1], 0, { $0.object.arrayOptInt.avg == 1 }),
        ("(object.arrayOptInt.@avg != %@)", [(1 + 3 + 5) / 3], 0, { $0.object.arrayOptInt.avg != (1 + 3 + 5) / 3 }),
        ("(object.arrayOptInt.@avg != %@)", [1], 1, { $0.object.arrayOptInt.avg != 1 }),
        ("(object.arrayOptInt.@avg > %@)", [(1 + 3 + 5) / 3], 0, { $0.object.arrayOptInt.avg > (1 + 3 + 5) / 3 }),
        ("(object.arrayOptInt.@avg > %@)", [1], 1, { $0.object.arrayOptInt.avg > 1 }),
        ("(object.arrayOptInt.@avg < %@)", [(1 + 3 + 5) / 3], 0, { $0.object.arrayOptInt.avg < (1 + 3 + 5) / 3 }),
        ("(object.arrayOptInt.@avg >= %@)", [(1 + 3 + 5) / 3], 1, { $0.object.arrayOptInt.avg >= (1 + 3 + 5) / 3 }),
        ("(object.arrayOptInt.@avg <= %@)", [(1 + 3 + 5) / 3], 1, { $0.object.arrayOptInt.avg <= (1 + 3 + 5) / 3 }),
        ("(object.arrayOptInt8.@avg == %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 1, { $0.object.arrayOptInt8.avg == (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.arrayOptInt8.@avg == %@)", [Int8(8)], 0, { $0.object.arrayOptInt8.avg == Int8(8) }),
        ("(object.arrayOptInt8.@avg != %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 0, { $0.object.arrayOptInt8.avg != (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.arrayOptInt8.@avg != %@)", [Int8(8)], 1, { $0.object.arrayOptInt8.avg != Int8(8) }),
        ("(object.arrayOptInt8.@avg > %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 0, { $0.object.arrayOptInt8.avg > (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.arrayOptInt8.@avg > %@)", [Int8(8)], 1, { $0.object.arrayOptInt8.avg > Int8(8) }),
        ("(object.arrayOptInt8.@avg < %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 0, { $0.object.arrayOptInt8.avg < (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.arrayOptInt8.@avg >= %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 1, { $0.object.arrayOptInt8.avg >= (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.arrayOptInt8.@avg <= %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 1, { $0.object.arrayOptInt8.avg <= (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.arrayOptInt16.@avg == %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 1, { $0.object.arrayOptInt16.avg == (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.arrayOptInt16.@avg == %@)", [Int16(16)], 0, { $0.object.arrayOptInt16.avg == Int16(16) }),
        ("(object.arrayOptInt16.@avg != %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 0, { $0.object.arrayOptInt16.avg != (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.arrayOptInt16.@avg != %@)", [Int16(16)], 1, { $0.object.arrayOptInt16.avg != Int16(16) }),
        ("(object.arrayOptInt16.@avg > %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 0, { $0.object.arrayOptInt16.avg > (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.arrayOptInt16.@avg > %@)", [Int16(16)], 1, { $0.object.arrayOptInt16.avg > Int16(16) }),
        ("(object.arrayOptInt16.@avg < %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 0, { $0.object.arrayOptInt16.avg < (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.arrayOptInt16.@avg >= %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 1, { $0.object.arrayOptInt16.avg >= (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.arrayOptInt16.@avg <= %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 1, { $0.object.arrayOptInt16.avg <= (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.arrayOptInt32.@avg == %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 1, { $0.object.arrayOptInt32.avg == (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.arrayOptInt32.@avg == %@)", [Int32(32)], 0, { $0.object.arrayOptInt32.avg == Int32(32) }),
        ("(object.arrayOptInt32.@avg != %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 0, { $0.object.arrayOptInt32.avg != (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.arrayOptInt32.@avg != %@)", [Int32(32)], 1, { $0.object.arrayOptInt32.avg != Int32(32) }),
        ("(object.arrayOptInt32.@avg > %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 0, { $0.object.arrayOptInt32.avg > (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.arrayOptInt32.@avg > %@)", [Int32(32)], 1, { $0.object.arrayOptInt32.avg > Int32(32) }),
        ("(object.arrayOptInt32.@avg < %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 0, { $0.object.arrayOptInt32.avg < (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.arrayOptInt32.@avg >= %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 1, { $0.object.arrayOptInt32.avg >= (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.arrayOptInt32.@avg <= %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 1, { $0.object.arrayOptInt32.avg <= (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.arrayOptInt64.@avg == %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 1, { $0.object.arrayOptInt64.avg == (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.arrayOptInt64.@avg == %@)", [Int64(64)], 0, { $0.object.arrayOptInt64.avg == Int64(64) }),
        ("(object.arrayOptInt64.@avg != %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 0, { $0.object.arrayOptInt64.avg != (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.arrayOptInt64.@avg != %@)", [Int64(64)], 1, { $0.object.arrayOptInt64.avg != Int64(64) }),
        ("(object.arrayOptInt64.@avg > %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 0, { $0.object.arrayOptInt64.avg > (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.arrayOptInt64.@avg > %@)", [Int64(64)], 1, { $0.object.arrayOptInt64.avg > Int64(64) }),
        ("(object.arrayOptInt64.@avg < %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 0, { $0.object.arrayOptInt64.avg < (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.arrayOptInt64.@avg >= %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 1, { $0.object.arrayOptInt64.avg >= (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.arrayOptInt64.@avg <= %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 1, { $0.object.arrayOptInt64.avg <= (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.arrayOptFloat.@avg == %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 1, { $0.object.arrayOptFloat.avg == (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.arrayOptFloat.@avg == %@)", [Float(5.55444333)], 0, { $0.object.arrayOptFloat.avg == Float(5.55444333) }),
        ("(object.arrayOptFloat.@avg != %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 0, { $0.object.arrayOptFloat.avg != (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.arrayOptFloat.@avg != %@)", [Float(5.55444333)], 1, { $0.object.arrayOptFloat.avg != Float(5.55444333) }),
        ("(object.arrayOptFloat.@avg > %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 0, { $0.object.arrayOptFloat.avg > (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.arrayOptFloat.@avg > %@)", [Float(5.55444333)], 1, { $0.object.arrayOptFloat.avg > Float(5.55444333) }),
        ("(object.arrayOptFloat.@avg < %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 0, { $0.object.arrayOptFloat.avg < (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.arrayOptFloat.@avg >= %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 1, { $0.object.arrayOptFloat.avg >= (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.arrayOptFloat.@avg <= %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 1, { $0.object.arrayOptFloat.avg <= (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.arrayOptDouble.@avg == %@)", [(123.456 + 234.567 + 345.678) / 3], 1, { $0.object.arrayOptDouble.avg == (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.arrayOptDouble.@avg == %@)", [123.456], 0, { $0.object.arrayOptDouble.avg == 123.456 }),
        ("(object.arrayOptDouble.@avg != %@)", [(123.456 + 234.567 + 345.678) / 3], 0, { $0.object.arrayOptDouble.avg != (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.arrayOptDouble.@avg != %@)", [123.456], 1, { $0.object.arrayOptDouble.avg != 123.456 }),
        ("(object.arrayOptDouble.@avg > %@)", [(123.456 + 234.567 + 345.678) / 3], 0, { $0.object.arrayOptDouble.avg > (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.arrayOptDouble.@avg > %@)", [123.456], 1, { $0.object.arrayOptDouble.avg > 123.456 }),
        ("(object.arrayOptDouble.@avg < %@)", [(123.456 + 234.567 + 345.678) / 3], 0, { $0.object.arrayOptDouble.avg < (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.arrayOptDouble.@avg >= %@)", [(123.456 + 234.567 + 345.678) / 3], 1, { $0.object.arrayOptDouble.avg >= (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.arrayOptDouble.@avg <= %@)", [(123.456 + 234.567 + 345.678) / 3], 1, { $0.object.arrayOptDouble.avg <= (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.arrayOptDecimal.@avg == %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 1, { $0.object.arrayOptDecimal.avg == (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.arrayOptDecimal.@avg == %@)", [Decimal128(123.456)], 0, { $0.object.arrayOptDecimal.avg == Decimal128(123.456) }),
        ("(object.arrayOptDecimal.@avg != %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 0, { $0.object.arrayOptDecimal.avg != (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.arrayOptDecimal.@avg != %@)", [Decimal128(123.456)], 1, { $0.object.arrayOptDecimal.avg != Decimal128(123.456) }),
        ("(object.arrayOptDecimal.@avg > %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 0, { $0.object.arrayOptDecimal.avg > (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.arrayOptDecimal.@avg > %@)", [Decimal128(123.456)], 1, { $0.object.arrayOptDecimal.avg > Decimal128(123.456) }),
        ("(object.arrayOptDecimal.@avg < %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 0, { $0.object.arrayOptDecimal.avg < (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.arrayOptDecimal.@avg >= %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 1, { $0.object.arrayOptDecimal.avg >= (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.arrayOptDecimal.@avg <= %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 1, { $0.object.arrayOptDecimal.avg <= (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.setInt.@avg == %@)", [(1 + 3 + 5) / 3], 1, { $0.object.setInt.avg == (1 + 3 + 5) / 3 }),
        ("(object.setInt.@avg == %@)", [1], 0, { $0.object.setInt.avg == 1 }),
        ("(object.setInt.@avg != %@)", [(1 + 3 + 5) / 3], 0, { $0.object.setInt.avg != (1 + 3 + 5) / 3 }),
        ("(object.setInt.@avg != %@)", [1], 1, { $0.object.setInt.avg != 1 }),
        ("(object.setInt.@avg > %@)", [(1 + 3 + 5) / 3], 0, { $0.object.setInt.avg > (1 + 3 + 5) / 3 }),
        ("(object.setInt.@avg > %@)", [1], 1, { $0.object.setInt.avg > 1 }),
        ("(object.setInt.@avg < %@)", [(1 + 3 + 5) / 3], 0, { $0.object.setInt.avg < (1 + 3 + 5) / 3 }),
        ("(object.setInt.@avg >= %@)", [(1 + 3 + 5) / 3], 1, { $0.object.setInt.avg >= (1 + 3 + 5) / 3 }),
        ("(object.setInt.@avg <= %@)", [(1 + 3 + 5) / 3], 1, { $0.object.setInt.avg <= (1 + 3 + 5) / 3 }),
        ("(object.setInt8.@avg == %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 1, { $0.object.setInt8.avg == (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.setInt8.@avg == %@)", [Int8(8)], 0, { $0.object.setInt8.avg == Int8(8) }),
        ("(object.setInt8.@avg != %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 0, { $0.object.setInt8.avg != (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.setInt8.@avg != %@)", [Int8(8)], 1, { $0.object.setInt8.avg != Int8(8) }),
        ("(object.setInt8.@avg > %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 0, { $0.object.setInt8.avg > (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.setInt8.@avg > %@)", [Int8(8)], 1, { $0.object.setInt8.avg > Int8(8) }),
        ("(object.setInt8.@avg < %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 0, { $0.object.setInt8.avg < (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.setInt8.@avg >= %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 1, { $0.object.setInt8.avg >= (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.setInt8.@avg <= %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 1, { $0.object.setInt8.avg <= (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.setInt16.@avg == %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 1, { $0.object.setInt16.avg == (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.setInt16.@avg == %@)", [Int16(16)], 0, { $0.object.setInt16.avg == Int16(16) }),
        ("(object.setInt16.@avg != %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 0, { $0.object.setInt16.avg != (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.setInt16.@avg != %@)", [Int16(16)], 1, { $0.object.setInt16.avg != Int16(16) }),
        ("(object.setInt16.@avg > %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 0, { $0.object.setInt16.avg > (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.setInt16.@avg > %@)", [Int16(16)], 1, { $0.object.setInt16.avg > Int16(16) }),
        ("(object.setInt16.@avg < %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 0, { $0.object.setInt16.avg < (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.setInt16.@avg >= %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 1, { $0.object.setInt16.avg >= (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.setInt16.@avg <= %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 1, { $0.object.setInt16.avg <= (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.setInt32.@avg == %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 1, { $0.object.setInt32.avg == (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.setInt32.@avg == %@)", [Int32(32)], 0, { $0.object.setInt32.avg == Int32(32) }),
        ("(object.setInt32.@avg != %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 0, { $0.object.setInt32.avg != (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.setInt32.@avg != %@)", [Int32(32)], 1, { $0.object.setInt32.avg != Int32(32) }),
        ("(object.setInt32.@avg > %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 0, { $0.object.setInt32.avg > (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.setInt32.@avg > %@)", [Int32(32)], 1, { $0.object.setInt32.avg > Int32(32) }),
        ("(object.setInt32.@avg < %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 0, { $0.object.setInt32.avg < (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.setInt32.@avg >= %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 1, { $0.object.setInt32.avg >= (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.setInt32.@avg <= %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 1, { $0.object.setInt32.avg <= (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.setInt64.@avg == %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 1, { $0.object.setInt64.avg == (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.setInt64.@avg == %@)", [Int64(64)], 0, { $0.object.setInt64.avg == Int64(64) }),
        ("(object.setInt64.@avg != %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 0, { $0.object.setInt64.avg != (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.setInt64.@avg != %@)", [Int64(64)], 1, { $0.object.setInt64.avg != Int64(64) }),
        ("(object.setInt64.@avg > %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 0, { $0.object.setInt64.avg > (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.setInt64.@avg > %@)", [Int64(64)], 1, { $0.object.setInt64.avg > Int64(64) }),
        ("(object.setInt64.@avg < %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 0, { $0.object.setInt64.avg < (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.setInt64.@avg >= %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 1, { $0.object.setInt64.avg >= (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.setInt64.@avg <= %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 1, { $0.object.setInt64.avg <= (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.setFloat.@avg == %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 1, { $0.object.setFloat.avg == (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.setFloat.@avg == %@)", [Float(5.55444333)], 0, { $0.object.setFloat.avg == Float(5.55444333) }),
        ("(object.setFloat.@avg != %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 0, { $0.object.setFloat.avg != (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.setFloat.@avg != %@)", [Float(5.55444333)], 1, { $0.object.setFloat.avg != Float(5.55444333) }),
        ("(object.setFloat.@avg > %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 0, { $0.object.setFloat.avg > (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.setFloat.@avg > %@)", [Float(5.55444333)], 1, { $0.object.setFloat.avg > Float(5.55444333) }),
        ("(object.setFloat.@avg < %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 0, { $0.object.setFloat.avg < (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.setFloat.@avg >= %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 1, { $0.object.setFloat.avg >= (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.setFloat.@avg <= %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 1, { $0.object.setFloat.avg <= (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.setDouble.@avg == %@)", [(123.456 + 234.567 + 345.678) / 3], 1, { $0.object.setDouble.avg == (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.setDouble.@avg == %@)", [123.456], 0, { $0.object.setDouble.avg == 123.456 }),
        ("(object.setDouble.@avg != %@)", [(123.456 + 234.567 + 345.678) / 3], 0, { $0.object.setDouble.avg != (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.setDouble.@avg != %@)", [123.456], 1, { $0.object.setDouble.avg != 123.456 }),
        ("(object.setDouble.@avg > %@)", [(123.456 + 234.567 + 345.678) / 3], 0, { $0.object.setDouble.avg > (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.setDouble.@avg > %@)", [123.456], 1, { $0.object.setDouble.avg > 123.456 }),
        ("(object.setDouble.@avg < %@)", [(123.456 + 234.567 + 345.678) / 3], 0, { $0.object.setDouble.avg < (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.setDouble.@avg >= %@)", [(123.456 + 234.567 + 345.678) / 3], 1, { $0.object.setDouble.avg >= (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.setDouble.@avg <= %@)", [(123.456 + 234.567 + 345.678) / 3], 1, { $0.object.setDouble.avg <= (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.setDecimal.@avg == %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 1, { $0.object.setDecimal.avg == (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.setDecimal.@avg == %@)", [Decimal128(123.456)], 0, { $0.object.setDecimal.avg == Decimal128(123.456) }),
        ("(object.setDecimal.@avg != %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 0, { $0.object.setDecimal.avg != (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.setDecimal.@avg != %@)", [Decimal128(123.456)], 1, { $0.object.setDecimal.avg != Decimal128(123.456) }),
        ("(object.setDecimal.@avg > %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 0, { $0.object.setDecimal.avg > (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.setDecimal.@avg > %@)", [Decimal128(123.456)], 1, { $0.object.setDecimal.avg > Decimal128(123.456) }),
        ("(object.setDecimal.@avg < %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 0, { $0.object.setDecimal.avg < (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.setDecimal.@avg >= %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 1, { $0.object.setDecimal.avg >= (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.setDecimal.@avg <= %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 1, { $0.object.setDecimal.avg <= (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.setOptInt.@avg == %@)", [(1 + 3 + 5) / 3], 1, { $0.object.setOptInt.avg == (1 + 3 + 5) / 3 }),
        ("(object.setOptInt.@avg == %@)", [1], 0, { $0.object.setOptInt.avg == 1 }),
        ("(object.setOptInt.@avg != %@)", [(1 + 3 + 5) / 3], 0, { $0.object.setOptInt.avg != (1 + 3 + 5) / 3 }),
        ("(object.setOptInt.@avg != %@)", [1], 1, { $0.object.setOptInt.avg != 1 }),
        ("(object.setOptInt.@avg > %@)", [(1 + 3 + 5) / 3], 0, { $0.object.setOptInt.avg > (1 + 3 + 5) / 3 }),
        ("(object.setOptInt.@avg > %@)", [1], 1, { $0.object.setOptInt.avg > 1 }),
        ("(object.setOptInt.@avg < %@)", [(1 + 3 + 5) / 3], 0, { $0.object.setOptInt.avg < (1 + 3 + 5) / 3 }),
        ("(object.setOptInt.@avg >= %@)", [(1 + 3 + 5) / 3], 1, { $0.object.setOptInt.avg >= (1 + 3 + 5) / 3 }),
        ("(object.setOptInt.@avg <= %@)", [(1 + 3 + 5) / 3], 1, { $0.object.setOptInt.avg <= (1 + 3 + 5) / 3 }),
        ("(object.setOptInt8.@avg == %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 1, { $0.object.setOptInt8.avg == (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.setOptInt8.@avg == %@)", [Int8(8)], 0, { $0.object.setOptInt8.avg == Int8(8) }),
        ("(object.setOptInt8.@avg != %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 0, { $0.object.setOptInt8.avg != (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.setOptInt8.@avg != %@)", [Int8(8)], 1, { $0.object.setOptInt8.avg != Int8(8) }),
        ("(object.setOptInt8.@avg > %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 0, { $0.object.setOptInt8.avg > (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.setOptInt8.@avg > %@)", [Int8(8)], 1, { $0.object.setOptInt8.avg > Int8(8) }),
        ("(object.setOptInt8.@avg < %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 0, { $0.object.setOptInt8.avg < (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.setOptInt8.@avg >= %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 1, { $0.object.setOptInt8.avg >= (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.setOptInt8.@avg <= %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 1, { $0.object.setOptInt8.avg <= (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.setOptInt16.@avg == %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 1, { $0.object.setOptInt16.avg == (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.setOptInt16.@avg == %@)", [Int16(16)], 0, { $0.object.setOptInt16.avg == Int16(16) }),
        ("(object.setOptInt16.@avg != %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 0, { $0.object.setOptInt16.avg != (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.setOptInt16.@avg != %@)", [Int16(16)], 1, { $0.object.setOptInt16.avg != Int16(16) }),
        ("(object.setOptInt16.@avg > %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 0, { $0.object.setOptInt16.avg > (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.setOptInt16.@avg > %@)", [Int16(16)], 1, { $0.object.setOptInt16.avg > Int16(16) }),
        ("(object.setOptInt16.@avg < %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 0, { $0.object.setOptInt16.avg < (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.setOptInt16.@avg >= %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 1, { $0.object.setOptInt16.avg >= (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.setOptInt16.@avg <= %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 1, { $0.object.setOptInt16.avg <= (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.setOptInt32.@avg == %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 1, { $0.object.setOptInt32.avg == (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.setOptInt32.@avg == %@)", [Int32(32)], 0, { $0.object.setOptInt32.avg == Int32(32) }),
        ("(object.setOptInt32.@avg != %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 0, { $0.object.setOptInt32.avg != (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.setOptInt32.@avg != %@)", [Int32(32)], 1, { $0.object.setOptInt32.avg != Int32(32) }),
        ("(object.setOptInt32.@avg > %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 0, { $0.object.setOptInt32.avg > (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.setOptInt32.@avg > %@)", [Int32(32)], 1, { $0.object.setOptInt32.avg > Int32(32) }),
        ("(object.setOptInt32.@avg < %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 0, { $0.object.setOptInt32.avg < (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.setOptInt32.@avg >= %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 1, { $0.object.setOptInt32.avg >= (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.setOptInt32.@avg <= %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 1, { $0.object.setOptInt32.avg <= (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.setOptInt64.@avg == %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 1, { $0.object.setOptInt64.avg == (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.setOptInt64.@avg == %@)", [Int64(64)], 0, { $0.object.setOptInt64.avg == Int64(64) }),
        ("(object.setOptInt64.@avg != %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 0, { $0.object.setOptInt64.avg != (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.setOptInt64.@avg != %@)", [Int64(64)], 1, { $0.object.setOptInt64.avg != Int64(64) }),
        ("(object.setOptInt64.@avg > %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 0, { $0.object.setOptInt64.avg > (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.setOptInt64.@avg > %@)", [Int64(64)], 1, { $0.object.setOptInt64.avg > Int64(64) }),
        ("(object.setOptInt64.@avg < %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 0, { $0.object.setOptInt64.avg < (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.setOptInt64.@avg >= %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 1, { $0.object.setOptInt64.avg >= (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.setOptInt64.@avg <= %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 1, { $0.object.setOptInt64.avg <= (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.setOptFloat.@avg == %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 1, { $0.object.setOptFloat.avg == (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.setOptFloat.@avg == %@)", [Float(5.55444333)], 0, { $0.object.setOptFloat.avg == Float(5.55444333) }),
        ("(object.setOptFloat.@avg != %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 0, { $0.object.setOptFloat.avg != (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.setOptFloat.@avg != %@)", [Float(5.55444333)], 1, { $0.object.setOptFloat.avg != Float(5.55444333) }),
        ("(object.setOptFloat.@avg > %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 0, { $0.object.setOptFloat.avg > (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.setOptFloat.@avg > %@)", [Float(5.55444333)], 1, { $0.object.setOptFloat.avg > Float(5.55444333) }),
        ("(object.setOptFloat.@avg < %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 0, { $0.object.setOptFloat.avg < (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.setOptFloat.@avg >= %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 1, { $0.object.setOptFloat.avg >= (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.setOptFloat.@avg <= %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 1, { $0.object.setOptFloat.avg <= (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.setOptDouble.@avg == %@)", [(123.456 + 234.567 + 345.678) / 3], 1, { $0.object.setOptDouble.avg == (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.setOptDouble.@avg == %@)", [123.456], 0, { $0.object.setOptDouble.avg == 123.456 }),
        ("(object.setOptDouble.@avg != %@)", [(123.456 + 234.567 + 345.678) / 3], 0, { $0.object.setOptDouble.avg != (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.setOptDouble.@avg != %@)", [123.456], 1, { $0.object.setOptDouble.avg != 123.456 }),
        ("(object.setOptDouble.@avg > %@)", [(123.456 + 234.567 + 345.678) / 3], 0, { $0.object.setOptDouble.avg > (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.setOptDouble.@avg > %@)", [123.456], 1, { $0.object.setOptDouble.avg > 123.456 }),
        ("(object.setOptDouble.@avg < %@)", [(123.456 + 234.567 + 345.678) / 3], 0, { $0.object.setOptDouble.avg < (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.setOptDouble.@avg >= %@)", [(123.456 + 234.567 + 345.678) / 3], 1, { $0.object.setOptDouble.avg >= (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.setOptDouble.@avg <= %@)", [(123.456 + 234.567 + 345.678) / 3], 1, { $0.object.setOptDouble.avg <= (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.setOptDecimal.@avg == %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 1, { $0.object.setOptDecimal.avg == (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.setOptDecimal.@avg == %@)", [Decimal128(123.456)], 0, { $0.object.setOptDecimal.avg == Decimal128(123.456) }),
        ("(object.setOptDecimal.@avg != %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 0, { $0.object.setOptDecimal.avg != (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.setOptDecimal.@avg != %@)", [Decimal128(123.456)], 1, { $0.object.setOptDecimal.avg != Decimal128(123.456) }),
        ("(object.setOptDecimal.@avg > %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 0, { $0.object.setOptDecimal.avg > (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.setOptDecimal.@avg > %@)", [Decimal128(123.456)], 1, { $0.object.setOptDecimal.avg > Decimal128(123.456) }),
        ("(object.setOptDecimal.@avg < %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 0, { $0.object.setOptDecimal.avg < (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.setOptDecimal.@avg >= %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 1, { $0.object.setOptDecimal.avg >= (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.setOptDecimal.@avg <= %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 1, { $0.object.setOptDecimal.avg <= (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.mapInt.@avg == %@)", [(1 + 3 + 5) / 3], 1, { $0.object.mapInt.avg == (1 + 3 + 5) / 3 }),
        ("(object.mapInt.@avg == %@)", [1], 0, { $0.object.mapInt.avg == 1 }),
        ("(object.mapInt.@avg != %@)", [(1 + 3 + 5) / 3], 0, { $0.object.mapInt.avg != (1 + 3 + 5) / 3 }),
        ("(object.mapInt.@avg != %@)", [1], 1, { $0.object.mapInt.avg != 1 }),
        ("(object.mapInt.@avg > %@)", [(1 + 3 + 5) / 3], 0, { $0.object.mapInt.avg > (1 + 3 + 5) / 3 }),
        ("(object.mapInt.@avg > %@)", [1], 1, { $0.object.mapInt.avg > 1 }),
        ("(object.mapInt.@avg < %@)", [(1 + 3 + 5) / 3], 0, { $0.object.mapInt.avg < (1 + 3 + 5) / 3 }),
        ("(object.mapInt.@avg >= %@)", [(1 + 3 + 5) / 3], 1, { $0.object.mapInt.avg >= (1 + 3 + 5) / 3 }),
        ("(object.mapInt.@avg <= %@)", [(1 + 3 + 5) / 3], 1, { $0.object.mapInt.avg <= (1 + 3 + 5) / 3 }),
        ("(object.mapInt8.@avg == %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 1, { $0.object.mapInt8.avg == (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.mapInt8.@avg == %@)", [Int8(8)], 0, { $0.object.mapInt8.avg == Int8(8) }),
        ("(object.mapInt8.@avg != %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 0, { $0.object.mapInt8.avg != (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.mapInt8.@avg != %@)", [Int8(8)], 1, { $0.object.mapInt8.avg != Int8(8) }),
        ("(object.mapInt8.@avg > %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 0, { $0.object.mapInt8.avg > (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.mapInt8.@avg > %@)", [Int8(8)], 1, { $0.object.mapInt8.avg > Int8(8) }),
        ("(object.mapInt8.@avg < %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 0, { $0.object.mapInt8.avg < (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.mapInt8.@avg >= %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 1, { $0.object.mapInt8.avg >= (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.mapInt8.@avg <= %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 1, { $0.object.mapInt8.avg <= (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.mapInt16.@avg == %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 1, { $0.object.mapInt16.avg == (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.mapInt16.@avg == %@)", [Int16(16)], 0, { $0.object.mapInt16.avg == Int16(16) }),
        ("(object.mapInt16.@avg != %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 0, { $0.object.mapInt16.avg != (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.mapInt16.@avg != %@)", [Int16(16)], 1, { $0.object.mapInt16.avg != Int16(16) }),
        ("(object.mapInt16.@avg > %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 0, { $0.object.mapInt16.avg > (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.mapInt16.@avg > %@)", [Int16(16)], 1, { $0.object.mapInt16.avg > Int16(16) }),
        ("(object.mapInt16.@avg < %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 0, { $0.object.mapInt16.avg < (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.mapInt16.@avg >= %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 1, { $0.object.mapInt16.avg >= (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.mapInt16.@avg <= %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 1, { $0.object.mapInt16.avg <= (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.mapInt32.@avg == %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 1, { $0.object.mapInt32.avg == (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.mapInt32.@avg == %@)", [Int32(32)], 0, { $0.object.mapInt32.avg == Int32(32) }),
        ("(object.mapInt32.@avg != %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 0, { $0.object.mapInt32.avg != (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.mapInt32.@avg != %@)", [Int32(32)], 1, { $0.object.mapInt32.avg != Int32(32) }),
        ("(object.mapInt32.@avg > %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 0, { $0.object.mapInt32.avg > (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.mapInt32.@avg > %@)", [Int32(32)], 1, { $0.object.mapInt32.avg > Int32(32) }),
        ("(object.mapInt32.@avg < %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 0, { $0.object.mapInt32.avg < (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.mapInt32.@avg >= %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 1, { $0.object.mapInt32.avg >= (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.mapInt32.@avg <= %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 1, { $0.object.mapInt32.avg <= (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.mapInt64.@avg == %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 1, { $0.object.mapInt64.avg == (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.mapInt64.@avg == %@)", [Int64(64)], 0, { $0.object.mapInt64.avg == Int64(64) }),
        ("(object.mapInt64.@avg != %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 0, { $0.object.mapInt64.avg != (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.mapInt64.@avg != %@)", [Int64(64)], 1, { $0.object.mapInt64.avg != Int64(64) }),
        ("(object.mapInt64.@avg > %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 0, { $0.object.mapInt64.avg > (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.mapInt64.@avg > %@)", [Int64(64)], 1, { $0.object.mapInt64.avg > Int64(64) }),
        ("(object.mapInt64.@avg < %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 0, { $0.object.mapInt64.avg < (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.mapInt64.@avg >= %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 1, { $0.object.mapInt64.avg >= (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.mapInt64.@avg <= %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 1, { $0.object.mapInt64.avg <= (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.mapFloat.@avg == %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 1, { $0.object.mapFloat.avg == (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.mapFloat.@avg == %@)", [Float(5.55444333)], 0, { $0.object.mapFloat.avg == Float(5.55444333) }),
        ("(object.mapFloat.@avg != %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 0, { $0.object.mapFloat.avg != (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.mapFloat.@avg != %@)", [Float(5.55444333)], 1, { $0.object.mapFloat.avg != Float(5.55444333) }),
        ("(object.mapFloat.@avg > %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 0, { $0.object.mapFloat.avg > (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.mapFloat.@avg > %@)", [Float(5.55444333)], 1, { $0.object.mapFloat.avg > Float(5.55444333) }),
        ("(object.mapFloat.@avg < %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 0, { $0.object.mapFloat.avg < (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.mapFloat.@avg >= %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 1, { $0.object.mapFloat.avg >= (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.mapFloat.@avg <= %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 1, { $0.object.mapFloat.avg <= (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.mapDouble.@avg == %@)", [(123.456 + 234.567 + 345.678) / 3], 1, { $0.object.mapDouble.avg == (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.mapDouble.@avg == %@)", [123.456], 0, { $0.object.mapDouble.avg == 123.456 }),
        ("(object.mapDouble.@avg != %@)", [(123.456 + 234.567 + 345.678) / 3], 0, { $0.object.mapDouble.avg != (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.mapDouble.@avg != %@)", [123.456], 1, { $0.object.mapDouble.avg != 123.456 }),
        ("(object.mapDouble.@avg > %@)", [(123.456 + 234.567 + 345.678) / 3], 0, { $0.object.mapDouble.avg > (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.mapDouble.@avg > %@)", [123.456], 1, { $0.object.mapDouble.avg > 123.456 }),
        ("(object.mapDouble.@avg < %@)", [(123.456 + 234.567 + 345.678) / 3], 0, { $0.object.mapDouble.avg < (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.mapDouble.@avg >= %@)", [(123.456 + 234.567 + 345.678) / 3], 1, { $0.object.mapDouble.avg >= (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.mapDouble.@avg <= %@)", [(123.456 + 234.567 + 345.678) / 3], 1, { $0.object.mapDouble.avg <= (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.mapDecimal.@avg == %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 1, { $0.object.mapDecimal.avg == (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.mapDecimal.@avg == %@)", [Decimal128(123.456)], 0, { $0.object.mapDecimal.avg == Decimal128(123.456) }),
        ("(object.mapDecimal.@avg != %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 0, { $0.object.mapDecimal.avg != (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.mapDecimal.@avg != %@)", [Decimal128(123.456)], 1, { $0.object.mapDecimal.avg != Decimal128(123.456) }),
        ("(object.mapDecimal.@avg > %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 0, { $0.object.mapDecimal.avg > (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.mapDecimal.@avg > %@)", [Decimal128(123.456)], 1, { $0.object.mapDecimal.avg > Decimal128(123.456) }),
        ("(object.mapDecimal.@avg < %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 0, { $0.object.mapDecimal.avg < (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.mapDecimal.@avg >= %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 1, { $0.object.mapDecimal.avg >= (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.mapDecimal.@avg <= %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 1, { $0.object.mapDecimal.avg <= (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.mapOptInt.@avg == %@)", [(1 + 3 + 5) / 3], 1, { $0.object.mapOptInt.avg == (1 + 3 + 5) / 3 }),
        ("(object.mapOptInt.@avg == %@)", [1], 0, { $0.object.mapOptInt.avg == 1 }),
        ("(object.mapOptInt.@avg != %@)", [(1 + 3 + 5) / 3], 0, { $0.object.mapOptInt.avg != (1 + 3 + 5) / 3 }),
        ("(object.mapOptInt.@avg != %@)", [1], 1, { $0.object.mapOptInt.avg != 1 }),
        ("(object.mapOptInt.@avg > %@)", [(1 + 3 + 5) / 3], 0, { $0.object.mapOptInt.avg > (1 + 3 + 5) / 3 }),
        ("(object.mapOptInt.@avg > %@)", [1], 1, { $0.object.mapOptInt.avg > 1 }),
        ("(object.mapOptInt.@avg < %@)", [(1 + 3 + 5) / 3], 0, { $0.object.mapOptInt.avg < (1 + 3 + 5) / 3 }),
        ("(object.mapOptInt.@avg >= %@)", [(1 + 3 + 5) / 3], 1, { $0.object.mapOptInt.avg >= (1 + 3 + 5) / 3 }),
        ("(object.mapOptInt.@avg <= %@)", [(1 + 3 + 5) / 3], 1, { $0.object.mapOptInt.avg <= (1 + 3 + 5) / 3 }),
        ("(object.mapOptInt8.@avg == %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 1, { $0.object.mapOptInt8.avg == (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.mapOptInt8.@avg == %@)", [Int8(8)], 0, { $0.object.mapOptInt8.avg == Int8(8) }),
        ("(object.mapOptInt8.@avg != %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 0, { $0.object.mapOptInt8.avg != (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.mapOptInt8.@avg != %@)", [Int8(8)], 1, { $0.object.mapOptInt8.avg != Int8(8) }),
        ("(object.mapOptInt8.@avg > %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 0, { $0.object.mapOptInt8.avg > (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.mapOptInt8.@avg > %@)", [Int8(8)], 1, { $0.object.mapOptInt8.avg > Int8(8) }),
        ("(object.mapOptInt8.@avg < %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 0, { $0.object.mapOptInt8.avg < (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.mapOptInt8.@avg >= %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 1, { $0.object.mapOptInt8.avg >= (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.mapOptInt8.@avg <= %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 1, { $0.object.mapOptInt8.avg <= (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(object.mapOptInt16.@avg == %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 1, { $0.object.mapOptInt16.avg == (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.mapOptInt16.@avg == %@)", [Int16(16)], 0, { $0.object.mapOptInt16.avg == Int16(16) }),
        ("(object.mapOptInt16.@avg != %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 0, { $0.object.mapOptInt16.avg != (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.mapOptInt16.@avg != %@)", [Int16(16)], 1, { $0.object.mapOptInt16.avg != Int16(16) }),
        ("(object.mapOptInt16.@avg > %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 0, { $0.object.mapOptInt16.avg > (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.mapOptInt16.@avg > %@)", [Int16(16)], 1, { $0.object.mapOptInt16.avg > Int16(16) }),
        ("(object.mapOptInt16.@avg < %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 0, { $0.object.mapOptInt16.avg < (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.mapOptInt16.@avg >= %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 1, { $0.object.mapOptInt16.avg >= (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.mapOptInt16.@avg <= %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 1, { $0.object.mapOptInt16.avg <= (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(object.mapOptInt32.@avg == %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 1, { $0.object.mapOptInt32.avg == (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.mapOptInt32.@avg == %@)", [Int32(32)], 0, { $0.object.mapOptInt32.avg == Int32(32) }),
        ("(object.mapOptInt32.@avg != %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 0, { $0.object.mapOptInt32.avg != (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.mapOptInt32.@avg != %@)", [Int32(32)], 1, { $0.object.mapOptInt32.avg != Int32(32) }),
        ("(object.mapOptInt32.@avg > %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 0, { $0.object.mapOptInt32.avg > (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.mapOptInt32.@avg > %@)", [Int32(32)], 1, { $0.object.mapOptInt32.avg > Int32(32) }),
        ("(object.mapOptInt32.@avg < %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 0, { $0.object.mapOptInt32.avg < (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.mapOptInt32.@avg >= %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 1, { $0.object.mapOptInt32.avg >= (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.mapOptInt32.@avg <= %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 1, { $0.object.mapOptInt32.avg <= (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(object.mapOptInt64.@avg == %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 1, { $0.object.mapOptInt64.avg == (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.mapOptInt64.@avg == %@)", [Int64(64)], 0, { $0.object.mapOptInt64.avg == Int64(64) }),
        ("(object.mapOptInt64.@avg != %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 0, { $0.object.mapOptInt64.avg != (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.mapOptInt64.@avg != %@)", [Int64(64)], 1, { $0.object.mapOptInt64.avg != Int64(64) }),
        ("(object.mapOptInt64.@avg > %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 0, { $0.object.mapOptInt64.avg > (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.mapOptInt64.@avg > %@)", [Int64(64)], 1, { $0.object.mapOptInt64.avg > Int64(64) }),
        ("(object.mapOptInt64.@avg < %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 0, { $0.object.mapOptInt64.avg < (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.mapOptInt64.@avg >= %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 1, { $0.object.mapOptInt64.avg >= (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.mapOptInt64.@avg <= %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 1, { $0.object.mapOptInt64.avg <= (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(object.mapOptFloat.@avg == %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 1, { $0.object.mapOptFloat.avg == (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.mapOptFloat.@avg == %@)", [Float(5.55444333)], 0, { $0.object.mapOptFloat.avg == Float(5.55444333) }),
        ("(object.mapOptFloat.@avg != %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 0, { $0.object.mapOptFloat.avg != (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.mapOptFloat.@avg != %@)", [Float(5.55444333)], 1, { $0.object.mapOptFloat.avg != Float(5.55444333) }),
        ("(object.mapOptFloat.@avg > %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 0, { $0.object.mapOptFloat.avg > (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.mapOptFloat.@avg > %@)", [Float(5.55444333)], 1, { $0.object.mapOptFloat.avg > Float(5.55444333) }),
        ("(object.mapOptFloat.@avg < %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 0, { $0.object.mapOptFloat.avg < (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.mapOptFloat.@avg >= %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 1, { $0.object.mapOptFloat.avg >= (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.mapOptFloat.@avg <= %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 1, { $0.object.mapOptFloat.avg <= (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(object.mapOptDouble.@avg == %@)", [(123.456 + 234.567 + 345.678) / 3], 1, { $0.object.mapOptDouble.avg == (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.mapOptDouble.@avg == %@)", [123.456], 0, { $0.object.mapOptDouble.avg == 123.456 }),
        ("(object.mapOptDouble.@avg != %@)", [(123.456 + 234.567 + 345.678) / 3], 0, { $0.object.mapOptDouble.avg != (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.mapOptDouble.@avg != %@)", [123.456], 1, { $0.object.mapOptDouble.avg != 123.456 }),
        ("(object.mapOptDouble.@avg > %@)", [(123.456 + 234.567 + 345.678) / 3], 0, { $0.object.mapOptDouble.avg > (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.mapOptDouble.@avg > %@)", [123.456], 1, { $0.object.mapOptDouble.avg > 123.456 }),
        ("(object.mapOptDouble.@avg < %@)", [(123.456 + 234.567 + 345.678) / 3], 0, { $0.object.mapOptDouble.avg < (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.mapOptDouble.@avg >= %@)", [(123.456 + 234.567 + 345.678) / 3], 1, { $0.object.mapOptDouble.avg >= (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.mapOptDouble.@avg <= %@)", [(123.456 + 234.567 + 345.678) / 3], 1, { $0.object.mapOptDouble.avg <= (123.456 + 234.567 + 345.678) / 3 }),
        ("(object.mapOptDecimal.@avg == %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 1, { $0.object.mapOptDecimal.avg == (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.mapOptDecimal.@avg == %@)", [Decimal128(123.456)], 0, { $0.object.mapOptDecimal.avg == Decimal128(123.456) }),
        ("(object.mapOptDecimal.@avg != %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 0, { $0.object.mapOptDecimal.avg != (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.mapOptDecimal.@avg != %@)", [Decimal128(123.456)], 1, { $0.object.mapOptDecimal.avg != Decimal128(123.456) }),
        ("(object.mapOptDecimal.@avg > %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 0, { $0.object.mapOptDecimal.avg > (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.mapOptDecimal.@avg > %@)", [Decimal128(123.456)], 1, { $0.object.mapOptDecimal.avg > Decimal128(123.456) }),
        ("(object.mapOptDecimal.@avg < %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 0, { $0.object.mapOptDecimal.avg < (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.mapOptDecimal.@avg >= %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 1, { $0.object.mapOptDecimal.avg >= (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(object.mapOptDecimal.@avg <= %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 1, { $0.object.mapOptDecimal.avg <= (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
    ]
    for (text, values, count, query) in rowsValues {
        let (built, args) = query(Query<LinkToCollectionsOfValues>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(LinkToCollectionsOfValues.self).where(query).count, count, built)
    }
    let rowsfEnums: [(String, [Any], Int, (Query<LinkToModernCollectionsOfEnums>) -> Query<Bool>)] = [
        ("(object.listInt.@avg == %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 1, { $0.object.listInt.rawValue.avg == (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.listInt.@avg == %@)", [EnumInt.value1.rawValue], 0, { $0.object.listInt.rawValue.avg == EnumInt.value1.rawValue }),
        ("(object.listInt.@avg != %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 0, { $0.object.listInt.rawValue.avg != (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.listInt.@avg != %@)", [EnumInt.value1.rawValue], 1, { $0.object.listInt.rawValue.avg != EnumInt.value1.rawValue }),
        ("(object.listInt.@avg > %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 0, { $0.object.listInt.rawValue.avg > (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.listInt.@avg > %@)", [EnumInt.value1.rawValue], 1, { $0.object.listInt.rawValue.avg > EnumInt.value1.rawValue }),
        ("(object.listInt.@avg < %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 0, { $0.object.listInt.rawValue.avg < (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.listInt.@avg >= %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 1, { $0.object.listInt.rawValue.avg >= (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.listInt.@avg <= %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 1, { $0.object.listInt.rawValue.avg <= (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.listInt8.@avg == %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 1, { $0.object.listInt8.rawValue.avg == (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.listInt8.@avg == %@)", [EnumInt8.value1.rawValue], 0, { $0.object.listInt8.rawValue.avg == EnumInt8.value1.rawValue }),
        ("(object.listInt8.@avg != %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 0, { $0.object.listInt8.rawValue.avg != (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.listInt8.@avg != %@)", [EnumInt8.value1.rawValue], 1, { $0.object.listInt8.rawValue.avg != EnumInt8.value1.rawValue }),
        ("(object.listInt8.@avg > %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 0, { $0.object.listInt8.rawValue.avg > (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.listInt8.@avg > %@)", [EnumInt8.value1.rawValue], 1, { $0.object.listInt8.rawValue.avg > EnumInt8.value1.rawValue }),
        ("(object.listInt8.@avg < %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 0, { $0.object.listInt8.rawValue.avg < (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.listInt8.@avg >= %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 1, { $0.object.listInt8.rawValue.avg >= (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.listInt8.@avg <= %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 1, { $0.object.listInt8.rawValue.avg <= (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.listInt16.@avg == %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 1, { $0.object.listInt16.rawValue.avg == (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.listInt16.@avg == %@)", [EnumInt16.value1.rawValue], 0, { $0.object.listInt16.rawValue.avg == EnumInt16.value1.rawValue }),
        ("(object.listInt16.@avg != %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 0, { $0.object.listInt16.rawValue.avg != (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.listInt16.@avg != %@)", [EnumInt16.value1.rawValue], 1, { $0.object.listInt16.rawValue.avg != EnumInt16.value1.rawValue }),
        ("(object.listInt16.@avg > %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 0, { $0.object.listInt16.rawValue.avg > (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.listInt16.@avg > %@)", [EnumInt16.value1.rawValue], 1, { $0.object.listInt16.rawValue.avg > EnumInt16.value1.rawValue }),
        ("(object.listInt16.@avg < %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 0, { $0.object.listInt16.rawValue.avg < (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.listInt16.@avg >= %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 1, { $0.object.listInt16.rawValue.avg >= (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.listInt16.@avg <= %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 1, { $0.object.listInt16.rawValue.avg <= (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.listInt32.@avg == %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 1, { $0.object.listInt32.rawValue.avg == (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.listInt32.@avg == %@)", [EnumInt32.value1.rawValue], 0, { $0.object.listInt32.rawValue.avg == EnumInt32.value1.rawValue }),
        ("(object.listInt32.@avg != %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 0, { $0.object.listInt32.rawValue.avg != (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.listInt32.@avg != %@)", [EnumInt32.value1.rawValue], 1, { $0.object.listInt32.rawValue.avg != EnumInt32.value1.rawValue }),
        ("(object.listInt32.@avg > %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 0, { $0.object.listInt32.rawValue.avg > (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.listInt32.@avg > %@)", [EnumInt32.value1.rawValue], 1, { $0.object.listInt32.rawValue.avg > EnumInt32.value1.rawValue }),
        ("(object.listInt32.@avg < %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 0, { $0.object.listInt32.rawValue.avg < (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.listInt32.@avg >= %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 1, { $0.object.listInt32.rawValue.avg >= (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.listInt32.@avg <= %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 1, { $0.object.listInt32.rawValue.avg <= (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.listInt64.@avg == %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 1, { $0.object.listInt64.rawValue.avg == (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.listInt64.@avg == %@)", [EnumInt64.value1.rawValue], 0, { $0.object.listInt64.rawValue.avg == EnumInt64.value1.rawValue }),
        ("(object.listInt64.@avg != %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 0, { $0.object.listInt64.rawValue.avg != (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.listInt64.@avg != %@)", [EnumInt64.value1.rawValue], 1, { $0.object.listInt64.rawValue.avg != EnumInt64.value1.rawValue }),
        ("(object.listInt64.@avg > %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 0, { $0.object.listInt64.rawValue.avg > (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.listInt64.@avg > %@)", [EnumInt64.value1.rawValue], 1, { $0.object.listInt64.rawValue.avg > EnumInt64.value1.rawValue }),
        ("(object.listInt64.@avg < %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 0, { $0.object.listInt64.rawValue.avg < (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.listInt64.@avg >= %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 1, { $0.object.listInt64.rawValue.avg >= (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.listInt64.@avg <= %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 1, { $0.object.listInt64.rawValue.avg <= (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.listDouble.@avg == %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 1, { $0.object.listDouble.rawValue.avg == (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.listDouble.@avg == %@)", [EnumDouble.value1.rawValue], 0, { $0.object.listDouble.rawValue.avg == EnumDouble.value1.rawValue }),
        ("(object.listDouble.@avg != %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 0, { $0.object.listDouble.rawValue.avg != (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.listDouble.@avg != %@)", [EnumDouble.value1.rawValue], 1, { $0.object.listDouble.rawValue.avg != EnumDouble.value1.rawValue }),
        ("(object.listDouble.@avg > %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 0, { $0.object.listDouble.rawValue.avg > (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.listDouble.@avg > %@)", [EnumDouble.value1.rawValue], 1, { $0.object.listDouble.rawValue.avg > EnumDouble.value1.rawValue }),
        ("(object.listDouble.@avg < %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 0, { $0.object.listDouble.rawValue.avg < (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.listDouble.@avg >= %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 1, { $0.object.listDouble.rawValue.avg >= (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.listDouble.@avg <= %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 1, { $0.object.listDouble.rawValue.avg <= (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.listIntOpt.@avg == %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 1, { $0.object.listIntOpt.rawValue.avg == (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.listIntOpt.@avg == %@)", [EnumInt.value1.rawValue], 0, { $0.object.listIntOpt.rawValue.avg == EnumInt.value1.rawValue }),
        ("(object.listIntOpt.@avg != %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 0, { $0.object.listIntOpt.rawValue.avg != (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.listIntOpt.@avg != %@)", [EnumInt.value1.rawValue], 1, { $0.object.listIntOpt.rawValue.avg != EnumInt.value1.rawValue }),
        ("(object.listIntOpt.@avg > %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 0, { $0.object.listIntOpt.rawValue.avg > (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.listIntOpt.@avg > %@)", [EnumInt.value1.rawValue], 1, { $0.object.listIntOpt.rawValue.avg > EnumInt.value1.rawValue }),
        ("(object.listIntOpt.@avg < %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 0, { $0.object.listIntOpt.rawValue.avg < (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.listIntOpt.@avg >= %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 1, { $0.object.listIntOpt.rawValue.avg >= (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.listIntOpt.@avg <= %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 1, { $0.object.listIntOpt.rawValue.avg <= (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.listInt8Opt.@avg == %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 1, { $0.object.listInt8Opt.rawValue.avg == (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.listInt8Opt.@avg == %@)", [EnumInt8.value1.rawValue], 0, { $0.object.listInt8Opt.rawValue.avg == EnumInt8.value1.rawValue }),
        ("(object.listInt8Opt.@avg != %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 0, { $0.object.listInt8Opt.rawValue.avg != (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.listInt8Opt.@avg != %@)", [EnumInt8.value1.rawValue], 1, { $0.object.listInt8Opt.rawValue.avg != EnumInt8.value1.rawValue }),
        ("(object.listInt8Opt.@avg > %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 0, { $0.object.listInt8Opt.rawValue.avg > (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.listInt8Opt.@avg > %@)", [EnumInt8.value1.rawValue], 1, { $0.object.listInt8Opt.rawValue.avg > EnumInt8.value1.rawValue }),
        ("(object.listInt8Opt.@avg < %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 0, { $0.object.listInt8Opt.rawValue.avg < (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.listInt8Opt.@avg >= %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 1, { $0.object.listInt8Opt.rawValue.avg >= (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.listInt8Opt.@avg <= %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 1, { $0.object.listInt8Opt.rawValue.avg <= (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.listInt16Opt.@avg == %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 1, { $0.object.listInt16Opt.rawValue.avg == (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.listInt16Opt.@avg == %@)", [EnumInt16.value1.rawValue], 0, { $0.object.listInt16Opt.rawValue.avg == EnumInt16.value1.rawValue }),
        ("(object.listInt16Opt.@avg != %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 0, { $0.object.listInt16Opt.rawValue.avg != (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.listInt16Opt.@avg != %@)", [EnumInt16.value1.rawValue], 1, { $0.object.listInt16Opt.rawValue.avg != EnumInt16.value1.rawValue }),
        ("(object.listInt16Opt.@avg > %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 0, { $0.object.listInt16Opt.rawValue.avg > (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.listInt16Opt.@avg > %@)", [EnumInt16.value1.rawValue], 1, { $0.object.listInt16Opt.rawValue.avg > EnumInt16.value1.rawValue }),
        ("(object.listInt16Opt.@avg < %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 0, { $0.object.listInt16Opt.rawValue.avg < (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.listInt16Opt.@avg >= %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 1, { $0.object.listInt16Opt.rawValue.avg >= (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.listInt16Opt.@avg <= %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 1, { $0.object.listInt16Opt.rawValue.avg <= (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.listInt32Opt.@avg == %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 1, { $0.object.listInt32Opt.rawValue.avg == (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.listInt32Opt.@avg == %@)", [EnumInt32.value1.rawValue], 0, { $0.object.listInt32Opt.rawValue.avg == EnumInt32.value1.rawValue }),
        ("(object.listInt32Opt.@avg != %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 0, { $0.object.listInt32Opt.rawValue.avg != (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.listInt32Opt.@avg != %@)", [EnumInt32.value1.rawValue], 1, { $0.object.listInt32Opt.rawValue.avg != EnumInt32.value1.rawValue }),
        ("(object.listInt32Opt.@avg > %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 0, { $0.object.listInt32Opt.rawValue.avg > (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.listInt32Opt.@avg > %@)", [EnumInt32.value1.rawValue], 1, { $0.object.listInt32Opt.rawValue.avg > EnumInt32.value1.rawValue }),
        ("(object.listInt32Opt.@avg < %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 0, { $0.object.listInt32Opt.rawValue.avg < (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.listInt32Opt.@avg >= %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 1, { $0.object.listInt32Opt.rawValue.avg >= (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.listInt32Opt.@avg <= %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 1, { $0.object.listInt32Opt.rawValue.avg <= (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.listInt64Opt.@avg == %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 1, { $0.object.listInt64Opt.rawValue.avg == (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.listInt64Opt.@avg == %@)", [EnumInt64.value1.rawValue], 0, { $0.object.listInt64Opt.rawValue.avg == EnumInt64.value1.rawValue }),
        ("(object.listInt64Opt.@avg != %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 0, { $0.object.listInt64Opt.rawValue.avg != (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.listInt64Opt.@avg != %@)", [EnumInt64.value1.rawValue], 1, { $0.object.listInt64Opt.rawValue.avg != EnumInt64.value1.rawValue }),
        ("(object.listInt64Opt.@avg > %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 0, { $0.object.listInt64Opt.rawValue.avg > (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.listInt64Opt.@avg > %@)", [EnumInt64.value1.rawValue], 1, { $0.object.listInt64Opt.rawValue.avg > EnumInt64.value1.rawValue }),
        ("(object.listInt64Opt.@avg < %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 0, { $0.object.listInt64Opt.rawValue.avg < (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.listInt64Opt.@avg >= %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 1, { $0.object.listInt64Opt.rawValue.avg >= (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.listInt64Opt.@avg <= %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 1, { $0.object.listInt64Opt.rawValue.avg <= (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.listDoubleOpt.@avg == %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 1, { $0.object.listDoubleOpt.rawValue.avg == (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.listDoubleOpt.@avg == %@)", [EnumDouble.value1.rawValue], 0, { $0.object.listDoubleOpt.rawValue.avg == EnumDouble.value1.rawValue }),
        ("(object.listDoubleOpt.@avg != %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 0, { $0.object.listDoubleOpt.rawValue.avg != (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.listDoubleOpt.@avg != %@)", [EnumDouble.value1.rawValue], 1, { $0.object.listDoubleOpt.rawValue.avg != EnumDouble.value1.rawValue }),
        ("(object.listDoubleOpt.@avg > %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 0, { $0.object.listDoubleOpt.rawValue.avg > (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.listDoubleOpt.@avg > %@)", [EnumDouble.value1.rawValue], 1, { $0.object.listDoubleOpt.rawValue.avg > EnumDouble.value1.rawValue }),
        ("(object.listDoubleOpt.@avg < %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 0, { $0.object.listDoubleOpt.rawValue.avg < (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.listDoubleOpt.@avg >= %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 1, { $0.object.listDoubleOpt.rawValue.avg >= (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.listDoubleOpt.@avg <= %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 1, { $0.object.listDoubleOpt.rawValue.avg <= (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.setInt.@avg == %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 1, { $0.object.setInt.rawValue.avg == (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.setInt.@avg == %@)", [EnumInt.value1.rawValue], 0, { $0.object.setInt.rawValue.avg == EnumInt.value1.rawValue }),
        ("(object.setInt.@avg != %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 0, { $0.object.setInt.rawValue.avg != (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.setInt.@avg != %@)", [EnumInt.value1.rawValue], 1, { $0.object.setInt.rawValue.avg != EnumInt.value1.rawValue }),
        ("(object.setInt.@avg > %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 0, { $0.object.setInt.rawValue.avg > (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.setInt.@avg > %@)", [EnumInt.value1.rawValue], 1, { $0.object.setInt.rawValue.avg > EnumInt.value1.rawValue }),
        ("(object.setInt.@avg < %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 0, { $0.object.setInt.rawValue.avg < (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.setInt.@avg >= %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 1, { $0.object.setInt.rawValue.avg >= (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.setInt.@avg <= %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 1, { $0.object.setInt.rawValue.avg <= (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.setInt8.@avg == %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 1, { $0.object.setInt8.rawValue.avg == (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.setInt8.@avg == %@)", [EnumInt8.value1.rawValue], 0, { $0.object.setInt8.rawValue.avg == EnumInt8.value1.rawValue }),
        ("(object.setInt8.@avg != %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 0, { $0.object.setInt8.rawValue.avg != (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.setInt8.@avg != %@)", [EnumInt8.value1.rawValue], 1, { $0.object.setInt8.rawValue.avg != EnumInt8.value1.rawValue }),
        ("(object.setInt8.@avg > %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 0, { $0.object.setInt8.rawValue.avg > (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.setInt8.@avg > %@)", [EnumInt8.value1.rawValue], 1, { $0.object.setInt8.rawValue.avg > EnumInt8.value1.rawValue }),
        ("(object.setInt8.@avg < %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 0, { $0.object.setInt8.rawValue.avg < (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.setInt8.@avg >= %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 1, { $0.object.setInt8.rawValue.avg >= (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.setInt8.@avg <= %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 1, { $0.object.setInt8.rawValue.avg <= (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.setInt16.@avg == %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 1, { $0.object.setInt16.rawValue.avg == (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.setInt16.@avg == %@)", [EnumInt16.value1.rawValue], 0, { $0.object.setInt16.rawValue.avg == EnumInt16.value1.rawValue }),
        ("(object.setInt16.@avg != %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 0, { $0.object.setInt16.rawValue.avg != (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.setInt16.@avg != %@)", [EnumInt16.value1.rawValue], 1, { $0.object.setInt16.rawValue.avg != EnumInt16.value1.rawValue }),
        ("(object.setInt16.@avg > %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 0, { $0.object.setInt16.rawValue.avg > (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.setInt16.@avg > %@)", [EnumInt16.value1.rawValue], 1, { $0.object.setInt16.rawValue.avg > EnumInt16.value1.rawValue }),
        ("(object.setInt16.@avg < %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 0, { $0.object.setInt16.rawValue.avg < (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.setInt16.@avg >= %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 1, { $0.object.setInt16.rawValue.avg >= (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.setInt16.@avg <= %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 1, { $0.object.setInt16.rawValue.avg <= (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.setInt32.@avg == %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 1, { $0.object.setInt32.rawValue.avg == (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.setInt32.@avg == %@)", [EnumInt32.value1.rawValue], 0, { $0.object.setInt32.rawValue.avg == EnumInt32.value1.rawValue }),
        ("(object.setInt32.@avg != %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 0, { $0.object.setInt32.rawValue.avg != (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.setInt32.@avg != %@)", [EnumInt32.value1.rawValue], 1, { $0.object.setInt32.rawValue.avg != EnumInt32.value1.rawValue }),
        ("(object.setInt32.@avg > %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 0, { $0.object.setInt32.rawValue.avg > (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.setInt32.@avg > %@)", [EnumInt32.value1.rawValue], 1, { $0.object.setInt32.rawValue.avg > EnumInt32.value1.rawValue }),
        ("(object.setInt32.@avg < %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 0, { $0.object.setInt32.rawValue.avg < (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.setInt32.@avg >= %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 1, { $0.object.setInt32.rawValue.avg >= (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.setInt32.@avg <= %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 1, { $0.object.setInt32.rawValue.avg <= (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.setInt64.@avg == %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 1, { $0.object.setInt64.rawValue.avg == (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.setInt64.@avg == %@)", [EnumInt64.value1.rawValue], 0, { $0.object.setInt64.rawValue.avg == EnumInt64.value1.rawValue }),
        ("(object.setInt64.@avg != %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 0, { $0.object.setInt64.rawValue.avg != (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.setInt64.@avg != %@)", [EnumInt64.value1.rawValue], 1, { $0.object.setInt64.rawValue.avg != EnumInt64.value1.rawValue }),
        ("(object.setInt64.@avg > %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 0, { $0.object.setInt64.rawValue.avg > (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.setInt64.@avg > %@)", [EnumInt64.value1.rawValue], 1, { $0.object.setInt64.rawValue.avg > EnumInt64.value1.rawValue }),
        ("(object.setInt64.@avg < %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 0, { $0.object.setInt64.rawValue.avg < (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.setInt64.@avg >= %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 1, { $0.object.setInt64.rawValue.avg >= (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.setInt64.@avg <= %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 1, { $0.object.setInt64.rawValue.avg <= (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.setDouble.@avg == %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 1, { $0.object.setDouble.rawValue.avg == (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.setDouble.@avg == %@)", [EnumDouble.value1.rawValue], 0, { $0.object.setDouble.rawValue.avg == EnumDouble.value1.rawValue }),
        ("(object.setDouble.@avg != %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 0, { $0.object.setDouble.rawValue.avg != (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.setDouble.@avg != %@)", [EnumDouble.value1.rawValue], 1, { $0.object.setDouble.rawValue.avg != EnumDouble.value1.rawValue }),
        ("(object.setDouble.@avg > %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 0, { $0.object.setDouble.rawValue.avg > (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.setDouble.@avg > %@)", [EnumDouble.value1.rawValue], 1, { $0.object.setDouble.rawValue.avg > EnumDouble.value1.rawValue }),
        ("(object.setDouble.@avg < %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 0, { $0.object.setDouble.rawValue.avg < (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.setDouble.@avg >= %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 1, { $0.object.setDouble.rawValue.avg >= (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.setDouble.@avg <= %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 1, { $0.object.setDouble.rawValue.avg <= (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.setIntOpt.@avg == %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 1, { $0.object.setIntOpt.rawValue.avg == (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.setIntOpt.@avg == %@)", [EnumInt.value1.rawValue], 0, { $0.object.setIntOpt.rawValue.avg == EnumInt.value1.rawValue }),
        ("(object.setIntOpt.@avg != %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 0, { $0.object.setIntOpt.rawValue.avg != (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.setIntOpt.@avg != %@)", [EnumInt.value1.rawValue], 1, { $0.object.setIntOpt.rawValue.avg != EnumInt.value1.rawValue }),
        ("(object.setIntOpt.@avg > %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 0, { $0.object.setIntOpt.rawValue.avg > (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.setIntOpt.@avg > %@)", [EnumInt.value1.rawValue], 1, { $0.object.setIntOpt.rawValue.avg > EnumInt.value1.rawValue }),
        ("(object.setIntOpt.@avg < %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 0, { $0.object.setIntOpt.rawValue.avg < (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.setIntOpt.@avg >= %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 1, { $0.object.setIntOpt.rawValue.avg >= (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.setIntOpt.@avg <= %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 1, { $0.object.setIntOpt.rawValue.avg <= (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.setInt8Opt.@avg == %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 1, { $0.object.setInt8Opt.rawValue.avg == (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.setInt8Opt.@avg == %@)", [EnumInt8.value1.rawValue], 0, { $0.object.setInt8Opt.rawValue.avg == EnumInt8.value1.rawValue }),
        ("(object.setInt8Opt.@avg != %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 0, { $0.object.setInt8Opt.rawValue.avg != (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.setInt8Opt.@avg != %@)", [EnumInt8.value1.rawValue], 1, { $0.object.setInt8Opt.rawValue.avg != EnumInt8.value1.rawValue }),
        ("(object.setInt8Opt.@avg > %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 0, { $0.object.setInt8Opt.rawValue.avg > (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.setInt8Opt.@avg > %@)", [EnumInt8.value1.rawValue], 1, { $0.object.setInt8Opt.rawValue.avg > EnumInt8.value1.rawValue }),
        ("(object.setInt8Opt.@avg < %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 0, { $0.object.setInt8Opt.rawValue.avg < (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.setInt8Opt.@avg >= %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 1, { $0.object.setInt8Opt.rawValue.avg >= (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.setInt8Opt.@avg <= %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 1, { $0.object.setInt8Opt.rawValue.avg <= (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.setInt16Opt.@avg == %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 1, { $0.object.setInt16Opt.rawValue.avg == (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.setInt16Opt.@avg == %@)", [EnumInt16.value1.rawValue], 0, { $0.object.setInt16Opt.rawValue.avg == EnumInt16.value1.rawValue }),
        ("(object.setInt16Opt.@avg != %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 0, { $0.object.setInt16Opt.rawValue.avg != (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.setInt16Opt.@avg != %@)", [EnumInt16.value1.rawValue], 1, { $0.object.setInt16Opt.rawValue.avg != EnumInt16.value1.rawValue }),
        ("(object.setInt16Opt.@avg > %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 0, { $0.object.setInt16Opt.rawValue.avg > (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.setInt16Opt.@avg > %@)", [EnumInt16.value1.rawValue], 1, { $0.object.setInt16Opt.rawValue.avg > EnumInt16.value1.rawValue }),
        ("(object.setInt16Opt.@avg < %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 0, { $0.object.setInt16Opt.rawValue.avg < (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.setInt16Opt.@avg >= %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 1, { $0.object.setInt16Opt.rawValue.avg >= (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.setInt16Opt.@avg <= %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 1, { $0.object.setInt16Opt.rawValue.avg <= (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.setInt32Opt.@avg == %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 1, { $0.object.setInt32Opt.rawValue.avg == (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.setInt32Opt.@avg == %@)", [EnumInt32.value1.rawValue], 0, { $0.object.setInt32Opt.rawValue.avg == EnumInt32.value1.rawValue }),
        ("(object.setInt32Opt.@avg != %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 0, { $0.object.setInt32Opt.rawValue.avg != (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.setInt32Opt.@avg != %@)", [EnumInt32.value1.rawValue], 1, { $0.object.setInt32Opt.rawValue.avg != EnumInt32.value1.rawValue }),
        ("(object.setInt32Opt.@avg > %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 0, { $0.object.setInt32Opt.rawValue.avg > (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.setInt32Opt.@avg > %@)", [EnumInt32.value1.rawValue], 1, { $0.object.setInt32Opt.rawValue.avg > EnumInt32.value1.rawValue }),
        ("(object.setInt32Opt.@avg < %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 0, { $0.object.setInt32Opt.rawValue.avg < (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.setInt32Opt.@avg >= %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 1, { $0.object.setInt32Opt.rawValue.avg >= (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.setInt32Opt.@avg <= %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 1, { $0.object.setInt32Opt.rawValue.avg <= (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.setInt64Opt.@avg == %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 1, { $0.object.setInt64Opt.rawValue.avg == (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.setInt64Opt.@avg == %@)", [EnumInt64.value1.rawValue], 0, { $0.object.setInt64Opt.rawValue.avg == EnumInt64.value1.rawValue }),
        ("(object.setInt64Opt.@avg != %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 0, { $0.object.setInt64Opt.rawValue.avg != (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.setInt64Opt.@avg != %@)", [EnumInt64.value1.rawValue], 1, { $0.object.setInt64Opt.rawValue.avg != EnumInt64.value1.rawValue }),
        ("(object.setInt64Opt.@avg > %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 0, { $0.object.setInt64Opt.rawValue.avg > (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.setInt64Opt.@avg > %@)", [EnumInt64.value1.rawValue], 1, { $0.object.setInt64Opt.rawValue.avg > EnumInt64.value1.rawValue }),
        ("(object.setInt64Opt.@avg < %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 0, { $0.object.setInt64Opt.rawValue.avg < (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.setInt64Opt.@avg >= %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 1, { $0.object.setInt64Opt.rawValue.avg >= (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.setInt64Opt.@avg <= %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 1, { $0.object.setInt64Opt.rawValue.avg <= (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.setDoubleOpt.@avg == %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 1, { $0.object.setDoubleOpt.rawValue.avg == (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.setDoubleOpt.@avg == %@)", [EnumDouble.value1.rawValue], 0, { $0.object.setDoubleOpt.rawValue.avg == EnumDouble.value1.rawValue }),
        ("(object.setDoubleOpt.@avg != %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 0, { $0.object.setDoubleOpt.rawValue.avg != (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.setDoubleOpt.@avg != %@)", [EnumDouble.value1.rawValue], 1, { $0.object.setDoubleOpt.rawValue.avg != EnumDouble.value1.rawValue }),
        ("(object.setDoubleOpt.@avg > %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 0, { $0.object.setDoubleOpt.rawValue.avg > (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.setDoubleOpt.@avg > %@)", [EnumDouble.value1.rawValue], 1, { $0.object.setDoubleOpt.rawValue.avg > EnumDouble.value1.rawValue }),
        ("(object.setDoubleOpt.@avg < %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 0, { $0.object.setDoubleOpt.rawValue.avg < (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.setDoubleOpt.@avg >= %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 1, { $0.object.setDoubleOpt.rawValue.avg >= (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.setDoubleOpt.@avg <= %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 1, { $0.object.setDoubleOpt.rawValue.avg <= (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.mapInt.@avg == %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 1, { $0.object.mapInt.rawValue.avg == (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.mapInt.@avg == %@)", [EnumInt.value1.rawValue], 0, { $0.object.mapInt.rawValue.avg == EnumInt.value1.rawValue }),
        ("(object.mapInt.@avg != %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 0, { $0.object.mapInt.rawValue.avg != (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.mapInt.@avg != %@)", [EnumInt.value1.rawValue], 1, { $0.object.mapInt.rawValue.avg != EnumInt.value1.rawValue }),
        ("(object.mapInt.@avg > %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 0, { $0.object.mapInt.rawValue.avg > (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.mapInt.@avg > %@)", [EnumInt.value1.rawValue], 1, { $0.object.mapInt.rawValue.avg > EnumInt.value1.rawValue }),
        ("(object.mapInt.@avg < %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 0, { $0.object.mapInt.rawValue.avg < (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.mapInt.@avg >= %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 1, { $0.object.mapInt.rawValue.avg >= (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.mapInt.@avg <= %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 1, { $0.object.mapInt.rawValue.avg <= (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.mapInt8.@avg == %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 1, { $0.object.mapInt8.rawValue.avg == (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.mapInt8.@avg == %@)", [EnumInt8.value1.rawValue], 0, { $0.object.mapInt8.rawValue.avg == EnumInt8.value1.rawValue }),
        ("(object.mapInt8.@avg != %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 0, { $0.object.mapInt8.rawValue.avg != (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.mapInt8.@avg != %@)", [EnumInt8.value1.rawValue], 1, { $0.object.mapInt8.rawValue.avg != EnumInt8.value1.rawValue }),
        ("(object.mapInt8.@avg > %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 0, { $0.object.mapInt8.rawValue.avg > (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.mapInt8.@avg > %@)", [EnumInt8.value1.rawValue], 1, { $0.object.mapInt8.rawValue.avg > EnumInt8.value1.rawValue }),
        ("(object.mapInt8.@avg < %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 0, { $0.object.mapInt8.rawValue.avg < (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.mapInt8.@avg >= %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 1, { $0.object.mapInt8.rawValue.avg >= (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.mapInt8.@avg <= %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 1, { $0.object.mapInt8.rawValue.avg <= (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.mapInt16.@avg == %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 1, { $0.object.mapInt16.rawValue.avg == (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.mapInt16.@avg == %@)", [EnumInt16.value1.rawValue], 0, { $0.object.mapInt16.rawValue.avg == EnumInt16.value1.rawValue }),
        ("(object.mapInt16.@avg != %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 0, { $0.object.mapInt16.rawValue.avg != (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.mapInt16.@avg != %@)", [EnumInt16.value1.rawValue], 1, { $0.object.mapInt16.rawValue.avg != EnumInt16.value1.rawValue }),
        ("(object.mapInt16.@avg > %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 0, { $0.object.mapInt16.rawValue.avg > (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.mapInt16.@avg > %@)", [EnumInt16.value1.rawValue], 1, { $0.object.mapInt16.rawValue.avg > EnumInt16.value1.rawValue }),
        ("(object.mapInt16.@avg < %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 0, { $0.object.mapInt16.rawValue.avg < (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.mapInt16.@avg >= %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 1, { $0.object.mapInt16.rawValue.avg >= (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.mapInt16.@avg <= %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 1, { $0.object.mapInt16.rawValue.avg <= (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.mapInt32.@avg == %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 1, { $0.object.mapInt32.rawValue.avg == (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.mapInt32.@avg == %@)", [EnumInt32.value1.rawValue], 0, { $0.object.mapInt32.rawValue.avg == EnumInt32.value1.rawValue }),
        ("(object.mapInt32.@avg != %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 0, { $0.object.mapInt32.rawValue.avg != (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.mapInt32.@avg != %@)", [EnumInt32.value1.rawValue], 1, { $0.object.mapInt32.rawValue.avg != EnumInt32.value1.rawValue }),
        ("(object.mapInt32.@avg > %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 0, { $0.object.mapInt32.rawValue.avg > (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.mapInt32.@avg > %@)", [EnumInt32.value1.rawValue], 1, { $0.object.mapInt32.rawValue.avg > EnumInt32.value1.rawValue }),
        ("(object.mapInt32.@avg < %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 0, { $0.object.mapInt32.rawValue.avg < (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.mapInt32.@avg >= %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 1, { $0.object.mapInt32.rawValue.avg >= (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.mapInt32.@avg <= %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 1, { $0.object.mapInt32.rawValue.avg <= (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.mapInt64.@avg == %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 1, { $0.object.mapInt64.rawValue.avg == (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.mapInt64.@avg == %@)", [EnumInt64.value1.rawValue], 0, { $0.object.mapInt64.rawValue.avg == EnumInt64.value1.rawValue }),
        ("(object.mapInt64.@avg != %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 0, { $0.object.mapInt64.rawValue.avg != (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.mapInt64.@avg != %@)", [EnumInt64.value1.rawValue], 1, { $0.object.mapInt64.rawValue.avg != EnumInt64.value1.rawValue }),
        ("(object.mapInt64.@avg > %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 0, { $0.object.mapInt64.rawValue.avg > (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.mapInt64.@avg > %@)", [EnumInt64.value1.rawValue], 1, { $0.object.mapInt64.rawValue.avg > EnumInt64.value1.rawValue }),
        ("(object.mapInt64.@avg < %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 0, { $0.object.mapInt64.rawValue.avg < (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.mapInt64.@avg >= %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 1, { $0.object.mapInt64.rawValue.avg >= (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.mapInt64.@avg <= %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 1, { $0.object.mapInt64.rawValue.avg <= (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.mapDouble.@avg == %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 1, { $0.object.mapDouble.rawValue.avg == (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.mapDouble.@avg == %@)", [EnumDouble.value1.rawValue], 0, { $0.object.mapDouble.rawValue.avg == EnumDouble.value1.rawValue }),
        ("(object.mapDouble.@avg != %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 0, { $0.object.mapDouble.rawValue.avg != (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.mapDouble.@avg != %@)", [EnumDouble.value1.rawValue], 1, { $0.object.mapDouble.rawValue.avg != EnumDouble.value1.rawValue }),
        ("(object.mapDouble.@avg > %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 0, { $0.object.mapDouble.rawValue.avg > (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.mapDouble.@avg > %@)", [EnumDouble.value1.rawValue], 1, { $0.object.mapDouble.rawValue.avg > EnumDouble.value1.rawValue }),
        ("(object.mapDouble.@avg < %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 0, { $0.object.mapDouble.rawValue.avg < (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.mapDouble.@avg >= %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 1, { $0.object.mapDouble.rawValue.avg >= (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.mapDouble.@avg <= %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 1, { $0.object.mapDouble.rawValue.avg <= (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.mapIntOpt.@avg == %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 1, { $0.object.mapIntOpt.rawValue.avg == (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.mapIntOpt.@avg == %@)", [EnumInt.value1.rawValue], 0, { $0.object.mapIntOpt.rawValue.avg == EnumInt.value1.rawValue }),
        ("(object.mapIntOpt.@avg != %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 0, { $0.object.mapIntOpt.rawValue.avg != (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.mapIntOpt.@avg != %@)", [EnumInt.value1.rawValue], 1, { $0.object.mapIntOpt.rawValue.avg != EnumInt.value1.rawValue }),
        ("(object.mapIntOpt.@avg > %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 0, { $0.object.mapIntOpt.rawValue.avg > (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.mapIntOpt.@avg > %@)", [EnumInt.value1.rawValue], 1, { $0.object.mapIntOpt.rawValue.avg > EnumInt.value1.rawValue }),
        ("(object.mapIntOpt.@avg < %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 0, { $0.object.mapIntOpt.rawValue.avg < (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.mapIntOpt.@avg >= %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 1, { $0.object.mapIntOpt.rawValue.avg >= (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.mapIntOpt.@avg <= %@)", [(EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3], 1, { $0.object.mapIntOpt.rawValue.avg <= (EnumInt.value1.rawValue + EnumInt.value2.rawValue + EnumInt.value3.rawValue) / 3 }),
        ("(object.mapInt8Opt.@avg == %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 1, { $0.object.mapInt8Opt.rawValue.avg == (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.mapInt8Opt.@avg == %@)", [EnumInt8.value1.rawValue], 0, { $0.object.mapInt8Opt.rawValue.avg == EnumInt8.value1.rawValue }),
        ("(object.mapInt8Opt.@avg != %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 0, { $0.object.mapInt8Opt.rawValue.avg != (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.mapInt8Opt.@avg != %@)", [EnumInt8.value1.rawValue], 1, { $0.object.mapInt8Opt.rawValue.avg != EnumInt8.value1.rawValue }),
        ("(object.mapInt8Opt.@avg > %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 0, { $0.object.mapInt8Opt.rawValue.avg > (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.mapInt8Opt.@avg > %@)", [EnumInt8.value1.rawValue], 1, { $0.object.mapInt8Opt.rawValue.avg > EnumInt8.value1.rawValue }),
        ("(object.mapInt8Opt.@avg < %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 0, { $0.object.mapInt8Opt.rawValue.avg < (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.mapInt8Opt.@avg >= %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 1, { $0.object.mapInt8Opt.rawValue.avg >= (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.mapInt8Opt.@avg <= %@)", [(EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3], 1, { $0.object.mapInt8Opt.rawValue.avg <= (EnumInt8.value1.rawValue + EnumInt8.value2.rawValue + EnumInt8.value3.rawValue) / 3 }),
        ("(object.mapInt16Opt.@avg == %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 1, { $0.object.mapInt16Opt.rawValue.avg == (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.mapInt16Opt.@avg == %@)", [EnumInt16.value1.rawValue], 0, { $0.object.mapInt16Opt.rawValue.avg == EnumInt16.value1.rawValue }),
        ("(object.mapInt16Opt.@avg != %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 0, { $0.object.mapInt16Opt.rawValue.avg != (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.mapInt16Opt.@avg != %@)", [EnumInt16.value1.rawValue], 1, { $0.object.mapInt16Opt.rawValue.avg != EnumInt16.value1.rawValue }),
        ("(object.mapInt16Opt.@avg > %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 0, { $0.object.mapInt16Opt.rawValue.avg > (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.mapInt16Opt.@avg > %@)", [EnumInt16.value1.rawValue], 1, { $0.object.mapInt16Opt.rawValue.avg > EnumInt16.value1.rawValue }),
        ("(object.mapInt16Opt.@avg < %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 0, { $0.object.mapInt16Opt.rawValue.avg < (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.mapInt16Opt.@avg >= %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 1, { $0.object.mapInt16Opt.rawValue.avg >= (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.mapInt16Opt.@avg <= %@)", [(EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3], 1, { $0.object.mapInt16Opt.rawValue.avg <= (EnumInt16.value1.rawValue + EnumInt16.value2.rawValue + EnumInt16.value3.rawValue) / 3 }),
        ("(object.mapInt32Opt.@avg == %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 1, { $0.object.mapInt32Opt.rawValue.avg == (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.mapInt32Opt.@avg == %@)", [EnumInt32.value1.rawValue], 0, { $0.object.mapInt32Opt.rawValue.avg == EnumInt32.value1.rawValue }),
        ("(object.mapInt32Opt.@avg != %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 0, { $0.object.mapInt32Opt.rawValue.avg != (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.mapInt32Opt.@avg != %@)", [EnumInt32.value1.rawValue], 1, { $0.object.mapInt32Opt.rawValue.avg != EnumInt32.value1.rawValue }),
        ("(object.mapInt32Opt.@avg > %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 0, { $0.object.mapInt32Opt.rawValue.avg > (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.mapInt32Opt.@avg > %@)", [EnumInt32.value1.rawValue], 1, { $0.object.mapInt32Opt.rawValue.avg > EnumInt32.value1.rawValue }),
        ("(object.mapInt32Opt.@avg < %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 0, { $0.object.mapInt32Opt.rawValue.avg < (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.mapInt32Opt.@avg >= %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 1, { $0.object.mapInt32Opt.rawValue.avg >= (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.mapInt32Opt.@avg <= %@)", [(EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3], 1, { $0.object.mapInt32Opt.rawValue.avg <= (EnumInt32.value1.rawValue + EnumInt32.value2.rawValue + EnumInt32.value3.rawValue) / 3 }),
        ("(object.mapInt64Opt.@avg == %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 1, { $0.object.mapInt64Opt.rawValue.avg == (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.mapInt64Opt.@avg == %@)", [EnumInt64.value1.rawValue], 0, { $0.object.mapInt64Opt.rawValue.avg == EnumInt64.value1.rawValue }),
        ("(object.mapInt64Opt.@avg != %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 0, { $0.object.mapInt64Opt.rawValue.avg != (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.mapInt64Opt.@avg != %@)", [EnumInt64.value1.rawValue], 1, { $0.object.mapInt64Opt.rawValue.avg != EnumInt64.value1.rawValue }),
        ("(object.mapInt64Opt.@avg > %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 0, { $0.object.mapInt64Opt.rawValue.avg > (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.mapInt64Opt.@avg > %@)", [EnumInt64.value1.rawValue], 1, { $0.object.mapInt64Opt.rawValue.avg > EnumInt64.value1.rawValue }),
        ("(object.mapInt64Opt.@avg < %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 0, { $0.object.mapInt64Opt.rawValue.avg < (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.mapInt64Opt.@avg >= %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 1, { $0.object.mapInt64Opt.rawValue.avg >= (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.mapInt64Opt.@avg <= %@)", [(EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3], 1, { $0.object.mapInt64Opt.rawValue.avg <= (EnumInt64.value1.rawValue + EnumInt64.value2.rawValue + EnumInt64.value3.rawValue) / 3 }),
        ("(object.mapDoubleOpt.@avg == %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 1, { $0.object.mapDoubleOpt.rawValue.avg == (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.mapDoubleOpt.@avg == %@)", [EnumDouble.value1.rawValue], 0, { $0.object.mapDoubleOpt.rawValue.avg == EnumDouble.value1.rawValue }),
        ("(object.mapDoubleOpt.@avg != %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 0, { $0.object.mapDoubleOpt.rawValue.avg != (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.mapDoubleOpt.@avg != %@)", [EnumDouble.value1.rawValue], 1, { $0.object.mapDoubleOpt.rawValue.avg != EnumDouble.value1.rawValue }),
        ("(object.mapDoubleOpt.@avg > %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 0, { $0.object.mapDoubleOpt.rawValue.avg > (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.mapDoubleOpt.@avg > %@)", [EnumDouble.value1.rawValue], 1, { $0.object.mapDoubleOpt.rawValue.avg > EnumDouble.value1.rawValue }),
        ("(object.mapDoubleOpt.@avg < %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 0, { $0.object.mapDoubleOpt.rawValue.avg < (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.mapDoubleOpt.@avg >= %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 1, { $0.object.mapDoubleOpt.rawValue.avg >= (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
        ("(object.mapDoubleOpt.@avg <= %@)", [(EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3], 1, { $0.object.mapDoubleOpt.rawValue.avg <= (EnumDouble.value1.rawValue + EnumDouble.value2.rawValue + EnumDouble.value3.rawValue) / 3 }),
    ]
    for (text, values, count, query) in rowsfEnums {
        let (built, args) = query(Query<LinkToModernCollectionsOfEnums>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(LinkToModernCollectionsOfEnums.self).where(query).count, count, built)
    }
    let rowsctions: [(String, [Any], Int, (Query<LinkToCustomPersistableCollections>) -> Query<Bool>)] = [
        ("(object.listInt.@avg == %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 1, { $0.object.listInt.avg == IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.listInt.@avg == %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.listInt.avg == IntWrapper(persistedValue: 1) }),
        ("(object.listInt.@avg != %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 0, { $0.object.listInt.avg != IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.listInt.@avg != %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.listInt.avg != IntWrapper(persistedValue: 1) }),
        ("(object.listInt.@avg > %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 0, { $0.object.listInt.avg > IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.listInt.@avg > %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.listInt.avg > IntWrapper(persistedValue: 1) }),
        ("(object.listInt.@avg < %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 0, { $0.object.listInt.avg < IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.listInt.@avg >= %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 1, { $0.object.listInt.avg >= IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.listInt.@avg <= %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 1, { $0.object.listInt.avg <= IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.listInt8.@avg == %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 1, { $0.object.listInt8.avg == Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.listInt8.@avg == %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.listInt8.avg == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listInt8.@avg != %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 0, { $0.object.listInt8.avg != Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.listInt8.@avg != %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.listInt8.avg != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listInt8.@avg > %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 0, { $0.object.listInt8.avg > Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.listInt8.@avg > %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.listInt8.avg > Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listInt8.@avg < %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 0, { $0.object.listInt8.avg < Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.listInt8.@avg >= %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 1, { $0.object.listInt8.avg >= Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.listInt8.@avg <= %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 1, { $0.object.listInt8.avg <= Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.listInt16.@avg == %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 1, { $0.object.listInt16.avg == Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.listInt16.@avg == %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.listInt16.avg == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listInt16.@avg != %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 0, { $0.object.listInt16.avg != Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.listInt16.@avg != %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.listInt16.avg != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listInt16.@avg > %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 0, { $0.object.listInt16.avg > Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.listInt16.@avg > %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.listInt16.avg > Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listInt16.@avg < %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 0, { $0.object.listInt16.avg < Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.listInt16.@avg >= %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 1, { $0.object.listInt16.avg >= Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.listInt16.@avg <= %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 1, { $0.object.listInt16.avg <= Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.listInt32.@avg == %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 1, { $0.object.listInt32.avg == Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.listInt32.@avg == %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.listInt32.avg == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listInt32.@avg != %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 0, { $0.object.listInt32.avg != Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.listInt32.@avg != %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.listInt32.avg != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listInt32.@avg > %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 0, { $0.object.listInt32.avg > Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.listInt32.@avg > %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.listInt32.avg > Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listInt32.@avg < %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 0, { $0.object.listInt32.avg < Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.listInt32.@avg >= %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 1, { $0.object.listInt32.avg >= Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.listInt32.@avg <= %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 1, { $0.object.listInt32.avg <= Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.listInt64.@avg == %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 1, { $0.object.listInt64.avg == Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.listInt64.@avg == %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.listInt64.avg == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listInt64.@avg != %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 0, { $0.object.listInt64.avg != Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.listInt64.@avg != %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.listInt64.avg != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listInt64.@avg > %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 0, { $0.object.listInt64.avg > Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.listInt64.@avg > %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.listInt64.avg > Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listInt64.@avg < %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 0, { $0.object.listInt64.avg < Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.listInt64.@avg >= %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 1, { $0.object.listInt64.avg >= Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.listInt64.@avg <= %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 1, { $0.object.listInt64.avg <= Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.listFloat.@avg == %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 1, { $0.object.listFloat.avg == FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.listFloat.@avg == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.listFloat.avg == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listFloat.@avg != %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 0, { $0.object.listFloat.avg != FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.listFloat.@avg != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.listFloat.avg != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listFloat.@avg > %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 0, { $0.object.listFloat.avg > FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.listFloat.@avg > %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.listFloat.avg > FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listFloat.@avg < %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 0, { $0.object.listFloat.avg < FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.listFloat.@avg >= %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 1, { $0.object.listFloat.avg >= FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.listFloat.@avg <= %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 1, { $0.object.listFloat.avg <= FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.listDouble.@avg == %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 1, { $0.object.listDouble.avg == DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.listDouble.@avg == %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.listDouble.avg == DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listDouble.@avg != %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 0, { $0.object.listDouble.avg != DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.listDouble.@avg != %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.listDouble.avg != DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listDouble.@avg > %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 0, { $0.object.listDouble.avg > DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.listDouble.@avg > %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.listDouble.avg > DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listDouble.@avg < %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 0, { $0.object.listDouble.avg < DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.listDouble.@avg >= %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 1, { $0.object.listDouble.avg >= DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.listDouble.@avg <= %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 1, { $0.object.listDouble.avg <= DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.listDecimal.@avg == %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 1, { $0.object.listDecimal.avg == Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.listDecimal.@avg == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.listDecimal.avg == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listDecimal.@avg != %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 0, { $0.object.listDecimal.avg != Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.listDecimal.@avg != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.listDecimal.avg != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listDecimal.@avg > %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 0, { $0.object.listDecimal.avg > Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.listDecimal.@avg > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.listDecimal.avg > Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listDecimal.@avg < %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 0, { $0.object.listDecimal.avg < Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.listDecimal.@avg >= %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 1, { $0.object.listDecimal.avg >= Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.listDecimal.@avg <= %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 1, { $0.object.listDecimal.avg <= Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.listOptInt.@avg == %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 1, { $0.object.listOptInt.avg == IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.listOptInt.@avg == %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.listOptInt.avg == IntWrapper(persistedValue: 1) }),
        ("(object.listOptInt.@avg != %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 0, { $0.object.listOptInt.avg != IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.listOptInt.@avg != %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.listOptInt.avg != IntWrapper(persistedValue: 1) }),
        ("(object.listOptInt.@avg > %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 0, { $0.object.listOptInt.avg > IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.listOptInt.@avg > %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.listOptInt.avg > IntWrapper(persistedValue: 1) }),
        ("(object.listOptInt.@avg < %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 0, { $0.object.listOptInt.avg < IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.listOptInt.@avg >= %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 1, { $0.object.listOptInt.avg >= IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.listOptInt.@avg <= %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 1, { $0.object.listOptInt.avg <= IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.listOptInt8.@avg == %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 1, { $0.object.listOptInt8.avg == Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.listOptInt8.@avg == %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.listOptInt8.avg == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listOptInt8.@avg != %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 0, { $0.object.listOptInt8.avg != Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.listOptInt8.@avg != %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.listOptInt8.avg != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listOptInt8.@avg > %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 0, { $0.object.listOptInt8.avg > Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.listOptInt8.@avg > %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.listOptInt8.avg > Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listOptInt8.@avg < %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 0, { $0.object.listOptInt8.avg < Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.listOptInt8.@avg >= %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 1, { $0.object.listOptInt8.avg >= Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.listOptInt8.@avg <= %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 1, { $0.object.listOptInt8.avg <= Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.listOptInt16.@avg == %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 1, { $0.object.listOptInt16.avg == Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.listOptInt16.@avg == %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.listOptInt16.avg == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listOptInt16.@avg != %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 0, { $0.object.listOptInt16.avg != Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.listOptInt16.@avg != %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.listOptInt16.avg != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listOptInt16.@avg > %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 0, { $0.object.listOptInt16.avg > Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.listOptInt16.@avg > %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.listOptInt16.avg > Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listOptInt16.@avg < %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 0, { $0.object.listOptInt16.avg < Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.listOptInt16.@avg >= %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 1, { $0.object.listOptInt16.avg >= Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.listOptInt16.@avg <= %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 1, { $0.object.listOptInt16.avg <= Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.listOptInt32.@avg == %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 1, { $0.object.listOptInt32.avg == Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.listOptInt32.@avg == %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.listOptInt32.avg == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listOptInt32.@avg != %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 0, { $0.object.listOptInt32.avg != Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.listOptInt32.@avg != %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.listOptInt32.avg != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listOptInt32.@avg > %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 0, { $0.object.listOptInt32.avg > Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.listOptInt32.@avg > %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.listOptInt32.avg > Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listOptInt32.@avg < %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 0, { $0.object.listOptInt32.avg < Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.listOptInt32.@avg >= %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 1, { $0.object.listOptInt32.avg >= Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.listOptInt32.@avg <= %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 1, { $0.object.listOptInt32.avg <= Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.listOptInt64.@avg == %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 1, { $0.object.listOptInt64.avg == Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.listOptInt64.@avg == %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.listOptInt64.avg == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listOptInt64.@avg != %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 0, { $0.object.listOptInt64.avg != Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.listOptInt64.@avg != %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.listOptInt64.avg != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listOptInt64.@avg > %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 0, { $0.object.listOptInt64.avg > Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.listOptInt64.@avg > %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.listOptInt64.avg > Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listOptInt64.@avg < %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 0, { $0.object.listOptInt64.avg < Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.listOptInt64.@avg >= %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 1, { $0.object.listOptInt64.avg >= Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.listOptInt64.@avg <= %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 1, { $0.object.listOptInt64.avg <= Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.listOptFloat.@avg == %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 1, { $0.object.listOptFloat.avg == FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.listOptFloat.@avg == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.listOptFloat.avg == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listOptFloat.@avg != %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 0, { $0.object.listOptFloat.avg != FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.listOptFloat.@avg != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.listOptFloat.avg != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listOptFloat.@avg > %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 0, { $0.object.listOptFloat.avg > FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.listOptFloat.@avg > %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.listOptFloat.avg > FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listOptFloat.@avg < %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 0, { $0.object.listOptFloat.avg < FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.listOptFloat.@avg >= %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 1, { $0.object.listOptFloat.avg >= FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.listOptFloat.@avg <= %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 1, { $0.object.listOptFloat.avg <= FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.listOptDouble.@avg == %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 1, { $0.object.listOptDouble.avg == DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.listOptDouble.@avg == %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.listOptDouble.avg == DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listOptDouble.@avg != %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 0, { $0.object.listOptDouble.avg != DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.listOptDouble.@avg != %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.listOptDouble.avg != DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listOptDouble.@avg > %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 0, { $0.object.listOptDouble.avg > DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.listOptDouble.@avg > %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.listOptDouble.avg > DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listOptDouble.@avg < %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 0, { $0.object.listOptDouble.avg < DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.listOptDouble.@avg >= %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 1, { $0.object.listOptDouble.avg >= DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.listOptDouble.@avg <= %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 1, { $0.object.listOptDouble.avg <= DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.listOptDecimal.@avg == %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 1, { $0.object.listOptDecimal.avg == Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.listOptDecimal.@avg == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.listOptDecimal.avg == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listOptDecimal.@avg != %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 0, { $0.object.listOptDecimal.avg != Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.listOptDecimal.@avg != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.listOptDecimal.avg != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listOptDecimal.@avg > %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 0, { $0.object.listOptDecimal.avg > Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.listOptDecimal.@avg > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.listOptDecimal.avg > Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listOptDecimal.@avg < %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 0, { $0.object.listOptDecimal.avg < Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.listOptDecimal.@avg >= %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 1, { $0.object.listOptDecimal.avg >= Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.listOptDecimal.@avg <= %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 1, { $0.object.listOptDecimal.avg <= Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.setInt.@avg == %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 1, { $0.object.setInt.avg == IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.setInt.@avg == %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.setInt.avg == IntWrapper(persistedValue: 1) }),
        ("(object.setInt.@avg != %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 0, { $0.object.setInt.avg != IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.setInt.@avg != %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.setInt.avg != IntWrapper(persistedValue: 1) }),
        ("(object.setInt.@avg > %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 0, { $0.object.setInt.avg > IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.setInt.@avg > %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.setInt.avg > IntWrapper(persistedValue: 1) }),
        ("(object.setInt.@avg < %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 0, { $0.object.setInt.avg < IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.setInt.@avg >= %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 1, { $0.object.setInt.avg >= IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.setInt.@avg <= %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 1, { $0.object.setInt.avg <= IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.setInt8.@avg == %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 1, { $0.object.setInt8.avg == Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.setInt8.@avg == %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.setInt8.avg == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setInt8.@avg != %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 0, { $0.object.setInt8.avg != Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.setInt8.@avg != %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.setInt8.avg != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setInt8.@avg > %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 0, { $0.object.setInt8.avg > Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.setInt8.@avg > %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.setInt8.avg > Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setInt8.@avg < %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 0, { $0.object.setInt8.avg < Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.setInt8.@avg >= %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 1, { $0.object.setInt8.avg >= Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.setInt8.@avg <= %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 1, { $0.object.setInt8.avg <= Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.setInt16.@avg == %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 1, { $0.object.setInt16.avg == Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.setInt16.@avg == %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.setInt16.avg == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setInt16.@avg != %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 0, { $0.object.setInt16.avg != Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.setInt16.@avg != %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.setInt16.avg != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setInt16.@avg > %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 0, { $0.object.setInt16.avg > Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.setInt16.@avg > %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.setInt16.avg > Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setInt16.@avg < %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 0, { $0.object.setInt16.avg < Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.setInt16.@avg >= %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 1, { $0.object.setInt16.avg >= Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.setInt16.@avg <= %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 1, { $0.object.setInt16.avg <= Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.setInt32.@avg == %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 1, { $0.object.setInt32.avg == Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.setInt32.@avg == %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.setInt32.avg == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setInt32.@avg != %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 0, { $0.object.setInt32.avg != Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.setInt32.@avg != %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.setInt32.avg != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setInt32.@avg > %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 0, { $0.object.setInt32.avg > Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.setInt32.@avg > %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.setInt32.avg > Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setInt32.@avg < %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 0, { $0.object.setInt32.avg < Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.setInt32.@avg >= %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 1, { $0.object.setInt32.avg >= Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.setInt32.@avg <= %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 1, { $0.object.setInt32.avg <= Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.setInt64.@avg == %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 1, { $0.object.setInt64.avg == Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.setInt64.@avg == %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.setInt64.avg == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setInt64.@avg != %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 0, { $0.object.setInt64.avg != Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.setInt64.@avg != %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.setInt64.avg != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setInt64.@avg > %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 0, { $0.object.setInt64.avg > Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.setInt64.@avg > %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.setInt64.avg > Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setInt64.@avg < %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 0, { $0.object.setInt64.avg < Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.setInt64.@avg >= %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 1, { $0.object.setInt64.avg >= Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.setInt64.@avg <= %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 1, { $0.object.setInt64.avg <= Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.setFloat.@avg == %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 1, { $0.object.setFloat.avg == FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.setFloat.@avg == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.setFloat.avg == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setFloat.@avg != %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 0, { $0.object.setFloat.avg != FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.setFloat.@avg != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.setFloat.avg != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setFloat.@avg > %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 0, { $0.object.setFloat.avg > FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.setFloat.@avg > %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.setFloat.avg > FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setFloat.@avg < %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 0, { $0.object.setFloat.avg < FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.setFloat.@avg >= %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 1, { $0.object.setFloat.avg >= FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.setFloat.@avg <= %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 1, { $0.object.setFloat.avg <= FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.setDouble.@avg == %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 1, { $0.object.setDouble.avg == DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.setDouble.@avg == %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.setDouble.avg == DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setDouble.@avg != %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 0, { $0.object.setDouble.avg != DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.setDouble.@avg != %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.setDouble.avg != DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setDouble.@avg > %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 0, { $0.object.setDouble.avg > DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.setDouble.@avg > %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.setDouble.avg > DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setDouble.@avg < %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 0, { $0.object.setDouble.avg < DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.setDouble.@avg >= %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 1, { $0.object.setDouble.avg >= DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.setDouble.@avg <= %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 1, { $0.object.setDouble.avg <= DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.setDecimal.@avg == %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 1, { $0.object.setDecimal.avg == Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.setDecimal.@avg == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.setDecimal.avg == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setDecimal.@avg != %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 0, { $0.object.setDecimal.avg != Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.setDecimal.@avg != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.setDecimal.avg != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setDecimal.@avg > %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 0, { $0.object.setDecimal.avg > Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.setDecimal.@avg > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.setDecimal.avg > Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setDecimal.@avg < %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 0, { $0.object.setDecimal.avg < Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.setDecimal.@avg >= %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 1, { $0.object.setDecimal.avg >= Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.setDecimal.@avg <= %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 1, { $0.object.setDecimal.avg <= Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.setOptInt.@avg == %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 1, { $0.object.setOptInt.avg == IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.setOptInt.@avg == %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.setOptInt.avg == IntWrapper(persistedValue: 1) }),
        ("(object.setOptInt.@avg != %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 0, { $0.object.setOptInt.avg != IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.setOptInt.@avg != %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.setOptInt.avg != IntWrapper(persistedValue: 1) }),
        ("(object.setOptInt.@avg > %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 0, { $0.object.setOptInt.avg > IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.setOptInt.@avg > %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.setOptInt.avg > IntWrapper(persistedValue: 1) }),
        ("(object.setOptInt.@avg < %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 0, { $0.object.setOptInt.avg < IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.setOptInt.@avg >= %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 1, { $0.object.setOptInt.avg >= IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.setOptInt.@avg <= %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 1, { $0.object.setOptInt.avg <= IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.setOptInt8.@avg == %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 1, { $0.object.setOptInt8.avg == Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.setOptInt8.@avg == %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.setOptInt8.avg == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setOptInt8.@avg != %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 0, { $0.object.setOptInt8.avg != Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.setOptInt8.@avg != %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.setOptInt8.avg != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setOptInt8.@avg > %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 0, { $0.object.setOptInt8.avg > Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.setOptInt8.@avg > %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.setOptInt8.avg > Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setOptInt8.@avg < %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 0, { $0.object.setOptInt8.avg < Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.setOptInt8.@avg >= %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 1, { $0.object.setOptInt8.avg >= Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.setOptInt8.@avg <= %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 1, { $0.object.setOptInt8.avg <= Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.setOptInt16.@avg == %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 1, { $0.object.setOptInt16.avg == Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.setOptInt16.@avg == %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.setOptInt16.avg == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setOptInt16.@avg != %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 0, { $0.object.setOptInt16.avg != Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.setOptInt16.@avg != %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.setOptInt16.avg != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setOptInt16.@avg > %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 0, { $0.object.setOptInt16.avg > Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.setOptInt16.@avg > %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.setOptInt16.avg > Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setOptInt16.@avg < %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 0, { $0.object.setOptInt16.avg < Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.setOptInt16.@avg >= %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 1, { $0.object.setOptInt16.avg >= Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.setOptInt16.@avg <= %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 1, { $0.object.setOptInt16.avg <= Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.setOptInt32.@avg == %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 1, { $0.object.setOptInt32.avg == Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.setOptInt32.@avg == %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.setOptInt32.avg == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setOptInt32.@avg != %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 0, { $0.object.setOptInt32.avg != Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.setOptInt32.@avg != %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.setOptInt32.avg != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setOptInt32.@avg > %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 0, { $0.object.setOptInt32.avg > Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.setOptInt32.@avg > %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.setOptInt32.avg > Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setOptInt32.@avg < %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 0, { $0.object.setOptInt32.avg < Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.setOptInt32.@avg >= %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 1, { $0.object.setOptInt32.avg >= Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.setOptInt32.@avg <= %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 1, { $0.object.setOptInt32.avg <= Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.setOptInt64.@avg == %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 1, { $0.object.setOptInt64.avg == Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.setOptInt64.@avg == %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.setOptInt64.avg == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setOptInt64.@avg != %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 0, { $0.object.setOptInt64.avg != Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.setOptInt64.@avg != %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.setOptInt64.avg != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setOptInt64.@avg > %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 0, { $0.object.setOptInt64.avg > Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.setOptInt64.@avg > %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.setOptInt64.avg > Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setOptInt64.@avg < %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 0, { $0.object.setOptInt64.avg < Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.setOptInt64.@avg >= %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 1, { $0.object.setOptInt64.avg >= Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.setOptInt64.@avg <= %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 1, { $0.object.setOptInt64.avg <= Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.setOptFloat.@avg == %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 1, { $0.object.setOptFloat.avg == FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.setOptFloat.@avg == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.setOptFloat.avg == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setOptFloat.@avg != %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 0, { $0.object.setOptFloat.avg != FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.setOptFloat.@avg != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.setOptFloat.avg != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setOptFloat.@avg > %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 0, { $0.object.setOptFloat.avg > FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.setOptFloat.@avg > %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.setOptFloat.avg > FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setOptFloat.@avg < %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 0, { $0.object.setOptFloat.avg < FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.setOptFloat.@avg >= %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 1, { $0.object.setOptFloat.avg >= FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.setOptFloat.@avg <= %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 1, { $0.object.setOptFloat.avg <= FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.setOptDouble.@avg == %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 1, { $0.object.setOptDouble.avg == DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.setOptDouble.@avg == %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.setOptDouble.avg == DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setOptDouble.@avg != %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 0, { $0.object.setOptDouble.avg != DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.setOptDouble.@avg != %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.setOptDouble.avg != DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setOptDouble.@avg > %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 0, { $0.object.setOptDouble.avg > DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.setOptDouble.@avg > %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.setOptDouble.avg > DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setOptDouble.@avg < %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 0, { $0.object.setOptDouble.avg < DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.setOptDouble.@avg >= %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 1, { $0.object.setOptDouble.avg >= DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.setOptDouble.@avg <= %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 1, { $0.object.setOptDouble.avg <= DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.setOptDecimal.@avg == %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 1, { $0.object.setOptDecimal.avg == Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.setOptDecimal.@avg == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.setOptDecimal.avg == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setOptDecimal.@avg != %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 0, { $0.object.setOptDecimal.avg != Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.setOptDecimal.@avg != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.setOptDecimal.avg != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setOptDecimal.@avg > %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 0, { $0.object.setOptDecimal.avg > Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.setOptDecimal.@avg > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.setOptDecimal.avg > Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setOptDecimal.@avg < %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 0, { $0.object.setOptDecimal.avg < Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.setOptDecimal.@avg >= %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 1, { $0.object.setOptDecimal.avg >= Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.setOptDecimal.@avg <= %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 1, { $0.object.setOptDecimal.avg <= Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.mapInt.@avg == %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 1, { $0.object.mapInt.avg == IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.mapInt.@avg == %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.mapInt.avg == IntWrapper(persistedValue: 1) }),
        ("(object.mapInt.@avg != %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 0, { $0.object.mapInt.avg != IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.mapInt.@avg != %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.mapInt.avg != IntWrapper(persistedValue: 1) }),
        ("(object.mapInt.@avg > %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 0, { $0.object.mapInt.avg > IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.mapInt.@avg > %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.mapInt.avg > IntWrapper(persistedValue: 1) }),
        ("(object.mapInt.@avg < %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 0, { $0.object.mapInt.avg < IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.mapInt.@avg >= %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 1, { $0.object.mapInt.avg >= IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.mapInt.@avg <= %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 1, { $0.object.mapInt.avg <= IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.mapInt8.@avg == %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 1, { $0.object.mapInt8.avg == Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.mapInt8.@avg == %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.mapInt8.avg == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapInt8.@avg != %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 0, { $0.object.mapInt8.avg != Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.mapInt8.@avg != %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.mapInt8.avg != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapInt8.@avg > %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 0, { $0.object.mapInt8.avg > Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.mapInt8.@avg > %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.mapInt8.avg > Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapInt8.@avg < %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 0, { $0.object.mapInt8.avg < Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.mapInt8.@avg >= %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 1, { $0.object.mapInt8.avg >= Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.mapInt8.@avg <= %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 1, { $0.object.mapInt8.avg <= Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.mapInt16.@avg == %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 1, { $0.object.mapInt16.avg == Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.mapInt16.@avg == %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.mapInt16.avg == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapInt16.@avg != %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 0, { $0.object.mapInt16.avg != Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.mapInt16.@avg != %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.mapInt16.avg != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapInt16.@avg > %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 0, { $0.object.mapInt16.avg > Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.mapInt16.@avg > %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.mapInt16.avg > Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapInt16.@avg < %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 0, { $0.object.mapInt16.avg < Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.mapInt16.@avg >= %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 1, { $0.object.mapInt16.avg >= Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.mapInt16.@avg <= %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 1, { $0.object.mapInt16.avg <= Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.mapInt32.@avg == %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 1, { $0.object.mapInt32.avg == Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.mapInt32.@avg == %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.mapInt32.avg == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapInt32.@avg != %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 0, { $0.object.mapInt32.avg != Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.mapInt32.@avg != %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.mapInt32.avg != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapInt32.@avg > %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 0, { $0.object.mapInt32.avg > Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.mapInt32.@avg > %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.mapInt32.avg > Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapInt32.@avg < %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 0, { $0.object.mapInt32.avg < Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.mapInt32.@avg >= %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 1, { $0.object.mapInt32.avg >= Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.mapInt32.@avg <= %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 1, { $0.object.mapInt32.avg <= Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.mapInt64.@avg == %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 1, { $0.object.mapInt64.avg == Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.mapInt64.@avg == %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.mapInt64.avg == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapInt64.@avg != %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 0, { $0.object.mapInt64.avg != Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.mapInt64.@avg != %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.mapInt64.avg != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapInt64.@avg > %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 0, { $0.object.mapInt64.avg > Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.mapInt64.@avg > %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.mapInt64.avg > Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapInt64.@avg < %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 0, { $0.object.mapInt64.avg < Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.mapInt64.@avg >= %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 1, { $0.object.mapInt64.avg >= Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.mapInt64.@avg <= %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 1, { $0.object.mapInt64.avg <= Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.mapFloat.@avg == %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 1, { $0.object.mapFloat.avg == FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.mapFloat.@avg == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.mapFloat.avg == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapFloat.@avg != %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 0, { $0.object.mapFloat.avg != FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.mapFloat.@avg != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.mapFloat.avg != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapFloat.@avg > %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 0, { $0.object.mapFloat.avg > FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.mapFloat.@avg > %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.mapFloat.avg > FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapFloat.@avg < %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 0, { $0.object.mapFloat.avg < FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.mapFloat.@avg >= %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 1, { $0.object.mapFloat.avg >= FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.mapFloat.@avg <= %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 1, { $0.object.mapFloat.avg <= FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.mapDouble.@avg == %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 1, { $0.object.mapDouble.avg == DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.mapDouble.@avg == %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.mapDouble.avg == DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapDouble.@avg != %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 0, { $0.object.mapDouble.avg != DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.mapDouble.@avg != %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.mapDouble.avg != DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapDouble.@avg > %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 0, { $0.object.mapDouble.avg > DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.mapDouble.@avg > %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.mapDouble.avg > DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapDouble.@avg < %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 0, { $0.object.mapDouble.avg < DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.mapDouble.@avg >= %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 1, { $0.object.mapDouble.avg >= DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.mapDouble.@avg <= %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 1, { $0.object.mapDouble.avg <= DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.mapDecimal.@avg == %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 1, { $0.object.mapDecimal.avg == Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.mapDecimal.@avg == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.mapDecimal.avg == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapDecimal.@avg != %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 0, { $0.object.mapDecimal.avg != Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.mapDecimal.@avg != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.mapDecimal.avg != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapDecimal.@avg > %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 0, { $0.object.mapDecimal.avg > Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.mapDecimal.@avg > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.mapDecimal.avg > Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapDecimal.@avg < %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 0, { $0.object.mapDecimal.avg < Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.mapDecimal.@avg >= %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 1, { $0.object.mapDecimal.avg >= Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.mapDecimal.@avg <= %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 1, { $0.object.mapDecimal.avg <= Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.mapOptInt.@avg == %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 1, { $0.object.mapOptInt.avg == IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.mapOptInt.@avg == %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.mapOptInt.avg == IntWrapper(persistedValue: 1) }),
        ("(object.mapOptInt.@avg != %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 0, { $0.object.mapOptInt.avg != IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.mapOptInt.@avg != %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.mapOptInt.avg != IntWrapper(persistedValue: 1) }),
        ("(object.mapOptInt.@avg > %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 0, { $0.object.mapOptInt.avg > IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.mapOptInt.@avg > %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.mapOptInt.avg > IntWrapper(persistedValue: 1) }),
        ("(object.mapOptInt.@avg < %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 0, { $0.object.mapOptInt.avg < IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.mapOptInt.@avg >= %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 1, { $0.object.mapOptInt.avg >= IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.mapOptInt.@avg <= %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 1, { $0.object.mapOptInt.avg <= IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(object.mapOptInt8.@avg == %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 1, { $0.object.mapOptInt8.avg == Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.mapOptInt8.@avg == %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.mapOptInt8.avg == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapOptInt8.@avg != %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 0, { $0.object.mapOptInt8.avg != Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.mapOptInt8.@avg != %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.mapOptInt8.avg != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapOptInt8.@avg > %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 0, { $0.object.mapOptInt8.avg > Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.mapOptInt8.@avg > %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.mapOptInt8.avg > Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapOptInt8.@avg < %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 0, { $0.object.mapOptInt8.avg < Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.mapOptInt8.@avg >= %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 1, { $0.object.mapOptInt8.avg >= Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.mapOptInt8.@avg <= %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 1, { $0.object.mapOptInt8.avg <= Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(object.mapOptInt16.@avg == %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 1, { $0.object.mapOptInt16.avg == Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.mapOptInt16.@avg == %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.mapOptInt16.avg == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapOptInt16.@avg != %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 0, { $0.object.mapOptInt16.avg != Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.mapOptInt16.@avg != %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.mapOptInt16.avg != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapOptInt16.@avg > %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 0, { $0.object.mapOptInt16.avg > Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.mapOptInt16.@avg > %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.mapOptInt16.avg > Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapOptInt16.@avg < %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 0, { $0.object.mapOptInt16.avg < Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.mapOptInt16.@avg >= %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 1, { $0.object.mapOptInt16.avg >= Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.mapOptInt16.@avg <= %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 1, { $0.object.mapOptInt16.avg <= Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(object.mapOptInt32.@avg == %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 1, { $0.object.mapOptInt32.avg == Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.mapOptInt32.@avg == %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.mapOptInt32.avg == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapOptInt32.@avg != %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 0, { $0.object.mapOptInt32.avg != Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.mapOptInt32.@avg != %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.mapOptInt32.avg != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapOptInt32.@avg > %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 0, { $0.object.mapOptInt32.avg > Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.mapOptInt32.@avg > %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.mapOptInt32.avg > Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapOptInt32.@avg < %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 0, { $0.object.mapOptInt32.avg < Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.mapOptInt32.@avg >= %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 1, { $0.object.mapOptInt32.avg >= Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.mapOptInt32.@avg <= %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 1, { $0.object.mapOptInt32.avg <= Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(object.mapOptInt64.@avg == %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 1, { $0.object.mapOptInt64.avg == Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.mapOptInt64.@avg == %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.mapOptInt64.avg == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapOptInt64.@avg != %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 0, { $0.object.mapOptInt64.avg != Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.mapOptInt64.@avg != %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.mapOptInt64.avg != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapOptInt64.@avg > %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 0, { $0.object.mapOptInt64.avg > Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.mapOptInt64.@avg > %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.mapOptInt64.avg > Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapOptInt64.@avg < %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 0, { $0.object.mapOptInt64.avg < Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.mapOptInt64.@avg >= %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 1, { $0.object.mapOptInt64.avg >= Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.mapOptInt64.@avg <= %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 1, { $0.object.mapOptInt64.avg <= Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(object.mapOptFloat.@avg == %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 1, { $0.object.mapOptFloat.avg == FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.mapOptFloat.@avg == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.mapOptFloat.avg == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapOptFloat.@avg != %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 0, { $0.object.mapOptFloat.avg != FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.mapOptFloat.@avg != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.mapOptFloat.avg != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapOptFloat.@avg > %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 0, { $0.object.mapOptFloat.avg > FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.mapOptFloat.@avg > %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.mapOptFloat.avg > FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapOptFloat.@avg < %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 0, { $0.object.mapOptFloat.avg < FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.mapOptFloat.@avg >= %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 1, { $0.object.mapOptFloat.avg >= FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.mapOptFloat.@avg <= %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 1, { $0.object.mapOptFloat.avg <= FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(object.mapOptDouble.@avg == %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 1, { $0.object.mapOptDouble.avg == DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.mapOptDouble.@avg == %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.mapOptDouble.avg == DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapOptDouble.@avg != %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 0, { $0.object.mapOptDouble.avg != DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.mapOptDouble.@avg != %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.mapOptDouble.avg != DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapOptDouble.@avg > %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 0, { $0.object.mapOptDouble.avg > DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.mapOptDouble.@avg > %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.mapOptDouble.avg > DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapOptDouble.@avg < %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 0, { $0.object.mapOptDouble.avg < DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.mapOptDouble.@avg >= %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 1, { $0.object.mapOptDouble.avg >= DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.mapOptDouble.@avg <= %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 1, { $0.object.mapOptDouble.avg <= DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(object.mapOptDecimal.@avg == %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 1, { $0.object.mapOptDecimal.avg == Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.mapOptDecimal.@avg == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.mapOptDecimal.avg == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapOptDecimal.@avg != %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 0, { $0.object.mapOptDecimal.avg != Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.mapOptDecimal.@avg != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.mapOptDecimal.avg != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapOptDecimal.@avg > %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 0, { $0.object.mapOptDecimal.avg > Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.mapOptDecimal.@avg > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.mapOptDecimal.avg > Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapOptDecimal.@avg < %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 0, { $0.object.mapOptDecimal.avg < Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.mapOptDecimal.@avg >= %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 1, { $0.object.mapOptDecimal.avg >= Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(object.mapOptDecimal.@avg <= %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 1, { $0.object.mapOptDecimal.avg <= Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
    ]
    for (text, values, count, query) in rowsctions {
        let (built, args) = query(Query<LinkToCustomPersistableCollections>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(LinkToCustomPersistableCollections.self).where(query).count, count, built)
    }
}
