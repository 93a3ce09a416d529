import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The fuzzer's touch contract catches a broken one: a wheel that a finger down elsewhere closes
/// while another finger is on it (what any pointer-down outside did before fingers owned what
/// they touch). The fixed spinner keeps it.
@Suite(.serialized) struct FuzzTouchContractTests {
    /// The center scene's spinner opened, finger 1 on its ring, then finger 2 down outside it;
    /// `breaksContract` closes the wheel on every pointer-down, as the old outside tap did.
    /// `reshapes`: finger 2's down runs a program's change of the spinner instead (new values,
    /// as the Dataset control's action does), which closes it as any code change does.
    private func secondFingerViolations(breaksContract: Bool, reshapes: Bool = false) throws -> [String] {
        try withSDL {
            let (renderer, shell) = try HeadlessSession.make(scene: "center", size: Size(width: 800, height: 600))
            renderer.run(frames: 2)
            let spinner = try #require(shell.spinnerRecorders.first?.spinner)
            let invariants = FuzzInvariants(host: renderer.host, shell: shell)
            spinner.isOpen = true
            renderer.run(seconds: 0.5)
            let c = try #require(spinner.superview?.convert(spinner.ringCenter, to: nil))
            let onRing = Point(x: c.x, y: c.y - spinner.ringRadius * 0.7)
            let outside = Point(x: 790, y: 300)
            func down(_ p: Point, id: Int) {
                renderer.host.handle(
                    .pointer(PointerEvent(phase: .down, id: id, location: p, timestamp: renderer.clock.now)))
                renderer.run(frames: 1)
                invariants.checkStep(after: .down(p, id: id))
            }
            down(onRing, id: 1)
            #expect(spinner.touchingPointerID == 1)
            if breaksContract {
                _ = renderer.host.addPointerDownMonitor { [weak spinner] _, _ in spinner?.isOpen = false }
            }
            if reshapes {
                _ = renderer.host.addPointerDownMonitor { [weak spinner] _, _ in
                    spinner.map { $0.values = $0.values.reversed() }
                }
            }
            down(outside, id: 2)
            return invariants.violations
        }
    }

    @Test func aWheelClosedByAnotherFingersDownIsCaught() throws {
        let found = try secondFingerViolations(breaksContract: true)
        #expect(found.contains { $0.contains("finger 2 going down closed the wheel finger 1 was on") }, "\(found)")
    }

    @Test func theSpinnerKeepsItsWheelThroughAnotherFingersDown() throws {
        #expect(try secondFingerViolations(breaksContract: false).isEmpty)
    }

    /// `harness fuzz --seed 1` case 3768 (rotator, 320×240): finger 0 on the open spinner's
    /// centre, finger 4 tapped the Dataset control, whose action gave the spinner new values and
    /// so closed it. The program closed it, not the finger: no violation.
    @Test func aWheelTheProgramReshapesIsNotTheFingersFault() throws {
        let found = try secondFingerViolations(breaksContract: false, reshapes: true)
        #expect(found.isEmpty, "\(found)")
    }
}
