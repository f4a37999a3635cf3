// A dog walker and the pups walked (sdk#sdk-api): a Codable model whose
// coding keys leave its link out, so the pups' linking objects encode. Its
// properties are `@objc dynamic`: Swift's synthesised encode(to:) reads them
// through the managed accessors, where a managed object's `@Persisted`
// properties refuse to encode.
class Walker: Object, Codable {
    @objc dynamic var name = ""
    @objc dynamic var rounds = 0
    @objc dynamic var pup: Pup?

    enum CodingKeys: String, CodingKey {
        case name
    }
}

class Pup: Object {
    @Persisted var name = ""
    @Persisted(originProperty: "pup") var walkers: LinkingObjects<Walker>
}
