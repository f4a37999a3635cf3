// Errors as values: a stable kind plus a message. Kinds are never renamed;
// new ones may be added. Messages are the shipped SDK's words where it has
// them (RealmRules' `SDKMessage` catalogue) and never name an engine call.

/// The kinds of rule an engine can report broken (SPEC-FORMAT.md, "Error kinds").
public enum ErrorKind: String, CaseIterable, Hashable, Sendable, Codable {
    case notInWriteTransaction
    case alreadyInWriteTransaction
    case noWriteTransaction
    case invalidated
    case primaryKeyExists
    case noPrimaryKey
    case primaryKeyChange
    case missingValue
    case typeMismatch
    case indexOutOfBounds
    case frozen
    case wrongRealm
    case unmanaged
    case embeddedStandalone
    case embeddedAlreadyManaged
    case unknownProperty
    case readOnlyProperty
    case unsupportedAggregate
    case invalidQuery
    case notificationInWrite
    // Added by this project (not Realm rules):
    /// A map key that starts with `$` or contains `.`.
    case invalidMapKey
    /// The shipped SDK stops the process here (a Swift precondition or
    /// `fatalError`, exceptions.md "TRAP"): no program can catch it. Engines
    /// and the interpreter raise it with the SDK's text so that a scenario
    /// can record what the SDK does (`assertThrows(…, .trap, reason: …)`).
    case trap
    /// The engine does not implement an optional capability the call needs;
    /// the runner reports the scenario as skipped.
    case unsupported
    /// The engine broke: it crashed, hung, or answered something that is not
    /// a valid reply. The runner reports the scenario as an error.
    case engineFailure
}

/// A broken rule, reported by an engine.
public struct EngineError: Error, Hashable, Sendable, CustomStringConvertible {
    public var kind: ErrorKind
    public var message: String

    public init(_ kind: ErrorKind, _ message: String) {
        self.kind = kind; self.message = message
    }

    public var description: String { "\(kind.rawValue): \(message)" }
}
