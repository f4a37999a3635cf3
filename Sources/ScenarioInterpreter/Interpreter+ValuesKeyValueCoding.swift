// setValue(_:forKey:) on a list or set of values (an RLMArray or RLMSet of
// values, or the List or MutableSet whose Objective-C collection it is):
// `self` names each element. An array checks the value against its element
// type, then puts it at every index, so an empty array takes no value but
// still refuses a wrong one (RLMArray.mm and RLMManagedArray.mm
// `setValue:forKey:`); a set checks the value, then is emptied and holds the
// value alone (RLMSet.mm and RLMManagedSet.mm `setValue:forKey:`: remove_all,
// then insert). Any other key is Foundation's `setValue:forUndefinedKey:`,
// the NSUnknownKeyException of exceptions.md UP2.
// Related: sdk-reference exceptions.md UP2, TY4; the SDK tests
// PrimitiveArrayPropertyTests.testSetValueForKey and
// PrimitiveSetPropertyTests.testSetValueForKey.

internal import RealmRules
internal import RealmSpecCore

extension Interpreter {
    /// Whether `setValue(_:forKey:)` on `c` is the values' own (a list or set of values).
    static func setsValuesForKey(_ c: CollectionHandle) -> Bool {
        c.objectType == nil && c.element != nil && (c.kind == .list || c.kind == .set)
    }

    func setValueOfValues(_ c: CollectionHandle, _ value: RValue, forKey key: String) throws {
        guard key == "self" else {
            let managed = c.ref != nil
            let className = c.kind == .set ? (managed ? "RLMManagedSet" : "RLMSet") : (managed ? "RLMManagedArray" : "RLMArray")
            throw Interrupt.realm(Rule.setValueForUndefinedKey(key, className: className), nil)
        }
        try checkObjcValues(c, [value])
        if c.kind == .set {
            try setRemoveAll(c)
            try setInsert(c, [value])
            return
        }
        let n = try count(c)
        for index in 0..<n { try listReplace(c, at: index, with: value) }
    }
}
