// Objects of Codable model classes through JSONEncoder and JSONDecoder:
// every value in its Foundation form, the encoder's settings, a missing key,
// managed objects of @Persisted models, and the Decimal128 text.

import Testing
@testable import ScenarioInterpreter
@testable import ScenarioLanguage

@Suite("Codable objects")
struct CodableObjectTests {
    static let models = """
    class Tag: Object, Codable {
        @Persisted var label = ""
    }
    class Note: Object, Codable {
        @Persisted var title: String
        @Persisted var stamp: Date
        @Persisted var blob: Data
        @Persisted var amount: Decimal128
        @Persisted var ref: ObjectId
        @Persisted var uid: UUID
        @Persisted var rating: Float
        @Persisted var extra: Int?
        @Persisted var tag: Tag?
        @Persisted var counts: List<Int>
        @Persisted var scores: Map<String, Double?>
    }
    class OldNote: Object, Codable {
        @objc dynamic var title = ""
    }

    """

    static let json = #"{"amount":"2.5E3","blob":"Z2hp","counts":[1,2],"rating":1.5,"ref":"0123456789abcdef01234567","#
        + #""scores":{"a":null,"b":0.5},"stamp":10.5,"tag":{"label":"x"},"title":"t","uid":"5A8B9E2C-1D3F-4E5A-9B7C-0D1E2F3A4B5C"}"#

    /// What the object encodes to: the same, with its missing optional written as null.
    static let encoded = json.replacingOccurrences(of: #""rating""#, with: #""extra":null,"rating""#)

    @Test("an object decodes every value from its Foundation form and encodes back to the same text")
    func roundTrip() {
        let outcome = runOne("""
        func testX() throws {
            let json = #\"\(Self.json)\"#
            let note = try JSONDecoder().decode(Note.self, from: Data(json.utf8))
            XCTAssertEqual(note.title, "t")
            XCTAssertEqual(note.stamp, Date(timeIntervalSinceReferenceDate: 10.5))
            XCTAssertEqual(note.blob, Data("ghi".utf8))
            XCTAssertEqual(note.amount, Decimal128("2500"))
            XCTAssertEqual(note.ref, ObjectId("0123456789abcdef01234567"))
            XCTAssertEqual(note.uid, UUID(uuidString: "5a8b9e2c-1d3f-4e5a-9b7c-0d1e2f3a4b5c")!)
            XCTAssertEqual(note.rating, 1.5)
            XCTAssertNil(note.extra)
            XCTAssertEqual(note.tag?.label, "x")
            XCTAssertEqual(Array(note.counts), [1, 2])
            XCTAssertEqual(note.scores["b"], 0.5)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            XCTAssertEqual(String(data: try encoder.encode(note), encoding: .utf8), #"\(Self.encoded)"#)
        }
        """, models: Self.models)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("a missing key of a property that is not optional is a decoding error; a wrong type is one too")
    func missingKey() {
        let outcome = runOne("""
        func testX() throws {
            XCTAssertThrowsError(try JSONDecoder().decode(Tag.self, from: Data("{}".utf8)))
            XCTAssertThrowsError(try JSONDecoder().decode(Tag.self, from: Data("{\\"label\\": 3}".utf8)))
            XCTAssertEqual(try JSONDecoder().decode(Tag.self, from: Data("{\\"label\\": \\"a\\"}".utf8)).label, "a")
        }
        """, models: Self.models)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("a managed object of a @Persisted model does not encode; one of an @objc dynamic model does")
    func managedObjects() {
        let outcome = runOne("""
        func testX() throws {
            let realm = try Realm()
            let tag = Tag(value: ["label": "a"])
            let old = OldNote(value: ["title": "b"])
            XCTAssertEqual(String(data: try JSONEncoder().encode(tag), encoding: .utf8), "{\\"label\\":\\"a\\"}")
            try realm.write {
                realm.add(tag)
                realm.add(old)
            }
            XCTAssertThrowsError(try JSONEncoder().encode(tag))
            XCTAssertEqual(String(data: try JSONEncoder().encode(old), encoding: .utf8), "{\\"title\\":\\"b\\"}")
        }
        """, models: Self.models)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("snake-case keys and pretty printing are Foundation's")
    func encoderSettings() {
        let outcome = runOne("""
        func testX() throws {
            let encoder = JSONEncoder()
            encoder.keyEncodingStrategy = .convertToSnakeCase
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let tag = Tag(value: ["label": "a"])
            XCTAssertEqual(String(data: try encoder.encode([tag]), encoding: .utf8), "[\\n  {\\n    \\"label\\" : \\"a\\"\\n  }\\n]")
        }
        """, models: Self.models)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("a custom date or data strategy writes what its closure encodes, and JSONSerialization reads the JSON back")
    func customStrategies() {
        let outcome = runOne("""
        func testX() throws {
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .custom { date, encoder in
                try "d\\(date.timeIntervalSince1970)".encode(to: encoder)
            }
            encoder.dataEncodingStrategy = .custom { data, encoder in
                try data.count.encode(to: encoder)
            }
            let note = Note(value: ["stamp": Date(timeIntervalSince1970: 5), "blob": Data("ab".utf8)])
            let dict = try JSONSerialization.jsonObject(with: try encoder.encode(note), options: []) as! [String: Any]
            XCTAssertEqual(dict["stamp"] as! String, "d5.0")
            XCTAssertEqual(dict["blob"] as! Int, 2)
            XCTAssertNil(dict["missing"])
            XCTAssertEqual(dict["counts"] as! [Int], [])
        }
        """, models: Self.models)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("without a custom strategy a Date is seconds since 2001")
    func defaultDateStrategy() {
        let outcome = runOne("""
        func testX() throws {
            let note = Note(value: ["stamp": Date(timeIntervalSinceReferenceDate: 3)])
            let dict = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(note), options: []) as! [String: Any]
            XCTAssertEqual(dict["stamp"] as! Int, 3)
        }
        """, models: Self.models)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("RealmOptional and RealmProperty values, declared let or var, are persisted and read and set through .value")
    func valueWrappers() throws {
        let models = """
        @objc enum Level: Int, RealmEnum {
            case low = 1
            case high = 3
        }
        class Gauge: Object, Codable {
            var reading = RealmOptional<Int>()
            let level = RealmProperty<Level?>()
            var marks = List<Int>()
        }

        """
        let body = """
        func testX() throws {
            let g = Gauge()
            XCTAssertNil(g.reading.value)
            g.reading.value = 4
            XCTAssertEqual(g.reading.value, 4)
            g.level.value = .high
            XCTAssertEqual(g.level.value, .high)
            g.marks.append(2)
            let decoded = try JSONDecoder().decode(Gauge.self, from: Data("{\\"reading\\": 7, \\"level\\": 1, \\"marks\\": [5]}".utf8))
            XCTAssertEqual(decoded.reading.value, 7)
            XCTAssertEqual(decoded.level.value, .low)
            XCTAssertEqual(Array(decoded.marks), [5])
            let realm = try Realm()
            try realm.write { realm.add(g) }
            XCTAssertEqual(realm.objects(Gauge.self).first!.reading.value, 4)
        }
        """
        let file = load(body, models: models)
        let gauge = try #require(file.schema.types.first { $0.name == "Gauge" })
        #expect(gauge.properties.map(\.name) == ["reading", "level", "marks"])
        #expect(gauge.properties.first?.isOptional == true)
        let outcome = runOne(body, models: models)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("a Decimal128 written with an exponent encodes as one digit, the rest without trailing zeros, and E")
    func decimalText() {
        #expect(DecimalText.codableText("1.5e2") == "1.5E2")
        #expect(DecimalText.codableText("1234567890e123") == "1.23456789E132")
        #expect(DecimalText.codableText("-25e-1") == "-2.5")
        #expect(DecimalText.codableText("2.2") == "2.2")
        #expect(DecimalText.codableText("0") == "0")
    }
}
