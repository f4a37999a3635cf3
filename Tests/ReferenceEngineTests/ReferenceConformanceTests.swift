// The engine conformance kit, run on the reference engine.

import Testing
import RealmSpecCore
import EngineTestSupport
import ReferenceEngine

@Suite("Reference engine conformance")
struct ReferenceConformanceTests {
    @Test("the reference engine passes the conformance check", arguments: EngineConformanceKit.checks)
    func conforms(_ check: ConformanceCheck) {
        let failures = check.run(factory: { () throws(EngineError) -> any Engine in ReferenceEngine() })
        #expect(failures.isEmpty, "\(failures.map(\.message).joined(separator: "\n"))")
    }

    @Test("the reference engine takes part in every check")
    func everyCapability() {
        let info = ReferenceEngine().info
        #expect(EngineConformanceKit.checks.allSatisfy { $0.applies(to: info) })
    }
}
