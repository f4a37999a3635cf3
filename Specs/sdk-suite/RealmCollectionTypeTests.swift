// page: sdk
// tags: sdk, suite

// The models of the SDK's collection tests: an object with a nullable string
// and a link, the link's target with its backlinks, an object with one column
// of each numeric type, and owners of a list and of a set of them.

class CTTAggregateObject: Object {
    @Persisted var intCol = 0
    @Persisted var int8Col: Int8 = 0
    @Persisted var int16Col: Int16 = 0
    @Persisted var int32Col: Int32 = 0
    @Persisted var int64Col: Int64 = 0
    @Persisted var floatCol: Float = 0
    @Persisted var doubleCol = 0.0
    @Persisted var boolCol = false
    @Persisted var dateCol = Date()
    @Persisted var trueCol = true
    @Persisted var stringListCol: List<CTTNullableStringObjectWithLink>
    @Persisted var stringSetCol: MutableSet<CTTNullableStringObjectWithLink>
    @Persisted var linkCol: CTTLinkTarget?
    @Persisted var childIntCol: CTTIntegerObject?
}

class CTTIntegerObject: Object {
    @Persisted var intCol = 0
}

class CTTAggregateObjectList: Object {
    @Persisted var list: List<CTTAggregateObject>
}

class CTTAggregateObjectSet: Object {
    @Persisted var set: MutableSet<CTTAggregateObject>
}

class CTTNullableStringObjectWithLink: Object {
    @Persisted var stringCol: String? = ""
    @Persisted var linkCol: CTTLinkTarget?
}

class CTTLinkTarget: Object {
    @Persisted var id = 0
    @Persisted(originProperty: "linkCol") var stringObjects: LinkingObjects<CTTNullableStringObjectWithLink>
    @Persisted(originProperty: "linkCol") var aggregateObjects: LinkingObjects<CTTAggregateObject>
}

class CTTStringList: Object {
    @Persisted var array: List<CTTNullableStringObjectWithLink>
}

class CTTStringSet: Object {
    @Persisted var set: MutableSet<CTTNullableStringObjectWithLink>
}

// A string kept as its persisted String, for a filter's argument.
struct StringWrapper: CustomPersistable {
    typealias PersistedType = String
    var persistableValue: String
    init(persistedValue: String) { self.persistableValue = persistedValue }
}

/// Every object of the string class describes itself as a Results of that
/// class at an address, each element with its string and its link target.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testDescription
func testCollectionTypeResultsDescription() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    XCTAssertTrue(collection.description.hasPrefix("Results<CTTNullableStringObjectWithLink> <0x"))
    XCTAssertTrue(collection.description.hasSuffix("> (\n\t[0] CTTNullableStringObjectWithLink {\n\t\tstringCol = 1;\n\t\tlinkCol = CTTLinkTarget {\n\t\t\tid = 1;\n\t\t};\n\t},\n\t[1] CTTNullableStringObjectWithLink {\n\t\tstringCol = 2;\n\t\tlinkCol = CTTLinkTarget {\n\t\t\tid = 1;\n\t\t};\n\t}\n)"))
}

/// The two string objects count two, and a predicate string or a query on
/// the string matches one of them or none.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testCount
func testCollectionTypeResultsCount() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    XCTAssertEqual(2, collection.count)
    XCTAssertEqual(1, collection.filter("stringCol = '1'").count)
    XCTAssertEqual(1, collection.filter("stringCol = '2'").count)
    XCTAssertEqual(0, collection.filter("stringCol = '0'").count)
    XCTAssertEqual(1, collection.where { $0.stringCol == "1" }.count)
    XCTAssertEqual(1, collection.where { $0.stringCol == "2" }.count)
    XCTAssertEqual(0, collection.where { $0.stringCol == "0" }.count)
}

/// index(of:) finds each object at its position, and in a filtered view
/// finds the object it keeps and answers nil for the one it drops.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testIndexOfObject
func testCollectionTypeResultsIndexOfObject() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    XCTAssertEqual(0, collection.index(of: str1)!)
    XCTAssertEqual(1, collection.index(of: str2)!)
    let str1Only = collection.filter("stringCol = '1'")
    XCTAssertEqual(0, str1Only.index(of: str1)!)
    XCTAssertNil(str1Only.index(of: str2))
    let str1OnlyQuery = collection.where { $0.stringCol == "1" }
    XCTAssertEqual(0, str1OnlyQuery.index(of: str1)!)
    XCTAssertNil(str1OnlyQuery.index(of: str2))
}

/// index(matching:) with an NSPredicate answers the first match's position, or nil.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testIndexOfPredicate
func testCollectionTypeResultsIndexOfPredicate() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    let pred1 = NSPredicate(format: "stringCol = '1'")
    let pred2 = NSPredicate(format: "stringCol = '2'")
    let pred3 = NSPredicate(format: "stringCol = '3'")
    XCTAssertEqual(0, collection.index(matching: pred1)!)
    XCTAssertEqual(1, collection.index(matching: pred2)!)
    XCTAssertNil(collection.index(matching: pred3))
}

/// index(matching:) with a query closure answers the first match's position, or nil.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testIndexOfQuery
func testCollectionTypeResultsIndexOfQuery() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    XCTAssertEqual(0, collection.index(matching: { $0.stringCol == "1" })!)
    XCTAssertEqual(1, collection.index(matching: { $0.stringCol == "2" })!)
    XCTAssertNil(collection.index(matching: { $0.stringCol == "3" }))
}

/// index(matching:) with a format string, with or without arguments, answers
/// the first match's position, or nil.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testIndexOfFormat
func testCollectionTypeResultsIndexOfFormat() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    XCTAssertEqual(0, collection.index(matching: "stringCol = '1'")!)
    XCTAssertEqual(0, collection.index(matching: "stringCol = %@", "1")!)
    XCTAssertEqual(1, collection.index(matching: "stringCol = %@", "2")!)
    XCTAssertNil(collection.index(matching: "stringCol = %@", "3"))
}

/// Subscripts read the same rows as the objects added, and an index past
/// either end throws.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSubscript
func testCollectionTypeResultsSubscript() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    XCTAssertTrue(str1.isSameObject(as: collection[0]))
    XCTAssertTrue(str2.isSameObject(as: collection[1]))
    assertThrows(collection[200])
    assertThrows(collection[-200])
}

/// objects(at:) throws when an index is past the end, and otherwise returns
/// the objects at those positions.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObjectsAtIndexes
func testCollectionTypeResultsObjectsAtIndexes() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    assertThrows(collection.objects(at: [0, 10]))
    let objs = collection.objects(at: [0, 1])
    XCTAssertTrue(str1.isSameObject(as: objs[0]))
    XCTAssertTrue(str2.isSameObject(as: objs[1]))
}

/// first is the first object, of a filter its only match, and nil when
/// nothing matches, through a predicate string or a query.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFirst
func testCollectionTypeResultsFirst() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    XCTAssertTrue(str1.isSameObject(as: collection.first!))
    XCTAssertTrue(str2.isSameObject(as: collection.filter("stringCol = '2'").first!))
    XCTAssertNil(collection.filter("stringCol = '3'").first)
    XCTAssertTrue(str2.isSameObject(as: collection.where { $0.stringCol == "2" }.first!))
    XCTAssertNil(collection.where { $0.stringCol == "3" }.first)
}

/// last is the last object, of a filter its only match, and nil when
/// nothing matches, through a predicate string or a query.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testLast
func testCollectionTypeResultsLast() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    XCTAssertTrue(str2.isSameObject(as: collection.last!))
    XCTAssertTrue(str2.isSameObject(as: collection.filter("stringCol = '2'").last!))
    XCTAssertNil(collection.filter("stringCol = '3'").last)
    XCTAssertTrue(str2.isSameObject(as: collection.where { $0.stringCol == "2" }.last!))
    XCTAssertNil(collection.where { $0.stringCol == "3" }.last)
}

/// value(forKey:) reads one property of every element in order, and "self"
/// answers the elements themselves.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testValueForKey
func testCollectionTypeResultsValueForKey() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    let expected = Array(collection.map { $0.stringCol })
    let actual = collection.value(forKey: "stringCol") as! [String]?
    XCTAssertEqual(expected as! [String], actual!)
    XCTAssertEqual(["1", "2"], actual!)
    let selves = collection.value(forKey: "self") as! [CTTNullableStringObjectWithLink]
    XCTAssertEqual(2, selves.count)
    XCTAssertTrue(collection[0].isSameObject(as: selves[0]))
    XCTAssertTrue(collection[1].isSameObject(as: selves[1]))
}

/// setValue(_:forKey:) in a write sets the property of every element.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSetValueForKey
func testCollectionTypeResultsSetValueForKey() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    try realm.write {
        collection.setValue("hi there!", forKey: "stringCol")
    }
    let actual = Array(collection.map { $0.stringCol })
    XCTAssertEqual(["hi there!", "hi there!"], actual as! [String])
}

/// Arguments of several optional and non-optional strings, one of them nil,
/// match through a predicate string or a query.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFilterWithAnyVarags
func testCollectionTypeResultsFilterWithAnyVarargs() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    let firstCriterion: String? = "1"
    let secondCriterion: String = "2"
    let thirdCriterion: String? = nil
    let result = collection.filter("stringCol = %@ OR stringCol = %@ OR stringCol = %@",
                                   firstCriterion as Any, secondCriterion as Any, thirdCriterion as Any)
    XCTAssertEqual(2, result.count)
    let queryResult = collection.where { $0.stringCol == firstCriterion || $0.stringCol == secondCriterion || $0.stringCol == thirdCriterion }
    XCTAssertEqual(2, queryResult.count)
}

/// filter(_:) with an NSPredicate, literal or with an AnyRealmValue argument, counts its matches.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFilterPredicate
func testCollectionTypeResultsFilterPredicate() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    XCTAssertEqual(1, collection.filter(NSPredicate(format: "stringCol = '1'")).count)
    XCTAssertEqual(1, collection.filter(NSPredicate(format: "stringCol = '2'")).count)
    XCTAssertEqual(0, collection.filter(NSPredicate(format: "stringCol = '3'")).count)
    let pred1 = NSPredicate(format: "stringCol = %@", argumentArray: [AnyRealmValue.string("1")])
    let pred2 = NSPredicate(format: "stringCol = %@", argumentArray: [AnyRealmValue.string("2")])
    let pred3 = NSPredicate(format: "stringCol = %@", argumentArray: [AnyRealmValue.string("3")])
    XCTAssertEqual(1, collection.filter(pred1).count)
    XCTAssertEqual(1, collection.filter(pred2).count)
    XCTAssertEqual(0, collection.filter(pred3).count)
}

/// sorted(byKeyPath:ascending:) sorts on a property or through a link, and an
/// unknown key path is refused naming the class and the property.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSortWithProperty
func testCollectionTypeResultsSortWithProperty() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    var sorted = collection.sorted(byKeyPath: "stringCol", ascending: true)
    XCTAssertEqual("1", sorted[0].stringCol)
    XCTAssertEqual("2", sorted[1].stringCol)
    sorted = collection.sorted(byKeyPath: "stringCol", ascending: false)
    XCTAssertEqual("2", sorted[0].stringCol)
    XCTAssertEqual("1", sorted[1].stringCol)
    sorted = collection.sorted(byKeyPath: "linkCol.id", ascending: true)
    XCTAssertEqual("1", sorted[0].stringCol)
    XCTAssertEqual("2", sorted[1].stringCol)
    assertThrows(collection.sorted(byKeyPath: "noSuchCol", ascending: true),
                 reason: "Cannot sort on key path 'noSuchCol': property 'CTTNullableStringObjectWithLink.noSuchCol' does not exist")
}

/// sorted(by:) with no descriptors keeps the order, and with an ascending
/// descriptor on the integer orders 1, 2, 3; an unknown key path is refused
/// naming the class and the property.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSortWithDescriptor
func testCollectionTypeResultsSortWithDescriptor() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let collection = realm.objects(CTTAggregateObject.self)
    let notActuallySorted = collection.sorted(by: [])
    XCTAssertEqual(3, notActuallySorted.count)
    XCTAssertTrue(collection[0].isSameObject(as: notActuallySorted[0]))
    XCTAssertTrue(collection[1].isSameObject(as: notActuallySorted[1]))
    XCTAssertTrue(collection[2].isSameObject(as: notActuallySorted[2]))
    let sorted = collection.sorted(by: [SortDescriptor(keyPath: "intCol", ascending: true)])
    XCTAssertEqual(1, sorted[0].intCol)
    XCTAssertEqual(2, sorted[1].intCol)
    XCTAssertEqual(3, sorted[2].intCol)
    assertThrows(collection.sorted(by: [SortDescriptor(keyPath: "noSuchCol")]),
                 reason: "Cannot sort on key path 'noSuchCol': property 'CTTAggregateObject.noSuchCol' does not exist")
}

/// A sort descriptor built from a Swift key path sorts like one built from its name.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSortWithDescriptorBySwiftKeyPath
func testCollectionTypeResultsSortWithDescriptorBySwiftKeyPath() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let collection = realm.objects(CTTAggregateObject.self)
    let notActuallySorted = collection.sorted(by: [])
    XCTAssertEqual(3, notActuallySorted.count)
    XCTAssertTrue(collection[0].isSameObject(as: notActuallySorted[0]))
    XCTAssertTrue(collection[1].isSameObject(as: notActuallySorted[1]))
    XCTAssertTrue(collection[2].isSameObject(as: notActuallySorted[2]))
    let sorted = collection.sorted(by: [SortDescriptor(keyPath: \CTTAggregateObject.intCol, ascending: true)])
    XCTAssertEqual(1, sorted[0].intCol)
    XCTAssertEqual(2, sorted[1].intCol)
    XCTAssertEqual(3, sorted[2].intCol)
}

/// min(of:) with a Swift key path of each numeric and date column.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testMinBySwiftKeyPath
func testCollectionTypeResultsMinBySwiftKeyPath() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let collection = realm.objects(CTTAggregateObject.self)
    XCTAssertEqual(1, collection.min(of: \.intCol))
    XCTAssertEqual(1, collection.min(of: \.int8Col))
    XCTAssertEqual(1, collection.min(of: \.int16Col))
    XCTAssertEqual(1, collection.min(of: \.int32Col))
    XCTAssertEqual(1, collection.min(of: \.int64Col))
    XCTAssertEqual(1.1, collection.min(of: \.floatCol))
    XCTAssertEqual(1.11, collection.min(of: \.doubleCol))
    XCTAssertEqual(Date(timeIntervalSince1970: 1), collection.min(of: \.dateCol))
}

/// max(of:) with a Swift key path of each numeric and date column.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testMaxBySwiftKeyPath
func testCollectionTypeResultsMaxBySwiftKeyPath() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let collection = realm.objects(CTTAggregateObject.self)
    XCTAssertEqual(3, collection.max(of: \.intCol))
    XCTAssertEqual(3, collection.max(of: \.int8Col))
    XCTAssertEqual(3, collection.max(of: \.int16Col))
    XCTAssertEqual(3, collection.max(of: \.int32Col))
    XCTAssertEqual(3, collection.max(of: \.int64Col))
    XCTAssertEqual(2.2, collection.max(of: \.floatCol))
    XCTAssertEqual(2.22, collection.max(of: \.doubleCol))
    XCTAssertEqual(Date(timeIntervalSince1970: 2), collection.max(of: \.dateCol))
}

/// sum(of:) with a Swift key path of each numeric column.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSumBySwiftKeyPath
func testCollectionTypeResultsSumBySwiftKeyPath() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let collection = realm.objects(CTTAggregateObject.self)
    XCTAssertEqual(6, collection.sum(of: \.intCol))
    XCTAssertEqual(6, collection.sum(of: \.int8Col))
    XCTAssertEqual(6, collection.sum(of: \.int16Col))
    XCTAssertEqual(6, collection.sum(of: \.int32Col))
    XCTAssertEqual(6, collection.sum(of: \.int64Col))
    XCTAssertEqual(5.5, collection.sum(of: \.floatCol), accuracy: 0.001)
    XCTAssertEqual(5.55, collection.sum(of: \.doubleCol), accuracy: 0.001)
}

/// average(ofProperty:) of each numeric column, and an unknown property is refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testAverage
func testCollectionTypeResultsAverage() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let collection = realm.objects(CTTAggregateObject.self)
    XCTAssertEqual(2, collection.average(ofProperty: "intCol"))
    XCTAssertEqual(2, collection.average(ofProperty: "int8Col"))
    XCTAssertEqual(2, collection.average(ofProperty: "int16Col"))
    XCTAssertEqual(2, collection.average(ofProperty: "int32Col"))
    XCTAssertEqual(2, collection.average(ofProperty: "int64Col"))
    XCTAssertEqual(1.8333, collection.average(ofProperty: "floatCol")!, accuracy: 0.001)
    XCTAssertEqual(1.85, collection.average(ofProperty: "doubleCol")!, accuracy: 0.001)
    assertThrows(collection.average(ofProperty: "noSuchCol") as Double?, .unknownProperty)
}

/// average(of:) with a Swift key path of each numeric column.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testAverageBySwiftKeyPath
func testCollectionTypeResultsAverageBySwiftKeyPath() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let collection = realm.objects(CTTAggregateObject.self)
    XCTAssertEqual(2, collection.average(of: \.intCol))
    XCTAssertEqual(2, collection.average(of: \.int8Col))
    XCTAssertEqual(2, collection.average(of: \.int16Col))
    XCTAssertEqual(2, collection.average(of: \.int32Col))
    XCTAssertEqual(2, collection.average(of: \.int64Col))
    XCTAssertEqual(1.8333, collection.average(of: \.floatCol)!, accuracy: 0.001)
    XCTAssertEqual(1.85, collection.average(of: \.doubleCol)!, accuracy: 0.001)
}

/// for-in visits the objects in order.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFastEnumeration
func testCollectionTypeResultsFastEnumeration() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    var str = ""
    for obj in collection {
        str += obj.stringCol!
    }
    XCTAssertEqual(str, "12")
}

/// Deleting each object while iterating the results deletes them all.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFastEnumerationWithMutation
func testCollectionTypeResultsFastEnumerationWithMutation() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    try realm.write {
        for obj in collection {
            realm.delete(obj)
        }
    }
    XCTAssertEqual(0, collection.count)
}

/// Assigning results to a list property through the object's subscript is accepted in a write.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testAssignListProperty
func testCollectionTypeResultsAssignListProperty() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    try realm.write {
        let array = CTTStringList()
        realm.add(array)
        array["array"] = collection
        XCTAssertEqual(2, array.array.count)
    }
}

/// Assigning results to a set property through the object's subscript is accepted in a write.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testAssignSetProperty
func testCollectionTypeResultsAssignSetProperty() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    try realm.write {
        let set = CTTStringSet()
        realm.add(set)
        set["set"] = collection
        XCTAssertEqual(2, set.set.count)
    }
}

/// A query comparing a list of objects with an unmanaged object of its class
/// is no type error: it matches nothing.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testArrayAggregateWithSwiftObjectDoesntThrow
func testCollectionTypeResultsArrayAggregateWithUnmanagedObject() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let collection = realm.objects(CTTAggregateObject.self)
    XCTAssertEqual(0, collection.filter("ANY stringListCol == %@", CTTNullableStringObjectWithLink()).count)
    XCTAssertEqual(0, collection.where { $0.stringListCol.contains(CTTNullableStringObjectWithLink()) }.count)
}

/// A frozen collection's realm refuses a write; thawing gives live results
/// that see a deletion the frozen copy does not.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testThaw
func testCollectionTypeResultsThaw() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    let frozen = collection.freeze()
    XCTAssertTrue(frozen.isFrozen)
    let frozenRealm = frozen.realm!
    assertThrows(try! frozenRealm.write {}, reason: "Can't perform transactions on a frozen Realm")
    let live = frozen.thaw()
    XCTAssertFalse(live!.isFrozen)
    let liveRealm = live!.realm!
    try liveRealm.write { liveRealm.delete(live!) }
    XCTAssertTrue(live!.isEmpty)
    XCTAssertFalse(frozen.isEmpty)
}

/// A frozen element whose row is deleted stays readable, and thaws to nil.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testThawDeletedParent
func testCollectionTypeResultsThawDeletedParent() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    let frozenElement = collection.first!.freeze()
    XCTAssertTrue(frozenElement.isFrozen)
    try realm.write { realm.delete(collection) }
    XCTAssertNil(collection.first)
    XCTAssertNotNil(frozenElement)
    let thawed = frozenElement.thaw()
    XCTAssertNil(thawed)
}

/// A frozen collection refuses change notifications.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserveFrozenCollection
func testCollectionTypeResultsObserveFrozenCollection() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    let frozen = collection.freeze()
    assertThrows(frozen.observe({ _ in }),
                 reason: "Frozen Realms do not change and do not have change notifications.")
}

/// Filtering a frozen collection counts its matches and gives frozen results.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testQueryFrozenCollection
func testCollectionTypeResultsQueryFrozenCollection() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    let frozen = collection.freeze()
    XCTAssertEqual(frozen.filter("stringCol = '1'").count, 1)
    XCTAssertEqual(frozen.filter("stringCol = '2'").count, 1)
    XCTAssertEqual(frozen.filter("stringCol = '3'").count, 0)
    XCTAssertTrue(frozen.filter("stringCol = '3'").isFrozen)
    XCTAssertEqual(frozen.where { $0.stringCol == "1" }.count, 1)
    XCTAssertEqual(frozen.where { $0.stringCol == "2" }.count, 1)
    XCTAssertEqual(frozen.where { $0.stringCol == "3" }.count, 0)
    XCTAssertTrue(frozen.where { $0.stringCol == "3" }.isFrozen)
}

/// A first observer gets the initial results and no update when a write
/// skips it; a second observer registered after it gets both.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserve
func testCollectionTypeResultsObserve() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    var calls = 0
    let token = collection.observe { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        case .update:
            XCTFail("Shouldn't happen")
        case .error:
            XCTFail("Shouldn't happen")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    var calls2 = 0
    let token2 = collection.observe { _ in
        calls2 += 1
    }
    realm.refresh()
    XCTAssertEqual(calls2, 1)
    realm.beginWrite()
    realm.delete(collection)
    try realm.commitWrite(withoutNotifying: [token])
    realm.refresh()
    XCTAssertEqual(calls2, 2)
    XCTAssertEqual(calls, 1)
    token.invalidate()
    token2.invalidate()
}

/// Observing the string key path reports a change of the first object's
/// string as a modification at 0.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserveKeyPath
func testCollectionTypeResultsObserveKeyPath() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    var calls = 0
    let token0 = collection.observe(keyPaths: ["stringCol"]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        case .update(_, let deletions, let insertions, let modifications):
            XCTAssertEqual(deletions, [])
            XCTAssertEqual(insertions, [])
            XCTAssertEqual(modifications, [0])
        case .error:
            XCTFail("error not expected")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.stringCol = "changed"
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token0.invalidate()
}

/// Observing the string key path reports nothing when only the linked
/// target's id changes, though the realm itself notifies.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserveKeyPathNoChange
func testCollectionTypeResultsObserveKeyPathNoChange() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    var calls = 0
    let token0 = collection.observe(keyPaths: ["stringCol"]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        default:
            XCTFail("Unexpected change: \(changes)")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    var realmCalls = 0
    let token = realm.observe { _, _ in
        realmCalls += 1
    }
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.linkCol!.id = 2
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(realmCalls, 1)
    XCTAssertEqual(calls, 1)
    token.invalidate()
    token0.invalidate()
}

/// Observing a key path through the link reports a change of the shared
/// target's id as a modification of both objects that link to it.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserveKeyPathWithLink
func testCollectionTypeResultsObserveKeyPathWithLink() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    var calls = 0
    let token = collection.observe(keyPaths: ["linkCol.id"]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        case .update(_, let deletions, let insertions, let modifications):
            XCTAssertEqual(deletions, [])
            XCTAssertEqual(insertions, [])
            XCTAssertEqual(modifications, [0, 1])
        case .error:
            XCTFail("error not expected")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.linkCol!.id = 2
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token.invalidate()
}

/// Observing a key path through the link reports nothing when only the
/// string changes, though the realm itself notifies.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserveKeyPathWithLinkNoChange
func testCollectionTypeResultsObserveKeyPathWithLinkNoChange() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    var calls = 0
    let token0 = collection.observe(keyPaths: ["linkCol.id"]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        default:
            XCTFail("Unexpected change: \(changes)")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    var realmCalls = 0
    let token = realm.observe { _, _ in
        realmCalls += 1
    }
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.stringCol = "changed"
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(realmCalls, 1)
    XCTAssertEqual(calls, 1)
    token.invalidate()
    token0.invalidate()
}

/// Observing the link itself reports nothing when only the target's id
/// changes, though the realm itself notifies.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserveKeyPathWithLinkNoChangeList
func testCollectionTypeResultsObserveLinkKeyPathNoChange() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    var calls = 0
    let token0 = collection.observe(keyPaths: ["linkCol"]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        default:
            XCTFail("Unexpected change: \(changes)")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    var realmCalls = 0
    let token = realm.observe { _, _ in
        realmCalls += 1
    }
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.linkCol!.id = 2
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(realmCalls, 1)
    XCTAssertEqual(calls, 1)
    token.invalidate()
    token0.invalidate()
}

/// Observing the Swift key path of the string reports a change of the first
/// object's string as a modification at 0.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObservePartialKeyPath
func testCollectionTypeResultsObservePartialKeyPath() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    var calls = 0
    let token0 = collection.observe(keyPaths: [\.stringCol]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        case .update(_, let deletions, let insertions, let modifications):
            XCTAssertEqual(deletions, [])
            XCTAssertEqual(insertions, [])
            XCTAssertEqual(modifications, [0])
        case .error:
            XCTFail("error not expected")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.stringCol = "changed"
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token0.invalidate()
}

/// Observing the Swift key path of the string reports nothing when only the
/// linked target's id changes, though the realm itself notifies.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObservePartialKeyPathNoChange
func testCollectionTypeResultsObservePartialKeyPathNoChange() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    var calls = 0
    let token0 = collection.observe(keyPaths: [\.stringCol]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        default:
            XCTFail("Unexpected change: \(changes)")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    var realmCalls = 0
    let token = realm.observe { _, _ in
        realmCalls += 1
    }
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.linkCol!.id = 2
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(realmCalls, 1)
    XCTAssertEqual(calls, 1)
    token.invalidate()
    token0.invalidate()
}

/// Observing the Swift key path of the link reports nothing when only the
/// target's id changes, though the realm itself notifies.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObservePartialKeyPathWithLinkNoChangeList
func testCollectionTypeResultsObservePartialLinkKeyPathNoChange() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    var calls = 0
    let token0 = collection.observe(keyPaths: [\.linkCol]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        default:
            XCTFail("Unexpected change: \(changes)")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    var realmCalls = 0
    let token = realm.observe { _, _ in
        realmCalls += 1
    }
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.linkCol!.id = 2
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(realmCalls, 1)
    XCTAssertEqual(calls, 1)
    token.invalidate()
    token0.invalidate()
}

/// An observer of results gets the results themselves, first with two
/// objects, then with three after one is created.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ResultsTests.testNotificationBlockUpdating
func testCollectionTypeResultsNotificationBlockUpdating() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    var calls = 0
    let token = collection.observe { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, calls + 2)
            XCTAssertEqual(results, collection)
        case .update(let results, _, _, _):
            XCTAssertEqual(results.count, calls + 2)
            XCTAssertEqual(results, collection)
        case .error:
            XCTFail("Shouldn't happen")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    try realm.write {
        realm.create(CTTNullableStringObjectWithLink.self, value: ["a"])
    }
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token.invalidate()
}

/// Creating an object reports one insertion at 2 and nothing else.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ResultsTests.testNotificationBlockChangeIndices
func testCollectionTypeResultsNotificationBlockChangeIndices() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    var calls = 0
    let token = collection.observe { change in
        switch change {
        case .initial(let results):
            XCTAssertEqual(calls, 0)
            XCTAssertEqual(results.count, 2)
        case .update(let results, let deletions, let insertions, let modifications):
            XCTAssertEqual(calls, 1)
            XCTAssertEqual(results.count, 3)
            XCTAssertEqual(deletions, [])
            XCTAssertEqual(insertions, [2])
            XCTAssertEqual(modifications, [])
        case .error(let error):
            XCTFail(String(describing: error))
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    try realm.write {
        realm.create(CTTNullableStringObjectWithLink.self, value: ["a"])
    }
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token.invalidate()
}

/// A list of the two string objects describes itself as a List of that class
/// at an address, each element with its string and its link target.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListRealmCollectionTests.testDescription
func testCollectionTypeListDescription() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringList(value: [[str1, str2]])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    XCTAssertTrue(collection.description.hasPrefix("List<CTTNullableStringObjectWithLink> <0x"))
    XCTAssertTrue(collection.description.hasSuffix("> (\n\t[0] CTTNullableStringObjectWithLink {\n\t\tstringCol = 1;\n\t\tlinkCol = CTTLinkTarget {\n\t\t\tid = 1;\n\t\t};\n\t},\n\t[1] CTTNullableStringObjectWithLink {\n\t\tstringCol = 2;\n\t\tlinkCol = CTTLinkTarget {\n\t\t\tid = 1;\n\t\t};\n\t}\n)"))
}

/// An unmanaged list of the two objects counts two, finds each at its
/// position, and its first and last are the very objects put in it.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testCount
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testIndexOfObject
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testFirst
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testLast
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testIsFrozen
func testCollectionTypeUnmanagedListBasics() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = CTTStringList(value: [[str1, str2]]).array
    XCTAssertEqual(2, collection.count)
    XCTAssertEqual(0, collection.index(of: str1)!)
    XCTAssertEqual(1, collection.index(of: str2)!)
    XCTAssertEqual(str1, collection.first!)
    XCTAssertEqual(str2, collection.last!)
    XCTAssertFalse(collection.isFrozen)
}

/// An unmanaged list of objects refuses to sort by descriptors, named or by
/// Swift key path, one or two of them.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testSortWithDescriptor
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testSortWithDescriptorBySwiftKeyPath
func testCollectionTypeUnmanagedListSortWithDescriptor() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let collection = CTTAggregateObjectList(value: [Array(realm.objects(CTTAggregateObject.self))]).list
    XCTAssertEqual(3, collection.count)
    assertThrows(collection.sorted(by: [SortDescriptor(keyPath: "intCol", ascending: true)]))
    assertThrows(collection.sorted(by: [SortDescriptor(keyPath: "doubleCol", ascending: false),
                                        SortDescriptor(keyPath: "intCol", ascending: false)]))
    assertThrows(collection.sorted(by: [SortDescriptor(keyPath: \CTTAggregateObject.intCol, ascending: true)]))
    assertThrows(collection.sorted(by: [SortDescriptor(keyPath: \CTTAggregateObject.doubleCol, ascending: false),
                                        SortDescriptor(keyPath: "intCol", ascending: false)]))
}

/// An unmanaged list refuses to sort by a Swift key path, and to filter by an
/// NSPredicate, of a known or an unknown property.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testSortWithSwiftKeyPath
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testFilterPredicate
func testCollectionTypeUnmanagedListSortAndPredicate() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = CTTStringList(value: [[str1, str2]]).array
    assertThrows(collection.sorted(by: \.stringCol, ascending: true))
    let pred1 = NSPredicate(format: "stringCol = '1'")
    let pred2 = NSPredicate(format: "noSuchCol = '2'")
    assertThrows(collection.filter(pred1))
    assertThrows(collection.filter(pred2))
}

/// An unmanaged list cannot be frozen: the message names RLMArray.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testFreeze
func testCollectionTypeUnmanagedListFreeze() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = CTTStringList(value: [[str1, str2]]).array
    assertThrows(collection.freeze(),
                 reason: "This method may only be called on RLMArray instances retrieved from an RLMRealm")
}

/// A set of the two string objects describes itself as a MutableSet of that
/// class at an address, each element with a number for its string and its
/// link target.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetRealmCollectionTests.testDescription
func testCollectionTypeSetDescription() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [[str1, str2]])
    try realm.write {
        realm.add(owner)
    }
    let d = owner.set.description
    XCTAssertTrue(d.hasPrefix("MutableSet<CTTNullableStringObjectWithLink> <0x"))
    let tailA = "> (\n\t[0] CTTNullableStringObjectWithLink {\n\t\tstringCol = 1;\n\t\tlinkCol = CTTLinkTarget {\n\t\t\tid = 1;\n\t\t};\n\t},\n\t[1] CTTNullableStringObjectWithLink {\n\t\tstringCol = 2;\n\t\tlinkCol = CTTLinkTarget {\n\t\t\tid = 1;\n\t\t};\n\t}\n)"
    let tailB = "> (\n\t[0] CTTNullableStringObjectWithLink {\n\t\tstringCol = 2;\n\t\tlinkCol = CTTLinkTarget {\n\t\t\tid = 1;\n\t\t};\n\t},\n\t[1] CTTNullableStringObjectWithLink {\n\t\tstringCol = 1;\n\t\tlinkCol = CTTLinkTarget {\n\t\t\tid = 1;\n\t\t};\n\t}\n)"
    XCTAssertTrue(d.hasSuffix(tailA) || d.hasSuffix(tailB))
}

/// first and last of a set of two are one of its two objects; for-in visits
/// both, in either order.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetRealmCollectionTests.testFirst
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetRealmCollectionTests.testLast
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetRealmCollectionTests.testFastEnumeration
func testCollectionTypeSetFirstLastEnumeration() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [[str1, str2]])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    let first = collection.first!
    XCTAssertTrue(first.isSameObject(as: str1) || first.isSameObject(as: str2))
    let last = collection.last!
    XCTAssertTrue(last.isSameObject(as: str1) || last.isSameObject(as: str2))
    var str = ""
    for obj in collection {
        str += obj.stringCol!
    }
    XCTAssertTrue((str == "12") || (str == "21"))
}

/// An unmanaged set has no realm, counts two and is not frozen.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetUnmanagedRealmCollectionTests.testRealm
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetUnmanagedRealmCollectionTests.testCount
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetUnmanagedRealmCollectionTests.testIsFrozen
func testCollectionTypeUnmanagedSetBasics() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = CTTStringSet(value: [[str1, str2]]).set
    XCTAssertNil(collection.realm)
    XCTAssertEqual(2, collection.count)
    XCTAssertFalse(collection.isFrozen)
}

/// An unmanaged set of objects refuses to sort by descriptors, named or by
/// Swift key path, one or two of them.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetUnmanagedRealmCollectionTests.testSortWithDescriptor
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetUnmanagedRealmCollectionTests.testSortWithDescriptorBySwiftKeyPath
func testCollectionTypeUnmanagedSetSortWithDescriptor() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let collection = CTTAggregateObjectSet(value: [Array(realm.objects(CTTAggregateObject.self))]).set
    XCTAssertEqual(3, collection.count)
    assertThrows(collection.sorted(by: [SortDescriptor(keyPath: "intCol", ascending: true)]))
    assertThrows(collection.sorted(by: [SortDescriptor(keyPath: "doubleCol", ascending: false),
                                        SortDescriptor(keyPath: "intCol", ascending: false)]))
    assertThrows(collection.sorted(by: [SortDescriptor(keyPath: \CTTAggregateObject.intCol, ascending: true)]))
    assertThrows(collection.sorted(by: [SortDescriptor(keyPath: \CTTAggregateObject.doubleCol, ascending: false),
                                        SortDescriptor(keyPath: \CTTAggregateObject.intCol, ascending: false)]))
}

/// An unmanaged set refuses to sort or filter, by name, Swift key path or
/// NSPredicate, of a known or an unknown property, and to query its objects'
/// lists; it refuses change notifications however they are asked for.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetUnmanagedRealmCollectionTests.testSortWithProperty
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetUnmanagedRealmCollectionTests.testSortWithSwiftKeyPath
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetUnmanagedRealmCollectionTests.testFilterFormat
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetUnmanagedRealmCollectionTests.testFilterPredicate
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetUnmanagedRealmCollectionTests.testArrayAggregateWithSwiftObjectDoesntThrow
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetUnmanagedRealmCollectionTests.testObserve
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetUnmanagedRealmCollectionTests.testObserveKeyPath
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetUnmanagedRealmCollectionTests.testObserveKeyPathNoChange
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetUnmanagedRealmCollectionTests.testObserveKeyPathWithLink
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetUnmanagedRealmCollectionTests.testObserveKeyPathWithLinkNoChange
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetUnmanagedRealmCollectionTests.testObserveKeyPathWithLinkNoChangeList
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetUnmanagedRealmCollectionTests.testObservePartialKeyPath
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetUnmanagedRealmCollectionTests.testObservePartialKeyPathNoChange
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetUnmanagedRealmCollectionTests.testObservePartialKeyPathWithLink
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetUnmanagedRealmCollectionTests.testObservePartialKeyPathWithLinkNoChangeList
func testCollectionTypeUnmanagedSetRefusals() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = CTTStringSet(value: [[str1, str2]]).set
    assertThrows(collection.sorted(byKeyPath: "stringCol", ascending: true))
    assertThrows(collection.sorted(byKeyPath: "noSuchCol", ascending: true))
    assertThrows(collection.sorted(by: \.stringCol, ascending: true))
    assertThrows(collection.filter("stringCol = '1'"))
    assertThrows(collection.filter("noSuchCol = '1'"))
    let pred1 = NSPredicate(format: "stringCol = '1'")
    let pred2 = NSPredicate(format: "noSuchCol = '2'")
    assertThrows(collection.filter(pred1))
    assertThrows(collection.filter(pred2))
    assertThrows(collection.filter("ANY stringListCol == %@", CTTNullableStringObjectWithLink()))
    assertThrows(collection.observe { _ in })
}

/// Linking objects of a target describe themselves as LinkingObjects of the
/// origin class at an address, each with its string and the target.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift LinkingObjectsCollectionTypeTests.testDescription
func testCollectionTypeLinkingObjectsDescription() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    XCTAssertTrue(collection.description.hasPrefix("LinkingObjects<CTTNullableStringObjectWithLink> <0x"))
    XCTAssertTrue(collection.description.hasSuffix("> (\n\t[0] CTTNullableStringObjectWithLink {\n\t\tstringCol = 1;\n\t\tlinkCol = CTTLinkTarget {\n\t\t\tid = 0;\n\t\t};\n\t},\n\t[1] CTTNullableStringObjectWithLink {\n\t\tstringCol = 2;\n\t\tlinkCol = CTTLinkTarget {\n\t\t\tid = 0;\n\t\t};\n\t}\n)"))
}

/// Each read of a linking objects property is a new collection, unequal to
/// any other read, and equal only to itself.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift LinkingObjectsEquatabilityTests.testEquatability
func testCollectionTypeLinkingObjectsEquatability() throws {
    let realm = try Realm()
    var parentA: CTTLinkTarget? = nil
    var parentB: CTTLinkTarget? = nil
    try realm.write {
        parentA = realm.create(CTTLinkTarget.self, value: [0])
        parentB = realm.create(CTTLinkTarget.self, value: [0])
        let targetA = realm.create(CTTNullableStringObjectWithLink.self)
        let targetB = realm.create(CTTNullableStringObjectWithLink.self)
        targetA.linkCol = parentA
        targetB.linkCol = parentB
    }
    XCTAssertNotEqual(parentA!.stringObjects, parentA!.stringObjects)
    XCTAssertNotEqual(parentA!.stringObjects, parentB!.stringObjects)
    let ref = parentA!.stringObjects
    XCTAssertEqual(ref, ref)
}

/// Two reads of the objects of a class are unequal results; each equals itself.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ResultsEquatabilityTests.testEquatability
func testCollectionTypeResultsEquatability() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTIntegerObject(value: ["intCol": 1]))
    }
    let resultsA = realm.objects(CTTIntegerObject.self)
    let resultsB = realm.objects(CTTIntegerObject.self)
    XCTAssertNotEqual(resultsA, resultsB)
    XCTAssertEqual(resultsA, resultsA)
    XCTAssertEqual(resultsB, resultsB)
}


/// On a list added with its owner: the two string objects count two, and a predicate string or a query on
/// the string matches one of them or none.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testCount
func testCollectionTypeCountOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    XCTAssertEqual(2, collection.count)
    XCTAssertEqual(1, collection.filter("stringCol = '1'").count)
    XCTAssertEqual(1, collection.filter("stringCol = '2'").count)
    XCTAssertEqual(0, collection.filter("stringCol = '0'").count)
    XCTAssertEqual(1, collection.where { $0.stringCol == "1" }.count)
    XCTAssertEqual(1, collection.where { $0.stringCol == "2" }.count)
    XCTAssertEqual(0, collection.where { $0.stringCol == "0" }.count)
}

/// On a set added with its owner: the two string objects count two, and a predicate string or a query on
/// the string matches one of them or none.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testCount
func testCollectionTypeCountOnSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    XCTAssertEqual(2, collection.count)
    XCTAssertEqual(1, collection.filter("stringCol = '1'").count)
    XCTAssertEqual(1, collection.filter("stringCol = '2'").count)
    XCTAssertEqual(0, collection.filter("stringCol = '0'").count)
    XCTAssertEqual(1, collection.where { $0.stringCol == "1" }.count)
    XCTAssertEqual(1, collection.where { $0.stringCol == "2" }.count)
    XCTAssertEqual(0, collection.where { $0.stringCol == "0" }.count)
}

/// On the linking objects of a target: the two string objects count two, and a predicate string or a query on
/// the string matches one of them or none.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testCount
func testCollectionTypeCountOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    XCTAssertEqual(2, collection.count)
    XCTAssertEqual(1, collection.filter("stringCol = '1'").count)
    XCTAssertEqual(1, collection.filter("stringCol = '2'").count)
    XCTAssertEqual(0, collection.filter("stringCol = '0'").count)
    XCTAssertEqual(1, collection.where { $0.stringCol == "1" }.count)
    XCTAssertEqual(1, collection.where { $0.stringCol == "2" }.count)
    XCTAssertEqual(0, collection.where { $0.stringCol == "0" }.count)
}

/// On a list added with its owner: index(of:) finds each object at its position, and in a filtered view
/// finds the object it keeps and answers nil for the one it drops.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testIndexOfObject
func testCollectionTypeIndexOfObjectOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    XCTAssertEqual(0, collection.index(of: str1)!)
    XCTAssertEqual(1, collection.index(of: str2)!)
    let str1Only = collection.filter("stringCol = '1'")
    XCTAssertEqual(0, str1Only.index(of: str1)!)
    XCTAssertNil(str1Only.index(of: str2))
    let str1OnlyQuery = collection.where { $0.stringCol == "1" }
    XCTAssertEqual(0, str1OnlyQuery.index(of: str1)!)
    XCTAssertNil(str1OnlyQuery.index(of: str2))
}

/// On the linking objects of a target: index(of:) finds each object at its position, and in a filtered view
/// finds the object it keeps and answers nil for the one it drops.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testIndexOfObject
func testCollectionTypeIndexOfObjectOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    XCTAssertEqual(0, collection.index(of: str1)!)
    XCTAssertEqual(1, collection.index(of: str2)!)
    let str1Only = collection.filter("stringCol = '1'")
    XCTAssertEqual(0, str1Only.index(of: str1)!)
    XCTAssertNil(str1Only.index(of: str2))
    let str1OnlyQuery = collection.where { $0.stringCol == "1" }
    XCTAssertEqual(0, str1OnlyQuery.index(of: str1)!)
    XCTAssertNil(str1OnlyQuery.index(of: str2))
}

/// On a list added with its owner: index(matching:) with an NSPredicate answers the first match's position, or nil.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testIndexOfPredicate
func testCollectionTypeIndexOfPredicateOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    let pred1 = NSPredicate(format: "stringCol = '1'")
    let pred2 = NSPredicate(format: "stringCol = '2'")
    let pred3 = NSPredicate(format: "stringCol = '3'")
    XCTAssertEqual(0, collection.index(matching: pred1)!)
    XCTAssertEqual(1, collection.index(matching: pred2)!)
    XCTAssertNil(collection.index(matching: pred3))
}

/// On the linking objects of a target: index(matching:) with an NSPredicate answers the first match's position, or nil.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testIndexOfPredicate
func testCollectionTypeIndexOfPredicateOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    let pred1 = NSPredicate(format: "stringCol = '1'")
    let pred2 = NSPredicate(format: "stringCol = '2'")
    let pred3 = NSPredicate(format: "stringCol = '3'")
    XCTAssertEqual(0, collection.index(matching: pred1)!)
    XCTAssertEqual(1, collection.index(matching: pred2)!)
    XCTAssertNil(collection.index(matching: pred3))
}

/// On a list added with its owner: index(matching:) with a query closure answers the first match's position, or nil.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testIndexOfQuery
func testCollectionTypeIndexOfQueryOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    XCTAssertEqual(0, collection.index(matching: { $0.stringCol == "1" })!)
    XCTAssertEqual(1, collection.index(matching: { $0.stringCol == "2" })!)
    XCTAssertNil(collection.index(matching: { $0.stringCol == "3" }))
}

/// On the linking objects of a target: index(matching:) with a query closure answers the first match's position, or nil.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testIndexOfQuery
func testCollectionTypeIndexOfQueryOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    XCTAssertEqual(0, collection.index(matching: { $0.stringCol == "1" })!)
    XCTAssertEqual(1, collection.index(matching: { $0.stringCol == "2" })!)
    XCTAssertNil(collection.index(matching: { $0.stringCol == "3" }))
}

/// On a list added with its owner: index(matching:) with a format string, with or without arguments, answers
/// the first match's position, or nil.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testIndexOfFormat
func testCollectionTypeIndexOfFormatOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    XCTAssertEqual(0, collection.index(matching: "stringCol = '1'")!)
    XCTAssertEqual(0, collection.index(matching: "stringCol = %@", "1")!)
    XCTAssertEqual(1, collection.index(matching: "stringCol = %@", "2")!)
    XCTAssertNil(collection.index(matching: "stringCol = %@", "3"))
}

/// On the linking objects of a target: index(matching:) with a format string, with or without arguments, answers
/// the first match's position, or nil.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testIndexOfFormat
func testCollectionTypeIndexOfFormatOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    XCTAssertEqual(0, collection.index(matching: "stringCol = '1'")!)
    XCTAssertEqual(0, collection.index(matching: "stringCol = %@", "1")!)
    XCTAssertEqual(1, collection.index(matching: "stringCol = %@", "2")!)
    XCTAssertNil(collection.index(matching: "stringCol = %@", "3"))
}

/// On a list added with its owner: subscripts read the same rows as the objects added, and an index past
/// either end throws.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSubscript
func testCollectionTypeSubscriptOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    XCTAssertTrue(str1.isSameObject(as: collection[0]))
    XCTAssertTrue(str2.isSameObject(as: collection[1]))
    assertThrows(collection[200])
    assertThrows(collection[-200])
}

/// On a set added with its owner: subscripts read the same rows as the objects added, and an index past
/// either end throws.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSubscript
func testCollectionTypeSubscriptOnSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    XCTAssertTrue(str1.isSameObject(as: collection[0]))
    XCTAssertTrue(str2.isSameObject(as: collection[1]))
    assertThrows(collection[200])
    assertThrows(collection[-200])
}

/// On the linking objects of a target: subscripts read the same rows as the objects added, and an index past
/// either end throws.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSubscript
func testCollectionTypeSubscriptOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    XCTAssertTrue(str1.isSameObject(as: collection[0]))
    XCTAssertTrue(str2.isSameObject(as: collection[1]))
    assertThrows(collection[200])
    assertThrows(collection[-200])
}

/// On a set added with its owner: objects(at:) throws when an index is past the end, and otherwise returns
/// the objects at those positions.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObjectsAtIndexes
func testCollectionTypeObjectsAtIndexesOnSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    assertThrows(collection.objects(at: [0, 10]))
    let objs = collection.objects(at: [0, 1])
    XCTAssertTrue(str1.isSameObject(as: objs[0]))
    XCTAssertTrue(str2.isSameObject(as: objs[1]))
}

/// On the linking objects of a target: objects(at:) throws when an index is past the end, and otherwise returns
/// the objects at those positions.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObjectsAtIndexes
func testCollectionTypeObjectsAtIndexesOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    assertThrows(collection.objects(at: [0, 10]))
    let objs = collection.objects(at: [0, 1])
    XCTAssertTrue(str1.isSameObject(as: objs[0]))
    XCTAssertTrue(str2.isSameObject(as: objs[1]))
}

/// On a list added with its owner: first is the first object, of a filter its only match, and nil when
/// nothing matches, through a predicate string or a query.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFirst
func testCollectionTypeFirstOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    XCTAssertTrue(str1.isSameObject(as: collection.first!))
    XCTAssertTrue(str2.isSameObject(as: collection.filter("stringCol = '2'").first!))
    XCTAssertNil(collection.filter("stringCol = '3'").first)
    XCTAssertTrue(str2.isSameObject(as: collection.where { $0.stringCol == "2" }.first!))
    XCTAssertNil(collection.where { $0.stringCol == "3" }.first)
}

/// On the linking objects of a target: first is the first object, of a filter its only match, and nil when
/// nothing matches, through a predicate string or a query.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFirst
func testCollectionTypeFirstOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    XCTAssertTrue(str1.isSameObject(as: collection.first!))
    XCTAssertTrue(str2.isSameObject(as: collection.filter("stringCol = '2'").first!))
    XCTAssertNil(collection.filter("stringCol = '3'").first)
    XCTAssertTrue(str2.isSameObject(as: collection.where { $0.stringCol == "2" }.first!))
    XCTAssertNil(collection.where { $0.stringCol == "3" }.first)
}

/// On a list added with its owner: last is the last object, of a filter its only match, and nil when
/// nothing matches, through a predicate string or a query.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testLast
func testCollectionTypeLastOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    XCTAssertTrue(str2.isSameObject(as: collection.last!))
    XCTAssertTrue(str2.isSameObject(as: collection.filter("stringCol = '2'").last!))
    XCTAssertNil(collection.filter("stringCol = '3'").last)
    XCTAssertTrue(str2.isSameObject(as: collection.where { $0.stringCol == "2" }.last!))
    XCTAssertNil(collection.where { $0.stringCol == "3" }.last)
}

/// On the linking objects of a target: last is the last object, of a filter its only match, and nil when
/// nothing matches, through a predicate string or a query.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testLast
func testCollectionTypeLastOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    XCTAssertTrue(str2.isSameObject(as: collection.last!))
    XCTAssertTrue(str2.isSameObject(as: collection.filter("stringCol = '2'").last!))
    XCTAssertNil(collection.filter("stringCol = '3'").last)
    XCTAssertTrue(str2.isSameObject(as: collection.where { $0.stringCol == "2" }.last!))
    XCTAssertNil(collection.where { $0.stringCol == "3" }.last)
}

/// On a list added with its owner: value(forKey:) reads one property of every element in order, and "self"
/// answers the elements themselves.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testValueForKey
func testCollectionTypeValueForKeyOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    let expected = Array(collection.map { $0.stringCol })
    let actual = collection.value(forKey: "stringCol") as! [String]?
    XCTAssertEqual(expected as! [String], actual!)
    XCTAssertEqual(["1", "2"], actual!)
    let selves = collection.value(forKey: "self") as! [CTTNullableStringObjectWithLink]
    XCTAssertEqual(2, selves.count)
    XCTAssertTrue(collection[0].isSameObject(as: selves[0]))
    XCTAssertTrue(collection[1].isSameObject(as: selves[1]))
}

/// On the linking objects of a target: value(forKey:) reads one property of every element in order, and "self"
/// answers the elements themselves.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testValueForKey
func testCollectionTypeValueForKeyOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    let expected = Array(collection.map { $0.stringCol })
    let actual = collection.value(forKey: "stringCol") as! [String]?
    XCTAssertEqual(expected as! [String], actual!)
    XCTAssertEqual(["1", "2"], actual!)
    let selves = collection.value(forKey: "self") as! [CTTNullableStringObjectWithLink]
    XCTAssertEqual(2, selves.count)
    XCTAssertTrue(collection[0].isSameObject(as: selves[0]))
    XCTAssertTrue(collection[1].isSameObject(as: selves[1]))
}

/// On a list added with its owner: setValue(_:forKey:) in a write sets the property of every element.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSetValueForKey
func testCollectionTypeSetValueForKeyOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    try realm.write {
        collection.setValue("hi there!", forKey: "stringCol")
    }
    let actual = Array(collection.map { $0.stringCol })
    XCTAssertEqual(["hi there!", "hi there!"], actual as! [String])
}

/// On a set added with its owner: setValue(_:forKey:) in a write sets the property of every element.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSetValueForKey
func testCollectionTypeSetValueForKeyOnSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    try realm.write {
        collection.setValue("hi there!", forKey: "stringCol")
    }
    let actual = Array(collection.map { $0.stringCol })
    XCTAssertEqual(["hi there!", "hi there!"], actual as! [String])
}

/// On the linking objects of a target: setValue(_:forKey:) in a write sets the property of every element.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSetValueForKey
func testCollectionTypeSetValueForKeyOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    try realm.write {
        collection.setValue("hi there!", forKey: "stringCol")
    }
    let actual = Array(collection.map { $0.stringCol })
    XCTAssertEqual(["hi there!", "hi there!"], actual as! [String])
}

/// On a list added with its owner: arguments of several optional and non-optional strings, one of them nil,
/// match through a predicate string or a query.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFilterWithAnyVarags
func testCollectionTypeFilterWithAnyVarargsOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    let firstCriterion: String? = "1"
    let secondCriterion: String = "2"
    let thirdCriterion: String? = nil
    let result = collection.filter("stringCol = %@ OR stringCol = %@ OR stringCol = %@",
                                   firstCriterion as Any, secondCriterion as Any, thirdCriterion as Any)
    XCTAssertEqual(2, result.count)
    let queryResult = collection.where { $0.stringCol == firstCriterion || $0.stringCol == secondCriterion || $0.stringCol == thirdCriterion }
    XCTAssertEqual(2, queryResult.count)
}

/// On a set added with its owner: arguments of several optional and non-optional strings, one of them nil,
/// match through a predicate string or a query.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFilterWithAnyVarags
func testCollectionTypeFilterWithAnyVarargsOnSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    let firstCriterion: String? = "1"
    let secondCriterion: String = "2"
    let thirdCriterion: String? = nil
    let result = collection.filter("stringCol = %@ OR stringCol = %@ OR stringCol = %@",
                                   firstCriterion as Any, secondCriterion as Any, thirdCriterion as Any)
    XCTAssertEqual(2, result.count)
    let queryResult = collection.where { $0.stringCol == firstCriterion || $0.stringCol == secondCriterion || $0.stringCol == thirdCriterion }
    XCTAssertEqual(2, queryResult.count)
}

/// On the linking objects of a target: arguments of several optional and non-optional strings, one of them nil,
/// match through a predicate string or a query.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFilterWithAnyVarags
func testCollectionTypeFilterWithAnyVarargsOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    let firstCriterion: String? = "1"
    let secondCriterion: String = "2"
    let thirdCriterion: String? = nil
    let result = collection.filter("stringCol = %@ OR stringCol = %@ OR stringCol = %@",
                                   firstCriterion as Any, secondCriterion as Any, thirdCriterion as Any)
    XCTAssertEqual(2, result.count)
    let queryResult = collection.where { $0.stringCol == firstCriterion || $0.stringCol == secondCriterion || $0.stringCol == thirdCriterion }
    XCTAssertEqual(2, queryResult.count)
}

/// On a list added with its owner: filter(_:) with an NSPredicate, literal or with an AnyRealmValue argument, counts its matches.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFilterPredicate
func testCollectionTypeFilterPredicateOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    XCTAssertEqual(1, collection.filter(NSPredicate(format: "stringCol = '1'")).count)
    XCTAssertEqual(1, collection.filter(NSPredicate(format: "stringCol = '2'")).count)
    XCTAssertEqual(0, collection.filter(NSPredicate(format: "stringCol = '3'")).count)
    let pred1 = NSPredicate(format: "stringCol = %@", argumentArray: [AnyRealmValue.string("1")])
    let pred2 = NSPredicate(format: "stringCol = %@", argumentArray: [AnyRealmValue.string("2")])
    let pred3 = NSPredicate(format: "stringCol = %@", argumentArray: [AnyRealmValue.string("3")])
    XCTAssertEqual(1, collection.filter(pred1).count)
    XCTAssertEqual(1, collection.filter(pred2).count)
    XCTAssertEqual(0, collection.filter(pred3).count)
}

/// On a set added with its owner: filter(_:) with an NSPredicate, literal or with an AnyRealmValue argument, counts its matches.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFilterPredicate
func testCollectionTypeFilterPredicateOnSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    XCTAssertEqual(1, collection.filter(NSPredicate(format: "stringCol = '1'")).count)
    XCTAssertEqual(1, collection.filter(NSPredicate(format: "stringCol = '2'")).count)
    XCTAssertEqual(0, collection.filter(NSPredicate(format: "stringCol = '3'")).count)
    let pred1 = NSPredicate(format: "stringCol = %@", argumentArray: [AnyRealmValue.string("1")])
    let pred2 = NSPredicate(format: "stringCol = %@", argumentArray: [AnyRealmValue.string("2")])
    let pred3 = NSPredicate(format: "stringCol = %@", argumentArray: [AnyRealmValue.string("3")])
    XCTAssertEqual(1, collection.filter(pred1).count)
    XCTAssertEqual(1, collection.filter(pred2).count)
    XCTAssertEqual(0, collection.filter(pred3).count)
}

/// On the linking objects of a target: filter(_:) with an NSPredicate, literal or with an AnyRealmValue argument, counts its matches.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFilterPredicate
func testCollectionTypeFilterPredicateOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    XCTAssertEqual(1, collection.filter(NSPredicate(format: "stringCol = '1'")).count)
    XCTAssertEqual(1, collection.filter(NSPredicate(format: "stringCol = '2'")).count)
    XCTAssertEqual(0, collection.filter(NSPredicate(format: "stringCol = '3'")).count)
    let pred1 = NSPredicate(format: "stringCol = %@", argumentArray: [AnyRealmValue.string("1")])
    let pred2 = NSPredicate(format: "stringCol = %@", argumentArray: [AnyRealmValue.string("2")])
    let pred3 = NSPredicate(format: "stringCol = %@", argumentArray: [AnyRealmValue.string("3")])
    XCTAssertEqual(1, collection.filter(pred1).count)
    XCTAssertEqual(1, collection.filter(pred2).count)
    XCTAssertEqual(0, collection.filter(pred3).count)
}

/// On a list added with its owner: sorted(byKeyPath:ascending:) sorts on a property or through a link, and an
/// unknown key path is refused naming the class and the property.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSortWithProperty
func testCollectionTypeSortWithPropertyOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    var sorted = collection.sorted(byKeyPath: "stringCol", ascending: true)
    XCTAssertEqual("1", sorted[0].stringCol)
    XCTAssertEqual("2", sorted[1].stringCol)
    sorted = collection.sorted(byKeyPath: "stringCol", ascending: false)
    XCTAssertEqual("2", sorted[0].stringCol)
    XCTAssertEqual("1", sorted[1].stringCol)
    sorted = collection.sorted(byKeyPath: "linkCol.id", ascending: true)
    XCTAssertEqual("1", sorted[0].stringCol)
    XCTAssertEqual("2", sorted[1].stringCol)
    assertThrows(collection.sorted(byKeyPath: "noSuchCol", ascending: true),
                 reason: "Cannot sort on key path 'noSuchCol': property 'CTTNullableStringObjectWithLink.noSuchCol' does not exist")
}

/// On a set added with its owner: sorted(byKeyPath:ascending:) sorts on a property or through a link, and an
/// unknown key path is refused naming the class and the property.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSortWithProperty
func testCollectionTypeSortWithPropertyOnSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    var sorted = collection.sorted(byKeyPath: "stringCol", ascending: true)
    XCTAssertEqual("1", sorted[0].stringCol)
    XCTAssertEqual("2", sorted[1].stringCol)
    sorted = collection.sorted(byKeyPath: "stringCol", ascending: false)
    XCTAssertEqual("2", sorted[0].stringCol)
    XCTAssertEqual("1", sorted[1].stringCol)
    sorted = collection.sorted(byKeyPath: "linkCol.id", ascending: true)
    XCTAssertEqual("1", sorted[0].stringCol)
    XCTAssertEqual("2", sorted[1].stringCol)
    assertThrows(collection.sorted(byKeyPath: "noSuchCol", ascending: true),
                 reason: "Cannot sort on key path 'noSuchCol': property 'CTTNullableStringObjectWithLink.noSuchCol' does not exist")
}

/// On the linking objects of a target: sorted(byKeyPath:ascending:) sorts on a property or through a link, and an
/// unknown key path is refused naming the class and the property.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSortWithProperty
func testCollectionTypeSortWithPropertyOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    var sorted = collection.sorted(byKeyPath: "stringCol", ascending: true)
    XCTAssertEqual("1", sorted[0].stringCol)
    XCTAssertEqual("2", sorted[1].stringCol)
    sorted = collection.sorted(byKeyPath: "stringCol", ascending: false)
    XCTAssertEqual("2", sorted[0].stringCol)
    XCTAssertEqual("1", sorted[1].stringCol)
    sorted = collection.sorted(byKeyPath: "linkCol.id", ascending: true)
    XCTAssertEqual("1", sorted[0].stringCol)
    XCTAssertEqual("2", sorted[1].stringCol)
    assertThrows(collection.sorted(byKeyPath: "noSuchCol", ascending: true),
                 reason: "Cannot sort on key path 'noSuchCol': property 'CTTNullableStringObjectWithLink.noSuchCol' does not exist")
}

/// On a list added with its owner: sorted(by:) with no descriptors keeps the order, and with an ascending
/// descriptor on the integer orders 1, 2, 3; an unknown key path is refused
/// naming the class and the property.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSortWithDescriptor
func testCollectionTypeSortWithDescriptorOnList() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let owner = CTTAggregateObjectList(value: [Array(realm.objects(CTTAggregateObject.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.list
    let notActuallySorted = collection.sorted(by: [])
    XCTAssertEqual(3, notActuallySorted.count)
    XCTAssertTrue(collection[0].isSameObject(as: notActuallySorted[0]))
    XCTAssertTrue(collection[1].isSameObject(as: notActuallySorted[1]))
    XCTAssertTrue(collection[2].isSameObject(as: notActuallySorted[2]))
    let sorted = collection.sorted(by: [SortDescriptor(keyPath: "intCol", ascending: true)])
    XCTAssertEqual(1, sorted[0].intCol)
    XCTAssertEqual(2, sorted[1].intCol)
    XCTAssertEqual(3, sorted[2].intCol)
    assertThrows(collection.sorted(by: [SortDescriptor(keyPath: "noSuchCol")]),
                 reason: "Cannot sort on key path 'noSuchCol': property 'CTTAggregateObject.noSuchCol' does not exist")
}

/// On a set added with its owner: sorted(by:) with no descriptors keeps the order, and with an ascending
/// descriptor on the integer orders 1, 2, 3; an unknown key path is refused
/// naming the class and the property.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSortWithDescriptor
func testCollectionTypeSortWithDescriptorOnSet() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let owner = CTTAggregateObjectSet(value: [Array(realm.objects(CTTAggregateObject.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    let notActuallySorted = collection.sorted(by: [])
    XCTAssertEqual(3, notActuallySorted.count)
    XCTAssertTrue(collection[0].isSameObject(as: notActuallySorted[0]))
    XCTAssertTrue(collection[1].isSameObject(as: notActuallySorted[1]))
    XCTAssertTrue(collection[2].isSameObject(as: notActuallySorted[2]))
    let sorted = collection.sorted(by: [SortDescriptor(keyPath: "intCol", ascending: true)])
    XCTAssertEqual(1, sorted[0].intCol)
    XCTAssertEqual(2, sorted[1].intCol)
    XCTAssertEqual(3, sorted[2].intCol)
    assertThrows(collection.sorted(by: [SortDescriptor(keyPath: "noSuchCol")]),
                 reason: "Cannot sort on key path 'noSuchCol': property 'CTTAggregateObject.noSuchCol' does not exist")
}

/// On the linking objects of a target: sorted(by:) with no descriptors keeps the order, and with an ascending
/// descriptor on the integer orders 1, 2, 3; an unknown key path is refused
/// naming the class and the property.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSortWithDescriptor
func testCollectionTypeSortWithDescriptorOnLinkingObjects() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTAggregateObject.self) {
            object.linkCol = target
        }
    }
    let collection = target!.aggregateObjects
    let notActuallySorted = collection.sorted(by: [])
    XCTAssertEqual(3, notActuallySorted.count)
    XCTAssertTrue(collection[0].isSameObject(as: notActuallySorted[0]))
    XCTAssertTrue(collection[1].isSameObject(as: notActuallySorted[1]))
    XCTAssertTrue(collection[2].isSameObject(as: notActuallySorted[2]))
    let sorted = collection.sorted(by: [SortDescriptor(keyPath: "intCol", ascending: true)])
    XCTAssertEqual(1, sorted[0].intCol)
    XCTAssertEqual(2, sorted[1].intCol)
    XCTAssertEqual(3, sorted[2].intCol)
    assertThrows(collection.sorted(by: [SortDescriptor(keyPath: "noSuchCol")]),
                 reason: "Cannot sort on key path 'noSuchCol': property 'CTTAggregateObject.noSuchCol' does not exist")
}

/// On a list added with its owner: a sort descriptor built from a Swift key path sorts like one built from its name.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSortWithDescriptorBySwiftKeyPath
func testCollectionTypeSortWithDescriptorBySwiftKeyPathOnList() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let owner = CTTAggregateObjectList(value: [Array(realm.objects(CTTAggregateObject.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.list
    let notActuallySorted = collection.sorted(by: [])
    XCTAssertEqual(3, notActuallySorted.count)
    XCTAssertTrue(collection[0].isSameObject(as: notActuallySorted[0]))
    XCTAssertTrue(collection[1].isSameObject(as: notActuallySorted[1]))
    XCTAssertTrue(collection[2].isSameObject(as: notActuallySorted[2]))
    let sorted = collection.sorted(by: [SortDescriptor(keyPath: \CTTAggregateObject.intCol, ascending: true)])
    XCTAssertEqual(1, sorted[0].intCol)
    XCTAssertEqual(2, sorted[1].intCol)
    XCTAssertEqual(3, sorted[2].intCol)
}

/// On a set added with its owner: a sort descriptor built from a Swift key path sorts like one built from its name.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSortWithDescriptorBySwiftKeyPath
func testCollectionTypeSortWithDescriptorBySwiftKeyPathOnSet() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let owner = CTTAggregateObjectSet(value: [Array(realm.objects(CTTAggregateObject.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    let notActuallySorted = collection.sorted(by: [])
    XCTAssertEqual(3, notActuallySorted.count)
    XCTAssertTrue(collection[0].isSameObject(as: notActuallySorted[0]))
    XCTAssertTrue(collection[1].isSameObject(as: notActuallySorted[1]))
    XCTAssertTrue(collection[2].isSameObject(as: notActuallySorted[2]))
    let sorted = collection.sorted(by: [SortDescriptor(keyPath: \CTTAggregateObject.intCol, ascending: true)])
    XCTAssertEqual(1, sorted[0].intCol)
    XCTAssertEqual(2, sorted[1].intCol)
    XCTAssertEqual(3, sorted[2].intCol)
}

/// On the linking objects of a target: a sort descriptor built from a Swift key path sorts like one built from its name.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSortWithDescriptorBySwiftKeyPath
func testCollectionTypeSortWithDescriptorBySwiftKeyPathOnLinkingObjects() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTAggregateObject.self) {
            object.linkCol = target
        }
    }
    let collection = target!.aggregateObjects
    let notActuallySorted = collection.sorted(by: [])
    XCTAssertEqual(3, notActuallySorted.count)
    XCTAssertTrue(collection[0].isSameObject(as: notActuallySorted[0]))
    XCTAssertTrue(collection[1].isSameObject(as: notActuallySorted[1]))
    XCTAssertTrue(collection[2].isSameObject(as: notActuallySorted[2]))
    let sorted = collection.sorted(by: [SortDescriptor(keyPath: \CTTAggregateObject.intCol, ascending: true)])
    XCTAssertEqual(1, sorted[0].intCol)
    XCTAssertEqual(2, sorted[1].intCol)
    XCTAssertEqual(3, sorted[2].intCol)
}

/// On a list added with its owner: min(of:) with a Swift key path of each numeric and date column.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testMinBySwiftKeyPath
func testCollectionTypeMinBySwiftKeyPathOnList() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let owner = CTTAggregateObjectList(value: [Array(realm.objects(CTTAggregateObject.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.list
    XCTAssertEqual(1, collection.min(of: \.intCol))
    XCTAssertEqual(1, collection.min(of: \.int8Col))
    XCTAssertEqual(1, collection.min(of: \.int16Col))
    XCTAssertEqual(1, collection.min(of: \.int32Col))
    XCTAssertEqual(1, collection.min(of: \.int64Col))
    XCTAssertEqual(1.1, collection.min(of: \.floatCol))
    XCTAssertEqual(1.11, collection.min(of: \.doubleCol))
    XCTAssertEqual(Date(timeIntervalSince1970: 1), collection.min(of: \.dateCol))
}

/// On a set added with its owner: min(of:) with a Swift key path of each numeric and date column.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testMinBySwiftKeyPath
func testCollectionTypeMinBySwiftKeyPathOnSet() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let owner = CTTAggregateObjectSet(value: [Array(realm.objects(CTTAggregateObject.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    XCTAssertEqual(1, collection.min(of: \.intCol))
    XCTAssertEqual(1, collection.min(of: \.int8Col))
    XCTAssertEqual(1, collection.min(of: \.int16Col))
    XCTAssertEqual(1, collection.min(of: \.int32Col))
    XCTAssertEqual(1, collection.min(of: \.int64Col))
    XCTAssertEqual(1.1, collection.min(of: \.floatCol))
    XCTAssertEqual(1.11, collection.min(of: \.doubleCol))
    XCTAssertEqual(Date(timeIntervalSince1970: 1), collection.min(of: \.dateCol))
}

/// On the linking objects of a target: min(of:) with a Swift key path of each numeric and date column.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testMinBySwiftKeyPath
func testCollectionTypeMinBySwiftKeyPathOnLinkingObjects() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTAggregateObject.self) {
            object.linkCol = target
        }
    }
    let collection = target!.aggregateObjects
    XCTAssertEqual(1, collection.min(of: \.intCol))
    XCTAssertEqual(1, collection.min(of: \.int8Col))
    XCTAssertEqual(1, collection.min(of: \.int16Col))
    XCTAssertEqual(1, collection.min(of: \.int32Col))
    XCTAssertEqual(1, collection.min(of: \.int64Col))
    XCTAssertEqual(1.1, collection.min(of: \.floatCol))
    XCTAssertEqual(1.11, collection.min(of: \.doubleCol))
    XCTAssertEqual(Date(timeIntervalSince1970: 1), collection.min(of: \.dateCol))
}

/// On a list added with its owner: max(of:) with a Swift key path of each numeric and date column.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testMaxBySwiftKeyPath
func testCollectionTypeMaxBySwiftKeyPathOnList() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let owner = CTTAggregateObjectList(value: [Array(realm.objects(CTTAggregateObject.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.list
    XCTAssertEqual(3, collection.max(of: \.intCol))
    XCTAssertEqual(3, collection.max(of: \.int8Col))
    XCTAssertEqual(3, collection.max(of: \.int16Col))
    XCTAssertEqual(3, collection.max(of: \.int32Col))
    XCTAssertEqual(3, collection.max(of: \.int64Col))
    XCTAssertEqual(2.2, collection.max(of: \.floatCol))
    XCTAssertEqual(2.22, collection.max(of: \.doubleCol))
    XCTAssertEqual(Date(timeIntervalSince1970: 2), collection.max(of: \.dateCol))
}

/// On a set added with its owner: max(of:) with a Swift key path of each numeric and date column.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testMaxBySwiftKeyPath
func testCollectionTypeMaxBySwiftKeyPathOnSet() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let owner = CTTAggregateObjectSet(value: [Array(realm.objects(CTTAggregateObject.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    XCTAssertEqual(3, collection.max(of: \.intCol))
    XCTAssertEqual(3, collection.max(of: \.int8Col))
    XCTAssertEqual(3, collection.max(of: \.int16Col))
    XCTAssertEqual(3, collection.max(of: \.int32Col))
    XCTAssertEqual(3, collection.max(of: \.int64Col))
    XCTAssertEqual(2.2, collection.max(of: \.floatCol))
    XCTAssertEqual(2.22, collection.max(of: \.doubleCol))
    XCTAssertEqual(Date(timeIntervalSince1970: 2), collection.max(of: \.dateCol))
}

/// On the linking objects of a target: max(of:) with a Swift key path of each numeric and date column.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testMaxBySwiftKeyPath
func testCollectionTypeMaxBySwiftKeyPathOnLinkingObjects() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTAggregateObject.self) {
            object.linkCol = target
        }
    }
    let collection = target!.aggregateObjects
    XCTAssertEqual(3, collection.max(of: \.intCol))
    XCTAssertEqual(3, collection.max(of: \.int8Col))
    XCTAssertEqual(3, collection.max(of: \.int16Col))
    XCTAssertEqual(3, collection.max(of: \.int32Col))
    XCTAssertEqual(3, collection.max(of: \.int64Col))
    XCTAssertEqual(2.2, collection.max(of: \.floatCol))
    XCTAssertEqual(2.22, collection.max(of: \.doubleCol))
    XCTAssertEqual(Date(timeIntervalSince1970: 2), collection.max(of: \.dateCol))
}

/// On a list added with its owner: sum(of:) with a Swift key path of each numeric column.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSumBySwiftKeyPath
func testCollectionTypeSumBySwiftKeyPathOnList() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let owner = CTTAggregateObjectList(value: [Array(realm.objects(CTTAggregateObject.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.list
    XCTAssertEqual(6, collection.sum(of: \.intCol))
    XCTAssertEqual(6, collection.sum(of: \.int8Col))
    XCTAssertEqual(6, collection.sum(of: \.int16Col))
    XCTAssertEqual(6, collection.sum(of: \.int32Col))
    XCTAssertEqual(6, collection.sum(of: \.int64Col))
    XCTAssertEqual(5.5, collection.sum(of: \.floatCol), accuracy: 0.001)
    XCTAssertEqual(5.55, collection.sum(of: \.doubleCol), accuracy: 0.001)
}

/// On a set added with its owner: sum(of:) with a Swift key path of each numeric column.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSumBySwiftKeyPath
func testCollectionTypeSumBySwiftKeyPathOnSet() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let owner = CTTAggregateObjectSet(value: [Array(realm.objects(CTTAggregateObject.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    XCTAssertEqual(6, collection.sum(of: \.intCol))
    XCTAssertEqual(6, collection.sum(of: \.int8Col))
    XCTAssertEqual(6, collection.sum(of: \.int16Col))
    XCTAssertEqual(6, collection.sum(of: \.int32Col))
    XCTAssertEqual(6, collection.sum(of: \.int64Col))
    XCTAssertEqual(5.5, collection.sum(of: \.floatCol), accuracy: 0.001)
    XCTAssertEqual(5.55, collection.sum(of: \.doubleCol), accuracy: 0.001)
}

/// On the linking objects of a target: sum(of:) with a Swift key path of each numeric column.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSumBySwiftKeyPath
func testCollectionTypeSumBySwiftKeyPathOnLinkingObjects() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTAggregateObject.self) {
            object.linkCol = target
        }
    }
    let collection = target!.aggregateObjects
    XCTAssertEqual(6, collection.sum(of: \.intCol))
    XCTAssertEqual(6, collection.sum(of: \.int8Col))
    XCTAssertEqual(6, collection.sum(of: \.int16Col))
    XCTAssertEqual(6, collection.sum(of: \.int32Col))
    XCTAssertEqual(6, collection.sum(of: \.int64Col))
    XCTAssertEqual(5.5, collection.sum(of: \.floatCol), accuracy: 0.001)
    XCTAssertEqual(5.55, collection.sum(of: \.doubleCol), accuracy: 0.001)
}

/// On a list added with its owner: average(ofProperty:) of each numeric column, and an unknown property is refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testAverage
func testCollectionTypeAverageOnList() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let owner = CTTAggregateObjectList(value: [Array(realm.objects(CTTAggregateObject.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.list
    XCTAssertEqual(2, collection.average(ofProperty: "intCol"))
    XCTAssertEqual(2, collection.average(ofProperty: "int8Col"))
    XCTAssertEqual(2, collection.average(ofProperty: "int16Col"))
    XCTAssertEqual(2, collection.average(ofProperty: "int32Col"))
    XCTAssertEqual(2, collection.average(ofProperty: "int64Col"))
    XCTAssertEqual(1.8333, collection.average(ofProperty: "floatCol")!, accuracy: 0.001)
    XCTAssertEqual(1.85, collection.average(ofProperty: "doubleCol")!, accuracy: 0.001)
    assertThrows(collection.average(ofProperty: "noSuchCol") as Double?, .unknownProperty)
}

/// On a set added with its owner: average(ofProperty:) of each numeric column, and an unknown property is refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testAverage
func testCollectionTypeAverageOnSet() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let owner = CTTAggregateObjectSet(value: [Array(realm.objects(CTTAggregateObject.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    XCTAssertEqual(2, collection.average(ofProperty: "intCol"))
    XCTAssertEqual(2, collection.average(ofProperty: "int8Col"))
    XCTAssertEqual(2, collection.average(ofProperty: "int16Col"))
    XCTAssertEqual(2, collection.average(ofProperty: "int32Col"))
    XCTAssertEqual(2, collection.average(ofProperty: "int64Col"))
    XCTAssertEqual(1.8333, collection.average(ofProperty: "floatCol")!, accuracy: 0.001)
    XCTAssertEqual(1.85, collection.average(ofProperty: "doubleCol")!, accuracy: 0.001)
    assertThrows(collection.average(ofProperty: "noSuchCol") as Double?, .unknownProperty)
}

/// On the linking objects of a target: average(ofProperty:) of each numeric column, and an unknown property is refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testAverage
func testCollectionTypeAverageOnLinkingObjects() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTAggregateObject.self) {
            object.linkCol = target
        }
    }
    let collection = target!.aggregateObjects
    XCTAssertEqual(2, collection.average(ofProperty: "intCol"))
    XCTAssertEqual(2, collection.average(ofProperty: "int8Col"))
    XCTAssertEqual(2, collection.average(ofProperty: "int16Col"))
    XCTAssertEqual(2, collection.average(ofProperty: "int32Col"))
    XCTAssertEqual(2, collection.average(ofProperty: "int64Col"))
    XCTAssertEqual(1.8333, collection.average(ofProperty: "floatCol")!, accuracy: 0.001)
    XCTAssertEqual(1.85, collection.average(ofProperty: "doubleCol")!, accuracy: 0.001)
    assertThrows(collection.average(ofProperty: "noSuchCol") as Double?, .unknownProperty)
}

/// On a list added with its owner: average(of:) with a Swift key path of each numeric column.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testAverageBySwiftKeyPath
func testCollectionTypeAverageBySwiftKeyPathOnList() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let owner = CTTAggregateObjectList(value: [Array(realm.objects(CTTAggregateObject.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.list
    XCTAssertEqual(2, collection.average(of: \.intCol))
    XCTAssertEqual(2, collection.average(of: \.int8Col))
    XCTAssertEqual(2, collection.average(of: \.int16Col))
    XCTAssertEqual(2, collection.average(of: \.int32Col))
    XCTAssertEqual(2, collection.average(of: \.int64Col))
    XCTAssertEqual(1.8333, collection.average(of: \.floatCol)!, accuracy: 0.001)
    XCTAssertEqual(1.85, collection.average(of: \.doubleCol)!, accuracy: 0.001)
}

/// On a set added with its owner: average(of:) with a Swift key path of each numeric column.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testAverageBySwiftKeyPath
func testCollectionTypeAverageBySwiftKeyPathOnSet() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let owner = CTTAggregateObjectSet(value: [Array(realm.objects(CTTAggregateObject.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    XCTAssertEqual(2, collection.average(of: \.intCol))
    XCTAssertEqual(2, collection.average(of: \.int8Col))
    XCTAssertEqual(2, collection.average(of: \.int16Col))
    XCTAssertEqual(2, collection.average(of: \.int32Col))
    XCTAssertEqual(2, collection.average(of: \.int64Col))
    XCTAssertEqual(1.8333, collection.average(of: \.floatCol)!, accuracy: 0.001)
    XCTAssertEqual(1.85, collection.average(of: \.doubleCol)!, accuracy: 0.001)
}

/// On the linking objects of a target: average(of:) with a Swift key path of each numeric column.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testAverageBySwiftKeyPath
func testCollectionTypeAverageBySwiftKeyPathOnLinkingObjects() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTAggregateObject.self) {
            object.linkCol = target
        }
    }
    let collection = target!.aggregateObjects
    XCTAssertEqual(2, collection.average(of: \.intCol))
    XCTAssertEqual(2, collection.average(of: \.int8Col))
    XCTAssertEqual(2, collection.average(of: \.int16Col))
    XCTAssertEqual(2, collection.average(of: \.int32Col))
    XCTAssertEqual(2, collection.average(of: \.int64Col))
    XCTAssertEqual(1.8333, collection.average(of: \.floatCol)!, accuracy: 0.001)
    XCTAssertEqual(1.85, collection.average(of: \.doubleCol)!, accuracy: 0.001)
}

/// On a list added with its owner: for-in visits the objects in order.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFastEnumeration
func testCollectionTypeFastEnumerationOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    var str = ""
    for obj in collection {
        str += obj.stringCol!
    }
    XCTAssertEqual(str, "12")
}

/// On the linking objects of a target: for-in visits the objects in order.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFastEnumeration
func testCollectionTypeFastEnumerationOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    var str = ""
    for obj in collection {
        str += obj.stringCol!
    }
    XCTAssertEqual(str, "12")
}

/// On a list added with its owner: deleting each object while iterating the results deletes them all.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFastEnumerationWithMutation
func testCollectionTypeFastEnumerationWithMutationOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    try realm.write {
        for obj in collection {
            realm.delete(obj)
        }
    }
    XCTAssertEqual(0, collection.count)
}

/// On a set added with its owner: deleting each object while iterating the results deletes them all.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFastEnumerationWithMutation
func testCollectionTypeFastEnumerationWithMutationOnSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    try realm.write {
        for obj in collection {
            realm.delete(obj)
        }
    }
    XCTAssertEqual(0, collection.count)
}

/// On the linking objects of a target: deleting each object while iterating the results deletes them all.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFastEnumerationWithMutation
func testCollectionTypeFastEnumerationWithMutationOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    try realm.write {
        for obj in collection {
            realm.delete(obj)
        }
    }
    XCTAssertEqual(0, collection.count)
}

/// On a list added with its owner: assigning results to a list property through the object's subscript is accepted in a write.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testAssignListProperty
func testCollectionTypeAssignListPropertyOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    try realm.write {
        let array = CTTStringList()
        realm.add(array)
        array["array"] = collection
        XCTAssertEqual(2, array.array.count)
    }
}

/// On a set added with its owner: assigning results to a list property through the object's subscript is accepted in a write.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testAssignListProperty
func testCollectionTypeAssignListPropertyOnSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    try realm.write {
        let array = CTTStringList()
        realm.add(array)
        array["array"] = collection
        XCTAssertEqual(2, array.array.count)
    }
}

/// On the linking objects of a target: assigning results to a list property through the object's subscript is accepted in a write.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testAssignListProperty
func testCollectionTypeAssignListPropertyOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    try realm.write {
        let array = CTTStringList()
        realm.add(array)
        array["array"] = collection
        XCTAssertEqual(2, array.array.count)
    }
}

/// On a list added with its owner: assigning results to a set property through the object's subscript is accepted in a write.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testAssignSetProperty
func testCollectionTypeAssignSetPropertyOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    try realm.write {
        let set = CTTStringSet()
        realm.add(set)
        set["set"] = collection
        XCTAssertEqual(2, set.set.count)
    }
}

/// On a set added with its owner: assigning results to a set property through the object's subscript is accepted in a write.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testAssignSetProperty
func testCollectionTypeAssignSetPropertyOnSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    try realm.write {
        let set = CTTStringSet()
        realm.add(set)
        set["set"] = collection
        XCTAssertEqual(2, set.set.count)
    }
}

/// On the linking objects of a target: assigning results to a set property through the object's subscript is accepted in a write.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testAssignSetProperty
func testCollectionTypeAssignSetPropertyOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    try realm.write {
        let set = CTTStringSet()
        realm.add(set)
        set["set"] = collection
        XCTAssertEqual(2, set.set.count)
    }
}

/// On a list added with its owner: a query comparing a list of objects with an unmanaged object of its class
/// is no type error: it matches nothing.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testArrayAggregateWithSwiftObjectDoesntThrow
func testCollectionTypeArrayAggregateWithUnmanagedObjectOnList() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let owner = CTTAggregateObjectList(value: [Array(realm.objects(CTTAggregateObject.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.list
    XCTAssertEqual(0, collection.filter("ANY stringListCol == %@", CTTNullableStringObjectWithLink()).count)
    XCTAssertEqual(0, collection.where { $0.stringListCol.contains(CTTNullableStringObjectWithLink()) }.count)
}

/// On a set added with its owner: a query comparing a list of objects with an unmanaged object of its class
/// is no type error: it matches nothing.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testArrayAggregateWithSwiftObjectDoesntThrow
func testCollectionTypeArrayAggregateWithUnmanagedObjectOnSet() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let owner = CTTAggregateObjectSet(value: [Array(realm.objects(CTTAggregateObject.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    XCTAssertEqual(0, collection.filter("ANY stringListCol == %@", CTTNullableStringObjectWithLink()).count)
    XCTAssertEqual(0, collection.where { $0.stringListCol.contains(CTTNullableStringObjectWithLink()) }.count)
}

/// On the linking objects of a target: a query comparing a list of objects with an unmanaged object of its class
/// is no type error: it matches nothing.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testArrayAggregateWithSwiftObjectDoesntThrow
func testCollectionTypeArrayAggregateWithUnmanagedObjectOnLinkingObjects() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTAggregateObject.self) {
            object.linkCol = target
        }
    }
    let collection = target!.aggregateObjects
    XCTAssertEqual(0, collection.filter("ANY stringListCol == %@", CTTNullableStringObjectWithLink()).count)
    XCTAssertEqual(0, collection.where { $0.stringListCol.contains(CTTNullableStringObjectWithLink()) }.count)
}

/// On a list added with its owner: a frozen collection's realm refuses a write; thawing gives live results
/// that see a deletion the frozen copy does not.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testThaw
func testCollectionTypeThawOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    let frozen = collection.freeze()
    XCTAssertTrue(frozen.isFrozen)
    let frozenRealm = frozen.realm!
    assertThrows(try! frozenRealm.write {}, reason: "Can't perform transactions on a frozen Realm")
    let live = frozen.thaw()
    XCTAssertFalse(live!.isFrozen)
    let liveRealm = live!.realm!
    try liveRealm.write { liveRealm.delete(live!) }
    XCTAssertTrue(live!.isEmpty)
    XCTAssertFalse(frozen.isEmpty)
}

/// On a set added with its owner: a frozen collection's realm refuses a write; thawing gives live results
/// that see a deletion the frozen copy does not.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testThaw
func testCollectionTypeThawOnSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    let frozen = collection.freeze()
    XCTAssertTrue(frozen.isFrozen)
    let frozenRealm = frozen.realm!
    assertThrows(try! frozenRealm.write {}, reason: "Can't perform transactions on a frozen Realm")
    let live = frozen.thaw()
    XCTAssertFalse(live!.isFrozen)
    let liveRealm = live!.realm!
    try liveRealm.write { liveRealm.delete(live!) }
    XCTAssertTrue(live!.isEmpty)
    XCTAssertFalse(frozen.isEmpty)
}

/// On the linking objects of a target: a frozen collection's realm refuses a write; thawing gives live results
/// that see a deletion the frozen copy does not.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testThaw
func testCollectionTypeThawOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    let frozen = collection.freeze()
    XCTAssertTrue(frozen.isFrozen)
    let frozenRealm = frozen.realm!
    assertThrows(try! frozenRealm.write {}, reason: "Can't perform transactions on a frozen Realm")
    let live = frozen.thaw()
    XCTAssertFalse(live!.isFrozen)
    let liveRealm = live!.realm!
    try liveRealm.write { liveRealm.delete(live!) }
    XCTAssertTrue(live!.isEmpty)
    XCTAssertFalse(frozen.isEmpty)
}

/// On a list added with its owner: a frozen element whose row is deleted stays readable, and thaws to nil.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testThawDeletedParent
func testCollectionTypeThawDeletedParentOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    let frozenElement = collection.first!.freeze()
    XCTAssertTrue(frozenElement.isFrozen)
    try realm.write { realm.delete(collection) }
    XCTAssertNil(collection.first)
    XCTAssertNotNil(frozenElement)
    let thawed = frozenElement.thaw()
    XCTAssertNil(thawed)
}

/// On a set added with its owner: a frozen element whose row is deleted stays readable, and thaws to nil.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testThawDeletedParent
func testCollectionTypeThawDeletedParentOnSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    let frozenElement = collection.first!.freeze()
    XCTAssertTrue(frozenElement.isFrozen)
    try realm.write { realm.delete(collection) }
    XCTAssertNil(collection.first)
    XCTAssertNotNil(frozenElement)
    let thawed = frozenElement.thaw()
    XCTAssertNil(thawed)
}

/// On the linking objects of a target: a frozen element whose row is deleted stays readable, and thaws to nil.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testThawDeletedParent
func testCollectionTypeThawDeletedParentOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    let frozenElement = collection.first!.freeze()
    XCTAssertTrue(frozenElement.isFrozen)
    try realm.write { realm.delete(collection) }
    XCTAssertNil(collection.first)
    XCTAssertNotNil(frozenElement)
    let thawed = frozenElement.thaw()
    XCTAssertNil(thawed)
}

/// On a list added with its owner: a frozen collection refuses change notifications.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserveFrozenCollection
func testCollectionTypeObserveFrozenCollectionOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    let frozen = collection.freeze()
    assertThrows(frozen.observe({ _ in }),
                 reason: "Frozen Realms do not change and do not have change notifications.")
}

/// On a set added with its owner: a frozen collection refuses change notifications.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserveFrozenCollection
func testCollectionTypeObserveFrozenCollectionOnSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    let frozen = collection.freeze()
    assertThrows(frozen.observe({ _ in }),
                 reason: "Frozen Realms do not change and do not have change notifications.")
}

/// On the linking objects of a target: a frozen collection refuses change notifications.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserveFrozenCollection
func testCollectionTypeObserveFrozenCollectionOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    let frozen = collection.freeze()
    assertThrows(frozen.observe({ _ in }),
                 reason: "Frozen Realms do not change and do not have change notifications.")
}

/// On a list added with its owner: filtering a frozen collection counts its matches and gives frozen results.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testQueryFrozenCollection
func testCollectionTypeQueryFrozenCollectionOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    let frozen = collection.freeze()
    XCTAssertEqual(frozen.filter("stringCol = '1'").count, 1)
    XCTAssertEqual(frozen.filter("stringCol = '2'").count, 1)
    XCTAssertEqual(frozen.filter("stringCol = '3'").count, 0)
    XCTAssertTrue(frozen.filter("stringCol = '3'").isFrozen)
    XCTAssertEqual(frozen.where { $0.stringCol == "1" }.count, 1)
    XCTAssertEqual(frozen.where { $0.stringCol == "2" }.count, 1)
    XCTAssertEqual(frozen.where { $0.stringCol == "3" }.count, 0)
    XCTAssertTrue(frozen.where { $0.stringCol == "3" }.isFrozen)
}

/// On a set added with its owner: filtering a frozen collection counts its matches and gives frozen results.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testQueryFrozenCollection
func testCollectionTypeQueryFrozenCollectionOnSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    let frozen = collection.freeze()
    XCTAssertEqual(frozen.filter("stringCol = '1'").count, 1)
    XCTAssertEqual(frozen.filter("stringCol = '2'").count, 1)
    XCTAssertEqual(frozen.filter("stringCol = '3'").count, 0)
    XCTAssertTrue(frozen.filter("stringCol = '3'").isFrozen)
    XCTAssertEqual(frozen.where { $0.stringCol == "1" }.count, 1)
    XCTAssertEqual(frozen.where { $0.stringCol == "2" }.count, 1)
    XCTAssertEqual(frozen.where { $0.stringCol == "3" }.count, 0)
    XCTAssertTrue(frozen.where { $0.stringCol == "3" }.isFrozen)
}

/// On the linking objects of a target: filtering a frozen collection counts its matches and gives frozen results.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testQueryFrozenCollection
func testCollectionTypeQueryFrozenCollectionOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    let frozen = collection.freeze()
    XCTAssertEqual(frozen.filter("stringCol = '1'").count, 1)
    XCTAssertEqual(frozen.filter("stringCol = '2'").count, 1)
    XCTAssertEqual(frozen.filter("stringCol = '3'").count, 0)
    XCTAssertTrue(frozen.filter("stringCol = '3'").isFrozen)
    XCTAssertEqual(frozen.where { $0.stringCol == "1" }.count, 1)
    XCTAssertEqual(frozen.where { $0.stringCol == "2" }.count, 1)
    XCTAssertEqual(frozen.where { $0.stringCol == "3" }.count, 0)
    XCTAssertTrue(frozen.where { $0.stringCol == "3" }.isFrozen)
}

/// On a list added with its owner: a first observer gets the initial results and no update when a write
/// skips it; a second observer registered after it gets both.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserve
func testCollectionTypeObserveOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    var calls = 0
    let token = collection.observe { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        case .update:
            XCTFail("Shouldn't happen")
        case .error:
            XCTFail("Shouldn't happen")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    var calls2 = 0
    let token2 = collection.observe { _ in
        calls2 += 1
    }
    realm.refresh()
    XCTAssertEqual(calls2, 1)
    realm.beginWrite()
    realm.delete(collection)
    try realm.commitWrite(withoutNotifying: [token])
    realm.refresh()
    XCTAssertEqual(calls2, 2)
    XCTAssertEqual(calls, 1)
    token.invalidate()
    token2.invalidate()
}

/// On a set added with its owner: a first observer gets the initial results and no update when a write
/// skips it; a second observer registered after it gets both.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserve
func testCollectionTypeObserveOnSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    var calls = 0
    let token = collection.observe { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        case .update:
            XCTFail("Shouldn't happen")
        case .error:
            XCTFail("Shouldn't happen")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    var calls2 = 0
    let token2 = collection.observe { _ in
        calls2 += 1
    }
    realm.refresh()
    XCTAssertEqual(calls2, 1)
    realm.beginWrite()
    realm.delete(collection)
    try realm.commitWrite(withoutNotifying: [token])
    realm.refresh()
    XCTAssertEqual(calls2, 2)
    XCTAssertEqual(calls, 1)
    token.invalidate()
    token2.invalidate()
}

/// On the linking objects of a target: a first observer gets the initial results and no update when a write
/// skips it; a second observer registered after it gets both.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserve
func testCollectionTypeObserveOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    var calls = 0
    let token = collection.observe { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        case .update:
            XCTFail("Shouldn't happen")
        case .error:
            XCTFail("Shouldn't happen")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    var calls2 = 0
    let token2 = collection.observe { _ in
        calls2 += 1
    }
    realm.refresh()
    XCTAssertEqual(calls2, 1)
    realm.beginWrite()
    realm.delete(collection)
    try realm.commitWrite(withoutNotifying: [token])
    realm.refresh()
    XCTAssertEqual(calls2, 2)
    XCTAssertEqual(calls, 1)
    token.invalidate()
    token2.invalidate()
}

/// On a list added with its owner: observing the string key path reports a change of the first object's
/// string as a modification at 0.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserveKeyPath
func testCollectionTypeObserveKeyPathOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    var calls = 0
    let token0 = collection.observe(keyPaths: ["stringCol"]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        case .update(_, let deletions, let insertions, let modifications):
            XCTAssertEqual(deletions, [])
            XCTAssertEqual(insertions, [])
            XCTAssertEqual(modifications, [0])
        case .error:
            XCTFail("error not expected")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.stringCol = "changed"
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token0.invalidate()
}

/// On a set added with its owner: observing the string key path reports a change of the first object's
/// string as a modification at 0.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserveKeyPath
func testCollectionTypeObserveKeyPathOnSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    var calls = 0
    let token0 = collection.observe(keyPaths: ["stringCol"]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        case .update(_, let deletions, let insertions, let modifications):
            XCTAssertEqual(deletions, [])
            XCTAssertEqual(insertions, [])
            XCTAssertEqual(modifications, [0])
        case .error:
            XCTFail("error not expected")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.stringCol = "changed"
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token0.invalidate()
}

/// On the linking objects of a target: observing the string key path reports a change of the first object's
/// string as a modification at 0.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserveKeyPath
func testCollectionTypeObserveKeyPathOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    var calls = 0
    let token0 = collection.observe(keyPaths: ["stringCol"]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        case .update(_, let deletions, let insertions, let modifications):
            XCTAssertEqual(deletions, [])
            XCTAssertEqual(insertions, [])
            XCTAssertEqual(modifications, [0])
        case .error:
            XCTFail("error not expected")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.stringCol = "changed"
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token0.invalidate()
}

/// On a list added with its owner: observing the string key path reports nothing when only the linked
/// target's id changes, though the realm itself notifies.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserveKeyPathNoChange
func testCollectionTypeObserveKeyPathNoChangeOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    var calls = 0
    let token0 = collection.observe(keyPaths: ["stringCol"]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        default:
            XCTFail("Unexpected change: \(changes)")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    var realmCalls = 0
    let token = realm.observe { _, _ in
        realmCalls += 1
    }
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.linkCol!.id = 2
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(realmCalls, 1)
    XCTAssertEqual(calls, 1)
    token.invalidate()
    token0.invalidate()
}

/// On a set added with its owner: observing the string key path reports nothing when only the linked
/// target's id changes, though the realm itself notifies.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserveKeyPathNoChange
func testCollectionTypeObserveKeyPathNoChangeOnSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    var calls = 0
    let token0 = collection.observe(keyPaths: ["stringCol"]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        default:
            XCTFail("Unexpected change: \(changes)")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    var realmCalls = 0
    let token = realm.observe { _, _ in
        realmCalls += 1
    }
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.linkCol!.id = 2
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(realmCalls, 1)
    XCTAssertEqual(calls, 1)
    token.invalidate()
    token0.invalidate()
}

/// On the linking objects of a target: observing the string key path reports nothing when only the linked
/// target's id changes, though the realm itself notifies.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserveKeyPathNoChange
func testCollectionTypeObserveKeyPathNoChangeOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    var calls = 0
    let token0 = collection.observe(keyPaths: ["stringCol"]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        default:
            XCTFail("Unexpected change: \(changes)")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    var realmCalls = 0
    let token = realm.observe { _, _ in
        realmCalls += 1
    }
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.linkCol!.id = 2
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(realmCalls, 1)
    XCTAssertEqual(calls, 1)
    token.invalidate()
    token0.invalidate()
}

/// On a list added with its owner: observing a key path through the link reports a change of the shared
/// target's id as a modification of both objects that link to it.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserveKeyPathWithLink
func testCollectionTypeObserveKeyPathWithLinkOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    var calls = 0
    let token = collection.observe(keyPaths: ["linkCol.id"]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        case .update(_, let deletions, let insertions, let modifications):
            XCTAssertEqual(deletions, [])
            XCTAssertEqual(insertions, [])
            XCTAssertEqual(modifications, [0, 1])
        case .error:
            XCTFail("error not expected")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.linkCol!.id = 2
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token.invalidate()
}

/// On a set added with its owner: observing a key path through the link reports a change of the shared
/// target's id as a modification of both objects that link to it.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserveKeyPathWithLink
func testCollectionTypeObserveKeyPathWithLinkOnSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    var calls = 0
    let token = collection.observe(keyPaths: ["linkCol.id"]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        case .update(_, let deletions, let insertions, let modifications):
            XCTAssertEqual(deletions, [])
            XCTAssertEqual(insertions, [])
            XCTAssertEqual(modifications, [0, 1])
        case .error:
            XCTFail("error not expected")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.linkCol!.id = 2
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token.invalidate()
}

/// On the linking objects of a target: observing a key path through the link reports a change of the shared
/// target's id as a modification of both objects that link to it.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserveKeyPathWithLink
func testCollectionTypeObserveKeyPathWithLinkOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    var calls = 0
    let token = collection.observe(keyPaths: ["linkCol.id"]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        case .update(_, let deletions, let insertions, let modifications):
            XCTAssertEqual(deletions, [])
            XCTAssertEqual(insertions, [])
            XCTAssertEqual(modifications, [0, 1])
        case .error:
            XCTFail("error not expected")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.linkCol!.id = 2
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token.invalidate()
}

/// On a list added with its owner: observing a key path through the link reports nothing when only the
/// string changes, though the realm itself notifies.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserveKeyPathWithLinkNoChange
func testCollectionTypeObserveKeyPathWithLinkNoChangeOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    var calls = 0
    let token0 = collection.observe(keyPaths: ["linkCol.id"]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        default:
            XCTFail("Unexpected change: \(changes)")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    var realmCalls = 0
    let token = realm.observe { _, _ in
        realmCalls += 1
    }
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.stringCol = "changed"
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(realmCalls, 1)
    XCTAssertEqual(calls, 1)
    token.invalidate()
    token0.invalidate()
}

/// On a set added with its owner: observing a key path through the link reports nothing when only the
/// string changes, though the realm itself notifies.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserveKeyPathWithLinkNoChange
func testCollectionTypeObserveKeyPathWithLinkNoChangeOnSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    var calls = 0
    let token0 = collection.observe(keyPaths: ["linkCol.id"]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        default:
            XCTFail("Unexpected change: \(changes)")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    var realmCalls = 0
    let token = realm.observe { _, _ in
        realmCalls += 1
    }
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.stringCol = "changed"
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(realmCalls, 1)
    XCTAssertEqual(calls, 1)
    token.invalidate()
    token0.invalidate()
}

/// On the linking objects of a target: observing a key path through the link reports nothing when only the
/// string changes, though the realm itself notifies.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserveKeyPathWithLinkNoChange
func testCollectionTypeObserveKeyPathWithLinkNoChangeOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    var calls = 0
    let token0 = collection.observe(keyPaths: ["linkCol.id"]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        default:
            XCTFail("Unexpected change: \(changes)")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    var realmCalls = 0
    let token = realm.observe { _, _ in
        realmCalls += 1
    }
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.stringCol = "changed"
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(realmCalls, 1)
    XCTAssertEqual(calls, 1)
    token.invalidate()
    token0.invalidate()
}

/// On a list added with its owner: observing the link itself reports nothing when only the target's id
/// changes, though the realm itself notifies.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserveKeyPathWithLinkNoChangeList
func testCollectionTypeObserveLinkKeyPathNoChangeOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    var calls = 0
    let token0 = collection.observe(keyPaths: ["linkCol"]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        default:
            XCTFail("Unexpected change: \(changes)")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    var realmCalls = 0
    let token = realm.observe { _, _ in
        realmCalls += 1
    }
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.linkCol!.id = 2
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(realmCalls, 1)
    XCTAssertEqual(calls, 1)
    token.invalidate()
    token0.invalidate()
}

/// On a set added with its owner: observing the link itself reports nothing when only the target's id
/// changes, though the realm itself notifies.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserveKeyPathWithLinkNoChangeList
func testCollectionTypeObserveLinkKeyPathNoChangeOnSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    var calls = 0
    let token0 = collection.observe(keyPaths: ["linkCol"]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        default:
            XCTFail("Unexpected change: \(changes)")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    var realmCalls = 0
    let token = realm.observe { _, _ in
        realmCalls += 1
    }
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.linkCol!.id = 2
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(realmCalls, 1)
    XCTAssertEqual(calls, 1)
    token.invalidate()
    token0.invalidate()
}

/// On the linking objects of a target: observing the link itself reports nothing when only the target's id
/// changes, though the realm itself notifies.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObserveKeyPathWithLinkNoChangeList
func testCollectionTypeObserveLinkKeyPathNoChangeOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    var calls = 0
    let token0 = collection.observe(keyPaths: ["linkCol"]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        default:
            XCTFail("Unexpected change: \(changes)")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    var realmCalls = 0
    let token = realm.observe { _, _ in
        realmCalls += 1
    }
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.linkCol!.id = 2
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(realmCalls, 1)
    XCTAssertEqual(calls, 1)
    token.invalidate()
    token0.invalidate()
}

/// On a list added with its owner: observing the Swift key path of the string reports a change of the first
/// object's string as a modification at 0.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObservePartialKeyPath
func testCollectionTypeObservePartialKeyPathOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    var calls = 0
    let token0 = collection.observe(keyPaths: [\.stringCol]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        case .update(_, let deletions, let insertions, let modifications):
            XCTAssertEqual(deletions, [])
            XCTAssertEqual(insertions, [])
            XCTAssertEqual(modifications, [0])
        case .error:
            XCTFail("error not expected")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.stringCol = "changed"
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token0.invalidate()
}

/// On a set added with its owner: observing the Swift key path of the string reports a change of the first
/// object's string as a modification at 0.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObservePartialKeyPath
func testCollectionTypeObservePartialKeyPathOnSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    var calls = 0
    let token0 = collection.observe(keyPaths: [\.stringCol]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        case .update(_, let deletions, let insertions, let modifications):
            XCTAssertEqual(deletions, [])
            XCTAssertEqual(insertions, [])
            XCTAssertEqual(modifications, [0])
        case .error:
            XCTFail("error not expected")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.stringCol = "changed"
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token0.invalidate()
}

/// On the linking objects of a target: observing the Swift key path of the string reports a change of the first
/// object's string as a modification at 0.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObservePartialKeyPath
func testCollectionTypeObservePartialKeyPathOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    var calls = 0
    let token0 = collection.observe(keyPaths: [\.stringCol]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        case .update(_, let deletions, let insertions, let modifications):
            XCTAssertEqual(deletions, [])
            XCTAssertEqual(insertions, [])
            XCTAssertEqual(modifications, [0])
        case .error:
            XCTFail("error not expected")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.stringCol = "changed"
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token0.invalidate()
}

/// On a list added with its owner: observing the Swift key path of the string reports nothing when only the
/// linked target's id changes, though the realm itself notifies.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObservePartialKeyPathNoChange
func testCollectionTypeObservePartialKeyPathNoChangeOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    var calls = 0
    let token0 = collection.observe(keyPaths: [\.stringCol]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        default:
            XCTFail("Unexpected change: \(changes)")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    var realmCalls = 0
    let token = realm.observe { _, _ in
        realmCalls += 1
    }
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.linkCol!.id = 2
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(realmCalls, 1)
    XCTAssertEqual(calls, 1)
    token.invalidate()
    token0.invalidate()
}

/// On a set added with its owner: observing the Swift key path of the string reports nothing when only the
/// linked target's id changes, though the realm itself notifies.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObservePartialKeyPathNoChange
func testCollectionTypeObservePartialKeyPathNoChangeOnSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    var calls = 0
    let token0 = collection.observe(keyPaths: [\.stringCol]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        default:
            XCTFail("Unexpected change: \(changes)")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    var realmCalls = 0
    let token = realm.observe { _, _ in
        realmCalls += 1
    }
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.linkCol!.id = 2
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(realmCalls, 1)
    XCTAssertEqual(calls, 1)
    token.invalidate()
    token0.invalidate()
}

/// On the linking objects of a target: observing the Swift key path of the string reports nothing when only the
/// linked target's id changes, though the realm itself notifies.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObservePartialKeyPathNoChange
func testCollectionTypeObservePartialKeyPathNoChangeOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    var calls = 0
    let token0 = collection.observe(keyPaths: [\.stringCol]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        default:
            XCTFail("Unexpected change: \(changes)")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    var realmCalls = 0
    let token = realm.observe { _, _ in
        realmCalls += 1
    }
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.linkCol!.id = 2
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(realmCalls, 1)
    XCTAssertEqual(calls, 1)
    token.invalidate()
    token0.invalidate()
}

/// On a list added with its owner: observing the Swift key path of the link reports nothing when only the
/// target's id changes, though the realm itself notifies.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObservePartialKeyPathWithLinkNoChangeList
func testCollectionTypeObservePartialLinkKeyPathNoChangeOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    var calls = 0
    let token0 = collection.observe(keyPaths: [\.linkCol]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        default:
            XCTFail("Unexpected change: \(changes)")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    var realmCalls = 0
    let token = realm.observe { _, _ in
        realmCalls += 1
    }
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.linkCol!.id = 2
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(realmCalls, 1)
    XCTAssertEqual(calls, 1)
    token.invalidate()
    token0.invalidate()
}

/// On a set added with its owner: observing the Swift key path of the link reports nothing when only the
/// target's id changes, though the realm itself notifies.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObservePartialKeyPathWithLinkNoChangeList
func testCollectionTypeObservePartialLinkKeyPathNoChangeOnSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    var calls = 0
    let token0 = collection.observe(keyPaths: [\.linkCol]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        default:
            XCTFail("Unexpected change: \(changes)")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    var realmCalls = 0
    let token = realm.observe { _, _ in
        realmCalls += 1
    }
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.linkCol!.id = 2
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(realmCalls, 1)
    XCTAssertEqual(calls, 1)
    token.invalidate()
    token0.invalidate()
}

/// On the linking objects of a target: observing the Swift key path of the link reports nothing when only the
/// target's id changes, though the realm itself notifies.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObservePartialKeyPathWithLinkNoChangeList
func testCollectionTypeObservePartialLinkKeyPathNoChangeOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    var calls = 0
    let token0 = collection.observe(keyPaths: [\.linkCol]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        default:
            XCTFail("Unexpected change: \(changes)")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    var realmCalls = 0
    let token = realm.observe { _, _ in
        realmCalls += 1
    }
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.linkCol!.id = 2
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(realmCalls, 1)
    XCTAssertEqual(calls, 1)
    token.invalidate()
    token0.invalidate()
}

/// On an unmanaged list of the managed objects: index(matching:) with an NSPredicate answers the first match's position, or nil.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testIndexOfPredicate
func testCollectionTypeIndexOfPredicateOnUnmanagedList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let collection = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))]).array
    let pred1 = NSPredicate(format: "stringCol = '1'")
    let pred2 = NSPredicate(format: "stringCol = '2'")
    let pred3 = NSPredicate(format: "stringCol = '3'")
    XCTAssertEqual(0, collection.index(matching: pred1)!)
    XCTAssertEqual(1, collection.index(matching: pred2)!)
    XCTAssertNil(collection.index(matching: pred3))
}

/// On an unmanaged list of the managed objects: index(matching:) with a query closure answers the first match's position, or nil.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testIndexOfQuery
func testCollectionTypeIndexOfQueryOnUnmanagedList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let collection = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))]).array
    XCTAssertEqual(0, collection.index(matching: { $0.stringCol == "1" })!)
    XCTAssertEqual(1, collection.index(matching: { $0.stringCol == "2" })!)
    XCTAssertNil(collection.index(matching: { $0.stringCol == "3" }))
}

/// On an unmanaged list of the managed objects: index(matching:) with a format string, with or without arguments, answers
/// the first match's position, or nil.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testIndexOfFormat
func testCollectionTypeIndexOfFormatOnUnmanagedList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let collection = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))]).array
    XCTAssertEqual(0, collection.index(matching: "stringCol = '1'")!)
    XCTAssertEqual(0, collection.index(matching: "stringCol = %@", "1")!)
    XCTAssertEqual(1, collection.index(matching: "stringCol = %@", "2")!)
    XCTAssertNil(collection.index(matching: "stringCol = %@", "3"))
}

/// On an unmanaged list of the managed objects: subscripts read the same rows as the objects added, and an index past
/// either end throws.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSubscript
func testCollectionTypeSubscriptOnUnmanagedList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))]).array
    XCTAssertTrue(str1.isSameObject(as: collection[0]))
    XCTAssertTrue(str2.isSameObject(as: collection[1]))
    assertThrows(collection[200])
    assertThrows(collection[-200])
}

/// On an unmanaged set of the managed objects: subscripts read the same rows as the objects added, and an index past
/// either end throws.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSubscript
func testCollectionTypeSubscriptOnUnmanagedSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))]).set
    XCTAssertTrue(str1.isSameObject(as: collection[0]))
    XCTAssertTrue(str2.isSameObject(as: collection[1]))
    assertThrows(collection[200])
    assertThrows(collection[-200])
}

/// On an unmanaged set of the managed objects: objects(at:) throws when an index is past the end, and otherwise returns
/// the objects at those positions.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObjectsAtIndexes
func testCollectionTypeObjectsAtIndexesOnUnmanagedSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))]).set
    assertThrows(collection.objects(at: [0, 10]))
    let objs = collection.objects(at: [0, 1])
    XCTAssertTrue(str1.isSameObject(as: objs[0]))
    XCTAssertTrue(str2.isSameObject(as: objs[1]))
}

/// On an unmanaged list of the managed objects: value(forKey:) reads one property of every element in order, and "self"
/// answers the elements themselves.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testValueForKey
func testCollectionTypeValueForKeyOnUnmanagedList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let collection = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))]).array
    let expected = Array(collection.map { $0.stringCol })
    let actual = collection.value(forKey: "stringCol") as! [String]?
    XCTAssertEqual(expected as! [String], actual!)
    XCTAssertEqual(["1", "2"], actual!)
    let selves = collection.value(forKey: "self") as! [CTTNullableStringObjectWithLink]
    XCTAssertEqual(2, selves.count)
    XCTAssertTrue(collection[0].isSameObject(as: selves[0]))
    XCTAssertTrue(collection[1].isSameObject(as: selves[1]))
}

/// On an unmanaged list of the managed objects: setValue(_:forKey:) in a write sets the property of every element.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSetValueForKey
func testCollectionTypeSetValueForKeyOnUnmanagedList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let collection = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))]).array
    try realm.write {
        collection.setValue("hi there!", forKey: "stringCol")
    }
    let actual = Array(collection.map { $0.stringCol })
    XCTAssertEqual(["hi there!", "hi there!"], actual as! [String])
}

/// On an unmanaged set of the managed objects: setValue(_:forKey:) in a write sets the property of every element.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSetValueForKey
func testCollectionTypeSetValueForKeyOnUnmanagedSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let collection = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))]).set
    try realm.write {
        collection.setValue("hi there!", forKey: "stringCol")
    }
    let actual = Array(collection.map { $0.stringCol })
    XCTAssertEqual(["hi there!", "hi there!"], actual as! [String])
}

/// On an unmanaged list of the managed objects: min(of:) with a Swift key path of each numeric and date column.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testMinBySwiftKeyPath
func testCollectionTypeMinBySwiftKeyPathOnUnmanagedList() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let collection = CTTAggregateObjectList(value: [Array(realm.objects(CTTAggregateObject.self))]).list
    XCTAssertEqual(1, collection.min(of: \.intCol))
    XCTAssertEqual(1, collection.min(of: \.int8Col))
    XCTAssertEqual(1, collection.min(of: \.int16Col))
    XCTAssertEqual(1, collection.min(of: \.int32Col))
    XCTAssertEqual(1, collection.min(of: \.int64Col))
    XCTAssertEqual(1.1, collection.min(of: \.floatCol))
    XCTAssertEqual(1.11, collection.min(of: \.doubleCol))
    XCTAssertEqual(Date(timeIntervalSince1970: 1), collection.min(of: \.dateCol))
}

/// On an unmanaged set of the managed objects: min(of:) with a Swift key path of each numeric and date column.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testMinBySwiftKeyPath
func testCollectionTypeMinBySwiftKeyPathOnUnmanagedSet() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let collection = CTTAggregateObjectSet(value: [Array(realm.objects(CTTAggregateObject.self))]).set
    XCTAssertEqual(1, collection.min(of: \.intCol))
    XCTAssertEqual(1, collection.min(of: \.int8Col))
    XCTAssertEqual(1, collection.min(of: \.int16Col))
    XCTAssertEqual(1, collection.min(of: \.int32Col))
    XCTAssertEqual(1, collection.min(of: \.int64Col))
    XCTAssertEqual(1.1, collection.min(of: \.floatCol))
    XCTAssertEqual(1.11, collection.min(of: \.doubleCol))
    XCTAssertEqual(Date(timeIntervalSince1970: 1), collection.min(of: \.dateCol))
}

/// On an unmanaged list of the managed objects: max(of:) with a Swift key path of each numeric and date column.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testMaxBySwiftKeyPath
func testCollectionTypeMaxBySwiftKeyPathOnUnmanagedList() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let collection = CTTAggregateObjectList(value: [Array(realm.objects(CTTAggregateObject.self))]).list
    XCTAssertEqual(3, collection.max(of: \.intCol))
    XCTAssertEqual(3, collection.max(of: \.int8Col))
    XCTAssertEqual(3, collection.max(of: \.int16Col))
    XCTAssertEqual(3, collection.max(of: \.int32Col))
    XCTAssertEqual(3, collection.max(of: \.int64Col))
    XCTAssertEqual(2.2, collection.max(of: \.floatCol))
    XCTAssertEqual(2.22, collection.max(of: \.doubleCol))
    XCTAssertEqual(Date(timeIntervalSince1970: 2), collection.max(of: \.dateCol))
}

/// On an unmanaged set of the managed objects: max(of:) with a Swift key path of each numeric and date column.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testMaxBySwiftKeyPath
func testCollectionTypeMaxBySwiftKeyPathOnUnmanagedSet() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let collection = CTTAggregateObjectSet(value: [Array(realm.objects(CTTAggregateObject.self))]).set
    XCTAssertEqual(3, collection.max(of: \.intCol))
    XCTAssertEqual(3, collection.max(of: \.int8Col))
    XCTAssertEqual(3, collection.max(of: \.int16Col))
    XCTAssertEqual(3, collection.max(of: \.int32Col))
    XCTAssertEqual(3, collection.max(of: \.int64Col))
    XCTAssertEqual(2.2, collection.max(of: \.floatCol))
    XCTAssertEqual(2.22, collection.max(of: \.doubleCol))
    XCTAssertEqual(Date(timeIntervalSince1970: 2), collection.max(of: \.dateCol))
}

/// On an unmanaged list of the managed objects: sum(of:) with a Swift key path of each numeric column.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSumBySwiftKeyPath
func testCollectionTypeSumBySwiftKeyPathOnUnmanagedList() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let collection = CTTAggregateObjectList(value: [Array(realm.objects(CTTAggregateObject.self))]).list
    XCTAssertEqual(6, collection.sum(of: \.intCol))
    XCTAssertEqual(6, collection.sum(of: \.int8Col))
    XCTAssertEqual(6, collection.sum(of: \.int16Col))
    XCTAssertEqual(6, collection.sum(of: \.int32Col))
    XCTAssertEqual(6, collection.sum(of: \.int64Col))
    XCTAssertEqual(5.5, collection.sum(of: \.floatCol), accuracy: 0.001)
    XCTAssertEqual(5.55, collection.sum(of: \.doubleCol), accuracy: 0.001)
}

/// On an unmanaged set of the managed objects: sum(of:) with a Swift key path of each numeric column.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSumBySwiftKeyPath
func testCollectionTypeSumBySwiftKeyPathOnUnmanagedSet() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let collection = CTTAggregateObjectSet(value: [Array(realm.objects(CTTAggregateObject.self))]).set
    XCTAssertEqual(6, collection.sum(of: \.intCol))
    XCTAssertEqual(6, collection.sum(of: \.int8Col))
    XCTAssertEqual(6, collection.sum(of: \.int16Col))
    XCTAssertEqual(6, collection.sum(of: \.int32Col))
    XCTAssertEqual(6, collection.sum(of: \.int64Col))
    XCTAssertEqual(5.5, collection.sum(of: \.floatCol), accuracy: 0.001)
    XCTAssertEqual(5.55, collection.sum(of: \.doubleCol), accuracy: 0.001)
}

/// On an unmanaged list of the managed objects: average(ofProperty:) of each numeric column, and an unknown property is refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testAverage
func testCollectionTypeAverageOnUnmanagedList() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let collection = CTTAggregateObjectList(value: [Array(realm.objects(CTTAggregateObject.self))]).list
    XCTAssertEqual(2, collection.average(ofProperty: "intCol"))
    XCTAssertEqual(2, collection.average(ofProperty: "int8Col"))
    XCTAssertEqual(2, collection.average(ofProperty: "int16Col"))
    XCTAssertEqual(2, collection.average(ofProperty: "int32Col"))
    XCTAssertEqual(2, collection.average(ofProperty: "int64Col"))
    XCTAssertEqual(1.8333, collection.average(ofProperty: "floatCol")!, accuracy: 0.001)
    XCTAssertEqual(1.85, collection.average(ofProperty: "doubleCol")!, accuracy: 0.001)
    assertThrows(collection.average(ofProperty: "noSuchCol") as Double?, .unknownProperty)
}

/// On an unmanaged set of the managed objects: average(ofProperty:) of each numeric column, and an unknown property is refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testAverage
func testCollectionTypeAverageOnUnmanagedSet() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let collection = CTTAggregateObjectSet(value: [Array(realm.objects(CTTAggregateObject.self))]).set
    XCTAssertEqual(2, collection.average(ofProperty: "intCol"))
    XCTAssertEqual(2, collection.average(ofProperty: "int8Col"))
    XCTAssertEqual(2, collection.average(ofProperty: "int16Col"))
    XCTAssertEqual(2, collection.average(ofProperty: "int32Col"))
    XCTAssertEqual(2, collection.average(ofProperty: "int64Col"))
    XCTAssertEqual(1.8333, collection.average(ofProperty: "floatCol")!, accuracy: 0.001)
    XCTAssertEqual(1.85, collection.average(ofProperty: "doubleCol")!, accuracy: 0.001)
    assertThrows(collection.average(ofProperty: "noSuchCol") as Double?, .unknownProperty)
}

/// On an unmanaged list of the managed objects: average(of:) with a Swift key path of each numeric column.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testAverageBySwiftKeyPath
func testCollectionTypeAverageBySwiftKeyPathOnUnmanagedList() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let collection = CTTAggregateObjectList(value: [Array(realm.objects(CTTAggregateObject.self))]).list
    XCTAssertEqual(2, collection.average(of: \.intCol))
    XCTAssertEqual(2, collection.average(of: \.int8Col))
    XCTAssertEqual(2, collection.average(of: \.int16Col))
    XCTAssertEqual(2, collection.average(of: \.int32Col))
    XCTAssertEqual(2, collection.average(of: \.int64Col))
    XCTAssertEqual(1.8333, collection.average(of: \.floatCol)!, accuracy: 0.001)
    XCTAssertEqual(1.85, collection.average(of: \.doubleCol)!, accuracy: 0.001)
}

/// On an unmanaged set of the managed objects: average(of:) with a Swift key path of each numeric column.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testAverageBySwiftKeyPath
func testCollectionTypeAverageBySwiftKeyPathOnUnmanagedSet() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let collection = CTTAggregateObjectSet(value: [Array(realm.objects(CTTAggregateObject.self))]).set
    XCTAssertEqual(2, collection.average(of: \.intCol))
    XCTAssertEqual(2, collection.average(of: \.int8Col))
    XCTAssertEqual(2, collection.average(of: \.int16Col))
    XCTAssertEqual(2, collection.average(of: \.int32Col))
    XCTAssertEqual(2, collection.average(of: \.int64Col))
    XCTAssertEqual(1.8333, collection.average(of: \.floatCol)!, accuracy: 0.001)
    XCTAssertEqual(1.85, collection.average(of: \.doubleCol)!, accuracy: 0.001)
}

/// On an unmanaged list of the managed objects: for-in visits the objects in order.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFastEnumeration
func testCollectionTypeFastEnumerationOnUnmanagedList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))]).array
    var str = ""
    for obj in collection {
        str += obj.stringCol!
    }
    XCTAssertEqual(str, "12")
}

/// On an unmanaged list of the managed objects: assigning results to a list property through the object's subscript is accepted in a write.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testAssignListProperty
func testCollectionTypeAssignListPropertyOnUnmanagedList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))]).array
    try realm.write {
        let array = CTTStringList()
        realm.add(array)
        array["array"] = collection
        XCTAssertEqual(2, array.array.count)
    }
}

/// On an unmanaged set of the managed objects: assigning results to a list property through the object's subscript is accepted in a write.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testAssignListProperty
func testCollectionTypeAssignListPropertyOnUnmanagedSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))]).set
    try realm.write {
        let array = CTTStringList()
        realm.add(array)
        array["array"] = collection
        XCTAssertEqual(2, array.array.count)
    }
}

/// On an unmanaged list of the managed objects: assigning results to a set property through the object's subscript is accepted in a write.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testAssignSetProperty
func testCollectionTypeAssignSetPropertyOnUnmanagedList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))]).array
    try realm.write {
        let set = CTTStringSet()
        realm.add(set)
        set["set"] = collection
        XCTAssertEqual(2, set.set.count)
    }
}

/// On an unmanaged set of the managed objects: assigning results to a set property through the object's subscript is accepted in a write.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testAssignSetProperty
func testCollectionTypeAssignSetPropertyOnUnmanagedSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))]).set
    try realm.write {
        let set = CTTStringSet()
        realm.add(set)
        set["set"] = collection
        XCTAssertEqual(2, set.set.count)
    }
}

/// An unmanaged list refuses to sort by name or filter by a predicate
/// string, of a known or an unknown property, or by a query; to query its
/// objects' lists; and change notifications however they are asked for.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testSortWithProperty
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testFilterFormat
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testArrayAggregateWithSwiftObjectDoesntThrow
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testObserve
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testObserveKeyPath
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testObserveKeyPathNoChange
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testObserveKeyPathWithLink
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testObserveKeyPathWithLinkNoChange
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testObserveKeyPathWithLinkNoChangeList
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testObservePartialKeyPath
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testObservePartialKeyPathNoChange
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testObservePartialKeyPathWithLink
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testObservePartialKeyPathWithLinkNoChangeList
func testCollectionTypeUnmanagedListRefusals() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = CTTStringList(value: [[str1, str2]]).array
    assertThrows(collection.sorted(byKeyPath: "stringCol", ascending: true))
    assertThrows(collection.sorted(byKeyPath: "noSuchCol", ascending: true))
    assertThrows(collection.filter("stringCol = '1'"))
    assertThrows(collection.filter("noSuchCol = '1'"))
    assertThrows(collection.where { $0.stringCol == "1" })
    assertThrows(collection.filter("ANY stringListCol == %@", CTTNullableStringObjectWithLink()))
    assertThrows(collection.observe { _ in })
}

/// An unmanaged list has no realm.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListUnmanagedRealmCollectionTests.testRealm
func testCollectionTypeUnmanagedListRealm() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = CTTStringList(value: [[str1, str2]]).array
    XCTAssertNil(collection.realm)
}

/// On results filtered by a predicate: an observer of results gets the results themselves, first with two
/// objects, then with three after one is created.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ResultsTests.testNotificationBlockUpdating
func testCollectionTypeResultsNotificationBlockUpdatingOnFilteredResults() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self).filter("stringCol != ''")
    var calls = 0
    let token = collection.observe { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, calls + 2)
            XCTAssertEqual(results, collection)
        case .update(let results, _, _, _):
            XCTAssertEqual(results.count, calls + 2)
            XCTAssertEqual(results, collection)
        case .error:
            XCTFail("Shouldn't happen")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    try realm.write {
        realm.create(CTTNullableStringObjectWithLink.self, value: ["a"])
    }
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token.invalidate()
}

/// On results filtered by a predicate: creating an object reports one insertion at 2 and nothing else.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ResultsTests.testNotificationBlockChangeIndices
func testCollectionTypeResultsNotificationBlockChangeIndicesOnFilteredResults() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self).filter("stringCol != ''")
    var calls = 0
    let token = collection.observe { change in
        switch change {
        case .initial(let results):
            XCTAssertEqual(calls, 0)
            XCTAssertEqual(results.count, 2)
        case .update(let results, let deletions, let insertions, let modifications):
            XCTAssertEqual(calls, 1)
            XCTAssertEqual(results.count, 3)
            XCTAssertEqual(deletions, [])
            XCTAssertEqual(insertions, [2])
            XCTAssertEqual(modifications, [])
        case .error(let error):
            XCTFail(String(describing: error))
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    try realm.write {
        realm.create(CTTNullableStringObjectWithLink.self, value: ["a"])
    }
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token.invalidate()
}

/// An unmanaged list of the two string objects describes itself as a List of that class
/// at an address, each element with its string and its link target.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ListRealmCollectionTests.testDescription
func testCollectionTypeUnmanagedListDescription() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = CTTStringList(value: [[str1, str2]]).array
    XCTAssertTrue(collection.description.hasPrefix("List<CTTNullableStringObjectWithLink> <0x"))
    XCTAssertTrue(collection.description.hasSuffix("> (\n\t[0] CTTNullableStringObjectWithLink {\n\t\tstringCol = 1;\n\t\tlinkCol = CTTLinkTarget {\n\t\t\tid = 1;\n\t\t};\n\t},\n\t[1] CTTNullableStringObjectWithLink {\n\t\tstringCol = 2;\n\t\tlinkCol = CTTLinkTarget {\n\t\t\tid = 1;\n\t\t};\n\t}\n)"))
}

/// An unmanaged set of the two string objects describes itself as a MutableSet of that
/// class at an address, each element with a number for its string and its
/// link target.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetRealmCollectionTests.testDescription
func testCollectionTypeUnmanagedSetDescription() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let d = CTTStringSet(value: [[str1, str2]]).set.description
    XCTAssertTrue(d.hasPrefix("MutableSet<CTTNullableStringObjectWithLink> <0x"))
    let tailA = "> (\n\t[0] CTTNullableStringObjectWithLink {\n\t\tstringCol = 1;\n\t\tlinkCol = CTTLinkTarget {\n\t\t\tid = 1;\n\t\t};\n\t},\n\t[1] CTTNullableStringObjectWithLink {\n\t\tstringCol = 2;\n\t\tlinkCol = CTTLinkTarget {\n\t\t\tid = 1;\n\t\t};\n\t}\n)"
    let tailB = "> (\n\t[0] CTTNullableStringObjectWithLink {\n\t\tstringCol = 2;\n\t\tlinkCol = CTTLinkTarget {\n\t\t\tid = 1;\n\t\t};\n\t},\n\t[1] CTTNullableStringObjectWithLink {\n\t\tstringCol = 1;\n\t\tlinkCol = CTTLinkTarget {\n\t\t\tid = 1;\n\t\t};\n\t}\n)"
    XCTAssertTrue(d.hasSuffix(tailA) || d.hasSuffix(tailB))
}

/// first and last of an unmanaged set of two are one of its two objects; for-in visits
/// both, in either order.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetRealmCollectionTests.testFirst
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetRealmCollectionTests.testLast
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetRealmCollectionTests.testFastEnumeration
func testCollectionTypeUnmanagedSetFirstLastEnumeration() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = CTTStringSet(value: [[str1, str2]]).set
    let first = collection.first!
    XCTAssertTrue(first.isSameObject(as: str1) || first.isSameObject(as: str2))
    let last = collection.last!
    XCTAssertTrue(last.isSameObject(as: str1) || last.isSameObject(as: str2))
    var str = ""
    for obj in collection {
        str += obj.stringCol!
    }
    XCTAssertTrue((str == "12") || (str == "21"))
}

/// On every object of the string class: the collection is valid, and after the realm is invalidated it has no realm or is invalidated (it is invalidated).
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testInvalidate
func testCollectionTypeInvalidateOnResults() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    XCTAssertFalse(collection.isInvalidated)
    realm.invalidate()
    XCTAssertTrue(collection.realm == nil || collection.isInvalidated)
}

/// On a list added with its owner: the collection is valid, and after the realm is invalidated it has no realm or is invalidated (it is invalidated).
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testInvalidate
func testCollectionTypeInvalidateOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    XCTAssertFalse(collection.isInvalidated)
    realm.invalidate()
    XCTAssertTrue(collection.realm == nil || collection.isInvalidated)
}

/// On a set added with its owner: the collection is valid, and after the realm is invalidated it has no realm or is invalidated (it is invalidated).
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testInvalidate
func testCollectionTypeInvalidateOnSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    XCTAssertFalse(collection.isInvalidated)
    realm.invalidate()
    XCTAssertTrue(collection.realm == nil || collection.isInvalidated)
}

/// On the linking objects of a target: the collection is valid, and after the realm is invalidated it has no realm or is invalidated (it is invalidated).
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testInvalidate
func testCollectionTypeInvalidateOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let collection = target1.stringObjects
    XCTAssertFalse(collection.isInvalidated)
    realm.invalidate()
    XCTAssertTrue(collection.realm == nil || collection.isInvalidated)
}

/// distinct(by:) keeps the first object of each group of equal values of one property, of two, or of a property
/// through a link, and value(forKey: "self") gives the same objects; a key path ending in a link, an aggregate or a
/// list is refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ResultsDistinctTests.testDistinctResultsUsingKeyPaths
func testDistinctByKeyPathStrings() throws {
    let realm = try Realm()
    let obj1 = CTTAggregateObject()
    obj1.intCol = 1
    obj1.trueCol = true
    let obj2 = CTTAggregateObject()
    obj2.intCol = 1
    obj2.trueCol = true
    let obj3 = CTTAggregateObject()
    obj3.intCol = 1
    obj3.trueCol = false
    let obj4 = CTTAggregateObject()
    obj4.intCol = 2
    obj4.trueCol = false
    let childObj1 = CTTIntegerObject()
    childObj1.intCol = 1
    obj1.childIntCol = childObj1
    let childObj2 = CTTIntegerObject()
    childObj2.intCol = 1
    obj2.childIntCol = childObj2
    let childObj3 = CTTIntegerObject()
    childObj3.intCol = 2
    obj3.childIntCol = childObj3
    try realm.write {
        realm.add(obj1)
        realm.add(obj2)
        realm.add(obj3)
        realm.add(obj4)
    }
    let collection = realm.objects(CTTAggregateObject.self)
    var distinctResults = collection.distinct(by: ["intCol"])
    XCTAssertEqual(Array(distinctResults.map { ["int": $0.intCol] }), [["int": 1], ["int": 2]])
    var mapped = Array(distinctResults.map { $0 })
    var kvc = distinctResults.value(forKey: "self") as! [CTTAggregateObject]
    XCTAssertEqual(mapped.count, kvc.count)
    for i in 0..<mapped.count {
        XCTAssertTrue(mapped[i].isSameObject(as: kvc[i]))
    }
    distinctResults = collection.distinct(by: ["intCol", "trueCol"])
    XCTAssertEqual(Array(distinctResults.map { ["int": $0.intCol, "true": $0.trueCol ? 1 : 0] }),
                   [["int": 1, "true": 1], ["int": 1, "true": 0], ["int": 2, "true": 0]])
    mapped = Array(distinctResults.map { $0 })
    kvc = distinctResults.value(forKey: "self") as! [CTTAggregateObject]
    XCTAssertEqual(mapped.count, kvc.count)
    for i in 0..<mapped.count {
        XCTAssertTrue(mapped[i].isSameObject(as: kvc[i]))
    }
    distinctResults = collection.distinct(by: ["childIntCol.intCol"])
    XCTAssertEqual(Array(distinctResults.map { ["int": $0.childIntCol!.intCol] }), [["int": 1], ["int": 2]])
    mapped = Array(distinctResults.map { $0 })
    kvc = distinctResults.value(forKey: "self") as! [CTTAggregateObject]
    XCTAssertEqual(mapped.count, kvc.count)
    for i in 0..<mapped.count {
        XCTAssertTrue(mapped[i].isSameObject(as: kvc[i]))
    }
    assertThrows(collection.distinct(by: ["childCol"]))
    assertThrows(collection.distinct(by: ["@sum.intCol"]))
    assertThrows(collection.distinct(by: ["stringListCol"]))
}

/// On a list added with its owner: objects(at:) throws when an index is past the end, and otherwise returns
/// the objects at the indexes.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObjectsAtIndexes
func testCollectionTypeObjectsAtIndexesOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringList(value: [[str1, str2]])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    assertThrows(collection.objects(at: [0, 10]))
    let objs = collection.objects(at: [0, 1])
    XCTAssertTrue(str1.isSameObject(as: objs[0]))
    XCTAssertTrue(str2.isSameObject(as: objs[1]))
}

/// On an unmanaged list of managed objects: objects(at:) throws when an index is past the end, and otherwise
/// returns the objects at the indexes.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObjectsAtIndexes
func testCollectionTypeObjectsAtIndexesOnUnmanagedList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let collection = CTTStringList(value: [[str1, str2]]).array
    assertThrows(collection.objects(at: [0, 10]))
    let objs = collection.objects(at: [0, 1])
    XCTAssertTrue(str1.isSameObject(as: objs[0]))
    XCTAssertTrue(str2.isSameObject(as: objs[1]))
}

// The SDK's SwiftObject, one column of each type with its defaults, its enum
// column included, and the owners of a list of them and of a list of those.
enum IntEnum: Int, PersistableEnum {
    case value1 = 1
    case value2 = 3
}

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
    @Persisted var intEnumCol = IntEnum.value1
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

class SwiftListOfSwiftObject: Object {
    @Persisted var array: List<SwiftObject>
}

class SwiftDoubleListOfSwiftObject: Object {
    @Persisted var array: List<SwiftListOfSwiftObject>
}

/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSum
func testCollectionTypeSumOnResultsProperty() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let collection = realm.objects(CTTAggregateObject.self)
    XCTAssertEqual(6, collection.sum(ofProperty: "intCol") as NSNumber)
    XCTAssertEqual(6, collection.sum(ofProperty: "intCol") as Int)
    XCTAssertEqual(6, collection.sum(ofProperty: "int8Col") as NSNumber)
    XCTAssertEqual(6, collection.sum(ofProperty: "int8Col") as Int8)
    XCTAssertEqual(6, collection.sum(ofProperty: "int16Col") as NSNumber)
    XCTAssertEqual(6, collection.sum(ofProperty: "int16Col") as Int16)
    XCTAssertEqual(6, collection.sum(ofProperty: "int32Col") as NSNumber)
    XCTAssertEqual(6, collection.sum(ofProperty: "int32Col") as Int32)
    XCTAssertEqual(6, collection.sum(ofProperty: "int64Col") as NSNumber)
    XCTAssertEqual(6, collection.sum(ofProperty: "int64Col") as Int64)
    XCTAssertEqual(5.5, (collection.sum(ofProperty: "floatCol") as NSNumber).floatValue, accuracy: 0.001)
    XCTAssertEqual(5.5, collection.sum(ofProperty: "floatCol") as Float, accuracy: 0.001)
    XCTAssertEqual(5.55, (collection.sum(ofProperty: "doubleCol") as NSNumber).doubleValue, accuracy: 0.001)
    XCTAssertEqual(5.55, collection.sum(ofProperty: "doubleCol") as Double, accuracy: 0.001)
    assertThrows(collection.sum(ofProperty: "noSuchCol") as NSNumber, .unknownProperty)
    assertThrows(collection.sum(ofProperty: "noSuchCol") as Float, .unknownProperty)
}

/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSum
func testCollectionTypeSumOnListProperty() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let owner = CTTAggregateObjectList(value: [Array(realm.objects(CTTAggregateObject.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.list
    XCTAssertEqual(6, collection.sum(ofProperty: "intCol") as NSNumber)
    XCTAssertEqual(6, collection.sum(ofProperty: "intCol") as Int)
    XCTAssertEqual(6, collection.sum(ofProperty: "int8Col") as NSNumber)
    XCTAssertEqual(6, collection.sum(ofProperty: "int8Col") as Int8)
    XCTAssertEqual(6, collection.sum(ofProperty: "int16Col") as NSNumber)
    XCTAssertEqual(6, collection.sum(ofProperty: "int16Col") as Int16)
    XCTAssertEqual(6, collection.sum(ofProperty: "int32Col") as NSNumber)
    XCTAssertEqual(6, collection.sum(ofProperty: "int32Col") as Int32)
    XCTAssertEqual(6, collection.sum(ofProperty: "int64Col") as NSNumber)
    XCTAssertEqual(6, collection.sum(ofProperty: "int64Col") as Int64)
    XCTAssertEqual(5.5, (collection.sum(ofProperty: "floatCol") as NSNumber).floatValue, accuracy: 0.001)
    XCTAssertEqual(5.5, collection.sum(ofProperty: "floatCol") as Float, accuracy: 0.001)
    XCTAssertEqual(5.55, (collection.sum(ofProperty: "doubleCol") as NSNumber).doubleValue, accuracy: 0.001)
    XCTAssertEqual(5.55, collection.sum(ofProperty: "doubleCol") as Double, accuracy: 0.001)
    assertThrows(collection.sum(ofProperty: "noSuchCol") as NSNumber, .unknownProperty)
    assertThrows(collection.sum(ofProperty: "noSuchCol") as Float, .unknownProperty)
}

/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSum
func testCollectionTypeSumOnSetProperty() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let owner = CTTAggregateObjectSet(value: [Array(realm.objects(CTTAggregateObject.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    XCTAssertEqual(6, collection.sum(ofProperty: "intCol") as NSNumber)
    XCTAssertEqual(6, collection.sum(ofProperty: "intCol") as Int)
    XCTAssertEqual(6, collection.sum(ofProperty: "int8Col") as NSNumber)
    XCTAssertEqual(6, collection.sum(ofProperty: "int8Col") as Int8)
    XCTAssertEqual(6, collection.sum(ofProperty: "int16Col") as NSNumber)
    XCTAssertEqual(6, collection.sum(ofProperty: "int16Col") as Int16)
    XCTAssertEqual(6, collection.sum(ofProperty: "int32Col") as NSNumber)
    XCTAssertEqual(6, collection.sum(ofProperty: "int32Col") as Int32)
    XCTAssertEqual(6, collection.sum(ofProperty: "int64Col") as NSNumber)
    XCTAssertEqual(6, collection.sum(ofProperty: "int64Col") as Int64)
    XCTAssertEqual(5.5, (collection.sum(ofProperty: "floatCol") as NSNumber).floatValue, accuracy: 0.001)
    XCTAssertEqual(5.5, collection.sum(ofProperty: "floatCol") as Float, accuracy: 0.001)
    XCTAssertEqual(5.55, (collection.sum(ofProperty: "doubleCol") as NSNumber).doubleValue, accuracy: 0.001)
    XCTAssertEqual(5.55, collection.sum(ofProperty: "doubleCol") as Double, accuracy: 0.001)
    assertThrows(collection.sum(ofProperty: "noSuchCol") as NSNumber, .unknownProperty)
    assertThrows(collection.sum(ofProperty: "noSuchCol") as Float, .unknownProperty)
}

/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSum
func testCollectionTypeSumOnLinkingObjectsProperty() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTAggregateObject.self) {
            object.linkCol = target
        }
    }
    let collection = target!.aggregateObjects
    XCTAssertEqual(6, collection.sum(ofProperty: "intCol") as NSNumber)
    XCTAssertEqual(6, collection.sum(ofProperty: "intCol") as Int)
    XCTAssertEqual(6, collection.sum(ofProperty: "int8Col") as NSNumber)
    XCTAssertEqual(6, collection.sum(ofProperty: "int8Col") as Int8)
    XCTAssertEqual(6, collection.sum(ofProperty: "int16Col") as NSNumber)
    XCTAssertEqual(6, collection.sum(ofProperty: "int16Col") as Int16)
    XCTAssertEqual(6, collection.sum(ofProperty: "int32Col") as NSNumber)
    XCTAssertEqual(6, collection.sum(ofProperty: "int32Col") as Int32)
    XCTAssertEqual(6, collection.sum(ofProperty: "int64Col") as NSNumber)
    XCTAssertEqual(6, collection.sum(ofProperty: "int64Col") as Int64)
    XCTAssertEqual(5.5, (collection.sum(ofProperty: "floatCol") as NSNumber).floatValue, accuracy: 0.001)
    XCTAssertEqual(5.5, collection.sum(ofProperty: "floatCol") as Float, accuracy: 0.001)
    XCTAssertEqual(5.55, (collection.sum(ofProperty: "doubleCol") as NSNumber).doubleValue, accuracy: 0.001)
    XCTAssertEqual(5.55, collection.sum(ofProperty: "doubleCol") as Double, accuracy: 0.001)
    assertThrows(collection.sum(ofProperty: "noSuchCol") as NSNumber, .unknownProperty)
    assertThrows(collection.sum(ofProperty: "noSuchCol") as Float, .unknownProperty)
}

/// A filter on the Int8 column with a %d argument of that type, and a query
/// on it, each match one object for 1, 2 and 3 and none for 0.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFilterWithInt8Property
func testCollectionTypeFilterWithInt8Property() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    var results = realm.objects(CTTAggregateObject.self).filter("int8Col = %d", Int8(0))
    XCTAssertEqual(results.count, 0)
    results = realm.objects(CTTAggregateObject.self).filter("int8Col = %d", Int8(1))
    XCTAssertEqual(results.count, 1)
    results = realm.objects(CTTAggregateObject.self).filter("int8Col = %d", Int8(2))
    XCTAssertEqual(results.count, 1)
    results = realm.objects(CTTAggregateObject.self).filter("int8Col = %d", Int8(3))
    XCTAssertEqual(results.count, 1)
    results = realm.objects(CTTAggregateObject.self).where { $0.int8Col == 0 }
    XCTAssertEqual(results.count, 0)
    results = realm.objects(CTTAggregateObject.self).where { $0.int8Col == 1 }
    XCTAssertEqual(results.count, 1)
    results = realm.objects(CTTAggregateObject.self).where { $0.int8Col == 2 }
    XCTAssertEqual(results.count, 1)
    results = realm.objects(CTTAggregateObject.self).where { $0.int8Col == 3 }
    XCTAssertEqual(results.count, 1)
}

/// A filter on the Int16 column with a %d argument of that type, and a query
/// on it, each match one object for 1, 2 and 3 and none for 0.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFilterWithInt16Property
func testCollectionTypeFilterWithInt16Property() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    var results = realm.objects(CTTAggregateObject.self).filter("int16Col = %d", Int16(0))
    XCTAssertEqual(results.count, 0)
    results = realm.objects(CTTAggregateObject.self).filter("int16Col = %d", Int16(1))
    XCTAssertEqual(results.count, 1)
    results = realm.objects(CTTAggregateObject.self).filter("int16Col = %d", Int16(2))
    XCTAssertEqual(results.count, 1)
    results = realm.objects(CTTAggregateObject.self).filter("int16Col = %d", Int16(3))
    XCTAssertEqual(results.count, 1)
    results = realm.objects(CTTAggregateObject.self).where { $0.int16Col == 0 }
    XCTAssertEqual(results.count, 0)
    results = realm.objects(CTTAggregateObject.self).where { $0.int16Col == 1 }
    XCTAssertEqual(results.count, 1)
    results = realm.objects(CTTAggregateObject.self).where { $0.int16Col == 2 }
    XCTAssertEqual(results.count, 1)
    results = realm.objects(CTTAggregateObject.self).where { $0.int16Col == 3 }
    XCTAssertEqual(results.count, 1)
}

/// A filter on the Int32 column with a %d argument of that type, and a query
/// on it, each match one object for 1, 2 and 3 and none for 0.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFilterWithInt32Property
func testCollectionTypeFilterWithInt32Property() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    var results = realm.objects(CTTAggregateObject.self).filter("int32Col = %d", Int32(0))
    XCTAssertEqual(results.count, 0)
    results = realm.objects(CTTAggregateObject.self).filter("int32Col = %d", Int32(1))
    XCTAssertEqual(results.count, 1)
    results = realm.objects(CTTAggregateObject.self).filter("int32Col = %d", Int32(2))
    XCTAssertEqual(results.count, 1)
    results = realm.objects(CTTAggregateObject.self).filter("int32Col = %d", Int32(3))
    XCTAssertEqual(results.count, 1)
    results = realm.objects(CTTAggregateObject.self).where { $0.int32Col == 0 }
    XCTAssertEqual(results.count, 0)
    results = realm.objects(CTTAggregateObject.self).where { $0.int32Col == 1 }
    XCTAssertEqual(results.count, 1)
    results = realm.objects(CTTAggregateObject.self).where { $0.int32Col == 2 }
    XCTAssertEqual(results.count, 1)
    results = realm.objects(CTTAggregateObject.self).where { $0.int32Col == 3 }
    XCTAssertEqual(results.count, 1)
}

/// A filter on the Int64 column with a %d argument of that type, and a query
/// on it, each match one object for 1, 2 and 3 and none for 0.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFilterWithInt64Property
func testCollectionTypeFilterWithInt64Property() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    var results = realm.objects(CTTAggregateObject.self).filter("int64Col = %d", Int64(0))
    XCTAssertEqual(results.count, 0)
    results = realm.objects(CTTAggregateObject.self).filter("int64Col = %d", Int64(1))
    XCTAssertEqual(results.count, 1)
    results = realm.objects(CTTAggregateObject.self).filter("int64Col = %d", Int64(2))
    XCTAssertEqual(results.count, 1)
    results = realm.objects(CTTAggregateObject.self).filter("int64Col = %d", Int64(3))
    XCTAssertEqual(results.count, 1)
    results = realm.objects(CTTAggregateObject.self).where { $0.int64Col == 0 }
    XCTAssertEqual(results.count, 0)
    results = realm.objects(CTTAggregateObject.self).where { $0.int64Col == 1 }
    XCTAssertEqual(results.count, 1)
    results = realm.objects(CTTAggregateObject.self).where { $0.int64Col == 2 }
    XCTAssertEqual(results.count, 1)
    results = realm.objects(CTTAggregateObject.self).where { $0.int64Col == 3 }
    XCTAssertEqual(results.count, 1)
}

/// A list of lists filtered for an inner list holding any of the realm's
/// SwiftObjects matches its one element, by predicate string and by query.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFilterList
func testCollectionTypeFilterListContainsAnyOfResults() throws {
    let realm = try Realm()
    let outerArray = SwiftDoubleListOfSwiftObject()
    let innerArray = SwiftListOfSwiftObject()
    innerArray.array.append(SwiftObject())
    outerArray.array.append(innerArray)
    try realm.write {
        realm.add(outerArray)
    }
    XCTAssertEqual(1, outerArray.array.filter("ANY array IN %@", realm.objects(SwiftObject.self)).count)
    XCTAssertEqual(1, outerArray.array.where { $0.array.containsAny(in: realm.objects(SwiftObject.self)) }.count)
}

/// The results of the list owners filtered for a list holding any of the
/// realm's SwiftObjects match the one owner, by predicate string and by query.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFilterResults
func testCollectionTypeFilterResultsContainsAnyOfResults() throws {
    let realm = try Realm()
    let array = SwiftListOfSwiftObject()
    array.array.append(SwiftObject())
    try realm.write {
        realm.add(array)
    }
    XCTAssertEqual(1, realm.objects(SwiftListOfSwiftObject.self).filter("ANY array IN %@", realm.objects(SwiftObject.self)).count)
    XCTAssertEqual(1, realm.objects(SwiftListOfSwiftObject.self).where { $0.array.containsAny(in: realm.objects(SwiftObject.self)) }.count)
}

/// sorted(by:ascending:) with a Swift key path orders by the string either
/// way and through the optional link, and the aggregate objects by intCol.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSortWithSwiftKeyPath
func testCollectionTypeResultsSortWithSwiftKeyPath() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    var sorted = collection.sorted(by: \.stringCol, ascending: true)
    XCTAssertEqual("1", sorted[0].stringCol)
    XCTAssertEqual("2", sorted[1].stringCol)
    sorted = collection.sorted(by: \.stringCol, ascending: false)
    XCTAssertEqual("2", sorted[0].stringCol)
    XCTAssertEqual("1", sorted[1].stringCol)
    sorted = collection.sorted(by: \.linkCol?.id, ascending: true)
    XCTAssertEqual("1", sorted[0].stringCol)
    XCTAssertEqual("2", sorted[1].stringCol)
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 2]))
        realm.add(CTTAggregateObject(value: ["intCol": 3]))
        realm.add(CTTAggregateObject(value: ["intCol": 1]))
    }
    let nonOptionalSorted = realm.objects(CTTAggregateObject.self).sorted(by: \.intCol, ascending: true)
    XCTAssertEqual(nonOptionalSorted.count, 3)
    for i in 0..<nonOptionalSorted.count {
        XCTAssertEqual(i + 1, nonOptionalSorted[i].intCol)
    }
}

/// Observing the partial key path through the optional link reports both
/// string objects modified when their shared target's id changes.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObservePartialKeyPathWithLink
func testCollectionTypeResultsObservePartialKeyPathWithLink() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let collection = realm.objects(CTTNullableStringObjectWithLink.self)
    var calls = 0
    let token = collection.observe(keyPaths: [\.linkCol?.id]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        case .update(_, let deletions, let insertions, let modifications):
            XCTAssertEqual(deletions, [])
            XCTAssertEqual(insertions, [])
            XCTAssertEqual(modifications, [0, 1])
        case .error:
            XCTFail("error not expected")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.linkCol!.id = 2
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token.invalidate()
}

/// distinct(by:) with Swift key paths keeps the first object of each intCol,
/// of each intCol and trueCol pair, and of each child's intCol through the
/// optional link, and value(forKey: "self") answers the same objects in order.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift ResultsDistinctTests.testDistinctResultsUsingSwiftKeyPaths
func testDistinctBySwiftKeyPaths() throws {
    let realm = try Realm()
    let obj1 = CTTAggregateObject()
    obj1.intCol = 1
    obj1.trueCol = true
    let obj2 = CTTAggregateObject()
    obj2.intCol = 1
    obj2.trueCol = true
    let obj3 = CTTAggregateObject()
    obj3.intCol = 1
    obj3.trueCol = false
    let obj4 = CTTAggregateObject()
    obj4.intCol = 2
    obj4.trueCol = false
    let childObj1 = CTTIntegerObject()
    childObj1.intCol = 1
    obj1.childIntCol = childObj1
    let childObj2 = CTTIntegerObject()
    childObj2.intCol = 1
    obj2.childIntCol = childObj2
    let childObj3 = CTTIntegerObject()
    childObj3.intCol = 2
    obj3.childIntCol = childObj3
    try realm.write {
        realm.add(obj1)
        realm.add(obj2)
        realm.add(obj3)
        realm.add(obj4)
    }
    let collection = realm.objects(CTTAggregateObject.self)
    var distinctResults = collection.distinct(by: [\CTTAggregateObject.intCol])
    XCTAssertEqual(Array(distinctResults.map { ["int": $0.intCol] }), [["int": 1], ["int": 2]])
    var mapped = Array(distinctResults.map { $0 })
    var kvc = distinctResults.value(forKey: "self") as! [CTTAggregateObject]
    XCTAssertEqual(mapped.count, kvc.count)
    for i in 0..<mapped.count {
        XCTAssertTrue(mapped[i].isSameObject(as: kvc[i]))
    }
    distinctResults = collection.distinct(by: [\CTTAggregateObject.intCol, \CTTAggregateObject.trueCol])
    XCTAssertEqual(Array(distinctResults.map { ["int": $0.intCol, "true": $0.trueCol ? 1 : 0] }),
                   [["int": 1, "true": 1], ["int": 1, "true": 0], ["int": 2, "true": 0]])
    mapped = Array(distinctResults.map { $0 })
    kvc = distinctResults.value(forKey: "self") as! [CTTAggregateObject]
    XCTAssertEqual(mapped.count, kvc.count)
    for i in 0..<mapped.count {
        XCTAssertTrue(mapped[i].isSameObject(as: kvc[i]))
    }
    distinctResults = collection.distinct(by: [\CTTAggregateObject.childIntCol?.intCol])
    XCTAssertEqual(Array(distinctResults.map { ["int": $0.childIntCol!.intCol] }), [["int": 1], ["int": 2]])
    mapped = Array(distinctResults.map { $0 })
    kvc = distinctResults.value(forKey: "self") as! [CTTAggregateObject]
    XCTAssertEqual(mapped.count, kvc.count)
    for i in 0..<mapped.count {
        XCTAssertTrue(mapped[i].isSameObject(as: kvc[i]))
    }
}


/// On a set added with its owner: value(forKey:) of the string answers the
/// strings as a Set, and read as an array holds the same strings.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetRealmCollectionTests.testValueForKey
func testCollectionTypeSetValueForKeyAsSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    let owner = CTTStringSet()
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
        owner.set.insert(objectsIn: [str1, str2])
        realm.add(owner)
    }
    let collection = owner.set
    let expected = Set(collection.map { $0.stringCol })
    XCTAssertEqual(expected, Set(["1", "2"]))
    let actual = collection.value(forKey: "stringCol") as Any? as! Set<String>?
    XCTAssertEqual(expected, actual!)
    let actual2 = collection.value(forKey: "stringCol") as [AnyObject] as! [String]
    XCTAssertEqual(expected, Set(actual2))
}
/// On a list added with its owner: observing the partial key path through the optional link reports both
/// string objects modified when their shared target's id changes.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObservePartialKeyPathWithLink
func testCollectionTypeObservePartialKeyPathWithLinkOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    var calls = 0
    let token = collection.observe(keyPaths: [\.linkCol?.id]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        case .update(_, let deletions, let insertions, let modifications):
            XCTAssertEqual(deletions, [])
            XCTAssertEqual(insertions, [])
            XCTAssertEqual(modifications, [0, 1])
        case .error:
            XCTFail("error not expected")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.linkCol!.id = 2
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token.invalidate()
}

/// On a list added with its owner: sorted(by:ascending:) with a Swift key path orders by the string either
/// way and through the optional link, and the aggregate objects by intCol.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSortWithSwiftKeyPath
func testCollectionTypeSortWithSwiftKeyPathOnList() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let owner = CTTStringList(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.array
    var sorted = collection.sorted(by: \.stringCol, ascending: true)
    XCTAssertEqual("1", sorted[0].stringCol)
    XCTAssertEqual("2", sorted[1].stringCol)
    sorted = collection.sorted(by: \.stringCol, ascending: false)
    XCTAssertEqual("2", sorted[0].stringCol)
    XCTAssertEqual("1", sorted[1].stringCol)
    sorted = collection.sorted(by: \.linkCol?.id, ascending: true)
    XCTAssertEqual("1", sorted[0].stringCol)
    XCTAssertEqual("2", sorted[1].stringCol)
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 2]))
        realm.add(CTTAggregateObject(value: ["intCol": 3]))
        realm.add(CTTAggregateObject(value: ["intCol": 1]))
    }
    let aggOwner = CTTAggregateObjectList(value: [Array(realm.objects(CTTAggregateObject.self))])
    try realm.write {
        realm.add(aggOwner)
    }
    let nonOptionalSorted = aggOwner.list.sorted(by: \.intCol, ascending: true)
    XCTAssertEqual(nonOptionalSorted.count, 3)
    for i in 0..<nonOptionalSorted.count {
        XCTAssertEqual(i + 1, nonOptionalSorted[i].intCol)
    }
}

/// On a set added with its owner: observing the partial key path through the optional link reports both
/// string objects modified when their shared target's id changes.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObservePartialKeyPathWithLink
func testCollectionTypeObservePartialKeyPathWithLinkOnSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    var calls = 0
    let token = collection.observe(keyPaths: [\.linkCol?.id]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        case .update(_, let deletions, let insertions, let modifications):
            XCTAssertEqual(deletions, [])
            XCTAssertEqual(insertions, [])
            XCTAssertEqual(modifications, [0, 1])
        case .error:
            XCTFail("error not expected")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.linkCol!.id = 2
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token.invalidate()
}

/// On a set added with its owner: sorted(by:ascending:) with a Swift key path orders by the string either
/// way and through the optional link, and the aggregate objects by intCol.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSortWithSwiftKeyPath
func testCollectionTypeSortWithSwiftKeyPathOnSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [Array(realm.objects(CTTNullableStringObjectWithLink.self))])
    try realm.write {
        realm.add(owner)
    }
    let collection = owner.set
    var sorted = collection.sorted(by: \.stringCol, ascending: true)
    XCTAssertEqual("1", sorted[0].stringCol)
    XCTAssertEqual("2", sorted[1].stringCol)
    sorted = collection.sorted(by: \.stringCol, ascending: false)
    XCTAssertEqual("2", sorted[0].stringCol)
    XCTAssertEqual("1", sorted[1].stringCol)
    sorted = collection.sorted(by: \.linkCol?.id, ascending: true)
    XCTAssertEqual("1", sorted[0].stringCol)
    XCTAssertEqual("2", sorted[1].stringCol)
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 2]))
        realm.add(CTTAggregateObject(value: ["intCol": 3]))
        realm.add(CTTAggregateObject(value: ["intCol": 1]))
    }
    let aggOwner = CTTAggregateObjectSet(value: [Array(realm.objects(CTTAggregateObject.self))])
    try realm.write {
        realm.add(aggOwner)
    }
    let nonOptionalSorted = aggOwner.set.sorted(by: \.intCol, ascending: true)
    XCTAssertEqual(nonOptionalSorted.count, 3)
    for i in 0..<nonOptionalSorted.count {
        XCTAssertEqual(i + 1, nonOptionalSorted[i].intCol)
    }
}

/// On the linking objects of a target: observing the partial key path through the optional link reports both
/// string objects modified when their shared target's id changes.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testObservePartialKeyPathWithLink
func testCollectionTypeObservePartialKeyPathWithLinkOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    var calls = 0
    let token = collection.observe(keyPaths: [\.linkCol?.id]) { changes in
        switch changes {
        case .initial(let results):
            XCTAssertEqual(results.count, 2)
        case .update(_, let deletions, let insertions, let modifications):
            XCTAssertEqual(deletions, [])
            XCTAssertEqual(insertions, [])
            XCTAssertEqual(modifications, [0, 1])
        case .error:
            XCTFail("error not expected")
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.beginWrite()
    let obj = realm.objects(CTTNullableStringObjectWithLink.self).first!
    obj.linkCol!.id = 2
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token.invalidate()
}

/// On the linking objects of a target: sorted(by:ascending:) with a Swift key path orders by the string either
/// way and through the optional link, and the aggregate objects by intCol.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testSortWithSwiftKeyPath
func testCollectionTypeSortWithSwiftKeyPathOnLinkingObjects() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1]))
        realm.add(target1)
    }
    var target: CTTLinkTarget? = nil
    try realm.write {
        target = realm.create(CTTLinkTarget.self, value: [0])
        for object in realm.objects(CTTNullableStringObjectWithLink.self) {
            object.linkCol = target
        }
    }
    let collection = target!.stringObjects
    var sorted = collection.sorted(by: \.stringCol, ascending: true)
    XCTAssertEqual("1", sorted[0].stringCol)
    XCTAssertEqual("2", sorted[1].stringCol)
    sorted = collection.sorted(by: \.stringCol, ascending: false)
    XCTAssertEqual("2", sorted[0].stringCol)
    XCTAssertEqual("1", sorted[1].stringCol)
    sorted = collection.sorted(by: \.linkCol?.id, ascending: true)
    XCTAssertEqual("1", sorted[0].stringCol)
    XCTAssertEqual("2", sorted[1].stringCol)
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 2]))
        realm.add(CTTAggregateObject(value: ["intCol": 3]))
        realm.add(CTTAggregateObject(value: ["intCol": 1]))
    }
    var aggTarget: CTTLinkTarget? = nil
    try realm.write {
        aggTarget = realm.create(CTTLinkTarget.self, value: [7])
        for object in realm.objects(CTTAggregateObject.self) {
            object.linkCol = aggTarget
        }
    }
    let nonOptionalSorted = aggTarget!.aggregateObjects.sorted(by: \.intCol, ascending: true)
    XCTAssertEqual(nonOptionalSorted.count, 3)
    for i in 0..<nonOptionalSorted.count {
        XCTAssertEqual(i + 1, nonOptionalSorted[i].intCol)
    }
}


/// On an unmanaged set of the managed objects: value(forKey:) of the string answers the
/// strings as a Set, and read as an array holds the same strings.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetRealmCollectionTests.testValueForKey
func testCollectionTypeUnmanagedSetValueForKeyAsSet() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringSet(value: [[str1, str2]])
    let collection = owner.set
    let expected = Set(collection.map { $0.stringCol })
    XCTAssertEqual(expected, Set(["1", "2"]))
    let actual = collection.value(forKey: "stringCol") as Any? as! Set<String>?
    XCTAssertEqual(expected, actual!)
    let actual2 = collection.value(forKey: "stringCol") as [AnyObject] as! [String]
    XCTAssertEqual(expected, Set(actual2))
}

/// min(ofProperty:) of each numeric column and the date column of a Results, read as NSNumber (NSDate) and as the column's own type; an unknown property is refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testMin
func testCollectionTypeResultsMinOfProperty() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let numbers = realm.objects(CTTAggregateObject.self)
    XCTAssertEqual(1, numbers.min(ofProperty: "intCol") as NSNumber?)
    XCTAssertEqual(1, numbers.min(ofProperty: "intCol") as Int?)
    XCTAssertEqual(1, numbers.min(ofProperty: "int8Col") as NSNumber?)
    XCTAssertEqual(1, numbers.min(ofProperty: "int8Col") as Int8?)
    XCTAssertEqual(1, numbers.min(ofProperty: "int16Col") as NSNumber?)
    XCTAssertEqual(1, numbers.min(ofProperty: "int16Col") as Int16?)
    XCTAssertEqual(1, numbers.min(ofProperty: "int32Col") as NSNumber?)
    XCTAssertEqual(1, numbers.min(ofProperty: "int32Col") as Int32?)
    XCTAssertEqual(1, numbers.min(ofProperty: "int64Col") as NSNumber?)
    XCTAssertEqual(1, numbers.min(ofProperty: "int64Col") as Int64?)
    XCTAssertEqual(1.1 as Float as NSNumber, numbers.min(ofProperty: "floatCol") as NSNumber?)
    XCTAssertEqual(1.1, numbers.min(ofProperty: "floatCol") as Float?)
    XCTAssertEqual(1.11, numbers.min(ofProperty: "doubleCol") as NSNumber?)
    XCTAssertEqual(1.11, numbers.min(ofProperty: "doubleCol") as Double?)
    XCTAssertEqual(NSDate(timeIntervalSince1970: 1), numbers.min(ofProperty: "dateCol") as NSDate?)
    XCTAssertEqual(Date(timeIntervalSince1970: 1), numbers.min(ofProperty: "dateCol") as Date?)
    assertThrows(numbers.min(ofProperty: "noSuchCol") as NSNumber?, .unknownProperty)
    assertThrows(numbers.min(ofProperty: "noSuchCol") as Float?, .unknownProperty)
}

/// min(ofProperty:) of each numeric column and the date column of a list of the aggregate objects added with its owner, read as NSNumber (NSDate) and as the column's own type; an unknown property is refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testMin
func testCollectionTypeListMinOfProperty() throws {
    let realm = try Realm()
    let owner = CTTAggregateObjectList()
    owner.list.append(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                                 "floatCol": 1.1, "doubleCol": 1.11,
                                                 "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
    owner.list.append(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                                 "floatCol": 2.2, "doubleCol": 2.22,
                                                 "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    owner.list.append(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                                 "floatCol": 2.2, "doubleCol": 2.22,
                                                 "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    try realm.write {
        realm.add(owner)
    }
    let numbers = owner.list
    XCTAssertEqual(1, numbers.min(ofProperty: "intCol") as NSNumber?)
    XCTAssertEqual(1, numbers.min(ofProperty: "intCol") as Int?)
    XCTAssertEqual(1, numbers.min(ofProperty: "int8Col") as NSNumber?)
    XCTAssertEqual(1, numbers.min(ofProperty: "int8Col") as Int8?)
    XCTAssertEqual(1, numbers.min(ofProperty: "int16Col") as NSNumber?)
    XCTAssertEqual(1, numbers.min(ofProperty: "int16Col") as Int16?)
    XCTAssertEqual(1, numbers.min(ofProperty: "int32Col") as NSNumber?)
    XCTAssertEqual(1, numbers.min(ofProperty: "int32Col") as Int32?)
    XCTAssertEqual(1, numbers.min(ofProperty: "int64Col") as NSNumber?)
    XCTAssertEqual(1, numbers.min(ofProperty: "int64Col") as Int64?)
    XCTAssertEqual(1.1 as Float as NSNumber, numbers.min(ofProperty: "floatCol") as NSNumber?)
    XCTAssertEqual(1.1, numbers.min(ofProperty: "floatCol") as Float?)
    XCTAssertEqual(1.11, numbers.min(ofProperty: "doubleCol") as NSNumber?)
    XCTAssertEqual(1.11, numbers.min(ofProperty: "doubleCol") as Double?)
    XCTAssertEqual(NSDate(timeIntervalSince1970: 1), numbers.min(ofProperty: "dateCol") as NSDate?)
    XCTAssertEqual(Date(timeIntervalSince1970: 1), numbers.min(ofProperty: "dateCol") as Date?)
    assertThrows(numbers.min(ofProperty: "noSuchCol") as NSNumber?, .unknownProperty)
    assertThrows(numbers.min(ofProperty: "noSuchCol") as Float?, .unknownProperty)
}

/// max(ofProperty:) of each numeric column and the date column of a Results, read as NSNumber (NSDate) and as the column's own type; an unknown property is refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testMax
func testCollectionTypeResultsMaxOfProperty() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                             "floatCol": 1.1, "doubleCol": 1.11,
                                             "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                             "floatCol": 2.2, "doubleCol": 2.22,
                                             "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    }
    let numbers = realm.objects(CTTAggregateObject.self)
    XCTAssertEqual(3, numbers.max(ofProperty: "intCol") as NSNumber?)
    XCTAssertEqual(3, numbers.max(ofProperty: "intCol") as Int?)
    XCTAssertEqual(3, numbers.max(ofProperty: "int8Col") as NSNumber?)
    XCTAssertEqual(3, numbers.max(ofProperty: "int8Col") as Int8?)
    XCTAssertEqual(3, numbers.max(ofProperty: "int16Col") as NSNumber?)
    XCTAssertEqual(3, numbers.max(ofProperty: "int16Col") as Int16?)
    XCTAssertEqual(3, numbers.max(ofProperty: "int32Col") as NSNumber?)
    XCTAssertEqual(3, numbers.max(ofProperty: "int32Col") as Int32?)
    XCTAssertEqual(3, numbers.max(ofProperty: "int64Col") as NSNumber?)
    XCTAssertEqual(3, numbers.max(ofProperty: "int64Col") as Int64?)
    XCTAssertEqual(2.2 as Float as NSNumber, numbers.max(ofProperty: "floatCol") as NSNumber?)
    XCTAssertEqual(2.2, numbers.max(ofProperty: "floatCol") as Float?)
    XCTAssertEqual(2.22, numbers.max(ofProperty: "doubleCol") as NSNumber?)
    XCTAssertEqual(2.22, numbers.max(ofProperty: "doubleCol") as Double?)
    XCTAssertEqual(NSDate(timeIntervalSince1970: 2), numbers.max(ofProperty: "dateCol") as NSDate?)
    XCTAssertEqual(Date(timeIntervalSince1970: 2), numbers.max(ofProperty: "dateCol") as Date?)
    assertThrows(numbers.max(ofProperty: "noSuchCol") as NSNumber?, .unknownProperty)
    assertThrows(numbers.max(ofProperty: "noSuchCol") as Float?, .unknownProperty)
}

/// max(ofProperty:) of each numeric column and the date column of a set of the aggregate objects added with its owner, read as NSNumber (NSDate) and as the column's own type; an unknown property is refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testMax
func testCollectionTypeSetMaxOfProperty() throws {
    let realm = try Realm()
    let owner = CTTAggregateObjectSet()
    owner.set.insert(CTTAggregateObject(value: ["intCol": 1, "int8Col": 1, "int16Col": 1, "int32Col": 1, "int64Col": 1,
                                                "floatCol": 1.1, "doubleCol": 1.11,
                                                "dateCol": Date(timeIntervalSince1970: 1), "boolCol": false]))
    owner.set.insert(CTTAggregateObject(value: ["intCol": 2, "int8Col": 2, "int16Col": 2, "int32Col": 2, "int64Col": 2,
                                                "floatCol": 2.2, "doubleCol": 2.22,
                                                "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    owner.set.insert(CTTAggregateObject(value: ["intCol": 3, "int8Col": 3, "int16Col": 3, "int32Col": 3, "int64Col": 3,
                                                "floatCol": 2.2, "doubleCol": 2.22,
                                                "dateCol": Date(timeIntervalSince1970: 2), "boolCol": false]))
    try realm.write {
        realm.add(owner)
    }
    let numbers = owner.set
    XCTAssertEqual(3, numbers.max(ofProperty: "intCol") as NSNumber?)
    XCTAssertEqual(3, numbers.max(ofProperty: "intCol") as Int?)
    XCTAssertEqual(3, numbers.max(ofProperty: "int8Col") as NSNumber?)
    XCTAssertEqual(3, numbers.max(ofProperty: "int8Col") as Int8?)
    XCTAssertEqual(3, numbers.max(ofProperty: "int16Col") as NSNumber?)
    XCTAssertEqual(3, numbers.max(ofProperty: "int16Col") as Int16?)
    XCTAssertEqual(3, numbers.max(ofProperty: "int32Col") as NSNumber?)
    XCTAssertEqual(3, numbers.max(ofProperty: "int32Col") as Int32?)
    XCTAssertEqual(3, numbers.max(ofProperty: "int64Col") as NSNumber?)
    XCTAssertEqual(3, numbers.max(ofProperty: "int64Col") as Int64?)
    XCTAssertEqual(2.2 as Float as NSNumber, numbers.max(ofProperty: "floatCol") as NSNumber?)
    XCTAssertEqual(2.2, numbers.max(ofProperty: "floatCol") as Float?)
    XCTAssertEqual(2.22, numbers.max(ofProperty: "doubleCol") as NSNumber?)
    XCTAssertEqual(2.22, numbers.max(ofProperty: "doubleCol") as Double?)
    XCTAssertEqual(NSDate(timeIntervalSince1970: 2), numbers.max(ofProperty: "dateCol") as NSDate?)
    XCTAssertEqual(Date(timeIntervalSince1970: 2), numbers.max(ofProperty: "dateCol") as Date?)
    assertThrows(numbers.max(ofProperty: "noSuchCol") as NSNumber?, .unknownProperty)
    assertThrows(numbers.max(ofProperty: "noSuchCol") as Float?, .unknownProperty)
}

/// value(forKeyPath:) of a Results: @unionOfObjects of the string column lists each element's string, and @count, @max, @min, @sum and @avg of the aggregate objects' int column are 3, 3, 1, 6 and 2.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testValueForKeyPath
func testCollectionTypeResultsValueForKeyPath() throws {
    let realm = try Realm()
    let target = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target]))
        realm.add(CTTAggregateObject(value: ["intCol": 1, "floatCol": 1.1, "doubleCol": 1.11]))
        realm.add(CTTAggregateObject(value: ["intCol": 2, "floatCol": 2.2, "doubleCol": 2.22]))
        realm.add(CTTAggregateObject(value: ["intCol": 3, "floatCol": 2.2, "doubleCol": 2.22]))
    }
    let strings = realm.objects(CTTNullableStringObjectWithLink.self)
    XCTAssertEqual(["1", "2"], strings.value(forKeyPath: "@unionOfObjects.stringCol") as! NSArray?)
    let numbers = realm.objects(CTTAggregateObject.self)
    XCTAssertEqual(3, (numbers.value(forKeyPath: "@count") as! NSNumber?)?.int64Value)
    XCTAssertEqual(3, (numbers.value(forKeyPath: "@max.intCol") as! NSNumber?)?.int64Value)
    XCTAssertEqual(1, (numbers.value(forKeyPath: "@min.intCol") as! NSNumber?)?.int64Value)
    XCTAssertEqual(6, (numbers.value(forKeyPath: "@sum.intCol") as! NSNumber?)?.int64Value)
    XCTAssertEqual(2.0, (numbers.value(forKeyPath: "@avg.intCol") as! NSNumber?)?.doubleValue)
}

/// value(forKeyPath:) of a list added with its owner: @unionOfObjects of the string column lists each element's string in list order, and @count, @max, @min, @sum and @avg of a list of the aggregate objects' int column are 3, 3, 1, 6 and 2.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testValueForKeyPath
func testCollectionTypeListValueForKeyPath() throws {
    let realm = try Realm()
    let target = CTTLinkTarget(value: ["id": 1])
    let strings = CTTStringList(value: [[["stringCol": "1", "linkCol": target], ["stringCol": "2", "linkCol": target]]])
    let numbers = CTTAggregateObjectList(value: [[["intCol": 1], ["intCol": 2], ["intCol": 3]]])
    try realm.write {
        realm.add(strings)
        realm.add(numbers)
    }
    XCTAssertEqual(["1", "2"], strings.array.value(forKeyPath: "@unionOfObjects.stringCol") as! NSArray?)
    XCTAssertEqual(3, (numbers.list.value(forKeyPath: "@count") as! NSNumber?)?.int64Value)
    XCTAssertEqual(3, (numbers.list.value(forKeyPath: "@max.intCol") as! NSNumber?)?.int64Value)
    XCTAssertEqual(1, (numbers.list.value(forKeyPath: "@min.intCol") as! NSNumber?)?.int64Value)
    XCTAssertEqual(6, (numbers.list.value(forKeyPath: "@sum.intCol") as! NSNumber?)?.int64Value)
    XCTAssertEqual(2.0, (numbers.list.value(forKeyPath: "@avg.intCol") as! NSNumber?)?.doubleValue)
}

/// value(forKeyPath:) of a set of the aggregate objects added with its owner: @count, @max, @min, @sum and @avg of the int column are 3, 3, 1, 6 and 2.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetRealmCollectionTests.testValueForKeyPath
func testCollectionTypeSetValueForKeyPath() throws {
    let realm = try Realm()
    let numbers = CTTAggregateObjectSet(value: [[["intCol": 1], ["intCol": 2], ["intCol": 3]]])
    try realm.write {
        realm.add(numbers)
    }
    XCTAssertEqual(3, (numbers.set.value(forKeyPath: "@count") as! NSNumber?)?.int64Value)
    XCTAssertEqual(3, (numbers.set.value(forKeyPath: "@max.intCol") as! NSNumber?)?.int64Value)
    XCTAssertEqual(1, (numbers.set.value(forKeyPath: "@min.intCol") as! NSNumber?)?.int64Value)
    XCTAssertEqual(6, (numbers.set.value(forKeyPath: "@sum.intCol") as! NSNumber?)?.int64Value)
    XCTAssertEqual(2.0, (numbers.set.value(forKeyPath: "@avg.intCol") as! NSNumber?)?.doubleValue)
}

/// value(forKeyPath:) of an unmanaged set of the stored aggregate objects: @count, @max, @min, @sum and @avg of the int column are 3, 3, 1, 6 and 2.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift MutableSetRealmCollectionTests.testValueForKeyPath
func testCollectionTypeUnmanagedSetValueForKeyPath() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTAggregateObject(value: ["intCol": 1]))
        realm.add(CTTAggregateObject(value: ["intCol": 2]))
        realm.add(CTTAggregateObject(value: ["intCol": 3]))
    }
    let numbers = CTTAggregateObjectSet(value: [Array(realm.objects(CTTAggregateObject.self))])
    XCTAssertNil(numbers.set.realm)
    XCTAssertEqual(3, (numbers.set.value(forKeyPath: "@count") as! NSNumber?)?.int64Value)
    XCTAssertEqual(3, (numbers.set.value(forKeyPath: "@max.intCol") as! NSNumber?)?.int64Value)
    XCTAssertEqual(1, (numbers.set.value(forKeyPath: "@min.intCol") as! NSNumber?)?.int64Value)
    XCTAssertEqual(6, (numbers.set.value(forKeyPath: "@sum.intCol") as! NSNumber?)?.int64Value)
    XCTAssertEqual(2.0, (numbers.set.value(forKeyPath: "@avg.intCol") as! NSNumber?)?.doubleValue)
}

/// filter with a predicate string, literal or with a String, AnyRealmValue or custom persistable argument, and with a where closure, counts the strings that match; the Sequence filter with a closure keeps the matching elements.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFilterFormat
func testCollectionTypeResultsFilterFormat() throws {
    let realm = try Realm()
    let target = CTTLinkTarget(value: ["id": 1])
    try realm.write {
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target]))
        realm.add(CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target]))
    }
    let strings = realm.objects(CTTNullableStringObjectWithLink.self)
    XCTAssertEqual(1, strings.filter("stringCol = '1'").count)
    XCTAssertEqual(1, strings.filter("stringCol = %@", "1").count)
    XCTAssertEqual(1, strings.filter("stringCol = %@", "2").count)
    XCTAssertEqual(0, strings.filter("stringCol = %@", "3").count)
    XCTAssertEqual(1, strings.filter("stringCol = %@", AnyRealmValue.string("1")).count)
    XCTAssertEqual(1, strings.filter("stringCol = %@", AnyRealmValue.string("2")).count)
    XCTAssertEqual(0, strings.filter("stringCol = %@", AnyRealmValue.string("3")).count)
    XCTAssertEqual(1, strings.filter("stringCol = %@", StringWrapper(persistedValue: "1")).count)
    XCTAssertEqual(1, strings.filter("stringCol = %@", StringWrapper(persistedValue: "2")).count)
    XCTAssertEqual(0, strings.filter("stringCol = %@", StringWrapper(persistedValue: "3")).count)
    XCTAssertEqual(1, strings.filter { $0.stringCol == "1" }.count)
    XCTAssertEqual(1, strings.filter { $0.stringCol == "2" }.count)
    XCTAssertEqual(0, strings.filter { $0.stringCol == "3" }.count)
    XCTAssertEqual(1, strings.where { $0.stringCol == "1" }.count)
    XCTAssertEqual(0, strings.where { $0.stringCol == "3" }.count)
}

/// The same filters on a list of the strings added with its owner.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift RealmCollectionTests.testFilterFormat
func testCollectionTypeListFilterFormat() throws {
    let realm = try Realm()
    let target = CTTLinkTarget(value: ["id": 1])
    let owner = CTTStringList(value: [[["stringCol": "1", "linkCol": target], ["stringCol": "2", "linkCol": target]]])
    try realm.write {
        realm.add(owner)
    }
    let strings = owner.array
    XCTAssertEqual(1, strings.filter("stringCol = '1'").count)
    XCTAssertEqual(1, strings.filter("stringCol = %@", "1").count)
    XCTAssertEqual(1, strings.filter("stringCol = %@", "2").count)
    XCTAssertEqual(0, strings.filter("stringCol = %@", "3").count)
    XCTAssertEqual(1, strings.filter("stringCol = %@", AnyRealmValue.string("1")).count)
    XCTAssertEqual(1, strings.filter("stringCol = %@", AnyRealmValue.string("2")).count)
    XCTAssertEqual(0, strings.filter("stringCol = %@", AnyRealmValue.string("3")).count)
    XCTAssertEqual(1, strings.filter("stringCol = %@", StringWrapper(persistedValue: "1")).count)
    XCTAssertEqual(1, strings.filter("stringCol = %@", StringWrapper(persistedValue: "2")).count)
    XCTAssertEqual(0, strings.filter("stringCol = %@", StringWrapper(persistedValue: "3")).count)
    XCTAssertEqual(1, strings.filter { $0.stringCol == "1" }.count)
    XCTAssertEqual(1, strings.filter { $0.stringCol == "2" }.count)
    XCTAssertEqual(0, strings.filter { $0.stringCol == "3" }.count)
    XCTAssertEqual(1, strings.where { $0.stringCol == "1" }.count)
    XCTAssertEqual(0, strings.where { $0.stringCol == "3" }.count)
}

// A string holder, the element of the results the equality scenario wraps.
class CTTNamedObject: Object {
    @Persisted var stringCol = ""
}

// An object with a list of ints, two of which the equality scenario wraps.
class CTTIntListObject: Object {
    @Persisted var int: List<Int>
}

/// A managed list of the two string objects, wrapped in AnyRealmCollection,
/// describes itself as an AnyRealmCollection of that class at an address,
/// each element with its string and its link target.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift AnyRealmCollectionTests.testDescription
func testCollectionTypeAnyRealmCollectionDescription() throws {
    let realm = try Realm()
    let target1 = CTTLinkTarget(value: ["id": 1])
    let str1 = CTTNullableStringObjectWithLink(value: ["stringCol": "1", "linkCol": target1])
    let str2 = CTTNullableStringObjectWithLink(value: ["stringCol": "2", "linkCol": target1])
    try realm.write {
        realm.add(str1)
        realm.add(str2)
        realm.add(target1)
    }
    let owner = CTTStringList(value: [[str1, str2]])
    try realm.write {
        realm.add(owner)
    }
    let collection = AnyRealmCollection(owner.array)
    XCTAssertTrue(collection.description.hasPrefix("AnyRealmCollection<CTTNullableStringObjectWithLink> <0x"))
    XCTAssertTrue(collection.description.hasSuffix("> (\n\t[0] CTTNullableStringObjectWithLink {\n\t\tstringCol = 1;\n\t\tlinkCol = CTTLinkTarget {\n\t\t\tid = 1;\n\t\t};\n\t},\n\t[1] CTTNullableStringObjectWithLink {\n\t\tstringCol = 2;\n\t\tlinkCol = CTTLinkTarget {\n\t\t\tid = 1;\n\t\t};\n\t}\n)"))
}

/// AnyRealmCollection is == to itself, and to another wrapper of the same
/// results, but not to a wrapper of another results of the same class; a
/// wrapper of one object's managed list is == to itself and not to a wrapper
/// of another object's list holding the same ints.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/RealmCollectionTypeTests.swift AnyRealmCollectionEquatabilityTests.testEquatability
func testCollectionTypeAnyRealmCollectionEquatability() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(CTTNamedObject(value: ["stringCol": "A"]))
        realm.add(CTTIntListObject(value: ["int": [1, 2, 3]]))
        realm.add(CTTIntListObject(value: ["int": [1, 2, 3]]))
    }
    let named = realm.objects(CTTNamedObject.self)
    let resultsA = AnyRealmCollection(named)
    let resultsB = AnyRealmCollection(realm.objects(CTTNamedObject.self))
    XCTAssertNotEqual(resultsA, resultsB)
    XCTAssertEqual(resultsA, resultsA)
    XCTAssertEqual(resultsB, resultsB)
    XCTAssertEqual(resultsA, AnyRealmCollection(named))
    let first = realm.objects(CTTIntListObject.self)[0]
    let second = realm.objects(CTTIntListObject.self)[1]
    let listA = AnyRealmCollection(first.int)
    let listB = AnyRealmCollection(second.int)
    XCTAssertNotEqual(listA, listB)
    XCTAssertEqual(listA, listA)
    XCTAssertEqual(listB, listB)
    XCTAssertEqual(listA, AnyRealmCollection(first.int))
}
