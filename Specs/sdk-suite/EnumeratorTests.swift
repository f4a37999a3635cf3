// page: sdk
// tags: sdk, suite

// What the Objective-C SDK's enumerator test checks, through the Swift
// spelling of the Objective-C API: for-in over RLMResults of an RLMObject model.

class EmployeeObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var age: Int32 = 0
    @objc dynamic var hired = false
}

/// for-in over results gives nothing when empty, every object in insertion order, and a query's matches in order.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/EnumeratorTests.m EnumeratorTests.testEnum
func testObjcEnumerateResults() throws {
    let realm = RLMRealm.default()
    let emptyPeople = EmployeeObject.allObjects()
    for row in emptyPeople {
        XCTFail("No objects should have been added \(row.name!)")
    }
    let rowsArray: [[String: Any]] = [["name": "John", "age": 20, "hired": true],
                                      ["name": "Mary", "age": 21, "hired": false],
                                      ["name": "Lars", "age": 21, "hired": true],
                                      ["name": "Phil", "age": 43, "hired": false],
                                      ["name": "Anni", "age": 54, "hired": true]]
    realm.beginWriteTransaction()
    for rowArray in rowsArray {
        EmployeeObject.create(in: realm, withValue: rowArray)
    }
    try realm.commitWriteTransaction()
    let people = EmployeeObject.allObjects()
    var index = 0
    for row in people {
        XCTAssertEqual(row.name, rowsArray[index]["name"] as? String)
        XCTAssertEqual(Int(row.age), rowsArray[index]["age"] as? Int)
        XCTAssertEqual(row.hired, rowsArray[index]["hired"] as? Bool)
        index += 1
    }
    XCTAssertEqual(index, 5)
    let pred = NSPredicate(format: "hired = YES && age BETWEEN {20, 30}")
    let filteredArray = [rowsArray[0], rowsArray[2]]
    let res = EmployeeObject.objects(with: pred)
    index = 0
    for row in res {
        XCTAssertEqual(row.name, filteredArray[index]["name"] as? String)
        XCTAssertEqual(Int(row.age), filteredArray[index]["age"] as? Int)
        XCTAssertEqual(row.hired, filteredArray[index]["hired"] as? Bool)
        index += 1
    }
    XCTAssertEqual(index, 2)
}
