// A syntax node's place in its file's text.

import RealmSpecCore
import ScenarioInterpreter
import struct ScenarioInterpreter.SourceLocation
import SwiftSyntax

extension LineMap {
    /// Where a node's first token starts, after its leading trivia.
    func location(_ node: some SyntaxProtocol) -> SourceLocation {
        location(offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
}
