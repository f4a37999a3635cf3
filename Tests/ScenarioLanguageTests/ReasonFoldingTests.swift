// The reasons a scenario asserts are evaluated before the coverage matches
// them: `"…" + name`, `let` names and interpolations of constants fold into
// one text; a reason with a part that is not constant records nothing.

import Testing
@testable import ScenarioLanguage

@Suite("asserted reasons, evaluated")
struct ReasonFoldingTests {
    private func reasons(_ body: String) throws -> [String] {
        let file = load(body)
        #expect(file.diagnostics.isEmpty && file.scenarios.allSatisfy { $0.diagnostics.isEmpty },
                "\(file.diagnostics) \(file.scenarios.map(\.diagnostics))")
        return try #require(file.scenarios.first?.apiUsage).reasons
    }

    @Test("a concatenated reason is evaluated: literals, let names and interpolated constants")
    func concatenation() throws {
        let found = try reasons("""
        func testA() throws {
            let p = Person()
            let tail = " is no longer valid."
            let n = 5
            let head = "List"
            assertThrows(p.dogs.append(Dog()), .invalidated, reason: "List" + tail)
            assertThrows(p.dogs.append(Dog()), .invalidated, reason: head + " is" + " no longer valid.")
            assertThrows(p.dogs.remove(at: 5), .indexOutOfBounds, reason: "Index \\(n) is out of bounds (must be less than \\(0)).")
            assertThrows(p.dogs.remove(at: 5), .indexOutOfBounds, reason: ("Index " + "5"))
        }
        """)
        #expect(found == ["List is no longer valid.", "List is no longer valid.",
                          "Index 5 is out of bounds (must be less than 0).", "Index 5"], "\(found)")
    }

    @Test("a reason with a part that is not a constant, or a var that may change, records nothing")
    func notConstant() throws {
        let found = try reasons("""
        func testA() throws {
            let p = Person()
            var tail = " is no longer valid."
            tail = " changed"
            assertThrows(p.dogs.append(Dog()), .invalidated, reason: "List" + tail)
            assertThrows(p.dogs.append(Dog()), .invalidated, reason: "List" + p.name)
            assertThrows(p.dogs.append(Dog()), .invalidated, reason: "\\(p.name) is no longer valid.")
        }
        """)
        #expect(found.isEmpty, "\(found)")
    }
}
