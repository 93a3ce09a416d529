import FlywheelCore
import FlywheelUITestSupport
import Testing

@testable import FlywheelUI

/// Every focus stop shows a ring of two 2-pt bands — one of them at least 3:1 against any
/// colour around it —, drawn by the view layer for any focusable view, inside the window's edge;
/// Tab scrolls a focus stop into its scroll container's viewport.
struct FocusRingVisibilityTests {
    final class Box: View {
        override var canBecomeFocused: Bool { true }
    }

    @Test func oneBandContrastsThreeToOneWithAnySurroundings() {
        let tints: [Color] = [
            .white, .black, Color(red: 0, green: 0.48, blue: 1), Color(red: 1, green: 0.85, blue: 0.2),
            Color(red: 0.1, green: 0.8, blue: 0.3), Color(white: 0.5),
        ]
        for tint in tints {
            let (dark, light) = FocusRing.bands(for: tint)
            #expect(dark.relativeLuminance <= FocusRing.darkLuminance)
            #expect(light == .white)
            for r in stride(from: 0.0, through: 1.0, by: 0.125) {
                for g in stride(from: 0.0, through: 1.0, by: 0.125) {
                    for b in stride(from: 0.0, through: 1.0, by: 0.125) {
                        let around = Color(red: r, green: g, blue: b)
                        let best = max(dark.contrastRatio(with: around), light.contrastRatio(with: around))
                        #expect(best >= 3, "tint \(tint) around \(around): \(best)")
                    }
                }
            }
        }
        #expect(FocusRing.bandWidth >= 2)
    }

    /// A scroll container (no ring of its own before) and a plain focusable view get the ring;
    /// one that fills the window has it drawn inside the window's edge.
    @Test func everyFocusStopDrawsTheRingInsideTheWindow() {
        let t = TestHost(size: Size(width: 300, height: 200))
        let host = t.host
        let scroller = t.addPage(contentHeight: 600)
        let box = t.add(Box(frame: Rect(x: 40, y: 40, width: 60, height: 30)), to: scroller)
        for (view, expected) in [
            (scroller as View, Rect(x: 0, y: 0, width: 300, height: 200)),
            (box, Rect(x: 35, y: 35, width: 70, height: 40)),
        ] {
            host.setFocus(view)
            host.showsFocusRing = true
            let canvas = RecordingCanvas()
            host.render(in: canvas)
            let rings = canvas.commands.filter {
                $0.kind == .strokeRoundedRect
                    && ($0.color == .white || ($0.color?.relativeLuminance ?? 1) <= FocusRing.darkLuminance)
            }
            #expect(rings.count == 2, "\(view)")
            let outer = rings.map(\.bounds).reduce(rings[0].bounds) { $0.union($1) }
            // The stroke's box is half a band outside its path: the ring's outer box.
            #expect(abs(outer.minX - expected.minX) <= 1.01 && abs(outer.maxX - expected.maxX) <= 1.01, "\(outer)")
            #expect(outer.minX >= -1.01 && outer.maxY <= 201.01)
        }
    }

    @Test func tabScrollsTheNextStopIntoTheViewport() {
        let t = TestHost(size: Size(width: 300, height: 200))
        let (clock, host) = (t.clock, t.host)
        let scroller = t.addPage(contentHeight: 1000)
        let top = t.add(Box(frame: Rect(x: 20, y: 20, width: 100, height: 30)), to: scroller)
        let far = t.add(Box(frame: Rect(x: 20, y: 700, width: 100, height: 30)), to: scroller)
        host.setFocus(top)
        host.handle(.key(KeyEvent(key: .tab, isDown: true, timestamp: 0)))
        #expect(host.focusedView === far)
        clock.advance(by: 1)
        host.advance(to: clock.now)
        // The least scroll: the ring's bottom edge at the viewport's bottom.
        #expect(abs(scroller.axisOffset - (730 + FocusRing.extent - 200)) < 1e-6)
        let shown = far.transformToWindow.apply(far.bounds)
        #expect(shown.minY >= 0 && shown.maxY <= 200)
    }
}
