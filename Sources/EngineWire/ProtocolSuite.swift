// The protocol suite: what an engine in another process must do with the
// lines it receives, beyond answering calls right (the conformance kit's
// part): the handshake, ids, refusing malformed requests while it keeps
// serving, and answering a call it does not know with `unsupported`. Each
// check starts a fresh process. Requests are built from the message types;
// the malformed ones are well-formed requests with one thing broken.
//
// Related documentation: docs/engine-protocol.md#lifecycle, docs/engine-protocol.md#messages,
// docs/engine-protocol.md#versioning-and-compatibility.

internal import Foundation
internal import RealmSpecCore

/// What one check of the protocol suite found.
public struct ProtocolCheckResult: Hashable, Sendable {
    /// `protocol: handshake`, `protocol: ids`, `protocol: malformed requests`, `protocol: unknown call`.
    public var area: String
    /// What the engine must do, in words.
    public var name: String
    /// What was found broken; empty when the engine did it.
    public var failures: [String]
}

/// The checks every external engine must pass.
///
/// ```swift
/// let results = ProtocolSuite.run(command: "python3 engine.py")
/// let broken = results.filter { !$0.failures.isEmpty }
/// ```
public enum ProtocolSuite {
    /// Runs every check, each on a fresh process of `command`.
    ///
    /// - Parameter timeout: seconds the engine gets for each answer.
    public static func run(command: String, timeout: Double = 10) -> [ProtocolCheckResult] {
        run(command: command, timeout: timeout, areas: Set(areas))
    }

    /// Runs the checks of the given areas (of `areas`), each on a fresh process of `command`.
    public static func run(command: String, timeout: Double = 10, areas selected: Set<String>) -> [ProtocolCheckResult] {
        checks.filter { selected.contains($0.area) }.map { check in
            let failures: [String]
            do {
                let session = try ProtocolSession(command: command, timeout: timeout)
                var probe = ProtocolProbe(session: session)
                check.body(&probe)
                failures = probe.failures
            } catch {
                failures = ["cannot start '\(command)': \(error)"]
            }
            return ProtocolCheckResult(area: check.area, name: check.name, failures: failures)
        }
    }

    /// The page the checks come from.
    public static let section = "docs/engine-protocol.md"

    struct Check: Sendable {
        var area: String
        var name: String
        var body: @Sendable (inout ProtocolProbe) -> Void
    }

    static let handshake = "protocol: handshake"
    static let ids = "protocol: ids"
    static let malformed = "protocol: malformed requests"
    static let unknownCall = "protocol: unknown call"

    /// The suite's areas, in table order: `protocol: handshake`, `protocol: ids`, ….
    public static let areas = [handshake, ids, malformed, unknownCall]

    static let checks: [Check] = handshakeChecks + idChecks + malformedChecks + unknownCallChecks
}

/// One check's view of the engine: sends requests and records what is wrong.
struct ProtocolProbe {
    let session: ProtocolSession
    private(set) var failures: [String] = []
    /// The next id to send; ids count up from 1 as the protocol page says.
    private var nextId = 1

    init(session: ProtocolSession) { self.session = session }

    mutating func fail(_ message: String) { failures.append(message) }

    mutating func takeId() -> Int {
        defer { nextId += 1 }
        return nextId
    }

    /// Greets the engine; records a failure and answers false when it does not answer in kind.
    mutating func greet() -> Bool {
        guard let response = expectResponse(to: "hello", session.send(.hello())) else { return false }
        guard response.hello != nil else {
            fail("'hello' should be answered with 'hello', got \(Self.render(response))")
            return false
        }
        return true
    }

    /// The response, or nil after recording what came instead.
    mutating func expectResponse(to what: String, _ answer: ProtocolAnswer) -> WireResponse? {
        switch answer {
        case .response(let response): return response
        case .garbage(let why): fail("\(what): the engine answered a line that is not a valid response: \(why)")
        case .silence(let why): fail("\(what): \(why)")
        }
        return nil
    }

    /// A request that must succeed, answered with a reply carrying its id.
    mutating func expectReply(_ what: String, _ request: WireRequest) {
        guard let response = expectResponse(to: what, session.send(request)) else { return }
        if response.reply == nil || response.error != nil {
            fail("\(what) should be answered with a reply, got \(Self.render(response))")
        }
        if response.id != request.id {
            fail("\(what) was sent with id \(Self.render(request.id)), answered with id \(Self.render(response.id))")
        }
    }

    /// A line that must be refused with an error (of `kind`, when given),
    /// carrying `id` when the line had a readable one.
    mutating func expectRefusal(_ what: String, _ answer: ProtocolAnswer, id: Int?, kind: ErrorKind? = nil) {
        guard let response = expectResponse(to: what, answer) else { return }
        guard let error = response.error, response.reply == nil else {
            fail("\(what) should be refused with an error, got \(Self.render(response))")
            return
        }
        if let kind, error.kind != kind {
            fail("\(what) should be refused with '\(kind.rawValue)', got '\(error.kind.rawValue)': \(error.message)")
        }
        if let id, response.id != id {
            fail("\(what) was sent with id \(id), refused with id \(Self.render(response.id))")
        }
    }

    /// After a refusal, the engine still answers a valid call on the same connection.
    mutating func expectStillServing(after what: String) {
        let id = takeId()
        let request = WireRequest(id: id, call: .isInWriteTransaction)
        guard let response = expectResponse(to: "a call after \(what)", session.send(request)) else { return }
        guard response.id == id, case .bool(false)? = response.reply else {
            fail("after \(what), 'isInWriteTransaction' (id \(id)) should be answered false, got \(Self.render(response))")
            return
        }
    }

    static func render(_ id: Int?) -> String { id.map(String.init) ?? "none" }

    static func render(_ response: WireResponse) -> String {
        var parts = ["id \(render(response.id))"]
        if let hello = response.hello { parts.append("hello (protocol \(hello.protocol), name '\(hello.name)')") }
        if let reply = response.reply { parts.append("reply \(reply)") }
        if let error = response.error { parts.append("error \(error.kind.rawValue): \(error.message)") }
        return parts.joined(separator: ", ")
    }
}
