// Model classes that conform to Codable (`class Walker: Object, Codable`),
// with the properties Swift's synthesised encoding writes: the cases of a
// nested `enum CodingKeys: String, CodingKey`, or every persisted property.
// Related SDK sections: sdk-api (api-surface.md §4 RC49).

internal import ScenarioInterpreter
internal import SwiftSyntax

extension ModelReader {
    mutating func readCodable(_ decl: ClassDeclSyntax, type: String, into catalog: inout ModelCatalog) {
        let conformances = decl.inheritanceClause?.inheritedTypes.dropFirst().map { $0.type.trimmedDescription } ?? []
        guard conformances.contains(where: { ["Codable", "Encodable"].contains($0) }) else { return }
        var keys: [String]?
        for member in decl.memberBlock.members {
            guard let e = member.decl.as(EnumDeclSyntax.self), e.name.text == "CodingKeys" else { continue }
            var cases: [String] = []
            for item in e.memberBlock.members {
                guard let c = item.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in c.elements {
                    guard element.rawValue == nil else {
                        sink.error(.unsupportedDeclaration, "a CodingKeys case with a raw value ('\(element.name.text)') is not supported", at: location(element))
                        continue
                    }
                    guard catalog.types[type]?[property: element.name.text] != nil else {
                        sink.error(.unknownProperty, "CodingKeys case '\(element.name.text)' names no property of '\(type)'", at: location(element))
                        continue
                    }
                    cases.append(element.name.text)
                }
            }
            keys = cases
        }
        catalog.codable[type] = .some(keys)
    }
}
