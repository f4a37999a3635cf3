// Files that nest too deep for the parser, the compiler or the interpreter
// are refused with a diagnostic at the first place past the limit, before
// anything recurses over them. Two checks: brackets in the text before
// swift-syntax parses it (the parser's lookahead grows about 1.9x with each
// nested `[`), and the depth of the parsed tree, walked with a stack of its
// own, before operators are folded and again after.

internal import ScenarioInterpreter
internal import SwiftSyntax

enum NestingCheck {
    /// The first bracket past the limits in `text`, as a UTF-8 offset and a
    /// message; nil when the text nests within them. Brackets in comments
    /// and string literals do not count; interpolations do.
    static func brackets(_ text: String,
                         maximumOpen: Int = Budget.maximumOpenBrackets,
                         maximumSquare: Int = Budget.maximumOpenSquareBrackets) -> (offset: Int, message: String)? {
        var text = text
        return text.withUTF8 { scan($0, maximumOpen: maximumOpen, maximumSquare: maximumSquare) }
    }

    private enum Context { case bracket(UInt8), interpolation, string(multiline: Bool) }

    private static func scan(_ b: UnsafeBufferPointer<UInt8>, maximumOpen: Int, maximumSquare: Int) -> (offset: Int, message: String)? {
        var stack: [Context] = []
        var open = 0, square = 0
        var i = 0
        let n = b.count
        func at(_ k: Int) -> UInt8 { k < n ? b[k] : 0 }
        while i < n {
            let c = b[i]
            if case .string(let multiline)? = stack.last {
                if c == UInt8(ascii: "\\") {
                    if at(i + 1) == UInt8(ascii: "(") { stack.append(.interpolation); open += 1; i += 2; continue }
                    i += 2; continue
                }
                if c == UInt8(ascii: "\"") {
                    if !multiline { stack.removeLast(); i += 1; continue }
                    if at(i + 1) == UInt8(ascii: "\""), at(i + 2) == UInt8(ascii: "\"") { stack.removeLast(); i += 3; continue }
                }
                if c == UInt8(ascii: "\n"), !multiline { stack.removeLast() }
                i += 1
                continue
            }
            switch c {
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                while i < n, b[i] != UInt8(ascii: "\n") { i += 1 }
                continue
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                var depth = 0
                while i < n {
                    if b[i] == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") { depth += 1; i += 2; continue }
                    if b[i] == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") { depth -= 1; i += 2; if depth == 0 { break }; continue }
                    i += 1
                }
                continue
            case UInt8(ascii: "\""):
                let multiline = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
                stack.append(.string(multiline: multiline))
                i += multiline ? 3 : 1
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append(.bracket(c))
                open += 1
                if c == UInt8(ascii: "[") { square += 1 }
                if open > maximumOpen {
                    return (i, "more than \(maximumOpen) brackets are open at once here; nest less deeply")
                }
                if square > maximumSquare {
                    return (i, "more than \(maximumSquare) '[' are open at once here; nest arrays less deeply")
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                switch stack.last {
                case .bracket(let o)?:
                    stack.removeLast(); open -= 1
                    if o == UInt8(ascii: "[") { square -= 1 }
                case .interpolation?:
                    stack.removeLast(); open -= 1
                default: break
                }
            default: break
            }
            i += 1
        }
        return nil
    }

    /// The first node nested deeper than `limit` expressions, statements and
    /// declarations, found without recursion; nil when the tree is within it.
    static func deepestNode(in tree: some SyntaxProtocol, limit: Int = Budget.maximumNesting) -> Syntax? {
        var stack: [(Syntax, Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = stack.popLast() {
            let counts = ExprSyntax(node) != nil || StmtSyntax(node) != nil || DeclSyntax(node) != nil
            var here = counts ? depth + 1 : depth
            // An operator sequence folds into a tree as deep as its operators
            // are many; counted before folding, which itself recurses (and
            // chains one arena per step) over a long one.
            if let sequence = node.as(SequenceExprSyntax.self) { here += sequence.elements.count / 2 }
            if here > limit { return node }
            // Last child first, so the first node past the limit in the text is found.
            for child in node.children(viewMode: .sourceAccurate).reversed() where !child.is(TokenSyntax.self) {
                stack.append((child, here))
            }
        }
        return nil
    }

    /// The first offset at or after `offset` that is not a blank or a line break.
    static func skippingBlanks(_ text: String, from offset: Int) -> Int {
        let utf8 = text.utf8
        guard offset >= 0, offset < utf8.count else { return offset }
        var i = utf8.index(utf8.startIndex, offsetBy: offset), at = offset
        while i < utf8.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(utf8[i]) { i = utf8.index(after: i); at += 1 }
        return at
    }

    static func tooDeepMessage(_ limit: Int = Budget.maximumNesting) -> String {
        "expressions and statements nest more than \(limit) levels deep here; split the expression"
    }
}
