// Collections and live behaviour, speed: appending 1,000,000 list
// elements, removing from the middle, and the change set of a 100,000-element
// list after 1,000 mixed changes — each next to a plain Swift array.

internal import Foundation
internal import RealmSpecCore
internal import ReferenceEngine

enum CollectionBench {
    static let schema = Schema(types: [
        ObjectSchema(name: "Holder", properties: [
            PropertySchema(name: "numbers", type: .int, collection: .list),
        ]),
    ])

    static func holder(_ engine: ReferenceEngine) throws -> CollectionRef {
        try engine.open(schema: schema)
        _ = try engine.perform(.beginWrite)
        guard case .added(let root?, _) = try engine.perform(.create(type: "Holder", value: .map([]), update: .error)) else {
            throw EngineError(.engineFailure, "create did not answer with a key")
        }
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        return .property(owner: root, name: "numbers")
    }

    static func run(appends: Int, listSize: Int, changes: Int) throws -> [BenchRow] {
        var rows: [BenchRow] = []

        // Append one by one, in one write.
        var engine = ReferenceEngine()
        var list = try holder(engine)
        let tAppend = try fastest(repeats: 1) {
            engine = ReferenceEngine(); list = try holder(engine)
            _ = try engine.perform(.beginWrite)
            for i in 0..<appends { _ = try engine.perform(.listAppend(list, values: [.int(Int64(i))])) }
            _ = try engine.perform(.commitWrite(withoutNotifying: []))
        }
        var floor: [Int] = []
        let fAppend = fastest(repeats: 1) { floor = []; for i in 0..<appends { floor.append(i) } }
        rows.append(BenchRow(name: "append \(appends) elements to a list", measured: tAppend, floor: fAppend, aim: "report"))

        // Remove 1,000 elements from the middle.
        let removals = 1_000
        let tRemove = try fastest(repeats: 1) {
            _ = try engine.perform(.beginWrite)
            for _ in 0..<removals { _ = try engine.perform(.listRemove(list, at: appends / 2)) }
            _ = try engine.perform(.commitWrite(withoutNotifying: []))
        }
        let fRemove = fastest(repeats: 1) { for _ in 0..<removals { floor.remove(at: floor.count / 2) } }
        rows.append(BenchRow(name: "remove \(removals) from the middle of \(appends)", measured: tRemove, floor: fRemove, aim: "report"))

        // Change set of a 100,000-element list after 1,000 mixed changes.
        let observed = ReferenceEngine()
        let numbers = try holder(observed)
        _ = try observed.perform(.beginWrite)
        _ = try observed.perform(.listAppend(numbers, values: (0..<listSize).map { .int(Int64($0)) }))
        _ = try observed.perform(.commitWrite(withoutNotifying: []))
        _ = try observed.perform(.observe(.collection(numbers), keyPaths: nil))
        _ = try observed.perform(.refresh)   // the initial call
        var plain = Array(0..<listSize)
        var rng = SplitMix(seed: 42)
        var edits: [(kind: Int, at: Int, to: Int)] = []
        var size = listSize
        for _ in 0..<changes {
            let kind = Int(rng.next() % 4)
            let at = Int(rng.next() % UInt64(size)), to = Int(rng.next() % UInt64(size))
            edits.append((kind, at, to))
            if kind == 0 { size += 1 } else if kind == 1 { size -= 1 }
        }
        _ = try observed.perform(.beginWrite)
        for (n, edit) in edits.enumerated() {
            switch edit.kind {
            case 0: _ = try observed.perform(.listInsert(numbers, values: [.int(Int64(-n))], at: edit.at))
            case 1: _ = try observed.perform(.listRemove(numbers, at: edit.at))
            case 2: _ = try observed.perform(.listReplace(numbers, at: edit.at, value: .int(Int64(n))))
            default: _ = try observed.perform(.listMove(numbers, from: edit.at, to: min(edit.to, size - 1)))
            }
        }
        _ = try observed.perform(.commitWrite(withoutNotifying: []))
        var delivered = 0
        let tChanges = try fastest(repeats: 1) {
            guard case .deliveries(let d) = try observed.perform(.refresh) else { return }
            delivered = d.count
        }
        guard delivered == 1 else { throw EngineError(.engineFailure, "expected one delivery, got \(delivered)") }
        let fChanges = fastest(repeats: 1) {
            for (n, edit) in edits.enumerated() {
                switch edit.kind {
                case 0: plain.insert(-n, at: edit.at)
                case 1: plain.remove(at: edit.at)
                case 2: plain[edit.at] = n
                default: plain.move(from: edit.at, to: min(edit.to, plain.count - 1))
                }
            }
        }
        rows.append(BenchRow(name: "change set of \(listSize) elements after \(changes) mixed changes", measured: tChanges,
                             floor: fChanges, aim: "< 10 ms"))
        return rows
    }
}

extension Array {
    mutating func move(from: Int, to: Int) { let item = remove(at: from); insert(item, at: to) }
}
