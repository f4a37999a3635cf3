// How a scenario run ends: passed, failed (assertions), error (an unexpected
// Realm error, a thrown Swift error, a misuse), skipped (an unsupported
// engine feature) or timeout (cancelled).
// Related documentation: docs/reports.md#statuses.

internal import RealmSpecCore

extension Interpreter {
    package func run(_ scenario: CompiledScenario) -> ScenarioOutcome {
        do {
            // The file's helper functions, each a closure over the outermost scope (so they call each other).
            let file = Env(parent: nil)
            for helper in scenario.helpers {
                file.define(helper.name, .closure(Closure(params: helper.params, body: helper.body, env: file)), constant: true)
            }
            _ = try exec(scenario.body, Env(parent: file))
            return outcome(failures.isEmpty ? .passed : .failed)
        } catch Interrupt.realm(let e, let loc) {
            // An unsupported call is an error: a scenario is skipped only for a
            // capability it declares and the engine lacks (see `SpecFile.run`).
            return outcome(.error, ScenarioError(kind: e.kind.rawValue, message: e.message, location: loc ?? location))
        } catch Interrupt.engine(let e, let loc) {
            return outcome(.error, ScenarioError(kind: "engine", message: e.message, location: loc ?? location))
        } catch Interrupt.thrown(let v, let loc) {
            let text = (try? render(v)) ?? v.kindName
            return outcome(.error, ScenarioError(kind: "thrown", message: "the scenario threw \(text)", location: loc ?? location))
        } catch Interrupt.runtime(let m, let loc) {
            return outcome(.error, ScenarioError(kind: "runtime", message: m, location: loc ?? location))
        } catch Interrupt.budget(let m, let loc) {
            return outcome(.error, ScenarioError(kind: "budget", message: m, location: loc ?? location))
        } catch Interrupt.stopAfterFailure {
            return outcome(.failed)
        } catch Interrupt.timeout {
            return outcome(.timeout, ScenarioError(kind: "timeout", message: "the scenario was cancelled before it ended", location: location))
        } catch {
            return outcome(.error, ScenarioError(kind: "runtime", message: "\(error)", location: location))
        }
    }

    private func outcome(_ status: ScenarioOutcome.Status, _ error: ScenarioError? = nil) -> ScenarioOutcome {
        ScenarioOutcome(status: status, failures: failures, error: error, output: output, raisedRows: raisedRows)
    }
}
