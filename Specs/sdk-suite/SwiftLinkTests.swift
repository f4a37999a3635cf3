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

// The SDK's Swift models for links: a dog with the owners linking to it,
// an owner whose dog defaults to a new one, and a target whose only
// property is its backlinks, with the object that links to it.
class SwiftDogObject: Object {
    @Persisted var dogName = ""
    @Persisted(originProperty: "dog") var owners: LinkingObjects<SwiftOwnerObject>
}

class SwiftOwnerObject: Object {
    @Persisted var name = ""
    @Persisted var dog: SwiftDogObject? = SwiftDogObject()
}

class LinkToOnlyComputed: Object {
    @Persisted var value: Int = 0
    @Persisted var link: OnlyComputedProps?
}

class OnlyComputedProps: Object {
    @Persisted(originProperty: "link") var backlinks: LinkingObjects<LinkToOnlyComputed>
}

/// Adding an owner adds its dog; an owner created with a null dog and then
/// given the first owner's dog links to the same dog: two owners, one dog.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/SwiftLinkTests.swift SwiftLinkTests.testMultipleOwnerLink
func testSwiftMultipleOwnerLink() throws {
    let realm = try Realm()
    let owner = SwiftOwnerObject()
    owner.name = "Tim"
    owner.dog = SwiftDogObject()
    owner.dog!.dogName = "Harvie"
    try realm.write { realm.add(owner) }
    XCTAssertEqual(realm.objects(SwiftOwnerObject.self).count, Int(1), "Expecting 1 owner")
    XCTAssertEqual(realm.objects(SwiftDogObject.self).count, Int(1), "Expecting 1 dog")
    realm.beginWrite()
    let fiel = realm.create(SwiftOwnerObject.self, value: ["Fiel", NSNull()])
    fiel.dog = owner.dog
    try realm.commitWrite()
    XCTAssertEqual(realm.objects(SwiftOwnerObject.self).count, Int(2), "Expecting 2 owners")
    XCTAssertEqual(realm.objects(SwiftDogObject.self).count, Int(1), "Expecting 1 dog")
}

/// A dog's owners are empty until the dog is added; then they hold the one
/// owner, and none once the owner's link is cleared.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/SwiftLinkTests.swift SwiftLinkTests.testLinkingObjects
func testSwiftLinkingObjectsOfDog() throws {
    let realm = try Realm()
    let owner = SwiftOwnerObject()
    owner.name = "Tim"
    owner.dog = SwiftDogObject()
    owner.dog!.dogName = "Harvie"
    XCTAssertEqual(0, owner.dog!.owners.count, "Linking objects are not available until the object is persisted")
    try realm.write {
        realm.add(owner)
    }
    let owners = owner.dog!.owners
    XCTAssertEqual(1, owners.count)
    XCTAssertEqual(owner.name, owners.first!.name)
    try realm.write {
        owner.dog = nil
    }
    XCTAssertEqual(0, owners.count)
}

/// The backlinks of a class with no other property count only the added
/// objects linking to it, and a class with only backlinks can be added with
/// none.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/SwiftLinkTests.swift SwiftLinkTests.testLinkingObjectsWithNoPersistedProps
func testSwiftBacklinksOfOnlyComputed() throws {
    let realm = try Realm()
    let target = OnlyComputedProps()
    let source1 = LinkToOnlyComputed()
    source1.value = 1
    source1.link = target
    XCTAssertEqual(target.backlinks.count, 0, "Linking objects are not available until the object is persisted")
    try realm.write {
        realm.add(source1)
    }
    XCTAssertEqual(target.backlinks.count, 1)
    XCTAssertEqual(target.backlinks.first!.value, source1.value)
    let source2 = LinkToOnlyComputed()
    source2.value = 2
    source2.link = target
    XCTAssertEqual(target.backlinks.count, 1, "Linking objects to an unpersisted object are not available")
    try realm.write {
        realm.add(source2)
    }
    XCTAssertEqual(target.backlinks.count, 2)
    XCTAssertTrue(target.backlinks.contains(where: { $0.value == 2 }))
    let targetWithNoLinks = OnlyComputedProps()
    try realm.write {
        realm.add(targetWithNoLinks)
    }
    XCTAssertEqual(targetWithNoLinks.backlinks.count, 0, "No object is linking to targetWithNoLinks")
}

class SwiftRLMLinkSourceObject: RLMObject {
    @objc dynamic var id = 0
    @objc dynamic var link: SwiftRLMLinkTargetObject?
}

class SwiftRLMLinkTargetObject: RLMObject {
    @objc dynamic var id = 0
    @objc dynamic var backlinks: RLMLinkingObjects<SwiftRLMLinkSourceObject>?
    override class func linkingObjectsProperties() -> [String: RLMPropertyDescriptor] {
        ["backlinks": RLMPropertyDescriptor(with: SwiftRLMLinkSourceObject.self, propertyName: "link")]
    }
}

/// An unmanaged target has no linking objects; adding the object that links
/// to it adds the target too, whose linking objects are then that source.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/Swift/SwiftLinkTests.swift SwiftRLMLinkTests.testLinkingObjects
func testObjcLinkingObjectsFromSwift() throws {
    let realm = RLMRealm.default()
    let target = SwiftRLMLinkTargetObject()
    target.id = 7
    let source = SwiftRLMLinkSourceObject()
    source.id = 5678
    source.link = target
    XCTAssertEqual(target.backlinks!.count, 0)
    realm.beginWriteTransaction()
    realm.add(source)
    try realm.commitWriteTransaction()
    XCTAssertNotNil(target.realm)
    XCTAssertEqual(target.backlinks!.count, 1)
    XCTAssertEqual((target.backlinks!.firstObject() as! SwiftRLMLinkSourceObject).id, 5678)
}
