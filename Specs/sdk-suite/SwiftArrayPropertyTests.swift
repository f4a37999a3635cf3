// page: sdk
// tags: sdk, suite

// The models of the SDK's Objective-C array tests from Swift: Swift-declared
// RLMObject classes (a string object, an int object and an owner of an
// RLMArray of each), and the Objective-C test models of the same shape
// (StringObject's string and ArrayPropertyObject's name are nullable).

class SwiftRLMStringObject: RLMObject {
    @objc dynamic var stringCol = ""
}

class SwiftRLMIntObject: RLMObject {
    @objc dynamic var intCol = 0
}

class SwiftRLMArrayPropertyObject: RLMObject {
    @objc dynamic var name = ""
    @objc dynamic var array = RLMArray<SwiftRLMStringObject>(objectClassName: SwiftRLMStringObject.className())
    @objc dynamic var intArray = RLMArray<SwiftRLMIntObject>(objectClassName: SwiftRLMIntObject.className())
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

/// An array read once from its owner keeps the objects added through it
/// after the write commits.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftArrayPropertyTests.swift SwiftRLMArrayPropertyTests.testModifyDetatchedArray
func testSwiftRLMArrayModifyDetached() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let arObj = SwiftRLMArrayPropertyObject.create(in: realm, withValue: ["arrayObject"])
    XCTAssertNotNil(arObj.array, "Should be able to get an empty array")
    XCTAssertEqual(arObj.array.count, 0, "Should start with no array elements")
    let obj = SwiftRLMStringObject()
    obj.stringCol = "a"
    let array = arObj.array
    array.add(obj)
    array.add(SwiftRLMStringObject.create(in: realm, withValue: ["b"]))
    try realm.commitWriteTransaction()
    XCTAssertEqual(array.count, 2, "Should have two elements in array")
    XCTAssertEqual(array[0].stringCol, "a", "First element should have property value 'a'")
    XCTAssertEqual(array[1].stringCol, "b", "Second element should have property value 'b'")
}

/// addObjects with an unmanaged and a managed object adds the unmanaged one
/// to the realm after the managed one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftArrayPropertyTests.swift SwiftRLMArrayPropertyTests.testInsertMultiple
func testSwiftRLMArrayInsertMultiple() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let obj = SwiftRLMArrayPropertyObject.create(in: realm, withValue: ["arrayObject"])
    let child1 = SwiftRLMStringObject.create(in: realm, withValue: ["a"])
    let child2 = SwiftRLMStringObject()
    child2.stringCol = "b"
    obj.array.addObjects([child2, child1] as NSArray)
    try realm.commitWriteTransaction()
    let children = SwiftRLMStringObject.allObjects(in: realm)
    XCTAssertEqual((children[0] as! SwiftRLMStringObject).stringCol, "a", "First child should be 'a'")
    XCTAssertEqual((children[1] as! SwiftRLMStringObject).stringCol, "b", "Second child should be 'b'")
}

/// With the Objective-C models: a string object added alone is the realm's
/// one, and the added owner's first array element is that string.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftArrayPropertyTests.swift SwiftRLMArrayPropertyTests.testBasicArray_objc
func testObjcArrayBasic() throws {
    let string = StringObject()
    string.stringCol = "string"
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    realm.add(string)
    try realm.commitWriteTransaction()
    XCTAssertEqual(StringObject.allObjects(in: realm).count, 1, "There should be a single StringObject in the realm")
    let array = ArrayPropertyObject()
    array.name = "arrayObject"
    array.array.add(string)
    realm.beginWriteTransaction()
    realm.add(array)
    try realm.commitWriteTransaction()
    let arrayObjects = ArrayPropertyObject.allObjects(in: realm)
    XCTAssertEqual(arrayObjects.count, 1, "There should be a single StringObject in the realm")
    let cmp = (arrayObjects.firstObject() as! ArrayPropertyObject).array.firstObject()!
    XCTAssertTrue(string.isEqual(to: cmp), "First array object should be the string object we added")
}

/// With the Objective-C models: an owner created with only its name has an
/// empty array, which takes an unmanaged object, a created one and the
/// first again, each with a description.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftArrayPropertyTests.swift SwiftRLMArrayPropertyTests.testPopulateEmptyArray_objc
func testObjcArrayPopulateEmpty() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let array = ArrayPropertyObject.create(in: realm, withValue: ["arrayObject"])
    XCTAssertNotNil(array.array, "Should be able to get an empty array")
    XCTAssertEqual(array.array.count, 0, "Should start with no array elements")
    let obj = StringObject()
    obj.stringCol = "a"
    array.array.add(obj)
    array.array.add(StringObject.create(in: realm, withValue: ["b"]))
    array.array.add(obj)
    try realm.commitWriteTransaction()
    XCTAssertEqual(array.array.count, 3, "Should have three elements in array")
    XCTAssertEqual((array.array[0]).stringCol!, "a", "First element should have property value 'a'")
    XCTAssertEqual((array.array[1]).stringCol!, "b", "Second element should have property value 'b'")
    XCTAssertEqual((array.array[2]).stringCol!, "a", "Third element should have property value 'a'")
    for idx in 0..<array.array.count {
        XCTAssertFalse(array.array[idx].description.isEmpty, "Object should have description")
    }
}

/// With the Objective-C models: an array read once from its owner keeps the
/// objects added through it after the write commits.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftArrayPropertyTests.swift SwiftRLMArrayPropertyTests.testModifyDetatchedArray_objc
func testObjcArrayModifyDetached() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let arObj = ArrayPropertyObject.create(in: realm, withValue: ["arrayObject"])
    XCTAssertNotNil(arObj.array, "Should be able to get an empty array")
    XCTAssertEqual(arObj.array.count, 0, "Should start with no array elements")
    let obj = StringObject()
    obj.stringCol = "a"
    let array = arObj.array!
    array.add(obj)
    array.add(StringObject.create(in: realm, withValue: ["b"]))
    try realm.commitWriteTransaction()
    XCTAssertEqual(array.count, 2, "Should have two elements in array")
    XCTAssertEqual(array[0].stringCol!, "a", "First element should have property value 'a'")
    XCTAssertEqual(array[1].stringCol!, "b", "Second element should have property value 'b'")
}

/// With the Objective-C models: addObjects with an unmanaged and a managed
/// object adds the unmanaged one to the realm after the managed one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftArrayPropertyTests.swift SwiftRLMArrayPropertyTests.testInsertMultiple_objc
func testObjcArrayInsertMultiple() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let obj = ArrayPropertyObject.create(in: realm, withValue: ["arrayObject"])
    let child1 = StringObject.create(in: realm, withValue: ["a"])
    let child2 = StringObject()
    child2.stringCol = "b"
    obj.array.addObjects([child2, child1] as NSArray)
    try realm.commitWriteTransaction()
    let children = StringObject.allObjects(in: realm)
    XCTAssertEqual((children[0] as! StringObject).stringCol!, "a", "First child should be 'a'")
    XCTAssertEqual((children[1] as! StringObject).stringCol!, "b", "Second child should be 'b'")
}

/// With the Objective-C models: an unmanaged owner's array exists on first
/// read and keeps the same object added twice once the owner is added.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftArrayPropertyTests.swift SwiftRLMArrayPropertyTests.testUnmanaged_objc
func testObjcArrayUnmanaged() throws {
    let realm = RLMRealm.default()
    let array = ArrayPropertyObject()
    array.name = "name"
    XCTAssertNotNil(array.array, "RLMArray property should get created on access")
    let obj = StringObject()
    obj.stringCol = "a"
    array.array.add(obj)
    array.array.add(obj)
    realm.beginWriteTransaction()
    realm.add(array)
    try realm.commitWriteTransaction()
    XCTAssertEqual(array.array.count, 2, "Should have two elements in array")
    XCTAssertEqual(array.array[0].stringCol!, "a", "First element should have property value 'a'")
    XCTAssertEqual(array.array[1].stringCol!, "a", "Second element should have property value 'a'")
}

/// An unmanaged owner's array takes a managed string object and reads it
/// first; added to the realm, the owner takes it a second time, is the
/// realm's only owner, and its array's first object is that string object.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftArrayPropertyTests.swift SwiftRLMArrayPropertyTests.testBasicArray
func testSwiftRLMArrayBasic() throws {
    let word = SwiftRLMStringObject()
    word.stringCol = "word"
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    realm.add(word)
    try realm.commitWriteTransaction()
    XCTAssertEqual(SwiftRLMStringObject.allObjects(in: realm).count, 1)
    let owner = SwiftRLMArrayPropertyObject()
    owner.name = "owner"
    owner.array.add(word)
    XCTAssertEqual(owner.array.count, 1)
    XCTAssertEqual(owner.array.firstObject()!.stringCol, "word")
    realm.beginWriteTransaction()
    realm.add(owner)
    owner.array.add(word)
    try realm.commitWriteTransaction()
    let owners = SwiftRLMArrayPropertyObject.allObjects(in: realm) as! RLMResults<SwiftRLMArrayPropertyObject>
    XCTAssertEqual(owners.count, 1)
    XCTAssertEqual(owners.firstObject()!.array.count, 2)
    XCTAssertTrue(word.isEqual(to: owners.firstObject()!.array.firstObject()!))
}

/// A created owner's empty array takes an unmanaged object, a created one
/// and the first again: three elements in that order, each with a
/// description.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftArrayPropertyTests.swift SwiftRLMArrayPropertyTests.testPopulateEmptyArray
func testSwiftRLMArrayPopulateEmpty() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let owner = SwiftRLMArrayPropertyObject.create(in: realm, withValue: ["owner"])
    XCTAssertNotNil(owner.array)
    XCTAssertEqual(owner.array.count, 0)
    let a = SwiftRLMStringObject()
    a.stringCol = "a"
    owner.array.add(a)
    owner.array.add(SwiftRLMStringObject.create(in: realm, withValue: ["b"]))
    owner.array.add(a)
    try realm.commitWriteTransaction()
    XCTAssertEqual(owner.array.count, 3)
    XCTAssertEqual(owner.array[0].stringCol, "a")
    XCTAssertEqual(owner.array[1].stringCol, "b")
    XCTAssertEqual(owner.array[2].stringCol, "a")
    for element in owner.array {
        XCTAssertFalse(element.description.isEmpty)
    }
}
