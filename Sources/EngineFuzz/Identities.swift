// One engine's names for things, mapped to the fuzzer's symbolic names.
//
// Normalisation "object identities": an object is named by its type and the
// order in which the engine first reported it (`FzObj#3` is the third FzObj
// key that engine returned), a frozen version by the order in which it first
// appeared in a reply, an observer token likewise. Engines may number their
// rows, versions and tokens as they like.

internal import RealmSpecCore

/// The symbolic names of one engine's keys, versions and tokens.
final class Identities {
    private var handleOf: [ObjectKey: Int64] = [:]
    private var keyOf: [ObjectKey: ObjectKey] = [:]
    private var counts: [String: Int64] = [:]
    private var symVersionOf: [Int64: Int64] = [:]
    private var versionOf: [Int64: Int64] = [:]
    private var symTokenOf: [Int: Int] = [:]
    private var tokenOf: [Int: Int] = [:]

    /// The engine's own form of a symbolic call.
    var resolve: KeyRewrite {
        KeyRewrite(liveKey: { (k) throws(KeyRewrite.Unresolved) -> ObjectKey in
            guard let real = self.keyOf[k] else { throw KeyRewrite.Unresolved() }
            return real
        }, version: { (v) throws(KeyRewrite.Unresolved) -> Int64 in
            guard let real = self.versionOf[v] else { throw KeyRewrite.Unresolved() }
            return real
        }, token: { (t) throws(KeyRewrite.Unresolved) -> Int in
            guard let real = self.tokenOf[t] else { throw KeyRewrite.Unresolved() }
            return real
        })
    }

    /// The symbolic form of a reply; keys, versions and tokens seen for the
    /// first time get the next symbolic name.
    var normalise: KeyRewrite {
        KeyRewrite(liveKey: { (k) throws(KeyRewrite.Unresolved) -> ObjectKey in
            if let h = self.handleOf[k] { return ObjectKey(type: k.type, id: h) }
            let h = (self.counts[k.type] ?? 0) + 1
            self.counts[k.type] = h
            self.handleOf[k] = h
            self.keyOf[ObjectKey(type: k.type, id: h)] = k
            return ObjectKey(type: k.type, id: h)
        }, version: { (v) throws(KeyRewrite.Unresolved) -> Int64 in
            if let s = self.symVersionOf[v] { return s }
            let s = Int64(self.symVersionOf.count + 1)
            self.symVersionOf[v] = s; self.versionOf[s] = v
            return s
        }, token: { (t) throws(KeyRewrite.Unresolved) -> Int in
            if let s = self.symTokenOf[t] { return s }
            let s = self.symTokenOf.count + 1
            self.symTokenOf[t] = s; self.tokenOf[s] = t
            return s
        })
    }
}
