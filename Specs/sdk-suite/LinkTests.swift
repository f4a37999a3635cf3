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

// The SDK's object of every type, whose object-typed values are required and start nil.
class AllTypesObject: RLMObject {
    @objc dynamic var boolCol = false
    @objc dynamic var intCol: Int32 = 0
    @objc dynamic var floatCol: Float = 0
    @objc dynamic var doubleCol = 0.0
    @objc dynamic var stringCol: String?
    @objc dynamic var binaryCol: Data?
    @objc dynamic var dateCol: Date?
    @objc dynamic var cBoolCol = false
    @objc dynamic var longCol: Int64 = 0
    @objc dynamic var decimalCol: Decimal128?
    @objc dynamic var objectIdCol: ObjectId?
    @objc dynamic var uuidCol: UUID?
    @objc dynamic var objectCol: StringObject?
    override class func requiredProperties() -> [String] {
        ["stringCol", "dateCol", "binaryCol", "decimalCol", "objectIdCol", "uuidCol"]
    }
}

class LinkToAllTypesObject: RLMObject {
    @objc dynamic var allTypesCol: AllTypesObject?
}

/// Adding an object whose linked object leaves its required values unset is refused, and so is creating an owner whose dog is given as an object of another class; the write still commits.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/LinkTests.m LinkTests.testInvalidLinks
func testObjcInvalidLinksRefused() throws {
    let realm = RLMRealm.default()
    let holder = LinkToAllTypesObject()
    holder.allTypesCol = AllTypesObject()
    realm.beginWriteTransaction()
    assertThrows(realm.add(holder))
    let notADog = StringObject.create(in: realm, withValue: ["not a dog"]) as! StringObject
    assertThrows(OwnerObject.create(in: realm, withValue: ["Tim", notADog]))
    try realm.commitWriteTransaction()
}
