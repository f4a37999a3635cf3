// When the server goes away: the next call is an `engineFailure` naming the
// lost connection (never a crash, never a quiet pass), and the engine
// connects again on the next open when the server is back. One test cuts
// the engine's connection from the server side; another runs a private
// throwaway server of its own and kills it.
// Section ids: crud-update#update-realm-objects

import Foundation
import Testing
import EngineTestSupport
import RealmSpecCore
@testable import PostgresEngine

@Suite("PostgreSQL engine faults", .enabled(if: !TestServer.skipped, "REALMSPEC_POSTGRES=off"))
struct FaultTests {
    @Test("a connection the server ends makes the next call an engineFailure naming it; the next open connects again")
    func connectionEnded() throws {
        guard TestServer.ready() else { return }
        let (engine, dogs, _) = try Fixtures.engine()
        defer { engine.close() }
        let pid = try engine.connection("test").backendPID
        let other = try PostgresConnection(conninfo: PostgresServer.conninfo().get(), operation: "test")
        _ = try other.query("SELECT pg_terminate_backend($1::int4)", [.int8(Int64(pid))], operation: "test")
        for call in [EngineCall.get(dogs[0], property: "name"), .beginWrite] {
            do {
                _ = try engine.perform(call)
                Issue.record("\(call.name) answered after the connection ended")
            } catch {
                #expect(error.kind == .engineFailure)
                #expect(error.message.contains("PostgreSQL connection"), "\(error.message)")
            }
        }
        try engine.open(schema: Fixtures.schema)
        #expect(try engine.perform(.count(.objects(type: "Dog"))) == .int(0))
    }

    @Test("a server killed mid-run: the next call is an engineFailure naming the connection, and open says it cannot connect")
    func serverKilled() throws {
        guard TestServer.ready() else { return }
        let server = try PrivateServer()
        defer { server.remove() }
        let engine = PostgresEngine(conninfo: server.conninfo)
        defer { engine.close() }
        try engine.open(schema: Fixtures.schema)
        _ = try engine.perform(.beginWrite)
        _ = try StorageFixtures.create(engine, "Dog", ["name": .string("Rex")])
        try server.kill()
        do {
            _ = try StorageFixtures.create(engine, "Dog", ["name": .string("Fido")])
            Issue.record("create answered after the server was killed")
        } catch let error as EngineError {
            #expect(error.kind == .engineFailure)
            #expect(error.message.contains("PostgreSQL connection was lost"), "\(error.message)")
        }
        do {
            try engine.open(schema: Fixtures.schema)
            Issue.record("open succeeded with the server gone")
        } catch {
            #expect(error.kind == .engineFailure)
            #expect(error.message.contains("cannot connect to PostgreSQL"), "\(error.message)")
        }
    }

    @Test("without a server to find, open fails naming the missing socket and the variable to set")
    func noServer() {
        let result = PostgresServer.conninfo(environment: [PostgresServer.socketVariable: "/nonexistent/realmspec"])
        guard case .failure(let error) = result else { Issue.record("a connection string without a server"); return }
        #expect(error.kind == .engineFailure)
        #expect(error.message.contains("/nonexistent/realmspec/.s.PGSQL.5432"))
        #expect(error.message.contains(PostgresServer.urlVariable))
        #expect(PostgresServer.conninfo(environment: [PostgresServer.urlVariable: "host=/x"]) == .success("host=/x"))
    }

    @Test("a password in a connection string is not repeated in messages")
    func redacted() {
        #expect(PostgresConnection.redacted("host=/x password=secret user=me") == "host=/x password=*** user=me")
        #expect(PostgresConnection.redacted("postgresql://me:secret@host/db") == "postgresql://me:***@host/db")
    }
}

/// A PostgreSQL server of one test's own, in a temporary folder, on a Unix
/// socket only; run as the `postgres` user when the tests run as root.
final class PrivateServer {
    let folder: String
    let port = 5499
    private let bin: String

    var conninfo: String { "host=\(folder) port=\(port) user=postgres dbname=postgres connect_timeout=5" }

    init() throws {
        bin = try Self.binFolder()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("realmspec-pg-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if getuid() == 0 { try Self.run("/bin/chown", ["postgres", folder]) }
        try runAsServer("initdb", ["-D", folder + "/data", "-A", "trust", "-U", "postgres", "--no-sync"])
        try runAsServer("pg_ctl", ["-D", folder + "/data", "-l", folder + "/log", "-w", "-t", "60", "start", "-o",
                                   "-c listen_addresses='' -c unix_socket_directories='\(folder)' -p \(port) -c fsync=off"])
    }

    /// Stops the server the hard way: no shutdown, connections cut.
    func kill() throws {
        try runAsServer("pg_ctl", ["-D", folder + "/data", "-m", "immediate", "-w", "stop"])
    }

    func remove() {
        try? runAsServer("pg_ctl", ["-D", folder + "/data", "-m", "immediate", "-w", "stop"])
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func runAsServer(_ tool: String, _ arguments: [String]) throws {
        if getuid() == 0 {
            try Self.run("/usr/sbin/runuser", ["-u", "postgres", "--", bin + "/" + tool] + arguments)
        } else {
            try Self.run(bin + "/" + tool, arguments)
        }
    }

    /// PostgreSQL's programs: `pg_config --bindir`, else the newest /usr/lib/postgresql/*/bin.
    private static func binFolder() throws -> String {
        let base = "/usr/lib/postgresql"
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
        for v in versions.sorted(by: { (Int($0) ?? 0) > (Int($1) ?? 0) }) where FileManager.default.fileExists(atPath: "\(base)/\(v)/bin/initdb") {
            return "\(base)/\(v)/bin"
        }
        throw EngineError(.engineFailure, "no PostgreSQL server programs (initdb) under \(base)")
    }

    /// Runs a program with its output in a file, and waits for it with
    /// waitpid (`pg_ctl start` leaves the server running, holding on to
    /// what it inherited, which keeps Foundation's Process waiting).
    private static func run(_ path: String, _ arguments: [String]) throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("realmspec-pg-\(UUID().uuidString).out").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw EngineError(.engineFailure, "\(path) could not start (error \(spawned))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        guard status == 0 else {
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw EngineError(.engineFailure, "\(path) \(arguments.joined(separator: " ")) failed (status \(status)): \(text)")
        }
    }
}
