// page: sdk
// tags: sdk-behaviour, projection

/// A projected key path may end in a value its property computes (a string's localizedUppercase or count), pass through an optional embedded object, or follow a list of objects with projectTo; each reads through to the object.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.projection-derived-paths
func testProjectionDerivedPaths() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera", "address": ["city": "Oslo"]])
    try realm.write {
        realm.add(vera)
        vera.dogs.append(Dog(value: ["name": "Rex"]))
        vera.dogs.append(Dog(value: ["name": "Ace"]))
    }
    let card = PersonCard(projecting: vera)
    XCTAssertEqual(card.shout, "VERA")
    XCTAssertEqual(card.nameLength, 4)
    XCTAssertEqual(card.city, "Oslo")
    XCTAssertEqual(card.dogNames.first!, "Rex")
    XCTAssertEqual(card.dogNames.count, 2)
    try realm.write { vera.name = "Vera Lind" }
    XCTAssertEqual(card.shout, "VERA LIND")
}

/// A projection's description names each label with the stored key path it starts from, prints a value read through an optional link as Optional(…) and a projected collection as ProjectedCollection<T> with its elements.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.projection-derived-paths
func testProjectionDescriptionOfDerivedPaths() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera", "address": ["city": "Oslo"]])
    try realm.write {
        realm.add(vera)
        vera.dogs.append(Dog(value: ["name": "Rex"]))
    }
    let text = PersonCard(projecting: vera).description
    XCTAssertTrue(text.hasPrefix("PersonCard<Person> <0x"))
    XCTAssertTrue(text.contains("shout(\\.name) = VERA;"))
    XCTAssertTrue(text.contains("city(\\.address.city) = Optional(\"Oslo\");"))
    XCTAssertTrue(text.contains("dogNames(\\.dogs) = ProjectedCollection<String> {\n\t[0] Rex\n};"))
}
