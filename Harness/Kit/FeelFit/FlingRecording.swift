import FlywheelCore
import Foundation

/// A recorded fling: (time in seconds, position in points) samples from the release on, read
/// from CSV (`t,position` lines; a header line and `#` comments are skipped) or JSON (an array
/// of `{"t": …, "position": …}` objects, or an object with such an array under `"samples"`, as
/// `harness feel simulate --json` prints).
///
/// ```swift
/// let recording = try FlingRecording(text: "t,position\n0,0\n0.016,15.9\n")
/// recording.samples.count   // 2
/// ```
struct FlingRecording {
    /// Samples in time order, times from the first sample and positions from its position.
    var samples: [(t: Double, x: Double)]

    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    init(text: String, name: String = "recording") throws {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        var raw: [(Double, Double)] = []
        if trimmed.hasPrefix("[") || trimmed.hasPrefix("{") {
            let object = try? JSONSerialization.jsonObject(with: Data(trimmed.utf8))
            let list = (object as? [Any]) ?? ((object as? [String: Any])?["samples"] as? [Any])
            guard let list else {
                throw Problem(
                    description: "\(name): JSON must be an array of {\"t\", \"position\"} or hold one as \"samples\"")
            }
            for (i, item) in list.enumerated() {
                guard let entry = item as? [String: Any], let t = (entry["t"] as? NSNumber)?.doubleValue,
                    let x = (entry["position"] as? NSNumber)?.doubleValue
                else { throw Problem(description: "\(name): sample \(i + 1) needs numbers \"t\" and \"position\"") }
                raw.append((t, x))
            }
        } else {
            for (number, line) in trimmed.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let cells = line.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                if cells.isEmpty || cells[0].isEmpty || cells[0].hasPrefix("#") { continue }
                guard cells.count >= 2, let t = Double(cells[0]), let x = Double(cells[1]) else {
                    if raw.isEmpty && number == 0 { continue }  // a header
                    throw Problem(
                        description:
                            "\(name): line \(number + 1): expected \"time,position\", found \"\(OutsideText.quoted(String(line)))\""
                    )
                }
                raw.append((t, x))
            }
        }
        for (i, (t, x)) in raw.enumerated() where !t.isFinite || !x.isFinite {
            throw Problem(description: "\(name): sample \(i + 1) is not finite (\(t), \(x))")
        }
        raw.sort { $0.0 < $1.0 }
        guard raw.count >= 4, let first = raw.first, let last = raw.last, last.0 > first.0 else {
            throw Problem(description: "\(name): a fit needs at least 4 samples over a time span; found \(raw.count)")
        }
        samples = raw.map { (t: $0.0 - first.0, x: $0.1 - first.1) }
    }
}
