// page: sdk
// tags: sdk, suite

// The models of the SDK's Objective-C set property tests from Swift:
// Swift-declared RLMObject classes (a string object, an int object and an
// owner of an RLMSet of each), and the Objective-C test models of the same
// shape (StringObject's string and SetPropertyObject's name are nullable).

class SwiftRLMStringObject: RLMObject {
    @objc dynamic var stringCol = ""
}

class SwiftRLMIntObject: RLMObject {
    @objc dynamic var intCol = 0
}

class SwiftRLMSetPropertyObject: RLMObject {
    @objc dynamic var name = ""
    @objc dynamic var set = RLMSet<SwiftRLMStringObject>(objectClassName: SwiftRLMStringObject.className())
    @objc dynamic var intSet = RLMSet<SwiftRLMIntObject>(objectClassName: SwiftRLMIntObject.className())
}

class StringObject: RLMObject {
    @objc dynamic var stringCol: String?
}

class IntObject: RLMObject {
    @objc dynamic var intCol: Int32 = 0
}

class SetPropertyObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var set = RLMSet<StringObject>(objectClassName: StringObject.className())
    @objc dynamic var intSet = RLMSet<IntObject>(objectClassName: IntObject.className())
}

/// An unmanaged owner's set takes a managed string object; added to the
/// realm, the owner is the realm's only one and its set's first object is
/// that string object, which adding it again does not duplicate.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftSetPropertyTests.swift SwiftRLMSetPropertyTests.testBasicSet
func testSwiftRLMSetBasic() throws {
    let word = SwiftRLMStringObject()
    word.stringCol = "word"
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    realm.add(word)
    try realm.commitWriteTransaction()
    XCTAssertEqual(SwiftRLMStringObject.allObjects(in: realm).count, 1)
    let owner = SwiftRLMSetPropertyObject()
    owner.name = "owner"
    owner.set.add(word)
    XCTAssertEqual(owner.set.count, 1)
    XCTAssertEqual(owner.set.allObjects[0].stringCol, "word")
    realm.beginWriteTransaction()
    realm.add(owner)
    owner.set.add(word)
    try realm.commitWriteTransaction()
    let owners = SwiftRLMSetPropertyObject.allObjects(in: realm) as! RLMResults<SwiftRLMSetPropertyObject>
    XCTAssertEqual(owners.count, 1)
    XCTAssertEqual(owners[0].set.count, 1)
    XCTAssertTrue(word.isEqual(to: owners[0].set.allObjects[0]))
}

/// A managed owner created with only its name has an empty set; adding an
/// unmanaged object, a created one and the first again leaves two, which
/// enumeration visits once each, each with a description.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftSetPropertyTests.swift SwiftRLMSetPropertyTests.testPopulateEmptySet
func testSwiftRLMSetPopulateEmpty() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let owner = SwiftRLMSetPropertyObject.create(in: realm, withValue: ["owner"])
    XCTAssertNotNil(owner.set)
    XCTAssertEqual(owner.set.count, 0)
    let a = SwiftRLMStringObject()
    a.stringCol = "a"
    owner.set.add(a)
    owner.set.add(SwiftRLMStringObject.create(in: realm, withValue: ["b"]))
    owner.set.add(a)
    try realm.commitWriteTransaction()
    XCTAssertEqual(owner.set.count, 2)
    var visited = 0
    for element in owner.set {
        if let o = element as? SwiftRLMStringObject {
            XCTAssertTrue(o.stringCol == "a" || o.stringCol == "b")
            visited += 1
        } else {
            XCTFail("not a SwiftRLMStringObject")
        }
    }
    XCTAssertEqual(visited, 2)
    for element in owner.set {
        XCTAssertFalse(element.description.isEmpty)
    }
}

/// A set read once from its managed owner keeps the two objects added
/// through it after the write commits.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftSetPropertyTests.swift SwiftRLMSetPropertyTests.testModifyDetatchedSet
func testSwiftRLMSetModifyDetached() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let owner = SwiftRLMSetPropertyObject.create(in: realm, withValue: ["owner"])
    XCTAssertNotNil(owner.set)
    XCTAssertEqual(owner.set.count, 0)
    let a = SwiftRLMStringObject()
    a.stringCol = "a"
    let set = owner.set
    set.add(a)
    set.add(SwiftRLMStringObject.create(in: realm, withValue: ["b"]))
    try realm.commitWriteTransaction()
    XCTAssertEqual(set.count, 2)
    var visited = 0
    for element in set {
        if let o = element as? SwiftRLMStringObject {
            XCTAssertTrue(o.stringCol == "a" || o.stringCol == "b")
            visited += 1
        } else {
            XCTFail("not a SwiftRLMStringObject")
        }
    }
    XCTAssertEqual(visited, 2)
}

/// addObjects with an unmanaged and a managed object adds the unmanaged one
/// to the realm after the managed one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftSetPropertyTests.swift SwiftRLMSetPropertyTests.testInsertMultiple
func testSwiftRLMSetInsertMultiple() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let owner = SwiftRLMSetPropertyObject.create(in: realm, withValue: ["owner"])
    let first = SwiftRLMStringObject.create(in: realm, withValue: ["a"])
    let second = SwiftRLMStringObject()
    second.stringCol = "b"
    owner.set.addObjects([second, first] as NSArray)
    try realm.commitWriteTransaction()
    let all = SwiftRLMStringObject.allObjects(in: realm)
    XCTAssertEqual((all[0] as! SwiftRLMStringObject).stringCol, "a")
    XCTAssertEqual((all[1] as! SwiftRLMStringObject).stringCol, "b")
}

/// An unmanaged owner's set exists before anything is added, keeps one
/// object added twice, and still holds just that one once the owner is
/// added to the realm.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftSetPropertyTests.swift SwiftRLMSetPropertyTests.testUnmanaged
func testSwiftRLMSetUnmanaged() throws {
    let realm = RLMRealm.default()
    let owner = SwiftRLMSetPropertyObject()
    owner.name = "owner"
    XCTAssertNotNil(owner.set)
    let a = SwiftRLMStringObject()
    a.stringCol = "a"
    owner.set.add(a)
    owner.set.add(a)
    realm.beginWriteTransaction()
    realm.add(owner)
    try realm.commitWriteTransaction()
    XCTAssertEqual(owner.set.count, 1)
    var visited = 0
    for element in owner.set {
        if let o = element as? SwiftRLMStringObject {
            XCTAssertTrue(o.stringCol.contains("a"))
            visited += 1
        } else {
            XCTFail("not a SwiftRLMStringObject")
        }
    }
    XCTAssertEqual(visited, 1)
}

/// With the Objective-C models: an unmanaged owner's set takes a managed
/// string object; once added, the owner is the realm's only one and its
/// set's first object is that string object.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftSetPropertyTests.swift SwiftRLMSetPropertyTests.testBasicSet_objc
func testObjcSetBasicFromSwift() throws {
    let word = StringObject()
    word.stringCol = "word"
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    realm.add(word)
    try realm.commitWriteTransaction()
    XCTAssertEqual(StringObject.allObjects(in: realm).count, 1)
    let owner = SetPropertyObject()
    owner.name = "owner"
    owner.set.add(word)
    realm.beginWriteTransaction()
    realm.add(owner)
    try realm.commitWriteTransaction()
    let owners = SetPropertyObject.allObjects(in: realm)
    XCTAssertEqual(owners.count, 1)
    let first = (owners.firstObject() as! SetPropertyObject).set.allObjects[0]
    XCTAssertTrue(word.isEqual(to: first))
}

/// With the Objective-C models: a created owner's empty set takes an
/// unmanaged object, a created one and the first again, and holds two,
/// each with a description.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftSetPropertyTests.swift SwiftRLMSetPropertyTests.testPopulateEmptySet_objc
func testObjcSetPopulateEmptyFromSwift() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let owner = SetPropertyObject.create(in: realm, withValue: ["owner"])
    XCTAssertNotNil(owner.set)
    XCTAssertEqual(owner.set.count, 0)
    let a = StringObject()
    a.stringCol = "a"
    owner.set.add(a)
    owner.set.add(StringObject.create(in: realm, withValue: ["b"]))
    owner.set.add(a)
    try realm.commitWriteTransaction()
    XCTAssertEqual(owner.set.count, 2)
    var visited = 0
    for element in owner.set {
        if let o = element as? StringObject {
            XCTAssertTrue(o.stringCol! == "a" || o.stringCol! == "b")
            visited += 1
        } else {
            XCTFail("not a StringObject")
        }
    }
    XCTAssertEqual(visited, 2)
    for element in owner.set.allObjects {
        XCTAssertFalse(element.description.isEmpty)
    }
}

/// With the Objective-C models: a set read once from its owner keeps the
/// objects added through it after the write commits.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftSetPropertyTests.swift SwiftRLMSetPropertyTests.testModifyDetatchedSet_objc
func testObjcSetModifyDetachedFromSwift() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let owner = SetPropertyObject.create(in: realm, withValue: ["owner"])
    XCTAssertNotNil(owner.set)
    XCTAssertEqual(owner.set.count, 0)
    let a = StringObject()
    a.stringCol = "a"
    let set = owner.set!
    set.add(a)
    set.add(StringObject.create(in: realm, withValue: ["b"]))
    try realm.commitWriteTransaction()
    XCTAssertEqual(set.count, 2)
    var visited = 0
    for element in set {
        if let o = element as? StringObject {
            XCTAssertTrue(o.stringCol! == "a" || o.stringCol! == "b")
            visited += 1
        } else {
            XCTFail("not a StringObject")
        }
    }
    XCTAssertEqual(visited, 2)
}

/// With the Objective-C models: addObjects with an unmanaged and a managed
/// object adds the unmanaged one to the realm after the managed one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftSetPropertyTests.swift SwiftRLMSetPropertyTests.testInsertMultiple_objc
func testObjcSetInsertMultipleFromSwift() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let owner = SetPropertyObject.create(in: realm, withValue: ["owner"])
    let first = StringObject.create(in: realm, withValue: ["a"])
    let second = StringObject()
    second.stringCol = "b"
    owner.set.addObjects([second, first] as NSArray)
    try realm.commitWriteTransaction()
    let all = StringObject.allObjects(in: realm)
    XCTAssertEqual((all[0] as! StringObject).stringCol!, "a")
    XCTAssertEqual((all[1] as! StringObject).stringCol!, "b")
}

/// With the Objective-C models: an unmanaged owner's set exists at once,
/// keeps one object added twice, and holds that one after the owner is
/// added.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftSetPropertyTests.swift SwiftRLMSetPropertyTests.testUnmanaged_objc
func testObjcSetUnmanagedFromSwift() throws {
    let realm = RLMRealm.default()
    let owner = SetPropertyObject()
    owner.name = "owner"
    XCTAssertNotNil(owner.set)
    let a = StringObject()
    a.stringCol = "a"
    owner.set.add(a)
    owner.set.add(a)
    realm.beginWriteTransaction()
    realm.add(owner)
    try realm.commitWriteTransaction()
    XCTAssertEqual(owner.set.count, 1)
    var visited = 0
    for element in owner.set {
        if let o = element as? StringObject {
            XCTAssertTrue(o.stringCol!.contains("a"))
            visited += 1
        } else {
            XCTFail("not a StringObject")
        }
    }
    XCTAssertEqual(visited, 1)
}
