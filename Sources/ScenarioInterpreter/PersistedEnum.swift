// A top-level `PersistableEnum` a scenario file declares, as the loader
// read it (Loader+Enums.swift): a property of its type stores the case's
// raw value, as Realm stores it.
// Related documentation: docs/writing-scenarios.md#the-swift-subset.

package import RealmSpecCore

/// A `PersistableEnum` a file declares: its raw type and its cases in order.
package struct PersistedEnum: Codable, Equatable {
    package let name: String
    /// The raw type's name as written (`Int`, `Int8`, `String`, `Float`, `Double`).
    package let rawTypeName: String
    package let cases: [String]
    package let rawValues: [Value]

    package init(name: String, rawTypeName: String, cases: [String], rawValues: [Value]) {
        self.name = name; self.rawTypeName = rawTypeName; self.cases = cases; self.rawValues = rawValues
    }

    package var rawType: PropertyType? { ScalarTypes.type(named: rawTypeName) }

    /// The raw value of a case, nil for a name that is not one.
    package func rawValue(of name: String) -> Value? {
        cases.firstIndex(of: name).map { rawValues[$0] }
    }

    /// Whether a raw value is one of the cases'.
    package func contains(raw: Value) -> Bool { rawValues.contains(raw) }

    /// Implicit member names that stay the SDK's own (AnyRealmValue's cases,
    /// update policies, change kinds) even when an enum has a case of the name.
    package static let reservedCaseNames: Set<String> = [
        "none", "int", "bool", "float", "double", "string", "data", "date", "objectId", "decimal128", "uuid", "object",
        "list", "dictionary", "modified", "all", "error", "initial", "update", "deleted", "change",
    ]
}
