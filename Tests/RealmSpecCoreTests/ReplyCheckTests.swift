// Every reply is held to what its call declares: its kind, and fields that
// can be true.

import Testing
import RealmSpecCore

private let schema = Schema(types: [
    ObjectSchema(name: "Dog", properties: [
        PropertySchema(name: "name", type: .string, collection: .single),
        PropertySchema(name: "toys", type: .string, collection: .map),
        PropertySchema(name: "pals", type: .object("Dog"), collection: .map),
    ]),
    ObjectSchema(name: "Person", properties: [PropertySchema(name: "id", type: .int, collection: .single, isPrimaryKey: true)]),
])

private let rex = ObjectKey(type: "Dog", id: 1)
private let dogs = CollectionRef.objects(type: "Dog")
private let toys = CollectionRef.property(owner: rex, name: "toys")
private let pals = CollectionRef.property(owner: rex, name: "pals")

private func checker() -> ReplyCheck {
    var check = ReplyCheck(engine: "probe")
    check.open(schema)
    return check
}

/// The message of the failure `reply` to `call` raises, or nil when it passes.
private func failure(_ reply: EngineReply, to call: EngineCall, after earlier: [(EngineCall, EngineReply)] = []) -> String? {
    var check = checker()
    do {
        for (c, r) in earlier { try check.check(r, to: c) }
        try check.check(reply, to: call)
        return nil
    } catch {
        #expect(error.kind == .engineFailure)
        return error.message
    }
}

/// One reply of each kind, with a payload that fits every call of that kind here.
private let sampleReplies: [EngineReply] = [
    .none, .value(.int(1)), .values([]), .bool(true), .int(0), .optional(nil), .key(nil),
    .added(root: nil, keys: []), .target(nil), .token(1), .deliveries([]),
]

@Suite("Reply check")
struct ReplyCheckTests {
    @Test("a call accepts exactly the reply kinds it declares", arguments: [
        EngineCall.beginWrite, .refresh, .isValid(rex), .get(ObjectKey(type: "Person", id: 1), property: "id"), .count(dogs), .elements(dogs),
        .mapGet(toys, key: "a"), .objectForPrimaryKey(type: "Person", key: .int(1)), .thaw(.object(rex)),
        .observe(.realm(version: nil), keyPaths: nil), .listAppend(toys, values: []), .add(.link(rex), update: .error),
    ])
    func kinds(_ call: EngineCall) {
        for reply in sampleReplies {
            let message = failure(reply, to: call)
            if call.expectedReplies.contains(reply.kind) {
                #expect(message == nil, "\(call.name) refused \(reply)")
            } else {
                let due = call.expectedReplies.map(\.rawValue).joined(separator: " or ")
                #expect(message == "engine 'probe' answered '\(call.name)' with \(reply.summary); expected \(due)",
                        "\(call.name) took \(reply)")
            }
        }
    }

    @Test("a reply whose fields cannot be true is refused, naming what was due", arguments: [
        (EngineCall.count(dogs), EngineReply.int(-1), "a count of 0 or more"),
        (.indexOf(dogs, value: .int(1)), .int(-2), "an index of 0 or more, or -1 for none"),
        (.get(rex, property: "name"), .value(.link(ObjectKey(type: "Cat", id: 1))), "'Cat' is not one"),
        (.elements(dogs), .values([.list([.newObject(NewObject(type: "Dog", localId: 1, fields: []))])]), "no unmanaged object"),
        (.mapKeys(toys), .values([.int(1)]), "map keys as strings"),
        (.mapKeys(toys), .values([.string("a"), .string("a")]), "map keys without duplicates"),
        (.objectForPrimaryKey(type: "Person", key: .int(1)), .key(rex), "a live key of type 'Person' or none"),
        (.create(type: "Dog", value: .map([]), update: .error), .added(root: nil, keys: []), "the key of the 'Dog' it created"),
        (.add(.newObject(NewObject(type: "Dog", localId: 1, fields: [])), update: .error),
         .added(root: rex, keys: [LocalKey(localId: 2, key: rex)]), "one live key for each local id the call sent"),
        (.add(.newObject(NewObject(type: "Dog", localId: 1, fields: [])), update: .error),
         .added(root: rex, keys: [LocalKey(localId: 1, key: ObjectKey(type: "Person", id: 1))]), "one live key for each local id"),
        (.freeze(.object(rex)), .target(.object(rex)), "the frozen form of"),
        (.freeze(.object(rex)), .target(nil), "the frozen form of"),
        (.freeze(.realm(version: nil)), .target(.object(ObjectKey(type: "Dog", id: 1, version: 2))), "the frozen form of"),
        (.thaw(.object(ObjectKey(type: "Dog", id: 1, version: 2))), .target(.object(ObjectKey(type: "Dog", id: 2))), "the live form of"),
        (.refresh, .deliveries([Delivery(token: 9, change: .initial)]), "(9 is not one)"),
        (.get(rex, property: "name"), .value(.int(5)), "a value of 'Dog.name' (string)"),
        (.get(rex, property: "name"), .value(.null), "a value of 'Dog.name' (string)"),
        (.get(rex, property: "toys"), .value(.list([.string("ball")])), "a value of 'Dog.toys' (map of string)"),
        (.get(rex, property: "toys"), .value(.map([MapEntry("a", .bool(true))])), "a value of 'Dog.toys' (map of string)"),
        (.element(dogs, index: 0), .value(.link(ObjectKey(type: "Person", id: 1))), "a value of an element of 'Dog' (object)"),
        (.elements(.sorted(dogs, [])), .values([.link(rex), .int(1)]), "a value of an element of 'Dog' (object)"),
        (.mapGet(toys, key: "a"), .optional(.null), "a value of an element of 'Dog.toys' (string)"),
    ])
    func fields(_ call: EngineCall, _ reply: EngineReply, _ due: String) {
        let message = failure(reply, to: call)
        #expect(message?.hasPrefix("engine 'probe' answered '\(call.name)' with \(reply.kind.rawValue)") == true, "\(String(describing: message))")
        #expect(message?.contains(due) == true, "\(String(describing: message))")
    }

    @Test("replies that are true pass", arguments: [
        (EngineCall.indexOf(dogs, value: .int(1)), EngineReply.int(-1)),
        (.create(type: "Dog", value: .map([]), update: .error), .added(root: rex, keys: [])),
        (.freeze(.object(rex)), .target(.object(ObjectKey(type: "Dog", id: 1, version: 3)))),
        (.thaw(.object(ObjectKey(type: "Dog", id: 1, version: 3))), .target(nil)),
        (.objectForPrimaryKey(type: "Person", key: .int(1)), .key(ObjectKey(type: "Person", id: 4))),
        (.mapGet(toys, key: "a"), .optional(nil)),
        (.mapGet(toys, key: "a"), .optional(.string("ball"))),
        // A map's object values are always nullable: a deleted object leaves its key holding null.
        (.mapGet(pals, key: "a"), .optional(.null)),
        (.get(rex, property: "name"), .value(.string("Rex"))),
        (.get(rex, property: "toys"), .value(.map([MapEntry("a", .string("ball"))]))),
        (.element(.filtered(dogs, .truePredicate), index: 0), .value(.link(ObjectKey(type: "Dog", id: 2, version: 1)))),
        (.get(ObjectKey(type: "Person", id: 1), property: "id"), .value(.int(1))),
    ])
    func truthful(_ call: EngineCall, _ reply: EngineReply) {
        #expect(failure(reply, to: call) == nil)
    }

    @Test("deliveries go to tokens handed out and not stopped, with changes their target can have and ordered change sets")
    func deliveries() {
        let observeDogs = (EngineCall.observe(.collection(dogs), keyPaths: nil), EngineReply.token(1))
        let observeRex = (EngineCall.observe(.object(rex), keyPaths: nil), EngineReply.token(2))
        let earlier = [observeDogs, observeRex]
        let good: [Delivery] = [
            Delivery(token: 1, change: .initial),
            Delivery(token: 1, change: .update(CollectionChange(deletions: [0, 2], insertions: [1]))),
            Delivery(token: 2, change: .objectChanged([PropertyChange(name: "name", oldValue: .string("a"), newValue: .string("b"))])),
            Delivery(token: 2, change: .objectDeleted),
        ]
        #expect(failure(.deliveries(good), to: .refresh, after: earlier) == nil)
        let bad: [(Delivery, String)] = [
            (Delivery(token: 1, change: .objectDeleted), "a change of the kind token 1's target is told of"),
            (Delivery(token: 2, change: .initial), "a change of the kind token 2's target is told of"),
            (Delivery(token: 1, change: .update(CollectionChange(insertions: [2, 1]))), "ascending indexes"),
            (Delivery(token: 1, change: .update(CollectionChange(modifications: [-1]))), "ascending indexes of 0 or more"),
            (Delivery(token: 2, change: .objectChanged([PropertyChange(name: "age", oldValue: nil, newValue: .int(1))])),
             "('age' is not one)"),
        ]
        for (delivery, due) in bad {
            #expect(failure(.deliveries([delivery]), to: .refresh, after: earlier)?.contains(due) == true, "\(delivery)")
        }
        let stopped = earlier + [(EngineCall.stopObserving(token: 1), EngineReply.none)]
        #expect(failure(.deliveries([Delivery(token: 1, change: .initial)]), to: .refresh, after: stopped)?.contains("(1 is not one)") == true)
        #expect(failure(.token(1), to: .observe(.realm(version: nil), keyPaths: nil), after: earlier)?.contains("1 is in use") == true)
    }

    @Test("open forgets the tokens of the last realm")
    func openForgetsTokens() throws {
        var check = checker()
        try check.check(.token(1), to: .observe(.realm(version: nil), keyPaths: nil))
        check.open(schema)
        #expect(throws: EngineError.self) { try check.check(.deliveries([Delivery(token: 1, change: .update(CollectionChange()))]), to: .refresh) }
    }
}
