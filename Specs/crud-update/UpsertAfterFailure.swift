// page: crud-update
// tags: update, upsert, primary-key, fuzz

// Kept from `realmspec fuzz --seed 1` (sequence seed 9890163645130957990),
// shrunk to six calls: the engines once disagreed on the object a create
// made before one of its values was refused.

class Pen: Object {
    @Persisted(primaryKey: true) var id = 0
    @Persisted var next: Pen?
}

/// A create that fails part-way keeps the object it made: Realm makes the
/// row with its primary key before it sets the other values, and does not
/// roll the call back, so the key stays taken in the write.
/// - section: upsert-an-object
/// - tags: fuzz
func testFailedCreateKeepsItsPrimaryKey() throws {
    let realm = try Realm()
    realm.beginWrite()
    let first = Pen(value: ["id": 1])
    realm.add(first)
    realm.delete(first)
    assertThrows(realm.create(Pen.self, value: ["id": 3, "next": first]), .invalidated)
    let again = Pen(value: ["id": 1])
    realm.add(again)
    let kept = realm.object(ofType: Pen.self, forPrimaryKey: 3)
    XCTAssertNotNil(kept)
    XCTAssertNil(kept?.next)
    assertThrows(realm.add(Pen(value: ["id": 3])), .primaryKeyExists)
    XCTAssertEqual(realm.objects(Pen.self).count, 2)
    try realm.commitWrite()
    XCTAssertEqual(realm.objects(Pen.self).count, 2)
}
