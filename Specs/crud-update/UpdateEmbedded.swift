// page: crud-update
// tags: update, embedded

/// The Objective-C example's contact and its embedded address, as Objective-C models are seen from Swift.
class RLMContactAddress: RLMEmbeddedObject {
    @objc dynamic var street: String?
    @objc dynamic var city: String?
    @objc dynamic var postalCode: String?
}

class RLMContactEntry: RLMObject {
    @objc dynamic var _id = 0
    @objc dynamic var name = ""
    @objc dynamic var address: RLMContactAddress?
    override class func primaryKey() -> String? { "_id" }
}

// The Contact of the Objective-C examples, which the page's models leave out.
class Contact: Object {
    @Persisted(primaryKey: true) var _id: ObjectId
    @Persisted var name = ""
    @Persisted var address: Address?
}

/// Fields of a person's embedded address are changed inside a write.
/// - section: update-an-embedded-object-property
/// - claims: update.embedded.modify
func testModifyEmbeddedFields() throws {
    let realm = try Realm()
    let mo = Person(value: ["id": 123, "name": "Mo"])
    mo.address = Address(value: ["street": "1 Old Road", "city": "Oldtown", "postalCode": "00001"])
    try realm.write {
        realm.add(mo)
    }
    guard let person = realm.object(ofType: Person.self, forPrimaryKey: 123) else {
        XCTFail("person 123 not found")
        return
    }
    try realm.write {
        person.address?.street = "42 Harbour View"
        person.address?.city = "Portside"
        person.address?.postalCode = "54321"
    }
    XCTAssertEqual(person.address?.street, "42 Harbour View")
    XCTAssertEqual(person.address?.city, "Portside")
    XCTAssertEqual(person.address?.postalCode, "54321")
}

/// Changing a field through a nil address changes nothing and raises nothing.
/// - section: update-an-embedded-object-property
/// - claims: update.embedded.nil-no-effect
func testUpdateThroughNilAddress() throws {
    let realm = try Realm()
    let mo = Person(value: ["id": 123, "name": "Mo"])
    try realm.write {
        realm.add(mo)
    }
    try realm.write {
        mo.address?.street = "42 Harbour View"
        mo.address?.city = "Portside"
    }
    XCTAssertNil(mo.address)
}

/// The person to update is looked up by id: a stored id gives the person whose embedded address the write changes; an id that does not exist gives nil, so the update is skipped.
/// - section: update-an-embedded-object-property
/// - claims: update.embedded.modify
func testMissingPersonLookup() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Person(value: ["id": 123, "name": "Mo", "address": ["city": "Oldtown"]]))
    }
    let found = realm.object(ofType: Person.self, forPrimaryKey: 123)
    XCTAssertNotNil(found)
    try realm.write {
        found?.address?.city = "Portside"
    }
    XCTAssertEqual(realm.object(ofType: Person.self, forPrimaryKey: 123)?.address?.city, "Portside")
    let missing = 999
    guard let person = realm.object(ofType: Person.self, forPrimaryKey: missing) else {
        print("Person \(missing) not found")
        return
    }
    XCTFail("found \(person.name) although nobody has id 999")
}

/// Changing an embedded field outside a write is refused.
/// - section: update-an-embedded-object-property
func testEmbeddedUpdateOutsideWriteFails() throws {
    let realm = try Realm()
    let mo = Person(value: ["id": 123, "name": "Mo"])
    mo.address = Address(value: ["city": "Oldtown"])
    try realm.write {
        realm.add(mo)
    }
    assertThrows(mo.address?.city = "Portside", .notInWriteTransaction)
    XCTAssertEqual(mo.address?.city, "Oldtown")
}

/// The Objective-C example updates the embedded address of a contact found by its ObjectId.
/// - section: update-an-embedded-object-property
/// - claims: update.embedded.objc, update.embedded.modify
func testObjcContactAddressUpdate() throws {
    let realm = RLMRealm.default()
    try realm.transaction {
        let c = RLMContactEntry(value: ["_id": 7, "name": "Dr. Nick"])
        c.address = RLMContactAddress(value: ["street": "Back Alley 3"])
        realm.add(c)
    }
    try realm.transaction {
        let contact = RLMContactEntry.object(in: realm, forPrimaryKey: 7) as! RLMContactEntry
        contact.address?.street = "Springfield Clinic"
        contact.address?.city = "Springfield"
        contact.address?.postalCode = "49007"
    }
    let contact = RLMContactEntry.object(in: realm, forPrimaryKey: 7) as! RLMContactEntry
    XCTAssertEqual(contact.address?.street, "Springfield Clinic")
    XCTAssertEqual(contact.address?.postalCode, "49007")
}

/// Assigning a new address replaces the old one entirely.
/// - section: overwrite-an-embedded-object
/// - claims: update.embedded.overwrite, update.embedded.overwrite-replaces-all
func testOverwriteAddress() throws {
    let realm = try Realm()
    let mo = Person(value: ["id": 123, "name": "Mo"])
    mo.address = Address(value: ["street": "1 Old Road", "city": "Oldtown", "country": "Narnia", "postalCode": "00001"])
    try realm.write {
        realm.add(mo)
    }
    try realm.write {
        let fresh = Address()
        fresh.street = "42 Harbour View"
        fresh.city = "Portside"
        fresh.postalCode = "54321"
        mo.address = fresh
    }
    XCTAssertEqual(mo.address?.street, "42 Harbour View")
    XCTAssertEqual(mo.address?.city, "Portside")
    XCTAssertNil(mo.address?.country)
}

/// Overwriting a nil address sets one.
/// - section: overwrite-an-embedded-object
func testOverwriteNilAddress() throws {
    let realm = try Realm()
    let mo = Person(value: ["id": 123, "name": "Mo"])
    try realm.write {
        realm.add(mo)
    }
    try realm.write {
        mo.address = Address(value: ["country": "Iceland"])
    }
    XCTAssertEqual(mo.address?.country, "Iceland")
}

/// An address object already embedded in one person cannot be embedded in a second.
/// - section: overwrite-an-embedded-object
func testReuseManagedAddressFails() throws {
    let realm = try Realm()
    let mo = Person(value: ["id": 1, "name": "Mo"])
    let jo = Person(value: ["id": 2, "name": "Jo"])
    mo.address = Address(value: ["city": "Oldtown"])
    try realm.write {
        realm.add(mo)
        realm.add(jo)
    }
    try realm.write {
        assertThrows(jo.address = mo.address, .embeddedAlreadyManaged)
    }
    XCTAssertNil(jo.address)
}

/// Setting the address to nil removes the embedded object.
/// - section: overwrite-an-embedded-object
func testClearAddress() throws {
    let realm = try Realm()
    let mo = Person(value: ["id": 1, "name": "Mo"])
    mo.address = Address(value: ["city": "Oldtown"])
    try realm.write {
        realm.add(mo)
    }
    let old = mo.address!
    try realm.write {
        mo.address = nil
    }
    XCTAssertNil(mo.address)
    XCTAssertTrue(old.isInvalidated)
}

/// The old embedded object is gone after the overwrite: its handle is invalidated.
/// - section: overwrite-an-embedded-object
/// - claims: update.embedded.overwrite-replaces-all
func testOldAddressInvalidated() throws {
    let realm = try Realm()
    let mo = Person(value: ["id": 1, "name": "Mo"])
    mo.address = Address(value: ["city": "Oldtown"])
    try realm.write {
        realm.add(mo)
    }
    let old = mo.address!
    try realm.write {
        mo.address = Address(value: ["city": "Newtown"])
    }
    XCTAssertTrue(old.isInvalidated)
    XCTAssertEqual(mo.address?.city, "Newtown")
}

/// The Objective-C example overwrites a contact's address with a new instance.
/// - section: overwrite-an-embedded-object
/// - claims: update.embedded.overwrite
func testObjcOverwriteContactAddress() throws {
    let realm = try Realm()
    let contactId = ObjectId.generate()
    try ObjectiveCSupport.convert(object: realm).transaction {
        realm.add(Contact(value: ["_id": contactId, "name": "Dr. Nick", "address": ["street": "Back Alley 3"]]))
    }
    try ObjectiveCSupport.convert(object: realm).transaction {
        let contact = realm.object(ofType: Contact.self, forPrimaryKey: contactId)!
        let newAddress = Address()
        newAddress.street = "Springfield Clinic"
        newAddress.city = "Springfield"
        newAddress.country = "USA"
        newAddress.postalCode = "49007"
        contact.address = newAddress
    }
    let contact = realm.object(ofType: Contact.self, forPrimaryKey: contactId)!
    XCTAssertEqual(contact.address?.country, "USA")
    XCTAssertEqual(contact.address?.street, "Springfield Clinic")
}

/// Overwriting the address outside a write is refused.
/// - section: overwrite-an-embedded-object
func testOverwriteOutsideWriteFails() throws {
    let realm = try Realm()
    let mo = Person(value: ["id": 1, "name": "Mo"])
    try realm.write {
        realm.add(mo)
    }
    assertThrows(mo.address = Address(value: ["city": "Newtown"]), .notInWriteTransaction)
    XCTAssertNil(mo.address)
}
