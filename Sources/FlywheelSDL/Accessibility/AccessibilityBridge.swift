import CAccessibilityBridge
import CSDL2
import FlywheelCore
import FlywheelUI
import Foundation

/// Publishes the accessibility model of every window on AT-SPI 2 — the bus Orca, Accerciser and
/// every Linux assistive tool read — through ATK and atk-bridge, the path GTK 3 takes.
///
/// Nothing above this backend knows about AT-SPI: the bridge only translates the model in
/// FlywheelUI (`AccessibilityNode`, `AccessibilityObserver`). There is one bridge per process,
/// started by the first `SDLRendererHost` that draws into a window (so by every `SDLWindowApp`);
/// each such host is one frame under the application.
///
/// - **Lazy.** Registering the application costs one connection. ATK objects are made only when
///   a reader asks for them, and notifications for nodes no reader has seen cost a dictionary
///   lookup: with no assistive technology listening, frames do no work for it.
/// - **Between frames.** atk-bridge answers readers on GLib's main context, which the run loop
///   pumps (`SDLRendererHost.serviceAccessibility()`); a watcher thread wakes a sleeping loop
///   when a reader writes. A reader's request (an action, a value, a selection, focus) is
///   queued and performed after the pump, before the frame, through
///   `performAccessibilityAction(_:)` — as a user would act, so events, sounds and reports follow.
/// - **Opting out.** `FLYWHEEL_ACCESSIBILITY=0`, or `accessibility: false` when creating the
///   `SDLWindowApp` or `SDLRendererHost`.
/// - **No bus.** With no D-Bus session the bridge stays off silently; with one but no
///   accessibility bus it writes one line to standard error and stays off.
///
/// Use it from the UI thread only, as the hosts it serves.
public final class AccessibilityBridge {
    /// Whether `FLYWHEEL_ACCESSIBILITY=0` turns the bridge off for this process.
    public static var isTurnedOffByEnvironment: Bool {
        ProcessInfo.processInfo.environment["FLYWHEEL_ACCESSIBILITY"] == "0"
    }

    /// Whether the bridge runs in this process (a window asked for it and the bus was there).
    public static var isRunning: Bool { shared != nil }
    /// The process's bridge once it runs; nil before, when turned off, or without a bus.
    nonisolated(unsafe) private(set) static var shared: AccessibilityBridge?
    /// Why the bridge is not running, once a window asked for it and it could not start.
    nonisolated(unsafe) public private(set) static var unavailableReason: String?
    nonisolated(unsafe) private static var attempted = false

    let table = AccessibilityNodeTable()
    /// The windows, in the order they opened (the application's children).
    private(set) var windows: [AccessibilityWindow] = []
    /// Reader requests waiting for the next `service()`.
    var requests: [AccessibilityRequest] = []
    /// The children each node had when a reader last read them (what `publishLayoutChanges`
    /// compares with), and in which pump they were read.
    var givenChildren: [Int64: (pump: UInt64, ids: [Int64])] = [:]
    /// Counts pumps: children read in the current pump are reused, not recomputed.
    private(set) var pumpCount: UInt64 = 0
    /// Set by layout and screen changes; the next `service()` tells readers what moved.
    var layoutChanged = false
    /// The SDL event type the watcher thread posts to wake a sleeping loop.
    let wakeEventType: UInt32
    /// True when no watcher thread could start: the loop then polls (`pollInterval`).
    private(set) var needsPolling = true
    /// How often a loop without a watcher services readers, in seconds.
    static let pollInterval = 0.1
    private var lastService = -Double.infinity
    private var woken = false

    private init(wakeEventType: UInt32) {
        self.wakeEventType = wakeEventType
    }

    // MARK: Starting

    /// The bridge, started on first use: nil when turned off or when there is no bus.
    static func startIfPossible() -> AccessibilityBridge? {
        if attempted { return shared }
        attempted = true
        if isTurnedOffByEnvironment { return nil }
        // Without a session bus, no reader can be listening; and asking libdbus for one would
        // launch a session daemon of its own (X11 autolaunch): stay off, silently.
        guard Self.hasSessionBus else {
            unavailableReason = "no D-Bus session bus"
            return nil
        }
        let wakeType = SDL_RegisterEvents(1)
        let bridge = AccessibilityBridge(wakeEventType: wakeType)
        var callbacks = bridge.makeCallbacks()
        var reason = [CChar](repeating: 0, count: 256)
        let name = ProcessInfo.processInfo.processName
        guard flywheel_a11y_start(&callbacks, name, &reason, Int32(reason.count)) != 0 else {
            let why = String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            unavailableReason = why
            Self.logOnce(
                "accessibility: \(why); screen readers cannot see this program (FLYWHEEL_ACCESSIBILITY=0 turns this off)"
            )
            return nil
        }
        nonisolatedWakeType = wakeType
        bridge.needsPolling =
            wakeType == UInt32.max || flywheel_a11y_watch({ _ in AccessibilityBridge.postWake() }, nil) == 0
        shared = bridge
        return bridge
    }

    /// The wake event's type, for the watcher thread (set once, before the thread starts).
    nonisolated(unsafe) private static var nonisolatedWakeType = UInt32.max

    /// Called on the watcher thread: posts the wake event (SDL_PushEvent is thread-safe).
    private static func postWake() {
        var event = SDL_Event()
        event.type = nonisolatedWakeType
        _ = SDL_PushEvent(&event)
    }

    /// Whether a D-Bus session bus is there to ask for the accessibility bus.
    static var hasSessionBus: Bool {
        let env = ProcessInfo.processInfo.environment
        if let a = env["AT_SPI_BUS_ADDRESS"], !a.isEmpty { return true }
        if let a = env["DBUS_SESSION_BUS_ADDRESS"], !a.isEmpty { return true }
        if let dir = env["XDG_RUNTIME_DIR"], !dir.isEmpty {
            return FileManager.default.fileExists(atPath: dir + "/bus")
        }
        return false
    }

    /// Writes `message` to standard error, once per process.
    private static func logOnce(_ message: String) {
        try? FileHandle.standardError.write(
            contentsOf: Data("\(ProcessInfo.processInfo.processName): \(message)\n".utf8))
    }

    // MARK: Windows

    /// Makes `rendererHost`'s window a frame under the application and observes its host.
    func attach(_ rendererHost: SDLRendererHost, window: OpaquePointer) -> AccessibilityWindow {
        let w = AccessibilityWindow(bridge: self, rendererHost: rendererHost, window: window)
        windows.append(w)
        rendererHost.host.accessibilityObserver = w
        layoutChanged = true  // the application's children changed
        return w
    }

    /// Removes a window (its host is going away).
    func detach(_ window: AccessibilityWindow) {
        guard let i = windows.firstIndex(where: { $0 === window }) else { return }
        if let id = table.existingID(for: window.rootNode), flywheel_a11y_has_object(id) != 0 {
            flywheel_a11y_notify_child_changed(0, Int32(i), id, 0)
        }
        windows.remove(at: i)
        if givenChildren[0] != nil { givenChildren[0] = (pumpCount, windowIDs()) }
    }

    /// The ids of the windows' root nodes, in order.
    func windowIDs() -> [Int64] { windows.map { table.id(for: $0.rootNode) } }

    /// The window whose tree holds `node` (walking up to its root).
    func window(of node: AccessibilityNode) -> AccessibilityWindow? {
        var top = node
        while let up = top.accessibilityParentNode { top = up }
        return windows.first { $0.rootNode === top }
    }

    // MARK: Service

    /// Whether `event` is the watcher's wake-up.
    func isWakeEvent(_ event: SDL_Event) -> Bool { event.type == wakeEventType && wakeEventType != UInt32.max }

    /// Notes a wake-up: the next `service(now:)` pumps.
    func noteWake() { woken = true }

    /// Answers readers: pumps GLib when woken (or, without a watcher, every `pollInterval`;
    /// and at least every half second in case GLib has timers), tells readers about layout
    /// changes, then performs the requests they made. Cheap when there is nothing to do.
    func service(now: Double) {
        let interval = needsPolling ? Self.pollInterval : 0.5
        guard woken || now - lastService >= interval || layoutChanged else { return }
        woken = false
        lastService = now
        pumpCount &+= 1
        flywheel_a11y_pump()
        if layoutChanged { publishLayoutChanges() }
        if !requests.isEmpty {
            performRequests()
            flywheel_a11y_pump()  // send what the requests changed
        }
    }
}
