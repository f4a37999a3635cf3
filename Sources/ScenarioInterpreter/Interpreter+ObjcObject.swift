// A model class's own members, called on the class: its name, the schema
// hooks a model declared with `@Persisted` leaves at their defaults, and
// RLMObject's class methods in their Swift spelling — creating in a given
// or the default realm, all objects, a query by format string or
// NSPredicate, lookup by primary key. Also an object's `hash`: equal
// objects hash alike.
// Related documentation: crud-delete#delete-multiple-objects, crud-update#upsert-an-object.
// Related SDK sections: sdk-api (api-surface.md §2 #19–#25, #27; §3 #3;
// §12.1 #1; §12.2 #3–#29; exceptions.md PK2c).

internal import RealmRules
internal import RealmSpecCore
internal import ScenarioAPI

extension Interpreter {
    /// The class members (merged into the type table); their label lists are the declaration's.
    static var objectClassMembers: [String: Member] {
        let implementations: [String: (Interpreter, RValue, CallArgs) throws -> RValue] = [
            "className": { _, r, _ in .scalar(.string(try typeName(r))) },
            // Object's defaults (Object.swift): a model with `@Persisted` overrides none of them.
            "primaryKey": { i, r, _ in try i.classHook(r, "primaryKey") ?? .null },
            "ignoredProperties": { i, r, _ in try i.classHook(r, "ignoredProperties") ?? .array([]) },
            "indexedProperties": { i, r, _ in try i.classHook(r, "indexedProperties") ?? .array([]) },
            // The names the class stores its properties under, as it overrides it (`_realmColumnNames` in Objective-C).
            "propertiesMapping": { i, r, _ in try i.classHook(r, "propertiesMapping") ?? .dictionary([]) },
            "defaultPropertyValues": { i, r, _ in try i.classHook(r, "defaultPropertyValues") ?? .null },
            "requiredProperties": { i, r, _ in try i.classHook(r, "requiredProperties") ?? .array([]) },
            "linkingObjectsProperties": { i, r, _ in _ = try i.modelSchema(r); return .dictionary([]) },
            "shouldIncludeInDefaultSchema": { i, r, _ in _ = try i.modelSchema(r); return .scalar(.bool(true)) },
            "isEmbedded": { i, r, _ in .scalar(.bool(try i.modelSchema(r).isEmbedded)) },
            // Every declared property, linking objects too (the schema keeps those apart as computed properties).
            "_getProperties": { i, r, _ in .array(try i.modelSchema(r).properties.map(Self.propertyValue)) },
            "create": { i, r, a in try i.classCreate(r, in: a.named("in"), a, update: .error) },
            "createOrUpdate": { i, r, a in try i.classCreate(r, in: a.named("in"), a, update: .all) },
            "createOrUpdateModified": { i, r, a in try i.classCreate(r, in: a.named("in"), a, update: .modified) },
            "createInDefaultRealm": { i, r, a in try i.classCreate(r, in: nil, a, update: .error) },
            "createOrUpdateInDefaultRealm": { i, r, a in try i.classCreate(r, in: nil, a, update: .all) },
            "createOrUpdateModifiedInDefaultRealm": { i, r, a in try i.classCreate(r, in: nil, a, update: .modified) },
            "allObjects": { i, r, a in try i.objcObjects(try typeName(r), in: a.named("in") ?? .realm(RealmHandle())) },
            "objects": { i, r, a in
                let all = try i.objcObjects(try typeName(r), in: a.named("in") ?? .realm(RealmHandle()))
                let start = a.firstLabel == "in" ? 1 : 0
                var rest = CallArgs(values: Array(a.values.dropFirst(start)), labels: Array(a.labels.dropFirst(start)))
                // `objects(where:args: getVaList([…]))`: the list's elements are the format's arguments.
                if let list = a.named("args") {
                    let given = try i.elements(of: list)
                    rest = CallArgs(values: [rest[0]] + given, labels: ["where"] + given.map { _ in nil })
                }
                // `objects(with: nil)`: a nil predicate is every object (RLMObject.h).
                if rest[0].isNull { return all }
                return try i.derive(try coll(all)) { .filtered($0, try i.predicate(rest)) }
            },
            "object": { i, r, a in
                let type = try typeName(r)
                let key = a.named("forPrimaryKey") ?? .null
                // `objectForPrimaryKey:nil` for a required key: RLMGetObject validates the key as a
                // property value first, and nil prints as `(null)` where NSNull prints as `<null>`.
                if key.isNull, let pk = i.index.types[type]?.primaryKey, !pk.isOptional {
                    throw Interrupt.realm(Rule.nilForRequired(type, pk), nil)
                }
                return try i.object(type, primaryKey: key, in: a.named("in") ?? .realm(RealmHandle()))
            },
        ]
        var out: [String: Member] = [:]
        for (name, run) in implementations {
            let lists = (ApiDeclarations.members(.objectClass, named: name) + ApiDeclarations.members(.rlmObjectClass, named: name))
                .flatMap(\.labelLists)
            out[name] = .method(lists, run)
        }
        // `RLMRealm.default()` (api-surface.md §12.1 #1): the realm `Realm()` opens.
        out["default"] = .method([[]]) { _, r, _ in
            guard try typeName(r) == "RLMRealm" else { throw misuse(Messages.unknownMember("default", on: try typeName(r))) }
            return .realm(RealmHandle(isObjectiveC: true))
        }
        return out
    }

    /// The schema of the model class a call is made on.
    func modelSchema(_ r: RValue) throws -> ObjectSchema {
        let name = try typeName(r)
        guard let t = index.types[name] else { throw misuse(Messages.unknownType(name)) }
        return t
    }

    /// `Dog.create(in:withValue:)` and the default-realm variants: as the
    /// realm's `create`, through the given realm or the default one.
    func classCreate(_ r: RValue, in realm: RValue?, _ a: CallArgs, update: UpdatePolicy) throws -> RValue {
        let realm = realm ?? .realm(RealmHandle())
        try checkFrozenObjects(realm)
        return try create(try typeName(r), value: a.named("withValue") ?? .dictionary([]), update: update)
    }

    /// `hash`: a class with a primary key hashes its value, a frozen object
    /// its row, any other the accessor (RLMObjectBase.mm); equal objects hash alike.
    func objectHash(_ r: RValue) throws -> Int {
        guard case .object(let o) = r else { throw misuse("hash needs an object") }
        guard let key = o.key else { return ObjectIdentifier(o).hashValue }
        if let pk = index.types[o.type]?.primaryKey {
            return (try describe(try property(o, pk.name), depth: 0)).hashValue ^ 1
        }
        if key.version != nil { return key.live.hashValue }
        return ObjectIdentifier(o).hashValue
    }

    static var objectSchemaMembers: [String: Member] { [
        "objectSchema": .property { i, r in
            guard case .object(let o) = r, let t = i.index.types[o.type] else { throw misuse("objectSchema needs an object") }
            return Self.objectSchemaValue(t)
        },
        "hash": .property { i, r in .scalar(.int(Int64(try i.objectHash(r)))) },
    ] }
}
