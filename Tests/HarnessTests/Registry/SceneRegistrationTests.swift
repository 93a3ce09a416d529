import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// Registering scenes of your own: what `SceneCatalog.register` refuses (without changing the
/// scenes in force), a scene built for its size, and what the fuzzer finds in a control that
/// declares itself.
@Suite(.serialized) struct SceneRegistrationTests {
    static func scene(_ name: String, summary: String = "A scene") -> SceneEntry {
        SceneEntry(name: name, summary: summary) { size, _ in View(frame: Rect(origin: .zero, size: size)) }
    }

    @Test(arguments: [
        ([scene("Knob")], "scene name 'Knob': use lowercase letters, digits and '-' (e.g. my-knob)"),
        ([scene("")], "scene name '': use lowercase letters, digits and '-' (e.g. my-knob)"),
        ([scene("a,b")], "scene name 'a,b': use lowercase letters, digits and '-' (e.g. my-knob)"),
        ([scene("basic")], "scene name 'basic' is registered twice"),
        ([scene("knob", summary: "two\nlines")], "scene 'knob': the summary must be one non-empty line"),
        ([scene("knob", summary: "")], "scene 'knob': the summary must be one non-empty line"),
    ])
    func badScenesAreRefusedByName(scenes: [SceneEntry], message: String) {
        #expect(throws: SceneCatalog.RegistrationError.self) {
            try SceneCatalog.register(scenes, includingBuiltInScenes: true)
        }
        do {
            try SceneCatalog.register(scenes, includingBuiltInScenes: true)
        } catch {
            #expect(error.message == message)
        }
        #expect(SceneCatalog.names == BuiltInScenes.all.map(\.name))
    }

    @Test func noScenesAtAllIsRefused() {
        #expect(throws: SceneCatalog.RegistrationError.self) {
            try SceneCatalog.register([], includingBuiltInScenes: false)
        }
        #expect(SceneCatalog.names == BuiltInScenes.all.map(\.name))
    }

    /// A control of your own that hints an arc.
    final class Dial: Control, FuzzGestureHinting {
        var fuzzGestures: [FuzzGesture] { [.arc(center: Point(x: 50, y: 50), radius: 40)] }
    }

    @Test func aHostedSceneIsBuiltOnceForItsAreaAndItsHintedControlsAreFuzzTargets() throws {
        try withSDL {
            // A scene without reportable controls of its own (the rating scene's RatingControl is one).
            let (renderer, shell) = try HeadlessSession.make(scene: "corner", size: Size(width: 800, height: 600))
            var sizes: [Size] = []
            let dial = Dial(frame: Rect(x: 200, y: 100, width: 100, height: 100))
            let hosted = HostedScene(context: shell.context) { size, _ in
                sizes.append(size)
                let v = View(frame: .zero)
                v.addSubview(dial)
                return v
            }
            hosted.frame = Rect(x: 0, y: 0, width: 800, height: 527)
            shell.scene.addSubview(hosted)
            renderer.renderFrame()
            hosted.frame = Rect(x: 0, y: 0, width: 700, height: 500)
            renderer.renderFrame()
            #expect(sizes == [Size(width: 800, height: 527)])
            #expect(hosted.content?.frame == Rect(x: 0, y: 0, width: 700, height: 500))
            let targets = FuzzTargets(shell: shell, root: renderer.host.rootView, size: Size(width: 800, height: 600))
            let own = try #require(targets.ownControls.first)
            #expect(targets.ownControls.count == 1)
            #expect(own.frame == Rect(x: 200, y: 100, width: 100, height: 100))
            #expect(own.gestures == [.arc(center: Point(x: 250, y: 150), radius: 40)])
        }
    }
}
