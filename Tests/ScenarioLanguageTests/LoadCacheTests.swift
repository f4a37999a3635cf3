// The load cache: an entry stands only for the file, models, pages and tool
// it was made from; anything it cannot vouch for is loaded from source.

import Foundation
import RealmSpecCore
import ReferenceEngine
@testable import ScenarioInterpreter
@testable import ScenarioLanguage
import Testing

@Suite("the load cache")
struct LoadCacheTests {
    /// A Specs root with shared models, pages and two scenario files, and an empty cache folder.
    struct Fixture {
        let root: String
        let cacheFolder: String
        var models: String { root + "/Models" }
        var a: String { root + "/p/A.swift" }
        var b: String { root + "/p/B.swift" }

        init() throws {
            let base = NSTemporaryDirectory() + "realmspec-cache-tests-" + UUID().uuidString
            root = base + "/Specs"
            cacheFolder = base + "/cache"
            try Self.write("class Dog: Object {\n    @Persisted var name = \"\"\n    @Persisted var age = 0\n}\n", to: models + "/Dog.swift")
            try Self.write(Self.scenario("testA", age: 3, claim: "c-one"), to: a)
            try Self.write(Self.scenario("testB", age: 4, claim: "c-two"), to: b)
        }

        static func scenario(_ name: String, age: Int, claim: String) -> String {
            """
            // page: p
            /// - section: s
            /// - claims: \(claim)
            func \(name)() {
                let realm = try! Realm()
                let dog = Dog()
                dog.age = \(age)
                try! realm.write { realm.add(dog) }
                XCTAssertEqual(realm.objects(Dog.self).first?.age, \(age))
            }

            """
        }

        static func write(_ text: String, to path: String) throws {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }

        /// Options as one run makes them: a fresh context, so models and pages are read again.
        func options(claims: Set<String> = ["c-one", "c-two"], cache: Bool = true) -> LoadOptions {
            let pages = KnownPages(pages: [KnownPages.Page(id: "p", sections: [KnownPages.Section(id: "s", claims: claims.sorted())])])
            return LoadOptions(modelsDirectory: models, knownClaims: claims, pages: pages,
                               cache: cache ? LoadCache(folder: cacheFolder, tool: "test tool 1") : nil)
        }

        func load(_ path: String, _ options: LoadOptions) -> SpecFile { ScenarioLoader.load(file: path, options: options) }

        /// The entry file of `path` and its inode: a rewrite (write and rename) gives a new inode.
        func entry(_ path: String, tool: String = "test tool 1") -> (path: String, inode: UInt64?) {
            let entry = LoadCache(folder: cacheFolder, tool: tool).entryPath(for: path)
            let inode = (try? FileManager.default.attributesOfItem(atPath: entry))?[.systemFileNumber] as? NSNumber
            return (entry, inode?.uint64Value)
        }
    }

    /// What a load gives, as values: everything the runner and the reports read of a file.
    struct Loaded: Equatable {
        let path: String
        let metadata: ScenarioMetadata
        let scenarios: [ScenarioInfo]
        let fileDiagnostics: [Diagnostic]
        let diagnostics: [Diagnostic]
        let schema: Schema
        let outcomes: [ScenarioOutcome]

        init(_ file: SpecFile) {
            path = file.path; metadata = file.metadata; scenarios = file.scenarios
            fileDiagnostics = file.fileDiagnostics; diagnostics = file.diagnostics; schema = file.schema
            outcomes = file.scenarios.map { ScenarioInterpreter.run($0, of: file, on: ReferenceEngine()) }
        }
    }

    @Test("the digest is SHA-256: the standard's test vectors")
    func digestVectors() {
        var empty = ContentDigest()
        empty.append(raw: [])
        #expect(empty.hex == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        var abc = ContentDigest()
        abc.append(raw: Array("abc".utf8))
        #expect(abc.hex == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        var long = ContentDigest()
        long.append(raw: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        #expect(long.hex == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        var million = ContentDigest()
        for _ in 0..<1000 { million.append(raw: Array(repeating: UInt8(ascii: "a"), count: 1000)) }
        #expect(million.hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        // Parts are length-prefixed: moving a byte from one part to the next changes the digest.
        var ab = ContentDigest(); ab.add("ab"); ab.add("c")
        var a = ContentDigest(); a.add("a"); a.add("bc")
        #expect(ab.hex != a.hex)
    }

    /// The corpus folders, each its own case so that they load side by side.
    static let corpusFolders: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/Specs")) ?? [])
        .filter { !specFiles($0).isEmpty && $0 != "Models" }.sorted()

    @Test("every corpus file loaded from its entry gives what loading its source gives, and runs the same",
          arguments: corpusFolders)
    func corpusRoundTrip(_ corpusFolder: String) throws {
        #expect(Self.corpusFolders.count >= 6 && Self.corpusFolders.contains("sdk-suite"), "\(Self.corpusFolders)")
        let folder = NSTemporaryDirectory() + "realmspec-cache-tests-" + UUID().uuidString
        let cache = LoadCache(folder: folder, tool: "test tool 1")
        let paths = specFiles(corpusFolder)
        #expect(!paths.isEmpty)
        let cold = LoadOptions(modelsDirectory: packageRoot + "/Specs/Models", cache: cache)
        let warm = LoadOptions(modelsDirectory: packageRoot + "/Specs/Models", cache: cache)
        for path in paths {
            let expected = Loaded(corpusFile(path))
            #expect(Loaded(ScenarioLoader.load(file: path, options: cold)) == expected, "cold \(path)")
            #expect(FileManager.default.fileExists(atPath: cache.entryPath(for: path)), "no entry for \(path)")
            let (hit, program) = try #require(cache.entry(path: path, text: String(contentsOfFile: path, encoding: .utf8),
                                                          key: cache.key(path: path, context: warm.cacheContext.digest(of: warm))),
                                              "no hit for \(path)")
            #expect(Set(try #require(program).scenarios.keys) == Set(hit.scenarios.map(\.name)))
            #expect(Loaded(ScenarioLoader.load(file: path, options: warm)) == expected, "warm \(path)")
        }
    }

    @Test("a changed scenario file reloads that file only")
    func changedFile() throws {
        let f = try Fixture()
        _ = f.load(f.a, f.options()); _ = f.load(f.b, f.options())
        let (a0, b0) = (f.entry(f.a), f.entry(f.b))
        #expect(a0.inode != nil && b0.inode != nil)
        // Unchanged: both come from their entries, which stay as they are.
        _ = f.load(f.a, f.options()); _ = f.load(f.b, f.options())
        #expect(f.entry(f.a).inode == a0.inode && f.entry(f.b).inode == b0.inode)

        try Fixture.write(Fixture.scenario("testRenamed", age: 5, claim: "c-one"), to: f.a)
        let options = f.options()
        let a = f.load(f.a, options), b = f.load(f.b, options)
        #expect(a.scenarios.map(\.name) == ["testRenamed"])
        #expect(b.scenarios.map(\.name) == ["testB"])
        #expect(f.entry(f.a).inode != a0.inode)
        #expect(f.entry(f.b).inode == b0.inode)
        #expect(Loaded(a) == Loaded(f.load(f.a, f.options(cache: false))))
    }

    @Test("a changed shared model reloads every file")
    func changedModel() throws {
        let f = try Fixture()
        _ = f.load(f.a, f.options()); _ = f.load(f.b, f.options())
        let (a0, b0) = (f.entry(f.a), f.entry(f.b))
        // `age` becomes a String: assigning 3 to it is now an error in both files.
        try Fixture.write("class Dog: Object {\n    @Persisted var name = \"\"\n    @Persisted var age = \"\"\n}\n", to: f.models + "/Dog.swift")
        let options = f.options()
        let a = f.load(f.a, options), b = f.load(f.b, options)
        #expect(f.entry(f.a).inode != a0.inode && f.entry(f.b).inode != b0.inode)
        #expect(a.schema.types.first?.properties.first { $0.name == "age" }?.type == .string)
        #expect(Loaded(a) == Loaded(f.load(f.a, f.options(cache: false))))
        #expect(Loaded(b) == Loaded(f.load(f.b, f.options(cache: false))))
        // A new model file counts as a change too.
        let (a1, b1) = (f.entry(f.a), f.entry(f.b))
        try Fixture.write("class Cat: Object {\n    @Persisted var name = \"\"\n}\n", to: f.models + "/Cat.swift")
        let again = f.options()
        #expect(f.load(f.a, again).schema.types.map(\.name).sorted() == ["Cat", "Dog"])
        _ = f.load(f.b, again)
        #expect(f.entry(f.a).inode != a1.inode && f.entry(f.b).inode != b1.inode)
    }

    @Test("changed pages and claims reload every file, and their checks see the change")
    func changedPages() throws {
        let f = try Fixture()
        let before = f.load(f.a, f.options())
        #expect(!before.hasErrors)
        _ = f.load(f.b, f.options())
        let (a0, b0) = (f.entry(f.a), f.entry(f.b))
        // 'c-one' is no longer a claim: file A's scenario now has a lint error.
        let options = f.options(claims: ["c-two"])
        let a = f.load(f.a, options), b = f.load(f.b, options)
        #expect(a.scenarios.first?.hasErrors == true)
        #expect(b.scenarios.first?.hasErrors == false)
        #expect(f.entry(f.a).inode != a0.inode && f.entry(f.b).inode != b0.inode)
        #expect(Loaded(a) == Loaded(f.load(f.a, f.options(claims: ["c-two"], cache: false))))
    }

    @Test("another tool reads none of the entries of this one")
    func otherTool() throws {
        let f = try Fixture()
        _ = f.load(f.a, f.options())
        let other = LoadCache(folder: f.cacheFolder, tool: "test tool 2")
        var options = f.options()
        options.cache = other
        _ = f.load(f.a, options)
        #expect(f.entry(f.a, tool: "test tool 2").inode != nil)
        #expect(f.entry(f.a, tool: "test tool 2").path != f.entry(f.a).path)
    }

    @Test("an entry that cannot be read is ignored and written again", arguments: [
        "garbage", "truncated", "first line only", "last line lost", "text lost", "empty", "stale key", "other path",
        "other text", "models damaged", "unknown tag", "folder",
    ])
    func corruptEntry(_ damage: String) throws {
        let f = try Fixture()
        let expected = Loaded(f.load(f.a, f.options(cache: false)))
        _ = f.load(f.a, f.options())
        let entry = f.entry(f.a).path
        let good = try String(contentsOfFile: entry, encoding: .utf8)
        // Three lines of JSON, then the file's text (which has line feeds of its own).
        let lines = good.split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 4)
        #expect(lines[3] == (try String(contentsOfFile: f.a, encoding: .utf8)))
        /// One line of the entry with one field replaced: well-formed, but not for this file as it is.
        func edited(_ line: String, _ key: String, _ value: Any) throws -> String {
            var object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object[key] != nil)
            object[key] = value
            return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        }
        let damaged: String
        switch damage {
        case "garbage": damaged = "\u{0}\u{1}not json at all"
        case "truncated": damaged = String(good.prefix(good.count / 2))
        case "first line only": damaged = lines[0] + "\n"
        case "last line lost": damaged = lines[0] + "\n" + lines[1] + "\n"
        case "text lost": damaged = lines[0] + "\n" + lines[1] + "\n" + lines[2]
        case "empty": damaged = ""
        case "stale key":
            damaged = try edited(lines[0], "key", String(repeating: "0", count: 64)) + "\n" + lines[1] + "\n" + lines[2] + "\n" + lines[3]
        case "other path": damaged = try edited(lines[0], "path", f.b) + "\n" + lines[1] + "\n" + lines[2] + "\n" + lines[3]
        // The text of an earlier version of the file, under the right key.
        case "other text":
            damaged = lines[0] + "\n" + lines[1] + "\n" + lines[2] + "\n" + Fixture.scenario("testA", age: 9, claim: "c-one")
        case "models damaged": damaged = lines[0] + "\n" + (try edited(lines[1], "order", 7)) + "\n" + lines[2] + "\n" + lines[3]
        // A statement tag no version of the coding writes.
        case "unknown tag": damaged = lines[0] + "\n" + lines[1] + "\n" + "[[\"testA\",[[99]]]]" + "\n" + lines[3]
        default: damaged = ""
        }
        try FileManager.default.removeItem(atPath: entry)
        if damage == "folder" {
            try FileManager.default.createDirectory(atPath: entry, withIntermediateDirectories: true)
        } else {
            try damaged.write(toFile: entry, atomically: true, encoding: .utf8)
        }
        #expect(Loaded(f.load(f.a, f.options())) == expected)
        if damage != "folder" {
            // Rewritten: the next load reads a whole entry again.
            #expect(try String(contentsOfFile: entry, encoding: .utf8) == good)
        }
        #expect(Loaded(f.load(f.a, f.options())) == expected)
    }

    @Test("an unwritable cache folder loads every file from source")
    func unwritableFolder() throws {
        let f = try Fixture()
        // A file where the folder should be: nothing can be written under it.
        try Fixture.write("not a folder", to: f.cacheFolder)
        #expect(Loaded(f.load(f.a, f.options())) == Loaded(f.load(f.a, f.options(cache: false))))
    }

    @Test("entries past the limit go, oldest first, and nothing else in the folder does")
    func prune() throws {
        let folder = NSTemporaryDirectory() + "realmspec-cache-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let names = (0..<5).map { String(repeating: String($0), count: 64) + ".json" }
        for (index, name) in names.enumerated() {
            let path = folder + "/" + name
            try "{}".write(toFile: path, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: Double(1_000_000 + index))], ofItemAtPath: path)
        }
        try "mine".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        LoadCache(folder: folder, tool: "t").prune(limit: 3)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(left == Array(names.suffix(3)) + ["notes.txt"])
    }

    @Test("REALMSPEC_CACHE=off turns the cache off and REALMSPEC_CACHE_DIR moves it")
    func environment() {
        #expect(LoadCache.standard(version: "v", environment: ["REALMSPEC_CACHE": "off", "REALMSPEC_CACHE_DIR": "/tmp/x"]) == nil)
        #expect(LoadCache.standard(version: "v", environment: ["REALMSPEC_CACHE_DIR": "/tmp/x"])?.folder == "/tmp/x")
        #expect(LoadCache.standard(version: "v", environment: ["REALMSPEC_CACHE_DIR": "/tmp/x"])?.tool.hasPrefix("v\u{0}") == true)
    }
}
