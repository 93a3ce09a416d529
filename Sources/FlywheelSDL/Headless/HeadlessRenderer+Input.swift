import FlywheelCore
import FlywheelUI

extension HeadlessRenderer {
    /// Delivers `event`, first moving the clock to its timestamp when that is later than now.
    /// Does not render: call `renderFrame()` or `run` to see the result.
    public func send(_ event: InputEvent) {
        clock.set(to: event.timestamp)
        host.handle(event)
    }

    /// Sends one pointer event at the clock's current time.
    public func sendPointer(_ phase: PointerEvent.Phase, at location: Point, id: Int = 0) {
        send(.pointer(PointerEvent(phase: phase, id: id, location: location, timestamp: clock.now)))
    }

    /// A tap: pointer down at `location`, frames for `duration` seconds, pointer up, one frame.
    public func tap(at location: Point, id: Int = 0, duration: Double = 0.05) {
        sendPointer(.down, at: location, id: id)
        renderFrame()
        run(seconds: duration, fps: 1 / gestureFrameInterval)
        sendPointer(.up, at: location, id: id)
        renderFrame()
    }

    /// A straight drag from `from` to `to` over `duration` seconds, one move event and one
    /// frame per `1/fps`; then the pointer rests at `to` for `hold` seconds (a hold over 40 ms
    /// reads as "stopped" to fling estimation) and lifts. Renders a frame after the up.
    public func drag(
        from: Point, to: Point, duration: Double = 0.25, fps: Double = 60,
        hold: Double = 0, id: Int = 0
    ) {
        let rate = fps > 0 && fps.isFinite ? fps : 60
        let steps = max(1, Int(saturating: (max(0, duration) * rate).rounded()))
        sendPointer(.down, at: from, id: id)
        renderFrame()
        for k in 1...steps {
            clock.advance(by: max(0, duration) / Double(steps))
            let f = Double(k) / Double(steps)
            sendPointer(.move, at: Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f), id: id)
            renderFrame()
        }
        if hold > 0 { run(seconds: hold, fps: rate) }
        sendPointer(.up, at: to, id: id)
        renderFrame()
    }

    /// A key press: down, one frame interval, up (with `modifiers` held); a frame after each.
    public func press(_ key: Key, modifiers: KeyModifiers = []) {
        send(.key(KeyEvent(key: key, isDown: true, modifiers: modifiers, timestamp: clock.now)))
        renderFrame()
        clock.advance(by: gestureFrameInterval)
        send(.key(KeyEvent(key: key, isDown: false, modifiers: modifiers, timestamp: clock.now)))
        renderFrame()
    }

    /// Text typed into the field being edited (`InputEvent.text`, as SDL_TEXTINPUT), then a frame.
    public func type(_ text: String) {
        send(.text(TextEvent(text: text, timestamp: clock.now)))
        renderFrame()
    }

    /// One wheel step at `location` (`dy` > 0 scrolls up), then a frame.
    public func scroll(dx: Double = 0, dy: Double, at location: Point) {
        send(.wheel(WheelEvent(dx: dx, dy: dy, location: location, timestamp: clock.now)))
        renderFrame()
    }
}
