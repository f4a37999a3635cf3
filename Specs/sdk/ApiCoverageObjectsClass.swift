// page: sdk
// tags: object, embedded-object, sdk-api

class Kennel: Object {
    @Persisted(primaryKey: true) var id = 0
    @Persisted var badge: Badge?
}

class Badge: EmbeddedObject {
    @Persisted var marks: List<String>
    @Persisted var codes: MutableSet<Int>
}

/// A model class answers its schema hooks called on the class. A model declared with @Persisted overrides none of them, so primaryKey(), ignoredProperties() and indexedProperties() keep their defaults even where the schema has a primary key; _getProperties() lists every declared property, linking objects included.
/// - section: sdk-api
/// - claims: sdk.api.objects.class-hooks
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testEqualityForObjectTypeWithoutPrimaryKey
func testModelClassHooks() throws {
    XCTAssertEqual(Dog.className(), "Dog")
    XCTAssertNil(Person.primaryKey())
    XCTAssertEqual(Person.ignoredProperties(), [])
    XCTAssertEqual(Person.indexedProperties(), [])
    XCTAssertEqual(Person.propertiesMapping(), [:])
    XCTAssertTrue(Person.shouldIncludeInDefaultSchema())
    XCTAssertEqual(Person._getProperties().map(\.name), ["id", "name", "dogs", "address", "clubs"])
}

/// An embedded class answers the same hooks: its name, no ignored properties, an empty mapping, its properties, isEmbedded() true.
/// - section: sdk-api
func testEmbeddedClassHooks() throws {
    XCTAssertEqual(Address.className(), "Address")
    XCTAssertTrue(Address.isEmbedded())
    XCTAssertEqual(Address.ignoredProperties(), [])
    XCTAssertEqual(Address.propertiesMapping(), [:])
    XCTAssertTrue(Address.shouldIncludeInDefaultSchema())
    XCTAssertEqual(Address._getProperties().map(\.name), ["street", "city", "country", "postalCode"])
}

/// A Swift realm's create(_:value:) adds a new object and refuses an existing primary key; create(_:value:update:) with .all and .modified updates it; the realm Realm() opens is the default one.
/// - section: sdk-api
/// - claims: sdk.api.objects.realm-create-swift
func testRLMObjectClassCreate() throws {
    let realm = try Realm()
    try realm.write {
        let vera = realm.create(Person.self, value: ["id": 1, "name": "Vera"])
        XCTAssertEqual(vera.name, "Vera")
        assertThrows(realm.create(Person.self, value: ["id": 1, "name": "Twin"]), .primaryKeyExists)
        let verena = realm.create(Person.self, value: ["id": 1, "name": "Verena"], update: .all)
        XCTAssertEqual(verena.name, "Verena")
        let ali = realm.create(Person.self, value: ["id": 2, "name": "Ali"], update: .modified)
        XCTAssertEqual(ali.name, "Ali")
        let bo = try Realm().create(Person.self, value: ["id": 3, "name": "Bo"])
        XCTAssertEqual(bo.name, "Bo")
        let bob = try Realm().create(Person.self, value: ["id": 3, "name": "Bob"], update: .all)
        XCTAssertEqual(bob.name, "Bob")
        let alina = try Realm().create(Person.self, value: ["id": 2, "name": "Alina"], update: .modified)
        XCTAssertEqual(alina.name, "Alina")
    }
    XCTAssertEqual(realm.objects(Person.self).sorted(byKeyPath: "id").map(\.name), ["Verena", "Alina", "Bob"])
}

/// Updating through create(_:value:update:) on a class without a primary key is refused with the SDK's message, in a given realm or the default one; creating outside a write is refused with the realm-level wording.
/// - section: sdk-api
/// - claims: sdk.api.objects.realm-create-swift.fails
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateOrUpdateWithoutPKThrows
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateOutsideWriteTransaction
func testRLMObjectCreateOrUpdateWithoutPrimaryKey() throws {
    let realm = try Realm()
    try realm.write {
        assertThrows(realm.create(Dog.self, value: ["name": "Rex"], update: .all),
                     reason: "'Dog' does not have a primary key and can not be updated")
        assertThrows(try Realm().create(Dog.self, value: ["name": "Rex"], update: .all),
                     reason: "'Dog' does not have a primary key and can not be updated")
        assertThrows(try Realm().create(Dog.self, value: ["name": "Rex"], update: .modified),
                     reason: "'Dog' does not have a primary key and can not be updated")
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
    assertThrows(try Realm().create(Dog.self, value: ["name": "Rex"]), .notInWriteTransaction)
    assertThrows(realm.create(Dog.self, value: ["name": "Rex"]), .notInWriteTransaction,
                 reason: "Can only add, remove, or create objects in a Realm in a write transaction - call beginWriteTransaction on an RLMRealm instance first.")
}

/// A Swift realm's objects, converted to RLMResults, answer RLMResults' queries in the default realm or a given one; a format's arguments come variadic or as a va_list (getVaList); object(ofType:forPrimaryKey:) finds by key.
/// - section: sdk-api
/// - claims: sdk.api.objects.realm-queries-swift
func testRLMObjectClassQueries() throws {
    let realm = try Realm()
    try realm.write {
        realm.add([Dog(value: ["name": "Rex", "age": 3]), Dog(value: ["name": "Ash", "age": 1])])
        realm.add(Person(value: ["id": 7, "name": "Vera"]))
    }
    XCTAssertEqual(ObjectiveCSupport.convert(object: try Realm().objects(Dog.self)).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: realm.objects(Dog.self)).count, 2)
    XCTAssertEqual(ObjectiveCSupport.convert(object: try Realm().objects(Dog.self)).objects(where: "age > %@", 2).value(forKey: "name") as! [String], ["Rex"])
    XCTAssertEqual(ObjectiveCSupport.convert(object: realm.objects(Dog.self)).objects(where: "age < %@", 2).value(forKey: "name") as! [String], ["Ash"])
    XCTAssertEqual(ObjectiveCSupport.convert(object: try Realm().objects(Dog.self)).objects(where: "age > %@ AND name == %@", args: getVaList([2, "Rex"])).count, 1)
    XCTAssertEqual(ObjectiveCSupport.convert(object: realm.objects(Dog.self)).objects(where: "age < %@", args: getVaList([1])).count, 0)
    XCTAssertEqual(ObjectiveCSupport.convert(object: try Realm().objects(Dog.self)).objects(with: NSPredicate(format: "name == %@", "Ash")).value(forKey: "name") as! [String], ["Ash"])
    XCTAssertEqual(ObjectiveCSupport.convert(object: realm.objects(Dog.self)).objects(with: NSPredicate(format: "age >= %@", 1)).count, 2)
    XCTAssertEqual(try Realm().object(ofType: Person.self, forPrimaryKey: 7)?.name, "Vera")
    XCTAssertEqual(realm.object(ofType: Person.self, forPrimaryKey: 7)?.name, "Vera")
    XCTAssertNil(realm.object(ofType: Person.self, forPrimaryKey: 8))
}

/// An object's objectSchema is its class's, unmanaged or managed: class name, stored properties (no linking objects), primary key property; an embedded object's has none.
/// - section: sdk-api
/// - claims: sdk.api.objects.object-schema
func testObjectSchema() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera", "address": ["city": "Oslo"]])
    XCTAssertEqual(vera.objectSchema.className, "Person")
    XCTAssertEqual(vera.objectSchema.primaryKeyProperty?.name, "id")
    try realm.write { realm.add(vera) }
    XCTAssertEqual(vera.objectSchema.properties.map(\.name), ["id", "name", "dogs", "address"])
    XCTAssertEqual(vera.address!.objectSchema.className, "Address")
    XCTAssertNil(vera.address!.objectSchema.primaryKeyProperty)
    XCTAssertEqual(vera.address!.objectSchema.properties.map(\.name), ["street", "city", "country", "postalCode"])
}

/// Equal objects hash alike: two reads of an object with a primary key, and two reads of one object from a frozen realm (also an embedded one).
/// - section: sdk-api
/// - claims: sdk.api.objects.hash
func testObjectHash() throws {
    let realm = try Realm()
    try realm.write {
        realm.add([Person(value: ["id": 1, "name": "Vera", "address": ["city": "Oslo"]]), Person(value: ["id": 2, "name": "Ali"])])
        realm.add(Dog(value: ["name": "Rex"]))
    }
    let a = realm.object(ofType: Person.self, forPrimaryKey: 1)!
    let b = realm.objects(Person.self).where { $0.name == "Vera" }.first!
    XCTAssertTrue(a.isEqual(b))
    XCTAssertEqual(a.hash, b.hash)
    XCTAssertNotEqual(a.hash, realm.object(ofType: Person.self, forPrimaryKey: 2)!.hash)
    let frozen = realm.freeze()
    let rex1 = frozen.objects(Dog.self).first!
    let rex2 = frozen.objects(Dog.self).first!
    XCTAssertTrue(rex1.isEqual(rex2))
    XCTAssertEqual(rex1.hash, rex2.hash)
    let frozenVera = a.freeze()
    XCTAssertEqual(frozenVera.address!.hash, frozenVera.address!.hash)
}

/// observe(keyPaths:) with Swift key paths hears only changes to the named properties; an embedded object's observe hears each change to it.
/// - section: sdk-api
/// - claims: sdk.api.objects.observe-swift-keypaths
func testObjectObserveSwiftKeyPaths() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    let vera = Person(value: ["id": 1, "name": "Vera", "address": ["city": "Oslo"]])
    try realm.write {
        realm.add(rex)
        realm.add(vera)
    }
    var changed: [String] = []
    let token = rex.observe(keyPaths: [\Dog.name]) { change in
        if case .change(_, let properties) = change {
            for p in properties { changed.append(p.name) }
        }
    }
    var addressChanges: [String] = []
    let addressToken = vera.address!.observe { change in
        if case .change(_, let properties) = change {
            for p in properties { addressChanges.append(p.name) }
        }
    }
    realm.refresh()
    try realm.write { rex.age = 4 }
    realm.refresh()
    XCTAssertEqual(changed, [])
    try realm.write {
        rex.name = "Rexy"
        vera.address!.city = "Bergen"
    }
    realm.refresh()
    XCTAssertEqual(changed, ["name"])
    XCTAssertEqual(addressChanges, ["city"])
    token.invalidate()
    addressToken.invalidate()
}

/// RLMObject's instance members in Swift spelling: an unmanaged object has no realm, is neither invalidated nor frozen, cannot be frozen, and reads and writes by subscript; once managed it freezes, its frozen copy keeps its values and thaws to the live object.
/// - section: sdk-api
/// - claims: sdk.api.objects.rlmobject-instance
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testIsFrozen
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testIsFrozen
/// - sdk-test: RealmSwift/Tests/ObjectTests.swift ObjectTests.testThawDeleted
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testThaw
/// - sdk-test: Realm/Tests/ObjectTests.m ObjectTests.testThawDeleted
func testRLMObjectInstanceMembers() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    XCTAssertNil(rex.realm)
    XCTAssertFalse(rex.isInvalidated)
    XCTAssertFalse(rex.isFrozen)
    assertThrows(rex.freeze(), reason: "Unmanaged objects cannot be frozen.")
    rex["age"] = 2
    XCTAssertEqual(rex["age"] as? Int, 2)
    try realm.write { realm.add(rex) }
    XCTAssertTrue(rex.realm == realm)
    let frozen = rex.freeze()
    XCTAssertTrue(frozen.isFrozen)
    try realm.write { rex["name"] = "Rexy" }
    XCTAssertEqual(frozen["name"] as? String, "Rex")
    XCTAssertEqual(frozen.thaw()?.name, "Rexy")
    try realm.write { realm.delete(realm.objects(Dog.self)) }
    XCTAssertTrue(rex.isInvalidated)
    XCTAssertNil(frozen.thaw())
}

/// An embedded object answers RLMEmbeddedObject's members: initialisers, realm, isInvalidated, isFrozen, freeze() and thaw(), isEqual(to:), the subscript, and addNotificationBlock.
/// - section: sdk-api
/// - claims: sdk.api.objects.rlmobject-instance
func testRLMEmbeddedObjectInstanceMembers() throws {
    let realm = try Realm()
    let unmanaged = Address()
    XCTAssertNil(unmanaged.realm)
    XCTAssertNil(unmanaged.city)
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
        vera.address = Address(value: ["city": "Oslo"])
    }
    let address = vera.address!
    XCTAssertTrue(address.realm == realm)
    XCTAssertFalse(address.isInvalidated)
    XCTAssertFalse(address.isFrozen)
    XCTAssertTrue(address.isSameObject(as: vera.address))
    XCTAssertEqual(address["city"] as? String, "Oslo")
    var calls = 0
    let token = address.observe { change in
        if case .change(_, let changes) = change { calls += changes.count }
    }
    realm.refresh()
    try realm.write { address["city"] = "Bergen" }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
    let frozen = address.freeze()
    XCTAssertTrue(frozen.isFrozen)
    XCTAssertEqual(frozen.thaw()?.city, "Bergen")
    try realm.write { realm.delete(vera) }
    XCTAssertTrue(address.isInvalidated)
}

/// An embedded object gives its list and set properties by name through mutableArrayValue(forKey:) and mutableSetValue(forKey:): the collection itself, so a change through it is the property's.
/// - section: sdk-api
/// - claims: sdk.api.object-dynamic-collections
func testEmbeddedObjectMutableCollectionValues() throws {
    let realm = try Realm()
    let kennel = Kennel(value: ["id": 1, "badge": ["marks": ["gold"], "codes": [7]]])
    try realm.write { realm.add(kennel) }
    let badge = kennel.badge!
    XCTAssertEqual(badge.mutableArrayValue(forKey: "marks").count, 1)
    try realm.write { badge.mutableArrayValue(forKey: "marks").append("silver") }
    XCTAssertEqual(Array(kennel.badge!.marks), ["gold", "silver"])
    XCTAssertEqual(badge.mutableSetValue(forKey: "codes").count, 1)
    XCTAssertTrue(badge.mutableSetValue(forKey: "codes").contains(7))
}
