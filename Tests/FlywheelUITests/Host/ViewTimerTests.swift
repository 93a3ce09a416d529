import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// `ViewTimer` (`after(seconds:)`, `every(seconds:)`): fired on the host's clock at their own due
/// times, so the same at any frame rate; in due order; bounded after a stalled frame; cancelled
/// with their view.
@Suite struct ViewTimerTests {
    /// The due times a view's timers fired at, frames at `fps` up to `end`.
    static func firings(fps: Double, end: Double = 1.2, setUp: (View, @escaping (String) -> Void) -> Void) -> [String] {
        let t = TestHost()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        t.host.rootView.addSubview(view)
        var fired: [String] = []
        setUp(view) { fired.append($0) }
        t.wait(end, fps: fps)
        return fired
    }

    static func time(_ t: Double) -> String { NumberText.shortest((t * 1000).rounded() / 1000) }

    @Test(arguments: [24.0, 30.0, 60.0, 144.0, 240.0])
    func timersFireAtTheirOwnTimesAtAnyFrameRate(fps: Double) {
        let fired = Self.firings(fps: fps) { view, log in
            view.every(seconds: 0.25, startingAt: 0.5) { log("every \(Self.time($0))") }
            view.after(seconds: 0.3) { log("after \(Self.time($0))") }
            view.after(seconds: 0.6) { log("late \(Self.time($0))") }
        }
        #expect(fired == ["after 0.3", "every 0.5", "late 0.6", "every 0.75", "every 1", "every 1.25"].dropLast())
    }

    /// Whatever a timer's body does acts at the timer's due time, not at the frame that fired
    /// it: "now" for input (`ViewHost.inputNow`, which every motion driver reads) is the due time
    /// inside the body, and the clock outside it — the same at 30 and 240 fps.
    @Test(arguments: [30.0, 240.0])
    func aTimersBodyActsAtItsDueTime(fps: Double) {
        let t = TestHost()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        t.host.rootView.addSubview(view)
        var seen: [String] = []
        view.every(seconds: 0.25, startingAt: 0.41) { [unowned view] due in
            seen.append("\(Self.time(due)) \(Self.time(view.host?.inputNow ?? -1))")
        }
        view.after(seconds: 0.33) { [unowned view] due in
            seen.append("\(Self.time(due)) \(Self.time(view.host?.inputNow ?? -1))")
        }
        t.wait(1, fps: fps)
        #expect(seen == ["0.33 0.33", "0.41 0.41", "0.66 0.66", "0.91 0.91"])
        #expect(t.host.inputNow == t.clock.now)
    }

    /// A timer due before an input fires before it, whether a frame came at its time or not: a
    /// pointer-down, a wheel, text or a stick meet the views as the timer left them.
    @Test func aTimerDueBeforeAnyInputFiresFirst() {
        let events: [(Double) -> InputEvent] = [
            { .pointer(PointerEvent(phase: .down, id: 0, location: Point(x: 300, y: 300), timestamp: $0)) },
            { .wheel(WheelEvent(dy: 1, location: Point(x: 300, y: 300), timestamp: $0)) },
            { .text(TextEvent(text: "x", timestamp: $0)) },
            { .stick(StickEvent(pad: PadID(0), stick: .left, x: 1, y: 0, timestamp: $0)) },
        ]
        for make in events {
            let t = TestHost()
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            t.host.rootView.addSubview(view)
            var fired: [Double] = []
            view.after(seconds: 0.2) { fired.append($0) }
            t.wait(0.1)
            t.host.handle(make(t.clock.now + 0.15))
            #expect(fired.map(Self.time) == ["0.2"], "\(make(0))")
        }
    }

    @Test func aTimerIsCancelledWithItsViewAndByCancel() {
        let t = TestHost()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let other = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        t.host.rootView.addSubview(view)
        t.host.rootView.addSubview(other)
        var fired = 0
        let repeating = view.every(seconds: 0.1) { _ in fired += 1 }
        let cancelled = other.after(seconds: 0.1) { _ in fired += 100 }
        #expect(t.host.isAnimating)
        cancelled.cancel()
        t.wait(0.35)
        #expect(fired == 3 && repeating.fireCount == 3)
        view.removeFromSuperview()
        #expect(!repeating.isActive)
        t.wait(1)
        #expect(fired == 3)
        #expect(!t.host.isAnimating)
        // A view without a host gets a timer that never fires.
        #expect(!View(frame: .zero).after(seconds: 0) { _ in fired += 1000 }.isActive)
    }

    @Test func aStalledFrameFiresARepeatingTimerAtMostAHundredTimes() {
        let t = TestHost()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        t.host.rootView.addSubview(view)
        var times: [Double] = []
        let timer = view.every(seconds: 0.125) { times.append($0) }
        t.clock.advance(by: 100)
        t.host.advance(to: t.clock.now)
        #expect(times.count == ViewTimer.maximumFiringsPerAdvance)
        #expect(times.first == 87.625 && times.last == 100)
        #expect(timer.fireCount == 800)  // 0.125, 0.25, … 100: the first 700 skipped
    }
}
