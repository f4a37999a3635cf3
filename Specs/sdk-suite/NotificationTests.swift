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
