// The one catalogue of diagnostics the loader and lint report. Ids are
// stable; messages are lowercase, without a final period, with code in
// single quotes.

internal import RealmSpecCore
internal import ScenarioAPI

/// Every diagnostic the scenario language reports, by stable id.
package enum DiagnosticKind: String, CaseIterable {
    case unreadableFile = "unreadable-file"
    case fileTooLarge = "file-too-large"
    case invalidUTF8 = "invalid-utf8"
    case syntaxMissing = "syntax-missing"
    case syntaxUnexpected = "syntax-unexpected"
    case unsupportedConstruct = "unsupported-construct"
    case unsupportedDeclaration = "unsupported-declaration"
    case unknownType = "unknown-type"
    case unknownProperty = "unknown-property"
    case unknownMember = "unknown-member"
    case unknownFunction = "unknown-function"
    case wrongLabels = "wrong-argument-labels"
    case wrongArgumentType = "wrong-argument-type"
    case missingTry = "missing-try"
    case missingAwait = "missing-await"
    case unknownErrorKind = "unknown-error-kind"
    case unknownClaim = "unknown-claim"
    case unknownSDKTest = "unknown-sdk-test"
    case invalidPredicate = "invalid-predicate"
    case schemaTwoPrimaryKeys = "schema-two-primary-keys"
    case schemaEmbeddedRequired = "schema-embedded-required"
    case schemaUnknownPropertyType = "schema-unknown-property-type"
    case schemaBadDefault = "schema-bad-default"
    case schemaBadLinkingObjects = "schema-bad-linking-objects"
    case schemaBadProjection = "schema-bad-projection"
    /// An old-style (`@objc dynamic`) model declaration the SDK refuses or cannot persist.
    case schemaLegacyDeclaration = "schema-legacy-declaration"
    case undefinedVariable = "undefined-variable"
    case noScenarios = "no-scenarios"
    case unknownMetadataKey = "unknown-metadata-key"
    case unknownCapability = "unknown-capability"
    case nestingTooDeep = "nesting-too-deep"
    case unknownPage = "unknown-page"
    case unknownSection = "unknown-section"
    case duplicateScenario = "duplicate-scenario"
}

/// Builds diagnostics for one file.
package struct DiagnosticSink {
    let file: String
    package private(set) var all: [Diagnostic] = []

    package init(file: String) { self.file = file }

    package mutating func error(_ kind: DiagnosticKind, _ message: String, at loc: SourceLocation) {
        all.append(Diagnostic(id: kind.rawValue, severity: .error, message: message, location: loc))
    }
    package mutating func warning(_ kind: DiagnosticKind, _ message: String, at loc: SourceLocation) {
        all.append(Diagnostic(id: kind.rawValue, severity: .warning, message: message, location: loc))
    }
}

/// The message texts, kept together so their wording stays consistent.
package enum Messages {
    package static func fileTooLarge(_ path: String, bytes: Int) -> String {
        "scenario file '\(path)' is \(bytes) bytes, over the limit of \(Budget.maximumFileBytes) bytes (1 MiB); split it into smaller files"
    }
    package static func unknownProperty(_ name: String, on type: String) -> String {
        "unknown property '\(name)' on '\(type)'"
    }
    package static func unknownType(_ name: String) -> String { "unknown model type '\(name)'" }
    package static func unknownMember(_ name: String) -> String { "unknown member '\(name)'" }
    package static func unknownMember(_ name: String, on kind: String) -> String { "unknown member '\(name)' on '\(kind)'" }
    package static func unknownFunction(_ name: String) -> String { "unknown function '\(name)'" }
    package static func wrongLabels(_ name: String, got: [String], expected: [[String]]) -> String {
        let shown = expected.map { "'\(signature(name, $0))'" }.joined(separator: " or ")
        return "wrong argument labels for '\(signature(name, got))': expected \(shown)"
    }
    package static func unsupported(_ what: String) -> String {
        let shown = what.count > 60 ? what.prefix(60) + "…" : Substring(what)
        return "'\(shown)' is outside the scenario subset"
    }
    package static func unknownErrorKind(_ name: String) -> String { "unknown error kind '\(name)'" }
    package static func unknownClaim(_ name: String) -> String { "unknown claim id '\(name)'" }
    /// `; did you mean 'x'?` when a candidate is near `name`, else nothing.
    package static func didYouMean(_ name: String, in candidates: [String]) -> String {
        NearestName.closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
    package static func duplicateScenario(_ name: String, first: SourceLocation) -> String {
        "duplicate scenario name '\(name)'; the first is at \(first)"
    }
    package static func signature(_ name: String, _ labels: [String]) -> String {
        "\(name)(" + labels.map { "\($0):" }.joined() + ")"
    }
}

/// Where each line of one file's text starts, so that a syntax position
/// becomes a line and a UTF-8 column without walking the tree. Line breaks
/// are `\n`, `\r` and `\r\n`, as the parser counts them.
package struct LineMap {
    package let file: String
    /// UTF-8 offsets at which lines begin; the first is 0.
    private let starts: [Int]
    private let end: Int

    package init(file: String, text: String) {
        self.file = file
        var source = text
        source.makeContiguousUTF8()
        let (starts, end) = source.utf8.withContiguousStorageIfAvailable(Self.lineStarts) ?? Self.lineStarts(Array(source.utf8))
        self.starts = starts
        self.end = end
    }

    private static func lineStarts(_ bytes: some RandomAccessCollection<UInt8>) -> ([Int], Int) {
        var starts = [0]
        var i = bytes.startIndex
        var offset = 0
        while i != bytes.endIndex {
            let byte = bytes[i]
            i = bytes.index(after: i); offset += 1
            if byte == 0x0D, i != bytes.endIndex, bytes[i] == 0x0A { i = bytes.index(after: i); offset += 1 }
            if byte == 0x0A || byte == 0x0D { starts.append(offset) }
        }
        return (starts, offset)
    }

    /// The line and column of a UTF-8 offset (clamped to the text).
    package func location(offset: Int) -> SourceLocation {
        let position = min(max(0, offset), end)
        var low = 0, high = starts.count
        while high - low > 1 {
            let mid = (low + high) / 2
            if starts[mid] <= position { low = mid } else { high = mid }
        }
        return SourceLocation(file: file, line: low + 1, column: position - starts[low] + 1)
    }
}
