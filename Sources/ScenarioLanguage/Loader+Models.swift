// Model classes → schema: `Object`, `EmbeddedObject` and `Projection<T>`
// subclasses with `@Persisted` / `@Projected` properties.
// Related documentation: crud-delete#about-the-examples, crud-update#about-the-examples,
// crud-update#update-properties-through-a-class-projection.

internal import RealmSpecCore
internal import ScenarioInterpreter
internal import struct ScenarioInterpreter.SourceLocation
internal import SwiftSyntax

/// Reads model class declarations.
struct ModelReader {
    let lines: LineMap
    var file: String { lines.file }
    var sink: DiagnosticSink
    /// The enums the models may use as property types.
    var enums: [String: PersistedEnum] = [:]
    /// The `CustomPersistable` types the models may use as property types.
    var wrappers: [String: PersistedWrapper] = [:]
    /// The type name of the property being read (`Kind` of `var kind: Kind?`), for its enum default.
    var currentPropertyTypeName: String?

    init(lines: LineMap) {
        self.lines = lines
        self.sink = DiagnosticSink(file: lines.file)
    }

    func location(_ node: some SyntaxProtocol) -> SourceLocation { lines.location(node) }

    /// The enum or wrapper a property is declared with (`Kind`, `Kind?`, `List<Box>`), when it is one.
    func declaredValueType(_ binding: PatternBindingSyntax) -> String? {
        guard let type = binding.typeAnnotation?.type else {
            return binding.initializer.flatMap { enumCase($0.value)?.0.name ?? wrapperCall($0.value)?.name }
        }
        var name = type.trimmedDescription.replacingSuffix("?")
        if let id = type.as(IdentifierTypeSyntax.self), let arg = id.genericArgumentClause?.arguments.last {
            name = arg.argument.trimmedDescription.replacingSuffix("?")
        }
        return enums[name] != nil || wrappers[name] != nil ? name : nil
    }

    /// The base class name of a model class declaration, or nil when it is not one.
    static func modelBase(of decl: ClassDeclSyntax) -> (kind: String, generic: String?)? {
        guard let first = decl.inheritanceClause?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self) else { return nil }
        let name = first.name.text
        guard ["Object", "EmbeddedObject", "Projection", "RLMObject", "RLMEmbeddedObject"].contains(name) else { return nil }
        let generic = first.genericArgumentClause?.arguments.first.map { $0.argument.trimmedDescription }
        return (name, generic)
    }

    /// Classes that inherit from an RLMObject model of the same file, as the SDK's Swift tests
    /// subclass their Objective-C models: each name, with its root's base (`RLMObject` or
    /// `RLMEmbeddedObject`) and the class it inherits from.
    static func objcSubclasses(in tree: SourceFileSyntax) -> [String: (kind: String, parent: String)] {
        let classes = tree.statements.compactMap { $0.item.as(ClassDeclSyntax.self) }
        var roots: [String: String] = [:]
        for c in classes { if let base = modelBase(of: c), base.kind.hasPrefix("RLM") { roots[c.name.text] = base.kind } }
        var out: [String: (kind: String, parent: String)] = [:]
        var changed = true
        while changed {
            changed = false
            for c in classes where roots[c.name.text] == nil && out[c.name.text] == nil {
                guard let parent = c.inheritanceClause?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self)?.name.text,
                      let kind = roots[parent] ?? out[parent]?.kind else { continue }
                out[c.name.text] = (kind, parent)
                changed = true
            }
        }
        return out
    }

    /// Adds every model class of the tree to the catalogue.
    mutating func read(_ tree: SourceFileSyntax, into catalog: inout ModelCatalog) {
        readEnums(tree, into: &catalog)
        enums = catalog.enums
        readWrappers(tree, into: &catalog)
        wrappers = catalog.wrappers
        let subclasses = Self.objcSubclasses(in: tree)
        for item in tree.statements {
            guard let decl = item.item.as(ClassDeclSyntax.self) else { continue }
            let sub = subclasses[decl.name.text]
            guard let base = Self.modelBase(of: decl) ?? sub.map({ (kind: $0.kind, generic: nil) }) else { continue }
            if base.kind == "Projection" {
                readProjection(decl, base: base.generic, into: &catalog)
            } else {
                var type = readModel(decl, base: base.kind, into: &catalog)
                // A subclass persists its parent's properties, then its own (RLMObjectSchema reads the
                // class hierarchy up to RLMObject); each class keeps its own objects.
                if let parent = sub.flatMap({ catalog.types[$0.parent] }) {
                    type.properties = parent.properties + type.properties.filter { p in !parent.properties.contains { $0.name == p.name } }
                    for p in parent.properties {
                        catalog.objectDefaults["\(type.name).\(p.name)"] = catalog.objectDefaults["\(parent.name).\(p.name)"]
                        catalog.objectDefaultValues["\(type.name).\(p.name)"] = catalog.objectDefaultValues["\(parent.name).\(p.name)"]
                    }
                }
                catalog.put(type, at: location(decl))
                readCodable(decl, type: type.name, into: &catalog)
                for member in decl.memberBlock.members {
                    guard let v = member.decl.as(VariableDeclSyntax.self) else { continue }
                    for binding in v.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                        catalog.propertyLocations["\(type.name).\(name)"] = location(v)
                        if let e = Self.enumName(binding, enums: catalog.enums) { catalog.propertyEnums["\(type.name).\(name)"] = e }
                        if type[property: name] != nil, Self.isValueWrapper(binding) { catalog.valueWrappers.insert("\(type.name).\(name)") }
                        if let declared = declaredValueType(binding) { catalog.declaredValueTypes["\(type.name).\(name)"] = declared }
                        if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                           let p = type[property: name], let target = p.type.objectType,
                           call.calledExpression.trimmedDescription == target {
                            if call.arguments.isEmpty {
                                catalog.objectDefaults["\(type.name).\(name)"] = target
                            } else if let value = LiteralReader.objectValue(call) {
                                catalog.objectDefaults["\(type.name).\(name)"] = target
                                catalog.objectDefaultValues["\(type.name).\(name)"] = value
                            }
                        }
                        if Self.isDeclaredLinkingObjects(binding) { catalog.declaredLinkingObjects.insert("\(type.name).\(name)") }
                    }
                }
            }
        }
    }

    mutating func readObject(_ decl: ClassDeclSyntax, embedded: Bool) -> ObjectSchema {
        var props: [PropertySchema] = []
        for member in decl.memberBlock.members {
            guard let v = member.decl.as(VariableDeclSyntax.self) else { continue }
            props.append(contentsOf: readProperty(v))
        }
        let pks = props.filter(\.isPrimaryKey)
        if pks.count > 1 {
            sink.error(.schemaTwoPrimaryKeys,
                       "type '\(decl.name.text)' declares more than one primary key: " + pks.map { "'\($0.name)'" }.joined(separator: ", "),
                       at: location(decl.name))
        }
        return ObjectSchema(name: decl.name.text, isEmbedded: embedded, properties: props)
    }

    mutating func readProjection(_ decl: ClassDeclSyntax, base: String?, into catalog: inout ModelCatalog) {
        guard let base else {
            sink.error(.schemaBadProjection, "projection '\(decl.name.text)' names no base type", at: location(decl.name))
            return
        }
        var info = ProjectionInfo(name: decl.name.text, base: base, properties: [], location: location(decl))
        for member in decl.memberBlock.members {
            guard let v = member.decl.as(VariableDeclSyntax.self),
                  let attr = v.attributes.first?.as(AttributeSyntax.self),
                  attr.attributeName.trimmedDescription == "Projected",
                  let binding = v.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            guard case .argumentList(let args) = attr.arguments, let kp = args.first?.expression.as(KeyPathExprSyntax.self) else {
                sink.error(.schemaBadProjection, "'@Projected' on '\(name)' needs a key path such as '\\\(base).name'", at: location(attr))
                continue
            }
            let path = kp.components.compactMap { $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text }
            info.properties.append((name, path))
        }
        catalog.put(info)
    }
}

/// Checks that need every type: links, linking objects, projections.
extension ModelReader {
    mutating func validate(_ catalog: ModelCatalog) {
        for name in catalog.order {
            guard let t = catalog.types[name] else { continue }
            let loc = catalog.locations[name] ?? SourceLocation(file: file, line: 1, column: 1)
            for p in t.properties { validate(p, of: t, in: catalog, at: catalog.propertyLocations["\(t.name).\(p.name)"] ?? loc) }
        }
        for p in catalog.projections.values { validate(p, in: catalog) }
    }

    private mutating func validate(_ p: PropertySchema, of t: ObjectSchema, in catalog: ModelCatalog, at loc: SourceLocation) {
        switch p.type {
        case .object(let target):
            guard let targetType = catalog.types[target] else {
                sink.error(.unknownType, "property '\(t.name).\(p.name)' links to \(Messages.unknownType(target))", at: loc)
                return
            }
            if p.collection == .single && !p.isOptional {
                let what = targetType.isEmbedded ? "embedded object" : "object"
                sink.error(.schemaEmbeddedRequired, "to-one \(what) property '\(t.name).\(p.name)' must be optional", at: loc)
            }
        case .linkingObjects(let origin, let prop):
            guard let o = catalog.types[origin] else {
                sink.error(.unknownType, "linking objects '\(t.name).\(p.name)' name \(Messages.unknownType(origin))", at: loc)
                return
            }
            if o[property: prop]?.type.objectType != t.name {
                sink.error(.schemaBadLinkingObjects,
                           "linking objects '\(t.name).\(p.name)' need a property '\(prop)' on '\(origin)' that links to '\(t.name)'", at: loc)
            }
        default: break
        }
    }

    private mutating func validate(_ p: ProjectionInfo, in catalog: ModelCatalog) {
        guard let base = catalog.types[p.base] else {
            sink.error(.unknownType, "projection '\(p.name)' projects \(Messages.unknownType(p.base))", at: p.location)
            return
        }
        for (name, path) in p.properties where !catalog.resolves(path, from: base) {
            sink.error(.unknownProperty, "projected property '\(name)' follows unknown key path '\(path.joined(separator: "."))' on '\(base.name)'", at: p.location)
        }
    }
}

extension ModelCatalog {
    /// Whether a key path resolves through links (and collections of links).
    /// A projected key path may go on past a property with `projectTo` after a
    /// collection of objects, and end in a value the property's type computes
    /// (`\.lastName.localizedUppercase`, `\.birthday.timeIntervalSince1970`).
    func resolves(_ path: [String], from type: ObjectSchema) -> Bool {
        var current: ObjectSchema? = type
        var i = 0
        while i < path.count {
            guard let t = current, let p = t[property: path[i]] else { return false }
            i += 1
            if i < path.count, path[i] == "projectTo", p.collection != .single, p.type.objectType != nil { i += 1 }
            guard i < path.count else { return true }
            if let next = p.type.objectType {
                current = types[next]
                continue
            }
            // A computed value of a scalar ends the path.
            return i == path.count - 1 && (Self.derivedMembers[p.type] ?? []).contains(path[i])
        }
        return true
    }

    /// `; did you mean 'x'?` for the first name of `path` the type (or a
    /// type it links to) lacks, when one of its property names is near;
    /// empty otherwise.
    func propertyHint(_ path: [String], from type: ObjectSchema) -> String {
        var current = type
        for name in path {
            guard let p = current[property: name] else {
                return Messages.didYouMean(name, in: current.properties.map(\.name))
            }
            guard let next = p.type.objectType.flatMap({ types[$0] }) else { return "" }
            current = next
        }
        return ""
    }

    /// What a projection may read from a scalar property's value.
    static let derivedMembers: [PropertyType: Set<String>] = [
        .string: ["localizedUppercase", "localizedLowercase", "count", "isEmpty"],
        .date: ["timeIntervalSince1970"],
    ]
}

extension ModelReader {
    /// `let owners = LinkingObjects(fromType: Person.self, property: "dogs")`: linking
    /// objects declared by the initialiser rather than `@Persisted(originProperty:)`.
    static func isDeclaredLinkingObjects(_ binding: PatternBindingSyntax) -> Bool {
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
              call.calledExpression.trimmedDescription == "LinkingObjects" else { return false }
        return call.arguments.map { $0.label?.text } == ["fromType", "property"]
    }
}
