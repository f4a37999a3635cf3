// page: sdk
// tags: sdk-suite, object

class RLMUnicodeText: RLMObject {
    @objc dynamic var stringCol = ""
}

class RLMUnicodeName: RLMObject {
    @objc dynamic var 柱колоéнǢкƱаم👍 = "值значен™👍☞⎠‱௹♣︎☐▼❒∑⨌⧭иеمرحبا"
}

/// A string of mixed scripts, symbols and an emoji stored with an RLMObject class's create(in:withValue:) reads back unchanged, and a query for it with objects(in:where:) finds that same object.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftUnicodeTests.swift SwiftRLMUnicodeTests.testUTF8StringContents
/// - sdk-test: Realm/Tests/Swift/SwiftUnicodeTests.swift SwiftRLMUnicodeTests.testUTF8StringContents_objc
func testUnicodeStringContents() throws {
    let text = "值значен™👍☞⎠‱௹♣︎☐▼❒∑⨌⧭иеمرحبا"
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    _ = RLMUnicodeText.create(in: realm, withValue: [text])
    try realm.commitWriteTransaction()
    let first = RLMUnicodeText.allObjects(in: realm).firstObject() as! RLMUnicodeText
    XCTAssertEqual(first.stringCol, text)
    let found = RLMUnicodeText.objects(in: realm, where: "stringCol == %@", text).firstObject() as! RLMUnicodeText
    XCTAssertTrue(first.isEqual(to: found))
}

/// A property whose name mixes scripts and an emoji stores and reads back a string of the same kind.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftUnicodeTests.swift SwiftRLMUnicodeTests.testUTF8PropertyWithUTF8StringContents
/// - sdk-test: Realm/Tests/Swift/SwiftUnicodeTests.swift SwiftRLMUnicodeTests.testUTF8PropertyWithUTF8StringContents_objc
func testUnicodePropertyName() throws {
    let text = "值значен™👍☞⎠‱௹♣︎☐▼❒∑⨌⧭иеمرحبا"
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    _ = RLMUnicodeName.create(in: realm, withValue: [text])
    try realm.commitWriteTransaction()
    let first = RLMUnicodeName.allObjects(in: realm).firstObject() as! RLMUnicodeName
    XCTAssertEqual(first.柱колоéнǢкƱаم👍, text)
}
