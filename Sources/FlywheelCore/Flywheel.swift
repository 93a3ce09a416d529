/// Facts about this build of Flywheel.
///
/// ```swift
/// print("Flywheel \(Flywheel.version)")   // Flywheel 0.1.0
/// ```
public enum Flywheel {
    /// The release this source is, in semantic versioning (CHANGELOG.md lists each release).
    /// While the major version is 0, a minor release may change the public API.
    public static let version = "0.1.0"

    /// The newest feel-file format version this build reads (`"version"` in a `"flywheel-feel"`
    /// file; see `FeelParameters.fromJSON(_:)`). Version 2 added the decay model; a feel that
    /// uses none of its fields is still written as version 1, which every Flywheel reads.
    public static let feelFormatVersion = 2
}
