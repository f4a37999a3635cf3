// page: sdk
// tags: sdk, suite

// The models of the SDK's mixed collection tests: an object with one mixed
// property (the SDK declares it `let anyValue = RealmProperty<AnyRealmValue>()`
// and reads it through `.value`; restated here as a persisted property read
// directly), and a string object to hold in it.

class AnyRealmTypeObject: Object {
    @Persisted var anyValue: AnyRealmValue
}

class SwiftStringObject: Object {
    @Persisted var stringCol = ""
}

/// A mixed property set to a dictionary of every kind of value reads each
/// value back by key and by its typed accessor, unmanaged, created and
/// through results; replaced by a dictionary holding none, it reads none.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MixedCollectionTest.swift MixedCollectionTest.testAnyMixedDictionary
func testMixedDictionaryOfEveryValue() throws {
    let so = SwiftStringObject()
    so.stringCol = "hello"
    let d = Date()
    let oid = ObjectId.generate()
    let uuid = UUID()
    let assertObject: (AnyRealmTypeObject) -> Void = { o in
        XCTAssertEqual(o.anyValue.dictionaryValue?["key1"], .string("hello"))
        XCTAssertEqual(o.anyValue.dictionaryValue?["key2"], .bool(false))
        XCTAssertEqual(o.anyValue.dictionaryValue?["key3"], .int(234))
        XCTAssertEqual(o.anyValue.dictionaryValue?["key4"], .float(789.123))
        XCTAssertEqual(o.anyValue.dictionaryValue?["key5"], .double(12345.678901))
        XCTAssertEqual(o.anyValue.dictionaryValue?["key6"], .data(Data("a".utf8)))
        XCTAssertEqual(o.anyValue.dictionaryValue?["key7"], .date(d))
        XCTAssertEqual(o.anyValue.dictionaryValue?["key9"], .objectId(oid))
        XCTAssertEqual(o.anyValue.dictionaryValue?["key10"], .uuid(uuid))
        XCTAssertEqual(o.anyValue.dictionaryValue?["key11"], .decimal128(Decimal128(number: 567)))
        XCTAssertEqual(o.anyValue.dictionaryValue?["key1"]?.stringValue, "hello")
        XCTAssertEqual(o.anyValue.dictionaryValue?["key2"]?.boolValue, false)
        XCTAssertEqual(o.anyValue.dictionaryValue?["key3"]?.intValue, 234)
        XCTAssertEqual(o.anyValue.dictionaryValue?["key4"]?.floatValue, 789.123)
        XCTAssertEqual(o.anyValue.dictionaryValue?["key5"]?.doubleValue, 12345.678901)
        XCTAssertEqual(o.anyValue.dictionaryValue?["key6"]?.dataValue, Data("a".utf8))
        XCTAssertEqual(o.anyValue.dictionaryValue?["key7"]?.dateValue, d)
        XCTAssertEqual(o.anyValue.dictionaryValue?["key8"]?.object(SwiftStringObject.self)?.stringCol, so.stringCol)
        XCTAssertEqual(o.anyValue.dictionaryValue?["key9"]?.objectIdValue, oid)
        XCTAssertEqual(o.anyValue.dictionaryValue?["key10"]?.uuidValue, uuid)
        XCTAssertEqual(o.anyValue.dictionaryValue?["key11"]?.decimal128Value, Decimal128(number: 567))
    }
    let dictionary: Dictionary<String, AnyRealmValue> = [
        "key1": .string("hello"),
        "key2": .bool(false),
        "key3": .int(234),
        "key4": .float(789.123),
        "key5": .double(12345.678901),
        "key6": .data(Data("a".utf8)),
        "key7": .date(d),
        "key8": .object(so),
        "key9": .objectId(oid),
        "key10": .uuid(uuid),
        "key11": .decimal128(Decimal128(number: 567))
    ]
    let dictionary1: Dictionary<String, AnyRealmValue> = [
        "key": .none
    ]
    let o = AnyRealmTypeObject()
    o.anyValue = AnyRealmValue.fromDictionary(dictionary)
    assertObject(o)
    o.anyValue = AnyRealmValue.fromDictionary(dictionary1)
    XCTAssertEqual(o.anyValue.dictionaryValue?["key"], AnyRealmValue.none)
    let realm = try Realm()
    try realm.write {
        realm.add(o)
    }
    XCTAssertEqual(o.anyValue.dictionaryValue?["key"], AnyRealmValue.none)
    try realm.write {
        o.anyValue = AnyRealmValue.fromDictionary(dictionary1)
    }
    XCTAssertEqual(o.anyValue.dictionaryValue?["key"], AnyRealmValue.none)
    try realm.write {
        let object = realm.create(AnyRealmTypeObject.self, value: ["anyValue": dictionary])
        assertObject(object)
    }
    let result = realm.objects(AnyRealmTypeObject.self).last
    XCTAssertNotNil(result)
    assertObject(result!)
}

/// Keys of a mixed dictionary are replaced in place, unmanaged and managed,
/// with an object, data, a double and a float, and removed by setting nil.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MixedCollectionTest.swift MixedCollectionTest.testAnyMixedDictionaryUpdateAndDelete
func testMixedDictionaryUpdateAndDelete() throws {
    let so = SwiftStringObject()
    so.stringCol = "hello"
    let dictionary: Dictionary<String, AnyRealmValue> = [
        "key1": .string("hello"),
        "key2": .bool(false),
        "key3": .int(234),
    ]
    let o = AnyRealmTypeObject()
    o.anyValue = AnyRealmValue.fromDictionary(dictionary)
    XCTAssertEqual(o.anyValue.dictionaryValue?["key1"], .string("hello"))
    o.anyValue.dictionaryValue?["key1"] = .object(so)
    o.anyValue.dictionaryValue?["key2"] = .data(Data("a".utf8))
    XCTAssertEqual(o.anyValue.dictionaryValue?["key1"]?.object(SwiftStringObject.self)?.stringCol, so.stringCol)
    XCTAssertEqual(o.anyValue.dictionaryValue?["key2"], .data(Data("a".utf8)))
    let realm = try Realm()
    try realm.write {
        realm.add(o)
    }
    XCTAssertEqual(o.anyValue.dictionaryValue?["key1"]?.object(SwiftStringObject.self)?.stringCol, so.stringCol)
    XCTAssertEqual(o.anyValue.dictionaryValue?["key2"], .data(Data("a".utf8)))
    try realm.write {
        o.anyValue.dictionaryValue?["key1"] = .double(12345.678901)
        o.anyValue.dictionaryValue?["key2"] = .float(789.123)
    }
    XCTAssertEqual(o.anyValue.dictionaryValue?["key1"], .double(12345.678901))
    XCTAssertEqual(o.anyValue.dictionaryValue?["key2"], .float(789.123))
    let result = realm.objects(AnyRealmTypeObject.self).last
    XCTAssertNotNil(result)
    try realm.write {
        result?.anyValue.dictionaryValue?["key1"] = nil
        result?.anyValue.dictionaryValue?["key2"] = nil
    }
    XCTAssertNil(result?.anyValue.dictionaryValue?["key1"])
    XCTAssertNil(result?.anyValue.dictionaryValue?["key2"])
}

/// Dictionaries nested three and six deep in a mixed property reach the
/// object at their bottom, unmanaged, added, replaced, created from nested
/// dictionary literals and through results.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MixedCollectionTest.swift MixedCollectionTest.testAnyMixedNestedDictionary
func testMixedNestedDictionaries() throws {
    let so = SwiftStringObject()
    so.stringCol = "hello"
    let assertDictionary1: (AnyRealmTypeObject) -> Void = { o in
        XCTAssertEqual(o.anyValue.dictionaryValue?["key0"]?.dictionaryValue?["key1"]?.dictionaryValue?["key2"]?.dictionaryValue?["key3"]?.object(SwiftStringObject.self)?.stringCol, "hello")
        XCTAssertEqual(o.anyValue.dictionaryValue?["key4"]?.boolValue, false)
    }
    let assertDictionary2: (AnyRealmTypeObject) -> Void = { o in
        XCTAssertEqual(o.anyValue.dictionaryValue?["key10"]?.dictionaryValue?["key11"]?.dictionaryValue?["key12"]?.dictionaryValue?["key1"]?.dictionaryValue?["key2"]?.dictionaryValue?["key3"]?.object(SwiftStringObject.self)?.stringCol, "hello")
    }
    let subDict2: AnyRealmValue = AnyRealmValue.fromDictionary(["key3": .object(so)])
    let subDict3: AnyRealmValue = AnyRealmValue.fromDictionary(["key2": subDict2])
    let subDict4: AnyRealmValue = AnyRealmValue.fromDictionary(["key1": subDict3])
    let dictionary1: Dictionary<String, AnyRealmValue> = [
        "key0": subDict4,
        "key4": .bool(false)
    ]
    let subDict5: AnyRealmValue = AnyRealmValue.fromDictionary(["key12": subDict4])
    let subDict6: AnyRealmValue = AnyRealmValue.fromDictionary(["key11": subDict5])
    let dictionary2: Dictionary<String, AnyRealmValue> = [
        "key10": subDict6,
    ]
    let o = AnyRealmTypeObject()
    o.anyValue = AnyRealmValue.fromDictionary(dictionary2)
    assertDictionary2(o)
    o.anyValue = AnyRealmValue.fromDictionary(dictionary1)
    assertDictionary1(o)
    let realm = try Realm()
    try realm.write {
        realm.add(o)
    }
    assertDictionary1(o)
    try realm.write {
        o.anyValue = AnyRealmValue.fromDictionary(dictionary2)
    }
    assertDictionary2(o)
    try realm.write {
        let d = ["key0": ["key1": ["key2": ["key3": AnyRealmValue.object(so)]]],
                 "key4": AnyRealmValue.bool(false)]
        let object = realm.create(AnyRealmTypeObject.self, value: ["anyValue": d])
        assertDictionary1(object)
    }
    let result = realm.objects(AnyRealmTypeObject.self).last
    XCTAssertNotNil(result)
    assertDictionary1(result!)
}

/// A mixed property set to a list of every kind of value reads each value
/// back by index and by its typed accessor, unmanaged, created and through
/// results; replaced by a list holding none, it reads none.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MixedCollectionTest.swift MixedCollectionTest.testAnyMixedList
func testMixedListOfEveryValue() throws {
    let so = SwiftStringObject()
    so.stringCol = "hello"
    let d = Date()
    let oid = ObjectId.generate()
    let uuid = UUID()
    let assertObject: (AnyRealmTypeObject) -> Void = { o in
        XCTAssertEqual(o.anyValue.listValue?[0], .string("hello"))
        XCTAssertEqual(o.anyValue.listValue?[1], .bool(false))
        XCTAssertEqual(o.anyValue.listValue?[2], .int(234))
        XCTAssertEqual(o.anyValue.listValue?[3], .float(789.123))
        XCTAssertEqual(o.anyValue.listValue?[4], .double(12345.678901))
        XCTAssertEqual(o.anyValue.listValue?[5], .data(Data("a".utf8)))
        XCTAssertEqual(o.anyValue.listValue?[6], .date(d))
        XCTAssertEqual(o.anyValue.listValue?[8], .objectId(oid))
        XCTAssertEqual(o.anyValue.listValue?[9], .uuid(uuid))
        XCTAssertEqual(o.anyValue.listValue?[10], .decimal128(Decimal128(number: 567)))
        XCTAssertEqual(o.anyValue.listValue?[0].stringValue, "hello")
        XCTAssertEqual(o.anyValue.listValue?[1].boolValue, false)
        XCTAssertEqual(o.anyValue.listValue?[2].intValue, 234)
        XCTAssertEqual(o.anyValue.listValue?[3].floatValue, 789.123)
        XCTAssertEqual(o.anyValue.listValue?[4].doubleValue, 12345.678901)
        XCTAssertEqual(o.anyValue.listValue?[5].dataValue, Data("a".utf8))
        XCTAssertEqual(o.anyValue.listValue?[6].dateValue, d)
        XCTAssertEqual(o.anyValue.listValue?[7].object(SwiftStringObject.self)?.stringCol, so.stringCol)
        XCTAssertEqual(o.anyValue.listValue?[8].objectIdValue, oid)
        XCTAssertEqual(o.anyValue.listValue?[9].uuidValue, uuid)
        XCTAssertEqual(o.anyValue.listValue?[10].decimal128Value, Decimal128(number: 567))
    }
    let list: Array<AnyRealmValue> = [
        .string("hello"),
        .bool(false),
        .int(234),
        .float(789.123),
        .double(12345.678901),
        .data(Data("a".utf8)),
        .date(d),
        .object(so),
        .objectId(oid),
        .uuid(uuid),
        .decimal128(Decimal128(number: 567))
    ]
    let list1: Array<AnyRealmValue> = [
        .none
    ]
    let o = AnyRealmTypeObject()
    let l = AnyRealmValue.fromArray(list)
    o.anyValue = l
    assertObject(o)
    o.anyValue = AnyRealmValue.fromArray(list1)
    XCTAssertEqual(o.anyValue.listValue?[0], AnyRealmValue.none)
    let realm = try Realm()
    try realm.write {
        realm.add(o)
    }
    XCTAssertEqual(o.anyValue.listValue?[0], AnyRealmValue.none)
    try realm.write {
        o.anyValue = AnyRealmValue.fromArray(list1)
    }
    XCTAssertEqual(o.anyValue.listValue?[0], AnyRealmValue.none)
    try realm.write {
        let object = realm.create(AnyRealmTypeObject.self, value: ["anyValue": list])
        assertObject(object)
    }
    let result = realm.objects(AnyRealmTypeObject.self).last
    XCTAssertNotNil(result)
    assertObject(result!)
}

/// Elements of a mixed list are replaced in place, unmanaged and managed,
/// and removing the first twice leaves the int alone.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MixedCollectionTest.swift MixedCollectionTest.testAnyMixedListUpdateAndDelete
func testMixedListUpdateAndDelete() throws {
    let so = SwiftStringObject()
    so.stringCol = "hello"
    let list: Array<AnyRealmValue> = [
        .string("hello"),
        .bool(false),
        .int(234),
    ]
    let o = AnyRealmTypeObject()
    o.anyValue = AnyRealmValue.fromArray(list)
    XCTAssertEqual(o.anyValue.listValue?[0], .string("hello"))
    o.anyValue.listValue?[0] = .object(so)
    o.anyValue.listValue?[1] = .data(Data("a".utf8))
    XCTAssertEqual(o.anyValue.listValue?[0].object(SwiftStringObject.self)?.stringCol, so.stringCol)
    XCTAssertEqual(o.anyValue.listValue?[1], .data(Data("a".utf8)))
    let realm = try Realm()
    try realm.write {
        realm.add(o)
    }
    XCTAssertEqual(o.anyValue.listValue?[0].object(SwiftStringObject.self)?.stringCol, so.stringCol)
    XCTAssertEqual(o.anyValue.listValue?[1], .data(Data("a".utf8)))
    try realm.write {
        o.anyValue.listValue?[0] = .double(12345.678901)
        o.anyValue.listValue?[1] = .float(789.123)
    }
    XCTAssertEqual(o.anyValue.listValue?[0], .double(12345.678901))
    XCTAssertEqual(o.anyValue.listValue?[1], .float(789.123))
    let result = realm.objects(AnyRealmTypeObject.self).last
    XCTAssertNotNil(result)
    XCTAssertEqual(result?.anyValue.listValue?.count, 3)
    try realm.write {
        result?.anyValue.listValue?.remove(at: 0)
        result?.anyValue.listValue?.remove(at: 0)
    }
    XCTAssertNotEqual(result?.anyValue.listValue?[0], .double(12345.678901))
    XCTAssertEqual(result?.anyValue.listValue?[0], .int(234))
    XCTAssertEqual(result?.anyValue.listValue?.count, 1)
}

/// Lists nested four and six deep in a mixed property reach the object at
/// their bottom, unmanaged, added, replaced, created from nested array
/// literals and through results.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MixedCollectionTest.swift MixedCollectionTest.testAnyMixedNestedArray
func testMixedNestedLists() throws {
    let so = SwiftStringObject()
    so.stringCol = "hello"
    let assertArray1: (AnyRealmTypeObject) -> Void = { o in
        XCTAssertEqual(o.anyValue.listValue?[0].listValue?[0].listValue?[0].listValue?[0].object(SwiftStringObject.self)?.stringCol, "hello")
        XCTAssertEqual(o.anyValue.listValue?[1].boolValue, false)
    }
    let assertArray2: (AnyRealmTypeObject) -> Void = { o in
        XCTAssertEqual(o.anyValue.listValue?[0].listValue?[0].listValue?[0].listValue?[0].listValue?[0].listValue?[0].object(SwiftStringObject.self)?.stringCol, "hello")
    }
    let subArray2: AnyRealmValue = AnyRealmValue.fromArray([.object(so)])
    let subArray3: AnyRealmValue = AnyRealmValue.fromArray([subArray2])
    let subArray4: AnyRealmValue = AnyRealmValue.fromArray([subArray3])
    let array1: Array<AnyRealmValue> = [
        subArray4, .bool(false)
    ]
    let subArray5: AnyRealmValue = AnyRealmValue.fromArray([subArray4])
    let subArray6: AnyRealmValue = AnyRealmValue.fromArray([subArray5])
    let array2: Array<AnyRealmValue> = [
        subArray6
    ]
    let o = AnyRealmTypeObject()
    o.anyValue = AnyRealmValue.fromArray(array2)
    assertArray2(o)
    o.anyValue = AnyRealmValue.fromArray(array1)
    assertArray1(o)
    let realm = try Realm()
    try realm.write {
        realm.add(o)
    }
    assertArray1(o)
    try realm.write {
        o.anyValue = AnyRealmValue.fromArray(array2)
    }
    assertArray2(o)
    try realm.write {
        let d = [[[[AnyRealmValue.object(so)]]], AnyRealmValue.bool(false)]
        let object = realm.create(AnyRealmTypeObject.self, value: ["anyValue": d])
        assertArray1(object)
    }
    let result = realm.objects(AnyRealmTypeObject.self).last
    XCTAssertNotNil(result)
    assertArray1(result!)
}

/// Lists and dictionaries nested in each other ten deep in a mixed property
/// reach both objects at their bottom, unmanaged, added, replaced, created
/// from nested literals and through results.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MixedCollectionTest.swift MixedCollectionTest.testMixedNestedCollection
func testMixedNestedListsAndDictionaries() throws {
    let so = SwiftStringObject()
    so.stringCol = "hello"
    let subArray2: AnyRealmValue = AnyRealmValue.fromArray([.object(so)])
    let subDict2: AnyRealmValue = AnyRealmValue.fromDictionary(["key1": subArray2])
    let subArray3: AnyRealmValue = AnyRealmValue.fromArray([subArray2, subDict2])
    let subDict3: AnyRealmValue = AnyRealmValue.fromDictionary(["key2": subArray3])
    let subArray4: AnyRealmValue = AnyRealmValue.fromArray([subDict3])
    let subDict4: AnyRealmValue = AnyRealmValue.fromDictionary(["key3": subArray4])
    let subArray5: AnyRealmValue = AnyRealmValue.fromArray([subDict4])
    let subDict5: AnyRealmValue = AnyRealmValue.fromDictionary(["key4": subArray5])
    let subArray6: AnyRealmValue = AnyRealmValue.fromArray([subDict5])
    let subDict6: AnyRealmValue = AnyRealmValue.fromDictionary(["key5": subArray6])
    let dictionary: Dictionary<String, AnyRealmValue> = [
        "key0": subDict6,
    ]
    let assertMixed: (AnyRealmTypeObject) -> Void = { o in
        let baseNested: List<AnyRealmValue>? = o.anyValue.dictionaryValue?["key0"]?.dictionaryValue?["key5"]?.listValue?[0].dictionaryValue?["key4"]?.listValue?[0].dictionaryValue?["key3"]?.listValue
        let nested1: String? = baseNested?[0].dictionaryValue?["key2"]?.listValue?[0].listValue?[0].object(SwiftStringObject.self)?.stringCol
        XCTAssertEqual(nested1, "hello")
        let nested2: String? = baseNested?[0].dictionaryValue?["key2"]?.listValue?[1].dictionaryValue?["key1"]?.listValue?[0].object(SwiftStringObject.self)?.stringCol
        XCTAssertEqual(nested2, "hello")
    }
    let o = AnyRealmTypeObject()
    o.anyValue = AnyRealmValue.fromDictionary(dictionary)
    assertMixed(o)
    o.anyValue = AnyRealmValue.fromDictionary(dictionary)
    assertMixed(o)
    let realm = try Realm()
    try realm.write {
        realm.add(o)
    }
    assertMixed(o)
    try realm.write {
        o.anyValue = AnyRealmValue.fromDictionary(dictionary)
    }
    assertMixed(o)
    try realm.write {
        // The SDK writes this value as one literal eleven brackets deep; the
        // scenario language admits ten, so its innermost part is bound first.
        let key2 = ["key2": [[AnyRealmValue.object(so)], ["key1": [AnyRealmValue.object(so)]]]]
        let d = ["key0": ["key5": [["key4": [["key3": [key2]]]]]]]
        let object = realm.create(AnyRealmTypeObject.self, value: ["anyValue": d])
        assertMixed(object)
    }
    let result = realm.objects(AnyRealmTypeObject.self).last
    XCTAssertNotNil(result)
    assertMixed(result!)
}

/// Each change to a mixed property or to any collection nested in it (set,
/// element replaced, appended, last removed, all removed, key added, key
/// removed, dictionary emptied) notifies the object's observer with one
/// changed property, the mixed one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MixedCollectionTest.swift MixedCollectionTest.testMixedCollectionObjectNotifications
func testMixedCollectionObjectNotifications() throws {
    let subArray3: AnyRealmValue = AnyRealmValue.fromArray([.int(3)])
    let subArray2: AnyRealmValue = AnyRealmValue.fromArray([subArray3])
    let subDict1: AnyRealmValue = AnyRealmValue.fromDictionary(["key1": subArray2])
    let dictionary: Dictionary<String, AnyRealmValue> = [
        "key0": subDict1,
    ]
    let o = AnyRealmTypeObject()
    let realm = try Realm()
    try realm.write {
        realm.add(o)
    }
    var changes = 0
    var names: [[String]] = []
    let token = o.observe { change in
        if case .change(_, let properties) = change {
            names.append(properties.map { $0.name })
        } else {
            XCTFail("expected .change")
        }
        changes += 1
    }
    realm.refresh()
    try realm.write {
        o.anyValue = AnyRealmValue.fromDictionary(dictionary)
    }
    realm.refresh()
    XCTAssertEqual(changes, 1)
    try realm.write {
        o.anyValue.dictionaryValue?["key0"]?.dictionaryValue?["key1"]?.listValue?[0].listValue?[0] = .bool(true)
    }
    realm.refresh()
    XCTAssertEqual(changes, 2)
    try realm.write {
        o.anyValue.dictionaryValue?["key0"]?.dictionaryValue?["key1"]?.listValue?.append(.float(33.33))
    }
    realm.refresh()
    XCTAssertEqual(changes, 3)
    try realm.write {
        o.anyValue.dictionaryValue?["key0"]?.dictionaryValue?["key1"]?.listValue?.removeLast()
    }
    realm.refresh()
    XCTAssertEqual(changes, 4)
    try realm.write {
        o.anyValue.dictionaryValue?["key0"]?.dictionaryValue?["key1"]?.listValue?.removeAll()
    }
    realm.refresh()
    XCTAssertEqual(changes, 5)
    try realm.write {
        o.anyValue.dictionaryValue?["key0"]?.dictionaryValue?["key2"] = .string("nowhere")
    }
    realm.refresh()
    XCTAssertEqual(changes, 6)
    try realm.write {
        o.anyValue.dictionaryValue?["key0"]?.dictionaryValue?["key2"] = nil
    }
    realm.refresh()
    XCTAssertEqual(changes, 7)
    try realm.write {
        o.anyValue.dictionaryValue?.removeAll()
    }
    realm.refresh()
    XCTAssertEqual(changes, 8)
    XCTAssertEqual(names, [["anyValue"], ["anyValue"], ["anyValue"], ["anyValue"], ["anyValue"], ["anyValue"], ["anyValue"], ["anyValue"]])
    token.invalidate()
}

/// Elements of a managed mixed list take a nested dictionary, a nested
/// list appended, a copy of a plain element, and a replacement dictionary.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MixedCollectionTest.swift MixedCollectionTest.testReassignToMixedList
func testMixedListReassign() throws {
    let list = AnyRealmValue.fromArray([.bool(true), AnyRealmValue.fromDictionary(["key": .int(12)]), .float(13.12)])
    let mixedObject = AnyRealmTypeObject()
    mixedObject.anyValue = list
    let realm = try Realm()
    try realm.write {
        realm.add(mixedObject)
    }
    XCTAssertEqual(mixedObject.anyValue.listValue?[1].dictionaryValue?["key"], .int(12))
    try realm.write {
        mixedObject.anyValue.listValue?.append(AnyRealmValue.fromArray([.double(20.20), .string("hello")]))
    }
    XCTAssertEqual(mixedObject.anyValue.listValue?[3].listValue?[0], .double(20.20))
    try realm.write {
        let listItem = mixedObject.anyValue.listValue?[0]
        mixedObject.anyValue.listValue?.append(listItem!)
    }
    XCTAssertEqual(mixedObject.anyValue.listValue?[4], .bool(true))
    // Re-adding a nested collection of the same list (appended, or set in
    // its own place) is accepted; the SDK checks no value after it.
    try realm.write {
        let listItem = mixedObject.anyValue.listValue?[3]
        mixedObject.anyValue.listValue?.append(listItem!)
    }
    try realm.write {
        let listItem = mixedObject.anyValue.listValue?[3]
        mixedObject.anyValue.listValue?[3] = listItem!
    }
    try realm.write {
        mixedObject.anyValue.listValue?[1] = AnyRealmValue.fromDictionary(["new-key": .int(3)])
    }
    XCTAssertEqual(mixedObject.anyValue.listValue?[1].dictionaryValue?["new-key"], .int(3))
    try realm.write {
        let listItem = mixedObject.anyValue.listValue?[1]
        mixedObject.anyValue.listValue?.append(listItem!)
    }
    try realm.write {
        let listItem = mixedObject.anyValue.listValue?[1]
        mixedObject.anyValue.listValue?[3] = listItem!
    }
}

/// Keys of a managed mixed dictionary take a new nested dictionary, a copy
/// of a plain value and a nested list.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MixedCollectionTest.swift MixedCollectionTest.testReassignToMixedDictionary
func testMixedDictionaryReassign() throws {
    let dictionary = AnyRealmValue.fromDictionary(["key1": .bool(true), "key2": AnyRealmValue.fromDictionary(["key4": .int(12)]), "key3": .float(13.12)])
    let mixedObject = AnyRealmTypeObject()
    mixedObject.anyValue = dictionary
    let realm = try Realm()
    try realm.write {
        realm.add(mixedObject)
    }
    XCTAssertEqual(mixedObject.anyValue.dictionaryValue?["key2"]?.dictionaryValue?["key4"], .int(12))
    try realm.write {
        mixedObject.anyValue.dictionaryValue?["key4"] = AnyRealmValue.fromDictionary(["new-key": .int(3)])
    }
    XCTAssertEqual(mixedObject.anyValue.dictionaryValue?["key4"]?.dictionaryValue?["new-key"], .int(3))
    try realm.write {
        let dictItem = mixedObject.anyValue.dictionaryValue?["key1"]
        mixedObject.anyValue.dictionaryValue?["key5"] = dictItem
    }
    XCTAssertEqual(mixedObject.anyValue.dictionaryValue?["key5"], .bool(true))
    // Re-adding a nested collection of the same dictionary under another key
    // is accepted; the SDK checks no value after it.
    try realm.write {
        let dictItem = mixedObject.anyValue.dictionaryValue?["key2"]
        mixedObject.anyValue.dictionaryValue?["key6"] = dictItem
    }
    try realm.write {
        mixedObject.anyValue.dictionaryValue?["key7"] = AnyRealmValue.fromArray([.string("hello"), .double(20.20)])
    }
    XCTAssertEqual(mixedObject.anyValue.dictionaryValue?["key7"]?.listValue?[0], .string("hello"))
    try realm.write {
        let dictItem = mixedObject.anyValue.dictionaryValue?["key7"]
        mixedObject.anyValue.dictionaryValue?["key2"] = dictItem
    }
}

/// Walking a managed mixed value nested ten deep visits twelve values and
/// reaches a plain one, whether a dictionary is walked by its key-value
/// sequence or by its entries.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MixedCollectionTest.swift MixedCollectionTest.testEnumerationNestedCollection
func testMixedNestedEnumeration() throws {
    var count = 0
    var accessNestedValue = false
    var iterateKeyValue: ((AnyRealmValue) -> Void)? = nil
    iterateKeyValue = { value in
        count += 1
        switch value {
        case .list(let l):
            for item in l {
                iterateKeyValue!(item)
            }
        case .dictionary(let d):
            for (_, val) in d.asKeyValueSequence() {
                iterateKeyValue!(val)
            }
        default:
            accessNestedValue = true
        }
    }
    let so = SwiftStringObject()
    so.stringCol = "hello"
    let subArray2: AnyRealmValue = AnyRealmValue.fromArray([.object(so)])
    let subDict2: AnyRealmValue = AnyRealmValue.fromDictionary(["key1": subArray2])
    let subArray3: AnyRealmValue = AnyRealmValue.fromArray([subDict2])
    let subDict3: AnyRealmValue = AnyRealmValue.fromDictionary(["key2": subArray3])
    let subArray4: AnyRealmValue = AnyRealmValue.fromArray([subDict3])
    let subDict4: AnyRealmValue = AnyRealmValue.fromDictionary(["key3": subArray4])
    let subArray5: AnyRealmValue = AnyRealmValue.fromArray([subDict4])
    let subDict5: AnyRealmValue = AnyRealmValue.fromDictionary(["key4": subArray5])
    let subArray6: AnyRealmValue = AnyRealmValue.fromArray([subDict5])
    let subDict6: AnyRealmValue = AnyRealmValue.fromDictionary(["key5": subArray6])
    let dictionary: Dictionary<String, AnyRealmValue> = [
        "key0": subDict6,
    ]
    let o = AnyRealmTypeObject()
    o.anyValue = AnyRealmValue.fromDictionary(dictionary)
    let realm = try Realm()
    try realm.write {
        realm.add(o)
    }
    iterateKeyValue!(o.anyValue)
    XCTAssertEqual(count, 12)
    XCTAssertTrue(accessNestedValue)
    var countValue = 0
    var accessNestedValueValue = false
    var iterateValue: ((AnyRealmValue) -> Void)? = nil
    iterateValue = { value in
        countValue += 1
        switch value {
        case .list(let l):
            for item in l {
                iterateValue!(item)
            }
        case .dictionary(let d):
            for val in d {
                iterateValue!(val.value)
            }
        default:
            accessNestedValueValue = true
        }
    }
    iterateValue!(o.anyValue)
    XCTAssertEqual(countValue, 12)
    XCTAssertTrue(accessNestedValueValue)
}

/// Assigning a new dictionary to a managed mixed property replaces the old
/// one: the kept key reads its new value and the dropped key reads nil.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MixedCollectionTest.swift MixedCollectionTest.testCollectionReassign
func testMixedCollectionReassign() throws {
    let dictionary: Dictionary<String, AnyRealmValue> = [
        "key1": .string("hello"),
        "key2": .bool(false),
    ]
    let dictionary1: Dictionary<String, AnyRealmValue> = [
        "key1": .string("adios"),
    ]
    let o = AnyRealmTypeObject()
    o.anyValue = AnyRealmValue.fromDictionary(dictionary)
    let realm = try Realm()
    try realm.write {
        realm.add(o)
    }
    XCTAssertEqual(o.anyValue.dictionaryValue?["key1"], .string("hello"))
    XCTAssertEqual(o.anyValue.dictionaryValue?["key2"], .bool(false))
    try realm.write {
        o.anyValue = AnyRealmValue.fromDictionary(dictionary1)
    }
    XCTAssertEqual(o.anyValue.dictionaryValue?["key1"], .string("adios"))
    XCTAssertNil(o.anyValue.dictionaryValue?["key2"])
}

// An object with a primary key and a mixed property, as the SDK's
// ModernAllTypesObject has them (its other properties play no part here).
class ModernAllTypesObject: Object {
    @Persisted(primaryKey: true) var pk: ObjectId = ObjectId.generate()
    @Persisted var anyCol: AnyRealmValue
}

/// Unmanaged mixed dictionaries nesting lists and dictionaries six levels
/// deep are equal when built from the same contents and unequal once either
/// gains a key; an object's mixed property equals itself before and after the
/// object is added, while a second object given the same contents holds,
/// once managed, collections unequal to the first's at every level.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MixedCollectionTest.swift MixedCollectionTest.testMixedCollectionEquality
func testMixedNestedCollectionEquality() throws {
    let greeting = SwiftStringObject()
    greeting.stringCol = "hello"
    let list2: AnyRealmValue = AnyRealmValue.fromArray([.object(greeting)])
    let dict2: AnyRealmValue = AnyRealmValue.fromDictionary(["key1": list2])
    let list3: AnyRealmValue = AnyRealmValue.fromArray([list2, dict2])
    let dict3: AnyRealmValue = AnyRealmValue.fromDictionary(["key2": list3])
    let list4: AnyRealmValue = AnyRealmValue.fromArray([dict3])
    let dict4: AnyRealmValue = AnyRealmValue.fromDictionary(["key3": list4])
    let list5: AnyRealmValue = AnyRealmValue.fromArray([dict4])
    let dict5: AnyRealmValue = AnyRealmValue.fromDictionary(["key4": list5])
    let list6: AnyRealmValue = AnyRealmValue.fromArray([dict5])
    let dict6: AnyRealmValue = AnyRealmValue.fromDictionary(["key5": list6])
    let contents: Dictionary<String, AnyRealmValue> = ["key0": dict6]

    XCTAssertEqual(AnyRealmValue.fromDictionary([:]), AnyRealmValue.fromDictionary([:]))
    XCTAssertEqual(AnyRealmValue.fromDictionary(contents), AnyRealmValue.fromDictionary(contents))
    var more = contents
    more["newKey"] = .bool(false)
    XCTAssertNotEqual(AnyRealmValue.fromDictionary(contents), AnyRealmValue.fromDictionary(more))
    let value = AnyRealmValue.fromDictionary(contents)
    let grown = AnyRealmValue.fromDictionary(contents)
    grown.dictionaryValue?["newKey"] = .bool(false)
    XCTAssertNotEqual(value, grown)

    let holder = AnyRealmTypeObject()
    holder.anyValue = value
    let sameHolder = holder
    XCTAssertEqual(holder.anyValue, sameHolder.anyValue)
    XCTAssertTrue(holder.isEqual(sameHolder))
    XCTAssertEqual(holder.anyValue.dictionaryValue, holder.anyValue.dictionaryValue)

    let realm = try Realm()
    try realm.write {
        realm.add(holder)
        realm.add(sameHolder)
    }
    XCTAssertEqual(holder.anyValue, sameHolder.anyValue)
    XCTAssertEqual(holder.anyValue.dictionaryValue?["key0"], sameHolder.anyValue.dictionaryValue?["key0"])
    XCTAssertEqual(holder.anyValue.dictionaryValue?["key0"]?.dictionaryValue?["key5"]?.listValue?[0], sameHolder.anyValue.dictionaryValue?["key0"]?.dictionaryValue?["key5"]?.listValue?[0])

    let other = AnyRealmTypeObject()
    other.anyValue = AnyRealmValue.fromDictionary(contents)
    try realm.write {
        realm.add(other)
    }
    XCTAssertNotEqual(holder.anyValue, other.anyValue)
    XCTAssertNotEqual(holder.anyValue.dictionaryValue?["key0"], other.anyValue.dictionaryValue?["key0"])
    XCTAssertNotEqual(holder.anyValue.dictionaryValue?["key0"]?.dictionaryValue?["key5"]?.listValue?[0], other.anyValue.dictionaryValue?["key0"]?.dictionaryValue?["key5"]?.listValue?[0])
}

/// The persisted mixed property of an object with a primary key equals the
/// mixed dictionary it was given, and one built again from the same contents,
/// while unmanaged; the object equals itself once added, and a second object
/// given the same contents holds, once managed, collections unequal to the
/// first's at every level.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/MixedCollectionTest.swift MixedCollectionTest.testMixedCollectionModernObjectEquality
func testMixedNestedCollectionEqualityPersisted() throws {
    let greeting = SwiftStringObject()
    greeting.stringCol = "hello"
    let list2: AnyRealmValue = AnyRealmValue.fromArray([.object(greeting)])
    let dict2: AnyRealmValue = AnyRealmValue.fromDictionary(["key1": list2])
    let list3: AnyRealmValue = AnyRealmValue.fromArray([list2, dict2])
    let dict3: AnyRealmValue = AnyRealmValue.fromDictionary(["key2": list3])
    let list4: AnyRealmValue = AnyRealmValue.fromArray([dict3])
    let dict4: AnyRealmValue = AnyRealmValue.fromDictionary(["key3": list4])
    let list5: AnyRealmValue = AnyRealmValue.fromArray([dict4])
    let dict5: AnyRealmValue = AnyRealmValue.fromDictionary(["key4": list5])
    let list6: AnyRealmValue = AnyRealmValue.fromArray([dict5])
    let dict6: AnyRealmValue = AnyRealmValue.fromDictionary(["key5": list6])
    let contents: Dictionary<String, AnyRealmValue> = ["key0": dict6]

    XCTAssertEqual(AnyRealmValue.fromDictionary([:]), AnyRealmValue.fromDictionary([:]))
    XCTAssertEqual(AnyRealmValue.fromDictionary(contents), AnyRealmValue.fromDictionary(contents))
    var more = contents
    more["newKey"] = .bool(false)
    XCTAssertNotEqual(AnyRealmValue.fromDictionary(contents), AnyRealmValue.fromDictionary(more))
    let value = AnyRealmValue.fromDictionary(contents)
    let grown = AnyRealmValue.fromDictionary(contents)
    grown.dictionaryValue?["newKey"] = .bool(false)
    XCTAssertNotEqual(value, grown)

    let holder = ModernAllTypesObject()
    holder.anyCol = value
    XCTAssertEqual(holder.anyCol, value)
    XCTAssertEqual(holder.anyCol, AnyRealmValue.fromDictionary(contents))
    let sameHolder = holder
    XCTAssertEqual(sameHolder.anyCol, value)
    XCTAssertEqual(sameHolder.anyCol, AnyRealmValue.fromDictionary(contents))
    XCTAssertEqual(holder.anyCol, sameHolder.anyCol)
    XCTAssertTrue(holder.anyCol == sameHolder.anyCol)
    XCTAssertTrue(holder.isEqual(sameHolder))
    XCTAssertEqual(holder.anyCol.dictionaryValue, holder.anyCol.dictionaryValue)

    let realm = try Realm()
    try realm.write {
        realm.add(holder)
        realm.add(sameHolder)
    }
    XCTAssertEqual(holder.anyCol, sameHolder.anyCol)
    XCTAssertTrue(holder.anyCol == sameHolder.anyCol)
    XCTAssertTrue(holder.isEqual(sameHolder))

    let other = ModernAllTypesObject()
    other.anyCol = AnyRealmValue.fromDictionary(contents)
    try realm.write {
        realm.add(other)
    }
    XCTAssertNotEqual(holder.anyCol, other.anyCol)
    XCTAssertNotEqual(holder.anyCol.dictionaryValue?["key0"], other.anyCol.dictionaryValue?["key0"])
    XCTAssertNotEqual(holder.anyCol.dictionaryValue?["key0"]?.dictionaryValue?["key5"]?.listValue?[0], other.anyCol.dictionaryValue?["key0"]?.dictionaryValue?["key5"]?.listValue?[0])
}
