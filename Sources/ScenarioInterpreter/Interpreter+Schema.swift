// What a realm and an object tell of their schema, as read-only values:
// `realm.schema.objectSchema` (every class), `realm.schema["Dog"]`, and an
// object's `objectSchema` with its `className`, `properties` (linking
// objects are computed properties, not among them) and
// `primaryKeyProperty`; each property with its `name`, `isOptional`,
// `isPrimary` and `isIndexed`. And the parts of `realm.configuration` a
// single in-memory realm has: `readOnly`, `schemaVersion`, `objectTypes`.
// Related SDK sections: sdk-api (api-surface.md §1 #1, #2; §2 #4; §3 #5; §12.2 #11).

internal import RealmSpecCore

extension Interpreter {
    static var realmSchemaMembers: [String: Member] { [
        "schema": .property { i, _ in
            let types = i.schema.types.map { ($0.name, objectSchemaValue($0)) }
            return .dictionary([(.scalar(.string("objectSchema")), .array(types.map(\.1)))]
                + types.map { (.scalar(.string($0.0)), $0.1) })
        },
        // The default configuration: writable, schema version 0, every model class (objectTypes nil).
        "configuration": .property { _, _ in
            .dictionary([(.scalar(.string("readOnly")), .scalar(.bool(false))),
                         (.scalar(.string("schemaVersion")), .scalar(.int(0))),
                         (.scalar(.string("objectTypes")), .null)])
        },
        "==": .method { i, r, a in .scalar(.bool(try i.equal(r, a[0]))) },
    ] }

    /// One class's schema as a read-only value.
    static func objectSchemaValue(_ t: ObjectSchema) -> RValue {
        let stored = t.properties.filter { !$0.isLinkingObjects }
        return .dictionary([
            (.scalar(.string("className")), .scalar(.string(t.name))),
            (.scalar(.string("properties")), .array(stored.map(propertyValue))),
            (.scalar(.string("primaryKeyProperty")), t.primaryKey.map(propertyValue) ?? .null),
            (.scalar(.string("isEmbedded")), .scalar(.bool(t.isEmbedded))),
        ])
    }

    /// One property's schema as a read-only value.
    static func propertyValue(_ p: PropertySchema) -> RValue {
        .dictionary([
            (.scalar(.string("name")), .scalar(.string(p.name))),
            (.scalar(.string("isOptional")), .scalar(.bool(p.isOptional))),
            (.scalar(.string("isPrimary")), .scalar(.bool(p.isPrimaryKey))),
            (.scalar(.string("isIndexed")), .scalar(.bool(p.isIndexed || p.isPrimaryKey))),
        ])
    }
}
