// A model default the scenario language does not compute is an error of the
// scenarios that use the model (name it, or a model that links to it), not
// of the whole file: the other scenarios of the file still run. A file
// whose scenarios never use that model keeps it as a warning.
// Related documentation: sdk-behaviour (model defaults).

internal import RealmSpecCore
internal import ScenarioInterpreter
internal import struct ScenarioInterpreter.SourceLocation
internal import SwiftSyntax

enum ModelDefaultScope {
    /// The words of the diagnostic of a default outside the language (a
    /// literal of the wrong type stays an error of the file, as Swift's).
    static let notComputed = "which the scenario language does not compute for a default"

    /// A default's diagnostic and the model types whose use reaches it.
    struct Bad {
        var diagnostic: Diagnostic
        var users: Set<String>
    }

    /// The model diagnostics of the file, with each default the language
    /// does not compute (in this file) taken apart with the types that use it.
    static func split(_ all: [Diagnostic], catalog: ModelCatalog, path: String) -> ([Diagnostic], [Bad]) {
        var kept: [Diagnostic] = []
        var bad: [Bad] = []
        for d in all {
            guard d.id == DiagnosticKind.schemaBadDefault.rawValue, d.severity == .error, d.location.file == path,
                  d.message.contains(notComputed), let type = owner(of: d.location, catalog: catalog) else {
                kept.append(d)
                continue
            }
            bad.append(Bad(diagnostic: d, users: users(of: type, catalog: catalog)))
        }
        return (kept, bad)
    }

    /// The model declared last before `location` in its file.
    static func owner(of location: SourceLocation, catalog: ModelCatalog) -> String? {
        catalog.locations.filter { $0.value.file == location.file && $0.value.line <= location.line }
            .max { $0.value.line < $1.value.line }?.key
    }

    /// `type` and every model that links to it, directly or through others.
    static func users(of type: String, catalog: ModelCatalog) -> Set<String> {
        var found: Set<String> = [type]
        var changed = true
        while changed {
            changed = false
            for (name, schema) in catalog.types where !found.contains(name) {
                if schema.properties.contains(where: { $0.type.objectType.map(found.contains) == true }) {
                    found.insert(name)
                    changed = true
                }
            }
        }
        return found
    }

    /// Whether a scenario's body names any of `types`.
    static func uses(_ f: FunctionDeclSyntax, any types: Set<String>) -> Bool {
        guard let body = f.body else { return false }
        return body.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return types.contains(name) }
            return false
        }
    }
}
