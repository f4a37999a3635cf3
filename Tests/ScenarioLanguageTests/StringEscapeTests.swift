// String literals: escape sequences mean what they mean in Swift.

import RealmSpecCore
import Testing
@testable import ScenarioLanguage

@Suite("string escapes")
struct StringEscapeTests {
    @Test("quote, backslash, tab, newline and unicode escapes become the characters they name")
    func escapes() {
        let outcome = runOne(#"""
        func testEscapes() throws {
            XCTAssertEqual("a\"b".count, 3)
            XCTAssertEqual("a\\b".count, 3)
            XCTAssertEqual("x\u{41}y", "xAy")
            XCTAssertEqual("t\tt".count, 3)
            XCTAssertEqual("n\nn".count, 3)
            XCTAssertEqual("q\'q".count, 3)
            let n = 2
            XCTAssertEqual("\"\(n)\"".count, 3)
        }
        """#)
        #expect(outcome.status == .passed, "\(outcome.failures.map(\.message)) \(String(describing: outcome.error))")
    }
}

@Suite("string escapes, raw")
struct RawStringEscapeTests {
    @Test("raw strings keep their backslashes")
    func raw() {
        let outcome = runOne(##"""
        func testRaw() throws {
            XCTAssertEqual(#"a\tb"#.count, 4)
        }
        """##)
        #expect(outcome.status == .passed, "\(outcome.failures.map(\.message)) \(String(describing: outcome.error))")
    }
}
