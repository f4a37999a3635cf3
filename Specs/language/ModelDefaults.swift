// page: language
// tags: language, values, objects
// Model defaults the SDK's own test models write: initialisers with constant
// arguments, force unwraps, `Data("…".utf8)`, and a new object made from a
// constant value. Each new object gets its own.

// The target of an object default.
class DefaultFlag: Object {
    @Persisted var on = false
    @Persisted var label = ""
}

// Defaults written as initialisers with arguments.
class DefaultsHolder: Object {
    @Persisted(primaryKey: true) var id = 0
    @Persisted var oid = ObjectId("1234567890ab1234567890ab")
    @Persisted var uuid = UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")!
    @Persisted var bytes = Data("a".utf8)
    @Persisted var optionalBytes: Data? = Data("bc".utf8)
    @Persisted var start = Date(timeIntervalSinceReferenceDate: 0)
    @Persisted var flag: DefaultFlag? = DefaultFlag(value: [true])
    @Persisted var named: DefaultFlag? = DefaultFlag(value: ["label": "x", "on": true])
    @Persisted var ratio = 1.5 as Float
    @Persisted var price = 0.25 as Decimal128
}

/// An unmanaged object takes defaults written as initialisers with
/// constant arguments, force unwraps and literals cast with `as`.
/// - section: values
func testInitialiserDefaults() throws {
    let holder = DefaultsHolder()
    XCTAssertEqual(holder.oid, ObjectId("1234567890ab1234567890ab"))
    XCTAssertEqual(holder.uuid, UUID(uuidString: "137decc8-b300-4954-a233-f89909f4fd89")!)
    XCTAssertEqual(holder.bytes, Data([97]))
    XCTAssertEqual(holder.optionalBytes, Data("bc".utf8))
    XCTAssertEqual(holder.start, Date(timeIntervalSince1970: 978307200))
    XCTAssertEqual(holder.ratio, 1.5 as Float)
    XCTAssertEqual(holder.price, Decimal128(0.25))
}

/// A link default made from a constant value gives each new object an
/// object of its own, with that value; create takes the defaults too.
/// - section: objects
func testObjectValueDefaults() throws {
    let first = DefaultsHolder(value: ["id": 1])
    let second = DefaultsHolder(value: ["id": 2])
    XCTAssertEqual(first.flag?.on, true)
    XCTAssertEqual(first.named?.label, "x")
    XCTAssertFalse(first.flag!.isSameObject(as: second.flag!))
    let realm = try Realm()
    try realm.write {
        realm.add(first)
        realm.create(DefaultsHolder.self, value: ["id": 3])
    }
    XCTAssertEqual(realm.objects(DefaultFlag.self).count, 4)
    let made = realm.object(ofType: DefaultsHolder.self, forPrimaryKey: 3)!
    XCTAssertEqual(made.flag?.on, true)
    XCTAssertEqual(made.named?.label, "x")
    XCTAssertEqual(made.oid, ObjectId("1234567890ab1234567890ab"))
    XCTAssertEqual(made.bytes, Data("a".utf8))
}
