// page: sdk
// tags: sdk-suite, object

class RLMSuiteDog: RLMObject {
    @objc dynamic var dogName = ""
}

class RLMSuiteOwner: RLMObject {
    @objc dynamic var name = ""
    @objc dynamic var dog: RLMSuiteDog?
}

/// Adding an RLMObject adds the object it links to; a second owner created without a dog and then given the first owner's dog links to that same dog, so there are two owners and still one dog.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftLinkTests.swift SwiftRLMLinkTests.testMultipleOwnerLink
/// - sdk-test: Realm/Tests/Swift/SwiftLinkTests.swift SwiftRLMLinkTests.testMultipleOwnerLink_objc
func testObjcMultipleOwnerLink() throws {
    let realm = RLMRealm.default()
    let owner = RLMSuiteOwner()
    owner.name = "Tim"
    owner.dog = RLMSuiteDog()
    owner.dog!.dogName = "Harvie"
    realm.beginWriteTransaction()
    realm.add(owner)
    try realm.commitWriteTransaction()
    XCTAssertEqual(RLMSuiteOwner.allObjects(in: realm).count, 1)
    XCTAssertEqual(RLMSuiteDog.allObjects(in: realm).count, 1)
    realm.beginWriteTransaction()
    let fiel = RLMSuiteOwner.create(in: realm, withValue: ["Fiel", nil])
    fiel.dog = owner.dog
    try realm.commitWriteTransaction()
    XCTAssertEqual(RLMSuiteOwner.allObjects(in: realm).count, 2)
    XCTAssertEqual(RLMSuiteDog.allObjects(in: realm).count, 1)
}
