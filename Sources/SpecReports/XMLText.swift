// Making any string safe to put in an XML 1.0 document: characters XML 1.0
// forbids anywhere (NUL, most C0 controls such as ESC, U+FFFE, U+FFFF) are
// replaced by a visible escape like `\u{1B}`. Markup characters (`<&"'`,
// `]]>`) are left to libxml2's writer, which escapes them.
// Related: issue 4, "Whatever a message contains ... the XML stays valid".

enum XMLText {
    /// Whether XML 1.0 allows this scalar in character data.
    ///
    /// Char ::= #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// `text` with every forbidden character replaced by `\u{HEX}`.
    static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { !isAllowed($0) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isAllowed(scalar) {
                result.append(scalar)
            } else {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            }
        }
        return String(result)
    }
}
