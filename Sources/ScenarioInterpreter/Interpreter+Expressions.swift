// Evaluating expressions: literals, names, members, calls, operators.
// Related documentation: docs/writing-scenarios.md#the-swift-subset.

internal import RealmSpecCore

extension Interpreter {
    func eval(_ e: Expr, _ env: Env) throws -> RValue {
        switch e {
        case .literal(let v): return v
        case .string(let parts):
            let pieces = try parts.map { try part($0, env) }
            try spend(stringBytes: pieces.reduce(0) { $0 + $1.utf8.count })
            return .scalar(.string(pieces.joined()))
        case .array(let items):
            let values = try items.map { try eval($0, env) }
            try Budget.checkDepth(of: values)
            return .array(values)
        case .dictionary(let pairs):
            let values = try pairs.map { (try eval($0.0, env), try eval($0.1, env)) }
            try Budget.checkDepth(of: values.map(\.1))
            return .dictionary(values)
        case .identifier(let name): return try identifier(name, env)
        case .member(let base, let name, let optional):
            let b = try eval(base, env)
            return b.isNull && optional ? .null : try member(b, name)
        case .call(let callee, let args, let labels): return try call(callee, args, labels, env)
        case .subscriptExpr(let base, let args, let optional):
            // `d[k]` on a local dictionary reads through its key index.
            if case .identifier(let name) = base, args.count == 1, let cell = env.lookup(name), case .dictionary = cell.value {
                return try cell.dictionaryValue(for: try eval(args[0].value, env), equal: { try equal($0, $1) }) ?? .null
            }
            let b = try eval(base, env)
            return b.isNull && optional ? .null : try subscriptGet(b, try args.map { try eval($0.value, env) })
        case .binary(let op, let l, let r): return try binary(op, try eval(l, env), try eval(r, env))
        case .and(let l, let r): return .scalar(.bool(try truth(try eval(l, env)) && truth(try eval(r, env))))
        case .or(let l, let r): return .scalar(.bool(try truth(try eval(l, env)) || truth(try eval(r, env))))
        case .not(let x): return .scalar(.bool(!(try truth(try eval(x, env)))))
        case .negate(let x): return try binary("-", .scalar(.int(0)), try eval(x, env))
        case .forceUnwrap(.subscriptExpr(let base, let args, optional: false)) where args.count == 1:
            return try unwrapSubscript(try eval(base, env), try eval(args[0].value, env))
        case .forceUnwrap(let x): return try unwrap(try eval(x, env))
        case .ternary(let c, let a, let b): return try truth(try eval(c, env)) ? try eval(a, env) : try eval(b, env)
        case .nilCoalesce(let a, let b):
            let v = try eval(a, env)
            return v.isNull ? try eval(b, env) : v
        case .closure(let params, let body): return .closure(Closure(params: params, body: body, env: env))
        case .queryClosure(let q): return .queryClosure(q, env)
        case .tryOptional(let x):
            do { return try eval(x, env) } catch Interrupt.thrown { return .null }
        case .keyPath(let type, let path): return .keyPath(type: type, path)
        case .enumCase(let name, let args): return Self.mixedCase(name, try args.map { try eval($0.value, env) })
        case .typeRef(let name): return .type(name)
        case .genericType(let name, _): return .type(name)
        case .range(let a, let b): return .range(try eval(a, env), try eval(b, env))
        case .tuple(let items):
            let values = try items.map { try eval($0, env) }
            try Budget.checkDepth(of: values)
            return .tuple(values)
        case .assertion(let name, let args, let source): return try assertion(name, args, source: source, env)
        case .assign(let lhs, let rhs, let op):
            try assign(lhs, rhs, op: op, env)
            return .void
        case .typeCheck(let x, let type, let cast):
            var v = try eval(x, env)
            var ok = isInstance(v, of: type)
            if !ok, Self.isObjcValueClass(type) {
                if let bridged = objcCast(v, to: type) { v = bridged; ok = true } else { ok = type.hasSuffix("?") && v.isNull }
            }
            switch cast {
            case .test: return .scalar(.bool(ok))
            case .optionalCast: return ok ? v : .null
            case .forcedCast:
                if ok { return v }
                throw misuse("could not cast a value of type \(v.kindName) to '\(type)'")
            }
        }
    }

    /// `map["k"]!` on a map of optionals: the subscript is an optional of an
    /// optional (`Int??`), so unwrapping it is nil for a key holding nil and
    /// traps only for a key that is absent.
    private func unwrapSubscript(_ base: RValue, _ key: RValue) throws -> RValue {
        guard case .collection(let c) = base, c.kind == .map, c.elementOptional, case .scalar(.string(let k)) = key else {
            return try unwrap(try subscriptGet(base, [key]))
        }
        let value = try subscriptGet(base, [key])
        guard value.isNull else { return value }
        guard try mapEntries(c).contains(where: { $0.0 == k }) else { return try unwrap(value) }
        return .null
    }

    private func unwrap(_ v: RValue) throws -> RValue {
        if v.isNull { throw misuse("unexpectedly found nil while unwrapping an optional value") }
        return v
    }

    private func part(_ p: StringPart, _ env: Env) throws -> String {
        switch p {
        case .text(let t): return t
        case .interpolation(let e): return try render(try eval(e, env))
        }
    }

    func identifier(_ name: String, _ env: Env) throws -> RValue {
        if let cell = env.lookup(name) { return cell.value }
        // Foundation's NSNotFound is NSIntegerMax.
        if name == "NSNotFound" { return .scalar(.int(Int64.max)) }
        if catalog.isKnownType(name) || Self.isValueType(name) { return .type(name) }
        throw misuse("unknown name '\(name)'")
    }

    /// The language's value types: Swift's, Foundation's and BSON's. The
    /// SDK's own (`Realm`, `List`, `RLMRealm`, `SortDescriptor`,
    /// `ObjectiveCSupport`…) come from the declarations (`Interpreter+DeclaredTypes.swift`).
    package static let valueTypes: Set<String> = [
        "ObjectId", "UUID", "Date", "Decimal128", "Data", "String", "Int", "Double", "Float", "Bool",
        "Int8", "Int16", "Int32", "Int64", "IndexPath", "JSONSerialization",
    ]

    func isInstance(_ v: RValue, of type: String) -> Bool {
        if type == "Any" { return !v.isNull }
        if type.hasSuffix("?") { return v.isNull || isInstance(v, of: String(type.dropLast())) }
        // An NSSet (a set's key-value coding as `Any?`) is held as the array of its elements.
        if type.hasPrefix("Set<"), type.hasSuffix(">") {
            guard case .array(let items) = v else { return false }
            return items.allSatisfy { isInstance($0, of: String(type.dropFirst(4).dropLast())) }
        }
        // `[String: Any]`, `[String: String]`: a dictionary whose keys and values are instances.
        if type.hasPrefix("["), type.hasSuffix("]"), let colon = type.firstIndex(of: ":") {
            guard case .dictionary(let pairs) = v else { return false }
            let key = type[type.index(after: type.startIndex)..<colon].trimmingCharacters(in: .whitespaces)
            let value = type[type.index(after: colon)..<type.index(before: type.endIndex)].trimmingCharacters(in: .whitespaces)
            // JSONSerialization's null is NSNull, which is `Any`.
            return pairs.allSatisfy { isInstance($0.0, of: key) && (value == "Any" || isInstance($0.1, of: value)) }
        }
        if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") {
            let element = String(type.dropFirst().dropLast())
            guard case .array(let items) = v else { return false }
            return items.allSatisfy { isInstance($0, of: element) }
        }
        // `NSNull()`, which the Objective-C API reads for a stored null.
        if type == "NSNull" { return v.isNSNull }
        switch v {
        case .object(let o): return o.type == type || type == "Object"
        case .scalar(let s):
            return ScalarTypes.type(named: type).map { $0.name == s.kindName } ?? false
        // An Objective-C collection is an instance of its class (RLMLinkingObjects of RLMResults too).
        case .collection(let c) where type.hasPrefix("RLM"):
            let name = String(type.prefix { $0 != "<" })
            return c.isObjectiveC && (name == c.objectiveCName || (name == "RLMResults" && c.kind == .linkingObjects))
        case .collection(let c): return type.hasPrefix(c.kind.rawValue)
        // A realm is an instance of the class it was opened as.
        case .realm(let h): return type == (h.isObjectiveC ? "RLMRealm" : "Realm")
        default: return false
        }
    }

    // MARK: Assignment

    func assign(_ lhs: Expr, _ rhs: Expr, op: String?, _ env: Env) throws {
        var value = try eval(rhs, env)
        if op == "+", case .identifier(let name) = lhs, let cell = env.lookup(name), !cell.isConstant,
           try appendInPlace(cell, value) { return }
        if let op { value = try binary(op, try eval(lhs, env), value) }
        switch lhs {
        case .identifier("_"): return
        case .identifier(let name):
            guard let cell = env.lookup(name) else { throw misuse("unknown name '\(name)'") }
            if cell.isConstant { throw misuse("cannot assign to constant '\(name)'") }
            cell.value = value
        case .member(let base, let name, let optional):
            let b = try eval(base, env)
            if b.isNull && optional { return }
            try setMember(b, name, value)
        case .subscriptExpr(let base, let args, let optional):
            let keys = try args.map { try eval($0.value, env) }
            if case .identifier(let name) = base, let cell = env.lookup(name), !cell.isConstant {
                if try localSubscriptSet(cell, keys, value) { return }
            }
            let b = try eval(base, env)
            if b.isNull && optional { return }
            try subscriptSet(b, keys, value)
        default:
            throw misuse("cannot assign to this expression")
        }
    }

    /// Subscript assignment on a local array or dictionary, in place (see
    /// `Cell+InPlace.swift`); false when the value is not one.
    private func localSubscriptSet(_ cell: Cell, _ keys: [RValue], _ value: RValue) throws -> Bool {
        // `a[0] = a` in a loop would nest without end.
        try Budget.checkDepth(of: [value])
        guard let key = keys.first else { return false }
        if case .scalar(.int(let i)) = key, let done = try cell.changeArrayInPlace(copies: &inPlaceCopies, { items -> Bool in
            guard i >= 0, Int(i) < items.count else { throw misuse("index \(i) out of range") }
            items[Int(i)] = value
            return true
        }) { return done }
        return try cell.setDictionaryValue(value, for: key, copies: &inPlaceCopies, equal: { try equal($0, $1) },
                                           spend: { try spend(adding: 1, toCount: $0) }) ?? false
    }

    /// `a += b` on a local array or string, in place, charging only what is
    /// added; false when the values are not two arrays or two strings.
    private func appendInPlace(_ cell: Cell, _ value: RValue) throws -> Bool {
        // Matched on `value` alone: a tuple holding `cell.value` would share
        // its storage while it changes, and every append would copy it.
        switch value {
        case .array(let more):
            return try cell.changeArrayInPlace(copies: &inPlaceCopies) { items -> Bool in
                try spend(adding: more.count, toCount: items.count + more.count)
                items.append(contentsOf: more)
                return true
            } ?? false
        case .scalar(.string(let more)):
            return try cell.changeStringInPlace { text -> Bool in
                try spend(addingStringBytes: more.utf8.count, toTotal: text.utf8.count + more.utf8.count)
                text += more
                return true
            } ?? false
        default: return false
        }
    }

    // MARK: Calls

    func call(_ callee: Expr, _ args: [Arg], _ labels: [String?], _ env: Env) throws -> RValue {
        var values: [RValue] = []
        values.reserveCapacity(args.count)
        for a in args { values.append(try eval(a.value, env)) }
        let callArgs = CallArgs(values: values, labels: labels)
        switch callee {
        case .member(.identifier(let v), let name, let optional):
            // One lookup of the name; a local array's mutating methods change its cell.
            let base: RValue
            if let cell = env.lookup(v) {
                if case .array = cell.value, Self.mutatingArrayMembers.contains(name) { return try mutateLocalArray(cell, name, callArgs) }
                // `d.negate()` changes the number in place; a Decimal128 is a class, so even a `let` one.
                if name == "negate", case .scalar = cell.value, callArgs.count == 0 {
                    cell.value = try callMember(cell.value, name, callArgs)
                    return .void
                }
                base = cell.value
            } else {
                base = try identifier(v, env)
            }
            if base.isNull && optional { return .null }
            return try callMember(base, name, callArgs)
        case .member(let baseExpr, let name, let optional):
            let base = try eval(baseExpr, env)
            if base.isNull && optional { return .null }
            return try callMember(base, name, callArgs)
        case .identifier(let name):
            if let cell = env.lookup(name) {
                guard case .closure(let c) = cell.value else { throw misuse("'\(name)' is not a function") }
                return try call(c, values)
            }
            return try callGlobal(name, callArgs)
        case .genericType(let name, let params):
            return try makeCollection(name, params, callArgs)
        default:
            let f = try eval(callee, env)
            guard case .closure(let c) = f else { throw misuse("\(f.kindName) is not a function") }
            return try call(c, values)
        }
    }

    /// The member table for a receiver.
    func table(for v: RValue) -> (String, [String: Member]) {
        switch v {
        case .realm: return ("Realm", members.realm)
        case .object: return ("Object", members.object)
        case .projection: return ("Projection", members.projection)
        case .projectedCollection: return ("ProjectedCollection", members.projectedCollection)
        case .collection(let c) where c.isObjectiveC:
            switch c.kind {
            case .results, .linkingObjects: return (c.objectiveCName, members.objcResults)
            case .list: return (c.objectiveCName, members.objcList)
            case .set: return (c.objectiveCName, members.objcSet)
            case .map: return (c.objectiveCName, members.objcMap)
            }
        case .collection(let c):
            switch c.kind {
            case .results, .linkingObjects: return (c.kind.rawValue, members.results)
            case .list: return ("List", members.list)
            case .set: return ("MutableSet", members.set)
            case .map: return ("Map", members.map)
            }
        case .enumCase: return ("AnyRealmValue", members.mixed)
        case .token: return ("NotificationToken", members.token)
        case .type: return ("Type", members.type)
        default: return (v.kindName, members.value)
        }
    }

    func callMember(_ base: RValue, _ name: String, _ args: CallArgs) throws -> RValue {
        try withNested(base) { try callMemberNow(base, name, args) }
    }

    private func callMemberNow(_ base: RValue, _ name: String, _ args: CallArgs) throws -> RValue {
        if ["object", "value"].contains(name), args.labels == ["forKey"], isInvalidatedObjcMap(base) { return .null }
        try checkValid(base, "call '\(name)'")
        let (kind, members) = table(for: base)
        if let m = members[name] {
            if m.labels != nil { return try m.run(self, base, args) }
            if let method = members[name + "()"] { return try method.run(self, base, args) }
        }
        if base.isNull { throw misuse("cannot call '\(name)' on nil") }
        // A ProjectedCollection's RandomAccessCollection members are the standard library's on its values.
        if case .projectedCollection = base { return try callMemberNow(.array(try elements(of: base)), name, args) }
        // A closure stored in a property or a member that is a property returning a closure.
        if case .closure(let c) = try member(base, name) { return try call(c, args.values) }
        throw misuse(Messages.unknownMember(name, on: kind))
    }

    /// An RLMDictionary of an invalidated realm: reading a key answers nil
    /// (RLMManagedDictionary's lookup finds no entry) where every other use raises.
    func isInvalidatedObjcMap(_ base: RValue) -> Bool {
        guard case .collection(let c) = base, c.kind == .map, c.isObjectiveC, generation != 0 else { return false }
        return isStale(base)
    }

    /// Members an invalidated handle still answers.
    static func readableWhenInvalidated(_ name: String, _ base: RValue) -> Bool {
        if name == "isInvalidated" || name == "realm" { return true }
        guard case .collection(let c) = base, c.isObjectiveC else { return false }
        return ["objectClassName", "type", "optional", "keyType"].contains(name)
    }

    func member(_ base: RValue, _ name: String) throws -> RValue {
        if case .collection(let c) = base, c.nested != nil { try refreshNested(c) }
        if base.isNull { throw misuse("cannot read '\(name)' of nil") }
        // `realm` answers the realm an accessor was read from, invalidated or not (RLMResults, RLMManagedArray);
        // an Objective-C collection's class facts (objectClassName, type, optional, keyType) come from its class info.
        if !Self.readableWhenInvalidated(name, base) { try checkValid(base, "read '\(name)'") }
        let (kind, members) = table(for: base)
        if let m = members[name], m.labels == nil { return try m.run(self, base, CallArgs(values: [], labels: [])) }
        if case .projectedCollection = base { return try member(.array(try elements(of: base)), name) }
        switch base {
        case .object(let o): return try property(o, name)
        case .dictionary(let pairs):
            if let v = try pairs.first(where: { try equal($0.0, .scalar(.string(name))) }) { return v.1 }
        case .projection(let p): return try projectionGet(p, name)
        case .tuple(let items):
            if let i = Int(name), i < items.count { return items[i] }
            // A map's entry (`for entry in map`) and a key-value pair name their parts key and value (§9 M35).
            if items.count == 2, name == "key" { return items[0] }
            if items.count == 2, name == "value" { return items[1] }
        default: break
        }
        throw misuse(Messages.unknownMember(name, on: kind))
    }

    func setMember(_ base: RValue, _ name: String, _ value: RValue) throws {
        try checkValid(base, "set '\(name)'")
        switch base {
        case .object(let o): try setProperty(o, name, value)
        case .projection(let p): try projectionSet(p, name, value)
        case .realm(let h) where name == "autorefresh": try setAutorefresh(h, value)
        case .jsonCoder(let c): try c.set(name, value)
        default: throw misuse("cannot assign '\(name)' on \(base.kindName)")
        }
    }
}
