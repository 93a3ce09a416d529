import Foundation

/// How long ago this process started, from the kernel's own record (`/proc/self/stat`'s start
/// time against `/proc/uptime`), so loading the libraries counts too. Linux only; 10 ms steps
/// (the kernel counts process start in clock ticks). nil where `/proc` cannot be read.
///
/// ```swift
/// if let age = ProcessAge.seconds() { print("first frame \(Int(age * 1000)) ms after start") }
/// ```
enum ProcessAge {
    static func seconds() -> Double? {
        #if os(Linux)
            return linuxSeconds()
        #else
            return nil
        #endif
    }

    private static func linuxSeconds() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let uptime = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
            let now = uptime.split(separator: " ").first.flatMap({ Double($0) })
        else { return nil }
        // Field 22 (starttime, in clock ticks since boot) counts from after the command name,
        // which is in parentheses and may itself hold spaces.
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After ")": field 3 (state) is fields[0], so field 22 is fields[19].
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        let hz = Double(sysconf(Int32(_SC_CLK_TCK)))
        guard hz > 0 else { return nil }
        return max(0, now - ticks / hz)
    }
}
