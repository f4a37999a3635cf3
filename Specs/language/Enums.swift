// page: language
// tags: language, values
// Top-level `PersistableEnum`s as model property types, as the SDK's own
// test models declare them: a property stores the case's raw value and
// defaults to the first case.

enum Shade: Int, PersistableEnum {
    case pale = 1, medium = 3
    case deep = 5
}

enum Mood: String, PersistableEnum {
    case calm, lively
}

class Lamp: Object {
    @Persisted var shade: Shade
    @Persisted var mood = Mood.lively
    @Persisted var spare: Shade?
    @Persisted var history: List<Shade>
    @Persisted var moods: Map<String, Mood>
}

/// An enum property defaults to the first case, or to its declared default; an optional one to nil.
/// - section: values
func testEnumPropertyDefaults() {
    let lamp = Lamp()
    XCTAssertEqual(lamp.shade, .pale)
    XCTAssertEqual(lamp.mood, Mood.lively)
    XCTAssertNil(lamp.spare)
    XCTAssertEqual(lamp.shade.rawValue, 1)
}

/// Enum values are stored and read back through properties, lists and maps, and queried by case.
/// - section: values
func testEnumValuesRoundTrip() throws {
    let lamp = Lamp()
    lamp.shade = .deep
    lamp.history.append(.medium)
    lamp.moods["night"] = .calm
    let realm = try Realm()
    try realm.write { realm.add(lamp) }
    XCTAssertEqual(lamp.shade, Shade.deep)
    XCTAssertEqual(lamp.history.first, .medium)
    XCTAssertEqual(lamp.moods["night"], .calm)
    XCTAssertEqual(realm.objects(Lamp.self).where { $0.shade == .deep }.count, 1)
    XCTAssertEqual(realm.objects(Lamp.self).filter("shade == %@", Shade.pale.rawValue).count, 0)
    switch lamp.shade {
    case .deep: XCTAssertEqual(lamp.shade.rawValue, 5)
    default: XCTFail("the shade should be deep")
    }
}

/// `init(rawValue:)` gives the case of a raw value and nil for any other; `allCases` lists every case.
/// - section: values
func testEnumRawValues() {
    XCTAssertEqual(Shade(rawValue: 3), .medium)
    XCTAssertNil(Shade(rawValue: 2))
    XCTAssertEqual(Mood(rawValue: "calm"), .calm)
    XCTAssertEqual(Shade.allCases.count, 3)
    XCTAssertEqual(Shade.allCases.last, .deep)
}
