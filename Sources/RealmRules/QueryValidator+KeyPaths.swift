// Key paths in queries: every component a property of the type reached so
// far, only links and collections followed by more components, nothing but
// a collection operator after a collection of values, and the collection
// operators @count, @min, @max, @sum, @avg where the SDK allows them.
//
// Related documentation: sdk-query (query-rules.md §3 Q-KP1–Q-KP13, §15).

public import RealmSpecCore

extension QueryRule {
    public static func allValuesNeedsDictionary(_ path: String) -> EngineError {
        invalid("Invalid keypath '\(path)': @allValues must follow a dictionary property.")
    }
    public static func operationNeedsCollection(_ path: String, _ op: String) -> EngineError {
        invalid("Invalid keypath '\(path)': collection operation '\(op)' must be applied to a collection")
    }
    public static func aggregateOfObjectsAtEnd(_ path: String, _ op: AggregateOperator) -> EngineError {
        invalid("Invalid keypath '\(path)': \(op.rawValue) on a collection of objects cannot appear at the end of a keypath.")
    }
    public static func aggregateOfValuesNotAtEnd(_ path: String, _ op: AggregateOperator) -> EngineError {
        invalid("Invalid keypath '\(path)': \(op.rawValue) on a collection of values must appear at the end of a keypath.")
    }
    public static func aggregateOfNonNumericValues(_ path: String, _ op: AggregateOperator) -> EngineError {
        invalid("Invalid keypath '\(path)': \(op.rawValue) can only be applied to a collection of numeric values.")
    }
    public static func valuesFollowedByKey(_ path: String, _ prop: PropertySchema, objectiveC: Bool = false) -> EngineError {
        invalid("Invalid keypath '\(path)': \(declaredTypeName(prop, objectiveC: objectiveC)) property \(prop.name) can only be followed by a collection operation.")
    }
    public static func propertyNotFound(_ path: String, _ name: String, type: String) -> EngineError {
        invalid("Invalid keypath '\(path)': Property '\(name)' not found in object of type '\(type)'")
    }
    public static func aggregateNeedsNumericProperty(_ path: String, _ op: AggregateOperator) -> EngineError {
        invalid("Invalid keypath '\(path)': \(op.rawValue) must be followed by a numeric property.")
    }
    public static func notALinkOrCollection(_ path: String, _ name: String, type: String) -> EngineError {
        invalid("Invalid keypath '\(path)': Property '\(type).\(name)' is not a link or collection and can only appear at the end of a keypath.")
    }
}

/// A key path of a query resolved against the schema.
public struct QueryKeyPath {
    /// The last property read (for an aggregate: the property aggregated).
    public var property: PropertySchema
    /// The type owning `property` ("" for a collection of values).
    public var owner: String
    /// Whether a traversed or the last property is a list, set, map or
    /// linking objects (`containsToManyRelationship`).
    public var toMany: Bool
    /// The key path as the SDK prints it in messages.
    public var text: String
}

extension QueryValidator {
    /// Resolves a plain key path (no collection operator); nil for `SELF` on objects.
    public func queryKeyPath(_ path: [String], type: String?, element: PropertySchema?,
                             text: String? = nil) throws(EngineError) -> QueryKeyPath? {
        let text = text ?? path.joined(separator: ".")
        try checkAllValues(path, type: type, text: text)
        let steps = Self.steps(path)
        if checksKeyPathLength, steps.count > Limits.keyPathLength { throw Rule.queryKeyPathTooLong(path) }
        guard var current = type else {
            guard steps.isEmpty else { throw Rule.valuesKeyPath(path) }
            return element.map { QueryKeyPath(property: $0, owner: "", toMany: false, text: text) }
        }
        guard !steps.isEmpty else { return nil }
        var toMany = false
        for (i, name) in steps.enumerated() {
            guard let prop = objectSchema(current)?[property: name] else {
                throw QueryRule.propertyNotFound(text, name, type: current)
            }
            toMany = toMany || Self.isCollection(prop)
            if i == steps.count - 1 { return QueryKeyPath(property: prop, owner: current, toMany: toMany, text: text) }
            guard let target = prop.type.objectType else {
                if prop.collection != .single {
                    throw QueryRule.valuesFollowedByKey(text, prop, objectiveC: objectiveCTypes.contains(current))
                }
                throw QueryRule.notALinkOrCollection(text, name, type: current)
            }
            guard objectSchema(target) != nil else { throw Rule.notALink(name, type: current) }
            current = target
        }
        return nil
    }

    /// `path.@count`: the path must end on a collection.
    func countKeyPath(_ path: [String], type: String?, element: PropertySchema?) throws(EngineError) -> QueryKeyPath {
        let text = (path + ["@count"]).joined(separator: ".")
        guard let resolved = try queryKeyPath(path, type: type, element: element, text: text),
              !resolved.owner.isEmpty, Self.isCollection(resolved.property) else {
            // Q-KP13 before Q-KP6, as for the other operators (`age.@count`).
            if let p = try queryKeyPath(path, type: type, element: element, text: text), !p.owner.isEmpty,
               p.property.type.objectType == nil {
                throw QueryRule.notALinkOrCollection(text, p.property.name, type: p.owner)
            }
            throw QueryRule.operationNeedsCollection(text, "@count")
        }
        return resolved
    }

    /// `list.@sum.age` or `ints.@sum`: the property aggregated, numeric.
    func aggregateKeyPath(_ op: AggregateOperator, _ path: [String], property: String?, type: String?,
                          element: PropertySchema?) throws(EngineError) -> QueryKeyPath {
        let text = (path + [op.rawValue] + (property.map { [$0] } ?? [])).joined(separator: ".")
        guard let collection = try queryKeyPath(path, type: type, element: element, text: text),
              !collection.owner.isEmpty, Self.isCollection(collection.property) else {
            // Q-KP13 before Q-KP6: a property that is neither a link nor a
            // collection cannot be followed by the operator (`intCol.@avg`).
            if let p = try queryKeyPath(path, type: type, element: element, text: text), !p.owner.isEmpty,
               p.property.type.objectType == nil {
                throw QueryRule.notALinkOrCollection(text, p.property.name, type: p.owner)
            }
            throw QueryRule.operationNeedsCollection(text, op.rawValue)
        }
        guard let target = collection.property.type.objectType else {
            guard property == nil else { throw QueryRule.aggregateOfValuesNotAtEnd(text, op) }
            guard QueryRule.isNumeric(collection.property.type) else { throw QueryRule.aggregateOfNonNumericValues(text, op) }
            var element = collection.property
            element.collection = .single
            element.isOptional = true
            return QueryKeyPath(property: element, owner: collection.owner, toMany: true, text: text)
        }
        guard let property else { throw QueryRule.aggregateOfObjectsAtEnd(text, op) }
        let steps = property.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard var prop = objectSchema(target)?[property: steps[0]] else {
            throw QueryRule.propertyNotFound(text, steps[0], type: target)
        }
        // More steps after the aggregated property: one that is neither a
        // link nor a collection cannot be followed (Q-KP13); any other is not
        // the numeric property the operator needs (Q-KP12).
        if steps.count > 1 {
            if prop.type.objectType == nil, !Self.isCollection(prop) {
                throw QueryRule.notALinkOrCollection(text, prop.name, type: target)
            }
            throw QueryRule.aggregateNeedsNumericProperty(text, op)
        }
        guard prop.collection == .single, QueryRule.isNumeric(prop.type) else {
            throw QueryRule.aggregateNeedsNumericProperty(text, op)
        }
        prop.isOptional = true
        return QueryKeyPath(property: prop, owner: target, toMany: true, text: text)
    }

    /// Q-KP3: `@allValues` only right after a map property.
    private func checkAllValues(_ path: [String], type: String?, text: String) throws(EngineError) {
        guard path.contains("@allValues") else { return }
        var current = type
        var previous: PropertySchema?
        for (i, name) in path.enumerated() {
            if name == "@allValues" {
                guard previous?.collection == .map else { throw QueryRule.allValuesNeedsDictionary(text) }
                previous = nil
                continue
            }
            if i == 0, name.lowercased() == "self" { continue }
            // An unknown name is reported by the walk that follows.
            guard let t = current, let prop = objectSchema(t)?[property: name] else { return }
            previous = prop
            current = prop.type.objectType
        }
    }

    /// A list, set, map or linking-objects property.
    static func isCollection(_ prop: PropertySchema) -> Bool {
        prop.collection != .single || prop.isLinkingObjects
    }
}
