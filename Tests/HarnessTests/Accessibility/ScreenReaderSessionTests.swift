import FlywheelTestSupport
import Foundation
import Testing

@testable import HarnessKit

/// The accessibility bridge tested as a screen reader meets it: the harness in a real window
/// (under Xvfb, as `make test` runs), in a D-Bus session of its own with the accessibility bus, read
/// and driven through AT-SPI by pyatspi (`Tests/Accessibility/drive_harness.py`). One session
/// of about two seconds checks the tree, a spinner step and a scene switch, and the report.
@Suite(.serialized) struct ScreenReaderSessionTests {
    static let hasDisplay = !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty
    static let dbusRunSession = "/usr/bin/dbus-run-session"
    static let python = "/usr/bin/python3"
    static let busLauncher = "/usr/libexec/at-spi-bus-launcher"
    /// dbus-run-session, the accessibility bus and pyatspi (scripts/install-deps.sh installs them).
    static let hasTools: Bool = {
        let files = FileManager.default
        guard files.isExecutableFile(atPath: dbusRunSession), files.isExecutableFile(atPath: busLauncher),
            files.isExecutableFile(atPath: python)
        else { return false }
        return (try? TestProgram.run(path: python, ["-c", "import pyatspi"], environment: [:]).status) == 0
    }()
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Accessibility/drive_harness.py").path

    /// The harness started as a user would, without SDL's dummy video driver.
    static var windowEnvironment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["SDL_VIDEODRIVER"] = nil
        env["SDL_AUDIODRIVER"] = "dummy"
        env["FLYWHEEL_ACCESSIBILITY"] = nil
        return env
    }

    @Test(
        .enabled(if: hasDisplay, "needs an X display; run under xvfb-run"),
        .enabled(if: hasTools, "needs dbus-run-session, at-spi2-core and python3-pyatspi (scripts/install-deps.sh)"))
    func aScreenReaderReadsTheTreeStepsASpinnerAndSwitchesTheScene() throws {
        #expect(TestProgram.isBuilt("harness"))
        let harness = TestProgram.buildDirectory.appendingPathComponent("harness").path
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-a11y-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        let target = try #require(BuiltInScenes.all.first { $0.name == "rating" })
        let run = try TestProgram.run(
            path: Self.python, [Self.script, harness, report, target.title], environment: Self.windowEnvironment)
        #expect(run.status == 0, "drive_harness.py: \(run.errors.suffix(2000))")
        let facts = try JSONNode.parse(Data(run.output.utf8))
        #expect(facts.member("errors")?.array?.isEmpty == true, "\(run.output.prefix(2000))")
        // Whatever SDL says about the machine, nothing about accessibility: the bridge is quiet.
        let harnessErrors = facts.member("harnessErrors")?.string?.lowercased() ?? ""
        #expect(
            !["accessib", "atk", "at-spi", "glib", "dbus"].contains { harnessErrors.contains($0) },
            "the harness wrote: \(harnessErrors)")
        #expect(facts.member("harnessExit")?.number == 0)

        // The tree: application → frame → a page tab list with one tab per scene → controls.
        let app = try #require(facts.member("application"))
        #expect(app.member("role")?.string == "application" && app.member("name")?.string == "harness")
        #expect(facts.member("frame")?.member("role")?.string == "frame")
        let tabs = try #require(facts.member("tabs")?.array)
        #expect(tabs.compactMap { $0.member("name")?.string } == BuiltInScenes.all.map(\.title))
        #expect(tabs.allSatisfy { $0.member("role")?.string == "page tab" })
        #expect(
            tabs.filter { $0.member("selected")?.bool == true }.compactMap { $0.member("name")?.string } == ["Basic"])
        let tree = try #require(facts.member("tree")?.array)
        func has(_ role: String, _ name: String, in nodes: [JSONNode]) -> Bool {
            nodes.contains { $0.member("role")?.string == role && $0.member("name")?.string == name }
        }
        #expect(has("spin button", "Spinner", in: tree), "the Basic scene's spinner, an adjustable element")
        #expect(has("page tab list", "Scenes", in: tree))
        let named = tree.filter { !($0.member("name")?.string ?? "").isEmpty }
        #expect(Set(named.compactMap { $0.member("role")?.string }).count >= 4, "controls of several roles, named")
        let spinner = try #require(tree.first { $0.member("name")?.string == "Spinner" })
        #expect(spinner.member("value")?.number != nil && !(spinner.member("text")?.string ?? "").isEmpty)
        #expect(spinner.member("actions")?.array?.compactMap(\.string).contains("increment") == true)
        // Component: on the screen, inside its window (800×600 points at the window's position).
        let window = try #require(facts.member("frame")?.member("extents")?.numbers(count: 4))
        let box = try #require(facts.member("spinnerExtents")?.numbers(count: 4))
        #expect(window[2] == 800 && window[3] == 600, "\(window)")
        #expect(box[2] > 0 && box[3] > 0, "\(box)")
        #expect(box[0] >= window[0] && box[1] >= window[1], "\(box) in \(window)")
        #expect(box[0] + box[2] <= window[0] + window[2] && box[1] + box[3] <= window[1] + window[3])

        // A step through the Action interface: the value moves, and value-changed arrives.
        let step = try #require(facts.member("step"))
        #expect(step.member("accepted")?.bool == true)
        #expect(step.member("after")?.number != step.member("before")?.number)
        #expect(step.member("afterText")?.string != step.member("beforeText")?.string)
        let events = try #require(step.member("events")?.array)
        #expect(events.contains { $0.member("source")?.string == "Spinner" }, "value-changed from the spinner")

        // The Value interface steps there; Component focus moves the keyboard focus.
        let set = try #require(facts.member("setValue"))
        #expect(set.member("now")?.number == set.member("asked")?.number, "\(set.value)")
        let focus = try #require(facts.member("focus"))
        #expect(focus.member("accepted")?.bool == true && focus.member("focused")?.bool == true, "\(focus.value)")
        #expect(focus.member("events")?.array?.compactMap(\.string).contains("Spinner") == true)

        // A tab chosen through the Selection interface shows its scene.
        let switched = try #require(facts.member("switch"))
        #expect(switched.member("accepted")?.bool == true)
        #expect(switched.member("selectedTabs")?.array?.compactMap(\.string) == [target.title])
        // Told on the right objects: the list's selection changed, the new tab became selected,
        // the old one not (not a selected state on the list).
        let told = try #require(switched.member("selectionEvents")?.array)
        func said(_ type: String, _ source: String, _ on: Double? = nil) -> Bool {
            told.contains { e in
                guard e.member("type")?.string == type, e.member("source")?.string == source else { return false }
                return on == nil || e.member("on")?.number == on
            }
        }
        #expect(said("object:selection-changed", "Scenes"), "\(told.map(\.value))")
        #expect(said("object:state-changed:selected", target.title, 1), "\(told.map(\.value))")
        #expect(said("object:state-changed:selected", "Basic", 0), "\(told.map(\.value))")
        #expect(!said("object:state-changed:selected", "Scenes"), "\(told.map(\.value))")
        let changes = try #require(switched.member("childrenChanged")?.array).compactMap(\.string)
        #expect(changes.contains("object:children-changed:remove") && changes.contains("object:children-changed:add"))
        let after = try #require(switched.member("tree")?.array)
        #expect(!has("spin button", "Spinner", in: after), "the Basic scene left the window")

        // The report shows both, as for a user's input: the step's event and the new scene.
        let written = try JSONNode.parse(Data(contentsOf: URL(fileURLWithPath: report)))
        #expect(written.member("scene")?.string == target.name)
        let messages = try #require(written.member("messages")?.array).compactMap { $0.member("text")?.string }
        #expect(messages.contains { $0.hasPrefix("Spinner: ") }, "\(messages)")
        #expect(messages.contains("\(target.title) — F1: help"), "\(messages)")
    }

    /// The feel lab's typed-number box, typed into with keys from the keyboard: a reader finds an
    /// editable one-line entry named after the field, with the text typed and the caret where the
    /// arrows left it, and hears each change as text removed, inserted and a caret moved. The
    /// old value is selected when the box opens and not after the first key (told as a selection
    /// change); each character's box lies in the entry's, left to right, the caret's found there.
    @Test(
        .enabled(if: hasDisplay, "needs an X display; run under xvfb-run"),
        .enabled(if: hasTools, "needs dbus-run-session, at-spi2-core and python3-pyatspi (scripts/install-deps.sh)"))
    func aScreenReaderReadsTheTypedNumberAsAnEditableEntryWithItsCaret() throws {
        let harness = TestProgram.buildDirectory.appendingPathComponent("harness").path
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-a11y-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        let field = "rubberBandCoefficient"  // shows 0.55
        let run = try TestProgram.run(
            path: Self.python, [Self.script, harness, report, "--type-into", field], environment: Self.windowEnvironment
        )
        #expect(run.status == 0, "drive_harness.py: \(run.errors.suffix(2000))")
        let facts = try JSONNode.parse(Data(run.output.utf8))
        #expect(facts.member("errors")?.array?.isEmpty == true, "\(run.output.prefix(3000))")
        #expect(facts.member("activeBeforeKeys")?.bool == true, "the window had the X keyboard before the keys")
        let opened = try #require(facts.member("entryOpened"), "\(run.output.prefix(3000))")
        #expect(opened.member("text")?.string == "0.55")
        #expect(opened.member("nSelections")?.number == 1, "Enter selects the old value")
        #expect(opened.member("selection")?.array?.compactMap(\.number) == [0, 4], "all of \"0.55\"")
        let entry = try #require(facts.member("entry"), "\(run.output.prefix(3000))")
        #expect(entry.member("nSelections")?.number == 0, "the first key replaced the selection")
        #expect(
            entry.member("selectionEvents")?.array?.compactMap(\.string).contains(field) == true,
            "text-selection-changed when the selection went: \(run.output.prefix(3000))")
        func box(_ node: JSONNode?) -> [Double] { node?.array?.compactMap(\.number) ?? [] }
        let own = box(entry.member("extents")), frame = box(facts.member("frame")?.member("extents"))
        let characters = try #require(entry.member("characterExtents")?.array).map(box)
        #expect(characters.count == 5 && own.count == 4, "\(characters) \(own)")
        if characters.count == 5, own.count == 4 {
            for c in characters {
                #expect(c[0] >= own[0] && c[0] + c[2] <= own[0] + own[2], "\(c) across \(own)")
                #expect(c[1] >= own[1] && c[1] + c[3] <= own[1] + own[3] && c[3] > 0, "\(c) down \(own)")
            }
            let lefts = characters.map { $0[0] }
            #expect(zip(lefts, lefts.dropFirst()).allSatisfy { $0 < $1 }, "left to right: \(lefts)")
            let caret = characters[2]  // the caret is before the "7"
            #expect(caret[2] > 0, "the caret's character has a width: \(caret)")
            let inWindow = box(entry.member("caretCharacterInWindow"))
            #expect(frame.count == 4 && inWindow == [caret[0] - frame[0], caret[1] - frame[1], caret[2], caret[3]])
        }
        #expect(entry.member("role")?.string == "entry" && entry.member("name")?.string == field)
        let states = Set(entry.member("states")?.array?.compactMap(\.string) ?? [])
        #expect(states.isSuperset(of: ["editable", "single line", "focused", "focusable", "enabled"]), "\(states)")
        #expect(entry.member("text")?.string == "0.75" && entry.member("characterCount")?.number == 4)
        #expect(entry.member("caret")?.number == 2, "two Left arrows from the end")
        #expect(entry.member("atCaret")?.array?.first?.string == "7", "the character after the caret")
        #expect(entry.member("line")?.array?.first?.string == "0.75")
        let events = try #require(entry.member("events")?.array)
        func said(_ type: String, _ text: String?) -> Bool {
            events.contains { $0.member("type")?.string == type && (text == nil || $0.member("text")?.string == text) }
        }
        #expect(said("object:text-changed:delete", "0.55"), "the selected value replaced: \(events.map(\.value))")
        #expect(said("object:text-changed:insert", "7") && said("object:text-changed:insert", "5"))
        let carets = events.filter { $0.member("type")?.string == "object:text-caret-moved" }
            .compactMap { $0.member("offset")?.number }
        #expect(carets.suffix(3) == [4, 3, 2], "typed to the end, then two to the left: \(carets)")
        #expect(facts.member("harnessExit")?.number == 0)
    }

    /// Keys reach readers: an AT-SPI keystroke listener (what Orca registers for its key echo and
    /// its commands) hears Space and "a" pressed in the window, pressed and released, with X's
    /// keysyms, names and keycodes; and the keys still reach the game (the focused switch toggles).
    @Test(
        .enabled(if: hasDisplay, "needs an X display; run under xvfb-run"),
        .enabled(if: hasTools, "needs dbus-run-session, at-spi2-core and python3-pyatspi (scripts/install-deps.sh)"))
    func aKeyPressedInTheWindowReachesAReadersKeystrokeListener() throws {
        let harness = TestProgram.buildDirectory.appendingPathComponent("harness").path
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-a11y-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        let run = try TestProgram.run(
            path: Self.python, [Self.script, harness, report, "--listen-keys"], environment: Self.windowEnvironment)
        #expect(run.status == 0, "drive_harness.py: \(run.errors.suffix(2000))")
        let facts = try JSONNode.parse(Data(run.output.utf8))
        let summary = "\(run.output.prefix(3000))"
        #expect(facts.member("errors")?.array?.isEmpty == true, "\(summary)")
        #expect(facts.member("activeBeforeKeys")?.bool == true, "the window had the X keyboard before the keys")
        let keys = try #require(facts.member("keys"), "\(summary)")
        let heard = try #require(keys.member("heard")?.array)
        func key(_ keysym: Double, _ pressed: Bool) -> JSONNode? {
            heard.first { $0.member("keysym")?.number == keysym && $0.member("pressed")?.bool == pressed }
        }
        let space = try #require(key(0x20, true), "Space pressed: \(summary)")
        #expect(space.member("text")?.string == "space", "a key that types nothing visible: its name")
        #expect(space.member("keycode")?.number == 65, "X's keycode for Space (evdev 57 + 8)")
        #expect(key(0x20, false) != nil, "Space released: \(summary)")
        let a = try #require(key(0x61, true), "a pressed: \(summary)")
        #expect(a.member("text")?.string == "a")
        #expect(a.member("keycode")?.number == 38)
        #expect(key(0x61, false) != nil, "a released")
        #expect(
            keys.member("checkedAfter")?.bool != keys.member("checkedBefore")?.bool,
            "Space still toggled the focused switch: \(keys.value)")
        #expect(facts.member("harnessExit")?.number == 0)
    }

    /// Every change a sighted player sees is told: Space on a switch is its checked state
    /// changing (`state-changed:checked` from the toggle button, and no value change: it has no
    /// Value); Enter on the spinner opens it (`state-changed:expanded` on), Enter again closes it
    /// (off); the status line's Text is the message it shows, not its name.
    @Test(
        .enabled(if: hasDisplay, "needs an X display; run under xvfb-run"),
        .enabled(if: hasTools, "needs dbus-run-session, at-spi2-core and python3-pyatspi (scripts/install-deps.sh)"))
    func aSwitchsCheckedAndTheSpinnersExpandedStatesAreToldAndTheStatusLineReadsAsShown() throws {
        let harness = TestProgram.buildDirectory.appendingPathComponent("harness").path
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-a11y-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        let run = try TestProgram.run(
            path: Self.python, [Self.script, harness, report, "--states"], environment: Self.windowEnvironment)
        #expect(run.status == 0, "drive_harness.py: \(run.errors.suffix(2000))")
        let facts = try JSONNode.parse(Data(run.output.utf8))
        let summary = "\(run.output.prefix(3000))"
        #expect(facts.member("errors")?.array?.isEmpty == true, "\(summary)")
        let toggle = try #require(facts.member("switch"), "\(summary)")
        let name = toggle.member("name")?.string ?? ""
        #expect(toggle.member("checkedBefore")?.bool == true && toggle.member("checkedAfter")?.bool == false)
        let events = toggle.member("events")?.array ?? []
        func event(_ e: JSONNode, _ type: String) -> Bool { e.member("type")?.string == type }
        let checkedOff = events.filter { event($0, "object:state-changed:checked") }.filter {
            $0.member("source")?.string == name && $0.member("on")?.number == 0
        }
        #expect(!checkedOff.isEmpty, "checked went off: \(summary)")
        #expect(
            !events.contains { event($0, "object:property-change:accessible-value") },
            "no value change on a toggle button, which has no Value: \(summary)")
        // What the line shows: the value between the invisible isolates that keep its direction.
        let shown = toggle.member("statusText")?.string ?? ""
        #expect(
            shown.filter { $0 != "\u{2068}" && $0 != "\u{2069}" } == "\(name): off",
            "the status line's Text: \(summary)")
        #expect(shown != "Status line")
        let spinner = try #require(facts.member("spinner"), "\(summary)")
        #expect(spinner.member("expandedAfterEnter")?.bool == true)
        #expect(spinner.member("expandedAfterSecondEnter")?.bool == false)
        let spinnerEvents = (spinner.member("events")?.array ?? []).filter { $0.member("source")?.string == "Spinner" }
        let expanded = spinnerEvents.filter { event($0, "object:state-changed:expanded") }.compactMap {
            $0.member("on")?.number
        }
        #expect(expanded == [1, 0], "opened, then closed: \(summary)")
        #expect(facts.member("harnessExit")?.number == 0)
    }

    /// A blind player changes a Menu parameter: the menu's button has its place in the tree (a
    /// child of the picture it opens over, listed among its children: Orca dropped it as a
    /// zombie at index −1), Return on it opens the menu, whose rows read their values as Text,
    /// and Left changes the selected row's value, told as a value change from that row.
    @Test(
        .enabled(if: hasDisplay, "needs an X display; run under xvfb-run"),
        .enabled(if: hasTools, "needs dbus-run-session, at-spi2-core and python3-pyatspi (scripts/install-deps.sh)"))
    func aBlindPlayerFindsTheMenusButtonOpensItAndChangesAParameter() throws {
        let harness = TestProgram.buildDirectory.appendingPathComponent("harness").path
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-a11y-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        let run = try TestProgram.run(
            path: Self.python, [Self.script, harness, report, "--menu"], environment: Self.windowEnvironment)
        #expect(run.status == 0, "drive_harness.py: \(run.errors.suffix(2000))")
        let facts = try JSONNode.parse(Data(run.output.utf8))
        let summary = "\(run.output.prefix(3000))"
        #expect(facts.member("errors")?.array?.isEmpty == true, "\(summary)")
        let button = try #require(facts.member("menuButton"), "\(summary)")
        #expect((button.member("indexInParent")?.number ?? -1) >= 0, "\(button.value)")
        #expect(button.member("parent")?.string == "Picture" && button.member("parentRole")?.string == "image")
        #expect(button.member("inParentsChildren")?.bool == true, "\(button.value)")
        let menu = try #require(facts.member("menu"), "\(summary)")
        let before = menu.member("before")?.array ?? [], after = menu.member("after")?.array ?? []
        #expect(before.count >= 2 && before.count == after.count, "\(menu.value)")
        func text(_ rows: [JSONNode], _ i: Int) -> String? { rows[i].member("text")?.string }
        let selected = try #require(before.firstIndex { $0.member("selected")?.bool == true }, "\(menu.value)")
        let name = before[selected].member("name")?.string
        #expect(!(text(before, selected) ?? "").isEmpty && text(before, selected) != name, "its Text is its value")
        #expect(
            selected < after.count && text(after, selected) != text(before, selected), "Left changed it: \(menu.value)")
        let events = menu.member("events")?.array ?? []
        #expect(events.contains { $0.member("source")?.string == name }, "told from the row: \(summary)")
        #expect(facts.member("harnessExit")?.number == 0)
    }

    /// A view whose presentation changes with the window's size gets a new object with its new
    /// role's interfaces: at 500×400 a segmented control too narrow for its titles is a spin
    /// button with a Value (it kept its group's interfaces, and readers' calls for them were
    /// atk-bridge's CRITICAL lines), and a group of radio buttons again at 800×600. Then every
    /// scene is read whole, each object's every interface, and the harness writes no CRITICAL
    /// line: none is filtered any more.
    @Test(
        .enabled(if: hasDisplay, "needs an X display; run under xvfb-run"),
        .enabled(if: hasTools, "needs dbus-run-session, at-spi2-core and python3-pyatspi (scripts/install-deps.sh)"))
    func aViewThatChangesPresentationIsANewObjectAndNoSceneMakesACriticalLine() throws {
        let harness = TestProgram.buildDirectory.appendingPathComponent("harness").path
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("flywheel-a11y-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        let run = try TestProgram.run(
            path: Self.python, [Self.script, harness, report, "--every-scene"], environment: Self.windowEnvironment)
        #expect(run.status == 0, "drive_harness.py: \(run.errors.suffix(2000))")
        let facts = try JSONNode.parse(Data(run.output.utf8))
        let summary = "\(run.output.prefix(3000))"
        #expect(facts.member("errors")?.array?.isEmpty == true, "\(summary)")
        let resize = try #require(facts.member("resize"), "\(summary)")
        #expect(resize.member("found")?.bool == true, "the window was found to resize")
        let compact = try #require(resize.member("compact")?.string, "no view became a spin button: \(summary)")
        let change = try #require(resize.member("changes")?.member(compact))
        #expect(change.member("before")?.member("role")?.string == "panel")
        let interfaces = change.member("after")?.member("interfaces")?.array?.compactMap(\.string) ?? []
        #expect(interfaces.contains("Value") && interfaces.contains("Text"), "\(change.value)")
        #expect(resize.member("compactValue")?.number != nil && !(resize.member("compactText")?.string ?? "").isEmpty)
        let told = resize.member("childrenChanged")?.array ?? []
        #expect(told.contains { $0.member("type")?.string == "object:children-changed:remove" }, "\(told)")
        #expect(told.contains { $0.member("type")?.string == "object:children-changed:add" }, "\(told)")
        #expect(resize.member("backToPanel")?.bool == true, "a group again at 800×600")
        let scenes = facts.member("scenes")?.array ?? []
        #expect(scenes.count == BuiltInScenes.all.count, "\(scenes)")
        #expect(scenes.allSatisfy { ($0.member("objects")?.number ?? 0) > 3 }, "\(scenes)")
        #expect(facts.member("harnessCriticals")?.number == 0, "\(facts.member("harnessErrors")?.string ?? "")")
        #expect(facts.member("harnessExit")?.number == 0)
    }

    /// With a session bus but no accessibility bus behind it, the program runs as ever and says
    /// so in one line; opted out (`--no-accessibility`, `FLYWHEEL_ACCESSIBILITY=0`), in none.
    @Test(.enabled(if: hasDisplay, "needs an X display; run under xvfb-run"))
    func aMissingAccessibilityBusCostsOneLineAndOptingOutNone() throws {
        var env = Self.windowEnvironment
        env["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/nonexistent/flywheel-no-bus"
        env["AT_SPI_BUS_ADDRESS"] = nil
        let harness = TestProgram.buildDirectory.appendingPathComponent("harness").path
        let run = try TestProgram.run(path: harness, ["--scene", "basic", "--frames", "3"], environment: env)
        #expect(run.status == 0)
        let lines = run.errors.split(separator: "\n").filter { !$0.contains("XDG_RUNTIME_DIR") }  // SDL's
        #expect(lines.count == 1, "\(run.errors)")
        #expect(lines.first?.contains("accessibility") == true, "\(run.errors)")
        // Opted out, it does not even try.
        for (arguments, environment) in [
            (["--no-accessibility"], env), ([], env.merging(["FLYWHEEL_ACCESSIBILITY": "0"]) { $1 }),
        ] {
            let quiet = try TestProgram.run(
                path: harness, ["--scene", "basic", "--frames", "3"] + arguments, environment: environment)
            #expect(quiet.status == 0)
            #expect(!quiet.errors.contains("accessibility"), "\(arguments): \(quiet.errors)")
        }
    }
}
