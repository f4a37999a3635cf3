// Choosing which scenarios run: `--filter`, `--tag` and `--shard I/N`.

internal import Foundation

/// One part of a run split across machines: shard `index` (1-based) of `count`.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    public var index: Int
    public var count: Int

    /// Parses `I/N` with 1 ≤ I ≤ N; nil otherwise.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              count >= 1, (1...count).contains(index) else { return nil }
        self.index = index; self.count = count
    }

    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index; self.count = count
    }

    public var description: String { "\(index)/\(count)" }

    /// Whether the scenario with this id belongs to this shard. The choice
    /// depends only on the id, so shards are disjoint and together complete,
    /// on every machine and in every run.
    public func contains(_ id: String) -> Bool {
        Int(Shard.stableHash(id) % UInt64(count)) == index - 1
    }

    /// FNV-1a over the UTF-8 bytes: the same on every platform and run
    /// (Swift's `Hasher` is seeded per process).
    static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}

/// Which scenarios a run takes.
public struct ScenarioSelection: Hashable, Sendable {
    /// Matches, case-insensitively, a substring of the file path, the
    /// scenario name, the section or a tag.
    public var filter: String?
    /// The scenario must match one of these (when not empty): a tag, or
    /// tags joined by commas, all of which it must carry (`--tag a,b`).
    /// Repeated `--tag` values are alternatives: `--tag a --tag b` takes
    /// scenarios with either tag.
    public var tags: [String]
    public var shard: Shard?

    public init(filter: String? = nil, tags: [String] = [], shard: Shard? = nil) {
        self.filter = filter; self.tags = tags; self.shard = shard
    }

    public func selects(_ planned: PlannedScenario) -> Bool {
        if let filter, !matches(filter, in: [planned.relativeFile, planned.scenario.name, planned.section ?? ""] + planned.tags) {
            return false
        }
        if !tags.isEmpty, !tags.contains(where: { Self.tagNames($0).allSatisfy(planned.tags.contains) }) { return false }
        return shard?.contains(planned.id) ?? true
    }

    /// A file that cannot run is still selected by a filter on its path, by
    /// its shard and when no filter or tag narrows the run.
    public func selectsBrokenFile(relativePath: String) -> Bool {
        if let filter, !matches(filter, in: [relativePath]) { return false }
        if !tags.isEmpty { return false }
        return shard?.contains(relativePath) ?? true
    }

    public func apply(_ scenarios: [PlannedScenario]) -> [PlannedScenario] {
        guard filter != nil || !tags.isEmpty || shard != nil else { return scenarios }
        return scenarios.filter(selects)
    }

    /// The tags of one `--tag` value: `a,b` is `a` and `b`.
    public static func tagNames(_ value: String) -> [String] {
        value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private func matches(_ needle: String, in haystack: [String]) -> Bool {
        haystack.contains { $0.range(of: needle, options: .caseInsensitive) != nil }
    }
}
