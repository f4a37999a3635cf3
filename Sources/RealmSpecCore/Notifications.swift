// Notification deliveries. Engines compute what changed; the scenario
// interpreter runs the blocks. Delivery happens only on `refresh`.

/// What one observer is told on one delivery.
public enum Change: Hashable, Sendable {
    /// The first call after registering (Swift `.initial`; Objective-C nil changes).
    case initial
    /// A collection changed. Deletions and modifications index the old
    /// collection, insertions the new one; each ascending.
    case update(CollectionChange)
    /// An observed object's properties changed.
    case objectChanged([PropertyChange])
    /// An observed object was deleted.
    case objectDeleted
}

public struct CollectionChange: Hashable, Sendable {
    public var deletions: [Int]
    public var insertions: [Int]
    public var modifications: [Int]
    public init(deletions: [Int] = [], insertions: [Int] = [], modifications: [Int] = []) {
        self.deletions = deletions; self.insertions = insertions; self.modifications = modifications
    }
    public var isEmpty: Bool { deletions.isEmpty && insertions.isEmpty && modifications.isEmpty }
}

public struct PropertyChange: Hashable, Sendable {
    public var name: String
    public var oldValue: Value?
    public var newValue: Value
    public init(name: String, oldValue: Value?, newValue: Value) {
        self.name = name; self.oldValue = oldValue; self.newValue = newValue
    }
}

/// One call of one observer's block.
public struct Delivery: Hashable, Sendable {
    public var token: Int
    public var change: Change
    public init(token: Int, change: Change) { self.token = token; self.change = change }
}
