// A checked use is checked in one of two ways: through its result (its value
// or change reaches an assertion outside any assertThrows) or as refused (it
// is called in the expression of assertThrows). A property set is checked
// only when the same property is read back into an assertion.

import Testing
import ReferenceEngine
import ScenarioAPI
import ScenarioInterpreter
@testable import ScenarioLanguage

/// The members ("Receiver.name") the one scenario of `body` checks through their result, and as refused.
private func modes(_ body: String) throws -> (results: Set<String>, refusals: Set<String>, checked: Set<String>) {
    let file = load(body)
    #expect(file.diagnostics.isEmpty && file.scenarios.allSatisfy { $0.diagnostics.isEmpty },
            "\(file.diagnostics) \(file.scenarios.map(\.diagnostics))")
    let usage = try #require(file.scenarios.first?.apiUsage)
    func names(_ uses: [ApiUse]) -> Set<String> { Set(uses.map { "\($0.receiver).\($0.name)" }) }
    return (names(usage.results), names(usage.refusals), names(usage.checked))
}

@Suite("checked through the result or as refused")
struct CheckedModeTests {
    @Test("a call made only in the expression of assertThrows is checked as refused, not through its result")
    func refusalOnly() throws {
        let m = try modes("""
        func testA() throws {
            let realm = try Realm()
            let owner = Person()
            try realm.write { realm.add(owner) }
            assertThrows(owner.dogs.remove(at: 3), .indexOutOfBounds)
        }
        """)
        #expect(m.refusals.contains("List.remove"), "\(m)")
        #expect(!m.results.contains("List.remove"), "\(m)")
        #expect(m.checked.contains("List.remove"), "\(m)")
        #expect(try modes("""
        func testA() throws {
            let realm = try Realm()
            XCTAssertThrowsError(try realm.commitWrite())
        }
        """).refusals.contains("Realm.commitWrite"))
    }

    @Test("a call whose result reaches an assertion is checked through its result, not as refused")
    func resultOnly() throws {
        let m = try modes("""
        func testA() throws {
            let realm = try Realm()
            XCTAssertEqual(realm.objects(Dog.self).count, 0)
        }
        """)
        #expect(m.results.isSuperset(of: ["Realm.objects", "Results.count"]), "\(m)")
        #expect(m.refusals.isDisjoint(with: ["Realm.objects", "Results.count"]), "\(m)")
    }

    @Test("a member checked both ways is in both sets")
    func both() throws {
        let m = try modes("""
        func testA() throws {
            let realm = try Realm()
            let owner = Person()
            try realm.write {
                realm.add(owner)
                owner.dogs.append(Dog())
            }
            try realm.write { owner.dogs.remove(at: 0) }
            XCTAssertEqual(owner.dogs.count, 0)
            assertThrows(owner.dogs.remove(at: 0), .notInWriteTransaction)
        }
        """)
        #expect(m.results.contains("List.remove") && m.refusals.contains("List.remove"), "\(m)")
    }

    @Test("a property set is checked only when the same property is read back into an assertion")
    func setterReadBack() throws {
        let unread = try modes("""
        func testA() throws {
            let realm = try Realm()
            realm.autorefresh = false
            XCTAssertEqual(realm.objects(Dog.self).count, 0)
        }
        """)
        #expect(!unread.checked.contains("Realm.autorefresh"), "\(unread)")
        let read = try modes("""
        func testA() throws {
            let realm = try Realm()
            realm.autorefresh = false
            XCTAssertFalse(realm.autorefresh)
        }
        """)
        #expect(read.results.contains("Realm.autorefresh"), "\(read)")
        let bound = try modes("""
        func testA() throws {
            let realm = try Realm()
            realm.autorefresh = false
            let now = realm.autorefresh
            XCTAssertFalse(now)
        }
        """)
        #expect(bound.results.contains("Realm.autorefresh"), "\(bound)")
    }
}

@Suite("MutableSet has no index")
struct MutableSetIndexTrapTests {
    /// Runs the one scenario of `body` on the reference engine.
    private func outcome(_ body: String) -> ScenarioOutcome? {
        let file = load(body)
        return file.scenarios.first.map { ScenarioInterpreter.run($0, of: file, on: ReferenceEngine()) }
    }

    @Test("index(of:) and index(matching:) on a MutableSet raise the SDK's trap text as a trap, and nothing else passes for it")
    func traps() {
        let trapped = outcome("""
        func testA() throws {
            let realm = try Realm()
            let owner = Person()
            try realm.write {
                realm.add(owner)
                owner.tags.insert("a")
            }
            assertThrows(owner.tags.index(of: "a"), .trap, reason: "index(of:) is not available on MutableSet")
            assertThrows(owner.tags.index(matching: "self == 'a'"), .trap, reason: "index(matching:) is not available on MutableSet")
            assertThrows(MutableSet<String>().index(of: "a"), .trap, reason: "index(of:) is not available on MutableSet")
        }
        """)
        #expect(trapped?.status == .passed, "\(String(describing: trapped))")
        let found = outcome("""
        func testA() throws {
            let realm = try Realm()
            let owner = Person()
            try realm.write {
                realm.add(owner)
                owner.tags.insert("a")
            }
            XCTAssertEqual(owner.tags.index(of: "a"), 0)
        }
        """)
        #expect(found != nil && found?.status != .passed, "a set answered index(of:): \(String(describing: found))")
    }
}
