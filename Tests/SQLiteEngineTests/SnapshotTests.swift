// Frozen snapshots: the engine protocol has no call that releases a frozen
// realm, so a snapshot lives until the realm closes; it is shared by every
// freeze of the same version (one read transaction on one connection), and
// by the notification baseline of that version.
// Section ids: rlmarray#freezing

import Testing
import EngineTestSupport
import RealmSpecCore
@testable import ObjectStore
@testable import SQLiteEngine

@Suite("Frozen snapshots of the SQLite storage")
struct SnapshotTests {
    @Test("every freeze of one version shares one snapshot connection; a new version gets its own; close drops them")
    func sharedPerVersion() throws {
        let (engine, dogs, _) = try StorageFixtures.filled(SQLiteEngine())
        defer { engine.close() }
        guard case .target(.realm(let v1?)?) = try engine.perform(.freeze(.realm(version: nil))),
              case .target(.object(let frozenDog)?) = try engine.perform(.freeze(.object(dogs[0]))),
              case .target(.collection(let frozenDogs)?) = try engine.perform(.freeze(.collection(.objects(type: "Dog")))) else {
            Issue.record("freeze answered no frozen target"); return
        }
        #expect(frozenDog.version == v1 && frozenDogs.frozenVersion == v1)
        #expect(engine.snapshots.count == 1)
        let first = try #require(engine.snapshots[v1]?.connection)
        #expect(engine.latestSnapshot?.storage.connection === first, "the notification baseline of the version is the same snapshot")

        _ = try engine.perform(.beginWrite)
        _ = try engine.perform(.set(dogs[0], property: "age", value: .int(99)))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        guard case .target(.realm(let v2?)?) = try engine.perform(.freeze(.realm(version: nil))) else { Issue.record("no frozen realm"); return }
        #expect(v2 != v1)
        #expect(engine.snapshots.count == 2)
        #expect(engine.snapshots[v2]?.connection !== first)
        #expect(try engine.perform(.get(frozenDog, property: "age")) != .value(.int(99)), "the older snapshot still reads its version")

        engine.close()
        #expect(engine.snapshots.isEmpty, "closing the realm releases every snapshot")
    }
}
