// Escaping for the HTML and Markdown pages: every piece of run data is
// escaped before it lands in markup, and characters XML forbids get the
// same visible escapes as in JUnit.

enum HTMLText {
    /// Text safe inside HTML elements and double- or single-quoted attributes.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in XMLText.sanitized(text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// An id made of `[a-z0-9-]` from arbitrary text.
    static func slug(_ text: String) -> String {
        var result = ""
        var lastWasDash = false
        for scalar in text.lowercased().unicodeScalars {
            let keep = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
            if keep {
                result.unicodeScalars.append(scalar)
                lastWasDash = false
            } else if !lastWasDash && !result.isEmpty {
                result += "-"
                lastWasDash = true
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result.isEmpty ? "x" : result
    }
}

enum MarkdownText {
    /// Text safe in a Markdown paragraph or table cell: one line, markup
    /// characters backslash-escaped, HTML special characters as entities.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in XMLText.sanitized(text) {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "|", "~":
                result += "\\" + String(character)
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            case "\n", "\r\n", "\r", "\t": result += " "
            default: result.append(character)
            }
        }
        return result
    }
}
