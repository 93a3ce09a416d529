import FlywheelCore
import FlywheelUI
import Foundation
import Testing

/// A control that plays feedback the way wheel controls do: a tick per key step, open/close on
/// Enter, with its own switches.
private final class TickingControl: Control {
    var options = FeedbackOptions()
    var isOpen = false

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.isDown else { return false }
        switch event.key {
        case .right: playFeedback(.selectionTick, options: options)
        case .enter:
            isOpen.toggle()
            playFeedback(isOpen ? .open : .close, options: options)
        default: return false
        }
        return true
    }
}

@Suite struct FeedbackTests {
    /// Runs `body` with a `TickingControl` in a host whose feedback sink records what it is played
    /// (the host lives until `body` returns).
    private func withTickingControl(_ body: (ViewHost, RecordingFeedback, TickingControl) -> Void) {
        let host = ViewHost(size: Size(width: 200, height: 100), clock: VirtualClock())
        let recording = RecordingFeedback()
        host.feedback = recording
        let control = TickingControl(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        host.rootView.addSubview(control)
        withExtendedLifetime(host) { body(host, recording, control) }
    }

    @Test func recordsEveryCallInOrderWithItsChannels() {
        let r = RecordingFeedback()
        r.play(.open, sound: true, haptic: false)
        r.play(.selectionTick, sound: true, haptic: true)
        r.play(.selectionTick, sound: false, haptic: true)
        r.play(.close, sound: false, haptic: false)
        #expect(r.events == [.open, .selectionTick, .selectionTick, .close])
        #expect(r.sounds == [.open, .selectionTick])
        #expect(r.haptics == [.selectionTick, .selectionTick])
        #expect(r.count(of: .selectionTick) == 2)
        #expect(r.count(of: .refused) == 0)
        #expect(r.played.first == RecordingFeedback.Played(.open, sound: true, haptic: false))
        #expect(
            r.played.map(\.description) == [
                "open[sound]", "selectionTick[sound,haptic]", "selectionTick[haptic]", "close[]",
            ])
        r.removeAll()
        #expect(r.played.isEmpty)
    }

    @Test func forwardsToTheNextSink() {
        let inner = RecordingFeedback()
        let outer = RecordingFeedback(forwardingTo: inner)
        outer.play(.refused, sound: true, haptic: true)
        #expect(outer.played == inner.played)
        #expect(inner.events == [.refused])
    }

    @Test func hostIsSilentByDefault() {
        let host = ViewHost(size: Size(width: 100, height: 100), clock: VirtualClock())
        #expect(host.feedback is NoFeedback)
        host.feedback.play(.open, sound: true, haptic: true)  // does nothing, never fails
    }

    @Test func controlsReachTheHostSink() {
        withTickingControl { host, recording, control in
            host.setFocus(control)
            for key in [Key.enter, .right, .right, .enter] {
                host.handle(.key(KeyEvent(key: key, isDown: true, timestamp: 0)))
            }
            #expect(recording.events == [.open, .selectionTick, .selectionTick, .close])
            #expect(recording.played.allSatisfy { $0.sound && $0.haptic })
        }
    }

    @Test func switchesSilenceChannelsAndSingleEvents() {
        withTickingControl { _, recording, control in
            control.options.isHapticsOn = false
            control.playFeedback(.selectionTick, options: control.options)
            #expect(recording.played.last == .init(.selectionTick, sound: true, haptic: false))

            control.options.events.remove(.selectionTick)  // the tick alone is off
            control.playFeedback(.selectionTick, options: control.options)
            control.playFeedback(.open, options: control.options)
            #expect(recording.events == [.selectionTick, .open])

            control.options = .silent  // nothing reaches the sink
            control.playFeedback(.close, options: control.options)
            control.playFeedback(.close, sound: false, haptic: false)
            #expect(recording.events == [.selectionTick, .open])
        }
    }

    @Test func aViewOutsideAHostPlaysNothing() {
        let recording = RecordingFeedback()
        let host = ViewHost(size: Size(width: 100, height: 100), clock: VirtualClock())
        host.feedback = recording
        let loose = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        loose.playFeedback(.open, sound: true, haptic: true)
        #expect(recording.played.isEmpty)
    }

    @Test func optionsRoundTripAsJSONWithStableNames() throws {
        var options = FeedbackOptions(isHapticsOn: false)
        options.events = [.open, .close]
        let data = try JSONEncoder().encode(options)
        #expect(try JSONDecoder().decode(FeedbackOptions.self, from: data) == options)
        #expect(FeedbackEvent(rawValue: "selectionTick") == .selectionTick)
        #expect(FeedbackEvent.allCases.count == 4)
    }
}
