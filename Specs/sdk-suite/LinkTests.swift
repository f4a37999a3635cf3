// page: sdk
// tags: sdk, suite

// What the Objective-C SDK's link tests check, through the Swift spelling of
// the Objective-C API: RLMObject models with `@objc dynamic` links and
// `RLMRealm.default()`. The models restate the SDK's test models.


class DogObject: RLMObject {
    @objc dynamic var dogName: String?
    @objc dynamic var age: Int32 = 0
}

class OwnerObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var dog: DogObject?
}

class StringObject: RLMObject {
    @objc dynamic var stringCol: String?
}

class CircleObject: RLMObject {
    @objc dynamic var data: String?
    @objc dynamic var next: CircleObject?
}

/// An owner added with no dog is stored alone, and its dog reads back as nil.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/LinkTests.m LinkTests.testBasicLinkWithNil
func testObjcLinkAddedWithNil() throws {
    let realm = RLMRealm.default()
    let owner = OwnerObject()
    owner.name = "Tim"
    owner.dog = nil
    realm.beginWriteTransaction()
    realm.add(owner)
    try realm.commitWriteTransaction()
    let owners = OwnerObject.objects(in: realm, with: nil)
    let dogs = DogObject.objects(in: realm, with: nil)
    XCTAssertEqual(owners.count, 1)
    XCTAssertEqual(dogs.count, 0)
    XCTAssertEqual(owners[0].name, "Tim")
    let tim = owners[0]
    XCTAssertNil(tim.dog)
}

/// Two owners may link to the same dog: linking a second owner to it adds no dog.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/LinkTests.m LinkTests.testMultipleOwnerLink
func testObjcLinkMultipleOwners() throws {
    let realm = RLMRealm.default()
    let owner = OwnerObject()
    owner.name = "Tim"
    owner.dog = DogObject()
    owner.dog!.dogName = "Harvie"
    owner.dog!.age = 0
    realm.beginWriteTransaction()
    realm.add(owner)
    try realm.commitWriteTransaction()
    XCTAssertEqual(OwnerObject.allObjects(in: realm).count, 1)
    XCTAssertEqual(DogObject.allObjects(in: realm).count, 1)
    realm.beginWriteTransaction()
    let fiel = OwnerObject.create(in: realm, withValue: ["Fiel", NSNull()]) as! OwnerObject
    fiel.dog = DogObject.allObjects(in: realm).firstObject()
    try realm.commitWriteTransaction()
    XCTAssertEqual(OwnerObject.objects(in: realm, with: nil).count, 2)
    XCTAssertEqual(DogObject.objects(in: realm, with: nil).count, 1)
}

/// A query through a link of a string property (`dog.dogName.first`) is refused.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/LinkTests.m LinkTests.testLinkTooManyRelationships
func testObjcLinkQueryThroughStringRefused() throws {
    let realm = RLMRealm.default()
    let owner = OwnerObject()
    owner.name = "Tim"
    owner.dog = DogObject()
    owner.dog!.dogName = "Harvie"
    realm.beginWriteTransaction()
    realm.add(owner)
    try realm.commitWriteTransaction()
    assertThrows(OwnerObject.objects(in: realm, where: "dog.dogName.first = 'Fifo'"))
}

/// Two unmanaged objects linking to each other are both added, each once.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/LinkTests.m LinkTests.testBidirectionalRelationship
func testObjcLinkBidirectional() throws {
    let realm = RLMRealm.default()
    let obj0 = CircleObject(value: ["a", NSNull()])
    let obj1 = CircleObject(value: ["b", obj0])
    obj0.next = obj1
    realm.beginWriteTransaction()
    realm.add(obj0)
    realm.add(obj1)
    try realm.commitWriteTransaction()
    let results = CircleObject.allObjects()
    XCTAssertEqual(results[0].data, "a")
    XCTAssertEqual(results[1].data, "b")
}

/// An object linking to itself is added once; a change through the link is a change of the object.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/LinkTests.m LinkTests.testCircularLinks
func testObjcLinkToItself() throws {
    let realm = RLMRealm.default()
    let obj = CircleObject()
    obj.data = "a"
    obj.next = obj
    realm.beginWriteTransaction()
    realm.add(obj)
    obj.next!.data = "b"
    try realm.commitWriteTransaction()
    XCTAssertEqual(CircleObject.allObjects(in: realm).count, 1)
    let obj1 = CircleObject.allObjects(in: realm).firstObject()!
    XCTAssertEqual(obj1.data, "b")
    XCTAssertEqual(obj1.data, obj.next!.data)
}
