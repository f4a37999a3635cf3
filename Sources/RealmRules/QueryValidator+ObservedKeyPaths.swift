// The key paths an observer names: each step a property of the object type
// reached so far, every step but the last a link; anything else is
// `unknownProperty`, as when a notification block is registered in Realm.
//
// Related documentation: rlmarray#notifications.

public import RealmSpecCore

extension QueryValidator {
    /// - Throws: `unknownProperty` naming the step, the type and the whole
    ///   key path; a path of more than `Limits.keyPathLength` steps too.
    public func checkObserved(_ keyPaths: [String]?, type: String) throws(EngineError) {
        for path in keyPaths ?? [] {
            let steps = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard steps.count <= Limits.keyPathLength else { throw Rule.keyPathTooLong(path) }
            var current = type
            for (i, name) in steps.enumerated() {
                guard let prop = objectSchema(current)?[property: name] else {
                    throw Rule.unknownKeyPath(path, name, type: current)
                }
                guard i < steps.count - 1 else { break }
                guard let target = prop.type.objectType, objectSchema(target) != nil else {
                    throw Rule.unknownKeyPath(path, steps[i + 1], type: current)
                }
                current = target
            }
        }
    }
}
