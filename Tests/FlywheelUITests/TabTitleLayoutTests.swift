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

    @Test func aRoomyTabKeepsEveryTitleOnOneLine() {
        for title in Self.titles {
            let layout = TabTitleLayout.fitting(title, width: 200, font: .system(size: 13), measure: canvas)
            #expect(layout.lines == [title] && layout.font.size == 13)
        }
    }
}
