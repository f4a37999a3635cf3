// page: crud-update
// tags: update, map

/// Subscript assignment replaces the value of an existing key.
/// - section: update-a-map-dictionary
/// - claims: update.map.like-dictionary, update.map.subscript
func testSubscriptReplacesValue() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Lobo", "favoriteParksByCity": ["Paris": "Parc Monceau"]]))
    }
    let wolf = realm.objects(Dog.self).where { $0.name == "Lobo" }.first!
    XCTAssertTrue(wolf.favoriteParksByCity["Paris"] == "Parc Monceau")
    print("Lobo's favourite park in Paris: \(wolf.favoriteParksByCity["Paris"])")
    try realm.write {
        wolf.favoriteParksByCity["Paris"] = "Jardin du Luxembourg"
    }
    XCTAssertTrue(wolf.favoriteParksByCity["Paris"] == "Jardin du Luxembourg")
    XCTAssertEqual(wolf.favoriteParksByCity.count, 1)
}

/// updateValue(_:forKey:) adds a key that was missing.
/// - section: update-a-map-dictionary
/// - claims: update.map.update-value, update.map.adds-absent-key
func testUpdateValueAddsKey() throws {
    let realm = try Realm()
    let wolf = Dog(value: ["name": "Lobo"])
    try realm.write {
        realm.add(wolf)
    }
    try realm.write {
        wolf.favoriteParksByCity.updateValue("Stanley Park", forKey: "Vancouver")
    }
    XCTAssertEqual(wolf.favoriteParksByCity["Vancouver"], "Stanley Park")
    XCTAssertEqual(wolf.favoriteParksByCity.count, 1)
}

/// updateValue(_:forKey:) replaces the value of a key that is present.
/// - section: update-a-map-dictionary
/// - claims: update.map.update-value
func testUpdateValueReplaces() throws {
    let realm = try Realm()
    let wolf = Dog(value: ["name": "Lobo"])
    wolf.favoriteParksByCity["Vancouver"] = "Queen Elizabeth Park"
    try realm.write {
        realm.add(wolf)
    }
    try realm.write {
        wolf.favoriteParksByCity.updateValue("Stanley Park", forKey: "Vancouver")
    }
    XCTAssertEqual(wolf.favoriteParksByCity["Vancouver"], "Stanley Park")
    XCTAssertEqual(wolf.favoriteParksByCity.count, 1)
}

/// setValue(_:forKey:) on the map adds a new entry.
/// - section: update-a-map-dictionary
/// - claims: update.map.set-value, update.map.adds-absent-key
func testSetValueAddsKey() throws {
    let realm = try Realm()
    let wolf = Dog(value: ["name": "Lobo"])
    try realm.write {
        realm.add(wolf)
    }
    try realm.write {
        wolf.favoriteParksByCity.setValue("Acadia", forKey: "Bar Harbor")
    }
    XCTAssertEqual(wolf.favoriteParksByCity["Bar Harbor"], "Acadia")
}

/// Subscript assignment to a new key adds it beside the others.
/// - section: update-a-map-dictionary
/// - claims: update.map.adds-absent-key
func testSubscriptAddsKey() throws {
    let realm = try Realm()
    let wolf = Dog(value: ["name": "Lobo"])
    wolf.favoriteParksByCity["Paris"] = "Parc Monceau"
    try realm.write {
        realm.add(wolf)
    }
    try realm.write {
        wolf.favoriteParksByCity["Madrid"] = "El Retiro"
    }
    XCTAssertEqual(wolf.favoriteParksByCity.count, 2)
    XCTAssertEqual(wolf.favoriteParksByCity.keys.sorted(), ["Madrid", "Paris"])
}

/// All three ways of setting a key work together in one write, as on the page.
/// - section: update-a-map-dictionary
/// - claims: update.map.like-dictionary, update.map.subscript, update.map.update-value, update.map.set-value
func testThreeWaysInOneWrite() throws {
    let realm = try Realm()
    let wolf = Dog(value: ["name": "Lobo"])
    wolf.favoriteParksByCity["Paris"] = "Parc Monceau"
    try realm.write {
        realm.add(wolf)
    }
    try realm.write {
        wolf.favoriteParksByCity["Paris"] = "Parc des Buttes-Chaumont"
        wolf.favoriteParksByCity.updateValue("Hyde Park", forKey: "London")
        wolf.favoriteParksByCity.setValue("Vondelpark", forKey: "Amsterdam")
    }
    XCTAssertEqual(wolf.favoriteParksByCity.count, 3)
    XCTAssertEqual(wolf.favoriteParksByCity["Paris"], "Parc des Buttes-Chaumont")
    XCTAssertEqual(wolf.favoriteParksByCity["London"], "Hyde Park")
    XCTAssertEqual(wolf.favoriteParksByCity["Amsterdam"], "Vondelpark")
}

/// Changing a managed map outside a write is refused.
/// - section: update-a-map-dictionary
func testMapUpdateOutsideWriteFails() throws {
    let realm = try Realm()
    let wolf = Dog(value: ["name": "Lobo"])
    try realm.write {
        realm.add(wolf)
    }
    assertThrows(wolf.favoriteParksByCity["Paris"] = "Parc Monceau", .notInWriteTransaction)
    assertThrows(wolf.favoriteParksByCity.updateValue("Hyde Park", forKey: "London"), .notInWriteTransaction)
    XCTAssertEqual(wolf.favoriteParksByCity.count, 0)
}

/// A key that starts with a dollar sign or contains a dot is refused.
/// - section: update-a-map-dictionary
func testInvalidMapKeyFails() throws {
    let realm = try Realm()
    let wolf = Dog(value: ["name": "Lobo"])
    try realm.write {
        realm.add(wolf)
        assertThrows(wolf.favoriteParksByCity["$city"] = "Nowhere", .invalidMapKey)
        assertThrows(wolf.favoriteParksByCity["St. Louis"] = "Forest Park", .invalidMapKey)
    }
    XCTAssertEqual(wolf.favoriteParksByCity.count, 0)
}
