// Writing a run's reports into the report folder, each file atomically.

import Foundation
import SpecReports
import SpecRunner

/// The reports of one run.
struct ReportSet {
    var directory: ReportDirectoryOption
    var junitPath: String?
    var profile: String

    /// Writes `results.json` (the run record) and the other reports.
    /// - Throws: `CLIError` (status 2) naming the file that could not be written.
    func write(_ record: RunRecord, corpus: SpecCorpus) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let results = directory.path("results.json")
        do {
            try encoder.encode(record).write(to: URL(fileURLWithPath: results), options: .atomic)
        } catch {
            throw CLIError("cannot write '\(results)': \(error.localizedDescription)")
        }
    }
}
