import FlywheelCore
import FlywheelUI

/// Tabbed harness, tab 4 "Quadrants": a centred square working area
/// (the scene's shorter side; full width on the original's phone) split into four clipping
/// quadrants. Each quadrant holds an inner view as big as the whole square, placed so that its
/// centre is the quadrant's corner at the middle of the square, and rotated to point into its
/// quadrant; a 48×48 spinner in the Simple Center look sits at each inner view's centre. So the
/// four spinners are concentric, and each shows a quarter of its centre and a quarter-disc of its
/// ring (radius = half the square) in its own quadrant. No bottom controls.
///
/// | quadrant | dataset  | inner rotation |
/// |----------|----------|----------------|
/// | NW       | Birds    | −π/4           |
/// | NE       | Moons    | +π/4           |
/// | SW       | Shapes   | −3π/4          |
/// | SE       | Critters | +3π/4          |
final class QuadrantsScene: SceneView {
    /// One quadrant: the clipping view, its rotated inner view and its spinner.
    struct Quadrant {
        let name: String
        let dataset: String
        let rotation: Double
        let clip = View().mirroringRightToLeft()
        let inner = View().mirroringRightToLeft()
        let spinner = QuadrantSpinner(frame: Rect(x: 0, y: 0, width: 48, height: 48))
    }

    /// A quadrant's spinner. The four are concentric, so the D-pad's search for the nearest
    /// control that way cannot tell them apart (their centres are one point: none lies ahead of
    /// another, and from outside the first always wins): each names its compass neighbours, as
    /// a pad player expects — right from NW is NE, down from NE is SE. Past the square's edge
    /// the search runs.
    final class QuadrantSpinner: Spinner {
        /// 0 NW, 1 NE, 2 SW, 3 SE: column `place % 2`, row `place / 2`.
        var place = 0
        weak var scene: QuadrantsScene?

        override func focusNeighbor(for direction: FocusDirection) -> View? {
            var column = place % 2, row = place / 2
            switch direction {
            case .left: column -= 1
            case .right: column += 1
            case .up: row -= 1
            case .down: row += 1
            }
            guard (0...1).contains(column), (0...1).contains(row), let scene else { return nil }
            return scene.quadrants[row * 2 + column].spinner
        }
    }

    let workingArea = View().mirroringRightToLeft().labelled("Working Area")
    let quadrants: [Quadrant] = [
        Quadrant(name: "NW", dataset: "Birds", rotation: -Double.pi / 4),
        Quadrant(name: "NE", dataset: "Moons", rotation: Double.pi / 4),
        Quadrant(name: "SW", dataset: "Shapes", rotation: -3 * Double.pi / 4),
        Quadrant(name: "SE", dataset: "Critters", rotation: 3 * Double.pi / 4),
    ]

    override init(context: SceneContext) {
        super.init(context: context)
        addGradientBackdrop()
        // NW, NE, SW, SE are compass places, not a reading order: they stay put right to left.
        workingArea.layoutDirection = .forceLeftToRight
        addSubview(workingArea)
        for (place, q) in quadrants.enumerated() {
            q.spinner.place = place
            q.spinner.scene = self
            q.clip.clipsToBounds = true
            q.clip.accessibilityLabel = "\(q.name) Quadrant"
            q.inner.rotation = q.rotation
            q.spinner.accessibilityLabel = q.name
            TabbedDatasets.styleLikeSimpleCenter(q.spinner)
            try? q.spinner.setFeel(context.feel)
            q.spinner.values = TabbedDatasets.items(context.assets, named: q.dataset)
            workingArea.addSubview(q.clip)
            q.clip.addSubview(q.inner)
            q.inner.addSubview(q.spinner)
            spinnerRecorders.append(statusLineRecorder(for: q.spinner, name: q.name.lowercased(), title: q.name))
        }
        // The original's bug, kept on purpose (this scene reproduces its harness): every spinner
        // gets NW's `count/2` (Birds: 15/2 = 7), not its own — Moons shows its 8th item (Crescent),
        // Shapes its 8th (Egg), Critters its 8th (Dog), instead of their middle ones.
        let middle = quadrants[0].spinner.count / 2
        for q in quadrants { q.spinner.selectedIndex = middle }
    }

    override var helpLines: [String] {
        [
            "Quadrants: four concentric spinners, each clipped to its quarter and turned to point into it",
            "(NW Birds −45°, NE Moons +45°, SW Shapes −135°, SE Critters +135°). Tap a quarter of the centre to open",
            "that quadrant's spinner. As in the original, all four start at NW's count/2 = 7 (a harness bug, kept).",
        ]
    }

    /// The quadrant named "NW", "NE", "SW" or "SE".
    func quadrant(_ name: String) -> Quadrant? { quadrants.first { $0.name == name } }

    override func layoutSubviews() {
        let side = min(bounds.width, bounds.height)
        workingArea.frame = Rect(center: bounds.center, size: Size(width: side, height: side))
        let half = side / 2
        for (i, q) in quadrants.enumerated() {
            let column = Double(i % 2), row = Double(i / 2)
            q.clip.frame = Rect(x: column * half, y: row * half, width: half, height: half)
            // The inner view's centre is the quadrant's corner at the square's centre.
            q.inner.frame = Rect(
                center: Point(x: (1 - column) * half, y: (1 - row) * half), size: Size(width: side, height: side))
            q.spinner.center = q.inner.bounds.center
        }
    }
}
