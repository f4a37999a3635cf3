// Shared sample runs, schema paths and temporary folders for the report tests.

import Foundation
@testable import SpecReports
import SpecRunModel

enum Fixtures {
    /// The package root, found from this file's path.
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let ownSchema = packageRoot + "/schemas/realmspec-junit.xsd"

    /// The public JUnit schemas: `$REALMSPEC_JUNIT_SCHEMAS`, else `../shared/junit-schemas`
    /// next to the checkout (or one level further up for a worktree).
    static let sharedSchemaFolder: String? = {
        var candidates = [packageRoot + "/../shared/junit-schemas", packageRoot + "/../../shared/junit-schemas"]
        if let custom = ProcessInfo.processInfo.environment["REALMSPEC_JUNIT_SCHEMAS"] {
            candidates.insert(custom, at: 0)
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/ant-junit.xsd") }
    }()

    static var antSchema: String? { sharedSchemaFolder.map { $0 + "/ant-junit.xsd" } }
    static var jenkinsSchema: String? { sharedSchemaFolder.map { $0 + "/jenkins-junit-10.xsd" } }

    static func record(_ status: CaseStatus, engine: String = "reference", page: String = "crud-delete",
                       section: String = "delete-an-object", name: String = "testDelete",
                       message: String? = nil, details: String? = nil, sdk: String? = nil,
                       claims: [String] = [], output: String = "", duration: Double = 0.25) -> CaseRecord {
        CaseRecord(engine: engine, page: page, section: section, name: name,
                   file: "Specs/\(page)/Delete.swift", line: 12, description: "Deleting works.",
                   claims: claims, tags: [], sdk: sdk, status: status, message: message,
                   details: details, output: output, duration: duration)
    }

    /// Every status once, on two engines and two pages.
    static let mixedRun: RunRecord = {
        var cases: [CaseRecord] = []
        for engine in ["reference", "external"] {
            for (index, status) in CaseStatus.allCases.enumerated() {
                cases.append(record(status, engine: engine, page: index % 2 == 0 ? "crud-delete" : "crud-update",
                                    name: "test\(status.rawValue.capitalized)",
                                    message: status == .pass ? nil : "expected 1, got 2",
                                    details: status == .pass ? nil : "#expect(count == 1) failed"))
            }
        }
        return RunRecord(cases: cases, startedAt: 1_795_000_000, hostname: "ci-host")
    }()

    /// A fresh empty folder, removed by the caller.
    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "/realmspec-reports-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
