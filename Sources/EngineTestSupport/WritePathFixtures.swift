// A small realm for the storages' write-path tests: plain rows keyed by an
// int (a create whose primary-key check is the insert itself), items keyed
// by an int with a list of ints, holders of a list of ints and a list of
// items, and rows of doubles to add up; with the calls and reads those
// tests share. Each storage's tests plant their own failures.

public import RealmSpecCore

/// A realm of plain rows keyed by an int (the one-statement create), items
/// keyed by an int with a list of ints, holders of a list of ints and a
/// list of items, and rows of doubles to add up.
public enum WritePathFixtures {
    public static let schema = Schema(types: [
        ObjectSchema(name: "Plain", properties: [
            PropertySchema(name: "id", type: .int, defaultValue: .int(0), isPrimaryKey: true),
            PropertySchema(name: "v", type: .int, defaultValue: .int(0)),
        ]),
        ObjectSchema(name: "Item", properties: [
            PropertySchema(name: "id", type: .int, defaultValue: .int(0), isPrimaryKey: true),
            PropertySchema(name: "v", type: .int, defaultValue: .int(0)),
            PropertySchema(name: "tags", type: .int, collection: .list),
        ]),
        ObjectSchema(name: "Holder", properties: [
            PropertySchema(name: "id", type: .int, defaultValue: .int(0), isPrimaryKey: true),
            PropertySchema(name: "numbers", type: .int, collection: .list),
            PropertySchema(name: "items", type: .object("Item"), collection: .list),
        ]),
        ObjectSchema(name: "Measure", properties: [
            PropertySchema(name: "d", type: .double, defaultValue: .double(0)),
            PropertySchema(name: "f", type: .float, defaultValue: .float(0)),
        ]),
    ])

    public static func plain(_ id: Int64, _ v: Int64) -> EngineCall {
        .create(type: "Plain", value: .list([.int(id), .int(v)]), update: .error)
    }

    public static func item(_ id: Int64, _ v: Int64) -> EngineCall {
        .create(type: "Item", value: .list([.int(id), .int(v), .list([.int(v)])]), update: .error)
    }

    public static func key(_ reply: EngineReply) throws -> ObjectKey {
        guard case .added(let key?, _) = reply else { throw EngineError(.engineFailure, "no key in \(reply)") }
        return key
    }

    public static func ints(_ engine: any Engine, _ ref: CollectionRef) throws -> [Int64] {
        guard case .values(let values) = try engine.perform(.elements(ref)) else { return [] }
        return values.compactMap { if case .int(let i) = $0 { return i } else { return nil } }
    }

    public static func count(_ engine: any Engine, _ ref: CollectionRef) throws -> Int64 {
        guard case .int(let n) = try engine.perform(.count(ref)) else { return -1 }
        return Int64(n)
    }

    /// The kind of error `call` fails with, or nil when it answers.
    public static func failure(_ engine: any Engine, _ call: EngineCall) -> ErrorKind? {
        do { _ = try engine.perform(call); return nil } catch { return error.kind }
    }

    /// Whether `call` fails with `engineFailure` (the planted failure) rather than answering.
    public static func failsInStorage(_ engine: any Engine, _ call: EngineCall) -> Bool {
        failure(engine, call) == .engineFailure
    }

    public static let plains = CollectionRef.objects(type: "Plain")

    public static let items = CollectionRef.objects(type: "Item")
    public static func below(_ v: Int64) -> CollectionRef {
        .filtered(items, .compare(Comparison(.keyPath(["v"]), .less, .constant(.int(v)))))
    }
}
