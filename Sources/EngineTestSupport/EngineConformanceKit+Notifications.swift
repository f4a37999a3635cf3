// Conformance: notification registration and delivery on refresh.
// Section ids: rlmarray#notifications

internal import RealmSpecCore

extension EngineConformanceKit {
    static let notificationChecks: [ConformanceCheck] = [
        ConformanceCheck("the first delivery is initial, and only on refresh", section: "rlmarray#notifications",
                         requires: [.notifications]) { p in
            let token = try p.token(.observe(.collection(ConformanceFixtures.dogs), keyPaths: nil))
            _ = try p.makeDogs([("Rex", 1)])
            p.expectEqual(try p.refresh(), [Delivery(token: token, change: .initial)], "first refresh")
            p.expectEqual(try p.refresh(), [], "refresh with nothing new")
        },
        ConformanceCheck("a later write is delivered as insertions at new indices", section: "rlmarray#notifications",
                         requires: [.notifications]) { p in
            _ = try p.makeDogs([("Rex", 1)])
            let token = try p.token(.observe(.collection(ConformanceFixtures.dogs), keyPaths: nil))
            _ = try p.refresh()
            _ = try p.makeDogs([("Max", 5), ("Pip", 0)])
            p.expectEqual(try p.refresh(), [Delivery(token: token, change: .update(CollectionChange(insertions: [1, 2])))],
                          "delivery after two inserts")
        },
        ConformanceCheck("an observed object reports its changed properties", section: "rlmarray#notifications",
                         requires: [.notifications]) { p in
            let dog = try p.makeDogs([("Rex", 1)])[0]
            let token = try p.token(.observe(.object(dog), keyPaths: nil))
            _ = try p.refresh()
            try p.write { try p.perform(.set(dog, property: "age", value: .int(2))) }
            let deliveries = try p.refresh()
            guard deliveries.count == 1, deliveries[0].token == token,
                  case .objectChanged(let changes) = deliveries[0].change else {
                throw p.stop("expected one objectChanged delivery, got \(deliveries)")
            }
            p.expectEqual(changes.map(\.name), ["age"], "changed properties")
            p.expectEqual(changes.first?.newValue, .int(2), "new age")
        },
        ConformanceCheck("stopObserving and withoutNotifying silence an observer", section: "rlmarray#notifications",
                         requires: [.notifications]) { p in
            let token = try p.token(.observe(.collection(ConformanceFixtures.dogs), keyPaths: nil))
            _ = try p.refresh()
            try p.perform(.beginWrite)
            try p.create("Dog", ["name": .string("Rex")])
            try p.perform(.commitWrite(withoutNotifying: [token]))
            p.expectEqual(try p.refresh(), [], "deliveries after a write without notifying")
            try p.perform(.stopObserving(token: token))
            _ = try p.makeDogs([("Max", 5)])
            p.expectEqual(try p.refresh(), [], "deliveries after stopObserving")
        },
        ConformanceCheck("observing inside a write after changes fails with notificationInWrite",
                         section: "rlmarray#notifications", requires: [.notifications]) { p in
            try p.perform(.beginWrite)
            try p.create("Dog", ["name": .string("Rex")])
            p.expectError(.notificationInWrite, .observe(.collection(ConformanceFixtures.dogs), keyPaths: nil))
        },
    ]
}
