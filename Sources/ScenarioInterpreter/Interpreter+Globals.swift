// Global functions and types a scenario may call: `Realm()`, `print`,
// `SpecError`, model initialisers, ObjectId/UUID/Date/Decimal128/Data,
// sort descriptors; the members of value types (`ObjectId.generate()`) beside
// a model class's own (Interpreter+ObjcObject.swift).
// Related documentation: docs/writing-scenarios.md#what-the-harness-adds-to-swift.

internal import RealmRules
internal import RealmSpecCore
internal import ScenarioAPI

extension Interpreter {
    /// Global functions and value-type initialisers: the one table the
    /// interpreter calls and lint checks labels against.
    static var globalFunctions: [String: Member] { [
        "Realm": .method([[], ["configuration"]]) { _, _, _ in .realm(RealmHandle()) },
        "AnyRealmValue": mixedInitialiser,
        "print": .method([["*"]]) { i, _, a in
            try i.capture(try a.values.map { try i.render($0) }.joined(separator: " ") + "\n")
            return .void
        },
        "SpecError": .method([["_"]]) { i, _, a in .error(try i.render(a[0])) },
        // `_name(for: \Dog.owner?.name)`: the key path's property names joined by dots, as the SDK
        // turns a Swift key path into the string it hands to sorting, observing and queries.
        "_name": .method([["for"]]) { _, _, a in
            guard case .keyPath(_, let path) = a[0] else { throw misuse("'_name(for:)' takes a key path, not \(a[0].kindName)") }
            return .scalar(.string(path.joined(separator: ".")))
        },
        // `type(of: dog)`: an object's model class, usable where `Dog.self` is (`realm.objects(type(of: dog))`).
        "type": .method([["of"]]) { _, _, a in
            switch a[0] {
            case .object(let o): return .type(o.type)
            case .projection(let p): return .type(p.projectionType)
            default: throw misuse("'type(of:)' takes an object or a projection here, not \(a[0].kindName)")
            }
        },
        "ObjectId": .method([[], ["_"], ["string"], ["timestamp", "machineId", "processId"]]) { i, _, a in try i.objectId(a) },
        // The Objective-C ObjectId and Decimal128 are the same values (Swift's types subclass them).
        "RLMObjectId": .method(declaredInitLabels(.rlmObjectId)) { i, _, a in try i.objectId(a) },
        "RLMDecimal128": .method(declaredInitLabels(.rlmDecimal128)) { i, _, a in
            if a.firstLabel == "value", a[0].isNullOrNSNull { return .scalar(.decimal128("NaN")) }
            return try i.decimal(a[0])
        },
        "UUID": .method([[], ["uuidString"]]) { i, _, a in try i.uuid(a) },
        "Date": .method([[], ["timeIntervalSince1970"], ["timeIntervalSinceReferenceDate"]]) { i, _, a in try i.date(a) },
        // Foundation's `NSDate()` and `NSUUID(uuidString:)`, as the Objective-C API's values: a Date
        // and a UUID (nil for text that is not one), which an `RLMArray<NSDate>` or `<NSUUID>` holds.
        "NSDate": .method([[], ["timeIntervalSince1970"], ["timeIntervalSinceReferenceDate"]]) { i, _, a in try i.date(a) },
        "NSUUID": .method([["uuidString"]]) { i, _, a in try i.uuid(a) },
        // `NSObject()`: an instance of no class the language models, for a property it never stores.
        "NSObject": .method([[]]) { _, _, _ in .enumCase("NSObject", []) },
        // `NSString("text")`: the string, as an Objective-C value.
        "NSString": .method([["_"], ["string"], ["format", "*"]]) { i, _, a in
            if a.firstLabel == "format" { return .scalar(.string(try i.formatted(try stringArg(a[0]), Array(a.values.dropFirst())))) }
            return .scalar(.string(try stringArg(a[0])))
        },
        // `NSNumber(value: 3)`: the number (or Bool) itself, as the Objective-C API holds it.
        "NSNumber": .method([["value"]]) { i, _, a in
            switch a[0] {
            case .scalar(.int), .scalar(.double), .scalar(.float), .scalar(.bool), .scalar(.decimal128): return a[0]
            default: throw misuse("NSNumber(value:) takes a number or a Bool, not \(a[0].kindName)")
            }
        },
        // `NSData()` and `NSData(data:)`: bytes, as Data.
        "NSData": .method([[], ["data"]]) { i, _, a in
            if a.count == 0 { return .scalar(.data([])) }
            guard case .scalar(.data) = a[0] else { throw misuse("NSData(data:) takes Data, not \(a[0].kindName)") }
            return a[0]
        },
        // `autoreleasepool { … }`: runs the block and gives what it returns; a
        // scenario frees nothing by hand, so the pool changes nothing else.
        "autoreleasepool": .method([["_"], ["invoking"]]) { i, _, a in
            try i.apply(try i.function(a[0], "autoreleasepool"), [])
        },
        "Decimal128": .method([[], ["_"], ["number"], ["string"], ["value"], ["floatLiteral"], ["integerLiteral"], ["stringLiteral"], ["exactly"]]) { i, _, a in
            // `Decimal128()` is zero; `Decimal128(value: NSNull())` is NaN.
            if a.count == 0 { return .scalar(.decimal128("0")) }
            if a.firstLabel == "value", a[0].isNullOrNSNull { return .scalar(.decimal128("NaN")) }
            return try i.decimal(a[0])
        },
        // `NSNull()`: Foundation's null object. Realm stores it as null (a nil link, an empty list),
        // but it is an object, not nil: a required value refuses it as `<null>` of type `NSNull`.
        "NSNull": .method([[]]) { _, _, _ in .scalar(.null) },
        "Data": .method([[], ["_"], ["repeating", "count"], ["count"]]) { i, _, a in
            if a.count == 0 { return .scalar(.data([])) }
            // `Data(count: n)`: n zero bytes.
            if a.firstLabel == "count" {
                let n = try int(a[0])
                guard n >= 0, n <= 1 << 20 else { throw misuse("Data(count:) needs a count from 0 to 1048576") }
                return .scalar(.data(Array(repeating: 0, count: n)))
            }
            if a.firstLabel == "repeating" {
                let n = try int(a[1])
                guard n >= 0, n <= 1 << 20 else { throw misuse("Data(repeating:count:) needs a count from 0 to 1048576") }
                return .scalar(.data(Array(repeating: UInt8(truncatingIfNeeded: try int(a[0])), count: n)))
            }
            if case .scalar(.string(let s)) = a[0] { return .scalar(.data(Array(s.utf8))) }
            return .scalar(.data(try i.elements(of: a[0]).map { UInt8(truncatingIfNeeded: try int($0)) }))
        },
        // `NSPredicate(format: "age > %@", 3)` or `NSPredicate(format: …, argumentArray: [3])`.
        // `NSPredicate(value: true)`: the predicate every object matches (or none, given false).
        "NSPredicate": .method([["format", "*"], ["format", "argumentArray"], ["value"]]) { i, _, a in
            if a.firstLabel == "value" {
                guard case .scalar(.bool(let b)) = a[0] else { throw misuse("NSPredicate(value:) needs a Bool") }
                return .enumCase(nsPredicate, [.scalar(.string(b ? "TRUEPREDICATE" : "FALSEPREDICATE")), .array([])])
            }
            guard let list = a.named("argumentArray") else { return .enumCase(nsPredicate, [a[0], .array(Array(a.values.dropFirst()))]) }
            return .enumCase(nsPredicate, [a[0], .array(try i.elements(of: list))])
        },
        // `NSCompoundPredicate(andPredicateWithSubpredicates: [p, q])`: the subpredicates joined by AND
        // (OR, or NOT of one); no subpredicates is TRUEPREDICATE for AND and FALSEPREDICATE for OR.
        "NSCompoundPredicate": .method([["andPredicateWithSubpredicates"], ["orPredicateWithSubpredicates"], ["notPredicateWithSubpredicate"]]) { i, _, a in
            try i.compoundPredicate(a.firstLabel ?? "", a[0])
        },
        "RLMSortDescriptor": .method(declaredInitLabels(.rlmSortDescriptor)) { i, _, a in try i.sortDescriptor(a) },
        // `AnyRealmCollection(list)`: the type-erased wrapper of a list, set, results or linking
        // objects, which holds the collection itself (RealmSwift/RealmCollection.swift
        // `AnyRealmCollection.init(_:)`); a Map is no RealmCollection.
        "AnyRealmCollection": .method(declaredInitLabels(.anyRealmCollection)) { _, _, a in
            guard case .collection(let c) = a[0], c.kind != .map else {
                throw misuse("'AnyRealmCollection(_:)' takes a List, MutableSet, Results or LinkingObjects, not \(a[0].kindName)")
            }
            return .collection(c.typeErased())
        },
        // `RLMArray(objectClassName: "Dog")`, `RLMSet(objectClassName:)`: unmanaged collections of objects (§12.5 #43, §12.7).
        // Their labels are their declared initialisers'.
        "RLMArray": .method(declaredInitLabels(.rlmArrayClass)) { i, _, a in try i.makeObjcCollection(.list, a[0]) },
        "RLMSet": .method(declaredInitLabels(.rlmSetClass)) { i, _, a in try i.makeObjcCollection(.set, a[0]) },
        // `getVaList([3])`: the arguments of `objects(where:args:)`, kept as a list.
        "getVaList": .method([["_"]]) { i, _, a in .array(try i.elements(of: a[0])) },
        "SortDescriptor": .method(declaredInitLabels(.sortDescriptor)) { i, _, a in try i.sortDescriptor(a) },
        "IndexSet": .method([["_"], ["integer"], ["integersIn"]]) { i, _, a in
            if a.firstLabel == "integer" { return .array([a[0]]) }
            return .array(try i.elements(of: a[0]).sorted { (i.order($0, $1) ?? 0) < 0 })
        },
        "IndexPath": .method([["row", "section"], ["item", "section"], ["indexes"]]) { i, _, a in try makeIndexPath(i, a) },
        "Array": .method([["_"]]) { i, _, a in .array(try i.elements(of: a[0])) },
        "Set": .method([["_"]]) { i, _, a in
            var out: [RValue] = []
            for e in try i.elements(of: a[0]) where try !out.contains(where: { try i.equal($0, e) }) { out.append(e) }
            return .array(unorderedSet(out))
        },
        "String": .method([["_"], ["describing"], ["data", "encoding"], ["repeating", "count"]]) { i, _, a in
            if a.firstLabel == "data" { return try string(fromData: a[0]) }
            if a.firstLabel == "repeating" { return try i.repeated(a[0], a[1]) }
            return .scalar(.string(try i.render(a[0])))
        },
        "Int": .method([["_"]]) { i, _, a in try i.integer(a[0]) },
        // `UInt(_:)`: NSUInteger, as the Objective-C collections' `index(of:)` returns it; below
        // zero it traps, as Swift's does. Held as an Int: `UInt(NSNotFound)` is NSIntegerMax.
        "UInt": .method([["_"]]) { i, _, a in
            let n = try i.integer(a[0])
            if case .scalar(.int(let x)) = n, x < 0 { throw misuse("\(x) does not fit in a UInt") }
            return n
        },
        "Int8": numberInitialiser(.int), "Int16": numberInitialiser(.int), "Int32": numberInitialiser(.int),
        "Int64": numberInitialiser(.int), "Float": numberInitialiser(.float),
        "Double": .method([["_"]]) { _, _, a in
            if case .scalar(let v) = a[0], let d = Compare.number(v) { return .scalar(.double(d)) }
            throw misuse("Double(_:) needs a number")
        },
    ].merging(codableGlobals) { a, _ in a } }

    /// A Swift `Set` of values has no order, so two sets of the same values
    /// compare equal whatever order they were built in: they are held in
    /// Realm's set order (nil first). A set holding objects keeps the order given.
    static func unorderedSet(_ items: [RValue]) -> [RValue] {
        var values: [Value] = []
        for item in items {
            switch item {
            case .null, .scalar(.null): values.append(.null)
            case .scalar(let v): values.append(v)
            default: return items
            }
        }
        return SetOrder.sorted(values).map { $0.isNull ? .null : .scalar($0) }
    }

    /// The label lists of the declared initialisers of a type called on (`RLMArray(objectClassName:)`).
    static func declaredInitLabels(_ receiver: ApiReceiver) -> [[String]] {
        (ApiDeclarations.byReceiver[receiver] ?? []).filter { $0.form == .initialiser }.flatMap(\.labelLists)
    }

    /// Accepted labels of each global, for lint.
    package static let globals: [String: [[String]]] = globalFunctions.mapValues { $0.labels ?? [] }

    func callGlobal(_ name: String, _ a: CallArgs) throws -> RValue {
        if let projection = catalog.projections[name] { return try makeProjection(projection.name, a) }
        // `Kind(rawValue: 1)`: the case of that raw value (held as the raw value), or nil.
        if let declared = catalog.enums[name] {
            guard case .scalar(let raw) = a[0], let rawType = declared.rawType else { return .null }
            let value = ValueCoercion.coerce(raw, to: rawType) ?? raw
            return declared.contains(raw: value) ? .scalar(value) : .null
        }
        // `Box(persistedValue: v)` of a declared CustomPersistable: held as `v`, the value Realm stores.
        if let wrapper = catalog.wrappers[name] { return try persistedValue(of: wrapper, a[0]) }
        if index.types[name] != nil { return .object(try makeObject(name, value: a.named("value") ?? (a.count > 0 ? a[0] : nil))) }
        guard let f = members.globals[name] else { throw misuse(Messages.unknownFunction(name)) }
        return try f.run(self, .void, a)
    }

    /// `String(repeating:count:)`, within the run's budget.
    func repeated(_ text: RValue, _ count: RValue) throws -> RValue {
        let s = try stringArg(text)
        guard case .scalar(.int(let n)) = count, n >= 0, n <= Int64(Int32.max) else {
            throw misuse("String(repeating:count:) needs a count of zero or more")
        }
        let (bytes, overflow) = Int(n).multipliedReportingOverflow(by: s.utf8.count)
        try spend(stringBytes: overflow ? Int.max : bytes)
        return .scalar(.string(String(repeating: s, count: Int(n))))
    }

    private func objectId(_ a: CallArgs) throws -> RValue {
        if a.count == 0 { return generatedDefault(.objectId) }
        // `ObjectId(timestamp:machineId:processId:)`: the seconds of the date in the first four bytes.
        if a.firstLabel == "timestamp" {
            guard case .scalar(.date(let t)) = a[0], let seconds = UInt32(exactly: t.rounded(.down)),
                  let machine = UInt32(exactly: try int(a[1])), let process = UInt16(exactly: try int(a[2])) else {
                throw misuse("ObjectId(timestamp:machineId:processId:) needs a Date from 1970 to 2106 and small ids")
            }
            func digits(_ v: UInt64, _ width: Int) -> String {
                let s = String(v, radix: 16)
                return String(repeating: "0", count: max(0, width - s.count)) + s
            }
            return .scalar(.objectId(digits(UInt64(seconds), 8) + digits(UInt64(machine & 0xFFFFFF), 6) + digits(UInt64(process), 4) + digits(0, 6)))
        }
        let hex = try stringArg(a[0]).lowercased()
        guard hex.count == 24, hex.allSatisfy(\.isHexDigit) else { throw misuse("invalid ObjectId string '\(hex)'") }
        return .scalar(.objectId(hex))
    }

    /// `UUID(uuidString:)` is nil for text that is not a UUID.
    private func uuid(_ a: CallArgs) throws -> RValue {
        guard let s = a.named("uuidString") else { return generatedDefault(.uuid) }
        let text = try stringArg(s).lowercased()
        let valid = text.count == 36 && text.enumerated().allSatisfy {
            [8, 13, 18, 23].contains($0.offset) ? $0.element == "-" : $0.element.isHexDigit
        }
        return valid ? .scalar(.uuid(text)) : .null
    }

    private func sortDescriptor(_ a: CallArgs) throws -> RValue {
        let ascending: Bool = { if case .scalar(.bool(let b))? = a.named("ascending") { return b }; return true }()
        let key: String
        switch a[0] {
        case .keyPath(_, let p): key = p.joined(separator: ".")
        default: key = try stringArg(a[0])
        }
        return .sortDescriptor(SortDescriptor(keyPath: key, ascending: ascending))
    }

    /// `Int(_:)`: an integer as it is (NSNotFound, Int.max, has no exact Double), a
    /// floating-point number truncated toward zero, a string parsed or nil.
    private func integer(_ v: RValue) throws -> RValue {
        if case .scalar(.int) = v { return v }
        if case .scalar(let s) = v, let d = Compare.number(s) {
            guard let i = Int64(exactly: d.rounded(.towardZero)) else { throw misuse("\(d) does not fit in an Int") }
            return .scalar(.int(i))
        }
        if case .scalar(.string(let s)) = v { return Int64(s).map { .scalar(.int($0)) } ?? .null }
        throw misuse("Int(_:) needs a number")
    }

    private func date(_ a: CallArgs) throws -> RValue {
        if let t = a.named("timeIntervalSince1970"), case .scalar(let v) = t, let d = Compare.number(v) { return .scalar(.date(d)) }
        if let t = a.named("timeIntervalSinceReferenceDate"), case .scalar(let v) = t, let d = Compare.number(v) {
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
        guard let kind = Self.creatableCollections[name], let last = params.last else { throw misuse(Messages.unknownFunction(name)) }
        if let cls = a.named("objectClassName") { return try makeObjcCollection(kind, cls) }
        if let type = a.named("objectType") { return try makeObjcValueCollection(kind, type, optional: a.named("optional")) }
        // `List<Dog>(collection: rlmArray)` (api-surface.md §5 L2, §7 S2, §9 M6): a Swift
        // collection over the Objective-C one, sharing its contents; a managed one is the same property.
        if let wrapped = a.named("collection") {
            guard case .collection(let c) = wrapped, c.kind == kind else {
                throw misuse("'\(name)(collection:)' needs an Objective-C \(kind == .list ? "RLMArray" : kind == .set ? "RLMSet" : "RLMDictionary"), not \(wrapped.kindName)")
            }
            guard let ref = c.ref else { return wrapped }
            return .collection(CollectionHandle(kind: c.kind, element: c.element, elementOptional: c.elementOptional, ref: ref, generation: generation))
        }
        // `List<Int>()` is the empty unmanaged collection; wrapping an Objective-C collection is not supported.
        if name != "RLMArray", a.count > 0 {
            let labels = a.labels.map { ($0 ?? "_") + ":" }.joined()
            throw misuse("\(name)<\(params.joined(separator: ", "))>(\(labels)) is not supported; only the empty \(name)<…>() is")
        }
        let optional = last.hasSuffix("?")
        let element = ScalarTypes.type(named: optional ? String(last.dropLast()) : last)
        return .collection(CollectionHandle(unmanaged: kind, element: element, elementOptional: optional))
    }

    // MARK: Type members

    static var typeMembers: [String: Member] { typeValueMembers.merging(objectClassMembers) { _, b in b } }

    static var typeValueMembers: [String: Member] { [
        "generate": .method([[]]) { i, r, _ in i.generatedDefault(.objectId) },
        // `RLMObjectId.objectId()`: a new ObjectId, as `ObjectId.generate()`.
        "objectId": .method([[]]) { i, r, _ in
            guard try typeName(r) == "RLMObjectId" else { throw misuse(Messages.unknownMember("objectId", on: try typeName(r))) }
            return i.generatedDefault(.objectId)
        },
        "now": .property { i, _ in i.generatedDefault(.date) },
        // `String.Encoding.utf8`: the encoding `data(using:)` takes, spelt in full.
        "Encoding": .property { _, r in
            guard try typeName(r) == "String" else { throw misuse(Messages.unknownMember("Encoding", on: try typeName(r))) }
            return .type("String.Encoding")
        },
        "utf8": .property { _, r in
            guard try typeName(r) == "String.Encoding" else { throw misuse(Messages.unknownMember("utf8", on: try typeName(r))) }
            return .enumCase("utf8", [])
        },
        // Foundation's far dates: `Date.distantFuture` (4001-01-01) and `Date.distantPast` (0000-12-30).
        "distantFuture": .property { _, r in
            guard try typeName(r) == "Date" else { throw misuse(Messages.unknownMember("distantFuture", on: try typeName(r))) }
            return .scalar(.date(64_092_211_200))
        },
        "distantPast": .property { _, r in
            guard try typeName(r) == "Date" else { throw misuse(Messages.unknownMember("distantPast", on: try typeName(r))) }
            return .scalar(.date(-62_135_769_600))
        },
        // `Int8.min`, `Int32.max`, …: the bounds of the integer type named.
        "max": .property { _, r in
            if let d = try decimalExtreme(r, max: true) { return d }
            return try integerBound(r, max: true)
        },
        "min": .property { _, r in
            if let d = try decimalExtreme(r, max: false) { return d }
            return try integerBound(r, max: false)
        },
        // `Float.greatestFiniteMagnitude`, `Double.infinity`: of the type named.
        "greatestFiniteMagnitude": .property { _, r in
            try typeName(r) == "Float" ? .scalar(.float(Float.greatestFiniteMagnitude)) : .scalar(.double(Double.greatestFiniteMagnitude))
        },
        "infinity": .property { _, r in try typeName(r) == "Float" ? .scalar(.float(Float.infinity)) : .scalar(.double(Double.infinity)) },
        // `Float.nan`, `Double.nan`: a quiet NaN of the type named.
        "nan": .property { _, r in
            switch try typeName(r) {
            case "Float": return .scalar(.float(Float.nan))
            case "Double": return .scalar(.double(Double.nan))
            case let other: throw misuse(Messages.unknownMember("nan", on: other))
            }
        },
        // `ObjectiveCSupport.convert(object: list)`: the Objective-C collection a Swift one wraps
        // (RLMArray, RLMSet, RLMDictionary, RLMResults), the same contents.
        "convert": .method([["object"]]) { _, r, a in
            guard try typeName(r) == "ObjectiveCSupport" else { throw misuse(Messages.unknownMember("convert", on: try typeName(r))) }
            switch a[0] {
            // A managed collection's RLMArray (RLMSet, …) is the same collection seen from Objective-C.
            case .collection(let c) where c.isManaged:
                guard let ref = c.ref else { return a[0] }
                let d = CollectionHandle(kind: c.kind, element: c.element, elementOptional: c.elementOptional, ref: ref, generation: c.generation)
                return .collection(d.seenFromObjectiveC())
            // An unmanaged collection and its Objective-C form are one handle: once
            // converted, it answers as the Objective-C class under either name.
            case .collection(let c): return .collection(c.seenFromObjectiveC())
            // A Realm's RLMRealm is the same realm.
            case .realm: return a[0]
            default: throw misuse("'ObjectiveCSupport.convert(object:)' takes a Realm, List, MutableSet, Map or Results here")
            }
        },
    ].merging(jsonSerializationMembers) { a, _ in a } }
}

func typeName(_ r: RValue) throws -> String {
    guard case .type(let t) = r else { throw misuse("expected a type, found \(r.kindName)") }
    return t
}

extension Interpreter {
    /// `NSString(format:…)`: `%@` (the next argument as `print` shows it),
    /// `%d`, `%i`, `%u` with an optional `l` or `ll` (the next argument, an
    /// integer) and `%%`. Any other conversion is refused.
    func formatted(_ format: String, _ args: [RValue]) throws -> String {
        var out = ""
        var rest = args[...]
        var chars = format[...]
        while let c = chars.popFirst() {
            guard c == "%" else { out.append(c); continue }
            var spec = ""
            while let n = chars.first, "l".contains(n) { spec.append(n); chars.removeFirst() }
            guard let conv = chars.popFirst() else { throw misuse("NSString(format:) ends inside a conversion") }
            if conv == "%" { out.append("%"); continue }
            guard "@diu".contains(conv) else { throw misuse("NSString(format:) supports %@, %d, %i, %u and %%, not %\(spec)\(conv)") }
            guard let arg = rest.popFirst() else { throw misuse("NSString(format:) has more conversions than arguments") }
            if conv == "@" {
                out += try render(arg)
            } else {
                out += String(try int(arg))
            }
        }
        return out
    }
}

extension Interpreter {
    /// The bound `min`/`max` names on an integer type.
    static func integerBound(_ r: RValue, max: Bool) throws -> RValue {
        let name = try typeName(r)
        let bounds: (Int64, Int64)? = switch name {
        case "Int", "Int64": (Int64.min, Int64.max)
        case "Int32": (Int64(Int32.min), Int64(Int32.max))
        case "Int16": (Int64(Int16.min), Int64(Int16.max))
        case "Int8": (Int64(Int8.min), Int64(Int8.max))
        default: nil
        }
        guard let (lo, hi) = bounds else {
            throw misuse(Messages.unknownMember(max ? "max" : "min", on: name))
        }
        return .scalar(.int(max ? hi : lo))
    }
}
