import Testing
@testable import ScenarioLanguage

@Suite("assertThrows with an expression alone")
struct BareAssertThrowsTests {
    @Test("lint accepts it, and any Realm error satisfies it")
    func anyRealmError() {
        let file = load("""
        func testX() throws {
            let realm = try Realm()
            assertThrows(realm.add(Dog()))
        }
        """)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let outcome = runOne("""
        func testX() throws {
            let realm = try Realm()
            assertThrows(realm.add(Dog()))
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("it fails when nothing is raised, saying it expected a Realm error of any kind")
    func nothingRaised() {
        let outcome = runOne("""
        func testX() throws {
            let realm = try Realm()
            try realm.write { assertThrows(realm.add(Dog())) }
        }
        """)
        #expect(outcome.status == .failed)
        #expect(outcome.failures.first?.message.contains("expected Realm error of any kind but no error was raised") == true,
                "\(outcome.failures)")
        #expect(outcome.failures.first?.expected == "a Realm error")
    }

    @Test("a labelled first argument and four arguments are still refused")
    func refused() {
        for call in ["assertThrows(of: realm.add(Dog()))", "assertThrows(realm.add(Dog()), .notInWriteTransaction, reason: \"x\", 1)"] {
            let file = load("""
            func testX() throws {
                let realm = try Realm()
                \(call)
            }
            """)
            #expect(file.scenarios.first?.diagnostics.contains { $0.id == "wrong-argument-labels" } == true, "\(call): \(file.diagnostics)")
        }
    }
}
