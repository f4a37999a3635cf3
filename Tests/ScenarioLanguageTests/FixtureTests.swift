// A scenario with a deliberately wrong expectation fails with messages a
// spec author understands at a glance.

import RealmSpecCore
import ReferenceEngine
@testable import ScenarioInterpreter
@testable import ScenarioLanguage
import Testing

@Suite("failure messages")
struct FixtureTests {
    let path = packageRoot + "/Tests/ScenarioLanguageTests/Fixtures/WrongExpectation.swift"

    func outcome() -> (SpecFile, ScenarioOutcome?) {
        let file = ScenarioLoader.load(file: path, options: LoadOptions(modelsDirectory: packageRoot + "/Specs/Models"))
        return (file, file.scenarios.first.map { ScenarioInterpreter.run($0, of: file, on: ReferenceEngine()) })
    }

    @Test("the wrong expectation fails, and the scenario goes on to its next assertion")
    func failsAndGoesOn() {
        let (file, outcome) = outcome()
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(outcome?.status == .failed)
        #expect(outcome?.failures.count == 2)
    }

    @Test("the failure names the assertion as written, the actual and expected values, the note and the line")
    func readableMessage() {
        let (_, outcome) = outcome()
        let first = outcome?.failures.first
        #expect(first?.message == "XCTAssertEqual(realm.objects(Dog.self).count, 3, \"both dogs should be stored\") failed: (2) is not equal to (3) - both dogs should be stored")
        #expect(first?.expected == "3")
        #expect(first?.actual == "2")
        #expect(first?.location.description == path + ":12:5")
        let second = outcome?.failures.last
        #expect(second?.message == "XCTAssertEqual(realm.objects(Dog.self).where { $0.age < 2 }.first?.name, \"Max\") failed: (\"Rex\") is not equal to (\"Max\")")
        #expect(second?.location.line == 13)
    }

    @Test("the scenario's metadata comes from its comments")
    func metadata() {
        let (file, _) = outcome()
        let info = file.scenarios.first
        #expect(file.metadata.page == "language")
        #expect(info?.metadata.page == "language")
        #expect(info?.metadata.section == "assertions")
        #expect(info?.metadata.tags == ["language", "fixture"])
        #expect(info?.metadata.description == "A scenario whose expectation is deliberately wrong: two dogs are added, three are expected.")
    }
}
