import FlywheelCore

/// The open ring of a `Spinner`: a disc of radius R centred on the spinner, inserted into the
/// spinner's container directly below it, so it turns with the container (rotated containers
/// work) and is clipped by it. It owns the wheel's motion (one `MotionDriver`, wrapping, one
/// detent per value), its pointer input (drag, fling, tap to step or stop, long press) and its
/// drawing (the disc, kept as a retained layer, and the icons over it); it tells the spinner each item that comes to the top.
///
/// Sections: state, the spinner's API and the pointer hooks (here) · the press and its
/// long-press repeat (`+Input`) · drawing (`+Drawing`).
final class SpinnerRing: View {
    /// Movement (points) before a press on the ring becomes a drag: the library's `PointerSlop.drag`.
    static let dragSlop = PointerSlop.drag

    unowned let spinner: Spinner
    /// The wheel: position in items (an integer puts that item on top), wrapping.
    let driver: MotionDriver
    /// A press held on the ring. Its long-press timer goes with it: a press ended or replaced
    /// cancels its timer.
    var press: RingPress? {
        didSet { if let old = oldValue?.repeatTimer, old !== press?.repeatTimer { old.cancel() } }
    }

    /// A ring at rest on the spinner's selection, with its values, enabled flags and feel.
    init(spinner: Spinner, at time: Double) {
        self.spinner = spinner
        driver = MotionDriver(
            itemCount: spinner.count, wraps: true, position: Double(spinner.selectedIndex), time: time)
        super.init(frame: .zero)
        accessibilityLabel = "Spinner ring"
        // The disc stays while the icons turn over it: it is kept as pixels, and the wheel's
        // motion redraws only the icons (setNeedsOverlayDisplay).
        retainsLayer = true
        try? driver.setFeel(spinner.feel)
        driver.setItems(count: spinner.count, enabled: spinner.values.map(\.isEnabled), at: time)
        driver.jump(to: Double(spinner.selectedIndex), at: time)
        // Every item passed by the user's motion is reported; a change from code is final at once.
        driver.onCrossing = { [unowned self] crossing in
            guard crossing.isFromUser else { return }
            self.spinner.commitSelection(crossing.detent.item, tick: true)
        }
    }

    /// The wheel's position as drawn (items, unwrapped).
    var position: Double { driver.position }

    /// The item a user's motion will land on, while the wheel moves by itself.
    var landingIndex: Int? { driver.landing.map { WheelGeometry.wrap($0.item, count: max(1, spinner.count)) } }
    var landingTime: Double? { driver.landing?.restTime }

    /// Whether a tap should only stop the wheel: it is coasting, or still visibly turning on its
    /// spring (not the last creep into the detent — a tap then means "close" or "step").
    func isSpinning(at time: Double) -> Bool {
        let s = driver.physics.sample(at: max(time, driver.time))
        return s.phase == .coasting || (s.phase == .snapping && abs(s.velocity) > 0.5)
    }

    // MARK: What the spinner asks of its ring

    /// Stops a spinning wheel at the next item it can reach without overshoot.
    func stopSpinning(at time: Double) { run { $0.tap(at: time) } }

    /// A user's step of `delta` items (keys, wheel, a tap on a side, a long press).
    func step(by delta: Int, at time: Double) { run { $0.step(by: delta, at: time) } }

    /// A user's jump to an end item (Home/End), spinning there.
    func spin(to item: Int, at time: Double) {
        run { $0.spin(to: item, minimumDuration: 0, fromCode: false, at: time) }
    }

    /// Shows a selection made from code: turns there (`animated`) or jumps, reporting nothing.
    func show(_ item: Int, animated: Bool, at time: Double) {
        if animated {
            run { $0.move(to: item, fromCode: true, at: time) }
        } else {
            driver.jump(to: Double(item), at: time)
            setNeedsOverlayDisplay()
        }
    }

    /// Stops where it is drawn now and drops a press: a stick aims at what is drawn, so the
    /// ring holds still while it aims.
    func holdStill(at time: Double) {
        press = nil
        driver.stop(at: time)
        setNeedsOverlayDisplay()
    }

    /// Stops where the selection is (closing).
    func rest(on item: Int, at time: Double) {
        press = nil
        driver.jump(to: Double(item), at: time)
        setNeedsOverlayDisplay()
    }

    func setFeel(_ feel: FeelParameters) throws { try driver.setFeel(feel) }

    /// Applies an impulse, then keeps frames coming while the wheel moves.
    func run(_ body: (MotionDriver) -> WheelLanding?) {
        _ = body(driver)
        startTicking()
        setNeedsOverlayDisplay()
    }

    // MARK: Pointer (View's hooks; the ring's own coordinates, raw samples from the press)

    /// A press on the open ring: a tap, a held press (steps repeat) or the start of a drag. The
    /// ring follows the first finger on it (or on the spinner's centre): a later one is taken —
    /// so it scrolls nothing under the ring — and ignored until it lifts.
    override func pointerDown(_ touch: Touch) -> Bool {
        guard spinner.isOpen, spinner.isEnabled else { return false }
        if press != nil || spinner.isTracking { return true }
        spinner.endAim()  // a finger takes over from the stick
        let local = touch.location(in: self)
        press = RingPress(
            track: PointerTrack(touch, start: local),
            stopsSpin: isSpinning(at: touch.timestamp), side: local.x < bounds.midX ? -1 : 1)
        if press?.stopsSpin == false { press?.repeatTimer = startLongPressRepeat(pressedAt: touch.timestamp) }
        startTicking()
        return true
    }

    /// Past `dragSlop` (the ring's own coordinates) the press is a drag the wheel follows by angle.
    override func pointerMoved(_ touch: Touch) {
        guard var current = press, current.track.follows(touch) else { return }
        let local = touch.location(in: self)
        let center = bounds.center
        if !current.track.isDrag {
            guard current.track.move(to: local, beyond: Self.dragSlop) else { return }
            current.repeatTimer?.cancel()
            driver.advance(to: touch.timestamp)
            // The drag starts where and when the finger went down, so the fling fit sees it all.
            driver.beginDrag(
                .windowAngle(WheelGeometry.windowAngle(of: current.track.start, around: center)),
                at: current.track.startTime)
        }
        driver.drag(.windowAngle(WheelGeometry.windowAngle(of: local, around: center)), at: touch.timestamp)
        press = current
        startTicking()
        setNeedsOverlayDisplay()
    }

    /// A drag flings or snaps (landing known now); a tap stops a spinning wheel or steps toward
    /// the tapped side; a held press that stepped does nothing more.
    override func pointerUp(_ touch: Touch) {
        guard let current = press, current.track.follows(touch) else { return }
        press = nil
        if current.track.isDrag {
            let r = max(1, touch.location(in: self).distance(to: bounds.center))
            run {
                $0.endDrag(
                    at: touch.timestamp, pointsPerItem: WheelGeometry.pointsPerItem(radius: r, itemCount: spinner.count)
                )
            }
        } else if current.repeats > 0 {
            return
        } else if current.stopsSpin {
            stopSpinning(at: touch.timestamp)
        } else {
            spinner.userStep(current.side)
        }
    }

    override func pointerCancelled(_ touch: Touch) {
        guard let current = press, current.track.follows(touch) else { return }
        press = nil
        if current.track.isDrag { run { $0.cancelDrag(at: touch.timestamp) } }
    }

    // MARK: View hooks

    /// Only the disc is the ring (the original hit-tested its square).
    override func point(inside point: Point) -> Bool {
        point.distance(to: bounds.center) <= bounds.width / 2
    }

    override func tick(at time: Double) -> Bool {
        let before = driver.position
        // Long-press steps due by now were made first (the host fires timers before ticking
        // views), each at its own time.
        let held = press != nil
        let active = driver.advance(to: time)
        if driver.position != before { setNeedsOverlayDisplay() }
        return active || held
    }

    override func handleWheel(_ event: WheelEvent) -> Bool { spinner.handleWheel(event) }
    override func draw(_ canvas: Canvas) { drawDisc(in: canvas) }
    override func drawOverlay(_ canvas: Canvas) { drawItems(in: canvas) }
}
