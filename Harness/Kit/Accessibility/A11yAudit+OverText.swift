import FlywheelCore
import FlywheelUI

/// `overText`: a view drawn over a line of text, measured by what it drew, not by its box — a
/// round button whose corner square meets a label but whose disc misses the glyphs is not one;
/// the disc over the glyphs is.
///
/// For each line the frame drew (its box cut to its clipping ancestors and the window), every
/// view drawn after it — and every enabled control drawn before it, which the text is drawn
/// over (the Basic scene's spinner under "Disabled:" at 320×240) — that is not its own view, an
/// ancestor or a descendant of it, nor a modal layer as large as the window (the F1 help), and
/// whose own paint (`TextCheck.paintedBox`) meets the line by 2×2 pt, is a suspect. Each suspect
/// is hidden (alpha 0) and the frame drawn again, whole, at the same time: the line's **glyphs**
/// are the pixels of its box that stand out (1.5:1) from its commonest colour in that frame,
/// grown by a pixel (a glyph's edge is what makes it stand out), and the suspect **changes** one
/// of those pixels when its colour there differs by 1.5:1 between the two frames. Changing at
/// least `overTextPixels` square points of them is a problem, reported on the line's path with
/// the suspect's ("under …" or "drawn over …"). The frames drawn for this are not the picture;
/// the suspect is shown again.
extension A11yAudit {
    /// Square points of glyphs a view must cover: a stray antialiased pixel of a disc's edge
    /// touching a stroke is not text under a view.
    static let overTextPixels = 4.0
    /// Contrast at which a pixel counts as ink against its line's background, and as changed
    /// between the frame with the suspect and the frame without it.
    static let overTextContrast = 1.5

    func overTextProblems() -> [A11yProblem] {
        let window = Rect(origin: .zero, size: render.size)
        let check = render.textCheck
        let order = Self.paintOrder(render.renderer.host.rootView)
        let drawn = order.values.sorted { $0.index < $1.index }
        // Suspects: (view over, the line, where they meet), grouped by the view over.
        var suspects: [(over: View, lines: [(line: DrawnTextLine, meet: Rect)])] = []
        for line in check.lines where line.opacity > 0.05 && !line.text.allSatisfy(\.isWhitespace) {
            guard let view = line.view, let place = order[ObjectIdentifier(view)],
                let shown = Self.shownBox(line)?.intersection(window)
            else { continue }
            // Views drawn after the line, and controls drawn before it that it is drawn over.
            for (over, overPlace) in drawn.map({ ($0.view, $0) })
            where overPlace.index != place.index && !ViewVisibility.belong(view, over)
                && !Self.isWindowSized(over, in: window)
            {
                if overPlace.index < place.index {
                    guard let control = over as? Control, control.isEnabled, control.isUserInteractionEnabled else {
                        continue
                    }
                }
                guard let paint = check.paintedBox(of: over),
                    let meet = ViewVisibility.room(of: over, in: window).flatMap(paint.intersection)
                        .flatMap(shown.intersection), meet.width >= 2, meet.height >= 2
                else { continue }
                if let i = suspects.firstIndex(where: { $0.over === over }) {
                    suspects[i].lines.append((line, meet))
                } else {
                    suspects.append((over, [(line, meet)]))
                }
            }
        }
        guard !suspects.isEmpty else { return [] }
        var problems: [A11yProblem] = []
        for suspect in suspects {
            let without = frame(without: suspect.over)
            for (line, meet) in suspect.lines {
                let covered = coveredGlyphs(of: line, in: meet, without: without)
                guard covered.points >= Self.overTextPixels else { continue }
                problems.append(
                    A11yProblem(
                        kind: .overText, path: line.viewPath, role: "text", box: meet, text: line.text,
                        detail:
                            "\(isOver(suspect.over, line) ? "under" : "drawn over") \(TextCheck.path(of: suspect.over, at: nil)): \(NumberText.rounded(100 * covered.share, decimals: 0)) % of its glyphs and their edges changed by it"
                    ))
            }
        }
        // The scene as it was, for the rules after this one.
        drawWhole()
        return problems
    }

    /// The frame drawn again, whole, with `view` not drawn; the clock does not move.
    private func frame(without view: View) -> FramePixels {
        let alpha = view.alpha
        view.alpha = 0
        drawWhole()
        view.alpha = alpha
        return FramePixels(image: render.renderer.snapshot(), pixelScale: render.renderer.pixelScale)
    }

    /// Draws the frame whole (no damage tracking), at the same time.
    private func drawWhole() {
        let renderer = render.renderer
        let tracked = renderer.rendererHost.tracksDamage
        renderer.rendererHost.tracksDamage = false
        renderer.host.setNeedsFrame()
        renderer.renderFrame()
        renderer.rendererHost.tracksDamage = tracked
    }

    /// Whether `view` is drawn after the line (over it) rather than before it (under it).
    private func isOver(_ view: View, _ line: DrawnTextLine) -> Bool {
        let order = Self.paintOrder(render.renderer.host.rootView)
        guard let v = order[ObjectIdentifier(view)], let l = line.view.flatMap({ order[ObjectIdentifier($0)] }) else {
            return true
        }
        return v.index > l.index
    }

    /// The pixels of the line's glyphs and of their edges (a pixel around each: what a glyph
    /// needs to stand out) that the view changes inside `meet`, found in the frame `without` it:
    /// in square points, and as a share of those pixels. A view over the text hides the glyphs;
    /// a control under it changes what is around them (white text over a white disc).
    private func coveredGlyphs(of line: DrawnTextLine, in meet: Rect, without: FramePixels) -> (
        points: Double, share: Double
    ) {
        let box = without.pixelBox(line.windowBox)
        guard let background = without.commonestColor(in: [box])?.color else { return (0, 0) }
        let inMeet = without.pixelBox(meet)
        guard !box.isEmpty else { return (0, 0) }
        // The glyph pixels, then the mask grown by a pixel.
        let w = box.x1 - box.x0, h = box.y1 - box.y0
        var ink = [Bool](repeating: false, count: w * h)
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 {
                let c = FramePixels.color(without.packed(x, y))
                ink[(y - box.y0) * w + (x - box.x0)] = c.contrastRatio(with: background) >= Self.overTextContrast
            }
        }
        var glyphs = 0, covered = 0
        for j in 0..<h {
            for i in 0..<w {
                var near = false
                for dj in -1...1 where !near {
                    for di in -1...1 where !near {
                        let a = i + di, b = j + dj
                        if a >= 0, a < w, b >= 0, b < h, ink[b * w + a] { near = true }
                    }
                }
                guard near else { continue }
                glyphs += 1
                let x = box.x0 + i, y = box.y0 + j
                guard inMeet.contains(x, y) else { continue }
                let under = FramePixels.color(without.packed(x, y)), over = FramePixels.color(pixels.packed(x, y))
                if over.contrastRatio(with: under) >= Self.overTextContrast { covered += 1 }
            }
        }
        let scale = pixels.pixelScale * pixels.pixelScale
        return (Double(covered) / scale, glyphs > 0 ? Double(covered) / Double(glyphs) : 0)
    }

    /// Each shown view's place in the order views are drawn (a view's own content before its
    /// subviews; a view after another that is not its ancestor is drawn after all of it).
    static func paintOrder(_ root: View) -> [ObjectIdentifier: (view: View, index: Int)] {
        var out: [ObjectIdentifier: (view: View, index: Int)] = [:]
        var n = 0
        func visit(_ v: View) {
            guard !v.isHidden, v.alpha > 0.001 else { return }
            out[ObjectIdentifier(v)] = (v, n)
            n += 1
            for s in v.subviews { visit(s) }
        }
        visit(root)
        return out
    }

    /// Whether `view` covers the whole window (a modal layer, the F1 help): what it covers is
    /// covered on purpose.
    static func isWindowSized(_ view: View, in window: Rect) -> Bool {
        let box = view.transformToWindow.apply(view.bounds)
        return box.minX <= window.minX + 0.5 && box.minY <= window.minY + 0.5 && box.maxX >= window.maxX - 0.5
            && box.maxY >= window.maxY - 0.5
    }
}
