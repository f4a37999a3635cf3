// Casts to the Foundation and Realm classes the Objective-C API hands out:
// an aggregate of an RLMArray answers an `NSNumber`, an element of an
// RLMArray of strings is an `NSString`, one of an `RLMArray<RLMValue>` is
// the `NSNumber`, `NSString`, … its value bridges to. `x as! NSNumber`,
// `x as? NSString` and `x is NSDate` test the value the cast would give,
// and the cast gives that value (a mixed value's payload).
// Key-value coding of such a value answers what its Foundation class does.
// Related documentation: sdk-reference api-surface.md §12.4 (min/max/sum/average
// return NSNumber), §12.9 (RLMValue's adopting classes).

internal import RealmRules
internal import RealmSpecCore

extension Interpreter {
    /// The Objective-C classes a value of the scenario language bridges to, by the scalar kind they hold.
    /// `NSNumber` takes a Decimal128 too: `sumOfProperty:` and `averageOfProperty:` are declared to
    /// return an NSNumber and hand out an RLMDecimal128 for decimal elements, so a cast to the
    /// type the header declares changes nothing.
    static let objcValueClasses: [String: Set<String>] = [
        "NSNumber": ["int", "float", "double", "bool", "decimal128"],
        "NSString": ["string"],
        "NSData": ["data"],
        "NSDate": ["date"],
        "NSUUID": ["uuid"],
        "RLMObjectId": ["objectId"],
        "RLMDecimal128": ["decimal128"],
    ]

    /// What `v as! type` gives when `type` is an Objective-C class a Realm value bridges to:
    /// the scalar itself (unwrapped from a mixed value), or nil when the value is not one
    /// of that class, or `type` is not such a class. `NSObject` and `RLMValue` take any value.
    func objcCast(_ v: RValue, to type: String) -> RValue? {
        let name = type.hasSuffix("?") ? String(type.dropLast()) : type
        let value: RValue
        if case .enumCase(let c, let payload) = v, payload.count == 1, case .scalar = payload[0], c != "object" {
            value = payload[0]
        } else {
            value = v
        }
        // An NSArray (a collection's key-value coding of `self`) holds the elements as the
        // Objective-C objects they bridge to: a mixed element is its payload.
        if name == "NSArray" {
            guard case .array(let items) = value else { return nil }
            return .array(items.map { objcCast($0, to: "NSObject") ?? $0 })
        }
        if ["NSObject", "RLMValue"].contains(name) {
            switch value {
            case .scalar, .object, .collection: return value
            default: return nil
            }
        }
        guard let kinds = Self.objcValueClasses[name], case .scalar(let s) = value, kinds.contains(s.kindName) else { return nil }
        return value
    }

    /// Whether `type` names an Objective-C class `objcCast(_:to:)` knows.
    static func isObjcValueClass(_ type: String) -> Bool {
        let name = type.hasSuffix("?") ? String(type.dropLast()) : type
        return objcValueClasses[name] != nil || ["NSObject", "RLMValue", "NSArray"].contains(name)
    }
}

extension Interpreter {
    /// Key-value coding of one value of a collection of values, as its Foundation class answers
    /// it: `length` of an NSString (UTF-16 units) or NSData (bytes); NSNull answers NSNull;
    /// any other key, or a class without `length`, is Foundation's NSUnknownKeyException.
    func foundationValue(_ v: RValue, forKey key: String) throws -> RValue {
        let value = objcCast(v, to: "NSObject") ?? v
        switch (key, value) {
        case (_, .null), (_, .scalar(.null)), (_, .enumCase("none", _)): return .null
        case ("length", .scalar(.string(let s))): return .scalar(.int(Int64(s.utf16.count)))
        case ("length", .scalar(.data(let d))): return .scalar(.int(Int64(d.count)))
        default: throw Interrupt.realm(Rule.notKeyValueCodingCompliant(key, value: value.kindName), nil)
        }
    }
}
