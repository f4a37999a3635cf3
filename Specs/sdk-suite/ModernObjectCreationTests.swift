// page: sdk
// tags: sdk, suite

// Models restated from the SDK's test models (`@Persisted` declarations).

class ModernEmbeddedParentObject: Object {
    @Persisted var object: ModernEmbeddedTreeObject1?
    @Persisted var array: List<ModernEmbeddedTreeObject1>
}

class ModernEmbeddedPrimaryParentObject: Object {
    @Persisted(primaryKey: true) var pk: Int = 0
    @Persisted var object: ModernEmbeddedTreeObject1?
    @Persisted var array: List<ModernEmbeddedTreeObject1>
}

class ModernEmbeddedTreeObject1: EmbeddedObject {
    @Persisted var value = 0
    @Persisted var bool = false
    @Persisted var child: ModernEmbeddedTreeObject2?
    @Persisted var children: List<ModernEmbeddedTreeObject2>
    @Persisted(originProperty: "object") var parent1: LinkingObjects<ModernEmbeddedParentObject>
    @Persisted(originProperty: "array") var parent2: LinkingObjects<ModernEmbeddedParentObject>
}

class ModernEmbeddedTreeObject2: EmbeddedObject {
    @Persisted var value = 0
    @Persisted var child: ModernEmbeddedTreeObject3?
    @Persisted var children: List<ModernEmbeddedTreeObject3>
    @Persisted(originProperty: "child") var parent3: LinkingObjects<ModernEmbeddedTreeObject1>
    @Persisted(originProperty: "children") var parent4: LinkingObjects<ModernEmbeddedTreeObject1>
}

class ModernEmbeddedTreeObject3: EmbeddedObject {
    @Persisted var value = 0
    @Persisted(originProperty: "child") var parent3: LinkingObjects<ModernEmbeddedTreeObject2>
    @Persisted(originProperty: "children") var parent4: LinkingObjects<ModernEmbeddedTreeObject2>
}

class SwiftPrimaryStringObject: Object {
    @Persisted(primaryKey: true) var stringCol = ""
    @Persisted var intCol = 0
}

class SwiftLinkToPrimaryStringObject: Object {
    @Persisted(primaryKey: true) var pk = ""
    @Persisted var object: SwiftPrimaryStringObject?
    @Persisted var objects: List<SwiftPrimaryStringObject>
}

/// create from a dictionary makes the nested embedded objects, and each one's linking objects reach its parent.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testCreateEmbeddedWithDictionary
func testCreateEmbeddedTreeFromDictionaryOfModernModels() throws {
    let realm = try Realm()
    realm.beginWrite()
    let parent = realm.create(ModernEmbeddedParentObject.self, value: [
        "object": ["value": 5, "child": ["value": 6], "children": [[7], [8]]],
        "array": [[9], [10]]
    ])
    XCTAssertEqual(parent.object!.value, 5)
    XCTAssertEqual(parent.object!.child!.value, 6)
    XCTAssertEqual(parent.object!.children.count, 2)
    XCTAssertEqual(parent.object!.children[0].value, 7)
    XCTAssertEqual(parent.object!.children[1].value, 8)
    XCTAssertEqual(parent.array.count, 2)
    XCTAssertEqual(parent.array[0].value, 9)
    XCTAssertEqual(parent.array[1].value, 10)
    XCTAssertTrue(parent.isSameObject(as: parent.object!.parent1.first!))
    XCTAssertTrue(parent.isSameObject(as: parent.array[0].parent2.first!))
    XCTAssertTrue(parent.isSameObject(as: parent.array[1].parent2.first!))
    XCTAssertTrue(parent.object!.isSameObject(as: parent.object!.child!.parent3.first!))
    XCTAssertTrue(parent.object!.isSameObject(as: parent.object!.children[0].parent4.first!))
    XCTAssertTrue(parent.object!.isSameObject(as: parent.object!.children[1].parent4.first!))
    realm.cancelWrite()
}

/// create from an unmanaged parent copies its embedded tree and leaves the source unmanaged.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testCreateEmbeddedWithUnmanagedObjects
func testCreateEmbeddedTreeFromUnmanagedParentOfModernModels() throws {
    let source = ModernEmbeddedParentObject()
    source.object = ModernEmbeddedTreeObject1(value: [5])
    source.object!.child = ModernEmbeddedTreeObject2(value: [6])
    source.object!.children.append(ModernEmbeddedTreeObject2(value: [7]))
    source.object!.children.append(ModernEmbeddedTreeObject2(value: [8]))
    source.array.append(ModernEmbeddedTreeObject1(value: [9]))
    source.array.append(ModernEmbeddedTreeObject1(value: [10]))
    let realm = try Realm()
    realm.beginWrite()
    let parent = realm.create(ModernEmbeddedParentObject.self, value: source)
    XCTAssertNil(source.realm)
    XCTAssertEqual(parent.object!.value, 5)
    XCTAssertEqual(parent.object!.child!.value, 6)
    XCTAssertEqual(parent.object!.children.count, 2)
    XCTAssertEqual(parent.object!.children[0].value, 7)
    XCTAssertEqual(parent.object!.children[1].value, 8)
    XCTAssertEqual(parent.array.count, 2)
    XCTAssertEqual(parent.array[0].value, 9)
    XCTAssertEqual(parent.array[1].value, 10)
    realm.cancelWrite()
}

/// create from a managed parent of the same realm makes a second parent with a copy of the embedded tree.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testCreateEmbeddedFromManagedObjectInSameRealm
func testCreateEmbeddedTreeFromManagedParentOfModernModels() throws {
    let realm = try Realm()
    realm.beginWrite()
    let parent = realm.create(ModernEmbeddedParentObject.self, value: [
        "object": ["value": 5, "child": ["value": 6], "children": [[7], [8]]],
        "array": [[9], [10]]
    ])
    let copy = realm.create(ModernEmbeddedParentObject.self, value: parent)
    XCTAssertNotEqual(parent, copy)
    XCTAssertEqual(copy.object!.value, 5)
    XCTAssertEqual(copy.object!.child!.value, 6)
    XCTAssertEqual(copy.object!.children.count, 2)
    XCTAssertEqual(copy.object!.children[0].value, 7)
    XCTAssertEqual(copy.object!.children[1].value, 8)
    XCTAssertEqual(copy.array.count, 2)
    XCTAssertEqual(copy.array[0].value, 9)
    XCTAssertEqual(copy.array[1].value, 10)
    realm.cancelWrite()
}

/// Adding an unmanaged parent makes its embedded objects, the very instances, managed with their values.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testAddEmbedded
func testAddEmbeddedTreeManagesInstancesOfModernModels() throws {
    let parent = ModernEmbeddedParentObject()
    let o0 = ModernEmbeddedTreeObject1(value: ["value": 0])
    let o1 = ModernEmbeddedTreeObject2(value: ["value": 1])
    let o2 = ModernEmbeddedTreeObject2(value: ["value": 2])
    let o3 = ModernEmbeddedTreeObject2(value: ["value": 3])
    let o4 = ModernEmbeddedTreeObject1(value: ["value": 4])
    let o5 = ModernEmbeddedTreeObject1(value: ["value": 5])
    parent.object = o0
    parent.object!.child = o1
    parent.object!.children.append(o2)
    parent.object!.children.append(o3)
    parent.array.append(o4)
    parent.array.append(o5)
    let realm = try Realm()
    realm.beginWrite()
    realm.add(parent)
    XCTAssertEqual(o0.realm, realm)
    XCTAssertEqual(o1.realm, realm)
    XCTAssertEqual(o2.realm, realm)
    XCTAssertEqual(o3.realm, realm)
    XCTAssertEqual(o4.realm, realm)
    XCTAssertEqual(o5.realm, realm)
    XCTAssertEqual(o0.value, 0)
    XCTAssertEqual(o1.value, 1)
    XCTAssertEqual(o2.value, 2)
    XCTAssertEqual(o3.value, 3)
    XCTAssertEqual(o4.value, 4)
    XCTAssertEqual(o5.value, 5)
    XCTAssertEqual(parent.object!.value, 0)
    XCTAssertEqual(parent.object!.child!.value, 1)
    XCTAssertEqual(parent.object!.children.count, 2)
    XCTAssertEqual(parent.object!.children[0].value, 2)
    XCTAssertEqual(parent.object!.children[1].value, 3)
    XCTAssertEqual(parent.array.count, 2)
    XCTAssertEqual(parent.array[0].value, 4)
    XCTAssertEqual(parent.array[1].value, 5)
    realm.cancelWrite()
}

/// add with update .all replaces the embedded objects of the existing parent: the old ones become invalid, the new ones are managed.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testAddAndUpdateEmbedded
func testAddUpdateAllReplacesEmbeddedTreeOfModernModels() throws {
    let parent = ModernEmbeddedPrimaryParentObject()
    let o0 = ModernEmbeddedTreeObject1(value: ["value": 0])
    let o1 = ModernEmbeddedTreeObject2(value: ["value": 1])
    let o2 = ModernEmbeddedTreeObject2(value: ["value": 2])
    let o3 = ModernEmbeddedTreeObject2(value: ["value": 3])
    let o4 = ModernEmbeddedTreeObject1(value: ["value": 4])
    let o5 = ModernEmbeddedTreeObject1(value: ["value": 5])
    parent.object = o0
    parent.object!.child = o1
    parent.object!.children.append(o2)
    parent.object!.children.append(o3)
    parent.array.append(o4)
    parent.array.append(o5)
    let parent2 = ModernEmbeddedPrimaryParentObject()
    let o6 = ModernEmbeddedTreeObject1(value: ["value": 6])
    let o7 = ModernEmbeddedTreeObject2(value: ["value": 7])
    let o8 = ModernEmbeddedTreeObject2(value: ["value": 8])
    let o9 = ModernEmbeddedTreeObject2(value: ["value": 9])
    let o10 = ModernEmbeddedTreeObject1(value: ["value": 10])
    let o11 = ModernEmbeddedTreeObject1(value: ["value": 11])
    parent2.object = o6
    parent2.object!.child = o7
    parent2.object!.children.append(o8)
    parent2.object!.children.append(o9)
    parent2.array.append(o10)
    parent2.array.append(o11)
    let realm = try Realm()
    realm.beginWrite()
    realm.add(parent)
    realm.add(parent2, update: .all)
    XCTAssertEqual(o0.realm, realm)
    XCTAssertEqual(o1.realm, realm)
    XCTAssertEqual(o2.realm, realm)
    XCTAssertEqual(o3.realm, realm)
    XCTAssertEqual(o4.realm, realm)
    XCTAssertEqual(o5.realm, realm)
    XCTAssertEqual(o6.realm, realm)
    XCTAssertEqual(o7.realm, realm)
    XCTAssertEqual(o8.realm, realm)
    XCTAssertEqual(o9.realm, realm)
    XCTAssertEqual(o10.realm, realm)
    XCTAssertEqual(o11.realm, realm)
    XCTAssertTrue(o0.isInvalidated)
    XCTAssertTrue(o1.isInvalidated)
    XCTAssertTrue(o2.isInvalidated)
    XCTAssertTrue(o3.isInvalidated)
    XCTAssertTrue(o4.isInvalidated)
    XCTAssertTrue(o5.isInvalidated)
    XCTAssertEqual(o6.value, 6)
    XCTAssertEqual(o7.value, 7)
    XCTAssertEqual(o8.value, 8)
    XCTAssertEqual(o9.value, 9)
    XCTAssertEqual(o10.value, 10)
    XCTAssertEqual(o11.value, 11)
    XCTAssertTrue(parent.isSameObject(as: parent2))
    XCTAssertEqual(parent.object!.value, 6)
    XCTAssertEqual(parent.object!.child!.value, 7)
    XCTAssertEqual(parent.object!.children.count, 2)
    XCTAssertEqual(parent.object!.children[0].value, 8)
    XCTAssertEqual(parent.object!.children[1].value, 9)
    XCTAssertEqual(parent.array.count, 2)
    XCTAssertEqual(parent.array[0].value, 10)
    XCTAssertEqual(parent.array[1].value, 11)
    realm.cancelWrite()
}

/// add with update .modified of an object whose nested object has an existing primary key updates that existing object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testAddAndUpdateChangedWithExisingNestedObjects
func testAddUpdateModifiedUpdatesExistingNestedObjectOfModernModels() throws {
    let realm = try Realm()
    realm.beginWrite()
    let existing = realm.create(SwiftPrimaryStringObject.self, value: ["primary", 1])
    try realm.commitWrite()
    realm.beginWrite()
    let object = SwiftLinkToPrimaryStringObject(value: ["primary", ["primary", 2]])
    realm.add(object, update: .modified)
    try realm.commitWrite()
    XCTAssertNotNil(object.realm)
    XCTAssertEqual(object.object!, existing)
    XCTAssertEqual(existing.intCol, 2)
}

/// add with update .modified updates the existing parent's embedded objects in place: they stay valid and hold the new values, and the new objects become those same objects.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ModernObjectCreationTests.swift ModernObjectCreationTests.testAddAndUpdateChangedEmbedded
func testModernAddUpdateModifiedUpdatesEmbeddedTreeInPlace() throws {
    let parent = ModernEmbeddedPrimaryParentObject()
    let o0 = ModernEmbeddedTreeObject1(value: ["value": 0])
    let o1 = ModernEmbeddedTreeObject2(value: ["value": 1])
    let o2 = ModernEmbeddedTreeObject2(value: ["value": 2])
    let o3 = ModernEmbeddedTreeObject2(value: ["value": 3])
    let o4 = ModernEmbeddedTreeObject1(value: ["value": 4])
    let o5 = ModernEmbeddedTreeObject1(value: ["value": 5])
    parent.object = o0
    parent.object!.child = o1
    parent.object!.children.append(o2)
    parent.object!.children.append(o3)
    parent.array.append(o4)
    parent.array.append(o5)
    let parent2 = ModernEmbeddedPrimaryParentObject()
    let o6 = ModernEmbeddedTreeObject1(value: ["value": 6])
    let o7 = ModernEmbeddedTreeObject2(value: ["value": 7])
    let o8 = ModernEmbeddedTreeObject2(value: ["value": 8])
    let o9 = ModernEmbeddedTreeObject2(value: ["value": 9])
    let o10 = ModernEmbeddedTreeObject1(value: ["value": 10])
    let o11 = ModernEmbeddedTreeObject1(value: ["value": 11])
    parent2.object = o6
    parent2.object!.child = o7
    parent2.object!.children.append(o8)
    parent2.object!.children.append(o9)
    parent2.array.append(o10)
    parent2.array.append(o11)
    let realm = try Realm()
    realm.beginWrite()
    realm.add(parent)
    realm.add(parent2, update: .modified)
    XCTAssertEqual(o0.realm, realm)
    XCTAssertEqual(o1.realm, realm)
    XCTAssertEqual(o2.realm, realm)
    XCTAssertEqual(o3.realm, realm)
    XCTAssertEqual(o4.realm, realm)
    XCTAssertEqual(o5.realm, realm)
    XCTAssertEqual(o6.realm, realm)
    XCTAssertEqual(o7.realm, realm)
    XCTAssertEqual(o8.realm, realm)
    XCTAssertEqual(o9.realm, realm)
    XCTAssertEqual(o10.realm, realm)
    XCTAssertEqual(o11.realm, realm)
    XCTAssertEqual(o0.value, 6)
    XCTAssertEqual(o1.value, 7)
    XCTAssertEqual(o2.value, 8)
    XCTAssertEqual(o3.value, 9)
    XCTAssertEqual(o4.value, 10)
    XCTAssertEqual(o5.value, 11)
    XCTAssertEqual(o6.value, 6)
    XCTAssertEqual(o7.value, 7)
    XCTAssertEqual(o8.value, 8)
    XCTAssertEqual(o9.value, 9)
    XCTAssertEqual(o10.value, 10)
    XCTAssertEqual(o11.value, 11)
    XCTAssertTrue(parent.isSameObject(as: parent2))
    XCTAssertEqual(parent.object!.value, 6)
    XCTAssertEqual(parent.object!.child!.value, 7)
    XCTAssertEqual(parent.object!.children.count, 2)
    XCTAssertEqual(parent.object!.children[0].value, 8)
    XCTAssertEqual(parent.object!.children[1].value, 9)
    XCTAssertEqual(parent.array.count, 2)
    XCTAssertEqual(parent.array[0].value, 10)
    XCTAssertEqual(parent.array[1].value, 11)
    realm.cancelWrite()
}
