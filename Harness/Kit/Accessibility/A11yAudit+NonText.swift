import FlywheelCore
import FlywheelUI

/// `nonTextContrast` (WCAG 2.2, 1.4.11): what identifies a control, and which of its parts is
/// selected, must stand 3:1 from what is next to it. Measured in the frame's pixels:
///
/// - **Boundary.** For an enabled interactive view, the colour around it is the commonest colour
///   of a band 3 points wide just outside its frame; its indicator is the colour inside its frame
///   that stands out most from that: the colour at which its most contrasting pixels (its text
///   lines left out) would draw a quarter of the frame's perimeter, or an eighth of the
///   square on its short side — an outline or a slider's thumb is enough. Under 3:1, the control does not show where it is — unless it is
///   identified by its text: a line it draws that meets its own text contrast is enough (WCAG
///   asks no boundary of a text button).
/// - **State.** For an element with selectable parts (tabs, segments), the selected part and the
///   part next to it that is not selected are compared: their commonest colours and their
///   standout colours. The larger of the two contrasts must be 3:1: the selection must show by
///   more than a faint tint.
extension A11yAudit {
    /// WCAG 1.4.11's least contrast.
    static let nonTextRatio = 3.0
    /// The band around a control read as its surroundings, in points.
    static let surroundWidth = 3.0

    func nonTextProblems(_ elements: [Element]) -> [A11yProblem] {
        var problems: [A11yProblem] = []
        for e in elements where e.isInteractive && e.isEnabled && !e.isPartOfAdjustable {
            guard let view = e.node as? View else { continue }
            if let p = boundaryProblem(e, view) { problems.append(p) }
        }
        for e in elements {
            if let p = stateProblem(e) { problems.append(p) }
        }
        return problems
    }

    /// The lines `view` and its subviews drew, and whether one of them meets its contrast.
    private func lines(of view: View) -> (boxes: [FramePixels.PixelBox], identified: Bool) {
        var boxes: [FramePixels.PixelBox] = []
        var identified = false
        for line in render.textCheck.lines {
            guard let v = line.view, v === view || v.isDescendant(of: view) else { continue }
            boxes.append(pixels.pixelBox(line.windowBox))
            if !identified, let m = measureText(line), m.ratio >= Self.requiredTextRatio(line.font) - 0.005 {
                identified = true
            }
        }
        return (boxes, identified)
    }

    private func boundaryProblem(_ e: Element, _ view: View) -> A11yProblem? {
        let text = lines(of: view)
        guard !text.identified else { return nil }
        let ring = pixels.ring(around: e.frame, width: Int((Self.surroundWidth * pixels.pixelScale).rounded()))
        guard let around = pixels.commonestColor(in: ring) else { return nil }
        let inside = pixels.pixelBox(e.frame)
        // An outline or a thumb-sized mark is enough: the most contrasting pixels that would
        // draw a quarter of the frame's perimeter, or an eighth of a square on its short side.
        let w = inside.x1 - inside.x0, h = inside.y1 - inside.y0
        let enough = max(2, min(2 * (w + h) / 4, min(w, h) * min(w, h) / 8))
        let standout = pixels.standoutColor(
            in: inside, excluding: text.boxes, against: around.color, present: Int.max, cumulative: enough)
        let ratio = standout.map { $0.color.contrastRatio(with: around.color) } ?? 1
        guard ratio < Self.nonTextRatio - 0.005 else { return nil }
        return A11yProblem(
            kind: .nonTextContrast, path: e.path, role: e.role.rawValue, box: e.frame,
            text: e.node.accessibilityLabel, ratio: ratio, requiredRatio: Self.nonTextRatio,
            foreground: standout?.color ?? around.color, background: around.color,
            detail: "boundary against its surroundings")
    }

    /// Roles of parts whose selection is drawn (a tab, a segment); a page, a ring item or a
    /// picker row is selected by where it stands, not by how it looks.
    static let drawnSelectionRoles: Set<AccessibilityRole> = [.tab, .button]

    /// The selected part against the unselected one beside it.
    private func stateProblem(_ e: Element) -> A11yProblem? {
        let parts = e.node.accessibilityNodeChildren.filter { Self.drawnSelectionRoles.contains($0.accessibilityRole) }
        guard parts.count >= 2, let selected = parts.firstIndex(where: { $0.accessibilityStates.contains(.selected) })
        else { return nil }
        let neighbours = [selected + 1, selected - 1].filter { parts.indices.contains($0) }
        guard let other = neighbours.first(where: { !parts[$0].accessibilityStates.contains(.selected) }) else {
            return nil
        }
        let s = parts[selected], u = parts[other]
        guard let a = appearance(s.accessibilityFrameInWindow), let b = appearance(u.accessibilityFrameInWindow)
        else { return nil }
        let ratio = max(a.fill.contrastRatio(with: b.fill), a.ink.contrastRatio(with: b.ink))
        guard ratio < Self.nonTextRatio - 0.005 else { return nil }
        return A11yProblem(
            kind: .nonTextContrast, path: Self.path(of: s), role: s.accessibilityRole.rawValue,
            box: s.accessibilityFrameInWindow, text: s.accessibilityLabel, ratio: ratio,
            requiredRatio: Self.nonTextRatio, foreground: a.fill, background: b.fill,
            detail: "selected state against \(Self.path(of: u))")
    }

    /// A part's commonest colour and the colour standing out from it.
    private func appearance(_ frame: Rect) -> (fill: Color, ink: Color)? {
        let box = pixels.pixelBox(frame)
        guard let fill = pixels.commonestColor(in: [box]) else { return nil }
        let ink = pixels.standoutColor(in: box, against: fill.color)?.color ?? fill.color
        return (fill.color, ink)
    }
}
