// Collects libxml2's structured errors as "file:line: message" lines instead
// of letting libxml2 print them on standard error.

internal import CLibXML2

/// libxml2 errors gathered during one parse or validation.
final class ProblemList {
    private(set) var messages: [String] = []
    private let fallbackFile: String

    init(fallbackFile: String) { self.fallbackFile = fallbackFile }

    func add(_ error: xmlErrorPtr?) {
        guard let error = error?.pointee else { return }
        let file = error.file.map { String(cString: $0) } ?? fallbackFile
        var message = error.message.map { String(cString: $0) } ?? "unknown error (code \(error.code))"
        while message.last?.isWhitespace == true { message.removeLast() }
        messages.append("\(file):\(error.line): \(message)")
    }

    /// Errors of a schema validation go to this list.
    func collectValidationErrors(of context: xmlSchemaValidCtxtPtr) {
        xmlSchemaSetValidStructuredErrors(context, ProblemList.handler, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Errors of a schema parse go to this list.
    func collectSchemaErrors(of context: xmlSchemaParserCtxtPtr) {
        xmlSchemaSetParserStructuredErrors(context, ProblemList.handler, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Runs `body` with this thread's libxml2 error handler pointing here.
    func capturingGlobalErrors<T>(_ body: () -> T) -> T {
        xmlSetStructuredErrorFunc(Unmanaged.passUnretained(self).toOpaque(), ProblemList.handler)
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        return withExtendedLifetime(self) { body() }
    }

    private static let handler: xmlStructuredErrorFunc = { userData, error in
        guard let userData else { return }
        Unmanaged<ProblemList>.fromOpaque(userData).takeUnretainedValue().add(error)
    }
}
