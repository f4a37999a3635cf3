// Deliberately invalid calls: each breaks one documented rule, so the engines'
// error kinds are compared as well as their values.

internal import PredicateFormat
internal import RealmSpecCore

extension FuzzGenerator {
    mutating func invalidStep() {
        let h = handle("FzObj")
        switch random.below(16) {
        case 0:
            // Writes outside a write transaction: notInWriteTransaction.
            if inWrite { emit(.beginWrite) } else if let h { emit(.set(h, property: "i", value: .int(1))) } else { emit(.deleteAll) }
        case 1: if inWrite { emit(.beginWrite) } else { emit(random.chance(0.5) ? .commitWrite(withoutNotifying: []) : .cancelWrite) }
        case 2:
            guard let h else { return }
            let props = FuzzModel.type("FzObj").properties.filter { $0.collection == .single && !$0.isLinkingObjects && !$0.isPrimaryKey }
            let p = random.pick(props)
            emit(.set(h, property: p.name, value: wrongValue(for: p.type)))
        case 3: if let h { emit(.get(h, property: random.pick(["id", "mixed", "emb", "uuid"]))) }
        case 4: if let h { emit(.set(h, property: "id", value: .int(random.pick(Self.ints)))) }
        case 5: if let h { emit(.listRemove(.property(owner: h, name: "ints"), at: 5 + random.below(3))) }
        case 6: if let h { emit(.listInsert(.property(owner: h, name: "ints"), values: [.int(1)], at: -1 - random.below(2))) }
        case 7: if let h { emit(.mapSet(.property(owner: h, name: "scores"), key: random.pick(["$a", "a.b", "."]), value: .int(1))) }
        case 8:
            let format = random.pick(["nope == %@", "i == %@", "s > %@"])
            let args: [Value] = format == "i == %@" ? [.string("x")] : [.int(1)]
            if case .compare = parsedIfValid(format, args) {
                emit(.count(.filtered(.objects(type: "FzObj"), parsed(format, args))), query: FuzzQueryText(format: format, arguments: args, closure: nil))
            } else { emit(.count(.objects(type: "FzObj"))) }
        case 9: emit(.aggregate(.objects(type: "FzObj"), random.pick([.sum, .avg, .min]), property: random.pick(["s", "b", "data", "nope"])))
        case 10: if inWrite { emit(.observe(.collection(.sorted(.objects(type: "FzObj"), [SortDescriptor(keyPath: "id")])), keyPaths: nil)); observes += 1 } else { emit(.listAppend(.property(owner: h ?? ObjectKey(type: "FzObj", id: 1), name: "ints"), values: [.int(1)])) }
        case 11: if let f = frozenObjects.randomElement(using: &random) { emit(.set(f, property: "i", value: .int(2))) } else { freeze() }
        case 12: emit(.add(.newObject(NewObject(type: "FzEmb", localId: 0, fields: [MapEntry("x", .int(1))])), update: .error))
        case 13: emit(.create(type: "FzPlain", value: .map([MapEntry("n", .int(1))]), update: .modified))
        case 14: if let h { emit(.element(.property(owner: h, name: "ints"), index: 7)) }
        default: if let h { emit(.listMove(.property(owner: h, name: "links"), from: 0, to: 9)) }
        }
    }

    func parsedIfValid(_ format: String, _ args: [Value]) -> Query? {
        try? PredicateFormat.parse(format, arguments: args)
    }
}
