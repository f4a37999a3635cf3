// The engine conformance kit on the PostgreSQL engine, on the server the
// engine finds (make's throwaway server or REALMSPEC_POSTGRES_URL).
// Section ids: crud-update#update-realm-objects, crud-delete#delete-realm-objects

import Testing
import RealmSpecCore
import EngineTestSupport
import PostgresEngine

@Suite("PostgreSQL engine conformance", .enabled(if: !TestServer.skipped, "REALMSPEC_POSTGRES=off"))
struct PostgresConformanceTests {
    @Test("the PostgreSQL engine passes the conformance check", arguments: EngineConformanceKit.checks)
    func conforms(_ check: ConformanceCheck) {
        guard TestServer.ready() else { return }
        let failures = check.run(factory: { () throws(EngineError) -> any Engine in PostgresEngine() })
        #expect(failures.isEmpty, "\(failures.map(\.message).joined(separator: "\n"))")
    }

    @Test("every capability is declared, reopen included")
    func capabilities() {
        let info = PostgresEngine().info
        #expect(info.name == "postgres")
        #expect(info.capabilities == Set(Capability.allCases))
        #expect(EngineConformanceKit.checks.filter { $0.applies(to: info) }.count > 30)
    }
}
