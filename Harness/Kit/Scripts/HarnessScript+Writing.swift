import FlywheelCore
import Foundation

/// Writing a script back as JSON, one step per line — what `harness fuzz` saves as the
/// reproduction of a failure. Parsing the text gives the same steps.
///
/// ```swift
/// let script = HarnessScript(file: "x.json", scene: "basic", steps: [.init(number: 1, action: .tap(Point(x: 1, y: 2), id: 0))])
/// script.text   // {"scene": "basic", "steps": [\n  {"tap": [1, 2]}\n]}
/// ```
extension HarnessScript {
    /// The script as JSON text.
    public var text: String {
        var head: [(String, JSONValue)] = []
        if let scene { head.append(("scene", .string(scene))) }
        if let fps { head.append(("fps", .number(fps))) }
        if let size { head.append(("size", .numbers([size.width, size.height]))) }
        if let pixelScale { head.append(("pixelScale", .number(pixelScale))) }
        let opening = JSONValue.object(head).text.dropLast()
        let lines = steps.map { "  " + Self.stepJSON($0.action).text }
        return opening + (head.isEmpty ? "" : ", ") + "\"steps\": [\n" + lines.joined(separator: ",\n") + "\n]}\n"
    }

    static func stepJSON(_ action: Action) -> JSONValue {
        func idPart(_ id: Int) -> [(String, JSONValue)] { id == 0 ? [] : [("id", .number(Double(id)))] }
        func point(_ p: Point) -> JSONValue { .numbers([p.x, p.y]) }
        switch action {
        case .wait(let s): return .object([("wait", .number(s))])
        case .tap(let p, let id): return .object([("tap", point(p))] + idPart(id))
        case .down(let p, let id): return .object([("down", point(p))] + idPart(id))
        case .move(let p, let id): return .object([("move", point(p))] + idPart(id))
        case .up(let p, let id): return .object([("up", point(p))] + idPart(id))
        case .drag(let from, let to, let duration, let hold, let id):
            return .object(
                [
                    (
                        "drag",
                        .object([
                            ("from", point(from)), ("to", point(to)),
                            ("duration", .number(duration)), ("hold", .number(hold)),
                        ])
                    )
                ] + idPart(id))
        case .key(let key, let modifiers):
            var m: [(String, JSONValue)] = [("key", .string(KeyNames.name(of: key)))]
            if !modifiers.isEmpty {
                m.append(("modifiers", .array(KeyNames.names(of: modifiers).map(JSONValue.string))))
            }
            return .object(m)
        case .type(let text): return .object([("type", .string(text))])
        case .wheel(let dx, let dy, let at):
            var m: [(String, JSONValue)] = [("wheel", .number(dy)), ("at", point(at))]
            if dx != 0 { m.append(("dx", .number(dx))) }
            return .object(m)
        case .set(let control, let value):
            return .object([("set", .object([("control", .string(control)), ("value", .string(value))]))])
        case .screenshot(let path): return .object([("screenshot", .string(path))])
        case .resize(let size): return .object([("resize", .numbers([size.width, size.height]))])
        case .button(let button, let pad, let hold):
            return .object([
                ("button", .string(button.rawValue)), ("pad", .number(Double(pad))), ("hold", .number(hold)),
            ])
        case .stick(let stick, let x, let y, let pad):
            return .object([
                ("stick", .string(stick.rawValue)), ("xy", .numbers([x, y])), ("pad", .number(Double(pad))),
            ])
        }
    }
}
