// The collection forms of the scenario language: `List<Int>()` and its
// kin make empty unmanaged collections; any argument (such as an
// Objective-C collection to wrap) is refused by name, never ignored.
// Related SDK sections: sdk-api (api-surface.md §5 L1, L2; §7 S1, S2; §9 M5, M6).

import Testing
@testable import ScenarioLanguage

@Suite("Collection initialisers")
struct CollectionFormsTests {
    @Test("List<Int>(), MutableSet<String>() and Map<String, Int>() are empty unmanaged collections")
    func emptyCollections() {
        let outcome = runOne("""
        func testA() throws {
            let l = List<Int>()
            let s = MutableSet<String>()
            let m = Map<String, Int>()
            l.append(1)
            s.insert("a")
            m["k"] = 2
            XCTAssertEqual(l.count + s.count + m.count, 3)
            XCTAssertNil(l.realm)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("init(collection:) takes only an Objective-C collection of its kind, and any other argument is an error that names the call")
    func argumentsRefused() {
        for (call, words) in [("List<Int>(collection: [1])", "'List(collection:)' needs an Objective-C RLMArray, not"),
                              ("MutableSet<String>(collection: [\"a\"])", "'MutableSet(collection:)' needs an Objective-C RLMSet, not"),
                              ("Map<String, Int>(collection: [:])", "'Map(collection:)' needs an Objective-C RLMDictionary, not"),
                              ("List<Int>(array: [1])", "List<Int>(array:) is not supported")] {
            let outcome = runOne("""
            func testA() throws {
                let c = \(call)
                XCTAssertEqual(c.count, 0)
            }
            """)
            #expect(outcome.status == .error, "\(outcome)")
            #expect(outcome.error?.message.contains(words) == true, "\(outcome)")
        }
    }

    @Test("a collection of objects encodes only when their class is Codable, with its coding keys; otherwise the misuse names the class")
    func encodeObjects() {
        let models = testModels + """

        class Walker: Object, Codable {
            @Persisted var name = ""
            @Persisted var pup: Pup?
            enum CodingKeys: String, CodingKey {
                case name
            }
        }
        class Pup: Object {
            @Persisted var name = ""
            @Persisted(originProperty: "pup") var walkers: LinkingObjects<Walker>
        }

        """
        let encoded = runOne("""
        func testA() throws {
            let walkers = List<Walker>()
            walkers.append(Walker(value: ["name": "Ann"]))
            XCTAssertEqual(String(data: try JSONEncoder().encode(walkers), encoding: .utf8), "[{\\"name\\":\\"Ann\\"}]")
        }
        """, models: models)
        #expect(encoded.status == .passed, "\(encoded)")
        let refused = runOne("""
        func testA() throws {
            let people = List<Person>()
            people.append(Person(value: ["id": 1]))
            _ = try JSONEncoder().encode(people)
        }
        """, models: models)
        #expect(refused.status == .error, "\(refused)")
        #expect(refused.error?.message.contains("encoding 'Person' needs a Codable model class") == true, "\(refused)")
    }
}
