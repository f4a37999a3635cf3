// page: sdk
// tags: queries, sdk

// A pet with one property of each type the value and operator rules name.
class QPet: Object {
    @Persisted var name = ""
    @Persisted var nickname: String?
    @Persisted var age = 0
    @Persisted var weight = 0.0
    @Persisted var height: Float = 0
    @Persisted var vaccinated = false
    @Persisted var chip: ObjectId
    @Persisted var born: Date
    @Persisted var owner: Person?
}

/// A query constant must fit the property it is compared with: nil only for an optional property or a link, no fractional number for an int, no Bool for a double, an object of the link's class.
/// - section: sdk-query
/// - claims: sdk.query.constant-types
func testQueryConstantMustFitProperty() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(QPet(value: ["name": "Rex", "age": 1, "weight": 2.5, "vaccinated": true]))
        realm.add(QPet(value: ["name": "Tom", "nickname": "Tommy", "age": 3]))
    }
    let pets = realm.objects(QPet.self)
    assertThrows(pets.filter("age == nil"), .invalidQuery,
                 reason: "Cannot compare value '(null)' of type '(null)' to property 'age' of type 'int'")
    assertThrows(pets.filter("age == 1.5"), .invalidQuery,
                 reason: "Cannot compare value '1.5' of type '__NSCFNumber' to property 'age' of type 'int'")
    assertThrows(pets.filter("weight == %@", true), .invalidQuery,
                 reason: "to property 'weight' of type 'double'")
    assertThrows(pets.filter("age == 'one'"), .invalidQuery,
                 reason: "to property 'age' of type 'int'")
    let toy = DogToy(value: ["name": "Ball"])
    try realm.write { realm.add(toy) }
    assertThrows(pets.filter("owner == %@", toy), .invalidQuery,
                 reason: "to property 'owner' of type 'Person'")
    XCTAssertEqual(pets.filter("nickname == nil").first?.name, "Rex")
    XCTAssertEqual(pets.filter("owner == nil").count, 2)
    XCTAssertEqual(pets.filter("weight > 2").first?.name, "Rex")
    XCTAssertEqual(pets.filter("height == 0.0").count, 2)
    XCTAssertEqual(pets.filter("vaccinated == 1").first?.name, "Rex")
}

/// Booleans, object ids and links take only ==, != and IN; numbers take no text operators; BETWEEN takes only numbers and dates.
/// - section: sdk-query
/// - claims: sdk.query.operators-per-type
func testQueryOperatorsPerType() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(QPet(value: ["name": "Rex", "age": 1, "vaccinated": true]))
        realm.add(QPet(value: ["name": "Tom", "age": 3]))
    }
    let pets = realm.objects(QPet.self)
    assertThrows(pets.filter("vaccinated < true"), .invalidQuery,
                 reason: "Operator '<' not supported for type 'bool'")
    assertThrows(pets.filter("chip > %@", ObjectId.generate()), .invalidQuery,
                 reason: "Operator '>' not supported for type 'object id'")
    assertThrows(pets.filter("owner > nil"), .invalidQuery,
                 reason: "Operator '>' not supported for type 'object'")
    assertThrows(pets.filter("age BEGINSWITH 1"), .invalidQuery,
                 reason: "Operator 'BEGINSWITH' not supported for type 'int'")
    assertThrows(pets.filter("name BETWEEN {'a', 'm'}"), .invalidQuery,
                 reason: "Operator 'BETWEEN' not supported for type 'string'")
    assertThrows(pets.filter("vaccinated BETWEEN {false, true}"), .invalidQuery,
                 reason: "Operator 'BETWEEN' not supported for type 'bool'")
    XCTAssertEqual(pets.filter("vaccinated IN {true}").first?.name, "Rex")
    XCTAssertEqual(pets.filter("age BETWEEN {2, 5}").first?.name, "Tom")
    XCTAssertEqual(pets.filter("name < 'S'").first?.name, "Rex")
}

/// Ordering comparisons on strings are case-sensitive only, and LIKE takes no [d].
/// - section: sdk-query
/// - claims: sdk.query.case-insensitive-ordering, sdk.query.like-diacritics
func testQueryStringModifiers() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(QPet(value: ["name": "Émile"]))
        realm.add(QPet(value: ["name": "rex"]))
    }
    let pets = realm.objects(QPet.self)
    assertThrows(pets.filter("name <[c] 'S'"), .invalidQuery, reason: "Lexicographical comparisons must be case-sensitive")
    assertThrows(pets.filter("name >=[c] 'S'"), .invalidQuery, reason: "Lexicographical comparisons must be case-sensitive")
    assertThrows(pets.filter("name BETWEEN[c] {'a', 'z'}"), .invalidQuery,
                 reason: "Operator 'BETWEEN' not supported for type 'string'")
    assertThrows(pets.filter("name >[d] 'S'"), .invalidQuery, reason: "Operator '>' not supported for type 'string'")
    assertThrows(pets.filter("name LIKE[d] 'e*'"), .invalidQuery,
                 reason: "Operator 'LIKE' not supported with diacritic-insensitive modifier.")
    assertThrows(pets.filter("name LIKE[cd] 'e*'"), .invalidQuery,
                 reason: "Operator 'LIKE' not supported with diacritic-insensitive modifier.")
    assertThrows(pets.where { $0.name.like("e*", caseInsensitive: true) && $0.name < "S" }.filter("name <[c] 'x'"), .invalidQuery,
                 reason: "Lexicographical comparisons must be case-sensitive")
    XCTAssertEqual(pets.filter("name LIKE[c] 'R*'").first?.name, "rex")
    XCTAssertEqual(pets.filter("name BEGINSWITH[cd] 'e'").first?.name, "Émile")
    XCTAssertEqual(pets.filter("name > 'S'").count, 2)
}

/// An empty or nil string matches no object under BEGINSWITH, ENDSWITH or CONTAINS, so NOT of such a test matches every object; LIKE nil matches nil.
/// - section: sdk-query
/// - claims: sdk.query.empty-string-never-matches
func testQueryEmptyStringNeverMatches() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(QPet(value: ["name": "Rex", "nickname": "Rexy"]))
        realm.add(QPet(value: ["name": "Tom", "nickname": ""]))
        realm.add(QPet(value: ["name": ""]))
    }
    let pets = realm.objects(QPet.self)
    XCTAssertEqual(pets.filter("name BEGINSWITH ''").count, 0)
    XCTAssertEqual(pets.filter("name ENDSWITH ''").count, 0)
    XCTAssertEqual(pets.filter("name CONTAINS ''").count, 0)
    XCTAssertEqual(pets.filter("name CONTAINS[cd] %@", "").count, 0)
    XCTAssertEqual(pets.filter("nickname BEGINSWITH nil").count, 0)
    XCTAssertEqual(pets.filter("NOT (nickname CONTAINS '')").count, 3)
    XCTAssertEqual(pets.filter("NOT (nickname ENDSWITH nil)").count, 3)
    assertThrows(pets.filter("name ENDSWITH nil"), .invalidQuery,
                 reason: "Cannot compare value '(null)' of type '(null)' to property 'name' of type 'string'")
    XCTAssertEqual(pets.where { $0.name.starts(with: "") }.count, 0)
    XCTAssertEqual(pets.where { $0.name.contains("") }.count, 0)
    XCTAssertEqual(pets.filter("nickname LIKE nil").count, 1)
    XCTAssertEqual(pets.filter("nickname LIKE ''").first?.name, "Tom")
    XCTAssertEqual(pets.filter("name CONTAINS 'e'").first?.name, "Rex")
}

/// IN takes a collection whose every element fits the property; BETWEEN exactly two that fit.
/// - section: sdk-query
/// - claims: sdk.query.in-and-between
func testQueryInAndBetween() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(QPet(value: ["name": "Rex", "age": 1]))
        realm.add(QPet(value: ["name": "Tom", "age": 3]))
    }
    let pets = realm.objects(QPet.self)
    assertThrows(pets.filter("age IN %@", 3), .invalidQuery, reason: "IN clause requires an array of items")
    assertThrows(pets.filter("age IN {1, 'two'}"), .invalidQuery,
                 reason: "Cannot compare value 'two' of type '__NSCFString' to property 'age' of type 'int'")
    assertThrows(pets.filter("age BETWEEN %@", 3), .invalidQuery,
                 reason: "object must be of type NSArray for BETWEEN operations")
    assertThrows(pets.filter("age BETWEEN {1, 2, 3}"), .invalidQuery,
                 reason: "NSArray object must contain exactly two objects for BETWEEN operations")
    assertThrows(pets.filter("age BETWEEN {1, 'z'}"), .invalidQuery,
                 reason: "NSArray objects must be of type int for BETWEEN operations")
    XCTAssertEqual(pets.filter("age IN %@", [3, 4]).first?.name, "Tom")
    XCTAssertEqual(pets.filter("name IN[c] {'REX'}").first?.name, "Rex")
    XCTAssertEqual(pets.filter("age IN {}").count, 0)
    XCTAssertEqual(pets.filter("age BETWEEN %@", [1, 2]).first?.name, "Rex")
}

/// A key path is compared with another only when both have the identical type and neither crosses a collection.
/// - section: sdk-query
/// - claims: sdk.query.keypath-comparison
func testQueryKeyPathAgainstKeyPath() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(QPet(value: ["name": "Rex", "nickname": "Rex", "age": 2, "weight": 2.0]))
        realm.add(QPet(value: ["name": "Tom", "nickname": "Tommy", "age": 3]))
    }
    let pets = realm.objects(QPet.self)
    assertThrows(pets.filter("age == weight"), .invalidQuery, reason: "Property type mismatch between int and double")
    assertThrows(pets.filter("name <[c] nickname"), .invalidQuery, reason: "Lexicographical comparisons must be case-sensitive")
    assertThrows(realm.objects(Person.self).filter("ANY dogs.name == name"), .invalidQuery,
                 reason: "Key paths that include a collection property must use aggregate operations")
    XCTAssertEqual(pets.filter("name == nickname").first?.name, "Rex")
    XCTAssertEqual(pets.filter("nickname BEGINSWITH name").count, 2)
}

/// A comparison needs a key path on one side; BEGINSWITH, ENDSWITH, CONTAINS and LIKE need it on the left.
/// - section: sdk-query
/// - claims: sdk.query.comparison-shapes
func testQueryComparisonShapes() throws {
    let realm = try Realm()
    try realm.write { realm.add(QPet(value: ["name": "Rex", "age": 2])) }
    let pets = realm.objects(QPet.self)
    assertThrows(pets.filter("5 == 5"), .invalidQuery,
                 reason: "Predicate expressions must compare a keypath and another keypath or a constant value")
    assertThrows(pets.filter("'R' BEGINSWITH name"), .invalidQuery,
                 reason: "Operator 'BEGINSWITH' requires a keypath on the left side.")
    assertThrows(pets.filter("age == {1, 2}"), .invalidQuery,
                 reason: "Predicate expressions must compare a keypath and another keypath or a constant value")
    assertThrows(pets.filter("age BETWEEN age"), .invalidQuery,
                 reason: "Predicate with BETWEEN operator must compare a KeyPath with an aggregate with two values")
    XCTAssertEqual(pets.filter("3 > age").count, 1)
}

/// Shapes this query model cannot express (a SUBQUERY over a collection of values) are refused with invalidQuery, never evaluated as something else; MATCHES parses and is refused for the property's type, as Realm refuses it for every type.
/// - section: sdk-query
/// - claims: sdk.query.unsupported-shapes
func testQueryUnsupportedShapesAreRefused() throws {
    let realm = try Realm()
    let dogs = realm.objects(Dog.self)
    assertThrows(dogs.filter("SUBQUERY(citiesVisited, $c, $c BEGINSWITH 'P').@count > 0"), .invalidQuery,
                 reason: "SUBQUERY over 'citiesVisited' needs a collection of objects")
    assertThrows(dogs.filter("name MATCHES 'R.*'"), .invalidQuery,
                 reason: "Operator 'MATCHES' not supported for type 'string'")
}

/// A format argument compared with a Float property is read as a Float, as
/// a literal in a where closure is, so the stored value matches.
/// - section: sdk-query
/// - claims: sdk.query.float-arguments
func testQueryFloatArgument() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(QPet(value: ["name": "Rex", "height": 20.2]))
        realm.add(QPet(value: ["name": "Tom", "height": 20.25]))
    }
    let pets = realm.objects(QPet.self)
    XCTAssertEqual(pets.filter("height == %@", 20.2).first?.name, "Rex")
    XCTAssertEqual(pets.filter("height == %@", 20.2).count, 1)
    XCTAssertEqual(pets.filter("height IN %@", [20.2, 1.0]).first?.name, "Rex")
    XCTAssertEqual(pets.filter("height != %@", 20.2).first?.name, "Tom")
    XCTAssertEqual(pets.filter("height == 20.2").count, 1)
    XCTAssertEqual(pets.where { $0.height == 20.2 }.first?.name, "Rex")
    XCTAssertEqual(pets.filter("height > %@", 20.2).first?.name, "Tom")
}

/// A map's key in a predicate string reads the value under that key, nil when the key is missing; nil orders equal to nil, so `<= nil` and `>= nil` match an AnyRealmValue holding nothing, and `<`, `>` match nothing.
/// - section: sdk-query
func testQueryMapKeyAndNilOrdering() throws {
    let realm = try Realm()
    let rex = Dog(value: ["name": "Rex", "companion": 3])
    rex.favoriteParksByCity["Paris"] = "Luxembourg"
    let fido = Dog(value: ["name": "Fido"])
    fido.favoriteParksByCity["Rome"] = "Borghese"
    try realm.write {
        realm.add([rex, fido])
    }
    let dogs = realm.objects(Dog.self)
    XCTAssertEqual(dogs.filter("favoriteParksByCity['Paris'] == 'Luxembourg'").first?.name, "Rex")
    XCTAssertEqual(dogs.filter("favoriteParksByCity['Paris'] == nil").first?.name, "Fido")
    XCTAssertEqual(dogs.filter("favoriteParksByCity[%@] BEGINSWITH 'B'", "Rome").count, 1)
    XCTAssertEqual(dogs.filter("companion >= nil").first?.name, "Fido")
    XCTAssertEqual(dogs.filter("companion <= %@", NSNull()).count, 1)
    XCTAssertEqual(dogs.filter("companion < nil").count, 0)
    XCTAssertEqual(dogs.filter("companion > nil").count, 0)
}
