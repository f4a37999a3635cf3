import Foundation
import Testing
import RealmSpecCore
@testable import EngineWire

@Suite("Call names")
struct CallNameTests {
    @Test("a call's name is its case label, the key the wire sends it under", arguments: WireSamples.calls)
    func nameIsTheCaseLabel(_ call: EngineCall) throws {
        let label = Mirror(reflecting: call).children.first?.label ?? String(describing: call)
        #expect(call.name == label)
        let line = String(decoding: WireCodec().line(WireRequest(id: 1, call: call)), as: UTF8.self)
        #expect(line.contains("\"call\":{\"\(call.name)\""))
    }

    @Test("the samples hold every case, so each name above is checked")
    func samplesCoverEveryCase() {
        #expect(Set(WireSamples.calls.map(\.name)).count == 44)
    }
}
