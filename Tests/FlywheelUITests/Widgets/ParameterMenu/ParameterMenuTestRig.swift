import FlywheelCore
import FlywheelUITestSupport

@testable import FlywheelUI

/// A 400×600 window whose root holds one target view filling it, a menu attached to it, and a
/// delegate that records every call.
final class MenuRig: ParameterMenuDelegate {
    let test = TestHost(size: Size(width: 400, height: 600))
    let target = View(frame: Rect(x: 0, y: 0, width: 400, height: 600))
    let menu: ParameterMenu
    /// Every delegate call: the index and the parameters passed.
    var calls: [(index: Int, parameters: [MenuParameter])] = []
    /// What the delegate does after recording (e.g. write back linked values).
    var onChange: ((Int, [MenuParameter]) -> Void)?

    /// Nine continuous parameters "P0"…"P8", all at 0.5.
    static let nine = (0..<9).map { MenuParameter(label: "P\($0)", normalisedValue: 0.5) }
    static let presets = ["Custom", "Red", "Green", "Blue", "Cyan", "Magenta", "Yellow"]
    /// Seven string values at index 3 (0.5).
    static func preset(_ value: Double = 0.5) -> MenuParameter {
        MenuParameter(
            label: "Preset", normalisedValue: value, labelFunction: { presets[Int($0 * 6)] },
            stringValues: presets)
    }

    init(parameters: [MenuParameter] = MenuRig.nine) {
        menu = ParameterMenu(parameters: parameters)
        test.host.rootView.addSubview(target)
        menu.attach(to: target)
        menu.delegate = self
        test.host.advance(to: test.clock.now)
    }

    var host: ViewHost { test.host }
    var clock: VirtualClock { test.clock }

    func parameterMenu(_ menu: ParameterMenu, didChangeParameterAt index: Int, parameters: [MenuParameter]) {
        calls.append((index, parameters))
        onChange?(index, parameters)
    }

    func pointer(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double, id: Int = 0) {
        test.pointer(phase, x, y, id: id)
    }

    func key(_ key: Key) { test.key(key); host.advance(to: clock.now) }

    func wheel(_ dy: Double, at point: Point = Point(x: 200, y: 300)) {
        clock.advance(by: 0.01)
        host.handle(.wheel(WheelEvent(dy: dy, location: point, timestamp: clock.now)))
        host.advance(to: clock.now)
    }

    func wait(_ seconds: Double) { test.wait(seconds) }

    var values: [Double] { menu.displayedParameters.map(\.normalisedValue) }
    var highlighted: [Int] { menu.rowViews.indices.filter { menu.rowViews[$0].isSelectedRow } }
}
