import FlywheelCore
import FlywheelUI

/// `lowContrast`: every line of text the last frame drew, measured in the frame's pixels.
///
/// For each line the canvas drew (`TextCheck.lines`, its box in window points), the colour
/// behind the text is the commonest colour of the box's pixels (between and around the glyphs),
/// and the text's colour is the colour standing out most from it that at least two pixels have
/// (the cores of the strokes, not their antialiased edges, nor a stray pixel:
/// `FramePixels.standoutColor`). Small text whose strokes never cover a whole pixel measures
/// lighter than its declared colour: as it shows. Their WCAG contrast ratio must be at least 4.5:1, or 3:1 for
/// large text (18 pt, or 14 pt bold). What a player actually sees is measured — the canvas's
/// opacity, what overlaps, a colour-vision filter — not the colours the code asked for.
///
/// Not measured: text of a disabled control (WCAG exempts inactive components), a line less
/// than half shown (inside the window and its clipping ancestors: a row scrolled away), a line
/// whose box holds a single colour (nothing drawn: spaces), and a line drawn fully transparent.
extension A11yAudit {
    /// The least contrast for a line in `font`.
    static func requiredTextRatio(_ font: Font) -> Double {
        font.size >= 18 || (font.weight == .bold && font.size >= 14) ? 3 : 4.5
    }

    /// One `lowContrast` problem per path (the lowest ratio seen there).
    func textContrastProblems() -> [A11yProblem] {
        var worst: [String: A11yProblem] = [:]
        var order: [String] = []
        for line in render.textCheck.lines {
            guard let measured = measureText(line) else { continue }
            let required = Self.requiredTextRatio(line.font)
            guard measured.ratio < required - 0.005 else { continue }
            let problem = A11yProblem(
                kind: .lowContrast, path: line.viewPath, role: "text", box: line.windowBox, text: line.text,
                ratio: measured.ratio, requiredRatio: required, foreground: measured.foreground,
                background: measured.background,
                detail: "\(line.font)")
            if let seen = worst[line.viewPath] {
                if let r = seen.ratio, r <= measured.ratio { continue }
            } else {
                order.append(line.viewPath)
            }
            worst[line.viewPath] = problem
        }
        return order.compactMap { worst[$0] }
    }

    /// The colours of `line` as drawn and their contrast; nil when it is not measured.
    func measureText(_ line: DrawnTextLine) -> (foreground: Color, background: Color, ratio: Double)? {
        guard line.opacity > 0.01, !line.text.allSatisfy(\.isWhitespace) else { return nil }
        if let view = line.view, Self.isInDisabledControl(view) { return nil }
        guard let shown = Self.shownBox(line) else { return nil }
        let box = pixels.pixelBox(shown)
        let whole = line.windowBox.width * line.windowBox.height * pixels.pixelScale * pixels.pixelScale
        guard whole > 0, Double(box.count) >= 0.5 * whole else { return nil }
        guard let behind = pixels.commonestColor(in: [box]),
            let ink = pixels.standoutColor(in: box, against: behind.color, present: 2)
        else { return nil }
        return (ink.color, behind.color, ink.color.contrastRatio(with: behind.color))
    }

    /// The part of `line` its clipping ancestors (a scroll view, a clipped panel) let show, in
    /// window points; nil when none does. What lies outside them is another view's pixels.
    static func shownBox(_ line: DrawnTextLine) -> Rect? {
        var box: Rect? = line.windowBox
        var v = line.view?.superview
        while let current = v, let b = box {
            if current.clipsToBounds, current.transformToWindow.isAxisAligned {
                box = b.intersection(current.transformToWindow.apply(current.bounds))
            }
            v = current.superview
        }
        return box.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
    }

    /// Whether `view` is, or is inside, a control that is not enabled.
    static func isInDisabledControl(_ view: View) -> Bool {
        var v: View? = view
        while let current = v {
            if let control = current as? Control, !control.isEnabled { return true }
            v = current.superview
        }
        return false
    }
}
