// `realmspec conformance --engine X`: the engine conformance kit, call by
// call with small fixtures, on one engine (an external one too, which also
// gets the protocol suite), printed capability by capability and written
// as JUnit. What a backend author runs first.

internal import ArgumentParser
internal import EngineTestSupport
internal import EngineWire
internal import Foundation
internal import RealmSpecCore
internal import SpecReports
internal import SpecRunModel

struct ConformanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conformance",
        abstract: "Runs the engine conformance kit (and, for an external engine, the protocol suite) on one engine.")

    @OptionGroup var reports: ReportDirectoryOption

    @Option(help: ArgumentHelp("The engine: a registered name or 'external:COMMAND'.", valueName: "name"))
    var engine: String

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Seconds an external engine gets for each answer, more than 0 and at most 86400.", valueName: "seconds"))
    var timeout: Double = 10

    @Option(help: ArgumentHelp("Where to write the JUnit report (default: <report-dir>/conformance.xml).", valueName: "path"))
    var junit: String?

    @Option(help: ArgumentHelp("Run only the checks of this area of the table ('core', 'lists', 'protocol: ids', …), this part of the kit ('transactions', 'objects', 'primary keys', 'delete') or 'protocol' (the whole protocol suite); repeatable.", valueName: "area"))
    var only: [String] = []

    func validate() throws {
        try ConformanceSelection(names: only).validate()
        guard timeout.isFinite, timeout > 0, timeout <= RunCommand.timeoutLimit else {
            throw ValidationError("--timeout must be more than 0 and at most \(Int(RunCommand.timeoutLimit)) seconds, not '\(timeout)'")
        }
        guard EngineRegistry.factory(for: engine) != nil else {
            if engine.hasPrefix(EngineRegistry.externalPrefix) {
                throw ValidationError("'\(engine)' names no command; write it as 'external:COMMAND'")
            }
            throw ValidationError(EngineSelection.unknown(engine).message)
        }
    }

    func run() throws {
        let path = junit ?? reports.path("conformance.xml")
        try ReportDirectoryOption.prepare(file: path, for: "the JUnit report")
        guard let factory = EngineRegistry.factory(for: engine, callTimeout: timeout) else { throw EngineSelection.unknown(engine) }
        let selection = ConformanceSelection(names: only)
        let checks = EngineConformanceKit.checks.filter(selection.selects)
        let protocolAreas = externalCommand == nil ? [] : selection.protocolAreas
        guard !checks.isEmpty || !protocolAreas.isEmpty else {
            throw CLIError("\(selection.heading) selects no check for '\(engine)'"
                           + (externalCommand == nil ? " (the protocol suite runs on external engines only)" : ""))
        }
        let started = Date()
        var report = ConformanceReport.run(engine: engine, factory: factory, checks: checks)
        if let command = externalCommand, !protocolAreas.isEmpty {
            report.outcomes += ProtocolSuite.run(command: command, timeout: timeout, areas: protocolAreas).map(Self.outcome)
        }
        let label = externalCommand == nil ? engine : Self.handshakeName(factory) ?? "external"
        print("conformance of '\(label)'" + (externalCommand.map { " (external: \($0))" } ?? ""))
        if !only.isEmpty { print("only the checks of \(selection.heading)") }
        print(report.table)
        let record = RunRecord(cases: report.outcomes.map { Self.record($0, engine: label) },
                               startedAt: started.timeIntervalSince1970, hostname: ProcessInfo.processInfo.hostName,
                               engineCommands: externalCommand.map { [label: $0] } ?? [:])
        do { try JUnitReport.write(record, profile: .strict, to: path) } catch { throw CLIError(error.message) }
        print("JUnit report: \(path)")
        if !report.passed { throw ExitCode(1) }
        if !report.outcomes.contains(where: { !$0.skipped }) {
            throw CLIError("\(selection.heading.isEmpty ? "the run" : selection.heading) ran no check: every one was skipped", status: 1)
        }
    }

    /// The command of an `external:COMMAND` engine.
    private var externalCommand: String? {
        engine.hasPrefix(EngineRegistry.externalPrefix) ? String(engine.dropFirst(EngineRegistry.externalPrefix.count)) : nil
    }

    /// The name an external engine gives in its handshake, or nil when it gives none.
    private static func handshakeName(_ factory: EngineFactory) -> String? {
        guard let engine = try? factory() else { return nil }
        defer { engine.close() }
        return engine.info.name.isEmpty ? nil : engine.info.name
    }

    /// A protocol check's result as a row of the report.
    static func outcome(_ result: ProtocolCheckResult) -> ConformanceOutcome {
        ConformanceOutcome(area: result.area, name: result.name, section: ProtocolSuite.section,
                           status: result.failures.isEmpty ? .passed : .failed(result.failures))
    }

    /// One check as a JUnit case: the area is its page, the doc section its section.
    static func record(_ outcome: ConformanceOutcome, engine: String) -> CaseRecord {
        var status = CaseStatus.pass
        var message: String?, details: String?, failureType: String?
        switch outcome.status {
        case .passed: break
        case .failed(let messages):
            status = .fail
            message = messages.first
            details = messages.joined(separator: "\n")
            failureType = "conformance"
        case .skipped(let why):
            status = .skipped
            message = why
        }
        return CaseRecord(engine: engine, page: "conformance: \(outcome.area)", section: outcome.section,
                          name: outcome.name, file: "conformance", line: 0, status: status, message: message,
                          details: details, failureType: failureType, duration: outcome.duration)
    }
}
