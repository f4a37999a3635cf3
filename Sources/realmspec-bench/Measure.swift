// Timing and table helpers for `make bench`. Every figure is measured side by
// side with its floor in the same run, and reported as a ratio.

internal import Foundation

/// Runs `body` `repeats` times and returns the fastest run, in seconds.
/// The fastest run is the least disturbed by other work on a noisy machine.
func fastest(repeats: Int = 3, _ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<max(1, repeats) {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        best = min(best, seconds)
    }
    return best
}

/// One row of a benchmark table.
struct BenchRow {
    var name: String
    var measured: Double
    var floor: Double?
    var unit: String = "s"
    var aim: String

    var ratio: Double? { floor.map { $0 > 0 ? measured / $0 : .infinity } }
}

func format(seconds: Double) -> String {
    if seconds >= 1 { return String(format: "%.2f s", seconds) }
    if seconds >= 1e-3 { return String(format: "%.1f ms", seconds * 1e3) }
    return String(format: "%.1f µs", seconds * 1e6)
}

/// Prints rows as a Markdown table (what docs/benchmarks.md quotes).
func printTable(title: String, rows: [BenchRow]) {
    print("\n### \(title)\n")
    print("| measurement | realmspec | floor | ratio | aim |")
    print("|---|---:|---:|---:|---|")
    for row in rows {
        let measured = row.unit == "s" ? format(seconds: row.measured) : String(format: "%.1f %@", row.measured, row.unit)
        let floor = row.floor.map { row.unit == "s" ? format(seconds: $0) : String(format: "%.1f %@", $0, row.unit) } ?? "–"
        let ratio = row.ratio.map { String(format: "%.2f×", $0) } ?? "–"
        print("| \(row.name) | \(measured) | \(floor) | \(ratio) | \(row.aim) |")
    }
    fflush(nil)  // every output stream; `stdout` is a global var Swift 6 will not read
}

/// Peak resident memory of this process so far, in MB (Linux `VmHWM`).
func peakResidentMB() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let digits = line.split(separator: " ").compactMap { Double($0) }
        if let kb = digits.first { return kb / 1024 }
    }
    return nil
}

/// Runs this executable once per argument list, all at once (a workload in
/// a process of its own, or two side by side), and returns the number each
/// printed (nil for a run that failed or printed something else).
func runSelfNumbers(_ argumentLists: [[String]]) -> [Double?] {
    runSelfTogether(argumentLists).map { $0.flatMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) } }
}

/// Runs this executable once per argument list, all at once, and returns
/// each one's standard output (nil for one that could not start).
func runSelfTogether(_ argumentLists: [[String]]) -> [String?] {
    let started: [(Process, Pipe)?] = argumentLists.map { arguments in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return nil }
        return (process, pipe)
    }
    return started.map { item in
        guard let (process, pipe) = item else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
