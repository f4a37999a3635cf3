// `@Persisted` property declarations → property schemas: types, optionals,
// defaults, primary keys, collections and linking objects.
// Related documentation: crud-delete#about-the-examples, crud-update#about-the-examples.

internal import Foundation
internal import RealmRules
internal import RealmSpecCore
internal import ScenarioInterpreter
internal import SwiftSyntax

extension ModelReader {
    /// The properties one `var` declaration declares (none for non-persisted ones).
    mutating func readProperty(_ v: VariableDeclSyntax) -> [PropertySchema] {
        let attrs = v.attributes.compactMap { $0.as(AttributeSyntax.self) }
        let persisted = attrs.first { $0.attributeName.trimmedDescription == "Persisted" }
        var result: [PropertySchema] = []
        for binding in v.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let initializer = binding.initializer?.value
            if persisted == nil {
                // `let owners = LinkingObjects(fromType: Person.self, property: "dogs")`
                if let call = initializer?.as(FunctionCallExprSyntax.self),
                   call.calledExpression.trimmedDescription == "LinkingObjects",
                   let p = linkingObjects(name: name, call: call) {
                    result.append(p)
                }
                continue
            }
            let args = persistedArguments(persisted)
            currentPropertyTypeName = binding.typeAnnotation.map { $0.type.trimmedDescription.replacingSuffix("?") }
                ?? initializer.flatMap { enumCase($0)?.0.name ?? wrapperCall($0)?.name }
            defer { currentPropertyTypeName = nil }
            if let p = property(name: name, type: binding.typeAnnotation?.type, initializer: initializer, args: args, at: binding) {
                result.append(p)
            }
        }
        return result
    }

    private func persistedArguments(_ attr: AttributeSyntax?) -> [String: ExprSyntax] {
        guard let attr, case .argumentList(let list) = attr.arguments else { return [:] }
        var out: [String: ExprSyntax] = [:]
        for a in list { out[a.label?.text ?? "_"] = a.expression }
        return out
    }

    private func linkingObjects(name: String, call: FunctionCallExprSyntax) -> PropertySchema? {
        var origin: String?, prop: String?
        for a in call.arguments {
            if a.label?.text == "fromType" { origin = a.expression.trimmedDescription.replacingSuffix(".self") }
            if a.label?.text == "property" { prop = stringLiteral(a.expression) }
        }
        guard let origin, let prop else { return nil }
        return PropertySchema(name: name, type: .linkingObjects(originType: origin, originProperty: prop), collection: .list)
    }

    mutating func property(name: String, type: TypeSyntax?, initializer: ExprSyntax?,
                                   args: [String: ExprSyntax], at node: PatternBindingSyntax) -> PropertySchema? {
        let isPK = args["primaryKey"]?.trimmedDescription == "true"
        let isIndexed = args["indexed"]?.trimmedDescription == "true"
        guard let shape = type.flatMap({ propertyShape($0) }) ?? initializer.flatMap({ inferredShape($0) }) else {
            let text = type?.trimmedDescription ?? initializer?.trimmedDescription ?? "?"
            sink.error(.schemaUnknownPropertyType, "property '\(name)' has a type the schema does not know: '\(text)'", at: location(node))
            return nil
        }
        if case .linkingObjects(let origin, _) = shape.type {
            guard let originProperty = args["originProperty"].flatMap({ stringLiteral($0) }) else {
                sink.error(.schemaBadLinkingObjects, "linking objects '\(name)' need 'originProperty:'", at: location(node))
                return nil
            }
            return PropertySchema(name: name, type: .linkingObjects(originType: origin, originProperty: originProperty), collection: .list)
        }
        var p = PropertySchema(name: name, type: shape.type, collection: shape.collection, isOptional: shape.optional,
                               isPrimaryKey: isPK, isIndexed: isIndexed)
        p.defaultValue = defaultValue(for: p, initializer: initializer, at: node)
        return p
    }

    /// The schema default: the initializer's literal, or Swift's zero value.
    private mutating func defaultValue(for p: PropertySchema, initializer: ExprSyntax?, at node: PatternBindingSyntax) -> Value? {
        switch p.collection {
        case .list: return .list([])
        case .set: return .set([])
        case .map: return .map([])
        case .single: break
        }
        // `= Kind.b` or `= .b` of a PersistableEnum: the case's raw value.
        if let initializer, let (_, raw) = enumCase(initializer, expected: enumType(of: p)) { return raw }
        // `= Box(persistedValue: 3)` of a CustomPersistable: the persisted value.
        if let initializer, let persisted = wrapperLiteral(initializer) {
            let value = ValueCoercion.coerce(persisted, to: p.type) ?? persisted
            if !ValueCoercion.fits(value, p) {
                sink.error(.schemaBadDefault, "default value \(value.description) of '\(p.name)' does not fit its type '\(p.type.name)'", at: location(node))
            }
            return value
        }
        if let initializer, let literal = LiteralReader.value(initializer) ?? LiteralReader.constructed(initializer)
            ?? LiteralReader.cast(initializer)?.value {
            let value = ValueCoercion.coerce(literal, to: p.type) ?? literal
            if !ValueCoercion.fits(value, p) {
                sink.error(.schemaBadDefault, "default value \(value.description) of '\(p.name)' does not fit its type '\(p.type.name)'", at: location(node))
            }
            return value
        }
        if let initializer {
            // Computed at creation: `ObjectId.generate()`, `UUID()`, `Date()`, and for a
            // link a new object of its class, `Dog()` (ModelCatalog.objectDefaults).
            if let call = initializer.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
                let callee = call.calledExpression.trimmedDescription
                if LiteralReader.constructedType(initializer) != nil || callee == p.type.objectType { return nil }
            }
            // `SwiftBoolObject(value: [true])`: a new object made from constant values.
            if let call = initializer.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == p.type.objectType,
               LiteralReader.objectValue(call) != nil {
                return nil
            }
            sink.error(.schemaBadDefault, "default value '\(initializer.trimmedDescription)' of '\(p.name)' is \(LiteralReader.construct(initializer)), \(ModelDefaultScope.notComputed): use a literal, Data([…]), Data(\"…\".utf8), Date(timeIntervalSince1970:), Decimal128(…), ObjectId(\"…\"), ObjectId.generate(), UUID(uuidString: \"…\")!, UUID(), Date() or, for a link, a new object of its class", at: location(node))
            return nil
        }
        if p.isOptional { return .null }
        // A PersistableEnum property defaults to the enum's first case.
        if let e = enumType(of: p) { return e.rawValues.first }
        return ValueCoercion.zero(for: p.type)
    }

    /// The declared wrapper `Box` a call `Box(…)` makes.
    func wrapperCall(_ e: ExprSyntax) -> PersistedWrapper? {
        e.as(FunctionCallExprSyntax.self).flatMap { wrappers[$0.calledExpression.trimmedDescription] }
    }

    /// The constant persisted value of `Box(persistedValue: <constant>)`, for a declared wrapper `Box`.
    private func wrapperLiteral(_ e: ExprSyntax) -> Value? {
        guard let call = e.as(FunctionCallExprSyntax.self), wrappers[call.calledExpression.trimmedDescription] != nil,
              call.arguments.count == 1, let arg = call.arguments.first, arg.label?.text == "persistedValue" else { return nil }
        return LiteralReader.value(arg.expression) ?? LiteralReader.constructed(arg.expression) ?? LiteralReader.cast(arg.expression)?.value
    }

    /// The enum a property of this declaration was typed with, while it is being read.
    private func enumType(of p: PropertySchema) -> PersistedEnum? {
        guard let name = currentPropertyTypeName else { return nil }
        return enums[name]
    }

    /// `Kind.b` (or `.b`, given the enum expected): the enum and the case's raw value.
    func enumCase(_ e: ExprSyntax, expected: PersistedEnum? = nil) -> (PersistedEnum, Value)? {
        guard let m = e.as(MemberAccessExprSyntax.self) else { return nil }
        let name = m.declName.baseName.text
        if let base = m.base {
            guard let declared = enums[base.trimmedDescription], let raw = declared.rawValue(of: name) else { return nil }
            return (declared, raw)
        }
        guard let expected, let raw = expected.rawValue(of: name) else { return nil }
        return (expected, raw)
    }

    struct Shape { var type: PropertyType; var collection: CollectionKind; var optional: Bool }

    func propertyShape(_ type: TypeSyntax) -> Shape? {
        if let o = type.as(OptionalTypeSyntax.self) {
            guard var inner = propertyShape(o.wrappedType) else { return nil }
            inner.optional = true
            return inner
        }
        guard let id = type.as(IdentifierTypeSyntax.self) else { return nil }
        let args = id.genericArgumentClause?.arguments.map { $0.argument.trimmedDescription } ?? []
        switch id.name.text {
        case "List", "RLMArray": return element(args.first, .list)
        case "MutableSet", "RLMSet": return element(args.first, .set)
        case "Map", "RLMDictionary":
            guard args.count == 2, args.first == "String" else { return nil }
            return element(args.last, .map)
        case "LinkingObjects":
            guard let t = args.first else { return nil }
            return Shape(type: .linkingObjects(originType: t, originProperty: ""), collection: .list, optional: false)
        default:
            if let e = enums[id.name.text] { return e.rawType.map { Shape(type: $0, collection: .single, optional: false) } }
            if let w = wrappers[id.name.text] { return w.persistedType.map { Shape(type: $0, collection: .single, optional: false) } }
            return ScalarTypes.type(named: id.name.text).map { Shape(type: $0, collection: .single, optional: false) }
        }
    }

    private func element(_ text: String?, _ kind: CollectionKind) -> Shape? {
        guard let text else { return nil }
        let optional = text.hasSuffix("?")
        let name = optional ? String(text.dropLast()) : text
        guard let t = enums[name]?.rawType ?? wrappers[name]?.persistedType ?? ScalarTypes.type(named: name) else { return nil }
        return Shape(type: t, collection: kind, optional: optional)
    }

    private func inferredShape(_ e: ExprSyntax) -> Shape? {
        if let (declared, _) = enumCase(e), let t = declared.rawType { return Shape(type: t, collection: .single, optional: false) }
        if let w = wrapperCall(e), let t = w.persistedType { return Shape(type: t, collection: .single, optional: false) }
        if let t = LiteralReader.constructedType(e) { return Shape(type: t, collection: .single, optional: false) }
        if let t = LiteralReader.cast(e)?.type { return Shape(type: t, collection: .single, optional: false) }
        guard let v = LiteralReader.value(e) else { return nil }
        switch v {
        case .string: return Shape(type: .string, collection: .single, optional: false)
        case .int: return Shape(type: .int, collection: .single, optional: false)
        case .double: return Shape(type: .double, collection: .single, optional: false)
        case .bool: return Shape(type: .bool, collection: .single, optional: false)
        default: return nil
        }
    }

    func stringLiteral(_ e: ExprSyntax) -> String? {
        if case .string(let s)? = LiteralReader.value(e) { return s }
        return nil
    }
}

/// Literal expressions read without running anything (model defaults).
enum LiteralReader {
    /// The type of `Date(...)`, `Decimal128(...)`, `Data()`, `ObjectId.generate()`, `UUID()`.
    static func constructedType(_ e: ExprSyntax) -> PropertyType? {
        if let unwrapped = e.as(ForceUnwrapExprSyntax.self) { return constructedType(unwrapped.expression) }
        guard let call = e.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.trimmedDescription
        switch callee {
        case "Date", "Date.init": return .date
        case "Decimal128": return .decimal128
        case "Data": return .data
        case "UUID": return .uuid
        case "ObjectId", "ObjectId.generate": return .objectId
        default: return nil
        }
    }

    /// A default fixed at declaration: `Date(timeIntervalSince1970: 0)`, `Decimal128(1)`, `Data()`.
    static func constructed(_ e: ExprSyntax) -> Value? {
        // `UUID(uuidString: "…")!`: the value the initialiser gives, when it gives one.
        if let unwrapped = e.as(ForceUnwrapExprSyntax.self) { return constructed(unwrapped.expression) }
        guard let call = e.as(FunctionCallExprSyntax.self), let type = constructedType(e) else { return nil }
        let args = Array(call.arguments)
        let first = args.first.flatMap { value($0.expression) }
        switch (type, first, args.first?.label?.text) {
        case (.date, .int(let i)?, "timeIntervalSince1970"): return .date(Double(i))
        case (.date, .double(let d)?, "timeIntervalSince1970"): return .date(d)
        case (.date, .int(let i)?, "timeIntervalSinceReferenceDate"): return .date(Double(i) + 978_307_200)
        case (.date, .double(let d)?, "timeIntervalSinceReferenceDate"): return .date(d + 978_307_200)
        case (.objectId, .string(let s)?, nil), (.objectId, .string(let s)?, "string"):
            // `ObjectId("1234567890ab1234567890ab")`: 24 hexadecimal digits.
            guard args.count == 1, s.count == 24, s.allSatisfy(\.isHexDigit) else { return nil }
            return .objectId(s.lowercased())
        case (.uuid, .string(let s)?, "uuidString"):
            guard args.count == 1, let uuid = UUID(uuidString: s) else { return nil }
            return .uuid(uuid.uuidString.lowercased())
        case (.data, _, nil) where args.count == 1 && utf8Text(args[0].expression) != nil:
            // `Data("a".utf8)`: the bytes of the string.
            return utf8Text(args[0].expression).map { .data(Array($0.utf8)) }
        case (.decimal128, .int(let i)?, _): return .decimal128(String(i))
        case (.decimal128, .string(let s)?, _): return .decimal128(s)
        case (.decimal128, .double(let d)?, _): return .decimal128(String(d))
        case (.data, nil, nil) where args.isEmpty: return .data([])
        case (.data, _, nil):
            // `Data([97, 98])`
            guard let array = args.first?.expression.as(ArrayExprSyntax.self) else { return nil }
            var bytes: [UInt8] = []
            for element in array.elements {
                guard case .int(let b)? = value(element.expression), (0...255).contains(b) else { return nil }
                bytes.append(UInt8(b))
            }
            return .data(bytes)
        default: return nil
        }
    }

    /// What an expression is, for a message: "a call to 'f'", "a closure", ….
    static func construct(_ e: ExprSyntax) -> String {
        if let u = e.as(ForceUnwrapExprSyntax.self) { return "a force unwrap of " + construct(u.expression) }
        if let c = e.as(FunctionCallExprSyntax.self) {
            let callee = c.calledExpression.trimmedDescription
            return c.arguments.isEmpty ? "a call to '\(callee)'" : "a call to '\(callee)' with arguments it cannot read as constants"
        }
        if e.is(ClosureExprSyntax.self) { return "a closure" }
        if let r = e.as(DeclReferenceExprSyntax.self) { return "a reference to '\(r.baseName.text)'" }
        if e.is(MemberAccessExprSyntax.self) { return "a member access" }
        if e.is(InfixOperatorExprSyntax.self) || e.is(SequenceExprSyntax.self) { return "an operator expression" }
        if e.is(ArrayExprSyntax.self) || e.is(DictionaryExprSyntax.self) { return "a collection literal" }
        return "an expression"
    }

    /// The constant value of `Type(value: […])`: an array or dictionary of
    /// literals (nested ones too), or nil.
    static func objectValue(_ call: FunctionCallExprSyntax) -> Value? {
        guard call.arguments.count == 1, let arg = call.arguments.first, arg.label?.text == "value",
              call.trailingClosure == nil else { return nil }
        return constant(arg.expression)
    }

    /// A literal (`88.9 as Float` too), a constructed constant, or an array or dictionary of them.
    static func constant(_ e: ExprSyntax) -> Value? {
        if let v = value(e) ?? constructed(e) ?? cast(e)?.value { return v }
        if let array = e.as(ArrayExprSyntax.self) {
            var out: [Value] = []
            for element in array.elements {
                guard let v = constant(element.expression) else { return nil }
                out.append(v)
            }
            return .list(out)
        }
        if let dictionary = e.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = dictionary.content else { return .map([]) }
            var out: [MapEntry] = []
            for element in elements {
                guard case .string(let key)? = value(element.key), let v = constant(element.value) else { return nil }
                out.append(MapEntry(key, v))
            }
            return .map(out)
        }
        return nil
    }

    /// `1.23 as Float`, `0 as Decimal128`: a literal and the scalar type it is written as.
    static func cast(_ e: ExprSyntax) -> (value: Value, type: PropertyType)? {
        let operand: ExprSyntax, typeName: String
        if let a = e.as(AsExprSyntax.self), a.questionOrExclamationMark == nil {
            operand = a.expression
            typeName = a.type.trimmedDescription
        } else if let seq = e.as(SequenceExprSyntax.self), seq.elements.count == 3,
                  let middle = seq.elements.dropFirst().first?.as(UnresolvedAsExprSyntax.self), middle.questionOrExclamationMark == nil,
                  let type = seq.elements.last?.as(TypeExprSyntax.self), let first = seq.elements.first {
            operand = first
            typeName = type.type.trimmedDescription
        } else {
            return nil
        }
        guard let type = ScalarTypes.type(named: typeName), type.objectType == nil, let v = value(operand) else { return nil }
        switch (v, type) {
        case (.double(let d), .decimal128): return (.decimal128(d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)), type)
        case (.string(let s), .decimal128) where Scalars.isDecimalText(s): return (.decimal128(s), type)
        default: return (ValueCoercion.coerce(v, to: type) ?? v, type)
        }
    }

    /// The string of `"…".utf8`, or nil.
    static func utf8Text(_ e: ExprSyntax) -> String? {
        guard let member = e.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "utf8",
              let base = member.base, case .string(let s)? = value(base) else { return nil }
        return s
    }

    /// An integer literal's value: decimal, hexadecimal (`0x1F`), octal
    /// (`0o17`) or binary (`0b101`), `_` separators allowed; nil when it
    /// does not fit an Int.
    static func integer(_ text: String) -> Int64? {
        let digits = text.filter { $0 != "_" }
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            let rest = digits.dropFirst(2)
            return rest.first == "-" || rest.first == "+" ? nil : Int64(rest, radix: radix)
        }
        return Int64(digits)
    }

    static func value(_ e: ExprSyntax) -> Value? {
        if let s = e.as(StringLiteralExprSyntax.self) {
            var text = ""
            for seg in s.segments {
                guard let t = seg.as(StringSegmentSyntax.self) else { return nil }
                text += StringEscapes.resolve(t.content.text, in: s)
            }
            return .string(text)
        }
        if let i = e.as(IntegerLiteralExprSyntax.self) { return integer(i.literal.text).map(Value.int) }
        if let d = e.as(FloatLiteralExprSyntax.self) { return Double(d.literal.text.filter { $0 != "_" }).map(Value.double) }
        if let b = e.as(BooleanLiteralExprSyntax.self) { return .bool(b.literal.tokenKind == .keyword(.true)) }
        if e.is(NilLiteralExprSyntax.self) { return .null }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" {
            switch value(p.expression) {
            case .int(let i)?: return .int(-i)
            case .double(let d)?: return .double(-d)
            default: return nil
            }
        }
        return nil
    }
}

extension String {
    func replacingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
