import ArgumentParser

/// An option group whose `parsed()` is its check: ArgumentParser validates the group as it reads
/// the command line, so a value the group cannot parse is refused there, naming the option,
/// before any command runs.
///
/// ```swift
/// struct LocaleOption: ParsedOptionGroup {
///     @Option var locale: String?
///     func parsed() throws -> Locale? { ... }   // validate() comes with the protocol
/// }
/// ```
protocol ParsedOptionGroup: ParsableArguments {
    associatedtype Parsed
    /// The group's value, or a `ValidationError` naming the option and what is wrong.
    func parsed() throws -> Parsed
}

extension ParsedOptionGroup {
    func validate() throws { _ = try parsed() }
}
