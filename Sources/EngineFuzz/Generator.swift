// Generating call sequences from the fuzz models: valid calls most of the
// time, and deliberately invalid ones in a configurable share, so that error
// kinds are compared as well as values.
//
// The generator never sees an engine's replies. It keeps its own model of
// what probably exists (how many objects of each type, whether a write is
// open, how many snapshots and observers there are); a call that names an
// object no engine reported is skipped when the sequence runs.

internal import PredicateFormat
internal import RealmSpecCore

/// Generates sequences for one seed.
public struct FuzzGenerator {
    public struct Options: Sendable {
        /// The share of steps that are deliberately invalid calls (0...1).
        public var invalidShare: Double
        /// Steps per sequence: a random length in this range.
        public var length: ClosedRange<Int>
        public init(invalidShare: Double = 0.1, length: ClosedRange<Int> = 10...60) {
            self.invalidShare = invalidShare; self.length = length
        }
    }

    var random: FuzzRandom
    let options: Options
    var steps: [FuzzStep] = []
    var inWrite = false
    /// Handles the generator believes exist, per type.
    var counts: [String: Int64] = [:]
    var nextPrimaryKey: Int64 = 1
    var frozenObjects: [ObjectKey] = []
    var frozenResults: [CollectionRef] = []
    var freezes = 0
    var observers: [Int] = []
    var observes = 0

    public init(seed: UInt64, options: Options = Options()) {
        self.random = FuzzRandom(seed: seed)
        self.options = options
    }

    /// The sequence for `seed`.
    public static func sequence(seed: UInt64, options: Options = Options()) -> FuzzSequence {
        var g = FuzzGenerator(seed: seed, options: options)
        return FuzzSequence(seed: seed, steps: g.generate())
    }

    mutating func generate() -> [FuzzStep] {
        let length = options.length.lowerBound + random.below(options.length.count)
        while steps.count < length {
            if random.chance(options.invalidShare) { invalidStep() } else { validStep() }
            if random.chance(0.04) { steps.append(.checkpoint) }
        }
        steps.append(.checkpoint)
        return steps
    }

    mutating func emit(_ call: EngineCall, query: FuzzQueryText? = nil) {
        steps.append(.call(call, query: query))
    }

    /// A handle of `type` the generator believes was reported, or nil.
    mutating func handle(_ type: String) -> ObjectKey? {
        guard let n = counts[type], n > 0 else { return nil }
        // Mostly recent objects, sometimes any.
        let id = random.chance(0.6) ? max(1, n - Int64(random.below(3))) : Int64(1 + random.below(Int(n)))
        return ObjectKey(type: type, id: id)
    }

    mutating func created(_ type: String) { counts[type, default: 0] += 1 }

    // MARK: Valid steps

    mutating func validStep() {
        if !inWrite {
            switch random.below(20) {
            case 0..<8: emit(.beginWrite); inWrite = true
            case 8..<11: read()
            case 11: emit(.refresh)
            case 12: observe()
            case 13: freeze()
            case 14: thawOrReadFrozen()
            case 15: if random.chance(0.3) { emit(.reopen) } else { emit(.refresh) }
            case 16: if let t = observers.randomElement(using: &random) { emit(.stopObserving(token: t)); observers.removeAll { $0 == t } } else { read() }
            default: read()
            }
            return
        }
        switch random.below(40) {
        case 0..<6: add()
        case 6..<9: create()
        case 9..<14: setProperty()
        case 14..<19: listOperation()
        case 19..<22: setOperation()
        case 22..<25: mapOperation()
        case 25: deleteObject()
        case 26: deleteQuery()
        case 27: if random.chance(0.15) { emit(.deleteAll) } else { read() }
        case 28..<31: read()
        case 31: setForAll()
        case 32..<37:
            emit(.commitWrite(withoutNotifying: [])); inWrite = false
            // Observers hear of a write at the next refresh.
            if !observers.isEmpty && random.chance(0.6) { emit(.refresh) }
        case 37: emit(.cancelWrite); inWrite = false
        case 38: if random.chance(0.2) { emit(.reopen); inWrite = false } else { add() }
        default: addPlain()
        }
    }

    mutating func primaryKey() -> Int64 {
        if nextPrimaryKey > 1 && random.chance(0.3) { return 1 + Int64(random.below(Int(nextPrimaryKey - 1))) }
        defer { nextPrimaryKey += 1 }
        return nextPrimaryKey
    }

    /// Fields for a new FzObj: the primary key and a random subset of the rest.
    mutating func objectFields(embedded: (inout FuzzGenerator) -> Value) -> (fields: [MapEntry], isNew: Bool) {
        let before = nextPrimaryKey
        var fields = [MapEntry("id", .int(primaryKey()))]
        let isNew = nextPrimaryKey != before
        for p in FuzzModel.type("FzObj").properties where p.collection == .single && !p.isPrimaryKey && !p.isLinkingObjects {
            guard random.chance(0.3) else { continue }
            if p.name == "emb" { fields.append(MapEntry("emb", embedded(&self))); continue }
            fields.append(MapEntry(p.name, scalar(p.type, optional: p.isOptional || p.type.objectType != nil)))
        }
        if random.chance(0.2) { fields.append(MapEntry("ints", .list((0..<random.below(3)).map { _ in .int(random.pick(Self.ints)) }))) }
        if random.chance(0.15) { fields.append(MapEntry("tags", .list((0..<random.below(3)).map { _ in .string(random.pick(Self.strings)) }))) }
        if random.chance(0.15) { fields.append(MapEntry("scores", .map([MapEntry(random.pick(Self.mapKeys), .int(random.pick(Self.ints)))]))) }
        return (fields, isNew)
    }

    /// An unmanaged object as `Type(value:)` makes it: every property, the
    /// given values over the defaults, in schema order.
    static func unmanaged(_ type: String, _ given: [MapEntry]) -> [MapEntry] {
        FuzzModel.type(type).properties.filter { !$0.isLinkingObjects }.map { p in
            if let v = given.first(where: { $0.key == p.name })?.value {
                if case .list(let vs) = v, p.collection == .set { return MapEntry(p.name, .set(vs)) }
                return MapEntry(p.name, v)
            }
            switch p.collection {
            case .list: return MapEntry(p.name, .list([]))
            case .set: return MapEntry(p.name, .set([]))
            case .map: return MapEntry(p.name, .map([]))
            case .single: return MapEntry(p.name, p.defaultValue ?? .null)
            }
        }
    }

    mutating func embeddedFields() -> [MapEntry] {
        [MapEntry("x", .int(random.pick(Self.ints)))] + (random.chance(0.5) ? [MapEntry("note", scalar(.string, optional: true))] : [])
    }

    mutating func policy() -> UpdatePolicy { random.pick([.error, .modified, .all, .modified]) }

    mutating func add() {
        var hasEmbedded = false
        let (fields, isNew) = objectFields { g in
            hasEmbedded = true
            return .newObject(NewObject(type: "FzEmb", localId: 1, fields: Self.unmanaged("FzEmb", g.embeddedFields())))
        }
        let update = isNew ? random.pick([.error, .modified, .all]) : policy()
        emit(.add(.newObject(NewObject(type: "FzObj", localId: 0, fields: Self.unmanaged("FzObj", fields))), update: update))
        if isNew { created("FzObj") }
        if hasEmbedded { created("FzEmb") }
    }

    mutating func create() {
        var hasEmbedded = false
        let (fields, isNew) = objectFields { g in
            hasEmbedded = true
            return .map(g.embeddedFields())
        }
        emit(.create(type: "FzObj", value: .map(fields), update: isNew ? .error : policy()))
        if isNew { created("FzObj") }
        if hasEmbedded && isNew { created("FzEmb") }
    }

    mutating func addPlain() {
        var fields = [MapEntry("n", .int(random.pick(Self.ints)))]
        if random.chance(0.5) { fields.append(MapEntry("label", .string(random.pick(Self.strings)))) }
        emit(.add(.newObject(NewObject(type: "FzPlain", localId: 0, fields: Self.unmanaged("FzPlain", fields))), update: .error))
        created("FzPlain")
    }

    mutating func setProperty() {
        if random.chance(0.15), let h = handle("FzPlain") {
            let name = random.pick(["n", "label"])
            emit(.set(h, property: name, value: name == "n" ? .int(random.pick(Self.ints)) : .string(random.pick(Self.strings))))
            return
        }
        if random.chance(0.1), let e = handle("FzEmb") {
            emit(.set(e, property: "x", value: .int(random.pick(Self.ints))))
            return
        }
        guard let h = handle("FzObj") else { add(); return }
        let props = FuzzModel.type("FzObj").properties.filter { $0.collection == .single && !$0.isPrimaryKey && !$0.isLinkingObjects }
        let p = random.pick(props)
        if p.name == "emb" {
            let v: Value = random.chance(0.2) ? .null : .map(embeddedFields())
            emit(.set(h, property: "emb", value: v))
            if v != .null { created("FzEmb") }
            return
        }
        emit(.set(h, property: p.name, value: scalar(p.type, optional: p.isOptional || p.type.objectType != nil)))
    }

    mutating func listOperation() {
        guard let h = handle("FzObj") else { add(); return }
        let name = random.pick(["ints", "ints", "strs", "links"])
        let ref = CollectionRef.property(owner: h, name: name)
        func element(_ g: inout FuzzGenerator) -> Value {
            switch name {
            case "ints": return .int(g.random.pick(Self.ints))
            case "strs": return g.scalar(.string, optional: true)
            default: return g.handle("FzObj").map { .link($0) } ?? .int(0)
            }
        }
        let i = random.below(3), j = random.below(3)
        switch random.below(9) {
        case 0, 1: emit(.listAppend(ref, values: [element(&self)]))
        case 2: emit(.listInsert(ref, values: [element(&self)], at: i))
        case 3: emit(.listRemove(ref, at: i))
        case 4: emit(.listMove(ref, from: i, to: j))
        case 5: emit(.listSwap(ref, i, j))
        case 6: emit(.listReplace(ref, at: i, value: element(&self)))
        case 7: emit(.listRemoveAll(ref))
        default: emit(.elements(ref))
        }
    }

    mutating func setOperation() {
        guard let h = handle("FzObj") else { add(); return }
        let strings = random.chance(0.6)
        let ref = CollectionRef.property(owner: h, name: strings ? "tags" : "nums")
        let v: Value = strings ? .string(random.pick(Self.strings)) : .int(random.pick(Self.ints))
        switch random.below(6) {
        case 0, 1, 2: emit(.setInsert(ref, values: [v]))
        case 3: emit(.setRemove(ref, values: [v]))
        case 4: emit(.setRemoveAll(ref))
        default: emit(.contains(ref, value: v))
        }
    }

    mutating func mapOperation() {
        guard let h = handle("FzObj") else { add(); return }
        let name = random.pick(["scores", "notes", "anys"])
        let ref = CollectionRef.property(owner: h, name: name)
        let key = random.pick(Self.mapKeys)
        let value: Value
        switch name {
        case "scores": value = .int(random.pick(Self.ints))
        case "notes": value = scalar(.string, optional: true)
        default: value = scalar(.mixed, optional: false)
        }
        switch random.below(5) {
        case 0, 1, 2: emit(.mapSet(ref, key: key, value: value))
        case 3: emit(.mapRemove(ref, key: key))
        default: emit(.mapGet(ref, key: key))
        }
    }

    mutating func deleteObject() {
        if random.chance(0.2), let p = handle("FzPlain") { emit(.delete(p)); return }
        guard let h = handle("FzObj") else { return }
        if random.chance(0.2), let other = handle("FzObj") { emit(.deleteObjects([h, other])); return }
        emit(.delete(h))
    }

    mutating func deleteQuery() {
        let (query, text) = self.query()
        emit(.deleteCollection(.filtered(.objects(type: "FzObj"), query)), query: text)
    }

    mutating func setForAll() {
        let (query, text) = self.query()
        emit(.setForAll(.filtered(.objects(type: "FzObj"), query), property: "i", value: .int(random.pick(Self.ints))), query: text)
    }
}

extension FuzzRandom: RandomNumberGenerator {}
