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

/// setValue(_:forKey:) on results sets the property on each object they hold: on all objects of the class, then only on the matches of a query, then on a query whose matches the change itself moves; value(forKey:) reads the new values, refuses an unknown key, and outside a write setValue is refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testSetValueForKey
func testObjcResultsSetValueForKey() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let early = Date()
    let late = early.addingTimeInterval(1000)
    for i in 0..<10 {
        if i % 2 == 1 && i < 8 {
            AggregateObject.create(in: realm, withValue: [1, 0.0, 2.5, false, late])
        } else {
            AggregateObject.create(in: realm, withValue: [0, 1.2, 0.0, true, early])
        }
    }
    AggregateObject.allObjects(in: realm).setValue(25, forKey: "intCol")
    XCTAssertEqual(AggregateObject.allObjects(in: realm).value(forKey: "intCol") as! [Int], [25, 25, 25, 25, 25, 25, 25, 25, 25, 25])
    AggregateObject.objects(in: realm, where: "floatCol > 1").setValue(10, forKey: "intCol")
    XCTAssertEqual(AggregateObject.objects(in: realm, where: "floatCol > 1").value(forKey: "intCol") as! [Int], [10, 10, 10, 10, 10, 10])
    XCTAssertEqual(AggregateObject.allObjects(in: realm).value(forKey: "intCol") as! [Int], [10, 25, 10, 25, 10, 25, 10, 25, 10, 10])
    assertThrows(AggregateObject.allObjects(in: realm).value(forKey: "invalid"))
    AggregateObject.objects(in: realm, where: "intCol != 5").setValue(5, forKey: "intCol")
    XCTAssertEqual(AggregateObject.allObjects(in: realm).value(forKey: "intCol") as! [Int], [5, 5, 5, 5, 5, 5, 5, 5, 5, 5])
    try realm.commitWriteTransaction()
    assertThrows(AggregateObject.allObjects(in: realm).setValue(25, forKey: "intCol"), reason: "write transaction")
    assertThrows(AggregateObject.objects(in: realm, where: "floatCol > 1").setValue(10, forKey: "intCol"), reason: "write transaction")
}

/// sum, average, min and max of results: on no objects the sum is 0 and the others nil; over ten objects, on the matches of bool queries and on all of them, each aggregate of int, float and double properties, and min and max of a date; an unknown property is refused naming it and the class, a bool property naming the operation and the type.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testObjectAggregate
func testObjcResultsObjectAggregate() throws {
    let realm = RLMRealm.default()
    let no = AggregateObject.objects(where: "boolCol == NO")
    let yes = AggregateObject.objects(where: "boolCol == YES")
    let all = AggregateObject.allObjects()
    XCTAssertEqual(no.sum(ofProperty: "intCol").intValue, 0)
    XCTAssertEqual(all.sum(ofProperty: "intCol").intValue, 0)
    XCTAssertNil(no.average(ofProperty: "intCol"))
    XCTAssertNil(all.average(ofProperty: "intCol"))
    XCTAssertNil(no.min(ofProperty: "intCol"))
    XCTAssertNil(all.min(ofProperty: "intCol"))
    XCTAssertNil(no.max(ofProperty: "intCol"))
    XCTAssertNil(all.max(ofProperty: "intCol"))
    let early = Date()
    let late = early.addingTimeInterval(1000)
    realm.beginWriteTransaction()
    for i in 0..<10 {
        if i % 2 == 1 && i < 8 {
            AggregateObject.create(in: realm, withValue: [1, 0.0 as Float, 2.5, false, late])
        } else {
            AggregateObject.create(in: realm, withValue: [0, 1.2 as Float, 0.0, true, early])
        }
    }
    try realm.commitWriteTransaction()

    XCTAssertEqual(no.sum(ofProperty: "intCol").intValue, 4)
    XCTAssertEqual(yes.sum(ofProperty: "intCol").intValue, 0)
    XCTAssertEqual(all.sum(ofProperty: "intCol").intValue, 4)
    XCTAssertEqual(no.sum(ofProperty: "floatCol").floatValue, 0.0, accuracy: 0.1)
    XCTAssertEqual(yes.sum(ofProperty: "floatCol").floatValue, 7.2, accuracy: 0.1)
    XCTAssertEqual(all.sum(ofProperty: "floatCol").floatValue, 7.2, accuracy: 0.1)
    XCTAssertEqual(no.sum(ofProperty: "doubleCol").doubleValue, 10.0, accuracy: 0.1)
    XCTAssertEqual(yes.sum(ofProperty: "doubleCol").doubleValue, 0.0, accuracy: 0.1)
    XCTAssertEqual(all.sum(ofProperty: "doubleCol").doubleValue, 10.0, accuracy: 0.1)
    assertThrows(yes.sum(ofProperty: "foo"), reason: "Property 'foo' not found in object of type 'AggregateObject'")
    assertThrows(all.sum(ofProperty: "foo"), reason: "Property 'foo' not found in object of type 'AggregateObject'")
    assertThrows(yes.sum(ofProperty: "boolCol"), reason: "Operation 'sum' not supported for bool property 'AggregateObject.boolCol'")
    assertThrows(all.sum(ofProperty: "boolCol"), reason: "Operation 'sum' not supported for bool property 'AggregateObject.boolCol'")

    XCTAssertEqual(no.average(ofProperty: "intCol")!.doubleValue, 1.0, accuracy: 0.1)
    XCTAssertEqual(yes.average(ofProperty: "intCol")!.doubleValue, 0.0, accuracy: 0.1)
    XCTAssertEqual(all.average(ofProperty: "intCol")!.doubleValue, 0.4, accuracy: 0.1)
    XCTAssertEqual(no.average(ofProperty: "floatCol")!.doubleValue, 0.0, accuracy: 0.1)
    XCTAssertEqual(yes.average(ofProperty: "floatCol")!.doubleValue, 1.2, accuracy: 0.1)
    XCTAssertEqual(all.average(ofProperty: "floatCol")!.doubleValue, 0.72, accuracy: 0.1)
    XCTAssertEqual(no.average(ofProperty: "doubleCol")!.doubleValue, 2.5, accuracy: 0.1)
    XCTAssertEqual(yes.average(ofProperty: "doubleCol")!.doubleValue, 0.0, accuracy: 0.1)
    XCTAssertEqual(all.average(ofProperty: "doubleCol")!.doubleValue, 1.0, accuracy: 0.1)
    assertThrows(yes.average(ofProperty: "foo"), reason: "Property 'foo' not found in object of type 'AggregateObject'")
    assertThrows(all.average(ofProperty: "foo"), reason: "Property 'foo' not found in object of type 'AggregateObject'")
    assertThrows(yes.average(ofProperty: "boolCol"), reason: "Operation 'average' not supported for bool property 'AggregateObject.boolCol'")
    assertThrows(all.average(ofProperty: "boolCol"), reason: "Operation 'average' not supported for bool property 'AggregateObject.boolCol'")

    XCTAssertEqual((no.min(ofProperty: "intCol") as! NSNumber).intValue, 1)
    XCTAssertEqual((yes.min(ofProperty: "intCol") as! NSNumber).intValue, 0)
    XCTAssertEqual((all.min(ofProperty: "intCol") as! NSNumber).intValue, 0)
    XCTAssertEqual((no.min(ofProperty: "floatCol") as! NSNumber).floatValue, 0.0 as Float)
    XCTAssertEqual((yes.min(ofProperty: "floatCol") as! NSNumber).floatValue, 1.2 as Float)
    XCTAssertEqual((all.min(ofProperty: "floatCol") as! NSNumber).floatValue, 0.0 as Float)
    XCTAssertEqual((no.min(ofProperty: "doubleCol") as! NSNumber).doubleValue, 2.5)
    XCTAssertEqual((yes.min(ofProperty: "doubleCol") as! NSNumber).doubleValue, 0.0)
    XCTAssertEqual((all.min(ofProperty: "doubleCol") as! NSNumber).doubleValue, 0.0)
    XCTAssertEqual(no.min(ofProperty: "dateCol") as! Date, late)
    XCTAssertEqual(yes.min(ofProperty: "dateCol") as! Date, early)
    XCTAssertEqual(all.min(ofProperty: "dateCol") as! Date, early)
    assertThrows(yes.min(ofProperty: "foo"), reason: "Property 'foo' not found in object of type 'AggregateObject'")
    assertThrows(all.min(ofProperty: "foo"), reason: "Property 'foo' not found in object of type 'AggregateObject'")
    assertThrows(yes.min(ofProperty: "boolCol"), reason: "Operation 'min' not supported for bool property 'AggregateObject.boolCol'")
    assertThrows(all.min(ofProperty: "boolCol"), reason: "Operation 'min' not supported for bool property 'AggregateObject.boolCol'")

    XCTAssertEqual((no.max(ofProperty: "intCol") as! NSNumber).intValue, 1)
    XCTAssertEqual((yes.max(ofProperty: "intCol") as! NSNumber).intValue, 0)
    XCTAssertEqual((all.max(ofProperty: "intCol") as! NSNumber).intValue, 1)
    XCTAssertEqual((no.max(ofProperty: "floatCol") as! NSNumber).floatValue, 0.0 as Float)
    XCTAssertEqual((yes.max(ofProperty: "floatCol") as! NSNumber).floatValue, 1.2 as Float)
    XCTAssertEqual((all.max(ofProperty: "floatCol") as! NSNumber).floatValue, 1.2 as Float)
    XCTAssertEqual((no.max(ofProperty: "doubleCol") as! NSNumber).doubleValue, 2.5)
    XCTAssertEqual((yes.max(ofProperty: "doubleCol") as! NSNumber).doubleValue, 0.0)
    XCTAssertEqual((all.max(ofProperty: "doubleCol") as! NSNumber).doubleValue, 2.5)
    XCTAssertEqual(no.max(ofProperty: "dateCol") as! Date, late)
    XCTAssertEqual(yes.max(ofProperty: "dateCol") as! Date, early)
    XCTAssertEqual(all.max(ofProperty: "dateCol") as! Date, late)
    assertThrows(yes.max(ofProperty: "foo"), reason: "Property 'foo' not found in object of type 'AggregateObject'")
    assertThrows(all.max(ofProperty: "foo"), reason: "Property 'foo' not found in object of type 'AggregateObject'")
    assertThrows(yes.max(ofProperty: "boolCol"), reason: "Operation 'max' not supported for bool property 'AggregateObject.boolCol'")
    assertThrows(all.max(ofProperty: "boolCol"), reason: "Operation 'max' not supported for bool property 'AggregateObject.boolCol'")
}

class RenamedProps1: RLMObject {
    @objc dynamic var propA: Int32 = 0
    @objc dynamic var propB: String?
    override class func propertiesMapping() -> [String: String] {
        ["propA": "prop 1", "propB": "prop 2"]
    }
}

/// Aggregates of results take a property by its model name, not the name it is stored under: over no objects the sum is 0 and the rest nil, the stored name is refused, and over three objects they answer the sum, average, minimum and maximum.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testRenamedPropertyAggregate
func testObjcResultsRenamedPropertyAggregate() throws {
    let realm = RLMRealm.default()
    let results = RenamedProps1.allObjects(in: realm)
    XCTAssertEqual(results.sum(ofProperty: "propA").intValue, 0)
    XCTAssertNil(results.average(ofProperty: "propA"))
    XCTAssertNil(results.min(ofProperty: "propA"))
    XCTAssertNil(results.max(ofProperty: "propA"))
    assertThrows(results.sum(ofProperty: "prop 1"))
    try realm.transaction {
        RenamedProps1.create(in: realm, withValue: [1, ""])
        RenamedProps1.create(in: realm, withValue: [2, ""])
        RenamedProps1.create(in: realm, withValue: [3, ""])
    }
    XCTAssertEqual(results.sum(ofProperty: "propA").intValue, 6)
    XCTAssertEqual(results.average(ofProperty: "propA")!.doubleValue, 2.0)
    XCTAssertEqual((results.min(ofProperty: "propA") as! NSNumber).intValue, 1)
    XCTAssertEqual((results.max(ofProperty: "propA") as! NSNumber).intValue, 3)
}

class RenamedProps: RLMObject {
    @objc dynamic var intCol: Int32 = 0
    @objc dynamic var stringCol: String?
    override class func propertiesMapping() -> [String: String] {
        ["intCol": "custom_intCol", "stringCol": "custom_stringCol"]
    }
}

class LinkToRenamedProps: RLMObject {
    @objc dynamic var link: RenamedProps?
    override class func propertiesMapping() -> [String: String] {
        ["link": "Link"]
    }
}

/// Results observed for a property stored under another name are called first with no changes, and with changes once that property is set on the object they hold.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testRenamedPropertyObservation
func testObjcResultsRenamedPropertyObservation() throws {
    let realm = RLMRealm.default()
    try realm.transaction {
        LinkToRenamedProps.create(in: realm, withValue: [])
    }
    var first = true
    var calls = 0
    var errors = 0
    let all = LinkToRenamedProps.allObjects(in: realm)
    let token = all.addNotificationBlock({ results, change, error in
        XCTAssertNotNil(results)
        XCTAssertTrue(first ? change == nil : change != nil)
        if error != nil { errors += 1 }
        first = false
        calls += 1
    }, keyPaths: ["link"])
    realm.refresh()
    XCTAssertEqual(calls, 1)
    try realm.transaction {
        let object = LinkToRenamedProps.allObjects(in: realm).firstObject() as! LinkToRenamedProps
        object.link = RenamedProps.create(in: realm, withValue: [1, ""]) as? RenamedProps
    }
    realm.refresh()
    XCTAssertEqual(calls, 2)
    XCTAssertEqual(errors, 0)
    token.invalidate()
}

/// value(forKeyPath:) on results takes @count, @min, @max, @sum and @avg, @unionOfObjects (duplicates kept, in order) and @distinctUnionOfObjects, and through a list property @unionOfArrays and @distinctUnionOfArrays; an unknown operator, an operator with no key path and a nested key path are refused with the SDK's messages.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testValueForCollectionOperationKeyPath
func testObjcResultsValueForCollectionOperationKeyPath() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let a1 = EmployeeObject.create(in: realm, withValue: ["name": "Joe", "age": 40, "hired": true])
    let a2 = EmployeeObject.create(in: realm, withValue: ["name": "John", "age": 30, "hired": false])
    let a3 = EmployeeObject.create(in: realm, withValue: ["name": "Jill", "age": 25, "hired": true])
    CompanyObject.create(in: realm, withValue: ["name": "InspiringNames LLC", "employees": [a1, a2, a3], "employeeSet": [a1, a2, a3]])
    let b1 = EmployeeObject.create(in: realm, withValue: ["name": "A", "age": 20, "hired": true])
    let b2 = EmployeeObject.create(in: realm, withValue: ["name": "B", "age": 30, "hired": false])
    let b3 = EmployeeObject.create(in: realm, withValue: ["name": "C", "age": 40, "hired": true])
    CompanyObject.create(in: realm, withValue: ["name": "ABC AG", "employees": [b1, b2, b3], "employeeSet": [b1, b2, b3]])
    let c1 = EmployeeObject.create(in: realm, withValue: ["name": "A", "age": 21, "hired": true])
    CompanyObject.create(in: realm, withValue: ["name": "ABC AG", "employees": [c1], "employeeSet": [c1]])
    try realm.commitWriteTransaction()
    let companies = CompanyObject.allObjects()
    let employees = EmployeeObject.allObjects()
    XCTAssertEqual((companies.value(forKeyPath: "@count") as! NSNumber).intValue, 3)
    XCTAssertEqual((employees.value(forKeyPath: "@min.age") as! NSNumber).intValue, 20)
    XCTAssertEqual((employees.value(forKeyPath: "@max.age") as! NSNumber).intValue, 40)
    XCTAssertEqual((employees.value(forKeyPath: "@sum.age") as! NSNumber).intValue, 206)
    XCTAssertEqual((employees.value(forKeyPath: "@avg.age") as! NSNumber).doubleValue, 29.43, accuracy: 0.1)
    XCTAssertEqual(companies.value(forKeyPath: "@unionOfObjects.name") as! [String], ["InspiringNames LLC", "ABC AG", "ABC AG"])
    XCTAssertEqual((companies.value(forKeyPath: "@distinctUnionOfObjects.name") as! [String]).sorted(), ["ABC AG", "InspiringNames LLC"])
    XCTAssertEqual(companies.value(forKeyPath: "employees.@unionOfArrays.name") as! [String], ["Joe", "John", "Jill", "A", "B", "C", "A"])
    XCTAssertEqual((companies.value(forKeyPath: "employees.@distinctUnionOfArrays.name") as! [String]).sorted(), ["A", "B", "C", "Jill", "Joe", "John"])
    assertThrows(companies.value(forKeyPath: "@invalid.name"), reason: "Unsupported KVC collection operator found in key path '@invalid.name'")
    assertThrows(companies.value(forKeyPath: "@sum"), reason: "Missing key path for KVC collection operator sum in key path '@sum'")
    assertThrows(companies.value(forKeyPath: "@sum."), reason: "Missing key path for KVC collection operator sum in key path '@sum.'")
    assertThrows(companies.value(forKeyPath: "@sum.employees.@sum.age"), reason: "Nested key paths are not supported yet for KVC collection operators.")
}

/// Every member of results works while the realm is valid: reads by index, first and last, index lookups, queries, sorting, aggregates, subscripts, key-value coding and enumeration. Once the realm is invalidated the results say so and refuse each of them.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testAllMethodsCheckForInvalidation
func testObjcResultsAllMethodsCheckForInvalidation() throws {
    let realm = RLMRealm.default()
    try realm.transaction {
        IntObject.createInDefaultRealm(withValue: [0])
    }
    let results = IntObject.allObjects()
    XCTAssertFalse(results.isInvalidated)
    XCTAssertNotNil(results.object(at: 0))
    XCTAssertNotNil(results.firstObject())
    XCTAssertNotNil(results.lastObject())
    XCTAssertEqual(results.index(of: IntObject.allObjects().firstObject()!), 0)
    XCTAssertEqual(results.indexOfObject(where: "intCol = 0"), 0)
    XCTAssertEqual(results.indexOfObject(with: NSPredicate(format: "intCol = 0")), 0)
    XCTAssertEqual(results.objects(where: "intCol = 0").count, 1)
    XCTAssertEqual(results.objects(with: NSPredicate(format: "intCol = 0")).count, 1)
    XCTAssertEqual(results.sortedResults(usingKeyPath: "intCol", ascending: true).count, 1)
    XCTAssertEqual(results.sortedResults(using: [RLMSortDescriptor(keyPath: "intCol", ascending: true)]).count, 1)
    XCTAssertEqual((results.min(ofProperty: "intCol") as! NSNumber).intValue, 0)
    XCTAssertEqual((results.max(ofProperty: "intCol") as! NSNumber).intValue, 0)
    XCTAssertEqual(results.sum(ofProperty: "intCol").intValue, 0)
    XCTAssertEqual(results.average(ofProperty: "intCol")!.doubleValue, 0.0)
    XCTAssertNotNil(results[0])
    XCTAssertEqual(results.value(forKey: "intCol") as! [Int], [0])
    var seen = 0
    for _ in results { seen += 1 }
    XCTAssertEqual(seen, 1)

    realm.invalidate()

    XCTAssertTrue(results.isInvalidated)
    assertThrows(results.object(at: 0))
    assertThrows(results.firstObject())
    assertThrows(results.lastObject())
    assertThrows(results.index(of: IntObject.allObjects().firstObject()!))
    assertThrows(results.indexOfObject(where: "intCol = 0"))
    assertThrows(results.indexOfObject(with: NSPredicate(format: "intCol = 0")))
    assertThrows(results.objects(where: "intCol = 0"))
    assertThrows(results.objects(with: NSPredicate(format: "intCol = 0")))
    assertThrows(results.sortedResults(usingKeyPath: "intCol", ascending: true))
    assertThrows(results.sortedResults(using: [RLMSortDescriptor(keyPath: "intCol", ascending: true)]))
    assertThrows(results.min(ofProperty: "intCol"))
    assertThrows(results.max(ofProperty: "intCol"))
    assertThrows(results.sum(ofProperty: "intCol"))
    assertThrows(results.average(ofProperty: "intCol"))
    assertThrows(results[0])
    assertThrows(results.value(forKey: "intCol"))
    var after = 0
    assertThrows({ for _ in results { after += 1 } }())
    XCTAssertEqual(after, 0)
}

class AggregateArrayHolder: RLMObject {
    @objc dynamic var array = RLMArray<AggregateObject>(objectClassName: AggregateObject.className())
}

class AggregateSetHolder: RLMObject {
    @objc dynamic var set = RLMSet<AggregateObject>(objectClassName: AggregateObject.className())
}

class DistinctLinkHolder: RLMObject {
    @objc dynamic var objectCol: StringObject?
    @objc dynamic var parents: RLMLinkingObjects<DistinctLinkParent>?
    override class func linkingObjectsProperties() -> [String: RLMPropertyDescriptor] {
        ["parents": RLMPropertyDescriptor(with: DistinctLinkParent.self, propertyName: "child")]
    }
}

class DistinctLinkParent: RLMObject {
    @objc dynamic var child: DistinctLinkHolder?
}

/// distinctResults(usingKeyPaths:) refuses an empty or blank key path, alone or after a valid one, a collection operator, a linking objects property, a link, and a list or set property.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ResultsTests.m ResultsTests.testDistinctQueryThrowsInvalidKeyPathsSpecified
func testObjcResultsDistinctRefusesInvalidKeyPaths() throws {
    let realm = RLMRealm.default()
    try realm.transaction {
        DogObject.createInDefaultRealm(withValue: ["Fido", 3])
        DogObject.createInDefaultRealm(withValue: ["Fido", 3])
        DogObject.createInDefaultRealm(withValue: ["Fido", 5])
        let ao1 = AggregateObject.createInDefaultRealm(withValue: [0])
        let ao2 = AggregateObject.createInDefaultRealm(withValue: [0])
        AggregateArrayHolder.createInDefaultRealm(withValue: [[ao1, ao2]])
        AggregateSetHolder.createInDefaultRealm(withValue: [[ao1, ao2]])
        DistinctLinkHolder.createInDefaultRealm(withValue: [])
    }
    assertThrows(DogObject.allObjects().distinctResults(usingKeyPaths: [""]))
    assertThrows(DogObject.allObjects().distinctResults(usingKeyPaths: [" "]))
    assertThrows(DogObject.allObjects().distinctResults(usingKeyPaths: ["\n"]))
    assertThrows(DogObject.allObjects().distinctResults(usingKeyPaths: ["dogName", ""]))
    assertThrows(DogObject.allObjects().distinctResults(usingKeyPaths: ["dogName", " "]))
    assertThrows(DogObject.allObjects().distinctResults(usingKeyPaths: ["dogName", "\n"]))
    assertThrows(DogObject.allObjects().distinctResults(usingKeyPaths: ["@max.age"]))
    assertThrows(DistinctLinkHolder.allObjects().distinctResults(usingKeyPaths: ["parents"]))
    assertThrows(DistinctLinkHolder.allObjects().distinctResults(usingKeyPaths: ["objectCol"]))
    assertThrows(AggregateArrayHolder.allObjects().distinctResults(usingKeyPaths: ["array"]))
    assertThrows(AggregateSetHolder.allObjects().distinctResults(usingKeyPaths: ["set"]))
}
