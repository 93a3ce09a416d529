import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// Every scene `--list-scenes` lists is freed once nothing holds it: a strong reference cycle
/// (a closure stored on a child that captures the scene, a scene that keeps its host) would keep
/// the whole session — host, scene, views, pictures — alive after a window closes or a fuzz case
/// ends, and each tab switch would leak the scene left behind. `make leaks` finds the same under
/// valgrind; these tests find it in seconds and name the objects still alive.
@Suite(.serialized) struct SceneLifetimeTests {
    /// Weak references to a session's objects, taken before the last strong ones go.
    struct Survivors {
        private struct Entry {
            weak var object: AnyObject?
            let name: String
        }
        private var entries: [Entry] = []

        mutating func watch(_ object: AnyObject, as name: String) { entries.append(Entry(object: object, name: name)) }

        /// Watches `view` and every view under it.
        mutating func watchTree(of view: View) {
            view.forEachInTree { watch($0, as: String(describing: type(of: $0))) }
        }

        var watched: Int { entries.count }
        /// The names of the objects still alive.
        var alive: [String] { entries.filter { $0.object != nil }.map(\.name) }
    }

    /// A headless session on scene `name` that has run a little (a tap and a drag at the scene's
    /// centre, Tab, a second of frames), with weak references to its renderer, host, shell and every view.
    private static func runSession(_ name: String) throws -> Survivors {
        let (renderer, shell) = try HeadlessSession.make(
            scene: name, size: SceneTest.size, context: SceneTest.context())
        renderer.run(frames: 2, fps: SceneTest.settleFPS)
        exercise(renderer, shell.scene)
        var survivors = Survivors()
        survivors.watch(renderer, as: "HeadlessRenderer")
        survivors.watch(renderer.host, as: "ViewHost")
        survivors.watchTree(of: shell)
        return survivors
    }

    /// Input a user gives any scene: a tap and a drag across its centre, then Tab, then a second.
    private static func exercise(_ renderer: HeadlessRenderer, _ scene: SceneView) {
        let center = SceneTest.center(of: scene)
        renderer.tap(at: center)
        renderer.drag(from: center, to: Point(x: center.x + 60, y: center.y + 40), duration: 0.1)
        renderer.press(.tab)
        renderer.run(seconds: 1, fps: SceneTest.settleFPS)
    }

    @Test(arguments: SceneCatalog.names)
    func droppedSessionIsFreed(scene name: String) throws {
        let survivors = try withSDL { try Self.runSession(name) }
        #expect(survivors.watched > 3, "the session's views were not found")
        let alive = survivors.alive
        #expect(
            alive.isEmpty, "\(name): \(alive.count) of \(survivors.watched) objects still alive: \(alive.prefix(12))")
    }

    @Test(arguments: SceneCatalog.names)
    func sceneLeftByATabSwitchIsFreed(scene name: String) throws {
        try withSDL {
            let (renderer, shell) = try HeadlessSession.make(
                scene: name, size: SceneTest.size, context: SceneTest.context())
            renderer.run(frames: 2, fps: SceneTest.settleFPS)
            var survivors = Survivors()
            do {
                let left = shell.scene
                Self.exercise(renderer, left)
                survivors.watchTree(of: left)
            }
            let other = SceneCatalog.all.firstIndex { $0.name != name } ?? 0
            shell.showScene(at: other)
            renderer.run(frames: 2, fps: SceneTest.settleFPS)
            #expect(shell.entry.name != name)
            #expect(
                survivors.alive.isEmpty,
                """
                \(name): \(survivors.alive.count) of \(survivors.watched) views still alive with the shell on \
                another tab: \(survivors.alive.prefix(12))
                """)
        }
    }
}
