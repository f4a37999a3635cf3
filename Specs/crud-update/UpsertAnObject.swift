// page: crud-update
// tags: update, upsert, primary-key

/// The Objective-C example's dog, as an Objective-C model is seen from Swift.
class RLMPersonDog: RLMObject {
    @objc dynamic var name = ""
    @objc dynamic var age = 0
}

/// The Objective-C example's person: an RLMObject subclass with a primary key and an array of dogs.
class RLMPersonEntry: RLMObject {
    @objc dynamic var id = 0
    @objc dynamic var name = ""
    @objc dynamic var dogs = RLMArray<RLMPersonDog>(objectClassName: RLMPersonDog.className())
    override class func primaryKey() -> String? { "id" }
}

// A type with no primary key, to show that upserting needs one.
class Bowl: Object {
    @Persisted var label = ""
}

/// An upsert with .modified and a new key inserts the person.
/// - section: upsert-an-object
/// - claims: update.upsert.inserts-new
func testUpsertInsertsNew() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Person(value: ["id": 4321, "name": "Mercury"]), update: .modified)
    }
    XCTAssertEqual(realm.objects(Person.self).count, 1)
    XCTAssertEqual(realm.object(ofType: Person.self, forPrimaryKey: 4321)?.name, "Mercury")
}

/// A second upsert with the same key overwrites the name instead of adding a person.
/// - section: upsert-an-object
/// - claims: update.upsert.updates-existing
func testUpsertUpdatesExisting() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Person(value: ["id": 4321, "name": "Mercury"]), update: .modified)
        realm.add(Person(value: ["id": 4321, "name": "Bulsara"]), update: .modified)
    }
    XCTAssertEqual(realm.objects(Person.self).count, 1)
    XCTAssertEqual(realm.object(ofType: Person.self, forPrimaryKey: 4321)?.name, "Bulsara")
}

/// An upsert in a later write reaches the stored person and its earlier handle sees the change.
/// - section: upsert-an-object
/// - claims: update.upsert.updates-existing
func testUpsertSeenByEarlierHandle() throws {
    let realm = try Realm()
    let first = Person(value: ["id": 10, "name": "Ada"])
    try realm.write {
        realm.add(first)
    }
    try realm.write {
        realm.add(Person(value: ["id": 10, "name": "Ada L."]), update: .all)
    }
    XCTAssertEqual(first.name, "Ada L.")
}

/// Upserting a type without a primary key is refused.
/// - section: upsert-an-object
/// - claims: update.upsert.requires-primary-key
func testUpsertWithoutPrimaryKeyFails() throws {
    let realm = try Realm()
    try realm.write {
        assertThrows(realm.add(Bowl(value: ["label": "steel"]), update: .modified), .noPrimaryKey)
        assertThrows(realm.create(Bowl.self, value: ["label": "clay"], update: .all), .noPrimaryKey)
    }
    XCTAssertEqual(realm.objects(Bowl.self).count, 0)
}

/// Adding with the default policy when the key is taken raises primaryKeyExists.
/// - section: upsert-an-object
/// - claims: update.upsert.error-on-existing
func testDefaultPolicyFailsOnExistingKey() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Person(value: ["id": 4321, "name": "Mercury"]))
    }
    try realm.write {
        assertThrows(realm.add(Person(value: ["id": 4321, "name": "Bulsara"])), .primaryKeyExists)
    }
    XCTAssertEqual(realm.object(ofType: Person.self, forPrimaryKey: 4321)?.name, "Mercury")
}

/// The explicit .error policy fails the same way, with Realm's message.
/// - section: upsert-an-object
/// - claims: update.upsert.error-on-existing
func testErrorPolicyMessage() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Person(value: ["id": 4321, "name": "Mercury"]))
        assertThrows(realm.add(Person(value: ["id": 4321, "name": "B"]), update: .error), reason: "Attempting to create an object of type 'Person' with an existing primary key value '4321'")
        assertThrows(realm.create(Person.self, value: ["id": 4321], update: .error), .primaryKeyExists)
    }
}

/// With .modified, an upsert that repeats the stored values reports no modification.
/// - section: upsert-an-object
/// - claims: update.upsert.modified-only-changed
func testModifiedSkipsUnchangedValues() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Person(value: ["id": 5, "name": "Cleo"]))
    }
    var modifications: [Int] = []
    var updates = 0
    let token = realm.objects(Person.self).observe { changes in
        switch changes {
        case .initial:
            break
        case .update(_, let deletions, let insertions, let mods):
            updates += 1
            modifications = mods
        case .error:
            break
        }
    }
    realm.refresh()
    try realm.write {
        realm.add(Person(value: ["id": 5, "name": "Cleo"]), update: .modified)
    }
    realm.refresh()
    XCTAssertEqual(updates, 0)
    XCTAssertEqual(modifications, [])
    token.invalidate()
}

/// With .all, an upsert that repeats the stored values still writes them and reports a modification.
/// - section: upsert-an-object
/// - claims: update.upsert.all-replaces
func testAllWritesUnchangedValues() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Person(value: ["id": 5, "name": "Cleo"]))
    }
    var modifications: [Int] = []
    let token = realm.objects(Person.self).observe { changes in
        switch changes {
        case .initial:
            break
        case .update(_, let deletions, let insertions, let mods):
            modifications = mods
        case .error:
            break
        }
    }
    realm.refresh()
    try realm.write {
        realm.add(Person(value: ["id": 5, "name": "Cleo"]), update: .all)
    }
    realm.refresh()
    XCTAssertEqual(modifications, [0])
    token.invalidate()
}

/// With .modified a changed name is written and reported as a modification.
/// - section: upsert-an-object
/// - claims: update.upsert.modified-only-changed, update.upsert.updates-existing
func testModifiedWritesChangedValue() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Person(value: ["id": 5, "name": "Cleo"]))
    }
    var modifications: [Int] = []
    let token = realm.objects(Person.self).observe { changes in
        switch changes {
        case .initial:
            break
        case .update(_, let deletions, let insertions, let mods):
            modifications = mods
        case .error:
            break
        }
    }
    realm.refresh()
    try realm.write {
        realm.add(Person(value: ["id": 5, "name": "Cleopatra"]), update: .modified)
    }
    realm.refresh()
    XCTAssertEqual(modifications, [0])
    XCTAssertEqual(realm.object(ofType: Person.self, forPrimaryKey: 5)?.name, "Cleopatra")
    token.invalidate()
}

/// Upserting a whole object with .all overwrites every property, the list included.
/// - section: upsert-an-object
/// - claims: update.upsert.all-replaces
func testAllOverwritesEveryProperty() throws {
    let realm = try Realm()
    let first = Person(value: ["id": 6, "name": "Rosa"])
    first.dogs.append(Dog(value: ["name": "Oreo"]))
    try realm.write {
        realm.add(first)
    }
    try realm.write {
        realm.add(Person(value: ["id": 6, "name": "Rosa M."]), update: .all)
    }
    XCTAssertEqual(first.name, "Rosa M.")
    XCTAssertEqual(first.dogs.count, 0)
}

/// The Objective-C addOrUpdate inserts the first person, then overwrites it by key.
/// - section: upsert-an-object
/// - claims: update.upsert.objc-add-or-update, update.upsert.inserts-new, update.upsert.updates-existing
func testObjcAddOrUpdate() throws {
    let realm = RLMRealm.default()
    try realm.transaction {
        let janssen = RLMPersonEntry(value: ["id": 2468, "name": "Janssen"])
        realm.addOrUpdate(janssen)
        XCTAssertEqual(RLMPersonEntry.allObjects(in: realm).count, 1)
        let stardust = RLMPersonEntry(value: ["id": 2468, "name": "Stardust"])
        realm.addOrUpdate(stardust)
    }
    XCTAssertEqual(RLMPersonEntry.allObjects(in: realm).count, 1)
    XCTAssertEqual((RLMPersonEntry.allObjects(in: realm).firstObject() as! RLMPersonEntry).name, "Stardust")
}

/// A partial create with .modified changes the given values and keeps the stored name.
/// - section: upsert-an-object
/// - claims: update.upsert.partial, update.upsert.partial-nested
func testPartialUpdateKeepsName() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Person(value: ["id": 321, "name": "Wanda"]))
    }
    try realm.write {
        realm.create(Person.self, value: ["id": 321, "dogs": [["Biscuit", 6]]], update: .modified)
    }
    let wanda = realm.object(ofType: Person.self, forPrimaryKey: 321)!
    XCTAssertEqual(wanda.name, "Wanda")
    XCTAssertEqual(wanda.dogs.count, 1)
    XCTAssertEqual(wanda.dogs[0].name, "Biscuit")
    XCTAssertEqual(wanda.dogs[0].age, 6)
}

/// A partial create with .all also leaves values it is not given untouched.
/// - section: upsert-an-object
/// - claims: update.upsert.partial
func testPartialUpdateWithAll() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Person(value: ["id": 321, "name": "Wanda"]))
    }
    try realm.write {
        realm.create(Person.self, value: ["id": 321, "address": ["city": "Bergen"]], update: .all)
    }
    let wanda = realm.object(ofType: Person.self, forPrimaryKey: 321)!
    XCTAssertEqual(wanda.name, "Wanda")
    XCTAssertEqual(wanda.address?.city, "Bergen")
}

/// createOrUpdate(in:withValue:) given only the primary key of an object
/// created in the same write keeps its values rather than the defaults.
/// - section: upsert-an-object
/// - claims: update.upsert.partial
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testCreateOrUpdateDoesNotReplaceExistingValuesWithDefaults
func testCreateOrUpdateKeepsValuesOverDefaults() throws {
    let realm = try Realm()
    realm.beginWrite()
    let wanda = realm.create(Person.self, value: ["id": 321, "name": "Wanda"])
    realm.create(Person.self, value: ["id": 321], update: .all)
    XCTAssertEqual(wanda.name, "Wanda")
    realm.cancelWrite()
    XCTAssertEqual(realm.objects(Person.self).count, 0)
}

/// A partial create with a key nobody has inserts a person with defaults for the missing values.
/// - section: upsert-an-object
/// - claims: update.upsert.inserts-new
func testPartialCreateInsertsWithDefaults() throws {
    let realm = try Realm()
    try realm.write {
        realm.create(Person.self, value: ["id": 55, "dogs": [["Biscuit", 6]]], update: .modified)
    }
    let made = realm.object(ofType: Person.self, forPrimaryKey: 55)!
    XCTAssertEqual(made.name, "")
    XCTAssertEqual(made.dogs.count, 1)
}

/// A list given in a partial update replaces the old contents rather than merging.
/// - section: upsert-an-object
/// - claims: update.upsert.partial-nested
func testPartialUpdateReplacesList() throws {
    let realm = try Realm()
    let wanda = Person(value: ["id": 321, "name": "Wanda"])
    wanda.dogs.append(Dog(value: ["name": "Old Timer"]))
    try realm.write {
        realm.add(wanda)
    }
    try realm.write {
        realm.create(Person.self, value: ["id": 321, "dogs": [["Biscuit", 6], ["Crumb", 1]]], update: .modified)
    }
    XCTAssertEqual(wanda.dogs.count, 2)
    XCTAssertEqual(wanda.dogs[0].name, "Biscuit")
    XCTAssertEqual(wanda.dogs[1].name, "Crumb")
    XCTAssertEqual(realm.objects(Dog.self).count, 3)
}

/// The Objective-C createOrUpdateModified sets the dogs and keeps the name.
/// - section: upsert-an-object
/// - claims: update.upsert.objc-create-or-update-modified
func testObjcCreateOrUpdateModified() throws {
    let realm = RLMRealm.default()
    try realm.transaction {
        realm.add(RLMPersonEntry(value: ["id": 123, "name": "Wanda"]))
    }
    try realm.transaction {
        RLMPersonEntry.createOrUpdateModified(in: realm, withValue: ["id": 123, "dogs": [["Buster", 5]]])
    }
    let wanda = RLMPersonEntry.allObjects(in: realm).firstObject() as! RLMPersonEntry
    XCTAssertEqual(wanda.name, "Wanda")
    XCTAssertEqual(wanda.dogs.count, 1)
    XCTAssertEqual((wanda.dogs.firstObject() as! RLMPersonDog).name, "Buster")
    XCTAssertEqual(RLMPersonEntry.allObjects(in: realm).count, 1)
}

/// Upserting outside a write is refused.
/// - section: upsert-an-object
func testUpsertOutsideWriteFails() throws {
    let realm = try Realm()
    assertThrows(realm.add(Person(value: ["id": 1, "name": "Nobody"]), update: .modified), .notInWriteTransaction)
    XCTAssertEqual(realm.objects(Person.self).count, 0)
}

/// An array-form dog value fills the properties in order and leaves the rest at their defaults.
/// - section: upsert-an-object
func testArrayFormFillsInOrder() throws {
    let realm = try Realm()
    try realm.write {
        realm.create(Dog.self, value: ["Scout", 3])
    }
    let scout = realm.objects(Dog.self).first!
    XCTAssertEqual(scout.name, "Scout")
    XCTAssertEqual(scout.age, 3)
    XCTAssertEqual(scout.color, "")
}

/// An array-form value with more values than the type has properties is refused.
/// - section: upsert-an-object
func testArrayFormTooManyValuesFails() throws {
    let realm = try Realm()
    try realm.write {
        assertThrows(realm.create(DogToy.self, value: ["Ball", "extra"]), reason: "Invalid array input: more values (2) than properties (1).")
    }
    XCTAssertEqual(realm.objects(DogToy.self).count, 0)
}
