// `realmspec coverage` into a folder that holds a run's report set: the pages
// go into that set, verified by that run (or by --results), as a new
// generation with every other file of the set kept byte for byte, so the
// run's pages are never replaced by poorer ones and the set stays whole.

public import SpecRunModel
internal import Foundation

/// The report set a run left in a folder.
public struct RunReportSet {
    /// The run the set holds (its results.json).
    public var record: RunRecord
    /// Every file of the set's current generation, by name.
    public var files: [(name: String, bytes: [UInt8])]

    /// The set in `folder`, when its `results.json` is a link realmspec
    /// made into a generation that can be read; nil otherwise.
    public init?(in folder: String) {
        let results = (folder as NSString).appendingPathComponent("results.json")
        guard let target = ReportGeneration.ownLink(results) else { return nil }
        let linked = target.hasPrefix("/") ? target : (AtomicFile.folderOf(results) as NSString).appendingPathComponent(target)
        let generation = (linked as NSString).deletingLastPathComponent
        guard let data = FileManager.default.contents(atPath: results),
              let record = try? JSONDecoder().decode(RunRecord.self, from: data),
              let names = try? FileManager.default.contentsOfDirectory(atPath: generation) else { return nil }
        var files: [(name: String, bytes: [UInt8])] = []
        for name in names.sorted() {
            guard let data = FileManager.default.contents(atPath: (generation as NSString).appendingPathComponent(name)) else { return nil }
            files.append((name, Array(data)))
        }
        self.record = record
        self.files = files
    }

    /// Writes the set again with `replaced` (path → bytes, by file name) in
    /// place of the files of the same name, as one new generation.
    /// - Throws: `ReportError` as `ReportGeneration.write` does.
    public func write(into folder: String, replacing replaced: [(path: String, bytes: [UInt8])]) throws(ReportError) {
        var byName: [String: [UInt8]] = [:]
        for (name, bytes) in files { byName[name] = bytes }
        for (path, bytes) in replaced { byName[AtomicFile.fileNameOf(path)] = bytes }
        // A file of the set with no link here (a --junit elsewhere) gets one,
        // unless something realmspec did not make is in the way.
        let all = byName.keys.sorted().compactMap { name -> ReportGeneration.File? in
            let link = (folder as NSString).appendingPathComponent(name)
            var isLink = false
            if let type = (try? FileManager.default.attributesOfItem(atPath: link))?[.type] as? FileAttributeType {
                isLink = type == .typeSymbolicLink
                if !isLink || ReportGeneration.ownLink(link) == nil { return nil }
            }
            return ReportGeneration.File(link: link, name: name, bytes: byName[name] ?? [])
        }
        try ReportGeneration(folder: folder).write(all)
    }
}
