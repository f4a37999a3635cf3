// page: sdk
// tags: sdk, suite

// Models restated from the SDK's Objective-C test models as RLMObject
// classes (an `NSString` property is a `String?`, an `NSInteger` an `Int`).

class EmployeeObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var age = 0
    @objc dynamic var hired = false
}

class CompanyObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var employees = RLMArray<EmployeeObject>(objectClassName: EmployeeObject.className())
    @objc dynamic var employeeSet = RLMSet<EmployeeObject>(objectClassName: EmployeeObject.className())
    @objc dynamic var employeeDict = RLMDictionary<NSString, EmployeeObject>(objectClassName: EmployeeObject.className(), keyType: .string)
}

class LinkToCompanyObject: RLMObject {
    @objc dynamic var company: CompanyObject?
}

class PersonObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var age = 0
    @objc dynamic var children = RLMArray<PersonObject>(objectClassName: PersonObject.className())
}

/// `SUBQUERY(collection, $x, predicate).@count` compared with a number counts, per object, the elements of a list, a set or (through a link) a dictionary that match the predicate, `$x.` naming the element.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testSubqueries
func testObjcSubqueryCounts() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let employees: [[String: Any]] = [["name": "John", "age": 30, "hired": false],
                                      ["name": "Jill", "age": 40, "hired": true],
                                      ["name": "Joe", "age": 40, "hired": true]]
    let employees2: [[String: Any]] = [["name": "Bill", "age": 35, "hired": true],
                                       ["name": "Don", "age": 45, "hired": false],
                                       ["name": "Tim", "age": 60, "hired": false]]
    let first = CompanyObject.create(in: realm, withValue: ["first company", employees, employees]) as! CompanyObject
    for data in employees {
        first.employeeDict[data["name"] as! String] = EmployeeObject(value: data)
    }
    let second = CompanyObject.create(in: realm, withValue: ["second company", employees2, employees2]) as! CompanyObject
    for data in employees2 {
        second.employeeDict[data["name"] as! String] = EmployeeObject(value: data)
    }
    _ = LinkToCompanyObject.create(in: realm, withValue: [first])
    _ = LinkToCompanyObject.create(in: realm, withValue: [second])
    try realm.commitWriteTransaction()

    XCTAssertEqual(CompanyObject.objects(where: "SUBQUERY(employees, $employee, $employee.age > 30 AND $employee.hired = FALSE).@count > 0").count, 1)
    XCTAssertEqual(CompanyObject.objects(where: "SUBQUERY(employees, $employee, $employee.age < 30 AND $employee.hired = TRUE).@count == 0").count, 2)
    XCTAssertEqual(CompanyObject.objects(where: "SUBQUERY(employeeSet, $employee, $employee.age > 30 AND $employee.hired = FALSE).@count > 0").count, 1)
    XCTAssertEqual(CompanyObject.objects(where: "SUBQUERY(employeeSet, $employee, $employee.age < 30 AND $employee.hired = TRUE).@count == 0").count, 2)

    XCTAssertEqual(LinkToCompanyObject.objects(where: "SUBQUERY(company.employees, $employee, $employee.age > 30 AND $employee.hired = FALSE).@count > 0").count, 1)
    XCTAssertEqual(LinkToCompanyObject.objects(where: "SUBQUERY(company.employees, $employee, $employee.age < 30 AND $employee.hired = TRUE).@count == 0").count, 2)
    XCTAssertEqual(LinkToCompanyObject.objects(where: "SUBQUERY(company.employeeSet, $employee, $employee.age > 30 AND $employee.hired = FALSE).@count > 0").count, 1)
    XCTAssertEqual(LinkToCompanyObject.objects(where: "SUBQUERY(company.employeeSet, $employee, $employee.age < 30 AND $employee.hired = TRUE).@count == 0").count, 2)
    XCTAssertEqual(LinkToCompanyObject.objects(where: "SUBQUERY(company.employeeDict, $employee, $employee.age > 30 AND $employee.hired = FALSE).@count > 0").count, 1)
    XCTAssertEqual(LinkToCompanyObject.objects(where: "SUBQUERY(company.employeeDict, $employee, $employee.age < 30 AND $employee.hired = TRUE).@count == 0").count, 2)
}

/// A predicate string on a class counts the objects of the default realm that match; sorting the filtered results by age puts the youngest match first, and filtering results sorted by age keeps their order.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testBasicQuery
func testObjcQueryCountAndSortedFilter() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    _ = PersonObject.create(in: realm, withValue: ["Fiel", 27])
    _ = PersonObject.create(in: realm, withValue: ["Ari", 33])
    _ = PersonObject.create(in: realm, withValue: ["Tim", 29])
    try realm.commitWriteTransaction()

    XCTAssertEqual(PersonObject.objects(where: "age > 28").count, 2)
    let filteredThenSorted = PersonObject.objects(in: realm, where: "age > 28").sortedResults(usingKeyPath: "age", ascending: true)
    XCTAssertEqual((filteredThenSorted[0] as! PersonObject).name, "Tim")
    let sortedThenFiltered = PersonObject.allObjects(in: realm).sortedResults(usingKeyPath: "age", ascending: true).objects(where: "age > 28")
    XCTAssertEqual((sortedThenFiltered[0] as! PersonObject).name, "Tim")
}

/// `or` in a predicate string matches an object that meets either side.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testCompoundOrQuery
func testObjcQueryCompoundOr() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    _ = PersonObject.create(in: realm, withValue: ["Tim", 29])
    _ = PersonObject.create(in: realm, withValue: ["Ari", 33])
    try realm.commitWriteTransaction()

    XCTAssertEqual(PersonObject.objects(where: "name == 'Ari' or age < 30").count, 2)
    XCTAssertEqual(PersonObject.objects(where: "name == 'Ari' or age > 40").count, 1)
}

/// `and` in a predicate string matches only an object that meets both sides.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testCompoundAndQuery
func testObjcQueryCompoundAnd() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    _ = PersonObject.create(in: realm, withValue: ["Tim", 29])
    _ = PersonObject.create(in: realm, withValue: ["Ari", 33])
    try realm.commitWriteTransaction()

    XCTAssertEqual(PersonObject.objects(where: "name == 'Ari' and age > 30").count, 1)
    XCTAssertEqual(PersonObject.objects(where: "name == 'Ari' and age > 40").count, 0)
}

/// Filtering the results of a predicate again applies both predicates, as one predicate joined by `and` does.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testQueryChaining
func testObjcQueryChaining() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    _ = PersonObject.create(in: realm, withValue: ["Tim", 29])
    _ = PersonObject.create(in: realm, withValue: ["Ari", 33])
    try realm.commitWriteTransaction()

    XCTAssertEqual(PersonObject.objects(where: "name == 'Ari'").count, 1)
    XCTAssertEqual(PersonObject.objects(where: "name == 'Ari' and age == 29").count, 0)
    XCTAssertEqual(PersonObject.objects(where: "name == 'Ari'").objects(where: "age == 29").count, 0)
}

/// `NSPredicate(value: true)` matches every object of the class and `NSPredicate(value: false)` none.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testConstantPredicates
func testObjcQueryConstantPredicates() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    _ = PersonObject.create(in: realm, withValue: ["Fiel", 27])
    _ = PersonObject.create(in: realm, withValue: ["Tim", 29])
    _ = PersonObject.create(in: realm, withValue: ["Ari", 33])
    try realm.commitWriteTransaction()

    XCTAssertEqual(PersonObject.objects(with: NSPredicate(value: true)).count, 3)
    XCTAssertEqual(PersonObject.objects(with: NSPredicate(value: false)).count, 0)
}

