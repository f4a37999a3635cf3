// The model classes one file sees, as the loader read them: the schema,
// class projections, and where each type and property is declared.
// Related documentation: crud-update#update-properties-through-a-class-projection.

package import RealmSpecCore

/// A class projection: its base type and each property's key path into it.
package struct ProjectionInfo {
    package let name: String
    package let base: String
    /// Property name → key path in the base type, in declaration order.
    package var properties: [(name: String, path: [String])]
    package let location: SourceLocation
    package init(name: String, base: String, properties: [(name: String, path: [String])], location: SourceLocation) {
        self.name = name; self.base = base; self.properties = properties; self.location = location
    }
}

/// The model classes one file sees.
package struct ModelCatalog {
    package var types: [String: ObjectSchema] = [:]
    package var order: [String] = []
    package var projections: [String: ProjectionInfo] = [:]
    package var locations: [String: SourceLocation] = [:]
    /// Where each property is declared, by `Type.property`, so a problem of
    /// one property is reported at its own line.
    package var propertyLocations: [String: SourceLocation] = [:]
    /// Link properties whose default is a new object of their class (`= Dog()`), by
    /// `Type.property`: each new object gets its own, as Swift's initialiser makes one.
    package var objectDefaults: [String: String] = [:]
    /// The value given to such a default (`= Dog(value: ["Rex"])`), by `Type.property`.
    package var objectDefaultValues: [String: Value] = [:]
    /// Linking objects declared with `LinkingObjects(fromType:property:)`, by `Type.property`.
    package var declaredLinkingObjects: Set<String> = []
    /// Model classes declared `Codable` (or `Encodable`), each with the
    /// properties it encodes: its `CodingKeys` cases, or every persisted
    /// property when it declares none.
    package var codable: [String: [String]?] = [:]
    /// Model classes whose properties are declared `@Persisted`: Swift's synthesised
    /// `encode(to:)` reads them only while the object is unmanaged (Interpreter+Codable.swift).
    package var persistedModels: Set<String> = []
    /// Model classes declared `: RLMObject` or `: RLMEmbeddedObject` (Loader+ObjcModels.swift).
    package var objcClasses: Set<String> = []
    /// The schema hooks a class overrides (`override class func primaryKey() -> String?`), by class
    /// and hook name, with the value the override returns.
    package var classHooks: [String: [String: Value]] = [:]
    /// Properties declared `RealmProperty<T?>()` or `RealmOptional<T>()`, by `Type.property`:
    /// a scenario reads and sets their value through `.value`, which the compiler drops.
    package var valueWrappers: Set<String> = []
    /// The enum a property (or its collection's element) was typed with, by `Type.property`:
    /// Swift resolves `.a` against it where the property is compared or given (`XCTAssertEqual(t.kind, .a)`).
    package var propertyEnums: [String: String] = [:]
    /// RLMObject properties that `ignoredProperties()` names, by `Type.property`: kept per handle, never stored.
    package var ignoredProperties: Set<String> = []
    /// RLMObject properties declared `NSNumber?`, by `Type.property`: Swift assigns them any number
    /// literal, which the accessor converts to the property's type (Loader+FoundationProperties.swift).
    package var numberProperties: Set<String> = []
    /// The `PersistableEnum`s declared at the top level, by name (Loader+Enums.swift).
    package var enums: [String: PersistedEnum] = [:]
    /// The `CustomPersistable` types declared at the top level, by name (Loader+CustomPersistable.swift).
    package var wrappers: [String: PersistedWrapper] = [:]
    /// The declared enum or wrapper type of a property, by `Type.property`: a where closure's
    /// `rawValue` or `persistableValue` after such a property is the property itself, as `Query` has it.
    package var declaredValueTypes: [String: String] = [:]

    package init() {}

    package var schema: Schema { Schema(types: order.compactMap { types[$0] }) }

    /// Adds (or shadows) a type.
    package mutating func put(_ type: ObjectSchema, at loc: SourceLocation) {
        if types[type.name] == nil { order.append(type.name) }
        projections[type.name] = nil
        types[type.name] = type
        locations[type.name] = loc
    }
    package mutating func put(_ projection: ProjectionInfo) {
        if let i = order.firstIndex(of: projection.name) { order.remove(at: i); types[projection.name] = nil }
        projections[projection.name] = projection
    }
    package func isKnownType(_ name: String) -> Bool { types[name] != nil || projections[name] != nil }
}
