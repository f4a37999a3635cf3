// page: sdk
// tags: sdk, suite

// Models restated from the SDK's test models. `ModernAllTypesObject` keeps
// the properties these scenarios use, with the SDK's declarations.

class ModernAllTypesObject: Object {
    @Persisted(primaryKey: true) var pk: ObjectId
    @Persisted var boolCol: Bool
    @Persisted var intCol: Int
    @Persisted var int8Col: Int8 = 1
    @Persisted var arrayInt: List<Int>
    @Persisted var arrayInt8: List<Int8>
}

class ObjectWithArcMethodCategoryNames: Object {
    @Persisted var newValue: String
    @Persisted var allocValue: String
    @Persisted var copyValue: String
    @Persisted var mutableCopyValue: String
    @Persisted var initValue: String
}

/// After the realm is invalidated, reading or writing a property or a list of an object read before fails as invalidated.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectAccessorTests.swift ModernObjectAccessorTests.testInvalidationChecking
func testAccessAfterInvalidateFails() throws {
    let realm = try Realm()
    var obj: ModernAllTypesObject?
    try realm.write {
        obj = realm.create(ModernAllTypesObject.self)
        obj!.arrayInt.removeAll()
        obj!.arrayInt8.removeAll()
    }
    realm.invalidate()
    assertThrows(obj!.intCol, reason: "invalidated")
    assertThrows(obj!.arrayInt.removeAll(), reason: "invalidated")
    assertThrows(obj!.int8Col = 5, reason: "invalidated")
    assertThrows(obj!.arrayInt8 = List<Int8>(), reason: "invalidated")
}

/// Properties named like the Objective-C memory-management method families (new, alloc, copy, mutableCopy, init) hold their values.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectAccessorTests.swift ModernObjectAccessorTests.testObjectWithArcMethodFamilies
func testPropertiesNamedLikeArcFamilies() throws {
    let obj = ObjectWithArcMethodCategoryNames()
    obj.allocValue = "a"
    obj.initValue = "b"
    obj.copyValue = "c"
    obj.mutableCopyValue = "d"
    obj.newValue = "e"
    XCTAssertEqual(obj.allocValue, "a")
    XCTAssertEqual(obj.initValue, "b")
    XCTAssertEqual(obj.copyValue, "c")
    XCTAssertEqual(obj.mutableCopyValue, "d")
    XCTAssertEqual(obj.newValue, "e")
}
