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
