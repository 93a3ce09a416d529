import FlywheelCore
import FlywheelUI
import Foundation

/// What `--report FILE` writes after a headless run (a script, a replay or `--frames N`) or when
/// the window closes: the scene, how the frames went and every spinner's state and history.
///
/// ```json
/// {"scene": "basic", "fps": 60, "frames": 181, "frameTimeMs": {"p50": 1.8, "p99": 4.2},
///  "spinners": [{"name": "spinner", "frame": [376, 260, 48, 48],
///                "ring": {"center": [400, 284], "radius": 200}, "selectedIndex": 3,
///                "value": "Oblong", "isOpen": true, "shows": "spinner",
///                "events": ["touchDown", "touchUpInside"],
///                "delegate": ["hasOpenedWithTheValue:Oblong"]}]}
/// ```
///
/// Positions are window points rounded to 0.01; frame times are the wall-clock milliseconds
/// each frame took to draw (before presenting), as nearest-rank percentiles.
public struct HarnessReport: Equatable, Sendable {
    public var scene: String
    public var fps: Double
    public var frames: Int
    public var frameTimeP50Ms: Double
    public var frameTimeP99Ms: Double
    /// One entry per spinner (`SpinnerRecorder`).
    public var spinners: [JSONValue] = []
    /// The scene's parameter menus (`ParameterMenuRecorder`; written as `"parameterMenus"` only
    /// when there are some).
    public var parameterMenus: [JSONValue] = []
    /// One entry per swipe view of the scene (`SwipeViewRecorder`).
    public var swipeViews: [JSONValue] = []
    /// Device pixels per point the run drew at (`--pixel-scale`; 1 unless asked).
    public var pixelScale = 1.0
    /// Every other control a scene reports (`ControlRecorder.controlReport`), written as
    /// `"controls"` only when there are some.
    public var controls: [JSONValue] = []
    /// The status line's last message (`"status"`) and every message with its time
    /// (`"messages"`), see `StatusLine`.
    public var status: String?
    public var messages: [StatusMessage] = []
    /// Every distinct text problem drawn during the run (`TextCheck`: missing glyphs, shortened
    /// or clipped text, with the view's path), written as `"textProblems"` only when there are
    /// some.
    public var textProblems: [TextProblem] = []

    public init(scene: String, fps: Double, frames: Int, frameSeconds: [Double]) {
        self.scene = scene
        self.fps = fps
        self.frames = frames
        let ms = frameSeconds.map { $0 * 1000 }.sorted()
        frameTimeP50Ms = Self.round(Self.percentile(ms, 0.50), to: 0.001)
        frameTimeP99Ms = Self.round(Self.percentile(ms, 0.99), to: 0.001)
    }

    /// Adds `recorder`'s entry (`reportEntry`) to the list it names (`reportList`).
    public mutating func add(_ recorder: any ControlRecorder) {
        let entry = recorder.reportEntry
        switch recorder.reportList {
        case .spinners: spinners.append(entry)
        case .swipeViews: swipeViews.append(entry)
        case .parameterMenus: parameterMenus.append(entry)
        case .controls: controls.append(entry)
        }
    }

    /// The nearest-rank percentile of sorted values (0 when there are none).
    static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((p * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    /// `v` to the nearest multiple of `step` (a power of ten), as the nearest double to it: divided
    /// by the whole `1/step` rather than multiplied by `step` (350 × 0.001 is 0.35000000000000003).
    static func round(_ v: Double, to step: Double) -> Double {
        (v / step).rounded() / (1 / step)
    }

    public var json: JSONValue {
        .object(
            [
                ("scene", .string(scene)),
                ("fps", .number(fps)),
                ("pixelScale", .number(pixelScale)),
                ("frames", .number(Double(frames))),
                ("frameTimeMs", .object([("p50", .number(frameTimeP50Ms)), ("p99", .number(frameTimeP99Ms))])),
                ("spinners", .array(spinners)),
                ("swipeViews", .array(swipeViews)),
            ] + (parameterMenus.isEmpty ? [] : [("parameterMenus", .array(parameterMenus))])
                + (controls.isEmpty ? [] : [("controls", .array(controls))]) + statusFields
                + (textProblems.isEmpty ? [] : [("textProblems", .array(textProblems.map(\.json)))]))
    }

    /// The report without what depends on the frame rate and the machine (fps, frame count and
    /// times, the messages' times: one posted from a frame carries that frame's time, and the
    /// text problems: which texts are drawn depends on which frames are): two runs of the same
    /// input at different rates must agree on this.
    public var withoutFrameFacts: HarnessReport {
        var r = self
        r.messages = messages.map { StatusMessage(time: 0, text: $0.text) }
        r.fps = 0
        r.frames = 0
        r.frameTimeP50Ms = 0
        r.frameTimeP99Ms = 0
        r.textProblems = []
        return r
    }

    /// Where the report holds a number that is not finite (NaN or infinity, written as `null`):
    /// `controls[Count].value` (see `JSONValue.nonFinitePaths`). Empty for an honest report.
    public var nonFiniteFields: [String] { json.nonFinitePaths() }

    /// Writes the report as indented JSON to `path` (`OutputFile`: never replacing a link or a
    /// device), or to standard output for "-". A failed write is an error naming `--report`;
    /// so is a report with a number that is not finite (`NonFiniteReportError`, thrown after the
    /// report is written, its numbers `null`, so that it can be read): every mode that writes a
    /// report — a script, a replay, `--headless --frames`, the window — then exits with status 1.
    public func write(to path: String) throws {
        let json = self.json
        let text = json.prettyText()
        if path == "-" {
            try StandardStreams.write(text, option: "--report")
        } else {
            try OutputPathError.naming("--report") { try OutputFile.write(Array(text.utf8), to: path) }
        }
        let bad = json.nonFinitePaths()
        if !bad.isEmpty { throw NonFiniteReportError(fields: bad) }
    }
}

/// A report holds a number that is not finite (NaN or infinity): a control reported a value it
/// cannot have. The message names every such field:
/// "--report: not finite at controls[Count].value (written as null)".
public struct NonFiniteReportError: Error, Equatable, CustomStringConvertible {
    /// The fields, as `HarnessReport.nonFiniteFields` names them.
    public var fields: [String]

    public var description: String {
        let shown =
            fields.prefix(10).joined(separator: ", ") + (fields.count > 10 ? " and \(fields.count - 10) more" : "")
        return "--report: not finite at \(shown) (written as null)"
    }
}

extension TextProblem {
    /// `{"kind": "truncated", "view": "Basic › Disabled › segment 2", "text": …, "shown": …,
    /// "overflow": 12.5}` (`missingGlyphs` instead of `overflow` for missing glyphs, `size` for
    /// tooSmall, none for overlap; `other`: the path met, covered by or run out of).
    public var json: JSONValue {
        var fields: [(String, JSONValue)] = [
            ("kind", .string(kind.rawValue)), ("view", .string(viewPath)), ("text", .string(text)),
            ("shown", .string(shown)),
        ]
        switch kind {
        case .missingGlyphs: fields.append(("missingGlyphs", .number(Double(missingGlyphs))))
        case .tooSmall: fields.append(("size", .number(HarnessReport.round(size, to: 0.01))))
        case .overlap, .otherDigits, .orderAgainstDirection: break
        default: fields.append(("overflow", .number(HarnessReport.round(overflow, to: 0.01))))
        }
        if let otherPath { fields.append(("other", .string(otherPath))) }
        if let detail { fields.append(("detail", .string(detail))) }
        return .object(fields)
    }
}
