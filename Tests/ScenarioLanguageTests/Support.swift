// Helpers: load scenario source text with test models and run it.

import RealmSpecCore
@testable import ScenarioAPI
@testable import ScenarioInterpreter
@testable import ScenarioLanguage
import Testing

let testModels = """
class DogToy: Object {
    @Persisted var name = ""
}
class Dog: Object {
    @Persisted var name = ""
    @Persisted var age = 0
    @Persisted var weight: Double = 0
    @Persisted var favoriteToy: DogToy?
    @Persisted var nickname: String?
}
class Person: Object {
    @Persisted(primaryKey: true) var id = 0
    @Persisted var name = ""
    @Persisted var dogs: List<Dog>
    @Persisted var tags: MutableSet<String>
    @Persisted var scores: Map<String, Int>
    @Persisted var companion: AnyRealmValue
    @Persisted var address: Address?
}
class Address: EmbeddedObject {
    @Persisted var street: String?
}
class DogOwnerLink: Object {
    @Persisted var pet: Dog?
}

"""

/// Loads `body` (scenarios) after the test models.
func load(_ body: String, models: String = testModels, options: LoadOptions = LoadOptions()) -> SpecFile {
    ScenarioLoader.load(source: models + body, path: "Specs/language/Test.swift", options: options)
}

/// The line of `body`'s line `n` (1-based) in the loaded text.
func line(_ n: Int, models: String = testModels) -> Int {
    models.split(separator: "\n", omittingEmptySubsequences: false).count - 1 + n
}

/// Runs every scenario of `body` on a fresh tiny engine; returns outcomes by name.
func run(_ body: String, engine: TinyEngine = TinyEngine(), cancellation: CancellationFlag = CancellationFlag()) -> [String: ScenarioOutcome] {
    let file = load(body)
    var out: [String: ScenarioOutcome] = [:]
    for s in file.scenarios { out[s.name] = ScenarioInterpreter.run(s, of: file, on: engine, cancellation: cancellation) }
    return out
}

/// Runs the only scenario of `body`.
func runOne(_ body: String, models: String = testModels, engine: TinyEngine = TinyEngine()) -> ScenarioOutcome {
    let file = load(body, models: models)
    guard let s = file.scenarios.first else {
        return ScenarioOutcome(status: .error, error: ScenarioError(kind: "test", message: "no scenario: \(file.diagnostics)", location: nil))
    }
    return ScenarioInterpreter.run(s, of: file, on: engine)
}

/// The SDK members the one scenario of `body` uses, as "Receiver.name ref";
/// the file and the scenario must lint cleanly.
func recordedUses(_ body: String, models: String = testModels) throws -> Set<String> {
    let file = load(body, models: models)
    #expect(file.diagnostics.isEmpty && file.scenarios.allSatisfy { $0.diagnostics.isEmpty },
            "\(file.diagnostics) \(file.scenarios.map(\.diagnostics))")
    let usage = try #require(file.scenarios.first?.apiUsage)
    return Set(usage.members.map { "\($0.receiver).\($0.name) \($0.rowText)" })
}

extension ApiUse {
    /// The row the use credits ("§5 L6"), or "none".
    var rowText: String { row?.description ?? "none" }
}
