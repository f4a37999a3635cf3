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
        #expect(result.stdout.contains("engineFailure: open: no PostgreSQL server to connect to"), "\(result)")
        #expect(result.stdout.contains("REALMSPEC_POSTGRES_URL"), "\(result)")
        #expect(tree.read("out/junit.xml")?.contains("no PostgreSQL server to connect to") == true)
    }
}
