// Scenario language, speed: parse + lint of a generated corpus, and
// the interpreter's cost per engine call against calling the engine directly.

internal import Foundation
internal import RealmSpecCore
internal import ReferenceEngine
internal import EngineTestSupport
internal import ScenarioLanguage
internal import SpecRunner

enum GeneratedCorpus {
    /// Writes `scenarios` scenarios (ten per file) and the shared models into a
    /// fresh folder and returns its path.
    static func make(scenarios: Int, models: String) throws -> String {
        let root = NSTemporaryDirectory() + "realmspec-bench-\(scenarios)-\(getpid())"
        let fm = FileManager.default
        try? fm.removeItem(atPath: root)
        try fm.createDirectory(atPath: root + "/gen", withIntermediateDirectories: true)
        try fm.copyItem(atPath: models, toPath: root + "/Models")
        var n = 0
        var fileIndex = 0
        while n < scenarios {
            var text = "// page: bench\n// tags: generated\n\n"
            for _ in 0..<min(10, scenarios - n) {
                text += scenario(n)
                n += 1
            }
            try text.write(toFile: root + "/gen/File\(fileIndex).swift", atomically: true, encoding: .utf8)
            fileIndex += 1
        }
        return root
    }

    static func scenario(_ n: Int) -> String {
        """
        /// Generated scenario \(n) adds, queries and deletes dogs.
        /// - section: generated
        func testGenerated\(n)() throws {
            let realm = try Realm()
            try realm.write {
                realm.add(Dog(value: ["name": "D\(n)", "age": \(n % 5)]))
                realm.add(Dog(value: ["name": "E\(n)", "age": 3]))
            }
            let young = realm.objects(Dog.self).where { $0.age < 2 }
            XCTAssertEqual(realm.objects(Dog.self).count, 2)
            try realm.write {
                realm.delete(young)
            }
            XCTAssertEqual(young.count, 0)
        }


        """
    }
}

enum LanguageBench {
    static func parseAndLint(scenarios: Int, models: String) throws -> (BenchRow, SpecCorpus) {
        let root = try GeneratedCorpus.make(scenarios: scenarios, models: models)
        defer { try? FileManager.default.removeItem(atPath: root) }
        var corpus: SpecCorpus?
        let tLoad = try fastest { corpus = try SpecCorpus.load(paths: [root + "/gen"], root: root) }
        let files = try FileManager.default.contentsOfDirectory(atPath: root + "/gen").map { root + "/gen/" + $0 }
        let sources = try files.map { try String(contentsOfFile: $0, encoding: .utf8) }
        let tParse = fastest { for source in sources { blackHole(ParseFloor.parse(source)) } }
        guard let loaded = corpus, loaded.scenarios.count == scenarios else {
            throw EngineError(.engineFailure, "generated corpus loaded \(corpus?.scenarios.count ?? 0) of \(scenarios) scenarios: \(corpus?.files.first?.diagnostics.first?.description ?? "")")
        }
        let row = BenchRow(name: "parse + lint \(scenarios) generated scenarios (floor: swift-syntax's parser alone)",
                           measured: tLoad, floor: tParse, aim: "report (\(Int(Double(scenarios) / tLoad)) scenarios/s)")
        return (row, loaded)
    }

    /// Runs every scenario of the corpus through the interpreter, then replays
    /// the exact engine calls it made directly on a fresh engine.
    static func interpreterOverhead(corpus: SpecCorpus) throws -> BenchRow {
        let plan = corpus.scenarios
        var recorded: [(Schema, [EngineCall])] = []
        for planned in plan {
            let recorder = RecordingEngine(wrapping: ReferenceEngine())
            _ = ScenarioInterpreter.run(planned.scenario, of: planned.file, on: recorder)
            recorded.append((planned.file.schema, recorder.calls))
        }
        let callCount = recorded.reduce(0) { $0 + $1.1.count }
        // Taken in turn, the fastest of several each, so that a slow spell
        // of the machine hits both alike.
        var tInterpreted = Double.infinity, tDirect = Double.infinity
        for _ in 0..<15 {
            tInterpreted = min(tInterpreted, fastest(repeats: 1) {
                for planned in plan { blackHole(ScenarioInterpreter.run(planned.scenario, of: planned.file, on: ReferenceEngine())) }
            })
            tDirect = min(tDirect, fastest(repeats: 1) {
                for (schema, calls) in recorded {
                    let engine = ReferenceEngine()
                    try? engine.open(schema: schema)
                    for call in calls { blackHole(try? engine.perform(call)) }
                    engine.close()
                }
            })
        }
        return BenchRow(name: "\(plan.count) scenarios interpreted (\(callCount) engine calls) vs the same calls made directly",
                        measured: tInterpreted, floor: tDirect, aim: "≤ 2×")
    }
}
