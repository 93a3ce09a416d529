import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The D-pad's reach in `a11y-check`: walked from the first pad focus with the host's own
/// directional search, it reports a control Tab and a pointer reach that the D-pad never does
/// (`unreachable`), and a control the D-pad focuses that no reader sees (`hiddenFromReader`).
@Suite(.serialized) struct A11yDpadReachTests {
    static let prefix = "Bottom Right › Planted"

    static func button(_ title: String, _ frame: Rect) -> Button {
        let b = Button(title: title, frame: frame)
        b.tintColor = .black
        return b
    }

    /// A small button drawn on a larger one with the same centre: every D-pad search that could
    /// land on it lands on the larger one first (the same distance ahead, no more gap, and first
    /// in reading order), and from the larger one it is not ahead. Tab and a pointer reach it.
    @Test func aControlTheDpadNeverReachesIsUnreachableByPath() throws {
        try withSDL {
            let card = Self.button("Card", Rect(x: 20, y: 20, width: 200, height: 120))
            let close = Self.button("Close", Rect(x: 70, y: 58, width: 100, height: 44))
            let problems = try A11yPlanting.audit([card, close]).filter {
                $0.kind == .unreachable && $0.path.hasPrefix(Self.prefix)
            }
            #expect(problems.map(\.path) == ["\(Self.prefix) › Close"], "\(problems)")
            #expect(problems.first?.detail.contains("the D-pad never reaches it") == true)
            #expect(problems.first?.role == "button")
        }
    }

    /// The same two buttons side by side: the D-pad reaches both, nothing is reported.
    @Test func controlsSideBySideAreReached() throws {
        try withSDL {
            let left = Self.button("Left", Rect(x: 20, y: 20, width: 120, height: 44))
            let right = Self.button("Right", Rect(x: 180, y: 20, width: 120, height: 44))
            let problems = try A11yPlanting.audit([left, right]).filter { $0.path.hasPrefix(Self.prefix) }
            #expect(problems.isEmpty, "\(problems)")
        }
    }

    /// A button inside a view hidden from readers, and a focusable control with no role: the
    /// D-pad focuses both, no reader hears of either.
    @Test func controlsTheDpadReachesButNoReaderSeesAreReportedByPath() throws {
        try withSDL {
            let hush = View(frame: Rect(x: 20, y: 20, width: 160, height: 60))
            hush.accessibilityLabel = "Hush"
            hush.accessibilityElementsHidden = true
            hush.addSubview(Self.button("Muted", Rect(x: 10, y: 8, width: 120, height: 44)))
            let bare = Control(frame: Rect(x: 220, y: 28, width: 60, height: 44))
            bare.backgroundColor = .darkGray
            bare.accessibilityLabel = "Bare"
            #expect(bare.canBecomeFocused && bare.accessibilityRole == .none)
            let problems = try A11yPlanting.audit([hush, bare]).filter {
                $0.kind == .hiddenFromReader && $0.path.hasPrefix(Self.prefix)
            }
            let paths = problems.map(\.path).sorted()
            #expect(paths == ["\(Self.prefix) › Bare", "\(Self.prefix) › Hush › Muted"], "\(problems)")
            #expect(problems.first { $0.path.hasSuffix("Muted") }?.detail.contains("hidden from readers") == true)
            #expect(problems.first { $0.path.hasSuffix("Bare") }?.detail.contains("no accessibility role") == true)
        }
    }

    /// The walk asks the host: the first pad focus is where the first pad press puts focus, and
    /// each step is where `moveFocus(_:)` goes.
    @Test func theWalkFollowsTheHostsOwnMoves() throws {
        try withSDL {
            let render = try SceneCheckLoop(frames: 2, fps: 60).render(
                scene: "basic", size: Size(width: 800, height: 600), context: SceneContext())
            let host = render.renderer.host
            let reach = A11yAudit.dpadReach(in: host)
            // Every control is reached, or holds one that is (a scroll area the D-pad scrolls
            // through the controls in it).
            let unreached = host.padFocusableViews.filter { v in !reach.contains { $0 === v || $0.isDescendant(of: v) }
            }
            #expect(unreached.isEmpty, "\(unreached.map { TextCheck.path(of: $0, at: nil) })")
            let first = try #require(reach.first)
            render.renderer.host.handle(
                .key(KeyEvent(key: .enter, isDown: true, pad: PadID(1), padButton: .a, timestamp: host.clock.now)))
            #expect(host.focusedView === first)
            let right = host.focusTarget(from: first, in: .right)
            #expect(host.moveFocus(.right) == (right != nil))
            #expect(host.focusedView === (right ?? first))
        }
    }
}
