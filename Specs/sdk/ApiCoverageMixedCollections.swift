// page: sdk
// tags: any-realm-value, sdk-api

/// fromArray(_:) wraps a new list of the values as .list; listValue gives that list and every other accessor nil.
/// - section: sdk-api
/// - claims: sdk.api.mixed.nested-collections
func testMixedFromArray() throws {
    let value = AnyRealmValue.fromArray([.int(1), .string("two"), .none])
    XCTAssertEqual(value.listValue?.count, 3)
    XCTAssertEqual(value.listValue?[1], AnyRealmValue.string("two"))
    XCTAssertEqual(value.listValue?[2], AnyRealmValue.none)
    XCTAssertNil(value.dictionaryValue)
    XCTAssertNil(value.intValue)
    XCTAssertEqual(value, AnyRealmValue.fromArray([.int(1), .string("two"), .none]))
    if case .list(let inner) = value {
        XCTAssertEqual(inner.first, AnyRealmValue.int(1))
    } else {
        XCTFail("fromArray gives .list")
    }
    XCTAssertEqual(AnyRealmValue.fromArray([]).listValue?.count, 0)
}

/// fromDictionary(_:) wraps a new map of the entries as .dictionary; dictionaryValue gives that map and every other accessor nil.
/// - section: sdk-api
/// - claims: sdk.api.mixed.nested-collections
func testMixedFromDictionary() throws {
    let value = AnyRealmValue.fromDictionary(["a": .int(1), "b": .bool(false)])
    XCTAssertEqual(value.dictionaryValue?.count, 2)
    XCTAssertEqual(value.dictionaryValue?["a"], AnyRealmValue.int(1))
    XCTAssertEqual(value.dictionaryValue?["b"], AnyRealmValue.bool(false))
    XCTAssertNil(value.dictionaryValue?["c"])
    XCTAssertNil(value.listValue)
    XCTAssertNil(value.boolValue)
    if case .dictionary(let inner) = value {
        XCTAssertEqual(inner.count, 2)
    } else {
        XCTFail("fromDictionary gives .dictionary")
    }
}

/// .list and .dictionary hold a List<AnyRealmValue> and a Map<String, AnyRealmValue> made by hand; their accessors give them back.
/// - section: sdk-api
/// - claims: sdk.api.mixed.nested-collections
func testMixedListAndDictionaryCases() throws {
    let list = List<AnyRealmValue>()
    list.append(.int(3))
    list.append(.string("x"))
    let wrapped = AnyRealmValue.list(list)
    XCTAssertEqual(wrapped.listValue?.count, 2)
    XCTAssertEqual(wrapped.listValue?.last, AnyRealmValue.string("x"))
    XCTAssertNil(wrapped.dictionaryValue)
    let map = Map<String, AnyRealmValue>()
    map["k"] = .double(1.5)
    let wrappedMap = AnyRealmValue.dictionary(map)
    XCTAssertEqual(wrappedMap.dictionaryValue?["k"], AnyRealmValue.double(1.5))
    XCTAssertNil(wrappedMap.listValue)
    XCTAssertNotEqual(wrapped, wrappedMap)
    XCTAssertNil(AnyRealmValue.int(1).listValue)
    XCTAssertNil(AnyRealmValue.string("x").dictionaryValue)
}
