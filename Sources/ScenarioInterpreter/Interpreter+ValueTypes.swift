// Members of the SDK's value types around the documented ones, as the SDK's
// own tests call them: `SortDescriptor` (`keyPath`, `ascending`,
// `reversed()`, `description`, `==`), `Decimal128` (arithmetic, `isNaN`,
// `magnitude`, `advanced(by:)`, `distance(to:)`, `negate()`, `min`, `max`),
// Double's and Float's `nextUp` and `nextDown`,
// `ObjectId.timestamp`, `Date.addingTimeInterval(_:)`, NSArray's
// `reverseObjectEnumerator()`, and `NSNumber`'s
// `intValue`/`doubleValue` on the numbers the Objective-C aggregates return.
// Related documentation: docs/writing-scenarios.md#what-the-harness-adds-to-swift.

internal import Foundation
internal import RealmRules
internal import RealmSpecCore

extension Interpreter {
    static var valueTypeMembers: [String: Member] { [
        // A PersistableEnum case is held as its raw value.
        "rawValue": .property { _, r in
            guard case .scalar = r else { throw misuse("'rawValue' needs an enum case, not \(r.kindName)") }
            return r
        },
        // A declared CustomPersistable's value is held as its persisted value.
        "persistableValue": .property { _, r in
            guard case .scalar = r else { throw misuse("'persistableValue' needs a CustomPersistable value, not \(r.kindName)") }
            return r
        },
        "keyPath": .property { _, r in .scalar(.string(try sortDescriptorArg(r, "keyPath").keyPath)) },
        "ascending": .property { _, r in .scalar(.bool(try sortDescriptorArg(r, "ascending").ascending)) },
        // `descriptor.reversed()` flips the direction; `array.reversed()` reverses the elements.
        "reversed": .method([[]]) { i, r, _ in
            if case .sortDescriptor(let d) = r { return .sortDescriptor(RealmSpecCore.SortDescriptor(keyPath: d.keyPath, ascending: !d.ascending)) }
            return .array(try i.elements(of: r).reversed())
        },
        // NSArray's `reverseObjectEnumerator()`: an enumerator of the elements from the last,
        // which `init(value:)` and `create` take for a list or set as any other sequence.
        "reverseObjectEnumerator": .method([[]]) { i, r, _ in
            guard case .array = r else { throw misuse("'reverseObjectEnumerator()' needs an array, not \(r.kindName)") }
            return .array(try i.elements(of: r).reversed())
        },
        "isNaN": .property { _, r in
            guard case .scalar(let v) = r else { throw misuse("'isNaN' needs a number") }
            if case .decimal128(let s) = v { return .scalar(.bool(DecimalText.isNaN(s))) }
            guard let d = Compare.number(v) else { throw misuse("'isNaN' needs a number") }
            return .scalar(.bool(d.isNaN))
        },
        // The neighbouring Double or Float (C's `nextafter` toward ±infinity).
        "nextUp": .property { _, r in try neighbour(r, "nextUp", up: true) },
        "nextDown": .property { _, r in try neighbour(r, "nextDown", up: false) },
        // Decimal128's `isSignaling` and `isSignalingNaN` are its `isNaN`.
        "isSignaling": .property { _, r in .scalar(.bool(DecimalText.isNaN(try decimalArg(r, "isSignaling")))) },
        "isSignalingNaN": .property { _, r in .scalar(.bool(DecimalText.isNaN(try decimalArg(r, "isSignalingNaN")))) },
        "magnitude": .property { _, r in
            if case .scalar(.decimal128(let s)) = r { return .scalar(.decimal128(try DecimalText.magnitude(s))) }
            guard case .scalar(let v) = r, let d = Compare.number(v) else { throw misuse("'magnitude' needs a number") }
            if case .int(let n) = v { return .scalar(.int(Int64(n.magnitude))) }
            if case .float(let f) = v { return .scalar(.float(f.magnitude)) }
            return .scalar(.double(d.magnitude))
        },
        "advanced": .method([["by"]]) { i, r, a in try i.binary("+", r, a[0]) },
        "distance": .method([["to"]]) { i, r, a in try i.binary("-", a[0], r) },
        // `d.negate()` on a variable changes the variable (see `Interpreter.call`); here, the negated value.
        "negate": .method([[]]) { i, r, _ in try i.binary("-", .scalar(.int(0)), r) },
        // The creation time an ObjectId holds in its first four bytes, to the second.
        "timestamp": .property { _, r in
            guard case .scalar(.objectId(let hex)) = r, let seconds = UInt32(hex.prefix(8), radix: 16) else {
                throw misuse("'timestamp' needs an ObjectId")
            }
            return .scalar(.date(Double(seconds)))
        },
        "addingTimeInterval": .method([["_"]]) { _, r, a in
            guard case .scalar(.date(let t)) = r, case .scalar(let v) = a[0], let d = Compare.number(v) else {
                throw misuse("'addingTimeInterval(_:)' needs a Date and a number of seconds")
            }
            return .scalar(.date(t + d))
        },
        "timeIntervalSince": .method([["_"]]) { _, r, a in
            guard case .scalar(.date(let t)) = r, case .scalar(.date(let u)) = a[0] else {
                throw misuse("'timeIntervalSince(_:)' needs two Dates")
            }
            return .scalar(.double(t - u))
        },
        // NSNumber's accessors, on the numbers the Objective-C API returns (and Decimal128's `doubleValue`).
        "intValue": .property { _, r in try numberValue(r, "intValue", as: .int) },
        "int32Value": .property { _, r in try numberValue(r, "int32Value", as: .int) },
        "int64Value": .property { _, r in try numberValue(r, "int64Value", as: .int) },
        "integerValue": .property { _, r in try numberValue(r, "integerValue", as: .int) },
        "doubleValue": .property { _, r in try numberValue(r, "doubleValue", as: .double) },
        "floatValue": .property { _, r in try numberValue(r, "floatValue", as: .float) },
        "boolValue": .property { _, r in
            guard case .scalar(let v) = r else { throw misuse("'boolValue' needs a number") }
            if case .bool(let b) = v { return .scalar(.bool(b)) }
            guard let d = Compare.number(v) else { throw misuse("'boolValue' needs a number, not \(v.kindName)") }
            return .scalar(.bool(d != 0))
        },
    ] }

    /// `Decimal128.min` and `Decimal128.max`: the extremes of a 34-digit significand and an exponent of 6144.
    static func decimalExtreme(_ r: RValue, max: Bool) throws -> RValue? {
        guard try typeName(r) == "Decimal128" else { return nil }
        return .scalar(.decimal128((max ? "" : "-") + "9.999999999999999999999999999999999E+6144"))
    }

    /// `Int8(…)`, `Int16(…)`, `Int32(…)`, `Int64(…)`, `Float(…)`: a number of that type (an Int for the integer types).
    static func numberInitialiser(_ type: PropertyType) -> Member {
        .method([["_"]]) { _, _, a in
            guard case .scalar(let v) = a[0], let d = Compare.number(v) else {
                if case .scalar(.string(let s)) = a[0] {
                    return type == .int ? Int64(s).map { .scalar(.int($0)) } ?? .null : Float(s).map { .scalar(.float($0)) } ?? .null
                }
                throw misuse("a number is needed, not \(a[0].kindName)")
            }
            if type == .float { return .scalar(.float(Float(d))) }
            if case .int(let n) = v { return .scalar(.int(n)) }
            guard let n = Int64(exactly: d.rounded(.towardZero)) else { throw misuse("\(d) does not fit in an integer") }
            return .scalar(.int(n))
        }
    }

    /// Decimal128 arithmetic (`+`, `-`, `*`, `/`) when either side is a
    /// Decimal128 and the other a number: exact, as the SDK computes it, not
    /// through Double. nil when neither side is a Decimal128.
    func decimalArithmetic(_ op: String, _ x: Value, _ y: Value) throws -> RValue? {
        guard case .decimal128 = x, Compare.number(y) != nil || y.isDecimal else {
            guard case .decimal128 = y, Compare.number(x) != nil else { return nil }
            return try decimalArithmetic(op, y, x, swapped: true)
        }
        return try decimalArithmetic(op, x, y, swapped: false)
    }

    private func decimalArithmetic(_ op: String, _ x: Value, _ y: Value, swapped: Bool) throws -> RValue {
        guard let a = DecimalText.decimal(x), let b = DecimalText.decimal(y) else {
            throw misuse("operator '\(op)' does not apply to \(x.kindName) and \(y.kindName)")
        }
        let (l, r) = swapped ? (b, a) : (a, b)
        let result: Decimal
        switch op {
        case "+": result = l + r
        case "-": result = l - r
        case "*": result = l * r
        case "/":
            guard !r.isZero else { throw misuse("division by zero in Decimal128 '\(op)'") }
            result = l / r
        default: throw misuse("operator '\(op)' does not apply to Decimal128")
        }
        return .scalar(.decimal128(DecimalText.text(result)))
    }
}

private extension Value {
    var isDecimal: Bool { if case .decimal128 = self { return true } else { return false } }
}

private func sortDescriptorArg(_ r: RValue, _ member: String) throws -> RealmSpecCore.SortDescriptor {
    guard case .sortDescriptor(let d) = r else { throw misuse("'\(member)' needs a SortDescriptor, not \(r.kindName)") }
    return d
}

/// `x.nextUp` / `x.nextDown` of a Double or a Float.
private func neighbour(_ r: RValue, _ name: String, up: Bool) throws -> RValue {
    switch r {
    case .scalar(.double(let d)): return .scalar(.double(up ? d.nextUp : d.nextDown))
    case .scalar(.float(let f)): return .scalar(.float(up ? f.nextUp : f.nextDown))
    default: throw misuse("'\(name)' needs a Double or a Float, not \(r.kindName)")
    }
}

private func decimalArg(_ r: RValue, _ member: String) throws -> String {
    guard case .scalar(.decimal128(let s)) = r else { throw misuse("'\(member)' needs a Decimal128, not \(r.kindName)") }
    return s
}

private func numberValue(_ r: RValue, _ member: String, as type: PropertyType) throws -> RValue {
    guard case .scalar(let v) = r, let d = Compare.number(v) ?? { if case .bool(let b) = v { return b ? 1 : 0 }; return nil }() else {
        throw misuse("'\(member)' needs a number, not \(r.kindName)")
    }
    switch type {
    case .int:
        guard let n = Int64(exactly: d.rounded(.towardZero)) else { throw misuse("'\(member)': \(d) does not fit in an integer") }
        return .scalar(.int(n))
    case .float: return .scalar(.float(Float(d)))
    default: return .scalar(.double(d))
    }
}

/// Decimal128 values as the text the engines store, computed with
/// Foundation's `Decimal` (38 significant digits, more than Decimal128's 34).
enum DecimalText {
    static func isNaN(_ s: String) -> Bool { s.lowercased().hasSuffix("nan") }

    /// 1 or -1 for a spelling of infinity, nil otherwise.
    static func infinitySign(_ s: String) -> Int? {
        var t = Substring(s.lowercased())
        var sign = 1
        if let c = t.first, c == "+" || c == "-" { sign = c == "-" ? -1 : 1; t = t.dropFirst() }
        return t == "inf" || t == "infinity" ? sign : nil
    }

    /// The decimal a value spells, nil for NaN, infinities and non-numbers.
    static func decimal(_ v: Value) -> Decimal? {
        switch v {
        case .decimal128(let s), .string(let s):
            guard !isNaN(s) else { return nil }
            return Decimal(string: s, locale: Locale(identifier: "en_US_POSIX"))
        case .int(let i): return Decimal(i)
        case .float(let f): return Decimal(string: String(f), locale: Locale(identifier: "en_US_POSIX"))
        case .double(let d): return d.isFinite ? Decimal(string: String(d), locale: Locale(identifier: "en_US_POSIX")) : nil
        default: return nil
        }
    }

    /// The shortest text of a decimal: no trailing zeros after the point ("-1", "11.11111").
    static func text(_ d: Decimal) -> String {
        var value = d
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 34, .plain)
        return NSDecimalNumber(decimal: rounded).description(withLocale: Locale(identifier: "en_US_POSIX"))
    }

    /// The text the SDK's `stringValue` gives, which Decimal128's Codable form
    /// writes: a value written with an exponent is one digit, a point, the
    /// rest of its significant digits without trailing zeros and `E` with the
    /// exponent ("1.5e2" is "1.5E2", "1234567890e123" is "1.23456789E132");
    /// a value written without one keeps its text.
    static func codableText(_ s: String) -> String {
        guard let e = s.firstIndex(where: { $0 == "e" || $0 == "E" }), !isNaN(s) else { return s }
        var mantissa = s[..<e]
        guard var exponent = Int(s[s.index(after: e)...].replacingOccurrences(of: "+", with: "")) else { return s }
        let negative = mantissa.hasPrefix("-")
        if mantissa.hasPrefix("-") || mantissa.hasPrefix("+") { mantissa = mantissa.dropFirst() }
        if let point = mantissa.firstIndex(of: ".") {
            exponent -= mantissa.distance(from: point, to: mantissa.endIndex) - 1
            mantissa.remove(at: point)
        }
        var digits = String(mantissa.drop { $0 == "0" })
        while digits.count > 1, digits.hasSuffix("0") { digits.removeLast(); exponent += 1 }
        guard !digits.isEmpty, digits.allSatisfy(\.isNumber) else { return digits.isEmpty ? "0" : s }
        exponent += digits.count - 1
        var out = (negative ? "-" : "") + String(digits.prefix(1))
        if digits.count > 1 { out += "." + digits.dropFirst() }
        return exponent == 0 ? out : out + "E\(exponent)"
    }

    static func magnitude(_ s: String) throws -> String {
        if isNaN(s) { return s }
        return s.hasPrefix("-") ? String(s.dropFirst()) : s
    }

    /// Two Decimal128 texts, or a Decimal128 and a string literal standing for one, compared as decimals.
    static func equal(_ x: Value, _ y: Value) -> Bool? {
        switch (x, y) {
        case (.decimal128(let a), .decimal128(let b)), (.decimal128(let a), .string(let b)), (.string(let a), .decimal128(let b)):
            if isNaN(a) || isNaN(b) { return false }
            // `"inf"`, `"+Infinity"`, `"-inf"`: Decimal128's infinities, by sign.
            let (infA, infB) = (infinitySign(a), infinitySign(b))
            if infA != nil || infB != nil { return infA == infB }
            guard let p = decimal(.decimal128(a)), let q = decimal(.decimal128(b)) else { return nil }
            return p == q
        default: return nil
        }
    }
}
