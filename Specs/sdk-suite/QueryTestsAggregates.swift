// page: sdk
// tags: sdk, suite

// RealmSwift/Tests/QueryTests.swift continued: min, max and count of lists, sets and maps through a link.

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

/// `min` of a list, set or map of every numeric and date type, Int-backed enum and numeric wrapper, optional or not, through a link, holding three values: `(object.name.@min op %@)` equals the smallest, not the largest, and is neither above nor below the smallest.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testCollectionAggregatesMin
func testSuiteQueryLinkedCollectionMin() throws {
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
        ("(object.arrayInt.@min == %@)", [1], 1, { $0.object.arrayInt.min == 1 }),
        ("(object.arrayInt.@min == %@)", [5], 0, { $0.object.arrayInt.min == 5 }),
        ("(object.arrayInt.@min != %@)", [1], 0, { $0.object.arrayInt.min != 1 }),
        ("(object.arrayInt.@min != %@)", [5], 1, { $0.object.arrayInt.min != 5 }),
        ("(object.arrayInt.@min > %@)", [1], 0, { $0.object.arrayInt.min > 1 }),
        ("(object.arrayInt.@min < %@)", [1], 0, { $0.object.arrayInt.min < 1 }),
        ("(object.arrayInt.@min >= %@)", [1], 1, { $0.object.arrayInt.min >= 1 }),
        ("(object.arrayInt.@min <= %@)", [1], 1, { $0.object.arrayInt.min <= 1 }),
        ("(object.arrayInt8.@min == %@)", [Int8(8)], 1, { $0.object.arrayInt8.min == Int8(8) }),
        ("(object.arrayInt8.@min == %@)", [Int8(10)], 0, { $0.object.arrayInt8.min == Int8(10) }),
        ("(object.arrayInt8.@min != %@)", [Int8(8)], 0, { $0.object.arrayInt8.min != Int8(8) }),
        ("(object.arrayInt8.@min != %@)", [Int8(10)], 1, { $0.object.arrayInt8.min != Int8(10) }),
        ("(object.arrayInt8.@min > %@)", [Int8(8)], 0, { $0.object.arrayInt8.min > Int8(8) }),
        ("(object.arrayInt8.@min < %@)", [Int8(8)], 0, { $0.object.arrayInt8.min < Int8(8) }),
        ("(object.arrayInt8.@min >= %@)", [Int8(8)], 1, { $0.object.arrayInt8.min >= Int8(8) }),
        ("(object.arrayInt8.@min <= %@)", [Int8(8)], 1, { $0.object.arrayInt8.min <= Int8(8) }),
        ("(object.arrayInt16.@min == %@)", [Int16(16)], 1, { $0.object.arrayInt16.min == Int16(16) }),
        ("(object.arrayInt16.@min == %@)", [Int16(18)], 0, { $0.object.arrayInt16.min == Int16(18) }),
        ("(object.arrayInt16.@min != %@)", [Int16(16)], 0, { $0.object.arrayInt16.min != Int16(16) }),
        ("(object.arrayInt16.@min != %@)", [Int16(18)], 1, { $0.object.arrayInt16.min != Int16(18) }),
        ("(object.arrayInt16.@min > %@)", [Int16(16)], 0, { $0.object.arrayInt16.min > Int16(16) }),
        ("(object.arrayInt16.@min < %@)", [Int16(16)], 0, { $0.object.arrayInt16.min < Int16(16) }),
        ("(object.arrayInt16.@min >= %@)", [Int16(16)], 1, { $0.object.arrayInt16.min >= Int16(16) }),
        ("(object.arrayInt16.@min <= %@)", [Int16(16)], 1, { $0.object.arrayInt16.min <= Int16(16) }),
        ("(object.arrayInt32.@min == %@)", [Int32(32)], 1, { $0.object.arrayInt32.min == Int32(32) }),
        ("(object.arrayInt32.@min == %@)", [Int32(34)], 0, { $0.object.arrayInt32.min == Int32(34) }),
        ("(object.arrayInt32.@min != %@)", [Int32(32)], 0, { $0.object.arrayInt32.min != Int32(32) }),
        ("(object.arrayInt32.@min != %@)", [Int32(34)], 1, { $0.object.arrayInt32.min != Int32(34) }),
        ("(object.arrayInt32.@min > %@)", [Int32(32)], 0, { $0.object.arrayInt32.min > Int32(32) }),
        ("(object.arrayInt32.@min < %@)", [Int32(32)], 0, { $0.object.arrayInt32.min < Int32(32) }),
        ("(object.arrayInt32.@min >= %@)", [Int32(32)], 1, { $0.object.arrayInt32.min >= Int32(32) }),
        ("(object.arrayInt32.@min <= %@)", [Int32(32)], 1, { $0.object.arrayInt32.min <= Int32(32) }),
        ("(object.arrayInt64.@min == %@)", [Int64(64)], 1, { $0.object.arrayInt64.min == Int64(64) }),
        ("(object.arrayInt64.@min == %@)", [Int64(66)], 0, { $0.object.arrayInt64.min == Int64(66) }),
        ("(object.arrayInt64.@min != %@)", [Int64(64)], 0, { $0.object.arrayInt64.min != Int64(64) }),
        ("(object.arrayInt64.@min != %@)", [Int64(66)], 1, { $0.object.arrayInt64.min != Int64(66) }),
        ("(object.arrayInt64.@min > %@)", [Int64(64)], 0, { $0.object.arrayInt64.min > Int64(64) }),
        ("(object.arrayInt64.@min < %@)", [Int64(64)], 0, { $0.object.arrayInt64.min < Int64(64) }),
        ("(object.arrayInt64.@min >= %@)", [Int64(64)], 1, { $0.object.arrayInt64.min >= Int64(64) }),
        ("(object.arrayInt64.@min <= %@)", [Int64(64)], 1, { $0.object.arrayInt64.min <= Int64(64) }),
        ("(object.arrayFloat.@min == %@)", [Float(5.55444333)], 1, { $0.object.arrayFloat.min == Float(5.55444333) }),
        ("(object.arrayFloat.@min == %@)", [Float(7.55444333)], 0, { $0.object.arrayFloat.min == Float(7.55444333) }),
        ("(object.arrayFloat.@min != %@)", [Float(5.55444333)], 0, { $0.object.arrayFloat.min != Float(5.55444333) }),
        ("(object.arrayFloat.@min != %@)", [Float(7.55444333)], 1, { $0.object.arrayFloat.min != Float(7.55444333) }),
        ("(object.arrayFloat.@min > %@)", [Float(5.55444333)], 0, { $0.object.arrayFloat.min > Float(5.55444333) }),
        ("(object.arrayFloat.@min < %@)", [Float(5.55444333)], 0, { $0.object.arrayFloat.min < Float(5.55444333) }),
        ("(object.arrayFloat.@min >= %@)", [Float(5.55444333)], 1, { $0.object.arrayFloat.min >= Float(5.55444333) }),
        ("(object.arrayFloat.@min <= %@)", [Float(5.55444333)], 1, { $0.object.arrayFloat.min <= Float(5.55444333) }),
        ("(object.arrayDouble.@min == %@)", [123.456], 1, { $0.object.arrayDouble.min == 123.456 }),
        ("(object.arrayDouble.@min == %@)", [345.678], 0, { $0.object.arrayDouble.min == 345.678 }),
        ("(object.arrayDouble.@min != %@)", [123.456], 0, { $0.object.arrayDouble.min != 123.456 }),
        ("(object.arrayDouble.@min != %@)", [345.678], 1, { $0.object.arrayDouble.min != 345.678 }),
        ("(object.arrayDouble.@min > %@)", [123.456], 0, { $0.object.arrayDouble.min > 123.456 }),
        ("(object.arrayDouble.@min < %@)", [123.456], 0, { $0.object.arrayDouble.min < 123.456 }),
        ("(object.arrayDouble.@min >= %@)", [123.456], 1, { $0.object.arrayDouble.min >= 123.456 }),
        ("(object.arrayDouble.@min <= %@)", [123.456], 1, { $0.object.arrayDouble.min <= 123.456 }),
        ("(object.arrayDecimal.@min == %@)", [Decimal128(123.456)], 1, { $0.object.arrayDecimal.min == Decimal128(123.456) }),
        ("(object.arrayDecimal.@min == %@)", [Decimal128(345.678)], 0, { $0.object.arrayDecimal.min == Decimal128(345.678) }),
        ("(object.arrayDecimal.@min != %@)", [Decimal128(123.456)], 0, { $0.object.arrayDecimal.min != Decimal128(123.456) }),
        ("(object.arrayDecimal.@min != %@)", [Decimal128(345.678)], 1, { $0.object.arrayDecimal.min != Decimal128(345.678) }),
        ("(object.arrayDecimal.@min > %@)", [Decimal128(123.456)], 0, { $0.object.arrayDecimal.min > Decimal128(123.456) }),
        ("(object.arrayDecimal.@min < %@)", [Decimal128(123.456)], 0, { $0.object.arrayDecimal.min < Decimal128(123.456) }),
        ("(object.arrayDecimal.@min >= %@)", [Decimal128(123.456)], 1, { $0.object.arrayDecimal.min >= Decimal128(123.456) }),
        ("(object.arrayDecimal.@min <= %@)", [Decimal128(123.456)], 1, { $0.object.arrayDecimal.min <= Decimal128(123.456) }),
        ("(object.arrayOptInt.@min == %@)", [1], 1, { $0.object.arrayOptInt.min == 1 }),
        ("(object.arrayOptInt.@min == %@)", [5], 0, { $0.object.arrayOptInt.min == 5 }),
        ("(object.arrayOptInt.@min != %@)", [1], 0, { $0.object.arrayOptInt.min != 1 }),
        ("(object.arrayOptInt.@min != %@)", [5], 1, { $0.object.arrayOptInt.min != 5 }),
        ("(object.arrayOptInt.@min > %@)", [1], 0, { $0.object.arrayOptInt.min > 1 }),
        ("(object.arrayOptInt.@min < %@)", [1], 0, { $0.object.arrayOptInt.min < 1 }),
        ("(object.arrayOptInt.@min >= %@)", [1], 1, { $0.object.arrayOptInt.min >= 1 }),
        ("(object.arrayOptInt.@min <= %@)", [1], 1, { $0.object.arrayOptInt.min <= 1 }),
        ("(object.arrayOptInt8.@min == %@)", [Int8(8)], 1, { $0.object.arrayOptInt8.min == Int8(8) }),
        ("(object.arrayOptInt8.@min == %@)", [Int8(10)], 0, { $0.object.arrayOptInt8.min == Int8(10) }),
        ("(object.arrayOptInt8.@min != %@)", [Int8(8)], 0, { $0.object.arrayOptInt8.min != Int8(8) }),
        ("(object.arrayOptInt8.@min != %@)", [Int8(10)], 1, { $0.object.arrayOptInt8.min != Int8(10) }),
        ("(object.arrayOptInt8.@min > %@)", [Int8(8)], 0, { $0.object.arrayOptInt8.min > Int8(8) }),
        ("(object.arrayOptInt8.@min < %@)", [Int8(8)], 0, { $0.object.arrayOptInt8.min < Int8(8) }),
        ("(object.arrayOptInt8.@min >= %@)", [Int8(8)], 1, { $0.object.arrayOptInt8.min >= Int8(8) }),
        ("(object.arrayOptInt8.@min <= %@)", [Int8(8)], 1, { $0.object.arrayOptInt8.min <= Int8(8) }),
        ("(object.arrayOptInt16.@min == %@)", [Int16(16)], 1, { $0.object.arrayOptInt16.min == Int16(16) }),
        ("(object.arrayOptInt16.@min == %@)", [Int16(18)], 0, { $0.object.arrayOptInt16.min == Int16(18) }),
        ("(object.arrayOptInt16.@min != %@)", [Int16(16)], 0, { $0.object.arrayOptInt16.min != Int16(16) }),
        ("(object.arrayOptInt16.@min != %@)", [Int16(18)], 1, { $0.object.arrayOptInt16.min != Int16(18) }),
        ("(object.arrayOptInt16.@min > %@)", [Int16(16)], 0, { $0.object.arrayOptInt16.min > Int16(16) }),
        ("(object.arrayOptInt16.@min < %@)", [Int16(16)], 0, { $0.object.arrayOptInt16.min < Int16(16) }),
        ("(object.arrayOptInt16.@min >= %@)", [Int16(16)], 1, { $0.object.arrayOptInt16.min >= Int16(16) }),
        ("(object.arrayOptInt16.@min <= %@)", [Int16(16)], 1, { $0.object.arrayOptInt16.min <= Int16(16) }),
        ("(object.arrayOptInt32.@min == %@)", [Int32(32)], 1, { $0.object.arrayOptInt32.min == Int32(32) }),
        ("(object.arrayOptInt32.@min == %@)", [Int32(34)], 0, { $0.object.arrayOptInt32.min == Int32(34) }),
        ("(object.arrayOptInt32.@min != %@)", [Int32(32)], 0, { $0.object.arrayOptInt32.min != Int32(32) }),
        ("(object.arrayOptInt32.@min != %@)", [Int32(34)], 1, { $0.object.arrayOptInt32.min != Int32(34) }),
        ("(object.arrayOptInt32.@min > %@)", [Int32(32)], 0, { $0.object.arrayOptInt32.min > Int32(32) }),
        ("(object.arrayOptInt32.@min < %@)", [Int32(32)], 0, { $0.object.arrayOptInt32.min < Int32(32) }),
        ("(object.arrayOptInt32.@min >= %@)", [Int32(32)], 1, { $0.object.arrayOptInt32.min >= Int32(32) }),
        ("(object.arrayOptInt32.@min <= %@)", [Int32(32)], 1, { $0.object.arrayOptInt32.min <= Int32(32) }),
        ("(object.arrayOptInt64.@min == %@)", [Int64(64)], 1, { $0.object.arrayOptInt64.min == Int64(64) }),
        ("(object.arrayOptInt64.@min == %@)", [Int64(66)], 0, { $0.object.arrayOptInt64.min == Int64(66) }),
        ("(object.arrayOptInt64.@min != %@)", [Int64(64)], 0, { $0.object.arrayOptInt64.min != Int64(64) }),
        ("(object.arrayOptInt64.@min != %@)", [Int64(66)], 1, { $0.object.arrayOptInt64.min != Int64(66) }),
        ("(object.arrayOptInt64.@min > %@)", [Int64(64)], 0, { $0.object.arrayOptInt64.min > Int64(64) }),
        ("(object.arrayOptInt64.@min < %@)", [Int64(64)], 0, { $0.object.arrayOptInt64.min < Int64(64) }),
        ("(object.arrayOptInt64.@min >= %@)", [Int64(64)], 1, { $0.object.arrayOptInt64.min >= Int64(64) }),
        ("(object.arrayOptInt64.@min <= %@)", [Int64(64)], 1, { $0.object.arrayOptInt64.min <= Int64(64) }),
        ("(object.arrayOptFloat.@min == %@)", [Float(5.55444333)], 1, { $0.object.arrayOptFloat.min == Float(5.55444333) }),
        ("(object.arrayOptFloat.@min == %@)", [Float(7.55444333)], 0, { $0.object.arrayOptFloat.min == Float(7.55444333) }),
        ("(object.arrayOptFloat.@min != %@)", [Float(5.55444333)], 0, { $0.object.arrayOptFloat.min != Float(5.55444333) }),
        ("(object.arrayOptFloat.@min != %@)", [Float(7.55444333)], 1, { $0.object.arrayOptFloat.min != Float(7.55444333) }),
        ("(object.arrayOptFloat.@min > %@)", [Float(5.55444333)], 0, { $0.object.arrayOptFloat.min > Float(5.55444333) }),
        ("(object.arrayOptFloat.@min < %@)", [Float(5.55444333)], 0, { $0.object.arrayOptFloat.min < Float(5.55444333) }),
        ("(object.arrayOptFloat.@min >= %@)", [Float(5.55444333)], 1, { $0.object.arrayOptFloat.min >= Float(5.55444333) }),
        ("(object.arrayOptFloat.@min <= %@)", [Float(5.55444333)], 1, { $0.object.arrayOptFloat.min <= Float(5.55444333) }),
        ("(object.arrayOptDouble.@min == %@)", [123.456], 1, { $0.object.arrayOptDouble.min == 123.456 }),
        ("(object.arrayOptDouble.@min == %@)", [345.678], 0, { $0.object.arrayOptDouble.min == 345.678 }),
        ("(object.arrayOptDouble.@min != %@)", [123.456], 0, { $0.object.arrayOptDouble.min != 123.456 }),
        ("(object.arrayOptDouble.@min != %@)", [345.678], 1, { $0.object.arrayOptDouble.min != 345.678 }),
        ("(object.arrayOptDouble.@min > %@)", [123.456], 0, { $0.object.arrayOptDouble.min > 123.456 }),
        ("(object.arrayOptDouble.@min < %@)", [123.456], 0, { $0.object.arrayOptDouble.min < 123.456 }),
        ("(object.arrayOptDouble.@min >= %@)", [123.456], 1, { $0.object.arrayOptDouble.min >= 123.456 }),
        ("(object.arrayOptDouble.@min <= %@)", [123.456], 1, { $0.object.arrayOptDouble.min <= 123.456 }),
        ("(object.arrayOptDecimal.@min == %@)", [Decimal128(123.456)], 1, { $0.object.arrayOptDecimal.min == Decimal128(123.456) }),
        ("(object.arrayOptDecimal.@min == %@)", [Decimal128(345.678)], 0, { $0.object.arrayOptDecimal.min == Decimal128(345.678) }),
        ("(object.arrayOptDecimal.@min != %@)", [Decimal128(123.456)], 0, { $0.object.arrayOptDecimal.min != Decimal128(123.456) }),
        ("(object.arrayOptDecimal.@min != %@)", [Decimal128(345.678)], 1, { $0.object.arrayOptDecimal.min != Decimal128(345.678) }),
        ("(object.arrayOptDecimal.@min > %@)", [Decimal128(123.456)], 0, { $0.object.arrayOptDecimal.min > Decimal128(123.456) }),
        ("(object.arrayOptDecimal.@min < %@)", [Decimal128(123.456)], 0, { $0.object.arrayOptDecimal.min < Decimal128(123.456) }),
        ("(object.arrayOptDecimal.@min >= %@)", [Decimal128(123.456)], 1, { $0.object.arrayOptDecimal.min >= Decimal128(123.456) }),
        ("(object.arrayOptDecimal.@min <= %@)", [Decimal128(123.456)], 1, { $0.object.arrayOptDecimal.min <= Decimal128(123.456) }),
        ("(object.setInt.@min == %@)", [1], 1, { $0.object.setInt.min == 1 }),
        ("(object.setInt.@min == %@)", [5], 0, { $0.object.setInt.min == 5 }),
        ("(object.setInt.@min != %@)", [1], 0, { $0.object.setInt.min != 1 }),
        ("(object.setInt.@min != %@)", [5], 1, { $0.object.setInt.min != 5 }),
        ("(object.setInt.@min > %@)", [1], 0, { $0.object.setInt.min > 1 }),
        ("(object.setInt.@min < %@)", [1], 0, { $0.object.setInt.min < 1 }),
        ("(object.setInt.@min >= %@)", [1], 1, { $0.object.setInt.min >= 1 }),
        ("(object.setInt.@min <= %@)", [1], 1, { $0.object.setInt.min <= 1 }),
        ("(object.setInt8.@min == %@)", [Int8(8)], 1, { $0.object.setInt8.min == Int8(8) }),
        ("(object.setInt8.@min == %@)", [Int8(10)], 0, { $0.object.setInt8.min == Int8(10) }),
        ("(object.setInt8.@min != %@)", [Int8(8)], 0, { $0.object.setInt8.min != Int8(8) }),
        ("(object.setInt8.@min != %@)", [Int8(10)], 1, { $0.object.setInt8.min != Int8(10) }),
        ("(object.setInt8.@min > %@)", [Int8(8)], 0, { $0.object.setInt8.min > Int8(8) }),
        ("(object.setInt8.@min < %@)", [Int8(8)], 0, { $0.object.setInt8.min < Int8(8) }),
        ("(object.setInt8.@min >= %@)", [Int8(8)], 1, { $0.object.setInt8.min >= Int8(8) }),
        ("(object.setInt8.@min <= %@)", [Int8(8)], 1, { $0.object.setInt8.min <= Int8(8) }),
        ("(object.setInt16.@min == %@)", [Int16(16)], 1, { $0.object.setInt16.min == Int16(16) }),
        ("(object.setInt16.@min == %@)", [Int16(18)], 0, { $0.object.setInt16.min == Int16(18) }),
        ("(object.setInt16.@min != %@)", [Int16(16)], 0, { $0.object.setInt16.min != Int16(16) }),
        ("(object.setInt16.@min != %@)", [Int16(18)], 1, { $0.object.setInt16.min != Int16(18) }),
        ("(object.setInt16.@min > %@)", [Int16(16)], 0, { $0.object.setInt16.min > Int16(16) }),
        ("(object.setInt16.@min < %@)", [Int16(16)], 0, { $0.object.setInt16.min < Int16(16) }),
        ("(object.setInt16.@min >= %@)", [Int16(16)], 1, { $0.object.setInt16.min >= Int16(16) }),
        ("(object.setInt16.@min <= %@)", [Int16(16)], 1, { $0.object.setInt16.min <= Int16(16) }),
        ("(object.setInt32.@min == %@)", [Int32(32)], 1, { $0.object.setInt32.min == Int32(32) }),
        ("(object.setInt32.@min == %@)", [Int32(34)], 0, { $0.object.setInt32.min == Int32(34) }),
        ("(object.setInt32.@min != %@)", [Int32(32)], 0, { $0.object.setInt32.min != Int32(32) }),
        ("(object.setInt32.@min != %@)", [Int32(34)], 1, { $0.object.setInt32.min != Int32(34) }),
        ("(object.setInt32.@min > %@)", [Int32(32)], 0, { $0.object.setInt32.min > Int32(32) }),
        ("(object.setInt32.@min < %@)", [Int32(32)], 0, { $0.object.setInt32.min < Int32(32) }),
        ("(object.setInt32.@min >= %@)", [Int32(32)], 1, { $0.object.setInt32.min >= Int32(32) }),
        ("(object.setInt32.@min <= %@)", [Int32(32)], 1, { $0.object.setInt32.min <= Int32(32) }),
        ("(object.setInt64.@min == %@)", [Int64(64)], 1, { $0.object.setInt64.min == Int64(64) }),
        ("(object.setInt64.@min == %@)", [Int64(66)], 0, { $0.object.setInt64.min == Int64(66) }),
        ("(object.setInt64.@min != %@)", [Int64(64)], 0, { $0.object.setInt64.min != Int64(64) }),
        ("(object.setInt64.@min != %@)", [Int64(66)], 1, { $0.object.setInt64.min != Int64(66) }),
        ("(object.setInt64.@min > %@)", [Int64(64)], 0, { $0.object.setInt64.min > Int64(64) }),
        ("(object.setInt64.@min < %@)", [Int64(64)], 0, { $0.object.setInt64.min < Int64(64) }),
        ("(object.setInt64.@min >= %@)", [Int64(64)], 1, { $0.object.setInt64.min >= Int64(64) }),
        ("(object.setInt64.@min <= %@)", [Int64(64)], 1, { $0.object.setInt64.min <= Int64(64) }),
        ("(object.setFloat.@min == %@)", [Float(5.55444333)], 1, { $0.object.setFloat.min == Float(5.55444333) }),
        ("(object.setFloat.@min == %@)", [Float(7.55444333)], 0, { $0.object.setFloat.min == Float(7.55444333) }),
        ("(object.setFloat.@min != %@)", [Float(5.55444333)], 0, { $0.object.setFloat.min != Float(5.55444333) }),
        ("(object.setFloat.@min != %@)", [Float(7.55444333)], 1, { $0.object.setFloat.min != Float(7.55444333) }),
        ("(object.setFloat.@min > %@)", [Float(5.55444333)], 0, { $0.object.setFloat.min > Float(5.55444333) }),
        ("(object.setFloat.@min < %@)", [Float(5.55444333)], 0, { $0.object.setFloat.min < Float(5.55444333) }),
        ("(object.setFloat.@min >= %@)", [Float(5.55444333)], 1, { $0.object.setFloat.min >= Float(5.55444333) }),
        ("(object.setFloat.@min <= %@)", [Float(5.55444333)], 1, { $0.object.setFloat.min <= Float(5.55444333) }),
        ("(object.setDouble.@min == %@)", [123.456], 1, { $0.object.setDouble.min == 123.456 }),
        ("(object.setDouble.@min == %@)", [345.678], 0, { $0.object.setDouble.min == 345.678 }),
        ("(object.setDouble.@min != %@)", [123.456], 0, { $0.object.setDouble.min != 123.456 }),
        ("(object.setDouble.@min != %@)", [345.678], 1, { $0.object.setDouble.min != 345.678 }),
        ("(object.setDouble.@min > %@)", [123.456], 0, { $0.object.setDouble.min > 123.456 }),
        ("(object.setDouble.@min < %@)", [123.456], 0, { $0.object.setDouble.min < 123.456 }),
        ("(object.setDouble.@min >= %@)", [123.456], 1, { $0.object.setDouble.min >= 123.456 }),
        ("(object.setDouble.@min <= %@)", [123.456], 1, { $0.object.setDouble.min <= 123.456 }),
        ("(object.setDecimal.@min == %@)", [Decimal128(123.456)], 1, { $0.object.setDecimal.min == Decimal128(123.456) }),
        ("(object.setDecimal.@min == %@)", [Decimal128(345.678)], 0, { $0.object.setDecimal.min == Decimal128(345.678) }),
        ("(object.setDecimal.@min != %@)", [Decimal128(123.456)], 0, { $0.object.setDecimal.min != Decimal128(123.456) }),
        ("(object.setDecimal.@min != %@)", [Decimal128(345.678)], 1, { $0.object.setDecimal.min != Decimal128(345.678) }),
        ("(object.setDecimal.@min > %@)", [Decimal128(123.456)], 0, { $0.object.setDecimal.min > Decimal128(123.456) }),
        ("(object.setDecimal.@min < %@)", [Decimal128(123.456)], 0, { $0.object.setDecimal.min < Decimal128(123.456) }),
        ("(object.setDecimal.@min >= %@)", [Decimal128(123.456)], 1, { $0.object.setDecimal.min >= Decimal128(123.456) }),
        ("(object.setDecimal.@min <= %@)", [Decimal128(123.456)], 1, { $0.object.setDecimal.min <= Decimal128(123.456) }),
        ("(object.setOptInt.@min == %@)", [1], 1, { $0.object.setOptInt.min == 1 }),
        ("(object.setOptInt.@min == %@)", [5], 0, { $0.object.setOptInt.min == 5 }),
        ("(object.setOptInt.@min != %@)", [1], 0, { $0.object.setOptInt.min != 1 }),
        ("(object.setOptInt.@min != %@)", [5], 1, { $0.object.setOptInt.min != 5 }),
        ("(object.setOptInt.@min > %@)", [1], 0, { $0.object.setOptInt.min > 1 }),
        ("(object.setOptInt.@min < %@)", [1], 0, { $0.object.setOptInt.min < 1 }),
        ("(object.setOptInt.@min >= %@)", [1], 1, { $0.object.setOptInt.min >= 1 }),
        ("(object.setOptInt.@min <= %@)", [1], 1, { $0.object.setOptInt.min <= 1 }),
        ("(object.setOptInt8.@min == %@)", [Int8(8)], 1, { $0.object.setOptInt8.min == Int8(8) }),
        ("(object.setOptInt8.@min == %@)", [Int8(10)], 0, { $0.object.setOptInt8.min == Int8(10) }),
        ("(object.setOptInt8.@min != %@)", [Int8(8)], 0, { $0.object.setOptInt8.min != Int8(8) }),
        ("(object.setOptInt8.@min != %@)", [Int8(10)], 1, { $0.object.setOptInt8.min != Int8(10) }),
        ("(object.setOptInt8.@min > %@)", [Int8(8)], 0, { $0.object.setOptInt8.min > Int8(8) }),
        ("(object.setOptInt8.@min < %@)", [Int8(8)], 0, { $0.object.setOptInt8.min < Int8(8) }),
        ("(object.setOptInt8.@min >= %@)", [Int8(8)], 1, { $0.object.setOptInt8.min >= Int8(8) }),
        ("(object.setOptInt8.@min <= %@)", [Int8(8)], 1, { $0.object.setOptInt8.min <= Int8(8) }),
        ("(object.setOptInt16.@min == %@)", [Int16(16)], 1, { $0.object.setOptInt16.min == Int16(16) }),
        ("(object.setOptInt16.@min == %@)", [Int16(18)], 0, { $0.object.setOptInt16.min == Int16(18) }),
        ("(object.setOptInt16.@min != %@)", [Int16(16)], 0, { $0.object.setOptInt16.min != Int16(16) }),
        ("(object.setOptInt16.@min != %@)", [Int16(18)], 1, { $0.object.setOptInt16.min != Int16(18) }),
        ("(object.setOptInt16.@min > %@)", [Int16(16)], 0, { $0.object.setOptInt16.min > Int16(16) }),
        ("(object.setOptInt16.@min < %@)", [Int16(16)], 0, { $0.object.setOptInt16.min < Int16(16) }),
        ("(object.setOptInt16.@min >= %@)", [Int16(16)], 1, { $0.object.setOptInt16.min >= Int16(16) }),
        ("(object.setOptInt16.@min <= %@)", [Int16(16)], 1, { $0.object.setOptInt16.min <= Int16(16) }),
        ("(object.setOptInt32.@min == %@)", [Int32(32)], 1, { $0.object.setOptInt32.min == Int32(32) }),
        ("(object.setOptInt32.@min == %@)", [Int32(34)], 0, { $0.object.setOptInt32.min == Int32(34) }),
        ("(object.setOptInt32.@min != %@)", [Int32(32)], 0, { $0.object.setOptInt32.min != Int32(32) }),
        ("(object.setOptInt32.@min != %@)", [Int32(34)], 1, { $0.object.setOptInt32.min != Int32(34) }),
        ("(object.setOptInt32.@min > %@)", [Int32(32)], 0, { $0.object.setOptInt32.min > Int32(32) }),
        ("(object.setOptInt32.@min < %@)", [Int32(32)], 0, { $0.object.setOptInt32.min < Int32(32) }),
        ("(object.setOptInt32.@min >= %@)", [Int32(32)], 1, { $0.object.setOptInt32.min >= Int32(32) }),
        ("(object.setOptInt32.@min <= %@)", [Int32(32)], 1, { $0.object.setOptInt32.min <= Int32(32) }),
        ("(object.setOptInt64.@min == %@)", [Int64(64)], 1, { $0.object.setOptInt64.min == Int64(64) }),
        ("(object.setOptInt64.@min == %@)", [Int64(66)], 0, { $0.object.setOptInt64.min == Int64(66) }),
        ("(object.setOptInt64.@min != %@)", [Int64(64)], 0, { $0.object.setOptInt64.min != Int64(64) }),
        ("(object.setOptInt64.@min != %@)", [Int64(66)], 1, { $0.object.setOptInt64.min != Int64(66) }),
        ("(object.setOptInt64.@min > %@)", [Int64(64)], 0, { $0.object.setOptInt64.min > Int64(64) }),
        ("(object.setOptInt64.@min < %@)", [Int64(64)], 0, { $0.object.setOptInt64.min < Int64(64) }),
        ("(object.setOptInt64.@min >= %@)", [Int64(64)], 1, { $0.object.setOptInt64.min >= Int64(64) }),
        ("(object.setOptInt64.@min <= %@)", [Int64(64)], 1, { $0.object.setOptInt64.min <= Int64(64) }),
        ("(object.setOptFloat.@min == %@)", [Float(5.55444333)], 1, { $0.object.setOptFloat.min == Float(5.55444333) }),
        ("(object.setOptFloat.@min == %@)", [Float(7.55444333)], 0, { $0.object.setOptFloat.min == Float(7.55444333) }),
        ("(object.setOptFloat.@min != %@)", [Float(5.55444333)], 0, { $0.object.setOptFloat.min != Float(5.55444333) }),
        ("(object.setOptFloat.@min != %@)", [Float(7.55444333)], 1, { $0.object.setOptFloat.min != Float(7.55444333) }),
        ("(object.setOptFloat.@min > %@)", [Float(5.55444333)], 0, { $0.object.setOptFloat.min > Float(5.55444333) }),
        ("(object.setOptFloat.@min < %@)", [Float(5.55444333)], 0, { $0.object.setOptFloat.min < Float(5.55444333) }),
        ("(object.setOptFloat.@min >= %@)", [Float(5.55444333)], 1, { $0.object.setOptFloat.min >= Float(5.55444333) }),
        ("(object.setOptFloat.@min <= %@)", [Float(5.55444333)], 1, { $0.object.setOptFloat.min <= Float(5.55444333) }),
        ("(object.setOptDouble.@min == %@)", [123.456], 1, { $0.object.setOptDouble.min == 123.456 }),
        ("(object.setOptDouble.@min == %@)", [345.678], 0, { $0.object.setOptDouble.min == 345.678 }),
        ("(object.setOptDouble.@min != %@)", [123.456], 0, { $0.object.setOptDouble.min != 123.456 }),
        ("(object.setOptDouble.@min != %@)", [345.678], 1, { $0.object.setOptDouble.min != 345.678 }),
        ("(object.setOptDouble.@min > %@)", [123.456], 0, { $0.object.setOptDouble.min > 123.456 }),
        ("(object.setOptDouble.@min < %@)", [123.456], 0, { $0.object.setOptDouble.min < 123.456 }),
        ("(object.setOptDouble.@min >= %@)", [123.456], 1, { $0.object.setOptDouble.min >= 123.456 }),
        ("(object.setOptDouble.@min <= %@)", [123.456], 1, { $0.object.setOptDouble.min <= 123.456 }),
        ("(object.setOptDecimal.@min == %@)", [Decimal128(123.456)], 1, { $0.object.setOptDecimal.min == Decimal128(123.456) }),
        ("(object.setOptDecimal.@min == %@)", [Decimal128(345.678)], 0, { $0.object.setOptDecimal.min == Decimal128(345.678) }),
        ("(object.setOptDecimal.@min != %@)", [Decimal128(123.456)], 0, { $0.object.setOptDecimal.min != Decimal128(123.456) }),
        ("(object.setOptDecimal.@min != %@)", [Decimal128(345.678)], 1, { $0.object.setOptDecimal.min != Decimal128(345.678) }),
        ("(object.setOptDecimal.@min > %@)", [Decimal128(123.456)], 0, { $0.object.setOptDecimal.min > Decimal128(123.456) }),
        ("(object.setOptDecimal.@min < %@)", [Decimal128(123.456)], 0, { $0.object.setOptDecimal.min < Decimal128(123.456) }),
        ("(object.setOptDecimal.@min >= %@)", [Decimal128(123.456)], 1, { $0.object.setOptDecimal.min >= Decimal128(123.456) }),
        ("(object.setOptDecimal.@min <= %@)", [Decimal128(123.456)], 1, { $0.object.setOptDecimal.min <= Decimal128(123.456) }),
        ("(object.mapInt.@min == %@)", [1], 1, { $0.object.mapInt.min == 1 }),
        ("(object.mapInt.@min == %@)", [5], 0, { $0.object.mapInt.min == 5 }),
        ("(object.mapInt.@min != %@)", [1], 0, { $0.object.mapInt.min != 1 }),
        ("(object.mapInt.@min != %@)", [5], 1, { $0.object.mapInt.min != 5 }),
        ("(object.mapInt.@min > %@)", [1], 0, { $0.object.mapInt.min > 1 }),
        ("(object.mapInt.@min < %@)", [1], 0, { $0.object.mapInt.min < 1 }),
        ("(object.mapInt.@min >= %@)", [1], 1, { $0.object.mapInt.min >= 1 }),
        ("(object.mapInt.@min <= %@)", [1], 1, { $0.object.mapInt.min <= 1 }),
        ("(object.mapInt8.@min == %@)", [Int8(8)], 1, { $0.object.mapInt8.min == Int8(8) }),
        ("(object.mapInt8.@min == %@)", [Int8(10)], 0, { $0.object.mapInt8.min == Int8(10) }),
        ("(object.mapInt8.@min != %@)", [Int8(8)], 0, { $0.object.mapInt8.min != Int8(8) }),
        ("(object.mapInt8.@min != %@)", [Int8(10)], 1, { $0.object.mapInt8.min != Int8(10) }),
        ("(object.mapInt8.@min > %@)", [Int8(8)], 0, { $0.object.mapInt8.min > Int8(8) }),
        ("(object.mapInt8.@min < %@)", [Int8(8)], 0, { $0.object.mapInt8.min < Int8(8) }),
        ("(object.mapInt8.@min >= %@)", [Int8(8)], 1, { $0.object.mapInt8.min >= Int8(8) }),
        ("(object.mapInt8.@min <= %@)", [Int8(8)], 1, { $0.object.mapInt8.min <= Int8(8) }),
        ("(object.mapInt16.@min == %@)", [Int16(16)], 1, { $0.object.mapInt16.min == Int16(16) }),
        ("(object.mapInt16.@min == %@)", [Int16(18)], 0, { $0.object.mapInt16.min == Int16(18) }),
        ("(object.mapInt16.@min != %@)", [Int16(16)], 0, { $0.object.mapInt16.min != Int16(16) }),
        ("(object.mapInt16.@min != %@)", [Int16(18)], 1, { $0.object.mapInt16.min != Int16(18) }),
        ("(object.mapInt16.@min > %@)", [Int16(16)], 0, { $0.object.mapInt16.min > Int16(16) }),
        ("(object.mapInt16.@min < %@)", [Int16(16)], 0, { $0.object.mapInt16.min < Int16(16) }),
        ("(object.mapInt16.@min >= %@)", [Int16(16)], 1, { $0.object.mapInt16.min >= Int16(16) }),
        ("(object.mapInt16.@min <= %@)", [Int16(16)], 1, { $0.object.mapInt16.min <= Int16(16) }),
        ("(object.mapInt32.@min == %@)", [Int32(32)], 1, { $0.object.mapInt32.min == Int32(32) }),
        ("(object.mapInt32.@min == %@)", [Int32(34)], 0, { $0.object.mapInt32.min == Int32(34) }),
        ("(object.mapInt32.@min != %@)", [Int32(32)], 0, { $0.object.mapInt32.min != Int32(32) }),
        ("(object.mapInt32.@min != %@)", [Int32(34)], 1, { $0.object.mapInt32.min != Int32(34) }),
        ("(object.mapInt32.@min > %@)", [Int32(32)], 0, { $0.object.mapInt32.min > Int32(32) }),
        ("(object.mapInt32.@min < %@)", [Int32(32)], 0, { $0.object.mapInt32.min < Int32(32) }),
        ("(object.mapInt32.@min >= %@)", [Int32(32)], 1, { $0.object.mapInt32.min >= Int32(32) }),
        ("(object.mapInt32.@min <= %@)", [Int32(32)], 1, { $0.object.mapInt32.min <= Int32(32) }),
        ("(object.mapInt64.@min == %@)", [Int64(64)], 1, { $0.object.mapInt64.min == Int64(64) }),
        ("(object.mapInt64.@min == %@)", [Int64(66)], 0, { $0.object.mapInt64.min == Int64(66) }),
        ("(object.mapInt64.@min != %@)", [Int64(64)], 0, { $0.object.mapInt64.min != Int64(64) }),
        ("(object.mapInt64.@min != %@)", [Int64(66)], 1, { $0.object.mapInt64.min != Int64(66) }),
        ("(object.mapInt64.@min > %@)", [Int64(64)], 0, { $0.object.mapInt64.min > Int64(64) }),
        ("(object.mapInt64.@min < %@)", [Int64(64)], 0, { $0.object.mapInt64.min < Int64(64) }),
        ("(object.mapInt64.@min >= %@)", [Int64(64)], 1, { $0.object.mapInt64.min >= Int64(64) }),
        ("(object.mapInt64.@min <= %@)", [Int64(64)], 1, { $0.object.mapInt64.min <= Int64(64) }),
        ("(object.mapFloat.@min == %@)", [Float(5.55444333)], 1, { $0.object.mapFloat.min == Float(5.55444333) }),
        ("(object.mapFloat.@min == %@)", [Float(7.55444333)], 0, { $0.object.mapFloat.min == Float(7.55444333) }),
        ("(object.mapFloat.@min != %@)", [Float(5.55444333)], 0, { $0.object.mapFloat.min != Float(5.55444333) }),
        ("(object.mapFloat.@min != %@)", [Float(7.55444333)], 1, { $0.object.mapFloat.min != Float(7.55444333) }),
        ("(object.mapFloat.@min > %@)", [Float(5.55444333)], 0, { $0.object.mapFloat.min > Float(5.55444333) }),
        ("(object.mapFloat.@min < %@)", [Float(5.55444333)], 0, { $0.object.mapFloat.min < Float(5.55444333) }),
        ("(object.mapFloat.@min >= %@)", [Float(5.55444333)], 1, { $0.object.mapFloat.min >= Float(5.55444333) }),
        ("(object.mapFloat.@min <= %@)", [Float(5.55444333)], 1, { $0.object.mapFloat.min <= Float(5.55444333) }),
        ("(object.mapDouble.@min == %@)", [123.456], 1, { $0.object.mapDouble.min == 123.456 }),
        ("(object.mapDouble.@min == %@)", [345.678], 0, { $0.object.mapDouble.min == 345.678 }),
        ("(object.mapDouble.@min != %@)", [123.456], 0, { $0.object.mapDouble.min != 123.456 }),
        ("(object.mapDouble.@min != %@)", [345.678], 1, { $0.object.mapDouble.min != 345.678 }),
        ("(object.mapDouble.@min > %@)", [123.456], 0, { $0.object.mapDouble.min > 123.456 }),
        ("(object.mapDouble.@min < %@)", [123.456], 0, { $0.object.mapDouble.min < 123.456 }),
        ("(object.mapDouble.@min >= %@)", [123.456], 1, { $0.object.mapDouble.min >= 123.456 }),
        ("(object.mapDouble.@min <= %@)", [123.456], 1, { $0.object.mapDouble.min <= 123.456 }),
        ("(object.mapDecimal.@min == %@)", [Decimal128(123.456)], 1, { $0.object.mapDecimal.min == Decimal128(123.456) }),
        ("(object.mapDecimal.@min == %@)", [Decimal128(345.678)], 0, { $0.object.mapDecimal.min == Decimal128(345.678) }),
        ("(object.mapDecimal.@min != %@)", [Decimal128(123.456)], 0, { $0.object.mapDecimal.min != Decimal128(123.456) }),
        ("(object.mapDecimal.@min != %@)", [Decimal128(345.678)], 1, { $0.object.mapDecimal.min != Decimal128(345.678) }),
        ("(object.mapDecimal.@min > %@)", [Decimal128(123.456)], 0, { $0.object.mapDecimal.min > Decimal128(123.456) }),
        ("(object.mapDecimal.@min < %@)", [Decimal128(123.456)], 0, { $0.object.mapDecimal.min < Decimal128(123.456) }),
        ("(object.mapDecimal.@min >= %@)", [Decimal128(123.456)], 1, { $0.object.mapDecimal.min >= Decimal128(123.456) }),
        ("(object.mapDecimal.@min <= %@)", [Decimal128(123.456)], 1, { $0.object.mapDecimal.min <= Decimal128(123.456) }),
        ("(object.mapOptInt.@min == %@)", [1], 1, { $0.object.mapOptInt.min == 1 }),
        ("(object.mapOptInt.@min == %@)", [5], 0, { $0.object.mapOptInt.min == 5 }),
        ("(object.mapOptInt.@min != %@)", [1], 0, { $0.object.mapOptInt.min != 1 }),
        ("(object.mapOptInt.@min != %@)", [5], 1, { $0.object.mapOptInt.min != 5 }),
        ("(object.mapOptInt.@min > %@)", [1], 0, { $0.object.mapOptInt.min > 1 }),
        ("(object.mapOptInt.@min < %@)", [1], 0, { $0.object.mapOptInt.min < 1 }),
        ("(object.mapOptInt.@min >= %@)", [1], 1, { $0.object.mapOptInt.min >= 1 }),
        ("(object.mapOptInt.@min <= %@)", [1], 1, { $0.object.mapOptInt.min <= 1 }),
        ("(object.mapOptInt8.@min == %@)", [Int8(8)], 1, { $0.object.mapOptInt8.min == Int8(8) }),
        ("(object.mapOptInt8.@min == %@)", [Int8(10)], 0, { $0.object.mapOptInt8.min == Int8(10) }),
        ("(object.mapOptInt8.@min != %@)", [Int8(8)], 0, { $0.object.mapOptInt8.min != Int8(8) }),
        ("(object.mapOptInt8.@min != %@)", [Int8(10)], 1, { $0.object.mapOptInt8.min != Int8(10) }),
        ("(object.mapOptInt8.@min > %@)", [Int8(8)], 0, { $0.object.mapOptInt8.min > Int8(8) }),
        ("(object.mapOptInt8.@min < %@)", [Int8(8)], 0, { $0.object.mapOptInt8.min < Int8(8) }),
        ("(object.mapOptInt8.@min >= %@)", [Int8(8)], 1, { $0.object.mapOptInt8.min >= Int8(8) }),
        ("(object.mapOptInt8.@min <= %@)", [Int8(8)], 1, { $0.object.mapOptInt8.min <= Int8(8) }),
        ("(object.mapOptInt16.@min == %@)", [Int16(16)], 1, { $0.object.mapOptInt16.min == Int16(16) }),
        ("(object.mapOptInt16.@min == %@)", [Int16(18)], 0, { $0.object.mapOptInt16.min == Int16(18) }),
        ("(object.mapOptInt16.@min != %@)", [Int16(16)], 0, { $0.object.mapOptInt16.min != Int16(16) }),
        ("(object.mapOptInt16.@min != %@)", [Int16(18)], 1, { $0.object.mapOptInt16.min != Int16(18) }),
        ("(object.mapOptInt16.@min > %@)", [Int16(16)], 0, { $0.object.mapOptInt16.min > Int16(16) }),
        ("(object.mapOptInt16.@min < %@)", [Int16(16)], 0, { $0.object.mapOptInt16.min < Int16(16) }),
        ("(object.mapOptInt16.@min >= %@)", [Int16(16)], 1, { $0.object.mapOptInt16.min >= Int16(16) }),
        ("(object.mapOptInt16.@min <= %@)", [Int16(16)], 1, { $0.object.mapOptInt16.min <= Int16(16) }),
        ("(object.mapOptInt32.@min == %@)", [Int32(32)], 1, { $0.object.mapOptInt32.min == Int32(32) }),
        ("(object.mapOptInt32.@min == %@)", [Int32(34)], 0, { $0.object.mapOptInt32.min == Int32(34) }),
        ("(object.mapOptInt32.@min != %@)", [Int32(32)], 0, { $0.object.mapOptInt32.min != Int32(32) }),
        ("(object.mapOptInt32.@min != %@)", [Int32(34)], 1, { $0.object.mapOptInt32.min != Int32(34) }),
        ("(object.mapOptInt32.@min > %@)", [Int32(32)], 0, { $0.object.mapOptInt32.min > Int32(32) }),
        ("(object.mapOptInt32.@min < %@)", [Int32(32)], 0, { $0.object.mapOptInt32.min < Int32(32) }),
        ("(object.mapOptInt32.@min >= %@)", [Int32(32)], 1, { $0.object.mapOptInt32.min >= Int32(32) }),
        ("(object.mapOptInt32.@min <= %@)", [Int32(32)], 1, { $0.object.mapOptInt32.min <= Int32(32) }),
        ("(object.mapOptInt64.@min == %@)", [Int64(64)], 1, { $0.object.mapOptInt64.min == Int64(64) }),
        ("(object.mapOptInt64.@min == %@)", [Int64(66)], 0, { $0.object.mapOptInt64.min == Int64(66) }),
        ("(object.mapOptInt64.@min != %@)", [Int64(64)], 0, { $0.object.mapOptInt64.min != Int64(64) }),
        ("(object.mapOptInt64.@min != %@)", [Int64(66)], 1, { $0.object.mapOptInt64.min != Int64(66) }),
        ("(object.mapOptInt64.@min > %@)", [Int64(64)], 0, { $0.object.mapOptInt64.min > Int64(64) }),
        ("(object.mapOptInt64.@min < %@)", [Int64(64)], 0, { $0.object.mapOptInt64.min < Int64(64) }),
        ("(object.mapOptInt64.@min >= %@)", [Int64(64)], 1, { $0.object.mapOptInt64.min >= Int64(64) }),
        ("(object.mapOptInt64.@min <= %@)", [Int64(64)], 1, { $0.object.mapOptInt64.min <= Int64(64) }),
        ("(object.mapOptFloat.@min == %@)", [Float(5.55444333)], 1, { $0.object.mapOptFloat.min == Float(5.55444333) }),
        ("(object.mapOptFloat.@min == %@)", [Float(7.55444333)], 0, { $0.object.mapOptFloat.min == Float(7.55444333) }),
        ("(object.mapOptFloat.@min != %@)", [Float(5.55444333)], 0, { $0.object.mapOptFloat.min != Float(5.55444333) }),
        ("(object.mapOptFloat.@min != %@)", [Float(7.55444333)], 1, { $0.object.mapOptFloat.min != Float(7.55444333) }),
        ("(object.mapOptFloat.@min > %@)", [Float(5.55444333)], 0, { $0.object.mapOptFloat.min > Float(5.55444333) }),
        ("(object.mapOptFloat.@min < %@)", [Float(5.55444333)], 0, { $0.object.mapOptFloat.min < Float(5.55444333) }),
        ("(object.mapOptFloat.@min >= %@)", [Float(5.55444333)], 1, { $0.object.mapOptFloat.min >= Float(5.55444333) }),
        ("(object.mapOptFloat.@min <= %@)", [Float(5.55444333)], 1, { $0.object.mapOptFloat.min <= Float(5.55444333) }),
        ("(object.mapOptDouble.@min == %@)", [123.456], 1, { $0.object.mapOptDouble.min == 123.456 }),
        ("(object.mapOptDouble.@min == %@)", [345.678], 0, { $0.object.mapOptDouble.min == 345.678 }),
        ("(object.mapOptDouble.@min != %@)", [123.456], 0, { $0.object.mapOptDouble.min != 123.456 }),
        ("(object.mapOptDouble.@min != %@)", [345.678], 1, { $0.object.mapOptDouble.min != 345.678 }),
        ("(object.mapOptDouble.@min > %@)", [123.456], 0, { $0.object.mapOptDouble.min > 123.456 }),
        ("(object.mapOptDouble.@min < %@)", [123.456], 0, { $0.object.mapOptDouble.min < 123.456 }),
        ("(object.mapOptDouble.@min >= %@)", [123.456], 1, { $0.object.mapOptDouble.min >= 123.456 }),
        ("(object.mapOptDouble.@min <= %@)", [123.456], 1, { $0.object.mapOptDouble.min <= 123.456 }),
        ("(object.mapOptDecimal.@min == %@)", [Decimal128(123.456)], 1, { $0.object.mapOptDecimal.min == Decimal128(123.456) }),
        ("(object.mapOptDecimal.@min == %@)", [Decimal128(345.678)], 0, { $0.object.mapOptDecimal.min == Decimal128(345.678) }),
        ("(object.mapOptDecimal.@min != %@)", [Decimal128(123.456)], 0, { $0.object.mapOptDecimal.min != Decimal128(123.456) }),
        ("(object.mapOptDecimal.@min != %@)", [Decimal128(345.678)], 1, { $0.object.mapOptDecimal.min != Decimal128(345.678) }),
        ("(object.mapOptDecimal.@min > %@)", [Decimal128(123.456)], 0, { $0.object.mapOptDecimal.min > Decimal128(123.456) }),
        ("(object.mapOptDecimal.@min < %@)", [Decimal128(123.456)], 0, { $0.object.mapOptDecimal.min < Decimal128(123.456) }),
        ("(object.mapOptDecimal.@min >= %@)", [Decimal128(123.456)], 1, { $0.object.mapOptDecimal.min >= Decimal128(123.456) }),
        ("(object.mapOptDecimal.@min <= %@)", [Decimal128(123.456)], 1, { $0.object.mapOptDecimal.min <= Decimal128(123.456) }),
    ]
    for (text, values, count, query) in rowsValues {
        let (built, args) = query(Query<LinkToCollectionsOfValues>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(LinkToCollectionsOfValues.self).where(query).count, count, built)
    }
    let rowsfEnums: [(String, [Any], Int, (Query<LinkToModernCollectionsOfEnums>) -> Query<Bool>)] = [
        ("(object.listInt.@min == %@)", [EnumInt.value1], 1, { $0.object.listInt.min == EnumInt.value1 }),
        ("(object.listInt.@min == %@)", [EnumInt.value3], 0, { $0.object.listInt.min == EnumInt.value3 }),
        ("(object.listInt.@min != %@)", [EnumInt.value1], 0, { $0.object.listInt.min != EnumInt.value1 }),
        ("(object.listInt.@min != %@)", [EnumInt.value3], 1, { $0.object.listInt.min != EnumInt.value3 }),
        ("(object.listInt.@min > %@)", [EnumInt.value1], 0, { $0.object.listInt.min > EnumInt.value1 }),
        ("(object.listInt.@min < %@)", [EnumInt.value1], 0, { $0.object.listInt.min < EnumInt.value1 }),
        ("(object.listInt.@min >= %@)", [EnumInt.value1], 1, { $0.object.listInt.min >= EnumInt.value1 }),
        ("(object.listInt.@min <= %@)", [EnumInt.value1], 1, { $0.object.listInt.min <= EnumInt.value1 }),
        ("(object.listInt8.@min == %@)", [EnumInt8.value1], 1, { $0.object.listInt8.min == EnumInt8.value1 }),
        ("(object.listInt8.@min == %@)", [EnumInt8.value3], 0, { $0.object.listInt8.min == EnumInt8.value3 }),
        ("(object.listInt8.@min != %@)", [EnumInt8.value1], 0, { $0.object.listInt8.min != EnumInt8.value1 }),
        ("(object.listInt8.@min != %@)", [EnumInt8.value3], 1, { $0.object.listInt8.min != EnumInt8.value3 }),
        ("(object.listInt8.@min > %@)", [EnumInt8.value1], 0, { $0.object.listInt8.min > EnumInt8.value1 }),
        ("(object.listInt8.@min < %@)", [EnumInt8.value1], 0, { $0.object.listInt8.min < EnumInt8.value1 }),
        ("(object.listInt8.@min >= %@)", [EnumInt8.value1], 1, { $0.object.listInt8.min >= EnumInt8.value1 }),
        ("(object.listInt8.@min <= %@)", [EnumInt8.value1], 1, { $0.object.listInt8.min <= EnumInt8.value1 }),
        ("(object.listInt16.@min == %@)", [EnumInt16.value1], 1, { $0.object.listInt16.min == EnumInt16.value1 }),
        ("(object.listInt16.@min == %@)", [EnumInt16.value3], 0, { $0.object.listInt16.min == EnumInt16.value3 }),
        ("(object.listInt16.@min != %@)", [EnumInt16.value1], 0, { $0.object.listInt16.min != EnumInt16.value1 }),
        ("(object.listInt16.@min != %@)", [EnumInt16.value3], 1, { $0.object.listInt16.min != EnumInt16.value3 }),
        ("(object.listInt16.@min > %@)", [EnumInt16.value1], 0, { $0.object.listInt16.min > EnumInt16.value1 }),
        ("(object.listInt16.@min < %@)", [EnumInt16.value1], 0, { $0.object.listInt16.min < EnumInt16.value1 }),
        ("(object.listInt16.@min >= %@)", [EnumInt16.value1], 1, { $0.object.listInt16.min >= EnumInt16.value1 }),
        ("(object.listInt16.@min <= %@)", [EnumInt16.value1], 1, { $0.object.listInt16.min <= EnumInt16.value1 }),
        ("(object.listInt32.@min == %@)", [EnumInt32.value1], 1, { $0.object.listInt32.min == EnumInt32.value1 }),
        ("(object.listInt32.@min == %@)", [EnumInt32.value3], 0, { $0.object.listInt32.min == EnumInt32.value3 }),
        ("(object.listInt32.@min != %@)", [EnumInt32.value1], 0, { $0.object.listInt32.min != EnumInt32.value1 }),
        ("(object.listInt32.@min != %@)", [EnumInt32.value3], 1, { $0.object.listInt32.min != EnumInt32.value3 }),
        ("(object.listInt32.@min > %@)", [EnumInt32.value1], 0, { $0.object.listInt32.min > EnumInt32.value1 }),
        ("(object.listInt32.@min < %@)", [EnumInt32.value1], 0, { $0.object.listInt32.min < EnumInt32.value1 }),
        ("(object.listInt32.@min >= %@)", [EnumInt32.value1], 1, { $0.object.listInt32.min >= EnumInt32.value1 }),
        ("(object.listInt32.@min <= %@)", [EnumInt32.value1], 1, { $0.object.listInt32.min <= EnumInt32.value1 }),
        ("(object.listInt64.@min == %@)", [EnumInt64.value1], 1, { $0.object.listInt64.min == EnumInt64.value1 }),
        ("(object.listInt64.@min == %@)", [EnumInt64.value3], 0, { $0.object.listInt64.min == EnumInt64.value3 }),
        ("(object.listInt64.@min != %@)", [EnumInt64.value1], 0, { $0.object.listInt64.min != EnumInt64.value1 }),
        ("(object.listInt64.@min != %@)", [EnumInt64.value3], 1, { $0.object.listInt64.min != EnumInt64.value3 }),
        ("(object.listInt64.@min > %@)", [EnumInt64.value1], 0, { $0.object.listInt64.min > EnumInt64.value1 }),
        ("(object.listInt64.@min < %@)", [EnumInt64.value1], 0, { $0.object.listInt64.min < EnumInt64.value1 }),
        ("(object.listInt64.@min >= %@)", [EnumInt64.value1], 1, { $0.object.listInt64.min >= EnumInt64.value1 }),
        ("(object.listInt64.@min <= %@)", [EnumInt64.value1], 1, { $0.object.listInt64.min <= EnumInt64.value1 }),
        ("(object.listDouble.@min == %@)", [EnumDouble.value1], 1, { $0.object.listDouble.min == EnumDouble.value1 }),
        ("(object.listDouble.@min == %@)", [EnumDouble.value3], 0, { $0.object.listDouble.min == EnumDouble.value3 }),
        ("(object.listDouble.@min != %@)", [EnumDouble.value1], 0, { $0.object.listDouble.min != EnumDouble.value1 }),
        ("(object.listDouble.@min != %@)", [EnumDouble.value3], 1, { $0.object.listDouble.min != EnumDouble.value3 }),
        ("(object.listDouble.@min > %@)", [EnumDouble.value1], 0, { $0.object.listDouble.min > EnumDouble.value1 }),
        ("(object.listDouble.@min < %@)", [EnumDouble.value1], 0, { $0.object.listDouble.min < EnumDouble.value1 }),
        ("(object.listDouble.@min >= %@)", [EnumDouble.value1], 1, { $0.object.listDouble.min >= EnumDouble.value1 }),
        ("(object.listDouble.@min <= %@)", [EnumDouble.value1], 1, { $0.object.listDouble.min <= EnumDouble.value1 }),
        ("(object.listIntOpt.@min == %@)", [EnumInt.value1], 1, { $0.object.listIntOpt.min == EnumInt.value1 }),
        ("(object.listIntOpt.@min == %@)", [EnumInt.value3], 0, { $0.object.listIntOpt.min == EnumInt.value3 }),
        ("(object.listIntOpt.@min != %@)", [EnumInt.value1], 0, { $0.object.listIntOpt.min != EnumInt.value1 }),
        ("(object.listIntOpt.@min != %@)", [EnumInt.value3], 1, { $0.object.listIntOpt.min != EnumInt.value3 }),
        ("(object.listIntOpt.@min > %@)", [EnumInt.value1], 0, { $0.object.listIntOpt.min > EnumInt.value1 }),
        ("(object.listIntOpt.@min < %@)", [EnumInt.value1], 0, { $0.object.listIntOpt.min < EnumInt.value1 }),
        ("(object.listIntOpt.@min >= %@)", [EnumInt.value1], 1, { $0.object.listIntOpt.min >= EnumInt.value1 }),
        ("(object.listIntOpt.@min <= %@)", [EnumInt.value1], 1, { $0.object.listIntOpt.min <= EnumInt.value1 }),
        ("(object.listInt8Opt.@min == %@)", [EnumInt8.value1], 1, { $0.object.listInt8Opt.min == EnumInt8.value1 }),
        ("(object.listInt8Opt.@min == %@)", [EnumInt8.value3], 0, { $0.object.listInt8Opt.min == EnumInt8.value3 }),
        ("(object.listInt8Opt.@min != %@)", [EnumInt8.value1], 0, { $0.object.listInt8Opt.min != EnumInt8.value1 }),
        ("(object.listInt8Opt.@min != %@)", [EnumInt8.value3], 1, { $0.object.listInt8Opt.min != EnumInt8.value3 }),
        ("(object.listInt8Opt.@min > %@)", [EnumInt8.value1], 0, { $0.object.listInt8Opt.min > EnumInt8.value1 }),
        ("(object.listInt8Opt.@min < %@)", [EnumInt8.value1], 0, { $0.object.listInt8Opt.min < EnumInt8.value1 }),
        ("(object.listInt8Opt.@min >= %@)", [EnumInt8.value1], 1, { $0.object.listInt8Opt.min >= EnumInt8.value1 }),
        ("(object.listInt8Opt.@min <= %@)", [EnumInt8.value1], 1, { $0.object.listInt8Opt.min <= EnumInt8.value1 }),
        ("(object.listInt16Opt.@min == %@)", [EnumInt16.value1], 1, { $0.object.listInt16Opt.min == EnumInt16.value1 }),
        ("(object.listInt16Opt.@min == %@)", [EnumInt16.value3], 0, { $0.object.listInt16Opt.min == EnumInt16.value3 }),
        ("(object.listInt16Opt.@min != %@)", [EnumInt16.value1], 0, { $0.object.listInt16Opt.min != EnumInt16.value1 }),
        ("(object.listInt16Opt.@min != %@)", [EnumInt16.value3], 1, { $0.object.listInt16Opt.min != EnumInt16.value3 }),
        ("(object.listInt16Opt.@min > %@)", [EnumInt16.value1], 0, { $0.object.listInt16Opt.min > EnumInt16.value1 }),
        ("(object.listInt16Opt.@min < %@)", [EnumInt16.value1], 0, { $0.object.listInt16Opt.min < EnumInt16.value1 }),
        ("(object.listInt16Opt.@min >= %@)", [EnumInt16.value1], 1, { $0.object.listInt16Opt.min >= EnumInt16.value1 }),
        ("(object.listInt16Opt.@min <= %@)", [EnumInt16.value1], 1, { $0.object.listInt16Opt.min <= EnumInt16.value1 }),
        ("(object.listInt32Opt.@min == %@)", [EnumInt32.value1], 1, { $0.object.listInt32Opt.min == EnumInt32.value1 }),
        ("(object.listInt32Opt.@min == %@)", [EnumInt32.value3], 0, { $0.object.listInt32Opt.min == EnumInt32.value3 }),
        ("(object.listInt32Opt.@min != %@)", [EnumInt32.value1], 0, { $0.object.listInt32Opt.min != EnumInt32.value1 }),
        ("(object.listInt32Opt.@min != %@)", [EnumInt32.value3], 1, { $0.object.listInt32Opt.min != EnumInt32.value3 }),
        ("(object.listInt32Opt.@min > %@)", [EnumInt32.value1], 0, { $0.object.listInt32Opt.min > EnumInt32.value1 }),
        ("(object.listInt32Opt.@min < %@)", [EnumInt32.value1], 0, { $0.object.listInt32Opt.min < EnumInt32.value1 }),
        ("(object.listInt32Opt.@min >= %@)", [EnumInt32.value1], 1, { $0.object.listInt32Opt.min >= EnumInt32.value1 }),
        ("(object.listInt32Opt.@min <= %@)", [EnumInt32.value1], 1, { $0.object.listInt32Opt.min <= EnumInt32.value1 }),
        ("(object.listInt64Opt.@min == %@)", [EnumInt64.value1], 1, { $0.object.listInt64Opt.min == EnumInt64.value1 }),
        ("(object.listInt64Opt.@min == %@)", [EnumInt64.value3], 0, { $0.object.listInt64Opt.min == EnumInt64.value3 }),
        ("(object.listInt64Opt.@min != %@)", [EnumInt64.value1], 0, { $0.object.listInt64Opt.min != EnumInt64.value1 }),
        ("(object.listInt64Opt.@min != %@)", [EnumInt64.value3], 1, { $0.object.listInt64Opt.min != EnumInt64.value3 }),
        ("(object.listInt64Opt.@min > %@)", [EnumInt64.value1], 0, { $0.object.listInt64Opt.min > EnumInt64.value1 }),
        ("(object.listInt64Opt.@min < %@)", [EnumInt64.value1], 0, { $0.object.listInt64Opt.min < EnumInt64.value1 }),
        ("(object.listInt64Opt.@min >= %@)", [EnumInt64.value1], 1, { $0.object.listInt64Opt.min >= EnumInt64.value1 }),
        ("(object.listInt64Opt.@min <= %@)", [EnumInt64.value1], 1, { $0.object.listInt64Opt.min <= EnumInt64.value1 }),
        ("(object.listDoubleOpt.@min == %@)", [EnumDouble.value1], 1, { $0.object.listDoubleOpt.min == EnumDouble.value1 }),
        ("(object.listDoubleOpt.@min == %@)", [EnumDouble.value3], 0, { $0.object.listDoubleOpt.min == EnumDouble.value3 }),
        ("(object.listDoubleOpt.@min != %@)", [EnumDouble.value1], 0, { $0.object.listDoubleOpt.min != EnumDouble.value1 }),
        ("(object.listDoubleOpt.@min != %@)", [EnumDouble.value3], 1, { $0.object.listDoubleOpt.min != EnumDouble.value3 }),
        ("(object.listDoubleOpt.@min > %@)", [EnumDouble.value1], 0, { $0.object.listDoubleOpt.min > EnumDouble.value1 }),
        ("(object.listDoubleOpt.@min < %@)", [EnumDouble.value1], 0, { $0.object.listDoubleOpt.min < EnumDouble.value1 }),
        ("(object.listDoubleOpt.@min >= %@)", [EnumDouble.value1], 1, { $0.object.listDoubleOpt.min >= EnumDouble.value1 }),
        ("(object.listDoubleOpt.@min <= %@)", [EnumDouble.value1], 1, { $0.object.listDoubleOpt.min <= EnumDouble.value1 }),
        ("(object.setInt.@min == %@)", [EnumInt.value1], 1, { $0.object.setInt.min == EnumInt.value1 }),
        ("(object.setInt.@min == %@)", [EnumInt.value3], 0, { $0.object.setInt.min == EnumInt.value3 }),
        ("(object.setInt.@min != %@)", [EnumInt.value1], 0, { $0.object.setInt.min != EnumInt.value1 }),
        ("(object.setInt.@min != %@)", [EnumInt.value3], 1, { $0.object.setInt.min != EnumInt.value3 }),
        ("(object.setInt.@min > %@)", [EnumInt.value1], 0, { $0.object.setInt.min > EnumInt.value1 }),
        ("(object.setInt.@min < %@)", [EnumInt.value1], 0, { $0.object.setInt.min < EnumInt.value1 }),
        ("(object.setInt.@min >= %@)", [EnumInt.value1], 1, { $0.object.setInt.min >= EnumInt.value1 }),
        ("(object.setInt.@min <= %@)", [EnumInt.value1], 1, { $0.object.setInt.min <= EnumInt.value1 }),
        ("(object.setInt8.@min == %@)", [EnumInt8.value1], 1, { $0.object.setInt8.min == EnumInt8.value1 }),
        ("(object.setInt8.@min == %@)", [EnumInt8.value3], 0, { $0.object.setInt8.min == EnumInt8.value3 }),
        ("(object.setInt8.@min != %@)", [EnumInt8.value1], 0, { $0.object.setInt8.min != EnumInt8.value1 }),
        ("(object.setInt8.@min != %@)", [EnumInt8.value3], 1, { $0.object.setInt8.min != EnumInt8.value3 }),
        ("(object.setInt8.@min > %@)", [EnumInt8.value1], 0, { $0.object.setInt8.min > EnumInt8.value1 }),
        ("(object.setInt8.@min < %@)", [EnumInt8.value1], 0, { $0.object.setInt8.min < EnumInt8.value1 }),
        ("(object.setInt8.@min >= %@)", [EnumInt8.value1], 1, { $0.object.setInt8.min >= EnumInt8.value1 }),
        ("(object.setInt8.@min <= %@)", [EnumInt8.value1], 1, { $0.object.setInt8.min <= EnumInt8.value1 }),
        ("(object.setInt16.@min == %@)", [EnumInt16.value1], 1, { $0.object.setInt16.min == EnumInt16.value1 }),
        ("(object.setInt16.@min == %@)", [EnumInt16.value3], 0, { $0.object.setInt16.min == EnumInt16.value3 }),
        ("(object.setInt16.@min != %@)", [EnumInt16.value1], 0, { $0.object.setInt16.min != EnumInt16.value1 }),
        ("(object.setInt16.@min != %@)", [EnumInt16.value3], 1, { $0.object.setInt16.min != EnumInt16.value3 }),
        ("(object.setInt16.@min > %@)", [EnumInt16.value1], 0, { $0.object.setInt16.min > EnumInt16.value1 }),
        ("(object.setInt16.@min < %@)", [EnumInt16.value1], 0, { $0.object.setInt16.min < EnumInt16.value1 }),
        ("(object.setInt16.@min >= %@)", [EnumInt16.value1], 1, { $0.object.setInt16.min >= EnumInt16.value1 }),
        ("(object.setInt16.@min <= %@)", [EnumInt16.value1], 1, { $0.object.setInt16.min <= EnumInt16.value1 }),
        ("(object.setInt32.@min == %@)", [EnumInt32.value1], 1, { $0.object.setInt32.min == EnumInt32.value1 }),
        ("(object.setInt32.@min == %@)", [EnumInt32.value3], 0, { $0.object.setInt32.min == EnumInt32.value3 }),
        ("(object.setInt32.@min != %@)", [EnumInt32.value1], 0, { $0.object.setInt32.min != EnumInt32.value1 }),
        ("(object.setInt32.@min != %@)", [EnumInt32.value3], 1, { $0.object.setInt32.min != EnumInt32.value3 }),
        ("(object.setInt32.@min > %@)", [EnumInt32.value1], 0, { $0.object.setInt32.min > EnumInt32.value1 }),
        ("(object.setInt32.@min < %@)", [EnumInt32.value1], 0, { $0.object.setInt32.min < EnumInt32.value1 }),
        ("(object.setInt32.@min >= %@)", [EnumInt32.value1], 1, { $0.object.setInt32.min >= EnumInt32.value1 }),
        ("(object.setInt32.@min <= %@)", [EnumInt32.value1], 1, { $0.object.setInt32.min <= EnumInt32.value1 }),
        ("(object.setInt64.@min == %@)", [EnumInt64.value1], 1, { $0.object.setInt64.min == EnumInt64.value1 }),
        ("(object.setInt64.@min == %@)", [EnumInt64.value3], 0, { $0.object.setInt64.min == EnumInt64.value3 }),
        ("(object.setInt64.@min != %@)", [EnumInt64.value1], 0, { $0.object.setInt64.min != EnumInt64.value1 }),
        ("(object.setInt64.@min != %@)", [EnumInt64.value3], 1, { $0.object.setInt64.min != EnumInt64.value3 }),
        ("(object.setInt64.@min > %@)", [EnumInt64.value1], 0, { $0.object.setInt64.min > EnumInt64.value1 }),
        ("(object.setInt64.@min < %@)", [EnumInt64.value1], 0, { $0.object.setInt64.min < EnumInt64.value1 }),
        ("(object.setInt64.@min >= %@)", [EnumInt64.value1], 1, { $0.object.setInt64.min >= EnumInt64.value1 }),
        ("(object.setInt64.@min <= %@)", [EnumInt64.value1], 1, { $0.object.setInt64.min <= EnumInt64.value1 }),
        ("(object.setDouble.@min == %@)", [EnumDouble.value1], 1, { $0.object.setDouble.min == EnumDouble.value1 }),
        ("(object.setDouble.@min == %@)", [EnumDouble.value3], 0, { $0.object.setDouble.min == EnumDouble.value3 }),
        ("(object.setDouble.@min != %@)", [EnumDouble.value1], 0, { $0.object.setDouble.min != EnumDouble.value1 }),
        ("(object.setDouble.@min != %@)", [EnumDouble.value3], 1, { $0.object.setDouble.min != EnumDouble.value3 }),
        ("(object.setDouble.@min > %@)", [EnumDouble.value1], 0, { $0.object.setDouble.min > EnumDouble.value1 }),
        ("(object.setDouble.@min < %@)", [EnumDouble.value1], 0, { $0.object.setDouble.min < EnumDouble.value1 }),
        ("(object.setDouble.@min >= %@)", [EnumDouble.value1], 1, { $0.object.setDouble.min >= EnumDouble.value1 }),
        ("(object.setDouble.@min <= %@)", [EnumDouble.value1], 1, { $0.object.setDouble.min <= EnumDouble.value1 }),
        ("(object.setIntOpt.@min == %@)", [EnumInt.value1], 1, { $0.object.setIntOpt.min == EnumInt.value1 }),
        ("(object.setIntOpt.@min == %@)", [EnumInt.value3], 0, { $0.object.setIntOpt.min == EnumInt.value3 }),
        ("(object.setIntOpt.@min != %@)", [EnumInt.value1], 0, { $0.object.setIntOpt.min != EnumInt.value1 }),
        ("(object.setIntOpt.@min != %@)", [EnumInt.value3], 1, { $0.object.setIntOpt.min != EnumInt.value3 }),
        ("(object.setIntOpt.@min > %@)", [EnumInt.value1], 0, { $0.object.setIntOpt.min > EnumInt.value1 }),
        ("(object.setIntOpt.@min < %@)", [EnumInt.value1], 0, { $0.object.setIntOpt.min < EnumInt.value1 }),
        ("(object.setIntOpt.@min >= %@)", [EnumInt.value1], 1, { $0.object.setIntOpt.min >= EnumInt.value1 }),
        ("(object.setIntOpt.@min <= %@)", [EnumInt.value1], 1, { $0.object.setIntOpt.min <= EnumInt.value1 }),
        ("(object.setInt8Opt.@min == %@)", [EnumInt8.value1], 1, { $0.object.setInt8Opt.min == EnumInt8.value1 }),
        ("(object.setInt8Opt.@min == %@)", [EnumInt8.value3], 0, { $0.object.setInt8Opt.min == EnumInt8.value3 }),
        ("(object.setInt8Opt.@min != %@)", [EnumInt8.value1], 0, { $0.object.setInt8Opt.min != EnumInt8.value1 }),
        ("(object.setInt8Opt.@min != %@)", [EnumInt8.value3], 1, { $0.object.setInt8Opt.min != EnumInt8.value3 }),
        ("(object.setInt8Opt.@min > %@)", [EnumInt8.value1], 0, { $0.object.setInt8Opt.min > EnumInt8.value1 }),
        ("(object.setInt8Opt.@min < %@)", [EnumInt8.value1], 0, { $0.object.setInt8Opt.min < EnumInt8.value1 }),
        ("(object.setInt8Opt.@min >= %@)", [EnumInt8.value1], 1, { $0.object.setInt8Opt.min >= EnumInt8.value1 }),
        ("(object.setInt8Opt.@min <= %@)", [EnumInt8.value1], 1, { $0.object.setInt8Opt.min <= EnumInt8.value1 }),
        ("(object.setInt16Opt.@min == %@)", [EnumInt16.value1], 1, { $0.object.setInt16Opt.min == EnumInt16.value1 }),
        ("(object.setInt16Opt.@min == %@)", [EnumInt16.value3], 0, { $0.object.setInt16Opt.min == EnumInt16.value3 }),
        ("(object.setInt16Opt.@min != %@)", [EnumInt16.value1], 0, { $0.object.setInt16Opt.min != EnumInt16.value1 }),
        ("(object.setInt16Opt.@min != %@)", [EnumInt16.value3], 1, { $0.object.setInt16Opt.min != EnumInt16.value3 }),
        ("(object.setInt16Opt.@min > %@)", [EnumInt16.value1], 0, { $0.object.setInt16Opt.min > EnumInt16.value1 }),
        ("(object.setInt16Opt.@min < %@)", [EnumInt16.value1], 0, { $0.object.setInt16Opt.min < EnumInt16.value1 }),
        ("(object.setInt16Opt.@min >= %@)", [EnumInt16.value1], 1, { $0.object.setInt16Opt.min >= EnumInt16.value1 }),
        ("(object.setInt16Opt.@min <= %@)", [EnumInt16.value1], 1, { $0.object.setInt16Opt.min <= EnumInt16.value1 }),
        ("(object.setInt32Opt.@min == %@)", [EnumInt32.value1], 1, { $0.object.setInt32Opt.min == EnumInt32.value1 }),
        ("(object.setInt32Opt.@min == %@)", [EnumInt32.value3], 0, { $0.object.setInt32Opt.min == EnumInt32.value3 }),
        ("(object.setInt32Opt.@min != %@)", [EnumInt32.value1], 0, { $0.object.setInt32Opt.min != EnumInt32.value1 }),
        ("(object.setInt32Opt.@min != %@)", [EnumInt32.value3], 1, { $0.object.setInt32Opt.min != EnumInt32.value3 }),
        ("(object.setInt32Opt.@min > %@)", [EnumInt32.value1], 0, { $0.object.setInt32Opt.min > EnumInt32.value1 }),
        ("(object.setInt32Opt.@min < %@)", [EnumInt32.value1], 0, { $0.object.setInt32Opt.min < EnumInt32.value1 }),
        ("(object.setInt32Opt.@min >= %@)", [EnumInt32.value1], 1, { $0.object.setInt32Opt.min >= EnumInt32.value1 }),
        ("(object.setInt32Opt.@min <= %@)", [EnumInt32.value1], 1, { $0.object.setInt32Opt.min <= EnumInt32.value1 }),
        ("(object.setInt64Opt.@min == %@)", [EnumInt64.value1], 1, { $0.object.setInt64Opt.min == EnumInt64.value1 }),
        ("(object.setInt64Opt.@min == %@)", [EnumInt64.value3], 0, { $0.object.setInt64Opt.min == EnumInt64.value3 }),
        ("(object.setInt64Opt.@min != %@)", [EnumInt64.value1], 0, { $0.object.setInt64Opt.min != EnumInt64.value1 }),
        ("(object.setInt64Opt.@min != %@)", [EnumInt64.value3], 1, { $0.object.setInt64Opt.min != EnumInt64.value3 }),
        ("(object.setInt64Opt.@min > %@)", [EnumInt64.value1], 0, { $0.object.setInt64Opt.min > EnumInt64.value1 }),
        ("(object.setInt64Opt.@min < %@)", [EnumInt64.value1], 0, { $0.object.setInt64Opt.min < EnumInt64.value1 }),
        ("(object.setInt64Opt.@min >= %@)", [EnumInt64.value1], 1, { $0.object.setInt64Opt.min >= EnumInt64.value1 }),
        ("(object.setInt64Opt.@min <= %@)", [EnumInt64.value1], 1, { $0.object.setInt64Opt.min <= EnumInt64.value1 }),
        ("(object.setDoubleOpt.@min == %@)", [EnumDouble.value1], 1, { $0.object.setDoubleOpt.min == EnumDouble.value1 }),
        ("(object.setDoubleOpt.@min == %@)", [EnumDouble.value3], 0, { $0.object.setDoubleOpt.min == EnumDouble.value3 }),
        ("(object.setDoubleOpt.@min != %@)", [EnumDouble.value1], 0, { $0.object.setDoubleOpt.min != EnumDouble.value1 }),
        ("(object.setDoubleOpt.@min != %@)", [EnumDouble.value3], 1, { $0.object.setDoubleOpt.min != EnumDouble.value3 }),
        ("(object.setDoubleOpt.@min > %@)", [EnumDouble.value1], 0, { $0.object.setDoubleOpt.min > EnumDouble.value1 }),
        ("(object.setDoubleOpt.@min < %@)", [EnumDouble.value1], 0, { $0.object.setDoubleOpt.min < EnumDouble.value1 }),
        ("(object.setDoubleOpt.@min >= %@)", [EnumDouble.value1], 1, { $0.object.setDoubleOpt.min >= EnumDouble.value1 }),
        ("(object.setDoubleOpt.@min <= %@)", [EnumDouble.value1], 1, { $0.object.setDoubleOpt.min <= EnumDouble.value1 }),
        ("(object.mapInt.@min == %@)", [EnumInt.value1], 1, { $0.object.mapInt.min == EnumInt.value1 }),
        ("(object.mapInt.@min == %@)", [EnumInt.value3], 0, { $0.object.mapInt.min == EnumInt.value3 }),
        ("(object.mapInt.@min != %@)", [EnumInt.value1], 0, { $0.object.mapInt.min != EnumInt.value1 }),
        ("(object.mapInt.@min != %@)", [EnumInt.value3], 1, { $0.object.mapInt.min != EnumInt.value3 }),
        ("(object.mapInt.@min > %@)", [EnumInt.value1], 0, { $0.object.mapInt.min > EnumInt.value1 }),
        ("(object.mapInt.@min < %@)", [EnumInt.value1], 0, { $0.object.mapInt.min < EnumInt.value1 }),
        ("(object.mapInt.@min >= %@)", [EnumInt.value1], 1, { $0.object.mapInt.min >= EnumInt.value1 }),
        ("(object.mapInt.@min <= %@)", [EnumInt.value1], 1, { $0.object.mapInt.min <= EnumInt.value1 }),
        ("(object.mapInt8.@min == %@)", [EnumInt8.value1], 1, { $0.object.mapInt8.min == EnumInt8.value1 }),
        ("(object.mapInt8.@min == %@)", [EnumInt8.value3], 0, { $0.object.mapInt8.min == EnumInt8.value3 }),
        ("(object.mapInt8.@min != %@)", [EnumInt8.value1], 0, { $0.object.mapInt8.min != EnumInt8.value1 }),
        ("(object.mapInt8.@min != %@)", [EnumInt8.value3], 1, { $0.object.mapInt8.min != EnumInt8.value3 }),
        ("(object.mapInt8.@min > %@)", [EnumInt8.value1], 0, { $0.object.mapInt8.min > EnumInt8.value1 }),
        ("(object.mapInt8.@min < %@)", [EnumInt8.value1], 0, { $0.object.mapInt8.min < EnumInt8.value1 }),
        ("(object.mapInt8.@min >= %@)", [EnumInt8.value1], 1, { $0.object.mapInt8.min >= EnumInt8.value1 }),
        ("(object.mapInt8.@min <= %@)", [EnumInt8.value1], 1, { $0.object.mapInt8.min <= EnumInt8.value1 }),
        ("(object.mapInt16.@min == %@)", [EnumInt16.value1], 1, { $0.object.mapInt16.min == EnumInt16.value1 }),
        ("(object.mapInt16.@min == %@)", [EnumInt16.value3], 0, { $0.object.mapInt16.min == EnumInt16.value3 }),
        ("(object.mapInt16.@min != %@)", [EnumInt16.value1], 0, { $0.object.mapInt16.min != EnumInt16.value1 }),
        ("(object.mapInt16.@min != %@)", [EnumInt16.value3], 1, { $0.object.mapInt16.min != EnumInt16.value3 }),
        ("(object.mapInt16.@min > %@)", [EnumInt16.value1], 0, { $0.object.mapInt16.min > EnumInt16.value1 }),
        ("(object.mapInt16.@min < %@)", [EnumInt16.value1], 0, { $0.object.mapInt16.min < EnumInt16.value1 }),
        ("(object.mapInt16.@min >= %@)", [EnumInt16.value1], 1, { $0.object.mapInt16.min >= EnumInt16.value1 }),
        ("(object.mapInt16.@min <= %@)", [EnumInt16.value1], 1, { $0.object.mapInt16.min <= EnumInt16.value1 }),
        ("(object.mapInt32.@min == %@)", [EnumInt32.value1], 1, { $0.object.mapInt32.min == EnumInt32.value1 }),
        ("(object.mapInt32.@min == %@)", [EnumInt32.value3], 0, { $0.object.mapInt32.min == EnumInt32.value3 }),
        ("(object.mapInt32.@min != %@)", [EnumInt32.value1], 0, { $0.object.mapInt32.min != EnumInt32.value1 }),
        ("(object.mapInt32.@min != %@)", [EnumInt32.value3], 1, { $0.object.mapInt32.min != EnumInt32.value3 }),
        ("(object.mapInt32.@min > %@)", [EnumInt32.value1], 0, { $0.object.mapInt32.min > EnumInt32.value1 }),
        ("(object.mapInt32.@min < %@)", [EnumInt32.value1], 0, { $0.object.mapInt32.min < EnumInt32.value1 }),
        ("(object.mapInt32.@min >= %@)", [EnumInt32.value1], 1, { $0.object.mapInt32.min >= EnumInt32.value1 }),
        ("(object.mapInt32.@min <= %@)", [EnumInt32.value1], 1, { $0.object.mapInt32.min <= EnumInt32.value1 }),
        ("(object.mapInt64.@min == %@)", [EnumInt64.value1], 1, { $0.object.mapInt64.min == EnumInt64.value1 }),
        ("(object.mapInt64.@min == %@)", [EnumInt64.value3], 0, { $0.object.mapInt64.min == EnumInt64.value3 }),
        ("(object.mapInt64.@min != %@)", [EnumInt64.value1], 0, { $0.object.mapInt64.min != EnumInt64.value1 }),
        ("(object.mapInt64.@min != %@)", [EnumInt64.value3], 1, { $0.object.mapInt64.min != EnumInt64.value3 }),
        ("(object.mapInt64.@min > %@)", [EnumInt64.value1], 0, { $0.object.mapInt64.min > EnumInt64.value1 }),
        ("(object.mapInt64.@min < %@)", [EnumInt64.value1], 0, { $0.object.mapInt64.min < EnumInt64.value1 }),
        ("(object.mapInt64.@min >= %@)", [EnumInt64.value1], 1, { $0.object.mapInt64.min >= EnumInt64.value1 }),
        ("(object.mapInt64.@min <= %@)", [EnumInt64.value1], 1, { $0.object.mapInt64.min <= EnumInt64.value1 }),
        ("(object.mapDouble.@min == %@)", [EnumDouble.value1], 1, { $0.object.mapDouble.min == EnumDouble.value1 }),
        ("(object.mapDouble.@min == %@)", [EnumDouble.value3], 0, { $0.object.mapDouble.min == EnumDouble.value3 }),
        ("(object.mapDouble.@min != %@)", [EnumDouble.value1], 0, { $0.object.mapDouble.min != EnumDouble.value1 }),
        ("(object.mapDouble.@min != %@)", [EnumDouble.value3], 1, { $0.object.mapDouble.min != EnumDouble.value3 }),
        ("(object.mapDouble.@min > %@)", [EnumDouble.value1], 0, { $0.object.mapDouble.min > EnumDouble.value1 }),
        ("(object.mapDouble.@min < %@)", [EnumDouble.value1], 0, { $0.object.mapDouble.min < EnumDouble.value1 }),
        ("(object.mapDouble.@min >= %@)", [EnumDouble.value1], 1, { $0.object.mapDouble.min >= EnumDouble.value1 }),
        ("(object.mapDouble.@min <= %@)", [EnumDouble.value1], 1, { $0.object.mapDouble.min <= EnumDouble.value1 }),
        ("(object.mapIntOpt.@min == %@)", [EnumInt.value1], 1, { $0.object.mapIntOpt.min == EnumInt.value1 }),
        ("(object.mapIntOpt.@min == %@)", [EnumInt.value3], 0, { $0.object.mapIntOpt.min == EnumInt.value3 }),
        ("(object.mapIntOpt.@min != %@)", [EnumInt.value1], 0, { $0.object.mapIntOpt.min != EnumInt.value1 }),
        ("(object.mapIntOpt.@min != %@)", [EnumInt.value3], 1, { $0.object.mapIntOpt.min != EnumInt.value3 }),
        ("(object.mapIntOpt.@min > %@)", [EnumInt.value1], 0, { $0.object.mapIntOpt.min > EnumInt.value1 }),
        ("(object.mapIntOpt.@min < %@)", [EnumInt.value1], 0, { $0.object.mapIntOpt.min < EnumInt.value1 }),
        ("(object.mapIntOpt.@min >= %@)", [EnumInt.value1], 1, { $0.object.mapIntOpt.min >= EnumInt.value1 }),
        ("(object.mapIntOpt.@min <= %@)", [EnumInt.value1], 1, { $0.object.mapIntOpt.min <= EnumInt.value1 }),
        ("(object.mapInt8Opt.@min == %@)", [EnumInt8.value1], 1, { $0.object.mapInt8Opt.min == EnumInt8.value1 }),
        ("(object.mapInt8Opt.@min == %@)", [EnumInt8.value3], 0, { $0.object.mapInt8Opt.min == EnumInt8.value3 }),
        ("(object.mapInt8Opt.@min != %@)", [EnumInt8.value1], 0, { $0.object.mapInt8Opt.min != EnumInt8.value1 }),
        ("(object.mapInt8Opt.@min != %@)", [EnumInt8.value3], 1, { $0.object.mapInt8Opt.min != EnumInt8.value3 }),
        ("(object.mapInt8Opt.@min > %@)", [EnumInt8.value1], 0, { $0.object.mapInt8Opt.min > EnumInt8.value1 }),
        ("(object.mapInt8Opt.@min < %@)", [EnumInt8.value1], 0, { $0.object.mapInt8Opt.min < EnumInt8.value1 }),
        ("(object.mapInt8Opt.@min >= %@)", [EnumInt8.value1], 1, { $0.object.mapInt8Opt.min >= EnumInt8.value1 }),
        ("(object.mapInt8Opt.@min <= %@)", [EnumInt8.value1], 1, { $0.object.mapInt8Opt.min <= EnumInt8.value1 }),
        ("(object.mapInt16Opt.@min == %@)", [EnumInt16.value1], 1, { $0.object.mapInt16Opt.min == EnumInt16.value1 }),
        ("(object.mapInt16Opt.@min == %@)", [EnumInt16.value3], 0, { $0.object.mapInt16Opt.min == EnumInt16.value3 }),
        ("(object.mapInt16Opt.@min != %@)", [EnumInt16.value1], 0, { $0.object.mapInt16Opt.min != EnumInt16.value1 }),
        ("(object.mapInt16Opt.@min != %@)", [EnumInt16.value3], 1, { $0.object.mapInt16Opt.min != EnumInt16.value3 }),
        ("(object.mapInt16Opt.@min > %@)", [EnumInt16.value1], 0, { $0.object.mapInt16Opt.min > EnumInt16.value1 }),
        ("(object.mapInt16Opt.@min < %@)", [EnumInt16.value1], 0, { $0.object.mapInt16Opt.min < EnumInt16.value1 }),
        ("(object.mapInt16Opt.@min >= %@)", [EnumInt16.value1], 1, { $0.object.mapInt16Opt.min >= EnumInt16.value1 }),
        ("(object.mapInt16Opt.@min <= %@)", [EnumInt16.value1], 1, { $0.object.mapInt16Opt.min <= EnumInt16.value1 }),
        ("(object.mapInt32Opt.@min == %@)", [EnumInt32.value1], 1, { $0.object.mapInt32Opt.min == EnumInt32.value1 }),
        ("(object.mapInt32Opt.@min == %@)", [EnumInt32.value3], 0, { $0.object.mapInt32Opt.min == EnumInt32.value3 }),
        ("(object.mapInt32Opt.@min != %@)", [EnumInt32.value1], 0, { $0.object.mapInt32Opt.min != EnumInt32.value1 }),
        ("(object.mapInt32Opt.@min != %@)", [EnumInt32.value3], 1, { $0.object.mapInt32Opt.min != EnumInt32.value3 }),
        ("(object.mapInt32Opt.@min > %@)", [EnumInt32.value1], 0, { $0.object.mapInt32Opt.min > EnumInt32.value1 }),
        ("(object.mapInt32Opt.@min < %@)", [EnumInt32.value1], 0, { $0.object.mapInt32Opt.min < EnumInt32.value1 }),
        ("(object.mapInt32Opt.@min >= %@)", [EnumInt32.value1], 1, { $0.object.mapInt32Opt.min >= EnumInt32.value1 }),
        ("(object.mapInt32Opt.@min <= %@)", [EnumInt32.value1], 1, { $0.object.mapInt32Opt.min <= EnumInt32.value1 }),
        ("(object.mapInt64Opt.@min == %@)", [EnumInt64.value1], 1, { $0.object.mapInt64Opt.min == EnumInt64.value1 }),
        ("(object.mapInt64Opt.@min == %@)", [EnumInt64.value3], 0, { $0.object.mapInt64Opt.min == EnumInt64.value3 }),
        ("(object.mapInt64Opt.@min != %@)", [EnumInt64.value1], 0, { $0.object.mapInt64Opt.min != EnumInt64.value1 }),
        ("(object.mapInt64Opt.@min != %@)", [EnumInt64.value3], 1, { $0.object.mapInt64Opt.min != EnumInt64.value3 }),
        ("(object.mapInt64Opt.@min > %@)", [EnumInt64.value1], 0, { $0.object.mapInt64Opt.min > EnumInt64.value1 }),
        ("(object.mapInt64Opt.@min < %@)", [EnumInt64.value1], 0, { $0.object.mapInt64Opt.min < EnumInt64.value1 }),
        ("(object.mapInt64Opt.@min >= %@)", [EnumInt64.value1], 1, { $0.object.mapInt64Opt.min >= EnumInt64.value1 }),
        ("(object.mapInt64Opt.@min <= %@)", [EnumInt64.value1], 1, { $0.object.mapInt64Opt.min <= EnumInt64.value1 }),
        ("(object.mapDoubleOpt.@min == %@)", [EnumDouble.value1], 1, { $0.object.mapDoubleOpt.min == EnumDouble.value1 }),
        ("(object.mapDoubleOpt.@min == %@)", [EnumDouble.value3], 0, { $0.object.mapDoubleOpt.min == EnumDouble.value3 }),
        ("(object.mapDoubleOpt.@min != %@)", [EnumDouble.value1], 0, { $0.object.mapDoubleOpt.min != EnumDouble.value1 }),
        ("(object.mapDoubleOpt.@min != %@)", [EnumDouble.value3], 1, { $0.object.mapDoubleOpt.min != EnumDouble.value3 }),
        ("(object.mapDoubleOpt.@min > %@)", [EnumDouble.value1], 0, { $0.object.mapDoubleOpt.min > EnumDouble.value1 }),
        ("(object.mapDoubleOpt.@min < %@)", [EnumDouble.value1], 0, { $0.object.mapDoubleOpt.min < EnumDouble.value1 }),
        ("(object.mapDoubleOpt.@min >= %@)", [EnumDouble.value1], 1, { $0.object.mapDoubleOpt.min >= EnumDouble.value1 }),
        ("(object.mapDoubleOpt.@min <= %@)", [EnumDouble.value1], 1, { $0.object.mapDoubleOpt.min <= EnumDouble.value1 }),
    ]
    for (text, values, count, query) in rowsfEnums {
        let (built, args) = query(Query<LinkToModernCollectionsOfEnums>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(LinkToModernCollectionsOfEnums.self).where(query).count, count, built)
    }
    let rowsctions: [(String, [Any], Int, (Query<LinkToCustomPersistableCollections>) -> Query<Bool>)] = [
        ("(object.listInt.@min == %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.listInt.min == IntWrapper(persistedValue: 1) }),
        ("(object.listInt.@min == %@)", [IntWrapper(persistedValue: 5)], 0, { $0.object.listInt.min == IntWrapper(persistedValue: 5) }),
        ("(object.listInt.@min != %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.listInt.min != IntWrapper(persistedValue: 1) }),
        ("(object.listInt.@min != %@)", [IntWrapper(persistedValue: 5)], 1, { $0.object.listInt.min != IntWrapper(persistedValue: 5) }),
        ("(object.listInt.@min > %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.listInt.min > IntWrapper(persistedValue: 1) }),
        ("(object.listInt.@min < %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.listInt.min < IntWrapper(persistedValue: 1) }),
        ("(object.listInt.@min >= %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.listInt.min >= IntWrapper(persistedValue: 1) }),
        ("(object.listInt.@min <= %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.listInt.min <= IntWrapper(persistedValue: 1) }),
        ("(object.listInt8.@min == %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.listInt8.min == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listInt8.@min == %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.object.listInt8.min == Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.listInt8.@min != %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.listInt8.min != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listInt8.@min != %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.object.listInt8.min != Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.listInt8.@min > %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.listInt8.min > Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listInt8.@min < %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.listInt8.min < Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listInt8.@min >= %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.listInt8.min >= Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listInt8.@min <= %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.listInt8.min <= Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listInt16.@min == %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.listInt16.min == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listInt16.@min == %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.object.listInt16.min == Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.listInt16.@min != %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.listInt16.min != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listInt16.@min != %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.object.listInt16.min != Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.listInt16.@min > %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.listInt16.min > Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listInt16.@min < %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.listInt16.min < Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listInt16.@min >= %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.listInt16.min >= Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listInt16.@min <= %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.listInt16.min <= Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listInt32.@min == %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.listInt32.min == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listInt32.@min == %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.object.listInt32.min == Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.listInt32.@min != %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.listInt32.min != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listInt32.@min != %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.object.listInt32.min != Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.listInt32.@min > %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.listInt32.min > Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listInt32.@min < %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.listInt32.min < Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listInt32.@min >= %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.listInt32.min >= Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listInt32.@min <= %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.listInt32.min <= Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listInt64.@min == %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.listInt64.min == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listInt64.@min == %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.object.listInt64.min == Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.listInt64.@min != %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.listInt64.min != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listInt64.@min != %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.object.listInt64.min != Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.listInt64.@min > %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.listInt64.min > Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listInt64.@min < %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.listInt64.min < Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listInt64.@min >= %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.listInt64.min >= Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listInt64.@min <= %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.listInt64.min <= Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listFloat.@min == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.listFloat.min == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listFloat.@min == %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.object.listFloat.min == FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.listFloat.@min != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.listFloat.min != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listFloat.@min != %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.object.listFloat.min != FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.listFloat.@min > %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.listFloat.min > FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listFloat.@min < %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.listFloat.min < FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listFloat.@min >= %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.listFloat.min >= FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listFloat.@min <= %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.listFloat.min <= FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listDouble.@min == %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.listDouble.min == DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listDouble.@min == %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.object.listDouble.min == DoubleWrapper(persistedValue: 345.678) }),
        ("(object.listDouble.@min != %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.listDouble.min != DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listDouble.@min != %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.object.listDouble.min != DoubleWrapper(persistedValue: 345.678) }),
        ("(object.listDouble.@min > %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.listDouble.min > DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listDouble.@min < %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.listDouble.min < DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listDouble.@min >= %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.listDouble.min >= DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listDouble.@min <= %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.listDouble.min <= DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listDecimal.@min == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.listDecimal.min == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listDecimal.@min == %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.object.listDecimal.min == Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.listDecimal.@min != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.listDecimal.min != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listDecimal.@min != %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.object.listDecimal.min != Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.listDecimal.@min > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.listDecimal.min > Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listDecimal.@min < %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.listDecimal.min < Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listDecimal.@min >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.listDecimal.min >= Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listDecimal.@min <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.listDecimal.min <= Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listOptInt.@min == %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.listOptInt.min == IntWrapper(persistedValue: 1) }),
        ("(object.listOptInt.@min == %@)", [IntWrapper(persistedValue: 5)], 0, { $0.object.listOptInt.min == IntWrapper(persistedValue: 5) }),
        ("(object.listOptInt.@min != %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.listOptInt.min != IntWrapper(persistedValue: 1) }),
        ("(object.listOptInt.@min != %@)", [IntWrapper(persistedValue: 5)], 1, { $0.object.listOptInt.min != IntWrapper(persistedValue: 5) }),
        ("(object.listOptInt.@min > %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.listOptInt.min > IntWrapper(persistedValue: 1) }),
        ("(object.listOptInt.@min < %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.listOptInt.min < IntWrapper(persistedValue: 1) }),
        ("(object.listOptInt.@min >= %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.listOptInt.min >= IntWrapper(persistedValue: 1) }),
        ("(object.listOptInt.@min <= %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.listOptInt.min <= IntWrapper(persistedValue: 1) }),
        ("(object.listOptInt8.@min == %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.listOptInt8.min == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listOptInt8.@min == %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.object.listOptInt8.min == Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.listOptInt8.@min != %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.listOptInt8.min != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listOptInt8.@min != %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.object.listOptInt8.min != Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.listOptInt8.@min > %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.listOptInt8.min > Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listOptInt8.@min < %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.listOptInt8.min < Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listOptInt8.@min >= %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.listOptInt8.min >= Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listOptInt8.@min <= %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.listOptInt8.min <= Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listOptInt16.@min == %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.listOptInt16.min == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listOptInt16.@min == %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.object.listOptInt16.min == Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.listOptInt16.@min != %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.listOptInt16.min != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listOptInt16.@min != %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.object.listOptInt16.min != Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.listOptInt16.@min > %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.listOptInt16.min > Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listOptInt16.@min < %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.listOptInt16.min < Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listOptInt16.@min >= %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.listOptInt16.min >= Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listOptInt16.@min <= %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.listOptInt16.min <= Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listOptInt32.@min == %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.listOptInt32.min == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listOptInt32.@min == %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.object.listOptInt32.min == Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.listOptInt32.@min != %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.listOptInt32.min != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listOptInt32.@min != %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.object.listOptInt32.min != Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.listOptInt32.@min > %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.listOptInt32.min > Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listOptInt32.@min < %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.listOptInt32.min < Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listOptInt32.@min >= %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.listOptInt32.min >= Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listOptInt32.@min <= %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.listOptInt32.min <= Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listOptInt64.@min == %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.listOptInt64.min == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listOptInt64.@min == %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.object.listOptInt64.min == Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.listOptInt64.@min != %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.listOptInt64.min != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listOptInt64.@min != %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.object.listOptInt64.min != Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.listOptInt64.@min > %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.listOptInt64.min > Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listOptInt64.@min < %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.listOptInt64.min < Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listOptInt64.@min >= %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.listOptInt64.min >= Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listOptInt64.@min <= %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.listOptInt64.min <= Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listOptFloat.@min == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.listOptFloat.min == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listOptFloat.@min == %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.object.listOptFloat.min == FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.listOptFloat.@min != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.listOptFloat.min != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listOptFloat.@min != %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.object.listOptFloat.min != FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.listOptFloat.@min > %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.listOptFloat.min > FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listOptFloat.@min < %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.listOptFloat.min < FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listOptFloat.@min >= %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.listOptFloat.min >= FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listOptFloat.@min <= %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.listOptFloat.min <= FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listOptDouble.@min == %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.listOptDouble.min == DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listOptDouble.@min == %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.object.listOptDouble.min == DoubleWrapper(persistedValue: 345.678) }),
        ("(object.listOptDouble.@min != %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.listOptDouble.min != DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listOptDouble.@min != %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.object.listOptDouble.min != DoubleWrapper(persistedValue: 345.678) }),
        ("(object.listOptDouble.@min > %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.listOptDouble.min > DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listOptDouble.@min < %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.listOptDouble.min < DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listOptDouble.@min >= %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.listOptDouble.min >= DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listOptDouble.@min <= %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.listOptDouble.min <= DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listOptDecimal.@min == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.listOptDecimal.min == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listOptDecimal.@min == %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.object.listOptDecimal.min == Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.listOptDecimal.@min != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.listOptDecimal.min != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listOptDecimal.@min != %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.object.listOptDecimal.min != Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.listOptDecimal.@min > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.listOptDecimal.min > Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listOptDecimal.@min < %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.listOptDecimal.min < Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listOptDecimal.@min >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.listOptDecimal.min >= Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listOptDecimal.@min <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.listOptDecimal.min <= Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setInt.@min == %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.setInt.min == IntWrapper(persistedValue: 1) }),
        ("(object.setInt.@min == %@)", [IntWrapper(persistedValue: 5)], 0, { $0.object.setInt.min == IntWrapper(persistedValue: 5) }),
        ("(object.setInt.@min != %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.setInt.min != IntWrapper(persistedValue: 1) }),
        ("(object.setInt.@min != %@)", [IntWrapper(persistedValue: 5)], 1, { $0.object.setInt.min != IntWrapper(persistedValue: 5) }),
        ("(object.setInt.@min > %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.setInt.min > IntWrapper(persistedValue: 1) }),
        ("(object.setInt.@min < %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.setInt.min < IntWrapper(persistedValue: 1) }),
        ("(object.setInt.@min >= %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.setInt.min >= IntWrapper(persistedValue: 1) }),
        ("(object.setInt.@min <= %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.setInt.min <= IntWrapper(persistedValue: 1) }),
        ("(object.setInt8.@min == %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.setInt8.min == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setInt8.@min == %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.object.setInt8.min == Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.setInt8.@min != %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.setInt8.min != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setInt8.@min != %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.object.setInt8.min != Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.setInt8.@min > %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.setInt8.min > Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setInt8.@min < %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.setInt8.min < Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setInt8.@min >= %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.setInt8.min >= Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setInt8.@min <= %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.setInt8.min <= Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setInt16.@min == %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.setInt16.min == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setInt16.@min == %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.object.setInt16.min == Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.setInt16.@min != %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.setInt16.min != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setInt16.@min != %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.object.setInt16.min != Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.setInt16.@min > %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.setInt16.min > Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setInt16.@min < %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.setInt16.min < Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setInt16.@min >= %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.setInt16.min >= Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setInt16.@min <= %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.setInt16.min <= Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setInt32.@min == %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.setInt32.min == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setInt32.@min == %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.object.setInt32.min == Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.setInt32.@min != %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.setInt32.min != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setInt32.@min != %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.object.setInt32.min != Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.setInt32.@min > %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.setInt32.min > Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setInt32.@min < %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.setInt32.min < Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setInt32.@min >= %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.setInt32.min >= Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setInt32.@min <= %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.setInt32.min <= Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setInt64.@min == %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.setInt64.min == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setInt64.@min == %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.object.setInt64.min == Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.setInt64.@min != %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.setInt64.min != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setInt64.@min != %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.object.setInt64.min != Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.setInt64.@min > %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.setInt64.min > Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setInt64.@min < %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.setInt64.min < Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setInt64.@min >= %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.setInt64.min >= Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setInt64.@min <= %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.setInt64.min <= Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setFloat.@min == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.setFloat.min == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setFloat.@min == %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.object.setFloat.min == FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.setFloat.@min != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.setFloat.min != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setFloat.@min != %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.object.setFloat.min != FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.setFloat.@min > %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.setFloat.min > FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setFloat.@min < %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.setFloat.min < FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setFloat.@min >= %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.setFloat.min >= FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setFloat.@min <= %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.setFloat.min <= FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setDouble.@min == %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.setDouble.min == DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setDouble.@min == %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.object.setDouble.min == DoubleWrapper(persistedValue: 345.678) }),
        ("(object.setDouble.@min != %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.setDouble.min != DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setDouble.@min != %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.object.setDouble.min != DoubleWrapper(persistedValue: 345.678) }),
        ("(object.setDouble.@min > %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.setDouble.min > DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setDouble.@min < %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.setDouble.min < DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setDouble.@min >= %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.setDouble.min >= DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setDouble.@min <= %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.setDouble.min <= DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setDecimal.@min == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.setDecimal.min == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setDecimal.@min == %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.object.setDecimal.min == Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.setDecimal.@min != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.setDecimal.min != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setDecimal.@min != %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.object.setDecimal.min != Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.setDecimal.@min > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.setDecimal.min > Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setDecimal.@min < %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.setDecimal.min < Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setDecimal.@min >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.setDecimal.min >= Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setDecimal.@min <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.setDecimal.min <= Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setOptInt.@min == %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.setOptInt.min == IntWrapper(persistedValue: 1) }),
        ("(object.setOptInt.@min == %@)", [IntWrapper(persistedValue: 5)], 0, { $0.object.setOptInt.min == IntWrapper(persistedValue: 5) }),
        ("(object.setOptInt.@min != %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.setOptInt.min != IntWrapper(persistedValue: 1) }),
        ("(object.setOptInt.@min != %@)", [IntWrapper(persistedValue: 5)], 1, { $0.object.setOptInt.min != IntWrapper(persistedValue: 5) }),
        ("(object.setOptInt.@min > %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.setOptInt.min > IntWrapper(persistedValue: 1) }),
        ("(object.setOptInt.@min < %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.setOptInt.min < IntWrapper(persistedValue: 1) }),
        ("(object.setOptInt.@min >= %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.setOptInt.min >= IntWrapper(persistedValue: 1) }),
        ("(object.setOptInt.@min <= %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.setOptInt.min <= IntWrapper(persistedValue: 1) }),
        ("(object.setOptInt8.@min == %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.setOptInt8.min == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setOptInt8.@min == %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.object.setOptInt8.min == Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.setOptInt8.@min != %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.setOptInt8.min != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setOptInt8.@min != %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.object.setOptInt8.min != Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.setOptInt8.@min > %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.setOptInt8.min > Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setOptInt8.@min < %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.setOptInt8.min < Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setOptInt8.@min >= %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.setOptInt8.min >= Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setOptInt8.@min <= %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.setOptInt8.min <= Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setOptInt16.@min == %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.setOptInt16.min == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setOptInt16.@min == %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.object.setOptInt16.min == Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.setOptInt16.@min != %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.setOptInt16.min != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setOptInt16.@min != %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.object.setOptInt16.min != Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.setOptInt16.@min > %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.setOptInt16.min > Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setOptInt16.@min < %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.setOptInt16.min < Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setOptInt16.@min >= %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.setOptInt16.min >= Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setOptInt16.@min <= %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.setOptInt16.min <= Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setOptInt32.@min == %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.setOptInt32.min == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setOptInt32.@min == %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.object.setOptInt32.min == Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.setOptInt32.@min != %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.setOptInt32.min != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setOptInt32.@min != %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.object.setOptInt32.min != Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.setOptInt32.@min > %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.setOptInt32.min > Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setOptInt32.@min < %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.setOptInt32.min < Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setOptInt32.@min >= %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.setOptInt32.min >= Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setOptInt32.@min <= %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.setOptInt32.min <= Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setOptInt64.@min == %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.setOptInt64.min == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setOptInt64.@min == %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.object.setOptInt64.min == Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.setOptInt64.@min != %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.setOptInt64.min != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setOptInt64.@min != %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.object.setOptInt64.min != Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.setOptInt64.@min > %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.setOptInt64.min > Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setOptInt64.@min < %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.setOptInt64.min < Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setOptInt64.@min >= %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.setOptInt64.min >= Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setOptInt64.@min <= %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.setOptInt64.min <= Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setOptFloat.@min == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.setOptFloat.min == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setOptFloat.@min == %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.object.setOptFloat.min == FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.setOptFloat.@min != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.setOptFloat.min != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setOptFloat.@min != %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.object.setOptFloat.min != FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.setOptFloat.@min > %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.setOptFloat.min > FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setOptFloat.@min < %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.setOptFloat.min < FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setOptFloat.@min >= %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.setOptFloat.min >= FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setOptFloat.@min <= %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.setOptFloat.min <= FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setOptDouble.@min == %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.setOptDouble.min == DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setOptDouble.@min == %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.object.setOptDouble.min == DoubleWrapper(persistedValue: 345.678) }),
        ("(object.setOptDouble.@min != %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.setOptDouble.min != DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setOptDouble.@min != %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.object.setOptDouble.min != DoubleWrapper(persistedValue: 345.678) }),
        ("(object.setOptDouble.@min > %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.setOptDouble.min > DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setOptDouble.@min < %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.setOptDouble.min < DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setOptDouble.@min >= %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.setOptDouble.min >= DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setOptDouble.@min <= %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.setOptDouble.min <= DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setOptDecimal.@min == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.setOptDecimal.min == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setOptDecimal.@min == %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.object.setOptDecimal.min == Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.setOptDecimal.@min != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.setOptDecimal.min != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setOptDecimal.@min != %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.object.setOptDecimal.min != Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.setOptDecimal.@min > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.setOptDecimal.min > Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setOptDecimal.@min < %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.setOptDecimal.min < Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setOptDecimal.@min >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.setOptDecimal.min >= Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setOptDecimal.@min <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.setOptDecimal.min <= Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapInt.@min == %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.mapInt.min == IntWrapper(persistedValue: 1) }),
        ("(object.mapInt.@min == %@)", [IntWrapper(persistedValue: 5)], 0, { $0.object.mapInt.min == IntWrapper(persistedValue: 5) }),
        ("(object.mapInt.@min != %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.mapInt.min != IntWrapper(persistedValue: 1) }),
        ("(object.mapInt.@min != %@)", [IntWrapper(persistedValue: 5)], 1, { $0.object.mapInt.min != IntWrapper(persistedValue: 5) }),
        ("(object.mapInt.@min > %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.mapInt.min > IntWrapper(persistedValue: 1) }),
        ("(object.mapInt.@min < %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.mapInt.min < IntWrapper(persistedValue: 1) }),
        ("(object.mapInt.@min >= %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.mapInt.min >= IntWrapper(persistedValue: 1) }),
        ("(object.mapInt.@min <= %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.mapInt.min <= IntWrapper(persistedValue: 1) }),
        ("(object.mapInt8.@min == %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.mapInt8.min == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapInt8.@min == %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.object.mapInt8.min == Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.mapInt8.@min != %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.mapInt8.min != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapInt8.@min != %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.object.mapInt8.min != Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.mapInt8.@min > %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.mapInt8.min > Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapInt8.@min < %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.mapInt8.min < Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapInt8.@min >= %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.mapInt8.min >= Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapInt8.@min <= %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.mapInt8.min <= Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapInt16.@min == %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.mapInt16.min == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapInt16.@min == %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.object.mapInt16.min == Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.mapInt16.@min != %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.mapInt16.min != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapInt16.@min != %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.object.mapInt16.min != Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.mapInt16.@min > %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.mapInt16.min > Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapInt16.@min < %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.mapInt16.min < Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapInt16.@min >= %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.mapInt16.min >= Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapInt16.@min <= %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.mapInt16.min <= Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapInt32.@min == %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.mapInt32.min == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapInt32.@min == %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.object.mapInt32.min == Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.mapInt32.@min != %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.mapInt32.min != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapInt32.@min != %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.object.mapInt32.min != Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.mapInt32.@min > %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.mapInt32.min > Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapInt32.@min < %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.mapInt32.min < Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapInt32.@min >= %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.mapInt32.min >= Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapInt32.@min <= %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.mapInt32.min <= Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapInt64.@min == %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.mapInt64.min == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapInt64.@min == %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.object.mapInt64.min == Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.mapInt64.@min != %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.mapInt64.min != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapInt64.@min != %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.object.mapInt64.min != Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.mapInt64.@min > %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.mapInt64.min > Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapInt64.@min < %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.mapInt64.min < Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapInt64.@min >= %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.mapInt64.min >= Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapInt64.@min <= %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.mapInt64.min <= Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapFloat.@min == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.mapFloat.min == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapFloat.@min == %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.object.mapFloat.min == FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.mapFloat.@min != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.mapFloat.min != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapFloat.@min != %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.object.mapFloat.min != FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.mapFloat.@min > %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.mapFloat.min > FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapFloat.@min < %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.mapFloat.min < FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapFloat.@min >= %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.mapFloat.min >= FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapFloat.@min <= %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.mapFloat.min <= FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapDouble.@min == %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.mapDouble.min == DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapDouble.@min == %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.object.mapDouble.min == DoubleWrapper(persistedValue: 345.678) }),
        ("(object.mapDouble.@min != %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.mapDouble.min != DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapDouble.@min != %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.object.mapDouble.min != DoubleWrapper(persistedValue: 345.678) }),
        ("(object.mapDouble.@min > %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.mapDouble.min > DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapDouble.@min < %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.mapDouble.min < DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapDouble.@min >= %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.mapDouble.min >= DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapDouble.@min <= %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.mapDouble.min <= DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapDecimal.@min == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.mapDecimal.min == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapDecimal.@min == %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.object.mapDecimal.min == Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.mapDecimal.@min != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.mapDecimal.min != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapDecimal.@min != %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.object.mapDecimal.min != Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.mapDecimal.@min > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.mapDecimal.min > Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapDecimal.@min < %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.mapDecimal.min < Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapDecimal.@min >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.mapDecimal.min >= Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapDecimal.@min <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.mapDecimal.min <= Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapOptInt.@min == %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.mapOptInt.min == IntWrapper(persistedValue: 1) }),
        ("(object.mapOptInt.@min == %@)", [IntWrapper(persistedValue: 5)], 0, { $0.object.mapOptInt.min == IntWrapper(persistedValue: 5) }),
        ("(object.mapOptInt.@min != %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.mapOptInt.min != IntWrapper(persistedValue: 1) }),
        ("(object.mapOptInt.@min != %@)", [IntWrapper(persistedValue: 5)], 1, { $0.object.mapOptInt.min != IntWrapper(persistedValue: 5) }),
        ("(object.mapOptInt.@min > %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.mapOptInt.min > IntWrapper(persistedValue: 1) }),
        ("(object.mapOptInt.@min < %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.mapOptInt.min < IntWrapper(persistedValue: 1) }),
        ("(object.mapOptInt.@min >= %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.mapOptInt.min >= IntWrapper(persistedValue: 1) }),
        ("(object.mapOptInt.@min <= %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.mapOptInt.min <= IntWrapper(persistedValue: 1) }),
        ("(object.mapOptInt8.@min == %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.mapOptInt8.min == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapOptInt8.@min == %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.object.mapOptInt8.min == Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.mapOptInt8.@min != %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.mapOptInt8.min != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapOptInt8.@min != %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.object.mapOptInt8.min != Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.mapOptInt8.@min > %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.mapOptInt8.min > Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapOptInt8.@min < %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.mapOptInt8.min < Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapOptInt8.@min >= %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.mapOptInt8.min >= Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapOptInt8.@min <= %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.mapOptInt8.min <= Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapOptInt16.@min == %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.mapOptInt16.min == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapOptInt16.@min == %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.object.mapOptInt16.min == Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.mapOptInt16.@min != %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.mapOptInt16.min != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapOptInt16.@min != %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.object.mapOptInt16.min != Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.mapOptInt16.@min > %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.mapOptInt16.min > Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapOptInt16.@min < %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.mapOptInt16.min < Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapOptInt16.@min >= %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.mapOptInt16.min >= Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapOptInt16.@min <= %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.mapOptInt16.min <= Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapOptInt32.@min == %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.mapOptInt32.min == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapOptInt32.@min == %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.object.mapOptInt32.min == Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.mapOptInt32.@min != %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.mapOptInt32.min != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapOptInt32.@min != %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.object.mapOptInt32.min != Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.mapOptInt32.@min > %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.mapOptInt32.min > Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapOptInt32.@min < %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.mapOptInt32.min < Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapOptInt32.@min >= %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.mapOptInt32.min >= Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapOptInt32.@min <= %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.mapOptInt32.min <= Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapOptInt64.@min == %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.mapOptInt64.min == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapOptInt64.@min == %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.object.mapOptInt64.min == Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.mapOptInt64.@min != %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.mapOptInt64.min != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapOptInt64.@min != %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.object.mapOptInt64.min != Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.mapOptInt64.@min > %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.mapOptInt64.min > Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapOptInt64.@min < %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.mapOptInt64.min < Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapOptInt64.@min >= %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.mapOptInt64.min >= Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapOptInt64.@min <= %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.mapOptInt64.min <= Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapOptFloat.@min == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.mapOptFloat.min == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapOptFloat.@min == %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.object.mapOptFloat.min == FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.mapOptFloat.@min != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.mapOptFloat.min != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapOptFloat.@min != %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.object.mapOptFloat.min != FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.mapOptFloat.@min > %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.mapOptFloat.min > FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapOptFloat.@min < %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.mapOptFloat.min < FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapOptFloat.@min >= %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.mapOptFloat.min >= FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapOptFloat.@min <= %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.mapOptFloat.min <= FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapOptDouble.@min == %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.mapOptDouble.min == DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapOptDouble.@min == %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.object.mapOptDouble.min == DoubleWrapper(persistedValue: 345.678) }),
        ("(object.mapOptDouble.@min != %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.mapOptDouble.min != DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapOptDouble.@min != %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.object.mapOptDouble.min != DoubleWrapper(persistedValue: 345.678) }),
        ("(object.mapOptDouble.@min > %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.mapOptDouble.min > DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapOptDouble.@min < %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.mapOptDouble.min < DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapOptDouble.@min >= %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.mapOptDouble.min >= DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapOptDouble.@min <= %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.mapOptDouble.min <= DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapOptDecimal.@min == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.mapOptDecimal.min == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapOptDecimal.@min == %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.object.mapOptDecimal.min == Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.mapOptDecimal.@min != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.mapOptDecimal.min != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapOptDecimal.@min != %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.object.mapOptDecimal.min != Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.mapOptDecimal.@min > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.mapOptDecimal.min > Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapOptDecimal.@min < %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.mapOptDecimal.min < Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapOptDecimal.@min >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.mapOptDecimal.min >= Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapOptDecimal.@min <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.mapOptDecimal.min <= Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
    ]
    for (text, values, count, query) in rowsctions {
        let (built, args) = query(Query<LinkToCustomPersistableCollections>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(LinkToCustomPersistableCollections.self).where(query).count, count, built)
    }
}

/// `max` of a list, set or map of every numeric and date type, Int-backed enum and numeric wrapper, optional or not, through a link, holding three values: `(object.name.@max op %@)` equals the largest, not the smallest, and is neither above nor below the largest.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testCollectionAggregatesMax
func testSuiteQueryLinkedCollectionMax() throws {
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
        ("(object.arrayInt.@max == %@)", [5], 1, { $0.object.arrayInt.max == 5 }),
        ("(object.arrayInt.@max == %@)", [1], 0, { $0.object.arrayInt.max == 1 }),
        ("(object.arrayInt.@max != %@)", [5], 0, { $0.object.arrayInt.max != 5 }),
        ("(object.arrayInt.@max != %@)", [1], 1, { $0.object.arrayInt.max != 1 }),
        ("(object.arrayInt.@max > %@)", [5], 0, { $0.object.arrayInt.max > 5 }),
        ("(object.arrayInt.@max < %@)", [5], 0, { $0.object.arrayInt.max < 5 }),
        ("(object.arrayInt.@max >= %@)", [5], 1, { $0.object.arrayInt.max >= 5 }),
        ("(object.arrayInt.@max <= %@)", [5], 1, { $0.object.arrayInt.max <= 5 }),
        ("(object.arrayInt8.@max == %@)", [Int8(10)], 1, { $0.object.arrayInt8.max == Int8(10) }),
        ("(object.arrayInt8.@max == %@)", [Int8(8)], 0, { $0.object.arrayInt8.max == Int8(8) }),
        ("(object.arrayInt8.@max != %@)", [Int8(10)], 0, { $0.object.arrayInt8.max != Int8(10) }),
        ("(object.arrayInt8.@max != %@)", [Int8(8)], 1, { $0.object.arrayInt8.max != Int8(8) }),
        ("(object.arrayInt8.@max > %@)", [Int8(10)], 0, { $0.object.arrayInt8.max > Int8(10) }),
        ("(object.arrayInt8.@max < %@)", [Int8(10)], 0, { $0.object.arrayInt8.max < Int8(10) }),
        ("(object.arrayInt8.@max >= %@)", [Int8(10)], 1, { $0.object.arrayInt8.max >= Int8(10) }),
        ("(object.arrayInt8.@max <= %@)", [Int8(10)], 1, { $0.object.arrayInt8.max <= Int8(10) }),
        ("(object.arrayInt16.@max == %@)", [Int16(18)], 1, { $0.object.arrayInt16.max == Int16(18) }),
        ("(object.arrayInt16.@max == %@)", [Int16(16)], 0, { $0.object.arrayInt16.max == Int16(16) }),
        ("(object.arrayInt16.@max != %@)", [Int16(18)], 0, { $0.object.arrayInt16.max != Int16(18) }),
        ("(object.arrayInt16.@max != %@)", [Int16(16)], 1, { $0.object.arrayInt16.max != Int16(16) }),
        ("(object.arrayInt16.@max > %@)", [Int16(18)], 0, { $0.object.arrayInt16.max > Int16(18) }),
        ("(object.arrayInt16.@max < %@)", [Int16(18)], 0, { $0.object.arrayInt16.max < Int16(18) }),
        ("(object.arrayInt16.@max >= %@)", [Int16(18)], 1, { $0.object.arrayInt16.max >= Int16(18) }),
        ("(object.arrayInt16.@max <= %@)", [Int16(18)], 1, { $0.object.arrayInt16.max <= Int16(18) }),
        ("(object.arrayInt32.@max == %@)", [Int32(34)], 1, { $0.object.arrayInt32.max == Int32(34) }),
        ("(object.arrayInt32.@max == %@)", [Int32(32)], 0, { $0.object.arrayInt32.max == Int32(32) }),
        ("(object.arrayInt32.@max != %@)", [Int32(34)], 0, { $0.object.arrayInt32.max != Int32(34) }),
        ("(object.arrayInt32.@max != %@)", [Int32(32)], 1, { $0.object.arrayInt32.max != Int32(32) }),
        ("(object.arrayInt32.@max > %@)", [Int32(34)], 0, { $0.object.arrayInt32.max > Int32(34) }),
        ("(object.arrayInt32.@max < %@)", [Int32(34)], 0, { $0.object.arrayInt32.max < Int32(34) }),
        ("(object.arrayInt32.@max >= %@)", [Int32(34)], 1, { $0.object.arrayInt32.max >= Int32(34) }),
        ("(object.arrayInt32.@max <= %@)", [Int32(34)], 1, { $0.object.arrayInt32.max <= Int32(34) }),
        ("(object.arrayInt64.@max == %@)", [Int64(66)], 1, { $0.object.arrayInt64.max == Int64(66) }),
        ("(object.arrayInt64.@max == %@)", [Int64(64)], 0, { $0.object.arrayInt64.max == Int64(64) }),
        ("(object.arrayInt64.@max != %@)", [Int64(66)], 0, { $0.object.arrayInt64.max != Int64(66) }),
        ("(object.arrayInt64.@max != %@)", [Int64(64)], 1, { $0.object.arrayInt64.max != Int64(64) }),
        ("(object.arrayInt64.@max > %@)", [Int64(66)], 0, { $0.object.arrayInt64.max > Int64(66) }),
        ("(object.arrayInt64.@max < %@)", [Int64(66)], 0, { $0.object.arrayInt64.max < Int64(66) }),
        ("(object.arrayInt64.@max >= %@)", [Int64(66)], 1, { $0.object.arrayInt64.max >= Int64(66) }),
        ("(object.arrayInt64.@max <= %@)", [Int64(66)], 1, { $0.object.arrayInt64.max <= Int64(66) }),
        ("(object.arrayFloat.@max == %@)", [Float(7.55444333)], 1, { $0.object.arrayFloat.max == Float(7.55444333) }),
        ("(object.arrayFloat.@max == %@)", [Float(5.55444333)], 0, { $0.object.arrayFloat.max == Float(5.55444333) }),
        ("(object.arrayFloat.@max != %@)", [Float(7.55444333)], 0, { $0.object.arrayFloat.max != Float(7.55444333) }),
        ("(object.arrayFloat.@max != %@)", [Float(5.55444333)], 1, { $0.object.arrayFloat.max != Float(5.55444333) }),
        ("(object.arrayFloat.@max > %@)", [Float(7.55444333)], 0, { $0.object.arrayFloat.max > Float(7.55444333) }),
        ("(object.arrayFloat.@max < %@)", [Float(7.55444333)], 0, { $0.object.arrayFloat.max < Float(7.55444333) }),
        ("(object.arrayFloat.@max >= %@)", [Float(7.55444333)], 1, { $0.object.arrayFloat.max >= Float(7.55444333) }),
        ("(object.arrayFloat.@max <= %@)", [Float(7.55444333)], 1, { $0.object.arrayFloat.max <= Float(7.55444333) }),
        ("(object.arrayDouble.@max == %@)", [345.678], 1, { $0.object.arrayDouble.max == 345.678 }),
        ("(object.arrayDouble.@max == %@)", [123.456], 0, { $0.object.arrayDouble.max == 123.456 }),
        ("(object.arrayDouble.@max != %@)", [345.678], 0, { $0.object.arrayDouble.max != 345.678 }),
        ("(object.arrayDouble.@max != %@)", [123.456], 1, { $0.object.arrayDouble.max != 123.456 }),
        ("(object.arrayDouble.@max > %@)", [345.678], 0, { $0.object.arrayDouble.max > 345.678 }),
        ("(object.arrayDouble.@max < %@)", [345.678], 0, { $0.object.arrayDouble.max < 345.678 }),
        ("(object.arrayDouble.@max >= %@)", [345.678], 1, { $0.object.arrayDouble.max >= 345.678 }),
        ("(object.arrayDouble.@max <= %@)", [345.678], 1, { $0.object.arrayDouble.max <= 345.678 }),
        ("(object.arrayDecimal.@max == %@)", [Decimal128(345.678)], 1, { $0.object.arrayDecimal.max == Decimal128(345.678) }),
        ("(object.arrayDecimal.@max == %@)", [Decimal128(123.456)], 0, { $0.object.arrayDecimal.max == Decimal128(123.456) }),
        ("(object.arrayDecimal.@max != %@)", [Decimal128(345.678)], 0, { $0.object.arrayDecimal.max != Decimal128(345.678) }),
        ("(object.arrayDecimal.@max != %@)", [Decimal128(123.456)], 1, { $0.object.arrayDecimal.max != Decimal128(123.456) }),
        ("(object.arrayDecimal.@max > %@)", [Decimal128(345.678)], 0, { $0.object.arrayDecimal.max > Decimal128(345.678) }),
        ("(object.arrayDecimal.@max < %@)", [Decimal128(345.678)], 0, { $0.object.arrayDecimal.max < Decimal128(345.678) }),
        ("(object.arrayDecimal.@max >= %@)", [Decimal128(345.678)], 1, { $0.object.arrayDecimal.max >= Decimal128(345.678) }),
        ("(object.arrayDecimal.@max <= %@)", [Decimal128(345.678)], 1, { $0.object.arrayDecimal.max <= Decimal128(345.678) }),
        ("(object.arrayOptInt.@max == %@)", [5], 1, { $0.object.arrayOptInt.max == 5 }),
        ("(object.arrayOptInt.@max == %@)", [1], 0, { $0.object.arrayOptInt.max == 1 }),
        ("(object.arrayOptInt.@max != %@)", [5], 0, { $0.object.arrayOptInt.max != 5 }),
        ("(object.arrayOptInt.@max != %@)", [1], 1, { $0.object.arrayOptInt.max != 1 }),
        ("(object.arrayOptInt.@max > %@)", [5], 0, { $0.object.arrayOptInt.max > 5 }),
        ("(object.arrayOptInt.@max < %@)", [5], 0, { $0.object.arrayOptInt.max < 5 }),
        ("(object.arrayOptInt.@max >= %@)", [5], 1, { $0.object.arrayOptInt.max >= 5 }),
        ("(object.arrayOptInt.@max <= %@)", [5], 1, { $0.object.arrayOptInt.max <= 5 }),
        ("(object.arrayOptInt8.@max == %@)", [Int8(10)], 1, { $0.object.arrayOptInt8.max == Int8(10) }),
        ("(object.arrayOptInt8.@max == %@)", [Int8(8)], 0, { $0.object.arrayOptInt8.max == Int8(8) }),
        ("(object.arrayOptInt8.@max != %@)", [Int8(10)], 0, { $0.object.arrayOptInt8.max != Int8(10) }),
        ("(object.arrayOptInt8.@max != %@)", [Int8(8)], 1, { $0.object.arrayOptInt8.max != Int8(8) }),
        ("(object.arrayOptInt8.@max > %@)", [Int8(10)], 0, { $0.object.arrayOptInt8.max > Int8(10) }),
        ("(object.arrayOptInt8.@max < %@)", [Int8(10)], 0, { $0.object.arrayOptInt8.max < Int8(10) }),
        ("(object.arrayOptInt8.@max >= %@)", [Int8(10)], 1, { $0.object.arrayOptInt8.max >= Int8(10) }),
        ("(object.arrayOptInt8.@max <= %@)", [Int8(10)], 1, { $0.object.arrayOptInt8.max <= Int8(10) }),
        ("(object.arrayOptInt16.@max == %@)", [Int16(18)], 1, { $0.object.arrayOptInt16.max == Int16(18) }),
        ("(object.arrayOptInt16.@max == %@)", [Int16(16)], 0, { $0.object.arrayOptInt16.max == Int16(16) }),
        ("(object.arrayOptInt16.@max != %@)", [Int16(18)], 0, { $0.object.arrayOptInt16.max != Int16(18) }),
        ("(object.arrayOptInt16.@max != %@)", [Int16(16)], 1, { $0.object.arrayOptInt16.max != Int16(16) }),
        ("(object.arrayOptInt16.@max > %@)", [Int16(18)], 0, { $0.object.arrayOptInt16.max > Int16(18) }),
        ("(object.arrayOptInt16.@max < %@)", [Int16(18)], 0, { $0.object.arrayOptInt16.max < Int16(18) }),
        ("(object.arrayOptInt16.@max >= %@)", [Int16(18)], 1, { $0.object.arrayOptInt16.max >= Int16(18) }),
        ("(object.arrayOptInt16.@max <= %@)", [Int16(18)], 1, { $0.object.arrayOptInt16.max <= Int16(18) }),
        ("(object.arrayOptInt32.@max == %@)", [Int32(34)], 1, { $0.object.arrayOptInt32.max == Int32(34) }),
        ("(object.arrayOptInt32.@max == %@)", [Int32(32)], 0, { $0.object.arrayOptInt32.max == Int32(32) }),
        ("(object.arrayOptInt32.@max != %@)", [Int32(34)], 0, { $0.object.arrayOptInt32.max != Int32(34) }),
        ("(object.arrayOptInt32.@max != %@)", [Int32(32)], 1, { $0.object.arrayOptInt32.max != Int32(32) }),
        ("(object.arrayOptInt32.@max > %@)", [Int32(34)], 0, { $0.object.arrayOptInt32.max > Int32(34) }),
        ("(object.arrayOptInt32.@max < %@)", [Int32(34)], 0, { $0.object.arrayOptInt32.max < Int32(34) }),
        ("(object.arrayOptInt32.@max >= %@)", [Int32(34)], 1, { $0.object.arrayOptInt32.max >= Int32(34) }),
        ("(object.arrayOptInt32.@max <= %@)", [Int32(34)], 1, { $0.object.arrayOptInt32.max <= Int32(34) }),
        ("(object.arrayOptInt64.@max == %@)", [Int64(66)], 1, { $0.object.arrayOptInt64.max == Int64(66) }),
        ("(object.arrayOptInt64.@max == %@)", [Int64(64)], 0, { $0.object.arrayOptInt64.max == Int64(64) }),
        ("(object.arrayOptInt64.@max != %@)", [Int64(66)], 0, { $0.object.arrayOptInt64.max != Int64(66) }),
        ("(object.arrayOptInt64.@max != %@)", [Int64(64)], 1, { $0.object.arrayOptInt64.max != Int64(64) }),
        ("(object.arrayOptInt64.@max > %@)", [Int64(66)], 0, { $0.object.arrayOptInt64.max > Int64(66) }),
        ("(object.arrayOptInt64.@max < %@)", [Int64(66)], 0, { $0.object.arrayOptInt64.max < Int64(66) }),
        ("(object.arrayOptInt64.@max >= %@)", [Int64(66)], 1, { $0.object.arrayOptInt64.max >= Int64(66) }),
        ("(object.arrayOptInt64.@max <= %@)", [Int64(66)], 1, { $0.object.arrayOptInt64.max <= Int64(66) }),
        ("(object.arrayOptFloat.@max == %@)", [Float(7.55444333)], 1, { $0.object.arrayOptFloat.max == Float(7.55444333) }),
        ("(object.arrayOptFloat.@max == %@)", [Float(5.55444333)], 0, { $0.object.arrayOptFloat.max == Float(5.55444333) }),
        ("(object.arrayOptFloat.@max != %@)", [Float(7.55444333)], 0, { $0.object.arrayOptFloat.max != Float(7.55444333) }),
        ("(object.arrayOptFloat.@max != %@)", [Float(5.55444333)], 1, { $0.object.arrayOptFloat.max != Float(5.55444333) }),
        ("(object.arrayOptFloat.@max > %@)", [Float(7.55444333)], 0, { $0.object.arrayOptFloat.max > Float(7.55444333) }),
        ("(object.arrayOptFloat.@max < %@)", [Float(7.55444333)], 0, { $0.object.arrayOptFloat.max < Float(7.55444333) }),
        ("(object.arrayOptFloat.@max >= %@)", [Float(7.55444333)], 1, { $0.object.arrayOptFloat.max >= Float(7.55444333) }),
        ("(object.arrayOptFloat.@max <= %@)", [Float(7.55444333)], 1, { $0.object.arrayOptFloat.max <= Float(7.55444333) }),
        ("(object.arrayOptDouble.@max == %@)", [345.678], 1, { $0.object.arrayOptDouble.max == 345.678 }),
        ("(object.arrayOptDouble.@max == %@)", [123.456], 0, { $0.object.arrayOptDouble.max == 123.456 }),
        ("(object.arrayOptDouble.@max != %@)", [345.678], 0, { $0.object.arrayOptDouble.max != 345.678 }),
        ("(object.arrayOptDouble.@max != %@)", [123.456], 1, { $0.object.arrayOptDouble.max != 123.456 }),
        ("(object.arrayOptDouble.@max > %@)", [345.678], 0, { $0.object.arrayOptDouble.max > 345.678 }),
        ("(object.arrayOptDouble.@max < %@)", [345.678], 0, { $0.object.arrayOptDouble.max < 345.678 }),
        ("(object.arrayOptDouble.@max >= %@)", [345.678], 1, { $0.object.arrayOptDouble.max >= 345.678 }),
        ("(object.arrayOptDouble.@max <= %@)", [345.678], 1, { $0.object.arrayOptDouble.max <= 345.678 }),
        ("(object.arrayOptDecimal.@max == %@)", [Decimal128(345.678)], 1, { $0.object.arrayOptDecimal.max == Decimal128(345.678) }),
        ("(object.arrayOptDecimal.@max == %@)", [Decimal128(123.456)], 0, { $0.object.arrayOptDecimal.max == Decimal128(123.456) }),
        ("(object.arrayOptDecimal.@max != %@)", [Decimal128(345.678)], 0, { $0.object.arrayOptDecimal.max != Decimal128(345.678) }),
        ("(object.arrayOptDecimal.@max != %@)", [Decimal128(123.456)], 1, { $0.object.arrayOptDecimal.max != Decimal128(123.456) }),
        ("(object.arrayOptDecimal.@max > %@)", [Decimal128(345.678)], 0, { $0.object.arrayOptDecimal.max > Decimal128(345.678) }),
        ("(object.arrayOptDecimal.@max < %@)", [Decimal128(345.678)], 0, { $0.object.arrayOptDecimal.max < Decimal128(345.678) }),
        ("(object.arrayOptDecimal.@max >= %@)", [Decimal128(345.678)], 1, { $0.object.arrayOptDecimal.max >= Decimal128(345.678) }),
        ("(object.arrayOptDecimal.@max <= %@)", [Decimal128(345.678)], 1, { $0.object.arrayOptDecimal.max <= Decimal128(345.678) }),
        ("(object.setInt.@max == %@)", [5], 1, { $0.object.setInt.max == 5 }),
        ("(object.setInt.@max == %@)", [1], 0, { $0.object.setInt.max == 1 }),
        ("(object.setInt.@max != %@)", [5], 0, { $0.object.setInt.max != 5 }),
        ("(object.setInt.@max != %@)", [1], 1, { $0.object.setInt.max != 1 }),
        ("(object.setInt.@max > %@)", [5], 0, { $0.object.setInt.max > 5 }),
        ("(object.setInt.@max < %@)", [5], 0, { $0.object.setInt.max < 5 }),
        ("(object.setInt.@max >= %@)", [5], 1, { $0.object.setInt.max >= 5 }),
        ("(object.setInt.@max <= %@)", [5], 1, { $0.object.setInt.max <= 5 }),
        ("(object.setInt8.@max == %@)", [Int8(10)], 1, { $0.object.setInt8.max == Int8(10) }),
        ("(object.setInt8.@max == %@)", [Int8(8)], 0, { $0.object.setInt8.max == Int8(8) }),
        ("(object.setInt8.@max != %@)", [Int8(10)], 0, { $0.object.setInt8.max != Int8(10) }),
        ("(object.setInt8.@max != %@)", [Int8(8)], 1, { $0.object.setInt8.max != Int8(8) }),
        ("(object.setInt8.@max > %@)", [Int8(10)], 0, { $0.object.setInt8.max > Int8(10) }),
        ("(object.setInt8.@max < %@)", [Int8(10)], 0, { $0.object.setInt8.max < Int8(10) }),
        ("(object.setInt8.@max >= %@)", [Int8(10)], 1, { $0.object.setInt8.max >= Int8(10) }),
        ("(object.setInt8.@max <= %@)", [Int8(10)], 1, { $0.object.setInt8.max <= Int8(10) }),
        ("(object.setInt16.@max == %@)", [Int16(18)], 1, { $0.object.setInt16.max == Int16(18) }),
        ("(object.setInt16.@max == %@)", [Int16(16)], 0, { $0.object.setInt16.max == Int16(16) }),
        ("(object.setInt16.@max != %@)", [Int16(18)], 0, { $0.object.setInt16.max != Int16(18) }),
        ("(object.setInt16.@max != %@)", [Int16(16)], 1, { $0.object.setInt16.max != Int16(16) }),
        ("(object.setInt16.@max > %@)", [Int16(18)], 0, { $0.object.setInt16.max > Int16(18) }),
        ("(object.setInt16.@max < %@)", [Int16(18)], 0, { $0.object.setInt16.max < Int16(18) }),
        ("(object.setInt16.@max >= %@)", [Int16(18)], 1, { $0.object.setInt16.max >= Int16(18) }),
        ("(object.setInt16.@max <= %@)", [Int16(18)], 1, { $0.object.setInt16.max <= Int16(18) }),
        ("(object.setInt32.@max == %@)", [Int32(34)], 1, { $0.object.setInt32.max == Int32(34) }),
        ("(object.setInt32.@max == %@)", [Int32(32)], 0, { $0.object.setInt32.max == Int32(32) }),
        ("(object.setInt32.@max != %@)", [Int32(34)], 0, { $0.object.setInt32.max != Int32(34) }),
        ("(object.setInt32.@max != %@)", [Int32(32)], 1, { $0.object.setInt32.max != Int32(32) }),
        ("(object.setInt32.@max > %@)", [Int32(34)], 0, { $0.object.setInt32.max > Int32(34) }),
        ("(object.setInt32.@max < %@)", [Int32(34)], 0, { $0.object.setInt32.max < Int32(34) }),
        ("(object.setInt32.@max >= %@)", [Int32(34)], 1, { $0.object.setInt32.max >= Int32(34) }),
        ("(object.setInt32.@max <= %@)", [Int32(34)], 1, { $0.object.setInt32.max <= Int32(34) }),
        ("(object.setInt64.@max == %@)", [Int64(66)], 1, { $0.object.setInt64.max == Int64(66) }),
        ("(object.setInt64.@max == %@)", [Int64(64)], 0, { $0.object.setInt64.max == Int64(64) }),
        ("(object.setInt64.@max != %@)", [Int64(66)], 0, { $0.object.setInt64.max != Int64(66) }),
        ("(object.setInt64.@max != %@)", [Int64(64)], 1, { $0.object.setInt64.max != Int64(64) }),
        ("(object.setInt64.@max > %@)", [Int64(66)], 0, { $0.object.setInt64.max > Int64(66) }),
        ("(object.setInt64.@max < %@)", [Int64(66)], 0, { $0.object.setInt64.max < Int64(66) }),
        ("(object.setInt64.@max >= %@)", [Int64(66)], 1, { $0.object.setInt64.max >= Int64(66) }),
        ("(object.setInt64.@max <= %@)", [Int64(66)], 1, { $0.object.setInt64.max <= Int64(66) }),
        ("(object.setFloat.@max == %@)", [Float(7.55444333)], 1, { $0.object.setFloat.max == Float(7.55444333) }),
        ("(object.setFloat.@max == %@)", [Float(5.55444333)], 0, { $0.object.setFloat.max == Float(5.55444333) }),
        ("(object.setFloat.@max != %@)", [Float(7.55444333)], 0, { $0.object.setFloat.max != Float(7.55444333) }),
        ("(object.setFloat.@max != %@)", [Float(5.55444333)], 1, { $0.object.setFloat.max != Float(5.55444333) }),
        ("(object.setFloat.@max > %@)", [Float(7.55444333)], 0, { $0.object.setFloat.max > Float(7.55444333) }),
        ("(object.setFloat.@max < %@)", [Float(7.55444333)], 0, { $0.object.setFloat.max < Float(7.55444333) }),
        ("(object.setFloat.@max >= %@)", [Float(7.55444333)], 1, { $0.object.setFloat.max >= Float(7.55444333) }),
        ("(object.setFloat.@max <= %@)", [Float(7.55444333)], 1, { $0.object.setFloat.max <= Float(7.55444333) }),
        ("(object.setDouble.@max == %@)", [345.678], 1, { $0.object.setDouble.max == 345.678 }),
        ("(object.setDouble.@max == %@)", [123.456], 0, { $0.object.setDouble.max == 123.456 }),
        ("(object.setDouble.@max != %@)", [345.678], 0, { $0.object.setDouble.max != 345.678 }),
        ("(object.setDouble.@max != %@)", [123.456], 1, { $0.object.setDouble.max != 123.456 }),
        ("(object.setDouble.@max > %@)", [345.678], 0, { $0.object.setDouble.max > 345.678 }),
        ("(object.setDouble.@max < %@)", [345.678], 0, { $0.object.setDouble.max < 345.678 }),
        ("(object.setDouble.@max >= %@)", [345.678], 1, { $0.object.setDouble.max >= 345.678 }),
        ("(object.setDouble.@max <= %@)", [345.678], 1, { $0.object.setDouble.max <= 345.678 }),
        ("(object.setDecimal.@max == %@)", [Decimal128(345.678)], 1, { $0.object.setDecimal.max == Decimal128(345.678) }),
        ("(object.setDecimal.@max == %@)", [Decimal128(123.456)], 0, { $0.object.setDecimal.max == Decimal128(123.456) }),
        ("(object.setDecimal.@max != %@)", [Decimal128(345.678)], 0, { $0.object.setDecimal.max != Decimal128(345.678) }),
        ("(object.setDecimal.@max != %@)", [Decimal128(123.456)], 1, { $0.object.setDecimal.max != Decimal128(123.456) }),
        ("(object.setDecimal.@max > %@)", [Decimal128(345.678)], 0, { $0.object.setDecimal.max > Decimal128(345.678) }),
        ("(object.setDecimal.@max < %@)", [Decimal128(345.678)], 0, { $0.object.setDecimal.max < Decimal128(345.678) }),
        ("(object.setDecimal.@max >= %@)", [Decimal128(345.678)], 1, { $0.object.setDecimal.max >= Decimal128(345.678) }),
        ("(object.setDecimal.@max <= %@)", [Decimal128(345.678)], 1, { $0.object.setDecimal.max <= Decimal128(345.678) }),
        ("(object.setOptInt.@max == %@)", [5], 1, { $0.object.setOptInt.max == 5 }),
        ("(object.setOptInt.@max == %@)", [1], 0, { $0.object.setOptInt.max == 1 }),
        ("(object.setOptInt.@max != %@)", [5], 0, { $0.object.setOptInt.max != 5 }),
        ("(object.setOptInt.@max != %@)", [1], 1, { $0.object.setOptInt.max != 1 }),
        ("(object.setOptInt.@max > %@)", [5], 0, { $0.object.setOptInt.max > 5 }),
        ("(object.setOptInt.@max < %@)", [5], 0, { $0.object.setOptInt.max < 5 }),
        ("(object.setOptInt.@max >= %@)", [5], 1, { $0.object.setOptInt.max >= 5 }),
        ("(object.setOptInt.@max <= %@)", [5], 1, { $0.object.setOptInt.max <= 5 }),
        ("(object.setOptInt8.@max == %@)", [Int8(10)], 1, { $0.object.setOptInt8.max == Int8(10) }),
        ("(object.setOptInt8.@max == %@)", [Int8(8)], 0, { $0.object.setOptInt8.max == Int8(8) }),
        ("(object.setOptInt8.@max != %@)", [Int8(10)], 0, { $0.object.setOptInt8.max != Int8(10) }),
        ("(object.setOptInt8.@max != %@)", [Int8(8)], 1, { $0.object.setOptInt8.max != Int8(8) }),
        ("(object.setOptInt8.@max > %@)", [Int8(10)], 0, { $0.object.setOptInt8.max > Int8(10) }),
        ("(object.setOptInt8.@max < %@)", [Int8(10)], 0, { $0.object.setOptInt8.max < Int8(10) }),
        ("(object.setOptInt8.@max >= %@)", [Int8(10)], 1, { $0.object.setOptInt8.max >= Int8(10) }),
        ("(object.setOptInt8.@max <= %@)", [Int8(10)], 1, { $0.object.setOptInt8.max <= Int8(10) }),
        ("(object.setOptInt16.@max == %@)", [Int16(18)], 1, { $0.object.setOptInt16.max == Int16(18) }),
        ("(object.setOptInt16.@max == %@)", [Int16(16)], 0, { $0.object.setOptInt16.max == Int16(16) }),
        ("(object.setOptInt16.@max != %@)", [Int16(18)], 0, { $0.object.setOptInt16.max != Int16(18) }),
        ("(object.setOptInt16.@max != %@)", [Int16(16)], 1, { $0.object.setOptInt16.max != Int16(16) }),
        ("(object.setOptInt16.@max > %@)", [Int16(18)], 0, { $0.object.setOptInt16.max > Int16(18) }),
        ("(object.setOptInt16.@max < %@)", [Int16(18)], 0, { $0.object.setOptInt16.max < Int16(18) }),
        ("(object.setOptInt16.@max >= %@)", [Int16(18)], 1, { $0.object.setOptInt16.max >= Int16(18) }),
        ("(object.setOptInt16.@max <= %@)", [Int16(18)], 1, { $0.object.setOptInt16.max <= Int16(18) }),
        ("(object.setOptInt32.@max == %@)", [Int32(34)], 1, { $0.object.setOptInt32.max == Int32(34) }),
        ("(object.setOptInt32.@max == %@)", [Int32(32)], 0, { $0.object.setOptInt32.max == Int32(32) }),
        ("(object.setOptInt32.@max != %@)", [Int32(34)], 0, { $0.object.setOptInt32.max != Int32(34) }),
        ("(object.setOptInt32.@max != %@)", [Int32(32)], 1, { $0.object.setOptInt32.max != Int32(32) }),
        ("(object.setOptInt32.@max > %@)", [Int32(34)], 0, { $0.object.setOptInt32.max > Int32(34) }),
        ("(object.setOptInt32.@max < %@)", [Int32(34)], 0, { $0.object.setOptInt32.max < Int32(34) }),
        ("(object.setOptInt32.@max >= %@)", [Int32(34)], 1, { $0.object.setOptInt32.max >= Int32(34) }),
        ("(object.setOptInt32.@max <= %@)", [Int32(34)], 1, { $0.object.setOptInt32.max <= Int32(34) }),
        ("(object.setOptInt64.@max == %@)", [Int64(66)], 1, { $0.object.setOptInt64.max == Int64(66) }),
        ("(object.setOptInt64.@max == %@)", [Int64(64)], 0, { $0.object.setOptInt64.max == Int64(64) }),
        ("(object.setOptInt64.@max != %@)", [Int64(66)], 0, { $0.object.setOptInt64.max != Int64(66) }),
        ("(object.setOptInt64.@max != %@)", [Int64(64)], 1, { $0.object.setOptInt64.max != Int64(64) }),
        ("(object.setOptInt64.@max > %@)", [Int64(66)], 0, { $0.object.setOptInt64.max > Int64(66) }),
        ("(object.setOptInt64.@max < %@)", [Int64(66)], 0, { $0.object.setOptInt64.max < Int64(66) }),
        ("(object.setOptInt64.@max >= %@)", [Int64(66)], 1, { $0.object.setOptInt64.max >= Int64(66) }),
        ("(object.setOptInt64.@max <= %@)", [Int64(66)], 1, { $0.object.setOptInt64.max <= Int64(66) }),
        ("(object.setOptFloat.@max == %@)", [Float(7.55444333)], 1, { $0.object.setOptFloat.max == Float(7.55444333) }),
        ("(object.setOptFloat.@max == %@)", [Float(5.55444333)], 0, { $0.object.setOptFloat.max == Float(5.55444333) }),
        ("(object.setOptFloat.@max != %@)", [Float(7.55444333)], 0, { $0.object.setOptFloat.max != Float(7.55444333) }),
        ("(object.setOptFloat.@max != %@)", [Float(5.55444333)], 1, { $0.object.setOptFloat.max != Float(5.55444333) }),
        ("(object.setOptFloat.@max > %@)", [Float(7.55444333)], 0, { $0.object.setOptFloat.max > Float(7.55444333) }),
        ("(object.setOptFloat.@max < %@)", [Float(7.55444333)], 0, { $0.object.setOptFloat.max < Float(7.55444333) }),
        ("(object.setOptFloat.@max >= %@)", [Float(7.55444333)], 1, { $0.object.setOptFloat.max >= Float(7.55444333) }),
        ("(object.setOptFloat.@max <= %@)", [Float(7.55444333)], 1, { $0.object.setOptFloat.max <= Float(7.55444333) }),
        ("(object.setOptDouble.@max == %@)", [345.678], 1, { $0.object.setOptDouble.max == 345.678 }),
        ("(object.setOptDouble.@max == %@)", [123.456], 0, { $0.object.setOptDouble.max == 123.456 }),
        ("(object.setOptDouble.@max != %@)", [345.678], 0, { $0.object.setOptDouble.max != 345.678 }),
        ("(object.setOptDouble.@max != %@)", [123.456], 1, { $0.object.setOptDouble.max != 123.456 }),
        ("(object.setOptDouble.@max > %@)", [345.678], 0, { $0.object.setOptDouble.max > 345.678 }),
        ("(object.setOptDouble.@max < %@)", [345.678], 0, { $0.object.setOptDouble.max < 345.678 }),
        ("(object.setOptDouble.@max >= %@)", [345.678], 1, { $0.object.setOptDouble.max >= 345.678 }),
        ("(object.setOptDouble.@max <= %@)", [345.678], 1, { $0.object.setOptDouble.max <= 345.678 }),
        ("(object.setOptDecimal.@max == %@)", [Decimal128(345.678)], 1, { $0.object.setOptDecimal.max == Decimal128(345.678) }),
        ("(object.setOptDecimal.@max == %@)", [Decimal128(123.456)], 0, { $0.object.setOptDecimal.max == Decimal128(123.456) }),
        ("(object.setOptDecimal.@max != %@)", [Decimal128(345.678)], 0, { $0.object.setOptDecimal.max != Decimal128(345.678) }),
        ("(object.setOptDecimal.@max != %@)", [Decimal128(123.456)], 1, { $0.object.setOptDecimal.max != Decimal128(123.456) }),
        ("(object.setOptDecimal.@max > %@)", [Decimal128(345.678)], 0, { $0.object.setOptDecimal.max > Decimal128(345.678) }),
        ("(object.setOptDecimal.@max < %@)", [Decimal128(345.678)], 0, { $0.object.setOptDecimal.max < Decimal128(345.678) }),
        ("(object.setOptDecimal.@max >= %@)", [Decimal128(345.678)], 1, { $0.object.setOptDecimal.max >= Decimal128(345.678) }),
        ("(object.setOptDecimal.@max <= %@)", [Decimal128(345.678)], 1, { $0.object.setOptDecimal.max <= Decimal128(345.678) }),
        ("(object.mapInt.@max == %@)", [5], 1, { $0.object.mapInt.max == 5 }),
        ("(object.mapInt.@max == %@)", [1], 0, { $0.object.mapInt.max == 1 }),
        ("(object.mapInt.@max != %@)", [5], 0, { $0.object.mapInt.max != 5 }),
        ("(object.mapInt.@max != %@)", [1], 1, { $0.object.mapInt.max != 1 }),
        ("(object.mapInt.@max > %@)", [5], 0, { $0.object.mapInt.max > 5 }),
        ("(object.mapInt.@max < %@)", [5], 0, { $0.object.mapInt.max < 5 }),
        ("(object.mapInt.@max >= %@)", [5], 1, { $0.object.mapInt.max >= 5 }),
        ("(object.mapInt.@max <= %@)", [5], 1, { $0.object.mapInt.max <= 5 }),
        ("(object.mapInt8.@max == %@)", [Int8(10)], 1, { $0.object.mapInt8.max == Int8(10) }),
        ("(object.mapInt8.@max == %@)", [Int8(8)], 0, { $0.object.mapInt8.max == Int8(8) }),
        ("(object.mapInt8.@max != %@)", [Int8(10)], 0, { $0.object.mapInt8.max != Int8(10) }),
        ("(object.mapInt8.@max != %@)", [Int8(8)], 1, { $0.object.mapInt8.max != Int8(8) }),
        ("(object.mapInt8.@max > %@)", [Int8(10)], 0, { $0.object.mapInt8.max > Int8(10) }),
        ("(object.mapInt8.@max < %@)", [Int8(10)], 0, { $0.object.mapInt8.max < Int8(10) }),
        ("(object.mapInt8.@max >= %@)", [Int8(10)], 1, { $0.object.mapInt8.max >= Int8(10) }),
        ("(object.mapInt8.@max <= %@)", [Int8(10)], 1, { $0.object.mapInt8.max <= Int8(10) }),
        ("(object.mapInt16.@max == %@)", [Int16(18)], 1, { $0.object.mapInt16.max == Int16(18) }),
        ("(object.mapInt16.@max == %@)", [Int16(16)], 0, { $0.object.mapInt16.max == Int16(16) }),
        ("(object.mapInt16.@max != %@)", [Int16(18)], 0, { $0.object.mapInt16.max != Int16(18) }),
        ("(object.mapInt16.@max != %@)", [Int16(16)], 1, { $0.object.mapInt16.max != Int16(16) }),
        ("(object.mapInt16.@max > %@)", [Int16(18)], 0, { $0.object.mapInt16.max > Int16(18) }),
        ("(object.mapInt16.@max < %@)", [Int16(18)], 0, { $0.object.mapInt16.max < Int16(18) }),
        ("(object.mapInt16.@max >= %@)", [Int16(18)], 1, { $0.object.mapInt16.max >= Int16(18) }),
        ("(object.mapInt16.@max <= %@)", [Int16(18)], 1, { $0.object.mapInt16.max <= Int16(18) }),
        ("(object.mapInt32.@max == %@)", [Int32(34)], 1, { $0.object.mapInt32.max == Int32(34) }),
        ("(object.mapInt32.@max == %@)", [Int32(32)], 0, { $0.object.mapInt32.max == Int32(32) }),
        ("(object.mapInt32.@max != %@)", [Int32(34)], 0, { $0.object.mapInt32.max != Int32(34) }),
        ("(object.mapInt32.@max != %@)", [Int32(32)], 1, { $0.object.mapInt32.max != Int32(32) }),
        ("(object.mapInt32.@max > %@)", [Int32(34)], 0, { $0.object.mapInt32.max > Int32(34) }),
        ("(object.mapInt32.@max < %@)", [Int32(34)], 0, { $0.object.mapInt32.max < Int32(34) }),
        ("(object.mapInt32.@max >= %@)", [Int32(34)], 1, { $0.object.mapInt32.max >= Int32(34) }),
        ("(object.mapInt32.@max <= %@)", [Int32(34)], 1, { $0.object.mapInt32.max <= Int32(34) }),
        ("(object.mapInt64.@max == %@)", [Int64(66)], 1, { $0.object.mapInt64.max == Int64(66) }),
        ("(object.mapInt64.@max == %@)", [Int64(64)], 0, { $0.object.mapInt64.max == Int64(64) }),
        ("(object.mapInt64.@max != %@)", [Int64(66)], 0, { $0.object.mapInt64.max != Int64(66) }),
        ("(object.mapInt64.@max != %@)", [Int64(64)], 1, { $0.object.mapInt64.max != Int64(64) }),
        ("(object.mapInt64.@max > %@)", [Int64(66)], 0, { $0.object.mapInt64.max > Int64(66) }),
        ("(object.mapInt64.@max < %@)", [Int64(66)], 0, { $0.object.mapInt64.max < Int64(66) }),
        ("(object.mapInt64.@max >= %@)", [Int64(66)], 1, { $0.object.mapInt64.max >= Int64(66) }),
        ("(object.mapInt64.@max <= %@)", [Int64(66)], 1, { $0.object.mapInt64.max <= Int64(66) }),
        ("(object.mapFloat.@max == %@)", [Float(7.55444333)], 1, { $0.object.mapFloat.max == Float(7.55444333) }),
        ("(object.mapFloat.@max == %@)", [Float(5.55444333)], 0, { $0.object.mapFloat.max == Float(5.55444333) }),
        ("(object.mapFloat.@max != %@)", [Float(7.55444333)], 0, { $0.object.mapFloat.max != Float(7.55444333) }),
        ("(object.mapFloat.@max != %@)", [Float(5.55444333)], 1, { $0.object.mapFloat.max != Float(5.55444333) }),
        ("(object.mapFloat.@max > %@)", [Float(7.55444333)], 0, { $0.object.mapFloat.max > Float(7.55444333) }),
        ("(object.mapFloat.@max < %@)", [Float(7.55444333)], 0, { $0.object.mapFloat.max < Float(7.55444333) }),
        ("(object.mapFloat.@max >= %@)", [Float(7.55444333)], 1, { $0.object.mapFloat.max >= Float(7.55444333) }),
        ("(object.mapFloat.@max <= %@)", [Float(7.55444333)], 1, { $0.object.mapFloat.max <= Float(7.55444333) }),
        ("(object.mapDouble.@max == %@)", [345.678], 1, { $0.object.mapDouble.max == 345.678 }),
        ("(object.mapDouble.@max == %@)", [123.456], 0, { $0.object.mapDouble.max == 123.456 }),
        ("(object.mapDouble.@max != %@)", [345.678], 0, { $0.object.mapDouble.max != 345.678 }),
        ("(object.mapDouble.@max != %@)", [123.456], 1, { $0.object.mapDouble.max != 123.456 }),
        ("(object.mapDouble.@max > %@)", [345.678], 0, { $0.object.mapDouble.max > 345.678 }),
        ("(object.mapDouble.@max < %@)", [345.678], 0, { $0.object.mapDouble.max < 345.678 }),
        ("(object.mapDouble.@max >= %@)", [345.678], 1, { $0.object.mapDouble.max >= 345.678 }),
        ("(object.mapDouble.@max <= %@)", [345.678], 1, { $0.object.mapDouble.max <= 345.678 }),
        ("(object.mapDecimal.@max == %@)", [Decimal128(345.678)], 1, { $0.object.mapDecimal.max == Decimal128(345.678) }),
        ("(object.mapDecimal.@max == %@)", [Decimal128(123.456)], 0, { $0.object.mapDecimal.max == Decimal128(123.456) }),
        ("(object.mapDecimal.@max != %@)", [Decimal128(345.678)], 0, { $0.object.mapDecimal.max != Decimal128(345.678) }),
        ("(object.mapDecimal.@max != %@)", [Decimal128(123.456)], 1, { $0.object.mapDecimal.max != Decimal128(123.456) }),
        ("(object.mapDecimal.@max > %@)", [Decimal128(345.678)], 0, { $0.object.mapDecimal.max > Decimal128(345.678) }),
        ("(object.mapDecimal.@max < %@)", [Decimal128(345.678)], 0, { $0.object.mapDecimal.max < Decimal128(345.678) }),
        ("(object.mapDecimal.@max >= %@)", [Decimal128(345.678)], 1, { $0.object.mapDecimal.max >= Decimal128(345.678) }),
        ("(object.mapDecimal.@max <= %@)", [Decimal128(345.678)], 1, { $0.object.mapDecimal.max <= Decimal128(345.678) }),
        ("(object.mapOptInt.@max == %@)", [5], 1, { $0.object.mapOptInt.max == 5 }),
        ("(object.mapOptInt.@max == %@)", [1], 0, { $0.object.mapOptInt.max == 1 }),
        ("(object.mapOptInt.@max != %@)", [5], 0, { $0.object.mapOptInt.max != 5 }),
        ("(object.mapOptInt.@max != %@)", [1], 1, { $0.object.mapOptInt.max != 1 }),
        ("(object.mapOptInt.@max > %@)", [5], 0, { $0.object.mapOptInt.max > 5 }),
        ("(object.mapOptInt.@max < %@)", [5], 0, { $0.object.mapOptInt.max < 5 }),
        ("(object.mapOptInt.@max >= %@)", [5], 1, { $0.object.mapOptInt.max >= 5 }),
        ("(object.mapOptInt.@max <= %@)", [5], 1, { $0.object.mapOptInt.max <= 5 }),
        ("(object.mapOptInt8.@max == %@)", [Int8(10)], 1, { $0.object.mapOptInt8.max == Int8(10) }),
        ("(object.mapOptInt8.@max == %@)", [Int8(8)], 0, { $0.object.mapOptInt8.max == Int8(8) }),
        ("(object.mapOptInt8.@max != %@)", [Int8(10)], 0, { $0.object.mapOptInt8.max != Int8(10) }),
        ("(object.mapOptInt8.@max != %@)", [Int8(8)], 1, { $0.object.mapOptInt8.max != Int8(8) }),
        ("(object.mapOptInt8.@max > %@)", [Int8(10)], 0, { $0.object.mapOptInt8.max > Int8(10) }),
        ("(object.mapOptInt8.@max < %@)", [Int8(10)], 0, { $0.object.mapOptInt8.max < Int8(10) }),
        ("(object.mapOptInt8.@max >= %@)", [Int8(10)], 1, { $0.object.mapOptInt8.max >= Int8(10) }),
        ("(object.mapOptInt8.@max <= %@)", [Int8(10)], 1, { $0.object.mapOptInt8.max <= Int8(10) }),
        ("(object.mapOptInt16.@max == %@)", [Int16(18)], 1, { $0.object.mapOptInt16.max == Int16(18) }),
        ("(object.mapOptInt16.@max == %@)", [Int16(16)], 0, { $0.object.mapOptInt16.max == Int16(16) }),
        ("(object.mapOptInt16.@max != %@)", [Int16(18)], 0, { $0.object.mapOptInt16.max != Int16(18) }),
        ("(object.mapOptInt16.@max != %@)", [Int16(16)], 1, { $0.object.mapOptInt16.max != Int16(16) }),
        ("(object.mapOptInt16.@max > %@)", [Int16(18)], 0, { $0.object.mapOptInt16.max > Int16(18) }),
        ("(object.mapOptInt16.@max < %@)", [Int16(18)], 0, { $0.object.mapOptInt16.max < Int16(18) }),
        ("(object.mapOptInt16.@max >= %@)", [Int16(18)], 1, { $0.object.mapOptInt16.max >= Int16(18) }),
        ("(object.mapOptInt16.@max <= %@)", [Int16(18)], 1, { $0.object.mapOptInt16.max <= Int16(18) }),
        ("(object.mapOptInt32.@max == %@)", [Int32(34)], 1, { $0.object.mapOptInt32.max == Int32(34) }),
        ("(object.mapOptInt32.@max == %@)", [Int32(32)], 0, { $0.object.mapOptInt32.max == Int32(32) }),
        ("(object.mapOptInt32.@max != %@)", [Int32(34)], 0, { $0.object.mapOptInt32.max != Int32(34) }),
        ("(object.mapOptInt32.@max != %@)", [Int32(32)], 1, { $0.object.mapOptInt32.max != Int32(32) }),
        ("(object.mapOptInt32.@max > %@)", [Int32(34)], 0, { $0.object.mapOptInt32.max > Int32(34) }),
        ("(object.mapOptInt32.@max < %@)", [Int32(34)], 0, { $0.object.mapOptInt32.max < Int32(34) }),
        ("(object.mapOptInt32.@max >= %@)", [Int32(34)], 1, { $0.object.mapOptInt32.max >= Int32(34) }),
        ("(object.mapOptInt32.@max <= %@)", [Int32(34)], 1, { $0.object.mapOptInt32.max <= Int32(34) }),
        ("(object.mapOptInt64.@max == %@)", [Int64(66)], 1, { $0.object.mapOptInt64.max == Int64(66) }),
        ("(object.mapOptInt64.@max == %@)", [Int64(64)], 0, { $0.object.mapOptInt64.max == Int64(64) }),
        ("(object.mapOptInt64.@max != %@)", [Int64(66)], 0, { $0.object.mapOptInt64.max != Int64(66) }),
        ("(object.mapOptInt64.@max != %@)", [Int64(64)], 1, { $0.object.mapOptInt64.max != Int64(64) }),
        ("(object.mapOptInt64.@max > %@)", [Int64(66)], 0, { $0.object.mapOptInt64.max > Int64(66) }),
        ("(object.mapOptInt64.@max < %@)", [Int64(66)], 0, { $0.object.mapOptInt64.max < Int64(66) }),
        ("(object.mapOptInt64.@max >= %@)", [Int64(66)], 1, { $0.object.mapOptInt64.max >= Int64(66) }),
        ("(object.mapOptInt64.@max <= %@)", [Int64(66)], 1, { $0.object.mapOptInt64.max <= Int64(66) }),
        ("(object.mapOptFloat.@max == %@)", [Float(7.55444333)], 1, { $0.object.mapOptFloat.max == Float(7.55444333) }),
        ("(object.mapOptFloat.@max == %@)", [Float(5.55444333)], 0, { $0.object.mapOptFloat.max == Float(5.55444333) }),
        ("(object.mapOptFloat.@max != %@)", [Float(7.55444333)], 0, { $0.object.mapOptFloat.max != Float(7.55444333) }),
        ("(object.mapOptFloat.@max != %@)", [Float(5.55444333)], 1, { $0.object.mapOptFloat.max != Float(5.55444333) }),
        ("(object.mapOptFloat.@max > %@)", [Float(7.55444333)], 0, { $0.object.mapOptFloat.max > Float(7.55444333) }),
        ("(object.mapOptFloat.@max < %@)", [Float(7.55444333)], 0, { $0.object.mapOptFloat.max < Float(7.55444333) }),
        ("(object.mapOptFloat.@max >= %@)", [Float(7.55444333)], 1, { $0.object.mapOptFloat.max >= Float(7.55444333) }),
        ("(object.mapOptFloat.@max <= %@)", [Float(7.55444333)], 1, { $0.object.mapOptFloat.max <= Float(7.55444333) }),
        ("(object.mapOptDouble.@max == %@)", [345.678], 1, { $0.object.mapOptDouble.max == 345.678 }),
        ("(object.mapOptDouble.@max == %@)", [123.456], 0, { $0.object.mapOptDouble.max == 123.456 }),
        ("(object.mapOptDouble.@max != %@)", [345.678], 0, { $0.object.mapOptDouble.max != 345.678 }),
        ("(object.mapOptDouble.@max != %@)", [123.456], 1, { $0.object.mapOptDouble.max != 123.456 }),
        ("(object.mapOptDouble.@max > %@)", [345.678], 0, { $0.object.mapOptDouble.max > 345.678 }),
        ("(object.mapOptDouble.@max < %@)", [345.678], 0, { $0.object.mapOptDouble.max < 345.678 }),
        ("(object.mapOptDouble.@max >= %@)", [345.678], 1, { $0.object.mapOptDouble.max >= 345.678 }),
        ("(object.mapOptDouble.@max <= %@)", [345.678], 1, { $0.object.mapOptDouble.max <= 345.678 }),
        ("(object.mapOptDecimal.@max == %@)", [Decimal128(345.678)], 1, { $0.object.mapOptDecimal.max == Decimal128(345.678) }),
        ("(object.mapOptDecimal.@max == %@)", [Decimal128(123.456)], 0, { $0.object.mapOptDecimal.max == Decimal128(123.456) }),
        ("(object.mapOptDecimal.@max != %@)", [Decimal128(345.678)], 0, { $0.object.mapOptDecimal.max != Decimal128(345.678) }),
        ("(object.mapOptDecimal.@max != %@)", [Decimal128(123.456)], 1, { $0.object.mapOptDecimal.max != Decimal128(123.456) }),
        ("(object.mapOptDecimal.@max > %@)", [Decimal128(345.678)], 0, { $0.object.mapOptDecimal.max > Decimal128(345.678) }),
        ("(object.mapOptDecimal.@max < %@)", [Decimal128(345.678)], 0, { $0.object.mapOptDecimal.max < Decimal128(345.678) }),
        ("(object.mapOptDecimal.@max >= %@)", [Decimal128(345.678)], 1, { $0.object.mapOptDecimal.max >= Decimal128(345.678) }),
        ("(object.mapOptDecimal.@max <= %@)", [Decimal128(345.678)], 1, { $0.object.mapOptDecimal.max <= Decimal128(345.678) }),
    ]
    for (text, values, count, query) in rowsValues {
        let (built, args) = query(Query<LinkToCollectionsOfValues>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(LinkToCollectionsOfValues.self).where(query).count, count, built)
    }
    let rowsfEnums: [(String, [Any], Int, (Query<LinkToModernCollectionsOfEnums>) -> Query<Bool>)] = [
        ("(object.listInt.@max == %@)", [EnumInt.value3], 1, { $0.object.listInt.max == EnumInt.value3 }),
        ("(object.listInt.@max == %@)", [EnumInt.value1], 0, { $0.object.listInt.max == EnumInt.value1 }),
        ("(object.listInt.@max != %@)", [EnumInt.value3], 0, { $0.object.listInt.max != EnumInt.value3 }),
        ("(object.listInt.@max != %@)", [EnumInt.value1], 1, { $0.object.listInt.max != EnumInt.value1 }),
        ("(object.listInt.@max > %@)", [EnumInt.value3], 0, { $0.object.listInt.max > EnumInt.value3 }),
        ("(object.listInt.@max < %@)", [EnumInt.value3], 0, { $0.object.listInt.max < EnumInt.value3 }),
        ("(object.listInt.@max >= %@)", [EnumInt.value3], 1, { $0.object.listInt.max >= EnumInt.value3 }),
        ("(object.listInt.@max <= %@)", [EnumInt.value3], 1, { $0.object.listInt.max <= EnumInt.value3 }),
        ("(object.listInt8.@max == %@)", [EnumInt8.value3], 1, { $0.object.listInt8.max == EnumInt8.value3 }),
        ("(object.listInt8.@max == %@)", [EnumInt8.value1], 0, { $0.object.listInt8.max == EnumInt8.value1 }),
        ("(object.listInt8.@max != %@)", [EnumInt8.value3], 0, { $0.object.listInt8.max != EnumInt8.value3 }),
        ("(object.listInt8.@max != %@)", [EnumInt8.value1], 1, { $0.object.listInt8.max != EnumInt8.value1 }),
        ("(object.listInt8.@max > %@)", [EnumInt8.value3], 0, { $0.object.listInt8.max > EnumInt8.value3 }),
        ("(object.listInt8.@max < %@)", [EnumInt8.value3], 0, { $0.object.listInt8.max < EnumInt8.value3 }),
        ("(object.listInt8.@max >= %@)", [EnumInt8.value3], 1, { $0.object.listInt8.max >= EnumInt8.value3 }),
        ("(object.listInt8.@max <= %@)", [EnumInt8.value3], 1, { $0.object.listInt8.max <= EnumInt8.value3 }),
        ("(object.listInt16.@max == %@)", [EnumInt16.value3], 1, { $0.object.listInt16.max == EnumInt16.value3 }),
        ("(object.listInt16.@max == %@)", [EnumInt16.value1], 0, { $0.object.listInt16.max == EnumInt16.value1 }),
        ("(object.listInt16.@max != %@)", [EnumInt16.value3], 0, { $0.object.listInt16.max != EnumInt16.value3 }),
        ("(object.listInt16.@max != %@)", [EnumInt16.value1], 1, { $0.object.listInt16.max != EnumInt16.value1 }),
        ("(object.listInt16.@max > %@)", [EnumInt16.value3], 0, { $0.object.listInt16.max > EnumInt16.value3 }),
        ("(object.listInt16.@max < %@)", [EnumInt16.value3], 0, { $0.object.listInt16.max < EnumInt16.value3 }),
        ("(object.listInt16.@max >= %@)", [EnumInt16.value3], 1, { $0.object.listInt16.max >= EnumInt16.value3 }),
        ("(object.listInt16.@max <= %@)", [EnumInt16.value3], 1, { $0.object.listInt16.max <= EnumInt16.value3 }),
        ("(object.listInt32.@max == %@)", [EnumInt32.value3], 1, { $0.object.listInt32.max == EnumInt32.value3 }),
        ("(object.listInt32.@max == %@)", [EnumInt32.value1], 0, { $0.object.listInt32.max == EnumInt32.value1 }),
        ("(object.listInt32.@max != %@)", [EnumInt32.value3], 0, { $0.object.listInt32.max != EnumInt32.value3 }),
        ("(object.listInt32.@max != %@)", [EnumInt32.value1], 1, { $0.object.listInt32.max != EnumInt32.value1 }),
        ("(object.listInt32.@max > %@)", [EnumInt32.value3], 0, { $0.object.listInt32.max > EnumInt32.value3 }),
        ("(object.listInt32.@max < %@)", [EnumInt32.value3], 0, { $0.object.listInt32.max < EnumInt32.value3 }),
        ("(object.listInt32.@max >= %@)", [EnumInt32.value3], 1, { $0.object.listInt32.max >= EnumInt32.value3 }),
        ("(object.listInt32.@max <= %@)", [EnumInt32.value3], 1, { $0.object.listInt32.max <= EnumInt32.value3 }),
        ("(object.listInt64.@max == %@)", [EnumInt64.value3], 1, { $0.object.listInt64.max == EnumInt64.value3 }),
        ("(object.listInt64.@max == %@)", [EnumInt64.value1], 0, { $0.object.listInt64.max == EnumInt64.value1 }),
        ("(object.listInt64.@max != %@)", [EnumInt64.value3], 0, { $0.object.listInt64.max != EnumInt64.value3 }),
        ("(object.listInt64.@max != %@)", [EnumInt64.value1], 1, { $0.object.listInt64.max != EnumInt64.value1 }),
        ("(object.listInt64.@max > %@)", [EnumInt64.value3], 0, { $0.object.listInt64.max > EnumInt64.value3 }),
        ("(object.listInt64.@max < %@)", [EnumInt64.value3], 0, { $0.object.listInt64.max < EnumInt64.value3 }),
        ("(object.listInt64.@max >= %@)", [EnumInt64.value3], 1, { $0.object.listInt64.max >= EnumInt64.value3 }),
        ("(object.listInt64.@max <= %@)", [EnumInt64.value3], 1, { $0.object.listInt64.max <= EnumInt64.value3 }),
        ("(object.listDouble.@max == %@)", [EnumDouble.value3], 1, { $0.object.listDouble.max == EnumDouble.value3 }),
        ("(object.listDouble.@max == %@)", [EnumDouble.value1], 0, { $0.object.listDouble.max == EnumDouble.value1 }),
        ("(object.listDouble.@max != %@)", [EnumDouble.value3], 0, { $0.object.listDouble.max != EnumDouble.value3 }),
        ("(object.listDouble.@max != %@)", [EnumDouble.value1], 1, { $0.object.listDouble.max != EnumDouble.value1 }),
        ("(object.listDouble.@max > %@)", [EnumDouble.value3], 0, { $0.object.listDouble.max > EnumDouble.value3 }),
        ("(object.listDouble.@max < %@)", [EnumDouble.value3], 0, { $0.object.listDouble.max < EnumDouble.value3 }),
        ("(object.listDouble.@max >= %@)", [EnumDouble.value3], 1, { $0.object.listDouble.max >= EnumDouble.value3 }),
        ("(object.listDouble.@max <= %@)", [EnumDouble.value3], 1, { $0.object.listDouble.max <= EnumDouble.value3 }),
        ("(object.listIntOpt.@max == %@)", [EnumInt.value3], 1, { $0.object.listIntOpt.max == EnumInt.value3 }),
        ("(object.listIntOpt.@max == %@)", [EnumInt.value1], 0, { $0.object.listIntOpt.max == EnumInt.value1 }),
        ("(object.listIntOpt.@max != %@)", [EnumInt.value3], 0, { $0.object.listIntOpt.max != EnumInt.value3 }),
        ("(object.listIntOpt.@max != %@)", [EnumInt.value1], 1, { $0.object.listIntOpt.max != EnumInt.value1 }),
        ("(object.listIntOpt.@max > %@)", [EnumInt.value3], 0, { $0.object.listIntOpt.max > EnumInt.value3 }),
        ("(object.listIntOpt.@max < %@)", [EnumInt.value3], 0, { $0.object.listIntOpt.max < EnumInt.value3 }),
        ("(object.listIntOpt.@max >= %@)", [EnumInt.value3], 1, { $0.object.listIntOpt.max >= EnumInt.value3 }),
        ("(object.listIntOpt.@max <= %@)", [EnumInt.value3], 1, { $0.object.listIntOpt.max <= EnumInt.value3 }),
        ("(object.listInt8Opt.@max == %@)", [EnumInt8.value3], 1, { $0.object.listInt8Opt.max == EnumInt8.value3 }),
        ("(object.listInt8Opt.@max == %@)", [EnumInt8.value1], 0, { $0.object.listInt8Opt.max == EnumInt8.value1 }),
        ("(object.listInt8Opt.@max != %@)", [EnumInt8.value3], 0, { $0.object.listInt8Opt.max != EnumInt8.value3 }),
        ("(object.listInt8Opt.@max != %@)", [EnumInt8.value1], 1, { $0.object.listInt8Opt.max != EnumInt8.value1 }),
        ("(object.listInt8Opt.@max > %@)", [EnumInt8.value3], 0, { $0.object.listInt8Opt.max > EnumInt8.value3 }),
        ("(object.listInt8Opt.@max < %@)", [EnumInt8.value3], 0, { $0.object.listInt8Opt.max < EnumInt8.value3 }),
        ("(object.listInt8Opt.@max >= %@)", [EnumInt8.value3], 1, { $0.object.listInt8Opt.max >= EnumInt8.value3 }),
        ("(object.listInt8Opt.@max <= %@)", [EnumInt8.value3], 1, { $0.object.listInt8Opt.max <= EnumInt8.value3 }),
        ("(object.listInt16Opt.@max == %@)", [EnumInt16.value3], 1, { $0.object.listInt16Opt.max == EnumInt16.value3 }),
        ("(object.listInt16Opt.@max == %@)", [EnumInt16.value1], 0, { $0.object.listInt16Opt.max == EnumInt16.value1 }),
        ("(object.listInt16Opt.@max != %@)", [EnumInt16.value3], 0, { $0.object.listInt16Opt.max != EnumInt16.value3 }),
        ("(object.listInt16Opt.@max != %@)", [EnumInt16.value1], 1, { $0.object.listInt16Opt.max != EnumInt16.value1 }),
        ("(object.listInt16Opt.@max > %@)", [EnumInt16.value3], 0, { $0.object.listInt16Opt.max > EnumInt16.value3 }),
        ("(object.listInt16Opt.@max < %@)", [EnumInt16.value3], 0, { $0.object.listInt16Opt.max < EnumInt16.value3 }),
        ("(object.listInt16Opt.@max >= %@)", [EnumInt16.value3], 1, { $0.object.listInt16Opt.max >= EnumInt16.value3 }),
        ("(object.listInt16Opt.@max <= %@)", [EnumInt16.value3], 1, { $0.object.listInt16Opt.max <= EnumInt16.value3 }),
        ("(object.listInt32Opt.@max == %@)", [EnumInt32.value3], 1, { $0.object.listInt32Opt.max == EnumInt32.value3 }),
        ("(object.listInt32Opt.@max == %@)", [EnumInt32.value1], 0, { $0.object.listInt32Opt.max == EnumInt32.value1 }),
        ("(object.listInt32Opt.@max != %@)", [EnumInt32.value3], 0, { $0.object.listInt32Opt.max != EnumInt32.value3 }),
        ("(object.listInt32Opt.@max != %@)", [EnumInt32.value1], 1, { $0.object.listInt32Opt.max != EnumInt32.value1 }),
        ("(object.listInt32Opt.@max > %@)", [EnumInt32.value3], 0, { $0.object.listInt32Opt.max > EnumInt32.value3 }),
        ("(object.listInt32Opt.@max < %@)", [EnumInt32.value3], 0, { $0.object.listInt32Opt.max < EnumInt32.value3 }),
        ("(object.listInt32Opt.@max >= %@)", [EnumInt32.value3], 1, { $0.object.listInt32Opt.max >= EnumInt32.value3 }),
        ("(object.listInt32Opt.@max <= %@)", [EnumInt32.value3], 1, { $0.object.listInt32Opt.max <= EnumInt32.value3 }),
        ("(object.listInt64Opt.@max == %@)", [EnumInt64.value3], 1, { $0.object.listInt64Opt.max == EnumInt64.value3 }),
        ("(object.listInt64Opt.@max == %@)", [EnumInt64.value1], 0, { $0.object.listInt64Opt.max == EnumInt64.value1 }),
        ("(object.listInt64Opt.@max != %@)", [EnumInt64.value3], 0, { $0.object.listInt64Opt.max != EnumInt64.value3 }),
        ("(object.listInt64Opt.@max != %@)", [EnumInt64.value1], 1, { $0.object.listInt64Opt.max != EnumInt64.value1 }),
        ("(object.listInt64Opt.@max > %@)", [EnumInt64.value3], 0, { $0.object.listInt64Opt.max > EnumInt64.value3 }),
        ("(object.listInt64Opt.@max < %@)", [EnumInt64.value3], 0, { $0.object.listInt64Opt.max < EnumInt64.value3 }),
        ("(object.listInt64Opt.@max >= %@)", [EnumInt64.value3], 1, { $0.object.listInt64Opt.max >= EnumInt64.value3 }),
        ("(object.listInt64Opt.@max <= %@)", [EnumInt64.value3], 1, { $0.object.listInt64Opt.max <= EnumInt64.value3 }),
        ("(object.listDoubleOpt.@max == %@)", [EnumDouble.value3], 1, { $0.object.listDoubleOpt.max == EnumDouble.value3 }),
        ("(object.listDoubleOpt.@max == %@)", [EnumDouble.value1], 0, { $0.object.listDoubleOpt.max == EnumDouble.value1 }),
        ("(object.listDoubleOpt.@max != %@)", [EnumDouble.value3], 0, { $0.object.listDoubleOpt.max != EnumDouble.value3 }),
        ("(object.listDoubleOpt.@max != %@)", [EnumDouble.value1], 1, { $0.object.listDoubleOpt.max != EnumDouble.value1 }),
        ("(object.listDoubleOpt.@max > %@)", [EnumDouble.value3], 0, { $0.object.listDoubleOpt.max > EnumDouble.value3 }),
        ("(object.listDoubleOpt.@max < %@)", [EnumDouble.value3], 0, { $0.object.listDoubleOpt.max < EnumDouble.value3 }),
        ("(object.listDoubleOpt.@max >= %@)", [EnumDouble.value3], 1, { $0.object.listDoubleOpt.max >= EnumDouble.value3 }),
        ("(object.listDoubleOpt.@max <= %@)", [EnumDouble.value3], 1, { $0.object.listDoubleOpt.max <= EnumDouble.value3 }),
        ("(object.setInt.@max == %@)", [EnumInt.value3], 1, { $0.object.setInt.max == EnumInt.value3 }),
        ("(object.setInt.@max == %@)", [EnumInt.value1], 0, { $0.object.setInt.max == EnumInt.value1 }),
        ("(object.setInt.@max != %@)", [EnumInt.value3], 0, { $0.object.setInt.max != EnumInt.value3 }),
        ("(object.setInt.@max != %@)", [EnumInt.value1], 1, { $0.object.setInt.max != EnumInt.value1 }),
        ("(object.setInt.@max > %@)", [EnumInt.value3], 0, { $0.object.setInt.max > EnumInt.value3 }),
        ("(object.setInt.@max < %@)", [EnumInt.value3], 0, { $0.object.setInt.max < EnumInt.value3 }),
        ("(object.setInt.@max >= %@)", [EnumInt.value3], 1, { $0.object.setInt.max >= EnumInt.value3 }),
        ("(object.setInt.@max <= %@)", [EnumInt.value3], 1, { $0.object.setInt.max <= EnumInt.value3 }),
        ("(object.setInt8.@max == %@)", [EnumInt8.value3], 1, { $0.object.setInt8.max == EnumInt8.value3 }),
        ("(object.setInt8.@max == %@)", [EnumInt8.value1], 0, { $0.object.setInt8.max == EnumInt8.value1 }),
        ("(object.setInt8.@max != %@)", [EnumInt8.value3], 0, { $0.object.setInt8.max != EnumInt8.value3 }),
        ("(object.setInt8.@max != %@)", [EnumInt8.value1], 1, { $0.object.setInt8.max != EnumInt8.value1 }),
        ("(object.setInt8.@max > %@)", [EnumInt8.value3], 0, { $0.object.setInt8.max > EnumInt8.value3 }),
        ("(object.setInt8.@max < %@)", [EnumInt8.value3], 0, { $0.object.setInt8.max < EnumInt8.value3 }),
        ("(object.setInt8.@max >= %@)", [EnumInt8.value3], 1, { $0.object.setInt8.max >= EnumInt8.value3 }),
        ("(object.setInt8.@max <= %@)", [EnumInt8.value3], 1, { $0.object.setInt8.max <= EnumInt8.value3 }),
        ("(object.setInt16.@max == %@)", [EnumInt16.value3], 1, { $0.object.setInt16.max == EnumInt16.value3 }),
        ("(object.setInt16.@max == %@)", [EnumInt16.value1], 0, { $0.object.setInt16.max == EnumInt16.value1 }),
        ("(object.setInt16.@max != %@)", [EnumInt16.value3], 0, { $0.object.setInt16.max != EnumInt16.value3 }),
        ("(object.setInt16.@max != %@)", [EnumInt16.value1], 1, { $0.object.setInt16.max != EnumInt16.value1 }),
        ("(object.setInt16.@max > %@)", [EnumInt16.value3], 0, { $0.object.setInt16.max > EnumInt16.value3 }),
        ("(object.setInt16.@max < %@)", [EnumInt16.value3], 0, { $0.object.setInt16.max < EnumInt16.value3 }),
        ("(object.setInt16.@max >= %@)", [EnumInt16.value3], 1, { $0.object.setInt16.max >= EnumInt16.value3 }),
        ("(object.setInt16.@max <= %@)", [EnumInt16.value3], 1, { $0.object.setInt16.max <= EnumInt16.value3 }),
        ("(object.setInt32.@max == %@)", [EnumInt32.value3], 1, { $0.object.setInt32.max == EnumInt32.value3 }),
        ("(object.setInt32.@max == %@)", [EnumInt32.value1], 0, { $0.object.setInt32.max == EnumInt32.value1 }),
        ("(object.setInt32.@max != %@)", [EnumInt32.value3], 0, { $0.object.setInt32.max != EnumInt32.value3 }),
        ("(object.setInt32.@max != %@)", [EnumInt32.value1], 1, { $0.object.setInt32.max != EnumInt32.value1 }),
        ("(object.setInt32.@max > %@)", [EnumInt32.value3], 0, { $0.object.setInt32.max > EnumInt32.value3 }),
        ("(object.setInt32.@max < %@)", [EnumInt32.value3], 0, { $0.object.setInt32.max < EnumInt32.value3 }),
        ("(object.setInt32.@max >= %@)", [EnumInt32.value3], 1, { $0.object.setInt32.max >= EnumInt32.value3 }),
        ("(object.setInt32.@max <= %@)", [EnumInt32.value3], 1, { $0.object.setInt32.max <= EnumInt32.value3 }),
        ("(object.setInt64.@max == %@)", [EnumInt64.value3], 1, { $0.object.setInt64.max == EnumInt64.value3 }),
        ("(object.setInt64.@max == %@)", [EnumInt64.value1], 0, { $0.object.setInt64.max == EnumInt64.value1 }),
        ("(object.setInt64.@max != %@)", [EnumInt64.value3], 0, { $0.object.setInt64.max != EnumInt64.value3 }),
        ("(object.setInt64.@max != %@)", [EnumInt64.value1], 1, { $0.object.setInt64.max != EnumInt64.value1 }),
        ("(object.setInt64.@max > %@)", [EnumInt64.value3], 0, { $0.object.setInt64.max > EnumInt64.value3 }),
        ("(object.setInt64.@max < %@)", [EnumInt64.value3], 0, { $0.object.setInt64.max < EnumInt64.value3 }),
        ("(object.setInt64.@max >= %@)", [EnumInt64.value3], 1, { $0.object.setInt64.max >= EnumInt64.value3 }),
        ("(object.setInt64.@max <= %@)", [EnumInt64.value3], 1, { $0.object.setInt64.max <= EnumInt64.value3 }),
        ("(object.setDouble.@max == %@)", [EnumDouble.value3], 1, { $0.object.setDouble.max == EnumDouble.value3 }),
        ("(object.setDouble.@max == %@)", [EnumDouble.value1], 0, { $0.object.setDouble.max == EnumDouble.value1 }),
        ("(object.setDouble.@max != %@)", [EnumDouble.value3], 0, { $0.object.setDouble.max != EnumDouble.value3 }),
        ("(object.setDouble.@max != %@)", [EnumDouble.value1], 1, { $0.object.setDouble.max != EnumDouble.value1 }),
        ("(object.setDouble.@max > %@)", [EnumDouble.value3], 0, { $0.object.setDouble.max > EnumDouble.value3 }),
        ("(object.setDouble.@max < %@)", [EnumDouble.value3], 0, { $0.object.setDouble.max < EnumDouble.value3 }),
        ("(object.setDouble.@max >= %@)", [EnumDouble.value3], 1, { $0.object.setDouble.max >= EnumDouble.value3 }),
        ("(object.setDouble.@max <= %@)", [EnumDouble.value3], 1, { $0.object.setDouble.max <= EnumDouble.value3 }),
        ("(object.setIntOpt.@max == %@)", [EnumInt.value3], 1, { $0.object.setIntOpt.max == EnumInt.value3 }),
        ("(object.setIntOpt.@max == %@)", [EnumInt.value1], 0, { $0.object.setIntOpt.max == EnumInt.value1 }),
        ("(object.setIntOpt.@max != %@)", [EnumInt.value3], 0, { $0.object.setIntOpt.max != EnumInt.value3 }),
        ("(object.setIntOpt.@max != %@)", [EnumInt.value1], 1, { $0.object.setIntOpt.max != EnumInt.value1 }),
        ("(object.setIntOpt.@max > %@)", [EnumInt.value3], 0, { $0.object.setIntOpt.max > EnumInt.value3 }),
        ("(object.setIntOpt.@max < %@)", [EnumInt.value3], 0, { $0.object.setIntOpt.max < EnumInt.value3 }),
        ("(object.setIntOpt.@max >= %@)", [EnumInt.value3], 1, { $0.object.setIntOpt.max >= EnumInt.value3 }),
        ("(object.setIntOpt.@max <= %@)", [EnumInt.value3], 1, { $0.object.setIntOpt.max <= EnumInt.value3 }),
        ("(object.setInt8Opt.@max == %@)", [EnumInt8.value3], 1, { $0.object.setInt8Opt.max == EnumInt8.value3 }),
        ("(object.setInt8Opt.@max == %@)", [EnumInt8.value1], 0, { $0.object.setInt8Opt.max == EnumInt8.value1 }),
        ("(object.setInt8Opt.@max != %@)", [EnumInt8.value3], 0, { $0.object.setInt8Opt.max != EnumInt8.value3 }),
        ("(object.setInt8Opt.@max != %@)", [EnumInt8.value1], 1, { $0.object.setInt8Opt.max != EnumInt8.value1 }),
        ("(object.setInt8Opt.@max > %@)", [EnumInt8.value3], 0, { $0.object.setInt8Opt.max > EnumInt8.value3 }),
        ("(object.setInt8Opt.@max < %@)", [EnumInt8.value3], 0, { $0.object.setInt8Opt.max < EnumInt8.value3 }),
        ("(object.setInt8Opt.@max >= %@)", [EnumInt8.value3], 1, { $0.object.setInt8Opt.max >= EnumInt8.value3 }),
        ("(object.setInt8Opt.@max <= %@)", [EnumInt8.value3], 1, { $0.object.setInt8Opt.max <= EnumInt8.value3 }),
        ("(object.setInt16Opt.@max == %@)", [EnumInt16.value3], 1, { $0.object.setInt16Opt.max == EnumInt16.value3 }),
        ("(object.setInt16Opt.@max == %@)", [EnumInt16.value1], 0, { $0.object.setInt16Opt.max == EnumInt16.value1 }),
        ("(object.setInt16Opt.@max != %@)", [EnumInt16.value3], 0, { $0.object.setInt16Opt.max != EnumInt16.value3 }),
        ("(object.setInt16Opt.@max != %@)", [EnumInt16.value1], 1, { $0.object.setInt16Opt.max != EnumInt16.value1 }),
        ("(object.setInt16Opt.@max > %@)", [EnumInt16.value3], 0, { $0.object.setInt16Opt.max > EnumInt16.value3 }),
        ("(object.setInt16Opt.@max < %@)", [EnumInt16.value3], 0, { $0.object.setInt16Opt.max < EnumInt16.value3 }),
        ("(object.setInt16Opt.@max >= %@)", [EnumInt16.value3], 1, { $0.object.setInt16Opt.max >= EnumInt16.value3 }),
        ("(object.setInt16Opt.@max <= %@)", [EnumInt16.value3], 1, { $0.object.setInt16Opt.max <= EnumInt16.value3 }),
        ("(object.setInt32Opt.@max == %@)", [EnumInt32.value3], 1, { $0.object.setInt32Opt.max == EnumInt32.value3 }),
        ("(object.setInt32Opt.@max == %@)", [EnumInt32.value1], 0, { $0.object.setInt32Opt.max == EnumInt32.value1 }),
        ("(object.setInt32Opt.@max != %@)", [EnumInt32.value3], 0, { $0.object.setInt32Opt.max != EnumInt32.value3 }),
        ("(object.setInt32Opt.@max != %@)", [EnumInt32.value1], 1, { $0.object.setInt32Opt.max != EnumInt32.value1 }),
        ("(object.setInt32Opt.@max > %@)", [EnumInt32.value3], 0, { $0.object.setInt32Opt.max > EnumInt32.value3 }),
        ("(object.setInt32Opt.@max < %@)", [EnumInt32.value3], 0, { $0.object.setInt32Opt.max < EnumInt32.value3 }),
        ("(object.setInt32Opt.@max >= %@)", [EnumInt32.value3], 1, { $0.object.setInt32Opt.max >= EnumInt32.value3 }),
        ("(object.setInt32Opt.@max <= %@)", [EnumInt32.value3], 1, { $0.object.setInt32Opt.max <= EnumInt32.value3 }),
        ("(object.setInt64Opt.@max == %@)", [EnumInt64.value3], 1, { $0.object.setInt64Opt.max == EnumInt64.value3 }),
        ("(object.setInt64Opt.@max == %@)", [EnumInt64.value1], 0, { $0.object.setInt64Opt.max == EnumInt64.value1 }),
        ("(object.setInt64Opt.@max != %@)", [EnumInt64.value3], 0, { $0.object.setInt64Opt.max != EnumInt64.value3 }),
        ("(object.setInt64Opt.@max != %@)", [EnumInt64.value1], 1, { $0.object.setInt64Opt.max != EnumInt64.value1 }),
        ("(object.setInt64Opt.@max > %@)", [EnumInt64.value3], 0, { $0.object.setInt64Opt.max > EnumInt64.value3 }),
        ("(object.setInt64Opt.@max < %@)", [EnumInt64.value3], 0, { $0.object.setInt64Opt.max < EnumInt64.value3 }),
        ("(object.setInt64Opt.@max >= %@)", [EnumInt64.value3], 1, { $0.object.setInt64Opt.max >= EnumInt64.value3 }),
        ("(object.setInt64Opt.@max <= %@)", [EnumInt64.value3], 1, { $0.object.setInt64Opt.max <= EnumInt64.value3 }),
        ("(object.setDoubleOpt.@max == %@)", [EnumDouble.value3], 1, { $0.object.setDoubleOpt.max == EnumDouble.value3 }),
        ("(object.setDoubleOpt.@max == %@)", [EnumDouble.value1], 0, { $0.object.setDoubleOpt.max == EnumDouble.value1 }),
        ("(object.setDoubleOpt.@max != %@)", [EnumDouble.value3], 0, { $0.object.setDoubleOpt.max != EnumDouble.value3 }),
        ("(object.setDoubleOpt.@max != %@)", [EnumDouble.value1], 1, { $0.object.setDoubleOpt.max != EnumDouble.value1 }),
        ("(object.setDoubleOpt.@max > %@)", [EnumDouble.value3], 0, { $0.object.setDoubleOpt.max > EnumDouble.value3 }),
        ("(object.setDoubleOpt.@max < %@)", [EnumDouble.value3], 0, { $0.object.setDoubleOpt.max < EnumDouble.value3 }),
        ("(object.setDoubleOpt.@max >= %@)", [EnumDouble.value3], 1, { $0.object.setDoubleOpt.max >= EnumDouble.value3 }),
        ("(object.setDoubleOpt.@max <= %@)", [EnumDouble.value3], 1, { $0.object.setDoubleOpt.max <= EnumDouble.value3 }),
        ("(object.mapInt.@max == %@)", [EnumInt.value3], 1, { $0.object.mapInt.max == EnumInt.value3 }),
        ("(object.mapInt.@max == %@)", [EnumInt.value1], 0, { $0.object.mapInt.max == EnumInt.value1 }),
        ("(object.mapInt.@max != %@)", [EnumInt.value3], 0, { $0.object.mapInt.max != EnumInt.value3 }),
        ("(object.mapInt.@max != %@)", [EnumInt.value1], 1, { $0.object.mapInt.max != EnumInt.value1 }),
        ("(object.mapInt.@max > %@)", [EnumInt.value3], 0, { $0.object.mapInt.max > EnumInt.value3 }),
        ("(object.mapInt.@max < %@)", [EnumInt.value3], 0, { $0.object.mapInt.max < EnumInt.value3 }),
        ("(object.mapInt.@max >= %@)", [EnumInt.value3], 1, { $0.object.mapInt.max >= EnumInt.value3 }),
        ("(object.mapInt.@max <= %@)", [EnumInt.value3], 1, { $0.object.mapInt.max <= EnumInt.value3 }),
        ("(object.mapInt8.@max == %@)", [EnumInt8.value3], 1, { $0.object.mapInt8.max == EnumInt8.value3 }),
        ("(object.mapInt8.@max == %@)", [EnumInt8.value1], 0, { $0.object.mapInt8.max == EnumInt8.value1 }),
        ("(object.mapInt8.@max != %@)", [EnumInt8.value3], 0, { $0.object.mapInt8.max != EnumInt8.value3 }),
        ("(object.mapInt8.@max != %@)", [EnumInt8.value1], 1, { $0.object.mapInt8.max != EnumInt8.value1 }),
        ("(object.mapInt8.@max > %@)", [EnumInt8.value3], 0, { $0.object.mapInt8.max > EnumInt8.value3 }),
        ("(object.mapInt8.@max < %@)", [EnumInt8.value3], 0, { $0.object.mapInt8.max < EnumInt8.value3 }),
        ("(object.mapInt8.@max >= %@)", [EnumInt8.value3], 1, { $0.object.mapInt8.max >= EnumInt8.value3 }),
        ("(object.mapInt8.@max <= %@)", [EnumInt8.value3], 1, { $0.object.mapInt8.max <= EnumInt8.value3 }),
        ("(object.mapInt16.@max == %@)", [EnumInt16.value3], 1, { $0.object.mapInt16.max == EnumInt16.value3 }),
        ("(object.mapInt16.@max == %@)", [EnumInt16.value1], 0, { $0.object.mapInt16.max == EnumInt16.value1 }),
        ("(object.mapInt16.@max != %@)", [EnumInt16.value3], 0, { $0.object.mapInt16.max != EnumInt16.value3 }),
        ("(object.mapInt16.@max != %@)", [EnumInt16.value1], 1, { $0.object.mapInt16.max != EnumInt16.value1 }),
        ("(object.mapInt16.@max > %@)", [EnumInt16.value3], 0, { $0.object.mapInt16.max > EnumInt16.value3 }),
        ("(object.mapInt16.@max < %@)", [EnumInt16.value3], 0, { $0.object.mapInt16.max < EnumInt16.value3 }),
        ("(object.mapInt16.@max >= %@)", [EnumInt16.value3], 1, { $0.object.mapInt16.max >= EnumInt16.value3 }),
        ("(object.mapInt16.@max <= %@)", [EnumInt16.value3], 1, { $0.object.mapInt16.max <= EnumInt16.value3 }),
        ("(object.mapInt32.@max == %@)", [EnumInt32.value3], 1, { $0.object.mapInt32.max == EnumInt32.value3 }),
        ("(object.mapInt32.@max == %@)", [EnumInt32.value1], 0, { $0.object.mapInt32.max == EnumInt32.value1 }),
        ("(object.mapInt32.@max != %@)", [EnumInt32.value3], 0, { $0.object.mapInt32.max != EnumInt32.value3 }),
        ("(object.mapInt32.@max != %@)", [EnumInt32.value1], 1, { $0.object.mapInt32.max != EnumInt32.value1 }),
        ("(object.mapInt32.@max > %@)", [EnumInt32.value3], 0, { $0.object.mapInt32.max > EnumInt32.value3 }),
        ("(object.mapInt32.@max < %@)", [EnumInt32.value3], 0, { $0.object.mapInt32.max < EnumInt32.value3 }),
        ("(object.mapInt32.@max >= %@)", [EnumInt32.value3], 1, { $0.object.mapInt32.max >= EnumInt32.value3 }),
        ("(object.mapInt32.@max <= %@)", [EnumInt32.value3], 1, { $0.object.mapInt32.max <= EnumInt32.value3 }),
        ("(object.mapInt64.@max == %@)", [EnumInt64.value3], 1, { $0.object.mapInt64.max == EnumInt64.value3 }),
        ("(object.mapInt64.@max == %@)", [EnumInt64.value1], 0, { $0.object.mapInt64.max == EnumInt64.value1 }),
        ("(object.mapInt64.@max != %@)", [EnumInt64.value3], 0, { $0.object.mapInt64.max != EnumInt64.value3 }),
        ("(object.mapInt64.@max != %@)", [EnumInt64.value1], 1, { $0.object.mapInt64.max != EnumInt64.value1 }),
        ("(object.mapInt64.@max > %@)", [EnumInt64.value3], 0, { $0.object.mapInt64.max > EnumInt64.value3 }),
        ("(object.mapInt64.@max < %@)", [EnumInt64.value3], 0, { $0.object.mapInt64.max < EnumInt64.value3 }),
        ("(object.mapInt64.@max >= %@)", [EnumInt64.value3], 1, { $0.object.mapInt64.max >= EnumInt64.value3 }),
        ("(object.mapInt64.@max <= %@)", [EnumInt64.value3], 1, { $0.object.mapInt64.max <= EnumInt64.value3 }),
        ("(object.mapDouble.@max == %@)", [EnumDouble.value3], 1, { $0.object.mapDouble.max == EnumDouble.value3 }),
        ("(object.mapDouble.@max == %@)", [EnumDouble.value1], 0, { $0.object.mapDouble.max == EnumDouble.value1 }),
        ("(object.mapDouble.@max != %@)", [EnumDouble.value3], 0, { $0.object.mapDouble.max != EnumDouble.value3 }),
        ("(object.mapDouble.@max != %@)", [EnumDouble.value1], 1, { $0.object.mapDouble.max != EnumDouble.value1 }),
        ("(object.mapDouble.@max > %@)", [EnumDouble.value3], 0, { $0.object.mapDouble.max > EnumDouble.value3 }),
        ("(object.mapDouble.@max < %@)", [EnumDouble.value3], 0, { $0.object.mapDouble.max < EnumDouble.value3 }),
        ("(object.mapDouble.@max >= %@)", [EnumDouble.value3], 1, { $0.object.mapDouble.max >= EnumDouble.value3 }),
        ("(object.mapDouble.@max <= %@)", [EnumDouble.value3], 1, { $0.object.mapDouble.max <= EnumDouble.value3 }),
        ("(object.mapIntOpt.@max == %@)", [EnumInt.value3], 1, { $0.object.mapIntOpt.max == EnumInt.value3 }),
        ("(object.mapIntOpt.@max == %@)", [EnumInt.value1], 0, { $0.object.mapIntOpt.max == EnumInt.value1 }),
        ("(object.mapIntOpt.@max != %@)", [EnumInt.value3], 0, { $0.object.mapIntOpt.max != EnumInt.value3 }),
        ("(object.mapIntOpt.@max != %@)", [EnumInt.value1], 1, { $0.object.mapIntOpt.max != EnumInt.value1 }),
        ("(object.mapIntOpt.@max > %@)", [EnumInt.value3], 0, { $0.object.mapIntOpt.max > EnumInt.value3 }),
        ("(object.mapIntOpt.@max < %@)", [EnumInt.value3], 0, { $0.object.mapIntOpt.max < EnumInt.value3 }),
        ("(object.mapIntOpt.@max >= %@)", [EnumInt.value3], 1, { $0.object.mapIntOpt.max >= EnumInt.value3 }),
        ("(object.mapIntOpt.@max <= %@)", [EnumInt.value3], 1, { $0.object.mapIntOpt.max <= EnumInt.value3 }),
        ("(object.mapInt8Opt.@max == %@)", [EnumInt8.value3], 1, { $0.object.mapInt8Opt.max == EnumInt8.value3 }),
        ("(object.mapInt8Opt.@max == %@)", [EnumInt8.value1], 0, { $0.object.mapInt8Opt.max == EnumInt8.value1 }),
        ("(object.mapInt8Opt.@max != %@)", [EnumInt8.value3], 0, { $0.object.mapInt8Opt.max != EnumInt8.value3 }),
        ("(object.mapInt8Opt.@max != %@)", [EnumInt8.value1], 1, { $0.object.mapInt8Opt.max != EnumInt8.value1 }),
        ("(object.mapInt8Opt.@max > %@)", [EnumInt8.value3], 0, { $0.object.mapInt8Opt.max > EnumInt8.value3 }),
        ("(object.mapInt8Opt.@max < %@)", [EnumInt8.value3], 0, { $0.object.mapInt8Opt.max < EnumInt8.value3 }),
        ("(object.mapInt8Opt.@max >= %@)", [EnumInt8.value3], 1, { $0.object.mapInt8Opt.max >= EnumInt8.value3 }),
        ("(object.mapInt8Opt.@max <= %@)", [EnumInt8.value3], 1, { $0.object.mapInt8Opt.max <= EnumInt8.value3 }),
        ("(object.mapInt16Opt.@max == %@)", [EnumInt16.value3], 1, { $0.object.mapInt16Opt.max == EnumInt16.value3 }),
        ("(object.mapInt16Opt.@max == %@)", [EnumInt16.value1], 0, { $0.object.mapInt16Opt.max == EnumInt16.value1 }),
        ("(object.mapInt16Opt.@max != %@)", [EnumInt16.value3], 0, { $0.object.mapInt16Opt.max != EnumInt16.value3 }),
        ("(object.mapInt16Opt.@max != %@)", [EnumInt16.value1], 1, { $0.object.mapInt16Opt.max != EnumInt16.value1 }),
        ("(object.mapInt16Opt.@max > %@)", [EnumInt16.value3], 0, { $0.object.mapInt16Opt.max > EnumInt16.value3 }),
        ("(object.mapInt16Opt.@max < %@)", [EnumInt16.value3], 0, { $0.object.mapInt16Opt.max < EnumInt16.value3 }),
        ("(object.mapInt16Opt.@max >= %@)", [EnumInt16.value3], 1, { $0.object.mapInt16Opt.max >= EnumInt16.value3 }),
        ("(object.mapInt16Opt.@max <= %@)", [EnumInt16.value3], 1, { $0.object.mapInt16Opt.max <= EnumInt16.value3 }),
        ("(object.mapInt32Opt.@max == %@)", [EnumInt32.value3], 1, { $0.object.mapInt32Opt.max == EnumInt32.value3 }),
        ("(object.mapInt32Opt.@max == %@)", [EnumInt32.value1], 0, { $0.object.mapInt32Opt.max == EnumInt32.value1 }),
        ("(object.mapInt32Opt.@max != %@)", [EnumInt32.value3], 0, { $0.object.mapInt32Opt.max != EnumInt32.value3 }),
        ("(object.mapInt32Opt.@max != %@)", [EnumInt32.value1], 1, { $0.object.mapInt32Opt.max != EnumInt32.value1 }),
        ("(object.mapInt32Opt.@max > %@)", [EnumInt32.value3], 0, { $0.object.mapInt32Opt.max > EnumInt32.value3 }),
        ("(object.mapInt32Opt.@max < %@)", [EnumInt32.value3], 0, { $0.object.mapInt32Opt.max < EnumInt32.value3 }),
        ("(object.mapInt32Opt.@max >= %@)", [EnumInt32.value3], 1, { $0.object.mapInt32Opt.max >= EnumInt32.value3 }),
        ("(object.mapInt32Opt.@max <= %@)", [EnumInt32.value3], 1, { $0.object.mapInt32Opt.max <= EnumInt32.value3 }),
        ("(object.mapInt64Opt.@max == %@)", [EnumInt64.value3], 1, { $0.object.mapInt64Opt.max == EnumInt64.value3 }),
        ("(object.mapInt64Opt.@max == %@)", [EnumInt64.value1], 0, { $0.object.mapInt64Opt.max == EnumInt64.value1 }),
        ("(object.mapInt64Opt.@max != %@)", [EnumInt64.value3], 0, { $0.object.mapInt64Opt.max != EnumInt64.value3 }),
        ("(object.mapInt64Opt.@max != %@)", [EnumInt64.value1], 1, { $0.object.mapInt64Opt.max != EnumInt64.value1 }),
        ("(object.mapInt64Opt.@max > %@)", [EnumInt64.value3], 0, { $0.object.mapInt64Opt.max > EnumInt64.value3 }),
        ("(object.mapInt64Opt.@max < %@)", [EnumInt64.value3], 0, { $0.object.mapInt64Opt.max < EnumInt64.value3 }),
        ("(object.mapInt64Opt.@max >= %@)", [EnumInt64.value3], 1, { $0.object.mapInt64Opt.max >= EnumInt64.value3 }),
        ("(object.mapInt64Opt.@max <= %@)", [EnumInt64.value3], 1, { $0.object.mapInt64Opt.max <= EnumInt64.value3 }),
        ("(object.mapDoubleOpt.@max == %@)", [EnumDouble.value3], 1, { $0.object.mapDoubleOpt.max == EnumDouble.value3 }),
        ("(object.mapDoubleOpt.@max == %@)", [EnumDouble.value1], 0, { $0.object.mapDoubleOpt.max == EnumDouble.value1 }),
        ("(object.mapDoubleOpt.@max != %@)", [EnumDouble.value3], 0, { $0.object.mapDoubleOpt.max != EnumDouble.value3 }),
        ("(object.mapDoubleOpt.@max != %@)", [EnumDouble.value1], 1, { $0.object.mapDoubleOpt.max != EnumDouble.value1 }),
        ("(object.mapDoubleOpt.@max > %@)", [EnumDouble.value3], 0, { $0.object.mapDoubleOpt.max > EnumDouble.value3 }),
        ("(object.mapDoubleOpt.@max < %@)", [EnumDouble.value3], 0, { $0.object.mapDoubleOpt.max < EnumDouble.value3 }),
        ("(object.mapDoubleOpt.@max >= %@)", [EnumDouble.value3], 1, { $0.object.mapDoubleOpt.max >= EnumDouble.value3 }),
        ("(object.mapDoubleOpt.@max <= %@)", [EnumDouble.value3], 1, { $0.object.mapDoubleOpt.max <= EnumDouble.value3 }),
    ]
    for (text, values, count, query) in rowsfEnums {
        let (built, args) = query(Query<LinkToModernCollectionsOfEnums>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(LinkToModernCollectionsOfEnums.self).where(query).count, count, built)
    }
    let rowsctions: [(String, [Any], Int, (Query<LinkToCustomPersistableCollections>) -> Query<Bool>)] = [
        ("(object.listInt.@max == %@)", [IntWrapper(persistedValue: 5)], 1, { $0.object.listInt.max == IntWrapper(persistedValue: 5) }),
        ("(object.listInt.@max == %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.listInt.max == IntWrapper(persistedValue: 1) }),
        ("(object.listInt.@max != %@)", [IntWrapper(persistedValue: 5)], 0, { $0.object.listInt.max != IntWrapper(persistedValue: 5) }),
        ("(object.listInt.@max != %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.listInt.max != IntWrapper(persistedValue: 1) }),
        ("(object.listInt.@max > %@)", [IntWrapper(persistedValue: 5)], 0, { $0.object.listInt.max > IntWrapper(persistedValue: 5) }),
        ("(object.listInt.@max < %@)", [IntWrapper(persistedValue: 5)], 0, { $0.object.listInt.max < IntWrapper(persistedValue: 5) }),
        ("(object.listInt.@max >= %@)", [IntWrapper(persistedValue: 5)], 1, { $0.object.listInt.max >= IntWrapper(persistedValue: 5) }),
        ("(object.listInt.@max <= %@)", [IntWrapper(persistedValue: 5)], 1, { $0.object.listInt.max <= IntWrapper(persistedValue: 5) }),
        ("(object.listInt8.@max == %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.object.listInt8.max == Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.listInt8.@max == %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.listInt8.max == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listInt8.@max != %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.object.listInt8.max != Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.listInt8.@max != %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.listInt8.max != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listInt8.@max > %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.object.listInt8.max > Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.listInt8.@max < %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.object.listInt8.max < Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.listInt8.@max >= %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.object.listInt8.max >= Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.listInt8.@max <= %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.object.listInt8.max <= Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.listInt16.@max == %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.object.listInt16.max == Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.listInt16.@max == %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.listInt16.max == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listInt16.@max != %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.object.listInt16.max != Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.listInt16.@max != %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.listInt16.max != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listInt16.@max > %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.object.listInt16.max > Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.listInt16.@max < %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.object.listInt16.max < Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.listInt16.@max >= %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.object.listInt16.max >= Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.listInt16.@max <= %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.object.listInt16.max <= Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.listInt32.@max == %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.object.listInt32.max == Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.listInt32.@max == %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.listInt32.max == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listInt32.@max != %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.object.listInt32.max != Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.listInt32.@max != %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.listInt32.max != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listInt32.@max > %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.object.listInt32.max > Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.listInt32.@max < %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.object.listInt32.max < Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.listInt32.@max >= %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.object.listInt32.max >= Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.listInt32.@max <= %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.object.listInt32.max <= Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.listInt64.@max == %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.object.listInt64.max == Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.listInt64.@max == %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.listInt64.max == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listInt64.@max != %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.object.listInt64.max != Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.listInt64.@max != %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.listInt64.max != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listInt64.@max > %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.object.listInt64.max > Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.listInt64.@max < %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.object.listInt64.max < Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.listInt64.@max >= %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.object.listInt64.max >= Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.listInt64.@max <= %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.object.listInt64.max <= Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.listFloat.@max == %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.object.listFloat.max == FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.listFloat.@max == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.listFloat.max == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listFloat.@max != %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.object.listFloat.max != FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.listFloat.@max != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.listFloat.max != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listFloat.@max > %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.object.listFloat.max > FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.listFloat.@max < %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.object.listFloat.max < FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.listFloat.@max >= %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.object.listFloat.max >= FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.listFloat.@max <= %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.object.listFloat.max <= FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.listDouble.@max == %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.object.listDouble.max == DoubleWrapper(persistedValue: 345.678) }),
        ("(object.listDouble.@max == %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.listDouble.max == DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listDouble.@max != %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.object.listDouble.max != DoubleWrapper(persistedValue: 345.678) }),
        ("(object.listDouble.@max != %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.listDouble.max != DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listDouble.@max > %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.object.listDouble.max > DoubleWrapper(persistedValue: 345.678) }),
        ("(object.listDouble.@max < %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.object.listDouble.max < DoubleWrapper(persistedValue: 345.678) }),
        ("(object.listDouble.@max >= %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.object.listDouble.max >= DoubleWrapper(persistedValue: 345.678) }),
        ("(object.listDouble.@max <= %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.object.listDouble.max <= DoubleWrapper(persistedValue: 345.678) }),
        ("(object.listDecimal.@max == %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.object.listDecimal.max == Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.listDecimal.@max == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.listDecimal.max == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listDecimal.@max != %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.object.listDecimal.max != Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.listDecimal.@max != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.listDecimal.max != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listDecimal.@max > %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.object.listDecimal.max > Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.listDecimal.@max < %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.object.listDecimal.max < Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.listDecimal.@max >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.object.listDecimal.max >= Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.listDecimal.@max <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.object.listDecimal.max <= Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.listOptInt.@max == %@)", [IntWrapper(persistedValue: 5)], 1, { $0.object.listOptInt.max == IntWrapper(persistedValue: 5) }),
        ("(object.listOptInt.@max == %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.listOptInt.max == IntWrapper(persistedValue: 1) }),
        ("(object.listOptInt.@max != %@)", [IntWrapper(persistedValue: 5)], 0, { $0.object.listOptInt.max != IntWrapper(persistedValue: 5) }),
        ("(object.listOptInt.@max != %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.listOptInt.max != IntWrapper(persistedValue: 1) }),
        ("(object.listOptInt.@max > %@)", [IntWrapper(persistedValue: 5)], 0, { $0.object.listOptInt.max > IntWrapper(persistedValue: 5) }),
        ("(object.listOptInt.@max < %@)", [IntWrapper(persistedValue: 5)], 0, { $0.object.listOptInt.max < IntWrapper(persistedValue: 5) }),
        ("(object.listOptInt.@max >= %@)", [IntWrapper(persistedValue: 5)], 1, { $0.object.listOptInt.max >= IntWrapper(persistedValue: 5) }),
        ("(object.listOptInt.@max <= %@)", [IntWrapper(persistedValue: 5)], 1, { $0.object.listOptInt.max <= IntWrapper(persistedValue: 5) }),
        ("(object.listOptInt8.@max == %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.object.listOptInt8.max == Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.listOptInt8.@max == %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.listOptInt8.max == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listOptInt8.@max != %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.object.listOptInt8.max != Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.listOptInt8.@max != %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.listOptInt8.max != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.listOptInt8.@max > %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.object.listOptInt8.max > Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.listOptInt8.@max < %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.object.listOptInt8.max < Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.listOptInt8.@max >= %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.object.listOptInt8.max >= Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.listOptInt8.@max <= %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.object.listOptInt8.max <= Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.listOptInt16.@max == %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.object.listOptInt16.max == Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.listOptInt16.@max == %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.listOptInt16.max == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listOptInt16.@max != %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.object.listOptInt16.max != Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.listOptInt16.@max != %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.listOptInt16.max != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.listOptInt16.@max > %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.object.listOptInt16.max > Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.listOptInt16.@max < %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.object.listOptInt16.max < Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.listOptInt16.@max >= %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.object.listOptInt16.max >= Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.listOptInt16.@max <= %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.object.listOptInt16.max <= Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.listOptInt32.@max == %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.object.listOptInt32.max == Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.listOptInt32.@max == %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.listOptInt32.max == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listOptInt32.@max != %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.object.listOptInt32.max != Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.listOptInt32.@max != %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.listOptInt32.max != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.listOptInt32.@max > %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.object.listOptInt32.max > Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.listOptInt32.@max < %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.object.listOptInt32.max < Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.listOptInt32.@max >= %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.object.listOptInt32.max >= Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.listOptInt32.@max <= %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.object.listOptInt32.max <= Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.listOptInt64.@max == %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.object.listOptInt64.max == Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.listOptInt64.@max == %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.listOptInt64.max == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listOptInt64.@max != %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.object.listOptInt64.max != Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.listOptInt64.@max != %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.listOptInt64.max != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.listOptInt64.@max > %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.object.listOptInt64.max > Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.listOptInt64.@max < %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.object.listOptInt64.max < Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.listOptInt64.@max >= %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.object.listOptInt64.max >= Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.listOptInt64.@max <= %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.object.listOptInt64.max <= Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.listOptFloat.@max == %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.object.listOptFloat.max == FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.listOptFloat.@max == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.listOptFloat.max == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listOptFloat.@max != %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.object.listOptFloat.max != FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.listOptFloat.@max != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.listOptFloat.max != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.listOptFloat.@max > %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.object.listOptFloat.max > FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.listOptFloat.@max < %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.object.listOptFloat.max < FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.listOptFloat.@max >= %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.object.listOptFloat.max >= FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.listOptFloat.@max <= %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.object.listOptFloat.max <= FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.listOptDouble.@max == %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.object.listOptDouble.max == DoubleWrapper(persistedValue: 345.678) }),
        ("(object.listOptDouble.@max == %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.listOptDouble.max == DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listOptDouble.@max != %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.object.listOptDouble.max != DoubleWrapper(persistedValue: 345.678) }),
        ("(object.listOptDouble.@max != %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.listOptDouble.max != DoubleWrapper(persistedValue: 123.456) }),
        ("(object.listOptDouble.@max > %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.object.listOptDouble.max > DoubleWrapper(persistedValue: 345.678) }),
        ("(object.listOptDouble.@max < %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.object.listOptDouble.max < DoubleWrapper(persistedValue: 345.678) }),
        ("(object.listOptDouble.@max >= %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.object.listOptDouble.max >= DoubleWrapper(persistedValue: 345.678) }),
        ("(object.listOptDouble.@max <= %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.object.listOptDouble.max <= DoubleWrapper(persistedValue: 345.678) }),
        ("(object.listOptDecimal.@max == %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.object.listOptDecimal.max == Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.listOptDecimal.@max == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.listOptDecimal.max == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listOptDecimal.@max != %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.object.listOptDecimal.max != Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.listOptDecimal.@max != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.listOptDecimal.max != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.listOptDecimal.@max > %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.object.listOptDecimal.max > Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.listOptDecimal.@max < %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.object.listOptDecimal.max < Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.listOptDecimal.@max >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.object.listOptDecimal.max >= Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.listOptDecimal.@max <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.object.listOptDecimal.max <= Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.setInt.@max == %@)", [IntWrapper(persistedValue: 5)], 1, { $0.object.setInt.max == IntWrapper(persistedValue: 5) }),
        ("(object.setInt.@max == %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.setInt.max == IntWrapper(persistedValue: 1) }),
        ("(object.setInt.@max != %@)", [IntWrapper(persistedValue: 5)], 0, { $0.object.setInt.max != IntWrapper(persistedValue: 5) }),
        ("(object.setInt.@max != %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.setInt.max != IntWrapper(persistedValue: 1) }),
        ("(object.setInt.@max > %@)", [IntWrapper(persistedValue: 5)], 0, { $0.object.setInt.max > IntWrapper(persistedValue: 5) }),
        ("(object.setInt.@max < %@)", [IntWrapper(persistedValue: 5)], 0, { $0.object.setInt.max < IntWrapper(persistedValue: 5) }),
        ("(object.setInt.@max >= %@)", [IntWrapper(persistedValue: 5)], 1, { $0.object.setInt.max >= IntWrapper(persistedValue: 5) }),
        ("(object.setInt.@max <= %@)", [IntWrapper(persistedValue: 5)], 1, { $0.object.setInt.max <= IntWrapper(persistedValue: 5) }),
        ("(object.setInt8.@max == %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.object.setInt8.max == Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.setInt8.@max == %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.setInt8.max == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setInt8.@max != %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.object.setInt8.max != Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.setInt8.@max != %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.setInt8.max != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setInt8.@max > %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.object.setInt8.max > Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.setInt8.@max < %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.object.setInt8.max < Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.setInt8.@max >= %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.object.setInt8.max >= Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.setInt8.@max <= %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.object.setInt8.max <= Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.setInt16.@max == %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.object.setInt16.max == Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.setInt16.@max == %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.setInt16.max == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setInt16.@max != %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.object.setInt16.max != Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.setInt16.@max != %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.setInt16.max != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setInt16.@max > %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.object.setInt16.max > Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.setInt16.@max < %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.object.setInt16.max < Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.setInt16.@max >= %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.object.setInt16.max >= Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.setInt16.@max <= %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.object.setInt16.max <= Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.setInt32.@max == %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.object.setInt32.max == Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.setInt32.@max == %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.setInt32.max == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setInt32.@max != %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.object.setInt32.max != Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.setInt32.@max != %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.setInt32.max != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setInt32.@max > %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.object.setInt32.max > Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.setInt32.@max < %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.object.setInt32.max < Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.setInt32.@max >= %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.object.setInt32.max >= Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.setInt32.@max <= %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.object.setInt32.max <= Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.setInt64.@max == %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.object.setInt64.max == Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.setInt64.@max == %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.setInt64.max == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setInt64.@max != %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.object.setInt64.max != Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.setInt64.@max != %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.setInt64.max != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setInt64.@max > %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.object.setInt64.max > Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.setInt64.@max < %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.object.setInt64.max < Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.setInt64.@max >= %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.object.setInt64.max >= Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.setInt64.@max <= %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.object.setInt64.max <= Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.setFloat.@max == %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.object.setFloat.max == FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.setFloat.@max == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.setFloat.max == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setFloat.@max != %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.object.setFloat.max != FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.setFloat.@max != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.setFloat.max != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setFloat.@max > %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.object.setFloat.max > FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.setFloat.@max < %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.object.setFloat.max < FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.setFloat.@max >= %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.object.setFloat.max >= FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.setFloat.@max <= %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.object.setFloat.max <= FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.setDouble.@max == %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.object.setDouble.max == DoubleWrapper(persistedValue: 345.678) }),
        ("(object.setDouble.@max == %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.setDouble.max == DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setDouble.@max != %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.object.setDouble.max != DoubleWrapper(persistedValue: 345.678) }),
        ("(object.setDouble.@max != %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.setDouble.max != DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setDouble.@max > %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.object.setDouble.max > DoubleWrapper(persistedValue: 345.678) }),
        ("(object.setDouble.@max < %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.object.setDouble.max < DoubleWrapper(persistedValue: 345.678) }),
        ("(object.setDouble.@max >= %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.object.setDouble.max >= DoubleWrapper(persistedValue: 345.678) }),
        ("(object.setDouble.@max <= %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.object.setDouble.max <= DoubleWrapper(persistedValue: 345.678) }),
        ("(object.setDecimal.@max == %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.object.setDecimal.max == Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.setDecimal.@max == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.setDecimal.max == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setDecimal.@max != %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.object.setDecimal.max != Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.setDecimal.@max != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.setDecimal.max != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setDecimal.@max > %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.object.setDecimal.max > Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.setDecimal.@max < %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.object.setDecimal.max < Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.setDecimal.@max >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.object.setDecimal.max >= Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.setDecimal.@max <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.object.setDecimal.max <= Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.setOptInt.@max == %@)", [IntWrapper(persistedValue: 5)], 1, { $0.object.setOptInt.max == IntWrapper(persistedValue: 5) }),
        ("(object.setOptInt.@max == %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.setOptInt.max == IntWrapper(persistedValue: 1) }),
        ("(object.setOptInt.@max != %@)", [IntWrapper(persistedValue: 5)], 0, { $0.object.setOptInt.max != IntWrapper(persistedValue: 5) }),
        ("(object.setOptInt.@max != %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.setOptInt.max != IntWrapper(persistedValue: 1) }),
        ("(object.setOptInt.@max > %@)", [IntWrapper(persistedValue: 5)], 0, { $0.object.setOptInt.max > IntWrapper(persistedValue: 5) }),
        ("(object.setOptInt.@max < %@)", [IntWrapper(persistedValue: 5)], 0, { $0.object.setOptInt.max < IntWrapper(persistedValue: 5) }),
        ("(object.setOptInt.@max >= %@)", [IntWrapper(persistedValue: 5)], 1, { $0.object.setOptInt.max >= IntWrapper(persistedValue: 5) }),
        ("(object.setOptInt.@max <= %@)", [IntWrapper(persistedValue: 5)], 1, { $0.object.setOptInt.max <= IntWrapper(persistedValue: 5) }),
        ("(object.setOptInt8.@max == %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.object.setOptInt8.max == Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.setOptInt8.@max == %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.setOptInt8.max == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setOptInt8.@max != %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.object.setOptInt8.max != Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.setOptInt8.@max != %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.setOptInt8.max != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.setOptInt8.@max > %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.object.setOptInt8.max > Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.setOptInt8.@max < %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.object.setOptInt8.max < Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.setOptInt8.@max >= %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.object.setOptInt8.max >= Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.setOptInt8.@max <= %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.object.setOptInt8.max <= Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.setOptInt16.@max == %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.object.setOptInt16.max == Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.setOptInt16.@max == %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.setOptInt16.max == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setOptInt16.@max != %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.object.setOptInt16.max != Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.setOptInt16.@max != %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.setOptInt16.max != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.setOptInt16.@max > %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.object.setOptInt16.max > Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.setOptInt16.@max < %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.object.setOptInt16.max < Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.setOptInt16.@max >= %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.object.setOptInt16.max >= Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.setOptInt16.@max <= %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.object.setOptInt16.max <= Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.setOptInt32.@max == %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.object.setOptInt32.max == Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.setOptInt32.@max == %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.setOptInt32.max == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setOptInt32.@max != %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.object.setOptInt32.max != Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.setOptInt32.@max != %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.setOptInt32.max != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.setOptInt32.@max > %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.object.setOptInt32.max > Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.setOptInt32.@max < %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.object.setOptInt32.max < Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.setOptInt32.@max >= %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.object.setOptInt32.max >= Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.setOptInt32.@max <= %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.object.setOptInt32.max <= Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.setOptInt64.@max == %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.object.setOptInt64.max == Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.setOptInt64.@max == %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.setOptInt64.max == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setOptInt64.@max != %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.object.setOptInt64.max != Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.setOptInt64.@max != %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.setOptInt64.max != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.setOptInt64.@max > %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.object.setOptInt64.max > Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.setOptInt64.@max < %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.object.setOptInt64.max < Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.setOptInt64.@max >= %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.object.setOptInt64.max >= Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.setOptInt64.@max <= %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.object.setOptInt64.max <= Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.setOptFloat.@max == %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.object.setOptFloat.max == FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.setOptFloat.@max == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.setOptFloat.max == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setOptFloat.@max != %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.object.setOptFloat.max != FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.setOptFloat.@max != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.setOptFloat.max != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.setOptFloat.@max > %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.object.setOptFloat.max > FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.setOptFloat.@max < %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.object.setOptFloat.max < FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.setOptFloat.@max >= %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.object.setOptFloat.max >= FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.setOptFloat.@max <= %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.object.setOptFloat.max <= FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.setOptDouble.@max == %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.object.setOptDouble.max == DoubleWrapper(persistedValue: 345.678) }),
        ("(object.setOptDouble.@max == %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.setOptDouble.max == DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setOptDouble.@max != %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.object.setOptDouble.max != DoubleWrapper(persistedValue: 345.678) }),
        ("(object.setOptDouble.@max != %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.setOptDouble.max != DoubleWrapper(persistedValue: 123.456) }),
        ("(object.setOptDouble.@max > %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.object.setOptDouble.max > DoubleWrapper(persistedValue: 345.678) }),
        ("(object.setOptDouble.@max < %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.object.setOptDouble.max < DoubleWrapper(persistedValue: 345.678) }),
        ("(object.setOptDouble.@max >= %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.object.setOptDouble.max >= DoubleWrapper(persistedValue: 345.678) }),
        ("(object.setOptDouble.@max <= %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.object.setOptDouble.max <= DoubleWrapper(persistedValue: 345.678) }),
        ("(object.setOptDecimal.@max == %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.object.setOptDecimal.max == Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.setOptDecimal.@max == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.setOptDecimal.max == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setOptDecimal.@max != %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.object.setOptDecimal.max != Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.setOptDecimal.@max != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.setOptDecimal.max != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.setOptDecimal.@max > %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.object.setOptDecimal.max > Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.setOptDecimal.@max < %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.object.setOptDecimal.max < Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.setOptDecimal.@max >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.object.setOptDecimal.max >= Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.setOptDecimal.@max <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.object.setOptDecimal.max <= Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.mapInt.@max == %@)", [IntWrapper(persistedValue: 5)], 1, { $0.object.mapInt.max == IntWrapper(persistedValue: 5) }),
        ("(object.mapInt.@max == %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.mapInt.max == IntWrapper(persistedValue: 1) }),
        ("(object.mapInt.@max != %@)", [IntWrapper(persistedValue: 5)], 0, { $0.object.mapInt.max != IntWrapper(persistedValue: 5) }),
        ("(object.mapInt.@max != %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.mapInt.max != IntWrapper(persistedValue: 1) }),
        ("(object.mapInt.@max > %@)", [IntWrapper(persistedValue: 5)], 0, { $0.object.mapInt.max > IntWrapper(persistedValue: 5) }),
        ("(object.mapInt.@max < %@)", [IntWrapper(persistedValue: 5)], 0, { $0.object.mapInt.max < IntWrapper(persistedValue: 5) }),
        ("(object.mapInt.@max >= %@)", [IntWrapper(persistedValue: 5)], 1, { $0.object.mapInt.max >= IntWrapper(persistedValue: 5) }),
        ("(object.mapInt.@max <= %@)", [IntWrapper(persistedValue: 5)], 1, { $0.object.mapInt.max <= IntWrapper(persistedValue: 5) }),
        ("(object.mapInt8.@max == %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.object.mapInt8.max == Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.mapInt8.@max == %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.mapInt8.max == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapInt8.@max != %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.object.mapInt8.max != Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.mapInt8.@max != %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.mapInt8.max != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapInt8.@max > %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.object.mapInt8.max > Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.mapInt8.@max < %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.object.mapInt8.max < Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.mapInt8.@max >= %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.object.mapInt8.max >= Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.mapInt8.@max <= %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.object.mapInt8.max <= Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.mapInt16.@max == %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.object.mapInt16.max == Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.mapInt16.@max == %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.mapInt16.max == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapInt16.@max != %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.object.mapInt16.max != Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.mapInt16.@max != %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.mapInt16.max != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapInt16.@max > %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.object.mapInt16.max > Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.mapInt16.@max < %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.object.mapInt16.max < Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.mapInt16.@max >= %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.object.mapInt16.max >= Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.mapInt16.@max <= %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.object.mapInt16.max <= Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.mapInt32.@max == %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.object.mapInt32.max == Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.mapInt32.@max == %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.mapInt32.max == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapInt32.@max != %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.object.mapInt32.max != Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.mapInt32.@max != %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.mapInt32.max != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapInt32.@max > %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.object.mapInt32.max > Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.mapInt32.@max < %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.object.mapInt32.max < Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.mapInt32.@max >= %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.object.mapInt32.max >= Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.mapInt32.@max <= %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.object.mapInt32.max <= Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.mapInt64.@max == %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.object.mapInt64.max == Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.mapInt64.@max == %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.mapInt64.max == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapInt64.@max != %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.object.mapInt64.max != Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.mapInt64.@max != %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.mapInt64.max != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapInt64.@max > %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.object.mapInt64.max > Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.mapInt64.@max < %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.object.mapInt64.max < Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.mapInt64.@max >= %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.object.mapInt64.max >= Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.mapInt64.@max <= %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.object.mapInt64.max <= Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.mapFloat.@max == %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.object.mapFloat.max == FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.mapFloat.@max == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.mapFloat.max == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapFloat.@max != %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.object.mapFloat.max != FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.mapFloat.@max != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.mapFloat.max != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapFloat.@max > %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.object.mapFloat.max > FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.mapFloat.@max < %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.object.mapFloat.max < FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.mapFloat.@max >= %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.object.mapFloat.max >= FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.mapFloat.@max <= %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.object.mapFloat.max <= FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.mapDouble.@max == %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.object.mapDouble.max == DoubleWrapper(persistedValue: 345.678) }),
        ("(object.mapDouble.@max == %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.mapDouble.max == DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapDouble.@max != %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.object.mapDouble.max != DoubleWrapper(persistedValue: 345.678) }),
        ("(object.mapDouble.@max != %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.mapDouble.max != DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapDouble.@max > %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.object.mapDouble.max > DoubleWrapper(persistedValue: 345.678) }),
        ("(object.mapDouble.@max < %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.object.mapDouble.max < DoubleWrapper(persistedValue: 345.678) }),
        ("(object.mapDouble.@max >= %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.object.mapDouble.max >= DoubleWrapper(persistedValue: 345.678) }),
        ("(object.mapDouble.@max <= %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.object.mapDouble.max <= DoubleWrapper(persistedValue: 345.678) }),
        ("(object.mapDecimal.@max == %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.object.mapDecimal.max == Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.mapDecimal.@max == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.mapDecimal.max == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapDecimal.@max != %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.object.mapDecimal.max != Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.mapDecimal.@max != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.mapDecimal.max != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapDecimal.@max > %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.object.mapDecimal.max > Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.mapDecimal.@max < %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.object.mapDecimal.max < Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.mapDecimal.@max >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.object.mapDecimal.max >= Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.mapDecimal.@max <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.object.mapDecimal.max <= Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.mapOptInt.@max == %@)", [IntWrapper(persistedValue: 5)], 1, { $0.object.mapOptInt.max == IntWrapper(persistedValue: 5) }),
        ("(object.mapOptInt.@max == %@)", [IntWrapper(persistedValue: 1)], 0, { $0.object.mapOptInt.max == IntWrapper(persistedValue: 1) }),
        ("(object.mapOptInt.@max != %@)", [IntWrapper(persistedValue: 5)], 0, { $0.object.mapOptInt.max != IntWrapper(persistedValue: 5) }),
        ("(object.mapOptInt.@max != %@)", [IntWrapper(persistedValue: 1)], 1, { $0.object.mapOptInt.max != IntWrapper(persistedValue: 1) }),
        ("(object.mapOptInt.@max > %@)", [IntWrapper(persistedValue: 5)], 0, { $0.object.mapOptInt.max > IntWrapper(persistedValue: 5) }),
        ("(object.mapOptInt.@max < %@)", [IntWrapper(persistedValue: 5)], 0, { $0.object.mapOptInt.max < IntWrapper(persistedValue: 5) }),
        ("(object.mapOptInt.@max >= %@)", [IntWrapper(persistedValue: 5)], 1, { $0.object.mapOptInt.max >= IntWrapper(persistedValue: 5) }),
        ("(object.mapOptInt.@max <= %@)", [IntWrapper(persistedValue: 5)], 1, { $0.object.mapOptInt.max <= IntWrapper(persistedValue: 5) }),
        ("(object.mapOptInt8.@max == %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.object.mapOptInt8.max == Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.mapOptInt8.@max == %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.object.mapOptInt8.max == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapOptInt8.@max != %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.object.mapOptInt8.max != Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.mapOptInt8.@max != %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.object.mapOptInt8.max != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(object.mapOptInt8.@max > %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.object.mapOptInt8.max > Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.mapOptInt8.@max < %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.object.mapOptInt8.max < Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.mapOptInt8.@max >= %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.object.mapOptInt8.max >= Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.mapOptInt8.@max <= %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.object.mapOptInt8.max <= Int8Wrapper(persistedValue: Int8(10)) }),
        ("(object.mapOptInt16.@max == %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.object.mapOptInt16.max == Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.mapOptInt16.@max == %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.object.mapOptInt16.max == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapOptInt16.@max != %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.object.mapOptInt16.max != Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.mapOptInt16.@max != %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.object.mapOptInt16.max != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(object.mapOptInt16.@max > %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.object.mapOptInt16.max > Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.mapOptInt16.@max < %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.object.mapOptInt16.max < Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.mapOptInt16.@max >= %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.object.mapOptInt16.max >= Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.mapOptInt16.@max <= %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.object.mapOptInt16.max <= Int16Wrapper(persistedValue: Int16(18)) }),
        ("(object.mapOptInt32.@max == %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.object.mapOptInt32.max == Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.mapOptInt32.@max == %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.object.mapOptInt32.max == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapOptInt32.@max != %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.object.mapOptInt32.max != Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.mapOptInt32.@max != %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.object.mapOptInt32.max != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(object.mapOptInt32.@max > %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.object.mapOptInt32.max > Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.mapOptInt32.@max < %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.object.mapOptInt32.max < Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.mapOptInt32.@max >= %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.object.mapOptInt32.max >= Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.mapOptInt32.@max <= %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.object.mapOptInt32.max <= Int32Wrapper(persistedValue: Int32(34)) }),
        ("(object.mapOptInt64.@max == %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.object.mapOptInt64.max == Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.mapOptInt64.@max == %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.object.mapOptInt64.max == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapOptInt64.@max != %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.object.mapOptInt64.max != Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.mapOptInt64.@max != %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.object.mapOptInt64.max != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(object.mapOptInt64.@max > %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.object.mapOptInt64.max > Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.mapOptInt64.@max < %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.object.mapOptInt64.max < Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.mapOptInt64.@max >= %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.object.mapOptInt64.max >= Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.mapOptInt64.@max <= %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.object.mapOptInt64.max <= Int64Wrapper(persistedValue: Int64(66)) }),
        ("(object.mapOptFloat.@max == %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.object.mapOptFloat.max == FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.mapOptFloat.@max == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.object.mapOptFloat.max == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapOptFloat.@max != %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.object.mapOptFloat.max != FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.mapOptFloat.@max != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.object.mapOptFloat.max != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(object.mapOptFloat.@max > %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.object.mapOptFloat.max > FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.mapOptFloat.@max < %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.object.mapOptFloat.max < FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.mapOptFloat.@max >= %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.object.mapOptFloat.max >= FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.mapOptFloat.@max <= %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.object.mapOptFloat.max <= FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(object.mapOptDouble.@max == %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.object.mapOptDouble.max == DoubleWrapper(persistedValue: 345.678) }),
        ("(object.mapOptDouble.@max == %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.object.mapOptDouble.max == DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapOptDouble.@max != %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.object.mapOptDouble.max != DoubleWrapper(persistedValue: 345.678) }),
        ("(object.mapOptDouble.@max != %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.object.mapOptDouble.max != DoubleWrapper(persistedValue: 123.456) }),
        ("(object.mapOptDouble.@max > %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.object.mapOptDouble.max > DoubleWrapper(persistedValue: 345.678) }),
        ("(object.mapOptDouble.@max < %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.object.mapOptDouble.max < DoubleWrapper(persistedValue: 345.678) }),
        ("(object.mapOptDouble.@max >= %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.object.mapOptDouble.max >= DoubleWrapper(persistedValue: 345.678) }),
        ("(object.mapOptDouble.@max <= %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.object.mapOptDouble.max <= DoubleWrapper(persistedValue: 345.678) }),
        ("(object.mapOptDecimal.@max == %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.object.mapOptDecimal.max == Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.mapOptDecimal.@max == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.object.mapOptDecimal.max == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapOptDecimal.@max != %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.object.mapOptDecimal.max != Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.mapOptDecimal.@max != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.object.mapOptDecimal.max != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(object.mapOptDecimal.@max > %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.object.mapOptDecimal.max > Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.mapOptDecimal.@max < %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.object.mapOptDecimal.max < Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.mapOptDecimal.@max >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.object.mapOptDecimal.max >= Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(object.mapOptDecimal.@max <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.object.mapOptDecimal.max <= Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
    ]
    for (text, values, count, query) in rowsctions {
        let (built, args) = query(Query<LinkToCustomPersistableCollections>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(LinkToCustomPersistableCollections.self).where(query).count, count, built)
    }
}

/// `count` of a list, set or map of every value type, enum and wrapper, optional or not, through a link, holding three values: `(object.name.@count op %@)` is 3 under every operator.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testCollectionAggregatesCount
func testSuiteQueryLinkedCollectionCount() throws {
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
        ("(object.arrayInt.@count == %@)", [3], 1, { $0.object.arrayInt.count == 3 }),
        ("(object.arrayInt.@count == %@)", [0], 0, { $0.object.arrayInt.count == 0 }),
        ("(object.arrayInt.@count != %@)", [3], 0, { $0.object.arrayInt.count != 3 }),
        ("(object.arrayInt.@count != %@)", [2], 1, { $0.object.arrayInt.count != 2 }),
        ("(object.arrayInt.@count < %@)", [3], 0, { $0.object.arrayInt.count < 3 }),
        ("(object.arrayInt.@count < %@)", [4], 1, { $0.object.arrayInt.count < 4 }),
        ("(object.arrayInt.@count > %@)", [2], 1, { $0.object.arrayInt.count > 2 }),
        ("(object.arrayInt.@count > %@)", [3], 0, { $0.object.arrayInt.count > 3 }),
        ("(object.arrayInt.@count <= %@)", [2], 0, { $0.object.arrayInt.count <= 2 }),
        ("(object.arrayInt.@count <= %@)", [3], 1, { $0.object.arrayInt.count <= 3 }),
        ("(object.arrayInt.@count >= %@)", [3], 1, { $0.object.arrayInt.count >= 3 }),
        ("(object.arrayInt.@count >= %@)", [4], 0, { $0.object.arrayInt.count >= 4 }),
        ("(object.arrayInt8.@count == %@)", [3], 1, { $0.object.arrayInt8.count == 3 }),
        ("(object.arrayInt8.@count == %@)", [0], 0, { $0.object.arrayInt8.count == 0 }),
        ("(object.arrayInt8.@count != %@)", [3], 0, { $0.object.arrayInt8.count != 3 }),
        ("(object.arrayInt8.@count != %@)", [2], 1, { $0.object.arrayInt8.count != 2 }),
        ("(object.arrayInt8.@count < %@)", [3], 0, { $0.object.arrayInt8.count < 3 }),
        ("(object.arrayInt8.@count < %@)", [4], 1, { $0.object.arrayInt8.count < 4 }),
        ("(object.arrayInt8.@count > %@)", [2], 1, { $0.object.arrayInt8.count > 2 }),
        ("(object.arrayInt8.@count > %@)", [3], 0, { $0.object.arrayInt8.count > 3 }),
        ("(object.arrayInt8.@count <= %@)", [2], 0, { $0.object.arrayInt8.count <= 2 }),
        ("(object.arrayInt8.@count <= %@)", [3], 1, { $0.object.arrayInt8.count <= 3 }),
        ("(object.arrayInt8.@count >= %@)", [3], 1, { $0.object.arrayInt8.count >= 3 }),
        ("(object.arrayInt8.@count >= %@)", [4], 0, { $0.object.arrayInt8.count >= 4 }),
        ("(object.arrayInt16.@count == %@)", [3], 1, { $0.object.arrayInt16.count == 3 }),
        ("(object.arrayInt16.@count == %@)", [0], 0, { $0.object.arrayInt16.count == 0 }),
        ("(object.arrayInt16.@count != %@)", [3], 0, { $0.object.arrayInt16.count != 3 }),
        ("(object.arrayInt16.@count != %@)", [2], 1, { $0.object.arrayInt16.count != 2 }),
        ("(object.arrayInt16.@count < %@)", [3], 0, { $0.object.arrayInt16.count < 3 }),
        ("(object.arrayInt16.@count < %@)", [4], 1, { $0.object.arrayInt16.count < 4 }),
        ("(object.arrayInt16.@count > %@)", [2], 1, { $0.object.arrayInt16.count > 2 }),
        ("(object.arrayInt16.@count > %@)", [3], 0, { $0.object.arrayInt16.count > 3 }),
        ("(object.arrayInt16.@count <= %@)", [2], 0, { $0.object.arrayInt16.count <= 2 }),
        ("(object.arrayInt16.@count <= %@)", [3], 1, { $0.object.arrayInt16.count <= 3 }),
        ("(object.arrayInt16.@count >= %@)", [3], 1, { $0.object.arrayInt16.count >= 3 }),
        ("(object.arrayInt16.@count >= %@)", [4], 0, { $0.object.arrayInt16.count >= 4 }),
        ("(object.arrayInt32.@count == %@)", [3], 1, { $0.object.arrayInt32.count == 3 }),
        ("(object.arrayInt32.@count == %@)", [0], 0, { $0.object.arrayInt32.count == 0 }),
        ("(object.arrayInt32.@count != %@)", [3], 0, { $0.object.arrayInt32.count != 3 }),
        ("(object.arrayInt32.@count != %@)", [2], 1, { $0.object.arrayInt32.count != 2 }),
        ("(object.arrayInt32.@count < %@)", [3], 0, { $0.object.arrayInt32.count < 3 }),
        ("(object.arrayInt32.@count < %@)", [4], 1, { $0.object.arrayInt32.count < 4 }),
        ("(object.arrayInt32.@count > %@)", [2], 1, { $0.object.arrayInt32.count > 2 }),
        ("(object.arrayInt32.@count > %@)", [3], 0, { $0.object.arrayInt32.count > 3 }),
        ("(object.arrayInt32.@count <= %@)", [2], 0, { $0.object.arrayInt32.count <= 2 }),
        ("(object.arrayInt32.@count <= %@)", [3], 1, { $0.object.arrayInt32.count <= 3 }),
        ("(object.arrayInt32.@count >= %@)", [3], 1, { $0.object.arrayInt32.count >= 3 }),
        ("(object.arrayInt32.@count >= %@)", [4], 0, { $0.object.arrayInt32.count >= 4 }),
        ("(object.arrayInt64.@count == %@)", [3], 1, { $0.object.arrayInt64.count == 3 }),
        ("(object.arrayInt64.@count == %@)", [0], 0, { $0.object.arrayInt64.count == 0 }),
        ("(object.arrayInt64.@count != %@)", [3], 0, { $0.object.arrayInt64.count != 3 }),
        ("(object.arrayInt64.@count != %@)", [2], 1, { $0.object.arrayInt64.count != 2 }),
        ("(object.arrayInt64.@count < %@)", [3], 0, { $0.object.arrayInt64.count < 3 }),
        ("(object.arrayInt64.@count < %@)", [4], 1, { $0.object.arrayInt64.count < 4 }),
        ("(object.arrayInt64.@count > %@)", [2], 1, { $0.object.arrayInt64.count > 2 }),
        ("(object.arrayInt64.@count > %@)", [3], 0, { $0.object.arrayInt64.count > 3 }),
        ("(object.arrayInt64.@count <= %@)", [2], 0, { $0.object.arrayInt64.count <= 2 }),
        ("(object.arrayInt64.@count <= %@)", [3], 1, { $0.object.arrayInt64.count <= 3 }),
        ("(object.arrayInt64.@count >= %@)", [3], 1, { $0.object.arrayInt64.count >= 3 }),
        ("(object.arrayInt64.@count >= %@)", [4], 0, { $0.object.arrayInt64.count >= 4 }),
        ("(object.arrayFloat.@count == %@)", [3], 1, { $0.object.arrayFloat.count == 3 }),
        ("(object.arrayFloat.@count == %@)", [0], 0, { $0.object.arrayFloat.count == 0 }),
        ("(object.arrayFloat.@count != %@)", [3], 0, { $0.object.arrayFloat.count != 3 }),
        ("(object.arrayFloat.@count != %@)", [2], 1, { $0.object.arrayFloat.count != 2 }),
        ("(object.arrayFloat.@count < %@)", [3], 0, { $0.object.arrayFloat.count < 3 }),
        ("(object.arrayFloat.@count < %@)", [4], 1, { $0.object.arrayFloat.count < 4 }),
        ("(object.arrayFloat.@count > %@)", [2], 1, { $0.object.arrayFloat.count > 2 }),
        ("(object.arrayFloat.@count > %@)", [3], 0, { $0.object.arrayFloat.count > 3 }),
        ("(object.arrayFloat.@count <= %@)", [2], 0, { $0.object.arrayFloat.count <= 2 }),
        ("(object.arrayFloat.@count <= %@)", [3], 1, { $0.object.arrayFloat.count <= 3 }),
        ("(object.arrayFloat.@count >= %@)", [3], 1, { $0.object.arrayFloat.count >= 3 }),
        ("(object.arrayFloat.@count >= %@)", [4], 0, { $0.object.arrayFloat.count >= 4 }),
        ("(object.arrayDouble.@count == %@)", [3], 1, { $0.object.arrayDouble.count == 3 }),
        ("(object.arrayDouble.@count == %@)", [0], 0, { $0.object.arrayDouble.count == 0 }),
        ("(object.arrayDouble.@count != %@)", [3], 0, { $0.object.arrayDouble.count != 3 }),
        ("(object.arrayDouble.@count != %@)", [2], 1, { $0.object.arrayDouble.count != 2 }),
        ("(object.arrayDouble.@count < %@)", [3], 0, { $0.object.arrayDouble.count < 3 }),
        ("(object.arrayDouble.@count < %@)", [4], 1, { $0.object.arrayDouble.count < 4 }),
        ("(object.arrayDouble.@count > %@)", [2], 1, { $0.object.arrayDouble.count > 2 }),
        ("(object.arrayDouble.@count > %@)", [3], 0, { $0.object.arrayDouble.count > 3 }),
        ("(object.arrayDouble.@count <= %@)", [2], 0, { $0.object.arrayDouble.count <= 2 }),
        ("(object.arrayDouble.@count <= %@)", [3], 1, { $0.object.arrayDouble.count <= 3 }),
        ("(object.arrayDouble.@count >= %@)", [3], 1, { $0.object.arrayDouble.count >= 3 }),
        ("(object.arrayDouble.@count >= %@)", [4], 0, { $0.object.arrayDouble.count >= 4 }),
        ("(object.arrayString.@count == %@)", [3], 1, { $0.object.arrayString.count == 3 }),
        ("(object.arrayString.@count == %@)", [0], 0, { $0.object.arrayString.count == 0 }),
        ("(object.arrayString.@count != %@)", [3], 0, { $0.object.arrayString.count != 3 }),
        ("(object.arrayString.@count != %@)", [2], 1, { $0.object.arrayString.count != 2 }),
        ("(object.arrayString.@count < %@)", [3], 0, { $0.object.arrayString.count < 3 }),
        ("(object.arrayString.@count < %@)", [4], 1, { $0.object.arrayString.count < 4 }),
        ("(object.arrayString.@count > %@)", [2], 1, { $0.object.arrayString.count > 2 }),
        ("(object.arrayString.@count > %@)", [3], 0, { $0.object.arrayString.count > 3 }),
        ("(object.arrayString.@count <= %@)", [2], 0, { $0.object.arrayString.count <= 2 }),
        ("(object.arrayString.@count <= %@)", [3], 1, { $0.object.arrayString.count <= 3 }),
        ("(object.arrayString.@count >= %@)", [3], 1, { $0.object.arrayString.count >= 3 }),
        ("(object.arrayString.@count >= %@)", [4], 0, { $0.object.arrayString.count >= 4 }),
        ("(object.arrayBinary.@count == %@)", [3], 1, { $0.object.arrayBinary.count == 3 }),
        ("(object.arrayBinary.@count == %@)", [0], 0, { $0.object.arrayBinary.count == 0 }),
        ("(object.arrayBinary.@count != %@)", [3], 0, { $0.object.arrayBinary.count != 3 }),
        ("(object.arrayBinary.@count != %@)", [2], 1, { $0.object.arrayBinary.count != 2 }),
        ("(object.arrayBinary.@count < %@)", [3], 0, { $0.object.arrayBinary.count < 3 }),
        ("(object.arrayBinary.@count < %@)", [4], 1, { $0.object.arrayBinary.count < 4 }),
        ("(object.arrayBinary.@count > %@)", [2], 1, { $0.object.arrayBinary.count > 2 }),
        ("(object.arrayBinary.@count > %@)", [3], 0, { $0.object.arrayBinary.count > 3 }),
        ("(object.arrayBinary.@count <= %@)", [2], 0, { $0.object.arrayBinary.count <= 2 }),
        ("(object.arrayBinary.@count <= %@)", [3], 1, { $0.object.arrayBinary.count <= 3 }),
        ("(object.arrayBinary.@count >= %@)", [3], 1, { $0.object.arrayBinary.count >= 3 }),
        ("(object.arrayBinary.@count >= %@)", [4], 0, { $0.object.arrayBinary.count >= 4 }),
        ("(object.arrayDate.@count == %@)", [3], 1, { $0.object.arrayDate.count == 3 }),
        ("(object.arrayDate.@count == %@)", [0], 0, { $0.object.arrayDate.count == 0 }),
        ("(object.arrayDate.@count != %@)", [3], 0, { $0.object.arrayDate.count != 3 }),
        ("(object.arrayDate.@count != %@)", [2], 1, { $0.object.arrayDate.count != 2 }),
        ("(object.arrayDate.@count < %@)", [3], 0, { $0.object.arrayDate.count < 3 }),
        ("(object.arrayDate.@count < %@)", [4], 1, { $0.object.arrayDate.count < 4 }),
        ("(object.arrayDate.@count > %@)", [2], 1, { $0.object.arrayDate.count > 2 }),
        ("(object.arrayDate.@count > %@)", [3], 0, { $0.object.arrayDate.count > 3 }),
        ("(object.arrayDate.@count <= %@)", [2], 0, { $0.object.arrayDate.count <= 2 }),
        ("(object.arrayDate.@count <= %@)", [3], 1, { $0.object.arrayDate.count <= 3 }),
        ("(object.arrayDate.@count >= %@)", [3], 1, { $0.object.arrayDate.count >= 3 }),
        ("(object.arrayDate.@count >= %@)", [4], 0, { $0.object.arrayDate.count >= 4 }),
        ("(object.arrayDecimal.@count == %@)", [3], 1, { $0.object.arrayDecimal.count == 3 }),
        ("(object.arrayDecimal.@count == %@)", [0], 0, { $0.object.arrayDecimal.count == 0 }),
        ("(object.arrayDecimal.@count != %@)", [3], 0, { $0.object.arrayDecimal.count != 3 }),
        ("(object.arrayDecimal.@count != %@)", [2], 1, { $0.object.arrayDecimal.count != 2 }),
        ("(object.arrayDecimal.@count < %@)", [3], 0, { $0.object.arrayDecimal.count < 3 }),
        ("(object.arrayDecimal.@count < %@)", [4], 1, { $0.object.arrayDecimal.count < 4 }),
        ("(object.arrayDecimal.@count > %@)", [2], 1, { $0.object.arrayDecimal.count > 2 }),
        ("(object.arrayDecimal.@count > %@)", [3], 0, { $0.object.arrayDecimal.count > 3 }),
        ("(object.arrayDecimal.@count <= %@)", [2], 0, { $0.object.arrayDecimal.count <= 2 }),
        ("(object.arrayDecimal.@count <= %@)", [3], 1, { $0.object.arrayDecimal.count <= 3 }),
        ("(object.arrayDecimal.@count >= %@)", [3], 1, { $0.object.arrayDecimal.count >= 3 }),
        ("(object.arrayDecimal.@count >= %@)", [4], 0, { $0.object.arrayDecimal.count >= 4 }),
        ("(object.arrayObjectId.@count == %@)", [3], 1, { $0.object.arrayObjectId.count == 3 }),
        ("(object.arrayObjectId.@count == %@)", [0], 0, { $0.object.arrayObjectId.count == 0 }),
        ("(object.arrayObjectId.@count != %@)", [3], 0, { $0.object.arrayObjectId.count != 3 }),
        ("(object.arrayObjectId.@count != %@)", [2], 1, { $0.object.arrayObjectId.count != 2 }),
        ("(object.arrayObjectId.@count < %@)", [3], 0, { $0.object.arrayObjectId.count < 3 }),
        ("(object.arrayObjectId.@count < %@)", [4], 1, { $0.object.arrayObjectId.count < 4 }),
        ("(object.arrayObjectId.@count > %@)", [2], 1, { $0.object.arrayObjectId.count > 2 }),
        ("(object.arrayObjectId.@count > %@)", [3], 0, { $0.object.arrayObjectId.count > 3 }),
        ("(object.arrayObjectId.@count <= %@)", [2], 0, { $0.object.arrayObjectId.count <= 2 }),
        ("(object.arrayObjectId.@count <= %@)", [3], 1, { $0.object.arrayObjectId.count <= 3 }),
        ("(object.arrayObjectId.@count >= %@)", [3], 1, { $0.object.arrayObjectId.count >= 3 }),
        ("(object.arrayObjectId.@count >= %@)", [4], 0, { $0.object.arrayObjectId.count >= 4 }),
        ("(object.arrayUuid.@count == %@)", [3], 1, { $0.object.arrayUuid.count == 3 }),
        ("(object.arrayUuid.@count == %@)", [0], 0, { $0.object.arrayUuid.count == 0 }),
        ("(object.arrayUuid.@count != %@)", [3], 0, { $0.object.arrayUuid.count != 3 }),
        ("(object.arrayUuid.@count != %@)", [2], 1, { $0.object.arrayUuid.count != 2 }),
        ("(object.arrayUuid.@count < %@)", [3], 0, { $0.object.arrayUuid.count < 3 }),
        ("(object.arrayUuid.@count < %@)", [4], 1, { $0.object.arrayUuid.count < 4 }),
        ("(object.arrayUuid.@count > %@)", [2], 1, { $0.object.arrayUuid.count > 2 }),
        ("(object.arrayUuid.@count > %@)", [3], 0, { $0.object.arrayUuid.count > 3 }),
        ("(object.arrayUuid.@count <= %@)", [2], 0, { $0.object.arrayUuid.count <= 2 }),
        ("(object.arrayUuid.@count <= %@)", [3], 1, { $0.object.arrayUuid.count <= 3 }),
        ("(object.arrayUuid.@count >= %@)", [3], 1, { $0.object.arrayUuid.count >= 3 }),
        ("(object.arrayUuid.@count >= %@)", [4], 0, { $0.object.arrayUuid.count >= 4 }),
        ("(object.arrayAny.@count == %@)", [3], 1, { $0.object.arrayAny.count == 3 }),
        ("(object.arrayAny.@count == %@)", [0], 0, { $0.object.arrayAny.count == 0 }),
        ("(object.arrayAny.@count != %@)", [3], 0, { $0.object.arrayAny.count != 3 }),
        ("(object.arrayAny.@count != %@)", [2], 1, { $0.object.arrayAny.count != 2 }),
        ("(object.arrayAny.@count < %@)", [3], 0, { $0.object.arrayAny.count < 3 }),
        ("(object.arrayAny.@count < %@)", [4], 1, { $0.object.arrayAny.count < 4 }),
        ("(object.arrayAny.@count > %@)", [2], 1, { $0.object.arrayAny.count > 2 }),
        ("(object.arrayAny.@count > %@)", [3], 0, { $0.object.arrayAny.count > 3 }),
        ("(object.arrayAny.@count <= %@)", [2], 0, { $0.object.arrayAny.count <= 2 }),
        ("(object.arrayAny.@count <= %@)", [3], 1, { $0.object.arrayAny.count <= 3 }),
        ("(object.arrayAny.@count >= %@)", [3], 1, { $0.object.arrayAny.count >= 3 }),
        ("(object.arrayAny.@count >= %@)", [4], 0, { $0.object.arrayAny.count >= 4 }),
        ("(object.arrayOptInt.@count == %@)", [3], 1, { $0.object.arrayOptInt.count == 3 }),
        ("(object.arrayOptInt.@count == %@)", [0], 0, { $0.object.arrayOptInt.count == 0 }),
        ("(object.arrayOptInt.@count != %@)", [3], 0, { $0.object.arrayOptInt.count != 3 }),
        ("(object.arrayOptInt.@count != %@)", [2], 1, { $0.object.arrayOptInt.count != 2 }),
        ("(object.arrayOptInt.@count < %@)", [3], 0, { $0.object.arrayOptInt.count < 3 }),
        ("(object.arrayOptInt.@count < %@)", [4], 1, { $0.object.arrayOptInt.count < 4 }),
        ("(object.arrayOptInt.@count > %@)", [2], 1, { $0.object.arrayOptInt.count > 2 }),
        ("(object.arrayOptInt.@count > %@)", [3], 0, { $0.object.arrayOptInt.count > 3 }),
        ("(object.arrayOptInt.@count <= %@)", [2], 0, { $0.object.arrayOptInt.count <= 2 }),
        ("(object.arrayOptInt.@count <= %@)", [3], 1, { $0.object.arrayOptInt.count <= 3 }),
        ("(object.arrayOptInt.@count >= %@)", [3], 1, { $0.object.arrayOptInt.count >= 3 }),
        ("(object.arrayOptInt.@count >= %@)", [4], 0, { $0.object.arrayOptInt.count >= 4 }),
        ("(object.arrayOptInt8.@count == %@)", [3], 1, { $0.object.arrayOptInt8.count == 3 }),
        ("(object.arrayOptInt8.@count == %@)", [0], 0, { $0.object.arrayOptInt8.count == 0 }),
        ("(object.arrayOptInt8.@count != %@)", [3], 0, { $0.object.arrayOptInt8.count != 3 }),
        ("(object.arrayOptInt8.@count != %@)", [2], 1, { $0.object.arrayOptInt8.count != 2 }),
        ("(object.arrayOptInt8.@count < %@)", [3], 0, { $0.object.arrayOptInt8.count < 3 }),
        ("(object.arrayOptInt8.@count < %@)", [4], 1, { $0.object.arrayOptInt8.count < 4 }),
        ("(object.arrayOptInt8.@count > %@)", [2], 1, { $0.object.arrayOptInt8.count > 2 }),
        ("(object.arrayOptInt8.@count > %@)", [3], 0, { $0.object.arrayOptInt8.count > 3 }),
        ("(object.arrayOptInt8.@count <= %@)", [2], 0, { $0.object.arrayOptInt8.count <= 2 }),
        ("(object.arrayOptInt8.@count <= %@)", [3], 1, { $0.object.arrayOptInt8.count <= 3 }),
        ("(object.arrayOptInt8.@count >= %@)", [3], 1, { $0.object.arrayOptInt8.count >= 3 }),
        ("(object.arrayOptInt8.@count >= %@)", [4], 0, { $0.object.arrayOptInt8.count >= 4 }),
        ("(object.arrayOptInt16.@count == %@)", [3], 1, { $0.object.arrayOptInt16.count == 3 }),
        ("(object.arrayOptInt16.@count == %@)", [0], 0, { $0.object.arrayOptInt16.count == 0 }),
        ("(object.arrayOptInt16.@count != %@)", [3], 0, { $0.object.arrayOptInt16.count != 3 }),
        ("(object.arrayOptInt16.@count != %@)", [2], 1, { $0.object.arrayOptInt16.count != 2 }),
        ("(object.arrayOptInt16.@count < %@)", [3], 0, { $0.object.arrayOptInt16.count < 3 }),
        ("(object.arrayOptInt16.@count < %@)", [4], 1, { $0.object.arrayOptInt16.count < 4 }),
        ("(object.arrayOptInt16.@count > %@)", [2], 1, { $0.object.arrayOptInt16.count > 2 }),
        ("(object.arrayOptInt16.@count > %@)", [3], 0, { $0.object.arrayOptInt16.count > 3 }),
        ("(object.arrayOptInt16.@count <= %@)", [2], 0, { $0.object.arrayOptInt16.count <= 2 }),
        ("(object.arrayOptInt16.@count <= %@)", [3], 1, { $0.object.arrayOptInt16.count <= 3 }),
        ("(object.arrayOptInt16.@count >= %@)", [3], 1, { $0.object.arrayOptInt16.count >= 3 }),
        ("(object.arrayOptInt16.@count >= %@)", [4], 0, { $0.object.arrayOptInt16.count >= 4 }),
        ("(object.arrayOptInt32.@count == %@)", [3], 1, { $0.object.arrayOptInt32.count == 3 }),
        ("(object.arrayOptInt32.@count == %@)", [0], 0, { $0.object.arrayOptInt32.count == 0 }),
        ("(object.arrayOptInt32.@count != %@)", [3], 0, { $0.object.arrayOptInt32.count != 3 }),
        ("(object.arrayOptInt32.@count != %@)", [2], 1, { $0.object.arrayOptInt32.count != 2 }),
        ("(object.arrayOptInt32.@count < %@)", [3], 0, { $0.object.arrayOptInt32.count < 3 }),
        ("(object.arrayOptInt32.@count < %@)", [4], 1, { $0.object.arrayOptInt32.count < 4 }),
        ("(object.arrayOptInt32.@count > %@)", [2], 1, { $0.object.arrayOptInt32.count > 2 }),
        ("(object.arrayOptInt32.@count > %@)", [3], 0, { $0.object.arrayOptInt32.count > 3 }),
        ("(object.arrayOptInt32.@count <= %@)", [2], 0, { $0.object.arrayOptInt32.count <= 2 }),
        ("(object.arrayOptInt32.@count <= %@)", [3], 1, { $0.object.arrayOptInt32.count <= 3 }),
        ("(object.arrayOptInt32.@count >= %@)", [3], 1, { $0.object.arrayOptInt32.count >= 3 }),
        ("(object.arrayOptInt32.@count >= %@)", [4], 0, { $0.object.arrayOptInt32.count >= 4 }),
        ("(object.arrayOptInt64.@count == %@)", [3], 1, { $0.object.arrayOptInt64.count == 3 }),
        ("(object.arrayOptInt64.@count == %@)", [0], 0, { $0.object.arrayOptInt64.count == 0 }),
        ("(object.arrayOptInt64.@count != %@)", [3], 0, { $0.object.arrayOptInt64.count != 3 }),
        ("(object.arrayOptInt64.@count != %@)", [2], 1, { $0.object.arrayOptInt64.count != 2 }),
        ("(object.arrayOptInt64.@count < %@)", [3], 0, { $0.object.arrayOptInt64.count < 3 }),
        ("(object.arrayOptInt64.@count < %@)", [4], 1, { $0.object.arrayOptInt64.count < 4 }),
        ("(object.arrayOptInt64.@count > %@)", [2], 1, { $0.object.arrayOptInt64.count > 2 }),
        ("(object.arrayOptInt64.@count > %@)", [3], 0, { $0.object.arrayOptInt64.count > 3 }),
        ("(object.arrayOptInt64.@count <= %@)", [2], 0, { $0.object.arrayOptInt64.count <= 2 }),
        ("(object.arrayOptInt64.@count <= %@)", [3], 1, { $0.object.arrayOptInt64.count <= 3 }),
        ("(object.arrayOptInt64.@count >= %@)", [3], 1, { $0.object.arrayOptInt64.count >= 3 }),
        ("(object.arrayOptInt64.@count >= %@)", [4], 0, { $0.object.arrayOptInt64.count >= 4 }),
        ("(object.arrayOptFloat.@count == %@)", [3], 1, { $0.object.arrayOptFloat.count == 3 }),
        ("(object.arrayOptFloat.@count == %@)", [0], 0, { $0.object.arrayOptFloat.count == 0 }),
        ("(object.arrayOptFloat.@count != %@)", [3], 0, { $0.object.arrayOptFloat.count != 3 }),
        ("(object.arrayOptFloat.@count != %@)", [2], 1, { $0.object.arrayOptFloat.count != 2 }),
        ("(object.arrayOptFloat.@count < %@)", [3], 0, { $0.object.arrayOptFloat.count < 3 }),
        ("(object.arrayOptFloat.@count < %@)", [4], 1, { $0.object.arrayOptFloat.count < 4 }),
        ("(object.arrayOptFloat.@count > %@)", [2], 1, { $0.object.arrayOptFloat.count > 2 }),
        ("(object.arrayOptFloat.@count > %@)", [3], 0, { $0.object.arrayOptFloat.count > 3 }),
        ("(object.arrayOptFloat.@count <= %@)", [2], 0, { $0.object.arrayOptFloat.count <= 2 }),
        ("(object.arrayOptFloat.@count <= %@)", [3], 1, { $0.object.arrayOptFloat.count <= 3 }),
        ("(object.arrayOptFloat.@count >= %@)", [3], 1, { $0.object.arrayOptFloat.count >= 3 }),
        ("(object.arrayOptFloat.@count >= %@)", [4], 0, { $0.object.arrayOptFloat.count >= 4 }),
        ("(object.arrayOptDouble.@count == %@)", [3], 1, { $0.object.arrayOptDouble.count == 3 }),
        ("(object.arrayOptDouble.@count == %@)", [0], 0, { $0.object.arrayOptDouble.count == 0 }),
        ("(object.arrayOptDouble.@count != %@)", [3], 0, { $0.object.arrayOptDouble.count != 3 }),
        ("(object.arrayOptDouble.@count != %@)", [2], 1, { $0.object.arrayOptDouble.count != 2 }),
        ("(object.arrayOptDouble.@count < %@)", [3], 0, { $0.object.arrayOptDouble.count < 3 }),
        ("(object.arrayOptDouble.@count < %@)", [4], 1, { $0.object.arrayOptDouble.count < 4 }),
        ("(object.arrayOptDouble.@count > %@)", [2], 1, { $0.object.arrayOptDouble.count > 2 }),
        ("(object.arrayOptDouble.@count > %@)", [3], 0, { $0.object.arrayOptDouble.count > 3 }),
        ("(object.arrayOptDouble.@count <= %@)", [2], 0, { $0.object.arrayOptDouble.count <= 2 }),
        ("(object.arrayOptDouble.@count <= %@)", [3], 1, { $0.object.arrayOptDouble.count <= 3 }),
        ("(object.arrayOptDouble.@count >= %@)", [3], 1, { $0.object.arrayOptDouble.count >= 3 }),
        ("(object.arrayOptDouble.@count >= %@)", [4], 0, { $0.object.arrayOptDouble.count >= 4 }),
        ("(object.arrayOptString.@count == %@)", [3], 1, { $0.object.arrayOptString.count == 3 }),
        ("(object.arrayOptString.@count == %@)", [0], 0, { $0.object.arrayOptString.count == 0 }),
        ("(object.arrayOptString.@count != %@)", [3], 0, { $0.object.arrayOptString.count != 3 }),
        ("(object.arrayOptString.@count != %@)", [2], 1, { $0.object.arrayOptString.count != 2 }),
        ("(object.arrayOptString.@count < %@)", [3], 0, { $0.object.arrayOptString.count < 3 }),
        ("(object.arrayOptString.@count < %@)", [4], 1, { $0.object.arrayOptString.count < 4 }),
        ("(object.arrayOptString.@count > %@)", [2], 1, { $0.object.arrayOptString.count > 2 }),
        ("(object.arrayOptString.@count > %@)", [3], 0, { $0.object.arrayOptString.count > 3 }),
        ("(object.arrayOptString.@count <= %@)", [2], 0, { $0.object.arrayOptString.count <= 2 }),
        ("(object.arrayOptString.@count <= %@)", [3], 1, { $0.object.arrayOptString.count <= 3 }),
        ("(object.arrayOptString.@count >= %@)", [3], 1, { $0.object.arrayOptString.count >= 3 }),
        ("(object.arrayOptString.@count >= %@)", [4], 0, { $0.object.arrayOptString.count >= 4 }),
        ("(object.arrayOptBinary.@count == %@)", [3], 1, { $0.object.arrayOptBinary.count == 3 }),
        ("(object.arrayOptBinary.@count == %@)", [0], 0, { $0.object.arrayOptBinary.count == 0 }),
        ("(object.arrayOptBinary.@count != %@)", [3], 0, { $0.object.arrayOptBinary.count != 3 }),
        ("(object.arrayOptBinary.@count != %@)", [2], 1, { $0.object.arrayOptBinary.count != 2 }),
        ("(object.arrayOptBinary.@count < %@)", [3], 0, { $0.object.arrayOptBinary.count < 3 }),
        ("(object.arrayOptBinary.@count < %@)", [4], 1, { $0.object.arrayOptBinary.count < 4 }),
        ("(object.arrayOptBinary.@count > %@)", [2], 1, { $0.object.arrayOptBinary.count > 2 }),
        ("(object.arrayOptBinary.@count > %@)", [3], 0, { $0.object.arrayOptBinary.count > 3 }),
        ("(object.arrayOptBinary.@count <= %@)", [2], 0, { $0.object.arrayOptBinary.count <= 2 }),
        ("(object.arrayOptBinary.@count <= %@)", [3], 1, { $0.object.arrayOptBinary.count <= 3 }),
        ("(object.arrayOptBinary.@count >= %@)", [3], 1, { $0.object.arrayOptBinary.count >= 3 }),
        ("(object.arrayOptBinary.@count >= %@)", [4], 0, { $0.object.arrayOptBinary.count >= 4 }),
        ("(object.arrayOptDate.@count == %@)", [3], 1, { $0.object.arrayOptDate.count == 3 }),
        ("(object.arrayOptDate.@count == %@)", [0], 0, { $0.object.arrayOptDate.count == 0 }),
        ("(object.arrayOptDate.@count != %@)", [3], 0, { $0.object.arrayOptDate.count != 3 }),
        ("(object.arrayOptDate.@count != %@)", [2], 1, { $0.object.arrayOptDate.count != 2 }),
        ("(object.arrayOptDate.@count < %@)", [3], 0, { $0.object.arrayOptDate.count < 3 }),
        ("(object.arrayOptDate.@count < %@)", [4], 1, { $0.object.arrayOptDate.count < 4 }),
        ("(object.arrayOptDate.@count > %@)", [2], 1, { $0.object.arrayOptDate.count > 2 }),
        ("(object.arrayOptDate.@count > %@)", [3], 0, { $0.object.arrayOptDate.count > 3 }),
        ("(object.arrayOptDate.@count <= %@)", [2], 0, { $0.object.arrayOptDate.count <= 2 }),
        ("(object.arrayOptDate.@count <= %@)", [3], 1, { $0.object.arrayOptDate.count <= 3 }),
        ("(object.arrayOptDate.@count >= %@)", [3], 1, { $0.object.arrayOptDate.count >= 3 }),
        ("(object.arrayOptDate.@count >= %@)", [4], 0, { $0.object.arrayOptDate.count >= 4 }),
        ("(object.arrayOptDecimal.@count == %@)", [3], 1, { $0.object.arrayOptDecimal.count == 3 }),
        ("(object.arrayOptDecimal.@count == %@)", [0], 0, { $0.object.arrayOptDecimal.count == 0 }),
        ("(object.arrayOptDecimal.@count != %@)", [3], 0, { $0.object.arrayOptDecimal.count != 3 }),
        ("(object.arrayOptDecimal.@count != %@)", [2], 1, { $0.object.arrayOptDecimal.count != 2 }),
        ("(object.arrayOptDecimal.@count < %@)", [3], 0, { $0.object.arrayOptDecimal.count < 3 }),
        ("(object.arrayOptDecimal.@count < %@)", [4], 1, { $0.object.arrayOptDecimal.count < 4 }),
        ("(object.arrayOptDecimal.@count > %@)", [2], 1, { $0.object.arrayOptDecimal.count > 2 }),
        ("(object.arrayOptDecimal.@count > %@)", [3], 0, { $0.object.arrayOptDecimal.count > 3 }),
        ("(object.arrayOptDecimal.@count <= %@)", [2], 0, { $0.object.arrayOptDecimal.count <= 2 }),
        ("(object.arrayOptDecimal.@count <= %@)", [3], 1, { $0.object.arrayOptDecimal.count <= 3 }),
        ("(object.arrayOptDecimal.@count >= %@)", [3], 1, { $0.object.arrayOptDecimal.count >= 3 }),
        ("(object.arrayOptDecimal.@count >= %@)", [4], 0, { $0.object.arrayOptDecimal.count >= 4 }),
        ("(object.arrayOptObjectId.@count == %@)", [3], 1, { $0.object.arrayOptObjectId.count == 3 }),
        ("(object.arrayOptObjectId.@count == %@)", [0], 0, { $0.object.arrayOptObjectId.count == 0 }),
        ("(object.arrayOptObjectId.@count != %@)", [3], 0, { $0.object.arrayOptObjectId.count != 3 }),
        ("(object.arrayOptObjectId.@count != %@)", [2], 1, { $0.object.arrayOptObjectId.count != 2 }),
        ("(object.arrayOptObjectId.@count < %@)", [3], 0, { $0.object.arrayOptObjectId.count < 3 }),
        ("(object.arrayOptObjectId.@count < %@)", [4], 1, { $0.object.arrayOptObjectId.count < 4 }),
        ("(object.arrayOptObjectId.@count > %@)", [2], 1, { $0.object.arrayOptObjectId.count > 2 }),
        ("(object.arrayOptObjectId.@count > %@)", [3], 0, { $0.object.arrayOptObjectId.count > 3 }),
        ("(object.arrayOptObjectId.@count <= %@)", [2], 0, { $0.object.arrayOptObjectId.count <= 2 }),
        ("(object.arrayOptObjectId.@count <= %@)", [3], 1, { $0.object.arrayOptObjectId.count <= 3 }),
        ("(object.arrayOptObjectId.@count >= %@)", [3], 1, { $0.object.arrayOptObjectId.count >= 3 }),
        ("(object.arrayOptObjectId.@count >= %@)", [4], 0, { $0.object.arrayOptObjectId.count >= 4 }),
        ("(object.arrayOptUuid.@count == %@)", [3], 1, { $0.object.arrayOptUuid.count == 3 }),
        ("(object.arrayOptUuid.@count == %@)", [0], 0, { $0.object.arrayOptUuid.count == 0 }),
        ("(object.arrayOptUuid.@count != %@)", [3], 0, { $0.object.arrayOptUuid.count != 3 }),
        ("(object.arrayOptUuid.@count != %@)", [2], 1, { $0.object.arrayOptUuid.count != 2 }),
        ("(object.arrayOptUuid.@count < %@)", [3], 0, { $0.object.arrayOptUuid.count < 3 }),
        ("(object.arrayOptUuid.@count < %@)", [4], 1, { $0.object.arrayOptUuid.count < 4 }),
        ("(object.arrayOptUuid.@count > %@)", [2], 1, { $0.object.arrayOptUuid.count > 2 }),
        ("(object.arrayOptUuid.@count > %@)", [3], 0, { $0.object.arrayOptUuid.count > 3 }),
        ("(object.arrayOptUuid.@count <= %@)", [2], 0, { $0.object.arrayOptUuid.count <= 2 }),
        ("(object.arrayOptUuid.@count <= %@)", [3], 1, { $0.object.arrayOptUuid.count <= 3 }),
        ("(object.arrayOptUuid.@count >= %@)", [3], 1, { $0.object.arrayOptUuid.count >= 3 }),
        ("(object.arrayOptUuid.@count >= %@)", [4], 0, { $0.object.arrayOptUuid.count >= 4 }),
        ("(object.setInt.@count == %@)", [3], 1, { $0.object.setInt.count == 3 }),
        ("(object.setInt.@count == %@)", [0], 0, { $0.object.setInt.count == 0 }),
        ("(object.setInt.@count != %@)", [3], 0, { $0.object.setInt.count != 3 }),
        ("(object.setInt.@count != %@)", [2], 1, { $0.object.setInt.count != 2 }),
        ("(object.setInt.@count < %@)", [3], 0, { $0.object.setInt.count < 3 }),
        ("(object.setInt.@count < %@)", [4], 1, { $0.object.setInt.count < 4 }),
        ("(object.setInt.@count > %@)", [2], 1, { $0.object.setInt.count > 2 }),
        ("(object.setInt.@count > %@)", [3], 0, { $0.object.setInt.count > 3 }),
        ("(object.setInt.@count <= %@)", [2], 0, { $0.object.setInt.count <= 2 }),
        ("(object.setInt.@count <= %@)", [3], 1, { $0.object.setInt.count <= 3 }),
        ("(object.setInt.@count >= %@)", [3], 1, { $0.object.setInt.count >= 3 }),
        ("(object.setInt.@count >= %@)", [4], 0, { $0.object.setInt.count >= 4 }),
        ("(object.setInt8.@count == %@)", [3], 1, { $0.object.setInt8.count == 3 }),
        ("(object.setInt8.@count == %@)", [0], 0, { $0.object.setInt8.count == 0 }),
        ("(object.setInt8.@count != %@)", [3], 0, { $0.object.setInt8.count != 3 }),
        ("(object.setInt8.@count != %@)", [2], 1, { $0.object.setInt8.count != 2 }),
        ("(object.setInt8.@count < %@)", [3], 0, { $0.object.setInt8.count < 3 }),
        ("(object.setInt8.@count < %@)", [4], 1, { $0.object.setInt8.count < 4 }),
        ("(object.setInt8.@count > %@)", [2], 1, { $0.object.setInt8.count > 2 }),
        ("(object.setInt8.@count > %@)", [3], 0, { $0.object.setInt8.count > 3 }),
        ("(object.setInt8.@count <= %@)", [2], 0, { $0.object.setInt8.count <= 2 }),
        ("(object.setInt8.@count <= %@)", [3], 1, { $0.object.setInt8.count <= 3 }),
        ("(object.setInt8.@count >= %@)", [3], 1, { $0.object.setInt8.count >= 3 }),
        ("(object.setInt8.@count >= %@)", [4], 0, { $0.object.setInt8.count >= 4 }),
        ("(object.setInt16.@count == %@)", [3], 1, { $0.object.setInt16.count == 3 }),
        ("(object.setInt16.@count == %@)", [0], 0, { $0.object.setInt16.count == 0 }),
        ("(object.setInt16.@count != %@)", [3], 0, { $0.object.setInt16.count != 3 }),
        ("(object.setInt16.@count != %@)", [2], 1, { $0.object.setInt16.count != 2 }),
        ("(object.setInt16.@count < %@)", [3], 0, { $0.object.setInt16.count < 3 }),
        ("(object.setInt16.@count < %@)", [4], 1, { $0.object.setInt16.count < 4 }),
        ("(object.setInt16.@count > %@)", [2], 1, { $0.object.setInt16.count > 2 }),
        ("(object.setInt16.@count > %@)", [3], 0, { $0.object.setInt16.count > 3 }),
        ("(object.setInt16.@count <= %@)", [2], 0, { $0.object.setInt16.count <= 2 }),
        ("(object.setInt16.@count <= %@)", [3], 1, { $0.object.setInt16.count <= 3 }),
        ("(object.setInt16.@count >= %@)", [3], 1, { $0.object.setInt16.count >= 3 }),
        ("(object.setInt16.@count >= %@)", [4], 0, { $0.object.setInt16.count >= 4 }),
        ("(object.setInt32.@count == %@)", [3], 1, { $0.object.setInt32.count == 3 }),
        ("(object.setInt32.@count == %@)", [0], 0, { $0.object.setInt32.count == 0 }),
        ("(object.setInt32.@count != %@)", [3], 0, { $0.object.setInt32.count != 3 }),
        ("(object.setInt32.@count != %@)", [2], 1, { $0.object.setInt32.count != 2 }),
        ("(object.setInt32.@count < %@)", [3], 0, { $0.object.setInt32.count < 3 }),
        ("(object.setInt32.@count < %@)", [4], 1, { $0.object.setInt32.count < 4 }),
        ("(object.setInt32.@count > %@)", [2], 1, { $0.object.setInt32.count > 2 }),
        ("(object.setInt32.@count > %@)", [3], 0, { $0.object.setInt32.count > 3 }),
        ("(object.setInt32.@count <= %@)", [2], 0, { $0.object.setInt32.count <= 2 }),
        ("(object.setInt32.@count <= %@)", [3], 1, { $0.object.setInt32.count <= 3 }),
        ("(object.setInt32.@count >= %@)", [3], 1, { $0.object.setInt32.count >= 3 }),
        ("(object.setInt32.@count >= %@)", [4], 0, { $0.object.setInt32.count >= 4 }),
        ("(object.setInt64.@count == %@)", [3], 1, { $0.object.setInt64.count == 3 }),
        ("(object.setInt64.@count == %@)", [0], 0, { $0.object.setInt64.count == 0 }),
        ("(object.setInt64.@count != %@)", [3], 0, { $0.object.setInt64.count != 3 }),
        ("(object.setInt64.@count != %@)", [2], 1, { $0.object.setInt64.count != 2 }),
        ("(object.setInt64.@count < %@)", [3], 0, { $0.object.setInt64.count < 3 }),
        ("(object.setInt64.@count < %@)", [4], 1, { $0.object.setInt64.count < 4 }),
        ("(object.setInt64.@count > %@)", [2], 1, { $0.object.setInt64.count > 2 }),
        ("(object.setInt64.@count > %@)", [3], 0, { $0.object.setInt64.count > 3 }),
        ("(object.setInt64.@count <= %@)", [2], 0, { $0.object.setInt64.count <= 2 }),
        ("(object.setInt64.@count <= %@)", [3], 1, { $0.object.setInt64.count <= 3 }),
        ("(object.setInt64.@count >= %@)", [3], 1, { $0.object.setInt64.count >= 3 }),
        ("(object.setInt64.@count >= %@)", [4], 0, { $0.object.setInt64.count >= 4 }),
        ("(object.setFloat.@count == %@)", [3], 1, { $0.object.setFloat.count == 3 }),
        ("(object.setFloat.@count == %@)", [0], 0, { $0.object.setFloat.count == 0 }),
        ("(object.setFloat.@count != %@)", [3], 0, { $0.object.setFloat.count != 3 }),
        ("(object.setFloat.@count != %@)", [2], 1, { $0.object.setFloat.count != 2 }),
        ("(object.setFloat.@count < %@)", [3], 0, { $0.object.setFloat.count < 3 }),
        ("(object.setFloat.@count < %@)", [4], 1, { $0.object.setFloat.count < 4 }),
        ("(object.setFloat.@count > %@)", [2], 1, { $0.object.setFloat.count > 2 }),
        ("(object.setFloat.@count > %@)", [3], 0, { $0.object.setFloat.count > 3 }),
        ("(object.setFloat.@count <= %@)", [2], 0, { $0.object.setFloat.count <= 2 }),
        ("(object.setFloat.@count <= %@)", [3], 1, { $0.object.setFloat.count <= 3 }),
        ("(object.setFloat.@count >= %@)", [3], 1, { $0.object.setFloat.count >= 3 }),
        ("(object.setFloat.@count >= %@)", [4], 0, { $0.object.setFloat.count >= 4 }),
        ("(object.setDouble.@count == %@)", [3], 1, { $0.object.setDouble.count == 3 }),
        ("(object.setDouble.@count == %@)", [0], 0, { $0.object.setDouble.count == 0 }),
        ("(object.setDouble.@count != %@)", [3], 0, { $0.object.setDouble.count != 3 }),
        ("(object.setDouble.@count != %@)", [2], 1, { $0.object.setDouble.count != 2 }),
        ("(object.setDouble.@count < %@)", [3], 0, { $0.object.setDouble.count < 3 }),
        ("(object.setDouble.@count < %@)", [4], 1, { $0.object.setDouble.count < 4 }),
        ("(object.setDouble.@count > %@)", [2], 1, { $0.object.setDouble.count > 2 }),
        ("(object.setDouble.@count > %@)", [3], 0, { $0.object.setDouble.count > 3 }),
        ("(object.setDouble.@count <= %@)", [2], 0, { $0.object.setDouble.count <= 2 }),
        ("(object.setDouble.@count <= %@)", [3], 1, { $0.object.setDouble.count <= 3 }),
        ("(object.setDouble.@count >= %@)", [3], 1, { $0.object.setDouble.count >= 3 }),
        ("(object.setDouble.@count >= %@)", [4], 0, { $0.object.setDouble.count >= 4 }),
        ("(object.setString.@count == %@)", [3], 1, { $0.object.setString.count == 3 }),
        ("(object.setString.@count == %@)", [0], 0, { $0.object.setString.count == 0 }),
        ("(object.setString.@count != %@)", [3], 0, { $0.object.setString.count != 3 }),
        ("(object.setString.@count != %@)", [2], 1, { $0.object.setString.count != 2 }),
        ("(object.setString.@count < %@)", [3], 0, { $0.object.setString.count < 3 }),
        ("(object.setString.@count < %@)", [4], 1, { $0.object.setString.count < 4 }),
        ("(object.setString.@count > %@)", [2], 1, { $0.object.setString.count > 2 }),
        ("(object.setString.@count > %@)", [3], 0, { $0.object.setString.count > 3 }),
        ("(object.setString.@count <= %@)", [2], 0, { $0.object.setString.count <= 2 }),
        ("(object.setString.@count <= %@)", [3], 1, { $0.object.setString.count <= 3 }),
        ("(object.setString.@count >= %@)", [3], 1, { $0.object.setString.count >= 3 }),
        ("(object.setString.@count >= %@)", [4], 0, { $0.object.setString.count >= 4 }),
        ("(object.setBinary.@count == %@)", [3], 1, { $0.object.setBinary.count == 3 }),
        ("(object.setBinary.@count == %@)", [0], 0, { $0.object.setBinary.count == 0 }),
        ("(object.setBinary.@count != %@)", [3], 0, { $0.object.setBinary.count != 3 }),
        ("(object.setBinary.@count != %@)", [2], 1, { $0.object.setBinary.count != 2 }),
        ("(object.setBinary.@count < %@)", [3], 0, { $0.object.setBinary.count < 3 }),
        ("(object.setBinary.@count < %@)", [4], 1, { $0.object.setBinary.count < 4 }),
        ("(object.setBinary.@count > %@)", [2], 1, { $0.object.setBinary.count > 2 }),
        ("(object.setBinary.@count > %@)", [3], 0, { $0.object.setBinary.count > 3 }),
        ("(object.setBinary.@count <= %@)", [2], 0, { $0.object.setBinary.count <= 2 }),
        ("(object.setBinary.@count <= %@)", [3], 1, { $0.object.setBinary.count <= 3 }),
        ("(object.setBinary.@count >= %@)", [3], 1, { $0.object.setBinary.count >= 3 }),
        ("(object.setBinary.@count >= %@)", [4], 0, { $0.object.setBinary.count >= 4 }),
        ("(object.setDate.@count == %@)", [3], 1, { $0.object.setDate.count == 3 }),
        ("(object.setDate.@count == %@)", [0], 0, { $0.object.setDate.count == 0 }),
        ("(object.setDate.@count != %@)", [3], 0, { $0.object.setDate.count != 3 }),
        ("(object.setDate.@count != %@)", [2], 1, { $0.object.setDate.count != 2 }),
        ("(object.setDate.@count < %@)", [3], 0, { $0.object.setDate.count < 3 }),
        ("(object.setDate.@count < %@)", [4], 1, { $0.object.setDate.count < 4 }),
        ("(object.setDate.@count > %@)", [2], 1, { $0.object.setDate.count > 2 }),
        ("(object.setDate.@count > %@)", [3], 0, { $0.object.setDate.count > 3 }),
        ("(object.setDate.@count <= %@)", [2], 0, { $0.object.setDate.count <= 2 }),
        ("(object.setDate.@count <= %@)", [3], 1, { $0.object.setDate.count <= 3 }),
        ("(object.setDate.@count >= %@)", [3], 1, { $0.object.setDate.count >= 3 }),
        ("(object.setDate.@count >= %@)", [4], 0, { $0.object.setDate.count >= 4 }),
        ("(object.setDecimal.@count == %@)", [3], 1, { $0.object.setDecimal.count == 3 }),
        ("(object.setDecimal.@count == %@)", [0], 0, { $0.object.setDecimal.count == 0 }),
        ("(object.setDecimal.@count != %@)", [3], 0, { $0.object.setDecimal.count != 3 }),
        ("(object.setDecimal.@count != %@)", [2], 1, { $0.object.setDecimal.count != 2 }),
        ("(object.setDecimal.@count < %@)", [3], 0, { $0.object.setDecimal.count < 3 }),
        ("(object.setDecimal.@count < %@)", [4], 1, { $0.object.setDecimal.count < 4 }),
        ("(object.setDecimal.@count > %@)", [2], 1, { $0.object.setDecimal.count > 2 }),
        ("(object.setDecimal.@count > %@)", [3], 0, { $0.object.setDecimal.count > 3 }),
        ("(object.setDecimal.@count <= %@)", [2], 0, { $0.object.setDecimal.count <= 2 }),
        ("(object.setDecimal.@count <= %@)", [3], 1, { $0.object.setDecimal.count <= 3 }),
        ("(object.setDecimal.@count >= %@)", [3], 1, { $0.object.setDecimal.count >= 3 }),
        ("(object.setDecimal.@count >= %@)", [4], 0, { $0.object.setDecimal.count >= 4 }),
        ("(object.setObjectId.@count == %@)", [3], 1, { $0.object.setObjectId.count == 3 }),
        ("(object.setObjectId.@count == %@)", [0], 0, { $0.object.setObjectId.count == 0 }),
        ("(object.setObjectId.@count != %@)", [3], 0, { $0.object.setObjectId.count != 3 }),
        ("(object.setObjectId.@count != %@)", [2], 1, { $0.object.setObjectId.count != 2 }),
        ("(object.setObjectId.@count < %@)", [3], 0, { $0.object.setObjectId.count < 3 }),
        ("(object.setObjectId.@count < %@)", [4], 1, { $0.object.setObjectId.count < 4 }),
        ("(object.setObjectId.@count > %@)", [2], 1, { $0.object.setObjectId.count > 2 }),
        ("(object.setObjectId.@count > %@)", [3], 0, { $0.object.setObjectId.count > 3 }),
        ("(object.setObjectId.@count <= %@)", [2], 0, { $0.object.setObjectId.count <= 2 }),
        ("(object.setObjectId.@count <= %@)", [3], 1, { $0.object.setObjectId.count <= 3 }),
        ("(object.setObjectId.@count >= %@)", [3], 1, { $0.object.setObjectId.count >= 3 }),
        ("(object.setObjectId.@count >= %@)", [4], 0, { $0.object.setObjectId.count >= 4 }),
        ("(object.setUuid.@count == %@)", [3], 1, { $0.object.setUuid.count == 3 }),
        ("(object.setUuid.@count == %@)", [0], 0, { $0.object.setUuid.count == 0 }),
        ("(object.setUuid.@count != %@)", [3], 0, { $0.object.setUuid.count != 3 }),
        ("(object.setUuid.@count != %@)", [2], 1, { $0.object.setUuid.count != 2 }),
        ("(object.setUuid.@count < %@)", [3], 0, { $0.object.setUuid.count < 3 }),
        ("(object.setUuid.@count < %@)", [4], 1, { $0.object.setUuid.count < 4 }),
        ("(object.setUuid.@count > %@)", [2], 1, { $0.object.setUuid.count > 2 }),
        ("(object.setUuid.@count > %@)", [3], 0, { $0.object.setUuid.count > 3 }),
        ("(object.setUuid.@count <= %@)", [2], 0, { $0.object.setUuid.count <= 2 }),
        ("(object.setUuid.@count <= %@)", [3], 1, { $0.object.setUuid.count <= 3 }),
        ("(object.setUuid.@count >= %@)", [3], 1, { $0.object.setUuid.count >= 3 }),
        ("(object.setUuid.@count >= %@)", [4], 0, { $0.object.setUuid.count >= 4 }),
        ("(object.setAny.@count == %@)", [3], 1, { $0.object.setAny.count == 3 }),
        ("(object.setAny.@count == %@)", [0], 0, { $0.object.setAny.count == 0 }),
        ("(object.setAny.@count != %@)", [3], 0, { $0.object.setAny.count != 3 }),
        ("(object.setAny.@count != %@)", [2], 1, { $0.object.setAny.count != 2 }),
        ("(object.setAny.@count < %@)", [3], 0, { $0.object.setAny.count < 3 }),
        ("(object.setAny.@count < %@)", [4], 1, { $0.object.setAny.count < 4 }),
        ("(object.setAny.@count > %@)", [2], 1, { $0.object.setAny.count > 2 }),
        ("(object.setAny.@count > %@)", [3], 0, { $0.object.setAny.count > 3 }),
        ("(object.setAny.@count <= %@)", [2], 0, { $0.object.setAny.count <= 2 }),
        ("(object.setAny.@count <= %@)", [3], 1, { $0.object.setAny.count <= 3 }),
        ("(object.setAny.@count >= %@)", [3], 1, { $0.object.setAny.count >= 3 }),
        ("(object.setAny.@count >= %@)", [4], 0, { $0.object.setAny.count >= 4 }),
        ("(object.setOptInt.@count == %@)", [3], 1, { $0.object.setOptInt.count == 3 }),
        ("(object.setOptInt.@count == %@)", [0], 0, { $0.object.setOptInt.count == 0 }),
        ("(object.setOptInt.@count != %@)", [3], 0, { $0.object.setOptInt.count != 3 }),
        ("(object.setOptInt.@count != %@)", [2], 1, { $0.object.setOptInt.count != 2 }),
        ("(object.setOptInt.@count < %@)", [3], 0, { $0.object.setOptInt.count < 3 }),
        ("(object.setOptInt.@count < %@)", [4], 1, { $0.object.setOptInt.count < 4 }),
        ("(object.setOptInt.@count > %@)", [2], 1, { $0.object.setOptInt.count > 2 }),
        ("(object.setOptInt.@count > %@)", [3], 0, { $0.object.setOptInt.count > 3 }),
        ("(object.setOptInt.@count <= %@)", [2], 0, { $0.object.setOptInt.count <= 2 }),
        ("(object.setOptInt.@count <= %@)", [3], 1, { $0.object.setOptInt.count <= 3 }),
        ("(object.setOptInt.@count >= %@)", [3], 1, { $0.object.setOptInt.count >= 3 }),
        ("(object.setOptInt.@count >= %@)", [4], 0, { $0.object.setOptInt.count >= 4 }),
        ("(object.setOptInt8.@count == %@)", [3], 1, { $0.object.setOptInt8.count == 3 }),
        ("(object.setOptInt8.@count == %@)", [0], 0, { $0.object.setOptInt8.count == 0 }),
        ("(object.setOptInt8.@count != %@)", [3], 0, { $0.object.setOptInt8.count != 3 }),
        ("(object.setOptInt8.@count != %@)", [2], 1, { $0.object.setOptInt8.count != 2 }),
        ("(object.setOptInt8.@count < %@)", [3], 0, { $0.object.setOptInt8.count < 3 }),
        ("(object.setOptInt8.@count < %@)", [4], 1, { $0.object.setOptInt8.count < 4 }),
        ("(object.setOptInt8.@count > %@)", [2], 1, { $0.object.setOptInt8.count > 2 }),
        ("(object.setOptInt8.@count > %@)", [3], 0, { $0.object.setOptInt8.count > 3 }),
        ("(object.setOptInt8.@count <= %@)", [2], 0, { $0.object.setOptInt8.count <= 2 }),
        ("(object.setOptInt8.@count <= %@)", [3], 1, { $0.object.setOptInt8.count <= 3 }),
        ("(object.setOptInt8.@count >= %@)", [3], 1, { $0.object.setOptInt8.count >= 3 }),
        ("(object.setOptInt8.@count >= %@)", [4], 0, { $0.object.setOptInt8.count >= 4 }),
        ("(object.setOptInt16.@count == %@)", [3], 1, { $0.object.setOptInt16.count == 3 }),
        ("(object.setOptInt16.@count == %@)", [0], 0, { $0.object.setOptInt16.count == 0 }),
        ("(object.setOptInt16.@count != %@)", [3], 0, { $0.object.setOptInt16.count != 3 }),
        ("(object.setOptInt16.@count != %@)", [2], 1, { $0.object.setOptInt16.count != 2 }),
        ("(object.setOptInt16.@count < %@)", [3], 0, { $0.object.setOptInt16.count < 3 }),
        ("(object.setOptInt16.@count < %@)", [4], 1, { $0.object.setOptInt16.count < 4 }),
        ("(object.setOptInt16.@count > %@)", [2], 1, { $0.object.setOptInt16.count > 2 }),
        ("(object.setOptInt16.@count > %@)", [3], 0, { $0.object.setOptInt16.count > 3 }),
        ("(object.setOptInt16.@count <= %@)", [2], 0, { $0.object.setOptInt16.count <= 2 }),
        ("(object.setOptInt16.@count <= %@)", [3], 1, { $0.object.setOptInt16.count <= 3 }),
        ("(object.setOptInt16.@count >= %@)", [3], 1, { $0.object.setOptInt16.count >= 3 }),
        ("(object.setOptInt16.@count >= %@)", [4], 0, { $0.object.setOptInt16.count >= 4 }),
        ("(object.setOptInt32.@count == %@)", [3], 1, { $0.object.setOptInt32.count == 3 }),
        ("(object.setOptInt32.@count == %@)", [0], 0, { $0.object.setOptInt32.count == 0 }),
        ("(object.setOptInt32.@count != %@)", [3], 0, { $0.object.setOptInt32.count != 3 }),
        ("(object.setOptInt32.@count != %@)", [2], 1, { $0.object.setOptInt32.count != 2 }),
        ("(object.setOptInt32.@count < %@)", [3], 0, { $0.object.setOptInt32.count < 3 }),
        ("(object.setOptInt32.@count < %@)", [4], 1, { $0.object.setOptInt32.count < 4 }),
        ("(object.setOptInt32.@count > %@)", [2], 1, { $0.object.setOptInt32.count > 2 }),
        ("(object.setOptInt32.@count > %@)", [3], 0, { $0.object.setOptInt32.count > 3 }),
        ("(object.setOptInt32.@count <= %@)", [2], 0, { $0.object.setOptInt32.count <= 2 }),
        ("(object.setOptInt32.@count <= %@)", [3], 1, { $0.object.setOptInt32.count <= 3 }),
        ("(object.setOptInt32.@count >= %@)", [3], 1, { $0.object.setOptInt32.count >= 3 }),
        ("(object.setOptInt32.@count >= %@)", [4], 0, { $0.object.setOptInt32.count >= 4 }),
        ("(object.setOptInt64.@count == %@)", [3], 1, { $0.object.setOptInt64.count == 3 }),
        ("(object.setOptInt64.@count == %@)", [0], 0, { $0.object.setOptInt64.count == 0 }),
        ("(object.setOptInt64.@count != %@)", [3], 0, { $0.object.setOptInt64.count != 3 }),
        ("(object.setOptInt64.@count != %@)", [2], 1, { $0.object.setOptInt64.count != 2 }),
        ("(object.setOptInt64.@count < %@)", [3], 0, { $0.object.setOptInt64.count < 3 }),
        ("(object.setOptInt64.@count < %@)", [4], 1, { $0.object.setOptInt64.count < 4 }),
        ("(object.setOptInt64.@count > %@)", [2], 1, { $0.object.setOptInt64.count > 2 }),
        ("(object.setOptInt64.@count > %@)", [3], 0, { $0.object.setOptInt64.count > 3 }),
        ("(object.setOptInt64.@count <= %@)", [2], 0, { $0.object.setOptInt64.count <= 2 }),
        ("(object.setOptInt64.@count <= %@)", [3], 1, { $0.object.setOptInt64.count <= 3 }),
        ("(object.setOptInt64.@count >= %@)", [3], 1, { $0.object.setOptInt64.count >= 3 }),
        ("(object.setOptInt64.@count >= %@)", [4], 0, { $0.object.setOptInt64.count >= 4 }),
        ("(object.setOptFloat.@count == %@)", [3], 1, { $0.object.setOptFloat.count == 3 }),
        ("(object.setOptFloat.@count == %@)", [0], 0, { $0.object.setOptFloat.count == 0 }),
        ("(object.setOptFloat.@count != %@)", [3], 0, { $0.object.setOptFloat.count != 3 }),
        ("(object.setOptFloat.@count != %@)", [2], 1, { $0.object.setOptFloat.count != 2 }),
        ("(object.setOptFloat.@count < %@)", [3], 0, { $0.object.setOptFloat.count < 3 }),
        ("(object.setOptFloat.@count < %@)", [4], 1, { $0.object.setOptFloat.count < 4 }),
        ("(object.setOptFloat.@count > %@)", [2], 1, { $0.object.setOptFloat.count > 2 }),
        ("(object.setOptFloat.@count > %@)", [3], 0, { $0.object.setOptFloat.count > 3 }),
        ("(object.setOptFloat.@count <= %@)", [2], 0, { $0.object.setOptFloat.count <= 2 }),
        ("(object.setOptFloat.@count <= %@)", [3], 1, { $0.object.setOptFloat.count <= 3 }),
        ("(object.setOptFloat.@count >= %@)", [3], 1, { $0.object.setOptFloat.count >= 3 }),
        ("(object.setOptFloat.@count >= %@)", [4], 0, { $0.object.setOptFloat.count >= 4 }),
        ("(object.setOptDouble.@count == %@)", [3], 1, { $0.object.setOptDouble.count == 3 }),
        ("(object.setOptDouble.@count == %@)", [0], 0, { $0.object.setOptDouble.count == 0 }),
        ("(object.setOptDouble.@count != %@)", [3], 0, { $0.object.setOptDouble.count != 3 }),
        ("(object.setOptDouble.@count != %@)", [2], 1, { $0.object.setOptDouble.count != 2 }),
        ("(object.setOptDouble.@count < %@)", [3], 0, { $0.object.setOptDouble.count < 3 }),
        ("(object.setOptDouble.@count < %@)", [4], 1, { $0.object.setOptDouble.count < 4 }),
        ("(object.setOptDouble.@count > %@)", [2], 1, { $0.object.setOptDouble.count > 2 }),
        ("(object.setOptDouble.@count > %@)", [3], 0, { $0.object.setOptDouble.count > 3 }),
        ("(object.setOptDouble.@count <= %@)", [2], 0, { $0.object.setOptDouble.count <= 2 }),
        ("(object.setOptDouble.@count <= %@)", [3], 1, { $0.object.setOptDouble.count <= 3 }),
        ("(object.setOptDouble.@count >= %@)", [3], 1, { $0.object.setOptDouble.count >= 3 }),
        ("(object.setOptDouble.@count >= %@)", [4], 0, { $0.object.setOptDouble.count >= 4 }),
        ("(object.setOptString.@count == %@)", [3], 1, { $0.object.setOptString.count == 3 }),
        ("(object.setOptString.@count == %@)", [0], 0, { $0.object.setOptString.count == 0 }),
        ("(object.setOptString.@count != %@)", [3], 0, { $0.object.setOptString.count != 3 }),
        ("(object.setOptString.@count != %@)", [2], 1, { $0.object.setOptString.count != 2 }),
        ("(object.setOptString.@count < %@)", [3], 0, { $0.object.setOptString.count < 3 }),
        ("(object.setOptString.@count < %@)", [4], 1, { $0.object.setOptString.count < 4 }),
        ("(object.setOptString.@count > %@)", [2], 1, { $0.object.setOptString.count > 2 }),
        ("(object.setOptString.@count > %@)", [3], 0, { $0.object.setOptString.count > 3 }),
        ("(object.setOptString.@count <= %@)", [2], 0, { $0.object.setOptString.count <= 2 }),
        ("(object.setOptString.@count <= %@)", [3], 1, { $0.object.setOptString.count <= 3 }),
        ("(object.setOptString.@count >= %@)", [3], 1, { $0.object.setOptString.count >= 3 }),
        ("(object.setOptString.@count >= %@)", [4], 0, { $0.object.setOptString.count >= 4 }),
        ("(object.setOptBinary.@count == %@)", [3], 1, { $0.object.setOptBinary.count == 3 }),
        ("(object.setOptBinary.@count == %@)", [0], 0, { $0.object.setOptBinary.count == 0 }),
        ("(object.setOptBinary.@count != %@)", [3], 0, { $0.object.setOptBinary.count != 3 }),
        ("(object.setOptBinary.@count != %@)", [2], 1, { $0.object.setOptBinary.count != 2 }),
        ("(object.setOptBinary.@count < %@)", [3], 0, { $0.object.setOptBinary.count < 3 }),
        ("(object.setOptBinary.@count < %@)", [4], 1, { $0.object.setOptBinary.count < 4 }),
        ("(object.setOptBinary.@count > %@)", [2], 1, { $0.object.setOptBinary.count > 2 }),
        ("(object.setOptBinary.@count > %@)", [3], 0, { $0.object.setOptBinary.count > 3 }),
        ("(object.setOptBinary.@count <= %@)", [2], 0, { $0.object.setOptBinary.count <= 2 }),
        ("(object.setOptBinary.@count <= %@)", [3], 1, { $0.object.setOptBinary.count <= 3 }),
        ("(object.setOptBinary.@count >= %@)", [3], 1, { $0.object.setOptBinary.count >= 3 }),
        ("(object.setOptBinary.@count >= %@)", [4], 0, { $0.object.setOptBinary.count >= 4 }),
        ("(object.setOptDate.@count == %@)", [3], 1, { $0.object.setOptDate.count == 3 }),
        ("(object.setOptDate.@count == %@)", [0], 0, { $0.object.setOptDate.count == 0 }),
        ("(object.setOptDate.@count != %@)", [3], 0, { $0.object.setOptDate.count != 3 }),
        ("(object.setOptDate.@count != %@)", [2], 1, { $0.object.setOptDate.count != 2 }),
        ("(object.setOptDate.@count < %@)", [3], 0, { $0.object.setOptDate.count < 3 }),
        ("(object.setOptDate.@count < %@)", [4], 1, { $0.object.setOptDate.count < 4 }),
        ("(object.setOptDate.@count > %@)", [2], 1, { $0.object.setOptDate.count > 2 }),
        ("(object.setOptDate.@count > %@)", [3], 0, { $0.object.setOptDate.count > 3 }),
        ("(object.setOptDate.@count <= %@)", [2], 0, { $0.object.setOptDate.count <= 2 }),
        ("(object.setOptDate.@count <= %@)", [3], 1, { $0.object.setOptDate.count <= 3 }),
        ("(object.setOptDate.@count >= %@)", [3], 1, { $0.object.setOptDate.count >= 3 }),
        ("(object.setOptDate.@count >= %@)", [4], 0, { $0.object.setOptDate.count >= 4 }),
        ("(object.setOptDecimal.@count == %@)", [3], 1, { $0.object.setOptDecimal.count == 3 }),
        ("(object.setOptDecimal.@count == %@)", [0], 0, { $0.object.setOptDecimal.count == 0 }),
        ("(object.setOptDecimal.@count != %@)", [3], 0, { $0.object.setOptDecimal.count != 3 }),
        ("(object.setOptDecimal.@count != %@)", [2], 1, { $0.object.setOptDecimal.count != 2 }),
        ("(object.setOptDecimal.@count < %@)", [3], 0, { $0.object.setOptDecimal.count < 3 }),
        ("(object.setOptDecimal.@count < %@)", [4], 1, { $0.object.setOptDecimal.count < 4 }),
        ("(object.setOptDecimal.@count > %@)", [2], 1, { $0.object.setOptDecimal.count > 2 }),
        ("(object.setOptDecimal.@count > %@)", [3], 0, { $0.object.setOptDecimal.count > 3 }),
        ("(object.setOptDecimal.@count <= %@)", [2], 0, { $0.object.setOptDecimal.count <= 2 }),
        ("(object.setOptDecimal.@count <= %@)", [3], 1, { $0.object.setOptDecimal.count <= 3 }),
        ("(object.setOptDecimal.@count >= %@)", [3], 1, { $0.object.setOptDecimal.count >= 3 }),
        ("(object.setOptDecimal.@count >= %@)", [4], 0, { $0.object.setOptDecimal.count >= 4 }),
        ("(object.setOptObjectId.@count == %@)", [3], 1, { $0.object.setOptObjectId.count == 3 }),
        ("(object.setOptObjectId.@count == %@)", [0], 0, { $0.object.setOptObjectId.count == 0 }),
        ("(object.setOptObjectId.@count != %@)", [3], 0, { $0.object.setOptObjectId.count != 3 }),
        ("(object.setOptObjectId.@count != %@)", [2], 1, { $0.object.setOptObjectId.count != 2 }),
        ("(object.setOptObjectId.@count < %@)", [3], 0, { $0.object.setOptObjectId.count < 3 }),
        ("(object.setOptObjectId.@count < %@)", [4], 1, { $0.object.setOptObjectId.count < 4 }),
        ("(object.setOptObjectId.@count > %@)", [2], 1, { $0.object.setOptObjectId.count > 2 }),
        ("(object.setOptObjectId.@count > %@)", [3], 0, { $0.object.setOptObjectId.count > 3 }),
        ("(object.setOptObjectId.@count <= %@)", [2], 0, { $0.object.setOptObjectId.count <= 2 }),
        ("(object.setOptObjectId.@count <= %@)", [3], 1, { $0.object.setOptObjectId.count <= 3 }),
        ("(object.setOptObjectId.@count >= %@)", [3], 1, { $0.object.setOptObjectId.count >= 3 }),
        ("(object.setOptObjectId.@count >= %@)", [4], 0, { $0.object.setOptObjectId.count >= 4 }),
        ("(object.setOptUuid.@count == %@)", [3], 1, { $0.object.setOptUuid.count == 3 }),
        ("(object.setOptUuid.@count == %@)", [0], 0, { $0.object.setOptUuid.count == 0 }),
        ("(object.setOptUuid.@count != %@)", [3], 0, { $0.object.setOptUuid.count != 3 }),
        ("(object.setOptUuid.@count != %@)", [2], 1, { $0.object.setOptUuid.count != 2 }),
        ("(object.setOptUuid.@count < %@)", [3], 0, { $0.object.setOptUuid.count < 3 }),
        ("(object.setOptUuid.@count < %@)", [4], 1, { $0.object.setOptUuid.count < 4 }),
        ("(object.setOptUuid.@count > %@)", [2], 1, { $0.object.setOptUuid.count > 2 }),
        ("(object.setOptUuid.@count > %@)", [3], 0, { $0.object.setOptUuid.count > 3 }),
        ("(object.setOptUuid.@count <= %@)", [2], 0, { $0.object.setOptUuid.count <= 2 }),
        ("(object.setOptUuid.@count <= %@)", [3], 1, { $0.object.setOptUuid.count <= 3 }),
        ("(object.setOptUuid.@count >= %@)", [3], 1, { $0.object.setOptUuid.count >= 3 }),
        ("(object.setOptUuid.@count >= %@)", [4], 0, { $0.object.setOptUuid.count >= 4 }),
        ("(object.mapInt.@count == %@)", [3], 1, { $0.object.mapInt.count == 3 }),
        ("(object.mapInt.@count == %@)", [0], 0, { $0.object.mapInt.count == 0 }),
        ("(object.mapInt.@count != %@)", [3], 0, { $0.object.mapInt.count != 3 }),
        ("(object.mapInt.@count != %@)", [2], 1, { $0.object.mapInt.count != 2 }),
        ("(object.mapInt.@count < %@)", [3], 0, { $0.object.mapInt.count < 3 }),
        ("(object.mapInt.@count < %@)", [4], 1, { $0.object.mapInt.count < 4 }),
        ("(object.mapInt.@count > %@)", [2], 1, { $0.object.mapInt.count > 2 }),
        ("(object.mapInt.@count > %@)", [3], 0, { $0.object.mapInt.count > 3 }),
        ("(object.mapInt.@count <= %@)", [2], 0, { $0.object.mapInt.count <= 2 }),
        ("(object.mapInt.@count <= %@)", [3], 1, { $0.object.mapInt.count <= 3 }),
        ("(object.mapInt.@count >= %@)", [3], 1, { $0.object.mapInt.count >= 3 }),
        ("(object.mapInt.@count >= %@)", [4], 0, { $0.object.mapInt.count >= 4 }),
        ("(object.mapInt8.@count == %@)", [3], 1, { $0.object.mapInt8.count == 3 }),
        ("(object.mapInt8.@count == %@)", [0], 0, { $0.object.mapInt8.count == 0 }),
        ("(object.mapInt8.@count != %@)", [3], 0, { $0.object.mapInt8.count != 3 }),
        ("(object.mapInt8.@count != %@)", [2], 1, { $0.object.mapInt8.count != 2 }),
        ("(object.mapInt8.@count < %@)", [3], 0, { $0.object.mapInt8.count < 3 }),
        ("(object.mapInt8.@count < %@)", [4], 1, { $0.object.mapInt8.count < 4 }),
        ("(object.mapInt8.@count > %@)", [2], 1, { $0.object.mapInt8.count > 2 }),
        ("(object.mapInt8.@count > %@)", [3], 0, { $0.object.mapInt8.count > 3 }),
        ("(object.mapInt8.@count <= %@)", [2], 0, { $0.object.mapInt8.count <= 2 }),
        ("(object.mapInt8.@count <= %@)", [3], 1, { $0.object.mapInt8.count <= 3 }),
        ("(object.mapInt8.@count >= %@)", [3], 1, { $0.object.mapInt8.count >= 3 }),
        ("(object.mapInt8.@count >= %@)", [4], 0, { $0.object.mapInt8.count >= 4 }),
        ("(object.mapInt16.@count == %@)", [3], 1, { $0.object.mapInt16.count == 3 }),
        ("(object.mapInt16.@count == %@)", [0], 0, { $0.object.mapInt16.count == 0 }),
        ("(object.mapInt16.@count != %@)", [3], 0, { $0.object.mapInt16.count != 3 }),
        ("(object.mapInt16.@count != %@)", [2], 1, { $0.object.mapInt16.count != 2 }),
        ("(object.mapInt16.@count < %@)", [3], 0, { $0.object.mapInt16.count < 3 }),
        ("(object.mapInt16.@count < %@)", [4], 1, { $0.object.mapInt16.count < 4 }),
        ("(object.mapInt16.@count > %@)", [2], 1, { $0.object.mapInt16.count > 2 }),
        ("(object.mapInt16.@count > %@)", [3], 0, { $0.object.mapInt16.count > 3 }),
        ("(object.mapInt16.@count <= %@)", [2], 0, { $0.object.mapInt16.count <= 2 }),
        ("(object.mapInt16.@count <= %@)", [3], 1, { $0.object.mapInt16.count <= 3 }),
        ("(object.mapInt16.@count >= %@)", [3], 1, { $0.object.mapInt16.count >= 3 }),
        ("(object.mapInt16.@count >= %@)", [4], 0, { $0.object.mapInt16.count >= 4 }),
        ("(object.mapInt32.@count == %@)", [3], 1, { $0.object.mapInt32.count == 3 }),
        ("(object.mapInt32.@count == %@)", [0], 0, { $0.object.mapInt32.count == 0 }),
        ("(object.mapInt32.@count != %@)", [3], 0, { $0.object.mapInt32.count != 3 }),
        ("(object.mapInt32.@count != %@)", [2], 1, { $0.object.mapInt32.count != 2 }),
        ("(object.mapInt32.@count < %@)", [3], 0, { $0.object.mapInt32.count < 3 }),
        ("(object.mapInt32.@count < %@)", [4], 1, { $0.object.mapInt32.count < 4 }),
        ("(object.mapInt32.@count > %@)", [2], 1, { $0.object.mapInt32.count > 2 }),
        ("(object.mapInt32.@count > %@)", [3], 0, { $0.object.mapInt32.count > 3 }),
        ("(object.mapInt32.@count <= %@)", [2], 0, { $0.object.mapInt32.count <= 2 }),
        ("(object.mapInt32.@count <= %@)", [3], 1, { $0.object.mapInt32.count <= 3 }),
        ("(object.mapInt32.@count >= %@)", [3], 1, { $0.object.mapInt32.count >= 3 }),
        ("(object.mapInt32.@count >= %@)", [4], 0, { $0.object.mapInt32.count >= 4 }),
        ("(object.mapInt64.@count == %@)", [3], 1, { $0.object.mapInt64.count == 3 }),
        ("(object.mapInt64.@count == %@)", [0], 0, { $0.object.mapInt64.count == 0 }),
        ("(object.mapInt64.@count != %@)", [3], 0, { $0.object.mapInt64.count != 3 }),
        ("(object.mapInt64.@count != %@)", [2], 1, { $0.object.mapInt64.count != 2 }),
        ("(object.mapInt64.@count < %@)", [3], 0, { $0.object.mapInt64.count < 3 }),
        ("(object.mapInt64.@count < %@)", [4], 1, { $0.object.mapInt64.count < 4 }),
        ("(object.mapInt64.@count > %@)", [2], 1, { $0.object.mapInt64.count > 2 }),
        ("(object.mapInt64.@count > %@)", [3], 0, { $0.object.mapInt64.count > 3 }),
        ("(object.mapInt64.@count <= %@)", [2], 0, { $0.object.mapInt64.count <= 2 }),
        ("(object.mapInt64.@count <= %@)", [3], 1, { $0.object.mapInt64.count <= 3 }),
        ("(object.mapInt64.@count >= %@)", [3], 1, { $0.object.mapInt64.count >= 3 }),
        ("(object.mapInt64.@count >= %@)", [4], 0, { $0.object.mapInt64.count >= 4 }),
        ("(object.mapFloat.@count == %@)", [3], 1, { $0.object.mapFloat.count == 3 }),
        ("(object.mapFloat.@count == %@)", [0], 0, { $0.object.mapFloat.count == 0 }),
        ("(object.mapFloat.@count != %@)", [3], 0, { $0.object.mapFloat.count != 3 }),
        ("(object.mapFloat.@count != %@)", [2], 1, { $0.object.mapFloat.count != 2 }),
        ("(object.mapFloat.@count < %@)", [3], 0, { $0.object.mapFloat.count < 3 }),
        ("(object.mapFloat.@count < %@)", [4], 1, { $0.object.mapFloat.count < 4 }),
        ("(object.mapFloat.@count > %@)", [2], 1, { $0.object.mapFloat.count > 2 }),
        ("(object.mapFloat.@count > %@)", [3], 0, { $0.object.mapFloat.count > 3 }),
        ("(object.mapFloat.@count <= %@)", [2], 0, { $0.object.mapFloat.count <= 2 }),
        ("(object.mapFloat.@count <= %@)", [3], 1, { $0.object.mapFloat.count <= 3 }),
        ("(object.mapFloat.@count >= %@)", [3], 1, { $0.object.mapFloat.count >= 3 }),
        ("(object.mapFloat.@count >= %@)", [4], 0, { $0.object.mapFloat.count >= 4 }),
        ("(object.mapDouble.@count == %@)", [3], 1, { $0.object.mapDouble.count == 3 }),
        ("(object.mapDouble.@count == %@)", [0], 0, { $0.object.mapDouble.count == 0 }),
        ("(object.mapDouble.@count != %@)", [3], 0, { $0.object.mapDouble.count != 3 }),
        ("(object.mapDouble.@count != %@)", [2], 1, { $0.object.mapDouble.count != 2 }),
        ("(object.mapDouble.@count < %@)", [3], 0, { $0.object.mapDouble.count < 3 }),
        ("(object.mapDouble.@count < %@)", [4], 1, { $0.object.mapDouble.count < 4 }),
        ("(object.mapDouble.@count > %@)", [2], 1, { $0.object.mapDouble.count > 2 }),
        ("(object.mapDouble.@count > %@)", [3], 0, { $0.object.mapDouble.count > 3 }),
        ("(object.mapDouble.@count <= %@)", [2], 0, { $0.object.mapDouble.count <= 2 }),
        ("(object.mapDouble.@count <= %@)", [3], 1, { $0.object.mapDouble.count <= 3 }),
        ("(object.mapDouble.@count >= %@)", [3], 1, { $0.object.mapDouble.count >= 3 }),
        ("(object.mapDouble.@count >= %@)", [4], 0, { $0.object.mapDouble.count >= 4 }),
        ("(object.mapString.@count == %@)", [3], 1, { $0.object.mapString.count == 3 }),
        ("(object.mapString.@count == %@)", [0], 0, { $0.object.mapString.count == 0 }),
        ("(object.mapString.@count != %@)", [3], 0, { $0.object.mapString.count != 3 }),
        ("(object.mapString.@count != %@)", [2], 1, { $0.object.mapString.count != 2 }),
        ("(object.mapString.@count < %@)", [3], 0, { $0.object.mapString.count < 3 }),
        ("(object.mapString.@count < %@)", [4], 1, { $0.object.mapString.count < 4 }),
        ("(object.mapString.@count > %@)", [2], 1, { $0.object.mapString.count > 2 }),
        ("(object.mapString.@count > %@)", [3], 0, { $0.object.mapString.count > 3 }),
        ("(object.mapString.@count <= %@)", [2], 0, { $0.object.mapString.count <= 2 }),
        ("(object.mapString.@count <= %@)", [3], 1, { $0.object.mapString.count <= 3 }),
        ("(object.mapString.@count >= %@)", [3], 1, { $0.object.mapString.count >= 3 }),
        ("(object.mapString.@count >= %@)", [4], 0, { $0.object.mapString.count >= 4 }),
        ("(object.mapBinary.@count == %@)", [3], 1, { $0.object.mapBinary.count == 3 }),
        ("(object.mapBinary.@count == %@)", [0], 0, { $0.object.mapBinary.count == 0 }),
        ("(object.mapBinary.@count != %@)", [3], 0, { $0.object.mapBinary.count != 3 }),
        ("(object.mapBinary.@count != %@)", [2], 1, { $0.object.mapBinary.count != 2 }),
        ("(object.mapBinary.@count < %@)", [3], 0, { $0.object.mapBinary.count < 3 }),
        ("(object.mapBinary.@count < %@)", [4], 1, { $0.object.mapBinary.count < 4 }),
        ("(object.mapBinary.@count > %@)", [2], 1, { $0.object.mapBinary.count > 2 }),
        ("(object.mapBinary.@count > %@)", [3], 0, { $0.object.mapBinary.count > 3 }),
        ("(object.mapBinary.@count <= %@)", [2], 0, { $0.object.mapBinary.count <= 2 }),
        ("(object.mapBinary.@count <= %@)", [3], 1, { $0.object.mapBinary.count <= 3 }),
        ("(object.mapBinary.@count >= %@)", [3], 1, { $0.object.mapBinary.count >= 3 }),
        ("(object.mapBinary.@count >= %@)", [4], 0, { $0.object.mapBinary.count >= 4 }),
        ("(object.mapDate.@count == %@)", [3], 1, { $0.object.mapDate.count == 3 }),
        ("(object.mapDate.@count == %@)", [0], 0, { $0.object.mapDate.count == 0 }),
        ("(object.mapDate.@count != %@)", [3], 0, { $0.object.mapDate.count != 3 }),
        ("(object.mapDate.@count != %@)", [2], 1, { $0.object.mapDate.count != 2 }),
        ("(object.mapDate.@count < %@)", [3], 0, { $0.object.mapDate.count < 3 }),
        ("(object.mapDate.@count < %@)", [4], 1, { $0.object.mapDate.count < 4 }),
        ("(object.mapDate.@count > %@)", [2], 1, { $0.object.mapDate.count > 2 }),
        ("(object.mapDate.@count > %@)", [3], 0, { $0.object.mapDate.count > 3 }),
        ("(object.mapDate.@count <= %@)", [2], 0, { $0.object.mapDate.count <= 2 }),
        ("(object.mapDate.@count <= %@)", [3], 1, { $0.object.mapDate.count <= 3 }),
        ("(object.mapDate.@count >= %@)", [3], 1, { $0.object.mapDate.count >= 3 }),
        ("(object.mapDate.@count >= %@)", [4], 0, { $0.object.mapDate.count >= 4 }),
        ("(object.mapDecimal.@count == %@)", [3], 1, { $0.object.mapDecimal.count == 3 }),
        ("(object.mapDecimal.@count == %@)", [0], 0, { $0.object.mapDecimal.count == 0 }),
        ("(object.mapDecimal.@count != %@)", [3], 0, { $0.object.mapDecimal.count != 3 }),
        ("(object.mapDecimal.@count != %@)", [2], 1, { $0.object.mapDecimal.count != 2 }),
        ("(object.mapDecimal.@count < %@)", [3], 0, { $0.object.mapDecimal.count < 3 }),
        ("(object.mapDecimal.@count < %@)", [4], 1, { $0.object.mapDecimal.count < 4 }),
        ("(object.mapDecimal.@count > %@)", [2], 1, { $0.object.mapDecimal.count > 2 }),
        ("(object.mapDecimal.@count > %@)", [3], 0, { $0.object.mapDecimal.count > 3 }),
        ("(object.mapDecimal.@count <= %@)", [2], 0, { $0.object.mapDecimal.count <= 2 }),
        ("(object.mapDecimal.@count <= %@)", [3], 1, { $0.object.mapDecimal.count <= 3 }),
        ("(object.mapDecimal.@count >= %@)", [3], 1, { $0.object.mapDecimal.count >= 3 }),
        ("(object.mapDecimal.@count >= %@)", [4], 0, { $0.object.mapDecimal.count >= 4 }),
        ("(object.mapObjectId.@count == %@)", [3], 1, { $0.object.mapObjectId.count == 3 }),
        ("(object.mapObjectId.@count == %@)", [0], 0, { $0.object.mapObjectId.count == 0 }),
        ("(object.mapObjectId.@count != %@)", [3], 0, { $0.object.mapObjectId.count != 3 }),
        ("(object.mapObjectId.@count != %@)", [2], 1, { $0.object.mapObjectId.count != 2 }),
        ("(object.mapObjectId.@count < %@)", [3], 0, { $0.object.mapObjectId.count < 3 }),
        ("(object.mapObjectId.@count < %@)", [4], 1, { $0.object.mapObjectId.count < 4 }),
        ("(object.mapObjectId.@count > %@)", [2], 1, { $0.object.mapObjectId.count > 2 }),
        ("(object.mapObjectId.@count > %@)", [3], 0, { $0.object.mapObjectId.count > 3 }),
        ("(object.mapObjectId.@count <= %@)", [2], 0, { $0.object.mapObjectId.count <= 2 }),
        ("(object.mapObjectId.@count <= %@)", [3], 1, { $0.object.mapObjectId.count <= 3 }),
        ("(object.mapObjectId.@count >= %@)", [3], 1, { $0.object.mapObjectId.count >= 3 }),
        ("(object.mapObjectId.@count >= %@)", [4], 0, { $0.object.mapObjectId.count >= 4 }),
        ("(object.mapUuid.@count == %@)", [3], 1, { $0.object.mapUuid.count == 3 }),
        ("(object.mapUuid.@count == %@)", [0], 0, { $0.object.mapUuid.count == 0 }),
        ("(object.mapUuid.@count != %@)", [3], 0, { $0.object.mapUuid.count != 3 }),
        ("(object.mapUuid.@count != %@)", [2], 1, { $0.object.mapUuid.count != 2 }),
        ("(object.mapUuid.@count < %@)", [3], 0, { $0.object.mapUuid.count < 3 }),
        ("(object.mapUuid.@count < %@)", [4], 1, { $0.object.mapUuid.count < 4 }),
        ("(object.mapUuid.@count > %@)", [2], 1, { $0.object.mapUuid.count > 2 }),
        ("(object.mapUuid.@count > %@)", [3], 0, { $0.object.mapUuid.count > 3 }),
        ("(object.mapUuid.@count <= %@)", [2], 0, { $0.object.mapUuid.count <= 2 }),
        ("(object.mapUuid.@count <= %@)", [3], 1, { $0.object.mapUuid.count <= 3 }),
        ("(object.mapUuid.@count >= %@)", [3], 1, { $0.object.mapUuid.count >= 3 }),
        ("(object.mapUuid.@count >= %@)", [4], 0, { $0.object.mapUuid.count >= 4 }),
        ("(object.mapAny.@count == %@)", [3], 1, { $0.object.mapAny.count == 3 }),
        ("(object.mapAny.@count == %@)", [0], 0, { $0.object.mapAny.count == 0 }),
        ("(object.mapAny.@count != %@)", [3], 0, { $0.object.mapAny.count != 3 }),
        ("(object.mapAny.@count != %@)", [2], 1, { $0.object.mapAny.count != 2 }),
        ("(object.mapAny.@count < %@)", [3], 0, { $0.object.mapAny.count < 3 }),
        ("(object.mapAny.@count < %@)", [4], 1, { $0.object.mapAny.count < 4 }),
        ("(object.mapAny.@count > %@)", [2], 1, { $0.object.mapAny.count > 2 }),
        ("(object.mapAny.@count > %@)", [3], 0, { $0.object.mapAny.count > 3 }),
        ("(object.mapAny.@count <= %@)", [2], 0, { $0.object.mapAny.count <= 2 }),
        ("(object.mapAny.@count <= %@)", [3], 1, { $0.object.mapAny.count <= 3 }),
        ("(object.mapAny.@count >= %@)", [3], 1, { $0.object.mapAny.count >= 3 }),
        ("(object.mapAny.@count >= %@)", [4], 0, { $0.object.mapAny.count >= 4 }),
        ("(object.mapOptInt.@count == %@)", [3], 1, { $0.object.mapOptInt.count == 3 }),
        ("(object.mapOptInt.@count == %@)", [0], 0, { $0.object.mapOptInt.count == 0 }),
        ("(object.mapOptInt.@count != %@)", [3], 0, { $0.object.mapOptInt.count != 3 }),
        ("(object.mapOptInt.@count != %@)", [2], 1, { $0.object.mapOptInt.count != 2 }),
        ("(object.mapOptInt.@count < %@)", [3], 0, { $0.object.mapOptInt.count < 3 }),
        ("(object.mapOptInt.@count < %@)", [4], 1, { $0.object.mapOptInt.count < 4 }),
        ("(object.mapOptInt.@count > %@)", [2], 1, { $0.object.mapOptInt.count > 2 }),
        ("(object.mapOptInt.@count > %@)", [3], 0, { $0.object.mapOptInt.count > 3 }),
        ("(object.mapOptInt.@count <= %@)", [2], 0, { $0.object.mapOptInt.count <= 2 }),
        ("(object.mapOptInt.@count <= %@)", [3], 1, { $0.object.mapOptInt.count <= 3 }),
        ("(object.mapOptInt.@count >= %@)", [3], 1, { $0.object.mapOptInt.count >= 3 }),
        ("(object.mapOptInt.@count >= %@)", [4], 0, { $0.object.mapOptInt.count >= 4 }),
        ("(object.mapOptInt8.@count == %@)", [3], 1, { $0.object.mapOptInt8.count == 3 }),
        ("(object.mapOptInt8.@count == %@)", [0], 0, { $0.object.mapOptInt8.count == 0 }),
        ("(object.mapOptInt8.@count != %@)", [3], 0, { $0.object.mapOptInt8.count != 3 }),
        ("(object.mapOptInt8.@count != %@)", [2], 1, { $0.object.mapOptInt8.count != 2 }),
        ("(object.mapOptInt8.@count < %@)", [3], 0, { $0.object.mapOptInt8.count < 3 }),
        ("(object.mapOptInt8.@count < %@)", [4], 1, { $0.object.mapOptInt8.count < 4 }),
        ("(object.mapOptInt8.@count > %@)", [2], 1, { $0.object.mapOptInt8.count > 2 }),
        ("(object.mapOptInt8.@count > %@)", [3], 0, { $0.object.mapOptInt8.count > 3 }),
        ("(object.mapOptInt8.@count <= %@)", [2], 0, { $0.object.mapOptInt8.count <= 2 }),
        ("(object.mapOptInt8.@count <= %@)", [3], 1, { $0.object.mapOptInt8.count <= 3 }),
        ("(object.mapOptInt8.@count >= %@)", [3], 1, { $0.object.mapOptInt8.count >= 3 }),
        ("(object.mapOptInt8.@count >= %@)", [4], 0, { $0.object.mapOptInt8.count >= 4 }),
        ("(object.mapOptInt16.@count == %@)", [3], 1, { $0.object.mapOptInt16.count == 3 }),
        ("(object.mapOptInt16.@count == %@)", [0], 0, { $0.object.mapOptInt16.count == 0 }),
        ("(object.mapOptInt16.@count != %@)", [3], 0, { $0.object.mapOptInt16.count != 3 }),
        ("(object.mapOptInt16.@count != %@)", [2], 1, { $0.object.mapOptInt16.count != 2 }),
        ("(object.mapOptInt16.@count < %@)", [3], 0, { $0.object.mapOptInt16.count < 3 }),
        ("(object.mapOptInt16.@count < %@)", [4], 1, { $0.object.mapOptInt16.count < 4 }),
        ("(object.mapOptInt16.@count > %@)", [2], 1, { $0.object.mapOptInt16.count > 2 }),
        ("(object.mapOptInt16.@count > %@)", [3], 0, { $0.object.mapOptInt16.count > 3 }),
        ("(object.mapOptInt16.@count <= %@)", [2], 0, { $0.object.mapOptInt16.count <= 2 }),
        ("(object.mapOptInt16.@count <= %@)", [3], 1, { $0.object.mapOptInt16.count <= 3 }),
        ("(object.mapOptInt16.@count >= %@)", [3], 1, { $0.object.mapOptInt16.count >= 3 }),
        ("(object.mapOptInt16.@count >= %@)", [4], 0, { $0.object.mapOptInt16.count >= 4 }),
        ("(object.mapOptInt32.@count == %@)", [3], 1, { $0.object.mapOptInt32.count == 3 }),
        ("(object.mapOptInt32.@count == %@)", [0], 0, { $0.object.mapOptInt32.count == 0 }),
        ("(object.mapOptInt32.@count != %@)", [3], 0, { $0.object.mapOptInt32.count != 3 }),
        ("(object.mapOptInt32.@count != %@)", [2], 1, { $0.object.mapOptInt32.count != 2 }),
        ("(object.mapOptInt32.@count < %@)", [3], 0, { $0.object.mapOptInt32.count < 3 }),
        ("(object.mapOptInt32.@count < %@)", [4], 1, { $0.object.mapOptInt32.count < 4 }),
        ("(object.mapOptInt32.@count > %@)", [2], 1, { $0.object.mapOptInt32.count > 2 }),
        ("(object.mapOptInt32.@count > %@)", [3], 0, { $0.object.mapOptInt32.count > 3 }),
        ("(object.mapOptInt32.@count <= %@)", [2], 0, { $0.object.mapOptInt32.count <= 2 }),
        ("(object.mapOptInt32.@count <= %@)", [3], 1, { $0.object.mapOptInt32.count <= 3 }),
        ("(object.mapOptInt32.@count >= %@)", [3], 1, { $0.object.mapOptInt32.count >= 3 }),
        ("(object.mapOptInt32.@count >= %@)", [4], 0, { $0.object.mapOptInt32.count >= 4 }),
        ("(object.mapOptInt64.@count == %@)", [3], 1, { $0.object.mapOptInt64.count == 3 }),
        ("(object.mapOptInt64.@count == %@)", [0], 0, { $0.object.mapOptInt64.count == 0 }),
        ("(object.mapOptInt64.@count != %@)", [3], 0, { $0.object.mapOptInt64.count != 3 }),
        ("(object.mapOptInt64.@count != %@)", [2], 1, { $0.object.mapOptInt64.count != 2 }),
        ("(object.mapOptInt64.@count < %@)", [3], 0, { $0.object.mapOptInt64.count < 3 }),
        ("(object.mapOptInt64.@count < %@)", [4], 1, { $0.object.mapOptInt64.count < 4 }),
        ("(object.mapOptInt64.@count > %@)", [2], 1, { $0.object.mapOptInt64.count > 2 }),
        ("(object.mapOptInt64.@count > %@)", [3], 0, { $0.object.mapOptInt64.count > 3 }),
        ("(object.mapOptInt64.@count <= %@)", [2], 0, { $0.object.mapOptInt64.count <= 2 }),
        ("(object.mapOptInt64.@count <= %@)", [3], 1, { $0.object.mapOptInt64.count <= 3 }),
        ("(object.mapOptInt64.@count >= %@)", [3], 1, { $0.object.mapOptInt64.count >= 3 }),
        ("(object.mapOptInt64.@count >= %@)", [4], 0, { $0.object.mapOptInt64.count >= 4 }),
        ("(object.mapOptFloat.@count == %@)", [3], 1, { $0.object.mapOptFloat.count == 3 }),
        ("(object.mapOptFloat.@count == %@)", [0], 0, { $0.object.mapOptFloat.count == 0 }),
        ("(object.mapOptFloat.@count != %@)", [3], 0, { $0.object.mapOptFloat.count != 3 }),
        ("(object.mapOptFloat.@count != %@)", [2], 1, { $0.object.mapOptFloat.count != 2 }),
        ("(object.mapOptFloat.@count < %@)", [3], 0, { $0.object.mapOptFloat.count < 3 }),
        ("(object.mapOptFloat.@count < %@)", [4], 1, { $0.object.mapOptFloat.count < 4 }),
        ("(object.mapOptFloat.@count > %@)", [2], 1, { $0.object.mapOptFloat.count > 2 }),
        ("(object.mapOptFloat.@count > %@)", [3], 0, { $0.object.mapOptFloat.count > 3 }),
        ("(object.mapOptFloat.@count <= %@)", [2], 0, { $0.object.mapOptFloat.count <= 2 }),
        ("(object.mapOptFloat.@count <= %@)", [3], 1, { $0.object.mapOptFloat.count <= 3 }),
        ("(object.mapOptFloat.@count >= %@)", [3], 1, { $0.object.mapOptFloat.count >= 3 }),
        ("(object.mapOptFloat.@count >= %@)", [4], 0, { $0.object.mapOptFloat.count >= 4 }),
        ("(object.mapOptDouble.@count == %@)", [3], 1, { $0.object.mapOptDouble.count == 3 }),
        ("(object.mapOptDouble.@count == %@)", [0], 0, { $0.object.mapOptDouble.count == 0 }),
        ("(object.mapOptDouble.@count != %@)", [3], 0, { $0.object.mapOptDouble.count != 3 }),
        ("(object.mapOptDouble.@count != %@)", [2], 1, { $0.object.mapOptDouble.count != 2 }),
        ("(object.mapOptDouble.@count < %@)", [3], 0, { $0.object.mapOptDouble.count < 3 }),
        ("(object.mapOptDouble.@count < %@)", [4], 1, { $0.object.mapOptDouble.count < 4 }),
        ("(object.mapOptDouble.@count > %@)", [2], 1, { $0.object.mapOptDouble.count > 2 }),
        ("(object.mapOptDouble.@count > %@)", [3], 0, { $0.object.mapOptDouble.count > 3 }),
        ("(object.mapOptDouble.@count <= %@)", [2], 0, { $0.object.mapOptDouble.count <= 2 }),
        ("(object.mapOptDouble.@count <= %@)", [3], 1, { $0.object.mapOptDouble.count <= 3 }),
        ("(object.mapOptDouble.@count >= %@)", [3], 1, { $0.object.mapOptDouble.count >= 3 }),
        ("(object.mapOptDouble.@count >= %@)", [4], 0, { $0.object.mapOptDouble.count >= 4 }),
        ("(object.mapOptString.@count == %@)", [3], 1, { $0.object.mapOptString.count == 3 }),
        ("(object.mapOptString.@count == %@)", [0], 0, { $0.object.mapOptString.count == 0 }),
        ("(object.mapOptString.@count != %@)", [3], 0, { $0.object.mapOptString.count != 3 }),
        ("(object.mapOptString.@count != %@)", [2], 1, { $0.object.mapOptString.count != 2 }),
        ("(object.mapOptString.@count < %@)", [3], 0, { $0.object.mapOptString.count < 3 }),
        ("(object.mapOptString.@count < %@)", [4], 1, { $0.object.mapOptString.count < 4 }),
        ("(object.mapOptString.@count > %@)", [2], 1, { $0.object.mapOptString.count > 2 }),
        ("(object.mapOptString.@count > %@)", [3], 0, { $0.object.mapOptString.count > 3 }),
        ("(object.mapOptString.@count <= %@)", [2], 0, { $0.object.mapOptString.count <= 2 }),
        ("(object.mapOptString.@count <= %@)", [3], 1, { $0.object.mapOptString.count <= 3 }),
        ("(object.mapOptString.@count >= %@)", [3], 1, { $0.object.mapOptString.count >= 3 }),
        ("(object.mapOptString.@count >= %@)", [4], 0, { $0.object.mapOptString.count >= 4 }),
        ("(object.mapOptBinary.@count == %@)", [3], 1, { $0.object.mapOptBinary.count == 3 }),
        ("(object.mapOptBinary.@count == %@)", [0], 0, { $0.object.mapOptBinary.count == 0 }),
        ("(object.mapOptBinary.@count != %@)", [3], 0, { $0.object.mapOptBinary.count != 3 }),
        ("(object.mapOptBinary.@count != %@)", [2], 1, { $0.object.mapOptBinary.count != 2 }),
        ("(object.mapOptBinary.@count < %@)", [3], 0, { $0.object.mapOptBinary.count < 3 }),
        ("(object.mapOptBinary.@count < %@)", [4], 1, { $0.object.mapOptBinary.count < 4 }),
        ("(object.mapOptBinary.@count > %@)", [2], 1, { $0.object.mapOptBinary.count > 2 }),
        ("(object.mapOptBinary.@count > %@)", [3], 0, { $0.object.mapOptBinary.count > 3 }),
        ("(object.mapOptBinary.@count <= %@)", [2], 0, { $0.object.mapOptBinary.count <= 2 }),
        ("(object.mapOptBinary.@count <= %@)", [3], 1, { $0.object.mapOptBinary.count <= 3 }),
        ("(object.mapOptBinary.@count >= %@)", [3], 1, { $0.object.mapOptBinary.count >= 3 }),
        ("(object.mapOptBinary.@count >= %@)", [4], 0, { $0.object.mapOptBinary.count >= 4 }),
        ("(object.mapOptDate.@count == %@)", [3], 1, { $0.object.mapOptDate.count == 3 }),
        ("(object.mapOptDate.@count == %@)", [0], 0, { $0.object.mapOptDate.count == 0 }),
        ("(object.mapOptDate.@count != %@)", [3], 0, { $0.object.mapOptDate.count != 3 }),
        ("(object.mapOptDate.@count != %@)", [2], 1, { $0.object.mapOptDate.count != 2 }),
        ("(object.mapOptDate.@count < %@)", [3], 0, { $0.object.mapOptDate.count < 3 }),
        ("(object.mapOptDate.@count < %@)", [4], 1, { $0.object.mapOptDate.count < 4 }),
        ("(object.mapOptDate.@count > %@)", [2], 1, { $0.object.mapOptDate.count > 2 }),
        ("(object.mapOptDate.@count > %@)", [3], 0, { $0.object.mapOptDate.count > 3 }),
        ("(object.mapOptDate.@count <= %@)", [2], 0, { $0.object.mapOptDate.count <= 2 }),
        ("(object.mapOptDate.@count <= %@)", [3], 1, { $0.object.mapOptDate.count <= 3 }),
        ("(object.mapOptDate.@count >= %@)", [3], 1, { $0.object.mapOptDate.count >= 3 }),
        ("(object.mapOptDate.@count >= %@)", [4], 0, { $0.object.mapOptDate.count >= 4 }),
        ("(object.mapOptDecimal.@count == %@)", [3], 1, { $0.object.mapOptDecimal.count == 3 }),
        ("(object.mapOptDecimal.@count == %@)", [0], 0, { $0.object.mapOptDecimal.count == 0 }),
        ("(object.mapOptDecimal.@count != %@)", [3], 0, { $0.object.mapOptDecimal.count != 3 }),
        ("(object.mapOptDecimal.@count != %@)", [2], 1, { $0.object.mapOptDecimal.count != 2 }),
        ("(object.mapOptDecimal.@count < %@)", [3], 0, { $0.object.mapOptDecimal.count < 3 }),
        ("(object.mapOptDecimal.@count < %@)", [4], 1, { $0.object.mapOptDecimal.count < 4 }),
        ("(object.mapOptDecimal.@count > %@)", [2], 1, { $0.object.mapOptDecimal.count > 2 }),
        ("(object.mapOptDecimal.@count > %@)", [3], 0, { $0.object.mapOptDecimal.count > 3 }),
        ("(object.mapOptDecimal.@count <= %@)", [2], 0, { $0.object.mapOptDecimal.count <= 2 }),
        ("(object.mapOptDecimal.@count <= %@)", [3], 1, { $0.object.mapOptDecimal.count <= 3 }),
        ("(object.mapOptDecimal.@count >= %@)", [3], 1, { $0.object.mapOptDecimal.count >= 3 }),
        ("(object.mapOptDecimal.@count >= %@)", [4], 0, { $0.object.mapOptDecimal.count >= 4 }),
        ("(object.mapOptObjectId.@count == %@)", [3], 1, { $0.object.mapOptObjectId.count == 3 }),
        ("(object.mapOptObjectId.@count == %@)", [0], 0, { $0.object.mapOptObjectId.count == 0 }),
        ("(object.mapOptObjectId.@count != %@)", [3], 0, { $0.object.mapOptObjectId.count != 3 }),
        ("(object.mapOptObjectId.@count != %@)", [2], 1, { $0.object.mapOptObjectId.count != 2 }),
        ("(object.mapOptObjectId.@count < %@)", [3], 0, { $0.object.mapOptObjectId.count < 3 }),
        ("(object.mapOptObjectId.@count < %@)", [4], 1, { $0.object.mapOptObjectId.count < 4 }),
        ("(object.mapOptObjectId.@count > %@)", [2], 1, { $0.object.mapOptObjectId.count > 2 }),
        ("(object.mapOptObjectId.@count > %@)", [3], 0, { $0.object.mapOptObjectId.count > 3 }),
        ("(object.mapOptObjectId.@count <= %@)", [2], 0, { $0.object.mapOptObjectId.count <= 2 }),
        ("(object.mapOptObjectId.@count <= %@)", [3], 1, { $0.object.mapOptObjectId.count <= 3 }),
        ("(object.mapOptObjectId.@count >= %@)", [3], 1, { $0.object.mapOptObjectId.count >= 3 }),
        ("(object.mapOptObjectId.@count >= %@)", [4], 0, { $0.object.mapOptObjectId.count >= 4 }),
        ("(object.mapOptUuid.@count == %@)", [3], 1, { $0.object.mapOptUuid.count == 3 }),
        ("(object.mapOptUuid.@count == %@)", [0], 0, { $0.object.mapOptUuid.count == 0 }),
        ("(object.mapOptUuid.@count != %@)", [3], 0, { $0.object.mapOptUuid.count != 3 }),
        ("(object.mapOptUuid.@count != %@)", [2], 1, { $0.object.mapOptUuid.count != 2 }),
        ("(object.mapOptUuid.@count < %@)", [3], 0, { $0.object.mapOptUuid.count < 3 }),
        ("(object.mapOptUuid.@count < %@)", [4], 1, { $0.object.mapOptUuid.count < 4 }),
        ("(object.mapOptUuid.@count > %@)", [2], 1, { $0.object.mapOptUuid.count > 2 }),
        ("(object.mapOptUuid.@count > %@)", [3], 0, { $0.object.mapOptUuid.count > 3 }),
        ("(object.mapOptUuid.@count <= %@)", [2], 0, { $0.object.mapOptUuid.count <= 2 }),
        ("(object.mapOptUuid.@count <= %@)", [3], 1, { $0.object.mapOptUuid.count <= 3 }),
        ("(object.mapOptUuid.@count >= %@)", [3], 1, { $0.object.mapOptUuid.count >= 3 }),
        ("(object.mapOptUuid.@count >= %@)", [4], 0, { $0.object.mapOptUuid.count >= 4 }),
    ]
    for (text, values, count, query) in rowsValues {
        let (built, args) = query(Query<LinkToCollectionsOfValues>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(LinkToCollectionsOfValues.self).where(query).count, count, built)
    }
    let rowsfEnums: [(String, [Any], Int, (Query<LinkToModernCollectionsOfEnums>) -> Query<Bool>)] = [
        ("(object.listInt.@count == %@)", [3], 1, { $0.object.listInt.count == 3 }),
        ("(object.listInt.@count == %@)", [0], 0, { $0.object.listInt.count == 0 }),
        ("(object.listInt.@count != %@)", [3], 0, { $0.object.listInt.count != 3 }),
        ("(object.listInt.@count != %@)", [2], 1, { $0.object.listInt.count != 2 }),
        ("(object.listInt.@count < %@)", [3], 0, { $0.object.listInt.count < 3 }),
        ("(object.listInt.@count < %@)", [4], 1, { $0.object.listInt.count < 4 }),
        ("(object.listInt.@count > %@)", [2], 1, { $0.object.listInt.count > 2 }),
        ("(object.listInt.@count > %@)", [3], 0, { $0.object.listInt.count > 3 }),
        ("(object.listInt.@count <= %@)", [2], 0, { $0.object.listInt.count <= 2 }),
        ("(object.listInt.@count <= %@)", [3], 1, { $0.object.listInt.count <= 3 }),
        ("(object.listInt.@count >= %@)", [3], 1, { $0.object.listInt.count >= 3 }),
        ("(object.listInt.@count >= %@)", [4], 0, { $0.object.listInt.count >= 4 }),
        ("(object.listInt8.@count == %@)", [3], 1, { $0.object.listInt8.count == 3 }),
        ("(object.listInt8.@count == %@)", [0], 0, { $0.object.listInt8.count == 0 }),
        ("(object.listInt8.@count != %@)", [3], 0, { $0.object.listInt8.count != 3 }),
        ("(object.listInt8.@count != %@)", [2], 1, { $0.object.listInt8.count != 2 }),
        ("(object.listInt8.@count < %@)", [3], 0, { $0.object.listInt8.count < 3 }),
        ("(object.listInt8.@count < %@)", [4], 1, { $0.object.listInt8.count < 4 }),
        ("(object.listInt8.@count > %@)", [2], 1, { $0.object.listInt8.count > 2 }),
        ("(object.listInt8.@count > %@)", [3], 0, { $0.object.listInt8.count > 3 }),
        ("(object.listInt8.@count <= %@)", [2], 0, { $0.object.listInt8.count <= 2 }),
        ("(object.listInt8.@count <= %@)", [3], 1, { $0.object.listInt8.count <= 3 }),
        ("(object.listInt8.@count >= %@)", [3], 1, { $0.object.listInt8.count >= 3 }),
        ("(object.listInt8.@count >= %@)", [4], 0, { $0.object.listInt8.count >= 4 }),
        ("(object.listInt16.@count == %@)", [3], 1, { $0.object.listInt16.count == 3 }),
        ("(object.listInt16.@count == %@)", [0], 0, { $0.object.listInt16.count == 0 }),
        ("(object.listInt16.@count != %@)", [3], 0, { $0.object.listInt16.count != 3 }),
        ("(object.listInt16.@count != %@)", [2], 1, { $0.object.listInt16.count != 2 }),
        ("(object.listInt16.@count < %@)", [3], 0, { $0.object.listInt16.count < 3 }),
        ("(object.listInt16.@count < %@)", [4], 1, { $0.object.listInt16.count < 4 }),
        ("(object.listInt16.@count > %@)", [2], 1, { $0.object.listInt16.count > 2 }),
        ("(object.listInt16.@count > %@)", [3], 0, { $0.object.listInt16.count > 3 }),
        ("(object.listInt16.@count <= %@)", [2], 0, { $0.object.listInt16.count <= 2 }),
        ("(object.listInt16.@count <= %@)", [3], 1, { $0.object.listInt16.count <= 3 }),
        ("(object.listInt16.@count >= %@)", [3], 1, { $0.object.listInt16.count >= 3 }),
        ("(object.listInt16.@count >= %@)", [4], 0, { $0.object.listInt16.count >= 4 }),
        ("(object.listInt32.@count == %@)", [3], 1, { $0.object.listInt32.count == 3 }),
        ("(object.listInt32.@count == %@)", [0], 0, { $0.object.listInt32.count == 0 }),
        ("(object.listInt32.@count != %@)", [3], 0, { $0.object.listInt32.count != 3 }),
        ("(object.listInt32.@count != %@)", [2], 1, { $0.object.listInt32.count != 2 }),
        ("(object.listInt32.@count < %@)", [3], 0, { $0.object.listInt32.count < 3 }),
        ("(object.listInt32.@count < %@)", [4], 1, { $0.object.listInt32.count < 4 }),
        ("(object.listInt32.@count > %@)", [2], 1, { $0.object.listInt32.count > 2 }),
        ("(object.listInt32.@count > %@)", [3], 0, { $0.object.listInt32.count > 3 }),
        ("(object.listInt32.@count <= %@)", [2], 0, { $0.object.listInt32.count <= 2 }),
        ("(object.listInt32.@count <= %@)", [3], 1, { $0.object.listInt32.count <= 3 }),
        ("(object.listInt32.@count >= %@)", [3], 1, { $0.object.listInt32.count >= 3 }),
        ("(object.listInt32.@count >= %@)", [4], 0, { $0.object.listInt32.count >= 4 }),
        ("(object.listInt64.@count == %@)", [3], 1, { $0.object.listInt64.count == 3 }),
        ("(object.listInt64.@count == %@)", [0], 0, { $0.object.listInt64.count == 0 }),
        ("(object.listInt64.@count != %@)", [3], 0, { $0.object.listInt64.count != 3 }),
        ("(object.listInt64.@count != %@)", [2], 1, { $0.object.listInt64.count != 2 }),
        ("(object.listInt64.@count < %@)", [3], 0, { $0.object.listInt64.count < 3 }),
        ("(object.listInt64.@count < %@)", [4], 1, { $0.object.listInt64.count < 4 }),
        ("(object.listInt64.@count > %@)", [2], 1, { $0.object.listInt64.count > 2 }),
        ("(object.listInt64.@count > %@)", [3], 0, { $0.object.listInt64.count > 3 }),
        ("(object.listInt64.@count <= %@)", [2], 0, { $0.object.listInt64.count <= 2 }),
        ("(object.listInt64.@count <= %@)", [3], 1, { $0.object.listInt64.count <= 3 }),
        ("(object.listInt64.@count >= %@)", [3], 1, { $0.object.listInt64.count >= 3 }),
        ("(object.listInt64.@count >= %@)", [4], 0, { $0.object.listInt64.count >= 4 }),
        ("(object.listFloat.@count == %@)", [3], 1, { $0.object.listFloat.count == 3 }),
        ("(object.listFloat.@count == %@)", [0], 0, { $0.object.listFloat.count == 0 }),
        ("(object.listFloat.@count != %@)", [3], 0, { $0.object.listFloat.count != 3 }),
        ("(object.listFloat.@count != %@)", [2], 1, { $0.object.listFloat.count != 2 }),
        ("(object.listFloat.@count < %@)", [3], 0, { $0.object.listFloat.count < 3 }),
        ("(object.listFloat.@count < %@)", [4], 1, { $0.object.listFloat.count < 4 }),
        ("(object.listFloat.@count > %@)", [2], 1, { $0.object.listFloat.count > 2 }),
        ("(object.listFloat.@count > %@)", [3], 0, { $0.object.listFloat.count > 3 }),
        ("(object.listFloat.@count <= %@)", [2], 0, { $0.object.listFloat.count <= 2 }),
        ("(object.listFloat.@count <= %@)", [3], 1, { $0.object.listFloat.count <= 3 }),
        ("(object.listFloat.@count >= %@)", [3], 1, { $0.object.listFloat.count >= 3 }),
        ("(object.listFloat.@count >= %@)", [4], 0, { $0.object.listFloat.count >= 4 }),
        ("(object.listDouble.@count == %@)", [3], 1, { $0.object.listDouble.count == 3 }),
        ("(object.listDouble.@count == %@)", [0], 0, { $0.object.listDouble.count == 0 }),
        ("(object.listDouble.@count != %@)", [3], 0, { $0.object.listDouble.count != 3 }),
        ("(object.listDouble.@count != %@)", [2], 1, { $0.object.listDouble.count != 2 }),
        ("(object.listDouble.@count < %@)", [3], 0, { $0.object.listDouble.count < 3 }),
        ("(object.listDouble.@count < %@)", [4], 1, { $0.object.listDouble.count < 4 }),
        ("(object.listDouble.@count > %@)", [2], 1, { $0.object.listDouble.count > 2 }),
        ("(object.listDouble.@count > %@)", [3], 0, { $0.object.listDouble.count > 3 }),
        ("(object.listDouble.@count <= %@)", [2], 0, { $0.object.listDouble.count <= 2 }),
        ("(object.listDouble.@count <= %@)", [3], 1, { $0.object.listDouble.count <= 3 }),
        ("(object.listDouble.@count >= %@)", [3], 1, { $0.object.listDouble.count >= 3 }),
        ("(object.listDouble.@count >= %@)", [4], 0, { $0.object.listDouble.count >= 4 }),
        ("(object.listString.@count == %@)", [3], 1, { $0.object.listString.count == 3 }),
        ("(object.listString.@count == %@)", [0], 0, { $0.object.listString.count == 0 }),
        ("(object.listString.@count != %@)", [3], 0, { $0.object.listString.count != 3 }),
        ("(object.listString.@count != %@)", [2], 1, { $0.object.listString.count != 2 }),
        ("(object.listString.@count < %@)", [3], 0, { $0.object.listString.count < 3 }),
        ("(object.listString.@count < %@)", [4], 1, { $0.object.listString.count < 4 }),
        ("(object.listString.@count > %@)", [2], 1, { $0.object.listString.count > 2 }),
        ("(object.listString.@count > %@)", [3], 0, { $0.object.listString.count > 3 }),
        ("(object.listString.@count <= %@)", [2], 0, { $0.object.listString.count <= 2 }),
        ("(object.listString.@count <= %@)", [3], 1, { $0.object.listString.count <= 3 }),
        ("(object.listString.@count >= %@)", [3], 1, { $0.object.listString.count >= 3 }),
        ("(object.listString.@count >= %@)", [4], 0, { $0.object.listString.count >= 4 }),
        ("(object.listIntOpt.@count == %@)", [3], 1, { $0.object.listIntOpt.count == 3 }),
        ("(object.listIntOpt.@count == %@)", [0], 0, { $0.object.listIntOpt.count == 0 }),
        ("(object.listIntOpt.@count != %@)", [3], 0, { $0.object.listIntOpt.count != 3 }),
        ("(object.listIntOpt.@count != %@)", [2], 1, { $0.object.listIntOpt.count != 2 }),
        ("(object.listIntOpt.@count < %@)", [3], 0, { $0.object.listIntOpt.count < 3 }),
        ("(object.listIntOpt.@count < %@)", [4], 1, { $0.object.listIntOpt.count < 4 }),
        ("(object.listIntOpt.@count > %@)", [2], 1, { $0.object.listIntOpt.count > 2 }),
        ("(object.listIntOpt.@count > %@)", [3], 0, { $0.object.listIntOpt.count > 3 }),
        ("(object.listIntOpt.@count <= %@)", [2], 0, { $0.object.listIntOpt.count <= 2 }),
        ("(object.listIntOpt.@count <= %@)", [3], 1, { $0.object.listIntOpt.count <= 3 }),
        ("(object.listIntOpt.@count >= %@)", [3], 1, { $0.object.listIntOpt.count >= 3 }),
        ("(object.listIntOpt.@count >= %@)", [4], 0, { $0.object.listIntOpt.count >= 4 }),
        ("(object.listInt8Opt.@count == %@)", [3], 1, { $0.object.listInt8Opt.count == 3 }),
        ("(object.listInt8Opt.@count == %@)", [0], 0, { $0.object.listInt8Opt.count == 0 }),
        ("(object.listInt8Opt.@count != %@)", [3], 0, { $0.object.listInt8Opt.count != 3 }),
        ("(object.listInt8Opt.@count != %@)", [2], 1, { $0.object.listInt8Opt.count != 2 }),
        ("(object.listInt8Opt.@count < %@)", [3], 0, { $0.object.listInt8Opt.count < 3 }),
        ("(object.listInt8Opt.@count < %@)", [4], 1, { $0.object.listInt8Opt.count < 4 }),
        ("(object.listInt8Opt.@count > %@)", [2], 1, { $0.object.listInt8Opt.count > 2 }),
        ("(object.listInt8Opt.@count > %@)", [3], 0, { $0.object.listInt8Opt.count > 3 }),
        ("(object.listInt8Opt.@count <= %@)", [2], 0, { $0.object.listInt8Opt.count <= 2 }),
        ("(object.listInt8Opt.@count <= %@)", [3], 1, { $0.object.listInt8Opt.count <= 3 }),
        ("(object.listInt8Opt.@count >= %@)", [3], 1, { $0.object.listInt8Opt.count >= 3 }),
        ("(object.listInt8Opt.@count >= %@)", [4], 0, { $0.object.listInt8Opt.count >= 4 }),
        ("(object.listInt16Opt.@count == %@)", [3], 1, { $0.object.listInt16Opt.count == 3 }),
        ("(object.listInt16Opt.@count == %@)", [0], 0, { $0.object.listInt16Opt.count == 0 }),
        ("(object.listInt16Opt.@count != %@)", [3], 0, { $0.object.listInt16Opt.count != 3 }),
        ("(object.listInt16Opt.@count != %@)", [2], 1, { $0.object.listInt16Opt.count != 2 }),
        ("(object.listInt16Opt.@count < %@)", [3], 0, { $0.object.listInt16Opt.count < 3 }),
        ("(object.listInt16Opt.@count < %@)", [4], 1, { $0.object.listInt16Opt.count < 4 }),
        ("(object.listInt16Opt.@count > %@)", [2], 1, { $0.object.listInt16Opt.count > 2 }),
        ("(object.listInt16Opt.@count > %@)", [3], 0, { $0.object.listInt16Opt.count > 3 }),
        ("(object.listInt16Opt.@count <= %@)", [2], 0, { $0.object.listInt16Opt.count <= 2 }),
        ("(object.listInt16Opt.@count <= %@)", [3], 1, { $0.object.listInt16Opt.count <= 3 }),
        ("(object.listInt16Opt.@count >= %@)", [3], 1, { $0.object.listInt16Opt.count >= 3 }),
        ("(object.listInt16Opt.@count >= %@)", [4], 0, { $0.object.listInt16Opt.count >= 4 }),
        ("(object.listInt32Opt.@count == %@)", [3], 1, { $0.object.listInt32Opt.count == 3 }),
        ("(object.listInt32Opt.@count == %@)", [0], 0, { $0.object.listInt32Opt.count == 0 }),
        ("(object.listInt32Opt.@count != %@)", [3], 0, { $0.object.listInt32Opt.count != 3 }),
        ("(object.listInt32Opt.@count != %@)", [2], 1, { $0.object.listInt32Opt.count != 2 }),
        ("(object.listInt32Opt.@count < %@)", [3], 0, { $0.object.listInt32Opt.count < 3 }),
        ("(object.listInt32Opt.@count < %@)", [4], 1, { $0.object.listInt32Opt.count < 4 }),
        ("(object.listInt32Opt.@count > %@)", [2], 1, { $0.object.listInt32Opt.count > 2 }),
        ("(object.listInt32Opt.@count > %@)", [3], 0, { $0.object.listInt32Opt.count > 3 }),
        ("(object.listInt32Opt.@count <= %@)", [2], 0, { $0.object.listInt32Opt.count <= 2 }),
        ("(object.listInt32Opt.@count <= %@)", [3], 1, { $0.object.listInt32Opt.count <= 3 }),
        ("(object.listInt32Opt.@count >= %@)", [3], 1, { $0.object.listInt32Opt.count >= 3 }),
        ("(object.listInt32Opt.@count >= %@)", [4], 0, { $0.object.listInt32Opt.count >= 4 }),
        ("(object.listInt64Opt.@count == %@)", [3], 1, { $0.object.listInt64Opt.count == 3 }),
        ("(object.listInt64Opt.@count == %@)", [0], 0, { $0.object.listInt64Opt.count == 0 }),
        ("(object.listInt64Opt.@count != %@)", [3], 0, { $0.object.listInt64Opt.count != 3 }),
        ("(object.listInt64Opt.@count != %@)", [2], 1, { $0.object.listInt64Opt.count != 2 }),
        ("(object.listInt64Opt.@count < %@)", [3], 0, { $0.object.listInt64Opt.count < 3 }),
        ("(object.listInt64Opt.@count < %@)", [4], 1, { $0.object.listInt64Opt.count < 4 }),
        ("(object.listInt64Opt.@count > %@)", [2], 1, { $0.object.listInt64Opt.count > 2 }),
        ("(object.listInt64Opt.@count > %@)", [3], 0, { $0.object.listInt64Opt.count > 3 }),
        ("(object.listInt64Opt.@count <= %@)", [2], 0, { $0.object.listInt64Opt.count <= 2 }),
        ("(object.listInt64Opt.@count <= %@)", [3], 1, { $0.object.listInt64Opt.count <= 3 }),
        ("(object.listInt64Opt.@count >= %@)", [3], 1, { $0.object.listInt64Opt.count >= 3 }),
        ("(object.listInt64Opt.@count >= %@)", [4], 0, { $0.object.listInt64Opt.count >= 4 }),
        ("(object.listFloatOpt.@count == %@)", [3], 1, { $0.object.listFloatOpt.count == 3 }),
        ("(object.listFloatOpt.@count == %@)", [0], 0, { $0.object.listFloatOpt.count == 0 }),
        ("(object.listFloatOpt.@count != %@)", [3], 0, { $0.object.listFloatOpt.count != 3 }),
        ("(object.listFloatOpt.@count != %@)", [2], 1, { $0.object.listFloatOpt.count != 2 }),
        ("(object.listFloatOpt.@count < %@)", [3], 0, { $0.object.listFloatOpt.count < 3 }),
        ("(object.listFloatOpt.@count < %@)", [4], 1, { $0.object.listFloatOpt.count < 4 }),
        ("(object.listFloatOpt.@count > %@)", [2], 1, { $0.object.listFloatOpt.count > 2 }),
        ("(object.listFloatOpt.@count > %@)", [3], 0, { $0.object.listFloatOpt.count > 3 }),
        ("(object.listFloatOpt.@count <= %@)", [2], 0, { $0.object.listFloatOpt.count <= 2 }),
        ("(object.listFloatOpt.@count <= %@)", [3], 1, { $0.object.listFloatOpt.count <= 3 }),
        ("(object.listFloatOpt.@count >= %@)", [3], 1, { $0.object.listFloatOpt.count >= 3 }),
        ("(object.listFloatOpt.@count >= %@)", [4], 0, { $0.object.listFloatOpt.count >= 4 }),
        ("(object.listDoubleOpt.@count == %@)", [3], 1, { $0.object.listDoubleOpt.count == 3 }),
        ("(object.listDoubleOpt.@count == %@)", [0], 0, { $0.object.listDoubleOpt.count == 0 }),
        ("(object.listDoubleOpt.@count != %@)", [3], 0, { $0.object.listDoubleOpt.count != 3 }),
        ("(object.listDoubleOpt.@count != %@)", [2], 1, { $0.object.listDoubleOpt.count != 2 }),
        ("(object.listDoubleOpt.@count < %@)", [3], 0, { $0.object.listDoubleOpt.count < 3 }),
        ("(object.listDoubleOpt.@count < %@)", [4], 1, { $0.object.listDoubleOpt.count < 4 }),
        ("(object.listDoubleOpt.@count > %@)", [2], 1, { $0.object.listDoubleOpt.count > 2 }),
        ("(object.listDoubleOpt.@count > %@)", [3], 0, { $0.object.listDoubleOpt.count > 3 }),
        ("(object.listDoubleOpt.@count <= %@)", [2], 0, { $0.object.listDoubleOpt.count <= 2 }),
        ("(object.listDoubleOpt.@count <= %@)", [3], 1, { $0.object.listDoubleOpt.count <= 3 }),
        ("(object.listDoubleOpt.@count >= %@)", [3], 1, { $0.object.listDoubleOpt.count >= 3 }),
        ("(object.listDoubleOpt.@count >= %@)", [4], 0, { $0.object.listDoubleOpt.count >= 4 }),
        ("(object.listStringOpt.@count == %@)", [3], 1, { $0.object.listStringOpt.count == 3 }),
        ("(object.listStringOpt.@count == %@)", [0], 0, { $0.object.listStringOpt.count == 0 }),
        ("(object.listStringOpt.@count != %@)", [3], 0, { $0.object.listStringOpt.count != 3 }),
        ("(object.listStringOpt.@count != %@)", [2], 1, { $0.object.listStringOpt.count != 2 }),
        ("(object.listStringOpt.@count < %@)", [3], 0, { $0.object.listStringOpt.count < 3 }),
        ("(object.listStringOpt.@count < %@)", [4], 1, { $0.object.listStringOpt.count < 4 }),
        ("(object.listStringOpt.@count > %@)", [2], 1, { $0.object.listStringOpt.count > 2 }),
        ("(object.listStringOpt.@count > %@)", [3], 0, { $0.object.listStringOpt.count > 3 }),
        ("(object.listStringOpt.@count <= %@)", [2], 0, { $0.object.listStringOpt.count <= 2 }),
        ("(object.listStringOpt.@count <= %@)", [3], 1, { $0.object.listStringOpt.count <= 3 }),
        ("(object.listStringOpt.@count >= %@)", [3], 1, { $0.object.listStringOpt.count >= 3 }),
        ("(object.listStringOpt.@count >= %@)", [4], 0, { $0.object.listStringOpt.count >= 4 }),
        ("(object.setInt.@count == %@)", [3], 1, { $0.object.setInt.count == 3 }),
        ("(object.setInt.@count == %@)", [0], 0, { $0.object.setInt.count == 0 }),
        ("(object.setInt.@count != %@)", [3], 0, { $0.object.setInt.count != 3 }),
        ("(object.setInt.@count != %@)", [2], 1, { $0.object.setInt.count != 2 }),
        ("(object.setInt.@count < %@)", [3], 0, { $0.object.setInt.count < 3 }),
        ("(object.setInt.@count < %@)", [4], 1, { $0.object.setInt.count < 4 }),
        ("(object.setInt.@count > %@)", [2], 1, { $0.object.setInt.count > 2 }),
        ("(object.setInt.@count > %@)", [3], 0, { $0.object.setInt.count > 3 }),
        ("(object.setInt.@count <= %@)", [2], 0, { $0.object.setInt.count <= 2 }),
        ("(object.setInt.@count <= %@)", [3], 1, { $0.object.setInt.count <= 3 }),
        ("(object.setInt.@count >= %@)", [3], 1, { $0.object.setInt.count >= 3 }),
        ("(object.setInt.@count >= %@)", [4], 0, { $0.object.setInt.count >= 4 }),
        ("(object.setInt8.@count == %@)", [3], 1, { $0.object.setInt8.count == 3 }),
        ("(object.setInt8.@count == %@)", [0], 0, { $0.object.setInt8.count == 0 }),
        ("(object.setInt8.@count != %@)", [3], 0, { $0.object.setInt8.count != 3 }),
        ("(object.setInt8.@count != %@)", [2], 1, { $0.object.setInt8.count != 2 }),
        ("(object.setInt8.@count < %@)", [3], 0, { $0.object.setInt8.count < 3 }),
        ("(object.setInt8.@count < %@)", [4], 1, { $0.object.setInt8.count < 4 }),
        ("(object.setInt8.@count > %@)", [2], 1, { $0.object.setInt8.count > 2 }),
        ("(object.setInt8.@count > %@)", [3], 0, { $0.object.setInt8.count > 3 }),
        ("(object.setInt8.@count <= %@)", [2], 0, { $0.object.setInt8.count <= 2 }),
        ("(object.setInt8.@count <= %@)", [3], 1, { $0.object.setInt8.count <= 3 }),
        ("(object.setInt8.@count >= %@)", [3], 1, { $0.object.setInt8.count >= 3 }),
        ("(object.setInt8.@count >= %@)", [4], 0, { $0.object.setInt8.count >= 4 }),
        ("(object.setInt16.@count == %@)", [3], 1, { $0.object.setInt16.count == 3 }),
        ("(object.setInt16.@count == %@)", [0], 0, { $0.object.setInt16.count == 0 }),
        ("(object.setInt16.@count != %@)", [3], 0, { $0.object.setInt16.count != 3 }),
        ("(object.setInt16.@count != %@)", [2], 1, { $0.object.setInt16.count != 2 }),
        ("(object.setInt16.@count < %@)", [3], 0, { $0.object.setInt16.count < 3 }),
        ("(object.setInt16.@count < %@)", [4], 1, { $0.object.setInt16.count < 4 }),
        ("(object.setInt16.@count > %@)", [2], 1, { $0.object.setInt16.count > 2 }),
        ("(object.setInt16.@count > %@)", [3], 0, { $0.object.setInt16.count > 3 }),
        ("(object.setInt16.@count <= %@)", [2], 0, { $0.object.setInt16.count <= 2 }),
        ("(object.setInt16.@count <= %@)", [3], 1, { $0.object.setInt16.count <= 3 }),
        ("(object.setInt16.@count >= %@)", [3], 1, { $0.object.setInt16.count >= 3 }),
        ("(object.setInt16.@count >= %@)", [4], 0, { $0.object.setInt16.count >= 4 }),
        ("(object.setInt32.@count == %@)", [3], 1, { $0.object.setInt32.count == 3 }),
        ("(object.setInt32.@count == %@)", [0], 0, { $0.object.setInt32.count == 0 }),
        ("(object.setInt32.@count != %@)", [3], 0, { $0.object.setInt32.count != 3 }),
        ("(object.setInt32.@count != %@)", [2], 1, { $0.object.setInt32.count != 2 }),
        ("(object.setInt32.@count < %@)", [3], 0, { $0.object.setInt32.count < 3 }),
        ("(object.setInt32.@count < %@)", [4], 1, { $0.object.setInt32.count < 4 }),
        ("(object.setInt32.@count > %@)", [2], 1, { $0.object.setInt32.count > 2 }),
        ("(object.setInt32.@count > %@)", [3], 0, { $0.object.setInt32.count > 3 }),
        ("(object.setInt32.@count <= %@)", [2], 0, { $0.object.setInt32.count <= 2 }),
        ("(object.setInt32.@count <= %@)", [3], 1, { $0.object.setInt32.count <= 3 }),
        ("(object.setInt32.@count >= %@)", [3], 1, { $0.object.setInt32.count >= 3 }),
        ("(object.setInt32.@count >= %@)", [4], 0, { $0.object.setInt32.count >= 4 }),
        ("(object.setInt64.@count == %@)", [3], 1, { $0.object.setInt64.count == 3 }),
        ("(object.setInt64.@count == %@)", [0], 0, { $0.object.setInt64.count == 0 }),
        ("(object.setInt64.@count != %@)", [3], 0, { $0.object.setInt64.count != 3 }),
        ("(object.setInt64.@count != %@)", [2], 1, { $0.object.setInt64.count != 2 }),
        ("(object.setInt64.@count < %@)", [3], 0, { $0.object.setInt64.count < 3 }),
        ("(object.setInt64.@count < %@)", [4], 1, { $0.object.setInt64.count < 4 }),
        ("(object.setInt64.@count > %@)", [2], 1, { $0.object.setInt64.count > 2 }),
        ("(object.setInt64.@count > %@)", [3], 0, { $0.object.setInt64.count > 3 }),
        ("(object.setInt64.@count <= %@)", [2], 0, { $0.object.setInt64.count <= 2 }),
        ("(object.setInt64.@count <= %@)", [3], 1, { $0.object.setInt64.count <= 3 }),
        ("(object.setInt64.@count >= %@)", [3], 1, { $0.object.setInt64.count >= 3 }),
        ("(object.setInt64.@count >= %@)", [4], 0, { $0.object.setInt64.count >= 4 }),
        ("(object.setFloat.@count == %@)", [3], 1, { $0.object.setFloat.count == 3 }),
        ("(object.setFloat.@count == %@)", [0], 0, { $0.object.setFloat.count == 0 }),
        ("(object.setFloat.@count != %@)", [3], 0, { $0.object.setFloat.count != 3 }),
        ("(object.setFloat.@count != %@)", [2], 1, { $0.object.setFloat.count != 2 }),
        ("(object.setFloat.@count < %@)", [3], 0, { $0.object.setFloat.count < 3 }),
        ("(object.setFloat.@count < %@)", [4], 1, { $0.object.setFloat.count < 4 }),
        ("(object.setFloat.@count > %@)", [2], 1, { $0.object.setFloat.count > 2 }),
        ("(object.setFloat.@count > %@)", [3], 0, { $0.object.setFloat.count > 3 }),
        ("(object.setFloat.@count <= %@)", [2], 0, { $0.object.setFloat.count <= 2 }),
        ("(object.setFloat.@count <= %@)", [3], 1, { $0.object.setFloat.count <= 3 }),
        ("(object.setFloat.@count >= %@)", [3], 1, { $0.object.setFloat.count >= 3 }),
        ("(object.setFloat.@count >= %@)", [4], 0, { $0.object.setFloat.count >= 4 }),
        ("(object.setDouble.@count == %@)", [3], 1, { $0.object.setDouble.count == 3 }),
        ("(object.setDouble.@count == %@)", [0], 0, { $0.object.setDouble.count == 0 }),
        ("(object.setDouble.@count != %@)", [3], 0, { $0.object.setDouble.count != 3 }),
        ("(object.setDouble.@count != %@)", [2], 1, { $0.object.setDouble.count != 2 }),
        ("(object.setDouble.@count < %@)", [3], 0, { $0.object.setDouble.count < 3 }),
        ("(object.setDouble.@count < %@)", [4], 1, { $0.object.setDouble.count < 4 }),
        ("(object.setDouble.@count > %@)", [2], 1, { $0.object.setDouble.count > 2 }),
        ("(object.setDouble.@count > %@)", [3], 0, { $0.object.setDouble.count > 3 }),
        ("(object.setDouble.@count <= %@)", [2], 0, { $0.object.setDouble.count <= 2 }),
        ("(object.setDouble.@count <= %@)", [3], 1, { $0.object.setDouble.count <= 3 }),
        ("(object.setDouble.@count >= %@)", [3], 1, { $0.object.setDouble.count >= 3 }),
        ("(object.setDouble.@count >= %@)", [4], 0, { $0.object.setDouble.count >= 4 }),
        ("(object.setString.@count == %@)", [3], 1, { $0.object.setString.count == 3 }),
        ("(object.setString.@count == %@)", [0], 0, { $0.object.setString.count == 0 }),
        ("(object.setString.@count != %@)", [3], 0, { $0.object.setString.count != 3 }),
        ("(object.setString.@count != %@)", [2], 1, { $0.object.setString.count != 2 }),
        ("(object.setString.@count < %@)", [3], 0, { $0.object.setString.count < 3 }),
        ("(object.setString.@count < %@)", [4], 1, { $0.object.setString.count < 4 }),
        ("(object.setString.@count > %@)", [2], 1, { $0.object.setString.count > 2 }),
        ("(object.setString.@count > %@)", [3], 0, { $0.object.setString.count > 3 }),
        ("(object.setString.@count <= %@)", [2], 0, { $0.object.setString.count <= 2 }),
        ("(object.setString.@count <= %@)", [3], 1, { $0.object.setString.count <= 3 }),
        ("(object.setString.@count >= %@)", [3], 1, { $0.object.setString.count >= 3 }),
        ("(object.setString.@count >= %@)", [4], 0, { $0.object.setString.count >= 4 }),
        ("(object.setIntOpt.@count == %@)", [3], 1, { $0.object.setIntOpt.count == 3 }),
        ("(object.setIntOpt.@count == %@)", [0], 0, { $0.object.setIntOpt.count == 0 }),
        ("(object.setIntOpt.@count != %@)", [3], 0, { $0.object.setIntOpt.count != 3 }),
        ("(object.setIntOpt.@count != %@)", [2], 1, { $0.object.setIntOpt.count != 2 }),
        ("(object.setIntOpt.@count < %@)", [3], 0, { $0.object.setIntOpt.count < 3 }),
        ("(object.setIntOpt.@count < %@)", [4], 1, { $0.object.setIntOpt.count < 4 }),
        ("(object.setIntOpt.@count > %@)", [2], 1, { $0.object.setIntOpt.count > 2 }),
        ("(object.setIntOpt.@count > %@)", [3], 0, { $0.object.setIntOpt.count > 3 }),
        ("(object.setIntOpt.@count <= %@)", [2], 0, { $0.object.setIntOpt.count <= 2 }),
        ("(object.setIntOpt.@count <= %@)", [3], 1, { $0.object.setIntOpt.count <= 3 }),
        ("(object.setIntOpt.@count >= %@)", [3], 1, { $0.object.setIntOpt.count >= 3 }),
        ("(object.setIntOpt.@count >= %@)", [4], 0, { $0.object.setIntOpt.count >= 4 }),
        ("(object.setInt8Opt.@count == %@)", [3], 1, { $0.object.setInt8Opt.count == 3 }),
        ("(object.setInt8Opt.@count == %@)", [0], 0, { $0.object.setInt8Opt.count == 0 }),
        ("(object.setInt8Opt.@count != %@)", [3], 0, { $0.object.setInt8Opt.count != 3 }),
        ("(object.setInt8Opt.@count != %@)", [2], 1, { $0.object.setInt8Opt.count != 2 }),
        ("(object.setInt8Opt.@count < %@)", [3], 0, { $0.object.setInt8Opt.count < 3 }),
        ("(object.setInt8Opt.@count < %@)", [4], 1, { $0.object.setInt8Opt.count < 4 }),
        ("(object.setInt8Opt.@count > %@)", [2], 1, { $0.object.setInt8Opt.count > 2 }),
        ("(object.setInt8Opt.@count > %@)", [3], 0, { $0.object.setInt8Opt.count > 3 }),
        ("(object.setInt8Opt.@count <= %@)", [2], 0, { $0.object.setInt8Opt.count <= 2 }),
        ("(object.setInt8Opt.@count <= %@)", [3], 1, { $0.object.setInt8Opt.count <= 3 }),
        ("(object.setInt8Opt.@count >= %@)", [3], 1, { $0.object.setInt8Opt.count >= 3 }),
        ("(object.setInt8Opt.@count >= %@)", [4], 0, { $0.object.setInt8Opt.count >= 4 }),
        ("(object.setInt16Opt.@count == %@)", [3], 1, { $0.object.setInt16Opt.count == 3 }),
        ("(object.setInt16Opt.@count == %@)", [0], 0, { $0.object.setInt16Opt.count == 0 }),
        ("(object.setInt16Opt.@count != %@)", [3], 0, { $0.object.setInt16Opt.count != 3 }),
        ("(object.setInt16Opt.@count != %@)", [2], 1, { $0.object.setInt16Opt.count != 2 }),
        ("(object.setInt16Opt.@count < %@)", [3], 0, { $0.object.setInt16Opt.count < 3 }),
        ("(object.setInt16Opt.@count < %@)", [4], 1, { $0.object.setInt16Opt.count < 4 }),
        ("(object.setInt16Opt.@count > %@)", [2], 1, { $0.object.setInt16Opt.count > 2 }),
        ("(object.setInt16Opt.@count > %@)", [3], 0, { $0.object.setInt16Opt.count > 3 }),
        ("(object.setInt16Opt.@count <= %@)", [2], 0, { $0.object.setInt16Opt.count <= 2 }),
        ("(object.setInt16Opt.@count <= %@)", [3], 1, { $0.object.setInt16Opt.count <= 3 }),
        ("(object.setInt16Opt.@count >= %@)", [3], 1, { $0.object.setInt16Opt.count >= 3 }),
        ("(object.setInt16Opt.@count >= %@)", [4], 0, { $0.object.setInt16Opt.count >= 4 }),
        ("(object.setInt32Opt.@count == %@)", [3], 1, { $0.object.setInt32Opt.count == 3 }),
        ("(object.setInt32Opt.@count == %@)", [0], 0, { $0.object.setInt32Opt.count == 0 }),
        ("(object.setInt32Opt.@count != %@)", [3], 0, { $0.object.setInt32Opt.count != 3 }),
        ("(object.setInt32Opt.@count != %@)", [2], 1, { $0.object.setInt32Opt.count != 2 }),
        ("(object.setInt32Opt.@count < %@)", [3], 0, { $0.object.setInt32Opt.count < 3 }),
        ("(object.setInt32Opt.@count < %@)", [4], 1, { $0.object.setInt32Opt.count < 4 }),
        ("(object.setInt32Opt.@count > %@)", [2], 1, { $0.object.setInt32Opt.count > 2 }),
        ("(object.setInt32Opt.@count > %@)", [3], 0, { $0.object.setInt32Opt.count > 3 }),
        ("(object.setInt32Opt.@count <= %@)", [2], 0, { $0.object.setInt32Opt.count <= 2 }),
        ("(object.setInt32Opt.@count <= %@)", [3], 1, { $0.object.setInt32Opt.count <= 3 }),
        ("(object.setInt32Opt.@count >= %@)", [3], 1, { $0.object.setInt32Opt.count >= 3 }),
        ("(object.setInt32Opt.@count >= %@)", [4], 0, { $0.object.setInt32Opt.count >= 4 }),
        ("(object.setInt64Opt.@count == %@)", [3], 1, { $0.object.setInt64Opt.count == 3 }),
        ("(object.setInt64Opt.@count == %@)", [0], 0, { $0.object.setInt64Opt.count == 0 }),
        ("(object.setInt64Opt.@count != %@)", [3], 0, { $0.object.setInt64Opt.count != 3 }),
        ("(object.setInt64Opt.@count != %@)", [2], 1, { $0.object.setInt64Opt.count != 2 }),
        ("(object.setInt64Opt.@count < %@)", [3], 0, { $0.object.setInt64Opt.count < 3 }),
        ("(object.setInt64Opt.@count < %@)", [4], 1, { $0.object.setInt64Opt.count < 4 }),
        ("(object.setInt64Opt.@count > %@)", [2], 1, { $0.object.setInt64Opt.count > 2 }),
        ("(object.setInt64Opt.@count > %@)", [3], 0, { $0.object.setInt64Opt.count > 3 }),
        ("(object.setInt64Opt.@count <= %@)", [2], 0, { $0.object.setInt64Opt.count <= 2 }),
        ("(object.setInt64Opt.@count <= %@)", [3], 1, { $0.object.setInt64Opt.count <= 3 }),
        ("(object.setInt64Opt.@count >= %@)", [3], 1, { $0.object.setInt64Opt.count >= 3 }),
        ("(object.setInt64Opt.@count >= %@)", [4], 0, { $0.object.setInt64Opt.count >= 4 }),
        ("(object.setFloatOpt.@count == %@)", [3], 1, { $0.object.setFloatOpt.count == 3 }),
        ("(object.setFloatOpt.@count == %@)", [0], 0, { $0.object.setFloatOpt.count == 0 }),
        ("(object.setFloatOpt.@count != %@)", [3], 0, { $0.object.setFloatOpt.count != 3 }),
        ("(object.setFloatOpt.@count != %@)", [2], 1, { $0.object.setFloatOpt.count != 2 }),
        ("(object.setFloatOpt.@count < %@)", [3], 0, { $0.object.setFloatOpt.count < 3 }),
        ("(object.setFloatOpt.@count < %@)", [4], 1, { $0.object.setFloatOpt.count < 4 }),
        ("(object.setFloatOpt.@count > %@)", [2], 1, { $0.object.setFloatOpt.count > 2 }),
        ("(object.setFloatOpt.@count > %@)", [3], 0, { $0.object.setFloatOpt.count > 3 }),
        ("(object.setFloatOpt.@count <= %@)", [2], 0, { $0.object.setFloatOpt.count <= 2 }),
        ("(object.setFloatOpt.@count <= %@)", [3], 1, { $0.object.setFloatOpt.count <= 3 }),
        ("(object.setFloatOpt.@count >= %@)", [3], 1, { $0.object.setFloatOpt.count >= 3 }),
        ("(object.setFloatOpt.@count >= %@)", [4], 0, { $0.object.setFloatOpt.count >= 4 }),
        ("(object.setDoubleOpt.@count == %@)", [3], 1, { $0.object.setDoubleOpt.count == 3 }),
        ("(object.setDoubleOpt.@count == %@)", [0], 0, { $0.object.setDoubleOpt.count == 0 }),
        ("(object.setDoubleOpt.@count != %@)", [3], 0, { $0.object.setDoubleOpt.count != 3 }),
        ("(object.setDoubleOpt.@count != %@)", [2], 1, { $0.object.setDoubleOpt.count != 2 }),
        ("(object.setDoubleOpt.@count < %@)", [3], 0, { $0.object.setDoubleOpt.count < 3 }),
        ("(object.setDoubleOpt.@count < %@)", [4], 1, { $0.object.setDoubleOpt.count < 4 }),
        ("(object.setDoubleOpt.@count > %@)", [2], 1, { $0.object.setDoubleOpt.count > 2 }),
        ("(object.setDoubleOpt.@count > %@)", [3], 0, { $0.object.setDoubleOpt.count > 3 }),
        ("(object.setDoubleOpt.@count <= %@)", [2], 0, { $0.object.setDoubleOpt.count <= 2 }),
        ("(object.setDoubleOpt.@count <= %@)", [3], 1, { $0.object.setDoubleOpt.count <= 3 }),
        ("(object.setDoubleOpt.@count >= %@)", [3], 1, { $0.object.setDoubleOpt.count >= 3 }),
        ("(object.setDoubleOpt.@count >= %@)", [4], 0, { $0.object.setDoubleOpt.count >= 4 }),
        ("(object.setStringOpt.@count == %@)", [3], 1, { $0.object.setStringOpt.count == 3 }),
        ("(object.setStringOpt.@count == %@)", [0], 0, { $0.object.setStringOpt.count == 0 }),
        ("(object.setStringOpt.@count != %@)", [3], 0, { $0.object.setStringOpt.count != 3 }),
        ("(object.setStringOpt.@count != %@)", [2], 1, { $0.object.setStringOpt.count != 2 }),
        ("(object.setStringOpt.@count < %@)", [3], 0, { $0.object.setStringOpt.count < 3 }),
        ("(object.setStringOpt.@count < %@)", [4], 1, { $0.object.setStringOpt.count < 4 }),
        ("(object.setStringOpt.@count > %@)", [2], 1, { $0.object.setStringOpt.count > 2 }),
        ("(object.setStringOpt.@count > %@)", [3], 0, { $0.object.setStringOpt.count > 3 }),
        ("(object.setStringOpt.@count <= %@)", [2], 0, { $0.object.setStringOpt.count <= 2 }),
        ("(object.setStringOpt.@count <= %@)", [3], 1, { $0.object.setStringOpt.count <= 3 }),
        ("(object.setStringOpt.@count >= %@)", [3], 1, { $0.object.setStringOpt.count >= 3 }),
        ("(object.setStringOpt.@count >= %@)", [4], 0, { $0.object.setStringOpt.count >= 4 }),
        ("(object.mapInt.@count == %@)", [3], 1, { $0.object.mapInt.count == 3 }),
        ("(object.mapInt.@count == %@)", [0], 0, { $0.object.mapInt.count == 0 }),
        ("(object.mapInt.@count != %@)", [3], 0, { $0.object.mapInt.count != 3 }),
        ("(object.mapInt.@count != %@)", [2], 1, { $0.object.mapInt.count != 2 }),
        ("(object.mapInt.@count < %@)", [3], 0, { $0.object.mapInt.count < 3 }),
        ("(object.mapInt.@count < %@)", [4], 1, { $0.object.mapInt.count < 4 }),
        ("(object.mapInt.@count > %@)", [2], 1, { $0.object.mapInt.count > 2 }),
        ("(object.mapInt.@count > %@)", [3], 0, { $0.object.mapInt.count > 3 }),
        ("(object.mapInt.@count <= %@)", [2], 0, { $0.object.mapInt.count <= 2 }),
        ("(object.mapInt.@count <= %@)", [3], 1, { $0.object.mapInt.count <= 3 }),
        ("(object.mapInt.@count >= %@)", [3], 1, { $0.object.mapInt.count >= 3 }),
        ("(object.mapInt.@count >= %@)", [4], 0, { $0.object.mapInt.count >= 4 }),
        ("(object.mapInt8.@count == %@)", [3], 1, { $0.object.mapInt8.count == 3 }),
        ("(object.mapInt8.@count == %@)", [0], 0, { $0.object.mapInt8.count == 0 }),
        ("(object.mapInt8.@count != %@)", [3], 0, { $0.object.mapInt8.count != 3 }),
        ("(object.mapInt8.@count != %@)", [2], 1, { $0.object.mapInt8.count != 2 }),
        ("(object.mapInt8.@count < %@)", [3], 0, { $0.object.mapInt8.count < 3 }),
        ("(object.mapInt8.@count < %@)", [4], 1, { $0.object.mapInt8.count < 4 }),
        ("(object.mapInt8.@count > %@)", [2], 1, { $0.object.mapInt8.count > 2 }),
        ("(object.mapInt8.@count > %@)", [3], 0, { $0.object.mapInt8.count > 3 }),
        ("(object.mapInt8.@count <= %@)", [2], 0, { $0.object.mapInt8.count <= 2 }),
        ("(object.mapInt8.@count <= %@)", [3], 1, { $0.object.mapInt8.count <= 3 }),
        ("(object.mapInt8.@count >= %@)", [3], 1, { $0.object.mapInt8.count >= 3 }),
        ("(object.mapInt8.@count >= %@)", [4], 0, { $0.object.mapInt8.count >= 4 }),
        ("(object.mapInt16.@count == %@)", [3], 1, { $0.object.mapInt16.count == 3 }),
        ("(object.mapInt16.@count == %@)", [0], 0, { $0.object.mapInt16.count == 0 }),
        ("(object.mapInt16.@count != %@)", [3], 0, { $0.object.mapInt16.count != 3 }),
        ("(object.mapInt16.@count != %@)", [2], 1, { $0.object.mapInt16.count != 2 }),
        ("(object.mapInt16.@count < %@)", [3], 0, { $0.object.mapInt16.count < 3 }),
        ("(object.mapInt16.@count < %@)", [4], 1, { $0.object.mapInt16.count < 4 }),
        ("(object.mapInt16.@count > %@)", [2], 1, { $0.object.mapInt16.count > 2 }),
        ("(object.mapInt16.@count > %@)", [3], 0, { $0.object.mapInt16.count > 3 }),
        ("(object.mapInt16.@count <= %@)", [2], 0, { $0.object.mapInt16.count <= 2 }),
        ("(object.mapInt16.@count <= %@)", [3], 1, { $0.object.mapInt16.count <= 3 }),
        ("(object.mapInt16.@count >= %@)", [3], 1, { $0.object.mapInt16.count >= 3 }),
        ("(object.mapInt16.@count >= %@)", [4], 0, { $0.object.mapInt16.count >= 4 }),
        ("(object.mapInt32.@count == %@)", [3], 1, { $0.object.mapInt32.count == 3 }),
        ("(object.mapInt32.@count == %@)", [0], 0, { $0.object.mapInt32.count == 0 }),
        ("(object.mapInt32.@count != %@)", [3], 0, { $0.object.mapInt32.count != 3 }),
        ("(object.mapInt32.@count != %@)", [2], 1, { $0.object.mapInt32.count != 2 }),
        ("(object.mapInt32.@count < %@)", [3], 0, { $0.object.mapInt32.count < 3 }),
        ("(object.mapInt32.@count < %@)", [4], 1, { $0.object.mapInt32.count < 4 }),
        ("(object.mapInt32.@count > %@)", [2], 1, { $0.object.mapInt32.count > 2 }),
        ("(object.mapInt32.@count > %@)", [3], 0, { $0.object.mapInt32.count > 3 }),
        ("(object.mapInt32.@count <= %@)", [2], 0, { $0.object.mapInt32.count <= 2 }),
        ("(object.mapInt32.@count <= %@)", [3], 1, { $0.object.mapInt32.count <= 3 }),
        ("(object.mapInt32.@count >= %@)", [3], 1, { $0.object.mapInt32.count >= 3 }),
        ("(object.mapInt32.@count >= %@)", [4], 0, { $0.object.mapInt32.count >= 4 }),
        ("(object.mapInt64.@count == %@)", [3], 1, { $0.object.mapInt64.count == 3 }),
        ("(object.mapInt64.@count == %@)", [0], 0, { $0.object.mapInt64.count == 0 }),
        ("(object.mapInt64.@count != %@)", [3], 0, { $0.object.mapInt64.count != 3 }),
        ("(object.mapInt64.@count != %@)", [2], 1, { $0.object.mapInt64.count != 2 }),
        ("(object.mapInt64.@count < %@)", [3], 0, { $0.object.mapInt64.count < 3 }),
        ("(object.mapInt64.@count < %@)", [4], 1, { $0.object.mapInt64.count < 4 }),
        ("(object.mapInt64.@count > %@)", [2], 1, { $0.object.mapInt64.count > 2 }),
        ("(object.mapInt64.@count > %@)", [3], 0, { $0.object.mapInt64.count > 3 }),
        ("(object.mapInt64.@count <= %@)", [2], 0, { $0.object.mapInt64.count <= 2 }),
        ("(object.mapInt64.@count <= %@)", [3], 1, { $0.object.mapInt64.count <= 3 }),
        ("(object.mapInt64.@count >= %@)", [3], 1, { $0.object.mapInt64.count >= 3 }),
        ("(object.mapInt64.@count >= %@)", [4], 0, { $0.object.mapInt64.count >= 4 }),
        ("(object.mapFloat.@count == %@)", [3], 1, { $0.object.mapFloat.count == 3 }),
        ("(object.mapFloat.@count == %@)", [0], 0, { $0.object.mapFloat.count == 0 }),
        ("(object.mapFloat.@count != %@)", [3], 0, { $0.object.mapFloat.count != 3 }),
        ("(object.mapFloat.@count != %@)", [2], 1, { $0.object.mapFloat.count != 2 }),
        ("(object.mapFloat.@count < %@)", [3], 0, { $0.object.mapFloat.count < 3 }),
        ("(object.mapFloat.@count < %@)", [4], 1, { $0.object.mapFloat.count < 4 }),
        ("(object.mapFloat.@count > %@)", [2], 1, { $0.object.mapFloat.count > 2 }),
        ("(object.mapFloat.@count > %@)", [3], 0, { $0.object.mapFloat.count > 3 }),
        ("(object.mapFloat.@count <= %@)", [2], 0, { $0.object.mapFloat.count <= 2 }),
        ("(object.mapFloat.@count <= %@)", [3], 1, { $0.object.mapFloat.count <= 3 }),
        ("(object.mapFloat.@count >= %@)", [3], 1, { $0.object.mapFloat.count >= 3 }),
        ("(object.mapFloat.@count >= %@)", [4], 0, { $0.object.mapFloat.count >= 4 }),
        ("(object.mapDouble.@count == %@)", [3], 1, { $0.object.mapDouble.count == 3 }),
        ("(object.mapDouble.@count == %@)", [0], 0, { $0.object.mapDouble.count == 0 }),
        ("(object.mapDouble.@count != %@)", [3], 0, { $0.object.mapDouble.count != 3 }),
        ("(object.mapDouble.@count != %@)", [2], 1, { $0.object.mapDouble.count != 2 }),
        ("(object.mapDouble.@count < %@)", [3], 0, { $0.object.mapDouble.count < 3 }),
        ("(object.mapDouble.@count < %@)", [4], 1, { $0.object.mapDouble.count < 4 }),
        ("(object.mapDouble.@count > %@)", [2], 1, { $0.object.mapDouble.count > 2 }),
        ("(object.mapDouble.@count > %@)", [3], 0, { $0.object.mapDouble.count > 3 }),
        ("(object.mapDouble.@count <= %@)", [2], 0, { $0.object.mapDouble.count <= 2 }),
        ("(object.mapDouble.@count <= %@)", [3], 1, { $0.object.mapDouble.count <= 3 }),
        ("(object.mapDouble.@count >= %@)", [3], 1, { $0.object.mapDouble.count >= 3 }),
        ("(object.mapDouble.@count >= %@)", [4], 0, { $0.object.mapDouble.count >= 4 }),
        ("(object.mapString.@count == %@)", [3], 1, { $0.object.mapString.count == 3 }),
        ("(object.mapString.@count == %@)", [0], 0, { $0.object.mapString.count == 0 }),
        ("(object.mapString.@count != %@)", [3], 0, { $0.object.mapString.count != 3 }),
        ("(object.mapString.@count != %@)", [2], 1, { $0.object.mapString.count != 2 }),
        ("(object.mapString.@count < %@)", [3], 0, { $0.object.mapString.count < 3 }),
        ("(object.mapString.@count < %@)", [4], 1, { $0.object.mapString.count < 4 }),
        ("(object.mapString.@count > %@)", [2], 1, { $0.object.mapString.count > 2 }),
        ("(object.mapString.@count > %@)", [3], 0, { $0.object.mapString.count > 3 }),
        ("(object.mapString.@count <= %@)", [2], 0, { $0.object.mapString.count <= 2 }),
        ("(object.mapString.@count <= %@)", [3], 1, { $0.object.mapString.count <= 3 }),
        ("(object.mapString.@count >= %@)", [3], 1, { $0.object.mapString.count >= 3 }),
        ("(object.mapString.@count >= %@)", [4], 0, { $0.object.mapString.count >= 4 }),
        ("(object.mapIntOpt.@count == %@)", [3], 1, { $0.object.mapIntOpt.count == 3 }),
        ("(object.mapIntOpt.@count == %@)", [0], 0, { $0.object.mapIntOpt.count == 0 }),
        ("(object.mapIntOpt.@count != %@)", [3], 0, { $0.object.mapIntOpt.count != 3 }),
        ("(object.mapIntOpt.@count != %@)", [2], 1, { $0.object.mapIntOpt.count != 2 }),
        ("(object.mapIntOpt.@count < %@)", [3], 0, { $0.object.mapIntOpt.count < 3 }),
        ("(object.mapIntOpt.@count < %@)", [4], 1, { $0.object.mapIntOpt.count < 4 }),
        ("(object.mapIntOpt.@count > %@)", [2], 1, { $0.object.mapIntOpt.count > 2 }),
        ("(object.mapIntOpt.@count > %@)", [3], 0, { $0.object.mapIntOpt.count > 3 }),
        ("(object.mapIntOpt.@count <= %@)", [2], 0, { $0.object.mapIntOpt.count <= 2 }),
        ("(object.mapIntOpt.@count <= %@)", [3], 1, { $0.object.mapIntOpt.count <= 3 }),
        ("(object.mapIntOpt.@count >= %@)", [3], 1, { $0.object.mapIntOpt.count >= 3 }),
        ("(object.mapIntOpt.@count >= %@)", [4], 0, { $0.object.mapIntOpt.count >= 4 }),
        ("(object.mapInt8Opt.@count == %@)", [3], 1, { $0.object.mapInt8Opt.count == 3 }),
        ("(object.mapInt8Opt.@count == %@)", [0], 0, { $0.object.mapInt8Opt.count == 0 }),
        ("(object.mapInt8Opt.@count != %@)", [3], 0, { $0.object.mapInt8Opt.count != 3 }),
        ("(object.mapInt8Opt.@count != %@)", [2], 1, { $0.object.mapInt8Opt.count != 2 }),
        ("(object.mapInt8Opt.@count < %@)", [3], 0, { $0.object.mapInt8Opt.count < 3 }),
        ("(object.mapInt8Opt.@count < %@)", [4], 1, { $0.object.mapInt8Opt.count < 4 }),
        ("(object.mapInt8Opt.@count > %@)", [2], 1, { $0.object.mapInt8Opt.count > 2 }),
        ("(object.mapInt8Opt.@count > %@)", [3], 0, { $0.object.mapInt8Opt.count > 3 }),
        ("(object.mapInt8Opt.@count <= %@)", [2], 0, { $0.object.mapInt8Opt.count <= 2 }),
        ("(object.mapInt8Opt.@count <= %@)", [3], 1, { $0.object.mapInt8Opt.count <= 3 }),
        ("(object.mapInt8Opt.@count >= %@)", [3], 1, { $0.object.mapInt8Opt.count >= 3 }),
        ("(object.mapInt8Opt.@count >= %@)", [4], 0, { $0.object.mapInt8Opt.count >= 4 }),
        ("(object.mapInt16Opt.@count == %@)", [3], 1, { $0.object.mapInt16Opt.count == 3 }),
        ("(object.mapInt16Opt.@count == %@)", [0], 0, { $0.object.mapInt16Opt.count == 0 }),
        ("(object.mapInt16Opt.@count != %@)", [3], 0, { $0.object.mapInt16Opt.count != 3 }),
        ("(object.mapInt16Opt.@count != %@)", [2], 1, { $0.object.mapInt16Opt.count != 2 }),
        ("(object.mapInt16Opt.@count < %@)", [3], 0, { $0.object.mapInt16Opt.count < 3 }),
        ("(object.mapInt16Opt.@count < %@)", [4], 1, { $0.object.mapInt16Opt.count < 4 }),
        ("(object.mapInt16Opt.@count > %@)", [2], 1, { $0.object.mapInt16Opt.count > 2 }),
        ("(object.mapInt16Opt.@count > %@)", [3], 0, { $0.object.mapInt16Opt.count > 3 }),
        ("(object.mapInt16Opt.@count <= %@)", [2], 0, { $0.object.mapInt16Opt.count <= 2 }),
        ("(object.mapInt16Opt.@count <= %@)", [3], 1, { $0.object.mapInt16Opt.count <= 3 }),
        ("(object.mapInt16Opt.@count >= %@)", [3], 1, { $0.object.mapInt16Opt.count >= 3 }),
        ("(object.mapInt16Opt.@count >= %@)", [4], 0, { $0.object.mapInt16Opt.count >= 4 }),
        ("(object.mapInt32Opt.@count == %@)", [3], 1, { $0.object.mapInt32Opt.count == 3 }),
        ("(object.mapInt32Opt.@count == %@)", [0], 0, { $0.object.mapInt32Opt.count == 0 }),
        ("(object.mapInt32Opt.@count != %@)", [3], 0, { $0.object.mapInt32Opt.count != 3 }),
        ("(object.mapInt32Opt.@count != %@)", [2], 1, { $0.object.mapInt32Opt.count != 2 }),
        ("(object.mapInt32Opt.@count < %@)", [3], 0, { $0.object.mapInt32Opt.count < 3 }),
        ("(object.mapInt32Opt.@count < %@)", [4], 1, { $0.object.mapInt32Opt.count < 4 }),
        ("(object.mapInt32Opt.@count > %@)", [2], 1, { $0.object.mapInt32Opt.count > 2 }),
        ("(object.mapInt32Opt.@count > %@)", [3], 0, { $0.object.mapInt32Opt.count > 3 }),
        ("(object.mapInt32Opt.@count <= %@)", [2], 0, { $0.object.mapInt32Opt.count <= 2 }),
        ("(object.mapInt32Opt.@count <= %@)", [3], 1, { $0.object.mapInt32Opt.count <= 3 }),
        ("(object.mapInt32Opt.@count >= %@)", [3], 1, { $0.object.mapInt32Opt.count >= 3 }),
        ("(object.mapInt32Opt.@count >= %@)", [4], 0, { $0.object.mapInt32Opt.count >= 4 }),
        ("(object.mapInt64Opt.@count == %@)", [3], 1, { $0.object.mapInt64Opt.count == 3 }),
        ("(object.mapInt64Opt.@count == %@)", [0], 0, { $0.object.mapInt64Opt.count == 0 }),
        ("(object.mapInt64Opt.@count != %@)", [3], 0, { $0.object.mapInt64Opt.count != 3 }),
        ("(object.mapInt64Opt.@count != %@)", [2], 1, { $0.object.mapInt64Opt.count != 2 }),
        ("(object.mapInt64Opt.@count < %@)", [3], 0, { $0.object.mapInt64Opt.count < 3 }),
        ("(object.mapInt64Opt.@count < %@)", [4], 1, { $0.object.mapInt64Opt.count < 4 }),
        ("(object.mapInt64Opt.@count > %@)", [2], 1, { $0.object.mapInt64Opt.count > 2 }),
        ("(object.mapInt64Opt.@count > %@)", [3], 0, { $0.object.mapInt64Opt.count > 3 }),
        ("(object.mapInt64Opt.@count <= %@)", [2], 0, { $0.object.mapInt64Opt.count <= 2 }),
        ("(object.mapInt64Opt.@count <= %@)", [3], 1, { $0.object.mapInt64Opt.count <= 3 }),
        ("(object.mapInt64Opt.@count >= %@)", [3], 1, { $0.object.mapInt64Opt.count >= 3 }),
        ("(object.mapInt64Opt.@count >= %@)", [4], 0, { $0.object.mapInt64Opt.count >= 4 }),
        ("(object.mapFloatOpt.@count == %@)", [3], 1, { $0.object.mapFloatOpt.count == 3 }),
        ("(object.mapFloatOpt.@count == %@)", [0], 0, { $0.object.mapFloatOpt.count == 0 }),
        ("(object.mapFloatOpt.@count != %@)", [3], 0, { $0.object.mapFloatOpt.count != 3 }),
        ("(object.mapFloatOpt.@count != %@)", [2], 1, { $0.object.mapFloatOpt.count != 2 }),
        ("(object.mapFloatOpt.@count < %@)", [3], 0, { $0.object.mapFloatOpt.count < 3 }),
        ("(object.mapFloatOpt.@count < %@)", [4], 1, { $0.object.mapFloatOpt.count < 4 }),
        ("(object.mapFloatOpt.@count > %@)", [2], 1, { $0.object.mapFloatOpt.count > 2 }),
        ("(object.mapFloatOpt.@count > %@)", [3], 0, { $0.object.mapFloatOpt.count > 3 }),
        ("(object.mapFloatOpt.@count <= %@)", [2], 0, { $0.object.mapFloatOpt.count <= 2 }),
        ("(object.mapFloatOpt.@count <= %@)", [3], 1, { $0.object.mapFloatOpt.count <= 3 }),
        ("(object.mapFloatOpt.@count >= %@)", [3], 1, { $0.object.mapFloatOpt.count >= 3 }),
        ("(object.mapFloatOpt.@count >= %@)", [4], 0, { $0.object.mapFloatOpt.count >= 4 }),
        ("(object.mapDoubleOpt.@count == %@)", [3], 1, { $0.object.mapDoubleOpt.count == 3 }),
        ("(object.mapDoubleOpt.@count == %@)", [0], 0, { $0.object.mapDoubleOpt.count == 0 }),
        ("(object.mapDoubleOpt.@count != %@)", [3], 0, { $0.object.mapDoubleOpt.count != 3 }),
        ("(object.mapDoubleOpt.@count != %@)", [2], 1, { $0.object.mapDoubleOpt.count != 2 }),
        ("(object.mapDoubleOpt.@count < %@)", [3], 0, { $0.object.mapDoubleOpt.count < 3 }),
        ("(object.mapDoubleOpt.@count < %@)", [4], 1, { $0.object.mapDoubleOpt.count < 4 }),
        ("(object.mapDoubleOpt.@count > %@)", [2], 1, { $0.object.mapDoubleOpt.count > 2 }),
        ("(object.mapDoubleOpt.@count > %@)", [3], 0, { $0.object.mapDoubleOpt.count > 3 }),
        ("(object.mapDoubleOpt.@count <= %@)", [2], 0, { $0.object.mapDoubleOpt.count <= 2 }),
        ("(object.mapDoubleOpt.@count <= %@)", [3], 1, { $0.object.mapDoubleOpt.count <= 3 }),
        ("(object.mapDoubleOpt.@count >= %@)", [3], 1, { $0.object.mapDoubleOpt.count >= 3 }),
        ("(object.mapDoubleOpt.@count >= %@)", [4], 0, { $0.object.mapDoubleOpt.count >= 4 }),
        ("(object.mapStringOpt.@count == %@)", [3], 1, { $0.object.mapStringOpt.count == 3 }),
        ("(object.mapStringOpt.@count == %@)", [0], 0, { $0.object.mapStringOpt.count == 0 }),
        ("(object.mapStringOpt.@count != %@)", [3], 0, { $0.object.mapStringOpt.count != 3 }),
        ("(object.mapStringOpt.@count != %@)", [2], 1, { $0.object.mapStringOpt.count != 2 }),
        ("(object.mapStringOpt.@count < %@)", [3], 0, { $0.object.mapStringOpt.count < 3 }),
        ("(object.mapStringOpt.@count < %@)", [4], 1, { $0.object.mapStringOpt.count < 4 }),
        ("(object.mapStringOpt.@count > %@)", [2], 1, { $0.object.mapStringOpt.count > 2 }),
        ("(object.mapStringOpt.@count > %@)", [3], 0, { $0.object.mapStringOpt.count > 3 }),
        ("(object.mapStringOpt.@count <= %@)", [2], 0, { $0.object.mapStringOpt.count <= 2 }),
        ("(object.mapStringOpt.@count <= %@)", [3], 1, { $0.object.mapStringOpt.count <= 3 }),
        ("(object.mapStringOpt.@count >= %@)", [3], 1, { $0.object.mapStringOpt.count >= 3 }),
        ("(object.mapStringOpt.@count >= %@)", [4], 0, { $0.object.mapStringOpt.count >= 4 }),
    ]
    for (text, values, count, query) in rowsfEnums {
        let (built, args) = query(Query<LinkToModernCollectionsOfEnums>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(LinkToModernCollectionsOfEnums.self).where(query).count, count, built)
    }
    let rowsctions: [(String, [Any], Int, (Query<LinkToCustomPersistableCollections>) -> Query<Bool>)] = [
        ("(object.listInt.@count == %@)", [3], 1, { $0.object.listInt.count == 3 }),
        ("(object.listInt.@count == %@)", [0], 0, { $0.object.listInt.count == 0 }),
        ("(object.listInt.@count != %@)", [3], 0, { $0.object.listInt.count != 3 }),
        ("(object.listInt.@count != %@)", [2], 1, { $0.object.listInt.count != 2 }),
        ("(object.listInt.@count < %@)", [3], 0, { $0.object.listInt.count < 3 }),
        ("(object.listInt.@count < %@)", [4], 1, { $0.object.listInt.count < 4 }),
        ("(object.listInt.@count > %@)", [2], 1, { $0.object.listInt.count > 2 }),
        ("(object.listInt.@count > %@)", [3], 0, { $0.object.listInt.count > 3 }),
        ("(object.listInt.@count <= %@)", [2], 0, { $0.object.listInt.count <= 2 }),
        ("(object.listInt.@count <= %@)", [3], 1, { $0.object.listInt.count <= 3 }),
        ("(object.listInt.@count >= %@)", [3], 1, { $0.object.listInt.count >= 3 }),
        ("(object.listInt.@count >= %@)", [4], 0, { $0.object.listInt.count >= 4 }),
        ("(object.listInt8.@count == %@)", [3], 1, { $0.object.listInt8.count == 3 }),
        ("(object.listInt8.@count == %@)", [0], 0, { $0.object.listInt8.count == 0 }),
        ("(object.listInt8.@count != %@)", [3], 0, { $0.object.listInt8.count != 3 }),
        ("(object.listInt8.@count != %@)", [2], 1, { $0.object.listInt8.count != 2 }),
        ("(object.listInt8.@count < %@)", [3], 0, { $0.object.listInt8.count < 3 }),
        ("(object.listInt8.@count < %@)", [4], 1, { $0.object.listInt8.count < 4 }),
        ("(object.listInt8.@count > %@)", [2], 1, { $0.object.listInt8.count > 2 }),
        ("(object.listInt8.@count > %@)", [3], 0, { $0.object.listInt8.count > 3 }),
        ("(object.listInt8.@count <= %@)", [2], 0, { $0.object.listInt8.count <= 2 }),
        ("(object.listInt8.@count <= %@)", [3], 1, { $0.object.listInt8.count <= 3 }),
        ("(object.listInt8.@count >= %@)", [3], 1, { $0.object.listInt8.count >= 3 }),
        ("(object.listInt8.@count >= %@)", [4], 0, { $0.object.listInt8.count >= 4 }),
        ("(object.listInt16.@count == %@)", [3], 1, { $0.object.listInt16.count == 3 }),
        ("(object.listInt16.@count == %@)", [0], 0, { $0.object.listInt16.count == 0 }),
        ("(object.listInt16.@count != %@)", [3], 0, { $0.object.listInt16.count != 3 }),
        ("(object.listInt16.@count != %@)", [2], 1, { $0.object.listInt16.count != 2 }),
        ("(object.listInt16.@count < %@)", [3], 0, { $0.object.listInt16.count < 3 }),
        ("(object.listInt16.@count < %@)", [4], 1, { $0.object.listInt16.count < 4 }),
        ("(object.listInt16.@count > %@)", [2], 1, { $0.object.listInt16.count > 2 }),
        ("(object.listInt16.@count > %@)", [3], 0, { $0.object.listInt16.count > 3 }),
        ("(object.listInt16.@count <= %@)", [2], 0, { $0.object.listInt16.count <= 2 }),
        ("(object.listInt16.@count <= %@)", [3], 1, { $0.object.listInt16.count <= 3 }),
        ("(object.listInt16.@count >= %@)", [3], 1, { $0.object.listInt16.count >= 3 }),
        ("(object.listInt16.@count >= %@)", [4], 0, { $0.object.listInt16.count >= 4 }),
        ("(object.listInt32.@count == %@)", [3], 1, { $0.object.listInt32.count == 3 }),
        ("(object.listInt32.@count == %@)", [0], 0, { $0.object.listInt32.count == 0 }),
        ("(object.listInt32.@count != %@)", [3], 0, { $0.object.listInt32.count != 3 }),
        ("(object.listInt32.@count != %@)", [2], 1, { $0.object.listInt32.count != 2 }),
        ("(object.listInt32.@count < %@)", [3], 0, { $0.object.listInt32.count < 3 }),
        ("(object.listInt32.@count < %@)", [4], 1, { $0.object.listInt32.count < 4 }),
        ("(object.listInt32.@count > %@)", [2], 1, { $0.object.listInt32.count > 2 }),
        ("(object.listInt32.@count > %@)", [3], 0, { $0.object.listInt32.count > 3 }),
        ("(object.listInt32.@count <= %@)", [2], 0, { $0.object.listInt32.count <= 2 }),
        ("(object.listInt32.@count <= %@)", [3], 1, { $0.object.listInt32.count <= 3 }),
        ("(object.listInt32.@count >= %@)", [3], 1, { $0.object.listInt32.count >= 3 }),
        ("(object.listInt32.@count >= %@)", [4], 0, { $0.object.listInt32.count >= 4 }),
        ("(object.listInt64.@count == %@)", [3], 1, { $0.object.listInt64.count == 3 }),
        ("(object.listInt64.@count == %@)", [0], 0, { $0.object.listInt64.count == 0 }),
        ("(object.listInt64.@count != %@)", [3], 0, { $0.object.listInt64.count != 3 }),
        ("(object.listInt64.@count != %@)", [2], 1, { $0.object.listInt64.count != 2 }),
        ("(object.listInt64.@count < %@)", [3], 0, { $0.object.listInt64.count < 3 }),
        ("(object.listInt64.@count < %@)", [4], 1, { $0.object.listInt64.count < 4 }),
        ("(object.listInt64.@count > %@)", [2], 1, { $0.object.listInt64.count > 2 }),
        ("(object.listInt64.@count > %@)", [3], 0, { $0.object.listInt64.count > 3 }),
        ("(object.listInt64.@count <= %@)", [2], 0, { $0.object.listInt64.count <= 2 }),
        ("(object.listInt64.@count <= %@)", [3], 1, { $0.object.listInt64.count <= 3 }),
        ("(object.listInt64.@count >= %@)", [3], 1, { $0.object.listInt64.count >= 3 }),
        ("(object.listInt64.@count >= %@)", [4], 0, { $0.object.listInt64.count >= 4 }),
        ("(object.listFloat.@count == %@)", [3], 1, { $0.object.listFloat.count == 3 }),
        ("(object.listFloat.@count == %@)", [0], 0, { $0.object.listFloat.count == 0 }),
        ("(object.listFloat.@count != %@)", [3], 0, { $0.object.listFloat.count != 3 }),
        ("(object.listFloat.@count != %@)", [2], 1, { $0.object.listFloat.count != 2 }),
        ("(object.listFloat.@count < %@)", [3], 0, { $0.object.listFloat.count < 3 }),
        ("(object.listFloat.@count < %@)", [4], 1, { $0.object.listFloat.count < 4 }),
        ("(object.listFloat.@count > %@)", [2], 1, { $0.object.listFloat.count > 2 }),
        ("(object.listFloat.@count > %@)", [3], 0, { $0.object.listFloat.count > 3 }),
        ("(object.listFloat.@count <= %@)", [2], 0, { $0.object.listFloat.count <= 2 }),
        ("(object.listFloat.@count <= %@)", [3], 1, { $0.object.listFloat.count <= 3 }),
        ("(object.listFloat.@count >= %@)", [3], 1, { $0.object.listFloat.count >= 3 }),
        ("(object.listFloat.@count >= %@)", [4], 0, { $0.object.listFloat.count >= 4 }),
        ("(object.listDouble.@count == %@)", [3], 1, { $0.object.listDouble.count == 3 }),
        ("(object.listDouble.@count == %@)", [0], 0, { $0.object.listDouble.count == 0 }),
        ("(object.listDouble.@count != %@)", [3], 0, { $0.object.listDouble.count != 3 }),
        ("(object.listDouble.@count != %@)", [2], 1, { $0.object.listDouble.count != 2 }),
        ("(object.listDouble.@count < %@)", [3], 0, { $0.object.listDouble.count < 3 }),
        ("(object.listDouble.@count < %@)", [4], 1, { $0.object.listDouble.count < 4 }),
        ("(object.listDouble.@count > %@)", [2], 1, { $0.object.listDouble.count > 2 }),
        ("(object.listDouble.@count > %@)", [3], 0, { $0.object.listDouble.count > 3 }),
        ("(object.listDouble.@count <= %@)", [2], 0, { $0.object.listDouble.count <= 2 }),
        ("(object.listDouble.@count <= %@)", [3], 1, { $0.object.listDouble.count <= 3 }),
        ("(object.listDouble.@count >= %@)", [3], 1, { $0.object.listDouble.count >= 3 }),
        ("(object.listDouble.@count >= %@)", [4], 0, { $0.object.listDouble.count >= 4 }),
        ("(object.listString.@count == %@)", [3], 1, { $0.object.listString.count == 3 }),
        ("(object.listString.@count == %@)", [0], 0, { $0.object.listString.count == 0 }),
        ("(object.listString.@count != %@)", [3], 0, { $0.object.listString.count != 3 }),
        ("(object.listString.@count != %@)", [2], 1, { $0.object.listString.count != 2 }),
        ("(object.listString.@count < %@)", [3], 0, { $0.object.listString.count < 3 }),
        ("(object.listString.@count < %@)", [4], 1, { $0.object.listString.count < 4 }),
        ("(object.listString.@count > %@)", [2], 1, { $0.object.listString.count > 2 }),
        ("(object.listString.@count > %@)", [3], 0, { $0.object.listString.count > 3 }),
        ("(object.listString.@count <= %@)", [2], 0, { $0.object.listString.count <= 2 }),
        ("(object.listString.@count <= %@)", [3], 1, { $0.object.listString.count <= 3 }),
        ("(object.listString.@count >= %@)", [3], 1, { $0.object.listString.count >= 3 }),
        ("(object.listString.@count >= %@)", [4], 0, { $0.object.listString.count >= 4 }),
        ("(object.listBinary.@count == %@)", [3], 1, { $0.object.listBinary.count == 3 }),
        ("(object.listBinary.@count == %@)", [0], 0, { $0.object.listBinary.count == 0 }),
        ("(object.listBinary.@count != %@)", [3], 0, { $0.object.listBinary.count != 3 }),
        ("(object.listBinary.@count != %@)", [2], 1, { $0.object.listBinary.count != 2 }),
        ("(object.listBinary.@count < %@)", [3], 0, { $0.object.listBinary.count < 3 }),
        ("(object.listBinary.@count < %@)", [4], 1, { $0.object.listBinary.count < 4 }),
        ("(object.listBinary.@count > %@)", [2], 1, { $0.object.listBinary.count > 2 }),
        ("(object.listBinary.@count > %@)", [3], 0, { $0.object.listBinary.count > 3 }),
        ("(object.listBinary.@count <= %@)", [2], 0, { $0.object.listBinary.count <= 2 }),
        ("(object.listBinary.@count <= %@)", [3], 1, { $0.object.listBinary.count <= 3 }),
        ("(object.listBinary.@count >= %@)", [3], 1, { $0.object.listBinary.count >= 3 }),
        ("(object.listBinary.@count >= %@)", [4], 0, { $0.object.listBinary.count >= 4 }),
        ("(object.listDate.@count == %@)", [3], 1, { $0.object.listDate.count == 3 }),
        ("(object.listDate.@count == %@)", [0], 0, { $0.object.listDate.count == 0 }),
        ("(object.listDate.@count != %@)", [3], 0, { $0.object.listDate.count != 3 }),
        ("(object.listDate.@count != %@)", [2], 1, { $0.object.listDate.count != 2 }),
        ("(object.listDate.@count < %@)", [3], 0, { $0.object.listDate.count < 3 }),
        ("(object.listDate.@count < %@)", [4], 1, { $0.object.listDate.count < 4 }),
        ("(object.listDate.@count > %@)", [2], 1, { $0.object.listDate.count > 2 }),
        ("(object.listDate.@count > %@)", [3], 0, { $0.object.listDate.count > 3 }),
        ("(object.listDate.@count <= %@)", [2], 0, { $0.object.listDate.count <= 2 }),
        ("(object.listDate.@count <= %@)", [3], 1, { $0.object.listDate.count <= 3 }),
        ("(object.listDate.@count >= %@)", [3], 1, { $0.object.listDate.count >= 3 }),
        ("(object.listDate.@count >= %@)", [4], 0, { $0.object.listDate.count >= 4 }),
        ("(object.listDecimal.@count == %@)", [3], 1, { $0.object.listDecimal.count == 3 }),
        ("(object.listDecimal.@count == %@)", [0], 0, { $0.object.listDecimal.count == 0 }),
        ("(object.listDecimal.@count != %@)", [3], 0, { $0.object.listDecimal.count != 3 }),
        ("(object.listDecimal.@count != %@)", [2], 1, { $0.object.listDecimal.count != 2 }),
        ("(object.listDecimal.@count < %@)", [3], 0, { $0.object.listDecimal.count < 3 }),
        ("(object.listDecimal.@count < %@)", [4], 1, { $0.object.listDecimal.count < 4 }),
        ("(object.listDecimal.@count > %@)", [2], 1, { $0.object.listDecimal.count > 2 }),
        ("(object.listDecimal.@count > %@)", [3], 0, { $0.object.listDecimal.count > 3 }),
        ("(object.listDecimal.@count <= %@)", [2], 0, { $0.object.listDecimal.count <= 2 }),
        ("(object.listDecimal.@count <= %@)", [3], 1, { $0.object.listDecimal.count <= 3 }),
        ("(object.listDecimal.@count >= %@)", [3], 1, { $0.object.listDecimal.count >= 3 }),
        ("(object.listDecimal.@count >= %@)", [4], 0, { $0.object.listDecimal.count >= 4 }),
        ("(object.listObjectId.@count == %@)", [3], 1, { $0.object.listObjectId.count == 3 }),
        ("(object.listObjectId.@count == %@)", [0], 0, { $0.object.listObjectId.count == 0 }),
        ("(object.listObjectId.@count != %@)", [3], 0, { $0.object.listObjectId.count != 3 }),
        ("(object.listObjectId.@count != %@)", [2], 1, { $0.object.listObjectId.count != 2 }),
        ("(object.listObjectId.@count < %@)", [3], 0, { $0.object.listObjectId.count < 3 }),
        ("(object.listObjectId.@count < %@)", [4], 1, { $0.object.listObjectId.count < 4 }),
        ("(object.listObjectId.@count > %@)", [2], 1, { $0.object.listObjectId.count > 2 }),
        ("(object.listObjectId.@count > %@)", [3], 0, { $0.object.listObjectId.count > 3 }),
        ("(object.listObjectId.@count <= %@)", [2], 0, { $0.object.listObjectId.count <= 2 }),
        ("(object.listObjectId.@count <= %@)", [3], 1, { $0.object.listObjectId.count <= 3 }),
        ("(object.listObjectId.@count >= %@)", [3], 1, { $0.object.listObjectId.count >= 3 }),
        ("(object.listObjectId.@count >= %@)", [4], 0, { $0.object.listObjectId.count >= 4 }),
        ("(object.listUuid.@count == %@)", [3], 1, { $0.object.listUuid.count == 3 }),
        ("(object.listUuid.@count == %@)", [0], 0, { $0.object.listUuid.count == 0 }),
        ("(object.listUuid.@count != %@)", [3], 0, { $0.object.listUuid.count != 3 }),
        ("(object.listUuid.@count != %@)", [2], 1, { $0.object.listUuid.count != 2 }),
        ("(object.listUuid.@count < %@)", [3], 0, { $0.object.listUuid.count < 3 }),
        ("(object.listUuid.@count < %@)", [4], 1, { $0.object.listUuid.count < 4 }),
        ("(object.listUuid.@count > %@)", [2], 1, { $0.object.listUuid.count > 2 }),
        ("(object.listUuid.@count > %@)", [3], 0, { $0.object.listUuid.count > 3 }),
        ("(object.listUuid.@count <= %@)", [2], 0, { $0.object.listUuid.count <= 2 }),
        ("(object.listUuid.@count <= %@)", [3], 1, { $0.object.listUuid.count <= 3 }),
        ("(object.listUuid.@count >= %@)", [3], 1, { $0.object.listUuid.count >= 3 }),
        ("(object.listUuid.@count >= %@)", [4], 0, { $0.object.listUuid.count >= 4 }),
        ("(object.listOptInt.@count == %@)", [3], 1, { $0.object.listOptInt.count == 3 }),
        ("(object.listOptInt.@count == %@)", [0], 0, { $0.object.listOptInt.count == 0 }),
        ("(object.listOptInt.@count != %@)", [3], 0, { $0.object.listOptInt.count != 3 }),
        ("(object.listOptInt.@count != %@)", [2], 1, { $0.object.listOptInt.count != 2 }),
        ("(object.listOptInt.@count < %@)", [3], 0, { $0.object.listOptInt.count < 3 }),
        ("(object.listOptInt.@count < %@)", [4], 1, { $0.object.listOptInt.count < 4 }),
        ("(object.listOptInt.@count > %@)", [2], 1, { $0.object.listOptInt.count > 2 }),
        ("(object.listOptInt.@count > %@)", [3], 0, { $0.object.listOptInt.count > 3 }),
        ("(object.listOptInt.@count <= %@)", [2], 0, { $0.object.listOptInt.count <= 2 }),
        ("(object.listOptInt.@count <= %@)", [3], 1, { $0.object.listOptInt.count <= 3 }),
        ("(object.listOptInt.@count >= %@)", [3], 1, { $0.object.listOptInt.count >= 3 }),
        ("(object.listOptInt.@count >= %@)", [4], 0, { $0.object.listOptInt.count >= 4 }),
        ("(object.listOptInt8.@count == %@)", [3], 1, { $0.object.listOptInt8.count == 3 }),
        ("(object.listOptInt8.@count == %@)", [0], 0, { $0.object.listOptInt8.count == 0 }),
        ("(object.listOptInt8.@count != %@)", [3], 0, { $0.object.listOptInt8.count != 3 }),
        ("(object.listOptInt8.@count != %@)", [2], 1, { $0.object.listOptInt8.count != 2 }),
        ("(object.listOptInt8.@count < %@)", [3], 0, { $0.object.listOptInt8.count < 3 }),
        ("(object.listOptInt8.@count < %@)", [4], 1, { $0.object.listOptInt8.count < 4 }),
        ("(object.listOptInt8.@count > %@)", [2], 1, { $0.object.listOptInt8.count > 2 }),
        ("(object.listOptInt8.@count > %@)", [3], 0, { $0.object.listOptInt8.count > 3 }),
        ("(object.listOptInt8.@count <= %@)", [2], 0, { $0.object.listOptInt8.count <= 2 }),
        ("(object.listOptInt8.@count <= %@)", [3], 1, { $0.object.listOptInt8.count <= 3 }),
        ("(object.listOptInt8.@count >= %@)", [3], 1, { $0.object.listOptInt8.count >= 3 }),
        ("(object.listOptInt8.@count >= %@)", [4], 0, { $0.object.listOptInt8.count >= 4 }),
        ("(object.listOptInt16.@count == %@)", [3], 1, { $0.object.listOptInt16.count == 3 }),
        ("(object.listOptInt16.@count == %@)", [0], 0, { $0.object.listOptInt16.count == 0 }),
        ("(object.listOptInt16.@count != %@)", [3], 0, { $0.object.listOptInt16.count != 3 }),
        ("(object.listOptInt16.@count != %@)", [2], 1, { $0.object.listOptInt16.count != 2 }),
        ("(object.listOptInt16.@count < %@)", [3], 0, { $0.object.listOptInt16.count < 3 }),
        ("(object.listOptInt16.@count < %@)", [4], 1, { $0.object.listOptInt16.count < 4 }),
        ("(object.listOptInt16.@count > %@)", [2], 1, { $0.object.listOptInt16.count > 2 }),
        ("(object.listOptInt16.@count > %@)", [3], 0, { $0.object.listOptInt16.count > 3 }),
        ("(object.listOptInt16.@count <= %@)", [2], 0, { $0.object.listOptInt16.count <= 2 }),
        ("(object.listOptInt16.@count <= %@)", [3], 1, { $0.object.listOptInt16.count <= 3 }),
        ("(object.listOptInt16.@count >= %@)", [3], 1, { $0.object.listOptInt16.count >= 3 }),
        ("(object.listOptInt16.@count >= %@)", [4], 0, { $0.object.listOptInt16.count >= 4 }),
        ("(object.listOptInt32.@count == %@)", [3], 1, { $0.object.listOptInt32.count == 3 }),
        ("(object.listOptInt32.@count == %@)", [0], 0, { $0.object.listOptInt32.count == 0 }),
        ("(object.listOptInt32.@count != %@)", [3], 0, { $0.object.listOptInt32.count != 3 }),
        ("(object.listOptInt32.@count != %@)", [2], 1, { $0.object.listOptInt32.count != 2 }),
        ("(object.listOptInt32.@count < %@)", [3], 0, { $0.object.listOptInt32.count < 3 }),
        ("(object.listOptInt32.@count < %@)", [4], 1, { $0.object.listOptInt32.count < 4 }),
        ("(object.listOptInt32.@count > %@)", [2], 1, { $0.object.listOptInt32.count > 2 }),
        ("(object.listOptInt32.@count > %@)", [3], 0, { $0.object.listOptInt32.count > 3 }),
        ("(object.listOptInt32.@count <= %@)", [2], 0, { $0.object.listOptInt32.count <= 2 }),
        ("(object.listOptInt32.@count <= %@)", [3], 1, { $0.object.listOptInt32.count <= 3 }),
        ("(object.listOptInt32.@count >= %@)", [3], 1, { $0.object.listOptInt32.count >= 3 }),
        ("(object.listOptInt32.@count >= %@)", [4], 0, { $0.object.listOptInt32.count >= 4 }),
        ("(object.listOptInt64.@count == %@)", [3], 1, { $0.object.listOptInt64.count == 3 }),
        ("(object.listOptInt64.@count == %@)", [0], 0, { $0.object.listOptInt64.count == 0 }),
        ("(object.listOptInt64.@count != %@)", [3], 0, { $0.object.listOptInt64.count != 3 }),
        ("(object.listOptInt64.@count != %@)", [2], 1, { $0.object.listOptInt64.count != 2 }),
        ("(object.listOptInt64.@count < %@)", [3], 0, { $0.object.listOptInt64.count < 3 }),
        ("(object.listOptInt64.@count < %@)", [4], 1, { $0.object.listOptInt64.count < 4 }),
        ("(object.listOptInt64.@count > %@)", [2], 1, { $0.object.listOptInt64.count > 2 }),
        ("(object.listOptInt64.@count > %@)", [3], 0, { $0.object.listOptInt64.count > 3 }),
        ("(object.listOptInt64.@count <= %@)", [2], 0, { $0.object.listOptInt64.count <= 2 }),
        ("(object.listOptInt64.@count <= %@)", [3], 1, { $0.object.listOptInt64.count <= 3 }),
        ("(object.listOptInt64.@count >= %@)", [3], 1, { $0.object.listOptInt64.count >= 3 }),
        ("(object.listOptInt64.@count >= %@)", [4], 0, { $0.object.listOptInt64.count >= 4 }),
        ("(object.listOptFloat.@count == %@)", [3], 1, { $0.object.listOptFloat.count == 3 }),
        ("(object.listOptFloat.@count == %@)", [0], 0, { $0.object.listOptFloat.count == 0 }),
        ("(object.listOptFloat.@count != %@)", [3], 0, { $0.object.listOptFloat.count != 3 }),
        ("(object.listOptFloat.@count != %@)", [2], 1, { $0.object.listOptFloat.count != 2 }),
        ("(object.listOptFloat.@count < %@)", [3], 0, { $0.object.listOptFloat.count < 3 }),
        ("(object.listOptFloat.@count < %@)", [4], 1, { $0.object.listOptFloat.count < 4 }),
        ("(object.listOptFloat.@count > %@)", [2], 1, { $0.object.listOptFloat.count > 2 }),
        ("(object.listOptFloat.@count > %@)", [3], 0, { $0.object.listOptFloat.count > 3 }),
        ("(object.listOptFloat.@count <= %@)", [2], 0, { $0.object.listOptFloat.count <= 2 }),
        ("(object.listOptFloat.@count <= %@)", [3], 1, { $0.object.listOptFloat.count <= 3 }),
        ("(object.listOptFloat.@count >= %@)", [3], 1, { $0.object.listOptFloat.count >= 3 }),
        ("(object.listOptFloat.@count >= %@)", [4], 0, { $0.object.listOptFloat.count >= 4 }),
        ("(object.listOptDouble.@count == %@)", [3], 1, { $0.object.listOptDouble.count == 3 }),
        ("(object.listOptDouble.@count == %@)", [0], 0, { $0.object.listOptDouble.count == 0 }),
        ("(object.listOptDouble.@count != %@)", [3], 0, { $0.object.listOptDouble.count != 3 }),
        ("(object.listOptDouble.@count != %@)", [2], 1, { $0.object.listOptDouble.count != 2 }),
        ("(object.listOptDouble.@count < %@)", [3], 0, { $0.object.listOptDouble.count < 3 }),
        ("(object.listOptDouble.@count < %@)", [4], 1, { $0.object.listOptDouble.count < 4 }),
        ("(object.listOptDouble.@count > %@)", [2], 1, { $0.object.listOptDouble.count > 2 }),
        ("(object.listOptDouble.@count > %@)", [3], 0, { $0.object.listOptDouble.count > 3 }),
        ("(object.listOptDouble.@count <= %@)", [2], 0, { $0.object.listOptDouble.count <= 2 }),
        ("(object.listOptDouble.@count <= %@)", [3], 1, { $0.object.listOptDouble.count <= 3 }),
        ("(object.listOptDouble.@count >= %@)", [3], 1, { $0.object.listOptDouble.count >= 3 }),
        ("(object.listOptDouble.@count >= %@)", [4], 0, { $0.object.listOptDouble.count >= 4 }),
        ("(object.listOptString.@count == %@)", [3], 1, { $0.object.listOptString.count == 3 }),
        ("(object.listOptString.@count == %@)", [0], 0, { $0.object.listOptString.count == 0 }),
        ("(object.listOptString.@count != %@)", [3], 0, { $0.object.listOptString.count != 3 }),
        ("(object.listOptString.@count != %@)", [2], 1, { $0.object.listOptString.count != 2 }),
        ("(object.listOptString.@count < %@)", [3], 0, { $0.object.listOptString.count < 3 }),
        ("(object.listOptString.@count < %@)", [4], 1, { $0.object.listOptString.count < 4 }),
        ("(object.listOptString.@count > %@)", [2], 1, { $0.object.listOptString.count > 2 }),
        ("(object.listOptString.@count > %@)", [3], 0, { $0.object.listOptString.count > 3 }),
        ("(object.listOptString.@count <= %@)", [2], 0, { $0.object.listOptString.count <= 2 }),
        ("(object.listOptString.@count <= %@)", [3], 1, { $0.object.listOptString.count <= 3 }),
        ("(object.listOptString.@count >= %@)", [3], 1, { $0.object.listOptString.count >= 3 }),
        ("(object.listOptString.@count >= %@)", [4], 0, { $0.object.listOptString.count >= 4 }),
        ("(object.listOptBinary.@count == %@)", [3], 1, { $0.object.listOptBinary.count == 3 }),
        ("(object.listOptBinary.@count == %@)", [0], 0, { $0.object.listOptBinary.count == 0 }),
        ("(object.listOptBinary.@count != %@)", [3], 0, { $0.object.listOptBinary.count != 3 }),
        ("(object.listOptBinary.@count != %@)", [2], 1, { $0.object.listOptBinary.count != 2 }),
        ("(object.listOptBinary.@count < %@)", [3], 0, { $0.object.listOptBinary.count < 3 }),
        ("(object.listOptBinary.@count < %@)", [4], 1, { $0.object.listOptBinary.count < 4 }),
        ("(object.listOptBinary.@count > %@)", [2], 1, { $0.object.listOptBinary.count > 2 }),
        ("(object.listOptBinary.@count > %@)", [3], 0, { $0.object.listOptBinary.count > 3 }),
        ("(object.listOptBinary.@count <= %@)", [2], 0, { $0.object.listOptBinary.count <= 2 }),
        ("(object.listOptBinary.@count <= %@)", [3], 1, { $0.object.listOptBinary.count <= 3 }),
        ("(object.listOptBinary.@count >= %@)", [3], 1, { $0.object.listOptBinary.count >= 3 }),
        ("(object.listOptBinary.@count >= %@)", [4], 0, { $0.object.listOptBinary.count >= 4 }),
        ("(object.listOptDate.@count == %@)", [3], 1, { $0.object.listOptDate.count == 3 }),
        ("(object.listOptDate.@count == %@)", [0], 0, { $0.object.listOptDate.count == 0 }),
        ("(object.listOptDate.@count != %@)", [3], 0, { $0.object.listOptDate.count != 3 }),
        ("(object.listOptDate.@count != %@)", [2], 1, { $0.object.listOptDate.count != 2 }),
        ("(object.listOptDate.@count < %@)", [3], 0, { $0.object.listOptDate.count < 3 }),
        ("(object.listOptDate.@count < %@)", [4], 1, { $0.object.listOptDate.count < 4 }),
        ("(object.listOptDate.@count > %@)", [2], 1, { $0.object.listOptDate.count > 2 }),
        ("(object.listOptDate.@count > %@)", [3], 0, { $0.object.listOptDate.count > 3 }),
        ("(object.listOptDate.@count <= %@)", [2], 0, { $0.object.listOptDate.count <= 2 }),
        ("(object.listOptDate.@count <= %@)", [3], 1, { $0.object.listOptDate.count <= 3 }),
        ("(object.listOptDate.@count >= %@)", [3], 1, { $0.object.listOptDate.count >= 3 }),
        ("(object.listOptDate.@count >= %@)", [4], 0, { $0.object.listOptDate.count >= 4 }),
        ("(object.listOptDecimal.@count == %@)", [3], 1, { $0.object.listOptDecimal.count == 3 }),
        ("(object.listOptDecimal.@count == %@)", [0], 0, { $0.object.listOptDecimal.count == 0 }),
        ("(object.listOptDecimal.@count != %@)", [3], 0, { $0.object.listOptDecimal.count != 3 }),
        ("(object.listOptDecimal.@count != %@)", [2], 1, { $0.object.listOptDecimal.count != 2 }),
        ("(object.listOptDecimal.@count < %@)", [3], 0, { $0.object.listOptDecimal.count < 3 }),
        ("(object.listOptDecimal.@count < %@)", [4], 1, { $0.object.listOptDecimal.count < 4 }),
        ("(object.listOptDecimal.@count > %@)", [2], 1, { $0.object.listOptDecimal.count > 2 }),
        ("(object.listOptDecimal.@count > %@)", [3], 0, { $0.object.listOptDecimal.count > 3 }),
        ("(object.listOptDecimal.@count <= %@)", [2], 0, { $0.object.listOptDecimal.count <= 2 }),
        ("(object.listOptDecimal.@count <= %@)", [3], 1, { $0.object.listOptDecimal.count <= 3 }),
        ("(object.listOptDecimal.@count >= %@)", [3], 1, { $0.object.listOptDecimal.count >= 3 }),
        ("(object.listOptDecimal.@count >= %@)", [4], 0, { $0.object.listOptDecimal.count >= 4 }),
        ("(object.listOptObjectId.@count == %@)", [3], 1, { $0.object.listOptObjectId.count == 3 }),
        ("(object.listOptObjectId.@count == %@)", [0], 0, { $0.object.listOptObjectId.count == 0 }),
        ("(object.listOptObjectId.@count != %@)", [3], 0, { $0.object.listOptObjectId.count != 3 }),
        ("(object.listOptObjectId.@count != %@)", [2], 1, { $0.object.listOptObjectId.count != 2 }),
        ("(object.listOptObjectId.@count < %@)", [3], 0, { $0.object.listOptObjectId.count < 3 }),
        ("(object.listOptObjectId.@count < %@)", [4], 1, { $0.object.listOptObjectId.count < 4 }),
        ("(object.listOptObjectId.@count > %@)", [2], 1, { $0.object.listOptObjectId.count > 2 }),
        ("(object.listOptObjectId.@count > %@)", [3], 0, { $0.object.listOptObjectId.count > 3 }),
        ("(object.listOptObjectId.@count <= %@)", [2], 0, { $0.object.listOptObjectId.count <= 2 }),
        ("(object.listOptObjectId.@count <= %@)", [3], 1, { $0.object.listOptObjectId.count <= 3 }),
        ("(object.listOptObjectId.@count >= %@)", [3], 1, { $0.object.listOptObjectId.count >= 3 }),
        ("(object.listOptObjectId.@count >= %@)", [4], 0, { $0.object.listOptObjectId.count >= 4 }),
        ("(object.listOptUuid.@count == %@)", [3], 1, { $0.object.listOptUuid.count == 3 }),
        ("(object.listOptUuid.@count == %@)", [0], 0, { $0.object.listOptUuid.count == 0 }),
        ("(object.listOptUuid.@count != %@)", [3], 0, { $0.object.listOptUuid.count != 3 }),
        ("(object.listOptUuid.@count != %@)", [2], 1, { $0.object.listOptUuid.count != 2 }),
        ("(object.listOptUuid.@count < %@)", [3], 0, { $0.object.listOptUuid.count < 3 }),
        ("(object.listOptUuid.@count < %@)", [4], 1, { $0.object.listOptUuid.count < 4 }),
        ("(object.listOptUuid.@count > %@)", [2], 1, { $0.object.listOptUuid.count > 2 }),
        ("(object.listOptUuid.@count > %@)", [3], 0, { $0.object.listOptUuid.count > 3 }),
        ("(object.listOptUuid.@count <= %@)", [2], 0, { $0.object.listOptUuid.count <= 2 }),
        ("(object.listOptUuid.@count <= %@)", [3], 1, { $0.object.listOptUuid.count <= 3 }),
        ("(object.listOptUuid.@count >= %@)", [3], 1, { $0.object.listOptUuid.count >= 3 }),
        ("(object.listOptUuid.@count >= %@)", [4], 0, { $0.object.listOptUuid.count >= 4 }),
        ("(object.setInt.@count == %@)", [3], 1, { $0.object.setInt.count == 3 }),
        ("(object.setInt.@count == %@)", [0], 0, { $0.object.setInt.count == 0 }),
        ("(object.setInt.@count != %@)", [3], 0, { $0.object.setInt.count != 3 }),
        ("(object.setInt.@count != %@)", [2], 1, { $0.object.setInt.count != 2 }),
        ("(object.setInt.@count < %@)", [3], 0, { $0.object.setInt.count < 3 }),
        ("(object.setInt.@count < %@)", [4], 1, { $0.object.setInt.count < 4 }),
        ("(object.setInt.@count > %@)", [2], 1, { $0.object.setInt.count > 2 }),
        ("(object.setInt.@count > %@)", [3], 0, { $0.object.setInt.count > 3 }),
        ("(object.setInt.@count <= %@)", [2], 0, { $0.object.setInt.count <= 2 }),
        ("(object.setInt.@count <= %@)", [3], 1, { $0.object.setInt.count <= 3 }),
        ("(object.setInt.@count >= %@)", [3], 1, { $0.object.setInt.count >= 3 }),
        ("(object.setInt.@count >= %@)", [4], 0, { $0.object.setInt.count >= 4 }),
        ("(object.setInt8.@count == %@)", [3], 1, { $0.object.setInt8.count == 3 }),
        ("(object.setInt8.@count == %@)", [0], 0, { $0.object.setInt8.count == 0 }),
        ("(object.setInt8.@count != %@)", [3], 0, { $0.object.setInt8.count != 3 }),
        ("(object.setInt8.@count != %@)", [2], 1, { $0.object.setInt8.count != 2 }),
        ("(object.setInt8.@count < %@)", [3], 0, { $0.object.setInt8.count < 3 }),
        ("(object.setInt8.@count < %@)", [4], 1, { $0.object.setInt8.count < 4 }),
        ("(object.setInt8.@count > %@)", [2], 1, { $0.object.setInt8.count > 2 }),
        ("(object.setInt8.@count > %@)", [3], 0, { $0.object.setInt8.count > 3 }),
        ("(object.setInt8.@count <= %@)", [2], 0, { $0.object.setInt8.count <= 2 }),
        ("(object.setInt8.@count <= %@)", [3], 1, { $0.object.setInt8.count <= 3 }),
        ("(object.setInt8.@count >= %@)", [3], 1, { $0.object.setInt8.count >= 3 }),
        ("(object.setInt8.@count >= %@)", [4], 0, { $0.object.setInt8.count >= 4 }),
        ("(object.setInt16.@count == %@)", [3], 1, { $0.object.setInt16.count == 3 }),
        ("(object.setInt16.@count == %@)", [0], 0, { $0.object.setInt16.count == 0 }),
        ("(object.setInt16.@count != %@)", [3], 0, { $0.object.setInt16.count != 3 }),
        ("(object.setInt16.@count != %@)", [2], 1, { $0.object.setInt16.count != 2 }),
        ("(object.setInt16.@count < %@)", [3], 0, { $0.object.setInt16.count < 3 }),
        ("(object.setInt16.@count < %@)", [4], 1, { $0.object.setInt16.count < 4 }),
        ("(object.setInt16.@count > %@)", [2], 1, { $0.object.setInt16.count > 2 }),
        ("(object.setInt16.@count > %@)", [3], 0, { $0.object.setInt16.count > 3 }),
        ("(object.setInt16.@count <= %@)", [2], 0, { $0.object.setInt16.count <= 2 }),
        ("(object.setInt16.@count <= %@)", [3], 1, { $0.object.setInt16.count <= 3 }),
        ("(object.setInt16.@count >= %@)", [3], 1, { $0.object.setInt16.count >= 3 }),
        ("(object.setInt16.@count >= %@)", [4], 0, { $0.object.setInt16.count >= 4 }),
        ("(object.setInt32.@count == %@)", [3], 1, { $0.object.setInt32.count == 3 }),
        ("(object.setInt32.@count == %@)", [0], 0, { $0.object.setInt32.count == 0 }),
        ("(object.setInt32.@count != %@)", [3], 0, { $0.object.setInt32.count != 3 }),
        ("(object.setInt32.@count != %@)", [2], 1, { $0.object.setInt32.count != 2 }),
        ("(object.setInt32.@count < %@)", [3], 0, { $0.object.setInt32.count < 3 }),
        ("(object.setInt32.@count < %@)", [4], 1, { $0.object.setInt32.count < 4 }),
        ("(object.setInt32.@count > %@)", [2], 1, { $0.object.setInt32.count > 2 }),
        ("(object.setInt32.@count > %@)", [3], 0, { $0.object.setInt32.count > 3 }),
        ("(object.setInt32.@count <= %@)", [2], 0, { $0.object.setInt32.count <= 2 }),
        ("(object.setInt32.@count <= %@)", [3], 1, { $0.object.setInt32.count <= 3 }),
        ("(object.setInt32.@count >= %@)", [3], 1, { $0.object.setInt32.count >= 3 }),
        ("(object.setInt32.@count >= %@)", [4], 0, { $0.object.setInt32.count >= 4 }),
        ("(object.setInt64.@count == %@)", [3], 1, { $0.object.setInt64.count == 3 }),
        ("(object.setInt64.@count == %@)", [0], 0, { $0.object.setInt64.count == 0 }),
        ("(object.setInt64.@count != %@)", [3], 0, { $0.object.setInt64.count != 3 }),
        ("(object.setInt64.@count != %@)", [2], 1, { $0.object.setInt64.count != 2 }),
        ("(object.setInt64.@count < %@)", [3], 0, { $0.object.setInt64.count < 3 }),
        ("(object.setInt64.@count < %@)", [4], 1, { $0.object.setInt64.count < 4 }),
        ("(object.setInt64.@count > %@)", [2], 1, { $0.object.setInt64.count > 2 }),
        ("(object.setInt64.@count > %@)", [3], 0, { $0.object.setInt64.count > 3 }),
        ("(object.setInt64.@count <= %@)", [2], 0, { $0.object.setInt64.count <= 2 }),
        ("(object.setInt64.@count <= %@)", [3], 1, { $0.object.setInt64.count <= 3 }),
        ("(object.setInt64.@count >= %@)", [3], 1, { $0.object.setInt64.count >= 3 }),
        ("(object.setInt64.@count >= %@)", [4], 0, { $0.object.setInt64.count >= 4 }),
        ("(object.setFloat.@count == %@)", [3], 1, { $0.object.setFloat.count == 3 }),
        ("(object.setFloat.@count == %@)", [0], 0, { $0.object.setFloat.count == 0 }),
        ("(object.setFloat.@count != %@)", [3], 0, { $0.object.setFloat.count != 3 }),
        ("(object.setFloat.@count != %@)", [2], 1, { $0.object.setFloat.count != 2 }),
        ("(object.setFloat.@count < %@)", [3], 0, { $0.object.setFloat.count < 3 }),
        ("(object.setFloat.@count < %@)", [4], 1, { $0.object.setFloat.count < 4 }),
        ("(object.setFloat.@count > %@)", [2], 1, { $0.object.setFloat.count > 2 }),
        ("(object.setFloat.@count > %@)", [3], 0, { $0.object.setFloat.count > 3 }),
        ("(object.setFloat.@count <= %@)", [2], 0, { $0.object.setFloat.count <= 2 }),
        ("(object.setFloat.@count <= %@)", [3], 1, { $0.object.setFloat.count <= 3 }),
        ("(object.setFloat.@count >= %@)", [3], 1, { $0.object.setFloat.count >= 3 }),
        ("(object.setFloat.@count >= %@)", [4], 0, { $0.object.setFloat.count >= 4 }),
        ("(object.setDouble.@count == %@)", [3], 1, { $0.object.setDouble.count == 3 }),
        ("(object.setDouble.@count == %@)", [0], 0, { $0.object.setDouble.count == 0 }),
        ("(object.setDouble.@count != %@)", [3], 0, { $0.object.setDouble.count != 3 }),
        ("(object.setDouble.@count != %@)", [2], 1, { $0.object.setDouble.count != 2 }),
        ("(object.setDouble.@count < %@)", [3], 0, { $0.object.setDouble.count < 3 }),
        ("(object.setDouble.@count < %@)", [4], 1, { $0.object.setDouble.count < 4 }),
        ("(object.setDouble.@count > %@)", [2], 1, { $0.object.setDouble.count > 2 }),
        ("(object.setDouble.@count > %@)", [3], 0, { $0.object.setDouble.count > 3 }),
        ("(object.setDouble.@count <= %@)", [2], 0, { $0.object.setDouble.count <= 2 }),
        ("(object.setDouble.@count <= %@)", [3], 1, { $0.object.setDouble.count <= 3 }),
        ("(object.setDouble.@count >= %@)", [3], 1, { $0.object.setDouble.count >= 3 }),
        ("(object.setDouble.@count >= %@)", [4], 0, { $0.object.setDouble.count >= 4 }),
        ("(object.setString.@count == %@)", [3], 1, { $0.object.setString.count == 3 }),
        ("(object.setString.@count == %@)", [0], 0, { $0.object.setString.count == 0 }),
        ("(object.setString.@count != %@)", [3], 0, { $0.object.setString.count != 3 }),
        ("(object.setString.@count != %@)", [2], 1, { $0.object.setString.count != 2 }),
        ("(object.setString.@count < %@)", [3], 0, { $0.object.setString.count < 3 }),
        ("(object.setString.@count < %@)", [4], 1, { $0.object.setString.count < 4 }),
        ("(object.setString.@count > %@)", [2], 1, { $0.object.setString.count > 2 }),
        ("(object.setString.@count > %@)", [3], 0, { $0.object.setString.count > 3 }),
        ("(object.setString.@count <= %@)", [2], 0, { $0.object.setString.count <= 2 }),
        ("(object.setString.@count <= %@)", [3], 1, { $0.object.setString.count <= 3 }),
        ("(object.setString.@count >= %@)", [3], 1, { $0.object.setString.count >= 3 }),
        ("(object.setString.@count >= %@)", [4], 0, { $0.object.setString.count >= 4 }),
        ("(object.setBinary.@count == %@)", [3], 1, { $0.object.setBinary.count == 3 }),
        ("(object.setBinary.@count == %@)", [0], 0, { $0.object.setBinary.count == 0 }),
        ("(object.setBinary.@count != %@)", [3], 0, { $0.object.setBinary.count != 3 }),
        ("(object.setBinary.@count != %@)", [2], 1, { $0.object.setBinary.count != 2 }),
        ("(object.setBinary.@count < %@)", [3], 0, { $0.object.setBinary.count < 3 }),
        ("(object.setBinary.@count < %@)", [4], 1, { $0.object.setBinary.count < 4 }),
        ("(object.setBinary.@count > %@)", [2], 1, { $0.object.setBinary.count > 2 }),
        ("(object.setBinary.@count > %@)", [3], 0, { $0.object.setBinary.count > 3 }),
        ("(object.setBinary.@count <= %@)", [2], 0, { $0.object.setBinary.count <= 2 }),
        ("(object.setBinary.@count <= %@)", [3], 1, { $0.object.setBinary.count <= 3 }),
        ("(object.setBinary.@count >= %@)", [3], 1, { $0.object.setBinary.count >= 3 }),
        ("(object.setBinary.@count >= %@)", [4], 0, { $0.object.setBinary.count >= 4 }),
        ("(object.setDate.@count == %@)", [3], 1, { $0.object.setDate.count == 3 }),
        ("(object.setDate.@count == %@)", [0], 0, { $0.object.setDate.count == 0 }),
        ("(object.setDate.@count != %@)", [3], 0, { $0.object.setDate.count != 3 }),
        ("(object.setDate.@count != %@)", [2], 1, { $0.object.setDate.count != 2 }),
        ("(object.setDate.@count < %@)", [3], 0, { $0.object.setDate.count < 3 }),
        ("(object.setDate.@count < %@)", [4], 1, { $0.object.setDate.count < 4 }),
        ("(object.setDate.@count > %@)", [2], 1, { $0.object.setDate.count > 2 }),
        ("(object.setDate.@count > %@)", [3], 0, { $0.object.setDate.count > 3 }),
        ("(object.setDate.@count <= %@)", [2], 0, { $0.object.setDate.count <= 2 }),
        ("(object.setDate.@count <= %@)", [3], 1, { $0.object.setDate.count <= 3 }),
        ("(object.setDate.@count >= %@)", [3], 1, { $0.object.setDate.count >= 3 }),
        ("(object.setDate.@count >= %@)", [4], 0, { $0.object.setDate.count >= 4 }),
        ("(object.setDecimal.@count == %@)", [3], 1, { $0.object.setDecimal.count == 3 }),
        ("(object.setDecimal.@count == %@)", [0], 0, { $0.object.setDecimal.count == 0 }),
        ("(object.setDecimal.@count != %@)", [3], 0, { $0.object.setDecimal.count != 3 }),
        ("(object.setDecimal.@count != %@)", [2], 1, { $0.object.setDecimal.count != 2 }),
        ("(object.setDecimal.@count < %@)", [3], 0, { $0.object.setDecimal.count < 3 }),
        ("(object.setDecimal.@count < %@)", [4], 1, { $0.object.setDecimal.count < 4 }),
        ("(object.setDecimal.@count > %@)", [2], 1, { $0.object.setDecimal.count > 2 }),
        ("(object.setDecimal.@count > %@)", [3], 0, { $0.object.setDecimal.count > 3 }),
        ("(object.setDecimal.@count <= %@)", [2], 0, { $0.object.setDecimal.count <= 2 }),
        ("(object.setDecimal.@count <= %@)", [3], 1, { $0.object.setDecimal.count <= 3 }),
        ("(object.setDecimal.@count >= %@)", [3], 1, { $0.object.setDecimal.count >= 3 }),
        ("(object.setDecimal.@count >= %@)", [4], 0, { $0.object.setDecimal.count >= 4 }),
        ("(object.setObjectId.@count == %@)", [3], 1, { $0.object.setObjectId.count == 3 }),
        ("(object.setObjectId.@count == %@)", [0], 0, { $0.object.setObjectId.count == 0 }),
        ("(object.setObjectId.@count != %@)", [3], 0, { $0.object.setObjectId.count != 3 }),
        ("(object.setObjectId.@count != %@)", [2], 1, { $0.object.setObjectId.count != 2 }),
        ("(object.setObjectId.@count < %@)", [3], 0, { $0.object.setObjectId.count < 3 }),
        ("(object.setObjectId.@count < %@)", [4], 1, { $0.object.setObjectId.count < 4 }),
        ("(object.setObjectId.@count > %@)", [2], 1, { $0.object.setObjectId.count > 2 }),
        ("(object.setObjectId.@count > %@)", [3], 0, { $0.object.setObjectId.count > 3 }),
        ("(object.setObjectId.@count <= %@)", [2], 0, { $0.object.setObjectId.count <= 2 }),
        ("(object.setObjectId.@count <= %@)", [3], 1, { $0.object.setObjectId.count <= 3 }),
        ("(object.setObjectId.@count >= %@)", [3], 1, { $0.object.setObjectId.count >= 3 }),
        ("(object.setObjectId.@count >= %@)", [4], 0, { $0.object.setObjectId.count >= 4 }),
        ("(object.setUuid.@count == %@)", [3], 1, { $0.object.setUuid.count == 3 }),
        ("(object.setUuid.@count == %@)", [0], 0, { $0.object.setUuid.count == 0 }),
        ("(object.setUuid.@count != %@)", [3], 0, { $0.object.setUuid.count != 3 }),
        ("(object.setUuid.@count != %@)", [2], 1, { $0.object.setUuid.count != 2 }),
        ("(object.setUuid.@count < %@)", [3], 0, { $0.object.setUuid.count < 3 }),
        ("(object.setUuid.@count < %@)", [4], 1, { $0.object.setUuid.count < 4 }),
        ("(object.setUuid.@count > %@)", [2], 1, { $0.object.setUuid.count > 2 }),
        ("(object.setUuid.@count > %@)", [3], 0, { $0.object.setUuid.count > 3 }),
        ("(object.setUuid.@count <= %@)", [2], 0, { $0.object.setUuid.count <= 2 }),
        ("(object.setUuid.@count <= %@)", [3], 1, { $0.object.setUuid.count <= 3 }),
        ("(object.setUuid.@count >= %@)", [3], 1, { $0.object.setUuid.count >= 3 }),
        ("(object.setUuid.@count >= %@)", [4], 0, { $0.object.setUuid.count >= 4 }),
        ("(object.setOptInt.@count == %@)", [3], 1, { $0.object.setOptInt.count == 3 }),
        ("(object.setOptInt.@count == %@)", [0], 0, { $0.object.setOptInt.count == 0 }),
        ("(object.setOptInt.@count != %@)", [3], 0, { $0.object.setOptInt.count != 3 }),
        ("(object.setOptInt.@count != %@)", [2], 1, { $0.object.setOptInt.count != 2 }),
        ("(object.setOptInt.@count < %@)", [3], 0, { $0.object.setOptInt.count < 3 }),
        ("(object.setOptInt.@count < %@)", [4], 1, { $0.object.setOptInt.count < 4 }),
        ("(object.setOptInt.@count > %@)", [2], 1, { $0.object.setOptInt.count > 2 }),
        ("(object.setOptInt.@count > %@)", [3], 0, { $0.object.setOptInt.count > 3 }),
        ("(object.setOptInt.@count <= %@)", [2], 0, { $0.object.setOptInt.count <= 2 }),
        ("(object.setOptInt.@count <= %@)", [3], 1, { $0.object.setOptInt.count <= 3 }),
        ("(object.setOptInt.@count >= %@)", [3], 1, { $0.object.setOptInt.count >= 3 }),
        ("(object.setOptInt.@count >= %@)", [4], 0, { $0.object.setOptInt.count >= 4 }),
        ("(object.setOptInt8.@count == %@)", [3], 1, { $0.object.setOptInt8.count == 3 }),
        ("(object.setOptInt8.@count == %@)", [0], 0, { $0.object.setOptInt8.count == 0 }),
        ("(object.setOptInt8.@count != %@)", [3], 0, { $0.object.setOptInt8.count != 3 }),
        ("(object.setOptInt8.@count != %@)", [2], 1, { $0.object.setOptInt8.count != 2 }),
        ("(object.setOptInt8.@count < %@)", [3], 0, { $0.object.setOptInt8.count < 3 }),
        ("(object.setOptInt8.@count < %@)", [4], 1, { $0.object.setOptInt8.count < 4 }),
        ("(object.setOptInt8.@count > %@)", [2], 1, { $0.object.setOptInt8.count > 2 }),
        ("(object.setOptInt8.@count > %@)", [3], 0, { $0.object.setOptInt8.count > 3 }),
        ("(object.setOptInt8.@count <= %@)", [2], 0, { $0.object.setOptInt8.count <= 2 }),
        ("(object.setOptInt8.@count <= %@)", [3], 1, { $0.object.setOptInt8.count <= 3 }),
        ("(object.setOptInt8.@count >= %@)", [3], 1, { $0.object.setOptInt8.count >= 3 }),
        ("(object.setOptInt8.@count >= %@)", [4], 0, { $0.object.setOptInt8.count >= 4 }),
        ("(object.setOptInt16.@count == %@)", [3], 1, { $0.object.setOptInt16.count == 3 }),
        ("(object.setOptInt16.@count == %@)", [0], 0, { $0.object.setOptInt16.count == 0 }),
        ("(object.setOptInt16.@count != %@)", [3], 0, { $0.object.setOptInt16.count != 3 }),
        ("(object.setOptInt16.@count != %@)", [2], 1, { $0.object.setOptInt16.count != 2 }),
        ("(object.setOptInt16.@count < %@)", [3], 0, { $0.object.setOptInt16.count < 3 }),
        ("(object.setOptInt16.@count < %@)", [4], 1, { $0.object.setOptInt16.count < 4 }),
        ("(object.setOptInt16.@count > %@)", [2], 1, { $0.object.setOptInt16.count > 2 }),
        ("(object.setOptInt16.@count > %@)", [3], 0, { $0.object.setOptInt16.count > 3 }),
        ("(object.setOptInt16.@count <= %@)", [2], 0, { $0.object.setOptInt16.count <= 2 }),
        ("(object.setOptInt16.@count <= %@)", [3], 1, { $0.object.setOptInt16.count <= 3 }),
        ("(object.setOptInt16.@count >= %@)", [3], 1, { $0.object.setOptInt16.count >= 3 }),
        ("(object.setOptInt16.@count >= %@)", [4], 0, { $0.object.setOptInt16.count >= 4 }),
        ("(object.setOptInt32.@count == %@)", [3], 1, { $0.object.setOptInt32.count == 3 }),
        ("(object.setOptInt32.@count == %@)", [0], 0, { $0.object.setOptInt32.count == 0 }),
        ("(object.setOptInt32.@count != %@)", [3], 0, { $0.object.setOptInt32.count != 3 }),
        ("(object.setOptInt32.@count != %@)", [2], 1, { $0.object.setOptInt32.count != 2 }),
        ("(object.setOptInt32.@count < %@)", [3], 0, { $0.object.setOptInt32.count < 3 }),
        ("(object.setOptInt32.@count < %@)", [4], 1, { $0.object.setOptInt32.count < 4 }),
        ("(object.setOptInt32.@count > %@)", [2], 1, { $0.object.setOptInt32.count > 2 }),
        ("(object.setOptInt32.@count > %@)", [3], 0, { $0.object.setOptInt32.count > 3 }),
        ("(object.setOptInt32.@count <= %@)", [2], 0, { $0.object.setOptInt32.count <= 2 }),
        ("(object.setOptInt32.@count <= %@)", [3], 1, { $0.object.setOptInt32.count <= 3 }),
        ("(object.setOptInt32.@count >= %@)", [3], 1, { $0.object.setOptInt32.count >= 3 }),
        ("(object.setOptInt32.@count >= %@)", [4], 0, { $0.object.setOptInt32.count >= 4 }),
        ("(object.setOptInt64.@count == %@)", [3], 1, { $0.object.setOptInt64.count == 3 }),
        ("(object.setOptInt64.@count == %@)", [0], 0, { $0.object.setOptInt64.count == 0 }),
        ("(object.setOptInt64.@count != %@)", [3], 0, { $0.object.setOptInt64.count != 3 }),
        ("(object.setOptInt64.@count != %@)", [2], 1, { $0.object.setOptInt64.count != 2 }),
        ("(object.setOptInt64.@count < %@)", [3], 0, { $0.object.setOptInt64.count < 3 }),
        ("(object.setOptInt64.@count < %@)", [4], 1, { $0.object.setOptInt64.count < 4 }),
        ("(object.setOptInt64.@count > %@)", [2], 1, { $0.object.setOptInt64.count > 2 }),
        ("(object.setOptInt64.@count > %@)", [3], 0, { $0.object.setOptInt64.count > 3 }),
        ("(object.setOptInt64.@count <= %@)", [2], 0, { $0.object.setOptInt64.count <= 2 }),
        ("(object.setOptInt64.@count <= %@)", [3], 1, { $0.object.setOptInt64.count <= 3 }),
        ("(object.setOptInt64.@count >= %@)", [3], 1, { $0.object.setOptInt64.count >= 3 }),
        ("(object.setOptInt64.@count >= %@)", [4], 0, { $0.object.setOptInt64.count >= 4 }),
        ("(object.setOptFloat.@count == %@)", [3], 1, { $0.object.setOptFloat.count == 3 }),
        ("(object.setOptFloat.@count == %@)", [0], 0, { $0.object.setOptFloat.count == 0 }),
        ("(object.setOptFloat.@count != %@)", [3], 0, { $0.object.setOptFloat.count != 3 }),
        ("(object.setOptFloat.@count != %@)", [2], 1, { $0.object.setOptFloat.count != 2 }),
        ("(object.setOptFloat.@count < %@)", [3], 0, { $0.object.setOptFloat.count < 3 }),
        ("(object.setOptFloat.@count < %@)", [4], 1, { $0.object.setOptFloat.count < 4 }),
        ("(object.setOptFloat.@count > %@)", [2], 1, { $0.object.setOptFloat.count > 2 }),
        ("(object.setOptFloat.@count > %@)", [3], 0, { $0.object.setOptFloat.count > 3 }),
        ("(object.setOptFloat.@count <= %@)", [2], 0, { $0.object.setOptFloat.count <= 2 }),
        ("(object.setOptFloat.@count <= %@)", [3], 1, { $0.object.setOptFloat.count <= 3 }),
        ("(object.setOptFloat.@count >= %@)", [3], 1, { $0.object.setOptFloat.count >= 3 }),
        ("(object.setOptFloat.@count >= %@)", [4], 0, { $0.object.setOptFloat.count >= 4 }),
        ("(object.setOptDouble.@count == %@)", [3], 1, { $0.object.setOptDouble.count == 3 }),
        ("(object.setOptDouble.@count == %@)", [0], 0, { $0.object.setOptDouble.count == 0 }),
        ("(object.setOptDouble.@count != %@)", [3], 0, { $0.object.setOptDouble.count != 3 }),
        ("(object.setOptDouble.@count != %@)", [2], 1, { $0.object.setOptDouble.count != 2 }),
        ("(object.setOptDouble.@count < %@)", [3], 0, { $0.object.setOptDouble.count < 3 }),
        ("(object.setOptDouble.@count < %@)", [4], 1, { $0.object.setOptDouble.count < 4 }),
        ("(object.setOptDouble.@count > %@)", [2], 1, { $0.object.setOptDouble.count > 2 }),
        ("(object.setOptDouble.@count > %@)", [3], 0, { $0.object.setOptDouble.count > 3 }),
        ("(object.setOptDouble.@count <= %@)", [2], 0, { $0.object.setOptDouble.count <= 2 }),
        ("(object.setOptDouble.@count <= %@)", [3], 1, { $0.object.setOptDouble.count <= 3 }),
        ("(object.setOptDouble.@count >= %@)", [3], 1, { $0.object.setOptDouble.count >= 3 }),
        ("(object.setOptDouble.@count >= %@)", [4], 0, { $0.object.setOptDouble.count >= 4 }),
        ("(object.setOptString.@count == %@)", [3], 1, { $0.object.setOptString.count == 3 }),
        ("(object.setOptString.@count == %@)", [0], 0, { $0.object.setOptString.count == 0 }),
        ("(object.setOptString.@count != %@)", [3], 0, { $0.object.setOptString.count != 3 }),
        ("(object.setOptString.@count != %@)", [2], 1, { $0.object.setOptString.count != 2 }),
        ("(object.setOptString.@count < %@)", [3], 0, { $0.object.setOptString.count < 3 }),
        ("(object.setOptString.@count < %@)", [4], 1, { $0.object.setOptString.count < 4 }),
        ("(object.setOptString.@count > %@)", [2], 1, { $0.object.setOptString.count > 2 }),
        ("(object.setOptString.@count > %@)", [3], 0, { $0.object.setOptString.count > 3 }),
        ("(object.setOptString.@count <= %@)", [2], 0, { $0.object.setOptString.count <= 2 }),
        ("(object.setOptString.@count <= %@)", [3], 1, { $0.object.setOptString.count <= 3 }),
        ("(object.setOptString.@count >= %@)", [3], 1, { $0.object.setOptString.count >= 3 }),
        ("(object.setOptString.@count >= %@)", [4], 0, { $0.object.setOptString.count >= 4 }),
        ("(object.setOptBinary.@count == %@)", [3], 1, { $0.object.setOptBinary.count == 3 }),
        ("(object.setOptBinary.@count == %@)", [0], 0, { $0.object.setOptBinary.count == 0 }),
        ("(object.setOptBinary.@count != %@)", [3], 0, { $0.object.setOptBinary.count != 3 }),
        ("(object.setOptBinary.@count != %@)", [2], 1, { $0.object.setOptBinary.count != 2 }),
        ("(object.setOptBinary.@count < %@)", [3], 0, { $0.object.setOptBinary.count < 3 }),
        ("(object.setOptBinary.@count < %@)", [4], 1, { $0.object.setOptBinary.count < 4 }),
        ("(object.setOptBinary.@count > %@)", [2], 1, { $0.object.setOptBinary.count > 2 }),
        ("(object.setOptBinary.@count > %@)", [3], 0, { $0.object.setOptBinary.count > 3 }),
        ("(object.setOptBinary.@count <= %@)", [2], 0, { $0.object.setOptBinary.count <= 2 }),
        ("(object.setOptBinary.@count <= %@)", [3], 1, { $0.object.setOptBinary.count <= 3 }),
        ("(object.setOptBinary.@count >= %@)", [3], 1, { $0.object.setOptBinary.count >= 3 }),
        ("(object.setOptBinary.@count >= %@)", [4], 0, { $0.object.setOptBinary.count >= 4 }),
        ("(object.setOptDate.@count == %@)", [3], 1, { $0.object.setOptDate.count == 3 }),
        ("(object.setOptDate.@count == %@)", [0], 0, { $0.object.setOptDate.count == 0 }),
        ("(object.setOptDate.@count != %@)", [3], 0, { $0.object.setOptDate.count != 3 }),
        ("(object.setOptDate.@count != %@)", [2], 1, { $0.object.setOptDate.count != 2 }),
        ("(object.setOptDate.@count < %@)", [3], 0, { $0.object.setOptDate.count < 3 }),
        ("(object.setOptDate.@count < %@)", [4], 1, { $0.object.setOptDate.count < 4 }),
        ("(object.setOptDate.@count > %@)", [2], 1, { $0.object.setOptDate.count > 2 }),
        ("(object.setOptDate.@count > %@)", [3], 0, { $0.object.setOptDate.count > 3 }),
        ("(object.setOptDate.@count <= %@)", [2], 0, { $0.object.setOptDate.count <= 2 }),
        ("(object.setOptDate.@count <= %@)", [3], 1, { $0.object.setOptDate.count <= 3 }),
        ("(object.setOptDate.@count >= %@)", [3], 1, { $0.object.setOptDate.count >= 3 }),
        ("(object.setOptDate.@count >= %@)", [4], 0, { $0.object.setOptDate.count >= 4 }),
        ("(object.setOptDecimal.@count == %@)", [3], 1, { $0.object.setOptDecimal.count == 3 }),
        ("(object.setOptDecimal.@count == %@)", [0], 0, { $0.object.setOptDecimal.count == 0 }),
        ("(object.setOptDecimal.@count != %@)", [3], 0, { $0.object.setOptDecimal.count != 3 }),
        ("(object.setOptDecimal.@count != %@)", [2], 1, { $0.object.setOptDecimal.count != 2 }),
        ("(object.setOptDecimal.@count < %@)", [3], 0, { $0.object.setOptDecimal.count < 3 }),
        ("(object.setOptDecimal.@count < %@)", [4], 1, { $0.object.setOptDecimal.count < 4 }),
        ("(object.setOptDecimal.@count > %@)", [2], 1, { $0.object.setOptDecimal.count > 2 }),
        ("(object.setOptDecimal.@count > %@)", [3], 0, { $0.object.setOptDecimal.count > 3 }),
        ("(object.setOptDecimal.@count <= %@)", [2], 0, { $0.object.setOptDecimal.count <= 2 }),
        ("(object.setOptDecimal.@count <= %@)", [3], 1, { $0.object.setOptDecimal.count <= 3 }),
        ("(object.setOptDecimal.@count >= %@)", [3], 1, { $0.object.setOptDecimal.count >= 3 }),
        ("(object.setOptDecimal.@count >= %@)", [4], 0, { $0.object.setOptDecimal.count >= 4 }),
        ("(object.setOptObjectId.@count == %@)", [3], 1, { $0.object.setOptObjectId.count == 3 }),
        ("(object.setOptObjectId.@count == %@)", [0], 0, { $0.object.setOptObjectId.count == 0 }),
        ("(object.setOptObjectId.@count != %@)", [3], 0, { $0.object.setOptObjectId.count != 3 }),
        ("(object.setOptObjectId.@count != %@)", [2], 1, { $0.object.setOptObjectId.count != 2 }),
        ("(object.setOptObjectId.@count < %@)", [3], 0, { $0.object.setOptObjectId.count < 3 }),
        ("(object.setOptObjectId.@count < %@)", [4], 1, { $0.object.setOptObjectId.count < 4 }),
        ("(object.setOptObjectId.@count > %@)", [2], 1, { $0.object.setOptObjectId.count > 2 }),
        ("(object.setOptObjectId.@count > %@)", [3], 0, { $0.object.setOptObjectId.count > 3 }),
        ("(object.setOptObjectId.@count <= %@)", [2], 0, { $0.object.setOptObjectId.count <= 2 }),
        ("(object.setOptObjectId.@count <= %@)", [3], 1, { $0.object.setOptObjectId.count <= 3 }),
        ("(object.setOptObjectId.@count >= %@)", [3], 1, { $0.object.setOptObjectId.count >= 3 }),
        ("(object.setOptObjectId.@count >= %@)", [4], 0, { $0.object.setOptObjectId.count >= 4 }),
        ("(object.setOptUuid.@count == %@)", [3], 1, { $0.object.setOptUuid.count == 3 }),
        ("(object.setOptUuid.@count == %@)", [0], 0, { $0.object.setOptUuid.count == 0 }),
        ("(object.setOptUuid.@count != %@)", [3], 0, { $0.object.setOptUuid.count != 3 }),
        ("(object.setOptUuid.@count != %@)", [2], 1, { $0.object.setOptUuid.count != 2 }),
        ("(object.setOptUuid.@count < %@)", [3], 0, { $0.object.setOptUuid.count < 3 }),
        ("(object.setOptUuid.@count < %@)", [4], 1, { $0.object.setOptUuid.count < 4 }),
        ("(object.setOptUuid.@count > %@)", [2], 1, { $0.object.setOptUuid.count > 2 }),
        ("(object.setOptUuid.@count > %@)", [3], 0, { $0.object.setOptUuid.count > 3 }),
        ("(object.setOptUuid.@count <= %@)", [2], 0, { $0.object.setOptUuid.count <= 2 }),
        ("(object.setOptUuid.@count <= %@)", [3], 1, { $0.object.setOptUuid.count <= 3 }),
        ("(object.setOptUuid.@count >= %@)", [3], 1, { $0.object.setOptUuid.count >= 3 }),
        ("(object.setOptUuid.@count >= %@)", [4], 0, { $0.object.setOptUuid.count >= 4 }),
        ("(object.mapInt.@count == %@)", [3], 1, { $0.object.mapInt.count == 3 }),
        ("(object.mapInt.@count == %@)", [0], 0, { $0.object.mapInt.count == 0 }),
        ("(object.mapInt.@count != %@)", [3], 0, { $0.object.mapInt.count != 3 }),
        ("(object.mapInt.@count != %@)", [2], 1, { $0.object.mapInt.count != 2 }),
        ("(object.mapInt.@count < %@)", [3], 0, { $0.object.mapInt.count < 3 }),
        ("(object.mapInt.@count < %@)", [4], 1, { $0.object.mapInt.count < 4 }),
        ("(object.mapInt.@count > %@)", [2], 1, { $0.object.mapInt.count > 2 }),
        ("(object.mapInt.@count > %@)", [3], 0, { $0.object.mapInt.count > 3 }),
        ("(object.mapInt.@count <= %@)", [2], 0, { $0.object.mapInt.count <= 2 }),
        ("(object.mapInt.@count <= %@)", [3], 1, { $0.object.mapInt.count <= 3 }),
        ("(object.mapInt.@count >= %@)", [3], 1, { $0.object.mapInt.count >= 3 }),
        ("(object.mapInt.@count >= %@)", [4], 0, { $0.object.mapInt.count >= 4 }),
        ("(object.mapInt8.@count == %@)", [3], 1, { $0.object.mapInt8.count == 3 }),
        ("(object.mapInt8.@count == %@)", [0], 0, { $0.object.mapInt8.count == 0 }),
        ("(object.mapInt8.@count != %@)", [3], 0, { $0.object.mapInt8.count != 3 }),
        ("(object.mapInt8.@count != %@)", [2], 1, { $0.object.mapInt8.count != 2 }),
        ("(object.mapInt8.@count < %@)", [3], 0, { $0.object.mapInt8.count < 3 }),
        ("(object.mapInt8.@count < %@)", [4], 1, { $0.object.mapInt8.count < 4 }),
        ("(object.mapInt8.@count > %@)", [2], 1, { $0.object.mapInt8.count > 2 }),
        ("(object.mapInt8.@count > %@)", [3], 0, { $0.object.mapInt8.count > 3 }),
        ("(object.mapInt8.@count <= %@)", [2], 0, { $0.object.mapInt8.count <= 2 }),
        ("(object.mapInt8.@count <= %@)", [3], 1, { $0.object.mapInt8.count <= 3 }),
        ("(object.mapInt8.@count >= %@)", [3], 1, { $0.object.mapInt8.count >= 3 }),
        ("(object.mapInt8.@count >= %@)", [4], 0, { $0.object.mapInt8.count >= 4 }),
        ("(object.mapInt16.@count == %@)", [3], 1, { $0.object.mapInt16.count == 3 }),
        ("(object.mapInt16.@count == %@)", [0], 0, { $0.object.mapInt16.count == 0 }),
        ("(object.mapInt16.@count != %@)", [3], 0, { $0.object.mapInt16.count != 3 }),
        ("(object.mapInt16.@count != %@)", [2], 1, { $0.object.mapInt16.count != 2 }),
        ("(object.mapInt16.@count < %@)", [3], 0, { $0.object.mapInt16.count < 3 }),
        ("(object.mapInt16.@count < %@)", [4], 1, { $0.object.mapInt16.count < 4 }),
        ("(object.mapInt16.@count > %@)", [2], 1, { $0.object.mapInt16.count > 2 }),
        ("(object.mapInt16.@count > %@)", [3], 0, { $0.object.mapInt16.count > 3 }),
        ("(object.mapInt16.@count <= %@)", [2], 0, { $0.object.mapInt16.count <= 2 }),
        ("(object.mapInt16.@count <= %@)", [3], 1, { $0.object.mapInt16.count <= 3 }),
        ("(object.mapInt16.@count >= %@)", [3], 1, { $0.object.mapInt16.count >= 3 }),
        ("(object.mapInt16.@count >= %@)", [4], 0, { $0.object.mapInt16.count >= 4 }),
        ("(object.mapInt32.@count == %@)", [3], 1, { $0.object.mapInt32.count == 3 }),
        ("(object.mapInt32.@count == %@)", [0], 0, { $0.object.mapInt32.count == 0 }),
        ("(object.mapInt32.@count != %@)", [3], 0, { $0.object.mapInt32.count != 3 }),
        ("(object.mapInt32.@count != %@)", [2], 1, { $0.object.mapInt32.count != 2 }),
        ("(object.mapInt32.@count < %@)", [3], 0, { $0.object.mapInt32.count < 3 }),
        ("(object.mapInt32.@count < %@)", [4], 1, { $0.object.mapInt32.count < 4 }),
        ("(object.mapInt32.@count > %@)", [2], 1, { $0.object.mapInt32.count > 2 }),
        ("(object.mapInt32.@count > %@)", [3], 0, { $0.object.mapInt32.count > 3 }),
        ("(object.mapInt32.@count <= %@)", [2], 0, { $0.object.mapInt32.count <= 2 }),
        ("(object.mapInt32.@count <= %@)", [3], 1, { $0.object.mapInt32.count <= 3 }),
        ("(object.mapInt32.@count >= %@)", [3], 1, { $0.object.mapInt32.count >= 3 }),
        ("(object.mapInt32.@count >= %@)", [4], 0, { $0.object.mapInt32.count >= 4 }),
        ("(object.mapInt64.@count == %@)", [3], 1, { $0.object.mapInt64.count == 3 }),
        ("(object.mapInt64.@count == %@)", [0], 0, { $0.object.mapInt64.count == 0 }),
        ("(object.mapInt64.@count != %@)", [3], 0, { $0.object.mapInt64.count != 3 }),
        ("(object.mapInt64.@count != %@)", [2], 1, { $0.object.mapInt64.count != 2 }),
        ("(object.mapInt64.@count < %@)", [3], 0, { $0.object.mapInt64.count < 3 }),
        ("(object.mapInt64.@count < %@)", [4], 1, { $0.object.mapInt64.count < 4 }),
        ("(object.mapInt64.@count > %@)", [2], 1, { $0.object.mapInt64.count > 2 }),
        ("(object.mapInt64.@count > %@)", [3], 0, { $0.object.mapInt64.count > 3 }),
        ("(object.mapInt64.@count <= %@)", [2], 0, { $0.object.mapInt64.count <= 2 }),
        ("(object.mapInt64.@count <= %@)", [3], 1, { $0.object.mapInt64.count <= 3 }),
        ("(object.mapInt64.@count >= %@)", [3], 1, { $0.object.mapInt64.count >= 3 }),
        ("(object.mapInt64.@count >= %@)", [4], 0, { $0.object.mapInt64.count >= 4 }),
        ("(object.mapFloat.@count == %@)", [3], 1, { $0.object.mapFloat.count == 3 }),
        ("(object.mapFloat.@count == %@)", [0], 0, { $0.object.mapFloat.count == 0 }),
        ("(object.mapFloat.@count != %@)", [3], 0, { $0.object.mapFloat.count != 3 }),
        ("(object.mapFloat.@count != %@)", [2], 1, { $0.object.mapFloat.count != 2 }),
        ("(object.mapFloat.@count < %@)", [3], 0, { $0.object.mapFloat.count < 3 }),
        ("(object.mapFloat.@count < %@)", [4], 1, { $0.object.mapFloat.count < 4 }),
        ("(object.mapFloat.@count > %@)", [2], 1, { $0.object.mapFloat.count > 2 }),
        ("(object.mapFloat.@count > %@)", [3], 0, { $0.object.mapFloat.count > 3 }),
        ("(object.mapFloat.@count <= %@)", [2], 0, { $0.object.mapFloat.count <= 2 }),
        ("(object.mapFloat.@count <= %@)", [3], 1, { $0.object.mapFloat.count <= 3 }),
        ("(object.mapFloat.@count >= %@)", [3], 1, { $0.object.mapFloat.count >= 3 }),
        ("(object.mapFloat.@count >= %@)", [4], 0, { $0.object.mapFloat.count >= 4 }),
        ("(object.mapDouble.@count == %@)", [3], 1, { $0.object.mapDouble.count == 3 }),
        ("(object.mapDouble.@count == %@)", [0], 0, { $0.object.mapDouble.count == 0 }),
        ("(object.mapDouble.@count != %@)", [3], 0, { $0.object.mapDouble.count != 3 }),
        ("(object.mapDouble.@count != %@)", [2], 1, { $0.object.mapDouble.count != 2 }),
        ("(object.mapDouble.@count < %@)", [3], 0, { $0.object.mapDouble.count < 3 }),
        ("(object.mapDouble.@count < %@)", [4], 1, { $0.object.mapDouble.count < 4 }),
        ("(object.mapDouble.@count > %@)", [2], 1, { $0.object.mapDouble.count > 2 }),
        ("(object.mapDouble.@count > %@)", [3], 0, { $0.object.mapDouble.count > 3 }),
        ("(object.mapDouble.@count <= %@)", [2], 0, { $0.object.mapDouble.count <= 2 }),
        ("(object.mapDouble.@count <= %@)", [3], 1, { $0.object.mapDouble.count <= 3 }),
        ("(object.mapDouble.@count >= %@)", [3], 1, { $0.object.mapDouble.count >= 3 }),
        ("(object.mapDouble.@count >= %@)", [4], 0, { $0.object.mapDouble.count >= 4 }),
        ("(object.mapString.@count == %@)", [3], 1, { $0.object.mapString.count == 3 }),
        ("(object.mapString.@count == %@)", [0], 0, { $0.object.mapString.count == 0 }),
        ("(object.mapString.@count != %@)", [3], 0, { $0.object.mapString.count != 3 }),
        ("(object.mapString.@count != %@)", [2], 1, { $0.object.mapString.count != 2 }),
        ("(object.mapString.@count < %@)", [3], 0, { $0.object.mapString.count < 3 }),
        ("(object.mapString.@count < %@)", [4], 1, { $0.object.mapString.count < 4 }),
        ("(object.mapString.@count > %@)", [2], 1, { $0.object.mapString.count > 2 }),
        ("(object.mapString.@count > %@)", [3], 0, { $0.object.mapString.count > 3 }),
        ("(object.mapString.@count <= %@)", [2], 0, { $0.object.mapString.count <= 2 }),
        ("(object.mapString.@count <= %@)", [3], 1, { $0.object.mapString.count <= 3 }),
        ("(object.mapString.@count >= %@)", [3], 1, { $0.object.mapString.count >= 3 }),
        ("(object.mapString.@count >= %@)", [4], 0, { $0.object.mapString.count >= 4 }),
        ("(object.mapBinary.@count == %@)", [3], 1, { $0.object.mapBinary.count == 3 }),
        ("(object.mapBinary.@count == %@)", [0], 0, { $0.object.mapBinary.count == 0 }),
        ("(object.mapBinary.@count != %@)", [3], 0, { $0.object.mapBinary.count != 3 }),
        ("(object.mapBinary.@count != %@)", [2], 1, { $0.object.mapBinary.count != 2 }),
        ("(object.mapBinary.@count < %@)", [3], 0, { $0.object.mapBinary.count < 3 }),
        ("(object.mapBinary.@count < %@)", [4], 1, { $0.object.mapBinary.count < 4 }),
        ("(object.mapBinary.@count > %@)", [2], 1, { $0.object.mapBinary.count > 2 }),
        ("(object.mapBinary.@count > %@)", [3], 0, { $0.object.mapBinary.count > 3 }),
        ("(object.mapBinary.@count <= %@)", [2], 0, { $0.object.mapBinary.count <= 2 }),
        ("(object.mapBinary.@count <= %@)", [3], 1, { $0.object.mapBinary.count <= 3 }),
        ("(object.mapBinary.@count >= %@)", [3], 1, { $0.object.mapBinary.count >= 3 }),
        ("(object.mapBinary.@count >= %@)", [4], 0, { $0.object.mapBinary.count >= 4 }),
        ("(object.mapDate.@count == %@)", [3], 1, { $0.object.mapDate.count == 3 }),
        ("(object.mapDate.@count == %@)", [0], 0, { $0.object.mapDate.count == 0 }),
        ("(object.mapDate.@count != %@)", [3], 0, { $0.object.mapDate.count != 3 }),
        ("(object.mapDate.@count != %@)", [2], 1, { $0.object.mapDate.count != 2 }),
        ("(object.mapDate.@count < %@)", [3], 0, { $0.object.mapDate.count < 3 }),
        ("(object.mapDate.@count < %@)", [4], 1, { $0.object.mapDate.count < 4 }),
        ("(object.mapDate.@count > %@)", [2], 1, { $0.object.mapDate.count > 2 }),
        ("(object.mapDate.@count > %@)", [3], 0, { $0.object.mapDate.count > 3 }),
        ("(object.mapDate.@count <= %@)", [2], 0, { $0.object.mapDate.count <= 2 }),
        ("(object.mapDate.@count <= %@)", [3], 1, { $0.object.mapDate.count <= 3 }),
        ("(object.mapDate.@count >= %@)", [3], 1, { $0.object.mapDate.count >= 3 }),
        ("(object.mapDate.@count >= %@)", [4], 0, { $0.object.mapDate.count >= 4 }),
        ("(object.mapDecimal.@count == %@)", [3], 1, { $0.object.mapDecimal.count == 3 }),
        ("(object.mapDecimal.@count == %@)", [0], 0, { $0.object.mapDecimal.count == 0 }),
        ("(object.mapDecimal.@count != %@)", [3], 0, { $0.object.mapDecimal.count != 3 }),
        ("(object.mapDecimal.@count != %@)", [2], 1, { $0.object.mapDecimal.count != 2 }),
        ("(object.mapDecimal.@count < %@)", [3], 0, { $0.object.mapDecimal.count < 3 }),
        ("(object.mapDecimal.@count < %@)", [4], 1, { $0.object.mapDecimal.count < 4 }),
        ("(object.mapDecimal.@count > %@)", [2], 1, { $0.object.mapDecimal.count > 2 }),
        ("(object.mapDecimal.@count > %@)", [3], 0, { $0.object.mapDecimal.count > 3 }),
        ("(object.mapDecimal.@count <= %@)", [2], 0, { $0.object.mapDecimal.count <= 2 }),
        ("(object.mapDecimal.@count <= %@)", [3], 1, { $0.object.mapDecimal.count <= 3 }),
        ("(object.mapDecimal.@count >= %@)", [3], 1, { $0.object.mapDecimal.count >= 3 }),
        ("(object.mapDecimal.@count >= %@)", [4], 0, { $0.object.mapDecimal.count >= 4 }),
        ("(object.mapObjectId.@count == %@)", [3], 1, { $0.object.mapObjectId.count == 3 }),
        ("(object.mapObjectId.@count == %@)", [0], 0, { $0.object.mapObjectId.count == 0 }),
        ("(object.mapObjectId.@count != %@)", [3], 0, { $0.object.mapObjectId.count != 3 }),
        ("(object.mapObjectId.@count != %@)", [2], 1, { $0.object.mapObjectId.count != 2 }),
        ("(object.mapObjectId.@count < %@)", [3], 0, { $0.object.mapObjectId.count < 3 }),
        ("(object.mapObjectId.@count < %@)", [4], 1, { $0.object.mapObjectId.count < 4 }),
        ("(object.mapObjectId.@count > %@)", [2], 1, { $0.object.mapObjectId.count > 2 }),
        ("(object.mapObjectId.@count > %@)", [3], 0, { $0.object.mapObjectId.count > 3 }),
        ("(object.mapObjectId.@count <= %@)", [2], 0, { $0.object.mapObjectId.count <= 2 }),
        ("(object.mapObjectId.@count <= %@)", [3], 1, { $0.object.mapObjectId.count <= 3 }),
        ("(object.mapObjectId.@count >= %@)", [3], 1, { $0.object.mapObjectId.count >= 3 }),
        ("(object.mapObjectId.@count >= %@)", [4], 0, { $0.object.mapObjectId.count >= 4 }),
        ("(object.mapUuid.@count == %@)", [3], 1, { $0.object.mapUuid.count == 3 }),
        ("(object.mapUuid.@count == %@)", [0], 0, { $0.object.mapUuid.count == 0 }),
        ("(object.mapUuid.@count != %@)", [3], 0, { $0.object.mapUuid.count != 3 }),
        ("(object.mapUuid.@count != %@)", [2], 1, { $0.object.mapUuid.count != 2 }),
        ("(object.mapUuid.@count < %@)", [3], 0, { $0.object.mapUuid.count < 3 }),
        ("(object.mapUuid.@count < %@)", [4], 1, { $0.object.mapUuid.count < 4 }),
        ("(object.mapUuid.@count > %@)", [2], 1, { $0.object.mapUuid.count > 2 }),
        ("(object.mapUuid.@count > %@)", [3], 0, { $0.object.mapUuid.count > 3 }),
        ("(object.mapUuid.@count <= %@)", [2], 0, { $0.object.mapUuid.count <= 2 }),
        ("(object.mapUuid.@count <= %@)", [3], 1, { $0.object.mapUuid.count <= 3 }),
        ("(object.mapUuid.@count >= %@)", [3], 1, { $0.object.mapUuid.count >= 3 }),
        ("(object.mapUuid.@count >= %@)", [4], 0, { $0.object.mapUuid.count >= 4 }),
        ("(object.mapOptInt.@count == %@)", [3], 1, { $0.object.mapOptInt.count == 3 }),
        ("(object.mapOptInt.@count == %@)", [0], 0, { $0.object.mapOptInt.count == 0 }),
        ("(object.mapOptInt.@count != %@)", [3], 0, { $0.object.mapOptInt.count != 3 }),
        ("(object.mapOptInt.@count != %@)", [2], 1, { $0.object.mapOptInt.count != 2 }),
        ("(object.mapOptInt.@count < %@)", [3], 0, { $0.object.mapOptInt.count < 3 }),
        ("(object.mapOptInt.@count < %@)", [4], 1, { $0.object.mapOptInt.count < 4 }),
        ("(object.mapOptInt.@count > %@)", [2], 1, { $0.object.mapOptInt.count > 2 }),
        ("(object.mapOptInt.@count > %@)", [3], 0, { $0.object.mapOptInt.count > 3 }),
        ("(object.mapOptInt.@count <= %@)", [2], 0, { $0.object.mapOptInt.count <= 2 }),
        ("(object.mapOptInt.@count <= %@)", [3], 1, { $0.object.mapOptInt.count <= 3 }),
        ("(object.mapOptInt.@count >= %@)", [3], 1, { $0.object.mapOptInt.count >= 3 }),
        ("(object.mapOptInt.@count >= %@)", [4], 0, { $0.object.mapOptInt.count >= 4 }),
        ("(object.mapOptInt8.@count == %@)", [3], 1, { $0.object.mapOptInt8.count == 3 }),
        ("(object.mapOptInt8.@count == %@)", [0], 0, { $0.object.mapOptInt8.count == 0 }),
        ("(object.mapOptInt8.@count != %@)", [3], 0, { $0.object.mapOptInt8.count != 3 }),
        ("(object.mapOptInt8.@count != %@)", [2], 1, { $0.object.mapOptInt8.count != 2 }),
        ("(object.mapOptInt8.@count < %@)", [3], 0, { $0.object.mapOptInt8.count < 3 }),
        ("(object.mapOptInt8.@count < %@)", [4], 1, { $0.object.mapOptInt8.count < 4 }),
        ("(object.mapOptInt8.@count > %@)", [2], 1, { $0.object.mapOptInt8.count > 2 }),
        ("(object.mapOptInt8.@count > %@)", [3], 0, { $0.object.mapOptInt8.count > 3 }),
        ("(object.mapOptInt8.@count <= %@)", [2], 0, { $0.object.mapOptInt8.count <= 2 }),
        ("(object.mapOptInt8.@count <= %@)", [3], 1, { $0.object.mapOptInt8.count <= 3 }),
        ("(object.mapOptInt8.@count >= %@)", [3], 1, { $0.object.mapOptInt8.count >= 3 }),
        ("(object.mapOptInt8.@count >= %@)", [4], 0, { $0.object.mapOptInt8.count >= 4 }),
        ("(object.mapOptInt16.@count == %@)", [3], 1, { $0.object.mapOptInt16.count == 3 }),
        ("(object.mapOptInt16.@count == %@)", [0], 0, { $0.object.mapOptInt16.count == 0 }),
        ("(object.mapOptInt16.@count != %@)", [3], 0, { $0.object.mapOptInt16.count != 3 }),
        ("(object.mapOptInt16.@count != %@)", [2], 1, { $0.object.mapOptInt16.count != 2 }),
        ("(object.mapOptInt16.@count < %@)", [3], 0, { $0.object.mapOptInt16.count < 3 }),
        ("(object.mapOptInt16.@count < %@)", [4], 1, { $0.object.mapOptInt16.count < 4 }),
        ("(object.mapOptInt16.@count > %@)", [2], 1, { $0.object.mapOptInt16.count > 2 }),
        ("(object.mapOptInt16.@count > %@)", [3], 0, { $0.object.mapOptInt16.count > 3 }),
        ("(object.mapOptInt16.@count <= %@)", [2], 0, { $0.object.mapOptInt16.count <= 2 }),
        ("(object.mapOptInt16.@count <= %@)", [3], 1, { $0.object.mapOptInt16.count <= 3 }),
        ("(object.mapOptInt16.@count >= %@)", [3], 1, { $0.object.mapOptInt16.count >= 3 }),
        ("(object.mapOptInt16.@count >= %@)", [4], 0, { $0.object.mapOptInt16.count >= 4 }),
        ("(object.mapOptInt32.@count == %@)", [3], 1, { $0.object.mapOptInt32.count == 3 }),
        ("(object.mapOptInt32.@count == %@)", [0], 0, { $0.object.mapOptInt32.count == 0 }),
        ("(object.mapOptInt32.@count != %@)", [3], 0, { $0.object.mapOptInt32.count != 3 }),
        ("(object.mapOptInt32.@count != %@)", [2], 1, { $0.object.mapOptInt32.count != 2 }),
        ("(object.mapOptInt32.@count < %@)", [3], 0, { $0.object.mapOptInt32.count < 3 }),
        ("(object.mapOptInt32.@count < %@)", [4], 1, { $0.object.mapOptInt32.count < 4 }),
        ("(object.mapOptInt32.@count > %@)", [2], 1, { $0.object.mapOptInt32.count > 2 }),
        ("(object.mapOptInt32.@count > %@)", [3], 0, { $0.object.mapOptInt32.count > 3 }),
        ("(object.mapOptInt32.@count <= %@)", [2], 0, { $0.object.mapOptInt32.count <= 2 }),
        ("(object.mapOptInt32.@count <= %@)", [3], 1, { $0.object.mapOptInt32.count <= 3 }),
        ("(object.mapOptInt32.@count >= %@)", [3], 1, { $0.object.mapOptInt32.count >= 3 }),
        ("(object.mapOptInt32.@count >= %@)", [4], 0, { $0.object.mapOptInt32.count >= 4 }),
        ("(object.mapOptInt64.@count == %@)", [3], 1, { $0.object.mapOptInt64.count == 3 }),
        ("(object.mapOptInt64.@count == %@)", [0], 0, { $0.object.mapOptInt64.count == 0 }),
        ("(object.mapOptInt64.@count != %@)", [3], 0, { $0.object.mapOptInt64.count != 3 }),
        ("(object.mapOptInt64.@count != %@)", [2], 1, { $0.object.mapOptInt64.count != 2 }),
        ("(object.mapOptInt64.@count < %@)", [3], 0, { $0.object.mapOptInt64.count < 3 }),
        ("(object.mapOptInt64.@count < %@)", [4], 1, { $0.object.mapOptInt64.count < 4 }),
        ("(object.mapOptInt64.@count > %@)", [2], 1, { $0.object.mapOptInt64.count > 2 }),
        ("(object.mapOptInt64.@count > %@)", [3], 0, { $0.object.mapOptInt64.count > 3 }),
        ("(object.mapOptInt64.@count <= %@)", [2], 0, { $0.object.mapOptInt64.count <= 2 }),
        ("(object.mapOptInt64.@count <= %@)", [3], 1, { $0.object.mapOptInt64.count <= 3 }),
        ("(object.mapOptInt64.@count >= %@)", [3], 1, { $0.object.mapOptInt64.count >= 3 }),
        ("(object.mapOptInt64.@count >= %@)", [4], 0, { $0.object.mapOptInt64.count >= 4 }),
        ("(object.mapOptFloat.@count == %@)", [3], 1, { $0.object.mapOptFloat.count == 3 }),
        ("(object.mapOptFloat.@count == %@)", [0], 0, { $0.object.mapOptFloat.count == 0 }),
        ("(object.mapOptFloat.@count != %@)", [3], 0, { $0.object.mapOptFloat.count != 3 }),
        ("(object.mapOptFloat.@count != %@)", [2], 1, { $0.object.mapOptFloat.count != 2 }),
        ("(object.mapOptFloat.@count < %@)", [3], 0, { $0.object.mapOptFloat.count < 3 }),
        ("(object.mapOptFloat.@count < %@)", [4], 1, { $0.object.mapOptFloat.count < 4 }),
        ("(object.mapOptFloat.@count > %@)", [2], 1, { $0.object.mapOptFloat.count > 2 }),
        ("(object.mapOptFloat.@count > %@)", [3], 0, { $0.object.mapOptFloat.count > 3 }),
        ("(object.mapOptFloat.@count <= %@)", [2], 0, { $0.object.mapOptFloat.count <= 2 }),
        ("(object.mapOptFloat.@count <= %@)", [3], 1, { $0.object.mapOptFloat.count <= 3 }),
        ("(object.mapOptFloat.@count >= %@)", [3], 1, { $0.object.mapOptFloat.count >= 3 }),
        ("(object.mapOptFloat.@count >= %@)", [4], 0, { $0.object.mapOptFloat.count >= 4 }),
        ("(object.mapOptDouble.@count == %@)", [3], 1, { $0.object.mapOptDouble.count == 3 }),
        ("(object.mapOptDouble.@count == %@)", [0], 0, { $0.object.mapOptDouble.count == 0 }),
        ("(object.mapOptDouble.@count != %@)", [3], 0, { $0.object.mapOptDouble.count != 3 }),
        ("(object.mapOptDouble.@count != %@)", [2], 1, { $0.object.mapOptDouble.count != 2 }),
        ("(object.mapOptDouble.@count < %@)", [3], 0, { $0.object.mapOptDouble.count < 3 }),
        ("(object.mapOptDouble.@count < %@)", [4], 1, { $0.object.mapOptDouble.count < 4 }),
        ("(object.mapOptDouble.@count > %@)", [2], 1, { $0.object.mapOptDouble.count > 2 }),
        ("(object.mapOptDouble.@count > %@)", [3], 0, { $0.object.mapOptDouble.count > 3 }),
        ("(object.mapOptDouble.@count <= %@)", [2], 0, { $0.object.mapOptDouble.count <= 2 }),
        ("(object.mapOptDouble.@count <= %@)", [3], 1, { $0.object.mapOptDouble.count <= 3 }),
        ("(object.mapOptDouble.@count >= %@)", [3], 1, { $0.object.mapOptDouble.count >= 3 }),
        ("(object.mapOptDouble.@count >= %@)", [4], 0, { $0.object.mapOptDouble.count >= 4 }),
        ("(object.mapOptString.@count == %@)", [3], 1, { $0.object.mapOptString.count == 3 }),
        ("(object.mapOptString.@count == %@)", [0], 0, { $0.object.mapOptString.count == 0 }),
        ("(object.mapOptString.@count != %@)", [3], 0, { $0.object.mapOptString.count != 3 }),
        ("(object.mapOptString.@count != %@)", [2], 1, { $0.object.mapOptString.count != 2 }),
        ("(object.mapOptString.@count < %@)", [3], 0, { $0.object.mapOptString.count < 3 }),
        ("(object.mapOptString.@count < %@)", [4], 1, { $0.object.mapOptString.count < 4 }),
        ("(object.mapOptString.@count > %@)", [2], 1, { $0.object.mapOptString.count > 2 }),
        ("(object.mapOptString.@count > %@)", [3], 0, { $0.object.mapOptString.count > 3 }),
        ("(object.mapOptString.@count <= %@)", [2], 0, { $0.object.mapOptString.count <= 2 }),
        ("(object.mapOptString.@count <= %@)", [3], 1, { $0.object.mapOptString.count <= 3 }),
        ("(object.mapOptString.@count >= %@)", [3], 1, { $0.object.mapOptString.count >= 3 }),
        ("(object.mapOptString.@count >= %@)", [4], 0, { $0.object.mapOptString.count >= 4 }),
        ("(object.mapOptBinary.@count == %@)", [3], 1, { $0.object.mapOptBinary.count == 3 }),
        ("(object.mapOptBinary.@count == %@)", [0], 0, { $0.object.mapOptBinary.count == 0 }),
        ("(object.mapOptBinary.@count != %@)", [3], 0, { $0.object.mapOptBinary.count != 3 }),
        ("(object.mapOptBinary.@count != %@)", [2], 1, { $0.object.mapOptBinary.count != 2 }),
        ("(object.mapOptBinary.@count < %@)", [3], 0, { $0.object.mapOptBinary.count < 3 }),
        ("(object.mapOptBinary.@count < %@)", [4], 1, { $0.object.mapOptBinary.count < 4 }),
        ("(object.mapOptBinary.@count > %@)", [2], 1, { $0.object.mapOptBinary.count > 2 }),
        ("(object.mapOptBinary.@count > %@)", [3], 0, { $0.object.mapOptBinary.count > 3 }),
        ("(object.mapOptBinary.@count <= %@)", [2], 0, { $0.object.mapOptBinary.count <= 2 }),
        ("(object.mapOptBinary.@count <= %@)", [3], 1, { $0.object.mapOptBinary.count <= 3 }),
        ("(object.mapOptBinary.@count >= %@)", [3], 1, { $0.object.mapOptBinary.count >= 3 }),
        ("(object.mapOptBinary.@count >= %@)", [4], 0, { $0.object.mapOptBinary.count >= 4 }),
        ("(object.mapOptDate.@count == %@)", [3], 1, { $0.object.mapOptDate.count == 3 }),
        ("(object.mapOptDate.@count == %@)", [0], 0, { $0.object.mapOptDate.count == 0 }),
        ("(object.mapOptDate.@count != %@)", [3], 0, { $0.object.mapOptDate.count != 3 }),
        ("(object.mapOptDate.@count != %@)", [2], 1, { $0.object.mapOptDate.count != 2 }),
        ("(object.mapOptDate.@count < %@)", [3], 0, { $0.object.mapOptDate.count < 3 }),
        ("(object.mapOptDate.@count < %@)", [4], 1, { $0.object.mapOptDate.count < 4 }),
        ("(object.mapOptDate.@count > %@)", [2], 1, { $0.object.mapOptDate.count > 2 }),
        ("(object.mapOptDate.@count > %@)", [3], 0, { $0.object.mapOptDate.count > 3 }),
        ("(object.mapOptDate.@count <= %@)", [2], 0, { $0.object.mapOptDate.count <= 2 }),
        ("(object.mapOptDate.@count <= %@)", [3], 1, { $0.object.mapOptDate.count <= 3 }),
        ("(object.mapOptDate.@count >= %@)", [3], 1, { $0.object.mapOptDate.count >= 3 }),
        ("(object.mapOptDate.@count >= %@)", [4], 0, { $0.object.mapOptDate.count >= 4 }),
        ("(object.mapOptDecimal.@count == %@)", [3], 1, { $0.object.mapOptDecimal.count == 3 }),
        ("(object.mapOptDecimal.@count == %@)", [0], 0, { $0.object.mapOptDecimal.count == 0 }),
        ("(object.mapOptDecimal.@count != %@)", [3], 0, { $0.object.mapOptDecimal.count != 3 }),
        ("(object.mapOptDecimal.@count != %@)", [2], 1, { $0.object.mapOptDecimal.count != 2 }),
        ("(object.mapOptDecimal.@count < %@)", [3], 0, { $0.object.mapOptDecimal.count < 3 }),
        ("(object.mapOptDecimal.@count < %@)", [4], 1, { $0.object.mapOptDecimal.count < 4 }),
        ("(object.mapOptDecimal.@count > %@)", [2], 1, { $0.object.mapOptDecimal.count > 2 }),
        ("(object.mapOptDecimal.@count > %@)", [3], 0, { $0.object.mapOptDecimal.count > 3 }),
        ("(object.mapOptDecimal.@count <= %@)", [2], 0, { $0.object.mapOptDecimal.count <= 2 }),
        ("(object.mapOptDecimal.@count <= %@)", [3], 1, { $0.object.mapOptDecimal.count <= 3 }),
        ("(object.mapOptDecimal.@count >= %@)", [3], 1, { $0.object.mapOptDecimal.count >= 3 }),
        ("(object.mapOptDecimal.@count >= %@)", [4], 0, { $0.object.mapOptDecimal.count >= 4 }),
        ("(object.mapOptObjectId.@count == %@)", [3], 1, { $0.object.mapOptObjectId.count == 3 }),
        ("(object.mapOptObjectId.@count == %@)", [0], 0, { $0.object.mapOptObjectId.count == 0 }),
        ("(object.mapOptObjectId.@count != %@)", [3], 0, { $0.object.mapOptObjectId.count != 3 }),
        ("(object.mapOptObjectId.@count != %@)", [2], 1, { $0.object.mapOptObjectId.count != 2 }),
        ("(object.mapOptObjectId.@count < %@)", [3], 0, { $0.object.mapOptObjectId.count < 3 }),
        ("(object.mapOptObjectId.@count < %@)", [4], 1, { $0.object.mapOptObjectId.count < 4 }),
        ("(object.mapOptObjectId.@count > %@)", [2], 1, { $0.object.mapOptObjectId.count > 2 }),
        ("(object.mapOptObjectId.@count > %@)", [3], 0, { $0.object.mapOptObjectId.count > 3 }),
        ("(object.mapOptObjectId.@count <= %@)", [2], 0, { $0.object.mapOptObjectId.count <= 2 }),
        ("(object.mapOptObjectId.@count <= %@)", [3], 1, { $0.object.mapOptObjectId.count <= 3 }),
        ("(object.mapOptObjectId.@count >= %@)", [3], 1, { $0.object.mapOptObjectId.count >= 3 }),
        ("(object.mapOptObjectId.@count >= %@)", [4], 0, { $0.object.mapOptObjectId.count >= 4 }),
        ("(object.mapOptUuid.@count == %@)", [3], 1, { $0.object.mapOptUuid.count == 3 }),
        ("(object.mapOptUuid.@count == %@)", [0], 0, { $0.object.mapOptUuid.count == 0 }),
        ("(object.mapOptUuid.@count != %@)", [3], 0, { $0.object.mapOptUuid.count != 3 }),
        ("(object.mapOptUuid.@count != %@)", [2], 1, { $0.object.mapOptUuid.count != 2 }),
        ("(object.mapOptUuid.@count < %@)", [3], 0, { $0.object.mapOptUuid.count < 3 }),
        ("(object.mapOptUuid.@count < %@)", [4], 1, { $0.object.mapOptUuid.count < 4 }),
        ("(object.mapOptUuid.@count > %@)", [2], 1, { $0.object.mapOptUuid.count > 2 }),
        ("(object.mapOptUuid.@count > %@)", [3], 0, { $0.object.mapOptUuid.count > 3 }),
        ("(object.mapOptUuid.@count <= %@)", [2], 0, { $0.object.mapOptUuid.count <= 2 }),
        ("(object.mapOptUuid.@count <= %@)", [3], 1, { $0.object.mapOptUuid.count <= 3 }),
        ("(object.mapOptUuid.@count >= %@)", [3], 1, { $0.object.mapOptUuid.count >= 3 }),
        ("(object.mapOptUuid.@count >= %@)", [4], 0, { $0.object.mapOptUuid.count >= 4 }),
    ]
    for (text, values, count, query) in rowsctions {
        let (built, args) = query(Query<LinkToCustomPersistableCollections>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(LinkToCustomPersistableCollections.self).where(query).count, count, built)
    }
}
