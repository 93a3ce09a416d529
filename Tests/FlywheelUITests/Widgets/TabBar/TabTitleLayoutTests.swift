import FlywheelCore
import Testing

@testable import FlywheelUI

/// Tab titles in a crowded bar (fourteen tabs of one or two words in an 800-pt window, as many as
/// the harness has) fit their tabs instead of running into their neighbours.
struct TabTitleLayoutTests {
    static let titles = [
        "Inbox", "Recent Items", "Shared Files", "Library", "Favorites", "Map", "Mail", "Photos", "My Notes",
        "Reading List", "Account Center", "Help Desk", "More", "Languages",
    ]
    let canvas = RecordingCanvas()

    @Test func everyTitleFitsItsTabInA14TabBar() {
        let width = 800.0 / 14 - 8
        for title in Self.titles {
            let layout = TabTitleLayout.fitting(title, width: width, font: .system(size: 13), measure: canvas)
            #expect(layout.lines.joined(separator: " ") == title)
            #expect(layout.font.size >= TabTitleLayout.minimumSize)
            for line in layout.lines {
                #expect(
                    canvas.measureText(line, font: layout.font).width <= width,
                    "\(title): \(line) at \(layout.font.size) pt")
            }
        }
    }

    @Test func aTitleThatFitsStaysOneLineAtTheBarsSize() {
        let layout = TabTitleLayout.fitting("Basic", width: 53, font: .system(size: 13), measure: canvas)
        #expect(layout == TabTitleLayout(lines: ["Basic"], font: .system(size: 13)))
    }

    @Test func aLongTwoWordTitleSplitsAtItsSpaceBeforeGettingTiny() {
        let layout = TabTitleLayout.fitting("Simple Center", width: 53, font: .system(size: 13), measure: canvas)
        #expect(layout.lines == ["Simple", "Center"])
        #expect(layout.font.size >= TabTitleLayout.minimumSingleLineSize)
        let three = TabTitleLayout.fitting("A much longer title", width: 70, font: .system(size: 13), measure: canvas)
        #expect(three.lines == ["A much", "longer title"])
    }

    /// A whole bar is laid out at one size, and no line is wider than its tab: at 800 points
    /// every title whole, at 500 (the harness's smallest window) shortened with "…" if need be.
    @Test func aBarsTitlesShareOneSizeAndNeverOverflowTheirTabs() {
        for windowWidth in [500.0, 640, 800, 1920] {
            let width = windowWidth / 14 - 8
            let layouts = TabTitleLayout.fittingAll(Self.titles, width: width, font: .system(size: 13), measure: canvas)
            #expect(Set(layouts.map(\.font.size)).count == 1, "at \(windowWidth)")
            #expect(layouts[0].font.size >= TabTitleLayout.minimumSize)
            for (title, layout) in zip(Self.titles, layouts) {
                for line in layout.lines {
                    #expect(canvas.measureText(line, font: layout.font).width <= width, "\(title) at \(windowWidth)")
                }
                if windowWidth >= 800 { #expect(layout.lines.joined(separator: " ") == title) }
                let shown = layout.lines.joined(separator: " ")
                #expect(shown == title || shown.contains("\u{2026}"), "\(title) at \(windowWidth): \(shown)")
            }
        }
    }

    @Test func aRoomyTabKeepsEveryTitleOnOneLine() {
        for title in Self.titles {
            let layout = TabTitleLayout.fitting(title, width: 200, font: .system(size: 13), measure: canvas)
            #expect(layout.lines == [title] && layout.font.size == 13)
        }
    }
}
