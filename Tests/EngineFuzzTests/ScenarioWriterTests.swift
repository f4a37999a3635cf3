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
        let (text, unexpressed) = try written(sequence)
        #expect(unexpressed == 0, "\(text)")
        let file = loadScenario(text)
        #expect(!file.hasErrors, "\(file.diagnostics.map(\.description))\n\(numbered(text))")
        let outcome = runScenario(file, on: ReferenceEngine())
        #expect(outcome.status == .passed, "\(outcome.failures.map { "\($0.location.line): \($0.message)" }) \(String(describing: outcome.error))\n\(numbered(text))")
    }
}

/// The sequence run on two reference engines and written as a scenario.
func written(_ sequence: FuzzSequence) throws -> (String, Int) {
    let runner = SequenceRunner(engines: [("reference", ReferenceEngine()), ("again", ReferenceEngine())])
    defer { runner.close() }
    let result = try runner.run(sequence.steps, record: true)
    #expect(result.divergence == nil)
    let fake = FuzzDivergence(engine: "again", step: 0, call: .refresh, query: nil, expected: .skipped, actual: .skipped,
                              signature: "none", atCheckpoint: false)
    return ScenarioWriter.file(records: result.records, divergence: fake, seed: sequence.seed, runSeed: sequence.seed,
                               name: "testFuzzRoundTrip")
}

@Suite("generated coverage")
struct GeneratedCoverageTests {
    /// Statements that show a kind of call made it into the written scenarios.
    static let marks = [
        "update: .modified", "update: .all", "realm.create(", ".where {", ".filter(\"", "sorted(by:", ".distinct(by:",
        ".sum(ofProperty:", ".average(ofProperty:", ".freeze()", ".thaw()", "realm.cancelWrite()", "realm.reopen()",
        "case .update(_, let deletions", "XCTAssertEqual(log", "for p in properties", ".append(p.name)", "assertThrows(",
        ".move(from:", ".swapAt(", ".removeObject(for:", "[\"", "realm.delete(", ".setValue(", ".mixed",
    ]

    @Test("the sequences of 150 seeds reach every kind of call the writer knows")
    func everyKindReached() throws {
        var texts = ""
        for seed in UInt64(1)...UInt64(150) {
            texts += try written(FuzzGenerator.sequence(seed: seed, options: .init(invalidShare: 0.15))).0
        }
        for mark in Self.marks { #expect(texts.contains(mark), "no generated scenario contains '\(mark)'") }
        // An object observer that was told of a change by name.
        #expect(texts.range(of: #"XCTAssertEqual\(log[0-9]+, \[""#, options: .regularExpression) != nil)
    }
}

func numbered(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { "\($0.offset + 1)\t\($0.element)" }.joined(separator: "\n")
}
