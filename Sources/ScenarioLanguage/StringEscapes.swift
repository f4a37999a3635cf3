// String literal escapes, as Swift reads them: `\0 \\ \t \n \r \" \'` and
// `\u{…}`. Raw strings (`#"…"#`) keep their backslashes.
// Related documentation: docs/writing-scenarios.md#the-swift-subset.

internal import SwiftSyntax

enum StringEscapes {
    /// The text of one literal segment with its escapes resolved.
    static func resolve(_ raw: String, in literal: StringLiteralExprSyntax) -> String {
        literal.openingPounds == nil ? unescape(raw) : raw
    }

    static func unescape(_ s: String) -> String {
        guard s.contains("\\") else { return s }
        var out = ""
        var chars = s.makeIterator()
        while let c = chars.next() {
            guard c == "\\", let e = chars.next() else { out.append(c); continue }
            switch e {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "u": out.append(unicodeScalar(&chars))
            default: out.append(e)   // \\ \" \'
            }
        }
        return out
    }

    /// Reads `{hex}` after `\u`; a malformed one is kept as written.
    private static func unicodeScalar(_ chars: inout String.Iterator) -> String {
        guard let open = chars.next() else { return "\\u" }
        guard open == "{" else { return "\\u" + String(open) }
        var hex = ""
        while let c = chars.next(), c != "}" { hex.append(c) }
        if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) { return String(Character(scalar)) }
        return "\\u{" + hex + "}"
    }
}
