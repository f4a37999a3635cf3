// Freezing and notifications are not implemented by this engine: those calls
// answer `unsupported` (the runner skips the scenario), after the gates the
// documentation puts before them: freezing inside a write is `frozen`, and
// registering a notification block inside a write is `notificationInWrite`.
//
// Related documentation: rlmarray#freeze, rlmarray#thaw,
// rlmarray#addNotificationBlock.

import RealmSpecCore

extension SQLiteEngine {
    func freeze(_ call: EngineCall) throws(EngineError) -> EngineReply {
        if inWrite {
            throw EngineError(.frozen, "Cannot freeze an object, collection or Realm inside a write transaction.")
        }
        throw EngineError.unsupported(call)
    }

    func observe(_ call: EngineCall) throws(EngineError) -> EngineReply {
        if inWrite {
            throw EngineError(.notificationInWrite, "Cannot register notification blocks from within write transactions.")
        }
        throw EngineError.unsupported(call)
    }
}
