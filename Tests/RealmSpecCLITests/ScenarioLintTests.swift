// One scenario with a lint error among good ones: only that scenario is an
// error (in the terminal output, results.json and JUnit), the others run and
// pass; lint still reports it and exits 1. Metadata ids against pages.yaml.

import Foundation
import Testing

@Suite("lint per scenario, end to end")
struct ScenarioLintTests {
    static let mixed = """
        // page: p

        /// The first good one.
        func testGoodOne() throws {
            let realm = try Realm()
            try realm.write { realm.add(Dog(value: ["name": "Rex", "age": 3])) }
            XCTAssertEqual(realm.objects(Dog.self).count, 1)
        }

        /// The bad one.
        func testBad() throws {
            let realm = try Realm()
            realm.frobnicate()
        }

        /// The second good one.
        func testGoodTwo() throws {
            let realm = try Realm()
            XCTAssertEqual(realm.objects(Dog.self).count, 0)
        }

        """

    /// name -> status of every case in results.json.
    private func statuses(_ json: String) throws -> [String: [String]] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let cases = try #require(object?["cases"] as? [[String: Any]])
        var result: [String: [String]] = [:]
        for record in cases {
            result[record["name"] as? String ?? "?", default: []].append(record["status"] as? String ?? "?")
        }
        return result
    }

    @Test("run --list marks the scenario that cannot run, and only it")
    func listMarksLintErrors() throws {
        let tree = try SpecTree()
        try tree.write("Specs/p/Mixed.swift", Self.mixed)
        let list = try tree.run(["run", "--list"])
        #expect(list.stdoutLines.contains("p/Mixed.swift::testBad (cannot run: lint errors)"), "\(list)")
        #expect(list.stdoutLines.contains("p/Mixed.swift::testGoodOne"), "\(list)")
    }

    @Test("the good scenarios pass and only the bad one is an error, in results.json and JUnit")
    func oneBadAmongGood() throws {
        let tree = try SpecTree()
        try tree.write("Specs/p/Mixed.swift", Self.mixed)
        let result = try tree.run(["run", "--jobs", "1", "--engine", "reference", "--engine", "sqlite"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("Specs/p/Mixed.swift:13:11: error: unknown member 'frobnicate' on 'Realm'"), "\(result)")
        #expect(result.summary == "4 passed, 2 failed, 0 skipped", "the two errors count as failed: \(result)")
        #expect(result.countsLine == "0 xfail, 0 xpass, 2 error, 0 timeout", "\(result)")
        let json = try #require(tree.read("Reports/results.json"))
        #expect(try statuses(json) == ["testGoodOne": ["pass", "pass"], "testBad": ["error", "error"],
                                       "testGoodTwo": ["pass", "pass"]])
        let junit = try #require(tree.read("Reports/junit.xml"))
        #expect(junit.components(separatedBy: "<testcase ").count - 1 == 6, "\(junit)")
        #expect(junit.components(separatedBy: "<error ").count - 1 == 2, "\(junit)")
        #expect(!junit.contains("name=\"Mixed.swift\""), "the file is not one error case")
        for chunk in junit.components(separatedBy: "<testcase ").dropFirst() {
            #expect(chunk.contains("<error ") == chunk.hasPrefix("name=\"testBad\""), "\(chunk)")
        }
    }

    @Test("lint reports the scenario's problem and exits 1")
    func lintStillFails() throws {
        let tree = try SpecTree()
        try tree.write("Specs/p/Mixed.swift", Self.mixed)
        let result = try tree.run(["lint"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stdoutLines == ["Specs/p/Mixed.swift:13:11: error: unknown member 'frobnicate' on 'Realm'",
                                       "1 file, 3 scenarios, 1 error"], "\(result)")
    }

    @Test("page, section and claim ids are checked against pages.yaml, each wrong one at its place with a suggestion")
    func metadataIds() throws {
        let tree = try SpecTree()
        try tree.write("Specs/pages.yaml", """
            pages:
              - id: p
                title: P
                languages: [ja]
                sections:
                  - id: adding
                    title: Adding
                    claims:
                      - id: p.add.one
                        text: Adding one object.
                        members: [Realm.add(_:update:)]
              - id: sdk
                title: The SDK
                languages: []
                sections:
                  - id: sdk-api
                    title: API

            """)
        try tree.write("Specs/p/Meta.swift", """
            // page: p

            /// Right.
            /// - section: adding
            /// - claims: p.add.one
            func testRight() throws {
                let realm = try Realm()
                try realm.write { realm.add(Dog(value: ["name": "Rex"])) }
                XCTAssertEqual(realm.objects(Dog.self).count, 1)
            }

            /// Wrong.
            /// - section: addin
            /// - claims: p.add.on
            func testWrong() throws {
            }

            """)
        let lint = try tree.run(["lint"])
        #expect(lint.status == 1, "\(lint)")
        #expect(lint.stdoutLines == [
            "Specs/p/Meta.swift:13:16: error: unknown section 'addin' of page 'p'; did you mean 'adding'?",
            "Specs/p/Meta.swift:14:15: error: unknown claim id 'p.add.on' in page 'p'; did you mean 'p.add.one'?",
            "1 file, 2 scenarios, 2 errors",
        ], "\(lint)")
        let run = try tree.run(["run", "--jobs", "1"])
        #expect(run.summary == "1 passed, 1 failed, 0 skipped", "\(run)")
        let coverage = try tree.run(["coverage"])
        #expect(coverage.stdout.contains("SDK behaviours no documentation page states:"), "\(coverage)")
    }

    @Test("lint lists every pages.yaml problem and still lints the scenario files; a shared model's problem once")
    func onePass() throws {
        let tree = try SpecTree()
        try tree.write("Specs/Models/Bad.swift", """
            class Kennel: Object {
                @Persisted(primaryKey: true) var a = 0
                @Persisted(primaryKey: true) var b = 0
            }

            """)
        try tree.write("Specs/pages.yaml", """
            pages:
              - id: p
                title: P
                languages: [ja]
                sections: []
                colour: red
              - id: q
                title: Q
                languages: []
                sections:
                  - id: s
                    claims: []

            """)
        try tree.write("Specs/p/Mixed.swift", Self.mixed)
        try tree.write("Specs/p/Other.swift", "// page: p\n\n/// O.\nfunc testOther() throws {\n}\n")
        let result = try tree.run(["lint"])
        #expect(result.status == 1, "\(result)")
        let lines = result.stdoutLines
        #expect(lines.filter { $0.hasPrefix("Specs/pages.yaml:6:") }.count == 1, "\(result)")
        #expect(lines.filter { $0.hasPrefix("Specs/pages.yaml:11:") }.count == 1, "\(result)")
        #expect(lines.contains("Specs/p/Mixed.swift:13:11: error: unknown member 'frobnicate' on 'Realm'"), "\(result)")
        #expect(lines.filter { $0.hasPrefix("Specs/Models/Bad.swift:") }.count == 1, "\(result)")
    }
}
