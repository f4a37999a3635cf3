// The checks' view of an engine: performs calls, holds every reply to its
// call (`ReplyCheck`), decodes replies of the expected shape, and records
// what is wrong instead of crashing.

internal import RealmSpecCore

/// Thrown to end a check after a failure that makes going on pointless.
struct ConformanceStop: Error {}

/// Performs calls for one check and collects its failures.
final class ConformanceProbe {
    let engine: any Engine
    let check: String
    private(set) var failures: [ConformanceFailure] = []
    /// Holds every reply to its call, against the fixtures' schema.
    private var replies: ReplyCheck

    init(engine: any Engine, check: String) {
        self.engine = engine
        self.check = check
        replies = ReplyCheck(engine: engine.info.name)
        replies.open(ConformanceFixtures.schema)
    }

    func fail(_ message: String) {
        failures.append(ConformanceFailure(check: check, message: message))
    }

    /// Records a failure and ends the check.
    func stop(_ message: String) -> ConformanceStop {
        fail(message)
        return ConformanceStop()
    }

    // MARK: Calls

    /// Performs a call that must succeed with a reply that fits it.
    @discardableResult
    func perform(_ call: EngineCall) throws -> EngineReply {
        let reply: EngineReply
        do { reply = try engine.perform(call) } catch {
            throw stop("'\(call.name)' failed: \(error) (call: \(call))")
        }
        do { try replies.check(reply, to: call) } catch {
            throw stop(error.message)
        }
        return reply
    }

    /// Performs a call that must fail with `kind`.
    func expectError(_ kind: ErrorKind, _ call: EngineCall) {
        do {
            let reply = try engine.perform(call)
            fail("'\(call.name)' should fail with \(kind.rawValue) but answered \(reply) (call: \(call))")
        } catch {
            if error.kind != kind {
                fail("'\(call.name)' should fail with \(kind.rawValue) but failed with \(error)")
            }
        }
    }

    func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }

    func expectEqual<T: Equatable>(_ actual: T, _ expected: T, _ what: String) {
        if actual != expected { fail("\(what): expected \(Self.render(expected)), got \(Self.render(actual))") }
    }

    /// Values in their short form (`"Rex"`, `5`, `Dog#3`), anything else as Swift prints it.
    static func render(_ thing: Any) -> String {
        switch thing {
        case let value as Value: return value.description
        case let values as [Value]: return "[" + values.map(\.description).joined(separator: ", ") + "]"
        case let value as Value?: return value.map(\.description) ?? "absent"
        default: return String(describing: thing)
        }
    }

    // MARK: Replies of one shape

    func int(_ call: EngineCall) throws -> Int {
        let reply = try perform(call)
        guard case .int(let i) = reply else { throw wrongShape(reply, call, ".int") }
        return i
    }

    func bool(_ call: EngineCall) throws -> Bool {
        let reply = try perform(call)
        guard case .bool(let b) = reply else { throw wrongShape(reply, call, ".bool") }
        return b
    }

    func value(_ call: EngineCall) throws -> Value {
        let reply = try perform(call)
        guard case .value(let v) = reply else { throw wrongShape(reply, call, ".value") }
        return v
    }

    func values(_ call: EngineCall) throws -> [Value] {
        let reply = try perform(call)
        guard case .values(let vs) = reply else { throw wrongShape(reply, call, ".values") }
        return vs
    }

    func key(_ call: EngineCall) throws -> ObjectKey? {
        let reply = try perform(call)
        guard case .key(let k) = reply else { throw wrongShape(reply, call, ".key") }
        return k
    }

    func added(_ call: EngineCall) throws -> (root: ObjectKey?, keys: [LocalKey]) {
        let reply = try perform(call)
        guard case .added(let root, let keys) = reply else { throw wrongShape(reply, call, ".added") }
        return (root, keys)
    }

    func target(_ call: EngineCall) throws -> Target? {
        let reply = try perform(call)
        guard case .target(let t) = reply else { throw wrongShape(reply, call, ".target") }
        return t
    }

    func token(_ call: EngineCall) throws -> Int {
        let reply = try perform(call)
        guard case .token(let t) = reply else { throw wrongShape(reply, call, ".token") }
        return t
    }

    /// `refresh`, answering the deliveries it made.
    func refresh() throws -> [Delivery] {
        let reply = try perform(.refresh)
        guard case .deliveries(let ds) = reply else { throw wrongShape(reply, .refresh, ".deliveries") }
        return ds
    }

    private func wrongShape(_ reply: EngineReply, _ call: EngineCall, _ shape: String) -> ConformanceStop {
        stop("'\(call.name)' should answer \(shape) but answered \(reply)")
    }

    // MARK: Conveniences

    /// begin, body, commit.
    func write(_ body: () throws -> Void) throws {
        try perform(.beginWrite)
        try body()
        try perform(.commitWrite(withoutNotifying: []))
    }

    /// Creates an object from a dictionary value and answers its key.
    @discardableResult
    func create(_ type: String, _ fields: KeyValuePairs<String, Value>,
                update: UpdatePolicy = .error) throws -> ObjectKey {
        let call = EngineCall.create(type: type, value: .map(fields.map { MapEntry($0.key, $0.value) }), update: update)
        guard let root = try added(call).root else { throw stop("'create' answered no root key") }
        return root
    }

    func get(_ key: ObjectKey, _ property: String) throws -> Value {
        try value(.get(key, property: property))
    }

    func count(_ ref: CollectionRef) throws -> Int { try int(.count(ref)) }
}
