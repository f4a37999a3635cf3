// page: sdk
// tags: sdk, suite

// The models of the SDK's Objective-C array tests from Swift: Swift-declared
// RLMObject aggregates, employees and companies, and the Objective-C test
// models AggregateObject, EmployeeObject and CompanyObject (an int32 age and
// intCol, nullable strings and date) restated as RLMObject classes.

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
}

class AggregateObject: RLMObject {
    @objc dynamic var intCol: Int32 = 0
    @objc dynamic var floatCol: Float = 0
    @objc dynamic var doubleCol = 0.0
    @objc dynamic var boolCol = false
    @objc dynamic var dateCol: Date?
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

/// Ten Swift-declared aggregate objects with an intCol of 10 are all below
/// 100, and enumerating the results of that query reads each once: 100 in
/// all.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftArrayTests.swift SwiftRLMArrayTests.testFastEnumeration
func testSwiftRLMResultsFastEnumeration() throws {
    let realm = RLMRealm.default()
    let early = Date()
    let late = early.addingTimeInterval(1000)
    realm.beginWriteTransaction()
    for i in 0..<10 {
        if i % 2 == 1 && i < 8 {
            SwiftRLMAggregateObject.create(in: realm, withValue: [10, 0 as Float, 2.5, false, late])
        } else {
            SwiftRLMAggregateObject.create(in: realm, withValue: [10, 1.2 as Float, 0.0, true, early])
        }
    }
    try realm.commitWriteTransaction()
    let below = SwiftRLMAggregateObject.objects(in: realm, where: "intCol < %d", 100)
    XCTAssertEqual(below.count, 10)
    var total = 0
    for obj in below {
        if let aggregate = obj as? SwiftRLMAggregateObject {
            total += aggregate.intCol
        }
    }
    XCTAssertEqual(total, 100)
}

/// With the Objective-C model: enumerating ten objects whose Int32 intCol
/// is 10 sums to 100.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftArrayTests.swift SwiftRLMArrayTests.testFastEnumeration_objc
func testObjcResultsFastEnumerationFromSwift() throws {
    let realm = RLMRealm.default()
    let early = Date()
    let late = early.addingTimeInterval(1000)
    realm.beginWriteTransaction()
    for i in 0..<10 {
        if i % 2 == 1 && i < 8 {
            AggregateObject.create(in: realm, withValue: [10, 0 as Float, 2.5, false, late])
        } else {
            AggregateObject.create(in: realm, withValue: [10, 1.2 as Float, 0.0, true, early])
        }
    }
    try realm.commitWriteTransaction()
    let below = AggregateObject.objects(in: realm, where: "intCol < %d", 100)
    XCTAssertEqual(below.count, 10)
    var total: Int32 = 0
    for obj in below {
        if let aggregate = obj as? AggregateObject {
            total += aggregate.intCol
        }
    }
    XCTAssertEqual(total, Int32(100))
}

/// Sum, average, min and max over query results of Swift-declared
/// aggregates, split by boolCol: four objects with (1, 0, 2.5, false, late)
/// and six with (0, 1.2, 0, true, early). Numbers come back as NSNumber,
/// dates as Date.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftArrayTests.swift SwiftRLMArrayTests.testObjectAggregate
func testSwiftRLMResultsAggregates() throws {
    let realm = RLMRealm.default()
    let early = Date()
    let late = early.addingTimeInterval(1000)
    realm.beginWriteTransaction()
    for i in 0..<10 {
        if i % 2 == 1 && i < 8 {
            SwiftRLMAggregateObject.create(in: realm, withValue: [1, 0 as Float, 2.5, false, late])
        } else {
            SwiftRLMAggregateObject.create(in: realm, withValue: [0, 1.2 as Float, 0.0, true, early])
        }
    }
    try realm.commitWriteTransaction()
    let no = SwiftRLMAggregateObject.objects(in: realm, where: "boolCol == NO")
    let yes = SwiftRLMAggregateObject.objects(in: realm, where: "boolCol == YES")
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

/// With the Objective-C model: the same sums, averages, minima and maxima
/// over the results of boolCol == NO and boolCol == YES.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftArrayTests.swift SwiftRLMArrayTests.testObjectAggregate_objc
func testObjcResultsAggregatesFromSwift() throws {
    let realm = RLMRealm.default()
    let early = Date()
    let late = early.addingTimeInterval(1000)
    realm.beginWriteTransaction()
    for i in 0..<10 {
        if i % 2 == 1 && i < 8 {
            AggregateObject.create(in: realm, withValue: [1, 0 as Float, 2.5, false, late])
        } else {
            AggregateObject.create(in: realm, withValue: [0, 1.2 as Float, 0.0, true, early])
        }
    }
    try realm.commitWriteTransaction()
    let no = AggregateObject.objects(in: realm, where: "boolCol == NO")
    let yes = AggregateObject.objects(in: realm, where: "boolCol == YES")
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

/// The description of all 1012 Swift-declared employees names the
/// properties and values of those it shows and says that it skipped the
/// rest ("12 objects skipped" is part of what it prints).
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftArrayTests.swift SwiftRLMArrayTests.testArrayDescription
func testSwiftRLMResultsDescription() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    for _ in 0..<1012 {
        let employee = SwiftRLMEmployeeObject()
        employee.name = "Mary"
        employee.age = 24
        employee.hired = true
        realm.add(employee)
    }
    try realm.commitWriteTransaction()
    let text = SwiftRLMEmployeeObject.allObjects(in: realm).description
    XCTAssertTrue(text.contains("name"))
    XCTAssertTrue(text.contains("Mary"))
    XCTAssertTrue(text.contains("age"))
    XCTAssertTrue(text.contains("24"))
    XCTAssertTrue(text.contains("12 objects skipped"))
}

/// With the Objective-C model: the description of 1012 employees shows the
/// first hundred and says 912 objects were skipped.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftArrayTests.swift SwiftRLMArrayTests.testArrayDescription_objc
func testObjcResultsDescriptionFromSwift() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    for _ in 0..<1012 {
        let employee = EmployeeObject()
        employee.name = "Mary"
        employee.age = 24
        employee.hired = true
        realm.add(employee)
    }
    try realm.commitWriteTransaction()
    let text = EmployeeObject.allObjects(in: realm).description
    XCTAssertTrue(text.contains("name"))
    XCTAssertTrue(text.contains("Mary"))
    XCTAssertTrue(text.contains("age"))
    XCTAssertTrue(text.contains("24"))
    XCTAssertTrue(text.contains("912 objects skipped"))
}

/// Removing the middle employee from a company's RLMArray removes the link
/// only; the list then reads the first and third, and inside a write
/// removeLastObject, replaceObject(at:with:), insert(_:at:) and
/// removeAllObjects change its count to 1, 1, 2 and 0.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftArrayTests.swift SwiftRLMArrayTests.testDeleteLinksAndObjectsInArray
func testSwiftRLMArrayRemoveLinks() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let ann = SwiftRLMEmployeeObject()
    ann.name = "Ann"
    ann.age = 41
    ann.hired = true
    let bob = SwiftRLMEmployeeObject()
    bob.name = "Bob"
    bob.age = 33
    bob.hired = false
    let cy = SwiftRLMEmployeeObject()
    cy.name = "Cy"
    cy.age = 27
    cy.hired = true
    realm.add(ann)
    realm.add(bob)
    realm.add(cy)
    let company = SwiftRLMCompanyObject()
    realm.add(company)
    company.employees.addObjects(SwiftRLMEmployeeObject.allObjects(in: realm))
    try realm.commitWriteTransaction()
    let staff = company.employees
    XCTAssertEqual(staff.count, 3)
    realm.beginWriteTransaction()
    staff.removeObject(at: 1)
    try realm.commitWriteTransaction()
    XCTAssertEqual(staff.count, 2)
    XCTAssertEqual(staff[0].age, ann.age)
    XCTAssertEqual(staff[0].name, ann.name)
    XCTAssertEqual(staff[0].hired, ann.hired)
    XCTAssertEqual(staff[1].age, cy.age)
    XCTAssertEqual(staff[1].name, cy.name)
    XCTAssertEqual(staff[1].hired, cy.hired)
    realm.beginWriteTransaction()
    staff.removeLastObject()
    XCTAssertEqual(staff.count, 1)
    staff.replaceObject(at: 0, with: bob)
    XCTAssertEqual(staff.count, 1)
    staff.insert(ann, at: 0)
    XCTAssertEqual(staff.count, 2)
    staff.removeAllObjects()
    XCTAssertEqual(staff.count, 0)
    try realm.commitWriteTransaction()
}

/// With the Objective-C models: removing the middle employee from the
/// company's array leaves the first and third in it and all three
/// employees in the realm.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftArrayTests.swift SwiftRLMArrayTests.testDeleteLinksAndObjectsInArray_objc
func testObjcArrayRemoveLinksFromSwift() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let ann = EmployeeObject.create(in: realm, withValue: ["name": "Ann", "age": 41, "hired": true])
    EmployeeObject.create(in: realm, withValue: ["name": "Bob", "age": 33, "hired": false])
    let cy = EmployeeObject.create(in: realm, withValue: ["name": "Cy", "age": 27, "hired": true])
    let company = CompanyObject()
    company.name = "Acme"
    realm.add(company)
    company.employees.addObjects(EmployeeObject.allObjects(in: realm))
    try realm.commitWriteTransaction()
    let staff: RLMArray<EmployeeObject> = company.employees!
    XCTAssertEqual(staff.count, 3)
    realm.beginWriteTransaction()
    staff.removeObject(at: 1)
    try realm.commitWriteTransaction()
    XCTAssertEqual(staff.count, 2)
    XCTAssertEqual(staff[0].age, ann.age)
    XCTAssertEqual(staff[0].name!, ann.name!)
    XCTAssertEqual(staff[0].hired, ann.hired)
    XCTAssertEqual(staff[1].age, cy.age)
    XCTAssertEqual(staff[1].name!, cy.name!)
    XCTAssertEqual(staff[1].hired, cy.hired)
    XCTAssertEqual(EmployeeObject.allObjects(in: realm).count, 3)
}

/// index(of:) on the results of hired employees gives each one's position
/// and NSNotFound for the employee the query does not match.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftArrayTests.swift SwiftRLMArrayTests.testIndexOfObject_objc
func testObjcResultsIndexOfFromSwift() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let ann = EmployeeObject.create(in: realm, withValue: ["name": "Ann", "age": 41, "hired": true])
    let bob = EmployeeObject.create(in: realm, withValue: ["name": "Bob", "age": 33, "hired": false])
    let cy = EmployeeObject.create(in: realm, withValue: ["name": "Cy", "age": 27, "hired": true])
    try realm.commitWriteTransaction()
    let hired = EmployeeObject.objects(in: realm, where: "hired = YES")
    XCTAssertEqual(hired.count, 2)
    XCTAssertEqual(hired.index(of: ann), 0)
    XCTAssertEqual(hired.index(of: cy), 1)
    XCTAssertEqual(Int(hired.index(of: bob)), NSNotFound)
}

/// indexOfObject(where:) on the results of hired employees gives the
/// position of the first match, and NSNotFound when only an employee
/// outside the results matches.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftArrayTests.swift SwiftRLMArrayTests.testIndexOfObjectWhere_objc
func testObjcResultsIndexWhereFromSwift() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    EmployeeObject.create(in: realm, withValue: ["name": "Ann", "age": 41, "hired": true])
    EmployeeObject.create(in: realm, withValue: ["name": "Bob", "age": 33, "hired": false])
    EmployeeObject.create(in: realm, withValue: ["name": "Cy", "age": 27, "hired": true])
    try realm.commitWriteTransaction()
    let hired = EmployeeObject.objects(in: realm, where: "hired = YES")
    XCTAssertEqual(hired.count, 2)
    XCTAssertEqual(hired.indexOfObject(where: "age = %d", 41), 0)
    XCTAssertEqual(hired.indexOfObject(where: "age = %d", 27), 1)
    XCTAssertEqual(Int(hired.indexOfObject(where: "age = %d", 33)), NSNotFound)
}

/// Sorting results already sorted by age by name, descending, replaces the
/// first ordering: the youngest leads the first, the one named last the
/// second.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftArrayTests.swift SwiftRLMArrayTests.testSortingExistingQuery_objc
func testObjcResultsResortFromSwift() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    EmployeeObject.create(in: realm, withValue: ["name": "A", "age": 20, "hired": true])
    EmployeeObject.create(in: realm, withValue: ["name": "B", "age": 30, "hired": false])
    EmployeeObject.create(in: realm, withValue: ["name": "C", "age": 40, "hired": true])
    try realm.commitWriteTransaction()
    let byAge = EmployeeObject.allObjects(in: realm).sortedResults(usingKeyPath: "age", ascending: true)
    let byName = byAge.sortedResults(usingKeyPath: "name", ascending: false)
    XCTAssertEqual((byAge[0] as! EmployeeObject).age, Int32(20))
    XCTAssertEqual((byName[0] as! EmployeeObject).age, Int32(40))
}
