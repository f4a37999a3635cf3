// `realmspec fuzz` from the command line: a clean run, and bad options named.

import Foundation
import Testing

@Suite("fuzz command")
struct FuzzCommandTests {
    @Test("a clean run prints its totals and exits 0")
    func cleanRun() throws {
        let tree = try SpecTree()
        let result = try tree.run(["fuzz", "--seed", "5", "--count", "20", "--engines", "reference,sqlite", "--jobs", "1"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("fuzzing sqlite against reference, seed 5"), "\(result)")
        #expect(result.stdout.contains("20 sequences, "), "\(result)")
        #expect(result.stdout.contains(" 0 divergences"), "\(result)")
    }

    @Test("bad options are usage errors naming the option", arguments: [
        (["--engines", "referense,sqlite"], "did you mean 'reference'"),
        (["--engines", "reference"], "--engines needs an engine"),
        (["--invalid-share", "1.5"], "--invalid-share"),
        (["--count", "0"], "--count"),
        (["--time", "-1"], "--time must be more than 0 seconds, not '-1.0'"),
        (["--count", "-1"], "--count must be at least 1, not '-1'"),
        (["--jobs", "-3"], "--jobs must be from 1 to 512, not '-3'"),
        (["--invalid-share", "-0.5"], "--invalid-share must be between 0 and 1, not '-0.5'"),
        (["--jobs", "0"], "--jobs must be from 1 to 512, not '0'"),
        (["--jobs", "1000"], "--jobs must be from 1 to 512, not '1000'"),
        (["--seed", "-5"], "--seed must be a whole number from 0 to 18446744073709551615, not '-5': it is negative"),
        (["--seed", "five"], "--seed must be a whole number from 0 to 18446744073709551615, not 'five'"),
        (["--seed", "18446744073709551616"], "not '18446744073709551616'"),
    ])
    func badOptions(arguments: [String], message: String) throws {
        let result = try SpecTree().run(["fuzz"] + arguments)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains(message), "\(result)")
        // A value that starts with '-' is the option's value, refused for what it is.
        #expect(!result.stderr.contains("Missing value"), "\(result)")
    }

    @Test("the same --jobs bound as run: 512 is accepted")
    func jobsBound() throws {
        let tree = try SpecTree()
        let result = try tree.run(["fuzz", "--seed", "0", "--count", "2", "--engines", "reference,sqlite", "--jobs", "512"])
        #expect(result.status == 0, "\(result)")
    }
}
