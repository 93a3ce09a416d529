import FlywheelCore
import Synchronization

/// The scenes this program's harness shows, in tab order: `BuiltInScenes.all` until a program
/// registers its own with `register(_:includingBuiltInScenes:)` (which `HarnessProgram.main`
/// does first). Every part of the harness — the window's tabs, `--scene`, scripts, `--render-all`,
/// `fuzz` and `soak` — reads the scenes from here.
///
/// ```swift
/// try SceneCatalog.register([knobScene], includingBuiltInScenes: true)
/// SceneCatalog.names   // ["knob", "basic", "center", …]
/// ```
public enum SceneCatalog {
    private static let registered = Mutex<[SceneEntry]>(BuiltInScenes.all)

    /// Every scene, in tab order.
    public static var all: [SceneEntry] { registered.withLock { $0 } }

    /// Makes `scenes` (then the built-in ones, unless asked not to) the harness's scenes.
    /// Throws, naming the scene, for a name that is empty, not lowercase letters, digits and
    /// `-`, or used twice, a summary that is empty or more than one line, and for no scenes at all.
    public static func register(_ scenes: [SceneEntry], includingBuiltInScenes: Bool = true) throws(RegistrationError) {
        let list = scenes + (includingBuiltInScenes ? BuiltInScenes.all : [])
        guard !list.isEmpty else { throw RegistrationError(message: "no scenes to register") }
        var seen = Set<String>()
        for entry in list {
            let allowed = entry.name.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
            }
            guard !entry.name.isEmpty, allowed else {
                throw RegistrationError(
                    message: "scene name '\(entry.name)': use lowercase letters, digits and '-' (e.g. my-knob)")
            }
            guard seen.insert(entry.name).inserted else {
                throw RegistrationError(message: "scene name '\(entry.name)' is registered twice")
            }
            guard !entry.summary.isEmpty, !entry.summary.contains(where: \.isNewline) else {
                throw RegistrationError(message: "scene '\(entry.name)': the summary must be one non-empty line")
            }
        }
        registered.withLock { $0 = list }
    }

    /// Why `register` refused the scenes.
    public struct RegistrationError: Error, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    public static func entry(named name: String) -> SceneEntry? {
        let wanted = name.lowercased()
        return all.first { $0.name == wanted }
    }

    public static var names: [String] { all.map(\.name) }

    /// "unknown scene 'x'; known scenes: basic, …": how every reader refuses a name no scene has.
    static func unknownSceneMessage(_ name: String) -> String {
        "unknown scene '\(OutsideText.quoted(name))'; known scenes: \(names.joined(separator: ", "))"
    }
}
