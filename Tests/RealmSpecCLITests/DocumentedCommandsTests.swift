// Every command the documentation shows runs as written: each fenced `sh`
// block of README.md, CONTRIBUTING.md, Reports/README.md,
// Specs/expectations/README.md and docs/*.md. The blocks of one page run in
// order under `bash -e`, in one folder holding a copy of Specs/ (docs/,
// scripts/ and schemas/ linked beside it), with the built realmspec on the
// path. A block that cannot run here carries `<!-- not run: REASON -->` on
// the line above its fence: it is reported as a known issue naming the page,
// the line and the reason, never passed over in silence, and the make
// targets and realmspec commands it names are still checked.

import Foundation
import Testing

/// One fenced `sh` block of a documentation page.
struct DocumentedBlock: Sendable, CustomTestStringConvertible {
    /// The page, relative to the package root.
    var page: String
    /// The line of the opening fence, from 1.
    var line: Int
    /// The commands, unindented, ending with a newline.
    var text: String
    /// The reason given by a `<!-- not run: … -->` mark, or nil when the block runs.
    var notRun: String?

    var testDescription: String { "\(page):\(line)" }
}

/// What a page holds that the tests check: its sh blocks, and the problems
/// of its fences and marks.
struct DocumentedPage {
    var blocks: [DocumentedBlock] = []
    /// A command fence of another language, or a mark with no sh block under it.
    var problems: [String] = []
}

enum DocumentedCommands {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// Fences that would hold commands under another name than `sh`.
    static let refusedFences: Set<String> = ["bash", "shell", "console", "zsh", "shell-session"]
    /// How the first line of an unlabelled fence that holds commands starts
    /// (a usage synopsis or other text is fenced as `text`).
    static let commandStarts = ["realmspec ", "make ", "swift ", "python3 ", "./", ".build/", "Examples/"]
    static let mark = try? NSRegularExpression(pattern: #"^<!-- not run: (\S.*\S) -->$"#)

    /// The documentation pages: the README, CONTRIBUTING.md, the READMEs of
    /// Reports/, Specs/expectations/, Specs/language/ and the example package,
    /// and every Markdown page of docs/.
    static func pages() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("docs").path)
        return ["README.md", "CONTRIBUTING.md", "Reports/README.md", "Specs/expectations/README.md",
                "Specs/language/README.md", "Examples/SortedArrayStorage/README.md"]
            + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    /// Reads one page's sh blocks and marks.
    static func read(_ page: String) throws -> DocumentedPage {
        parse(try String(contentsOf: packageRoot.appendingPathComponent(page), encoding: .utf8), page: page)
    }

    /// The sh blocks and marks of a page's text.
    static func parse(_ text: String, page: String) -> DocumentedPage {
        var result = DocumentedPage()
        var current: [String]? = nil, start = 0, indent = 0, pendingMark: (line: Int, reason: String)? = nil
        var inOtherFence = false, unlabelledFence = false
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.drop { $0 == " " }
            if current != nil {
                if trimmed == "```" {
                    result.blocks.append(DocumentedBlock(page: page, line: start, text: current!.joined(separator: "\n") + "\n",
                                                         notRun: pendingMark?.reason))
                    current = nil; pendingMark = nil
                } else {
                    current!.append(String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count))))
                }
                continue
            }
            if inOtherFence {
                if unlabelledFence, !trimmed.hasPrefix("```"), commandStarts.contains(where: { trimmed.hasPrefix($0) }) {
                    result.problems.append("\(page):\(index): commands go into a ```sh block (a synopsis into ```text)")
                }
                unlabelledFence = false
                if trimmed.hasPrefix("```") { inOtherFence = false }
                continue
            }
            if trimmed.hasPrefix("```") {
                let language = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
                if language == "sh" {
                    current = []; start = index + 1; indent = line.count - trimmed.count
                    if let mark = pendingMark, mark.line != index {
                        result.problems.append("\(page):\(mark.line): a not-run mark must stand on the line just above its sh fence")
                        pendingMark = nil
                    }
                    continue
                }
                if refusedFences.contains(language) {
                    result.problems.append("\(page):\(index + 1): commands go into a ```sh block, not ```\(language)")
                }
                inOtherFence = true
                unlabelledFence = language.isEmpty
            }
            if let mark = pendingMark, mark.line != index {
                result.problems.append("\(page):\(mark.line): a not-run mark with no sh block under it")
                pendingMark = nil
            }
            let candidate = String(trimmed)
            if candidate.hasPrefix("<!-- not run") {
                guard let regex = mark,
                      let match = regex.firstMatch(in: candidate, range: NSRange(candidate.startIndex..., in: candidate)),
                      let reason = Range(match.range(at: 1), in: candidate) else {
                    result.problems.append("\(page):\(index + 1): a not-run mark needs a reason: <!-- not run: REASON -->")
                    continue
                }
                pendingMark = (index + 1, String(candidate[reason]))
            }
        }
        if current != nil { result.problems.append("\(page):\(start): an sh block with no closing fence") }
        if let mark = pendingMark { result.problems.append("\(page):\(mark.line): a not-run mark with no sh block under it") }
        return result
    }

    /// Every block of every page; empty when a page cannot be read (the
    /// test of the pages themselves then fails).
    static let all: [DocumentedBlock] = ((try? pages()) ?? []).flatMap { ((try? read($0))?.blocks) ?? [] }
    static let runnablePages: [String] = Array(Set(all.filter { $0.notRun == nil }.map(\.page))).sorted()
    static let notRun: [DocumentedBlock] = all.filter { $0.notRun != nil }

    /// A block as it runs in the test: its `swift build` lines left out (the
    /// test's own build is used) and the path export pointing at that build.
    static func script(_ block: DocumentedBlock, bin: String) -> String {
        let lines = block.text.components(separatedBy: "\n").filter { $0.trimmingCharacters(in: .whitespaces) != "swift build" }
        return "export PATH=\"\(bin):$PATH\"\n" + lines.joined(separator: "\n")
            .replacingOccurrences(of: "export PATH=\"$PWD/.build/debug:$PATH\"", with: "export PATH=\"\(bin):$PATH\"")
    }

    /// Runs blocks in order, each under `bash -e`, in one folder holding a
    /// copy of Specs/ (docs/, scripts/ and schemas/ linked beside it), with
    /// the built realmspec on the path; a block that exits non-zero is an
    /// issue naming its page and line. Answers the folder, for what the
    /// blocks wrote.
    static func run(_ blocks: [DocumentedBlock]) throws -> SpecTree {
        let tree = try SpecTree()
        let fm = FileManager.default
        try fm.removeItem(atPath: tree.path("Specs"))
        try fm.copyItem(atPath: packageRoot.appendingPathComponent("Specs").path, toPath: tree.path("Specs"))
        for folder in ["docs", "scripts", "schemas"] {
            try fm.createSymbolicLink(atPath: tree.path(folder), withDestinationPath: packageRoot.appendingPathComponent(folder).path)
        }
        let bin = URL(fileURLWithPath: try realmspecBinary()).deletingLastPathComponent().path
        for block in blocks {
            let (status, output) = try bash(script(block, bin: bin), in: tree.root)
            #expect(status == 0, "\(block.page):\(block.line) exited \(status):\n\(block.text)\(output)")
        }
        return tree
    }

    /// Runs a script with bash -e in `folder`; answers its status and what it printed.
    static func bash(_ script: String, in folder: String) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-e", "-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("documented-\(UUID().uuidString).log")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        let handle = try FileHandle(forWritingTo: out)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        defer { try? FileManager.default.removeItem(at: out) }
        return (process.terminationStatus, (try? String(contentsOf: out, encoding: .utf8)) ?? "")
    }

    /// The make targets and realmspec commands a block names: `make A B`
    /// gives the targets A and B; `realmspec X` the command X.
    static func commands(in block: DocumentedBlock) -> (targets: [String], subcommands: [String]) {
        var targets: [String] = [], subcommands: [String] = []
        for line in block.text.components(separatedBy: "\n") {
            let code = line.components(separatedBy: " #").first ?? line
            let words = code.split(separator: " ").map(String.init).filter { !$0.isEmpty }
            let command = words.drop { $0.contains("=") && !$0.hasPrefix("-") }
            if command.first == "make" {
                targets += command.dropFirst().filter { !$0.hasPrefix("-") && !$0.contains("=") }
            }
            for (i, word) in words.enumerated() where word == "realmspec" || word.hasSuffix("/realmspec") || word.hasSuffix("-realmspec") {
                if let next = words.dropFirst(i + 1).first(where: { !$0.hasPrefix("-") }) { subcommands.append(next) }
            }
        }
        return (targets, subcommands)
    }

    /// The targets the Makefile defines (`name:` at the start of a line;
    /// `NAME := value` is a variable, not a target).
    static func makeTargets() throws -> Set<String> {
        let makefile = try String(contentsOf: packageRoot.appendingPathComponent("Makefile"), encoding: .utf8)
        var targets: Set<String> = []
        for line in makefile.components(separatedBy: "\n") {
            guard let colon = line.firstIndex(of: ":"), !line.hasPrefix("\t"), !line.hasPrefix("#"),
                  !line[colon...].hasPrefix(":="), !line[colon...].hasPrefix("::=") else { continue }
            let names = line[..<colon]
            guard !names.contains("="), !names.contains("$") else { continue }
            for name in names.split(separator: " ") { targets.insert(String(name)) }
        }
        return targets
    }
}

@Suite("documented commands")
struct DocumentedCommandsTests {
    @Test("the pages are read whole: command blocks are fenced as sh, each not-run mark has a reason and an sh block under it")
    func pagesAreWellFormed() throws {
        let pages = try DocumentedCommands.pages()
        #expect(pages.count >= 10, "\(pages)")
        var runnable = 0
        for page in pages {
            let read = try DocumentedCommands.read(page)
            #expect(read.problems.isEmpty, "\(read.problems.joined(separator: "\n"))")
            runnable += read.blocks.filter { $0.notRun == nil }.count
        }
        #expect(runnable >= 7, "the pages show commands that run")
        #expect(DocumentedCommands.all.count(where: { $0.notRun == nil }) == runnable, "every page was read for the runs")
    }

    @Test("a page's reading finds its blocks and refuses what would hide a command")
    func readingFindsBlocksAndProblems() {
        let page = """
            # A page

            ```sh
            realmspec lint Specs
            ```

            <!-- not run: needs a server -->
            ```sh
            make postgres
            ```

            ```bash
            realmspec run
            ```

            <!-- not run -->
            ```sh
            true
            ```

            <!-- not run: nothing under it -->

            text

            ```
            realmspec run Specs
            ```

            ```text
            realmspec run [PATHS...]
            ```
            """
        let read = DocumentedCommands.parse(page, page: "page.md")
        #expect(read.blocks.map(\.line) == [3, 8, 17], "\(read.blocks)")
        #expect(read.blocks.map(\.notRun) == [nil, "needs a server", nil])
        #expect(read.problems.count == 4, "\(read.problems)")
        #expect(read.problems.contains { $0 == "page.md:25: commands go into a ```sh block (a synopsis into ```text)" }, "\(read.problems)")
        #expect(read.problems.contains { $0 == "page.md:12: commands go into a ```sh block, not ```bash" }, "\(read.problems)")
        #expect(read.problems.contains { $0 == "page.md:16: a not-run mark needs a reason: <!-- not run: REASON -->" }, "\(read.problems)")
        #expect(read.problems.contains { $0 == "page.md:21: a not-run mark with no sh block under it" }, "\(read.problems)")
        let commands = DocumentedCommands.commands(in: read.blocks[1])
        #expect(commands.targets == ["postgres"])
        #expect(DocumentedCommands.commands(in: read.blocks[0]).subcommands == ["lint"])
    }

    @Test("the Makefile's targets are its rules, not its variables")
    func makeTargets() throws {
        let targets = try DocumentedCommands.makeTargets()
        #expect(targets.isSuperset(of: ["run", "check", "postgres-start", "check-fuzz"]), "\(targets.sorted())")
        #expect(!targets.contains("PG_AS") && !targets.contains("export") && !targets.contains("SWIFT"), "\(targets.sorted())")
    }

    @Test("every sh block of a page runs as written, in order, on a copy of the corpus",
          arguments: DocumentedCommands.runnablePages)
    func pageRuns(_ page: String) throws {
        let blocks = DocumentedCommands.all.filter { $0.page == page && $0.notRun == nil }
        #expect(!blocks.isEmpty)
        _ = try DocumentedCommands.run(blocks)
    }

    @Test("a block marked not run is reported with its reason, and the make targets and realmspec commands it names exist",
          arguments: DocumentedCommands.notRun)
    func notRunBlockIsReported(_ block: DocumentedBlock) throws {
        let (targets, subcommands) = DocumentedCommands.commands(in: block)
        #expect(!targets.isEmpty || !subcommands.isEmpty, "\(block.page):\(block.line) names no make target and no realmspec command")
        let known = try DocumentedCommands.makeTargets()
        for target in targets { #expect(known.contains(target), "\(block.page):\(block.line): the Makefile has no target '\(target)'") }
        let tree = try SpecTree()
        for command in subcommands {
            let help = try tree.run([command, "--help"])
            #expect(help.status == 0, "\(block.page):\(block.line): 'realmspec \(command) --help' failed: \(help)")
        }
        withKnownIssue("not run: \(block.notRun ?? "")") {
            Issue.record("\(block.page):\(block.line) is not run: \(block.notRun ?? "")\n\(block.text)")
        }
    }

    @Test("the README stays short and links every guide of docs/, and CONTRIBUTING.md")
    func readmeLinksEveryGuide() throws {
        let readme = try String(contentsOf: DocumentedCommands.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n").count
        #expect(lines <= 300, "README.md has \(lines) lines; a new section belongs in a guide under docs/")
        let guides = try DocumentedCommands.pages().filter { $0.hasPrefix("docs/") } + ["CONTRIBUTING.md"]
        #expect(guides.count >= 9, "\(guides)")
        for guide in guides {
            #expect(readme.contains("](\(guide))") || readme.contains("](\(guide)#"), "README.md does not link \(guide)")
        }
    }
}
