// Top-level `struct Box: CustomPersistable { typealias PersistedType = Int … }`
// declarations: a model property of such a type (alone, optional, or the
// element of a List, MutableSet or Map) is stored as the persisted type, as
// Realm stores it, and queries compare the persisted value. In a scenario
// `Box(persistedValue: 3)` is the value 3 and `box.persistableValue` reads
// it back. The type's own body is not run: it must declare the three
// members the protocol requires, and nothing the language would have to run.
// Related documentation: docs/writing-scenarios.md#the-swift-subset.

internal import RealmSpecCore
internal import ScenarioInterpreter
internal import SwiftSyntax

extension ModelReader {
    /// The persisted types a wrapper may declare: Realm's scalar types.
    static let wrapperPersistedTypes: Set<String> = [
        "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "Float", "Double", "String", "Data", "Date",
        "Decimal128", "ObjectId", "UUID",
    ]

    /// Whether a top-level declaration names `CustomPersistable` or `FailableCustomPersistable` among its protocols.
    static func customPersistableProtocol(_ decl: DeclSyntax) -> String? {
        let clause = decl.as(StructDeclSyntax.self)?.inheritanceClause ?? decl.as(ClassDeclSyntax.self)?.inheritanceClause
        let inherited = clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        return inherited.first { $0 == "CustomPersistable" || $0 == "FailableCustomPersistable" }
    }

    /// Reads every `CustomPersistable` struct or class declared at the top level of the tree.
    mutating func readWrappers(_ tree: SourceFileSyntax, into catalog: inout ModelCatalog) {
        for item in tree.statements {
            guard case .decl(let decl) = item.item, let conformance = Self.customPersistableProtocol(decl) else { continue }
            if let declared = readWrapper(decl, conformance: conformance) { catalog.wrappers[declared.name] = declared }
        }
    }

    private mutating func readWrapper(_ decl: DeclSyntax, conformance: String) -> PersistedWrapper? {
        guard let (name, members) = Self.nameAndMembers(decl) else { return nil }
        if conformance == "FailableCustomPersistable" {
            sink.error(.unsupportedDeclaration, "'\(name.text)' is a 'FailableCustomPersistable': the language does not run an initialiser's body, which decides which stored values read back", at: location(name))
            return nil
        }
        var persisted: TypeAliasDeclSyntax?, hasInit = false, hasValue = false
        for member in members {
            if let alias = member.decl.as(TypeAliasDeclSyntax.self), alias.name.text == "PersistedType" { persisted = alias }
            if let i = member.decl.as(InitializerDeclSyntax.self),
               i.signature.parameterClause.parameters.map({ $0.firstName.text }) == ["persistedValue"] {
                hasInit = true
            }
            if let v = member.decl.as(VariableDeclSyntax.self),
               v.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "persistableValue" }) {
                hasValue = true
            }
        }
        guard let persisted else {
            sink.error(.unsupportedDeclaration, "'\(name.text)' must declare 'typealias PersistedType = …'", at: location(name))
            return nil
        }
        let typeName = persisted.initializer.value.trimmedDescription
        guard Self.wrapperPersistedTypes.contains(typeName) else {
            sink.error(.unsupportedDeclaration, "the persisted type '\(typeName)' of '\(name.text)' is not one the language stores a wrapper as: use "
                       + Self.wrapperPersistedTypes.sorted().map { "'\($0)'" }.joined(separator: ", "), at: location(persisted.initializer.value))
            return nil
        }
        if !hasInit {
            sink.error(.unsupportedDeclaration, "'\(name.text)' must declare 'init(persistedValue:)'", at: location(name))
        }
        if !hasValue {
            sink.error(.unsupportedDeclaration, "'\(name.text)' must declare 'persistableValue'", at: location(name))
        }
        guard hasInit, hasValue else { return nil }
        return PersistedWrapper(name: name.text, persistedTypeName: typeName)
    }

    private static func nameAndMembers(_ decl: DeclSyntax) -> (TokenSyntax, MemberBlockItemListSyntax)? {
        if let s = decl.as(StructDeclSyntax.self) { return (s.name, s.memberBlock.members) }
        if let c = decl.as(ClassDeclSyntax.self) { return (c.name, c.memberBlock.members) }
        return nil
    }
}
