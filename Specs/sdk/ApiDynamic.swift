// page: sdk
// tags: realm, object, sdk-api

// A label keyed by a string, for finding objects by a string primary key.
class KeyedLabel: Object {
    @Persisted(primaryKey: true) var key = ""
    @Persisted var rank = 0
}

/// dynamicObjects(_:) gives every object of the class it names, as objects(_:) does for the type: none for a class with no objects; the base class name is refused.
/// - section: sdk-api
/// - claims: sdk.api.realm-dynamic
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testObjects
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testDynamicObjects
func testDynamicObjects() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rex", "age": 3]))
        realm.add(Dog(value: ["name": "Fido", "age": 5]))
    }
    let dogs = realm.dynamicObjects("Dog")
    XCTAssertEqual(dogs.count, 2)
    XCTAssertEqual(dogs.filter("age > 4").count, 1)
    XCTAssertEqual(dogs.count, realm.objects(Dog.self).count)
    XCTAssertEqual(realm.objects(DogToy.self).count, 0)
    XCTAssertEqual(realm.dynamicObjects("DogToy").count, 0)
    assertThrows(realm.dynamicObjects("Object"))
}

/// dynamicObject(ofType:forPrimaryKey:) finds an object by its class name and primary key, an integer or a string, and gives nil for a missing key.
/// - section: sdk-api
/// - claims: sdk.api.realm-dynamic
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testDynamicObjectForPrimaryKey
func testDynamicObjectForPrimaryKey() throws {
    let realm = try Realm()
    try realm.write { realm.add(Person(value: ["id": 7, "name": "Ann"])) }
    let ann = realm.dynamicObject(ofType: "Person", forPrimaryKey: 7)
    XCTAssertNotNil(ann)
    XCTAssertEqual(ann?.value(forKey: "name") as? String, "Ann")
    XCTAssertNil(realm.dynamicObject(ofType: "Person", forPrimaryKey: 8))
    try realm.write {
        realm.create(KeyedLabel.self, value: ["a", 1])
        realm.create(KeyedLabel.self, value: ["b", 2])
    }
    XCTAssertEqual(realm.dynamicObject(ofType: "KeyedLabel", forPrimaryKey: "a")?.value(forKey: "rank") as? Int, 1)
    XCTAssertNil(realm.dynamicObject(ofType: "KeyedLabel", forPrimaryKey: "z"))
}

/// dynamicCreate(_:value:) creates an object of the class it names, inside a write like create.
/// - section: sdk-api
/// - claims: sdk.api.realm-dynamic
func testDynamicCreate() throws {
    let realm = try Realm()
    try realm.write {
        realm.dynamicCreate("Dog", value: ["name": "Rex", "age": 2])
    }
    XCTAssertEqual(realm.objects(Dog.self).first?.name, "Rex")
    assertThrows(realm.dynamicCreate("Dog", value: ["name": "Fido"]), .notInWriteTransaction)
}

/// A class name the realm does not manage is refused with the SDK's message.
/// - section: sdk-api
/// - claims: sdk.api.realm-dynamic.unknown-class
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testDynamicObjects
func testDynamicUnknownClass() throws {
    let realm = try Realm()
    assertThrows(realm.dynamicObjects("Cat"),
                 reason: "Object type 'Cat' is not managed by the Realm. If using a custom `objectClasses` / `objectTypes` array in your configuration, add `Cat` to the list of `objectClasses` / `objectTypes`.")
}

/// realm.freeze(_:) freezes a managed object or a collection; realm.thaw(_:) gives the live object back.
/// - section: sdk-api
/// - claims: sdk.api.realm-freeze-argument
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testIsFrozen
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testIsFrozen
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testThaw
func testRealmFreezeArgument() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    try realm.write { realm.add(rex) }
    let frozen = realm.freeze(rex)
    XCTAssertTrue(frozen.isFrozen)
    XCTAssertFalse(rex.isFrozen)
    let dogs = realm.freeze(realm.objects(Dog.self))
    XCTAssertTrue(dogs.isFrozen)
    XCTAssertEqual(dogs.count, 1)
    let live = realm.thaw(frozen)
    XCTAssertFalse(live!.isFrozen)
    try realm.write { live!.name = "Max" }
    XCTAssertEqual(rex.name, "Max")
    XCTAssertEqual(frozen.name, "Rex")
}

/// realm.freeze(_:) and realm.thaw(_:) refuse an unmanaged object, both with the freezing message.
/// - section: sdk-api
/// - claims: sdk.api.realm-freeze-argument.unmanaged
func testRealmFreezeUnmanaged() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    assertThrows(realm.freeze(rex), reason: "Unmanaged objects cannot be frozen.")
    assertThrows(realm.thaw(rex), reason: "Unmanaged objects cannot be frozen.")
}

/// The Objective-C transaction names begin, commit (with or without notifying) and cancel a write, and inWriteTransaction reports it.
/// - section: sdk-api
/// - claims: sdk.api.realm-objc-names
func testRealmObjcTransactions() throws {
    let realm = try Realm()
    XCTAssertFalse(ObjectiveCSupport.convert(object: realm).inWriteTransaction)
    ObjectiveCSupport.convert(object: realm).beginWriteTransaction()
    XCTAssertTrue(ObjectiveCSupport.convert(object: realm).inWriteTransaction)
    realm.add(Dog(value: ["name": "Rex"]))
    try ObjectiveCSupport.convert(object: realm).commitWriteTransaction()
    XCTAssertFalse(ObjectiveCSupport.convert(object: realm).inWriteTransaction)
    ObjectiveCSupport.convert(object: realm).beginWriteTransaction()
    realm.add(Dog(value: ["name": "Fido"]))
    ObjectiveCSupport.convert(object: realm).cancelWriteTransaction()
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
    ObjectiveCSupport.convert(object: realm).beginWriteTransaction()
    realm.add(Dog(value: ["name": "Max"]))
    try ObjectiveCSupport.convert(object: realm).commitWriteTransactionWithoutNotifying([])
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
}

/// allObjects(_:), objects(_:where:), object(withClassName:forPrimaryKey:) and createObject(_:withValue:) work by class name.
/// - section: sdk-api
/// - claims: sdk.api.realm-objc-names
func testRealmObjcRetrieval() throws {
    let realm = try Realm()
    try realm.write {
        ObjectiveCSupport.convert(object: realm).createObject("Person", withValue: ["id": 1, "name": "Ann"])
        ObjectiveCSupport.convert(object: realm).createObject("Person", withValue: ["id": 2, "name": "Bob"])
    }
    XCTAssertEqual(ObjectiveCSupport.convert(object: realm).allObjects("Person").count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: realm).objects("Person", where: "name == %@", "Bob").count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: realm).object(withClassName: "Person", forPrimaryKey: 1)?.value(forKey: "name") as? String, "Ann")
    XCTAssertNil(ObjectiveCSupport.convert(object: realm).object(withClassName: "Person", forPrimaryKey: 3))
}

/// A live realm refreshes on its own and a frozen one does not; no asynchronous write is pending once asyncWrite has returned.
/// - section: sdk-api
/// - claims: sdk.api.realm-state
func testRealmStateProperties() throws {
    let realm = try Realm()
    XCTAssertTrue(realm.autorefresh)
    XCTAssertFalse(realm.freeze().autorefresh)
    realm.asyncWrite({ realm.add(Dog(value: ["name": "Rex"])) }, onComplete: { _ in })
    XCTAssertFalse(realm.isPerformingAsynchronousWriteOperations)
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
}

/// dynamicList, dynamicMutableSet and dynamicMap give a property's collection by name, as do mutableArrayValue(forKey:) and mutableSetValue(forKey:).
/// - section: sdk-api
/// - claims: sdk.api.object-dynamic-collections
func testObjectDynamicCollections() throws {
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "dogs": [["name": "Rex"]]])
    let rex = Dog(value: ["name": "Rex", "citiesVisited": ["Oslo"], "favoriteParksByCity": ["Oslo": "Frogner"]])
    try realm.write { realm.add(ann); realm.add(rex) }
    XCTAssertEqual(ann.dynamicList("dogs").count, 1)
    XCTAssertEqual(ann.mutableArrayValue(forKey: "dogs").count, 1)
    XCTAssertEqual(rex.dynamicMutableSet("citiesVisited").count, 1)
    XCTAssertEqual(rex.mutableSetValue(forKey: "citiesVisited").count, 1)
    XCTAssertEqual(rex.dynamicMap("favoriteParksByCity").count, 1)
    try realm.write { ann.dynamicList("dogs").append(Dog(value: ["name": "Fido"])) }
    XCTAssertEqual(ann.dogs.count, 2)
}

/// A property that is not a collection of the kind asked for, or no property at all, is refused.
/// - section: sdk-api
/// - claims: sdk.api.object-dynamic-collections.wrong-property
func testObjectDynamicCollectionWrongProperty() throws {
    let ann = Person(value: ["id": 1])
    assertThrows(ann.dynamicList("name"), .typeMismatch)
    assertThrows(ann.dynamicList("cats"), .unknownProperty)
}

/// isEqual(_:) and isEqual(to:) say whether two accessors stand for the same object.
/// - section: sdk-api
/// - claims: sdk.api.object-is-equal
func testObjectIsEqual() throws {
    let realm = try Realm()
    try realm.write { realm.add(Person(value: ["id": 1])); realm.add(Person(value: ["id": 2])) }
    let one = realm.object(ofType: Person.self, forPrimaryKey: 1)!
    let again = realm.object(ofType: Person.self, forPrimaryKey: 1)!
    let two = realm.object(ofType: Person.self, forPrimaryKey: 2)!
    XCTAssertTrue(one.isEqual(again))
    XCTAssertTrue(one.isSameObject(as: again))
    XCTAssertFalse(one.isEqual(two))
    XCTAssertFalse(one.isSameObject(as: two))
    XCTAssertFalse(one.isEqual(nil))
}

/// A projection's rootObject is the object it projects; its realm and isInvalidated are that object's.
/// - section: sdk-api
/// - claims: sdk.api.projection-root
func testProjectionRoot() throws {
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "name": "Ann"])
    try realm.write { realm.add(ann) }
    let p = PersonProjection(projecting: ann)
    XCTAssertTrue(p.rootObject.isSameObject(as: ann))
    XCTAssertNotNil(p.realm)
    XCTAssertFalse(p.isInvalidated)
    try realm.write { realm.delete(ann) }
    XCTAssertTrue(p.isInvalidated)
}

/// autorefresh can be turned off and on for the live realms of the thread; a frozen realm keeps it off and refuses to turn it on.
/// - section: sdk-api
/// - claims: sdk.api.realm-state
func testRealmAutorefreshSetting() throws {
    let realm = try Realm()
    realm.autorefresh = false
    XCTAssertFalse(realm.autorefresh)
    XCTAssertFalse(try Realm().autorefresh)
    realm.autorefresh = true
    XCTAssertTrue(realm.autorefresh)
    let frozen = realm.freeze()
    frozen.autorefresh = false
    XCTAssertFalse(frozen.autorefresh)
    assertThrows(frozen.autorefresh = true, reason: "Auto-refresh cannot be enabled for frozen Realms.")
}

/// Two Realm() calls on one thread give the same realm; a frozen realm is another one, the same for one version.
/// - section: sdk-api
/// - claims: sdk.api.realm-equality
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testEquals
func testRealmEquality() throws {
    let realm = try Realm()
    XCTAssertTrue(realm == (try Realm()))
    let frozen = realm.freeze()
    XCTAssertFalse(realm == frozen)
    XCTAssertTrue(frozen == realm.freeze())
    XCTAssertTrue(frozen.thaw() == realm)
}
