// Equality, ordering, arithmetic and rendering of runtime values, and the
// conversions between runtime values and engine `Value`s.
// Related documentation: docs/writing-scenarios.md#the-swift-subset.

internal import RealmRules
internal import RealmSpecCore

extension Interpreter {
    // MARK: Equality and order

    /// `isSameObject(as:)`, `isEqual(to:)` and a projection's `==` (api-surface.md §2 #15, §12.2 #34, §11 P4):
    /// the same accessor, or two accessors of the same row in the same realm instance.
    func sameObject(_ x: ObjectHandle, _ y: ObjectHandle) -> Bool {
        if x === y { return true }
        guard let kx = x.key, let ky = y.key else { return false }
        return kx.live == ky.live && kx.version == ky.version
    }

    func sameObjectValues(_ a: RValue, _ b: RValue) -> Bool {
        switch (a, b) {
        case (.object(let x), .object(let y)): return sameObject(x, y)
        case (.projection(let x), .projection(let y)): return sameObject(x.object, y.object)
        default: return false
        }
    }

    /// Membership in a Realm collection (index, contains, set algebra): objects by row
    /// (`RLMObjectBaseAreEqual`), also inside AnyRealmValues (a Mixed link compares
    /// its row), everything else as `==`.
    func rowEqual(_ a: RValue, _ b: RValue) throws -> Bool {
        if case .object(let x) = a, case .object(let y) = b { return sameObject(x, y) }
        if case .enumCase("object", let xs) = a, case .enumCase("object", let ys) = b,
           case .object(let x)? = xs.first, case .object(let y)? = ys.first { return sameObject(x, y) }
        return try equal(a, b)
    }

    func equal(_ a: RValue, _ b: RValue) throws -> Bool {
        // NSNull equals nil here, as the stored null both stand for.
        if a.isNullOrNSNull && b.isNullOrNSNull { return true }
        // A bare `.none` beside nil is Swift's `Optional.none`.
        if case .enumCase("none", let p) = a, p.isEmpty, b.isNullOrNSNull { return true }
        if case .enumCase("none", let p) = b, p.isEmpty, a.isNullOrNSNull { return true }
        switch (a, b) {
        case (.null, .null), (.void, .void): return true
        // A null the Objective-C API reads is NSNull; the interpreter reads it as nil.
        case (.null, .scalar(.null)), (.scalar(.null), .null): return true
        case (.null, _), (_, .null): return false
        case (.scalar(let x), .scalar(let y)): return scalarEqual(x, y)
        // `==` and `isEqual(_:)` (api-surface.md §2 #26): the same row for a type with a primary
        // key or in a frozen realm, otherwise the same accessor.
        case (.object(let x), .object(let y)):
            guard sameObject(x, y) else { return false }
            return x === y || index.types[x.type]?.primaryKey != nil || x.key?.version != nil
        case (.projection(let x), .projection(let y)): return sameObject(x.object, y.object)
        case (.enumCase(let n, let xs), .enumCase(let m, let ys)):
            guard n == m, xs.count == ys.count else { return false }
            for (x, y) in zip(xs, ys) where try !equal(x, y) { return false }
            return true
        case (.type(let x), .type(let y)): return x == y
        case (.sortDescriptor(let x), .sortDescriptor(let y)): return x == y
        case (.keyPath(_, let x), .keyPath(_, let y)): return x == y
        case (.token(let x), .token(let y)): return x === y
        // One Realm instance per thread, and one frozen instance per version (§1 #51, #41).
        case (.realm(let x), .realm(let y)): return x.frozenVersion == y.frozenVersion
        case (.dictionary(let xs), .dictionary(let ys)):
            guard xs.count == ys.count else { return false }
            for (k, v) in xs {
                guard let other = try ys.first(where: { try equal($0.0, k) }), try equal(v, other.1) else { return false }
            }
            return true
        case (.collection(let c), .dictionary), (.dictionary, .collection(let c)):
            guard c.kind == .map else { return false }
            let other: RValue = if case .collection = a { b } else { a }
            return try equal(.dictionary(try mapEntries(c).map { (.scalar(.string($0.0)), $0.1) }), other)
        // AnyRealmCollection's == is the wrapped collection's isEqual: (RealmSwift `AnyRealmCollection.==`).
        case (.collection(let x), .collection(let y)) where x.erasedFrom != nil || y.erasedFrom != nil:
            return try equal(.collection(x.identity), .collection(y.identity))
        case (.collection(let x), .collection(let y)) where x === y: return true
        // Results and linking objects are equal only to the same handle (§6 R3, §8 LO4).
        case (.collection(let x), .collection(let y)) where [x.kind, y.kind].contains(where: { $0 == .results || $0 == .linkingObjects }):
            return false
        // A list or dictionary nested in a managed mixed property equals only the same nested
        // collection, read again (the same owner, property and path): RLMManagedArray's and
        // RLMManagedDictionary's isEqual: compare the collections they are backed by
        // (MixedCollectionTest testMixedCollectionEquality: two objects given equal contents differ).
        case (.collection(let x), .collection(let y)) where x.nested != nil && y.nested != nil:
            guard let a = x.nested, let b = y.nested else { return false }
            return a.owner == b.owner && a.property == b.property && a.path == b.path
        // A managed list, set or map equals only the same property of the same object (§5 L26, §7 S22, §9 M39);
        // unmanaged ones compare their contents.
        case (.collection(let x), .collection(let y)) where x.ref != nil || y.ref != nil: return x.ref == y.ref
        // Two unmanaged maps: the same keys with equal values.
        case (.collection(let x), .collection(let y)) where x.kind == .map && y.kind == .map:
            return try equal(.dictionary(x.entries.map { (.scalar(.string($0.0)), $0.1) }),
                             .dictionary(y.entries.map { (.scalar(.string($0.0)), $0.1) }))
        default:
            guard let xs = try sequence(a), let ys = try sequence(b), xs.count == ys.count else { return false }
            if case .collection(let c) = a, c.kind == .set { return try setEqual(xs, ys) }
            if case .collection(let c) = b, c.kind == .set { return try setEqual(xs, ys) }
            for (x, y) in zip(xs, ys) where try !equal(x, y) { return false }
            return true
        }
    }

    private func setEqual(_ xs: [RValue], _ ys: [RValue]) throws -> Bool {
        for x in xs where try !ys.contains(where: { try equal(x, $0) }) { return false }
        return true
    }

    /// Array-like contents of arrays and collections; nil for other values.
    private func sequence(_ v: RValue) throws -> [RValue]? {
        switch v {
        case .array(let items): return items
        case .collection(let c) where c.kind != .map: return try elements(of: v)
        default: return nil
        }
    }

    /// A Float beside a Double: Swift never compares the two, so the Double
    /// is a literal that the Float gives its type (`weight == 20.2` compares
    /// with `Float(20.2)`), and both are compared as Floats.
    static func asFloats(_ x: Value, _ y: Value) -> (Float, Float)? {
        switch (x, y) {
        case (.float(let f), .double(let d)): return (f, Float(d))
        case (.double(let d), .float(let f)): return (Float(d), f)
        default: return nil
        }
    }

    func scalarEqual(_ x: Value, _ y: Value) -> Bool {
        if let (f, g) = Self.asFloats(x, y) { return f == g }
        if let same = DecimalText.equal(x, y) { return same }
        if let a = Compare.number(x), let b = Compare.number(y) { return a == b }
        return x == y
    }

    /// -1, 0 or 1; nil when the values have no order.
    func order(_ a: RValue, _ b: RValue) -> Int? {
        guard case .scalar(let x) = a, case .scalar(let y) = b else { return nil }
        if let (p, q) = Self.asFloats(x, y) { return p < q ? -1 : (p == q ? 0 : 1) }
        if let p = Compare.number(x), let q = Compare.number(y) { return p < q ? -1 : (p == q ? 0 : 1) }
        switch (x, y) {
        case (.string(let p), .string(let q)): return p < q ? -1 : (p == q ? 0 : 1)
        case (.date(let p), .date(let q)): return p < q ? -1 : (p == q ? 0 : 1)
        case (.objectId(let p), .objectId(let q)), (.uuid(let p), .uuid(let q)): return p < q ? -1 : (p == q ? 0 : 1)
        case (.bool(let p), .bool(let q)): return p == q ? 0 : (!p ? -1 : 1)
        default: return nil
        }
    }

    // MARK: Operators

    func binary(_ op: String, _ a: RValue, _ b: RValue) throws -> RValue {
        switch op {
        case "==": return .scalar(.bool(try equal(a, b)))
        case "!=": return .scalar(.bool(try !equal(a, b)))
        case "===": return .scalar(.bool(try identical(a, b)))
        case "!==": return .scalar(.bool(try !identical(a, b)))
        case "<", "<=", ">", ">=":
            guard let o = order(a, b) else { throw misuse("cannot compare \(a.kindName) and \(b.kindName) with '\(op)'") }
            let r = op == "<" ? o < 0 : op == "<=" ? o <= 0 : op == ">" ? o > 0 : o >= 0
            return .scalar(.bool(r))
        case "..<":
            guard case .scalar(.int(let lo)) = a, case .scalar(.int(let hi)) = b, lo <= hi else { throw misuse("invalid range") }
            return .range(a, .scalar(.int(hi &- 1)))
        default: return try arithmetic(op, a, b)
        }
    }

    /// Integer arithmetic as Swift does it, where an overflow traps: here it
    /// ends the scenario as an error that names the operation.
    ///
    /// - Throws: `Interrupt.runtime` for an overflow or a division by zero.
    private func checkedArithmetic(_ op: String, _ x: Int64, _ y: Int64) throws -> Int64 {
        let result: (partialValue: Int64, overflow: Bool)
        switch op {
        case "+": result = x.addingReportingOverflow(y)
        case "-": result = x.subtractingReportingOverflow(y)
        case "*": result = x.multipliedReportingOverflow(by: y)
        case "/", "%":
            guard y != 0 else { throw misuse("division by zero in '\(x) \(op) \(y)'") }
            result = op == "/" ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y)
        default: throw misuse("operator '\(op)' does not apply to Int and Int")
        }
        if result.overflow { throw misuse("arithmetic overflow in '\(x) \(op) \(y)'") }
        return result.partialValue
    }

    private func identical(_ a: RValue, _ b: RValue) throws -> Bool {
        if case .object(let x) = a, case .object(let y) = b { return x === y }
        // Projection is a class (Projection.swift `open class Projection`): `init(projecting:)`,
        // each `freeze()` and `thaw()` make a new instance, so only the same handle is identical.
        if case .projection(let x) = a, case .projection(let y) = b { return x === y }
        // List, MutableSet and Map are classes: an unmanaged one is its own instance; a
        // managed one is the instance its object's property holds. Each freeze of a live
        // collection makes a new frozen instance (freezing a frozen one gives it back).
        if case .collection(let x) = a, case .collection(let y) = b {
            if x === y { return true }
            if case .frozen? = x.ref { return false }
            return x.ref != nil && x.ref == y.ref && x.kind != .results && x.kind != .linkingObjects
        }
        return try equal(a, b)
    }

    private func arithmetic(_ op: String, _ a: RValue, _ b: RValue) throws -> RValue {
        switch (a, b) {
        case (.scalar(.int(let x)), .scalar(.int(let y))):
            return .scalar(.int(try checkedArithmetic(op, x, y)))
        case (.scalar(.string(let x)), .scalar(.string(let y))) where op == "+":
            try spend(stringBytes: x.utf8.count + y.utf8.count)
            return .scalar(.string(x + y))
        case (.array(let x), .array(let y)) where op == "+":
            try spend(elements: x.count + y.count)
            return .array(x + y)
        case (.scalar(let x), .scalar(let y)):
            if let d = try decimalArithmetic(op, x, y) { return d }
            if let p = Compare.number(x), let q = Compare.number(y) {
                let isFloat: Bool = { if case .float = x { return true }; if case .float = y { return true }; return false }()
                let r: Double
                switch op {
                case "+": r = p + q
                case "-": r = p - q
                case "*": r = p * q
                case "/": r = p / q
                default: throw misuse("operator '\(op)' does not apply to \(x.kindName) and \(y.kindName)")
                }
                return .scalar(isFloat ? .float(Float(r)) : .double(r))
            }
        default: break
        }
        throw misuse("operator '\(op)' does not apply to \(a.kindName) and \(b.kindName)")
    }

    // MARK: Rendering

    func render(_ v: RValue) throws -> String {
        switch v {
        case .scalar(.string(let s)): return s
        case .scalar(.null): return "<null>"
        case .scalar(let s): return s.description
        case .null: return "nil"
        case .void: return "()"
        case .object(let o): return try renderObject(o)
        case .array(let items): return "[" + (try items.map { try renderNested($0) }).joined(separator: ", ") + "]"
        case .collection(let c):
            if c.kind == .map {
                return "[" + (try mapEntries(c).map { "\"\($0.0)\": \(try renderNested($0.1))" }).joined(separator: ", ") + "]"
            }
            return "\(c.kind.rawValue)<\(c.element?.objectType ?? c.element?.name ?? "?")>[" + (try elements(of: v).map { try renderNested($0) }).joined(separator: ", ") + "]"
        case .dictionary(let pairs):
            if pairs.isEmpty { return "[:]" }
            return "[" + (try pairs.map { "\(try renderNested($0.0)): \(try renderNested($0.1))" }).joined(separator: ", ") + "]"
        case .enumCase(let n, let args):
            return args.isEmpty ? ".\(n)" : ".\(n)(" + (try args.map { try renderNested($0) }).joined(separator: ", ") + ")"
        case .error(let m): return "SpecError(\"\(m)\")"
        case .tuple(let items): return "(" + (try items.map { try renderNested($0) }).joined(separator: ", ") + ")"
        case .keyPath(let t, let p): return "\\\(t ?? "").\(p.joined(separator: "."))"
        default: return v.kindName
        }
    }

    /// Strings quoted, as in a collection's description.
    func renderNested(_ v: RValue) throws -> String {
        if case .scalar(.string(let s)) = v { return "\"\(s)\"" }
        return try render(v)
    }

    private func renderObject(_ o: ObjectHandle) throws -> String {
        guard let key = o.key else { return "\(o.type)(unmanaged)" }
        if let pk = index.types[o.type]?.primaryKey {
            // A deleted object shows its key; an engine fault still ends the scenario.
            if let v = try tolerating({ try readValue(.get(key, property: pk.name)) }) { return "\(o.type)(\(pk.name): \(v.description))" }
        }
        return key.description
    }
}
