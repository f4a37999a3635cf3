// The compiled tree as data: what the load cache stores of each scenario
// (see Loader+Cache.swift). Each node is a flat array, its case's tag first,
// so an entry stays small and decoding it walks no keyed containers.
// Related documentation: docs/running.md#the-load-cache.

internal import RealmSpecCore

/// A tag the decoder does not know: the entry was written by another
/// version of the coding, and is rebuilt.
struct UnknownTag: Error {
    let type: String
    let tag: Int
}

extension UnkeyedDecodingContainer {
    /// The next element, decoded as `T`.
    mutating func next<T: Decodable>(_ type: T.Type = T.self) throws -> T { try decode(T.self) }
}

extension Arg: Codable {
    package init(from decoder: any Decoder) throws {
        var c = try decoder.unkeyedContainer()
        label = try c.next(String?.self)
        value = try c.next()
    }
    package func encode(to encoder: any Encoder) throws {
        var c = encoder.unkeyedContainer()
        try c.encode(label); try c.encode(value)
    }
}

extension StringPart: Codable {
    package init(from decoder: any Decoder) throws {
        var c = try decoder.unkeyedContainer()
        switch try c.next(Int.self) {
        case 0: self = .text(try c.next())
        case 1: self = .interpolation(try c.next())
        case let tag: throw UnknownTag(type: "StringPart", tag: tag)
        }
    }
    package func encode(to encoder: any Encoder) throws {
        var c = encoder.unkeyedContainer()
        switch self {
        case .text(let t): try c.encode(0); try c.encode(t)
        case .interpolation(let e): try c.encode(1); try c.encode(e)
        }
    }
}

/// A literal of the compiled tree: only `Void`, `nil` and scalars are ever
/// literals (the compiler makes no other), and only those can be stored.
/// The common scalars have tags of their own, the rest go as `Value`s; a
/// double goes as its bit pattern, so every one (-0, infinities, NaN) comes back the same.
private enum LiteralTag: Int { case void, null, scalar, int, string, bool, double }

/// The path of the file whose tree is coded, in the coder's `userInfo`: a
/// statement's location in that file is written as its line and column only.
package enum CodedSourceFile {
    /// The key (its initialiser accepts every string; were there none, every location would be written whole).
    static let key = CodingUserInfoKey(rawValue: "realmspec.sourceFile")

    static func path(in userInfo: [CodingUserInfoKey: Any]) -> String? { key.flatMap { userInfo[$0] as? String } }

    /// `userInfo` with `path` as the coded file.
    package static func set(_ path: String, in userInfo: inout [CodingUserInfoKey: Any]) {
        if let key { userInfo[key] = path }
    }
}

extension UnkeyedDecodingContainer {
    /// A statement's location: `[line, column]` in the coded file, or `[line, column, file]`.
    mutating func location(in decoder: any Decoder) throws -> SourceLocation {
        var c = try nestedUnkeyedContainer()
        let line = try c.next(Int.self), column = try c.next(Int.self)
        guard c.isAtEnd else { return SourceLocation(file: try c.next(String.self), line: line, column: column) }
        guard let file = CodedSourceFile.path(in: decoder.userInfo) else { throw UnknownTag(type: "location without a file", tag: 0) }
        return SourceLocation(file: file, line: line, column: column)
    }
}

extension UnkeyedEncodingContainer {
    mutating func encode(location: SourceLocation, in encoder: any Encoder) throws {
        var c = nestedUnkeyedContainer()
        try c.encode(location.line); try c.encode(location.column)
        if location.file != CodedSourceFile.path(in: encoder.userInfo) { try c.encode(location.file) }
    }
}

extension TypeCheck: Codable {
    package init(from decoder: any Decoder) throws {
        let tag = try decoder.singleValueContainer().decode(Int.self)
        switch tag {
        case 0: self = .test
        case 1: self = .optionalCast
        case 2: self = .forcedCast
        default: throw UnknownTag(type: "TypeCheck", tag: tag)
        }
    }
    package func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .test: try c.encode(0)
        case .optionalCast: try c.encode(1)
        case .forcedCast: try c.encode(2)
        }
    }
}

/// A literal value the tree can hold but no cache entry can (an object,
/// a closure, …): the file is loaded from its source instead.
struct UnstorableLiteral: Error {
    let kind: String
}

extension Expr: Codable {
    package init(from decoder: any Decoder) throws {
        var c = try decoder.unkeyedContainer()
        let tag = try c.next(Int.self)
        switch tag {
        case 0:
            switch try c.next(Int.self) {
            case LiteralTag.void.rawValue: self = .literal(.void)
            case LiteralTag.null.rawValue: self = .literal(.null)
            case LiteralTag.scalar.rawValue: self = .literal(.scalar(try c.next()))
            case LiteralTag.int.rawValue: self = .literal(.scalar(.int(try c.next())))
            case LiteralTag.string.rawValue: self = .literal(.scalar(.string(try c.next())))
            case LiteralTag.bool.rawValue: self = .literal(.scalar(.bool(try c.next())))
            case LiteralTag.double.rawValue: self = .literal(.scalar(.double(Double(bitPattern: try c.next()))))
            case let literal: throw UnknownTag(type: "literal", tag: literal)
            }
        case 1: self = .string(try c.next())
        case 2: self = .array(try c.next())
        case 3:
            let flat = try c.next([Expr].self)
            self = .dictionary(stride(from: 0, to: flat.count - 1, by: 2).map { (flat[$0], flat[$0 + 1]) })
        case 4: self = .identifier(try c.next())
        case 5: self = .member(try c.next(), try c.next(), optional: try c.next())
        case 6: self = .call(try c.next(), try c.next(), labels: try c.next())
        case 7: self = .subscriptExpr(try c.next(), try c.next(), optional: try c.next())
        case 8: self = .binary(try c.next(), try c.next(), try c.next())
        case 9: self = .and(try c.next(), try c.next())
        case 10: self = .or(try c.next(), try c.next())
        case 11: self = .not(try c.next())
        case 12: self = .negate(try c.next())
        case 13: self = .forceUnwrap(try c.next())
        case 14: self = .ternary(try c.next(), try c.next(), try c.next())
        case 15: self = .nilCoalesce(try c.next(), try c.next())
        case 16: self = .closure(params: try c.next(), body: try c.next())
        case 17: self = .queryClosure(try c.next())
        case 18: self = .tryOptional(try c.next())
        case 19: self = .keyPath(type: try c.next(String?.self), try c.next())
        case 20: self = .enumCase(try c.next(), try c.next())
        case 21: self = .typeRef(try c.next())
        case 22: self = .genericType(try c.next(), try c.next())
        case 23: self = .range(try c.next(), try c.next())
        case 24: self = .tuple(try c.next())
        case 25: self = .assertion(try c.next(), try c.next(), source: try c.next())
        case 26: self = .assign(try c.next(), try c.next(), op: try c.next(String?.self))
        case 27: self = .typeCheck(try c.next(), try c.next(), cast: try c.next())
        default: throw UnknownTag(type: "Expr", tag: tag)
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.unkeyedContainer()
        switch self {
        case .literal(let value):
            try c.encode(0)
            switch value {
            case .void: try c.encode(LiteralTag.void.rawValue)
            case .null: try c.encode(LiteralTag.null.rawValue)
            case .scalar(.int(let i)): try c.encode(LiteralTag.int.rawValue); try c.encode(i)
            case .scalar(.string(let t)): try c.encode(LiteralTag.string.rawValue); try c.encode(t)
            case .scalar(.bool(let b)): try c.encode(LiteralTag.bool.rawValue); try c.encode(b)
            case .scalar(.double(let d)): try c.encode(LiteralTag.double.rawValue); try c.encode(d.bitPattern)
            case .scalar(let v): try c.encode(LiteralTag.scalar.rawValue); try c.encode(v)
            default: throw UnstorableLiteral(kind: value.kindName)
            }
        case .string(let parts): try c.encode(1); try c.encode(parts)
        case .array(let items): try c.encode(2); try c.encode(items)
        case .dictionary(let pairs): try c.encode(3); try c.encode(pairs.flatMap { [$0.0, $0.1] })
        case .identifier(let name): try c.encode(4); try c.encode(name)
        case .member(let base, let name, let optional): try c.encode(5); try c.encode(base); try c.encode(name); try c.encode(optional)
        case .call(let callee, let args, let labels): try c.encode(6); try c.encode(callee); try c.encode(args); try c.encode(labels)
        case .subscriptExpr(let base, let args, let optional):
            try c.encode(7); try c.encode(base); try c.encode(args); try c.encode(optional)
        case .binary(let op, let l, let r): try c.encode(8); try c.encode(op); try c.encode(l); try c.encode(r)
        case .and(let l, let r): try c.encode(9); try c.encode(l); try c.encode(r)
        case .or(let l, let r): try c.encode(10); try c.encode(l); try c.encode(r)
        case .not(let e): try c.encode(11); try c.encode(e)
        case .negate(let e): try c.encode(12); try c.encode(e)
        case .forceUnwrap(let e): try c.encode(13); try c.encode(e)
        case .ternary(let a, let b, let d): try c.encode(14); try c.encode(a); try c.encode(b); try c.encode(d)
        case .nilCoalesce(let l, let r): try c.encode(15); try c.encode(l); try c.encode(r)
        case .closure(let params, let body): try c.encode(16); try c.encode(params); try c.encode(body)
        case .queryClosure(let q): try c.encode(17); try c.encode(q)
        case .tryOptional(let e): try c.encode(18); try c.encode(e)
        case .keyPath(let type, let path): try c.encode(19); try c.encode(type); try c.encode(path)
        case .enumCase(let name, let args): try c.encode(20); try c.encode(name); try c.encode(args)
        case .typeRef(let name): try c.encode(21); try c.encode(name)
        case .genericType(let name, let args): try c.encode(22); try c.encode(name); try c.encode(args)
        case .range(let l, let r): try c.encode(23); try c.encode(l); try c.encode(r)
        case .tuple(let items): try c.encode(24); try c.encode(items)
        case .assertion(let name, let args, let source): try c.encode(25); try c.encode(name); try c.encode(args); try c.encode(source)
        case .assign(let l, let r, let op): try c.encode(26); try c.encode(l); try c.encode(r); try c.encode(op)
        case .typeCheck(let e, let type, let cast): try c.encode(27); try c.encode(e); try c.encode(type); try c.encode(cast)
        }
    }
}

extension Pattern: Codable {
    package init(from decoder: any Decoder) throws {
        var c = try decoder.unkeyedContainer()
        let tag = try c.next(Int.self)
        switch tag {
        case 0: self = .wildcard
        case 1: self = .bind(try c.next())
        case 2: self = .enumCase(try c.next(), try c.next())
        case 3: self = .tuple(try c.next())
        case 4: self = .value(try c.next())
        default: throw UnknownTag(type: "Pattern", tag: tag)
        }
    }
    package func encode(to encoder: any Encoder) throws {
        var c = encoder.unkeyedContainer()
        switch self {
        case .wildcard: try c.encode(0)
        case .bind(let name): try c.encode(1); try c.encode(name)
        case .enumCase(let name, let parts): try c.encode(2); try c.encode(name); try c.encode(parts)
        case .tuple(let parts): try c.encode(3); try c.encode(parts)
        case .value(let e): try c.encode(4); try c.encode(e)
        }
    }
}

extension Condition: Codable {
    package init(from decoder: any Decoder) throws {
        var c = try decoder.unkeyedContainer()
        let tag = try c.next(Int.self)
        switch tag {
        case 0: self = .bool(try c.next())
        case 1: self = .optionalBinding(try c.next(), try c.next())
        case 2: self = .match(try c.next(), try c.next())
        default: throw UnknownTag(type: "Condition", tag: tag)
        }
    }
    package func encode(to encoder: any Encoder) throws {
        var c = encoder.unkeyedContainer()
        switch self {
        case .bool(let e): try c.encode(0); try c.encode(e)
        case .optionalBinding(let name, let e): try c.encode(1); try c.encode(name); try c.encode(e)
        case .match(let p, let e): try c.encode(2); try c.encode(p); try c.encode(e)
        }
    }
}

extension SwitchCase: Codable {
    package init(from decoder: any Decoder) throws {
        var c = try decoder.unkeyedContainer()
        self.init(patterns: try c.next(), body: try c.next())
    }
    package func encode(to encoder: any Encoder) throws {
        var c = encoder.unkeyedContainer()
        try c.encode(patterns); try c.encode(body)
    }
}

extension Stmt: Codable {
    package init(from decoder: any Decoder) throws {
        var c = try decoder.unkeyedContainer()
        let tag = try c.next(Int.self)
        switch tag {
        case 0: self = .expr(try c.next(), try c.location(in: decoder))
        case 1: self = .declare(name: try c.next(), try c.next(Expr?.self), constant: try c.next(), try c.location(in: decoder))
        case 2: self = .assign(try c.next(), try c.next(), op: try c.next(String?.self), try c.location(in: decoder))
        case 3: self = .ifStmt(try c.next(), try c.next(), try c.next([Stmt]?.self), try c.location(in: decoder))
        case 4: self = .guardStmt(try c.next(), try c.next(), try c.location(in: decoder))
        case 5: self = .forIn(try c.next(), try c.next(), try c.next(), try c.location(in: decoder))
        case 6: self = .whileStmt(try c.next(), try c.next(), try c.location(in: decoder))
        case 7: self = .switchStmt(try c.next(), try c.next(), try c.location(in: decoder))
        case 8: self = .returnStmt(try c.next(Expr?.self), try c.location(in: decoder))
        case 9: self = .throwStmt(try c.next(), try c.location(in: decoder))
        case 10: self = .breakStmt(try c.location(in: decoder))
        case 11: self = .continueStmt(try c.location(in: decoder))
        case 12: self = .block(try c.next(), try c.location(in: decoder))
        case 13: self = .doCatch(try c.next(), try c.next(), try c.location(in: decoder))
        default: throw UnknownTag(type: "Stmt", tag: tag)
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.unkeyedContainer()
        switch self {
        case .expr(let e, let l): try c.encode(0); try c.encode(e); try c.encode(location: l, in: encoder)
        case .declare(let name, let e, let constant, let l):
            try c.encode(1); try c.encode(name); try c.encode(e); try c.encode(constant); try c.encode(location: l, in: encoder)
        case .assign(let lhs, let rhs, let op, let l): try c.encode(2); try c.encode(lhs); try c.encode(rhs); try c.encode(op); try c.encode(location: l, in: encoder)
        case .ifStmt(let conds, let then, let otherwise, let l):
            try c.encode(3); try c.encode(conds); try c.encode(then); try c.encode(otherwise); try c.encode(location: l, in: encoder)
        case .guardStmt(let conds, let body, let l): try c.encode(4); try c.encode(conds); try c.encode(body); try c.encode(location: l, in: encoder)
        case .forIn(let p, let e, let body, let l): try c.encode(5); try c.encode(p); try c.encode(e); try c.encode(body); try c.encode(location: l, in: encoder)
        case .whileStmt(let conds, let body, let l): try c.encode(6); try c.encode(conds); try c.encode(body); try c.encode(location: l, in: encoder)
        case .switchStmt(let e, let cases, let l): try c.encode(7); try c.encode(e); try c.encode(cases); try c.encode(location: l, in: encoder)
        case .returnStmt(let e, let l): try c.encode(8); try c.encode(e); try c.encode(location: l, in: encoder)
        case .throwStmt(let e, let l): try c.encode(9); try c.encode(e); try c.encode(location: l, in: encoder)
        case .breakStmt(let l): try c.encode(10); try c.encode(location: l, in: encoder)
        case .continueStmt(let l): try c.encode(11); try c.encode(location: l, in: encoder)
        case .block(let body, let l): try c.encode(12); try c.encode(body); try c.encode(location: l, in: encoder)
        case .doCatch(let body, let handler, let l): try c.encode(13); try c.encode(body); try c.encode(handler); try c.encode(location: l, in: encoder)
        }
    }
}

extension QueryTemplate: Codable {
    package init(from decoder: any Decoder) throws {
        var c = try decoder.unkeyedContainer()
        let tag = try c.next(Int.self)
        switch tag {
        case 0: self = .and(try c.next(), try c.next())
        case 1: self = .or(try c.next(), try c.next())
        case 2: self = .not(try c.next())
        case 3: self = .compare(try c.next(), try c.next(), try c.next(), caseInsensitive: try c.next(), diacriticInsensitive: try c.next())
        case 4: self = .keyPathTrue(try c.next())
        case 5: self = .constant(try c.next())
        case 6: self = .refused(try c.next())
        case 7: self = .prelude(try c.next(), try c.next())
        default: throw UnknownTag(type: "QueryTemplate", tag: tag)
        }
    }
    package func encode(to encoder: any Encoder) throws {
        var c = encoder.unkeyedContainer()
        switch self {
        case .and(let l, let r): try c.encode(0); try c.encode(l); try c.encode(r)
        case .or(let l, let r): try c.encode(1); try c.encode(l); try c.encode(r)
        case .not(let q): try c.encode(2); try c.encode(q)
        case .compare(let l, let op, let r, let ci, let di):
            try c.encode(3); try c.encode(l); try c.encode(op); try c.encode(r); try c.encode(ci); try c.encode(di)
        case .keyPathTrue(let path): try c.encode(4); try c.encode(path)
        case .constant(let b): try c.encode(5); try c.encode(b)
        case .refused(let message): try c.encode(6); try c.encode(message)
        case .prelude(let stmts, let q): try c.encode(7); try c.encode(stmts); try c.encode(q)
        }
    }
}

extension QueryOperand: Codable {
    package init(from decoder: any Decoder) throws {
        var c = try decoder.unkeyedContainer()
        let tag = try c.next(Int.self)
        switch tag {
        case 0: self = .keyPath(try c.next())
        case 1: self = .count(try c.next())
        case 2: self = .aggregate(try c.next(), try c.next(), property: try c.next(String?.self))
        case 3: self = .allKeys(try c.next())
        case 4: self = .value(try c.next())
        case 5: self = .subquery(collection: try c.next(), try c.next())
        case 6: self = .subscripted(try c.next(), try c.next())
        default: throw UnknownTag(type: "QueryOperand", tag: tag)
        }
    }
    package func encode(to encoder: any Encoder) throws {
        var c = encoder.unkeyedContainer()
        switch self {
        case .keyPath(let path): try c.encode(0); try c.encode(path)
        case .count(let path): try c.encode(1); try c.encode(path)
        case .aggregate(let op, let path, let property): try c.encode(2); try c.encode(op); try c.encode(path); try c.encode(property)
        case .allKeys(let path): try c.encode(3); try c.encode(path)
        case .value(let e): try c.encode(4); try c.encode(e)
        case .subquery(let collection, let inner): try c.encode(5); try c.encode(collection); try c.encode(inner)
        case .subscripted(let path, let subscripts): try c.encode(6); try c.encode(path); try c.encode(subscripts)
        }
    }
}

extension QuerySubscript: Codable {
    package init(from decoder: any Decoder) throws {
        var c = try decoder.unkeyedContainer()
        let tag = try c.next(Int.self)
        switch tag {
        case 0: self = .value(try c.next())
        case 1: self = .anyElement
        default: throw UnknownTag(type: "QuerySubscript", tag: tag)
        }
    }
    package func encode(to encoder: any Encoder) throws {
        var c = encoder.unkeyedContainer()
        switch self {
        case .value(let e): try c.encode(0); try c.encode(e)
        case .anyElement: try c.encode(1)
        }
    }
}

extension CompiledScenario: Codable {
    package init(from decoder: any Decoder) throws {
        var c = try decoder.unkeyedContainer()
        self.init(name: try c.next(), body: try c.next(), helpers: try c.next())
    }
    package func encode(to encoder: any Encoder) throws {
        var c = encoder.unkeyedContainer()
        try c.encode(name); try c.encode(body); try c.encode(helpers)
    }
}

extension HelperFunction: Codable {
    package init(from decoder: any Decoder) throws {
        var c = try decoder.unkeyedContainer()
        self.init(name: try c.next(), params: try c.next(), body: try c.next())
    }
    package func encode(to encoder: any Encoder) throws {
        var c = encoder.unkeyedContainer()
        try c.encode(name); try c.encode(params); try c.encode(body)
    }
}

extension ProjectionInfo: Codable {
    package init(from decoder: any Decoder) throws {
        var c = try decoder.unkeyedContainer()
        let name = try c.next(String.self), base = try c.next(String.self)
        let names = try c.next([String].self), paths = try c.next([[String]].self)
        self.init(name: name, base: base, properties: Array(zip(names, paths)), location: try c.next())
    }
    package func encode(to encoder: any Encoder) throws {
        var c = encoder.unkeyedContainer()
        try c.encode(name); try c.encode(base)
        try c.encode(properties.map(\.name)); try c.encode(properties.map(\.path)); try c.encode(location)
    }
}

extension ModelCatalog: Codable {
    private enum Keys: String, CodingKey {
        case types, order, projections, locations, propertyLocations, objectDefaults, objectDefaultValues, declaredLinkingObjects, codable
        case objcClasses, classHooks
        case enums, persistedModels, propertyEnums, valueWrappers, wrappers, declaredValueTypes, numberProperties, ignoredProperties
    }
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        self.init()
        types = try c.decode([String: ObjectSchema].self, forKey: .types)
        order = try c.decode([String].self, forKey: .order)
        projections = try c.decode([String: ProjectionInfo].self, forKey: .projections)
        locations = try c.decode([String: SourceLocation].self, forKey: .locations)
        propertyLocations = try c.decode([String: SourceLocation].self, forKey: .propertyLocations)
        objectDefaults = try c.decode([String: String].self, forKey: .objectDefaults)
        objectDefaultValues = try c.decodeIfPresent([String: Value].self, forKey: .objectDefaultValues) ?? [:]
        declaredLinkingObjects = try c.decode(Set<String>.self, forKey: .declaredLinkingObjects)
        // `[String: [String]?]` as two parts: an encoder drops a nil value of a dictionary.
        let listed = try c.decode([String: [String]].self, forKey: .codable)
        codable = listed.mapValues { $0.first == "\u{0}all" ? nil : $0 }
        objcClasses = try c.decodeIfPresent(Set<String>.self, forKey: .objcClasses) ?? []
        classHooks = try c.decodeIfPresent([String: [String: Value]].self, forKey: .classHooks) ?? [:]
        enums = try c.decodeIfPresent([String: PersistedEnum].self, forKey: .enums) ?? [:]
        persistedModels = try c.decodeIfPresent(Set<String>.self, forKey: .persistedModels) ?? []
        propertyEnums = try c.decodeIfPresent([String: String].self, forKey: .propertyEnums) ?? [:]
        valueWrappers = try c.decodeIfPresent(Set<String>.self, forKey: .valueWrappers) ?? []
        wrappers = try c.decodeIfPresent([String: PersistedWrapper].self, forKey: .wrappers) ?? [:]
        declaredValueTypes = try c.decodeIfPresent([String: String].self, forKey: .declaredValueTypes) ?? [:]
        numberProperties = try c.decodeIfPresent(Set<String>.self, forKey: .numberProperties) ?? []
        ignoredProperties = try c.decodeIfPresent(Set<String>.self, forKey: .ignoredProperties) ?? []
    }
    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(types, forKey: .types)
        try c.encode(order, forKey: .order)
        try c.encode(projections, forKey: .projections)
        try c.encode(locations, forKey: .locations)
        try c.encode(propertyLocations, forKey: .propertyLocations)
        try c.encode(objectDefaults, forKey: .objectDefaults)
        try c.encode(objectDefaultValues, forKey: .objectDefaultValues)
        try c.encode(declaredLinkingObjects, forKey: .declaredLinkingObjects)
        try c.encode(codable.mapValues { $0 ?? ["\u{0}all"] }, forKey: .codable)
        try c.encode(objcClasses, forKey: .objcClasses)
        try c.encode(classHooks, forKey: .classHooks)
        try c.encode(enums, forKey: .enums)
        try c.encode(persistedModels, forKey: .persistedModels)
        try c.encode(propertyEnums, forKey: .propertyEnums)
        try c.encode(valueWrappers, forKey: .valueWrappers)
        try c.encode(wrappers, forKey: .wrappers)
        try c.encode(declaredValueTypes, forKey: .declaredValueTypes)
        try c.encode(numberProperties, forKey: .numberProperties)
        try c.encode(ignoredProperties, forKey: .ignoredProperties)
    }
}
