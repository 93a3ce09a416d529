import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// The feel lab rendered headless: profiles in and out, bad profiles refused by field with
/// nothing changed, edits and presets, the robot's landing against an independent prediction,
/// the plotted frame rates, and golden images.
@Suite(.serialized) struct FeelLabSceneTests {
    static let size = Size(width: 800, height: 600)

    private func makeScene(context: SceneContext = SceneContext(), size: Size = size) throws
        -> (HeadlessRenderer, HarnessShell, FeelLabScene)
    {
        let (renderer, shell) = try HeadlessSession.make(scene: "feel", size: size, context: context)
        renderer.run(frames: 20, fps: 60)  // the spinner's open pop (0.25 s) settles
        let scene = try #require(shell.scene as? FeelLabScene)
        return (renderer, shell, scene)
    }

    /// A frame loop at `fps` for `seconds` that runs the UI (input, tickers, animations, layout)
    /// without drawing: the physics never depends on drawing, and software-rendering seconds of
    /// 240 fps frames would only make the tests slow.
    private func tick(_ renderer: HeadlessRenderer, seconds: Double, fps: Double) {
        for _ in 0..<Int((seconds * fps).rounded(.up)) {
            renderer.clock.advance(by: 1 / fps)
            renderer.host.advance(to: renderer.clock.now)
        }
    }

    private func temporaryURL(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-feel-\(UUID().uuidString)-\(name)")
    }

    /// The profile in force everywhere it should be.
    private func expectInForce(
        _ feel: FeelParameters, _ scene: FeelLabScene, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(scene.feel == feel, sourceLocation: sourceLocation)
        #expect(scene.spinner.feel == feel, sourceLocation: sourceLocation)
        #expect(scene.picker.feel == feel, sourceLocation: sourceLocation)
        #expect(scene.context.feel == feel, sourceLocation: sourceLocation)
        for cell in scene.panel.cells {
            #expect(
                cell.valueLabel.text == cell.field.display(in: feel), "\(cell.field.name)",
                sourceLocation: sourceLocation)
        }
    }

    /// A valid profile whose every field differs from the iOS preset's.
    static func everyFieldChanged() -> FeelParameters {
        var feel = FeelParameters.ios
        for field in FeelField.all {
            switch field.kind {
            case .number(let path, let range, let scale, _):
                feel[keyPath: path] = scale.tidied(scale.value(atFraction: 0.37, in: range), in: range)
            case .toggle(let path):
                feel[keyPath: path].toggle()
            case .basis:
                feel.flingSpeedBasis = .tangentialPointsPerSecond
            case .degree:
                feel.estimatorDegree = 1
            }
        }
        return feel
    }

    // MARK: Profiles

    @Test func saveThenLoadRoundTripsEveryField() throws {
        try withSDL {
            let (_, shell, scene) = try makeScene()
            let custom = Self.everyFieldChanged()
            #expect(custom.isValid)
            for field in FeelField.all {
                #expect(
                    field.display(in: custom) != field.display(in: .ios)
                        || {
                            if case .number(let path, _, _, _) = field.kind {
                                return custom[keyPath: path] != FeelParameters.ios[keyPath: path]
                            }
                            return false
                        }(), "\(field.name) should differ from iOS's")
            }
            #expect(scene.applyFeel(custom, preset: "custom", message: "test"))
            let url = temporaryURL("roundtrip.json")
            defer { try? FileManager.default.removeItem(at: url) }
            scene.saveProfile(to: url)
            #expect(shell.statusLog.last?.hasPrefix("Feel: saved \(url.path)") == true)
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
            #expect(Set(object?.keys.map { $0 } ?? []) == Set(FeelParameters.fieldNames + ["format", "version"]))

            scene.presetChosen(1)
            expectInForce(.ios, scene)
            #expect(scene.presetName == "ios")
            scene.loadProfile(from: url)
            expectInForce(custom, scene)
            #expect(scene.presetName == "custom")
            #expect(scene.presetControl.selectedTitle == "Custom")
        }
    }

    /// (what is wrong, how to break the classic preset's JSON, what the message says)
    static let badProfiles: [(String, @Sendable (String) -> String, String)] = [
        (
            "unknown key", { $0.replacingOccurrences(of: "\"flingGain\"", with: "\"flingGian\"") },
            "unknown key \"flingGian\""
        ),
        ("NaN", { replace("flingGain", with: "NaN", in: $0) }, "flingGain is nan; it must be a finite number"),
        ("infinity", { replace("stopSpeedItemsPerSecond", with: "1e999", in: $0) }, "stopSpeedItemsPerSecond is inf"),
        ("out of range", { replace("flingGain", with: "500", in: $0) }, "flingGain is 500.0; allowed 0.01...100"),
        ("wrong type", { replace("estimatorDegree", with: "\"two\"", in: $0) }, "estimatorDegree has the wrong type"),
        (
            "inconsistent", { replace("maximumFlingSpeedItemsPerSecond", with: "2", in: $0) },
            "maximumFlingSpeedItemsPerSecond: 2.0 must be greater"
        ),
        (
            "missing key, unversioned",  // a file without "version" must give every field
            {
                replace("snapSpringBounce", with: "0", in: $0).replacingOccurrences(
                    of: "\"snapSpringBounce\" : 0,", with: ""
                ).replacingOccurrences(of: "\"format\" : \"flywheel-feel\",\n  \"version\" : 1,\n", with: "")
            },
            "missing key \"snapSpringBounce\""
        ),
        (
            "newer version", { replace("version", with: String(Flywheel.feelFormatVersion + 1), in: $0) },
            "made by a newer Flywheel"
        ),
        ("not JSON", { _ in "{\"flingGain\": " }, "not a JSON object of feel parameters"),
    ]

    static func replace(_ key: String, with value: String, in json: String) -> String {
        guard let regex = try? NSRegularExpression(pattern: "\"\(key)\" : [^,\\n]+") else { return json }
        return regex.stringByReplacingMatches(
            in: json, range: NSRange(json.startIndex..., in: json),
            withTemplate: "\"\(key)\" : \(value)")
    }

    /// One scene for every kind of bad profile (making a scene is the slow part).
    @Test func badProfilesAreRefusedByFieldAndChangeNothing() throws {
        try withSDL {
            let (_, shell, scene) = try makeScene()
            scene.presetChosen(0)
            for (kind, breakIt, message) in Self.badProfiles {
                expectInForce(.classic, scene)
                let json = breakIt(String(decoding: try FeelParameters.classic.jsonData(), as: UTF8.self))
                let url = temporaryURL("bad.json")
                defer { try? FileManager.default.removeItem(at: url) }
                try Data(json.utf8).write(to: url)
                scene.loadProfile(from: url)
                let status = shell.statusLog.last ?? ""
                #expect(status.hasPrefix("Feel: refused \(url.path): "), "\(kind): \(status)")
                #expect(status.contains(message), "\(kind): \(status)")
                expectInForce(.classic, scene)
                #expect(scene.presetName == "classic", "\(kind)")
            }
        }
    }

    @Test func feelOptionPreloadsTheLab() throws {
        try withSDL {
            let custom = Self.everyFieldChanged()
            let (_, _, scene) = try makeScene(context: SceneContext(feel: custom))
            expectInForce(custom, scene)
            #expect(scene.presetControl.selectedTitle == "Custom")
            let classic = try makeScene(context: SceneContext(feel: .classic)).2
            #expect(classic.presetControl.selectedTitle == "Classic")
        }
    }

    // MARK: Editing

    @Test func editingAFieldSwitchesToCustomAndResetGoesBack() throws {
        try withSDL {
            // The renderer owns the host, which posts the control-event lines: kept to the end.
            let (renderer, shell, scene) = try makeScene()
            defer { withExtendedLifetime(renderer) {} }
            #expect(scene.presetName == "ios")
            // A script sets a slider by its label, in the field's own units.
            #expect(ControlFinder.set("Page", to: "Fling", in: scene) == nil)
            #expect(ControlFinder.set("flingGain", to: "2.5", in: scene) == nil)
            var expected = FeelParameters.ios
            expected.flingGain = 2.5
            expectInForce(expected, scene)
            #expect(scene.presetName == "custom" && scene.presetControl.selectedTitle == "Custom")
            // The scene's message, then the shell's line for the control event.
            #expect(shell.statusLog.suffix(2).first == "Feel: flingGain = 2.5 × (custom, from ios)")

            // An edit that breaks a rule between fields is refused; the slider goes back.
            let maxCell = try #require(scene.panel.cell(named: "maximumFlingSpeedItemsPerSecond"))
            let slider = try #require(maxCell.control as? Slider)
            slider.setValueFromUser(0.2)  // below the minimum fling speed (0.5)
            let refusal = shell.statusLog.suffix(2).first ?? ""
            #expect(refusal.hasPrefix("Feel: refused maximumFlingSpeedItemsPerSecond = 0.2 items/s: "), "\(refusal)")
            #expect(refusal.contains("must be greater than minimumFlingSpeedItemsPerSecond"), "\(refusal)")
            #expect(slider.value == 100)
            expectInForce(expected, scene)

            // The Custom segment brings the custom profile back after a preset.
            scene.presetChosen(2)
            expectInForce(.snappy, scene)
            scene.presetChosen(3)
            expectInForce(expected, scene)
            // Reset: back to the preset it came from.
            scene.resetToPreset()
            expectInForce(.snappy, scene)
            #expect(scene.presetName == "snappy")
        }
    }

    @Test func dragOnASliderSetsATidyValue() throws {
        try withSDL {
            let (renderer, _, scene) = try makeScene()
            let cell = try #require(scene.panel.cell(named: "stopSpeedItemsPerSecond"))
            let slider = try #require(cell.control as? Slider)
            let p = slider.convert(Point(x: slider.bounds.width * 0.8, y: slider.bounds.midY), to: nil)
            renderer.tap(at: p)
            let value = scene.feel.stopSpeedItemsPerSecond
            #expect(value != FeelParameters.ios.stopSpeedItemsPerSecond)
            #expect(value == FeelScale.significant(value, digits: 3))
            #expect(scene.presetName == "custom")
            #expect(scene.spinner.isOpen, "a tap on the panel does not close the lab's spinner")
        }
    }

    // MARK: The robot and the plots

    @Test(arguments: [30.0, 240.0])
    func robotFlingOnASavedProfileLandsWhereTheProfilePredicts(fps: Double) throws {
        try withSDL {
            let (renderer, shell, scene) = try makeScene()
            var profile = FeelParameters.classic
            profile.decelerationRatePerMillisecond = 0.9992
            profile.stopSpeedItemsPerSecond = 3
            let url = temporaryURL("robot.json")
            defer { try? FileManager.default.removeItem(at: url) }
            try profile.save(to: url)
            scene.loadProfile(from: url)
            expectInForce(profile, scene)

            // The prediction, from the file alone: the gesture through a fresh WheelPhysics.
            let loaded = try FeelParameters.load(contentsOf: url).get()
            let start = scene.spinner.selectedIndex
            let center = scene.spinner.convert(scene.spinner.bounds.center, to: nil)
            var replay = RingGestureReplay(
                wheel: try WheelPhysics(itemCount: 12, feel: loaded, position: Double(start)), center: center)
            for e in RobotFling.hard.events(
                center: center, ringRadius: scene.spinner.ringRadius, start: 0, pointerID: 7)
            {
                replay.apply(e) { _, _ in }
            }
            let predicted = try #require(replay.landing)

            scene.robotButtons[2].sendActions(for: .primaryActionTriggered)
            #expect(scene.robot.predictedItem == predicted.item)
            tick(renderer, seconds: predicted.restTime + 1, fps: fps)
            #expect(scene.spinner.selectedIndex == predicted.item)
            #expect(scene.spinner.isOpen)
            #expect(
                shell.statusLog.contains {
                    $0.hasPrefix("Robot: landed on item \(predicted.item) ") && $0.hasSuffix("as predicted")
                })
        }
    }

    /// A fling under a feel at its range ends (gain 100, one point per item, 100,000 items/s)
    /// travels millions of items; the plots mark at most `FlingTrace.maximumCrossings` detents
    /// (timing every one froze the lab for a minute), and say so. A usual fling marks each
    /// detent it crosses, one per item of travel.
    @Test func aRobotFlingAtTheFeelsRangeEndsTimesABoundedNumberOfCrossings() throws {
        let wild = try FeelFile.load(
            path: FuzzTests.regressions.appendingPathComponent("feels/feel-robot-fling-at-the-range-ends.json").path,
            key: "--feel")
        let cut = try FlingTrace(fling: .gentle, feel: wild, itemCount: 12, ringRadius: 140, fps: 240)
        #expect(cut.crossingsAreCut && (1...FlingTrace.maximumCrossings).contains(cut.crossings.count))
        #expect(try #require(cut.landingTravel) > 1_000_000)
        // The crossings kept are the first ones, in time order.
        #expect(zip(cut.crossings, cut.crossings.dropFirst()).allSatisfy { $0.time <= $1.time })
        let usual = try FlingTrace(fling: .hard, feel: .classic, itemCount: 12, ringRadius: 140, fps: 240)
        let travel = try #require(usual.landingTravel)
        #expect(!usual.crossingsAreCut && usual.crossings.count >= Int(abs(travel)) && usual.crossings.count < 1000)
    }

    @Test func plottedSamplesAt30And240FpsCoincideAtCommonTimes() throws {
        try withSDL {
            let (renderer, _, scene) = try makeScene()
            scene.robotButtons[1].sendActions(for: .primaryActionTriggered)
            tick(renderer, seconds: 4, fps: 60)
            for series in [scene.positionSeries, scene.velocitySeries] {
                let at30 = series[0], at240 = series[3]
                #expect(at30.count > 30 && at240.count >= 8 * (at30.count - 2))
                // Each loop runs to its first frame past the rest: 30 fps may run one frame longer.
                for i in 0..<at30.count where 8 * i < at240.count {
                    #expect(at30.xs[i] == at240.xs[8 * i])
                    #expect(at30.ys[i] == at240.ys[8 * i], "t = \(at30.xs[i])")
                }
            }
            // Every rate ends at rest on the predicted travel.
            let travel = try #require(scene.robot.traces.last?.landingTravel)
            for s in scene.positionSeries { #expect(s.ys.last == travel) }
            #expect(scene.agreementLabel.text == "30–240 fps: largest difference 0")
            #expect(scene.positionPlot.revealLimit == nil)
        }
    }

    @Test func robotWaitsForTheWheelAndReopensAClosedSpinner() throws {
        try withSDL {
            let (renderer, _, scene) = try makeScene()
            // Close with the centre (the lab allows that), then fling: it opens first.
            renderer.tap(at: scene.spinner.convert(scene.spinner.bounds.center, to: nil))
            renderer.run(frames: 30, fps: 60)
            #expect(!scene.spinner.isOpen)
            let now = renderer.clock.now
            scene.robotButtons[0].sendActions(for: .primaryActionTriggered)
            #expect(scene.spinner.isOpen)
            #expect(scene.robot.start >= now + scene.feel.openDurationSeconds)
            // A second press while the first motion runs waits for it to rest.
            tick(renderer, seconds: 0.5, fps: 60)
            #expect(!scene.robot.isDelivering)
            let firstRest = scene.robot.restTime
            #expect(firstRest > renderer.clock.now)
            scene.robotButtons[1].sendActions(for: .primaryActionTriggered)
            #expect(scene.robot.start >= firstRest + 0.05)
            let predicted = try #require(scene.robot.predictedItem)
            tick(renderer, seconds: 5, fps: 60)
            #expect(scene.spinner.selectedIndex == predicted)
        }
    }

    // MARK: Goldens

    @Test func goldenStart() throws {
        try withSDL {
            let (renderer, _, scene) = try makeScene()
            try GoldenImage.check(renderer.snapshot().cropped(to: scene.boundingFrame), named: "feel-start")
        }
    }

    @Test func goldenClassicMediumFlingAtRest() throws {
        try withSDL {
            let (renderer, _, scene) = try makeScene()
            renderer.tap(at: scene.presetControl.convert(scene.presetControl.segmentFrame(0).center, to: nil))
            renderer.tap(at: scene.robotButtons[1].convert(scene.robotButtons[1].bounds.center, to: nil))
            tick(renderer, seconds: 4, fps: 60)
            renderer.run(frames: 1, fps: 60)
            #expect(scene.presetName == "classic")
            try GoldenImage.check(renderer.snapshot().cropped(to: scene.boundingFrame), named: "feel-classic-medium")
        }
    }

    // MARK: A/B

    @Test func keyBCyclesFeelBAndXSwapsItOntoTheSpinner() throws {
        try withSDL {
            let (renderer, _, scene) = try makeScene()
            func key(_ c: Character) -> Bool {
                scene.handleKey(KeyEvent(key: .character(c), isDown: true, timestamp: renderer.clock.now))
            }
            #expect(key("b") && scene.comparison.feel?.name == "classic")
            for _ in 0..<3 { _ = key("b") }
            #expect(scene.comparison.feel?.name == "android")
            scene.robotButtons[1].sendActions(for: .primaryActionTriggered)
            let b = try #require(scene.comparison.trace?.landing)
            let bTravel = try #require(scene.comparison.trace?.landingTravel)
            let a = try #require(scene.robot.traces.last?.landing)
            // B's landing is what the wheel physics predicts for the same release on android.
            #expect(b != a)
            #expect(b.item == WheelGeometry.item(atPosition: b.position, itemCount: scene.spinner.count, wraps: true))
            tick(renderer, seconds: 4, fps: 60)
            #expect(key("x"))
            #expect(scene.feel == .android && scene.spinner.feel == .android)
            #expect(scene.comparison.feel?.name == "ios")
            // The spinner now coasts as B's trace did (from where A left it) and lands as predicted.
            scene.robotButtons[1].sendActions(for: .primaryActionTriggered)
            let predicted = try #require(scene.robot.predictedItem)
            #expect(scene.robot.traces.last?.landingTravel == bTravel)
            tick(renderer, seconds: 5, fps: 60)
            #expect(scene.spinner.selectedIndex == predicted)
            for _ in 0..<4 { _ = key("b") }  // ios → snappy → android → flutter-ios → off
            #expect(scene.comparison.feel == nil)
        }
    }

    @Test func goldenABMediumFlingAtRest() throws {
        try withSDL {
            let (renderer, _, scene) = try makeScene()
            scene.setComparison("android")
            renderer.tap(at: scene.robotButtons[1].convert(scene.robotButtons[1].bounds.center, to: nil))
            tick(renderer, seconds: 4, fps: 60)
            renderer.run(frames: 1, fps: 60)
            try GoldenImage.check(renderer.snapshot().cropped(to: scene.boundingFrame), named: "feel-ab-ios-android")
        }
    }
}
