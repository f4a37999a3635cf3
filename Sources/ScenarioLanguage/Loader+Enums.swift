// Top-level `enum Kind: Int, PersistableEnum { case a = 1, b }` declarations:
// a model property of such a type stores the case's raw value, as Realm
// stores it, and defaults to the first case. In a scenario `Kind.a`, `.a`
// where a property of the enum's type is expected, `Kind(rawValue:)`,
// `Kind.allCases` and `rawValue` read the raw values. An `@objc enum Kind:
// Int, RealmEnum`, the form an `@objc dynamic` property of an old-style model
// takes, is read the same way.
// Related documentation: docs/writing-scenarios.md#the-swift-subset.

internal import RealmSpecCore
internal import ScenarioInterpreter
internal import SwiftSyntax

extension ModelReader {
    /// The raw types a `PersistableEnum` may have.
    static let enumRawTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "String", "Float", "Double"]

    /// Whether a top-level enum declares a `PersistableEnum` (or an `@objc` `RealmEnum`) with a raw type.
    static func isPersistableEnum(_ e: EnumDeclSyntax) -> Bool {
        let inherited = e.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        let realmEnum = inherited.contains("RealmEnum") && e.attributes.contains { $0.trimmedDescription == "@objc" }
        return (inherited.contains("PersistableEnum") || realmEnum) && inherited.contains(where: enumRawTypes.contains)
    }

    /// The declared enum a property binding is typed with: `Kind`, `Kind?`, the element of
    /// `List<Kind>`, `MutableSet<Kind?>` or `Map<String, Kind>`, or the enum of a `= Kind.a` default.
    static func enumName(_ binding: PatternBindingSyntax, enums: [String: PersistedEnum]) -> String? {
        if let t = binding.typeAnnotation?.type.trimmedDescription {
            var name = t
            if let open = name.firstIndex(of: "<"), name.hasSuffix(">") {
                name = String(name[name.index(after: open)..<name.index(before: name.endIndex)].split(separator: ",").last ?? "")
            }
            name = name.trimmingCharacters(in: .whitespaces)
            while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
            return enums[name] != nil ? name : nil
        }
        guard let m = binding.initializer?.value.as(MemberAccessExprSyntax.self), let base = m.base?.trimmedDescription else { return nil }
        return enums[base] != nil ? base : nil
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
