import ArgumentParser

extension CommandConfiguration {
    /// A subcommand's configuration whose examples carry the program's own name
    /// (`ProgramName`, read when `--help` asks): "Examples:" and one indented line per example,
    /// after the discussion's own text when there is one.
    ///
    /// ```swift
    /// static var configuration: CommandConfiguration {
    ///     .subcommand("plot", abstract: "Draw the picture.", examples: ["--out p.png"])
    /// }   // --help: "Examples:\n  harness plot --out p.png"
    /// ```
    static func subcommand(
        _ commandName: String, superCommandName: String? = nil, abstract: String, about: String = "",
        examples: [String]
    ) -> CommandConfiguration {
        let name = ProgramName.current
        let lines = examples.map { "  \(name) \(commandName)" + ($0.isEmpty ? "" : " \($0)") }
        let discussion = (about.isEmpty ? "" : about + "\n\n") + "Examples:\n" + lines.joined(separator: "\n")
        guard let superCommandName else {
            return CommandConfiguration(commandName: commandName, abstract: abstract, discussion: discussion)
        }
        return CommandConfiguration(
            commandName: commandName, _superCommandName: superCommandName, abstract: abstract,
            discussion: discussion)
    }
}
