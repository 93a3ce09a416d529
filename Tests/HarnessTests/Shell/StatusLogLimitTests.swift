import FlywheelCore
import FlywheelTestSupport
import Testing

@testable import HarnessKit

/// A long session posts a status message per control event; the shell keeps only the latest.
@Suite(.serialized) struct StatusLogLimitTests {
    @Test func theStatusLogKeepsOnlyTheLatestMessages() throws {
        try withSDL {
            let (_, shell) = try HeadlessSession.make(scene: "rating", size: Size(width: 800, height: 600))
            for i in 0..<(HarnessShell.statusLogLimit * 2) { shell.post("message \(i)") }
            #expect(shell.statusLog.count <= HarnessShell.statusLogLimit + HarnessShell.statusLogLimit / 10)
            #expect(shell.statusLog.last == "message \(HarnessShell.statusLogLimit * 2 - 1)")
            #expect(shell.statusLabel.text == "message \(HarnessShell.statusLogLimit * 2 - 1)")
        }
    }
}
