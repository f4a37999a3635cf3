// Which engine calls change the realm: a write that made none of them
// commits without a change, and these are the calls Realm refuses to run
// outside a write transaction.
//
// Related documentation: crud-update#update-realm-objects,
// rlmarray#adding-removing-replacing.

public import RealmSpecCore

extension EngineCall {
    /// Whether the call changes the realm.
    public var isMutation: Bool {
        switch self {
        case .add, .create, .delete, .deleteCollection, .deleteObjects, .deleteAll, .set, .setForAll,
             .listInsert, .listAppend, .listRemove, .listRemoveAll, .listReplace, .listMove, .listSwap,
             .setInsert, .setRemove, .setIntersect, .setRemoveAll, .mapSet, .mapRemove, .mapRemoveAll:
            return true
        case .beginWrite, .commitWrite, .cancelWrite, .isInWriteTransaction, .refresh, .reopen,
             .isValid, .get, .objectForPrimaryKey, .count, .element, .elements, .indexOf, .indexMatching,
             .contains, .mapGet, .mapKeys, .aggregate, .freeze, .thaw, .observe, .stopObserving:
            // Named one by one, so that a new call does not compile until it is sorted here.
            return false
        }
    }
}
