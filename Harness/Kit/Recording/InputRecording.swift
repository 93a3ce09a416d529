import FlywheelCore
import FlywheelUI
import Foundation

/// A recorded session: what `--record FILE` writes and `--replay FILE` plays — the scene, the
/// window size, the frame rate, the feel in force, and every input event with its time in
/// seconds from the start (docs/harness-scripts.md, "Recordings").
///
/// One JSON document, one event per line:
///
/// ```json
/// {
///   "format": "flywheel-harness-recording", "version": 1,
///   "scene": "rating", "size": [800, 600], "fps": 60, "duration": 1.25,
///   "feel": { …every FeelParameters field… },
///   "events": [
///     {"t": 0.5, "pointer": "down", "id": 0, "at": [400, 240]},
///     {"t": 0.55, "pointer": "up", "id": 0, "at": [400, 240]},
///     {"t": 0.6, "key": "Right", "down": true},
///     {"t": 0.7, "wheel": [0, 1], "at": [400, 300]},
///     {"t": 0.8, "set": {"control": "Stars", "value": "6"}},
///     {"t": 0.9, "resize": [1024, 768]}
///   ]
/// }
/// ```
///
/// Times and positions are written in full (the shortest decimal that reads back to the same
/// double), so a replay delivers exactly the recorded input.
public struct InputRecording: Sendable {
    public static let format = "flywheel-harness-recording"
    public static let version = 1

    public var scene: String
    public var size: Size
    public var fps: Double
    /// When the session ended (seconds from the start); a replay runs until then.
    public var duration: Double
    public var feel: FeelParameters
    /// Input, `set` steps and resizes, in time order (never screenshots).
    public var entries: [TimedAction]

    public init(scene: String, size: Size, fps: Double, duration: Double, feel: FeelParameters, entries: [TimedAction])
    {
        self.scene = scene; self.size = size; self.fps = fps; self.duration = duration; self.feel = feel;
        self.entries = entries
    }

    /// What a headless replay plays.
    public var timeline: Timeline { Timeline(actions: entries, duration: duration) }

    // MARK: Writing

    public var json: JSONValue {
        var feelJSON = JSONValue.null
        if let data = try? feel.jsonData(), let node = try? JSONNode.parse(data) { feelJSON = node.value }
        return .object([
            ("format", .string(Self.format)),
            ("version", .number(Double(Self.version))),
            ("scene", .string(scene)),
            ("size", .numbers([size.width, size.height])),
            ("fps", .number(fps)),
            ("duration", .number(duration)),
            ("feel", feelJSON),
            ("events", .array(entries.compactMap(Self.entryJSON))),
        ])
    }

    static func entryJSON(_ a: TimedAction) -> JSONValue? {
        var m: [(String, JSONValue)] = [("t", .number(a.time))]
        switch a.kind {
        case .input(.pointer(let e)):
            let phase: String
            switch e.phase {
            case .down: phase = "down"
            case .move: phase = "move"
            case .up: phase = "up"
            case .cancel: phase = "cancel"
            }
            m += [
                ("pointer", .string(phase)), ("id", .number(Double(e.id))),
                ("at", .numbers([e.location.x, e.location.y])),
            ]
        case .input(.key(let e)):
            m += [("key", .string(KeyNames.name(of: e.key))), ("down", .bool(e.isDown))]
            if e.isRepeat { m.append(("repeat", .bool(true))) }
            if !e.modifiers.isEmpty {
                m.append(("modifiers", .array(KeyNames.names(of: e.modifiers).map(JSONValue.string))))
            }
            if let pad = e.pad { m.append(("pad", .number(Double(pad.rawValue)))) }
            if let button = e.padButton { m.append(("button", .string(button.rawValue))) }
        case .input(.stick(let e)):
            m += [
                ("stick", .string(e.stick.rawValue)), ("pad", .number(Double(e.pad.rawValue))),
                ("xy", .numbers([e.x, e.y])),
            ]
        case .input(.wheel(let e)):
            m += [("wheel", .numbers([e.dx, e.dy])), ("at", .numbers([e.location.x, e.location.y]))]
        case .input(.text(let e)):
            m.append(("text", .string(e.text)))
        case .set(let control, let value):
            m.append(("set", .object([("control", .string(control)), ("value", .string(value))])))
        case .resize(let size):
            m.append(("resize", .numbers([size.width, size.height])))
        case .screenshot:
            return nil
        }
        return .object(m)
    }

    /// Writes the recording as JSON to `path` (`OutputFile`: never replacing a link or a
    /// device); a failed write is an error naming `--record`.
    public func write(to path: String) throws {
        try OutputPathError.naming("--record") { try OutputFile.write(Array(json.prettyText().utf8), to: path) }
    }
}

// MARK: - Reading

extension InputRecording {
    static let topLevelKeys = ["format", "version", "scene", "size", "fps", "duration", "feel", "events"]

    /// Reads a recording; every problem names the file, line and event.
    /// A file over `HarnessLimits.maximumRecordingBytes` is refused before it is read.
    public static func load(path: String) throws(ScriptError) -> InputRecording {
        let data = try HarnessLimits.readFile(path, what: "recording", limit: HarnessLimits.maximumRecordingBytes)
        return try parse(data, file: path)
    }

    /// Durations and event times are held to `HarnessLimits.maximumDurationSeconds`, pointer ids
    /// to `HarnessLimits.maximumPointerID`, the number of events to `maximumRecordingEvents`.
    public static func parse(_ data: Data, file: String) throws(ScriptError) -> InputRecording {
        try HarnessLimits.requireSize(data, what: "recording", limit: HarnessLimits.maximumRecordingBytes, file: file)
        // Counted before parsing: the parser would hold every event before the count below.
        if let (line, count) = JSONArrayCount.firstArray(over: HarnessLimits.maximumRecordingEvents, in: [UInt8](data))
        {
            throw ScriptError(
                file: file, line: line, key: "events",
                message: "an array of more than \(count - 1) values; the limit is "
                    + "\(HarnessLimits.maximumRecordingEvents) events")
        }
        let root = try JSONNode.parse(data, file: file)
        func fail(_ key: String?, _ message: String, _ node: JSONNode?) -> ScriptError {
            ScriptError(file: file, line: node?.line ?? root.line, key: key, message: message)
        }
        guard root.isObject else { throw fail(nil, "a recording is a JSON object, found \(root.typeName)", root) }
        guard root.member("format")?.string == format else {
            throw fail(
                "format", "expected \"\(format)\" (is this a recording made by --record?)", root.member("format"))
        }
        guard root.member("version")?.number == Double(version) else {
            throw fail("version", "expected \(version)", root.member("version"))
        }
        for key in root.keys where !topLevelKeys.contains(key) {
            throw fail(key, "unknown key; a recording has \(topLevelKeys.joined(separator: ", "))", root.member(key))
        }
        guard let scene = root.member("scene")?.string, !scene.isEmpty else {
            throw fail("scene", "expected a scene name", root.member("scene"))
        }
        guard let size = root.member("size")?.windowSize else {
            throw fail("size", JSONNode.windowSizeExpected, root.member("size"))
        }
        guard let fps = root.member("fps")?.fps else { throw fail("fps", JSONNode.fpsExpected, root.member("fps")) }
        guard let duration = root.member("duration")?.number, duration >= 0 else {
            throw fail("duration", "expected seconds (a number ≥ 0)", root.member("duration"))
        }
        guard duration <= HarnessLimits.maximumDurationSeconds else {
            throw fail("duration", HarnessLimits.durationOverLimit(duration), root.member("duration"))
        }
        guard let feelNode = root.member("feel") else {
            throw fail("feel", "missing: the feel in force when recording", nil)
        }
        let feel = try FeelFile.parse(member: feelNode, of: data, file: file, key: "feel")
        guard let events = root.member("events")?.array else {
            throw fail("events", "expected an array of events", root.member("events"))
        }
        guard events.count <= HarnessLimits.maximumRecordingEvents else {
            throw fail(
                "events", "\(events.count) events; the limit is \(HarnessLimits.maximumRecordingEvents)",
                root.member("events"))
        }
        var entries: [TimedAction] = []
        for (i, node) in events.enumerated() {
            let entry = try parseEntry(node, number: i + 1, file: file)
            if let last = entries.last, entry.time < last.time {
                throw ScriptError(
                    file: file, line: node.line, step: i + 1, stepNoun: "event", key: "t",
                    message: "\(entry.time) is earlier than the event before (\(last.time))")
            }
            entries.append(entry)
        }
        return InputRecording(
            scene: scene, size: size, fps: fps,
            duration: max(duration, entries.last?.time ?? 0), feel: feel, entries: entries)
    }

    static let entryKinds = ["pointer", "key", "text", "wheel", "stick", "set", "resize"]
    static let entryExtras: [String: [String]] = [
        "pointer": ["id", "at"], "key": ["down", "repeat", "modifiers", "pad", "button"], "text": [], "wheel": ["at"],
        "stick": ["pad", "xy"], "set": [], "resize": [],
    ]

    /// A recorded pad id: a whole number in 0...Int32.max; nil when absent and not `required`.
    static func padID(
        _ node: JSONNode?, required: Bool, _ fail: (String?, String, JSONNode?) -> ScriptError
    ) throws(ScriptError) -> PadID? {
        guard let node else {
            if required { throw fail("pad", "missing: the controller it came from (a pad id ≥ 0)", nil) }
            return nil
        }
        guard let n = node.number, n >= 0, n <= Double(Int32.max), n == n.rounded() else {
            throw fail("pad", "expected a pad id (a whole number ≥ 0)", node)
        }
        return PadID(Int(n))
    }

    static func parseEntry(_ node: JSONNode, number: Int, file: String) throws(ScriptError) -> TimedAction {
        func fail(_ key: String?, _ message: String, _ at: JSONNode? = nil) -> ScriptError {
            ScriptError(
                file: file, line: (at ?? node).line, step: number, stepNoun: "event", key: key, message: message)
        }
        guard node.isObject else { throw fail(nil, "expected an object, found \(node.typeName)") }
        guard let t = node.member("t")?.number, t >= 0 else {
            throw fail("t", "expected seconds from the start (≥ 0)", node.member("t"))
        }
        guard t <= HarnessLimits.maximumDurationSeconds else {
            throw fail("t", HarnessLimits.durationOverLimit(t), node.member("t"))
        }
        let kinds = node.keys.filter { entryKinds.contains($0) }
        guard kinds.count == 1, let kind = kinds.first else {
            throw fail(nil, "expected exactly one of \(entryKinds.joined(separator: ", "))")
        }
        let allowed = ["t", kind] + (entryExtras[kind] ?? [])
        for key in node.keys where !allowed.contains(key) {
            throw fail(kind, "unknown key '\(OutsideText.quoted(key))'", node.member(key))
        }
        let value = node.member(kind)!
        func point(_ key: String) throws(ScriptError) -> Point {
            guard let v = node.member(key)?.numbers(count: 2) else {
                throw fail(kind, "\(key): expected [x, y] numbers", node.member(key))
            }
            return Point(x: v[0], y: v[1])
        }
        switch kind {
        case "pointer":
            let phases: [String: PointerEvent.Phase] = ["down": .down, "move": .move, "up": .up, "cancel": .cancel]
            guard let name = value.string, let phase = phases[name] else {
                throw fail(kind, "expected down, move, up or cancel", value)
            }
            guard let id = JSONNode.pointerID(node.member("id")?.number ?? 0) else {
                throw fail(kind, JSONNode.pointerIDExpected, node.member("id"))
            }
            let e = PointerEvent(phase: phase, id: id, location: try point("at"), timestamp: t)
            return TimedAction(time: t, kind: .input(.pointer(e)), step: number, line: node.line)
        case "key":
            guard let name = value.string, let key = KeyNames.key(named: name) else {
                throw fail(kind, "unknown key name", value)
            }
            guard let down = node.member("down")?.bool else {
                throw fail(kind, "down: expected true or false", node.member("down"))
            }
            var modifiers: KeyModifiers = []
            for m in node.member("modifiers")?.array ?? [] {
                guard let s = m.string, let mod = KeyNames.modifier(named: s) else {
                    throw fail(kind, "modifiers: expected shift, control, alt or command", m)
                }
                modifiers.insert(mod)
            }
            let pad = try padID(node.member("pad"), required: false, fail)
            var button: PadButton?
            if let b = node.member("button") {
                guard let name = b.string, let parsed = PadButton(name: name) else {
                    throw fail(
                        kind,
                        "button: expected a controller button (\(PadButton.allCases.map(\.rawValue).joined(separator: ", ")))",
                        b)
                }
                guard pad != nil else { throw fail(kind, "button: needs the pad it was pressed on (\"pad\")", b) }
                button = parsed
            }
            let e = KeyEvent(
                key: key, isDown: down, isRepeat: node.member("repeat")?.bool ?? false, modifiers: modifiers,
                pad: pad, padButton: button, timestamp: t)
            return TimedAction(time: t, kind: .input(.key(e)), step: number, line: node.line)
        case "text":
            guard let text = value.string, !text.isEmpty else { throw fail(kind, "expected the typed text", value) }
            let e = TextEvent(text: text, timestamp: t)
            return TimedAction(time: t, kind: .input(.text(e)), step: number, line: node.line)
        case "stick":
            guard let name = value.string, let stick = PadStick(rawValue: name.lowercased()) else {
                throw fail(kind, "expected left or right", value)
            }
            guard let xy = node.member("xy")?.numbers(count: 2), xy.allSatisfy({ (-1...1).contains($0) }) else {
                throw fail(kind, "xy: expected [x, y] numbers in -1...1", node.member("xy"))
            }
            let pad = try padID(node.member("pad"), required: true, fail)!
            let e = StickEvent(pad: pad, stick: stick, x: xy[0], y: xy[1], timestamp: t)
            return TimedAction(time: t, kind: .input(.stick(e)), step: number, line: node.line)
        case "wheel":
            guard let d = value.numbers(count: 2) else { throw fail(kind, "expected [dx, dy] numbers", value) }
            let e = WheelEvent(dx: d[0], dy: d[1], location: try point("at"), timestamp: t)
            return TimedAction(time: t, kind: .input(.wheel(e)), step: number, line: node.line)
        case "set":
            guard let c = value.member("control")?.string, let v = value.member("value")?.string else {
                throw fail(kind, "expected {\"control\": \"…\", \"value\": \"…\"}", value)
            }
            return TimedAction(time: t, kind: .set(control: c, value: v), step: number, line: node.line)
        default:
            guard let size = value.windowSize else { throw fail(kind, JSONNode.windowSizeExpected, value) }
            return TimedAction(time: t, kind: .resize(size), step: number, line: node.line)
        }
    }
}
