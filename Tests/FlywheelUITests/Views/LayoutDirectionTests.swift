import FlywheelCore
import FlywheelUITestSupport
import Foundation
import Testing

@testable import FlywheelUI

/// The layout direction: from the locale, inherited down the tree from the host, forced per view,
/// and a change reaching every view that inherits it.
@Suite struct LayoutDirectionTests {
    @Test func localesGiveTheirLanguagesDirection() {
        for tag in ["ar", "ar-EG", "he", "fa", "ur", "he-IL"] {
            #expect(LayoutDirection(locale: Locale(identifier: tag)) == .rightToLeft, "\(tag)")
        }
        for tag in ["en", "en-US", "de", "fr", "ja", "hi-IN", "zh-Hans", ""] {
            #expect(LayoutDirection(locale: Locale(identifier: tag)) == .leftToRight, "\(tag)")
        }
    }

    @Test func withNothingSetEveryViewIsLeftToRight() {
        let t = TestHost()
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(v.effectiveLayoutDirection == .leftToRight)  // no host
        t.host.rootView.addSubview(v)
        #expect(t.host.layoutDirection == .leftToRight)
        #expect(v.effectiveLayoutDirection == .leftToRight && !v.isLayoutRightToLeft)
    }

    @Test func theHostsDirectionIsInheritedAndAForcedViewKeepsItsOwn() {
        let t = TestHost()
        let outer = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let inner = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let leaf = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        outer.addSubview(inner)
        inner.addSubview(leaf)
        t.host.rootView.addSubview(outer)
        t.host.layoutDirection = .rightToLeft
        #expect(outer.effectiveLayoutDirection == .rightToLeft && leaf.effectiveLayoutDirection == .rightToLeft)
        inner.layoutDirection = .forceLeftToRight
        #expect(inner.effectiveLayoutDirection == .leftToRight)
        #expect(leaf.effectiveLayoutDirection == .leftToRight)  // inside a forced view
        #expect(outer.effectiveLayoutDirection == .rightToLeft)
        t.host.layoutDirection = .leftToRight
        leaf.layoutDirection = .forceRightToLeft
        #expect(leaf.effectiveLayoutDirection == .rightToLeft && inner.effectiveLayoutDirection == .leftToRight)
    }

    final class Watcher: View {
        var changes = 0
        override func layoutDirectionDidChange() {
            changes += 1
            super.layoutDirectionDidChange()
        }
    }

    @Test func aChangeReachesWhatInheritsItAndNotWhatForcesItsOwn() {
        let t = TestHost()
        let follows = Watcher(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let forced = Watcher(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        forced.layoutDirection = .forceLeftToRight
        let insideForced = Watcher(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        forced.addSubview(insideForced)
        t.host.rootView.addSubview(follows)
        t.host.rootView.addSubview(forced)
        t.host.advance(to: 0)
        (follows.changes, forced.changes, insideForced.changes) = (0, 0, 0)
        t.host.layoutDirection = .rightToLeft
        #expect(follows.changes == 1 && forced.changes == 0 && insideForced.changes == 0)
        #expect(t.host.needsFrame)
        t.host.layoutDirection = .rightToLeft  // the same again: nothing
        #expect(follows.changes == 1)
        // Moved into a right-to-left window from outside, a view hears of it.
        let late = Watcher(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        t.host.rootView.addSubview(late)
        #expect(late.changes == 1 && late.isLayoutRightToLeft)
    }

    @Test func leadingPlacementAndMirroring() {
        let t = TestHost()
        let v = View(frame: Rect(x: 0, y: 0, width: 200, height: 40))
        t.host.rootView.addSubview(v)
        let box = Rect(x: 10, y: 5, width: 30, height: 20)
        #expect(v.leadingX(10, width: 30, in: v.bounds) == 10)
        #expect(v.mirroredIfRightToLeft(box, in: v.bounds) == box)
        t.host.layoutDirection = .rightToLeft
        #expect(v.leadingX(10, width: 30, in: v.bounds) == 160)
        #expect(v.mirroredIfRightToLeft(box, in: v.bounds) == Rect(x: 160, y: 5, width: 30, height: 20))
    }
    /// A group whose rows its superview places (a scene laying out a panel's captions) mirrors
    /// them when it asks to, on every pass of the superview's layout, not only of its own.
    @Test func aGroupPlacedByItsSuperviewMirrorsItsRows() {
        final class Page: View {
            let group = View()
            let caption = View()
            override func layoutSubviews() {
                group.frame = Rect(x: 0, y: 0, width: 200, height: 40)
                caption.frame = Rect(x: 8, y: 4, width: 50, height: 20)  // inside the group
            }
        }
        let t = TestHost()
        let page = Page(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        page.group.mirrorsSubviewsRightToLeft = true
        page.group.addSubview(page.caption)
        page.addSubview(page.group)
        t.host.rootView.addSubview(page)
        t.host.rootView.layoutIfNeeded()
        #expect(page.caption.frame.minX == 8)
        t.host.layoutDirection = .rightToLeft
        t.host.rootView.layoutIfNeeded()
        #expect(page.caption.frame == Rect(x: 142, y: 4, width: 50, height: 20))
        page.setNeedsLayout()  // the page places the caption again, in left-to-right terms
        t.host.rootView.layoutIfNeeded()
        #expect(page.caption.frame.minX == 142)
        page.group.setNeedsLayout()  // the group's own pass does not mirror it back
        t.host.rootView.layoutIfNeeded()
        #expect(page.caption.frame.minX == 142)
        t.host.layoutDirection = .leftToRight
        t.host.rootView.layoutIfNeeded()
        #expect(page.caption.frame.minX == 8)
    }
}
