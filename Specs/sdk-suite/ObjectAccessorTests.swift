// page: sdk
// tags: sdk, suite

// Models restated from the SDK's test models (`@Persisted` declarations; the
// SDK's `RealmOptional<Int>` properties are `Int?` here).

class SwiftBoolObject: Object {
    @Persisted var boolCol = false
}

class SwiftObject: Object {
    @Persisted var boolCol = false
    @Persisted var intCol = 123
    @Persisted var int8Col: Int8 = 123
    @Persisted var int16Col: Int16 = 123
    @Persisted var int32Col: Int32 = 123
    @Persisted var int64Col: Int64 = 123
    @Persisted var intEnumCol = 1
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

class SwiftOptionalObject: Object {
    @Persisted var optNSStringCol: String?
    @Persisted var optStringCol: String?
    @Persisted var optBinaryCol: Data?
    @Persisted var optDateCol: Date?
    @Persisted var optDecimalCol: Decimal128?
    @Persisted var optObjectIdCol: ObjectId?
    @Persisted var optUuidCol: UUID?
    @Persisted var optIntCol: Int?
    @Persisted var optInt8Col: Int8?
    @Persisted var optInt16Col: Int16?
    @Persisted var optInt32Col: Int32?
    @Persisted var optInt64Col: Int64?
    @Persisted var optFloatCol: Float?
    @Persisted var optDoubleCol: Double?
    @Persisted var optBoolCol: Bool?
    @Persisted var optEnumCol: Int?
    @Persisted var otherIntCol: Int?
    @Persisted var optObjectCol: SwiftBoolObject?
}

class SwiftAllIntSizesObject: Object {
    @Persisted var int8: Int8 = 0
    @Persisted var int16: Int16 = 0
    @Persisted var int32: Int32 = 0
    @Persisted var int64: Int64 = 0
}

class SwiftLongObject: Object {
    @Persisted var longCol: Int64 = 0
}

class SwiftDogObject: Object {
    @Persisted var dogName = ""
    @Persisted(originProperty: "dog") var owners: LinkingObjects<SwiftOwnerObject>
}

class SwiftOwnerObject: Object {
    @Persisted var name = ""
    @Persisted var dog: SwiftDogObject? = SwiftDogObject()
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
    @Persisted(originProperty: "child") var parent3: LinkingObjects<EmbeddedTreeObject1>
    @Persisted(originProperty: "children") var parent4: LinkingObjects<EmbeddedTreeObject1>
}

/// Integer properties of every size hold values past the next smaller size, set by subscript, by setValue(forKey:) and by member, before and after the object is added, and read back after the write.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectAccessorTests.swift ObjectAccessorTests.testIntSizes
func testIntSizesHoldLargeValues() throws {
    let realm = try Realm()
    let v8: Int8 = 64
    let v16: Int16 = 4096
    let v32: Int32 = 1073741824
    let v64: Int64 = 1099511627776
    try realm.write {
        let obj = SwiftAllIntSizesObject()
        for pass in [1, 2] {
            if pass == 2 {
                realm.add(obj)
            }
            for name in ["int8", "int16", "int32", "int64"] {
                obj[name] = 0
            }
            obj["int8"] = 64
            XCTAssertEqual(obj["int8"] as! Int, 64)
            obj["int16"] = 4096
            XCTAssertEqual(obj["int16"] as! Int, 4096)
            obj["int32"] = 1073741824
            XCTAssertEqual(obj["int32"] as! Int, 1073741824)
            obj["int64"] = 1099511627776
            XCTAssertEqual(obj["int64"] as! Int64, 1099511627776)

            for name in ["int8", "int16", "int32", "int64"] {
                obj[name] = 0
            }
            obj.setValue(64, forKey: "int8")
            XCTAssertEqual(obj.value(forKey: "int8") as! Int, 64)
            obj.setValue(4096, forKey: "int16")
            XCTAssertEqual(obj.value(forKey: "int16") as! Int, 4096)
            obj.setValue(1073741824, forKey: "int32")
            XCTAssertEqual(obj.value(forKey: "int32") as! Int, 1073741824)
            obj.setValue(1099511627776, forKey: "int64")
            XCTAssertEqual(obj.value(forKey: "int64") as! Int64, 1099511627776)

            for name in ["int8", "int16", "int32", "int64"] {
                obj[name] = 0
            }
            obj.int8 = v8
            XCTAssertEqual(obj.int8, v8)
            obj.int16 = v16
            XCTAssertEqual(obj.int16, v16)
            obj.int32 = v32
            XCTAssertEqual(obj.int32, v32)
            obj.int64 = v64
            XCTAssertEqual(obj.int64, v64)
        }
    }
    let obj = realm.objects(SwiftAllIntSizesObject.self).first!
    XCTAssertEqual(obj.int8, v8)
    XCTAssertEqual(obj.int16, v16)
    XCTAssertEqual(obj.int32, v32)
    XCTAssertEqual(obj.int64, v64)
}

/// An Int64 property stores values past 32 bits, negative ones too, and an update of one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectAccessorTests.swift ObjectAccessorTests.testLongType
func testInt64HoldsLongValues() throws {
    let longNumber: Int64 = 17179869184
    let intNumber: Int64 = 2147483647
    let negativeLongNumber: Int64 = -17179869184
    let updatedLongNumber: Int64 = 8589934592
    let realm = try Realm()
    realm.beginWrite()
    realm.create(SwiftLongObject.self, value: [longNumber])
    realm.create(SwiftLongObject.self, value: [intNumber])
    realm.create(SwiftLongObject.self, value: [negativeLongNumber])
    try realm.commitWrite()
    let objects = realm.objects(SwiftLongObject.self)
    XCTAssertEqual(objects.count, 3, "3 rows expected")
    XCTAssertEqual(objects[0].longCol, longNumber, "2 ^ 34 expected")
    XCTAssertEqual(objects[1].longCol, intNumber, "2 ^ 31 - 1 expected")
    XCTAssertEqual(objects[2].longCol, negativeLongNumber, "-2 ^ 34 expected")
    realm.beginWrite()
    objects[0].longCol = updatedLongNumber
    try realm.commitWrite()
    XCTAssertEqual(objects[0].longCol, updatedLongNumber, "After update: 2 ^ 33 expected")
}

/// Setting an optional property of a deleted object fails, to a value or to nil, through the deleted accessor and through another accessor of the same object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectAccessorTests.swift ObjectAccessorTests.testSettingOptionalPropertyOnDeletedObjectsThrows
func testSettingOptionalOnDeletedObjectFails() throws {
    let realm = try Realm()
    try realm.write {
        let obj = realm.create(SwiftOptionalObject.self)
        let copy = realm.objects(SwiftOptionalObject.self).first!
        realm.delete(obj)
        assertThrows(copy.optIntCol = 1)
        assertThrows(copy.optIntCol = nil)
        assertThrows(obj.optIntCol = 1)
        assertThrows(obj.optIntCol = nil)
    }
}

/// The subscript of a linking-objects property gives linking objects of the linking class, whose first element is the owner.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectAccessorTests.swift ObjectAccessorTests.testLinkingObjectsDynamicGet
func testLinkingObjectsThroughSubscript() throws {
    let fido = SwiftDogObject()
    let owner = SwiftOwnerObject()
    owner.dog = fido
    owner.name = "JP"
    let realm = try Realm()
    try realm.write {
        realm.add([fido, owner])
    }
    let dynamicOwners = fido["owners"]
    XCTAssertNotNil(dynamicOwners)
    XCTAssertTrue(dynamicOwners! is LinkingObjects<SwiftOwnerObject>)
    let firstOwner = (dynamicOwners as? LinkingObjects<SwiftOwnerObject>)?.first
    XCTAssertNotNil(firstOwner)
    XCTAssertEqual(firstOwner!.name, "JP")
}

/// Setting an embedded link: the same child again is allowed, a new child invalidates the old one, and a child already managed elsewhere is refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectAccessorTests.swift ObjectAccessorTests.testSetEmbeddedLink
func testSetEmbeddedLinkReplacesAndRefuses() throws {
    let realm = try Realm()
    realm.beginWrite()
    let parent = EmbeddedParentObject()
    realm.add(parent)
    let child1 = EmbeddedTreeObject1()
    parent.object = child1
    XCTAssertEqual(child1.realm, realm)
    parent.object = child1
    XCTAssertFalse(child1.isInvalidated)
    let child2 = EmbeddedTreeObject1()
    parent.object = child2
    XCTAssertEqual(child1.realm, realm)
    XCTAssertTrue(child1.isInvalidated)
    let child3 = EmbeddedTreeObject1()
    parent.array.append(child3)
    assertThrows(parent.object = child3, reason: "Can't set link to existing managed embedded object")
    realm.cancelWrite()
}

/// Two objects sharing a list and a set of the same two bool objects each
/// count two in both, read as first, last, through the results' iterator
/// and by enumerating the results.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectAccessorTests.swift ObjectAccessorTests.testCollectionsDuringResultsFastEnumeration
func testCollectionsDuringResultsEnumeration() throws {
    let realm = try Realm()
    let object1 = SwiftObject()
    let object2 = SwiftObject()
    let trueObject = SwiftBoolObject()
    trueObject.boolCol = true
    let falseObject = SwiftBoolObject()
    falseObject.boolCol = false
    object1.arrayCol.append(trueObject)
    object1.arrayCol.append(falseObject)
    object2.arrayCol.append(trueObject)
    object2.arrayCol.append(falseObject)
    object1.setCol.insert(trueObject)
    object1.setCol.insert(falseObject)
    object2.setCol.insert(trueObject)
    object2.setCol.insert(falseObject)
    try realm.write {
        realm.add(object1)
        realm.add(object2)
    }
    let objects = realm.objects(SwiftObject.self)
    let firstObject = objects.first
    XCTAssertEqual(2, firstObject!.arrayCol.count)
    XCTAssertEqual(2, firstObject!.setCol.count)
    let lastObject = objects.last
    XCTAssertEqual(2, lastObject!.arrayCol.count)
    XCTAssertEqual(2, lastObject!.setCol.count)
    var iterator = objects.makeIterator()
    let next = iterator.next()!
    XCTAssertEqual(next.arrayCol.count, 2)
    XCTAssertEqual(next.setCol.count, 2)
    var seen = 0
    for obj in objects {
        XCTAssertEqual(2, obj.arrayCol.count)
        XCTAssertEqual(2, obj.setCol.count)
        seen += 1
    }
    XCTAssertEqual(seen, 2)
}
