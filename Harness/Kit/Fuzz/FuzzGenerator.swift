import FlywheelCore
import FlywheelUI
import Foundation

/// Makes one random sequence of steps for a scene from its `FuzzTargets`: taps, drags, flings,
/// holds, two-finger touches, keys, the mouse wheel, `set` on the scene's controls by their
/// stable names (tab switches among them), window resizes and waits. Every finger put down is lifted within
/// the sequence. Typed text (`type` steps, with the taps and keys that open a number field) is
/// added between these gestures by `FuzzTyping`, from a random stream of its own.
struct FuzzGenerator {
    /// Keys a user might press (arrows, paging, open/close, focus, tabs 1–9, the overlays).
    static let keys: [Key] =
        [
            .left, .right, .up, .down, .pageUp, .pageDown, .home, .end, .enter, .space, .escape,
            .tab, .function(1), .function(2),
        ] + "123456789".compactMap { KeyNames.key(named: String($0)) }

    var targets: FuzzTargets
    /// The case's pixel scale and whether it draws: resizes stay within its pixel budget.
    var pixelScale = 1.0
    var drawn = false
    /// The largest window a resize may ask for, in pixels (nil: `FuzzWindow`'s budget).
    var largestWindowPixels: Int?

    /// `count` steps (a composite gesture counts as one).
    func steps(count: Int, rng: inout FuzzRandom) -> [HarnessScript.Action] {
        gestures(count: count, rng: &rng).flatMap { $0 }
    }

    /// `count` gestures, each the steps it is made of (`FuzzTyping` adds typing between them).
    func gestures(count: Int, rng: inout FuzzRandom) -> [[HarnessScript.Action]] {
        (0..<count).map { _ in gesture(&rng) }
    }

    private func point(_ rng: inout FuzzRandom) -> Point {
        let roll = rng.double(in: 0..<1)
        if roll < 0.3, !targets.spinners.isEmpty {
            let s = rng.pick(targets.spinners)
            return jitter(s.center, by: s.side * 0.3, &rng)
        }
        if roll < 0.6, !targets.spinners.isEmpty {
            return ringPoint(rng.pick(targets.spinners), angle: rng.double(in: 0..<(2 * .pi)), &rng)
        }
        if roll < 0.85, !targets.controls.isEmpty {
            let c = rng.pick(targets.controls)
            return Point(
                x: rng.double(in: c.frame.minX..<(c.frame.maxX + 0.01), step: 0.5),
                y: rng.double(in: c.frame.minY..<(c.frame.maxY + 0.01), step: 0.5))
        }
        // Only scenes with controls of your own draw these numbers: the built-in scenes' sequences stay as they were.
        if roll < 0.95, !targets.ownControls.isEmpty {
            let f = rng.pick(targets.ownControls).frame
            return Point(
                x: rng.double(in: f.minX..<(f.maxX + 0.01), step: 0.5),
                y: rng.double(in: f.minY..<(f.maxY + 0.01), step: 0.5))
        }
        return Point(
            x: rng.double(in: -10..<(targets.size.width + 10), step: 0.5),
            y: rng.double(in: -10..<(targets.size.height + 10), step: 0.5))
    }

    private func ringPoint(_ s: FuzzTargets.SpinnerTarget, angle: Double, _ rng: inout FuzzRandom) -> Point {
        let r = s.ringRadius.isFinite && s.ringRadius > 0 ? s.ringRadius : s.side * 2
        let d = r * rng.double(in: 0.6..<1.15)
        return Point(
            x: ((s.ringCenter.x + d * cos(angle)) * 2).rounded() / 2,
            y: ((s.ringCenter.y + d * sin(angle)) * 2).rounded() / 2)
    }

    /// A drag's two ends for a control's own gesture: round the arc by up to 2.5 radians either
    /// way, or between two points along the line.
    private func hintedDrag(_ gesture: FuzzGesture, _ rng: inout FuzzRandom) -> (Point, Point) {
        switch gesture {
        case .arc(let center, let radius):
            let ring = FuzzTargets.SpinnerTarget(center: center, side: radius, ringRadius: radius, ringCenter: center)
            let a = rng.double(in: 0..<(2 * .pi))
            return (ringPoint(ring, angle: a, &rng), ringPoint(ring, angle: a + rng.double(in: -2.5..<2.5), &rng))
        case .line(let p, let q):
            let along = { (f: Double) in
                Point(x: ((p.x + (q.x - p.x) * f) * 2).rounded() / 2, y: ((p.y + (q.y - p.y) * f) * 2).rounded() / 2)
            }
            return (along(rng.double(in: 0..<1)), along(rng.double(in: 0..<1)))
        }
    }

    private func jitter(_ p: Point, by amount: Double, _ rng: inout FuzzRandom) -> Point {
        Point(
            x: ((p.x + rng.double(in: -amount..<(amount + 0.01))) * 2).rounded() / 2,
            y: ((p.y + rng.double(in: -amount..<(amount + 0.01))) * 2).rounded() / 2)
    }

    private func gesture(_ rng: inout FuzzRandom) -> [HarnessScript.Action] {
        let roll = rng.double(in: 0..<1)
        switch roll {
        case ..<0.22:
            return [.tap(point(&rng), id: 0)]
        case ..<0.36:
            // A drag or fling around a ring (hold 0 = a fling).
            let hold = rng.chance(0.5) ? 0 : rng.double(in: 0..<0.5, step: 0.01)
            let from: Point, to: Point
            let hinted = targets.ownControls.flatMap(\.gestures)
            if !hinted.isEmpty, targets.spinners.isEmpty || rng.chance(0.5) {
                (from, to) = hintedDrag(rng.pick(hinted), &rng)
            } else if let s = targets.spinners.isEmpty ? nil : rng.pick(targets.spinners) {
                let a = rng.double(in: 0..<(2 * .pi))
                from = ringPoint(s, angle: a, &rng)
                to = ringPoint(s, angle: a + rng.double(in: -2.5..<2.5), &rng)
            } else {
                (from, to) = (point(&rng), point(&rng))
            }
            return [.drag(from: from, to: to, duration: rng.double(in: 0.02..<0.4, step: 0.01), hold: hold, id: 0)]
        case ..<0.42:
            // A hold: long-press stepping.
            let p = point(&rng)
            return [.down(p, id: 0), .wait(rng.double(in: 0.3..<1.4, step: 0.05)), .up(p, id: 0)]
        case ..<0.48:
            // Two fingers: the second comes and goes while the first moves.
            let id = rng.int(in: 1...5)
            if let s = targets.spinners.isEmpty ? nil : rng.pick(targets.spinners), rng.chance(0.5) {
                // The first turns a spinner's ring; the second taps elsewhere or lands on the ring.
                let a = rng.double(in: 0..<(2 * .pi))
                let turn = rng.double(in: -2..<2)
                let other = rng.chance(0.5) ? point(&rng) : ringPoint(s, angle: a + .pi, &rng)
                return [
                    .down(ringPoint(s, angle: a, &rng), id: 0), .move(ringPoint(s, angle: a + turn / 2, &rng), id: 0),
                    .tap(other, id: id), .move(ringPoint(s, angle: a + turn, &rng), id: 0),
                    .up(ringPoint(s, angle: a + turn, &rng), id: 0),
                ]
            }
            let a = point(&rng), b = point(&rng), c = point(&rng)
            var steps: [HarnessScript.Action] = [
                .down(a, id: 0), .wait(0.03), .down(b, id: id), .move(c, id: 0),
                .wait(rng.double(in: 0..<0.2, step: 0.01)),
            ]
            if rng.chance(0.5) {
                steps += [.up(b, id: id), .up(c, id: 0)]
            } else {
                steps += [.up(c, id: 0), .up(b, id: id)]
            }
            return steps
        case ..<0.62:
            let key = rng.pick(Self.keys)
            return [.key(key, modifiers: rng.chance(0.1) ? .shift : [])]
        case ..<0.68:
            return [.wheel(dx: 0, dy: Double(rng.pick([-3, -1, 1, 2])), at: point(&rng))]
        case ..<0.82:
            guard !targets.controls.isEmpty else { return [.tap(point(&rng), id: 0)] }
            let c = rng.pick(targets.controls)
            // Only by a stable name (`FuzzTargets.stableName`): a control without one is tapped.
            guard let name = c.name else { return [.tap(c.frame.center, id: 0)] }
            if let range = c.numeric {
                let v = range.lowerBound + (range.upperBound - range.lowerBound) * rng.double(in: 0..<1)
                return [.set(control: name, value: JSONValue.format((v * 100).rounded() / 100))]
            }
            guard !c.values.isEmpty else { return [.tap(c.frame.center, id: 0)] }
            return [.set(control: name, value: rng.pick(c.values))]
        case ..<0.85:
            return [
                .resize(FuzzWindow.resize(&rng, pixelScale: pixelScale, drawn: drawn, largest: largestWindowPixels))
            ]
        case ..<0.93:
            return padInput(&rng)
        default:
            return [.wait(rng.double(in: 0..<0.8, step: 0.05))]
        }
    }

    /// The buttons a fuzz case presses most: confirm, cancel, the D-pad and the shoulders (a
    /// wheel's hold button), then any other.
    static let padButtons: [PadButton] = [
        .a, .b, .dpadUp, .dpadDown, .dpadLeft, .dpadRight, .leftShoulder, .rightShoulder,
    ]

    /// A game controller's input on one of four pads: a button pressed and held up to 1.2 s, or a
    /// stick pushed somewhere (0.3…1 of the way), perhaps moved on, then let go or left pushed.
    private func padInput(_ rng: inout FuzzRandom) -> [HarnessScript.Action] {
        let pad = rng.int(in: 0...3)
        if rng.chance(0.5) {
            let button = rng.chance(0.85) ? rng.pick(Self.padButtons) : rng.pick(PadButton.allCases)
            return [.button(button, pad: pad, hold: rng.double(in: 0.02..<1.2, step: 0.01))]
        }
        let stick: PadStick = rng.chance(0.5) ? .left : .right
        func push(_ rng: inout FuzzRandom) -> HarnessScript.Action {
            let a = rng.double(in: 0..<(2 * .pi))
            let m = rng.double(in: 0.3..<1)
            let x = min(max((m * sin(a) * 100).rounded() / 100, -1), 1)
            let y = min(max((-m * cos(a) * 100).rounded() / 100, -1), 1)
            return .stick(stick, x: x, y: y, pad: pad)
        }
        var steps = [push(&rng), .wait(rng.double(in: 0..<0.6, step: 0.02))]
        if rng.chance(0.4) { steps += [push(&rng), .wait(rng.double(in: 0..<0.4, step: 0.02))] }
        if rng.chance(0.8) { steps.append(.stick(stick, x: 0, y: 0, pad: pad)) }
        return steps
    }
}
