// Hostile scenario text ends as a diagnostic or as an error of one
// scenario, never as a crash, a hang or unbounded memory.

import Foundation
import RealmSpecCore
import ReferenceEngine
@testable import ScenarioInterpreter
@testable import ScenarioLanguage
import Testing

@Suite("hostile scenarios")
struct HostileScenarioTests {
    /// A scenario whose body is `body`, after the test models.
    static func scenario(_ body: String) -> String {
        "\n/// The scenario.\nfunc testHostile() throws {\n    let realm = try Realm()\n\(body)\n}\n"
    }

    static func nestingErrors(_ file: SpecFile) -> [Diagnostic] {
        file.diagnostics.filter { $0.id == "nesting-too-deep" }
    }

    /// The chains that overflowed the stack of lint and run at about 2,000 links.
    static let chains: [(String, String, String)] = [
        ("chained '+ 1'", "    let x = 1", " + 1"),
        ("chained '.member'", "    let x = realm", ".isEmpty"),
        ("chained '&&'", "    let x = true", " && true"),
        ("chained '?.'", "    let x = realm", "?.isEmpty"),
        ("chained '[0]'", "    let x = [1]", "[0]"),
        ("chained '!'", "    let x = realm", "!"),
        ("chained '? :'", "    let x = true ? 1 : 2", " + (true ? 1 : 2)"),
    ]

    @Test("about 2,000 chained links end as one 'nesting-too-deep' error at file:line:col", arguments: chains)
    func deepChains(_ name: String, _ head: String, _ link: String) throws {
        let file = load(Self.scenario(head + String(repeating: link, count: 2_000)))
        let errors = Self.nestingErrors(file)
        #expect(errors.count == 1, "\(name): \(file.diagnostics.prefix(3))")
        let error = try #require(errors.first)
        #expect(error.location.line == line(5), "\(error)")
        #expect(error.location.column >= 5, "\(error)")
        #expect(error.message.contains("160"), "\(error)")
        #expect(file.hasErrors)
    }

    @Test("50,000 chained links (operators folded into a tree, or members) are refused the same way")
    func veryDeepChains() {
        for (head, link) in [("    let x = 1", " + 1"), ("    let x = y", ".a"), ("    let x = ", "true ? 1 : ")] {
            let tail = link == "true ? 1 : " ? "2" : ""
            let file = load(Self.scenario(head + String(repeating: link, count: 50_000) + tail))
            #expect(Self.nestingErrors(file).count == 1, "\(link): \(file.diagnostics.prefix(2))")
        }
    }

    @Test("an expression within the nesting limit still compiles and runs")
    func withinLimit() {
        let outcome = runOne(Self.scenario("    let x = 1" + String(repeating: " + 1", count: 150) + "\n    XCTAssertEqual(x, 151)"))
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("30 nested array literals are refused before the parser sees them, at the bracket past the limit")
    func nestedArrays() throws {
        let text = Self.scenario("    let x = " + String(repeating: "[", count: 30) + "1" + String(repeating: "]", count: 30))
        let file = load(text)
        let error = try #require(Self.nestingErrors(file).first, "\(file.diagnostics)")
        #expect(error.location.line == line(5))
        #expect(error.location.column == 13 + 10, "the eleventh '[': \(error)")
        #expect(file.scenarios.isEmpty)
    }

    @Test("more than 32 open brackets of any kind are refused; brackets in strings and comments do not count")
    func bracketCounting() {
        #expect(NestingCheck.brackets(String(repeating: "(", count: 33)) != nil)
        #expect(NestingCheck.brackets(String(repeating: "(", count: 32)) == nil)
        #expect(NestingCheck.brackets("let s = \"" + String(repeating: "[", count: 50) + "\"") == nil)
        #expect(NestingCheck.brackets("// " + String(repeating: "[", count: 50) + "\nlet x = 1") == nil)
        #expect(NestingCheck.brackets("/* " + String(repeating: "{", count: 50) + " */") == nil)
        #expect(NestingCheck.brackets("let s = \"\"\"\n" + String(repeating: "(", count: 50) + "\n\"\"\"") == nil)
        #expect(NestingCheck.brackets("let s = \"\\(" + String(repeating: "[", count: 11) + "\"") != nil, "interpolations count")
    }

    static let overflows: [(String, String)] = [
        ("    let x = Int.min / -1", "/ -1"),
        ("    let m = -9223372036854775807 - 1\n    let x = m % -1", "% -1"),
        ("    let x = Int.max + 1", "+ 1"),
        ("    let x = Int.min - 1", "- 1"),
        ("    let x = Int.max * 2", "* 2"),
        ("    let m = -9223372036854775807 - 1\n    let x = -m", "- -9223372036854775808"),
    ]

    @Test("overflowing Int arithmetic ends the scenario as an error naming the operation", arguments: overflows)
    func overflow(_ body: String, _ operation: String) throws {
        let outcome = runOne(Self.scenario(body + "\n    print(x)"), engine: TinyEngine())
        #expect(outcome.status == .error, "\(outcome)")
        let error = try #require(outcome.error)
        #expect(error.message.contains("overflow"), "\(error)")
        #expect(error.message.contains(operation), "\(error)")
    }

    @Test("division by zero is an error, not a trap")
    func divisionByZero() {
        let outcome = runOne(Self.scenario("    let z = 0\n    print(1 % z)"))
        #expect(outcome.status == .error)
        #expect(outcome.error?.message.contains("division by zero") == true, "\(outcome)")
    }

    @Test("a string doubled in a loop ends as a 'budget' error before memory runs out")
    func stringGrowth() throws {
        let outcome = runOne(Self.scenario("    var s = \"x\"\n    while true { s = s + s }"))
        let error = try #require(outcome.error)
        #expect(error.kind == "budget", "\(error)")
        #expect(error.message.contains("\(Budget.maximumStringBytes)"))
    }

    @Test("a value nested in itself in a loop ends as a 'budget' error")
    func nestedGrowth() throws {
        let outcome = runOne(Self.scenario("    var a = [1]\n    while true { a = [a] }"))
        #expect(outcome.error?.kind == "budget", "\(outcome)")
    }

    @Test("an array appended to in a loop ends as a 'budget' error past a million elements")
    func arrayGrowth() throws {
        let outcome = runOne(Self.scenario("    var a = [1]\n    while true { a = a + a }"))
        #expect(outcome.error?.kind == "budget", "\(outcome)")
    }

    @Test("print in a loop ends as a 'budget' error past the captured-output budget, with its output kept to the budget")
    func printGrowth() throws {
        let outcome = runOne(Self.scenario("    while true { print(\"0123456789012345678901234567890123456789\") }"))
        #expect(outcome.error?.kind == "budget", "\(outcome.error.map(\.message) ?? "")")
        #expect(outcome.output.utf8.count <= Budget.maximumCapturedBytes)
    }

    @Test("XCTFail in a loop ends as a 'budget' error")
    func failureGrowth() throws {
        let outcome = runOne(Self.scenario("    while true { XCTFail(\"again and again and again and again\") }"))
        #expect(outcome.error?.kind == "budget", "\(outcome.error.map(\.message) ?? "")")
    }

    @Test("closures recursing with deep expressions end as an error before the stack runs out")
    func deepRecursion() throws {
        let deep = "f(n - 1)" + String(repeating: " + 1", count: 120)
        let body = "    var f: (Int) -> Int = { n in n }\n    f = { n in n == 0 ? 0 : \(deep) }\n    print(f(100000))"
        // On a thread with a known stack, as the runner's.
        final class Box: @unchecked Sendable { var outcome: ScenarioOutcome? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let source = Self.scenario(body)
        let thread = Thread { box.outcome = runOne(source); done.signal() }
        thread.stackSize = 16 << 20
        thread.start()
        done.wait()
        let error = try #require(box.outcome?.error)
        #expect(error.kind == "runtime", "\(error.message)")
        #expect(error.message.contains("too deeply") || error.message.contains("levels deep"), "\(error)")
    }

    @Test("a very long operator in a diagnostic is shortened")
    func longOperatorMessage() {
        let file = load(Self.scenario("    let x = " + String(repeating: "!", count: 2_000) + "true"))
        #expect(file.hasErrors)
        #expect(file.diagnostics.allSatisfy { $0.message.count < 300 }, "\(file.diagnostics.map(\.message.count))")
    }
}

extension HostileScenarioTests {
    @Test("a local array stored into itself in a loop ends as a 'budget' error, not a deep value that crashes")
    func selfContainingArray() {
        let outcome = runOne(Self.scenario("    var a: [Any] = [1]\n    while true { a[0] = a }"))
        #expect(outcome.error?.kind == "budget", "\(outcome)")
    }
}

extension HostileScenarioTests {
    @Test("many large strings, each within its own limit, end as a 'budget' error together")
    func manyLargeStrings() {
        let body = "    var big = \"0123456789\"\n    for _ in 0..<18 { big = big + big }\n    var kept: [String] = []\n"
            + "    var i = 0\n    while true { kept.append(big + \"\\(i)\"); i += 1 }"
        let outcome = runOne(Self.scenario(body))
        #expect(outcome.error?.kind == "budget", "\(outcome)")
        #expect(outcome.error?.message.contains("add up") == true, "\(outcome.error.map(\.message) ?? "")")
    }
}
