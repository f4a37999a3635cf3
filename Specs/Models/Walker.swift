// A dog walker and the pups walked (sdk#sdk-api): a Codable model whose
// coding keys leave its link out, so the pups' linking objects encode.
class Walker: Object, Codable {
    @Persisted var name = ""
    @Persisted var rounds = 0
    @Persisted var pup: Pup?

    enum CodingKeys: String, CodingKey {
        case name
    }
}

class Pup: Object {
    @Persisted var name = ""
    @Persisted(originProperty: "pup") var walkers: LinkingObjects<Walker>
}
