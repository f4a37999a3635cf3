// page: sdk
// tags: sdk, suite

// Maps of each value type the SDK's primitive map tests instantiate: every
// scalar, its optional, and enums of each raw type the language stores.

enum Shade: Int, PersistableEnum {
    case pale = 1, medium = 3, deep = 5
}

enum Mood: String, PersistableEnum {
    case calm, lively, stormy
}

enum Tide: Int8, PersistableEnum {
    case low = 1, mid = 2, high = 3
}

enum Wind: Int16, PersistableEnum {
    case calm = 1, breeze = 2, gale = 3
}

enum Hue: Int32, PersistableEnum {
    case red = 1, green = 2, blue = 3
}

enum Tone: Int64, PersistableEnum {
    case low = 1, mid = 2, high = 3
}

enum Pitch: Float, PersistableEnum {
    case flat = 1.5, even = 2.5, sharp = 3.5
}

enum Grade: Double, PersistableEnum {
    case fair = 1.5, good = 2.5, fine = 3.5
}

class PrimitiveMaps: Object {
    @Persisted var ints: Map<String, Int>
    @Persisted var optInts: Map<String, Int?>
    @Persisted var int8s: Map<String, Int8>
    @Persisted var optInt8s: Map<String, Int8?>
    @Persisted var int16s: Map<String, Int16>
    @Persisted var optInt16s: Map<String, Int16?>
    @Persisted var int32s: Map<String, Int32>
    @Persisted var optInt32s: Map<String, Int32?>
    @Persisted var int64s: Map<String, Int64>
    @Persisted var optInt64s: Map<String, Int64?>
    @Persisted var bools: Map<String, Bool>
    @Persisted var optBools: Map<String, Bool?>
    @Persisted var floats: Map<String, Float>
    @Persisted var optFloats: Map<String, Float?>
    @Persisted var doubles: Map<String, Double>
    @Persisted var optDoubles: Map<String, Double?>
    @Persisted var strings: Map<String, String>
    @Persisted var optStrings: Map<String, String?>
    @Persisted var datas: Map<String, Data>
    @Persisted var optDatas: Map<String, Data?>
    @Persisted var dates: Map<String, Date>
    @Persisted var optDates: Map<String, Date?>
    @Persisted var objectIds: Map<String, ObjectId>
    @Persisted var optObjectIds: Map<String, ObjectId?>
    @Persisted var decimals: Map<String, Decimal128>
    @Persisted var optDecimals: Map<String, Decimal128?>
    @Persisted var uuids: Map<String, UUID>
    @Persisted var optUuids: Map<String, UUID?>
    @Persisted var shades: Map<String, Shade>
    @Persisted var optShades: Map<String, Shade?>
    @Persisted var moods: Map<String, Mood>
    @Persisted var optMoods: Map<String, Mood?>
    @Persisted var tides: Map<String, Tide>
    @Persisted var optTides: Map<String, Tide?>
    @Persisted var winds: Map<String, Wind>
    @Persisted var optWinds: Map<String, Wind?>
    @Persisted var hues: Map<String, Hue>
    @Persisted var optHues: Map<String, Hue?>
    @Persisted var tones: Map<String, Tone>
    @Persisted var optTones: Map<String, Tone?>
    @Persisted var pitches: Map<String, Pitch>
    @Persisted var optPitches: Map<String, Pitch?>
    @Persisted var grades: Map<String, Grade>
    @Persisted var optGrades: Map<String, Grade?>
}

/// A map of values of every type is not invalidated while its object lives, and is once its managed object is deleted.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMapTests.swift PrimitiveMapTests.testInvalidated
func testPrimitiveMapInvalidated() throws {
    let realm = try Realm()
    let names = ["ints", "optInts", "int8s", "optInt8s", "int16s", "optInt16s", "int32s", "optInt32s", "int64s", "optInt64s", "bools", "optBools", "floats", "optFloats", "doubles", "optDoubles", "strings", "optStrings", "datas", "optDatas", "dates", "optDates", "objectIds", "optObjectIds", "decimals", "optDecimals", "uuids", "optUuids", "shades", "optShades", "moods", "optMoods", "tides", "optTides", "winds", "optWinds", "hues", "optHues", "tones", "optTones", "pitches", "optPitches", "grades", "optGrades"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [true, false, true],
            [nil, true, true],
            [Float(1.25), Float(2.5), Float(4.75)],
            [nil, Float(1.25), Float(4.75)],
            [1.25, 2.5, 4.75],
            [nil, 1.25, 4.75],
            ["ash", "birch", "cedar"],
            [nil, "ash", "cedar"],
            [Data("ash".utf8), Data("birch".utf8), Data("cedar".utf8)],
            [nil, Data("ash".utf8), Data("cedar".utf8)],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d22"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [nil, ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
            [UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555552")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [nil, UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [Shade.pale, Shade.medium, Shade.deep],
            [nil, Shade.pale, Shade.deep],
            [Mood.calm, Mood.lively, Mood.stormy],
            [nil, Mood.calm, Mood.stormy],
            [Tide.low, Tide.mid, Tide.high],
            [nil, Tide.low, Tide.high],
            [Wind.calm, Wind.breeze, Wind.gale],
            [nil, Wind.calm, Wind.gale],
            [Hue.red, Hue.green, Hue.blue],
            [nil, Hue.red, Hue.blue],
            [Tone.low, Tone.mid, Tone.high],
            [nil, Tone.low, Tone.high],
            [Pitch.flat, Pitch.even, Pitch.sharp],
            [nil, Pitch.flat, Pitch.sharp],
            [Grade.fair, Grade.good, Grade.fine],
            [nil, Grade.fair, Grade.fine],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {

            let owner = PrimitiveMaps()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let map = owner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertFalse(map.isInvalidated)
            if managed {
                realm.delete(owner)
                XCTAssertTrue(map.isInvalidated)
            }
            if managed { realm.cancelWrite() }
        }
    }
}

/// Enumerating a map of values of every type, after merging three keys into it, visits each key with the value merged under it.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMapTests.swift PrimitiveMapTests.testEnumeration
func testPrimitiveMapEnumeration() throws {
    let realm = try Realm()
    let names = ["ints", "optInts", "int8s", "optInt8s", "int16s", "optInt16s", "int32s", "optInt32s", "int64s", "optInt64s", "bools", "optBools", "floats", "optFloats", "doubles", "optDoubles", "strings", "optStrings", "datas", "optDatas", "dates", "optDates", "objectIds", "optObjectIds", "decimals", "optDecimals", "uuids", "optUuids", "shades", "optShades", "moods", "optMoods", "tides", "optTides", "winds", "optWinds", "hues", "optHues", "tones", "optTones", "pitches", "optPitches", "grades", "optGrades"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [true, false, true],
            [nil, true, true],
            [Float(1.25), Float(2.5), Float(4.75)],
            [nil, Float(1.25), Float(4.75)],
            [1.25, 2.5, 4.75],
            [nil, 1.25, 4.75],
            ["ash", "birch", "cedar"],
            [nil, "ash", "cedar"],
            [Data("ash".utf8), Data("birch".utf8), Data("cedar".utf8)],
            [nil, Data("ash".utf8), Data("cedar".utf8)],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d22"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [nil, ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
            [UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555552")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [nil, UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [Shade.pale, Shade.medium, Shade.deep],
            [nil, Shade.pale, Shade.deep],
            [Mood.calm, Mood.lively, Mood.stormy],
            [nil, Mood.calm, Mood.stormy],
            [Tide.low, Tide.mid, Tide.high],
            [nil, Tide.low, Tide.high],
            [Wind.calm, Wind.breeze, Wind.gale],
            [nil, Wind.calm, Wind.gale],
            [Hue.red, Hue.green, Hue.blue],
            [nil, Hue.red, Hue.blue],
            [Tone.low, Tone.mid, Tone.high],
            [nil, Tone.low, Tone.high],
            [Pitch.flat, Pitch.even, Pitch.sharp],
            [nil, Pitch.flat, Pitch.sharp],
            [Grade.fair, Grade.good, Grade.fine],
            [nil, Grade.fair, Grade.fine],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {

            let owner = PrimitiveMaps()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let map = owner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertEqual(0, map.count)
            map.merge(["key0": values[0], "key1": values[1], "key2": values[2]]) { $1 }
            let keys = ["key0", "key1", "key2"]
            var matched = 0
            for element in map {
                for i in 0..<3 {
                    if keys[i] == element.key && values[i] == element.value {
                        matched += 1
                    }
                }
            }
            XCTAssertEqual(matched, 3)
            if managed { realm.cancelWrite() }
        }
    }
}

/// value(forKey:) of a map of values of every type is nil for a missing key and, after setValue(_:forKey:), the value set.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMapTests.swift PrimitiveMapTests.testValueForKey
func testPrimitiveMapValueForKey() throws {
    let realm = try Realm()
    let names = ["ints", "optInts", "int8s", "optInt8s", "int16s", "optInt16s", "int32s", "optInt32s", "int64s", "optInt64s", "bools", "optBools", "floats", "optFloats", "doubles", "optDoubles", "strings", "optStrings", "datas", "optDatas", "dates", "optDates", "objectIds", "optObjectIds", "decimals", "optDecimals", "uuids", "optUuids", "shades", "optShades", "moods", "optMoods", "tides", "optTides", "winds", "optWinds", "hues", "optHues", "tones", "optTones", "pitches", "optPitches", "grades", "optGrades"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [true, false, true],
            [nil, true, true],
            [Float(1.25), Float(2.5), Float(4.75)],
            [nil, Float(1.25), Float(4.75)],
            [1.25, 2.5, 4.75],
            [nil, 1.25, 4.75],
            ["ash", "birch", "cedar"],
            [nil, "ash", "cedar"],
            [Data("ash".utf8), Data("birch".utf8), Data("cedar".utf8)],
            [nil, Data("ash".utf8), Data("cedar".utf8)],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d22"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [nil, ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
            [UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555552")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [nil, UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [Shade.pale, Shade.medium, Shade.deep],
            [nil, Shade.pale, Shade.deep],
            [Mood.calm, Mood.lively, Mood.stormy],
            [nil, Mood.calm, Mood.stormy],
            [Tide.low, Tide.mid, Tide.high],
            [nil, Tide.low, Tide.high],
            [Wind.calm, Wind.breeze, Wind.gale],
            [nil, Wind.calm, Wind.gale],
            [Hue.red, Hue.green, Hue.blue],
            [nil, Hue.red, Hue.blue],
            [Tone.low, Tone.mid, Tone.high],
            [nil, Tone.low, Tone.high],
            [Pitch.flat, Pitch.even, Pitch.sharp],
            [nil, Pitch.flat, Pitch.sharp],
            [Grade.fair, Grade.good, Grade.fine],
            [nil, Grade.fair, Grade.fine],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {

            let owner = PrimitiveMaps()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let map = owner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertNil(map.value(forKey: "key0"))
            map.setValue(values[0], forKey: "key0")
            XCTAssertEqual(map.value(forKey: "key0"), values[0])
            if managed { realm.cancelWrite() }
        }
    }
}

/// Setting three keys of a map of values of every type through the subscript grows its count, keys and values by one each time, and each key reads its value back.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMapTests.swift PrimitiveMapTests.testInsert
func testPrimitiveMapInsert() throws {
    let realm = try Realm()
    let names = ["ints", "optInts", "int8s", "optInt8s", "int16s", "optInt16s", "int32s", "optInt32s", "int64s", "optInt64s", "bools", "optBools", "floats", "optFloats", "doubles", "optDoubles", "strings", "optStrings", "datas", "optDatas", "dates", "optDates", "objectIds", "optObjectIds", "decimals", "optDecimals", "uuids", "optUuids", "shades", "optShades", "moods", "optMoods", "tides", "optTides", "winds", "optWinds", "hues", "optHues", "tones", "optTones", "pitches", "optPitches", "grades", "optGrades"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [true, false, true],
            [nil, true, true],
            [Float(1.25), Float(2.5), Float(4.75)],
            [nil, Float(1.25), Float(4.75)],
            [1.25, 2.5, 4.75],
            [nil, 1.25, 4.75],
            ["ash", "birch", "cedar"],
            [nil, "ash", "cedar"],
            [Data("ash".utf8), Data("birch".utf8), Data("cedar".utf8)],
            [nil, Data("ash".utf8), Data("cedar".utf8)],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d22"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [nil, ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
            [UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555552")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [nil, UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [Shade.pale, Shade.medium, Shade.deep],
            [nil, Shade.pale, Shade.deep],
            [Mood.calm, Mood.lively, Mood.stormy],
            [nil, Mood.calm, Mood.stormy],
            [Tide.low, Tide.mid, Tide.high],
            [nil, Tide.low, Tide.high],
            [Wind.calm, Wind.breeze, Wind.gale],
            [nil, Wind.calm, Wind.gale],
            [Hue.red, Hue.green, Hue.blue],
            [nil, Hue.red, Hue.blue],
            [Tone.low, Tone.mid, Tone.high],
            [nil, Tone.low, Tone.high],
            [Pitch.flat, Pitch.even, Pitch.sharp],
            [nil, Pitch.flat, Pitch.sharp],
            [Grade.fair, Grade.good, Grade.fine],
            [nil, Grade.fair, Grade.fine],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {

            let owner = PrimitiveMaps()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let map = owner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertEqual(0, map.count)
            map["key0"] = values[0]
            XCTAssertEqual(1, map.count)
            XCTAssertEqual(1, map.keys.count)
            XCTAssertEqual(1, map.values.count)
            XCTAssertTrue(Set(["key0"]).isSubset(of: map.keys))
            XCTAssertEqual(map["key0"], values[0])
            map["key1"] = values[1]
            XCTAssertEqual(2, map.count)
            XCTAssertEqual(2, map.keys.count)
            XCTAssertEqual(2, map.values.count)
            XCTAssertTrue(Set(["key0", "key1"]).isSubset(of: map.keys))
            XCTAssertEqual(map["key1"], values[1])
            map["key2"] = values[2]
            XCTAssertEqual(3, map.count)
            XCTAssertEqual(3, map.keys.count)
            XCTAssertEqual(3, map.values.count)
            XCTAssertTrue(Set(["key0", "key1", "key2"]).isSubset(of: map.keys))
            XCTAssertEqual(map["key2"], values[2])
            if managed { realm.cancelWrite() }
        }
    }
}

/// updateValue(_:forKey:) of a key a map of values of every type holds replaces its value and adds no key.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMapTests.swift PrimitiveMapTests.testUpdate
func testPrimitiveMapUpdate() throws {
    let realm = try Realm()
    let names = ["ints", "optInts", "int8s", "optInt8s", "int16s", "optInt16s", "int32s", "optInt32s", "int64s", "optInt64s", "bools", "optBools", "floats", "optFloats", "doubles", "optDoubles", "strings", "optStrings", "datas", "optDatas", "dates", "optDates", "objectIds", "optObjectIds", "decimals", "optDecimals", "uuids", "optUuids", "shades", "optShades", "moods", "optMoods", "tides", "optTides", "winds", "optWinds", "hues", "optHues", "tones", "optTones", "pitches", "optPitches", "grades", "optGrades"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [true, false, true],
            [nil, true, true],
            [Float(1.25), Float(2.5), Float(4.75)],
            [nil, Float(1.25), Float(4.75)],
            [1.25, 2.5, 4.75],
            [nil, 1.25, 4.75],
            ["ash", "birch", "cedar"],
            [nil, "ash", "cedar"],
            [Data("ash".utf8), Data("birch".utf8), Data("cedar".utf8)],
            [nil, Data("ash".utf8), Data("cedar".utf8)],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d22"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [nil, ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
            [UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555552")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [nil, UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [Shade.pale, Shade.medium, Shade.deep],
            [nil, Shade.pale, Shade.deep],
            [Mood.calm, Mood.lively, Mood.stormy],
            [nil, Mood.calm, Mood.stormy],
            [Tide.low, Tide.mid, Tide.high],
            [nil, Tide.low, Tide.high],
            [Wind.calm, Wind.breeze, Wind.gale],
            [nil, Wind.calm, Wind.gale],
            [Hue.red, Hue.green, Hue.blue],
            [nil, Hue.red, Hue.blue],
            [Tone.low, Tone.mid, Tone.high],
            [nil, Tone.low, Tone.high],
            [Pitch.flat, Pitch.even, Pitch.sharp],
            [nil, Pitch.flat, Pitch.sharp],
            [Grade.fair, Grade.good, Grade.fine],
            [nil, Grade.fair, Grade.fine],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {

            let owner = PrimitiveMaps()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let map = owner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertEqual(0, map.count)
            map["key0"] = values[0]
            XCTAssertEqual(1, map.count)
            XCTAssertEqual(1, map.keys.count)
            XCTAssertEqual(1, map.values.count)
            XCTAssertTrue(Set(["key0"]).isSubset(of: map.keys))
            XCTAssertEqual(map["key0"], values[0])
            map.updateValue(values[1], forKey: "key0")
            XCTAssertEqual(1, map.count)
            XCTAssertEqual(1, map.keys.count)
            XCTAssertEqual(1, map.values.count)
            XCTAssertTrue(Set(["key0"]).isSubset(of: map.keys))
            XCTAssertEqual(map["key0"], values[1])
            if managed { realm.cancelWrite() }
        }
    }
}

/// Removing from a map of values of every type: setValue(nil, forKey:) leaves no value, removeAll() empties it, and after a nil subscript and removeObject(for:) the first key remains.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMapTests.swift PrimitiveMapTests.testRemove
func testPrimitiveMapRemove() throws {
    let realm = try Realm()
    let names = ["ints", "optInts", "int8s", "optInt8s", "int16s", "optInt16s", "int32s", "optInt32s", "int64s", "optInt64s", "bools", "optBools", "floats", "optFloats", "doubles", "optDoubles", "strings", "optStrings", "datas", "optDatas", "dates", "optDates", "objectIds", "optObjectIds", "decimals", "optDecimals", "uuids", "optUuids", "shades", "optShades", "moods", "optMoods", "tides", "optTides", "winds", "optWinds", "hues", "optHues", "tones", "optTones", "pitches", "optPitches", "grades", "optGrades"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [true, false, true],
            [nil, true, true],
            [Float(1.25), Float(2.5), Float(4.75)],
            [nil, Float(1.25), Float(4.75)],
            [1.25, 2.5, 4.75],
            [nil, 1.25, 4.75],
            ["ash", "birch", "cedar"],
            [nil, "ash", "cedar"],
            [Data("ash".utf8), Data("birch".utf8), Data("cedar".utf8)],
            [nil, Data("ash".utf8), Data("cedar".utf8)],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d22"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [nil, ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
            [UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555552")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [nil, UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [Shade.pale, Shade.medium, Shade.deep],
            [nil, Shade.pale, Shade.deep],
            [Mood.calm, Mood.lively, Mood.stormy],
            [nil, Mood.calm, Mood.stormy],
            [Tide.low, Tide.mid, Tide.high],
            [nil, Tide.low, Tide.high],
            [Wind.calm, Wind.breeze, Wind.gale],
            [nil, Wind.calm, Wind.gale],
            [Hue.red, Hue.green, Hue.blue],
            [nil, Hue.red, Hue.blue],
            [Tone.low, Tone.mid, Tone.high],
            [nil, Tone.low, Tone.high],
            [Pitch.flat, Pitch.even, Pitch.sharp],
            [nil, Pitch.flat, Pitch.sharp],
            [Grade.fair, Grade.good, Grade.fine],
            [nil, Grade.fair, Grade.fine],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {

            let owner = PrimitiveMaps()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let map = owner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertEqual(0, map.count)
            map.merge(["key0": values[0], "key1": values[1], "key2": values[2]]) { $1 }
            XCTAssertEqual(3, map.count)
            XCTAssertEqual(3, map.keys.count)
            XCTAssertEqual(3, map.values.count)
            XCTAssertTrue(Set(["key0", "key1", "key2"]).isSubset(of: map.keys))
            map.setValue(nil, forKey: "key0")
            XCTAssertNil(map.value(forKey: "key0"))
            map.removeAll()
            XCTAssertEqual(0, map.count)
            map.merge(["key0": values[0], "key1": values[1], "key2": values[2]]) { $1 }
            map["key1"] = nil
            XCTAssertNil(map["key1"])
            map.removeObject(for: "key2")
            XCTAssertTrue(Set(["key0"]).isSubset(of: map.keys))
            if managed { realm.cancelWrite() }
        }
    }
}

/// object(forKey:) of a map of values of every type answers the value set under the key.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMapTests.swift PrimitiveMapTests.testObjectForKey
func testPrimitiveMapObjectForKey() throws {
    let realm = try Realm()
    let names = ["ints", "optInts", "int8s", "optInt8s", "int16s", "optInt16s", "int32s", "optInt32s", "int64s", "optInt64s", "bools", "optBools", "floats", "optFloats", "doubles", "optDoubles", "strings", "optStrings", "datas", "optDatas", "dates", "optDates", "objectIds", "optObjectIds", "decimals", "optDecimals", "uuids", "optUuids", "shades", "optShades", "moods", "optMoods", "tides", "optTides", "winds", "optWinds", "hues", "optHues", "tones", "optTones", "pitches", "optPitches", "grades", "optGrades"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [true, false, true],
            [nil, true, true],
            [Float(1.25), Float(2.5), Float(4.75)],
            [nil, Float(1.25), Float(4.75)],
            [1.25, 2.5, 4.75],
            [nil, 1.25, 4.75],
            ["ash", "birch", "cedar"],
            [nil, "ash", "cedar"],
            [Data("ash".utf8), Data("birch".utf8), Data("cedar".utf8)],
            [nil, Data("ash".utf8), Data("cedar".utf8)],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d22"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [nil, ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
            [UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555552")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [nil, UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [Shade.pale, Shade.medium, Shade.deep],
            [nil, Shade.pale, Shade.deep],
            [Mood.calm, Mood.lively, Mood.stormy],
            [nil, Mood.calm, Mood.stormy],
            [Tide.low, Tide.mid, Tide.high],
            [nil, Tide.low, Tide.high],
            [Wind.calm, Wind.breeze, Wind.gale],
            [nil, Wind.calm, Wind.gale],
            [Hue.red, Hue.green, Hue.blue],
            [nil, Hue.red, Hue.blue],
            [Tone.low, Tone.mid, Tone.high],
            [nil, Tone.low, Tone.high],
            [Pitch.flat, Pitch.even, Pitch.sharp],
            [nil, Pitch.flat, Pitch.sharp],
            [Grade.fair, Grade.good, Grade.fine],
            [nil, Grade.fair, Grade.fine],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {

            let owner = PrimitiveMaps()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let map = owner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertEqual(0, map.count)
            map["key0"] = values[0]
            XCTAssertEqual(values[0], map.object(forKey: "key0" as AnyObject))
            if managed { realm.cancelWrite() }
        }
    }
}

/// min() of a map of numbers, dates, decimals or int enums is nil when empty, otherwise the smallest non-nil value, merged once or twice.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMapTests.swift MinMaxPrimitiveMapTests.testMin
func testPrimitiveMapMin() throws {
    let realm = try Realm()
    let names = ["ints", "optInts", "int8s", "optInt8s", "int16s", "optInt16s", "int32s", "optInt32s", "int64s", "optInt64s", "floats", "optFloats", "doubles", "optDoubles", "dates", "optDates", "decimals", "optDecimals", "shades", "optShades", "tides", "optTides", "winds", "optWinds", "hues", "optHues", "tones", "optTones", "pitches", "optPitches", "grades", "optGrades"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [Float(1.25), Float(2.5), Float(4.75)],
            [nil, Float(1.25), Float(4.75)],
            [1.25, 2.5, 4.75],
            [nil, 1.25, 4.75],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
            [Shade.pale, Shade.medium, Shade.deep],
            [nil, Shade.pale, Shade.deep],
            [Tide.low, Tide.mid, Tide.high],
            [nil, Tide.low, Tide.high],
            [Wind.calm, Wind.breeze, Wind.gale],
            [nil, Wind.calm, Wind.gale],
            [Hue.red, Hue.green, Hue.blue],
            [nil, Hue.red, Hue.blue],
            [Tone.low, Tone.mid, Tone.high],
            [nil, Tone.low, Tone.high],
            [Pitch.flat, Pitch.even, Pitch.sharp],
            [nil, Pitch.flat, Pitch.sharp],
            [Grade.fair, Grade.good, Grade.fine],
            [nil, Grade.fair, Grade.fine],
        ]
    }
    let optional = [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true]
    for kind in 0..<names.count {
        for managed in [false, true] {

            let owner = PrimitiveMaps()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let map = owner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertNil(map.min())
            map.merge(["key0": values[0], "key1": values[1], "key2": values[2]]) { $1 }
            map.merge(["key0": values[0], "key1": values[1], "key2": values[2]]) { $1 }
            XCTAssertEqual(map.min(), optional[kind] ? values[1] : values[0])
            if managed { realm.cancelWrite() }
        }
    }
}

/// max() of a map of numbers, dates, decimals or int enums is nil when empty, otherwise the largest value.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMapTests.swift MinMaxPrimitiveMapTests.testMax
func testPrimitiveMapMax() throws {
    let realm = try Realm()
    let names = ["ints", "optInts", "int8s", "optInt8s", "int16s", "optInt16s", "int32s", "optInt32s", "int64s", "optInt64s", "floats", "optFloats", "doubles", "optDoubles", "dates", "optDates", "decimals", "optDecimals", "shades", "optShades", "tides", "optTides", "winds", "optWinds", "hues", "optHues", "tones", "optTones", "pitches", "optPitches", "grades", "optGrades"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [Float(1.25), Float(2.5), Float(4.75)],
            [nil, Float(1.25), Float(4.75)],
            [1.25, 2.5, 4.75],
            [nil, 1.25, 4.75],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
            [Shade.pale, Shade.medium, Shade.deep],
            [nil, Shade.pale, Shade.deep],
            [Tide.low, Tide.mid, Tide.high],
            [nil, Tide.low, Tide.high],
            [Wind.calm, Wind.breeze, Wind.gale],
            [nil, Wind.calm, Wind.gale],
            [Hue.red, Hue.green, Hue.blue],
            [nil, Hue.red, Hue.blue],
            [Tone.low, Tone.mid, Tone.high],
            [nil, Tone.low, Tone.high],
            [Pitch.flat, Pitch.even, Pitch.sharp],
            [nil, Pitch.flat, Pitch.sharp],
            [Grade.fair, Grade.good, Grade.fine],
            [nil, Grade.fair, Grade.fine],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {

            let owner = PrimitiveMaps()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let map = owner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertNil(map.max())
            map.merge(["key0": values[0], "key1": values[1], "key2": values[2]]) { $1 }
            XCTAssertEqual(map.max(), values[2])
            if managed { realm.cancelWrite() }
        }
    }
}

/// sum() of a map of numbers or decimals is zero when empty, otherwise the total of its non-nil values.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMapTests.swift AddablePrimitiveMapTests.testSum
func testPrimitiveMapSum() throws {
    let realm = try Realm()
    let names = ["ints", "optInts", "int8s", "optInt8s", "int16s", "optInt16s", "int32s", "optInt32s", "int64s", "optInt64s", "floats", "optFloats", "doubles", "optDoubles", "decimals", "optDecimals"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [Float(1.25), Float(2.5), Float(4.75)],
            [nil, Float(1.25), Float(4.75)],
            [1.25, 2.5, 4.75],
            [nil, 1.25, 4.75],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
        ]
    }
    let sums = [22.0, 15.0, 22.0, 15.0, 22.0, 15.0, 22.0, 15.0, 22.0, 15.0, 8.5, 6.0, 8.5, 6.0, 8.5, 6.0]
    for kind in 0..<names.count {
        for managed in [false, true] {

            let owner = PrimitiveMaps()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let map = owner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertEqual(map.sum(), 0)
            map.merge(["key0": values[0], "key1": values[1], "key2": values[2]]) { $1 }
            XCTAssertEqual(Double(map.sum()), sums[kind], accuracy: 0.01)
            if managed { realm.cancelWrite() }
        }
    }
}

/// average() of a map of numbers or decimals is nil when empty, otherwise the mean of its non-nil values.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMapTests.swift AddablePrimitiveMapTests.testAverage
func testPrimitiveMapAverage() throws {
    let realm = try Realm()
    let names = ["ints", "optInts", "int8s", "optInt8s", "int16s", "optInt16s", "int32s", "optInt32s", "int64s", "optInt64s", "floats", "optFloats", "doubles", "optDoubles", "decimals", "optDecimals"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [Float(1.25), Float(2.5), Float(4.75)],
            [nil, Float(1.25), Float(4.75)],
            [1.25, 2.5, 4.75],
            [nil, 1.25, 4.75],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
        ]
    }
    let averages = [7.3333, 7.5, 7.3333, 7.5, 7.3333, 7.5, 7.3333, 7.5, 7.3333, 7.5, 2.8333, 3.0, 2.8333, 3.0, 2.8333, 3.0]
    for kind in 0..<names.count {
        for managed in [false, true] {

            let owner = PrimitiveMaps()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let map = owner[names[kind]]
            let values = valueSets()[kind]
            XCTAssertNil(map.average())
            map.merge(["key0": values[0], "key1": values[1], "key2": values[2]]) { $1 }
            XCTAssertEqual(Double(map.average()!), averages[kind], accuracy: 0.1)
            if managed { realm.cancelWrite() }
        }
    }
}

/// sorted() of a managed map of values orders its values ascending, and sorted(ascending: false) descending.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMapTests.swift SortablePrimitiveMapTests.testSorted
func testPrimitiveMapSorted() throws {
    let realm = try Realm()
    let names = ["ints", "optInts", "int8s", "optInt8s", "int16s", "optInt16s", "int32s", "optInt32s", "int64s", "optInt64s", "floats", "optFloats", "doubles", "optDoubles", "strings", "optStrings", "datas", "optDatas", "dates", "optDates", "shades", "optShades", "moods", "optMoods", "tides", "optTides", "winds", "optWinds", "hues", "optHues", "tones", "optTones", "pitches", "optPitches", "grades", "optGrades"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [Float(1.25), Float(2.5), Float(4.75)],
            [nil, Float(1.25), Float(4.75)],
            [1.25, 2.5, 4.75],
            [nil, 1.25, 4.75],
            ["ash", "birch", "cedar"],
            [nil, "ash", "cedar"],
            [Data("ash".utf8), Data("birch".utf8), Data("cedar".utf8)],
            [nil, Data("ash".utf8), Data("cedar".utf8)],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [Shade.pale, Shade.medium, Shade.deep],
            [nil, Shade.pale, Shade.deep],
            [Mood.calm, Mood.lively, Mood.stormy],
            [nil, Mood.calm, Mood.stormy],
            [Tide.low, Tide.mid, Tide.high],
            [nil, Tide.low, Tide.high],
            [Wind.calm, Wind.breeze, Wind.gale],
            [nil, Wind.calm, Wind.gale],
            [Hue.red, Hue.green, Hue.blue],
            [nil, Hue.red, Hue.blue],
            [Tone.low, Tone.mid, Tone.high],
            [nil, Tone.low, Tone.high],
            [Pitch.flat, Pitch.even, Pitch.sharp],
            [nil, Pitch.flat, Pitch.sharp],
            [Grade.fair, Grade.good, Grade.fine],
            [nil, Grade.fair, Grade.fine],
        ]
    }
    for kind in 0..<names.count {
        for managed in [true] {

            let owner = PrimitiveMaps()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let map = owner[names[kind]]
            let values = valueSets()[kind]
            map.merge(["key0": values[0], "key1": values[1], "key2": values[2]]) { $1 }
            XCTAssertEqual(map.count, 3)
            XCTAssertEqual(Array(map.sorted()), values)
            XCTAssertEqual(Array(map.sorted(ascending: true)), values)
            XCTAssertEqual(Array(map.sorted(ascending: false)), values.reversed())
            if managed { realm.cancelWrite() }
        }
    }
}

/// The subscript of a map of values of every type sets three keys, and
/// reads back the value set under a key; nil set under a key removes it from
/// a map of non-optional values and, as the Delete page says, keeps the key
/// holding nil in a map of optional values.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/PrimitiveMapTests.swift PrimitiveMapTests.testSubscript
/// - sdk: the shipped SDK's test expects nil set through the subscript to remove the key of a map of optional values too
func testPrimitiveMapSubscript() throws {
    let realm = try Realm()
    let names = ["ints", "optInts", "int8s", "optInt8s", "int16s", "optInt16s", "int32s", "optInt32s", "int64s", "optInt64s", "bools", "optBools", "floats", "optFloats", "doubles", "optDoubles", "strings", "optStrings", "datas", "optDatas", "dates", "optDates", "objectIds", "optObjectIds", "decimals", "optDecimals", "uuids", "optUuids", "shades", "optShades", "moods", "optMoods", "tides", "optTides", "winds", "optWinds", "hues", "optHues", "tones", "optTones", "pitches", "optPitches", "grades", "optGrades"]
    let valueSets: () -> [[Any?]] = {
        [
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [3, 7, 12],
            [nil, 3, 12],
            [true, false, true],
            [nil, true, true],
            [Float(1.25), Float(2.5), Float(4.75)],
            [nil, Float(1.25), Float(4.75)],
            [1.25, 2.5, 4.75],
            [nil, 1.25, 4.75],
            ["ash", "birch", "cedar"],
            [nil, "ash", "cedar"],
            [Data("ash".utf8), Data("birch".utf8), Data("cedar".utf8)],
            [nil, Data("ash".utf8), Data("cedar".utf8)],
            [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 200), Date(timeIntervalSince1970: 300)],
            [nil, Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 300)],
            [ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d22"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [nil, ObjectId("5f1a2b3c4d5e6f7a8b9c0d11"), ObjectId("5f1a2b3c4d5e6f7a8b9c0d33")],
            [Decimal128("1.25"), Decimal128("2.5"), Decimal128("4.75")],
            [nil, Decimal128("1.25"), Decimal128("4.75")],
            [UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555552")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [nil, UUID(uuidString: "11111111-2222-3333-4444-555555555551")!, UUID(uuidString: "11111111-2222-3333-4444-555555555553")!],
            [Shade.pale, Shade.medium, Shade.deep],
            [nil, Shade.pale, Shade.deep],
            [Mood.calm, Mood.lively, Mood.stormy],
            [nil, Mood.calm, Mood.stormy],
            [Tide.low, Tide.mid, Tide.high],
            [nil, Tide.low, Tide.high],
            [Wind.calm, Wind.breeze, Wind.gale],
            [nil, Wind.calm, Wind.gale],
            [Hue.red, Hue.green, Hue.blue],
            [nil, Hue.red, Hue.blue],
            [Tone.low, Tone.mid, Tone.high],
            [nil, Tone.low, Tone.high],
            [Pitch.flat, Pitch.even, Pitch.sharp],
            [nil, Pitch.flat, Pitch.sharp],
            [Grade.fair, Grade.good, Grade.fine],
            [nil, Grade.fair, Grade.fine],
        ]
    }
    for kind in 0..<names.count {
        for managed in [false, true] {

            let owner = PrimitiveMaps()
            if managed {
                realm.beginWrite()
                realm.add(owner)
            }
            let map = owner[names[kind]]
            let values = valueSets()[kind]
            let optional = names[kind].hasPrefix("opt")
            XCTAssertEqual(0, map.count)
            map["key0"] = values[0]
            map["key1"] = values[1]
            map["key2"] = values[2]
            XCTAssertEqual(3, map.count)
            XCTAssertEqual(3, map.keys.count)
            XCTAssertEqual(3, map.values.count)
            XCTAssertTrue(Set(["key0", "key1", "key2"]).isSubset(of: map.keys))
            map["key0"] = values[0]
            map["key1"] = nil
            map["key2"] = values[2]
            // A map of optional values keeps the key and stores nil (the Delete page).
            XCTAssertEqual(optional ? 3 : 2, map.count)
            XCTAssertEqual(optional ? 3 : 2, map.keys.count)
            XCTAssertEqual(optional ? 3 : 2, map.values.count)
            XCTAssertTrue(Set(["key0", "key2"]).isSubset(of: map.keys))
            XCTAssertEqual(optional, map.keys.contains("key1"))
            XCTAssertNil(map["key1"] ?? nil)
            map.removeAll()
            XCTAssertNil(map["key0"])
            map["key0"] = values[0]
            XCTAssertEqual(values[0], map["key0"])
            XCTAssertEqual(1, map.count)
            if managed { realm.cancelWrite() }
        }
    }
}
