// The `realmspec` command: runs documentation scenarios against engines.

internal import ArgumentParser
internal import Foundation
internal import RunTemporaries
internal import SpecReports
internal import SpecRunner

/// The root command; `RealmSpecTool.main(engines:)` starts it.
struct RealmSpec: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "realmspec",
        abstract: "Checks storage engines against the documented behaviour of the Realm Swift SDK.",
        discussion: """
            Exit status: 0 when nothing is unexpected; 1 when something is (a failure, an error, \
            a timeout, an unexpected pass, a lint error, coverage below --require, reports that \
            differ or do not validate); 2 for usage and environment errors.
            """,
        version: RealmSpecVersion.description,
        subcommands: [RunCommand.self, ConformanceCommand.self, LintCommand.self, CoverageCommand.self, EnginesCommand.self,
                      ServeCommand.self, ValidateReportsCommand.self, CompareResultsCommand.self, DiffCommand.self, MergeCommand.self, ExpectationsCommand.self, CompleteCommand.self,
                      SQLiteWriterCommand.self,
                      MutateCommand.self, FuzzCommand.self])

    /// Exit statuses: 0 nothing unexpected, 1 something unexpected, 2 usage
    /// or environment errors (argument-parser's own default would be 64).
    static func main() {
        SignalHandling.install()
        do {
            try checkSubcommand(Array(CommandLine.arguments.dropFirst()))
            var command = try parseAsRoot()
            try command.run()
            RunTemporaries.cleanUpNow()
        } catch {
            exit(with: error)
        }
    }

    /// A word in command position that names no subcommand is refused with
    /// the nearest one (`realmspec rn` → "did you mean 'run'?",
    /// `realmspec expectations updat` → "did you mean 'update'?") and the
    /// list of them.
    /// - Throws: `CLIError` (status 2).
    static func checkSubcommand(_ arguments: [String]) throws {
        try checkSubcommand(arguments, of: configuration, path: "")
    }

    private static func checkSubcommand(_ arguments: [String], of parent: CommandConfiguration, path: String) throws {
        guard !parent.subcommands.isEmpty, let word = arguments.first, !word.hasPrefix("-"), word != "help" else { return }
        if let command = parent.subcommands.first(where: { $0.configuration.commandName == word }) {
            return try checkSubcommand(Array(arguments.dropFirst()), of: command.configuration, path: path + word + " ")
        }
        // A command with subcommands and no default takes no other word in their place.
        guard parent.defaultSubcommand == nil else { return }
        let names = parent.subcommands.filter { $0.configuration.shouldDisplay }.compactMap { $0.configuration.commandName }
        let guess = Suggestion.closest(to: word, in: names).map { "; did you mean '\($0)'?" } ?? ""
        throw CLIError("unknown command '\(path)\(word)'\(guess) (commands: \(names.map { path + $0 }.joined(separator: ", ")))")
    }

    static func exit(with error: Error) -> Never {
        RunTemporaries.cleanUpNow()
        if let exitCode = error as? ExitCode { Foundation.exit(exitCode.rawValue) }
        if let failure = error as? CLIError {
            FileHandle.standardError.write(Data((CLIError.prefixed(failure.message) + "\n").utf8))
            Foundation.exit(failure.status)
        }
        let code = exitCode(for: error)
        let message = fullMessage(for: error)
        if code == .success {
            print(message)
            Foundation.exit(0)
        }
        FileHandle.standardError.write(Data((message.isEmpty ? "" : message + "\n").utf8))
        Foundation.exit(2)
    }
}

/// The tool's version, and the SDK whose behaviour it checks.
enum RealmSpecVersion {
    static let tool = "0.6.0"
    static let sdk = "realm-swift 10.54.6, realm-core 14.14.0"
    static var description: String { "realmspec \(tool) (checks \(sdk))" }
}

/// An error the command reports in one line, with its exit status.
struct CLIError: Error, CustomStringConvertible {
    var message: String
    /// 2 for usage and environment errors, 1 for findings.
    var status: Int32 = 2
    init(_ message: String, status: Int32 = 2) { self.message = message; self.status = status }
    var description: String { message }

    /// `error: message`, unless the message already is in the compiler's
    /// form `file:line:col: error: …`, which says it once.
    static func prefixed(_ message: String) -> String {
        let first = message.prefix { $0 != "\n" }
        if first.range(of: #"^.*:[0-9]+:[0-9]+: error: "#, options: .regularExpression) != nil { return message }
        return "error: " + message
    }
}

/// Runs report writing, turning a `ReportError` into an exit-2 `CLIError`.
func attempt<T>(_ body: () throws(ReportError) -> T) throws -> T {
    do {
        return try body()
    } catch {
        throw CLIError(error.message)
    }
}
