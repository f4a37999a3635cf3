// page: sdk
// tags: sdk, suite

// The models of the SDK's Objective-C set tests from Swift: Swift-declared
// RLMObject employees and companies with a set of them, and the Objective-C
// test models EmployeeObject and CompanyObject (nullable strings, an Int32 age).

class SwiftRLMEmployeeObject: RLMObject {
    @objc dynamic var name = ""
    @objc dynamic var age = 0
    @objc dynamic var hired = false
}

class SwiftRLMCompanyObject: RLMObject {
    @objc dynamic var employees = RLMArray<SwiftRLMEmployeeObject>(objectClassName: SwiftRLMEmployeeObject.className())
    @objc dynamic var employeeSet = RLMSet<SwiftRLMEmployeeObject>(objectClassName: SwiftRLMEmployeeObject.className())
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
}

/// Removing an employee from a company's set removes the link, not the
/// employee; the set then holds the other two, and takes an employee out
/// and back, and is emptied by removeAllObjects().
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftSetTests.swift SwiftRLMSetTests.testDeleteLinksAndObjectsInSet
func testSwiftRLMSetDeleteLinks() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let po1 = SwiftRLMEmployeeObject()
    po1.age = 40
    po1.name = "Joe"
    po1.hired = true
    let po2 = SwiftRLMEmployeeObject()
    po2.age = 30
    po2.name = "John"
    po2.hired = false
    let po3 = SwiftRLMEmployeeObject()
    po3.age = 25
    po3.name = "Jill"
    po3.hired = true
    realm.add(po1)
    realm.add(po2)
    realm.add(po3)
    let company = SwiftRLMCompanyObject()
    realm.add(company)
    company.employeeSet.addObjects(SwiftRLMEmployeeObject.allObjects(in: realm))
    try realm.commitWriteTransaction()
    let peopleInCompany = company.employeeSet
    XCTAssertEqual(peopleInCompany.count, 3, "No links should have been deleted")
    realm.beginWriteTransaction()
    peopleInCompany.remove(po2)
    try realm.commitWriteTransaction()
    XCTAssertEqual(peopleInCompany.count, 2, "link deleted when accessing via links")
    let test = peopleInCompany.allObjects[0]
    XCTAssertTrue(((test.age == po1.age) || (test.age == po3.age)), "Should be equal")
    XCTAssertEqual(test.name, po1.name, "Should be equal")
    XCTAssertEqual(test.hired, po1.hired, "Should be equal")
    realm.beginWriteTransaction()
    peopleInCompany.remove(po1)
    XCTAssertEqual(peopleInCompany.count, 1, "1 remaining link")
    peopleInCompany.add(po1)
    XCTAssertEqual(peopleInCompany.count, 2, "2 links")
    peopleInCompany.removeAllObjects()
    XCTAssertEqual(peopleInCompany.count, 0, "0 remaining links")
    try realm.commitWriteTransaction()
}

/// Enumerating a company's set of three employees visits each once: their
/// ages sum to 95.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftSetTests.swift SwiftRLMSetTests.testFastEnumeration_objc
func testSwiftRLMSetFastEnumeration() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let po1 = SwiftRLMEmployeeObject()
    po1.age = 40
    po1.name = "Joe"
    po1.hired = true
    let po2 = SwiftRLMEmployeeObject()
    po2.age = 30
    po2.name = "John"
    po2.hired = false
    let po3 = SwiftRLMEmployeeObject()
    po3.age = 25
    po3.name = "Jill"
    po3.hired = true
    realm.add(po1)
    realm.add(po2)
    realm.add(po3)
    let company = SwiftRLMCompanyObject()
    realm.add(company)
    company.employeeSet.addObjects(SwiftRLMEmployeeObject.allObjects(in: realm))
    try realm.commitWriteTransaction()
    XCTAssertEqual(company.employeeSet.count, 3, "3 objects added")
    var totalSum: Int = 0
    for obj in company.employeeSet {
        if let ao = obj as? SwiftRLMEmployeeObject {
            totalSum += ao.age
        }
    }
    XCTAssertEqual(totalSum, 95, "total sum should be 95")
}


/// With the Objective-C models: removing an employee from the company's set
/// removes only the link; the first remaining is the first employee, and
/// all three employees remain in the realm.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftSetTests.swift SwiftRLMSetTests.testDeleteLinksAndObjectsInSet_objc
func testObjcSetDeleteLinks() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let po1 = EmployeeObject()
    po1.age = 40
    po1.name = "Joe"
    po1.hired = true
    realm.add(po1)
    let po2 = EmployeeObject()
    po2.age = 30
    po2.name = "John"
    po2.hired = false
    realm.add(po2)
    let po3 = EmployeeObject()
    po3.age = 25
    po3.name = "Jill"
    po3.hired = true
    realm.add(po3)
    let company = CompanyObject()
    company.name = "name"
    realm.add(company)
    company.employeeSet.addObjects(EmployeeObject.allObjects(in: realm))
    try realm.commitWriteTransaction()
    let peopleInCompany: RLMSet<EmployeeObject> = company.employeeSet!
    XCTAssertEqual(peopleInCompany.count, 3, "No links should have been deleted")
    realm.beginWriteTransaction()
    peopleInCompany.remove(po3)
    try realm.commitWriteTransaction()
    XCTAssertEqual(peopleInCompany.count, 2, "link deleted when accessing via links")
    let test = peopleInCompany.allObjects[0]
    XCTAssertEqual(test.age, po1.age, "Should be equal")
    XCTAssertEqual(test.name!, po1.name!, "Should be equal")
    XCTAssertEqual(test.hired, po1.hired, "Should be equal")
    let allPeople = EmployeeObject.allObjects(in: realm)
    XCTAssertEqual(allPeople.count, 3, "Only links should have been deleted, not the employees")
}

class SwiftRLMAggregateObject: RLMObject {
    @objc dynamic var intCol = 0
    @objc dynamic var floatCol = 0 as Float
    @objc dynamic var doubleCol = 0.0
    @objc dynamic var boolCol = false
    @objc dynamic var dateCol = Date()
}

class SwiftRLMAggregateSet: RLMObject {
    @objc dynamic var set = RLMSet<SwiftRLMAggregateObject>(objectClassName: SwiftRLMAggregateObject.className())
}

/// Ten aggregates created into a set whose owner is then added: sums,
/// averages, minima and maxima over the results of boolCol == NO (four
/// objects) and boolCol == YES (six), every intCol 10, read through NSNumber
/// and Date.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftSetTests.swift SwiftRLMSetTests.testObjectAggregate_objc
func testSwiftRLMSetOwnerAggregates() throws {
    let early = Date()
    let late = early.addingTimeInterval(1000)
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let owner = SwiftRLMAggregateSet()
    for i in 0..<10 {
        if i % 2 == 1 && i < 8 {
            owner.set.add(SwiftRLMAggregateObject.create(in: realm, withValue: [10, 0 as Float, 2.5, false, late]))
        } else {
            owner.set.add(SwiftRLMAggregateObject.create(in: realm, withValue: [10, 1.2 as Float, 0.0, true, early]))
        }
    }
    realm.add(owner)
    try realm.commitWriteTransaction()
    XCTAssertEqual(owner.set.count, 10)
    let no = SwiftRLMAggregateObject.objects(in: realm, where: "boolCol == NO")
    let yes = SwiftRLMAggregateObject.objects(in: realm, where: "boolCol == YES")
    XCTAssertEqual(no.sum(ofProperty: "intCol").intValue, 40)
    XCTAssertEqual(yes.sum(ofProperty: "intCol").intValue, 60)
    XCTAssertEqual(no.sum(ofProperty: "floatCol").floatValue, Float(0), accuracy: 0.1)
    XCTAssertEqual(yes.sum(ofProperty: "floatCol").floatValue, Float(7.2), accuracy: 0.1)
    XCTAssertEqual(no.sum(ofProperty: "doubleCol").doubleValue, 10.0, accuracy: 0.1)
    XCTAssertEqual(yes.sum(ofProperty: "doubleCol").doubleValue, 0.0, accuracy: 0.1)
    XCTAssertEqual(no.average(ofProperty: "intCol")!.doubleValue, 10.0, accuracy: 0.1)
    XCTAssertEqual(yes.average(ofProperty: "intCol")!.doubleValue, 10.0, accuracy: 0.1)
    XCTAssertEqual(no.average(ofProperty: "floatCol")!.doubleValue, 0.0, accuracy: 0.1)
    XCTAssertEqual(yes.average(ofProperty: "floatCol")!.doubleValue, 1.2, accuracy: 0.1)
    XCTAssertEqual(no.average(ofProperty: "doubleCol")!.doubleValue, 2.5, accuracy: 0.1)
    XCTAssertEqual(yes.average(ofProperty: "doubleCol")!.doubleValue, 0.0, accuracy: 0.1)
    XCTAssertEqual((no.min(ofProperty: "intCol") as! NSNumber).int32Value, Int32(10))
    XCTAssertEqual((yes.min(ofProperty: "intCol") as! NSNumber).int32Value, Int32(10))
    XCTAssertEqual((no.min(ofProperty: "floatCol") as! NSNumber).floatValue, Float(0), accuracy: 0.1)
    XCTAssertEqual((yes.min(ofProperty: "floatCol") as! NSNumber).floatValue, Float(1.2), accuracy: 0.1)
    XCTAssertEqual((no.min(ofProperty: "doubleCol") as! NSNumber).doubleValue, 2.5, accuracy: 0.1)
    XCTAssertEqual((yes.min(ofProperty: "doubleCol") as! NSNumber).doubleValue, 0.0, accuracy: 0.1)
    XCTAssertEqual(no.min(ofProperty: "dateCol") as! Date, late)
    XCTAssertEqual(yes.min(ofProperty: "dateCol") as! Date, early)
    XCTAssertEqual((no.max(ofProperty: "intCol") as! NSNumber).intValue, 10)
    XCTAssertEqual((yes.max(ofProperty: "intCol") as! NSNumber).intValue, 10)
    XCTAssertEqual((no.max(ofProperty: "floatCol") as! NSNumber).floatValue, Float(0), accuracy: 0.1)
    XCTAssertEqual((yes.max(ofProperty: "floatCol") as! NSNumber).floatValue, Float(1.2), accuracy: 0.1)
    XCTAssertEqual((no.max(ofProperty: "doubleCol") as! NSNumber).doubleValue, 2.5, accuracy: 0.1)
    XCTAssertEqual((yes.max(ofProperty: "doubleCol") as! NSNumber).doubleValue, 0.0, accuracy: 0.1)
    XCTAssertEqual(no.max(ofProperty: "dateCol") as! Date, late)
    XCTAssertEqual(yes.max(ofProperty: "dateCol") as! Date, early)
}

/// The description of a company's set of 900 employees names their
/// properties and values and says that 800 objects were skipped.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftSetTests.swift SwiftRLMSetTests.testSetDescription_objc
func testSwiftRLMSetDescription() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    for _ in 0..<300 {
        realm.add(SwiftRLMEmployeeObject(value: ["Joe", 40, true]))
        realm.add(SwiftRLMEmployeeObject(value: ["Mary", 30, false]))
        realm.add(SwiftRLMEmployeeObject(value: ["Jill", 24, true]))
    }
    let company = SwiftRLMCompanyObject()
    realm.add(company)
    company.employeeSet.addObjects(SwiftRLMEmployeeObject.allObjects(in: realm))
    try realm.commitWriteTransaction()
    let text = company.employeeSet.description
    XCTAssertTrue(text.contains("name"))
    XCTAssertTrue(text.contains("Mary"))
    XCTAssertTrue(text.contains("age"))
    XCTAssertTrue(text.contains("24"))
    XCTAssertTrue(text.contains("800 objects skipped"))
}
