// The engine conformance kit on the SQLite engine, with a file database and
// with an in-memory one.
// Section ids: crud-update#update-realm-objects, crud-delete#delete-realm-objects

import Testing
import RealmSpecCore
import EngineTestSupport
import SQLiteEngine

@Suite("SQLite engine conformance")
struct SQLiteConformanceTests {
    @Test("the SQLite engine (file database) passes the conformance check", arguments: EngineConformanceKit.checks)
    func conforms(_ check: ConformanceCheck) {
        let failures = check.run(factory: { () throws(EngineError) -> any Engine in SQLiteEngine() })
        #expect(failures.isEmpty, "\(failures.map(\.message).joined(separator: "\n"))")
    }

    /// An in-memory database cannot copy itself inside a write, so an object
    /// frozen there is refused as `unsupported` (`inMemoryFreezeInWrite`), not
    /// shown at the wrong version.
    static let freezeInWrite = "an object frozen inside a write shows the version the write started from"

    @Test("the SQLite engine (in memory) passes the conformance check",
          arguments: EngineConformanceKit.checks.filter { $0.name != SQLiteConformanceTests.freezeInWrite })
    func conformsInMemory(_ check: ConformanceCheck) {
        let failures = check.run(factory: { () throws(EngineError) -> any Engine in SQLiteEngine(inMemory: true) })
        #expect(failures.isEmpty, "\(failures.map(\.message).joined(separator: "\n"))")
    }

    @Test("in memory, an object frozen inside a write that has changed data is refused as unsupported, saying why")
    func inMemoryFreezeInWrite() throws {
        #expect(EngineConformanceKit.checks.contains { $0.name == Self.freezeInWrite })
        let check = try #require(EngineConformanceKit.checks.first { $0.name == Self.freezeInWrite })
        let failures = check.run(factory: { () throws(EngineError) -> any Engine in SQLiteEngine(inMemory: true) })
        #expect(failures.count == 1 && failures[0].message.contains("unsupported: freeze: this storage cannot copy its data inside a write"),
                "\(failures.map(\.message))")
    }

    @Test("every capability is declared; reopen only with a file database")
    func capabilities() {
        let info = SQLiteEngine().info
        #expect(info.capabilities.contains(.freeze))
        #expect(info.capabilities == Set(Capability.allCases))
        #expect(info.capabilities.isSuperset(of: [.lists, .sets, .maps, .queries, .aggregates, .reopen]))
        #expect(EngineConformanceKit.checks.filter { $0.applies(to: info) }.count > 30)
        #expect(!SQLiteEngine(inMemory: true).info.capabilities.contains(.reopen))
    }
}
