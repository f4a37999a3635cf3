import Foundation
import PostgresEngine
import RealmSpecCore
import Testing

@Suite("PostgreSQL floor connection", .enabled(if: !TestServer.skipped, "REALMSPEC_POSTGRES=off"))
struct PostgresFloorConnectionTests {
    @Test("hand-written statements and named prepared statements run; a refused one is an error")
    func runs() throws {
        let db = try PostgresFloorConnection(conninfo: PostgresServer.conninfo().get())
        try db.exec("CREATE TEMPORARY TABLE floor_t (a bigint)")
        try db.prepare("floor_ins", "INSERT INTO floor_t VALUES ($1)")
        try db.run("floor_ins", ["7"])
        #expect { try db.run("floor_ins", ["not a number"]) } throws: { ($0 as? EngineError)?.message.contains("floor: PostgreSQL:") == true }
        #expect(throws: EngineError.self) { try db.exec("SELECT * FROM floor_missing") }
    }

    @Test("a server that is not there is an error, not a crash")
    func noServer() {
        #expect(throws: EngineError.self) { try PostgresFloorConnection(conninfo: "host=/nonexistent/realmspec connect_timeout=1") }
    }
}
