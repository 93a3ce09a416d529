import ArgumentParser
import FlywheelCore
import Foundation

/// `harness feel`: work with feels outside the window (`export`, `simulate`, `fit`).
struct FeelCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "feel", abstract: "Work with feels: export one for a game, simulate a fling, fit a recording.",
            subcommands: [FeelExportCommand.self, FeelSimulateCommand.self, FeelFitCommand.self])
    }
}
