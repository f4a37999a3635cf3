// page: sdk
// tags: map, sdk-api

class Pound: Object {
    @Persisted(primaryKey: true) var id = 0
    @Persisted var byName: Map<String, Dog?>
}

/// RLMDictionary's properties and reading members, in their Swift spelling, answer on the RLMDictionary of a managed map as the Swift members do.
/// - section: sdk-api
/// - claims: sdk.api.objc.collection-protocol, sdk.api.objc.dictionary
func testObjcDictionaryReading() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "scores": ["a": 1, "b": 5, "c": 3]])
    try realm.write { realm.add(t) }
    let scores = ObjectiveCSupport.convert(object: t.scores)
    XCTAssertEqual(scores.count, 3)
    XCTAssertTrue(scores.type == .int)
    XCTAssertFalse(scores.isOptional)
    XCTAssertNil(scores.objectClassName)
    XCTAssertNotNil(scores.realm)
    XCTAssertFalse(scores.isInvalidated)
    XCTAssertEqual(scores.object(forKey: "b"), 5)
    XCTAssertNil(scores.object(forKey: "zz"))
    XCTAssertEqual(scores.value(forKey: "c"), 3)
    XCTAssertEqual(scores["a"], 1)
    XCTAssertEqual(scores.min(ofProperty: "self"), 1)
    XCTAssertEqual(scores.max(ofProperty: "self"), 5)
    XCTAssertEqual(scores.sum(ofProperty: "self"), 9)
    XCTAssertEqual(scores.average(ofProperty: "self"), 3.0)
    var seen: [String] = []
    var total = 0
    scores.enumerateKeysAndObjects { key, value, stop in
        seen.append(key)
        total += value
    }
    XCTAssertEqual(seen.sorted(), ["a", "b", "c"])
    XCTAssertEqual(total, 9)
}

/// The keyed subscript's setter adds and replaces entries, and nil removes one.
/// - section: sdk-api
/// - claims: sdk.api.objc.dictionary
func testObjcDictionarySubscriptWrite() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "scores": ["a": 1]])
    try realm.write { realm.add(t) }
    try realm.write {
        t.scores["b"] = 2
        t.scores["a"] = 10
    }
    XCTAssertEqual(ObjectiveCSupport.convert(object: t.scores).allKeys.sorted(), ["a", "b"])
    XCTAssertEqual(t.scores["a"], 10)
    try realm.write { t.scores["a"] = nil }
    XCTAssertEqual(ObjectiveCSupport.convert(object: t.scores).allKeys, ["b"])
}

/// RLMDictionary's sorting and distinct work on a managed map of values by "self"; its predicate queries are refused on an unmanaged map, as every query of an unmanaged collection is.
/// - section: sdk-api
/// - claims: sdk.api.objc.collection-protocol
func testObjcDictionaryQueries() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "scores": ["a": 4, "b": 9, "c": 4, "d": 1]])
    try realm.write { realm.add(t) }
    let scores = t.scores
    XCTAssertEqual(Array(ObjectiveCSupport.convert(object: scores).sortedResults(usingKeyPath: "self", ascending: false)), [9, 4, 4, 1])
    XCTAssertEqual(Array(ObjectiveCSupport.convert(object: scores).sortedResults(using: [RLMSortDescriptor(keyPath: "self", ascending: true)])), [1, 4, 4, 9])
    XCTAssertEqual(ObjectiveCSupport.convert(object: scores).distinctResults(usingKeyPaths: ["self"]).count, 3)
    let loose = Tally(value: ["id": 2, "scores": ["a": 4]])
    assertThrows(ObjectiveCSupport.convert(object: loose.scores).objects(where: "self > %@", 3), .unmanaged)
    assertThrows(ObjectiveCSupport.convert(object: loose.scores).objects(where: "self == %@", args: getVaList([4])), .unmanaged)
    assertThrows(ObjectiveCSupport.convert(object: loose.scores).objects(with: NSPredicate(format: "self < %@", 2)), .unmanaged)
}

/// A map of objects names its class and, its values being optional, is optional; it cannot be aggregated on a property of its objects.
/// - section: sdk-api
/// - claims: sdk.api.objc.collection-protocol
func testObjcDictionaryOfObjects() throws {
    let realm = try Realm()
    let pound = Pound(value: ["id": 1, "byName": ["rex": ["name": "Rex", "age": 3], "ash": ["name": "Ash", "age": 5]]])
    try realm.write { realm.add(pound) }
    XCTAssertEqual(ObjectiveCSupport.convert(object: pound.byName).objectClassName, "Dog")
    XCTAssertTrue(ObjectiveCSupport.convert(object: pound.byName).isOptional)
    XCTAssertTrue(ObjectiveCSupport.convert(object: pound.byName).type == .object)
    XCTAssertEqual(pound.byName.object(forKey: "ash")??.name, "Ash")
    XCTAssertEqual(pound.byName.sum(ofProperty: "age") as Int, 8)
}

/// setDictionary(_:) given nil empties a map, managed or not; given anything but a dictionary it is refused, as addEntries(from:) is, and a key that is not a string is refused.
/// - section: sdk-api
/// - claims: sdk.api.objc.dictionary
func testObjcSetDictionaryNilAndWrongType() throws {
    let realm = try Realm()
    let loose = Tally(value: ["id": 2, "scores": ["a": 1]])
    ObjectiveCSupport.convert(object: loose.scores).setDictionary(nil)
    XCTAssertEqual(loose.scores.count, 0)
    let t = Tally(value: ["id": 1, "scores": ["a": 1, "b": 2]])
    try realm.write { realm.add(t) }
    try realm.write { ObjectiveCSupport.convert(object: t.scores).setDictionary(nil) }
    XCTAssertEqual(t.scores.count, 0)
    try realm.write {
        assertThrows(ObjectiveCSupport.convert(object: t.scores).setDictionary(5), .typeMismatch, reason: "Cannot set dictionary to object of class '__NSCFNumber'")
    }
    assertThrows(ObjectiveCSupport.convert(object: loose.scores).setDictionary("text"), .typeMismatch, reason: "Cannot set dictionary to object of class '__NSCFString'")
    try realm.write {
        assertThrows(ObjectiveCSupport.convert(object: t.scores).addEntries(from: 5), .typeMismatch,
                     reason: "Cannot add entries from object of class '__NSCFNumber'")
        assertThrows(ObjectiveCSupport.convert(object: t.scores).addEntries(from: [1: 2]), .typeMismatch,
                     reason: "Invalid key '1' of type '__NSCFNumber' for expected type 'string'.")
    }
    XCTAssertEqual(t.scores.count, 0)
}

/// A map freezes and thaws under its RLMDictionary names.
/// - section: sdk-api
/// - claims: sdk.api.objc.collection-protocol
/// - requires: freeze
func testObjcDictionaryFreeze() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "scores": ["a": 1]])
    try realm.write { realm.add(t) }
    XCTAssertFalse(t.scores.isFrozen)
    let frozen = t.scores.freeze()
    XCTAssertTrue(frozen.isFrozen)
    try realm.write { t.scores["b"] = 2 }
    XCTAssertEqual(frozen.count, 1)
    XCTAssertEqual(frozen.thaw()?.count, 2)
}

/// A map of dogs frozen before one of its entries is removed keeps both.
/// - section: sdk-api
/// - claims: sdk.api.objc.collection-protocol
/// - requires: freeze
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testIsFrozen
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testFrozenDictionarysDoNotUpdate
func testObjcDictionaryOfObjectsFreeze() throws {
    let realm = try Realm()
    let pound = Pound(value: ["id": 1, "byName": ["rex": ["name": "Rex"], "ash": ["name": "Ash"]]])
    try realm.write { realm.add(pound) }
    let frozen = pound.byName.freeze()
    XCTAssertFalse(pound.byName.isFrozen)
    XCTAssertTrue(frozen.isFrozen)
    XCTAssertEqual(frozen.count, 2)
    try realm.write { ObjectiveCSupport.convert(object: pound.byName).removeObject(forKey: ObjectiveCSupport.convert(object: pound.byName).allKeys.last!) }
    XCTAssertEqual(pound.byName.count, 1)
    XCTAssertEqual(frozen.count, 2)
}

/// setObject(_:forKey:) of an RLMDictionary given a nil key is refused before the value is looked at: a dictionary of values names the key type `string`, a dictionary of objects names its object class, as RLMDictionary.mm prints it; nothing is added.
/// - section: sdk-api
func testObjcDictionaryNilKey() throws {
    let realm = try Realm()
    let t = Tally(value: ["id": 1, "scores": ["a": 1]])
    let pound = Pound(value: ["id": 1])
    try realm.write {
        realm.add(t)
        realm.add(pound)
        assertThrows(ObjectiveCSupport.convert(object: t.scores).setObject(2, forKey: nil), .typeMismatch,
                     reason: "Invalid nil key for dictionary expecting key of type 'string'.")
        assertThrows(ObjectiveCSupport.convert(object: pound.byName).setObject(Dog(value: ["name": "Rex"]), forKey: nil), .typeMismatch,
                     reason: "Invalid nil key for dictionary expecting key of type 'Dog'.")
    }
    XCTAssertEqual(t.scores.count, 1)
    XCTAssertEqual(pound.byName.count, 0)
    let loose = Tally(value: ["id": 2])
    assertThrows(ObjectiveCSupport.convert(object: loose.scores).setObject(2, forKey: nil), reason: "Invalid nil key for dictionary expecting key of type 'string'.")
}
