// SQL functions and the collation the query translation relies on: `rs_fold(text, flags)`
// folds case (flag 1) and diacritics (flag 2) as the documented `[c]` and
// `[d]` options do, and `rs_like(text, pattern)` matches the documented LIKE
// wildcards (`*` any run, `?` one character), and `COLLATE rs_order` sorts
// strings as Realm does, all by RealmRules' `Compare`.
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

import CSQLite
import RealmRules

enum SQLFunctions {
    static func register(on db: OpaquePointer) {
        let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC
        sqlite3_create_function_v2(db, "rs_fold", 2, flags, nil, foldFunction, nil, nil, nil)
        sqlite3_create_function_v2(db, "rs_like", 2, flags, nil, likeFunction, nil, nil, nil)
        sqlite3_create_collation_v2(db, "rs_order", SQLITE_UTF8, nil, orderCollation, nil)
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
    let folded = Compare.fold(s, flags & 1 != 0, flags & 2 != 0)
    sqlite3_result_text(context, folded, -1, transientText)
}

private let likeFunction: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
    context, count, arguments in
    guard count == 2, let arguments, let s = text(arguments[0]), let p = text(arguments[1]) else {
        sqlite3_result_int(context, 0); return
    }
    sqlite3_result_int(context, Compare.like(Array(s), Array(p)) ? 1 : 0)
}

/// `COLLATE rs_order`: strings in the order Realm sorts them (RealmRules'
/// `Compare.sortOrder`), not SQLite's byte order.
private let orderCollation: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeRawPointer?, Int32, UnsafeRawPointer?) -> Int32 = {
    _, count1, bytes1, count2, bytes2 in
    func text(_ bytes: UnsafeRawPointer?, _ count: Int32) -> String {
        guard let bytes, count > 0 else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: bytes, count: Int(count)), as: UTF8.self)
    }
    return Int32(Compare.sortOrder(.string(text(bytes1, count1)), .string(text(bytes2, count2))))
}
