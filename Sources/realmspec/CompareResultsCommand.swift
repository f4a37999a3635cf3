// `realmspec compare-results`: do two runs agree, scenario by scenario?

internal import ArgumentParser
internal import SpecRunner

struct CompareResultsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare-results",
        abstract: "Compares one engine's results in two results.json files; exits 1 when they differ.")

    @Argument(help: "The first results.json.")
    var first: String

    @Argument(help: "The second results.json.")
    var second: String

    @Option(help: "The engine whose cases are taken from the first file.")
    var engine: String

    @Option(name: .customLong("other-engine"), help: "The engine whose cases are taken from the second file (default: --engine).")
    var otherEngine: String?

    func run() throws {
        let comparison: RunComparison
        do {
            comparison = RunComparison(try RunComparison.load(first), engine: engine,
                                       try RunComparison.load(second), otherEngine: otherEngine ?? engine)
        } catch {
            throw CLIError(error.description)
        }
        for line in comparison.differences { print(line) }
        guard comparison.differences.isEmpty, comparison.compared > 0 else {
            print(comparison.compared == 0 ? "no scenario appears in both runs"
                                           : "\(comparison.differences.count) differences in \(comparison.compared) scenarios")
            throw ExitCode(1)
        }
        print("\(comparison.compared) scenarios, the same results")
    }
}
