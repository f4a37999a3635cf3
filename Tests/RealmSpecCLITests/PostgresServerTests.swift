// `realmspec run --engine postgres` without a server: every scenario on it is
// an error naming the connection problem, the other engines' scenarios
// still run, the reports are written and the run exits 1. Never a pass.
// Section ids: crud-update#update-realm-objects

import Foundation
import Testing

@Suite("the postgres engine without a server")
struct PostgresServerTests {
    @Test("with no server to connect to, postgres scenarios are errors naming it and the rest of the run goes on")
    func noServer() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes), ("testTwo", Body.passes)])
        let result = try tree.run(["run", "--jobs", "2", "--engine", "reference", "--engine", "postgres", "--report-dir", "out"],
                                  environment: ["REALMSPEC_POSTGRES_URL": nil, "REALMSPEC_POSTGRES_SOCKET": tree.path("no-server")])
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("reference: 2 passed, 0 failed, 0 skipped; 0 xfail, 0 xpass, 0 error, 0 timeout"), "\(result)")
        #expect(result.stdout.contains("postgres: 0 passed, 2 failed, 0 skipped; 0 xfail, 0 xpass, 2 error, 0 timeout"), "\(result)")
        #expect(result.stdout.contains("engineFailure: cannot start engine 'postgres': open: no PostgreSQL server to connect to"),
                "\(result)")
        #expect(result.stdout.contains("REALMSPEC_POSTGRES_URL"), "\(result)")
        #expect(tree.read("out/junit.xml")?.contains("no PostgreSQL server to connect to") == true)
    }

    @Test("--engine all with no server: one line saying postgres cannot start and how to start it, its cases errors, the message once in the summary")
    func allWithoutServer() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", (1...5).map { ("testCase\($0)", Body.passes) })
        let result = try tree.run(["run", "--jobs", "2", "--engine", "all", "--report-dir", "out"],
                                  environment: ["REALMSPEC_POSTGRES_URL": nil, "REALMSPEC_POSTGRES_SOCKET": tree.path("no-server")])
        #expect(result.status == 1, "\(result)")
        let lines = result.stderr.split(separator: "\n").filter { $0.contains("postgres") }
        #expect(lines.count == 1, "\(result)")
        #expect(lines.first?.hasPrefix("error: engine 'postgres' cannot start, so its 5 cases count as errors. "
                                       + "Start the server with 'make postgres-start'") == true, "\(result)")
        #expect(result.stdout.components(separatedBy: "no PostgreSQL server").count - 1 == 1,
                "the reason once, in the grouped closing line: \(result)")
        #expect(result.stdoutLines.contains { $0.hasPrefix("  ERROR   [postgres] testCase1, testCase2, testCase3 and 2 more (5 cases): "
                                                            + "engineFailure: cannot start engine 'postgres'") }, "\(result)")
        #expect(result.stdout.contains("postgres: 0 passed, 5 failed, 0 skipped; 0 xfail, 0 xpass, 5 error, 0 timeout"), "\(result)")
        #expect(result.summary == "10 passed, 5 failed, 0 skipped", "\(result)")
        let junit = try #require(tree.read("out/junit.xml"))
        #expect(junit.components(separatedBy: "<error ").count - 1 == 5, "each case an error in the report: \(junit)")
    }
}
