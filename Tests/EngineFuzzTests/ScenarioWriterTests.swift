// Every generated sequence, written as a scenario file, lints and passes on
// the reference engine: the file states what the reference engine answered.

import EngineFuzz
import RealmSpecCore
import ReferenceEngine
import ScenarioLanguage
import Testing

@Suite("scenario writer")
struct ScenarioWriterTests {
    @Test("a generated sequence written as a scenario lints and passes on the reference engine",
          arguments: Array(UInt64(1)...UInt64(150)))
    func roundTrip(seed: UInt64) throws {
        let sequence = FuzzGenerator.sequence(seed: seed, options: .init(invalidShare: 0.15))
        let runner = SequenceRunner(engines: [("reference", ReferenceEngine()), ("again", ReferenceEngine())])
        defer { runner.close() }
        let result = try runner.run(sequence.steps, record: true)
        #expect(result.divergence == nil)
        let fake = FuzzDivergence(engine: "again", step: 0, call: .refresh, query: nil, expected: .skipped, actual: .skipped,
                                  signature: "none", atCheckpoint: false)
        let (text, unexpressed) = ScenarioWriter.file(records: result.records, divergence: fake, seed: seed, runSeed: seed,
                                                      name: "testFuzzRoundTrip")
        #expect(unexpressed == 0, "\(text)")
        let file = loadScenario(text)
        #expect(!file.hasErrors, "\(file.diagnostics.map(\.description))\n\(numbered(text))")
        let outcome = runScenario(file, on: ReferenceEngine())
        #expect(outcome.status == .passed, "\(outcome.failures.map { "\($0.location.line): \($0.message)" }) \(String(describing: outcome.error))\n\(numbered(text))")
    }
}

func numbered(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { "\($0.offset + 1)\t\($0.element)" }.joined(separator: "\n")
}
