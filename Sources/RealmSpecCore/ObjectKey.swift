// How objects are addressed across the engine seam: by type and a stable id,
// never by a Swift reference. A key with `version` set addresses the object
// as it was in a frozen snapshot.

/// The address of one managed object.
public struct ObjectKey: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The object type's name, as in the schema.
    public var type: String
    /// Stable for the life of the row; never reused within one realm.
    public var id: Int64
    /// Set on keys that address a frozen snapshot (see `EngineCall.freeze`).
    public var version: Int64?

    public init(type: String, id: Int64, version: Int64? = nil) {
        self.type = type; self.id = id; self.version = version
    }

    /// The same row, live.
    public var live: ObjectKey { ObjectKey(type: type, id: id) }
    public var isFrozen: Bool { version != nil }

    public var description: String {
        version.map { "\(type)#\(id)@v\($0)" } ?? "\(type)#\(id)"
    }
}
