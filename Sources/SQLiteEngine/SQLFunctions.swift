// SQL functions the query translation relies on: `rs_fold(text, flags)`
// folds case (flag 1) and diacritics (flag 2) as the documented `[c]` and
// `[d]` options do, and `rs_like(text, pattern)` matches the documented LIKE
// wildcards (`*` any run, `?` one character).
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

import CSQLite
import Foundation

enum SQLFunctions {
    static func register(on db: OpaquePointer) {
        let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC
        sqlite3_create_function_v2(db, "rs_fold", 2, flags, nil, foldFunction, nil, nil, nil)
        sqlite3_create_function_v2(db, "rs_like", 2, flags, nil, likeFunction, nil, nil, nil)
    }

    /// Folds a string for `[c]` / `[d]` comparisons.
    static func fold(_ s: String, caseInsensitive: Bool, diacriticInsensitive: Bool) -> String {
        var options: String.CompareOptions = []
        if caseInsensitive { options.insert(.caseInsensitive) }
        if diacriticInsensitive { options.insert(.diacriticInsensitive) }
        return options.isEmpty ? s : s.folding(options: options, locale: nil)
    }

    /// LIKE: `*` matches any run of characters, `?` exactly one.
    static func like(_ s: [Character], _ p: [Character]) -> Bool {
        var si = 0, pi = 0, star = -1, mark = 0
        while si < s.count {
            if pi < p.count && (p[pi] == "?" || p[pi] == s[si]) { si += 1; pi += 1 }
            else if pi < p.count && p[pi] == "*" { star = pi; mark = si; pi += 1 }
            else if star >= 0 { pi = star + 1; mark += 1; si = mark }
            else { return false }
        }
        while pi < p.count && p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}

private let transientText = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

private func text(_ value: OpaquePointer?) -> String? {
    guard sqlite3_value_type(value) == SQLITE_TEXT, let raw = sqlite3_value_text(value) else { return nil }
    return String(cString: raw)
}

private let foldFunction: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
    context, count, arguments in
    guard count == 2, let arguments, let s = text(arguments[0]) else { sqlite3_result_null(context); return }
    let flags = sqlite3_value_int(arguments[1])
    let folded = SQLFunctions.fold(s, caseInsensitive: flags & 1 != 0, diacriticInsensitive: flags & 2 != 0)
    sqlite3_result_text(context, folded, -1, transientText)
}

private let likeFunction: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
    context, count, arguments in
    guard count == 2, let arguments, let s = text(arguments[0]), let p = text(arguments[1]) else {
        sqlite3_result_int(context, 0); return
    }
    sqlite3_result_int(context, SQLFunctions.like(Array(s), Array(p)) ? 1 : 0)
}
