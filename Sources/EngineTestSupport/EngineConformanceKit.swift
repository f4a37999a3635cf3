// Behavioural checks any engine's tests run with its factory, through the
// Engine protocol only. Each check opens a fresh realm with the kit's schema
// (EngineConformanceKit+Fixtures.swift) and reports what it found broken.

public import RealmSpecCore

/// What one check found broken.
public struct ConformanceFailure: Hashable, Sendable, CustomStringConvertible {
    /// The check's name.
    public var check: String
    public var message: String
    public init(check: String, message: String) { self.check = check; self.message = message }
    public var description: String { "\(check): \(message)" }
}

/// One named behavioural check of the engine protocol.
public struct ConformanceCheck: Sendable, CustomStringConvertible {
    /// What the engine must do, in words: "beginWrite inside a write fails".
    public let name: String
    /// The doc section the behaviour comes from.
    public let section: String
    /// Optional features the check needs; an engine without them skips it.
    public let requires: Set<Capability>
    let body: @Sendable (ConformanceProbe) throws -> Void

    init(_ name: String, section: String, requires: Set<Capability> = [],
         _ body: @escaping @Sendable (ConformanceProbe) throws -> Void) {
        self.name = name; self.section = section; self.requires = requires; self.body = body
    }

    public var description: String { name }

    /// Whether an engine with this description takes part in the check.
    public func applies(to info: EngineInfo) -> Bool { requires.isSubset(of: info.capabilities) }

    /// Runs the check on a fresh engine from `factory`.
    ///
    /// - Returns: what was found broken; empty when the engine conforms or
    ///   lacks a capability the check needs.
    public func run(factory: EngineFactory) -> [ConformanceFailure] {
        let engine: any Engine
        do { engine = try factory() } catch {
            return [ConformanceFailure(check: name, message: "the factory failed: \(error)")]
        }
        defer { engine.close() }
        guard applies(to: engine.info) else { return [] }
        let probe = ConformanceProbe(engine: engine, check: name)
        do {
            try engine.open(schema: ConformanceFixtures.schema)
            try body(probe)
        } catch let error as EngineError {
            probe.fail("open failed: \(error)")
        } catch {
            // A stop after the first unexpected reply; the failure is recorded.
        }
        return probe.failures
    }
}

/// The engine conformance kit: every check, and a way to run them all.
///
/// ```swift
/// @Test("conforms", arguments: EngineConformanceKit.checks)
/// func conforms(_ check: ConformanceCheck) {
///     #expect(check.run(factory: { ReferenceEngine() }) == [])
/// }
/// ```
public enum EngineConformanceKit {
    /// Every check, grouped by behaviour.
    public static let checks: [ConformanceCheck] =
        transactionChecks + objectChecks + primaryKeyChecks + deleteChecks + listChecks
        + setAndMapChecks + queryChecks + aggregateChecks + freezeChecks + notificationChecks

    /// The parts of the kit whose checks share the `core` row of the table,
    /// by behaviour, named as `realmspec conformance --only` takes them. A
    /// part also holds its checks that need a capability (`delete` holds
    /// "deleting a query's results…", of the `queries` row).
    public static let parts: [(name: String, checks: [ConformanceCheck])] = [
        ("transactions", transactionChecks), ("objects", objectChecks),
        ("primary keys", primaryKeyChecks), ("delete", deleteChecks),
    ]

    /// Runs every check on fresh engines from `factory`.
    ///
    /// - Returns: every failure of every check; empty when the engine conforms.
    public static func run(factory: EngineFactory) -> [ConformanceFailure] {
        checks.flatMap { $0.run(factory: factory) }
    }

    /// The check with this name, if any.
    public static func check(named name: String) -> ConformanceCheck? {
        checks.first(where: { $0.name == name })
    }
}
