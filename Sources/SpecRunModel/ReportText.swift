// Captured text in reports is bounded: a message, the details or the output
// of one case past its limit keeps its beginning and ends with a marker that
// gives the dropped size, "[… 1048576 bytes dropped]". Ten thousand cases
// with megabytes of output each still make reports any reader can open.

/// Limits and truncation of the text a case carries into the reports.
public enum ReportText {
    /// The one-line message of a case, in UTF-8 bytes.
    public static let maximumMessageBytes = 16 << 10
    /// The details (every failed assertion) of a case.
    public static let maximumDetailsBytes = 64 << 10
    /// What a case printed.
    public static let maximumOutputBytes = 64 << 10

    /// `text` cut to at most `limit` UTF-8 bytes (on a character boundary)
    /// plus a marker naming how many bytes were dropped; `text` itself when it fits.
    public static func truncated(_ text: String, to limit: Int) -> String {
        let count = text.utf8.count
        guard count > limit else { return text }
        var end = text.utf8.index(text.utf8.startIndex, offsetBy: limit)
        // Back to the start of a scalar: never past a UTF-8 continuation byte.
        while end > text.utf8.startIndex, text.utf8[end] & 0xC0 == 0x80 { end = text.utf8.index(before: end) }
        let kept = String(text.unicodeScalars[..<end])
        return kept + "[… \(count - kept.utf8.count) bytes dropped]"
    }

    public static func truncated(_ text: String?, to limit: Int) -> String? { text.map { truncated($0, to: limit) } }
}
