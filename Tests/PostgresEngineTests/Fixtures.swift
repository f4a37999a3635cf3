// A small realm for the PostgreSQL engine's own tests: dogs with scalars of
// every translatable kind, optional values, links, and a list; and the
// server the tests need.

import Foundation
import Testing
import EngineTestSupport
import RealmSpecCore
@testable import PostgresEngine

enum Fixtures {
    static let schema = StorageFixtures.schema

    /// An open engine holding five dogs and two people.
    static func engine() throws -> (PostgresEngine, dogs: [ObjectKey], people: [ObjectKey]) {
        try StorageFixtures.filled(PostgresEngine())
    }
}

/// The PostgreSQL server of the tests: the one the engine finds (make's
/// throwaway server, or REALMSPEC_POSTGRES_URL). Without one the tests fail,
/// saying so, unless REALMSPEC_POSTGRES=off skips them.
enum TestServer {
    /// Whether the PostgreSQL tests are switched off (REALMSPEC_POSTGRES=off).
    static let skipped = ProcessInfo.processInfo.environment["REALMSPEC_POSTGRES"] == "off"

    /// Why no server can be reached, or nil when one can.
    static let problem: String? = {
        switch PostgresServer.conninfo() {
        case .failure(let error): return error.message
        case .success(let info):
            do throws(EngineError) { _ = try PostgresConnection(conninfo: info, operation: "test"); return nil } catch { return error.message }
        }
    }()

    /// Records a failure naming the problem when no server can be reached.
    static func ready(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard let problem else { return true }
        Issue.record("no PostgreSQL server for the postgres engine tests: \(problem) (REALMSPEC_POSTGRES=off skips these tests)",
                     sourceLocation: sourceLocation)
        return false
    }
}
