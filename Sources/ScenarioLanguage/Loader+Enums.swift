// Top-level `enum Kind: Int, PersistableEnum { case a = 1, b }` declarations:
// a model property of such a type stores the case's raw value, as Realm
// stores it, and defaults to the first case. In a scenario `Kind.a`, `.a`
// where a property of the enum's type is expected, `Kind(rawValue:)`,
// `Kind.allCases` and `rawValue` read the raw values.
// Related documentation: docs/writing-scenarios.md#the-swift-subset.

import RealmSpecCore
import SwiftSyntax

/// A `PersistableEnum` a file declares: its raw type and its cases in order.
struct PersistedEnum: Codable, Equatable {
    let name: String
    /// The raw type's name as written (`Int`, `Int8`, `String`, `Float`, `Double`).
    let rawTypeName: String
    let cases: [String]
    let rawValues: [Value]

    var rawType: PropertyType? { ScalarTypes.type(named: rawTypeName) }

    /// The raw value of a case, nil for a name that is not one.
    func rawValue(of name: String) -> Value? {
        cases.firstIndex(of: name).map { rawValues[$0] }
    }

    /// Whether a raw value is one of the cases'.
    func contains(raw: Value) -> Bool { rawValues.contains(raw) }

    /// Implicit member names that stay the SDK's own (AnyRealmValue's cases,
    /// update policies, change kinds) even when an enum has a case of the name.
    static let reservedCaseNames: Set<String> = [
        "none", "int", "bool", "float", "double", "string", "data", "date", "objectId", "decimal128", "uuid", "object",
        "list", "dictionary", "modified", "all", "error", "initial", "update", "deleted", "change",
    ]
}

extension ModelReader {
    /// The raw types a `PersistableEnum` may have.
    static let enumRawTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "String", "Float", "Double"]

    /// Whether a top-level enum declares a `PersistableEnum` with a raw type.
    static func isPersistableEnum(_ e: EnumDeclSyntax) -> Bool {
        let inherited = e.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        return inherited.contains("PersistableEnum") && inherited.contains(where: enumRawTypes.contains)
    }

    /// Reads every `PersistableEnum` declared at the top level of the tree.
    mutating func readEnums(_ tree: SourceFileSyntax, into catalog: inout ModelCatalog) {
        for item in tree.statements {
            guard let e = item.item.as(EnumDeclSyntax.self), Self.isPersistableEnum(e) else { continue }
            if let declared = readEnum(e) { catalog.enums[declared.name] = declared }
        }
    }

    private mutating func readEnum(_ e: EnumDeclSyntax) -> PersistedEnum? {
        guard let raw = e.inheritanceClause?.inheritedTypes.map({ $0.type.trimmedDescription }).first(where: Self.enumRawTypes.contains),
              let rawType = ScalarTypes.type(named: raw) else { return nil }
        var names: [String] = [], values: [Value] = []
        var next: Int64 = 0
        for member in e.memberBlock.members {
            guard let decl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in decl.elements {
                let name = element.name.text
                var value: Value
                if let given = element.rawValue.flatMap({ LiteralReader.value($0.value) }) {
                    value = ValueCoercion.coerce(given, to: rawType) ?? given
                } else if element.rawValue != nil {
                    sink.error(.schemaBadDefault, "the raw value of case '\(name)' of '\(e.name.text)' is not a literal", at: location(element))
                    return nil
                } else {
                    switch rawType {
                    case .string: value = .string(name)
                    case .int: value = .int(next)
                    default:
                        sink.error(.schemaBadDefault, "case '\(name)' of '\(e.name.text)' needs a raw value", at: location(element))
                        return nil
                    }
                }
                if case .int(let i) = value { next = i &+ 1 }
                names.append(name)
                values.append(value)
            }
        }
        guard !names.isEmpty else {
            sink.error(.schemaUnknownPropertyType, "enum '\(e.name.text)' has no cases", at: location(e.name))
            return nil
        }
        return PersistedEnum(name: e.name.text, rawTypeName: raw, cases: names, rawValues: values)
    }
}
