// Notifications on the SQLite engine: initial calls, change sets computed
// from what an observer saw, property writes recorded at the SQL layer
// (including the links a deletion clears), and silent commits.
// Section ids: rlmarray#notifications

import Testing
import EngineTestSupport
import RealmSpecCore
@testable import SQLiteEngine

@Suite("SQLite notifications")
struct NotificationTests {
    private func write(_ engine: SQLiteEngine, silent: [Int] = [], _ calls: [EngineCall]) throws {
        _ = try engine.perform(.beginWrite)
        for call in calls { _ = try engine.perform(call) }
        _ = try engine.perform(.commitWrite(withoutNotifying: silent))
    }

    private func token(_ reply: EngineReply) throws -> Int {
        guard case .token(let t) = reply else { throw EngineError(.engineFailure, "no token") }
        return t
    }

    @Test("a collection observer hears initial, then deletions, insertions and modifications")
    func collectionChanges() throws {
        let (engine, dogs, _) = try Fixtures.engine()
        defer { engine.close() }
        let t = try token(engine.perform(.observe(.collection(.objects(type: "Dog")), keyPaths: nil)))
        #expect(try engine.perform(.refresh) == .deliveries([Delivery(token: t, change: .initial)]))
        try write(engine, [.delete(dogs[1]), .set(dogs[3], property: "age", value: .int(9))])
        _ = try Fixtures.create(engineInWrite: engine, "Dog", ["name": .string("New")])
        let expected = CollectionChange(deletions: [1], insertions: [4], modifications: [3])
        #expect(try engine.perform(.refresh) == .deliveries([Delivery(token: t, change: .update(expected))]))
        #expect(try engine.perform(.refresh) == .deliveries([]))
    }

    @Test("an object observer hears the links a deletion cleared")
    func deletionClearsLink() throws {
        let (engine, dogs, people) = try Fixtures.engine()
        defer { engine.close() }
        let t = try token(engine.perform(.observe(.object(dogs[0]), keyPaths: ["owner"])))
        try write(engine, [.delete(people[0])])
        let change = Change.objectChanged([PropertyChange(name: "owner", oldValue: .link(people[0]), newValue: .null)])
        #expect(try engine.perform(.refresh) == .deliveries([Delivery(token: t, change: change)]))
    }

    @Test("a realm observer hears each write, an empty one too")
    func realmObserver() throws {
        let (engine, dogs, _) = try Fixtures.engine()
        defer { engine.close() }
        let t = try token(engine.perform(.observe(.realm(version: nil), keyPaths: nil)))
        #expect(try engine.perform(.refresh) == .deliveries([]))
        try write(engine, [])
        #expect(try engine.perform(.refresh) == .deliveries([Delivery(token: t, change: .update(CollectionChange()))]))
        try write(engine, [.set(dogs[0], property: "age", value: .int(4))])
        #expect(try engine.perform(.refresh) == .deliveries([Delivery(token: t, change: .update(CollectionChange()))]))
    }

    @Test("a write committed without notifying a token is not reported to it")
    func silentCommit() throws {
        let (engine, dogs, _) = try Fixtures.engine()
        defer { engine.close() }
        let t = try token(engine.perform(.observe(.object(dogs[0]), keyPaths: nil)))
        try write(engine, silent: [t], [.set(dogs[0], property: "age", value: .int(8))])
        #expect(try engine.perform(.refresh) == .deliveries([]))
        try write(engine, [.set(dogs[0], property: "age", value: .int(9))])
        let change = Change.objectChanged([PropertyChange(name: "age", oldValue: .int(8), newValue: .int(9))])
        #expect(try engine.perform(.refresh) == .deliveries([Delivery(token: t, change: change)]))
    }
}

extension Fixtures {
    /// Creates an object in its own write.
    static func create(engineInWrite engine: SQLiteEngine, _ type: String, _ fields: [String: Value]) throws -> ObjectKey {
        _ = try engine.perform(.beginWrite)
        let key = try StorageFixtures.create(engine, type, fields)
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        return key
    }
}
