// Thawing a collection: the live collection a frozen one was taken from,
// with frozen wrappers and the snapshot versions of its keys removed.
//
// Related documentation: rlmarray#freezing.

public import RealmSpecCore

extension CollectionRef {
    /// The live form of a collection: frozen wrappers and key versions removed.
    public var thawed: CollectionRef {
        switch self {
        case .objects: return self
        case .property(let owner, let name): return .property(owner: owner.live, name: name)
        case .filtered(let b, let q): return .filtered(b.thawed, q)
        case .sorted(let b, let d): return .sorted(b.thawed, d)
        case .distinct(let b, let k): return .distinct(b.thawed, k)
        case .frozen(let b, _): return b.thawed
        }
    }
}
