// `realmspec coverage` into a folder that holds a run's report set: the pages
// go into that set, verified by that run (or by --results), as a new
// generation with every other file of the set kept byte for byte, so the
// run's pages are never replaced by poorer ones and the set stays whole.

internal import Foundation
internal import SpecReports
internal import SpecRunModel
internal import SpecRunner

/// The report set a run left in a folder.
struct RunReportSet {
    /// The run the set holds (its results.json).
    var record: RunRecord
    /// Every file of the set's current generation, by name.
    var files: [(name: String, bytes: [UInt8])]

    /// The set in `directory`, when its `results.json` is a link realmspec
    /// made into a generation that can be read; nil otherwise.
    init?(in directory: ReportDirectoryOption) {
        let results = directory.path("results.json")
        guard let target = ReportDirectoryOption.ownLink(results) else { return nil }
        let folder = target.hasPrefix("/") ? target : (AtomicFile.folderOf(results) as NSString).appendingPathComponent(target)
        let generation = (folder as NSString).deletingLastPathComponent
        guard let record = try? RunComparison.load(results),
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
    func write(into directory: ReportDirectoryOption, replacing replaced: [(path: String, bytes: [UInt8])]) throws(ReportError) {
        var byName: [String: [UInt8]] = [:]
        for (name, bytes) in files { byName[name] = bytes }
        for (path, bytes) in replaced { byName[AtomicFile.fileNameOf(path)] = bytes }
        // A file of the set with no link here (a --junit elsewhere) gets one,
        // unless something realmspec did not make is in the way.
        let all = byName.keys.sorted().compactMap { name -> ReportGeneration.File? in
            let link = directory.path(name)
            var isLink = false
            if let type = (try? FileManager.default.attributesOfItem(atPath: link))?[.type] as? FileAttributeType {
                isLink = type == .typeSymbolicLink
                if !isLink || ReportDirectoryOption.ownLink(link) == nil { return nil }
            }
            return ReportGeneration.File(link: link, name: name, bytes: byName[name] ?? [])
        }
        try ReportGeneration(folder: directory.reportDir).write(all)
    }
}
