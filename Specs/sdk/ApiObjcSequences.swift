// page: sdk
// tags: sdk-api

/// RLMArray, RLMSet and RLMResults are Swift sequences of their elements: forEach visits each one.
/// - section: sdk-api
func testObjcCollectionsForEach() throws {
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "dogs": [["name": "Rex", "age": 4], ["name": "Fido", "age": 2]]])
    try realm.write { realm.add(ann) }
    var names: [String] = []
    ObjectiveCSupport.convert(object: ann.dogs).forEach { names.append(($0 as! Dog).name) }
    XCTAssertEqual(names, ["Rex", "Fido"])
    var ages = 0
    ObjectiveCSupport.convert(object: realm.objects(Dog.self)).forEach { ages += ($0 as! Dog).age }
    XCTAssertEqual(ages, 6)
    let rex = Dog(value: ["name": "Rex"])
    rex.citiesVisited.insert(objectsIn: ["Oslo", "Lima"])
    var count = 0
    ObjectiveCSupport.convert(object: rex.citiesVisited).forEach { _ in count += 1 }
    XCTAssertEqual(count, 2)
}
