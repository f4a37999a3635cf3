// Objects: creating unmanaged ones with schema defaults, reading and writing
// properties (managed through the engine, unmanaged in place), key-value
// coding, `isInvalidated`, `isSameObject(as:)` and `realm`.
// Related documentation: crud-update#update-an-object,
// crud-update#update-properties-with-key-value-coding, crud-delete#delete-realm-objects.

internal import RealmRules
internal import RealmSpecCore

extension Interpreter {
    static var objectMembers: [String: Member] { objectCore
        .merging(objectDynamicMembers) { a, _ in a }
        .merging(descriptionMembers) { a, _ in a }
        .merging(freezeMembers) { a, _ in a }
        .merging(objectNotificationMembers) { a, _ in a }
        .merging(objectSchemaMembers) { a, _ in a } }

    static var objectCore: [String: Member] { [
        "isInvalidated": .property { i, r in
            guard case .object(let o) = r, let key = o.key else { return .scalar(.bool(false)) }
            if i.isStale(r) { return .scalar(.bool(true)) }
            return .scalar(.bool(!(try i.readBool(.isValid(key)))))
        },
        "realm": .property { _, r in
            guard case .object(let o) = r, let key = o.key, !o.deletedThroughThisHandle else { return .null }
            return .realm(RealmHandle(frozenVersion: key.version))
        },
        "isSameObject": .method { i, r, a in .scalar(.bool(i.sameObjectValues(r, a[0]))) },
        "setValue": .method { i, r, a in
            guard case .object(let o) = r, case .scalar(.string(let k)) = a[1] else { throw misuse("setValue(_:forKey:) needs a string key") }
            try i.setProperty(o, k, a[0])
            return .void
        },
        // Foundation's `setValuesForKeys(_:)`: `setValue(_:forKey:)` for each entry, in order.
        "setValuesForKeys": .method { i, r, a in
            guard case .object(let o) = r, case .dictionary(let pairs) = a[0] else {
                throw misuse("setValuesForKeys(_:) needs a dictionary of property names and values")
            }
            for (key, value) in pairs { try i.setProperty(o, try stringArg(key), value) }
            return .void
        },
        "value": .method { i, r, a in
            guard case .object(let o) = r, case .scalar(.string(let k)) = a[0] else { throw misuse("value(forKey:) needs a string key") }
            return try i.propertyByName(o, k)
        },
    ] }

    func objectSchema(_ type: String) throws -> ObjectSchema {
        guard let t = index.types[type] else { throw misuse(Messages.unknownType(type)) }
        return t
    }

    func propertySchema(_ o: ObjectHandle, _ name: String) throws -> PropertySchema {
        guard let p = index.properties[o.type]?[name] else {
            throw Interrupt.realm(Rule.unknownProperty(name, type: o.type), nil)
        }
        return p
    }

    // MARK: Properties

    func property(_ o: ObjectHandle, _ name: String) throws -> RValue {
        if catalog.ignoredProperties.contains("\(o.type).\(name)") { return o.ignoredFields[name] ?? .null }
        let p = try propertySchema(o, name)
        let objc = catalog.objcClasses.contains(o.type)
        guard let key = o.key else {
            let v = o.fields[name] ?? unmanagedDefault(p)
            // An RLMObject's collections are Objective-C ones (RLMArray, RLMSet, RLMDictionary, RLMLinkingObjects).
            if objc, case .collection(let c) = v {
                if o.fields[name] == nil { o.fields[name] = v }
                return .collection(c.seenFromObjectiveC())
            }
            return v
        }
        if p.collection != .single || p.isLinkingObjects {
            // The handle an unmanaged collection became, unless it was converted to the
            // other API's type (the same list, seen with the other API's members).
            if let c = o.adoptedCollections[name], c.generation == generation, c.ref == .property(owner: key, name: name),
               c.isObjectiveC == objc || objc {
                c.isObjectiveC = objc
                return .collection(c)
            }
            let c = CollectionHandle(kind: collectionKind(p), element: p.isLinkingObjects ? .object(p.type.objectType ?? "") : p.type,
                                     elementOptional: p.isOptional, ref: .property(owner: key, name: name), generation: generation)
            c.isObjectiveC = objc
            return .collection(c)
        }
        let v = try readValue(.get(key, property: name))
        if p.type == .mixed { return boundMixed(v, key, name, []) }
        return fromEngine(v, p)
    }

    /// A property read by name, through `value(forKey:)` or the subscript: an
    /// AnyRealmValue gives the value it wraps, and nil for `.none`, as the
    /// SDK's dynamic accessors answer it.
    func propertyByName(_ o: ObjectHandle, _ name: String) throws -> RValue {
        let v = try property(o, name)
        guard let p = index.properties[o.type]?[name], p.type == .mixed, p.collection == .single,
              case .enumCase(let kind, let payload) = v else { return v }
        if kind == "none" { return .null }
        if payload.count == 1, Self.mixedCases[kind] != nil || kind == "object" { return payload[0] }
        return v
    }

    func collectionKind(_ p: PropertySchema) -> CollectionHandle.Kind {
        if p.isLinkingObjects { return .linkingObjects }
        switch p.collection {
        case .list, .single: return .list
        case .set: return .set
        case .map: return .map
        }
    }

    /// `dynamic`: set through the subscript, which the SDK checks in its own
    /// order and words in its own way (PK5, TX3).
    func setProperty(_ o: ObjectHandle, _ name: String, _ assigned: RValue, dynamic: Bool = false) throws {
        if catalog.ignoredProperties.contains("\(o.type).\(name)") {
            o.ignoredFields[name] = assigned
            return
        }
        // A property set to NSNull is set to nil.
        let given = assigned.stored
        let p = try propertySchema(o, name)
        let value = catalog.numberProperties.contains("\(o.type).\(name)") ? Self.boxedNumber(given, as: p.type) : given
        if dynamic, o.key != nil, p.isPrimaryKey {
            throw Interrupt.realm(Rule.primaryKeyChangeDynamic(try toEngine(value, p.type)), nil)
        }
        // A primary key declared `let pk = RealmProperty<Int?>()` (or RealmOptional) is set through
        // the property object, which core refuses in its own words (object.cpp, PK6), whether by
        // `.value` or setValue(_:forKey:) (ObjectTests.testCannotUpdatePrimaryKey).
        if o.key != nil, p.isPrimaryKey, catalog.valueWrappers.contains("\(o.type).\(name)") {
            throw Interrupt.realm(Rule.primaryKeyChangeWrapped(o.type, name), nil)
        }
        try refuseNil(value, for: p, on: o.type)
        try refuseCollectionOfOtherType(value, for: p, on: o.type)
        if p.isLinkingObjects {
            throw Interrupt.realm(Rule.readOnly(name, type: o.type), nil)
        }
        guard let key = o.key else {
            // Each value of a collection is checked against the property as init(value:) checks
            // it (TY1): RLMObjectBase's setter of an unmanaged object validates the value first
            // (PrimitiveArrayPropertyTests `testInvalidAssignment`).
            let saved = currentOwner
            if p.collection != .single { currentOwner = o.type }
            defer { currentOwner = saved }
            o.fields[name] = try unmanagedValue(value, for: p)
            return
        }
        do {
            try perform(.set(key, property: name, value: try toEngine(value, p.type)))
        } catch Interrupt.realm(let error, let at) where dynamic {
            throw Interrupt.realm(Rule.dynamicSet(error), at)
        }
        switch p.collection {
        case .single: try rebindLinked(value, owner: key, property: name)
        case .list: try rebindListed(value, owner: o, property: name)
        case .map: try rebindMapped(value, owner: key, property: name)
        case .set: break // a set keeps no order to match the new objects with
        }
    }

    /// An Objective-C collection (RLMArray, RLMSet, RLMDictionary) assigned to a property
    /// of the same kind whose element type or optionality differs is refused before
    /// anything changes [TY3], as RLMUtil.mm's validation of the value refuses it.
    func refuseCollectionOfOtherType(_ value: RValue, for p: PropertySchema, on type: String) throws {
        guard p.collection != .single, !p.isLinkingObjects, case .collection(let c) = value, c.isObjectiveC,
              c.kind == collectionKind(p), let element = c.element else { return }
        if element == p.type && c.elementOptional == p.isOptional { return }
        throw Interrupt.realm(Rule.collectionTypeMismatch(type, p, given: element, givenOptional: c.elementOptional), nil)
    }

    /// A number assigned to an `NSNumber?` property, as its accessor reads it for the
    /// property's type: an int truncates toward zero (`longLongValue`), a bool is nonzero
    /// (`boolValue`), a float or double converts. Anything else is left to the usual checks.
    static func boxedNumber(_ v: RValue, as type: PropertyType) -> RValue {
        guard case .scalar(let s) = v, let d = Compare.number(s) else { return v }
        switch type {
        case .int:
            if case .int = s { return v }
            return Int64(exactly: d.rounded(.towardZero)).map { .scalar(.int($0)) } ?? v
        case .bool: return .scalar(.bool(d != 0))
        case .float: return .scalar(.float(Float(d)))
        case .double: return .scalar(.double(d))
        default: return v
        }
    }

    /// Unmanaged objects assigned to a managed list property become managed,
    /// as they do when appended to it.
    private func rebindListed(_ value: RValue, owner: ObjectHandle, property name: String) throws {
        let items: [RValue]
        switch value {
        case .array(let values): items = values
        case .collection(let c) where !c.isManaged: items = c.items
        default: return
        }
        if case .collection(let list) = try property(owner, name) { try rebind(items, in: list, from: 0) }
    }

    /// Unmanaged objects assigned to a managed map property become managed
    /// with the key now stored under their map key.
    private func rebindMapped(_ value: RValue, owner: ObjectKey, property name: String) throws {
        guard case .dictionary(let pairs) = value else { return }
        let ref = CollectionRef.property(owner: owner, name: name)
        for (mapKey, item) in pairs {
            guard case .object(let o) = item, o.key == nil, case .scalar(.string(let k)) = mapKey else { continue }
            o.bind(try storedObject(.mapGet(ref, key: k)), generation: generation)
        }
    }

    /// An unmanaged object assigned to a managed one becomes managed with the key now stored there.
    private func rebindLinked(_ value: RValue, owner: ObjectKey, property name: String) throws {
        // Objects in a collection nested in an AnyRealmValue, at any depth.
        if case .enumCase(let n, _) = value, n == "list" || n == "dictionary" {
            bindNew(value, try readValue(.get(owner, property: name)))
            return
        }
        var target: ObjectHandle?
        if case .object(let o) = value, o.key == nil { target = o }
        if case .enumCase("object", let args) = value, case .object(let o)? = args.first, o.key == nil { target = o }
        guard let target else { return }
        target.bind(try storedObject(.get(owner, property: name)), generation: generation)
    }

    /// The key of an object just stored, read back with `get` or `mapGet`:
    /// anything but a link there is an engine fault.
    private func storedObject(_ read: EngineCall) throws -> ObjectKey {
        let stored: Value? = if case .mapGet = read { try readOptional(read) } else { try readValue(read) }
        guard case .link(let key)? = stored else {
            let reply: EngineReply = if case .mapGet = read { .optional(stored) } else { .value(stored ?? .null) }
            throw wrongReply(reply, to: read, expected: "the object just stored")
        }
        return key
    }

    /// A constant of a model default as the value a scenario would write:
    /// arrays and dictionaries stay literals, not collections.
    static func constantValue(_ v: Value) -> RValue {
        switch v {
        case .list(let vs): return .array(vs.map(constantValue))
        case .map(let es): return .dictionary(es.map { (.scalar(.string($0.key)), constantValue($0.value)) })
        default: return .scalar(v)
        }
    }

    /// A value as an unmanaged object holds it: dictionaries for object properties become objects.
    func unmanagedValue(_ given: RValue, for p: PropertySchema) throws -> RValue {
        // The initialiser turns NSNull into nil before it reads the value.
        let value = given.stored
        if p.collection != .single {
            let kind = collectionKind(p)
            // An unmanaged RLMArray, RLMSet or RLMDictionary assigned to an RLMObject's property is
            // copied, shallowly, as RLMObjectBase's setter copies it (ArrayPropertyTests,
            // DictionaryPropertyTests `testUnmanagedAssignment`); a Swift collection is kept.
            if case .collection(let c) = value, !c.isManaged {
                guard c.isObjectiveC else { return value }
                let copy = CollectionHandle(unmanaged: c.kind, element: c.element, elementOptional: c.elementOptional,
                                            items: c.items, entries: c.entries)
                return .collection(copy.seenFromObjectiveC())
            }
            // nil for a list, set or map property is an empty one (RLMObjectBase KVC).
            if value.isNullOrNSNull { return unmanagedDefault(p) }
            if kind == .map {
                let pairs: [(String, RValue)]
                switch value {
                case .dictionary(let d): pairs = try d.map { (try stringKey($0.0), try unmanagedElement($0.1, p)) }
                case .collection(let c): pairs = try mapEntries(c)
                default: throw Interrupt.realm(EngineError(.typeMismatch, "'\(p.name)' needs a dictionary"), nil)
                }
                return .collection(CollectionHandle(unmanaged: .map, element: p.type, elementOptional: p.isOptional, entries: pairs))
            }
            // A value that is not a sequence is refused as `create` refuses it (TY2).
            if case .scalar(let s) = value, !s.isNull, let owner = currentOwner {
                throw Interrupt.realm(Rule.notEnumerable(owner, p, s), nil)
            }
            var items = try elements(of: value).map { try unmanagedElement($0, p) }
            // A set keeps each value once, as the managed set `create` fills does.
            if kind == .set { items = try distinctItems(items) }
            return .collection(CollectionHandle(unmanaged: kind, element: p.type, elementOptional: p.isOptional, items: items))
        }
        return try unmanagedElement(value, p)
    }

    private func distinctItems(_ items: [RValue]) throws -> [RValue] {
        var out: [RValue] = []
        for item in items where try !out.contains(where: { try rowEqual($0, item) }) { out.append(item) }
        return out
    }

    private func unmanagedElement(_ given: RValue, _ p: PropertySchema) throws -> RValue {
        let v = given.stored
        if case .object(let target) = p.type, case .dictionary = v { return .object(try makeObject(target, value: v)) }
        if case .object(let target) = p.type, case .array = v { return .object(try makeObject(target, value: v)) }
        // An object of another class is copied into a new one of the link's class
        // by key-value coding (RLMObjectBase.mm `coerceToObjectType`).
        if case .object(let target) = p.type, case .object(let o) = v, o.type != target, currentOwner != nil {
            return .object(try makeObject(target, value: v))
        }
        // nil for a required value: the initialiser checks it after turning NSNull into nil.
        if v.isNull, p.collection == .single, !p.isOptional, p.type.objectType == nil, p.type != .mixed, !p.isLinkingObjects,
           let owner = currentOwner {
            throw Interrupt.realm(Rule.nilForRequired(owner, p), nil)
        }
        // A null element of a collection of required values is checked as it was given, NSNull
        // (RLMValidateValueForProperty checks each element before the initialiser reads any).
        if v.isNull, p.collection != .single, !p.isOptional, p.type.objectType == nil, p.type != .mixed, let owner = currentOwner {
            throw Interrupt.realm(Rule.typeMismatch(owner, p, .null), nil)
        }
        // An `NSObject()` is no value any property stores (RLMValidateValueForProperty, TY1).
        if case .enumCase("NSObject", let args) = v, args.isEmpty, !p.isLinkingObjects, let owner = currentOwner {
            throw Interrupt.realm(Rule.plainObjectForProperty(owner, p), nil)
        }
        if let owner = currentOwner, refusedByCreate(v, p) {
            throw Interrupt.realm(Rule.typeMismatch(owner, p, (try? toEngine(v, p.type)) ?? .null), nil)
        }
        if case .scalar(let s) = v, let c = ValueCoercion.coerce(s, to: p.type) { return .scalar(c) }
        // `init(value:)` checks each value against its property as it is given (TY1).
        if case .scalar(let s) = v, !s.isNull, p.type.objectType == nil, p.type != .mixed, !ValueCoercion.fits(s, p),
           let owner = currentOwner {
            throw Interrupt.realm(Rule.typeMismatch(owner, p, s), nil)
        }
        return v
    }

    /// `init(value:)` refuses what `create` refuses (TY1): a projection of
    /// another class or a scalar for a link, an object or a collection for a
    /// scalar, and a set for an AnyRealmValue. (An object of another class
    /// for a link is copied by key-value coding before this is asked.)
    private func refusedByCreate(_ v: RValue, _ p: PropertySchema) -> Bool {
        switch (p.type, v) {
        case (.object(let target), .projection(let pr)): return pr.object.type != target
        case (.object, .scalar(let s)): return !s.isNull
        case (.mixed, .collection(let c)): return c.kind == .set
        case (.mixed, _), (.object, _), (.linkingObjects, _): return false
        case (_, .object), (_, .projection), (_, .collection), (_, .array), (_, .dictionary): return true
        default: return false
        }
    }

    func stringKey(_ v: RValue) throws -> String {
        guard case .scalar(.string(let s)) = v else { throw misuse("map keys must be strings") }
        return s
    }

    func unmanagedDefault(_ p: PropertySchema) -> RValue {
        if p.isLinkingObjects { return .collection(CollectionHandle(unmanaged: .linkingObjects, element: .object(p.type.objectType ?? ""))) }
        if p.collection != .single {
            return .collection(CollectionHandle(unmanaged: collectionKind(p), element: p.type, elementOptional: p.isOptional))
        }
        if let d = p.defaultValue { return p.type == .mixed ? mixed(d) : fromEngine(d) }
        return generatedDefault(p.type)
    }

    /// Defaults Swift computes when an object is made: a new ObjectId, UUID or date.
    func generatedDefault(_ type: PropertyType) -> RValue {
        generated += 1
        let n = String(generated, radix: 16)
        switch type {
        case .objectId: return .scalar(.objectId(String(repeating: "0", count: 24 - n.count) + n))
        case .uuid: return .scalar(.uuid("00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - n.count) + n))
        case .date: return .scalar(.date(1_700_000_000 + Double(generated)))
        default: return .null
        }
    }

    // MARK: Creating

    /// `Dog()`, `Dog(value: [...])` (dictionary or array form) or `Dog(value: otherDog)`.
    func makeObject(_ type: String, value: RValue?) throws -> ObjectHandle {
        let t = try objectSchema(type)
        // Filled in one dictionary sized once: growing it field by field was most of an object's cost.
        var defaults = [String: RValue](minimumCapacity: t.properties.count)
        for p in t.properties where !p.isLinkingObjects { defaults[p.name] = unmanagedDefault(p) }
        if !catalog.objectDefaults.isEmpty {
            for p in t.properties {
                guard let target = catalog.objectDefaults["\(type).\(p.name)"] else { continue }
                // A class whose default makes another of itself never ends, in Swift as here.
                guard callDepth < Self.maximumCallDepth else { throw misuse("the default of '\(type).\(p.name)' makes objects without end") }
                callDepth += 1
                defer { callDepth -= 1 }
                let given = catalog.objectDefaultValues["\(type).\(p.name)"].map(Self.constantValue)
                defaults[p.name] = .object(try makeObject(target, value: given))
            }
        }
        let o = ObjectHandle(type: type, fields: defaults)
        let outer = currentOwner
        currentOwner = type
        defer { currentOwner = outer }
        switch value {
        case nil: break
        case .null?, .scalar(.null)?: throw Interrupt.realm(Rule.nilObjectValue, nil)
        case .dictionary(let pairs)?:
            // Realm reads the dictionary property by property (`RLMInitializeWithValue`):
            // a key that names no property is ignored.
            for (k, v) in pairs {
                let name = try stringKey(k)
                guard let p = t[property: name] else { continue }
                o.fields[name] = try unmanagedValue(v, for: p)
            }
        case .array(let items)?:
            let props = t.properties.filter { !$0.isLinkingObjects }
            guard items.count <= props.count else { throw Interrupt.realm(Rule.tooManyValues(items.count, props.count), nil) }
            for (p, v) in zip(props, items) { o.fields[p.name] = try unmanagedValue(v, for: p) }
        case .object(let other)?:
            // Read by key-value coding: every property of this class must be one of the other's.
            let theirs = try objectSchema(other.type)
            for p in t.properties where !p.isLinkingObjects {
                guard theirs[property: p.name] != nil else { throw Interrupt.realm(try missingKey(.object(other), type, p.name), nil) }
                o.fields[p.name] = try unmanagedValue(try property(other, p.name), for: p)
            }
        case .scalar(let s)?:
            // A string, number or date has no key of a property: key-value coding refuses the first.
            if let p = t.properties.first(where: { !$0.isLinkingObjects }) {
                throw Interrupt.realm(Rule.missingKey(Rule.plain(s), type: type, key: p.name), nil)
            }
        case let other?:
            throw misuse("'\(type)(value:)' needs a dictionary, an array or an object, not \(other.kindName)")
        }
        return o
    }

    /// MV2 for a value read by key-value coding that lacks `key`, showing the value as its description.
    private func missingKey(_ value: RValue, _ type: String, _ key: String) throws -> EngineError {
        Rule.missingKey(try describe(value, depth: Self.descriptionDepth), type: type, key: key)
    }
}
