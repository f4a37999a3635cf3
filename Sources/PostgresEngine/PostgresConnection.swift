// One libpq connection: statements are prepared once by name and run with
// binary parameters and results, and every PostgreSQL failure becomes an
// `EngineError` naming the engine operation it interrupted (a lost
// connection says so).

internal import CLibPQ
internal import RealmSpecCore

/// A value as it travels to and from PostgreSQL.
enum PGValue: Hashable {
    case null
    case int8(Int64)
    case float8(Double)
    case bytes([UInt8])
    case text(String)
    /// A `bigint[]` parameter (sent in text form).
    case int8Array([Int64])
}

/// The type ids (OIDs) of the PostgreSQL types the engine uses.
private enum OID {
    static let bool: Oid = 16, bytea: Oid = 17, int8: Oid = 20, int2: Oid = 21, int4: Oid = 23, text: Oid = 25
    static let float4: Oid = 700, float8: Oid = 701, int8Array: Oid = 1016
}

/// A connection to one PostgreSQL database.
final class PostgresConnection {
    private var handle: OpaquePointer?
    /// Prepared statement names by SQL text and parameter types.
    private var prepared: [String: String] = [:]
    /// The most statements kept prepared; others run unnamed.
    private static let preparedLimit = 500
    let conninfo: String

    /// Connects with a libpq connection string (`host=/dir user=postgres` or a `postgresql://` URL).
    ///
    /// - Throws: `engineFailure` naming the connection problem.
    init(conninfo: String, operation: String) throws(EngineError) {
        self.conninfo = conninfo
        let db = PQconnectdb(conninfo)
        guard let db, PQstatus(db) == CONNECTION_OK else {
            let message = db.map { Self.text(PQerrorMessage($0)) } ?? "out of memory"
            PQfinish(db)
            throw EngineError(.engineFailure, "\(operation): cannot connect to PostgreSQL (\(Self.redacted(conninfo))): \(message)")
        }
        handle = db
        PQsetNoticeProcessor(db, { _, _ in }, nil)
        // Notices (a cascading drop) are not errors; the realm needs no durability across a crash.
        try execute("SET client_min_messages = warning", operation: operation)
        try execute("SET synchronous_commit = off", operation: operation)
    }

    deinit { close() }

    /// Closes the connection; an open transaction is rolled back. Safe to call twice.
    func close() {
        if let handle { PQfinish(handle) }
        handle = nil
        prepared = [:]
    }

    /// Forgets every prepared statement: a new realm's tables may reuse a
    /// name with other column types, which a kept plan would not expect.
    func forgetPrepared(operation: String) throws(EngineError) {
        guard !prepared.isEmpty else { return }
        prepared = [:]
        try execute("DEALLOCATE ALL", operation: operation)
    }

    /// Whether the connection is up (as far as libpq knows).
    var isUp: Bool { handle.map { PQstatus($0) == CONNECTION_OK } ?? false }

    /// Whether a transaction is open (or failed and not yet rolled back).
    var inTransaction: Bool {
        guard let handle else { return false }
        let status = PQtransactionStatus(handle)
        return status == PQTRANS_INTRANS || status == PQTRANS_INERROR || status == PQTRANS_ACTIVE
    }

    /// The server process serving this connection (tests end it to cut the connection).
    var backendPID: Int32 { handle.map { PQbackendPID($0) } ?? 0 }

    /// Runs a statement without parameters (transaction control, DDL), unprepared.
    func execute(_ sql: String, operation: String) throws(EngineError) {
        guard let handle else { throw EngineError(.engineFailure, "\(operation): the PostgreSQL connection is closed") }
        let result = PQexec(handle, sql)
        defer { PQclear(result) }
        try check(result, operation, sql)
    }

    /// Runs statements without parameters (`prelude`: a savepoint) and then
    /// a statement with parameters in one round trip (libpq's pipeline
    /// mode), and answers the rows of the last. A prelude that fails makes
    /// the statement fail unrun.
    func query(_ sql: String, _ arguments: [PGValue], after prelude: [String], operation: String) throws(EngineError) -> [[PGValue]] {
        guard !prelude.isEmpty else { return try query(sql, arguments, operation: operation) }
        do { return try pipelined(sql, arguments, after: prelude, operation: operation) } catch {
            // libpq may still call a connection in pipeline mode up when the
            // server is gone: close it, so that the next open connects afresh.
            if error.message.contains("connection was lost") { close() }
            throw error
        }
    }

    private func pipelined(_ sql: String, _ arguments: [PGValue], after prelude: [String], operation: String) throws(EngineError) -> [[PGValue]] {
        guard let handle else { throw EngineError(.engineFailure, "\(operation): the PostgreSQL connection is closed") }
        let types = arguments.map(Self.type)
        let name = try preparedName(sql, types, operation: operation)
        guard PQenterPipelineMode(handle) == 1 else { throw lost(operation) }
        defer { PQexitPipelineMode(handle) }
        var sent = true
        for statement in prelude { sent = sent && PQsendQueryParams(handle, statement, 0, nil, nil, nil, nil, 1) == 1 }
        let queued = Self.withParameters(arguments) { values, lengths, formats -> Int32 in
            if let name {
                return PQsendQueryPrepared(handle, name, Int32(arguments.count), values, lengths, formats, 1)
            }
            return types.withUnsafeBufferPointer {
                PQsendQueryParams(handle, sql, Int32(arguments.count), $0.baseAddress, values, lengths, formats, 1)
            }
        }
        guard sent, queued == 1, PQpipelineSync(handle) == 1 else { throw lost(operation) }
        // One result (then NULL) per statement, then the sync point.
        var failure: EngineError?
        var rows: [[PGValue]] = []
        for index in 0...prelude.count {
            let result = PQgetResult(handle)
            defer { PQclear(result) }
            guard let result else { throw lost(operation) }
            while let extra = PQgetResult(handle) { PQclear(extra) }
            if failure != nil { continue }
            let statement = index < prelude.count ? prelude[index] : sql
            do { try check(result, operation, statement) } catch { failure = error; continue }
            if index == prelude.count { rows = Self.rows(of: result) }
        }
        let sync = PQgetResult(handle)
        defer { PQclear(sync) }
        guard let sync, PQresultStatus(sync) == PGRES_PIPELINE_SYNC else { throw failure ?? lost(operation) }
        if let failure { throw failure }
        return rows
    }

    private func lost(_ operation: String) -> EngineError {
        let message = handle.map { Self.text(PQerrorMessage($0)) } ?? ""
        return EngineError(.engineFailure, "\(operation): the PostgreSQL connection was lost: \(message.isEmpty ? "no answer from the server" : message)")
    }

    /// The name `sql` is prepared under (prepared now when new), or nil when
    /// too many are prepared and it runs unnamed.
    private func preparedName(_ sql: String, _ types: [Oid], operation: String) throws(EngineError) -> String? {
        guard let handle else { throw EngineError(.engineFailure, "\(operation): the PostgreSQL connection is closed") }
        let key = sql + "\u{0}" + types.map(String.init).joined(separator: ",")
        if let name = prepared[key] { return name }
        guard prepared.count < Self.preparedLimit else { return nil }
        let fresh = "rs\(prepared.count)"
        let result = types.withUnsafeBufferPointer { PQprepare(handle, fresh, sql, Int32(types.count), $0.baseAddress) }
        defer { PQclear(result) }
        try check(result, operation, sql)
        prepared[key] = fresh
        return fresh
    }

    /// Runs a statement and answers every row it returns.
    func query(_ sql: String, _ arguments: [PGValue] = [], operation: String) throws(EngineError) -> [[PGValue]] {
        guard let handle else { throw EngineError(.engineFailure, "\(operation): the PostgreSQL connection is closed") }
        let types = arguments.map(Self.type)
        let name = try preparedName(sql, types, operation: operation)
        let result = Self.withParameters(arguments) { values, lengths, formats in
            if let name {
                return PQexecPrepared(handle, name, Int32(arguments.count), values, lengths, formats, 1)
            }
            return types.withUnsafeBufferPointer {
                PQexecParams(handle, sql, Int32(arguments.count), $0.baseAddress, values, lengths, formats, 1)
            }
        }
        defer { PQclear(result) }
        try check(result, operation, sql)
        return Self.rows(of: result!)
    }

    // MARK: Parameters

    private static func type(_ value: PGValue) -> Oid {
        switch value {
        case .null: return 0
        case .int8: return OID.int8
        case .float8: return OID.float8
        case .bytes: return OID.bytea
        case .text: return OID.text
        case .int8Array: return OID.int8Array
        }
    }

    /// The bytes of a parameter (nil for NULL) and whether they are binary.
    private static func encode(_ value: PGValue) -> (bytes: [UInt8]?, binary: Bool) {
        switch value {
        case .null: return (nil, true)
        case .int8(let i): return (withUnsafeBytes(of: i.bigEndian, Array.init), true)
        case .float8(let d): return (withUnsafeBytes(of: d.bitPattern.bigEndian, Array.init), true)
        case .bytes(let b): return (b, true)
        case .text(let s): return (Array(s.utf8), true)
        case .int8Array(let ids): return (Array(("{" + ids.map(String.init).joined(separator: ",") + "}").utf8), false)
        }
    }

    private static func withParameters<R>(
        _ arguments: [PGValue],
        _ body: (UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<Int32>?, UnsafePointer<Int32>?) -> R
    ) -> R {
        let encoded = arguments.map(encode)
        // One buffer holds every parameter; each non-empty one also ends with a NUL for text-format values.
        var buffer: [UInt8] = []
        var offsets: [Int?] = []
        for (bytes, _) in encoded {
            guard let bytes else { offsets.append(nil); continue }
            offsets.append(buffer.count)
            buffer += bytes
            buffer.append(0)
        }
        if buffer.isEmpty { buffer.append(0) }
        let lengths = encoded.map { Int32(clamping: $0.bytes?.count ?? 0) }
        let formats = encoded.map { $0.binary ? Int32(1) : Int32(0) }
        return buffer.withUnsafeBufferPointer { raw in
            let base = UnsafeRawPointer(raw.baseAddress!).assumingMemoryBound(to: CChar.self)
            let pointers: [UnsafePointer<CChar>?] = offsets.map { $0.map { base + $0 } }
            return pointers.withUnsafeBufferPointer { p in
                lengths.withUnsafeBufferPointer { l in
                    formats.withUnsafeBufferPointer { f in body(p.baseAddress, l.baseAddress, f.baseAddress) }
                }
            }
        }
    }

    // MARK: Results

    private static func rows(of result: OpaquePointer) -> [[PGValue]] {
        let count = PQntuples(result), fields = PQnfields(result)
        guard count > 0, fields > 0 else { return [] }
        let types = (0..<fields).map { PQftype(result, $0) }
        var rows: [[PGValue]] = []
        rows.reserveCapacity(Int(count))
        for r in 0..<count {
            var row: [PGValue] = []
            row.reserveCapacity(Int(fields))
            for c in 0..<fields {
                if PQgetisnull(result, r, c) != 0 { row.append(.null); continue }
                let length = Int(PQgetlength(result, r, c))
                let bytes = UnsafeRawBufferPointer(start: PQgetvalue(result, r, c), count: length)
                row.append(decode(bytes, type: types[Int(c)]))
            }
            rows.append(row)
        }
        return rows
    }

    private static func decode(_ bytes: UnsafeRawBufferPointer, type: Oid) -> PGValue {
        func integer<T: FixedWidthInteger>(_: T.Type) -> T? {
            guard bytes.count == MemoryLayout<T>.size else { return nil }
            var value: T = 0
            withUnsafeMutableBytes(of: &value) { $0.copyMemory(from: bytes) }
            return T(bigEndian: value)
        }
        switch type {
        case OID.int8: return integer(Int64.self).map(PGValue.int8) ?? .null
        case OID.int4: return integer(Int32.self).map { .int8(Int64($0)) } ?? .null
        case OID.int2: return integer(Int16.self).map { .int8(Int64($0)) } ?? .null
        case OID.bool: return .int8(bytes.first == 1 ? 1 : 0)
        case OID.float8: return integer(UInt64.self).map { .float8(Double(bitPattern: $0)) } ?? .null
        case OID.float4: return integer(UInt32.self).map { .float8(Double(Float(bitPattern: $0))) } ?? .null
        case OID.bytea: return .bytes(Array(bytes))
        default: return .text(String(decoding: bytes, as: UTF8.self))
        }
    }

    // MARK: Failures

    private func check(_ result: OpaquePointer?, _ operation: String, _ sql: String) throws(EngineError) {
        if let result {
            let status = PQresultStatus(result)
            if status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK { return }
        }
        let message = Self.text(result.map { PQresultErrorMessage($0) } ?? handle.map { PQerrorMessage($0) })
        // No SQLSTATE: libpq itself gave up (the server closed the connection);
        // class 08 and 57P0x: the connection or the server went away.
        let state = result.flatMap { PQresultErrorField($0, Int32(UInt8(ascii: "C"))) }.map { String(cString: $0) }
        if !isUp || state == nil || state!.hasPrefix("08") || state!.hasPrefix("57P0") {
            throw EngineError(.engineFailure, "\(operation): the PostgreSQL connection was lost: \(message.isEmpty ? "no answer from the server" : message)")
        }
        throw EngineError(.engineFailure, "\(operation): PostgreSQL failed: \(message) (in: \(sql))")
    }

    static func text(_ raw: UnsafePointer<CChar>?) -> String {
        guard let raw else { return "" }
        return String(cString: raw).trimmingCharacters(in: " \n")
    }

    /// The connection string without a password.
    static func redacted(_ conninfo: String) -> String {
        guard let range = conninfo.range(of: "password=") else {
            // A URL's password sits between ':' and '@' after the scheme.
            guard conninfo.contains("://"), let at = conninfo.firstIndex(of: "@"),
                  let scheme = conninfo.range(of: "://"),
                  let colon = conninfo[scheme.upperBound..<at].firstIndex(of: ":") else { return conninfo }
            return String(conninfo[..<colon]) + ":***" + String(conninfo[at...])
        }
        let end = conninfo[range.upperBound...].firstIndex(of: " ") ?? conninfo.endIndex
        return String(conninfo[..<range.upperBound]) + "***" + String(conninfo[end...])
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let c = s.last, set.contains(c) { s.removeLast() }
        while let c = s.first, set.contains(c) { s.removeFirst() }
        return String(s)
    }
}
