// page: rlmarray
// tags: list, aggregate

// A measurement with one property of each type the aggregate rules mention.
class Reading: Object {
    @Persisted var label = ""
    @Persisted var count = 0
    @Persisted var weight: Float = 0
    @Persisted var level: Double = 0
    @Persisted var takenAt: Date
    @Persisted var amount: Decimal128
    @Persisted var payload: Data
    @Persisted var extra: AnyRealmValue
    @Persisted var toy: DogToy?
    @Persisted var tags: List<String>
}

// An owner of a list of readings.
class Logbook: Object {
    @Persisted var title = ""
    @Persisted var readings: List<Reading>
}

/// min and max of an int property give the lowest and highest age.
/// - section: aggregating
/// - claims: rlmarray.min, rlmarray.max
func testMinMaxInt() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash", "age": 4]))
    unmanagedDogs.add(Dog(value: ["name": "Birch", "age": 11]))
    unmanagedDogs.add(Dog(value: ["name": "Cedar", "age": 2]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.min(ofProperty: "age"), 2)
    XCTAssertEqual(dogs.max(ofProperty: "age"), 11)
}

/// sum and average of an int property over the list's dogs only.
/// - section: aggregating
/// - claims: rlmarray.sum, rlmarray.average
func testSumAverageInt() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash", "age": 4]))
    unmanagedDogs.add(Dog(value: ["name": "Birch", "age": 11]))
    unmanagedDogs.add(Dog(value: ["name": "Cedar", "age": 3]))
    try realm.write {
        realm.add(vera)
        realm.add(Dog(value: ["name": "Elsewhere", "age": 100]))
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.sum(ofProperty: "age"), 18)
    XCTAssertEqual(dogs.average(ofProperty: "age"), 6.0)
}

/// min, max and average are nil on an empty list.
/// - section: aggregating
/// - claims: rlmarray.aggregate.empty-nil
func testEmptyGivesNil() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertNil(dogs.min(ofProperty: "age"))
    XCTAssertNil(dogs.max(ofProperty: "age"))
    XCTAssertNil(dogs.average(ofProperty: "age"))
}

/// sum is zero, never nil, on an empty list.
/// - section: aggregating
/// - claims: rlmarray.sum
func testEmptySumIsZero() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.sum(ofProperty: "age"), 0)
}

/// min and max work on float, double and date properties.
/// - section: aggregating
/// - claims: rlmarray.aggregate.min-max-types, rlmarray.min, rlmarray.max
func testMinMaxFloatDoubleDate() throws {
    let realm = try Realm()
    let log = Logbook(value: ["title": "Morning"])
    let unmanagedReadings = ObjectiveCSupport.convert(object: log.readings)
    unmanagedReadings.add(Reading(value: ["label": "a", "weight": 1.5, "level": 0.25, "takenAt": Date(timeIntervalSince1970: 500)]))
    unmanagedReadings.add(Reading(value: ["label": "b", "weight": 0.5, "level": 9.75, "takenAt": Date(timeIntervalSince1970: 100)]))
    try realm.write {
        realm.add(log)
    }
    let readings = ObjectiveCSupport.convert(object: log.readings)
    XCTAssertEqual(readings.min(ofProperty: "weight"), 0.5)
    XCTAssertEqual(readings.max(ofProperty: "level"), 9.75)
    XCTAssertEqual(readings.min(ofProperty: "takenAt"), Date(timeIntervalSince1970: 100))
    XCTAssertEqual(readings.max(ofProperty: "takenAt"), Date(timeIntervalSince1970: 500))
}

/// sum and average work on int, float and double properties.
/// - section: aggregating
/// - claims: rlmarray.aggregate.sum-average-types, rlmarray.sum, rlmarray.average
func testSumAverageFloatDouble() throws {
    let realm = try Realm()
    let log = Logbook(value: ["title": "Morning"])
    let unmanagedReadings = ObjectiveCSupport.convert(object: log.readings)
    unmanagedReadings.add(Reading(value: ["label": "a", "weight": 1.5, "level": 1.0]))
    unmanagedReadings.add(Reading(value: ["label": "b", "weight": 2.5, "level": 4.0]))
    let vera = Person(value: ["id": 1, "name": "Vera", "dogs": [["name": "Ash", "age": 3], ["name": "Bo", "age": 6]]])
    try realm.write {
        realm.add(log)
        realm.add(vera)
    }
    let readings = ObjectiveCSupport.convert(object: log.readings)
    XCTAssertEqual(readings.sum(ofProperty: "weight"), 4.0)
    XCTAssertEqual(readings.average(ofProperty: "level"), 2.5)
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    XCTAssertEqual(dogs.sum(ofProperty: "age"), 9)
    XCTAssertEqual(dogs.average(ofProperty: "age"), 4.5)
}

/// sum and average of a date property are refused.
/// - section: aggregating
/// - claims: rlmarray.aggregate.sum-average-types.only
func testSumAverageDateFails() throws {
    let realm = try Realm()
    let log = Logbook(value: ["title": "Morning"])
    let unmanagedReadings = ObjectiveCSupport.convert(object: log.readings)
    unmanagedReadings.add(Reading(value: ["label": "a", "takenAt": Date(timeIntervalSince1970: 100)]))
    try realm.write {
        realm.add(log)
    }
    let readings = ObjectiveCSupport.convert(object: log.readings)
    assertThrows(readings.sum(ofProperty: "takenAt"), .unsupportedAggregate)
    assertThrows(readings.average(ofProperty: "takenAt"), .unsupportedAggregate)
}

/// Aggregates of a string property are refused.
/// - section: aggregating
/// - claims: rlmarray.aggregate.sum-average-types.only
func testStringAggregateFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    assertThrows(dogs.min(ofProperty: "name"), .unsupportedAggregate)
    assertThrows(dogs.sum(ofProperty: "name"), .unsupportedAggregate)
}

/// Aggregates of an object property are refused.
/// - section: aggregating
/// - claims: rlmarray.aggregate.unsupported
func testObjectPropertyAggregateFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash"]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    assertThrows(dogs.max(ofProperty: "favoriteToy"), .unsupportedAggregate)
    assertThrows(dogs.average(ofProperty: "favoriteToy"), .unsupportedAggregate)
}

/// Aggregates of a list property are refused.
/// - section: aggregating
/// - claims: rlmarray.aggregate.unsupported
func testListPropertyAggregateFails() throws {
    let realm = try Realm()
    let log = Logbook(value: ["title": "Morning"])
    let unmanagedReadings = ObjectiveCSupport.convert(object: log.readings)
    unmanagedReadings.add(Reading(value: ["label": "a"]))
    try realm.write {
        realm.add(log)
    }
    let readings = ObjectiveCSupport.convert(object: log.readings)
    assertThrows(readings.min(ofProperty: "tags"), .unsupportedAggregate)
    assertThrows(readings.sum(ofProperty: "tags"), .unsupportedAggregate)
}

/// Aggregates of a data property are refused.
/// - section: aggregating
/// - claims: rlmarray.aggregate.unsupported
func testDataPropertyAggregateFails() throws {
    let realm = try Realm()
    let log = Logbook(value: ["title": "Morning"])
    let unmanagedReadings = ObjectiveCSupport.convert(object: log.readings)
    unmanagedReadings.add(Reading(value: ["label": "a", "payload": Data([9])]))
    try realm.write {
        realm.add(log)
    }
    let readings = ObjectiveCSupport.convert(object: log.readings)
    assertThrows(readings.min(ofProperty: "payload"), .unsupportedAggregate)
    assertThrows(readings.max(ofProperty: "payload"), .unsupportedAggregate)
    assertThrows(readings.sum(ofProperty: "payload"), .unsupportedAggregate)
}

/// An aggregate of a property Dog lacks is refused.
/// - section: aggregating
func testUnknownPropertyAggregateFails() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    assertThrows(dogs.min(ofProperty: "weight"), .unknownProperty)
}

/// Aggregates of a decimal property: the page lists only int, float, double and date, and the shipped SDK computes min, max, sum and average of Decimal128 values as Decimal128s, unmanaged and managed.
/// - section: aggregating
func testDecimalAggregate() throws {
    let realm = try Realm()
    let log = Logbook(value: ["title": "Morning"])
    let unmanagedReadings = ObjectiveCSupport.convert(object: log.readings)
    unmanagedReadings.add(Reading(value: ["label": "a", "amount": Decimal128(number: 2)]))
    unmanagedReadings.add(Reading(value: ["label": "b", "amount": Decimal128(number: 5)]))
    XCTAssertEqual(unmanagedReadings.min(ofProperty: "amount") as! RLMDecimal128, Decimal128(number: 2))
    XCTAssertEqual(unmanagedReadings.max(ofProperty: "amount") as! RLMDecimal128, Decimal128(number: 5))
    try realm.write {
        realm.add(log)
    }
    let readings = ObjectiveCSupport.convert(object: log.readings)
    XCTAssertEqual(readings.min(ofProperty: "amount") as! RLMDecimal128, Decimal128(number: 2))
    XCTAssertEqual(readings.max(ofProperty: "amount") as! RLMDecimal128, Decimal128(number: 5))
    XCTAssertEqual(readings.sum(ofProperty: "amount") as! RLMDecimal128, Decimal128(number: 7))
    XCTAssertEqual(readings.average(ofProperty: "amount") as! RLMDecimal128, Decimal128(number: 3.5))
    XCTAssertEqual(log.readings.sum(ofProperty: "amount") as Decimal128, Decimal128(number: 7))
}

/// Aggregates of an AnyRealmValue property are refused, since the page does not list it.
/// - section: aggregating
/// - claims: rlmarray.aggregate.sum-average-types.only
/// - sdk: the shipped SDK computes min, max, sum and average of AnyRealmValue properties over their numeric values
func testMixedAggregateRefused() throws {
    let realm = try Realm()
    let log = Logbook(value: ["title": "Morning"])
    let unmanagedReadings = ObjectiveCSupport.convert(object: log.readings)
    unmanagedReadings.add(Reading(value: ["label": "a", "extra": 3]))
    try realm.write {
        realm.add(log)
    }
    let readings = ObjectiveCSupport.convert(object: log.readings)
    assertThrows(readings.max(ofProperty: "extra"), .unsupportedAggregate)
    assertThrows(readings.average(ofProperty: "extra"), .unsupportedAggregate)
}

/// Aggregates follow later writes to the list.
/// - section: aggregating
/// - claims: rlmarray.max, rlmarray.sum
func testAggregatesFollowWrites() throws {
    let realm = try Realm()
    let vera = Person(value: ["id": 1, "name": "Vera"])
    let unmanagedDogs = ObjectiveCSupport.convert(object: vera.dogs)
    unmanagedDogs.add(Dog(value: ["name": "Ash", "age": 4]))
    try realm.write {
        realm.add(vera)
    }
    let dogs = ObjectiveCSupport.convert(object: vera.dogs)
    try realm.write {
        dogs.add(Dog(value: ["name": "Birch", "age": 9]))
    }
    XCTAssertEqual(dogs.max(ofProperty: "age"), 9)
    XCTAssertEqual(dogs.sum(ofProperty: "age"), 13)
}

/// On an empty list of readings, min, max and average of float, double and date are nil and sum is zero.
/// - section: aggregating
/// - claims: rlmarray.aggregate.empty-nil, rlmarray.sum
func testEmptyAggregatesOfOtherTypes() throws {
    let realm = try Realm()
    let log = Logbook(value: ["title": "Empty"])
    try realm.write {
        realm.add(log)
    }
    let readings = ObjectiveCSupport.convert(object: log.readings)
    XCTAssertNil(readings.min(ofProperty: "weight"))
    XCTAssertNil(readings.max(ofProperty: "takenAt"))
    XCTAssertNil(readings.average(ofProperty: "level"))
    XCTAssertEqual(readings.sum(ofProperty: "level"), 0)
}
