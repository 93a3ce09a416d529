import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// A switch laid out right to left: on is the left end (as iOS's UISwitch mirrors), off the right.
@Suite struct SwitchRightToLeftTests {
    /// The knob's centre x in window points (the white circle drawn last but one).
    static func knobX(of toggle: Switch, in host: ViewHost) -> Double {
        let canvas = RecordingCanvas()
        host.render(in: canvas)
        let knobs = canvas.commands.filter { $0.kind == .ellipse && $0.color == .white }
        return knobs.last.map { $0.bounds.midX } ?? .nan
    }

    @Test func onIsAtTheLeadingEndsOpposite() {
        var travels: [Double] = []
        for (direction, onAtRight) in [(LayoutDirection.leftToRight, true), (.rightToLeft, false)] {
            let t = TestHost()
            t.host.layoutDirection = direction
            let toggle = Switch(isOn: false)
            toggle.frame.origin = Point(x: 100, y: 100)
            t.host.rootView.addSubview(toggle)
            let off = Self.knobX(of: toggle, in: t.host)
            toggle.setOn(true, animated: false)
            let on = Self.knobX(of: toggle, in: t.host)
            #expect((on > off) == onAtRight, "\(direction)")
            travels.append(abs(on - off))
        }
        #expect(travels[0] > 15 && travels[0] == travels[1])
    }

    @Test func aTapTogglesInBothDirections() {
        let t = TestHost()
        t.host.layoutDirection = .rightToLeft
        let toggle = Switch(isOn: false)
        toggle.frame.origin = Point(x: 100, y: 100)
        t.host.rootView.addSubview(toggle)
        t.pointer(.down, 110, 115)
        t.pointer(.up, 110, 115)
        #expect(toggle.isOn && t.log.filter { $0 == "valueChanged" }.count == 1)
    }
}
