import Foundation
import Testing

@testable import FlywheelCore

/// The same timestamped input, processed by a frame loop at different rates, must give the same
/// landings, the same detent ticks and the same positions at the same times.
@Suite("Frame-rate independence")
struct FrameRateIndependenceTests {
    enum Action {
        case begin(angle: Double)
        case move(angle: Double)
        case release(pointsPerItem: Double)
        case tap
        case step(Int)
        case spinTo(item: Int, minimum: Double)
        case spinVelocity(Double)
    }

    struct Event { var time: Double; var action: Action }

    struct Run {
        var samples: [(time: Double, sample: WheelPhysics.Sample)] = []
        var landings: [WheelLanding] = []
        var crossings: [DetentCrossing] = []
        var final: WheelPhysics.Sample?
    }

    /// A drag by angle across the ±π seam at 120 Hz with ±3 ms jitter, a release, a tap while
    /// coasting, a step, a programmatic spin to an item and a programmatic fling.
    static func script() -> [Event] {
        var rng = SplitMix64(seed: 2024)
        var events: [Event] = [Event(time: 0.0, action: .begin(angle: 2.5))]
        var times = (1...30).map { Double($0) / 120 + rng.uniform(-0.003...0.003) }
        times.sort()
        for t in times { events.append(Event(time: t, action: .move(angle: 2.5 + 9 * t))) }
        events.append(Event(time: times.last! + 0.004, action: .release(pointsPerItem: 70)))
        events += [
            Event(time: 1.2, action: .tap), Event(time: 3.0, action: .step(-1)),
            Event(time: 4.0, action: .spinTo(item: 7, minimum: 2.5)), Event(time: 8.0, action: .spinVelocity(-40)),
        ]
        return events
    }

    static func apply(_ action: Action, at time: Double, to wheel: inout WheelPhysics) -> WheelLanding? {
        switch action {
        case .begin(let angle): wheel.beginDrag(.windowAngle(angle), at: time); return nil
        case .move(let angle): wheel.drag(.windowAngle(angle), at: time); return nil
        case .release(let points): return wheel.endDrag(at: time, pointsPerItem: points)
        case .tap: return wheel.tap(at: time)
        case .step(let delta): return wheel.step(by: delta, at: time)
        case .spinTo(let item, let minimum): return wheel.spin(to: item, minimumDuration: minimum, at: time)
        case .spinVelocity(let v): return wheel.spin(velocity: v, at: time)
        }
    }

    /// A UI frame loop: at each frame, handle the events that arrived (each with its own time),
    /// reporting the ticks of the old motion up to each event, then sample and tidy up.
    static func run(_ events: [Event], frames: [Double], feel: FeelParameters) throws -> Run {
        var wheel = try WheelPhysics(itemCount: 12, feel: feel)
        var run = Run()
        var next = 0
        var reportedUntil = 0.0
        for frame in frames {
            while next < events.count, events[next].time <= frame {
                let event = events[next]
                wheel.forEachDetentCrossing(from: reportedUntil, to: event.time) { run.crossings.append($0) }
                reportedUntil = event.time
                if let landing = apply(event.action, at: event.time, to: &wheel) { run.landings.append(landing) }
                next += 1
            }
            wheel.forEachDetentCrossing(from: reportedUntil, to: frame) { run.crossings.append($0) }
            reportedUntil = frame
            run.samples.append((frame, wheel.sample(at: frame)))
            wheel.settle(at: frame)
        }
        run.final = wheel.sample(at: 12)
        return run
    }

    /// The state at `time` with no frame loop at all: every event up to then, then one sample.
    static func oracle(_ events: [Event], at time: Double, feel: FeelParameters) throws -> WheelPhysics.Sample {
        var wheel = try WheelPhysics(itemCount: 12, feel: feel)
        for event in events where event.time <= time { _ = apply(event.action, at: event.time, to: &wheel) }
        return wheel.sample(at: time)
    }

    static func frames(rate: Double, until end: Double) -> [Double] {
        (0...Int(end * rate)).map { Double($0) / rate }
    }

    static func jitteredFrames(seed: UInt64, until end: Double) -> [Double] {
        var rng = SplitMix64(seed: seed)
        var frames: [Double] = [0]
        while true {
            // 2–35 ms frames, and now and then a 0.7 s stall; the last frame is exactly at `end`.
            let next = frames.last! + (rng.unit() < 0.01 ? 0.7 : rng.uniform(0.002...0.035))
            guard next < end else { break }
            frames.append(next)
        }
        return frames + [end]
    }

    @Test(
        "30, 60, 120, 144, 240 fps and jittered frames agree",
        arguments: ["classic", "ios", "snappy", "android", "flutter-ios"])
    func agree(presetName: String) throws {
        let feel = FeelParameters.presets.first { $0.name == presetName }!.feel
        let events = Self.script()
        let end = 12.0
        var runs: [(String, Run)] = []
        for rate in [30.0, 60, 120, 144, 240] {
            runs.append(
                ("\(Int(rate)) fps", try Self.run(events, frames: Self.frames(rate: rate, until: end), feel: feel)))
        }
        for seed in [1, 2] as [UInt64] {
            runs.append(
                (
                    "jittered \(seed)",
                    try Self.run(events, frames: Self.jitteredFrames(seed: seed, until: end), feel: feel)
                ))
        }
        let reference = runs[0].1
        #expect(reference.landings.count >= 4)  // snappy has stopped before the tap
        #expect(!reference.crossings.isEmpty)
        for (name, run) in runs {
            #expect(run.landings == reference.landings, "\(name)")
            #expect(run.crossings == reference.crossings, "\(name)")
            #expect(abs(run.final!.position - reference.final!.position) <= 1e-9, "\(name)")
            var worst = 0.0
            for (time, sample) in run.samples {
                let expected = try Self.oracle(events, at: time, feel: feel)
                worst = max(
                    worst, abs(sample.position - expected.position), abs(sample.velocity - expected.velocity) * 1e-3)
                #expect(sample.phase == expected.phase, "\(name) at \(time)")
            }
            #expect(worst <= 1e-9, "\(name): worst difference \(worst)")
        }
    }
}
