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

