// The floor of loading a scenario file: swift-syntax's parser alone on the
// file's text, with no lint, models or compilation. `realmspec-bench`
// measures loading against it, and reaches the parser only through here.

internal import SwiftParser
internal import SwiftSyntax

/// swift-syntax's parser alone.
public enum ParseFloor {
    /// Parses `source` and answers the length of the tree, so the work cannot be skipped.
    public static func parse(_ source: String) -> Int {
        Parser.parse(source: source).totalLength.utf8Length
    }
}
