// `_name(for:)`: a key path's property names joined by dots, through optional
// steps and collection subscripts; and Swift sets of values, which compare
// equal whatever order they were built in.

import Testing
@testable import ScenarioLanguage

@Suite("Key path names and sets")
struct KeyPathNameTests {
    static let models = """
    class Toy: Object {
        @Persisted var name = ""
        @Persisted var owner: Kid?
        @Persisted(originProperty: "toys") var kids: LinkingObjects<Kid>
    }
    class Kid: Object {
        @Persisted var name = ""
        @Persisted var best: Toy?
        @Persisted var toys: List<Toy>
        @Persisted var named: Map<String, Toy?>
    }

    """

    @Test("a key path's name is its properties joined by dots, without optional steps or subscripts")
    func names() {
        let outcome = runOne("""
        func testX() {
            XCTAssertEqual(_name(for: \\Kid.name), "name")
            XCTAssertEqual(_name(for: \\Kid.best?.name), "best.name")
            XCTAssertEqual(_name(for: \\Kid.toys[0].name), "toys.name")
            XCTAssertEqual(_name(for: \\Kid.named[""]??.owner?.name), "named.owner.name")
            XCTAssertEqual(_name(for: \\Toy.kids[0].toys[0].kids), "kids.toys.kids")
        }
        """, models: Self.models)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("a wrong name fails the assertion")
    func wrongName() {
        let outcome = runOne("""
        func testX() {
            XCTAssertEqual(_name(for: \\Kid.toys[0].name), "toys")
        }
        """, models: Self.models)
        #expect(outcome.status == .failed)
    }

    @Test("a key path through a subscript that names no property is a lint error")
    func unknownAfterSubscript() {
        let file = load("""
        func testX() {
            XCTAssertEqual(_name(for: \\Kid.toys[0].age), "toys.age")
        }
        """, models: Self.models)
        let messages = (file.diagnostics + file.scenarios.flatMap(\.diagnostics)).map(\.message)
        #expect(messages.contains { $0.contains("toys.age") }, "\(messages)")
    }

    @Test("sets of the same values are equal whatever order they were built in, and differ by a value")
    func setsAreUnordered() {
        let outcome = runOne("""
        func testX() {
            XCTAssertEqual(Set([3, 1, nil, 2, 1]), Set([nil, 2, 3, 1]))
            XCTAssertEqual(Set(["b", "a"]), Set(["a", "b"]))
            XCTAssertNotEqual(Set([1, 2]), Set([1, 3]))
        }
        """, models: Self.models)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }
}
