// Members of plain Swift values a scenario uses: strings, arrays,
// dictionaries and errors; and subscripts on every receiver.
// Related documentation: docs/writing-scenarios.md#what-the-harness-adds-to-swift.

internal import RealmSpecCore

extension Interpreter {
    static var valueMembers: [String: Member] { [
        "_constructPredicate": constructPredicateMember,
        "count": .property { i, r in
            if case .scalar(.string(let s)) = r { return .scalar(.int(Int64(s.count))) }
            if case .scalar(.data(let bytes)) = r { return .scalar(.int(Int64(bytes.count))) }
            if case .dictionary(let d) = r { return .scalar(.int(Int64(d.count))) }
            return .scalar(.int(Int64(try i.elements(of: r).count)))
        },
        "isEmpty": .property { i, r in
            if case .scalar(.string(let s)) = r { return .scalar(.bool(s.isEmpty)) }
            if case .dictionary(let d) = r { return .scalar(.bool(d.isEmpty)) }
            return .scalar(.bool(try i.elements(of: r).isEmpty))
        },
        "first": .property { i, r in try i.elements(of: r).first ?? .null },
        // `next()` of an iterator held in a constant: its first element (a `var` one advances, see `mutateLocalArray`).
        "next": .method([[]]) { i, r, _ in try i.elements(of: r).first ?? .null },
        "last": .property { i, r in try i.elements(of: r).last ?? .null },
        "keys": .property { _, r in
            guard case .dictionary(let d) = r else { throw misuse("'keys' needs a dictionary") }
            return .array(d.map(\.0))
        },
        "values": .property { _, r in
            guard case .dictionary(let d) = r else { throw misuse("'values' needs a dictionary") }
            return .array(d.map(\.1))
        },
        "localizedDescription": .property { i, r in
            if case .error(let m) = r { return .scalar(.string(m)) }
            return .scalar(.string(try i.render(r)))
        },
        "description": .property { i, r in
            switch r {
            // Decimal128's description is its text ("11.11111"); a SortDescriptor's names its key path and direction.
            case .scalar(.decimal128(let s)): return .scalar(.string(s))
            case .sortDescriptor(let d):
                return .scalar(.string("SortDescriptor(keyPath: \(d.keyPath), direction: \(d.ascending ? "ascending" : "descending"))"))
            default: return .scalar(.string(try i.render(r)))
            }
        },
        "stringValue": .property { _, r in
            switch r {
            case .scalar(.objectId(let hex)), .scalar(.decimal128(let hex)): return .scalar(.string(hex))
            default: throw misuse("'stringValue' needs an ObjectId or a Decimal128")
            }
        },
        "uuidString": .property { _, r in
            guard case .scalar(.uuid(let text)) = r else { throw misuse("'uuidString' needs a UUID") }
            return .scalar(.string(text.uppercased()))
        },
        "timeIntervalSince1970": .property { _, r in
            guard case .scalar(.date(let t)) = r else { throw misuse("'timeIntervalSince1970' needs a Date") }
            return .scalar(.double(t))
        },
        "uppercased": .method([[]]) { _, r, _ in .scalar(.string(try stringArg(r).uppercased())) },
        // `"a".utf8`: the string's bytes, for `Data("a".utf8)`.
        "utf8": .property { _, r in .array(try stringArg(r).utf8.map { .scalar(.int(Int64($0))) }) },
        "utf16": .property { _, r in .array(try stringArg(r).utf16.map { .scalar(.int(Int64($0))) }) },
        // A Swift Set (or array) against any sequence: `Set(keys).isSubset(of: map.keys)`.
        "isSubset": .method([["of"]]) { i, r, a in
            let other = try i.elements(of: a[0])
            return .scalar(.bool(try i.elements(of: r).allSatisfy { e in try other.contains { try i.equal($0, e) } }))
        },
        "isSuperset": .method([["of"]]) { i, r, a in
            let mine = try i.elements(of: r)
            return .scalar(.bool(try i.elements(of: a[0]).allSatisfy { e in try mine.contains { try i.equal($0, e) } }))
        },
        "isDisjoint": .method([["with"]]) { i, r, a in
            let other = try i.elements(of: a[0])
            return .scalar(.bool(try !i.elements(of: r).contains { e in try other.contains { try i.equal($0, e) } }))
        },
        // `String.localizedUppercase` / `localizedLowercase` (in the POSIX locale the scenarios run in).
        "localizedUppercase": .property { _, r in .scalar(.string(try stringArg(r).uppercased())) },
        "localizedLowercase": .property { _, r in .scalar(.string(try stringArg(r).lowercased())) },
        "lowercased": .method([[]]) { _, r, _ in .scalar(.string(try stringArg(r).lowercased())) },
        "hasPrefix": .method([["_"]]) { _, r, a in .scalar(.bool(try stringArg(r).hasPrefix(try stringArg(a[0])))) },
        "hasSuffix": .method([["_"]]) { _, r, a in .scalar(.bool(try stringArg(r).hasSuffix(try stringArg(a[0])))) },
        "contains": .method([["_"], ["where"]]) { i, r, a in
            if case .scalar(.string(let s)) = r { return .scalar(.bool(s.contains(try stringArg(a[0])))) }
            if case .closure = a[0] { return .scalar(.bool(try i.elements(of: r).contains { try i.truth(try i.apply(a[0], [$0])) })) }
            return .scalar(.bool(try i.elements(of: r).contains { try i.equal($0, a[0]) }))
        },
        // `sorted()` in the values' own order; `sorted(by:)` (`sorted { $0 > $1 }`) by the closure.
        "sorted": .method([[], ["by"]]) { i, r, a in
            if a.count > 0 {
                let c = try i.function(a[0], "sorted")
                return .array(try i.elements(of: r).sorted { try i.truth(try i.apply(c, [$0, $1])) })
            }
            return .array(try i.elements(of: r).sorted { (i.order($0, $1) ?? 0) < 0 })
        },
        "map": .method([["_"]]) { i, r, a in
            let c = try i.function(a[0], "map")
            return .array(try i.elements(of: r).map { try i.apply(c, [$0]) })
        },
        "filter": .method([["_"]]) { i, r, a in
            let c = try i.function(a[0], "filter")
            return .array(try i.elements(of: r).filter { try i.truth(try i.apply(c, [$0])) })
        },
        "compactMap": .method([["_"]]) { i, r, a in try i.compactMap(r, a) },
        "flatMap": .method([["_"]]) { i, r, a in try i.flatMap(r, a) },
        "enumerated": .method([[]]) { i, r, _ in try i.enumerated(r) },
        // `"b".data(using: .utf8)`: the string's UTF-8 bytes.
        "data": .method([["using"], ["using", "allowLossyConversion"]]) { _, r, a in
            guard case .enumCase("utf8", _) = a[0] else { throw misuse("data(using:) takes .utf8 here") }
            return .scalar(.data(Array(try stringArg(r).utf8)))
        },
        "reduce": .method([["_", "_"]]) { i, r, a in
            let c = try i.function(a[1], "reduce")
            return try i.elements(of: r).reduce(a[0]) { try i.apply(c, [$0, $1]) }
        },
        "first()": .method([["where"]]) { i, r, a in
            let c = try i.function(a[0], "first(where:)")
            return try i.elements(of: r).first { try i.truth(try i.apply(c, [$0])) } ?? .null
        },
        "firstIndex": .method([["of"]]) { i, r, a in
            let at = try i.elements(of: r).firstIndex { try i.equal($0, a[0]) }
            return at.map { .scalar(.int(Int64($0))) } ?? .null
        },
        "allSatisfy": .method([["_"]]) { i, r, a in
            let c = try i.function(a[0], "allSatisfy")
            return .scalar(.bool(try i.elements(of: r).allSatisfy { try i.truth(try i.apply(c, [$0])) }))
        },
        "forEach": .method([["_"]]) { i, r, a in
            let c = try i.function(a[0], "forEach")
            for e in try i.elements(of: r) { _ = try i.apply(c, [e]) }
            return .void
        },
    ].merging(valueTypeMembers) { a, _ in a }.merging(indexPathMembers) { a, _ in a }.merging(codableMembers) { a, _ in a } }

    /// `compactMap`: the closure's results that are not nil.
    func compactMap(_ r: RValue, _ a: CallArgs) throws -> RValue {
        let c = try function(a[0], "compactMap")
        return .array(try elements(of: r).map { try apply(c, [$0]) }.filter { !$0.isNull })
    }

    /// `flatMap`: the elements of the closure's results, one after another.
    func flatMap(_ r: RValue, _ a: CallArgs) throws -> RValue {
        let c = try function(a[0], "flatMap")
        var out: [RValue] = []
        for e in try elements(of: r) {
            let more = try elements(of: try apply(c, [e]))
            try spend(adding: more.count, toCount: out.count + more.count)
            out += more
        }
        return .array(out)
    }

    /// `enumerated()`: each element with its offset, as `(offset, element)`.
    func enumerated(_ r: RValue) throws -> RValue {
        .array(try elements(of: r).enumerated().map { .tuple([.scalar(.int(Int64($0.offset))), $0.element]) })
    }

    /// Array methods that change a local variable in place.
    static let mutatingArrayMembers: Set<String> = ["append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "next"]

    /// `items.append(x)` on a local array variable, in place (see
    /// `Cell+InPlace.swift`): the budget is charged with what is added.
    func mutateLocalArray(_ cell: Cell, _ name: String, _ a: CallArgs) throws -> RValue {
        guard case .array = cell.value else { throw misuse("'\(name)' needs an array") }
        if cell.isConstant { throw misuse("cannot change constant array with '\(name)'") }
        return try cell.changeArrayInPlace(copies: &inPlaceCopies) { items -> RValue in
            switch (name, a.labels.first ?? nil) {
            case ("append", "contentsOf"):
                let more = try elements(of: a[0])
                try spend(adding: more.count, toCount: items.count + more.count)
                items.append(contentsOf: more)
            case ("append", _):
                try spend(adding: 1, toCount: items.count + 1)
                try Budget.checkDepth(of: [a[0]])
                items.append(a[0])
            case ("insert", _):
                let at = try int(a[1])
                guard at >= 0, at <= items.count else { throw misuse("index \(at) out of range") }
                try spend(adding: 1, toCount: items.count + 1)
                try Budget.checkDepth(of: [a[0]])
                items.insert(a[0], at: at)
            case ("remove", _):
                let at = try int(a[0])
                guard at >= 0, at < items.count else { throw misuse("index \(at) out of range") }
                return items.remove(at: at)
            case ("removeAll", _): items.removeAll()
            // An iterator's `next()` (`var it = list.makeIterator()`): the next element, nil at the end.
            case ("next", _): return items.isEmpty ? .null : items.removeFirst()
            case ("removeLast", _), ("removeFirst", _):
                guard !items.isEmpty else { throw misuse("'\(name)' on an empty array") }
                return name == "removeLast" ? items.removeLast() : items.removeFirst()
            default: throw misuse(Messages.unknownMember(name, on: "array"))
            }
            return .void
        } ?? .void
    }

    // MARK: Subscripts

    func subscriptGet(_ base: RValue, _ keys: [RValue]) throws -> RValue {
        if case .collection(let c) = base, c.nested != nil { try refreshNested(c) }
        guard let key = keys.first else { throw misuse("subscript needs an index") }
        if isInvalidatedObjcMap(base) { return .null }
        try checkValid(base, "read through a subscript")
        switch base {
        case .collection(let c) where c.kind == .map: return try mapGet(c, try stringArg(key))
        // `list[1..<3]`: the elements of the range, each read as `list[i]` is (§4 RC7, §5 L16).
        case .collection(let c) where { if case .range = key { true } else { false } }():
            let (lower, upper) = try bounds(key)
            return .array(try (lower...max(lower, upper + 1)).dropLast().map { try at(c, $0) })
        case .collection(let c): return try at(c, try int(key))
        case .array(let items):
            let i = try int(key)
            guard i >= 0, i < items.count else { throw misuse("index \(i) out of range (count \(items.count))") }
            return items[i]
        case .dictionary(let pairs): return try pairs.first { try equal($0.0, key) }?.1 ?? .null
        case .object(let o): return try propertyByName(o, try stringArg(key))
        case .projection(let p): return try projectionGet(p, try stringArg(key))
        case .projectedCollection(let p): return try follow(try at(p.backing, try int(key)), p.path[...])
        default: throw misuse("\(base.kindName) has no subscript")
        }
    }

    func subscriptSet(_ base: RValue, _ keys: [RValue], _ value: RValue) throws {
        try withNested(base) { try subscriptSetNow(base, keys, value) }
    }

    private func subscriptSetNow(_ base: RValue, _ keys: [RValue], _ value: RValue) throws {
        guard let key = keys.first else { throw misuse("subscript needs an index") }
        try checkValid(base, "assign through a subscript")
        switch base {
        case .collection(let c) where c.kind == .map:
            try mapAssign(c, try stringArg(key), value)
        case .collection(let c) where c.kind == .list:
            if case .range = key {
                try listReplaceSubrange(c, try bounds(key), with: try elements(of: value))
            } else {
                try listReplace(c, at: try int(key), with: value)
            }
        case .object(let o): try setProperty(o, try stringArg(key), value, dynamic: true)
        case .projection(let p): try projectionSet(p, try stringArg(key), value)
        case .projectedCollection(let p): try projectedSet(p, at: try int(key), value)
        default: throw misuse("cannot assign through a subscript of \(base.kindName)")
        }
    }
}
