// page: sdk
// tags: sdk, messages
// The SDK's words for primary keys, indices, unknown and read-only
// properties, aggregates, notifications, map keys and object input
// (exceptions.md PK1, PK2, PK3, PK4, PK6, IX1, IX2, IX2m, IX2r, EM1, UP1, UP4,
// UP5, RO2, AG1, AG2, AG3, UP3, NT1, MK1, MK2, MV2, MV3, MV4, TY1, TY6, TY13).

// Dogs in an unmanaged set and map, for the element class check.
class Kennel: Object {
    @Persisted var residents: MutableSet<Dog>
    @Persisted var byName: Map<String, Dog?>
}

// A reading with a flag, for aggregates over bool.
class Sample: Object {
    @Persisted var flag = false
    @Persisted var score = 0
    @Persisted var note: String?
    @Persisted var marks: List<Int>
}

// An owner of samples.
class Tray: Object {
    @Persisted var samples: List<Sample>
}

/// Primary-key misuse uses the SDK's texts; the duplicate key is printed
/// as its value, and the changed-key text names no property.
/// - section: sdk-messages
/// - claims: sdk.messages.primary-key
/// - sdk-test: Realm/Tests/ObjectCreationTests.mm ObjectCreationTests.testAddDuplicatePrimaryKey
func testPrimaryKeyMessages() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 7, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    try realm.write {
        assertThrows(realm.add(Person(value: ["id": 7, "name": "Twin"])), .primaryKeyExists,
                     reason: "Attempting to create an object of type 'Person' with an existing primary key value '7'")
        assertThrows(realm.add(Dog(value: ["name": "Rex"]), update: .modified), .noPrimaryKey,
                     reason: "'Dog' does not have a primary key and can not be updated")
        assertThrows(realm.create(Dog.self, value: ["name": "Rex"], update: .all), .noPrimaryKey,
                     reason: "'Dog' does not have a primary key and can not be updated")
        assertThrows(realm.dynamicCreate("Dog", value: ["name": "Rex"], update: .modified), .noPrimaryKey,
                     reason: "'Dog' does not have a primary key and can not be updated")
        assertThrows(vera.id = 8, .primaryKeyChange, reason: "Primary key can't be changed after an object is inserted.")
    }
    assertThrows(realm.object(ofType: Dog.self, forPrimaryKey: 1), .noPrimaryKey, reason: "'Dog' does not have a primary key defined")
}

// A legacy model whose primary key is a RealmOptional.
class Ticket: Object {
    @objc dynamic var title = ""
    let number = RealmOptional<Int>()
    override class func primaryKey() -> String? { "number" }
}

/// A primary key declared as a RealmOptional, once its object is added, is
/// refused through `.value` and setValue(_:forKey:) in core's words, naming
/// the class and the property; adding another object with its key is refused
/// as for any primary key.
/// - section: sdk-messages
/// - claims: sdk.messages.primary-key
func testWrappedPrimaryKeyMessage() throws {
    let realm = try Realm()
    let ticket = Ticket()
    ticket.number.value = 12
    try realm.write {
        realm.add(ticket)
        assertThrows(ticket.number.value = 13, .primaryKeyChange,
                     reason: "Cannot modify primary key after creation: 'Ticket.number'")
        assertThrows(ticket.setValue(13, forKey: "number"), .primaryKeyChange,
                     reason: "Cannot modify primary key after creation: 'Ticket.number'")
        assertThrows(realm.add(Ticket(value: ["number": 12])), .primaryKeyExists,
                     reason: "Attempting to create an object of type 'Ticket' with an existing primary key value '12'")
    }
    XCTAssertEqual(realm.objects(Ticket.self).first!.number.value, 12)
    XCTAssertEqual(realm.object(ofType: Ticket.self, forPrimaryKey: 12)!.number.value, 12)
}

/// Index misuse: a negative index names the parameter; past the end gives
/// the bound, on managed and unmanaged lists and on results.
/// - section: sdk-messages
/// - claims: sdk.messages.index
/// - sdk-test: Realm/Tests/ArrayPropertyTests.m ArrayPropertyTests.testInsertAtIndex
func testIndexMessages() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    vera.dogs.append(Dog(value: ["name": "Ash"]))
    let loose = Person(value: ["id": 2, "name": "Loose"])
    loose.dogs.append(Dog(value: ["name": "Birch"]))
    assertThrows(loose.dogs[-1], .indexOutOfBounds, reason: "Cannot pass a negative value for 'index'.")
    assertThrows(loose.dogs[3], .indexOutOfBounds, reason: "Index 3 is out of bounds (must be less than 1).")
    try realm.write {
        realm.add(vera)
        assertThrows(vera.dogs.remove(at: -2), .indexOutOfBounds, reason: "Cannot pass a negative value for 'index'.")
        assertThrows(vera.dogs.swapAt(0, -1), .indexOutOfBounds, reason: "Cannot pass a negative value for 'index2'.")
        assertThrows(vera.dogs.replace(index: 4, object: Dog()), .indexOutOfBounds, reason: "Index 4 is out of bounds (must be less than 1).")
        assertThrows(vera.dogs.insert(Dog(), at: 5), .indexOutOfBounds, reason: "Index 5 is out of bounds (must be less than 2).")
    }
    assertThrows(realm.objects(Dog.self)[-1], .indexOutOfBounds, reason: "Cannot pass a negative value for 'index'.")
    assertThrows(realm.objects(Dog.self)[9], .indexOutOfBounds, reason: "Index 9 is out of bounds (must be less than 1).")
}

/// An embedded type cannot be created on its own.
/// - section: sdk-messages
/// - claims: sdk.messages.embedded
func testEmbeddedMessage() throws {
    let realm = try Realm()
    try realm.write {
        assertThrows(realm.create(Address.self, value: ["city": "Oslo"]), .embeddedStandalone,
                     reason: "Embedded objects cannot be created directly")
    }
}

/// Unknown names: a subscript property, an observed key path and a sort or
/// distinct key path.
/// - section: sdk-messages
/// - claims: sdk.messages.unknown-property
func testUnknownNames() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    try realm.write {
        realm.add(rex)
    }
    assertThrows(rex["nickname"], .unknownProperty, reason: "Invalid property name 'nickname' for class 'Dog'.")
    assertThrows(rex.observe(keyPaths: ["nickname"]) { _ in }, .unknownProperty,
                 reason: "Invalid property name: property 'nickname' not found in object of type 'Dog'")
    assertThrows(realm.objects(Dog.self).sorted(byKeyPath: "nickname"), .unknownProperty,
                 reason: "Cannot sort on key path 'nickname': property 'Dog.nickname' does not exist.")
    assertThrows(realm.objects(Dog.self).distinct(by: ["nickname"]), .unknownProperty,
                 reason: "Cannot sort on key path 'nickname': property 'Dog.nickname' does not exist.")
}

/// A linking-objects property is read-only.
/// - section: sdk-messages
/// - claims: sdk.messages.read-only
func testReadOnlyMessage() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
        assertThrows(vera["clubs"] = realm.objects(DogClub.self), .readOnlyProperty, reason: "Cannot modify read-only property 'Person.clubs'")
    }
    XCTAssertEqual(vera.clubs.count, 0)
}

/// Aggregates name the operation, core's type name and the property.
/// - section: sdk-messages
/// - claims: sdk.messages.aggregate
func testAggregateMessages() throws {
    let realm = try Realm()
    let tray = Tray()
    tray.samples.append(Sample(value: ["flag": true, "score": 3, "marks": [1, 2]]))
    try realm.write {
        realm.add(tray)
    }
    assertThrows(tray.samples.sum(ofProperty: "flag"), .unsupportedAggregate,
                 reason: "Operation 'sum' not supported for bool property 'Sample.flag'")
    assertThrows(tray.samples.average(ofProperty: "note"), .unsupportedAggregate,
                 reason: "Operation 'average' not supported for string? property 'Sample.note'")
    assertThrows(tray.samples.max(ofProperty: "marks"), .unsupportedAggregate,
                 reason: "Operation 'max' not supported for int list 'Sample.marks'")
    let marks = realm.objects(Sample.self).first!.marks
    assertThrows(marks.sum(ofProperty: "score"), .unknownProperty, reason: "Arrays of 'int' can only be aggregated on \"self\"")
}

/// Aggregates naming a missing property, and aggregates of an unmanaged list
/// over a type they do not take (the SDK prints the selector with its colon,
/// then another colon).
/// - section: sdk-messages
/// - claims: sdk.messages.aggregate
func testAggregatePropertyMessages() throws {
    let realm = try Realm()
    let tray = Tray()
    tray.samples.append(Sample(value: ["flag": true, "score": 3]))
    assertThrows(tray.samples.sum(ofProperty: "flag"), .unsupportedAggregate,
                 reason: "sumOfProperty:: is not supported for bool property 'Sample.flag'")
    assertThrows(tray.samples.min(ofProperty: "weight"), .unknownProperty, reason: "Property 'weight' not found in object of type 'Sample'")
    XCTAssertEqual(tray.samples.sum(ofProperty: "score"), 3)
    try realm.write {
        realm.add(tray)
    }
    assertThrows(tray.samples.max(ofProperty: "weight"), .unknownProperty, reason: "Property 'weight' not found in object of type 'Sample'")
    assertThrows(realm.objects(Sample.self).average(ofProperty: "weight"), .unknownProperty,
                 reason: "Property 'weight' not found in object of type 'Sample'")
}

/// Observing after changes in a write is refused.
/// - section: sdk-messages
/// - claims: sdk.messages.notification
func testNotificationMessage() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rex"]))
        assertThrows(realm.objects(Dog.self).observe { _ in }, .notificationInWrite,
                     reason: "Cannot create asynchronous query after making changes in a write transaction.")
    }
}

/// Map keys with a dot or a leading dollar sign use core's texts.
/// - section: sdk-messages
/// - claims: sdk.messages.map-key
func testMapKeyMessages() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex"])
    try realm.write {
        realm.add(rex)
        assertThrows(rex.favoriteParksByCity["St. Louis"] = "Forest Park", .invalidMapKey,
                     reason: "Dictionary::insert: key must not contain '.'")
        assertThrows(rex.favoriteParksByCity["$city"] = "Nowhere", .invalidMapKey,
                     reason: "Dictionary::insert: key must not start with '$'")
    }
}

/// Object input: a value of the wrong type names the property's type; more
/// array values than properties gives both counts.
/// - section: sdk-messages
/// - claims: sdk.messages.object-input
func testObjectInputMessages() throws {
    let realm = try Realm()
    try realm.write {
        assertThrows(realm.create(Dog.self, value: ["name": 5]), .typeMismatch,
                     reason: "Invalid value '5' of type '__NSCFNumber' for 'string' property 'Dog.name'.")
        assertThrows(realm.create(DogToy.self, value: ["Ball", "extra"]), .typeMismatch,
                     reason: "Invalid array input: more values (2) than properties (1).")
    }
}

/// Object input read by key: NSNull as an object's whole value is refused as
/// nil, and a string or an object of another class as lacking the first key
/// the class reads; an object that has every key is copied.
/// - section: sdk-messages
/// - claims: sdk.messages.object-input-keys
func testObjectInputByKeyMessages() throws {
    assertThrows(Dog(value: NSNull()), .missingValue, reason: "Must provide a non-nil value.")
    let realm = try Realm()
    try realm.write {
        assertThrows(realm.create(Dog.self, value: NSNull()), .missingValue, reason: "Must provide a non-nil value.")
        assertThrows(realm.create(Dog.self, value: "Rex"), .missingValue,
                     reason: "Invalid value 'Rex' to initialize object of type 'Dog': missing key 'name'")
        assertThrows(realm.create(Dog.self, value: DogToy(value: ["Ball"])), .missingValue, reason: "to initialize object of type 'Dog': missing key 'age'")
        XCTAssertEqual(realm.create(DogToy.self, value: Dog(value: ["name": "Rex"])).name, "Rex")
    }
}

/// index(of:) with an object of another class names the collection's class.
/// - section: sdk-messages
/// - claims: sdk.messages.element-class
func testElementClassMessages() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let ball = DogToy(value: ["name": "Ball"])
    try realm.write {
        realm.add(vera)
        realm.add(ball)
    }
    assertThrows(vera.dogs.index(of: ball), .typeMismatch, reason: "Object of type 'DogToy' does not match RLMArray type 'Dog'.")
    assertThrows(realm.objects(Dog.self).index(of: ball), .typeMismatch,
                 reason: "Object of type 'DogToy' does not match Results type 'Dog'")
}

/// An unmanaged set or map of objects takes only objects of its class; another class is refused with the set's or the map's words.
/// - section: sdk-messages
/// - claims: sdk.messages.unmanaged-element-class
func testUnmanagedElementClassMessages() throws {
    let kennel = Kennel()
    let ball = DogToy(value: ["name": "Ball"])
    assertThrows(kennel.residents.insert(ball), .typeMismatch, reason: "Object of type 'DogToy' does not match RLMSet type 'Dog'.")
    assertThrows(kennel.byName["ball"] = ball, .typeMismatch, reason: "Value of type 'DogToy' does not match RLMDictionary value type 'Dog'.")
    kennel.residents.insert(Dog(value: ["name": "Rex"]))
    kennel.byName["rex"] = Dog(value: ["name": "Rex"])
    XCTAssertEqual(kennel.residents.count, 1)
    XCTAssertEqual(kennel.byName.count, 1)
}

// Objective-C owners of collections of two classes and of two value types,
// for the collection type and set algebra checks.
class MsgLabel: RLMObject {
    @objc dynamic var text = ""
}

class MsgCount: RLMObject {
    @objc dynamic var value = 0
}

class MsgShelf: RLMObject {
    @objc dynamic var labels = RLMArray<MsgLabel>(objectClassName: MsgLabel.className())
    @objc dynamic var counts = RLMArray<MsgCount>(objectClassName: MsgCount.className())
    @objc dynamic var labelSet = RLMSet<MsgLabel>(objectClassName: MsgLabel.className())
    @objc dynamic var countSet = RLMSet<MsgCount>(objectClassName: MsgCount.className())
    @objc dynamic var labelMap = RLMDictionary<NSString, MsgLabel>(objectClassName: MsgLabel.className(), keyType: .string)
    @objc dynamic var countMap = RLMDictionary<NSString, MsgCount>(objectClassName: MsgCount.className(), keyType: .string)
    @objc dynamic var words = RLMSet<NSObject>(objectType: .string, optional: false)
    @objc dynamic var numbers = RLMSet<NSObject>(objectType: .int, optional: true)
}

/// An RLMObject's RLMArray, RLMSet or RLMDictionary property assigned a collection of another element type is refused naming the given collection's type, the expected one and the property (TY3); a managed RLMSet's algebra with a managed set of another type names both types (SET2).
/// - section: sdk-messages
func testObjcCollectionTypeMessages() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let shelf = MsgShelf.create(in: realm, withValue: []) as! MsgShelf
    assertThrows(shelf["counts"] = shelf["labels"], .typeMismatch,
                 reason: "RLMArray<MsgLabel> does not match expected type 'MsgCount' for property 'MsgShelf.counts'.")
    assertThrows(shelf["countSet"] = shelf["labelSet"], .typeMismatch,
                 reason: "RLMSet<MsgLabel> does not match expected type 'MsgCount' for property 'MsgShelf.countSet'.")
    assertThrows(shelf["countMap"] = shelf["labelMap"], .typeMismatch,
                 reason: "RLMDictionary<string, MsgLabel?> does not match expected type 'MsgCount?' for property 'MsgShelf.countMap'.")
    assertThrows(shelf.words.isSubset(of: shelf.numbers), .typeMismatch, reason: "Cannot intersect sets of type 'string' and 'int'.")
    assertThrows(shelf.words.union(shelf.numbers), .typeMismatch, reason: "Cannot intersect sets of type 'string' and 'int'.")
    realm.cancelWriteTransaction()
}

// An Objective-C owner of an array and a set of ints.
class MsgTally: RLMObject {
    @objc dynamic var ints = RLMArray<NSObject>(objectType: .int, optional: false)
    @objc dynamic var intSet = RLMSet<NSObject>(objectType: .int, optional: false)
}

/// setValue(_:forKey:) on an RLMArray or RLMSet of values with a key other than self is Foundation's refusal of an undefined key, naming the collection's class and the key (UP2), unmanaged or managed.
/// - section: sdk-messages
func testObjcValuesSetValueForUndefinedKeyMessages() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let unmanaged = MsgTally()
    let managed = MsgTally.create(in: realm, withValue: []) as! MsgTally
    assertThrows(unmanaged.ints.setValue(1 as NSNumber, forKey: "total"), .unknownProperty,
                 reason: "[<RLMArray 0x…> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key total.")
    assertThrows(managed.ints.setValue(1 as NSNumber, forKey: "total"), .unknownProperty,
                 reason: "[<RLMManagedArray 0x…> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key total.")
    assertThrows(unmanaged.intSet.setValue(1 as NSNumber, forKey: "total"), .unknownProperty,
                 reason: "[<RLMSet 0x…> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key total.")
    assertThrows(managed.intSet.setValue(1 as NSNumber, forKey: "total"), .unknownProperty,
                 reason: "[<RLMManagedSet 0x…> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key total.")
    realm.cancelWriteTransaction()
}
