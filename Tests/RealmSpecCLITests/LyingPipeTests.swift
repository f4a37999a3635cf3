// A wrong reply over the pipe never becomes a verdict: the corpus run through
// a proxy between the external client and `realmspec serve --engine
// reference` that answers `none` wherever a bool, int, value or optional is
// due. The proxy notes each `open` and whether it lied after it: as many
// scenarios as it lied to are `error`s of type `engine` naming the call, and
// every other scenario passes.

import Foundation
import Testing

/// A JSON-lines proxy: relays each line, and replaces every bool, int, value
/// or optional reply to a call with `none`. It appends `open` to the log at
/// each `open`, and `lied` at the first lie after it.
private let proxy = """
import json, subprocess, sys
engine = subprocess.Popen(sys.argv[2:], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
log, lied, calls = open(sys.argv[1], "a"), False, set()
def note(word):
    log.write(word + "\\n"); log.flush()
for line in sys.stdin:
    request = json.loads(line)
    if "open" in request:
        note("open"); lied = False
    if "call" in request:
        calls.add(request["id"])
    engine.stdin.write(line); engine.stdin.flush()
    answer = json.loads(engine.stdout.readline())
    reply = answer.get("reply")
    if answer.get("id") in calls and isinstance(reply, dict) and set(reply) & {"bool", "int", "value", "optional"}:
        answer["reply"] = {"none": {}}
        if not lied:
            note("lied"); lied = True
    sys.stdout.write(json.dumps(answer) + "\\n"); sys.stdout.flush()
"""

private let python3 = ["/usr/bin/python3", "/usr/local/bin/python3", "/bin/python3"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

@Suite("A lying engine over the pipe gets no verdict")
struct LyingPipeTests {
    @Test("every scenario a proxy lies to over the pipe is an engine error naming the call; no lied-to scenario passes or fails",
          .enabled(if: python3 != nil, "python3 is not installed"),
          arguments: ["crud-delete", "crud-update", "language", "rlmarray", "sdk"])
    func corpusThroughALyingProxy(_ folder: String) throws {
        let tree = try SpecTree()
        try tree.write("proxy.py", proxy)
        let binary = try realmspecBinary()
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let command = "\(python3 ?? "python3") \(tree.path("proxy.py")) \(tree.path("lies.log")) \(binary) serve --engine reference"
        let result = try tree.run(["run", package + "/Specs/" + folder, "--specs-root", package + "/Specs",
                                   "--engine", "external:\(command)", "--report-dir", tree.path("Reports")], limit: 600)
        let data = try Data(contentsOf: URL(fileURLWithPath: tree.path("Reports/results.json")))
        let cases = (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["cases"] as? [[String: Any]] ?? []
        let log = (tree.read("lies.log") ?? "").split(separator: "\n")
        let lied = log.filter { $0 == "lied" }.count, opens = log.filter { $0 == "open" }.count

        let status = { (c: [String: Any]) in c["status"] as? String ?? "" }
        let engineErrors = cases.filter {
            status($0) == "error" && $0["failureType"] as? String == "engine"
                && ($0["message"] as? String ?? "").contains("answered '") && ($0["message"] as? String ?? "").contains("with none; expected")
        }
        let others = cases.filter { status($0) != "pass" && !engineErrors.map { $0["name"] as? String }.contains($0["name"] as? String) }
        #expect(cases.count > 20, "\(result)")
        #expect(lied > 10, "the proxy lied in \(lied) scenarios")
        // The runner may open an engine once more than it runs scenarios (to greet it).
        #expect(opens >= cases.count, "one open per scenario: \(opens) for \(cases.count)")
        #expect(engineErrors.count == lied, "every scenario lied to is an engine error: \(engineErrors.count) of \(lied)")
        #expect(cases.filter { status($0) == "pass" }.count == cases.count - lied, "only the scenarios not lied to pass")
        let junit = tree.read("Reports/junit.xml") ?? ""
        #expect(junit.components(separatedBy: "type=\"engine\"").count - 1 == lied, "each is an <error> of type engine in JUnit")
        #expect(others.isEmpty, "\(others.map { "\($0["name"] ?? "") \(status($0)): \($0["message"] ?? "")" })")
    }
}
