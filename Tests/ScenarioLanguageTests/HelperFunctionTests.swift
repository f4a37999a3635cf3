// File-level helper functions: called by every scenario of their file, with
// their labels, each a closure over the scenario's outermost scope; refused
// by lint when generic, defaulted, inout, variadic or named like a built-in.

import ReferenceEngine
@testable import ScenarioInterpreter
@testable import ScenarioLanguage
import Testing

@Suite("Helper functions")
struct HelperFunctionTests {
    private func errors(_ file: SpecFile) -> [String] {
        (file.diagnostics + file.scenarios.flatMap(\.diagnostics)).filter { $0.severity == .error }.map(\.message)
    }

    @Test("a helper returns, calls another helper, asserts for its caller, and its failure names its own line")
    func callAndFail() {
        let file = load("""
        func makeDog(_ name: String, age: Int) -> Dog {
            return Dog(value: ["name": name, "age": age])
        }
        func twin(_ dog: Dog) -> Dog {
            return makeDog(dog.name, age: dog.age + 1)
        }
        func expectAge(_ dog: Dog, _ age: Int) {
            XCTAssertEqual(dog.age, age)
        }
        func testPasses() throws {
            let rex = makeDog("Rex", age: 3)
            XCTAssertEqual(twin(rex).age, 4)
            expectAge(twin(twin(rex)), 5)
        }
        func testFails() throws {
            expectAge(makeDog("Ash", age: 1), 2)
        }
        """)
        #expect(errors(file).isEmpty, "\(errors(file))")
        var outcomes: [String: ScenarioOutcome] = [:]
        for s in file.scenarios { outcomes[s.name] = ScenarioInterpreter.run(s, of: file, on: ReferenceEngine()) }
        #expect(outcomes["testPasses"]?.status == .passed, "\(String(describing: outcomes["testPasses"]))")
        #expect(outcomes["testFails"]?.status == .failed)
        #expect(outcomes["testFails"]?.failures.first?.location.line == line(8))
    }

    @Test("a call with other labels than the declaration's is a lint error")
    func labels() {
        let file = load("""
        func makeDog(_ name: String, age: Int) -> Dog {
            return Dog(value: ["name": name, "age": age])
        }
        func testX() throws {
            _ = makeDog("Rex", 3)
        }
        """)
        #expect(errors(file).contains { $0.contains("wrong argument labels for 'makeDog(_:_:)'") }, "\(errors(file))")
    }

    @Test("lint refuses a generic helper, a default, inout and variadic parameters, and a built-in's name")
    func refusals() {
        let file = load("""
        func pick<T>(_ x: T) -> T { return x }
        func withDefault(_ x: Int = 1) -> Int { return x }
        func bump(_ x: inout Int) { x += 1 }
        func sum(_ xs: Int...) -> Int { return 0 }
        func assertThrows(_ x: Int) {}
        func testX() throws {}
        """)
        let messages = errors(file)
        #expect(messages.contains("helper function 'pick' must not be generic"), "\(messages)")
        #expect(messages.contains { $0.contains("'withDefault' has a default value") }, "\(messages)")
        #expect(messages.contains { $0.contains("'bump' is variadic or inout") }, "\(messages)")
        #expect(messages.contains { $0.contains("'sum' is variadic or inout") }, "\(messages)")
        #expect(messages.contains("helper function 'assertThrows' has the name of a built-in function"), "\(messages)")
    }

    @Test("SDK calls inside a helper credit no coverage to the scenario that calls it")
    func noCreditThroughHelpers() {
        let file = load("""
        func countDogs(_ realm: Realm) -> Int {
            return realm.objects(Dog.self).count
        }
        func testX() throws {
            let realm = try Realm()
            XCTAssertEqual(countDogs(realm), 0)
        }
        """)
        #expect(errors(file).isEmpty, "\(errors(file))")
        let ids = file.scenarios.first?.apiUsage?.members.map(\.id) ?? []
        #expect(!ids.contains { $0.hasPrefix("Realm.objects") }, "\(ids)")
        #expect(ids.contains { $0.hasPrefix("Realm.init") }, "\(ids)")
    }
}
