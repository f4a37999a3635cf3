// Global functions and types a scenario may call: `Realm()`, `print`,
// `SpecError`, model initialisers, ObjectId/UUID/Date/Decimal128/Data,
// sort descriptors, and the class methods of the Objective-C API in their
// Swift spelling (`Dog.allObjects(in:)`, `Person.createOrUpdateModified(in:withValue:)`).
// Related documentation: language#globals, crud-delete#delete-multiple-objects,
// crud-update#upsert-an-object.

import RealmSpecCore

extension Interpreter {
    /// Global functions and value-type initialisers, with their accepted labels.
    static let globals: [String: [[String]]] = [
        "Realm": [[], ["configuration"]], "print": [["*"]], "SpecError": [["_"]],
        "ObjectId": [[], ["_"], ["string"]], "UUID": [[], ["uuidString"]],
        "Date": [[], ["timeIntervalSince1970"], ["timeIntervalSinceReferenceDate"]],
        "Decimal128": [["_"], ["number"], ["string"], ["value"]], "Data": [["_"]],
        "RLMSortDescriptor": [["keyPath", "ascending"]], "SortDescriptor": [["keyPath"], ["keyPath", "ascending"]],
        "IndexSet": [["_"], ["integer"], ["integersIn"]], "Array": [["_"]], "Set": [["_"]], "String": [["_"], ["describing"]], "Int": [["_"]], "Double": [["_"]],
    ]

    func callGlobal(_ name: String, _ a: CallArgs) throws -> RValue {
        if let projection = catalog.projections[name] { return try makeProjection(projection.name, a) }
        if index.types[name] != nil { return .object(try makeObject(name, value: a.named("value") ?? (a.count > 0 ? a[0] : nil))) }
        switch name {
        case "Realm": return .realm(RealmHandle())
        case "print":
            output += try a.values.map { try render($0) }.joined(separator: " ") + "\n"
            return .void
        case "SpecError": return .error(try render(a[0]))
        case "ObjectId":
            if a.count == 0 { return generatedDefault(.objectId) }
            let hex = try stringArg(a[0]).lowercased()
            guard hex.count == 24, hex.allSatisfy(\.isHexDigit) else { throw misuse("invalid ObjectId string '\(hex)'") }
            return .scalar(.objectId(hex))
        case "UUID":
            guard let s = a.named("uuidString") else { return generatedDefault(.uuid) }
            let text = try stringArg(s).lowercased()
            let valid = text.count == 36 && text.enumerated().allSatisfy { [8, 13, 18, 23].contains($0.offset) ? $0.element == "-" : $0.element.isHexDigit }
            return valid ? .scalar(.uuid(text)) : .null
        case "Date": return try date(a)
        case "Decimal128": return try decimal(a[0])
        case "Data":
            if case .scalar(.string(let s)) = a[0] { return .scalar(.data(Array(s.utf8))) }
            return .scalar(.data(try elements(of: a[0]).map { UInt8(truncatingIfNeeded: try int($0)) }))
        case "RLMSortDescriptor", "SortDescriptor":
            let ascending: Bool = { if case .scalar(.bool(let b))? = a.named("ascending") { return b }; return true }()
            let key: String
            switch a[0] {
            case .keyPath(_, let p): key = p.joined(separator: ".")
            default: key = try stringArg(a[0])
            }
            return .sortDescriptor(SortDescriptor(keyPath: key, ascending: ascending))
        case "Array": return .array(try elements(of: a[0]))
        case "IndexSet":
            if a.firstLabel == "integer" { return .array([a[0]]) }
            return .array(try elements(of: a[0]).sorted { (order($0, $1) ?? 0) < 0 })
        case "Set":
            var out: [RValue] = []
            for e in try elements(of: a[0]) where try !out.contains(where: { try equal($0, e) }) { out.append(e) }
            return .array(out)
        case "String": return .scalar(.string(try render(a[0])))
        case "Int":
            if case .scalar(let v) = a[0], let d = ValueCoercion.number(v) { return .scalar(.int(Int64(d))) }
            if case .scalar(.string(let s)) = a[0] { return Int64(s).map { .scalar(.int($0)) } ?? .null }
            throw misuse("Int(_:) needs a number")
        case "Double":
            if case .scalar(let v) = a[0], let d = ValueCoercion.number(v) { return .scalar(.double(d)) }
            throw misuse("Double(_:) needs a number")
        default:
            throw misuse(Messages.unknownFunction(name))
        }
    }

    private func date(_ a: CallArgs) throws -> RValue {
        if let t = a.named("timeIntervalSince1970"), case .scalar(let v) = t, let d = ValueCoercion.number(v) { return .scalar(.date(d)) }
        if let t = a.named("timeIntervalSinceReferenceDate"), case .scalar(let v) = t, let d = ValueCoercion.number(v) {
            return .scalar(.date(d + 978_307_200))
        }
        return generatedDefault(.date)
    }

    private func decimal(_ v: RValue) throws -> RValue {
        switch v {
        case .scalar(.string(let s)): return .scalar(.decimal128(s))
        case .scalar(.int(let i)): return .scalar(.decimal128(String(i)))
        case .scalar(.double(let d)):
            let text = d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)
            return .scalar(.decimal128(text))
        default: throw misuse("Decimal128 needs a number or a string")
        }
    }

    /// `List<Dog>()`, `MutableSet<String>()`, `Map<String, Int>()`: unmanaged collections.
    func makeCollection(_ name: String, _ params: [String], _ a: CallArgs) throws -> RValue {
        let kinds: [String: CollectionHandle.Kind] = ["List": .list, "RLMArray": .list, "MutableSet": .set, "Map": .map]
        guard let kind = kinds[name], let last = params.last else { throw misuse(Messages.unknownFunction(name)) }
        let optional = last.hasSuffix("?")
        let element = ScalarTypes.type(named: optional ? String(last.dropLast()) : last)
        return .collection(CollectionHandle(unmanaged: kind, element: element, elementOptional: optional))
    }

    // MARK: Type members

    static let typeMembers: [String: Member] = [
        "generate": .method([[]]) { i, r, _ in i.generatedDefault(.objectId) },
        "now": .property { i, _ in i.generatedDefault(.date) },
        "allObjects": .method([["in"]]) { i, r, a in try i.objects(try typeName(r), in: a[0]) },
        "objects": .method([["in", "where"], ["*"]]) { i, r, a in
            let all = try i.objects(try typeName(r), in: a[0])
            let rest = CallArgs(values: Array(a.values.dropFirst()), labels: Array(a.labels.dropFirst()))
            return try i.derive(try coll(all)) { .filtered($0, try i.predicate(rest)) }
        },
        "create": .method([["in", "withValue"]]) { i, r, a in try i.create(try typeName(r), value: a[1], update: .error) },
        "createOrUpdate": .method([["in", "withValue"]]) { i, r, a in try i.create(try typeName(r), value: a[1], update: .all) },
        "createOrUpdateModified": .method([["in", "withValue"]]) { i, r, a in try i.create(try typeName(r), value: a[1], update: .modified) },
        "object": .method([["in", "forPrimaryKey"], ["forPrimaryKey"]]) { i, r, a in
            try i.object(try typeName(r), primaryKey: a.named("forPrimaryKey") ?? .null, in: a.named("in") ?? .realm(RealmHandle()))
        },
    ]
}

func typeName(_ r: RValue) throws -> String {
    guard case .type(let t) = r else { throw misuse("expected a type, found \(r.kindName)") }
    return t
}
