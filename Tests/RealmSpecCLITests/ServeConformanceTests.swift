// The engine conformance kit through `realmspec serve`: the built binary in a
// process of its own, every call over the JSON-lines pipe, for each
// registered in-process engine.
// Section ids: crud-update#update-realm-objects, crud-delete#delete-realm-objects

import Foundation
import Testing
import RealmSpecCore
import EngineTestSupport
import EngineWire

@Suite("Conformance through realmspec serve")
struct ServeConformanceTests {
    @Test("every registered engine served by realmspec serve passes every conformance check it applies to",
          arguments: ["reference", "sqlite"] + (postgresSkipped ? [] : ["postgres"]))
    func conformsThroughServe(_ name: String) throws {
        let binary = try realmspecBinary()
        // One process serves every check in turn: each check opens a fresh realm.
        let engine = ExternalEngine(command: "'\(binary)' serve --engine \(name)", callTimeout: 30)
        defer { engine.close() }
        #expect(engine.info.name == name, "the handshake names the served engine")
        let applicable = EngineConformanceKit.checks.filter { $0.applies(to: engine.info) }
        #expect(applicable.count > 30)
        let failures = applicable.flatMap { $0.run(factory: { () throws(EngineError) -> any Engine in engine }) }
        #expect(failures.isEmpty, "\(failures.map { "\($0.check): \($0.message)" }.joined(separator: "\n"))")
    }
}

/// REALMSPEC_POSTGRES=off leaves the postgres engine out (it needs a server:
/// `make test` starts one; without one its checks fail, naming the problem).
private let postgresSkipped = ProcessInfo.processInfo.environment["REALMSPEC_POSTGRES"] == "off"
