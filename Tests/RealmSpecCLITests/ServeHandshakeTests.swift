// `realmspec serve` and the versioned handshake of docs/engine-protocol.md:
// a client offering no version the server speaks is refused with an error
// line, and the server says so on stderr too.

import Foundation
import Testing

@Suite("serve: the handshake")
struct ServeHandshakeTests {
    @Test("serve refuses a hello offering no version it speaks, on stdout and on stderr, and answers one that does")
    func refusedHandshake() throws {
        let tree = try SpecTree()
        let refused = try tree.run(["serve", "--engine", "reference"], stdin: #"{"hello":{"protocols":[1]}}"# + "\n")
        #expect(refused.status == 0, "\(refused)")
        #expect(refused.stdout.contains(#"{"error":{"kind":"engineFailure","message":"no protocol version in common: the client offers 1, this engine speaks 2"}}"#),
                "\(refused.stdout)")
        #expect(refused.stderr.contains("refused the handshake: no protocol version in common"), "\(refused.stderr)")
        let accepted = try tree.run(["serve", "--engine", "reference"], stdin: #"{"hello":{"protocols":[1,2]}}"# + "\n")
        #expect(accepted.stdout.hasPrefix(#"{"hello":{"capabilities":["#), "\(accepted.stdout)")
        #expect(accepted.stdout.contains(#""protocol":2"#))
        #expect(!accepted.stderr.contains("refused"))
    }
}
