// SQL functions and the collation the query translation relies on: `rs_fold(text, flags)`
// folds case (flag 1) and diacritics (flag 2) as the documented `[c]` and
// `[d]` options do, and `rs_like(text, pattern)` matches the documented LIKE
// wildcards (`*` any run, `?` one character), and `COLLATE rs_order` sorts
// strings as Realm does, all by RealmRules' `Compare`. The aggregates
// `rs_isum` and `rs_fsum` add in C callbacks as the object store adds the
// values it reads: `rs_isum` sums integers exactly and answers NULL when the
// positive or the negative values alone pass Int64 (the object store then
// decides, as an overflow depends on the order of the additions);
// `rs_fsum` adds doubles one by one from 0 in the order the rows arrive
// (NaN, kept as text, included), so the SELECT orders them by id.
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

internal import CSQLite
internal import RealmRules

enum SQLFunctions {
    static func register(on db: OpaquePointer) {
        let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC
        sqlite3_create_function_v2(db, "rs_fold", 2, flags, nil, foldFunction, nil, nil, nil)
        sqlite3_create_function_v2(db, "rs_like", 2, flags, nil, likeFunction, nil, nil, nil)
        sqlite3_create_collation_v2(db, "rs_order", SQLITE_UTF8, nil, orderCollation, nil)
        sqlite3_create_function_v2(db, "rs_isum", 1, flags, nil, nil, intSumStep, intSumFinal, nil)
        sqlite3_create_function_v2(db, "rs_fsum", 1, flags, nil, nil, realSumStep, realSumFinal, nil)
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

private struct IntSum {
    var positive: Int64
    var negative: Int64
    var overflow: Int32
    var seen: Int32
}

private let intSumStep: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
    context, count, arguments in
    guard count == 1, let arguments,
          let raw = sqlite3_aggregate_context(context, Int32(MemoryLayout<IntSum>.size)) else { return }
    let sum = raw.assumingMemoryBound(to: IntSum.self)
    switch sqlite3_value_type(arguments[0]) {
    case SQLITE_NULL: return
    case SQLITE_INTEGER:
        let i = sqlite3_value_int64(arguments[0])
        sum.pointee.seen = 1
        if i >= 0 {
            let (next, overflow) = sum.pointee.positive.addingReportingOverflow(i)
            sum.pointee.positive = next
            if overflow { sum.pointee.overflow = 1 }
        } else {
            let (next, overflow) = sum.pointee.negative.addingReportingOverflow(i)
            sum.pointee.negative = next
            if overflow { sum.pointee.overflow = 1 }
        }
    default:
        sum.pointee.seen = 1
        sum.pointee.overflow = 1
    }
}

private let intSumFinal: @convention(c) (OpaquePointer?) -> Void = { context in
    guard let raw = sqlite3_aggregate_context(context, 0) else { sqlite3_result_null(context); return }
    let sum = raw.assumingMemoryBound(to: IntSum.self).pointee
    guard sum.seen != 0, sum.overflow == 0 else { sqlite3_result_null(context); return }
    sqlite3_result_int64(context, sum.positive + sum.negative)
}

private struct RealSum {
    var total: Double
    var seen: Int32
}

private let realSumStep: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
    context, count, arguments in
    guard count == 1, let arguments,
          let raw = sqlite3_aggregate_context(context, Int32(MemoryLayout<RealSum>.size)) else { return }
    let sum = raw.assumingMemoryBound(to: RealSum.self)
    let value: Double
    switch sqlite3_value_type(arguments[0]) {
    case SQLITE_NULL: return
    case SQLITE_INTEGER, SQLITE_FLOAT: value = sqlite3_value_double(arguments[0])
    default: value = text(arguments[0]) == "NaN" ? .nan : 0
    }
    sum.pointee.seen = 1
    sum.pointee.total = sum.pointee.total + value
}

private let realSumFinal: @convention(c) (OpaquePointer?) -> Void = { context in
    guard let raw = sqlite3_aggregate_context(context, 0) else { sqlite3_result_null(context); return }
    let sum = raw.assumingMemoryBound(to: RealSum.self).pointee
    guard sum.seen != 0 else { sqlite3_result_null(context); return }
    sqlite3_result_double(context, sum.total)
}
