// The closing line's wall time, split into loading and running, and the
// counter shown while the files load.

import Foundation
import SpecReports
import SpecRunModel
@testable import SpecRunner
import Testing

@Suite("load time and load progress")
struct LoadTimingTests {
    let pass = CaseRecord(engine: "reference", page: "p", section: "s", name: "testRight", file: "Specs/p/A.swift", line: 1, status: .pass)

    @Test("the closing line gives the whole time, then load and run")
    func split() {
        let out = Captured()
        let printer = ProgressPrinter(total: 1, interactive: false, color: false, write: { out.append($0) })
        printer.record(pass)
        printer.finish([pass], elapsed: 1.9, loading: 0.8)
        let last = out.text.split(separator: "\n").last.map(String.init)
        #expect(last == "1 passed, 0 failed, 0 skipped in 1.90 s (load 0.80 s, run 1.10 s)")
    }

    @Test("without a load time the closing line gives the whole time alone")
    func whole() {
        let out = Captured()
        let printer = ProgressPrinter(total: 1, interactive: false, color: false, write: { out.append($0) })
        printer.finish([pass], elapsed: 12.34)
        #expect(out.text.hasSuffix("1 passed, 0 failed, 0 skipped in 12.3 s\n"))
    }

    @Test("a load time past the whole time is clamped: no negative run time")
    func clamped() {
        #expect(ProgressPrinter.timing(elapsed: 1, loading: 3) == "1.00 s (load 1.00 s, run 0.00 s)")
    }

    @Test("on a terminal the counter is redrawn in place and erased at the end")
    func terminal() {
        let out = Captured()
        let progress = LoadProgress(interactive: true, write: { out.append($0) })
        progress.update(loaded: 0, total: 3)
        progress.update(loaded: 2, total: 3)
        progress.finish()
        #expect(out.text == "\r\u{1B}[2Kloading 0/3 files\r\u{1B}[2Kloading 2/3 files\r\u{1B}[2K")
    }

    @Test("off a terminal nothing is written")
    func plain() {
        let out = Captured()
        let progress = LoadProgress(interactive: false, write: { out.append($0) })
        progress.update(loaded: 1, total: 3)
        progress.finish()
        #expect(out.text.isEmpty)
    }

    @Test("thousands of files are counted in at most a hundred redraws")
    func throttled() {
        let out = Captured()
        let progress = LoadProgress(interactive: true, write: { out.append($0) })
        for loaded in 0...5000 { progress.update(loaded: loaded, total: 5000) }
        #expect(out.text.components(separatedBy: "loading").count - 1 == 101)
        #expect(out.text.hasSuffix("loading 5000/5000 files"))
    }
}
