import FlywheelCore

/// The values scripts and recordings share, read with the same limits and refused with the same
/// words: a window size, a frame rate and a pointer number.
extension JSONNode {
    /// `[width, height]`, each side in 100...8192 (`size`, `resize`); nil for anything else.
    var windowSize: Size? {
        guard let v = numbers(count: 2), v.allSatisfy({ (100...8192).contains($0) }) else { return nil }
        return Size(width: v[0], height: v[1])
    }
    static let windowSizeExpected = "expected [width, height] with each in 100...8192"

    /// A frame rate in 1...1000 (`fps`); nil for anything else.
    var fps: Double? { number.flatMap { (1...1000).contains($0) ? $0 : nil } }
    static let fpsExpected = "expected a number in 1...1000"

    /// `n` as a pointer number (a whole number in 0...`HarnessLimits.maximumPointerID`), or nil.
    static func pointerID(_ n: Double) -> Int? {
        n == n.rounded() && n >= 0 && n <= Double(HarnessLimits.maximumPointerID) ? Int(n) : nil
    }
    static let pointerIDExpected =
        "id: expected a pointer number 0...\(HarnessLimits.maximumPointerID) (0 = the mouse)"
}
