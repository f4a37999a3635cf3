// A run of three folders of the corpus through the load cache, pages.yaml,
// the ledger and the expectations included: the same run record cold
// (entries written), warm (entries read) and without the cache. Each corpus
// file's own round trip through its entry is LoadCacheTests' (ScenarioLanguage).

import Foundation
import RealmSpecCore
import ReferenceEngine
import ScenarioLanguage
import SpecReports
import SpecRunModel
@testable import SpecRunner
import Testing

@Suite("runs through the load cache")
struct LoadCacheRunTests {
    /// The package's Specs folder, found from this file's path.
    static let specs: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path + "/Specs"
    }()

    /// The run record of three folders on the reference engine, with times set to zero.
    func record(cache: LoadCache?) throws -> RunRecord {
        let loaded = try SpecCorpus.load(paths: ["crud-delete", "rlmarray", "sdk"].map { Self.specs + "/" + $0 }, jobs: 2, cache: cache)
        let reference = RunnerEngine(name: "reference", factory: { () throws(EngineError) -> any Engine in ReferenceEngine() },
                                     expectations: try ExpectationsLoader.load(engine: "reference", specsRoot: loaded.root))
        var record = SpecRun(corpus: loaded, engines: [reference], options: SchedulerOptions(jobs: 2, timeout: 60)).execute()
        record.startedAt = 0
        for index in record.cases.indices { record.cases[index].duration = 0 }
        return record
    }

    @Test("cold, warm and uncached loads of the corpus give the same run record")
    func sameRecord() throws {
        let folder = try temporaryFolder() + "/cache"
        let cache = LoadCache(folder: folder, tool: "test tool")
        let uncached = try record(cache: nil)
        let cold = try record(cache: cache)
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }
        #expect(entries.count > 50)
        let written = try entries.map { try FileManager.default.attributesOfItem(atPath: folder + "/" + $0)[.systemFileNumber] as? NSNumber }
        let warm = try record(cache: cache)
        // Warm: every entry was read, none written again.
        let after = try entries.map { try FileManager.default.attributesOfItem(atPath: folder + "/" + $0)[.systemFileNumber] as? NSNumber }
        #expect(after == written)
        #expect(uncached.cases.count > 500)
        #expect(cold == uncached)
        #expect(warm == uncached)
    }

    @Test("loading reports each file as it is loaded")
    func progress() throws {
        let root = try temporaryFolder() + "/Specs"
        for name in ["A", "B", "C"] { try write("func test\(name)() {}", to: root + "/p/\(name).swift") }
        let seen = Seen()
        let counts = Counts()
        _ = try SpecCorpus.load(paths: [root], jobs: 2, progress: { counts.add($0, $1) }) { path, options in
            seen.add(path, options)
            return specFile(path, scenarios: [])
        }
        #expect(counts.all.first.map { $0 == (0, 3) } == true)
        #expect(counts.all.map(\.0) == [0, 1, 2, 3])
        #expect(counts.all.allSatisfy { $0.1 == 3 })
    }
}

final class Counts: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [(Int, Int)] = []
    func add(_ a: Int, _ b: Int) { lock.withLock { items.append((a, b)) } }
    var all: [(Int, Int)] { lock.withLock { items } }
}
