// Errors of the report writers and the validator: one value type with a
// message that names the file or the operation that failed.

/// A report could not be rendered, written or validated.
///
/// The message names the path or the libxml2 operation involved, e.g.
/// `cannot create a temporary file in 'Reports/': Permission denied`.
public struct ReportError: Error, CustomStringConvertible, Hashable, Sendable {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

/// Which JUnit dialect to write.
///
/// `strict` validates against the Ant and Jenkins junit-10 schemas;
/// `rich` adds `file` and `line` on each `<testcase>` for GitLab and the
/// GitHub Actions reporters.
public enum JUnitProfile: String, CaseIterable, Sendable {
    case strict, rich
}
