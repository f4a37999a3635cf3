// The wall time a command reports: from the start of the process, so that
// what the closing line says is what the person at the terminal waited.

internal import Foundation

/// Seconds since the process started.
struct RunClock {
    /// When the process started, on the `Date` clock.
    let start: Date

    /// The clock of this process: its start time as the kernel recorded it
    /// (`/proc/self/stat`, to the kernel's clock tick), else now.
    init() {
        start = Date().addingTimeInterval(-(Self.processAge() ?? 0))
    }

    /// Seconds from the process's start until now.
    var elapsed: Double { Date().timeIntervalSince(start) }

    /// How long ago the process started, when the system says.
    private static func processAge() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")"),
              let uptimeText = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
              let uptime = uptimeText.split(separator: " ").first.flatMap({ Double($0) }) else { return nil }
        // Fields after the command name start with the third, state; starttime is the twenty-second.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        guard fields.count > 19, let ticks = Double(fields[19]), ticksPerSecond > 0 else { return nil }
        let age = uptime - ticks / ticksPerSecond
        return age >= 0 && age < 86_400 ? age : nil
    }
}
