// Every `@unchecked Sendable` in Sources says what makes it safe, in a
// `// Sendable:` comment on the lines just below the declaration, and that
// comment names what it relies on: each lock the type declares (an NSLock,
// a Mutex, an Atomic, a semaphore), in backquotes; or, for a type with no
// lock, the confinement or immutability it relies on (a thread, a `let`,
// values never changed once made).

import Foundation
import Testing

/// What is wrong with the `@unchecked Sendable` declarations of one file.
enum UncheckedSendable {
    /// The kinds of stored property that make a lock.
    static let lockTypes = ["NSLock", "NSRecursiveLock", "NSCondition", "DispatchSemaphore", "Mutex", "Atomic"]
    /// Words that name a confinement or an immutability.
    static let confinements = ["thread", "`let`", "`let`s", "immutable", "never change", "never mutated", "set once", "only read"]

    static func problems(in text: String, file: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        var problems: [String] = []
        for (i, line) in lines.enumerated() where line.contains("@unchecked Sendable")
            && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
            let where_ = "\(file):\(i + 1)"
            let comment = lines[(i + 1)...].prefix { $0.trimmingCharacters(in: .whitespaces).hasPrefix("// ") }
                .map { $0.trimmingCharacters(in: .whitespaces).dropFirst(3) }.joined(separator: " ")
            guard comment.hasPrefix("Sendable:") else {
                problems.append("\(where_): no '// Sendable:' comment just below the declaration")
                continue
            }
            let locks = lockNames(in: body(of: lines, from: i))
            if locks.isEmpty {
                if !confinements.contains(where: { comment.contains($0) }) {
                    problems.append("\(where_): the type has no lock, and the comment names no confinement (\(confinements.joined(separator: ", ")))")
                }
            } else {
                for lock in locks where !comment.contains("`\(lock)`") && !comment.contains("`\(lock).") {
                    problems.append("\(where_): the comment does not name the lock `\(lock)` the type declares")
                }
            }
        }
        return problems
    }

    /// The lines directly inside the declaration that starts at `start`, to
    /// its closing brace: its own members, not those of a type nested in it
    /// (which has a comment of its own).
    static func body(of lines: [String], from start: Int) -> [String] {
        var depth = 0, opened = false, out: [String] = []
        for line in lines[start...] {
            if depth == 1 { out.append(line) }
            for c in line {
                if c == "{" { depth += 1; opened = true } else if c == "}" { depth -= 1 }
            }
            if opened && depth <= 0 { break }
        }
        return out
    }

    /// The stored properties of a lock type in `body`.
    static func lockNames(in body: [String]) -> [String] {
        let types = lockTypes.joined(separator: "|")
        let pattern = #"\b(?:let|var)\s+(\w+)\s*(?::\s*(?:"# + types + #")\b[^=\n]*|(?::[^=\n]*)?=\s*(?:"# + types + #")\b)"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let text = body.joined(separator: "\n")
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}

@Suite("@unchecked Sendable comments")
struct UncheckedSendableTests {
    @Test("every @unchecked Sendable in Sources names, in its 'Sendable:' comment, the lock or the confinement it relies on")
    func sourcesNameWhatTheyRelyOn() throws {
        let folder = PackageManifestTests.root.appendingPathComponent("Sources")
        let files = (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "swift" }
        #expect(files.count > 100)
        var problems: [String] = [], declarations = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            declarations += text.components(separatedBy: "@unchecked Sendable").count - 1
            problems += UncheckedSendable.problems(in: text, file: file.path.replacingOccurrences(of: folder.path + "/", with: ""))
        }
        #expect(declarations > 0)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("a comment that misses the type's lock, names no confinement, or is not there is reported")
    func checkerFindsEachProblem() {
        let source = """
            final class A: @unchecked Sendable {
                // Sendable: `count` is read and written only under `lock`.
                private let lock = NSLock()
                private let gate = DispatchSemaphore(value: 0)
                var count = 0
            }
            final class B: @unchecked Sendable {
                // Sendable: it is fine.
                var x = 0
            }
            final class C: @unchecked Sendable {
                var x = 0
            }
            final class D: @unchecked Sendable {
                // Sendable: `state` is touched only under `state`'s lock:
                // `state.withLock`.
                let state: Mutex<Int>
            }
            struct E: @unchecked Sendable {
                // Sendable: worker threads only read it.
                var x: NonSendable
                final class Nested: @unchecked Sendable {
                    // Sendable: `items` is read and written only under `lock`.
                    private let lock = NSLock()
                }
            }
            """
        let problems = UncheckedSendable.problems(in: source, file: "F.swift")
        #expect(problems == [
            "F.swift:1: the comment does not name the lock `gate` the type declares",
            "F.swift:7: the type has no lock, and the comment names no confinement (\(UncheckedSendable.confinements.joined(separator: ", ")))",
            "F.swift:11: no '// Sendable:' comment just below the declaration",
        ], "\(problems)")
    }
}
