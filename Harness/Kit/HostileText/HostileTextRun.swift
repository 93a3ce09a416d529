import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

/// Draws hostile text (`HostileText`) in a widget (`HostileTextWidget`) headless and measures
/// what it cost: the first frame (layout, shaping, fitting, rasterising), the slowest of the
/// frames after it (every one drawn whole), and the process's peak resident size while it ran.
/// `harness hostile-text` prints one line per case.
///
/// ```swift
/// let cost = try HostileTextRun.measure(.tabBar, text: HostileText.corpus[10].text)
/// cost.firstFrameSeconds   // 0.04
/// ```
public enum HostileTextRun {
    /// What one case cost.
    public struct Cost: Sendable {
        /// CPU seconds.
        public var firstFrameSeconds: Double
        /// The slowest frame after the first (0 when only one was drawn), CPU seconds.
        public var laterFrameSeconds: Double
        /// The peak resident size while the case ran (nil where /proc cannot say).
        public var peakResidentBytes: Int?
    }

    /// One case of the full run: a widget, the text and the font size and frame it is given.
    public struct Case: Sendable {
        public var name: String
        public var text: String
        public var fontSize: Double?
        public var frame: Rect
    }

    /// Every case: each corpus string in the default frame, each hostile font size and each
    /// hostile frame with a short and a 50 KB title.
    public static func cases() -> [Case] {
        var all = HostileText.corpus.map {
            Case(name: $0.name, text: $0.text, fontSize: nil, frame: HostileTextWidget.defaultFrame)
        }
        let texts = [("short", "Hello hostile world"), ("line-50k", HostileText.longLine(bytes: 50_000))]
        for (name, text) in texts {
            for size in HostileText.fontSizes {
                all.append(
                    Case(
                        name: "\(name) size \(size)", text: text, fontSize: size, frame: HostileTextWidget.defaultFrame)
                )
            }
            for frame in HostileText.frames {
                all.append(Case(name: "\(name) frame \(frame)", text: text, fontSize: nil, frame: frame))
            }
        }
        return all
    }

    /// Draws `text` in `widget` for `frames` frames (the first one counted apart) in an 800×600
    /// headless window and says what it cost, in the drawing thread's CPU time: on a machine
    /// shared with other work, wall time adds whatever waiting for a core took. SDL must have
    /// been started.
    public static func measure(
        _ widget: HostileTextWidget, text: String, fontSize: Double? = nil,
        frame: Rect = HostileTextWidget.defaultFrame, frames: Int = 30
    ) throws -> Cost {
        ProcessMemory.resetPeak()
        let renderer = try HeadlessRenderer(size: Size(width: 800, height: 600))
        renderer.rendererHost.tracksDamage = false  // every frame whole: the worst case
        let start = threadSeconds()
        widget.install(text, fontSize: fontSize, frame: frame, in: renderer.host.rootView)
        renderer.run(frames: 1)
        let first = threadSeconds() - start
        var slowest = 0.0
        for _ in 1..<max(1, frames) {
            let t = threadSeconds()
            renderer.run(frames: 1)
            slowest = max(slowest, threadSeconds() - t)
        }
        return Cost(
            firstFrameSeconds: first, laterFrameSeconds: slowest, peakResidentBytes: ProcessMemory.peakResidentBytes())
    }

    /// The calling thread's CPU time in seconds.
    private static func threadSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }

}
