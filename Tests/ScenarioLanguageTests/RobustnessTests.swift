// Broken scenario files never crash the loader, lint or the interpreter:
// every problem comes back as a diagnostic or an outcome.

import Foundation
import RealmSpecCore
import ReferenceEngine
import Testing
@testable import ScenarioLanguage

@Suite("robustness")
struct RobustnessTests {
    static let pieces: [Character] = ["(", ")", "{", "}", ".", "!", "?", "0", "$", "\"", "=", "<", "\\", "["]

    func mutate(_ text: String, _ rng: inout SplitMix) -> String {
        var chars = Array(text)
        for _ in 0..<Int.random(in: 1...4, using: &rng) where !chars.isEmpty {
            let i = Int.random(in: 0..<chars.count, using: &rng)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: chars.remove(at: i)
            case 1: chars.insert(Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &rng)], at: i)
            case 2: chars.swapAt(i, Int.random(in: 0..<chars.count, using: &rng))
            default: chars.removeSubrange(i..<min(chars.count, i + Int.random(in: 1...30, using: &rng)))
            }
        }
        return String(chars)
    }

    @Test("mutated corpus files load, lint and run without trapping")
    func mutatedFiles() {
        let options = LoadOptions(modelsDirectory: packageRoot + "/Specs/Models")
        let paths = specFiles("language")
        var rng = SplitMix(seed: 42)
        var ran = 0
        for round in 0..<150 {
            let path = paths[round % paths.count]
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            let file = ScenarioLoader.load(source: mutate(text, &rng), path: path, options: options)
            #expect(file.diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 && !$0.message.isEmpty })
            guard !file.hasErrors else { continue }
            for s in file.scenarios {
                let outcome = ScenarioInterpreter.run(s, of: file, on: ReferenceEngine())
                #expect(outcome.status != .error || outcome.error != nil)
                ran += 1
            }
        }
        #expect(ran > 0)
    }
}
