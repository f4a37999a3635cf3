// Properties of an RLMObject model (and, for the value classes, of a legacy
// Swift Object) declared with Foundation's Objective-C classes, as the SDK's
// own Swift tests declare them
// (`@objc dynamic var stringCol: NSString?`, `dateCol: NSDate?`,
// `dataCol: NSData?`, `numCol: NSNumber? = 0`): each is the Realm type the
// class bridges (a string, a date, binary data, a UUID), nullable as every
// Objective-C object property is. An `NSNumber` names no type of its own:
// as RLMProperty reads it, the type is the number type of the property's
// default (an integer literal an int, a floating-point one a double, a
// Boolean a bool, `x as Float as NSNumber` a float), and an NSNumber without
// a default cannot be persisted; Swift assigns it any number literal, which
// the accessor converts to the property's type (1.1 to an int property is 1,
// as NSNumber's longLongValue truncates). An `RLMValue` property is mixed (its
// default a literal, `"text" as NSString`), and the optionals Swift infers
// from a default, `"a".data(using: .utf8)` (`Data?`) and
// `UUID(uuidString: "…")` without `!` (`UUID?`), default to that value.
// Related documentation: sdk-reference api-surface.md §12.2, §12.3.

internal import RealmSpecCore
internal import ScenarioInterpreter
internal import SwiftSyntax

extension ModelReader {
    /// The Realm types of Foundation's Objective-C value classes.
    static let foundationTypes: [String: PropertyType] = ["NSString": .string, "NSDate": .date, "NSData": .data, "NSUUID": .uuid]

    /// The property an `@objc dynamic var` of a Foundation class declares, or nil when its type is no such class.
    mutating func foundationProperty(_ name: String, _ binding: PatternBindingSyntax) -> PropertySchema?? {
        guard let annotation = binding.typeAnnotation?.type else { return inferredOptional(name, binding) }
        if annotation.trimmedDescription == "RLMValue" {
            var p = PropertySchema(name: name, type: .mixed, isOptional: false, defaultValue: .null)
            if let initializer = binding.initializer?.value {
                guard let value = LiteralReader.value(Self.numberOperand(initializer)) ?? LiteralReader.value(initializer) else {
                    sink.error(.schemaBadDefault, "default value '\(initializer.trimmedDescription)' of '\(name)' is not a literal",
                               at: location(binding))
                    return .some(nil)
                }
                p.defaultValue = value
            }
            return .some(p)
        }
        let wrapped = annotation.as(OptionalTypeSyntax.self)?.wrappedType ?? annotation
        guard let className = wrapped.as(IdentifierTypeSyntax.self)?.name.text,
              className == "NSNumber" || Self.foundationTypes[className] != nil else { return nil }
        let initializer = binding.initializer?.value
        let type: PropertyType
        if let known = Self.foundationTypes[className] {
            type = known
        } else if let inferred = initializer.flatMap(Self.numberType) {
            type = inferred
        } else {
            sink.error(.schemaUnknownPropertyType, "property '\(name)': Can't persist NSNumber without default value: "
                       + "use a Swift-native number type or provide a default value.", at: location(binding))
            return .some(nil)
        }
        var p = PropertySchema(name: name, type: type, isOptional: true, defaultValue: .null)
        if let initializer {
            guard let literal = LiteralReader.value(Self.numberOperand(initializer)) ?? LiteralReader.value(initializer),
                  case let value = ValueCoercion.coerce(literal, to: type) ?? literal, ValueCoercion.fits(value, p) else {
                sink.error(.schemaBadDefault, "default value '\(initializer.trimmedDescription)' of '\(name)' is not a literal "
                           + "of its type '\(type.name)'", at: location(binding))
                return .some(nil)
            }
            p.defaultValue = value
        }
        return .some(p)
    }

    /// The number type an NSNumber's default gives it, or nil when it is no number literal.
    static func numberType(_ e: ExprSyntax) -> PropertyType? {
        let text = e.trimmedDescription.replacingOccurrences(of: " ", with: "")
        if text.hasSuffix("asFloatasNSNumber") { return .float }
        if text.hasSuffix("asDoubleasNSNumber") { return .double }
        let operand = numberOperand(e)
        if operand.is(IntegerLiteralExprSyntax.self) { return .int }
        if operand.is(FloatLiteralExprSyntax.self) { return .double }
        if operand.is(BooleanLiteralExprSyntax.self) { return .bool }
        if let p = operand.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" { return numberType(p.expression) }
        return nil
    }

    /// The literal of `2.2 as Float as NSNumber` (the first operand of a chain of `as` casts), or the expression itself.
    static func numberOperand(_ e: ExprSyntax) -> ExprSyntax {
        if let seq = e.as(SequenceExprSyntax.self), let first = seq.elements.first { return first }
        if let cast = e.as(AsExprSyntax.self) { return numberOperand(cast.expression) }
        return e
    }

    /// `"a".data(using: String.Encoding.utf8)` and `UUID(uuidString: "…")`: the optional Swift infers, defaulting to the value.
    private func inferredOptional(_ name: String, _ binding: PatternBindingSyntax) -> PropertySchema?? {
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "data",
           let base = member.base, case .string(let text)? = LiteralReader.value(base),
           call.arguments.count == 1, call.arguments.first?.label?.text == "using",
           let encoding = call.arguments.first?.expression.trimmedDescription, [".utf8", "String.Encoding.utf8"].contains(encoding) {
            return .some(PropertySchema(name: name, type: .data, isOptional: true, defaultValue: .data(Array(text.utf8))))
        }
        if call.calledExpression.trimmedDescription == "UUID", call.arguments.first?.label?.text == "uuidString",
           let value = LiteralReader.constructed(ExprSyntax(call)) {
            return .some(PropertySchema(name: name, type: .uuid, isOptional: true, defaultValue: value))
        }
        return nil
    }

    /// Whether a binding is annotated with one of Foundation's value classes (`NSString?`, `NSDate`, …), NSNumber aside.
    static func isFoundationValueClass(_ binding: PatternBindingSyntax) -> Bool {
        guard let annotation = binding.typeAnnotation?.type else { return false }
        let wrapped = annotation.as(OptionalTypeSyntax.self)?.wrappedType ?? annotation
        guard let className = wrapped.as(IdentifierTypeSyntax.self)?.name.text else { return false }
        return foundationTypes[className] != nil
    }

    /// The properties a class declares `NSNumber` or `NSNumber?`.
    static func numberPropertyNames(_ decl: ClassDeclSyntax) -> [String] {
        decl.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap(\.bindings).compactMap { b in
            guard let t = b.typeAnnotation?.type, ["NSNumber", "NSNumber?"].contains(t.trimmedDescription) else { return nil }
            return b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
    }
}
