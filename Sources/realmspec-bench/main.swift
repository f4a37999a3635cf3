// `make bench`: every speed figure of the project, each next to its floor,
// measured in one run. Run in release mode (`swift run -c release realmspec-bench`).

import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "--memory-probe" {
    let count = arguments.count > 1 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000
    let floorOnly = arguments.contains("--floor")
    do { try EngineBench.memoryProbe(count: count, floorOnly: floorOnly) } catch { print("error: \(error)"); exit(1) }
    exit(0)
}

let quick = arguments.contains("--quick")
let objects = quick ? 100_000 : 1_000_000
print("realmspec benchmarks (\(quick ? "quick" : "full") run, \(ProcessInfo.processInfo.activeProcessorCount) cores)")
do {
    printTable(title: "Reference engine", rows: try EngineBench.run(count: objects, lookups: 100_000))
    let engineMB = runSelf(["--memory-probe", String(objects)]).flatMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    let floorMB = runSelf(["--memory-probe", String(objects), "--floor"]).flatMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    if let engineMB, let floorMB {
        printTable(title: "Peak memory", rows: [BenchRow(name: "\(objects) objects, peak resident", measured: engineMB, floor: floorMB, unit: "MB", aim: "< 300 MB")])
    }
} catch {
    print("error: \(error)")
    exit(1)
}
