// A syntax node's place in its file's text.

internal import RealmSpecCore
internal import ScenarioInterpreter
internal import struct ScenarioInterpreter.SourceLocation
internal import SwiftSyntax

extension LineMap {
    /// Where a node's first token starts, after its leading trivia.
    func location(_ node: some SyntaxProtocol) -> SourceLocation {
        location(offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
}
