// page: sdk
// tags: sdk, suite

// The models of the SDK's Objective-C dictionary tests from Swift: a
// Swift-declared RLMObject with a dictionary of aggregates, one with a
// dictionary of employees, a company with a dictionary of employees, and
// the Objective-C test models AggregateObject, EmployeeObject, CompanyObject
// and AggregateDictionaryObject restated as RLMObject classes.

class SwiftRLMAggregateObject: RLMObject {
    @objc dynamic var intCol = 0
    @objc dynamic var floatCol = 0 as Float
    @objc dynamic var doubleCol = 0.0
    @objc dynamic var boolCol = false
    @objc dynamic var dateCol = Date()
}

class SwiftRLMEmployeeObject: RLMObject {
    @objc dynamic var name = ""
    @objc dynamic var age = 0
    @objc dynamic var hired = false
}

class SwiftRLMCompanyObject: RLMObject {
    @objc dynamic var employees = RLMArray<SwiftRLMEmployeeObject>(objectClassName: SwiftRLMEmployeeObject.className())
    @objc dynamic var employeeSet = RLMSet<SwiftRLMEmployeeObject>(objectClassName: SwiftRLMEmployeeObject.className())
    @objc dynamic var employeeMap = RLMDictionary<NSString, SwiftRLMEmployeeObject>(objectClassName: SwiftRLMEmployeeObject.className(), keyType: .string)
}

class SwiftRLMDictionaryPropertyObject: RLMObject {
    @objc dynamic var dict = RLMDictionary<NSString, SwiftRLMAggregateObject>(objectClassName: SwiftRLMAggregateObject.className(), keyType: .string)
}

class SwiftRLMDictionaryEmployeeObject: RLMObject {
    @objc dynamic var dict = RLMDictionary<NSString, SwiftRLMEmployeeObject>(objectClassName: SwiftRLMEmployeeObject.className(), keyType: .string)
}

class AggregateObject: RLMObject {
    @objc dynamic var intCol: Int32 = 0
    @objc dynamic var floatCol: Float = 0
    @objc dynamic var doubleCol = 0.0
    @objc dynamic var boolCol = false
    @objc dynamic var dateCol: Date?
}

class AggregateDictionaryObject: RLMObject {
    @objc dynamic var dictionary = RLMDictionary<NSString, AggregateObject>(objectClassName: AggregateObject.className(), keyType: .string)
}

class EmployeeObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var age: Int32 = 0
    @objc dynamic var hired = false
}

class CompanyObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var employees = RLMArray<EmployeeObject>(objectClassName: EmployeeObject.className())
    @objc dynamic var employeeSet = RLMSet<EmployeeObject>(objectClassName: EmployeeObject.className())
    @objc dynamic var employeeDict = RLMDictionary<NSString, EmployeeObject>(objectClassName: EmployeeObject.className(), keyType: .string)
}

/// Enumerating a dictionary of ten aggregates gives each key with its
/// value, the same object the key's subscript reads; their intCol values
/// sum to 100.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftRLMDictionaryTests.swift SwiftRLMDictionaryTests.testFastEnumeration
func testSwiftRLMDictionaryFastEnumeration() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let owner = SwiftRLMDictionaryPropertyObject.create(in: realm, withValue: [])
    let dict = owner.dict
    let early = Date()
    let late = early.addingTimeInterval(1000)
    for i in 0..<10 {
        if i % 2 == 1 && i < 8 {
            dict["\(i)" as NSString] = SwiftRLMAggregateObject.create(in: realm, withValue: [10, 0 as Float, 2.5, false, late])
        } else {
            dict["\(i)" as NSString] = SwiftRLMAggregateObject.create(in: realm, withValue: [10, 1.2 as Float, 0.0, true, early])
        }
    }
    try realm.commitWriteTransaction()
    XCTAssertEqual(dict.count, 10)
    var total = 0
    for (key, value) in dict {
        let byKey = dict[key] as! SwiftRLMAggregateObject
        if let aggregate = value as? SwiftRLMAggregateObject {
            XCTAssertEqual(byKey.doubleCol, aggregate.doubleCol)
            total += aggregate.intCol
        }
    }
    XCTAssertEqual(total, 100)
}

/// A dictionary property declared with string keys reports the string key
/// type, unmanaged and managed.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftRLMDictionaryTests.swift SwiftRLMDictionaryTests.testKeyType
func testSwiftRLMDictionaryKeyType() throws {
    let unmanaged = SwiftRLMDictionaryPropertyObject()
    XCTAssertEqual(unmanaged.dict.keyType, .string)
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let managed = SwiftRLMDictionaryPropertyObject.create(in: realm, withValue: [])
    try realm.commitWriteTransaction()
    XCTAssertEqual(managed.dict.keyType, .string)
}

/// A dictionary of ten aggregates created from nested arrays: the results of
/// objects(where:) over its values sum, average, and give min and max as
/// NSNumber (and Date for a date), split by boolCol.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftRLMDictionaryTests.swift SwiftRLMDictionaryTests.testObjectAggregate
func testSwiftRLMDictionaryAggregates() throws {
    let realm = RLMRealm.default()
    let early = Date()
    let late = early.addingTimeInterval(1000)
    var values: [String: [Any]] = [:]
    for i in 0..<10 {
        if i % 2 == 1 && i < 8 {
            values["\(i)"] = [1, 0 as Float, 2.5, false, late]
        } else {
            values["\(i)"] = [0, 1.2 as Float, 0.0, true, early]
        }
    }
    realm.beginWriteTransaction()
    let owner = SwiftRLMDictionaryPropertyObject.create(in: realm, withValue: ["dict": values])
    try realm.commitWriteTransaction()
    XCTAssertEqual(owner.dict.count, 10)
    let no = owner.dict.objects(where: "boolCol == NO")
    let yes = owner.dict.objects(where: "boolCol == YES")
    XCTAssertEqual(no.sum(ofProperty: "intCol").intValue, 4)
    XCTAssertEqual(yes.sum(ofProperty: "intCol").intValue, 0)
    XCTAssertEqual(no.sum(ofProperty: "floatCol").floatValue, Float(0), accuracy: 0.1)
    XCTAssertEqual(yes.sum(ofProperty: "floatCol").floatValue, Float(7.2), accuracy: 0.1)
    XCTAssertEqual(no.sum(ofProperty: "doubleCol").doubleValue, 10.0, accuracy: 0.1)
    XCTAssertEqual(yes.sum(ofProperty: "doubleCol").doubleValue, 0.0, accuracy: 0.1)
    XCTAssertEqual(no.average(ofProperty: "intCol")!.doubleValue, 1.0, accuracy: 0.1)
    XCTAssertEqual(yes.average(ofProperty: "intCol")!.doubleValue, 0.0, accuracy: 0.1)
    XCTAssertEqual(no.average(ofProperty: "floatCol")!.doubleValue, 0.0, accuracy: 0.1)
    XCTAssertEqual(yes.average(ofProperty: "floatCol")!.doubleValue, 1.2, accuracy: 0.1)
    XCTAssertEqual(no.average(ofProperty: "doubleCol")!.doubleValue, 2.5, accuracy: 0.1)
    XCTAssertEqual(yes.average(ofProperty: "doubleCol")!.doubleValue, 0.0, accuracy: 0.1)
    XCTAssertEqual((no.min(ofProperty: "intCol") as! NSNumber).int32Value, Int32(1))
    XCTAssertEqual((yes.min(ofProperty: "intCol") as! NSNumber).int32Value, Int32(0))
    XCTAssertEqual((no.min(ofProperty: "floatCol") as! NSNumber).floatValue, Float(0), accuracy: 0.1)
    XCTAssertEqual((yes.min(ofProperty: "floatCol") as! NSNumber).floatValue, Float(1.2), accuracy: 0.1)
    XCTAssertEqual((no.min(ofProperty: "doubleCol") as! NSNumber).doubleValue, 2.5, accuracy: 0.1)
    XCTAssertEqual((yes.min(ofProperty: "doubleCol") as! NSNumber).doubleValue, 0.0, accuracy: 0.1)
    XCTAssertEqual(no.min(ofProperty: "dateCol") as! Date, late)
    XCTAssertEqual(yes.min(ofProperty: "dateCol") as! Date, early)
    XCTAssertEqual((no.max(ofProperty: "intCol") as! NSNumber).intValue, 1)
    XCTAssertEqual((yes.max(ofProperty: "intCol") as! NSNumber).intValue, 0)
    XCTAssertEqual((no.max(ofProperty: "floatCol") as! NSNumber).floatValue, Float(0), accuracy: 0.1)
    XCTAssertEqual((yes.max(ofProperty: "floatCol") as! NSNumber).floatValue, Float(1.2), accuracy: 0.1)
    XCTAssertEqual((no.max(ofProperty: "doubleCol") as! NSNumber).doubleValue, 2.5, accuracy: 0.1)
    XCTAssertEqual((yes.max(ofProperty: "doubleCol") as! NSNumber).doubleValue, 0.0, accuracy: 0.1)
    XCTAssertEqual(no.max(ofProperty: "dateCol") as! Date, late)
    XCTAssertEqual(yes.max(ofProperty: "dateCol") as! Date, early)
}

/// The description of a dictionary of 150 Swift-declared employees names
/// the employees' properties and values (no assertion depends on the
/// number of entries; 150 keeps the map writes quick on every engine).
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftRLMDictionaryTests.swift SwiftRLMDictionaryTests.testDictionaryDescription
func testSwiftRLMDictionaryDescription() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let owner = SwiftRLMDictionaryEmployeeObject.create(in: realm, withValue: [])
    let dict = owner.dict
    for i in 0..<150 {
        dict[String(i) as NSString] = SwiftRLMEmployeeObject.create(in: realm, withValue: ["Mary", 24, true])
    }
    try realm.commitWriteTransaction()
    let text = dict.description
    XCTAssertTrue(text.contains("name"))
    XCTAssertTrue(text.contains("Mary"))
    XCTAssertTrue(text.contains("age"))
    XCTAssertTrue(text.contains("24"))
}

/// With the Objective-C models: the description of a company's dictionary
/// of 150 employees names their properties and values.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftRLMDictionaryTests.swift SwiftRLMDictionaryTests.testDictionaryDescription_objc
func testObjcDictionaryDescriptionFromSwift() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let company = CompanyObject.create(in: realm, withValue: [])
    for i in 0..<150 {
        company.employeeDict[String(i) as NSString] = EmployeeObject.create(in: realm, withValue: ["age": 24, "name": "Mary", "hired": true])
    }
    try realm.commitWriteTransaction()
    let text = company.employeeDict.description
    XCTAssertTrue(text.contains("name"))
    XCTAssertTrue(text.contains("Mary"))
    XCTAssertTrue(text.contains("age"))
    XCTAssertTrue(text.contains("24"))
}

/// Removing a key from a company's dictionary of employees removes the link
/// only: the other two keys still read their employees; setting a key to
/// nil removes it, setting a key to another employee replaces it, and
/// removeAllObjects empties the dictionary while all three employees stay.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftRLMDictionaryTests.swift SwiftRLMDictionaryTests.testDeleteLinksAndObjectsInDictionary
func testSwiftRLMDictionaryRemoveLinks() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let ann = SwiftRLMEmployeeObject.create(in: realm, withValue: ["Ann", 41, true])
    let bob = SwiftRLMEmployeeObject.create(in: realm, withValue: ["Bob", 33, false])
    let cy = SwiftRLMEmployeeObject.create(in: realm, withValue: ["Cy", 27, true])
    let company = SwiftRLMCompanyObject()
    realm.add(company)
    company.employeeMap["ann" as NSString] = ann
    company.employeeMap["bob" as NSString] = bob
    company.employeeMap["cy" as NSString] = cy
    try realm.commitWriteTransaction()
    let staff = company.employeeMap
    XCTAssertEqual(staff.count, 3)
    realm.beginWriteTransaction()
    staff.removeObject(forKey: "bob" as NSString)
    try realm.commitWriteTransaction()
    XCTAssertEqual(staff.count, 2)
    var found = staff["ann" as NSString]!
    XCTAssertEqual(found.age, ann.age)
    XCTAssertEqual(found.name, ann.name)
    XCTAssertEqual(found.hired, ann.hired)
    found = staff["cy" as NSString]!
    XCTAssertEqual(found.age, cy.age)
    XCTAssertEqual(found.name, cy.name)
    XCTAssertEqual(found.hired, cy.hired)
    realm.beginWriteTransaction()
    staff["cy" as NSString] = nil
    XCTAssertEqual(staff.count, 1)
    staff["ann" as NSString] = bob
    XCTAssertEqual(staff.count, 1)
    staff.removeAllObjects()
    XCTAssertEqual(staff.count, 0)
    try realm.commitWriteTransaction()
    XCTAssertEqual(SwiftRLMEmployeeObject.allObjects(in: realm).count, 3)
}

/// With the Objective-C models: a company created with a dictionary of three
/// employees; setting one key to nil removes that link only, the other two
/// keys read their employees, and all three employees stay in the realm.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftRLMDictionaryTests.swift SwiftRLMDictionaryTests.testDeleteLinksAndObjectsInDictionary_objc
func testObjcDictionaryRemoveLinksFromSwift() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let ann = EmployeeObject.create(in: realm, withValue: ["age": 41, "name": "Ann", "hired": true])
    let bob = EmployeeObject.create(in: realm, withValue: ["age": 33, "name": "Bob", "hired": false])
    let cy = EmployeeObject.create(in: realm, withValue: ["age": 27, "name": "Cy", "hired": true])
    let company = CompanyObject.create(in: realm, withValue: ["employeeDict": ["ann": ann, "bob": bob, "cy": cy]])
    try realm.commitWriteTransaction()
    let staff = company.employeeDict
    XCTAssertEqual(staff.count, 3)
    realm.beginWriteTransaction()
    staff["bob" as NSString] = nil
    try realm.commitWriteTransaction()
    XCTAssertEqual(staff.count, 2)
    var found = staff["ann" as NSString]!
    XCTAssertEqual(found.age, ann.age)
    XCTAssertEqual(found.name!, ann.name!)
    XCTAssertEqual(found.hired, ann.hired)
    found = staff["cy" as NSString]!
    XCTAssertEqual(found.age, cy.age)
    XCTAssertEqual(found.name!, cy.name!)
    XCTAssertEqual(found.hired, cy.hired)
    XCTAssertEqual(EmployeeObject.allObjects(in: realm).count, 3)
}

/// With the Objective-C models: enumerating the keys of a dictionary of ten
/// aggregates created from nested arrays and reading each sums their
/// Int32 intCol to 100.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftRLMDictionaryTests.swift SwiftRLMDictionaryTests.testFastEnumeration_objc
func testObjcDictionaryFastEnumerationFromSwift() throws {
    let realm = RLMRealm.default()
    let early = Date()
    let late = early.addingTimeInterval(1000)
    var values: [String: [Any]] = [:]
    for i in 0..<10 {
        if i % 2 == 1 && i < 8 {
            values["\(i)"] = [10, 0 as Float, 2.5, false, late]
        } else {
            values["\(i)"] = [10, 1.2 as Float, 0.0, true, early]
        }
    }
    realm.beginWriteTransaction()
    let owner = AggregateDictionaryObject.create(in: realm, withValue: ["dictionary": values])
    try realm.commitWriteTransaction()
    XCTAssertEqual(owner.dictionary!.count, 10)
    var total: Int32 = 0
    for key in owner.dictionary!.allKeys {
        if let aggregate = owner.dictionary[key] {
            total += aggregate.intCol
        }
    }
    XCTAssertEqual(total, Int32(100))
}

/// With the Objective-C models: the results of objects(where:) over a
/// dictionary's values sum, average, and give min and max split by boolCol.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftRLMDictionaryTests.swift SwiftRLMDictionaryTests.testObjectAggregate_objc
func testObjcDictionaryAggregatesFromSwift() throws {
    let realm = RLMRealm.default()
    let early = Date()
    let late = early.addingTimeInterval(1000)
    var values: [String: [Any]] = [:]
    for i in 0..<10 {
        if i % 2 == 1 && i < 8 {
            values["\(i)"] = [1, 0 as Float, 2.5, false, late]
        } else {
            values["\(i)"] = [0, 1.2 as Float, 0.0, true, early]
        }
    }
    realm.beginWriteTransaction()
    let owner = AggregateDictionaryObject.create(in: realm, withValue: ["dictionary": values])
    try realm.commitWriteTransaction()
    XCTAssertEqual(owner.dictionary!.count, 10)
    let no = owner.dictionary!.objects(where: "boolCol == NO")
    let yes = owner.dictionary!.objects(where: "boolCol == YES")
    XCTAssertEqual(no.sum(ofProperty: "intCol").intValue, 4)
    XCTAssertEqual(yes.sum(ofProperty: "intCol").intValue, 0)
    XCTAssertEqual(no.sum(ofProperty: "floatCol").floatValue, Float(0), accuracy: 0.1)
    XCTAssertEqual(yes.sum(ofProperty: "floatCol").floatValue, Float(7.2), accuracy: 0.1)
    XCTAssertEqual(no.sum(ofProperty: "doubleCol").doubleValue, 10.0, accuracy: 0.1)
    XCTAssertEqual(yes.sum(ofProperty: "doubleCol").doubleValue, 0.0, accuracy: 0.1)
    XCTAssertEqual(no.average(ofProperty: "intCol")!.doubleValue, 1.0, accuracy: 0.1)
    XCTAssertEqual(yes.average(ofProperty: "intCol")!.doubleValue, 0.0, accuracy: 0.1)
    XCTAssertEqual(no.average(ofProperty: "floatCol")!.doubleValue, 0.0, accuracy: 0.1)
    XCTAssertEqual(yes.average(ofProperty: "floatCol")!.doubleValue, 1.2, accuracy: 0.1)
    XCTAssertEqual(no.average(ofProperty: "doubleCol")!.doubleValue, 2.5, accuracy: 0.1)
    XCTAssertEqual(yes.average(ofProperty: "doubleCol")!.doubleValue, 0.0, accuracy: 0.1)
    XCTAssertEqual((no.min(ofProperty: "intCol") as! NSNumber).int32Value, Int32(1))
    XCTAssertEqual((yes.min(ofProperty: "intCol") as! NSNumber).int32Value, Int32(0))
    XCTAssertEqual((no.min(ofProperty: "floatCol") as! NSNumber).floatValue, Float(0), accuracy: 0.1)
    XCTAssertEqual((yes.min(ofProperty: "floatCol") as! NSNumber).floatValue, Float(1.2), accuracy: 0.1)
    XCTAssertEqual((no.min(ofProperty: "doubleCol") as! NSNumber).doubleValue, 2.5, accuracy: 0.1)
    XCTAssertEqual((yes.min(ofProperty: "doubleCol") as! NSNumber).doubleValue, 0.0, accuracy: 0.1)
    XCTAssertEqual(no.min(ofProperty: "dateCol") as! Date, late)
    XCTAssertEqual(yes.min(ofProperty: "dateCol") as! Date, early)
    XCTAssertEqual((no.max(ofProperty: "intCol") as! NSNumber).intValue, 1)
    XCTAssertEqual((yes.max(ofProperty: "intCol") as! NSNumber).intValue, 0)
    XCTAssertEqual((no.max(ofProperty: "floatCol") as! NSNumber).floatValue, Float(0), accuracy: 0.1)
    XCTAssertEqual((yes.max(ofProperty: "floatCol") as! NSNumber).floatValue, Float(1.2), accuracy: 0.1)
    XCTAssertEqual((no.max(ofProperty: "doubleCol") as! NSNumber).doubleValue, 2.5, accuracy: 0.1)
    XCTAssertEqual((yes.max(ofProperty: "doubleCol") as! NSNumber).doubleValue, 0.0, accuracy: 0.1)
    XCTAssertEqual(no.max(ofProperty: "dateCol") as! Date, late)
    XCTAssertEqual(yes.max(ofProperty: "dateCol") as! Date, early)
}

/// With the Objective-C models: index(of:) on the hired employees of a
/// dictionary, sorted by name descending, gives each one's position and
/// NSNotFound for the employee not hired.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftRLMDictionaryTests.swift SwiftRLMDictionaryTests.testIndexOfObject_objc
func testObjcDictionaryIndexOfFromSwift() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let zed = EmployeeObject.create(in: realm, withValue: ["age": 41, "name": "Zed", "hired": true])
    let bob = EmployeeObject.create(in: realm, withValue: ["age": 33, "name": "Bob", "hired": false])
    let cy = EmployeeObject.create(in: realm, withValue: ["age": 27, "name": "Cy", "hired": true])
    let company = CompanyObject.create(in: realm, withValue: ["employeeDict": ["zed": zed, "bob": bob, "cy": cy]])
    try realm.commitWriteTransaction()
    let hired = company.employeeDict.objects(where: "hired = YES").sortedResults(usingKeyPath: "name", ascending: false)
    XCTAssertEqual(hired.count, 2)
    XCTAssertEqual(hired.index(of: zed), 0)
    XCTAssertEqual(hired.index(of: cy), 1)
    XCTAssertEqual(Int(hired.index(of: bob)), NSNotFound)
}

/// With the Objective-C models: a dictionary's values sorted by age, then
/// those results sorted by name descending: the second sort replaces the
/// first.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftRLMDictionaryTests.swift SwiftRLMDictionaryTests.testSortingExistingQuery_objc
func testObjcDictionaryResortFromSwift() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let company = CompanyObject()
    company.employeeDict["x" as NSString] = EmployeeObject.create(in: realm, withValue: ["age": 20, "name": "A", "hired": true])
    company.employeeDict["y" as NSString] = EmployeeObject.create(in: realm, withValue: ["age": 30, "name": "B", "hired": false])
    company.employeeDict["z" as NSString] = EmployeeObject.create(in: realm, withValue: ["age": 40, "name": "C", "hired": true])
    realm.add(company)
    try realm.commitWriteTransaction()
    let byAge = company.employeeDict.sortedResults(usingKeyPath: "age", ascending: true)
    let byName = byAge.sortedResults(usingKeyPath: "name", ascending: false)
    XCTAssertEqual(byAge[0].age, Int32(20))
    XCTAssertEqual(byName[0].age, Int32(40))
}
