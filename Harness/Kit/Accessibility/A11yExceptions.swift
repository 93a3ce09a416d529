import FlywheelCore
import Foundation

/// The deliberate cases `a11y-check` is told not to report (`--exceptions FILE`): each names a
/// scene, a view path, a kind and the window sizes it excuses at, and says why. A JSON array:
///
/// ```json
/// [{"scene": "rotator", "path": "Rotator › Bottom Right", "kind": "smallTarget", "sizes": ["500x400"],
///   "reason": "Rotated 45° on purpose: the RVS_Spinner test layout; the upright copy is full size"}]
/// ```
///
/// `"scene": "*"` matches every scene; a path ending in `" › *"` matches the view and its parts
/// (a segmented control's segments). `sizes` is required: what is deliberate in a 500×400
/// window is a bug at 640×480, so an entry excuses only at the sizes it names ("WxH"). An entry
/// without a reason (or with an empty one), without sizes (or with an empty list or a size that
/// is not "WxH"), with a kind the check does not have, or with a key it does not know is
/// refused, naming the file, the entry and the field.
/// An exception that matched nothing in a run is listed in the report as unused (the problem
/// it excused went away), but is not an error: a run of some scenes or sizes need not meet every
/// entry.
///
/// ```swift
/// let exceptions = try A11yExceptions.load(path: "a11y-exceptions.json")
/// exceptions.excuse(problem, scene: "rotator", size: Size(width: 500, height: 400))   // the entry, or nil
/// ```
public struct A11yExceptions: Sendable {
    /// One deliberate case.
    public struct Entry: Sendable, Hashable {
        public var scene: String
        public var path: String
        public var kind: A11yProblem.Kind
        /// The window sizes it excuses at ("500x400"); at any other size the problem is reported.
        public var sizes: [Size]
        public var reason: String

        public init(scene: String, path: String, kind: A11yProblem.Kind, sizes: [Size], reason: String) {
            self.scene = scene
            self.path = path
            self.kind = kind
            self.sizes = sizes
            self.reason = reason
        }

        /// Whether it excuses `problem` in `scene` drawn at `size`. A path ending in " › *" covers
        /// the view and every part of it ("Basic › Number of Values › *": the control and its
        /// segments).
        public func matches(_ problem: A11yProblem, scene: String, size: Size) -> Bool {
            guard self.scene == "*" || self.scene == scene, kind == problem.kind, sizes.contains(size) else {
                return false
            }
            if path.hasSuffix(" › *") {
                let view = String(path.dropLast(4))
                return problem.path == view || problem.path.hasPrefix(view + " › ")
            }
            return path == problem.path
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry] = []) { self.entries = entries }

    /// The largest exceptions file read.
    static let maximumBytes = 1 << 20

    /// The entry that excuses `problem` in `scene` at window size `size`, if any.
    public func excuse(_ problem: A11yProblem, scene: String, size: Size) -> Entry? {
        entries.first { $0.matches(problem, scene: scene, size: size) }
    }

    /// Reads an exceptions file; every refusal names the file, the line and the entry.
    public static func load(path: String) throws(ScriptError) -> A11yExceptions {
        try parse(HarnessLimits.readFile(path, what: "exceptions file", limit: maximumBytes), file: path)
    }

    /// Parses the text of an exceptions file called `file` in messages.
    public static func parse(_ data: Data, file: String) throws(ScriptError) -> A11yExceptions {
        let root = try JSONNode.parse(data, file: file)
        guard let items = root.array else {
            throw ScriptError(
                file: file, line: root.line,
                message: "expected an array of {\"scene\", \"path\", \"kind\", \"sizes\", \"reason\"} objects")
        }
        var entries: [Entry] = []
        for (i, item) in items.enumerated() {
            entries.append(try entry(item, number: i + 1, file: file))
        }
        return A11yExceptions(entries: entries)
    }

    private static let keys = ["scene", "path", "kind", "sizes", "reason"]

    private static func entry(_ item: JSONNode, number: Int, file: String) throws(ScriptError) -> Entry {
        func refuse(_ message: String) -> ScriptError {
            ScriptError(file: file, line: item.line, step: number, stepNoun: "exception", message: message)
        }
        guard item.isObject else {
            throw refuse("expected an object with \"scene\", \"path\", \"kind\", \"sizes\" and \"reason\"")
        }
        if let unknown = item.keys.first(where: { !keys.contains($0) }) {
            throw refuse("unknown key \"\(OutsideText.quoted(unknown))\"; known: \(keys.joined(separator: ", "))")
        }
        func text(_ key: String) throws(ScriptError) -> String {
            guard let node = item.member(key) else { throw refuse("no \"\(key)\"") }
            guard let s = node.string else { throw refuse("\"\(key)\" must be a string") }
            return s
        }
        let scene = try text("scene"), path = try text("path"), kindName = try text("kind")
        guard let kind = A11yProblem.Kind(rawValue: kindName) else {
            throw refuse(
                "unknown kind \"\(OutsideText.quoted(kindName))\"; known: \(A11yProblem.Kind.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        let entryName = "\(OutsideText.quoted(scene)) › \(OutsideText.quoted(path)) (\(kindName))"
        guard item.member("reason") != nil else {
            throw refuse("\(entryName) has no \"reason\": say why it is deliberate")
        }
        let reason = try text("reason")
        guard !reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw refuse("\(entryName) has an empty \"reason\": say why it is deliberate")
        }
        let sizes = try A11yExceptionSizes.parse(item.member("sizes"), entry: entryName, refuse: refuse)
        return Entry(scene: scene, path: path, kind: kind, sizes: sizes, reason: reason)
    }
}
