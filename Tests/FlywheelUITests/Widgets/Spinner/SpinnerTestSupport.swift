import FlywheelCore
import FlywheelUITestSupport
import Foundation

@testable import FlywheelUI

/// A 400×400 container filling the window with a 48×48 spinner at its centre (ring radius 200).
final class SpinnerFixture: SpinnerDelegate {
    let t = TestHost(size: Size(width: 400, height: 400))
    let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let spinner: Spinner
    let feedback = RecordingFeedback()
    var calls: [String] = []
    var allowsClose = true

    init(count: Int = 12, selected: Int = 6, disabled: Set<Int> = []) {
        let items = (0..<count).map { i in
            SpinnerItem(
                title: "Item \(i)", icon: TestImages.square(seed: i), value: i, isEnabled: !disabled.contains(i))
        }
        spinner = Spinner(
            values: items, selectedIndex: selected, frame: Rect(x: 176, y: 176, width: 48, height: 48),
            spinnerMode: .spinnerOnly)
        spinner.delegate = self
        spinner.tintColor = .black
        spinner.backgroundColor = .white
        spinner.openBackgroundColor = .yellow
        container.addSubview(spinner)
        t.host.rootView.addSubview(container)
        t.host.feedback = feedback
        t.host.advance(to: 0)
    }

    /// A fixture with its ring opened and popped (half a second of frames at `fps`).
    static func opened(count: Int = 12, selected: Int = 6, disabled: Set<Int> = [], fps: Double = 60) -> SpinnerFixture
    {
        let f = SpinnerFixture(count: count, selected: selected, disabled: disabled)
        f.spinner.isOpen = true
        f.settle(0.5, fps: fps)
        return f
    }

    var center: Point { Point(x: 200, y: 200) }

    /// A point on the ring at clockwise angle `degrees` from the top, `r` points from the centre.
    func onRing(_ degrees: Double, r: Double = 150) -> Point {
        let a = degrees * .pi / 180
        return Point(x: 200 + r * sin(a), y: 200 - r * cos(a))
    }

    func tap(_ p: Point) {
        t.pointer(.down, p.x, p.y)
        t.pointer(.up, p.x, p.y, dt: 0.05)
    }

    /// Drags along the ring from `fromDegrees` to `toDegrees` (clockwise positive) in `duration`,
    /// at `fps` samples per second, then rests `hold` seconds and lifts.
    func drag(from fromDegrees: Double, to toDegrees: Double, duration: Double, fps: Double = 60, hold: Double = 0) {
        let start = onRing(fromDegrees)
        t.pointer(.down, start.x, start.y, dt: 1 / fps)
        let steps = max(1, Int((duration * fps).rounded()))
        for k in 1...steps {
            let p = onRing(fromDegrees + (toDegrees - fromDegrees) * Double(k) / Double(steps))
            t.pointer(.move, p.x, p.y, dt: duration / Double(steps))
        }
        if hold > 0 { t.wait(hold, fps: fps) }
        let end = onRing(toDegrees)
        t.pointer(.up, end.x, end.y, dt: 1 / fps)
    }

    func settle(_ seconds: Double = 20, fps: Double = 60) { t.wait(seconds, fps: fps) }

    var ring: View? { container.subviews.first { $0.accessibilityLabel == "Spinner ring" } }

    func spinner(_ spinner: Spinner, singleValueSelected item: SpinnerItem?) {
        calls.append("single:\(item?.title ?? "-")")
    }
    func spinner(_ spinner: Spinner, hasSelectedTheValue item: SpinnerItem?) {
        calls.append("selected:\(item?.value as? Int ?? -1)")
    }
    func spinner(_ spinner: Spinner, hasOpenedWithTheValue item: SpinnerItem?) {
        calls.append("opened:\(item?.value as? Int ?? -1):\(spinner.isOpen)")
    }
    func spinner(_ spinner: Spinner, hasClosedWithTheValue item: SpinnerItem?) {
        calls.append("closed:\(item?.value as? Int ?? -1):\(spinner.isOpen)")
    }
    func spinner(_ spinner: Spinner, hasChosenTheValue item: SpinnerItem?) {
        calls.append("chosen:\(item?.value as? Int ?? -1):\(spinner.isOpen)")
    }
    func spinner(_ spinner: Spinner, willCloseWithTheValue item: SpinnerItem?) -> Bool {
        calls.append("willClose")
        return allowsClose
    }
}

enum TestImages {
    /// A 16×16 opaque square whose colour depends on `seed`.
    static func square(seed: Int, size: Int = 16) -> Image {
        let r = UInt8((seed * 53) % 256), g = UInt8((seed * 97 + 40) % 256), b = UInt8((seed * 151 + 80) % 256)
        var bytes: [UInt8] = []
        for _ in 0..<(size * size) { bytes += [r, g, b, 255] }
        return Image(width: size, height: size, rgba: bytes, name: "square-\(seed)")
    }
}
