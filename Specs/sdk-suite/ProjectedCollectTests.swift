// page: sdk
// tags: sdk, suite

// The models of the SDK's projected collection tests: the person the
// projections read, with an embedded address and a list of friends, a
// projection of a person, and an owner of a list and a set of people whose
// projection projects each to its first name.

class AddressSwift: EmbeddedObject {
    @Persisted var city: String = ""
    @Persisted var country = ""
}

class CommonPerson: Object {
    @Persisted var firstName: String
    @Persisted var lastName = ""
    @Persisted var birthday: Date
    @Persisted var address: AddressSwift?
    @Persisted var friends: List<CommonPerson>
    @Persisted var reviews: List<String>
    @Persisted var money: Decimal128
}

class PersonProjection: Projection<CommonPerson> {
    @Projected(\CommonPerson.firstName) var firstName
    @Projected(\CommonPerson.friends.projectTo.firstName) var firstFriendsName: ProjectedCollection<String>
}

class PersistedCollections: Object {
    @Persisted var list: List<CommonPerson>
    @Persisted var set: MutableSet<CommonPerson>
}

class ProjectedCollections: Projection<PersistedCollections> {
    @Projected(\PersistedCollections.list.projectTo.firstName) var list: ProjectedCollection<String>
    @Projected(\PersistedCollections.set.projectTo.firstName) var set: ProjectedCollection<String>
}

// The people of the SDK's projected-collection tests, each with friends, an
// owner of a list and a set of all three, and a second owner of the kind the
// test reads (`"list"` or `"set"`), as the SDK's per-kind setUp adds it.
func seedProjectedPeople(_ realm: Realm, _ kind: String) throws {
    try realm.write {
        let js = realm.create(CommonPerson.self, value: ["firstName": "John", "lastName": "Snow",
                                                         "birthday": Date(timeIntervalSince1970: 10),
                                                         "address": ["Winterfell", "Kingdom in the North"],
                                                         "money": Decimal128("2.22")])
        let dt = realm.create(CommonPerson.self, value: ["firstName": "Daenerys", "lastName": "Targaryen",
                                                         "birthday": Date(timeIntervalSince1970: 0),
                                                         "address": ["King's Landing", "Westeros"],
                                                         "money": Decimal128("2.22")])
        let tl = realm.create(CommonPerson.self, value: ["firstName": "Tyrion", "lastName": "Lannister",
                                                         "birthday": Date(timeIntervalSince1970: 20),
                                                         "address": ["Casterly Rock", "Westeros"],
                                                         "money": Decimal128("9999.95")])
        js.friends.append(dt)
        js.friends.append(tl)
        dt.friends.append(js)
        realm.create(PersistedCollections.self, value: [[js, dt, tl], [js, dt, tl]])
    }
    try realm.write {
        let people = realm.objects(CommonPerson.self)
        realm.create(PersistedCollections.self, value: [kind: people])
    }
}

/// The first names projected from a list of people counts the three people.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testCount
func testProjectedListCount() throws {
    let realm = try Realm()
    try realm.write {
        let js = realm.create(CommonPerson.self, value: ["firstName": "John", "lastName": "Snow",
                                                         "birthday": Date(timeIntervalSince1970: 10),
                                                         "address": ["Winterfell", "Kingdom in the North"],
                                                         "money": Decimal128("2.22")])
        let dt = realm.create(CommonPerson.self, value: ["firstName": "Daenerys", "lastName": "Targaryen",
                                                         "birthday": Date(timeIntervalSince1970: 0),
                                                         "address": ["King's Landing", "Westeros"],
                                                         "money": Decimal128("2.22")])
        let tl = realm.create(CommonPerson.self, value: ["firstName": "Tyrion", "lastName": "Lannister",
                                                         "birthday": Date(timeIntervalSince1970: 20),
                                                         "address": ["Casterly Rock", "Westeros"],
                                                         "money": Decimal128("9999.95")])
        js.friends.append(dt)
        js.friends.append(tl)
        dt.friends.append(js)
        realm.create(PersistedCollections.self, value: [[js, dt, tl], [js, dt, tl]])
    }
    try realm.write {
        let people = realm.objects(CommonPerson.self)
        realm.create(PersistedCollections.self, value: ["list": people])
    }
    let collection = realm.objects(ProjectedCollections.self)[0].list
    XCTAssertEqual(collection.count, 3)
}

/// The first names projected from a set of people counts the three people.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testCount
func testProjectedSetCount() throws {
    let realm = try Realm()
    try realm.write {
        let js = realm.create(CommonPerson.self, value: ["firstName": "John", "lastName": "Snow",
                                                         "birthday": Date(timeIntervalSince1970: 10),
                                                         "address": ["Winterfell", "Kingdom in the North"],
                                                         "money": Decimal128("2.22")])
        let dt = realm.create(CommonPerson.self, value: ["firstName": "Daenerys", "lastName": "Targaryen",
                                                         "birthday": Date(timeIntervalSince1970: 0),
                                                         "address": ["King's Landing", "Westeros"],
                                                         "money": Decimal128("2.22")])
        let tl = realm.create(CommonPerson.self, value: ["firstName": "Tyrion", "lastName": "Lannister",
                                                         "birthday": Date(timeIntervalSince1970: 20),
                                                         "address": ["Casterly Rock", "Westeros"],
                                                         "money": Decimal128("9999.95")])
        js.friends.append(dt)
        js.friends.append(tl)
        dt.friends.append(js)
        realm.create(PersistedCollections.self, value: [[js, dt, tl], [js, dt, tl]])
    }
    try realm.write {
        let people = realm.objects(CommonPerson.self)
        realm.create(PersistedCollections.self, value: ["set": people])
    }
    let collection = realm.objects(ProjectedCollections.self)[0].set
    XCTAssertEqual(collection.count, 3)
}

/// The first names projected from a list of people reads its first and last by index and by first and last, and finds a name's index or none.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testAccess
func testProjectedListAccess() throws {
    let realm = try Realm()
    try realm.write {
        let js = realm.create(CommonPerson.self, value: ["firstName": "John", "lastName": "Snow",
                                                         "birthday": Date(timeIntervalSince1970: 10),
                                                         "address": ["Winterfell", "Kingdom in the North"],
                                                         "money": Decimal128("2.22")])
        let dt = realm.create(CommonPerson.self, value: ["firstName": "Daenerys", "lastName": "Targaryen",
                                                         "birthday": Date(timeIntervalSince1970: 0),
                                                         "address": ["King's Landing", "Westeros"],
                                                         "money": Decimal128("2.22")])
        let tl = realm.create(CommonPerson.self, value: ["firstName": "Tyrion", "lastName": "Lannister",
                                                         "birthday": Date(timeIntervalSince1970: 20),
                                                         "address": ["Casterly Rock", "Westeros"],
                                                         "money": Decimal128("9999.95")])
        js.friends.append(dt)
        js.friends.append(tl)
        dt.friends.append(js)
        realm.create(PersistedCollections.self, value: [[js, dt, tl], [js, dt, tl]])
    }
    try realm.write {
        let people = realm.objects(CommonPerson.self)
        realm.create(PersistedCollections.self, value: ["list": people])
    }
    let collection = realm.objects(ProjectedCollections.self)[0].list
    XCTAssertEqual(collection[0], collection.first)
    XCTAssertEqual(collection[2], collection.last)
    XCTAssertNil(collection.firstIndex(of: "Not tere"))
    XCTAssertNotNil(collection.firstIndex(of: "Daenerys"))
}

/// The first names projected from a set of people reads its first and last by index and by first and last, and finds a name's index or none.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testAccess
func testProjectedSetAccess() throws {
    let realm = try Realm()
    try realm.write {
        let js = realm.create(CommonPerson.self, value: ["firstName": "John", "lastName": "Snow",
                                                         "birthday": Date(timeIntervalSince1970: 10),
                                                         "address": ["Winterfell", "Kingdom in the North"],
                                                         "money": Decimal128("2.22")])
        let dt = realm.create(CommonPerson.self, value: ["firstName": "Daenerys", "lastName": "Targaryen",
                                                         "birthday": Date(timeIntervalSince1970: 0),
                                                         "address": ["King's Landing", "Westeros"],
                                                         "money": Decimal128("2.22")])
        let tl = realm.create(CommonPerson.self, value: ["firstName": "Tyrion", "lastName": "Lannister",
                                                         "birthday": Date(timeIntervalSince1970: 20),
                                                         "address": ["Casterly Rock", "Westeros"],
                                                         "money": Decimal128("9999.95")])
        js.friends.append(dt)
        js.friends.append(tl)
        dt.friends.append(js)
        realm.create(PersistedCollections.self, value: [[js, dt, tl], [js, dt, tl]])
    }
    try realm.write {
        let people = realm.objects(CommonPerson.self)
        realm.create(PersistedCollections.self, value: ["set": people])
    }
    let collection = realm.objects(ProjectedCollections.self)[0].set
    XCTAssertEqual(collection[0], collection.first)
    XCTAssertEqual(collection[2], collection.last)
    XCTAssertNil(collection.firstIndex(of: "Not tere"))
    XCTAssertNotNil(collection.firstIndex(of: "Daenerys"))
}

/// The first names projected from a list of people filtered by a closure keeps a matching name and nothing for a missing one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testFilterFormat
func testProjectedListFilter() throws {
    let realm = try Realm()
    try realm.write {
        let js = realm.create(CommonPerson.self, value: ["firstName": "John", "lastName": "Snow",
                                                         "birthday": Date(timeIntervalSince1970: 10),
                                                         "address": ["Winterfell", "Kingdom in the North"],
                                                         "money": Decimal128("2.22")])
        let dt = realm.create(CommonPerson.self, value: ["firstName": "Daenerys", "lastName": "Targaryen",
                                                         "birthday": Date(timeIntervalSince1970: 0),
                                                         "address": ["King's Landing", "Westeros"],
                                                         "money": Decimal128("2.22")])
        let tl = realm.create(CommonPerson.self, value: ["firstName": "Tyrion", "lastName": "Lannister",
                                                         "birthday": Date(timeIntervalSince1970: 20),
                                                         "address": ["Casterly Rock", "Westeros"],
                                                         "money": Decimal128("9999.95")])
        js.friends.append(dt)
        js.friends.append(tl)
        dt.friends.append(js)
        realm.create(PersistedCollections.self, value: [[js, dt, tl], [js, dt, tl]])
    }
    try realm.write {
        let people = realm.objects(CommonPerson.self)
        realm.create(PersistedCollections.self, value: ["list": people])
    }
    let collection = realm.objects(ProjectedCollections.self)[0].list
    XCTAssertNotNil(collection.filter { $0 == "Daenerys" }.first!)
    XCTAssertNil(collection.filter { $0 == "Not There" }.first)
}

/// The first names projected from a set of people filtered by a closure keeps a matching name and nothing for a missing one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testFilterFormat
func testProjectedSetFilter() throws {
    let realm = try Realm()
    try realm.write {
        let js = realm.create(CommonPerson.self, value: ["firstName": "John", "lastName": "Snow",
                                                         "birthday": Date(timeIntervalSince1970: 10),
                                                         "address": ["Winterfell", "Kingdom in the North"],
                                                         "money": Decimal128("2.22")])
        let dt = realm.create(CommonPerson.self, value: ["firstName": "Daenerys", "lastName": "Targaryen",
                                                         "birthday": Date(timeIntervalSince1970: 0),
                                                         "address": ["King's Landing", "Westeros"],
                                                         "money": Decimal128("2.22")])
        let tl = realm.create(CommonPerson.self, value: ["firstName": "Tyrion", "lastName": "Lannister",
                                                         "birthday": Date(timeIntervalSince1970: 20),
                                                         "address": ["Casterly Rock", "Westeros"],
                                                         "money": Decimal128("9999.95")])
        js.friends.append(dt)
        js.friends.append(tl)
        dt.friends.append(js)
        realm.create(PersistedCollections.self, value: [[js, dt, tl], [js, dt, tl]])
    }
    try realm.write {
        let people = realm.objects(CommonPerson.self)
        realm.create(PersistedCollections.self, value: ["set": people])
    }
    let collection = realm.objects(ProjectedCollections.self)[0].set
    XCTAssertNotNil(collection.filter { $0 == "Daenerys" }.first!)
    XCTAssertNil(collection.filter { $0 == "Not There" }.first)
}

/// The first names projected from a list of people is not empty and enumerates its names.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testFastEnumeration
func testProjectedListFastEnumeration() throws {
    let realm = try Realm()
    try realm.write {
        let js = realm.create(CommonPerson.self, value: ["firstName": "John", "lastName": "Snow",
                                                         "birthday": Date(timeIntervalSince1970: 10),
                                                         "address": ["Winterfell", "Kingdom in the North"],
                                                         "money": Decimal128("2.22")])
        let dt = realm.create(CommonPerson.self, value: ["firstName": "Daenerys", "lastName": "Targaryen",
                                                         "birthday": Date(timeIntervalSince1970: 0),
                                                         "address": ["King's Landing", "Westeros"],
                                                         "money": Decimal128("2.22")])
        let tl = realm.create(CommonPerson.self, value: ["firstName": "Tyrion", "lastName": "Lannister",
                                                         "birthday": Date(timeIntervalSince1970: 20),
                                                         "address": ["Casterly Rock", "Westeros"],
                                                         "money": Decimal128("9999.95")])
        js.friends.append(dt)
        js.friends.append(tl)
        dt.friends.append(js)
        realm.create(PersistedCollections.self, value: [[js, dt, tl], [js, dt, tl]])
    }
    try realm.write {
        let people = realm.objects(CommonPerson.self)
        realm.create(PersistedCollections.self, value: ["list": people])
    }
    let collection = realm.objects(ProjectedCollections.self)[0].list
    XCTAssertGreaterThan(collection.count, 0)
    var names: [String] = []
    for element in collection {
        names.append(element)
    }
    XCTAssertEqual(names, ["John", "Daenerys", "Tyrion"])
}

/// The first names projected from a set of people is not empty and enumerates its names.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testFastEnumeration
func testProjectedSetFastEnumeration() throws {
    let realm = try Realm()
    try realm.write {
        let js = realm.create(CommonPerson.self, value: ["firstName": "John", "lastName": "Snow",
                                                         "birthday": Date(timeIntervalSince1970: 10),
                                                         "address": ["Winterfell", "Kingdom in the North"],
                                                         "money": Decimal128("2.22")])
        let dt = realm.create(CommonPerson.self, value: ["firstName": "Daenerys", "lastName": "Targaryen",
                                                         "birthday": Date(timeIntervalSince1970: 0),
                                                         "address": ["King's Landing", "Westeros"],
                                                         "money": Decimal128("2.22")])
        let tl = realm.create(CommonPerson.self, value: ["firstName": "Tyrion", "lastName": "Lannister",
                                                         "birthday": Date(timeIntervalSince1970: 20),
                                                         "address": ["Casterly Rock", "Westeros"],
                                                         "money": Decimal128("9999.95")])
        js.friends.append(dt)
        js.friends.append(tl)
        dt.friends.append(js)
        realm.create(PersistedCollections.self, value: [[js, dt, tl], [js, dt, tl]])
    }
    try realm.write {
        let people = realm.objects(CommonPerson.self)
        realm.create(PersistedCollections.self, value: ["set": people])
    }
    let collection = realm.objects(ProjectedCollections.self)[0].set
    XCTAssertGreaterThan(collection.count, 0)
    var names: [String] = []
    for element in collection {
        names.append(element)
    }
    XCTAssertEqual(names, ["John", "Daenerys", "Tyrion"])
}

/// Assigning an element of the first names projected from a list of people, in a write, renames that person: the collection and a query of the people see the new name.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testSetValues
func testProjectedListSetValue() throws {
    let realm = try Realm()
    try seedProjectedPeople(realm, "list")
    let collection = realm.objects(ProjectedCollections.self)[0].list
    try realm.write {
        collection[0] = "Overwrite"
    }
    XCTAssertEqual(collection.first, "Overwrite")
    XCTAssertEqual(collection[0], "Overwrite")
    XCTAssertNotNil(realm.objects(CommonPerson.self).filter("firstName == 'Overwrite'").first)
}

/// Assigning an element of the first names projected from a set of people, in a write, renames that person: the collection and a query of the people see the new name.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testSetValues
func testProjectedSetSetValue() throws {
    let realm = try Realm()
    try seedProjectedPeople(realm, "set")
    let collection = realm.objects(ProjectedCollections.self)[0].set
    try realm.write {
        collection[0] = "Overwrite"
    }
    XCTAssertEqual(collection.first, "Overwrite")
    XCTAssertEqual(collection[0], "Overwrite")
    XCTAssertNotNil(realm.objects(CommonPerson.self).filter("firstName == 'Overwrite'").first)
}

/// Freezing the first names projected from a list of people gives a frozen collection and leaves a live projection of a person live; a frozen projection's own projected collection of friends' names is frozen.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testFreezeThawProjectedCollection
func testProjectedListFreezeAlongsideProjection() throws {
    let realm = try Realm()
    try seedProjectedPeople(realm, "list")
    let collection = realm.objects(ProjectedCollections.self)[0].list
    let johnSnow = realm.objects(PersonProjection.self).first!
    let projectedSet = collection.freeze()
    XCTAssertTrue(projectedSet.isFrozen)
    XCTAssertFalse(johnSnow.isFrozen)
    let frozenJohn = johnSnow.freeze()
    let frozenFriendsNames = frozenJohn.firstFriendsName
    XCTAssertTrue(frozenJohn.isFrozen)
    XCTAssertTrue(projectedSet.isFrozen)
    XCTAssertTrue(frozenFriendsNames.isFrozen)
    XCTAssertEqual(Array(frozenFriendsNames), ["Daenerys", "Tyrion"])
}

/// Freezing the first names projected from a set of people gives a frozen collection and leaves a live projection of a person live; a frozen projection's own projected collection of friends' names is frozen.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testFreezeThawProjectedCollection
func testProjectedSetFreezeAlongsideProjection() throws {
    let realm = try Realm()
    try seedProjectedPeople(realm, "set")
    let collection = realm.objects(ProjectedCollections.self)[0].set
    let johnSnow = realm.objects(PersonProjection.self).first!
    let projectedSet = collection.freeze()
    XCTAssertTrue(projectedSet.isFrozen)
    XCTAssertFalse(johnSnow.isFrozen)
    let frozenJohn = johnSnow.freeze()
    let frozenFriendsNames = frozenJohn.firstFriendsName
    XCTAssertTrue(frozenJohn.isFrozen)
    XCTAssertTrue(projectedSet.isFrozen)
    XCTAssertTrue(frozenFriendsNames.isFrozen)
    XCTAssertEqual(Array(frozenFriendsNames), ["Daenerys", "Tyrion"])
}

/// The first names projected from a list of people describe themselves as a ProjectedCollection of String listing each name by index.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testDescription
func testProjectedListDescription() throws {
    let realm = try Realm()
    try seedProjectedPeople(realm, "list")
    let collection = realm.objects(ProjectedCollections.self)[0].list
    XCTAssertEqual(collection.description, "ProjectedCollection<String> {\n\t[0] John\n\t[1] Daenerys\n\t[2] Tyrion\n}")
}

/// The first names projected from a set of people describe themselves as a ProjectedCollection of String listing each name by index.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testDescription
func testProjectedSetDescription() throws {
    let realm = try Realm()
    try seedProjectedPeople(realm, "set")
    let collection = realm.objects(ProjectedCollections.self)[0].set
    XCTAssertEqual(collection.description, "ProjectedCollection<String> {\n\t[0] John\n\t[1] Daenerys\n\t[2] Tyrion\n}")
}

/// The first names projected from a list of people sorted by a closure in descending order start with Tyrion and end with Daenerys.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testSortWithProperty
func testProjectedListSortedByClosure() throws {
    let realm = try Realm()
    try seedProjectedPeople(realm, "list")
    let collection = realm.objects(ProjectedCollections.self)[0].list
    XCTAssertEqual("Tyrion", collection.sorted(by: { $0 > $1 }).first!)
    XCTAssertEqual("Daenerys", collection.sorted(by: { $0 > $1 }).last!)
}

/// The first names projected from a set of people sorted by a closure in descending order start with Tyrion and end with Daenerys.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testSortWithProperty
func testProjectedSetSortedByClosure() throws {
    let realm = try Realm()
    try seedProjectedPeople(realm, "set")
    let collection = realm.objects(ProjectedCollections.self)[0].set
    XCTAssertEqual("Tyrion", collection.sorted(by: { $0 > $1 }).first!)
    XCTAssertEqual("Daenerys", collection.sorted(by: { $0 > $1 }).last!)
}

/// Observing the first names projected from a list of people gives the initial collection of three names; a write that skips the first token reaches only the second observer.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testObserve
func testProjectedListObserve() throws {
    let realm = try Realm()
    try seedProjectedPeople(realm, "list")
    let collection = realm.objects(ProjectedCollections.self)[0].list
    var firstCalls = 0
    let token = collection.observe { (changes: RealmCollectionChange) in
        switch changes {
        case .initial(let collection):
            XCTAssertEqual(collection.count, 3)
        case .update:
            XCTFail("Shouldn't happen")
        case .error:
            XCTFail("Shouldn't happen")
        }
        firstCalls += 1
    }
    realm.refresh()
    XCTAssertEqual(firstCalls, 1)
    var secondCalls = 0
    let token2 = collection.observe { _ in
        secondCalls += 1
    }
    realm.refresh()
    XCTAssertEqual(secondCalls, 1)
    realm.beginWrite()
    realm.delete(realm.objects(CommonPerson.self))
    try realm.commitWrite(withoutNotifying: [token])
    realm.refresh()
    XCTAssertEqual(firstCalls, 1)
    XCTAssertEqual(secondCalls, 2)
    token.invalidate()
    token2.invalidate()
}

/// Observing the first names projected from a set of people gives the initial collection of three names; a write that skips the first token reaches only the second observer.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testObserve
func testProjectedSetObserve() throws {
    let realm = try Realm()
    try seedProjectedPeople(realm, "set")
    let collection = realm.objects(ProjectedCollections.self)[0].set
    var firstCalls = 0
    let token = collection.observe { (changes: RealmCollectionChange) in
        switch changes {
        case .initial(let collection):
            XCTAssertEqual(collection.count, 3)
        case .update:
            XCTFail("Shouldn't happen")
        case .error:
            XCTFail("Shouldn't happen")
        }
        firstCalls += 1
    }
    realm.refresh()
    XCTAssertEqual(firstCalls, 1)
    var secondCalls = 0
    let token2 = collection.observe { _ in
        secondCalls += 1
    }
    realm.refresh()
    XCTAssertEqual(secondCalls, 1)
    realm.beginWrite()
    realm.delete(realm.objects(CommonPerson.self))
    try realm.commitWrite(withoutNotifying: [token])
    realm.refresh()
    XCTAssertEqual(firstCalls, 1)
    XCTAssertEqual(secondCalls, 2)
    token.invalidate()
    token2.invalidate()
}

/// Observing the first names projected from a list of people for the key path firstName gives the initial three names, and a new person outside the collection brings no update.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testObserveKeyPathNoChange
func testProjectedListObserveKeyPathNoChange() throws {
    let realm = try Realm()
    try seedProjectedPeople(realm, "list")
    let collection = realm.objects(ProjectedCollections.self)[0].list
    var calls = 0
    let token0 = collection.observe(keyPaths: ["firstName"]) { (changes: RealmCollectionChange) in
        switch changes {
        case .initial(let collection):
            XCTAssertEqual(collection.count, 3)
        case .update:
            XCTFail("update not expected")
        case .error:
            XCTFail("error not expected")
        }
        calls += 1
    }
    realm.refresh()
    realm.beginWrite()
    let obj = realm.create(CommonPerson.self)
    obj.firstName = "Name"
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token0.invalidate()
}

/// Observing the first names projected from a set of people for the key path firstName gives the initial three names, and a new person outside the collection brings no update.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testObserveKeyPathNoChange
func testProjectedSetObserveKeyPathNoChange() throws {
    let realm = try Realm()
    try seedProjectedPeople(realm, "set")
    let collection = realm.objects(ProjectedCollections.self)[0].set
    var calls = 0
    let token0 = collection.observe(keyPaths: ["firstName"]) { (changes: RealmCollectionChange) in
        switch changes {
        case .initial(let collection):
            XCTAssertEqual(collection.count, 3)
        case .update:
            XCTFail("update not expected")
        case .error:
            XCTFail("error not expected")
        }
        calls += 1
    }
    realm.refresh()
    realm.beginWrite()
    let obj = realm.create(CommonPerson.self)
    obj.firstName = "Name"
    try realm.commitWrite()
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token0.invalidate()
}

/// The first names projected from a list of people are valid until the realm is invalidated, and then invalidated.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testInvalidate
func testProjectedListInvalidate() throws {
    let realm = try Realm()
    try seedProjectedPeople(realm, "list")
    let collection = realm.objects(ProjectedCollections.self)[0].list
    XCTAssertFalse(collection.isInvalidated)
    realm.invalidate()
    XCTAssertTrue(collection.realm == nil || collection.isInvalidated)
}

/// The first names projected from a set of people are valid until the realm is invalidated, and then invalidated.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testInvalidate
func testProjectedSetInvalidate() throws {
    let realm = try Realm()
    try seedProjectedPeople(realm, "set")
    let collection = realm.objects(ProjectedCollections.self)[0].set
    XCTAssertFalse(collection.isInvalidated)
    realm.invalidate()
    XCTAssertTrue(collection.realm == nil || collection.isInvalidated)
}

/// The first names projected from a list of people are live; their freeze is frozen.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testIsFrozen
func testProjectedListIsFrozen() throws {
    let realm = try Realm()
    try seedProjectedPeople(realm, "list")
    let collection = realm.objects(ProjectedCollections.self)[0].list
    XCTAssertFalse(collection.isFrozen)
    XCTAssertTrue(collection.freeze().isFrozen)
}

/// The first names projected from a set of people are live; their freeze is frozen.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testIsFrozen
func testProjectedSetIsFrozen() throws {
    let realm = try Realm()
    try seedProjectedPeople(realm, "set")
    let collection = realm.objects(ProjectedCollections.self)[0].set
    XCTAssertFalse(collection.isFrozen)
    XCTAssertTrue(collection.freeze().isFrozen)
}

/// The frozen first names projected from a list of people refuse a write on their realm; thawed, they are live, invalidated once the owners are deleted, while the frozen ones keep their names and stay valid after the people are deleted.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testThaw
func testProjectedListThaw() throws {
    let realm = try Realm()
    try seedProjectedPeople(realm, "list")
    let collection = realm.objects(ProjectedCollections.self)[0].list
    let frozen = collection.freeze()
    XCTAssertTrue(frozen.isFrozen)
    let frozenRealm = frozen.realm!
    assertThrows(try! frozenRealm.write {}, reason: "Can't perform transactions on a frozen Realm")
    let live = frozen.thaw()
    XCTAssertFalse(live!.isFrozen)
    let liveRealm = live!.realm!
    try liveRealm.write { liveRealm.delete(liveRealm.objects(PersistedCollections.self)) }
    XCTAssertTrue(live!.isInvalidated)
    XCTAssertFalse(frozen.isEmpty)
    try liveRealm.write { liveRealm.delete(liveRealm.objects(CommonPerson.self)) }
    XCTAssertFalse(frozen.isInvalidated)
    XCTAssertEqual(Array(frozen), ["John", "Daenerys", "Tyrion"])
}

/// The frozen first names projected from a set of people refuse a write on their realm; thawed, they are live, invalidated once the owners are deleted, while the frozen ones keep their names and stay valid after the people are deleted.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testThaw
func testProjectedSetThaw() throws {
    let realm = try Realm()
    try seedProjectedPeople(realm, "set")
    let collection = realm.objects(ProjectedCollections.self)[0].set
    let frozen = collection.freeze()
    XCTAssertTrue(frozen.isFrozen)
    let frozenRealm = frozen.realm!
    assertThrows(try! frozenRealm.write {}, reason: "Can't perform transactions on a frozen Realm")
    let live = frozen.thaw()
    XCTAssertFalse(live!.isFrozen)
    let liveRealm = live!.realm!
    try liveRealm.write { liveRealm.delete(liveRealm.objects(PersistedCollections.self)) }
    XCTAssertTrue(live!.isInvalidated)
    XCTAssertFalse(frozen.isEmpty)
    try liveRealm.write { liveRealm.delete(liveRealm.objects(CommonPerson.self)) }
    XCTAssertFalse(frozen.isInvalidated)
    XCTAssertEqual(Array(frozen), ["John", "Daenerys", "Tyrion"])
}

/// Observing the frozen first names projected from a list of people is refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testObserveFrozenCollection
func testProjectedListObserveFrozen() throws {
    let realm = try Realm()
    try seedProjectedPeople(realm, "list")
    let collection = realm.objects(ProjectedCollections.self)[0].list
    let frozen = collection.freeze()
    assertThrows(frozen.observe({ _ in }), reason: "Frozen Realms do not change and do not have change notifications.")
}

/// Observing the frozen first names projected from a set of people is refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testObserveFrozenCollection
func testProjectedSetObserveFrozen() throws {
    let realm = try Realm()
    try seedProjectedPeople(realm, "set")
    let collection = realm.objects(ProjectedCollections.self)[0].set
    let frozen = collection.freeze()
    assertThrows(frozen.observe({ _ in }), reason: "Frozen Realms do not change and do not have change notifications.")
}

/// The frozen first names projected from a list of people filter by a closure: one Daenerys, no Nothing.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testFilterFrozenCollection
func testProjectedListFilterFrozen() throws {
    let realm = try Realm()
    try seedProjectedPeople(realm, "list")
    let collection = realm.objects(ProjectedCollections.self)[0].list
    let frozen = collection.freeze()
    XCTAssertEqual(frozen.filter({ $0 == "Daenerys" }).count, 1)
    XCTAssertNil(frozen.filter({ $0 == "Nothing" }).first)
}

/// The frozen first names projected from a set of people filter by a closure: one Daenerys, no Nothing.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectedCollectTests.swift ProjectedCollectionsTestsTemplate.testFilterFrozenCollection
func testProjectedSetFilterFrozen() throws {
    let realm = try Realm()
    try seedProjectedPeople(realm, "set")
    let collection = realm.objects(ProjectedCollections.self)[0].set
    let frozen = collection.freeze()
    XCTAssertEqual(frozen.filter({ $0 == "Daenerys" }).count, 1)
    XCTAssertNil(frozen.filter({ $0 == "Nothing" }).first)
}
