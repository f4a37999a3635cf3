// AnyRealmValue: its enum cases (`.none`, `.int(1)`, `.string("x")`,
// `.object(Dog(...))`) and their typed accessors (`stringValue`, `object(_:)`, …).
// Related documentation: crud-update#update-an-anyrealmvalue-property,
// crud-delete#delete-anyrealmvalue-value.

import RealmSpecCore

extension Interpreter {
    static var mixedMembers: [String: Member] {
        var table: [String: Member] = [
            "object": .method { _, r, a in
                guard case .enumCase("object", let args) = r, case .object(let o)? = args.first else { return .null }
                if case .type(let t) = a[0], t != o.type { return .null }
                return .object(o)
            },
            "dynamicObject": .property { _, r in
                guard case .enumCase("object", let args) = r, let o = args.first else { return .null }
                return o
            },
        ]
        for (accessor, caseName) in accessors {
            table[accessor] = .property { _, r in
                guard case .enumCase(let n, let args) = r, n == caseName, let first = args.first else { return .null }
                return first
            }
        }
        return table
    }

    /// `stringValue` reads the `.string` case, and so on.
    static let accessors: [(String, String)] = [
        ("boolValue", "bool"), ("intValue", "int"), ("floatValue", "float"), ("doubleValue", "double"),
        ("stringValue", "string"), ("dataValue", "data"), ("dateValue", "date"), ("objectIdValue", "objectId"),
        ("uuidValue", "uuid"), ("decimal128Value", "decimal128"),
    ]

    /// An AnyRealmValue is never Swift `nil`: only `.none` clears it. Assigning
    /// nil, directly or through key-value coding, is a type mismatch.
    func refuseNil(_ value: RValue, for p: PropertySchema, on type: String) throws {
        guard p.type == .mixed, p.collection == .single, value.isNull else { return }
        throw Interrupt.realm(EngineError(.typeMismatch,
            "cannot set AnyRealmValue property '\(type).\(p.name)' to nil; assign '.none' to clear it"), nil)
    }

    /// `.float(1.5)`: the payload of an AnyRealmValue case takes the case's type
    /// (a Swift literal `1.5` is a Double until it meets a Float).
    static func mixedCase(_ name: String, _ args: [RValue]) -> RValue {
        guard args.count == 1, case .scalar(let s) = args[0], let t = mixedCases[name],
              let c = ValueCoercion.coerce(s, to: t) else { return .enumCase(name, args) }
        return .enumCase(name, [.scalar(c)])
    }
}
