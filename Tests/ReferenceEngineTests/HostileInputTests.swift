// Bad input: one test per class of caller input that could crash
// an engine (indices, 64-bit extremes, NaN, odd key paths and operands,
// deep nesting). Each call either answers or fails with an EngineError.

import RealmRules
import RealmSpecCore
import Testing
@testable import ReferenceEngine

@Suite("Hostile input")
struct HostileInputTests {
    static let person = ObjectKey(type: "Person", id: 2)
    static let dog = ObjectKey(type: "Dog", id: 1)
    static let measure = ObjectKey(type: "Measure", id: 3)
    static let list = CollectionRef.property(owner: person, name: "dogs")
    static let scores = CollectionRef.property(owner: person, name: "scores")

    /// Runs each call out of and inside a write on a small realm; anything but
    /// an answer or an EngineError fails the test (a trap ends the process).
    static func survive(_ calls: [EngineCall]) throws {
        let realm = try Realm()
        try realm.write {
            let rex = try realm.dog("Rex")
            let p = try realm.person(1, dogs: [.link(rex)])
            let m = try realm.add(realm.new("Measure", ["required": .string("")]))
            #expect([rex, p, m] == [dog, person, measure])
        }
        for inWrite in [false, true] {
            if inWrite { try realm.call(.beginWrite) }
            for call in calls {
                do { _ = try realm.call(call) } catch is EngineError {}
            }
        }
        if try realm.call(.isInWriteTransaction) == .bool(true) { try realm.cancel() }
        try realm.engine.checkInvariants()
    }

    @Test("indices: negative, past the end and at the integer limits")
    func indices() throws {
        let ends = [Int.min, -1, 1, 2, Int.max]
        try Self.survive(ends.flatMap { i in [
            .element(Self.list, index: i), .element(Self.scores, index: i), .listRemove(Self.list, at: i),
            .listInsert(Self.list, values: [.link(Self.dog)], at: i), .listReplace(Self.list, at: i, value: .link(Self.dog)),
            .listMove(Self.list, from: 0, to: i), .listMove(Self.list, from: i, to: 0), .listSwap(Self.list, i, 0),
            .element(.objects(type: "Dog"), index: i), .stopObserving(token: i), .commitWrite(withoutNotifying: [i]),
        ] })
    }

    @Test("64-bit extremes, NaN and infinities as values, keys and ids")
    func numbers() throws {
        let extremes: [Value] = [.int(.max), .int(.min), .double(.nan), .double(.infinity), .double(-.infinity),
                                 .float(.nan), .double(1e300), .decimal128("NaN"), .decimal128("1E+9999"), .date(.nan)]
        try Self.survive(extremes.flatMap { v in [
            .set(Self.dog, property: "age", value: v), .set(Self.measure, property: "f", value: v),
            .set(Self.measure, property: "i", value: v), .set(Self.measure, property: "any", value: v),
            .objectForPrimaryKey(type: "Person", key: v), .listAppend(Self.scores, values: [v]),
            .count(.filtered(dogs, .compare(Comparison(.keyPath(["age"]), .between, .constant(.list([v, v])))))),
            .count(.filtered(dogs, .compare(Comparison(.keyPath(["age"]), .less, .constant(v))))),
            .count(.sorted(.objects(type: "Measure"), [SortDescriptor(keyPath: "any")])),
            .aggregate(.objects(type: "Measure"), .sum, property: "i"), .aggregate(Self.scores, .avg, property: nil),
        ] } + [.get(ObjectKey(type: "Dog", id: .min), property: "age"), .get(ObjectKey(type: "Dog", id: .max, version: .min), property: "age"),
               .freeze(.realm(version: .max)), .thaw(.realm(version: .min)), .elements(.frozen(dogs, version: .min))])
    }

    @Test("the sum of int values past Int64 is refused with a clear error, never wrapped; in a query it compares as a number")
    func sumOverflow() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.add(realm.new("Person", ["_id": .int(1), "scores": .list([.int(.max), .int(2)])])) }
        #expect {
            _ = try realm.call(.aggregate(.property(owner: p, name: "scores"), .sum, property: nil))
        } throws: { error in
            let e = error as? EngineError
            return e?.kind == .unsupportedAggregate && e?.message.contains("overflows") == true
        }
        let negative = Query.compare(Comparison(.aggregate(.sum, ["scores"], property: nil), .less, .constant(.int(0))))
        #expect(try realm.count(.filtered(.objects(type: "Person"), negative)) == 0, "the sum is not wrapped to a negative number")
        let large = Query.compare(Comparison(.aggregate(.sum, ["scores"], property: nil), .greater, .constant(.int(.max / 2))))
        #expect(try realm.count(.filtered(.objects(type: "Person"), large)) == 1)
    }

    @Test("odd key paths, operands and map keys")
    func shapes() throws {
        let paths = ["", ".", "..", "a..b", "self", "SELF.name", "favoriteToy.name.x", "owners", "owners.name", "@count"]
        let odd: [Value] = [.list([]), .list([.int(1)]), .list([.int(1), .int(2), .int(3)]), .set([]), .map([]),
                            .localRef(7), .newObject(NewObject(type: "Ghost", localId: 1, fields: [])), .string("")]
        var calls: [EngineCall] = paths.flatMap { p in [
            .count(.sorted(dogs, [SortDescriptor(keyPath: p)])), .count(.distinct(dogs, [p])),
            .observe(.collection(dogs), keyPaths: [p]), .observe(.object(Self.dog), keyPaths: [p]),
            .count(.filtered(dogs, .compare(Comparison(.keyPath(p.split(separator: ".").map(String.init)), .equal, .constant(.null))))),
            .count(.filtered(dogs, .compare(Comparison(.count([p]), .equal, .constant(.int(0)))))),
            .aggregate(dogs, .max, property: p), .get(Self.dog, property: p), .setForAll(dogs, property: p, value: .null),
        ] }
        for op in [ComparisonOperator.between, .in, .like, .contains, .beginsWith, .equal] {
            calls += odd.map { .count(.filtered(dogs, .compare(Comparison(.keyPath(["name"]), op, .constant($0))))) }
            calls += odd.map { .count(.filtered(dogs, .compare(Comparison(.constant($0), op, .keyPath(["name"]))))) }
        }
        calls += ["", "$", ".", "a.b", "\u{0}"].map { .mapSet(.property(owner: Self.person, name: "counts"), key: $0, value: .int(1)) }
        calls += odd.map { .set(Self.dog, property: "favoriteToy", value: $0) }
        calls += odd.map { .create(type: "Dog", value: $0, update: .error) }
        try Self.survive(calls)
    }

    @Test("a query nested deeper than the limit is invalidQuery, not a stack overflow")
    func deepQuery() throws {
        let realm = try Realm()
        var query = Query.truePredicate
        for _ in 0..<1_000 { query = .not(query) }
        let message = expectError(.invalidQuery) { _ = try realm.count(.filtered(dogs, query)) }
        #expect(message.contains("nested more than \(Limits.queryDepth) levels"))
        var shallow = Query.truePredicate
        for _ in 0..<(Limits.queryDepth - 2) { shallow = .not(.not(shallow)) }
        try realm.write { _ = try realm.dog("Rex") }
        expectError(.invalidQuery) { _ = try realm.count(.filtered(dogs, shallow)) }
        var fits = Query.truePredicate
        for _ in 0..<(Limits.queryDepth / 2 - 1) { fits = .not(.not(fits)) }
        #expect(try realm.count(.filtered(dogs, fits)) == 1)
    }

    @Test("objects nested deeper than the limit are refused and nothing is added")
    func deepGraph() throws {
        func chain(_ depth: Int) -> Value {
            var value = Value.null
            for i in 0..<depth {
                value = .newObject(NewObject(type: "Measure", localId: i, fields: [MapEntry("required", .string("")), MapEntry("any", value)]))
            }
            return value
        }
        let realm = try Realm()
        try realm.call(.beginWrite)
        let message = expectError(.typeMismatch) { try realm.call(.add(chain(1_000), update: .error)) }
        #expect(message.contains("nested more than \(Limits.graphDepth) levels"))
        try realm.call(.cancelWrite)
        try realm.write { try realm.call(.add(chain(Limits.graphDepth), update: .error)) }
        #expect(try realm.count(.objects(type: "Measure")) == Limits.graphDepth)
    }

    /// Far deeper than a recursive copy could go on a thread's stack.
    static let chainLength = 20_000

    @Test("an embedded chain built one write at a time deeper than the limit is refused by create, and deleted with its root")
    func deepEmbeddedChain() throws {
        let engine = ReferenceEngine()
        try engine.open(schema: Schema(types: [
            ObjectSchema(name: "Root", properties: [PropertySchema(name: "child", type: .object("Node"), isOptional: true)]),
            ObjectSchema(name: "Node", isEmbedded: true, properties: [PropertySchema(name: "child", type: .object("Node"), isOptional: true)]),
        ]))
        _ = try engine.perform(.beginWrite)
        guard case .added(let root?, _) = try engine.perform(.create(type: "Root", value: .map([]), update: .error)) else { throw Failure("no root") }
        var parent = root
        for _ in 0..<Self.chainLength {
            _ = try engine.perform(.set(parent, property: "child", value: .map([])))
            guard case .value(.link(let child)) = try engine.perform(.get(parent, property: "child")) else { throw Failure("no child") }
            parent = child
        }
        #expect(try engine.perform(.count(.objects(type: "Node"))) == .int(Self.chainLength))
        #expect(throws: EngineError.self) { try engine.perform(.create(type: "Root", value: .link(root), update: .error)) }
        _ = try engine.perform(.delete(root))
        #expect(try engine.perform(.count(.objects(type: "Node"))) == .int(0))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        try engine.checkInvariants()
    }

    @Test("an observed key path longer than the limit is refused, even when every step exists")
    func longKeyPath() throws {
        let engine = ReferenceEngine()
        try engine.open(schema: Schema(types: [
            ObjectSchema(name: "Link", properties: [PropertySchema(name: "next", type: .object("Link"), isOptional: true)]),
        ]))
        _ = try engine.perform(.beginWrite)
        guard case .added(let link?, _) = try engine.perform(.create(type: "Link", value: .map([]), update: .error)) else { throw Failure("no link") }
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        let fits = Array(repeating: "next", count: Limits.keyPathLength).joined(separator: ".")
        #expect(try engine.perform(.observe(.object(link), keyPaths: [fits])) != .none)
        let long = Array(repeating: "next", count: 50_000).joined(separator: ".")
        #expect(throws: EngineError.self) { try engine.perform(.observe(.object(link), keyPaths: [long])) }
    }
}
