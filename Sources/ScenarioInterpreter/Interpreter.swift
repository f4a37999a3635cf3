// Runs a compiled scenario on an engine: statements, scopes and control flow.
// Related documentation: docs/writing-scenarios.md#the-swift-subset.

internal import RealmRules
package import RealmSpecCore

/// How a statement list ended.
enum Flow {
    case normal
    case returned(RValue)
    case breakLoop
    case continueLoop
}

/// One observer registered by `observe`/`addNotificationBlock`.
struct Observer {
    enum Style { case swiftCollection, objcCollection, object, objcObject, realm }
    let block: Closure
    let style: Style
    let subject: RValue
    /// The key paths a projection's observer was given (Interpreter+Projection.swift).
    var projectionKeyPaths: [String]? = nil
    /// A map's keys as its observer last saw them, so that a change set's
    /// old indices name the keys they had (Interpreter+MapChanges.swift).
    var mapKeys: [String]? = nil
}

/// The state of one scenario run.
package final class Interpreter {
    let engine: any Engine
    let catalog: ModelCatalog
    let schema: Schema
    let index: SchemaIndex
    let cancellation: CancellationFlag
    /// This thread's member tables.
    let members = MemberTableSet.forCurrentThread()
    /// Statements run since the cancellation flag was last read.
    private var sinceCheck = 0
    var output = ""
    /// Bytes of output and failure messages captured so far (see `Budget`).
    var capturedBytes = 0
    /// Bytes of strings and collections built so far (see `Budget.maximumBuiltBytes`).
    var builtBytes = 0
    /// Changes in place that found a local value's storage shared and copied
    /// it first (see `Cell+InPlace.swift`): once per sharing, never per change.
    var inPlaceCopies = 0
    var failures: [AssertionFailure] = []
    var observers: [Int: Observer] = [:]
    var location: SourceLocation
    var generated: Int = 0
    /// Where the assertion being evaluated is written.
    var assertionLocation: SourceLocation?
    /// The row of exceptions.md the last index past the end raised (IX2 on an
    /// unmanaged List, IX2s on an unmanaged MutableSet, IX2r from a managed
    /// List's replace, IX2m from any other managed collection): the rows say
    /// the same words from the same members, and only the state the call ran
    /// in tells them apart (`Interpreter+RaisedRows.swift`).
    var raisedIndexRow: SDKMessage?
    /// The rows `assertThrows(…, reason:)` saw raised, by the assertion's line.
    var raisedRows: [RaisedRow] = []
    /// Closure calls in progress, bounded so runaway recursion ends as an error, not a crash.
    var callDepth = 0
    static let maximumCallDepth = 200
    /// The lowest address a closure call may reach on this thread's stack
    /// (see `StackGuard`); 0 when unknown.
    private lazy var stackFloor: UInt = StackGuard.lowestAddress().map { $0 + UInt(StackGuard.reserve) } ?? 0
    /// Whether this scenario has a write open, as the engine last confirmed.
    var inWrite = false
    /// The class whose `init(value:)` is filling its properties, for TY1's text.
    var currentOwner: String?
    /// `realm.autorefresh`: one setting for every live Realm of the scenario, as the SDK caches one instance per thread.
    var autorefresh = true
    /// Incremented by `realm.invalidate()`; managed handles from an earlier generation are invalidated.
    var generation = 0
    /// Whether `invalidate()` ended the live realm's read and no call has read
    /// since: the next `refresh()` begins a read and returns true.
    var readEnded = false
    /// Frozen versions whose realm was closed by `invalidate()` (INV7).
    var invalidatedFrozenVersions: Set<Int64> = []
    /// Holds every reply to its call (see `perform`).
    var replies: ReplyCheck

    package init(engine: any Engine, catalog: ModelCatalog, schema: Schema, index: SchemaIndex,
         cancellation: CancellationFlag, location: SourceLocation) {
        self.engine = engine; self.catalog = catalog; self.schema = schema; self.index = index
        self.cancellation = cancellation; self.location = location
        replies = ReplyCheck(engine: engine.info.name)
        replies.open(schema)
    }

    // MARK: Engine

    /// Performs one call; the one place replies enter the interpreter.
    ///
    /// Every reply is held to its call (`ReplyCheck`) before anything reads
    /// it. Read replies through the typed accessors (Interpreter+Replies.swift).
    ///
    /// - Throws: `Interrupt.realm` for a Realm error the engine reports;
    ///   `Interrupt.engine` when the engine broke or answered wrongly.
    @discardableResult
    func perform(_ call: EngineCall) throws -> EngineReply {
        let reply: EngineReply
        do {
            reply = try engine.perform(call)
            try replies.check(reply, to: call)
        } catch {
            if error.kind == .indexOutOfBounds { noteManagedIndexError(of: call) }
            throw error.kind == .engineFailure ? Interrupt.engine(error, nil) : Interrupt.realm(error, nil)
        }
        if case .refresh = call {} else { readEnded = false }
        switch call {
        case .beginWrite: inWrite = true
        case .commitWrite, .cancelWrite, .reopen: inWrite = false
        case .isInWriteTransaction: inWrite = try bool(in: reply, to: call)
        case .refresh, .add, .create, .delete, .deleteCollection, .deleteObjects, .deleteAll, .isValid, .get, .set,
             .setForAll, .objectForPrimaryKey, .count, .element, .elements, .indexOf, .indexMatching, .listInsert,
             .listAppend, .listRemove, .listRemoveAll, .listReplace, .listMove, .listSwap, .setInsert, .setRemove,
             .setIntersect, .setRemoveAll, .contains, .mapSet, .mapRemove, .mapGet, .mapKeys, .mapRemoveAll,
             .aggregate, .freeze, .thaw, .observe, .stopObserving:
            break
        }
        return reply
    }

    /// Reads the flag every few statements, so a loop that never ends still ends.
    @inline(__always)
    func checkCancellation() throws {
        if capturedBytes > Budget.maximumCapturedBytes { throw capturedOverBudget() }
        sinceCheck += 1
        guard sinceCheck >= 16 else { return }
        sinceCheck = 0
        if cancellation.isCancelled { throw Interrupt.timeout }
    }

    func capturedOverBudget() -> Interrupt {
        Budget.exceeded("captured output and failure messages of \(capturedBytes) bytes are over the budget of \(Budget.maximumCapturedBytes) bytes")
    }

    /// Accounts for a string of `bytes` about to be built.
    /// - Throws: `Interrupt.budget` past the string or the total budget.
    func spend(stringBytes bytes: Int) throws {
        try Budget.checkString(bytes)
        try spendBuilt(bytes)
    }

    /// Accounts for a collection of `count` elements about to be built.
    /// - Throws: `Interrupt.budget` past the element or the total budget.
    func spend(elements count: Int) throws {
        try Budget.checkElements(count)
        try spendBuilt(count &* 16)
    }

    /// Accounts for `added` elements put into a collection in place, which
    /// then holds `total`: only what is added is charged to the total budget.
    /// - Throws: `Interrupt.budget` past the element or the total budget.
    func spend(adding added: Int, toCount total: Int) throws {
        try Budget.checkElements(total)
        try spendBuilt(added &* 16)
    }

    /// Accounts for `added` bytes appended in place to a string of `total` bytes.
    /// - Throws: `Interrupt.budget` past the string or the total budget.
    func spend(addingStringBytes added: Int, toTotal total: Int) throws {
        try Budget.checkString(total)
        try spendBuilt(added)
    }

    private func spendBuilt(_ bytes: Int) throws {
        builtBytes &+= bytes
        if builtBytes > Budget.maximumBuiltBytes {
            throw Budget.exceeded("the strings and collections built add up to more than the budget of \(Budget.maximumBuiltBytes) bytes")
        }
    }

    /// Appends printed text to the captured output, within the budget.
    func capture(_ text: String) throws {
        capturedBytes += text.utf8.count
        if capturedBytes > Budget.maximumCapturedBytes { throw capturedOverBudget() }
        output += text
    }

    // MARK: Statements

    func exec(_ stmts: [Stmt], _ env: Env) throws -> Flow {
        for s in stmts {
            try checkCancellation()
            let flow: Flow
            do {
                flow = try exec(s, env)
            } catch let i as Interrupt {
                throw i.located(s.location)
            }
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    func exec(_ s: Stmt, _ env: Env) throws -> Flow {
        switch s {
        case .expr(let e, let loc):
            location = loc
            _ = try eval(e, env)
        case .declare(let name, let e, let constant, let loc):
            location = loc
            env.define(name, try e.map { try eval($0, env) } ?? .null, constant: constant)
        case .assign(let lhs, let rhs, let op, let loc):
            location = loc
            try assign(lhs, rhs, op: op, env)
        case .ifStmt(let conds, let body, let elseBody, let loc):
            location = loc
            let inner = Env(parent: env)
            if try test(conds, inner) { return try exec(body, inner) }
            if let elseBody { return try exec(elseBody, Env(parent: env)) }
        case .guardStmt(let conds, let body, let loc):
            location = loc
            return try guardStatement(conds, body, env)
        case .forIn(let pattern, let seq, let body, let loc):
            location = loc
            return try forIn(pattern, try eval(seq, env), body, env)
        case .whileStmt(let conds, let body, let loc):
            location = loc
            return try whileLoop(conds, body, env)
        case .switchStmt(let subject, let cases, let loc):
            location = loc
            return try switchOn(try eval(subject, env), cases, env)
        case .returnStmt(let e, let loc):
            location = loc
            return .returned(try e.map { try eval($0, env) } ?? .void)
        case .throwStmt(let e, let loc):
            location = loc
            throw Interrupt.thrown(try eval(e, env), loc)
        case .breakStmt: return .breakLoop
        case .continueStmt: return .continueLoop
        case .block(let stmts, _):
            return try exec(stmts, Env(parent: env))
        case .doCatch(let body, let handler, _):
            return try doCatch(body, handler, env)
        }
        return .normal
    }

    /// Swift errors (`throw SpecError(…)`) reach the handler; Realm errors are
    /// exceptions in the SDK, which `catch` cannot catch, so they pass through.
    private func doCatch(_ body: [Stmt], _ handler: [Stmt], _ env: Env) throws -> Flow {
        do {
            return try exec(body, Env(parent: env))
        } catch Interrupt.thrown(let error, _) {
            let inner = Env(parent: env)
            inner.define("error", error, constant: true)
            return try exec(handler, inner)
        }
    }

    private func guardStatement(_ conds: [Condition], _ body: [Stmt], _ env: Env) throws -> Flow {
        if try test(conds, env) { return .normal }
        let flow = try exec(body, Env(parent: env))
        if case .normal = flow { throw misuse("'guard' body must not fall through") }
        return flow
    }

    private func whileLoop(_ conds: [Condition], _ body: [Stmt], _ env: Env) throws -> Flow {
        while true {
            // Names bound by `while let` live in the iteration's own scope,
            // as an `if let`'s do, so the enclosing scope does not grow.
            let inner = Env(parent: env)
            guard try test(conds, inner) else { break }
            try checkCancellation()
            let flow = try exec(body, inner)
            if case .breakLoop = flow { break }
            if case .returned = flow { return flow }
        }
        return .normal
    }

    private func forIn(_ pattern: Pattern, _ seq: RValue, _ body: [Stmt], _ env: Env) throws -> Flow {
        if case .range(.scalar(.int(let lo)), .scalar(.int(let hi))) = seq {
            var i = lo
            while i <= hi {
                try checkCancellation()
                let inner = Env(parent: env)
                guard try match(pattern, .scalar(.int(i)), inner) else { i += 1; continue }
                let flow = try exec(body, inner)
                switch flow {
                case .breakLoop: return .normal
                case .returned: return flow
                case .normal, .continueLoop: break
                }
                if i == Int64.max { break }
                i += 1
            }
            return .normal
        }
        // A managed collection is enumerated in batches of 16; before each
        // further batch, and when the last one runs out, the SDK checks that
        // the collection is still valid (INV5).
        var batched = false
        if case .collection(let c) = seq, c.ref != nil, c.ref?.frozenVersion == nil { batched = true }
        for (n, item) in try elements(of: seq).enumerated() {
            try checkCancellation()
            if batched, n > 0, n % 16 == 0, isStale(seq) { throw Interrupt.realm(Rule.enumeratedCollectionInvalidated, nil) }
            let inner = Env(parent: env)
            guard try match(pattern, item, inner) else { continue }
            let flow = try exec(body, inner)
            switch flow {
            case .breakLoop: return .normal
            case .returned: return flow
            case .normal, .continueLoop: continue
            }
        }
        if batched, isStale(seq) { throw Interrupt.realm(Rule.enumeratedCollectionInvalidated, nil) }
        return .normal
    }

    private func switchOn(_ subject: RValue, _ cases: [SwitchCase], _ env: Env) throws -> Flow {
        for c in cases {
            let inner = Env(parent: env)
            var matched = c.patterns.isEmpty
            for p in c.patterns where !matched { matched = try match(p, subject, inner) }
            guard matched else { continue }
            let flow = try exec(c.body, inner)
            if case .breakLoop = flow { return .normal }
            return flow
        }
        return .normal
    }

    /// Evaluates conditions in order, binding `if let`/`if case` names into `env`.
    func test(_ conds: [Condition], _ env: Env) throws -> Bool {
        for c in conds {
            switch c {
            case .bool(let e):
                if try !truth(try eval(e, env)) { return false }
            case .optionalBinding(let name, let e):
                let v = try eval(e, env)
                if v.isNull { return false }
                env.define(name, v, constant: true)
            case .match(let p, let e):
                if try !match(p, try eval(e, env), env) { return false }
            }
        }
        return true
    }

    func truth(_ v: RValue) throws -> Bool {
        switch v {
        case .scalar(.bool(let b)): return b
        case .enumCase("bool", let args): return try truth(args.first ?? .void)
        default: throw misuse("expected a Bool, found \(v.kindName)")
        }
    }

    /// Matches a pattern, binding names into `env`.
    func match(_ p: Pattern, _ v: RValue, _ env: Env) throws -> Bool {
        switch p {
        case .wildcard: return true
        case .bind(let name):
            env.define(name, v, constant: true)
            return true
        case .value(let e):
            let p = try eval(e, env)
            if case .range(let lo, let hi) = p, let a = order(lo, v), let b = order(v, hi) { return a <= 0 && b <= 0 }
            return try equal(p, v)
        case .tuple(let subs):
            guard case .tuple(let items) = v, items.count == subs.count else { return false }
            for (sub, item) in zip(subs, items) where try !match(sub, item, env) { return false }
            return true
        case .enumCase(let name, let subs):
            guard case .enumCase(let vn, let args) = v, vn == name else { return false }
            for (i, sub) in subs.enumerated() where i < args.count {
                if try !match(sub, args[i], env) { return false }
            }
            return true
        }
    }

    // MARK: Closures

    /// A closure or a key path (`map(\.name)`) used as a function.
    func function(_ v: RValue, _ operation: String) throws -> RValue {
        switch v {
        case .closure, .keyPath: return v
        default: throw misuse("\(operation) needs a closure or a key path")
        }
    }

    func apply(_ f: RValue, _ args: [RValue]) throws -> RValue {
        switch f {
        case .closure(let c): return try call(c, args)
        case .keyPath(_, let path):
            var v = args.first ?? .void
            for name in path where !v.isNull { v = try member(v, name) }
            return v
        default: throw misuse("\(f.kindName) is not a function")
        }
    }

    func call(_ c: Closure, _ args: [RValue]) throws -> RValue {
        guard callDepth < Self.maximumCallDepth else { throw misuse("closures call each other more than \(Self.maximumCallDepth) levels deep") }
        if StackGuard.currentAddress() < stackFloor {
            throw misuse("closures call each other too deeply for the stack (\(callDepth) levels)")
        }
        callDepth += 1
        defer { callDepth -= 1 }
        let env = Env(parent: c.env)
        var i = 0
        while i < c.params.count {
            env.define(c.params[i], i < args.count ? args[i] : .void, constant: true)
            i += 1
        }
        if c.body.count == 1, case .expr(let e, let loc) = c.body[0] {
            location = loc
            do { return try eval(e, env) } catch let i as Interrupt { throw i.located(loc) }
        }
        if case .returned(let v) = try exec(c.body, env) { return v }
        return .void
    }
}
