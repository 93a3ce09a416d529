import Foundation
import Synchronization

/// The name the running program calls itself: the first word of its usage lines
/// (`USAGE: KnobHarness fuzz …`), of its error messages (`KnobHarness: --scene: …`) and of the
/// commands the fuzzer writes beside a failure (`Reproduce: KnobHarness --script …`).
/// `HarnessProgram.main` sets it; "harness" until then.
///
/// ```swift
/// HarnessProgram.main(scenes: [KnobScene.entry])                    // "KnobHarness", from its path
/// HarnessProgram.main(scenes: [KnobScene.entry], name: "knobs")     // "knobs"
/// ```
public enum ProgramName {
    private static let stored = Mutex("harness")

    /// The name now ("harness" unless `HarnessProgram.main` or a test set another).
    public static var current: String {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue.isEmpty ? "harness" : newValue } }
    }

    /// The last part of the path in `arguments[0]` ("harness" when there is none).
    public static func fromCommandLine(_ arguments: [String]) -> String {
        guard let first = arguments.first, !first.isEmpty else { return "harness" }
        let last = (first as NSString).lastPathComponent
        return last.isEmpty || last == "/" ? "harness" : last
    }
}
