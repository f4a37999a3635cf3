// Reading collections, queries, targets and schemas (see WireReader.swift).

internal import RealmSpecCore

extension WireReader {
    static func collection(_ node: JSONNode) throws(WireDecodingError) -> CollectionRef {
        let (name, f) = try node.enumCase("a collection")
        do { return try collectionCase(name, f) } catch { throw error.inside(name) }
    }

    private static func collectionCase(_ name: String, _ f: JSONNode) throws(WireDecodingError) -> CollectionRef {
        switch name {
        case "objects": return .objects(type: try f.field("type", string))
        case "property": return .property(owner: try f.field("owner", key), name: try f.field("name", string))
        case "filtered": return .filtered(try f.field("base", collection), try f.field("query", query))
        case "sorted":
            return .sorted(try f.field("base", collection),
                           try f.field("descriptors") { (n: JSONNode) throws(WireDecodingError) in try n.array(sortDescriptor) })
        case "distinct": return .distinct(try f.field("base", collection), try f.field("keyPaths", strings))
        case "frozen": return .frozen(try f.field("base", collection), version: try f.field("version", int64))
        default: throw WireDecodingError(.unknownCase(name))
        }
    }

    private static func sortDescriptor(_ node: JSONNode) throws(WireDecodingError) -> SortDescriptor {
        SortDescriptor(keyPath: try node.field("keyPath", string), ascending: try node.field("ascending", bool))
    }

    static func query(_ node: JSONNode) throws(WireDecodingError) -> Query {
        let (name, f) = try node.enumCase("a query")
        do { return try queryCase(name, f) } catch { throw error.inside(name) }
    }

    private static func queryCase(_ name: String, _ f: JSONNode) throws(WireDecodingError) -> Query {
        switch name {
        case "truePredicate": return .truePredicate
        case "falsePredicate": return .falsePredicate
        case "and": return .and(try f.field("operands") { (n: JSONNode) throws(WireDecodingError) in try n.array(query) })
        case "or": return .or(try f.field("operands") { (n: JSONNode) throws(WireDecodingError) in try n.array(query) })
        case "not": return .not(try f.field("operand", query))
        case "compare": return .compare(try comparison(f))
        default: throw WireDecodingError(.unknownCase(name))
        }
    }

    private static func comparisonOperator(_ node: JSONNode) throws(WireDecodingError) -> ComparisonOperator {
        try raw(node, "a comparison operator")
    }

    private static func quantifier(_ node: JSONNode) throws(WireDecodingError) -> Quantifier {
        try raw(node, "\"ANY\", \"ALL\" or \"NONE\"")
    }

    static func aggregateOperator(_ node: JSONNode) throws(WireDecodingError) -> AggregateOperator {
        try raw(node, "\"@min\", \"@max\", \"@sum\" or \"@avg\"")
    }

    private static func comparison(_ node: JSONNode) throws(WireDecodingError) -> Comparison {
        Comparison(try node.field("lhs", expression), try node.field("op", comparisonOperator), try node.field("rhs", expression),
                   quantifier: try node.optionalField("quantifier", quantifier),
                   caseInsensitive: try node.field("caseInsensitive", bool),
                   diacriticInsensitive: try node.field("diacriticInsensitive", bool))
    }

    static func expression(_ node: JSONNode) throws(WireDecodingError) -> Expression {
        let (name, f) = try node.enumCase("an expression")
        do { return try expressionCase(name, f) } catch { throw error.inside(name) }
    }

    private static func expressionCase(_ name: String, _ f: JSONNode) throws(WireDecodingError) -> Expression {
        switch name {
        case "keyPath": return .keyPath(try f.field("path", strings))
        case "constant": return .constant(try f.field("value", value))
        case "count": return .count(try f.field("path", strings))
        case "allKeys": return .allKeys(try f.field("path", strings))
        case "aggregate":
            return .aggregate(try f.field("operator", aggregateOperator), try f.field("path", strings),
                              property: try f.optionalField("property", string))
        case "subquery": return .subquery(try f.field("path", strings), try f.field("query", query))
        case "subscripted":
            return .subscripted(try f.field("path", strings), try f.field("subscripts") { n throws(WireDecodingError) in try n.array(pathSubscript) })
        default: throw WireDecodingError(.unknownCase(name))
        }
    }

    static func pathSubscript(_ node: JSONNode) throws(WireDecodingError) -> PathSubscript {
        let (name, f) = try node.enumCase("a subscript")
        do throws(WireDecodingError) {
            switch name {
            case "key": return .key(try f.field("key", string))
            case "index": return .index(try f.field("index", int))
            case "anyElement": return .anyElement
            default: throw WireDecodingError(.unknownCase(name))
            }
        } catch { throw error.inside(name) }
    }

    static func target(_ node: JSONNode) throws(WireDecodingError) -> Target {
        let (name, f) = try node.enumCase("a target")
        do throws(WireDecodingError) {
            switch name {
            case "object": return .object(try f.field("key", key))
            case "collection": return .collection(try f.field("collection", collection))
            case "realm": return .realm(version: try f.optionalField("version", int64))
            default: throw WireDecodingError(.unknownCase(name))
            }
        } catch { throw error.inside(name) }
    }

    // MARK: Schema (`open`)

    static func schema(_ node: JSONNode) throws(WireDecodingError) -> Schema {
        Schema(types: try node.field("types") { (n: JSONNode) throws(WireDecodingError) in try n.array(objectSchema) })
    }

    private static func objectSchema(_ node: JSONNode) throws(WireDecodingError) -> ObjectSchema {
        ObjectSchema(name: try node.field("name", string), isEmbedded: try node.field("isEmbedded", bool),
                     properties: try node.field("properties") { (n: JSONNode) throws(WireDecodingError) in try n.array(property) })
    }

    private static func collectionKind(_ node: JSONNode) throws(WireDecodingError) -> CollectionKind {
        try raw(node, "\"single\", \"list\", \"set\" or \"map\"")
    }

    private static func property(_ node: JSONNode) throws(WireDecodingError) -> PropertySchema {
        PropertySchema(name: try node.field("name", string), type: try node.field("type", propertyType),
                       collection: try node.field("collection", collectionKind),
                       isOptional: try node.field("isOptional", bool),
                       defaultValue: try node.optionalField("defaultValue", value),
                       isPrimaryKey: try node.field("isPrimaryKey", bool), isIndexed: try node.field("isIndexed", bool))
    }

    private static func propertyType(_ node: JSONNode) throws(WireDecodingError) -> PropertyType {
        let (name, f) = try node.enumCase("a property type")
        do throws(WireDecodingError) {
            switch name {
            case "object": return .object(try f.field("type", string))
            case "linkingObjects":
                return .linkingObjects(originType: try f.field("originType", string), originProperty: try f.field("originProperty", string))
            default:
                guard let simple = PropertyType.simple[name] else { throw WireDecodingError(.unknownCase(name)) }
                return simple
            }
        } catch { throw error.inside(name) }
    }
}

extension PropertyType {
    /// The types without fields, by their wire name.
    static let simple: [String: PropertyType] = Dictionary(uniqueKeysWithValues:
        [PropertyType.bool, .int, .float, .double, .string, .data, .date, .objectId, .uuid, .decimal128, .mixed].map { ($0.name, $0) })
}
