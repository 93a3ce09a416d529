import FlywheelUI

/// The demo's colour filter: GPUImage's monochrome formula, standing in for Core Image's
/// `CIColorMonochrome` (whose kernel is not public), on straight-alpha 8-bit RGBA.
///
/// Per pixel, with channels in 0...1 as stored (sRGB-encoded, as the shader sees them):
/// `L = 0.2125 R + 0.7154 G + 0.0721 B`; for each channel of the tint `f`,
/// `o = L < 0.5 ? 2 L f : 1 − 2 (1 − L)(1 − f)` (an overlay of the tint on the luminance);
/// `out = in + (o − in) · intensity`; alpha unchanged. Working on straight (not premultiplied)
/// colour keeps transparent pixels' colour from leaking into the result.
///
/// ```swift
/// var out = [UInt8](repeating: 0, count: picture.rgba.count)
/// MonochromeFilter.Settings(red: 0, green: 0, blue: 1, intensity: 0.75)
///     .apply(picture.rgba, into: &out, width: picture.width, rows: 0..<picture.height)
/// ```
public enum MonochromeFilter {
    public struct Settings: Equatable, Sendable {
        public var red: Double, green: Double, blue: Double, intensity: Double

        public init(red: Double, green: Double, blue: Double, intensity: Double) {
            self.red = red; self.green = green; self.blue = blue; self.intensity = intensity
        }

        /// Filters `rows` of `source` into the same rows of `out` (both `width · height · 4`
        /// bytes). Allocates nothing.
        public func apply(_ source: [UInt8], into out: inout [UInt8], width: Int, rows: Range<Int>) {
            let tint = (clamp(red), clamp(green), clamp(blue))
            let mix = clamp(intensity)
            let start = rows.lowerBound * width * 4, end = min(rows.upperBound * width * 4, source.count, out.count)
            guard start < end else { return }
            source.withUnsafeBufferPointer { src in
                out.withUnsafeMutableBufferPointer { dst in
                    var i = start
                    while i < end {
                        let r = Double(src[i]) / 255, g = Double(src[i + 1]) / 255, b = Double(src[i + 2]) / 255
                        let l = 0.2125 * r + 0.7154 * g + 0.0721 * b
                        dst[i] = Self.byte(r + (Self.overlay(l, tint.0) - r) * mix)
                        dst[i + 1] = Self.byte(g + (Self.overlay(l, tint.1) - g) * mix)
                        dst[i + 2] = Self.byte(b + (Self.overlay(l, tint.2) - b) * mix)
                        dst[i + 3] = src[i + 3]
                        i += 4
                    }
                }
            }
        }

        private func clamp(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }

        @inline(__always)
        static func overlay(_ l: Double, _ f: Double) -> Double { l < 0.5 ? 2 * l * f : 1 - 2 * (1 - l) * (1 - f) }

        @inline(__always)
        static func byte(_ v: Double) -> UInt8 { UInt8(min(max(v * 255 + 0.5, 0), 255)) }
    }
}

/// Runs the filter in slices of rows, a few per frame, so a frame never waits for a whole pass
/// and a drag never waits for the filter: `request` while a pass runs queues the newest
/// settings (older queued ones are dropped); `step()` does one slice and returns the finished
/// picture when a pass ends. Deterministic (no threads): the same input at the same frame times
/// gives the same pictures at the same frames.
final class SlicedMonochromeFilter {
    let source: Image
    /// Rows per `step()`: 48 of 427 finishes a pass in 9 frames (0.15 s at 60 fps).
    let rowsPerSlice: Int
    private(set) var running: MonochromeFilter.Settings?
    private(set) var queued: MonochromeFilter.Settings?
    private var nextRow = 0
    private var buffer: [UInt8]
    /// Passes finished so far.
    private(set) var passes = 0

    init(source: Image, rowsPerSlice: Int = 48) {
        self.source = source
        self.rowsPerSlice = max(1, rowsPerSlice)
        buffer = [UInt8](repeating: 0, count: source.rgba.count)
    }

    /// Whether a pass is under way.
    var isBusy: Bool { running != nil }

    /// Asks for a pass with `settings` (starts now if idle, else after the current pass).
    func request(_ settings: MonochromeFilter.Settings) {
        if running == nil {
            running = settings
            nextRow = 0
        } else if running != settings {
            queued = settings
        } else {
            queued = nil
        }
    }

    /// One slice; the finished picture when this slice ended a pass.
    func step() -> Image? {
        guard let settings = running else { return nil }
        let end = min(source.height, nextRow + rowsPerSlice)
        settings.apply(source.rgba, into: &buffer, width: source.width, rows: nextRow..<end)
        nextRow = end
        guard end >= source.height else { return nil }
        passes += 1
        let image = Image(width: source.width, height: source.height, rgba: buffer, name: "\(source.name) filtered")
        running = queued
        queued = nil
        nextRow = 0
        return image
    }

    /// Runs every slice of the current and queued passes now (start-up and tests).
    func finish() -> Image? {
        var last: Image?
        while isBusy { if let image = step() { last = image } }
        return last
    }
}
