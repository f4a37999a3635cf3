// What a lint problem fails: a problem inside one scenario fails that
// scenario only; a file-level problem (syntax the parser cannot place, a
// model declaration, file-level metadata) fails the file. Also duplicate
// scenario names and metadata ids checked against the pages.

import RealmSpecCore
@testable import ScenarioAPI
@testable import ScenarioInterpreter
@testable import ScenarioLanguage
import Testing

private let pages = KnownPages(pages: [
    .init(id: "crud-delete", sections: [
        .init(id: "delete-an-object", claims: ["delete.requires-write", "delete.object.invalidates", "delete.async.non-blocking"],
              outOfScope: ["delete.async.non-blocking": "threads or queues"]),
        .init(id: "delete-all-objects", claims: ["delete.all"]),
    ]),
    .init(id: "crud-update", sections: [.init(id: "update-an-object", claims: ["update.in-write"])]),
    .init(id: "sdk", sections: [.init(id: "sdk-query", claims: [])]),
])

private func errors(_ file: SpecFile, _ name: String) -> [Diagnostic] {
    file.scenarios.filter { $0.name == name }.flatMap(\.diagnostics).filter { $0.severity == .error }
}

@Suite("lint per scenario")
struct LintScopeTests {
    @Test("an unknown member in one scenario fails that scenario only; the others run and pass")
    func oneBadScenario() throws {
        let file = load("""
        func testGood1() throws {
            XCTAssertEqual(1, 1)
        }
        func testBad() throws {
            let realm = try Realm()
            realm.frobnicate()
            XCTAssertEqual(2, 2)
        }
        func testGood2() throws {
            XCTAssertEqual(3, 3)
        }
        """)
        #expect(!file.hasFileErrors)
        #expect(file.hasErrors)
        #expect(errors(file, "testGood1").isEmpty && errors(file, "testGood2").isEmpty)
        let bad = errors(file, "testBad")
        #expect(bad.map(\.message) == ["unknown member 'frobnicate' on 'Realm'"])
        #expect(bad.first?.location.line == line(6))
        // Lint still lists it among the file's diagnostics.
        #expect(file.diagnostics.contains(bad[0]))
        var outcomes: [String: ScenarioOutcome] = [:]
        for scenario in file.scenarios { outcomes[scenario.name] = ScenarioInterpreter.run(scenario, of: file, on: TinyEngine()) }
        #expect(outcomes["testGood1"]?.status == .passed)
        #expect(outcomes["testGood2"]?.status == .passed)
        let outcome = try #require(outcomes["testBad"])
        #expect(outcome.status == .error)
        #expect(outcome.error?.kind == "lint")
        #expect(outcome.error?.message.contains("unknown member 'frobnicate' on 'Realm'") == true)
        #expect(outcome.error?.location?.line == line(6))
    }

    @Test("a syntax error inside a scenario whose braces are whole fails only that scenario")
    func syntaxErrorInsideScenario() {
        let file = load("""
        func testA() throws {
            XCTAssertEqual(1, 1
        }
        func testB() throws {
            XCTAssertEqual(2, 2)
        }
        """)
        #expect(!file.hasFileErrors)
        #expect(!errors(file, "testA").isEmpty)
        #expect(errors(file, "testB").isEmpty)
    }

    @Test("a missing closing brace fails the whole file: the scenarios after it may have been swallowed")
    func missingBraceIsFileLevel() {
        let file = load("""
        func testA() throws {
            if true {
                XCTAssertEqual(1, 1)
        }
        func testB() throws {
            XCTAssertEqual(2, 2)
        }
        """)
        #expect(file.hasFileErrors)
        #expect(file.fileDiagnostics.contains { $0.message == "expected '}'" })
    }

    @Test("a scenario without a body is an error of that scenario, not a silent pass")
    func noBody() throws {
        let file = load("""
        func testNoBody() throws

        func testB() throws {
            XCTAssertEqual(2, 2)
        }
        """)
        #expect(!file.hasFileErrors)
        #expect(errors(file, "testNoBody").map(\.message) == ["scenario 'testNoBody' has no body"])
        #expect(errors(file, "testB").isEmpty)
        let outcome = ScenarioInterpreter.run(file.scenarios[0], of: file, on: TinyEngine())
        #expect(outcome.status == .error)
    }

    @Test("a broken model declaration fails the whole file")
    func brokenModelIsFileLevel() {
        let file = load("""
        class Kennel: Object {
            @Persisted(primaryKey: true) var a = 0
            @Persisted(primaryKey: true) var b = 0
        }
        func testA() throws {
            XCTAssertEqual(1, 1)
        }
        """)
        #expect(file.hasFileErrors)
        #expect(file.scenarios.allSatisfy { !$0.hasErrors })
        let outcome = ScenarioInterpreter.run(file.scenarios[0], of: file, on: TinyEngine())
        #expect(outcome.status == .error)
        #expect(outcome.error?.message.hasPrefix("the file does not lint") == true)
    }

    @Test("every problem of the file's models is listed, each property's at its own line")
    func everyModelProblem() {
        let file = load("""
        class Kennel: Object {
            @Persisted(primaryKey: true) var a = 0
            @Persisted(primaryKey: true) var b = 0
            @Persisted var c: Frob?
        }
        class Shed: Object {
            @Persisted var w: Wobble?
        }
        func testA() throws {
        }
        """)
        let found = file.fileDiagnostics.filter { $0.severity == .error }
        #expect(found.map(\.message) == ["type 'Kennel' declares more than one primary key: 'a', 'b'",
                                         "property 'Kennel.c' links to unknown model type 'Frob'",
                                         "property 'Shed.w' links to unknown model type 'Wobble'"])
        #expect(found.map(\.location.line) == [line(1), line(4), line(7)])
    }

    @Test("every problem of one scenario is listed, and the outcome counts the rest")
    func everyProblemListed() {
        let file = load("""
        func testBad() throws {
            let realm = try Realm()
            realm.frobnicate()
            let dog = Dog()
            dog.agee = 3
            assertThrows(realm.add(dog), .notInWrit)
        }
        """)
        let bad = errors(file, "testBad")
        #expect(bad.count == 3, "\(bad)")
        let outcome = ScenarioInterpreter.run(file.scenarios[0], of: file, on: TinyEngine())
        #expect(outcome.error?.message.hasSuffix("(and 2 more)") == true)
    }

    @Test("two scenarios of one name: an error at the second naming the first")
    func duplicateName() throws {
        let (text, positions) = marked(testModels + """
        func 1️⃣testA() throws {
            XCTAssertEqual(1, 1)
        }
        func 2️⃣testA() throws {
            XCTAssertEqual(2, 2)
        }
        """)
        let file = ScenarioLoader.load(source: text, path: "Specs/p/D.swift", options: LoadOptions())
        #expect(!file.hasFileErrors)
        #expect(file.scenarios.count == 2)
        #expect(!file.scenarios[0].hasErrors)
        let duplicate = try #require(file.scenarios[1].diagnostics.first)
        let (firstLine, firstColumn) = try #require(positions["1️⃣"])
        let (line, column) = try #require(positions["2️⃣"])
        #expect(duplicate.id == "duplicate-scenario")
        #expect(duplicate.message == "duplicate scenario name 'testA'; the first is at Specs/p/D.swift:\(firstLine):\(firstColumn)")
        #expect((duplicate.location.line, duplicate.location.column) == (line, column))
        #expect(ScenarioInterpreter.run(file.scenarios[0], of: file, on: TinyEngine()).status == .passed)
        #expect(ScenarioInterpreter.run(file.scenarios[1], of: file, on: TinyEngine()).status == .error)
    }
}

@Suite("metadata ids against pages.yaml")
struct MetadataIdTests {
    @Test("an unknown file-level page fails the file, at the page line, with the nearest page id")
    func unknownPage() throws {
        let text = "// page: 1️⃣crud-delet\n// tags: x\n\n/// A.\nfunc testA() throws {\n    XCTAssertEqual(1, 1)\n}\n"
        let (source, marks) = marked(text)
        let loaded = ScenarioLoader.load(source: source, path: "Specs/crud-delete/T.swift", options: LoadOptions(pages: pages))
        let d = try #require(loaded.fileDiagnostics.first { $0.id == "unknown-page" })
        #expect(d.message == "unknown page id 'crud-delet'; did you mean 'crud-delete'?")
        #expect((d.location.line, d.location.column) == (marks["1️⃣"]!.0, marks["1️⃣"]!.1))
        #expect(loaded.hasFileErrors)
    }

    @Test("a section must be a section of the scenario's page; an unknown one gets a suggestion")
    func unknownSection() throws {
        let text = """
        // page: crud-delete

        /// A.
        /// - section: 1️⃣delete-an-objct
        func testA() throws {
        }

        /// B.
        /// - section: 2️⃣update-an-object
        func testB() throws {
        }

        /// C.
        /// - section: delete-all-objects
        func testC() throws {
        }
        """
        let (source, marks) = marked(text)
        let file = ScenarioLoader.load(source: source, path: "Specs/crud-delete/T.swift", options: LoadOptions(pages: pages))
        #expect(!file.hasFileErrors)
        let a = try #require(errors(file, "testA").first)
        #expect(a.id == "unknown-section")
        #expect(a.message == "unknown section 'delete-an-objct' of page 'crud-delete'; did you mean 'delete-an-object'?")
        #expect((a.location.line, a.location.column) == (marks["1️⃣"]!.0, marks["1️⃣"]!.1))
        let b = try #require(errors(file, "testB").first)
        #expect(b.message == "section 'update-an-object' is not on page 'crud-delete'; it is on page 'crud-update'")
        #expect((b.location.line, b.location.column) == (marks["2️⃣"]!.0, marks["2️⃣"]!.1))
        #expect(errors(file, "testC").isEmpty)
    }

    @Test("a scenario may not name a claim that is out of scope: no scenario can check it")
    func outOfScopeClaim() throws {
        let file = ScenarioLoader.load(source: """
        // page: crud-delete

        /// A.
        /// - section: delete-an-object
        /// - claims: delete.requires-write, delete.async.non-blocking
        func testA() throws {
        }
        """, path: "Specs/crud-delete/T.swift", options: LoadOptions(pages: pages))
        #expect(errors(file, "testA").map(\.message) == [
            "claim 'delete.async.non-blocking' is out of scope (threads or queues): no scenario can check it",
        ])
    }

    @Test("each claim must be a claim of the scenario's section, reported at the claim itself")
    func claimsOfTheSection() throws {
        let text = """
        // page: crud-delete

        /// A.
        /// - section: delete-an-object
        /// - claims: delete.requires-write, 1️⃣delete.all, 2️⃣delete.object.invalidate
        func testA() throws {
        }

        /// B.
        /// - section: delete-an-object
        /// - claims: delete.requires-write, delete.object.invalidates
        func testB() throws {
        }
        """
        let (source, marks) = marked(text)
        let file = ScenarioLoader.load(source: source, path: "Specs/crud-delete/T.swift", options: LoadOptions(pages: pages))
        let found = errors(file, "testA")
        #expect(found.map(\.message) == [
            "claim 'delete.all' belongs to section 'crud-delete#delete-all-objects', not to section 'crud-delete#delete-an-object'",
            "unknown claim id 'delete.object.invalidate' in section 'crud-delete#delete-an-object'; did you mean 'delete.object.invalidates'?",
        ])
        #expect(found.map { [$0.location.line, $0.location.column] } == [[marks["1️⃣"]!.0, marks["1️⃣"]!.1],
                                                                         [marks["2️⃣"]!.0, marks["2️⃣"]!.1]])
        #expect(errors(file, "testB").isEmpty)
    }

    @Test("the language self-test page is not in pages.yaml: its sections are free, its claims still checked")
    func selfTestPage() {
        let text = """
        // page: language

        /// A.
        /// - section: values
        func testA() throws {
        }

        /// B.
        /// - section: values
        /// - claims: delete.requires-writ
        func testB() throws {
        }
        """
        let file = ScenarioLoader.load(source: text, path: "Specs/language/T.swift", options: LoadOptions(pages: pages))
        #expect(!file.hasFileErrors)
        #expect(errors(file, "testA").isEmpty)
        #expect(errors(file, "testB").map(\.message) == ["unknown claim id 'delete.requires-writ'; did you mean 'delete.requires-write'?"])
    }

    @Test("a page with no languages (the SDK area) is a page like the others")
    func sdkPage() {
        let text = """
        // page: sdk

        /// A.
        /// - section: sdk-query
        func testA() throws {
        }

        /// B.
        /// - section: sdk-querry
        func testB() throws {
        }
        """
        let file = ScenarioLoader.load(source: text, path: "Specs/sdk/T.swift", options: LoadOptions(pages: pages))
        #expect(errors(file, "testA").isEmpty)
        #expect(errors(file, "testB").map(\.message) == ["unknown section 'sdk-querry' of page 'sdk'; did you mean 'sdk-query'?"])
    }

    @Test("a page in a scenario's own doc comment is checked there")
    func scenarioPage() throws {
        let text = """
        /// A.
        /// - page: 1️⃣crud-updat
        func testA() throws {
        }
        """
        let (source, marks) = marked(text)
        let file = ScenarioLoader.load(source: source, path: "Specs/crud-update/T.swift", options: LoadOptions(pages: pages))
        let d = try #require(errors(file, "testA").first)
        #expect(d.message == "unknown page id 'crud-updat'; did you mean 'crud-update'?")
        #expect((d.location.line, d.location.column) == (marks["1️⃣"]!.0, marks["1️⃣"]!.1))
    }

    @Test("the nearest name: within a third of the word's length, else none")
    func nearestName() {
        #expect(NearestName.closest(to: "delete-an-objet", in: ["delete-an-object", "delete-all"]) == "delete-an-object")
        #expect(NearestName.closest(to: "zzzz", in: ["crud-delete"]) == nil)
        #expect(NearestName.distance("kitten", "sitting") == 3)
    }
}
