// The load cache: what loading made of a file (its scenarios, diagnostics,
// models and compiled program), kept on disk so that an unchanged file is not
// parsed, linted and compiled again on the next run.
// Related documentation: docs/running.md#the-load-cache.

public import Foundation
internal import RealmSpecCore
internal import ScenarioInterpreter

/// A folder of loaded files, one entry per file path.
///
/// An entry is used only when it holds the file's text as it is now, byte
/// for byte, and its key matches: a digest of the file's path, the shared
/// models (each file's path and text), the pages and claims it was checked
/// against, the entry format and the tool (`tool`: its version and the
/// executable's size and modification time).
/// Anything else about the entry (unreadable, truncated, damaged, written by
/// another version) makes it a miss: the file is loaded from its source and
/// the entry written again. A cache can therefore change how long a load
/// takes, never what it gives.
public struct LoadCache: Sendable, Hashable {
    /// The folder holding the entries; made when the first entry is written.
    public var folder: String
    /// What identifies the tool that writes and reads the entries.
    public var tool: String

    /// The entry format; a new one makes every older entry a miss.
    static let format = "realmspec-load-cache 5"

    public init(folder: String, tool: String) { self.folder = folder; self.tool = tool }

    /// The tool's identity: `version`, with the size and modification time
    /// of the running executable, so that a rebuilt tool (whose parser,
    /// lint or compiler may have changed) never reads an older build's entries.
    public static func toolIdentity(version: String) -> String {
        let executable = executablePath()
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: executable),
              let size = attributes[.size] as? NSNumber, let modified = attributes[.modificationDate] as? Date else {
            return version + "\u{0}" + executable
        }
        return "\(version)\u{0}\(executable)\u{0}\(size)\u{0}\(modified.timeIntervalSince1970)"
    }

    /// The running executable's path.
    static func executablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
    }

    /// The cache a command uses, or nil for none.
    ///
    /// `REALMSPEC_CACHE=off` (or `0`, `no`, `false`) turns it off;
    /// `REALMSPEC_CACHE_DIR` names its folder. Otherwise it is
    /// `realmspec-cache` in the build folder holding the executable
    /// (`.build/realmspec-cache` for `.build/debug/realmspec`), and there is
    /// none for an executable outside a `.build` folder.
    public static func standard(version: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> LoadCache? {
        if let setting = environment["REALMSPEC_CACHE"]?.lowercased(), ["off", "0", "no", "false"].contains(setting) { return nil }
        let tool = toolIdentity(version: version)
        if let folder = environment["REALMSPEC_CACHE_DIR"], !folder.isEmpty { return LoadCache(folder: folder, tool: tool) }
        // .build/<configuration or triple>/…/realmspec: the nearest folder named .build above it.
        var folder = (executablePath() as NSString).deletingLastPathComponent
        while folder.count > 1 {
            if (folder as NSString).lastPathComponent == ".build" {
                return LoadCache(folder: (folder as NSString).appendingPathComponent("realmspec-cache"), tool: tool)
            }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// The entry file of `path`: one per path and tool, so a changed file
    /// replaces its entry instead of adding one.
    func entryPath(for path: String) -> String {
        var digest = ContentDigest()
        digest.add(Self.format); digest.add(tool); digest.add(path)
        return (folder as NSString).appendingPathComponent(digest.hex + ".json")
    }

    /// The key an entry must carry to stand for the file at `path` loaded in `context`.
    func key(path: String, context: String) -> String {
        var digest = ContentDigest()
        digest.add(Self.format); digest.add(tool); digest.add(context); digest.add(path)
        return digest.hex
    }

    /// The loaded file kept for `text` at `path` under `key`, or nil when
    /// there is none that can be used.
    ///
    /// An entry is three lines of JSON, the file (its key, path, scenarios
    /// and diagnostics), its models and its compiled scenarios, then the
    /// file's text as it was, byte for byte: compared as bytes, not decoded,
    /// so listing a corpus reads the first line alone.
    /// - Parameters:
    ///   - compiled: whether to read the models and compiled scenarios;
    ///     without them the file has no program and an empty schema, and
    ///     cannot run (enough to list it).
    ///   - models: the models already read in this load, by their line:
    ///     most files see the shared models alone, so most lines are alike.
    func entry(path: String, text: String, key: String, compiled: Bool = true,
               models: LoadCacheModels = LoadCacheModels()) -> (SpecFile, Program?)? {
        guard let bytes = FileManager.default.contents(atPath: entryPath(for: path)) else { return nil }
        let lines = Self.lineEnds(bytes, limit: 3)
        guard lines.count == 3, bytes[(lines[2] + 1)...] == Data(text.utf8),
              let head = try? JSONDecoder().decode(LoadCacheEntry.self, from: bytes[..<lines[0]]),
              head.key == key, head.path == path else { return nil }
        guard compiled else { return (head.file(schema: Schema(types: []), program: nil), nil) }
        let decoder = JSONDecoder()
        CodedSourceFile.set(path, in: &decoder.userInfo)
        guard var catalog = models.catalog(bytes[(lines[0] + 1)..<lines[1]]),
              let scenarios = try? decoder.decode([CompiledScenario].self, from: bytes[(lines[1] + 1)..<lines[2]]) else { return nil }
        // Each file's types in storage of its own, as loading from source gives them.
        catalog.types = catalog.types.mapValues { $0.withOwnStorage() }
        var byName: [String: CompiledScenario] = [:]
        for scenario in scenarios where byName[scenario.name] == nil { byName[scenario.name] = scenario }
        let program = Program(catalog: catalog, scenarios: byName)
        return (head.file(schema: catalog.schema, program: program), program)
    }

    /// The offsets of the first `limit` line feeds in `bytes` (memchr: a byte loop is slow in a debug build).
    static func lineEnds(_ bytes: Data, limit: Int = .max) -> [Int] {
        bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> [Int] in
            guard let base = raw.baseAddress else { return [] }
            var ends: [Int] = []
            var offset = 0
            while ends.count < limit, offset < raw.count, let found = memchr(base + offset, 0x0A, raw.count - offset) {
                let end = base.distance(to: UnsafeRawPointer(found))
                ends.append(end)
                offset = end + 1
            }
            return ends
        }
    }

    /// Keeps a loaded file for `text` at `path` under `key`. A file that
    /// cannot be kept (an unwritable folder, a literal no entry can hold)
    /// is simply not kept.
    func store(_ file: SpecFile, _ program: Program, text: String, key: String) {
        // Keys sorted: the same file gives the same entry, and alike models
        // give alike lines, which a load decodes once (`LoadCacheModels`).
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        CodedSourceFile.set(file.path, in: &encoder.userInfo)
        let compiled = program.scenarios.keys.sorted().compactMap { program.scenarios[$0] }
        // JSON holds no raw line feed (one inside a string is written `\n`), so lines part the three;
        // the text follows the third.
        guard let head = try? encoder.encode(LoadCacheEntry(key: key, file: file)),
              let models = try? encoder.encode(program.catalog),
              let body = try? encoder.encode(compiled) else { return }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Written beside the entry and renamed over it: a reader sees the old entry or the new one, never part of one.
        let entry = head + Data([0x0A]) + models + Data([0x0A]) + body + Data([0x0A]) + Data(text.utf8)
        try? entry.write(to: URL(fileURLWithPath: entryPath(for: file.path)), options: .atomic)
    }
}

extension LoadCache {
    /// How many entries a folder keeps (see `prune`): a corpus of thousands
    /// of files stays whole, files loaded once from temporary folders go.
    static let entryLimit = 4096

    /// Removes the oldest entries (by when they were written) past
    /// `limit`, so that a folder used for files that come and go does not
    /// grow without end. Only the entries' own files (`<64 hex digits>.json`)
    /// are considered; anything else in the folder is left alone.
    func prune(limit: Int = LoadCache.entryLimit) {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: folder) else { return }
        let entries = names.filter(Self.isEntryName)
        guard entries.count > limit else { return }
        let dated: [(path: String, written: Date)] = entries.map { name in
            let path = (folder as NSString).appendingPathComponent(name)
            return (path, ((try? fm.attributesOfItem(atPath: path))?[.modificationDate] as? Date) ?? .distantPast)
        }
        for old in dated.sorted(by: { $0.written < $1.written }).prefix(entries.count - limit) { try? fm.removeItem(atPath: old.path) }
    }

    static func isEntryName(_ name: String) -> Bool {
        name.count == 69 && name.hasSuffix(".json") && name.utf8.prefix(64).allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}

/// The first line of a cache entry: a loaded file, without its compiled scenarios.
struct LoadCacheEntry: Codable {
    var key: String
    var path: String
    var metadata: ScenarioMetadata
    var scenarios: [ScenarioInfo]
    /// The file-level diagnostics (each scenario carries its own).
    var diagnostics: [Diagnostic]

    init(key: String, file: SpecFile) {
        self.key = key; path = file.path; metadata = file.metadata; scenarios = file.scenarios
        diagnostics = file.fileDiagnostics
    }

    /// The file as loading made it, with `schema` and `program`.
    func file(schema: Schema, program: Program?) -> SpecFile {
        let file = SpecFile(path: path, metadata: metadata, scenarios: scenarios, diagnostics: diagnostics, schema: schema)
        file.program = program
        return file
    }
}

/// The models read from cache entries in one load, by the bytes of their line.
final class LoadCacheModels: @unchecked Sendable {
    // Sendable: `decoded` is read and written only under `lock`.
    private let lock = NSLock()
    private var decoded: [Data: ModelCatalog] = [:]

    /// The models of `line`, decoded the first time only; nil when it does not decode.
    func catalog(_ line: Data) -> ModelCatalog? {
        let key = Data(line)
        if let known = lock.withLock({ decoded[key] }) { return known }
        guard let catalog = try? JSONDecoder().decode(ModelCatalog.self, from: key) else { return nil }
        lock.withLock { decoded[key] = catalog }
        return catalog
    }
}

/// What every file of one load depends on besides itself, worked out once
/// per `LoadOptions` (copies share it).
final class LoadCacheContext: @unchecked Sendable {
    // Sendable: `digest` is read and written only under `lock`; `models` is Sendable.
    private let lock = NSLock()
    private var digest: String?
    /// The models read from entries so far.
    let models = LoadCacheModels()

    /// The digest of the shared models' paths and texts, and of the pages
    /// and claims the files are checked against.
    func digest(of options: LoadOptions) -> String {
        lock.withLock {
            if let digest { return digest }
            var parts = ContentDigest()
            parts.add(options.modelsDirectory ?? "\u{0}none")
            for (path, text) in FileLoader.modelSources(options.modelsDirectory) { parts.add(path); parts.add(text) }
            if let claims = options.knownClaims {
                parts.add("claims"); for claim in claims.sorted() { parts.add(claim) }
            } else {
                parts.add("\u{0}no claims")
            }
            if let tests = options.knownSDKTests {
                parts.add("sdk-tests"); for test in tests.sorted() { parts.add(test) }
            } else {
                parts.add("\u{0}no sdk tests")
            }
            if let pages = options.pages {
                for page in pages.pages {
                    parts.add("page"); parts.add(page.id)
                    for section in page.sections { parts.add("section"); parts.add(section.id); for claim in section.claims { parts.add(claim) } }
                }
            } else {
                parts.add("\u{0}no pages")
            }
            let made = parts.hex
            digest = made
            // Once per load, before its first entry is read or written.
            options.cache?.prune()
            return made
        }
    }
}
