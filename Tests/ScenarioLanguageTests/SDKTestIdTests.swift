@testable import ScenarioInterpreter
@testable import ScenarioLanguage
import Testing

@Suite("- sdk-test: metadata")
struct SDKTestIdTests {
    let known: Set<String> = ["RealmSwift/Tests/ListTests.swift ListTests.testAppend",
                              "RealmSwift/Tests/ListTests.swift ListTests.testInsert"]

    @Test("ids are read, one or several, with their spaces made one")
    func reads() {
        let (metadata, unknown) = MetadataReader.scenarioMetadata(docLines: [
            "Appends.",
            "- sdk-test: RealmSwift/Tests/ListTests.swift  ListTests.testAppend",
            "- sdk-test: A.swift A.testB, A.swift A.testC",
        ], file: ScenarioMetadata())
        #expect(unknown.isEmpty)
        #expect(metadata.sdkTests == ["RealmSwift/Tests/ListTests.swift ListTests.testAppend", "A.swift A.testB", "A.swift A.testC"])
    }

    @Test("an id naming no ledger entry is reported at the id, with the nearest entry")
    func unknownTest() {
        expectDiagnostic("""
        /// Appends.
        /// - sdk-test: RealmSwift/Tests/ListTests.swift ListTests.testAppend, 1️⃣RealmSwift/Tests/ListTests.swift ListTests.testApend
        func testX() throws {
        }
        """, id: "unknown-sdk-test", message: "the SDK test ledger has no test 'ListTests.testApend' in 'RealmSwift/Tests/ListTests.swift'; did you mean 'ListTests.testAppend'?",
        options: options())
    }

    @Test("an unknown file and a malformed id are reported", arguments: [
        ("RealmSwift/Tests/ListTest.swift ListTests.testAppend", "no file 'RealmSwift/Tests/ListTest.swift'"),
        ("ListTests.testAppend", "is not a ledger entry id"),
    ])
    func unknownFile(id: String, message: String) {
        let (diagnostics, positions) = lint("""
        /// Appends.
        /// - sdk-test: 1️⃣\(id)
        func testX() throws {
        }
        """, options: options())
        let match = diagnostics.first { $0.id == "unknown-sdk-test" }
        #expect(match?.message.contains(message) == true, "\(diagnostics.map(\.description))")
        #expect(match?.location.line == positions["1️⃣"]?.0 && match?.location.column == positions["1️⃣"]?.1)
    }

    @Test("without a ledger, ids are not checked")
    func noLedger() {
        let (diagnostics, _) = lint("""
        /// - sdk-test: anything at all
        func testX() throws {
        }
        """)
        #expect(!diagnostics.contains { $0.id == "unknown-sdk-test" })
    }

    private func options() -> LoadOptions {
        var o = LoadOptions()
        o.knownSDKTests = known
        return o
    }
}
