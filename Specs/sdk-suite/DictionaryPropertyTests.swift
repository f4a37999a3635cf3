// page: sdk
// tags: sdk, suite

// Models restated from the SDK's Objective-C test models as `@Persisted`
// declarations (an `NSString` property is a `String?`, an `int` an `Int`, a
// dictionary of objects a `Map<String, T?>`). The Objective-C calls are made on
// the RLMDictionary of a model's Map, `ObjectiveCSupport.convert(object:)`, and,
// where the RLMDictionary receiver does not declare a member, on the Map's own
// Objective-C spelling of it (`setObject(_:forKey:)`, `removeObject(forKey:)`,
// `removeObjects(forKeys:)`, `removeAllObjects()`, `allKeys`, `allValues`).

class StringObject: Object {
    @Persisted var stringCol: String?
}

class IntObject: Object {
    @Persisted var intCol = 0
}

class EmbeddedIntObject: EmbeddedObject {
    @Persisted var intCol = 0
}

class DictionaryPropertyObject: Object {
    @Persisted var stringDictionary: Map<String, StringObject?>
    @Persisted var intDictionary: Map<String, Int?>
    @Persisted var primitiveStringDictionary: Map<String, String?>
    @Persisted var embeddedDictionary: Map<String, EmbeddedIntObject?>
    @Persisted var intObjDictionary: Map<String, IntObject?>
}

class EmployeeObject: Object {
    @Persisted var name: String?
    @Persisted var age = 0
    @Persisted var hired = false
}

class CompanyObject: Object {
    @Persisted var name: String?
    @Persisted var employees: List<EmployeeObject>
    @Persisted var employeeSet: MutableSet<EmployeeObject>
    @Persisted var employeeDict: Map<String, EmployeeObject?>
}

/// An empty dictionary made by create takes objects by key, unmanaged and managed, the same one under two keys; after the write setObject is refused, and each key's object can be read while enumerating the keys.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testPopulateEmptyDictionary
func testPopulateEmptyDictionary() throws {
    let realm = try Realm()
    realm.beginWrite()
    let dict = realm.create(DictionaryPropertyObject.self, value: [[:], [:]])
    XCTAssertNotNil(dict.stringDictionary)
    XCTAssertEqual(dict.stringDictionary.count, 0)
    let obj = StringObject()
    obj.stringCol = "a"
    dict.stringDictionary["one"] = obj
    dict.stringDictionary["two"] = realm.create(StringObject.self, value: ["b"])
    dict.stringDictionary["three"] = obj
    try realm.commitWrite()
    let rlm = ObjectiveCSupport.convert(object: dict.stringDictionary)
    XCTAssertEqual(rlm.count, 3)
    XCTAssertEqual(rlm["one"]!!.stringCol, "a")
    XCTAssertEqual(rlm["two"]!!.stringCol, "b")
    XCTAssertEqual(rlm["three"]!!.stringCol, "a")
    assertThrows(ObjectiveCSupport.convert(object: dict.stringDictionary).setObject(obj, forKey: "four"), reason: "write transaction")
    var seen = 0
    for key in dict.stringDictionary.keys {
        XCTAssertTrue(rlm[key]!!.description.count > 0)
        seen += 1
    }
    XCTAssertEqual(seen, 3)
}

/// A dictionary read from its owner once keeps working after the write: it counts what was set by subscript and by setObject, and setObject is refused outside a write.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testModifyDetatchedDictionary
func testModifyDetachedDictionary() throws {
    let realm = try Realm()
    realm.beginWrite()
    let dictObj = realm.create(DictionaryPropertyObject.self, value: [])
    XCTAssertNotNil(dictObj.stringDictionary)
    XCTAssertEqual(dictObj.stringDictionary.count, 0)
    let obj = StringObject()
    obj.stringCol = "a"
    let dict = dictObj.stringDictionary
    dict["one"] = obj
    ObjectiveCSupport.convert(object: dict).setObject(realm.create(StringObject.self, value: ["b"]), forKey: "two")
    try realm.commitWrite()
    XCTAssertEqual(dictObj.stringDictionary.count, 2)
    XCTAssertEqual(dictObj.stringDictionary["one"]!!.stringCol, "a")
    XCTAssertEqual(dictObj.stringDictionary["two"]!!.stringCol, "b")
    assertThrows(ObjectiveCSupport.convert(object: dictObj.stringDictionary).setObject(obj, forKey: "one"), reason: "write transaction")
}

/// An unmanaged dictionary whose owner goes away stays valid.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testDeleteUnmanagedObjectWithDictionaryProperty
func testDeleteUnmanagedObjectWithDictionaryProperty() throws {
    var dictObj: DictionaryPropertyObject? = DictionaryPropertyObject(value: [])
    let stringDictionary = ObjectiveCSupport.convert(object: dictObj!.stringDictionary)
    XCTAssertFalse(stringDictionary.isInvalidated)
    dictObj = nil
    XCTAssertFalse(stringDictionary.isInvalidated)
}

/// Deleting the owner of a managed dictionary invalidates the dictionary.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testDeleteObjectWithDictionaryProperty
func testDeleteObjectWithDictionaryProperty() throws {
    let realm = try Realm()
    realm.beginWrite()
    let dictObj = realm.create(DictionaryPropertyObject.self, value: [])
    let dictionary = ObjectiveCSupport.convert(object: dictObj.stringDictionary)
    XCTAssertFalse(dictionary.isInvalidated)
    realm.delete(dictObj)
    XCTAssertTrue(dictionary.isInvalidated)
    try realm.commitWrite()
}

/// Deleting the object a dictionary holds leaves the dictionary valid and its key in place, and the deleted object invalidated.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testDeleteObjectInDictionaryProperty
func testDeleteObjectInDictionaryProperty() throws {
    let realm = try Realm()
    let obj = StringObject()
    realm.beginWrite()
    let dictObj = realm.create(DictionaryPropertyObject.self, value: ["stringDictionary": ["one": obj]])
    let stringDictionary = ObjectiveCSupport.convert(object: dictObj.stringDictionary)
    let one = stringDictionary["one"]!!
    realm.delete(realm.objects(StringObject.self))
    XCTAssertFalse(stringDictionary.isInvalidated)
    XCTAssertTrue(one.isInvalidated)
    XCTAssertEqual(stringDictionary.count, 1)
    try realm.commitWrite()
}

/// The keyed subscript sets an object under a key, a new unmanaged object with no value, and a second set under the same key replaces the object.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testKeyedSubscript
func testKeyedSubscript() throws {
    let realm = try Realm()
    realm.beginWrite()
    let obj = realm.create(DictionaryPropertyObject.self, value: [])
    let child1 = realm.create(StringObject.self, value: ["a"])
    let child2 = StringObject()
    let child3 = realm.create(StringObject.self, value: ["c"])
    obj.stringDictionary["one"] = child1
    XCTAssertEqual(obj.stringDictionary["one"]!!.stringCol, "a")
    obj.stringDictionary["two"] = child2
    XCTAssertNil(obj.stringDictionary["two"]!!.stringCol)
    obj.stringDictionary["two"] = child3
    XCTAssertEqual(obj.stringDictionary["two"]!!.stringCol, "c")
    try realm.commitWrite()
}

/// removeObject(forKey:), removeAllObjects, removeObjects(forKeys:) and setting a key to nil each take entries out of a managed dictionary, and the keys then read nil.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testRemoveObject
func testRemoveObject() throws {
    let realm = try Realm()
    realm.beginWrite()
    let obj = realm.create(DictionaryPropertyObject.self, value: [])
    let child1 = realm.create(StringObject.self, value: ["a"])
    let child2 = StringObject()
    let child3 = realm.create(StringObject.self, value: ["c"])
    let dict = obj.stringDictionary
    dict["one"] = child1
    XCTAssertEqual(dict["one"]!!.stringCol, "a")
    dict["two"] = child2
    XCTAssertNil(dict["two"]!!.stringCol)
    dict["two"] = child3
    XCTAssertEqual(dict["two"]!!.stringCol, "c")
    try realm.commitWrite()
    realm.beginWrite()
    ObjectiveCSupport.convert(object: dict).removeObject(forKey: "one")
    XCTAssertNil(dict["one"])
    ObjectiveCSupport.convert(object: dict).removeObject(forKey: "two")
    XCTAssertNil(dict["two"])
    dict["three"] = child3
    XCTAssertEqual(dict["three"]!!.stringCol, "c")
    ObjectiveCSupport.convert(object: dict).removeAllObjects()
    XCTAssertNil(dict["three"])
    dict["one"] = child1
    XCTAssertNotNil(dict["one"])
    dict["two"] = child2
    XCTAssertNotNil(dict["two"])
    ObjectiveCSupport.convert(object: dict).removeObjects(forKeys: ["one", "two"])
    XCTAssertNil(dict["one"])
    XCTAssertNil(dict["two"])
    dict["one"] = child1
    XCTAssertNotNil(dict["one"])
    dict["one"] = nil
    XCTAssertNil(dict["one"])
    try realm.commitWrite()
}

/// Setting an object deleted in the same write into a dictionary is refused as invalidated.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testAddInvalidated
func testDictionaryAddInvalidated() throws {
    let realm = try Realm()
    realm.beginWrite()
    let company = realm.create(CompanyObject.self, value: ["company", []])
    let person = EmployeeObject()
    person.name = "Mary"
    realm.add(person)
    realm.delete(realm.objects(EmployeeObject.self))
    assertThrows(ObjectiveCSupport.convert(object: company.employeeDict).setObject(person, forKey: "person1"), reason: "invalidated")
    realm.cancelWrite()
}

/// Unmanaged dictionaries holding the same objects under the same keys are equal, and unequal when one lacks a key; a managed dictionary is not equal to an unmanaged one either way round.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testUnmanagedComparision
func testDictionaryUnmanagedComparison() throws {
    let realm = try Realm()
    let dict = DictionaryPropertyObject()
    let dict2 = DictionaryPropertyObject()
    XCTAssertNotNil(dict.stringDictionary)
    XCTAssertNotNil(dict2.stringDictionary)
    XCTAssertTrue(dict.stringDictionary.isEqual(dict2.stringDictionary))
    XCTAssertEqual(dict.stringDictionary.count, 0)
    XCTAssertEqual(dict2.stringDictionary.count, 0)
    let obj1 = StringObject(value: ["a"])
    let obj2 = StringObject(value: ["b"])
    let obj3 = StringObject(value: ["c"])
    ObjectiveCSupport.convert(object: dict.stringDictionary).setObject(obj1, forKey: "one")
    dict.stringDictionary["two"] = obj2
    ObjectiveCSupport.convert(object: dict.stringDictionary).setObject(obj3, forKey: "three")
    ObjectiveCSupport.convert(object: dict2.stringDictionary).setObject(obj1, forKey: "one")
    dict2.stringDictionary["two"] = obj2
    ObjectiveCSupport.convert(object: dict2.stringDictionary).setObject(obj3, forKey: "three")
    XCTAssertTrue(dict.stringDictionary.isEqual(dict2.stringDictionary))
    ObjectiveCSupport.convert(object: dict2.stringDictionary).removeObject(forKey: "three")
    XCTAssertFalse(dict.stringDictionary.isEqual(dict2.stringDictionary))
    dict2.stringDictionary["three"] = obj3
    XCTAssertTrue(dict.stringDictionary.isEqual(dict2.stringDictionary))
    try realm.write { realm.add(dict) }
    XCTAssertFalse(dict.stringDictionary.isEqual(dict2.stringDictionary))
    XCTAssertFalse(dict2.stringDictionary.isEqual(dict.stringDictionary))
}

/// removeObject(forKey:) takes entries out of an unmanaged dictionary one key at a time (a key already gone is no error), removeAllObjects empties one, and removeObjects(forKeys:) on missing keys leaves an empty one empty.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testDeleteObjectInUnmanagedDictionary
func testDeleteObjectInUnmanagedDictionary() throws {
    let dict = DictionaryPropertyObject()
    let s1 = StringObject(value: ["a"])
    let s2 = StringObject(value: ["b"])
    let s3 = StringObject(value: ["c"])
    dict.stringDictionary["one"] = s1
    dict.stringDictionary["two"] = s2
    ObjectiveCSupport.convert(object: dict.stringDictionary).setObject(s3, forKey: "three")
    let i1 = IntObject(value: [0])
    let i2 = IntObject(value: [1])
    let i3 = IntObject(value: [2])
    dict.intObjDictionary["one"] = i1
    dict.intObjDictionary["two"] = i2
    ObjectiveCSupport.convert(object: dict.intObjDictionary).setObject(i3, forKey: "three")
    let strings = ObjectiveCSupport.convert(object: dict.stringDictionary)
    let ints = ObjectiveCSupport.convert(object: dict.intObjDictionary)
    XCTAssertEqual(strings["one"]!!, s1)
    XCTAssertEqual(strings.object(forKey: "two")!!, s2)
    XCTAssertEqual(strings["three"]!!, s3)
    XCTAssertEqual(strings.count, 3)
    XCTAssertEqual(ints["one"]!!, i1)
    XCTAssertEqual(ints.object(forKey: "two")!!, i2)
    XCTAssertEqual(ints["three"]!!, i3)
    XCTAssertEqual(ints.count, 3)
    ObjectiveCSupport.convert(object: dict.stringDictionary).removeObject(forKey: "three")
    XCTAssertEqual(strings["one"]!!, s1)
    XCTAssertEqual(strings.object(forKey: "two")!!, s2)
    XCTAssertEqual(strings.count, 2)
    ObjectiveCSupport.convert(object: dict.stringDictionary).removeObject(forKey: "three")
    ObjectiveCSupport.convert(object: dict.stringDictionary).removeObject(forKey: "two")
    XCTAssertEqual(strings["one"]!!, s1)
    XCTAssertEqual(strings.object(forKey: "one")!!, s1)
    XCTAssertEqual(strings.count, 1)
    ObjectiveCSupport.convert(object: dict.stringDictionary).removeAllObjects()
    XCTAssertEqual(strings.count, 0)
    ObjectiveCSupport.convert(object: dict.intDictionary).removeObjects(forKeys: ["one", "two", "three"])
    XCTAssertEqual(dict.intDictionary.count, 0)
}

/// Enumerating an empty managed dictionary, by its keys or with enumerateKeysAndObjects, visits nothing; after thirty entries are set it visits thirty keys, and the block is handed each key with its object.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testFastEnumeration
func testDictionaryFastEnumeration() throws {
    let realm = try Realm()
    let company = CompanyObject()
    company.name = "name"
    try realm.write { realm.add(company) }
    let dict = ObjectiveCSupport.convert(object: company.employeeDict)
    for _ in company.employeeDict.keys {
        XCTFail("an empty dictionary enumerates nothing")
    }
    dict.enumerateKeysAndObjects { _, _, _ in
        XCTFail("an empty dictionary enumerates nothing")
    }
    try realm.write {
        for i in 0..<30 {
            company.employeeDict["item\(i)"] = realm.create(EmployeeObject.self, value: ["name": "Joe", "age": 40, "hired": true])
        }
    }
    XCTAssertEqual(dict.count, 30)
    var count = 0
    for key in company.employeeDict.keys {
        XCTAssertNotNil(key)
        count += 1
    }
    XCTAssertEqual(count, 30)
    var visited = 0
    dict.enumerateKeysAndObjects { key, obj, _ in
        XCTAssertEqual(dict[key]!!.name, obj!.name)
        XCTAssertEqual(dict[key]!!.age, obj!.age)
        XCTAssertEqual(dict[key]!!.hired, obj!.hired)
        visited += 1
    }
    XCTAssertEqual(visited, 30)
}

/// Deleting each object of a dictionary while enumerating its keys, and deleting another list's objects from inside enumerateKeysAndObjects, commit without error.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testDeleteDuringEnumeration
func testDictionaryDeleteDuringEnumeration() throws {
    let realm = try Realm()
    realm.beginWrite()
    let company = CompanyObject()
    company.name = "name"
    realm.add(company)
    for i in 0..<40 {
        company.employeeDict["item\(i)"] = realm.create(EmployeeObject.self, value: ["name", i, false])
    }
    try realm.commitWrite()
    realm.beginWrite()
    for key in company.employeeDict.keys {
        realm.delete(company.employeeDict[key]!!)
    }
    try realm.commitWrite()
    XCTAssertEqual(realm.objects(EmployeeObject.self).count, 0)
    realm.beginWrite()
    for i in 0..<40 {
        company.employeeDict["item\(i)"] = realm.create(EmployeeObject.self, value: ["name", i, false])
    }
    try realm.commitWrite()
    realm.beginWrite()
    ObjectiveCSupport.convert(object: company.employeeDict).enumerateKeysAndObjects { _, _, _ in
        realm.delete(company.employees)
    }
    try realm.commitWrite()
    XCTAssertEqual(company.employeeDict.count, 40)
}

class AggregateObject: Object {
    @Persisted var intCol = 0
    @Persisted var floatCol: Float = 0
    @Persisted var doubleCol = 0.0
    @Persisted var boolCol = false
    @Persisted var dateCol: Date?
    @Persisted var anyCol: AnyRealmValue
}

class RenamedProperties1: Object {
    @Persisted var propA = 0
    @Persisted var propB: String?
    override class func propertiesMapping() -> [String: String] {
        ["propA": "prop 1", "propB": "prop 2"]
    }
}

class LinkToRenamedProperties1: Object {
    @Persisted var dictionary: Map<String, RenamedProperties1?>
}

/// A dictionary's aggregates take a property by its model name, not the name it is stored under: empty they are 0 and nil, and over three objects, unmanaged or managed, they answer the sum, average, minimum and maximum.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testRenamedPropertyAggregate
func testDictionaryRenamedPropertyAggregate() throws {
    let realm = try Realm()
    let obj = LinkToRenamedProperties1()
    let dict = ObjectiveCSupport.convert(object: obj.dictionary)
    XCTAssertEqual(dict.sum(ofProperty: "propA") as! Int, 0)
    XCTAssertNil(dict.average(ofProperty: "propA"))
    XCTAssertNil(dict.min(ofProperty: "propA"))
    XCTAssertNil(dict.max(ofProperty: "propA"))
    assertThrows(dict.sum(ofProperty: "prop 1"))
    try realm.write {
        realm.create(RenamedProperties1.self, value: [1, ""])
        realm.create(RenamedProperties1.self, value: [2, ""])
        realm.create(RenamedProperties1.self, value: [3, ""])
        let all = realm.objects(RenamedProperties1.self)
        for i in 0..<all.count {
            obj.dictionary["item\(i)"] = all[i]
        }
    }
    XCTAssertEqual(dict.sum(ofProperty: "propA") as! Int, 6)
    XCTAssertEqual(dict.average(ofProperty: "propA") as! Double, 2.0)
    XCTAssertEqual(dict.min(ofProperty: "propA") as! Int, 1)
    XCTAssertEqual(dict.max(ofProperty: "propA") as! Int, 3)
    try realm.write { realm.add(obj) }
    let managed = ObjectiveCSupport.convert(object: obj.dictionary)
    XCTAssertEqual(managed.sum(ofProperty: "propA") as! Int, 6)
    XCTAssertEqual(managed.average(ofProperty: "propA") as! Double, 2.0)
    XCTAssertEqual(managed.min(ofProperty: "propA") as! Int, 1)
    XCTAssertEqual(managed.max(ofProperty: "propA") as! Int, 3)
}

class RenamedProperties: Object {
    @Persisted var intCol = 0
    @Persisted var stringCol: String?
    override class func propertiesMapping() -> [String: String] {
        ["intCol": "custom_intCol", "stringCol": "custom_stringCol"]
    }
}

class LinkToRenamedProperties: Object {
    @Persisted var link: RenamedProperties?
    @Persisted var dictionary: Map<String, RenamedProperties?>
    override class func propertiesMapping() -> [String: String] {
        ["link": "Link"]
    }
}

/// A dictionary observed for one property of its objects, stored under another name, is called first with no changes and then with changes after that property of its object is set.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testRenamedPropertyObservation
func testDictionaryRenamedPropertyObservation() throws {
    let realm = try Realm()
    var obj: LinkToRenamedProperties!
    try realm.write {
        obj = realm.create(LinkToRenamedProperties.self, value: [])
        obj.dictionary["item"] = realm.create(RenamedProperties.self, value: [1, ""])
    }
    var calls = 0
    var first = true
    var errors = 0
    let token = obj.dictionary.addNotificationBlock({ dictionary, change, error in
        XCTAssertNotNil(dictionary)
        XCTAssertTrue(first ? change == nil : change != nil)
        if error != nil { errors += 1 }
        first = false
        calls += 1
    }, keyPaths: ["stringCol"])
    realm.refresh()
    XCTAssertEqual(calls, 1)
    try realm.write {
        let property = realm.objects(LinkToRenamedProperties.self).first!.dictionary["item"]!!
        property.stringCol = "newValue"
    }
    realm.refresh()
    XCTAssertEqual(calls, 2)
    XCTAssertEqual(errors, 0)
    token.invalidate()
}

/// Swapping the objects of two keys through the subscript, unmanaged and then managed, exchanges them, and swapping again restores them.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testExchangeObjectForKeyWithObjectForKey
func testExchangeObjectForKeyWithObjectForKey() throws {
    let dict = DictionaryPropertyObject(value: ["stringDictionary": ["a": StringObject(value: ["stringCol": "a"]), "b": StringObject(value: ["stringCol": "b"])]])
    let realm = try Realm()
    for pass in 0..<2 {
        if pass == 1 {
            realm.beginWrite()
            realm.add(dict)
        }
        let d = dict.stringDictionary
        var obj = d["a"]!
        d["a"] = d["b"]!
        d["b"] = obj
        XCTAssertEqual(d.count, 2)
        XCTAssertEqual(d["a"]!!.stringCol, "b")
        XCTAssertEqual(d["b"]!!.stringCol, "a")
        obj = d["a"]!
        d["a"] = d["b"]!
        d["b"] = obj
        XCTAssertEqual(d.count, 2)
        XCTAssertEqual(d["a"]!!.stringCol, "a")
        XCTAssertEqual(d["b"]!!.stringCol, "b")
        if pass == 1 {
            try realm.commitWrite()
        }
    }
}

/// An unmanaged dictionary may hold a deleted object until its key is removed; added to a realm it holds the other three, answers them by key, and a query of it finds an object's index.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testObjectForKey
func testObjectForKey() throws {
    let realm = try Realm()
    realm.beginWrite()
    let po1 = realm.create(EmployeeObject.self, value: ["name": "Joe", "age": 40, "hired": true])
    let po2 = realm.create(EmployeeObject.self, value: ["name": "John", "age": 30, "hired": false])
    let po3 = realm.create(EmployeeObject.self, value: ["name": "Jill", "age": 25, "hired": true])
    let deleted = realm.create(EmployeeObject.self, value: ["name": "Jill", "age": 25, "hired": true])
    let indirectlyDeleted = realm.objects(EmployeeObject.self).last!
    realm.delete(deleted)
    let company = CompanyObject()
    company.name = "name"
    ObjectiveCSupport.convert(object: company.employeeDict).setObject(po1, forKey: "po1")
    ObjectiveCSupport.convert(object: company.employeeDict).setObject(po2, forKey: "po2")
    ObjectiveCSupport.convert(object: company.employeeDict).setObject(po3, forKey: "po3")
    ObjectiveCSupport.convert(object: company.employeeDict).setObject(deleted, forKey: "deleted")
    XCTAssertNotNil(company.employeeDict["deleted"]!)
    XCTAssertTrue(deleted.isInvalidated)
    ObjectiveCSupport.convert(object: company.employeeDict).removeObject(forKey: "deleted")
    realm.add(company)
    try realm.commitWrite()
    XCTAssertEqual(company.employeeDict.count, 3)
    XCTAssertEqual(po2.name, ObjectiveCSupport.convert(object: company.employeeDict)["po2"]!!.name)
    XCTAssertTrue(indirectlyDeleted.isInvalidated)
    let employees = ObjectiveCSupport.convert(object: company.employeeDict).objects(where: "age = %@", 40)
    XCTAssertEqual(employees.index(of: po1), 0)
    XCTAssertEqual(employees.index(of: po3), NSNotFound)
}

/// A query on an unmanaged dictionary is refused with the SDK's message; managed, its queries find objects by name, none for a missing name, and a query of it finds indexes by predicate.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testObjectWhere
func testDictionaryObjectWhere() throws {
    let realm = try Realm()
    realm.beginWrite()
    realm.create(EmployeeObject.self, value: ["name": "Joe", "age": 40, "hired": true])
    realm.create(EmployeeObject.self, value: ["name": "John", "age": 30, "hired": false])
    realm.create(EmployeeObject.self, value: ["name": "Jill", "age": 25, "hired": true])
    realm.create(EmployeeObject.self, value: ["name": "Bill", "age": 55, "hired": true])
    let company = CompanyObject()
    company.name = "name"
    for eo in realm.objects(EmployeeObject.self) {
        company.employeeDict[eo.name!] = eo
    }
    assertThrows(ObjectiveCSupport.convert(object: company.employeeDict).objects(where: "name = 'Jill'"), reason: "This method may only be called on RLMDictionary instances retrieved from an RLMRealm")
    realm.add(company)
    try realm.commitWrite()
    XCTAssertEqual(ObjectiveCSupport.convert(object: company.employeeDict).objects(where: "name = 'Jill'").firstObject()!.name, "Jill")
    XCTAssertEqual(ObjectiveCSupport.convert(object: company.employeeDict).objects(where: "name = 'Joe'").firstObject()!.name, "Joe")
    XCTAssertEqual(ObjectiveCSupport.convert(object: company.employeeDict).objects(where: "name = 'JoJo'").count, 0)
    let results = ObjectiveCSupport.convert(object: company.employeeDict).objects(where: "age > 30")
    XCTAssertEqual(results.indexOfObject(where: "name = 'Joe'"), 1)
    XCTAssertEqual(results.indexOfObject(where: "name = 'Bill'"), 0)
    XCTAssertEqual(results.indexOfObject(where: "name = 'John'"), NSNotFound)
    XCTAssertEqual(results.indexOfObject(where: "name = 'Jill'"), NSNotFound)
}

class DogObject: Object {
    @Persisted var dogName: String?
    @Persisted var age = 0
}

class DogDictionaryObject: Object {
    @Persisted var dogs: Map<String, DogObject?>
}

/// Sorting a dictionary by no descriptors gives its objects in the order of their keys.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testSortByNoColumns
func testDictionarySortByNoColumns() throws {
    let realm = try Realm()
    realm.beginWrite()
    let a2 = realm.create(DogObject.self, value: ["a", 2])
    let b1 = realm.create(DogObject.self, value: ["b", 1])
    let a1 = realm.create(DogObject.self, value: ["a", 1])
    let b2 = realm.create(DogObject.self, value: ["b", 2])
    let owner = realm.create(DogDictionaryObject.self, value: [["a1": a1, "b1": b1, "a2": a2, "b2": b2]])
    try realm.commitWrite()
    let dict = ObjectiveCSupport.convert(object: owner.dogs)
    let notSorted = ObjectiveCSupport.convert(object: owner.dogs).sortedResults(using: [])
    XCTAssertEqual(notSorted.count, dict.count)
    XCTAssertTrue(dict["a1"]!!.isSameObject(as: notSorted[0]))
    XCTAssertTrue(dict["a2"]!!.isSameObject(as: notSorted[1]))
    XCTAssertTrue(dict["b1"]!!.isSameObject(as: notSorted[2]))
    XCTAssertTrue(dict["b2"]!!.isSameObject(as: notSorted[3]))
}

/// Sorting a dictionary by two descriptors orders by the first and breaks ties by the second, each ascending or descending.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testSortByMultipleColumns
func testDictionarySortByMultipleColumns() throws {
    let realm = try Realm()
    realm.beginWrite()
    let a1 = realm.create(DogObject.self, value: ["a", 1])
    let a2 = realm.create(DogObject.self, value: ["a", 2])
    let b1 = realm.create(DogObject.self, value: ["b", 1])
    let b2 = realm.create(DogObject.self, value: ["b", 2])
    let owner = realm.create(DogDictionaryObject.self, value: [["a1": a1, "b1": b1, "a2": a2, "b2": b2]])
    try realm.commitWrite()
    let cases: [([String], [Bool], [DogObject])] = [
        (["dogName", "age"], [true, true], [a1, a2, b1, b2]),
        (["dogName", "age"], [true, false], [a2, a1, b2, b1]),
        (["dogName", "age"], [false, true], [b1, b2, a1, a2]),
        (["dogName", "age"], [false, false], [b2, b1, a2, a1]),
        (["age", "dogName"], [true, true], [a1, b1, a2, b2]),
        (["age", "dogName"], [true, false], [b1, a1, b2, a2]),
        (["age", "dogName"], [false, true], [a2, b2, a1, b1]),
        (["age", "dogName"], [false, false], [b2, a2, b1, a1]),
    ]
    for (properties, ascending, expected) in cases {
        let sorted = ObjectiveCSupport.convert(object: owner.dogs).sortedResults(using: [RLMSortDescriptor(keyPath: properties[0], ascending: ascending[0]),
                                                                 RLMSortDescriptor(keyPath: properties[1], ascending: ascending[1])])
        XCTAssertTrue(sorted[0].isSameObject(as: expected[0]))
        XCTAssertTrue(sorted[1].isSameObject(as: expected[1]))
        XCTAssertTrue(sorted[2].isSameObject(as: expected[2]))
        XCTAssertTrue(sorted[3].isSameObject(as: expected[3]))
    }
}

/// Sorting a dictionary of objects stored under other names uses the model's name, ascending and descending.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testSortByRenamedColumns
func testDictionarySortByRenamedColumns() throws {
    let realm = try Realm()
    realm.beginWrite()
    let obj = realm.create(LinkToRenamedProperties.self, value: ["dictionary": ["0": [1, "c"], "1": [2, "b"], "2": [3, "a"]]])
    XCTAssertEqual(ObjectiveCSupport.convert(object: obj.dictionary).sortedResults(usingKeyPath: "intCol", ascending: true).value(forKeyPath: "intCol") as! [Int], [1, 2, 3])
    XCTAssertEqual(ObjectiveCSupport.convert(object: obj.dictionary).sortedResults(usingKeyPath: "intCol", ascending: false).value(forKeyPath: "intCol") as! [Int], [3, 2, 1])
    realm.cancelWrite()
}

/// A dictionary's notification block is called first with the dictionary, no changes and no error.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testNotificationSentInitially
func testDictionaryNotificationSentInitially() throws {
    let realm = try Realm()
    realm.beginWrite()
    let dict = realm.create(DictionaryPropertyObject.self, value: ["stringDictionary": ["a": StringObject(value: ["a"])]])
    try realm.commitWrite()
    var calls = 0
    let token = ObjectiveCSupport.convert(object: dict.stringDictionary).addNotificationBlock { dictionary, change, error in
        XCTAssertNotNil(dictionary)
        XCTAssertNil(change)
        XCTAssertNil(error)
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

/// After its first call a dictionary's notification block is called with changes when a key is set.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testNotificationSentAfterCommit
func testDictionaryNotificationSentAfterCommit() throws {
    let realm = try Realm()
    realm.beginWrite()
    let dict = realm.create(DictionaryPropertyObject.self, value: ["stringDictionary": ["a": StringObject(value: ["a"])]])
    try realm.commitWrite()
    var first = true
    var calls = 0
    let token = ObjectiveCSupport.convert(object: dict.stringDictionary).addNotificationBlock { dictionary, change, error in
        XCTAssertNotNil(dictionary)
        XCTAssertTrue(first ? change == nil : change != nil)
        XCTAssertNil(error)
        first = false
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    try realm.write {
        realm.objects(DictionaryPropertyObject.self).first!.stringDictionary["b"] = StringObject()
    }
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token.invalidate()
}

/// A write that creates another object, leaving the observed dictionary alone, does not call its block again.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testNotificationNotSentForUnrelatedChange
func testDictionaryNotificationNotSentForUnrelatedChange() throws {
    let realm = try Realm()
    realm.beginWrite()
    let dict = realm.create(DictionaryPropertyObject.self, value: [])
    try realm.commitWrite()
    var calls = 0
    let token = ObjectiveCSupport.convert(object: dict.stringDictionary).addNotificationBlock { _, _, _ in
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    try realm.write {
        realm.create(DictionaryPropertyObject.self, value: [])
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

/// With autorefresh off, a change to the observed dictionary does not call its block until the realm is refreshed.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testNotificationSentOnlyForActualRefresh
func testDictionaryNotificationSentOnlyForActualRefresh() throws {
    let realm = try Realm()
    realm.beginWrite()
    let dict = realm.create(DictionaryPropertyObject.self, value: [])
    try realm.commitWrite()
    var calls = 0
    let token = ObjectiveCSupport.convert(object: dict.stringDictionary).addNotificationBlock { dictionary, _, error in
        XCTAssertNotNil(dictionary)
        XCTAssertNil(error)
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.autorefresh = false
    XCTAssertFalse(realm.autorefresh)
    try realm.write {
        realm.objects(DictionaryPropertyObject.self).first!.stringDictionary["new"] = StringObject()
    }
    XCTAssertEqual(calls, 1)
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token.invalidate()
}

/// Deleting the owner of an observed dictionary, with its block registered, commits without error.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testDeletingObjectWithNotificationsRegistered
func testDictionaryDeletingObjectWithNotificationsRegistered() throws {
    let realm = try Realm()
    realm.beginWrite()
    let dict = realm.create(DictionaryPropertyObject.self, value: [:])
    try realm.commitWrite()
    var calls = 0
    let token = ObjectiveCSupport.convert(object: dict.stringDictionary).addNotificationBlock { dictionary, _, error in
        XCTAssertNotNil(dictionary)
        XCTAssertNil(error)
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.beginWrite()
    realm.delete(dict)
    try realm.commitWrite()
    XCTAssertTrue(dict.isInvalidated)
    token.invalidate()
}

/// Outside a write a managed dictionary answers by key and can be enumerated, and setting a key is refused for want of a write transaction.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testMutatingMethodsCheckForWriteTransaction
func testDictionaryMutatingMethodsCheckForWriteTransaction() throws {
    let realm = try Realm()
    var owner: DictionaryPropertyObject!
    try realm.write {
        owner = realm.create(DictionaryPropertyObject.self, value: ["intObjDictionary": ["0": [0], "1": [1]]])
    }
    let dict = owner.intObjDictionary
    let io = dict.allValues.first!
    XCTAssertNotNil(dict["0"]!)
    var seen = 0
    for _ in dict.keys { seen += 1 }
    XCTAssertEqual(seen, 2)
    assertThrows(dict["0"] = io, reason: "write transaction")
}

/// Registering a notification block on a frozen dictionary is refused: frozen realms do not change.
/// - section: sdk-suite
/// - requires: freeze
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testObserveFrozenDictionary
func testObserveFrozenDictionary() throws {
    let realm = try Realm()
    var owner: DictionaryPropertyObject!
    try realm.write {
        owner = realm.create(DictionaryPropertyObject.self, value: ["intObjDictionary": ["0": [0], "1": [1]]])
    }
    let frozen = owner.intObjDictionary.freeze()
    assertThrows(frozen.addNotificationBlock { _, _, _ in }, reason: "Frozen Realms do not change and do not have change notifications.")
}

/// A frozen dictionary can still be queried.
/// - section: sdk-suite
/// - requires: freeze
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testQueryFrozenDictionary
func testQueryFrozenDictionary() throws {
    let realm = try Realm()
    var owner: DictionaryPropertyObject!
    try realm.write {
        owner = realm.create(DictionaryPropertyObject.self, value: ["intObjDictionary": ["0": [0], "1": [1]]])
    }
    let frozen = owner.intObjDictionary.freeze()
    XCTAssertEqual(frozen.objects(where: "intCol > 0").value(forKey: "intCol") as! [Int], [1])
}

/// The key type of a dictionary is string, unmanaged and managed.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testKeyType
func testKeyType() throws {
    let unmanaged = DictionaryPropertyObject()
    XCTAssertTrue(ObjectiveCSupport.convert(object: unmanaged.intDictionary).keyType == .string)
    let realm = try Realm()
    realm.beginWrite()
    let managed = realm.create(DictionaryPropertyObject.self, value: [])
    try realm.commitWrite()
    XCTAssertTrue(ObjectiveCSupport.convert(object: managed.intDictionary).keyType == .string)
}

class DPObjcEmployee: RLMObject {
    @objc dynamic var name = ""
    @objc dynamic var age = 0
    @objc dynamic var hired = false
}

class DPObjcCompany: RLMObject {
    @objc dynamic var name = ""
    @objc dynamic var employees = RLMArray<DPObjcEmployee>(objectClassName: DPObjcEmployee.className())
    @objc dynamic var employeeSet = RLMSet<DPObjcEmployee>(objectClassName: DPObjcEmployee.className())
    @objc dynamic var employeeDict = RLMDictionary<NSString, DPObjcEmployee>(objectClassName: DPObjcEmployee.className(), keyType: .string)
}


class DPObjcString: RLMObject {
    @objc dynamic var stringCol = ""
}

class DPObjcInt: RLMObject {
    @objc dynamic var intCol = 0
}

class DPObjcDictionaryOwner: RLMObject {
    @objc dynamic var stringDictionary = RLMDictionary<NSString, DPObjcString>(objectClassName: DPObjcString.className(), keyType: .string)
    @objc dynamic var intObjDictionary = RLMDictionary<NSString, DPObjcInt>(objectClassName: DPObjcInt.className(), keyType: .string)
}

/// On an unmanaged owner, objects set by key in RLMDictionaries of two classes read back as the same objects, a second set replaces the value and keeps the count, and an object of the other class is refused naming both classes.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testReplaceObjectInUnmanagedDictionary
func testObjcDictionaryReplaceObjectInUnmanaged() throws {
    let dict = DPObjcDictionaryOwner()
    let stringObj1 = DPObjcString(value: ["stringCol": "a"])
    let stringObj2 = DPObjcString(value: ["stringCol": "b"])
    let stringObj3 = DPObjcString(value: ["stringCol": "c"])
    dict.stringDictionary["a"] = stringObj1
    dict.stringDictionary["b"] = stringObj2
    dict.stringDictionary["c"] = stringObj3
    let intObj1 = DPObjcInt(value: ["intCol": 0])
    let intObj2 = DPObjcInt(value: ["intCol": 1])
    let intObj3 = DPObjcInt(value: ["intCol": 2])
    dict.intObjDictionary["a"] = intObj1
    dict.intObjDictionary["b"] = intObj2
    dict.intObjDictionary["c"] = intObj3
    XCTAssertEqual(dict.stringDictionary["a"], stringObj1)
    XCTAssertEqual(dict.stringDictionary["b"], stringObj2)
    XCTAssertEqual(dict.stringDictionary["c"], stringObj3)
    XCTAssertNotEqual(dict.stringDictionary["c"], stringObj1)
    XCTAssertEqual(dict.stringDictionary.count, 3)
    XCTAssertEqual(dict.intObjDictionary["a"], intObj1)
    XCTAssertEqual(dict.intObjDictionary["b"], intObj2)
    XCTAssertEqual(dict.intObjDictionary["c"], intObj3)
    XCTAssertEqual(dict.intObjDictionary.count, 3)
    let stringObj4 = DPObjcString(value: ["stringCol": "d"])
    dict.stringDictionary["a"] = stringObj4
    XCTAssertEqual(dict.stringDictionary["a"], stringObj4)
    XCTAssertEqual(dict.stringDictionary.count, 3)
    let intObj4 = DPObjcInt(value: ["intCol": 3])
    dict.intObjDictionary["a"] = intObj4
    XCTAssertEqual(dict.intObjDictionary["a"], intObj4)
    XCTAssertEqual(dict.intObjDictionary.count, 3)
    assertThrows(dict.stringDictionary.setObject(intObj4, forKey: "a"), reason: "Value of type 'DPObjcInt' does not match RLMDictionary value type 'DPObjcString'.")
    assertThrows(dict.intObjDictionary.setObject(stringObj4, forKey: "a"), reason: "Value of type 'DPObjcString' does not match RLMDictionary value type 'DPObjcInt'.")
}

class DPObjcEmployee: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var age = 0
    @objc dynamic var hired = false
}

class DPObjcCompany: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var employeeDict = RLMDictionary<NSString, DPObjcEmployee>(objectClassName: DPObjcEmployee.className(), keyType: .string)
}

/// setValue(_:forKey:) on an RLMDictionary of objects: a value that is not an object of its class is refused naming the class; an object set for a key is read back by value(forKey:), unmanaged, once managed, and after more keys were set; outside a write it is refused and the key stays absent.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testSetValueForKey
func testObjcDictionarySetValueForKey() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let company = DPObjcCompany()
    company.name = "name"
    assertThrows(company.employeeDict.setValue("name" as NSString, forKey: "name"), reason: "' does not match RLMDictionary value type 'DPObjcEmployee'.")
    let jane = DPObjcEmployee.create(in: realm, withValue: ["name": "Jane", "age": 1, "hired": true])
    company.employeeDict.setValue(jane, forKey: "e")
    XCTAssertEqual((company.employeeDict.value(forKey: "e") as! DPObjcEmployee).name, "Jane")
    realm.add(company)
    try realm.commitWriteTransaction()

    assertThrows(company.employeeDict.setValue([:] as [String: Any], forKey: "e2"))
    XCTAssertNil(company.employeeDict.value(forKey: "e2"))

    realm.beginWriteTransaction()
    for i in 0..<30 {
        company.employeeDict["\(i)"] = DPObjcEmployee.create(in: realm, withValue: ["name": "Joe", "age": i, "hired": true])
    }
    try realm.commitWriteTransaction()
    let found = DPObjcEmployee.objects(in: realm, where: "name = 'Jane'").firstObject() as! DPObjcEmployee
    XCTAssertEqual((company.employeeDict.value(forKey: "e") as! DPObjcEmployee).name, found.name)

    let unmanaged = DPObjcCompany()
    for i in 0..<30 {
        unmanaged.employeeDict["\(i)"] = DPObjcEmployee(value: ["name": "Jamie", "age": i, "hired": true])
    }
    XCTAssertEqual((unmanaged.employeeDict.value(forKey: "0") as! DPObjcEmployee).name, "Jamie")
}

class DPObjcAggregate: RLMObject {
    @objc dynamic var intCol = 0
    @objc dynamic var floatCol: Float = 0
    @objc dynamic var doubleCol = 0.0
    @objc dynamic var boolCol = false
    @objc dynamic var dateCol = Date(timeIntervalSince1970: 0)
}

class DPObjcAggregateDictionary: RLMObject {
    @objc dynamic var dictionary = RLMDictionary<NSString, DPObjcAggregate>(objectClassName: DPObjcAggregate.className(), keyType: .string)
}

/// Aggregates of an RLMDictionary of objects, keyed item0 to item9, unmanaged and then managed: an empty dictionary sums to 0 and has no average, min or max; over ten objects the sum, average, min and max of int, float, double and date properties, read through NSNumber; an unknown property is refused naming it and the class, a bool or date property naming the operation and the type.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testObjectAggregate
func testObjcDictionaryObjectAggregate() throws {
    let realm = RLMRealm.default()
    let obj = DPObjcAggregateDictionary()
    XCTAssertEqual(obj.dictionary.sum(ofProperty: "intCol").intValue, 0)
    XCTAssertNil(obj.dictionary.average(ofProperty: "intCol"))
    XCTAssertNil(obj.dictionary.min(ofProperty: "intCol"))
    XCTAssertNil(obj.dictionary.max(ofProperty: "intCol"))
    let dateMin = Date()
    let dateMax = dateMin.addingTimeInterval(1000)
    try realm.transaction {
        for i in 0..<10 {
            let low = i % 2 == 0 || i == 9
            if low {
                DPObjcAggregate.create(in: realm, withValue: [0, 1.2 as Float, 0.0, true, dateMin])
            } else {
                DPObjcAggregate.create(in: realm, withValue: [1, 0.0 as Float, 2.5, false, dateMax])
            }
        }
        let all = DPObjcAggregate.allObjects(in: realm)
        var i = 0
        for item in all {
            obj.dictionary["item\(i)"] = item as? DPObjcAggregate
            i += 1
        }
    }
    for pass in 0..<2 {
        if pass == 1 {
            try realm.transaction { realm.add(obj) }
        }
        let dictionary = obj.dictionary
        XCTAssertEqual(dictionary.sum(ofProperty: "intCol").intValue, 4)
        XCTAssertEqual(dictionary.sum(ofProperty: "floatCol").floatValue, 7.2, accuracy: 0.1)
        XCTAssertEqual(dictionary.sum(ofProperty: "doubleCol").doubleValue, 10.0, accuracy: 0.1)
        XCTAssertEqual(dictionary.average(ofProperty: "intCol")!.doubleValue, 0.4, accuracy: 0.1)
        XCTAssertEqual(dictionary.average(ofProperty: "floatCol")!.doubleValue, 0.72, accuracy: 0.1)
        XCTAssertEqual(dictionary.average(ofProperty: "doubleCol")!.doubleValue, 1.0, accuracy: 0.1)
        XCTAssertEqual((dictionary.min(ofProperty: "intCol") as! NSNumber).intValue, 0)
        XCTAssertEqual((dictionary.min(ofProperty: "floatCol") as! NSNumber).floatValue, 0.0)
        XCTAssertEqual((dictionary.min(ofProperty: "doubleCol") as! NSNumber).doubleValue, 0.0)
        XCTAssertEqual(dictionary.min(ofProperty: "dateCol") as! Date, dateMin)
        XCTAssertEqual((dictionary.max(ofProperty: "intCol") as! NSNumber).intValue, 1)
        XCTAssertEqual((dictionary.max(ofProperty: "floatCol") as! NSNumber).floatValue, 1.2 as Float)
        XCTAssertEqual((dictionary.max(ofProperty: "doubleCol") as! NSNumber).doubleValue, 2.5)
        XCTAssertEqual(dictionary.max(ofProperty: "dateCol") as! Date, dateMax)
        // The unmanaged dictionary refuses in its own words, the managed dictionary in realm-core's; both name the operation and the type.
        let sumBool = pass == 0 ? "sumOfProperty:: is not supported for bool property 'DPObjcAggregate.boolCol'" : "Operation 'sum' not supported for bool property 'DPObjcAggregate.boolCol'"
        let sumDate = pass == 0 ? "sumOfProperty:: is not supported for date property 'DPObjcAggregate.dateCol'" : "Operation 'sum' not supported for date property 'DPObjcAggregate.dateCol'"
        let avgBool = pass == 0 ? "averageOfProperty:: is not supported for bool property 'DPObjcAggregate.boolCol'" : "Operation 'average' not supported for bool property 'DPObjcAggregate.boolCol'"
        let avgDate = pass == 0 ? "averageOfProperty:: is not supported for date property 'DPObjcAggregate.dateCol'" : "Operation 'average' not supported for date property 'DPObjcAggregate.dateCol'"
        let minBool = pass == 0 ? "minOfProperty:: is not supported for bool property 'DPObjcAggregate.boolCol'" : "Operation 'min' not supported for bool property 'DPObjcAggregate.boolCol'"
        let maxBool = pass == 0 ? "maxOfProperty:: is not supported for bool property 'DPObjcAggregate.boolCol'" : "Operation 'max' not supported for bool property 'DPObjcAggregate.boolCol'"
        let unknown = "Property 'foo' not found in object of type 'DPObjcAggregate'"
        assertThrows(dictionary.sum(ofProperty: "foo"), reason: unknown)
        assertThrows(dictionary.sum(ofProperty: "boolCol"), reason: sumBool)
        assertThrows(dictionary.sum(ofProperty: "dateCol"), reason: sumDate)
        assertThrows(dictionary.average(ofProperty: "foo"), reason: unknown)
        assertThrows(dictionary.average(ofProperty: "boolCol"), reason: avgBool)
        assertThrows(dictionary.average(ofProperty: "dateCol"), reason: avgDate)
        assertThrows(dictionary.min(ofProperty: "foo"), reason: unknown)
        assertThrows(dictionary.min(ofProperty: "boolCol"), reason: minBool)
        assertThrows(dictionary.max(ofProperty: "foo"), reason: unknown)
        assertThrows(dictionary.max(ofProperty: "boolCol"), reason: maxBool)
    }
}

/// Deleting the objects an RLMDictionary holds, from outside it, leaves their keys holding null.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testDeleteObjectFromOutsideDictionary
func testObjcDictionaryDeleteObjectFromOutside() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let owner = DPObjcDictionaryOwner.create(in: realm, withValue: [:])
    owner.intObjDictionary["0"] = DPObjcInt(value: ["intCol": 7])
    owner.intObjDictionary["1"] = DPObjcInt(value: ["intCol": 8])
    XCTAssertNotNil(owner.intObjDictionary["0"])
    let first = owner.intObjDictionary.allValues[0]
    let second = owner.intObjDictionary.allValues[1]
    realm.delete(first)
    realm.delete(second)
    XCTAssertEqual(owner.intObjDictionary["0"], NSNull())
    XCTAssertEqual(owner.intObjDictionary["1"], NSNull())
    XCTAssertEqual(owner.intObjDictionary.count, 2)
    try realm.commitWriteTransaction()
}

class DPObjcCompanyList: RLMObject {
    @objc dynamic var companies = RLMArray<DPObjcCompany>(objectClassName: DPObjcCompany.className())
}

/// Key-value coding of an RLMDictionary by key path: @count and the numeric operators over its values,
/// the union operators over their names, a list of companies joining its dictionaries' keys, and the
/// SDK's words for an unknown operator, one with no key path and a nested aggregate.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testValueForCollectionOperationKeyPath
func testObjcDictionaryCollectionOperators() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    var staff: [DPObjcEmployee] = []
    for (name, age, hired) in [("A", 20, true), ("B", 30, false), ("C", 40, true), ("D", 50, true)] {
        staff.append(DPObjcEmployee.create(in: realm, withValue: ["name": name, "age": age, "hired": hired]))
    }
    let first = DPObjcCompany.create(in: realm, withValue: ["name": "ABC AG",
        "employeeDict": ["e1": staff[0], "e2": staff[1], "e3": staff[2], "e4": staff[1]]])
    let second = DPObjcCompany.create(in: realm, withValue: ["name": "ABC AG 2", "employeeDict": ["e1": staff[0], "e4": staff[3]]])
    let list = DPObjcCompanyList.create(in: realm, withValue: [[first, second]])
    try realm.commitWriteTransaction()

    let people = first.employeeDict
    XCTAssertEqual((people.value(forKeyPath: "@count") as! NSNumber).intValue, 4)
    XCTAssertEqual((people.value(forKeyPath: "@min.age") as! NSNumber).intValue, 20)
    XCTAssertEqual((people.value(forKeyPath: "@max.age") as! NSNumber).intValue, 40)
    XCTAssertEqual((people.value(forKeyPath: "@sum.age") as! NSNumber).intValue, 120)
    XCTAssertEqual((people.value(forKeyPath: "@avg.age") as! NSNumber).doubleValue, 30, accuracy: 0.1)
    XCTAssertEqual((people.value(forKeyPath: "@unionOfObjects.name") as! [String]).sorted(), ["A", "B", "B", "C"])
    XCTAssertEqual((people.value(forKeyPath: "@distinctUnionOfObjects.name") as! [String]).sorted(), ["A", "B", "C"])
    XCTAssertEqual((list.companies.value(forKeyPath: "@unionOfArrays.employeeDict") as! [String]).sorted(),
                   ["e1", "e1", "e2", "e3", "e4", "e4"])
    XCTAssertEqual((list.companies.value(forKeyPath: "@distinctUnionOfArrays.employeeDict") as! [String]).sorted(),
                   ["e1", "e2", "e3", "e4"])
    assertThrows(people.value(forKeyPath: "@invalid.name"), reason: "Unsupported KVC collection operator found in key path '@invalid.name'")
    assertThrows(people.value(forKeyPath: "@sum"), reason: "Missing key path for KVC collection operator sum in key path '@sum'")
    assertThrows(people.value(forKeyPath: "@sum."), reason: "Missing key path for KVC collection operator sum in key path '@sum.'")
    assertThrows(people.value(forKeyPath: "@sum.employees.@sum.age"), reason: "Nested key paths")
}

/// An RLMDictionary frozen twice is two frozen instances, neither of them the live one; freezing a frozen RLMDictionary gives it back.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testFreezingFrozenObjectReturnsSelf
func testObjcRLMDictionaryFreezingFrozenReturnsSelf() throws {
    let realm = try Realm()
    let tally = Tally(value: ["id": 1, "scores": ["a": 1]])
    try realm.write { realm.add(tally) }
    let live = ObjectiveCSupport.convert(object: tally.scores)
    let frozen = live.freeze()
    XCTAssertFalse(live === frozen)
    XCTAssertFalse(live.freeze() === frozen)
    XCTAssertTrue(frozen.freeze() === frozen)
    XCTAssertTrue(frozen.isFrozen)
}

/// Every member of a managed RLMDictionary of objects works inside a write: count, allValues, allKeys, setting and removing by subscript and by key, the query members, sorting, key-value coding and enumeration. Once the realm is invalidated the dictionary still answers its class, realm and whether it is invalidated, reads nil for a key, and refuses every other member as invalidated.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testAllMethodsCheckForInvalidation
func testObjcDictionaryAllMethodsCheckForInvalidation() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let owner = DPObjcDictionaryOwner.create(in: realm, withValue: ["intObjDictionary": ["0": [0], "1": [1]]])
    try realm.commitWriteTransaction()
    let dictionary = owner.intObjDictionary
    var io = dictionary["0"] as! DPObjcInt
    realm.beginWriteTransaction()
    XCTAssertEqual(dictionary.objectClassName, "DPObjcInt")
    XCTAssertNotNil(dictionary.realm)
    XCTAssertFalse(dictionary.isInvalidated)
    XCTAssertEqual(dictionary.count, 2)
    XCTAssertEqual(dictionary.allValues.count, 2)
    XCTAssertEqual(dictionary.allKeys.count, 2)
    dictionary["new"] = io
    dictionary.setObject(io, forKey: "another")
    dictionary["new"] = nil
    dictionary.removeObject(forKey: "another")
    XCTAssertEqual(dictionary.count, 2)
    XCTAssertEqual(dictionary.objects(where: "intCol = 0").count, 1)
    XCTAssertEqual(dictionary.objects(with: NSPredicate(format: "intCol = 0")).count, 1)
    XCTAssertEqual(dictionary.sortedResults(usingKeyPath: "intCol", ascending: true).count, 2)
    XCTAssertEqual(dictionary.sortedResults(using: [RLMSortDescriptor(keyPath: "intCol", ascending: true)]).count, 2)
    XCTAssertEqual((dictionary.value(forKey: "0") as! DPObjcInt).intCol, 0)
    dictionary.setValue(io, forKey: "foo")
    var seen = 0
    for _ in dictionary { seen += 1 }
    XCTAssertEqual(seen, 3)
    realm.cancelWriteTransaction()
    realm.invalidate()
    realm.beginWriteTransaction()
    io = DPObjcInt.create(in: realm, withValue: [0])
    XCTAssertEqual(dictionary.objectClassName, "DPObjcInt")
    XCTAssertNotNil(dictionary.realm)
    XCTAssertTrue(dictionary.isInvalidated)
    assertThrows(dictionary.count, reason: "invalidated")
    assertThrows(dictionary.allValues, reason: "invalidated")
    XCTAssertNil(dictionary["new"])
    assertThrows(dictionary["new"] = io, reason: "invalidated")
    assertThrows(dictionary.setObject(io, forKey: "another"), reason: "invalidated")
    assertThrows(dictionary["new"] = nil, reason: "invalidated")
    assertThrows(dictionary.removeObject(forKey: "another"), reason: "invalidated")
    assertThrows(dictionary.objects(where: "intCol = 0"), reason: "invalidated")
    assertThrows(dictionary.objects(with: NSPredicate(format: "intCol = 0")), reason: "invalidated")
    assertThrows(dictionary.sortedResults(usingKeyPath: "intCol", ascending: true), reason: "invalidated")
    assertThrows(dictionary.sortedResults(using: [RLMSortDescriptor(keyPath: "intCol", ascending: true)]), reason: "invalidated")
    XCTAssertNil(dictionary.value(forKey: "new"))
    assertThrows(dictionary.setValue(io, forKey: "foo"), reason: "invalidated")
    var after = 0
    assertThrows({ for _ in dictionary { after += 1 } }(), reason: "invalidated")
    XCTAssertEqual(after, 0)
    realm.cancelWriteTransaction()
}

class DPObjcEmbeddedInt: RLMEmbeddedObject {
    @objc dynamic var intCol = 0
}

class DPObjcAllDictionaries: RLMObject {
    @objc dynamic var stringDictionary = RLMDictionary<NSString, DPObjcString>(objectClassName: DPObjcString.className(), keyType: .string)
    @objc dynamic var intDictionary = RLMDictionary<NSString, NSObject>(objectType: .int, optional: true, keyType: .string)
    @objc dynamic var primitiveStringDictionary = RLMDictionary<NSString, NSObject>(objectType: .string, optional: true, keyType: .string)
    @objc dynamic var embeddedDictionary = RLMDictionary<NSString, DPObjcEmbeddedInt>(objectClassName: DPObjcEmbeddedInt.className(), keyType: .string)
    @objc dynamic var intObjDictionary = RLMDictionary<NSString, DPObjcInt>(objectClassName: DPObjcInt.className(), keyType: .string)
}

/// setObject(_:forKey:) with a nil value on a managed RLMDictionary of objects is refused: a value must be given.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testAddNil
func testObjcDictionaryAddNil() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let company = DPObjcCompany.createInDefaultRealm(withValue: ["company", []]) as! DPObjcCompany
    assertThrows(company.employeeDict.setObject(nil, forKey: "blah"), reason: "Must provide a non-nil value.")
    realm.cancelWriteTransaction()
}

/// An unmanaged RLMObject's dictionary of objects exists on first read with no keys or values, then hands out by key what was set; added with its owner it keeps the three entries, and in a write setting a key replaces its object, removeObject(forKey:) and removeAllObjects take entries away. Another unmanaged owner's dictionary refuses queries and sorting; an owner made from literals takes an unmanaged object in a dictionary.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testUnmanaged
func testObjcDictionaryUnmanaged() throws {
    let realm = RLMRealm.default()
    let dict = DPObjcAllDictionaries()
    XCTAssertNotNil(dict.stringDictionary)
    XCTAssertEqual(dict.stringDictionary.allValues.count, 0)
    XCTAssertEqual(dict.stringDictionary.allKeys.count, 0)
    let obj1 = DPObjcString()
    obj1.stringCol = "a"
    let obj2 = DPObjcString()
    obj2.stringCol = "b"
    let obj3 = DPObjcString()
    obj3.stringCol = "c"
    dict.stringDictionary["one"] = obj1
    dict.stringDictionary["two"] = obj2
    dict.stringDictionary["three"] = obj3
    XCTAssertEqual(dict.stringDictionary.allValues.count, 3)
    XCTAssertEqual(dict.stringDictionary.allKeys.count, 3)
    XCTAssertEqual(dict.stringDictionary["one"], obj1)
    XCTAssertEqual(dict.stringDictionary["three"], obj3)
    XCTAssertTrue(dict.stringDictionary.allValues.contains(obj2))

    realm.beginWriteTransaction()
    realm.add(dict)
    try realm.commitWriteTransaction()
    XCTAssertEqual(dict.stringDictionary.allValues.count, 3)
    XCTAssertEqual(dict.stringDictionary.allKeys.count, 3)
    XCTAssertEqual(dict.stringDictionary.count, 3)
    XCTAssertEqual((dict.stringDictionary["one"] as! DPObjcString).stringCol, "a")
    XCTAssertEqual((dict.stringDictionary["two"] as! DPObjcString).stringCol, "b")

    realm.beginWriteTransaction()
    dict.stringDictionary["one"] = obj3
    XCTAssertTrue((dict.stringDictionary["one"] as! DPObjcString).isEqual(to: obj3))
    dict.stringDictionary["one"] = obj1
    XCTAssertTrue(obj1.isEqual(to: dict.stringDictionary["one"] as? DPObjcString))
    dict.stringDictionary.removeObject(forKey: "one")
    XCTAssertEqual(dict.stringDictionary.count, 2)
    dict.stringDictionary.removeAllObjects()
    XCTAssertEqual(dict.stringDictionary.count, 0)
    try realm.commitWriteTransaction()

    let other = DPObjcAllDictionaries()
    let intObj = DPObjcInt()
    intObj.intCol = 1
    other.intObjDictionary.setObject(intObj, forKey: "one")
    other.intObjDictionary.setObject(intObj, forKey: "two")
    assertThrows(other.intObjDictionary.objects(where: "intCol == 1"))
    assertThrows(other.intObjDictionary.objects(with: NSPredicate(format: "intCol == %i", 1)))
    assertThrows(other.intObjDictionary.sortedResults(usingKeyPath: "intCol", ascending: true))
    let literal = DPObjcAllDictionaries(value: [[:], [:], [:], [:], ["one": DPObjcInt(value: [1])]])
    XCTAssertEqual((literal.intObjDictionary["one"] as! DPObjcInt).intCol, 1)
}

class DPObjcPrimitiveDictionaries: RLMObject {
    @objc dynamic var intObj = RLMDictionary<NSString, NSObject>(objectType: .int, optional: false, keyType: .string)
    @objc dynamic var floatObj = RLMDictionary<NSString, NSObject>(objectType: .float, optional: false, keyType: .string)
    @objc dynamic var doubleObj = RLMDictionary<NSString, NSObject>(objectType: .double, optional: false, keyType: .string)
    @objc dynamic var boolObj = RLMDictionary<NSString, NSObject>(objectType: .bool, optional: false, keyType: .string)
    @objc dynamic var stringObj = RLMDictionary<NSString, NSObject>(objectType: .string, optional: false, keyType: .string)
    @objc dynamic var dataObj = RLMDictionary<NSString, NSObject>(objectType: .data, optional: false, keyType: .string)
    @objc dynamic var dateObj = RLMDictionary<NSString, NSObject>(objectType: .date, optional: false, keyType: .string)
    @objc dynamic var uuidObj = RLMDictionary<NSString, NSObject>(objectType: .UUID, optional: false, keyType: .string)
}

/// The dictionaries of values of an unmanaged RLMObject are RLMDictionaries of string keys and their type: the int one takes a number for a key and refuses nil; those of an object created in a write are RLMDictionaries too and hand out what is set.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testUnmanagedPrimitive
func testObjcDictionaryUnmanagedPrimitive() throws {
    var obj = DPObjcPrimitiveDictionaries()
    XCTAssertTrue(obj.intObj.description.hasPrefix("RLMDictionary<string, int>"))
    XCTAssertTrue(obj.floatObj.description.hasPrefix("RLMDictionary<string, float>"))
    XCTAssertTrue(obj.doubleObj.description.hasPrefix("RLMDictionary<string, double>"))
    XCTAssertTrue(obj.boolObj.description.hasPrefix("RLMDictionary<string, bool>"))
    XCTAssertTrue(obj.stringObj.description.hasPrefix("RLMDictionary<string, string>"))
    XCTAssertTrue(obj.dataObj.description.hasPrefix("RLMDictionary<string, data>"))
    XCTAssertTrue(obj.dateObj.description.hasPrefix("RLMDictionary<string, date>"))
    XCTAssertTrue(obj.uuidObj.description.hasPrefix("RLMDictionary<string, uuid>"))
    obj.intObj.setObject(1 as NSNumber, forKey: "one")
    XCTAssertEqual(obj.intObj["one"] as! NSNumber, 1 as NSNumber)
    assertThrows(obj.intObj.setObject(nil, forKey: "one"))
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    obj = DPObjcPrimitiveDictionaries.create(in: realm, withValue: []) as! DPObjcPrimitiveDictionaries
    XCTAssertTrue(obj.intObj.description.hasPrefix("RLMDictionary<string, int>"))
    XCTAssertTrue(obj.floatObj.description.hasPrefix("RLMDictionary<string, float>"))
    XCTAssertTrue(obj.doubleObj.description.hasPrefix("RLMDictionary<string, double>"))
    XCTAssertTrue(obj.boolObj.description.hasPrefix("RLMDictionary<string, bool>"))
    XCTAssertTrue(obj.stringObj.description.hasPrefix("RLMDictionary<string, string>"))
    XCTAssertTrue(obj.dataObj.description.hasPrefix("RLMDictionary<string, data>"))
    XCTAssertTrue(obj.dateObj.description.hasPrefix("RLMDictionary<string, date>"))
    XCTAssertTrue(obj.uuidObj.description.hasPrefix("RLMDictionary<string, uuid>"))
    obj.intObj["two"] = 2 as NSNumber
    XCTAssertEqual(obj.intObj["two"] as! NSNumber, 2 as NSNumber)
    realm.cancelWriteTransaction()
}

/// setObject(_:forKey:) on the dictionaries of objects and of embedded objects, unmanaged and managed, is read back through value(forKey:), whose object answers its properties by subscript; value(forKey: "invalidated") of a dictionary is false, unmanaged or managed.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testValueForKey
func testObjcDictionaryValueForKey() throws {
    let unmanaged = DPObjcAllDictionaries()
    let unmanagedChild1 = DPObjcString(value: ["a"])
    let unmanagedChild2 = DPObjcEmbeddedInt(value: [123])
    unmanaged.stringDictionary.setValue(unmanagedChild1, forKey: "one")
    XCTAssertEqual((unmanaged.stringDictionary.value(forKey: "one") as! DPObjcString)["stringCol"] as! String, unmanagedChild1.stringCol)
    unmanaged.embeddedDictionary.setValue(unmanagedChild2, forKey: "two")
    XCTAssertEqual((unmanaged.embeddedDictionary.value(forKey: "two") as! DPObjcEmbeddedInt)["intCol"] as! Int, unmanagedChild2.intCol)
    unmanaged.intDictionary["one"] = 1 as NSNumber
    XCTAssertEqual(unmanaged.intDictionary.value(forKey: "invalidated") as! Bool, false)

    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let obj = DPObjcAllDictionaries.create(in: realm, withValue: []) as! DPObjcAllDictionaries
    let child1 = DPObjcString.create(in: realm, withValue: ["a"]) as! DPObjcString
    let child2 = DPObjcEmbeddedInt(value: [123])
    obj.stringDictionary.setValue(child1, forKey: "one")
    XCTAssertEqual((obj.stringDictionary.value(forKey: "one") as! DPObjcString)["stringCol"] as! String, child1.stringCol)
    obj.embeddedDictionary.setValue(child2, forKey: "two")
    XCTAssertEqual((obj.embeddedDictionary.value(forKey: "two") as! DPObjcEmbeddedInt)["intCol"] as! Int, child2.intCol)
    try realm.commitWriteTransaction()
    XCTAssertEqual(obj.stringDictionary.value(forKey: "invalidated") as! Bool, false)
}

/// setValuesForKeys(_:) on a managed RLMDictionary of objects adds a managed object and an unmanaged one under their keys; the class's objects then hold the created one first and the added one second.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testInsertMultiple
func testObjcDictionaryInsertMultiple() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let obj = DPObjcAllDictionaries.create(in: realm, withValue: ["stringDictionary": [:]]) as! DPObjcAllDictionaries
    let child1 = DPObjcString.create(in: realm, withValue: ["a"]) as! DPObjcString
    let child2 = DPObjcString()
    child2.stringCol = "b"
    obj.stringDictionary.setValuesForKeys(["a": child1, "b": child2])
    try realm.commitWriteTransaction()
    let children = DPObjcString.allObjects(in: realm)
    XCTAssertEqual((children[0] as! DPObjcString).stringCol, "a")
    XCTAssertEqual((children[1] as! DPObjcString).stringCol, "b")
}

/// Removing a key of a company's RLMDictionary of employees is refused outside a write and removes only the link inside one; the remaining keys read the same employees; outside a write removeAllObjects and setting a key, replaced or new, are refused; in a write setting nil removes a key, setting an existing key replaces its employee, a new one adds it and removeAllObjects empties the dictionary, while every employee stays in the realm.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testDeleteLinksAndObjectsInDictionary
func testObjcDictionaryDeleteLinks() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let po1 = DPObjcEmployee.create(in: realm, withValue: ["Joe", 40, true]) as! DPObjcEmployee
    let po2 = DPObjcEmployee.create(in: realm, withValue: ["John", 30, false]) as! DPObjcEmployee
    let po3 = DPObjcEmployee.create(in: realm, withValue: ["Jill", 25, true]) as! DPObjcEmployee
    let company = DPObjcCompany()
    company.name = "name"
    for e in DPObjcEmployee.allObjects() {
        let eo = e as! DPObjcEmployee
        company.employeeDict[eo.name!] = eo
    }
    realm.add(company)
    try realm.commitWriteTransaction()
    let people = company.employeeDict
    assertThrows(people.removeObject(forKey: "Joe"), reason: "write transaction")
    XCTAssertEqual(people.count, 3)
    realm.beginWriteTransaction()
    people.removeObject(forKey: "John")
    try realm.commitWriteTransaction()
    XCTAssertEqual(people.count, 2)
    var test = people["Joe"] as! DPObjcEmployee
    XCTAssertEqual(test.age, po1.age)
    XCTAssertEqual(test.name, po1.name)
    XCTAssertEqual(test.hired, po1.hired)
    XCTAssertTrue(test.isEqual(to: po1))
    test = people["Jill"] as! DPObjcEmployee
    XCTAssertEqual(test.age, po3.age)
    XCTAssertEqual(test.name, po3.name)
    XCTAssertEqual(test.hired, po3.hired)
    XCTAssertTrue(test.isEqual(to: po3))
    assertThrows(people.removeAllObjects(), reason: "write transaction")
    assertThrows(people["Joe"] = po2, reason: "write transaction")
    assertThrows(people["John"] = po2, reason: "write transaction")
    realm.beginWriteTransaction()
    people["Jill"] = nil
    XCTAssertEqual(people.count, 1)
    people["Joe"] = po2
    XCTAssertEqual(people.count, 1)
    people["Jill"] = po3
    XCTAssertEqual(people.count, 2)
    people.removeAllObjects()
    XCTAssertEqual(people.count, 0)
    try realm.commitWriteTransaction()
    XCTAssertEqual(DPObjcEmployee.allObjects().count, 3)
}

/// The description of a managed dictionary of 150 employees starts with RLMDictionary, its key and value types and an address and shows an entry as [key]: and the employee with each property; that of a dictionary of 150 ints shows every entry as [key]: value, skipping none, the last one without a comma.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testDictionaryDescription
func testObjcDictionaryDescription() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let employees = (DPObjcCompany.createInDefaultRealm(withValue: ["company"]) as! DPObjcCompany).employeeDict
    let ints = (DPObjcPrimitiveDictionaries.createInDefaultRealm(withValue: []) as! DPObjcPrimitiveDictionaries).intObj
    for i in 0..<150 {
        let person = DPObjcEmployee()
        person.name = "Mary"
        person.age = 24
        person.hired = true
        employees["\(i)"] = person
        ints["\(i)"] = (i + 100) as NSNumber
    }
    try realm.commitWriteTransaction()
    let text = employees.description
    XCTAssertTrue(text.hasPrefix("RLMDictionary<string, DPObjcEmployee> <0x"))
    XCTAssertTrue(text.contains("]: DPObjcEmployee {\n\t\tname = Mary;\n\t\tage = 24;\n\t\thired = 1;\n\t},\n"))
    XCTAssertTrue(text.hasSuffix("\n)"))
    let numbers = ints.description
    XCTAssertTrue(numbers.hasPrefix("RLMDictionary<string, int> <0x"))
    XCTAssertTrue(numbers.contains("> (\n["))
    XCTAssertTrue(numbers.contains(",\n["))
    XCTAssertTrue(numbers.hasSuffix("\n)"))
    XCTAssertFalse(numbers.hasSuffix(",\n)"))
    XCTAssertFalse(numbers.contains("objects skipped"))
}

/// Assigning an unmanaged RLMObject's dictionary property, through setValue(_:forKey:), the subscript or another object's dictionary, copies the entries: clearing the source later leaves the copy, and assigning a dictionary to itself keeps it.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testUnmanagedAssignment
func testObjcDictionaryUnmanagedAssignment() throws {
    let io1 = DPObjcInt()
    let io2 = DPObjcInt()
    let io3 = DPObjcInt()
    let dict1 = DPObjcAllDictionaries()
    let dict2 = DPObjcAllDictionaries()
    dict1.setValue(["io1": io1, "io2": io2], forKey: "intObjDictionary")
    XCTAssertEqual(dict1.intObjDictionary.value(forKey: "io1") as! DPObjcInt, io1)
    dict1.setValue(["io1": io1, "io3": io3], forKey: "intObjDictionary")
    XCTAssertEqual(dict1.intObjDictionary.value(forKey: "io3") as! DPObjcInt, io3)
    dict1["intObjDictionary"] = ["io2": io2, "io3": io3]
    XCTAssertEqual(dict1.intObjDictionary.value(forKey: "io3") as! DPObjcInt, io3)
    dict2.intObjDictionary = dict1.intObjDictionary
    XCTAssertEqual(dict2.intObjDictionary.value(forKey: "io3") as! DPObjcInt, io3)
    dict1.intObjDictionary.removeAllObjects()
    XCTAssertEqual(dict2.intObjDictionary.value(forKey: "io3") as! DPObjcInt, io3)
    dict2.intObjDictionary = dict2.intObjDictionary
    XCTAssertEqual(dict2.intObjDictionary.value(forKey: "io3") as! DPObjcInt, io3)
    dict2["intObjDictionary"] = dict2["intObjDictionary"]
    XCTAssertEqual(dict2.intObjDictionary.value(forKey: "io3") as! DPObjcInt, io3)
}

/// Inside a write, assigning the dictionary property of unmanaged owners from managed objects, through setValue(_:forKey:), the subscript or another object's dictionary, copies the entries: clearing the source later leaves the copy, and assigning a dictionary to itself keeps it.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testManagedAssignment
func testObjcDictionaryManagedAssignment() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let io1 = DPObjcInt.create(in: realm, withValue: [1]) as! DPObjcInt
    let io2 = DPObjcInt.create(in: realm, withValue: [2]) as! DPObjcInt
    let io3 = DPObjcInt.create(in: realm, withValue: [3]) as! DPObjcInt
    let dict1 = DPObjcAllDictionaries()
    let dict2 = DPObjcAllDictionaries()
    dict1.setValue(["io1": io1, "io2": io2], forKey: "intObjDictionary")
    XCTAssertEqual(dict1.intObjDictionary.value(forKey: "io1") as! DPObjcInt, io1)
    dict1.setValue(["io1": io1, "io3": io3], forKey: "intObjDictionary")
    XCTAssertEqual(dict1.intObjDictionary.value(forKey: "io3") as! DPObjcInt, io3)
    dict1["intObjDictionary"] = ["io2": io2, "io3": io3]
    XCTAssertEqual(dict1.intObjDictionary.value(forKey: "io2") as! DPObjcInt, io2)
    dict2.intObjDictionary = dict1.intObjDictionary
    XCTAssertEqual(dict2.intObjDictionary.value(forKey: "io2") as! DPObjcInt, io2)
    dict1.intObjDictionary.removeAllObjects()
    XCTAssertEqual(dict2.intObjDictionary.value(forKey: "io2") as! DPObjcInt, io2)
    dict2.intObjDictionary = dict2.intObjDictionary
    XCTAssertEqual(dict2.intObjDictionary.value(forKey: "io2") as! DPObjcInt, io2)
    dict2["intObjDictionary"] = dict2["intObjDictionary"]
    XCTAssertEqual(dict2.intObjDictionary.value(forKey: "io2") as! DPObjcInt, io2)
    realm.cancelWriteTransaction()
}

/// addEntries(from:) on an unmanaged RLMDictionary refuses an array naming its class, a value of another class naming both classes and a key that is not a string, adding nothing; a dictionary's entries are added, a key already there takes the new value and the others stay; another RLMDictionary's entries are added too.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testAddEntriesFromDictionaryUnmanaged
func testObjcDictionaryAddEntriesUnmanaged() throws {
    let dict = DPObjcAllDictionaries().stringDictionary
    assertThrows(dict.addEntries(from: ["string"]), reason: "Cannot add entries from object of class '")
    assertThrows(dict.addEntries(from: ["": DPObjcInt()]), reason: "Value of type 'DPObjcInt' does not match RLMDictionary value type 'DPObjcString'.")
    assertThrows(dict.addEntries(from: [1: DPObjcString()]), reason: "Invalid key '1' of type '__NSCFNumber' for expected type 'string'.")
    XCTAssertEqual(dict.count, 0)
    dict.addEntries(from: ["a": DPObjcString(value: ["1"]), "b": DPObjcString(value: ["2"])])
    XCTAssertEqual(dict.count, 2)
    XCTAssertEqual((dict["a"] as! DPObjcString).stringCol, "1")
    XCTAssertEqual((dict["b"] as! DPObjcString).stringCol, "2")
    dict.addEntries(from: ["a": DPObjcString(value: ["3"]), "c": DPObjcString(value: ["4"])])
    XCTAssertEqual(dict.count, 3)
    XCTAssertEqual((dict["a"] as! DPObjcString).stringCol, "3")
    XCTAssertEqual((dict["b"] as! DPObjcString).stringCol, "2")
    XCTAssertEqual((dict["c"] as! DPObjcString).stringCol, "4")
    let dict2 = DPObjcAllDictionaries().stringDictionary
    dict2["d"] = DPObjcString(value: ["5"])
    dict.addEntries(from: dict2)
    XCTAssertEqual(dict.count, 4)
    XCTAssertEqual((dict["a"] as! DPObjcString).stringCol, "3")
    XCTAssertEqual((dict["b"] as! DPObjcString).stringCol, "2")
    XCTAssertEqual((dict["c"] as! DPObjcString).stringCol, "4")
    XCTAssertEqual((dict["d"] as! DPObjcString).stringCol, "5")
}

/// addEntries(from:) on a managed RLMDictionary, in a write, refuses an array naming its class, a value of another class naming both classes and a key that is not a string, adding nothing; a dictionary's entries are added, a key already there takes the new value and the others stay; an unmanaged RLMDictionary's entries are added too.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testAddEntriesFromDictionaryManaged
func testObjcDictionaryAddEntriesManaged() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let dict = (DPObjcAllDictionaries.createInDefaultRealm(withValue: ["intObjDictionary": ["0": [0], "1": [1]]]) as! DPObjcAllDictionaries).intObjDictionary
    try realm.commitWriteTransaction()
    realm.beginWriteTransaction()
    dict.removeAllObjects()
    assertThrows(dict.addEntries(from: ["string"]), reason: "Cannot add entries from object of class '")
    assertThrows(dict.addEntries(from: ["": DPObjcString()]), reason: "Value of type 'DPObjcString' does not match RLMDictionary value type 'DPObjcInt'.")
    assertThrows(dict.addEntries(from: [1: DPObjcInt()]), reason: "Invalid key '1' of type '__NSCFNumber' for expected type 'string'.")
    XCTAssertEqual(dict.count, 0)
    dict.addEntries(from: ["a": DPObjcInt(value: [1]), "b": DPObjcInt(value: [2])])
    XCTAssertEqual(dict.count, 2)
    XCTAssertEqual((dict["a"] as! DPObjcInt).intCol, 1)
    XCTAssertEqual((dict["b"] as! DPObjcInt).intCol, 2)
    dict.addEntries(from: ["a": DPObjcInt(value: [3]), "c": DPObjcInt(value: [4])])
    XCTAssertEqual(dict.count, 3)
    XCTAssertEqual((dict["a"] as! DPObjcInt).intCol, 3)
    XCTAssertEqual((dict["b"] as! DPObjcInt).intCol, 2)
    XCTAssertEqual((dict["c"] as! DPObjcInt).intCol, 4)
    let dict2 = DPObjcAllDictionaries().intObjDictionary
    dict2["d"] = DPObjcInt(value: [5])
    dict.addEntries(from: dict2)
    XCTAssertEqual(dict.count, 4)
    XCTAssertEqual((dict["a"] as! DPObjcInt).intCol, 3)
    XCTAssertEqual((dict["b"] as! DPObjcInt).intCol, 2)
    XCTAssertEqual((dict["c"] as! DPObjcInt).intCol, 4)
    XCTAssertEqual((dict["d"] as! DPObjcInt).intCol, 5)
    realm.cancelWriteTransaction()
}

/// setDictionary(_:) on an unmanaged RLMDictionary refuses an array naming its class, a value of another class naming both classes and a key that is not a string; a dictionary's entries replace all there were; nil empties it, as setting it to itself does; a value of the wrong class is refused after the dictionary was emptied.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testSetDictionaryUnmanaged
func testObjcDictionarySetDictionaryUnmanaged() throws {
    let dict = DPObjcAllDictionaries().stringDictionary
    assertThrows(dict.setDictionary(["string"]), reason: "Cannot set dictionary to object of class '")
    assertThrows(dict.setDictionary(["": DPObjcInt()]), reason: "Value of type 'DPObjcInt' does not match RLMDictionary value type 'DPObjcString'.")
    assertThrows(dict.setDictionary([1: DPObjcString()]), reason: "Invalid key '1' of type '__NSCFNumber' for expected type 'string'.")
    dict.setDictionary(["a": DPObjcString(value: ["1"]), "b": DPObjcString(value: ["2"])])
    XCTAssertEqual(dict.count, 2)
    XCTAssertEqual((dict["a"] as! DPObjcString).stringCol, "1")
    XCTAssertEqual((dict["b"] as! DPObjcString).stringCol, "2")
    dict.setDictionary(["a": DPObjcString(value: ["3"]), "c": DPObjcString(value: ["4"])])
    XCTAssertEqual(dict.count, 2)
    XCTAssertEqual((dict["a"] as! DPObjcString).stringCol, "3")
    XCTAssertEqual((dict["c"] as! DPObjcString).stringCol, "4")
    dict.setDictionary(nil)
    XCTAssertEqual(dict.count, 0)
    dict.setDictionary(["a": DPObjcString(value: ["3"]), "c": DPObjcString(value: ["4"])])
    XCTAssertEqual(dict.count, 2)
    dict.setDictionary(dict)
    XCTAssertEqual(dict.count, 0)
    dict.setDictionary(["a": DPObjcString(value: ["3"]), "c": DPObjcString(value: ["4"])])
    XCTAssertEqual(dict.count, 2)
    assertThrows(dict.setDictionary(["": DPObjcInt()]), reason: "Value of type 'DPObjcInt' does not match RLMDictionary value type 'DPObjcString'.")
    XCTAssertEqual(dict.count, 0)
}

/// setDictionary(_:) on a managed RLMDictionary, in a write, refuses an array naming its class, a value of another class naming both classes and a key that is not a string; a dictionary's entries replace all there were; nil empties it, as setting it to itself does; a value of the wrong class is refused after the dictionary was emptied.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testSetDictionaryManaged
func testObjcDictionarySetDictionaryManaged() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let dict = (DPObjcAllDictionaries.createInDefaultRealm(withValue: ["intObjDictionary": ["0": [0], "1": [1]]]) as! DPObjcAllDictionaries).intObjDictionary
    try realm.commitWriteTransaction()
    realm.beginWriteTransaction()
    dict.removeAllObjects()
    assertThrows(dict.setDictionary(["string"]), reason: "Cannot set dictionary to object of class '")
    assertThrows(dict.setDictionary(["": DPObjcString()]), reason: "Value of type 'DPObjcString' does not match RLMDictionary value type 'DPObjcInt'.")
    assertThrows(dict.setDictionary([1: DPObjcInt()]), reason: "Invalid key '1' of type '__NSCFNumber' for expected type 'string'.")
    dict.setDictionary(["a": DPObjcInt(value: [1]), "b": DPObjcInt(value: [2])])
    XCTAssertEqual(dict.count, 2)
    XCTAssertEqual((dict["a"] as! DPObjcInt).intCol, 1)
    XCTAssertEqual((dict["b"] as! DPObjcInt).intCol, 2)
    dict.setDictionary(["a": DPObjcInt(value: [3]), "c": DPObjcInt(value: [4])])
    XCTAssertEqual(dict.count, 2)
    XCTAssertEqual((dict["a"] as! DPObjcInt).intCol, 3)
    XCTAssertEqual((dict["c"] as! DPObjcInt).intCol, 4)
    dict.setDictionary(nil)
    XCTAssertEqual(dict.count, 0)
    dict.setDictionary(["a": DPObjcInt(value: [3]), "c": DPObjcInt(value: [4])])
    XCTAssertEqual(dict.count, 2)
    dict.setDictionary(dict)
    XCTAssertEqual(dict.count, 0)
    dict.setDictionary(["a": DPObjcInt(value: [3]), "c": DPObjcInt(value: [4])])
    XCTAssertEqual(dict.count, 2)
    assertThrows(dict.setDictionary(["": DPObjcString()]), reason: "Value of type 'DPObjcString' does not match RLMDictionary value type 'DPObjcInt'.")
    XCTAssertEqual(dict.count, 0)
    realm.cancelWriteTransaction()
}

/// An RLMObject made, unmanaged or in a write, from dictionaries each mapping a key to NSNull holds that key with a null value in each dictionary: of objects, of ints, of strings, of embedded objects.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testInitWithNullLink
func testObjcDictionaryInitWithNullLink() throws {
    let value: [String: Any] = ["stringDictionary": ["1": NSNull()],
                                "intDictionary": ["2": NSNull()],
                                "primitiveStringDictionary": ["3": NSNull()],
                                "embeddedDictionary": ["4": NSNull()],
                                "intObjDictionary": ["5": NSNull()]]
    var obj = DPObjcAllDictionaries(value: value)
    XCTAssertEqual(obj.stringDictionary["1"], NSNull())
    XCTAssertEqual(obj.intDictionary["2"], NSNull())
    XCTAssertEqual(obj.primitiveStringDictionary["3"], NSNull())
    XCTAssertEqual(obj.embeddedDictionary["4"], NSNull())
    XCTAssertEqual(obj.intObjDictionary["5"], NSNull())
    XCTAssertEqual([obj.stringDictionary.count, obj.intDictionary.count, obj.primitiveStringDictionary.count, obj.embeddedDictionary.count, obj.intObjDictionary.count], [1, 1, 1, 1, 1])
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    obj = DPObjcAllDictionaries.create(in: realm, withValue: value) as! DPObjcAllDictionaries
    XCTAssertEqual(obj.stringDictionary["1"], NSNull())
    XCTAssertEqual(obj.intDictionary["2"], NSNull())
    XCTAssertEqual(obj.primitiveStringDictionary["3"], NSNull())
    XCTAssertEqual(obj.embeddedDictionary["4"], NSNull())
    XCTAssertEqual(obj.intObjDictionary["5"], NSNull())
    XCTAssertEqual([obj.stringDictionary.count, obj.intDictionary.count, obj.primitiveStringDictionary.count, obj.embeddedDictionary.count, obj.intObjDictionary.count], [1, 1, 1, 1, 1])
    realm.cancelWriteTransaction()
}

/// Assigning a managed RLMObject's dictionary of one class to its dictionary property of another class, through the subscript or setValue(_:forKey:), is refused naming the dictionary's key and value types, the expected class and the property.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/DictionaryPropertyTests.m DictionaryPropertyTests.testAssignIncorrectType
func testObjcDictionaryAssignIncorrectType() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let dict = DPObjcAllDictionaries.create(in: realm, withValue: ["stringDictionary": ["a": DPObjcString(value: ["a"])]]) as! DPObjcAllDictionaries
    assertThrows(dict["intObjDictionary"] = dict["stringDictionary"],
                 reason: "RLMDictionary<string, DPObjcString?> does not match expected type 'DPObjcInt?' for property 'DPObjcAllDictionaries.intObjDictionary'.")
    assertThrows(dict.setValue(dict.stringDictionary, forKey: "intObjDictionary"),
                 reason: "RLMDictionary<string, DPObjcString?> does not match expected type 'DPObjcInt?' for property 'DPObjcAllDictionaries.intObjDictionary'.")
    XCTAssertEqual(dict.intObjDictionary.count, 0)
    realm.cancelWriteTransaction()
}
