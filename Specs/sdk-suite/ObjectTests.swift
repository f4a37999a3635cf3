// page: sdk
// tags: sdk, suite

// Models restated from the SDK's test models (`@Persisted` declarations; the
// SDK's `RealmOptional<T>` properties are `T?` here, its `@objc` enum property
// an `Int`, the raw value the realm stores).

class SwiftBoolObject: Object {
    @Persisted var boolCol = false
}

class SwiftStringObject: Object {
    @Persisted var stringCol = ""
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

class SwiftDogObject: Object {
    @Persisted var dogName = ""
    @Persisted(originProperty: "dog") var owners: LinkingObjects<SwiftOwnerObject>
}

class SwiftOwnerObject: Object {
    @Persisted var name = ""
    @Persisted var dog: SwiftDogObject? = SwiftDogObject()
}

class SwiftPrimaryIntObject: Object {
    @Persisted var stringCol = ""
    @Persisted(primaryKey: true) var intCol = 0
}

class SwiftPrimaryOptionalIntObject: Object {
    @Persisted var stringCol = ""
    @Persisted(primaryKey: true) var intCol: Int?
}

class SwiftPrimaryStringObject: Object {
    @Persisted(primaryKey: true) var stringCol = ""
    @Persisted var intCol = 0
}

class SwiftPrimaryUUIDObject: Object {
    @Persisted(primaryKey: true) var uuidCol: UUID = UUID(uuidString: "85d4fbee-6ec6-47df-bfa1-615931903d7e")!
    @Persisted var stringCol = ""
}

class SwiftPrimaryObjectIdObject: Object {
    @Persisted(primaryKey: true) var objectIdCol: ObjectId = ObjectId.generate()
    @Persisted var intCol = 0
}

class SwiftIntObject: Object {
    @Persisted var intCol = 0
}

class SwiftArrayPropertyObject: Object {
    @Persisted var name = ""
    @Persisted var array: List<SwiftStringObject>
    @Persisted var intArray: List<SwiftIntObject>
    @Persisted var swiftObjArray: List<SwiftObject>
}

class SwiftMutableSetPropertyObject: Object {
    @Persisted var name = ""
    @Persisted var set: MutableSet<SwiftStringObject>
    @Persisted var intSet: MutableSet<SwiftIntObject>
    @Persisted var swiftObjSet: MutableSet<SwiftObject>
}

/// An unmanaged object has no realm; an object created in a write belongs to that realm, during the write and after it.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testRealm
func testObjectRealmIsItsRealm() throws {
    let standalone = SwiftStringObject()
    XCTAssertNil(standalone.realm)
    let realm = try Realm()
    var persisted: SwiftStringObject?
    try realm.write {
        persisted = realm.create(SwiftStringObject.self)
        XCTAssertNotNil(persisted!.realm)
        XCTAssertEqual(realm, persisted!.realm!)
    }
    XCTAssertNotNil(persisted!.realm)
    XCTAssertEqual(realm, persisted!.realm!)
}

/// value(forKey:) reads nil from every optional property, on an unmanaged, a created and an added object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testValueForKeyOptionals
func testValueForKeyReadsNilOptionals() throws {
    let check = { (object: SwiftOptionalObject) in
        for name in ["optNSStringCol", "optStringCol", "optBinaryCol", "optDateCol", "optIntCol", "optInt8Col",
                     "optInt16Col", "optInt32Col", "optInt64Col", "optFloatCol", "optDoubleCol", "optBoolCol",
                     "optEnumCol", "optUuidCol"] {
            XCTAssertNil(object.value(forKey: name))
        }
    }
    check(SwiftOptionalObject())
    let realm = try Realm()
    try realm.write {
        check(realm.create(SwiftOptionalObject.self))
        let added = SwiftOptionalObject()
        realm.add(added)
        check(added)
    }
}

/// value(forKey:) gives each list property as a list of its type, empty, on an unmanaged, a created and an added object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testValueForKeyList
func testValueForKeyGivesEmptyLists() throws {
    let check = { (object: SwiftListObject) in
        XCTAssertNil((object.value(forKey: "int") as! List<Int>).first)
        XCTAssertNil((object.value(forKey: "int8") as! List<Int8>).first)
        XCTAssertNil((object.value(forKey: "int16") as! List<Int16>).first)
        XCTAssertNil((object.value(forKey: "int32") as! List<Int32>).first)
        XCTAssertNil((object.value(forKey: "int64") as! List<Int64>).first)
        XCTAssertNil((object.value(forKey: "float") as! List<Float>).first)
        XCTAssertNil((object.value(forKey: "double") as! List<Double>).first)
        XCTAssertNil((object.value(forKey: "string") as! List<String>).first)
        XCTAssertNil((object.value(forKey: "data") as! List<Data>).first)
        XCTAssertNil((object.value(forKey: "date") as! List<Date>).first)
        XCTAssertNil((object.value(forKey: "decimal") as! List<Decimal128>).first)
        XCTAssertNil((object.value(forKey: "objectId") as! List<ObjectId>).first)
        XCTAssertNil((object.value(forKey: "uuid") as! List<UUID>).first)
        XCTAssertNil((object.value(forKey: "any") as! List<AnyRealmValue>).first)
        XCTAssertNil((object.value(forKey: "intOpt") as! List<Int?>).first)
        XCTAssertNil((object.value(forKey: "int8Opt") as! List<Int8?>).first)
        XCTAssertNil((object.value(forKey: "int16Opt") as! List<Int16?>).first)
        XCTAssertNil((object.value(forKey: "int32Opt") as! List<Int32?>).first)
        XCTAssertNil((object.value(forKey: "int64Opt") as! List<Int64?>).first)
        XCTAssertNil((object.value(forKey: "floatOpt") as! List<Float?>).first)
        XCTAssertNil((object.value(forKey: "doubleOpt") as! List<Double?>).first)
        XCTAssertNil((object.value(forKey: "stringOpt") as! List<String?>).first)
        XCTAssertNil((object.value(forKey: "dataOpt") as! List<Data?>).first)
        XCTAssertNil((object.value(forKey: "dateOpt") as! List<Date?>).first)
        XCTAssertNil((object.value(forKey: "decimalOpt") as! List<Decimal128?>).first)
        XCTAssertNil((object.value(forKey: "objectIdOpt") as! List<ObjectId?>).first)
        XCTAssertNil((object.value(forKey: "uuidOpt") as! List<UUID?>).first)
    }
    check(SwiftListObject())
    let realm = try Realm()
    try realm.write {
        check(realm.create(SwiftListObject.self))
        let added = SwiftListObject()
        realm.add(added)
        check(added)
    }
}

/// value(forKey:) gives each set property as a set of its type, empty, on an unmanaged, a created and an added object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testValueForKeyMutableSet
func testValueForKeyGivesEmptySets() throws {
    let check = { (object: SwiftMutableSetObject) in
        XCTAssertEqual((object.value(forKey: "int") as! MutableSet<Int>).count, 0)
        XCTAssertEqual((object.value(forKey: "int8") as! MutableSet<Int8>).count, 0)
        XCTAssertEqual((object.value(forKey: "int16") as! MutableSet<Int16>).count, 0)
        XCTAssertEqual((object.value(forKey: "int32") as! MutableSet<Int32>).count, 0)
        XCTAssertEqual((object.value(forKey: "int64") as! MutableSet<Int64>).count, 0)
        XCTAssertEqual((object.value(forKey: "float") as! MutableSet<Float>).count, 0)
        XCTAssertEqual((object.value(forKey: "double") as! MutableSet<Double>).count, 0)
        XCTAssertEqual((object.value(forKey: "string") as! MutableSet<String>).count, 0)
        XCTAssertEqual((object.value(forKey: "data") as! MutableSet<Data>).count, 0)
        XCTAssertEqual((object.value(forKey: "date") as! MutableSet<Date>).count, 0)
        XCTAssertEqual((object.value(forKey: "decimal") as! MutableSet<Decimal128>).count, 0)
        XCTAssertEqual((object.value(forKey: "objectId") as! MutableSet<ObjectId>).count, 0)
        XCTAssertEqual((object.value(forKey: "uuid") as! MutableSet<UUID>).count, 0)
        XCTAssertEqual((object.value(forKey: "any") as! MutableSet<AnyRealmValue>).count, 0)
        XCTAssertEqual((object.value(forKey: "intOpt") as! MutableSet<Int?>).count, 0)
        XCTAssertEqual((object.value(forKey: "int8Opt") as! MutableSet<Int8?>).count, 0)
        XCTAssertEqual((object.value(forKey: "int16Opt") as! MutableSet<Int16?>).count, 0)
        XCTAssertEqual((object.value(forKey: "int32Opt") as! MutableSet<Int32?>).count, 0)
        XCTAssertEqual((object.value(forKey: "int64Opt") as! MutableSet<Int64?>).count, 0)
        XCTAssertEqual((object.value(forKey: "floatOpt") as! MutableSet<Float?>).count, 0)
        XCTAssertEqual((object.value(forKey: "doubleOpt") as! MutableSet<Double?>).count, 0)
        XCTAssertEqual((object.value(forKey: "stringOpt") as! MutableSet<String?>).count, 0)
        XCTAssertEqual((object.value(forKey: "dataOpt") as! MutableSet<Data?>).count, 0)
        XCTAssertEqual((object.value(forKey: "dateOpt") as! MutableSet<Date?>).count, 0)
        XCTAssertEqual((object.value(forKey: "decimalOpt") as! MutableSet<Decimal128?>).count, 0)
        XCTAssertEqual((object.value(forKey: "objectIdOpt") as! MutableSet<ObjectId?>).count, 0)
        XCTAssertEqual((object.value(forKey: "uuidOpt") as! MutableSet<UUID?>).count, 0)
    }
    check(SwiftMutableSetObject())
    let realm = try Realm()
    try realm.write {
        check(realm.create(SwiftMutableSetObject.self))
        let added = SwiftMutableSetObject()
        realm.add(added)
        check(added)
    }
}

/// value(forKey:) gives a linking-objects property as linking objects of the linking class; once managed, its first element is the owner.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testValueForKeyLinkingObjects
func testValueForKeyGivesLinkingObjects() throws {
    let check = { (object: SwiftDogObject) in
        let owners = object.value(forKey: "owners") as! LinkingObjects<SwiftOwnerObject>
        if object.realm != nil {
            XCTAssertEqual(owners.first!.name, "owner name")
        }
    }
    let dog = SwiftDogObject()
    let owner = SwiftOwnerObject(value: ["owner name", dog])
    check(dog)
    let realm = try Realm()
    try realm.write {
        check(realm.create(SwiftOwnerObject.self, value: owner).dog!)
        realm.add(owner)
        check(dog)
    }
}

/// setValue(forKey:) on an unmanaged object, fed a JSON-like dictionary key by key, fills a string, lists and sets of objects from dictionaries.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testSettingUnmanagedObjectValuesWithSwiftDictionary
func testSetValueForKeyFromJsonDictionary() throws {
    let json: [String: Any] = ["name": "foo", "array": [["stringCol": "bar"]], "intArray": [["intCol": 50]]]
    let object = SwiftArrayPropertyObject()
    for key in json.keys {
        object.setValue(json[key], forKey: key)
    }
    XCTAssertEqual(object.name, "foo")
    XCTAssertEqual(object.array[0].stringCol, "bar")
    XCTAssertEqual(object.intArray[0].intCol, 50)

    let json2: [String: Any] = ["name": "foo", "set": [["stringCol": "bar"]], "intSet": [["intCol": 50]]]
    let object2 = SwiftMutableSetPropertyObject()
    for key in json2.keys {
        object2.setValue(json2[key], forKey: key)
    }
    XCTAssertEqual(object2.name, "foo")
    XCTAssertEqual(object2.set[0].stringCol, "bar")
    XCTAssertEqual(object2.intSet[0].intCol, 50)
}

/// dynamicList gives a managed list property by name, with its elements; an unknown name fails.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testDynamicList
func testDynamicListByName() throws {
    let realm = try Realm()
    let arrayObject = SwiftArrayPropertyObject()
    let str1 = SwiftStringObject()
    let str2 = SwiftStringObject()
    arrayObject.array.append(objectsIn: [str1, str2])
    try realm.write {
        realm.add(arrayObject)
    }
    let dynamicArray = arrayObject.dynamicList("array")
    XCTAssertEqual(dynamicArray.count, 2)
    XCTAssertTrue(dynamicArray[0].isSameObject(as: str1))
    XCTAssertTrue(dynamicArray[1].isSameObject(as: str2))
    XCTAssertEqual(arrayObject.dynamicList("intArray").count, 0)
    assertThrows(arrayObject.dynamicList("noSuchList"))
}

/// dynamicMutableSet gives a managed set property by name, with its elements; an unknown name fails.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testDynamicMutableSet
func testDynamicMutableSetByName() throws {
    let realm = try Realm()
    let setObject = SwiftMutableSetPropertyObject()
    let str1 = SwiftStringObject()
    let str2 = SwiftStringObject()
    setObject.set.insert(objectsIn: [str1, str2])
    try realm.write {
        realm.add(setObject)
    }
    let dynamicSet = setObject.dynamicMutableSet("set")
    XCTAssertEqual(dynamicSet.count, 2)
    XCTAssertTrue(dynamicSet.map { $0.isSameObject(as: str1) }.contains(true))
    XCTAssertTrue(dynamicSet.map { $0.isSameObject(as: str2) }.contains(true))
    XCTAssertEqual(setObject.dynamicMutableSet("intSet").count, 0)
    assertThrows(setObject.dynamicMutableSet("noSuchSet"))
}

/// Observing an unmanaged object fails, with or without key paths: only managed objects can be observed.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testObserveUnmanagedObject
func testObserveUnmanagedObjectFails() throws {
    assertThrows(SwiftIntObject().observe { _ in }, reason: "managed")
    assertThrows(SwiftIntObject().observe(keyPaths: ["intCol"]) { _ in }, reason: "managed")
}
