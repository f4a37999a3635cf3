// page: sdk
// tags: sdk, suite

// Models restated from the SDK's Objective-C test models as `@Persisted`
// declarations (an `NSString` property is a `String?`, an `int` an `Int`).
// The Objective-C calls are made on the RLMSet of a model's MutableSet,
// `ObjectiveCSupport.convert(object:)`, and, where the RLMSet receiver does not
// declare a member, on the MutableSet's own Objective-C spelling of it
// (`union`, `intersect`, `minus`, `isEqual(to:)`, `removeObject`, `allObjects`).

class StringObject: Object {
    @Persisted var stringCol: String?
}

class IntObject: Object {
    @Persisted var intCol = 0
}

class SetPropertyObject: Object {
    @Persisted var name: String?
    @Persisted var set: MutableSet<StringObject>
    @Persisted var intSet: MutableSet<IntObject>
}

class EmployeeObject: Object {
    @Persisted var name: String?
    @Persisted var age = 0
    @Persisted var hired = false
}

class CompanyObject: Object {
    @Persisted var name: String?
    @Persisted var employees: List<EmployeeObject>
    @Persisted var employeeSet: MutableSet<EmployeeObject>
}

class AllPrimitiveSets: Object {
    @Persisted var intObj: MutableSet<Int>
    @Persisted var floatObj: MutableSet<Float>
    @Persisted var doubleObj: MutableSet<Double>
    @Persisted var boolObj: MutableSet<Bool>
    @Persisted var stringObj: MutableSet<String>
    @Persisted var dateObj: MutableSet<Date>
    @Persisted var dataObj: MutableSet<Data>
}

/// union on an unmanaged set of strings adds the other set's strings it lacks, leaving a set equal to one holding all five.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testUnmanagedUnion
func testUnmanagedUnion() throws {
    let s1 = AllPrimitiveSets()
    let s2 = AllPrimitiveSets()
    let s3 = AllPrimitiveSets()
    ObjectiveCSupport.convert(object: s1.stringObj).addObjects(["one", "two", "three", "four", "five"])
    ObjectiveCSupport.convert(object: s2.stringObj).addObjects(["one", "two", "three"])
    ObjectiveCSupport.convert(object: s3.stringObj).addObjects(["one", "two", "three", "four", "five"])
    ObjectiveCSupport.convert(object: s1.stringObj).union(ObjectiveCSupport.convert(object: s2.stringObj))
    XCTAssertEqual(s1.stringObj.count, 5)
    XCTAssertTrue(s1.stringObj.isEqual(s3.stringObj))
}

/// intersect on an unmanaged set keeps only the strings both sets hold; the sets then intersect, and the result equals a set of those two strings.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testUnmanagedIntersect
func testUnmanagedIntersect() throws {
    let s1 = AllPrimitiveSets()
    let s2 = AllPrimitiveSets()
    let s3 = AllPrimitiveSets()
    ObjectiveCSupport.convert(object: s1.stringObj).addObjects(["ten", "one", "nine", "two", "eight"])
    ObjectiveCSupport.convert(object: s2.stringObj).addObjects(["five", "six", "seven", "eight", "nine"])
    ObjectiveCSupport.convert(object: s3.stringObj).addObjects(["nine", "eight"])
    ObjectiveCSupport.convert(object: s1.stringObj).intersect(ObjectiveCSupport.convert(object: s2.stringObj))
    XCTAssertTrue(s1.stringObj.intersects(s2.stringObj))
    XCTAssertEqual(s1.stringObj.count, 2)
    XCTAssertTrue(s1.stringObj.isEqual(s3.stringObj))
}

/// minus on an unmanaged set removes the strings the other set holds.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testUnmanagedMinus
func testUnmanagedMinus() throws {
    let s1 = AllPrimitiveSets()
    let s2 = AllPrimitiveSets()
    let s3 = AllPrimitiveSets()
    ObjectiveCSupport.convert(object: s1.stringObj).addObjects(["ten", "one", "nine", "two", "eight"])
    ObjectiveCSupport.convert(object: s2.stringObj).addObjects(["five", "six", "seven", "eight", "nine"])
    ObjectiveCSupport.convert(object: s3.stringObj).addObjects(["ten", "one", "two"])
    ObjectiveCSupport.convert(object: s1.stringObj).minus(ObjectiveCSupport.convert(object: s2.stringObj))
    XCTAssertEqual(s1.stringObj.count, 3)
    XCTAssertTrue(s1.stringObj.isEqual(s3.stringObj))
}

/// isSubset(of:) on unmanaged sets is false when some strings are missing from the other set and true when all are there.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testUnmanagedIsSubsetOfSet
func testUnmanagedIsSubsetOfSet() throws {
    let s1 = AllPrimitiveSets()
    let s2 = AllPrimitiveSets()
    let s3 = AllPrimitiveSets()
    ObjectiveCSupport.convert(object: s1.stringObj).addObjects(["ten", "one", "nine", "two", "eight"])
    ObjectiveCSupport.convert(object: s2.stringObj).addObjects(["five", "six", "seven", "eight", "nine"])
    ObjectiveCSupport.convert(object: s3.stringObj).addObjects(["two", "one", "ten"])
    XCTAssertFalse(s1.stringObj.isSubset(of: s2.stringObj))
    XCTAssertTrue(s3.stringObj.isSubset(of: s1.stringObj))
}

/// union on managed sets is refused outside a write; inside one it adds the missing strings either way round.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testManagedUnion
func testManagedUnion() throws {
    let realm = try Realm()
    realm.beginWrite()
    let s1 = realm.create(AllPrimitiveSets.self, value: [])
    let s2 = realm.create(AllPrimitiveSets.self, value: [])
    let s3 = realm.create(AllPrimitiveSets.self, value: [])
    ObjectiveCSupport.convert(object: s1.stringObj).addObjects(["one", "two", "three", "four", "five"])
    ObjectiveCSupport.convert(object: s2.stringObj).addObjects(["one", "two", "three"])
    ObjectiveCSupport.convert(object: s3.stringObj).addObjects(["one", "two", "three", "four", "five"])
    try realm.commitWrite()
    assertThrows(ObjectiveCSupport.convert(object: s1.stringObj).union(ObjectiveCSupport.convert(object: s2.stringObj)))
    assertThrows(ObjectiveCSupport.convert(object: s2.stringObj).union(ObjectiveCSupport.convert(object: s1.stringObj)))
    realm.beginWrite()
    ObjectiveCSupport.convert(object: s1.stringObj).union(ObjectiveCSupport.convert(object: s2.stringObj))
    ObjectiveCSupport.convert(object: s2.stringObj).union(ObjectiveCSupport.convert(object: s3.stringObj))
    try realm.commitWrite()
    XCTAssertEqual(s1.stringObj.count, 5)
    XCTAssertEqual(s2.stringObj.count, 5)
}

/// minus on managed sets is refused outside a write; inside one it removes the other set's strings, leaving "five" and "four" in that order, or nothing.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testManagedMinus
func testManagedMinus() throws {
    let realm = try Realm()
    realm.beginWrite()
    let s1 = realm.create(AllPrimitiveSets.self, value: [])
    let s2 = realm.create(AllPrimitiveSets.self, value: [])
    let s3 = realm.create(AllPrimitiveSets.self, value: [])
    ObjectiveCSupport.convert(object: s1.stringObj).addObjects(["one", "two", "three", "four", "five"])
    ObjectiveCSupport.convert(object: s2.stringObj).addObjects(["one", "two", "three"])
    ObjectiveCSupport.convert(object: s3.stringObj).addObjects(["one", "two", "three", "four", "five"])
    try realm.commitWrite()
    assertThrows(ObjectiveCSupport.convert(object: s1.stringObj).minus(ObjectiveCSupport.convert(object: s2.stringObj)))
    assertThrows(ObjectiveCSupport.convert(object: s2.stringObj).minus(ObjectiveCSupport.convert(object: s1.stringObj)))
    realm.beginWrite()
    ObjectiveCSupport.convert(object: s1.stringObj).minus(ObjectiveCSupport.convert(object: s2.stringObj))
    ObjectiveCSupport.convert(object: s2.stringObj).minus(ObjectiveCSupport.convert(object: s3.stringObj))
    try realm.commitWrite()
    XCTAssertEqual(s1.stringObj.count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: s1.stringObj).allObjects[0], "five")
    XCTAssertEqual(ObjectiveCSupport.convert(object: s1.stringObj).allObjects[1], "four")
    XCTAssertEqual(s1.stringObj.count, 2)
    XCTAssertEqual(s2.stringObj.count, 0)
}

/// removeObject takes objects out of an unmanaged set of objects one at a time, and removeAllObjects empties one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testDeleteObjectInUnmanagedSet
func testDeleteObjectInUnmanagedSet() throws {
    let owner = SetPropertyObject()
    owner.name = "name"
    let strings = ObjectiveCSupport.convert(object: owner.set)
    let ints = ObjectiveCSupport.convert(object: owner.intSet)
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
    XCTAssertTrue(strings.contains(s1))
    XCTAssertTrue(strings.contains(s2))
    XCTAssertTrue(strings.contains(s3))
    XCTAssertEqual(strings.count, 3)
    XCTAssertTrue(ints.contains(i1))
    XCTAssertTrue(ints.contains(i2))
    XCTAssertTrue(ints.contains(i3))
    XCTAssertEqual(ints.count, 3)
    ObjectiveCSupport.convert(object: owner.set).remove(s3)
    XCTAssertTrue(strings.contains(s1))
    XCTAssertEqual(strings.count, 2)
    ObjectiveCSupport.convert(object: owner.set).remove(s2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: owner.set).allObjects[0], s1)
    XCTAssertEqual(strings.count, 1)
    ObjectiveCSupport.convert(object: owner.set).remove(s1)
    XCTAssertEqual(strings.count, 0)
    ints.removeAllObjects()
    XCTAssertEqual(ints.count, 0)
}

/// Sorting an unmanaged set is refused, by key path or by descriptors.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testUnmanagedSetSort
func testUnmanagedSetSort() throws {
    let obj = AllPrimitiveSets()
    let strings = ObjectiveCSupport.convert(object: obj.stringObj)
    assertThrows(strings.sortedResults(usingKeyPath: "age", ascending: true))
    assertThrows(strings.sortedResults(usingDescriptors: []))
}

/// A set filled with each object twice holds each once; added to a realm, the class's results see the same sets; add is refused outside a write; every element can be enumerated.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testPopulateEmptySet
func testPopulateEmptySet() throws {
    let realm = try Realm()
    realm.beginWrite()
    let setObj1 = SetPropertyObject()
    XCTAssertNotNil(setObj1.set)
    XCTAssertEqual(setObj1.set.count, 0)
    let str1 = realm.create(StringObject.self, value: ["a"])
    let str2 = realm.create(StringObject.self, value: ["b"])
    let str3 = realm.create(StringObject.self, value: ["c"])
    let int1 = realm.create(IntObject.self, value: [1])
    let int2 = realm.create(IntObject.self, value: [2])
    let int3 = realm.create(IntObject.self, value: [3])
    ObjectiveCSupport.convert(object: setObj1.set).addObjects([str1, str2, str3, str1, str2, str3])
    ObjectiveCSupport.convert(object: setObj1.intSet).addObjects([int1, int2, int3, int1, int2, int3])
    realm.add(setObj1)
    try realm.commitWrite()
    let results = realm.objects(SetPropertyObject.self)
    XCTAssertFalse(setObj1.isInvalidated)
    XCTAssertEqual(results.count, 1)
    XCTAssertEqual(results[0].set.count, 3)
    XCTAssertEqual(results[0].set, setObj1.set)
    XCTAssertEqual(results[0].intSet.count, 3)
    XCTAssertEqual(results[0].intSet, setObj1.intSet)
    let setProp = ObjectiveCSupport.convert(object: setObj1.set)
    assertThrows(setProp.add(str1), reason: "write transaction")
    var seen = 0
    for element in setProp {
        XCTAssertTrue(element.description.count > 0)
        seen += 1
    }
    XCTAssertEqual(seen, 3)
}

/// An RLMSet read from its owner once keeps working after the write: it counts what was added, its objects read back, and add is refused outside a write.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testModifyDetatchedSet
func testModifyDetachedSet() throws {
    let realm = try Realm()
    realm.beginWrite()
    let setObj = realm.create(SetPropertyObject.self, value: ["setObject", [], []])
    XCTAssertNotNil(setObj.set)
    XCTAssertEqual(setObj.set.count, 0)
    let a = StringObject(value: ["a"])
    let set = ObjectiveCSupport.convert(object: setObj.set)
    set.add(a)
    set.add(realm.create(StringObject.self, value: ["b"]))
    try realm.commitWrite()
    XCTAssertEqual(set.count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: setObj.set).allObjects[0].stringCol, "a")
    XCTAssertEqual(ObjectiveCSupport.convert(object: setObj.set).allObjects[1].stringCol, "b")
    assertThrows(set.add(a), reason: "write transaction")
}

/// An unmanaged set whose owner goes away stays valid.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testDeleteUnmanagedObjectWithSetProperty
func testDeleteUnmanagedObjectWithSetProperty() throws {
    var setObj: AllPrimitiveSets? = AllPrimitiveSets()
    ObjectiveCSupport.convert(object: setObj!.stringObj).add("a")
    let stringSet = ObjectiveCSupport.convert(object: setObj!.stringObj)
    XCTAssertFalse(stringSet.isInvalidated)
    setObj = nil
    XCTAssertFalse(stringSet.isInvalidated)
}

/// Deleting the owner of a managed set invalidates the set.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testDeleteObjectWithSetProperty
func testDeleteObjectWithSetProperty() throws {
    let realm = try Realm()
    realm.beginWrite()
    let setObj = realm.create(SetPropertyObject.self, value: ["setObject", [["a"]], []])
    let stringSet = ObjectiveCSupport.convert(object: setObj.set)
    XCTAssertFalse(stringSet.isInvalidated)
    realm.delete(setObj)
    XCTAssertTrue(stringSet.isInvalidated)
    try realm.commitWrite()
}

/// Deleting the objects a set holds leaves the set valid and empty, and the deleted object invalidated.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testDeleteObjectInSetProperty
func testDeleteObjectInSetProperty() throws {
    let realm = try Realm()
    realm.beginWrite()
    let setObj = realm.create(SetPropertyObject.self, value: ["setObject", [["a"]], []])
    let stringSet = ObjectiveCSupport.convert(object: setObj.set)
    let firstObject = ObjectiveCSupport.convert(object: setObj.set).allObjects[0]
    realm.delete(realm.objects(StringObject.self))
    XCTAssertFalse(stringSet.isInvalidated)
    XCTAssertTrue(firstObject.isInvalidated)
    XCTAssertEqual(stringSet.count, 0)
    try realm.commitWrite()
}

/// addObjects on a set adds each object of the sequence, the unmanaged one after the created one in the class's results.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testInsertMultiple
func testSetInsertMultiple() throws {
    let realm = try Realm()
    realm.beginWrite()
    let obj = realm.create(SetPropertyObject.self, value: ["setObject", [], []])
    let child1 = realm.create(StringObject.self, value: ["a"])
    let child2 = StringObject()
    child2.stringCol = "b"
    ObjectiveCSupport.convert(object: obj.set).addObjects([child2, child1])
    try realm.commitWrite()
    let children = realm.objects(StringObject.self)
    XCTAssertEqual(children[0].stringCol, "a")
    XCTAssertEqual(children[1].stringCol, "b")
}

/// Adding an object deleted in the same write to a set is refused as invalidated.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testAddInvalidated
func testSetAddInvalidated() throws {
    let realm = try Realm()
    realm.beginWrite()
    let company = realm.create(CompanyObject.self, value: ["company", []])
    let person = EmployeeObject()
    person.name = "Mary"
    realm.add(person)
    realm.delete(realm.objects(EmployeeObject.self))
    assertThrows(ObjectiveCSupport.convert(object: company.employeeSet).add(person), reason: "invalidated")
    realm.cancelWrite()
}

/// Enumerating an empty managed set visits nothing; after thirty objects are added it visits each once.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testFastEnumeration
func testSetFastEnumeration() throws {
    let realm = try Realm()
    let company = CompanyObject()
    company.name = "name"
    try realm.write { realm.add(company) }
    let employees = ObjectiveCSupport.convert(object: company.employeeSet)
    for _ in employees {
        XCTFail("an empty set enumerates nothing")
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
        count += 1
    }
    XCTAssertEqual(count, 30)
}

/// Removing each object of a managed set while enumerating it visits every object once and empties the set; adding each object of an unmanaged set to itself while enumerating visits each once and leaves the count.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testModifyDuringEnumeration
func testSetModifyDuringEnumeration() throws {
    let realm = try Realm()
    realm.beginWrite()
    let company = CompanyObject()
    company.name = "name"
    realm.add(company)
    let total = 40
    let employees = ObjectiveCSupport.convert(object: company.employeeSet)
    for i in 0..<total {
        employees.add(realm.create(EmployeeObject.self, value: ["name", i, false]))
    }
    var count = 0
    for eo in employees {
        count += 1
        ObjectiveCSupport.convert(object: company.employeeSet).remove(eo)
    }
    XCTAssertEqual(count, total)
    XCTAssertEqual(employees.count, 0)
    realm.cancelWrite()

    let other = CompanyObject()
    let unmanaged = ObjectiveCSupport.convert(object: other.employeeSet)
    for i in 0..<total {
        unmanaged.add(EmployeeObject(value: ["name", i, false]))
    }
    count = 0
    for eo in unmanaged {
        count += 1
        unmanaged.add(eo)
    }
    XCTAssertEqual(count, total)
    XCTAssertEqual(unmanaged.count, total)
}

/// Deleting a set's objects from inside a loop over the set does not raise, and the commit leaves it empty.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testDeleteDuringEnumeration
func testSetDeleteDuringEnumeration() throws {
    let realm = try Realm()
    realm.beginWrite()
    let company = CompanyObject()
    company.name = "name"
    realm.add(company)
    let employees = ObjectiveCSupport.convert(object: company.employeeSet)
    for i in 0..<40 {
        employees.add(realm.create(EmployeeObject.self, value: ["name", i, false]))
    }
    try realm.commitWrite()
    realm.beginWrite()
    for _ in employees {
        realm.delete(company.employeeSet)
    }
    try realm.commitWrite()
    XCTAssertEqual(employees.count, 0)
}

/// setValue(_:forKey:) on a set does nothing on an empty unmanaged one, is refused outside a write on a managed one, and inside one sets every element; an unmanaged set sets its elements too.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testSetValueForKey
func testSetSetValueForKey() throws {
    let realm = try Realm()
    realm.beginWrite()
    let company = CompanyObject()
    company.name = "name"
    ObjectiveCSupport.convert(object: company.employeeSet).setValue("name", forKey: "name")
    XCTAssertEqual((ObjectiveCSupport.convert(object: company.employeeSet).value(forKey: "name") as! [String]).count, 0)
    realm.add(company)
    try realm.commitWrite()
    let employees = ObjectiveCSupport.convert(object: company.employeeSet)
    assertThrows(employees.setValue(10, forKey: "age"))
    XCTAssertEqual((employees.value(forKey: "name") as! [String]).count, 0)
    realm.beginWrite()
    for i in 0..<30 {
        employees.add(realm.create(EmployeeObject.self, value: ["name": "Joe", "age": i, "hired": true]))
    }
    employees.setValue(20, forKey: "age")
    try realm.commitWrite()
    XCTAssertEqual(Set(employees.value(forKey: "age") as! [Int]), Set([20]))

    let other = CompanyObject()
    let unmanaged = ObjectiveCSupport.convert(object: other.employeeSet)
    for i in 0..<30 {
        unmanaged.add(EmployeeObject(value: ["name": "Joe", "age": i, "hired": true]))
    }
    unmanaged.setValue(20, forKey: "age")
    XCTAssertEqual(Set(unmanaged.value(forKey: "age") as! [Int]), Set([20]))
}

class RenamedProperties1: Object {
    @Persisted var propA = 0
    @Persisted var propB: String?
    override class func propertiesMapping() -> [String: String] {
        ["propA": "prop 1", "propB": "prop 2"]
    }
}

class LinkToRenamedProperties1: Object {
    @Persisted var set: MutableSet<RenamedProperties1>
}

/// A set's aggregates take a property by its model name, not the name it is stored under: empty they are 0 and nil, and over three objects, unmanaged or managed, they answer the sum, average, minimum and maximum.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testRenamedPropertyAggregate
func testSetRenamedPropertyAggregate() throws {
    let realm = try Realm()
    let obj = LinkToRenamedProperties1()
    let set = ObjectiveCSupport.convert(object: obj.set)
    XCTAssertEqual(set.sum(ofProperty: "propA") as! Int, 0)
    XCTAssertNil(set.average(ofProperty: "propA"))
    XCTAssertNil(set.min(ofProperty: "propA"))
    XCTAssertNil(set.max(ofProperty: "propA"))
    assertThrows(set.sum(ofProperty: "prop 1"))
    try realm.write {
        realm.create(RenamedProperties1.self, value: [1, ""])
        realm.create(RenamedProperties1.self, value: [2, ""])
        realm.create(RenamedProperties1.self, value: [3, ""])
        set.addObjects(realm.objects(RenamedProperties1.self))
    }
    XCTAssertEqual(set.sum(ofProperty: "propA") as! Int, 6)
    XCTAssertEqual(set.average(ofProperty: "propA") as! Double, 2.0)
    XCTAssertEqual(set.min(ofProperty: "propA") as! Int, 1)
    XCTAssertEqual(set.max(ofProperty: "propA") as! Int, 3)
    try realm.write { realm.add(obj) }
    let managed = ObjectiveCSupport.convert(object: obj.set)
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

/// A set observed for one property of its elements, stored under another name, is called first with no changes and then with changes after setValue(_:forKey:) sets that property.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testRenamedPropertyObservation
func testSetRenamedPropertyObservation() throws {
    let realm = try Realm()
    var obj: LinkToRenamedProperties!
    try realm.write {
        obj = realm.create(LinkToRenamedProperties.self, value: [])
        let linked = realm.create(RenamedProperties.self, value: [1, ""])
        obj.set.addObjects([linked])
    }
    var calls = 0
    var first = true
    var errors = 0
    let token = obj.set.addNotificationBlock({ set, change, error in
        XCTAssertNotNil(set)
        XCTAssertTrue(first ? change == nil : change != nil)
        if error != nil { errors += 1 }
        first = false
        calls += 1
    }, keyPaths: ["stringCol"])
    realm.refresh()
    XCTAssertEqual(calls, 1)
    try realm.write {
        ObjectiveCSupport.convert(object: realm.objects(LinkToRenamedProperties.self).first!.set).setValue("newValue", forKey: "stringCol")
    }
    realm.refresh()
    XCTAssertEqual(calls, 2)
    XCTAssertEqual(errors, 0)
    token.invalidate()
}

/// Sorting a set of objects stored under other names uses the model's name, ascending and descending.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testSortByRenamedColumns
func testSetSortByRenamedColumns() throws {
    let realm = try Realm()
    realm.beginWrite()
    let obj = realm.create(LinkToRenamedProperties.self, value: ["set": [[1, "c"], [2, "b"], [3, "a"]]])
    let set = ObjectiveCSupport.convert(object: obj.set)
    XCTAssertEqual(set.sortedResults(usingKeyPath: "intCol", ascending: true).value(forKeyPath: "intCol") as! [Int], [1, 2, 3])
    XCTAssertEqual(set.sortedResults(usingKeyPath: "intCol", ascending: false).value(forKeyPath: "intCol") as! [Int], [3, 2, 1])
    realm.cancelWrite()
}

class DogObject: Object {
    @Persisted var dogName: String?
    @Persisted var age = 0
}

class DogSetObject: Object {
    @Persisted var dogs: MutableSet<DogObject>
}

/// Sorting a set by no descriptors keeps the set's own order.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testSortByNoColumns
func testSetSortByNoColumns() throws {
    let realm = try Realm()
    realm.beginWrite()
    let a2 = realm.create(DogObject.self, value: ["a", 2])
    let b1 = realm.create(DogObject.self, value: ["b", 1])
    let a1 = realm.create(DogObject.self, value: ["a", 1])
    let b2 = realm.create(DogObject.self, value: ["b", 2])
    let owner = realm.create(DogSetObject.self, value: [[a2, b1, a1, b2]])
    try realm.commitWrite()
    let set = ObjectiveCSupport.convert(object: owner.dogs)
    let notSorted = set.sortedResults(usingDescriptors: [])
    let all = ObjectiveCSupport.convert(object: owner.dogs).allObjects
    XCTAssertTrue(all[0].isSameObject(as: notSorted[0]))
    XCTAssertTrue(all[1].isSameObject(as: notSorted[1]))
    XCTAssertTrue(all[2].isSameObject(as: notSorted[2]))
    XCTAssertTrue(all[3].isSameObject(as: notSorted[3]))
}

/// Sorting a set by two descriptors orders by the first and breaks ties by the second, each ascending or descending.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testSortByMultipleColumns
func testSetSortByMultipleColumns() throws {
    let realm = try Realm()
    realm.beginWrite()
    let a1 = realm.create(DogObject.self, value: ["a", 1])
    let a2 = realm.create(DogObject.self, value: ["a", 2])
    let b1 = realm.create(DogObject.self, value: ["b", 1])
    let b2 = realm.create(DogObject.self, value: ["b", 2])
    let owner = realm.create(DogSetObject.self, value: [[a1, a2, b1, b2]])
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

/// Removing from a managed set outside a write is refused and removes nothing; inside one removeObject, add of an object it holds and removeAllObjects change only the links, and every employee stays in the realm.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testDeleteLinksAndObjectsInSet
func testDeleteLinksAndObjectsInSet() throws {
    let realm = try Realm()
    realm.beginWrite()
    let po1 = realm.create(EmployeeObject.self, value: ["Joe", 40, true])
    let po2 = realm.create(EmployeeObject.self, value: ["John", 30, false])
    let po3 = realm.create(EmployeeObject.self, value: ["Jill", 25, true])
    let company = CompanyObject()
    company.name = "name"
    ObjectiveCSupport.convert(object: company.employeeSet).addObjects(realm.objects(EmployeeObject.self))
    realm.add(company)
    try realm.commitWrite()
    let people = company.employeeSet
    assertThrows(ObjectiveCSupport.convert(object: people).remove(po2), reason: "Cannot modify Set outside of a write transaction.")
    XCTAssertEqual(people.count, 3)
    realm.beginWrite()
    ObjectiveCSupport.convert(object: people).remove(po3)
    try realm.commitWrite()
    XCTAssertEqual(people.count, 2)
    var test = ObjectiveCSupport.convert(object: people).allObjects[0]
    XCTAssertEqual(test.age, po1.age)
    XCTAssertEqual(test.name, po1.name)
    XCTAssertEqual(test.hired, po1.hired)
    XCTAssertTrue(test.isSameObject(as: po1))
    test = ObjectiveCSupport.convert(object: people).allObjects[1]
    XCTAssertEqual(test.age, po2.age)
    XCTAssertEqual(test.name, po2.name)
    XCTAssertEqual(test.hired, po2.hired)
    XCTAssertTrue(test.isSameObject(as: po2))
    assertThrows(ObjectiveCSupport.convert(object: people).remove(po3), reason: "Cannot modify Set outside of a write transaction.")
    assertThrows(ObjectiveCSupport.convert(object: people).removeAllObjects(), reason: "Cannot modify Set outside of a write transaction.")
    assertThrows(ObjectiveCSupport.convert(object: people).add(po2), reason: "Cannot modify Set outside of a write transaction.")
    realm.beginWrite()
    ObjectiveCSupport.convert(object: people).remove(po3)
    XCTAssertEqual(people.count, 2)
    ObjectiveCSupport.convert(object: people).remove(po2)
    XCTAssertEqual(people.count, 1)
    ObjectiveCSupport.convert(object: people).add(po1)
    XCTAssertEqual(people.count, 1)
    ObjectiveCSupport.convert(object: people).removeAllObjects()
    XCTAssertEqual(people.count, 0)
    try realm.commitWrite()
    XCTAssertEqual(realm.objects(EmployeeObject.self).count, 3)
}

/// Assigning a set property of a managed object, through setValue(_:forKey:), the subscript or another object's set, copies the links: clearing the source later leaves the copy, and assigning a set to itself keeps it.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testManagedAssignment
func testSetManagedAssignment() throws {
    let realm = try Realm()
    realm.beginWrite()
    let io1 = realm.create(IntObject.self, value: [1])
    let io2 = realm.create(IntObject.self, value: [2])
    let io3 = realm.create(IntObject.self, value: [3])
    let set1 = realm.create(SetPropertyObject.self, value: [""])
    let set2 = realm.create(SetPropertyObject.self, value: [""])
    set1.setValue([io1, io2], forKey: "intSet")
    XCTAssertEqual((ObjectiveCSupport.convert(object: set1.intSet).value(forKey: "intCol") as! [Int]).sorted(), [1, 2])
    set1.setValue([io3, io1], forKey: "intSet")
    XCTAssertEqual((ObjectiveCSupport.convert(object: set1.intSet).value(forKey: "intCol") as! [Int]).sorted(), [1, 3])
    set1["intSet"] = [io2, io3]
    XCTAssertEqual((ObjectiveCSupport.convert(object: set1.intSet).value(forKey: "intCol") as! [Int]).sorted(), [2, 3])
    set2.intSet = set1.intSet
    XCTAssertEqual((ObjectiveCSupport.convert(object: set2.intSet).value(forKey: "intCol") as! [Int]).sorted(), [2, 3])
    ObjectiveCSupport.convert(object: set1.intSet).removeAllObjects()
    XCTAssertEqual((ObjectiveCSupport.convert(object: set2.intSet).value(forKey: "intCol") as! [Int]).sorted(), [2, 3])
    set2.intSet = set2.intSet
    XCTAssertEqual((ObjectiveCSupport.convert(object: set2.intSet).value(forKey: "intCol") as! [Int]).sorted(), [2, 3])
    set2["intSet"] = set2["intSet"]
    XCTAssertEqual((ObjectiveCSupport.convert(object: set2["intSet"] as! MutableSet<IntObject>).value(forKey: "intCol") as! [Int]).sorted(), [2, 3])
    realm.cancelWrite()
}

/// A set's notification block is called first with the set, no changes and no error.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testNotificationSentInitially
func testSetNotificationSentInitially() throws {
    let realm = try Realm()
    realm.beginWrite()
    let obj = realm.create(SetPropertyObject.self, value: ["", [], []])
    try realm.commitWrite()
    var calls = 0
    let token = ObjectiveCSupport.convert(object: obj.intSet).addNotificationBlock { set, change, error in
        XCTAssertNotNil(set)
        XCTAssertNil(change)
        XCTAssertNil(error)
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

/// After its first call a set's notification block is called with changes when an object is added to the set.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testNotificationSentAfterCommit
func testSetNotificationSentAfterCommit() throws {
    let realm = try Realm()
    realm.beginWrite()
    let obj = realm.create(SetPropertyObject.self, value: ["", [], []])
    try realm.commitWrite()
    var first = true
    var calls = 0
    let token = ObjectiveCSupport.convert(object: obj.set).addNotificationBlock { set, change, error in
        XCTAssertNotNil(set)
        XCTAssertTrue(first ? change == nil : change != nil)
        XCTAssertNil(error)
        first = false
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    try realm.write {
        ObjectiveCSupport.convert(object: realm.objects(SetPropertyObject.self).first!.set).add(StringObject())
    }
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token.invalidate()
}

/// A write that creates another object, leaving the observed set alone, does not call the set's block again.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testNotificationNotSentForUnrelatedChange
func testSetNotificationNotSentForUnrelatedChange() throws {
    let realm = try Realm()
    realm.beginWrite()
    let obj = realm.create(SetPropertyObject.self, value: ["", [], []])
    try realm.commitWrite()
    var calls = 0
    let token = ObjectiveCSupport.convert(object: obj.intSet).addNotificationBlock { _, _, _ in
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    try realm.write {
        realm.create(SetPropertyObject.self, value: ["", [], []])
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

/// With autorefresh off, a change to the observed set does not call its block until the realm is refreshed.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testNotificationSentOnlyForActualRefresh
func testSetNotificationSentOnlyForActualRefresh() throws {
    let realm = try Realm()
    realm.beginWrite()
    let obj = realm.create(SetPropertyObject.self, value: ["", [], []])
    try realm.commitWrite()
    var calls = 0
    let token = ObjectiveCSupport.convert(object: obj.set).addNotificationBlock { set, _, error in
        XCTAssertNotNil(set)
        XCTAssertNil(error)
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.autorefresh = false
    XCTAssertFalse(realm.autorefresh)
    try realm.write {
        ObjectiveCSupport.convert(object: realm.objects(SetPropertyObject.self).first!.set).add(StringObject())
    }
    XCTAssertEqual(calls, 1)
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token.invalidate()
}

/// Deleting the owner of an observed set, with its block registered, commits without error.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testDeletingObjectWithNotificationsRegistered
func testSetDeletingObjectWithNotificationsRegistered() throws {
    let realm = try Realm()
    realm.beginWrite()
    let obj = realm.create(SetPropertyObject.self, value: ["", [], []])
    try realm.commitWrite()
    var calls = 0
    let token = ObjectiveCSupport.convert(object: obj.set).addNotificationBlock { set, _, error in
        XCTAssertNotNil(set)
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

/// Outside a write every reading member of a managed set answers, and adding, removing all and setValue(_:forKey:) are refused for want of a write transaction.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testMutatingMethodsCheckForWriteTransaction
func testSetMutatingMethodsCheckForWriteTransaction() throws {
    let realm = try Realm()
    var owner: SetPropertyObject!
    try realm.write {
        owner = realm.create(SetPropertyObject.self, value: ["", [], [[0], [1]]])
    }
    let set = ObjectiveCSupport.convert(object: owner.intSet)
    let io = owner.intSet.allObjects[0]
    XCTAssertEqual(set.objectClassName, "IntObject")
    XCTAssertNotNil(set.realm)
    XCTAssertFalse(set.isInvalidated)
    XCTAssertEqual(set.count, 2)
    XCTAssertEqual(owner.intSet.allObjects.count, 2)
    XCTAssertEqual(set.objects(where: "intCol = 0").count, 1)
    XCTAssertEqual(set.objects(with: NSPredicate(format: "intCol = 0")).count, 1)
    XCTAssertEqual(set.sortedResults(usingKeyPath: "intCol", ascending: true).count, 2)
    XCTAssertEqual(set.sortedResults(usingDescriptors: [RLMSortDescriptor(keyPath: "intCol", ascending: true)]).count, 2)
    XCTAssertEqual((set.value(forKey: "intCol") as! [Int]).count, 2)
    var seen = 0
    for _ in set { seen += 1 }
    XCTAssertEqual(seen, 2)
    assertThrows(set.add(io), reason: "write transaction")
    assertThrows(set.addObjects([io]), reason: "write transaction")
    assertThrows(set.removeAllObjects(), reason: "write transaction")
    assertThrows(set.setValue(1, forKey: "intCol"), reason: "write transaction")
}

/// Registering a notification block on a frozen set is refused: frozen realms do not change.
/// - section: sdk-suite
/// - requires: freeze
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testObserveFrozenSet
func testObserveFrozenSet() throws {
    let realm = try Realm()
    var owner: SetPropertyObject!
    try realm.write {
        owner = realm.create(SetPropertyObject.self, value: ["", [], [[0], [1]]])
    }
    let frozen = owner.intSet.freeze()
    assertThrows(frozen.addNotificationBlock { _, _, _ in }, reason: "Frozen Realms do not change and do not have change notifications.")
}

/// A frozen set can still be queried.
/// - section: sdk-suite
/// - requires: freeze
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testQueryFrozenSet
func testQueryFrozenSet() throws {
    let realm = try Realm()
    var owner: SetPropertyObject!
    try realm.write {
        owner = realm.create(SetPropertyObject.self, value: ["", [], [[0], [1]]])
    }
    let frozen = ObjectiveCSupport.convert(object: owner.intSet.freeze())
    XCTAssertEqual(frozen.objects(where: "intCol > 0").value(forKey: "intCol") as! [Int], [1])
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

class SetOfPrimaryCompanies: Object {
    @Persisted var companies: MutableSet<PrimaryCompanyObject>
}

/// value(forKeyPath:) on a managed set counts each object once and takes @min, @max, @sum, @avg, @unionOfObjects and @distinctUnionOfObjects; on a set of objects holding sets @unionOfArrays joins them and @distinctUnionOfSets is refused; an unknown operator, an operator with no key path and a nested key path are refused with the SDK's messages.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testValueForCollectionOperationKeyPath
func testSetValueForCollectionOperationKeyPath() throws {
    let realm = try Realm()
    realm.beginWrite()
    let e1 = realm.create(PrimaryEmployeeObject.self, value: ["name": "A", "age": 20, "hired": true])
    let e2 = realm.create(PrimaryEmployeeObject.self, value: ["name": "B", "age": 30, "hired": false])
    let e3 = realm.create(PrimaryEmployeeObject.self, value: ["name": "C", "age": 40, "hired": true])
    let e4 = realm.create(PrimaryEmployeeObject.self, value: ["name": "D", "age": 50, "hired": true])
    let c1 = realm.create(PrimaryCompanyObject.self, value: ["name": "ABC AG", "employeeSet": [e1, e2, e3, e2]])
    let c2 = realm.create(PrimaryCompanyObject.self, value: ["name": "ABC AG 2", "employeeSet": [e1, e4]])
    let companies = realm.create(SetOfPrimaryCompanies.self, value: [[c1, c2]])
    try realm.commitWrite()
    let employees = ObjectiveCSupport.convert(object: c1.employeeSet)
    XCTAssertEqual(c1.employeeSet.value(forKeyPath: "@count") as! Int, 3)
    XCTAssertEqual(c1.employeeSet.value(forKeyPath: "@min.age") as! Int, 20)
    XCTAssertEqual(c1.employeeSet.value(forKeyPath: "@max.age") as! Int, 40)
    XCTAssertEqual(c1.employeeSet.value(forKeyPath: "@sum.age") as! Int, 90)
    XCTAssertEqual(c1.employeeSet.value(forKeyPath: "@avg.age") as! Double, 30, accuracy: 0.1)
    XCTAssertEqual(c1.employeeSet.value(forKeyPath: "@unionOfObjects.name") as! [String], ["A", "B", "C"])
    XCTAssertEqual((c1.employeeSet.value(forKeyPath: "@distinctUnionOfObjects.name") as! [String]).sorted(), ["A", "B", "C"])
    let all = companies.companies.value(forKeyPath: "@unionOfArrays.employeeSet") as! [PrimaryEmployeeObject]
    XCTAssertEqual(Array(Set(all.map { $0.name! })).sorted(), ["A", "B", "C", "D"])
    assertThrows(companies.companies.value(forKeyPath: "@distinctUnionOfSets.employees"))
    assertThrows(c1.employeeSet.value(forKeyPath: "@invalid.name"), reason: "Unsupported KVC collection operator found in key path '@invalid.name'")
    assertThrows(c1.employeeSet.value(forKeyPath: "@sum"), reason: "Missing key path for KVC collection operator sum in key path '@sum'")
    assertThrows(c1.employeeSet.value(forKeyPath: "@sum."), reason: "Missing key path for KVC collection operator sum in key path '@sum.'")
    assertThrows(c1.employeeSet.value(forKeyPath: "@sum.employees.@sum.age"), reason: "Nested key paths are not supported yet for KVC collection operators.")
}

/// Assigning a set property of an unmanaged object, through setValue(_:forKey:), the subscript or another object's set, leaves both objects holding the same objects; emptying both leaves both empty.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testUnmanagedAssignment
func testSetUnmanagedAssignment() throws {
    let io1 = IntObject()
    let io2 = IntObject()
    let io3 = IntObject()
    let set1 = SetPropertyObject()
    let set2 = SetPropertyObject()
    set1.setValue([io1, io2], forKey: "intSet")
    set2.setValue([io1, io2], forKey: "intSet")
    XCTAssertTrue(set1.intSet.isEqual(set2.intSet))
    set1.setValue([io3, io1], forKey: "intSet")
    set2.setValue([io3, io1], forKey: "intSet")
    XCTAssertTrue(set1.intSet.isEqual(set2.intSet))
    set1["intSet"] = [io2, io3]
    set2["intSet"] = [io2, io3]
    XCTAssertTrue(set1.intSet.isEqual(set2.intSet))
    XCTAssertEqual(set1.intSet.count, 2)
    XCTAssertTrue(set1.intSet.contains(io2))
    XCTAssertTrue(set1.intSet.contains(io3))
    set2.intSet = set1.intSet
    XCTAssertTrue(set2.intSet.isEqual(set1.intSet))
    XCTAssertEqual(set2.intSet.count, 2)
    ObjectiveCSupport.convert(object: set1.intSet).removeAllObjects()
    ObjectiveCSupport.convert(object: set2.intSet).removeAllObjects()
    XCTAssertTrue(set2.intSet.isEqual(set1.intSet))
    XCTAssertEqual(set2.intSet.count, 0)
}

class SPObjcString: RLMObject {
    @objc dynamic var stringCol = ""
}

class SPObjcInt: RLMObject {
    @objc dynamic var intCol = 0
}

class SPObjcSetOwner: RLMObject {
    @objc dynamic var name = ""
    @objc dynamic var set = RLMSet<SPObjcString>(objectClassName: SPObjcString.className())
    @objc dynamic var intSet = RLMSet<SPObjcInt>(objectClassName: SPObjcInt.className())
}

/// An unmanaged RLMSet starts empty and contains the objects added; once its owner is added, removing one and removing all inside a write leave 2 and 0; on another unmanaged owner an object of the wrong class is refused naming both classes, and querying or sorting the unmanaged set is refused; an owner made from literals with an unmanaged object in its set is accepted.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testUnmanaged
func testObjcSetUnmanaged() throws {
    let realm = RLMRealm.default()
    let setObj = SPObjcSetOwner()
    setObj.name = "name"
    XCTAssertNotNil(setObj.set)
    XCTAssertEqual(setObj.set.count, 0)
    let obj1 = SPObjcString()
    obj1.stringCol = "a"
    let obj2 = SPObjcString()
    obj2.stringCol = "b"
    let obj3 = SPObjcString()
    obj3.stringCol = "c"
    setObj.set.add(obj1)
    setObj.set.add(obj2)
    setObj.set.add(obj3)
    XCTAssertTrue(setObj.set.contains(obj1))
    XCTAssertTrue(setObj.set.contains(obj2))
    XCTAssertTrue(setObj.set.contains(obj3))
    XCTAssertFalse(setObj.set.contains(SPObjcString()))

    realm.beginWriteTransaction()
    realm.add(setObj)
    try realm.commitWriteTransaction()

    realm.beginWriteTransaction()
    setObj.set.remove(obj3)
    XCTAssertEqual(setObj.set.count, 2)
    setObj.set.add(obj1)
    setObj.set.removeAllObjects()
    XCTAssertEqual(setObj.set.count, 0)
    try realm.commitWriteTransaction()

    let setObj2 = SPObjcSetOwner()
    let intObj = SPObjcInt()
    intObj.intCol = 1
    assertThrows(setObj2.set.add(intObj), reason: "Object of type 'SPObjcInt' does not match RLMSet type 'SPObjcString'.")
    setObj2.intSet.add(intObj)
    assertThrows(setObj2.intSet.objects(where: "intCol == 1"))
    assertThrows(setObj2.intSet.objects(with: NSPredicate(format: "intCol == %i", 1)))
    assertThrows(setObj2.intSet.sortedResults(usingKeyPath: "intCol", ascending: true))
    let obj = SPObjcSetOwner(value: ["n", [], [SPObjcInt(value: [1])]])
    XCTAssertEqual(obj.intSet.count, 1)
}

class SPObjcAggregate: RLMObject {
    @objc dynamic var intCol = 0
    @objc dynamic var floatCol: Float = 0
    @objc dynamic var doubleCol = 0.0
    @objc dynamic var boolCol = false
    @objc dynamic var dateCol = Date(timeIntervalSince1970: 0)
}

class SPObjcAggregateSet: RLMObject {
    @objc dynamic var set = RLMSet<SPObjcAggregate>(objectClassName: SPObjcAggregate.className())
}

/// Aggregates of an RLMSet of objects, unmanaged and then managed: an empty set sums to 0 and has no average, min or max; over ten objects the sum, average, min and max of int, float, double and date properties, read through NSNumber; an unknown property is refused naming it and the class, a bool or date property naming the operation and the type.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testObjectAggregate
func testObjcSetObjectAggregate() throws {
    let realm = RLMRealm.default()
    let obj = SPObjcAggregateSet()
    XCTAssertEqual(obj.set.sum(ofProperty: "intCol").intValue, 0)
    XCTAssertNil(obj.set.average(ofProperty: "intCol"))
    XCTAssertNil(obj.set.min(ofProperty: "intCol"))
    XCTAssertNil(obj.set.max(ofProperty: "intCol"))
    let dateMin = Date()
    let dateMax = dateMin.addingTimeInterval(1000)
    try realm.transaction {
        for i in 0..<10 {
            let low = i % 2 == 0 || i == 9
            if low {
                SPObjcAggregate.create(in: realm, withValue: [0, 1.2 as Float, 0.0, true, dateMin])
            } else {
                SPObjcAggregate.create(in: realm, withValue: [1, 0.0 as Float, 2.5, false, dateMax])
            }
        }
        obj.set.addObjects(SPObjcAggregate.allObjects(in: realm))
    }
    for pass in 0..<2 {
        if pass == 1 {
            try realm.transaction { realm.add(obj) }
        }
        let set = obj.set
        XCTAssertEqual(set.sum(ofProperty: "intCol").intValue, 4)
        XCTAssertEqual(set.sum(ofProperty: "floatCol").floatValue, 7.2, accuracy: 0.1)
        XCTAssertEqual(set.sum(ofProperty: "doubleCol").doubleValue, 10.0, accuracy: 0.1)
        XCTAssertEqual(set.average(ofProperty: "intCol")!.doubleValue, 0.4, accuracy: 0.1)
        XCTAssertEqual(set.average(ofProperty: "floatCol")!.doubleValue, 0.72, accuracy: 0.1)
        XCTAssertEqual(set.average(ofProperty: "doubleCol")!.doubleValue, 1.0, accuracy: 0.1)
        XCTAssertEqual((set.min(ofProperty: "intCol") as! NSNumber).intValue, 0)
        XCTAssertEqual((set.min(ofProperty: "floatCol") as! NSNumber).floatValue, 0.0)
        XCTAssertEqual((set.min(ofProperty: "doubleCol") as! NSNumber).doubleValue, 0.0)
        XCTAssertEqual(set.min(ofProperty: "dateCol") as! Date, dateMin)
        XCTAssertEqual((set.max(ofProperty: "intCol") as! NSNumber).intValue, 1)
        XCTAssertEqual((set.max(ofProperty: "floatCol") as! NSNumber).floatValue, 1.2 as Float)
        XCTAssertEqual((set.max(ofProperty: "doubleCol") as! NSNumber).doubleValue, 2.5)
        XCTAssertEqual(set.max(ofProperty: "dateCol") as! Date, dateMax)
        // The unmanaged set refuses in its own words, the managed set in realm-core's; both name the operation and the type.
        let sumBool = pass == 0 ? "sumOfProperty:: is not supported for bool property 'SPObjcAggregate.boolCol'" : "Operation 'sum' not supported for bool property 'SPObjcAggregate.boolCol'"
        let sumDate = pass == 0 ? "sumOfProperty:: is not supported for date property 'SPObjcAggregate.dateCol'" : "Operation 'sum' not supported for date property 'SPObjcAggregate.dateCol'"
        let avgBool = pass == 0 ? "averageOfProperty:: is not supported for bool property 'SPObjcAggregate.boolCol'" : "Operation 'average' not supported for bool property 'SPObjcAggregate.boolCol'"
        let avgDate = pass == 0 ? "averageOfProperty:: is not supported for date property 'SPObjcAggregate.dateCol'" : "Operation 'average' not supported for date property 'SPObjcAggregate.dateCol'"
        let minBool = pass == 0 ? "minOfProperty:: is not supported for bool property 'SPObjcAggregate.boolCol'" : "Operation 'min' not supported for bool property 'SPObjcAggregate.boolCol'"
        let maxBool = pass == 0 ? "maxOfProperty:: is not supported for bool property 'SPObjcAggregate.boolCol'" : "Operation 'max' not supported for bool property 'SPObjcAggregate.boolCol'"
        let unknown = "Property 'foo' not found in object of type 'SPObjcAggregate'"
        assertThrows(set.sum(ofProperty: "foo"), reason: unknown)
        assertThrows(set.sum(ofProperty: "boolCol"), reason: sumBool)
        assertThrows(set.sum(ofProperty: "dateCol"), reason: sumDate)
        assertThrows(set.average(ofProperty: "foo"), reason: unknown)
        assertThrows(set.average(ofProperty: "boolCol"), reason: avgBool)
        assertThrows(set.average(ofProperty: "dateCol"), reason: avgDate)
        assertThrows(set.min(ofProperty: "foo"), reason: unknown)
        assertThrows(set.min(ofProperty: "boolCol"), reason: minBool)
        assertThrows(set.max(ofProperty: "foo"), reason: unknown)
        assertThrows(set.max(ofProperty: "boolCol"), reason: maxBool)
    }
}

/// An RLMSet frozen twice is two frozen instances, neither of them the live one; freezing a frozen RLMSet gives it back.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testFreezingFrozenObjectReturnsSelf
func testObjcRLMSetFreezingFrozenReturnsSelf() throws {
    let realm = try Realm()
    let tally = Tally(value: ["id": 1, "weights": [1.5]])
    try realm.write { realm.add(tally) }
    let live = ObjectiveCSupport.convert(object: tally.weights)
    let frozen = live.freeze()
    XCTAssertFalse(live === frozen)
    XCTAssertFalse(live.freeze() === frozen)
    XCTAssertTrue(frozen.freeze() === frozen)
    XCTAssertTrue(frozen.isFrozen)
}

/// Every member of a managed RLMSet of objects works inside a write: count, allObjects, add, addObjects, remove, removeAllObjects, the query members, sorting, key-value coding and enumeration. Once the realm is invalidated the set still answers its class, realm and whether it is invalidated, and refuses each of those members as invalidated.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testAllMethodsCheckForInvalidation
func testObjcSetAllMethodsCheckForInvalidation() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let owner = SPObjcSetOwner.create(in: realm, withValue: ["", [], [[0], [1]]])
    try realm.commitWriteTransaction()
    let set = owner.intSet
    var io = set.allObjects[0]
    realm.beginWriteTransaction()
    XCTAssertEqual(set.objectClassName, "SPObjcInt")
    XCTAssertNotNil(set.realm)
    XCTAssertFalse(set.isInvalidated)
    XCTAssertEqual(set.count, 2)
    XCTAssertEqual(set.allObjects.count, 2)
    set.add(io)
    set.addObjects([io])
    set.remove(io)
    set.removeAllObjects()
    set.addObjects([io, io, io])
    XCTAssertEqual(set.objects(where: "intCol = 0").count, 1)
    XCTAssertEqual(set.objects(with: NSPredicate(format: "intCol = 0")).count, 1)
    XCTAssertEqual(set.sortedResults(usingKeyPath: "intCol", ascending: true).count, 1)
    XCTAssertEqual(set.sortedResults(using: [RLMSortDescriptor(keyPath: "intCol", ascending: true)]).count, 1)
    XCTAssertNotNil(set.allObjects[0])
    XCTAssertEqual(set.value(forKey: "intCol") as! Set<Int>, [0])
    set.setValue(1, forKey: "intCol")
    var seen = 0
    for _ in set { seen += 1 }
    XCTAssertEqual(seen, 1)
    realm.cancelWriteTransaction()
    realm.invalidate()
    realm.beginWriteTransaction()
    io = SPObjcInt.create(in: realm, withValue: [0])
    XCTAssertEqual(set.objectClassName, "SPObjcInt")
    XCTAssertNotNil(set.realm)
    XCTAssertTrue(set.isInvalidated)
    assertThrows(set.count, reason: "invalidated")
    assertThrows(set.allObjects, reason: "invalidated")
    assertThrows(set.add(io), reason: "invalidated")
    assertThrows(set.addObjects([io]), reason: "invalidated")
    assertThrows(set.remove(io), reason: "invalidated")
    assertThrows(set.removeAllObjects(), reason: "invalidated")
    assertThrows(set.objects(where: "intCol = 0"), reason: "invalidated")
    assertThrows(set.objects(with: NSPredicate(format: "intCol = 0")), reason: "invalidated")
    assertThrows(set.sortedResults(usingKeyPath: "intCol", ascending: true), reason: "invalidated")
    assertThrows(set.sortedResults(using: [RLMSortDescriptor(keyPath: "intCol", ascending: true)]), reason: "invalidated")
    assertThrows(set.allObjects[0], reason: "invalidated")
    assertThrows(set.value(forKey: "intCol"), reason: "invalidated")
    assertThrows(set.setValue(1, forKey: "intCol"), reason: "invalidated")
    var after = 0
    assertThrows({ for _ in set { after += 1 } }(), reason: "invalidated")
    XCTAssertEqual(after, 0)
    realm.cancelWriteTransaction()
}

class SPObjcPrimitiveSets: RLMObject {
    @objc dynamic var intObj = RLMSet<NSObject>(objectType: .int, optional: false)
    @objc dynamic var floatObj = RLMSet<NSObject>(objectType: .float, optional: false)
    @objc dynamic var doubleObj = RLMSet<NSObject>(objectType: .double, optional: false)
    @objc dynamic var boolObj = RLMSet<NSObject>(objectType: .bool, optional: false)
    @objc dynamic var stringObj = RLMSet<NSObject>(objectType: .string, optional: false)
    @objc dynamic var dataObj = RLMSet<NSObject>(objectType: .data, optional: false)
    @objc dynamic var dateObj = RLMSet<NSObject>(objectType: .date, optional: false)
}

/// isSubset(of:) between managed sets of strings answers whether each string of one is in the other; an unmanaged set and a set of another type are refused as the argument.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testManagedIsSubsetOfSet
func testObjcSetManagedIsSubset() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let first = SPObjcPrimitiveSets.create(in: realm, withValue: []) as! SPObjcPrimitiveSets
    let second = SPObjcPrimitiveSets.create(in: realm, withValue: []) as! SPObjcPrimitiveSets
    let third = SPObjcPrimitiveSets.create(in: realm, withValue: []) as! SPObjcPrimitiveSets
    first.stringObj.addObjects(["ten", "one", "nine", "two", "eight"])
    second.stringObj.addObjects(["five", "six", "seven", "eight", "nine"])
    third.stringObj.addObjects(["two", "one", "ten"])
    try realm.commitWriteTransaction()
    let unmanaged = SPObjcPrimitiveSets()
    assertThrows(first.stringObj.isSubset(of: unmanaged.stringObj), reason: "Right hand side value must be a managed Set.")
    assertThrows(first.stringObj.isSubset(of: second.intObj), reason: "Cannot intersect sets of type 'string' and 'int'.")
    XCTAssertFalse(first.stringObj.isSubset(of: second.stringObj))
    XCTAssertTrue(third.stringObj.isSubset(of: first.stringObj))
}

/// intersect(_:) of a managed set of strings is refused outside a write and with an unmanaged argument; inside a write it keeps the strings both hold, and intersects(_:) answers whether they share one, before and after.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testManagedIntersect
func testObjcSetManagedIntersect() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let first = SPObjcPrimitiveSets.create(in: realm, withValue: []) as! SPObjcPrimitiveSets
    let second = SPObjcPrimitiveSets.create(in: realm, withValue: []) as! SPObjcPrimitiveSets
    let third = SPObjcPrimitiveSets.create(in: realm, withValue: []) as! SPObjcPrimitiveSets
    first.stringObj.addObjects(["ten", "one", "nine", "two", "eight"])
    second.stringObj.addObjects(["five", "six", "seven", "eight", "nine"])
    third.stringObj.addObjects(["nine", "eight"])
    try realm.commitWriteTransaction()
    let unmanaged = SPObjcPrimitiveSets()
    assertThrows(first.stringObj.intersect(second.stringObj))
    XCTAssertTrue(first.stringObj.intersects(second.stringObj))
    realm.beginWriteTransaction()
    assertThrows(first.stringObj.intersect(unmanaged.stringObj), reason: "Right hand side value must be a managed Set.")
    first.stringObj.intersect(second.stringObj)
    try realm.commitWriteTransaction()
    XCTAssertTrue(first.stringObj.intersects(second.stringObj))
    XCTAssertEqual(first.stringObj.count, 2)
}

/// Two unmanaged sets of objects compare equal, through isEqual(_:) and isEqual(to:), when they hold the same objects, and unequal once one lacks one; once one set is managed isEqual(_:) is false both ways, isEqual(to:) from the managed set is refused and from the unmanaged one false.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testComparision
func testObjcSetComparison() throws {
    let realm = RLMRealm.default()
    let owner = SPObjcSetOwner()
    let owner2 = SPObjcSetOwner()
    owner.name = "name"
    owner.name = "name2"
    XCTAssertNotNil(owner.set)
    XCTAssertNotNil(owner2.set)
    XCTAssertTrue(owner.set.isEqual(owner2.set))
    XCTAssertEqual(owner.set.count, 0)
    XCTAssertEqual(owner2.set.count, 0)
    let obj1 = SPObjcString()
    obj1.stringCol = "a"
    let obj2 = SPObjcString()
    obj2.stringCol = "b"
    let obj3 = SPObjcString()
    obj3.stringCol = "c"
    owner.set.add(obj1)
    owner.set.add(obj2)
    owner.set.add(obj3)
    owner2.set.add(obj1)
    owner2.set.add(obj2)
    owner2.set.add(obj3)
    XCTAssertTrue(owner.set.isEqual(owner2.set))
    XCTAssertTrue(owner.set.isEqual(to: owner2.set))
    owner2.set.remove(obj3)
    XCTAssertFalse(owner.set.isEqual(owner2.set))
    XCTAssertFalse(owner.set.isEqual(to: owner2.set))
    owner2.set.add(obj3)
    XCTAssertTrue(owner.set.isEqual(owner2.set))
    XCTAssertTrue(owner.set.isEqual(to: owner2.set))
    realm.beginWriteTransaction()
    realm.add(owner)
    try realm.commitWriteTransaction()
    XCTAssertFalse(owner.set.isEqual(owner2.set))
    assertThrows(owner.set.isEqual(to: owner2.set), reason: "Right hand side value must be a managed Set.")
    XCTAssertFalse(owner2.set.isEqual(owner.set))
    XCTAssertFalse(owner2.set.isEqual(to: owner.set))
}

/// The sets of values of an unmanaged RLMObject are RLMSets: one takes a number of its type and refuses a string; those of an object created in a write are RLMSets too and contain what is added.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testUnmanagedPrimitive
func testObjcSetUnmanagedPrimitive() throws {
    var obj = SPObjcPrimitiveSets()
    XCTAssertTrue(obj.intObj.description.hasPrefix("RLMSet<int>"))
    XCTAssertTrue(obj.floatObj.description.hasPrefix("RLMSet<float>"))
    XCTAssertTrue(obj.doubleObj.description.hasPrefix("RLMSet<double>"))
    XCTAssertTrue(obj.boolObj.description.hasPrefix("RLMSet<bool>"))
    XCTAssertTrue(obj.stringObj.description.hasPrefix("RLMSet<string>"))
    XCTAssertTrue(obj.dataObj.description.hasPrefix("RLMSet<data>"))
    XCTAssertTrue(obj.dateObj.description.hasPrefix("RLMSet<date>"))
    obj.intObj.add(1 as NSNumber)
    XCTAssertEqual(obj.intObj.allObjects[0] as! NSNumber, 1 as NSNumber)
    assertThrows(obj.intObj.add("" as NSString))
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    obj = SPObjcPrimitiveSets.create(in: realm, withValue: [[], [], [], [], [], [], []]) as! SPObjcPrimitiveSets
    XCTAssertTrue(obj.intObj.description.hasPrefix("RLMSet<int>"))
    XCTAssertTrue(obj.floatObj.description.hasPrefix("RLMSet<float>"))
    XCTAssertTrue(obj.doubleObj.description.hasPrefix("RLMSet<double>"))
    XCTAssertTrue(obj.boolObj.description.hasPrefix("RLMSet<bool>"))
    XCTAssertTrue(obj.stringObj.description.hasPrefix("RLMSet<string>"))
    XCTAssertTrue(obj.dataObj.description.hasPrefix("RLMSet<data>"))
    XCTAssertTrue(obj.dateObj.description.hasPrefix("RLMSet<date>"))
    obj.intObj.add(5 as NSNumber)
    XCTAssertTrue(obj.intObj.contains(5 as NSNumber))
    realm.cancelWriteTransaction()
}

class SPObjcEmployee: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var age: Int32 = 0
    @objc dynamic var hired = false
}

class SPObjcCompany: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var employeeSet = RLMSet<SPObjcEmployee>(objectClassName: SPObjcEmployee.className())
}

/// The description of a managed set of 1012 employees, and of a set of 1012 ints, starts with RLMSet, its element type and an address, shows the elements numbered from 0 (an employee with each property), and ends saying 912 objects were skipped.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testSetDescription
func testObjcSetDescription() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let employees = (SPObjcCompany.createInDefaultRealm(withValue: ["company"]) as! SPObjcCompany).employeeSet
    let ints = (SPObjcPrimitiveSets.createInDefaultRealm(withValue: []) as! SPObjcPrimitiveSets).intObj
    for i in 0..<1012 {
        let person = SPObjcEmployee()
        person.name = "Mary"
        person.age = 24
        person.hired = true
        employees.add(person)
        ints.add((i + 100) as NSNumber)
    }
    try realm.commitWriteTransaction()
    let text = employees.description
    XCTAssertTrue(text.hasPrefix("RLMSet<SPObjcEmployee> <0x"))
    XCTAssertTrue(text.contains("> (\n\t[0] SPObjcEmployee {\n\t\tname = Mary;\n\t\tage = 24;\n\t\thired = 1;\n\t},\n"))
    XCTAssertTrue(text.hasSuffix("\n\t... 912 objects skipped.\n)"))
    let numbers = ints.description
    XCTAssertTrue(numbers.hasPrefix("RLMSet<int> <0x"))
    XCTAssertTrue(numbers.contains("> (\n\t[0] 100,\n\t[1] 101,\n\t[2] 102,\n"))
    XCTAssertTrue(numbers.hasSuffix("\n\t... 912 objects skipped.\n)"))
}

/// value(forKey:) of a set of employees is empty before and after its owner is added; with thirty employees it gives their ages, as does enumerating the set read through value(forKey:) on the owner, and value(forKeyPath:) takes @count, @min, @max, @avg, @unionOfObjects and @distinctUnionOfObjects and refuses a nested key path. An unmanaged set answers the same aggregates, holds each object value(forKey: "self") gives, and refuses the union operators and a nested key path.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testValueForKey
func testObjcSetValueForKey() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    var company = SPObjcCompany()
    company.name = "name"
    XCTAssertEqual((company.employeeSet.value(forKey: "name") as! [String]).count, 0)
    realm.add(company)
    try realm.commitWriteTransaction()
    XCTAssertEqual((company.employeeSet.value(forKey: "name") as! [String]).count, 0)
    var ages: [Int] = []
    realm.beginWriteTransaction()
    for i in 0..<30 {
        ages.append(i)
        let employee = SPObjcEmployee.create(in: realm, withValue: ["name": "Joe", "age": i, "hired": true]) as! SPObjcEmployee
        company.employeeSet.add(employee)
    }
    try realm.commitWriteTransaction()
    let employeeObjects = company.value(forKey: "employeeSet") as! RLMSet<SPObjcEmployee>
    var kvcAges: [Int] = []
    for employee in employeeObjects {
        kvcAges.append(Int(employee.age))
    }
    XCTAssertEqual(Set(kvcAges), Set(ages))
    XCTAssertEqual(Set(company.employeeSet.value(forKey: "age") as! [Int]), Set(ages))
    XCTAssertEqual((company.employeeSet.value(forKeyPath: "@count") as! NSNumber).intValue, 30)
    XCTAssertEqual((company.employeeSet.value(forKeyPath: "@min.age") as! NSNumber).intValue, 0)
    XCTAssertEqual((company.employeeSet.value(forKeyPath: "@max.age") as! NSNumber).intValue, 29)
    XCTAssertEqual((company.employeeSet.value(forKeyPath: "@avg.age") as! NSNumber).doubleValue, 14.5, accuracy: 0.1)
    XCTAssertEqual(company.employeeSet.value(forKeyPath: "@unionOfObjects.age") as! [Int], ages)
    XCTAssertEqual(company.employeeSet.value(forKeyPath: "@distinctUnionOfObjects.name") as! [String], ["Joe"])
    assertThrows(company.employeeSet.value(forKeyPath: "@sum.dogs.@sum.age"), reason: "Nested key paths are not supported yet for KVC collection operators.")

    company = SPObjcCompany()
    for i in 0..<30 {
        company.employeeSet.add(SPObjcEmployee(value: ["name": "Joe", "age": i, "hired": true]))
    }
    for e in company.employeeSet.value(forKey: "self") as! [SPObjcEmployee] {
        XCTAssertTrue(company.employeeSet.contains(e))
    }
    XCTAssertEqual((company.employeeSet.value(forKeyPath: "@count") as! NSNumber).intValue, 30)
    XCTAssertEqual((company.employeeSet.value(forKeyPath: "@min.age") as! NSNumber).intValue, 0)
    XCTAssertEqual((company.employeeSet.value(forKeyPath: "@max.age") as! NSNumber).intValue, 29)
    XCTAssertEqual((company.employeeSet.value(forKeyPath: "@avg.age") as! NSNumber).doubleValue, 14.5, accuracy: 0.1)
    assertThrows(company.employeeSet.value(forKeyPath: "@unionOfObjects.age"), reason: "this class does not implement the unionOfObjects")
    assertThrows(company.employeeSet.value(forKeyPath: "@distinctUnionOfObjects.name"), reason: "this class does not implement the distinctUnionOfObjects")
    assertThrows(company.employeeSet.value(forKeyPath: "@sum.dogs.@sum.age"), reason: "Nested key paths are not supported yet for KVC collection operators.")
}

/// Assigning a managed RLMObject's set of one class to its set property of another class, through the subscript or setValue(_:forKey:), is refused naming the set's type, the expected class and the property.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/SetPropertyTests.m SetPropertyTests.testAssignIncorrectType
func testObjcSetAssignIncorrectType() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let owner = SPObjcSetOwner.create(in: realm, withValue: ["", [["a"]], [[0]]]) as! SPObjcSetOwner
    assertThrows(owner["intSet"] = owner["set"],
                 reason: "RLMSet<SPObjcString> does not match expected type 'SPObjcInt' for property 'SPObjcSetOwner.intSet'.")
    assertThrows(owner.setValue(owner.set, forKey: "intSet"),
                 reason: "RLMSet<SPObjcString> does not match expected type 'SPObjcInt' for property 'SPObjcSetOwner.intSet'.")
    XCTAssertEqual(owner.intSet.count, 1)
    realm.cancelWriteTransaction()
}
