// Models as the Objective-C API and RealmSwift's old-style declarations
// write them: a class declared `: RLMObject` or `: RLMEmbeddedObject`, or an
// `Object`/`EmbeddedObject` subclass without `@Persisted`, persists its
// `@objc dynamic var` properties (`RLMArray<Dog>(objectClassName:)`,
// `RLMSet`, `RLMDictionary` for collections) and, on a Swift model, its
// `let dogs = List<Dog>()`, `MutableSet`, `Map` and `RealmProperty<Int?>()`
// properties; the class methods it overrides (`primaryKey()`,
// `ignoredProperties()`, `indexedProperties()`, `requiredProperties()`,
// `defaultPropertyValues()`) shape the schema and answer when called. An
// `@objc dynamic var parents: RLMLinkingObjects<Person>?` is linking objects
// when `linkingObjectsProperties()` names it with
// `RLMPropertyDescriptor(with: Person.self, propertyName: "children")`
// (RLMObjectSchema reads a computed property only from that hook).
//
// As the SDK's schema discovery does (`getLegacyProperties` in
// SchemaDiscovery.swift; RLMObjectSchema's `propertiesForClass:`): a class
// with any `@Persisted` property persists only those; a property Objective-C
// cannot see (no `@objc`) is not persisted, nor is a read-only (`let`)
// `@objc` one. Refused, as the SDK or Swift refuse them: `@Persisted` on an
// RLMObject subclass (the Objective-C schema never reads it), `@objc`
// without `dynamic` (Swift then reads and writes the stored value past
// Realm's accessor), a type Objective-C cannot represent (`Int?`,
// `List<Dog>`), and a primary key naming no property.
// Related documentation: sdk-reference api-surface.md §2 #19–#23, §12.2 #14–#18, §12.3.

internal import RealmSpecCore
internal import ScenarioAPI
internal import ScenarioInterpreter
internal import struct ScenarioInterpreter.SourceLocation
internal import SwiftSyntax

extension ModelReader {
    /// The schema hooks a model class may override, with what each returns.
    static let hookNames: Set<String> = ["primaryKey", "ignoredProperties", "indexedProperties", "requiredProperties", "defaultPropertyValues",
                                         "propertiesMapping",
                                         "linkingObjectsProperties"]

    /// Reads one model class of base `base` (`Object`, `RLMObject`, …), modern or old-style.
    mutating func readModel(_ decl: ClassDeclSyntax, base: String, into catalog: inout ModelCatalog) -> ObjectSchema {
        let name = decl.name.text
        let objc = base.hasPrefix("RLM")
        if objc { catalog.objcClasses.insert(name) } else { catalog.objcClasses.remove(name) }
        var type = readObject(decl, embedded: base.contains("Embedded"))
        let hooks = readHooks(decl)
        let linking = readLinkingObjectsHook(decl)
        catalog.classHooks[name] = hooks.isEmpty ? nil : hooks.mapValues(\.value)
        let modern = decl.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.filter(Self.isPersisted)
        if objc {
            for v in modern {
                sink.error(.schemaLegacyDeclaration, "'@Persisted' declares nothing on RLMObject subclass '\(name)': "
                           + "its schema lists only '@objc dynamic' properties", at: location(v))
            }
            type.properties.removeAll { p in modern.contains { v in v.bindings.contains { $0.pattern.trimmedDescription == p.name } } }
        } else if !modern.isEmpty {
            catalog.persistedModels.insert(name)
            return type
        }
        catalog.persistedModels.remove(name)
        // An ignored property is not read at all, whatever its type (`runtimeProperty: AnyObject?`).
        var ignored: Set<String> = []
        if case .list(let names)? = hooks["ignoredProperties"]?.value {
            for case .string(let n) in names { ignored.insert(n) }
        }
        for member in decl.memberBlock.members {
            guard let v = member.decl.as(VariableDeclSyntax.self) else { continue }
            type.properties.append(contentsOf: legacyProperties(v, objc: objc, ignoring: ignored, linking: linking))
            // An ignored stored property of an RLMObject is an instance variable of each accessor.
            guard objc else { continue }
            for b in v.bindings where b.accessorBlock == nil {
                if let n = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, ignored.contains(n) {
                    catalog.ignoredProperties.insert("\(name).\(n)")
                }
            }
        }
        apply(hooks, to: &type)
        if objc { catalog.numberProperties.formUnion(Self.numberPropertyNames(decl).map { "\(name).\($0)" }) }
        return type
    }

    static func isPersisted(_ v: VariableDeclSyntax) -> Bool {
        v.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Persisted" }
    }

    /// The properties an old-style declaration persists.
    private mutating func legacyProperties(_ v: VariableDeclSyntax, objc: Bool, ignoring ignored: Set<String>,
                                           linking: [String: LinkingDescriptor]) -> [PropertySchema] {
        let isObjc = v.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
        let modifiers = Set(v.modifiers.map(\.name.text))
        guard !modifiers.contains("static"), !modifiers.contains("class"), !Self.isPersisted(v) else { return [] }
        let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
        var out: [PropertySchema] = []
        for binding in v.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.accessorBlock == nil,
                  !ignored.contains(name) else { continue }
            let call = binding.initializer?.value.as(FunctionCallExprSyntax.self)
            // `let dogs = List<Dog>()`, `let n = RealmProperty<Int?>()`, `var n = RealmOptional<Int>()`: generic,
            // so Objective-C never sees them; RealmSwift's schema reads them whether `let` or `var`.
            if !isObjc, !objc, let call, let p = genericProperty(name, call) { out.append(p); continue }
            guard isObjc, !isLet else { continue }
            // A lazy var keeps its value in a storage of another name: Objective-C's schema sees no
            // stored property, and RealmSwift's refuses it on a Swift model.
            if modifiers.contains("lazy") {
                if !objc {
                    sink.error(.schemaLegacyDeclaration, "Lazy managed property '\(name)' is not allowed on a Realm Swift object class. "
                               + "Either add the property to the ignored properties list or make it non-lazy.", at: location(binding))
                }
                continue
            }
            guard modifiers.contains("dynamic") else {
                sink.error(.schemaLegacyDeclaration, "property '\(name)' is '@objc' but not 'dynamic': Swift would read and write "
                           + "its stored value past Realm's accessor; declare it '@objc dynamic var'", at: location(binding))
                continue
            }
            if let t = binding.typeAnnotation?.type, Self.isLinkingObjectsType(t) {
                if let p = linkingObjectsProperty(name, linking, at: binding) { out.append(p) }
                continue
            }
            if let p = objcProperty(name, binding, objc: objc) { out.append(p) }
        }
        return out
    }

    /// `List<Dog>()`, `MutableSet<Int>()`, `Map<String, Dog>()`, `RealmProperty<Int?>()`.
    private func genericProperty(_ name: String, _ call: FunctionCallExprSyntax) -> PropertySchema? {
        guard call.arguments.isEmpty, let g = call.calledExpression.as(GenericSpecializationExprSyntax.self) else { return nil }
        let args = g.genericArgumentClause.arguments.map { $0.argument.trimmedDescription }
        let shape: Shape?
        switch g.expression.trimmedDescription {
        case "List": shape = args.first.flatMap { element($0, .list) }
        case "MutableSet": shape = args.first.flatMap { element($0, .set) }
        case "Map": shape = args.count == 2 && args[0] == "String" ? element(args[1], .map) : nil
        case "RealmProperty": shape = args.first.flatMap { element($0, .single) }
        // `RealmOptional<Int>`, the deprecated form of `RealmProperty<Int?>`.
        case "RealmOptional": shape = args.first.flatMap { element($0 + "?", .single) }
        default: return nil
        }
        guard let shape else { return nil }
        var p = PropertySchema(name: name, type: shape.type, collection: shape.collection, isOptional: shape.optional)
        p.defaultValue = Self.emptyDefault(p)
        return p
    }

    /// An `@objc dynamic var`: its declared or inferred type, or an Objective-C collection's initialiser.
    private mutating func objcProperty(_ name: String, _ binding: PatternBindingSyntax, objc: Bool) -> PropertySchema? {
        if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), let shape = objcCollection(call) {
            var p = PropertySchema(name: name, type: shape.type, collection: shape.collection, isOptional: shape.optional)
            p.defaultValue = Self.emptyDefault(p)
            return p
        }
        // `@objc dynamic var objectCol = SwiftRLMBoolObject()`: a link whose default is a new object of its class.
        if binding.typeAnnotation == nil, let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
           let r = call.calledExpression.as(DeclReferenceExprSyntax.self), LiteralReader.constructedType(ExprSyntax(call)) == nil,
           case .object(let target)? = ScalarTypes.type(named: r.baseName.text) {
            return PropertySchema(name: name, type: .object(target), isOptional: true)
        }
        // An RLMObject's, and a Swift Object's `@objc dynamic var s: NSString?` (RealmSwift's schema reads
        // a legacy Swift model through the same Objective-C runtime, as the SDK's SwiftObjectiveCTypesObject shows).
        if objc || Self.isFoundationValueClass(binding), let foundation = foundationProperty(name, binding) { return foundation }
        if let t = binding.typeAnnotation?.type, let why = Self.notRepresentable(t) {
            sink.error(.schemaLegacyDeclaration, "property '\(name)' of type '\(t.trimmedDescription)' cannot be '@objc': "
                       + "Objective-C cannot represent it; \(why)", at: location(binding))
            return nil
        }
        guard var p = property(name: name, type: binding.typeAnnotation?.type, initializer: binding.initializer?.value, args: [:], at: binding) else {
            return nil
        }
        // An Objective-C link is always nullable, whatever its Swift type says.
        if objc, p.type.objectType != nil, p.collection == .single {
            p.isOptional = true
            if p.defaultValue == nil { p.defaultValue = .null }
        }
        return p
    }

    /// `RLMArray<Dog>(objectClassName: Dog.className())`, `RLMSet<Dog>(…)`, `RLMDictionary<NSString, Dog>(…)`,
    /// and the collections of values: `RLMArray<NSNumber>(objectType: .int, optional: false)`, `RLMSet` likewise,
    /// `RLMDictionary<NSString, NSNumber>(objectType: .int, optional: true, keyType: .string)`.
    private func objcCollection(_ call: FunctionCallExprSyntax) -> Shape? {
        guard let g = call.calledExpression.as(GenericSpecializationExprSyntax.self) else { return nil }
        let kind: CollectionKind
        switch g.expression.trimmedDescription {
        case "RLMArray": kind = .list
        case "RLMSet": kind = .set
        case "RLMDictionary": kind = .map
        default: return nil
        }
        let args = g.genericArgumentClause.arguments.map { $0.argument.trimmedDescription }
        switch call.arguments.first?.label?.text {
        case "objectClassName":
            if kind == .map { return args.count == 2 ? element(args[1], .map) : nil }
            return args.first.flatMap { element($0, kind) }
        case "objectType":
            return Self.objcValueShape(call, kind)
        default: return nil
        }
    }

    /// The element an Objective-C collection of values holds: its `objectType:` (an `RLMPropertyType`
    /// case other than `.object` and `.linkingObjects`) and its `optional:` flag, both literals.
    static func objcValueShape(_ call: FunctionCallExprSyntax, _ kind: CollectionKind) -> Shape? {
        var type: PropertyType?, optional: Bool?
        for a in call.arguments {
            switch a.label?.text {
            case "objectType":
                guard let m = a.expression.as(MemberAccessExprSyntax.self) else { return nil }
                type = ObjcPropertyTypes.type(named: m.declName.baseName.text)
            case "optional":
                guard let b = a.expression.as(BooleanLiteralExprSyntax.self) else { return nil }
                optional = b.literal.tokenKind == .keyword(.true)
            case "keyType":
                guard kind == .map, a.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "string" else { return nil }
            default: return nil
            }
        }
        guard let type, let optional else { return nil }
        return Shape(type: type, collection: kind, optional: optional && type != .mixed)
    }

    private func element(_ text: String, _ kind: CollectionKind) -> Shape? {
        let optional = text.hasSuffix("?")
        let name = optional ? String(text.dropLast()) : text
        guard let t = enums[name]?.rawType ?? ScalarTypes.type(named: name) else { return nil }
        return Shape(type: t, collection: kind, optional: optional)
    }

    /// Whether a binding declares a `RealmProperty` or `RealmOptional`, whose value is read through `.value`.
    static func isValueWrapper(_ binding: PatternBindingSyntax) -> Bool {
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let g = call.calledExpression.as(GenericSpecializationExprSyntax.self) else { return false }
        return ["RealmProperty", "RealmOptional"].contains(g.expression.trimmedDescription)
    }

    /// Why a Swift type cannot be `@objc`, and what to write instead; nil when it can.
    static func notRepresentable(_ t: TypeSyntax) -> String? {
        if let o = t.as(OptionalTypeSyntax.self), let id = o.wrappedType.as(IdentifierTypeSyntax.self),
           ["Int", "Int8", "Int16", "Int32", "Int64", "Bool", "Float", "Double"].contains(id.name.text) {
            return "use 'let \(id.name.text.lowercased()) = RealmProperty<\(id.name.text)?>()'"
        }
        if let id = t.as(IdentifierTypeSyntax.self), ["List", "MutableSet", "Map", "LinkingObjects", "RealmProperty"].contains(id.name.text) {
            return "declare it 'let' without '@objc dynamic'"
        }
        return nil
    }

    static func emptyDefault(_ p: PropertySchema) -> Value? {
        switch p.collection {
        case .list: return .list([])
        case .set: return .set([])
        case .map: return .map([])
        case .single: return p.isOptional ? .null : nil
        }
    }
}

/// One overridden class method and where it is.
struct ClassHook {
    let value: Value
    let location: SourceLocation
}

extension ModelReader {
    /// `override class func primaryKey() -> String? { "id" }` and the other hooks, by name.
    mutating func readHooks(_ decl: ClassDeclSyntax) -> [String: ClassHook] {
        var out: [String: ClassHook] = [:]
        for member in decl.memberBlock.members {
            guard let f = member.decl.as(FunctionDeclSyntax.self), Self.hookNames.contains(f.name.text),
                  f.name.text != "linkingObjectsProperties",
                  f.modifiers.contains(where: { ["class", "static"].contains($0.name.text) }) else { continue }
            guard let value = hookValue(f) else {
                sink.error(.schemaLegacyDeclaration, "'\(f.name.text)()' must return a literal (a string, nil, or an array or "
                           + "dictionary of literals)", at: location(f.name))
                continue
            }
            out[f.name.text] = ClassHook(value: value, location: location(f.name))
        }
        return out
    }

    /// The literal one `return` (or a lone expression) of a hook's body gives.
    private func hookValue(_ f: FunctionDeclSyntax) -> Value? {
        guard let items = f.body?.statements, items.count == 1, let item = items.first else { return nil }
        let e: ExprSyntax?
        if let r = item.item.as(ReturnStmtSyntax.self) { e = r.expression } else { e = item.item.as(ExprSyntax.self) }
        return e.flatMap { LiteralReader.constant($0) }
    }

    /// Applies what the hooks say to the old-style properties (the ignored ones are never read):
    /// the primary key and indexed ones are marked, required ones lose their nil, defaults are set.
    mutating func apply(_ hooks: [String: ClassHook], to type: inout ObjectSchema) {
        if let hook = hooks["primaryKey"], case .string(let key) = hook.value {
            if let i = type.properties.firstIndex(where: { $0.name == key }) {
                type.properties[i].isPrimaryKey = true
            } else {
                sink.error(.schemaLegacyDeclaration, "Primary key property '\(key)' does not exist on object '\(type.name)'", at: hook.location)
            }
        }
        for (hook, change) in [("indexedProperties", { (p: inout PropertySchema) in p.isIndexed = true }),
                               ("requiredProperties", { (p: inout PropertySchema) in
                                   p.isOptional = false
                                   if p.defaultValue == .null { p.defaultValue = nil }
                               })] {
            guard case .list(let names)? = hooks[hook]?.value else { continue }
            for case .string(let n) in names { if let i = type.properties.firstIndex(where: { $0.name == n }) { change(&type.properties[i]) } }
        }
        if case .map(let entries)? = hooks["defaultPropertyValues"]?.value {
            for entry in entries {
                guard let i = type.properties.firstIndex(where: { $0.name == entry.key }) else { continue }
                type.properties[i].defaultValue = ValueCoercion.coerce(entry.value, to: type.properties[i].type) ?? entry.value
            }
        }
    }
}
