// Another package can depend on this one: the manifest publishes the library
// products and holds nothing SwiftPM refuses in a dependency (unsafe flags);
// the example package depends on it by path only.

import Foundation
import Testing

@Suite("library products")
struct LibraryProductTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func text(_ relative: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(relative), encoding: .utf8)
    }

    @Test("the manifest publishes the seam, the object store, the conformance kit and the command")
    func products() throws {
        let manifest = try text("Package.swift")
        for product in ["RealmSpecCore", "ObjectStore", "EngineTestSupport", "RealmSpecTool"] {
            #expect(manifest.contains(".library(name: \"\(product)\", targets: [\"\(product)\"])"), "no library product \(product)")
        }
    }

    @Test("no target carries unsafe flags, which SwiftPM refuses in a dependency; the bench adds its flags itself")
    func noUnsafeFlags() throws {
        #expect(!(try text("Package.swift")).contains("unsafeFlags"))
        #expect((try text("Makefile")).contains("-Xswiftc -cross-module-optimization"))
    }

    @Test("the example package depends on this one by relative path and uses only its library products")
    func examplePackage() throws {
        let manifest = try text("Examples/SortedArrayStorage/Package.swift")
        #expect(manifest.contains(".package(name: \"realmspec\", path: \"../..\")"))
        let used = manifest.components(separatedBy: ".product(name: \"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(Set(used) == ["RealmSpecCore", "ObjectStore", "RealmSpecTool"])
    }
}
