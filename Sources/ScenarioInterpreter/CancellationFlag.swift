// Cooperative cancellation of a running scenario.

internal import Foundation

/// Cooperative cancellation: the interpreter checks it between statements,
/// so a scenario that loops forever ends as `.timeout`.
public final class CancellationFlag: @unchecked Sendable {
    // Sendable: `cancelled` is read and written only under `lock`.
    private let lock = NSLock()
    private var cancelled = false
    public init() {}
    public func cancel() { lock.withLock { cancelled = true } }
    public var isCancelled: Bool { lock.withLock { cancelled } }
}
