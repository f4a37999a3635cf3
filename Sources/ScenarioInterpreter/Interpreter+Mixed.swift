// AnyRealmValue: its enum cases (`.none`, `.int(1)`, `.string("x")`,
// `.object(Dog(...))`) and their typed accessors (`stringValue`, `object(_:)`, …).
// Related documentation: crud-update#update-an-anyrealmvalue-property,
// crud-delete#delete-anyrealmvalue-value.

internal import RealmSpecCore

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
            // `.list(…)` gives its List, `.dictionary(…)` its Map; every other case nil (§10 A26, A27).
            "listValue": .property { _, r in
                guard case .enumCase("list", let args) = r, let first = args.first else { return .null }
                return first
            },
            "dictionaryValue": .property { _, r in
                guard case .enumCase("dictionary", let args) = r, let first = args.first else { return .null }
                return first
            },
            "hashValue": .property { i, r in .scalar(.int(Int64(try i.mixedHash(r)))) },
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
        if let made = mixedStatic(name, args) { return made }
        guard args.count == 1, case .scalar(let s) = args[0], let t = mixedCases[name],
              let c = ValueCoercion.coerce(s, to: t) else { return .enumCase(name, args) }
        return .enumCase(name, [.scalar(c)])
    }

    /// `AnyRealmValue.fromArray([…])`: a new unmanaged `List<AnyRealmValue>`
    /// holding the values, as `.list`; `fromDictionary([…])`: a new unmanaged
    /// `Map<String, AnyRealmValue>`, a later duplicate key winning, as
    /// `.dictionary` (§10 A30, A31). nil for every other name.
    static func mixedStatic(_ name: String, _ args: [RValue]) -> RValue? {
        guard args.count == 1 else { return nil }
        switch (name, args[0]) {
        case ("fromArray", .array(let items)):
            return .enumCase("list", [.collection(CollectionHandle(unmanaged: .list, element: .mixed, items: items))])
        case ("fromDictionary", .dictionary(let pairs)):
            var entries: [(String, RValue)] = []
            for (k, v) in pairs {
                guard case .scalar(.string(let key)) = k else { return nil }
                if let at = entries.firstIndex(where: { $0.0 == key }) { entries[at].1 = v } else { entries.append((key, v)) }
            }
            return .enumCase("dictionary", [.collection(CollectionHandle(unmanaged: .map, element: .mixed, entries: entries))])
        default: return nil
        }
    }

    /// `AnyRealmValue()` is `.none` (§10 A29).
    static let mixedInitialiser: Member = .method([[]]) { _, _, _ in .enumCase("none", []) }

    /// The hash of an AnyRealmValue as the SDK's `hash(into:)` makes it: the
    /// payload of a scalar or object case, and a constant for the cases
    /// without one that hashes (12 for `.dictionary`, 13 for `.list`, 14 for
    /// `.none`), so two lists hash alike whatever they hold (§10 A32).
    func mixedHash(_ v: RValue) throws -> Int {
        var hasher = Hasher()
        switch v {
        case .enumCase("none", _): hasher.combine(14)
        case .enumCase("list", _): hasher.combine(13)
        case .enumCase("dictionary", _): hasher.combine(12)
        case .enumCase("object", let args):
            guard case .object(let o)? = args.first else { throw misuse("'.object' holds no object") }
            hasher.combine(Self.objectHash(o))
        case .enumCase(let name, let args):
            guard case .scalar(let s)? = args.first else { throw misuse("'.\(name)' is not an AnyRealmValue case") }
            hasher.combine(s)
        default: throw misuse("hashValue needs an AnyRealmValue, not \(v.kindName)")
        }
        return hasher.finalize()
    }

    /// An object's hash agrees with `==`: a managed object hashes its row, an
    /// unmanaged one its own identity.
    static func objectHash(_ o: ObjectHandle) -> Int {
        var hasher = Hasher()
        if let key = o.key { hasher.combine(key.live) } else { hasher.combine(ObjectIdentifier(o)) }
        return hasher.finalize()
    }
}
