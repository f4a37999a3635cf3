// Realm's wording for queries, sorting, distinct and aggregates that do not
// fit the schema: unknown key paths, operators a type does not take,
// constants of the wrong type and aggregates over the wrong kind of property.
//
// Related documentation: rlmarray#querying, rlmarray#aggregating,
// crud-delete#delete-multiple-objects.
// SDK rows (sdk-messages): AG1 AG2 AG3 AG4 UP3 Q6 Q1 IX5.

public import RealmSpecCore

extension Rule {
    /// A query (`filter`, `where`, `index(matching:)`) on a managed collection
    /// of values [Q1]: the Objective-C collection refuses it before any query
    /// is built, in the words of its class — arrays for a List or Results,
    /// sets, dictionaries.
    public static func queryOnValues(_ kind: CollectionKind) -> EngineError {
        EngineError(.invalidQuery, SDKMessage.q1.text(variant: variant(kind)))
    }

    /// `index(of:)` or `index(matching:)` on a `MutableSet` [IX5]: the SDK
    /// declares them only to stop the process (`fatalError`), a set having
    /// no positions to search; raised as a `trap` with the SDK's text.
    public static func setIndexTrap(matching: Bool) -> EngineError {
        EngineError(.trap, SDKMessage.ix5.text(variant: matching ? 1 : 0))
    }

    // MARK: Aggregates (rlmarray#aggregating)

    public static func aggregateNeedsProperty(_ op: AggregateOperator, type: String) -> EngineError {
        EngineError(.unknownProperty, "\(op.rawValue) on a collection of '\(type)' objects needs a property name")
    }
    /// An aggregate naming a property the objects lack [UP3].
    public static func aggregateUnknownProperty(_ name: String, type: String) -> EngineError {
        EngineError(.unknownProperty, SDKMessage.up3.text(name, type))
    }
    /// An aggregate of an unmanaged collection of objects over a type the
    /// operator does not take [AG3]: the selector is printed with its colon
    /// and another one after it, as the SDK does.
    public static func unmanagedAggregate(_ op: AggregateOperator, _ prop: PropertySchema, owner: String) -> EngineError {
        let selector = switch op {
        case .min: "minOfProperty:"
        case .max: "maxOfProperty:"
        case .sum: "sumOfProperty:"
        case .avg: "averageOfProperty:"
        }
        return EngineError(.unsupportedAggregate, SDKMessage.ag3.text(selector, typeName(prop.type), owner, prop.name))
    }
    /// An aggregate of an unmanaged collection of values over `self` whose element type the
    /// operator does not take [AG3]: min and max take numbers, dates and mixed values, sum and
    /// average numbers and mixed values. The selector, then the element type (`int?` when optional)
    /// and the Objective-C class's word for the collection: array, set or dictionary.
    public static func unmanagedValueAggregate(_ op: AggregateOperator, _ element: PropertyType, optional: Bool,
                                               _ kind: CollectionKind) -> EngineError? {
        let takes: Bool = switch element {
        case .int, .float, .double, .decimal128, .mixed: true
        case .date: op == .min || op == .max
        default: false
        }
        guard !takes else { return nil }
        let selector = switch op {
        case .min: "minOfProperty:"
        case .max: "maxOfProperty:"
        case .sum: "sumOfProperty:"
        case .avg: "averageOfProperty:"
        }
        let variant = switch kind {
        case .set: 2
        case .map: 3
        case .list, .single: 1
        }
        return EngineError(.unsupportedAggregate, SDKMessage.ag3.text(selector, typeName(element), optional ? "?" : "", variant: variant))
    }
    /// An aggregate of an unmanaged List, MutableSet or Map of objects over a
    /// key path with more than one component, refused before the property
    /// is looked up [AG4]. Managed collections look the whole path up as a
    /// property name and report it unknown [UP3].
    public static let nestedAggregateKeyPath = EngineError(.unsupportedAggregate, SDKMessage.ag4.text())

    /// `@distinctUnionOfObjects.` and `@unionOfObjects.` of an unmanaged set (RLMSet.mm
    /// `aggregateProperty:operation:method:`): the first is refused in RLMSet.mm's words (AG6's
    /// third text); the second is handed to the set's NSMutableOrderedSet, which Foundation
    /// refuses with a text ending "this class does not implement the unionOfObjects operation."
    /// (the receiver it names first is approximated, as runtime classes are).
    public static func unmanagedSetUnion(_ name: String) -> EngineError {
        if name == "distinctUnionOfObjects" { return EngineError(.unsupportedAggregate, SDKMessage.ag6.text(variant: 2)) }
        return EngineError(.unsupportedAggregate,
                           "[<__NSOrderedSetM> valueForKeyPath:]: this class does not implement the \(name) operation.")
    }

    /// `value(forKeyPath: "@median.age")`: an operator the collections do not implement (AG6).
    public static func unknownCollectionOperator(keyPath: String) -> EngineError {
        EngineError(.unsupportedAggregate, SDKMessage.ag6.text(keyPath))
    }

    /// `value(forKeyPath: "@sum")`, `"@sum."`: an operator without the key path it works on (AG6).
    public static func collectionOperatorWithoutKeyPath(_ name: String, keyPath: String) -> EngineError {
        EngineError(.unsupportedAggregate, SDKMessage.ag6.text(name, keyPath, variant: 1))
    }
    /// An aggregate over a primitive collection naming a property other
    /// than `self` [AG2].
    public static func unknownElementProperty(_ name: String, _ element: PropertySchema) -> EngineError {
        let collection = switch element.collection {
        case .set: "Sets"
        case .map: "Dictionaries"
        case .list, .single: "Arrays"
        }
        return EngineError(.unknownProperty, SDKMessage.ag2.text(collection, typeName(element.type)))
    }
    /// An aggregate the property's type does not take, or over a property
    /// that is itself a collection [AG1]. `owner` is the class holding the property.
    public static func unsupportedAggregate(_ op: AggregateOperator, _ prop: PropertySchema, owner: String) -> EngineError {
        let operation = switch op {
        case .min: "min"
        case .max: "max"
        case .sum: "sum"
        case .avg: "average"
        }
        let shape = switch prop.collection {
        case _ where prop.isLinkingObjects: "list"
        case .single: "property"
        case .list: "list"
        case .set: "set"
        case .map: "dictionary"
        }
        return EngineError(.unsupportedAggregate,
                           SDKMessage.ag1.text(operation, coreTypeName(prop.type), prop.isOptional ? "?" : "", shape, owner, prop.name))
    }

    /// A sum of int values past Int64: refused rather than wrapped, the way
    /// Swift traps on an overflowing `+`.
    public static func sumOverflow(_ prop: PropertySchema) -> EngineError {
        EngineError(.unsupportedAggregate, "sum of int property '\(prop.name)' overflows: the total is outside \(Int64.min)...\(Int64.max)")
    }

    // MARK: Queries, sorting and distinct (rlmarray#querying)

    public static func valuesKeyPath(_ path: [String]) -> EngineError {
        EngineError(.invalidQuery,
                    "Invalid keypath '\(path.joined(separator: "."))': a collection of values can only be queried with 'self'")
    }
    public static func queryKeyPathTooLong(_ path: [String]) -> EngineError {
        EngineError(.invalidQuery,
                    "Key path '\(path.prefix(40).joined(separator: "."))…' has more than \(Limits.keyPathLength) steps.")
    }
    public static func queryUnknownProperty(_ name: String, type: String) -> EngineError {
        EngineError(.invalidQuery, "Property '\(name)' not found in object of type '\(type)'")
    }
    public static func notALink(_ name: String, type: String) -> EngineError {
        EngineError(.invalidQuery, "Property '\(name)' is not a link in object of type '\(type)'")
    }
    public static let queryTooDeep = EngineError(.invalidQuery, "Query nested more than \(Limits.queryDepth) levels deep")
    /// A sort key path realm-core refuses, with its reason [Q6, UP5].
    public static func cannotSort(_ keyPath: String, _ reason: String) -> EngineError {
        EngineError(.invalidQuery, SDKMessage.q6.text(keyPath, reason))
    }
    /// A collection of values sorted on anything but `self` [Q6]; `element`
    /// nil when the element type is not known (mixed is the closest name).
    public static func cannotSortValues(_ keyPath: String, element: PropertySchema?) -> EngineError {
        EngineError(.invalidQuery, SDKMessage.q6.text(keyPath, coreTypeName(element?.type ?? .mixed), variant: 1))
    }
}
