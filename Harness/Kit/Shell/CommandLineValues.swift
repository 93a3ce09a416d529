import FlywheelCore
import Foundation

/// The option values the harness's commands read themselves: sizes written `WxH` (`--size`,
/// `--image-size`) and comma-separated scene lists (`--scenes`). Plain numbers (`--fps`,
/// `--frames` …) are converted by ArgumentParser and range-checked by each command.
///
/// ```swift
/// try CommandLineValues.size("1600x1000", option: "--size", width: 100...8192, height: 100...8192)
/// // Size(width: 1600, height: 1000)
/// try CommandLineValues.sceneNames("basic, Rating", option: "--scenes")   // ["basic", "rating"]
/// ```
public enum CommandLineValues {
    /// Why a value was refused: one line starting with the option's name.
    public struct Refusal: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// Reads `WxH` (`x` or `X`), each side a finite number in its range.
    public static func size(
        _ text: String, option: String, width: ClosedRange<Double>, height: ClosedRange<Double>
    ) throws(Refusal) -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
            w.isFinite, h.isFinite, width.contains(w), height.contains(h)
        else {
            let ranges =
                width == height
                ? "each side in \(range(width))"
                : "the width in \(range(width)) and the height in \(range(height))"
            throw Refusal(
                description: "\(option): '\(OutsideText.quoted(text))' is not WxH with \(ranges) (e.g. 800x600)")
        }
        return Size(width: w, height: h)
    }

    /// Scene names separated by commas, trimmed and lowercased, each one `SceneCatalog` knows.
    public static func sceneNames(_ text: String, option: String) throws(Refusal) -> [String] {
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard !names.isEmpty else { throw Refusal(description: "\(option): expected scene names, e.g. basic,rating") }
        for name in names where SceneCatalog.entry(named: name) == nil {
            throw Refusal(description: "\(option): \(SceneCatalog.unknownSceneMessage(name))")
        }
        return names
    }

    private static func range(_ r: ClosedRange<Double>) -> String {
        "\(NumberText.shortest(r.lowerBound))...\(NumberText.shortest(r.upperBound))"
    }
}
