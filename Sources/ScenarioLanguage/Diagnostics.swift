// The one catalogue of diagnostics the loader and lint report. Ids are
// stable; messages are lowercase, without a final period, with code in
// single quotes.

import RealmSpecCore

/// Every diagnostic the scenario language reports, by stable id.
enum DiagnosticKind: String, CaseIterable {
    case unreadableFile = "unreadable-file"
    case syntaxMissing = "syntax-missing"
    case syntaxUnexpected = "syntax-unexpected"
    case unsupportedConstruct = "unsupported-construct"
    case unsupportedDeclaration = "unsupported-declaration"
    case unknownType = "unknown-type"
    case unknownProperty = "unknown-property"
    case unknownMember = "unknown-member"
    case unknownFunction = "unknown-function"
    case wrongLabels = "wrong-argument-labels"
    case unknownErrorKind = "unknown-error-kind"
    case unknownClaim = "unknown-claim"
    case invalidPredicate = "invalid-predicate"
    case schemaTwoPrimaryKeys = "schema-two-primary-keys"
    case schemaEmbeddedRequired = "schema-embedded-required"
    case schemaUnknownPropertyType = "schema-unknown-property-type"
    case schemaBadDefault = "schema-bad-default"
    case schemaBadLinkingObjects = "schema-bad-linking-objects"
    case schemaBadProjection = "schema-bad-projection"
    case undefinedVariable = "undefined-variable"
    case noScenarios = "no-scenarios"
    case unknownMetadataKey = "unknown-metadata-key"
}

/// Builds diagnostics for one file.
struct DiagnosticSink {
    let file: String
    private(set) var all: [Diagnostic] = []

    init(file: String) { self.file = file }

    mutating func error(_ kind: DiagnosticKind, _ message: String, at loc: SourceLocation) {
        all.append(Diagnostic(id: kind.rawValue, severity: .error, message: message, location: loc))
    }
    mutating func warning(_ kind: DiagnosticKind, _ message: String, at loc: SourceLocation) {
        all.append(Diagnostic(id: kind.rawValue, severity: .warning, message: message, location: loc))
    }
    mutating func append(contentsOf other: [Diagnostic]) { all.append(contentsOf: other) }
}

/// The message texts, kept together so their wording stays consistent.
enum Messages {
    static func unknownProperty(_ name: String, on type: String) -> String {
        "unknown property '\(name)' on '\(type)'"
    }
    static func unknownType(_ name: String) -> String { "unknown model type '\(name)'" }
    static func unknownMember(_ name: String) -> String { "unknown member '\(name)'" }
    static func unknownMember(_ name: String, on kind: String) -> String { "unknown member '\(name)' on '\(kind)'" }
    static func unknownFunction(_ name: String) -> String { "unknown function '\(name)'" }
    static func wrongLabels(_ name: String, got: [String], expected: [[String]]) -> String {
        let shown = expected.map { "'\(signature(name, $0))'" }.joined(separator: " or ")
        return "wrong argument labels for '\(signature(name, got))': expected \(shown)"
    }
    static func unsupported(_ what: String) -> String { "'\(what)' is outside the scenario subset" }
    static func unknownErrorKind(_ name: String) -> String { "unknown error kind '\(name)'" }
    static func unknownClaim(_ name: String) -> String { "unknown claim id '\(name)'" }
    static func signature(_ name: String, _ labels: [String]) -> String {
        "\(name)(" + labels.map { "\($0):" }.joined() + ")"
    }
}
