// page: crud-update
// tags: models, embedded

/// A Person is stored with an integer id, a name and a list of dogs, found again by id.
/// - section: about-the-examples
/// - claims: update.models.person-primary-key
func testPersonModel() throws {
    let realm = try Realm()
    let hana = Person(value: ["id": 77, "name": "Hana", "dogs": [["name": "Yuzu", "age": 3]]])
    try realm.write {
        realm.add(hana)
    }
    let found = realm.object(ofType: Person.self, forPrimaryKey: 77)!
    XCTAssertEqual(found.name, "Hana")
    XCTAssertEqual(found.dogs.count, 1)
    XCTAssertEqual(found.dogs[0].name, "Yuzu")
}

/// A new Person has no address: the embedded property is optional. It holds one
/// address when given one, a second replaces the first, and it can be nil again.
/// - section: about-the-examples
/// - claims: update.models.embedded-address
func testAddressStartsNil() throws {
    let realm = try Realm()
    let hana = Person(value: ["id": 1, "name": "Hana"])
    try realm.write {
        realm.add(hana)
    }
    XCTAssertNil(hana.address)
    try realm.write {
        hana.address = Address(value: ["city": "Leeds"])
    }
    XCTAssertEqual(hana.address?.city, "Leeds")
    try realm.write {
        hana.address = Address(value: ["city": "York"])
    }
    XCTAssertEqual(hana.address?.city, "York")
    try realm.write {
        hana.address = nil
    }
    XCTAssertNil(hana.address)
}

/// An embedded address is stored with its parent and not as an object of its own.
/// - section: about-the-examples
func testAddressStoredWithParent() throws {
    let realm = try Realm()
    let hana = Person(value: ["id": 1, "name": "Hana"])
    hana.address = Address(value: ["street": "2 Elm Row", "city": "Leeds"])
    try realm.write {
        realm.add(hana)
    }
    XCTAssertEqual(hana.address?.city, "Leeds")
    try realm.write {
        realm.delete(hana)
    }
    XCTAssertEqual(realm.objects(Person.self).count, 0)
}

/// An Address cannot be added to the realm on its own.
/// - section: about-the-examples
func testAddressCannotBeAddedAlone() throws {
    let realm = try Realm()
    let loose = Address(value: ["street": "Nowhere Lane"])
    try realm.write {
        assertThrows(realm.add(loose), .embeddedStandalone)
    }
}

/// Every Address field is optional and starts as nil.
/// - section: about-the-examples
/// - claims: update.models.address-fields
func testAddressFieldsOptional() throws {
    let realm = try Realm()
    let hana = Person(value: ["id": 1, "name": "Hana"])
    hana.address = Address()
    try realm.write {
        realm.add(hana)
    }
    XCTAssertNotNil(hana.address)
    XCTAssertNil(hana.address?.street)
    XCTAssertNil(hana.address?.city)
    XCTAssertNil(hana.address?.country)
    XCTAssertNil(hana.address?.postalCode)
}

/// An Address field can be set back to nil.
/// - section: about-the-examples
func testAddressFieldBackToNil() throws {
    let realm = try Realm()
    let hana = Person(value: ["id": 1, "name": "Hana"])
    hana.address = Address(value: ["country": "Japan"])
    try realm.write {
        realm.add(hana)
    }
    try realm.write {
        hana.address?.country = nil
    }
    XCTAssertNil(hana.address?.country)
}
