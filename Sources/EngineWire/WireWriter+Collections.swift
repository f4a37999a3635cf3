// The JSON of collections, queries and targets (see WireWriter.swift).

import RealmSpecCore

extension WireWriter {
    mutating func collection(_ ref: CollectionRef) {
        switch ref {
        case .objects(let type):
            raw("{\"objects\":{\"type\":"); string(type); raw("}}")
        case .property(let owner, let name):
            raw("{\"property\":{\"name\":"); string(name); raw(",\"owner\":"); key(owner); raw("}}")
        case .filtered(let base, let q):
            raw("{\"filtered\":{\"_0\":"); collection(base); raw(",\"_1\":"); query(q); raw("}}")
        case .sorted(let base, let descriptors):
            raw("{\"sorted\":{\"_0\":"); collection(base); raw(",\"_1\":")
            array(descriptors) { w, d in
                w.raw("{\"ascending\":"); w.bool(d.ascending); w.raw(",\"keyPath\":"); w.string(d.keyPath); w.raw("}")
            }
            raw("}}")
        case .distinct(let base, let paths):
            raw("{\"distinct\":{\"_0\":"); collection(base); raw(",\"_1\":"); strings(paths); raw("}}")
        case .frozen(let base, let version):
            raw("{\"frozen\":{\"_0\":"); collection(base); raw(",\"version\":"); int(version); raw("}}")
        }
    }

    mutating func query(_ q: Query) {
        switch q {
        case .truePredicate: raw("{\"truePredicate\":{}}")
        case .falsePredicate: raw("{\"falsePredicate\":{}}")
        case .and(let qs): raw("{\"and\":{\"_0\":"); array(qs) { $0.query($1) }; raw("}}")
        case .or(let qs): raw("{\"or\":{\"_0\":"); array(qs) { $0.query($1) }; raw("}}")
        case .not(let inner): raw("{\"not\":{\"_0\":"); query(inner); raw("}}")
        case .compare(let c): raw("{\"compare\":{\"_0\":"); comparison(c); raw("}}")
        }
    }

    private mutating func comparison(_ c: Comparison) {
        raw("{\"caseInsensitive\":"); bool(c.caseInsensitive)
        raw(",\"diacriticInsensitive\":"); bool(c.diacriticInsensitive)
        raw(",\"lhs\":"); expression(c.lhs)
        raw(",\"op\":"); string(c.op.rawValue)
        if let quantifier = c.quantifier { raw(",\"quantifier\":"); string(quantifier.rawValue) }
        raw(",\"rhs\":"); expression(c.rhs)
        raw("}")
    }

    private mutating func expression(_ e: Expression) {
        switch e {
        case .keyPath(let path): raw("{\"keyPath\":{\"_0\":"); strings(path); raw("}}")
        case .constant(let v): raw("{\"constant\":{\"_0\":"); value(v); raw("}}")
        case .count(let path): raw("{\"count\":{\"_0\":"); strings(path); raw("}}")
        case .allKeys(let path): raw("{\"allKeys\":{\"_0\":"); strings(path); raw("}}")
        case .aggregate(let op, let path, let property):
            raw("{\"aggregate\":{\"_0\":"); string(op.rawValue); raw(",\"_1\":"); strings(path)
            if let property { raw(",\"property\":"); string(property) }
            raw("}}")
        }
    }

    mutating func target(_ t: Target) {
        switch t {
        case .object(let k): raw("{\"object\":{\"_0\":"); key(k); raw("}}")
        case .collection(let c): raw("{\"collection\":{\"_0\":"); collection(c); raw("}}")
        case .realm(let version):
            raw("{\"realm\":{")
            if let version { raw("\"version\":"); int(version) }
            raw("}}")
        }
    }
}
