import FlywheelCore
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The rule `set` uses to find a control by the text a user sees.
@Suite struct ControlFinderTests {
    /// A panel of rows: "Mode:" with a segmented control to its right, "Threshold" above a
    /// slider, an unlabelled switch with an accessibility label, and a hidden row.
    final class Panel {
        let host = ViewHost(size: Size(width: 600, height: 400), clock: VirtualClock())
        let mode = SegmentedControl(titles: ["Spinner", "Both", "Picker"], selectedIndex: 1)
        let modeLabel = Label(text: "Mode:")
        let otherRowSwitch = Switch(isOn: false)
        let otherRowLabel = Label(text: "Sounds:")
        let threshold = Slider(minimum: 0, maximum: 20, value: 15)
        let thresholdLabel = Label(text: "Threshold")
        let haptics = Switch(isOn: false)
        let hiddenLabel = Label(text: "Secret:")
        let hiddenSwitch = Switch(isOn: false)
        var events: [String] = []

        init() {
            let root = host.rootView
            modeLabel.frame = Rect(x: 20, y: 20, width: 120, height: 30)
            mode.frame = Rect(x: 150, y: 20, width: 240, height: 30)
            otherRowLabel.frame = Rect(x: 20, y: 60, width: 120, height: 31)
            otherRowSwitch.frame = Rect(origin: Point(x: 150, y: 60), size: Switch.size)
            thresholdLabel.frame = Rect(x: 20, y: 110, width: 200, height: 20)
            threshold.frame = Rect(x: 20, y: 134, width: 300, height: 32)
            haptics.frame = Rect(origin: Point(x: 20, y: 200), size: Switch.size)
            haptics.accessibilityLabel = "Haptics"
            hiddenLabel.frame = Rect(x: 20, y: 260, width: 120, height: 31)
            hiddenSwitch.frame = Rect(origin: Point(x: 150, y: 260), size: Switch.size)
            hiddenLabel.isHidden = true
            hiddenSwitch.isHidden = true
            for v in [
                modeLabel, mode, otherRowLabel, otherRowSwitch, thresholdLabel, threshold, haptics, hiddenLabel,
                hiddenSwitch,
            ] as [View] {
                root.addSubview(v)
            }
            for (name, c) in [("mode", mode), ("threshold", threshold), ("haptics", haptics)] as [(String, Control)] {
                c.addAction(for: .valueChanged) { [unowned self] _, _ in events.append(name) }
            }
            host.advance(to: 0)
        }
    }

    @Test func aLabelNamesTheControlToItsRight() {
        let p = Panel()
        #expect(ControlFinder.find("Mode", in: p.host.rootView) === p.mode)
        #expect(ControlFinder.find("mode:", in: p.host.rootView) === p.mode)
        #expect(ControlFinder.find("  Sounds  ", in: p.host.rootView) === p.otherRowSwitch)
        #expect(ControlFinder.set("Mode", to: "picker", in: p.host.rootView) == nil)
        #expect(p.mode.selectedIndex == 2)
        #expect(p.events == ["mode"])
        // Setting the value it already has sends nothing.
        #expect(ControlFinder.set("Mode", to: "Picker", in: p.host.rootView) == nil)
        #expect(p.events == ["mode"])
    }

    @Test func aLabelWithNothingToItsRightNamesTheControlBelow() {
        let p = Panel()
        #expect(ControlFinder.find("Threshold", in: p.host.rootView) === p.threshold)
        #expect(ControlFinder.set("Threshold", to: "7", in: p.host.rootView) == nil)
        #expect(p.threshold.value == 7)
        #expect(
            ControlFinder.set("Threshold", to: "21", in: p.host.rootView)
                == "'Threshold': '21' is not a number in 0...20")
        #expect(
            ControlFinder.set("Threshold", to: "x", in: p.host.rootView) == "'Threshold': 'x' is not a number in 0...20"
        )
        #expect(p.events == ["threshold"])
    }

    @Test func accessibilityLabelsNameUnlabelledControls() {
        let p = Panel()
        #expect(ControlFinder.find("haptics", in: p.host.rootView) === p.haptics)
        #expect(ControlFinder.set("Haptics", to: "on", in: p.host.rootView) == nil)
        #expect(p.haptics.isOn)
        #expect(p.events == ["haptics"])
    }

    @Test func hiddenAndDisabledControlsAreNotSet() {
        let p = Panel()
        #expect(ControlFinder.find("Secret", in: p.host.rootView) == nil)
        #expect(
            ControlFinder.set("Secret", to: "on", in: p.host.rootView)
                == "no control labelled 'Secret'; labelled controls: Mode, Sounds, Threshold, Haptics")
        p.mode.isEnabled = false
        #expect(ControlFinder.set("Mode", to: "Spinner", in: p.host.rootView) == "'Mode' is disabled")
        p.mode.isEnabled = true
        p.mode.setEnabled(false, forSegment: 0)
        #expect(
            ControlFinder.set("Mode", to: "Spinner", in: p.host.rootView) == "'Mode': segment 'Spinner' is disabled")
        #expect(p.mode.scriptAcceptedValues == "Both or Picker")
    }

    @Test func aCaptionAboveARowDoesNotTakeTheRowsControl() {
        let host = ViewHost(size: Size(width: 600, height: 300), clock: VirtualClock())
        let caption = Label(text: "Associated Text #11 (Oblong)", frame: Rect(x: 300, y: 0, width: 300, height: 24))
        caption.alignment = .center
        let hudLabel = Label(text: "HUD Mode:", frame: Rect(x: 300, y: 30, width: 120, height: 31))
        let hud = Switch(isOn: false)
        hud.frame = Rect(origin: Point(x: 430, y: 30), size: Switch.size)
        // "Rows: Mode: [control]": the control is Mode's, not Rows'.
        let rows = Label(text: "Rows:", frame: Rect(x: 0, y: 100, width: 60, height: 30))
        let modeLabel = Label(text: "Mode:", frame: Rect(x: 70, y: 100, width: 60, height: 30))
        let mode = SegmentedControl(titles: ["A", "B"])
        mode.frame = Rect(x: 140, y: 100, width: 100, height: 30)
        for v in [caption, hudLabel, hud, rows, modeLabel, mode] as [View] { host.rootView.addSubview(v) }
        host.advance(to: 0)
        #expect(ControlFinder.find("HUD Mode", in: host.rootView) === hud)
        #expect(ControlFinder.find("Associated Text #11 (Oblong)", in: host.rootView) == nil)
        #expect(ControlFinder.find("Mode", in: host.rootView) === mode)
        #expect(ControlFinder.find("Rows", in: host.rootView) == nil)
        #expect(ControlFinder.namedControls(in: host.rootView).map(\.name) == ["HUD Mode", "Mode"])
    }

    @Test func rotatedContainersAreMeasuredInWindowPoints() {
        let host = ViewHost(size: Size(width: 400, height: 400), clock: VirtualClock())
        let container = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        let label = Label(text: "Flip:", frame: Rect(x: 110, y: 20, width: 60, height: 30))
        let sw = Switch(isOn: false)
        sw.frame = Rect(origin: Point(x: 40, y: 20), size: Switch.size)
        container.addSubview(label)
        container.addSubview(sw)
        host.rootView.addSubview(container)
        host.advance(to: 0)
        // Upright, the switch is left of the text: not the label's control.
        #expect(ControlFinder.find("Flip", in: host.rootView) == nil)
        // Turned upside down, the switch shows to the right of the text on the same row.
        container.rotation = .pi
        #expect(ControlFinder.find("Flip", in: host.rootView) === sw)
    }
}
