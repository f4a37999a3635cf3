// What the JUnit report says under each profile, and where it goes.

import Foundation
import Testing

@Suite("JUnit report")
struct ReportContentTests {
    @Test("--junit PATH --junit-profile rich writes file and line attributes on each test case")
    func richProfile() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes), ("testWrong", Body.fails)])
        let result = try tree.run(["run", "--jobs", "1", "--junit", "out/ci/junit.xml", "--junit-profile", "rich"])
        #expect(result.status == 1, "\(result)")
        let junit = try #require(tree.read("out/ci/junit.xml"))
        #expect(junit.contains(#"<testcase name="testOne" "#), "\(junit)")
        #expect(junit.range(of: #"<testcase name="testOne"[^>]* file="Specs/p/A.swift" line="\d+""#,
                             options: .regularExpression) != nil, "\(junit)")
        #expect(junit.range(of: #"<testcase name="testWrong"[^>]* file="Specs/p/A.swift" line="\d+""#,
                             options: .regularExpression) != nil, "\(junit)")
        #expect(!tree.exists("Reports/junit.xml"), "--junit replaces the default place")
        #expect(tree.exists("Reports/results.json"))
    }

    @Test("the strict profile has no file or line attributes")
    func strictProfile() throws {
        let tree = try SpecTree()
        try tree.scenarios("p/A.swift", [("testOne", Body.passes)])
        let result = try tree.run(["run", "--jobs", "1"])
        #expect(result.status == 0, "\(result)")
        let junit = try #require(tree.read("Reports/junit.xml"))
        #expect(junit.contains(#"<testcase name="testOne""#))
        #expect(!junit.contains(" file=\""), "\(junit)")
        #expect(!junit.contains(" line=\""), "\(junit)")
    }
}
