// Record mode (`realmspec complete`), as sqllogictest's override: assertions
// written with a placeholder for the expected value are filled in with what
// an engine produced.
//
//     XCTAssertEqual(dogs.count, _)   ->  XCTAssertEqual(dogs.count, 2)
//     assertThrows(dog.age = 4)       ->  assertThrows(dog.age = 4, .notInWriteTransaction)
//
// The file is instrumented so that each placeholder assertion fails with the
// value it saw (`XCTAssertEqual([x], [])`, `assertThrows(x, reason: "\u{1E}")`),
// its scenarios are run, and the placeholders are replaced in the original
// text, leaving every other byte — formatting and comments — as it was.

internal import Foundation
public import ScenarioInterpreter
public import struct ScenarioInterpreter.SourceLocation
internal import SwiftParser
internal import SwiftSyntax

/// Placeholders in a scenario file, and how to fill them.
public struct Completion: Sendable {
    /// One assertion to complete.
    public struct Placeholder: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            /// `XCTAssertEqual(value, _)`: the `_` becomes the value's literal.
            case equal
            /// `assertThrows(expr)`: the error kind is added.
            case errorKind
        }
        public var kind: Kind
        /// 1-based line of the assertion.
        public var line: Int
        public var column: Int
        /// The scenario (function) it is in.
        public var scenario: String
        /// UTF-8 offsets in the original text: the first argument, and the `_` (equal only).
        var argument: Range<Int>
        var underscore: Range<Int>?
    }

    public let source: String
    public let placeholders: [Placeholder]

    public init(source: String) {
        self.source = source
        let tree = Parser.parse(source: source)
        let finder = PlaceholderFinder(converter: SourceLocationConverter(fileName: "", tree: tree))
        finder.walk(tree)
        placeholders = finder.found
    }

    /// The text with each placeholder assertion made to fail with the value it sees.
    public var instrumented: String {
        var edits: [(Range<Int>, String)] = []
        let bytes = Array(source.utf8)
        func text(_ r: Range<Int>) -> String { String(decoding: bytes[r], as: UTF8.self) }
        for p in placeholders {
            switch p.kind {
            case .equal:
                edits.append((p.argument, "[" + text(p.argument) + "]"))
                if let u = p.underscore { edits.append((u, "[]")) }
            case .errorKind:
                edits.append((p.argument.upperBound..<p.argument.upperBound, ", reason: \"\\u{1E}\""))
            }
        }
        return Self.apply(edits, to: bytes)
    }

    /// What one placeholder became.
    public enum Fill: Sendable, Hashable {
        /// The literal for an `_`, or the `.kind` for an assertThrows.
        case text(String)
        /// Why it could not be filled.
        case problem(String)
    }

    /// The original text with the placeholders that have a `.text` fill replaced.
    public func filled(_ fills: [Placeholder: Fill]) -> String {
        var edits: [(Range<Int>, String)] = []
        for p in placeholders {
            guard case .text(let text)? = fills[p] else { continue }
            switch p.kind {
            case .equal: if let u = p.underscore { edits.append((u, text)) }
            case .errorKind: edits.append((p.argument.upperBound..<p.argument.upperBound, ", " + text))
            }
        }
        return Self.apply(edits, to: Array(source.utf8))
    }

    /// What each placeholder saw, from the failures of the instrumented run
    /// of its scenario (matched by line: the instrumentation adds no line).
    public static func fills(for placeholders: [Placeholder], outcome: ScenarioOutcome) -> [Placeholder: Fill] {
        var out: [Placeholder: Fill] = [:]
        for p in placeholders {
            let name = p.kind == .equal ? "XCTAssertEqual" : "assertThrows"
            let seen = outcome.failures.filter { $0.location.line == p.line && $0.assertion == name }
            guard let failure = seen.first else {
                if let error = outcome.error {
                    out[p] = .problem("the scenario stopped before the assertion ran: \(error.kind): \(error.message)")
                } else {
                    out[p] = .problem("the assertion did not run")
                }
                continue
            }
            if seen.count > 1, Set(seen.map(\.actual)).count > 1 {
                out[p] = .problem("the assertion ran more than once with different values")
                continue
            }
            switch p.kind {
            case .equal: out[p] = literal(fromArrayOfOne: failure.actual ?? "")
            case .errorKind: out[p] = errorKind(from: failure.message)
            }
        }
        return out
    }

    /// `[3]` -> `3`; a value that is not a Swift literal is a problem.
    static func literal(fromArrayOfOne rendered: String) -> Fill {
        guard rendered.hasPrefix("["), rendered.hasSuffix("]") else { return .problem("unexpected value '\(rendered)'") }
        let inner = String(rendered.dropFirst().dropLast())
        return isLiteral(inner) ? .text(inner) : .problem("the value '\(inner)' cannot be written as a literal; fill it in by hand")
    }

    /// Whether the text parses as one literal expression (numbers, strings
    /// without interpolation, booleans, nil, and arrays and dictionaries of them).
    static func isLiteral(_ text: String) -> Bool {
        let tree = Parser.parse(source: "_ = " + text)
        guard !tree.hasError, let item = tree.statements.first?.item,
              let sequence = item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self) ?? item.as(SequenceExprSyntax.self)
                ?? item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self),
              sequence.elements.count == 3, let value = sequence.elements.last else { return false }
        return literalExpression(value)
    }

    private static func literalExpression(_ e: ExprSyntax) -> Bool {
        if e.is(IntegerLiteralExprSyntax.self) || e.is(FloatLiteralExprSyntax.self) || e.is(BooleanLiteralExprSyntax.self)
            || e.is(NilLiteralExprSyntax.self) { return true }
        if let s = e.as(StringLiteralExprSyntax.self) {
            return s.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
        }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" {
            return p.expression.is(IntegerLiteralExprSyntax.self) || p.expression.is(FloatLiteralExprSyntax.self)
        }
        if let a = e.as(ArrayExprSyntax.self) { return a.elements.allSatisfy { literalExpression($0.expression) } }
        if let d = e.as(DictionaryExprSyntax.self) {
            if case .elements(let list) = d.content {
                return list.allSatisfy { literalExpression($0.key) && literalExpression($0.value) }
            }
            return true
        }
        return false
    }

    /// `… but got 'notInWriteTransaction': …` -> `.notInWriteTransaction`.
    static func errorKind(from message: String) -> Fill {
        if message.contains("but no error was raised") { return .problem("the expression raised no error") }
        if message.contains("a Swift error was thrown") { return .problem("the expression threw a Swift error, not a Realm error") }
        guard let start = message.range(of: "but got '"),
              let end = message[start.upperBound...].firstIndex(of: "'") else {
            return .problem("unexpected failure: \(message)")
        }
        return .text("." + message[start.upperBound..<end])
    }

    private static func apply(_ edits: [(Range<Int>, String)], to bytes: [UInt8]) -> String {
        var out = bytes
        for (range, text) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            out.replaceSubrange(range, with: Array(text.utf8))
        }
        return String(decoding: out, as: UTF8.self)
    }
}

private final class PlaceholderFinder: SyntaxVisitor {
    let converter: SourceLocationConverter
    var found: [Completion.Placeholder] = []
    private var function: [String] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        function.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { function.removeLast() }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let scenario = function.last, let first = node.arguments.first else { return .visitChildren }
        let location = node.startLocation(converter: converter)
        let argument = first.expression.positionAfterSkippingLeadingTrivia.utf8Offset..<first.expression.endPositionBeforeTrailingTrivia.utf8Offset
        if name == "XCTAssertEqual", node.arguments.count >= 2 {
            let second = node.arguments[node.arguments.index(after: node.arguments.startIndex)]
            if second.label == nil, second.expression.is(DiscardAssignmentExprSyntax.self) {
                let u = second.expression.positionAfterSkippingLeadingTrivia.utf8Offset..<second.expression.endPositionBeforeTrailingTrivia.utf8Offset
                found.append(.init(kind: .equal, line: location.line, column: location.column, scenario: scenario,
                                   argument: argument, underscore: u))
            }
        } else if name == "assertThrows", node.arguments.count == 1, node.trailingClosure == nil {
            found.append(.init(kind: .errorKind, line: location.line, column: location.column, scenario: scenario,
                               argument: argument, underscore: nil))
        }
        return .visitChildren
    }
}
