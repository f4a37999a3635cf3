// The members of api-surface.md this project leaves out of scope, each with
// its reason: what needs threads, queues or actors, a second realm file, or
// a UI framework; one member whose whole body in the shipped SDK is a
// trap; and LinkingObjects' inherited members whose constraint needs
// elements of a value type, which Swift refuses to call on it. Every other counted member is in scope, and the aim is that a
// scenario exercises each. docs/reports.md's coverage section lists these.
// Related SDK sections: sdk-api (api-surface.md §1–§12).

public enum ApiScope {
    static let threads = "needs threads, queues or actors"
    static let secondFile = "needs a second realm file"
    static let runLoop = "asynchronous writes complete on a run loop of another thread"
    static let objectsOnly = "needs elements of a value type: Swift refuses it on linking objects, which hold objects (lint refuses it too)"
    static let trap = "its body in the shipped SDK is fatalError(): a call ends the process, so no scenario can observe a result"

    /// Type → member id → why it is left out.
    public static let outOfScope: [String: [String: String]] = {
        var out: [String: [String: String]] = [:]
        func leave(_ type: String, _ ids: [String], _ reason: String) {
            for id in ids { out[type, default: [:]][id] = reason }
        }
        leave("Realm", ["#9", "#10"], secondFile)
        leave("Realm", ["#11", "#12", "#13"], threads)
        leave("Realm", ["#5", "#19", "#20", "#21", "#23"], runLoop)
        leave("Realm", ["#38"], threads)
        leave("Realm", ["#47", "#48", "#49", "#50"], secondFile)
        leave("Object", ["#10", "#11"], threads)
        leave("EmbeddedObject", ["#10", "#11"], threads)
        for type in ["List", "Results", "MutableSet", "LinkingObjects"] { leave(type, ["RC40", "RC41"], threads) }
        leave("Map", ["M29", "M30"], threads)
        leave("Projection", ["P9", "P10"], threads)
        leave("Projection", ["P16"], trap)
        leave("LinkingObjects", ["RC19", "RC22", "RC31", "RC32", "RC33", "RC34"], objectsOnly)
        leave("RLMRealm", ["#2"], threads)
        leave("RLMRealm", ["#3", "#4", "#5", "#11", "#12", "#13", "#14"], secondFile)
        leave("RLMRealm", ["#25", "#26", "#27", "#28", "#29", "#30", "#31", "#32"], runLoop)
        leave("RLMRealm", ["#36"], threads)
        return out
    }()

    /// The list of what is left out in docs/reports.md: per type, the member ids and the reason.
    public static func readmeList() -> String {
        var lines: [String] = []
        for type in ApiSurface.types.map(\.name) {
            guard let left = outOfScope[type] else { continue }
            var byReason: [(String, [String])] = []
            for m in ApiSurface.type(type)?.members ?? [] {
                guard let reason = left[m.id] else { continue }
                if let i = byReason.firstIndex(where: { $0.0 == reason }) { byReason[i].1.append(m.id) } else { byReason.append((reason, [m.id])) }
            }
            for (reason, ids) in byReason { lines.append("- \(type) \(ids.joined(separator: ", ")): \(reason)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
