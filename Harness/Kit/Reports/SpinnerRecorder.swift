import FlywheelCore
import FlywheelUI

/// Watches one spinner for reports and the status line: every control event it sends and
/// every delegate call it makes, in order, with the item's title ("hasOpenedWithTheValue:Oblong",
/// or ":nil" without an item).
///
/// It installs itself as the spinner's delegate and forwards each call to `next` (weak), so the
/// scene keeps its own delegate behaviour; `willCloseWithTheValue`'s answer is `next`'s (true
/// without one). Scenes make one per spinner and list them in `spinnerRecorders`; any other view
/// lists them in `controlRecorders` (`ReportingScene`).
///
/// ```swift
/// final class SpinnerPanel: View, SpinnerDelegate, ReportingScene {
///     let spinner = Spinner(values: items)
///     lazy var spinnerRecorder = SpinnerRecorder(name: "spinner", spinner: spinner, forwardingTo: self)
///     var controlRecorders: [any ControlRecorder] { [spinnerRecorder] }
/// }
/// ```
public final class SpinnerRecorder: SpinnerDelegate {
    /// The name the report uses.
    public let name: String
    public private(set) weak var spinner: Spinner?
    /// The scene's own delegate: every call is passed on.
    public weak var next: SpinnerDelegate?
    /// Control events in order: "touchDown", "valueChanged", …
    public private(set) var events: [String] = []
    /// Delegate calls in order: "hasSelectedTheValue:Oblong", …
    public private(set) var delegateCalls: [String] = []
    /// Called after each new entry with the spinner's name and the entry (the status line).
    public var onEntry: ((String) -> Void)?
    private var actionToken: ControlActionToken?

    public init(name: String, spinner: Spinner, forwardingTo next: SpinnerDelegate? = nil) {
        self.name = name
        self.spinner = spinner
        self.next = next ?? spinner.delegate
        spinner.delegate = self
        actionToken = spinner.addAction(for: .allEvents) { [weak self] _, event in
            self?.log(event: event.description)
        }
    }

    deinit {
        if let actionToken { spinner?.removeAction(actionToken) }
    }

    /// Forgets what was recorded so far.
    public func reset() {
        events.removeAll()
        delegateCalls.removeAll()
    }

    private func log(event: String) {
        events.append(event)
        onEntry?(event)
    }

    private func log(_ method: String, _ item: SpinnerItem?) {
        let entry = "\(method):\(item?.title ?? "nil")"
        delegateCalls.append(entry)
        onEntry?(entry)
    }

    /// Records the call with `item`, then passes it on to `next`.
    private func relay(_ method: String, _ item: SpinnerItem?, to call: (SpinnerDelegate) -> Void) {
        log(method, item)
        if let next { call(next) }
    }

    // MARK: SpinnerDelegate (record, then forward)

    public func spinner(_ spinner: Spinner, singleValueSelected item: SpinnerItem?) {
        relay("singleValueSelected", item) { $0.spinner(spinner, singleValueSelected: item) }
    }

    public func spinner(_ spinner: Spinner, hasSelectedTheValue item: SpinnerItem?) {
        relay("hasSelectedTheValue", item) { $0.spinner(spinner, hasSelectedTheValue: item) }
    }

    public func spinner(_ spinner: Spinner, hasOpenedWithTheValue item: SpinnerItem?) {
        relay("hasOpenedWithTheValue", item) { $0.spinner(spinner, hasOpenedWithTheValue: item) }
    }

    public func spinner(_ spinner: Spinner, hasClosedWithTheValue item: SpinnerItem?) {
        relay("hasClosedWithTheValue", item) { $0.spinner(spinner, hasClosedWithTheValue: item) }
    }

    public func spinner(_ spinner: Spinner, hasChosenTheValue item: SpinnerItem?) {
        relay("hasChosenTheValue", item) { $0.spinner(spinner, hasChosenTheValue: item) }
    }

    public func spinner(_ spinner: Spinner, willCloseWithTheValue item: SpinnerItem?) -> Bool {
        log("willCloseWithTheValue", item)
        return next?.spinner(spinner, willCloseWithTheValue: item) ?? true
    }
}

extension SpinnerRecorder: ControlRecorder {
    public var typeName: String { "spinner" }
    public var reportList: ReportList { .spinners }
    public var frameInWindow: Rect { spinner.map { $0.transformToWindow.apply($0.bounds) } ?? .zero }

    /// The spinner's state between its frame and its history: the open ring's centre and radius
    /// in window points (null unless open as a ring), the selection, whether it is open and
    /// what it shows ("spinner", "picker" or "closed").
    public var stateFields: [(String, JSONValue)] {
        let r = { (v: Double) in HarnessReport.round(v, to: 0.01) }
        guard let s = spinner else {
            return [
                ("ring", .null), ("selectedIndex", .number(-1)), ("value", .null), ("isOpen", .bool(false)),
                ("shows", .string("closed")),
            ]
        }
        var ring = JSONValue.null
        if s.shows == .spinner {
            // The ring's own centre: near an edge it moved into the window, off the spinner's.
            let c = s.superview?.convert(s.ringCenter, to: nil) ?? s.convert(s.bounds.center, to: nil)
            ring = .object([("center", .numbers([r(c.x), r(c.y)])), ("radius", .number(r(s.ringRadius)))])
        }
        return [
            ("ring", ring), ("selectedIndex", .number(Double(s.selectedIndex))),
            ("value", s.value.map { .string($0.title) } ?? .null), ("isOpen", .bool(s.isOpen)),
            ("shows", .string(s.shows.rawValue)),
        ]
    }

    /// Control events, then delegate calls.
    public var callbacks: [String] { events + delegateCalls }

    /// `{"name", "frame", "ring", "selectedIndex", "value", "isOpen", "shows", "events",
    /// "delegate"}`, positions rounded to 0.01 (see `HarnessReport`).
    public var reportEntry: JSONValue {
        .object(
            [("name", .string(name)), ("frame", reportFrame)] + stateFields + [
                ("events", .strings(events)), ("delegate", .strings(delegateCalls)),
            ])
    }
}
