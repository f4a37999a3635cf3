// page: crud-delete
// tags: delete, map

// A map whose values are optional, for the page's remark on Map<String, String?>.
class ParkDiary: Object {
    @Persisted var owner = ""
    @Persisted var parks: Map<String, String?>
}

/// removeObject(for:) removes the key and its value from the map.
/// - section: delete-map-keys-values
/// - claims: delete.map.remove-object-for-key, delete.map.absent-reads-nil
func testRemoveObjectForKey() throws {
    let realm = try Realm()
    let fido = Dog(value: ["name": "Fido"])
    fido.favoriteParksByCity["Lisbon"] = "Eduardo VII Park"
    fido.favoriteParksByCity["Oslo"] = "Frogner Park"
    try realm.write {
        realm.add(fido)
    }
    try realm.write {
        fido.favoriteParksByCity.removeObject(for: "Lisbon")
    }
    XCTAssertEqual(fido.favoriteParksByCity.count, 1)
    XCTAssertNil(fido.favoriteParksByCity["Lisbon"])
    XCTAssertEqual(fido.favoriteParksByCity["Oslo"], "Frogner Park")
}

/// Assigning nil to an entry of a map of non-optional strings deletes the entry.
/// - section: delete-map-keys-values
/// - claims: delete.map.nil-removes-entry, delete.map.absent-reads-nil
func testAssignNilRemovesEntry() throws {
    let realm = try Realm()
    let fido = Dog(value: ["name": "Fido"])
    fido.favoriteParksByCity["Lisbon"] = "Eduardo VII Park"
    try realm.write {
        realm.add(fido)
    }
    try realm.write {
        fido.favoriteParksByCity["Lisbon"] = nil
    }
    XCTAssertEqual(fido.favoriteParksByCity.count, 0)
    XCTAssertNil(fido.favoriteParksByCity["Lisbon"])
}

/// Removing the key and then assigning nil to it, as the page's example does, is harmless.
/// - section: delete-map-keys-values
/// - claims: delete.map.remove-object-for-key
func testRemoveThenAssignNil() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Lobo", "favoriteParksByCity": ["Lisbon": "Eduardo VII Park"]]))
    }
    let wolf = realm.objects(Dog.self).where { $0.name == "Lobo" }.first!
    try realm.write {
        wolf.favoriteParksByCity.removeObject(for: "Lisbon")
        wolf.favoriteParksByCity["Lisbon"] = nil
    }
    XCTAssertNil(wolf.favoriteParksByCity["Lisbon"])
    XCTAssertEqual(wolf.favoriteParksByCity.count, 0)
}

/// Removing a key the map does not hold changes nothing.
/// - section: delete-map-keys-values
func testRemoveAbsentKey() throws {
    let realm = try Realm()
    let fido = Dog(value: ["name": "Fido"])
    fido.favoriteParksByCity["Oslo"] = "Frogner Park"
    try realm.write {
        realm.add(fido)
    }
    try realm.write {
        fido.favoriteParksByCity.removeObject(for: "Quito")
    }
    XCTAssertEqual(fido.favoriteParksByCity.count, 1)
}

/// Assigning nil to an entry of a map of optional strings keeps the key with a nil value.
/// - section: delete-map-keys-values
/// - claims: delete.map.nil-keeps-key-optional
/// - sdk: the shipped SDK removes the key when nil is assigned through the subscript, even when the values are optional
func testAssignNilKeepsKeyForOptionalValues() throws {
    let realm = try Realm()
    let diary = ParkDiary(value: ["owner": "Fido"])
    diary.parks["Lisbon"] = "Eduardo VII Park"
    try realm.write {
        realm.add(diary)
    }
    try realm.write {
        diary.parks["Lisbon"] = nil
    }
    XCTAssertEqual(diary.parks.count, 1)
    XCTAssertTrue(diary.parks.keys.contains("Lisbon"))
    XCTAssertEqual(Array(diary.parks.values), [nil])
    for entry in diary.parks {
        XCTAssertEqual(entry.key, "Lisbon")
        XCTAssertNil(entry.value)
    }
}

/// removeObject(for:) removes the key even when the values are optional.
/// - section: delete-map-keys-values
/// - claims: delete.map.remove-object-for-key
func testRemoveObjectForKeyOptionalValues() throws {
    let realm = try Realm()
    let diary = ParkDiary(value: ["owner": "Fido"])
    diary.parks["Lisbon"] = "Eduardo VII Park"
    try realm.write {
        realm.add(diary)
    }
    try realm.write {
        diary.parks.removeObject(for: "Lisbon")
    }
    XCTAssertEqual(diary.parks.count, 0)
    XCTAssertFalse(diary.parks.keys.contains("Lisbon"))
}

/// Removing a map entry outside a write is refused; inside a write it is removed.
/// - section: delete-map-keys-values
/// - claims: delete.map.requires-write
func testRemoveMapEntryOutsideWriteFails() throws {
    let realm = try Realm()
    let fido = Dog(value: ["name": "Fido"])
    fido.favoriteParksByCity["Oslo"] = "Frogner Park"
    try realm.write {
        realm.add(fido)
    }
    assertThrows(fido.favoriteParksByCity.removeObject(for: "Oslo"), .notInWriteTransaction)
    assertThrows(fido.favoriteParksByCity["Oslo"] = nil, .notInWriteTransaction)
    XCTAssertEqual(fido.favoriteParksByCity.count, 1)
    try realm.write {
        fido.favoriteParksByCity.removeObject(for: "Oslo")
    }
    XCTAssertEqual(fido.favoriteParksByCity.count, 0)
}

/// Entries of an unmanaged dog's map are removed without any write.
/// - section: delete-map-keys-values
/// - claims: delete.map.remove-object-for-key, delete.map.nil-removes-entry
func testUnmanagedMapRemoveNeedsNoWrite() throws {
    let fido = Dog(value: ["name": "Fido"])
    fido.favoriteParksByCity["Oslo"] = "Frogner Park"
    fido.favoriteParksByCity["Rome"] = "Villa Borghese"
    fido.favoriteParksByCity.removeObject(for: "Oslo")
    fido.favoriteParksByCity["Rome"] = nil
    XCTAssertEqual(fido.favoriteParksByCity.count, 0)
}
