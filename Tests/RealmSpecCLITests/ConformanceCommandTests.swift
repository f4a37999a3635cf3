// `realmspec conformance --engine X`: the kit on in-process engines and on
// `serve` over the pipe passes, with a table per capability and a JUnit
// report valid against the project's schema; an external engine that
// answers everything gets the protocol checks it breaks, and only those.

import Foundation
import Testing

@Suite("realmspec conformance")
struct ConformanceCommandTests {
    static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("schemas/realmspec-junit.xsd").path

    /// The JUnit report validates against the project's schema.
    private func expectValidReport(_ tree: SpecTree, _ path: String) throws {
        #expect(tree.exists(path), "no report at \(path)")
        let validation = try tree.run(["validate-reports", tree.path(path), "--schema", Self.schema])
        #expect(validation.status == 0, "\(validation)")
    }

    @Test("an in-process engine passes, with a row per capability, and the JUnit report is valid",
          arguments: ["reference", "sqlite"])
    func inProcess(_ engine: String) throws {
        let tree = try SpecTree()
        let result = try tree.run(["conformance", "--engine", engine, "--report-dir", "out"])
        #expect(result.status == 0, "\(result)")
        for row in ["core", "lists", "queries", "notifications", "total"] {
            #expect(result.stdoutLines.contains { $0.hasPrefix(row + " ") && $0.hasSuffix("ok") }, "no passing row '\(row)':\n\(result.stdout)")
        }
        #expect(!result.stdout.contains("protocol:"), "an in-process engine has no protocol suite")
        try expectValidReport(tree, "out/conformance.xml")
        let xml = tree.read("out/conformance.xml") ?? ""
        #expect(xml.contains("conformance: lists"))
        #expect(!xml.contains("<failure"))
    }

    @Test("realmspec serve over the pipe passes the kit and the protocol suite")
    func servedOverThePipe() throws {
        let tree = try SpecTree()
        let binary = try realmspecBinary()
        let result = try tree.run(["conformance", "--engine", "external:'\(binary)' serve --engine reference",
                                   "--junit", "out/serve.xml"])
        #expect(result.status == 0, "\(result)")
        for row in ["protocol: handshake", "protocol: ids", "protocol: malformed requests", "protocol: unknown call"] {
            #expect(result.stdoutLines.contains { $0.hasPrefix(row) && $0.hasSuffix("ok") }, "no passing row '\(row)':\n\(result.stdout)")
        }
        #expect(result.stdout.contains("conformance of 'reference' (external:"))
        try expectValidReport(tree, "out/serve.xml")
    }

    /// An engine that greets in the first version it is offered and answers
    /// every other line, however malformed, with an empty reply.
    static let yesToEverything = """
        import json, sys
        for line in sys.stdin:
            try:
                request = json.loads(line)
            except ValueError:
                request = {}
            if not isinstance(request, dict):
                request = {}
            if "hello" in request:
                asked = (request["hello"].get("protocols") or [1])[0]
                answer = {"hello": {"protocol": asked, "name": "yes-to-everything", "version": "0", "capabilities": []}}
            else:
                answer = {"id": request.get("id"), "reply": {"none": {}}}
            print(json.dumps(answer), flush=True)

        """

    @Test("an external engine that answers everything fails exactly the protocol checks it breaks")
    func brokenExternalEngine() throws {
        let tree = try SpecTree()
        try tree.write("engine.py", Self.yesToEverything)
        let result = try tree.run(["conformance", "--engine", "external:python3 engine.py", "--report-dir", "out"])
        #expect(result.status == 1, "\(result)")
        let failed = Set(result.stdoutLines.filter { $0.hasPrefix("FAIL [protocol") }
            .map { String($0.drop { $0 != "]" }.dropFirst(2)) })
        #expect(failed == [
            "a request before hello is refused with engineFailure",
            "a hello for a protocol version the engine does not speak is not accepted",
            "an error reply carries the id of its request",
            "a line that is not JSON is refused, and the engine keeps serving",
            "a request that is not a JSON object is refused",
            "a request without an id is refused",
            "a request with both open and call is refused",
            "a request with none of open, call and close is refused",
            "a call whose arguments have the wrong type is refused",
            "a call the engine does not know is answered unsupported",
        ], "\(result.stdout)")
        #expect(result.stdoutLines.contains { $0.hasPrefix("protocol: ids") && $0.contains("FAIL") })
        #expect(result.stdout.contains("'isInWriteTransaction'"), "the failures say what was answered instead")
        // It declares no capability: only the core checks of the kit run, and fail.
        #expect(result.stdoutLines.contains { $0.hasPrefix("lists ") && $0.hasSuffix("skipped") }, "\(result.stdout)")
        #expect(result.stdoutLines.contains { $0.hasPrefix("core ") && $0.hasSuffix("FAIL") })
        try expectValidReport(tree, "out/conformance.xml")
    }

    @Test("--only runs the named areas and parts only; an unknown name is a usage error with a suggestion")
    func onlySelection() throws {
        let tree = try SpecTree()
        let result = try tree.run(["conformance", "--engine", "reference", "--report-dir", "out", "--only", "transactions", "--only", "lists"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdoutLines.contains { $0.hasPrefix("core ") && $0.hasSuffix("ok") }, "\(result.stdout)")
        #expect(result.stdoutLines.contains { $0.hasPrefix("lists ") && $0.hasSuffix("ok") }, "\(result.stdout)")
        #expect(!result.stdoutLines.contains { $0.hasPrefix("queries") }, "\(result.stdout)")
        let misspelt = try tree.run(["conformance", "--engine", "reference", "--only", "transaction"])
        #expect(misspelt.status == 2, "\(misspelt)")
        #expect(misspelt.stderr.contains("did you mean 'transactions'?"), "\(misspelt)")
    }

    @Test("a selection that runs no check is an error, never a pass")
    func emptySelection() throws {
        let tree = try SpecTree()
        let none = try tree.run(["conformance", "--engine", "reference", "--report-dir", "out", "--only", "protocol"])
        #expect(none.status == 2, "\(none)")
        #expect(none.stderr.contains("selects no check"), "\(none)")
        try tree.write("engine.py", Self.yesToEverything)
        let skipped = try tree.run(["conformance", "--engine", "external:python3 engine.py", "--report-dir", "out", "--only", "lists"])
        #expect(skipped.status == 1, "\(skipped)")
        #expect(skipped.stderr.contains("every one was skipped"), "\(skipped)")
    }

    @Test("an unknown engine is a usage error with a suggestion")
    func unknownEngine() throws {
        let result = try SpecTree().run(["conformance", "--engine", "referense"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("did you mean 'reference'?"), "\(result)")
    }
}
