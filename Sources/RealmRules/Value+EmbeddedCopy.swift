// Copying a managed object's value into a new object: embedded children are
// copied (as dictionary-form values), never shared, and so are the embedded
// objects in lists and maps; links to other objects stay links.
//
// Related documentation: crud-update#upsert-an-object,
// crud-update#update-an-embedded-object-property.

public import RealmSpecCore

extension Value {
    /// The value with every link to an embedded object replaced by `copy`
    /// of that object, searched through lists, sets and maps.
    /// - Parameters:
    ///   - isEmbedded: whether an object type is embedded.
    ///   - copy: the dictionary-form fields of an embedded object.
    public func copyingEmbedded(isEmbedded: (String) -> Bool,
                                copy: (ObjectKey) throws(EngineError) -> [MapEntry]) throws(EngineError) -> Value {
        switch self {
        case .link(let k) where isEmbedded(k.type):
            return .map(try copy(k))
        case .list(let vs):
            var out: [Value] = []
            for v in vs { out.append(try v.copyingEmbedded(isEmbedded: isEmbedded, copy: copy)) }
            return .list(out)
        case .set(let vs):
            var out: [Value] = []
            for v in vs { out.append(try v.copyingEmbedded(isEmbedded: isEmbedded, copy: copy)) }
            return .set(out)
        case .map(let es):
            var out: [MapEntry] = []
            for e in es { out.append(MapEntry(e.key, try e.value.copyingEmbedded(isEmbedded: isEmbedded, copy: copy))) }
            return .map(out)
        default:
            return self
        }
    }
}
