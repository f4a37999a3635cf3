// page: sdk
// tags: sdk, suite

// The models of the SDK's set tests: a string object and an int object, an
// owner of sets of them, an object with a set of each value type, and the
// many-typed SwiftObject.

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

class SwiftMutableSetPropertyObject: Object {
    @Persisted var name = ""
    @Persisted var set: MutableSet<SwiftStringObject>
    @Persisted var intSet: MutableSet<SwiftIntObject>
    @Persisted var swiftObjSet: MutableSet<SwiftObject>
}

class SwiftMutableSetOfSwiftObject: Object {
    @Persisted var set: MutableSet<SwiftObject>
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

class SwiftMutableSetOfSwiftOptionalObject: Object {
    @Persisted var set: MutableSet<SwiftOptionalObject>
}

class SwiftMutableSetObject: Object {
    @Persisted var int: MutableSet<Int>
    @Persisted var int8: MutableSet<Int8>
    @Persisted var int16: MutableSet<Int16>
    @Persisted var int32: MutableSet<Int32>
    @Persisted var int64: MutableSet<Int64>
    @Persisted var float: MutableSet<Float>
    @Persisted var double: MutableSet<Double>
    @Persisted var string: MutableSet<String>
    @Persisted var data: MutableSet<Data>
    @Persisted var date: MutableSet<Date>
    @Persisted var decimal: MutableSet<Decimal128>
    @Persisted var objectId: MutableSet<ObjectId>
    @Persisted var uuid: MutableSet<UUID>
    @Persisted var any: MutableSet<AnyRealmValue>
    @Persisted var intOpt: MutableSet<Int?>
    @Persisted var int8Opt: MutableSet<Int8?>
    @Persisted var int16Opt: MutableSet<Int16?>
    @Persisted var int32Opt: MutableSet<Int32?>
    @Persisted var int64Opt: MutableSet<Int64?>
    @Persisted var floatOpt: MutableSet<Float?>
    @Persisted var doubleOpt: MutableSet<Double?>
    @Persisted var stringOpt: MutableSet<String?>
    @Persisted var dataOpt: MutableSet<Data?>
    @Persisted var dateOpt: MutableSet<Date?>
    @Persisted var decimalOpt: MutableSet<Decimal128?>
    @Persisted var objectIdOpt: MutableSet<ObjectId?>
    @Persisted var uuidOpt: MutableSet<UUID?>
}

/// An unmanaged set of ints reads back one inserted value as first, last and
/// at 0, and aggregates; a set of strings reads back too.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testPrimitive
func testSetSuitePrimitive() throws {
    let obj = SwiftMutableSetObject()
    obj.int.insert(5)
    XCTAssertEqual(obj.int.first!, 5)
    XCTAssertEqual(obj.int.last!, 5)
    XCTAssertEqual(obj.int[0], 5)
    obj.int.insert(objectsIn: [6, 7, 8])
    XCTAssertEqual(obj.int.max(), 8)
    XCTAssertEqual(obj.int.sum(), 26)
    obj.string.insert("str")
    XCTAssertEqual(obj.string.first!, "str")
    XCTAssertEqual(obj.string[0], "str")
}

/// A managed set is invalidated when its owner is deleted.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testInvalidated
func testSetSuiteInvalidated() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let str3 = SwiftStringObject(value: ["stringCol": "3"])
    let setObject = SwiftMutableSetPropertyObject(value: ["name": "name"])
    let setObject2 = SwiftMutableSetPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(setObject)
    }
    try realm.write {
        realm.add(setObject2)
    }
    XCTAssertNotNil(setObject.realm)
    XCTAssertNotNil(setObject2.realm)
    let set = setObject.set
    let set2 = setObject2.set
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(str3)
    }
    realm.beginWrite()
    XCTAssertFalse(set.isInvalidated)
    realm.delete(setObject)
    XCTAssertTrue(set.isInvalidated)
    try realm.commitWrite()
}

/// Inserting into a managed set while iterating it leaves both objects in it.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testFastEnumerationWithMutation
func testSetSuiteFastEnumerationWithMutation() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let str3 = SwiftStringObject(value: ["stringCol": "3"])
    let setObject = SwiftMutableSetPropertyObject(value: ["name": "name"])
    let setObject2 = SwiftMutableSetPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(setObject)
    }
    try realm.write {
        realm.add(setObject2)
    }
    XCTAssertNotNil(setObject.realm)
    XCTAssertNotNil(setObject2.realm)
    let set = setObject.set
    let set2 = setObject2.set
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(str3)
    }
    realm.beginWrite()
    set.insert(objectsIn: [str1, str2, str1, str2, str1, str2, str1, str2, str1,
                           str2, str1, str2, str1, str2, str1, str2, str1, str2, str1, str2])
    var str = ""
    for obj in set {
        str += obj.stringCol
        set.insert(objectsIn: [str1])
    }
    XCTAssertTrue(set.contains(str1))
    XCTAssertTrue(set.contains(str2))
    try realm.commitWrite()
}

/// insert(_:) one by one keeps one of each object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testAppendObject
func testSetSuiteAppendObject() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let str3 = SwiftStringObject(value: ["stringCol": "3"])
    let setObject = SwiftMutableSetPropertyObject(value: ["name": "name"])
    let setObject2 = SwiftMutableSetPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(setObject)
    }
    try realm.write {
        realm.add(setObject2)
    }
    XCTAssertNotNil(setObject.realm)
    XCTAssertNotNil(setObject2.realm)
    let set = setObject.set
    let set2 = setObject2.set
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(str3)
    }
    realm.beginWrite()
    for str in [str1, str2, str1] {
        set.insert(str)
    }
    XCTAssertEqual(2, set.count)
    XCTAssertTrue(set.contains(str1))
    XCTAssertTrue(set.contains(str2))
    try realm.commitWrite()
}

/// insert(objectsIn:) of an array with a duplicate keeps one of each object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testInsert
func testSetSuiteInsert() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let str3 = SwiftStringObject(value: ["stringCol": "3"])
    let setObject = SwiftMutableSetPropertyObject(value: ["name": "name"])
    let setObject2 = SwiftMutableSetPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(setObject)
    }
    try realm.write {
        realm.add(setObject2)
    }
    XCTAssertNotNil(setObject.realm)
    XCTAssertNotNil(setObject2.realm)
    let set = setObject.set
    let set2 = setObject2.set
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(str3)
    }
    realm.beginWrite()
    set.insert(objectsIn: [str1, str2, str1])
    XCTAssertEqual(2, set.count)
    XCTAssertTrue(set.contains(str1))
    XCTAssertTrue(set.contains(str2))
    try realm.commitWrite()
}

/// insert(objectsIn:) of results inserts every object of the class.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testAppendResults
func testSetSuiteAppendResults() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let str3 = SwiftStringObject(value: ["stringCol": "3"])
    let setObject = SwiftMutableSetPropertyObject(value: ["name": "name"])
    let setObject2 = SwiftMutableSetPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(setObject)
    }
    try realm.write {
        realm.add(setObject2)
    }
    XCTAssertNotNil(setObject.realm)
    XCTAssertNotNil(setObject2.realm)
    let set = setObject.set
    let set2 = setObject2.set
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(str3)
    }
    realm.beginWrite()
    set.insert(objectsIn: realm.objects(SwiftStringObject.self))
    XCTAssertEqual(3, set.count)
    set.forEach {
        XCTAssertTrue($0.isSameObject(as: str1) || $0.isSameObject(as: str2) || $0.isSameObject(as: str3))
    }
    try realm.commitWrite()
}

/// removeAll() empties the set, and again on an empty set does nothing.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testRemoveAll
func testSetSuiteRemoveAll() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let str3 = SwiftStringObject(value: ["stringCol": "3"])
    let setObject = SwiftMutableSetPropertyObject(value: ["name": "name"])
    let setObject2 = SwiftMutableSetPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(setObject)
    }
    try realm.write {
        realm.add(setObject2)
    }
    XCTAssertNotNil(setObject.realm)
    XCTAssertNotNil(setObject2.realm)
    let set = setObject.set
    let set2 = setObject2.set
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(str3)
    }
    realm.beginWrite()
    set.insert(objectsIn: [str1, str2])
    set.removeAll()
    XCTAssertEqual(0, set.count)
    set.removeAll()
    XCTAssertEqual(0, set.count)
    try realm.commitWrite()
}

/// remove(_:) takes out one object; removeAll() the rest.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testRemoveObject
func testSetSuiteRemoveObject() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let str3 = SwiftStringObject(value: ["stringCol": "3"])
    let setObject = SwiftMutableSetPropertyObject(value: ["name": "name"])
    let setObject2 = SwiftMutableSetPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(setObject)
    }
    try realm.write {
        realm.add(setObject2)
    }
    XCTAssertNotNil(setObject.realm)
    XCTAssertNotNil(setObject2.realm)
    let set = setObject.set
    let set2 = setObject2.set
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(str3)
    }
    realm.beginWrite()
    set.insert(objectsIn: [str1, str2])
    XCTAssertTrue(set.contains(str1))
    XCTAssertEqual(2, set.count)
    set.remove(str1)
    XCTAssertFalse(set.contains(str1))
    XCTAssertEqual(1, set.count)
    set.removeAll()
    XCTAssertEqual(0, set.count)
    XCTAssertFalse(set.contains(str1))
    XCTAssertFalse(set.contains(str2))
    try realm.commitWrite()
}

/// Objects inserted into a managed set are seen through the owner read back
/// from the realm.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testChangesArePersisted
func testSetSuiteChangesArePersisted() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let str3 = SwiftStringObject(value: ["stringCol": "3"])
    let setObject = SwiftMutableSetPropertyObject(value: ["name": "name"])
    let setObject2 = SwiftMutableSetPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(setObject)
    }
    try realm.write {
        realm.add(setObject2)
    }
    XCTAssertNotNil(setObject.realm)
    XCTAssertNotNil(setObject2.realm)
    let set = setObject.set
    let set2 = setObject2.set
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(str3)
    }
    realm.beginWrite()
    XCTAssertNotNil(set.realm)
    set.insert(objectsIn: [str1, str2])
    let otherSet = realm.objects(SwiftMutableSetPropertyObject.self).first!.set
    XCTAssertEqual(2, otherSet.count)
    try realm.commitWrite()
}

/// An empty set takes an unmanaged object, a created one, and the first
/// again, keeping two; each element describes itself.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testPopulateEmptySet
func testSetSuitePopulateEmptySet() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let str3 = SwiftStringObject(value: ["stringCol": "3"])
    let setObject = SwiftMutableSetPropertyObject(value: ["name": "name"])
    let setObject2 = SwiftMutableSetPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(setObject)
    }
    try realm.write {
        realm.add(setObject2)
    }
    XCTAssertNotNil(setObject.realm)
    XCTAssertNotNil(setObject2.realm)
    let set = setObject.set
    let set2 = setObject2.set
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(str3)
    }
    realm.beginWrite()
    XCTAssertEqual(set.count, 0, "Should start with no set elements.")
    let obj = SwiftStringObject()
    obj.stringCol = "a"
    set.insert(obj)
    set.insert(realm.create(SwiftStringObject.self, value: ["b"]))
    set.insert(obj)
    XCTAssertEqual(set.count, 2)
    set.forEach {
        XCTAssertTrue($0.stringCol == "a" || $0.stringCol == "b")
    }
    for element in set {
        XCTAssertTrue(element.description.utf16.count > 0, "Object should have description")
    }
    try realm.commitWrite()
}

/// Ten default objects inserted into a managed set read back with their
/// defaults: the int, the linked object's bool, an empty set.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testEnumeratingSetWithSetProperties
func testSetSuiteEnumeratingSetWithSetProperties() throws {
    let realm = try Realm()
    let setObject = SwiftMutableSetOfSwiftObject()
    try realm.write {
        realm.add(setObject)
    }
    XCTAssertNotNil(setObject.realm)
    setObject.realm?.beginWrite()
    for _ in 0..<10 {
        setObject.set.insert(SwiftObject())
    }
    try setObject.realm?.commitWrite()
    XCTAssertEqual(10, setObject.set.count)
    for object in setObject.set {
        XCTAssertEqual(123, object.intCol)
        XCTAssertEqual(false, object.objectCol!.boolCol)
        XCTAssertEqual(0, object.setCol.count)
    }
}

/// Unmanaged sets of objects are equal when they hold the same objects,
/// whether compared with ==, isEqual, as arrays or as Swift sets.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testUnmanagedSetComparison
func testSetSuiteUnmanagedSetComparison() throws {
    let obj = SwiftIntObject()
    obj.intCol = 5
    let obj2 = SwiftIntObject()
    obj2.intCol = 6
    let obj3 = SwiftIntObject()
    obj3.intCol = 8
    let objects = [obj, obj2, obj3]
    let objects2 = [obj, obj2]
    let set1 = MutableSet<SwiftIntObject>()
    let set2 = MutableSet<SwiftIntObject>()
    XCTAssertEqual(set1, set2, "Empty instances should be equal by `==` operator")
    set1.insert(objectsIn: objects)
    set2.insert(objectsIn: objects)
    let set3 = MutableSet<SwiftIntObject>()
    set3.insert(objectsIn: objects2)
    XCTAssertTrue(set1 !== set2, "instances should not be identical")
    XCTAssertEqual(set1, set2, "instances should be equal by `==` operator")
    XCTAssertNotEqual(set1, set3, "instances should be equal by `==` operator")
    XCTAssertTrue(set1.isEqual(set2), "instances should be equal by `isEqual` method")
    XCTAssertTrue(!set1.isEqual(set3), "instances should be equal by `isEqual` method")
    XCTAssertEqual(Array(set1), Array(set2), "instances converted to Swift.Array should be equal")
    XCTAssertNotEqual(Array(set1), Array(set3), "instances converted to Swift.Array should be equal")
    XCTAssertEqual(Set(set1), Set(set2), "instances converted to Swift.Array should be equal")
    XCTAssertNotEqual(Set(set1), Set(set3), "instances converted to Swift.Array should be equal")
    set3.insert(obj3)
    XCTAssertEqual(set1, set3, "instances should be equal by `==` operator")
}

/// A set of one object is a subset of a set of two holding it, and not the
/// other way round.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testSubset
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testUnion
func testSetSuiteSubset() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let str3 = SwiftStringObject(value: ["stringCol": "3"])
    let setObject = SwiftMutableSetPropertyObject(value: ["name": "name"])
    let setObject2 = SwiftMutableSetPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(setObject)
    }
    try realm.write {
        realm.add(setObject2)
    }
    XCTAssertNotNil(setObject.realm)
    XCTAssertNotNil(setObject2.realm)
    let set = setObject.set
    let set2 = setObject2.set
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(str3)
    }
    realm.beginWrite()
    set.removeAll()
    set2.removeAll()
    XCTAssertEqual(0, set.count)
    XCTAssertEqual(0, set2.count)
    set.insert(objectsIn: [str1, str2, str1])
    set2.insert(objectsIn: [str1])
    XCTAssertEqual(2, set.count)
    XCTAssertEqual(1, set2.count)
    XCTAssertTrue(set2.isSubset(of: set))
    XCTAssertFalse(set.isSubset(of: set2))
    try realm.commitWrite()
}

/// Two sets sharing one object intersect both ways, and forming the
/// intersection keeps that one object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testIntersection
func testSetSuiteIntersection() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let str3 = SwiftStringObject(value: ["stringCol": "3"])
    let setObject = SwiftMutableSetPropertyObject(value: ["name": "name"])
    let setObject2 = SwiftMutableSetPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(setObject)
    }
    try realm.write {
        realm.add(setObject2)
    }
    XCTAssertNotNil(setObject.realm)
    XCTAssertNotNil(setObject2.realm)
    let set = setObject.set
    let set2 = setObject2.set
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(str3)
    }
    realm.beginWrite()
    set.removeAll()
    set2.removeAll()
    set.insert(objectsIn: [str1, str2])
    set2.insert(objectsIn: [str2, str3])
    XCTAssertEqual(2, set.count)
    XCTAssertEqual(2, set2.count)
    XCTAssertTrue(set.intersects(set2))
    XCTAssertTrue(set2.intersects(set))
    set.formIntersection(set2)
    XCTAssertTrue(set.intersects(set2))
    XCTAssertTrue(set2.intersects(set))
    XCTAssertEqual(1, set.count)
    try realm.commitWrite()
}

/// subtract(_:) removes the shared object and keeps the other.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testSubtract
func testSetSuiteSubtract() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let str3 = SwiftStringObject(value: ["stringCol": "3"])
    let setObject = SwiftMutableSetPropertyObject(value: ["name": "name"])
    let setObject2 = SwiftMutableSetPropertyObject(value: ["name": "name"])
    try realm.write {
        realm.add(setObject)
    }
    try realm.write {
        realm.add(setObject2)
    }
    XCTAssertNotNil(setObject.realm)
    XCTAssertNotNil(setObject2.realm)
    let set = setObject.set
    let set2 = setObject2.set
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(str3)
    }
    realm.beginWrite()
    set.removeAll()
    set2.removeAll()
    set.insert(objectsIn: [str1, str2])
    set2.insert(objectsIn: [str2, str3])
    XCTAssertEqual(2, set.count)
    XCTAssertEqual(2, set2.count)
    set.subtract(set2)
    XCTAssertEqual(1, set.count)
    XCTAssertTrue(set.contains(str1))
    try realm.commitWrite()
}


/// On an unmanaged owner: inserting into a managed set while iterating it leaves both objects in it.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testFastEnumerationWithMutation
func testSetSuiteFastEnumerationWithMutationUnmanaged() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let str3 = SwiftStringObject(value: ["stringCol": "3"])
    let setObject = SwiftMutableSetPropertyObject()
    let setObject2 = SwiftMutableSetPropertyObject()
    XCTAssertNil(setObject.realm)
    XCTAssertNil(setObject2.realm)
    let set = setObject.set
    let set2 = setObject2.set
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(str3)
    }
    realm.beginWrite()
    set.insert(objectsIn: [str1, str2, str1, str2, str1, str2, str1, str2, str1,
                           str2, str1, str2, str1, str2, str1, str2, str1, str2, str1, str2])
    var str = ""
    for obj in set {
        str += obj.stringCol
        set.insert(objectsIn: [str1])
    }
    XCTAssertTrue(set.contains(str1))
    XCTAssertTrue(set.contains(str2))
    try realm.commitWrite()
}

/// On an unmanaged owner: insert(_:) one by one keeps one of each object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testAppendObject
func testSetSuiteAppendObjectUnmanaged() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let str3 = SwiftStringObject(value: ["stringCol": "3"])
    let setObject = SwiftMutableSetPropertyObject()
    let setObject2 = SwiftMutableSetPropertyObject()
    XCTAssertNil(setObject.realm)
    XCTAssertNil(setObject2.realm)
    let set = setObject.set
    let set2 = setObject2.set
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(str3)
    }
    realm.beginWrite()
    for str in [str1, str2, str1] {
        set.insert(str)
    }
    XCTAssertEqual(2, set.count)
    XCTAssertTrue(set.contains(str1))
    XCTAssertTrue(set.contains(str2))
    try realm.commitWrite()
}

/// On an unmanaged owner: insert(objectsIn:) of an array with a duplicate keeps one of each object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testInsert
func testSetSuiteInsertUnmanaged() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let str3 = SwiftStringObject(value: ["stringCol": "3"])
    let setObject = SwiftMutableSetPropertyObject()
    let setObject2 = SwiftMutableSetPropertyObject()
    XCTAssertNil(setObject.realm)
    XCTAssertNil(setObject2.realm)
    let set = setObject.set
    let set2 = setObject2.set
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(str3)
    }
    realm.beginWrite()
    set.insert(objectsIn: [str1, str2, str1])
    XCTAssertEqual(2, set.count)
    XCTAssertTrue(set.contains(str1))
    XCTAssertTrue(set.contains(str2))
    try realm.commitWrite()
}

/// On an unmanaged owner: insert(objectsIn:) of results inserts every object of the class.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testAppendResults
func testSetSuiteAppendResultsUnmanaged() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let str3 = SwiftStringObject(value: ["stringCol": "3"])
    let setObject = SwiftMutableSetPropertyObject()
    let setObject2 = SwiftMutableSetPropertyObject()
    XCTAssertNil(setObject.realm)
    XCTAssertNil(setObject2.realm)
    let set = setObject.set
    let set2 = setObject2.set
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(str3)
    }
    realm.beginWrite()
    set.insert(objectsIn: realm.objects(SwiftStringObject.self))
    XCTAssertEqual(3, set.count)
    set.forEach {
        XCTAssertTrue($0.isSameObject(as: str1) || $0.isSameObject(as: str2) || $0.isSameObject(as: str3))
    }
    try realm.commitWrite()
}

/// On an unmanaged owner: removeAll() empties the set, and again on an empty set does nothing.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testRemoveAll
func testSetSuiteRemoveAllUnmanaged() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let str3 = SwiftStringObject(value: ["stringCol": "3"])
    let setObject = SwiftMutableSetPropertyObject()
    let setObject2 = SwiftMutableSetPropertyObject()
    XCTAssertNil(setObject.realm)
    XCTAssertNil(setObject2.realm)
    let set = setObject.set
    let set2 = setObject2.set
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(str3)
    }
    realm.beginWrite()
    set.insert(objectsIn: [str1, str2])
    set.removeAll()
    XCTAssertEqual(0, set.count)
    set.removeAll()
    XCTAssertEqual(0, set.count)
    try realm.commitWrite()
}

/// On an unmanaged owner: remove(_:) takes out one object; removeAll() the rest.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testRemoveObject
func testSetSuiteRemoveObjectUnmanaged() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let str3 = SwiftStringObject(value: ["stringCol": "3"])
    let setObject = SwiftMutableSetPropertyObject()
    let setObject2 = SwiftMutableSetPropertyObject()
    XCTAssertNil(setObject.realm)
    XCTAssertNil(setObject2.realm)
    let set = setObject.set
    let set2 = setObject2.set
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(str3)
    }
    realm.beginWrite()
    set.insert(objectsIn: [str1, str2])
    XCTAssertTrue(set.contains(str1))
    XCTAssertEqual(2, set.count)
    set.remove(str1)
    XCTAssertFalse(set.contains(str1))
    XCTAssertEqual(1, set.count)
    set.removeAll()
    XCTAssertEqual(0, set.count)
    XCTAssertFalse(set.contains(str1))
    XCTAssertFalse(set.contains(str2))
    try realm.commitWrite()
}

/// On an unmanaged owner: an empty set takes an unmanaged object, a created one, and the first
/// again, keeping two; each element describes itself.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testPopulateEmptySet
func testSetSuitePopulateEmptySetUnmanaged() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let str3 = SwiftStringObject(value: ["stringCol": "3"])
    let setObject = SwiftMutableSetPropertyObject()
    let setObject2 = SwiftMutableSetPropertyObject()
    XCTAssertNil(setObject.realm)
    XCTAssertNil(setObject2.realm)
    let set = setObject.set
    let set2 = setObject2.set
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(str3)
    }
    realm.beginWrite()
    XCTAssertEqual(set.count, 0, "Should start with no set elements.")
    let obj = SwiftStringObject()
    obj.stringCol = "a"
    set.insert(obj)
    set.insert(realm.create(SwiftStringObject.self, value: ["b"]))
    set.insert(obj)
    XCTAssertEqual(set.count, 2)
    set.forEach {
        XCTAssertTrue($0.stringCol == "a" || $0.stringCol == "b")
    }
    for element in set {
        XCTAssertTrue(element.description.utf16.count > 0, "Object should have description")
    }
    try realm.commitWrite()
}

/// On an unmanaged owner: a set of one object is a subset of a set of two holding it, and not the
/// other way round.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testSubset
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testUnion
func testSetSuiteSubsetUnmanaged() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let str3 = SwiftStringObject(value: ["stringCol": "3"])
    let setObject = SwiftMutableSetPropertyObject()
    let setObject2 = SwiftMutableSetPropertyObject()
    XCTAssertNil(setObject.realm)
    XCTAssertNil(setObject2.realm)
    let set = setObject.set
    let set2 = setObject2.set
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(str3)
    }
    realm.beginWrite()
    set.removeAll()
    set2.removeAll()
    XCTAssertEqual(0, set.count)
    XCTAssertEqual(0, set2.count)
    set.insert(objectsIn: [str1, str2, str1])
    set2.insert(objectsIn: [str1])
    XCTAssertEqual(2, set.count)
    XCTAssertEqual(1, set2.count)
    XCTAssertTrue(set2.isSubset(of: set))
    XCTAssertFalse(set.isSubset(of: set2))
    try realm.commitWrite()
}

/// On an unmanaged owner: two sets sharing one object intersect both ways, and forming the
/// intersection keeps that one object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testIntersection
func testSetSuiteIntersectionUnmanaged() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let str3 = SwiftStringObject(value: ["stringCol": "3"])
    let setObject = SwiftMutableSetPropertyObject()
    let setObject2 = SwiftMutableSetPropertyObject()
    XCTAssertNil(setObject.realm)
    XCTAssertNil(setObject2.realm)
    let set = setObject.set
    let set2 = setObject2.set
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(str3)
    }
    realm.beginWrite()
    set.removeAll()
    set2.removeAll()
    set.insert(objectsIn: [str1, str2])
    set2.insert(objectsIn: [str2, str3])
    XCTAssertEqual(2, set.count)
    XCTAssertEqual(2, set2.count)
    XCTAssertTrue(set.intersects(set2))
    XCTAssertTrue(set2.intersects(set))
    set.formIntersection(set2)
    XCTAssertTrue(set.intersects(set2))
    XCTAssertTrue(set2.intersects(set))
    XCTAssertEqual(1, set.count)
    try realm.commitWrite()
}

/// On an unmanaged owner: subtract(_:) removes the shared object and keeps the other.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testSubtract
func testSetSuiteSubtractUnmanaged() throws {
    let realm = try Realm()
    let str1 = SwiftStringObject(value: ["stringCol": "1"])
    let str2 = SwiftStringObject(value: ["stringCol": "2"])
    let str3 = SwiftStringObject(value: ["stringCol": "3"])
    let setObject = SwiftMutableSetPropertyObject()
    let setObject2 = SwiftMutableSetPropertyObject()
    XCTAssertNil(setObject.realm)
    XCTAssertNil(setObject2.realm)
    let set = setObject.set
    let set2 = setObject2.set
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(str3)
    }
    realm.beginWrite()
    set.removeAll()
    set2.removeAll()
    set.insert(objectsIn: [str1, str2])
    set2.insert(objectsIn: [str2, str3])
    XCTAssertEqual(2, set.count)
    XCTAssertEqual(2, set2.count)
    set.subtract(set2)
    XCTAssertEqual(1, set.count)
    XCTAssertTrue(set.contains(str1))
    try realm.commitWrite()
}

/// On an unmanaged owner: ten default objects inserted into its set read
/// back with their defaults: the int, the linked object's bool, an empty set.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testEnumeratingSetWithSetProperties
func testSetSuiteEnumeratingSetWithSetPropertiesUnmanaged() throws {
    let setObject = SwiftMutableSetOfSwiftObject()
    XCTAssertNil(setObject.realm)
    setObject.realm?.beginWrite()
    for _ in 0..<10 {
        setObject.set.insert(SwiftObject())
    }
    try setObject.realm?.commitWrite()
    XCTAssertEqual(10, setObject.set.count)
    for object in setObject.set {
        XCTAssertEqual(123, object.intCol)
        XCTAssertEqual(false, object.objectCol!.boolCol)
        XCTAssertEqual(0, object.setCol.count)
    }
}

/// On an unmanaged owner: its set is not invalidated.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testInvalidated
func testSetSuiteInvalidatedUnmanaged() throws {
    let setObject = SwiftMutableSetPropertyObject()
    XCTAssertNil(setObject.realm)
    XCTAssertFalse(setObject.set.isInvalidated)
}

/// The values read through value(forKeyPath:) on the owners' sets, and on every object, are the values read from each object's properties.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testValueForKey
func testSetSuiteValueForKeyMatchesProperties() throws {
    let realm = try Realm()
    try realm.write {
        for value in [1, 2] {
            let setObject = SwiftMutableSetOfSwiftObject()
            let object = SwiftObject()
            object.intCol = value
            object.doubleCol = Double(value)
            object.stringCol = String(value)
            object.decimalCol = Decimal128(number: value)
            object.objectIdCol = ObjectId(String(repeating: String(value), count: 24))
            setObject.set.insert(object)
            realm.add(setObject)
        }
    }
    let owners = realm.objects(SwiftMutableSetOfSwiftObject.self)
    let collections = owners.value(forKeyPath: "set") as! [MutableSet<SwiftObject>]
    let objects = realm.objects(SwiftObject.self)
    XCTAssertEqual(Array(owners.flatMap { $0.set.map { $0.intCol } }), Array(collections.flatMap { $0.map { $0.intCol } }))
    XCTAssertEqual(Array(owners.flatMap { $0.set.map { $0.doubleCol } }), Array(collections.flatMap { $0.map { $0.doubleCol } }))
    XCTAssertEqual(Array(owners.flatMap { $0.set.map { $0.stringCol } }), Array(collections.flatMap { $0.map { $0.stringCol } }))
    XCTAssertEqual(Array(owners.flatMap { $0.set.map { $0.decimalCol } }), Array(collections.flatMap { $0.map { $0.decimalCol } }))
    XCTAssertEqual(Array(owners.flatMap { $0.set.map { $0.objectIdCol } }), Array(collections.flatMap { $0.map { $0.objectIdCol } }))
    XCTAssertEqual(Array(objects.compactMap { $0.intCol }), Array((objects.value(forKeyPath: "intCol") as! [Int]).compactMap { $0 }))
    XCTAssertEqual(Array(objects.compactMap { $0.doubleCol }), Array((objects.value(forKeyPath: "doubleCol") as! [Double]).compactMap { $0 }))
    XCTAssertEqual(Array(objects.compactMap { $0.stringCol }), Array((objects.value(forKeyPath: "stringCol") as! [String]).compactMap { $0 }))
    XCTAssertEqual(Array(objects.compactMap { $0.decimalCol }), Array((objects.value(forKeyPath: "decimalCol") as! [Decimal128]).compactMap { $0 }))
    XCTAssertEqual(Array(objects.compactMap { $0.objectIdCol }), Array((objects.value(forKeyPath: "objectIdCol") as! [ObjectId]).compactMap { $0 }))
}

/// The empty sets of a new unmanaged object contain no value of any type, and no nil in the optional ones; once a value is added, contains finds it.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testPrimitiveIterationAcrossNil
func testSuiteSetEmptyContainsNothing() throws {
    let holder = SwiftMutableSetObject()
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
    holder.intOpt.insert(nil)
    XCTAssertTrue(holder.intOpt.contains { $0 == nil })
    holder.string.insert("foobar")
    XCTAssertTrue(holder.string.contains("foobar"))
}

/// The optional values read through value(forKeyPath:) on the owners' sets equal those read through each owner, nil links included, and an optional property read by key-value coding on every object gives, once nils are dropped, the values read one by one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MutableSetTests.swift MutableSetTests.testValueForKeyOptional
func testSetSuiteValueForKeyOptionalMatchesProperties() throws {
    let realm = try Realm()
    try realm.write {
        for value in [1, 2] {
            let setObject = SwiftMutableSetOfSwiftOptionalObject()
            let object = SwiftOptionalObject()
            object.optIntCol = value
            object.optInt8Col = Int8(value)
            object.optDoubleCol = Double(value)
            object.optStringCol = String(value)
            object.optNSStringCol = String(value)
            object.optDecimalCol = Decimal128(number: value)
            object.optObjectIdCol = ObjectId(String(repeating: String(value), count: 24))
            setObject.set.insert(object)
            realm.add(setObject)
        }
    }
    let owners = realm.objects(SwiftMutableSetOfSwiftOptionalObject.self)
    let collections = owners.value(forKeyPath: "set") as! [MutableSet<SwiftOptionalObject>]
    let objects = realm.objects(SwiftOptionalObject.self)
    XCTAssertEqual(collections.count, 2)
    XCTAssertEqual(Array(owners.flatMap { $0.set.map { $0.optIntCol } }), Array(collections.flatMap { $0.map { $0.optIntCol } }))
    XCTAssertEqual(Array(owners.flatMap { $0.set.map { $0.optInt8Col } }), Array(collections.flatMap { $0.map { $0.optInt8Col } }))
    XCTAssertEqual(Array(owners.flatMap { $0.set.map { $0.optDoubleCol } }), Array(collections.flatMap { $0.map { $0.optDoubleCol } }))
    XCTAssertEqual(Array(owners.flatMap { $0.set.map { $0.optStringCol } }), Array(collections.flatMap { $0.map { $0.optStringCol } }))
    XCTAssertEqual(Array(owners.flatMap { $0.set.map { $0.optNSStringCol } }), Array(collections.flatMap { $0.map { $0.optNSStringCol } }))
    XCTAssertEqual(Array(owners.flatMap { $0.set.map { $0.optDecimalCol } }), Array(collections.flatMap { $0.map { $0.optDecimalCol } }))
    XCTAssertEqual(Array(owners.flatMap { $0.set.map { $0.optObjectCol } }), Array(collections.flatMap { $0.map { $0.optObjectCol } }))
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
