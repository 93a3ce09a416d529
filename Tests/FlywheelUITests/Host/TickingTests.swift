import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// Ticking views taken out of the window stop ticking — also within the frame in which an
/// earlier view's tick takes them out (a scene that churns spinners did that to a coasting
/// ring, whose spinner was already freed when its tick came).
@Suite struct TickingTests {
    final class Ticker: View {
        var ticks = 0
        var onTick: (() -> Void)?
        override func tick(at time: Double) -> Bool {
            ticks += 1
            onTick?()
            return true
        }
    }

    @Test func aViewDetachedByAnEarlierTickIsNotTickedInThatFrame() {
        let t = TestHost(size: Size(width: 100, height: 100))
        let first = Ticker(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let second = Ticker(frame: Rect(x: 20, y: 0, width: 10, height: 10))
        t.host.rootView.addSubview(first)
        t.host.rootView.addSubview(second)
        first.startTicking()
        second.startTicking()
        t.wait(1 / 60)
        #expect(first.ticks == 1 && second.ticks == 1)
        first.onTick = { second.removeFromSuperview() }
        t.wait(1 / 60)
        #expect(first.ticks == 2)
        #expect(second.ticks == 1, "ticked after it left the window")
        t.wait(1 / 60)
        #expect(second.ticks == 1)
    }
}
