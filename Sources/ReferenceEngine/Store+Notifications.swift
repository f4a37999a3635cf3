// Notifications (placeholder replaced below).
import RealmSpecCore

struct Observer {}
struct Commit {}

extension ReferenceEngine {
    func recordCommit(touches: TouchLog, silent: Set<Int>) {}
    func refresh() -> EngineReply { .deliveries([]) }
    func observe(_ target: Target, keyPaths: [String]?) throws(EngineError) -> EngineReply { .token(0) }
}
