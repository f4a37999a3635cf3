// The reference engine: Realm's rules (the object store) over the in-memory
// storage. It does what the documentation pages say each call does.

public import ObjectStore
internal import RealmSpecCore

/// The in-memory engine every other engine is compared with.
public typealias ReferenceEngine = ObjectStore<MemoryStorage>

extension ObjectStore where S == MemoryStorage {
    /// A reference engine with every capability.
    public convenience init() {
        self.init(storage: MemoryStorage(), name: "reference")
    }
}
