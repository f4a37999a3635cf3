// page: sdk
// tags: lists, sdk-suite

enum Shade: Int, PersistableEnum {
    case pale = 1, medium = 3, deep = 5
}

enum Mood: String, PersistableEnum {
    case calm, lively, stormy
}

class PrimitiveLists: Object {
    @Persisted var ints: List<Int>
    @Persisted var int8s: List<Int8>
    @Persisted var int16s: List<Int16>
    @Persisted var int32s: List<Int32>
    @Persisted var int64s: List<Int64>
    @Persisted var floats: List<Float>
    @Persisted var doubles: List<Double>
    @Persisted var strings: List<String>
    @Persisted var datas: List<Data>
    @Persisted var dates: List<Date>
    @Persisted var decimals: List<Decimal128>
    @Persisted var objectIds: List<ObjectId>
    @Persisted var uuids: List<UUID>
    @Persisted var shades: List<Shade>
    @Persisted var moods: List<Mood>
    @Persisted var optInts: List<Int?>
    @Persisted var optInt8s: List<Int8?>
    @Persisted var optInt16s: List<Int16?>
    @Persisted var optInt32s: List<Int32?>
    @Persisted var optInt64s: List<Int64?>
    @Persisted var optFloats: List<Float?>
    @Persisted var optDoubles: List<Double?>
    @Persisted var optStrings: List<String?>
    @Persisted var optDatas: List<Data?>
    @Persisted var optDates: List<Date?>
    @Persisted var optDecimals: List<Decimal128?>
    @Persisted var optObjectIds: List<ObjectId?>
    @Persisted var optUuids: List<UUID?>
    @Persisted var optShades: List<Shade?>
    @Persisted var optMoods: List<Mood?>
}

/// A list of values of every type is not invalidated while its object lives, and is once its managed object is deleted.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveListTests.swift PrimitiveListTests.testInvalidated
func testPrimitiveListInvalidated() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optShades", "optMoods"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [Float(1.25), Float(2.5), Float(4.75)],
            [1.25, 2.5, 4.75],
            ["ash", "birch", "cedar"],
            [Data("ash".utf8), Data("birch".utf8), Data("cedar".utf8)],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d22"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555552")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [Shade.pale, Shade.medium, Shade.deep],
            [Mood.calm, Mood.lively, Mood.stormy],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, Float(1.25), Float(4.75)],
            [nil, 1.25, 4.75],
            [nil, "ash", "cedar"],
            [nil, Data("ash".utf8), Data("cedar".utf8)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
            [nil, ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [nil, UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [nil, Shade.pale, Shade.deep],
            [nil, Mood.calm, Mood.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveLists()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let list = owner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertFalse(list.isInvalidated)
            if managed {
                realm.delete(owner)
                XCTAssertTrue(list.isInvalidated)
            }
            if managed { realm.cancelWrite() }
        }
    }
}

/// index(of:) in a list of values of every type finds each value at its position, nil before it is there.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveListTests.swift PrimitiveListTests.testIndexOf
func testPrimitiveListIndexOf() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optShades", "optMoods"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [Float(1.25), Float(2.5), Float(4.75)],
            [1.25, 2.5, 4.75],
            ["ash", "birch", "cedar"],
            [Data("ash".utf8), Data("birch".utf8), Data("cedar".utf8)],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d22"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555552")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [Shade.pale, Shade.medium, Shade.deep],
            [Mood.calm, Mood.lively, Mood.stormy],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, Float(1.25), Float(4.75)],
            [nil, 1.25, 4.75],
            [nil, "ash", "cedar"],
            [nil, Data("ash".utf8), Data("cedar".utf8)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
            [nil, ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [nil, UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [nil, Shade.pale, Shade.deep],
            [nil, Mood.calm, Mood.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveLists()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let list = owner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertNil(list.index(of: values[0]))
            list.append(values[0])
            XCTAssertEqual(list.index(of: values[0]), 0)
            list.append(values[1])
            XCTAssertEqual(list.index(of: values[0]), 0)
            XCTAssertEqual(list.index(of: values[1]), 1)
            if managed { realm.cancelWrite() }
        }
    }
}

/// Subscripting a list of values of every type reads each value back; past the end or below zero is refused with its message.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveListTests.swift PrimitiveListTests.testSubscript
func testPrimitiveListSubscript() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optShades", "optMoods"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [Float(1.25), Float(2.5), Float(4.75)],
            [1.25, 2.5, 4.75],
            ["ash", "birch", "cedar"],
            [Data("ash".utf8), Data("birch".utf8), Data("cedar".utf8)],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d22"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555552")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [Shade.pale, Shade.medium, Shade.deep],
            [Mood.calm, Mood.lively, Mood.stormy],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, Float(1.25), Float(4.75)],
            [nil, 1.25, 4.75],
            [nil, "ash", "cedar"],
            [nil, Data("ash".utf8), Data("cedar".utf8)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
            [nil, ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [nil, UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [nil, Shade.pale, Shade.deep],
            [nil, Mood.calm, Mood.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveLists()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let list = owner[names[kind]]
            let values = valueSets()[kind]
            list.append(objectsIn: values)
            for i in 0..<values.count {
                XCTAssertEqual(list[i], values[i])
            }
            assertThrows(list[values.count], reason: "Index 3 is out of bounds")
            assertThrows(list[-1], reason: "negative value")
            if managed { realm.cancelWrite() }
        }
    }
}

/// first of a list of values is its first value, nil once emptied.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveListTests.swift PrimitiveListTests.testFirst
func testPrimitiveListFirst() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optShades", "optMoods"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [Float(1.25), Float(2.5), Float(4.75)],
            [1.25, 2.5, 4.75],
            ["ash", "birch", "cedar"],
            [Data("ash".utf8), Data("birch".utf8), Data("cedar".utf8)],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d22"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555552")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [Shade.pale, Shade.medium, Shade.deep],
            [Mood.calm, Mood.lively, Mood.stormy],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, Float(1.25), Float(4.75)],
            [nil, 1.25, 4.75],
            [nil, "ash", "cedar"],
            [nil, Data("ash".utf8), Data("cedar".utf8)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
            [nil, ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [nil, UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [nil, Shade.pale, Shade.deep],
            [nil, Mood.calm, Mood.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveLists()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let list = owner[names[kind]]
            let values = valueSets()[kind]
            list.append(objectsIn: values)
            XCTAssertEqual(list.first, values.first)
            list.removeAll()
            XCTAssertNil(list.first)
            if managed { realm.cancelWrite() }
        }
    }
}

/// last of a list of values is its last value, nil once emptied.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveListTests.swift PrimitiveListTests.testLast
func testPrimitiveListLast() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optShades", "optMoods"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [Float(1.25), Float(2.5), Float(4.75)],
            [1.25, 2.5, 4.75],
            ["ash", "birch", "cedar"],
            [Data("ash".utf8), Data("birch".utf8), Data("cedar".utf8)],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d22"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555552")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [Shade.pale, Shade.medium, Shade.deep],
            [Mood.calm, Mood.lively, Mood.stormy],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, Float(1.25), Float(4.75)],
            [nil, 1.25, 4.75],
            [nil, "ash", "cedar"],
            [nil, Data("ash".utf8), Data("cedar".utf8)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
            [nil, ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [nil, UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [nil, Shade.pale, Shade.deep],
            [nil, Mood.calm, Mood.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveLists()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let list = owner[names[kind]]
            let values = valueSets()[kind]
            list.append(objectsIn: values)
            XCTAssertEqual(list.last, values.last)
            list.removeAll()
            XCTAssertNil(list.last)
            if managed { realm.cancelWrite() }
        }
    }
}

/// objects(at:) of a list of values refuses indexes out of bounds with its message, and gives the values at the indexes in index order.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveListTests.swift PrimitiveListTests.testObjectsAtIndexes
func testPrimitiveListObjectsAtIndexes() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optShades", "optMoods"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [Float(1.25), Float(2.5), Float(4.75)],
            [1.25, 2.5, 4.75],
            ["ash", "birch", "cedar"],
            [Data("ash".utf8), Data("birch".utf8), Data("cedar".utf8)],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d22"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555552")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [Shade.pale, Shade.medium, Shade.deep],
            [Mood.calm, Mood.lively, Mood.stormy],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, Float(1.25), Float(4.75)],
            [nil, 1.25, 4.75],
            [nil, "ash", "cedar"],
            [nil, Data("ash".utf8), Data("cedar".utf8)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
            [nil, ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [nil, UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [nil, Shade.pale, Shade.deep],
            [nil, Mood.calm, Mood.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveLists()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let list = owner[names[kind]]
            let values = valueSets()[kind]
            assertThrows(list.objects(at: [1, 2, 3]), reason: "Indexes for collection are out of bounds.")
            list.append(objectsIn: values)
            let picked = list.objects(at: [2, 1])
            XCTAssertEqual(values[1], picked.first)
            XCTAssertEqual(values[2], picked.last)
            if managed { realm.cancelWrite() }
        }
    }
}

/// value(forKey: "self") of a list of values is its values in order; any other key is refused, as Foundation refuses it.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveListTests.swift PrimitiveListTests.testValueForKey
func testPrimitiveListValueForKey() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optShades", "optMoods"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [Float(1.25), Float(2.5), Float(4.75)],
            [1.25, 2.5, 4.75],
            ["ash", "birch", "cedar"],
            [Data("ash".utf8), Data("birch".utf8), Data("cedar".utf8)],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d22"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555552")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [Shade.pale, Shade.medium, Shade.deep],
            [Mood.calm, Mood.lively, Mood.stormy],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, Float(1.25), Float(4.75)],
            [nil, 1.25, 4.75],
            [nil, "ash", "cedar"],
            [nil, Data("ash".utf8), Data("cedar".utf8)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
            [nil, ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [nil, UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [nil, Shade.pale, Shade.deep],
            [nil, Mood.calm, Mood.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveLists()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let list = owner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertEqual(list.value(forKey: "self").count, 0)
            list.append(objectsIn: values)
            XCTAssertEqual(list.value(forKey: "self"), values)
            assertThrows(list.value(forKey: "not self"))
            if managed { realm.cancelWrite() }
        }
    }
}

/// insert(_:at:) puts values of every type at the front, the middle and the end; past the end or below zero is refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveListTests.swift PrimitiveListTests.testInsert
func testPrimitiveListInsert() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optShades", "optMoods"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [Float(1.25), Float(2.5), Float(4.75)],
            [1.25, 2.5, 4.75],
            ["ash", "birch", "cedar"],
            [Data("ash".utf8), Data("birch".utf8), Data("cedar".utf8)],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d22"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555552")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [Shade.pale, Shade.medium, Shade.deep],
            [Mood.calm, Mood.lively, Mood.stormy],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, Float(1.25), Float(4.75)],
            [nil, 1.25, 4.75],
            [nil, "ash", "cedar"],
            [nil, Data("ash".utf8), Data("cedar".utf8)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
            [nil, ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [nil, UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [nil, Shade.pale, Shade.deep],
            [nil, Mood.calm, Mood.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveLists()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let list = owner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertEqual(list.count, 0)
            list.insert(values[0], at: 0)
            XCTAssertEqual(list.count, 1)
            XCTAssertEqual(values[0], list[0])
            list.insert(values[1], at: 0)
            XCTAssertEqual(list.count, 2)
            XCTAssertEqual(values[1], list[0])
            XCTAssertEqual(values[0], list[1])
            list.insert(values[2], at: 2)
            XCTAssertEqual(list.count, 3)
            XCTAssertEqual(values[1], list[0])
            XCTAssertEqual(values[0], list[1])
            XCTAssertEqual(values[2], list[2])
            assertThrows(list.insert(values[0], at: 4))
            assertThrows(list.insert(values[0], at: -1))
            if managed { realm.cancelWrite() }
        }
    }
}

/// remove(at:) takes out one value and closes the gap; indexes out of range are refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveListTests.swift PrimitiveListTests.testRemove
func testPrimitiveListRemove() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optShades", "optMoods"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [Float(1.25), Float(2.5), Float(4.75)],
            [1.25, 2.5, 4.75],
            ["ash", "birch", "cedar"],
            [Data("ash".utf8), Data("birch".utf8), Data("cedar".utf8)],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d22"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555552")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [Shade.pale, Shade.medium, Shade.deep],
            [Mood.calm, Mood.lively, Mood.stormy],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, Float(1.25), Float(4.75)],
            [nil, 1.25, 4.75],
            [nil, "ash", "cedar"],
            [nil, Data("ash".utf8), Data("cedar".utf8)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
            [nil, ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [nil, UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [nil, Shade.pale, Shade.deep],
            [nil, Mood.calm, Mood.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveLists()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let list = owner[names[kind]]
            let values = valueSets()[kind]
            assertThrows(list.remove(at: 0))
            assertThrows(list.remove(at: -1))
            list.append(objectsIn: values)
            assertThrows(list.remove(at: -1))
            XCTAssertEqual(values[0], list[0])
            XCTAssertEqual(values[1], list[1])
            XCTAssertEqual(values[2], list[2])
            assertThrows(list[3])
            list.remove(at: 0)
            XCTAssertEqual(values[1], list[0])
            XCTAssertEqual(values[2], list[1])
            assertThrows(list[2])
            assertThrows(list.remove(at: 2))
            list.remove(at: 1)
            XCTAssertEqual(values[1], list[0])
            assertThrows(list[1])
            if managed { realm.cancelWrite() }
        }
    }
}

/// removeLast() on an empty list of values is refused; otherwise it drops the last value, and removeLast(2) the last two.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveListTests.swift PrimitiveListTests.testRemoveLast
func testPrimitiveListRemoveLast() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optShades", "optMoods"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [Float(1.25), Float(2.5), Float(4.75)],
            [1.25, 2.5, 4.75],
            ["ash", "birch", "cedar"],
            [Data("ash".utf8), Data("birch".utf8), Data("cedar".utf8)],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d22"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555552")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [Shade.pale, Shade.medium, Shade.deep],
            [Mood.calm, Mood.lively, Mood.stormy],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, Float(1.25), Float(4.75)],
            [nil, 1.25, 4.75],
            [nil, "ash", "cedar"],
            [nil, Data("ash".utf8), Data("cedar".utf8)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
            [nil, ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [nil, UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [nil, Shade.pale, Shade.deep],
            [nil, Mood.calm, Mood.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveLists()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let list = owner[names[kind]]
            let values = valueSets()[kind]
            assertThrows(list.removeLast())
            list.append(objectsIn: values)
            list.removeLast()
            XCTAssertEqual(list.count, 2)
            XCTAssertEqual(values[0], list[0])
            XCTAssertEqual(values[1], list[1])
            list.removeLast(2)
            XCTAssertEqual(list.count, 0)
            if managed { realm.cancelWrite() }
        }
    }
}

/// removeAll() empties a list of values, and does nothing to an empty one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveListTests.swift PrimitiveListTests.testRemoveAll
func testPrimitiveListRemoveAll() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optShades", "optMoods"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [Float(1.25), Float(2.5), Float(4.75)],
            [1.25, 2.5, 4.75],
            ["ash", "birch", "cedar"],
            [Data("ash".utf8), Data("birch".utf8), Data("cedar".utf8)],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d22"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555552")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [Shade.pale, Shade.medium, Shade.deep],
            [Mood.calm, Mood.lively, Mood.stormy],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, Float(1.25), Float(4.75)],
            [nil, 1.25, 4.75],
            [nil, "ash", "cedar"],
            [nil, Data("ash".utf8), Data("cedar".utf8)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
            [nil, ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [nil, UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [nil, Shade.pale, Shade.deep],
            [nil, Mood.calm, Mood.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveLists()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let list = owner[names[kind]]
            let values = valueSets()[kind]
            list.removeAll()
            list.append(objectsIn: values)
            list.removeAll()
            XCTAssertEqual(list.count, 0)
            if managed { realm.cancelWrite() }
        }
    }
}

/// replace(index:object:) swaps one value for another; an index out of range is refused with its message.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveListTests.swift PrimitiveListTests.testReplace
func testPrimitiveListReplace() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optShades", "optMoods"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [Float(1.25), Float(2.5), Float(4.75)],
            [1.25, 2.5, 4.75],
            ["ash", "birch", "cedar"],
            [Data("ash".utf8), Data("birch".utf8), Data("cedar".utf8)],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d22"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555552")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [Shade.pale, Shade.medium, Shade.deep],
            [Mood.calm, Mood.lively, Mood.stormy],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, Float(1.25), Float(4.75)],
            [nil, 1.25, 4.75],
            [nil, "ash", "cedar"],
            [nil, Data("ash".utf8), Data("cedar".utf8)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
            [nil, ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [nil, UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [nil, Shade.pale, Shade.deep],
            [nil, Mood.calm, Mood.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveLists()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let list = owner[names[kind]]
            let values = valueSets()[kind]
            assertThrows(list.replace(index: 0, object: values[0]), reason: "Index 0 is out of bounds")
            list.append(objectsIn: values)
            list.replace(index: 1, object: values[0])
            XCTAssertEqual(list[0], values[0])
            XCTAssertEqual(list[1], values[0])
            XCTAssertEqual(list[2], values[2])
            assertThrows(list.replace(index: 3, object: values[0]), reason: "Index 3 is out of bounds")
            assertThrows(list.replace(index: -1, object: values[0]), reason: "Cannot pass a negative value")
            if managed { realm.cancelWrite() }
        }
    }
}

/// replaceSubrange(_:with:) inserts, replaces and removes ranges of values.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveListTests.swift PrimitiveListTests.testReplaceRange
func testPrimitiveListReplaceRange() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optShades", "optMoods"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [Float(1.25), Float(2.5), Float(4.75)],
            [1.25, 2.5, 4.75],
            ["ash", "birch", "cedar"],
            [Data("ash".utf8), Data("birch".utf8), Data("cedar".utf8)],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d22"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555552")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [Shade.pale, Shade.medium, Shade.deep],
            [Mood.calm, Mood.lively, Mood.stormy],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, Float(1.25), Float(4.75)],
            [nil, 1.25, 4.75],
            [nil, "ash", "cedar"],
            [nil, Data("ash".utf8), Data("cedar".utf8)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
            [nil, ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [nil, UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [nil, Shade.pale, Shade.deep],
            [nil, Mood.calm, Mood.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveLists()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let list = owner[names[kind]]
            let values = valueSets()[kind]
            list.replaceSubrange(0..<0, with: [])
            XCTAssertEqual(list.count, 0)
            list.replaceSubrange(0..<0, with: [values[0]])
            XCTAssertEqual(list.count, 1)
            XCTAssertEqual(list[0], values[0])
            list.replaceSubrange(0..<1, with: values)
            XCTAssertEqual(list.count, 3)
            list.replaceSubrange(1..<2, with: [])
            XCTAssertEqual(list.count, 2)
            XCTAssertEqual(list[0], values[0])
            XCTAssertEqual(list[1], values[2])
            if managed { realm.cancelWrite() }
        }
    }
}

/// move(from:to:) reorders a list of values; indexes out of range are refused with their messages.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveListTests.swift PrimitiveListTests.testMove
func testPrimitiveListMove() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optShades", "optMoods"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [Float(1.25), Float(2.5), Float(4.75)],
            [1.25, 2.5, 4.75],
            ["ash", "birch", "cedar"],
            [Data("ash".utf8), Data("birch".utf8), Data("cedar".utf8)],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d22"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555552")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [Shade.pale, Shade.medium, Shade.deep],
            [Mood.calm, Mood.lively, Mood.stormy],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, Float(1.25), Float(4.75)],
            [nil, 1.25, 4.75],
            [nil, "ash", "cedar"],
            [nil, Data("ash".utf8), Data("cedar".utf8)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
            [nil, ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [nil, UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [nil, Shade.pale, Shade.deep],
            [nil, Mood.calm, Mood.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveLists()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let list = owner[names[kind]]
            let values = valueSets()[kind]
            assertThrows(list.move(from: 1, to: 0), reason: "out of bounds")
            list.append(objectsIn: values)
            list.move(from: 2, to: 0)
            XCTAssertEqual(list[0], values[2])
            XCTAssertEqual(list[1], values[0])
            XCTAssertEqual(list[2], values[1])
            assertThrows(list.move(from: 3, to: 0), reason: "Index 3 is out of bounds")
            assertThrows(list.move(from: 0, to: 3), reason: "Index 3 is out of bounds")
            assertThrows(list.move(from: -1, to: 0), reason: "negative value")
            assertThrows(list.move(from: 0, to: -1), reason: "negative value")
            if managed { realm.cancelWrite() }
        }
    }
}

/// swapAt(_:_:) exchanges two values; indexes out of range are refused with their messages.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveListTests.swift PrimitiveListTests.testSwap
func testPrimitiveListSwap() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optShades", "optMoods"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [Float(1.25), Float(2.5), Float(4.75)],
            [1.25, 2.5, 4.75],
            ["ash", "birch", "cedar"],
            [Data("ash".utf8), Data("birch".utf8), Data("cedar".utf8)],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d22"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555552")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [Shade.pale, Shade.medium, Shade.deep],
            [Mood.calm, Mood.lively, Mood.stormy],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, Float(1.25), Float(4.75)],
            [nil, 1.25, 4.75],
            [nil, "ash", "cedar"],
            [nil, Data("ash".utf8), Data("cedar".utf8)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
            [nil, ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [nil, UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [nil, Shade.pale, Shade.deep],
            [nil, Mood.calm, Mood.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveLists()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let list = owner[names[kind]]
            let values = valueSets()[kind]
            assertThrows(list.swapAt(0, 1), reason: "out of bounds")
            list.append(objectsIn: values)
            list.swapAt(0, 2)
            XCTAssertEqual(list[0], values[2])
            XCTAssertEqual(list[1], values[1])
            XCTAssertEqual(list[2], values[0])
            assertThrows(list.swapAt(3, 0), reason: "Index 3 is out of bounds")
            assertThrows(list.swapAt(0, 3), reason: "Index 3 is out of bounds")
            assertThrows(list.swapAt(-1, 0), reason: "negative value")
            assertThrows(list.swapAt(0, -1), reason: "negative value")
            if managed { realm.cancelWrite() }
        }
    }
}

/// min() of a list of numbers, dates, decimals or int enums is nil when empty, otherwise the smallest value, nil left out.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveListTests.swift MinMaxPrimitiveListTests.testMin
func testPrimitiveListMin() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "dates", "shades", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optDates", "optShades"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [Float(1.25), Float(2.5), Float(4.75)],
            [1.25, 2.5, 4.75],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [Shade.pale, Shade.medium, Shade.deep],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, Float(1.25), Float(4.75)],
            [nil, 1.25, 4.75],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [nil, Shade.pale, Shade.deep],
        ]
    }
    let optional = [false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, true]
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveLists()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let list = owner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertNil(list.min())
            list.append(objectsIn: values.reversed())
            XCTAssertEqual(list.min(), optional[kind] ? values[1] : values[0])
            if managed { realm.cancelWrite() }
        }
    }
}

/// max() of a list of numbers, dates, decimals or int enums is nil when empty, otherwise the largest value.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveListTests.swift MinMaxPrimitiveListTests.testMax
func testPrimitiveListMax() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "dates", "shades", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optDates", "optShades"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [Float(1.25), Float(2.5), Float(4.75)],
            [1.25, 2.5, 4.75],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [Shade.pale, Shade.medium, Shade.deep],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, Float(1.25), Float(4.75)],
            [nil, 1.25, 4.75],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [nil, Shade.pale, Shade.deep],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveLists()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let list = owner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertNil(list.max())
            list.append(objectsIn: values.reversed())
            XCTAssertEqual(list.max(), values.last)
            if managed { realm.cancelWrite() }
        }
    }
}

/// sum() of a list of numbers or decimals is zero when empty, otherwise the total of its values, nil left out.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveListTests.swift AddablePrimitiveListTests.testSum
func testPrimitiveListSum() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [Float(1.25), Float(2.5), Float(4.75)],
            [1.25, 2.5, 4.75],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, Float(1.25), Float(4.75)],
            [nil, 1.25, 4.75],
        ]
    }
    let sums = [22.0, 22.0, 22.0, 22.0, 22.0, 8.5, 8.5, 15.0, 15.0, 15.0, 15.0, 15.0, 6.0, 6.0]
    let counts = [3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0]
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveLists()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let list = owner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertEqual(list.sum(), 0)
            list.append(objectsIn: values)
            XCTAssertEqual(Double(list.sum()), sums[kind], accuracy: 0.01)
            if managed { realm.cancelWrite() }
        }
    }
}

/// average() of a list of numbers or decimals is nil when empty, otherwise the mean of its non-nil values.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveListTests.swift AddablePrimitiveListTests.testAverage
func testPrimitiveListAverage() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [Float(1.25), Float(2.5), Float(4.75)],
            [1.25, 2.5, 4.75],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, Float(1.25), Float(4.75)],
            [nil, 1.25, 4.75],
        ]
    }
    let sums = [22.0, 22.0, 22.0, 22.0, 22.0, 8.5, 8.5, 15.0, 15.0, 15.0, 15.0, 15.0, 6.0, 6.0]
    let counts = [3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0]
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveLists()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let list = owner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertNil(list.average())
            list.append(objectsIn: values)
            XCTAssertEqual(Double(list.average()!), sums[kind] / counts[kind], accuracy: 0.01)
            if managed { realm.cancelWrite() }
        }
    }
}

/// sorted(ascending:) of a managed list of values sorts them up or down, nil first going up.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveListTests.swift SortablePrimitiveListTests.testSorted
func testPrimitiveListSorted() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optShades", "optMoods"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [Float(1.25), Float(2.5), Float(4.75)],
            [1.25, 2.5, 4.75],
            ["ash", "birch", "cedar"],
            [Data("ash".utf8), Data("birch".utf8), Data("cedar".utf8)],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [Shade.pale, Shade.medium, Shade.deep],
            [Mood.calm, Mood.lively, Mood.stormy],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, Float(1.25), Float(4.75)],
            [nil, 1.25, 4.75],
            [nil, "ash", "cedar"],
            [nil, Data("ash".utf8), Data("cedar".utf8)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [nil, Shade.pale, Shade.deep],
            [nil, Mood.calm, Mood.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [true] {
            let owner = PrimitiveLists()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let list = owner[names[kind]]
            let values = valueSets()[kind]
            list.append(objectsIn: [values[1], values[2], values[0]])
            XCTAssertEqual(Array(list.sorted(ascending: true)), values)
            XCTAssertEqual(Array(list.sorted(ascending: false)), values.reversed())
            if managed { realm.cancelWrite() }
        }
    }
}

/// distinct() of a managed list of values keeps the first of each value, in order.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveListTests.swift SortablePrimitiveListTests.testDistinct
func testPrimitiveListDistinct() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optShades", "optMoods"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [3, 7, 12],
            [Float(1.25), Float(2.5), Float(4.75)],
            [1.25, 2.5, 4.75],
            ["ash", "birch", "cedar"],
            [Data("ash".utf8), Data("birch".utf8), Data("cedar".utf8)],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [Shade.pale, Shade.medium, Shade.deep],
            [Mood.calm, Mood.lively, Mood.stormy],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, Float(1.25), Float(4.75)],
            [nil, 1.25, 4.75],
            [nil, "ash", "cedar"],
            [nil, Data("ash".utf8), Data("cedar".utf8)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [nil, Shade.pale, Shade.deep],
            [nil, Mood.calm, Mood.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [true] {
            let owner = PrimitiveLists()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let list = owner[names[kind]]
            let values = valueSets()[kind]
            list.append(objectsIn: values)
            list.append(objectsIn: values)
            XCTAssertEqual(Array(list.distinct()), values)
            if managed { realm.cancelWrite() }
        }
    }
}

