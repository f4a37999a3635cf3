// Making any string safe to put in an XML 1.0 document: characters XML 1.0
// forbids anywhere (NUL, most C0 controls such as ESC, U+FFFE, U+FFFF) are
// replaced by a visible escape like `\u{1B}`. Markup characters (`<&"'`,
// `]]>`) are left to libxml2's writer, which escapes them.

enum XMLText {
    /// `text` with every forbidden character replaced by `\u{HEX}`.
    ///
    /// One pass over the UTF-8 bytes into a buffer reserved up front, so a
    /// message of megabytes full of control characters costs linear time.
    static func sanitized(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            guard let first = firstForbidden(bytes) else { return nil as String? }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            out.append(contentsOf: bytes[..<first])
            var i = first
            while i < bytes.count {
                let b = bytes[i]
                if b < 0x80 {
                    if b >= 0x20 || b == 0x9 || b == 0xA || b == 0xD { out.append(b) } else { appendEscape(UInt32(b), to: &out) }
                    i += 1
                    continue
                }
                let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2
                let end = min(i + length, bytes.count)
                if length == 3, end == i + 3 {
                    // U+FFFE and U+FFFF (EF BF BE, EF BF BF); surrogates cannot occur in a String.
                    if b == 0xEF, bytes[i + 1] == 0xBF, bytes[i + 2] >= 0xBE {
                        appendEscape(bytes[i + 2] == 0xBE ? 0xFFFE : 0xFFFF, to: &out)
                        i = end
                        continue
                    }
                }
                out.append(contentsOf: bytes[i..<end])
                i = end
            }
            return String(decoding: out, as: UTF8.self)
        } ?? text
    }

    private static func firstForbidden(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b < 0x20, b != 0x9, b != 0xA, b != 0xD { return i }
            if b == 0xEF, i + 2 < bytes.count, bytes[i + 1] == 0xBF, bytes[i + 2] >= 0xBE { return i }
            i += 1
        }
        return nil
    }

    private static func appendEscape(_ value: UInt32, to out: inout [UInt8]) {
        out.append(contentsOf: "\\u{".utf8)
        out.append(contentsOf: String(value, radix: 16, uppercase: true).utf8)
        out.append(UInt8(ascii: "}"))
    }
}
