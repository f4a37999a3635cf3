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

class DogObject: RLMObject {
    @objc dynamic var dogName: String?
    @objc dynamic var age = 0
}

class OwnerObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var dog: DogObject?
}

class QueryObject: RLMObject {
    @objc dynamic var bool1 = false
    @objc dynamic var bool2 = false
    @objc dynamic var int1 = 0
    @objc dynamic var int2 = 0
    @objc dynamic var float1: Float = 0
    @objc dynamic var float2: Float = 0
    @objc dynamic var double1 = 0.0
    @objc dynamic var double2 = 0.0
    @objc dynamic var string1: String?
    @objc dynamic var string2: String?
    @objc dynamic var data1: Data?
    @objc dynamic var data2: Data?
}

class CircleObject: RLMObject {
    @objc dynamic var data = ""
    @objc dynamic var next: CircleObject?
}

class CircleArrayObject: RLMObject {
    @objc dynamic var circles = RLMArray<CircleObject>(objectClassName: CircleObject.className())
}

class CircleSetObject: RLMObject {
    @objc dynamic var circles = RLMSet<CircleObject>(objectClassName: CircleObject.className())
}

class CircleDictionaryObject: RLMObject {
    @objc dynamic var circles = RLMDictionary<NSString, CircleObject>(objectClassName: CircleObject.className(), keyType: .string)
}

class StringObject: RLMObject {
    @objc dynamic var stringCol: String?
}

class IntObject: RLMObject {
    @objc dynamic var intCol = 0
}

class ArrayPropertyObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var array = RLMArray<StringObject>(objectClassName: StringObject.className())
    @objc dynamic var intArray = RLMArray<IntObject>(objectClassName: IntObject.className())
}

class SetPropertyObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var set = RLMSet<StringObject>(objectClassName: StringObject.className())
    @objc dynamic var intSet = RLMSet<IntObject>(objectClassName: IntObject.className())
}

class DictionaryPropertyObject: RLMObject {
    @objc dynamic var stringDictionary = RLMDictionary<NSString, StringObject>(objectClassName: StringObject.className(), keyType: .string)
    @objc dynamic var intObjDictionary = RLMDictionary<NSString, IntObject>(objectClassName: IntObject.className(), keyType: .string)
}

class FloatObject: RLMObject {
    @objc dynamic var floatCol: Float = 0
}

class MixedObject: RLMObject {
    @objc dynamic var anyCol: AnyRealmValue?
}

class IntegerArrayPropertyObject: RLMObject {
    @objc dynamic var number = 0
    @objc dynamic var array = RLMArray<IntObject>(objectClassName: IntObject.className())
}

class IntegerSetPropertyObject: RLMObject {
    @objc dynamic var number = 0
    @objc dynamic var set = RLMSet<IntObject>(objectClassName: IntObject.className())
}

class AllTypesObject: RLMObject {
    @objc dynamic var objectCol: StringObject?
    @objc dynamic var mixedObjectCol: MixedObject?
    @objc dynamic var anyCol: AnyRealmValue?
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

/// `allObjects()` and a predicate string on the class read the default realm, and sorting the filtered results by age puts the youngest match first.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testDefaultRealmQuery
func testObjcQueryOnTheDefaultRealm() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    _ = PersonObject.create(in: realm, withValue: ["Fiel", 27])
    _ = PersonObject.create(in: realm, withValue: ["Tim", 29])
    _ = PersonObject.create(in: realm, withValue: ["Ari", 33])
    try realm.commitWriteTransaction()

    XCTAssertEqual(PersonObject.allObjects().count, 3)
    XCTAssertEqual(PersonObject.objects(where: "age == 27").count, 1)
    let results = PersonObject.objects(where: "age > 28").sortedResults(usingKeyPath: "age", ascending: true)
    let tim = results[0] as! PersonObject
    XCTAssertEqual(tim.name, "Tim")
}

/// A string compared through a to-one link: `=`, `!=`, `IN`, `and`, the linked string against the owner's own string on either side, and the orderings, as owners with dogs are added one by one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testLinkQueryString
func testObjcLinkQueryString() throws {
    let realm = RLMRealm.default()
    let addOwner: (String, String) -> Void = { dogName, ownerName in
        let owner = OwnerObject()
        owner.name = ownerName
        owner.dog = DogObject()
        owner.dog!.dogName = dogName
        realm.beginWriteTransaction()
        realm.add(owner)
        try! realm.commitWriteTransaction()
    }
    addOwner("Harvie", "Tim")
    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName  = 'Harvie'").count, 1)
    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName != 'Harvie'").count, 0)
    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName  = 'eivraH'").count, 0)
    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName  = 'Fido'").count, 0)
    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName IN {'Fido', 'Harvie'}").count, 1)
    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName IN {'Fido', 'eivraH'}").count, 0)

    addOwner("Harvie", "Joe")
    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName  = 'Harvie'").count, 2)
    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName != 'Harvie'").count, 0)
    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName  = 'eivraH'").count, 0)
    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName  = 'Fido'").count, 0)
    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName IN {'Fido', 'Harvie'}").count, 2)
    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName IN {'Fido', 'eivraH'}").count, 0)

    addOwner("Fido", "Jim")
    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName  = 'Harvie'").count, 2)
    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName != 'Harvie'").count, 1)
    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName  = 'eivraH'").count, 0)
    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName  = 'Fido'").count, 1)
    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName IN {'Fido', 'Harvie'}").count, 3)
    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName IN {'Fido', 'eivraH'}").count, 1)

    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName = 'Harvie' and name = 'Tim'").count, 1)
    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName = 'Harvie' and name = 'Jim'").count, 0)

    addOwner("Rex", "Rex")
    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName = name").count, 1)
    XCTAssertEqual(OwnerObject.objects(where: "name = dog.dogName").count, 1)
    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName != name").count, 3)
    XCTAssertEqual(OwnerObject.objects(where: "name != dog.dogName").count, 3)
    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName == dog.dogName").count, 4)
    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName != dog.dogName").count, 0)

    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName > 'Harvie'").count, 1)
    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName >= 'Harvie'").count, 3)
    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName < 'Harvie'").count, 1)
    XCTAssertEqual(OwnerObject.objects(where: "dog.dogName <= 'Harvie'").count, 3)
}

/// An integer compared through a to-one link: `=`, `!=`, `IN` and `BETWEEN`, as owners with dogs of given ages are added one by one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testLinkQueryInt
func testObjcLinkQueryInt() throws {
    let realm = RLMRealm.default()
    let addOwner: (Int, String) -> Void = { age, ownerName in
        let owner = OwnerObject()
        owner.name = ownerName
        owner.dog = DogObject()
        owner.dog!.dogName = ""
        owner.dog!.age = age
        realm.beginWriteTransaction()
        realm.add(owner)
        try! realm.commitWriteTransaction()
    }
    addOwner(5, "Tim")
    XCTAssertEqual(OwnerObject.objects(where: "dog.age  = 5").count, 1)
    XCTAssertEqual(OwnerObject.objects(where: "dog.age != 5").count, 0)
    XCTAssertEqual(OwnerObject.objects(where: "dog.age  = 10").count, 0)
    XCTAssertEqual(OwnerObject.objects(where: "dog.age  = 8").count, 0)
    XCTAssertEqual(OwnerObject.objects(where: "dog.age IN {5, 8}").count, 1)
    XCTAssertEqual(OwnerObject.objects(where: "dog.age IN {8, 10}").count, 0)
    XCTAssertEqual(OwnerObject.objects(where: "dog.age BETWEEN {0, 10}").count, 1)
    XCTAssertEqual(OwnerObject.objects(where: "dog.age BETWEEN {0, 7}").count, 1)

    addOwner(5, "Joe")
    XCTAssertEqual(OwnerObject.objects(where: "dog.age  = 5").count, 2)
    XCTAssertEqual(OwnerObject.objects(where: "dog.age != 5").count, 0)
    XCTAssertEqual(OwnerObject.objects(where: "dog.age  = 10").count, 0)
    XCTAssertEqual(OwnerObject.objects(where: "dog.age  = 8").count, 0)
    XCTAssertEqual(OwnerObject.objects(where: "dog.age IN {5, 8}").count, 2)
    XCTAssertEqual(OwnerObject.objects(where: "dog.age IN {8, 10}").count, 0)
    XCTAssertEqual(OwnerObject.objects(where: "dog.age BETWEEN {0, 10}").count, 2)
    XCTAssertEqual(OwnerObject.objects(where: "dog.age BETWEEN {0, 7}").count, 2)

    addOwner(8, "Jim")
    XCTAssertEqual(OwnerObject.objects(where: "dog.age  = 5").count, 2)
    XCTAssertEqual(OwnerObject.objects(where: "dog.age != 5").count, 1)
    XCTAssertEqual(OwnerObject.objects(where: "dog.age  = 10").count, 0)
    XCTAssertEqual(OwnerObject.objects(where: "dog.age  = 8").count, 1)
    XCTAssertEqual(OwnerObject.objects(where: "dog.age IN {5, 8}").count, 3)
    XCTAssertEqual(OwnerObject.objects(where: "dog.age IN {8, 10}").count, 1)
    XCTAssertEqual(OwnerObject.objects(where: "dog.age BETWEEN {0, 10}").count, 3)
    XCTAssertEqual(OwnerObject.objects(where: "dog.age BETWEEN {0, 7}").count, 2)
}

/// An unmanaged object as the argument of a link comparison matches no link with `=`, and every owner with `!=`.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testLinkQueryNewObjectCausesEmptyResults
func testObjcLinkQueryUnmanagedObject() throws {
    let realm = RLMRealm.default()
    let owner = OwnerObject()
    owner.name = "Tim"
    owner.dog = DogObject()
    owner.dog!.dogName = "Harvie"
    realm.beginWriteTransaction()
    realm.add(owner)
    try realm.commitWriteTransaction()

    let newDog = DogObject()
    XCTAssertEqual(OwnerObject.objects(where: "dog = %@", newDog).count, 0)
    XCTAssertEqual(OwnerObject.objects(where: "dog != %@", newDog).count, 1)
}

/// Results of a predicate string follow the writes of the open write transaction at once, whether they were read before or only counted: a deletion, a new object that does not match, a change that makes it match, and another match.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testLiveQueriesInsideTransaction
func testObjcLiveQueryInsideWrite() throws {
    let realm = RLMRealm.default()
    var values: [Any] = [true, true, 1, 2, Float(23.0), Float(1.7), 0.0, 5.55, "", "", Data(), Data()]
    realm.beginWriteTransaction()
    _ = QueryObject.create(in: realm, withValue: values)
    let counted = QueryObject.objects(where: "bool1 = YES")
    let read = QueryObject.objects(where: "bool1 = YES")
    _ = read.firstObject()
    XCTAssertEqual(counted.count, 1)
    XCTAssertEqual(read.count, 1)

    realm.delete(read.lastObject() as! QueryObject)
    XCTAssertEqual(counted.count, 0)
    XCTAssertEqual(read.count, 0)

    values[0] = false
    let q1 = QueryObject.create(in: realm, withValue: values) as! QueryObject
    XCTAssertEqual(counted.count, 0)
    XCTAssertEqual(read.count, 0)

    q1["bool1"] = true
    XCTAssertEqual(counted.count, 1)
    XCTAssertEqual(read.count, 1)

    values[0] = true
    _ = QueryObject.create(in: realm, withValue: values)
    XCTAssertEqual(counted.count, 2)
    XCTAssertEqual(read.count, 2)
    try realm.commitWriteTransaction()
}

/// Results of a predicate string follow each committed write transaction: a deletion, a new object that does not match, a change that makes it match, and another match.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testLiveQueriesBetweenTransactions
func testObjcLiveQueryBetweenWrites() throws {
    let realm = RLMRealm.default()
    var values: [Any] = [true, true, 1, 2, Float(23.0), Float(1.7), 0.0, 5.55, "", "", Data(), Data()]
    realm.beginWriteTransaction()
    _ = QueryObject.create(in: realm, withValue: values)
    try realm.commitWriteTransaction()
    let counted = QueryObject.objects(where: "bool1 = YES")
    let read = QueryObject.objects(where: "bool1 = YES")
    _ = read.firstObject()
    XCTAssertEqual(counted.count, 1)
    XCTAssertEqual(read.count, 1)

    realm.beginWriteTransaction()
    realm.delete(read.lastObject() as! QueryObject)
    try realm.commitWriteTransaction()
    XCTAssertEqual(counted.count, 0)
    XCTAssertEqual(read.count, 0)

    realm.beginWriteTransaction()
    values[0] = false
    let q1 = QueryObject.create(in: realm, withValue: values) as! QueryObject
    try realm.commitWriteTransaction()
    XCTAssertEqual(counted.count, 0)
    XCTAssertEqual(read.count, 0)

    realm.beginWriteTransaction()
    q1["bool1"] = true
    try realm.commitWriteTransaction()
    XCTAssertEqual(counted.count, 1)
    XCTAssertEqual(read.count, 1)

    realm.beginWriteTransaction()
    values[0] = true
    _ = QueryObject.create(in: realm, withValue: values)
    try realm.commitWriteTransaction()
    XCTAssertEqual(counted.count, 2)
    XCTAssertEqual(read.count, 2)
}

/// Key paths through a chain of to-one links of any length find the object whose link `n` steps away holds the value, a link compares with an object, and `nil` marks the end of the chain at each length.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testMultiLevelLinkQuery
func testObjcMultiLevelLinkQuery() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    var circle: CircleObject? = nil
    for i in 0..<5 {
        let value: [String: Any] = ["data": String(i), "next": circle ?? NSNull()]
        circle = CircleObject.create(in: realm, withValue: value) as? CircleObject
    }
    try realm.commitWriteTransaction()
    let last = circle!

    XCTAssertTrue(last.isEqual(to: CircleObject.objects(in: realm, where: "data = '4'").firstObject() as? CircleObject))
    XCTAssertTrue(last.isEqual(to: CircleObject.objects(in: realm, where: "next.data = '3'").firstObject() as? CircleObject))
    XCTAssertTrue(last.isEqual(to: CircleObject.objects(in: realm, where: "next.next.data = '2'").firstObject() as? CircleObject))
    XCTAssertTrue(last.isEqual(to: CircleObject.objects(in: realm, where: "next.next.next.data = '1'").firstObject() as? CircleObject))
    XCTAssertTrue(last.isEqual(to: CircleObject.objects(in: realm, where: "next.next.next.next.data = '0'").firstObject() as? CircleObject))
    XCTAssertTrue(last.next!.isEqual(to: CircleObject.objects(in: realm, where: "next.next.next.data = '0'").firstObject() as? CircleObject))
    XCTAssertTrue(last.next!.next!.isEqual(to: CircleObject.objects(in: realm, where: "next.next.data = '0'").firstObject() as? CircleObject))

    XCTAssertNoThrow(CircleObject.objects(in: realm, where: "next = %@", last))
    XCTAssertNoThrow(CircleObject.objects(in: realm, where: "next.next = %@", last))
    XCTAssertTrue(last.next!.next!.next!.next!.isEqual(to: CircleObject.objects(in: realm, where: "next = nil").firstObject() as? CircleObject))
    XCTAssertTrue(last.next!.next!.next!.isEqual(to: CircleObject.objects(in: realm, where: "next != nil AND next.next = nil").firstObject() as? CircleObject))
    XCTAssertTrue(last.next!.next!.isEqual(to: CircleObject.objects(in: realm, where: "next.next != nil AND next.next.next = nil").firstObject() as? CircleObject))
}

/// `ANY` and `NONE` over a list of objects follow to-one links from each element to any depth; a key path that crosses no collection under ANY, or a list without one, is refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testArrayMultiLevelLinkQuery
func testObjcListMultiLevelLinkQuery() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    var circle: CircleObject? = nil
    for i in 0..<5 {
        let value: [String: Any] = ["data": String(i), "next": circle ?? NSNull()]
        circle = CircleObject.create(in: realm, withValue: value) as? CircleObject
    }
    _ = CircleArrayObject.create(in: realm, withValue: [CircleObject.allObjects(in: realm)])
    try realm.commitWriteTransaction()

    XCTAssertEqual(CircleArrayObject.objects(where: "ANY circles.data = '4'").count, 1)
    XCTAssertEqual(CircleArrayObject.objects(where: "ANY circles.next.data = '4'").count, 0)
    XCTAssertEqual(CircleArrayObject.objects(where: "ANY circles.next.data = '3'").count, 1)
    XCTAssertEqual(CircleArrayObject.objects(where: "ANY circles.data = '3'").count, 1)
    XCTAssertEqual(CircleArrayObject.objects(where: "NONE circles.next.data = '4'").count, 1)

    XCTAssertEqual(CircleArrayObject.objects(where: "ANY circles.next.next.data = '3'").count, 0)
    XCTAssertEqual(CircleArrayObject.objects(where: "ANY circles.next.next.data = '2'").count, 1)
    XCTAssertEqual(CircleArrayObject.objects(where: "ANY circles.next.data = '2'").count, 1)
    XCTAssertEqual(CircleArrayObject.objects(where: "ANY circles.data = '2'").count, 1)
    XCTAssertEqual(CircleArrayObject.objects(where: "NONE circles.next.next.data = '3'").count, 1)

    assertThrows(CircleArrayObject.objects(in: realm, where: "ANY data = '2'"))
    assertThrows(CircleArrayObject.objects(in: realm, where: "ANY circles.next = '2'"))
    assertThrows(CircleArrayObject.objects(in: realm, where: "ANY data.circles = '2'"))
    assertThrows(CircleArrayObject.objects(in: realm, where: "circles.data = '2'"))
    assertThrows(CircleArrayObject.objects(in: realm, where: "NONE data.circles = '2'"))
}

/// A predicate string on a list, a set and a dictionary of objects counts the matching elements, with `AND` and `OR`, and filtering the filtered results again narrows them.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testLinkViewQuery
func testObjcQueryOnCollectionsOfObjects() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let employees: [[String: Any]] = [["name": "John", "age": 30, "hired": false],
                                      ["name": "Joe", "age": 40, "hired": true],
                                      ["name": "Jill", "age": 50, "hired": true]]
    let company = CompanyObject.create(in: realm, withValue: ["company name", employees, employees, [:]]) as! CompanyObject
    for data in employees {
        company.employeeDict[data["name"] as! String] = EmployeeObject(value: data)
    }
    try realm.commitWriteTransaction()

    let co = CompanyObject.allObjects()[0] as! CompanyObject
    XCTAssertEqual(co.employees.objects(where: "hired = NO").count, 1)
    XCTAssertEqual(co.employees.objects(where: "hired = YES").count, 2)
    XCTAssertEqual(co.employees.objects(where: "hired = YES AND age = 40").count, 1)
    XCTAssertEqual(co.employees.objects(where: "hired = YES AND age = 30").count, 0)
    XCTAssertEqual(co.employees.objects(where: "hired = YES OR age = 30").count, 3)
    XCTAssertEqual(co.employees.objects(where: "hired = YES").objects(where: "name = 'Joe'").count, 1)
    XCTAssertEqual(co.employeeSet.objects(where: "hired = NO").count, 1)
    XCTAssertEqual(co.employeeSet.objects(where: "hired = YES").count, 2)
    XCTAssertEqual(co.employeeSet.objects(where: "hired = YES AND age = 40").count, 1)
    XCTAssertEqual(co.employeeSet.objects(where: "hired = YES AND age = 30").count, 0)
    XCTAssertEqual(co.employeeSet.objects(where: "hired = YES OR age = 30").count, 3)
    XCTAssertEqual(co.employeeSet.objects(where: "hired = YES").objects(where: "name = 'Joe'").count, 1)
    XCTAssertEqual(co.employeeDict.objects(where: "hired = NO").count, 1)
    XCTAssertEqual(co.employeeDict.objects(where: "hired = YES").count, 2)
    XCTAssertEqual(co.employeeDict.objects(where: "hired = YES AND age = 40").count, 1)
    XCTAssertEqual(co.employeeDict.objects(where: "hired = YES AND age = 30").count, 0)
    XCTAssertEqual(co.employeeDict.objects(where: "hired = YES OR age = 30").count, 3)
    XCTAssertEqual(co.employeeDict.objects(where: "hired = YES").objects(where: "name = 'Joe'").count, 1)
}

/// `ANY` and `NONE` over a set of objects follow to-one links from each element to any depth; a key path that crosses no collection under ANY, or a set without one, is refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testSetMultiLevelLinkQuery
func testObjcSetMultiLevelLinkQuery() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    var circle: CircleObject? = nil
    for i in 0..<5 {
        let value: [String: Any] = ["data": String(i), "next": circle ?? NSNull()]
        circle = CircleObject.create(in: realm, withValue: value) as? CircleObject
    }
    _ = CircleSetObject.create(in: realm, withValue: [CircleObject.allObjects(in: realm)])
    try realm.commitWriteTransaction()

    XCTAssertEqual(CircleSetObject.objects(where: "ANY circles.data = '4'").count, 1)
    XCTAssertEqual(CircleSetObject.objects(where: "ANY circles.next.data = '4'").count, 0)
    XCTAssertEqual(CircleSetObject.objects(where: "ANY circles.next.data = '3'").count, 1)
    XCTAssertEqual(CircleSetObject.objects(where: "ANY circles.data = '3'").count, 1)
    XCTAssertEqual(CircleSetObject.objects(where: "NONE circles.next.data = '4'").count, 1)

    XCTAssertEqual(CircleSetObject.objects(where: "ANY circles.next.next.data = '3'").count, 0)
    XCTAssertEqual(CircleSetObject.objects(where: "ANY circles.next.next.data = '2'").count, 1)
    XCTAssertEqual(CircleSetObject.objects(where: "ANY circles.next.data = '2'").count, 1)
    XCTAssertEqual(CircleSetObject.objects(where: "ANY circles.data = '2'").count, 1)
    XCTAssertEqual(CircleSetObject.objects(where: "NONE circles.next.next.data = '3'").count, 1)

    assertThrows(CircleSetObject.objects(in: realm, where: "ANY data = '2'"))
    assertThrows(CircleSetObject.objects(in: realm, where: "ANY circles.next = '2'"))
    assertThrows(CircleSetObject.objects(in: realm, where: "ANY data.circles = '2'"))
    assertThrows(CircleSetObject.objects(in: realm, where: "circles.data = '2'"))
    assertThrows(CircleSetObject.objects(in: realm, where: "NONE data.circles = '2'"))
}

/// `ANY` and `NONE` over a dictionary of objects follow to-one links from each value to any depth; a key path that crosses no collection under ANY, or a dictionary without one, is refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testDictionaryMultiLevelLinkQuery
func testObjcDictionaryMultiLevelLinkQuery() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    var circle: CircleObject? = nil
    for i in 0..<5 {
        let value: [String: Any] = ["data": String(i), "next": circle ?? NSNull()]
        circle = CircleObject.create(in: realm, withValue: value) as? CircleObject
    }
    let cdo = CircleDictionaryObject.create(in: realm, withValue: [:]) as! CircleDictionaryObject
    for element in CircleObject.allObjects(in: realm) {
        let co = element as! CircleObject
        cdo.circles[co.data] = co
    }
    try realm.commitWriteTransaction()

    XCTAssertEqual(CircleDictionaryObject.objects(where: "ANY circles.data = '4'").count, 1)
    XCTAssertEqual(CircleDictionaryObject.objects(where: "ANY circles.next.data = '4'").count, 0)
    XCTAssertEqual(CircleDictionaryObject.objects(where: "ANY circles.next.data = '3'").count, 1)
    XCTAssertEqual(CircleDictionaryObject.objects(where: "ANY circles.data = '3'").count, 1)
    XCTAssertEqual(CircleDictionaryObject.objects(where: "NONE circles.next.data = '4'").count, 1)

    XCTAssertEqual(CircleDictionaryObject.objects(where: "ANY circles.next.next.data = '3'").count, 0)
    XCTAssertEqual(CircleDictionaryObject.objects(where: "ANY circles.next.next.data = '2'").count, 1)
    XCTAssertEqual(CircleDictionaryObject.objects(where: "ANY circles.next.data = '2'").count, 1)
    XCTAssertEqual(CircleDictionaryObject.objects(where: "ANY circles.data = '2'").count, 1)
    XCTAssertEqual(CircleDictionaryObject.objects(where: "NONE circles.next.next.data = '3'").count, 1)

    assertThrows(CircleDictionaryObject.objects(in: realm, where: "ANY data = '2'"))
    assertThrows(CircleDictionaryObject.objects(in: realm, where: "ANY circles.next = '2'"))
    assertThrows(CircleDictionaryObject.objects(in: realm, where: "ANY data.circles = '2'"))
    assertThrows(CircleDictionaryObject.objects(in: realm, where: "circles.data = '2'"))
    assertThrows(CircleDictionaryObject.objects(in: realm, where: "NONE data.circles = '2'"))
}

/// `ANY` and `NONE` over a list of objects added unmanaged count the owners with some, or no, element matching, as a second owner joins.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testLinkQueryManyArray
func testObjcLinkQueryManyList() throws {
    let realm = RLMRealm.default()
    let first = ArrayPropertyObject()
    first.name = "Test"
    for i in 0..<10 {
        let sobj = StringObject()
        sobj.stringCol = String(i)
        first.array.add(sobj)
        let iobj = IntObject()
        iobj.intCol = i
        first.intArray.add(iobj)
    }
    realm.beginWriteTransaction()
    realm.add(first)
    try realm.commitWriteTransaction()

    XCTAssertEqual(ArrayPropertyObject.objects(where: "ANY intArray.intCol > 10").count, 0)
    XCTAssertEqual(ArrayPropertyObject.objects(where: "ANY intArray.intCol > 5").count, 1)
    XCTAssertEqual(ArrayPropertyObject.objects(where: "ANY array.stringCol = '1'").count, 1)
    XCTAssertEqual(ArrayPropertyObject.objects(where: "NONE intArray.intCol == 5").count, 0)
    XCTAssertEqual(ArrayPropertyObject.objects(where: "NONE intArray.intCol > 10").count, 1)

    let second = ArrayPropertyObject()
    second.name = "Test"
    for i in 0..<4 {
        let sobj = StringObject()
        sobj.stringCol = String(i)
        second.array.add(sobj)
        let iobj = IntObject()
        iobj.intCol = i
        second.intArray.add(iobj)
    }
    realm.beginWriteTransaction()
    realm.add(second)
    try realm.commitWriteTransaction()
    XCTAssertEqual(ArrayPropertyObject.objects(where: "ANY intArray.intCol > 10").count, 0)
    XCTAssertEqual(ArrayPropertyObject.objects(where: "ANY intArray.intCol > 5").count, 1)
    XCTAssertEqual(ArrayPropertyObject.objects(where: "ANY intArray.intCol > 2").count, 2)
    XCTAssertEqual(ArrayPropertyObject.objects(where: "NONE intArray.intCol == 5").count, 1)
    XCTAssertEqual(ArrayPropertyObject.objects(where: "NONE intArray.intCol > 10").count, 2)
}

/// `ANY` and `NONE` over a set of objects added unmanaged count the owners with some, or no, element matching, as a second owner joins.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testLinkQueryManySet
func testObjcLinkQueryManySet() throws {
    let realm = RLMRealm.default()
    let first = SetPropertyObject()
    first.name = "Test"
    for i in 0..<10 {
        let sobj = StringObject()
        sobj.stringCol = String(i)
        first.set.add(sobj)
        let iobj = IntObject()
        iobj.intCol = i
        first.intSet.add(iobj)
    }
    realm.beginWriteTransaction()
    realm.add(first)
    try realm.commitWriteTransaction()

    XCTAssertEqual(SetPropertyObject.objects(where: "ANY intSet.intCol > 10").count, 0)
    XCTAssertEqual(SetPropertyObject.objects(where: "ANY intSet.intCol > 10").count, 0)
    XCTAssertEqual(SetPropertyObject.objects(where: "ANY intSet.intCol > 5").count, 1)
    XCTAssertEqual(SetPropertyObject.objects(where: "ANY set.stringCol = '1'").count, 1)
    XCTAssertEqual(SetPropertyObject.objects(where: "NONE intSet.intCol == 5").count, 0)
    XCTAssertEqual(SetPropertyObject.objects(where: "NONE intSet.intCol > 10").count, 1)

    let second = SetPropertyObject()
    second.name = "Test"
    for i in 0..<4 {
        let sobj = StringObject()
        sobj.stringCol = String(i)
        second.set.add(sobj)
        let iobj = IntObject()
        iobj.intCol = i
        second.intSet.add(iobj)
    }
    realm.beginWriteTransaction()
    realm.add(second)
    try realm.commitWriteTransaction()
    XCTAssertEqual(SetPropertyObject.objects(where: "ANY intSet.intCol > 10").count, 0)
    XCTAssertEqual(SetPropertyObject.objects(where: "ANY intSet.intCol > 5").count, 1)
    XCTAssertEqual(SetPropertyObject.objects(where: "ANY intSet.intCol > 2").count, 2)
    XCTAssertEqual(SetPropertyObject.objects(where: "NONE intSet.intCol == 5").count, 1)
    XCTAssertEqual(SetPropertyObject.objects(where: "NONE intSet.intCol > 10").count, 2)
}

/// `ANY` and `NONE` over a dictionary of objects filled unmanaged count the owners with some, or no, value matching, as a second owner joins.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testLinkQueryManyDictionaries
func testObjcLinkQueryManyDictionary() throws {
    let realm = RLMRealm.default()
    let first = DictionaryPropertyObject()
    for i in 0..<10 {
        let sobj = StringObject()
        sobj.stringCol = String(i)
        first.stringDictionary[String(i)] = sobj
        let iobj = IntObject()
        iobj.intCol = i
        first.intObjDictionary[String(i)] = iobj
    }
    realm.beginWriteTransaction()
    realm.add(first)
    try realm.commitWriteTransaction()

    XCTAssertEqual(DictionaryPropertyObject.objects(where: "ANY intObjDictionary.intCol > 10").count, 0)
    XCTAssertEqual(DictionaryPropertyObject.objects(where: "ANY intObjDictionary.intCol > 5").count, 1)
    XCTAssertEqual(DictionaryPropertyObject.objects(where: "ANY stringDictionary.stringCol = '1'").count, 1)
    XCTAssertEqual(DictionaryPropertyObject.objects(where: "NONE intObjDictionary.intCol == 5").count, 0)
    XCTAssertEqual(DictionaryPropertyObject.objects(where: "NONE intObjDictionary.intCol > 10").count, 1)

    let second = DictionaryPropertyObject()
    for i in 0..<4 {
        let sobj = StringObject()
        sobj.stringCol = String(i)
        second.stringDictionary[String(i)] = sobj
        let iobj = IntObject()
        iobj.intCol = i
        second.intObjDictionary[String(i)] = iobj
    }
    realm.beginWriteTransaction()
    realm.add(second)
    try realm.commitWriteTransaction()
    XCTAssertEqual(DictionaryPropertyObject.objects(where: "ANY intObjDictionary.intCol > 10").count, 0)
    XCTAssertEqual(DictionaryPropertyObject.objects(where: "ANY intObjDictionary.intCol > 5").count, 1)
    XCTAssertEqual(DictionaryPropertyObject.objects(where: "ANY intObjDictionary.intCol > 2").count, 2)
    XCTAssertEqual(DictionaryPropertyObject.objects(where: "NONE intObjDictionary.intCol == 5").count, 1)
    XCTAssertEqual(DictionaryPropertyObject.objects(where: "NONE intObjDictionary.intCol > 10").count, 2)
}

/// A float property compared in a predicate string with integers, decimal literals and `%d`, `%f`, `%e` and `%@` arguments, the largest float and a BETWEEN; a mixed property holding a float the same way; a literal beyond the float range is refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testFloatQuery
func testObjcFloatQuery() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    _ = FloatObject.create(in: realm, withValue: [Float(1.7)])
    _ = MixedObject.create(in: realm, withValue: [Float(1.7)])
    try realm.commitWriteTransaction()

    XCTAssertEqual(FloatObject.objects(where: "floatCol > 1").count, 1)
    XCTAssertEqual(FloatObject.objects(where: "floatCol > %d", 1).count, 1)
    XCTAssertEqual(FloatObject.objects(where: "floatCol = 1.7").count, 1)
    XCTAssertEqual(FloatObject.objects(where: "floatCol = %f", Float(1.7)).count, 1)
    XCTAssertEqual(FloatObject.objects(where: "floatCol > 1.0").count, 1)
    XCTAssertEqual(FloatObject.objects(where: "floatCol >= 1.0").count, 1)
    XCTAssertEqual(FloatObject.objects(where: "floatCol < 1.0").count, 0)
    XCTAssertEqual(FloatObject.objects(where: "floatCol <= 1.0").count, 0)
    XCTAssertEqual(FloatObject.objects(where: "floatCol = %e", 1.7).count, 1)
    XCTAssertEqual(FloatObject.objects(where: "floatCol == %f", Float.greatestFiniteMagnitude).count, 0)
    XCTAssertEqual(FloatObject.objects(where: "floatCol BETWEEN %@", [1.0, 2.0]).count, 1)

    XCTAssertEqual(MixedObject.objects(where: "anyCol > 1").count, 1)
    XCTAssertEqual(MixedObject.objects(where: "anyCol > %lf", Float(1.0)).count, 1)
    XCTAssertEqual(MixedObject.objects(where: "anyCol = %@", Float(1.7)).count, 1)
    XCTAssertEqual(MixedObject.objects(where: "anyCol = %f", Float(1.7)).count, 1)
    XCTAssertEqual(MixedObject.objects(where: "anyCol > 1.0").count, 1)
    XCTAssertEqual(MixedObject.objects(where: "anyCol >= 1.0").count, 1)
    XCTAssertEqual(MixedObject.objects(where: "anyCol < 1.0").count, 0)
    XCTAssertEqual(MixedObject.objects(where: "anyCol <= 1.0").count, 0)
    XCTAssertEqual(MixedObject.objects(where: "anyCol = %e", Float(1.7)).count, 1)
    XCTAssertEqual(MixedObject.objects(where: "anyCol == %f", Float.greatestFiniteMagnitude).count, 0)
    XCTAssertEqual(MixedObject.objects(where: "anyCol BETWEEN %@", [1.0, 2.0]).count, 1)

    assertThrows(FloatObject.objects(in: realm, where: "floatCol = 3.5e+38"))
    assertThrows(FloatObject.objects(in: realm, where: "floatCol = -3.5e+38"))
}

/// Sorting the objects of a class by no descriptors keeps the order they were created in.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testSortByNoColumns
func testObjcSortByNoDescriptors() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let a2 = DogObject.createInDefaultRealm(withValue: ["a", 2]) as! DogObject
    let b1 = DogObject.createInDefaultRealm(withValue: ["b", 1]) as! DogObject
    let a1 = DogObject.createInDefaultRealm(withValue: ["a", 1]) as! DogObject
    let b2 = DogObject.createInDefaultRealm(withValue: ["b", 2]) as! DogObject
    try realm.commitWriteTransaction()

    let notActuallySorted = DogObject.allObjects().sortedResults(using: [])
    XCTAssertTrue(a2.isEqual(to: notActuallySorted[0] as? DogObject))
    XCTAssertTrue(b1.isEqual(to: notActuallySorted[1] as? DogObject))
    XCTAssertTrue(a1.isEqual(to: notActuallySorted[2] as? DogObject))
    XCTAssertTrue(b2.isEqual(to: notActuallySorted[3] as? DogObject))
}

/// Two sort descriptors order by the first and break ties by the second, each ascending or descending, in either order of the two properties.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testSortByMultipleColumns
func testObjcSortByTwoDescriptors() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let a1 = DogObject.createInDefaultRealm(withValue: ["a", 1]) as! DogObject
    let a2 = DogObject.createInDefaultRealm(withValue: ["a", 2]) as! DogObject
    let b1 = DogObject.createInDefaultRealm(withValue: ["b", 1]) as! DogObject
    let b2 = DogObject.createInDefaultRealm(withValue: ["b", 2]) as! DogObject
    try realm.commitWriteTransaction()

    let checkOrder: ([String], [Bool], [DogObject]) -> Bool = { properties, ascending, dogs in
        let sort = [RLMSortDescriptor(keyPath: properties[0], ascending: ascending[0]),
                    RLMSortDescriptor(keyPath: properties[1], ascending: ascending[1])]
        let actual = DogObject.allObjects().sortedResults(using: sort)
        return (actual[0] as! DogObject).isEqual(to: dogs[0])
            && (actual[1] as! DogObject).isEqual(to: dogs[1])
            && (actual[2] as! DogObject).isEqual(to: dogs[2])
            && (actual[3] as! DogObject).isEqual(to: dogs[3])
    }

    XCTAssertTrue(checkOrder(["dogName", "age"], [true, true], [a1, a2, b1, b2]))
    XCTAssertTrue(checkOrder(["dogName", "age"], [true, false], [a2, a1, b2, b1]))
    XCTAssertTrue(checkOrder(["dogName", "age"], [false, true], [b1, b2, a1, a2]))
    XCTAssertTrue(checkOrder(["dogName", "age"], [false, false], [b2, b1, a2, a1]))
    XCTAssertTrue(checkOrder(["age", "dogName"], [true, true], [a1, b1, a2, b2]))
    XCTAssertTrue(checkOrder(["age", "dogName"], [true, false], [b1, a1, b2, a2]))
    XCTAssertTrue(checkOrder(["age", "dogName"], [false, true], [a2, b2, a1, b1]))
    XCTAssertTrue(checkOrder(["age", "dogName"], [false, false], [b2, a2, b1, a1]))
}

/// Sorting by a key path through a to-one link orders by the linked value, an owner whose link is nil last ascending and first descending, and a second descriptor breaks ties.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testSortByKeyPath
func testObjcSortByLinkKeyPath() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let lucy = DogObject.createInDefaultRealm(withValue: ["Lucy", 7]) as! DogObject
    let freyja = DogObject.createInDefaultRealm(withValue: ["Freyja", 6]) as! DogObject
    let ziggy = DogObject.createInDefaultRealm(withValue: ["Ziggy", 9]) as! DogObject
    let mark = OwnerObject.createInDefaultRealm(withValue: ["Mark", freyja]) as! OwnerObject
    let diane = OwnerObject.createInDefaultRealm(withValue: ["Diane", lucy]) as! OwnerObject
    let hannah = OwnerObject.createInDefaultRealm(withValue: ["Hannah"]) as! OwnerObject
    let don = OwnerObject.createInDefaultRealm(withValue: ["Don", ziggy]) as! OwnerObject
    let dianeSr = OwnerObject.createInDefaultRealm(withValue: ["Diane Sr", ziggy]) as! OwnerObject
    try realm.commitWriteTransaction()

    let matches: (RLMResults<OwnerObject>, [OwnerObject]) -> Bool = { results, expected in
        guard results.count == expected.count else { return false }
        var same = true
        for i in 0..<expected.count {
            if !(results[i] as! OwnerObject).isEqual(to: expected[i]) { same = false }
        }
        return same
    }
    XCTAssertTrue(matches(OwnerObject.allObjects().sortedResults(usingKeyPath: "dog.age", ascending: true), [mark, diane, don, dianeSr, hannah]))
    XCTAssertTrue(matches(OwnerObject.allObjects().sortedResults(usingKeyPath: "dog.age", ascending: false), [hannah, don, dianeSr, diane, mark]))
    XCTAssertTrue(matches(OwnerObject.allObjects().sortedResults(using: [RLMSortDescriptor(keyPath: "dog.age", ascending: true), RLMSortDescriptor(keyPath: "name", ascending: true)]), [mark, diane, dianeSr, don, hannah]))
    XCTAssertTrue(matches(OwnerObject.allObjects().sortedResults(using: [RLMSortDescriptor(keyPath: "dog.age", ascending: false), RLMSortDescriptor(keyPath: "name", ascending: true)]), [hannah, dianeSr, don, diane, mark]))
}

/// `IN` with an array of strings or with results, under ANY and NONE, through a list of objects, and an object `IN` the list.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testArrayIn
func testObjcListIn() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let arr = ArrayPropertyObject.create(in: realm, withValue: ["name", [], []]) as! ArrayPropertyObject
    arr.array.add(StringObject.create(in: realm, withValue: ["value"]) as! StringObject)
    let otherStringObject = StringObject.create(in: realm, withValue: ["some other value"]) as! StringObject
    try realm.commitWriteTransaction()

    XCTAssertEqual(ArrayPropertyObject.objects(where: "ANY array.stringCol IN %@", ["missing"]).count, 0)
    XCTAssertEqual(ArrayPropertyObject.objects(where: "ANY array.stringCol IN %@", ["value"]).count, 1)
    XCTAssertEqual(ArrayPropertyObject.objects(where: "NONE array.stringCol IN %@", ["missing"]).count, 1)
    XCTAssertEqual(ArrayPropertyObject.objects(where: "NONE array.stringCol IN %@", ["value"]).count, 0)

    XCTAssertEqual(ArrayPropertyObject.objects(where: "ANY array IN %@", StringObject.objects(where: "stringCol = 'missing'")).count, 0)
    XCTAssertEqual(ArrayPropertyObject.objects(where: "ANY array IN %@", StringObject.objects(where: "stringCol = 'value'")).count, 1)
    XCTAssertEqual(ArrayPropertyObject.objects(where: "NONE array IN %@", StringObject.objects(where: "stringCol = 'missing'")).count, 1)
    XCTAssertEqual(ArrayPropertyObject.objects(where: "NONE array IN %@", StringObject.objects(where: "stringCol = 'value'")).count, 0)

    let stringObject = StringObject.allObjects(in: realm).firstObject() as! StringObject
    XCTAssertEqual(ArrayPropertyObject.objects(where: "%@ IN array", stringObject).count, 1)
    XCTAssertEqual(ArrayPropertyObject.objects(where: "%@ IN array", otherStringObject).count, 0)
}


/// `IN` with an array of strings or with results, under ANY and NONE, through a set of objects, and an object `IN` the set.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testSetIn
func testObjcSetIn() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let owner = SetPropertyObject.create(in: realm, withValue: ["name", [], []]) as! SetPropertyObject
    owner.set.add(StringObject.create(in: realm, withValue: ["value"]) as! StringObject)
    let otherStringObject = StringObject.create(in: realm, withValue: ["some other value"]) as! StringObject
    try realm.commitWriteTransaction()

    XCTAssertEqual(SetPropertyObject.objects(where: "ANY set.stringCol IN %@", ["missing"]).count, 0)
    XCTAssertEqual(SetPropertyObject.objects(where: "ANY set.stringCol IN %@", ["value"]).count, 1)
    XCTAssertEqual(SetPropertyObject.objects(where: "NONE set.stringCol IN %@", ["missing"]).count, 1)
    XCTAssertEqual(SetPropertyObject.objects(where: "NONE set.stringCol IN %@", ["value"]).count, 0)

    XCTAssertEqual(SetPropertyObject.objects(where: "ANY set IN %@", StringObject.objects(where: "stringCol = 'missing'")).count, 0)
    XCTAssertEqual(SetPropertyObject.objects(where: "ANY set IN %@", StringObject.objects(where: "stringCol = 'value'")).count, 1)
    XCTAssertEqual(SetPropertyObject.objects(where: "NONE set IN %@", StringObject.objects(where: "stringCol = 'missing'")).count, 1)
    XCTAssertEqual(SetPropertyObject.objects(where: "NONE set IN %@", StringObject.objects(where: "stringCol = 'value'")).count, 0)

    let stringObject = StringObject.allObjects(in: realm).firstObject() as! StringObject
    XCTAssertEqual(SetPropertyObject.objects(where: "%@ IN set", stringObject).count, 1)
    XCTAssertEqual(SetPropertyObject.objects(where: "%@ IN set", otherStringObject).count, 0)
}


/// `IN` with an array of strings or with results, under ANY and NONE, through a dictionary of objects, and an object `IN` the dictionary.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testDictionaryIn
func testObjcDictionaryIn() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let dict = DictionaryPropertyObject.create(in: realm, withValue: []) as! DictionaryPropertyObject
    dict.stringDictionary["value"] = StringObject.create(in: realm, withValue: ["value"]) as! StringObject
    let otherStringObject = StringObject.create(in: realm, withValue: ["some other value"]) as! StringObject
    try realm.commitWriteTransaction()

    XCTAssertEqual(DictionaryPropertyObject.objects(where: "ANY stringDictionary.stringCol IN %@", ["missing"]).count, 0)
    XCTAssertEqual(DictionaryPropertyObject.objects(where: "ANY stringDictionary.stringCol IN %@", ["value"]).count, 1)
    XCTAssertEqual(DictionaryPropertyObject.objects(where: "NONE stringDictionary.stringCol IN %@", ["missing"]).count, 1)
    XCTAssertEqual(DictionaryPropertyObject.objects(where: "NONE stringDictionary.stringCol IN %@", ["value"]).count, 0)

    XCTAssertEqual(DictionaryPropertyObject.objects(where: "ANY stringDictionary IN %@", StringObject.objects(where: "stringCol = 'missing'")).count, 0)
    XCTAssertEqual(DictionaryPropertyObject.objects(where: "ANY stringDictionary IN %@", StringObject.objects(where: "stringCol = 'value'")).count, 1)
    XCTAssertEqual(DictionaryPropertyObject.objects(where: "NONE stringDictionary IN %@", StringObject.objects(where: "stringCol = 'missing'")).count, 1)
    XCTAssertEqual(DictionaryPropertyObject.objects(where: "NONE stringDictionary IN %@", StringObject.objects(where: "stringCol = 'value'")).count, 0)

    let stringObject = StringObject.allObjects(in: realm).firstObject() as! StringObject
    XCTAssertEqual(DictionaryPropertyObject.objects(where: "%@ IN stringDictionary", stringObject).count, 1)
    XCTAssertEqual(DictionaryPropertyObject.objects(where: "%@ IN stringDictionary", otherStringObject).count, 0)
}

/// `@count` of a list of objects compared with numbers on either side and with a property, and its refusals: against another `@count`, followed by a key, or compared with a string.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testCountOnArrayCollection
func testObjcCountOnList() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    var owner = IntegerArrayPropertyObject.create(in: realm, withValue: [1, []]) as! IntegerArrayPropertyObject
    owner.array.add(IntObject.create(in: realm, withValue: [456]) as! IntObject)
    owner = IntegerArrayPropertyObject.create(in: realm, withValue: [2, []]) as! IntegerArrayPropertyObject
    owner.array.add(IntObject.create(in: realm, withValue: [1]) as! IntObject)
    owner.array.add(IntObject.create(in: realm, withValue: [2]) as! IntObject)
    owner.array.add(IntObject.create(in: realm, withValue: [3]) as! IntObject)
    _ = IntegerArrayPropertyObject.create(in: realm, withValue: [0, []])
    try realm.commitWriteTransaction()

    XCTAssertEqual(IntegerArrayPropertyObject.objects(where: "array.@count > 0").count, 2)
    XCTAssertEqual(IntegerArrayPropertyObject.objects(where: "array.@count == 3").count, 1)
    XCTAssertEqual(IntegerArrayPropertyObject.objects(where: "array.@count < 1").count, 1)
    XCTAssertEqual(IntegerArrayPropertyObject.objects(where: "0 < array.@count").count, 2)
    XCTAssertEqual(IntegerArrayPropertyObject.objects(where: "3 == array.@count").count, 1)
    XCTAssertEqual(IntegerArrayPropertyObject.objects(where: "1 >  array.@count").count, 1)

    XCTAssertEqual(IntegerArrayPropertyObject.objects(where: "array.@count == number").count, 2)
    XCTAssertEqual(IntegerArrayPropertyObject.objects(where: "array.@count > number").count, 1)
    XCTAssertEqual(IntegerArrayPropertyObject.objects(where: "number < array.@count").count, 1)

    assertThrows(IntegerArrayPropertyObject.objects(where: "array.@count == array.@count"),
                 reason: "aggregate operations cannot be compared with other aggregate operations")
    assertThrows(IntegerArrayPropertyObject.objects(where: "array.@count.foo.bar != 0"),
                 reason: "Invalid keypath 'array.@count.foo.bar': @count must appear at the end of a keypath.")
    assertThrows(IntegerArrayPropertyObject.objects(where: "array.@count.intCol > 0"),
                 reason: "Invalid keypath 'array.@count.intCol': @count must appear at the end of a keypath.")
    assertThrows(IntegerArrayPropertyObject.objects(where: "array.@count != 'Hello'"),
                 reason: "@count can only be compared with a numeric value")
}


/// `@count` of a set of objects compared with numbers on either side and with a property, and its refusals: against another `@count`, followed by a key, or compared with a string.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testCountOnSetCollection
func testObjcCountOnSet() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    var owner = IntegerSetPropertyObject.create(in: realm, withValue: [1, []]) as! IntegerSetPropertyObject
    owner.set.add(IntObject.create(in: realm, withValue: [456]) as! IntObject)
    owner = IntegerSetPropertyObject.create(in: realm, withValue: [2, []]) as! IntegerSetPropertyObject
    owner.set.add(IntObject.create(in: realm, withValue: [1]) as! IntObject)
    owner.set.add(IntObject.create(in: realm, withValue: [2]) as! IntObject)
    owner.set.add(IntObject.create(in: realm, withValue: [3]) as! IntObject)
    _ = IntegerSetPropertyObject.create(in: realm, withValue: [0, []])
    try realm.commitWriteTransaction()

    XCTAssertEqual(IntegerSetPropertyObject.objects(where: "set.@count > 0").count, 2)
    XCTAssertEqual(IntegerSetPropertyObject.objects(where: "set.@count == 3").count, 1)
    XCTAssertEqual(IntegerSetPropertyObject.objects(where: "set.@count < 1").count, 1)
    XCTAssertEqual(IntegerSetPropertyObject.objects(where: "0 < set.@count").count, 2)
    XCTAssertEqual(IntegerSetPropertyObject.objects(where: "3 == set.@count").count, 1)
    XCTAssertEqual(IntegerSetPropertyObject.objects(where: "1 >  set.@count").count, 1)

    XCTAssertEqual(IntegerSetPropertyObject.objects(where: "set.@count == number").count, 2)
    XCTAssertEqual(IntegerSetPropertyObject.objects(where: "set.@count > number").count, 1)
    XCTAssertEqual(IntegerSetPropertyObject.objects(where: "number < set.@count").count, 1)

    assertThrows(IntegerSetPropertyObject.objects(where: "set.@count == set.@count"),
                 reason: "aggregate operations cannot be compared with other aggregate operations")
    assertThrows(IntegerSetPropertyObject.objects(where: "set.@count.foo.bar != 0"),
                 reason: "Invalid keypath 'set.@count.foo.bar': @count must appear at the end of a keypath.")
    assertThrows(IntegerSetPropertyObject.objects(where: "set.@count.intCol > 0"),
                 reason: "Invalid keypath 'set.@count.intCol': @count must appear at the end of a keypath.")
    assertThrows(IntegerSetPropertyObject.objects(where: "set.@count != 'Hello'"),
                 reason: "@count can only be compared with a numeric value")
}



/// Results filtered from a list of objects count its elements, and once the owner is deleted they are empty and have no first object.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testQueryOnDeletedArrayProperty
func testObjcQueryOnDeletedListOwner() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let io = IntObject.create(in: realm, withValue: [0]) as! IntObject
    let owner = ArrayPropertyObject.create(in: realm, withValue: ["", [], [io]]) as! ArrayPropertyObject
    try realm.commitWriteTransaction()

    let results = owner.intArray.objects(where: "TRUEPREDICATE")
    XCTAssertEqual(results.count, 1)

    realm.beginWriteTransaction()
    realm.delete(owner)
    try realm.commitWriteTransaction()

    XCTAssertEqual(results.count, 0)
    XCTAssertNil(results.firstObject())
}


/// Results filtered from a set of objects count its elements, and once the owner is deleted they are empty and have no first object.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testQueryOnDeletedSetProperty
func testObjcQueryOnDeletedSetOwner() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let io = IntObject.create(in: realm, withValue: [0]) as! IntObject
    let owner = SetPropertyObject.create(in: realm, withValue: ["", [], [io]]) as! SetPropertyObject
    try realm.commitWriteTransaction()

    let results = owner.intSet.objects(where: "TRUEPREDICATE")
    XCTAssertEqual(results.count, 1)

    realm.beginWriteTransaction()
    realm.delete(owner)
    try realm.commitWriteTransaction()

    XCTAssertEqual(results.count, 0)
    XCTAssertNil(results.firstObject())
}

/// `==` and `!=` on a string property and on a mixed property holding strings, exact, with `[c]`, `[d]` and `[cd]`, given as `%K`, and through a to-one link as `%K.%K`.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testStringEquality
func testObjcStringEquality() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let so = StringObject.create(in: realm, withValue: ["abc"]) as! StringObject
    _ = StringObject.create(in: realm, withValue: ["tüv"])
    _ = StringObject.create(in: realm, withValue: ["tûv"])
    _ = StringObject.create(in: realm, withValue: ["tuv"])
    let ato = AllTypesObject.create(in: realm, withValue: ["objectCol": so]) as! AllTypesObject
    ato.mixedObjectCol = MixedObject.create(in: realm, withValue: ["abc"]) as? MixedObject
    _ = MixedObject.create(in: realm, withValue: ["tüv"])
    _ = MixedObject.create(in: realm, withValue: ["tûv"])
    _ = MixedObject.create(in: realm, withValue: ["tuv"])
    try realm.commitWriteTransaction()

    let check: (String, String, String) -> Void = { objectCol, colName, cls in
        let objects: (String, String) -> Int = { format, key in
            cls == "StringObject" ? StringObject.objects(where: format, key).count : MixedObject.objects(where: format, key).count
        }
        XCTAssertEqual(objects("%K == 'abc'", colName), 1)
        XCTAssertEqual(objects("%K != 'def'", colName), 4)
        XCTAssertEqual(objects("%K ==[c] 'abc'", colName), 1)
        XCTAssertEqual(objects("%K ==[c] 'ABC'", colName), 1)

        XCTAssertEqual(objects("%K != 'abc'", colName), 3)
        XCTAssertEqual(objects("%K == 'def'", colName), 0)
        XCTAssertEqual(objects("%K == 'ABC'", colName), 0)

        XCTAssertEqual(objects("%K == 'tuv'", colName), 1)
        XCTAssertEqual(objects("%K ==[c] 'TUV'", colName), 1)
        XCTAssertEqual(objects("%K ==[d] 'tuv'", colName), 3)
        XCTAssertEqual(objects("%K ==[cd] 'TUV'", colName), 3)

        XCTAssertEqual(objects("%K != 'tuv'", colName), 3)
        XCTAssertEqual(objects("%K !=[c] 'TUV'", colName), 3)
        XCTAssertEqual(objects("%K !=[d] 'tuv'", colName), 1)
        XCTAssertEqual(objects("%K !=[cd] 'TUV'", colName), 1)

        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K == 'abc'", objectCol, colName).count, 1)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K != 'def'", objectCol, colName).count, 1)

        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K ==[c] 'abc'", objectCol, colName).count, 1)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K ==[c] 'ABC'", objectCol, colName).count, 1)

        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K != 'abc'", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K == 'def'", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K == 'ABC'", objectCol, colName).count, 0)
    }
    check("objectCol", "stringCol", "StringObject")
    check("mixedObjectCol", "anyCol", "MixedObject")
}

/// `BEGINSWITH` on a string property and on a mixed property holding strings, exact and with `[c]`, `[d]` and `[cd]`, an empty or nil prefix matching nothing, given as `%K`, and through a to-one link as `%K.%K`.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testStringBeginsWith
func testObjcStringBeginsWith() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let so = StringObject.create(in: realm, withValue: ["abc"]) as! StringObject
    _ = StringObject.create(in: realm, withValue: ["üvw"])
    _ = StringObject.create(in: realm, withValue: ["ûvw"])
    _ = StringObject.create(in: realm, withValue: ["uvw"])
    _ = StringObject.create(in: realm, withValue: ["stü"])
    let ato = AllTypesObject.create(in: realm, withValue: ["objectCol": so]) as! AllTypesObject
    ato.mixedObjectCol = MixedObject.create(in: realm, withValue: ["abc"]) as? MixedObject
    _ = MixedObject.create(in: realm, withValue: ["üvw"])
    _ = MixedObject.create(in: realm, withValue: ["ûvw"])
    _ = MixedObject.create(in: realm, withValue: ["uvw"])
    _ = MixedObject.create(in: realm, withValue: ["stü"])
    try realm.commitWriteTransaction()

    let check: (String, String, String) -> Void = { objectCol, colName, cls in
        let objects: (String, String) -> Int = { format, key in
            cls == "StringObject" ? StringObject.objects(where: format, key).count : MixedObject.objects(where: format, key).count
        }
        XCTAssertEqual(objects("%K BEGINSWITH 'a'", colName), 1)
        XCTAssertEqual(objects("%K BEGINSWITH 'ab'", colName), 1)
        XCTAssertEqual(objects("%K BEGINSWITH 'abc'", colName), 1)
        XCTAssertEqual(objects("%K BEGINSWITH 'abcd'", colName), 0)
        XCTAssertEqual(objects("%K BEGINSWITH 'abd'", colName), 0)
        XCTAssertEqual(objects("%K BEGINSWITH 'c'", colName), 0)
        XCTAssertEqual(objects("%K BEGINSWITH 'A'", colName), 0)
        XCTAssertEqual(objects("%K BEGINSWITH ''", colName), 0)
        XCTAssertEqual(objects("%K BEGINSWITH[c] 'a'", colName), 1)
        XCTAssertEqual(objects("%K BEGINSWITH[c] 'A'", colName), 1)
        XCTAssertEqual(objects("%K BEGINSWITH[c] ''", colName), 0)
        XCTAssertEqual(objects("%K BEGINSWITH[d] ''", colName), 0)
        XCTAssertEqual(objects("%K BEGINSWITH[cd] ''", colName), 0)
        XCTAssertEqual(objects("%K BEGINSWITH 'u'", colName), 1)
        XCTAssertEqual(objects("%K BEGINSWITH[c] 'U'", colName), 1)
        XCTAssertEqual(objects("%K BEGINSWITH[d] 'u'", colName), 3)
        XCTAssertEqual(objects("%K BEGINSWITH[cd] 'U'", colName), 3)
        XCTAssertEqual(objects("%K BEGINSWITH 'ü'", colName), 1)
        XCTAssertEqual(objects("%K BEGINSWITH[c] 'Ü'", colName), 1)
        XCTAssertEqual(objects("%K BEGINSWITH[d] 'ü'", colName), 3)
        XCTAssertEqual(objects("%K BEGINSWITH[cd] 'Ü'", colName), 3)
        XCTAssertEqual(objects("%K BEGINSWITH NULL", colName), 0)
        XCTAssertEqual(objects("%K BEGINSWITH[c] NULL", colName), 0)
        XCTAssertEqual(objects("%K BEGINSWITH[d] NULL", colName), 0)
        XCTAssertEqual(objects("%K BEGINSWITH[cd] NULL", colName), 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K BEGINSWITH 'a'", objectCol, colName).count, 1)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K BEGINSWITH 'c'", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K BEGINSWITH 'A'", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K BEGINSWITH ''", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K BEGINSWITH[c] 'a'", objectCol, colName).count, 1)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K BEGINSWITH[c] 'A'", objectCol, colName).count, 1)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K BEGINSWITH[c] ''", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K BEGINSWITH[d] ''", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K BEGINSWITH[cd] ''", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K BEGINSWITH NULL", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K BEGINSWITH[c] NULL", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K BEGINSWITH[d] NULL", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K BEGINSWITH[cd] NULL", objectCol, colName).count, 0)
    }
    check("objectCol", "stringCol", "StringObject")
    check("mixedObjectCol", "anyCol", "MixedObject")
}

/// `ENDSWITH` on a string property and on a mixed property holding strings, exact and with `[c]`, `[d]` and `[cd]`, an empty or nil suffix matching nothing, given as `%K`, and through a to-one link as `%K.%K`.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testStringEndsWith
func testObjcStringEndsWith() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let so = StringObject.create(in: realm, withValue: ["abc"]) as! StringObject
    _ = StringObject.create(in: realm, withValue: ["üvw"])
    _ = StringObject.create(in: realm, withValue: ["ûvw"])
    _ = StringObject.create(in: realm, withValue: ["uvü"])
    _ = StringObject.create(in: realm, withValue: ["stu"])
    let ato = AllTypesObject.create(in: realm, withValue: ["objectCol": so]) as! AllTypesObject
    ato.mixedObjectCol = MixedObject.create(in: realm, withValue: ["abc"]) as? MixedObject
    _ = MixedObject.create(in: realm, withValue: ["üvw"])
    _ = MixedObject.create(in: realm, withValue: ["ûvw"])
    _ = MixedObject.create(in: realm, withValue: ["uvü"])
    _ = MixedObject.create(in: realm, withValue: ["stu"])
    try realm.commitWriteTransaction()

    let check: (String, String, String) -> Void = { objectCol, colName, cls in
        let objects: (String, String) -> Int = { format, key in
            cls == "StringObject" ? StringObject.objects(where: format, key).count : MixedObject.objects(where: format, key).count
        }
        XCTAssertEqual(objects("%K ENDSWITH 'c'", colName), 1)
        XCTAssertEqual(objects("%K ENDSWITH 'bc'", colName), 1)
        XCTAssertEqual(objects("%K ENDSWITH 'abc'", colName), 1)
        XCTAssertEqual(objects("%K ENDSWITH 'aabc'", colName), 0)
        XCTAssertEqual(objects("%K ENDSWITH 'bbc'", colName), 0)
        XCTAssertEqual(objects("%K ENDSWITH 'a'", colName), 0)
        XCTAssertEqual(objects("%K ENDSWITH 'C'", colName), 0)
        XCTAssertEqual(objects("%K ENDSWITH ''", colName), 0)
        XCTAssertEqual(objects("%K ENDSWITH[c] 'c'", colName), 1)
        XCTAssertEqual(objects("%K ENDSWITH[c] 'C'", colName), 1)
        XCTAssertEqual(objects("%K ENDSWITH[c] ''", colName), 0)
        XCTAssertEqual(objects("%K ENDSWITH[d] ''", colName), 0)
        XCTAssertEqual(objects("%K ENDSWITH[cd] ''", colName), 0)
        XCTAssertEqual(objects("%K ENDSWITH 'u'", colName), 1)
        XCTAssertEqual(objects("%K ENDSWITH[c] 'U'", colName), 1)
        XCTAssertEqual(objects("%K ENDSWITH[d] 'u'", colName), 2)
        XCTAssertEqual(objects("%K ENDSWITH[cd] 'U'", colName), 2)
        XCTAssertEqual(objects("%K ENDSWITH 'ü'", colName), 1)
        XCTAssertEqual(objects("%K ENDSWITH[c] 'Ü'", colName), 1)
        XCTAssertEqual(objects("%K ENDSWITH[d] 'ü'", colName), 2)
        XCTAssertEqual(objects("%K ENDSWITH[cd] 'Ü'", colName), 2)
        XCTAssertEqual(objects("%K ENDSWITH NULL", colName), 0)
        XCTAssertEqual(objects("%K ENDSWITH[c] NULL", colName), 0)
        XCTAssertEqual(objects("%K ENDSWITH[d] NULL", colName), 0)
        XCTAssertEqual(objects("%K ENDSWITH[cd] NULL", colName), 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K ENDSWITH 'c'", objectCol, colName).count, 1)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K ENDSWITH 'a'", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K ENDSWITH 'C'", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K ENDSWITH ''", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K ENDSWITH[c] 'c'", objectCol, colName).count, 1)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K ENDSWITH[c] 'C'", objectCol, colName).count, 1)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K ENDSWITH[c] ''", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K ENDSWITH[d] ''", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K ENDSWITH[cd] ''", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K ENDSWITH NULL", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K ENDSWITH[c] NULL", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K ENDSWITH[d] NULL", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K ENDSWITH[cd] NULL", objectCol, colName).count, 0)
    }
    check("objectCol", "stringCol", "StringObject")
    check("mixedObjectCol", "anyCol", "MixedObject")
}

/// `CONTAINS` on a string property and on a mixed property holding strings, exact and with `[c]`, `[d]` and `[cd]`, an empty or nil substring matching nothing, given as `%K`, and through a to-one link as `%K.%K`.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testStringContains
func testObjcStringContains() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let so = StringObject.create(in: realm, withValue: ["abc"]) as! StringObject
    _ = StringObject.create(in: realm, withValue: ["tüv"])
    _ = StringObject.create(in: realm, withValue: ["tûv"])
    _ = StringObject.create(in: realm, withValue: ["tuv"])
    let ato = AllTypesObject.create(in: realm, withValue: ["objectCol": so]) as! AllTypesObject
    ato.mixedObjectCol = MixedObject.create(in: realm, withValue: ["abc"]) as? MixedObject
    _ = MixedObject.create(in: realm, withValue: ["tüv"])
    _ = MixedObject.create(in: realm, withValue: ["tûv"])
    _ = MixedObject.create(in: realm, withValue: ["tuv"])
    try realm.commitWriteTransaction()

    let check: (String, String, String) -> Void = { objectCol, colName, cls in
        let objects: (String, String) -> Int = { format, key in
            cls == "StringObject" ? StringObject.objects(where: format, key).count : MixedObject.objects(where: format, key).count
        }
        XCTAssertEqual(objects("%K CONTAINS 'a'", colName), 1)
        XCTAssertEqual(objects("%K CONTAINS 'b'", colName), 1)
        XCTAssertEqual(objects("%K CONTAINS 'c'", colName), 1)
        XCTAssertEqual(objects("%K CONTAINS 'ab'", colName), 1)
        XCTAssertEqual(objects("%K CONTAINS 'bc'", colName), 1)
        XCTAssertEqual(objects("%K CONTAINS 'abc'", colName), 1)
        XCTAssertEqual(objects("%K CONTAINS 'd'", colName), 0)
        XCTAssertEqual(objects("%K CONTAINS 'aabc'", colName), 0)
        XCTAssertEqual(objects("%K CONTAINS 'bbc'", colName), 0)
        XCTAssertEqual(objects("%K CONTAINS ''", colName), 0)
        XCTAssertEqual(objects("%K CONTAINS 'C'", colName), 0)
        XCTAssertEqual(objects("%K CONTAINS[c] 'c'", colName), 1)
        XCTAssertEqual(objects("%K CONTAINS[c] 'C'", colName), 1)
        XCTAssertEqual(objects("%K CONTAINS[c] ''", colName), 0)
        XCTAssertEqual(objects("%K CONTAINS 'u'", colName), 1)
        XCTAssertEqual(objects("%K CONTAINS[c] 'U'", colName), 1)
        XCTAssertEqual(objects("%K CONTAINS[d] 'u'", colName), 3)
        XCTAssertEqual(objects("%K CONTAINS[cd] 'U'", colName), 3)
        XCTAssertEqual(objects("%K CONTAINS[d] ''", colName), 0)
        XCTAssertEqual(objects("%K CONTAINS[cd] ''", colName), 0)
        XCTAssertEqual(objects("%K CONTAINS 'ü'", colName), 1)
        XCTAssertEqual(objects("%K CONTAINS[c] 'Ü'", colName), 1)
        XCTAssertEqual(objects("%K CONTAINS[d] 'ü'", colName), 3)
        XCTAssertEqual(objects("%K CONTAINS[cd] 'Ü'", colName), 3)
        XCTAssertEqual(objects("%K CONTAINS NULL", colName), 0)
        XCTAssertEqual(objects("%K CONTAINS[c] NULL", colName), 0)
        XCTAssertEqual(objects("%K CONTAINS[d] NULL", colName), 0)
        XCTAssertEqual(objects("%K CONTAINS[cd] NULL", colName), 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K CONTAINS 'd'", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K CONTAINS 'c'", objectCol, colName).count, 1)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K CONTAINS 'C'", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K CONTAINS ''", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K CONTAINS[c] 'c'", objectCol, colName).count, 1)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K CONTAINS[c] 'C'", objectCol, colName).count, 1)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K CONTAINS[c] ''", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K CONTAINS[d] ''", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K CONTAINS[cd] ''", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K CONTAINS NULL", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K CONTAINS[c] NULL", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K CONTAINS[d] NULL", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K CONTAINS[cd] NULL", objectCol, colName).count, 0)
    }
    check("objectCol", "stringCol", "StringObject")
    check("mixedObjectCol", "anyCol", "MixedObject")
}

/// `LIKE` with `*` and `?` wildcards on a string property and on a mixed property holding a string, with `[c]`, given as `%K`, and through a to-one link as `%K.%K`; `[d]` and `[cd]` are refused for LIKE.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testStringLike
func testObjcStringLike() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let so = StringObject.create(in: realm, withValue: ["abc"]) as! StringObject
    let ato = AllTypesObject.create(in: realm, withValue: ["objectCol": so]) as! AllTypesObject
    ato.mixedObjectCol = MixedObject.create(in: realm, withValue: ["abc"]) as? MixedObject
    try realm.commitWriteTransaction()

    let check: (String, String, String) -> Void = { objectCol, colName, cls in
        let objects: (String, String) -> Int = { format, key in
            cls == "StringObject" ? StringObject.objects(where: format, key).count : MixedObject.objects(where: format, key).count
        }
        XCTAssertEqual(objects("%K LIKE '*a*'", colName), 1)
        XCTAssertEqual(objects("%K LIKE '*b*'", colName), 1)
        XCTAssertEqual(objects("%K LIKE '*c'", colName), 1)
        XCTAssertEqual(objects("%K LIKE 'ab*'", colName), 1)
        XCTAssertEqual(objects("%K LIKE '*bc'", colName), 1)
        XCTAssertEqual(objects("%K LIKE 'a*bc'", colName), 1)
        XCTAssertEqual(objects("%K LIKE '*abc*'", colName), 1)
        XCTAssertEqual(objects("%K LIKE '*d*'", colName), 0)
        XCTAssertEqual(objects("%K LIKE 'aabc'", colName), 0)
        XCTAssertEqual(objects("%K LIKE 'b*bc'", colName), 0)
        XCTAssertEqual(objects("%K LIKE 'a??'", colName), 1)
        XCTAssertEqual(objects("%K LIKE '?b?'", colName), 1)
        XCTAssertEqual(objects("%K LIKE '*?c'", colName), 1)
        XCTAssertEqual(objects("%K LIKE 'ab?'", colName), 1)
        XCTAssertEqual(objects("%K LIKE '?bc'", colName), 1)
        XCTAssertEqual(objects("%K LIKE '?d?'", colName), 0)
        XCTAssertEqual(objects("%K LIKE '?abc'", colName), 0)
        XCTAssertEqual(objects("%K LIKE 'b?bc'", colName), 0)
        XCTAssertEqual(objects("%K LIKE '*C*'", colName), 0)
        XCTAssertEqual(objects("%K LIKE[c] '*c*'", colName), 1)
        XCTAssertEqual(objects("%K LIKE[c] '*C*'", colName), 1)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K LIKE '*d*'", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K LIKE '*c*'", objectCol, colName).count, 1)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K LIKE '*C*'", objectCol, colName).count, 0)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K LIKE[c] '*c*'", objectCol, colName).count, 1)
        XCTAssertEqual(AllTypesObject.objects(where: "%K.%K LIKE[c] '*C*'", objectCol, colName).count, 1)
    }
    check("objectCol", "stringCol", "StringObject")
    check("mixedObjectCol", "anyCol", "MixedObject")
    assertThrows(StringObject.objects(where: "%K LIKE[d] '*'", "stringCol"), reason: "Operator 'LIKE' not supported with diacritic-insensitive modifier.")
    assertThrows(StringObject.objects(where: "%K LIKE[cd] '*'", "stringCol"), reason: "Operator 'LIKE' not supported with diacritic-insensitive modifier.")
    assertThrows(MixedObject.objects(where: "%K LIKE[d] '*'", "anyCol"), reason: "Operator 'LIKE' not supported with diacritic-insensitive modifier.")
    assertThrows(MixedObject.objects(where: "%K LIKE[cd] '*'", "anyCol"), reason: "Operator 'LIKE' not supported with diacritic-insensitive modifier.")
}

class DecimalObject: RLMObject {
    @objc dynamic var decimalCol = Decimal128(0)
}

/// A string constant compared with a Decimal128 property is the decimal it spells, `Inf` and `-Inf` included, and decimals compare exactly: a finite decimal whose exponent is past any Double's still orders below infinity.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testDecimalQuery
func testObjcDecimalComparedWithStrings() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    for text in ["-Inf", "Inf", "123456789.123456789e1234"] {
        _ = DecimalObject.create(in: realm, withValue: [text])
    }
    try realm.commitWriteTransaction()

    let expected: [(String, UInt)] = [
        ("decimalCol >  'Inf'", 0), ("decimalCol >= 'Inf'", 1), ("decimalCol == 'Inf'", 1),
        ("decimalCol <= 'Inf'", 3), ("decimalCol <  'Inf'", 2),
        ("decimalCol >  '-Inf'", 2), ("decimalCol >= '-Inf'", 3), ("decimalCol == '-Inf'", 1),
        ("decimalCol <= '-Inf'", 1), ("decimalCol <  '-Inf'", 0),
        ("decimalCol >  '123456789.123456789e1234'", 1), ("decimalCol >= '123456789.123456789e1234'", 2),
        ("decimalCol == '123456789.123456789e1234'", 1), ("decimalCol <= '123456789.123456789e1234'", 2),
        ("decimalCol <  '123456789.123456789e1234'", 1),
    ]
    for (predicate, count) in expected {
        XCTAssertEqual(DecimalObject.objects(in: realm, where: predicate).count, count)
    }
}

class IntegerDictionaryPropertyObject: RLMObject {
    @objc dynamic var number = 0
    @objc dynamic var dictionary = RLMDictionary<NSString, IntObject>(objectClassName: IntObject.className(), keyType: .string)
}

/// An empty array given for a dictionary of objects in `create` makes an empty dictionary; `@count` of a dictionary then compares with numbers on either side and with a property, and is refused against another `@count`, when followed by a key, or compared with a string.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testCountOnDictionaryCollection
func testObjcCountOnDictionary() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let one = IntegerDictionaryPropertyObject.create(in: realm, withValue: [1, []]) as! IntegerDictionaryPropertyObject
    XCTAssertEqual(one.dictionary.count, 0)
    one.dictionary["456"] = IntObject.create(in: realm, withValue: [456]) as? IntObject
    let three = IntegerDictionaryPropertyObject.create(in: realm, withValue: [2, []]) as! IntegerDictionaryPropertyObject
    for n in 1...3 {
        three.dictionary["\(n)"] = IntObject.create(in: realm, withValue: [n]) as? IntObject
    }
    _ = IntegerDictionaryPropertyObject.create(in: realm, withValue: [0, []])
    try realm.commitWriteTransaction()

    let counts: [(String, UInt)] = [
        ("dictionary.@count > 0", 2), ("dictionary.@count == 3", 1), ("dictionary.@count < 1", 1),
        ("0 < dictionary.@count", 2), ("3 == dictionary.@count", 1), ("1 >  dictionary.@count", 1),
        ("dictionary.@count == number", 2), ("dictionary.@count > number", 1), ("number < dictionary.@count", 1),
    ]
    for (predicate, count) in counts {
        XCTAssertEqual(IntegerDictionaryPropertyObject.objects(where: predicate).count, count)
    }
    assertThrows(IntegerDictionaryPropertyObject.objects(where: "dictionary.@count == dictionary.@count"),
                 reason: "aggregate operations cannot be compared with other aggregate operations")
    assertThrows(IntegerDictionaryPropertyObject.objects(where: "dictionary.@count.foo.bar != 0"),
                 reason: "Invalid keypath 'dictionary.@count.foo.bar': @count must appear at the end of a keypath.")
    assertThrows(IntegerDictionaryPropertyObject.objects(where: "dictionary.@count.intCol > 0"),
                 reason: "Invalid keypath 'dictionary.@count.intCol': @count must appear at the end of a keypath.")
    assertThrows(IntegerDictionaryPropertyObject.objects(where: "dictionary.@count != 'Hello'"),
                 reason: "@count can only be compared with a numeric value")
}

/// Results filtered from a dictionary of objects count its values, and once the owner is deleted they are empty and have no first object.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testQueryOnDeletedDictionaryProperty
func testObjcQueryOnDeletedDictionaryOwner() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let io = IntObject.create(in: realm, withValue: [0]) as! IntObject
    let owner = DictionaryPropertyObject.create(in: realm, withValue: ["intObjDictionary": ["0": io]]) as! DictionaryPropertyObject
    try realm.commitWriteTransaction()

    let results = owner.intObjDictionary.objects(where: "TRUEPREDICATE")
    XCTAssertEqual(results.count, 1)

    realm.beginWriteTransaction()
    realm.delete(owner)
    try realm.commitWriteTransaction()

    XCTAssertEqual(results.count, 0)
    XCTAssertNil(results.firstObject())
}

/// `@allValues` and `@allKeys` follow only a dictionary property: after a list or a set they are refused, naming the key path.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testCollectionsQueryAllValuesAllKeys
func testObjcAllValuesAllKeysNeedADictionary() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let value = StringObject.create(in: realm, withValue: ["value1"]) as! StringObject
    for (className, property) in [("ArrayPropertyObject", "array"), ("SetPropertyObject", "set")] {
        for op in ["@allValues", "@allKeys"] {
            assertThrows(realm.objects(className, where: "ANY \(property).\(op) = %@", value),
                         reason: "Invalid keypath '\(property).\(op)': \(op) must follow a dictionary property.")
        }
    }
    realm.cancelWriteTransaction()
}

/// The keys of a dictionary (`@allKeys`) compared with a string property of the owner, with `=`, `!=`, the substring operators and `[c]`; compared with a number or an int property they are refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testDictionaryKeyComparedToColumn
func testObjcDictionaryKeysComparedWithAProperty() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let employee = EmployeeObject()
    for key in ["a", "aa", "A", "AA"] {
        _ = CompanyObject.create(in: realm, withValue: ["name": "a", "employeeDict": [key: employee]])
    }
    try realm.commitWriteTransaction()

    let counts: [(String, UInt)] = [
        ("ANY employeeDict.@allKeys = name", 1), ("ANY employeeDict.@allKeys =[c] name", 2),
        ("ANY employeeDict.@allKeys != name", 3), ("ANY employeeDict.@allKeys !=[c] name", 2),
        ("ANY employeeDict.@allKeys BEGINSWITH name", 2), ("ANY employeeDict.@allKeys BEGINSWITH[c] name", 4),
        ("ANY employeeDict.@allKeys ENDSWITH name", 2), ("ANY employeeDict.@allKeys ENDSWITH[c] name", 4),
        ("ANY employeeDict.@allKeys CONTAINS name", 2), ("ANY employeeDict.@allKeys CONTAINS[c] name", 4),
    ]
    for (predicate, count) in counts {
        XCTAssertEqual(CompanyObject.objects(in: realm, where: predicate).count, count)
    }
    assertThrows(CompanyObject.objects(in: realm, where: "ANY employeeDict.@allKeys = 1"),
                 reason: "@allKeys can only be compared with a string value.")
    assertThrows(IntegerDictionaryPropertyObject.objects(in: realm, where: "ANY dictionary.@allKeys = number"),
                 reason: "@allKeys can only be compared with a string value.")
}

/// A subscript in a predicate string is refused on a list or a set (only dictionaries and AnyRealmValue take one), on a to-one link (no collection on the path), with a value that is neither a string nor a number, twice on a dictionary, and with an index on a dictionary; each refusal names the subscripted key path as the SDK prints it.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testDictionarySubscriptThrowsException
func testObjcSubscriptRefusals() throws {
    let realm = RLMRealm.default()
    assertThrows(realm.objects("ArrayPropertyObject", where: "array['invalid'] = NULL"),
                 reason: "Invalid keypath 'array[\"invalid\"]': only dictionaries and realm `Any` support subscript predicates.")
    assertThrows(realm.objects("SetPropertyObject", where: "set['invalid'] = NULL"),
                 reason: "Invalid keypath 'set[\"invalid\"]': only dictionaries and realm `Any` support subscript predicates.")
    assertThrows(realm.objects("OwnerObject", where: "dog['dogName'] = NULL"),
                 reason: "Aggregate operations can only be used on key paths that include an collection property")
    assertThrows(realm.objects("DictionaryPropertyObject", where: "stringDictionary[%@] = NULL", ObjectId.generate()))
    assertThrows(realm.objects("DictionaryPropertyObject", where: "stringDictionary['aKey']['bKey'] = NULL"),
                 reason: "Invalid subscript size 'stringDictionary[\"aKey\"][\"bKey\"]': nested dictionaries queries are only allowed in mixed properties.")
    assertThrows(realm.objects("DictionaryPropertyObject", where: "stringDictionary[0] = NULL"),
                 reason: "Invalid subscript type 'stringDictionary[0]'; only string keys are allowed as subscripts in dictionary queries.")
}

/// A subscript of an AnyRealmValue property given a value that is neither a string nor a number is refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testMixedSubscriptsThrowsException
func testObjcMixedSubscriptRefusesAnObjectId() throws {
    let realm = RLMRealm.default()
    assertThrows(realm.objects("AllTypesObject", where: "anyCol[%@] = NULL", ObjectId.generate()),
                 reason: "Only `Strings` or index are allowed subscripts")
}

class BoolObject: RLMObject {
    @objc dynamic var boolCol = false
}

/// A Bool property compared with TRUE by `==` or `!=` matches nothing in an empty realm; compared with NULL (it is not optional) or ordered with `>=` it is refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testBooleanPredicate
func testObjcBoolPredicates() throws {
    XCTAssertEqual(BoolObject.objects(where: "boolCol == TRUE").count, 0)
    XCTAssertEqual(BoolObject.objects(where: "boolCol != TRUE").count, 0)
    assertThrows(BoolObject.objects(where: "boolCol == NULL"))
    assertThrows(BoolObject.objects(where: "boolCol != NULL"))
    assertThrows(BoolObject.objects(where: "boolCol >= TRUE"), reason: "Operator '>=' not supported for type 'bool'")
}

/// Filtering sorted results keeps their order, for all objects of a class, a list, a set and a dictionary of objects: the first match of an ascending sort is the smallest, of a descending one the largest, and filtering again keeps the descending order.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testQueryingSortedQueryPreservesOrder
func testObjcFilteringSortedResultsKeepsOrder() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    for i in 0..<5 {
        _ = IntObject.create(in: realm, withValue: [i])
    }
    let array = ArrayPropertyObject.create(in: realm, withValue: ["name", [], IntObject.allObjects()]) as! ArrayPropertyObject
    let set = SetPropertyObject.create(in: realm, withValue: ["name", [], IntObject.allObjects()]) as! SetPropertyObject
    let dict = DictionaryPropertyObject.create(in: realm, withValue: [:]) as! DictionaryPropertyObject
    for object in IntObject.allObjects() {
        dict.intObjDictionary[UUID().uuidString] = object as? IntObject
    }
    try realm.commitWriteTransaction()

    let sorted: [(RLMResults<RLMObject>, RLMResults<RLMObject>)] = [
        (IntObject.allObjects().sortedResults(usingKeyPath: "intCol", ascending: true),
         IntObject.allObjects().sortedResults(usingKeyPath: "intCol", ascending: false)),
        (array.intArray.sortedResults(usingKeyPath: "intCol", ascending: true),
         array.intArray.sortedResults(usingKeyPath: "intCol", ascending: false)),
        (set.intSet.sortedResults(usingKeyPath: "intCol", ascending: true),
         set.intSet.sortedResults(usingKeyPath: "intCol", ascending: false)),
        (dict.intObjDictionary.sortedResults(usingKeyPath: "intCol", ascending: true),
         dict.intObjDictionary.sortedResults(usingKeyPath: "intCol", ascending: false)),
    ]
    for (asc, desc) in sorted {
        XCTAssertEqual((asc.objects(where: "intCol >= 2").firstObject() as! IntObject).intCol, 2)
        XCTAssertEqual((desc.objects(where: "intCol >= 2").firstObject() as! IntObject).intCol, 4)
        XCTAssertEqual((desc.objects(where: "intCol >= 2").objects(where: "intCol < 4").firstObject() as! IntObject).intCol, 3)
    }
}

/// A compound predicate with no subpredicates: AND of none matches every object, OR of none matches none.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testEmptyCompoundPredicates
func testObjcEmptyCompoundPredicates() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    _ = PersonObject.create(in: realm, withValue: ["Fiel", 27])
    _ = PersonObject.create(in: realm, withValue: ["Tim", 29])
    _ = PersonObject.create(in: realm, withValue: ["Ari", 33])
    try realm.commitWriteTransaction()

    XCTAssertEqual(PersonObject.objects(with: NSCompoundPredicate(andPredicateWithSubpredicates: [])).count, 3)
    XCTAssertEqual(PersonObject.objects(with: NSCompoundPredicate(orPredicateWithSubpredicates: [])).count, 0)
}
