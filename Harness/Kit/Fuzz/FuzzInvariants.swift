import FlywheelCore
import FlywheelUI

/// The contracts `harness fuzz` checks after every step, each a one-line violation when broken:
///
/// - every `touchDown` a control sends is followed by exactly one `touchUpInside`,
///   `touchUpOutside` or `touchCancel` (checked at the end of the sequence, when every finger is
///   up, and as it goes: never an up or cancel without a down);
/// - no control outside the window's view tree sends a touch event;
/// - a spinner's open and close delegate calls alternate;
/// - `isOpen` agrees with what is shown (open: a ring or picker is presented; at the end, after
///   the close animations, exactly as many rings are in the tree as spinners show one);
/// - the selection is in range, and where a motion of the wheel lands is never a disabled item
///   (unless every item is disabled or the feel allows it);
/// - fingers own what they touch: a finger down elsewhere never closes a spinner another finger
///   is on (unless what it touched changed the spinner's values, mode, threshold or enabled
///   state: a program closes a spinner it reshapes, as the Dataset control does), and a second
///   finger never takes an open spinner from the first while it is down;
/// - no NaN or infinity anywhere in the report (spinners and `"controls"`);
/// - every control's own rules (`InvariantDeclaring`), and "value within minimum…maximum" for
///   every `NumericScriptSettable` control (`ControlInvariants`);
/// - every spinner's and picker's feel is valid, and the feel lab holds and shows one profile in
///   force: a typed, dragged or set value it refused leaves the old one (`FeelInvariants`);
/// - (`FuzzCase`) the same end state at two frame rates: spinners, and every other reported
///   control's value and state fields.
final class FuzzInvariants {
    private struct Tracked {
        weak var control: Control?
        var token: ControlActionToken
        var openTouches = 0
        var name: String
    }

    private var tracked: [ObjectIdentifier: Tracked] = [:]
    private(set) var violations: [String] = []
    private var delegateCounts: [ObjectIdentifier: Int] = [:]
    /// The finger on each open spinner after the last step (`Spinner.touchingPointerID`), and
    /// what the spinner was then (`SpinnerShape`).
    private var spinnerFingers: [ObjectIdentifier: (finger: Int, shape: SpinnerShape)] = [:]
    private let host: ViewHost
    private let shell: HarnessShell
    private let previousObserver: ((Control, ControlEvents) -> Void)?

    /// Watches every control in the tree now, and through the host's control-event observer
    /// (passing events on to the one already there, the shell's) every control that sends an
    /// event before a step's end has watched it: a swipe view's item loaded by the layout an
    /// event runs is watched from its first event.
    init(host: ViewHost, shell: HarnessShell) {
        self.host = host
        self.shell = shell
        let previous = host.controlEventObserver
        previousObserver = previous
        watchControls()
        host.controlEventObserver = { [weak self] control, event in
            previous?(control, event)
            self?.observe(event, from: control)
        }
    }

    deinit {
        host.controlEventObserver = previousObserver
        for t in tracked.values { t.control?.removeAction(t.token) }
    }

    private func fail(_ message: String) {
        if violations.count < 20 { violations.append(message) }
    }

    /// Starts listening to every control in the tree not yet listened to.
    func watchControls() {
        host.rootView.forEachInTree { view in
            if let control = view as? Control { watch(control, inTouch: control.isTracking) }
        }
    }

    /// Listens to `control` unless already listening; returns whether it was new. A control first
    /// seen in the middle of a touch (a scene built at its first layout, a control added by a tap)
    /// has had its touchDown already: `inTouch` counts it.
    @discardableResult
    private func watch(_ control: Control, inTouch: Bool = false) -> Bool {
        let key = ObjectIdentifier(control)
        if let t = tracked[key], t.control === control { return false }
        let name = control.accessibilityLabel ?? String(describing: type(of: control))
        let token = control.addAction(for: .allEvents) { [weak self] sender, event in
            self?.record(event, from: sender, key: key)
        }
        tracked[key] = Tracked(control: control, token: token, openTouches: inTouch ? 1 : 0, name: name)
        return true
    }

    /// An event the host saw: a control not yet listened to is listened to from now on, and
    /// this event (which its actions sent before the host saw it) is recorded here.
    private func observe(_ event: ControlEvents, from control: Control) {
        if watch(control) { record(event, from: control, key: ObjectIdentifier(control)) }
    }

    private func record(_ event: ControlEvents, from sender: Control, key: ObjectIdentifier) {
        guard var t = tracked[key] else { return }
        let touchEnds: ControlEvents = [.touchUpInside, .touchUpOutside, .touchCancel]
        let touchEvents: ControlEvents = [
            .touchDown, .touchDragInside, .touchDragOutside, .touchDragEnter,
            .touchDragExit, .touchUpInside, .touchUpOutside,
        ]
        if !event.intersection(touchEvents).isEmpty, !sender.isDescendant(of: host.rootView) {
            fail("\(t.name): sent \(event) while not in the window's view tree")
        }
        if event.contains(.touchDown) { t.openTouches += 1 }
        if !event.intersection(touchEnds).isEmpty {
            t.openTouches -= 1
            if t.openTouches < 0 {
                fail("\(t.name): \(event) without a touchDown before it")
                t.openTouches = 0
            }
        }
        tracked[key] = t
    }

    /// The checks that hold after any step; `action` is the step just played (nil: none).
    func checkStep(after action: HarnessScript.Action? = nil) {
        watchControls()
        checkFingers(after: action)
        for recorder in shell.spinnerRecorders {
            guard let s = recorder.spinner else { continue }
            let name = recorder.name
            if !s.values.isEmpty, !s.values.indices.contains(s.selectedIndex) {
                fail("\(name): selectedIndex \(s.selectedIndex) outside 0..<\(s.values.count)")
            }
            if s.isOpen, s.shows == .closed { fail("\(name): isOpen but nothing presented") }
            let calls = recorder.delegateCalls
            let key = ObjectIdentifier(recorder)
            let seen = min(delegateCounts[key] ?? 0, calls.count)
            var last: String?
            for call in calls[..<seen].reversed() where call.hasPrefix("hasOpened") || call.hasPrefix("hasClosed") {
                last = call
                break
            }
            for call in calls[seen...] where call.hasPrefix("hasOpened") || call.hasPrefix("hasClosed") {
                let kind = call.hasPrefix("hasOpened") ? "hasOpened" : "hasClosed"
                if let last, last.hasPrefix(kind) { fail("\(name): \(kind) twice in a row (\(last), then \(call))") }
                last = call
            }
            delegateCounts[key] = calls.count
        }
        checkReportIsFinite()
        for line in ControlInvariants.violations(in: host.rootView) where !violations.contains(line) { fail(line) }
        for line in FeelInvariants.violations(in: host.rootView) where !violations.contains(line) { fail(line) }
    }

    /// The checks that hold once every finger is up and the animations have finished.
    func checkEnd() {
        checkStep()
        for t in tracked.values where t.openTouches != 0 && t.control != nil {
            fail("\(t.name): \(t.openTouches) touchDown without touchUpInside, touchUpOutside or touchCancel")
        }
        var rings = 0, showingRing = 0
        host.rootView.forEachInTree { v in
            if v.accessibilityLabel == "Spinner ring" { rings += 1 }
            if let s = v as? Spinner, s.shows == .spinner { showingRing += 1 }
        }
        for recorder in shell.spinnerRecorders {
            // Where a motion of the wheel lands (a selection made disabled from code stays put).
            guard let s = recorder.spinner, s.host != nil, let rest = s.landingIndex else { continue }
            let enabled = s.values.contains { $0.isEnabled }
            if s.values.indices.contains(rest), !s.values[rest].isEnabled, enabled, !s.feel.mayRestOnDisabledItems {
                fail("\(recorder.name): comes to rest on disabled item \(rest) '\(s.values[rest].title)'")
            }
        }
        if rings != showingRing { fail("\(rings) rings in the tree but \(showingRing) spinners show one") }
    }

    /// The touch contracts: a finger on an open spinner keeps it open through another finger's
    /// down anywhere, and keeps it until it lifts.
    private func checkFingers(after action: HarnessScript.Action?) {
        var downID: Int?
        switch action {
        case .down(_, let id)?, .tap(_, let id)?, .drag(_, _, _, _, let id)?: downID = id
        default: break
        }
        var now: [ObjectIdentifier: (finger: Int, shape: SpinnerShape)] = [:]
        for recorder in shell.spinnerRecorders {
            guard let s = recorder.spinner else { continue }
            let key = ObjectIdentifier(s)
            if let (held, shape) = spinnerFingers[key] {
                // A close the program made by reshaping the spinner (the finger tapped a control
                // whose action set new values, say) is the program's, not the finger's.
                if let other = downID, other != held, !s.isOpen, SpinnerShape(s) == shape {
                    fail("\(recorder.name): finger \(other) going down closed the wheel finger \(held) was on")
                }
                if let finger = s.touchingPointerID, finger != held, host.trackedPointerIDs.contains(held) {
                    fail("\(recorder.name): finger \(finger) took the wheel while finger \(held) was still on it")
                }
            }
            if s.isOpen, let finger = s.touchingPointerID { now[key] = (finger, SpinnerShape(s)) }
        }
        spinnerFingers = now
    }

    /// What closes an open spinner when a program changes it (`Spinner.values`, `spinnerMode`,
    /// `spinnerThreshold`, `isEnabled`).
    struct SpinnerShape: Equatable {
        var titles: [String]
        var mode: SpinnerMode
        var threshold: Int
        var isEnabled: Bool

        init(_ s: Spinner) {
            titles = s.values.map(\.title)
            mode = s.spinnerMode
            threshold = s.spinnerThreshold
            isEnabled = s.isEnabled
        }
    }

    private func checkReportIsFinite() {
        for recorder in shell.controlRecorders
        where recorder.reportList == .spinners || recorder.reportList == .controls {
            let bad = recorder.reportEntry.nonFinitePaths(prefix: recorder.name)
            if !bad.isEmpty { fail("report not finite at \(bad.joined(separator: ", "))") }
        }
    }

    /// What a run ends in, compared between two frame rates.
    func finalState() -> String {
        var parts = ["scene \(shell.entry.name)"]
        for recorder in shell.spinnerRecorders {
            guard let s = recorder.spinner else { continue }
            parts.append("\(recorder.name): index \(s.selectedIndex) open \(s.isOpen) shows \(s.shows.rawValue)")
        }
        // Other controls: everything but their event lists.
        for recorder in shell.controlRecorders where recorder.reportList == .controls {
            guard case .object(let members) = recorder.reportEntry else { continue }
            parts.append(JSONValue.object(members.filter { $0.key != "events" }).text)
        }
        return parts.joined(separator: "; ")
    }
}
