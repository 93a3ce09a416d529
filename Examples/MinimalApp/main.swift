// MinimalApp: the shortest program that shows a Flywheel spinner in a window.
//   swift run MinimalApp
// Tap the spinner to open its ring, drag or fling the ring, tap the centre to close it.
// FLYWHEEL_EXAMPLE_FRAMES=N draws N frames and quits; FLYWHEEL_EXAMPLE_SCREENSHOT=PATH saves the
// last one (the example tests run it that way, headless).
import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

// An icon drawn in code, so the program needs no picture files: a filled disc of `color`.
func disc(_ color: Color, size: Int = 48) -> Image {
    let c = color.rgba8
    let r = Double(size) / 2
    var rgba = [UInt8](repeating: 0, count: size * size * 4)
    for y in 0..<size {
        for x in 0..<size {
            let d = ((Double(x) + 0.5 - r) * (Double(x) + 0.5 - r) + (Double(y) + 0.5 - r) * (Double(y) + 0.5 - r))
                .squareRoot()
            let coverage = min(1, max(0, r - 1 - d + 0.5))
            let i = (y * size + x) * 4
            rgba[i] = c.r
            rgba[i + 1] = c.g
            rgba[i + 2] = c.b
            rgba[i + 3] = UInt8((coverage * Double(c.a)).rounded())
        }
    }
    return Image(width: size, height: size, rgba: rgba, name: "disc \(color)")
}

let app = try SDLWindowApp(title: "Flywheel: MinimalApp", size: Size(width: 400, height: 400))
let colors: [(String, Color)] = [
    ("Red", .red), ("Orange", .orange), ("Yellow", .yellow), ("Green", .green),
    ("Cyan", .cyan), ("Blue", .blue), ("Purple", .purple), ("Magenta", .magenta),
]
let items = colors.map { name, color in SpinnerItem(title: name, icon: disc(color), value: name) }
let spinner = Spinner(values: items, selectedIndex: 3, frame: Rect(x: 176, y: 300, width: 48, height: 48))
spinner.addAction(for: .valueChanged) { control, _ in print((control as! Spinner).value?.title ?? "-") }
app.host.rootView.addSubview(spinner)

let env = ProcessInfo.processInfo.environment
app.run(maxFrames: env["FLYWHEEL_EXAMPLE_FRAMES"].flatMap { Int($0) })
if let path = env["FLYWHEEL_EXAMPLE_SCREENSHOT"] { try app.saveScreenshot(path) }
