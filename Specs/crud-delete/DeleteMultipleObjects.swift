// page: crud-delete
// tags: delete, query

/// The Objective-C example's dog, as an Objective-C model is seen from Swift.
class RLMQueriedDog: RLMObject {
    @objc dynamic var name = ""
    @objc dynamic var age = 0
}

/// Deleting the results of a where-closure removes the young dogs only.
/// - section: delete-multiple-objects
/// - claims: delete.collection, delete.collection.where-closure, delete.collection.only-matching
/// - since: 10.19.0
func testDeleteWhereClosureResults() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Bean", "age": 0]))
        realm.add(Dog(value: ["name": "Moss", "age": 1]))
        realm.add(Dog(value: ["name": "Sage", "age": 2]))
        realm.add(Dog(value: ["name": "Oak", "age": 9]))
    }
    try realm.write {
        let youngsters = realm.objects(Dog.self).where {
            $0.age < 2
        }
        realm.delete(youngsters)
    }
    let left = realm.objects(Dog.self).sorted(byKeyPath: "age")
    XCTAssertEqual(left.count, 2)
    XCTAssertEqual(left[0].name, "Sage")
    XCTAssertEqual(left[1].name, "Oak")
}

/// Deleting the results of a predicate-string filter removes the matching dogs only.
/// - section: delete-multiple-objects
/// - claims: delete.collection, delete.collection.filter-string, delete.collection.only-matching
func testDeleteFilterStringResults() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Bean", "age": 1]))
        realm.add(Dog(value: ["name": "Sage", "age": 2]))
        realm.add(Dog(value: ["name": "Oak", "age": 7]))
    }
    try realm.write {
        let youngsters = realm.objects(Dog.self).filter("age < 2")
        realm.delete(youngsters)
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
    XCTAssertEqual(realm.objects(Dog.self).filter("age < 2").count, 0)
}

/// Inside one write, deleting the results of a predicate-string filter removes
/// the matching dogs at once; the commit keeps the one that did not match.
/// - section: delete-multiple-objects
/// - claims: delete.collection, delete.collection.filter-string, delete.collection.only-matching
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testDeleteResults
func testDeleteFilterStringResultsWithinTheWrite() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Bean", "age": 1]))
        realm.add(Dog(value: ["name": "Sage", "age": 1]))
        realm.add(Dog(value: ["name": "Oak", "age": 2]))
        XCTAssertEqual(realm.objects(Dog.self).count, 3)
        realm.delete(realm.objects(Dog.self).filter("age = 1"))
        XCTAssertEqual(realm.objects(Dog.self).count, 1)
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
    XCTAssertEqual(realm.objects(Dog.self).first?.name, "Oak")
}

/// A filter with a %@ argument selects the same objects to delete as the literal predicate.
/// - section: delete-multiple-objects
/// - claims: delete.collection.filter-string
func testDeleteFilterWithArgument() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Bean", "age": 1]))
        realm.add(Dog(value: ["name": "Sage", "age": 5]))
    }
    try realm.write {
        realm.delete(realm.objects(Dog.self).filter("age < %@", 2))
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
    XCTAssertEqual(realm.objects(Dog.self).first?.name, "Sage")
}

/// Results stay live: after their objects are deleted they are empty.
/// - section: delete-multiple-objects
/// - claims: delete.collection
func testDeletedResultsAreEmpty() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Bean", "age": 1]))
        realm.add(Dog(value: ["name": "Fig", "age": 0]))
    }
    let youngsters = realm.objects(Dog.self).where { $0.age < 2 }
    XCTAssertEqual(youngsters.count, 2)
    try realm.write {
        realm.delete(youngsters)
    }
    XCTAssertEqual(youngsters.count, 0)
}

/// Every object of deleted results is invalidated.
/// - section: delete-multiple-objects
/// - claims: delete.collection
func testDeletedResultsInvalidateObjects() throws {
    let realm = try Realm()
    let bean = Dog(value: ["name": "Bean", "age": 1])
    let fig = Dog(value: ["name": "Fig", "age": 0])
    try realm.write {
        realm.add(bean)
        realm.add(fig)
    }
    try realm.write {
        realm.delete(realm.objects(Dog.self).where { $0.age < 2 })
    }
    XCTAssertTrue(bean.isInvalidated)
    XCTAssertTrue(fig.isInvalidated)
}

/// Deleting results that match nothing changes nothing.
/// - section: delete-multiple-objects
/// - claims: delete.collection.only-matching
func testDeleteEmptyResults() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Elder", "age": 12]))
    }
    try realm.write {
        realm.delete(realm.objects(Dog.self).where { $0.age < 2 })
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
}

/// Deleting an array of objects removes each of them.
/// - section: delete-multiple-objects
/// - claims: delete.collection
func testDeleteArrayOfObjects() throws {
    let realm = try Realm()
    let a = Dog(value: ["name": "A"])
    let b = Dog(value: ["name": "B"])
    let c = Dog(value: ["name": "C"])
    try realm.write {
        realm.add(a)
        realm.add(b)
        realm.add(c)
    }
    try realm.write {
        realm.delete([a, c])
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
    XCTAssertEqual(realm.objects(Dog.self).first?.name, "B")
}

/// Inside one write, objects added as an array are counted and, deleted as that
/// array, no longer are; the commit keeps the count at zero.
/// - section: delete-multiple-objects
/// - claims: delete.collection
/// - sdk-test: RealmSwift/Tests/RealmTests.swift RealmTests.testDeleteSequenceOfObjects
func testDeleteArrayCountsWithinTheWrite() throws {
    let realm = try Realm()
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
    let dogs = [Dog(value: ["name": "A"]), Dog(value: ["name": "B"])]
    try realm.write {
        realm.add(dogs)
        XCTAssertEqual(realm.objects(Dog.self).count, 2)
        realm.delete(dogs)
        XCTAssertEqual(realm.objects(Dog.self).count, 0)
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 0)
}

/// Deleting query results outside a write is refused.
/// - section: delete-multiple-objects
/// - since: 10.19.0
func testDeleteWhereResultsOutsideWriteFails() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Bean", "age": 1]))
    }
    let youngsters = realm.objects(Dog.self).where { $0.age < 2 }
    assertThrows(realm.delete(youngsters), .notInWriteTransaction)
    XCTAssertEqual(youngsters.count, 1)
}

/// A predicate that does not parse is refused before anything is deleted.
/// - section: delete-multiple-objects
func testDeleteWithBadPredicateFails() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Bean", "age": 1]))
        assertThrows(realm.delete(realm.objects(Dog.self).filter("age <")), .invalidQuery)
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 1)
}

/// The Objective-C deleteObjects call removes the dogs found with objectsInRealm:where:.
/// - section: delete-multiple-objects
/// - claims: delete.collection.objc-delete-objects, delete.collection.only-matching
func testObjcDeleteObjectsWhere() throws {
    let realm = RLMRealm.default()
    try realm.transaction {
        realm.add(RLMQueriedDog(value: ["name": "Bean", "age": 1]))
        realm.add(RLMQueriedDog(value: ["name": "Sage", "age": 4]))
    }
    try realm.transaction {
        let youngsters = RLMQueriedDog.objects(in: realm, where: "age < 2")
        realm.deleteObjects(youngsters)
    }
    XCTAssertEqual(RLMQueriedDog.allObjects(in: realm).count, 1)
    XCTAssertEqual((RLMQueriedDog.allObjects(in: realm).firstObject() as! RLMQueriedDog).name, "Sage")
    XCTAssertEqual(RLMQueriedDog.objects(in: realm, where: "age < 2").count, 0)
}

/// A where-closure that combines two conditions deletes only the dogs meeting both.
/// - section: delete-multiple-objects
/// - claims: delete.collection.where-closure, delete.collection.only-matching
/// - since: 10.19.0
func testDeleteCompoundWhereClosure() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Bean", "age": 1, "color": "black"]))
        realm.add(Dog(value: ["name": "Fig", "age": 1, "color": "white"]))
        realm.add(Dog(value: ["name": "Oak", "age": 7, "color": "black"]))
    }
    try realm.write {
        realm.delete(realm.objects(Dog.self).where { $0.age < 2 && $0.color == "black" })
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
    XCTAssertEqual(realm.objects(Dog.self).where { $0.name == "Bean" }.count, 0)
}
