// An Objective-C collection of RLMValue (`RLMArray<RLMValue>`, an RLMSet or
// RLMDictionary of `RLMPropertyTypeAny`) hands out each value as the
// Objective-C object it bridges to, never as a Swift AnyRealmValue case: an
// NSNumber for a bool or a number, an NSString, NSData, NSDate, RLMObjectId,
// RLMDecimal128 or NSUUID, the RLMObject of a link, and NSNull for null
// (RLMUtil.mm `RLMMixedToObjc`, which RLMAccessorContext's `box` calls for
// every read of a managed collection; an unmanaged one holds the objects it
// was given). The same collection read through Swift's List, MutableSet or
// Map answers AnyRealmValue cases.
// Related documentation: sdk-reference api-surface.md §12.9 (RLMValue's
// adopting classes).

internal import RealmSpecCore

extension Interpreter {
    /// `r`, read out of collection `c`: when `c` is an Objective-C collection
    /// of RLMValue, the Objective-C object an AnyRealmValue case bridges to
    /// (`.bool(true)` is the NSNumber `true`, `.none` is NSNull); otherwise `r`.
    func objcRead(_ r: RValue, of c: CollectionHandle) -> RValue {
        guard c.isObjectiveC, c.element == .mixed else { return r }
        return Self.objcMixedValue(r)
    }

    /// The Objective-C object an AnyRealmValue case bridges to: its payload
    /// (a scalar, an object, a nested collection seen from Objective-C), or
    /// NSNull for `.none`. Any other value is already one.
    static func objcMixedValue(_ r: RValue) -> RValue {
        guard case .enumCase(let name, let payload) = r else { return r }
        if name == "none", payload.isEmpty { return .scalar(.null) }
        guard payload.count == 1 else { return r }
        switch payload[0] {
        case .scalar, .object: return payload[0]
        case .collection(let nested): return .collection(nested.seenFromObjectiveC())
        default: return r
        }
    }
}

extension Interpreter {
    /// `map[key] = value` and `setValue(_:forKey:)`. A Swift Map removes the key
    /// for nil when its values are not optional and stores nil otherwise (§9 M17).
    /// An RLMDictionary removes the key for nil whatever its values, and checks
    /// anything else as `setObject:forKey:` does, so `NSNull()` is stored for
    /// optional values and refused for required ones with TY4
    /// (`Invalid value '<null>' of type 'NSNull' for expected type 'int'.`).
    func mapAssign(_ c: CollectionHandle, _ key: String, _ value: RValue) throws {
        guard c.isObjectiveC else {
            if value.isNullOrNSNull && !c.elementOptional { try mapRemove(c, key) } else { try mapSet(c, key, value) }
            return
        }
        if value.isNull { try mapRemove(c, key); return }
        try checkObjcValues(c, [value])
        try mapSet(c, key, value)
    }
}
