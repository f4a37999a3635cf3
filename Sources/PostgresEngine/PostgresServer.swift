// Which PostgreSQL server the engine uses: the user's own, named by
// REALMSPEC_POSTGRES_URL (a libpq connection string or URL), or the
// throwaway server `make postgres` starts, found by the folder of its Unix
// socket (REALMSPEC_POSTGRES_SOCKET, by default `.build/postgres/run`).
// Without either, opening a realm fails and says how to get a server.

public import Foundation
public import RealmSpecCore

/// Where to find the PostgreSQL server.
public enum PostgresServer {
    /// The environment variable holding a libpq connection string for the user's own server.
    public static let urlVariable = "REALMSPEC_POSTGRES_URL"
    /// The environment variable holding the socket folder of the throwaway server.
    public static let socketVariable = "REALMSPEC_POSTGRES_SOCKET"
    /// The environment variable holding the throwaway server's port (it names the socket file).
    public static let portVariable = "REALMSPEC_POSTGRES_PORT"
    /// The socket folder `make postgres-start` uses, relative to the package folder.
    public static let defaultSocketFolder = ".build/postgres/run"

    /// The connection string to use, or an `engineFailure` saying why there is none.
    public static func conninfo(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<String, EngineError> {
        if let url = environment[urlVariable], !url.trimmingCharacters(in: .whitespaces).isEmpty { return .success(url) }
        let folder = environment[socketVariable].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.currentDirectoryPath + "/" + defaultSocketFolder
        let port = environment[portVariable].flatMap { $0.isEmpty ? nil : $0 } ?? "5432"
        let socket = folder + "/.s.PGSQL." + port
        guard FileManager.default.fileExists(atPath: socket) else {
            return .failure(EngineError(.engineFailure, "open: no PostgreSQL server to connect to: no socket at '\(socket)'; "
                + "start the throwaway server with 'make postgres', or set \(urlVariable) to a libpq connection string"))
        }
        return .success("host='\(escaped(folder))' port=\(port) user=postgres dbname=postgres application_name=realmspec")
    }

    private static func escaped(_ s: String) -> String {
        s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }
}
