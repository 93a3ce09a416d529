import Foundation

/// Something wrong with a script, a recording or a file given to the harness, said so that the
/// reader can find it: "demo.json:9: step 4: tap: expected [x, y] numbers".
///
/// The harness prints it and exits non-zero.
public struct ScriptError: Error, Equatable, CustomStringConvertible {
    /// The file (as given on the command line).
    public var file: String
    /// The line in the file, when known.
    public var line: Int?
    /// The script step (1-based) or recording entry the problem is in.
    public var step: Int?
    /// What the step is called: "step" in scripts, "event" in recordings.
    public var stepNoun: String
    /// The JSON key the problem is about ("tap", "size", "set").
    public var key: String?
    public var message: String

    public init(
        file: String, line: Int? = nil, step: Int? = nil, stepNoun: String = "step", key: String? = nil, message: String
    ) {
        self.file = file; self.line = line; self.step = step; self.stepNoun = stepNoun; self.key = key;
        self.message = message
    }

    public var description: String {
        var s = file
        if let line, line > 0 { s += ":\(line)" }
        s += ": "
        if let step { s += "\(stepNoun) \(step): " }
        if let key { s += "\(key): " }
        return s + message
    }
}
