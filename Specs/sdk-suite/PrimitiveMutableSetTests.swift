// page: sdk
// tags: sets, sdk-suite

enum Tint: Int, PersistableEnum {
    case pale = 1, medium = 3, deep = 5
}

enum Temper: String, PersistableEnum {
    case calm, lively, stormy
}

class PrimitiveSets: Object {
    @Persisted var ints: MutableSet<Int>
    @Persisted var int8s: MutableSet<Int8>
    @Persisted var int16s: MutableSet<Int16>
    @Persisted var int32s: MutableSet<Int32>
    @Persisted var int64s: MutableSet<Int64>
    @Persisted var floats: MutableSet<Float>
    @Persisted var doubles: MutableSet<Double>
    @Persisted var strings: MutableSet<String>
    @Persisted var datas: MutableSet<Data>
    @Persisted var dates: MutableSet<Date>
    @Persisted var decimals: MutableSet<Decimal128>
    @Persisted var objectIds: MutableSet<ObjectId>
    @Persisted var uuids: MutableSet<UUID>
    @Persisted var shades: MutableSet<Tint>
    @Persisted var moods: MutableSet<Temper>
    @Persisted var optInts: MutableSet<Int?>
    @Persisted var optInt8s: MutableSet<Int8?>
    @Persisted var optInt16s: MutableSet<Int16?>
    @Persisted var optInt32s: MutableSet<Int32?>
    @Persisted var optInt64s: MutableSet<Int64?>
    @Persisted var optFloats: MutableSet<Float?>
    @Persisted var optDoubles: MutableSet<Double?>
    @Persisted var optStrings: MutableSet<String?>
    @Persisted var optDatas: MutableSet<Data?>
    @Persisted var optDates: MutableSet<Date?>
    @Persisted var optDecimals: MutableSet<Decimal128?>
    @Persisted var optObjectIds: MutableSet<ObjectId?>
    @Persisted var optUuids: MutableSet<UUID?>
    @Persisted var optTints: MutableSet<Tint?>
    @Persisted var optTempers: MutableSet<Temper?>
}

/// A set of values of every type is not invalidated while its object lives, and is once its managed object is deleted.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMutableSetTests.swift PrimitiveMutableSetTests.testInvalidated
func testPrimitiveSetInvalidated() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optTints", "optTempers"]
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
            [Tint.pale, Tint.medium, Tint.deep],
            [Temper.calm, Temper.lively, Temper.stormy],
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
            [nil, Tint.pale, Tint.deep],
            [nil, Temper.calm, Temper.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveSets()
            let otherOwner = PrimitiveSets()
            if managed {
                realm.beginWrite()
                realm.add(owner)
                realm.add(otherOwner)
            }
            let set = owner[names[kind]]
            let other = otherOwner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertFalse(set.isInvalidated)
            if managed {
                realm.delete(owner)
                XCTAssertTrue(set.isInvalidated)
            }
            if managed { realm.cancelWrite() }
        }
    }
}

/// value(forKey: "self") of a set of values holds each of its values once; any other key is refused, as Foundation refuses it.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMutableSetTests.swift PrimitiveMutableSetTests.testValueForKey
func testPrimitiveSetValueForKey() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optTints", "optTempers"]
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
            [Tint.pale, Tint.medium, Tint.deep],
            [Temper.calm, Temper.lively, Temper.stormy],
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
            [nil, Tint.pale, Tint.deep],
            [nil, Temper.calm, Temper.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveSets()
            let otherOwner = PrimitiveSets()
            if managed {
                realm.beginWrite()
                realm.add(owner)
                realm.add(otherOwner)
            }
            let set = owner[names[kind]]
            let other = otherOwner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertEqual(set.value(forKey: "self").count, 0)
            set.insert(objectsIn: values)
            let read = set.value(forKey: "self")
            XCTAssertEqual(read.count, values.count)
            XCTAssertTrue(Set(read).isSubset(of: values))
            XCTAssertTrue(Set(values).isSubset(of: read))
            assertThrows(set.value(forKey: "not self"))
            if managed { realm.cancelWrite() }
        }
    }
}

/// insert(_:) adds each value of every type once; inserting it again changes nothing.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMutableSetTests.swift PrimitiveMutableSetTests.testInsert
func testPrimitiveSetInsert() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optTints", "optTempers"]
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
            [Tint.pale, Tint.medium, Tint.deep],
            [Temper.calm, Temper.lively, Temper.stormy],
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
            [nil, Tint.pale, Tint.deep],
            [nil, Temper.calm, Temper.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveSets()
            let otherOwner = PrimitiveSets()
            if managed {
                realm.beginWrite()
                realm.add(owner)
                realm.add(otherOwner)
            }
            let set = owner[names[kind]]
            let other = otherOwner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertEqual(set.count, 0)
            set.insert(values[0])
            XCTAssertEqual(set.count, 1)
            XCTAssertTrue(set.contains(values[0]))
            set.insert(values[1])
            XCTAssertEqual(set.count, 2)
            XCTAssertTrue(set.contains(values[0]))
            XCTAssertTrue(set.contains(values[1]))
            set.insert(values[2])
            XCTAssertEqual(set.count, 3)
            set.insert(values[2])
            XCTAssertEqual(set.count, 3)
            XCTAssertTrue(set.contains(values[0]))
            XCTAssertTrue(set.contains(values[1]))
            XCTAssertTrue(set.contains(values[2]))
            if managed { realm.cancelWrite() }
        }
    }
}

/// remove(_:) takes one value out of a set and keeps the others.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMutableSetTests.swift PrimitiveMutableSetTests.testRemove
func testPrimitiveSetRemove() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optTints", "optTempers"]
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
            [Tint.pale, Tint.medium, Tint.deep],
            [Temper.calm, Temper.lively, Temper.stormy],
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
            [nil, Tint.pale, Tint.deep],
            [nil, Temper.calm, Temper.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveSets()
            let otherOwner = PrimitiveSets()
            if managed {
                realm.beginWrite()
                realm.add(owner)
                realm.add(otherOwner)
            }
            let set = owner[names[kind]]
            let other = otherOwner[names[kind]]
            let values = valueSets()[kind]
            set.removeAll()
            XCTAssertEqual(set.count, 0)
            set.insert(objectsIn: values)
            set.remove(values[0])
            XCTAssertFalse(set.contains(values[0]))
            XCTAssertTrue(set.contains(values[1]))
            XCTAssertTrue(set.contains(values[2]))
            if managed { realm.cancelWrite() }
        }
    }
}

/// removeAll() empties a set of values, and does nothing to an empty one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMutableSetTests.swift PrimitiveMutableSetTests.testRemoveAll
func testPrimitiveSetRemoveAll() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optTints", "optTempers"]
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
            [Tint.pale, Tint.medium, Tint.deep],
            [Temper.calm, Temper.lively, Temper.stormy],
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
            [nil, Tint.pale, Tint.deep],
            [nil, Temper.calm, Temper.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveSets()
            let otherOwner = PrimitiveSets()
            if managed {
                realm.beginWrite()
                realm.add(owner)
                realm.add(otherOwner)
            }
            let set = owner[names[kind]]
            let other = otherOwner[names[kind]]
            let values = valueSets()[kind]
            set.removeAll()
            set.insert(objectsIn: values)
            set.removeAll()
            XCTAssertEqual(set.count, 0)
            if managed { realm.cancelWrite() }
        }
    }
}

/// A set holding one value of another is its subset; once emptied, the larger set is not a subset of it.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMutableSetTests.swift PrimitiveMutableSetTests.testIsSubset
func testPrimitiveSetIsSubset() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optTints", "optTempers"]
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
            [Tint.pale, Tint.medium, Tint.deep],
            [Temper.calm, Temper.lively, Temper.stormy],
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
            [nil, Tint.pale, Tint.deep],
            [nil, Temper.calm, Temper.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveSets()
            let otherOwner = PrimitiveSets()
            if managed {
                realm.beginWrite()
                realm.add(owner)
                realm.add(otherOwner)
            }
            let set = owner[names[kind]]
            let other = otherOwner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertEqual(set.count, 0)
            XCTAssertEqual(other.count, 0)
            set.insert(objectsIn: values)
            other.insert(values[0])
            XCTAssertTrue(other.isSubset(of: set))
            other.remove(values[0])
            XCTAssertFalse(set.isSubset(of: other))
            if managed { realm.cancelWrite() }
        }
    }
}

/// contains(_:) finds every value inserted into a set.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMutableSetTests.swift PrimitiveMutableSetTests.testContains
func testPrimitiveSetContains() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optTints", "optTempers"]
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
            [Tint.pale, Tint.medium, Tint.deep],
            [Temper.calm, Temper.lively, Temper.stormy],
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
            [nil, Tint.pale, Tint.deep],
            [nil, Temper.calm, Temper.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveSets()
            let otherOwner = PrimitiveSets()
            if managed {
                realm.beginWrite()
                realm.add(owner)
                realm.add(otherOwner)
            }
            let set = owner[names[kind]]
            let other = otherOwner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertEqual(set.count, 0)
            XCTAssertEqual(other.count, 0)
            set.insert(objectsIn: values)
            XCTAssertEqual(set.count, values.count)
            values.forEach {
                XCTAssertTrue(set.contains($0))
            }
            if managed { realm.cancelWrite() }
        }
    }
}

/// Two sets sharing a value intersect; once the shared value is gone they do not.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMutableSetTests.swift PrimitiveMutableSetTests.testIntersects
func testPrimitiveSetIntersects() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optTints", "optTempers"]
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
            [Tint.pale, Tint.medium, Tint.deep],
            [Temper.calm, Temper.lively, Temper.stormy],
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
            [nil, Tint.pale, Tint.deep],
            [nil, Temper.calm, Temper.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveSets()
            let otherOwner = PrimitiveSets()
            if managed {
                realm.beginWrite()
                realm.add(owner)
                realm.add(otherOwner)
            }
            let set = owner[names[kind]]
            let other = otherOwner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertEqual(set.count, 0)
            XCTAssertEqual(other.count, 0)
            set.insert(objectsIn: values)
            other.insert(values[0])
            XCTAssertTrue(other.intersects(set))
            other.remove(values[0])
            XCTAssertFalse(set.intersects(other))
            if managed { realm.cancelWrite() }
        }
    }
}

/// formIntersection(_:) keeps only the value both sets hold.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMutableSetTests.swift PrimitiveMutableSetTests.testFormIntersection
func testPrimitiveSetFormIntersection() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optTints", "optTempers"]
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
            [Tint.pale, Tint.medium, Tint.deep],
            [Temper.calm, Temper.lively, Temper.stormy],
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
            [nil, Tint.pale, Tint.deep],
            [nil, Temper.calm, Temper.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveSets()
            let otherOwner = PrimitiveSets()
            if managed {
                realm.beginWrite()
                realm.add(owner)
                realm.add(otherOwner)
            }
            let set = owner[names[kind]]
            let other = otherOwner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertEqual(set.count, 0)
            XCTAssertEqual(other.count, 0)
            set.insert(objectsIn: values)
            other.insert(values[0])
            set.formIntersection(other)
            XCTAssertEqual(set.count, 1)
            XCTAssertTrue(set.contains(values[0]))
            if managed { realm.cancelWrite() }
        }
    }
}

/// formUnion(_:) gathers the values of both sets, each once.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMutableSetTests.swift PrimitiveMutableSetTests.testFormUnion
func testPrimitiveSetFormUnion() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optTints", "optTempers"]
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
            [Tint.pale, Tint.medium, Tint.deep],
            [Temper.calm, Temper.lively, Temper.stormy],
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
            [nil, Tint.pale, Tint.deep],
            [nil, Temper.calm, Temper.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveSets()
            let otherOwner = PrimitiveSets()
            if managed {
                realm.beginWrite()
                realm.add(owner)
                realm.add(otherOwner)
            }
            let set = owner[names[kind]]
            let other = otherOwner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertEqual(set.count, 0)
            XCTAssertEqual(other.count, 0)
            set.insert(values[0])
            set.insert(values[1])
            other.insert(values[0])
            other.insert(values[2])
            set.formUnion(other)
            XCTAssertEqual(set.count, 3)
            XCTAssertTrue(set.contains(values[0]))
            XCTAssertTrue(set.contains(values[1]))
            XCTAssertTrue(set.contains(values[2]))
            if managed { realm.cancelWrite() }
        }
    }
}

/// subtract(_:) removes the values the other set holds.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMutableSetTests.swift PrimitiveMutableSetTests.testSubtract
func testPrimitiveSetSubtract() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optTints", "optTempers"]
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
            [Tint.pale, Tint.medium, Tint.deep],
            [Temper.calm, Temper.lively, Temper.stormy],
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
            [nil, Tint.pale, Tint.deep],
            [nil, Temper.calm, Temper.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveSets()
            let otherOwner = PrimitiveSets()
            if managed {
                realm.beginWrite()
                realm.add(owner)
                realm.add(otherOwner)
            }
            let set = owner[names[kind]]
            let other = otherOwner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertEqual(set.count, 0)
            XCTAssertEqual(other.count, 0)
            set.insert(values[0])
            set.insert(values[1])
            other.insert(values[0])
            other.insert(values[2])
            set.subtract(other)
            XCTAssertEqual(set.count, 1)
            XCTAssertFalse(set.contains(values[0]))
            XCTAssertTrue(set.contains(values[1]))
            if managed { realm.cancelWrite() }
        }
    }
}

/// Each position of a set holds one of the values inserted.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMutableSetTests.swift PrimitiveMutableSetTests.testSubscript
func testPrimitiveSetSubscript() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "decimals", "objectIds", "uuids", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optDecimals", "optObjectIds", "optUuids", "optTints", "optTempers"]
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
            [Tint.pale, Tint.medium, Tint.deep],
            [Temper.calm, Temper.lively, Temper.stormy],
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
            [nil, Tint.pale, Tint.deep],
            [nil, Temper.calm, Temper.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveSets()
            let otherOwner = PrimitiveSets()
            if managed {
                realm.beginWrite()
                realm.add(owner)
                realm.add(otherOwner)
            }
            let set = owner[names[kind]]
            let other = otherOwner[names[kind]]
            let values = valueSets()[kind]
            set.insert(objectsIn: values)
            XCTAssertTrue(values.contains(set[0]))
            XCTAssertTrue(values.contains(set[1]))
            XCTAssertTrue(values.contains(set[2]))
            if managed { realm.cancelWrite() }
        }
    }
}

/// min() of a set of numbers, dates or int enums is nil when empty, otherwise the smallest value, nil left out.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMutableSetTests.swift MinMaxPrimitiveMutableSetTests.testMin
func testPrimitiveSetMin() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "dates", "shades", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optDates", "optTints"]
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
            [Tint.pale, Tint.medium, Tint.deep],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, Float(1.25), Float(4.75)],
            [nil, 1.25, 4.75],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [nil, Tint.pale, Tint.deep],
        ]
    }
    let optional = [false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, true]
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveSets()
            let otherOwner = PrimitiveSets()
            if managed {
                realm.beginWrite()
                realm.add(owner)
                realm.add(otherOwner)
            }
            let set = owner[names[kind]]
            let other = otherOwner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertNil(set.min())
            set.insert(objectsIn: values)
            XCTAssertEqual(set.min(), optional[kind] ? values[1] : values[0])
            if managed { realm.cancelWrite() }
        }
    }
}

/// max() of a set of numbers, dates or int enums is nil when empty, otherwise the largest value.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMutableSetTests.swift MinMaxPrimitiveMutableSetTests.testMax
func testPrimitiveSetMax() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "dates", "shades", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optDates", "optTints"]
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
            [Tint.pale, Tint.medium, Tint.deep],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, 3, 12],
            [nil, Float(1.25), Float(4.75)],
            [nil, 1.25, 4.75],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [nil, Tint.pale, Tint.deep],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {
            let owner = PrimitiveSets()
            let otherOwner = PrimitiveSets()
            if managed {
                realm.beginWrite()
                realm.add(owner)
                realm.add(otherOwner)
            }
            let set = owner[names[kind]]
            let other = otherOwner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertNil(set.max())
            set.insert(objectsIn: values)
            XCTAssertEqual(set.max(), values.last)
            if managed { realm.cancelWrite() }
        }
    }
}

/// sum() of a set of numbers is zero when empty, otherwise the total of its values, nil left out.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMutableSetTests.swift AddablePrimitiveMutableSetTests.testSum
func testPrimitiveSetSum() throws {
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
            let owner = PrimitiveSets()
            let otherOwner = PrimitiveSets()
            if managed {
                realm.beginWrite()
                realm.add(owner)
                realm.add(otherOwner)
            }
            let set = owner[names[kind]]
            let other = otherOwner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertEqual(set.sum(), 0)
            set.insert(objectsIn: values)
            XCTAssertEqual(Double(set.sum()), sums[kind], accuracy: 0.01)
            if managed { realm.cancelWrite() }
        }
    }
}

/// average() of a set of numbers is nil when empty, otherwise the mean of its non-nil values.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMutableSetTests.swift AddablePrimitiveMutableSetTests.testAverage
func testPrimitiveSetAverage() throws {
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
            let owner = PrimitiveSets()
            let otherOwner = PrimitiveSets()
            if managed {
                realm.beginWrite()
                realm.add(owner)
                realm.add(otherOwner)
            }
            let set = owner[names[kind]]
            let other = otherOwner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertNil(set.average())
            set.insert(objectsIn: values)
            XCTAssertEqual(Double(set.average()!), sums[kind] / counts[kind], accuracy: 0.01)
            if managed { realm.cancelWrite() }
        }
    }
}

/// sorted(ascending:) of a managed set of values sorts them up or down, nil first going up.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMutableSetTests.swift SortablePrimitiveMutableSetTests.testSorted
func testPrimitiveSetSorted() throws {
    let realm = try Realm()
    let names = ["ints", "int8s", "int16s", "int32s", "int64s", "floats", "doubles", "strings", "datas", "dates", "shades", "moods", "optInts", "optInt8s", "optInt16s", "optInt32s", "optInt64s", "optFloats", "optDoubles", "optStrings", "optDatas", "optDates", "optTints", "optTempers"]
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
            [Tint.pale, Tint.medium, Tint.deep],
            [Temper.calm, Temper.lively, Temper.stormy],
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
            [nil, Tint.pale, Tint.deep],
            [nil, Temper.calm, Temper.stormy],
        ]
    }
    for kind in 0..<names.count {
        for managed in [true] {
            let owner = PrimitiveSets()
            let otherOwner = PrimitiveSets()
            if managed {
                realm.beginWrite()
                realm.add(owner)
                realm.add(otherOwner)
            }
            let set = owner[names[kind]]
            let other = otherOwner[names[kind]]
            let values = valueSets()[kind]
            set.insert(objectsIn: [values[1], values[2], values[0]])
            XCTAssertEqual(Array(set.sorted(ascending: true)), values)
            XCTAssertEqual(Array(set.sorted(ascending: false)), values.reversed())
            if managed { realm.cancelWrite() }
        }
    }
}

