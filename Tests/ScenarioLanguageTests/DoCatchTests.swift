// do/catch: a plain catch sees a thrown Swift error as `error`; Realm errors pass through.

import Testing
@testable import ScenarioLanguage

@Suite("do/catch")
struct DoCatchTests {
    @Test("a plain catch runs with the thrown error bound to 'error'")
    func catches() {
        let outcome = runOne("""
        func testX() throws {
            var seen = ""
            do {
                seen = "before"
                throw SpecError("boom")
            } catch {
                XCTAssertNotNil(error)
                seen = "caught"
            }
            XCTAssertEqual(seen, "caught")
            do { seen = "fine" } catch { seen = "never" }
            XCTAssertEqual(seen, "fine")
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("a Realm error is an exception a catch does not see")
    func realmErrorPassesThrough() {
        let outcome = runOne("""
        func testX() throws {
            let realm = try Realm()
            do {
                realm.add(Dog())
            } catch {
                XCTFail("caught")
            }
        }
        """)
        #expect(outcome.status == .error, "\(outcome)")
        #expect(outcome.failures.isEmpty)
    }

    @Test("a catch with a pattern is outside the subset")
    func patternRefused() {
        expectDiagnostic("""
        func testX() throws {
            do { } 1️⃣catch let e as SpecError { print(e) }
        }
        """, id: "unsupported-construct", message: "'catch with a pattern' is outside the scenario subset")
    }
}
