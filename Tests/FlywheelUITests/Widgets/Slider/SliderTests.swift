import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// A slider under a finger and keys: stepped values, one `valueChanged` per change, clamped at
/// the ends, values snapped to the step grid, non-finite values refused.
@Suite struct SliderTests {
    @Test func dragSetsSteppedValuesAndSendsChanges() {
        let t = TestHost()
        let s = Slider(minimum: -7, maximum: 7, value: 0)
        s.step = 1
        s.frame = Rect(x: 0, y: 0, width: 224, height: 32)  // track 12…212: 200 pt for 14 units
        t.host.rootView.addSubview(s)
        t.pointer(.down, 112, 16)
        #expect(s.value == 0 && t.log == ["touchDown"])
        t.pointer(.move, 212, 16)
        #expect(s.value == 7)
        t.pointer(.move, 400, 16)  // past the end: clamped, no new event
        t.pointer(.up, 12, 16)
        #expect(s.value == 7)
        #expect(t.log.filter { $0 == "valueChanged" }.count == 1)
    }

    @Test func keysAndBadValues() {
        let t = TestHost()
        let s = Slider(minimum: 0, maximum: 10, value: 5)
        s.step = 2
        t.host.rootView.addSubview(s)
        #expect(s.value == 6)  // 5 snaps to the step grid
        t.host.setFocus(s)
        t.key(.right)
        #expect(s.value == 8)
        t.key(.end)
        #expect(s.value == 10)
        s.value = .nan
        #expect(s.value == 0)
    }
}
