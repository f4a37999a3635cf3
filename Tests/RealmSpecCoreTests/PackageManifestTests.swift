// The package builds where it says it does: Sources in the Swift 6 language
// mode with complete concurrency checking (tests in Swift 5 mode), and a
// macOS platform new enough for the Synchronization module it imports.
// (What every `@unchecked Sendable` says is checked in UncheckedSendableTests.)

import Foundation
import Testing

@Suite("package manifest")
struct PackageManifestTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("Sources build in Swift 6 mode, tests in Swift 5 mode, and macOS 15 is declared for Atomic and Mutex")
    func manifest() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(text.contains("swiftLanguageModes: [.v6]"))
        let testTargets = text.components(separatedBy: ".testTarget(").dropFirst()
        #expect(!testTargets.isEmpty && testTargets.allSatisfy { $0.contains("swiftSettings: tests") })
        let usesSynchronization = try sources().contains { try String(contentsOf: $0, encoding: .utf8).contains("import Synchronization") }
        if usesSynchronization { #expect(text.contains(".macOS(.v15)"), "Atomic and Mutex need macOS 15") }
    }

    func sources() throws -> [URL] {
        let folder = Self.root.appendingPathComponent("Sources")
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
    }
}
