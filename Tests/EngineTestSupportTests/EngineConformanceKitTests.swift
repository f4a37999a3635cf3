import Testing
import RealmSpecCore
import EngineTestSupport

/// An engine that fails every call: every applicable check must notice.
private func brokenEngine(capabilities: Set<Capability> = Set(Capability.allCases)) -> EngineFactory {
    { () throws(EngineError) -> any Engine in
        RecordingEngine(info: EngineInfo(name: "broken", version: "0", capabilities: capabilities)) { call throws(EngineError) in
            throw EngineError(.engineFailure, "nothing works: \(call.name)")
        }
    }
}

/// An engine that only knows write transactions, done right.
private final class TransactionsOnly {
    var inWrite = false
    func answer(_ call: EngineCall) throws(EngineError) -> EngineReply {
        switch call {
        case .isInWriteTransaction: return .bool(inWrite)
        case .beginWrite:
            if inWrite { throw EngineError(.alreadyInWriteTransaction, "The Realm is already in a write transaction") }
            inWrite = true
        case .commitWrite, .cancelWrite:
            if !inWrite { throw EngineError(.noWriteTransaction, "no write transaction") }
            inWrite = false
        default: throw EngineError.unsupported(call)
        }
        return .none
    }
}

@Suite("Engine conformance kit")
struct EngineConformanceKitTests {
    @Test("every check reports a broken engine", arguments: EngineConformanceKit.checks)
    func detectsBrokenEngine(_ check: ConformanceCheck) {
        let failures = check.run(factory: brokenEngine())
        #expect(!failures.isEmpty)
        #expect(failures.allSatisfy { $0.check == check.name })
    }

    @Test("checks that need a capability the engine lacks are skipped")
    func skipsMissingCapabilities() {
        let factory = brokenEngine(capabilities: [])
        for check in EngineConformanceKit.checks {
            let failures = check.run(factory: factory)
            #expect(failures.isEmpty == !check.requires.isEmpty, "\(check.name)")
        }
    }

    @Test("the kit covers every documented area of the engine protocol")
    func coverage() {
        let names = EngineConformanceKit.checks.map(\.name).joined(separator: "\n")
        for word in ["beginWrite", "primaryKeyExists", "invalidated", "indexOutOfBounds", "query",
                     "sum", "frozen", "initial", "add ", "upsert", "delete", "set "] {
            #expect(names.contains(word), "no check mentions '\(word)'")
        }
        #expect(Set(EngineConformanceKit.checks.map(\.name)).count == EngineConformanceKit.checks.count)
    }

    @Test("a factory that fails is one failure naming it")
    func failingFactory() {
        let factory: EngineFactory = { () throws(EngineError) -> any Engine in
            throw EngineError(.engineFailure, "cannot start")
        }
        let failures = EngineConformanceKit.checks[0].run(factory: factory)
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("the factory failed") == true)
    }

    @Test("a conforming engine passes the transaction checks it can answer", arguments: [
        "isInWriteTransaction follows begin, commit and cancel",
        "beginWrite inside a write fails with alreadyInWriteTransaction",
        "commit and cancel without a write fail with noWriteTransaction",
    ])
    func conformingEnginePasses(_ name: String) throws {
        let check = try #require(EngineConformanceKit.check(named: name))
        let factory: EngineFactory = { () throws(EngineError) -> any Engine in
            let state = TransactionsOnly()
            return RecordingEngine { call throws(EngineError) in try state.answer(call) }
        }
        #expect(check.run(factory: factory) == [])
    }

    @Test("a wrong answer is reported with both values in their short form")
    func wrongAnswerMessage() throws {
        let check = try #require(EngineConformanceKit.check(named: "set changes the value get answers"))
        let factory: EngineFactory = { () throws(EngineError) -> any Engine in
            RecordingEngine { call throws(EngineError) in
                switch call {
                case .create: return .added(root: ObjectKey(type: "Dog", id: 1), keys: [])
                case .get(_, let property): return .value(property == "age" ? .int(99) : .string("Rex II"))
                default: return .none
                }
            }
        }
        let failures = check.run(factory: factory)
        #expect(failures.map(\.message) == ["age after set: expected 4, got 99"])
    }

    @Test("a reply that does not fit its call ends the check, naming the call, what was due and what came", arguments: [
        (EngineReply.none, "engine 'recording' answered 'get' with none; expected value"),
        (.value(.int(4)), "engine 'recording' answered 'get' with value 4; expected a value of 'Dog.name' (string)"),
    ])
    func wrongReplyKind(_ getReply: EngineReply, _ message: String) throws {
        let check = try #require(EngineConformanceKit.check(named: "set changes the value get answers"))
        let factory: EngineFactory = { () throws(EngineError) -> any Engine in
            RecordingEngine { call throws(EngineError) in
                switch call {
                case .create: return .added(root: ObjectKey(type: "Dog", id: 1), keys: [])
                case .get(_, let property): return property == "age" ? .value(.int(4)) : getReply
                default: return .none
                }
            }
        }
        #expect(check.run(factory: factory).map(\.message) == [message])
    }

    @Test("run(factory:) gathers the failures of every check")
    func runAll() {
        let failures = EngineConformanceKit.run(factory: brokenEngine())
        #expect(Set(failures.map(\.check)) == Set(EngineConformanceKit.checks.map(\.name)))
    }
}
