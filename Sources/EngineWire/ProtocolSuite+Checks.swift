// The checks of the protocol suite, by area.
//
// Related documentation: docs/engine-protocol.md#lifecycle, docs/engine-protocol.md#messages,
// docs/engine-protocol.md#versioning-and-compatibility.

internal import Foundation
internal import RealmSpecCore

extension ProtocolSuite {
    static let handshakeChecks: [Check] = [
        Check(area: handshake, name: "hello is answered with the protocol version, a name and known capabilities") { p in
            guard let response = p.expectResponse(to: "hello", p.session.send(.hello())) else { return }
            guard let hello = response.hello else {
                return p.fail("'hello' should be answered with 'hello', got \(ProtocolProbe.render(response))")
            }
            if hello.protocol != WireProtocol.version {
                p.fail("'hello' for protocol \(WireProtocol.version) was answered with protocol \(hello.protocol)")
            }
            if hello.name.isEmpty { p.fail("the 'hello' answer has an empty name") }
            let unknown = hello.capabilities.filter { Capability(rawValue: $0) == nil }
            if !unknown.isEmpty { p.fail("the 'hello' answer names capabilities this protocol version does not have: \(unknown)") }
        },
        Check(area: handshake, name: "a request before hello is refused with engineFailure") { p in
            let id = p.takeId()
            p.expectRefusal("'open' before 'hello'", p.session.send(WireRequest(id: id, open: Schema(types: []))),
                            id: id, kind: .engineFailure)
            _ = p.greet()
        },
        Check(area: handshake, name: "a hello for a protocol version the engine does not speak is not accepted") { p in
            var request = WireRequest.hello()
            request.hello?.protocols = [0]
            guard let response = p.expectResponse(to: "'hello' for protocol 0", p.session.send(request)) else { return }
            if let hello = response.hello, hello.protocol == 0 {
                p.fail("'hello' for protocol 0 was accepted as protocol 0")
            } else if response.hello == nil && response.error == nil {
                p.fail("'hello' for protocol 0 should be refused with an error, got \(ProtocolProbe.render(response))")
            }
        },
    ]

    static let idChecks: [Check] = [
        Check(area: ids, name: "every reply carries the id of its request") { p in
            guard p.greet() else { return }
            p.expectReply("'open'", WireRequest(id: p.takeId(), open: Schema(types: [])))
            p.expectReply("'beginWrite'", WireRequest(id: p.takeId(), call: .beginWrite))
            p.expectReply("'cancelWrite'", WireRequest(id: p.takeId(), call: .cancelWrite))
            p.expectReply("'close'", WireRequest(id: p.takeId(), close: WireEmpty()))
        },
        Check(area: ids, name: "an error reply carries the id of its request") { p in
            guard p.greet() else { return }
            p.expectReply("'open'", WireRequest(id: p.takeId(), open: Schema(types: [])))
            let id = p.takeId()
            p.expectRefusal("'commitWrite' outside a write", p.session.send(WireRequest(id: id, call: .commitWrite(withoutNotifying: []))),
                            id: id, kind: .noWriteTransaction)
        },
    ]

    /// A malformed line is refused, and the engine keeps serving.
    private static func malformed(_ name: String, _ what: String,
                                  _ build: @escaping @Sendable (ProtocolSession, Int) -> (line: [UInt8], id: Int?)) -> Check {
        Check(area: malformed, name: name) { p in
            guard p.greet() else { return }
            p.expectReply("'open'", WireRequest(id: p.takeId(), open: Schema(types: [])))
            let (line, id) = build(p.session, p.takeId())
            p.expectRefusal(what, p.session.send(line: line), id: id)
            p.expectStillServing(after: what)
        }
    }

    static let malformedChecks: [Check] = [
        malformed("a line that is not JSON is refused, and the engine keeps serving", "a line that is not JSON") { _, _ in
            (Array("{\"id\":".utf8), nil)
        },
        malformed("a request that is not a JSON object is refused", "a JSON array") { _, _ in
            (Array("[1,2]".utf8), nil)
        },
        malformed("a request without an id is refused", "a call without an id") { s, _ in
            (ProtocolSession.line(s.object(of: WireRequest(call: .isInWriteTransaction))), nil)
        },
        malformed("a request with both open and call is refused", "a request with both 'open' and 'call'") { s, id in
            (ProtocolSession.line(s.object(of: WireRequest(id: id, open: Schema(types: []), call: .beginWrite))), id)
        },
        malformed("a request with none of open, call and close is refused", "a request with only an id") { s, id in
            (ProtocolSession.line(s.object(of: WireRequest(id: id))), id)
        },
        malformed("a call whose arguments have the wrong type is refused", "a 'count' whose argument is a number") { s, id in
            var object = s.object(of: WireRequest(id: id, call: .count(.objects(type: "Dog"))))
            if let call = object["call"] as? [String: Any], let name = call.keys.first { object["call"] = [name: 42] }
            return (ProtocolSession.line(object), id)
        },
    ]

    static let unknownCallChecks: [Check] = [
        Check(area: unknownCall, name: "a call the engine does not know is answered unsupported") { p in
            guard p.greet() else { return }
            p.expectReply("'open'", WireRequest(id: p.takeId(), open: Schema(types: [])))
            let id = p.takeId()
            var object = p.session.object(of: WireRequest(id: id, call: .beginWrite))
            if let call = object["call"] as? [String: Any], let body = call.values.first {
                object["call"] = ["aCallNoVersionHas": body]
            }
            p.expectRefusal("the unknown call 'aCallNoVersionHas'", p.session.send(line: ProtocolSession.line(object)),
                            id: id, kind: .unsupported)
            p.expectStillServing(after: "an unknown call")
        },
    ]
}
