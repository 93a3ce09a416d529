import FlywheelCore
import FlywheelUI

/// `helpCut`: the F1 help must fit or scroll at every window size. The audit opens it over the
/// scene (as F1 does), draws it whole recording its lines, and pages through it with PageDown
/// (as a player scrolls it) until it scrolls no further. Every row it has to show — its title,
/// then each wrapped line of its columns, numbered from 1 in reading order — must be drawn
/// whole at least once: inside the window, its panel and its column (or the title's row). A
/// row never drawn whole is a problem: path `Help › title` or `Help › line 12`, its text, and
/// why ("cut: 180 of 260 pt shows", "never drawn: no scroll brings it into view"). A help whose
/// panel is too small to draw anything is one problem, `Help`.
///
/// It runs last: it takes the focus while it shows, and gives it back when it closes.
extension A11yAudit {
    /// Pages the walk turns at most (a help of 500 rows at 17 pt in a 100-pt panel is 85).
    static let helpMaximumPages = 200

    func helpProblems() -> [A11yProblem] {
        guard let help = render.shell.helpOverlay else { return [] }
        let renderer = render.renderer, check = render.textCheck
        let window = Rect(origin: .zero, size: render.size)
        if help.isHidden { render.shell.toggleHelp() }
        defer {
            if !help.isHidden { render.shell.toggleHelp() }
            drawHelpFrame(recording: false)
        }
        drawHelpFrame(recording: true)
        let rows = [help.shownTitle] + (help.keyRows + help.sceneRows).map(Self.text)
        var whole = Set<Int>()
        var cut: [Int: (box: Rect, shown: Double, width: Double)] = [:]
        for _ in 0..<Self.helpMaximumPages {
            let rooms = Self.helpRooms(help).compactMap { $0.intersection(window) }
            // The rows drawn this page, matched by text in reading order from the first unmatched.
            for line in check.lines where line.view === help {
                guard let row = Self.row(of: line.text, in: rows, preferring: whole) else { continue }
                let box = line.windowBox
                let inside = rooms.compactMap { $0.intersection(box) }.max {
                    $0.width * $0.height < $1.width * $1.height
                }
                if let inside, inside.width >= box.width - 1, inside.height >= box.height - 1 {
                    whole.insert(row)
                    cut[row] = nil
                } else if !whole.contains(row) {
                    cut[row] = (box, inside?.width ?? 0, box.width)
                }
            }
            let offset = help.scrollOffset
            guard offset < help.maximumScroll else { break }
            renderer.press(.pageDown)
            guard help.scrollOffset > offset else { break }
            drawHelpFrame(recording: true)
        }
        if whole.isEmpty {
            return [
                A11yProblem(
                    kind: .helpCut, path: "Help", role: "window", box: window, text: rows.first,
                    detail: "the help shows nothing at this size: its panel has no room")
            ]
        }
        return rows.indices.filter { !whole.contains($0) }.map { row in
            let place = cut[row]
            let detail =
                place.map {
                    "cut: \(NumberText.rounded($0.shown, decimals: 0)) of \(NumberText.rounded($0.width, decimals: 0)) pt shows"
                } ?? "never drawn: no scroll brings it into view"
            return A11yProblem(
                kind: .helpCut, path: row == 0 ? "Help › title" : "Help › line \(row)", role: "text",
                box: place?.box.intersection(window) ?? help.transformToWindow.apply(help.panelFrame), text: rows[row],
                detail: detail)
        }
    }

    /// Draws the frame whole at the same time, recording its lines when asked (the lines of
    /// earlier frames forgotten).
    private func drawHelpFrame(recording: Bool) {
        let renderer = render.renderer, check = render.textCheck
        let tracked = renderer.rendererHost.tracksDamage
        renderer.rendererHost.tracksDamage = false
        check.recordsLines = recording
        check.removeAllLines()
        renderer.host.setNeedsFrame()
        renderer.renderFrame()
        check.recordsLines = false
        renderer.rendererHost.tracksDamage = tracked
    }

    static func text(_ line: HelpOverlay.Line) -> String {
        switch line {
        case .heading(let s), .text(let s): return s
        }
    }

    /// The row `text` is: the first with that text not yet seen whole, else the first with it.
    static func row(of text: String, in rows: [String], preferring seen: Set<Int>) -> Int? {
        rows.indices.first { rows[$0] == text && !seen.contains($0) } ?? rows.firstIndex(of: text)
    }

    /// Where the help's rows may show, in window points: the title's row and each column, inside
    /// the panel's clip.
    static func helpRooms(_ help: HelpOverlay) -> [Rect] {
        let panel = help.panelFrame
        let clip = panel.insetBy(dx: 8, dy: 8)
        let top = panel.minY + HelpOverlay.columnsTop, bottom = panel.maxY - HelpOverlay.columnsBottomMargin
        let width = help.columnWidth
        let xs = help.columnXs(in: panel)
        let columns =
            help.isSingleColumn
            ? [Rect(x: panel.minX + 16, y: top, width: width, height: bottom - top)]
            : [xs.keys, xs.scene].map { Rect(x: $0, y: top, width: width, height: bottom - top) }
        let title = Rect(x: clip.minX, y: clip.minY, width: clip.width, height: top - clip.minY)
        return ([title] + columns).compactMap { $0.intersection(clip) }.map { help.transformToWindow.apply($0) }
    }
}
