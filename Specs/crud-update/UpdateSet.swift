// page: crud-update
// tags: update, set

/// Inserting the current city twice over two moves leaves two cities in the set.
/// - section: update-a-mutableset-property
/// - claims: update.set.insert
func testInsertCurrentCity() throws {
    let realm = try Realm()
    let koa = Dog()
    koa.name = "Koa"
    koa.currentCity = "Honolulu"
    try realm.write {
        realm.add(koa)
        koa.citiesVisited.insert(koa.currentCity)
    }
    try realm.write {
        koa.currentCity = "Hilo"
        koa.citiesVisited.insert(koa.currentCity)
    }
    XCTAssertEqual(koa.citiesVisited.count, 2)
    XCTAssertTrue(koa.citiesVisited.contains("Hilo"))
}

/// Inserting a city the set already holds does not add a second copy.
/// - section: update-a-mutableset-property
/// - claims: update.set.insert-duplicate
func testInsertDuplicate() throws {
    let realm = try Realm()
    let koa = Dog(value: ["name": "Koa"])
    try realm.write {
        realm.add(koa)
        koa.citiesVisited.insert("Hilo")
        koa.citiesVisited.insert("Hilo")
    }
    XCTAssertEqual(koa.citiesVisited.count, 1)
}

/// formUnion adds the one city of the second set that the first lacks.
/// - section: update-a-mutableset-property
/// - claims: update.set.form-union
func testFormUnion() throws {
    let realm = try Realm()
    let koa = Dog(value: ["name": "Koa"])
    let lani = Dog(value: ["name": "Lani"])
    try realm.write {
        realm.add(koa)
        realm.add(lani)
        koa.citiesVisited.insert(objectsIn: ["Honolulu", "Hilo"])
        lani.citiesVisited.insert(objectsIn: ["Hilo", "Kona"])
    }
    try realm.write {
        koa.citiesVisited.formUnion(lani.citiesVisited)
    }
    XCTAssertEqual(koa.citiesVisited.count, 3)
    XCTAssertTrue(koa.citiesVisited.contains("Kona"))
    XCTAssertEqual(lani.citiesVisited.count, 2)
}

/// subtract takes out the cities the second set holds.
/// - section: update-a-mutableset-property
/// - claims: update.set.subtract
func testSubtract() throws {
    let realm = try Realm()
    let koa = Dog(value: ["name": "Koa"])
    let lani = Dog(value: ["name": "Lani"])
    try realm.write {
        realm.add(koa)
        realm.add(lani)
        koa.citiesVisited.insert(objectsIn: ["Honolulu", "Hilo", "Kona"])
        lani.citiesVisited.insert(objectsIn: ["Kona"])
    }
    try realm.write {
        koa.citiesVisited.subtract(lani.citiesVisited)
    }
    XCTAssertEqual(koa.citiesVisited.count, 2)
    XCTAssertFalse(koa.citiesVisited.contains("Kona"))
}

/// formIntersection of sets with nothing in common leaves the set empty.
/// - section: update-a-mutableset-property
/// - claims: update.set.form-intersection
func testFormIntersectionDisjoint() throws {
    let realm = try Realm()
    let koa = Dog(value: ["name": "Koa"])
    let lani = Dog(value: ["name": "Lani"])
    try realm.write {
        realm.add(koa)
        realm.add(lani)
        koa.citiesVisited.insert(objectsIn: ["Honolulu", "Hilo"])
        lani.citiesVisited.insert(objectsIn: ["Kona"])
    }
    try realm.write {
        koa.citiesVisited.formIntersection(lani.citiesVisited)
    }
    XCTAssertEqual(koa.citiesVisited.count, 0)
}

/// formIntersection keeps exactly the common cities.
/// - section: update-a-mutableset-property
/// - claims: update.set.form-intersection
func testFormIntersectionCommon() throws {
    let realm = try Realm()
    let koa = Dog(value: ["name": "Koa"])
    let lani = Dog(value: ["name": "Lani"])
    try realm.write {
        realm.add(koa)
        realm.add(lani)
        koa.citiesVisited.insert(objectsIn: ["Honolulu", "Hilo", "Kona"])
        lani.citiesVisited.insert(objectsIn: ["Kona", "Hilo", "Lihue"])
    }
    try realm.write {
        koa.citiesVisited.formIntersection(lani.citiesVisited)
    }
    XCTAssertEqual(koa.citiesVisited.count, 2)
    XCTAssertTrue(koa.citiesVisited.contains("Hilo"))
    XCTAssertTrue(koa.citiesVisited.contains("Kona"))
}

/// The page's sequence: union adds one, subtract takes it back, intersection empties.
/// - section: update-a-mutableset-property
/// - claims: update.set.form-union, update.set.subtract, update.set.form-intersection
func testUnionSubtractIntersectSequence() throws {
    let realm = try Realm()
    let koa = Dog(value: ["name": "Koa"])
    let lani = Dog(value: ["name": "Lani"])
    try realm.write {
        realm.add(koa)
        realm.add(lani)
        koa.citiesVisited.insert(objectsIn: ["Honolulu", "Hilo"])
        lani.citiesVisited.insert("Kona")
    }
    try realm.write {
        koa.citiesVisited.formUnion(lani.citiesVisited)
    }
    XCTAssertEqual(koa.citiesVisited.count, 3)
    try realm.write {
        koa.citiesVisited.subtract(lani.citiesVisited)
    }
    XCTAssertEqual(koa.citiesVisited.count, 2)
    try realm.write {
        koa.citiesVisited.formIntersection(lani.citiesVisited)
    }
    XCTAssertEqual(koa.citiesVisited.count, 0)
}

/// isSubset(of:) and intersects(_:) compare two dogs' sets, before and after formUnion.
/// - section: update-a-mutableset-property
/// - claims: update.set.form-union
func testSubsetAndIntersects() throws {
    let realm = try Realm()
    let koa = Dog(value: ["name": "Koa"])
    let lani = Dog(value: ["name": "Lani"])
    try realm.write {
        realm.add(koa)
        realm.add(lani)
        koa.citiesVisited.insert(objectsIn: ["Hilo"])
        lani.citiesVisited.insert(objectsIn: ["Hilo", "Kona"])
    }
    XCTAssertTrue(koa.citiesVisited.isSubset(of: lani.citiesVisited))
    XCTAssertFalse(lani.citiesVisited.isSubset(of: koa.citiesVisited))
    XCTAssertTrue(koa.citiesVisited.intersects(lani.citiesVisited))
    try realm.write {
        koa.citiesVisited.formUnion(lani.citiesVisited)
    }
    XCTAssertTrue(lani.citiesVisited.isSubset(of: koa.citiesVisited))
    XCTAssertEqual(koa.citiesVisited.count, 2)
}

/// Changing a managed set outside a write is refused; inside a write the same
/// calls change it.
/// - section: update-a-mutableset-property
/// - claims: update.set.requires-write
func testSetUpdateOutsideWriteFails() throws {
    let realm = try Realm()
    let koa = Dog(value: ["name": "Koa"])
    let lani = Dog(value: ["name": "Lani"])
    try realm.write {
        realm.add(koa)
        realm.add(lani)
        lani.citiesVisited.insert("Kona")
    }
    assertThrows(koa.citiesVisited.insert("Hilo"), .notInWriteTransaction)
    assertThrows(koa.citiesVisited.formUnion(lani.citiesVisited), .notInWriteTransaction)
    XCTAssertEqual(koa.citiesVisited.count, 0)
    try realm.write {
        koa.citiesVisited.insert("Hilo")
        koa.citiesVisited.formUnion(lani.citiesVisited)
    }
    XCTAssertEqual(koa.citiesVisited.count, 2)
}

/// insert(objectsIn:) with cities the set already holds adds only the new ones.
/// - section: update-a-mutableset-property
/// - claims: update.set.insert-duplicate
func testInsertObjectsInWithExisting() throws {
    let realm = try Realm()
    let koa = Dog(value: ["name": "Koa"])
    try realm.write {
        realm.add(koa)
        koa.citiesVisited.insert("Hilo")
    }
    try realm.write {
        koa.citiesVisited.insert(objectsIn: ["Hilo", "Kona"])
    }
    XCTAssertEqual(koa.citiesVisited.count, 2)
}
