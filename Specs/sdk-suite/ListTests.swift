// page: sdk
// tags: sdk, suite

// The models of the SDK's list tests: a string object and an int object, an
// owner of lists of them, an object with a list of each value type, the
// many-typed SwiftObject, and a parent of a list of embedded tree nodes.

class SwiftStringObject: Object {
    @Persisted var stringCol = ""
}

class SwiftIntObject: Object {
    @Persisted var intCol = 0
}

class SwiftBoolObject: Object {
    @Persisted var boolCol = false
}

// The SDK's SwiftObject, one column of each type with its defaults, less its
// enum column (intEnumCol), which the scenario language cannot declare.
class SwiftObject: Object {
    @Persisted var boolCol = false
    @Persisted var intCol = 123
    @Persisted var int8Col: Int8 = 123
    @Persisted var int16Col: Int16 = 123
    @Persisted var int32Col: Int32 = 123
    @Persisted var int64Col: Int64 = 123
    @Persisted var floatCol: Float = 1.23
    @Persisted var doubleCol = 12.3
    @Persisted var stringCol = "a"
    @Persisted var binaryCol = Data("a".utf8)
    @Persisted var dateCol = Date(timeIntervalSince1970: 1)
    @Persisted var decimalCol = Decimal128("123e4")
    @Persisted var objectIdCol = ObjectId("1234567890ab1234567890ab")
    @Persisted var objectCol: SwiftBoolObject? = SwiftBoolObject()
    @Persisted var uuidCol: UUID = UUID(uuidString: "137decc8-b300-4954-a233-f89909f4fd89")!
    @Persisted var anyCol: AnyRealmValue
    @Persisted var arrayCol: List<SwiftBoolObject>
    @Persisted var setCol: MutableSet<SwiftBoolObject>
    @Persisted var mapCol: Map<String, SwiftBoolObject?>
}

class SwiftArrayPropertyObject: Object {
    @Persisted var name = ""
    @Persisted var array: List<SwiftStringObject>
    @Persisted var intArray: List<SwiftIntObject>
    @Persisted var swiftObjArray: List<SwiftObject>
}

class SwiftListOfSwiftObject: Object {
    @Persisted var array: List<SwiftObject>
}

// The SDK's SwiftOptionalObject, restated with persisted optionals: optional
// properties of several kinds and an optional link.
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

class SwiftListOfSwiftOptionalObject: Object {
    @Persisted var array: List<SwiftOptionalObject>
}

class SwiftListObject: Object {
    @Persisted var int: List<Int>
    @Persisted var int8: List<Int8>
    @Persisted var int16: List<Int16>
    @Persisted var int32: List<Int32>
    @Persisted var int64: List<Int64>
    @Persisted var float: List<Float>
    @Persisted var double: List<Double>
    @Persisted var string: List<String>
    @Persisted var data: List<Data>
    @Persisted var date: List<Date>
    @Persisted var decimal: List<Decimal128>
    @Persisted var objectId: List<ObjectId>
    @Persisted var uuid: List<UUID>
    @Persisted var any: List<AnyRealmValue>
    @Persisted var intOpt: List<Int?>
    @Persisted var int8Opt: List<Int8?>
    @Persisted var int16Opt: List<Int16?>
    @Persisted var int32Opt: List<Int32?>
    @Persisted var int64Opt: List<Int64?>
    @Persisted var floatOpt: List<Float?>
    @Persisted var doubleOpt: List<Double?>
    @Persisted var stringOpt: List<String?>
    @Persisted var dataOpt: List<Data?>
    @Persisted var dateOpt: List<Date?>
    @Persisted var decimalOpt: List<Decimal128?>
    @Persisted var objectIdOpt: List<ObjectId?>
    @Persisted var uuidOpt: List<UUID?>
}

class EmbeddedParentObject: Object {
    @Persisted var object: EmbeddedTreeObject1?
    @Persisted var array: List<EmbeddedTreeObject1>
    @Persisted var map: Map<String, EmbeddedTreeObject1?>
}

class EmbeddedTreeObject1: EmbeddedObject {
    @Persisted var value = 0
    @Persisted var child: EmbeddedTreeObject2?
    @Persisted var children: List<EmbeddedTreeObject2>
    @Persisted(originProperty: "object") var parent1: LinkingObjects<EmbeddedParentObject>
    @Persisted(originProperty: "array") var parent2: LinkingObjects<EmbeddedParentObject>
}

class EmbeddedTreeObject2: EmbeddedObject {
    @Persisted var value = 0
    @Persisted var child: EmbeddedTreeObject3?
    @Persisted var children: List<EmbeddedTreeObject3>
    @Persisted(originProperty: "child") var parent3: LinkingObjects<EmbeddedTreeObject1>
    @Persisted(originProperty: "children") var parent4: LinkingObjects<EmbeddedTreeObject1>
}

class EmbeddedTreeObject3: EmbeddedObject {
    @Persisted var value = 0
    @Persisted(originProperty: "child") var parent3: LinkingObjects<EmbeddedTreeObject2>
    @Persisted(originProperty: "children") var parent4: LinkingObjects<EmbeddedTreeObject2>
}

/// An unmanaged list of ints reads back what is appended, finds values by
/// value, predicate or query, and aggregates; a list of strings reads back too.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testPrimitive
func testListSuitePrimitive() throws {
    let obj = SwiftListObject()
    obj.int.append(5)
    XCTAssertEqual(obj.int.first!, 5)
    XCTAssertEqual(obj.int.last!, 5)
    XCTAssertEqual(obj.int[0], 5)
    obj.int.append(objectsIn: [6, 7, 8])
    XCTAssertEqual(obj.int.index(of: 6), 1)
    XCTAssertEqual(2, obj.int.index(matching: NSPredicate(format: "self == 7")))
    XCTAssertNil(obj.int.index(matching: NSPredicate(format: "self == 9")))
    XCTAssertEqual(2, obj.int.index(matching: { $0 == 7 && $0 < 456 }))
    XCTAssertNil(obj.int.index(matching: { $0 == 9 }))
    XCTAssertEqual(obj.int.max(), 8)
    XCTAssertEqual(obj.int.sum(), 26)
    obj.string.append("str")
    XCTAssertEqual(obj.string.first!, "str")
    XCTAssertEqual(obj.string[0], "str")
}

/// Appending to a managed list while iterating it does not change what the
/// iteration visits.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testFastEnumerationWithMutation
func testListSuiteFastEnumerationWithMutation() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(arrayObject)
    }
    XCTAssertNotNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    array.append(objectsIn: [str1, str2, str1, str2, str1, str2, str1, str2, str1,
                             str2, str1, str2, str1, str2, str1, str2, str1, str2, str1, str2])
    var str = ""
    for obj in array {
        str += obj.stringCol
        array.append(objectsIn: [str1])
    }
    XCTAssertEqual(str, "12121212121212121212")
    try realm.commitWrite()
}

/// append(_:) one by one keeps each object at its position.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testAppendObject
func testListSuiteAppendObject() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(arrayObject)
    }
    XCTAssertNotNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    for str in [str1, str2, str1] {
        array.append(str)
    }
    XCTAssertEqual(3, array.count)
    XCTAssertTrue(str1.isSameObject(as: array[0]))
    XCTAssertTrue(str2.isSameObject(as: array[1]))
    XCTAssertTrue(str1.isSameObject(as: array[2]))
    try realm.commitWrite()
}

/// append(objectsIn:) of an array keeps each object at its position.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testAppendArray
func testListSuiteAppendArray() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(arrayObject)
    }
    XCTAssertNotNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    array.append(objectsIn: [str1, str2, str1])
    XCTAssertEqual(3, array.count)
    XCTAssertTrue(str1.isSameObject(as: array[0]))
    XCTAssertTrue(str2.isSameObject(as: array[1]))
    XCTAssertTrue(str1.isSameObject(as: array[2]))
    try realm.commitWrite()
}

/// append(objectsIn:) of results appends every object of the class, in order.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testAppendResults
func testListSuiteAppendResults() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(arrayObject)
    }
    XCTAssertNotNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    array.append(objectsIn: realm.objects(SwiftStringObject.self))
    XCTAssertEqual(2, array.count)
    XCTAssertTrue(str1.isSameObject(as: array[0]))
    XCTAssertTrue(str2.isSameObject(as: array[1]))
    try realm.commitWrite()
}

/// insert(_:at:) places each object at the index, and an index past either
/// end throws.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testInsert
func testListSuiteInsert() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(arrayObject)
    }
    XCTAssertNotNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    XCTAssertEqual(0, array.count)
    array.insert(str1, at: 0)
    XCTAssertEqual(1, array.count)
    XCTAssertTrue(str1.isSameObject(as: array[0]))
    array.insert(str2, at: 0)
    XCTAssertEqual(2, array.count)
    XCTAssertTrue(str2.isSameObject(as: array[0]))
    XCTAssertTrue(str1.isSameObject(as: array[1]))
    assertThrows(array.insert(str2, at: 200))
    assertThrows(array.insert(str2, at: -200))
    try realm.commitWrite()
}

/// remove(at:) closes the gap, and an index past either end throws.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testRemoveAtIndex
func testListSuiteRemoveAtIndex() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(arrayObject)
    }
    XCTAssertNotNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    array.append(objectsIn: [str1, str2, str1])
    array.remove(at: 1)
    XCTAssertTrue(str1.isSameObject(as: array[0]))
    XCTAssertTrue(str1.isSameObject(as: array[1]))
    assertThrows(array.remove(at: 2))
    assertThrows(array.remove(at: -2))
    try realm.commitWrite()
}

/// remove(atOffsets:) removes the offsets given, none for an empty set, and
/// throws for an offset past the end.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testRemoveAtOffsets
func testListSuiteRemoveAtOffsets() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(arrayObject)
    }
    XCTAssertNotNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    array.append(objectsIn: [str1, str2, str1])
    array.remove(atOffsets: [0, 2])
    XCTAssertEqual(array.count, 1)
    XCTAssertTrue(str2.isSameObject(as: array[0]))
    array.remove(atOffsets: [])
    XCTAssertEqual(array.count, 1)
    assertThrows(array.remove(atOffsets: [1]))
    try realm.commitWrite()
}

/// removeLast() removes the last object, and throws on an empty list.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testRemoveLast
func testListSuiteRemoveLast() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(arrayObject)
    }
    XCTAssertNotNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    array.append(objectsIn: [str1, str2])
    array.removeLast()
    XCTAssertEqual(1, array.count)
    XCTAssertTrue(str1.isSameObject(as: array[0]))
    array.removeLast()
    XCTAssertEqual(0, array.count)
    assertThrows(array.removeLast())
    try realm.commitWrite()
}

/// removeAll() empties the list, and again on an empty list does nothing.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testRemoveAll
func testListSuiteRemoveAll() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(arrayObject)
    }
    XCTAssertNotNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    array.append(objectsIn: [str1, str2])
    array.removeAll()
    XCTAssertEqual(0, array.count)
    array.removeAll()
    XCTAssertEqual(0, array.count)
    try realm.commitWrite()
}

/// replace(index:object:) puts the object at the index, and an index past
/// either end throws.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testReplace
func testListSuiteReplace() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(arrayObject)
    }
    XCTAssertNotNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    array.append(objectsIn: [str1, str1])
    array.replace(index: 0, object: str2)
    XCTAssertEqual(2, array.count)
    XCTAssertTrue(str2.isSameObject(as: array[0]))
    XCTAssertTrue(str1.isSameObject(as: array[1]))
    array.replace(index: 1, object: str2)
    XCTAssertEqual(2, array.count)
    XCTAssertTrue(str2.isSameObject(as: array[0]))
    XCTAssertTrue(str2.isSameObject(as: array[1]))
    assertThrows(array.replace(index: 200, object: str2))
    assertThrows(array.replace(index: -200, object: str2))
    try realm.commitWrite()
}

/// move(from:to:) moves an object, to its own place too, and an index past
/// the end throws.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testMove
func testListSuiteMove() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(arrayObject)
    }
    XCTAssertNotNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    array.append(objectsIn: [str1, str2])
    array.move(from: 1, to: 0)
    XCTAssertEqual(array[0].stringCol, "2")
    XCTAssertEqual(array[1].stringCol, "1")
    array.move(from: 0, to: 1)
    XCTAssertEqual(array[0].stringCol, "1")
    XCTAssertEqual(array[1].stringCol, "2")
    array.move(from: 0, to: 0)
    XCTAssertEqual(array[0].stringCol, "1")
    XCTAssertEqual(array[1].stringCol, "2")
    assertThrows(array.move(from: 0, to: 2))
    assertThrows(array.move(from: 2, to: 0))
    try realm.commitWrite()
}

/// move(fromOffsets:toOffset:) moves as Swift's MutableCollection does,
/// throws for an offset past the end, and does nothing for no offsets.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testMoveFromOffsets
func testListSuiteMoveFromOffsets() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(arrayObject)
    }
    XCTAssertNotNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    let str3 = SwiftStringObject(value: ["3"])
    array.append(objectsIn: [str1, str2, str3])
    array.move(fromOffsets: IndexSet([1]), toOffset: 0)
    XCTAssertEqual(array[0].stringCol, "2")
    XCTAssertEqual(array[1].stringCol, "1")
    XCTAssertEqual(array[2].stringCol, "3")
    array.move(fromOffsets: IndexSet([0]), toOffset: 3)
    XCTAssertEqual(array[0].stringCol, "1")
    XCTAssertEqual(array[1].stringCol, "3")
    XCTAssertEqual(array[2].stringCol, "2")
    array.move(fromOffsets: IndexSet([0]), toOffset: 1)
    XCTAssertEqual(array[0].stringCol, "1")
    XCTAssertEqual(array[1].stringCol, "3")
    XCTAssertEqual(array[2].stringCol, "2")
    array.move(fromOffsets: IndexSet([2]), toOffset: 1)
    XCTAssertEqual(array[0].stringCol, "1")
    XCTAssertEqual(array[1].stringCol, "2")
    XCTAssertEqual(array[2].stringCol, "3")
    assertThrows(array.move(fromOffsets: IndexSet([0]), toOffset: 4))
    assertThrows(array.move(fromOffsets: IndexSet([4]), toOffset: 0))
    array.move(fromOffsets: IndexSet([]), toOffset: 1)
    XCTAssertEqual(array[0].stringCol, "1")
    XCTAssertEqual(array[1].stringCol, "2")
    XCTAssertEqual(array[2].stringCol, "3")
    array.move(fromOffsets: IndexSet([0, 2]), toOffset: 1)
    XCTAssertEqual(array[0].stringCol, "1")
    XCTAssertEqual(array[1].stringCol, "3")
    XCTAssertEqual(array[2].stringCol, "2")
    try realm.commitWrite()
}

/// replaceSubrange(_:with:) replaces, inserts with an empty range, removes
/// with no new objects, and throws for a range past the end.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testReplaceRange
func testListSuiteReplaceRange() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(arrayObject)
    }
    XCTAssertNotNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    array.append(objectsIn: [str1, str1])
    array.replaceSubrange(0..<1, with: [str2])
    XCTAssertEqual(2, array.count)
    XCTAssertTrue(str2.isSameObject(as: array[0]))
    XCTAssertTrue(str1.isSameObject(as: array[1]))
    array.replaceSubrange(1..<2, with: [str2])
    XCTAssertEqual(2, array.count)
    XCTAssertTrue(str2.isSameObject(as: array[0]))
    XCTAssertTrue(str2.isSameObject(as: array[1]))
    array.replaceSubrange(0..<0, with: [str2])
    XCTAssertEqual(3, array.count)
    XCTAssertTrue(str2.isSameObject(as: array[0]))
    XCTAssertTrue(str2.isSameObject(as: array[1]))
    XCTAssertTrue(str2.isSameObject(as: array[2]))
    array.replaceSubrange(0..<3, with: [])
    XCTAssertEqual(0, array.count)
    assertThrows(array.replaceSubrange(200..<201, with: [str2]))
    assertThrows(array.replaceSubrange(-200..<200, with: [str2]))
    assertThrows(array.replaceSubrange(0..<200, with: [str2]))
    try realm.commitWrite()
}

/// swapAt(_:_:) swaps two objects, does nothing for one index twice, and
/// throws for an index past either end.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testSwapAt
func testListSuiteSwapAt() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(arrayObject)
    }
    XCTAssertNotNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    array.append(objectsIn: [str1, str2])
    array.swapAt(0, 1)
    XCTAssertEqual(2, array.count)
    XCTAssertTrue(str2.isSameObject(as: array[0]))
    XCTAssertTrue(str1.isSameObject(as: array[1]))
    array.swapAt(1, 1)
    XCTAssertEqual(2, array.count)
    XCTAssertTrue(str2.isSameObject(as: array[0]))
    XCTAssertTrue(str1.isSameObject(as: array[1]))
    assertThrows(array.swapAt(-1, 0))
    assertThrows(array.swapAt(0, -1))
    assertThrows(array.swapAt(1000, 0))
    assertThrows(array.swapAt(0, 1000))
    try realm.commitWrite()
}

/// Objects appended to a managed list are seen through the owner read back
/// from the realm.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testChangesArePersisted
func testListSuiteChangesArePersisted() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(arrayObject)
    }
    XCTAssertNotNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    XCTAssertNotNil(array.realm)
    array.append(objectsIn: [str1, str2])
    let otherArray = realm.objects(SwiftArrayPropertyObject.self).first!.array
    XCTAssertEqual(2, otherArray.count)
    try realm.commitWrite()
}

/// An empty list takes an unmanaged object, a created one, and the first
/// again; each element describes itself.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testPopulateEmptyArray
func testListSuitePopulateEmptyArray() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(arrayObject)
    }
    XCTAssertNotNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    XCTAssertEqual(array.count, 0, "Should start with no array elements.")
    let obj = SwiftStringObject()
    obj.stringCol = "a"
    array.append(obj)
    array.append(realm.create(SwiftStringObject.self, value: ["b"]))
    array.append(obj)
    XCTAssertEqual(array.count, 3)
    XCTAssertEqual(array[0].stringCol, "a")
    XCTAssertEqual(array[1].stringCol, "b")
    XCTAssertEqual(array[2].stringCol, "a")
    for element in array {
        XCTAssertTrue(element.description.utf16.count > 0, "Object should have description")
    }
    try realm.commitWrite()
}

/// Ten default objects appended to a managed list read back with their
/// defaults: the int, the linked object's bool, an empty list.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testEnumeratingListWithListProperties
func testListSuiteEnumeratingListWithListProperties() throws {
    let realm = try Realm()
    let arrayObject = SwiftListOfSwiftObject()
    try realm.write {
        realm.add(arrayObject)
    }
    XCTAssertNotNil(arrayObject.realm)
    arrayObject.realm?.beginWrite()
    for _ in 0..<10 {
        arrayObject.array.append(SwiftObject())
    }
    try arrayObject.realm?.commitWrite()
    XCTAssertEqual(10, arrayObject.array.count)
    for object in arrayObject.array {
        XCTAssertEqual(123, object.intCol)
        XCTAssertEqual(false, object.objectCol!.boolCol)
        XCTAssertEqual(0, object.arrayCol.count)
    }
}

/// Unmanaged lists of objects are equal when they hold the same objects in
/// the same order, whether compared with ==, isEqual or as arrays.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testUnmanagedListComparison
func testListSuiteUnmanagedListComparison() throws {
    let obj = SwiftIntObject()
    obj.intCol = 5
    let obj2 = SwiftIntObject()
    obj2.intCol = 6
    let obj3 = SwiftIntObject()
    obj3.intCol = 8
    let objects = [obj, obj2, obj3]
    let objects2 = [obj, obj2]
    let list1 = List<SwiftIntObject>()
    let list2 = List<SwiftIntObject>()
    XCTAssertEqual(list1, list2, "Empty instances should be equal by `==` operator")
    list1.append(objectsIn: objects)
    list2.append(objectsIn: objects)
    let list3 = List<SwiftIntObject>()
    list3.append(objectsIn: objects2)
    XCTAssertTrue(list1 !== list2, "instances should not be identical")
    XCTAssertEqual(list1, list2, "instances should be equal by `==` operator")
    XCTAssertNotEqual(list1, list3, "instances should be equal by `==` operator")
    XCTAssertTrue(list1.isEqual(list2), "instances should be equal by `isEqual` method")
    XCTAssertTrue(!list1.isEqual(list3), "instances should be equal by `isEqual` method")
    XCTAssertEqual(Array(list1), Array(list2), "instances converted to Swift.Array should be equal")
    XCTAssertNotEqual(Array(list1), Array(list3), "instances converted to Swift.Array should be equal")
    list3.append(obj3)
    XCTAssertEqual(list1, list3, "instances should be equal by `==` operator")
}

/// Setting an element of a managed list of embedded objects to a new one
/// manages it in its place and invalidates the old one; setting it again to
/// the now-managed object is refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testSetEmbedded
func testListSuiteSetEmbedded() throws {
    let realm = try Realm()
    var created: List<EmbeddedTreeObject1>? = nil
    try realm.write {
        created = realm.create(EmbeddedParentObject.self).array
    }
    let list = created!
    list.realm?.beginWrite()
    list.append(EmbeddedTreeObject1(value: [0]))
    let oldObj = list[0]
    let obj = EmbeddedTreeObject1(value: [1])
    list[0] = obj
    XCTAssertTrue(list[0].isSameObject(as: obj))
    XCTAssertEqual(obj.value, 1)
    XCTAssertEqual(obj.realm, list.realm)
    XCTAssertNotNil(list.realm)
    XCTAssertTrue(oldObj.isInvalidated)
    assertThrows(list[0] = obj,
                 reason: "Cannot add an existing managed embedded object to a List.")
    list.realm?.cancelWrite()
}

/// Assigning an element and a range of an unmanaged list of objects, from a
/// slice of another list, changes it as the same assignments change an array.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListRRCMethodsTests.testSubscript
func testListSuiteRRCSubscript() throws {
    let object = SwiftArrayPropertyObject()
    XCTAssertNil(object.realm)
    object.intArray.append(objectsIn: [0, 1, 2, 3, 4, 5, 6].map { SwiftIntObject(value: [$0]) })
    let list = object.intArray
    let other = SwiftArrayPropertyObject()
    other.intArray.append(objectsIn: [10, 11, 12].map { SwiftIntObject(value: [$0]) })
    list[0] = SwiftIntObject(value: [5])
    list[1..<4] = other.intArray[0..<2]
    XCTAssertEqual([5, 10, 11, 4, 5, 6], Array(list.map { $0.intCol }))
}

/// replaceSubrange over all the list's indices replaces every element.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListRRCMethodsTests.testReplaceWithCollectionIndices
func testListSuiteRRCReplaceWithCollectionIndices() throws {
    let object = SwiftArrayPropertyObject()
    XCTAssertNil(object.realm)
    object.intArray.append(objectsIn: [0, 1, 2, 3, 4, 5, 6].map { SwiftIntObject(value: [$0]) })
    let list = object.intArray
    list.replaceSubrange(list.indices, with: [1, 2, 3].map { SwiftIntObject(value: [$0]) })
    XCTAssertEqual([1, 2, 3], Array(list.map { $0.intCol }))
}

/// removeSubrange over all the list's indices empties it.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListRRCMethodsTests.testRemoveWithCollectionIndices
func testListSuiteRRCRemoveWithCollectionIndices() throws {
    let object = SwiftArrayPropertyObject()
    XCTAssertNil(object.realm)
    object.intArray.append(objectsIn: [0, 1, 2, 3, 4, 5, 6].map { SwiftIntObject(value: [$0]) })
    let list = object.intArray
    list.removeSubrange(list.indices)
    XCTAssertTrue(list.isEmpty)
}

/// removeFirst() removes the first element.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListRRCMethodsTests.testRemoveFirst
func testListSuiteRRCRemoveFirst() throws {
    let object = SwiftArrayPropertyObject()
    XCTAssertNil(object.realm)
    object.intArray.append(objectsIn: [0, 1, 2, 3, 4, 5, 6].map { SwiftIntObject(value: [$0]) })
    let list = object.intArray
    list.removeFirst()
    XCTAssertEqual([1, 2, 3, 4, 5, 6], Array(list.map { $0.intCol }))
}

/// removeFirst(3) removes the first three elements.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListRRCMethodsTests.testRemoveFirstFew
func testListSuiteRRCRemoveFirstFew() throws {
    let object = SwiftArrayPropertyObject()
    XCTAssertNil(object.realm)
    object.intArray.append(objectsIn: [0, 1, 2, 3, 4, 5, 6].map { SwiftIntObject(value: [$0]) })
    let list = object.intArray
    list.removeFirst(3)
    XCTAssertEqual([3, 4, 5, 6], Array(list.map { $0.intCol }))
}

/// removeFirst(_:) throws for a negative count and for more than the list holds.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListRRCMethodsTests.testRemoveFirstInvalid
func testListSuiteRRCRemoveFirstInvalid() throws {
    let object = SwiftArrayPropertyObject()
    XCTAssertNil(object.realm)
    object.intArray.append(objectsIn: [0, 1, 2, 3, 4, 5, 6].map { SwiftIntObject(value: [$0]) })
    let list = object.intArray
    assertThrows(list.removeFirst(-1))
    assertThrows(list.removeFirst(100))
}

/// removeLast(3) removes the last three elements.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListRRCMethodsTests.testRemoveLastFew
func testListSuiteRRCRemoveLastFew() throws {
    let object = SwiftArrayPropertyObject()
    XCTAssertNil(object.realm)
    object.intArray.append(objectsIn: [0, 1, 2, 3, 4, 5, 6].map { SwiftIntObject(value: [$0]) })
    let list = object.intArray
    list.removeLast(3)
    XCTAssertEqual([0, 1, 2, 3], Array(list.map { $0.intCol }))
}

/// insert(contentsOf:at:) inserts the new elements at the index, in order.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListRRCMethodsTests.testInsert
func testListSuiteRRCInsert() throws {
    let object = SwiftArrayPropertyObject()
    XCTAssertNil(object.realm)
    object.intArray.append(objectsIn: [0, 1, 2, 3, 4, 5, 6].map { SwiftIntObject(value: [$0]) })
    let list = object.intArray
    list.insert(contentsOf: [10, 11, 12, 13].map { SwiftIntObject(value: [$0]) }, at: 2)
    XCTAssertEqual([0, 1, 10, 11, 12, 13, 2, 3, 4, 5, 6], Array(list.map { $0.intCol }))
}

/// removeSubrange with a closed range removes both ends.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListRRCMethodsTests.testRemoveClosedSubrange
func testListSuiteRRCRemoveClosedSubrange() throws {
    let object = SwiftArrayPropertyObject()
    XCTAssertNil(object.realm)
    object.intArray.append(objectsIn: [0, 1, 2, 3, 4, 5, 6].map { SwiftIntObject(value: [$0]) })
    let list = object.intArray
    let subrange: ClosedRange<Int> = 1...3
    list.removeSubrange(subrange)
    XCTAssertEqual([0, 4, 5, 6], Array(list.map { $0.intCol }))
}

/// removeSubrange with a half-open range keeps its upper bound.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListRRCMethodsTests.testRemoveOpenSubrange
func testListSuiteRRCRemoveOpenSubrange() throws {
    let object = SwiftArrayPropertyObject()
    XCTAssertNil(object.realm)
    object.intArray.append(objectsIn: [0, 1, 2, 3, 4, 5, 6].map { SwiftIntObject(value: [$0]) })
    let list = object.intArray
    let subrange: Range<Int> = 1..<3
    list.removeSubrange(subrange)
    XCTAssertEqual([0, 3, 4, 5, 6], Array(list.map { $0.intCol }))
}

/// replaceSubrange of a closed range with more elements grows the list.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListRRCMethodsTests.testReplaceClosedSubrange
func testListSuiteRRCReplaceClosedSubrange() throws {
    let object = SwiftArrayPropertyObject()
    XCTAssertNil(object.realm)
    object.intArray.append(objectsIn: [0, 1, 2, 3, 4, 5, 6].map { SwiftIntObject(value: [$0]) })
    let list = object.intArray
    let subrange: ClosedRange<Int> = 2...5
    list.replaceSubrange(subrange, with: [10, 11, 12, 13, 14, 15, 16].map { SwiftIntObject(value: [$0]) })
    XCTAssertEqual([0, 1, 10, 11, 12, 13, 14, 15, 16, 6], Array(list.map { $0.intCol }))
}

/// replaceSubrange of a half-open range with more elements grows the list.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListRRCMethodsTests.testReplaceOpenSubrange
func testListSuiteRRCReplaceOpenSubrange() throws {
    let object = SwiftArrayPropertyObject()
    XCTAssertNil(object.realm)
    object.intArray.append(objectsIn: [0, 1, 2, 3, 4, 5, 6].map { SwiftIntObject(value: [$0]) })
    let list = object.intArray
    let subrange: Range<Int> = 2..<5
    list.replaceSubrange(subrange, with: [10, 11, 12, 13, 14, 15, 16].map { SwiftIntObject(value: [$0]) })
    XCTAssertEqual([0, 1, 10, 11, 12, 13, 14, 15, 16, 5, 6], Array(list.map { $0.intCol }))
}

/// A list property read through value(forKeyPath:) of results holds the same
/// objects, and a property read through value(forKeyPath:) of all objects
/// gives the same values, for ints, doubles, strings, decimals and object ids.
/// - section: sdk-suite

/// On an unmanaged owner: appending to a managed list while iterating it does not change what the
/// iteration visits.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testFastEnumerationWithMutation
func testListSuiteFastEnumerationWithMutationUnmanaged() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject()
    XCTAssertNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    array.append(objectsIn: [str1, str2, str1, str2, str1, str2, str1, str2, str1,
                             str2, str1, str2, str1, str2, str1, str2, str1, str2, str1, str2])
    var str = ""
    for obj in array {
        str += obj.stringCol
        array.append(objectsIn: [str1])
    }
    XCTAssertEqual(str, "12121212121212121212")
    try realm.commitWrite()
}

/// On an unmanaged owner: append(_:) one by one keeps each object at its position.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testAppendObject
func testListSuiteAppendObjectUnmanaged() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject()
    XCTAssertNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    for str in [str1, str2, str1] {
        array.append(str)
    }
    XCTAssertEqual(3, array.count)
    XCTAssertTrue(str1.isSameObject(as: array[0]))
    XCTAssertTrue(str2.isSameObject(as: array[1]))
    XCTAssertTrue(str1.isSameObject(as: array[2]))
    try realm.commitWrite()
}

/// On an unmanaged owner: append(objectsIn:) of an array keeps each object at its position.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testAppendArray
func testListSuiteAppendArrayUnmanaged() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject()
    XCTAssertNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    array.append(objectsIn: [str1, str2, str1])
    XCTAssertEqual(3, array.count)
    XCTAssertTrue(str1.isSameObject(as: array[0]))
    XCTAssertTrue(str2.isSameObject(as: array[1]))
    XCTAssertTrue(str1.isSameObject(as: array[2]))
    try realm.commitWrite()
}

/// On an unmanaged owner: append(objectsIn:) of results appends every object of the class, in order.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testAppendResults
func testListSuiteAppendResultsUnmanaged() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject()
    XCTAssertNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    array.append(objectsIn: realm.objects(SwiftStringObject.self))
    XCTAssertEqual(2, array.count)
    XCTAssertTrue(str1.isSameObject(as: array[0]))
    XCTAssertTrue(str2.isSameObject(as: array[1]))
    try realm.commitWrite()
}

/// On an unmanaged owner: insert(_:at:) places each object at the index, and an index past either
/// end throws.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testInsert
func testListSuiteInsertUnmanaged() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject()
    XCTAssertNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    XCTAssertEqual(0, array.count)
    array.insert(str1, at: 0)
    XCTAssertEqual(1, array.count)
    XCTAssertTrue(str1.isSameObject(as: array[0]))
    array.insert(str2, at: 0)
    XCTAssertEqual(2, array.count)
    XCTAssertTrue(str2.isSameObject(as: array[0]))
    XCTAssertTrue(str1.isSameObject(as: array[1]))
    assertThrows(array.insert(str2, at: 200))
    assertThrows(array.insert(str2, at: -200))
    try realm.commitWrite()
}

/// On an unmanaged owner: remove(at:) closes the gap, and an index past either end throws.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testRemoveAtIndex
func testListSuiteRemoveAtIndexUnmanaged() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject()
    XCTAssertNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    array.append(objectsIn: [str1, str2, str1])
    array.remove(at: 1)
    XCTAssertTrue(str1.isSameObject(as: array[0]))
    XCTAssertTrue(str1.isSameObject(as: array[1]))
    assertThrows(array.remove(at: 2))
    assertThrows(array.remove(at: -2))
    try realm.commitWrite()
}

/// On an unmanaged owner: remove(atOffsets:) removes the offsets given, none for an empty set, and
/// throws for an offset past the end.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testRemoveAtOffsets
func testListSuiteRemoveAtOffsetsUnmanaged() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject()
    XCTAssertNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    array.append(objectsIn: [str1, str2, str1])
    array.remove(atOffsets: [0, 2])
    XCTAssertEqual(array.count, 1)
    XCTAssertTrue(str2.isSameObject(as: array[0]))
    array.remove(atOffsets: [])
    XCTAssertEqual(array.count, 1)
    assertThrows(array.remove(atOffsets: [1]))
    try realm.commitWrite()
}

/// On an unmanaged owner: removeLast() removes the last object, and throws on an empty list.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testRemoveLast
func testListSuiteRemoveLastUnmanaged() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject()
    XCTAssertNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    array.append(objectsIn: [str1, str2])
    array.removeLast()
    XCTAssertEqual(1, array.count)
    XCTAssertTrue(str1.isSameObject(as: array[0]))
    array.removeLast()
    XCTAssertEqual(0, array.count)
    assertThrows(array.removeLast())
    try realm.commitWrite()
}

/// On an unmanaged owner: removeAll() empties the list, and again on an empty list does nothing.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testRemoveAll
func testListSuiteRemoveAllUnmanaged() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject()
    XCTAssertNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    array.append(objectsIn: [str1, str2])
    array.removeAll()
    XCTAssertEqual(0, array.count)
    array.removeAll()
    XCTAssertEqual(0, array.count)
    try realm.commitWrite()
}

/// On an unmanaged owner: replace(index:object:) puts the object at the index, and an index past
/// either end throws.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testReplace
func testListSuiteReplaceUnmanaged() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject()
    XCTAssertNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    array.append(objectsIn: [str1, str1])
    array.replace(index: 0, object: str2)
    XCTAssertEqual(2, array.count)
    XCTAssertTrue(str2.isSameObject(as: array[0]))
    XCTAssertTrue(str1.isSameObject(as: array[1]))
    array.replace(index: 1, object: str2)
    XCTAssertEqual(2, array.count)
    XCTAssertTrue(str2.isSameObject(as: array[0]))
    XCTAssertTrue(str2.isSameObject(as: array[1]))
    assertThrows(array.replace(index: 200, object: str2))
    assertThrows(array.replace(index: -200, object: str2))
    try realm.commitWrite()
}

/// On an unmanaged owner: move(from:to:) moves an object, to its own place too, and an index past
/// the end throws.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testMove
func testListSuiteMoveUnmanaged() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject()
    XCTAssertNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    array.append(objectsIn: [str1, str2])
    array.move(from: 1, to: 0)
    XCTAssertEqual(array[0].stringCol, "2")
    XCTAssertEqual(array[1].stringCol, "1")
    array.move(from: 0, to: 1)
    XCTAssertEqual(array[0].stringCol, "1")
    XCTAssertEqual(array[1].stringCol, "2")
    array.move(from: 0, to: 0)
    XCTAssertEqual(array[0].stringCol, "1")
    XCTAssertEqual(array[1].stringCol, "2")
    assertThrows(array.move(from: 0, to: 2))
    assertThrows(array.move(from: 2, to: 0))
    try realm.commitWrite()
}

/// On an unmanaged owner: move(fromOffsets:toOffset:) moves as Swift's MutableCollection does,
/// throws for an offset past the end, and does nothing for no offsets.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testMoveFromOffsets
func testListSuiteMoveFromOffsetsUnmanaged() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject()
    XCTAssertNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    let str3 = SwiftStringObject(value: ["3"])
    array.append(objectsIn: [str1, str2, str3])
    array.move(fromOffsets: IndexSet([1]), toOffset: 0)
    XCTAssertEqual(array[0].stringCol, "2")
    XCTAssertEqual(array[1].stringCol, "1")
    XCTAssertEqual(array[2].stringCol, "3")
    array.move(fromOffsets: IndexSet([0]), toOffset: 3)
    XCTAssertEqual(array[0].stringCol, "1")
    XCTAssertEqual(array[1].stringCol, "3")
    XCTAssertEqual(array[2].stringCol, "2")
    array.move(fromOffsets: IndexSet([0]), toOffset: 1)
    XCTAssertEqual(array[0].stringCol, "1")
    XCTAssertEqual(array[1].stringCol, "3")
    XCTAssertEqual(array[2].stringCol, "2")
    array.move(fromOffsets: IndexSet([2]), toOffset: 1)
    XCTAssertEqual(array[0].stringCol, "1")
    XCTAssertEqual(array[1].stringCol, "2")
    XCTAssertEqual(array[2].stringCol, "3")
    assertThrows(array.move(fromOffsets: IndexSet([0]), toOffset: 4))
    assertThrows(array.move(fromOffsets: IndexSet([4]), toOffset: 0))
    array.move(fromOffsets: IndexSet([]), toOffset: 1)
    XCTAssertEqual(array[0].stringCol, "1")
    XCTAssertEqual(array[1].stringCol, "2")
    XCTAssertEqual(array[2].stringCol, "3")
    array.move(fromOffsets: IndexSet([0, 2]), toOffset: 1)
    XCTAssertEqual(array[0].stringCol, "1")
    XCTAssertEqual(array[1].stringCol, "3")
    XCTAssertEqual(array[2].stringCol, "2")
    try realm.commitWrite()
}

/// On an unmanaged owner: replaceSubrange(_:with:) replaces, inserts with an empty range, removes
/// with no new objects, and throws for a range past the end.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testReplaceRange
func testListSuiteReplaceRangeUnmanaged() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject()
    XCTAssertNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    array.append(objectsIn: [str1, str1])
    array.replaceSubrange(0..<1, with: [str2])
    XCTAssertEqual(2, array.count)
    XCTAssertTrue(str2.isSameObject(as: array[0]))
    XCTAssertTrue(str1.isSameObject(as: array[1]))
    array.replaceSubrange(1..<2, with: [str2])
    XCTAssertEqual(2, array.count)
    XCTAssertTrue(str2.isSameObject(as: array[0]))
    XCTAssertTrue(str2.isSameObject(as: array[1]))
    array.replaceSubrange(0..<0, with: [str2])
    XCTAssertEqual(3, array.count)
    XCTAssertTrue(str2.isSameObject(as: array[0]))
    XCTAssertTrue(str2.isSameObject(as: array[1]))
    XCTAssertTrue(str2.isSameObject(as: array[2]))
    array.replaceSubrange(0..<3, with: [])
    XCTAssertEqual(0, array.count)
    assertThrows(array.replaceSubrange(200..<201, with: [str2]))
    assertThrows(array.replaceSubrange(-200..<200, with: [str2]))
    assertThrows(array.replaceSubrange(0..<200, with: [str2]))
    try realm.commitWrite()
}

/// On an unmanaged owner: swapAt(_:_:) swaps two objects, does nothing for one index twice, and
/// throws for an index past either end.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testSwapAt
func testListSuiteSwapAtUnmanaged() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject()
    XCTAssertNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    array.append(objectsIn: [str1, str2])
    array.swapAt(0, 1)
    XCTAssertEqual(2, array.count)
    XCTAssertTrue(str2.isSameObject(as: array[0]))
    XCTAssertTrue(str1.isSameObject(as: array[1]))
    array.swapAt(1, 1)
    XCTAssertEqual(2, array.count)
    XCTAssertTrue(str2.isSameObject(as: array[0]))
    XCTAssertTrue(str1.isSameObject(as: array[1]))
    assertThrows(array.swapAt(-1, 0))
    assertThrows(array.swapAt(0, -1))
    assertThrows(array.swapAt(1000, 0))
    assertThrows(array.swapAt(0, 1000))
    try realm.commitWrite()
}

/// On an unmanaged owner: an empty list takes an unmanaged object, a created one, and the first
/// again; each element describes itself.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testPopulateEmptyArray
func testListSuitePopulateEmptyArrayUnmanaged() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let arrayObject = SwiftArrayPropertyObject()
    XCTAssertNil(arrayObject.realm)
    try realm.write {
        realm.add(str1)
        realm.add(str2)
    }
    let array = arrayObject.array
    realm.beginWrite()
    XCTAssertEqual(array.count, 0, "Should start with no array elements.")
    let obj = SwiftStringObject()
    obj.stringCol = "a"
    array.append(obj)
    array.append(realm.create(SwiftStringObject.self, value: ["b"]))
    array.append(obj)
    XCTAssertEqual(array.count, 3)
    XCTAssertEqual(array[0].stringCol, "a")
    XCTAssertEqual(array[1].stringCol, "b")
    XCTAssertEqual(array[2].stringCol, "a")
    for element in array {
        XCTAssertTrue(element.description.utf16.count > 0, "Object should have description")
    }
    try realm.commitWrite()
}

/// On an unmanaged owner: ten default objects appended to its list read back
/// with their defaults: the int, the linked object's bool, an empty list.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testEnumeratingListWithListProperties
func testListSuiteEnumeratingListWithListPropertiesUnmanaged() throws {
    let arrayObject = SwiftListOfSwiftObject()
    XCTAssertNil(arrayObject.realm)
    arrayObject.realm?.beginWrite()
    for _ in 0..<10 {
        arrayObject.array.append(SwiftObject())
    }
    try arrayObject.realm?.commitWrite()
    XCTAssertEqual(10, arrayObject.array.count)
    for object in arrayObject.array {
        XCTAssertEqual(123, object.intCol)
        XCTAssertEqual(false, object.objectCol!.boolCol)
        XCTAssertEqual(0, object.arrayCol.count)
    }
}

/// On an unmanaged list of embedded objects: setting an element to a new
/// object puts that very object in its place, with no realm on either.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testSetEmbedded
func testListSuiteSetEmbeddedUnmanaged() throws {
    let list = List<EmbeddedTreeObject1>()
    list.realm?.beginWrite()
    list.append(EmbeddedTreeObject1(value: [0]))
    let obj = EmbeddedTreeObject1(value: [1])
    list[0] = obj
    XCTAssertTrue(list[0].isSameObject(as: obj))
    XCTAssertEqual(obj.value, 1)
    XCTAssertEqual(obj.realm, list.realm)
    XCTAssertNil(list.realm)
    list.realm?.cancelWrite()
}

/// Appending ten new embedded objects to a created list manages each in its
/// place, with the list's realm; appending an element already in the list is
/// refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testAppendEmbedded
func testListSuiteAppendEmbedded() throws {
    let realm = try Realm()
    var created: List<EmbeddedTreeObject1>? = nil
    try realm.write {
        created = realm.create(EmbeddedParentObject.self).array
    }
    let list = created!
    list.realm?.beginWrite()
    for i in 0..<10 {
        list.append(EmbeddedTreeObject1(value: [i]))
    }
    XCTAssertEqual(10, list.count)
    for (i, object) in list.enumerated() {
        XCTAssertEqual(i, object.value)
        XCTAssertEqual(list.realm, object.realm)
    }
    XCTAssertNotNil(list.realm)
    assertThrows(list.append(list[0]),
                 reason: "Cannot add an existing managed embedded object to a List.")
    list.realm?.cancelWrite()
}

/// Appending ten new embedded objects to an unmanaged list keeps them in
/// order, with no realm on the list or on them.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testAppendEmbedded
func testListSuiteAppendEmbeddedUnmanaged() throws {
    let list = List<EmbeddedTreeObject1>()
    list.realm?.beginWrite()
    for i in 0..<10 {
        list.append(EmbeddedTreeObject1(value: [i]))
    }
    XCTAssertEqual(10, list.count)
    for (i, object) in list.enumerated() {
        XCTAssertEqual(i, object.value)
        XCTAssertEqual(list.realm, object.realm)
    }
    XCTAssertNil(list.realm)
    list.realm?.cancelWrite()
}

/// The values read through value(forKeyPath:) on the owners' lists, and on every object, are the values read from each object's properties.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testValueForKey
func testListSuiteValueForKeyMatchesProperties() throws {
    let realm = try Realm()
    try realm.write {
        for value in [1, 2] {
            let listObject = SwiftListOfSwiftObject()
            let object = SwiftObject()
            object.intCol = value
            object.doubleCol = Double(value)
            object.stringCol = String(value)
            object.decimalCol = Decimal128(number: value)
            object.objectIdCol = ObjectId(String(repeating: String(value), count: 24))
            listObject.array.append(object)
            realm.add(listObject)
        }
    }
    let owners = realm.objects(SwiftListOfSwiftObject.self)
    let collections = owners.value(forKeyPath: "array") as! [List<SwiftObject>]
    let objects = realm.objects(SwiftObject.self)
    XCTAssertEqual(Array(owners.flatMap { $0.array.map { $0.intCol } }), Array(collections.flatMap { $0.map { $0.intCol } }))
    XCTAssertEqual(Array(owners.flatMap { $0.array.map { $0.doubleCol } }), Array(collections.flatMap { $0.map { $0.doubleCol } }))
    XCTAssertEqual(Array(owners.flatMap { $0.array.map { $0.stringCol } }), Array(collections.flatMap { $0.map { $0.stringCol } }))
    XCTAssertEqual(Array(owners.flatMap { $0.array.map { $0.decimalCol } }), Array(collections.flatMap { $0.map { $0.decimalCol } }))
    XCTAssertEqual(Array(owners.flatMap { $0.array.map { $0.objectIdCol } }), Array(collections.flatMap { $0.map { $0.objectIdCol } }))
    XCTAssertEqual(Array(objects.compactMap { $0.intCol }), Array((objects.value(forKeyPath: "intCol") as! [Int]).compactMap { $0 }))
    XCTAssertEqual(Array(objects.compactMap { $0.doubleCol }), Array((objects.value(forKeyPath: "doubleCol") as! [Double]).compactMap { $0 }))
    XCTAssertEqual(Array(objects.compactMap { $0.stringCol }), Array((objects.value(forKeyPath: "stringCol") as! [String]).compactMap { $0 }))
    XCTAssertEqual(Array(objects.compactMap { $0.decimalCol }), Array((objects.value(forKeyPath: "decimalCol") as! [Decimal128]).compactMap { $0 }))
    XCTAssertEqual(Array(objects.compactMap { $0.objectIdCol }), Array((objects.value(forKeyPath: "objectIdCol") as! [ObjectId]).compactMap { $0 }))
}

/// The empty lists of a new unmanaged object contain no value of any type, and no nil in the optional ones; once a value is added, contains finds it.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testPrimitiveIterationAcrossNil
func testSuiteListEmptyContainsNothing() throws {
    let holder = SwiftListObject()
    XCTAssertFalse(holder.int.contains(5))
    XCTAssertFalse(holder.int8.contains(5))
    XCTAssertFalse(holder.int16.contains(5))
    XCTAssertFalse(holder.int32.contains(5))
    XCTAssertFalse(holder.int64.contains(5))
    XCTAssertFalse(holder.float.contains(3.141592))
    XCTAssertFalse(holder.double.contains(3.141592))
    XCTAssertFalse(holder.string.contains("foobar"))
    XCTAssertFalse(holder.data.contains(Data()))
    XCTAssertFalse(holder.date.contains(Date()))
    XCTAssertFalse(holder.decimal.contains(Decimal128()))
    XCTAssertFalse(holder.objectId.contains(ObjectId()))
    XCTAssertFalse(holder.uuidOpt.contains(UUID()))
    XCTAssertFalse(holder.intOpt.contains { $0 == nil })
    XCTAssertFalse(holder.int8Opt.contains { $0 == nil })
    XCTAssertFalse(holder.int16Opt.contains { $0 == nil })
    XCTAssertFalse(holder.int32Opt.contains { $0 == nil })
    XCTAssertFalse(holder.int64Opt.contains { $0 == nil })
    XCTAssertFalse(holder.floatOpt.contains { $0 == nil })
    XCTAssertFalse(holder.doubleOpt.contains { $0 == nil })
    XCTAssertFalse(holder.stringOpt.contains { $0 == nil })
    XCTAssertFalse(holder.dataOpt.contains { $0 == nil })
    XCTAssertFalse(holder.dateOpt.contains { $0 == nil })
    XCTAssertFalse(holder.decimalOpt.contains { $0 == nil })
    XCTAssertFalse(holder.objectIdOpt.contains { $0 == nil })
    XCTAssertFalse(holder.uuidOpt.contains { $0 == nil })
    holder.intOpt.append(nil)
    XCTAssertTrue(holder.intOpt.contains { $0 == nil })
    holder.string.append("foobar")
    XCTAssertTrue(holder.string.contains("foobar"))
}

/// The optional values read through value(forKeyPath:) on the owners' lists equal those read through each owner, nil links included, and an optional property read by key-value coding on every object gives, once nils are dropped, the values read one by one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testValueForKeyOptional
func testListSuiteValueForKeyOptionalMatchesProperties() throws {
    let realm = try Realm()
    try realm.write {
        for value in [1, 2] {
            let listObject = SwiftListOfSwiftOptionalObject()
            let object = SwiftOptionalObject()
            object.optIntCol = value
            object.optInt8Col = Int8(value)
            object.optDoubleCol = Double(value)
            object.optStringCol = String(value)
            object.optNSStringCol = String(value)
            object.optDecimalCol = Decimal128(number: value)
            object.optObjectIdCol = ObjectId(String(repeating: String(value), count: 24))
            listObject.array.append(object)
            realm.add(listObject)
        }
    }
    let owners = realm.objects(SwiftListOfSwiftOptionalObject.self)
    let collections = owners.value(forKeyPath: "array") as! [List<SwiftOptionalObject>]
    let objects = realm.objects(SwiftOptionalObject.self)
    XCTAssertEqual(collections.count, 2)
    XCTAssertEqual(Array(owners.flatMap { $0.array.map { $0.optIntCol } }), Array(collections.flatMap { $0.map { $0.optIntCol } }))
    XCTAssertEqual(Array(owners.flatMap { $0.array.map { $0.optInt8Col } }), Array(collections.flatMap { $0.map { $0.optInt8Col } }))
    XCTAssertEqual(Array(owners.flatMap { $0.array.map { $0.optDoubleCol } }), Array(collections.flatMap { $0.map { $0.optDoubleCol } }))
    XCTAssertEqual(Array(owners.flatMap { $0.array.map { $0.optStringCol } }), Array(collections.flatMap { $0.map { $0.optStringCol } }))
    XCTAssertEqual(Array(owners.flatMap { $0.array.map { $0.optNSStringCol } }), Array(collections.flatMap { $0.map { $0.optNSStringCol } }))
    XCTAssertEqual(Array(owners.flatMap { $0.array.map { $0.optDecimalCol } }), Array(collections.flatMap { $0.map { $0.optDecimalCol } }))
    XCTAssertEqual(Array(owners.flatMap { $0.array.map { $0.optObjectCol } }), Array(collections.flatMap { $0.map { $0.optObjectCol } }))
    XCTAssertEqual(Array(objects.compactMap { $0.optIntCol }), Array((objects.value(forKeyPath: "optIntCol") as! [Int?]).compactMap { $0 }))
    XCTAssertEqual(Array(objects.compactMap { $0.optInt8Col }), Array((objects.value(forKeyPath: "optInt8Col") as! [Int8?]).compactMap { $0 }))
    XCTAssertEqual(Array(objects.compactMap { $0.optDoubleCol }), Array((objects.value(forKeyPath: "optDoubleCol") as! [Double?]).compactMap { $0 }))
    XCTAssertEqual(Array(objects.compactMap { $0.optStringCol }), Array((objects.value(forKeyPath: "optStringCol") as! [String?]).compactMap { $0 }))
    XCTAssertEqual(Array(objects.compactMap { $0.optNSStringCol }), Array((objects.value(forKeyPath: "optNSStringCol") as! [String?]).compactMap { $0 }))
    XCTAssertEqual(Array(objects.compactMap { $0.optDecimalCol }), Array((objects.value(forKeyPath: "optDecimalCol") as! [Decimal128?]).compactMap { $0 }))
    XCTAssertEqual(Array(objects.compactMap { $0.optObjectCol }), Array((objects.value(forKeyPath: "optObjectCol") as! [SwiftBoolObject?]).compactMap { $0 }))
    XCTAssertEqual(Array((objects.value(forKeyPath: "optIntCol") as! [Int?]).compactMap { $0 }), [1, 2])
    XCTAssertEqual(Array((objects.value(forKeyPath: "optStringCol") as! [String?]).compactMap { $0 }), ["1", "2"])
    XCTAssertEqual(Array(collections.flatMap { $0.map { $0.optDoubleCol } }), [1.0, 2.0])
    XCTAssertEqual(Array(collections.flatMap { $0.map { $0.optObjectCol } }), [nil, nil])
    XCTAssertEqual(Array((objects.value(forKeyPath: "optObjectCol") as! [SwiftBoolObject?]).compactMap { $0 }).count, 0)
}
