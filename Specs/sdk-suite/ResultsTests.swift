// page: sdk
// tags: sdk, suite

// What the Objective-C SDK's results tests check, through the Swift spelling
// of the Objective-C API: RLMResults of RLMObject models (`@objc dynamic`),
// from `allObjects`, `objects(where:)` and `RLMRealm.default()`. The models
// restate the SDK's test models; AggregateObject's `anyCol` (an
// `id<RLMValue>`) is left out of it here, as none of the scenarios that use
// the class sets or reads it.

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

class IntObject: RLMObject {
    @objc dynamic var intCol: Int32 = 0
}

class StringObject: RLMObject {
    @objc dynamic var stringCol: String?
}

class AggregateObject: RLMObject {
    @objc dynamic var intCol: Int32 = 0
    @objc dynamic var floatCol: Float = 0
    @objc dynamic var doubleCol: Double = 0
    @objc dynamic var boolCol = false
    @objc dynamic var dateCol: Date?
}

/// Enumerating empty results runs no iteration; eighteen matching objects are enumerated one by one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testFastEnumeration
func testObjcResultsFastEnumeration() throws {
    let realm = RLMRealm.default()
    for obj in AggregateObject.allObjects(in: realm) {
        XCTFail("Should be empty \(obj.intCol)")
    }
    realm.beginWriteTransaction()
    for _ in 0..<18 {
        AggregateObject.create(in: realm, withValue: [10, 1.2, 0.0, true, Date()])
    }
    try realm.commitWriteTransaction()
    let result = AggregateObject.objects(in: realm, where: "intCol < %i", 100)
    XCTAssertEqual(result.count, 18)
    var count = 0
    for ao in result {
        XCTAssertEqual(ao.intCol, 10)
        count += 1
    }
    XCTAssertEqual(count, 18)
}

/// firstObject of empty results is nil; after two inserts it is the first in order, of all objects or of a query.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testFirst
func testObjcResultsFirst() throws {
    XCTAssertNil(IntObject.allObjects().firstObject())
    XCTAssertNil(IntObject.objects(where: "intCol > 5").firstObject())
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    IntObject.createInDefaultRealm(withValue: [10])
    IntObject.createInDefaultRealm(withValue: [20])
    try realm.commitWriteTransaction()
    XCTAssertEqual(IntObject.allObjects().firstObject()!.intCol, 10)
    XCTAssertEqual(IntObject.objects(where: "intCol > 5").firstObject()!.intCol, 10)
    XCTAssertEqual(IntObject.objects(where: "intCol > 10").firstObject()!.intCol, 20)
}

/// lastObject of empty results is nil; after two inserts it is the last in order, of all objects or of a query.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testLast
func testObjcResultsLast() throws {
    XCTAssertNil(IntObject.allObjects().lastObject())
    XCTAssertNil(IntObject.objects(where: "intCol > 5").lastObject())
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    IntObject.createInDefaultRealm(withValue: [20])
    IntObject.createInDefaultRealm(withValue: [10])
    try realm.commitWriteTransaction()
    XCTAssertEqual(IntObject.allObjects().lastObject()!.intCol, 10)
    XCTAssertEqual(IntObject.objects(where: "intCol > 5").lastObject()!.intCol, 10)
    XCTAssertEqual(IntObject.objects(where: "intCol > 10").lastObject()!.intCol, 20)
}

/// Subscripting results past their count is refused with the index and count; within it answers the object.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testSubscript
func testObjcResultsSubscript() throws {
    assertThrows(IntObject.allObjects()[0], reason: "Index 0 is out of bounds (must be less than 0).")
    assertThrows(IntObject.objects(where: "intCol > 5")[0], reason: "Index 0 is out of bounds (must be less than 0).")
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    IntObject.createInDefaultRealm(withValue: [10])
    IntObject.createInDefaultRealm(withValue: [20])
    try realm.commitWriteTransaction()
    XCTAssertEqual(IntObject.allObjects()[0].intCol, 10)
    XCTAssertEqual(IntObject.objects(where: "intCol > 5")[0].intCol, 10)
    XCTAssertEqual(IntObject.objects(where: "intCol > 10")[0].intCol, 20)
    assertThrows(IntObject.allObjects()[2], reason: "Index 2 is out of bounds (must be less than 2).")
    assertThrows(IntObject.objects(where: "intCol > 5")[2], reason: "Index 2 is out of bounds (must be less than 2).")
}

/// value(forKey:) of results gives each object's value in order, or the objects themselves for self; an unknown key is refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testValueForKey
func testObjcResultsValueForKey() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    XCTAssertEqual(AggregateObject.allObjects(in: realm).value(forKey: "intCol") as! [Int], [])
    let dateMinInput = Date()
    let dateMaxInput = dateMinInput.addingTimeInterval(1000)
    AggregateObject.create(in: realm, withValue: [0, 1.2, 0.0, true, dateMinInput])
    AggregateObject.create(in: realm, withValue: [1, 0.0, 2.5, false, dateMaxInput])
    AggregateObject.create(in: realm, withValue: [0, 1.2, 0.0, true, dateMinInput])
    AggregateObject.create(in: realm, withValue: [1, 0.0, 2.5, false, dateMaxInput])
    AggregateObject.create(in: realm, withValue: [0, 1.2, 0.0, true, dateMinInput])
    AggregateObject.create(in: realm, withValue: [1, 0.0, 2.5, false, dateMaxInput])
    AggregateObject.create(in: realm, withValue: [0, 1.2, 0.0, true, dateMinInput])
    AggregateObject.create(in: realm, withValue: [1, 0.0, 2.5, false, dateMaxInput])
    AggregateObject.create(in: realm, withValue: [0, 1.2, 0.0, true, dateMinInput])
    AggregateObject.create(in: realm, withValue: [0, 1.2, 0.0, true, dateMinInput])
    XCTAssertEqual(AggregateObject.allObjects(in: realm).value(forKey: "intCol") as! [Int], [0, 1, 0, 1, 0, 1, 0, 1, 0, 0])
    XCTAssertTrue((AggregateObject.allObjects(in: realm).value(forKey: "self") as! [AggregateObject]).first!
                  .isEqual(to: AggregateObject.allObjects(in: realm).firstObject()))
    XCTAssertTrue((AggregateObject.allObjects(in: realm).value(forKey: "self") as! [AggregateObject]).last!
                  .isEqual(to: AggregateObject.allObjects(in: realm).lastObject()))
    XCTAssertEqual(AggregateObject.objects(in: realm, where: "intCol != 1").value(forKey: "intCol") as! [Int], [0, 0, 0, 0, 0, 0])
    XCTAssertTrue((AggregateObject.objects(in: realm, where: "intCol != 1").value(forKey: "self") as! [AggregateObject]).first!
                  .isEqual(to: AggregateObject.objects(in: realm, where: "intCol != 1").firstObject()))
    XCTAssertTrue((AggregateObject.objects(in: realm, where: "intCol != 1").value(forKey: "self") as! [AggregateObject]).last!
                  .isEqual(to: AggregateObject.objects(in: realm, where: "intCol != 1").lastObject()))
    try realm.commitWriteTransaction()
    XCTAssertEqual(AggregateObject.allObjects(in: realm).value(forKey: "intCol") as! [Int], [0, 1, 0, 1, 0, 1, 0, 1, 0, 0])
    XCTAssertEqual(AggregateObject.objects(in: realm, where: "intCol != 1").value(forKey: "intCol") as! [Int], [0, 0, 0, 0, 0, 0])
    assertThrows(AggregateObject.allObjects(in: realm).value(forKey: "invalid"))
}

/// indexOfObject(where:) of results: the position of the first match, NSNotFound when none matches, following a sort.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testIndexOfObjectWhere
func testObjcResultsIndexOfObjectWhere() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    EmployeeObject.create(in: realm, withValue: ["name": "Joe", "age": 40, "hired": true])
    EmployeeObject.create(in: realm, withValue: ["name": "John", "age": 30, "hired": false])
    EmployeeObject.create(in: realm, withValue: ["name": "Jill", "age": 25, "hired": true])
    EmployeeObject.create(in: realm, withValue: ["name": "Phil", "age": 38, "hired": false])
    try realm.commitWriteTransaction()
    var results = EmployeeObject.objects(where: "hired = YES")
    XCTAssertEqual(results.indexOfObject(where: "age = %d", 40), 0)
    XCTAssertEqual(results.indexOfObject(where: "age = %d", 25), 1)
    XCTAssertEqual(results.indexOfObject(where: "age = %d", 30), NSNotFound)
    results = EmployeeObject.allObjects()
    XCTAssertEqual(results.indexOfObject(where: "age = %d", 40), 0)
    XCTAssertEqual(results.indexOfObject(where: "age = %d", 30), 1)
    XCTAssertEqual(results.indexOfObject(where: "age = %d", 25), 2)
    XCTAssertEqual(results.indexOfObject(where: "age = %d", 35), NSNotFound)
    results = EmployeeObject.allObjects().sortedResults(usingKeyPath: "age", ascending: true)
    let youngestHired = results.indexOfObject(where: "hired = YES")
    XCTAssertEqual(youngestHired, 0)
    XCTAssertEqual(results[youngestHired].name, "Jill")
    let youngestNotHired = results.indexOfObject(where: "hired = NO")
    XCTAssertEqual(youngestNotHired, 1)
    XCTAssertEqual(results[youngestNotHired].name, "John")
}

/// A query made on results stays live after the results it came from are gone.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testSubqueryLifetime
func testObjcResultsSubqueryLifetime() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    EmployeeObject.create(in: realm, withValue: ["name": "John", "age": 30, "hired": false])
    EmployeeObject.create(in: realm, withValue: ["name": "Jill", "age": 50, "hired": true])
    try realm.commitWriteTransaction()
    let subarray = EmployeeObject.objects(where: "hired = YES").objects(where: "age = 40")
    realm.beginWriteTransaction()
    EmployeeObject.create(in: realm, withValue: ["name": "Joe", "age": 40, "hired": true])
    try realm.commitWriteTransaction()
    XCTAssertEqual(subarray[0]["name"] as? String, "Joe")
}

/// A sort of a sort stays live after the first sort is gone, ordered by the last sort.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testMultiSortLifetime
func testObjcResultsMultiSortLifetime() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    EmployeeObject.create(in: realm, withValue: ["name": "John", "age": 30, "hired": false])
    EmployeeObject.create(in: realm, withValue: ["name": "Jill", "age": 50, "hired": true])
    try realm.commitWriteTransaction()
    let subarray = EmployeeObject.allObjects().sortedResults(usingKeyPath: "age", ascending: true).sortedResults(usingKeyPath: "age", ascending: false)
    realm.beginWriteTransaction()
    EmployeeObject.create(in: realm, withValue: ["name": "Joe", "age": 40, "hired": true])
    try realm.commitWriteTransaction()
    XCTAssertEqual(subarray.count, 3)
    XCTAssertEqual(subarray[0]["name"] as? String, "Jill")
    XCTAssertEqual(subarray[1]["name"] as? String, "Joe")
    XCTAssertEqual(subarray[2]["name"] as? String, "John")
}

/// Sorting sorted results again orders them by the new key only.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testSortingExistingQuery
func testObjcResultsSortingExistingQuery() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    EmployeeObject.create(in: realm, withValue: ["name": "A", "age": 20, "hired": true])
    EmployeeObject.create(in: realm, withValue: ["name": "B", "age": 30, "hired": false])
    EmployeeObject.create(in: realm, withValue: ["name": "C", "age": 40, "hired": true])
    try realm.commitWriteTransaction()
    let sortedAge = EmployeeObject.allObjects().sortedResults(usingKeyPath: "age", ascending: true)
    let sortedName = sortedAge.sortedResults(usingKeyPath: "name", ascending: false)
    XCTAssertEqual(sortedAge[0].age, 20)
    XCTAssertEqual(sortedName[0].age, 40)
}

/// Sorted and filtered results read before any object exists show the objects added later, in their order.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testRerunningSortedQuery
func testObjcResultsRerunningSortedQuery() throws {
    let realm = RLMRealm.default()
    let sortedAge = EmployeeObject.allObjects().sortedResults(usingKeyPath: "age", ascending: true)
    sortedAge.lastObject()
    let sortedName = sortedAge.sortedResults(usingKeyPath: "name", ascending: false)
    sortedName.lastObject()
    let filtered = sortedName.objects(where: "age > 20")
    filtered.lastObject()
    realm.beginWriteTransaction()
    EmployeeObject.create(in: realm, withValue: ["name": "A", "age": 20, "hired": true])
    EmployeeObject.create(in: realm, withValue: ["name": "B", "age": 30, "hired": false])
    EmployeeObject.create(in: realm, withValue: ["name": "C", "age": 40, "hired": true])
    try realm.commitWriteTransaction()
    XCTAssertEqual(sortedAge.count, 3)
    XCTAssertEqual(sortedName.count, 3)
    XCTAssertEqual(filtered.count, 2)
    XCTAssertEqual(sortedAge[0].age, 20)
    XCTAssertEqual(sortedAge[1].age, 30)
    XCTAssertEqual(sortedAge[2].age, 40)
    XCTAssertEqual(sortedName[0].age, 40)
    XCTAssertEqual(sortedName[1].age, 30)
    XCTAssertEqual(sortedName[2].age, 20)
    XCTAssertEqual(filtered[0].age, 40)
    XCTAssertEqual(filtered[1].age, 30)
}

/// Inside a write, changing the first match so it no longer matches leaves the query without a first object.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testLiveUpdateFirst
func testObjcResultsLiveUpdateFirst() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    IntObject.create(in: realm, withValue: [0])
    let objects = IntObject.objects(in: realm, where: "intCol = 0")
    XCTAssertNotNil(objects.firstObject())
    objects.firstObject()!.intCol = 1
    XCTAssertNil(objects.firstObject())
    realm.cancelWriteTransaction()
}

/// Inside a write, changing the last match so it no longer matches leaves the query without a last object.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testLiveUpdateLast
func testObjcResultsLiveUpdateLast() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    IntObject.create(in: realm, withValue: [0])
    let objects = IntObject.objects(in: realm, where: "intCol = 0")
    XCTAssertNotNil(objects.lastObject())
    objects.lastObject()!.intCol = 1
    XCTAssertNil(objects.lastObject())
    realm.cancelWriteTransaction()
}

/// deleteObjects of results needs a write; it deletes exactly the matches, which leaves the results empty.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testDeleteAllObjects
func testObjcResultsDeleteAllObjects() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    StringObject.create(in: realm, withValue: ["name1"])
    StringObject.create(in: realm, withValue: ["name2"])
    try realm.commitWriteTransaction()
    var results = StringObject.objects(in: realm, where: "stringCol = 'name1'")
    assertThrows(realm.deleteObjects(results), reason: "write transaction")
    realm.beginWriteTransaction()
    realm.deleteObjects(results)
    try realm.commitWriteTransaction()
    XCTAssertEqual(results.count, 0)
    XCTAssertEqual(StringObject.allObjects(in: realm).count, 1)
    results = StringObject.allObjects(in: realm)
    assertThrows(realm.deleteObjects(results), reason: "write transaction")
    realm.beginWriteTransaction()
    realm.deleteObjects(results)
    try realm.commitWriteTransaction()
    XCTAssertEqual(results.count, 0)
    XCTAssertEqual(StringObject.allObjects(in: realm).count, 0)
}

/// Enumerating all objects while deleting each one visits every object once and leaves none.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testEnumerateAndDeleteTableResults
func testObjcResultsEnumerateAndDelete() throws {
    let realm = RLMRealm.default()
    let count = 40
    realm.beginWriteTransaction()
    for i in 0..<count {
        IntObject.create(in: realm, withValue: [i])
    }
    var enumeratedCount = 0
    for io in IntObject.allObjects(in: realm) {
        enumeratedCount += 1
        realm.delete(io)
    }
    XCTAssertEqual(IntObject.allObjects(in: realm).count, 0)
    XCTAssertEqual(enumeratedCount, count)
    realm.cancelWriteTransaction()
}

/// Enumerating a query while changing each object so it no longer matches visits every original match once.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testEnumerateAndMutateQueryCondition
func testObjcResultsEnumerateAndMutate() throws {
    let realm = RLMRealm.default()
    let count = 40
    realm.beginWriteTransaction()
    for _ in 0..<count {
        IntObject.create(in: realm, withValue: [0])
    }
    var enumeratedCount = 0
    for io in IntObject.objects(in: realm, where: "intCol = 0") {
        enumeratedCount += 1
        io.intCol = Int32(enumeratedCount)
    }
    XCTAssertEqual(IntObject.objects(in: realm, where: "intCol = 0").count, 0)
    XCTAssertEqual(enumeratedCount, count)
    realm.cancelWriteTransaction()
}

class DogObject: RLMObject {
    @objc dynamic var dogName: String?
    @objc dynamic var age: Int32 = 0
    @objc dynamic var owners: RLMLinkingObjects<OwnerObject>?
    override class func linkingObjectsProperties() -> [String: RLMPropertyDescriptor] {
        ["owners": RLMPropertyDescriptor(with: OwnerObject.self, propertyName: "dog")]
    }
}

class OwnerObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var dog: DogObject?
}

class IntegerArrayPropertyObject: RLMObject {
    @objc dynamic var number = 0
    @objc dynamic var array = RLMArray<IntObject>(objectClassName: IntObject.className())
}

class IntegerSetPropertyObject: RLMObject {
    @objc dynamic var number = 0
    @objc dynamic var set = RLMSet<IntObject>(objectClassName: IntObject.className())
}

/// Enumerating a query while writing to each object in its own write visits every object.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testBeginWriteTransactionDuringEnumeration
func testObjcResultsWriteDuringEnumeration() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    for _ in 0..<40 {
        IntObject.create(in: realm, withValue: [0])
    }
    try realm.commitWriteTransaction()
    for io in IntObject.objects(in: realm, where: "intCol = 0") {
        realm.beginWriteTransaction()
        io.intCol = 1
        try realm.commitWriteTransaction()
    }
    XCTAssertEqual(IntObject.objects(in: realm, where: "intCol = 1").count, 40)
}

/// Sorted results of a list or set whose owner is deleted stay valid and become empty, evaluated before or not.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testResultsDependingOnDeletedLinkView
func testObjcResultsOfDeletedList() throws {
    let realm = RLMRealm.default()
    var arrayObject: IntegerArrayPropertyObject? = nil
    var setObject: IntegerSetPropertyObject? = nil
    try realm.transaction {
        let intObject = IntObject.createInDefaultRealm(withValue: [0])
        arrayObject = (IntegerArrayPropertyObject.createInDefaultRealm(withValue: [0, [intObject]]) as! IntegerArrayPropertyObject)
        setObject = (IntegerSetPropertyObject.createInDefaultRealm(withValue: [0, [intObject]]) as! IntegerSetPropertyObject)
    }
    let arrayResults = arrayObject!.array.sortedResults(usingKeyPath: "intCol", ascending: true)
    arrayResults.firstObject()
    let unevaluatedResults = arrayObject!.array.sortedResults(usingKeyPath: "intCol", ascending: true)
    try realm.transaction { realm.delete(arrayObject!) }
    XCTAssertFalse(arrayResults.isInvalidated)
    XCTAssertFalse(unevaluatedResults.isInvalidated)
    XCTAssertEqual(arrayResults.count, 0)
    XCTAssertEqual(unevaluatedResults.count, 0)
    XCTAssertNil(arrayResults.firstObject())
    XCTAssertNil(unevaluatedResults.firstObject())
    let setResults = setObject!.set.sortedResults(usingKeyPath: "intCol", ascending: true)
    setResults.firstObject()
    let unevaluatedResults2 = setObject!.set.sortedResults(usingKeyPath: "intCol", ascending: true)
    try realm.transaction { realm.delete(setObject!) }
    XCTAssertFalse(setResults.isInvalidated)
    XCTAssertFalse(unevaluatedResults2.isInvalidated)
    XCTAssertEqual(setResults.count, 0)
    XCTAssertEqual(unevaluatedResults2.count, 0)
    XCTAssertNil(setResults.firstObject())
    XCTAssertNil(unevaluatedResults2.firstObject())
}

/// Distinct results on one key path keep the first object of each value, in order.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testDistinctQuery
func testObjcResultsDistinct() throws {
    let realm = RLMRealm.default()
    try realm.transaction {
        DogObject.createInDefaultRealm(withValue: ["Fido", 3])
        DogObject.createInDefaultRealm(withValue: ["Cujo", 3])
        DogObject.createInDefaultRealm(withValue: ["Buster", 5])
    }
    let results = DogObject.allObjects().distinctResults(usingKeyPaths: ["age"])
    var ages: [Int32] = []
    for result in results {
        ages.append(result.age)
    }
    XCTAssertEqual(results.count, 2)
    XCTAssertEqual(ages, [3, 5])
}

/// Distinct results on two key paths keep one object per pair of values, in order.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testDistinctQueryWithMultipleKeyPaths
func testObjcResultsDistinctTwoKeyPaths() throws {
    let realm = RLMRealm.default()
    try realm.transaction {
        DogObject.createInDefaultRealm(withValue: ["Fido", 3])
        DogObject.createInDefaultRealm(withValue: ["Fido", 3])
        DogObject.createInDefaultRealm(withValue: ["Fido", 4])
        DogObject.createInDefaultRealm(withValue: ["Cujo", 3])
        DogObject.createInDefaultRealm(withValue: ["Buster", 3])
        DogObject.createInDefaultRealm(withValue: ["Buster", 3])
        DogObject.createInDefaultRealm(withValue: ["Rotunda", 7])
    }
    let results = DogObject.allObjects().distinctResults(usingKeyPaths: ["dogName", "age"])
    var resultsArr: [String] = []
    for result in results {
        resultsArr.append("\(result.dogName!)/\(result.age)")
    }
    XCTAssertEqual(resultsArr, ["Fido/3", "Fido/4", "Cujo/3", "Buster/3", "Rotunda/7"])
}

/// Distinct results on a key path through a link keep one owner per linked value.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testDistinctQueryWithMultilevelKeyPath
func testObjcResultsDistinctThroughLink() throws {
    let realm = RLMRealm.default()
    try realm.transaction {
        let dog1 = DogObject.createInDefaultRealm(withValue: ["Fido", 3])
        let dog2 = DogObject.createInDefaultRealm(withValue: ["Cujo", 3])
        let dog3 = DogObject.createInDefaultRealm(withValue: ["Rotunda", 7])
        OwnerObject.createInDefaultRealm(withValue: ["Joe", dog1])
        OwnerObject.createInDefaultRealm(withValue: ["Marie", dog2])
        OwnerObject.createInDefaultRealm(withValue: ["Marie", dog3])
    }
    let results = OwnerObject.allObjects().distinctResults(usingKeyPaths: ["dog.age"])
    var resultsArr: [Int32] = []
    for result in results {
        resultsArr.append(result.dog!.age)
    }
    XCTAssertEqual(resultsArr, [3, 7])
}


/// objects(at:) of results is nil for indexes past the end (empty results, or a third index of two objects) and the objects at the indexes otherwise.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testObjectsAtIndexes
func testObjcResultsObjectsAtIndexes() throws {
    var indexSet = IndexSet([0, 1])
    XCTAssertNil(IntObject.allObjects().objects(at: indexSet))
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    IntObject.createInDefaultRealm(withValue: [10])
    IntObject.createInDefaultRealm(withValue: [20])
    try realm.commitWriteTransaction()
    XCTAssertEqual((IntObject.allObjects().objects(at: indexSet)![0] as! IntObject).intCol, 10)
    XCTAssertEqual((IntObject.allObjects().objects(at: indexSet)![1] as! IntObject).intCol, 20)
    indexSet = IndexSet([0, 1, 3])
    XCTAssertNil(IntObject.allObjects().objects(at: indexSet))
    XCTAssertNil(IntObject.allObjects().objects(at: indexSet))
}

/// The description of results of 1012 employees names each property and value of the first hundred, then says how many objects it skipped.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testArrayDescription
func testObjcResultsDescription() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    for _ in 0..<1012 {
        let person = EmployeeObject()
        person.name = "Mary"
        person.age = 24
        person.hired = true
        realm.add(person)
    }
    try realm.commitWriteTransaction()
    let description = EmployeeObject.allObjects().description
    XCTAssertTrue(description.contains("name"))
    XCTAssertTrue(description.contains("Mary"))
    XCTAssertTrue(description.contains("age"))
    XCTAssertTrue(description.contains("24"))
    XCTAssertTrue(description.contains("912 objects skipped"))
}

/// index(of:) on results of hired employees, as queried, sorted or all: the position of each, NSNotFound for one not matching or unmanaged, and refusals for an object of another class and a deleted one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testIndexOfObject
func testObjcResultsIndexOfObject() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let po1 = EmployeeObject.create(in: realm, withValue: ["name": "Joe", "age": 40, "hired": true]) as! EmployeeObject
    let po2 = EmployeeObject.create(in: realm, withValue: ["name": "John", "age": 30, "hired": false]) as! EmployeeObject
    let po3 = EmployeeObject.create(in: realm, withValue: ["name": "Jill", "age": 25, "hired": true]) as! EmployeeObject
    let so = StringObject.create(in: realm, withValue: [""])
    let deletedObject = StringObject.create(in: realm, withValue: [""])
    realm.delete(deletedObject)
    try realm.commitWriteTransaction()
    let unmanaged = EmployeeObject()
    var results = EmployeeObject.objects(where: "hired = YES")
    for pass in 0..<2 {
        if pass == 1 { _ = results.lastObject() }
        XCTAssertEqual(results.index(of: po1), 0)
        XCTAssertEqual(results.index(of: po3), 1)
        XCTAssertEqual(results.index(of: po2), NSNotFound)
        XCTAssertEqual(results.index(of: unmanaged), NSNotFound)
        assertThrows(results.index(of: so), reason: "Object of type 'StringObject' does not match")
        assertThrows(results.index(of: so), reason: "type 'EmployeeObject'")
        assertThrows(results.index(of: deletedObject), reason: "Object has been deleted or invalidated.")
    }
    results = EmployeeObject.objects(where: "hired = YES").sortedResults(usingKeyPath: "age", ascending: true)
    XCTAssertEqual(results.index(of: po1), 1)
    XCTAssertEqual(results.index(of: po3), 0)
    XCTAssertEqual(results.index(of: po2), NSNotFound)
    XCTAssertEqual(results.index(of: unmanaged), NSNotFound)
    assertThrows(results.index(of: so), reason: "Object of type 'StringObject' does not match")
    assertThrows(results.index(of: deletedObject), reason: "Object has been deleted or invalidated.")
    results = EmployeeObject.allObjects()
    XCTAssertEqual(results.index(of: po1), 0)
    XCTAssertEqual(results.index(of: po2), 1)
    XCTAssertEqual(results.index(of: po3), 2)
    XCTAssertEqual(results.index(of: unmanaged), NSNotFound)
    assertThrows(results.index(of: so), reason: "Object of type 'StringObject' does not match")
    assertThrows(results.index(of: deletedObject), reason: "Object has been deleted or invalidated.")
}

/// Freezing results gives another object; freezing frozen results gives the same one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testFreezingFrozenObjectReturnsSelf
func testObjcFreezingFrozenResults() throws {
    let realm = RLMRealm.default()
    try realm.transaction {
        for i in 0..<3 { IntObject.createInDefaultRealm(withValue: [i]) }
    }
    let results = IntObject.allObjects()
    let frozen = results.freeze() as! RLMResults<IntObject>
    XCTAssertFalse(results === frozen)
    XCTAssertFalse((results.freeze() as! RLMResults<IntObject>) === frozen)
    XCTAssertTrue(frozen === (frozen.freeze() as! RLMResults<IntObject>))
}

/// Frozen results refuse a notification block.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testObserveFrozenResults
func testObjcObserveFrozenResults() throws {
    let realm = RLMRealm.default()
    try realm.transaction {
        for i in 0..<3 { IntObject.createInDefaultRealm(withValue: [i]) }
    }
    let frozen = IntObject.allObjects().freeze() as! RLMResults<IntObject>
    assertThrows(frozen.addNotificationBlock { _, _, _ in },
                 reason: "Frozen Realms do not change and do not have change notifications.")
}

/// A query on frozen results gives the matching frozen values.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testQueryFrozenResults
func testObjcQueryFrozenResults() throws {
    let realm = RLMRealm.default()
    try realm.transaction {
        for i in 0..<3 { IntObject.createInDefaultRealm(withValue: [i]) }
    }
    let frozen = IntObject.allObjects().freeze() as! RLMResults<IntObject>
    XCTAssertEqual(frozen.objects(where: "intCol > 0").value(forKey: "intCol") as! [Int], [1, 2])
}

/// Frozen results do not see an object created afterwards, neither in their count nor in a query.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testFrozenResultsDoNotUpdate
func testObjcFrozenResultsDoNotUpdate() throws {
    let realm = RLMRealm.default()
    try realm.transaction {
        for i in 0..<3 { IntObject.createInDefaultRealm(withValue: [i]) }
    }
    let frozen = IntObject.allObjects().freeze() as! RLMResults<IntObject>
    try realm.transaction {
        IntObject.createInDefaultRealm(withValue: [3])
    }
    XCTAssertEqual(frozen.count, 3)
    XCTAssertEqual(frozen.objects(where: "intCol = 3").count, 0)
}

/// Queries on a dog's owners, evaluated or not, stay valid after the dog is deleted: they are empty, with no first object.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testResultsDependingOnDeletedTableView
func testObjcResultsOnOwnersOfDeletedDog() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let dog = DogObject.createInDefaultRealm(withValue: ["Fido", 3]) as! DogObject
    OwnerObject.createInDefaultRealm(withValue: ["John", dog])
    try realm.commitWriteTransaction()
    let results = dog.owners!.objects(where: "name != 'Not a real name'")
    _ = results.firstObject()
    let unevaluatedResults = dog.owners!.objects(where: "name != 'Not a real name'")
    realm.beginWriteTransaction()
    realm.delete(dog)
    try realm.commitWriteTransaction()
    XCTAssertFalse(results.isInvalidated)
    XCTAssertFalse(unevaluatedResults.isInvalidated)
    XCTAssertEqual(results.count, 0)
    XCTAssertEqual(unevaluatedResults.count, 0)
    XCTAssertNil(results.firstObject())
    XCTAssertNil(unevaluatedResults.firstObject())
}

/// Results of dogs queried through their owners follow an owner's rename: empty before, the dog after, and their block is called with a change.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testResultsDependingOnLinkingObjects
func testObjcResultsThroughOwners() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let dog = DogObject.createInDefaultRealm(withValue: ["Fido", 3]) as! DogObject
    let owner = OwnerObject.createInDefaultRealm(withValue: ["John", dog]) as! OwnerObject
    try realm.commitWriteTransaction()
    let results = DogObject.objects(where: "ANY owners.name == 'James'")
    var changed = false
    let token = results.addNotificationBlock { _, change, _ in
        if change != nil { changed = true }
    }
    realm.refresh()
    XCTAssertEqual(results.count, 0)
    XCTAssertNil(results.firstObject())
    realm.beginWriteTransaction()
    owner.name = "James"
    try realm.commitWriteTransaction()
    XCTAssertEqual(results.count, 1)
    XCTAssertEqual(dog.dogName, (results.firstObject() as! DogObject).dogName)
    realm.refresh()
    XCTAssertTrue(changed)
    token.invalidate()
}
