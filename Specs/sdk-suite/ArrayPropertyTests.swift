// page: sdk
// tags: sdk, suite

// Models restated from the SDK's Objective-C test models as `@Persisted`
// declarations (an `NSString` property is a `String?`, an `int` an `Int`).
// The Objective-C calls are made on the RLMArray of a model's List,
// `ObjectiveCSupport.convert(object:)`.

class StringObject: Object {
    @Persisted var stringCol: String?
}

class IntObject: Object {
    @Persisted var intCol = 0
}

class ArrayPropertyObject: Object {
    @Persisted var name: String?
    @Persisted var array: List<StringObject>
    @Persisted var intArray: List<IntObject>
}

class EmployeeObject: Object {
    @Persisted var name: String?
    @Persisted var age = 0
    @Persisted var hired = false
}

class CompanyObject: Object {
    @Persisted var name: String?
    @Persisted var employees: List<EmployeeObject>
}

/// An empty list made by create takes objects through add, unmanaged and managed ones, the same one twice; after the write add is refused, and every element can be enumerated.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testPopulateEmptyArray
func testPopulateEmptyArray() throws {
    let realm = try Realm()
    realm.beginWrite()
    let owner = realm.create(ArrayPropertyObject.self, value: ["arrayObject", [], []])
    let array = ObjectiveCSupport.convert(object: owner.array)
    XCTAssertNotNil(array)
    XCTAssertEqual(array.count, 0)
    let a = StringObject(value: ["stringCol": "a"])
    array.add(a)
    array.add(realm.create(StringObject.self, value: ["b"]))
    array.add(a)
    try realm.commitWrite()
    XCTAssertEqual(array.count, 3)
    XCTAssertEqual(array[0].stringCol, "a")
    XCTAssertEqual(array[1].stringCol, "b")
    XCTAssertEqual(array[2].stringCol, "a")
    assertThrows(array.add(a), reason: "write transaction")
    var seen = 0
    for element in array {
        XCTAssertTrue(element.description.count > 0)
        seen += 1
    }
    XCTAssertEqual(seen, 3)
}

/// An RLMArray read from its owner once keeps working after the write: it counts what was added, agrees with a fresh read of the property, and refuses add outside a write.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testModifyDetatchedArray
func testModifyDetachedArray() throws {
    let realm = try Realm()
    realm.beginWrite()
    let owner = realm.create(ArrayPropertyObject.self, value: ["arrayObject", [], []])
    XCTAssertNotNil(owner.array)
    XCTAssertEqual(owner.array.count, 0)
    let a = StringObject(value: ["stringCol": "a"])
    let array = ObjectiveCSupport.convert(object: owner.array)
    array.add(a)
    array.add(realm.create(StringObject.self, value: ["b"]))
    try realm.commitWrite()
    XCTAssertEqual(array.count, 2)
    XCTAssertEqual(array[0].stringCol, "a")
    XCTAssertEqual(ObjectiveCSupport.convert(object: owner.array)[1].stringCol, "b")
    assertThrows(array.add(a), reason: "write transaction")
}

/// addObjects adds each object of the sequence in order, the unmanaged one before the managed one, so the class's results hold the created object first.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testInsertMultiple
func testInsertMultiple() throws {
    let realm = try Realm()
    realm.beginWrite()
    let owner = realm.create(ArrayPropertyObject.self, value: ["arrayObject", [], []])
    let child1 = realm.create(StringObject.self, value: ["a"])
    let child2 = StringObject()
    child2.stringCol = "b"
    ObjectiveCSupport.convert(object: owner.array).addObjects([child2, child1])
    try realm.commitWrite()
    let children = realm.objects(StringObject.self)
    XCTAssertEqual(children[0].stringCol, "a")
    XCTAssertEqual(children[1].stringCol, "b")
    XCTAssertEqual(owner.array.count, 2)
}

/// moveObject(at:to:) moves an element of an unmanaged list and of a managed one alike, a move to the same index changes nothing, an index past the end is refused with the bound, and a managed list refuses a move outside a write.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testMove
func testMove() throws {
    let realm = try Realm()
    let owner = ArrayPropertyObject(value: ["arrayObject", [["a"], ["b"]], []])
    var children = ObjectiveCSupport.convert(object: owner.array)
    children.moveObject(at: 1, to: 0)
    XCTAssertEqual(children[0].stringCol, "b")
    XCTAssertEqual(children[1].stringCol, "a")
    children.moveObject(at: 0, to: 1)
    XCTAssertEqual(children[0].stringCol, "a")
    XCTAssertEqual(children[1].stringCol, "b")
    children.moveObject(at: 0, to: 0)
    XCTAssertEqual(children[0].stringCol, "a")
    XCTAssertEqual(children[1].stringCol, "b")
    assertThrows(children.moveObject(at: 0, to: 2), reason: "must be less than 2")
    assertThrows(children.moveObject(at: 2, to: 0), reason: "must be less than 2")

    realm.beginWrite()
    realm.add(owner)
    children = ObjectiveCSupport.convert(object: owner.array)
    children.moveObject(at: 1, to: 0)
    XCTAssertEqual(children[0].stringCol, "b")
    XCTAssertEqual(children[1].stringCol, "a")
    children.moveObject(at: 0, to: 1)
    XCTAssertEqual(children[0].stringCol, "a")
    XCTAssertEqual(children[1].stringCol, "b")
    children.moveObject(at: 0, to: 0)
    XCTAssertEqual(children[0].stringCol, "a")
    XCTAssertEqual(children[1].stringCol, "b")
    assertThrows(children.moveObject(at: 0, to: 2), reason: "must be less than 2")
    assertThrows(children.moveObject(at: 2, to: 0), reason: "must be less than 2")
    try realm.commitWrite()
    assertThrows(children.moveObject(at: 1, to: 0), reason: "write transaction")
}

/// Adding or inserting an object that was deleted in the same write is refused as invalidated.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testAddInvalidated
func testAddInvalidated() throws {
    let realm = try Realm()
    realm.beginWrite()
    let company = realm.create(CompanyObject.self, value: ["company", []])
    let person = EmployeeObject()
    person.name = "Mary"
    realm.add(person)
    realm.delete(realm.objects(EmployeeObject.self))
    let employees = ObjectiveCSupport.convert(object: company.employees)
    assertThrows(employees.add(person), reason: "invalidated")
    assertThrows(employees.insert(person, at: 0), reason: "invalidated")
    realm.cancelWrite()
}

/// Two unmanaged lists are equal when they hold the same objects in the same order, and unequal once one of them is managed (isEqual through the list's own spelling, as the RLMArray receiver does not declare it).
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testUnmanagedComparision
func testUnmanagedComparison() throws {
    let realm = try Realm()
    let first = ArrayPropertyObject()
    let second = ArrayPropertyObject()
    first.name = "name"
    second.name = "name2"
    let array = ObjectiveCSupport.convert(object: first.array)
    let array2 = ObjectiveCSupport.convert(object: second.array)
    XCTAssertNotNil(array)
    XCTAssertNotNil(array2)
    XCTAssertTrue(first.array.isEqual(second.array))
    XCTAssertNil(array.firstObject())
    XCTAssertNil(array2.lastObject())
    let obj1 = StringObject(value: ["a"])
    let obj2 = StringObject(value: ["b"])
    let obj3 = StringObject(value: ["c"])
    array.add(obj1)
    array.add(obj2)
    array.add(obj3)
    array2.add(obj1)
    array2.add(obj2)
    array2.add(obj3)
    XCTAssertTrue(first.array.isEqual(second.array))
    array2.removeLastObject()
    XCTAssertFalse(first.array.isEqual(second.array))
    array2.add(obj3)
    XCTAssertTrue(first.array.isEqual(second.array))
    try realm.write { realm.add(first) }
    XCTAssertFalse(first.array.isEqual(second.array))
    XCTAssertFalse(second.array.isEqual(first.array))
}

/// removeLastObject takes elements off the end of an unmanaged list one at a time, and removeAllObjects empties one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testDeleteObjectInUnmanagedArray
func testRemoveFromUnmanagedArray() throws {
    let owner = ArrayPropertyObject()
    owner.name = "name"
    let strings = ObjectiveCSupport.convert(object: owner.array)
    let ints = ObjectiveCSupport.convert(object: owner.intArray)
    let s1 = StringObject(value: ["a"])
    let s2 = StringObject(value: ["b"])
    let s3 = StringObject(value: ["c"])
    strings.add(s1)
    strings.add(s2)
    strings.add(s3)
    let i1 = IntObject(value: [0])
    let i2 = IntObject(value: [1])
    let i3 = IntObject(value: [2])
    ints.add(i1)
    ints.add(i2)
    ints.add(i3)
    XCTAssertEqual(strings[0], s1)
    XCTAssertEqual(strings[1], s2)
    XCTAssertEqual(strings[2], s3)
    XCTAssertEqual(strings.count, 3)
    XCTAssertEqual(ints[0], i1)
    XCTAssertEqual(ints[1], i2)
    XCTAssertEqual(ints[2], i3)
    XCTAssertEqual(ints.count, 3)
    strings.removeLastObject()
    XCTAssertEqual(strings[0], s1)
    XCTAssertEqual(strings[1], s2)
    XCTAssertEqual(strings.count, 2)
    strings.removeLastObject()
    XCTAssertEqual(strings[0], s1)
    XCTAssertEqual(strings.count, 1)
    strings.removeLastObject()
    XCTAssertEqual(strings.count, 0)
    ints.removeAllObjects()
    XCTAssertEqual(ints.count, 0)
}

/// exchangeObject(at:withObjectAt:) swaps two elements, does nothing for one index twice, swaps back, and refuses an index past the end with the bound, on an unmanaged list and on the same list once managed.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testExchangeObjectAtIndexWithObjectAtIndex
func testExchangeObjects() throws {
    let owner = ArrayPropertyObject(value: ["foo", [["a"], ["b"]], []])
    for pass in 0..<2 {
        let realm = try Realm()
        if pass == 1 {
            realm.beginWrite()
            realm.add(owner)
        }
        let array = ObjectiveCSupport.convert(object: owner.array)
        array.exchangeObject(at: 0, withObjectAt: 1)
        XCTAssertEqual(array.count, 2)
        XCTAssertEqual(array[0].stringCol, "b")
        XCTAssertEqual(array[1].stringCol, "a")
        array.exchangeObject(at: 1, withObjectAt: 1)
        XCTAssertEqual(array.count, 2)
        XCTAssertEqual(array[0].stringCol, "b")
        XCTAssertEqual(array[1].stringCol, "a")
        array.exchangeObject(at: 1, withObjectAt: 0)
        XCTAssertEqual(array.count, 2)
        XCTAssertEqual(array[0].stringCol, "a")
        XCTAssertEqual(array[1].stringCol, "b")
        assertThrows(array.exchangeObject(at: 1, withObjectAt: 20), reason: "less than 2")
        if pass == 1 {
            try realm.commitWrite()
        }
    }
}

/// indexOfObject finds an object's position in an unmanaged list and in the same list once managed, answers NSNotFound for an object the list does not hold or one outside the realm, refuses an object of another class and a deleted object (through either accessor) as invalidated, and works on a query of the list.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testIndexOfObject
func testIndexOfObject() throws {
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
    let employees = ObjectiveCSupport.convert(object: company.employees)
    employees.addObjects(realm.objects(EmployeeObject.self))
    employees.removeObject(at: 1)
    XCTAssertEqual(employees.index(of: po1), 0)
    XCTAssertEqual(employees.index(of: po3), 1)
    XCTAssertEqual(employees.index(of: po2), NSNotFound)
    realm.add(company)
    try realm.commitWrite()
    let managed = ObjectiveCSupport.convert(object: company.employees)
    XCTAssertEqual(managed.index(of: po1), 0)
    XCTAssertEqual(managed.index(of: po3), 1)
    XCTAssertEqual(managed.index(of: po2), NSNotFound)
    let notInRealm = EmployeeObject(value: ["NoName", 1, false])
    XCTAssertEqual(managed.index(of: notInRealm), NSNotFound)
    assertThrows(managed.index(of: company))
    assertThrows(managed.index(of: deleted), reason: "invalidated")
    assertThrows(managed.index(of: indirectlyDeleted), reason: "invalidated")
    let forty = ObjectiveCSupport.convert(object: company.employees).objects(where: "age = %@", 40)
    XCTAssertEqual(forty.index(of: po1), 0)
    XCTAssertEqual(forty.index(of: po3), NSNotFound)
}

/// Enumerating an empty managed list visits nothing; after thirty objects are added it visits each of them once.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testFastEnumeration
func testFastEnumeration() throws {
    let realm = try Realm()
    let company = CompanyObject()
    company.name = "name"
    try realm.write { realm.add(company) }
    let employees = ObjectiveCSupport.convert(object: company.employees)
    for _ in employees {
        XCTFail("an empty list enumerates nothing")
    }
    try realm.write {
        for _ in 0..<30 {
            employees.add(realm.create(EmployeeObject.self, value: ["name": "Joe", "age": 40, "hired": true]))
        }
    }
    XCTAssertEqual(employees.count, 30)
    var count = 0
    for e in employees {
        XCTAssertNotNil(e)
        XCTAssertEqual(e.name, "Joe")
        count += 1
    }
    XCTAssertEqual(count, 30)
}

/// Adding to a list while enumerating it, managed or unmanaged, enumerates only the elements it held when the loop began, and the list ends twice as long.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testModifyDuringEnumeration
func testModifyDuringEnumeration() throws {
    let realm = try Realm()
    realm.beginWrite()
    let company = CompanyObject()
    company.name = "name"
    realm.add(company)
    let total = 40
    let employees = ObjectiveCSupport.convert(object: company.employees)
    for i in 0..<total {
        employees.add(realm.create(EmployeeObject.self, value: ["name", i, false]))
    }
    var count = 0
    for eo in employees {
        count += 1
        employees.add(eo)
    }
    XCTAssertEqual(count, total)
    XCTAssertEqual(employees.count, total * 2)
    realm.cancelWrite()

    let unmanagedCompany = CompanyObject()
    let unmanaged = ObjectiveCSupport.convert(object: unmanagedCompany.employees)
    for i in 0..<total {
        unmanaged.add(EmployeeObject(value: ["name", i, false]))
    }
    count = 0
    for eo in unmanaged {
        count += 1
        unmanaged.add(eo)
    }
    XCTAssertEqual(count, total)
    XCTAssertEqual(unmanaged.count, total * 2)
}

/// Deleting a list's objects from inside a loop over the list does not raise, and the commit leaves the list empty.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testDeleteDuringEnumeration
func testDeleteDuringEnumeration() throws {
    let realm = try Realm()
    realm.beginWrite()
    let company = CompanyObject()
    company.name = "name"
    realm.add(company)
    let employees = ObjectiveCSupport.convert(object: company.employees)
    for i in 0..<40 {
        employees.add(realm.create(EmployeeObject.self, value: ["name", i, false]))
    }
    try realm.commitWrite()
    realm.beginWrite()
    for _ in employees {
        realm.delete(company.employees)
    }
    try realm.commitWrite()
    XCTAssertEqual(employees.count, 0)
    XCTAssertEqual(realm.objects(EmployeeObject.self).count, 0)
}

/// value(forKey:) on a list answers the property of each element, empty for an empty list, unmanaged or managed; "self" answers the elements; value(forKeyPath:) takes @count, @min, @max, @avg, @unionOfObjects and @distinctUnionOfObjects and refuses a nested key path, on a managed list and on an unmanaged one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testValueForKey
func testArrayValueForKey() throws {
    let realm = try Realm()
    realm.beginWrite()
    let company = CompanyObject()
    company.name = "name"
    XCTAssertEqual(ObjectiveCSupport.convert(object: company.employees).value(forKey: "name") as! [String], [])
    realm.add(company)
    try realm.commitWrite()
    let employees = ObjectiveCSupport.convert(object: company.employees)
    XCTAssertEqual(employees.value(forKey: "age") as! [Int], [])
    var ages: [Int] = []
    realm.beginWrite()
    for i in 0..<30 {
        ages.append(i)
        employees.add(realm.create(EmployeeObject.self, value: ["name": "Joe", "age": i, "hired": true]))
    }
    try realm.commitWrite()
    let viaKVC = company.value(forKey: "employees") as! List<EmployeeObject>
    var kvcAges: [Int] = []
    for employee in viaKVC {
        kvcAges.append(employee.age)
    }
    XCTAssertEqual(kvcAges, ages)
    XCTAssertEqual(employees.value(forKey: "age") as! [Int], ages)
    let selves = employees.value(forKey: "self") as! [EmployeeObject]
    XCTAssertTrue(selves.first!.isSameObject(as: employees.firstObject()))
    XCTAssertTrue(selves.last!.isSameObject(as: employees.lastObject()))
    XCTAssertEqual(employees.value(forKeyPath: "@count") as! Int, 30)
    XCTAssertEqual(employees.value(forKeyPath: "@min.age") as! Int, 0)
    XCTAssertEqual(employees.value(forKeyPath: "@max.age") as! Int, 29)
    XCTAssertEqual(employees.value(forKeyPath: "@avg.age") as! Double, 14.5, accuracy: 0.1)
    XCTAssertEqual(employees.value(forKeyPath: "@unionOfObjects.age") as! [Int], ages)
    XCTAssertEqual(employees.value(forKeyPath: "@distinctUnionOfObjects.name") as! [String], ["Joe"])
    assertThrows(employees.value(forKeyPath: "@sum.dogs.@sum.age"), reason: "Nested key paths are not supported yet for KVC collection operators.")

    let other = CompanyObject()
    let unmanaged = ObjectiveCSupport.convert(object: other.employees)
    for i in 0..<30 {
        unmanaged.add(EmployeeObject(value: ["name": "Joe", "age": i, "hired": true]))
    }
    XCTAssertEqual(unmanaged.value(forKey: "age") as! [Int], ages)
    let unmanagedSelves = unmanaged.value(forKey: "self") as! [EmployeeObject]
    XCTAssertTrue(unmanagedSelves.first!.isSameObject(as: unmanaged.firstObject()))
    XCTAssertTrue(unmanagedSelves.last!.isSameObject(as: unmanaged.lastObject()))
    XCTAssertEqual(unmanaged.value(forKeyPath: "@count") as! Int, 30)
    XCTAssertEqual(unmanaged.value(forKeyPath: "@min.age") as! Int, 0)
    XCTAssertEqual(unmanaged.value(forKeyPath: "@max.age") as! Int, 29)
    XCTAssertEqual(unmanaged.value(forKeyPath: "@avg.age") as! Double, 14.5, accuracy: 0.1)
    XCTAssertEqual(unmanaged.value(forKeyPath: "@unionOfObjects.age") as! [Int], ages)
    XCTAssertEqual(unmanaged.value(forKeyPath: "@distinctUnionOfObjects.name") as! [String], ["Joe"])
    assertThrows(unmanaged.value(forKeyPath: "@sum.dogs.@sum.age"), reason: "Nested key paths are not supported yet for KVC collection operators.")
}

/// setValue(_:forKey:) on a list sets the property of every element: on an empty unmanaged list it does nothing, outside a write a managed list refuses it, inside one every element takes the value; an unmanaged list sets its elements too.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testSetValueForKey
func testArraySetValueForKey() throws {
    let realm = try Realm()
    realm.beginWrite()
    let company = CompanyObject()
    company.name = "name"
    ObjectiveCSupport.convert(object: company.employees).setValue("name", forKey: "name")
    XCTAssertEqual(ObjectiveCSupport.convert(object: company.employees).value(forKey: "name") as! [String], [])
    realm.add(company)
    try realm.commitWrite()
    let employees = ObjectiveCSupport.convert(object: company.employees)
    assertThrows(employees.setValue(10, forKey: "age"))
    XCTAssertEqual(employees.value(forKey: "age") as! [Int], [])
    var ages: [Int] = []
    realm.beginWrite()
    for i in 0..<30 {
        ages.append(20)
        employees.add(realm.create(EmployeeObject.self, value: ["name": "Joe", "age": i, "hired": true]))
    }
    employees.setValue(20, forKey: "age")
    try realm.commitWrite()
    XCTAssertEqual(employees.value(forKey: "age") as! [Int], ages)

    let other = CompanyObject()
    let unmanaged = ObjectiveCSupport.convert(object: other.employees)
    for i in 0..<30 {
        unmanaged.add(EmployeeObject(value: ["name": "Joe", "age": i, "hired": true]))
    }
    unmanaged.setValue(20, forKey: "age")
    XCTAssertEqual(unmanaged.value(forKey: "age") as! [Int], ages)
}

class AggregateObject: Object {
    @Persisted var intCol = 0
    @Persisted var floatCol: Float = 0
    @Persisted var doubleCol = 0.0
    @Persisted var boolCol = false
    @Persisted var dateCol: Date?
    @Persisted var anyCol: AnyRealmValue
}

class AggregateArrayObject: Object {
    @Persisted var array: List<AggregateObject>
}

class PrimaryEmployeeObject: Object {
    @Persisted(primaryKey: true) var name: String?
    @Persisted var age = 0
    @Persisted var hired = false
}

class PrimaryCompanyObject: Object {
    @Persisted var name: String?
    @Persisted var employees: List<PrimaryEmployeeObject>
    @Persisted var employeeSet: MutableSet<PrimaryEmployeeObject>
}

class ArrayOfPrimaryCompanies: Object {
    @Persisted var companies: List<PrimaryCompanyObject>
}

/// value(forKeyPath:) on a managed list takes @count, @min, @max, @sum, @avg, @unionOfObjects (duplicates kept) and @distinctUnionOfObjects, and on a list of objects holding lists @unionOfArrays and @distinctUnionOfArrays; an unknown operator, an operator with no key path and a nested key path are refused with the SDK's messages.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testValueForCollectionOperationKeyPath
func testValueForCollectionOperationKeyPath() throws {
    let realm = try Realm()
    realm.beginWrite()
    let e1 = realm.create(PrimaryEmployeeObject.self, value: ["name": "A", "age": 20, "hired": true])
    let e2 = realm.create(PrimaryEmployeeObject.self, value: ["name": "B", "age": 30, "hired": false])
    let e3 = realm.create(PrimaryEmployeeObject.self, value: ["name": "C", "age": 40, "hired": true])
    let e4 = realm.create(PrimaryEmployeeObject.self, value: ["name": "D", "age": 50, "hired": true])
    let c1 = realm.create(PrimaryCompanyObject.self, value: ["name": "ABC AG", "employees": [e1, e2, e3, e2], "employeeSet": []])
    let c2 = realm.create(PrimaryCompanyObject.self, value: ["name": "ABC AG 2", "employees": [e1, e4], "employeeSet": []])
    let companies = realm.create(ArrayOfPrimaryCompanies.self, value: [[c1, c2]])
    try realm.commitWrite()
    let employees = ObjectiveCSupport.convert(object: c1.employees)
    XCTAssertEqual(employees.value(forKeyPath: "@count") as! Int, 4)
    XCTAssertEqual(employees.value(forKeyPath: "@min.age") as! Int, 20)
    XCTAssertEqual(employees.value(forKeyPath: "@max.age") as! Int, 40)
    XCTAssertEqual(employees.value(forKeyPath: "@sum.age") as! Int, 120)
    XCTAssertEqual(employees.value(forKeyPath: "@avg.age") as! Double, 30, accuracy: 0.1)
    XCTAssertEqual(employees.value(forKeyPath: "@unionOfObjects.name") as! [String], ["A", "B", "C", "B"])
    XCTAssertEqual((employees.value(forKeyPath: "@distinctUnionOfObjects.name") as! [String]).sorted(), ["A", "B", "C"])
    let all = ObjectiveCSupport.convert(object: companies.companies).value(forKeyPath: "@unionOfArrays.employees") as! [PrimaryEmployeeObject]
    XCTAssertEqual(all, [e1, e2, e3, e2, e1, e4])
    let distinct = ObjectiveCSupport.convert(object: companies.companies).value(forKeyPath: "@distinctUnionOfArrays.employees") as! [PrimaryEmployeeObject]
    XCTAssertEqual(distinct.map { $0.name! }.sorted(), ["A", "B", "C", "D"])
    assertThrows(employees.value(forKeyPath: "@invalid.name"), reason: "Unsupported KVC collection operator found in key path '@invalid.name'")
    assertThrows(employees.value(forKeyPath: "@sum"), reason: "Missing key path for KVC collection operator sum in key path '@sum'")
    assertThrows(employees.value(forKeyPath: "@sum."), reason: "Missing key path for KVC collection operator sum in key path '@sum.'")
    assertThrows(employees.value(forKeyPath: "@sum.employees.@sum.age"), reason: "Nested key paths are not supported yet for KVC collection operators.")
}

class DogObject: Object {
    @Persisted var dogName: String?
    @Persisted var age = 0
}

class DogArrayObject: Object {
    @Persisted var dogs: List<DogObject>
}

/// Sorting a list by no descriptors keeps the list's own order.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testSortByNoColumns
func testSortByNoColumns() throws {
    let realm = try Realm()
    realm.beginWrite()
    let a2 = realm.create(DogObject.self, value: ["a", 2])
    let b1 = realm.create(DogObject.self, value: ["b", 1])
    let a1 = realm.create(DogObject.self, value: ["a", 1])
    let b2 = realm.create(DogObject.self, value: ["b", 2])
    let array = ObjectiveCSupport.convert(object: realm.create(DogArrayObject.self, value: [[a2, b1, a1, b2]]).dogs)
    try realm.commitWrite()
    let notSorted = array.sortedResults(usingDescriptors: [])
    XCTAssertTrue(array[0].isSameObject(as: notSorted[0]))
    XCTAssertTrue(array[1].isSameObject(as: notSorted[1]))
    XCTAssertTrue(array[2].isSameObject(as: notSorted[2]))
    XCTAssertTrue(array[3].isSameObject(as: notSorted[3]))
}

/// Sorting a list by two descriptors orders by the first and breaks ties by the second, each ascending or descending.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testSortByMultipleColumns
func testSortByMultipleColumns() throws {
    let realm = try Realm()
    realm.beginWrite()
    let a1 = realm.create(DogObject.self, value: ["a", 1])
    let a2 = realm.create(DogObject.self, value: ["a", 2])
    let b1 = realm.create(DogObject.self, value: ["b", 1])
    let b2 = realm.create(DogObject.self, value: ["b", 2])
    let owner = realm.create(DogArrayObject.self, value: [[a1, a2, b1, b2]])
    try realm.commitWrite()
    let dogs = ObjectiveCSupport.convert(object: owner.dogs)
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
        let sorted = dogs.sortedResults(usingDescriptors: [RLMSortDescriptor(keyPath: properties[0], ascending: ascending[0]),
                                                           RLMSortDescriptor(keyPath: properties[1], ascending: ascending[1])])
        XCTAssertTrue(sorted[0].isSameObject(as: expected[0]))
        XCTAssertTrue(sorted[1].isSameObject(as: expected[1]))
        XCTAssertTrue(sorted[2].isSameObject(as: expected[2]))
        XCTAssertTrue(sorted[3].isSameObject(as: expected[3]))
    }
}

/// Removing links from a managed list outside a write is refused and removes nothing; inside one an index past the end is refused, removeObject(at:), removeLastObject, replaceObject, insert and removeAllObjects change only the links, and every employee stays in the realm.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testDeleteLinksAndObjectsInArray
func testDeleteLinksAndObjectsInArray() throws {
    let realm = try Realm()
    realm.beginWrite()
    let po1 = realm.create(EmployeeObject.self, value: ["Joe", 40, true])
    let po2 = realm.create(EmployeeObject.self, value: ["John", 30, false])
    let po3 = realm.create(EmployeeObject.self, value: ["Jill", 25, true])
    let company = CompanyObject()
    company.name = "name"
    ObjectiveCSupport.convert(object: company.employees).addObjects(realm.objects(EmployeeObject.self))
    realm.add(company)
    try realm.commitWrite()
    let people = ObjectiveCSupport.convert(object: company.employees)
    assertThrows(people.removeObject(at: 1), reason: "Cannot modify List outside of a write transaction.")
    XCTAssertEqual(people.count, 3)
    realm.beginWrite()
    assertThrows(people.removeObject(at: 3), reason: "Index 3 is out of bounds (must be less than 3).")
    people.removeObject(at: 1)
    try realm.commitWrite()
    XCTAssertEqual(people.count, 2)
    var test = people[0]
    XCTAssertEqual(test.age, po1.age)
    XCTAssertEqual(test.name, po1.name)
    XCTAssertEqual(test.hired, po1.hired)
    XCTAssertTrue(test.isSameObject(as: po1))
    test = people[1]
    XCTAssertEqual(test.age, po3.age)
    XCTAssertEqual(test.name, po3.name)
    XCTAssertEqual(test.hired, po3.hired)
    XCTAssertTrue(test.isSameObject(as: po3))
    assertThrows(people.removeLastObject(), reason: "Cannot modify List outside of a write transaction.")
    assertThrows(people.removeAllObjects(), reason: "Cannot modify List outside of a write transaction.")
    assertThrows(people.replaceObject(at: 0, with: po2), reason: "Cannot modify List outside of a write transaction.")
    assertThrows(people.insert(po2, at: 0), reason: "Cannot modify List outside of a write transaction.")
    realm.beginWrite()
    people.removeLastObject()
    XCTAssertEqual(people.count, 1)
    people.replaceObject(at: 0, with: po2)
    XCTAssertEqual(people.count, 1)
    people.insert(po1, at: 0)
    XCTAssertEqual(people.count, 2)
    people.removeAllObjects()
    XCTAssertEqual(people.count, 0)
    try realm.commitWrite()
    XCTAssertEqual(realm.objects(EmployeeObject.self).count, 3)
}

class RenamedProperties1: Object {
    @Persisted var propA = 0
    @Persisted var propB: String?
    override class func propertiesMapping() -> [String: String] {
        ["propA": "prop 1", "propB": "prop 2"]
    }
}

class LinkToRenamedProperties1: Object {
    @Persisted var array: List<RenamedProperties1>
}

/// A list's aggregates take a property by its model name, not the name it is stored under: empty they are 0 and nil, and over three objects, unmanaged or managed, they answer the sum, average, minimum and maximum.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testRenamedPropertyAggregate
func testRenamedPropertyAggregate() throws {
    let realm = try Realm()
    let obj = LinkToRenamedProperties1()
    let array = ObjectiveCSupport.convert(object: obj.array)
    XCTAssertEqual(array.sum(ofProperty: "propA") as! Int, 0)
    XCTAssertNil(array.average(ofProperty: "propA"))
    XCTAssertNil(array.min(ofProperty: "propA"))
    XCTAssertNil(array.max(ofProperty: "propA"))
    assertThrows(array.sum(ofProperty: "prop 1"))
    try realm.write {
        realm.create(RenamedProperties1.self, value: [1, ""])
        realm.create(RenamedProperties1.self, value: [2, ""])
        realm.create(RenamedProperties1.self, value: [3, ""])
        array.addObjects(realm.objects(RenamedProperties1.self))
    }
    XCTAssertEqual(array.sum(ofProperty: "propA") as! Int, 6)
    XCTAssertEqual(array.average(ofProperty: "propA") as! Double, 2.0)
    XCTAssertEqual(array.min(ofProperty: "propA") as! Int, 1)
    XCTAssertEqual(array.max(ofProperty: "propA") as! Int, 3)
    try realm.write { realm.add(obj) }
    let managed = ObjectiveCSupport.convert(object: obj.array)
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
    @Persisted var array: List<RenamedProperties>
    @Persisted var set: MutableSet<RenamedProperties>
    override class func propertiesMapping() -> [String: String] {
        ["link": "Link"]
    }
}

/// Sorting a list by a property stored under another name uses the model's name, ascending and descending.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testSortByRenamedColumns
func testSortByRenamedColumns() throws {
    let realm = try Realm()
    realm.beginWrite()
    let obj = realm.create(LinkToRenamedProperties.self, value: ["array": [[1, "c"], [2, "b"], [3, "a"]], "set": []])
    let array = ObjectiveCSupport.convert(object: obj.array)
    XCTAssertEqual(array.sortedResults(usingKeyPath: "intCol", ascending: true).value(forKeyPath: "intCol") as! [Int], [1, 2, 3])
    XCTAssertEqual(array.sortedResults(usingKeyPath: "intCol", ascending: false).value(forKeyPath: "intCol") as! [Int], [3, 2, 1])
    realm.cancelWrite()
}

/// A list observed for one property of its elements, stored under another name, is called first with no changes and then with changes after setValue(_:forKey:) sets that property on every element.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testRenamedPropertyObservation
func testRenamedPropertyObservation() throws {
    let realm = try Realm()
    var obj: LinkToRenamedProperties!
    try realm.write {
        realm.create(RenamedProperties1.self, value: [1, ""])
        obj = realm.create(LinkToRenamedProperties.self, value: [])
        let linked = realm.create(RenamedProperties.self, value: [1, ""])
        obj.array.append(linked)
    }
    var calls = 0
    var first = true
    var errors = 0
    let token = ObjectiveCSupport.convert(object: obj.array).addNotificationBlock({ array, change, error in
        XCTAssertNotNil(array)
        XCTAssertTrue(first ? change == nil : change != nil)
        if error != nil { errors += 1 }
        first = false
        calls += 1
    }, keyPaths: ["stringCol"])
    realm.refresh()
    XCTAssertEqual(calls, 1)
    try realm.write {
        ObjectiveCSupport.convert(object: realm.objects(LinkToRenamedProperties.self).first!.array).setValue("newValue", forKey: "stringCol")
    }
    realm.refresh()
    XCTAssertEqual(calls, 2)
    XCTAssertEqual(errors, 0)
    token.invalidate()
}

class AllPrimitiveArrays: Object {
    @Persisted var intObj: List<Int>
    @Persisted var floatObj: List<Float>
    @Persisted var doubleObj: List<Double>
    @Persisted var boolObj: List<Bool>
    @Persisted var stringObj: List<String>
    @Persisted var dateObj: List<Date>
    @Persisted var dataObj: List<Data>
    @Persisted var decimalObj: List<Decimal128>
    @Persisted var objectIdObj: List<ObjectId>
    @Persisted var uuidObj: List<UUID>
}

/// Assigning a list property of a managed object, through setValue(_:forKey:), the subscript or another object's list, copies the links: clearing the source later leaves the copy, and assigning a list to itself keeps it.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testManagedAssignment
func testManagedAssignment() throws {
    let realm = try Realm()
    realm.beginWrite()
    let io1 = realm.create(IntObject.self, value: [1])
    let io2 = realm.create(IntObject.self, value: [2])
    let io3 = realm.create(IntObject.self, value: [3])
    let array1 = realm.create(ArrayPropertyObject.self, value: [""])
    let array2 = realm.create(ArrayPropertyObject.self, value: [""])
    array1.setValue([io1, io2], forKey: "intArray")
    XCTAssertEqual(ObjectiveCSupport.convert(object: array1.intArray).value(forKey: "intCol") as! [Int], [1, 2])
    array1.setValue([io3, io1], forKey: "intArray")
    XCTAssertEqual(ObjectiveCSupport.convert(object: array1.intArray).value(forKey: "intCol") as! [Int], [3, 1])
    array1["intArray"] = [io2, io3]
    XCTAssertEqual(ObjectiveCSupport.convert(object: array1.intArray).value(forKey: "intCol") as! [Int], [2, 3])
    array2.intArray = array1.intArray
    XCTAssertEqual(ObjectiveCSupport.convert(object: array2.intArray).value(forKey: "intCol") as! [Int], [2, 3])
    ObjectiveCSupport.convert(object: array1.intArray).removeAllObjects()
    XCTAssertEqual(ObjectiveCSupport.convert(object: array2.intArray).value(forKey: "intCol") as! [Int], [2, 3])
    array2.intArray = array2.intArray
    XCTAssertEqual(ObjectiveCSupport.convert(object: array2.intArray).value(forKey: "intCol") as! [Int], [2, 3])
    array2["intArray"] = array2["intArray"]
    XCTAssertEqual(ObjectiveCSupport.convert(object: array2["intArray"] as! List<IntObject>).value(forKey: "intCol") as! [Int], [2, 3])
    realm.cancelWrite()
}

/// A list's notification block is called first with the list, no changes and no error.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testNotificationSentInitially
func testNotificationSentInitially() throws {
    let realm = try Realm()
    realm.beginWrite()
    let obj = realm.create(ArrayPropertyObject.self, value: ["", [], []])
    try realm.commitWrite()
    var calls = 0
    let token = ObjectiveCSupport.convert(object: obj.array).addNotificationBlock { array, change, error in
        XCTAssertNotNil(array)
        XCTAssertNil(change)
        XCTAssertNil(error)
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

/// After its first call a list's notification block is called with changes when an object is added to the list.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testNotificationSentAfterCommit
func testNotificationSentAfterCommit() throws {
    let realm = try Realm()
    realm.beginWrite()
    let obj = realm.create(ArrayPropertyObject.self, value: ["", [], []])
    try realm.commitWrite()
    var first = true
    var calls = 0
    let token = ObjectiveCSupport.convert(object: obj.array).addNotificationBlock { array, change, error in
        XCTAssertNotNil(array)
        XCTAssertTrue(first ? change == nil : change != nil)
        XCTAssertNil(error)
        first = false
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    try realm.write {
        ObjectiveCSupport.convert(object: realm.objects(ArrayPropertyObject.self).first!.array).add(StringObject())
    }
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token.invalidate()
}

/// A write that creates another object, leaving the observed list alone, does not call the list's block again.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testNotificationNotSentForUnrelatedChange
func testNotificationNotSentForUnrelatedChange() throws {
    let realm = try Realm()
    realm.beginWrite()
    let obj = realm.create(ArrayPropertyObject.self, value: ["", [], []])
    try realm.commitWrite()
    var calls = 0
    let token = ObjectiveCSupport.convert(object: obj.array).addNotificationBlock { _, _, _ in
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    try realm.write {
        realm.create(ArrayPropertyObject.self, value: ["", [], []])
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

/// With autorefresh off, a change to the observed list does not call its block until the realm is refreshed.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testNotificationSentOnlyForActualRefresh
func testNotificationSentOnlyForActualRefresh() throws {
    let realm = try Realm()
    realm.beginWrite()
    let obj = realm.create(ArrayPropertyObject.self, value: ["", [], []])
    try realm.commitWrite()
    var calls = 0
    let token = ObjectiveCSupport.convert(object: obj.array).addNotificationBlock { array, _, error in
        XCTAssertNotNil(array)
        XCTAssertNil(error)
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.autorefresh = false
    XCTAssertFalse(realm.autorefresh)
    try realm.write {
        ObjectiveCSupport.convert(object: realm.objects(ArrayPropertyObject.self).first!.array).add(StringObject())
    }
    XCTAssertEqual(calls, 1)
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token.invalidate()
}

/// Deleting the owner of an observed list, with its block registered, commits without error; the block only ever saw the list and no error.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testDeletingObjectWithNotificationsRegistered
func testDeletingObjectWithNotificationsRegistered() throws {
    let realm = try Realm()
    realm.beginWrite()
    let obj = realm.create(ArrayPropertyObject.self, value: ["", [], []])
    try realm.commitWrite()
    var calls = 0
    let token = ObjectiveCSupport.convert(object: obj.array).addNotificationBlock { array, _, error in
        XCTAssertNotNil(array)
        XCTAssertNil(error)
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.beginWrite()
    realm.delete(obj)
    try realm.commitWrite()
    XCTAssertTrue(obj.isInvalidated)
    token.invalidate()
}

/// Outside a write every reading member of a managed list answers, and every changing one, adding, inserting, removing, replacing, moving, exchanging, setting by subscript and setValue(_:forKey:), is refused for want of a write transaction.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testMutatingMethodsCheckForWriteTransaction
func testMutatingMethodsCheckForWriteTransaction() throws {
    let realm = try Realm()
    var owner: ArrayPropertyObject!
    try realm.write {
        owner = realm.create(ArrayPropertyObject.self, value: ["", [], [[0], [1]]])
    }
    let array = ObjectiveCSupport.convert(object: owner.intArray)
    let io = array.firstObject()!
    XCTAssertEqual(array.objectClassName, "IntObject")
    XCTAssertNotNil(array.realm)
    XCTAssertFalse(array.isInvalidated)
    XCTAssertEqual(array.count, 2)
    XCTAssertEqual(array.object(at: 0).intCol, 0)
    XCTAssertNotNil(array.firstObject())
    XCTAssertNotNil(array.lastObject())
    XCTAssertEqual(array.index(of: realm.objects(IntObject.self).first!), 0)
    XCTAssertEqual(array.indexOfObject(where: "intCol = 0"), 0)
    XCTAssertEqual(owner.intArray.indexOfObject(with: NSPredicate(format: "intCol = 0")), 0)
    XCTAssertEqual(array.objects(where: "intCol = 0").count, 1)
    XCTAssertEqual(array.objects(with: NSPredicate(format: "intCol = 0")).count, 1)
    XCTAssertEqual(array.sortedResults(usingKeyPath: "intCol", ascending: true).count, 2)
    XCTAssertEqual(array.sortedResults(usingDescriptors: [RLMSortDescriptor(keyPath: "intCol", ascending: true)]).count, 2)
    XCTAssertEqual(array[0].intCol, 0)
    XCTAssertEqual(array.value(forKey: "intCol") as! [Int], [0, 1])
    var seen = 0
    for _ in array { seen += 1 }
    XCTAssertEqual(seen, 2)
    assertThrows(array.add(io), reason: "write transaction")
    assertThrows(array.addObjects([io]), reason: "write transaction")
    assertThrows(array.insert(io, at: 0), reason: "write transaction")
    assertThrows(array.removeObject(at: 0), reason: "write transaction")
    assertThrows(array.removeLastObject(), reason: "write transaction")
    assertThrows(array.removeAllObjects(), reason: "write transaction")
    assertThrows(array.replaceObject(at: 0, with: io), reason: "write transaction")
    assertThrows(array.moveObject(at: 0, to: 1), reason: "write transaction")
    assertThrows(array.exchangeObject(at: 0, withObjectAt: 1), reason: "write transaction")
    assertThrows(owner.intArray[0] = io, reason: "write transaction")
    assertThrows(array.setValue(1, forKey: "intCol"), reason: "write transaction")
}

/// Registering a notification block on a frozen list is refused: frozen realms do not change.
/// - section: sdk-suite
/// - requires: freeze
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testObserveFrozenArray
func testObserveFrozenArray() throws {
    let realm = try Realm()
    var owner: ArrayPropertyObject!
    try realm.write {
        owner = realm.create(ArrayPropertyObject.self, value: ["", [], [[0], [1]]])
    }
    let frozen = owner.intArray.freeze()
    assertThrows(frozen.addNotificationBlock { _, _, _ in }, reason: "Frozen Realms do not change and do not have change notifications.")
}

/// A frozen list can still be queried.
/// - section: sdk-suite
/// - requires: freeze
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testQueryFrozenArray
func testQueryFrozenArray() throws {
    let realm = try Realm()
    var owner: ArrayPropertyObject!
    try realm.write {
        owner = realm.create(ArrayPropertyObject.self, value: ["", [], [[0], [1]]])
    }
    let frozen = ObjectiveCSupport.convert(object: owner.intArray.freeze())
    XCTAssertEqual(frozen.objects(where: "intCol > 0").value(forKey: "intCol") as! [Int], [1])
}

class APObjcAggregate: RLMObject {
    @objc dynamic var intCol = 0
    @objc dynamic var floatCol: Float = 0
    @objc dynamic var doubleCol = 0.0
    @objc dynamic var boolCol = false
    @objc dynamic var dateCol = Date(timeIntervalSince1970: 0)
}

class APObjcAggregateArray: RLMObject {
    @objc dynamic var array = RLMArray<APObjcAggregate>(objectClassName: APObjcAggregate.className())
}

/// Aggregates of an RLMArray of objects, unmanaged and then managed: an empty array sums to 0 and has no average, min or max; over ten objects the sum, average, min and max of int, float, double and date properties, read through NSNumber; an unknown property is refused naming it and the class, a bool or date property naming the operation and the type.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testObjectAggregate
func testObjcArrayObjectAggregate() throws {
    let realm = RLMRealm.default()
    let obj = APObjcAggregateArray()
    XCTAssertEqual(obj.array.sum(ofProperty: "intCol").intValue, 0)
    XCTAssertNil(obj.array.average(ofProperty: "intCol"))
    XCTAssertNil(obj.array.min(ofProperty: "intCol"))
    XCTAssertNil(obj.array.max(ofProperty: "intCol"))
    let dateMin = Date()
    let dateMax = dateMin.addingTimeInterval(1000)
    try realm.transaction {
        for i in 0..<10 {
            let low = i % 2 == 0 || i == 9
            if low {
                APObjcAggregate.create(in: realm, withValue: [0, 1.2 as Float, 0.0, true, dateMin])
            } else {
                APObjcAggregate.create(in: realm, withValue: [1, 0.0 as Float, 2.5, false, dateMax])
            }
        }
        obj.array.addObjects(APObjcAggregate.allObjects(in: realm))
    }
    for pass in 0..<2 {
        if pass == 1 {
            try realm.transaction { realm.add(obj) }
        }
        let array = obj.array
        XCTAssertEqual(array.sum(ofProperty: "intCol").intValue, 4)
        XCTAssertEqual(array.sum(ofProperty: "floatCol").floatValue, 7.2, accuracy: 0.1)
        XCTAssertEqual(array.sum(ofProperty: "doubleCol").doubleValue, 10.0, accuracy: 0.1)
        XCTAssertEqual(array.average(ofProperty: "intCol")!.doubleValue, 0.4, accuracy: 0.1)
        XCTAssertEqual(array.average(ofProperty: "floatCol")!.doubleValue, 0.72, accuracy: 0.1)
        XCTAssertEqual(array.average(ofProperty: "doubleCol")!.doubleValue, 1.0, accuracy: 0.1)
        XCTAssertEqual((array.min(ofProperty: "intCol") as! NSNumber).intValue, 0)
        XCTAssertEqual((array.min(ofProperty: "floatCol") as! NSNumber).floatValue, 0.0)
        XCTAssertEqual((array.min(ofProperty: "doubleCol") as! NSNumber).doubleValue, 0.0)
        XCTAssertEqual(array.min(ofProperty: "dateCol") as! Date, dateMin)
        XCTAssertEqual((array.max(ofProperty: "intCol") as! NSNumber).intValue, 1)
        XCTAssertEqual((array.max(ofProperty: "floatCol") as! NSNumber).floatValue, 1.2 as Float)
        XCTAssertEqual((array.max(ofProperty: "doubleCol") as! NSNumber).doubleValue, 2.5)
        XCTAssertEqual(array.max(ofProperty: "dateCol") as! Date, dateMax)
        // The unmanaged array refuses in its own words, the managed list in realm-core's; both name the operation and the type.
        let sumBool = pass == 0 ? "sumOfProperty:: is not supported for bool property 'APObjcAggregate.boolCol'" : "Operation 'sum' not supported for bool property 'APObjcAggregate.boolCol'"
        let sumDate = pass == 0 ? "sumOfProperty:: is not supported for date property 'APObjcAggregate.dateCol'" : "Operation 'sum' not supported for date property 'APObjcAggregate.dateCol'"
        let avgBool = pass == 0 ? "averageOfProperty:: is not supported for bool property 'APObjcAggregate.boolCol'" : "Operation 'average' not supported for bool property 'APObjcAggregate.boolCol'"
        let avgDate = pass == 0 ? "averageOfProperty:: is not supported for date property 'APObjcAggregate.dateCol'" : "Operation 'average' not supported for date property 'APObjcAggregate.dateCol'"
        let minBool = pass == 0 ? "minOfProperty:: is not supported for bool property 'APObjcAggregate.boolCol'" : "Operation 'min' not supported for bool property 'APObjcAggregate.boolCol'"
        let maxBool = pass == 0 ? "maxOfProperty:: is not supported for bool property 'APObjcAggregate.boolCol'" : "Operation 'max' not supported for bool property 'APObjcAggregate.boolCol'"
        let unknown = "Property 'foo' not found in object of type 'APObjcAggregate'"
        assertThrows(array.sum(ofProperty: "foo"), reason: unknown)
        assertThrows(array.sum(ofProperty: "boolCol"), reason: sumBool)
        assertThrows(array.sum(ofProperty: "dateCol"), reason: sumDate)
        assertThrows(array.average(ofProperty: "foo"), reason: unknown)
        assertThrows(array.average(ofProperty: "boolCol"), reason: avgBool)
        assertThrows(array.average(ofProperty: "dateCol"), reason: avgDate)
        assertThrows(array.min(ofProperty: "foo"), reason: unknown)
        assertThrows(array.min(ofProperty: "boolCol"), reason: minBool)
        assertThrows(array.max(ofProperty: "foo"), reason: unknown)
        assertThrows(array.max(ofProperty: "boolCol"), reason: maxBool)
    }
}

/// An RLMArray frozen twice is two frozen instances, neither of them the live one; freezing a frozen RLMArray gives it back.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testFreezingFrozenObjectReturnsSelf
func testObjcRLMArrayFreezingFrozenReturnsSelf() throws {
    let realm = try Realm()
    let tally = Tally(value: ["id": 1, "counts": [1, 2]])
    try realm.write { realm.add(tally) }
    let live = ObjectiveCSupport.convert(object: tally.counts)
    let frozen = live.freeze()
    XCTAssertFalse(live === frozen)
    XCTAssertFalse(live.freeze() === frozen)
    XCTAssertTrue(frozen.freeze() === frozen)
    XCTAssertTrue(frozen.isFrozen)
}

class APObjcIntObject: RLMObject {
    @objc dynamic var intCol = 0
}

class APObjcIntArrayOwner: RLMObject {
    @objc dynamic var name = ""
    @objc dynamic var intArray = RLMArray<APObjcIntObject>(objectClassName: APObjcIntObject.className())
}

/// Every member of a managed RLMArray of objects works inside a write: reads by index, first and last, every mutation, the index and query members, sorting, subscripts, key-value coding and enumeration. Once the realm is invalidated the array still answers its class, realm and whether it is invalidated, and refuses each of those members as invalidated.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testAllMethodsCheckForInvalidation
func testObjcArrayAllMethodsCheckForInvalidation() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let owner = APObjcIntArrayOwner.create(in: realm, withValue: ["", [[0], [1]]])
    try realm.commitWriteTransaction()
    let array = owner.intArray
    var io = array.firstObject()!
    realm.beginWriteTransaction()
    XCTAssertEqual(array.objectClassName, "APObjcIntObject")
    XCTAssertNotNil(array.realm)
    XCTAssertFalse(array.isInvalidated)
    XCTAssertEqual(array.count, 2)
    XCTAssertNotNil(array.object(at: 0))
    XCTAssertNotNil(array.firstObject())
    XCTAssertNotNil(array.lastObject())
    array.add(io)
    array.addObjects([io])
    array.insert(io, at: 0)
    array.removeObject(at: 0)
    array.removeLastObject()
    array.removeAllObjects()
    array.addObjects([io, io, io])
    array.replaceObject(at: 0, with: io)
    array.moveObject(at: 0, to: 1)
    array.exchangeObject(at: 0, withObjectAt: 1)
    XCTAssertEqual(array.index(of: APObjcIntObject.allObjects(in: realm).firstObject()!), 0)
    XCTAssertEqual(array.indexOfObject(where: "intCol = 0"), 0)
    XCTAssertEqual(array.indexOfObject(with: NSPredicate(format: "intCol = 0")), 0)
    XCTAssertEqual(array.objects(where: "intCol = 0").count, 3)
    XCTAssertEqual(array.objects(with: NSPredicate(format: "intCol = 0")).count, 3)
    XCTAssertEqual(array.sortedResults(usingKeyPath: "intCol", ascending: true).count, 3)
    XCTAssertEqual(array.sortedResults(using: [RLMSortDescriptor(keyPath: "intCol", ascending: true)]).count, 3)
    XCTAssertNotNil(array[0])
    array[0] = io
    XCTAssertEqual(array.value(forKey: "intCol") as! [Int], [0, 0, 0])
    array.setValue(1, forKey: "intCol")
    var seen = 0
    for _ in array { seen += 1 }
    XCTAssertEqual(seen, 3)
    realm.cancelWriteTransaction()
    realm.invalidate()
    realm.beginWriteTransaction()
    io = APObjcIntObject.create(in: realm, withValue: [0])
    XCTAssertEqual(array.objectClassName, "APObjcIntObject")
    XCTAssertNotNil(array.realm)
    XCTAssertTrue(array.isInvalidated)
    assertThrows(array.count, reason: "invalidated")
    assertThrows(array.object(at: 0), reason: "invalidated")
    assertThrows(array.firstObject(), reason: "invalidated")
    assertThrows(array.lastObject(), reason: "invalidated")
    assertThrows(array.add(io), reason: "invalidated")
    assertThrows(array.addObjects([io]), reason: "invalidated")
    assertThrows(array.insert(io, at: 0), reason: "invalidated")
    assertThrows(array.removeObject(at: 0), reason: "invalidated")
    assertThrows(array.removeLastObject(), reason: "invalidated")
    assertThrows(array.removeAllObjects(), reason: "invalidated")
    assertThrows(array.replaceObject(at: 0, with: io), reason: "invalidated")
    assertThrows(array.moveObject(at: 0, to: 1), reason: "invalidated")
    assertThrows(array.exchangeObject(at: 0, withObjectAt: 1), reason: "invalidated")
    assertThrows(array.index(of: APObjcIntObject.allObjects(in: realm).firstObject()!), reason: "invalidated")
    assertThrows(array.indexOfObject(where: "intCol = 0"), reason: "invalidated")
    assertThrows(array.indexOfObject(with: NSPredicate(format: "intCol = 0")), reason: "invalidated")
    assertThrows(array.objects(where: "intCol = 0"), reason: "invalidated")
    assertThrows(array.objects(with: NSPredicate(format: "intCol = 0")), reason: "invalidated")
    assertThrows(array.sortedResults(usingKeyPath: "intCol", ascending: true), reason: "invalidated")
    assertThrows(array.sortedResults(using: [RLMSortDescriptor(keyPath: "intCol", ascending: true)]), reason: "invalidated")
    assertThrows(array[0], reason: "invalidated")
    assertThrows(array[0] = io, reason: "invalidated")
    assertThrows(array.value(forKey: "intCol"), reason: "invalidated")
    assertThrows(array.setValue(1, forKey: "intCol"), reason: "invalidated")
    var after = 0
    assertThrows({ for _ in array { after += 1 } }(), reason: "invalidated")
    XCTAssertEqual(after, 0)
    realm.cancelWriteTransaction()
}

class APObjcString: RLMObject {
    @objc dynamic var stringCol: String?
}

class APObjcArrayOwner: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var array = RLMArray<APObjcString>(objectClassName: APObjcString.className())
    @objc dynamic var intArray = RLMArray<APObjcIntObject>(objectClassName: APObjcIntObject.className())
}

/// An unmanaged RLMObject's array exists on first read, has no first or last object, then hands out what was added by position, first, last and objects(at:); added with its owner it keeps them, and in a write replaceObject(at:with:), the subscript, removeLastObject and removeAllObjects change it. Another unmanaged owner's array refuses an object of another class naming both, refuses queries and sorting, and finds an object through indexOfObject(where:), indexOfObject(with:) and index(of:); an owner made from literals takes an unmanaged object in its array.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testUnmanaged
func testObjcArrayPropertyUnmanaged() throws {
    let realm = RLMRealm.default()
    let owner = APObjcArrayOwner()
    owner.name = "name"
    XCTAssertNotNil(owner.array)
    XCTAssertNil(owner.array.firstObject())
    XCTAssertNil(owner.array.lastObject())
    let obj1 = APObjcString()
    obj1.stringCol = "a"
    let obj2 = APObjcString()
    obj2.stringCol = "b"
    let obj3 = APObjcString()
    obj3.stringCol = "c"
    owner.array.add(obj1)
    owner.array.add(obj2)
    owner.array.add(obj3)
    XCTAssertEqual(owner.array.firstObject()!, obj1)
    XCTAssertEqual(owner.array.lastObject()!, obj3)
    XCTAssertEqual(owner.array.object(at: 1), obj2)
    let indexes = IndexSet([0, 2])
    XCTAssertEqual(owner.array.objects(at: indexes) as! [APObjcString], [obj1, obj3])

    realm.beginWriteTransaction()
    realm.add(owner)
    try realm.commitWriteTransaction()
    XCTAssertEqual(owner.array.count, 3)
    XCTAssertEqual(owner.array[0].stringCol, "a")
    XCTAssertEqual(owner.array[1].stringCol, "b")
    let picked = owner.array.objects(at: indexes) as! [APObjcString]
    XCTAssertEqual(picked[0].stringCol, "a")
    XCTAssertEqual(picked[1].stringCol, "c")

    realm.beginWriteTransaction()
    owner.array.replaceObject(at: 0, with: obj3)
    XCTAssertTrue(owner.array.object(at: 0).isEqual(to: obj3))
    owner.array[0] = obj1
    XCTAssertTrue(obj1.isEqual(to: owner.array.object(at: 0)))
    owner.array.removeLastObject()
    XCTAssertEqual(owner.array.count, 2)
    owner.array.add(obj1)
    owner.array.removeAllObjects()
    XCTAssertEqual(owner.array.count, 0)
    try realm.commitWriteTransaction()

    let other = APObjcArrayOwner()
    let intObj = APObjcIntObject()
    intObj.intCol = 1
    assertThrows(other.array.add(intObj), reason: "Object of type 'APObjcIntObject' does not match RLMArray type 'APObjcString'.")
    other.intArray.add(intObj)
    assertThrows(other.intArray.objects(where: "intCol == 1"))
    assertThrows(other.intArray.objects(with: NSPredicate(format: "intCol == %i", 1)))
    assertThrows(other.intArray.sortedResults(usingKeyPath: "intCol", ascending: true))
    XCTAssertEqual(other.intArray.indexOfObject(where: "intCol == 1"), 0)
    XCTAssertEqual(other.intArray.indexOfObject(with: NSPredicate(format: "intCol == %i", 1)), 0)
    XCTAssertEqual(other.intArray.index(of: intObj), 0)
    let literal = APObjcArrayOwner(value: ["n", [], [APObjcIntObject(value: [1])]])
    XCTAssertEqual(literal.intArray.count, 1)
}

/// replaceObject(at:with:) on an unmanaged array of strings and one of ints puts the new object at the index and keeps the count; each array refuses an object of the other's class, naming both classes.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testReplaceObjectAtIndexInUnmanagedArray
func testObjcArrayReplaceInUnmanaged() throws {
    let owner = APObjcArrayOwner()
    owner.name = "name"
    let s1 = APObjcString(value: ["a"])
    let s2 = APObjcString(value: ["b"])
    let s3 = APObjcString(value: ["c"])
    owner.array.add(s1)
    owner.array.add(s2)
    owner.array.add(s3)
    let i1 = APObjcIntObject(value: [0])
    let i2 = APObjcIntObject(value: [1])
    let i3 = APObjcIntObject(value: [2])
    owner.intArray.add(i1)
    owner.intArray.add(i2)
    owner.intArray.add(i3)
    XCTAssertEqual(owner.array[0], s1)
    XCTAssertEqual(owner.array[1], s2)
    XCTAssertEqual(owner.array[2], s3)
    XCTAssertEqual(owner.array.count, 3)
    XCTAssertEqual(owner.intArray[0], i1)
    XCTAssertEqual(owner.intArray[1], i2)
    XCTAssertEqual(owner.intArray[2], i3)
    XCTAssertEqual(owner.intArray.count, 3)
    let s4 = APObjcString(value: ["d"])
    owner.array.replaceObject(at: 0, with: s4)
    XCTAssertTrue(owner.array.object(at: 0).isEqual(to: s4))
    XCTAssertEqual(owner.array.count, 3)
    let i4 = APObjcIntObject(value: [3])
    owner.intArray.replaceObject(at: 1, with: i4)
    XCTAssertTrue(owner.intArray.object(at: 1).isEqual(to: i4))
    XCTAssertEqual(owner.intArray.count, 3)
    assertThrows(owner.array.replaceObject(at: 0, with: i4), reason: "Object of type 'APObjcIntObject' does not match RLMArray type 'APObjcString'.")
    assertThrows(owner.intArray.replaceObject(at: 1, with: s4), reason: "Object of type 'APObjcString' does not match RLMArray type 'APObjcIntObject'.")
}

class APObjcPrimitiveArrays: RLMObject {
    @objc dynamic var intObj = RLMArray<NSObject>(objectType: .int, optional: false)
    @objc dynamic var floatObj = RLMArray<NSObject>(objectType: .float, optional: false)
    @objc dynamic var doubleObj = RLMArray<NSObject>(objectType: .double, optional: false)
    @objc dynamic var boolObj = RLMArray<NSObject>(objectType: .bool, optional: false)
    @objc dynamic var stringObj = RLMArray<NSObject>(objectType: .string, optional: false)
    @objc dynamic var dataObj = RLMArray<NSObject>(objectType: .data, optional: false)
    @objc dynamic var dateObj = RLMArray<NSObject>(objectType: .date, optional: false)
    @objc dynamic var uuidObj = RLMArray<NSObject>(objectType: .UUID, optional: false)
}

/// The arrays of values of an unmanaged RLMObject are RLMArrays of their type: the int one takes a number and refuses a string; those of an object created in a write are RLMArrays too and hand out what is added.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testUnmanagedPrimitive
func testObjcArrayUnmanagedPrimitive() throws {
    var obj = APObjcPrimitiveArrays()
    XCTAssertTrue(obj.intObj.description.hasPrefix("RLMArray<int>"))
    XCTAssertTrue(obj.floatObj.description.hasPrefix("RLMArray<float>"))
    XCTAssertTrue(obj.doubleObj.description.hasPrefix("RLMArray<double>"))
    XCTAssertTrue(obj.boolObj.description.hasPrefix("RLMArray<bool>"))
    XCTAssertTrue(obj.stringObj.description.hasPrefix("RLMArray<string>"))
    XCTAssertTrue(obj.dataObj.description.hasPrefix("RLMArray<data>"))
    XCTAssertTrue(obj.dateObj.description.hasPrefix("RLMArray<date>"))
    XCTAssertTrue(obj.uuidObj.description.hasPrefix("RLMArray<uuid>"))
    obj.intObj.add(1 as NSNumber)
    XCTAssertEqual(obj.intObj[0] as! NSNumber, 1 as NSNumber)
    assertThrows(obj.intObj.add("" as NSString))
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    obj = APObjcPrimitiveArrays.create(in: realm, withValue: [[], [], [], [], [], [], []]) as! APObjcPrimitiveArrays
    XCTAssertTrue(obj.intObj.description.hasPrefix("RLMArray<int>"))
    XCTAssertTrue(obj.floatObj.description.hasPrefix("RLMArray<float>"))
    XCTAssertTrue(obj.doubleObj.description.hasPrefix("RLMArray<double>"))
    XCTAssertTrue(obj.boolObj.description.hasPrefix("RLMArray<bool>"))
    XCTAssertTrue(obj.stringObj.description.hasPrefix("RLMArray<string>"))
    XCTAssertTrue(obj.dataObj.description.hasPrefix("RLMArray<data>"))
    XCTAssertTrue(obj.dateObj.description.hasPrefix("RLMArray<date>"))
    XCTAssertTrue(obj.uuidObj.description.hasPrefix("RLMArray<uuid>"))
    obj.intObj.add(5 as NSNumber)
    XCTAssertEqual(obj.intObj.firstObject() as! NSNumber, 5 as NSNumber)
    realm.cancelWriteTransaction()
}

class APObjcEmployee: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var age: Int32 = 0
    @objc dynamic var hired = false
}

class APObjcCompany: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var employees = RLMArray<APObjcEmployee>(objectClassName: APObjcEmployee.className())
}

/// The description of a managed array of 1012 employees, and of an array of 1012 ints, starts with RLMArray, its element type and an address, shows the elements numbered from 0 (an employee with each property), and ends saying 912 objects were skipped.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testArrayDescription
func testObjcArrayDescription() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let employees = (APObjcCompany.createInDefaultRealm(withValue: ["company"]) as! APObjcCompany).employees
    let ints = (APObjcPrimitiveArrays.createInDefaultRealm(withValue: []) as! APObjcPrimitiveArrays).intObj
    for i in 0..<1012 {
        let person = APObjcEmployee()
        person.name = "Mary"
        person.age = 24
        person.hired = true
        employees.add(person)
        ints.add((i + 100) as NSNumber)
    }
    try realm.commitWriteTransaction()
    let text = employees.description
    XCTAssertTrue(text.hasPrefix("RLMArray<APObjcEmployee> <0x"))
    XCTAssertTrue(text.contains("> (\n\t[0] APObjcEmployee {\n\t\tname = Mary;\n\t\tage = 24;\n\t\thired = 1;\n\t},\n"))
    XCTAssertTrue(text.hasSuffix("\n\t... 912 objects skipped.\n)"))
    let numbers = ints.description
    XCTAssertTrue(numbers.hasPrefix("RLMArray<int> <0x"))
    XCTAssertTrue(numbers.contains("> (\n\t[0] 100,\n\t[1] 101,\n\t[2] 102,\n"))
    XCTAssertTrue(numbers.hasSuffix("\n\t... 912 objects skipped.\n)"))
}

/// Assigning an unmanaged RLMObject's array property, from a Swift array, through setValue(_:forKey:), the subscript or another object's array, copies the elements: clearing the source later leaves the copy, and assigning an array to itself keeps it.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testUnmanagedAssignment
func testObjcArrayUnmanagedAssignment() throws {
    let io1 = APObjcIntObject()
    let io2 = APObjcIntObject()
    let io3 = APObjcIntObject()
    let array1 = APObjcArrayOwner()
    let array2 = APObjcArrayOwner()
    array1.setValue([io1, io2], forKey: "intArray")
    XCTAssertEqual(array1.intArray.value(forKey: "self") as! [APObjcIntObject], [io1, io2])
    array1.setValue([io3, io1], forKey: "intArray")
    XCTAssertEqual(array1.intArray.value(forKey: "self") as! [APObjcIntObject], [io3, io1])
    array1["intArray"] = [io2, io3]
    XCTAssertEqual(array1.intArray.value(forKey: "self") as! [APObjcIntObject], [io2, io3])
    array2.intArray = array1.intArray
    XCTAssertEqual(array2.intArray.value(forKey: "self") as! [APObjcIntObject], [io2, io3])
    array1.intArray.removeAllObjects()
    XCTAssertEqual(array2.intArray.value(forKey: "self") as! [APObjcIntObject], [io2, io3])
    array2.intArray = array2.intArray
    XCTAssertEqual(array2.intArray.value(forKey: "self") as! [APObjcIntObject], [io2, io3])
    array2["intArray"] = array2["intArray"]
    XCTAssertEqual((array2["intArray"] as! RLMArray<APObjcIntObject>).value(forKey: "self") as! [APObjcIntObject], [io2, io3])
}

/// Assigning a managed RLMObject's array of one class to its array property of another class, through the subscript or setValue(_:forKey:), is refused naming the array's type, the expected class and the property.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testAssignIncorrectType
func testObjcArrayAssignIncorrectType() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let owner = APObjcArrayOwner.create(in: realm, withValue: ["", [["a"]], [[0]]]) as! APObjcArrayOwner
    assertThrows(owner["intArray"] = owner["array"],
                 reason: "RLMArray<APObjcString> does not match expected type 'APObjcIntObject' for property 'APObjcArrayOwner.intArray'.")
    assertThrows(owner.setValue(owner.array, forKey: "intArray"),
                 reason: "RLMArray<APObjcString> does not match expected type 'APObjcIntObject' for property 'APObjcArrayOwner.intArray'.")
    XCTAssertEqual(owner.intArray.count, 1)
    realm.cancelWriteTransaction()
}

/// indexOfObject(where:) on an RLMArray of employees: an unmanaged company's array of three managed employees tests the predicate on each, answering the first match's position or NSNotFound; added with its company the managed array answers the same, and results queried from it (age over 30) answer positions among those results, NSNotFound for employees they leave out.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testIndexOfObjectWhere
func testObjcArrayIndexOfObjectWhere() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let joe = APObjcEmployee.create(in: realm, withValue: ["name": "Joe", "age": 40, "hired": true]) as! APObjcEmployee
    APObjcEmployee.create(in: realm, withValue: ["name": "John", "age": 30, "hired": false])
    let jill = APObjcEmployee.create(in: realm, withValue: ["name": "Jill", "age": 25, "hired": true]) as! APObjcEmployee
    let bill = APObjcEmployee.create(in: realm, withValue: ["name": "Bill", "age": 55, "hired": true]) as! APObjcEmployee
    let company = APObjcCompany()
    company.name = "name"
    company.employees.addObjects([jill, joe, bill])
    XCTAssertEqual(company.employees.indexOfObject(where: "name = 'Jill'"), 0)
    XCTAssertEqual(company.employees.indexOfObject(where: "name = 'Joe'"), 1)
    XCTAssertEqual(company.employees.indexOfObject(where: "name = 'John'"), NSNotFound)
    realm.add(company)
    try realm.commitWriteTransaction()
    XCTAssertEqual(company.employees.indexOfObject(where: "name = 'Jill'"), 0)
    XCTAssertEqual(company.employees.indexOfObject(where: "name = 'Joe'"), 1)
    XCTAssertEqual(company.employees.indexOfObject(where: "name = 'John'"), NSNotFound)
    let older = company.employees.objects(where: "age > 30")
    XCTAssertEqual(older.indexOfObject(where: "name = 'Joe'"), 0)
    XCTAssertEqual(older.indexOfObject(where: "name = 'Bill'"), 1)
    XCTAssertEqual(older.indexOfObject(where: "name = 'John'"), NSNotFound)
    XCTAssertEqual(older.indexOfObject(where: "name = 'Jill'"), NSNotFound)
}
