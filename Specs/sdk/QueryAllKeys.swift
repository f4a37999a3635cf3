// page: sdk
// tags: queries, sdk, map

/// @allKeys compares a map's keys with a string: an object matches when any of its keys passes, NONE when none does, with [c] and [d] folding case and diacritics, and an empty map never matches.
/// - section: sdk-query
/// - claims: sdk.query.all-keys
func testQueryAllKeysComparesKeys() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rex", "currentCity": "Oslo",
                              "favoriteParksByCity": ["Oslo": "Frogner", "Paris": "Luxembourg"]]))
        realm.add(Dog(value: ["name": "Max", "currentCity": "Rome",
                              "favoriteParksByCity": ["Zürich": "Rieterpark"]]))
        realm.add(Dog(value: ["name": "Bo", "currentCity": "Oslo"]))
    }
    let dogs = realm.objects(Dog.self)
    XCTAssertEqual(dogs.filter("favoriteParksByCity.@allKeys == 'Paris'").map { $0.name }.sorted(), ["Rex"])
    XCTAssertEqual(dogs.filter("ANY favoriteParksByCity.@allKeys == %@", "Oslo").map { $0.name }.sorted(), ["Rex"])
    XCTAssertEqual(dogs.filter("favoriteParksByCity.@allKeys == 'paris'").map { $0.name }.sorted(), [])
    XCTAssertEqual(dogs.filter("favoriteParksByCity.@allKeys ==[c] 'paris'").map { $0.name }.sorted(), ["Rex"])
    XCTAssertEqual(dogs.filter("favoriteParksByCity.@allKeys BEGINSWITH 'Zü'").map { $0.name }.sorted(), ["Max"])
    XCTAssertEqual(dogs.filter("favoriteParksByCity.@allKeys CONTAINS[cd] 'ZURI'").map { $0.name }.sorted(), ["Max"])
    XCTAssertEqual(dogs.filter("favoriteParksByCity.@allKeys CONTAINS[c] 'ZURI'").map { $0.name }.sorted(), [])
    XCTAssertEqual(dogs.filter("favoriteParksByCity.@allKeys ENDSWITH 'is'").map { $0.name }.sorted(), ["Rex"])
    XCTAssertEqual(dogs.filter("favoriteParksByCity.@allKeys LIKE '?slo'").map { $0.name }.sorted(), ["Rex"])
    XCTAssertEqual(dogs.filter("favoriteParksByCity.@allKeys LIKE[c] 'z*H'").map { $0.name }.sorted(), ["Max"])
    XCTAssertEqual(dogs.filter("favoriteParksByCity.@allKeys < 'P'").map { $0.name }.sorted(), ["Rex"])
    XCTAssertEqual(dogs.filter("favoriteParksByCity.@allKeys BEGINSWITH ''").map { $0.name }.sorted(), [])
    // Any key that differs is enough for !=, so a map with two keys passes.
    XCTAssertEqual(dogs.filter("favoriteParksByCity.@allKeys != 'Oslo'").map { $0.name }.sorted(), ["Max", "Rex"])
    XCTAssertEqual(dogs.filter("NONE favoriteParksByCity.@allKeys == 'Oslo'").map { $0.name }.sorted(), ["Bo", "Max"])
    XCTAssertEqual(dogs.filter("NOT favoriteParksByCity.@allKeys BEGINSWITH 'Z'").map { $0.name }.sorted(), ["Bo", "Rex"])
    // The constant may stand on the left, and `value IN keys` asks for one key.
    XCTAssertEqual(dogs.filter("'Paris' == favoriteParksByCity.@allKeys").map { $0.name }.sorted(), ["Rex"])
    XCTAssertEqual(dogs.filter("%@ IN favoriteParksByCity.@allKeys", "Zürich").map { $0.name }.sorted(), ["Max"])
    // Keys are never nil.
    XCTAssertEqual(dogs.filter("favoriteParksByCity.@allKeys == nil").map { $0.name }.sorted(), [])
    // A string property of the same object may stand on the other side.
    XCTAssertEqual(dogs.filter("favoriteParksByCity.@allKeys == currentCity").map { $0.name }.sorted(), ["Rex"])
    XCTAssertEqual(dogs.filter("currentCity == favoriteParksByCity.@allKeys").map { $0.name }.sorted(), ["Rex"])
    // The keys of a map of numbers are strings too.
    try realm.write {
        realm.add(Tally(value: ["id": 1, "scores": ["alpha": 3, "beta": 4]]))
        realm.add(Tally(value: ["id": 2, "scores": ["gamma": 3]]))
    }
    XCTAssertEqual(realm.objects(Tally.self).filter("scores.@allKeys BEGINSWITH 'b'").map { $0.id }, [1])
    XCTAssertEqual(realm.objects(Tally.self).filter("scores.@allKeys == 'gamma' AND scores.@count == 1").map { $0.id }, [2])
}

/// A where closure's `map.keys` queries the keys: `==`, `!=` and the string methods, with their options.
/// - section: sdk-query
/// - claims: sdk.query.all-keys-where
func testQueryAllKeysInWhereClosure() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(Dog(value: ["name": "Rex", "favoriteParksByCity": ["Oslo": "Frogner", "Paris": "Luxembourg"]]))
        realm.add(Dog(value: ["name": "Max", "favoriteParksByCity": ["Zürich": "Rieterpark"]]))
        realm.add(Dog(value: ["name": "Bo"]))
    }
    let dogs = realm.objects(Dog.self)
    let city = "Paris"
    XCTAssertEqual(dogs.where { $0.favoriteParksByCity.keys == city }.map { $0.name }, ["Rex"])
    XCTAssertEqual(dogs.where { $0.favoriteParksByCity.keys != "Oslo" }.map { $0.name }.sorted(), ["Max", "Rex"])
    XCTAssertEqual(dogs.where { $0.favoriteParksByCity.keys.starts(with: "z", options: .caseInsensitive) }.map { $0.name }, ["Max"])
    XCTAssertEqual(dogs.where { $0.favoriteParksByCity.keys.contains("uri", options: [.diacriticInsensitive]) }.map { $0.name }, ["Max"])
    XCTAssertEqual(dogs.where { $0.favoriteParksByCity.keys.contains("uri") }.count, 0)
    XCTAssertEqual(dogs.where { $0.favoriteParksByCity.keys.ends(with: "lo") }.map { $0.name }, ["Rex"])
    XCTAssertEqual(dogs.where { $0.favoriteParksByCity.keys.like("P*") }.map { $0.name }, ["Rex"])
    XCTAssertEqual(dogs.where { !($0.favoriteParksByCity.keys == "Oslo") && $0.name != "Bo" }.map { $0.name }, ["Max"])
}

/// @allKeys must be the last component of a key path and must follow a map; on a list, a set or a single property it is refused.
/// - section: sdk-query
/// - claims: sdk.query.all-keys-placement
func testQueryAllKeysPlacement() throws {
    let realm = try Realm()
    let dogs = realm.objects(Dog.self)
    assertThrows(dogs.filter("favoriteParksByCity.@allKeys.length == 1"), .invalidQuery,
                 reason: "Invalid keypath 'favoriteParksByCity.@allKeys.length': @allKeys must appear at the end of a keypath.")
    assertThrows(dogs.filter("citiesVisited.@allKeys == 'Oslo'"), .invalidQuery,
                 reason: "Invalid keypath 'citiesVisited.@allKeys': @allKeys must follow a dictionary property.")
    assertThrows(dogs.filter("name.@allKeys == 'Oslo'"), .invalidQuery,
                 reason: "Invalid keypath 'name.@allKeys': collection operation '@allKeys' must be applied to a collection")
    assertThrows(dogs.filter("favoriteParksByCity.@allKeys.@count > 1"), .invalidQuery,
                 reason: "Invalid keypath 'favoriteParksByCity.@allKeys.@count': at most one collection operation per keypath is supported.")
    assertThrows(dogs.filter("favoriteParksByCity.@allkeys == 'Oslo'"), .invalidQuery,
                 reason: "Invalid keypath 'favoriteParksByCity.@allkeys': Unsupported collection operation '@allkeys'")
    assertThrows(realm.objects(Person.self).filter("dogs.@allKeys == 'Rex'"), .invalidQuery,
                 reason: "Invalid keypath 'dogs.@allKeys': @allKeys must follow a dictionary property.")
    // Placed right, the same key path runs, even on no objects.
    XCTAssertEqual(dogs.filter("favoriteParksByCity.@allKeys == 'Oslo'").count, 0)
}

/// @allKeys compares with a string, nil or a string property only: numbers, BETWEEN and IN get one message; LIKE with [d], ordering with [c], two collection operators, a text operator with the keys on the right and ALL are refused as for strings.
/// - section: sdk-query
/// - claims: sdk.query.all-keys-operands
func testQueryAllKeysOperands() throws {
    let realm = try Realm()
    let dogs = realm.objects(Dog.self)
    let onlyStrings = "@allKeys can only be compared with a string value."
    assertThrows(dogs.filter("favoriteParksByCity.@allKeys == 1"), .invalidQuery, reason: onlyStrings)
    assertThrows(dogs.filter("favoriteParksByCity.@allKeys == %@", Date()), .invalidQuery, reason: onlyStrings)
    assertThrows(dogs.filter("favoriteParksByCity.@allKeys BETWEEN {'a', 'b'}"), .invalidQuery, reason: onlyStrings)
    assertThrows(dogs.filter("favoriteParksByCity.@allKeys IN {'Oslo', 'Paris'}"), .invalidQuery, reason: onlyStrings)
    assertThrows(dogs.filter("favoriteParksByCity.@allKeys == age"), .invalidQuery, reason: onlyStrings)
    assertThrows(dogs.filter("favoriteParksByCity.@allKeys LIKE[d] 'O*'"), .invalidQuery,
                 reason: "Operator 'LIKE' not supported with diacritic-insensitive modifier.")
    assertThrows(dogs.filter("favoriteParksByCity.@allKeys <[c] 'P'"), .invalidQuery,
                 reason: "Lexicographical comparisons must be case-sensitive")
    assertThrows(dogs.filter("favoriteParksByCity.@allKeys == favoriteParksByCity.@count"), .invalidQuery,
                 reason: "Key paths including aggregate operations cannot be compared with other aggregate operations.")
    assertThrows(dogs.filter("currentCity BEGINSWITH favoriteParksByCity.@allKeys"), .invalidQuery,
                 reason: "Operator 'BEGINSWITH' requires a keypath on the left side.")
    assertThrows(dogs.filter("favoriteParksByCity.@allKeys == citiesVisited"), .invalidQuery,
                 reason: "Key paths that include a collection property must use aggregate operations")
    assertThrows(dogs.filter("ALL favoriteParksByCity.@allKeys == 'Oslo'"), .invalidQuery,
                 reason: "ALL modifier not supported")
    XCTAssertEqual(dogs.filter("favoriteParksByCity.@allKeys != nil").count, 0)
}
