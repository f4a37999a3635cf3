// `realmspec lint` and `realmspec coverage` report a claim none of whose
// scenarios uses one of the SDK members it names, at its pages.yaml line, and
// lint warns at each scenario naming a claim it does not count for; an
// unknown member id is a lint error at its own place.

import Foundation
import Testing

@Suite("claims and their members on the command line")
struct ClaimMembersCommandTests {
    func tree(counting: String) throws -> SpecTree {
        let tree = try SpecTree()
        try tree.write("Specs/pages.yaml", """
            pages:
              - id: p
                title: A page
                languages: [ja]
                sections:
                  - id: deleting
                    title: Deleting
                    claims:
                      - id: delete.removes
                        text: A deleted object leaves the realm.
                        members: [Realm.delete(_:)]

            """)
        try tree.write("Specs/p/A.swift", """
            // page: p

            /// Deleting removes.
            /// - section: deleting
            /// - claims: delete.removes
            func testDelete() throws {
                let realm = try Realm()
                let rex = Dog(value: ["name": "Rex"])
                try realm.write { realm.add(rex) }
            \(counting)
                XCTAssertEqual(realm.objects(Dog.self).count, 0)
            }

            """)
        return tree
    }

    @Test("a claim whose only scenario never calls its member: lint exits 1 naming the claim at pages.yaml's line, coverage does not count it")
    func unbacked() throws {
        let tree = try tree(counting: "    try realm.write { realm.deleteAll() }")
        let lint = try tree.run(["lint"])
        #expect(lint.status == 1, "\(lint)")
        #expect(lint.stdoutLines == [
            "Specs/p/A.swift:6:1: warning: scenario 'testDelete' names claim 'delete.removes' but checks none of its members "
                + "through its result (an assertion on its value or change, outside assertThrows) (Realm.delete(_:)), so it does not count for it",
            "Specs/pages.yaml:9:13: error: claim 'delete.removes': none of its scenarios checks one of its members "
                + "through its result (an assertion on its value or change, outside assertThrows) (Realm.delete(_:)); "
                + "named by Specs/p/A.swift:6",
            "1 file, 1 scenario, 1 error",
        ], "\(lint)")
        let coverage = try tree.run(["coverage", "--require", "100", "--report-dir", "Cov"])
        #expect(coverage.status == 1, "\(coverage)")
        #expect(coverage.stdout.contains("Specs/pages.yaml:9:13: error: claim 'delete.removes'"), "\(coverage)")
        #expect(coverage.stdout.contains("total: claims 0/1 (0.0%)"), "\(coverage)")
    }

    @Test("the same scenario calling the member: lint is clean and the claim is covered")
    func backed() throws {
        let tree = try tree(counting: "    try realm.write { realm.delete(rex) }")
        let lint = try tree.run(["lint"])
        #expect(lint.status == 0, "\(lint)")
        #expect(!lint.stdout.contains("warning"), "\(lint)")
        let coverage = try tree.run(["coverage", "--require", "100", "--report-dir", "Cov"])
        #expect(coverage.status == 0, "\(coverage)")
        #expect(coverage.stdout.contains("total: claims 1/1 (100.0%)"), "\(coverage)")
    }

    @Test("an unknown member id: lint names pages.yaml's line and column with the nearest id")
    func unknownId() throws {
        let tree = try tree(counting: "    try realm.write { realm.delete(rex) }")
        try tree.write("Specs/pages.yaml", tree.read("Specs/pages.yaml")!.replacingOccurrences(of: "[Realm.delete(_:)]",
                                                                                               with: "[Realm.delete(_:_:)]"))
        let lint = try tree.run(["lint"])
        #expect(lint.status == 1, "\(lint)")
        #expect(lint.stdoutLines.first == "Specs/pages.yaml:11:23: error: unknown member 'Realm.delete(_:_:)'; did you mean 'Realm.delete(_:)'?",
                "\(lint)")
    }
}
