// page: crud-update
// tags: update, upsert, primary-key, fuzz

// Kept from `realmspec fuzz --seed 1` (sequence seed 9890163645130957990),
// shrunk to six calls: the reference engine then found the object of a
// rolled-back create under its primary key, the SQLite engine did not.

class Pen: Object {
    @Persisted(primaryKey: true) var id = 0
    @Persisted var next: Pen?
}

/// A create that fails part-way leaves its primary key free: no object has it, and a later object takes it.
/// - section: upsert-an-object
/// - claims: update.upsert.inserts-new
/// - tags: fuzz
func testFailedCreateLeavesPrimaryKeyFree() throws {
    let realm = try Realm()
    realm.beginWrite()
    let first = Pen(value: ["id": 1])
    realm.add(first)
    realm.delete(first)
    assertThrows(realm.create(Pen.self, value: ["id": 3, "next": first]), .invalidated)
    let again = Pen(value: ["id": 1])
    realm.add(again)
    XCTAssertNil(realm.object(ofType: Pen.self, forPrimaryKey: 3))
    let third = Pen(value: ["id": 3])
    realm.add(third)
    XCTAssertEqual(realm.object(ofType: Pen.self, forPrimaryKey: 3), third)
    try realm.commitWrite()
}
