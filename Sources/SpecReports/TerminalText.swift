// Text from scenario files and engines shown on a terminal: control
// characters (ESC, BEL, the C1 range, …) are printed as visible escapes
// like `\u{1B}`, so a scenario cannot move the cursor, retitle the window
// or hide lines. Tabs stay; line breaks are escaped in one-line text.

public enum TerminalText {
    /// `text` with every control character but the tab (and, when
    /// `keepNewlines`, the line feed) replaced by `\u{HEX}`.
    public static func escaped(_ text: String, keepNewlines: Bool = false) -> String {
        func isControl(_ v: UInt32) -> Bool {
            if v == 0x9 || (keepNewlines && v == 0xA) { return false }
            return v < 0x20 || (0x7F...0x9F).contains(v)
        }
        guard text.unicodeScalars.contains(where: { isControl($0.value) }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if isControl(scalar.value) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
