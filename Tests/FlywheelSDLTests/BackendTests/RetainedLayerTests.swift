import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import FlywheelSDL

/// Retained layers (`View.retainsLayer`): a view's content kept as pixels is drawn once while
/// what lies over it moves, is drawn again when it or anything under it changes, and every
/// frame is the one drawing it each time gives.
@Suite(.serialized) struct RetainedLayerTests {
    /// A disc (kept) with a hand over it that turns (`angle`, overlay only); counts its draws.
    final class Dial: View {
        var draws = 0
        var face = Color.gray { didSet { setNeedsDisplay() } }
        var angle = 0.0 { didSet { setNeedsOverlayDisplay() } }
        override init(frame: Rect) {
            super.init(frame: frame)
            retainsLayer = true
        }
        override func draw(_ canvas: Canvas) {
            draws += 1
            canvas.fillCircle(center: bounds.center, radius: bounds.width / 2 - 2, color: face)
        }
        override func drawOverlay(_ canvas: Canvas) {
            let tip = Point(x: bounds.midX + 30 * sin(angle), y: bounds.midY - 30 * cos(angle))
            canvas.drawLine(from: bounds.center, to: tip, color: .black, width: 3)
        }
    }

    /// A scene: a panel under the dial, the dial, a badge over it; with or without layers.
    struct Scene {
        let r: HeadlessRenderer
        let under = View(frame: Rect(x: 10, y: 10, width: 100, height: 100))
        let dial = Dial(frame: Rect(x: 20, y: 20, width: 80, height: 80))
        let over = View(frame: Rect(x: 70, y: 70, width: 20, height: 20))
        init(layers: Bool) throws {
            r = try HeadlessRenderer(size: Size(width: 160, height: 120))
            r.host.usesRetainedLayers = layers
            under.backgroundColor = .yellow
            over.backgroundColor = .blue
            for v in [under, dial, over] { r.host.rootView.addSubview(v) }
            r.renderFrame()
        }
        /// One frame 1/60 s on.
        func frame() {
            r.clock.advance(by: 1.0 / 60)
            r.renderFrame()
        }
    }

    /// Plays `steps` on a scene with layers and one without, frame by frame; returns the first
    /// frame that differs (nil: none) and the scene with layers.
    func compare(_ steps: [(Scene) -> Void]) throws -> (differs: Int?, with: Scene) {
        let with = try Scene(layers: true)
        let without = try Scene(layers: false)
        for (i, step) in steps.enumerated() {
            step(with)
            step(without)
            with.frame()
            without.frame()
            if with.r.pixelDigest() != without.r.pixelDigest() { return (i, with) }
        }
        return (nil, with)
    }

    @Test func contentUnderMovingOverlayIsDrawnOnceAndFramesAreTheSame() throws {
        try withSDL {
            let turn: [(Scene) -> Void] = (0..<30).map { i in { $0.dial.angle = Double(i) * 0.2 } }
            let (differs, with) = try compare(turn)
            #expect(differs == nil)
            // Drawn by the first frame (kept then); every turn after copies it back.
            #expect(with.dial.draws == 1)
            #expect(with.r.canvas.totalStats.layersRestored >= 30)
        }
    }

    @Test func withoutLayersTheViewDrawsEveryFrameItIsDamaged() throws {
        try withSDL {
            let s = try Scene(layers: false)
            for i in 0..<10 {
                s.dial.angle = Double(i)
                s.frame()
            }
            #expect(s.dial.draws == 11)
            #expect(s.r.canvas.totalStats.layersRestored == 0)
        }
    }

    @Test func aChangeOfItsOwnContentRedrawsTheLayer() throws {
        try withSDL {
            var steps: [(Scene) -> Void] = (0..<5).map { i in { $0.dial.angle = Double(i) } }
            steps.append { $0.dial.face = .red }
            steps += (5..<10).map { i in { $0.dial.angle = Double(i) } }
            let (differs, with) = try compare(steps)
            #expect(differs == nil)
            #expect(with.dial.draws == 2)
            let px = with.r.snapshot().pixel(x: 40, y: 60)
            #expect(isColor(px, .red))
        }
    }

    @Test func aChangeUnderTheLayerRedrawsItAndAChangeOverItDoesNot() throws {
        try withSDL {
            var steps: [(Scene) -> Void] = [{ $0.dial.angle = 1 }]
            steps.append { $0.over.backgroundColor = .green }  // over the dial: the layer stays
            steps.append { $0.dial.angle = 2 }
            let (differs, with) = try compare(steps)
            #expect(differs == nil)
            #expect(with.dial.draws == 1)
            // Under the dial: its corners show the panel, so the layer must go.
            let (differs2, with2) = try compare([
                { $0.dial.angle = 1 }, { $0.under.backgroundColor = .cyan }, { $0.dial.angle = 2 },
            ])
            #expect(differs2 == nil)
            #expect(with2.dial.draws == 2)
            #expect(isColor(with2.r.snapshot().pixel(x: 22, y: 22), .cyan))
        }
    }

    @Test func movingTheViewRedrawsTheLayerWhereItGoes() throws {
        try withSDL {
            let (differs, with) = try compare([
                { $0.dial.angle = 1 }, { $0.dial.center = Point(x: 70, y: 65) }, { $0.dial.angle = 2 },
                { $0.dial.angle = 3 },
            ])
            #expect(differs == nil)
            #expect(with.dial.draws == 2)
        }
    }

    @Test func aLayerChangingEveryFrameIsNotKept() throws {
        try withSDL {
            let s = try Scene(layers: true)
            let kept = s.r.canvas.totalStats.layersKept
            for i in 0..<10 {
                s.dial.face = i % 2 == 0 ? .red : .gray
                s.frame()
            }
            #expect(s.dial.draws == 11)
            // Kept by the first frame; changed again in the next: not copied while it keeps changing.
            #expect(s.r.canvas.totalStats.layersKept - kept == 0)
            // Once it stops changing, the next turn of the hand keeps it again.
            s.dial.angle = 1
            s.frame()
            s.dial.angle = 2
            s.frame()
            #expect(s.r.canvas.totalStats.layersKept - kept == 1)
            #expect(s.dial.draws == 12)
        }
    }

    /// The spinner's open ring keeps its disc: while the wheel coasts the disc is copied back
    /// and only the icons are drawn, and every frame is the one drawing the disc gives.
    @Test func theCoastingRingCopiesItsDiscBackAndDrawsTheSameFrames() throws {
        try withSDL {
            func coasting(layers: Bool) throws -> (digests: [Int], restored: Int) {
                let r = try HeadlessRenderer(size: Size(width: 400, height: 400))
                r.host.usesRetainedLayers = layers
                let icon = Image(width: 8, height: 8, rgba: [UInt8](repeating: 255, count: 256), name: "dot")
                let spinner = Spinner(
                    values: (0..<8).map { SpinnerItem(title: "Item \($0)", icon: icon) }, selectedIndex: 0,
                    frame: Rect(x: 176, y: 176, width: 48, height: 48), spinnerMode: .spinnerOnly)
                spinner.openBackgroundColor = .yellow
                r.host.rootView.addSubview(spinner)
                spinner.isOpen = true
                r.run(frames: 30, fps: 60)
                r.drag(from: Point(x: 100, y: 60), to: Point(x: 300, y: 60), duration: 0.05, fps: 60)
                var digests: [Int] = []
                for _ in 0..<30 {
                    r.clock.advance(by: 1.0 / 60)
                    r.renderFrame()
                    digests.append(r.pixelDigest())
                }
                return (digests, r.canvas.totalStats.layersRestored)
            }
            let with = try coasting(layers: true)
            let without = try coasting(layers: false)
            #expect(with.digests == without.digests)
            #expect(Set(with.digests).count > 10, "the wheel turns")
            #expect(with.restored >= 25)
            #expect(without.restored == 0)
        }
    }
}
