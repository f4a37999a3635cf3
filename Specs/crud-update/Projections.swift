// page: crud-update
// tags: update, projection

/// Changing a projection's firstName inside a write renames the person.
/// - section: update-properties-through-a-class-projection
/// - claims: update.projection.in-write
func testProjectionWritesThrough() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Person(value: ["id": 1, "name": "Jasper"]))
    }
    let jasper = realm.objects(PersonProjection.self).first(where: { $0.firstName == "Jasper" })!
    try realm.write {
        jasper.firstName = "Dmitri"
    }
    XCTAssertEqual(realm.object(ofType: Person.self, forPrimaryKey: 1)?.name, "Dmitri")
    XCTAssertEqual(jasper.firstName, "Dmitri")
}

/// Changing a projection's property outside a write is refused; inside a write
/// the same change is made.
/// - section: update-properties-through-a-class-projection
/// - claims: update.projection.in-write
func testProjectionChangeOutsideWriteFails() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Person(value: ["id": 1, "name": "Jasper"]))
    }
    let jasper = realm.objects(PersonProjection.self).first!
    assertThrows(jasper.firstName = "Dmitri", .notInWriteTransaction)
    XCTAssertEqual(realm.object(ofType: Person.self, forPrimaryKey: 1)?.name, "Jasper")
    try realm.write {
        jasper.firstName = "Dmitri"
    }
    XCTAssertEqual(realm.object(ofType: Person.self, forPrimaryKey: 1)?.name, "Dmitri")
}

/// A projection sees a change made to the underlying person.
/// - section: change-class-projection-properties
func testProjectionReadsThrough() throws {
    let realm = try Realm()
    let p = Person(value: ["id": 1, "name": "Jasper"])
    try realm.write {
        realm.add(p)
    }
    let proj = realm.objects(PersonProjection.self).first!
    try realm.write {
        p.name = "Jas"
    }
    XCTAssertEqual(proj.firstName, "Jas")
}

/// first(where:) picks the projection whose firstName matches, among several.
/// - section: change-class-projection-properties
/// - claims: update.projection.query
func testProjectionFirstWhere() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Person(value: ["id": 1, "name": "Ola"]))
        realm.add(Person(value: ["id": 2, "name": "Jasper"]))
        realm.add(Person(value: ["id": 3, "name": "Ines"]))
    }
    let projections = realm.objects(PersonProjection.self)
    XCTAssertEqual(projections.count, 3)
    let match = projections.first(where: { $0.firstName == "Jasper" })
    XCTAssertEqual(match?.firstName, "Jasper")
    XCTAssertNil(projections.first(where: { $0.firstName == "Nobody" }))
}

/// Renaming through one projection leaves the other people unchanged.
/// - section: change-class-projection-properties
/// - claims: update.projection.writes-through
func testProjectionChangesOnlyItsPerson() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Person(value: ["id": 1, "name": "Ola"]))
        realm.add(Person(value: ["id": 2, "name": "Jasper"]))
    }
    let jasper = realm.objects(PersonProjection.self).first(where: { $0.firstName == "Jasper" })!
    try realm.write {
        jasper.firstName = "Dmitri"
    }
    XCTAssertEqual(realm.object(ofType: Person.self, forPrimaryKey: 1)?.name, "Ola")
    XCTAssertEqual(realm.objects(Person.self).where { $0.name == "Dmitri" }.count, 1)
}
