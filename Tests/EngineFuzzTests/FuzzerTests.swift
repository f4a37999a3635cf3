// The fuzzer finds a planted bug and shrinks it, finds nothing between two
// reference engines, and is deterministic for a seed whatever the jobs.

@testable import EngineFuzz
import EngineTestSupport
import RealmSpecCore
import ReferenceEngine
import ScenarioLanguage
import Testing

@Suite("fuzzer")
struct FuzzerTests {
    @Test("the same seed generates the same sequences")
    func sameSeedSameSequences() {
        for seed: UInt64 in [1, 20261123, .max] {
            #expect(FuzzGenerator.sequence(seed: seed) == FuzzGenerator.sequence(seed: seed))
        }
        #expect(FuzzGenerator.sequence(seed: 1) != FuzzGenerator.sequence(seed: 2))
    }

    @Test("the reference engine against itself shows no divergence")
    func referenceAgainstItself() {
        let summary = Fuzzer.run(configuration(seed: 7, count: 300, invalidShare: 0.2,
                                               [("reference", referenceFactory), ("reference-again", referenceFactory)]))
        #expect(summary.sequences == 300)
        #expect(summary.calls > 300 * 20)
        #expect(summary.divergences.isEmpty, "\(summary.divergences.map(\.divergence))")
        #expect(summary.engineErrors.isEmpty)
    }

    @Test("a run finds the same divergences with one job and with two")
    func sameResultsWhateverTheJobs() {
        let engines = [("reference", referenceFactory), ("planted", plantedFactory(.filterDropsLastMatch))]
        let one = Fuzzer.run(configuration(seed: 99, count: 200, jobs: 1, engines))
        let two = Fuzzer.run(configuration(seed: 99, count: 200, jobs: 2, engines))
        #expect(one.divergingSequences > 0)
        #expect(one.divergingSequences == two.divergingSequences)
        #expect(one.calls == two.calls)
        #expect(one.divergences.map(\.sequence) == two.divergences.map(\.sequence))
        #expect(one.divergences.map(\.divergence) == two.divergences.map(\.divergence))
    }

    @Test("a planted bug is found, shrunk to at most 10 calls, and the scenario reproduces it",
          arguments: PlantedBugEngine.Bug.allCases)
    func plantedBug(bug: PlantedBugEngine.Bug) throws {
        let engines = [("reference", referenceFactory), ("planted", plantedFactory(bug))]
        let summary = Fuzzer.run(configuration(seed: 20261123, count: 500, engines))
        let found = try #require(summary.divergences.first)
        #expect(found.divergence.engine == "planted")
        let shrunk = try #require(Fuzzer.shrink(found, engines: engines.map { (name: $0.0, factory: $0.1) }))
        let calls = shrunk.steps.filter { $0.call != nil }.count
        #expect(calls <= 10, "\(shrunk.steps)")
        #expect(shrunk.divergence.signature == found.divergence.signature)

        let (text, unexpressed) = ScenarioWriter.file(records: shrunk.records, divergence: shrunk.divergence,
                                                      seed: found.sequenceSeed, runSeed: 20261123, name: "testFuzzPlanted")
        #expect(unexpressed == 0)
        #expect(text.contains("// tags: fuzz") && text.contains("--seed 20261123"))
        let file = loadScenario(text)
        #expect(!file.hasErrors, "\(file.diagnostics.map(\.description))\n\(text)")
        #expect(runScenario(file, on: ReferenceEngine()).status == .passed, "\(text)")
        let onPlanted = runScenario(file, on: PlantedBugEngine(wrapping: ReferenceEngine(), bug: bug))
        #expect(onPlanted.status == .failed, "\(text)")
    }
}

@Suite("comparison")
struct ComparisonTests {
    /// An engine whose unsorted results come back in reverse order.
    final class ReversingEngine: Engine {
        let inner = ReferenceEngine()
        var info: EngineInfo { inner.info }
        func open(schema: Schema) throws(EngineError) { try inner.open(schema: schema) }
        func close() { inner.close() }
        func perform(_ call: EngineCall) throws(EngineError) -> EngineReply {
            let reply = try inner.perform(call)
            if case .elements(.objects) = call, case .values(let vs) = reply { return .values(vs.reversed()) }
            return reply
        }
    }

    /// An engine that numbers its objects differently from the reference.
    final class RenumberingEngine: Engine {
        let inner = ReferenceEngine()
        var info: EngineInfo { inner.info }
        func open(schema: Schema) throws(EngineError) { try inner.open(schema: schema) }
        func close() { inner.close() }
        func perform(_ call: EngineCall) throws(EngineError) -> EngineReply {
            guard let inward = try? shift(-1000).call(call) else { throw EngineError(.engineFailure, "bad key") }
            let reply = try inner.perform(inward)
            guard let outward = try? shift(1000).reply(reply) else { throw EngineError(.engineFailure, "bad key") }
            return outward
        }
        func shift(_ by: Int64) -> KeyRewrite {
            KeyRewrite(liveKey: { k in ObjectKey(type: k.type, id: k.id + by) }, version: { v in v + by },
                       token: { t in t + Int(by) })
        }
    }

    @Test("unsorted results are compared as multisets")
    func unsortedResultsAsMultisets() throws {
        let runner = SequenceRunner(engines: [("reference", ReferenceEngine()), ("reversing", ReversingEngine())])
        let add: (Int64) -> FuzzStep = { id in
            .call(.add(.newObject(NewObject(type: "FzObj", localId: 0, fields: [MapEntry("id", .int(id))])), update: .error), query: nil)
        }
        let steps: [FuzzStep] = [.call(.beginWrite, query: nil), add(1), add(2), add(3),
                                 .call(.commitWrite(withoutNotifying: []), query: nil),
                                 .call(.elements(.objects(type: "FzObj")), query: nil), .checkpoint]
        #expect(try runner.run(steps).divergence == nil)
        // A sorted result's order counts.
        let sorted = steps + [.call(.elements(.sorted(.objects(type: "FzObj"), [SortDescriptor(keyPath: "id")])), query: nil)]
        #expect(try runner.run(sorted).divergence == nil)
    }

    @Test("engines that number their objects differently agree")
    func objectIdentitiesAreSymbolic() {
        let summary = Fuzzer.run(configuration(seed: 3, count: 100, [("reference", referenceFactory),
                                                                     ("renumbering", { () throws(EngineError) -> any Engine in RenumberingEngine() })]))
        #expect(summary.divergences.isEmpty, "\(summary.divergences.map(\.divergence))")
    }

    @Test("a wrong error kind is a divergence")
    func errorKindsCompared() throws {
        let engine = RecordingEngine(info: EngineInfo(name: "x", version: "1", capabilities: []), script: { (call) throws(EngineError) -> EngineReply in
            if case .beginWrite = call { return .none }
            throw EngineError(.typeMismatch, "no")
        })
        let runner = SequenceRunner(engines: [("reference", ReferenceEngine()), ("scripted", engine)])
        let result = try runner.run([.call(.commitWrite(withoutNotifying: []), query: nil)])
        #expect(result.divergence?.expected == .error(.noWriteTransaction))
        #expect(result.divergence?.actual == .error(.typeMismatch))
    }
}
