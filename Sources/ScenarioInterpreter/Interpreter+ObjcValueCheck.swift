// The Objective-C collections of values check every value they are given
// before they change: `[array addObject:@"a"]` on an `RLMArray<RLMInt>`,
// `addObjects:` with a nil among the values of a required set, a
// `setObject:forKey:` of a date into a dictionary of strings are refused
// with TY4, unmanaged or managed alike (RLMArray.mm, RLMSet.mm and
// RLMDictionary.mm validate through `RLMValidateValue`). Numbers convert as
// the store converts them (an Int into a Double collection).
// Related documentation: sdk-reference api-surface.md §12.5 #12–#14, #18; §12.7
// addObject:, addObjects:; §12.8 setObject:forKey:; exceptions.md TY4.

internal import RealmRules
internal import RealmSpecCore

extension Interpreter {
    /// Refuses, before any change, a value a collection of values does not take (TY4).
    /// Collections of objects keep their own checks (TY6, TY1).
    func checkObjcValues(_ c: CollectionHandle, _ values: [RValue]) throws {
        guard c.objectType == nil, let element = c.element else { return }
        for v in values {
            let value = try toEngine(v, element)
            if let refused = Rule.objcValueMismatch(value, element, optional: c.elementOptional) {
                throw Interrupt.realm(refused, nil)
            }
        }
    }
}
