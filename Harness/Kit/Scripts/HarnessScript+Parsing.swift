import FlywheelCore
import FlywheelUI
import Foundation

/// Reading scripts strictly: every unknown key, wrong type or impossible number is an error
/// naming the file, line, step and key — a typo must never be silently ignored.
extension HarnessScript {
    /// The top-level keys a script may have.
    public static let topLevelKeys = ["scene", "fps", "size", "pixelScale", "steps"]
    /// Each step has exactly one of these, plus the extra keys listed for it.
    public static let stepKeys: [String: [String]] = [
        "wait": [], "tap": ["id"], "down": ["id"], "move": ["id"], "up": ["id"], "drag": ["id"],
        "key": ["modifiers"], "type": [], "wheel": ["at", "dx"], "set": [], "screenshot": [], "resize": [],
        "button": ["pad", "hold"], "stick": ["pad", "xy"],
    ]
    static let stepKeyOrder = [
        "wait", "tap", "down", "move", "up", "drag", "key", "type", "wheel", "set", "screenshot", "resize",
        "button", "stick",
    ]

    /// Reads and parses a script file.
    /// A file over `HarnessLimits.maximumScriptBytes` is refused before it is read.
    public static func load(path: String) throws(ScriptError) -> HarnessScript {
        let data = try HarnessLimits.readFile(path, what: "script", limit: HarnessLimits.maximumScriptBytes)
        return try parse(data, file: path)
    }

    /// Parses script text; `file` names it in errors.
    /// Refuses more than `HarnessLimits.maximumScriptSteps` steps and steps whose times add up
    /// to more than `HarnessLimits.maximumDurationSeconds`, naming the step that goes over.
    public static func parse(_ data: Data, file: String) throws(ScriptError) -> HarnessScript {
        try HarnessLimits.requireSize(data, what: "script", limit: HarnessLimits.maximumScriptBytes, file: file)
        let root = try JSONNode.parse(data, file: file)
        func fail(_ key: String?, _ message: String, _ node: JSONNode?) -> ScriptError {
            ScriptError(file: file, line: node?.line, key: key, message: message)
        }
        guard root.isObject else {
            throw fail(nil, "a script is a JSON object {\"scene\": …, \"steps\": [ … ]}, found \(root.typeName)", root)
        }
        for key in root.keys where !topLevelKeys.contains(key) {
            throw fail(key, "unknown key; a script has \(topLevelKeys.joined(separator: ", "))", root.member(key))
        }
        var script = HarnessScript(file: file, steps: [])
        if let node = root.member("scene") {
            guard let s = node.string, !s.isEmpty else { throw fail("scene", "expected a scene name (a string)", node) }
            script.scene = s
        }
        if let node = root.member("fps") {
            guard let f = node.fps else { throw fail("fps", JSONNode.fpsExpected, node) }
            script.fps = f
        }
        if let node = root.member("size") {
            guard let size = node.windowSize else { throw fail("size", JSONNode.windowSizeExpected, node) }
            script.size = size
        }
        if let node = root.member("pixelScale") {
            guard let s = node.number, (1...4).contains(s) else {
                throw fail("pixelScale", "expected a number in 1...4", node)
            }
            script.pixelScale = s
        }
        guard let stepsNode = root.member("steps") else {
            throw fail("steps", "missing: a script needs \"steps\": [ … ]", root)
        }
        guard let steps = stepsNode.array else {
            throw fail("steps", "expected an array of steps, found \(stepsNode.typeName)", stepsNode)
        }
        guard steps.count <= HarnessLimits.maximumScriptSteps else {
            throw fail("steps", "\(steps.count) steps; the limit is \(HarnessLimits.maximumScriptSteps)", stepsNode)
        }
        var time = 0.0
        for (i, node) in steps.enumerated() {
            let step = try parseStep(node, number: i + 1, file: file)
            // On the nanosecond grid `timeline()` starts every step on: steps that add up to
            // exactly 3600 s in decimal are 3600 s there, whatever a binary sum would drift to.
            time = onTimeGrid(time + step.action.seconds)
            if time > HarnessLimits.maximumDurationSeconds {
                throw ScriptError(
                    file: file, line: step.line, step: step.number, key: step.action.name,
                    message: "the script's time reaches \(NumberText.shortest(time)) s here; "
                        + "the limit is \(NumberText.shortest(HarnessLimits.maximumDurationSeconds)) s")
            }
            script.steps.append(step)
        }
        return script
    }

    static func parseStep(_ node: JSONNode, number: Int, file: String) throws(ScriptError) -> Step {
        func fail(_ key: String?, _ message: String, line: Int? = nil) -> ScriptError {
            ScriptError(file: file, line: line ?? node.line, step: number, key: key, message: message)
        }
        guard node.isObject else {
            throw fail(nil, "a step is an object such as {\"tap\": [x, y]}, found \(node.typeName)")
        }
        let actions = node.keys.filter { stepKeys[$0] != nil }
        guard actions.count == 1, let name = actions.first else {
            if actions.isEmpty {
                let known = stepKeyOrder.joined(separator: ", ")
                if let first = node.keys.first { throw fail(first, "unknown step; steps are \(known)") }
                throw fail(nil, "empty step; steps are \(known)")
            }
            throw fail(
                nil,
                "one action per step, found \(actions.map { "'\(OutsideText.quoted($0))'" }.joined(separator: " and "))"
            )
        }
        let allowed = stepKeys[name] ?? []
        for key in node.keys where key != name && !allowed.contains(key) {
            let extra =
                allowed.isEmpty ? "it takes no other keys" : "it may also have \(allowed.joined(separator: ", "))"
            throw fail(
                name, "unknown key '\(OutsideText.quoted(key))' in a \(name) step; \(extra)",
                line: node.member(key)?.line)
        }
        let value = node.member(name)!
        let id = try pointerID(node, name: name, fail: fail)
        return Step(number: number, line: node.line, action: try parseAction(name, value, node, id: id, fail: fail))
    }

    private static func pointerID(_ node: JSONNode, name: String, fail: (String?, String, Int?) -> ScriptError)
        throws(ScriptError) -> Int
    {
        guard let idNode = node.member("id") else { return 0 }
        guard let n = idNode.number, let id = JSONNode.pointerID(n) else {
            throw fail(name, JSONNode.pointerIDExpected, idNode.line)
        }
        return id
    }

    private static func parseAction(
        _ name: String, _ value: JSONNode, _ node: JSONNode, id: Int,
        fail: (String?, String, Int?) -> ScriptError
    ) throws(ScriptError) -> Action {
        func point(_ n: JSONNode, _ what: String) throws(ScriptError) -> Point {
            guard let v = n.numbers(count: 2) else { throw fail(name, "\(what)expected [x, y] numbers", n.line) }
            return Point(x: v[0], y: v[1])
        }
        func seconds(_ n: JSONNode, _ what: String, max limit: Double = 3600) throws(ScriptError) -> Double {
            guard let s = n.number, s >= 0, s <= limit else {
                throw fail(name, "\(what)expected seconds, a number in 0...\(JSONValue.format(limit))", n.line)
            }
            return s
        }
        switch name {
        case "wait": return .wait(try seconds(value, ""))
        case "tap": return .tap(try point(value, ""), id: id)
        case "down": return .down(try point(value, ""), id: id)
        case "move": return .move(try point(value, ""), id: id)
        case "up": return .up(try point(value, ""), id: id)
        case "drag": return try parseDrag(value, id: id, point: point, seconds: seconds, fail: fail)
        case "key": return try parseKey(value, node, fail: fail)
        case "type":
            guard let text = value.string, !text.isEmpty else {
                throw fail(name, "expected the text to type, such as \"0,5\"", value.line)
            }
            return .type(text)
        case "wheel":
            guard let dy = value.number, dy.isFinite else {
                throw fail(name, "expected a number of steps (> 0 scrolls up)", value.line)
            }
            guard let at = node.member("at") else {
                throw fail(name, "missing \"at\": [x, y], where the pointer is", nil)
            }
            var dx = 0.0
            if let dxNode = node.member("dx") {
                guard let v = dxNode.number else { throw fail(name, "dx: expected a number", dxNode.line) }
                dx = v
            }
            return .wheel(dx: dx, dy: dy, at: try point(at, "at: "))
        case "set": return try parseSet(value, fail: fail)
        case "button", "stick": return try parsePad(name, value, node, seconds: seconds, fail: fail)
        case "resize":
            guard let size = value.windowSize else { throw fail(name, JSONNode.windowSizeExpected, value.line) }
            return .resize(size)
        default:
            guard let path = value.string, !path.isEmpty else {
                throw fail(name, "expected a file name (a string)", value.line)
            }
            return .screenshot(path)
        }
    }

    private static func parseDrag(
        _ value: JSONNode, id: Int,
        point: (JSONNode, String) throws(ScriptError) -> Point,
        seconds: (JSONNode, String, Double) throws(ScriptError) -> Double,
        fail: (String?, String, Int?) -> ScriptError
    ) throws(ScriptError) -> Action {
        let keys = ["from", "to", "duration", "hold"]
        guard value.isObject else {
            throw fail("drag", "expected {\"from\": [x, y], \"to\": [x, y], \"duration\": s, \"hold\": s}", value.line)
        }
        for key in value.keys where !keys.contains(key) {
            throw fail(
                "drag", "unknown key '\(OutsideText.quoted(key))'; a drag has \(keys.joined(separator: ", "))",
                value.member(key)?.line)
        }
        guard let fromNode = value.member("from") else { throw fail("drag", "missing \"from\": [x, y]", value.line) }
        guard let toNode = value.member("to") else { throw fail("drag", "missing \"to\": [x, y]", value.line) }
        let from = try point(fromNode, "from: ")
        let to = try point(toNode, "to: ")
        let duration =
            try value.member("duration").map { n throws(ScriptError) in try seconds(n, "duration: ", 60) } ?? 0.25
        let hold = try value.member("hold").map { n throws(ScriptError) in try seconds(n, "hold: ", 60) } ?? 0
        return .drag(from: from, to: to, duration: duration, hold: hold, id: id)
    }

    /// `{"button": "a", "pad": 1, "hold": 0.5}` (pad 0 and `pressDuration` unless given) and
    /// `{"stick": "right", "xy": [1, 0], "pad": 1}` (xy in −1…1).
    private static func parsePad(
        _ name: String, _ value: JSONNode, _ node: JSONNode,
        seconds: (JSONNode, String, Double) throws(ScriptError) -> Double,
        fail: (String?, String, Int?) -> ScriptError
    ) throws(ScriptError) -> Action {
        let pad =
            try InputRecording.padID(node.member("pad"), required: false) { _, message, at in
                fail(name, "pad: " + message, at?.line)
            }?.rawValue ?? 0
        if name == "button" {
            guard let text = value.string, let button = PadButton(name: text) else {
                throw fail(
                    name,
                    "expected a controller button (\(PadButton.allCases.map(\.rawValue).joined(separator: ", ")))",
                    value.line)
            }
            let hold =
                try node.member("hold").map { n throws(ScriptError) in try seconds(n, "hold: ", 60) } ?? pressDuration
            return .button(button, pad: pad, hold: hold)
        }
        guard let text = value.string, let stick = PadStick(rawValue: text.lowercased()) else {
            throw fail(name, "expected left or right", value.line)
        }
        guard let xyNode = node.member("xy") else { throw fail(name, "missing \"xy\": [x, y] in -1...1", nil) }
        guard let xy = xyNode.numbers(count: 2), xy.allSatisfy({ (-1...1).contains($0) }) else {
            throw fail(name, "xy: expected [x, y] numbers in -1...1", xyNode.line)
        }
        return .stick(stick, x: xy[0], y: xy[1], pad: pad)
    }

    private static func parseKey(
        _ value: JSONNode, _ node: JSONNode,
        fail: (String?, String, Int?) -> ScriptError
    ) throws(ScriptError) -> Action {
        guard let name = value.string, let key = KeyNames.key(named: name) else {
            throw fail(
                "key", "expected a key name such as \"Right\", \"Enter\", \"PageUp\", \"F1\" or \"a\"", value.line)
        }
        var modifiers: KeyModifiers = []
        if let m = node.member("modifiers") {
            guard let list = m.array else {
                throw fail("key", "modifiers: expected an array such as [\"shift\"]", m.line)
            }
            for item in list {
                guard let s = item.string, let mod = KeyNames.modifier(named: s) else {
                    throw fail("key", "modifiers: expected shift, control, alt or command", item.line)
                }
                modifiers.insert(mod)
            }
        }
        return .key(key, modifiers: modifiers)
    }

    private static func parseSet(_ value: JSONNode, fail: (String?, String, Int?) -> ScriptError) throws(ScriptError)
        -> Action
    {
        let usage = "expected {\"control\": \"<label as shown>\", \"value\": \"<segment title, on/off or number>\"}"
        guard value.isObject else { throw fail("set", usage, value.line) }
        for key in value.keys where key != "control" && key != "value" {
            throw fail("set", "unknown key '\(OutsideText.quoted(key))'; \(usage)", value.member(key)?.line)
        }
        guard let c = value.member("control"), let control = c.string, !control.isEmpty else {
            throw fail("set", "control: \(usage)", value.member("control")?.line ?? value.line)
        }
        guard let v = value.member("value") else { throw fail("set", "value: missing; \(usage)", value.line) }
        switch v.kind {
        case .string(let s): return .set(control: control, value: s)
        case .number(let n): return .set(control: control, value: JSONValue.format(n))
        case .bool(let b): return .set(control: control, value: b ? "on" : "off")
        default: throw fail("set", "value: \(usage)", v.line)
        }
    }
}
