// page: sdk
// tags: queries, sdk

// A kennel with one property of each kind the key-path rules distinguish.
class QKennel: Object {
    @Persisted var name = ""
    @Persisted var capacity = 0
    @Persisted var ratings: List<Int>
    @Persisted var labels: List<String>
    @Persisted var visits: List<Date>
    @Persisted var dogs: List<Dog>
    @Persisted var keeper: Person?
}

/// Each component of a query key path must be a property of the type reached so far; an unknown one names the whole key path.
/// - section: sdk-query
/// - claims: sdk.query.keypath-properties
func testQueryUnknownPropertyNamesKeyPath() throws {
    let realm = try Realm()
    let kennels = realm.objects(QKennel.self)
    assertThrows(kennels.filter("keeper.nickname == 'x'"), .invalidQuery,
                 reason: "Invalid keypath 'keeper.nickname': Property 'nickname' not found in object of type 'Person'")
    assertThrows(kennels.filter("name.first == 'x'"), .invalidQuery,
                 reason: "Invalid keypath 'name.first': Property 'QKennel.name' is not a link or collection and can only appear at the end of a keypath.")
    assertThrows(kennels.filter("ANY ratings.value == 1"), .invalidQuery,
                 reason: "Invalid keypath 'ratings.value': List<int> property ratings can only be followed by a collection operation.")
    XCTAssertEqual(kennels.filter("keeper.name == 'x'").count, 0)
}

/// Collection operators: one per key path, spelled exactly, after a collection; @count last; @min, @max, @sum and @avg followed by a numeric property on a collection of objects and last on a collection of numbers.
/// - section: sdk-query
/// - claims: sdk.query.collection-operator-placement
func testQueryCollectionOperatorPlacement() throws {
    let realm = try Realm()
    let kennels = realm.objects(QKennel.self)
    assertThrows(kennels.filter("name.@count > 1"), .invalidQuery,
                 reason: "Invalid keypath 'name.@count': Property 'QKennel.name' is not a link or collection and can only appear at the end of a keypath.")
    assertThrows(kennels.filter("keeper.@count > 1"), .invalidQuery,
                 reason: "Invalid keypath 'keeper.@count': collection operation '@count' must be applied to a collection")
    assertThrows(kennels.filter("dogs.@count.age > 1"), .invalidQuery,
                 reason: "Invalid keypath 'dogs.@count.age': @count must appear at the end of a keypath.")
    assertThrows(kennels.filter("dogs.@average.age > 1"), .invalidQuery,
                 reason: "Invalid keypath 'dogs.@average.age': Unsupported collection operation '@average'")
    assertThrows(kennels.filter("dogs.@sum.@count > 1"), .invalidQuery,
                 reason: "Invalid keypath 'dogs.@sum.@count': at most one collection operation per keypath is supported.")
    assertThrows(kennels.filter("dogs.@sum > 1"), .invalidQuery,
                 reason: "Invalid keypath 'dogs.@sum': @sum on a collection of objects cannot appear at the end of a keypath.")
    assertThrows(kennels.filter("dogs.@max.name > 1"), .invalidQuery,
                 reason: "Invalid keypath 'dogs.@max.name': @max must be followed by a numeric property.")
    assertThrows(kennels.filter("labels.@min == 'a'"), .invalidQuery,
                 reason: "Invalid keypath 'labels.@min': @min can only be applied to a collection of numeric values.")
    try realm.write {
        realm.add(QKennel(value: ["name": "North", "ratings": [4, 5], "dogs": [["name": "Rex", "age": 3]]]))
        realm.add(QKennel(value: ["name": "South", "ratings": [1]]))
    }
    XCTAssertEqual(kennels.filter("ratings.@sum == 9").first?.name, "North")
    XCTAssertEqual(kennels.filter("dogs.@max.age == 3").first?.name, "North")
    XCTAssertEqual(kennels.filter("dogs.@count == 0").first?.name, "South")
}

/// ANY, SOME and NONE need a key path through a list, set, map or linking objects (or ending on an AnyRealmValue); a key path through a collection needs one of them, which a where closure adds by itself.
/// - section: sdk-query
/// - claims: sdk.query.quantifier-needs-collection, sdk.query.collection-needs-quantifier
func testQueryQuantifiersAndCollections() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(QKennel(value: ["name": "North", "ratings": [4, 5], "dogs": [["name": "Rex", "age": 3]]]))
        realm.add(QKennel(value: ["name": "South", "ratings": [1]]))
    }
    let kennels = realm.objects(QKennel.self)
    assertThrows(kennels.filter("ANY name == 'North'"), .invalidQuery,
                 reason: "Aggregate operations can only be used on key paths that include an collection property")
    assertThrows(kennels.filter("NONE capacity > 1"), .invalidQuery,
                 reason: "Aggregate operations can only be used on key paths that include an collection property")
    assertThrows(kennels.filter("'x' IN name"), .invalidQuery,
                 reason: "Aggregate operations can only be used on key paths that include an collection property")
    assertThrows(kennels.filter("dogs.age > 1"), .invalidQuery,
                 reason: "Key paths that include a collection property must use aggregate operations")
    assertThrows(kennels.filter("ratings == 4"), .invalidQuery,
                 reason: "Key paths that include a collection property must use aggregate operations")
    XCTAssertEqual(kennels.filter("ANY dogs.age > 1").count, 1)
    XCTAssertEqual(kennels.filter("SOME ratings == 1").first?.name, "South")
    XCTAssertEqual(kennels.filter("NONE ratings > 3").first?.name, "South")
    XCTAssertEqual(kennels.filter("NOT (ANY ratings <= 3)").first?.name, "North")
    XCTAssertEqual(kennels.filter("5 IN ratings").first?.name, "North")
    XCTAssertEqual(kennels.where { $0.dogs.age > 1 }.count, 1)
    XCTAssertEqual(kennels.where { $0.ratings > 4 }.first?.name, "North")
    XCTAssertEqual(realm.objects(Dog.self).filter("ANY companion == 'x'").count, 0)
}

/// Two collection operators are never compared with each other; a collection operator compared with a key path needs a single numeric one (@count can only be compared with a numeric value).
/// - section: sdk-query
/// - claims: sdk.query.collection-operator-comparisons
func testQueryCollectionOperatorAgainstKeyPath() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(QKennel(value: ["name": "North", "capacity": 2, "ratings": [4, 5]]))
        realm.add(QKennel(value: ["name": "South", "capacity": 2, "ratings": [1]]))
    }
    let kennels = realm.objects(QKennel.self)
    assertThrows(kennels.filter("ratings.@count == labels.@count"), .invalidQuery,
                 reason: "Key paths including aggregate operations cannot be compared with other aggregate operations.")
    assertThrows(kennels.filter("ratings.@count == name"), .invalidQuery,
                 reason: "@count can only be compared with a numeric value.")
    assertThrows(kennels.filter("ratings.@max == name"), .invalidQuery,
                 reason: "@max on a property of type int cannot be compared with property of type 'string'")
    assertThrows(kennels.filter("ratings.@count == 'two'"), .invalidQuery,
                 reason: "@count can only be compared with a numeric value.")
    assertThrows(kennels.filter("ratings.@sum == nil"), .invalidQuery,
                 reason: "@sum on a property of type int cannot be compared with '(null)'")
    assertThrows(kennels.filter("ratings.@min == 1.5"), .invalidQuery,
                 reason: "@min on a property of type int cannot be compared with '1.5'")
    assertThrows(kennels.filter("visits.@sum > %@", Date(timeIntervalSince1970: 0)), .invalidQuery,
                 reason: "Cannot sum or average date properties")
    XCTAssertEqual(kennels.filter("ratings.@count == capacity").first?.name, "North")
    XCTAssertEqual(kennels.filter("capacity > ratings.@count").first?.name, "South")
    XCTAssertEqual(kennels.filter("ratings.@avg == nil").count, 0)
}

/// @allValues follows a map property and reads the map's values; after anything else it is refused.
/// - section: sdk-query
func testQueryAllValuesFollowsMap() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rex", "favoriteParksByCity": ["Oslo": "Frogner"]]))
        realm.add(Dog(value: ["name": "Max"]))
    }
    let dogs = realm.objects(Dog.self)
    XCTAssertEqual(dogs.filter("ANY favoriteParksByCity.@allValues == 'Frogner'").first?.name, "Rex")
    XCTAssertEqual(dogs.filter("ANY favoriteParksByCity == 'Frogner'").first?.name, "Rex")
    XCTAssertEqual(dogs.filter("favoriteParksByCity.@allValues.@count == 0").first?.name, "Max")
    assertThrows(dogs.filter("ANY citiesVisited.@allValues == 'Oslo'"), .invalidQuery,
                 reason: "Invalid keypath 'citiesVisited.@allValues': @allValues must follow a dictionary property.")
    assertThrows(dogs.filter("name.@allValues == 'Rex'"), .invalidQuery,
                 reason: "Invalid keypath 'name.@allValues': @allValues must follow a dictionary property.")
}

/// ALL is refused in a predicate string whatever it quantifies, before the
/// key path is looked at; NOT ANY with the opposite comparison says the same.
/// - section: sdk-query
/// - claims: sdk.query.all-refused
func testQueryAllRefused() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(QKennel(value: ["name": "North", "capacity": 2, "ratings": [4, 5]]))
        realm.add(QKennel(value: ["name": "South", "ratings": [1, 5]]))
    }
    let kennels = realm.objects(QKennel.self)
    assertThrows(kennels.filter("ALL ratings > 3"), .invalidQuery, reason: "ALL modifier not supported")
    assertThrows(kennels.filter("ALL capacity > 1"), .invalidQuery, reason: "ALL modifier not supported")
    assertThrows(kennels.filter("ALL nothing > 1"), .invalidQuery, reason: "ALL modifier not supported")
    assertThrows(kennels.filter("name == 'North' OR ALL dogs.age > 1"), .invalidQuery, reason: "ALL modifier not supported")
    XCTAssertEqual(kennels.filter("NOT (ANY ratings <= 3)").first?.name, "North")
    XCTAssertEqual(kennels.filter("NONE ratings <= 3").count, 1)
}
