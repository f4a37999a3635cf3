// A map's change set names keys, not positions: `RealmMapChange.update(map,
// deletions:insertions:modifications:)` (api-surface.md §9 M28) and the
// Objective-C `RLMDictionaryChange` (`deletions`, `insertions`,
// `modifications`) each list the keys removed, added and changed. The
// engine reports a map's changes as positions, like every collection's
// (deletions and modifications in the map before the change, insertions
// after it), so the observer keeps the keys it last saw and names each
// position by them.
// Related documentation: crud-update#update-a-map-dictionary, rlmarray#notifications;
// sdk-reference api-surface.md §9 M28 (RealmSwift Map.swift `RealmMapChange`,
// realm-core object-store `DictionaryChangeSet`).

internal import RealmSpecCore

extension Interpreter {
    /// The block's arguments when the observed subject is a map, with the
    /// keys of its change set; nil for any other subject.
    func mapChangeArguments(for delivery: Delivery, token: Int, _ o: Observer) throws -> [RValue]? {
        guard case .collection(let c) = o.subject, c.kind == .map,
              o.style == .swiftCollection || o.style == .objcCollection else { return nil }
        let now = try mapKeys(c)
        let before = o.mapKeys ?? now
        observers[token]?.mapKeys = now
        switch delivery.change {
        case .initial:
            return o.style == .swiftCollection ? [.enumCase("initial", [o.subject])] : [o.subject, .null, .null]
        case .update(let change):
            func keys(_ positions: [Int], in list: [String]) throws -> RValue {
                .array(try positions.map { i in
                    guard list.indices.contains(i) else {
                        throw wrongReply(.deliveries([delivery]), to: .refresh,
                                         expected: "positions within the map's \(list.count) keys")
                    }
                    return .scalar(.string(list[i]))
                })
            }
            let deletions = try keys(change.deletions, in: before)
            let insertions = try keys(change.insertions, in: now)
            let modifications = try keys(change.modifications, in: before)
            if o.style == .swiftCollection {
                return [.enumCase("update", [o.subject, deletions, insertions, modifications])]
            }
            return [o.subject, .dictionary([
                (.scalar(.string("deletions")), deletions),
                (.scalar(.string("insertions")), insertions),
                (.scalar(.string("modifications")), modifications),
            ]), .null]
        case .objectChanged, .objectDeleted:
            throw wrongReply(.deliveries([delivery]), to: .refresh, expected: "a change of the kind the observed subject has")
        }
    }
}
