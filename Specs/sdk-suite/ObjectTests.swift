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
    // As the SDK declares it: a RealmOptional primary key.
    @objc dynamic var stringCol = ""
    let intCol = RealmOptional<Int>()
    override class func primaryKey() -> String? { "intCol" }
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

class SwiftRecursiveObject: Object {
    @Persisted var objects: List<SwiftRecursiveObject>
    @Persisted var objectSet: MutableSet<SwiftRecursiveObject>
}

class SwiftDynamicDefaultObject: Object {
    // The SDK's model draws its Int, Float, Double, date, string and data
    // defaults from a counter and UUID(); these defaults Swift computes anew
    // for each object too.
    @objc dynamic var idCol = ObjectId.generate()
    @objc dynamic var uuidCol = UUID()
    @objc dynamic var dateCol = Date()
    override static func primaryKey() -> String? { "idCol" }
}

class SwiftObjectiveCTypesObject: Object {
    @objc dynamic var stringCol: NSString?
    @objc dynamic var dateCol: NSDate?
    @objc dynamic var dataCol: NSData?
}

class SwiftOptionalDefaultValuesObject: Object {
    @Persisted var optStringCol: String? = "B"
    @Persisted var optIntCol: Int? = 1
}

class SwiftEmployeeObject: Object {
    @Persisted var name = ""
    @Persisted var age = 0
    @Persisted var hired = false
}

class SwiftCompanyObject: Object {
    @Persisted var name = ""
    @Persisted var employees: List<SwiftEmployeeObject>
    @Persisted var employeeSet: MutableSet<SwiftEmployeeObject>
    @Persisted var employeeMap: Map<String, SwiftEmployeeObject?>
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

/// Deleting observed objects delivers .deleted to an observer of the whole object and to one of a key path.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testDeleteObservedObject
func testDeleteObservedObjectNotifiesDeleted() throws {
    let realm = try Realm()
    realm.beginWrite()
    let object0 = realm.create(SwiftIntObject.self, value: [0])
    let object1 = realm.create(SwiftIntObject.self, value: [0])
    try realm.commitWrite()
    var deleted0 = 0
    var other0 = 0
    let token0 = object0.observe { change in
        if case .deleted = change {
            deleted0 += 1
        } else {
            other0 += 1
        }
    }
    var deleted1 = 0
    var other1 = 0
    let token1 = object1.observe(keyPaths: ["intCol"]) { change in
        if case .deleted = change {
            deleted1 += 1
        } else {
            other1 += 1
        }
    }
    realm.refresh()
    realm.beginWrite()
    realm.delete(object0)
    realm.delete(object1)
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(deleted0, 1)
    XCTAssertEqual(other0, 0)
    XCTAssertEqual(deleted1, 1)
    XCTAssertEqual(other1, 0)
    token0.invalidate()
    token1.invalidate()
}

/// Observing a key path naming no property fails, naming the class the last name was looked up in.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testObserveInvalidKeyPath
func testObserveUnknownKeyPathFails() throws {
    let realm = try Realm()
    let object = try realm.write {
        realm.create(SwiftObject.self, value: ["intCol": 0])
    }
    assertThrows(object.observe(keyPaths: ["notAProperty"], { _ in }),
                 reason: "property 'notAProperty' not found in object of type 'SwiftObject'")
    assertThrows(object.observe(keyPaths: ["arrayCol.alsoNotAProperty"], { _ in }),
                 reason: "property 'alsoNotAProperty' not found in object of type 'SwiftBoolObject'")
}

/// A write to a property outside the observed key path delivers nothing.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testModifyUnobservedKeyPathLocally
func testLocalChangeOutsideObservedKeyPath() throws {
    let realm = try Realm()
    let object = try realm.write {
        realm.create(SwiftObject.self, value: ["intCol": 0])
    }
    var calls = 0
    let token = object.observe(keyPaths: ["boolCol"]) { _ in
        calls += 1
    }
    realm.refresh()
    try object.realm!.write {
        object.intCol = 3
    }
    realm.refresh()
    XCTAssertEqual(calls, 0)
    token.invalidate()
}

/// Observing two Swift key paths, a change to either delivers one change with that property's new value.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testModifyMultipleObservedPartialKeyPathLocally
func testLocalChangesOfTwoObservedSwiftKeyPaths() throws {
    let realm = try Realm()
    let object = try realm.write {
        realm.create(SwiftObject.self, value: ["intCol": 0])
    }
    var counts: [Int] = []
    var intValues: [Int] = []
    var token = object.observe(keyPaths: [\SwiftObject.intCol, \SwiftObject.stringCol]) { changes in
        if case .change(_, let properties) = changes {
            counts.append(properties.count)
            intValues.append(properties[0].newValue as! Int)
        }
    }
    realm.refresh()
    try object.realm!.write {
        object.intCol = 2
    }
    realm.refresh()
    XCTAssertEqual(counts, [1])
    XCTAssertEqual(intValues, [2])
    token.invalidate()

    var stringCounts: [Int] = []
    var stringValues: [String] = []
    token = object.observe(keyPaths: [\SwiftObject.intCol, \SwiftObject.stringCol]) { changes in
        if case .change(_, let properties) = changes {
            stringCounts.append(properties.count)
            stringValues.append(properties[0].newValue as! String)
        }
    }
    realm.refresh()
    try object.realm!.write {
        object.stringCol = "new string"
    }
    realm.refresh()
    XCTAssertEqual(stringCounts, [1])
    XCTAssertEqual(stringValues, ["new string"])
    token.invalidate()
}

/// Observing two Swift key paths, a write to a third property delivers nothing.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testModifyUnobservedPartialKeyPathLocally
func testLocalChangeOutsideObservedSwiftKeyPaths() throws {
    let realm = try Realm()
    let object = try realm.write {
        realm.create(SwiftObject.self, value: ["intCol": 0])
    }
    var calls = 0
    let token = object.observe(keyPaths: [\SwiftObject.boolCol, \SwiftObject.stringCol]) { _ in
        calls += 1
    }
    realm.refresh()
    try object.realm!.write {
        object.intCol = 3
    }
    realm.refresh()
    XCTAssertEqual(calls, 0)
    token.invalidate()
}

/// Appending to an observed object's list delivers one change naming the list, with no old or new value.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testListPropertyNotifications
func testListAppendNotifiesObject() throws {
    let realm = try Realm()
    realm.beginWrite()
    let object = realm.create(SwiftRecursiveObject.self)
    try realm.commitWrite()
    var names: [[String]] = []
    var values: [Int?] = []
    let token = object.observe { change in
        if case .change(_, let properties) = change {
            names.append(properties.map { $0.name })
            for p in properties {
                values.append(p.oldValue as? Int)
                values.append(p.newValue as? Int)
            }
        } else {
            names.append(["not a change"])
        }
    }
    realm.refresh()
    try realm.write {
        let obj = realm.objects(SwiftRecursiveObject.self).first!
        obj.objects.append(obj)
    }
    realm.refresh()
    XCTAssertEqual(names, [["objects"]])
    XCTAssertEqual(values, [nil, nil])
    token.invalidate()
}

/// Inserting into an observed object's set delivers one change naming the set, with no old or new value.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testMutableSetPropertyNotifications
func testSetInsertNotifiesObject() throws {
    let realm = try Realm()
    realm.beginWrite()
    let object = realm.create(SwiftRecursiveObject.self)
    try realm.commitWrite()
    var names: [[String]] = []
    var values: [Int?] = []
    let token = object.observe { change in
        if case .change(_, let properties) = change {
            names.append(properties.map { $0.name })
            for p in properties {
                values.append(p.oldValue as? Int)
                values.append(p.newValue as? Int)
            }
        } else {
            names.append(["not a change"])
        }
    }
    realm.refresh()
    try realm.write {
        let obj = realm.objects(SwiftRecursiveObject.self).first!
        obj.objectSet.insert(obj)
    }
    realm.refresh()
    XCTAssertEqual(names, [["objectSet"]])
    XCTAssertEqual(values, [nil, nil])
    token.invalidate()
}

/// Key paths through a list: "employees" hears the list change (append, replace) but not an element's property; "employees.hired" hears that property, deletion, append and replacement, not another property; neither hears the owner's other property.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testListPropertyKeyPathNotifications
func testListKeyPathNotifications() throws {
    let realm = try Realm()
    realm.beginWrite()
    let employee = realm.create(SwiftEmployeeObject.self)
    let company = realm.create(SwiftCompanyObject.self)
    company.employees.append(employee)
    try realm.commitWrite()
    var calls1 = 0
    let token1 = company.observe(keyPaths: ["employees"]) { change in
        calls1 += 1
    }
    realm.refresh()
    try realm.write {
        employee.hired = true
    }
    realm.refresh()
    XCTAssertEqual(calls1, 0)
    token1.invalidate()
    var names2: [[String]] = []
    var values2: [Int?] = []
    let token2 = company.observe(keyPaths: ["employees.hired"]) { change in
        if case .change(_, let properties) = change {
            names2.append(properties.map { $0.name })
            for p in properties {
                values2.append(p.oldValue as? Int)
                values2.append(p.newValue as? Int)
            }
        } else {
            names2.append(["not a change"])
        }
    }
    realm.refresh()
    try realm.write {
        XCTAssertTrue(employee.hired)
        employee.hired = false
    }
    realm.refresh()
    XCTAssertEqual(names2, [["employees"]])
    XCTAssertEqual(values2, [nil, nil])
    token2.invalidate()
    var calls3 = 0
    let token3 = company.observe(keyPaths: ["employees.hired"]) { change in
        calls3 += 1
    }
    realm.refresh()
    try realm.write {
        employee.age = 35
    }
    realm.refresh()
    XCTAssertEqual(calls3, 0)
    token3.invalidate()
    var names4: [[String]] = []
    var values4: [Int?] = []
    let token4 = company.observe(keyPaths: ["employees.hired"]) { change in
        if case .change(_, let properties) = change {
            names4.append(properties.map { $0.name })
            for p in properties {
                values4.append(p.oldValue as? Int)
                values4.append(p.newValue as? Int)
            }
        } else {
            names4.append(["not a change"])
        }
    }
    realm.refresh()
    try realm.write {
        realm.delete(employee)
    }
    realm.refresh()
    XCTAssertEqual(names4, [["employees"]])
    XCTAssertEqual(values4, [nil, nil])
    token4.invalidate()
    var names5: [[String]] = []
    var values5: [Int?] = []
    let token5 = company.observe(keyPaths: ["employees.hired"]) { change in
        if case .change(_, let properties) = change {
            names5.append(properties.map { $0.name })
            for p in properties {
                values5.append(p.oldValue as? Int)
                values5.append(p.newValue as? Int)
            }
        } else {
            names5.append(["not a change"])
        }
    }
    realm.refresh()
    try realm.write {
        let employee2 = realm.create(SwiftEmployeeObject.self)
        company.employees.append(employee2)
    }
    realm.refresh()
    XCTAssertEqual(names5, [["employees"]])
    XCTAssertEqual(values5, [nil, nil])
    token5.invalidate()
    var names6: [[String]] = []
    var values6: [Int?] = []
    let token6 = company.observe(keyPaths: ["employees.hired"]) { change in
        if case .change(_, let properties) = change {
            names6.append(properties.map { $0.name })
            for p in properties {
                values6.append(p.oldValue as? Int)
                values6.append(p.newValue as? Int)
            }
        } else {
            names6.append(["not a change"])
        }
    }
    realm.refresh()
    try realm.write {
        let employee3 = realm.create(SwiftEmployeeObject.self)
        company.employees[0] = employee3
    }
    realm.refresh()
    XCTAssertEqual(names6, [["employees"]])
    XCTAssertEqual(values6, [nil, nil])
    token6.invalidate()
    var names7: [[String]] = []
    var values7: [Int?] = []
    let token7 = company.observe(keyPaths: ["employees"]) { change in
        if case .change(_, let properties) = change {
            names7.append(properties.map { $0.name })
            for p in properties {
                values7.append(p.oldValue as? Int)
                values7.append(p.newValue as? Int)
            }
        } else {
            names7.append(["not a change"])
        }
    }
    realm.refresh()
    try realm.write {
        let employee4 = realm.create(SwiftEmployeeObject.self)
        company.employees.append(employee4)
    }
    realm.refresh()
    XCTAssertEqual(names7, [["employees"]])
    XCTAssertEqual(values7, [nil, nil])
    token7.invalidate()
    var names8: [[String]] = []
    var values8: [Int?] = []
    let token8 = company.observe(keyPaths: ["employees"]) { change in
        if case .change(_, let properties) = change {
            names8.append(properties.map { $0.name })
            for p in properties {
                values8.append(p.oldValue as? Int)
                values8.append(p.newValue as? Int)
            }
        } else {
            names8.append(["not a change"])
        }
    }
    realm.refresh()
    try realm.write {
        let employee5 = realm.create(SwiftEmployeeObject.self)
        company.employees[0] = employee5
    }
    realm.refresh()
    XCTAssertEqual(names8, [["employees"]])
    XCTAssertEqual(values8, [nil, nil])
    token8.invalidate()
    var calls9 = 0
    let token9 = company.observe(keyPaths: ["employees"]) { change in
        calls9 += 1
    }
    realm.refresh()
    try realm.write {
        company.name = "changed"
    }
    realm.refresh()
    XCTAssertEqual(calls9, 0)
    token9.invalidate()
}

/// Observing "dog.dogName", a change of the linked dog's name delivers one change naming the link.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testLinkPropertyKeyPathNotifications1
func testLinkKeyPathHearsLinkedProperty() throws {
    let realm = try Realm()
    realm.beginWrite()
    let person = realm.create(SwiftOwnerObject.self)
    let dog = realm.create(SwiftDogObject.self)
    person.dog = dog
    try realm.commitWrite()
    var names: [[String]] = []
    var values: [Int?] = []
    let token = person.observe(keyPaths: ["dog.dogName"]) { change in
        if case .change(_, let properties) = change {
            names.append(properties.map { $0.name })
            for p in properties {
                values.append(p.oldValue as? Int)
                values.append(p.newValue as? Int)
            }
        } else {
            names.append(["not a change"])
        }
    }
    realm.refresh()
    try realm.write {
        dog.dogName = "rex"
    }
    realm.refresh()
    XCTAssertEqual(names, [["dog"]])
    XCTAssertEqual(values, [nil, nil])
    token.invalidate()
}

/// Observing "dog.dogName", pointing the link at a new dog delivers one change naming the link.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testLinkPropertyKeyPathNotifications2
func testLinkKeyPathHearsReassignment() throws {
    let realm = try Realm()
    realm.beginWrite()
    let person = realm.create(SwiftOwnerObject.self)
    let dog = realm.create(SwiftDogObject.self)
    person.dog = dog
    try realm.commitWrite()
    var names: [[String]] = []
    var values: [Int?] = []
    let token = person.observe(keyPaths: ["dog.dogName"]) { change in
        if case .change(_, let properties) = change {
            names.append(properties.map { $0.name })
            for p in properties {
                values.append(p.oldValue as? Int)
                values.append(p.newValue as? Int)
            }
        } else {
            names.append(["not a change"])
        }
    }
    realm.refresh()
    try realm.write {
        let newDog = SwiftDogObject()
        person.dog = newDog
    }
    realm.refresh()
    XCTAssertEqual(names, [["dog"]])
    XCTAssertEqual(values, [nil, nil])
    token.invalidate()
}

/// Observing "dog", a change of the owner's name delivers nothing.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testLinkPropertyKeyPathNotifications3
func testLinkKeyPathIgnoresOtherProperty() throws {
    let realm = try Realm()
    realm.beginWrite()
    let person = realm.create(SwiftOwnerObject.self)
    let dog = realm.create(SwiftDogObject.self)
    person.dog = dog
    try realm.commitWrite()
    var calls = 0
    let token = person.observe(keyPaths: ["dog"]) { change in
        calls += 1
    }
    realm.refresh()
    try realm.write {
        person.name = "Teddy"
    }
    realm.refresh()
    XCTAssertEqual(calls, 0)
    token.invalidate()
}

/// Observing "dog", a change of the linked dog's name delivers nothing.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testLinkPropertyKeyPathNotifications4
func testLinkKeyPathIgnoresLinkedProperty() throws {
    let realm = try Realm()
    realm.beginWrite()
    let person = realm.create(SwiftOwnerObject.self)
    let dog = realm.create(SwiftDogObject.self)
    person.dog = dog
    try realm.commitWrite()
    var calls = 0
    let token = person.observe(keyPaths: ["dog"]) { change in
        calls += 1
    }
    realm.refresh()
    try realm.write {
        dog.dogName = "fido"
    }
    realm.refresh()
    XCTAssertEqual(calls, 0)
    token.invalidate()
}

/// Observing the backlinks "owners", a change of the dog's own name delivers nothing.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testBacklinkPropertyKeyPathNotifications1
func testBacklinkKeyPathIgnoresOwnProperty() throws {
    let realm = try Realm()
    realm.beginWrite()
    let person = realm.create(SwiftOwnerObject.self)
    let dog = realm.create(SwiftDogObject.self)
    person.dog = dog
    try realm.commitWrite()
    var calls = 0
    let token = dog.observe(keyPaths: ["owners"]) { change in
        calls += 1
    }
    realm.refresh()
    try realm.write {
        dog.dogName = "fido"
    }
    realm.refresh()
    XCTAssertEqual(calls, 0)
    token.invalidate()
}

/// Observing the backlinks "owners", a change of an owner's name delivers nothing.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testBacklinkPropertyKeyPathNotifications2
func testBacklinkKeyPathIgnoresOwnerProperty() throws {
    let realm = try Realm()
    realm.beginWrite()
    let person = realm.create(SwiftOwnerObject.self)
    let dog = realm.create(SwiftDogObject.self)
    person.dog = dog
    try realm.commitWrite()
    var calls = 0
    let token = dog.observe(keyPaths: ["owners"]) { change in
        calls += 1
    }
    realm.refresh()
    try realm.write {
        let owner = dog.owners.first!
        owner.name = "Tom"
    }
    realm.refresh()
    XCTAssertEqual(calls, 0)
    token.invalidate()
}

/// Objects of a primary-keyed class are equal when they are the same row: not an object of another key, not an unmanaged copy, but the same object read back by its key, with the same hash.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testEqualityForObjectTypeWithPrimaryKey
func testEqualityOfPrimaryKeyedObjects() throws {
    let realm = try Realm()
    let pk = "123456"
    let testObject = SwiftPrimaryStringObject()
    testObject.stringCol = pk
    testObject.intCol = 12345
    let unmanaged = SwiftPrimaryStringObject()
    unmanaged.stringCol = pk
    unmanaged.intCol = 12345
    let otherObject = SwiftPrimaryStringObject()
    otherObject.stringCol = "not" + pk
    otherObject.intCol = 12345
    try realm.write {
        realm.add([testObject, otherObject])
    }
    XCTAssertNotEqual(testObject, otherObject)
    XCTAssertNotEqual(testObject, unmanaged)
    let retrieved = realm.object(ofType: SwiftPrimaryStringObject.self, forPrimaryKey: pk)!
    XCTAssertEqual(testObject, retrieved)
    XCTAssertEqual(testObject.hash, retrieved.hash)
    XCTAssertTrue(testObject.isSameObject(as: retrieved))
}

/// object(ofType:forPrimaryKey:) takes a class given as the dynamic type of an unmanaged or a managed object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testRetrievingObjectWithRuntimeType
func testObjectForPrimaryKeyWithDynamicType() throws {
    let realm = try Realm()
    let unmanagedStringObject = SwiftPrimaryStringObject()
    unmanagedStringObject.stringCol = UUID().uuidString
    let managedStringObject = SwiftPrimaryStringObject()
    managedStringObject.stringCol = UUID().uuidString
    try realm.write {
        realm.add(managedStringObject)
    }
    XCTAssertNotNil(realm.object(ofType: type(of: unmanagedStringObject), forPrimaryKey: managedStringObject.stringCol))
    XCTAssertNotNil(realm.object(ofType: type(of: managedStringObject), forPrimaryKey: managedStringObject.stringCol))
}

/// objects(_:) takes a class given as the dynamic type of an unmanaged or a managed object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testRetrievingObjectsWithRuntimeType
func testObjectsWithDynamicType() throws {
    let realm = try Realm()
    let unmanagedStringObject = SwiftStringObject()
    unmanagedStringObject.stringCol = "foo"
    let managedStringObject = SwiftStringObject()
    managedStringObject.stringCol = "bar"
    try realm.write {
        realm.add(managedStringObject)
    }
    XCTAssertEqual(realm.objects(type(of: unmanagedStringObject)).count, 1)
    XCTAssertEqual(realm.objects(type(of: managedStringObject)).count, 1)
}

/// A frozen dynamic object freezes its dynamic list and set and their elements.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testFreezeDynamicObject
func testFreezeDynamicObjectFreezesCollections() throws {
    let realm = try Realm()
    try realm.write {
        realm.create(SwiftObject.self, value: ["arrayCol": [[true]], "setCol": [[true]]])
    }
    let obj = realm.dynamicObjects("SwiftObject").first!.freeze()
    XCTAssertTrue(obj.isFrozen)
    XCTAssertTrue(obj.dynamicList("arrayCol").isFrozen)
    XCTAssertTrue(obj.dynamicList("arrayCol").first!.isFrozen)
    XCTAssertTrue(obj.dynamicMutableSet("setCol").isFrozen)
    XCTAssertTrue(obj.dynamicMutableSet("setCol").first!.isFrozen)
}

/// A frozen copy reads the same values as the live object for every kind of property, optional property and list.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testFreezeAllPropertyTypes
func testFreezeKeepsEveryPropertyType() throws {
    let realm = try Realm()
    realm.beginWrite()
    let obj = realm.create(SwiftObject.self, value: [
        "boolCol": true, "intCol": 456, "floatCol": 4.56 as Float, "doubleCol": 45.6, "stringCol": "b",
        "binaryCol": Data("b".utf8), "dateCol": Date(timeIntervalSince1970: 2), "objectCol": [true],
        "uuidCol": UUID(), "anyCol": "hello"])
    let optObj = realm.create(SwiftOptionalObject.self, value: [
        "optNSStringCol": "NSString", "optStringCol": "String", "optBinaryCol": Data(), "optDateCol": Date(),
        "optIntCol": 1, "optInt8Col": 2, "optInt16Col": 3, "optInt32Col": 4, "optInt64Col": 5,
        "optFloatCol": 6.1, "optDoubleCol": 7.2, "optBoolCol": true])
    let listObj = realm.create(SwiftListObject.self, value: [
            "int": [1],
            "int8": [2],
            "int16": [3],
            "int32": [4],
            "int64": [5],
            "float": [6.6 as Float],
            "double": [7.7],
            "string": ["8"],
            "data": [Data("9".utf8)],
            "date": [Date(timeIntervalSince1970: 10)],
            "intOpt": [11, nil],
            "int8Opt": [12, nil],
            "int16Opt": [13, nil],
            "int32Opt": [14, nil],
            "int64Opt": [15, nil],
            "floatOpt": [16.16, nil],
            "doubleOpt": [17.17, nil],
            "stringOpt": ["18", nil],
            "dataOpt": [Data("19".utf8), nil],
            "dateOpt": [Date(timeIntervalSince1970: 20), nil],
            "uuid": [UUID()],
            "uuidOpt": [UUID(), nil],
            "any": ["hello", nil]
        ])
    try realm.commitWrite()

    let frozenObj = obj.freeze()
    XCTAssertEqual(obj.boolCol, frozenObj.boolCol)
    XCTAssertEqual(obj.intCol, frozenObj.intCol)
    XCTAssertEqual(obj.floatCol, frozenObj.floatCol)
    XCTAssertEqual(obj.doubleCol, frozenObj.doubleCol)
    XCTAssertEqual(obj.stringCol, frozenObj.stringCol)
    XCTAssertEqual(obj.binaryCol, frozenObj.binaryCol)
    XCTAssertEqual(obj.dateCol, frozenObj.dateCol)
    XCTAssertEqual(obj.objectCol?.boolCol, frozenObj.objectCol?.boolCol)
    XCTAssertEqual(obj.uuidCol, frozenObj.uuidCol)
    XCTAssertEqual(obj.anyCol, frozenObj.anyCol)

    let frozenOptObj = optObj.freeze()
    XCTAssertEqual(optObj.optNSStringCol, frozenOptObj.optNSStringCol)
    XCTAssertEqual(optObj.optStringCol, frozenOptObj.optStringCol)
    XCTAssertEqual(optObj.optBinaryCol, frozenOptObj.optBinaryCol)
    XCTAssertEqual(optObj.optDateCol, frozenOptObj.optDateCol)
    XCTAssertEqual(optObj.optIntCol, frozenOptObj.optIntCol)
    XCTAssertEqual(optObj.optInt8Col, frozenOptObj.optInt8Col)
    XCTAssertEqual(optObj.optInt16Col, frozenOptObj.optInt16Col)
    XCTAssertEqual(optObj.optInt32Col, frozenOptObj.optInt32Col)
    XCTAssertEqual(optObj.optInt64Col, frozenOptObj.optInt64Col)
    XCTAssertEqual(optObj.optFloatCol, frozenOptObj.optFloatCol)
    XCTAssertEqual(optObj.optDoubleCol, frozenOptObj.optDoubleCol)
    XCTAssertEqual(optObj.optBoolCol, frozenOptObj.optBoolCol)
    XCTAssertEqual(optObj.optEnumCol, frozenOptObj.optEnumCol)
    XCTAssertEqual(optObj.optUuidCol, frozenOptObj.optUuidCol)

    let frozenListObj = listObj.freeze()
    XCTAssertEqual(Array(listObj.int), Array(frozenListObj.int))
    XCTAssertEqual(Array(listObj.int8), Array(frozenListObj.int8))
    XCTAssertEqual(Array(listObj.int16), Array(frozenListObj.int16))
    XCTAssertEqual(Array(listObj.int32), Array(frozenListObj.int32))
    XCTAssertEqual(Array(listObj.int64), Array(frozenListObj.int64))
    XCTAssertEqual(Array(listObj.float), Array(frozenListObj.float))
    XCTAssertEqual(Array(listObj.double), Array(frozenListObj.double))
    XCTAssertEqual(Array(listObj.string), Array(frozenListObj.string))
    XCTAssertEqual(Array(listObj.data), Array(frozenListObj.data))
    XCTAssertEqual(Array(listObj.date), Array(frozenListObj.date))
    XCTAssertEqual(Array(listObj.intOpt), Array(frozenListObj.intOpt))
    XCTAssertEqual(Array(listObj.int8Opt), Array(frozenListObj.int8Opt))
    XCTAssertEqual(Array(listObj.int16Opt), Array(frozenListObj.int16Opt))
    XCTAssertEqual(Array(listObj.int32Opt), Array(frozenListObj.int32Opt))
    XCTAssertEqual(Array(listObj.int64Opt), Array(frozenListObj.int64Opt))
    XCTAssertEqual(Array(listObj.floatOpt), Array(frozenListObj.floatOpt))
    XCTAssertEqual(Array(listObj.doubleOpt), Array(frozenListObj.doubleOpt))
    XCTAssertEqual(Array(listObj.stringOpt), Array(frozenListObj.stringOpt))
    XCTAssertEqual(Array(listObj.dataOpt), Array(frozenListObj.dataOpt))
    XCTAssertEqual(Array(listObj.dateOpt), Array(frozenListObj.dateOpt))
    XCTAssertEqual(Array(listObj.uuid), Array(frozenListObj.uuid))
    XCTAssertEqual(Array(listObj.uuidOpt), Array(frozenListObj.uuidOpt))
    XCTAssertEqual(Array(listObj.any.map { $0 }), Array(frozenListObj.any.map { $0 }))
}

/// A frozen object's realm refuses a write; thaw gives a live object with the same value, which then changes apart from the frozen one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testThaw
func testThawGivesLiveObject() throws {
    let realm = try Realm()
    let obj = try realm.write {
        realm.create(SwiftBoolObject.self, value: ["boolCol": true])
    }
    let frozenObj = obj.freeze()
    XCTAssertTrue(frozenObj.isFrozen)
    assertThrows(try! frozenObj.realm!.write {}, reason: "Can't perform transactions on a frozen Realm")
    let liveObj = frozenObj.thaw()!
    XCTAssertFalse(liveObj.isFrozen)
    XCTAssertEqual(liveObj.boolCol, frozenObj.boolCol)
    try liveObj.realm!.write({ liveObj.boolCol = false })
    XCTAssertNotEqual(liveObj.boolCol, frozenObj.boolCol)
}

/// A frozen object keeps the value it was frozen with; thawing it gives the live object with the values written since.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testThawPreviousVersion
func testThawReflectsLaterWrites() throws {
    let realm = try Realm()
    let obj = try realm.write {
        realm.create(SwiftBoolObject.self, value: ["boolCol": true])
    }
    let frozen = obj.freeze()
    XCTAssertTrue(frozen.isFrozen)
    try obj.realm!.write({ obj.boolCol = false })
    XCTAssertTrue(frozen.boolCol, "Frozen objects shouldn't mutate")
    let thawed = frozen.thaw()!
    XCTAssertFalse(thawed.isFrozen)
    XCTAssertFalse(thawed.boolCol, "Thaw should reflect transactions since the original reference was frozen")
}

/// value(forKey:) reads every property with its Swift type, nil for an AnyRealmValue that holds nothing, on an unmanaged, a created and an added object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testValueForKey
func testValueForKeyReadsEveryType() throws {
    let test = { (object: SwiftObject) in
        XCTAssertEqual(object.value(forKey: "boolCol") as! Bool?, false)
        XCTAssertEqual(object.value(forKey: "intCol") as! Int?, 123)
        XCTAssertEqual(object.value(forKey: "int8Col") as! Int8?, 123)
        XCTAssertEqual(object.value(forKey: "int16Col") as! Int16?, 123)
        XCTAssertEqual(object.value(forKey: "int32Col") as! Int32?, 123)
        XCTAssertEqual(object.value(forKey: "int64Col") as! Int64?, 123)
        XCTAssertEqual(object.value(forKey: "floatCol") as! Float?, 1.23 as Float)
        XCTAssertEqual(object.value(forKey: "doubleCol") as! Double?, 12.3)
        XCTAssertEqual(object.value(forKey: "stringCol") as! String?, "a")
        XCTAssertEqual(object.value(forKey: "uuidCol") as! UUID?, UUID(uuidString: "137decc8-b300-4954-a233-f89909f4fd89")!)
        XCTAssertNil(object.value(forKey: "anyCol"))
        XCTAssertEqual(object.value(forKey: "binaryCol") as! Data, Data("a".utf8))
        XCTAssertEqual(object.value(forKey: "dateCol") as! Date?, Date(timeIntervalSince1970: 1))
        XCTAssertEqual((object.value(forKey: "objectCol")! as! SwiftBoolObject).boolCol, false)
        XCTAssert(object.value(forKey: "arrayCol")! is List<SwiftBoolObject>)
        XCTAssert(object.value(forKey: "setCol")! is MutableSet<SwiftBoolObject>)
    }
    test(SwiftObject())
    let realm = try Realm()
    try realm.write {
        test(realm.create(SwiftObject.self))
        let addedObj = SwiftObject()
        realm.add(addedObj)
        test(addedObj)
    }
}

/// setValue(_:forKey:) writes every type of property and value(forKey:) reads it back (an AnyRealmValue as the value it holds), on an unmanaged and a created object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testSetValueForKey
func testSetValueForKeyWritesEveryType() throws {
    let setter = { (object: SwiftObject, value: Any?, key: String) in
        object.setValue(value, forKey: key)
    }
    let getter = { (object: SwiftObject, key: String) -> Any? in
        object.value(forKey: key)
    }
    let test = { (object: SwiftObject) in
        setter(object, true, "boolCol")
        XCTAssertEqual(getter(object, "boolCol") as! Bool?, true)
        setter(object, 321, "intCol")
        XCTAssertEqual(getter(object, "intCol") as! Int?, 321)
        setter(object, 1, "int8Col")
        XCTAssertEqual(getter(object, "int8Col") as! Int8?, 1)
        setter(object, 321, "int16Col")
        XCTAssertEqual(getter(object, "int16Col") as! Int16?, 321)
        setter(object, 321, "int32Col")
        XCTAssertEqual(getter(object, "int32Col") as! Int32?, 321)
        setter(object, 321, "int64Col")
        XCTAssertEqual(getter(object, "int64Col") as! Int64?, 321)
        setter(object, 32.1 as Float, "floatCol")
        XCTAssertEqual(getter(object, "floatCol") as! Float?, 32.1 as Float)
        setter(object, 3.21, "doubleCol")
        XCTAssertEqual(getter(object, "doubleCol") as! Double?, 3.21)
        setter(object, "z", "stringCol")
        XCTAssertEqual(getter(object, "stringCol") as! String?, "z")
        setter(object, Data("z".utf8), "binaryCol")
        XCTAssertTrue(getter(object, "binaryCol") as! Data == Data("z".utf8))
        setter(object, Date(timeIntervalSince1970: 333), "dateCol")
        XCTAssertEqual(getter(object, "dateCol") as! Date?, Date(timeIntervalSince1970: 333))
        setter(object, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89"), "uuidCol")
        XCTAssertEqual(getter(object, "uuidCol") as! UUID?, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89"))
        setter(object, "hello", "anyCol")
        XCTAssertEqual(getter(object, "anyCol") as! String, "hello")
        let boolObject = SwiftBoolObject(value: [true])
        setter(object, boolObject, "anyCol")
        XCTAssertTrue((getter(object, "anyCol") as! SwiftBoolObject).isSameObject(as: boolObject))
        XCTAssertEqual((getter(object, "anyCol") as! SwiftBoolObject).boolCol, true)
        setter(object, boolObject, "objectCol")
        XCTAssertTrue((getter(object, "objectCol") as! SwiftBoolObject).isSameObject(as: boolObject))
        XCTAssertEqual((getter(object, "objectCol") as! SwiftBoolObject).boolCol, true)
        let list = List<SwiftBoolObject>()
        list.append(boolObject)
        setter(object, list, "arrayCol")
        XCTAssertEqual((getter(object, "arrayCol") as! List<SwiftBoolObject>).count, 1)
        XCTAssertTrue((getter(object, "arrayCol") as! List<SwiftBoolObject>).first!.isSameObject(as: boolObject))
        list.removeAll()
        setter(object, list, "arrayCol")
        XCTAssertEqual((getter(object, "arrayCol") as! List<SwiftBoolObject>).count, 0)
        setter(object, [boolObject], "arrayCol")
        XCTAssertEqual((getter(object, "arrayCol") as! List<SwiftBoolObject>).count, 1)
        XCTAssertTrue((getter(object, "arrayCol") as! List<SwiftBoolObject>).first!.isSameObject(as: boolObject))
        setter(object, nil, "arrayCol")
        XCTAssertEqual((getter(object, "arrayCol") as! List<SwiftBoolObject>).count, 0)
        setter(object, [boolObject], "arrayCol")
        setter(object, NSNull(), "arrayCol")
        XCTAssertEqual((getter(object, "arrayCol") as! List<SwiftBoolObject>).count, 0)
        if object.realm != nil {
            let listRes = object.realm!.objects(SwiftBoolObject.self).filter("boolCol == true")
            setter(object, listRes, "arrayCol")
            XCTAssertEqual((getter(object, "arrayCol") as! List<SwiftBoolObject>).count, listRes.count)
            XCTAssertTrue((getter(object, "arrayCol") as! List<SwiftBoolObject>).first!.isSameObject(as: boolObject))
        }
        let set = MutableSet<SwiftBoolObject>()
        set.insert(boolObject)
        setter(object, set, "setCol")
        XCTAssertEqual((getter(object, "setCol") as! MutableSet<SwiftBoolObject>).count, 1)
        XCTAssertTrue((getter(object, "setCol") as! MutableSet<SwiftBoolObject>)[0].isSameObject(as: boolObject))
        set.removeAll()
        setter(object, set, "setCol")
        XCTAssertEqual((getter(object, "setCol") as! MutableSet<SwiftBoolObject>).count, 0)
        setter(object, [boolObject], "setCol")
        XCTAssertEqual((getter(object, "setCol") as! MutableSet<SwiftBoolObject>).count, 1)
        XCTAssertTrue((getter(object, "setCol") as! MutableSet<SwiftBoolObject>)[0].isSameObject(as: boolObject))
        setter(object, nil, "setCol")
        XCTAssertEqual((getter(object, "setCol") as! MutableSet<SwiftBoolObject>).count, 0)
        setter(object, [boolObject], "setCol")
        setter(object, NSNull(), "setCol")
        XCTAssertEqual((getter(object, "setCol") as! MutableSet<SwiftBoolObject>).count, 0)
    }
    test(SwiftObject())
    let realm = try Realm()
    try realm.write {
        test(realm.create(SwiftObject.self))
    }
}

/// The subscript writes every type of property and reads it back (an AnyRealmValue as the value it holds), on an unmanaged and a created object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testSubscript
func testSubscriptWritesEveryType() throws {
    let setter = { (object: SwiftObject, value: Any?, key: String) in
        object[key] = value
    }
    let getter = { (object: SwiftObject, key: String) -> Any? in
        object[key]
    }
    let test = { (object: SwiftObject) in
        setter(object, true, "boolCol")
        XCTAssertEqual(getter(object, "boolCol") as! Bool?, true)
        setter(object, 321, "intCol")
        XCTAssertEqual(getter(object, "intCol") as! Int?, 321)
        setter(object, 1, "int8Col")
        XCTAssertEqual(getter(object, "int8Col") as! Int8?, 1)
        setter(object, 321, "int16Col")
        XCTAssertEqual(getter(object, "int16Col") as! Int16?, 321)
        setter(object, 321, "int32Col")
        XCTAssertEqual(getter(object, "int32Col") as! Int32?, 321)
        setter(object, 321, "int64Col")
        XCTAssertEqual(getter(object, "int64Col") as! Int64?, 321)
        setter(object, 32.1 as Float, "floatCol")
        XCTAssertEqual(getter(object, "floatCol") as! Float?, 32.1 as Float)
        setter(object, 3.21, "doubleCol")
        XCTAssertEqual(getter(object, "doubleCol") as! Double?, 3.21)
        setter(object, "z", "stringCol")
        XCTAssertEqual(getter(object, "stringCol") as! String?, "z")
        setter(object, Data("z".utf8), "binaryCol")
        XCTAssertTrue(getter(object, "binaryCol") as! Data == Data("z".utf8))
        setter(object, Date(timeIntervalSince1970: 333), "dateCol")
        XCTAssertEqual(getter(object, "dateCol") as! Date?, Date(timeIntervalSince1970: 333))
        setter(object, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89"), "uuidCol")
        XCTAssertEqual(getter(object, "uuidCol") as! UUID?, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89"))
        setter(object, "hello", "anyCol")
        XCTAssertEqual(getter(object, "anyCol") as! String, "hello")
        let boolObject = SwiftBoolObject(value: [true])
        setter(object, boolObject, "anyCol")
        XCTAssertTrue((getter(object, "anyCol") as! SwiftBoolObject).isSameObject(as: boolObject))
        XCTAssertEqual((getter(object, "anyCol") as! SwiftBoolObject).boolCol, true)
        setter(object, boolObject, "objectCol")
        XCTAssertTrue((getter(object, "objectCol") as! SwiftBoolObject).isSameObject(as: boolObject))
        XCTAssertEqual((getter(object, "objectCol") as! SwiftBoolObject).boolCol, true)
        let list = List<SwiftBoolObject>()
        list.append(boolObject)
        setter(object, list, "arrayCol")
        XCTAssertEqual((getter(object, "arrayCol") as! List<SwiftBoolObject>).count, 1)
        XCTAssertTrue((getter(object, "arrayCol") as! List<SwiftBoolObject>).first!.isSameObject(as: boolObject))
        list.removeAll()
        setter(object, list, "arrayCol")
        XCTAssertEqual((getter(object, "arrayCol") as! List<SwiftBoolObject>).count, 0)
        setter(object, [boolObject], "arrayCol")
        XCTAssertEqual((getter(object, "arrayCol") as! List<SwiftBoolObject>).count, 1)
        XCTAssertTrue((getter(object, "arrayCol") as! List<SwiftBoolObject>).first!.isSameObject(as: boolObject))
        setter(object, nil, "arrayCol")
        XCTAssertEqual((getter(object, "arrayCol") as! List<SwiftBoolObject>).count, 0)
        setter(object, [boolObject], "arrayCol")
        setter(object, NSNull(), "arrayCol")
        XCTAssertEqual((getter(object, "arrayCol") as! List<SwiftBoolObject>).count, 0)
        if object.realm != nil {
            let listRes = object.realm!.objects(SwiftBoolObject.self).filter("boolCol == true")
            setter(object, listRes, "arrayCol")
            XCTAssertEqual((getter(object, "arrayCol") as! List<SwiftBoolObject>).count, listRes.count)
            XCTAssertTrue((getter(object, "arrayCol") as! List<SwiftBoolObject>).first!.isSameObject(as: boolObject))
        }
        let set = MutableSet<SwiftBoolObject>()
        set.insert(boolObject)
        setter(object, set, "setCol")
        XCTAssertEqual((getter(object, "setCol") as! MutableSet<SwiftBoolObject>).count, 1)
        XCTAssertTrue((getter(object, "setCol") as! MutableSet<SwiftBoolObject>)[0].isSameObject(as: boolObject))
        set.removeAll()
        setter(object, set, "setCol")
        XCTAssertEqual((getter(object, "setCol") as! MutableSet<SwiftBoolObject>).count, 0)
        setter(object, [boolObject], "setCol")
        XCTAssertEqual((getter(object, "setCol") as! MutableSet<SwiftBoolObject>).count, 1)
        XCTAssertTrue((getter(object, "setCol") as! MutableSet<SwiftBoolObject>)[0].isSameObject(as: boolObject))
        setter(object, nil, "setCol")
        XCTAssertEqual((getter(object, "setCol") as! MutableSet<SwiftBoolObject>).count, 0)
        setter(object, [boolObject], "setCol")
        setter(object, NSNull(), "setCol")
        XCTAssertEqual((getter(object, "setCol") as! MutableSet<SwiftBoolObject>).count, 0)
    }
    test(SwiftObject())
    let realm = try Realm()
    try realm.write {
        test(realm.create(SwiftObject.self))
    }
}

/// Observing "owners.name", a change of an owner's name delivers one change naming "owners".
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testBacklinkPropertyKeyPathNotifications3
func testBacklinkKeyPathNotification3() throws {
    let realm = try Realm()
    realm.beginWrite()
    let person = realm.create(SwiftOwnerObject.self)
    let dog = realm.create(SwiftDogObject.self)
    person.dog = dog
    try realm.commitWrite()
    var calls = 0
    let token = dog.observe(keyPaths: ["owners.name"]) { change in
        calls += 1
        if case .change(_, let properties) = change {
            XCTAssertEqual(properties.count, 1)
            XCTAssertEqual(properties[0].name, "owners")
            XCTAssertNil(properties[0].oldValue as? String)
            XCTAssertNil(properties[0].newValue as? String)
        } else {
            XCTFail("expected a change")
        }
    }
    realm.refresh()
    try realm.write {
        let owner = dog.owners.first!
        owner.name = "Abe"
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

/// Observing the backlinks "owners", a new owner linking to the object delivers one change naming "owners".
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testBacklinkPropertyKeyPathNotifications4
func testBacklinkKeyPathNotification4() throws {
    let realm = try Realm()
    realm.beginWrite()
    let person = realm.create(SwiftOwnerObject.self)
    let dog = realm.create(SwiftDogObject.self)
    person.dog = dog
    try realm.commitWrite()
    var calls = 0
    let token = dog.observe(keyPaths: ["owners"]) { change in
        calls += 1
        if case .change(_, let properties) = change {
            XCTAssertEqual(properties.count, 1)
            XCTAssertEqual(properties[0].name, "owners")
            XCTAssertNil(properties[0].oldValue as? Int)
            XCTAssertNil(properties[0].newValue as? Int)
        } else {
            XCTFail("expected a change")
        }
    }
    realm.refresh()
    try realm.write {
        let newPerson = SwiftOwnerObject()
        realm.add(newPerson)
        newPerson.dog = dog
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

/// Observing "owners.name", a new owner linking to the object delivers one change naming "owners".
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testBacklinkPropertyKeyPathNotifications5
func testBacklinkKeyPathNotification5() throws {
    let realm = try Realm()
    realm.beginWrite()
    let person = realm.create(SwiftOwnerObject.self)
    let dog = realm.create(SwiftDogObject.self)
    person.dog = dog
    try realm.commitWrite()
    var calls = 0
    let token = dog.observe(keyPaths: ["owners.name"]) { change in
        calls += 1
        if case .change(_, let properties) = change {
            XCTAssertEqual(properties.count, 1)
            XCTAssertEqual(properties[0].name, "owners")
            XCTAssertNil(properties[0].oldValue as? Int)
            XCTAssertNil(properties[0].newValue as? Int)
        } else {
            XCTFail("expected a change")
        }
    }
    realm.refresh()
    try realm.write {
        let newPerson = SwiftOwnerObject()
        realm.add(newPerson)
        newPerson.dog = dog
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

/// A write on the observing thread to an observed object delivers one change naming the property, with no old value and the new one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testModifyObservedObjectLocally
func testLocalWriteToObservedObject() throws {
    let realm = try Realm()
    let object = try realm.write {
        realm.create(SwiftObject.self, value: ["intCol": 0])
    }
    var names: [String] = []
    var olds: [Int?] = []
    var news: [Int?] = []
    var others = 0
    let token = object.observe { change in
        if case .change(_, let properties) = change {
            for p in properties {
                names.append(p.name)
                olds.append(p.oldValue as? Int)
                news.append(p.newValue as? Int)
            }
        } else {
            others += 1
        }
    }
    realm.refresh()
    try object.realm!.write {
        object.intCol = 2
    }
    realm.refresh()
    XCTAssertEqual(names, ["intCol"])
    XCTAssertEqual(olds, [nil])
    XCTAssertEqual(news, [2])
    XCTAssertEqual(others, 0)
    token.invalidate()
}

/// Observing the key path of the property written on the observing thread delivers one change with no old value and the new one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testModifyObservedKeyPathLocally
func testLocalWriteToObservedKeyPath() throws {
    let realm = try Realm()
    let object = try realm.write {
        realm.create(SwiftObject.self, value: ["intCol": 0])
    }
    var names: [String] = []
    var olds: [Int?] = []
    var news: [Int?] = []
    let token = object.observe(keyPaths: ["intCol"]) { change in
        if case .change(_, let properties) = change {
            for p in properties {
                names.append(p.name)
                olds.append(p.oldValue as? Int)
                news.append(p.newValue as? Int)
            }
        }
    }
    realm.refresh()
    try object.realm!.write {
        object.intCol = 2
    }
    realm.refresh()
    XCTAssertEqual(names, ["intCol"])
    XCTAssertEqual(olds, [nil])
    XCTAssertEqual(news, [2])
    token.invalidate()
}

/// An optional Int property observed through its object reports each change, a value, nil and a value again, as its new value.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testOptionalPropertyNotifications
func testOptionalIntChangesNotifyObject() throws {
    let realm = try Realm()
    let object = SwiftOptionalDefaultValuesObject()
    try realm.write {
        realm.add(object)
    }
    XCTAssertEqual(object.optIntCol, 1)
    var names: [String] = []
    var news: [Int?] = []
    let token = object.observe { change in
        if case .change(_, let properties) = change {
            for p in properties {
                names.append(p.name)
                news.append(p.newValue as? Int)
            }
        }
    }
    realm.refresh()
    try realm.write {
        realm.objects(SwiftOptionalDefaultValuesObject.self).first!.optIntCol = 2
    }
    realm.refresh()
    XCTAssertEqual(names, ["optIntCol"])
    XCTAssertEqual(news, [2])
    try realm.write {
        realm.objects(SwiftOptionalDefaultValuesObject.self).first!.optIntCol = nil
    }
    realm.refresh()
    XCTAssertEqual(names, ["optIntCol", "optIntCol"])
    XCTAssertEqual(news, [2, nil])
    try realm.write {
        realm.objects(SwiftOptionalDefaultValuesObject.self).first!.optIntCol = 3
    }
    realm.refresh()
    XCTAssertEqual(names, ["optIntCol", "optIntCol", "optIntCol"])
    XCTAssertEqual(news, [2, nil, 3])
    XCTAssertEqual(object.optIntCol, 3)
    token.invalidate()
}

/// Observing an optional Int's key path hears it change to a value, to nil and back; observing another property's key path hears none of it.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testOptionalPropertyKeyPathNotifications
func testOptionalIntKeyPathNotifications() throws {
    let realm = try Realm()
    let object = SwiftOptionalDefaultValuesObject()
    try realm.write {
        realm.add(object)
    }
    var news: [Int?] = []
    var token = object.observe(keyPaths: ["optIntCol"]) { change in
        if case .change(_, let properties) = change {
            XCTAssertEqual(properties.count, 1)
            XCTAssertEqual(properties[0].name, "optIntCol")
            news.append(properties[0].newValue as? Int)
        }
    }
    realm.refresh()
    try realm.write {
        realm.objects(SwiftOptionalDefaultValuesObject.self).first!.optIntCol = 2
    }
    realm.refresh()
    XCTAssertEqual(news, [2])
    token.invalidate()

    var otherCalls = 0
    token = object.observe(keyPaths: ["optStringCol"]) { _ in
        otherCalls += 1
    }
    realm.refresh()
    try realm.write {
        realm.objects(SwiftOptionalDefaultValuesObject.self).first!.optIntCol = 3
    }
    realm.refresh()
    XCTAssertEqual(otherCalls, 0)
    token.invalidate()

    token = object.observe(keyPaths: ["optIntCol"]) { change in
        if case .change(_, let properties) = change {
            news.append(properties[0].newValue as? Int)
        }
    }
    realm.refresh()
    try realm.write {
        realm.objects(SwiftOptionalDefaultValuesObject.self).first!.optIntCol = nil
    }
    realm.refresh()
    XCTAssertEqual(news, [2, nil])
    try realm.write {
        realm.objects(SwiftOptionalDefaultValuesObject.self).first!.optIntCol = 2
    }
    realm.refresh()
    XCTAssertEqual(news, [2, nil, 2])
    token.invalidate()
}

/// Properties of Foundation's Objective-C types (NSString, NSDate, NSData) are stored and read back as set.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testObjectiveCTypeProperties
func testFoundationTypedPropertiesRoundTrip() throws {
    let realm = try Realm()
    let now = NSDate()
    let bytes = Data("fizzbuzz".utf8) as NSData
    let object = SwiftObjectiveCTypesObject()
    try realm.write {
        realm.add(object)
        object.stringCol = "Hello world!"
        object.dateCol = now
        object.dataCol = bytes
    }
    XCTAssertEqual(object.stringCol, "Hello world!")
    XCTAssertEqual(object.dateCol, now)
    XCTAssertEqual(object.dataCol, bytes)
}

/// Setting an unmanaged object's list or set from an array of dictionaries refuses a dictionary whose value the element's property cannot hold; well-typed entries and plain properties are set.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testSettingUnmanagedObjectValuesWithBadSwiftDictionary
func testSetValueForKeyRefusesBadNestedValue() throws {
    let object = SwiftArrayPropertyObject()
    object.setValue("foo", forKey: "name")
    assertThrows(object.setValue([["stringCol": NSObject()]], forKey: "array"), .typeMismatch,
                 reason: "of type 'NSObject' for 'string' property 'SwiftStringObject.stringCol'.")
    object.setValue([["intCol": 50]], forKey: "intArray")
    XCTAssertEqual(object.name, "foo")
    XCTAssertEqual(object.intArray.count, 1)
    XCTAssertEqual(object.intArray[0].intCol, 50)

    let object2 = SwiftMutableSetPropertyObject()
    object2.setValue("foo", forKey: "name")
    assertThrows(object2.setValue([["stringCol": NSObject()]], forKey: "set"), .typeMismatch,
                 reason: "of type 'NSObject' for 'string' property 'SwiftStringObject.stringCol'.")
    object2.setValue([["intCol": 50]], forKey: "intSet")
    XCTAssertEqual(object2.name, "foo")
    XCTAssertEqual(object2.intSet.count, 1)
    XCTAssertEqual(object2.intSet.first!.intCol, 50)
}

/// A default value the model computes is computed for each new object, unmanaged or created in the realm, so two objects differ, primary key included.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testDynamicDefaultPropertyValues
func testComputedDefaultsDifferPerObject() throws {
    let first = SwiftDynamicDefaultObject()
    let second = SwiftDynamicDefaultObject()
    XCTAssertNotEqual(first.idCol, second.idCol)
    XCTAssertNotEqual(first.uuidCol, second.uuidCol)
    XCTAssertNotEqual(first.dateCol, second.dateCol)
    let realm = try Realm()
    try realm.write {
        let third = realm.create(SwiftDynamicDefaultObject.self)
        let fourth = realm.create(SwiftDynamicDefaultObject.self)
        XCTAssertNotEqual(third.idCol, fourth.idCol)
        XCTAssertNotEqual(third.uuidCol, fourth.uuidCol)
        XCTAssertNotEqual(third.dateCol, fourth.dateCol)
    }
    XCTAssertEqual(realm.objects(SwiftDynamicDefaultObject.self).count, 2)
}

/// An unmanaged object's primary key of any type can be changed; once the object is added, the property setter, the subscript and setValue(_:forKey:) refuse it, and a RealmOptional primary key refuses its `.value` and setValue(_:forKey:) in core's words.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testCannotUpdatePrimaryKey
func testPrimaryKeysFixedOnceAdded() throws {
    let realm = try Realm()
    let intObj = SwiftPrimaryIntObject()
    intObj.intCol = 1
    intObj.intCol = 0
    XCTAssertEqual(intObj.intCol, 0)
    let optionalIntObj = SwiftPrimaryOptionalIntObject()
    optionalIntObj.intCol.value = 1
    optionalIntObj.intCol.value = 0
    XCTAssertEqual(optionalIntObj.intCol.value, 0)
    let stringObj = SwiftPrimaryStringObject()
    stringObj.stringCol = "a"
    stringObj.stringCol = "b"
    XCTAssertEqual(stringObj.stringCol, "b")
    let uuidObj = SwiftPrimaryUUIDObject()
    uuidObj.uuidCol = UUID(uuidString: "8a12daba-8b23-11eb-8dcd-0242ac130003")!
    uuidObj.uuidCol = UUID(uuidString: "85d4fbee-6ec6-47df-bfa1-615931903d7e")!
    XCTAssertEqual(uuidObj.uuidCol, UUID(uuidString: "85d4fbee-6ec6-47df-bfa1-615931903d7e")!)
    let objectIdObj = SwiftPrimaryObjectIdObject()
    objectIdObj.objectIdCol = ObjectId("1234567890ab1234567890aa")
    objectIdObj.objectIdCol = ObjectId("1234567890ab1234567890ab")
    XCTAssertEqual(objectIdObj.objectIdCol, ObjectId("1234567890ab1234567890ab"))

    try realm.write {
        realm.add(intObj)
        assertThrows(intObj.intCol = 2, .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")
        assertThrows(intObj["intCol"] = 2, .primaryKeyChange, reason: "Primary key can't be changed to '2' after an object is inserted.")
        assertThrows(intObj.setValue(2, forKey: "intCol"), .primaryKeyChange,
                     reason: "Primary key can't be changed after an object is inserted.")

        realm.add(optionalIntObj)
        assertThrows(optionalIntObj.intCol.value = 2, .primaryKeyChange,
                     reason: "Cannot modify primary key after creation: 'SwiftPrimaryOptionalIntObject.intCol'")
        assertThrows(optionalIntObj["intCol"] = 2, .primaryKeyChange,
                     reason: "Primary key can't be changed to '2' after an object is inserted.")
        assertThrows(optionalIntObj.setValue(2, forKey: "intCol"), .primaryKeyChange,
                     reason: "Cannot modify primary key after creation: 'SwiftPrimaryOptionalIntObject.intCol'")

        realm.add(stringObj)
        assertThrows(stringObj.stringCol = "c", .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")
        assertThrows(stringObj["stringCol"] = "c", .primaryKeyChange, reason: "Primary key can't be changed to 'c' after an object is inserted.")
        assertThrows(stringObj.setValue("c", forKey: "stringCol"), .primaryKeyChange,
                     reason: "Primary key can't be changed after an object is inserted.")

        realm.add(uuidObj)
        assertThrows(uuidObj.uuidCol = UUID(uuidString: "4ee1fa48-8b23-11eb-8dcd-0242ac130003")!, .primaryKeyChange,
                     reason: "Primary key can't be changed after an object is inserted.")
        assertThrows(uuidObj["uuidCol"] = UUID(uuidString: "4ee1fa48-8b23-11eb-8dcd-0242ac130003")!, .primaryKeyChange,
                     reason: "' after an object is inserted.")
        assertThrows(uuidObj.setValue(UUID(uuidString: "4ee1fa48-8b23-11eb-8dcd-0242ac130003")!, forKey: "uuidCol"), .primaryKeyChange,
                     reason: "Primary key can't be changed after an object is inserted.")

        realm.add(objectIdObj)
        assertThrows(objectIdObj.objectIdCol = ObjectId("1234567890ab1234567890ac"), .primaryKeyChange,
                     reason: "Primary key can't be changed after an object is inserted.")
        assertThrows(objectIdObj["objectIdCol"] = ObjectId("1234567890ab1234567890ac"), .primaryKeyChange,
                     reason: "' after an object is inserted.")
        assertThrows(objectIdObj.setValue(ObjectId("1234567890ab1234567890ac"), forKey: "objectIdCol"), .primaryKeyChange,
                     reason: "Primary key can't be changed after an object is inserted.")
    }
    XCTAssertEqual(optionalIntObj.intCol.value, 0)
    XCTAssertEqual(stringObj.stringCol, "b")
}
