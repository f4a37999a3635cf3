// The JSON of collections, queries, targets and schemas (see WireWriter.swift).

internal import RealmSpecCore

extension WireWriter {
    mutating func collection(_ ref: CollectionRef) {
        switch ref {
        case .objects(let type):
            raw("{\"objects\":{\"type\":"); string(type); raw("}}")
        case .property(let owner, let name):
            raw("{\"property\":{\"name\":"); string(name); raw(",\"owner\":"); key(owner); raw("}}")
        case .filtered(let base, let q):
            raw("{\"filtered\":{\"base\":"); collection(base); raw(",\"query\":"); query(q); raw("}}")
        case .sorted(let base, let descriptors):
            raw("{\"sorted\":{\"base\":"); collection(base); raw(",\"descriptors\":")
            array(descriptors) { w, d in
                w.raw("{\"ascending\":"); w.bool(d.ascending); w.raw(",\"keyPath\":"); w.string(d.keyPath); w.raw("}")
            }
            raw("}}")
        case .distinct(let base, let paths):
            raw("{\"distinct\":{\"base\":"); collection(base); raw(",\"keyPaths\":"); strings(paths); raw("}}")
        case .frozen(let base, let version):
            raw("{\"frozen\":{\"base\":"); collection(base); raw(",\"version\":"); int(version); raw("}}")
        }
    }

    mutating func query(_ q: Query) {
        switch q {
        case .truePredicate: raw("{\"truePredicate\":{}}")
        case .falsePredicate: raw("{\"falsePredicate\":{}}")
        case .and(let qs): raw("{\"and\":{\"operands\":"); array(qs) { $0.query($1) }; raw("}}")
        case .or(let qs): raw("{\"or\":{\"operands\":"); array(qs) { $0.query($1) }; raw("}}")
        case .not(let inner): raw("{\"not\":{\"operand\":"); query(inner); raw("}}")
        case .compare(let c): raw("{\"compare\":"); comparison(c); raw("}")
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

    mutating func expression(_ e: Expression) {
        switch e {
        case .keyPath(let path): raw("{\"keyPath\":{\"path\":"); strings(path); raw("}}")
        case .constant(let v): raw("{\"constant\":{\"value\":"); value(v); raw("}}")
        case .count(let path): raw("{\"count\":{\"path\":"); strings(path); raw("}}")
        case .allKeys(let path): raw("{\"allKeys\":{\"path\":"); strings(path); raw("}}")
        case .aggregate(let op, let path, let property):
            raw("{\"aggregate\":{\"operator\":"); string(op.rawValue); raw(",\"path\":"); strings(path)
            if let property { raw(",\"property\":"); string(property) }
            raw("}}")
        case .subquery(let path, let inner):
            raw("{\"subquery\":{\"path\":"); strings(path); raw(",\"query\":"); query(inner); raw("}}")
        case .subscripted(let path, let subscripts):
            raw("{\"subscripted\":{\"path\":"); strings(path)
            raw(",\"subscripts\":"); array(subscripts) { $0.pathSubscript($1) }; raw("}}")
        }
    }

    mutating func pathSubscript(_ s: PathSubscript) {
        switch s {
        case .key(let k): raw("{\"key\":{\"key\":"); string(k); raw("}}")
        case .index(let i): raw("{\"index\":{\"index\":"); int(i); raw("}}")
        case .anyElement: raw("{\"anyElement\":{}}")
        }
    }

    mutating func target(_ t: Target) {
        switch t {
        case .object(let k): raw("{\"object\":{\"key\":"); key(k); raw("}}")
        case .collection(let c): raw("{\"collection\":{\"collection\":"); collection(c); raw("}}")
        case .realm(let version):
            raw("{\"realm\":{")
            if let version { raw("\"version\":"); int(version) }
            raw("}}")
        }
    }

    // MARK: Schema (`open`)

    mutating func schema(_ s: Schema) {
        raw("{\"types\":")
        array(s.types) { w, t in
            w.raw("{\"isEmbedded\":"); w.bool(t.isEmbedded); w.raw(",\"name\":"); w.string(t.name)
            w.raw(",\"properties\":"); w.array(t.properties) { $0.property($1) }; w.raw("}")
        }
        raw("}")
    }

    private mutating func property(_ p: PropertySchema) {
        raw("{\"collection\":"); string(p.collection.rawValue)
        if let d = p.defaultValue { raw(",\"defaultValue\":"); value(d) }
        raw(",\"isIndexed\":"); bool(p.isIndexed)
        raw(",\"isOptional\":"); bool(p.isOptional)
        raw(",\"isPrimaryKey\":"); bool(p.isPrimaryKey)
        raw(",\"name\":"); string(p.name)
        raw(",\"type\":"); propertyType(p.type)
        raw("}")
    }

    private mutating func propertyType(_ t: PropertyType) {
        switch t {
        case .bool, .int, .float, .double, .string, .data, .date, .objectId, .uuid, .decimal128, .mixed:
            raw("{\""); bytes.append(contentsOf: t.name.utf8); raw("\":{}}")
        case .object(let type): raw("{\"object\":{\"type\":"); string(type); raw("}}")
        case .linkingObjects(let originType, let originProperty):
            raw("{\"linkingObjects\":{\"originProperty\":"); string(originProperty)
            raw(",\"originType\":"); string(originType); raw("}}")
        }
    }
}
