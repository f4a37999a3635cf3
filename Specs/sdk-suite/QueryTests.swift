// page: sdk
// tags: sdk, suite

// The SDK suite's object of every kind, cut down to what these scenarios store in collections.
class ModernAllTypesObject: Object {
    @Persisted(primaryKey: true) var pk: ObjectId
    @Persisted var intCol: Int
    @Persisted var objectCol: ModernAllTypesObject?
}

// One list, one set and one map of the object above.
class ModernCollectionObject: Object {
    @Persisted var list: List<ModernAllTypesObject>
    @Persisted var set: MutableSet<ModernAllTypesObject>
    @Persisted var map: Map<String, ModernAllTypesObject?>
}

// A parent holding an embedded tree node.
class ModernEmbeddedParentObject: Object {
    @Persisted var object: ModernEmbeddedTreeObject1?
    @Persisted var array: List<ModernEmbeddedTreeObject1>
}

// The first level of an embedded tree.
class ModernEmbeddedTreeObject1: EmbeddedObject {
    @Persisted var value = 0
    @Persisted var bool = false
}

/// An unmanaged embedded object compared with `==` in a where closure matches a parent whose embedded object has the same values, and not one with other values.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testEqualEmbeddedObject
func testSuiteQueryEmbeddedObjectEqualsByValue() throws {
    let realm = try Realm()
    let parent = ModernEmbeddedParentObject()
    let node = ModernEmbeddedTreeObject1()
    node.value = 123
    parent.object = node
    try realm.write {
        realm.add(parent)
    }
    let same = realm.objects(ModernEmbeddedParentObject.self).where { $0.object == node }
    XCTAssertEqual(same.count, 1)
    let other = ModernEmbeddedTreeObject1()
    other.value = 123
    let byOther = realm.objects(ModernEmbeddedParentObject.self).where { $0.object == other }
    XCTAssertEqual(byOther.count, 0)
}

/// `!=` against an embedded object in a where closure is the negation of the same `==`: none for the stored node, one parent for a fresh node of the same value.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testNotEqualEmbeddedObject
func testSuiteQueryEmbeddedObjectNotEquals() throws {
    let realm = try Realm()
    let parent = ModernEmbeddedParentObject()
    let node = ModernEmbeddedTreeObject1()
    node.value = 123
    parent.object = node
    try realm.write {
        realm.add(parent)
    }
    let notSame = realm.objects(ModernEmbeddedParentObject.self).where { $0.object != node }
    XCTAssertEqual(notSame.count, 0)
    let other = ModernEmbeddedTreeObject1()
    other.value = 123
    let notOther = realm.objects(ModernEmbeddedParentObject.self).where { $0.object != other }
    XCTAssertEqual(notOther.count, 1)
}

/// A where closure testing that a list contains an object is live: no match before the object is appended, one after.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testListContainsObject
func testSuiteQueryListContainsObject() throws {
    let realm = try Realm()
    let item = ModernAllTypesObject()
    let holder = ModernCollectionObject()
    try realm.write {
        realm.add(item)
        realm.add(holder)
    }
    let result = realm.objects(ModernCollectionObject.self).where { $0.list.contains(item) }
    XCTAssertEqual(result.count, 0)
    try realm.write {
        holder.list.append(item)
    }
    XCTAssertEqual(result.count, 1)
}

/// A where closure testing that a set contains an object is live: no match before the object is inserted, one after.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testSetContainsObject
func testSuiteQuerySetContainsObject() throws {
    let realm = try Realm()
    let item = ModernAllTypesObject()
    let holder = ModernCollectionObject()
    try realm.write {
        realm.add(item)
        realm.add(holder)
    }
    let result = realm.objects(ModernCollectionObject.self).where { $0.set.contains(item) }
    XCTAssertEqual(result.count, 0)
    try realm.write {
        holder.set.insert(item)
    }
    XCTAssertEqual(result.count, 1)
}

/// A where closure testing that a map's values contain an object is live: no match before the object is stored under a key, one after.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testMapContainsObject
func testSuiteQueryMapContainsObject() throws {
    let realm = try Realm()
    let item = ModernAllTypesObject()
    let holder = ModernCollectionObject()
    try realm.write {
        realm.add(item)
        realm.add(holder)
    }
    let result = realm.objects(ModernCollectionObject.self).where { $0.map.contains(item) }
    XCTAssertEqual(result.count, 0)
    try realm.write {
        holder.map["foo"] = item
    }
    XCTAssertEqual(result.count, 1)
}
