import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The planted problems, each reported by its view path with its kind, and controls
/// that pass reporting nothing.
@Suite(.serialized) struct A11yPlantedProblemTests {
    static let prefix = "Bottom Right › Planted"

    /// A control that cannot take focus.
    final class Unfocusable: Control {
        override var canBecomeFocused: Bool { false }
    }

    static func planted(_ problems: [A11yProblem]) -> [A11yProblem] {
        problems.filter { $0.path.hasPrefix(prefix) }
    }

    @Test func aPlantedUnnamedControlIsReportedByPath() throws {
        try withSDL {
            let bare = Control(frame: Rect(x: 20, y: 20, width: 60, height: 60))
            bare.accessibilityRole = .button
            bare.backgroundColor = .darkGray
            let problems = Self.planted(try A11yPlanting.audit([bare]))
            #expect(problems.map(\.kind) == [.unnamed], "\(problems)")
            #expect(problems.first?.path == "\(Self.prefix) › Control")
            #expect(problems.first?.role == "button")
        }
    }

    @Test func aPlanted22By18TargetIsReportedByPath() throws {
        try withSDL {
            let tiny = Button(title: "Go", frame: Rect(x: 20, y: 20, width: 22, height: 18))
            tiny.tintColor = .black
            let problems = Self.planted(try A11yPlanting.audit([tiny]))
            let found = try #require(problems.first { $0.kind == .smallTarget }, "\(problems)")
            #expect(found.path == "\(Self.prefix) › Go")
            #expect(found.box.width == 22 && found.box.height == 18)
            #expect(found.minimumSide == 44)
            // 48 dp under Android's rule: a 46-pt square passes Apple's and fails Android's.
            let square = Button(title: "Ok", frame: Rect(x: 20, y: 20, width: 46, height: 46))
            square.tintColor = .black
            let apple = Self.planted(try A11yPlanting.audit([square]))
            #expect(apple.isEmpty, "\(apple)")
            let android = Self.planted(try A11yPlanting.audit([square], targetSize: .android))
            #expect(android.map(\.kind) == [.smallTarget] && android.first?.minimumSide == 48)
        }
    }

    /// A pointer target is a target whether a reader sees it or not: a 22×18 control with no
    /// role (no element) is a small target as well as an unnamed one; at 46×46 it is only unnamed
    /// (and, as the D-pad focuses it, hidden from readers).
    @Test func aPlanted22By18ControlWithNoRoleIsASmallTarget() throws {
        try withSDL {
            let tiny = Control(frame: Rect(x: 20, y: 20, width: 22, height: 18))
            tiny.backgroundColor = .darkGray
            #expect(tiny.accessibilityRole == .none)
            let problems = Self.planted(try A11yPlanting.audit([tiny]))
            let found = try #require(problems.first { $0.kind == .smallTarget }, "\(problems)")
            #expect(found.path == "\(Self.prefix) › Control" && found.role == "none")
            #expect(found.box.width == 22 && found.box.height == 18 && found.minimumSide == 44)
            let square = Control(frame: Rect(x: 20, y: 20, width: 46, height: 46))
            square.backgroundColor = .darkGray
            let big = Self.planted(try A11yPlanting.audit([square]))
            // Focus takes it and the D-pad reaches it, where no reader hears of it.
            #expect(big.map(\.kind) == [.unnamed, .hiddenFromReader], "\(big)")
        }
    }

    @Test func aControlFocusNeverReachesAndAnAdjustableWithNoValueAreReported() throws {
        try withSDL {
            let stuck = Unfocusable(frame: Rect(x: 20, y: 20, width: 60, height: 60))
            stuck.accessibilityRole = .button
            stuck.accessibilityLabel = "Stuck"
            stuck.backgroundColor = .darkGray
            let dial = Control(frame: Rect(x: 100, y: 20, width: 60, height: 60))
            dial.accessibilityRole = .adjustable
            dial.accessibilityLabel = "Dial"
            dial.backgroundColor = .darkGray
            let problems = Self.planted(try A11yPlanting.audit([stuck, dial]))
            #expect(problems.map(\.kind) == [.unreachable, .noValue], "\(problems)")
            #expect(problems.map(\.path) == ["\(Self.prefix) › Stuck", "\(Self.prefix) › Dial"])
        }
    }

    /// A text field is operated: with no label it is `unnamed`, and one focus never reaches is
    /// `unreachable`; a named one that takes focus passes, empty or not (a text field may be empty).
    @Test func aTextFieldNeedsALabelAndFocus() throws {
        try withSDL {
            func field(_ label: String?, x: Double, focusable: Bool) -> View {
                let v: View =
                    focusable
                    ? Control(frame: Rect(x: x, y: 20, width: 100, height: 44))
                    : Unfocusable(frame: Rect(x: x, y: 20, width: 100, height: 44))
                v.accessibilityRole = .textField
                v.accessibilityLabel = label
                v.backgroundColor = .darkGray
                return v
            }
            let problems = Self.planted(
                try A11yPlanting.audit([
                    field(nil, x: 20, focusable: true), field("Stuck", x: 130, focusable: false),
                    field("Name", x: 240, focusable: true),
                ]))
            #expect(problems.map(\.kind) == [.unnamed, .unreachable], "\(problems)")
            #expect(problems.allSatisfy { $0.role == "textField" })
            #expect(problems.last?.path == "\(Self.prefix) › Stuck")
        }
    }

    /// A white button on a white panel shows no edge: nonTextContrast; the same button drawn in
    /// black passes, and so does a button identified by its dark title.
    @Test func aControlWithoutAVisibleEdgeIsReported() throws {
        try withSDL {
            let ghost = Control(frame: Rect(x: 20, y: 20, width: 60, height: 60))
            ghost.accessibilityRole = .button
            ghost.accessibilityLabel = "Ghost"
            ghost.backgroundColor = Color(white: 0.96)
            let solid = Control(frame: Rect(x: 100, y: 20, width: 60, height: 60))
            solid.accessibilityRole = .button
            solid.accessibilityLabel = "Solid"
            solid.backgroundColor = .black
            let text = Button(title: "Text only", frame: Rect(x: 180, y: 20, width: 120, height: 44))
            text.tintColor = .black
            let problems = Self.planted(try A11yPlanting.audit([ghost, solid, text]))
            #expect(problems.map(\.kind) == [.nonTextContrast], "\(problems)")
            #expect(problems.first?.path == "\(Self.prefix) › Ghost")
            #expect((problems.first?.ratio ?? 9) < 1.2)
        }
    }

    /// Controls that pass every rule report nothing.
    @Test func cleanControlsReportNothing() throws {
        try withSDL {
            let button = Button(title: "Play", frame: Rect(x: 20, y: 20, width: 120, height: 44))
            button.tintColor = .black
            let caption = Label(text: "Ready when you are", frame: Rect(x: 20, y: 80, width: 300, height: 24))
            caption.accessibilityLabel = "Caption"
            let problems = Self.planted(try A11yPlanting.audit([button, caption]))
            #expect(problems.isEmpty, "\(problems)")
        }
    }
}
