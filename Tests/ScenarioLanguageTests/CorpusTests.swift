// The self-test corpus (Specs/language) and the documentation corpus load
// without diagnostics and pass on the reference engine.

import Foundation
import RealmSpecCore
import ReferenceEngine
import Synchronization
import Testing
@testable import ScenarioLanguage

/// The package root, found from this file's path.
let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

func specFiles(_ folder: String) -> [String] {
    let dir = packageRoot + "/Specs/" + folder
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { dir + "/" + $0 }
}

/// The options the corpus loads with: its shared models.
let corpusOptions = LoadOptions(modelsDirectory: packageRoot + "/Specs/Models")

private let corpusLoads = Mutex<[String: SpecFile]>([:])

/// A corpus file loaded from its source with `corpusOptions`, once per test
/// process: the tests that read the whole corpus share each file's load.
func corpusFile(_ path: String) -> SpecFile {
    if let loaded = corpusLoads.withLock({ $0[path] }) { return loaded }
    let file = ScenarioLoader.load(file: path, options: corpusOptions)
    corpusLoads.withLock { $0[path] = file }
    return file
}

/// Every problem running the files of a folder: diagnostics and non-passing
/// scenarios (with `languageOnly`, only those the language is to blame for:
/// diagnostics, runtime misuses; engine verdicts are the runner's business).
func problems(in folder: String, languageOnly: Bool = false) -> [String] {
    var out: [String] = []
    for path in specFiles(folder) {
        let file = corpusFile(path)
        out += file.diagnostics.map(\.description)
        guard !file.hasErrors else { continue }
        for s in file.scenarios {
            let outcome = ScenarioInterpreter.run(s, of: file, on: ReferenceEngine())
            guard outcome.status != .passed else { continue }
            if languageOnly, outcome.status != .error || outcome.error?.kind != "runtime" { continue }
            let detail = outcome.error.map { "\($0.kind): \($0.message) at \($0.location?.description ?? "?")" }
                ?? outcome.failures.map { "\($0.location): \($0.message)" }.joined(separator: "; ")
            out.append("\(s.name) [\(outcome.status.rawValue)] \(detail)")
        }
    }
    return out
}

@Suite("corpus")
struct CorpusTests {
    @Test("every scenario of the self-test corpus passes on the reference engine")
    func languageCorpus() {
        #expect(!specFiles("language").isEmpty)
        let found = problems(in: "language")
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test("the documentation corpus lints clean and runs without language errors", arguments: ["crud-delete", "crud-update", "rlmarray"])
    func documentationCorpus(_ folder: String) {
        let found = problems(in: folder, languageOnly: true)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}
