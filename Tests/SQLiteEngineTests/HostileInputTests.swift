// Hostile input: odd key paths, operands, indices, map keys and deep chains
// end in an EngineError (or an answer), never in a crash.
// Section ids: crud-update#update-realm-objects, crud-delete#delete-an-object-and-its-related-objects

import Testing
import EngineTestSupport
import RealmSpecCore
@testable import SQLiteEngine

@Suite("SQLite hostile input")
struct HostileInputTests {
    static let dogs = CollectionRef.objects(type: "Dog")
    static let ghost = ObjectKey(type: "Ghost", id: 1)
    static let missing = ObjectKey(type: "Dog", id: 999)

    static var calls: [EngineCall] {
        let paths = ["", ".", "..", "a..b", "self", "SELF.name", "owner.name.x", "owners", "owners.name", "@count"]
        let odd: [Value] = [.list([]), .list([.int(1)]), .list([.int(1), .int(2), .int(3)]), .set([]), .map([]),
                            .localRef(7), .newObject(NewObject(type: "Ghost", localId: 1, fields: [])), .string(""), .double(.nan)]
        var calls: [EngineCall] = paths.flatMap { p -> [EngineCall] in
            let steps = p.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            return [
                .count(.sorted(dogs, [SortDescriptor(keyPath: p)])), .count(.distinct(dogs, [p])),
                .observe(.collection(dogs), keyPaths: [p]),
                .count(.filtered(dogs, .compare(Comparison(.keyPath(steps), .equal, .constant(.null))))),
                .count(.filtered(dogs, .compare(Comparison(.count(steps), .equal, .constant(.int(0)))))),
                .aggregate(dogs, .max, property: p), .setForAll(dogs, property: p, value: .null),
            ]
        }
        for op in [ComparisonOperator.between, .in, .like, .contains, .beginsWith, .equal, .less] {
            calls += odd.map { .count(.filtered(dogs, .compare(Comparison(.keyPath(["name"]), op, .constant($0))))) }
            calls += odd.map { .count(.filtered(dogs, .compare(Comparison(.constant($0), op, .keyPath(["name"]))))) }
            calls += odd.map { .count(.filtered(dogs, .compare(Comparison(.keyPath(["owner", "age"]), op, .constant($0))))) }
        }
        calls += odd.map { .create(type: "Dog", value: $0, update: .error) }
        calls += [
            .get(ghost, property: "x"), .get(missing, property: "name"), .set(missing, property: "name", value: .int(1)),
            .delete(ghost), .count(.objects(type: "Ghost")), .element(dogs, index: -5), .element(dogs, index: Int.max),
            .elements(.property(owner: missing, name: "dogs")), .elements(.frozen(dogs, version: 77)),
            .listInsert(.property(owner: missing, name: "dogs"), values: [.null], at: Int.min),
            .listMove(dogs, from: -1, to: 0), .mapGet(dogs, key: "a"), .add(.int(3), update: .all),
            .add(.newObject(NewObject(type: "Dog", localId: 1, fields: [MapEntry("owner", .localRef(-3))])), update: .error),
            .create(type: "Dog", value: .set([]), update: .error), .aggregate(dogs, .sum, property: nil),
            .aggregate(dogs, .sum, property: "owners"), .listSwap(dogs, Int.min, Int.max),
            .indexMatching(dogs, .compare(Comparison(.keyPath([]), .equal, .constant(.int(1))))),
            .observe(.object(missing), keyPaths: nil), .freeze(.object(missing)), .thaw(.object(missing)),
            .objectForPrimaryKey(type: "Dog", key: .string("x")), .deleteObjects([ghost, missing]), .stopObserving(token: -1),
            .get(ObjectKey(type: "Dog", id: .max), property: "name"), .get(ObjectKey(type: "Dog", id: .min), property: "name"),
        ]
        return calls
    }

    @Test("misuse is an EngineError or an answer, never a crash, in and out of a write")
    func survive() throws {
        let (engine, _, _) = try Fixtures.engine()
        defer { engine.close() }
        for inWrite in [false, true] {
            if inWrite { _ = try engine.perform(.beginWrite) }
            for call in Self.calls {
                do { _ = try engine.perform(call) } catch {}
            }
        }
        _ = try engine.perform(.cancelWrite)
        #expect(try engine.perform(.count(Self.dogs)) == .int(5))
    }

    @Test("an embedded chain 5,000 deep is refused by create from it, and deleted with its root")
    func deepEmbeddedChain() throws {
        let engine = SQLiteEngine(inMemory: true)
        defer { engine.close() }
        try engine.open(schema: Schema(types: [
            ObjectSchema(name: "Root", properties: [PropertySchema(name: "child", type: .object("Node"), isOptional: true)]),
            ObjectSchema(name: "Node", isEmbedded: true, properties: [PropertySchema(name: "child", type: .object("Node"), isOptional: true)]),
        ]))
        _ = try engine.perform(.beginWrite)
        let root = try StorageFixtures.create(engine, "Root", [:])
        var parent = root
        for _ in 0..<5_000 {
            _ = try engine.perform(.set(parent, property: "child", value: .map([])))
            guard case .value(.link(let child)) = try engine.perform(.get(parent, property: "child")) else {
                Issue.record("no child"); return
            }
            parent = child
        }
        #expect(try engine.perform(.count(.objects(type: "Node"))) == .int(5_000))
        #expect(throws: EngineError.self) { try engine.perform(.create(type: "Root", value: .link(root), update: .error)) }
        _ = try engine.perform(.delete(root))
        #expect(try engine.perform(.count(.objects(type: "Node"))) == .int(0))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
    }
}
