// A top-level `CustomPersistable` type a scenario file declares, as the
// loader read it (Loader+CustomPersistable.swift): Realm stores a property
// of its type as its `PersistedType`, and a query compares the persisted
// value. The language holds a value of the type as that persisted value, so
// `Wrapper(persistedValue: v)` is `v` and `persistableValue` reads it back.
// Related documentation: docs/writing-scenarios.md#the-swift-subset.

package import RealmSpecCore

/// A `CustomPersistable` a file declares: its name and the scalar type it persists as.
package struct PersistedWrapper: Codable, Equatable {
    package let name: String
    /// The persisted type's name as written (`Int`, `String`, `Decimal128`, …).
    package let persistedTypeName: String

    package init(name: String, persistedTypeName: String) {
        self.name = name; self.persistedTypeName = persistedTypeName
    }

    /// The scalar type a property of the wrapper is stored as.
    package var persistedType: PropertyType? { ScalarTypes.type(named: persistedTypeName) }

    /// The member names a value of a wrapper answers: the persisted value.
    package static let valueMembers: Set<String> = ["persistableValue"]
}
