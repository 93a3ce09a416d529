import FlywheelCore
import Testing

@testable import FlywheelUI

/// The host does not keep views alive: a view that stopped ticking and left the tree is freed.
@Suite struct HostLifetimeTests {
    final class Ticking: View {
        var ticks = 0
        override func tick(at time: Double) -> Bool { ticks += 1; return ticks < 2 }
    }

    @Test func aViewThatStoppedTickingIsNotKeptAlive() {
        let host = ViewHost(size: Size(width: 100, height: 100), clock: VirtualClock())
        weak var gone: Ticking?
        do {
            let v = Ticking()
            gone = v
            host.rootView.addSubview(v)
            v.startTicking()
            host.advance(to: 0.1)
            host.advance(to: 0.2)  // it says it is done here
            v.removeFromSuperview()
        }
        #expect(gone == nil)
    }
}
