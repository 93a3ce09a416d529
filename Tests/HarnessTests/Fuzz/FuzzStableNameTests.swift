import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// Generated `set` steps address controls by stable names only, never by the text of a label
/// that changes. `harness fuzz --seed 31337 --draw`, case 860 (the leak scene, 4053×186 at pixel
/// scale 3) addressed a control as "Views in tree: 21", a live counter that said 24 by the time
/// the step ran; the step could not run, and the worker died.
@Suite(.serialized) struct FuzzStableNameTests {
    /// Every name a generated `set` step uses finds the same control before and after the leak
    /// scene churns 20 spinners, which changes every counter it shows.
    private func expectNamesOutliveAChurn(
        _ names: Set<String>, size: Size, pixelScale: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let (renderer, _) = try HeadlessSession.make(scene: "leak", size: size, pixelScale: pixelScale)
        renderer.host.advance(to: renderer.clock.now)
        let root = renderer.host.rootView
        let before = names.map { ($0, ControlFinder.find($0, in: root)) }
        var scene: LeakScene?
        root.forEachInTree { if let l = $0 as? LeakScene { scene = l } }
        try #require(scene, sourceLocation: sourceLocation).startChurn(count: 20)
        renderer.run(frames: 4, fps: 10)  // mid-churn: the counters all moved
        for (name, control) in before {
            #expect(control != nil, "'\(name)' finds no control at first", sourceLocation: sourceLocation)
            #expect(
                ControlFinder.find(name, in: root) === control, "'\(name)' finds another control mid-churn",
                sourceLocation: sourceLocation)
        }
    }

    /// The names of the `set` steps of `c`.
    private func setNames(_ c: FuzzCase) -> Set<String> {
        Set(c.steps.compactMap { if case .set(let name, _) = $0 { return name } else { return nil } })
    }

    /// Case 860 itself, made as `harness fuzz --seed 31337 --count 4000 --jobs 2 --draw` made it
    /// over the 14 scenes there were then (a case's scene is its number modulo the scene count).
    @Test func seed31337Case860NamesOnlyStableControls() throws {
        try withSDL {
            let executor = FuzzExecutor()
            let c = try FuzzCase.make(
                seed: 31337, index: 860, scenes: SceneCatalog.names.filter { $0 != "controller" }, maxSteps: 8,
                drawAll: true
            ) { try executor.targets(scene: $0, size: $1) }
            #expect(c.scene == "leak" && c.size == Size(width: 4053, height: 186) && c.pixelScale == 3)
            for name in setNames(c) { #expect(!name.lowercased().contains("views in tree"), "\(name)") }
            try expectNamesOutliveAChurn(setNames(c), size: c.size, pixelScale: c.pixelScale)
        }
    }

    /// Many leak-scene sequences at the fuzzer's window sizes, drawn and not: every name used
    /// outlives a churn.
    @Test func leakSceneSequencesNameOnlyStableControls() throws {
        try withSDL {
            let executor = FuzzExecutor()
            var namesBySize: [String: (Size, Double, Set<String>)] = [:]
            for index in 0..<80 {
                let c = try FuzzCase.make(
                    seed: 31337, index: index, scenes: ["leak"], maxSteps: 8, drawAll: index % 2 == 0,
                    largestWindowPixels: 4096 * 2048
                ) { try executor.targets(scene: $0, size: $1) }
                let key = "\(c.size.width)x\(c.size.height)@\(c.pixelScale)"
                namesBySize[key, default: (c.size, c.pixelScale, [])].2.formUnion(setNames(c))
            }
            let all = namesBySize.values.reduce(into: Set<String>()) { $0.formUnion($1.2) }
            #expect(!all.isEmpty, "the sequences set some controls")
            for (size, scale, names) in namesBySize.values where !names.isEmpty {
                try expectNamesOutliveAChurn(names, size: size, pixelScale: min(scale, 1))
            }
        }
    }

    /// A control is named by its own accessibility label, never by a label beside it.
    @Test func aControlBesideAReadoutIsNamedByItsOwnLabel() throws {
        try withSDL {
            let (renderer, shell) = try HeadlessSession.make(scene: "leak", size: Size(width: 800, height: 600))
            renderer.host.advance(to: renderer.clock.now)
            let root = renderer.host.rootView
            let readout = Label(text: "Views in tree: 21")
            readout.frame = Rect(x: 10, y: 10, width: 200, height: 20)
            let control = Switch()
            control.frame = Rect(x: 220, y: 10, width: 50, height: 20)
            root.addSubview(readout)
            root.addSubview(control)
            root.layoutIfNeeded()
            // ControlFinder pairs them by the row rule; the fuzzer does not use the readout.
            #expect(ControlFinder.find("Views in tree: 21", in: root) === control)
            #expect(FuzzTargets.stableName(of: control, in: root, excluding: [shell.statusLabel]) == nil)
            control.accessibilityLabel = "Counter Switch"
            #expect(FuzzTargets.stableName(of: control, in: root, excluding: [shell.statusLabel]) == "Counter Switch")
            let targets = FuzzTargets(shell: shell, root: root, size: Size(width: 800, height: 600))
            #expect(!targets.controls.contains { $0.name?.contains("Views in tree") == true })
            #expect(targets.controls.contains { $0.name == "Counter Switch" })
        }
    }
}
