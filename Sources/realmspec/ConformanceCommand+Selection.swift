// `realmspec conformance --only NAME`: run only some checks. A name is an
// area of the table (`core`, `lists`, `queries + sorting`, `protocol: ids`,
// …), a part of the kit's core checks (`transactions`, `objects`,
// `primary keys`, `delete`), or `protocol` for the whole protocol suite.
// An unknown name is a usage error with a suggestion; a selection that
// matches no check, or whose every check is skipped, is an error, never a pass.

internal import ArgumentParser
internal import EngineTestSupport
internal import EngineWire
internal import ScenarioAPI
internal import ScenarioLanguage

/// The checks `--only` selects; no name selects every check.
struct ConformanceSelection {
    /// The names given, in order; empty for the whole kit and suite.
    var names: [String]

    /// The name of the whole protocol suite.
    static let wholeProtocol = "protocol"

    /// Every name `--only` takes: the kit's areas in check order, its parts, `protocol`, the protocol areas.
    static var known: [String] {
        var names: [String] = []
        for area in EngineConformanceKit.checks.map(\.area) + EngineConformanceKit.parts.map(\.name)
            + [wholeProtocol] + ProtocolSuite.areas where !names.contains(area) {
            names.append(area)
        }
        return names
    }

    /// A usage error for the first name no check has, with the nearest known name.
    func validate() throws(ValidationError) {
        let known = Self.known
        guard let unknown = names.first(where: { !known.contains($0) }) else { return }
        let hint = NearestName.closest(to: unknown, in: known).map { "; did you mean '\($0)'?" } ?? ""
        throw ValidationError("--only '\(unknown)' names no area of the conformance table\(hint) (areas: "
                       + known.map { "'\($0)'" }.joined(separator: ", ") + ")")
    }

    /// Whether the kit's `check` is selected: its area or its part is named.
    func selects(_ check: ConformanceCheck) -> Bool {
        names.isEmpty || names.contains(check.area)
            || EngineConformanceKit.parts.contains { part in
                names.contains(part.name) && part.checks.contains { $0.name == check.name }
            }
    }

    /// The protocol suite's areas selected.
    var protocolAreas: Set<String> {
        if names.isEmpty || names.contains(Self.wholeProtocol) { return Set(ProtocolSuite.areas) }
        return Set(ProtocolSuite.areas.filter(names.contains))
    }

    /// The selection as the table's heading says it: `--only transactions --only protocol`.
    var heading: String { names.map { "--only '\($0)'" }.joined(separator: " ") }
}
