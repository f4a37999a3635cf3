// The SDK words some misuses by the path the user took rather than by the
// rule that was broken. The subscript setter (`obj["name"] = v`) goes
// through the dynamic accessor, which refuses any primary key before it
// looks at the transaction and lets core word the write check; MutableSet's
// set algebra goes through RLMManagedSet's own checks; List's counted
// removals through List.swift's. The engine call is the same as for the
// typed path, so these factories give the path's own words.
//
// SDK rows (sdk-messages): TX3 FZ2b PK5 EM4 TX5 SET4 UM9 SET1 IX4.

public import RealmSpecCore

extension Rule {
    // MARK: The subscript setter

    /// Setting a managed object's primary key through the subscript: refused
    /// whatever the value, before the write check [PK5].
    public static func primaryKeyChangeDynamic(_ value: Value) -> EngineError {
        EngineError(.primaryKeyChange, SDKMessage.pk5.text(value.isNull ? "<null>" : plain(value)))
    }

    /// The subscript setter's write check is core's: where the typed
    /// accessor says TX2 (outside a write) or TX2F (a frozen object), the
    /// subscript says TX3 [TX3, FZ2b]; an already managed embedded object is
    /// core's EM4 rather than the accessor's EM3. Any other error is left as it is.
    public static func dynamicSet(_ error: EngineError) -> EngineError {
        if error.message == SDKMessage.em3.text() { return EngineError(error.kind, SDKMessage.em4.text()) }
        let typed = [SDKMessage.tx2.text(), SDKMessage.tx2F.text()]
        guard typed.contains(error.message) else { return error }
        return EngineError(error.kind, SDKMessage.tx3.text())
    }

    // MARK: MutableSet's set algebra

    /// A set-algebra member of a managed MutableSet, by the Objective-C
    /// selector the SDK names in its write-check message.
    public enum SetAlgebra: String, Sendable, CaseIterable {
        case formUnion = "[RLMSet unionSet:]"
        case formIntersection = "[RLMSet intersectSet:]"
        case subtract = "[RLMSet minusSet:]"
    }

    /// A managed MutableSet's set algebra (including `isSubset(of:)` and
    /// `intersects(_:)`) given an unmanaged set [UM9 = SET1].
    public static let unmanagedSetArgument = EngineError(.unmanaged, SDKMessage.um9.text())

    /// A managed MutableSet's set algebra with no write open (a frozen set's
    /// realm is never in one): RLMManagedSet's own write check [TX5 = SET4]
    /// instead of the collection's TX4. Any other error is left as it is.
    public static func setAlgebra(_ member: SetAlgebra, _ error: EngineError) -> EngineError {
        guard error.message == SDKMessage.tx4.text(collectionName(.set)) else { return error }
        return EngineError(error.kind, SDKMessage.tx5.text(member.rawValue))
    }

    // MARK: List's counted removals

    /// `removeFirst(_:)` / `removeLast(_:)` asked to remove more elements
    /// than the list holds [IX4].
    public static func removeMoreThanCount(_ number: Int, count: Int) -> EngineError {
        EngineError(.indexOutOfBounds, SDKMessage.ix4.text(String(number), String(count)))
    }
}
