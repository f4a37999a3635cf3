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
