// Conformance: frozen snapshots and thawing.
// Section ids: rlmarray#freezing

internal import RealmSpecCore

extension EngineConformanceKit {
    static let freezeChecks: [ConformanceCheck] = [
        ConformanceCheck("a frozen collection keeps its contents after later writes", section: "rlmarray#freezing",
                         requires: [.freeze]) { p in
            _ = try p.makeDogs([("Rex", 1)])
            guard case .collection(let frozen)? = try p.target(.freeze(.collection(ConformanceFixtures.dogs))) else {
                throw p.stop("'freeze' of a collection should answer a collection target")
            }
            _ = try p.makeDogs([("Max", 5)])
            p.expectEqual(try p.count(frozen), 1, "count of the frozen collection")
            p.expectEqual(try p.count(ConformanceFixtures.dogs), 2, "count of the live collection")
        },
        ConformanceCheck("a frozen object keeps its values and refuses changes", section: "rlmarray#freezing",
                         requires: [.freeze]) { p in
            let dog = try p.makeDogs([("Rex", 1)])[0]
            guard case .object(let frozen)? = try p.target(.freeze(.object(dog))) else {
                throw p.stop("'freeze' of an object should answer an object target")
            }
            p.expect(frozen.isFrozen, "a frozen key should carry a version, got \(frozen)")
            try p.write { try p.perform(.set(dog, property: "age", value: .int(4))) }
            p.expectEqual(try p.get(frozen, "age"), .int(1), "age of the frozen dog")
            try p.perform(.beginWrite)
            p.expectError(.frozen, .set(frozen, property: "age", value: .int(6)))
        },
        ConformanceCheck("freezing inside a write fails with frozen", section: "rlmarray#freezing",
                         requires: [.freeze]) { p in
            try p.perform(.beginWrite)
            p.expectError(.frozen, .freeze(.collection(ConformanceFixtures.dogs)))
        },
        ConformanceCheck("an object frozen inside a write shows the version the write started from", section: "sdk#sdk-behaviour",
                         requires: [.freeze]) { p in
            let dog = try p.makeDogs([("Rex", 1)])[0]
            try p.perform(.beginWrite)
            try p.perform(.set(dog, property: "age", value: .int(4)))
            guard case .object(let frozen)? = try p.target(.freeze(.object(dog))) else {
                throw p.stop("'freeze' of an object should answer an object target")
            }
            p.expectEqual(try p.get(frozen, "age"), .int(1), "age of the dog frozen inside the write")
            p.expectEqual(try p.get(dog, "age"), .int(4), "age of the live dog")
            try p.perform(.commitWrite(withoutNotifying: []))
        },
        ConformanceCheck("thaw answers the live object, or nil once it is deleted", section: "rlmarray#freezing",
                         requires: [.freeze]) { p in
            let dogs = try p.makeDogs([("Rex", 1), ("Max", 5)])
            guard case .object(let frozenRex)? = try p.target(.freeze(.object(dogs[0]))),
                  case .object(let frozenMax)? = try p.target(.freeze(.object(dogs[1]))) else {
                throw p.stop("'freeze' of an object should answer an object target")
            }
            try p.write { try p.perform(.delete(dogs[1])) }
            p.expectEqual(try p.target(.thaw(.object(frozenRex))), .object(dogs[0]), "thaw of Rex")
            p.expectEqual(try p.target(.thaw(.object(frozenMax))), nil, "thaw of the deleted Max")
        },
    ]
}
