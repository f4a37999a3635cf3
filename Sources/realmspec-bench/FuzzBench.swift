// Differential fuzzing speed: sequences run on a pair of engines through
// the fuzzer (generation, symbolic names, comparison, checkpoints), next to
// the floor of the same engine calls replayed on each engine alone.

internal import EngineFuzz
internal import EngineTestSupport
internal import Foundation
internal import RealmSpecCore
internal import ReferenceEngine
internal import SQLiteEngine

enum FuzzBench {
    /// Holds the recording engine a factory made, to read its log afterwards.
    final class Box: @unchecked Sendable {
        // Sendable: the fuzzer runs with one job here, so only one thread
        // appends to `engines`, and it is read after the run has ended.
        var engines: [RecordingEngine] = []
    }

    /// One row per pair: seconds for `sequences` on one job, against the same calls replayed directly.
    static func run(sequences: Int) throws -> [BenchRow] {
        let pairs: [(String, EngineFactory)] = [
            ("reference vs reference", { () throws(EngineError) -> any Engine in ReferenceEngine() }),
            ("reference vs sqlite", { () throws(EngineError) -> any Engine in SQLiteEngine() }),
        ]
        var rows: [BenchRow] = []
        for (label, other) in pairs {
            let reference: EngineFactory = { () throws(EngineError) -> any Engine in ReferenceEngine() }
            let config = FuzzConfiguration(seed: 20261123, count: sequences, time: nil, jobs: 1,
                                           generator: FuzzGenerator.Options(),
                                           engines: [(name: "reference", factory: reference), (name: "other", factory: other)])
            var summary = FuzzSummary()
            let measured: Double = fastest { summary = Fuzzer.run(config) }
            guard summary.divergences.isEmpty else { throw EngineError(.engineFailure, "the bench run diverged: \(summary.divergences.map { $0.divergence.signature })") }

            // The same calls, recorded on each engine of the pair, then replayed on a fresh one alone.
            let box = Box()
            let recordingConfig = FuzzConfiguration(seed: 20261123, count: sequences, time: nil, jobs: 1, generator: FuzzGenerator.Options(),
                engines: [(name: "reference", factory: { () throws(EngineError) -> any Engine in
                              let r = RecordingEngine(wrapping: ReferenceEngine()); box.engines.append(r); return r }),
                          (name: "other", factory: { () throws(EngineError) -> any Engine in
                              let r = RecordingEngine(wrapping: try other()); box.engines.append(r); return r })])
            _ = Fuzzer.run(recordingConfig)
            let logs = box.engines.map(\.log)
            let floor: Double = try fastest {
                try replay(logs[0], on: ReferenceEngine())
                try replay(logs[1], on: try other())
            }
            let calls = Double(summary.calls) / 2
            rows.append(BenchRow(
                name: "fuzz, \(label): \(sequences) sequences, \(Int(calls)) calls per engine (floor: the same calls replayed on each engine alone)",
                measured: measured, floor: floor,
                aim: String(format: "%.0f calls/s per pair (aim ≥ 5,000)", calls / measured)))
        }
        return rows
    }

    private static func replay(_ log: [RecordingEngine.Entry], on engine: any Engine) throws {
        defer { engine.close() }
        for entry in log {
            switch entry {
            case .open(let schema): try engine.open(schema: schema)
            case .call(let call, _): _ = try? engine.perform(call)
            case .close: break
            }
        }
    }
}
