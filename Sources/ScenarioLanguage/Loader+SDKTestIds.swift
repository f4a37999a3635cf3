// `- sdk-test: <file> <Class>.<test>`: the entries of the SDK test ledger
// (Specs/sdk-ledger.yaml) whose checks a scenario makes. Each id must name
// an entry; a mistake is reported at the id's own line and column, with the
// nearest entry when one is close.
// Related documentation: docs/writing-scenarios.md#metadata, docs/sdk-ledger.md#checks.

internal import ScenarioInterpreter

/// Ledger entry ids as scenarios write them.
public enum SDKTestId {
    /// `<file> <Class>.<test>` with the runs of spaces between its parts made one.
    public static func normalised(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// Reports each `- sdk-test:` item that names no entry of `known`.
    static func check(_ located: [LocatedMetadata], known: Set<String>, lines: LineMap, fallback: SourceLocation,
                      into sink: inout DiagnosticSink) {
        for line in located where line.key == "sdk-test" {
            if line.items.isEmpty {
                sink.error(.unknownSDKTest, "'- sdk-test:' names no ledger entry; write '<file> <Class>.<test>'",
                           at: lines.location(offset: line.valueOffset))
            }
            for item in line.items {
                let id = normalised(item.text)
                guard !known.contains(id) else { continue }
                sink.error(.unknownSDKTest, message(for: id, known: known), at: lines.location(offset: item.offset))
            }
        }
    }

    private static func message(for id: String, known: Set<String>) -> String {
        let parts = id.split(separator: " ")
        guard parts.count == 2 else {
            return "'\(id)' is not a ledger entry id; write '<file> <Class>.<test>', e.g. 'RealmSwift/Tests/ListTests.swift ListTests.testAppend'"
        }
        let file = String(parts[0])
        let sameFile = known.filter { $0.hasPrefix(file + " ") }
        if sameFile.isEmpty {
            let files = Set(known.compactMap { $0.split(separator: " ").first.map(String.init) })
            return "the SDK test ledger has no file '\(file)'" + Messages.didYouMean(file, in: files.sorted())
        }
        let tests = sameFile.map { String($0.dropFirst(file.count + 1)) }.sorted()
        return "the SDK test ledger has no test '\(parts[1])' in '\(file)'" + Messages.didYouMean(String(parts[1]), in: tests)
    }
}
