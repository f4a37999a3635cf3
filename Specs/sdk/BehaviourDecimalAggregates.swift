// page: sdk
// tags: sdk, aggregates
// Decimal128 aggregates are decimal arithmetic, as realm-core's
// Aggregate<Decimal128> is: a Decimal128 total, divided by the count as a
// Decimal128, each rounded to 34 significant digits.

class LedgerLine: Object {
    @Persisted(primaryKey: true) var id = 0
    @Persisted var amount: Decimal128
    @Persisted var amounts: List<Decimal128>
}

/// A list's and a results' Decimal128 sum and average keep every digit a Decimal128 holds, managed or not.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.decimal-aggregates-exact
func testDecimalAggregatesAreExact() throws {
    let realm = try Realm()
    let line = LedgerLine(value: ["id": 1, "amounts": [Decimal128("0.1"), Decimal128("0.2"), Decimal128("12345678901234567890.1")]])
    XCTAssertEqual(line.amounts.sum(), Decimal128("12345678901234567890.4"))
    try realm.write { realm.add(line) }
    XCTAssertEqual(line.amounts.sum(), Decimal128("12345678901234567890.4"))
    XCTAssertEqual(line.amounts.average(), Decimal128("4115226300411522630.133333333333333"))
    try realm.write {
        realm.create(LedgerLine.self, value: ["id": 2, "amount": Decimal128("0.1")])
        realm.create(LedgerLine.self, value: ["id": 3, "amount": Decimal128("0.2")])
    }
    let lines = realm.objects(LedgerLine.self).filter("id > 1")
    XCTAssertEqual(lines.sum(ofProperty: "amount") as Decimal128, Decimal128("0.3"))
    XCTAssertEqual(lines.average(ofProperty: "amount") as Decimal128?, Decimal128("0.15"))
}
