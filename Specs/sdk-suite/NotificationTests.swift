// page: sdk
// tags: sdk, suite

// Models restated from the SDK's Objective-C test models as `@Persisted`
// declarations. The SDK's tests write on a background queue and wait for the
// notification; here the same writes are made on the scenario's own thread and
// the realm is refreshed, which is when blocks are called.

class IntObject: Object {
    @Persisted var intCol = 0
}

/// Creating an object the query matches calls the query's block, sorted or not.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m NotificationTests.testInsertObjectMatchingQuery
func testInsertObjectMatchingQuery() throws {
    let realm = try Realm()
    for sorted in [false, true] {
        try realm.write {
            realm.deleteAll()
            for i in 0..<10 {
                realm.create(IntObject.self, value: [i])
            }
        }
        let filtered = ObjectiveCSupport.convert(object: try Realm().objects(IntObject.self)).objects(where: "intCol > 0 AND intCol < 5")
        let query = sorted ? filtered.sortedResults(usingKeyPath: "intCol", ascending: false) : filtered
        var called = false
        let token = query.addNotificationBlock { results, _, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            called = true
        }
        realm.refresh()
        XCTAssertTrue(called)
        called = false
        try realm.write {
            realm.create(IntObject.self, value: [3])
        }
        realm.refresh()
        XCTAssertTrue(called)
        token.invalidate()
    }
}

/// Creating an object the query does not match leaves the query's block alone, sorted or not.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m NotificationTests.testInsertObjectNotMatchingQuery
func testInsertObjectNotMatchingQuery() throws {
    let realm = try Realm()
    for sorted in [false, true] {
        try realm.write {
            realm.deleteAll()
            for i in 0..<10 {
                realm.create(IntObject.self, value: [i])
            }
        }
        let filtered = ObjectiveCSupport.convert(object: try Realm().objects(IntObject.self)).objects(where: "intCol > 0 AND intCol < 5")
        let query = sorted ? filtered.sortedResults(usingKeyPath: "intCol", ascending: false) : filtered
        var called = false
        let token = query.addNotificationBlock { results, _, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            called = true
        }
        realm.refresh()
        XCTAssertTrue(called)
        called = false
        try realm.write {
            realm.create(IntObject.self, value: [10])
        }
        realm.refresh()
        XCTAssertFalse(called)
        token.invalidate()
    }
}

/// Changing a matching object so that it still matches calls the query's block, sorted or not.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m NotificationTests.testModifyObjectMatchingQuery
func testModifyObjectMatchingQuery() throws {
    let realm = try Realm()
    for sorted in [false, true] {
        try realm.write {
            realm.deleteAll()
            for i in 0..<10 {
                realm.create(IntObject.self, value: [i])
            }
        }
        let filtered = ObjectiveCSupport.convert(object: try Realm().objects(IntObject.self)).objects(where: "intCol > 0 AND intCol < 5")
        let query = sorted ? filtered.sortedResults(usingKeyPath: "intCol", ascending: false) : filtered
        var called = false
        let token = query.addNotificationBlock { results, _, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            called = true
        }
        realm.refresh()
        XCTAssertTrue(called)
        called = false
        try realm.write {
            realm.objects(IntObject.self).filter("intCol = 3").setValue(4, forKey: "intCol")
        }
        realm.refresh()
        XCTAssertTrue(called)
        token.invalidate()
    }
}

/// Changing a matching object so that it no longer matches calls the query's block, sorted or not.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m NotificationTests.testModifyObjectToNoLongerMatchQuery
func testModifyObjectToNoLongerMatchQuery() throws {
    let realm = try Realm()
    for sorted in [false, true] {
        try realm.write {
            realm.deleteAll()
            for i in 0..<10 {
                realm.create(IntObject.self, value: [i])
            }
        }
        let filtered = ObjectiveCSupport.convert(object: try Realm().objects(IntObject.self)).objects(where: "intCol > 0 AND intCol < 5")
        let query = sorted ? filtered.sortedResults(usingKeyPath: "intCol", ascending: false) : filtered
        var called = false
        let token = query.addNotificationBlock { results, _, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            called = true
        }
        realm.refresh()
        XCTAssertTrue(called)
        called = false
        try realm.write {
            realm.objects(IntObject.self).filter("intCol = 3").setValue(5, forKey: "intCol")
        }
        realm.refresh()
        XCTAssertTrue(called)
        token.invalidate()
    }
}

/// Changing an object that matches neither before nor after leaves the query's block alone, sorted or not.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m NotificationTests.testModifyObjectNotMatchingQuery
func testModifyObjectNotMatchingQuery() throws {
    let realm = try Realm()
    for sorted in [false, true] {
        try realm.write {
            realm.deleteAll()
            for i in 0..<10 {
                realm.create(IntObject.self, value: [i])
            }
        }
        let filtered = ObjectiveCSupport.convert(object: try Realm().objects(IntObject.self)).objects(where: "intCol > 0 AND intCol < 5")
        let query = sorted ? filtered.sortedResults(usingKeyPath: "intCol", ascending: false) : filtered
        var called = false
        let token = query.addNotificationBlock { results, _, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            called = true
        }
        realm.refresh()
        XCTAssertTrue(called)
        called = false
        try realm.write {
            realm.objects(IntObject.self).filter("intCol = 5").setValue(6, forKey: "intCol")
        }
        realm.refresh()
        XCTAssertFalse(called)
        token.invalidate()
    }
}

/// Changing an object so that it comes to match calls the query's block, sorted or not.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m NotificationTests.testModifyObjectToMatchQuery
func testModifyObjectToMatchQuery() throws {
    let realm = try Realm()
    for sorted in [false, true] {
        try realm.write {
            realm.deleteAll()
            for i in 0..<10 {
                realm.create(IntObject.self, value: [i])
            }
        }
        let filtered = ObjectiveCSupport.convert(object: try Realm().objects(IntObject.self)).objects(where: "intCol > 0 AND intCol < 5")
        let query = sorted ? filtered.sortedResults(usingKeyPath: "intCol", ascending: false) : filtered
        var called = false
        let token = query.addNotificationBlock { results, _, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            called = true
        }
        realm.refresh()
        XCTAssertTrue(called)
        called = false
        try realm.write {
            realm.objects(IntObject.self).filter("intCol = 5").setValue(4, forKey: "intCol")
        }
        realm.refresh()
        XCTAssertTrue(called)
        token.invalidate()
    }
}

/// Deleting a matching object calls the query's block, sorted or not.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m NotificationTests.testDeleteObjectMatchingQuery
func testDeleteObjectMatchingQuery() throws {
    let realm = try Realm()
    for sorted in [false, true] {
        try realm.write {
            realm.deleteAll()
            for i in 0..<10 {
                realm.create(IntObject.self, value: [i])
            }
        }
        let filtered = ObjectiveCSupport.convert(object: try Realm().objects(IntObject.self)).objects(where: "intCol > 0 AND intCol < 5")
        let query = sorted ? filtered.sortedResults(usingKeyPath: "intCol", ascending: false) : filtered
        var called = false
        let token = query.addNotificationBlock { results, _, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            called = true
        }
        realm.refresh()
        XCTAssertTrue(called)
        called = false
        try realm.write {
            ObjectiveCSupport.convert(object: realm).deleteObjects(ObjectiveCSupport.convert(object: realm.objects(IntObject.self)).objects(where: "intCol = 4"))
        }
        realm.refresh()
        XCTAssertTrue(called)
        token.invalidate()
    }
}

/// Deleting objects the query does not match, one after the matches and one before them, leaves the query's block alone, sorted or not.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m NotificationTests.testDeleteObjectNotMatchingQuery
func testDeleteObjectNotMatchingQuery() throws {
    let realm = try Realm()
    for sorted in [false, true] {
        try realm.write {
            realm.deleteAll()
            for i in 0..<10 {
                realm.create(IntObject.self, value: [i])
            }
        }
        let filtered = ObjectiveCSupport.convert(object: try Realm().objects(IntObject.self)).objects(where: "intCol > 0 AND intCol < 5")
        let query = sorted ? filtered.sortedResults(usingKeyPath: "intCol", ascending: false) : filtered
        var called = false
        let token = query.addNotificationBlock { results, _, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            called = true
        }
        realm.refresh()
        XCTAssertTrue(called)
        called = false
        try realm.write {
            ObjectiveCSupport.convert(object: realm).deleteObjects(ObjectiveCSupport.convert(object: realm.objects(IntObject.self)).objects(where: "intCol = 5"))
        }
        realm.refresh()
        XCTAssertFalse(called)
        called = false
        try realm.write {
            ObjectiveCSupport.convert(object: realm).deleteObjects(ObjectiveCSupport.convert(object: realm.objects(IntObject.self)).objects(where: "intCol = 0"))
        }
        realm.refresh()
        XCTAssertFalse(called)
        token.invalidate()
    }
}

/// Making the last object match and then deleting a matching object in the same write calls the query's block, sorted or not.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m NotificationTests.testNonMatchingObjectMovedToIndexOfMatchingRowAndMadeMatching
func testNonMatchingObjectMovedToIndexOfMatchingRowAndMadeMatching() throws {
    let realm = try Realm()
    for sorted in [false, true] {
        try realm.write {
            realm.deleteAll()
            for i in 0..<10 {
                realm.create(IntObject.self, value: [i])
            }
        }
        let filtered = ObjectiveCSupport.convert(object: try Realm().objects(IntObject.self)).objects(where: "intCol > 0 AND intCol < 5")
        let query = sorted ? filtered.sortedResults(usingKeyPath: "intCol", ascending: false) : filtered
        var called = false
        let token = query.addNotificationBlock { results, _, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            called = true
        }
        realm.refresh()
        XCTAssertTrue(called)
        called = false
        try realm.write {
            ObjectiveCSupport.convert(object: realm.objects(IntObject.self)).lastObject()!.intCol = 3
            ObjectiveCSupport.convert(object: realm).deleteObjects(ObjectiveCSupport.convert(object: realm.objects(IntObject.self)).objects(where: "intCol = 2"))
        }
        realm.refresh()
        XCTAssertTrue(called)
        token.invalidate()
    }
}

/// A realm's block is not called for a commit that leaves out its token (a later ordinary commit does call it).
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m NotificationTests.testSuppressRealmNotification
func testSuppressRealmNotification() throws {
    let realm = try Realm()
    try realm.write {
        for i in 0..<10 {
            realm.create(IntObject.self, value: [i])
        }
    }
    for sorted in [false, true] {
        let filtered = ObjectiveCSupport.convert(object: try Realm().objects(IntObject.self)).objects(where: "intCol > 0 AND intCol < 5")
        let query = sorted ? filtered.sortedResults(usingKeyPath: "intCol", ascending: false) : filtered
        let queryToken = query.addNotificationBlock { _, _, _ in }
        realm.refresh()
        var calls = 0
        let token = ObjectiveCSupport.convert(object: realm).addNotificationBlock { _, _ in
            calls += 1
        }
        realm.beginWrite()
        realm.deleteAll()
        try realm.commitWrite(withoutNotifying: [token])
        realm.refresh()
        XCTAssertEqual(calls, 0)
        try realm.write { realm.create(IntObject.self, value: [1]) }
        realm.refresh()
        XCTAssertTrue(calls > 0)
        token.invalidate()
        queryToken.invalidate()
    }
}

/// With the matching objects deleted first, deleting non-matching objects that moves a matching row leaves the sorted query's block alone.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m SortedNotificationTests.testMoveMatchingObjectDueToDeletionOfNonMatchingObject
func testMoveMatchingObjectDueToDeletionOfNonMatchingObject() throws {
    let realm = try Realm()
    try realm.write {
        for i in 0..<10 {
            realm.create(IntObject.self, value: [i])
        }
    }
    let query = ObjectiveCSupport.convert(object: try Realm().objects(IntObject.self)).objects(where: "intCol > 0 AND intCol < 5").sortedResults(usingKeyPath: "intCol", ascending: false)
    var called = false
    let token = query.addNotificationBlock { _, _, _ in
        called = true
    }
    realm.refresh()
    XCTAssertTrue(called)
    called = false
    try realm.write {
        ObjectiveCSupport.convert(object: realm).deleteObjects(ObjectiveCSupport.convert(object: realm.objects(IntObject.self)).objects(where: "intCol >= 5"))
        ObjectiveCSupport.convert(object: realm).deleteObjects(ObjectiveCSupport.convert(object: realm.objects(IntObject.self)).objects(where: "intCol = 0"))
    }
    realm.refresh()
    XCTAssertFalse(called)
    token.invalidate()
}

/// Replacing every object with two non-matching ones and one matching one calls the sorted query's block; deleting the two non-matching ones afterwards does not.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m SortedNotificationTests.testMultipleMovesOfSingleRow
func testMultipleMovesOfSingleRow() throws {
    let realm = try Realm()
    try realm.write {
        for i in 0..<10 {
            realm.create(IntObject.self, value: [i])
        }
    }
    let query = ObjectiveCSupport.convert(object: try Realm().objects(IntObject.self)).objects(where: "intCol > 0 AND intCol < 5").sortedResults(usingKeyPath: "intCol", ascending: false)
    var called = false
    let token = query.addNotificationBlock { _, _, _ in
        called = true
    }
    realm.refresh()
    called = false
    try realm.write {
        ObjectiveCSupport.convert(object: realm).deleteObjects(ObjectiveCSupport.convert(object: realm.objects(IntObject.self)))
        realm.create(IntObject.self, value: [10])
        realm.create(IntObject.self, value: [10])
        realm.create(IntObject.self, value: [3])
    }
    realm.refresh()
    XCTAssertTrue(called)
    called = false
    try realm.write {
        let objects = ObjectiveCSupport.convert(object: realm.objects(IntObject.self))
        realm.delete(objects[1])
        realm.delete(objects[0])
    }
    realm.refresh()
    XCTAssertFalse(called)
    token.invalidate()
}

// The changeset tests below: each `do` block is one of the SDK's `ExpectNoChange`
// calls, with the objects prepared afresh.

class StringObject: Object {
    @Persisted var stringCol: String?
}

class ArrayPropertyObject: Object {
    @Persisted var name: String?
    @Persisted var array: List<StringObject>
    @Persisted var intArray: List<IntObject>
}

class SetPropertyObject: Object {
    @Persisted var name: String?
    @Persisted var set: MutableSet<StringObject>
    @Persisted var intSet: MutableSet<IntObject>
}

class DictionaryPropertyObject: Object {
    @Persisted var intObjDictionary: Map<String, IntObject?>
}

/// Creating a matching object and deleting it in the same write brings no change to a query on the class.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m ChangesetTests.testDeleteNewlyInsertedRowMatchingQuery
func testChangesetDeleteNewlyInsertedRowMatchingQuery() throws {
    let realm = try Realm()
    do {
        try realm.write {
            realm.deleteAll()
            for i in 0..<10 {
                let io = realm.create(IntObject.self, value: [i])
                realm.create(ArrayPropertyObject.self, value: ["", [], [io]])
            }
        }
        let query = ObjectiveCSupport.convert(object: try Realm().objects(IntObject.self)).objects(where: "intCol > 0 AND intCol < 5")
        var first = true
        var calls = 0
        var lastChanged = false
        let token = query.addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            lastChanged = change != nil
            XCTAssertTrue(first == (change == nil))
            first = false
            calls += 1
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        try realm.write {
            realm.create(IntObject.self, value: [3])
            realm.delete(ObjectiveCSupport.convert(object: realm.objects(IntObject.self)).lastObject()!)
        }
        realm.refresh()
        XCTAssertFalse(lastChanged)
        token.invalidate()
    }
}

/// Creating an object the query does not match brings no change to a query on the class.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m ChangesetTests.testInsertObjectNotMatchingQuery
func testChangesetInsertObjectNotMatchingQuery() throws {
    let realm = try Realm()
    do {
        try realm.write {
            realm.deleteAll()
            for i in 0..<10 {
                let io = realm.create(IntObject.self, value: [i])
                realm.create(ArrayPropertyObject.self, value: ["", [], [io]])
            }
        }
        let query = ObjectiveCSupport.convert(object: try Realm().objects(IntObject.self)).objects(where: "intCol > 0 AND intCol < 5")
        var first = true
        var calls = 0
        var lastChanged = false
        let token = query.addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            lastChanged = change != nil
            XCTAssertTrue(first == (change == nil))
            first = false
            calls += 1
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        try realm.write {
            realm.create(IntObject.self, value: [5])
        }
        realm.refresh()
        XCTAssertFalse(lastChanged)
        token.invalidate()
    }
}

/// Changing an object that matches neither before nor after brings no change to a query on the class.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m ChangesetTests.testModifyObjectNotMatchingQuery
func testChangesetModifyObjectNotMatchingQuery() throws {
    let realm = try Realm()
    do {
        try realm.write {
            realm.deleteAll()
            for i in 0..<10 {
                let io = realm.create(IntObject.self, value: [i])
                realm.create(ArrayPropertyObject.self, value: ["", [], [io]])
            }
        }
        let query = ObjectiveCSupport.convert(object: try Realm().objects(IntObject.self)).objects(where: "intCol > 0 AND intCol < 5")
        var first = true
        var calls = 0
        var lastChanged = false
        let token = query.addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            lastChanged = change != nil
            XCTAssertTrue(first == (change == nil))
            first = false
            calls += 1
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        try realm.write {
            realm.objects(IntObject.self).filter("intCol = 5").setValue(6, forKey: "intCol")
        }
        realm.refresh()
        XCTAssertFalse(lastChanged)
        token.invalidate()
    }
}

/// Deleting a non-matching object that comes before the matches brings no change to a query on the class.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m ChangesetTests.testDeleteNonMatchingBeforeMatches
func testChangesetDeleteNonMatchingBeforeMatches() throws {
    let realm = try Realm()
    do {
        try realm.write {
            realm.deleteAll()
            for i in 0..<10 {
                let io = realm.create(IntObject.self, value: [i])
                realm.create(ArrayPropertyObject.self, value: ["", [], [io]])
            }
        }
        let query = ObjectiveCSupport.convert(object: try Realm().objects(IntObject.self)).objects(where: "intCol > 0 AND intCol < 5")
        var first = true
        var calls = 0
        var lastChanged = false
        let token = query.addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            lastChanged = change != nil
            XCTAssertTrue(first == (change == nil))
            first = false
            calls += 1
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        try realm.write {
            ObjectiveCSupport.convert(object: realm).deleteObjects(ObjectiveCSupport.convert(object: realm.objects(IntObject.self)).objects(where: "intCol = 0"))
        }
        realm.refresh()
        XCTAssertFalse(lastChanged)
        token.invalidate()
    }
}

/// Deleting a non-matching object that comes after the matches brings no change to a query on the class.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m ChangesetTests.testDeleteNonMatchingAfterMatches
func testChangesetDeleteNonMatchingAfterMatches() throws {
    let realm = try Realm()
    do {
        try realm.write {
            realm.deleteAll()
            for i in 0..<10 {
                let io = realm.create(IntObject.self, value: [i])
                realm.create(ArrayPropertyObject.self, value: ["", [], [io]])
            }
        }
        let query = ObjectiveCSupport.convert(object: try Realm().objects(IntObject.self)).objects(where: "intCol > 0 AND intCol < 5")
        var first = true
        var calls = 0
        var lastChanged = false
        let token = query.addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            lastChanged = change != nil
            XCTAssertTrue(first == (change == nil))
            first = false
            calls += 1
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        try realm.write {
            ObjectiveCSupport.convert(object: realm).deleteObjects(ObjectiveCSupport.convert(object: realm.objects(IntObject.self)).objects(where: "intCol = 5"))
        }
        realm.refresh()
        XCTAssertFalse(lastChanged)
        token.invalidate()
    }
}

/// Changing an object that matches neither before nor after brings no change to a query on a list.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewArrayChangesetTests.testModifyObjectNotMatchingQuery
func testLinkViewArrayModifyObjectNotMatchingQuery() throws {
    let realm = try Realm()
    do {
        try realm.write {
            realm.deleteAll()
            for i in 0..<10 {
                realm.create(IntObject.self, value: [i])
            }
            realm.create(ArrayPropertyObject.self, value: ["", [], realm.objects(IntObject.self)])
        }
        let query = ObjectiveCSupport.convert(object: realm.objects(ArrayPropertyObject.self).first!.intArray).objects(where: "intCol > 0 AND intCol < 5")
        var first = true
        var calls = 0
        var lastChanged = false
        let token = query.addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            lastChanged = change != nil
            XCTAssertTrue(first == (change == nil))
            first = false
            calls += 1
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        try realm.write {
            realm.objects(IntObject.self).filter("intCol = 5").setValue(6, forKey: "intCol")
        }
        realm.refresh()
        XCTAssertFalse(lastChanged)
        token.invalidate()
    }
}

/// Deleting a non-matching object that comes before the matches brings no change to a query on a list.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewArrayChangesetTests.testDeleteNonMatchingBeforeMatches
func testLinkViewArrayDeleteNonMatchingBeforeMatches() throws {
    let realm = try Realm()
    do {
        try realm.write {
            realm.deleteAll()
            for i in 0..<10 {
                realm.create(IntObject.self, value: [i])
            }
            realm.create(ArrayPropertyObject.self, value: ["", [], realm.objects(IntObject.self)])
        }
        let query = ObjectiveCSupport.convert(object: realm.objects(ArrayPropertyObject.self).first!.intArray).objects(where: "intCol > 0 AND intCol < 5")
        var first = true
        var calls = 0
        var lastChanged = false
        let token = query.addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            lastChanged = change != nil
            XCTAssertTrue(first == (change == nil))
            first = false
            calls += 1
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        try realm.write {
            ObjectiveCSupport.convert(object: realm).deleteObjects(ObjectiveCSupport.convert(object: realm.objects(IntObject.self)).objects(where: "intCol = 0"))
        }
        realm.refresh()
        XCTAssertFalse(lastChanged)
        token.invalidate()
    }
}

/// Deleting a non-matching object that comes after the matches brings no change to a query on a list.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewArrayChangesetTests.testDeleteNonMatchingAfterMatches
func testLinkViewArrayDeleteNonMatchingAfterMatches() throws {
    let realm = try Realm()
    do {
        try realm.write {
            realm.deleteAll()
            for i in 0..<10 {
                realm.create(IntObject.self, value: [i])
            }
            realm.create(ArrayPropertyObject.self, value: ["", [], realm.objects(IntObject.self)])
        }
        let query = ObjectiveCSupport.convert(object: realm.objects(ArrayPropertyObject.self).first!.intArray).objects(where: "intCol > 0 AND intCol < 5")
        var first = true
        var calls = 0
        var lastChanged = false
        let token = query.addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            lastChanged = change != nil
            XCTAssertTrue(first == (change == nil))
            first = false
            calls += 1
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        try realm.write {
            ObjectiveCSupport.convert(object: realm).deleteObjects(ObjectiveCSupport.convert(object: realm.objects(IntObject.self)).objects(where: "intCol = 5"))
        }
        realm.refresh()
        XCTAssertFalse(lastChanged)
        token.invalidate()
    }
}

/// Deleting the objects after the matches and then one before them brings no change to a query on a list.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewArrayChangesetTests.testMoveMatchingObjectDueToDeletionOfNonMatchingObject
func testLinkViewArrayMoveMatchingObjectDueToDeletionOfNonMatchingObject() throws {
    let realm = try Realm()
    do {
        try realm.write {
            realm.deleteAll()
            for i in 0..<10 {
                realm.create(IntObject.self, value: [i])
            }
            realm.create(ArrayPropertyObject.self, value: ["", [], realm.objects(IntObject.self)])
        }
        let query = ObjectiveCSupport.convert(object: realm.objects(ArrayPropertyObject.self).first!.intArray).objects(where: "intCol > 0 AND intCol < 5")
        var first = true
        var calls = 0
        var lastChanged = false
        let token = query.addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            lastChanged = change != nil
            XCTAssertTrue(first == (change == nil))
            first = false
            calls += 1
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        try realm.write {
            ObjectiveCSupport.convert(object: realm).deleteObjects(ObjectiveCSupport.convert(object: realm.objects(IntObject.self)).objects(where: "intCol >= 5"))
            ObjectiveCSupport.convert(object: realm).deleteObjects(ObjectiveCSupport.convert(object: realm.objects(IntObject.self)).objects(where: "intCol = 0"))
        }
        realm.refresh()
        XCTAssertFalse(lastChanged)
        token.invalidate()
    }
}

/// Adding a new matching object to the list and deleting it in the same write brings no change to a query on a list.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewArrayChangesetTests.testDeleteNewlyInsertedRowMatchingQuery
func testLinkViewArrayDeleteNewlyInsertedRowMatchingQuery() throws {
    let realm = try Realm()
    do {
        try realm.write {
            realm.deleteAll()
            for i in 0..<10 {
                realm.create(IntObject.self, value: [i])
            }
            realm.create(ArrayPropertyObject.self, value: ["", [], realm.objects(IntObject.self)])
        }
        let query = ObjectiveCSupport.convert(object: realm.objects(ArrayPropertyObject.self).first!.intArray).objects(where: "intCol > 0 AND intCol < 5")
        var first = true
        var calls = 0
        var lastChanged = false
        let token = query.addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            lastChanged = change != nil
            XCTAssertTrue(first == (change == nil))
            first = false
            calls += 1
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        try realm.write {
            realm.objects(ArrayPropertyObject.self).first!.intArray.append(realm.create(IntObject.self, value: [3]))
            realm.delete(ObjectiveCSupport.convert(object: realm.objects(IntObject.self)).lastObject()!)
        }
        realm.refresh()
        XCTAssertFalse(lastChanged)
        token.invalidate()
    }
}

/// Adding a non-matching object to the list brings no change to a query on a list.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewArrayChangesetTests.testInsertObjectNotMatchingQuery
func testLinkViewArrayInsertObjectNotMatchingQuery() throws {
    let realm = try Realm()
    do {
        try realm.write {
            realm.deleteAll()
            for i in 0..<10 {
                realm.create(IntObject.self, value: [i])
            }
            realm.create(ArrayPropertyObject.self, value: ["", [], realm.objects(IntObject.self)])
        }
        let query = ObjectiveCSupport.convert(object: realm.objects(ArrayPropertyObject.self).first!.intArray).objects(where: "intCol > 0 AND intCol < 5")
        var first = true
        var calls = 0
        var lastChanged = false
        let token = query.addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            lastChanged = change != nil
            XCTAssertTrue(first == (change == nil))
            first = false
            calls += 1
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        try realm.write {
            realm.objects(ArrayPropertyObject.self).first!.intArray.append(realm.create(IntObject.self, value: [5]))
        }
        realm.refresh()
        XCTAssertFalse(lastChanged)
        token.invalidate()
    }
}

/// Changing an object that matches neither before nor after brings no change to a query on a set.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewSetChangesetTests.testModifyObjectNotMatchingQuery
func testLinkViewSetModifyObjectNotMatchingQuery() throws {
    let realm = try Realm()
    do {
        try realm.write {
            realm.deleteAll()
            for i in 0..<10 {
                realm.create(IntObject.self, value: [i])
            }
            realm.create(SetPropertyObject.self, value: ["", [], realm.objects(IntObject.self)])
        }
        let query = ObjectiveCSupport.convert(object: realm.objects(SetPropertyObject.self).first!.intSet).objects(where: "intCol > 0 AND intCol < 5")
        var first = true
        var calls = 0
        var lastChanged = false
        let token = query.addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            lastChanged = change != nil
            XCTAssertTrue(first == (change == nil))
            first = false
            calls += 1
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        try realm.write {
            realm.objects(IntObject.self).filter("intCol = 5").setValue(6, forKey: "intCol")
        }
        realm.refresh()
        XCTAssertFalse(lastChanged)
        token.invalidate()
    }
}

/// Deleting a non-matching object that comes before the matches brings no change to a query on a set.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewSetChangesetTests.testDeleteNonMatchingBeforeMatches
func testLinkViewSetDeleteNonMatchingBeforeMatches() throws {
    let realm = try Realm()
    do {
        try realm.write {
            realm.deleteAll()
            for i in 0..<10 {
                realm.create(IntObject.self, value: [i])
            }
            realm.create(SetPropertyObject.self, value: ["", [], realm.objects(IntObject.self)])
        }
        let query = ObjectiveCSupport.convert(object: realm.objects(SetPropertyObject.self).first!.intSet).objects(where: "intCol > 0 AND intCol < 5")
        var first = true
        var calls = 0
        var lastChanged = false
        let token = query.addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            lastChanged = change != nil
            XCTAssertTrue(first == (change == nil))
            first = false
            calls += 1
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        try realm.write {
            ObjectiveCSupport.convert(object: realm).deleteObjects(ObjectiveCSupport.convert(object: realm.objects(IntObject.self)).objects(where: "intCol = 0"))
        }
        realm.refresh()
        XCTAssertFalse(lastChanged)
        token.invalidate()
    }
}

/// Deleting a non-matching object that comes after the matches brings no change to a query on a set.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewSetChangesetTests.testDeleteNonMatchingAfterMatches
func testLinkViewSetDeleteNonMatchingAfterMatches() throws {
    let realm = try Realm()
    do {
        try realm.write {
            realm.deleteAll()
            for i in 0..<10 {
                realm.create(IntObject.self, value: [i])
            }
            realm.create(SetPropertyObject.self, value: ["", [], realm.objects(IntObject.self)])
        }
        let query = ObjectiveCSupport.convert(object: realm.objects(SetPropertyObject.self).first!.intSet).objects(where: "intCol > 0 AND intCol < 5")
        var first = true
        var calls = 0
        var lastChanged = false
        let token = query.addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            lastChanged = change != nil
            XCTAssertTrue(first == (change == nil))
            first = false
            calls += 1
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        try realm.write {
            ObjectiveCSupport.convert(object: realm).deleteObjects(ObjectiveCSupport.convert(object: realm.objects(IntObject.self)).objects(where: "intCol = 5"))
        }
        realm.refresh()
        XCTAssertFalse(lastChanged)
        token.invalidate()
    }
}

/// Deleting the objects after the matches and then one before them brings no change to a query on a set.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewSetChangesetTests.testMoveMatchingObjectDueToDeletionOfNonMatchingObject
func testLinkViewSetMoveMatchingObjectDueToDeletionOfNonMatchingObject() throws {
    let realm = try Realm()
    do {
        try realm.write {
            realm.deleteAll()
            for i in 0..<10 {
                realm.create(IntObject.self, value: [i])
            }
            realm.create(SetPropertyObject.self, value: ["", [], realm.objects(IntObject.self)])
        }
        let query = ObjectiveCSupport.convert(object: realm.objects(SetPropertyObject.self).first!.intSet).objects(where: "intCol > 0 AND intCol < 5")
        var first = true
        var calls = 0
        var lastChanged = false
        let token = query.addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            lastChanged = change != nil
            XCTAssertTrue(first == (change == nil))
            first = false
            calls += 1
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        try realm.write {
            ObjectiveCSupport.convert(object: realm).deleteObjects(ObjectiveCSupport.convert(object: realm.objects(IntObject.self)).objects(where: "intCol >= 5"))
            ObjectiveCSupport.convert(object: realm).deleteObjects(ObjectiveCSupport.convert(object: realm.objects(IntObject.self)).objects(where: "intCol = 0"))
        }
        realm.refresh()
        XCTAssertFalse(lastChanged)
        token.invalidate()
    }
}

/// Adding a new matching object to the set and deleting it in the same write brings no change to a query on a set.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewSetChangesetTests.testDeleteNewlyInsertedRowMatchingQuery
func testLinkViewSetDeleteNewlyInsertedRowMatchingQuery() throws {
    let realm = try Realm()
    do {
        try realm.write {
            realm.deleteAll()
            for i in 0..<10 {
                realm.create(IntObject.self, value: [i])
            }
            realm.create(SetPropertyObject.self, value: ["", [], realm.objects(IntObject.self)])
        }
        let query = ObjectiveCSupport.convert(object: realm.objects(SetPropertyObject.self).first!.intSet).objects(where: "intCol > 0 AND intCol < 5")
        var first = true
        var calls = 0
        var lastChanged = false
        let token = query.addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            lastChanged = change != nil
            XCTAssertTrue(first == (change == nil))
            first = false
            calls += 1
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        try realm.write {
            realm.objects(SetPropertyObject.self).first!.intSet.insert(realm.create(IntObject.self, value: [3]))
            realm.delete(ObjectiveCSupport.convert(object: realm.objects(IntObject.self)).lastObject()!)
        }
        realm.refresh()
        XCTAssertFalse(lastChanged)
        token.invalidate()
    }
}

/// Adding a non-matching object to the set brings no change to a query on a set.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewSetChangesetTests.testInsertObjectNotMatchingQuery
func testLinkViewSetInsertObjectNotMatchingQuery() throws {
    let realm = try Realm()
    do {
        try realm.write {
            realm.deleteAll()
            for i in 0..<10 {
                realm.create(IntObject.self, value: [i])
            }
            realm.create(SetPropertyObject.self, value: ["", [], realm.objects(IntObject.self)])
        }
        let query = ObjectiveCSupport.convert(object: realm.objects(SetPropertyObject.self).first!.intSet).objects(where: "intCol > 0 AND intCol < 5")
        var first = true
        var calls = 0
        var lastChanged = false
        let token = query.addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            lastChanged = change != nil
            XCTAssertTrue(first == (change == nil))
            first = false
            calls += 1
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        try realm.write {
            realm.objects(SetPropertyObject.self).first!.intSet.insert(realm.create(IntObject.self, value: [5]))
        }
        realm.refresh()
        XCTAssertFalse(lastChanged)
        token.invalidate()
    }
}

/// Setting a new matching object in the dictionary and deleting it in the same write brings no change to a query on a dictionary.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m DictionaryChangesetTests.testDeleteNewlyInsertedRowMatchingQuery
func testDictionaryDeleteNewlyInsertedRowMatchingQuery() throws {
    let realm = try Realm()
    do {
        try realm.write {
            realm.deleteAll()
            let dictObj = DictionaryPropertyObject()
            for i in 0..<10 {
                let intObject = realm.create(IntObject.self, value: [i])
                ObjectiveCSupport.convert(object: dictObj.intObjDictionary).setObject(intObject, forKey: "key\(i)")
            }
            realm.add(dictObj)
        }
        let query = ObjectiveCSupport.convert(object: realm.objects(DictionaryPropertyObject.self).first!.intObjDictionary).objects(where: "intCol > 0 AND intCol < 5")
        var first = true
        var calls = 0
        var lastChanged = false
        let token = query.addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            lastChanged = change != nil
            XCTAssertTrue(first == (change == nil))
            first = false
            calls += 1
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        try realm.write {
            realm.objects(DictionaryPropertyObject.self).first!.intObjDictionary["anotherKey"] = realm.create(IntObject.self, value: [3])
            realm.delete(ObjectiveCSupport.convert(object: realm.objects(IntObject.self)).lastObject()!)
        }
        realm.refresh()
        XCTAssertFalse(lastChanged)
        token.invalidate()
    }
}

/// Setting a non-matching object in the dictionary brings no change to a query on a dictionary.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m DictionaryChangesetTests.testInsertObjectNotMatchingQuery
func testDictionaryInsertObjectNotMatchingQuery() throws {
    let realm = try Realm()
    do {
        try realm.write {
            realm.deleteAll()
            let dictObj = DictionaryPropertyObject()
            for i in 0..<10 {
                let intObject = realm.create(IntObject.self, value: [i])
                ObjectiveCSupport.convert(object: dictObj.intObjDictionary).setObject(intObject, forKey: "key\(i)")
            }
            realm.add(dictObj)
        }
        let query = ObjectiveCSupport.convert(object: realm.objects(DictionaryPropertyObject.self).first!.intObjDictionary).objects(where: "intCol > 0 AND intCol < 5")
        var first = true
        var calls = 0
        var lastChanged = false
        let token = query.addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            lastChanged = change != nil
            XCTAssertTrue(first == (change == nil))
            first = false
            calls += 1
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        try realm.write {
            realm.objects(DictionaryPropertyObject.self).first!.intObjDictionary["key"] = realm.create(IntObject.self, value: [5])
        }
        realm.refresh()
        XCTAssertFalse(lastChanged)
        token.invalidate()
    }
}

/// A commit made without notifying a query's token is left out of the next change it hears: only the later object appears as an insertion.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m ChangesetTests.testExcludingChangesFromSkippedTransaction
func testExcludingChangesFromSkippedTransaction() throws {
    let realm = try Realm()
    try realm.write {
        realm.deleteAll()
        for i in 0..<10 {
            let io = realm.create(IntObject.self, value: [i])
            realm.create(ArrayPropertyObject.self, value: ["", [], [io]])
        }
    }
    let query = ObjectiveCSupport.convert(object: try Realm().objects(IntObject.self)).objects(where: "intCol > 0 AND intCol < 5")
    var first = true
    var insertions: [Int] = []
    var sawChange = false
    let token = query.addNotificationBlock { results, change, error in
        XCTAssertNotNil(results)
        XCTAssertNil(error)
        XCTAssertTrue(first || change != nil)
        if let change = change {
            sawChange = true
            insertions = change.insertions
        }
        first = false
    }
    realm.refresh()
    realm.beginWrite()
    realm.create(IntObject.self, value: [3])
    try realm.commitWrite(withoutNotifying: [token])
    try realm.write {
        realm.create(IntObject.self, value: [3])
    }
    realm.refresh()
    token.invalidate()
    XCTAssertTrue(sawChange)
    XCTAssertEqual(insertions, [5])
}

/// Deleting the owner of an empty observed list does not call the list's block again: it was called once, initially.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewArrayChangesetTests.testDeleteAlreadyEmptyArray
func testDeleteAlreadyEmptyArray() throws {
    let realm = try Realm()
    try realm.write {
        realm.create(ArrayPropertyObject.self, value: [])
    }
    let array = ObjectiveCSupport.convert(object: realm.objects(ArrayPropertyObject.self)).firstObject()!.intArray
    var calls = 0
    let token = ObjectiveCSupport.convert(object: array).addNotificationBlock { results, _, error in
        XCTAssertNotNil(results)
        XCTAssertNil(error)
        calls += 1
    }
    realm.refresh()
    try realm.write {
        ObjectiveCSupport.convert(object: realm).deleteObjects(ObjectiveCSupport.convert(object: realm.objects(ArrayPropertyObject.self)))
    }
    realm.refresh()
    token.invalidate()
    XCTAssertEqual(calls, 1)
}

class LinkStringObject: Object {
    @Persisted var objectCol: StringObject?
}

class MixedObject: Object {
    @Persisted var anyCol: AnyRealmValue
    @Persisted var anyArray: List<AnyRealmValue>
}

class EmployeeObject: Object {
    @Persisted var name: String?
    @Persisted var age = 0
    @Persisted var hired = false
}

class CompanyObject: Object {
    @Persisted var name: String?
    @Persisted var employees: List<EmployeeObject>
}

class AllTypesObject: Object {
    @Persisted var boolCol: Bool = false
    @Persisted var intCol: Int = 0
    @Persisted var floatCol: Float = 0
    @Persisted var doubleCol: Double = 0
    @Persisted var stringCol: String?
    @Persisted var binaryCol: Data?
    @Persisted var dateCol: Date?
    @Persisted var cBoolCol: Bool = false
    @Persisted var longCol: Int64 = 0
    @Persisted var decimalCol: Decimal128?
    @Persisted var objectIdCol: ObjectId?
    @Persisted var uuidCol: UUID?
    @Persisted var objectCol: StringObject?
    @Persisted var mixedObjectCol: MixedObject?
    @Persisted var anyCol: AnyRealmValue
}

class ArrayOfAllTypesObject: Object {
    @Persisted var array: List<AllTypesObject>
}

/// Creating a string object that no linking object holds brings no change to the linking objects' results.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkedObjectChangesetTests.testInsertUnlinkedObject
func testLinkedObjectInsertUnlinkedObject() throws {
    let realm = try Realm()
    try realm.write {
        realm.deleteAll()
        for _ in 0..<5 {
            realm.create(LinkStringObject.self, value: [realm.create(StringObject.self, value: [""])])
        }
    }
    let query = ObjectiveCSupport.convert(object: try Realm().objects(LinkStringObject.self))
    var first = true
    var calls = 0
    var lastChanged = false
    let token = query.addNotificationBlock { results, change, error in
        XCTAssertNotNil(results)
        XCTAssertNil(error)
        lastChanged = change != nil
        XCTAssertTrue(first == (change == nil))
        first = false
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    try realm.write {
        realm.create(StringObject.self, value: [""])
    }
    realm.refresh()
    XCTAssertFalse(lastChanged)
    token.invalidate()
}

/// Registering a notification block on an unmanaged object is refused, with or without key paths.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m ObjectNotifierTests.testObserveUnmanagedObject
func testObserveUnmanagedObject() throws {
    let unmanaged = AllTypesObject()
    assertThrows(unmanaged.observe { _ in })
    assertThrows(unmanaged.observe(keyPaths: ["boolCol"]) { _ in })
}

/// Deleting an observed object calls each of its blocks, with or without key paths, with deleted true, no changes and no error.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m ObjectNotifierTests.testDeleteObservedObject
func testDeleteObservedObject() throws {
    let realm = try Realm()
    var obj: AllTypesObject!
    try realm.write { obj = realm.create(AllTypesObject.self, value: ["intCol": 1]) }
    var calls0 = 0
    var calls1 = 0
    let token0 = obj.observe { change in
        if case .deleted = change { calls0 += 1 }
    }
    let token1 = obj.observe(keyPaths: ["boolCol"]) { change in
        if case .deleted = change { calls1 += 1 }
    }
    try realm.write { realm.delete(obj) }
    realm.refresh()
    XCTAssertEqual(calls0, 1)
    XCTAssertEqual(calls1, 1)
    token0.invalidate()
    token1.invalidate()
}

/// Observing an object for one property: changing that property locally calls the block with that property alone.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m ObjectNotifierTests.testModifyObservedKeyPathLocally
func testModifyObservedKeyPathLocally() throws {
    let realm = try Realm()
    var obj: AllTypesObject!
    try realm.write { obj = realm.create(AllTypesObject.self, value: ["boolCol": true, "intCol": 1]) }
    var calls = 0
    var names: [String] = []
    let token = obj.observe(keyPaths: ["boolCol"]) { change in
        if case .change(_, let changes) = change {
            XCTAssertEqual(changes.count, 1)
            names.append(changes[0].name)
            calls += 1
        }
    }
    realm.beginWrite()
    XCTAssertNotEqual(obj.boolCol, false)
    obj.boolCol = false
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(calls, 1)
    XCTAssertEqual(names, ["boolCol"])
    token.invalidate()
}

/// Observing a company for the hired flag of its employees: changing an employee's age does not call the block (changing the flag afterwards does).
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m ObjectNotifierTests.testModifyUnobservedKeyPathArrayProperty
func testModifyUnobservedKeyPathArrayProperty() throws {
    let realm = try Realm()
    realm.beginWrite()
    let company = realm.create(CompanyObject.self, value: [:])
    let employee = realm.create(EmployeeObject.self, value: ["age": 30, "hired": false])
    company.employees.append(employee)
    try realm.commitWrite()
    var calls = 0
    let token = company.observe(keyPaths: ["employees.hired"]) { _ in
        calls += 1
    }
    try realm.write { employee.age = 42 }
    realm.refresh()
    XCTAssertEqual(calls, 0)
    try realm.write { employee.hired = true }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

/// An object observed for its mixed property, holding a dictionary, is told of one change when the property is set to another dictionary.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m MixedDictionaryCollectionChangesetTests.testAddToMixedObservationWithKeypath
func testMixedDictionaryAddToMixedObservationWithKeypath() throws {
    let realm = try Realm()
    try realm.write {
        realm.deleteAll()
        let made = MixedObject()
        made.anyCol = AnyRealmValue.fromDictionary(["key2": .string("hello2"), "key3": .bool(true), "key4": .int(123), "key5": .double(456.789)])
        realm.add(made)
    }
    let mixedObject = realm.objects(MixedObject.self).first!
    var calls = 0
    let token = mixedObject.observe(keyPaths: ["anyCol"]) { change in
        if case .change(_, let changes) = change {
            XCTAssertEqual(changes.count, 1)
            calls += 1
        }
    }
    try realm.write { mixedObject.anyCol = AnyRealmValue.fromDictionary(["key2": .double(987.321)]) }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

/// An object whose mixed property holds a dictionary is told of one property change when the dictionary is replaced, when a key is set to a value or to null, and when the dictionary is emptied.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m MixedDictionaryCollectionChangesetTests.testMixedDictionaryObjectNotifications
func testMixedDictionaryObjectNotifications() throws {
    let realm = try Realm()
    do {
        try realm.write {
            realm.deleteAll()
            let made = MixedObject()
            made.anyCol = AnyRealmValue.fromDictionary(["key2": .string("hello2"), "key3": .bool(true), "key4": .int(123), "key5": .double(456.789)])
            realm.add(made)
        }
        let mixedObject = realm.objects(MixedObject.self).first!
        var calls = 0
        let token = mixedObject.observe { change in
            if case .change(_, let changes) = change {
                XCTAssertEqual(changes.count, 1)
                calls += 1
            }
        }
        try realm.write {
            mixedObject.anyCol = AnyRealmValue.fromDictionary(["key2": .string("hello2"), "key3": .bool(true), "key4": .int(123), "key5": .double(456.789)])
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        token.invalidate()
    }
    do {
        try realm.write {
            realm.deleteAll()
            let made = MixedObject()
            made.anyCol = AnyRealmValue.fromDictionary(["key2": .string("hello2"), "key3": .bool(true), "key4": .int(123), "key5": .double(456.789)])
            realm.add(made)
        }
        let mixedObject = realm.objects(MixedObject.self).first!
        var calls = 0
        let token = mixedObject.observe { change in
            if case .change(_, let changes) = change {
                XCTAssertEqual(changes.count, 1)
                calls += 1
            }
        }
        try realm.write {
            mixedObject.anyCol.dictionaryValue!["key2"] = .bool(false)
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        token.invalidate()
    }
    do {
        try realm.write {
            realm.deleteAll()
            let made = MixedObject()
            made.anyCol = AnyRealmValue.fromDictionary(["key2": .string("hello2"), "key3": .bool(true), "key4": .int(123), "key5": .double(456.789)])
            realm.add(made)
        }
        let mixedObject = realm.objects(MixedObject.self).first!
        var calls = 0
        let token = mixedObject.observe { change in
            if case .change(_, let changes) = change {
                XCTAssertEqual(changes.count, 1)
                calls += 1
            }
        }
        try realm.write {
            mixedObject.anyCol.dictionaryValue!["key4"] = AnyRealmValue.none
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        token.invalidate()
    }
    do {
        try realm.write {
            realm.deleteAll()
            let made = MixedObject()
            made.anyCol = AnyRealmValue.fromDictionary(["key2": .string("hello2"), "key3": .bool(true), "key4": .int(123), "key5": .double(456.789)])
            realm.add(made)
        }
        let mixedObject = realm.objects(MixedObject.self).first!
        var calls = 0
        let token = mixedObject.observe { change in
            if case .change(_, let changes) = change {
                XCTAssertEqual(changes.count, 1)
                calls += 1
            }
        }
        try realm.write {
            mixedObject.anyCol.dictionaryValue!.removeAll()
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        token.invalidate()
    }
}

/// An object observed for its mixed property, holding a list, is told of one change when the property is set to another list.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m MixedArrayCollectionChangesetTests.testAddToMixedObservationWithKeypath
func testMixedArrayAddToMixedObservationWithKeypath() throws {
    let realm = try Realm()
    try realm.write {
        realm.deleteAll()
        let made = MixedObject()
        made.anyCol = AnyRealmValue.fromArray([.string("hello2"), .bool(true), .int(123), .double(456.789)])
        realm.add(made)
    }
    let mixedObject = realm.objects(MixedObject.self).first!
    var calls = 0
    let token = mixedObject.observe(keyPaths: ["anyCol"]) { change in
        if case .change(_, let changes) = change {
            XCTAssertEqual(changes.count, 1)
            calls += 1
        }
    }
    try realm.write { mixedObject.anyCol = AnyRealmValue.fromArray([.double(987.321)]) }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

/// An object whose mixed property holds a list is told of one property change when the list is replaced, appended to, set at an index, removed from, and emptied.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m MixedArrayCollectionChangesetTests.testMixedArrayObjectNotifications
func testMixedArrayObjectNotifications() throws {
    let realm = try Realm()
    do {
        try realm.write {
            realm.deleteAll()
            let made = MixedObject()
            made.anyCol = AnyRealmValue.fromArray([.string("hello2"), .bool(true), .int(123), .double(456.789)])
            realm.add(made)
        }
        let mixedObject = realm.objects(MixedObject.self).first!
        var calls = 0
        let token = mixedObject.observe { change in
            if case .change(_, let changes) = change {
                XCTAssertEqual(changes.count, 1)
                calls += 1
            }
        }
        try realm.write {
            mixedObject.anyCol = AnyRealmValue.fromArray([.string("hello2"), .bool(true), .int(123), .double(456.789)])
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        token.invalidate()
    }
    do {
        try realm.write {
            realm.deleteAll()
            let made = MixedObject()
            made.anyCol = AnyRealmValue.fromArray([.string("hello2"), .bool(true), .int(123), .double(456.789)])
            realm.add(made)
        }
        let mixedObject = realm.objects(MixedObject.self).first!
        var calls = 0
        let token = mixedObject.observe { change in
            if case .change(_, let changes) = change {
                XCTAssertEqual(changes.count, 1)
                calls += 1
            }
        }
        try realm.write {
            mixedObject.anyCol.listValue!.append(.bool(false))
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        token.invalidate()
    }
    do {
        try realm.write {
            realm.deleteAll()
            let made = MixedObject()
            made.anyCol = AnyRealmValue.fromArray([.string("hello2"), .bool(true), .int(123), .double(456.789)])
            realm.add(made)
        }
        let mixedObject = realm.objects(MixedObject.self).first!
        var calls = 0
        let token = mixedObject.observe { change in
            if case .change(_, let changes) = change {
                XCTAssertEqual(changes.count, 1)
                calls += 1
            }
        }
        try realm.write {
            mixedObject.anyCol.listValue![3] = .string("hey")
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        token.invalidate()
    }
    do {
        try realm.write {
            realm.deleteAll()
            let made = MixedObject()
            made.anyCol = AnyRealmValue.fromArray([.string("hello2"), .bool(true), .int(123), .double(456.789)])
            realm.add(made)
        }
        let mixedObject = realm.objects(MixedObject.self).first!
        var calls = 0
        let token = mixedObject.observe { change in
            if case .change(_, let changes) = change {
                XCTAssertEqual(changes.count, 1)
                calls += 1
            }
        }
        try realm.write {
            mixedObject.anyCol.listValue!.remove(at: 2)
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        token.invalidate()
    }
    do {
        try realm.write {
            realm.deleteAll()
            let made = MixedObject()
            made.anyCol = AnyRealmValue.fromArray([.string("hello2"), .bool(true), .int(123), .double(456.789)])
            realm.add(made)
        }
        let mixedObject = realm.objects(MixedObject.self).first!
        var calls = 0
        let token = mixedObject.observe { change in
            if case .change(_, let changes) = change {
                XCTAssertEqual(changes.count, 1)
                calls += 1
            }
        }
        try realm.write {
            mixedObject.anyCol.listValue!.removeAll()
        }
        realm.refresh()
        XCTAssertEqual(calls, 1)
        token.invalidate()
    }
}

/// Setting every property of an observed object in one write calls its block once with a change per property, in the order the model declares them, each with the new value.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m ObjectNotifierTests.testChangeAllPropertyTypesInSingleTransaction
func testChangeAllPropertyTypesInSingleTransaction() throws {
    let realm = try Realm()
    let so = StringObject()
    so.stringCol = "string"
    let mo = MixedObject()
    mo.anyCol = .string("string")
    let objectId2 = ObjectId.generate()
    var obj: AllTypesObject!
    try realm.write {
        obj = realm.create(AllTypesObject.self, value: ["boolCol": true, "intCol": 1, "floatCol": 1.1, "doubleCol": 1.11, "stringCol": "a", "binaryCol": Data("a".utf8), "dateCol": Date(timeIntervalSince1970: 1), "cBoolCol": true, "longCol": 2147483648, "decimalCol": Decimal128(1), "objectIdCol": ObjectId.generate(), "uuidCol": UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, "anyCol": AnyRealmValue.int(2)])
    }
    var calls = 0
    var got: [PropertyChange] = []
    let token = obj.observe { change in
        if case .change(_, let changes) = change {
            got = changes
            calls += 1
        }
    }
    try realm.write {
        obj["boolCol"] = false
        obj["intCol"] = 2
        obj["floatCol"] = 2.2
        obj["doubleCol"] = 2.22
        obj["stringCol"] = "b"
        obj["binaryCol"] = Data("b".utf8)
        obj["dateCol"] = Date(timeIntervalSince1970: 2)
        obj["cBoolCol"] = false
        obj["longCol"] = 4294967295
        obj["decimalCol"] = Decimal128(2)
        obj["objectIdCol"] = objectId2
        obj["uuidCol"] = UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!
        obj["objectCol"] = so
        obj["mixedObjectCol"] = mo
        obj["anyCol"] = AnyRealmValue.int(3)
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    XCTAssertEqual(got.count, 15)
    XCTAssertEqual(got.map { $0.name }, ["boolCol", "intCol", "floatCol", "doubleCol", "stringCol", "binaryCol", "dateCol", "cBoolCol", "longCol", "decimalCol", "objectIdCol", "uuidCol", "objectCol", "mixedObjectCol", "anyCol"])
    XCTAssertEqual(got[0].newValue as? Bool, false)
    XCTAssertEqual(got[1].newValue as? Int, 2)
    XCTAssertEqual(got[2].newValue as? Float, obj.floatCol)
    XCTAssertEqual(got[3].newValue as? Double, 2.22)
    XCTAssertEqual(got[4].newValue as? String, "b")
    XCTAssertEqual(got[5].newValue as? Data, Data("b".utf8))
    XCTAssertEqual(got[6].newValue as? Date, Date(timeIntervalSince1970: 2))
    XCTAssertEqual(got[7].newValue as? Bool, false)
    XCTAssertEqual(got[8].newValue as? Int64, 4294967295)
    XCTAssertEqual(got[9].newValue as? Decimal128, Decimal128(2))
    XCTAssertEqual(got[10].newValue as? ObjectId, objectId2)
    XCTAssertEqual(got[11].newValue as? UUID, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!)
    XCTAssertTrue((got[12].newValue as! StringObject).isSameObject(as: obj.objectCol!))
    XCTAssertEqual((got[13].newValue as! MixedObject).anyCol, .string("string"))
    XCTAssertEqual(got[14].newValue as? Int, 3)
    token.invalidate()
}

// The change-set scenarios below are written on the Objective-C API:
// RLMObject models restating the SDK's IntObject, StringObject,
// ArrayPropertyObject, SetPropertyObject, DictionaryPropertyObject and
// LinkStringObject and MixedObject, `RLMRealm.default()`, and the RLMResults
// of a query on the class or on an RLMArray, RLMSet or RLMDictionary. Linking
// objects are read through a Swift model's RLMResults
// (`ObjectiveCSupport.convert(object:)`), since an RLMObject model here
// declares no linking objects. Each `expectChange` is one of the SDK's
// `ExpectChange` calls and each `XCTAssertNil(try changeOf …)` one of its
// `ExpectNoChange` calls, with the objects made afresh.

class ObjcIntObject: RLMObject {
    @objc dynamic var intCol: Int32 = 0
}

class ObjcStringObject: RLMObject {
    @objc dynamic var stringCol: String?
}

class ObjcArrayPropertyObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var array = RLMArray<ObjcStringObject>(objectClassName: ObjcStringObject.className())
    @objc dynamic var intArray = RLMArray<ObjcIntObject>(objectClassName: ObjcIntObject.className())
}

class ObjcSetPropertyObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var set = RLMSet<ObjcStringObject>(objectClassName: ObjcStringObject.className())
    @objc dynamic var intSet = RLMSet<ObjcIntObject>(objectClassName: ObjcIntObject.className())
}

class ObjcDictionaryPropertyObject: RLMObject {
    @objc dynamic var intObjDictionary = RLMDictionary<NSString, ObjcIntObject>(objectClassName: ObjcIntObject.className(), keyType: .string)
}

class ObjcLinkStringObject: RLMObject {
    @objc dynamic var objectCol: ObjcStringObject?
}

class PersonObject: Object {
    @Persisted var name: String?
    @Persisted var age = 0
    @Persisted var children: List<PersonObject>
    @Persisted(originProperty: "children") var parents: LinkingObjects<PersonObject>
}

/// Deleting non-matching objects brings no change; deleting matches, at once or one by one in either order, reports their old indices; deleting every object deletes every index (a query on the class)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m ChangesetTests.testDeleteMultiple
func testChangesetDeleteMultiple() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                let io = ObjcIntObject.create(in: realm, withValue: [i])
                _ = ObjcArrayPropertyObject.create(in: realm, withValue: ["", [], [io]])
            }
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = ObjcIntObject.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    XCTAssertNil(try changeOf {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol > 4"))
    })
    XCTAssertNil(try changeOf {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol > 4"))
    })
    XCTAssertNil(try changeOf {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol > 5"))
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 0"))
    })
    try expectChange([1, 2, 3], [], []) {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol > 1"))
    }
    try expectChange([1, 2, 3], [], []) {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 2"))
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 3"))
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 4"))
    }
    try expectChange([1, 2, 3], [], []) {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 4"))
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 3"))
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 2"))
    }
    XCTAssertNil(try changeOf {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol > 4"))
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol < 1"))
    })
    try expectChange([0, 1, 2, 3], [], []) {
        realm.deleteObjects(ObjcIntObject.allObjects(in: realm).value(forKey: "self"))
    }
}

/// Creating a matching object reports one insertion at the end (a query on the class)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m ChangesetTests.testInsertObjectMatchingQuery
func testChangesetInsertObjectMatchingQuery() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                let io = ObjcIntObject.create(in: realm, withValue: [i])
                _ = ObjcArrayPropertyObject.create(in: realm, withValue: ["", [], [io]])
            }
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = ObjcIntObject.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([], [4], []) {
        _ = ObjcIntObject.create(in: realm, withValue: [3])
    }
}

/// Creating a non-matching and a matching object reports only the matching one's insertion (a query on the class)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m ChangesetTests.testInsertBothMatchingAndNonMatching
func testChangesetInsertBothMatchingAndNonMatching() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                let io = ObjcIntObject.create(in: realm, withValue: [i])
                _ = ObjcArrayPropertyObject.create(in: realm, withValue: ["", [], [io]])
            }
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = ObjcIntObject.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([], [4], []) {
        _ = ObjcIntObject.create(in: realm, withValue: [5])
        _ = ObjcIntObject.create(in: realm, withValue: [3])
    }
}

/// Creating two matching objects among non-matching ones reports two insertions at the end (a query on the class)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m ChangesetTests.testInsertMultipleMatching
func testChangesetInsertMultipleMatching() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                let io = ObjcIntObject.create(in: realm, withValue: [i])
                _ = ObjcArrayPropertyObject.create(in: realm, withValue: ["", [], [io]])
            }
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = ObjcIntObject.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([], [4, 5], []) {
        _ = ObjcIntObject.create(in: realm, withValue: [5])
        _ = ObjcIntObject.create(in: realm, withValue: [3])
        _ = ObjcIntObject.create(in: realm, withValue: [5])
        _ = ObjcIntObject.create(in: realm, withValue: [2])
    }
}

/// Changing a match so that it still matches reports a modification at its index (a query on the class)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m ChangesetTests.testModifyObjectMatchingQuery
func testChangesetModifyObjectMatchingQuery() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                let io = ObjcIntObject.create(in: realm, withValue: [i])
                _ = ObjcArrayPropertyObject.create(in: realm, withValue: ["", [], [io]])
            }
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = ObjcIntObject.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([], [], [2]) {
        ObjcIntObject.objects(in: realm, where: "intCol = 3").setValue(4, forKey: "intCol")
    }
}

/// Changing a match so that it no longer matches reports a deletion at its old index (a query on the class)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m ChangesetTests.testModifyObjectToNoLongerMatchQuery
func testChangesetModifyObjectToNoLongerMatchQuery() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                let io = ObjcIntObject.create(in: realm, withValue: [i])
                _ = ObjcArrayPropertyObject.create(in: realm, withValue: ["", [], [io]])
            }
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = ObjcIntObject.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([2], [], []) {
        ObjcIntObject.objects(in: realm, where: "intCol = 3").setValue(5, forKey: "intCol")
    }
}

/// Changing an object so that it comes to match reports an insertion at the end (a query on the class)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m ChangesetTests.testModifyObjectToMatchQuery
func testChangesetModifyObjectToMatchQuery() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                let io = ObjcIntObject.create(in: realm, withValue: [i])
                _ = ObjcArrayPropertyObject.create(in: realm, withValue: ["", [], [io]])
            }
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = ObjcIntObject.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([], [4], []) {
        ObjcIntObject.objects(in: realm, where: "intCol = 5").setValue(4, forKey: "intCol")
    }
}

/// Deleting one match and changing a later one reports the deletion and the later one's modification at its old index (a query on the class)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m ChangesetTests.testModifyObjectShiftedByDeletion
func testChangesetModifyObjectShiftedByDeletion() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                let io = ObjcIntObject.create(in: realm, withValue: [i])
                _ = ObjcArrayPropertyObject.create(in: realm, withValue: ["", [], [io]])
            }
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = ObjcIntObject.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([1], [], [2]) {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 2"))
        ObjcIntObject.objects(in: realm, where: "intCol = 3").setValue(4, forKey: "intCol")
    }
}

/// Deleting the first match, or the last, reports a deletion at its index (a query on the class)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m ChangesetTests.testDeleteObjectMatchingQuery
func testChangesetDeleteObjectMatchingQuery() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                let io = ObjcIntObject.create(in: realm, withValue: [i])
                _ = ObjcArrayPropertyObject.create(in: realm, withValue: ["", [], [io]])
            }
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = ObjcIntObject.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([0], [], []) {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 1"))
    }
    try expectChange([3], [], []) {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 4"))
    }
}

/// Deleting non-matching objects brings no change; deleting matches, at once or one by one in either order, reports their old indices (a query on a list)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewArrayChangesetTests.testDeleteMultiple
func testLinkViewArrayDeleteMultiple() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcArrayPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcArrayPropertyObject.allObjects().firstObject() as! ObjcArrayPropertyObject).intArray.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    XCTAssertNil(try changeOf {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol > 4"))
    })
    XCTAssertNil(try changeOf {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol > 5"))
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 0"))
    })
    try expectChange([1, 2, 3], [], []) {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol > 1"))
    }
    try expectChange([1, 2, 3], [], []) {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 2"))
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 3"))
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 4"))
    }
    try expectChange([1, 2, 3], [], []) {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 4"))
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 3"))
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 2"))
    }
    XCTAssertNil(try changeOf {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol > 4"))
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol < 1"))
    })
}

/// Changing a match so that it still matches reports a modification at its index (a query on a list)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewArrayChangesetTests.testModifyObjectMatchingQuery
func testLinkViewArrayModifyObjectMatchingQuery() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcArrayPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcArrayPropertyObject.allObjects().firstObject() as! ObjcArrayPropertyObject).intArray.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([], [], [2]) {
        ObjcIntObject.objects(in: realm, where: "intCol = 3").setValue(4, forKey: "intCol")
    }
}

/// Changing a match so that it no longer matches reports a deletion at its old index (a query on a list)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewArrayChangesetTests.testModifyObjectToNoLongerMatchQuery
func testLinkViewArrayModifyObjectToNoLongerMatchQuery() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcArrayPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcArrayPropertyObject.allObjects().firstObject() as! ObjcArrayPropertyObject).intArray.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([2], [], []) {
        ObjcIntObject.objects(in: realm, where: "intCol = 3").setValue(5, forKey: "intCol")
    }
}

/// Changing an object so that it comes to match reports an insertion at its place in the list (a query on a list)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewArrayChangesetTests.testModifyObjectToMatchQuery
func testLinkViewArrayModifyObjectToMatchQuery() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcArrayPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcArrayPropertyObject.allObjects().firstObject() as! ObjcArrayPropertyObject).intArray.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([], [4], []) {
        ObjcIntObject.objects(in: realm, where: "intCol = 5").setValue(4, forKey: "intCol")
    }
}

/// Deleting the first match, or the last, reports a deletion at its index (a query on a list)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewArrayChangesetTests.testDeleteObjectMatchingQuery
func testLinkViewArrayDeleteObjectMatchingQuery() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcArrayPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcArrayPropertyObject.allObjects().firstObject() as! ObjcArrayPropertyObject).intArray.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([0], [], []) {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 1"))
    }
    try expectChange([3], [], []) {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 4"))
    }
}

/// Making the list's last object match and deleting an earlier match reports the deletion and an insertion at the end (a query on a list)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewArrayChangesetTests.testNonMatchingObjectMovedToIndexOfMatchingRowAndMadeMatching
func testLinkViewArrayNonMatchingObjectMovedToIndexOfMatchingRowAndMadeMatching() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcArrayPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcArrayPropertyObject.allObjects().firstObject() as! ObjcArrayPropertyObject).intArray.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([1], [3], []) {
        (ObjcIntObject.allObjects(in: realm).lastObject() as! ObjcIntObject).intCol = 3
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 2"))
    }
}

/// Adding a new matching object to the list reports an insertion at the end (a query on a list)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewArrayChangesetTests.testInsertObjectMatchingQuery
func testLinkViewArrayInsertObjectMatchingQuery() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcArrayPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcArrayPropertyObject.allObjects().firstObject() as! ObjcArrayPropertyObject).intArray.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([], [4], []) {
        let array = (ObjcArrayPropertyObject.allObjects(in: realm).firstObject() as! ObjcArrayPropertyObject).intArray
        array.add(ObjcIntObject.create(in: realm, withValue: [3]))
    }
}

/// Adding a non-matching and a matching object to the list reports only the matching one's insertion (a query on a list)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewArrayChangesetTests.testInsertBothMatchingAndNonMatching
func testLinkViewArrayInsertBothMatchingAndNonMatching() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcArrayPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcArrayPropertyObject.allObjects().firstObject() as! ObjcArrayPropertyObject).intArray.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([], [4], []) {
        let array = (ObjcArrayPropertyObject.allObjects(in: realm).firstObject() as! ObjcArrayPropertyObject).intArray
        array.add(ObjcIntObject.create(in: realm, withValue: [5]))
        array.add(ObjcIntObject.create(in: realm, withValue: [3]))
    }
}

/// Adding two matching objects among non-matching ones to the list reports two insertions at the end (a query on a list)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewArrayChangesetTests.testInsertMultipleMatching
func testLinkViewArrayInsertMultipleMatching() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcArrayPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcArrayPropertyObject.allObjects().firstObject() as! ObjcArrayPropertyObject).intArray.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([], [4, 5], []) {
        let array = (ObjcArrayPropertyObject.allObjects(in: realm).firstObject() as! ObjcArrayPropertyObject).intArray
        array.add(ObjcIntObject.create(in: realm, withValue: [5]))
        array.add(ObjcIntObject.create(in: realm, withValue: [3]))
        array.add(ObjcIntObject.create(in: realm, withValue: [5]))
        array.add(ObjcIntObject.create(in: realm, withValue: [2]))
    }
}

/// Inserting a matching object into the list reports its index among the matches (before the first match, at 0 or 1 of the list, or after it, at 2); a non-matching one brings no change (a query on a list)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewArrayChangesetTests.testInsertAtIndex
func testLinkViewArrayInsertAtIndex() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcArrayPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcArrayPropertyObject.allObjects().firstObject() as! ObjcArrayPropertyObject).intArray.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([], [0], []) {
        let array = (ObjcArrayPropertyObject.allObjects(in: realm).firstObject() as! ObjcArrayPropertyObject).intArray
        array.insert(ObjcIntObject.create(in: realm, withValue: [3]), at: 0)
    }
    try expectChange([], [0], []) {
        let array = (ObjcArrayPropertyObject.allObjects(in: realm).firstObject() as! ObjcArrayPropertyObject).intArray
        array.insert(ObjcIntObject.create(in: realm, withValue: [3]), at: 1)
    }
    try expectChange([], [1], []) {
        let array = (ObjcArrayPropertyObject.allObjects(in: realm).firstObject() as! ObjcArrayPropertyObject).intArray
        array.insert(ObjcIntObject.create(in: realm, withValue: [3]), at: 2)
    }
    XCTAssertNil(try changeOf {
        let array = (ObjcArrayPropertyObject.allObjects(in: realm).firstObject() as! ObjcArrayPropertyObject).intArray
        array.insert(ObjcIntObject.create(in: realm, withValue: [5]), at: 2)
    })
}

/// Removing a match from the list reports its deletion; removing a non-match brings no change (a query on a list)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewArrayChangesetTests.testRemoveFromArray
func testLinkViewArrayRemoveFromArray() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcArrayPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcArrayPropertyObject.allObjects().firstObject() as! ObjcArrayPropertyObject).intArray.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([0], [], []) {
        let array = (ObjcArrayPropertyObject.allObjects(in: realm).firstObject() as! ObjcArrayPropertyObject).intArray
        array.removeObject(at: 1)
    }
    XCTAssertNil(try changeOf {
        let array = (ObjcArrayPropertyObject.allObjects(in: realm).firstObject() as! ObjcArrayPropertyObject).intArray
        array.removeObject(at: 0)
    })
}

/// Emptying the list deletes every match's index (a query on a list)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewArrayChangesetTests.testClearArray
func testLinkViewArrayClearArray() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcArrayPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcArrayPropertyObject.allObjects().firstObject() as! ObjcArrayPropertyObject).intArray.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([0, 1, 2, 3], [], []) {
        let array = (ObjcArrayPropertyObject.allObjects(in: realm).firstObject() as! ObjcArrayPropertyObject).intArray
        array.removeAllObjects()
    }
}

/// Deleting the list's owner deletes every match's index (a query on a list)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewArrayChangesetTests.testDeleteArray
func testLinkViewArrayDeleteArray() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcArrayPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcArrayPropertyObject.allObjects().firstObject() as! ObjcArrayPropertyObject).intArray.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([0, 1, 2, 3], [], []) {
        realm.deleteObjects(ObjcArrayPropertyObject.allObjects(in: realm))
    }
}

/// A modification is reported at the object's old index, past a deletion before it, and past an insertion at the front (a query on a list)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewArrayChangesetTests.testModifyObjectShiftedByInsertsAndDeletions
func testLinkViewArrayModifyObjectShiftedByInsertsAndDeletions() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcArrayPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcArrayPropertyObject.allObjects().firstObject() as! ObjcArrayPropertyObject).intArray.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([1], [], [2]) {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 2"))
        ObjcIntObject.objects(in: realm, where: "intCol = 3").setValue(4, forKey: "intCol")
    }
    try expectChange([], [0], [3]) {
        let array = (ObjcArrayPropertyObject.allObjects(in: realm).firstObject() as! ObjcArrayPropertyObject).intArray
        array.insert(ObjcIntObject.create(in: realm, withValue: [3]), at: 0)
        ObjcIntObject.objects(in: realm, where: "intCol = 4").setValue(3, forKey: "intCol")
    }
}

/// Deleting non-matching objects brings no change; deleting matches, at once or one by one in either order, reports their old indices (a query on a set)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewSetChangesetTests.testDeleteMultiple
func testLinkViewSetDeleteMultiple() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcSetPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcSetPropertyObject.allObjects().firstObject() as! ObjcSetPropertyObject).intSet.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    XCTAssertNil(try changeOf {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol > 4"))
    })
    XCTAssertNil(try changeOf {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol > 5"))
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 0"))
    })
    try expectChange([1, 2, 3], [], []) {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol > 1"))
    }
    try expectChange([1, 2, 3], [], []) {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 2"))
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 3"))
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 4"))
    }
    try expectChange([1, 2, 3], [], []) {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 4"))
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 3"))
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 2"))
    }
    XCTAssertNil(try changeOf {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol > 4"))
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol < 1"))
    })
}

/// Changing a match so that it still matches reports a modification at its index (a query on a set)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewSetChangesetTests.testModifyObjectMatchingQuery
func testLinkViewSetModifyObjectMatchingQuery() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcSetPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcSetPropertyObject.allObjects().firstObject() as! ObjcSetPropertyObject).intSet.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([], [], [2]) {
        ObjcIntObject.objects(in: realm, where: "intCol = 3").setValue(4, forKey: "intCol")
    }
}

/// Changing a match so that it no longer matches reports a deletion at its old index (a query on a set)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewSetChangesetTests.testModifyObjectToNoLongerMatchQuery
func testLinkViewSetModifyObjectToNoLongerMatchQuery() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcSetPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcSetPropertyObject.allObjects().firstObject() as! ObjcSetPropertyObject).intSet.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([2], [], []) {
        ObjcIntObject.objects(in: realm, where: "intCol = 3").setValue(5, forKey: "intCol")
    }
}

/// Changing an object so that it comes to match reports an insertion at the end (a query on a set)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewSetChangesetTests.testModifyObjectToMatchQuery
func testLinkViewSetModifyObjectToMatchQuery() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcSetPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcSetPropertyObject.allObjects().firstObject() as! ObjcSetPropertyObject).intSet.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([], [4], []) {
        ObjcIntObject.objects(in: realm, where: "intCol = 5").setValue(4, forKey: "intCol")
    }
}

/// Deleting the first match, or the last, reports a deletion at its index (a query on a set)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewSetChangesetTests.testDeleteObjectMatchingQuery
func testLinkViewSetDeleteObjectMatchingQuery() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcSetPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcSetPropertyObject.allObjects().firstObject() as! ObjcSetPropertyObject).intSet.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([0], [], []) {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 1"))
    }
    try expectChange([3], [], []) {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 4"))
    }
}

/// Making the set's last object match and deleting an earlier match reports the deletion and an insertion at the end (a query on a set)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewSetChangesetTests.testNonMatchingObjectMovedToIndexOfMatchingRowAndMadeMatching
func testLinkViewSetNonMatchingObjectMovedToIndexOfMatchingRowAndMadeMatching() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcSetPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcSetPropertyObject.allObjects().firstObject() as! ObjcSetPropertyObject).intSet.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([1], [3], []) {
        (ObjcIntObject.allObjects(in: realm).lastObject() as! ObjcIntObject).intCol = 3
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 2"))
    }
}

/// Adding a new matching object to the set reports an insertion at the end (a query on a set)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewSetChangesetTests.testInsertObjectMatchingQuery
func testLinkViewSetInsertObjectMatchingQuery() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcSetPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcSetPropertyObject.allObjects().firstObject() as! ObjcSetPropertyObject).intSet.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([], [4], []) {
        let set = (ObjcSetPropertyObject.allObjects(in: realm).firstObject() as! ObjcSetPropertyObject).intSet
        set.add(ObjcIntObject.create(in: realm, withValue: [3]))
    }
}

/// Adding a non-matching and a matching object to the set reports only the matching one's insertion (a query on a set)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewSetChangesetTests.testInsertBothMatchingAndNonMatching
func testLinkViewSetInsertBothMatchingAndNonMatching() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcSetPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcSetPropertyObject.allObjects().firstObject() as! ObjcSetPropertyObject).intSet.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([], [4], []) {
        let set = (ObjcSetPropertyObject.allObjects(in: realm).firstObject() as! ObjcSetPropertyObject).intSet
        set.add(ObjcIntObject.create(in: realm, withValue: [5]))
        set.add(ObjcIntObject.create(in: realm, withValue: [3]))
    }
}

/// Adding two matching objects among non-matching ones to the set reports two insertions at the end (a query on a set)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewSetChangesetTests.testInsertMultipleMatching
func testLinkViewSetInsertMultipleMatching() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcSetPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcSetPropertyObject.allObjects().firstObject() as! ObjcSetPropertyObject).intSet.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([], [4, 5], []) {
        let set = (ObjcSetPropertyObject.allObjects(in: realm).firstObject() as! ObjcSetPropertyObject).intSet
        set.add(ObjcIntObject.create(in: realm, withValue: [5]))
        set.add(ObjcIntObject.create(in: realm, withValue: [3]))
        set.add(ObjcIntObject.create(in: realm, withValue: [5]))
        set.add(ObjcIntObject.create(in: realm, withValue: [2]))
    }
}

/// Removing a match from the set reports its deletion; removing a non-match brings no change (a query on a set)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewSetChangesetTests.testRemoveFromSet
func testLinkViewSetRemoveFromSet() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcSetPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcSetPropertyObject.allObjects().firstObject() as! ObjcSetPropertyObject).intSet.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([0], [], []) {
        let set = (ObjcSetPropertyObject.allObjects(in: realm).firstObject() as! ObjcSetPropertyObject).intSet
        set.remove(set.allObjects[1])
    }
    XCTAssertNil(try changeOf {
        let set = (ObjcSetPropertyObject.allObjects(in: realm).firstObject() as! ObjcSetPropertyObject).intSet
        set.remove(set.allObjects[0])
    })
}

/// Emptying the set deletes every match's index (a query on a set)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewSetChangesetTests.testClearSet
func testLinkViewSetClearSet() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcSetPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcSetPropertyObject.allObjects().firstObject() as! ObjcSetPropertyObject).intSet.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([0, 1, 2, 3], [], []) {
        let set = (ObjcSetPropertyObject.allObjects(in: realm).firstObject() as! ObjcSetPropertyObject).intSet
        set.removeAllObjects()
    }
}

/// Deleting the set's owner deletes every match's index (a query on a set)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewSetChangesetTests.testDeleteSet
func testLinkViewSetDeleteSet() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcSetPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcSetPropertyObject.allObjects().firstObject() as! ObjcSetPropertyObject).intSet.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([0, 1, 2, 3], [], []) {
        realm.deleteObjects(ObjcSetPropertyObject.allObjects(in: realm))
    }
}

/// Deleting a match and making another stop matching reports both deletions; changing a non-match after them brings no change (a query on a set)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkViewSetChangesetTests.testModifyObjectShiftedByInsertsAndDeletions
func testLinkViewSetModifyObjectShiftedByInsertsAndDeletions() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for i in 0..<10 {
                _ = ObjcIntObject.create(in: realm, withValue: [i])
            }
            _ = ObjcSetPropertyObject.create(in: realm, withValue: ["", [], ObjcIntObject.allObjects(in: realm)])
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcSetPropertyObject.allObjects().firstObject() as! ObjcSetPropertyObject).intSet.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([0, 1], [], []) {
        realm.deleteObjects(ObjcIntObject.objects(in: realm, where: "intCol = 2"))
        ObjcIntObject.objects(in: realm, where: "intCol = 1").setValue(10, forKey: "intCol")
    }
    XCTAssertNil(try changeOf {
        ObjcIntObject.objects(in: realm, where: "intCol = 9").setValue(11, forKey: "intCol")
    })
}

/// A matching object under a key that sorts first reports an insertion at 0 (a query on a dictionary, ordered by key)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m DictionaryChangesetTests.testInsertObjectMatchingQuery
func testDictionaryChangesetInsertObjectMatchingQuery() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            let dictObj = ObjcDictionaryPropertyObject()
            realm.deleteAllObjects()
            for i in 0..<10 {
                dictObj.intObjDictionary["key\(i)"] = ObjcIntObject.create(in: realm, withValue: [i])
            }
            realm.add(dictObj)
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcDictionaryPropertyObject.allObjects().firstObject() as! ObjcDictionaryPropertyObject).intObjDictionary.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([], [0], []) {
        let dictionary = (ObjcDictionaryPropertyObject.allObjects(in: realm).firstObject() as! ObjcDictionaryPropertyObject).intObjDictionary
        dictionary["key"] = ObjcIntObject.create(in: realm, withValue: [3])
    }
}

/// A non-matching and a matching object under keys that sort last report only the matching one's insertion (a query on a dictionary, ordered by key)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m DictionaryChangesetTests.testInsertBothMatchingAndNonMatching
func testDictionaryChangesetInsertBothMatchingAndNonMatching() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            let dictObj = ObjcDictionaryPropertyObject()
            realm.deleteAllObjects()
            for i in 0..<10 {
                dictObj.intObjDictionary["key\(i)"] = ObjcIntObject.create(in: realm, withValue: [i])
            }
            realm.add(dictObj)
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcDictionaryPropertyObject.allObjects().firstObject() as! ObjcDictionaryPropertyObject).intObjDictionary.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([], [4], []) {
        let dictionary = (ObjcDictionaryPropertyObject.allObjects(in: realm).firstObject() as! ObjcDictionaryPropertyObject).intObjDictionary
        dictionary["keyA"] = ObjcIntObject.create(in: realm, withValue: [5])
        dictionary["keyB"] = ObjcIntObject.create(in: realm, withValue: [3])
    }
}

/// Two matching objects among non-matching ones under keys that sort last report two insertions at the end (a query on a dictionary, ordered by key)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m DictionaryChangesetTests.testInsertMultipleMatching
func testDictionaryChangesetInsertMultipleMatching() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            let dictObj = ObjcDictionaryPropertyObject()
            realm.deleteAllObjects()
            for i in 0..<10 {
                dictObj.intObjDictionary["key\(i)"] = ObjcIntObject.create(in: realm, withValue: [i])
            }
            realm.add(dictObj)
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcDictionaryPropertyObject.allObjects().firstObject() as! ObjcDictionaryPropertyObject).intObjDictionary.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([], [4, 5], []) {
        let dictionary = (ObjcDictionaryPropertyObject.allObjects(in: realm).firstObject() as! ObjcDictionaryPropertyObject).intObjDictionary
        dictionary["keyA"] = ObjcIntObject.create(in: realm, withValue: [5])
        dictionary["keyB"] = ObjcIntObject.create(in: realm, withValue: [3])
        dictionary["keyC"] = ObjcIntObject.create(in: realm, withValue: [5])
        dictionary["keyD"] = ObjcIntObject.create(in: realm, withValue: [2])
    }
}

/// Removing a match's key reports its deletion; removing a non-match's key brings no change (a query on a dictionary, ordered by key)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m DictionaryChangesetTests.testRemoveFromDictionary
func testDictionaryChangesetRemoveFromDictionary() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            let dictObj = ObjcDictionaryPropertyObject()
            realm.deleteAllObjects()
            for i in 0..<10 {
                dictObj.intObjDictionary["key\(i)"] = ObjcIntObject.create(in: realm, withValue: [i])
            }
            realm.add(dictObj)
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcDictionaryPropertyObject.allObjects().firstObject() as! ObjcDictionaryPropertyObject).intObjDictionary.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([0], [], []) {
        let dictionary = (ObjcDictionaryPropertyObject.allObjects(in: realm).firstObject() as! ObjcDictionaryPropertyObject).intObjDictionary
        dictionary.removeObject(forKey: "key1")
    }
    XCTAssertNil(try changeOf {
        let dictionary = (ObjcDictionaryPropertyObject.allObjects(in: realm).firstObject() as! ObjcDictionaryPropertyObject).intObjDictionary
        dictionary.removeObject(forKey: "key0")
    })
}

/// Emptying the dictionary deletes every match's index (a query on a dictionary, ordered by key)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m DictionaryChangesetTests.testClearDictionary
func testDictionaryChangesetClearDictionary() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            let dictObj = ObjcDictionaryPropertyObject()
            realm.deleteAllObjects()
            for i in 0..<10 {
                dictObj.intObjDictionary["key\(i)"] = ObjcIntObject.create(in: realm, withValue: [i])
            }
            realm.add(dictObj)
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcDictionaryPropertyObject.allObjects().firstObject() as! ObjcDictionaryPropertyObject).intObjDictionary.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([0, 1, 2, 3], [], []) {
        let dictionary = (ObjcDictionaryPropertyObject.allObjects(in: realm).firstObject() as! ObjcDictionaryPropertyObject).intObjDictionary
        dictionary.removeAllObjects()
    }
}

/// Deleting the dictionary's owner deletes every match's index (a query on a dictionary, ordered by key)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m DictionaryChangesetTests.testDeleteDictionary
func testDictionaryChangesetDeleteDictionary() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            let dictObj = ObjcDictionaryPropertyObject()
            realm.deleteAllObjects()
            for i in 0..<10 {
                dictObj.intObjDictionary["key\(i)"] = ObjcIntObject.create(in: realm, withValue: [i])
            }
            realm.add(dictObj)
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = (ObjcDictionaryPropertyObject.allObjects().firstObject() as! ObjcDictionaryPropertyObject).intObjDictionary.objects(where: "intCol > 0 AND intCol < 5").addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([0, 1, 2, 3], [], []) {
        realm.deleteObjects(ObjcDictionaryPropertyObject.allObjects(in: realm))
    }
}

/// Deleting the object one of them links to reports that one as modified (the objects that link)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkedObjectChangesetTests.testDeleteLinkedObject
func testLinkedObjectDeleteLinkedObject() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for _ in 0..<5 {
                _ = ObjcLinkStringObject.create(in: realm, withValue: [ObjcStringObject.create(in: realm, withValue: [""])])
            }
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = ObjcLinkStringObject.allObjects().addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([], [], [3]) {
        realm.delete(ObjcStringObject.allObjects(in: realm)[3] as! ObjcStringObject)
    }
}

/// Changing the object one of them links to reports that one as modified (the objects that link)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkedObjectChangesetTests.testModifyLinkedObject
func testLinkedObjectModifyLinkedObject() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for _ in 0..<5 {
                _ = ObjcLinkStringObject.create(in: realm, withValue: [ObjcStringObject.create(in: realm, withValue: [""])])
            }
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = ObjcLinkStringObject.allObjects().addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([], [], [3]) {
        (ObjcStringObject.allObjects(in: realm)[3] as! ObjcStringObject).stringCol = "a"
    }
}

/// Deleting every linked object, then creating one and creating and deleting another, reports every linking object as modified (the objects that link)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkedObjectChangesetTests.testTableClearFollowedByInsertsAndDeletes
func testLinkedObjectTableClearFollowedByInsertsAndDeletes() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            for _ in 0..<5 {
                _ = ObjcLinkStringObject.create(in: realm, withValue: [ObjcStringObject.create(in: realm, withValue: [""])])
            }
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = ObjcLinkStringObject.allObjects().addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([], [], [0, 1, 2, 3, 4]) {
        realm.deleteObjects(ObjcStringObject.allObjects(in: realm))
        _ = ObjcStringObject.create(in: realm, withValue: [""])
        realm.delete(ObjcStringObject.create(in: realm, withValue: [""]))
    }
}

/// Deleting every parent deletes every index (the child's linking objects)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkingObjectsChangesetTests.testDeleteAllLinkingObjects
func testLinkingObjectsDeleteAllLinkingObjects() throws {
    let realm = try Realm()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.write {
            realm.deleteAll()
            let child = realm.create(PersonObject.self, value: ["Child", 0])
            for i in 0..<10 {
                realm.create(PersonObject.self, value: ["Parent \(i)", 25 + i, [child]])
            }
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = ObjectiveCSupport.convert(object: realm.objects(PersonObject.self).first!.parents).addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.write { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], []) {
        realm.delete(realm.objects(PersonObject.self).filter("age > 20"))
    }
}

/// Deleting every person deletes every index (the child's linking objects)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkingObjectsChangesetTests.testDeleteAll
func testLinkingObjectsDeleteAll() throws {
    let realm = try Realm()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.write {
            realm.deleteAll()
            let child = realm.create(PersonObject.self, value: ["Child", 0])
            for i in 0..<10 {
                realm.create(PersonObject.self, value: ["Parent \(i)", 25 + i, [child]])
            }
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = ObjectiveCSupport.convert(object: realm.objects(PersonObject.self).first!.parents).addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.write { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], []) {
        realm.delete(realm.objects(PersonObject.self))
    }
}

/// Emptying every parent's children deletes every index (the child's linking objects)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkingObjectsChangesetTests.testUnlinkAll
func testLinkingObjectsUnlinkAll() throws {
    let realm = try Realm()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.write {
            realm.deleteAll()
            let child = realm.create(PersonObject.self, value: ["Child", 0])
            for i in 0..<10 {
                realm.create(PersonObject.self, value: ["Parent \(i)", 25 + i, [child]])
            }
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = ObjectiveCSupport.convert(object: realm.objects(PersonObject.self).first!.parents).addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.write { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], []) {
        for parent in realm.objects(PersonObject.self).filter("age > 20") {
            parent.children.removeAll()
        }
    }
}

/// A new parent of the child reports an insertion at the end (the child's linking objects)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkingObjectsChangesetTests.testAddNewParent
func testLinkingObjectsAddNewParent() throws {
    let realm = try Realm()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.write {
            realm.deleteAll()
            let child = realm.create(PersonObject.self, value: ["Child", 0])
            for i in 0..<10 {
                realm.create(PersonObject.self, value: ["Parent \(i)", 25 + i, [child]])
            }
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = ObjectiveCSupport.convert(object: realm.objects(PersonObject.self).first!.parents).addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.write { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([], [10], []) {
        let child = realm.objects(PersonObject.self).filter("children.@count == 0").first!
        realm.create(PersonObject.self, value: ["New parent", 40, [child]])
    }
}

/// Changing a parent reports its modification (the child's linking objects)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m LinkingObjectsChangesetTests.testModifyParent
func testLinkingObjectsModifyParent() throws {
    let realm = try Realm()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.write {
            realm.deleteAll()
            let child = realm.create(PersonObject.self, value: ["Child", 0])
            for i in 0..<10 {
                realm.create(PersonObject.self, value: ["Parent \(i)", 25 + i, [child]])
            }
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = ObjectiveCSupport.convert(object: realm.objects(PersonObject.self).first!.parents).addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.write { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([], [], [3]) {
        let parent = realm.objects(PersonObject.self).filter("age == 28").first!
        parent.age = parent.age + 1
    }
}

/// Replacing an object's mixed dictionary, setting a new or an existing key of it, emptying it and removing a key each report the object as modified (all mixed objects)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m MixedDictionaryCollectionChangesetTests.testMixedDictionaryChangesInResults
func testMixedDictionaryChangesInResults() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            let made = ObjcMixedObject()
            made.anyCol = AnyRealmValue.fromDictionary(["key2": .string("hello2"), "key3": .bool(true), "key4": .int(123), "key5": .double(456.789)])
            realm.add(made)
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = ObjcMixedObject.allObjects().addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([], [], [0]) {
        let mixedObject = ObjcMixedObject.allObjects(in: realm).firstObject() as! ObjcMixedObject
        mixedObject.anyCol = AnyRealmValue.fromDictionary(["key2": .string("hello2"), "key3": .bool(true), "key4": .int(123), "key5": .double(456.789)])
    }
    try expectChange([], [], [0]) {
        let mixedObject = ObjcMixedObject.allObjects(in: realm).firstObject() as! ObjcMixedObject
        mixedObject.anyCol = AnyRealmValue.fromDictionary(["key": .double(987.321)])
    }
    try expectChange([], [], [0]) {
        let mixedObject = ObjcMixedObject.allObjects(in: realm).firstObject() as! ObjcMixedObject
        mixedObject.anyCol!.dictionaryValue!["key"] = .bool(false)
    }
    try expectChange([], [], [0]) {
        let mixedObject = ObjcMixedObject.allObjects(in: realm).firstObject() as! ObjcMixedObject
        mixedObject.anyCol!.dictionaryValue!["key1"] = .string("newvalue")
    }
    try expectChange([], [], [0]) {
        let mixedObject = ObjcMixedObject.allObjects(in: realm).firstObject() as! ObjcMixedObject
        mixedObject.anyCol!.dictionaryValue!.removeAll()
    }
    try expectChange([], [], [0]) {
        let mixedObject = ObjcMixedObject.allObjects(in: realm).firstObject() as! ObjcMixedObject
        mixedObject.anyCol!.dictionaryValue!.removeObject(for: "key5")
    }
}

/// Replacing an object's mixed list, setting, appending, inserting, removing the last element and emptying it each report the object as modified (all mixed objects)
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m MixedArrayCollectionChangesetTests.testMixedArrayChangesInResults
func testMixedArrayChangesInResults() throws {
    let realm = RLMRealm.default()
    // One write after the objects are made afresh and the query's block has
    // had its first call: the change the block is then given, nil for none.
    let changeOf = { (write: () -> Void) -> RLMCollectionChange? in
        try realm.transaction {
            realm.deleteAllObjects()
            let made = ObjcMixedObject()
            made.anyCol = AnyRealmValue.fromArray([.string("hello2"), .bool(true), .int(123), .double(456.789)])
            realm.add(made)
        }
        var first = true
        var got: RLMCollectionChange? = nil
        let token = ObjcMixedObject.allObjects().addNotificationBlock { results, change, error in
            XCTAssertNotNil(results)
            XCTAssertNil(error)
            XCTAssertTrue(first == (change == nil))
            first = false
            got = change
        }
        realm.refresh()
        try realm.transaction { write() }
        realm.refresh()
        token.invalidate()
        return got
    }
    // The change's indices, and the same indices read as rows of index paths
    // in the section asked for.
    let expectChange = { (deletions: [Int], insertions: [Int], modifications: [Int], write: () -> Void) in
        let change = try changeOf(write)
        XCTAssertNotNil(change)
        guard let change else { return }
        XCTAssertEqual(change.deletions, deletions)
        XCTAssertEqual(change.insertions, insertions)
        XCTAssertEqual(change.modifications, modifications)
        let deletionPaths = change.deletions(inSection: 3)
        let insertionPaths = change.insertions(inSection: 4)
        let modificationPaths = change.modifications(inSection: 5)
        XCTAssertTrue(deletionPaths.isEmpty || deletionPaths[0].section == 3)
        XCTAssertTrue(insertionPaths.isEmpty || insertionPaths[0].section == 4)
        XCTAssertTrue(modificationPaths.isEmpty || modificationPaths[0].section == 5)
        XCTAssertEqual(deletionPaths.map { $0.row }, deletions)
        XCTAssertEqual(insertionPaths.map { $0.row }, insertions)
        XCTAssertEqual(modificationPaths.map { $0.row }, modifications)
    }
    try expectChange([], [], [0]) {
        let mixedObject = ObjcMixedObject.allObjects(in: realm).firstObject() as! ObjcMixedObject
        mixedObject.anyCol = AnyRealmValue.fromArray([.string("hello2"), .bool(true), .int(123), .double(456.789)])
    }
    try expectChange([], [], [0]) {
        let mixedObject = ObjcMixedObject.allObjects(in: realm).firstObject() as! ObjcMixedObject
        mixedObject.anyCol = AnyRealmValue.fromArray([.double(987.321)])
    }
    try expectChange([], [], [0]) {
        let mixedObject = ObjcMixedObject.allObjects(in: realm).firstObject() as! ObjcMixedObject
        mixedObject.anyCol!.listValue![0] = .bool(false)
    }
    try expectChange([], [], [0]) {
        let mixedObject = ObjcMixedObject.allObjects(in: realm).firstObject() as! ObjcMixedObject
        mixedObject.anyCol!.listValue!.append(.string("newvalue"))
    }
    try expectChange([], [], [0]) {
        let mixedObject = ObjcMixedObject.allObjects(in: realm).firstObject() as! ObjcMixedObject
        mixedObject.anyCol!.listValue!.insert(.int(765), at: 1)
    }
    try expectChange([], [], [0]) {
        let mixedObject = ObjcMixedObject.allObjects(in: realm).firstObject() as! ObjcMixedObject
        mixedObject.anyCol!.listValue!.removeLast()
    }
    try expectChange([], [], [0]) {
        let mixedObject = ObjcMixedObject.allObjects(in: realm).firstObject() as! ObjcMixedObject
        mixedObject.anyCol!.listValue!.removeAll()
    }
}

class ObjcEmployeeObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var age: Int32 = 0
    @objc dynamic var hired = false
}

class ObjcCompanyObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var employees = RLMArray<ObjcEmployeeObject>(objectClassName: ObjcEmployeeObject.className())
}

class ObjcArrayOfAllTypesObject: RLMObject {
    @objc dynamic var array = RLMArray<ObjcIntObject>(objectClassName: ObjcIntObject.className())
}

/// Adding to an observed object's array calls its block once with one change, naming the array, with neither a previous nor a new value.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m ObjectNotifierTests.testArrayPropertiesMerelyReportModification
func testArrayPropertiesMerelyReportModification() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let element = ObjcIntObject.create(in: realm, withValue: [1]) as! ObjcIntObject
    let owner = ObjcArrayOfAllTypesObject.create(in: realm, withValue: [[]]) as! ObjcArrayOfAllTypesObject
    try realm.commitWriteTransaction()
    var calls = 0
    let token = owner.addNotificationBlock { deleted, changes, error in
        XCTAssertFalse(deleted)
        XCTAssertNil(error)
        XCTAssertEqual(changes!.count, 1)
        XCTAssertEqual(changes![0].name, "array")
        XCTAssertNil(changes![0].previousValue)
        XCTAssertNil(changes![0].value)
        calls += 1
    }
    realm.beginWriteTransaction()
    owner.array.add(element)
    try realm.commitWriteTransaction()
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

/// Observing a company for the hired flag of its employees: hiring an employee calls the block once with one change, naming the employees array, with neither a previous nor a new value.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m ObjectNotifierTests.testModifyObservedKeyPathArrayProperty
func testModifyObservedKeyPathArrayProperty() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let company = ObjcCompanyObject.create(in: realm, withValue: [:]) as! ObjcCompanyObject
    let employee = ObjcEmployeeObject.create(in: realm, withValue: ["age": 30, "hired": false]) as! ObjcEmployeeObject
    company.employees.add(employee)
    try realm.commitWriteTransaction()
    var calls = 0
    let token = company.addNotificationBlock({ deleted, changes, error in
        XCTAssertFalse(deleted)
        XCTAssertNil(error)
        XCTAssertEqual(changes!.count, 1)
        for prop in changes! {
            XCTAssertEqual(prop.name, "employees")
            XCTAssertNil(prop.previousValue)
            XCTAssertNil(prop.value)
        }
        calls += 1
    }, keyPaths: ["employees.hired"])
    realm.beginWriteTransaction()
    employee.hired = true
    try realm.commitWriteTransaction()
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

class ObjcMixedObject: RLMObject {
    @objc dynamic var anyCol: AnyRealmValue?
}

class ObjcAllTypesObject: RLMObject {
    @objc dynamic var boolCol = false
    @objc dynamic var intCol: Int32 = 0
    @objc dynamic var floatCol: Float = 0
    @objc dynamic var doubleCol: Double = 0
    @objc dynamic var stringCol: String?
    @objc dynamic var binaryCol: Data?
    @objc dynamic var dateCol: Date?
    @objc dynamic var cBoolCol = false
    @objc dynamic var longCol: Int64 = 0
    @objc dynamic var decimalCol: Decimal128?
    @objc dynamic var objectIdCol: ObjectId?
    @objc dynamic var uuidCol: UUID?
    @objc dynamic var objectCol: ObjcStringObject?
    @objc dynamic var mixedObjectCol: ObjcMixedObject?
    @objc dynamic var anyCol: AnyRealmValue?
}

/// Setting each property of an observed object in a write of its own calls the block once per write with one change, naming that property, with no previous value (the write is local) and the new value.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m ObjectNotifierTests.testChangeAllPropertyTypes
func testChangeAllPropertyTypes() throws {
    let realm = RLMRealm.default()
    let so = ObjcStringObject()
    so.stringCol = "string"
    let mo = ObjcMixedObject()
    mo.anyCol = .string("string")
    let objectId2 = ObjectId.generate()
    let initial: [String: Any] = ["boolCol": true, "cBoolCol": true, "intCol": 1, "floatCol": Float(1.1), "doubleCol": 1.11,
                                  "stringCol": "a", "binaryCol": Data("a".utf8), "dateCol": Date(timeIntervalSince1970: 1),
                                  "longCol": 2147483648, "decimalCol": Decimal128(1), "objectIdCol": ObjectId.generate(),
                                  "uuidCol": UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, "anyCol": AnyRealmValue.int(2)]
    let values: [String: Any] = ["boolCol": false, "cBoolCol": false, "intCol": 2, "floatCol": Float(2.2), "doubleCol": 2.22,
                                 "stringCol": "b", "binaryCol": Data("b".utf8), "dateCol": Date(timeIntervalSince1970: 2),
                                 "longCol": 4294967295, "decimalCol": Decimal128(2), "objectIdCol": objectId2,
                                 "uuidCol": UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, "anyCol": AnyRealmValue.int(3),
                                 "objectCol": so, "mixedObjectCol": mo]
    realm.beginWriteTransaction()
    let obj = ObjcAllTypesObject.create(in: realm, withValue: initial) as! ObjcAllTypesObject
    try realm.commitWriteTransaction()
    let names = ["boolCol", "intCol", "floatCol", "doubleCol", "stringCol", "binaryCol", "dateCol", "cBoolCol", "longCol",
                 "decimalCol", "objectIdCol", "uuidCol", "objectCol", "mixedObjectCol", "anyCol"]
    var property = ""
    var calls = 0
    let token = obj.addNotificationBlock { deleted, changes, error in
        XCTAssertFalse(deleted)
        XCTAssertNil(error)
        XCTAssertEqual(changes!.count, 1)
        let prop = changes![0]
        XCTAssertEqual(prop.name, property)
        XCTAssertNil(prop.previousValue)
        switch prop.name {
        case "boolCol", "cBoolCol": XCTAssertEqual(prop.value as? Bool, false)
        case "intCol": XCTAssertEqual(prop.value as? Int, 2)
        case "floatCol": XCTAssertEqual(prop.value as? Float, Float(2.2))
        case "doubleCol": XCTAssertEqual(prop.value as? Double, 2.22)
        case "stringCol": XCTAssertEqual(prop.value as? String, "b")
        case "binaryCol": XCTAssertEqual(prop.value as? Data, Data("b".utf8))
        case "dateCol": XCTAssertEqual(prop.value as? Date, Date(timeIntervalSince1970: 2))
        case "longCol": XCTAssertEqual(prop.value as? Int64, 4294967295)
        case "decimalCol": XCTAssertEqual(prop.value as? Decimal128, Decimal128(2))
        case "objectIdCol": XCTAssertEqual(prop.value as? ObjectId, objectId2)
        case "uuidCol": XCTAssertEqual(prop.value as? UUID, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!)
        case "objectCol":
            XCTAssertTrue((prop.value as! ObjcStringObject).isEqual(to: obj.objectCol))
            XCTAssertEqual((prop.value as! ObjcStringObject).stringCol, "string")
        case "mixedObjectCol": XCTAssertEqual((prop.value as! ObjcMixedObject).anyCol, .string("string"))
        case "anyCol": XCTAssertEqual(prop.value as? Int, 3)
        default: XCTFail("a change of an unexpected property")
        }
        calls += 1
    }
    for name in names {
        property = name
        realm.beginWriteTransaction()
        obj[name] = values[name]
        try realm.commitWriteTransaction()
        realm.refresh()
    }
    XCTAssertEqual(calls, 15)
    token.invalidate()
}

class ObjcAllTypesWithPrimaryKey: RLMObject {
    @objc dynamic var boolCol = false
    @objc dynamic var intCol: Int32 = 0
    @objc dynamic var floatCol: Float = 0
    @objc dynamic var doubleCol: Double = 0
    @objc dynamic var stringCol: String?
    @objc dynamic var binaryCol: Data?
    @objc dynamic var dateCol: Date?
    @objc dynamic var cBoolCol = false
    @objc dynamic var longCol: Int64 = 0
    @objc dynamic var objectIdCol: ObjectId?
    @objc dynamic var decimalCol: Decimal128?
    @objc dynamic var objectCol: ObjcStringObject?
    @objc dynamic var uuidCol: UUID?
    @objc dynamic var anyCol: AnyRealmValue?
    @objc dynamic var mixedObjectCol: ObjcMixedObject?
    @objc dynamic var pk: Int32 = 0
    override class func primaryKey() -> String? { "pk" }
}

/// Updating an object by primary key with only the changed values written (`createOrUpdateModified`), one property per write, calls the observer once per write with the one property that changed: its name, no previous value and the new value.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m ObjectNotifierTests.testDiffedUpdatesOnlyNotifyForPropertiesWhichActuallyChanged
func testObjcDiffedUpdateNotifiesOnlyChangedProperties() throws {
    let realm = RLMRealm.default()
    let so = ObjcStringObject()
    so.stringCol = "string"
    let mo = ObjcMixedObject()
    mo.anyCol = .string("string")
    let objectId2 = ObjectId.generate()
    var values: [String: Any] = ["pk": 1, "boolCol": true, "cBoolCol": true, "intCol": 1, "floatCol": Float(1.1), "doubleCol": 1.11,
                                 "stringCol": "a", "binaryCol": Data("a".utf8), "dateCol": Date(timeIntervalSince1970: 1),
                                 "longCol": 2147483648, "decimalCol": Decimal128(1), "objectIdCol": ObjectId.generate(),
                                 "uuidCol": UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, "anyCol": AnyRealmValue.int(2)]
    let changed: [String: Any] = ["boolCol": false, "cBoolCol": false, "intCol": 2, "floatCol": Float(2.2), "doubleCol": 2.22,
                                  "stringCol": "b", "binaryCol": Data("b".utf8), "dateCol": Date(timeIntervalSince1970: 2),
                                  "longCol": 4294967295, "decimalCol": Decimal128(2), "objectIdCol": objectId2,
                                  "uuidCol": UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!, "anyCol": AnyRealmValue.int(3),
                                  "objectCol": so, "mixedObjectCol": mo]
    realm.beginWriteTransaction()
    realm.add(so)
    let obj = ObjcAllTypesWithPrimaryKey.create(in: realm, withValue: values) as! ObjcAllTypesWithPrimaryKey
    try realm.commitWriteTransaction()
    let names = ["boolCol", "intCol", "floatCol", "doubleCol", "stringCol", "binaryCol", "dateCol", "cBoolCol", "longCol",
                 "decimalCol", "objectIdCol", "uuidCol", "objectCol", "mixedObjectCol", "anyCol"]
    var property = ""
    var calls = 0
    let token = obj.addNotificationBlock { deleted, changes, error in
        XCTAssertFalse(deleted)
        XCTAssertNil(error)
        XCTAssertEqual(changes!.count, 1)
        let prop = changes![0]
        XCTAssertEqual(prop.name, property)
        XCTAssertNil(prop.previousValue)
        switch prop.name {
        case "boolCol", "cBoolCol": XCTAssertEqual(prop.value as? Bool, false)
        case "intCol": XCTAssertEqual(prop.value as? Int, 2)
        case "floatCol": XCTAssertEqual(prop.value as? Float, Float(2.2))
        case "doubleCol": XCTAssertEqual(prop.value as? Double, 2.22)
        case "stringCol": XCTAssertEqual(prop.value as? String, "b")
        case "binaryCol": XCTAssertEqual(prop.value as? Data, Data("b".utf8))
        case "dateCol": XCTAssertEqual(prop.value as? Date, Date(timeIntervalSince1970: 2))
        case "longCol": XCTAssertEqual(prop.value as? Int64, 4294967295)
        case "decimalCol": XCTAssertEqual(prop.value as? Decimal128, Decimal128(2))
        case "objectIdCol": XCTAssertEqual(prop.value as? ObjectId, objectId2)
        case "uuidCol": XCTAssertEqual(prop.value as? UUID, UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!)
        case "objectCol": XCTAssertTrue((prop.value as! ObjcStringObject).isEqual(to: so))
        case "mixedObjectCol": XCTAssertEqual((prop.value as! ObjcMixedObject).anyCol, .string("string"))
        case "anyCol": XCTAssertEqual(prop.value as? Int, 3)
        default: XCTFail("a change of an unexpected property")
        }
        calls += 1
    }
    for name in names {
        property = name
        values[name] = changed[name]
        realm.beginWriteTransaction()
        _ = ObjcAllTypesWithPrimaryKey.createOrUpdateModified(in: realm, withValue: values)
        try realm.commitWriteTransaction()
        realm.refresh()
    }
    XCTAssertEqual(calls, 15)
    token.invalidate()
}

/// Two blocks on one object are each called once with the one change of its intCol and the new value; a block on a copy of the object is not called.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/NotificationTests.m ObjectNotifierTests.testMultipleObjectNotifiers
func testMultipleObjectNotifiers() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let obj = ObjcAllTypesObject.create(in: realm, withValue: ["boolCol": true, "intCol": 1, "stringCol": "a"]) as! ObjcAllTypesObject
    try realm.commitWriteTransaction()
    realm.beginWriteTransaction()
    let obj2 = ObjcAllTypesObject.create(in: realm, withValue: obj) as! ObjcAllTypesObject
    try realm.commitWriteTransaction()
    XCTAssertEqual(obj2.intCol, 1)
    var calls = 0
    let block: (Bool, [RLMPropertyChange]?, Error?) -> Void = { deleted, changes, error in
        XCTAssertFalse(deleted)
        XCTAssertNil(error)
        XCTAssertEqual(changes!.count, 1)
        XCTAssertEqual(changes![0].name, "intCol")
        XCTAssertEqual(changes![0].value as? Int, 2)
        calls += 1
    }
    let token1 = obj.addNotificationBlock(block)
    let token2 = obj.addNotificationBlock(block)
    var wrongCalls = 0
    let token3 = obj2.addNotificationBlock { _, _, _ in
        wrongCalls += 1
    }
    try realm.transaction {}
    realm.refresh()
    realm.beginWriteTransaction()
    (ObjcAllTypesObject.allObjects(in: realm).firstObject() as! ObjcAllTypesObject).intCol = 2
    try realm.commitWriteTransaction()
    realm.refresh()
    XCTAssertEqual(calls, 2)
    XCTAssertEqual(wrongCalls, 0)
    token1.invalidate()
    token2.invalidate()
    token3.invalidate()
}
