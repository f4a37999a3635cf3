// `realmspec validate-reports`: JUnit reports against XML schemas, in process.

internal import ArgumentParser
internal import Foundation
internal import SpecReports

struct ValidateReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate-reports",
        abstract: "Validates every JUnit report (.xml) in the given folders or files against XML schemas.")

    @Argument(help: "Report folders or .xml files.")
    var reports: [String] = []

    // `.upToNextOption`: `--schema a.xsd b.xsd` names two schemas; a
    // report folder or .xml file given after them is still a report.
    @Option(name: .customLong("schema"), parsing: .upToNextOption,
            help: "XML schemas (.xsd) every report must satisfy: --schema a.xsd b.xsd, or --schema repeated.")
    var schemas: [String] = []

    @Option(name: .customLong("max-problems"), parsing: .unconditional,
            help: ArgumentHelp("Problems printed at most; the rest are counted (default 50).", valueName: "n"))
    var maxProblems: Int = 50

    mutating func validate() throws {
        // Values after --schema that are not schemas are reports.
        let misplaced = schemas.filter { !$0.lowercased().hasSuffix(".xsd") }
        schemas.removeAll { !$0.lowercased().hasSuffix(".xsd") }
        reports += misplaced
        if let schema = reports.first(where: { $0.lowercased().hasSuffix(".xsd") }) {
            throw ValidationError("'\(schema)' is a schema, not a report: name it after --schema")
        }
        guard !reports.isEmpty else { throw ValidationError("name at least one report folder or file") }
        guard !schemas.isEmpty else { throw ValidationError("name at least one schema with --schema") }
        guard maxProblems >= 0 else { throw ValidationError("--max-problems must be 0 or more, not '\(maxProblems)'") }
        for path in reports + schemas where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("no such file or folder '\(path)'")
        }
    }

    func run() throws {
        let files = reportFiles()
        guard !files.isEmpty else { throw CLIError("no .xml reports in \(reports.map { "'\($0)'" }.joined(separator: ", "))", status: 1) }
        var problems = 0
        for file in files {
            for schema in schemas {
                let found: [String]
                do {
                    found = try ReportValidation.validate(xmlAt: file, againstSchemaAt: schema)
                } catch {
                    throw CLIError(error.message)
                }
                for problem in found.prefix(max(0, maxProblems - problems)) { print("\(problem) (schema \(schema))") }
                problems += found.count
            }
        }
        if problems > maxProblems { print("… and \(problems - maxProblems) more problem\(problems - maxProblems == 1 ? "" : "s") not shown") }
        print("\(files.count) report\(files.count == 1 ? "" : "s") against \(schemas.count) schema\(schemas.count == 1 ? "" : "s"): "
              + (problems == 0 ? "valid" : "\(problems) problem\(problems == 1 ? "" : "s")"))
        if problems > 0 { throw ExitCode(1) }
    }

    /// The `.xml` files named or found (not recursively) in the named folders.
    private func reportFiles() -> [String] {
        reports.flatMap { path -> [String] in
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else { return [path] }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.filter { $0.hasSuffix(".xml") }.sorted().map { (path as NSString).appendingPathComponent($0) }
        }
    }
}
