import ArgumentParser

/// A value one harness option names (`--colour-vision`, `--layout-direction`,
/// `--pseudo-locale`): the type says how its option is spelled and described, and
/// `ChoiceOption<Value>` is the option group that reads it.
protocol OptionChoice: NamedOptionChoice {
    static var option: ChoiceOptionSpelling { get }
}

/// How a choice's option reads on the command line and in `--help`.
struct ChoiceOptionSpelling {
    /// The long name without its dashes: `colour-vision`.
    var long: String
    /// What a value is called in an error: "unknown colour vision 'martian'".
    var kind: String
    /// The value's placeholder in `--help`: `--colour-vision <name>`.
    var valueName: String
    var help: String
}

/// The option group for one `OptionChoice`: shared by a command and its subcommands (a
/// subcommand is handed the group its parent decoded), refusing a name not known while the
/// command line is read.
///
/// ```swift
/// @OptionGroup var vision: ChoiceOption<ColourVision>   // --colour-vision NAME
/// let deficiency = try vision.parsed()                   // ColourVision?, nil when not given
/// ```
struct ChoiceOption<Value: OptionChoice>: ParsedOptionGroup {
    @Option(
        name: .customLong(Value.option.long),
        help: ArgumentHelp(Value.option.help, valueName: Value.option.valueName))
    var name: String?

    /// The value named, nil when none was; a name not known is refused, naming the known ones.
    func parsed() throws -> Value? {
        try NamedOptionValue.parse(name, option: "--\(Value.option.long)", kind: Value.option.kind)
    }
}
