import Foundation
import ScenarioInterpreter
import ScenarioLanguage
@testable import SpecRunner
import Testing

@Suite("selection and shards")
struct SelectionTests {
    let scenarios: [PlannedScenario] = (0..<200).map { index in
        let file = specFile("Specs/p\(index % 7)/F\(index % 13).swift", scenarios: [("test\(index)", "s\(index % 5)", ["t\(index % 3)"])])
        return PlannedScenario(file: file, scenario: file.scenarios[0], relativeFile: "p\(index % 7)/F\(index % 13).swift")
    }

    @Test("shards are disjoint and together complete", arguments: [1, 2, 3, 4, 7])
    func shardsPartition(count: Int) throws {
        var seen: [String: Int] = [:]
        for index in 1...count {
            let shard = try #require(Shard(index: index, count: count))
            for planned in ScenarioSelection(shard: shard).apply(scenarios) { seen[planned.id, default: 0] += 1 }
        }
        #expect(seen.count == scenarios.count)
        #expect(seen.values.allSatisfy { $0 == 1 })
    }

    @Test("shard membership depends only on the scenario id")
    func shardsDeterministic() throws {
        let shard = try #require(Shard(parsing: "2/3"))
        let first = ScenarioSelection(shard: shard).apply(scenarios).map(\.id)
        let again = ScenarioSelection(shard: shard).apply(scenarios.reversed()).map(\.id)
        #expect(first == Array(again.reversed()))
        #expect(Shard.stableHash("p/A.swift::testA") == 0xd92d_fd1b_29b4_3215, "the same value on every platform")
        #expect(!first.isEmpty && first.count < scenarios.count)
    }

    @Test("shard syntax", arguments: [("1/1", true), ("3/4", true), ("0/4", false), ("5/4", false), ("1/0", false), ("a/b", false), ("2", false)])
    func shardParsing(text: String, valid: Bool) {
        #expect((Shard(parsing: text) != nil) == valid)
    }

    @Test("the filter matches file, scenario, section or tag, ignoring case",
          arguments: [("p3/", "file"), ("TEST17", "name"), ("s4", "section"), ("t2", "tag")])
    func filter(text: String, what: String) {
        let chosen = ScenarioSelection(filter: text).apply(scenarios)
        #expect(!chosen.isEmpty && chosen.count < scenarios.count)
        for planned in chosen {
            let fields = [planned.relativeFile, planned.scenario.name, planned.section ?? ""] + planned.tags
            #expect(fields.contains { $0.lowercased().contains(text.lowercased()) }, "\(what)")
        }
    }

    @Test("--tag keeps only scenarios with one of the tags")
    func tags() {
        let chosen = ScenarioSelection(tags: ["t0", "t1"]).apply(scenarios)
        #expect(chosen.count == scenarios.filter { !$0.tags.contains("t2") }.count)
        #expect(chosen.allSatisfy { !$0.tags.contains("t2") })
    }

    @Test("file-level tags apply to every scenario of the file")
    func fileTags() {
        let info = ScenarioInfo(name: "testA", location: SourceLocation(file: "f", line: 1, column: 1),
                                metadata: ScenarioMetadata(tags: ["own"]), isAsync: false)
        let file = SpecFile(path: "f", metadata: ScenarioMetadata(page: "pg", tags: ["shared"]), scenarios: [info],
                            diagnostics: [], schema: .init(types: []))
        let planned = PlannedScenario(file: file, scenario: info, relativeFile: "f")
        #expect(planned.tags == ["shared", "own"])
        #expect(planned.page == "pg")
        #expect(ScenarioSelection(tags: ["shared"]).selects(planned))
    }
}
