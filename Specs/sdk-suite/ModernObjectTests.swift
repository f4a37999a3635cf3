// page: sdk
// tags: sdk, suite

// Models restated from the SDK's test models. `ModernAllTypesObject` keeps
// the properties these scenarios use, with the SDK's declarations.

class ModernAllTypesObject: Object {
    @Persisted(primaryKey: true) var pk: ObjectId
    @Persisted var intCol: Int
    @Persisted var arrayCol: List<ModernAllTypesObject>
    @Persisted var setCol: MutableSet<ModernAllTypesObject>
    @Persisted var mapAny: Map<String, AnyRealmValue>
}

/// Adding an object keeps the list, set and map instances it held: they are the same instances afterwards, now managed.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectTests.swift ModernObjectTests.testAddingObjectReusesExistingCollectionObjects
func testAddKeepsCollectionInstances() throws {
    let obj = ModernAllTypesObject()
    let list = obj.arrayCol
    let set = obj.setCol
    let dictionary = obj.mapAny
    XCTAssertNil(list.realm)
    XCTAssertNil(set.realm)
    XCTAssertNil(dictionary.realm)
    XCTAssertTrue(list === obj.arrayCol)
    XCTAssertTrue(set === obj.setCol)
    XCTAssertTrue(dictionary === obj.mapAny)
    let realm = try Realm()
    try realm.write {
        realm.add(obj)
    }
    XCTAssertNotNil(list.realm)
    XCTAssertNotNil(set.realm)
    XCTAssertNotNil(dictionary.realm)
    XCTAssertTrue(list === obj.arrayCol)
    XCTAssertTrue(set === obj.setCol)
    XCTAssertTrue(dictionary === obj.mapAny)
}


enum ModernIntEnum: Int, PersistableEnum {
    case value1 = 1
    case value2 = 3
    case value3 = 5
}

class ModernPrimaryIntObject: Object {
    @Persisted(primaryKey: true) var pk: Int
}

class ModernPrimaryInt8Object: Object {
    @Persisted(primaryKey: true) var pk: Int8
}

class ModernPrimaryInt16Object: Object {
    @Persisted(primaryKey: true) var pk: Int16
}

class ModernPrimaryInt32Object: Object {
    @Persisted(primaryKey: true) var pk: Int32
}

class ModernPrimaryInt64Object: Object {
    @Persisted(primaryKey: true) var pk: Int64
}

class ModernPrimaryOptionalIntObject: Object {
    @Persisted(primaryKey: true) var pk: Int?
}

class ModernPrimaryOptionalInt8Object: Object {
    @Persisted(primaryKey: true) var pk: Int8?
}

class ModernPrimaryOptionalInt16Object: Object {
    @Persisted(primaryKey: true) var pk: Int16?
}

class ModernPrimaryOptionalInt32Object: Object {
    @Persisted(primaryKey: true) var pk: Int32?
}

class ModernPrimaryOptionalInt64Object: Object {
    @Persisted(primaryKey: true) var pk: Int64?
}

class ModernPrimaryStringObject: Object {
    @Persisted(primaryKey: true) var pk: String
}

class ModernPrimaryOptionalStringObject: Object {
    @Persisted(primaryKey: true) var pk: String?
}

class ModernPrimaryUUIDObject: Object {
    @Persisted(primaryKey: true) var pk: UUID
}

class ModernPrimaryOptionalUUIDObject: Object {
    @Persisted(primaryKey: true) var pk: UUID?
}

class ModernPrimaryObjectIdObject: Object {
    @Persisted(primaryKey: true) var pk: ObjectId
}

class ModernPrimaryOptionalObjectIdObject: Object {
    @Persisted(primaryKey: true) var pk: ObjectId?
}

class ModernPrimaryIntEnumObject: Object {
    @Persisted(primaryKey: true) var pk: ModernIntEnum
}

class ModernPrimaryOptionalIntEnumObject: Object {
    @Persisted(primaryKey: true) var pk: ModernIntEnum?
}

/// An unmanaged object's primary key of every type can be set, through the property, the subscript and setValue(_:forKey:); once added, each of the three is refused, even for the value it holds.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectTests.swift ModernObjectTests.testCannotUpdatePrimaryKey
func testPrimaryKeyOfEveryTypeFixedOnceAdded() throws {
    let realm = try Realm()
    realm.beginWrite()

    let intObj = ModernPrimaryIntObject()
    intObj.pk = 1
    XCTAssertEqual(intObj.pk, 1)
    intObj.pk = 2
    XCTAssertEqual(intObj.pk, 2)
    intObj["pk"] = 1
    XCTAssertEqual(intObj.pk, 1)
    intObj.setValue(2, forKey: "pk")
    XCTAssertEqual(intObj.pk, 2)
    realm.add(intObj)
    assertThrows(intObj.pk = 2, .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")
    assertThrows(intObj["pk"] = 2, .primaryKeyChange, reason: "Primary key can't be changed to '2' after an object is inserted.")
    assertThrows(intObj.setValue(2, forKey: "pk"), .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")

    let int8Obj = ModernPrimaryInt8Object()
    int8Obj.pk = 1
    XCTAssertEqual(int8Obj.pk, 1)
    int8Obj.pk = 2
    XCTAssertEqual(int8Obj.pk, 2)
    int8Obj["pk"] = 1
    XCTAssertEqual(int8Obj.pk, 1)
    int8Obj.setValue(2, forKey: "pk")
    XCTAssertEqual(int8Obj.pk, 2)
    realm.add(int8Obj)
    assertThrows(int8Obj.pk = 2, .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")
    assertThrows(int8Obj["pk"] = 2, .primaryKeyChange, reason: "Primary key can't be changed to '2' after an object is inserted.")
    assertThrows(int8Obj.setValue(2, forKey: "pk"), .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")

    let int16Obj = ModernPrimaryInt16Object()
    int16Obj.pk = 1
    XCTAssertEqual(int16Obj.pk, 1)
    int16Obj.pk = 2
    XCTAssertEqual(int16Obj.pk, 2)
    int16Obj["pk"] = 1
    XCTAssertEqual(int16Obj.pk, 1)
    int16Obj.setValue(2, forKey: "pk")
    XCTAssertEqual(int16Obj.pk, 2)
    realm.add(int16Obj)
    assertThrows(int16Obj.pk = 2, .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")
    assertThrows(int16Obj["pk"] = 2, .primaryKeyChange, reason: "Primary key can't be changed to '2' after an object is inserted.")
    assertThrows(int16Obj.setValue(2, forKey: "pk"), .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")

    let int32Obj = ModernPrimaryInt32Object()
    int32Obj.pk = 1
    XCTAssertEqual(int32Obj.pk, 1)
    int32Obj.pk = 2
    XCTAssertEqual(int32Obj.pk, 2)
    int32Obj["pk"] = 1
    XCTAssertEqual(int32Obj.pk, 1)
    int32Obj.setValue(2, forKey: "pk")
    XCTAssertEqual(int32Obj.pk, 2)
    realm.add(int32Obj)
    assertThrows(int32Obj.pk = 2, .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")
    assertThrows(int32Obj["pk"] = 2, .primaryKeyChange, reason: "Primary key can't be changed to '2' after an object is inserted.")
    assertThrows(int32Obj.setValue(2, forKey: "pk"), .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")

    let int64Obj = ModernPrimaryInt64Object()
    int64Obj.pk = 1
    XCTAssertEqual(int64Obj.pk, 1)
    int64Obj.pk = 2
    XCTAssertEqual(int64Obj.pk, 2)
    int64Obj["pk"] = 1
    XCTAssertEqual(int64Obj.pk, 1)
    int64Obj.setValue(2, forKey: "pk")
    XCTAssertEqual(int64Obj.pk, 2)
    realm.add(int64Obj)
    assertThrows(int64Obj.pk = 2, .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")
    assertThrows(int64Obj["pk"] = 2, .primaryKeyChange, reason: "Primary key can't be changed to '2' after an object is inserted.")
    assertThrows(int64Obj.setValue(2, forKey: "pk"), .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")

    let optionalIntObj = ModernPrimaryOptionalIntObject()
    optionalIntObj.pk = 1
    XCTAssertEqual(optionalIntObj.pk, 1)
    optionalIntObj.pk = nil
    XCTAssertEqual(optionalIntObj.pk, nil)
    optionalIntObj["pk"] = 1
    XCTAssertEqual(optionalIntObj.pk, 1)
    optionalIntObj.setValue(nil, forKey: "pk")
    XCTAssertEqual(optionalIntObj.pk, nil)
    realm.add(optionalIntObj)
    assertThrows(optionalIntObj.pk = nil, .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")
    assertThrows(optionalIntObj["pk"] = nil, .primaryKeyChange, reason: "Primary key can't be changed to '")
    assertThrows(optionalIntObj["pk"] = nil, .primaryKeyChange, reason: "' after an object is inserted.")
    assertThrows(optionalIntObj.setValue(nil, forKey: "pk"), .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")

    let optionalInt8Obj = ModernPrimaryOptionalInt8Object()
    optionalInt8Obj.pk = 1
    XCTAssertEqual(optionalInt8Obj.pk, 1)
    optionalInt8Obj.pk = nil
    XCTAssertEqual(optionalInt8Obj.pk, nil)
    optionalInt8Obj["pk"] = 1
    XCTAssertEqual(optionalInt8Obj.pk, 1)
    optionalInt8Obj.setValue(nil, forKey: "pk")
    XCTAssertEqual(optionalInt8Obj.pk, nil)
    realm.add(optionalInt8Obj)
    assertThrows(optionalInt8Obj.pk = nil, .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")
    assertThrows(optionalInt8Obj["pk"] = nil, .primaryKeyChange, reason: "Primary key can't be changed to '")
    assertThrows(optionalInt8Obj["pk"] = nil, .primaryKeyChange, reason: "' after an object is inserted.")
    assertThrows(optionalInt8Obj.setValue(nil, forKey: "pk"), .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")

    let optionalInt16Obj = ModernPrimaryOptionalInt16Object()
    optionalInt16Obj.pk = 1
    XCTAssertEqual(optionalInt16Obj.pk, 1)
    optionalInt16Obj.pk = nil
    XCTAssertEqual(optionalInt16Obj.pk, nil)
    optionalInt16Obj["pk"] = 1
    XCTAssertEqual(optionalInt16Obj.pk, 1)
    optionalInt16Obj.setValue(nil, forKey: "pk")
    XCTAssertEqual(optionalInt16Obj.pk, nil)
    realm.add(optionalInt16Obj)
    assertThrows(optionalInt16Obj.pk = nil, .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")
    assertThrows(optionalInt16Obj["pk"] = nil, .primaryKeyChange, reason: "Primary key can't be changed to '")
    assertThrows(optionalInt16Obj["pk"] = nil, .primaryKeyChange, reason: "' after an object is inserted.")
    assertThrows(optionalInt16Obj.setValue(nil, forKey: "pk"), .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")

    let optionalInt32Obj = ModernPrimaryOptionalInt32Object()
    optionalInt32Obj.pk = 1
    XCTAssertEqual(optionalInt32Obj.pk, 1)
    optionalInt32Obj.pk = nil
    XCTAssertEqual(optionalInt32Obj.pk, nil)
    optionalInt32Obj["pk"] = 1
    XCTAssertEqual(optionalInt32Obj.pk, 1)
    optionalInt32Obj.setValue(nil, forKey: "pk")
    XCTAssertEqual(optionalInt32Obj.pk, nil)
    realm.add(optionalInt32Obj)
    assertThrows(optionalInt32Obj.pk = nil, .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")
    assertThrows(optionalInt32Obj["pk"] = nil, .primaryKeyChange, reason: "Primary key can't be changed to '")
    assertThrows(optionalInt32Obj["pk"] = nil, .primaryKeyChange, reason: "' after an object is inserted.")
    assertThrows(optionalInt32Obj.setValue(nil, forKey: "pk"), .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")

    let optionalInt64Obj = ModernPrimaryOptionalInt64Object()
    optionalInt64Obj.pk = 1
    XCTAssertEqual(optionalInt64Obj.pk, 1)
    optionalInt64Obj.pk = nil
    XCTAssertEqual(optionalInt64Obj.pk, nil)
    optionalInt64Obj["pk"] = 1
    XCTAssertEqual(optionalInt64Obj.pk, 1)
    optionalInt64Obj.setValue(nil, forKey: "pk")
    XCTAssertEqual(optionalInt64Obj.pk, nil)
    realm.add(optionalInt64Obj)
    assertThrows(optionalInt64Obj.pk = nil, .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")
    assertThrows(optionalInt64Obj["pk"] = nil, .primaryKeyChange, reason: "Primary key can't be changed to '")
    assertThrows(optionalInt64Obj["pk"] = nil, .primaryKeyChange, reason: "' after an object is inserted.")
    assertThrows(optionalInt64Obj.setValue(nil, forKey: "pk"), .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")

    let stringObj = ModernPrimaryStringObject()
    stringObj.pk = "a"
    XCTAssertEqual(stringObj.pk, "a")
    stringObj.pk = "b"
    XCTAssertEqual(stringObj.pk, "b")
    stringObj["pk"] = "a"
    XCTAssertEqual(stringObj.pk, "a")
    stringObj.setValue("b", forKey: "pk")
    XCTAssertEqual(stringObj.pk, "b")
    realm.add(stringObj)
    assertThrows(stringObj.pk = "b", .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")
    assertThrows(stringObj["pk"] = "b", .primaryKeyChange, reason: "Primary key can't be changed to 'b' after an object is inserted.")
    assertThrows(stringObj.setValue("b", forKey: "pk"), .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")

    let optionalStringObj = ModernPrimaryOptionalStringObject()
    optionalStringObj.pk = "a"
    XCTAssertEqual(optionalStringObj.pk, "a")
    optionalStringObj.pk = nil
    XCTAssertEqual(optionalStringObj.pk, nil)
    optionalStringObj["pk"] = "a"
    XCTAssertEqual(optionalStringObj.pk, "a")
    optionalStringObj.setValue(nil, forKey: "pk")
    XCTAssertEqual(optionalStringObj.pk, nil)
    realm.add(optionalStringObj)
    assertThrows(optionalStringObj.pk = nil, .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")
    assertThrows(optionalStringObj["pk"] = nil, .primaryKeyChange, reason: "Primary key can't be changed to '")
    assertThrows(optionalStringObj["pk"] = nil, .primaryKeyChange, reason: "' after an object is inserted.")
    assertThrows(optionalStringObj.setValue(nil, forKey: "pk"), .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")

    let uuidObj = ModernPrimaryUUIDObject()
    uuidObj.pk = UUID(uuidString: "8a12daba-8b23-11eb-8dcd-0242ac130003")!
    XCTAssertEqual(uuidObj.pk, UUID(uuidString: "8a12daba-8b23-11eb-8dcd-0242ac130003")!)
    uuidObj.pk = UUID(uuidString: "85d4fbee-6ec6-47df-bfa1-615931903d7e")!
    XCTAssertEqual(uuidObj.pk, UUID(uuidString: "85d4fbee-6ec6-47df-bfa1-615931903d7e")!)
    uuidObj["pk"] = UUID(uuidString: "8a12daba-8b23-11eb-8dcd-0242ac130003")!
    XCTAssertEqual(uuidObj.pk, UUID(uuidString: "8a12daba-8b23-11eb-8dcd-0242ac130003")!)
    uuidObj.setValue(UUID(uuidString: "85d4fbee-6ec6-47df-bfa1-615931903d7e")!, forKey: "pk")
    XCTAssertEqual(uuidObj.pk, UUID(uuidString: "85d4fbee-6ec6-47df-bfa1-615931903d7e")!)
    realm.add(uuidObj)
    assertThrows(uuidObj.pk = UUID(uuidString: "85d4fbee-6ec6-47df-bfa1-615931903d7e")!, .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")
    assertThrows(uuidObj["pk"] = UUID(uuidString: "85d4fbee-6ec6-47df-bfa1-615931903d7e")!, .primaryKeyChange, reason: "Primary key can't be changed to '")
    assertThrows(uuidObj["pk"] = UUID(uuidString: "85d4fbee-6ec6-47df-bfa1-615931903d7e")!, .primaryKeyChange, reason: "' after an object is inserted.")
    assertThrows(uuidObj.setValue(UUID(uuidString: "85d4fbee-6ec6-47df-bfa1-615931903d7e")!, forKey: "pk"), .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")

    let optionalUuidObj = ModernPrimaryOptionalUUIDObject()
    optionalUuidObj.pk = UUID(uuidString: "8a12daba-8b23-11eb-8dcd-0242ac130003")!
    XCTAssertEqual(optionalUuidObj.pk, UUID(uuidString: "8a12daba-8b23-11eb-8dcd-0242ac130003")!)
    optionalUuidObj.pk = nil
    XCTAssertEqual(optionalUuidObj.pk, nil)
    optionalUuidObj["pk"] = UUID(uuidString: "8a12daba-8b23-11eb-8dcd-0242ac130003")!
    XCTAssertEqual(optionalUuidObj.pk, UUID(uuidString: "8a12daba-8b23-11eb-8dcd-0242ac130003")!)
    optionalUuidObj.setValue(nil, forKey: "pk")
    XCTAssertEqual(optionalUuidObj.pk, nil)
    realm.add(optionalUuidObj)
    assertThrows(optionalUuidObj.pk = nil, .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")
    assertThrows(optionalUuidObj["pk"] = nil, .primaryKeyChange, reason: "Primary key can't be changed to '")
    assertThrows(optionalUuidObj["pk"] = nil, .primaryKeyChange, reason: "' after an object is inserted.")
    assertThrows(optionalUuidObj.setValue(nil, forKey: "pk"), .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")

    let objectIdObj = ModernPrimaryObjectIdObject()
    objectIdObj.pk = ObjectId("6058f12b957ba06156586a7c")
    XCTAssertEqual(objectIdObj.pk, ObjectId("6058f12b957ba06156586a7c"))
    objectIdObj.pk = ObjectId("6058f12682b2fbb1f334ef1d")
    XCTAssertEqual(objectIdObj.pk, ObjectId("6058f12682b2fbb1f334ef1d"))
    objectIdObj["pk"] = ObjectId("6058f12b957ba06156586a7c")
    XCTAssertEqual(objectIdObj.pk, ObjectId("6058f12b957ba06156586a7c"))
    objectIdObj.setValue(ObjectId("6058f12682b2fbb1f334ef1d"), forKey: "pk")
    XCTAssertEqual(objectIdObj.pk, ObjectId("6058f12682b2fbb1f334ef1d"))
    realm.add(objectIdObj)
    assertThrows(objectIdObj.pk = ObjectId("6058f12682b2fbb1f334ef1d"), .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")
    assertThrows(objectIdObj["pk"] = ObjectId("6058f12682b2fbb1f334ef1d"), .primaryKeyChange, reason: "Primary key can't be changed to '")
    assertThrows(objectIdObj["pk"] = ObjectId("6058f12682b2fbb1f334ef1d"), .primaryKeyChange, reason: "' after an object is inserted.")
    assertThrows(objectIdObj.setValue(ObjectId("6058f12682b2fbb1f334ef1d"), forKey: "pk"), .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")

    let optionalObjectIdObj = ModernPrimaryOptionalObjectIdObject()
    optionalObjectIdObj.pk = ObjectId("6058f12b957ba06156586a7c")
    XCTAssertEqual(optionalObjectIdObj.pk, ObjectId("6058f12b957ba06156586a7c"))
    optionalObjectIdObj.pk = nil
    XCTAssertEqual(optionalObjectIdObj.pk, nil)
    optionalObjectIdObj["pk"] = ObjectId("6058f12b957ba06156586a7c")
    XCTAssertEqual(optionalObjectIdObj.pk, ObjectId("6058f12b957ba06156586a7c"))
    optionalObjectIdObj.setValue(nil, forKey: "pk")
    XCTAssertEqual(optionalObjectIdObj.pk, nil)
    realm.add(optionalObjectIdObj)
    assertThrows(optionalObjectIdObj.pk = nil, .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")
    assertThrows(optionalObjectIdObj["pk"] = nil, .primaryKeyChange, reason: "Primary key can't be changed to '")
    assertThrows(optionalObjectIdObj["pk"] = nil, .primaryKeyChange, reason: "' after an object is inserted.")
    assertThrows(optionalObjectIdObj.setValue(nil, forKey: "pk"), .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")

    let intEnumObj = ModernPrimaryIntEnumObject()
    intEnumObj.pk = ModernIntEnum.value1
    XCTAssertEqual(intEnumObj.pk, ModernIntEnum.value1)
    intEnumObj.pk = ModernIntEnum.value2
    XCTAssertEqual(intEnumObj.pk, ModernIntEnum.value2)
    intEnumObj["pk"] = ModernIntEnum.value1
    XCTAssertEqual(intEnumObj.pk, ModernIntEnum.value1)
    intEnumObj.setValue(ModernIntEnum.value2, forKey: "pk")
    XCTAssertEqual(intEnumObj.pk, ModernIntEnum.value2)
    realm.add(intEnumObj)
    assertThrows(intEnumObj.pk = ModernIntEnum.value2, .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")
    assertThrows(intEnumObj["pk"] = ModernIntEnum.value2, .primaryKeyChange, reason: "Primary key can't be changed to '")
    assertThrows(intEnumObj["pk"] = ModernIntEnum.value2, .primaryKeyChange, reason: "' after an object is inserted.")
    assertThrows(intEnumObj.setValue(ModernIntEnum.value2, forKey: "pk"), .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")

    let optionalIntEnumObj = ModernPrimaryOptionalIntEnumObject()
    optionalIntEnumObj.pk = ModernIntEnum.value1
    XCTAssertEqual(optionalIntEnumObj.pk, ModernIntEnum.value1)
    optionalIntEnumObj.pk = nil
    XCTAssertEqual(optionalIntEnumObj.pk, nil)
    optionalIntEnumObj["pk"] = ModernIntEnum.value1
    XCTAssertEqual(optionalIntEnumObj.pk, ModernIntEnum.value1)
    optionalIntEnumObj.setValue(nil, forKey: "pk")
    XCTAssertEqual(optionalIntEnumObj.pk, nil)
    realm.add(optionalIntEnumObj)
    assertThrows(optionalIntEnumObj.pk = nil, .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")
    assertThrows(optionalIntEnumObj["pk"] = nil, .primaryKeyChange, reason: "Primary key can't be changed to '")
    assertThrows(optionalIntEnumObj["pk"] = nil, .primaryKeyChange, reason: "' after an object is inserted.")
    assertThrows(optionalIntEnumObj.setValue(nil, forKey: "pk"), .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")

    realm.cancelWrite()
}

class ModernDynamicDefaultObject: Object {
    // The SDK's model draws its Int, Float, Double, date, string and data
    // defaults from a counter and UUID(); these defaults Swift computes anew
    // for each object too.
    @Persisted(primaryKey: true) var idCol = ObjectId.generate()
    @Persisted var uuidCol = UUID()
    @Persisted var dateCol = Date()
}

/// A @Persisted default the model computes is computed for each new object, unmanaged or created in the realm, so two objects differ, primary key included.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectTests.swift ModernObjectTests.testDynamicDefaultPropertyValues
func testModernComputedDefaultsDifferPerObject() throws {
    let first = ModernDynamicDefaultObject()
    let second = ModernDynamicDefaultObject()
    XCTAssertNotEqual(first.idCol, second.idCol)
    XCTAssertNotEqual(first.uuidCol, second.uuidCol)
    XCTAssertNotEqual(first.dateCol, second.dateCol)
    let realm = try Realm()
    try realm.write {
        let third = realm.create(ModernDynamicDefaultObject.self)
        let fourth = realm.create(ModernDynamicDefaultObject.self)
        XCTAssertNotEqual(third.idCol, fourth.idCol)
        XCTAssertNotEqual(third.uuidCol, fourth.uuidCol)
        XCTAssertNotEqual(third.dateCol, fourth.dateCol)
    }
    XCTAssertEqual(realm.objects(ModernDynamicDefaultObject.self).count, 2)
}
