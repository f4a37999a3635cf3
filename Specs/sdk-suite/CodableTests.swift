// page: sdk
// tags: sdk, suite

// The SDK suite's Codable model: a `@Persisted` property of every kind of
// value, optional or not, in lists, sets and maps, and links to a Codable
// object and a Codable embedded object.

class ModernCodableObject: Object, Codable {
    @Persisted var string: String
    @Persisted var data: Data
    @Persisted var date: Date
    @Persisted var int: Int
    @Persisted var int8: Int8
    @Persisted var int16: Int16
    @Persisted var int32: Int32
    @Persisted var int64: Int64
    @Persisted var float: Float
    @Persisted var double: Double
    @Persisted var bool: Bool
    @Persisted var decimal: Decimal128
    @Persisted var objectId: ObjectId
    @Persisted var uuid: UUID

    @Persisted var stringOpt: String?
    @Persisted var dataOpt: Data?
    @Persisted var dateOpt: Date?
    @Persisted var decimalOpt: Decimal128?
    @Persisted var objectIdOpt: ObjectId?
    @Persisted var intOpt: Int?
    @Persisted var int8Opt: Int8?
    @Persisted var int16Opt: Int16?
    @Persisted var int32Opt: Int32?
    @Persisted var int64Opt: Int64?
    @Persisted var floatOpt: Float?
    @Persisted var doubleOpt: Double?
    @Persisted var boolOpt: Bool?
    @Persisted var uuidOpt: UUID?
    @Persisted var objectOpt: CodableTopLevelObject?
    @Persisted var embeddedObjectOpt: CodableEmbeddedObject?

    @Persisted var boolList: List<Bool>
    @Persisted var intList: List<Int>
    @Persisted var int8List: List<Int8>
    @Persisted var int16List: List<Int16>
    @Persisted var int32List: List<Int32>
    @Persisted var int64List: List<Int64>
    @Persisted var floatList: List<Float>
    @Persisted var doubleList: List<Double>
    @Persisted var stringList: List<String>
    @Persisted var dataList: List<Data>
    @Persisted var dateList: List<Date>
    @Persisted var decimalList: List<Decimal128>
    @Persisted var objectIdList: List<ObjectId>
    @Persisted var uuidList: List<UUID>
    @Persisted var objectList: List<CodableTopLevelObject>
    @Persisted var embeddedObjectList: List<CodableEmbeddedObject>

    @Persisted var boolOptList: List<Bool?>
    @Persisted var intOptList: List<Int?>
    @Persisted var int8OptList: List<Int8?>
    @Persisted var int16OptList: List<Int16?>
    @Persisted var int32OptList: List<Int32?>
    @Persisted var int64OptList: List<Int64?>
    @Persisted var floatOptList: List<Float?>
    @Persisted var doubleOptList: List<Double?>
    @Persisted var stringOptList: List<String?>
    @Persisted var dataOptList: List<Data?>
    @Persisted var dateOptList: List<Date?>
    @Persisted var decimalOptList: List<Decimal128?>
    @Persisted var objectIdOptList: List<ObjectId?>
    @Persisted var uuidOptList: List<UUID?>

    @Persisted var boolSet: MutableSet<Bool>
    @Persisted var intSet: MutableSet<Int>
    @Persisted var int8Set: MutableSet<Int8>
    @Persisted var int16Set: MutableSet<Int16>
    @Persisted var int32Set: MutableSet<Int32>
    @Persisted var int64Set: MutableSet<Int64>
    @Persisted var floatSet: MutableSet<Float>
    @Persisted var doubleSet: MutableSet<Double>
    @Persisted var stringSet: MutableSet<String>
    @Persisted var dataSet: MutableSet<Data>
    @Persisted var dateSet: MutableSet<Date>
    @Persisted var decimalSet: MutableSet<Decimal128>
    @Persisted var objectIdSet: MutableSet<ObjectId>
    @Persisted var uuidSet: MutableSet<UUID>
    @Persisted var objectSet: MutableSet<CodableTopLevelObject>

    @Persisted var boolOptSet: MutableSet<Bool?>
    @Persisted var intOptSet: MutableSet<Int?>
    @Persisted var int8OptSet: MutableSet<Int8?>
    @Persisted var int16OptSet: MutableSet<Int16?>
    @Persisted var int32OptSet: MutableSet<Int32?>
    @Persisted var int64OptSet: MutableSet<Int64?>
    @Persisted var floatOptSet: MutableSet<Float?>
    @Persisted var doubleOptSet: MutableSet<Double?>
    @Persisted var stringOptSet: MutableSet<String?>
    @Persisted var dataOptSet: MutableSet<Data?>
    @Persisted var dateOptSet: MutableSet<Date?>
    @Persisted var decimalOptSet: MutableSet<Decimal128?>
    @Persisted var objectIdOptSet: MutableSet<ObjectId?>
    @Persisted var uuidOptSet: MutableSet<UUID?>

    @Persisted var boolMap: Map<String, Bool>
    @Persisted var intMap: Map<String, Int>
    @Persisted var int8Map: Map<String, Int8>
    @Persisted var int16Map: Map<String, Int16>
    @Persisted var int32Map: Map<String, Int32>
    @Persisted var int64Map: Map<String, Int64>
    @Persisted var floatMap: Map<String, Float>
    @Persisted var doubleMap: Map<String, Double>
    @Persisted var stringMap: Map<String, String>
    @Persisted var dataMap: Map<String, Data>
    @Persisted var dateMap: Map<String, Date>
    @Persisted var decimalMap: Map<String, Decimal128>
    @Persisted var objectIdMap: Map<String, ObjectId>
    @Persisted var uuidMap: Map<String, UUID>

    @Persisted var boolOptMap: Map<String, Bool?>
    @Persisted var intOptMap: Map<String, Int?>
    @Persisted var int8OptMap: Map<String, Int8?>
    @Persisted var int16OptMap: Map<String, Int16?>
    @Persisted var int32OptMap: Map<String, Int32?>
    @Persisted var int64OptMap: Map<String, Int64?>
    @Persisted var floatOptMap: Map<String, Float?>
    @Persisted var doubleOptMap: Map<String, Double?>
    @Persisted var stringOptMap: Map<String, String?>
    @Persisted var dataOptMap: Map<String, Data?>
    @Persisted var dateOptMap: Map<String, Date?>
    @Persisted var decimalOptMap: Map<String, Decimal128?>
    @Persisted var objectIdOptMap: Map<String, ObjectId?>
    @Persisted var uuidOptMap: Map<String, UUID?>
    @Persisted var objectOptMap: Map<String, CodableTopLevelObject?>
    @Persisted var embeddedObjectOptMap: Map<String, CodableEmbeddedObject?>
}

class CodableTopLevelObject: Object, Codable {
    @Persisted var value: Int
}

class CodableEmbeddedObject: EmbeddedObject, Codable {
    @Persisted var value: Int
}


/// A Codable model class decodes from JSON every kind of property — scalars in their Foundation forms (Data as Base64, a Date as seconds since 2001, a Decimal128, ObjectId and UUID as text), optionals, lists, sets and maps of each, links and embedded objects — and encodes back, pretty-printed with sorted keys, to exactly the same text; once added to a realm it no longer encodes.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/CodableTests.swift CodableTests.testModernObject
func testCodableModelRoundTripsEveryProperty() throws {
    let json = """
    {
      "bool" : true,
      "boolList" : [
        true
      ],
      "boolMap" : {
        "k" : true
      },
      "boolOpt" : true,
      "boolOptList" : [
        true
      ],
      "boolOptMap" : {
        "k" : true
      },
      "boolOptSet" : [
        true
      ],
      "boolSet" : [
        true
      ],
      "data" : "Z2hp",
      "dataList" : [
        "Z2hp"
      ],
      "dataMap" : {
        "k" : "Z2hp"
      },
      "dataOpt" : "Z2hp",
      "dataOptList" : [
        "Z2hp"
      ],
      "dataOptMap" : {
        "k" : "Z2hp"
      },
      "dataOptSet" : [
        "Z2hp"
      ],
      "dataSet" : [
        "Z2hp"
      ],
      "date" : 10.5,
      "dateList" : [
        10.5
      ],
      "dateMap" : {
        "k" : 10.5
      },
      "dateOpt" : 10.5,
      "dateOptList" : [
        10.5
      ],
      "dateOptMap" : {
        "k" : 10.5
      },
      "dateOptSet" : [
        10.5
      ],
      "dateSet" : [
        10.5
      ],
      "decimal" : "2.5E3",
      "decimalList" : [
        "2.5E3"
      ],
      "decimalMap" : {
        "k" : "2.5E3"
      },
      "decimalOpt" : "2.5E3",
      "decimalOptList" : [
        "2.5E3"
      ],
      "decimalOptMap" : {
        "k" : "2.5E3"
      },
      "decimalOptSet" : [
        "2.5E3"
      ],
      "decimalSet" : [
        "2.5E3"
      ],
      "double" : 3.25,
      "doubleList" : [
        3.25
      ],
      "doubleMap" : {
        "k" : 3.25
      },
      "doubleOpt" : 3.25,
      "doubleOptList" : [
        3.25
      ],
      "doubleOptMap" : {
        "k" : 3.25
      },
      "doubleOptSet" : [
        3.25
      ],
      "doubleSet" : [
        3.25
      ],
      "embeddedObjectList" : [
        {
          "value" : 4
        }
      ],
      "embeddedObjectOpt" : {
        "value" : 2
      },
      "embeddedObjectOptMap" : {
        "n" : {
          "value" : 7
        }
      },
      "float" : 1.5,
      "floatList" : [
        1.5
      ],
      "floatMap" : {
        "k" : 1.5
      },
      "floatOpt" : 1.5,
      "floatOptList" : [
        1.5
      ],
      "floatOptMap" : {
        "k" : 1.5
      },
      "floatOptSet" : [
        1.5
      ],
      "floatSet" : [
        1.5
      ],
      "int" : 42,
      "int16" : 16,
      "int16List" : [
        16
      ],
      "int16Map" : {
        "k" : 16
      },
      "int16Opt" : 16,
      "int16OptList" : [
        16
      ],
      "int16OptMap" : {
        "k" : 16
      },
      "int16OptSet" : [
        16
      ],
      "int16Set" : [
        16
      ],
      "int32" : 32,
      "int32List" : [
        32
      ],
      "int32Map" : {
        "k" : 32
      },
      "int32Opt" : 32,
      "int32OptList" : [
        32
      ],
      "int32OptMap" : {
        "k" : 32
      },
      "int32OptSet" : [
        32
      ],
      "int32Set" : [
        32
      ],
      "int64" : 64,
      "int64List" : [
        64
      ],
      "int64Map" : {
        "k" : 64
      },
      "int64Opt" : 64,
      "int64OptList" : [
        64
      ],
      "int64OptMap" : {
        "k" : 64
      },
      "int64OptSet" : [
        64
      ],
      "int64Set" : [
        64
      ],
      "int8" : 8,
      "int8List" : [
        8
      ],
      "int8Map" : {
        "k" : 8
      },
      "int8Opt" : 8,
      "int8OptList" : [
        8
      ],
      "int8OptMap" : {
        "k" : 8
      },
      "int8OptSet" : [
        8
      ],
      "int8Set" : [
        8
      ],
      "intList" : [
        42
      ],
      "intMap" : {
        "k" : 42
      },
      "intOpt" : 42,
      "intOptList" : [
        42
      ],
      "intOptMap" : {
        "k" : 42
      },
      "intOptSet" : [
        42
      ],
      "intSet" : [
        42
      ],
      "objectId" : "0123456789abcdef01234567",
      "objectIdList" : [
        "0123456789abcdef01234567"
      ],
      "objectIdMap" : {
        "k" : "0123456789abcdef01234567"
      },
      "objectIdOpt" : "0123456789abcdef01234567",
      "objectIdOptList" : [
        "0123456789abcdef01234567"
      ],
      "objectIdOptMap" : {
        "k" : "0123456789abcdef01234567"
      },
      "objectIdOptSet" : [
        "0123456789abcdef01234567"
      ],
      "objectIdSet" : [
        "0123456789abcdef01234567"
      ],
      "objectList" : [
        {
          "value" : 3
        }
      ],
      "objectOpt" : {
        "value" : 1
      },
      "objectOptMap" : {
        "m" : {
          "value" : 6
        }
      },
      "objectSet" : [
        {
          "value" : 5
        }
      ],
      "string" : "xyz",
      "stringList" : [
        "xyz"
      ],
      "stringMap" : {
        "k" : "xyz"
      },
      "stringOpt" : "xyz",
      "stringOptList" : [
        "xyz"
      ],
      "stringOptMap" : {
        "k" : "xyz"
      },
      "stringOptSet" : [
        "xyz"
      ],
      "stringSet" : [
        "xyz"
      ],
      "uuid" : "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C",
      "uuidList" : [
        "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C"
      ],
      "uuidMap" : {
        "k" : "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C"
      },
      "uuidOpt" : "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C",
      "uuidOptList" : [
        "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C"
      ],
      "uuidOptMap" : {
        "k" : "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C"
      },
      "uuidOptSet" : [
        "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C"
      ],
      "uuidSet" : [
        "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C"
      ]
    }
    """
    let obj = try JSONDecoder().decode(ModernCodableObject.self, from: Data(json.utf8))
    XCTAssertEqual(obj.bool, true)
    XCTAssertEqual(obj.boolOpt, true)
    XCTAssertEqual(Array(obj.boolList), [true])
    XCTAssertEqual(Array(obj.boolOptList), [true])
    XCTAssertEqual(Array(obj.boolSet), [true])
    XCTAssertEqual(Array(obj.boolOptSet), [true])
    XCTAssertEqual(obj.boolMap.count, 1)
    XCTAssertEqual(obj.boolMap["k"], true)
    XCTAssertEqual(obj.boolOptMap.count, 1)
    XCTAssertEqual(obj.boolOptMap["k"], true)
    XCTAssertEqual(obj.int, 42)
    XCTAssertEqual(obj.intOpt, 42)
    XCTAssertEqual(Array(obj.intList), [42])
    XCTAssertEqual(Array(obj.intOptList), [42])
    XCTAssertEqual(Array(obj.intSet), [42])
    XCTAssertEqual(Array(obj.intOptSet), [42])
    XCTAssertEqual(obj.intMap.count, 1)
    XCTAssertEqual(obj.intMap["k"], 42)
    XCTAssertEqual(obj.intOptMap.count, 1)
    XCTAssertEqual(obj.intOptMap["k"], 42)
    XCTAssertEqual(obj.int8, 8)
    XCTAssertEqual(obj.int8Opt, 8)
    XCTAssertEqual(Array(obj.int8List), [8])
    XCTAssertEqual(Array(obj.int8OptList), [8])
    XCTAssertEqual(Array(obj.int8Set), [8])
    XCTAssertEqual(Array(obj.int8OptSet), [8])
    XCTAssertEqual(obj.int8Map.count, 1)
    XCTAssertEqual(obj.int8Map["k"], 8)
    XCTAssertEqual(obj.int8OptMap.count, 1)
    XCTAssertEqual(obj.int8OptMap["k"], 8)
    XCTAssertEqual(obj.int16, 16)
    XCTAssertEqual(obj.int16Opt, 16)
    XCTAssertEqual(Array(obj.int16List), [16])
    XCTAssertEqual(Array(obj.int16OptList), [16])
    XCTAssertEqual(Array(obj.int16Set), [16])
    XCTAssertEqual(Array(obj.int16OptSet), [16])
    XCTAssertEqual(obj.int16Map.count, 1)
    XCTAssertEqual(obj.int16Map["k"], 16)
    XCTAssertEqual(obj.int16OptMap.count, 1)
    XCTAssertEqual(obj.int16OptMap["k"], 16)
    XCTAssertEqual(obj.int32, 32)
    XCTAssertEqual(obj.int32Opt, 32)
    XCTAssertEqual(Array(obj.int32List), [32])
    XCTAssertEqual(Array(obj.int32OptList), [32])
    XCTAssertEqual(Array(obj.int32Set), [32])
    XCTAssertEqual(Array(obj.int32OptSet), [32])
    XCTAssertEqual(obj.int32Map.count, 1)
    XCTAssertEqual(obj.int32Map["k"], 32)
    XCTAssertEqual(obj.int32OptMap.count, 1)
    XCTAssertEqual(obj.int32OptMap["k"], 32)
    XCTAssertEqual(obj.int64, 64)
    XCTAssertEqual(obj.int64Opt, 64)
    XCTAssertEqual(Array(obj.int64List), [64])
    XCTAssertEqual(Array(obj.int64OptList), [64])
    XCTAssertEqual(Array(obj.int64Set), [64])
    XCTAssertEqual(Array(obj.int64OptSet), [64])
    XCTAssertEqual(obj.int64Map.count, 1)
    XCTAssertEqual(obj.int64Map["k"], 64)
    XCTAssertEqual(obj.int64OptMap.count, 1)
    XCTAssertEqual(obj.int64OptMap["k"], 64)
    XCTAssertEqual(obj.float, 1.5)
    XCTAssertEqual(obj.floatOpt, 1.5)
    XCTAssertEqual(Array(obj.floatList), [1.5])
    XCTAssertEqual(Array(obj.floatOptList), [1.5])
    XCTAssertEqual(Array(obj.floatSet), [1.5])
    XCTAssertEqual(Array(obj.floatOptSet), [1.5])
    XCTAssertEqual(obj.floatMap.count, 1)
    XCTAssertEqual(obj.floatMap["k"], 1.5)
    XCTAssertEqual(obj.floatOptMap.count, 1)
    XCTAssertEqual(obj.floatOptMap["k"], 1.5)
    XCTAssertEqual(obj.double, 3.25)
    XCTAssertEqual(obj.doubleOpt, 3.25)
    XCTAssertEqual(Array(obj.doubleList), [3.25])
    XCTAssertEqual(Array(obj.doubleOptList), [3.25])
    XCTAssertEqual(Array(obj.doubleSet), [3.25])
    XCTAssertEqual(Array(obj.doubleOptSet), [3.25])
    XCTAssertEqual(obj.doubleMap.count, 1)
    XCTAssertEqual(obj.doubleMap["k"], 3.25)
    XCTAssertEqual(obj.doubleOptMap.count, 1)
    XCTAssertEqual(obj.doubleOptMap["k"], 3.25)
    XCTAssertEqual(obj.string, "xyz")
    XCTAssertEqual(obj.stringOpt, "xyz")
    XCTAssertEqual(Array(obj.stringList), ["xyz"])
    XCTAssertEqual(Array(obj.stringOptList), ["xyz"])
    XCTAssertEqual(Array(obj.stringSet), ["xyz"])
    XCTAssertEqual(Array(obj.stringOptSet), ["xyz"])
    XCTAssertEqual(obj.stringMap.count, 1)
    XCTAssertEqual(obj.stringMap["k"], "xyz")
    XCTAssertEqual(obj.stringOptMap.count, 1)
    XCTAssertEqual(obj.stringOptMap["k"], "xyz")
    XCTAssertEqual(obj.data, Data("ghi".utf8))
    XCTAssertEqual(obj.dataOpt, Data("ghi".utf8))
    XCTAssertEqual(Array(obj.dataList), [Data("ghi".utf8)])
    XCTAssertEqual(Array(obj.dataOptList), [Data("ghi".utf8)])
    XCTAssertEqual(Array(obj.dataSet), [Data("ghi".utf8)])
    XCTAssertEqual(Array(obj.dataOptSet), [Data("ghi".utf8)])
    XCTAssertEqual(obj.dataMap.count, 1)
    XCTAssertEqual(obj.dataMap["k"], Data("ghi".utf8))
    XCTAssertEqual(obj.dataOptMap.count, 1)
    XCTAssertEqual(obj.dataOptMap["k"], Data("ghi".utf8))
    XCTAssertEqual(obj.date, Date(timeIntervalSinceReferenceDate: 10.5))
    XCTAssertEqual(obj.dateOpt, Date(timeIntervalSinceReferenceDate: 10.5))
    XCTAssertEqual(Array(obj.dateList), [Date(timeIntervalSinceReferenceDate: 10.5)])
    XCTAssertEqual(Array(obj.dateOptList), [Date(timeIntervalSinceReferenceDate: 10.5)])
    XCTAssertEqual(Array(obj.dateSet), [Date(timeIntervalSinceReferenceDate: 10.5)])
    XCTAssertEqual(Array(obj.dateOptSet), [Date(timeIntervalSinceReferenceDate: 10.5)])
    XCTAssertEqual(obj.dateMap.count, 1)
    XCTAssertEqual(obj.dateMap["k"], Date(timeIntervalSinceReferenceDate: 10.5))
    XCTAssertEqual(obj.dateOptMap.count, 1)
    XCTAssertEqual(obj.dateOptMap["k"], Date(timeIntervalSinceReferenceDate: 10.5))
    XCTAssertEqual(obj.decimal, Decimal128("2.5e3"))
    XCTAssertEqual(obj.decimalOpt, Decimal128("2.5e3"))
    XCTAssertEqual(Array(obj.decimalList), [Decimal128("2.5e3")])
    XCTAssertEqual(Array(obj.decimalOptList), [Decimal128("2.5e3")])
    XCTAssertEqual(Array(obj.decimalSet), [Decimal128("2.5e3")])
    XCTAssertEqual(Array(obj.decimalOptSet), [Decimal128("2.5e3")])
    XCTAssertEqual(obj.decimalMap.count, 1)
    XCTAssertEqual(obj.decimalMap["k"], Decimal128("2.5e3"))
    XCTAssertEqual(obj.decimalOptMap.count, 1)
    XCTAssertEqual(obj.decimalOptMap["k"], Decimal128("2.5e3"))
    XCTAssertEqual(obj.objectId, ObjectId("0123456789abcdef01234567"))
    XCTAssertEqual(obj.objectIdOpt, ObjectId("0123456789abcdef01234567"))
    XCTAssertEqual(Array(obj.objectIdList), [ObjectId("0123456789abcdef01234567")])
    XCTAssertEqual(Array(obj.objectIdOptList), [ObjectId("0123456789abcdef01234567")])
    XCTAssertEqual(Array(obj.objectIdSet), [ObjectId("0123456789abcdef01234567")])
    XCTAssertEqual(Array(obj.objectIdOptSet), [ObjectId("0123456789abcdef01234567")])
    XCTAssertEqual(obj.objectIdMap.count, 1)
    XCTAssertEqual(obj.objectIdMap["k"], ObjectId("0123456789abcdef01234567"))
    XCTAssertEqual(obj.objectIdOptMap.count, 1)
    XCTAssertEqual(obj.objectIdOptMap["k"], ObjectId("0123456789abcdef01234567"))
    XCTAssertEqual(obj.uuid, UUID(uuidString: "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C")!)
    XCTAssertEqual(obj.uuidOpt, UUID(uuidString: "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C")!)
    XCTAssertEqual(Array(obj.uuidList), [UUID(uuidString: "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C")!])
    XCTAssertEqual(Array(obj.uuidOptList), [UUID(uuidString: "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C")!])
    XCTAssertEqual(Array(obj.uuidSet), [UUID(uuidString: "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C")!])
    XCTAssertEqual(Array(obj.uuidOptSet), [UUID(uuidString: "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C")!])
    XCTAssertEqual(obj.uuidMap.count, 1)
    XCTAssertEqual(obj.uuidMap["k"], UUID(uuidString: "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C")!)
    XCTAssertEqual(obj.uuidOptMap.count, 1)
    XCTAssertEqual(obj.uuidOptMap["k"], UUID(uuidString: "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C")!)
    XCTAssertEqual(obj.objectOpt?.value, 1)
    XCTAssertEqual(obj.embeddedObjectOpt?.value, 2)
    XCTAssertEqual(obj.objectList.count, 1)
    XCTAssertEqual(obj.objectList.first?.value, 3)
    XCTAssertEqual(obj.embeddedObjectList.count, 1)
    XCTAssertEqual(obj.embeddedObjectList.first?.value, 4)
    XCTAssertEqual(obj.objectSet.count, 1)
    XCTAssertEqual(obj.objectSet.first?.value, 5)
    XCTAssertEqual(obj.objectOptMap["m"]??.value, 6)
    XCTAssertEqual(obj.embeddedObjectOptMap["n"]??.value, 7)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    XCTAssertEqual(String(data: try encoder.encode(obj), encoding: .utf8), json)
    let realm = try Realm()
    try realm.write {
        realm.add(obj)
    }
    XCTAssertThrowsError(try encoder.encode(obj))
}


/// A Codable model class decodes null for every optional property, a null element of each list, set and map of optionals and empty lists of objects, reads them as nil and empty, and encodes back to exactly the same text.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/CodableTests.swift CodableTests.testModernObjectNil
func testCodableModelRoundTripsNulls() throws {
    let json = """
    {
      "bool" : true,
      "boolList" : [
        true
      ],
      "boolMap" : {
        "k" : true
      },
      "boolOpt" : null,
      "boolOptList" : [
        null
      ],
      "boolOptMap" : {
        "k" : null
      },
      "boolOptSet" : [
        null
      ],
      "boolSet" : [
        true
      ],
      "data" : "Z2hp",
      "dataList" : [
        "Z2hp"
      ],
      "dataMap" : {
        "k" : "Z2hp"
      },
      "dataOpt" : null,
      "dataOptList" : [
        null
      ],
      "dataOptMap" : {
        "k" : null
      },
      "dataOptSet" : [
        null
      ],
      "dataSet" : [
        "Z2hp"
      ],
      "date" : 10.5,
      "dateList" : [
        10.5
      ],
      "dateMap" : {
        "k" : 10.5
      },
      "dateOpt" : null,
      "dateOptList" : [
        null
      ],
      "dateOptMap" : {
        "k" : null
      },
      "dateOptSet" : [
        null
      ],
      "dateSet" : [
        10.5
      ],
      "decimal" : "2.5E3",
      "decimalList" : [
        "2.5E3"
      ],
      "decimalMap" : {
        "k" : "2.5E3"
      },
      "decimalOpt" : null,
      "decimalOptList" : [
        null
      ],
      "decimalOptMap" : {
        "k" : null
      },
      "decimalOptSet" : [
        null
      ],
      "decimalSet" : [
        "2.5E3"
      ],
      "double" : 3.25,
      "doubleList" : [
        3.25
      ],
      "doubleMap" : {
        "k" : 3.25
      },
      "doubleOpt" : null,
      "doubleOptList" : [
        null
      ],
      "doubleOptMap" : {
        "k" : null
      },
      "doubleOptSet" : [
        null
      ],
      "doubleSet" : [
        3.25
      ],
      "embeddedObjectList" : [

      ],
      "embeddedObjectOpt" : null,
      "embeddedObjectOptMap" : {
        "k" : null
      },
      "float" : 1.5,
      "floatList" : [
        1.5
      ],
      "floatMap" : {
        "k" : 1.5
      },
      "floatOpt" : null,
      "floatOptList" : [
        null
      ],
      "floatOptMap" : {
        "k" : null
      },
      "floatOptSet" : [
        null
      ],
      "floatSet" : [
        1.5
      ],
      "int" : 42,
      "int16" : 16,
      "int16List" : [
        16
      ],
      "int16Map" : {
        "k" : 16
      },
      "int16Opt" : null,
      "int16OptList" : [
        null
      ],
      "int16OptMap" : {
        "k" : null
      },
      "int16OptSet" : [
        null
      ],
      "int16Set" : [
        16
      ],
      "int32" : 32,
      "int32List" : [
        32
      ],
      "int32Map" : {
        "k" : 32
      },
      "int32Opt" : null,
      "int32OptList" : [
        null
      ],
      "int32OptMap" : {
        "k" : null
      },
      "int32OptSet" : [
        null
      ],
      "int32Set" : [
        32
      ],
      "int64" : 64,
      "int64List" : [
        64
      ],
      "int64Map" : {
        "k" : 64
      },
      "int64Opt" : null,
      "int64OptList" : [
        null
      ],
      "int64OptMap" : {
        "k" : null
      },
      "int64OptSet" : [
        null
      ],
      "int64Set" : [
        64
      ],
      "int8" : 8,
      "int8List" : [
        8
      ],
      "int8Map" : {
        "k" : 8
      },
      "int8Opt" : null,
      "int8OptList" : [
        null
      ],
      "int8OptMap" : {
        "k" : null
      },
      "int8OptSet" : [
        null
      ],
      "int8Set" : [
        8
      ],
      "intList" : [
        42
      ],
      "intMap" : {
        "k" : 42
      },
      "intOpt" : null,
      "intOptList" : [
        null
      ],
      "intOptMap" : {
        "k" : null
      },
      "intOptSet" : [
        null
      ],
      "intSet" : [
        42
      ],
      "objectId" : "0123456789abcdef01234567",
      "objectIdList" : [
        "0123456789abcdef01234567"
      ],
      "objectIdMap" : {
        "k" : "0123456789abcdef01234567"
      },
      "objectIdOpt" : null,
      "objectIdOptList" : [
        null
      ],
      "objectIdOptMap" : {
        "k" : null
      },
      "objectIdOptSet" : [
        null
      ],
      "objectIdSet" : [
        "0123456789abcdef01234567"
      ],
      "objectList" : [

      ],
      "objectOpt" : null,
      "objectOptMap" : {
        "k" : null
      },
      "objectSet" : [

      ],
      "string" : "xyz",
      "stringList" : [
        "xyz"
      ],
      "stringMap" : {
        "k" : "xyz"
      },
      "stringOpt" : null,
      "stringOptList" : [
        null
      ],
      "stringOptMap" : {
        "k" : null
      },
      "stringOptSet" : [
        null
      ],
      "stringSet" : [
        "xyz"
      ],
      "uuid" : "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C",
      "uuidList" : [
        "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C"
      ],
      "uuidMap" : {
        "k" : "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C"
      },
      "uuidOpt" : null,
      "uuidOptList" : [
        null
      ],
      "uuidOptMap" : {
        "k" : null
      },
      "uuidOptSet" : [
        null
      ],
      "uuidSet" : [
        "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C"
      ]
    }
    """
    let obj = try JSONDecoder().decode(ModernCodableObject.self, from: Data(json.utf8))
    XCTAssertEqual(obj.bool, true)
    XCTAssertNil(obj.boolOpt)
    XCTAssertEqual(Array(obj.boolOptList), [nil])
    XCTAssertEqual(Array(obj.boolOptSet), [nil])
    XCTAssertEqual(Array(obj.boolOptMap.keys), ["k"])
    XCTAssertNil(obj.boolOptMap["k"])
    XCTAssertEqual(obj.int, 42)
    XCTAssertNil(obj.intOpt)
    XCTAssertEqual(Array(obj.intOptList), [nil])
    XCTAssertEqual(Array(obj.intOptSet), [nil])
    XCTAssertEqual(Array(obj.intOptMap.keys), ["k"])
    XCTAssertNil(obj.intOptMap["k"])
    XCTAssertEqual(obj.int8, 8)
    XCTAssertNil(obj.int8Opt)
    XCTAssertEqual(Array(obj.int8OptList), [nil])
    XCTAssertEqual(Array(obj.int8OptSet), [nil])
    XCTAssertEqual(Array(obj.int8OptMap.keys), ["k"])
    XCTAssertNil(obj.int8OptMap["k"])
    XCTAssertEqual(obj.int16, 16)
    XCTAssertNil(obj.int16Opt)
    XCTAssertEqual(Array(obj.int16OptList), [nil])
    XCTAssertEqual(Array(obj.int16OptSet), [nil])
    XCTAssertEqual(Array(obj.int16OptMap.keys), ["k"])
    XCTAssertNil(obj.int16OptMap["k"])
    XCTAssertEqual(obj.int32, 32)
    XCTAssertNil(obj.int32Opt)
    XCTAssertEqual(Array(obj.int32OptList), [nil])
    XCTAssertEqual(Array(obj.int32OptSet), [nil])
    XCTAssertEqual(Array(obj.int32OptMap.keys), ["k"])
    XCTAssertNil(obj.int32OptMap["k"])
    XCTAssertEqual(obj.int64, 64)
    XCTAssertNil(obj.int64Opt)
    XCTAssertEqual(Array(obj.int64OptList), [nil])
    XCTAssertEqual(Array(obj.int64OptSet), [nil])
    XCTAssertEqual(Array(obj.int64OptMap.keys), ["k"])
    XCTAssertNil(obj.int64OptMap["k"])
    XCTAssertEqual(obj.float, 1.5)
    XCTAssertNil(obj.floatOpt)
    XCTAssertEqual(Array(obj.floatOptList), [nil])
    XCTAssertEqual(Array(obj.floatOptSet), [nil])
    XCTAssertEqual(Array(obj.floatOptMap.keys), ["k"])
    XCTAssertNil(obj.floatOptMap["k"])
    XCTAssertEqual(obj.double, 3.25)
    XCTAssertNil(obj.doubleOpt)
    XCTAssertEqual(Array(obj.doubleOptList), [nil])
    XCTAssertEqual(Array(obj.doubleOptSet), [nil])
    XCTAssertEqual(Array(obj.doubleOptMap.keys), ["k"])
    XCTAssertNil(obj.doubleOptMap["k"])
    XCTAssertEqual(obj.string, "xyz")
    XCTAssertNil(obj.stringOpt)
    XCTAssertEqual(Array(obj.stringOptList), [nil])
    XCTAssertEqual(Array(obj.stringOptSet), [nil])
    XCTAssertEqual(Array(obj.stringOptMap.keys), ["k"])
    XCTAssertNil(obj.stringOptMap["k"])
    XCTAssertEqual(obj.data, Data("ghi".utf8))
    XCTAssertNil(obj.dataOpt)
    XCTAssertEqual(Array(obj.dataOptList), [nil])
    XCTAssertEqual(Array(obj.dataOptSet), [nil])
    XCTAssertEqual(Array(obj.dataOptMap.keys), ["k"])
    XCTAssertNil(obj.dataOptMap["k"])
    XCTAssertEqual(obj.date, Date(timeIntervalSinceReferenceDate: 10.5))
    XCTAssertNil(obj.dateOpt)
    XCTAssertEqual(Array(obj.dateOptList), [nil])
    XCTAssertEqual(Array(obj.dateOptSet), [nil])
    XCTAssertEqual(Array(obj.dateOptMap.keys), ["k"])
    XCTAssertNil(obj.dateOptMap["k"])
    XCTAssertEqual(obj.decimal, Decimal128("2.5e3"))
    XCTAssertNil(obj.decimalOpt)
    XCTAssertEqual(Array(obj.decimalOptList), [nil])
    XCTAssertEqual(Array(obj.decimalOptSet), [nil])
    XCTAssertEqual(Array(obj.decimalOptMap.keys), ["k"])
    XCTAssertNil(obj.decimalOptMap["k"])
    XCTAssertEqual(obj.objectId, ObjectId("0123456789abcdef01234567"))
    XCTAssertNil(obj.objectIdOpt)
    XCTAssertEqual(Array(obj.objectIdOptList), [nil])
    XCTAssertEqual(Array(obj.objectIdOptSet), [nil])
    XCTAssertEqual(Array(obj.objectIdOptMap.keys), ["k"])
    XCTAssertNil(obj.objectIdOptMap["k"])
    XCTAssertEqual(obj.uuid, UUID(uuidString: "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C")!)
    XCTAssertNil(obj.uuidOpt)
    XCTAssertEqual(Array(obj.uuidOptList), [nil])
    XCTAssertEqual(Array(obj.uuidOptSet), [nil])
    XCTAssertEqual(Array(obj.uuidOptMap.keys), ["k"])
    XCTAssertNil(obj.uuidOptMap["k"])
    XCTAssertNil(obj.objectOpt)
    XCTAssertNil(obj.embeddedObjectOpt)
    XCTAssertEqual(obj.objectList.count, 0)
    XCTAssertEqual(obj.embeddedObjectList.count, 0)
    XCTAssertEqual(obj.objectSet.count, 0)
    XCTAssertEqual(Array(obj.objectOptMap.keys), ["k"])
    XCTAssertNil(obj.objectOptMap["k"])
    XCTAssertEqual(Array(obj.embeddedObjectOptMap.keys), ["k"])
    XCTAssertNil(obj.embeddedObjectOptMap["k"])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    XCTAssertEqual(String(data: try encoder.encode(obj), encoding: .utf8), json)
}


/// JSON that leaves out the keys of a Codable model's optional properties decodes, and each of those properties is nil.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/CodableTests.swift CodableTests.testModernObjectOptionalNotRequired
func testCodableModelOptionalKeysMayBeMissing() throws {
    let json = "{\"bool\": true, \"boolList\": [true], \"boolMap\": {\"k\": true}, \"boolOptList\": [null], \"boolOptMap\": {\"k\": null}, \"boolOptSet\": [null], \"boolSet\": [true], \"data\": \"Z2hp\", \"dataList\": [\"Z2hp\"], \"dataMap\": {\"k\": \"Z2hp\"}, \"dataOptList\": [null], \"dataOptMap\": {\"k\": null}, \"dataOptSet\": [null], \"dataSet\": [\"Z2hp\"], \"date\": 10.5, \"dateList\": [10.5], \"dateMap\": {\"k\": 10.5}, \"dateOptList\": [null], \"dateOptMap\": {\"k\": null}, \"dateOptSet\": [null], \"dateSet\": [10.5], \"decimal\": \"2.5E3\", \"decimalList\": [\"2.5E3\"], \"decimalMap\": {\"k\": \"2.5E3\"}, \"decimalOptList\": [null], \"decimalOptMap\": {\"k\": null}, \"decimalOptSet\": [null], \"decimalSet\": [\"2.5E3\"], \"double\": 3.25, \"doubleList\": [3.25], \"doubleMap\": {\"k\": 3.25}, \"doubleOptList\": [null], \"doubleOptMap\": {\"k\": null}, \"doubleOptSet\": [null], \"doubleSet\": [3.25], \"embeddedObjectList\": [], \"embeddedObjectOptMap\": {\"k\": null}, \"float\": 1.5, \"floatList\": [1.5], \"floatMap\": {\"k\": 1.5}, \"floatOptList\": [null], \"floatOptMap\": {\"k\": null}, \"floatOptSet\": [null], \"floatSet\": [1.5], \"int\": 42, \"int16\": 16, \"int16List\": [16], \"int16Map\": {\"k\": 16}, \"int16OptList\": [null], \"int16OptMap\": {\"k\": null}, \"int16OptSet\": [null], \"int16Set\": [16], \"int32\": 32, \"int32List\": [32], \"int32Map\": {\"k\": 32}, \"int32OptList\": [null], \"int32OptMap\": {\"k\": null}, \"int32OptSet\": [null], \"int32Set\": [32], \"int64\": 64, \"int64List\": [64], \"int64Map\": {\"k\": 64}, \"int64OptList\": [null], \"int64OptMap\": {\"k\": null}, \"int64OptSet\": [null], \"int64Set\": [64], \"int8\": 8, \"int8List\": [8], \"int8Map\": {\"k\": 8}, \"int8OptList\": [null], \"int8OptMap\": {\"k\": null}, \"int8OptSet\": [null], \"int8Set\": [8], \"intList\": [42], \"intMap\": {\"k\": 42}, \"intOptList\": [null], \"intOptMap\": {\"k\": null}, \"intOptSet\": [null], \"intSet\": [42], \"objectId\": \"0123456789abcdef01234567\", \"objectIdList\": [\"0123456789abcdef01234567\"], \"objectIdMap\": {\"k\": \"0123456789abcdef01234567\"}, \"objectIdOptList\": [null], \"objectIdOptMap\": {\"k\": null}, \"objectIdOptSet\": [null], \"objectIdSet\": [\"0123456789abcdef01234567\"], \"objectList\": [], \"objectOptMap\": {\"k\": null}, \"objectSet\": [], \"string\": \"xyz\", \"stringList\": [\"xyz\"], \"stringMap\": {\"k\": \"xyz\"}, \"stringOptList\": [null], \"stringOptMap\": {\"k\": null}, \"stringOptSet\": [null], \"stringSet\": [\"xyz\"], \"uuid\": \"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\", \"uuidList\": [\"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"], \"uuidMap\": {\"k\": \"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"}, \"uuidOptList\": [null], \"uuidOptMap\": {\"k\": null}, \"uuidOptSet\": [null], \"uuidSet\": [\"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"]}"
    let obj = try JSONDecoder().decode(ModernCodableObject.self, from: Data(json.utf8))
    XCTAssertNil(obj.boolOpt)
    XCTAssertNil(obj.intOpt)
    XCTAssertNil(obj.int8Opt)
    XCTAssertNil(obj.int16Opt)
    XCTAssertNil(obj.int32Opt)
    XCTAssertNil(obj.int64Opt)
    XCTAssertNil(obj.floatOpt)
    XCTAssertNil(obj.doubleOpt)
    XCTAssertNil(obj.stringOpt)
    XCTAssertNil(obj.dataOpt)
    XCTAssertNil(obj.dateOpt)
    XCTAssertNil(obj.decimalOpt)
    XCTAssertNil(obj.objectIdOpt)
    XCTAssertNil(obj.uuidOpt)
    XCTAssertNil(obj.objectOpt)
    XCTAssertNil(obj.embeddedObjectOpt)
    XCTAssertEqual(obj.int, 42)
    // A key of a property that is not optional may not be left out.
    let withoutInt = "{\"bool\": true, \"boolList\": [true], \"boolMap\": {\"k\": true}, \"boolOptList\": [null], \"boolOptMap\": {\"k\": null}, \"boolOptSet\": [null], \"boolSet\": [true], \"data\": \"Z2hp\", \"dataList\": [\"Z2hp\"], \"dataMap\": {\"k\": \"Z2hp\"}, \"dataOptList\": [null], \"dataOptMap\": {\"k\": null}, \"dataOptSet\": [null], \"dataSet\": [\"Z2hp\"], \"date\": 10.5, \"dateList\": [10.5], \"dateMap\": {\"k\": 10.5}, \"dateOptList\": [null], \"dateOptMap\": {\"k\": null}, \"dateOptSet\": [null], \"dateSet\": [10.5], \"decimal\": \"2.5E3\", \"decimalList\": [\"2.5E3\"], \"decimalMap\": {\"k\": \"2.5E3\"}, \"decimalOptList\": [null], \"decimalOptMap\": {\"k\": null}, \"decimalOptSet\": [null], \"decimalSet\": [\"2.5E3\"], \"double\": 3.25, \"doubleList\": [3.25], \"doubleMap\": {\"k\": 3.25}, \"doubleOptList\": [null], \"doubleOptMap\": {\"k\": null}, \"doubleOptSet\": [null], \"doubleSet\": [3.25], \"embeddedObjectList\": [], \"embeddedObjectOptMap\": {\"k\": null}, \"float\": 1.5, \"floatList\": [1.5], \"floatMap\": {\"k\": 1.5}, \"floatOptList\": [null], \"floatOptMap\": {\"k\": null}, \"floatOptSet\": [null], \"floatSet\": [1.5], \"int16\": 16, \"int16List\": [16], \"int16Map\": {\"k\": 16}, \"int16OptList\": [null], \"int16OptMap\": {\"k\": null}, \"int16OptSet\": [null], \"int16Set\": [16], \"int32\": 32, \"int32List\": [32], \"int32Map\": {\"k\": 32}, \"int32OptList\": [null], \"int32OptMap\": {\"k\": null}, \"int32OptSet\": [null], \"int32Set\": [32], \"int64\": 64, \"int64List\": [64], \"int64Map\": {\"k\": 64}, \"int64OptList\": [null], \"int64OptMap\": {\"k\": null}, \"int64OptSet\": [null], \"int64Set\": [64], \"int8\": 8, \"int8List\": [8], \"int8Map\": {\"k\": 8}, \"int8OptList\": [null], \"int8OptMap\": {\"k\": null}, \"int8OptSet\": [null], \"int8Set\": [8], \"intList\": [42], \"intMap\": {\"k\": 42}, \"intOptList\": [null], \"intOptMap\": {\"k\": null}, \"intOptSet\": [null], \"intSet\": [42], \"objectId\": \"0123456789abcdef01234567\", \"objectIdList\": [\"0123456789abcdef01234567\"], \"objectIdMap\": {\"k\": \"0123456789abcdef01234567\"}, \"objectIdOptList\": [null], \"objectIdOptMap\": {\"k\": null}, \"objectIdOptSet\": [null], \"objectIdSet\": [\"0123456789abcdef01234567\"], \"objectList\": [], \"objectOptMap\": {\"k\": null}, \"objectSet\": [], \"string\": \"xyz\", \"stringList\": [\"xyz\"], \"stringMap\": {\"k\": \"xyz\"}, \"stringOptList\": [null], \"stringOptMap\": {\"k\": null}, \"stringOptSet\": [null], \"stringSet\": [\"xyz\"], \"uuid\": \"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\", \"uuidList\": [\"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"], \"uuidMap\": {\"k\": \"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"}, \"uuidOptList\": [null], \"uuidOptMap\": {\"k\": null}, \"uuidOptSet\": [null], \"uuidSet\": [\"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"]}"
    XCTAssertThrowsError(try JSONDecoder().decode(ModernCodableObject.self, from: Data(withoutInt.utf8)))
}


/// An encoder converting keys to snake case writes a new Codable object's keys in snake case (sorted, with digits kept in place), with its defaults: false, 0, empty text and data, a Date of 1970 as seconds since 2001, a Decimal128 of "0", the ObjectId and UUID set, null optionals and empty collections.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/CodableTests.swift CodableTests.testKeyEncodingStrategy
func testCodableModelSnakeCaseKeys() throws {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = [.sortedKeys]
    let obj = ModernCodableObject()
    obj.objectId = ObjectId("1234567890abcdef12345678")
    obj.uuid = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
    obj.date = Date(timeIntervalSince1970: 0)
    let expected = "{\"bool\":false,\"bool_list\":[],\"bool_map\":{},\"bool_opt\":null,\"bool_opt_list\":[],\"bool_opt_map\":{},\"bool_opt_set\":[],\"bool_set\":[],\"data\":\"\",\"data_list\":[],\"data_map\":{},\"data_opt\":null,\"data_opt_list\":[],\"data_opt_map\":{},\"data_opt_set\":[],\"data_set\":[],\"date\":-978307200,\"date_list\":[],\"date_map\":{},\"date_opt\":null,\"date_opt_list\":[],\"date_opt_map\":{},\"date_opt_set\":[],\"date_set\":[],\"decimal\":\"0\",\"decimal_list\":[],\"decimal_map\":{},\"decimal_opt\":null,\"decimal_opt_list\":[],\"decimal_opt_map\":{},\"decimal_opt_set\":[],\"decimal_set\":[],\"double\":0,\"double_list\":[],\"double_map\":{},\"double_opt\":null,\"double_opt_list\":[],\"double_opt_map\":{},\"double_opt_set\":[],\"double_set\":[],\"embedded_object_list\":[],\"embedded_object_opt\":null,\"embedded_object_opt_map\":{},\"float\":0,\"float_list\":[],\"float_map\":{},\"float_opt\":null,\"float_opt_list\":[],\"float_opt_map\":{},\"float_opt_set\":[],\"float_set\":[],\"int\":0,\"int16\":0,\"int16_list\":[],\"int16_map\":{},\"int16_opt\":null,\"int16_opt_list\":[],\"int16_opt_map\":{},\"int16_opt_set\":[],\"int16_set\":[],\"int32\":0,\"int32_list\":[],\"int32_map\":{},\"int32_opt\":null,\"int32_opt_list\":[],\"int32_opt_map\":{},\"int32_opt_set\":[],\"int32_set\":[],\"int64\":0,\"int64_list\":[],\"int64_map\":{},\"int64_opt\":null,\"int64_opt_list\":[],\"int64_opt_map\":{},\"int64_opt_set\":[],\"int64_set\":[],\"int8\":0,\"int8_list\":[],\"int8_map\":{},\"int8_opt\":null,\"int8_opt_list\":[],\"int8_opt_map\":{},\"int8_opt_set\":[],\"int8_set\":[],\"int_list\":[],\"int_map\":{},\"int_opt\":null,\"int_opt_list\":[],\"int_opt_map\":{},\"int_opt_set\":[],\"int_set\":[],\"object_id\":\"1234567890abcdef12345678\",\"object_id_list\":[],\"object_id_map\":{},\"object_id_opt\":null,\"object_id_opt_list\":[],\"object_id_opt_map\":{},\"object_id_opt_set\":[],\"object_id_set\":[],\"object_list\":[],\"object_opt\":null,\"object_opt_map\":{},\"object_set\":[],\"string\":\"\",\"string_list\":[],\"string_map\":{},\"string_opt\":null,\"string_opt_list\":[],\"string_opt_map\":{},\"string_opt_set\":[],\"string_set\":[],\"uuid\":\"00000000-0000-0000-0000-000000000000\",\"uuid_list\":[],\"uuid_map\":{},\"uuid_opt\":null,\"uuid_opt_list\":[],\"uuid_opt_map\":{},\"uuid_opt_set\":[],\"uuid_set\":[]}"
    XCTAssertEqual(String(data: try encoder.encode(obj), encoding: .utf8), expected)
}


/// A Decimal128 decodes from a JSON number or a JSON string, an optional one from null, and encodes as the SDK's text of its value.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/CodableTests.swift CodableTests.testDecimal
func testDecimal128CodableForms() throws {
    let decoder = JSONDecoder()
    XCTAssertEqual(try decoder.decode([Decimal128].self, from: Data("[2.2]".utf8)).first, Decimal128("2.2"))
    XCTAssertEqual(try decoder.decode([Decimal128].self, from: Data("[\"1234567890e123\"]".utf8)).first, Decimal128("1234567890e123"))
    XCTAssertEqual(try decoder.decode([Decimal128?].self, from: Data("[null]".utf8)), [nil])
    let encoded = try JSONEncoder().encode([Decimal128("1234567890e123")])
    XCTAssertEqual(String(data: encoded, encoding: .utf8), "[\"1.23456789E132\"]")
}

/// An encoder's custom date strategy writes each Date of a Codable object — a property, an optional, and the elements of a list, a set and a map — as its closure encodes it.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/CodableTests.swift CodableTests.testCustomDateEncoding
func testCodableModelCustomDateStrategy() throws {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .custom { date, encoder in
        try "at \(date.timeIntervalSince1970)".encode(to: encoder)
    }
    let obj = ModernCodableObject()
    obj.date = Date(timeIntervalSince1970: 11)
    obj.dateOpt = Date(timeIntervalSince1970: 12)
    obj.dateList.append(Date(timeIntervalSince1970: 13))
    obj.dateOptList.append(Date(timeIntervalSince1970: 14))
    obj.dateSet.insert(Date(timeIntervalSince1970: 15))
    obj.dateOptSet.insert(Date(timeIntervalSince1970: 16))
    obj.dateMap["p"] = Date(timeIntervalSince1970: 17)
    obj.dateOptMap["q"] = Date(timeIntervalSince1970: 18)
    let dict = try JSONSerialization.jsonObject(with: try encoder.encode(obj), options: []) as! [String: Any]
    XCTAssertEqual(dict["date"] as! String, "at 11.0")
    XCTAssertEqual(dict["dateOpt"] as! String, "at 12.0")
    XCTAssertEqual(dict["dateList"] as! [String], ["at 13.0"])
    XCTAssertEqual(dict["dateOptList"] as! [String], ["at 14.0"])
    XCTAssertEqual(dict["dateSet"] as! [String], ["at 15.0"])
    XCTAssertEqual(dict["dateOptSet"] as! [String], ["at 16.0"])
    XCTAssertEqual(dict["dateMap"] as! [String: String], ["p": "at 17.0"])
    XCTAssertEqual(dict["dateOptMap"] as! [String: String], ["q": "at 18.0"])
}

/// An encoder's custom data strategy writes each Data of a Codable object — a property, an optional, and the elements of a list, a set and a map — as its closure encodes it.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/CodableTests.swift CodableTests.testCustomDataEncoding
func testCodableModelCustomDataStrategy() throws {
    let encoder = JSONEncoder()
    encoder.dataEncodingStrategy = .custom { data, encoder in
        try "\(data.count) bytes".encode(to: encoder)
    }
    let obj = ModernCodableObject()
    obj.data = Data(repeating: 1, count: 1)
    obj.dataOpt = Data(repeating: 1, count: 2)
    obj.dataList.append(Data(repeating: 1, count: 3))
    obj.dataOptList.append(Data(repeating: 1, count: 4))
    obj.dataSet.insert(Data(repeating: 1, count: 5))
    obj.dataOptSet.insert(Data(repeating: 1, count: 6))
    obj.dataMap["p"] = Data(repeating: 1, count: 7)
    obj.dataOptMap["q"] = Data(repeating: 1, count: 8)
    let dict = try JSONSerialization.jsonObject(with: try encoder.encode(obj), options: []) as! [String: Any]
    XCTAssertEqual(dict["data"] as! String, "1 bytes")
    XCTAssertEqual(dict["dataOpt"] as! String, "2 bytes")
    XCTAssertEqual(dict["dataList"] as! [String], ["3 bytes"])
    XCTAssertEqual(dict["dataOptList"] as! [String], ["4 bytes"])
    XCTAssertEqual(dict["dataSet"] as! [String], ["5 bytes"])
    XCTAssertEqual(dict["dataOptSet"] as! [String], ["6 bytes"])
    XCTAssertEqual(dict["dataMap"] as! [String: String], ["p": "7 bytes"])
    XCTAssertEqual(dict["dataOptMap"] as! [String: String], ["q": "8 bytes"])
}

@objc enum IntEnum: Int, RealmEnum {
    case value1 = 1
    case value2 = 3
}

// The SDK suite's old-style Codable model: `@objc dynamic` values, RealmOptional
// and RealmProperty wrappers, and lists, sets and maps declared `var`.
class CodableObject: Object, Codable {
    @objc dynamic var string: String = ""
    @objc dynamic var data: Data = Data()
    @objc dynamic var date: Date = Date()
    @objc dynamic var int: Int = 0
    @objc dynamic var int8: Int8 = 0
    @objc dynamic var int16: Int16 = 0
    @objc dynamic var int32: Int32 = 0
    @objc dynamic var int64: Int64 = 0
    @objc dynamic var float: Float = 0
    @objc dynamic var double: Double = 0
    @objc dynamic var bool: Bool = false
    @objc dynamic var decimal: Decimal128 = 0
    @objc dynamic var objectId = ObjectId()
    @objc dynamic var uuid = UUID()

    @objc dynamic var stringOpt: String?
    @objc dynamic var dataOpt: Data?
    @objc dynamic var dateOpt: Date?
    @objc dynamic var decimalOpt: Decimal128?
    @objc dynamic var objectIdOpt: ObjectId?
    var intOpt = RealmOptional<Int>()
    var int8Opt = RealmOptional<Int8>()
    var int16Opt = RealmOptional<Int16>()
    var int32Opt = RealmOptional<Int32>()
    var int64Opt = RealmOptional<Int64>()
    var floatOpt = RealmOptional<Float>()
    var doubleOpt = RealmOptional<Double>()
    var boolOpt = RealmOptional<Bool>()

    var otherInt = RealmProperty<Int?>()
    var otherInt8 = RealmProperty<Int8?>()
    var otherInt16 = RealmProperty<Int16?>()
    var otherInt32 = RealmProperty<Int32?>()
    var otherInt64 = RealmProperty<Int64?>()
    var otherFloat = RealmProperty<Float?>()
    var otherDouble = RealmProperty<Double?>()
    var otherBool = RealmProperty<Bool?>()
    var otherEnum = RealmProperty<IntEnum?>()

    @objc dynamic var uuidOpt: UUID?

    var boolList = List<Bool>()
    var intList = List<Int>()
    var int8List = List<Int8>()
    var int16List = List<Int16>()
    var int32List = List<Int32>()
    var int64List = List<Int64>()
    var floatList = List<Float>()
    var doubleList = List<Double>()
    var stringList = List<String>()
    var dataList = List<Data>()
    var dateList = List<Date>()
    var decimalList = List<Decimal128>()
    var objectIdList = List<ObjectId>()
    var uuidList = List<UUID>()

    var boolOptList = List<Bool?>()
    var intOptList = List<Int?>()
    var int8OptList = List<Int8?>()
    var int16OptList = List<Int16?>()
    var int32OptList = List<Int32?>()
    var int64OptList = List<Int64?>()
    var floatOptList = List<Float?>()
    var doubleOptList = List<Double?>()
    var stringOptList = List<String?>()
    var dataOptList = List<Data?>()
    var dateOptList = List<Date?>()
    var decimalOptList = List<Decimal128?>()
    var objectIdOptList = List<ObjectId?>()
    var uuidOptList = List<UUID?>()

    var boolSet = MutableSet<Bool>()
    var intSet = MutableSet<Int>()
    var int8Set = MutableSet<Int8>()
    var int16Set = MutableSet<Int16>()
    var int32Set = MutableSet<Int32>()
    var int64Set = MutableSet<Int64>()
    var floatSet = MutableSet<Float>()
    var doubleSet = MutableSet<Double>()
    var stringSet = MutableSet<String>()
    var dataSet = MutableSet<Data>()
    var dateSet = MutableSet<Date>()
    var decimalSet = MutableSet<Decimal128>()
    var objectIdSet = MutableSet<ObjectId>()
    var uuidSet = MutableSet<UUID>()

    var boolOptSet = MutableSet<Bool?>()
    var intOptSet = MutableSet<Int?>()
    var int8OptSet = MutableSet<Int8?>()
    var int16OptSet = MutableSet<Int16?>()
    var int32OptSet = MutableSet<Int32?>()
    var int64OptSet = MutableSet<Int64?>()
    var floatOptSet = MutableSet<Float?>()
    var doubleOptSet = MutableSet<Double?>()
    var stringOptSet = MutableSet<String?>()
    var dataOptSet = MutableSet<Data?>()
    var dateOptSet = MutableSet<Date?>()
    var decimalOptSet = MutableSet<Decimal128?>()
    var objectIdOptSet = MutableSet<ObjectId?>()
    var uuidOptSet = MutableSet<UUID?>()

    var boolMap = Map<String, Bool>()
    var intMap = Map<String, Int>()
    var int8Map = Map<String, Int8>()
    var int16Map = Map<String, Int16>()
    var int32Map = Map<String, Int32>()
    var int64Map = Map<String, Int64>()
    var floatMap = Map<String, Float>()
    var doubleMap = Map<String, Double>()
    var stringMap = Map<String, String>()
    var dataMap = Map<String, Data>()
    var dateMap = Map<String, Date>()
    var decimalMap = Map<String, Decimal128>()
    var objectIdMap = Map<String, ObjectId>()
    var uuidMap = Map<String, UUID>()

    var boolOptMap = Map<String, Bool?>()
    var intOptMap = Map<String, Int?>()
    var int8OptMap = Map<String, Int8?>()
    var int16OptMap = Map<String, Int16?>()
    var int32OptMap = Map<String, Int32?>()
    var int64OptMap = Map<String, Int64?>()
    var floatOptMap = Map<String, Float?>()
    var doubleOptMap = Map<String, Double?>()
    var stringOptMap = Map<String, String?>()
    var dataOptMap = Map<String, Data?>()
    var dateOptMap = Map<String, Date?>()
    var decimalOptMap = Map<String, Decimal128?>()
    var objectIdOptMap = Map<String, ObjectId?>()
    var uuidOptMap = Map<String, UUID?>()
}


/// An old-style Codable model decodes every value — `@objc dynamic` ones, RealmOptional and RealmProperty values read through `.value` (an enum's too), lists, sets and maps of every type — ignores a key it has no property for, and encodes every property back, a Decimal128 as the SDK's text of it.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/CodableTests.swift CodableTests.testObject
func testOldStyleCodableModelRoundTrip() throws {
    let json = "{\"bool\": true, \"boolList\": [true], \"boolMap\": {\"k\": true}, \"boolOpt\": true, \"boolOptList\": [true], \"boolOptMap\": {\"k\": true}, \"boolOptSet\": [true], \"boolSet\": [true], \"data\": \"Z2hp\", \"dataList\": [\"Z2hp\"], \"dataMap\": {\"k\": \"Z2hp\"}, \"dataOpt\": \"Z2hp\", \"dataOptList\": [\"Z2hp\"], \"dataOptMap\": {\"k\": \"Z2hp\"}, \"dataOptSet\": [\"Z2hp\"], \"dataSet\": [\"Z2hp\"], \"date\": 10.5, \"dateList\": [10.5], \"dateMap\": {\"k\": 10.5}, \"dateOpt\": 10.5, \"dateOptList\": [10.5], \"dateOptMap\": {\"k\": 10.5}, \"dateOptSet\": [10.5], \"dateSet\": [10.5], \"decimal\": \"2.5e3\", \"decimalList\": [\"2.5e3\"], \"decimalMap\": {\"k\": \"2.5e3\"}, \"decimalOpt\": \"2.5e3\", \"decimalOptList\": [\"2.5e3\"], \"decimalOptMap\": {\"k\": \"2.5e3\"}, \"decimalOptSet\": [\"2.5e3\"], \"decimalSet\": [\"2.5e3\"], \"double\": 3.25, \"doubleList\": [3.25], \"doubleMap\": {\"k\": 3.25}, \"doubleOpt\": 3.25, \"doubleOptList\": [3.25], \"doubleOptMap\": {\"k\": 3.25}, \"doubleOptSet\": [3.25], \"doubleSet\": [3.25], \"float\": 1.5, \"floatList\": [1.5], \"floatMap\": {\"k\": 1.5}, \"floatOpt\": 1.5, \"floatOptList\": [1.5], \"floatOptMap\": {\"k\": 1.5}, \"floatOptSet\": [1.5], \"floatSet\": [1.5], \"int\": 42, \"int16\": 16, \"int16List\": [16], \"int16Map\": {\"k\": 16}, \"int16Opt\": 16, \"int16OptList\": [16], \"int16OptMap\": {\"k\": 16}, \"int16OptSet\": [16], \"int16Set\": [16], \"int32\": 32, \"int32List\": [32], \"int32Map\": {\"k\": 32}, \"int32Opt\": 32, \"int32OptList\": [32], \"int32OptMap\": {\"k\": 32}, \"int32OptSet\": [32], \"int32Set\": [32], \"int64\": 64, \"int64List\": [64], \"int64Map\": {\"k\": 64}, \"int64Opt\": 64, \"int64OptList\": [64], \"int64OptMap\": {\"k\": 64}, \"int64OptSet\": [64], \"int64Set\": [64], \"int8\": 8, \"int8List\": [8], \"int8Map\": {\"k\": 8}, \"int8Opt\": 8, \"int8OptList\": [8], \"int8OptMap\": {\"k\": 8}, \"int8OptSet\": [8], \"int8Set\": [8], \"intList\": [42], \"intMap\": {\"k\": 42}, \"intOpt\": 42, \"intOptList\": [42], \"intOptMap\": {\"k\": 42}, \"intOptSet\": [42], \"intSet\": [42], \"objectId\": \"0123456789abcdef01234567\", \"objectIdList\": [\"0123456789abcdef01234567\"], \"objectIdMap\": {\"k\": \"0123456789abcdef01234567\"}, \"objectIdOpt\": \"0123456789abcdef01234567\", \"objectIdOptList\": [\"0123456789abcdef01234567\"], \"objectIdOptMap\": {\"k\": \"0123456789abcdef01234567\"}, \"objectIdOptSet\": [\"0123456789abcdef01234567\"], \"objectIdSet\": [\"0123456789abcdef01234567\"], \"otherAny\": 1, \"otherBool\": true, \"otherDouble\": 3.25, \"otherEnum\": 3, \"otherFloat\": 1.5, \"otherInt\": 42, \"otherInt16\": 16, \"otherInt32\": 32, \"otherInt64\": 64, \"otherInt8\": 8, \"string\": \"xyz\", \"stringList\": [\"xyz\"], \"stringMap\": {\"k\": \"xyz\"}, \"stringOpt\": \"xyz\", \"stringOptList\": [\"xyz\"], \"stringOptMap\": {\"k\": \"xyz\"}, \"stringOptSet\": [\"xyz\"], \"stringSet\": [\"xyz\"], \"uuid\": \"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\", \"uuidList\": [\"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"], \"uuidMap\": {\"k\": \"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"}, \"uuidOpt\": \"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\", \"uuidOptList\": [\"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"], \"uuidOptMap\": {\"k\": \"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"}, \"uuidOptSet\": [\"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"], \"uuidSet\": [\"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"]}"
    let obj = try JSONDecoder().decode(CodableObject.self, from: Data(json.utf8))
    XCTAssertEqual(obj.bool, true)
    XCTAssertEqual(obj.int, 42)
    XCTAssertEqual(obj.int8, 8)
    XCTAssertEqual(obj.int16, 16)
    XCTAssertEqual(obj.int32, 32)
    XCTAssertEqual(obj.int64, 64)
    XCTAssertEqual(obj.float, 1.5)
    XCTAssertEqual(obj.double, 3.25)
    XCTAssertEqual(obj.string, "xyz")
    XCTAssertEqual(obj.data, Data("ghi".utf8))
    XCTAssertEqual(obj.date, Date(timeIntervalSinceReferenceDate: 10.5))
    XCTAssertEqual(obj.decimal, Decimal128("2.5e3"))
    XCTAssertEqual(obj.objectId, ObjectId("0123456789abcdef01234567"))
    XCTAssertEqual(obj.uuid, UUID(uuidString: "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C")!)
    XCTAssertEqual(obj.stringOpt, "xyz")
    XCTAssertEqual(obj.dataOpt, Data("ghi".utf8))
    XCTAssertEqual(obj.dateOpt, Date(timeIntervalSinceReferenceDate: 10.5))
    XCTAssertEqual(obj.decimalOpt, Decimal128("2.5e3"))
    XCTAssertEqual(obj.objectIdOpt, ObjectId("0123456789abcdef01234567"))
    XCTAssertEqual(obj.uuidOpt, UUID(uuidString: "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C")!)
    XCTAssertEqual(obj.intOpt.value, 42)
    XCTAssertEqual(obj.int8Opt.value, 8)
    XCTAssertEqual(obj.int16Opt.value, 16)
    XCTAssertEqual(obj.int32Opt.value, 32)
    XCTAssertEqual(obj.int64Opt.value, 64)
    XCTAssertEqual(obj.floatOpt.value, 1.5)
    XCTAssertEqual(obj.doubleOpt.value, 3.25)
    XCTAssertEqual(obj.boolOpt.value, true)
    XCTAssertEqual(obj.otherInt.value, 42)
    XCTAssertEqual(obj.otherInt8.value, 8)
    XCTAssertEqual(obj.otherInt16.value, 16)
    XCTAssertEqual(obj.otherInt32.value, 32)
    XCTAssertEqual(obj.otherInt64.value, 64)
    XCTAssertEqual(obj.otherFloat.value, 1.5)
    XCTAssertEqual(obj.otherDouble.value, 3.25)
    XCTAssertEqual(obj.otherBool.value, true)
    XCTAssertEqual(obj.otherEnum.value, .value2)
    XCTAssertEqual(obj.boolList.first, true)
    XCTAssertEqual(obj.boolOptList.first, true)
    XCTAssertEqual(obj.boolSet.first, true)
    XCTAssertEqual(obj.boolOptSet.first, true)
    XCTAssertEqual(obj.boolMap["k"], true)
    XCTAssertEqual(obj.boolOptMap["k"], true)
    XCTAssertEqual(obj.intList.first, 42)
    XCTAssertEqual(obj.intOptList.first, 42)
    XCTAssertEqual(obj.intSet.first, 42)
    XCTAssertEqual(obj.intOptSet.first, 42)
    XCTAssertEqual(obj.intMap["k"], 42)
    XCTAssertEqual(obj.intOptMap["k"], 42)
    XCTAssertEqual(obj.int8List.first, 8)
    XCTAssertEqual(obj.int8OptList.first, 8)
    XCTAssertEqual(obj.int8Set.first, 8)
    XCTAssertEqual(obj.int8OptSet.first, 8)
    XCTAssertEqual(obj.int8Map["k"], 8)
    XCTAssertEqual(obj.int8OptMap["k"], 8)
    XCTAssertEqual(obj.int16List.first, 16)
    XCTAssertEqual(obj.int16OptList.first, 16)
    XCTAssertEqual(obj.int16Set.first, 16)
    XCTAssertEqual(obj.int16OptSet.first, 16)
    XCTAssertEqual(obj.int16Map["k"], 16)
    XCTAssertEqual(obj.int16OptMap["k"], 16)
    XCTAssertEqual(obj.int32List.first, 32)
    XCTAssertEqual(obj.int32OptList.first, 32)
    XCTAssertEqual(obj.int32Set.first, 32)
    XCTAssertEqual(obj.int32OptSet.first, 32)
    XCTAssertEqual(obj.int32Map["k"], 32)
    XCTAssertEqual(obj.int32OptMap["k"], 32)
    XCTAssertEqual(obj.int64List.first, 64)
    XCTAssertEqual(obj.int64OptList.first, 64)
    XCTAssertEqual(obj.int64Set.first, 64)
    XCTAssertEqual(obj.int64OptSet.first, 64)
    XCTAssertEqual(obj.int64Map["k"], 64)
    XCTAssertEqual(obj.int64OptMap["k"], 64)
    XCTAssertEqual(obj.floatList.first, 1.5)
    XCTAssertEqual(obj.floatOptList.first, 1.5)
    XCTAssertEqual(obj.floatSet.first, 1.5)
    XCTAssertEqual(obj.floatOptSet.first, 1.5)
    XCTAssertEqual(obj.floatMap["k"], 1.5)
    XCTAssertEqual(obj.floatOptMap["k"], 1.5)
    XCTAssertEqual(obj.doubleList.first, 3.25)
    XCTAssertEqual(obj.doubleOptList.first, 3.25)
    XCTAssertEqual(obj.doubleSet.first, 3.25)
    XCTAssertEqual(obj.doubleOptSet.first, 3.25)
    XCTAssertEqual(obj.doubleMap["k"], 3.25)
    XCTAssertEqual(obj.doubleOptMap["k"], 3.25)
    XCTAssertEqual(obj.stringList.first, "xyz")
    XCTAssertEqual(obj.stringOptList.first, "xyz")
    XCTAssertEqual(obj.stringSet.first, "xyz")
    XCTAssertEqual(obj.stringOptSet.first, "xyz")
    XCTAssertEqual(obj.stringMap["k"], "xyz")
    XCTAssertEqual(obj.stringOptMap["k"], "xyz")
    XCTAssertEqual(obj.dataList.first, Data("ghi".utf8))
    XCTAssertEqual(obj.dataOptList.first, Data("ghi".utf8))
    XCTAssertEqual(obj.dataSet.first, Data("ghi".utf8))
    XCTAssertEqual(obj.dataOptSet.first, Data("ghi".utf8))
    XCTAssertEqual(obj.dataMap["k"], Data("ghi".utf8))
    XCTAssertEqual(obj.dataOptMap["k"], Data("ghi".utf8))
    XCTAssertEqual(obj.dateList.first, Date(timeIntervalSinceReferenceDate: 10.5))
    XCTAssertEqual(obj.dateOptList.first, Date(timeIntervalSinceReferenceDate: 10.5))
    XCTAssertEqual(obj.dateSet.first, Date(timeIntervalSinceReferenceDate: 10.5))
    XCTAssertEqual(obj.dateOptSet.first, Date(timeIntervalSinceReferenceDate: 10.5))
    XCTAssertEqual(obj.dateMap["k"], Date(timeIntervalSinceReferenceDate: 10.5))
    XCTAssertEqual(obj.dateOptMap["k"], Date(timeIntervalSinceReferenceDate: 10.5))
    XCTAssertEqual(obj.decimalList.first, Decimal128("2.5e3"))
    XCTAssertEqual(obj.decimalOptList.first, Decimal128("2.5e3"))
    XCTAssertEqual(obj.decimalSet.first, Decimal128("2.5e3"))
    XCTAssertEqual(obj.decimalOptSet.first, Decimal128("2.5e3"))
    XCTAssertEqual(obj.decimalMap["k"], Decimal128("2.5e3"))
    XCTAssertEqual(obj.decimalOptMap["k"], Decimal128("2.5e3"))
    XCTAssertEqual(obj.objectIdList.first, ObjectId("0123456789abcdef01234567"))
    XCTAssertEqual(obj.objectIdOptList.first, ObjectId("0123456789abcdef01234567"))
    XCTAssertEqual(obj.objectIdSet.first, ObjectId("0123456789abcdef01234567"))
    XCTAssertEqual(obj.objectIdOptSet.first, ObjectId("0123456789abcdef01234567"))
    XCTAssertEqual(obj.objectIdMap["k"], ObjectId("0123456789abcdef01234567"))
    XCTAssertEqual(obj.objectIdOptMap["k"], ObjectId("0123456789abcdef01234567"))
    XCTAssertEqual(obj.uuidList.first, UUID(uuidString: "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C")!)
    XCTAssertEqual(obj.uuidOptList.first, UUID(uuidString: "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C")!)
    XCTAssertEqual(obj.uuidSet.first, UUID(uuidString: "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C")!)
    XCTAssertEqual(obj.uuidOptSet.first, UUID(uuidString: "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C")!)
    XCTAssertEqual(obj.uuidMap["k"], UUID(uuidString: "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C")!)
    XCTAssertEqual(obj.uuidOptMap["k"], UUID(uuidString: "5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C")!)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    XCTAssertEqual(String(data: try encoder.encode(obj), encoding: .utf8), "{\"bool\":true,\"boolList\":[true],\"boolMap\":{\"k\":true},\"boolOpt\":true,\"boolOptList\":[true],\"boolOptMap\":{\"k\":true},\"boolOptSet\":[true],\"boolSet\":[true],\"data\":\"Z2hp\",\"dataList\":[\"Z2hp\"],\"dataMap\":{\"k\":\"Z2hp\"},\"dataOpt\":\"Z2hp\",\"dataOptList\":[\"Z2hp\"],\"dataOptMap\":{\"k\":\"Z2hp\"},\"dataOptSet\":[\"Z2hp\"],\"dataSet\":[\"Z2hp\"],\"date\":10.5,\"dateList\":[10.5],\"dateMap\":{\"k\":10.5},\"dateOpt\":10.5,\"dateOptList\":[10.5],\"dateOptMap\":{\"k\":10.5},\"dateOptSet\":[10.5],\"dateSet\":[10.5],\"decimal\":\"2.5E3\",\"decimalList\":[\"2.5E3\"],\"decimalMap\":{\"k\":\"2.5E3\"},\"decimalOpt\":\"2.5E3\",\"decimalOptList\":[\"2.5E3\"],\"decimalOptMap\":{\"k\":\"2.5E3\"},\"decimalOptSet\":[\"2.5E3\"],\"decimalSet\":[\"2.5E3\"],\"double\":3.25,\"doubleList\":[3.25],\"doubleMap\":{\"k\":3.25},\"doubleOpt\":3.25,\"doubleOptList\":[3.25],\"doubleOptMap\":{\"k\":3.25},\"doubleOptSet\":[3.25],\"doubleSet\":[3.25],\"float\":1.5,\"floatList\":[1.5],\"floatMap\":{\"k\":1.5},\"floatOpt\":1.5,\"floatOptList\":[1.5],\"floatOptMap\":{\"k\":1.5},\"floatOptSet\":[1.5],\"floatSet\":[1.5],\"int\":42,\"int16\":16,\"int16List\":[16],\"int16Map\":{\"k\":16},\"int16Opt\":16,\"int16OptList\":[16],\"int16OptMap\":{\"k\":16},\"int16OptSet\":[16],\"int16Set\":[16],\"int32\":32,\"int32List\":[32],\"int32Map\":{\"k\":32},\"int32Opt\":32,\"int32OptList\":[32],\"int32OptMap\":{\"k\":32},\"int32OptSet\":[32],\"int32Set\":[32],\"int64\":64,\"int64List\":[64],\"int64Map\":{\"k\":64},\"int64Opt\":64,\"int64OptList\":[64],\"int64OptMap\":{\"k\":64},\"int64OptSet\":[64],\"int64Set\":[64],\"int8\":8,\"int8List\":[8],\"int8Map\":{\"k\":8},\"int8Opt\":8,\"int8OptList\":[8],\"int8OptMap\":{\"k\":8},\"int8OptSet\":[8],\"int8Set\":[8],\"intList\":[42],\"intMap\":{\"k\":42},\"intOpt\":42,\"intOptList\":[42],\"intOptMap\":{\"k\":42},\"intOptSet\":[42],\"intSet\":[42],\"objectId\":\"0123456789abcdef01234567\",\"objectIdList\":[\"0123456789abcdef01234567\"],\"objectIdMap\":{\"k\":\"0123456789abcdef01234567\"},\"objectIdOpt\":\"0123456789abcdef01234567\",\"objectIdOptList\":[\"0123456789abcdef01234567\"],\"objectIdOptMap\":{\"k\":\"0123456789abcdef01234567\"},\"objectIdOptSet\":[\"0123456789abcdef01234567\"],\"objectIdSet\":[\"0123456789abcdef01234567\"],\"otherBool\":true,\"otherDouble\":3.25,\"otherEnum\":3,\"otherFloat\":1.5,\"otherInt\":42,\"otherInt16\":16,\"otherInt32\":32,\"otherInt64\":64,\"otherInt8\":8,\"string\":\"xyz\",\"stringList\":[\"xyz\"],\"stringMap\":{\"k\":\"xyz\"},\"stringOpt\":\"xyz\",\"stringOptList\":[\"xyz\"],\"stringOptMap\":{\"k\":\"xyz\"},\"stringOptSet\":[\"xyz\"],\"stringSet\":[\"xyz\"],\"uuid\":\"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\",\"uuidList\":[\"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"],\"uuidMap\":{\"k\":\"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"},\"uuidOpt\":\"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\",\"uuidOptList\":[\"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"],\"uuidOptMap\":{\"k\":\"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"},\"uuidOptSet\":[\"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"],\"uuidSet\":[\"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"]}")
}


/// An old-style Codable model decodes null for its RealmProperty values, each reading nil through `.value`.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/CodableTests.swift CodableTests.testNullableRealmProperty
func testOldStyleCodableModelNullRealmProperties() throws {
    let json = "{\"bool\": true, \"boolList\": [true], \"boolMap\": {\"k\": true}, \"boolOpt\": true, \"boolOptList\": [true], \"boolOptMap\": {\"k\": true}, \"boolOptSet\": [true], \"boolSet\": [true], \"data\": \"Z2hp\", \"dataList\": [\"Z2hp\"], \"dataMap\": {\"k\": \"Z2hp\"}, \"dataOpt\": \"Z2hp\", \"dataOptList\": [\"Z2hp\"], \"dataOptMap\": {\"k\": \"Z2hp\"}, \"dataOptSet\": [\"Z2hp\"], \"dataSet\": [\"Z2hp\"], \"date\": 10.5, \"dateList\": [10.5], \"dateMap\": {\"k\": 10.5}, \"dateOpt\": 10.5, \"dateOptList\": [10.5], \"dateOptMap\": {\"k\": 10.5}, \"dateOptSet\": [10.5], \"dateSet\": [10.5], \"decimal\": \"2.5e3\", \"decimalList\": [\"2.5e3\"], \"decimalMap\": {\"k\": \"2.5e3\"}, \"decimalOpt\": \"2.5e3\", \"decimalOptList\": [\"2.5e3\"], \"decimalOptMap\": {\"k\": \"2.5e3\"}, \"decimalOptSet\": [\"2.5e3\"], \"decimalSet\": [\"2.5e3\"], \"double\": 3.25, \"doubleList\": [3.25], \"doubleMap\": {\"k\": 3.25}, \"doubleOpt\": 3.25, \"doubleOptList\": [3.25], \"doubleOptMap\": {\"k\": 3.25}, \"doubleOptSet\": [3.25], \"doubleSet\": [3.25], \"float\": 1.5, \"floatList\": [1.5], \"floatMap\": {\"k\": 1.5}, \"floatOpt\": 1.5, \"floatOptList\": [1.5], \"floatOptMap\": {\"k\": 1.5}, \"floatOptSet\": [1.5], \"floatSet\": [1.5], \"int\": 42, \"int16\": 16, \"int16List\": [16], \"int16Map\": {\"k\": 16}, \"int16Opt\": 16, \"int16OptList\": [16], \"int16OptMap\": {\"k\": 16}, \"int16OptSet\": [16], \"int16Set\": [16], \"int32\": 32, \"int32List\": [32], \"int32Map\": {\"k\": 32}, \"int32Opt\": 32, \"int32OptList\": [32], \"int32OptMap\": {\"k\": 32}, \"int32OptSet\": [32], \"int32Set\": [32], \"int64\": 64, \"int64List\": [64], \"int64Map\": {\"k\": 64}, \"int64Opt\": 64, \"int64OptList\": [64], \"int64OptMap\": {\"k\": 64}, \"int64OptSet\": [64], \"int64Set\": [64], \"int8\": 8, \"int8List\": [8], \"int8Map\": {\"k\": 8}, \"int8Opt\": 8, \"int8OptList\": [8], \"int8OptMap\": {\"k\": 8}, \"int8OptSet\": [8], \"int8Set\": [8], \"intList\": [42], \"intMap\": {\"k\": 42}, \"intOpt\": 42, \"intOptList\": [42], \"intOptMap\": {\"k\": 42}, \"intOptSet\": [42], \"intSet\": [42], \"objectId\": \"0123456789abcdef01234567\", \"objectIdList\": [\"0123456789abcdef01234567\"], \"objectIdMap\": {\"k\": \"0123456789abcdef01234567\"}, \"objectIdOpt\": \"0123456789abcdef01234567\", \"objectIdOptList\": [\"0123456789abcdef01234567\"], \"objectIdOptMap\": {\"k\": \"0123456789abcdef01234567\"}, \"objectIdOptSet\": [\"0123456789abcdef01234567\"], \"objectIdSet\": [\"0123456789abcdef01234567\"], \"otherAny\": null, \"otherBool\": null, \"otherDouble\": null, \"otherEnum\": null, \"otherFloat\": null, \"otherInt\": null, \"otherInt16\": null, \"otherInt32\": null, \"otherInt64\": null, \"otherInt8\": null, \"string\": \"xyz\", \"stringList\": [\"xyz\"], \"stringMap\": {\"k\": \"xyz\"}, \"stringOpt\": \"xyz\", \"stringOptList\": [\"xyz\"], \"stringOptMap\": {\"k\": \"xyz\"}, \"stringOptSet\": [\"xyz\"], \"stringSet\": [\"xyz\"], \"uuid\": \"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\", \"uuidList\": [\"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"], \"uuidMap\": {\"k\": \"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"}, \"uuidOpt\": \"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\", \"uuidOptList\": [\"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"], \"uuidOptMap\": {\"k\": \"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"}, \"uuidOptSet\": [\"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"], \"uuidSet\": [\"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"]}"
    let obj = try JSONDecoder().decode(CodableObject.self, from: Data(json.utf8))
    XCTAssertNil(obj.otherInt.value)
    XCTAssertNil(obj.otherInt8.value)
    XCTAssertNil(obj.otherInt16.value)
    XCTAssertNil(obj.otherInt32.value)
    XCTAssertNil(obj.otherInt64.value)
    XCTAssertNil(obj.otherFloat.value)
    XCTAssertNil(obj.otherDouble.value)
    XCTAssertNil(obj.otherBool.value)
    XCTAssertNil(obj.otherEnum.value)
}


/// JSON that leaves out an old-style Codable model's optional `@objc dynamic` values, and gives its RealmOptional values as null, decodes with each of them nil.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/CodableTests.swift CodableTests.testLegacyObjectOptionalNotRequired
func testOldStyleCodableModelOptionalsMayBeMissing() throws {
    let json = "{\"bool\": true, \"boolList\": [true], \"boolMap\": {\"k\": true}, \"boolOpt\": null, \"boolOptList\": [true], \"boolOptMap\": {\"k\": true}, \"boolOptSet\": [true], \"boolSet\": [true], \"data\": \"Z2hp\", \"dataList\": [\"Z2hp\"], \"dataMap\": {\"k\": \"Z2hp\"}, \"dataOptList\": [\"Z2hp\"], \"dataOptMap\": {\"k\": \"Z2hp\"}, \"dataOptSet\": [\"Z2hp\"], \"dataSet\": [\"Z2hp\"], \"date\": 10.5, \"dateList\": [10.5], \"dateMap\": {\"k\": 10.5}, \"dateOptList\": [10.5], \"dateOptMap\": {\"k\": 10.5}, \"dateOptSet\": [10.5], \"dateSet\": [10.5], \"decimal\": \"2.5e3\", \"decimalList\": [\"2.5e3\"], \"decimalMap\": {\"k\": \"2.5e3\"}, \"decimalOptList\": [\"2.5e3\"], \"decimalOptMap\": {\"k\": \"2.5e3\"}, \"decimalOptSet\": [\"2.5e3\"], \"decimalSet\": [\"2.5e3\"], \"double\": 3.25, \"doubleList\": [3.25], \"doubleMap\": {\"k\": 3.25}, \"doubleOpt\": null, \"doubleOptList\": [3.25], \"doubleOptMap\": {\"k\": 3.25}, \"doubleOptSet\": [3.25], \"doubleSet\": [3.25], \"float\": 1.5, \"floatList\": [1.5], \"floatMap\": {\"k\": 1.5}, \"floatOpt\": null, \"floatOptList\": [1.5], \"floatOptMap\": {\"k\": 1.5}, \"floatOptSet\": [1.5], \"floatSet\": [1.5], \"int\": 42, \"int16\": 16, \"int16List\": [16], \"int16Map\": {\"k\": 16}, \"int16Opt\": null, \"int16OptList\": [16], \"int16OptMap\": {\"k\": 16}, \"int16OptSet\": [16], \"int16Set\": [16], \"int32\": 32, \"int32List\": [32], \"int32Map\": {\"k\": 32}, \"int32Opt\": null, \"int32OptList\": [32], \"int32OptMap\": {\"k\": 32}, \"int32OptSet\": [32], \"int32Set\": [32], \"int64\": 64, \"int64List\": [64], \"int64Map\": {\"k\": 64}, \"int64Opt\": null, \"int64OptList\": [64], \"int64OptMap\": {\"k\": 64}, \"int64OptSet\": [64], \"int64Set\": [64], \"int8\": 8, \"int8List\": [8], \"int8Map\": {\"k\": 8}, \"int8Opt\": null, \"int8OptList\": [8], \"int8OptMap\": {\"k\": 8}, \"int8OptSet\": [8], \"int8Set\": [8], \"intList\": [42], \"intMap\": {\"k\": 42}, \"intOpt\": null, \"intOptList\": [42], \"intOptMap\": {\"k\": 42}, \"intOptSet\": [42], \"intSet\": [42], \"objectId\": \"0123456789abcdef01234567\", \"objectIdList\": [\"0123456789abcdef01234567\"], \"objectIdMap\": {\"k\": \"0123456789abcdef01234567\"}, \"objectIdOptList\": [\"0123456789abcdef01234567\"], \"objectIdOptMap\": {\"k\": \"0123456789abcdef01234567\"}, \"objectIdOptSet\": [\"0123456789abcdef01234567\"], \"objectIdSet\": [\"0123456789abcdef01234567\"], \"otherAny\": 1, \"otherBool\": true, \"otherDouble\": 3.25, \"otherEnum\": 3, \"otherFloat\": 1.5, \"otherInt\": 42, \"otherInt16\": 16, \"otherInt32\": 32, \"otherInt64\": 64, \"otherInt8\": 8, \"string\": \"xyz\", \"stringList\": [\"xyz\"], \"stringMap\": {\"k\": \"xyz\"}, \"stringOptList\": [\"xyz\"], \"stringOptMap\": {\"k\": \"xyz\"}, \"stringOptSet\": [\"xyz\"], \"stringSet\": [\"xyz\"], \"uuid\": \"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\", \"uuidList\": [\"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"], \"uuidMap\": {\"k\": \"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"}, \"uuidOptList\": [\"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"], \"uuidOptMap\": {\"k\": \"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"}, \"uuidOptSet\": [\"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"], \"uuidSet\": [\"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C\"]}"
    let obj = try JSONDecoder().decode(CodableObject.self, from: Data(json.utf8))
    XCTAssertNil(obj.stringOpt)
    XCTAssertNil(obj.dataOpt)
    XCTAssertNil(obj.dateOpt)
    XCTAssertNil(obj.decimalOpt)
    XCTAssertNil(obj.objectIdOpt)
    XCTAssertNil(obj.uuidOpt)
    XCTAssertNil(obj.intOpt.value)
    XCTAssertNil(obj.int8Opt.value)
    XCTAssertNil(obj.int16Opt.value)
    XCTAssertNil(obj.int32Opt.value)
    XCTAssertNil(obj.int64Opt.value)
    XCTAssertNil(obj.floatOpt.value)
    XCTAssertNil(obj.doubleOpt.value)
    XCTAssertNil(obj.boolOpt.value)
}


// One RealmOptional of each type the SDK's coding tests wrap.
class OptionalHolder: Object, Codable {
    var flag = RealmOptional<Bool>()
    var count = RealmOptional<Int>()
    var ratio = RealmOptional<Float>()
    var share = RealmOptional<Double>()
}


/// A RealmOptional<Bool> decodes from a JSON bool and from null, and encodes its value, or null when it has none.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/CodableTests.swift CodableTests.testBool
func testRealmOptionalBoolCodable() throws {
    let decoder = JSONDecoder()
    XCTAssertEqual(try decoder.decode(OptionalHolder.self, from: Data("{\"flag\": true}".utf8)).flag.value, true)
    XCTAssertNil(try decoder.decode(OptionalHolder.self, from: Data("{\"flag\": null}".utf8)).flag.value)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let obj = OptionalHolder()
    obj.flag.value = true
    XCTAssertEqual(String(data: try encoder.encode(obj), encoding: .utf8), "{\"count\":null,\"flag\":true,\"ratio\":null,\"share\":null}")
    obj.flag.value = nil
    XCTAssertEqual(String(data: try encoder.encode(obj), encoding: .utf8), "{\"count\":null,\"flag\":null,\"ratio\":null,\"share\":null}")
}


/// A RealmOptional<Int> decodes from a JSON int and from null, and encodes its value, or null when it has none.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/CodableTests.swift CodableTests.testInt
func testRealmOptionalIntCodable() throws {
    let decoder = JSONDecoder()
    XCTAssertEqual(try decoder.decode(OptionalHolder.self, from: Data("{\"count\": 1}".utf8)).count.value, 1)
    XCTAssertNil(try decoder.decode(OptionalHolder.self, from: Data("{\"count\": null}".utf8)).count.value)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let obj = OptionalHolder()
    obj.count.value = 10
    XCTAssertEqual(String(data: try encoder.encode(obj), encoding: .utf8), "{\"count\":10,\"flag\":null,\"ratio\":null,\"share\":null}")
    obj.count.value = nil
    XCTAssertEqual(String(data: try encoder.encode(obj), encoding: .utf8), "{\"count\":null,\"flag\":null,\"ratio\":null,\"share\":null}")
}


/// A RealmOptional<Float> decodes from a JSON float and from null, and encodes its value, or null when it has none.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/CodableTests.swift CodableTests.testFloat
func testRealmOptionalFloatCodable() throws {
    let decoder = JSONDecoder()
    XCTAssertEqual(try decoder.decode(OptionalHolder.self, from: Data("{\"ratio\": 2.2}".utf8)).ratio.value, 2.2)
    XCTAssertNil(try decoder.decode(OptionalHolder.self, from: Data("{\"ratio\": null}".utf8)).ratio.value)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let obj = OptionalHolder()
    obj.ratio.value = 2.25
    XCTAssertEqual(String(data: try encoder.encode(obj), encoding: .utf8), "{\"count\":null,\"flag\":null,\"ratio\":2.25,\"share\":null}")
    obj.ratio.value = nil
    XCTAssertEqual(String(data: try encoder.encode(obj), encoding: .utf8), "{\"count\":null,\"flag\":null,\"ratio\":null,\"share\":null}")
}


/// A RealmOptional<Double> decodes from a JSON double and from null, and encodes its value, or null when it has none.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/CodableTests.swift CodableTests.testDouble
func testRealmOptionalDoubleCodable() throws {
    let decoder = JSONDecoder()
    XCTAssertEqual(try decoder.decode(OptionalHolder.self, from: Data("{\"share\": 2.2}".utf8)).share.value, 2.2)
    XCTAssertNil(try decoder.decode(OptionalHolder.self, from: Data("{\"share\": null}".utf8)).share.value)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let obj = OptionalHolder()
    obj.share.value = 2.25
    XCTAssertEqual(String(data: try encoder.encode(obj), encoding: .utf8), "{\"count\":null,\"flag\":null,\"ratio\":null,\"share\":2.25}")
    obj.share.value = nil
    XCTAssertEqual(String(data: try encoder.encode(obj), encoding: .utf8), "{\"count\":null,\"flag\":null,\"ratio\":null,\"share\":null}")
}
