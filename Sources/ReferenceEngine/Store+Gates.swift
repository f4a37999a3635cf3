// One gate per precondition, and Realm's wording of each broken rule, kept in
// this one file so every operation opens with the same checks and messages.
//
// Related documentation: crud-update#update-realm-objects,
// crud-delete#delete-realm-objects, rlmarray#adding-removing-replacing,
// rlmarray#freezing.

import RealmSpecCore

/// Realm's messages for broken rules.
enum Rule {
    static func notInWrite(_ operation: String) -> EngineError {
        EngineError(.notInWriteTransaction, "Cannot modify managed objects outside of a write transaction.")
    }
    static let alreadyInWrite = EngineError(.alreadyInWriteTransaction, "The Realm is already in a write transaction")
    static func noWrite(_ operation: String) -> EngineError {
        EngineError(.noWriteTransaction, "Can't \(operation) a non-existing write transaction")
    }
    static let invalidated = EngineError(.invalidated, "Object has been deleted or invalidated.")
    /// A collection whose owner was deleted, in Realm's words for its class.
    static func invalidatedCollection(_ kind: CollectionKind) -> EngineError {
        let name = switch kind {
        case .set: "RLMSet"
        case .map: "RLMDictionary"
        case .list, .single: "RLMArray"
        }
        return EngineError(.invalidated, "\(name) has been invalidated or the containing object has been deleted")
    }
    static func frozen(_ operation: String) -> EngineError {
        EngineError(.frozen, "Attempting to '\(operation)' a frozen object or collection, which is immutable.")
    }
    static let freezeInWrite = EngineError(.frozen, "Cannot freeze an object, collection or Realm inside a write transaction.")
    static func unknownType(_ name: String, _ operation: String) -> EngineError {
        EngineError(.unknownProperty, "Object type '\(name)' is not managed by this Realm (\(operation)).")
    }
    static func unknownProperty(_ name: String, type: String) -> EngineError {
        EngineError(.unknownProperty, "Invalid property name '\(name)' for class '\(type)'.")
    }
    static func readOnly(_ name: String, type: String) -> EngineError {
        EngineError(.readOnlyProperty, "Cannot modify read-only property '\(type).\(name)'.")
    }
    static func primaryKeyExists(_ type: String, _ value: Value) -> EngineError {
        EngineError(.primaryKeyExists,
                    "Attempting to create an object of type '\(type)' with an existing primary key value '\(plain(value))'.")
    }
    static func noPrimaryKey(_ type: String) -> EngineError {
        EngineError(.noPrimaryKey, "'\(type)' does not have a primary key and can not be updated")
    }
    static func primaryKeyChange(_ type: String, _ name: String) -> EngineError {
        EngineError(.primaryKeyChange, "Primary key can't be changed after an object is inserted. ('\(type).\(name)')")
    }
    static func missingValue(_ type: String, _ name: String) -> EngineError {
        EngineError(.missingValue, "Missing value for property '\(type).\(name)'")
    }
    static func typeMismatch(_ type: String, _ prop: PropertySchema, _ value: Value) -> EngineError {
        let expected = prop.type.objectType.map { "'\($0)'" } ?? prop.type.name
        return EngineError(.typeMismatch,
                           "Invalid value '\(value.description)' of type '\(value.kindName)' for '\(expected)' property '\(type).\(prop.name)'.")
    }
    static func outOfBounds(_ index: Int, _ count: Int) -> EngineError {
        EngineError(.indexOutOfBounds, "Index \(index) is out of bounds (must be less than \(count)).")
    }
    static func embeddedStandalone(_ type: String) -> EngineError {
        EngineError(.embeddedStandalone, "Cannot add an object of embedded type '\(type)' on its own; embedded objects must be created through a parent.")
    }
    static func embeddedAlreadyManaged(_ type: String) -> EngineError {
        EngineError(.embeddedAlreadyManaged, "Cannot set a link to an existing managed embedded object of type '\(type)'.")
    }
    static func wrongRealm(_ key: ObjectKey, deleting: Bool) -> EngineError {
        deleting
            ? EngineError(.wrongRealm, "Can only delete an object from the Realm it belongs to. (\(key))")
            : EngineError(.wrongRealm, "Object is already managed by another Realm. Use create instead to copy it into this Realm. (\(key))")
    }
    static func invalidMapKey(_ key: String) -> EngineError {
        EngineError(.invalidMapKey, "Invalid key '\(key)': map keys cannot start with '$' or contain '.'.")
    }
    static func unknownKeyPath(_ path: String, _ name: String, type: String) -> EngineError {
        EngineError(.unknownProperty, "Property '\(name)' not found in object of type '\(type)' (key path '\(path)').")
    }
    static func keyPathTooLong(_ path: String) -> EngineError {
        EngineError(.unknownProperty, "Key path '\(path.prefix(40))…' has more than \(Limits.keyPathLength) steps.")
    }
    static let notificationInWrite = EngineError(
        .notificationInWrite, "Cannot register notification blocks from within write transactions.")
    static func badLocalRef(_ id: Int) -> EngineError {
        EngineError(.typeMismatch, "Reference to unknown unmanaged object #\(id).")
    }
    static func notACollection(_ name: String, type: String, _ operation: String) -> EngineError {
        EngineError(.typeMismatch, "Property '\(type).\(name)' is not a collection of the kind '\(operation)' needs.")
    }

    static func noSnapshot(_ version: Int64) -> EngineError {
        EngineError(.frozen, "No frozen version \(version) exists in this Realm.")
    }
    static func notAMutableCollection(_ operation: String) -> EngineError {
        EngineError(.typeMismatch, "'\(operation)' needs a list, set or map property; results cannot be changed this way.")
    }
    static let notAMap = EngineError(.typeMismatch, "Map keys need a map property.")
    static func notAnObject(_ value: Value) -> EngineError {
        EngineError(.typeMismatch, "Cannot add '\(value.description)': only objects can be added to a Realm.")
    }
    static func badObjectValue(_ value: Value, type: String) -> EngineError {
        EngineError(.typeMismatch, "Invalid value '\(value.description)' to initialize an object of type '\(type)'.")
    }
    static func badPrimaryKeyValue(_ value: Value, type: String, _ prop: PropertySchema) -> EngineError {
        EngineError(.typeMismatch,
                    "Invalid value '\(value.description)' for primary key '\(type).\(prop.name)' of type '\(prop.type.name)'.")
    }
    static func tooManyValues(_ given: Int, _ properties: Int) -> EngineError {
        EngineError(.typeMismatch, "Invalid array input: more values (\(given)) than properties (\(properties)).")
    }
    static func schemaUnknownTarget(_ type: String, _ name: String, _ target: String) -> EngineError {
        EngineError(.unknownProperty, "Property '\(type).\(name)' links to unknown type '\(target)' (open).")
    }
    static func schemaBadPrimaryKey(_ type: String, _ name: String) -> EngineError {
        EngineError(.typeMismatch, "Property '\(type).\(name)' cannot be a primary key: it is not a single scalar value (open).")
    }

    // MARK: Aggregates (rlmarray#aggregating)

    static func aggregateNeedsProperty(_ op: AggregateOperator, type: String) -> EngineError {
        EngineError(.unknownProperty, "\(op.rawValue) on a collection of '\(type)' objects needs a property name")
    }
    static func unknownElementProperty(_ name: String, _ element: PropertySchema) -> EngineError {
        EngineError(.unknownProperty, "Invalid property name '\(name)' for a collection of \(element.type.name) values.")
    }
    static func unsupportedAggregate(_ op: AggregateOperator, _ prop: PropertySchema) -> EngineError {
        EngineError(.unsupportedAggregate, "\(op.rawValue) is not supported on \(prop.type.name) property '\(prop.name)'.")
    }

    // MARK: Queries, sorting and distinct (rlmarray#querying)

    static func cannotAggregate(_ prop: PropertySchema, owner: String) -> EngineError {
        EngineError(.invalidQuery, "Cannot aggregate property '\(prop.name)' of type '\(prop.type.name)' on object of type '\(owner)'")
    }
    static func valuesKeyPath(_ path: [String]) -> EngineError {
        EngineError(.invalidQuery,
                    "Invalid keypath '\(path.joined(separator: "."))': a collection of values can only be queried with 'self'")
    }
    static func queryUnknownProperty(_ name: String, type: String) -> EngineError {
        EngineError(.invalidQuery, "Property '\(name)' not found in object of type '\(type)'")
    }
    static func notALink(_ name: String, type: String) -> EngineError {
        EngineError(.invalidQuery, "Property '\(name)' is not a link in object of type '\(type)'")
    }
    static func operatorNotSupported(_ op: ComparisonOperator, _ prop: PropertySchema) -> EngineError {
        EngineError(.invalidQuery, "Operator '\(op.rawValue)' not supported for type '\(prop.type.name)' (property '\(prop.name)')")
    }
    static func queryTypeMismatch(_ v: Value, _ prop: PropertySchema, owner: String) -> EngineError {
        let on = owner.isEmpty ? "" : " on object of type '\(owner)'"
        return EngineError(.invalidQuery,
                           "Expected object of type \(prop.type.name) for property '\(prop.name)'\(on), but received: \(plain(v))")
    }
    static func betweenBounds(_ rhs: Expression) -> EngineError {
        let given: String
        if case .constant(.list(let vs)) = rhs { given = "\(vs.count) values" } else { given = "no list" }
        return EngineError(.invalidQuery, "BETWEEN needs a list of exactly two values, a lower and an upper bound (got \(given))")
    }
    static let queryTooDeep = EngineError(.invalidQuery, "Query nested more than \(Limits.queryDepth) levels deep")
    static func cannotSort(_ keyPath: String) -> EngineError {
        EngineError(.invalidQuery, "Cannot sort on key path '\(keyPath)': property must be a single value")
    }
    static func cannotSortValues(_ keyPath: String) -> EngineError {
        EngineError(.invalidQuery, "Cannot sort on key path '\(keyPath)': a collection of values sorts only by 'self'")
    }

    /// A value as Realm prints it in messages: strings without quotes.
    static func plain(_ value: Value) -> String {
        if case .string(let s) = value { return s }
        return value.description
    }
}

extension ReferenceEngine {
    /// Every mutation opens with this gate.
    func checkInWrite(operation: String) throws(EngineError) {
        guard inWrite else { throw Rule.notInWrite(operation) }
    }

    /// Frozen keys and collections cannot be changed or observed.
    func checkNotFrozen(_ key: ObjectKey, operation: String) throws(EngineError) {
        if key.isFrozen { throw Rule.frozen(operation) }
    }

    func checkNotFrozen(_ ref: CollectionRef, operation: String) throws(EngineError) {
        if ref.frozenVersion != nil { throw Rule.frozen(operation) }
    }

    /// The live row of a key, or `invalidated` (`unknownProperty` for an unknown type).
    func checkValid(_ key: ObjectKey) throws(EngineError) -> (ref: RowRef, row: Int) {
        guard store.tableIndex[key.type] != nil else { throw Rule.unknownType(key.type, "object") }
        guard let found = store.rowRef(key.live) else { throw Rule.invalidated }
        return found
    }
}

extension Store {
    /// Ids count up from 1 and are never reused, so a key with an id this
    /// realm never issued names an object of another realm.
    func checkIssued(_ key: ObjectKey, deleting: Bool = false) throws(EngineError) {
        guard key.id >= 1, key.id < nextId else { throw Rule.wrongRealm(key, deleting: deleting) }
    }

    /// The index of a type's table, or `unknownProperty`.
    func table(named name: String, operation: String) throws(EngineError) -> Int {
        guard let t = tableIndex[name] else { throw Rule.unknownType(name, operation) }
        return t
    }

    /// The index of a property, or `unknownProperty`.
    func property(_ name: String, of t: Int) throws(EngineError) -> Int {
        guard let p = tables[t].propertyIndex[name] else { throw Rule.unknownProperty(name, type: tables[t].name) }
        return p
    }
}

/// How deep caller-supplied trees may nest. Evaluation recurses once per
/// level, so an unbounded depth would run off the end of the stack.
enum Limits {
    /// Levels of AND/OR/NOT in one query.
    static let queryDepth = 200
    /// Levels of unmanaged or dictionary-form objects nested in one value,
    /// and of embedded objects copied by `create`.
    static let graphDepth = 200
    /// Steps in one observed key path (change detection follows it recursively).
    static let keyPathLength = 200
}

extension Rule {
    /// Realm's messages that callers match word for word; they stay as Realm words them.
    static let verbatim: Set<ErrorKind> = [.indexOutOfBounds, .primaryKeyExists]

    static let graphTooDeep = EngineError(
        .typeMismatch, "Unmanaged objects nested more than \(Limits.graphDepth) levels deep cannot be added.")
}

extension EngineError {
    /// The error with the engine call it came from named at the end, unless
    /// the message is one of Realm's word-for-word texts or names it already.
    func naming(_ call: EngineCall) -> EngineError {
        // The case label, read without rendering the payload (which may hold
        // a million values); the same text as `call.name`.
        let name = Mirror(reflecting: call).children.first?.label ?? call.name
        if Rule.verbatim.contains(kind) || message.contains("'\(name)'") { return self }
        return EngineError(kind, "\(message) (in '\(name)')")
    }
}
