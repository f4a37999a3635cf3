// page: sdk
// tags: sdk, suite

// A string holder, the element of most maps below.
class SwiftStringObject: Object {
    @Persisted var stringCol = ""
}

// An int holder.
class SwiftIntObject: Object {
    @Persisted var intCol = 0
}

// A holder of a few scalar properties, reached through a map.
class SwiftObject: Object {
    @Persisted var boolCol = false
    @Persisted var intCol = 123
    @Persisted var doubleCol = 12.3
    @Persisted var stringCol = "a"
    @Persisted var decimalCol = Decimal128("123e4")
    @Persisted var objectIdCol = ObjectId("1234567890ab1234567890ab")
}

// A map of those holders.
class SwiftMapOfSwiftObject: Object {
    @Persisted var map: Map<String, SwiftObject?>
}

// A bool holder, linked from the optional holder.
class SwiftBoolObject: Object {
    @Persisted var boolCol = false
}

// Optional properties of several kinds.
class SwiftOptionalObject: Object {
    @Persisted var optNSStringCol: String?
    @Persisted var optStringCol: String?
    @Persisted var optDecimalCol: Decimal128?
    @Persisted var optObjectIdCol: ObjectId?
    @Persisted var optIntCol: Int?
    @Persisted var optInt8Col: Int8?
    @Persisted var optDoubleCol: Double?
    @Persisted var optObjectCol: SwiftBoolObject?
}

// A map of optional holders.
class SwiftMapOfSwiftOptionalObject: Object {
    @Persisted var map: Map<String, SwiftOptionalObject?>
}

// A dog whose owners are a backlink.
class SwiftDogObject: Object {
    @Persisted var dogName = ""
    @Persisted(originProperty: "dog") var owners: LinkingObjects<SwiftOwnerObject>
}

// An owner linking one dog.
class SwiftOwnerObject: Object {
    @Persisted var name = ""
    @Persisted var dog: SwiftDogObject?
}

// An object with maps of objects, as the SDK suite's map tests use it.
class SwiftMapPropertyObject: Object {
    @Persisted var name = ""
    @Persisted var map: Map<String, SwiftStringObject?>
    @Persisted var intMap: Map<String, SwiftIntObject?>
    @Persisted var swiftObjectMap: Map<String, SwiftObject?>
    @Persisted var dogMap: Map<String, SwiftDogObject?>
}

// One map of each kind of value.
class SwiftMapObject: Object {
    @Persisted var int: Map<String, Int>
    @Persisted var int8: Map<String, Int8>
    @Persisted var int16: Map<String, Int16>
    @Persisted var int32: Map<String, Int32>
    @Persisted var int64: Map<String, Int64>
    @Persisted var float: Map<String, Float>
    @Persisted var double: Map<String, Double>
    @Persisted var bool: Map<String, Bool>
    @Persisted var string: Map<String, String>
    @Persisted var data: Map<String, Data>
    @Persisted var date: Map<String, Date>
    @Persisted var decimal: Map<String, Decimal128>
    @Persisted var objectId: Map<String, ObjectId>
    @Persisted var uuid: Map<String, UUID>
    @Persisted var object: Map<String, SwiftStringObject?>
    @Persisted var intOpt: Map<String, Int?>
    @Persisted var int8Opt: Map<String, Int8?>
    @Persisted var int16Opt: Map<String, Int16?>
    @Persisted var int32Opt: Map<String, Int32?>
    @Persisted var int64Opt: Map<String, Int64?>
    @Persisted var floatOpt: Map<String, Float?>
    @Persisted var doubleOpt: Map<String, Double?>
    @Persisted var boolOpt: Map<String, Bool?>
    @Persisted var stringOpt: Map<String, String?>
    @Persisted var dataOpt: Map<String, Data?>
    @Persisted var dateOpt: Map<String, Date?>
    @Persisted var decimalOpt: Map<String, Decimal128?>
    @Persisted var objectIdOpt: Map<String, ObjectId?>
    @Persisted var uuidOpt: Map<String, UUID?>
}

// The first level of an embedded tree.
class EmbeddedTreeObject1: EmbeddedObject {
    @Persisted var value = 0
}

// A parent of embedded tree nodes, one of them in a map.
class EmbeddedParentObject: Object {
    @Persisted var object: EmbeddedTreeObject1?
    @Persisted var array: List<EmbeddedTreeObject1>
    @Persisted var map: Map<String, EmbeddedTreeObject1?>
}


/// An unmanaged map of ints reads back what was set, nil for a missing key, and aggregates its values; a map of strings reads back its string.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testPrimitive
func testSuiteMapPrimitiveValues() throws {
    let obj = SwiftMapObject()
    obj.int["key"] = 5
    XCTAssertEqual(obj.int["key"]!, 5)
    XCTAssertNil(obj.int["doesntExist"])
    obj.int["keyB"] = 6
    obj.int["keyC"] = 7
    obj.int["keyD"] = 8
    XCTAssertEqual(obj.int.max(), 8)
    XCTAssertEqual(obj.int.min(), 5)
    XCTAssertEqual(obj.int.sum(), 26)
    XCTAssertEqual(obj.int.average(), 6.5)
    obj.string["key"] = "str"
    XCTAssertEqual(obj.string["key"], "str")
}

/// Enumerating a map while setting each visited key to another object visits the values the map held when enumeration began.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testFastEnumerationWithMutation
func testSuiteMapEnumerationWithMutation() throws {
    let realm = try Realm()
    for kind in ["standalone", "added", "created", "retrieved"] {
        try realm.write {
            realm.deleteAll()
        }
        let str1 = SwiftStringObject(value: ["1"])
        let str2 = SwiftStringObject(value: ["2"])
        try realm.write {
            realm.add(str1)
            realm.add(str2)
        }
        realm.beginWrite()
        var owner = SwiftMapPropertyObject()
        if kind == "added" {
            realm.add(owner)
        } else if kind == "created" {
            owner = realm.create(SwiftMapPropertyObject.self, value: ["name"])
            try realm.commitWrite()
            realm.beginWrite()
        } else if kind == "retrieved" {
            realm.create(SwiftMapPropertyObject.self, value: ["name"])
            try realm.commitWrite()
            owner = realm.objects(SwiftMapPropertyObject.self).first!
            realm.beginWrite()
        }
        let map = owner.map
        XCTAssertEqual(map.realm == nil, kind == "standalone", kind)
        for i in 0...5 {
            map["key\(i)"] = str1
        }
        var str = ""
        for obj in map {
            str += obj.value!.stringCol
            map[obj.key] = str2
        }
        XCTAssertEqual(str, "111111", kind)
        realm.cancelWrite()
    }
}

/// A map of objects describes itself as Map<string, Class> followed by each key in brackets and its object's description.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testMapDescription
func testSuiteMapDescription() throws {
    let realm = try Realm()
    for kind in ["standalone", "added", "created", "retrieved"] {
        try realm.write {
            realm.deleteAll()
        }
        let str1 = SwiftStringObject(value: ["1"])
        let str2 = SwiftStringObject(value: ["2"])
        try realm.write {
            realm.add(str1)
            realm.add(str2)
        }
        realm.beginWrite()
        var owner = SwiftMapPropertyObject()
        if kind == "added" {
            realm.add(owner)
        } else if kind == "created" {
            owner = realm.create(SwiftMapPropertyObject.self, value: ["name"])
            try realm.commitWrite()
            realm.beginWrite()
        } else if kind == "retrieved" {
            realm.create(SwiftMapPropertyObject.self, value: ["name"])
            try realm.commitWrite()
            owner = realm.objects(SwiftMapPropertyObject.self).first!
            realm.beginWrite()
        }
        let map = owner.map
        XCTAssertEqual(map.realm == nil, kind == "standalone", kind)
        for i in 0...5 {
            map["key\(i)"] = SwiftStringObject(value: [String(i)])
        }
        XCTAssertTrue(map.description.hasPrefix("Map<string, SwiftStringObject>"), kind)
        XCTAssertTrue(map.description.contains("[key3]: SwiftStringObject {\n\t\tstringCol = 3;\n\t}"), kind)
        realm.cancelWrite()
    }
}

/// Objects set under two keys are counted and read back by key.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testAppendObject
func testSuiteMapSetObjects() throws {
    let realm = try Realm()
    for kind in ["standalone", "added", "created", "retrieved"] {
        try realm.write {
            realm.deleteAll()
        }
        let str1 = SwiftStringObject(value: ["1"])
        let str2 = SwiftStringObject(value: ["2"])
        try realm.write {
            realm.add(str1)
            realm.add(str2)
        }
        realm.beginWrite()
        var owner = SwiftMapPropertyObject()
        if kind == "added" {
            realm.add(owner)
        } else if kind == "created" {
            owner = realm.create(SwiftMapPropertyObject.self, value: ["name"])
            try realm.commitWrite()
            realm.beginWrite()
        } else if kind == "retrieved" {
            realm.create(SwiftMapPropertyObject.self, value: ["name"])
            try realm.commitWrite()
            owner = realm.objects(SwiftMapPropertyObject.self).first!
            realm.beginWrite()
        }
        let map = owner.map
        XCTAssertEqual(map.realm == nil, kind == "standalone", kind)
        map["key1"] = str1
        map["key2"] = str2
        XCTAssertEqual(2, map.count, kind)
        XCTAssertEqual("1", map["key1"]!!.stringCol, kind)
        XCTAssertEqual("2", map["key2"]!!.stringCol, kind)
        realm.cancelWrite()
    }
}

/// A key reads nil until an object is set under it, and each new key adds one to the count.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testInsert
func testSuiteMapInsertByKey() throws {
    let realm = try Realm()
    for kind in ["standalone", "added", "created", "retrieved"] {
        try realm.write {
            realm.deleteAll()
        }
        let str1 = SwiftStringObject(value: ["1"])
        let str2 = SwiftStringObject(value: ["2"])
        try realm.write {
            realm.add(str1)
            realm.add(str2)
        }
        realm.beginWrite()
        var owner = SwiftMapPropertyObject()
        if kind == "added" {
            realm.add(owner)
        } else if kind == "created" {
            owner = realm.create(SwiftMapPropertyObject.self, value: ["name"])
            try realm.commitWrite()
            realm.beginWrite()
        } else if kind == "retrieved" {
            realm.create(SwiftMapPropertyObject.self, value: ["name"])
            try realm.commitWrite()
            owner = realm.objects(SwiftMapPropertyObject.self).first!
            realm.beginWrite()
        }
        let map = owner.map
        XCTAssertEqual(map.realm == nil, kind == "standalone", kind)
        XCTAssertEqual(0, map.count, kind)
        XCTAssertNil(map[str1.stringCol], kind)
        map[str1.stringCol] = str1
        XCTAssertEqual(1, map.count, kind)
        XCTAssertNil(map[str2.stringCol], kind)
        map[str2.stringCol] = str2
        XCTAssertEqual(2, map.count, kind)
        realm.cancelWrite()
    }
}

/// removeAll() empties a map of five keys.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testRemoveAll
func testSuiteMapRemoveAll() throws {
    let realm = try Realm()
    for kind in ["standalone", "added", "created", "retrieved"] {
        try realm.write {
            realm.deleteAll()
        }
        let str1 = SwiftStringObject(value: ["1"])
        let str2 = SwiftStringObject(value: ["2"])
        try realm.write {
            realm.add(str1)
            realm.add(str2)
        }
        realm.beginWrite()
        var owner = SwiftMapPropertyObject()
        if kind == "added" {
            realm.add(owner)
        } else if kind == "created" {
            owner = realm.create(SwiftMapPropertyObject.self, value: ["name"])
            try realm.commitWrite()
            realm.beginWrite()
        } else if kind == "retrieved" {
            realm.create(SwiftMapPropertyObject.self, value: ["name"])
            try realm.commitWrite()
            owner = realm.objects(SwiftMapPropertyObject.self).first!
            realm.beginWrite()
        }
        let map = owner.map
        XCTAssertEqual(map.realm == nil, kind == "standalone", kind)
        for i in 0..<5 {
            map[String(i)] = str1
        }
        XCTAssertEqual(5, map.count, kind)
        map.removeAll()
        XCTAssertEqual(0, map.count, kind)
        realm.cancelWrite()
    }
}

/// Deleting an object a managed map holds leaves its key reading nil.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testDeleteObjectFromMap
func testSuiteMapDeletedObjectReadsNil() throws {
    let realm = try Realm()
    for kind in ["standalone", "added", "created", "retrieved"] {
        try realm.write {
            realm.deleteAll()
        }
        let str1 = SwiftStringObject(value: ["1"])
        let str2 = SwiftStringObject(value: ["2"])
        try realm.write {
            realm.add(str1)
            realm.add(str2)
        }
        realm.beginWrite()
        var owner = SwiftMapPropertyObject()
        if kind == "added" {
            realm.add(owner)
        } else if kind == "created" {
            owner = realm.create(SwiftMapPropertyObject.self, value: ["name"])
            try realm.commitWrite()
            realm.beginWrite()
        } else if kind == "retrieved" {
            realm.create(SwiftMapPropertyObject.self, value: ["name"])
            try realm.commitWrite()
            owner = realm.objects(SwiftMapPropertyObject.self).first!
            realm.beginWrite()
        }
        let map = owner.map
        XCTAssertEqual(map.realm == nil, kind == "standalone", kind)
        if map.realm != nil {
            map["key"] = str1
            XCTAssertEqual(map["key"]!!.stringCol, str1.stringCol, kind)
            realm.delete(str1)
            XCTAssertNil(map["key"] ?? nil, kind)
        }
        realm.cancelWrite()
    }
}

/// merge(_:uniquingKeysWith:) adds new keys without calling the combine function, keeps or replaces a duplicate key's value by what it returns, and takes a new object it returns.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testMerge
func testSuiteMapMergeCombines() throws {
    let realm = try Realm()
    for kind in ["standalone", "added", "created", "retrieved"] {
        try realm.write {
            realm.deleteAll()
        }
        let str1 = SwiftStringObject(value: ["1"])
        let str2 = SwiftStringObject(value: ["2"])
        try realm.write {
            realm.add(str1)
            realm.add(str2)
        }
        realm.beginWrite()
        var owner = SwiftMapPropertyObject()
        if kind == "added" {
            realm.add(owner)
        } else if kind == "created" {
            owner = realm.create(SwiftMapPropertyObject.self, value: ["name"])
            try realm.commitWrite()
            realm.beginWrite()
        } else if kind == "retrieved" {
            realm.create(SwiftMapPropertyObject.self, value: ["name"])
            try realm.commitWrite()
            owner = realm.objects(SwiftMapPropertyObject.self).first!
            realm.beginWrite()
        }
        let map = owner.map
        XCTAssertEqual(map.realm == nil, kind == "standalone", kind)
        map["a"] = str1
        map.merge(["b": str2], uniquingKeysWith: { old, new in
            XCTFail("combine called with no duplicates")
            return old
        })
        XCTAssertEqual(map.count, 2, kind)
        XCTAssertTrue(str1.isSameObject(as: map["a"]!!), kind)
        XCTAssertTrue(str2.isSameObject(as: map["b"]!!), kind)
        map.merge(["b": str1], uniquingKeysWith: { old, new in
            return old
        })
        XCTAssertEqual(map.count, 2, kind)
        XCTAssertTrue(str1.isSameObject(as: map["a"]!!), kind)
        XCTAssertTrue(str2.isSameObject(as: map["b"]!!), kind)
        map.merge(["b": str1], uniquingKeysWith: { old, new in
            return new
        })
        XCTAssertEqual(map.count, 2, kind)
        XCTAssertTrue(str1.isSameObject(as: map["a"]!!), kind)
        XCTAssertTrue(str1.isSameObject(as: map["b"]!!), kind)
        map.merge(["a": str1], uniquingKeysWith: { old, new in
            return SwiftStringObject(value: ["c"])
        })
        XCTAssertEqual(map.count, 2, kind)
        XCTAssertEqual(map["a"]!!.stringCol, "c", kind)
        XCTAssertTrue(str1.isSameObject(as: map["b"]!!), kind)
        realm.cancelWrite()
    }
}

/// Values set in a managed map read the same through the owner fetched again from the realm.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testChangesArePersisted
func testSuiteMapChangesPersisted() throws {
    let realm = try Realm()
    for kind in ["standalone", "added", "created", "retrieved"] {
        try realm.write {
            realm.deleteAll()
        }
        let str1 = SwiftStringObject(value: ["1"])
        let str2 = SwiftStringObject(value: ["2"])
        try realm.write {
            realm.add(str1)
            realm.add(str2)
        }
        realm.beginWrite()
        var owner = SwiftMapPropertyObject()
        if kind == "added" {
            realm.add(owner)
        } else if kind == "created" {
            owner = realm.create(SwiftMapPropertyObject.self, value: ["name"])
            try realm.commitWrite()
            realm.beginWrite()
        } else if kind == "retrieved" {
            realm.create(SwiftMapPropertyObject.self, value: ["name"])
            try realm.commitWrite()
            owner = realm.objects(SwiftMapPropertyObject.self).first!
            realm.beginWrite()
        }
        let map = owner.map
        XCTAssertEqual(map.realm == nil, kind == "standalone", kind)
        map["key"] = str1
        map["key2"] = str2
        if map.realm != nil {
            let fetched = realm.objects(SwiftMapPropertyObject.self).first!.map
            XCTAssertEqual(map["key"]!!.stringCol, fetched["key"]!!.stringCol, kind)
            XCTAssertEqual(map["key2"]!!.stringCol, fetched["key2"]!!.stringCol, kind)
        }
        realm.cancelWrite()
    }
}

/// An empty map takes an unmanaged object, a created one and a stored one, and enumerates three entries with non-empty descriptions.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testPopulateEmptyMap
func testSuiteMapPopulateEmpty() throws {
    let realm = try Realm()
    for kind in ["standalone", "added", "created", "retrieved"] {
        try realm.write {
            realm.deleteAll()
        }
        let str1 = SwiftStringObject(value: ["1"])
        let str2 = SwiftStringObject(value: ["2"])
        try realm.write {
            realm.add(str1)
            realm.add(str2)
        }
        realm.beginWrite()
        var owner = SwiftMapPropertyObject()
        if kind == "added" {
            realm.add(owner)
        } else if kind == "created" {
            owner = realm.create(SwiftMapPropertyObject.self, value: ["name"])
            try realm.commitWrite()
            realm.beginWrite()
        } else if kind == "retrieved" {
            realm.create(SwiftMapPropertyObject.self, value: ["name"])
            try realm.commitWrite()
            owner = realm.objects(SwiftMapPropertyObject.self).first!
            realm.beginWrite()
        }
        let map = owner.map
        XCTAssertEqual(map.realm == nil, kind == "standalone", kind)
        XCTAssertEqual(map.count, 0, "Should start with no array elements.")
        map["a"] = SwiftStringObject(value: ["a"])
        map["b"] = realm.create(SwiftStringObject.self, value: ["b"])
        map[str1.stringCol] = str1
        XCTAssertEqual(map.count, 3, kind)
        XCTAssertEqual(map["a"]!!.stringCol, "a", kind)
        XCTAssertEqual(map["b"]!!.stringCol, "b", kind)
        XCTAssertEqual(map[str1.stringCol]!!.stringCol, str1.stringCol, kind)
        var count = 0
        for entry in map {
            XCTAssertTrue(entry.key.description.utf16.count > 0, "Object should have description")
            XCTAssertTrue(entry.value!.description.utf16.count > 0, "Object should have description")
            count += 1
        }
        XCTAssertEqual(count, 3, kind)
        realm.cancelWrite()
    }
}

/// Enumerating a map, by entries and by asKeyValueSequence(), visits every key once with its own value.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testEnumeratingMap
func testSuiteMapEnumerate() throws {
    let realm = try Realm()
    for kind in ["standalone", "added", "created", "retrieved"] {
        try realm.write {
            realm.deleteAll()
        }
        let str1 = SwiftStringObject(value: ["1"])
        let str2 = SwiftStringObject(value: ["2"])
        try realm.write {
            realm.add(str1)
            realm.add(str2)
        }
        realm.beginWrite()
        var owner = SwiftMapPropertyObject()
        if kind == "added" {
            realm.add(owner)
        } else if kind == "created" {
            owner = realm.create(SwiftMapPropertyObject.self, value: ["name"])
            try realm.commitWrite()
            realm.beginWrite()
        } else if kind == "retrieved" {
            realm.create(SwiftMapPropertyObject.self, value: ["name"])
            try realm.commitWrite()
            owner = realm.objects(SwiftMapPropertyObject.self).first!
            realm.beginWrite()
        }
        let map = owner.map
        XCTAssertEqual(map.realm == nil, kind == "standalone", kind)
        for i in 0..<10 {
            map["key\(i)"] = SwiftStringObject(value: ["key\(i)"])
        }
        XCTAssertEqual(10, map.count, kind)
        let expected = Set(["key0", "key1", "key2", "key3", "key4", "key5", "key6", "key7", "key8", "key9"])
        var visited: [String] = []
        for element in map {
            XCTAssertEqual(element.key, element.value!.stringCol, kind)
            visited.append(element.key)
        }
        XCTAssertEqual(visited.count, 10, kind)
        XCTAssertEqual(Set(visited), expected, kind)
        var pairs: [String] = []
        for (key, value) in map.asKeyValueSequence() {
            XCTAssertEqual(key, value!.stringCol, kind)
            pairs.append(key)
        }
        XCTAssertEqual(pairs.count, 10, kind)
        XCTAssertEqual(Set(pairs), expected, kind)
        realm.cancelWrite()
    }
}

/// A map of embedded objects takes new ones under ten keys, each in the map's realm; a managed one set under a second key is refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testAppendEmbedded
func testSuiteMapSetEmbeddedObjects() throws {
    let realm = try Realm()
    for kind in ["standalone", "added", "created", "retrieved"] {
        try realm.write {
            realm.deleteAll()
        }
        realm.beginWrite()
        var map = Map<String, EmbeddedTreeObject1?>()
        if kind == "added" {
            let parent = EmbeddedParentObject()
            map = parent.map
            realm.add(parent)
        } else if kind == "created" {
            map = realm.create(EmbeddedParentObject.self).map
        } else if kind == "retrieved" {
            realm.create(EmbeddedParentObject.self)
            map = realm.objects(EmbeddedParentObject.self).first!.map
        }
        for i in 0..<10 {
            map["\(i)"] = EmbeddedTreeObject1(value: [i])
        }
        XCTAssertEqual(10, map.count, kind)
        for element in map {
            XCTAssertEqual(Int(element.key), element.value!.value, kind)
            XCTAssertEqual(map.realm, element.value!.realm, kind)
        }
        if map.realm != nil {
            assertThrows(map["unassigned"] = map["0"], reason: "Cannot add an existing managed embedded object to a Dictionary.")
        }
        realm.cancelWrite()
    }
}

/// Setting a new embedded object over a key stores that object; in a managed map the old one is invalidated and setting the managed one again is refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testSetEmbedded
func testSuiteMapReplaceEmbeddedObject() throws {
    let realm = try Realm()
    for kind in ["standalone", "added", "created", "retrieved"] {
        try realm.write {
            realm.deleteAll()
        }
        realm.beginWrite()
        var map = Map<String, EmbeddedTreeObject1?>()
        if kind == "added" {
            let parent = EmbeddedParentObject()
            map = parent.map
            realm.add(parent)
        } else if kind == "created" {
            map = realm.create(EmbeddedParentObject.self).map
        } else if kind == "retrieved" {
            realm.create(EmbeddedParentObject.self)
            map = realm.objects(EmbeddedParentObject.self).first!.map
        }
        map["key"] = EmbeddedTreeObject1(value: [0])
        let oldObj = map["key"]
        let obj = EmbeddedTreeObject1(value: [1])
        map["key"] = obj
        XCTAssertTrue(map["key"]!!.isSameObject(as: obj), kind)
        XCTAssertEqual(obj.value, 1, kind)
        XCTAssertEqual(obj.realm, map.realm, kind)
        if map.realm != nil {
            XCTAssertTrue(oldObj!!.isInvalidated, kind)
            assertThrows(map["key"] = obj, reason: "Cannot add an existing managed embedded object to a Dictionary.")
        }
        realm.cancelWrite()
    }
}

/// A managed map's values filter by a predicate and sort by a key path into results of optional objects; an unmanaged map refuses both.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testFilter
func testSuiteMapFilterAndSort() throws {
    let realm = try Realm()
    for kind in ["standalone", "added", "created", "retrieved"] {
        try realm.write {
            realm.deleteAll()
        }
        let str1 = SwiftStringObject(value: ["1"])
        let str2 = SwiftStringObject(value: ["2"])
        try realm.write {
            realm.add(str1)
            realm.add(str2)
        }
        realm.beginWrite()
        var owner = SwiftMapPropertyObject()
        if kind == "added" {
            realm.add(owner)
        } else if kind == "created" {
            owner = realm.create(SwiftMapPropertyObject.self, value: ["name"])
            try realm.commitWrite()
            realm.beginWrite()
        } else if kind == "retrieved" {
            realm.create(SwiftMapPropertyObject.self, value: ["name"])
            try realm.commitWrite()
            owner = realm.objects(SwiftMapPropertyObject.self).first!
            realm.beginWrite()
        }
        let map = owner.map
        XCTAssertEqual(map.realm == nil, kind == "standalone", kind)
        map["key"] = SwiftStringObject(value: ["apples"])
        map["key2"] = SwiftStringObject(value: ["bananas"])
        map["key3"] = SwiftStringObject(value: ["cockroach"])
        if map.realm != nil {
            let results = map.filter(NSPredicate(format: "stringCol = 'apples'"))
            XCTAssertEqual(results.count, 1, kind)
            XCTAssertEqual(results.first!!.stringCol, "apples", kind)
            let results2 = map.sorted(byKeyPath: "stringCol", ascending: true)
            XCTAssertEqual(results2.count, 3, kind)
            XCTAssertEqual(results2[0]!.stringCol, "apples", kind)
            XCTAssertEqual(results2[1]!.stringCol, "bananas", kind)
            XCTAssertEqual(results2[2]!.stringCol, "cockroach", kind)
        } else {
            assertThrows(map.filter(NSPredicate(format: "stringCol = 'apples'")))
            assertThrows(map.sorted(byKeyPath: "stringCol", ascending: false))
        }
        realm.cancelWrite()
    }
}

/// A managed map's values sort by a Swift key path; an unmanaged map refuses.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testKeyedSortable
func testSuiteMapSortedByKeyPath() throws {
    let realm = try Realm()
    for kind in ["standalone", "added", "created", "retrieved"] {
        try realm.write {
            realm.deleteAll()
        }
        let str1 = SwiftStringObject(value: ["1"])
        let str2 = SwiftStringObject(value: ["2"])
        try realm.write {
            realm.add(str1)
            realm.add(str2)
        }
        realm.beginWrite()
        var owner = SwiftMapPropertyObject()
        if kind == "added" {
            realm.add(owner)
        } else if kind == "created" {
            owner = realm.create(SwiftMapPropertyObject.self, value: ["name"])
            try realm.commitWrite()
            realm.beginWrite()
        } else if kind == "retrieved" {
            realm.create(SwiftMapPropertyObject.self, value: ["name"])
            try realm.commitWrite()
            owner = realm.objects(SwiftMapPropertyObject.self).first!
            realm.beginWrite()
        }
        let map = owner.map
        XCTAssertEqual(map.realm == nil, kind == "standalone", kind)
        map["key"] = SwiftStringObject(value: ["apples"])
        map["key2"] = SwiftStringObject(value: ["bananas"])
        map["key3"] = SwiftStringObject(value: ["cockroach"])
        if map.realm != nil {
            let results2 = map.sorted(by: \.stringCol, ascending: true)
            XCTAssertEqual(results2.count, 3, kind)
            XCTAssertEqual(results2[0]?.stringCol, "apples", kind)
            XCTAssertEqual(results2[1]?.stringCol, "bananas", kind)
            XCTAssertEqual(results2[2]?.stringCol, "cockroach", kind)
        } else {
            assertThrows(map.sorted(by: \.stringCol, ascending: true))
        }
        realm.cancelWrite()
    }
}

/// min, max, sum and average of a property over the objects of a map, the same unmanaged and once the owner is committed.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testKeyedAggregatable
func testSuiteMapAggregatesByKeyPath() throws {
    let realm = try Realm()
    realm.beginWrite()
    let owner = SwiftMapPropertyObject()
    owner.intMap["key"] = SwiftIntObject(value: [1])
    owner.intMap["key2"] = SwiftIntObject(value: [2])
    owner.intMap["key3"] = SwiftIntObject(value: [3])
    XCTAssertEqual(owner.intMap.min(of: \.intCol), 1)
    XCTAssertEqual(owner.intMap.max(of: \.intCol), 3)
    XCTAssertEqual(owner.intMap.sum(of: \.intCol), 6)
    XCTAssertEqual(owner.intMap.average(of: \.intCol), 2)
    realm.add(owner)
    try realm.commitWrite()
    XCTAssertEqual(owner.intMap.min(of: \.intCol), 1)
    XCTAssertEqual(owner.intMap.max(of: \.intCol), 3)
    XCTAssertEqual(owner.intMap.sum(of: \.intCol), 6)
    XCTAssertEqual(owner.intMap.average(of: \.intCol), 2)
}

/// ANY map.@allKeys in a predicate matches keys exactly, case-insensitively with [c] and also ignoring diacritics with [cd], for maps of every kind of value; != matches an object with any other key.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testAllKeysQuery
func testSuiteMapAllKeysQuery() throws {
    let realm = try Realm()
    realm.beginWrite()
    let objects = realm.objects(SwiftMapObject.self)
    XCTAssertEqual(objects.filter("ANY int.@allKeys = 'aKey'").count, 0)
    let o_int = SwiftMapObject()
    o_int.int["aKey"] = 123
    let o2_int = SwiftMapObject()
    o2_int.int["aKey2"] = 123
    let o3_int = SwiftMapObject()
    o3_int.int["aKey3"] = 123
    let o4_int = SwiftMapObject()
    o4_int.int["aKey"] = 123
    o4_int.int["aKey4"] = 123
    realm.add([o_int, o2_int, o3_int, o4_int])
    XCTAssertEqual(objects.count, 4)
    XCTAssertEqual(objects.filter("ANY int.@allKeys = 'aKey'").count, 2)
    XCTAssertEqual(objects.filter("ANY int.@allKeys != 'aKey'").count, 3)
    XCTAssertEqual(objects.filter("ANY int.@allKeys =[c] 'akey'").count, 2)
    XCTAssertEqual(objects.filter("ANY int.@allKeys !=[c] 'akey'").count, 3)
    XCTAssertEqual(objects.filter("ANY int.@allKeys =[cd] 'akéy'").count, 2)
    XCTAssertEqual(objects.filter("ANY int.@allKeys !=[cd] 'akéy'").count, 3)
    realm.delete([o_int, o2_int, o3_int, o4_int])
    XCTAssertEqual(objects.filter("ANY int8.@allKeys = 'aKey'").count, 0)
    let o_int8 = SwiftMapObject()
    o_int8.int8["aKey"] = 127
    let o2_int8 = SwiftMapObject()
    o2_int8.int8["aKey2"] = 127
    let o3_int8 = SwiftMapObject()
    o3_int8.int8["aKey3"] = 127
    let o4_int8 = SwiftMapObject()
    o4_int8.int8["aKey"] = 127
    o4_int8.int8["aKey4"] = 127
    realm.add([o_int8, o2_int8, o3_int8, o4_int8])
    XCTAssertEqual(objects.count, 4)
    XCTAssertEqual(objects.filter("ANY int8.@allKeys = 'aKey'").count, 2)
    XCTAssertEqual(objects.filter("ANY int8.@allKeys != 'aKey'").count, 3)
    XCTAssertEqual(objects.filter("ANY int8.@allKeys =[c] 'akey'").count, 2)
    XCTAssertEqual(objects.filter("ANY int8.@allKeys !=[c] 'akey'").count, 3)
    XCTAssertEqual(objects.filter("ANY int8.@allKeys =[cd] 'akéy'").count, 2)
    XCTAssertEqual(objects.filter("ANY int8.@allKeys !=[cd] 'akéy'").count, 3)
    realm.delete([o_int8, o2_int8, o3_int8, o4_int8])
    XCTAssertEqual(objects.filter("ANY int16.@allKeys = 'aKey'").count, 0)
    let o_int16 = SwiftMapObject()
    o_int16.int16["aKey"] = 789
    let o2_int16 = SwiftMapObject()
    o2_int16.int16["aKey2"] = 789
    let o3_int16 = SwiftMapObject()
    o3_int16.int16["aKey3"] = 789
    let o4_int16 = SwiftMapObject()
    o4_int16.int16["aKey"] = 789
    o4_int16.int16["aKey4"] = 789
    realm.add([o_int16, o2_int16, o3_int16, o4_int16])
    XCTAssertEqual(objects.count, 4)
    XCTAssertEqual(objects.filter("ANY int16.@allKeys = 'aKey'").count, 2)
    XCTAssertEqual(objects.filter("ANY int16.@allKeys != 'aKey'").count, 3)
    XCTAssertEqual(objects.filter("ANY int16.@allKeys =[c] 'akey'").count, 2)
    XCTAssertEqual(objects.filter("ANY int16.@allKeys !=[c] 'akey'").count, 3)
    XCTAssertEqual(objects.filter("ANY int16.@allKeys =[cd] 'akéy'").count, 2)
    XCTAssertEqual(objects.filter("ANY int16.@allKeys !=[cd] 'akéy'").count, 3)
    realm.delete([o_int16, o2_int16, o3_int16, o4_int16])
    XCTAssertEqual(objects.filter("ANY int32.@allKeys = 'aKey'").count, 0)
    let o_int32 = SwiftMapObject()
    o_int32.int32["aKey"] = 789
    let o2_int32 = SwiftMapObject()
    o2_int32.int32["aKey2"] = 789
    let o3_int32 = SwiftMapObject()
    o3_int32.int32["aKey3"] = 789
    let o4_int32 = SwiftMapObject()
    o4_int32.int32["aKey"] = 789
    o4_int32.int32["aKey4"] = 789
    realm.add([o_int32, o2_int32, o3_int32, o4_int32])
    XCTAssertEqual(objects.count, 4)
    XCTAssertEqual(objects.filter("ANY int32.@allKeys = 'aKey'").count, 2)
    XCTAssertEqual(objects.filter("ANY int32.@allKeys != 'aKey'").count, 3)
    XCTAssertEqual(objects.filter("ANY int32.@allKeys =[c] 'akey'").count, 2)
    XCTAssertEqual(objects.filter("ANY int32.@allKeys !=[c] 'akey'").count, 3)
    XCTAssertEqual(objects.filter("ANY int32.@allKeys =[cd] 'akéy'").count, 2)
    XCTAssertEqual(objects.filter("ANY int32.@allKeys !=[cd] 'akéy'").count, 3)
    realm.delete([o_int32, o2_int32, o3_int32, o4_int32])
    XCTAssertEqual(objects.filter("ANY int64.@allKeys = 'aKey'").count, 0)
    let o_int64 = SwiftMapObject()
    o_int64.int64["aKey"] = 789
    let o2_int64 = SwiftMapObject()
    o2_int64.int64["aKey2"] = 789
    let o3_int64 = SwiftMapObject()
    o3_int64.int64["aKey3"] = 789
    let o4_int64 = SwiftMapObject()
    o4_int64.int64["aKey"] = 789
    o4_int64.int64["aKey4"] = 789
    realm.add([o_int64, o2_int64, o3_int64, o4_int64])
    XCTAssertEqual(objects.count, 4)
    XCTAssertEqual(objects.filter("ANY int64.@allKeys = 'aKey'").count, 2)
    XCTAssertEqual(objects.filter("ANY int64.@allKeys != 'aKey'").count, 3)
    XCTAssertEqual(objects.filter("ANY int64.@allKeys =[c] 'akey'").count, 2)
    XCTAssertEqual(objects.filter("ANY int64.@allKeys !=[c] 'akey'").count, 3)
    XCTAssertEqual(objects.filter("ANY int64.@allKeys =[cd] 'akéy'").count, 2)
    XCTAssertEqual(objects.filter("ANY int64.@allKeys !=[cd] 'akéy'").count, 3)
    realm.delete([o_int64, o2_int64, o3_int64, o4_int64])
    XCTAssertEqual(objects.filter("ANY float.@allKeys = 'aKey'").count, 0)
    let o_float = SwiftMapObject()
    o_float.float["aKey"] = 789.123
    let o2_float = SwiftMapObject()
    o2_float.float["aKey2"] = 789.123
    let o3_float = SwiftMapObject()
    o3_float.float["aKey3"] = 789.123
    let o4_float = SwiftMapObject()
    o4_float.float["aKey"] = 789.123
    o4_float.float["aKey4"] = 789.123
    realm.add([o_float, o2_float, o3_float, o4_float])
    XCTAssertEqual(objects.count, 4)
    XCTAssertEqual(objects.filter("ANY float.@allKeys = 'aKey'").count, 2)
    XCTAssertEqual(objects.filter("ANY float.@allKeys != 'aKey'").count, 3)
    XCTAssertEqual(objects.filter("ANY float.@allKeys =[c] 'akey'").count, 2)
    XCTAssertEqual(objects.filter("ANY float.@allKeys !=[c] 'akey'").count, 3)
    XCTAssertEqual(objects.filter("ANY float.@allKeys =[cd] 'akéy'").count, 2)
    XCTAssertEqual(objects.filter("ANY float.@allKeys !=[cd] 'akéy'").count, 3)
    realm.delete([o_float, o2_float, o3_float, o4_float])
    XCTAssertEqual(objects.filter("ANY double.@allKeys = 'aKey'").count, 0)
    let o_double = SwiftMapObject()
    o_double.double["aKey"] = 789.123
    let o2_double = SwiftMapObject()
    o2_double.double["aKey2"] = 789.123
    let o3_double = SwiftMapObject()
    o3_double.double["aKey3"] = 789.123
    let o4_double = SwiftMapObject()
    o4_double.double["aKey"] = 789.123
    o4_double.double["aKey4"] = 789.123
    realm.add([o_double, o2_double, o3_double, o4_double])
    XCTAssertEqual(objects.count, 4)
    XCTAssertEqual(objects.filter("ANY double.@allKeys = 'aKey'").count, 2)
    XCTAssertEqual(objects.filter("ANY double.@allKeys != 'aKey'").count, 3)
    XCTAssertEqual(objects.filter("ANY double.@allKeys =[c] 'akey'").count, 2)
    XCTAssertEqual(objects.filter("ANY double.@allKeys !=[c] 'akey'").count, 3)
    XCTAssertEqual(objects.filter("ANY double.@allKeys =[cd] 'akéy'").count, 2)
    XCTAssertEqual(objects.filter("ANY double.@allKeys !=[cd] 'akéy'").count, 3)
    realm.delete([o_double, o2_double, o3_double, o4_double])
    XCTAssertEqual(objects.filter("ANY string.@allKeys = 'aKey'").count, 0)
    let o_string = SwiftMapObject()
    o_string.string["aKey"] = "Hello"
    let o2_string = SwiftMapObject()
    o2_string.string["aKey2"] = "Hello"
    let o3_string = SwiftMapObject()
    o3_string.string["aKey3"] = "Hello"
    let o4_string = SwiftMapObject()
    o4_string.string["aKey"] = "Hello"
    o4_string.string["aKey4"] = "Hello"
    realm.add([o_string, o2_string, o3_string, o4_string])
    XCTAssertEqual(objects.count, 4)
    XCTAssertEqual(objects.filter("ANY string.@allKeys = 'aKey'").count, 2)
    XCTAssertEqual(objects.filter("ANY string.@allKeys != 'aKey'").count, 3)
    XCTAssertEqual(objects.filter("ANY string.@allKeys =[c] 'akey'").count, 2)
    XCTAssertEqual(objects.filter("ANY string.@allKeys !=[c] 'akey'").count, 3)
    XCTAssertEqual(objects.filter("ANY string.@allKeys =[cd] 'akéy'").count, 2)
    XCTAssertEqual(objects.filter("ANY string.@allKeys !=[cd] 'akéy'").count, 3)
    realm.delete([o_string, o2_string, o3_string, o4_string])
    XCTAssertEqual(objects.filter("ANY data.@allKeys = 'aKey'").count, 0)
    let o_data = SwiftMapObject()
    o_data.data["aKey"] = Data(repeating: 0, count: 16)
    let o2_data = SwiftMapObject()
    o2_data.data["aKey2"] = Data(repeating: 0, count: 16)
    let o3_data = SwiftMapObject()
    o3_data.data["aKey3"] = Data(repeating: 0, count: 16)
    let o4_data = SwiftMapObject()
    o4_data.data["aKey"] = Data(repeating: 0, count: 16)
    o4_data.data["aKey4"] = Data(repeating: 0, count: 16)
    realm.add([o_data, o2_data, o3_data, o4_data])
    XCTAssertEqual(objects.count, 4)
    XCTAssertEqual(objects.filter("ANY data.@allKeys = 'aKey'").count, 2)
    XCTAssertEqual(objects.filter("ANY data.@allKeys != 'aKey'").count, 3)
    XCTAssertEqual(objects.filter("ANY data.@allKeys =[c] 'akey'").count, 2)
    XCTAssertEqual(objects.filter("ANY data.@allKeys !=[c] 'akey'").count, 3)
    XCTAssertEqual(objects.filter("ANY data.@allKeys =[cd] 'akéy'").count, 2)
    XCTAssertEqual(objects.filter("ANY data.@allKeys !=[cd] 'akéy'").count, 3)
    realm.delete([o_data, o2_data, o3_data, o4_data])
    XCTAssertEqual(objects.filter("ANY date.@allKeys = 'aKey'").count, 0)
    let o_date = SwiftMapObject()
    o_date.date["aKey"] = Date()
    let o2_date = SwiftMapObject()
    o2_date.date["aKey2"] = Date()
    let o3_date = SwiftMapObject()
    o3_date.date["aKey3"] = Date()
    let o4_date = SwiftMapObject()
    o4_date.date["aKey"] = Date()
    o4_date.date["aKey4"] = Date()
    realm.add([o_date, o2_date, o3_date, o4_date])
    XCTAssertEqual(objects.count, 4)
    XCTAssertEqual(objects.filter("ANY date.@allKeys = 'aKey'").count, 2)
    XCTAssertEqual(objects.filter("ANY date.@allKeys != 'aKey'").count, 3)
    XCTAssertEqual(objects.filter("ANY date.@allKeys =[c] 'akey'").count, 2)
    XCTAssertEqual(objects.filter("ANY date.@allKeys !=[c] 'akey'").count, 3)
    XCTAssertEqual(objects.filter("ANY date.@allKeys =[cd] 'akéy'").count, 2)
    XCTAssertEqual(objects.filter("ANY date.@allKeys !=[cd] 'akéy'").count, 3)
    realm.delete([o_date, o2_date, o3_date, o4_date])
    XCTAssertEqual(objects.filter("ANY decimal.@allKeys = 'aKey'").count, 0)
    let o_decimal = SwiftMapObject()
    o_decimal.decimal["aKey"] = Decimal128(floatLiteral: 123.456)
    let o2_decimal = SwiftMapObject()
    o2_decimal.decimal["aKey2"] = Decimal128(floatLiteral: 123.456)
    let o3_decimal = SwiftMapObject()
    o3_decimal.decimal["aKey3"] = Decimal128(floatLiteral: 123.456)
    let o4_decimal = SwiftMapObject()
    o4_decimal.decimal["aKey"] = Decimal128(floatLiteral: 123.456)
    o4_decimal.decimal["aKey4"] = Decimal128(floatLiteral: 123.456)
    realm.add([o_decimal, o2_decimal, o3_decimal, o4_decimal])
    XCTAssertEqual(objects.count, 4)
    XCTAssertEqual(objects.filter("ANY decimal.@allKeys = 'aKey'").count, 2)
    XCTAssertEqual(objects.filter("ANY decimal.@allKeys != 'aKey'").count, 3)
    XCTAssertEqual(objects.filter("ANY decimal.@allKeys =[c] 'akey'").count, 2)
    XCTAssertEqual(objects.filter("ANY decimal.@allKeys !=[c] 'akey'").count, 3)
    XCTAssertEqual(objects.filter("ANY decimal.@allKeys =[cd] 'akéy'").count, 2)
    XCTAssertEqual(objects.filter("ANY decimal.@allKeys !=[cd] 'akéy'").count, 3)
    realm.delete([o_decimal, o2_decimal, o3_decimal, o4_decimal])
    XCTAssertEqual(objects.filter("ANY objectId.@allKeys = 'aKey'").count, 0)
    let o_objectId = SwiftMapObject()
    o_objectId.objectId["aKey"] = ObjectId()
    let o2_objectId = SwiftMapObject()
    o2_objectId.objectId["aKey2"] = ObjectId()
    let o3_objectId = SwiftMapObject()
    o3_objectId.objectId["aKey3"] = ObjectId()
    let o4_objectId = SwiftMapObject()
    o4_objectId.objectId["aKey"] = ObjectId()
    o4_objectId.objectId["aKey4"] = ObjectId()
    realm.add([o_objectId, o2_objectId, o3_objectId, o4_objectId])
    XCTAssertEqual(objects.count, 4)
    XCTAssertEqual(objects.filter("ANY objectId.@allKeys = 'aKey'").count, 2)
    XCTAssertEqual(objects.filter("ANY objectId.@allKeys != 'aKey'").count, 3)
    XCTAssertEqual(objects.filter("ANY objectId.@allKeys =[c] 'akey'").count, 2)
    XCTAssertEqual(objects.filter("ANY objectId.@allKeys !=[c] 'akey'").count, 3)
    XCTAssertEqual(objects.filter("ANY objectId.@allKeys =[cd] 'akéy'").count, 2)
    XCTAssertEqual(objects.filter("ANY objectId.@allKeys !=[cd] 'akéy'").count, 3)
    realm.delete([o_objectId, o2_objectId, o3_objectId, o4_objectId])
    XCTAssertEqual(objects.filter("ANY uuid.@allKeys = 'aKey'").count, 0)
    let o_uuid = SwiftMapObject()
    o_uuid.uuid["aKey"] = UUID()
    let o2_uuid = SwiftMapObject()
    o2_uuid.uuid["aKey2"] = UUID()
    let o3_uuid = SwiftMapObject()
    o3_uuid.uuid["aKey3"] = UUID()
    let o4_uuid = SwiftMapObject()
    o4_uuid.uuid["aKey"] = UUID()
    o4_uuid.uuid["aKey4"] = UUID()
    realm.add([o_uuid, o2_uuid, o3_uuid, o4_uuid])
    XCTAssertEqual(objects.count, 4)
    XCTAssertEqual(objects.filter("ANY uuid.@allKeys = 'aKey'").count, 2)
    XCTAssertEqual(objects.filter("ANY uuid.@allKeys != 'aKey'").count, 3)
    XCTAssertEqual(objects.filter("ANY uuid.@allKeys =[c] 'akey'").count, 2)
    XCTAssertEqual(objects.filter("ANY uuid.@allKeys !=[c] 'akey'").count, 3)
    XCTAssertEqual(objects.filter("ANY uuid.@allKeys =[cd] 'akéy'").count, 2)
    XCTAssertEqual(objects.filter("ANY uuid.@allKeys !=[cd] 'akéy'").count, 3)
    realm.delete([o_uuid, o2_uuid, o3_uuid, o4_uuid])
    XCTAssertEqual(objects.filter("ANY object.@allKeys = 'aKey'").count, 0)
    let o_object = SwiftMapObject()
    o_object.object["aKey"] = SwiftStringObject(value: ["hello"])
    let o2_object = SwiftMapObject()
    o2_object.object["aKey2"] = SwiftStringObject(value: ["hello"])
    let o3_object = SwiftMapObject()
    o3_object.object["aKey3"] = SwiftStringObject(value: ["hello"])
    let o4_object = SwiftMapObject()
    o4_object.object["aKey"] = SwiftStringObject(value: ["hello"])
    o4_object.object["aKey4"] = SwiftStringObject(value: ["hello"])
    realm.add([o_object, o2_object, o3_object, o4_object])
    XCTAssertEqual(objects.count, 4)
    XCTAssertEqual(objects.filter("ANY object.@allKeys = 'aKey'").count, 2)
    XCTAssertEqual(objects.filter("ANY object.@allKeys != 'aKey'").count, 3)
    XCTAssertEqual(objects.filter("ANY object.@allKeys =[c] 'akey'").count, 2)
    XCTAssertEqual(objects.filter("ANY object.@allKeys !=[c] 'akey'").count, 3)
    XCTAssertEqual(objects.filter("ANY object.@allKeys =[cd] 'akéy'").count, 2)
    XCTAssertEqual(objects.filter("ANY object.@allKeys !=[cd] 'akéy'").count, 3)
    realm.delete([o_object, o2_object, o3_object, o4_object])
    realm.cancelWrite()
}

/// ANY map.@allValues in a predicate matches a value of every kind, and an object of a map of objects; strings also match with [c] and [cd].
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testAllValuesQuery
func testSuiteMapAllValuesQuery() throws {
    let realm = try Realm()
    realm.beginWrite()
    let objects = realm.objects(SwiftMapObject.self)
    let v_int = 123
    XCTAssertEqual(objects.filter("ANY int.@allValues = %@", v_int).count, 0)
    let o_int = SwiftMapObject()
    o_int.int["aKey"] = v_int
    let o2_int = SwiftMapObject()
    o2_int.int["aKey2"] = 456
    let o3_int = SwiftMapObject()
    o3_int.int["aKey3"] = 789
    realm.add([o_int, o2_int, o3_int])
    XCTAssertEqual(objects.count, 3)
    XCTAssertEqual(objects.filter("ANY int.@allValues = %@", v_int).count, 1)
    XCTAssertEqual(objects.filter("ANY int.@allValues != %@", v_int).count, 2)
    realm.delete([o_int, o2_int, o3_int])
    let v_int8 = 127
    XCTAssertEqual(objects.filter("ANY int8.@allValues = %@", v_int8).count, 0)
    let o_int8 = SwiftMapObject()
    o_int8.int8["aKey"] = v_int8
    let o2_int8 = SwiftMapObject()
    o2_int8.int8["aKey2"] = 0
    let o3_int8 = SwiftMapObject()
    o3_int8.int8["aKey3"] = 64
    realm.add([o_int8, o2_int8, o3_int8])
    XCTAssertEqual(objects.count, 3)
    XCTAssertEqual(objects.filter("ANY int8.@allValues = %@", v_int8).count, 1)
    XCTAssertEqual(objects.filter("ANY int8.@allValues != %@", v_int8).count, 2)
    realm.delete([o_int8, o2_int8, o3_int8])
    let v_int16 = 789
    XCTAssertEqual(objects.filter("ANY int16.@allValues = %@", v_int16).count, 0)
    let o_int16 = SwiftMapObject()
    o_int16.int16["aKey"] = v_int16
    let o2_int16 = SwiftMapObject()
    o2_int16.int16["aKey2"] = 345
    let o3_int16 = SwiftMapObject()
    o3_int16.int16["aKey3"] = 567
    realm.add([o_int16, o2_int16, o3_int16])
    XCTAssertEqual(objects.count, 3)
    XCTAssertEqual(objects.filter("ANY int16.@allValues = %@", v_int16).count, 1)
    XCTAssertEqual(objects.filter("ANY int16.@allValues != %@", v_int16).count, 2)
    realm.delete([o_int16, o2_int16, o3_int16])
    let v_int32 = 789
    XCTAssertEqual(objects.filter("ANY int32.@allValues = %@", v_int32).count, 0)
    let o_int32 = SwiftMapObject()
    o_int32.int32["aKey"] = v_int32
    let o2_int32 = SwiftMapObject()
    o2_int32.int32["aKey2"] = 132
    let o3_int32 = SwiftMapObject()
    o3_int32.int32["aKey3"] = 345
    realm.add([o_int32, o2_int32, o3_int32])
    XCTAssertEqual(objects.count, 3)
    XCTAssertEqual(objects.filter("ANY int32.@allValues = %@", v_int32).count, 1)
    XCTAssertEqual(objects.filter("ANY int32.@allValues != %@", v_int32).count, 2)
    realm.delete([o_int32, o2_int32, o3_int32])
    let v_int64 = 789
    XCTAssertEqual(objects.filter("ANY int64.@allValues = %@", v_int64).count, 0)
    let o_int64 = SwiftMapObject()
    o_int64.int64["aKey"] = v_int64
    let o2_int64 = SwiftMapObject()
    o2_int64.int64["aKey2"] = 234
    let o3_int64 = SwiftMapObject()
    o3_int64.int64["aKey3"] = 345
    realm.add([o_int64, o2_int64, o3_int64])
    XCTAssertEqual(objects.count, 3)
    XCTAssertEqual(objects.filter("ANY int64.@allValues = %@", v_int64).count, 1)
    XCTAssertEqual(objects.filter("ANY int64.@allValues != %@", v_int64).count, 2)
    realm.delete([o_int64, o2_int64, o3_int64])
    let v_float = 789.123
    XCTAssertEqual(objects.filter("ANY float.@allValues = %@", v_float).count, 0)
    let o_float = SwiftMapObject()
    o_float.float["aKey"] = v_float
    let o2_float = SwiftMapObject()
    o2_float.float["aKey2"] = 123.123
    let o3_float = SwiftMapObject()
    o3_float.float["aKey3"] = 234.123
    realm.add([o_float, o2_float, o3_float])
    XCTAssertEqual(objects.count, 3)
    XCTAssertEqual(objects.filter("ANY float.@allValues = %@", v_float).count, 1)
    XCTAssertEqual(objects.filter("ANY float.@allValues != %@", v_float).count, 2)
    realm.delete([o_float, o2_float, o3_float])
    let v_double = 789.123
    XCTAssertEqual(objects.filter("ANY double.@allValues = %@", v_double).count, 0)
    let o_double = SwiftMapObject()
    o_double.double["aKey"] = v_double
    let o2_double = SwiftMapObject()
    o2_double.double["aKey2"] = 123.123
    let o3_double = SwiftMapObject()
    o3_double.double["aKey3"] = 234.123
    realm.add([o_double, o2_double, o3_double])
    XCTAssertEqual(objects.count, 3)
    XCTAssertEqual(objects.filter("ANY double.@allValues = %@", v_double).count, 1)
    XCTAssertEqual(objects.filter("ANY double.@allValues != %@", v_double).count, 2)
    realm.delete([o_double, o2_double, o3_double])
    let v_string = "Hello"
    XCTAssertEqual(objects.filter("ANY string.@allValues = %@", v_string).count, 0)
    let o_string = SwiftMapObject()
    o_string.string["aKey"] = v_string
    let o2_string = SwiftMapObject()
    o2_string.string["aKey2"] = "Héllo"
    let o3_string = SwiftMapObject()
    o3_string.string["aKey3"] = "hello"
    realm.add([o_string, o2_string, o3_string])
    XCTAssertEqual(objects.count, 3)
    XCTAssertEqual(objects.filter("ANY string.@allValues = %@", v_string).count, 1)
    XCTAssertEqual(objects.filter("ANY string.@allValues != %@", v_string).count, 2)
    XCTAssertEqual(objects.filter("ANY string.@allValues =[c] %@", v_string).count, 2)
    XCTAssertEqual(objects.filter("ANY string.@allValues !=[c] %@", v_string).count, 1)
    XCTAssertEqual(objects.filter("ANY string.@allValues =[cd] %@", v_string).count, 3)
    XCTAssertEqual(objects.filter("ANY string.@allValues !=[cd] %@", v_string).count, 0)
    realm.delete([o_string, o2_string, o3_string])
    let v_data = Data(repeating: 0, count: 16)
    XCTAssertEqual(objects.filter("ANY data.@allValues = %@", v_data).count, 0)
    let o_data = SwiftMapObject()
    o_data.data["aKey"] = v_data
    let o2_data = SwiftMapObject()
    o2_data.data["aKey2"] = Data(repeating: 0, count: 32)
    let o3_data = SwiftMapObject()
    o3_data.data["aKey3"] = Data(repeating: 0, count: 64)
    realm.add([o_data, o2_data, o3_data])
    XCTAssertEqual(objects.count, 3)
    XCTAssertEqual(objects.filter("ANY data.@allValues = %@", v_data).count, 1)
    XCTAssertEqual(objects.filter("ANY data.@allValues != %@", v_data).count, 2)
    realm.delete([o_data, o2_data, o3_data])
    let v_date = Date(timeIntervalSince1970: 2000)
    XCTAssertEqual(objects.filter("ANY date.@allValues = %@", v_date).count, 0)
    let o_date = SwiftMapObject()
    o_date.date["aKey"] = v_date
    let o2_date = SwiftMapObject()
    o2_date.date["aKey2"] = Date(timeIntervalSince1970: 4000)
    let o3_date = SwiftMapObject()
    o3_date.date["aKey3"] = Date(timeIntervalSince1970: 8000)
    realm.add([o_date, o2_date, o3_date])
    XCTAssertEqual(objects.count, 3)
    XCTAssertEqual(objects.filter("ANY date.@allValues = %@", v_date).count, 1)
    XCTAssertEqual(objects.filter("ANY date.@allValues != %@", v_date).count, 2)
    realm.delete([o_date, o2_date, o3_date])
    let v_decimal = Decimal128(floatLiteral: 123.456)
    XCTAssertEqual(objects.filter("ANY decimal.@allValues = %@", v_decimal).count, 0)
    let o_decimal = SwiftMapObject()
    o_decimal.decimal["aKey"] = v_decimal
    let o2_decimal = SwiftMapObject()
    o2_decimal.decimal["aKey2"] = Decimal128(floatLiteral: 234.456)
    let o3_decimal = SwiftMapObject()
    o3_decimal.decimal["aKey3"] = Decimal128(floatLiteral: 345.456)
    realm.add([o_decimal, o2_decimal, o3_decimal])
    XCTAssertEqual(objects.count, 3)
    XCTAssertEqual(objects.filter("ANY decimal.@allValues = %@", v_decimal).count, 1)
    XCTAssertEqual(objects.filter("ANY decimal.@allValues != %@", v_decimal).count, 2)
    realm.delete([o_decimal, o2_decimal, o3_decimal])
    let v_objectId = ObjectId("507f1f77bcf86cd799439011")
    XCTAssertEqual(objects.filter("ANY objectId.@allValues = %@", v_objectId).count, 0)
    let o_objectId = SwiftMapObject()
    o_objectId.objectId["aKey"] = v_objectId
    let o2_objectId = SwiftMapObject()
    o2_objectId.objectId["aKey2"] = ObjectId("507f1f77bcf86cd799439012")
    let o3_objectId = SwiftMapObject()
    o3_objectId.objectId["aKey3"] = ObjectId("507f1f77bcf86cd799439013")
    realm.add([o_objectId, o2_objectId, o3_objectId])
    XCTAssertEqual(objects.count, 3)
    XCTAssertEqual(objects.filter("ANY objectId.@allValues = %@", v_objectId).count, 1)
    XCTAssertEqual(objects.filter("ANY objectId.@allValues != %@", v_objectId).count, 2)
    realm.delete([o_objectId, o2_objectId, o3_objectId])
    let v_uuid = UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!
    XCTAssertEqual(objects.filter("ANY uuid.@allValues = %@", v_uuid).count, 0)
    let o_uuid = SwiftMapObject()
    o_uuid.uuid["aKey"] = v_uuid
    let o2_uuid = SwiftMapObject()
    o2_uuid.uuid["aKey2"] = UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD88")!
    let o3_uuid = SwiftMapObject()
    o3_uuid.uuid["aKey3"] = UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD87")!
    realm.add([o_uuid, o2_uuid, o3_uuid])
    XCTAssertEqual(objects.count, 3)
    XCTAssertEqual(objects.filter("ANY uuid.@allValues = %@", v_uuid).count, 1)
    XCTAssertEqual(objects.filter("ANY uuid.@allValues != %@", v_uuid).count, 2)
    realm.delete([o_uuid, o2_uuid, o3_uuid])
    XCTAssertEqual(objects.filter("ANY object.@allValues = %@", SwiftStringObject(value: ["hello"])).count, 0)
    let o_object = SwiftMapObject()
    o_object.object["aKey"] = SwiftStringObject(value: ["hello"])
    let o2_object = SwiftMapObject()
    o2_object.object["aKey2"] = SwiftStringObject(value: ["there"])
    let o3_object = SwiftMapObject()
    o3_object.object["aKey3"] = SwiftStringObject(value: ["bye"])
    realm.add([o_object, o2_object, o3_object])
    let hello = realm.objects(SwiftStringObject.self).filter("stringCol == 'hello'").first!
    XCTAssertEqual(objects.filter("ANY object.@allValues = %@", hello).count, 1)
    XCTAssertEqual(objects.filter("ANY object.@allValues != %@", hello).count, 2)
    realm.delete([o_object, o2_object, o3_object])
    realm.cancelWrite()
}

/// A map observed for the key path intCol reports nothing when only another property of one of its objects changes.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testObserveKeyPathNoChange
func testSuiteMapObserveKeyPathOtherProperty() throws {
    let realm = try Realm()
    let owner = SwiftMapPropertyObject()
    try realm.write {
        realm.add(owner)
        owner.swiftObjectMap["first"] = SwiftObject(value: ["intCol": 1, "stringCol": "one"])
        owner.swiftObjectMap["second"] = SwiftObject(value: ["intCol": 2, "stringCol": "two"])
    }
    var initials = 0
    var updates = 0

    let token = owner.swiftObjectMap.observe(keyPaths: ["intCol"]) { change in
        switch change {
        case .initial(let map):
            XCTAssertEqual(map.count, 2)
            initials += 1
        case .update:
            XCTFail("update not expected")
            updates += 1
        case .error:
            XCTFail("error not expected")
        }
    }
    realm.refresh()
    XCTAssertEqual(initials, 1)
    try realm.write {
        let value = realm.objects(SwiftMapPropertyObject.self).first!.swiftObjectMap["first"]!!
        value.stringCol = "new string"
    }
    realm.refresh()
    XCTAssertEqual(updates, 0)
    token.invalidate()
}

/// Observing the map of an unmanaged object is refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapStandaloneTests.testNotificationSentInitially
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapStandaloneTests.testNotificationSentAfterCommit
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapStandaloneTests.testObserveKeyPath
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapStandaloneTests.testObserveKeyPathNoChange
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapStandaloneTests.testObserveKeyPathRemoved
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapStandaloneTests.testObserveKeyPathDeleted
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapStandaloneTests.testObserveKeyPathBacklink
func testSuiteMapUnmanagedObserveRefused() throws {
    let map = SwiftMapPropertyObject().map
    assertThrows(map.observe { change in })
}

/// value(forKeyPath:) on results reads each owner's map, whose objects' values equal those read through the owners, and a property of every object, equal to the values read one by one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testValueForKey
func testSuiteMapValuesThroughKVC() throws {
    let realm = try Realm()
    try realm.write {
        for value in [1, 2] {
            let mapObject = SwiftMapOfSwiftObject()
            let object = SwiftObject()
            object.intCol = value
            object.doubleCol = Double(value)
            object.stringCol = String(value)
            object.decimalCol = Decimal128(number: value as NSNumber)
            object.objectIdCol = try ObjectId(string: value == 1 ? "111111111111111111111111" : "222222222222222222222222")
            mapObject.map["key"] = object
            realm.add(mapObject)
        }
    }
    let mapObjects = realm.objects(SwiftMapOfSwiftObject.self)
    let maps = mapObjects.value(forKeyPath: "map") as! [Map<String, SwiftObject?>]
    let objects = realm.objects(SwiftObject.self)
    XCTAssertEqual(maps.count, 2)
    var owned_intCol: [Int] = []
    for owner in mapObjects {
        for value in owner.map.values {
            owned_intCol.append(value!.intCol)
        }
    }
    var kvc_intCol: [Int] = []
    for m in maps {
        for value in m.values {
            kvc_intCol.append(value!.intCol)
        }
    }
    XCTAssertEqual(owned_intCol, kvc_intCol)
    var direct_intCol: [Int] = []
    for object in objects {
        direct_intCol.append(object.intCol)
    }
    XCTAssertEqual(direct_intCol, objects.value(forKeyPath: "intCol") as! [Int])
    var owned_doubleCol: [Double] = []
    for owner in mapObjects {
        for value in owner.map.values {
            owned_doubleCol.append(value!.doubleCol)
        }
    }
    var kvc_doubleCol: [Double] = []
    for m in maps {
        for value in m.values {
            kvc_doubleCol.append(value!.doubleCol)
        }
    }
    XCTAssertEqual(owned_doubleCol, kvc_doubleCol)
    var direct_doubleCol: [Double] = []
    for object in objects {
        direct_doubleCol.append(object.doubleCol)
    }
    XCTAssertEqual(direct_doubleCol, objects.value(forKeyPath: "doubleCol") as! [Double])
    var owned_stringCol: [String] = []
    for owner in mapObjects {
        for value in owner.map.values {
            owned_stringCol.append(value!.stringCol)
        }
    }
    var kvc_stringCol: [String] = []
    for m in maps {
        for value in m.values {
            kvc_stringCol.append(value!.stringCol)
        }
    }
    XCTAssertEqual(owned_stringCol, kvc_stringCol)
    var direct_stringCol: [String] = []
    for object in objects {
        direct_stringCol.append(object.stringCol)
    }
    XCTAssertEqual(direct_stringCol, objects.value(forKeyPath: "stringCol") as! [String])
    var owned_decimalCol: [Decimal128] = []
    for owner in mapObjects {
        for value in owner.map.values {
            owned_decimalCol.append(value!.decimalCol)
        }
    }
    var kvc_decimalCol: [Decimal128] = []
    for m in maps {
        for value in m.values {
            kvc_decimalCol.append(value!.decimalCol)
        }
    }
    XCTAssertEqual(owned_decimalCol, kvc_decimalCol)
    var direct_decimalCol: [Decimal128] = []
    for object in objects {
        direct_decimalCol.append(object.decimalCol)
    }
    XCTAssertEqual(direct_decimalCol, objects.value(forKeyPath: "decimalCol") as! [Decimal128])
    var owned_objectIdCol: [ObjectId] = []
    for owner in mapObjects {
        for value in owner.map.values {
            owned_objectIdCol.append(value!.objectIdCol)
        }
    }
    var kvc_objectIdCol: [ObjectId] = []
    for m in maps {
        for value in m.values {
            kvc_objectIdCol.append(value!.objectIdCol)
        }
    }
    XCTAssertEqual(owned_objectIdCol, kvc_objectIdCol)
    var direct_objectIdCol: [ObjectId] = []
    for object in objects {
        direct_objectIdCol.append(object.objectIdCol)
    }
    XCTAssertEqual(direct_objectIdCol, objects.value(forKeyPath: "objectIdCol") as! [ObjectId])
}

/// value(forKeyPath:) on results reads each owner's map of objects with optional properties, whose values equal those read through the owners, and an optional property of every object, whose present values equal those read one by one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testValueForKeyOptional
func testSuiteMapOptionalValuesThroughKVC() throws {
    let realm = try Realm()
    try realm.write {
        for value in [1, 2] {
            let mapObject = SwiftMapOfSwiftOptionalObject()
            let object = SwiftOptionalObject()
            object.optIntCol = value
            object.optInt8Col = value == 1 ? 1 : 2
            object.optDoubleCol = Double(value)
            object.optStringCol = String(value)
            object.optNSStringCol = String(value)
            object.optDecimalCol = Decimal128(number: value as NSNumber)
            object.optObjectIdCol = try ObjectId(string: value == 1 ? "111111111111111111111111" : "222222222222222222222222")
            mapObject.map["key"] = object
            realm.add(mapObject)
        }
    }
    let mapObjects = realm.objects(SwiftMapOfSwiftOptionalObject.self)
    let maps = mapObjects.value(forKeyPath: "map") as! [Map<String, SwiftOptionalObject?>]
    let objects = realm.objects(SwiftOptionalObject.self)
    XCTAssertEqual(maps.count, 2)
    var owned_optIntCol: [Int?] = []
    for owner in mapObjects {
        for value in owner.map.values {
            owned_optIntCol.append(value!.optIntCol)
        }
    }
    var kvc_optIntCol: [Int?] = []
    for m in maps {
        for value in m.values {
            kvc_optIntCol.append(value!.optIntCol)
        }
    }
    XCTAssertEqual(owned_optIntCol, kvc_optIntCol)
    var direct_optIntCol: [Int?] = []
    for object in objects {
        if let v = object.optIntCol {
            direct_optIntCol.append(v)
        }
    }
    var read_optIntCol: [Int?] = []
    for v in objects.value(forKeyPath: "optIntCol") as! [Int?] {
        if let present = v {
            read_optIntCol.append(present)
        }
    }
    XCTAssertEqual(direct_optIntCol, read_optIntCol)
    var owned_optInt8Col: [Int8?] = []
    for owner in mapObjects {
        for value in owner.map.values {
            owned_optInt8Col.append(value!.optInt8Col)
        }
    }
    var kvc_optInt8Col: [Int8?] = []
    for m in maps {
        for value in m.values {
            kvc_optInt8Col.append(value!.optInt8Col)
        }
    }
    XCTAssertEqual(owned_optInt8Col, kvc_optInt8Col)
    var direct_optInt8Col: [Int8?] = []
    for object in objects {
        if let v = object.optInt8Col {
            direct_optInt8Col.append(v)
        }
    }
    var read_optInt8Col: [Int8?] = []
    for v in objects.value(forKeyPath: "optInt8Col") as! [Int8?] {
        if let present = v {
            read_optInt8Col.append(present)
        }
    }
    XCTAssertEqual(direct_optInt8Col, read_optInt8Col)
    var owned_optDoubleCol: [Double?] = []
    for owner in mapObjects {
        for value in owner.map.values {
            owned_optDoubleCol.append(value!.optDoubleCol)
        }
    }
    var kvc_optDoubleCol: [Double?] = []
    for m in maps {
        for value in m.values {
            kvc_optDoubleCol.append(value!.optDoubleCol)
        }
    }
    XCTAssertEqual(owned_optDoubleCol, kvc_optDoubleCol)
    var direct_optDoubleCol: [Double?] = []
    for object in objects {
        if let v = object.optDoubleCol {
            direct_optDoubleCol.append(v)
        }
    }
    var read_optDoubleCol: [Double?] = []
    for v in objects.value(forKeyPath: "optDoubleCol") as! [Double?] {
        if let present = v {
            read_optDoubleCol.append(present)
        }
    }
    XCTAssertEqual(direct_optDoubleCol, read_optDoubleCol)
    var owned_optStringCol: [String?] = []
    for owner in mapObjects {
        for value in owner.map.values {
            owned_optStringCol.append(value!.optStringCol)
        }
    }
    var kvc_optStringCol: [String?] = []
    for m in maps {
        for value in m.values {
            kvc_optStringCol.append(value!.optStringCol)
        }
    }
    XCTAssertEqual(owned_optStringCol, kvc_optStringCol)
    var direct_optStringCol: [String?] = []
    for object in objects {
        if let v = object.optStringCol {
            direct_optStringCol.append(v)
        }
    }
    var read_optStringCol: [String?] = []
    for v in objects.value(forKeyPath: "optStringCol") as! [String?] {
        if let present = v {
            read_optStringCol.append(present)
        }
    }
    XCTAssertEqual(direct_optStringCol, read_optStringCol)
    var owned_optNSStringCol: [String?] = []
    for owner in mapObjects {
        for value in owner.map.values {
            owned_optNSStringCol.append(value!.optNSStringCol)
        }
    }
    var kvc_optNSStringCol: [String?] = []
    for m in maps {
        for value in m.values {
            kvc_optNSStringCol.append(value!.optNSStringCol)
        }
    }
    XCTAssertEqual(owned_optNSStringCol, kvc_optNSStringCol)
    var direct_optNSStringCol: [String?] = []
    for object in objects {
        if let v = object.optNSStringCol {
            direct_optNSStringCol.append(v)
        }
    }
    var read_optNSStringCol: [String?] = []
    for v in objects.value(forKeyPath: "optNSStringCol") as! [String?] {
        if let present = v {
            read_optNSStringCol.append(present)
        }
    }
    XCTAssertEqual(direct_optNSStringCol, read_optNSStringCol)
    var owned_optDecimalCol: [Decimal128?] = []
    for owner in mapObjects {
        for value in owner.map.values {
            owned_optDecimalCol.append(value!.optDecimalCol)
        }
    }
    var kvc_optDecimalCol: [Decimal128?] = []
    for m in maps {
        for value in m.values {
            kvc_optDecimalCol.append(value!.optDecimalCol)
        }
    }
    XCTAssertEqual(owned_optDecimalCol, kvc_optDecimalCol)
    var direct_optDecimalCol: [Decimal128?] = []
    for object in objects {
        if let v = object.optDecimalCol {
            direct_optDecimalCol.append(v)
        }
    }
    var read_optDecimalCol: [Decimal128?] = []
    for v in objects.value(forKeyPath: "optDecimalCol") as! [Decimal128?] {
        if let present = v {
            read_optDecimalCol.append(present)
        }
    }
    XCTAssertEqual(direct_optDecimalCol, read_optDecimalCol)
    var owned_optObjectCol: [SwiftBoolObject?] = []
    for owner in mapObjects {
        for value in owner.map.values {
            owned_optObjectCol.append(value!.optObjectCol)
        }
    }
    var kvc_optObjectCol: [SwiftBoolObject?] = []
    for m in maps {
        for value in m.values {
            kvc_optObjectCol.append(value!.optObjectCol)
        }
    }
    XCTAssertEqual(owned_optObjectCol, kvc_optObjectCol)
    var direct_optObjectCol: [SwiftBoolObject?] = []
    for object in objects {
        if let v = object.optObjectCol {
            direct_optObjectCol.append(v)
        }
    }
    var read_optObjectCol: [SwiftBoolObject?] = []
    for v in objects.value(forKeyPath: "optObjectCol") as! [SwiftBoolObject?] {
        if let present = v {
            read_optObjectCol.append(present)
        }
    }
    XCTAssertEqual(direct_optObjectCol, read_optObjectCol)
}

// A saved holder whose swiftObjectMap holds two objects, under "alpha" (intCol 10) and "beta" (intCol 20).
func addHolderOfTwoObjects(_ realm: Realm) throws -> SwiftMapPropertyObject {
    let holder = SwiftMapPropertyObject()
    try realm.write {
        realm.add(holder)
        holder.swiftObjectMap["alpha"] = SwiftObject(value: ["intCol": 10, "stringCol": "ten"])
        holder.swiftObjectMap["beta"] = SwiftObject(value: ["intCol": 20, "stringCol": "twenty"])
    }
    return holder
}

/// A map observed for the key path intCol names, by key, the entry whose object's intCol changed.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testObserveKeyPath
func testSuiteMapObserveKeyPathNamesModifiedKey() throws {
    let realm = try Realm()
    let holder = try addHolderOfTwoObjects(realm)
    var seen: [String] = []
    let token = holder.swiftObjectMap.observe(keyPaths: ["intCol"]) { (change: RealmMapChange) in
        switch change {
        case .initial(let map):
            XCTAssertEqual(map.count, 2)
            seen.append("initial")
        case .update(_, let deletions, let insertions, let modifications):
            XCTAssertEqual(deletions, [])
            XCTAssertEqual(insertions, [])
            XCTAssertEqual(modifications, ["beta"])
            seen.append("update")
        case .error:
            XCTFail("error not expected")
        }
    }
    realm.refresh()
    XCTAssertEqual(seen, ["initial"])
    try realm.write {
        realm.objects(SwiftMapPropertyObject.self).first!.swiftObjectMap["beta"]!!.intCol = 21
    }
    realm.refresh()
    XCTAssertEqual(seen, ["initial", "update"])
    token.invalidate()
}

/// Removing a key from a map observed for the key path intCol is reported as the deletion of that key, and the map has one entry left.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testObserveKeyPathRemoved
func testSuiteMapObserveKeyPathNamesRemovedKey() throws {
    let realm = try Realm()
    let holder = try addHolderOfTwoObjects(realm)
    var updates = 0
    let token = holder.swiftObjectMap.observe(keyPaths: ["intCol"]) { (change: RealmMapChange) in
        switch change {
        case .initial(let map):
            XCTAssertEqual(map.count, 2)
        case .update(let map, let deletions, let insertions, let modifications):
            XCTAssertEqual(deletions, ["alpha"])
            XCTAssertEqual(insertions, [])
            XCTAssertEqual(modifications, [])
            XCTAssertEqual(map.count, 1)
            updates += 1
        case .error:
            XCTFail("error not expected")
        }
    }
    realm.refresh()
    try realm.write {
        realm.objects(SwiftMapPropertyObject.self).first!.swiftObjectMap.removeObject(for: "alpha")
    }
    realm.refresh()
    XCTAssertEqual(updates, 1)
    token.invalidate()
}

/// A map of dogs observed through the backlink key path owners.name names the dog's key as modified when its owner is renamed.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testObserveKeyPathBacklink
func testSuiteMapObserveKeyPathThroughBacklink() throws {
    let realm = try Realm()
    let holder = SwiftMapPropertyObject()
    try realm.write {
        realm.add(holder)
        let owner = realm.create(SwiftOwnerObject.self, value: ["name": "Ada"])
        let dog = SwiftDogObject()
        owner.dog = dog
        holder.dogMap["rex"] = dog
    }
    var updates = 0
    let token = holder.dogMap.observe(keyPaths: ["owners.name"]) { (change: RealmMapChange) in
        switch change {
        case .initial(let map):
            XCTAssertEqual(map.count, 1)
            XCTAssertEqual(map["rex"]!!.owners.first?.name, "Ada")
        case .update(_, let deletions, let insertions, let modifications):
            XCTAssertEqual(deletions, [])
            XCTAssertEqual(insertions, [])
            XCTAssertEqual(modifications, ["rex"])
            updates += 1
        case .error:
            XCTFail("error not expected")
        }
    }
    realm.refresh()
    try realm.write {
        realm.objects(SwiftOwnerObject.self).first!.name = "Grace"
    }
    realm.refresh()
    XCTAssertEqual(updates, 1)
    token.invalidate()
}

/// Deleting the object a map holds under a key leaves the key holding nil: a map observed for the key path intCol hears it as a modification of that key, and still counts both keys.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testObserveKeyPathDeleted
func testSuiteMapObserveKeyPathDeletedValue() throws {
    let realm = try Realm()
    let holder = try addHolderOfTwoObjects(realm)
    var updates = 0
    let token = holder.swiftObjectMap.observe(keyPaths: ["intCol"]) { (change: RealmMapChange) in
        switch change {
        case .initial(let map):
            XCTAssertEqual(map.count, 2)
        case .update(let map, let deletions, let insertions, let modifications):
            XCTAssertEqual(deletions, [])
            XCTAssertEqual(insertions, [])
            XCTAssertEqual(modifications, ["beta"])
            XCTAssertEqual(map.count, 2)
            updates += 1
        case .error:
            XCTFail("error not expected")
        }
    }
    realm.refresh()
    try realm.write {
        realm.delete(realm.objects(SwiftMapPropertyObject.self).first!.swiftObjectMap["beta"]!!)
    }
    realm.refresh()
    XCTAssertEqual(updates, 1)
    XCTAssertNil(holder.swiftObjectMap["beta"]!)
    token.invalidate()
}

/// The empty maps of a new unmanaged object hold no entry with key "0" or a given value, none holding nil in the optional ones; once a key is set, contains(where:) finds it by key or by value.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testPrimitiveIterationAcrossNil
func testSuiteMapEmptyContainsNothing() throws {
    let holder = SwiftMapObject()
    XCTAssertFalse(holder.int.contains(where: { $0 == "0" || $1 == 5 }))
    XCTAssertFalse(holder.int8.contains(where: { $0 == "0" || $1 == 5 }))
    XCTAssertFalse(holder.int16.contains(where: { $0 == "0" || $1 == 5 }))
    XCTAssertFalse(holder.int32.contains(where: { $0 == "0" || $1 == 5 }))
    XCTAssertFalse(holder.int64.contains(where: { $0 == "0" || $1 == 5 }))
    XCTAssertFalse(holder.float.contains(where: { $0 == "0" || $1 == 3.141592 }))
    XCTAssertFalse(holder.double.contains(where: { $0 == "0" || $1 == 3.141592 }))
    XCTAssertFalse(holder.string.contains(where: { $0 == "0" || $1 == "foobar" }))
    XCTAssertFalse(holder.data.contains(where: { $0 == "0" || $1 == Data() }))
    XCTAssertFalse(holder.date.contains(where: { $0 == "0" || $1 == Date() }))
    XCTAssertFalse(holder.decimal.contains(where: { $0 == "0" || $1 == Decimal128() }))
    XCTAssertFalse(holder.objectId.contains(where: { $0 == "0" || $1 == ObjectId() }))
    XCTAssertFalse(holder.uuid.contains(where: { $0 == "0" || $1 == UUID() }))
    XCTAssertFalse(holder.object.contains(where: { $0 == "0" || $1 == SwiftStringObject() }))
    XCTAssertFalse(holder.intOpt.contains { $1 == nil })
    XCTAssertFalse(holder.int8Opt.contains { $1 == nil })
    XCTAssertFalse(holder.int16Opt.contains { $1 == nil })
    XCTAssertFalse(holder.int32Opt.contains { $1 == nil })
    XCTAssertFalse(holder.int64Opt.contains { $1 == nil })
    XCTAssertFalse(holder.floatOpt.contains { $1 == nil })
    XCTAssertFalse(holder.doubleOpt.contains { $1 == nil })
    XCTAssertFalse(holder.stringOpt.contains { $1 == nil })
    XCTAssertFalse(holder.dataOpt.contains { $1 == nil })
    XCTAssertFalse(holder.dateOpt.contains { $1 == nil })
    XCTAssertFalse(holder.decimalOpt.contains { $1 == nil })
    XCTAssertFalse(holder.objectIdOpt.contains { $1 == nil })
    XCTAssertFalse(holder.uuidOpt.contains { $1 == nil })
    holder.intOpt["0"] = .some(nil)
    XCTAssertTrue(holder.intOpt.contains { $1 == nil })
    holder.int["five"] = 5
    XCTAssertTrue(holder.int.contains(where: { $0 == "0" || $1 == 5 }))
}

/// removeObject(for:) removes a key of a map of optional objects, and a
/// key set again reads its object; assigning nil then keeps the key and
/// stores nil, as the Delete page says of a map of optional values.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testRemove
/// - sdk: the shipped SDK's test expects the nil assignment to remove the key (count 0)
func testSuiteMapRemoveByKey() throws {
    let realm = try Realm()
    for kind in ["standalone", "added", "created", "retrieved"] {
        try realm.write {
            realm.deleteAll()
        }
        let str1 = SwiftStringObject(value: ["1"])
        try realm.write {
            realm.add(str1)
        }
        realm.beginWrite()
        var owner = SwiftMapPropertyObject()
        if kind == "added" {
            realm.add(owner)
        } else if kind == "created" {
            owner = realm.create(SwiftMapPropertyObject.self, value: ["name"])
            try realm.commitWrite()
            realm.beginWrite()
        } else if kind == "retrieved" {
            realm.create(SwiftMapPropertyObject.self, value: ["name"])
            try realm.commitWrite()
            owner = realm.objects(SwiftMapPropertyObject.self).first!
            realm.beginWrite()
        }
        let map = owner.map
        XCTAssertEqual(map.realm == nil, kind == "standalone", kind)
        map[str1.stringCol] = str1
        XCTAssertEqual(1, map.count, kind)
        XCTAssertNotNil(map[str1.stringCol], kind)
        map.removeObject(for: str1.stringCol)
        XCTAssertEqual(0, map.count, kind)
        XCTAssertNil(map[str1.stringCol], kind)
        map[str1.stringCol] = str1
        XCTAssertEqual(1, map.count, kind)
        XCTAssertEqual(map[str1.stringCol]!!.stringCol, "1", kind)
        map[str1.stringCol] = nil
        XCTAssertEqual(1, map.count, kind)
        XCTAssertTrue(map.keys.contains(str1.stringCol), kind)
        XCTAssertNil(map[str1.stringCol] ?? nil, kind)
        realm.cancelWrite()
    }
}

/// Two unmanaged maps of objects are equal (==, isEqual) when they hold the
/// same objects under the same keys, though not identical, and unequal while
/// one lacks a key; setting nil under a key of both keeps them equal.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MapTests.swift MapTests.testUnmanagedMapComparison
func testSuiteMapUnmanagedComparison() throws {
    let five = SwiftIntObject()
    five.intCol = 5
    let six = SwiftIntObject()
    six.intCol = 6
    let eight = SwiftIntObject()
    eight.intCol = 8
    let all = ["five": five, "six": six, "eight": eight]
    let two = ["five": five, "six": six]
    let first = Map<String, SwiftIntObject?>()
    let second = Map<String, SwiftIntObject?>()
    XCTAssertEqual(first, second, "empty maps are equal")
    first.merge(all) { (a, _) in a }
    second.merge(all) { (a, _) in a }
    let third = Map<String, SwiftIntObject?>()
    third.merge(two) { (a, _) in a }
    XCTAssertTrue(first !== second, "two maps are not identical")
    XCTAssertEqual(first, second)
    XCTAssertNotEqual(first, third)
    XCTAssertTrue(first.isEqual(second))
    XCTAssertTrue(!first.isEqual(third))
    third["eight"] = eight
    XCTAssertEqual(first, third)
    XCTAssertEqual(Set(first.keys), Set(second.keys))
    XCTAssertEqual(Set(first.keys), Set(third.keys))
    XCTAssertEqual(first["eight"]!!.intCol, third["eight"]!!.intCol)
    third["eight"] = nil
    first["eight"] = nil
    XCTAssertEqual(first, third)
    XCTAssertEqual(Set(first.keys), Set(third.keys))
}
