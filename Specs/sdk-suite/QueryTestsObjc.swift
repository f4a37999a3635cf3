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
    @objc dynamic var owners: RLMLinkingObjects<OwnerObject>?
    override class func linkingObjectsProperties() -> [String: RLMPropertyDescriptor] {
        ["owners": RLMPropertyDescriptor(with: OwnerObject.self, propertyName: "dog")]
    }
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
    @objc dynamic var decimal1 = Decimal128(0)
    @objc dynamic var decimal2 = Decimal128(0)
    @objc dynamic var objectId1 = ObjectId("000000000000000000000000")
    @objc dynamic var objectId2 = ObjectId("000000000000000000000000")
    @objc dynamic var any1: AnyRealmValue?
    @objc dynamic var any2: AnyRealmValue?
    @objc dynamic var object1: QueryObject?
    @objc dynamic var object2: QueryObject?
}

class NullQueryObject: RLMObject {
    @objc dynamic var bool1: NSNumber? = false
    @objc dynamic var bool2: NSNumber? = false
    @objc dynamic var int1: NSNumber? = 0
    @objc dynamic var int2: NSNumber? = 0
    @objc dynamic var float1: NSNumber? = 0 as Float as NSNumber
    @objc dynamic var float2: NSNumber? = 0 as Float as NSNumber
    @objc dynamic var double1: NSNumber? = 0.0
    @objc dynamic var double2: NSNumber? = 0.0
    @objc dynamic var string1: String?
    @objc dynamic var string2: String?
    @objc dynamic var data1: Data?
    @objc dynamic var data2: Data?
    @objc dynamic var decimal1: Decimal128?
    @objc dynamic var decimal2: Decimal128?
    @objc dynamic var objectId1: ObjectId?
    @objc dynamic var objectId2: ObjectId?
    @objc dynamic var any1: AnyRealmValue?
    @objc dynamic var any2: AnyRealmValue?
    @objc dynamic var object1: NullQueryObject?
    @objc dynamic var object2: NullQueryObject?
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
    @objc dynamic var boolCol = false
    @objc dynamic var intCol: Int32 = 0
    @objc dynamic var floatCol: Float = 0
    @objc dynamic var doubleCol = 0.0
    @objc dynamic var stringCol = ""
    @objc dynamic var binaryCol = Data()
    @objc dynamic var dateCol = Date(timeIntervalSince1970: 0)
    @objc dynamic var cBoolCol = false
    @objc dynamic var longCol: Int64 = 0
    @objc dynamic var decimalCol = Decimal128(0)
    @objc dynamic var objectIdCol = ObjectId("000000000000000000000000")
    @objc dynamic var uuidCol = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
    @objc dynamic var objectCol: StringObject?
    @objc dynamic var mixedObjectCol: MixedObject?
    @objc dynamic var anyCol: AnyRealmValue?
}

class PersonObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var age = 0
    @objc dynamic var children = RLMArray<PersonObject>(objectClassName: PersonObject.className())
    @objc dynamic var parents: RLMLinkingObjects<PersonObject>?
    override class func linkingObjectsProperties() -> [String: RLMPropertyDescriptor] {
        ["parents": RLMPropertyDescriptor(with: PersonObject.self, propertyName: "children")]
    }
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

class PersonLinkObject: RLMObject {
    @objc dynamic var person: PersonObject?
}

class LinkToAllTypesObject: RLMObject {
    @objc dynamic var allTypesCol: AllTypesObject?
}

class ArrayOfAllTypesObject: RLMObject {
    @objc dynamic var array = RLMArray<AllTypesObject>(objectClassName: AllTypesObject.className())
}

class AllOptionalTypes: RLMObject {
    @objc dynamic var intObj: NSNumber? = 0
    @objc dynamic var floatObj: NSNumber? = 0 as Float as NSNumber
    @objc dynamic var doubleObj: NSNumber? = 0.0
    @objc dynamic var boolObj: NSNumber? = false
    @objc dynamic var string: String?
    @objc dynamic var data: Data?
    @objc dynamic var date: Date?
    @objc dynamic var decimal: Decimal128?
    @objc dynamic var objectId: ObjectId?
    @objc dynamic var uuidCol: UUID?
}

class AllPrimitiveArrays: RLMObject {
    @objc dynamic var intObj = RLMArray<NSObject>(objectType: .int, optional: false)
}

class AllPrimitiveSets: RLMObject {
    @objc dynamic var intObj = RLMSet<NSObject>(objectType: .int, optional: false)
}

class AllPrimitiveDictionaries: RLMObject {
    @objc dynamic var intObj = RLMDictionary<NSString, NSObject>(objectType: .int, optional: false, keyType: .string)
}

class BinaryObject: RLMObject {
    @objc dynamic var binaryCol: Data?
}

class DoubleObject: RLMObject {
    @objc dynamic var doubleCol = 0.0
}

class DateObject: RLMObject {
    @objc dynamic var dateCol: Date?
}

/// A class name that names no model, or an empty class name, is refused by `objects(_:where:)`, so nothing can be sorted after it.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryConstructionTests.testDynamicQueryInvalidClass
func testObjcQueryOfUnknownClassName() throws {
    let realm = RLMRealm.default()
    assertThrows(realm.objects("NonRealmPersonObject", where: "age > 25"))
    assertThrows(realm.objects("NonRealmPersonObject", where: "age > 25").sortedResults(usingKeyPath: "age", ascending: true))
    assertThrows(realm.objects("", where: "age > 25"))
    assertThrows(realm.objects("", where: "age > 25").sortedResults(usingKeyPath: "age", ascending: true))
}

/// A Bool property compares with every spelling of false (`no`, `No`, `NO`, `false`, `False`, `FALSE`, `0`) and of true (`yes`, `Yes`, `YES`, `true`, `True`, `TRUE`, `1`), and with `!=` and `<>`.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryConstructionTests.testPredicateValidUse
func testObjcBoolLiteralSpellings() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    _ = AllTypesObject.create(in: realm, withValue: ["boolCol": true])
    _ = AllTypesObject.create(in: realm, withValue: ["boolCol": false])
    _ = AllTypesObject.create(in: realm, withValue: ["boolCol": false])
    try realm.commitWriteTransaction()
    for spelling in ["no", "No", "NO", "false", "False", "FALSE", "0"] {
        XCTAssertNoThrow(AllTypesObject.objects(in: realm, where: "boolCol == \(spelling)"))
        XCTAssertEqual(AllTypesObject.objects(in: realm, where: "boolCol == \(spelling)").count, 2)
    }
    for spelling in ["yes", "Yes", "YES", "true", "True", "TRUE", "1"] {
        XCTAssertNoThrow(AllTypesObject.objects(in: realm, where: "boolCol == \(spelling)"))
        XCTAssertEqual(AllTypesObject.objects(in: realm, where: "boolCol == \(spelling)").count, 1)
    }
    XCTAssertEqual(AllTypesObject.objects(in: realm, where: "boolCol != YES").count, 2)
    XCTAssertEqual(AllTypesObject.objects(in: realm, where: "boolCol <> YES").count, 2)
}

/// Predicates NSPredicate can state but Realm refuses: ANY, SOME and NONE on a property that is not a collection, ALL anywhere, a collection operation after a property that is not a collection, two constants compared, a constant left of CONTAINS, a list compared with a list, a subquery count compared with anything but a constant number or not followed by `@count`, IN a subquery, `@average`, and a case-insensitive ordering of strings.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryConstructionTests.testPredicateNotSupported
func testObjcPredicatesNotSupported() throws {
    let aggregate = "Aggregate operations can only be used on key paths that include an collection property"
    assertThrows(PersonObject.objects(where: "ANY age > 5"), reason: aggregate)
    assertThrows(PersonObject.objects(where: "ALL age > 5"), reason: "ALL modifier not supported")
    assertThrows(PersonObject.objects(where: "SOME age > 5"), reason: aggregate)
    assertThrows(PersonObject.objects(where: "NONE age > 5"), reason: aggregate)
    assertThrows(PersonLinkObject.objects(where: "ANY person.age > 5"), reason: aggregate)
    assertThrows(PersonLinkObject.objects(where: "ALL person.age > 5"), reason: "ALL modifier not supported")
    assertThrows(PersonLinkObject.objects(where: "SOME person.age > 5"), reason: aggregate)
    assertThrows(PersonLinkObject.objects(where: "NONE person.age > 5"), reason: aggregate)
    assertThrows(PersonObject.objects(where: "age.@count > 5"),
                 reason: "Invalid keypath 'age.@count': Property 'PersonObject.age' is not a link or collection and can only appear at the end of a keypath.")
    assertThrows(PersonObject.objects(where: "age.@sum > 5"),
                 reason: "Invalid keypath 'age.@sum': Property 'PersonObject.age' is not a link or collection and can only appear at the end of a keypath.")
    let constants = "Predicate expressions must compare a keypath and another keypath or a constant value"
    assertThrows(PersonObject.objects(where: "5 = 5"), reason: constants)
    assertThrows(PersonObject.objects(where: "nil = nil"), reason: constants)
    assertThrows(AllOptionalTypes.objects(where: "%@ CONTAINS data", Data()), reason: "Operator 'CONTAINS' requires a keypath on the left side")
    assertThrows(ArrayOfAllTypesObject.objects(where: "ANY array = array"))
    assertThrows(ArrayOfAllTypesObject.objects(where: "SUBQUERY(array, $obj, $obj.intCol = 5).@count == array.@count"),
                 reason: "SUBQUERY(…).@count is only supported when compared with a constant number")
    assertThrows(ArrayOfAllTypesObject.objects(where: "SUBQUERY(array, $obj, $obj.intCol = 5) == 0"),
                 reason: "SUBQUERY is only supported when immediately followed by .@count")
    assertThrows(ArrayOfAllTypesObject.objects(where: "SELF IN SUBQUERY(array, $obj, $obj.intCol = 5)"),
                 reason: "Predicate with IN operator must compare a KeyPath with an aggregate")
    assertThrows(PersonObject.objects(where: "children.@average.age == 5"), reason: "Unsupported collection operation '@average'")
    assertThrows(PersonObject.objects(where: "name <[c] 'name'"), reason: "Lexicographical comparisons must be case-sensitive")
}

/// Misused predicates are refused with messages naming the fault: an unknown property, a constant of the wrong type for the property (also inside IN and through a link), two constants, format strings that do not parse, a misspelt `%K`, `@count` with no collection, a key path through a property that is not a link, through a collection of values, and BETWEEN without a two-element array of constants of the property's type.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryConstructionTests.testPredicateMisuse
func testObjcPredicateMisuse() throws {
    let realm = RLMRealm.default()
    assertThrows(PersonObject.objects(where: "height > 72"), reason: "Property 'height' not found in object of type 'PersonObject'")
    assertThrows(PersonObject.objects(where: "age != xyz"), reason: "Invalid keypath 'xyz': Property 'xyz' not found in object of type 'PersonObject'")
    assertThrows(PersonObject.objects(where: "name == 3"), reason: "Cannot compare value '3' of type '__NSCFNumber' to property 'name' of type 'string'")
    assertThrows(PersonObject.objects(where: "age IN {'xyz'}"), reason: "Cannot compare value 'xyz' of type '__NSCFString' to property 'age' of type 'int'")
    assertThrows(PersonObject.objects(where: "name IN {3}"))
    assertThrows(AllTypesObject.objects(where: "boolCol == 'Foo'"), reason: "Cannot compare value 'Foo' of type '__NSCFString' to property 'boolCol' of type 'bool'")
    assertThrows(AllTypesObject.objects(where: "boolCol == 2"), reason: "Cannot compare value '2' of type '__NSCFNumber' to property 'boolCol' of type 'bool'")
    assertThrows(AllTypesObject.objects(where: "dateCol == 7"), reason: "Cannot compare value '7' of type '__NSCFNumber' to property 'dateCol' of type 'date'")
    assertThrows(AllTypesObject.objects(where: "doubleCol == 'The'"), reason: "Cannot compare value 'The' of type '__NSCFString' to property 'doubleCol' of type 'double'")
    assertThrows(AllTypesObject.objects(where: "floatCol == 'Bar'"), reason: "Cannot compare value 'Bar' of type '__NSCFString' to property 'floatCol' of type 'float'")
    assertThrows(AllTypesObject.objects(where: "intCol == 'Baz'"), reason: "Cannot compare value 'Baz' of type '__NSCFString' to property 'intCol' of type 'int'")
    assertThrows(PersonObject.objects(where: "3 == 3"))
    for text in ["", "age", "sdlfjasdflj", "age * 25", "age === 25", ",", "()"] {
        assertThrows(PersonObject.objects(where: text), reason: "Unable to parse the format string")
    }
    assertThrows(PersonObject.objects(where: "@K == YES"), reason: "Unsupported collection operation '@K'")
    assertThrows(PersonObject.objects(where: "@count == 0"), reason: "Invalid keypath '@count': collection operation '@count' must be applied to a collection")
    // A key path given whole, as `%K` (or NSExpression(forKeyPath:)) gives it.
    assertThrows(PersonObject.objects(with: NSPredicate(format: "%K == 0", "children.@")), reason: "Unsupported collection operation '@'")
    assertThrows(PersonObject.objects(with: NSPredicate(format: "%K == 0", "children@")),
                 reason: "Invalid keypath 'children@': Property 'children@' not found in object of type 'PersonObject'")
    assertThrows(PersonObject.objects(with: NSPredicate(format: "%K == 0", "name@length")),
                 reason: "Invalid keypath 'name@length': Property 'name@length' not found in object of type 'PersonObject'")
    assertThrows(PersonObject.objects(with: NSPredicate(format: "%K == 0", ".name")), reason: "Invalid keypath '.name': no key name before '.'")
    assertThrows(PersonObject.objects(with: NSPredicate(format: "%K == 0", "children.")), reason: "Invalid keypath 'children.': no key name after last '.'")
    assertThrows(PersonObject.objects(where: "age.age == 25"),
                 reason: "Invalid keypath 'age.age': Property 'PersonObject.age' is not a link or collection and can only appear at the end of a keypath.")
    assertThrows(PersonObject.objects(where: "age.age.age == 25"),
                 reason: "Invalid keypath 'age.age.age': Property 'PersonObject.age' is not a link or collection and can only appear at the end of a keypath.")
    assertThrows(AllPrimitiveArrays.objects(where: "intObj.foo == 25"),
                 reason: "Invalid keypath 'intObj.foo': RLMArray<int> property intObj can only be followed by a collection operation")
    assertThrows(AllPrimitiveSets.objects(where: "intObj.foo == 25"),
                 reason: "Invalid keypath 'intObj.foo': RLMSet<int> property intObj can only be followed by a collection operation")
    assertThrows(AllPrimitiveDictionaries.objects(where: "intObj.foo == 25"),
                 reason: "Invalid keypath 'intObj.foo': RLMDictionary<int> property intObj can only be followed by a collection operation")
    assertThrows(PersonObject.objects(where: "age BETWEEN 25"), reason: "type NSArray for BETWEEN")
    assertThrows(PersonObject.objects(where: "age BETWEEN Foo"), reason: "BETWEEN operator must compare a KeyPath with an aggregate")
    for text in ["age BETWEEN {age, age}", "age BETWEEN {age, 0}", "age BETWEEN {0, age}", "age BETWEEN {0, {1, 10}}"] {
        assertThrows(PersonObject.objects(where: text), reason: "must be constant values")
    }
    assertThrows(PersonObject.objects(with: NSPredicate(format: "age BETWEEN %@", [1])), reason: "exactly two objects")
    assertThrows(PersonObject.objects(with: NSPredicate(format: "age BETWEEN %@", [1, 2, 3])), reason: "exactly two objects")
    assertThrows(PersonObject.objects(with: NSPredicate(format: "age BETWEEN %@", ["Foo", "Bar"])), reason: "type int for BETWEEN")
    assertThrows(PersonObject.objects(with: NSPredicate(format: "age BETWEEN %@", [1.5, 2.5])), reason: "type int for BETWEEN")
    assertThrows(PersonObject.objects(with: NSPredicate(format: "age BETWEEN %@", [1, [2, 3]] as [Any])), reason: "type int for BETWEEN")
    assertThrows(PersonObject.objects(with: NSPredicate(format: "age BETWEEN %@", ["25": 35])), reason: "type NSArray for BETWEEN")
    assertThrows(PersonObject.objects(with: NSPredicate(format: "height BETWEEN %@", [25, 35])), reason: "Property 'height' not found in object of type 'PersonObject'")
    assertThrows(PersonLinkObject.objects(in: realm, where: "person.age IN {'Tim'}"),
                 reason: "Cannot compare value 'Tim' of type '__NSCFString' to property 'age' of type 'int'")
}

/// MATCHES and BETWEEN are refused on a string property, directly and through a link.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryConstructionTests.testStringUnsupportedOperations
func testObjcStringOperationsRefused() throws {
    assertThrows(StringObject.objects(where: "stringCol MATCHES 'abc'"))
    assertThrows(StringObject.objects(where: "stringCol BETWEEN {'a', 'b'}"))
    assertThrows(AllTypesObject.objects(where: "objectCol.stringCol MATCHES 'abc'"))
    assertThrows(AllTypesObject.objects(where: "objectCol.stringCol BETWEEN {'a', 'b'}"))
}

/// A Data property takes BEGINSWITH, ENDSWITH and CONTAINS with data or NULL, and every comparison operator with data, matching nothing in an empty realm; MATCHES is refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryConstructionTests.testBinaryComparisonInPredicate
func testObjcDataOperators() throws {
    let data = Data()
    for op in ["BEGINSWITH", "ENDSWITH", "CONTAINS", "=", "!=", ">", ">=", "<", "<="] {
        XCTAssertEqual(BinaryObject.objects(where: "binaryCol \(op) %@", data).count, 0)
    }
    for op in ["BEGINSWITH", "ENDSWITH", "CONTAINS"] {
        XCTAssertEqual(BinaryObject.objects(where: "binaryCol \(op) NULL").count, 0)
    }
    assertThrows(BinaryObject.objects(where: "binaryCol MATCHES %@", data))
}

/// Through a link, a Data property compared with a string, an unknown property and a wrongly typed constant are refused; a key path through a list, a set, or a link then a list, without an aggregate, is refused; two properties of different types are refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryConstructionTests.testLinkQueryInvalid
func testObjcInvalidLinkQueries() throws {
    assertThrows(LinkToAllTypesObject.objects(where: "allTypesCol.binaryCol = 'a'"))
    assertThrows(LinkToAllTypesObject.objects(where: "allTypesCol.invalidCol = 'a'"))
    assertThrows(LinkToAllTypesObject.objects(where: "allTypesCol.longCol = 'a'"))
    let aggregate = "Key paths that include a collection property must use aggregate operations"
    assertThrows(ArrayPropertyObject.objects(where: "intArray.intCol > 5"), reason: aggregate)
    assertThrows(SetPropertyObject.objects(where: "intSet.intCol > 5"), reason: aggregate)
    assertThrows(LinkToCompanyObject.objects(where: "company.employees.age > 5"), reason: aggregate)
    assertThrows(LinkToAllTypesObject.objects(where: "allTypesCol.intCol = allTypesCol.doubleCol"), reason: "Property type mismatch")
}

/// Int, Float, Double, Date, Decimal128 and mixed properties take `<`, `<=`, `>`, `>=`, `==` and `!=` with a constant of their type.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryConstructionTests.testValidOperatorsInNumericComparison
func testObjcNumericOperators() throws {
    for op in ["<", "<=", ">", ">=", "==", "!="] {
        XCTAssertEqual(IntObject.objects(where: "intCol \(op) %@", 0).count, 0)
        XCTAssertEqual(FloatObject.objects(where: "floatCol \(op) %@", 0).count, 0)
        XCTAssertEqual(DoubleObject.objects(where: "doubleCol \(op) %@", 0).count, 0)
        XCTAssertEqual(DateObject.objects(where: "dateCol \(op) %@", NSDate()).count, 0)
        XCTAssertEqual(DecimalObject.objects(where: "decimalCol \(op) %@", Decimal128(number: 0)).count, 0)
        XCTAssertEqual(MixedObject.objects(where: "anyCol \(op) %@", 0).count, 0)
    }
}

/// BEGINSWITH, ENDSWITH, CONTAINS, LIKE and MATCHES are refused on Int, Float, Double, Date and Decimal128 properties as not supported for their type.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryConstructionTests.testInvalidOperatorsInNumericComparison
func testObjcStringOperatorsOnNumbers() throws {
    for op in ["BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "MATCHES"] {
        assertThrows(IntObject.objects(where: "intCol \(op) %@", 0), reason: "not supported for type")
        assertThrows(FloatObject.objects(where: "floatCol \(op) %@", 0), reason: "not supported for type")
        assertThrows(DoubleObject.objects(where: "doubleCol \(op) %@", 0), reason: "not supported for type")
        assertThrows(DateObject.objects(where: "dateCol \(op) %@", NSDate()), reason: "not supported for type")
        assertThrows(DecimalObject.objects(where: "decimalCol \(op) %@", Decimal128(number: 0)), reason: "not supported for type")
    }
}

class SetOfAllTypesObject: RLMObject {
    @objc dynamic var set = RLMSet<AllTypesObject>(objectClassName: AllTypesObject.className())
}

class DictionaryOfAllTypesObject: RLMObject {
    @objc dynamic var dictionary = RLMDictionary<NSString, AllTypesObject>(objectClassName: AllTypesObject.className(), keyType: .string)
}

/// The values the SDK's Objective-C tests give the i-th object of every type: the i-th letter from `a` (so `` ` `` for 0), 1.1·i and 1.11·i, the date i seconds after 1970, a long of i·Int32.max + 1, the decimal i, a fixed UUID per i, and i + 1 in the mixed property.
func allTypesValues(_ i: Int, _ so: StringObject?) -> [String: Any] {
    let letters = ["`", "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r", "s", "t", "u", "v", "w"]
    let uuids = ["85d4fbee-6ec6-47df-bfa1-615931903d7e", "00000000-0000-0000-0000-000000000000",
                 "137DECC8-B300-4954-A233-F89909F4FD89", "b84e8912-a7c2-41cd-8385-86d200d7b31e"]
    let uuid = i < 4 ? uuids[i] : "b9d325b0-3058-4838-8473-8f1aaae410db"
    var values: [String: Any] = [
        "boolCol": i % 2 == 1, "cBoolCol": i % 2 == 1, "intCol": i,
        "floatCol": Float(1.1) * Float(i), "doubleCol": 1.11 * Double(i),
        "stringCol": letters[i], "binaryCol": Data(letters[i].utf8),
        "dateCol": Date(timeIntervalSince1970: Double(i)),
        "longCol": Int64(i) * 2147483647 + 1,
        "decimalCol": Decimal128(number: i), "objectIdCol": ObjectId.generate(),
        "uuidCol": UUID(uuidString: uuid)!, "anyCol": i + 1,
    ]
    values["objectCol"] = so
    return values
}

/// BETWEEN takes an array argument or a `{lo, hi}` literal, both ends included, on int, float, double, date, long, decimal (also from numbers and strings) and mixed properties, and with ANY through a list, a set and a dictionary of objects; on bool, string, data and object id properties it is refused naming the type.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testQueryBetween
func testObjcQueryBetween() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let a = AllTypesObject.create(in: realm, withValue: allTypesValues(1, nil)) as! AllTypesObject
    let b = AllTypesObject.create(in: realm, withValue: allTypesValues(2, nil)) as! AllTypesObject
    let c = AllTypesObject.create(in: realm, withValue: allTypesValues(3, nil)) as! AllTypesObject
    let d = AllTypesObject.create(in: realm, withValue: allTypesValues(4, nil)) as! AllTypesObject
    _ = ArrayOfAllTypesObject.create(in: realm, withValue: [[a, c]])
    _ = ArrayOfAllTypesObject.create(in: realm, withValue: [[b, d]])
    _ = DictionaryOfAllTypesObject.create(in: realm, withValue: [["1": a, "3": c]])
    _ = DictionaryOfAllTypesObject.create(in: realm, withValue: [["2": b, "4": d]])
    _ = SetOfAllTypesObject.create(in: realm, withValue: [[a, c]])
    _ = SetOfAllTypesObject.create(in: realm, withValue: [[b, d]])
    try realm.commitWriteTransaction()

    XCTAssertEqual(AllTypesObject.objects(where: "intCol BETWEEN %@", [0, 5]).count, 4)
    XCTAssertEqual(AllTypesObject.objects(where: "intCol BETWEEN %@", [2, 3]).count, 2)
    XCTAssertEqual(AllTypesObject.objects(where: "intCol BETWEEN {2, 3}").count, 2)
    XCTAssertEqual(ArrayOfAllTypesObject.objects(where: "ANY array.intCol BETWEEN %@", [4, 5]).count, 1)
    XCTAssertEqual(SetOfAllTypesObject.objects(where: "ANY set.intCol BETWEEN %@", [4, 5]).count, 1)
    XCTAssertEqual(DictionaryOfAllTypesObject.objects(where: "ANY dictionary.intCol BETWEEN %@", [4, 5]).count, 1)

    XCTAssertEqual(AllTypesObject.objects(where: "floatCol BETWEEN %@", [Float(1), Float(5)]).count, 4)
    XCTAssertEqual(AllTypesObject.objects(where: "floatCol BETWEEN %@", [Float(2), Float(4)]).count, 2)
    XCTAssertEqual(AllTypesObject.objects(where: "floatCol BETWEEN {2, 4}").count, 2)
    XCTAssertEqual(ArrayOfAllTypesObject.objects(where: "ANY array.floatCol BETWEEN %@", [3.1, 3.2]).count, 0)
    XCTAssertEqual(SetOfAllTypesObject.objects(where: "ANY set.floatCol BETWEEN %@", [3.1, 3.2]).count, 0)
    XCTAssertEqual(DictionaryOfAllTypesObject.objects(where: "ANY dictionary.floatCol BETWEEN %@", [3.1, 3.2]).count, 0)

    XCTAssertEqual(AllTypesObject.objects(where: "doubleCol BETWEEN %@", [1.0, 5.0]).count, 4)
    XCTAssertEqual(AllTypesObject.objects(where: "doubleCol BETWEEN %@", [2.0, 4.0]).count, 2)
    XCTAssertEqual(AllTypesObject.objects(where: "doubleCol BETWEEN {3.0, 7.0}").count, 2)
    XCTAssertEqual(ArrayOfAllTypesObject.objects(where: "ANY array.doubleCol BETWEEN %@", [3.1, 3.2]).count, 0)
    XCTAssertEqual(SetOfAllTypesObject.objects(where: "ANY set.doubleCol BETWEEN %@", [3.1, 3.2]).count, 0)
    XCTAssertEqual(DictionaryOfAllTypesObject.objects(where: "ANY dictionary.doubleCol BETWEEN %@", [3.1, 3.2]).count, 0)

    XCTAssertEqual(AllTypesObject.objects(where: "dateCol BETWEEN %@", [b.dateCol, c.dateCol]).count, 2)
    XCTAssertEqual(ArrayOfAllTypesObject.objects(where: "ANY array.dateCol BETWEEN %@", [b.dateCol, c.dateCol]).count, 2)
    XCTAssertEqual(SetOfAllTypesObject.objects(where: "ANY set.dateCol BETWEEN %@", [b.dateCol, c.dateCol]).count, 2)
    XCTAssertEqual(DictionaryOfAllTypesObject.objects(where: "ANY dictionary.dateCol BETWEEN %@", [b.dateCol, c.dateCol]).count, 2)

    let longs: [Int64] = [5000000000, 7000000000]
    XCTAssertEqual(AllTypesObject.objects(where: "longCol BETWEEN %@", longs).count, 1)
    XCTAssertEqual(AllTypesObject.objects(where: "longCol BETWEEN {5000000000, 7000000000}").count, 1)
    XCTAssertEqual(ArrayOfAllTypesObject.objects(where: "ANY array.longCol BETWEEN %@", longs).count, 1)
    XCTAssertEqual(SetOfAllTypesObject.objects(where: "ANY set.longCol BETWEEN %@", longs).count, 1)
    XCTAssertEqual(DictionaryOfAllTypesObject.objects(where: "ANY dictionary.longCol BETWEEN %@", longs).count, 1)

    XCTAssertEqual(AllTypesObject.objects(where: "decimalCol BETWEEN %@", [0, 5]).count, 4)
    XCTAssertEqual(AllTypesObject.objects(where: "decimalCol BETWEEN %@", [Decimal128(number: 0), Decimal128(number: 5)]).count, 4)
    XCTAssertEqual(AllTypesObject.objects(where: "decimalCol BETWEEN {0, 5}").count, 4)
    XCTAssertEqual(AllTypesObject.objects(where: "decimalCol BETWEEN {'0e1', '30e-1'}").count, 3)

    XCTAssertEqual(AllTypesObject.objects(where: "anyCol BETWEEN %@", [0, 5]).count, 4)
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol BETWEEN %@", [2, 3]).count, 2)
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol BETWEEN {2, 3}").count, 2)
    XCTAssertEqual(ArrayOfAllTypesObject.objects(where: "ANY array.anyCol BETWEEN %@", [4, 5]).count, 2)
    XCTAssertEqual(SetOfAllTypesObject.objects(where: "ANY set.anyCol BETWEEN %@", [4, 5]).count, 2)
    XCTAssertEqual(DictionaryOfAllTypesObject.objects(where: "ANY dictionary.anyCol BETWEEN %@", [4, 5]).count, 2)

    let all = AllTypesObject.allObjects(in: realm)
    assertThrows(all.objects(where: "boolCol BETWEEN {true, false}"), reason: "Operator 'BETWEEN' not supported for type 'bool'")
    assertThrows(all.objects(where: "stringCol BETWEEN {'', ''}"), reason: "Operator 'BETWEEN' not supported for type 'string'")
    assertThrows(all.objects(where: "binaryCol BETWEEN %@", [Data(), Data()]), reason: "Operator 'BETWEEN' not supported for type 'data'")
    assertThrows(all.objects(where: "cBoolCol BETWEEN {true, false}"), reason: "Operator 'BETWEEN' not supported for type 'bool'")
    assertThrows(all.objects(where: "objectIdCol BETWEEN %@", [ObjectId.generate(), ObjectId.generate()]),
                 reason: "Operator 'BETWEEN' not supported for type 'object id'")
}

/// A date property, and a mixed property holding the same dates, compared with a date by every operator, with the date on either side.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testQueryWithDates
func testObjcQueryWithDates() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    for i in 1...3 {
        let object = AllTypesObject.create(in: realm, withValue: allTypesValues(i, nil)) as! AllTypesObject
        object.anyCol = .date(object.dateCol)
    }
    try realm.commitWriteTransaction()
    let dates = [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2), Date(timeIntervalSince1970: 3)]
    for column in ["dateCol", "anyCol"] {
        XCTAssertEqual(AllTypesObject.objects(where: "\(column) < %@", dates[2]).count, 2)
        XCTAssertEqual(AllTypesObject.objects(where: "\(column) <= %@", dates[2]).count, 3)
        XCTAssertEqual(AllTypesObject.objects(where: "\(column) > %@", dates[0]).count, 2)
        XCTAssertEqual(AllTypesObject.objects(where: "\(column) >= %@", dates[0]).count, 3)
        XCTAssertEqual(AllTypesObject.objects(where: "\(column) == %@", dates[0]).count, 1)
        XCTAssertEqual(AllTypesObject.objects(where: "\(column) != %@", dates[0]).count, 2)
        XCTAssertEqual(AllTypesObject.objects(where: "%@ < \(column)", dates[0]).count, 2)
        XCTAssertEqual(AllTypesObject.objects(where: "%@ <= \(column)", dates[0]).count, 3)
        XCTAssertEqual(AllTypesObject.objects(where: "%@ > \(column)", dates[2]).count, 2)
        XCTAssertEqual(AllTypesObject.objects(where: "%@ >= \(column)", dates[2]).count, 3)
        XCTAssertEqual(AllTypesObject.objects(where: "%@ == \(column)", dates[0]).count, 1)
        XCTAssertEqual(AllTypesObject.objects(where: "%@ != \(column)", dates[0]).count, 2)
    }
}

class UuidObject: RLMObject {
    @objc dynamic var uuidCol = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
}

/// A UUID property and a mixed property holding UUIDs each match one of two objects by `==` with a UUID argument.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testUuidRealmQuery
func testObjcUuidQuery() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    _ = UuidObject.create(in: realm, withValue: [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!])
    _ = UuidObject.create(in: realm, withValue: [UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
    _ = MixedObject.create(in: realm, withValue: [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!])
    _ = MixedObject.create(in: realm, withValue: [UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!])
    try realm.commitWriteTransaction()
    XCTAssertEqual(UuidObject.allObjects().count, 2)
    XCTAssertEqual(UuidObject.objects(where: "uuidCol == %@", UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!).count, 1)
    XCTAssertEqual(MixedObject.allObjects().count, 2)
    XCTAssertEqual(MixedObject.objects(where: "anyCol == %@", UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!).count, 1)
}

/// A mixed property holding a value of every kind (booleans, integers 0 and 1, the strings "0" and "1", doubles, floats, decimals, data, dates, an object id, a UUID and null): numbers compare across their types but not with booleans, strings and data take the text operators, dates, UUIDs and null compare by equality, and BETWEEN without an array and an unknown operator are refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testRLMValueQuery
func testObjcMixedValueQuery() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let values: [AnyRealmValue] = [
        .bool(true), .bool(false), .int(1), .int(0), .int(1), .int(0), .string("0"), .string("1"),
        .int(0), .int(1), .double(0), .double(1), .float(0), .float(1), .decimal128(Decimal128(number: 0)), .decimal128(Decimal128(number: 1)),
        .data(Data("0".utf8)), .data(Data("1".utf8)), .date(Date(timeIntervalSince1970: 0)), .date(Date(timeIntervalSince1970: 1)),
        .objectId(ObjectId.generate()), .uuid(UUID(uuidString: "85d4fbee-6ec6-47df-bfa1-615931903d7e")!), .none,
    ]
    let stringObject = StringObject()
    stringObject.stringCol = "required-string"
    let arrayOfAll = ArrayOfAllTypesObject.create(in: realm, withValue: [:]) as! ArrayOfAllTypesObject
    for i in 0..<values.count {
        let object = AllTypesObject.create(in: realm, withValue: allTypesValues(i, stringObject)) as! AllTypesObject
        object.anyCol = values[i]
        arrayOfAll.array.add(object)
    }
    try realm.commitWriteTransaction()
    let total = UInt(values.count)

    XCTAssertEqual(AllTypesObject.objects(where: "anyCol BETWEEN %@", [1, 2]).count, 6)
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol BETWEEN {1, 2}").count, 6)
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol == FALSE").count, 1)
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol == 0").count, 6)
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol != false").count, 22)
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol != FALSE").count, 22)
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol != NO").count, 22)
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol != 0").count, 17)
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol < 1").count, 6)
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol > 1").count, 0)
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol >= 1").count, 6)
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol <= 1").count, 12)
    assertThrows(AllTypesObject.objects(where: "anyCol BETWEEN TRUE"), reason: "object must be of type NSArray for BETWEEN operations")

    XCTAssertEqual(AllTypesObject.objects(where: "anyCol == '0'").count, 2)
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol != '0'").count, total - 2)
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol BEGINSWITH '1'").count, 2)
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol BEGINSWITH 'a'").count, 0)
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol ENDSWITH '1'").count, 2)
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol ENDSWITH 'a'").count, 0)
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol CONTAINS '1'").count, 2)
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol CONTAINS 'a'").count, 0)
    assertThrows(AllTypesObject.objects(where: "anyCol CONATINS 0"), reason: "Unable to parse the format string \"anyCol CONATINS 0\"")
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol BEGINSWITH '%@'", 0).count, 0)
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol ENDSWITH '%@'", 0).count, 0)

    XCTAssertEqual(AllTypesObject.objects(where: "anyCol == %@", Date(timeIntervalSince1970: 0)).count, 1)
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol != %@", Date(timeIntervalSince1970: 123)).count, total)
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol == %@", UUID(uuidString: "85d4fbee-6ec6-47df-bfa1-615931903d7e")!).count, 1)
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol != %@", UUID(uuidString: "85d4fbee-6ec6-47df-bfa1-615931903d7e")!).count, total - 1)
    assertThrows(AllTypesObject.objects(where: "anyCol BETWEEN '85d4fbee-6ec6-47df-bfa1-615931903d7e'"),
                 reason: "object must be of type NSArray for BETWEEN operations")
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol == NULL").count, 1)
    XCTAssertEqual(AllTypesObject.objects(where: "anyCol != NULL").count, total - 1)
}

/// Results of all objects filter again by a predicate, and sorted results sort again the other way: the oldest of those over 28 comes first descending.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testArrayQuery
func testObjcResultsQueryAndResort() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    _ = PersonObject.create(in: realm, withValue: ["Fiel", 27])
    _ = PersonObject.create(in: realm, withValue: ["Tim", 29])
    _ = PersonObject.create(in: realm, withValue: ["Ari", 33])
    try realm.commitWriteTransaction()

    let all = PersonObject.allObjects()
    XCTAssertEqual(all.count, 3)
    var some = PersonObject.objects(where: "age > 28").sortedResults(usingKeyPath: "age", ascending: true)
    XCTAssertEqual(all.objects(where: "age == 27").count, 1)
    XCTAssertEqual(all.objects(where: "age == 28").count, 0)
    some = some.sortedResults(usingKeyPath: "age", ascending: false)
    XCTAssertEqual((some[0] as! PersonObject).name, "Ari")
}

class EmbeddedIntObject: RLMEmbeddedObject {
    @objc dynamic var intCol: Int32 = 0
}

class EmbeddedIntParentObject: RLMObject {
    @objc dynamic var pk: Int32 = 0
    @objc dynamic var object: EmbeddedIntObject?
    @objc dynamic var array = RLMArray<EmbeddedIntObject>(objectClassName: EmbeddedIntObject.className())
    override class func primaryKey() -> String? { "pk" }
}

/// Parents are found by a property of an embedded object, by ANY over a list of embedded objects, by both together, and by `@max` over the list, sorted by a key path into the embedded object.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testEmbeddedObjectQuery
func testObjcEmbeddedObjectQuery() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let obj0 = EmbeddedIntParentObject.create(in: realm, withValue: [1, [2], [[3]]]) as! EmbeddedIntParentObject
    let obj1 = EmbeddedIntParentObject.create(in: realm, withValue: [4, [5], [[6]]]) as! EmbeddedIntParentObject
    let obj2 = EmbeddedIntParentObject.create(in: realm, withValue: [7, [8], [[9]]]) as! EmbeddedIntParentObject
    try realm.commitWriteTransaction()

    let r0 = EmbeddedIntParentObject.objects(where: "object.intCol = 2")
    XCTAssertEqual(r0[0] as! EmbeddedIntParentObject, obj0)
    XCTAssertEqual(r0.count, 1)
    let r1 = EmbeddedIntParentObject.objects(where: "ANY array.intCol > 4")
    XCTAssertEqual(r1[0] as! EmbeddedIntParentObject, obj1)
    XCTAssertEqual(r1[1] as! EmbeddedIntParentObject, obj2)
    XCTAssertEqual(r1.count, 2)
    let r2 = EmbeddedIntParentObject.objects(where: "ANY array.intCol > 4 and object.intCol = 5")
    XCTAssertEqual(r2[0] as! EmbeddedIntParentObject, obj1)
    XCTAssertEqual(r2.count, 1)
    let r3 = EmbeddedIntParentObject.objects(where: "array.@max.intCol < 9").sortedResults(usingKeyPath: "object.intCol", ascending: false)
    XCTAssertEqual(r3[0] as! EmbeddedIntParentObject, obj1)
    XCTAssertEqual(r3[1] as! EmbeddedIntParentObject, obj0)
    XCTAssertEqual(r3.count, 2)
}

/// The first object of all objects, and of the first list, sorted by `column` either way, holds `expected` there.
func checkFirstSorted(_ realm: RLMRealm, _ column: String, _ ascending: Bool, _ expected: Any?) {
    let results = AllTypesObject.allObjects(in: realm).sortedResults(usingKeyPath: column, ascending: ascending)
    XCTAssertEqual((results[0] as! AllTypesObject)[column] as? NSObject, expected as? NSObject)
    let array = (ArrayOfAllTypesObject.allObjects(in: realm).firstObject() as! ArrayOfAllTypesObject).array
    let sortedArray = array.sortedResults(usingKeyPath: column, ascending: ascending)
    XCTAssertEqual((sortedArray[0] as! AllTypesObject)[column] as? NSObject, expected as? NSObject)
}

/// Sorting all objects of a class and a list of them by a bool, int, date, double, float, string, decimal, UUID and mixed property, either way, puts the smallest or largest value first (a mixed property orders null first and a UUID last); sorting all objects, a list, a set or a dictionary by an unknown property is refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testQuerySorting
func testObjcQuerySorting() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let stringObject = StringObject()
    stringObject.stringCol = "string"
    let arrayOfAll = ArrayOfAllTypesObject.create(in: realm, withValue: [:]) as! ArrayOfAllTypesObject
    let dictionaryOfAll = DictionaryOfAllTypesObject.create(in: realm, withValue: ["dictionary": [
        "1": allTypesValues(1, stringObject), "2": allTypesValues(2, stringObject),
        "3": allTypesValues(3, stringObject), "4": allTypesValues(4, stringObject)]]) as! DictionaryOfAllTypesObject
    let setOfAll = SetOfAllTypesObject.create(in: realm, withValue: [:]) as! SetOfAllTypesObject
    for i in 1...4 {
        arrayOfAll.array.add(AllTypesObject(value: allTypesValues(i, stringObject)))
        setOfAll.set.add(AllTypesObject(value: allTypesValues(i, stringObject)))
    }
    (arrayOfAll.array[0] as! AllTypesObject).anyCol = .bool(false)
    (arrayOfAll.array[1] as! AllTypesObject).anyCol = .none
    (arrayOfAll.array[2] as! AllTypesObject).anyCol = .int(1)
    (arrayOfAll.array[3] as! AllTypesObject).anyCol = .uuid(UUID(uuidString: "B9D325B0-3058-4838-8473-8F1AAAE410DB")!)
    try realm.commitWriteTransaction()

    checkFirstSorted(realm, "boolCol", true, false)
    checkFirstSorted(realm, "boolCol", false, true)
    checkFirstSorted(realm, "intCol", true, 1)
    checkFirstSorted(realm, "intCol", false, 4)
    checkFirstSorted(realm, "dateCol", true, (arrayOfAll.array[0] as! AllTypesObject).dateCol)
    checkFirstSorted(realm, "dateCol", false, (arrayOfAll.array[3] as! AllTypesObject).dateCol)
    checkFirstSorted(realm, "doubleCol", true, 1.11)
    checkFirstSorted(realm, "doubleCol", false, 4.44)
    checkFirstSorted(realm, "floatCol", true, Float(1.1))
    checkFirstSorted(realm, "floatCol", false, Float(4.4))
    checkFirstSorted(realm, "stringCol", true, "a")
    checkFirstSorted(realm, "stringCol", false, "d")
    checkFirstSorted(realm, "decimalCol", true, Decimal128(number: 1))
    checkFirstSorted(realm, "decimalCol", false, Decimal128(number: 4))
    checkFirstSorted(realm, "uuidCol", true, UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
    checkFirstSorted(realm, "uuidCol", false, UUID(uuidString: "B9D325B0-3058-4838-8473-8F1AAAE410DB")!)
    checkFirstSorted(realm, "anyCol", true, nil)
    checkFirstSorted(realm, "anyCol", false, UUID(uuidString: "B9D325B0-3058-4838-8473-8F1AAAE410DB")!)

    let reason = "Cannot sort on key path 'invalidCol': property 'AllTypesObject.invalidCol' does not exist."
    assertThrows(AllTypesObject.allObjects().sortedResults(usingKeyPath: "invalidCol", ascending: true), reason: reason)
    assertThrows(arrayOfAll.array.sortedResults(usingKeyPath: "invalidCol", ascending: false), reason: reason)
    assertThrows(setOfAll.set.sortedResults(usingKeyPath: "invalidCol", ascending: false), reason: reason)
    assertThrows(dictionaryOfAll.dictionary.sortedResults(usingKeyPath: "invalidCol", ascending: false), reason: reason)
}

class DogArrayObject: RLMObject {
    @objc dynamic var dogs = RLMArray<DogObject>(objectClassName: DogObject.className())
}

/// Sorting through a list, through linking objects, or by a collection operator is refused, each naming the key path and why.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testSortByUnspportedKeyPath
func testObjcSortByUnsupportedKeyPath() throws {
    assertThrows(DogArrayObject.allObjects().sortedResults(usingKeyPath: "dogs.age", ascending: true),
                 reason: "Cannot sort on key path 'dogs.age': property 'DogArrayObject.dogs' is of unsupported type 'array'.")
    assertThrows(DogObject.allObjects().sortedResults(usingKeyPath: "owners.name", ascending: true),
                 reason: "Cannot sort on key path 'owners.name': property 'DogObject.owners' is of unsupported type 'linking objects'.")
    assertThrows(DogArrayObject.allObjects().sortedResults(usingKeyPath: "dogs.@count", ascending: true),
                 reason: "Cannot sort on key path 'dogs.@count': KVC collection operators are not supported.")
}

/// Sorted results of a list, a set and a dictionary of objects follow their collection: after removing the largest and adding a larger one, the new one is first and the next the old third; after deleting that object from the realm, the old third is first again.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testSortedLinkViewWithDeletion
func testObjcSortedCollectionsFollowChanges() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let stringObject = StringObject()
    stringObject.stringCol = "string"
    let arrayOfAll = ArrayOfAllTypesObject.create(in: realm, withValue: [:]) as! ArrayOfAllTypesObject
    let setOfAll = SetOfAllTypesObject.create(in: realm, withValue: [:]) as! SetOfAllTypesObject
    let dictOfAll = DictionaryOfAllTypesObject.create(in: realm, withValue: ["dictionary": [
        "1": allTypesValues(1, stringObject), "2": allTypesValues(2, stringObject),
        "3": allTypesValues(3, stringObject), "4": allTypesValues(4, stringObject)]]) as! DictionaryOfAllTypesObject
    for i in 1...4 {
        arrayOfAll.array.add(AllTypesObject(value: allTypesValues(i, stringObject)))
    }
    for i in 1...4 {
        setOfAll.set.add(AllTypesObject(value: allTypesValues(i, stringObject)))
    }
    try realm.commitWriteTransaction()

    let results = arrayOfAll.array.sortedResults(usingKeyPath: "stringCol", ascending: false)
    XCTAssertEqual((results[0] as! AllTypesObject).stringCol, "d")
    let results2 = setOfAll.set.sortedResults(usingKeyPath: "stringCol", ascending: false)
    XCTAssertEqual((results2[0] as! AllTypesObject).stringCol, "d")
    let results3 = dictOfAll.dictionary.sortedResults(usingKeyPath: "stringCol", ascending: false)
    XCTAssertEqual((results3[0] as! AllTypesObject).stringCol, "d")

    try realm.transaction {
        arrayOfAll.array.removeObject(at: 3)
        setOfAll.set.remove(setOfAll.set.allObjects[3] as! AllTypesObject)
        dictOfAll.dictionary.removeObject(forKey: "4")
        arrayOfAll.array.add(AllTypesObject(value: allTypesValues(5, stringObject)))
        setOfAll.set.add(AllTypesObject(value: allTypesValues(5, stringObject)))
        dictOfAll.dictionary["5"] = AllTypesObject(value: allTypesValues(5, stringObject))
    }
    XCTAssertEqual((results[0] as! AllTypesObject).stringCol, "e")
    XCTAssertEqual((results[1] as! AllTypesObject).stringCol, "c")
    XCTAssertEqual((results2[0] as! AllTypesObject).stringCol, "e")
    XCTAssertEqual((results2[1] as! AllTypesObject).stringCol, "c")
    XCTAssertEqual((results3[0] as! AllTypesObject).stringCol, "e")
    XCTAssertEqual((results3[1] as! AllTypesObject).stringCol, "c")

    try realm.transaction {
        realm.delete(arrayOfAll.array.lastObject()!)
        realm.delete(setOfAll.set.allObjects.last!)
    }
    XCTAssertEqual((results[0] as! AllTypesObject).stringCol, "c")
    XCTAssertEqual((results2[0] as! AllTypesObject).stringCol, "c")
}

/// The seven rows the SDK's two-property comparisons use: two of each type per row (bools, ints, floats, doubles, strings, data, decimals, object ids and mixed values).
func twoColumnRows() -> [[Any]] {
    let oid1 = ObjectId.generate()
    let oid2 = ObjectId.generate()
    let a = Data("a".utf8)
    return [
        [true, true, 1, 2, Float(23.0), Float(1.7), 0.0, 5.55, "a", "a", a, Data("a".utf8), Decimal128(number: 1), Decimal128(number: 2), oid1, oid1, AnyRealmValue.bool(true), AnyRealmValue.bool(false)],
        [true, false, 1, 3, Float(-5.3), Float(4.21), 1.0, 4.44, "a", "A", a, Data("A".utf8), Decimal128(number: 1), Decimal128(number: 3), oid1, oid2, AnyRealmValue.int(1), AnyRealmValue.int(2)],
        [false, false, 2, 2, Float(1.0), Float(3.55), 99.9, 6.66, "a", "ab", a, Data("ab".utf8), Decimal128(number: 2), Decimal128(number: 2), oid2, oid2, AnyRealmValue.float(1), AnyRealmValue.float(2)],
        [false, true, 3, 6, Float(4.21), Float(1.0), 1.0, 7.77, "a", "AB", a, Data("AB".utf8), Decimal128(number: 3), Decimal128(number: 6), oid2, oid1, AnyRealmValue.string("one"), AnyRealmValue.string("two")],
        [true, true, 4, 5, Float(23.0), Float(23.0), 7.4, 8.88, "a", "b", a, Data("b".utf8), Decimal128(number: 4), Decimal128(number: 5), oid1, oid1, AnyRealmValue.string("two"), AnyRealmValue.string("three")],
        [true, false, 15, 8, Float(1.0), Float(66.0), 1.01, 9.99, "a", "ba", a, Data("ba".utf8), Decimal128(number: 15), Decimal128(number: 8), oid1, oid2, AnyRealmValue.data(Data("a".utf8)), AnyRealmValue.data(Data("b".utf8))],
        [false, true, 15, 15, Float(1.0), Float(66.0), 1.01, 9.99, "a", "BA", a, Data("BA".utf8), Decimal128(number: 15), Decimal128(number: 15), oid2, oid1, AnyRealmValue.objectId(oid1), AnyRealmValue.objectId(oid2)],
    ]
}

/// Two properties of one object compared with each other, on the class `className` (QueryObject, or NullQueryObject whose properties are optional).
func checkTwoColumnComparison(_ className: String) throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    for row in twoColumnRows() {
        _ = realm.createObject(className, withValue: row)
    }
    let first = realm.allObjects(className).firstObject()!
    first["object1"] = first
    try realm.commitWriteTransaction()

    let counts: [(String, UInt)] = [
        ("bool1 == bool1", 7), ("bool1 == bool2", 3), ("bool1 != bool2", 4),
        ("int1 == int1", 7), ("int1 == int2", 2), ("int1 != int2", 5), ("int1 > int2", 1), ("int1 < int2", 4), ("int1 >= int2", 3), ("int1 <= int2", 6),
        ("float1 == float1", 7), ("float1 == float2", 1), ("float1 != float2", 6), ("float1 > float2", 2), ("float1 < float2", 4), ("float1 >= float2", 3), ("float1 <= float2", 5),
        ("double1 == double1", 7), ("double1 == double2", 0), ("double1 != double2", 7), ("double1 > double2", 1), ("double1 < double2", 6), ("double1 >= double2", 1), ("double1 <= double2", 6),
        ("string1 == string1", 7), ("string1 == string2", 1), ("string1 != string2", 6),
        ("string1 CONTAINS string1", 7), ("string1 CONTAINS string2", 1), ("string2 CONTAINS string1", 3),
        ("string1 BEGINSWITH string1", 7), ("string1 BEGINSWITH string2", 1), ("string2 BEGINSWITH string1", 2),
        ("string1 ENDSWITH string1", 7), ("string1 ENDSWITH string2", 1), ("string2 ENDSWITH string1", 2),
        ("string1 LIKE string1", 7), ("string1 LIKE string2", 1), ("string2 LIKE string1", 1),
        ("string1 ==[c] string1", 7), ("string1 ==[c] string2", 2), ("string1 !=[c] string2", 5),
        ("string1 CONTAINS[c] string1", 7), ("string1 CONTAINS[c] string2", 2), ("string2 CONTAINS[c] string1", 6),
        ("string1 BEGINSWITH[c] string1", 7), ("string1 BEGINSWITH[c] string2", 2), ("string2 BEGINSWITH[c] string1", 4),
        ("string1 ENDSWITH[c] string1", 7), ("string1 ENDSWITH[c] string2", 2), ("string2 ENDSWITH[c] string1", 4),
        ("string1 LIKE[c] string1", 7), ("string1 LIKE[c] string2", 2), ("string2 LIKE[c] string1", 2),
        ("data1 == data1", 7), ("data1 == data2", 1), ("data1 != data2", 6),
        ("data1 CONTAINS data1", 7), ("data1 CONTAINS data2", 1), ("data2 CONTAINS data1", 3),
        ("data1 BEGINSWITH data1", 7), ("data1 BEGINSWITH data2", 1), ("data2 BEGINSWITH data1", 2),
        ("data1 ENDSWITH data1", 7), ("data1 ENDSWITH data2", 1), ("data2 ENDSWITH data1", 2),
        ("data1 LIKE data1", 7), ("data1 LIKE data2", 1), ("data2 LIKE data1", 1),
        ("data1 ==[c] data1", 7), ("data1 ==[c] data2", 2), ("data1 !=[c] data2", 5),
        ("data1 CONTAINS[c] data1", 7), ("data1 CONTAINS[c] data2", 2), ("data2 CONTAINS[c] data1", 6),
        ("data1 BEGINSWITH[c] data1", 7), ("data1 BEGINSWITH[c] data2", 2), ("data2 BEGINSWITH[c] data1", 4),
        ("data1 ENDSWITH[c] data1", 7), ("data1 ENDSWITH[c] data2", 2), ("data2 ENDSWITH[c] data1", 4),
        ("data1 LIKE[c] data1", 7), ("data1 LIKE[c] data2", 2), ("data2 LIKE[c] data1", 2),
        ("decimal1 == decimal1", 7), ("decimal1 == decimal2", 2), ("decimal1 != decimal2", 5), ("decimal1 > decimal2", 1),
        ("decimal1 < decimal2", 4), ("decimal1 >= decimal2", 3), ("decimal1 <= decimal2", 6),
        ("objectId1 == objectId1", 7), ("objectId1 == objectId2", 3), ("objectId1 != objectId2", 4),
        ("object1 == object1", 7), ("object1 == object2", 6), ("object1 != object2", 1),
        ("any1 == any1", 7), ("any1 == any2", 0), ("any1 != any2", 7),
        ("any1 ==[c] any1", 7), ("any1 ==[c] any2", 0), ("any1 !=[c] any1", 0),
    ]
    for (predicate, count) in counts {
        XCTAssertEqual(realm.objects(className, where: predicate).count, count, predicate)
    }
    let mismatches: [(String, String)] = [
        ("int1 == float1", "int and float"), ("float2 >= double1", "float and double"), ("double2 <= int2", "double and int"),
        ("int2 != string1", "int and string"), ("float1 > string1", "float and string"), ("double1 < string1", "double and string"),
        ("double1 LIKE string1", "double and string"), ("string1 LIKE double1", "string and double"),
    ]
    for (predicate, types) in mismatches {
        assertThrows(realm.objects(className, where: predicate), reason: "Property type mismatch between \(types)")
    }
}

/// Two properties of each type compared with each other by every operator their type takes (strings and data also case-insensitively, an object with itself through a link, mixed values with and without `[c]`), and properties of different types refused as a type mismatch; the same on a class whose properties are optional.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testTwoColumnComparison
func testObjcTwoColumnComparison() throws {
    try checkTwoColumnComparison("QueryObject")
}

/// The two-property comparisons on a class whose properties are all optional.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testTwoColumnComparison
func testObjcTwoColumnComparisonOptional() throws {
    try checkTwoColumnComparison("NullQueryObject")
}

/// Through a to-one link, bool, int, float (with `%f`), double, long and date properties compare with constants of their type.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testLinkQueryAllTypes
func testObjcLinkQueryAllTypes() throws {
    let realm = RLMRealm.default()
    let linkToAllTypes = LinkToAllTypesObject()
    linkToAllTypes.allTypesCol = AllTypesObject(value: allTypesValues(1, nil))
    linkToAllTypes.allTypesCol!.objectCol = StringObject(value: ["string"])
    realm.beginWriteTransaction()
    realm.add(linkToAllTypes)
    try realm.commitWriteTransaction()

    XCTAssertEqual(LinkToAllTypesObject.objects(where: "allTypesCol.boolCol = YES").count, 1)
    XCTAssertEqual(LinkToAllTypesObject.objects(where: "allTypesCol.boolCol = NO").count, 0)
    XCTAssertEqual(LinkToAllTypesObject.objects(where: "allTypesCol.intCol = 1").count, 1)
    XCTAssertEqual(LinkToAllTypesObject.objects(where: "allTypesCol.intCol != 1").count, 0)
    XCTAssertEqual(LinkToAllTypesObject.objects(where: "allTypesCol.intCol > 0").count, 1)
    XCTAssertEqual(LinkToAllTypesObject.objects(where: "allTypesCol.intCol > 1").count, 0)
    XCTAssertEqual(LinkToAllTypesObject.objects(where: "allTypesCol.floatCol = %f", 1.1).count, 1)
    XCTAssertEqual(LinkToAllTypesObject.objects(where: "allTypesCol.floatCol <= %f", 1.1).count, 1)
    XCTAssertEqual(LinkToAllTypesObject.objects(where: "allTypesCol.floatCol < %f", 1.1).count, 0)
    XCTAssertEqual(LinkToAllTypesObject.objects(where: "allTypesCol.doubleCol = 1.11").count, 1)
    XCTAssertEqual(LinkToAllTypesObject.objects(where: "allTypesCol.doubleCol >= 1.11").count, 1)
    XCTAssertEqual(LinkToAllTypesObject.objects(where: "allTypesCol.doubleCol > 1.11").count, 0)
    XCTAssertEqual(LinkToAllTypesObject.objects(where: "allTypesCol.longCol = 2147483648").count, 1)
    XCTAssertEqual(LinkToAllTypesObject.objects(where: "allTypesCol.longCol != 2147483648").count, 0)
    XCTAssertEqual(LinkToAllTypesObject.objects(where: "allTypesCol.dateCol = %@", linkToAllTypes.allTypesCol!.dateCol).count, 1)
    XCTAssertEqual(LinkToAllTypesObject.objects(where: "allTypesCol.dateCol != %@", linkToAllTypes.allTypesCol!.dateCol).count, 0)
}

class LinkChain1: RLMObject {
    @objc dynamic var value: Int32 = 0
    @objc dynamic var next: LinkChain2?
}

class LinkChain2: RLMObject {
    @objc dynamic var next: LinkChain3?
    @objc dynamic var prev: RLMLinkingObjects<LinkChain1>?
    override class func linkingObjectsProperties() -> [String: RLMPropertyDescriptor] {
        ["prev": RLMPropertyDescriptor(with: LinkChain1.self, propertyName: "next")]
    }
}

class LinkChain3: RLMObject {
    @objc dynamic var prev: RLMLinkingObjects<LinkChain2>?
    override class func linkingObjectsProperties() -> [String: RLMPropertyDescriptor] {
        ["prev": RLMPropertyDescriptor(with: LinkChain2.self, propertyName: "next")]
    }
}

/// ANY over two levels of linking objects finds the end of each chain by a value at its start.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testMultiLevelBackLinkQuery
func testObjcMultiLevelBacklinkQuery() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let root1 = LinkChain1.create(in: realm, withValue: ["value": 1, "next": [[]]]) as! LinkChain1
    let root2 = LinkChain1.create(in: realm, withValue: ["value": 2, "next": [[]]]) as! LinkChain1
    try realm.commitWriteTransaction()

    var results = LinkChain3.objects(in: realm, where: "ANY prev.prev.value = 1")
    XCTAssertEqual(results.count, 1)
    XCTAssertTrue(root1.next!.next!.isEqual(to: results.firstObject()))
    results = LinkChain3.objects(in: realm, where: "ANY prev.prev.value = 2")
    XCTAssertEqual(results.count, 1)
    XCTAssertTrue(root2.next!.next!.isEqual(to: results.firstObject()))
    results = LinkChain3.objects(in: realm, where: "ANY prev.prev.value = 3")
    XCTAssertEqual(results.count, 0)
}

/// A link compares with an object and with nil; ANY and NONE over a list, a set and a dictionary of objects compare each element with an object, and comparing the collection itself with an object is refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testQueryWithObjects
func testObjcQueryWithObjects() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let stringObj0 = StringObject.create(in: realm, withValue: ["string0"]) as! StringObject
    let stringObj1 = StringObject.create(in: realm, withValue: ["string1"]) as! StringObject
    let stringObj2 = StringObject.create(in: realm, withValue: ["string2"]) as! StringObject
    let obj0 = AllTypesObject.create(in: realm, withValue: allTypesValues(1, stringObj0)) as! AllTypesObject
    let obj1 = AllTypesObject.create(in: realm, withValue: allTypesValues(2, stringObj1)) as! AllTypesObject
    let obj2 = AllTypesObject.create(in: realm, withValue: allTypesValues(3, stringObj0)) as! AllTypesObject
    let obj3 = AllTypesObject.create(in: realm, withValue: allTypesValues(4, stringObj2)) as! AllTypesObject
    let obj4 = AllTypesObject.create(in: realm, withValue: allTypesValues(5, nil)) as! AllTypesObject
    for objects in [[obj0, obj1], [obj1], [obj0, obj2, obj3], [obj4]] {
        _ = ArrayOfAllTypesObject.createInDefaultRealm(withValue: [objects])
        _ = SetOfAllTypesObject.createInDefaultRealm(withValue: [objects])
    }
    _ = DictionaryOfAllTypesObject.createInDefaultRealm(withValue: [["0": obj0, "1": obj1]])
    _ = DictionaryOfAllTypesObject.createInDefaultRealm(withValue: [["1": obj1]])
    _ = DictionaryOfAllTypesObject.createInDefaultRealm(withValue: [["0": obj0, "2": obj2, "3": obj3]])
    _ = DictionaryOfAllTypesObject.createInDefaultRealm(withValue: [["4": obj4]])
    try realm.commitWriteTransaction()

    XCTAssertEqual(AllTypesObject.objects(where: "objectCol = %@", stringObj0).count, 2)
    XCTAssertEqual(AllTypesObject.objects(where: "objectCol = %@", stringObj1).count, 1)
    XCTAssertEqual(AllTypesObject.objects(where: "objectCol = nil").count, 1)
    XCTAssertEqual(AllTypesObject.objects(where: "objectCol != nil").count, 4)
    XCTAssertEqual(AllTypesObject.objects(where: "objectCol != %@", stringObj0).count, 3)

    for (className, property) in [("ArrayOfAllTypesObject", "array"), ("SetOfAllTypesObject", "set"), ("DictionaryOfAllTypesObject", "dictionary")] {
        XCTAssertEqual(realm.objects(className, where: "ANY \(property) = %@", obj0).count, 2)
        XCTAssertEqual(realm.objects(className, where: "ANY \(property) != %@", obj1).count, 3)
        XCTAssertEqual(realm.objects(className, where: "NONE \(property) = %@", obj0).count, 2)
        XCTAssertEqual(realm.objects(className, where: "NONE \(property) != %@", obj1).count, 1)
        assertThrows(realm.objects(className, where: "\(property) = %@", obj0).count)
        assertThrows(realm.objects(className, where: "\(property) != %@", obj0).count)
    }
}

/// `predicate` matches `normal` objects of AllTypesObject and its negation `negated`.
func checkMatchesAndNot(_ normal: UInt, _ negated: UInt, _ predicate: NSPredicate) {
    XCTAssertEqual(AllTypesObject.objects(with: predicate).count, normal)
    XCTAssertEqual(AllTypesObject.objects(with: NSCompoundPredicate(notPredicateWithSubpredicate: predicate)).count, negated)
}

/// IN with a `{…}` literal and with an array argument, and its negation, on bool, int, float, double, string (also with `[c]`), data, date, long, decimal (from numbers and strings), object id and mixed properties and through a link.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testINPredicate
func testObjcInPredicate() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let so = StringObject.create(in: realm, withValue: ["abc"]) as! StringObject
    let obj = AllTypesObject.create(in: realm, withValue: allTypesValues(1, so)) as! AllTypesObject
    try realm.commitWriteTransaction()

    let literals: [(String, UInt, UInt)] = [
        ("boolCol IN {NO}", 0, 1), ("boolCol IN {YES}", 1, 0), ("boolCol IN {NO, YES}", 1, 0),
        ("intCol IN {0, 2, 3}", 0, 1), ("intCol IN {1}", 1, 0), ("intCol IN {1, 2}", 1, 0),
        ("floatCol IN {0, 2, 3}", 0, 1), ("floatCol IN {1.1}", 1, 0), ("floatCol IN {1.1, 2.2}", 1, 0),
        ("doubleCol IN {0, 2, 3}", 0, 1), ("doubleCol IN {1.11}", 1, 0), ("doubleCol IN {1.11, 2.22}", 1, 0),
        ("stringCol IN {'a'}", 1, 0), ("stringCol IN {'b'}", 0, 1), ("stringCol IN {'A'}", 0, 1),
        ("stringCol IN[c] {'a'}", 1, 0), ("stringCol IN[c] {'A'}", 1, 0),
        ("cBoolCol IN {NO}", 0, 1), ("cBoolCol IN {YES}", 1, 0), ("cBoolCol IN {NO, YES}", 1, 0),
        ("longCol IN {0, 2, 3}", 0, 1), ("longCol IN {2147483648}", 1, 0), ("longCol IN {100, 2147483648}", 1, 0),
        ("objectCol.stringCol IN {'abc'}", 1, 0), ("objectCol.stringCol IN {'def'}", 0, 1), ("objectCol.stringCol IN {'ABC'}", 0, 1),
        ("objectCol.stringCol IN[c] {'abc'}", 1, 0), ("objectCol.stringCol IN[c] {'ABC'}", 1, 0),
        ("decimalCol IN {0, 2, 3}", 0, 1), ("decimalCol IN {1}", 1, 0), ("decimalCol IN {1, 2}", 1, 0), ("decimalCol IN {'1', '2'}", 1, 0),
        ("anyCol IN {0, 1, 3}", 0, 1), ("anyCol IN {2}", 1, 0), ("anyCol IN {1, 2}", 1, 0), ("anyCol IN {'1', '2'}", 0, 1),
    ]
    for (format, normal, negated) in literals {
        checkMatchesAndNot(normal, negated, NSPredicate(format: format))
    }

    let objectId = obj.objectIdCol
    let otherId = ObjectId.generate()
    let arguments: [(String, [Any], UInt, UInt)] = [
        ("boolCol IN %@", [false], 0, 1), ("boolCol IN %@", [true], 1, 0), ("boolCol IN %@", [false, true], 1, 0),
        ("intCol IN %@", [0, 2, 3], 0, 1), ("intCol IN %@", [1], 1, 0), ("intCol IN %@", [1, 2], 1, 0),
        ("floatCol IN %@", [0, 2, 3], 0, 1), ("floatCol IN %@", [Float(1.1)], 1, 0), ("floatCol IN %@", [Float(1.1), 2], 1, 0),
        ("doubleCol IN %@", [0, 2, 3], 0, 1), ("doubleCol IN %@", [1.11], 1, 0), ("doubleCol IN %@", [1.11, 2], 1, 0),
        ("stringCol IN %@", ["a"], 1, 0), ("stringCol IN %@", ["b"], 0, 1), ("stringCol IN %@", ["A"], 0, 1),
        ("stringCol IN[c] %@", ["a"], 1, 0), ("stringCol IN[c] %@", ["A"], 1, 0),
        ("binaryCol IN %@", [Data("".utf8)], 0, 1), ("binaryCol IN %@", [Data("a".utf8)], 1, 0),
        ("binaryCol IN %@", [Data("a".utf8), Data("b".utf8)], 1, 0),
        ("dateCol IN %@", [Date(timeIntervalSince1970: 0)], 0, 1), ("dateCol IN %@", [Date(timeIntervalSince1970: 1)], 1, 0),
        ("dateCol IN %@", [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1)], 1, 0),
        ("cBoolCol IN %@", [false], 0, 1), ("cBoolCol IN %@", [true], 1, 0), ("cBoolCol IN %@", [false, true], 1, 0),
        ("longCol IN %@", [0, 2, 3], 0, 1), ("longCol IN %@", [Int64(2147483648)], 1, 0), ("longCol IN %@", [Int64(2147483648), 2], 1, 0),
        ("objectCol.stringCol IN %@", ["abc"], 1, 0), ("objectCol.stringCol IN %@", ["def"], 0, 1), ("objectCol.stringCol IN %@", ["ABC"], 0, 1),
        ("objectCol.stringCol IN[c] %@", ["abc"], 1, 0), ("objectCol.stringCol IN[c] %@", ["ABC"], 1, 0),
        ("decimalCol IN %@", [0, 2, 3], 0, 1), ("decimalCol IN %@", ["0", "2", "3"], 0, 1), ("decimalCol IN %@", [1], 1, 0),
        ("decimalCol IN %@", [1, 2], 1, 0), ("decimalCol IN %@", ["1", "2"], 1, 0),
        ("objectIdCol IN %@", [otherId], 0, 1), ("objectIdCol IN %@", [objectId], 1, 0), ("objectIdCol IN %@", [objectId, otherId], 1, 0),
        ("anyCol IN %@", [0, 1, 3], 0, 1), ("anyCol IN %@", [2], 1, 0), ("anyCol IN %@", [1, 2], 1, 0),
    ]
    for (format, values, normal, negated) in arguments {
        checkMatchesAndNot(normal, negated, NSPredicate(format: format, values))
    }
}

/// Results filtered from a company's list, set and dictionary of employees stay live after the company handle that made them is gone: an employee of the matching age added later, through another handle, is found.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testLinkViewQueryLifetime
func testObjcFilteredCollectionOutlivesOwnerHandle() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let employees: [[String: Any]] = [["name": "John", "age": 30, "hired": false], ["name": "Jill", "age": 50, "hired": true]]
    let company = CompanyObject.create(in: realm, withValue: ["company name", employees, employees]) as! CompanyObject
    for data in employees {
        company.employeeDict[data["name"] as! String] = EmployeeObject(value: data)
    }
    _ = EmployeeObject.create(in: realm, withValue: ["name": "Joe", "age": 40, "hired": true])
    try realm.commitWriteTransaction()

    let co = CompanyObject.allObjects()[0] as! CompanyObject
    let subarray = co.employees.objects(where: "age = 40")
    let subarray2 = co.employeeSet.objects(where: "age = 40")
    let subarray3 = co.employeeDict.objects(where: "age = 40")
    XCTAssertEqual(subarray.count, 0)
    XCTAssertEqual(subarray2.count, 0)
    XCTAssertEqual(subarray3.count, 0)

    realm.beginWriteTransaction()
    let other = CompanyObject.allObjects()[0] as! CompanyObject
    other.employees.add(EmployeeObject.create(in: realm, withValue: ["name": "Joe", "age": 40, "hired": true]) as! EmployeeObject)
    other.employeeSet.add(EmployeeObject.create(in: realm, withValue: ["name": "Joe", "age": 40, "hired": true]) as! EmployeeObject)
    other.employeeDict["Joe"] = EmployeeObject.create(in: realm, withValue: ["name": "Joe", "age": 40, "hired": true]) as? EmployeeObject
    try realm.commitWriteTransaction()

    XCTAssertEqual(subarray.count, 1)
    XCTAssertEqual((subarray[0] as! EmployeeObject)["name"] as? String, "Joe")
    XCTAssertEqual(subarray2.count, 1)
    XCTAssertEqual((subarray2[0] as! EmployeeObject)["name"] as? String, "Joe")
    XCTAssertEqual(subarray3.count, 1)
    XCTAssertEqual((subarray3[0] as! EmployeeObject)["name"] as? String, "Joe")
}

/// Filtered, sorted, sorted-then-filtered and filtered-then-sorted results of a company's list, set and dictionary of employees follow a committed addition: counts grow and the last match is the new employee.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testLinkViewQueryLiveUpdate
func testObjcDerivedCollectionResultsFollowAdditions() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let employees: [[String: Any]] = [["name": "John", "age": 30, "hired": false], ["name": "Jill", "age": 40, "hired": true]]
    let company = CompanyObject.create(in: realm, withValue: ["company name", employees, employees]) as! CompanyObject
    for data in employees {
        company.employeeDict[data["name"] as! String] = EmployeeObject(value: data)
    }
    let eo = EmployeeObject.create(in: realm, withValue: ["name": "Joe", "age": 40, "hired": true]) as! EmployeeObject
    try realm.commitWriteTransaction()

    let co = CompanyObject.allObjects().firstObject() as! CompanyObject
    let groups: [[RLMResults<RLMObject>]] = [
        [co.employees.objects(where: "age = 40"), co.employees.sortedResults(usingKeyPath: "name", ascending: true),
         co.employees.sortedResults(usingKeyPath: "name", ascending: true).objects(where: "age = 40"),
         co.employees.objects(where: "age = 40").sortedResults(usingKeyPath: "name", ascending: true)],
        [co.employeeSet.objects(where: "age = 40"), co.employeeSet.sortedResults(usingKeyPath: "name", ascending: true),
         co.employeeSet.sortedResults(usingKeyPath: "name", ascending: true).objects(where: "age = 40"),
         co.employeeSet.objects(where: "age = 40").sortedResults(usingKeyPath: "name", ascending: true)],
        [co.employeeDict.objects(where: "age = 40"), co.employeeDict.sortedResults(usingKeyPath: "name", ascending: true),
         co.employeeDict.sortedResults(usingKeyPath: "name", ascending: true).objects(where: "age = 40"),
         co.employeeDict.objects(where: "age = 40").sortedResults(usingKeyPath: "name", ascending: true)],
    ]
    for g in groups {
        XCTAssertEqual(g[0].count, 1)
        XCTAssertEqual(g[1].count, 2)
        XCTAssertEqual(g[2].count, 1)
        XCTAssertEqual(g[3].count, 1)
        for i in [0, 2, 3] {
            XCTAssertEqual((g[i].lastObject() as! EmployeeObject).name, "Jill")
        }
    }

    realm.beginWriteTransaction()
    co.employees.add(eo)
    co.employeeSet.add(eo)
    co.employeeDict[eo.name!] = eo
    try realm.commitWriteTransaction()

    for g in groups {
        XCTAssertEqual(g[0].count, 2)
        XCTAssertEqual(g[1].count, 3)
        XCTAssertEqual(g[2].count, 2)
        XCTAssertEqual(g[3].count, 2)
        for i in [0, 2, 3] {
            XCTAssertEqual((g[i].lastObject() as! EmployeeObject).name, "Joe")
        }
    }
}

/// A constant on the left of a comparison with a property is the same comparison turned round, for bools, ints, floats, doubles, strings, data, decimals, mixed values and object ids; BEGINSWITH, ENDSWITH, CONTAINS and LIKE with a constant on the left are refused; on `className` (QueryObject, or NullQueryObject whose properties are optional).
func checkConstantOnLeft(_ className: String) throws {
    let realm = RLMRealm.default()
    let rows = twoColumnRows()
    let oid1 = rows[0][14]
    realm.beginWriteTransaction()
    for row in rows {
        _ = realm.createObject(className, withValue: row)
    }
    try realm.commitWriteTransaction()

    let counts: [(String, UInt)] = [
        ("TRUE == bool1", 4), ("TRUE != bool2", 3),
        ("1 == int1", 2), ("2 != int2", 5), ("2 > int1", 2), ("2 < int1", 4), ("2 >= int1", 3), ("2 <= int1", 5),
        ("1.0 == float1", 3), ("1.0 != float2", 6), ("1.0 > float1", 1), ("1.0 < float2", 6), ("1.0 >= float1", 4), ("1.0 <= float2", 7),
        ("1.0 == double1", 2), ("1.0 != double1", 5), ("5.0 > double2", 1), ("5.0 < double2", 6), ("5.55 >= double2", 2), ("5.55 <= double2", 6),
        ("'a' == string2", 1), ("'a' != string2", 6),
        ("1 == decimal1", 2), ("2 != decimal2", 5), ("2 > decimal1", 2), ("2 < decimal1", 4), ("2 >= decimal1", 3), ("2 <= decimal1", 5),
        ("1 == any1", 2), ("1.0 == any1", 2), ("'one' == any1", 1), ("'one' != any1", 6), ("TRUE == any1", 1), ("TRUE != any1", 6),
        ("2 != any2", 5), ("2 > any1", 2), ("2 < any1", 0), ("2 >= any1", 2), ("2 <= any1", 0),
    ]
    for (predicate, count) in counts {
        XCTAssertEqual(realm.objects(className, where: predicate).count, count, predicate)
    }
    XCTAssertEqual(realm.objects(className, where: "%@ == data2", Data("a".utf8)).count, 1)
    XCTAssertEqual(realm.objects(className, where: "%@ != data2", Data("a".utf8)).count, 6)
    XCTAssertEqual(realm.objects(className, where: "%@ == any1", oid1).count, 1)
    XCTAssertEqual(realm.objects(className, where: "%@ != any1", oid1).count, 6)
    XCTAssertEqual(realm.objects(className, where: "%@ == objectId1", oid1).count, 4)
    XCTAssertEqual(realm.objects(className, where: "%@ != objectId2", oid1).count, 3)

    assertThrows(realm.objects(className, where: "'Realm' CONTAINS string1").count, reason: "Operator 'CONTAINS' requires a keypath on the left side.")
    assertThrows(realm.objects(className, where: "'Amazon' BEGINSWITH string2").count, reason: "Operator 'BEGINSWITH' requires a keypath on the left side.")
    assertThrows(realm.objects(className, where: "'Tuba' ENDSWITH string1").count, reason: "Operator 'ENDSWITH' requires a keypath on the left side.")
    assertThrows(realm.objects(className, where: "'Tuba' LIKE string1").count, reason: "Operator 'LIKE' requires a keypath on the left side.")
}

/// A constant on the left of a comparison with a property, for every type, on a class of required properties.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testComparisonsWithKeyPathOnRHS
func testObjcConstantOnLeft() throws {
    try checkConstantOnLeft("QueryObject")
}

/// A constant on the left of a comparison with a property, for every type, on a class of optional properties.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testComparisonsWithKeyPathOnRHS
func testObjcConstantOnLeftOptional() throws {
    try checkConstantOnLeft("NullQueryObject")
}

/// A query for owners of a dog finds nothing once that dog is deleted, and still finds the owners of the other dogs, whose storage may have moved.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testLinksToDeletedOrMovedObject
func testObjcLinkQueryAfterTargetDeleted() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let fido = DogObject.create(in: realm, withValue: ["Fido", 3]) as! DogObject
    _ = OwnerObject.create(in: realm, withValue: ["Fido's owner", fido])
    let rex = DogObject.create(in: realm, withValue: ["Rex", 2]) as! DogObject
    _ = OwnerObject.create(in: realm, withValue: ["Rex's owner", rex])
    let spot = DogObject.create(in: realm, withValue: ["Spot", 2]) as! DogObject
    _ = OwnerObject.create(in: realm, withValue: ["Spot's owner", spot])
    try realm.commitWriteTransaction()

    let fidoQuery = OwnerObject.objects(in: realm, where: "dog == %@", fido)
    let rexQuery = OwnerObject.objects(in: realm, where: "dog == %@", rex)
    let spotQuery = OwnerObject.objects(in: realm, where: "dog == %@", spot)
    realm.beginWriteTransaction()
    realm.delete(fido)
    try realm.commitWriteTransaction()

    XCTAssertEqual(fidoQuery.count, 0)
    XCTAssertEqual(rexQuery.count, 1)
    XCTAssertEqual((rexQuery.firstObject() as! OwnerObject).name, "Rex's owner")
    XCTAssertEqual(spotQuery.count, 1)
    XCTAssertEqual((spotQuery.firstObject() as! OwnerObject).name, "Spot's owner")
}

/// `results` holds exactly the objects of `expected`, in that order.
func checkSamePeople(_ results: RLMResults<RLMObject>, _ expected: [PersonObject]) {
    XCTAssertEqual(results.count, UInt(expected.count))
    if results.count == UInt(expected.count) {
        for i in 0..<expected.count {
            XCTAssertTrue(expected[i].isEqual(to: results[UInt(i)]), "\(i): \(expected[i].name!)")
        }
    }
}

/// Linking objects in predicates: ANY over one, two and three levels of parents and children, `@avg` and `@count` of parents, a SUBQUERY over parents (also nested), equality with an object, and with an unmanaged object (equal to no link, unequal to every one); NULL is refused; the results follow a new link.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testLinkingObjects
func testObjcLinkingObjectsQueries() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let hannah = PersonObject.create(in: realm, withValue: ["Hannah", 0]) as! PersonObject
    let elijah = PersonObject.create(in: realm, withValue: ["Elijah", 3]) as! PersonObject
    let mark = PersonObject.create(in: realm, withValue: ["Mark", 30, [hannah]]) as! PersonObject
    let jason = PersonObject.create(in: realm, withValue: ["Jason", 31, [elijah]]) as! PersonObject
    let diane = PersonObject.create(in: realm, withValue: ["Diane", 29, [hannah]]) as! PersonObject
    let carol = PersonObject.create(in: realm, withValue: ["Carol", 31]) as! PersonObject
    let michael = PersonObject.create(in: realm, withValue: ["Michael", 57, [jason, mark]]) as! PersonObject
    let raewynne = PersonObject.create(in: realm, withValue: ["Raewynne", 57, [jason, mark]]) as! PersonObject
    let don = PersonObject.create(in: realm, withValue: ["Don", 64, [carol, diane]]) as! PersonObject
    let dianeSr = PersonObject.create(in: realm, withValue: ["Diane", 60, [carol, diane]]) as! PersonObject
    try realm.commitWriteTransaction()

    let r1 = PersonObject.objects(where: "ANY parents.name BEGINSWITH 'M'")
    let r2 = PersonObject.objects(where: "ANY parents.parents.name BEGINSWITH 'M'")
    let r3 = PersonObject.objects(where: "ANY children.parents.name == 'Diane'")
    let r4 = PersonObject.objects(where: "ANY children.parents.parents.name == 'Don'")
    let r5 = PersonObject.objects(where: "parents.@avg.age < 60")
    let r6 = PersonObject.objects(where: "SUBQUERY(parents, $parent, $parent.children.@count > 1).@count > 0")
    let r7 = PersonObject.objects(where: "ANY parents == %@", raewynne)
    let r8 = PersonObject.objects(where: "ANY children == %@", mark)
    let r9 = PersonObject.objects(where: "ANY parents.parents == %@", michael)
    let r10 = PersonObject.objects(where: "ANY children.children == %@", hannah)
    let r11 = PersonObject.objects(where: "parents.@count == 0")
    let r12 = PersonObject.objects(where: "ANY parents == %@", PersonObject())
    let r13 = PersonObject.objects(where: "ANY parents != %@", PersonObject())
    assertThrows(PersonObject.objects(where: "ANY parents == NULL"))
    let r14 = PersonObject.objects(where: "SUBQUERY(parents, $p1, $p1.age < 31 AND SUBQUERY($p1.parents, $p2, $p2.age > 35 AND $p2.name == 'Michael').@count > 0).@count > 0")

    checkSamePeople(r1, [hannah, mark, jason])
    checkSamePeople(r2, [hannah, elijah])
    checkSamePeople(r3, [mark, diane, don, dianeSr])
    checkSamePeople(r4, [mark, diane])
    checkSamePeople(r5, [hannah, elijah, mark, jason])
    checkSamePeople(r6, [mark, jason, diane, carol])
    checkSamePeople(r7, [mark, jason])
    checkSamePeople(r8, [michael, raewynne])
    checkSamePeople(r9, [hannah, elijah])
    checkSamePeople(r10, [michael, raewynne, don, dianeSr])
    checkSamePeople(r11, [michael, raewynne, don, dianeSr])
    checkSamePeople(r12, [])
    checkSamePeople(r13, [hannah, elijah, mark, jason, diane, carol])
    checkSamePeople(r14, [hannah])

    realm.beginWriteTransaction()
    let mackenzie = PersonObject.create(in: realm, withValue: ["Mackenzie", 0]) as! PersonObject
    jason.children.add(mackenzie)
    try realm.commitWriteTransaction()

    checkSamePeople(r1, [hannah, mark, jason])
    checkSamePeople(r2, [hannah, elijah, mackenzie])
    checkSamePeople(r3, [mark, diane, don, dianeSr])
    checkSamePeople(r4, [mark, diane])
    checkSamePeople(r5, [hannah, elijah, mark, jason, mackenzie])
    checkSamePeople(r6, [elijah, mark, jason, diane, carol, mackenzie])
    checkSamePeople(r7, [mark, jason])
    checkSamePeople(r8, [michael, raewynne])
    checkSamePeople(r9, [hannah, elijah, mackenzie])
    checkSamePeople(r10, [michael, raewynne, don, dianeSr])
    checkSamePeople(r11, [michael, raewynne, don, dianeSr])
    checkSamePeople(r12, [])
    checkSamePeople(r13, [hannah, elijah, mark, jason, diane, carol, mackenzie])
    checkSamePeople(r14, [hannah])
}

/// `@min`, `@max`, `@sum` and `@avg` of the ints of `property` (a list, set or dictionary of IntObject on `className`, holding 1234, 2 and -12345 on the first object, 100 on the second, nothing on the third) compared with constants on either side and with a property; refused against another aggregate, when a key path follows the aggregated property, and (except `@avg`) against a fraction.
func checkAggregateOperators(_ className: String, _ property: String) {
    let realm = RLMRealm.default()
    let counts: [(String, UInt)] = [
        ("@min.intCol == -12345", 1), ("@min.intCol == 100", 1), ("@min.intCol < 1000", 2), ("@min.intCol > -1000", 1),
        ("@max.intCol == 1234", 1), ("@max.intCol == 100", 1), ("@max.intCol > -1000", 2), ("@max.intCol > 1000", 1),
        ("@sum.intCol == 100", 1), ("@sum.intCol == -11109", 1), ("@sum.intCol == 0", 1), ("@sum.intCol > -50", 2), ("@sum.intCol < 50", 2),
        ("@avg.intCol == 100", 1), ("@avg.intCol == -3703", 1), ("@avg.intCol == 0", 0), ("@avg.intCol < -50", 1), ("@avg.intCol > 50", 1),
        ("@min.intCol < number", 2), ("@max.intCol < number", 1), ("@avg.intCol < number", 2),
    ]
    for (predicate, count) in counts {
        XCTAssertEqual(realm.objects(className, where: "\(property).\(predicate)").count, count, predicate)
    }
    XCTAssertEqual(realm.objects(className, where: "number > \(property).@min.intCol").count, 2)
    XCTAssertEqual(realm.objects(className, where: "number > \(property).@max.intCol").count, 1)
    XCTAssertEqual(realm.objects(className, where: "number > \(property).@avg.intCol").count, 2)

    assertThrows(realm.objects(className, where: "\(property).@min.intCol == \(property).@min.intCol"),
                 reason: "aggregate operations cannot be compared with other aggregate operations")
    for op in ["@min", "@max", "@sum", "@avg"] {
        assertThrows(realm.objects(className, where: "\(property).\(op).intCol.foo.bar == 1.23"),
                     reason: "Invalid keypath '\(property).\(op).intCol.foo.bar': Property 'IntObject.intCol' is not a link or collection and can only appear at the end of a keypath.")
    }
    for op in ["@min", "@max", "@sum"] {
        assertThrows(realm.objects(className, where: "\(property).\(op).intCol == 1.23"),
                     reason: "\(op) on a property of type int cannot be compared with '1.23'")
    }
}

/// Collection operators over a list of objects in predicates.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testAggregateArrayCollectionOperators
func testObjcListAggregateOperators() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    var arr = IntegerArrayPropertyObject.create(in: realm, withValue: [1111, []]) as! IntegerArrayPropertyObject
    for n in [1234, 2, -12345] {
        arr.array.add(IntObject.create(in: realm, withValue: [n]) as! IntObject)
    }
    arr = IntegerArrayPropertyObject.create(in: realm, withValue: [2222, []]) as! IntegerArrayPropertyObject
    arr.array.add(IntObject.create(in: realm, withValue: [100]) as! IntObject)
    _ = IntegerArrayPropertyObject.create(in: realm, withValue: [3333, []])
    try realm.commitWriteTransaction()
    checkAggregateOperators("IntegerArrayPropertyObject", "array")
}

/// Collection operators over a set of objects in predicates.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testAggregateSetCollectionOperators
func testObjcSetAggregateOperators() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    var owner = IntegerSetPropertyObject.create(in: realm, withValue: [1111, []]) as! IntegerSetPropertyObject
    for n in [1234, 2, -12345] {
        owner.set.add(IntObject.create(in: realm, withValue: [n]) as! IntObject)
    }
    owner = IntegerSetPropertyObject.create(in: realm, withValue: [2222, []]) as! IntegerSetPropertyObject
    owner.set.add(IntObject.create(in: realm, withValue: [100]) as! IntObject)
    _ = IntegerSetPropertyObject.create(in: realm, withValue: [3333, []])
    try realm.commitWriteTransaction()
    checkAggregateOperators("IntegerSetPropertyObject", "set")
}

/// Collection operators over a dictionary of objects in predicates.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testAggregateDictionaryCollectionOperators
func testObjcDictionaryAggregateOperators() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    var owner = IntegerDictionaryPropertyObject.create(in: realm, withValue: [1111, []]) as! IntegerDictionaryPropertyObject
    for (key, n) in [("0", 1234), ("1", 2), ("2", -12345)] {
        owner.dictionary[key] = IntObject.create(in: realm, withValue: [n]) as? IntObject
    }
    owner = IntegerDictionaryPropertyObject.create(in: realm, withValue: [2222, []]) as! IntegerDictionaryPropertyObject
    owner.dictionary["3"] = IntObject.create(in: realm, withValue: [100]) as? IntObject
    _ = IntegerDictionaryPropertyObject.create(in: realm, withValue: [3333, []])
    try realm.commitWriteTransaction()
    checkAggregateOperators("IntegerDictionaryPropertyObject", "dictionary")
}

class AllDictionariesObject: RLMObject {
    @objc dynamic var intDict = RLMDictionary<NSString, NSObject>(objectType: .int, optional: true, keyType: .string)
    @objc dynamic var floatDict = RLMDictionary<NSString, NSObject>(objectType: .float, optional: true, keyType: .string)
    @objc dynamic var doubleDict = RLMDictionary<NSString, NSObject>(objectType: .double, optional: true, keyType: .string)
    @objc dynamic var boolDict = RLMDictionary<NSString, NSObject>(objectType: .bool, optional: true, keyType: .string)
    @objc dynamic var stringDict = RLMDictionary<NSString, NSObject>(objectType: .string, optional: true, keyType: .string)
    @objc dynamic var dateDict = RLMDictionary<NSString, NSObject>(objectType: .date, optional: true, keyType: .string)
    @objc dynamic var dataDict = RLMDictionary<NSString, NSObject>(objectType: .data, optional: true, keyType: .string)
    @objc dynamic var decimalDict = RLMDictionary<NSString, NSObject>(objectType: .decimal128, optional: true, keyType: .string)
    @objc dynamic var objectIdDict = RLMDictionary<NSString, NSObject>(objectType: .objectId, optional: true, keyType: .string)
    @objc dynamic var uuidDict = RLMDictionary<NSString, NSObject>(objectType: .UUID, optional: true, keyType: .string)
    @objc dynamic var stringObjDict = RLMDictionary<NSString, StringObject>(objectClassName: StringObject.className(), keyType: .string)
}

/// `@allKeys` of the dictionary `property`, one entry holding `value` per object under the keys key1, key2, key3, key1, KEY3, kêÿ2, KEY2 and lock1: ANY and NOT ANY with ==, !=, BEGINSWITH, CONTAINS, ENDSWITH and LIKE, with `[c]` and `[cd]`, and NULL; LIKE refuses `[d]`.
func checkAllKeys(_ property: String, _ value: Any) throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    for key in ["key1", "key2", "key3", "key1", "KEY3", "kêÿ2", "KEY2", "lock1"] {
        _ = AllDictionariesObject.create(in: realm, withValue: [property: [key: value]])
    }
    try realm.commitWriteTransaction()

    let counts: [(String, UInt)] = [
        ("ANY %K.@allKeys = 'key'", 0), ("ANY %K.@allKeys = 'key1'", 2), ("ANY %K.@allKeys = 'key3'", 1),
        ("ANY %K.@allKeys != 'key3'", 7), ("ANY %K.@allKeys =[c] 'key3'", 2), ("ANY %K.@allKeys !=[c] 'key3'", 6),
        ("ANY %K.@allKeys =[cd] 'key3'", 2), ("ANY %K.@allKeys !=[cd] 'key3'", 6), ("NOT ANY %K.@allKeys !=[cd] 'key3'", 2),
        ("ANY %K.@allKeys BEGINSWITH 'ke'", 4), ("NOT ANY %K.@allKeys BEGINSWITH 'ke'", 4), ("ANY %K.@allKeys BEGINSWITH[c] 'ke'", 6),
        ("ANY %K.@allKeys BEGINSWITH[cd] 'ke'", 7), ("ANY %K.@allKeys BEGINSWITH NULL", 0),
        ("ANY %K.@allKeys CONTAINS 'ey'", 4), ("ANY %K.@allKeys CONTAINS[c] 'ey'", 6), ("ANY %K.@allKeys CONTAINS[cd] 'ey'", 7),
        ("ANY %K.@allKeys CONTAINS NULL", 0),
        ("ANY %K.@allKeys ENDSWITH 'y2'", 1), ("ANY %K.@allKeys ENDSWITH[c] 'y2'", 2), ("ANY %K.@allKeys ENDSWITH[cd] 'y2'", 3),
        ("ANY %K.@allKeys ENDSWITH NULL", 0),
        ("ANY %K.@allKeys LIKE 'key*'", 4), ("ANY %K.@allKeys LIKE[c] 'key*'", 6), ("ANY %K.@allKeys LIKE NULL", 0),
        ("NOT ANY %K.@allKeys LIKE 'key*'", 4), ("NOT ANY %K.@allKeys LIKE[c] 'key*'", 2), ("NOT ANY %K.@allKeys LIKE NULL", 8),
    ]
    for (format, count) in counts {
        XCTAssertEqual(AllDictionariesObject.objects(where: format, property).count, count, "\(property): \(format)")
    }
    assertThrows(AllDictionariesObject.objects(in: realm, where: "ANY %K.@allKeys LIKE[cd] 'key*'", property),
                 reason: "Operator 'LIKE' not supported with diacritic-insensitive modifier.")
    realm.beginWriteTransaction()
    realm.deleteAllObjects()
    try realm.commitWriteTransaction()
}

/// `@allKeys` of a dictionary of every value type and of objects matches its keys by equality and the string operators.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testDictionaryQueryAllKeys
func testObjcDictionaryAllKeys() throws {
    try checkAllKeys("intDict", 123)
    try checkAllKeys("floatDict", Float(789.123))
    try checkAllKeys("doubleDict", 789.123)
    try checkAllKeys("boolDict", true)
    try checkAllKeys("stringDict", "Hello")
    try checkAllKeys("dataDict", Data("123".utf8))
    try checkAllKeys("dateDict", Date(timeIntervalSince1970: 100))
    try checkAllKeys("decimalDict", Decimal128(number: 123.456))
    try checkAllKeys("objectIdDict", ObjectId.generate())
    try checkAllKeys("uuidDict", UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
    try checkAllKeys("stringObjDict", StringObject(value: ["hi"]))
}

/// Three objects with one entry each in the dictionary `property`, under aKey, aKey2 and aKey3, holding `values` in turn.
func makeDictionaryObjects(_ property: String, _ values: [Any]) throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    for (key, value) in [("aKey", values[0]), ("aKey2", values[1]), ("aKey3", values[2])] {
        _ = AllDictionariesObject.create(in: realm, withValue: [property: [key: value]])
    }
    try realm.commitWriteTransaction()
}

/// `@allValues` of a dictionary of objects compares with an object by ==, != and IN, and through a property of the objects with the string operators; BETWEEN and the string operators on the objects themselves are refused naming type 'object'.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testDictionaryQueryAllValues_RLMObject
func testObjcDictionaryAllValuesObjects() throws {
    let realm = RLMRealm.default()
    let property = "stringObjDict"
    try makeDictionaryObjects(property, [StringObject(value: ["hello"]), StringObject(value: ["Héllo"]), StringObject(value: ["HELLO"])])
    let obj = StringObject.objects(in: realm, where: "stringCol = %@", "hello").firstObject() as! StringObject

    XCTAssertEqual(AllDictionariesObject.objects(where: "ANY %K.@allValues = %@", property, obj).count, 1)
    XCTAssertEqual(AllDictionariesObject.objects(where: "ANY %K.@allValues != %@", property, obj).count, 2)
    XCTAssertEqual(AllDictionariesObject.objects(where: "ANY %K.@allValues IN %@", property, [obj]).count, 1)
    let none: [StringObject] = []
    XCTAssertEqual(AllDictionariesObject.objects(where: "ANY %K.@allValues IN %@", property, none).count, 0)
    XCTAssertEqual(AllDictionariesObject.objects(where: "ANY %K.stringCol = %@", property, obj.stringCol!).count, 1)
    XCTAssertEqual(AllDictionariesObject.objects(where: "ANY %K.stringCol != %@", property, obj.stringCol!).count, 2)
    XCTAssertEqual(AllDictionariesObject.objects(where: "ANY %K.stringCol BEGINSWITH %@", property, "h").count, 1)
    XCTAssertEqual(AllDictionariesObject.objects(where: "ANY %K.stringCol BEGINSWITH[c] %@", property, "h").count, 3)
    XCTAssertEqual(AllDictionariesObject.objects(where: "ANY %K.stringCol BEGINSWITH[c] %@", property, "he").count, 2)
    XCTAssertEqual(AllDictionariesObject.objects(where: "ANY %K.stringCol BEGINSWITH[cd] %@", property, "he").count, 3)

    assertThrows(AllDictionariesObject.objects(in: realm, where: "ANY %K.@allValues BETWEEN %@", property, [obj, obj]),
                 reason: "Operator 'BETWEEN' not supported for type 'object'")
    for op in ["BEGINSWITH", "CONTAINS", "ENDSWITH", "LIKE"] {
        assertThrows(AllDictionariesObject.objects(in: realm, where: "ANY %K.@allValues \(op) %@", property, obj),
                     reason: "Operator '\(op)' not supported for type 'object'")
    }
}

/// `@allValues` of a dictionary of strings: ==, != with `[c]` and `[cd]`, ANY and NOT ANY with BEGINSWITH, CONTAINS, ENDSWITH and LIKE, with the options and NULL; LIKE refuses `[d]`.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testDictionaryQueryAllValues_NSString
func testObjcDictionaryAllValuesStrings() throws {
    let realm = RLMRealm.default()
    let property = "stringDict"
    try makeDictionaryObjects(property, ["hello", "Héllo", "HELLO"])
    let counts: [(String, UInt)] = [
        ("ANY %K.@allValues BEGINSWITH 'he'", 1), ("NOT ANY %K.@allValues BEGINSWITH 'he'", 2), ("ANY %K.@allValues BEGINSWITH[c] 'he'", 2),
        ("ANY %K.@allValues BEGINSWITH[cd] 'he'", 3), ("ANY %K.@allValues BEGINSWITH NULL", 0),
        ("ANY %K.@allValues CONTAINS 'el'", 1), ("ANY %K.@allValues CONTAINS[c] 'el'", 2), ("ANY %K.@allValues CONTAINS[cd] 'el'", 3),
        ("ANY %K.@allValues CONTAINS NULL", 0),
        ("ANY %K.@allValues ENDSWITH 'lo'", 2), ("ANY %K.@allValues ENDSWITH[c] 'lo'", 3), ("ANY %K.@allValues ENDSWITH[cd] 'lo'", 3),
        ("ANY %K.@allValues ENDSWITH NULL", 0),
        ("ANY %K.@allValues LIKE 'hel*'", 1), ("ANY %K.@allValues LIKE[c] 'hel*'", 2), ("ANY %K.@allValues LIKE NULL", 0),
        ("NOT ANY %K.@allValues LIKE 'hel*'", 2), ("NOT ANY %K.@allValues LIKE[c] 'hel*'", 1), ("NOT ANY %K.@allValues LIKE NULL", 3),
    ]
    let withValue: [(String, UInt)] = [
        ("ANY %K.@allValues = %@", 1), ("ANY %K.@allValues != %@", 2), ("ANY %K.@allValues =[c] %@", 2),
        ("ANY %K.@allValues !=[c] %@", 1), ("ANY %K.@allValues =[cd] %@", 3), ("ANY %K.@allValues !=[cd] %@", 0),
    ]
    for (format, count) in withValue {
        XCTAssertEqual(AllDictionariesObject.objects(where: format, property, "hello").count, count, format)
    }
    for (format, count) in counts {
        XCTAssertEqual(AllDictionariesObject.objects(where: format, property).count, count, format)
    }
    assertThrows(AllDictionariesObject.objects(in: realm, where: "ANY %K.@allValues LIKE[cd] 'hel*'", property),
                 reason: "Operator 'LIKE' not supported with diacritic-insensitive modifier.")
}

/// `@allValues` of a dictionary of `kind` values (object ids or UUIDs): == and != (the string options change nothing); ordering and the string operators are refused naming the type.
func checkAllValuesIds(_ property: String, _ values: [Any], _ typeName: String, _ withNotEqualOptions: Bool) throws {
    let realm = RLMRealm.default()
    try makeDictionaryObjects(property, values)
    XCTAssertEqual(AllDictionariesObject.objects(where: "ANY %K.@allValues = %@", property, values[0]).count, 1)
    XCTAssertEqual(AllDictionariesObject.objects(where: "ANY %K.@allValues != %@", property, values[0]).count, 2)
    XCTAssertEqual(AllDictionariesObject.objects(where: "ANY %K.@allValues =[c] %@", property, values[0]).count, 1)
    XCTAssertEqual(AllDictionariesObject.objects(where: "ANY %K.@allValues =[cd] %@", property, values[0]).count, 1)
    if withNotEqualOptions {
        XCTAssertEqual(AllDictionariesObject.objects(where: "ANY %K.@allValues !=[c] %@", property, values[0]).count, 2)
        XCTAssertEqual(AllDictionariesObject.objects(where: "ANY %K.@allValues !=[cd] %@", property, values[0]).count, 2)
    }
    for op in [">", "<", "LIKE", "BEGINSWITH", "CONTAINS", "ENDSWITH"] {
        assertThrows(AllDictionariesObject.objects(in: realm, where: "ANY %K.@allValues \(op) %@", property, values[0]),
                     reason: "Operator '\(op)' not supported for type '\(typeName)'")
    }
}

/// `@allValues` of a dictionary of object ids.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testDictionaryQueryAllValues_ObjectId
func testObjcDictionaryAllValuesObjectIds() throws {
    try checkAllValuesIds("objectIdDict", [ObjectId("60425fff91d7a195d5ddac1b"), ObjectId("60425fff91d7a195d5ddac1a"),
                                           ObjectId("60425fff91d7a195d5ddac1c")], "object id", false)
}

/// `@allValues` of a dictionary of UUIDs.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testDictionaryQueryAllValues_UUID
func testObjcDictionaryAllValuesUuids() throws {
    try checkAllValuesIds("uuidDict", [UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD88")!, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD87")!,
                                       UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!], "uuid", true)
}

/// `@allValues` of a dictionary of data: ==, != (with options), ordering, LIKE (with a wildcard), BEGINSWITH, CONTAINS and ENDSWITH with data.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testDictionaryQueryAllValues_Data
func testObjcDictionaryAllValuesData() throws {
    let property = "dataDict"
    let hey = Data("hey".utf8)
    try makeDictionaryObjects(property, [hey, Data("hi".utf8), Data("hello".utf8)])
    let counts: [(String, UInt)] = [
        ("ANY %K.@allValues = %@", 1), ("ANY %K.@allValues != %@", 2), ("ANY %K.@allValues =[c] %@", 1),
        ("ANY %K.@allValues !=[c] %@", 2), ("ANY %K.@allValues =[cd] %@", 1), ("ANY %K.@allValues !=[cd] %@", 2),
        ("ANY %K.@allValues > %@", 1), ("ANY %K.@allValues >= %@", 2), ("ANY %K.@allValues < %@", 1), ("ANY %K.@allValues <= %@", 2),
    ]
    for (format, count) in counts {
        XCTAssertEqual(AllDictionariesObject.objects(where: format, property, hey).count, count, format)
    }
    XCTAssertEqual(AllDictionariesObject.objects(where: "ANY %K.@allValues LIKE %@", property, Data("hello".utf8)).count, 1)
    XCTAssertEqual(AllDictionariesObject.objects(where: "ANY %K.@allValues LIKE %@", property, Data("he*".utf8)).count, 2)
    XCTAssertEqual(AllDictionariesObject.objects(where: "ANY %K.@allValues BEGINSWITH %@", property, Data("he".utf8)).count, 2)
    XCTAssertEqual(AllDictionariesObject.objects(where: "ANY %K.@allValues CONTAINS %@", property, Data("ell".utf8)).count, 1)
    XCTAssertEqual(AllDictionariesObject.objects(where: "ANY %K.@allValues ENDSWITH %@", property, Data("lo".utf8)).count, 1)
}

/// `@allValues` of a dictionary of `property`'s type holding `values` (the first in the middle): ==, != and the ordering operators with and without options, ANY and NOT ANY; a dictionary of bools (two false, one true) only by equality.
func checkAllValuesOrdered(_ property: String, _ values: [Any]) throws {
    let realm = RLMRealm.default()
    try makeDictionaryObjects(property, values)
    let counts: [(String, UInt)] = property == "boolDict" ? [
        ("ANY %K.@allValues = %@", 2), ("ANY %K.@allValues != %@", 1), ("ANY %K.@allValues =[c] %@", 2),
        ("ANY %K.@allValues !=[c] %@", 1), ("ANY %K.@allValues =[cd] %@", 2), ("ANY %K.@allValues !=[cd] %@", 1),
    ] : [
        ("ANY %K.@allValues = %@", 1), ("ANY %K.@allValues != %@", 2), ("ANY %K.@allValues =[c] %@", 1),
        ("ANY %K.@allValues !=[c] %@", 2), ("ANY %K.@allValues =[cd] %@", 1), ("ANY %K.@allValues !=[cd] %@", 2),
        ("ANY %K.@allValues > %@", 1), ("NOT ANY %K.@allValues > %@", 2), ("ANY %K.@allValues >[c] %@", 1), ("ANY %K.@allValues >[cd] %@", 1),
        ("ANY %K.@allValues < %@", 1), ("NOT ANY %K.@allValues < %@", 2), ("ANY %K.@allValues <[c] %@", 1), ("ANY %K.@allValues <[cd] %@", 1),
    ]
    for (format, count) in counts {
        XCTAssertEqual(AllDictionariesObject.objects(where: format, property, values[0]).count, count, "\(property): \(format)")
    }
    realm.beginWriteTransaction()
    realm.deleteAllObjects()
    try realm.commitWriteTransaction()
}

/// `@allValues` of dictionaries of ints, doubles, bools, decimals and dates compared with a value by equality and order.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testDictionaryQueryAllValues
func testObjcDictionaryAllValuesOrdered() throws {
    try checkAllValuesOrdered("intDict", [456, 123, 789])
    try checkAllValuesOrdered("doubleDict", [456.123, 123.123, 789.123])
    try checkAllValuesOrdered("boolDict", [false, false, true])
    try checkAllValuesOrdered("decimalDict", [Decimal128(number: 456.123), Decimal128(number: 123.123), Decimal128(number: 789.123)])
    try checkAllValuesOrdered("dateDict", [Date(timeIntervalSince1970: 4000), Date(timeIntervalSince1970: 2000), Date(timeIntervalSince1970: 8000)])
}

/// A dictionary of `property`'s type subscripted by a key (only the first object has 'aKey', holding `values[0]`): ==, != with `[c]` and `[cd]`; for numbers, dates, bools and object ids the ordering operators match nothing; for strings and data the string operators with their options, NULL and NOT; LIKE refuses `[d]`.
func checkKeySubscript(_ property: String, _ values: [Any], _ isNumeric: Bool) throws {
    let realm = RLMRealm.default()
    try makeDictionaryObjects(property, values)
    var counts: [(String, UInt)] = [
        ("%K['aKey'] = %@", 1), ("%K['aKey'] != %@", 2), ("%K['aKey'] =[c] %@", 1), ("%K['aKey'] !=[c] %@", 2), ("%K['aKey'] =[cd] %@", 1),
    ]
    if isNumeric {
        counts += [
            ("%K['aKey'] > %@", 0), ("NOT %K['aKey'] > %@", 3), ("%K['aKey'] >[c] %@", 0), ("%K['aKey'] >[cd] %@", 0),
            ("%K['aKey'] < %@", 0), ("NOT %K['aKey'] < %@", 3), ("%K['aKey'] <[c] %@", 0), ("%K['aKey'] <[cd] %@", 0),
        ]
    } else {
        counts += [("%K['aKey'] !=[cd] %@", 2)]
    }
    for (format, count) in counts {
        XCTAssertEqual(AllDictionariesObject.objects(where: format, property, values[0]).count, count, "\(property): \(format)")
    }
    if !isNumeric {
        let text: [(String, UInt)] = [
            ("%K['aKey'] BEGINSWITH 'he'", 1), ("NOT %K['aKey'] BEGINSWITH 'he'", 2), ("%K['aKey'] BEGINSWITH[c] 'he'", 1),
            ("%K['aKey'] BEGINSWITH[cd] 'he'", 1), ("%K['aKey'] BEGINSWITH NULL", 0),
            ("%K['aKey'] CONTAINS 'el'", 1), ("%K['aKey'] CONTAINS[c] 'el'", 1), ("%K['aKey'] CONTAINS[cd] 'el'", 1), ("%K['aKey'] CONTAINS NULL", 0),
            ("%K['aKey'] ENDSWITH 'lo'", 1), ("%K['aKey'] ENDSWITH[c] 'lo'", 1), ("%K['aKey'] ENDSWITH[cd] 'lo'", 1), ("%K['aKey'] ENDSWITH NULL", 0),
            ("%K['aKey'] LIKE 'hel*'", 1), ("%K['aKey'] LIKE[c] 'hel*'", 1), ("%K['aKey'] LIKE NULL", 2),
            ("NOT %K['aKey'] LIKE 'hel*'", 2), ("NOT %K['aKey'] LIKE[c] 'hel*'", 2), ("NOT %K['aKey'] LIKE NULL", 1),
        ]
        for (format, count) in text {
            XCTAssertEqual(AllDictionariesObject.objects(where: format, property).count, count, "\(property): \(format)")
        }
        assertThrows(AllDictionariesObject.objects(in: realm, where: "%K['aKey'] LIKE[cd] 'hel*'", property), reason: "not supported")
    }
    realm.beginWriteTransaction()
    realm.deleteAllObjects()
    try realm.commitWriteTransaction()
}

/// A dictionary subscripted by a key in a predicate, for dictionaries of ints, doubles, bools, decimals, dates, data, object ids and strings.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testDictionaryQueryKeySubscript
func testObjcDictionaryKeySubscript() throws {
    try checkKeySubscript("intDict", [456, 123, 789], true)
    try checkKeySubscript("doubleDict", [456.123, 123.123, 789.123], true)
    try checkKeySubscript("boolDict", [false, false, true], true)
    try checkKeySubscript("decimalDict", [Decimal128(number: 456.123), Decimal128(number: 123.123), Decimal128(number: 789.123)], true)
    try checkKeySubscript("dateDict", [Date(timeIntervalSince1970: 4000), Date(timeIntervalSince1970: 2000), Date(timeIntervalSince1970: 8000)], true)
    // The second value is the first five bytes of "Héllo" in UTF-8.
    try checkKeySubscript("dataDict", [Data("hello".utf8), Data([72, 195, 169, 108, 108]), Data("HELLO".utf8)], false)
    try checkKeySubscript("objectIdDict", [ObjectId("60425fff91d7a195d5ddac1b"), ObjectId("60425fff91d7a195d5ddac1a"),
                                           ObjectId("60425fff91d7a195d5ddac1c")], true)
    try checkKeySubscript("stringDict", ["hello", "Héllo", "HELLO"], false)
}

class DictionaryParentObject: RLMObject {
    @objc dynamic var objectCol: AllDictionariesObject?
}

/// A dictionary reached through a link is subscripted by a key in a predicate.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m QueryTests.testDictionaryQueryKeySubscriptWithObjectCol
func testObjcLinkedDictionaryKeySubscript() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    _ = DictionaryParentObject.create(in: realm, withValue: ["objectCol": ["stringDict": ["aKey": "blah"]]])
    try realm.commitWriteTransaction()
    XCTAssertEqual(DictionaryParentObject.objects(where: "%K['aKey'] = %@", "objectCol.stringDict", "blah").count, 1)
}

class IndexedStringObject: RLMObject {
    @objc dynamic var stringCol: String?
    override class func indexedProperties() -> [String] { ["stringCol"] }
}

class LinkStringObject: RLMObject {
    @objc dynamic var objectCol: StringObject?
}

class LinkIndexedStringObject: RLMObject {
    @objc dynamic var objectCol: IndexedStringObject?
}

/// The values of `key` (a key path) of the objects of `results`, in order, are `expected` (nil for a null).
func checkStringValues(_ results: RLMResults<RLMObject>, _ key: String, _ expected: [String?]) {
    let values = results.value(forKeyPath: key) as! [String?]
    XCTAssertEqual(values.count, expected.count, key)
    if values.count == expected.count {
        for i in 0..<expected.count {
            XCTAssertEqual(values[i], expected[i], "\(key) \(i)")
        }
    }
}

/// A nullable string property of `className` (indexed or not) holding a, nil, b, nil and "": == and LIKE with NULL, their negations, IN with NULL, the substring operators and LIKE, equality with "", sorting with nil first, results that follow a deletion, the empty string and NULL matching no substring operator (with any options) while `LIKE '*'` matches every string, and a string holding a NUL matching nothing.
func checkNullableStrings(_ className: String) throws {
    let realm = RLMRealm.default()
    try realm.transaction {
        for value in ["a", NSNull(), "b", NSNull(), ""] as [Any] {
            _ = realm.createObject(className, withValue: [value])
        }
    }
    XCTAssertEqual(realm.allObjects(className).count, 5)
    let nilStrings = realm.objects(className, where: "stringCol = NULL")
    checkStringValues(nilStrings, "stringCol", [nil, nil])
    checkStringValues(realm.objects(className, where: "stringCol LIKE NULL"), "stringCol", [nil, nil])
    let nonNilStrings = realm.objects(className, where: "stringCol != NULL")
    checkStringValues(nonNilStrings, "stringCol", ["a", "b", ""])
    checkStringValues(realm.objects(className, where: "NOT stringCol LIKE NULL"), "stringCol", ["a", "b", ""])

    let counts: [(String, UInt)] = [
        ("stringCol IN {NULL, 'a'}", 3), ("stringCol CONTAINS 'a'", 1), ("stringCol BEGINSWITH 'a'", 1), ("stringCol ENDSWITH 'a'", 1),
        ("stringCol LIKE 'a'", 1), ("stringCol CONTAINS 'z'", 0), ("stringCol LIKE 'z'", 0), ("stringCol = ''", 1),
    ]
    for (predicate, count) in counts {
        XCTAssertEqual(realm.objects(className, where: predicate).count, count, predicate)
    }
    let sorted = realm.allObjects(className).sortedResults(usingKeyPath: "stringCol", ascending: true)
    checkStringValues(sorted, "stringCol", [nil, nil, "", "a", "b"])
    checkStringValues(sorted.sortedResults(usingKeyPath: "stringCol", ascending: false), "stringCol", ["b", "a", "", nil, nil])

    try realm.transaction {
        realm.delete(realm.allObjects(className).firstObject()!)
    }
    XCTAssertEqual(nilStrings.count, 2)
    XCTAssertEqual(nonNilStrings.count, 2)

    for options in ["", "[c]", "[d]", "[cd]"] {
        for op in ["CONTAINS", "BEGINSWITH", "ENDSWITH"] {
            checkStringValues(realm.objects(className, where: "stringCol \(op)\(options) ''"), "stringCol", [])
        }
        checkStringValues(realm.objects(className, where: "stringCol CONTAINS\(options) NULL"), "stringCol", [])
    }
    checkStringValues(realm.objects(className, where: "stringCol LIKE '*'"), "stringCol", ["b", ""])
    checkStringValues(realm.objects(className, where: "stringCol LIKE[c] '*'"), "stringCol", ["b", ""])
    XCTAssertEqual(realm.objects(className, where: "stringCol CONTAINS %@", "\u{0}").count, 0)
}

/// Nullable strings in predicates, on a string property and on an indexed one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m NullQueryTests.testQueryOnNullableStringColumn
func testObjcNullableStringQueries() throws {
    try checkNullableStrings("StringObject")
    try checkNullableStrings("IndexedStringObject")
}

/// A nullable string through a link (to a string object, indexed or not) holding a, nil, b, nil and "": == and LIKE with NULL and their negations, IN with NULL, the substring operators, LIKE and equality with "".
func checkLinkedNullableStrings(_ linkClass: String, _ stringClass: String) throws {
    let realm = RLMRealm.default()
    try realm.transaction {
        for value in ["a", NSNull(), "b", NSNull(), ""] as [Any] {
            _ = realm.createObject(linkClass, withValue: [realm.createObject(stringClass, withValue: [value])])
        }
    }
    checkStringValues(realm.objects(linkClass, where: "objectCol.stringCol = NULL"), "objectCol.stringCol", [nil, nil])
    checkStringValues(realm.objects(linkClass, where: "objectCol.stringCol LIKE NULL"), "objectCol.stringCol", [nil, nil])
    checkStringValues(realm.objects(linkClass, where: "objectCol.stringCol != NULL"), "objectCol.stringCol", ["a", "b", ""])
    checkStringValues(realm.objects(linkClass, where: "NOT objectCol.stringCol LIKE NULL"), "objectCol.stringCol", ["a", "b", ""])
    let counts: [(String, UInt)] = [
        ("objectCol.stringCol IN {NULL, 'a'}", 3), ("objectCol.stringCol CONTAINS 'a'", 1), ("objectCol.stringCol BEGINSWITH 'a'", 1),
        ("objectCol.stringCol ENDSWITH 'a'", 1), ("objectCol.stringCol LIKE 'a'", 1), ("objectCol.stringCol LIKE 'c'", 0),
        ("objectCol.stringCol CONTAINS 'z'", 0), ("objectCol.stringCol = ''", 1),
    ]
    for (predicate, count) in counts {
        XCTAssertEqual(realm.objects(linkClass, where: predicate).count, count, predicate)
    }
}

/// Nullable strings through a link in predicates, to a string property and to an indexed one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m NullQueryTests.testQueryingOnLinkToNullableStringColumn
func testObjcLinkedNullableStringQueries() throws {
    try checkLinkedNullableStrings("LinkStringObject", "StringObject")
    try checkLinkedNullableStrings("LinkIndexedStringObject", "IndexedStringObject")
}

class NumberObject: RLMObject {
    @objc dynamic var intObj: NSNumber? = 0
    @objc dynamic var floatObj: NSNumber? = 0 as Float as NSNumber
    @objc dynamic var doubleObj: NSNumber? = 0.0
    @objc dynamic var boolObj: NSNumber? = false
}

/// Sorting optional numbers, bools, dates and strings puts nil first ascending and last descending, an empty string before other strings, and negative dates before the epoch.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m NullQueryTests.testSortingColumnsWithNull
func testObjcSortingWithNull() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let no1 = NumberObject.create(in: realm, withValue: [1, Float(1.1), 1.1, true]) as! NumberObject
    let noNull = NumberObject.create(in: realm, withValue: [NSNull(), NSNull(), NSNull(), NSNull()]) as! NumberObject
    let no0 = NumberObject.create(in: realm, withValue: [0, Float(0), 0.0, false]) as! NumberObject
    for name in ["intObj", "floatObj", "doubleObj", "boolObj"] {
        let ascending = NumberObject.allObjects(in: realm).sortedResults(usingKeyPath: name, ascending: true)
        let descending = NumberObject.allObjects(in: realm).sortedResults(usingKeyPath: name, ascending: false)
        for (i, object) in [noNull, no0, no1].enumerated() {
            XCTAssertEqual((ascending[UInt(i)] as! NumberObject)[name] as? NSNumber, object[name] as? NSNumber, "\(name) \(i)")
        }
        for (i, object) in [no1, no0, noNull].enumerated() {
            XCTAssertEqual((descending[UInt(i)] as! NumberObject)[name] as? NSNumber, object[name] as? NSNumber, "\(name) \(i)")
        }
    }
    XCTAssertNil(noNull["intObj"] as? NSNumber)

    for seconds in [100.0, -100.0, 0.0] {
        _ = DateObject.create(in: realm, withValue: [Date(timeIntervalSince1970: seconds)])
    }
    _ = DateObject.create(in: realm, withValue: [NSNull()])
    let dates = [nil, Date(timeIntervalSince1970: -100), Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 100)]
    let ascendingDates = DateObject.allObjects(in: realm).sortedResults(usingKeyPath: "dateCol", ascending: true)
    let descendingDates = DateObject.allObjects(in: realm).sortedResults(usingKeyPath: "dateCol", ascending: false)
    for i in 0..<4 {
        XCTAssertEqual((ascendingDates[UInt(i)] as! DateObject).dateCol, dates[i])
        XCTAssertEqual((descendingDates[UInt(i)] as! DateObject).dateCol, dates[3 - i])
    }

    for value in ["A", "", "B", NSNull(), "AB"] as [Any] {
        _ = StringObject.create(in: realm, withValue: [value])
    }
    checkStringValues(StringObject.allObjects(in: realm).sortedResults(usingKeyPath: "stringCol", ascending: true), "stringCol", [nil, "", "A", "AB", "B"])
    checkStringValues(StringObject.allObjects(in: realm).sortedResults(usingKeyPath: "stringCol", ascending: false), "stringCol", ["B", "AB", "A", "", nil])
    realm.cancelWriteTransaction()
}

/// `property op value` (or `value op property` when `onRight`) on AllOptionalTypes counts `counts` for the stored value, another value and nil, written into the format string as `texts` (where the type has a literal; nil is `(null)`) and passed as the arguments `values`.
func checkNullableOperator(_ property: String, _ texts: [String?], _ values: [Any], _ op: String, _ onRight: Bool, _ counts: [UInt]) {
    for i in 0..<3 {
        if let text = texts[i] {
            let format = onRight ? "\(text) \(op) \(property)" : "\(property) \(op) \(text)"
            XCTAssertEqual(AllOptionalTypes.objects(where: format).count, counts[i], format)
        }
        let format = onRight ? "%@ \(op) %K" : "%K \(op) %@"
        let predicate = onRight ? NSPredicate(format: format, values[i], property) : NSPredicate(format: format, property, values[i])
        XCTAssertEqual(AllOptionalTypes.objects(with: predicate).count, counts[i], "\(property) \(op) argument \(i)")
    }
}

/// Every optional property type compared with its stored value, another value and nil by == and != (and the ordering and substring operators where the type takes them), first holding a value and then nil, with the property on the left, or on the right when `onRight`.
func checkNullableOperators(_ onRight: Bool) throws {
    let realm = RLMRealm.default()
    let matchingData = Data("".utf8)
    let matchingDate = Date(timeIntervalSince1970: 1)
    let matchingDecimal = Decimal128(number: 1)
    let matchingObjectId = ObjectId.generate()
    // property, its literal texts (stored, other), the values (stored, other), orderable, substring operators
    let cases: [(String, [String?], [Any], Bool, Bool)] = [
        ("boolObj", ["NO", "YES"], [false, true], false, false),
        ("intObj", ["0", "1"], [0, 1], true, false),
        ("floatObj", ["0", "1"], [0, 1], true, false),
        ("doubleObj", ["0", "1"], [0, 1], true, false),
        ("string", ["''", "'a'"], ["", "a"], false, true),
        ("data", [nil, nil], [matchingData, Data("a".utf8)], false, true),
        ("date", [nil, nil], [matchingDate, Date(timeIntervalSince1970: 2)], true, false),
        ("decimal", [nil, nil], [matchingDecimal, Decimal128(number: 2)], true, false),
        ("objectId", [nil, nil], [matchingObjectId, ObjectId.generate()], false, false),
    ]
    // With the property on the right the operator is mirrored: `1 > x` is `x < 1`.
    let less = onRight ? ">" : "<", lessOrEqual = onRight ? ">=" : "<="
    let greater = onRight ? "<" : ">", greaterOrEqual = onRight ? "<=" : ">="

    realm.beginWriteTransaction()
    // Zero in every number property and false in the bool (the SDK's own test gives NO for the int, which it stores as 0).
    _ = AllOptionalTypes.create(in: realm, withValue: [0, 0, 0, false, "", matchingData, matchingDate, matchingDecimal, matchingObjectId])
    try realm.commitWriteTransaction()
    for (property, literals, given, orderable, substrings) in cases {
        let texts = literals + ["(null)"]
        let values = given + [NSNull()]
        checkNullableOperator(property, texts, values, "=", onRight, [1, 0, 0])
        checkNullableOperator(property, texts, values, "!=", onRight, [0, 1, 1])
        if orderable {
            checkNullableOperator(property, texts, values, less, onRight, [0, 1, 0])
            checkNullableOperator(property, texts, values, lessOrEqual, onRight, [1, 1, 0])
            checkNullableOperator(property, texts, values, greater, onRight, [0, 0, 0])
            checkNullableOperator(property, texts, values, greaterOrEqual, onRight, [1, 0, 0])
        }
        if substrings && !onRight {
            for op in ["BEGINSWITH", "ENDSWITH", "CONTAINS"] {
                checkNullableOperator(property, texts, values, op, onRight, [0, 0, 0])
            }
        }
    }

    realm.beginWriteTransaction()
    realm.deleteAllObjects()
    _ = AllOptionalTypes.create(in: realm, withValue: [NSNull(), NSNull(), NSNull(), NSNull(), NSNull(), NSNull(), NSNull()])
    try realm.commitWriteTransaction()
    for (property, literals, given, orderable, substrings) in cases {
        let texts = literals + ["(null)"]
        let values = given + [NSNull()]
        checkNullableOperator(property, texts, values, "=", onRight, [0, 0, 1])
        checkNullableOperator(property, texts, values, "!=", onRight, [1, 1, 0])
        if orderable {
            checkNullableOperator(property, texts, values, less, onRight, [0, 0, 0])
            checkNullableOperator(property, texts, values, lessOrEqual, onRight, [0, 0, 1])
            checkNullableOperator(property, texts, values, greater, onRight, [0, 0, 0])
            checkNullableOperator(property, texts, values, greaterOrEqual, onRight, [0, 0, 1])
        }
        if substrings && !onRight {
            for op in ["BEGINSWITH", "ENDSWITH", "CONTAINS"] {
                checkNullableOperator(property, texts, values, op, onRight, [0, 0, 0])
            }
        }
    }
}

/// Optional properties of every type with the property on the left of ==, !=, the orderings and the substring operators.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m NullQueryTests.testPrimitiveOperatorsOnAllNullablePropertyTypes
func testObjcNullableOperatorsPropertyLeft() throws {
    try checkNullableOperators(false)
}

/// Optional properties of every type with the constant on the left of ==, != and the orderings.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m NullQueryTests.testPrimitiveOperatorsOnAllNullablePropertyTypesKeypathOnRHS
func testObjcNullableOperatorsPropertyRight() throws {
    try checkNullableOperators(true)
}

/// `predicate` matches `normal` objects of `className` and its negation `negated`.
func checkMatchesAndNotOn(_ className: String, _ normal: UInt, _ negated: UInt, _ predicate: NSPredicate) {
    let realm = RLMRealm.default()
    XCTAssertEqual(realm.objects(className, with: predicate).count, normal)
    XCTAssertEqual(realm.objects(className, with: NSCompoundPredicate(notPredicateWithSubpredicate: predicate)).count, negated)
}

/// IN over optional properties of every type with NULL and with a value, as `{…}` literals and as array arguments, and their negations; `holdsValues` says whether the one object holds values (then the value matches and NULL does not) or nils (the other way round).
func checkInWithNull(_ holdsValues: Bool, _ objectId: ObjectId) {
    let hit: UInt = holdsValues ? 1 : 0
    let miss: UInt = holdsValues ? 0 : 1
    for (property, literal) in [("boolObj", "YES"), ("intObj", "1"), ("floatObj", "1"), ("doubleObj", "1"), ("string", "'abc'"), ("decimal", "'1'")] {
        checkMatchesAndNotOn("AllOptionalTypes", miss, hit, NSPredicate(format: "\(property) IN {NULL}"))
        checkMatchesAndNotOn("AllOptionalTypes", hit, miss, NSPredicate(format: "\(property) IN {\(literal)}"))
    }
    let arguments: [(String, Any)] = [
        ("boolObj", true), ("intObj", 1), ("floatObj", 1), ("doubleObj", 1), ("string", "abc"), ("data", Data("a".utf8)),
        ("date", Date(timeIntervalSince1970: 1)), ("decimal", 1), ("objectId", objectId),
    ]
    for (property, value) in arguments {
        checkMatchesAndNotOn("AllOptionalTypes", miss, hit, NSPredicate(format: "\(property) IN %@", [NSNull()]))
        checkMatchesAndNotOn("AllOptionalTypes", hit, miss, NSPredicate(format: "\(property) IN %@", [value]))
    }
}

/// IN with NULL and with values over an object whose optional properties all hold values.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m NullQueryTests.testINPredicateOnNullWithNonNullValues
func testObjcInWithNullOverValues() throws {
    let realm = RLMRealm.default()
    let objectId = ObjectId.generate()
    realm.beginWriteTransaction()
    // One in every number property and true in the bool (the SDK's own test gives YES for the int, which it stores as 1).
    _ = AllOptionalTypes.create(in: realm, withValue: [1, 1, 1, true, "abc", Data("a".utf8), Date(timeIntervalSince1970: 1), 1, objectId])
    try realm.commitWriteTransaction()
    checkInWithNull(true, objectId)
}

/// IN with NULL and with values over an object whose optional properties are all nil.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/QueryTests.m NullQueryTests.testINPredicateOnNullWithNullValues
func testObjcInWithNullOverNils() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    _ = AllOptionalTypes.create(in: realm, withValue: [NSNull(), NSNull(), NSNull(), NSNull(), NSNull(), NSNull(), NSNull()])
    try realm.commitWriteTransaction()
    checkInWithNull(false, ObjectId.generate())
}
