// Validating an XML report against an XSD in process with libxml2
// (xmlSchemaValidateDoc), collecting every problem as "file:line: message".
// `make check` uses it for every JUnit report; tests use it for hostile input.

internal import CLibXML2

/// Schema validation of XML reports.
///
///     let problems = try ReportValidation.validate(xmlAt: "Reports/junit.xml",
///                                                  againstSchemaAt: "schemas/realmspec-junit.xsd")
///     // [] when valid, else ["Reports/junit.xml:12: Element 'testcase': ..."]
public enum ReportValidation {
    /// Problems found, each "file:line: message"; empty when valid.
    ///
    /// A document that is not well-formed XML yields its parse errors as problems.
    ///
    /// - Throws: `ReportError` when the schema cannot be read or is not a
    ///   valid XSD, or the XML file cannot be read.
    public static func validate(xmlAt path: String, againstSchemaAt schemaPath: String) throws(ReportError) -> [String] {
        LibXML.initialize()
        guard isReadable(path) else { throw ReportError("cannot validate '\(path)': the file cannot be read") }
        let schema = try loadSchema(schemaPath)
        defer { xmlSchemaFree(schema) }
        let problems = ProblemList(fallbackFile: path)
        let doc = problems.capturingGlobalErrors { xmlReadFile(path, nil, parseOptions) }
        guard let doc else {
            return problems.messages.isEmpty ? ["\(path):0: not well-formed XML"] : problems.messages
        }
        defer { xmlFreeDoc(doc) }
        return try validate(doc, against: schema, problems: problems, what: path)
    }

    /// Problems found in XML held in memory; `name` stands for the file in messages.
    ///
    /// - Throws: `ReportError` when the schema cannot be read or is not a valid XSD.
    public static func validate(xml bytes: [UInt8], named name: String,
                                againstSchemaAt schemaPath: String) throws(ReportError) -> [String] {
        LibXML.initialize()
        let schema = try loadSchema(schemaPath)
        defer { xmlSchemaFree(schema) }
        let problems = ProblemList(fallbackFile: name)
        let doc = problems.capturingGlobalErrors {
            bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.flatMap { base in
                    base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                        xmlReadMemory($0, Int32(clamping: buffer.count), name, nil, parseOptions)
                    }
                }
            }
        }
        guard let doc else {
            return problems.messages.isEmpty ? ["\(name):0: not well-formed XML"] : problems.messages
        }
        defer { xmlFreeDoc(doc) }
        return try validate(doc, against: schema, problems: problems, what: name)
    }

    /// No network, no entity expansion surprises.
    private static let parseOptions = Int32(XML_PARSE_NONET.rawValue)

    private static func validate(_ doc: xmlDocPtr, against schema: xmlSchemaPtr, problems: ProblemList,
                                 what: String) throws(ReportError) -> [String] {
        guard let context = xmlSchemaNewValidCtxt(schema) else {
            throw ReportError("cannot validate '\(what)': libxml2 could not create a validation context")
        }
        defer { xmlSchemaFreeValidCtxt(context) }
        problems.collectValidationErrors(of: context)
        let result = xmlSchemaValidateDoc(context, doc)
        if result != 0 && problems.messages.isEmpty {
            return ["\(what):0: not valid (libxml2 code \(result))"]
        }
        return problems.messages
    }

    private static func loadSchema(_ schemaPath: String) throws(ReportError) -> xmlSchemaPtr {
        guard isReadable(schemaPath) else {
            throw ReportError("cannot read the schema '\(schemaPath)'")
        }
        guard let parser = xmlSchemaNewParserCtxt(schemaPath) else {
            throw ReportError("cannot read the schema '\(schemaPath)'")
        }
        defer { xmlSchemaFreeParserCtxt(parser) }
        let problems = ProblemList(fallbackFile: schemaPath)
        problems.collectSchemaErrors(of: parser)
        let schema = problems.capturingGlobalErrors { xmlSchemaParse(parser) }
        guard let schema else {
            let reason = problems.messages.first ?? "\(schemaPath):0: not a valid XML schema"
            throw ReportError("invalid schema '\(schemaPath)': \(reason)")
        }
        return schema
    }

    private static func isReadable(_ path: String) -> Bool {
        guard let file = fopen(path, "rb") else { return false }
        fclose(file)
        return true
    }
}
