// A thin Swift face over libxml2's xmlTextWriter writing into memory. Every
// string passes through XMLText.sanitized first, so no input can make the
// document ill-formed; libxml2 escapes markup characters itself.

internal import CLibXML2

/// Streams one XML document into a memory buffer with libxml2.
final class XMLWriter {
    private let buffer: xmlBufferPtr
    private let writer: xmlTextWriterPtr
    private let purpose: String

    /// - Parameter purpose: names the document in error messages ("JUnit report").
    init(purpose: String, indent: Bool = true) throws(ReportError) {
        LibXML.initialize()
        self.purpose = purpose
        guard let buffer = xmlBufferCreate() else {
            throw ReportError("\(purpose): libxml2 could not allocate a buffer")
        }
        guard let writer = xmlNewTextWriterMemory(buffer, 0) else {
            xmlBufferFree(buffer)
            throw ReportError("\(purpose): libxml2 could not create a text writer")
        }
        self.buffer = buffer
        self.writer = writer
        if indent {
            xmlTextWriterSetIndent(writer, 1)
            _ = "  ".withCString { xmlTextWriterSetIndentString(writer, LibXML.chars($0)) }
        }
    }

    deinit {
        xmlFreeTextWriter(writer)
        xmlBufferFree(buffer)
    }

    func startDocument() throws(ReportError) {
        try check(xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil), "start the document")
    }

    func startElement(_ name: String) throws(ReportError) {
        let result = name.withCString { xmlTextWriterStartElement(writer, LibXML.chars($0)) }
        try check(result, "start <\(name)>")
    }

    func attribute(_ name: String, _ value: String) throws(ReportError) {
        let clean = XMLText.sanitized(value)
        let result = name.withCString { n in
            clean.withCString { v in xmlTextWriterWriteAttribute(writer, LibXML.chars(n), LibXML.chars(v)) }
        }
        try check(result, "write attribute '\(name)'")
    }

    func text(_ value: String) throws(ReportError) {
        let clean = XMLText.sanitized(value)
        let result = clean.withCString { xmlTextWriterWriteString(writer, LibXML.chars($0)) }
        try check(result, "write text")
    }

    func endElement() throws(ReportError) {
        try check(xmlTextWriterEndElement(writer), "end an element")
    }

    /// `<name>text</name>`, written as a full element even when `text` is empty.
    func element(_ name: String, text value: String) throws(ReportError) {
        try startElement(name)
        try text(value)
        try check(xmlTextWriterFullEndElement(writer), "end <\(name)>")
    }

    /// Closes every open element and returns the document's bytes.
    func finish() throws(ReportError) -> [UInt8] {
        try check(xmlTextWriterEndDocument(writer), "end the document")
        try check(xmlTextWriterFlush(writer), "flush")
        let count = Int(xmlBufferLength(buffer))
        guard count > 0, let content = xmlBufferContent(buffer) else { return [] }
        return Array(UnsafeBufferPointer(start: content, count: count))
    }

    private func check(_ result: Int32, _ action: String) throws(ReportError) {
        if result < 0 { throw ReportError("\(purpose): libxml2 could not \(action)") }
    }
}

/// Process-wide libxml2 set-up and pointer conversions.
enum LibXML {
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// Initialises libxml2 once, before any thread uses it.
    static func initialize() { _ = initialized }

    /// A C string as libxml2's `xmlChar*`.
    static func chars(_ pointer: UnsafePointer<CChar>) -> UnsafePointer<xmlChar> {
        UnsafeRawPointer(pointer).assumingMemoryBound(to: xmlChar.self)
    }
}
