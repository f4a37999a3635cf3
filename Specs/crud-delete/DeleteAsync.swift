// page: crud-delete
// tags: delete, async

/// On a realm isolated to the main actor, a todo found by its ObjectId inside asyncWrite is deleted, and the count drops by one.
/// - section: delete-an-object-asynchronously
/// - claims: delete.async.async-write, delete.async.find-by-object-id, delete.async.count-drops
@MainActor
func testAsyncDeleteByObjectId() async throws {
    let realm = try await Realm()
    let chore = Todo(value: ["_id": ObjectId.generate(), "name": "Water the ferns", "owner": "Sam", "status": "Open"])
    try realm.write {
        realm.add(chore)
        realm.add(Todo(value: ["_id": ObjectId.generate(), "name": "Walk the dog", "owner": "Sam", "status": "Open"]))
    }
    let before = realm.objects(Todo.self).count
    let choreId = chore._id
    try await realm.asyncWrite {
        let doomed = realm.object(ofType: Todo.self, forPrimaryKey: choreId)
        realm.delete(doomed!)
    }
    XCTAssertEqual(realm.objects(Todo.self).count, before - 1)
    XCTAssertNil(realm.object(ofType: Todo.self, forPrimaryKey: choreId))
}

/// The asynchronous delete is complete when the awaiting code goes on.
/// - section: delete-an-object-asynchronously
/// - claims: delete.async.count-drops
@MainActor
func testAsyncDeleteDoneAfterAwait() async throws {
    let realm = try await Realm()
    let chore = Todo(value: ["_id": ObjectId.generate(), "name": "Feed the cat"])
    try realm.write {
        realm.add(chore)
    }
    try await realm.asyncWrite {
        realm.delete(chore)
    }
    XCTAssertTrue(chore.isInvalidated)
    XCTAssertFalse(realm.isInWriteTransaction)
    XCTAssertEqual(realm.objects(Todo.self).count, 0)
}

/// Looking up an ObjectId nobody has gives nil inside the asynchronous write, and nothing is deleted.
/// - section: delete-an-object-asynchronously
@MainActor
func testAsyncLookupOfMissingId() async throws {
    let realm = try await Realm()
    try realm.write {
        realm.add(Todo(value: ["_id": ObjectId.generate(), "name": "Keep the ring hidden"]))
    }
    let stranger = ObjectId.generate()
    try await realm.asyncWrite {
        let missing = realm.object(ofType: Todo.self, forPrimaryKey: stranger)
        XCTAssertNil(missing)
    }
    XCTAssertEqual(realm.objects(Todo.self).count, 1)
}

/// Reading the todo's name by its id, as the actor's getter does, finds the one to delete.
/// - section: delete-an-object-asynchronously
/// - claims: delete.async.find-by-object-id, delete.async.async-write
@MainActor
func testAsyncDeleteAfterLookupByName() async throws {
    let realm = try await Realm()
    try realm.write {
        realm.add(Todo(value: ["_id": ObjectId.generate(), "name": "Carry the pack", "owner": "Sam"]))
        realm.add(Todo(value: ["_id": ObjectId.generate(), "name": "Light the beacon", "owner": "Pip"]))
    }
    let targetId = realm.objects(Todo.self).where { $0.name == "Carry the pack" }.first!._id
    try await realm.asyncWrite {
        realm.delete(realm.object(ofType: Todo.self, forPrimaryKey: targetId)!)
    }
    XCTAssertEqual(realm.objects(Todo.self).count, 1)
    XCTAssertEqual(realm.objects(Todo.self).first?.name, "Light the beacon")
}

/// A Swift error thrown inside asyncWrite cancels the deletion.
/// - section: delete-an-object-asynchronously
@MainActor
func testAsyncDeleteCancelledByError() async throws {
    let realm = try await Realm()
    let chore = Todo(value: ["_id": ObjectId.generate(), "name": "Mend the cloak"])
    try realm.write {
        realm.add(chore)
    }
    let outcome = try? await realm.asyncWrite {
        realm.delete(chore)
        throw SpecError("changed my mind")
    }
    XCTAssertNil(outcome)
    XCTAssertFalse(chore.isInvalidated)
    XCTAssertEqual(realm.objects(Todo.self).count, 1)
}
