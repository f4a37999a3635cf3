// page: sdk
// tags: projection, sdk-api

/// Projections are equal when their objects are the same object, through any accessor, whether made with init(projecting:) or read from a query of projections; equal projections hash alike.
/// - section: sdk-api
/// - claims: sdk.api.projection.equality-hash
/// - sdk-test: RealmSwift/Tests/ProjectionTests.swift ProjectionTests.testProjectionEquality
func testProjectionEqualityAndHash() throws {
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "name": "Ann"])
    let bea = Person(value: ["id": 2, "name": "Bea"])
    try realm.write {
        realm.add(ann)
        realm.add(bea)
    }
    let p = PersonProjection(projecting: ann)
    let again = PersonProjection(projecting: realm.object(ofType: Person.self, forPrimaryKey: 1)!)
    let other = PersonProjection(projecting: bea)
    XCTAssertTrue(p == again)
    XCTAssertFalse(p == other)
    XCTAssertEqual(p.hashValue, again.hashValue)
    XCTAssertEqual(p.hashValue, PersonProjection(projecting: ann).hashValue)
    let mapped = realm.objects(PersonProjection.self).filter("name == 'Ann'").first!
    let notAnn = realm.objects(PersonProjection.self).filter("name != 'Ann'").first!
    XCTAssertTrue(mapped == p)
    XCTAssertFalse(mapped == notAnn)
}

/// A projection's description names its class and its root's class, then each label with its origin key path and value.
/// - section: sdk-api
/// - claims: sdk.api.projection.description
func testProjectionDescription() throws {
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "name": "Ann"])
    try realm.write { realm.add(ann) }
    let text = PersonProjection(projecting: ann).description
    XCTAssertTrue(text.hasPrefix("PersonProjection<Person> <0x"))
    XCTAssertTrue(text.hasSuffix("> {\n\t\tfirstName(\\.name) = Ann;\n}"))
    try realm.write { ann.name = "Bea" }
    XCTAssertTrue(PersonProjection(projecting: ann).description.hasSuffix("firstName(\\.name) = Bea;\n}"))
}

/// observe without key paths reports a change of a projected property under its label, with old and new values; a property nobody projects is not heard.
/// - section: sdk-api
/// - claims: sdk.api.projection.observe
func testProjectionObserveReportsLabels() throws {
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "name": "Ann"])
    try realm.write { realm.add(ann) }
    let p = PersonProjection(projecting: ann)
    var names: [String] = []
    var olds: [String?] = []
    var news: [String] = []
    var deleted = false
    let token = p.observe { change in
        switch change {
        case .change(let projection, let properties):
            XCTAssertTrue(projection == p)
            for property in properties {
                names.append(property.name)
                olds.append(property.oldValue as? String)
                news.append(property.newValue as! String)
            }
        case .deleted:
            deleted = true
        case .error:
            XCTFail("no error is reported")
        }
    }
    try realm.write { ann.name = "Bea" }
    realm.refresh()
    XCTAssertEqual(names, ["firstName"])
    XCTAssertEqual(olds, [nil])
    XCTAssertEqual(news, ["Bea"])
    try realm.write { ann.dogs.append(Dog(value: ["name": "Rex"])) }
    realm.refresh()
    XCTAssertEqual(names, ["firstName"])
    try realm.write { realm.delete(ann) }
    realm.refresh()
    XCTAssertTrue(deleted)
    token.invalidate()
}

/// observe(keyPaths:) matches the origin key paths: "name" narrows to firstName; the label "firstName" matches no origin, so only the deletion is heard.
/// - section: sdk-api
/// - claims: sdk.api.projection.observe
func testProjectionObserveKeyPathsAreOrigins() throws {
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "name": "Ann"])
    try realm.write { realm.add(ann) }
    let p = PersonProjection(projecting: ann)
    var byOrigin = 0
    var byLabel = 0
    var labelDeleted = false
    let origin = p.observe(keyPaths: ["name"]) { change in
        if case .change(_, let properties) = change { byOrigin += properties.count }
    }
    let label = p.observe(keyPaths: ["firstName"]) { change in
        switch change {
        case .change: byLabel += 1
        case .deleted: labelDeleted = true
        case .error: XCTFail("no error is reported")
        }
    }
    try realm.write { ann.name = "Bea" }
    realm.refresh()
    XCTAssertEqual(byOrigin, 1)
    XCTAssertEqual(byLabel, 0)
    try realm.write { realm.delete(ann) }
    realm.refresh()
    XCTAssertTrue(labelDeleted)
    origin.invalidate()
    label.invalidate()
}

/// A projection of two properties: a Swift key path of the projection narrows observe to that property's origin.
class PersonNameCity: Projection<Person> {
    @Projected(\Person.name) var label
    @Projected(\Person.address.city) var city
}

/// observe(keyPaths:) with the projection's Swift key paths hears only the origins they stand for.
/// - section: sdk-api
/// - claims: sdk.api.projection.observe
func testProjectionObserveSwiftKeyPaths() throws {
    let realm = try Realm()
    let ann = Person(value: ["id": 1, "name": "Ann"])
    ann.address = Address(value: ["city": "Oslo"])
    try realm.write { realm.add(ann) }
    let p = PersonNameCity(projecting: ann)
    var heard: [String] = []
    let token = p.observe(keyPaths: [\PersonNameCity.city]) { change in
        if case .change(_, let properties) = change {
            for property in properties { heard.append(property.name) }
        }
    }
    try realm.write { ann.name = "Bea" }
    realm.refresh()
    XCTAssertEqual(heard, [])
    try realm.write { ann.address = Address(value: ["city": "Bergen"]) }
    realm.refresh()
    XCTAssertEqual(heard, ["city"])
    XCTAssertEqual(p.city, "Bergen")
    token.invalidate()
}

/// A projection's PersistedType is its root type: the objects of that type are the ones it projects.
/// - section: sdk-api
/// - claims: sdk.api.projection.persisted-type
func testProjectionPersistedType() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Person(value: ["id": 1, "name": "Ann"]))
        realm.add(Dog(value: ["name": "Rex"]))
    }
    XCTAssertTrue(PersonProjection.PersistedType.self == Person.self)
    XCTAssertFalse(PersonProjection.PersistedType.self == Dog.self)
    let roots = realm.objects(PersonProjection.PersistedType.self)
    XCTAssertEqual(roots.count, 1)
    XCTAssertEqual(roots.first?.name, "Ann")
}
