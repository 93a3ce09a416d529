import FlywheelCore
import Foundation

/// Reads lines from a pipe without blocking forever: `poll` returns the complete lines that
/// arrived within `timeout` (possibly none), or nil at the end of the output.
final class LineReader: @unchecked Sendable {
    private let handle: FileHandle
    private var buffer = Data()
    private var ended = false
    private let condition = NSCondition()
    private var pending: [String] = []

    init(handle: FileHandle) {
        self.handle = handle
        Thread { [self] in
            while true {
                let data = handle.availableData
                condition.lock()
                if data.isEmpty {
                    ended = true
                } else {
                    buffer.append(data)
                    while let nl = buffer.firstIndex(of: 0x0A) {
                        pending.append(String(decoding: buffer[buffer.startIndex..<nl], as: UTF8.self))
                        buffer.removeSubrange(buffer.startIndex...nl)
                    }
                }
                condition.signal()
                condition.unlock()
                if data.isEmpty { return }
            }
        }.start()
    }

    func poll(timeout: Double) -> [String]? {
        condition.lock()
        defer { condition.unlock() }
        if pending.isEmpty && !ended { _ = condition.wait(until: Date().addingTimeInterval(timeout)) }
        if pending.isEmpty && ended { return nil }
        let lines = pending
        pending.removeAll()
        return lines
    }
}
