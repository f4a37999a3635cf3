// A declared `CustomPersistable` in a scenario: `Box(persistedValue: v)` is
// held as `v` converted to the persisted type, the value Realm stores and a
// query compares; `persistableValue` (Interpreter+ValueTypes.swift) reads
// it back.
// Related documentation: docs/writing-scenarios.md#the-swift-subset.

internal import RealmRules
internal import RealmSpecCore

extension Interpreter {
    /// The value `Box(persistedValue: v)` holds: `v` as the wrapper's persisted type.
    ///
    /// - Throws: a misuse when `v` is not a value of the persisted type.
    func persistedValue(of wrapper: PersistedWrapper, _ argument: RValue) throws -> RValue {
        guard let type = wrapper.persistedType, case .scalar(let v) = argument, !v.isNull,
              case let value = ValueCoercion.coerce(v, to: type) ?? v, value.kindName == type.name else {
            throw misuse("\(wrapper.name)(persistedValue:) needs a \(wrapper.persistedTypeName), not \(argument.kindName)")
        }
        return .scalar(value)
    }
}
