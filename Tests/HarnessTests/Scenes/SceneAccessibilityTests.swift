import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// Every scene to a reader: window → the "Scenes" tab list with one tab per scene → under the
/// selected tab, the scene's controls, each named, adjustables with a value; choosing a tab
/// switches the scene as a click does.
@Suite struct SceneAccessibilityTests {
    /// The problems a reader would meet in `node`'s subtree: unnamed elements, adjustables and
    /// sliders without a value.
    static func problems(in node: AccessibilityNode, path: String = "") -> [String] {
        var out: [String] = []
        let here = path + "/" + (node.accessibilityLabel ?? node.accessibilityRole.rawValue)
        if node.accessibilityLabel?.isEmpty ?? true { out.append("\(here): unnamed \(node.accessibilityRole)") }
        if [.adjustable, .slider].contains(node.accessibilityRole), node.accessibilityValue?.isEmpty ?? true {
            out.append("\(here): no value")
        }
        for child in node.accessibilityNodeChildren { out += problems(in: child, path: here) }
        return out
    }

    /// The elements in `node`'s subtree a reader may act on that Tab cannot reach: an element
    /// is reached through the nearest view at or above it whose focus view Tab visits.
    static func unreachable(in node: AccessibilityNode, focusable: [View]) -> [String] {
        var out: [String] = []
        if !node.accessibilityActions.isEmpty {
            var n: AccessibilityNode? = node
            var reached = false
            while let cur = n, !reached {
                if let v = cur as? View, let f = v.accessibilityFocusView {
                    reached = focusable.contains { $0 === f }
                    break
                }
                n = cur.accessibilityParentNode
            }
            if !reached { out.append(AccessibilityTreeText.line(node)) }
        }
        for child in node.accessibilityNodeChildren { out += unreachable(in: child, focusable: focusable) }
        return out
    }

    @Test func everySceneIsATabOfTheSceneListWithItsControlsNamedUnderIt() throws {
        let out = URL(fileURLWithPath: "out/a11y-trees")
        try? FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try withSDL {
            for (index, entry) in SceneCatalog.all.enumerated() {
                let (renderer, shell) = try HeadlessSession.make(
                    scene: entry.name, size: SceneTest.size, context: SceneTest.context())
                renderer.run(frames: 2, fps: SceneTest.settleFPS)
                let root = renderer.host.accessibilityRootNode
                let text = AccessibilityTreeText.describe(root)
                try? text.write(to: out.appendingPathComponent("\(entry.name).txt"), atomically: true, encoding: .utf8)
                #expect(root.accessibilityRole == .window && root.accessibilityLabel == "Flywheel harness")
                let lists = root.accessibilityNodeChildren.filter { $0.accessibilityRole == .tabList }
                let tabList = try #require(lists.first, "\(entry.name): no tab list")
                #expect(tabList.accessibilityLabel == "Scenes")
                let tabs = tabList.accessibilityNodeChildren
                #expect(tabs.count == SceneCatalog.all.count)
                #expect(tabs.map(\.accessibilityLabel) == SceneCatalog.all.map(\.title))
                let selected = tabs.filter { $0.accessibilityStates.contains(.selected) }
                #expect(selected.count == 1 && selected.first === tabs[index])
                #expect(!tabs[index].accessibilityNodeChildren.isEmpty, "\(entry.name): the tab holds nothing")
                // The scene's controls are under its tab, not beside the tab list.
                #expect(
                    root.accessibilityNodeChildren.allSatisfy { $0 === tabList || $0.accessibilityRole == .staticText },
                    "\(entry.name): \(root.accessibilityNodeChildren.map(AccessibilityTreeText.line))")
                #expect(Self.problems(in: root).isEmpty, "\(entry.name): \(Self.problems(in: root))")
                // Everything a reader can act on, a keyboard or gamepad reaches by Tab.
                let unreachable = Self.unreachable(in: tabs[index], focusable: renderer.host.focusableViews)
                #expect(unreachable.isEmpty, "\(entry.name): not reachable by Tab: \(unreachable)")
                _ = shell
            }
        }
    }

    @Test func choosingATabThroughTheModelSwitchesTheSceneAsAClickDoes() throws {
        try SceneTest.run("basic", as: SceneView.self) { renderer, shell, _ in
            let log = RecordingAccessibilityObserver()
            renderer.host.accessibilityObserver = log
            let tabs = shell.tabBar.accessibilityNodeChildren
            let rating = try #require(tabs.first { $0.accessibilityLabel == "Rating" })
            #expect(rating.performAccessibilityAction(.activate))
            renderer.run(frames: 2, fps: SceneTest.settleFPS)
            #expect(shell.entry.name == "rating")
            #expect(shell.statusLog.last == "Rating — F1: help", "\(shell.statusLog)")
            #expect(log.lines.contains("screenChanged"))
            #expect(log.lines.contains("selectionChanged Scenes = Rating"))
            let now = shell.tabBar.accessibilityNodeChildren
            #expect(now.first { $0.accessibilityStates.contains(.selected) }?.accessibilityLabel == "Rating")
            #expect(!(now.first { $0.accessibilityLabel == "Rating" }?.accessibilityNodeChildren.isEmpty ?? true))
        }
    }
}
