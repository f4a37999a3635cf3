// rlmarray#notifications: `commitWrite(withoutNotifying:)` hides
// that write's changes from the listed tokens, even when earlier writes are
// still waiting to be delivered to them, and later writes are reported on top.

import RealmSpecCore
import Testing
@testable import ReferenceEngine

@Suite("Writes committed without notifying")
struct SilentCommitTests {
    /// A list of A, B, C, D observed by one token that has had its initial call.
    static func setUp() throws -> (Realm, CollectionRef, [ObjectKey], Int) {
        let (realm, _, list, keys) = try NotificationTests.setUp()
        guard case .token(let token) = try realm.call(.observe(.collection(list), keyPaths: nil)) else { throw Failure("no token") }
        _ = try realm.call(.refresh)
        return (realm, list, keys, token)
    }

    func silently(_ realm: Realm, _ token: Int, _ body: () throws -> Void) throws {
        try realm.call(.beginWrite)
        try body()
        try realm.call(.commitWrite(withoutNotifying: [token]))
    }

    @Test("an earlier write is reported without the silent write's changes")
    func earlierThenSilent() throws {
        let (realm, list, keys, token) = try Self.setUp()
        try realm.write { try realm.set(keys[0], "age", .int(7)) }
        try silently(realm, token) { try realm.call(.listRemove(list, at: 1)) }
        #expect(try realm.call(.refresh) == .deliveries([Delivery(token: token, change: .update(CollectionChange(modifications: [0])))]))
    }

    @Test("writes before a silent one are delivered first, then the writes after it, measured from after it")
    func aroundSilent() throws {
        let (realm, list, keys, token) = try Self.setUp()
        try realm.write { try realm.call(.listRemove(list, at: 0)) }                        // B C D   (deleted old 0)
        try silently(realm, token) { try realm.call(.listRemove(list, at: 0)) }              // C D     (hidden: B)
        try realm.write {
            try realm.set(keys[3], "age", .int(7))                                           // D modified (index 1 of C D)
            try realm.call(.listAppend(list, values: [.link(keys[0])]))                     // C D A   (inserted at 2)
        }
        #expect(try realm.call(.refresh) == .deliveries([
            Delivery(token: token, change: .update(CollectionChange(deletions: [0]))),
            Delivery(token: token, change: .update(CollectionChange(insertions: [2], modifications: [1]))),
        ]))
        try realm.write { try realm.set(keys[2], "age", .int(8)) }
        #expect(try realm.call(.refresh) == .deliveries([Delivery(token: token, change: .update(CollectionChange(modifications: [0])))]))
    }

    @Test("an object observer hears of earlier writes but not of the silent one")
    func objectObserver() throws {
        let (realm, _, keys, _) = try Self.setUp()
        guard case .token(let token) = try realm.call(.observe(.object(keys[0]), keyPaths: nil)) else { throw Failure("no token") }
        try realm.write { try realm.set(keys[0], "age", .int(7)) }
        try silently(realm, token) { try realm.set(keys[0], "name", .string("Hidden")) }
        guard case .deliveries(let all) = try realm.call(.refresh) else { throw Failure("no deliveries") }
        #expect(all.filter { $0.token == token } == [Delivery(token: token, change: .objectChanged([
            PropertyChange(name: "age", oldValue: .int(1), newValue: .int(7)),
        ]))])
        try realm.write { try realm.set(keys[0], "age", .int(8)) }
        guard case .deliveries(let later) = try realm.call(.refresh) else { throw Failure("no deliveries") }
        #expect(later.filter { $0.token == token } == [Delivery(token: token, change: .objectChanged([
            PropertyChange(name: "age", oldValue: .int(7), newValue: .int(8)),
        ]))])
    }
}
