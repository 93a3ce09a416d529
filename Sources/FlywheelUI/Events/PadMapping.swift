import Foundation

/// What a game controller does in the UI, as data: the key each button stands for, each
/// stick's dead zone and how far a trigger is pulled before it counts as pressed. The backend
/// applies it (FlywheelSDL: `SDLRendererHost.padMapping`, `SDLEventTranslator.padMapping`); change it
/// at any time, or load it from a file.
///
/// The standard mapping:
///
/// | button | key | in a wheel control |
/// |---|---|---|
/// | d-pad up / down / left / right | `.up` / `.down` / `.left` / `.right` | step (repeats while held), or move focus |
/// | A | `.enter` | open, take |
/// | B | `.escape` | close, cancel |
/// | left / right shoulder | `.pageUp` / `.pageDown` | jump a page |
/// | left / right trigger | `.home` / `.end` | the first / last item |
/// | Start | `.space` | open, close |
/// | Back | `.tab` | next control |
///
/// X, Y, Guide, the stick clicks, paddles and touchpad have no key: the game keeps them.
/// Dead zones default to XInput's published values, 7849 and 8689 of 32767 (about 0.24 and
/// 0.27), and the trigger threshold to XInput's 30 of 255.
///
/// **Files.** JSON; every field optional. `buttons` changes buttons from the standard mapping
/// (a key name as scripts write them — "Enter", "PageUp", "F1", "a" — or `null` to give the
/// button back to the game); the others replace the numbers, as fractions of the full
/// range (0…1):
///
/// ```json
/// { "buttons": { "x": "Backspace", "back": null, "leftTrigger": "PageUp" },
///   "leftDeadZone": 0.2, "rightDeadZone": 0.2, "triggerThreshold": 0.5 }
/// ```
///
/// A file that cannot be used throws a `PadMappingError` naming the file, the field and the
/// value; the mapping in use is then kept.
///
/// ```swift
/// var mapping = PadMapping.standard
/// mapping[.x] = .backspace          // X deletes
/// mapping[.back] = nil              // Back is the game's
/// ui.padMapping = mapping
/// ui.padMapping = try PadMapping(contentsOf: URL(fileURLWithPath: "pad.json"))
/// ```
public struct PadMapping: Sendable, Equatable {
    /// The key each mapped button stands for.
    public var keys: [PadButton: Key]
    /// The left stick's radial dead zone, a fraction of full deflection (0…0.95): inside it the
    /// stick reads (0, 0); outside it the distance is rescaled so the zone's edge is 0 and the
    /// rim 1.
    public var leftDeadZone: Double { didSet { leftDeadZone = Self.zone(leftDeadZone) } }
    /// The right stick's dead zone, as `leftDeadZone`.
    public var rightDeadZone: Double { didSet { rightDeadZone = Self.zone(rightDeadZone) } }
    /// How far a trigger is pulled (0…1) before it is pressed; it is released below that.
    public var triggerThreshold: Double { didSet { triggerThreshold = Self.zone(triggerThreshold) } }

    /// XInput's left-stick dead zone, 7849 of 32767.
    public static let xinputLeftDeadZone = 7849.0 / 32767
    /// XInput's right-stick dead zone, 8689 of 32767.
    public static let xinputRightDeadZone = 8689.0 / 32767
    /// XInput's trigger threshold, 30 of 255.
    public static let xinputTriggerThreshold = 30.0 / 255

    public init(
        keys: [PadButton: Key], leftDeadZone: Double = PadMapping.xinputLeftDeadZone,
        rightDeadZone: Double = PadMapping.xinputRightDeadZone,
        triggerThreshold: Double = PadMapping.xinputTriggerThreshold
    ) {
        self.keys = keys
        self.leftDeadZone = Self.zone(leftDeadZone)
        self.rightDeadZone = Self.zone(rightDeadZone)
        self.triggerThreshold = Self.zone(triggerThreshold)
    }

    /// The standard mapping (the table above).
    public static let standard = PadMapping(keys: [
        .dpadUp: .up, .dpadDown: .down, .dpadLeft: .left, .dpadRight: .right,
        .a: .enter, .b: .escape, .leftShoulder: .pageUp, .rightShoulder: .pageDown,
        .leftTrigger: .home, .rightTrigger: .end, .start: .space, .back: .tab,
    ])

    /// The key `button` stands for; nil when it is the game's.
    public subscript(button: PadButton) -> Key? {
        get { keys[button] }
        set { keys[button] = newValue }
    }

    /// The dead zone of `stick`.
    public func deadZone(of stick: PadStick) -> Double { stick == .left ? leftDeadZone : rightDeadZone }

    /// A stick position in −1…1 with the radial dead zone of `stick` applied: (0, 0) inside it,
    /// else the same direction with its distance rescaled from the zone's edge (0) to the rim
    /// (1). NaN reads as centred.
    public func applyingDeadZone(of stick: PadStick, x: Double, y: Double) -> (x: Double, y: Double) {
        guard x.isFinite, y.isFinite else { return (0, 0) }
        let r = (x * x + y * y).squareRoot()
        let zone = deadZone(of: stick)
        guard r > zone else { return (0, 0) }
        let scale = (min(r, 1) - zone) / (1 - zone) / r
        return (x * scale, y * scale)
    }

    /// Clamps a fraction to 0…0.95 (NaN: 0), so a zone never covers the whole range.
    private static func zone(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 0.95) : 0 }
}

// MARK: Files

/// Why a pad mapping file was not used: the file, the field and the value at fault.
///
/// ```swift
/// do { ui.padMapping = try PadMapping(contentsOf: url) }
/// catch { print(error) }   // pad.json: buttons.q: no such button "q" (a, b, x, …)
/// ```
public struct PadMappingError: Error, Equatable, CustomStringConvertible {
    public var file: String
    /// The field ("buttons.a", "leftDeadZone"), empty for the file as a whole.
    public var field: String
    public var message: String

    public var description: String { field.isEmpty ? "\(file): \(message)" : "\(file): \(field): \(message)" }
}

extension PadMapping {
    /// The fields a file may have.
    static let fileFields = ["buttons", "leftDeadZone", "rightDeadZone", "triggerThreshold"]

    /// Reads a mapping file (see the type's "Files"); throws a `PadMappingError` naming the
    /// file, field and value when it cannot be used.
    public init(contentsOf url: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw PadMappingError(file: url.path, field: "", message: "cannot be read (\(error.localizedDescription))")
        }
        try self.init(json: data, file: url.lastPathComponent)
    }

    /// Reads a mapping from JSON text; `file` names it in errors.
    public init(json: Data, file: String = "pad mapping") throws {
        func fail(_ field: String, _ message: String) -> PadMappingError {
            PadMappingError(file: file, field: field, message: message)
        }
        let root: FileValue
        do { root = try JSONDecoder().decode(FileValue.self, from: json) } catch {
            throw fail("", "is not JSON (\(error.localizedDescription))")
        }
        guard case .object(let object) = root else { throw fail("", "must be a JSON object {…}") }
        var mapping = PadMapping.standard
        for field in object.keys.sorted() where !Self.fileFields.contains(field) {
            throw fail(field, "unknown field (fields: \(Self.fileFields.joined(separator: ", ")))")
        }
        if let buttons = object["buttons"] {
            guard case .object(let table) = buttons else { throw fail("buttons", "must be an object of button: key") }
            for name in table.keys.sorted() {
                let field = "buttons.\(name)"
                guard let button = PadButton(name: name) else {
                    let all = PadButton.allCases.map(\.rawValue).joined(separator: ", ")
                    throw fail(field, "no such button \"\(name)\" (\(all))")
                }
                switch table[name] {
                case .null?: mapping[button] = nil
                case .string(let keyName)?:
                    guard let key = Key(name: keyName) else {
                        throw fail(
                            field,
                            "\"\(keyName)\" is not a key name (Enter, Escape, Space, Tab, Up, PageDown, F1, a, …)")
                    }
                    mapping[button] = key
                case let other: throw fail(field, "\(other?.description ?? "null") is not a key name or null")
                }
            }
        }
        func fraction(_ field: String) throws -> Double? {
            guard let value = object[field] else { return nil }
            guard case .number(let v) = value, (0...0.95).contains(v) else {
                throw fail(field, "\(value.description) is not a fraction from 0 to 0.95")
            }
            return v
        }
        if let v = try fraction("leftDeadZone") { mapping.leftDeadZone = v }
        if let v = try fraction("rightDeadZone") { mapping.rightDeadZone = v }
        if let v = try fraction("triggerThreshold") { mapping.triggerThreshold = v }
        self = mapping
    }

    /// A JSON value as a mapping file holds it.
    private enum FileValue: Decodable, CustomStringConvertible {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case list
        case object([String: FileValue])

        init(from decoder: Decoder) throws {
            if let c = try? decoder.container(keyedBy: AnyKey.self) {
                var members: [String: FileValue] = [:]
                for key in c.allKeys { members[key.stringValue] = try c.decode(FileValue.self, forKey: key) }
                self = .object(members)
                return
            }
            if (try? decoder.unkeyedContainer()) != nil {
                self = .list
                return
            }
            let c = try decoder.singleValueContainer()
            if c.decodeNil() {
                self = .null
            } else if let b = try? c.decode(Bool.self) {
                self = .bool(b)
            } else if let n = try? c.decode(Double.self) {
                self = .number(n)
            } else {
                self = .string(try c.decode(String.self))
            }
        }

        var description: String {
            switch self {
            case .null: return "null"
            case .bool(let b): return "\(b)"
            case .number(let n): return "\(n)"
            case .string(let s): return "\"\(s)\""
            case .list: return "a list"
            case .object: return "an object"
            }
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
