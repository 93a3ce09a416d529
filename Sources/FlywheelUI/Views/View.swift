import FlywheelCore

/// A rectangle in a tree of views: UIKit's UIView, drawn through `Canvas` (docs/architecture.md, "Layers").
///
/// Sections: state (here), hierarchy (`View+Hierarchy.swift`), geometry and hit testing
/// (`View+Geometry.swift`), layout and display (`View+Layout.swift`), rendering
/// (`View+Rendering.swift`), pointer hooks (here), gesture recognizers (`View+Gestures.swift`).
///
/// Geometry follows UIKit: `bounds` is the view's own coordinate space, `center` is where the
/// bounds' midpoint sits in the superview, and `transform` (rotation, scale) applies about the
/// centre. Unlike UIKit, `frame` is always the *untransformed* rectangle (centre ± half the bounds
/// size); `View.boundingFrame` gives the transformed bounding box.
///
/// ```swift
/// let container = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
/// container.rotation = .pi / 4                      // rotated 45° about its centre
/// let dot = View(frame: Rect(x: 90, y: 0, width: 20, height: 20))
/// dot.backgroundColor = .red
/// container.addSubview(dot)
/// dot.convert(Point(x: 10, y: 10), to: nil)        // the dot's centre in window points
/// ```
open class View {
    // MARK: Layout direction

    /// Whether this view follows its superview's layout direction or forces one
    /// (`LayoutDirectionSetting`); `effectiveLayoutDirection` is the result. Changing it lays
    /// out and redraws this view and what inherits from it.
    public var layoutDirection: LayoutDirectionSetting = .inherited {
        didSet { if layoutDirection != oldValue { propagateLayoutDirectionChange() } }
    }
    /// Whether the frames this view's subviews are given are mirrored across it when it lays out
    /// right to left: a container laid out in left-to-right terms (a form, a scene, a group whose
    /// rows its superview places) reads from the right with no code of its own. The frames are
    /// mirrored after its own `layoutSubviews()` and after its superview's. Default false
    /// (`View+LayoutDirection.swift`).
    public var mirrorsSubviewsRightToLeft = false {
        didSet { if mirrorsSubviewsRightToLeft != oldValue { setNeedsLayout() } }
    }
    /// The frame the superview's `layoutSubviews()` gave, and the mirrored one it was moved to
    /// (`mirrorsSubviewsRightToLeft`), so a later pass that leaves the frame alone is not
    /// mirrored twice.
    var mirroredLayout: (laidOut: Rect, mirrored: Rect)?

    // MARK: Geometry state

    // `bounds` is read by every layout and drawing pass; views live on one thread, so it skips
    // Swift's run-time exclusivity checks (`@exclusivity(unchecked)`).

    /// The view's own coordinate space: origin (scroll offset, normally zero) and size.
    /// NaN is kept as 0 and coordinates past ±`GeometryLimits.maximumCoordinate` (infinities,
    /// 1e300) as that limit, with a line on standard error in debug builds.
    @exclusivity(unchecked) public var bounds: Rect = .zero {
        didSet {
            if !GeometryLimits.isSane(bounds) { bounds = View.kept(bounds, "View.bounds") }
            if bounds != oldValue { boundsDidChange(from: oldValue) }
        }
    }
    /// Where `bounds`' midpoint sits, in the superview's coordinates (clamped as `bounds` is).
    public var center: Point = .zero {
        didSet {
            if !GeometryLimits.isSane(center) { center = View.kept(center, "View.center") }
            if center != oldValue { setNeedsDisplay() }
        }
    }
    /// Rotation/scale about the centre (translation parts move the view further). A transform
    /// with a non-finite or absurd entry is refused: the view keeps the transform it had.
    public var transform: Transform = .identity {
        didSet {
            if !View.isSane(transform) {
                GeometryLimits.warn("View.transform", given: transform, using: oldValue)
                transform = oldValue
            }
            if transform != oldValue { setNeedsDisplay() }
        }
    }

    // MARK: Appearance state

    /// 0...1; a view at (nearly) 0 is neither drawn nor hit. NaN is kept as 0.
    public var alpha: Double = 1 {
        didSet {
            if alpha.isNaN { alpha = 0 }
            if alpha != oldValue { setNeedsDisplay() }
        }
    }
    public var isHidden: Bool = false { didSet { if isHidden != oldValue { setNeedsDisplay() } } }
    /// Filled behind the view's content when set.
    public var backgroundColor: Color? { didSet { if backgroundColor != oldValue { setNeedsDisplay() } } }
    /// Clips subviews and drawing to `bounds`. Under a rotation this draws through an offscreen layer.
    public var clipsToBounds: Bool = false { didSet { setNeedsDisplay() } }
    /// When false, the view and its subviews are skipped by hit testing.
    public var isUserInteractionEnabled: Bool = true
    /// When true, the superview's layout pass sizes this view to its bounds (before its own
    /// `layoutSubviews` runs): the one auto-resizing rule the harness and scenes need.
    public var fillsSuperview: Bool = false { didSet { superview?.setNeedsLayout() } }
    /// The view's name: what a screen reader reads, and what logs, reports and scripts find it
    /// by. Subclasses may derive one when none is set (a `Label` reads its text); scripts and
    /// view paths use only the name set here (`explicitAccessibilityLabel`).
    open var accessibilityLabel: String? {
        get { explicitAccessibilityLabel }
        set { explicitAccessibilityLabel = newValue }
    }
    /// The name set with `accessibilityLabel`, without what a subclass derives.
    public private(set) var explicitAccessibilityLabel: String?

    /// The tint set on this view, if any; `tintColor` falls back to the ancestors'.
    public var explicitTintColor: Color? { didSet { if explicitTintColor != oldValue { tintColorDidChange() } } }

    // MARK: Accessibility state (View+Accessibility.swift)

    /// The role set from outside (`accessibilityRole = …`), over the class's `accessibilityDefaultRole`.
    public var accessibilityRoleOverride: AccessibilityRole?
    /// What the view is to a reader: `accessibilityRoleOverride` if set, else the class's
    /// `accessibilityDefaultRole` (`.none` for a plain view: not an element).
    open var accessibilityRole: AccessibilityRole {
        get { accessibilityRoleOverride ?? accessibilityDefaultRole }
        set { accessibilityRoleOverride = newValue }
    }
    /// The role of this class of view when none is set: `.none` here; widgets override it.
    open var accessibilityDefaultRole: AccessibilityRole { .none }
    /// The value as read ("3 of 5 stars"); widgets derive it from their state unless one is set.
    open var accessibilityValue: String?
    /// What using the view does, when its label does not say ("Opens the ring").
    open var accessibilityHint: String?
    /// Where the caret of a text field is, in characters from the start of its
    /// `accessibilityValue` (nil: no caret; a reader reads the caret's place from here):
    ///
    /// ```swift
    /// final class NameField: View {
    ///     var text = "Ada", caret = 3
    ///     override var accessibilityDefaultRole: AccessibilityRole { .textField }
    ///     override var accessibilityValue: String? { get { text } set {} }
    ///     override var accessibilityCaretOffset: Int? { caret }
    /// }
    /// ```
    open var accessibilityCaretOffset: Int? { nil }
    /// The selected characters of a text field's `accessibilityValue` (nil: none; an empty
    /// range is none too). A reader hears "selected" when it appears.
    open var accessibilitySelectedRange: Range<Int>? { nil }
    /// Where character `offset` of a text field's value is drawn, in window points (nil: not a
    /// text field, or no such character; `offset` == the count: an empty box after the last).
    /// Measure it as `draw` does, with `host?.textMeasurer`: a magnifier follows the caret here.
    open func accessibilityFrameOfCharacter(at offset: Int) -> Rect? { nil }
    /// Hides this view and everything in it from readers (decoration): UIKit's name.
    public var accessibilityElementsHidden = false
    /// The virtual element this view is shown under instead of its superview (a tab's page;
    /// set by `AccessibilityElement.contentView`).
    public internal(set) weak var accessibilityContainerElement: AccessibilityElement?

    /// The states as they are now; see `View+Accessibility.swift` for what a view derives.
    open var accessibilityStates: AccessibilityStates { viewAccessibilityStates }
    /// The view that takes keyboard focus for this element: itself when it can take focus (the
    /// default), or a part that takes it (a swipe view's scroller, a menu's input view).
    open var accessibilityFocusView: View? { canBecomeFocused ? self : nil }
    /// What a reader may ask this view to do (none for a plain view).
    open var accessibilityActions: [AccessibilityAction] { [] }
    /// Acts for a reader as a user would; false when the action is not supported or not possible.
    @discardableResult
    open func performAccessibilityAction(_ action: AccessibilityAction) -> Bool { false }
    /// The parts of the view that are not views (ring items, rows, stars, tabs), in reading
    /// order. The view keeps them, so a reader sees the same objects from one question to the next.
    open var accessibilityVirtualChildren: [AccessibilityElement] { [] }

    // MARK: Tree state

    public internal(set) weak var superview: View?
    public internal(set) var subviews: [View] = []
    /// The host (window) this view is shown in, if any.
    public internal(set) weak var host: ViewHost?

    var needsLayout = true

    /// The gesture recognizers attached to this view (`addGestureRecognizer`), in the order added.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    // MARK: Damage state (DamageTracker.swift, RetainedLayers.swift)

    /// The window-point box this view and its subviews covered in the last frame (nil: nothing
    /// was drawn): where the view was, for the damage of the frame after it changes.
    var drawnExtent: Rect?
    /// Set when the view changed since the last frame: where it is now joins that frame's damage.
    var needsDamageExtent = false
    /// The box this view's own drawing is expected in (window points), set by the damage pass.
    var expectedDrawingBox: Rect?
    /// The outset (window points) `expectedDrawingBox` was worked out with.
    var expectedOutset = 0.0
    /// How far (window points) this view has been seen drawing outside its transformed bounds.
    var learnedOutset = 0.0
    /// Where this view's content came in the last two damage passes' paint order (pre-order,
    /// -1: not measured): `RetainedLayers` compares it with a damage's source.
    var paintOrder = -1
    var previousPaintOrder = -1
    /// The paint order after this view's last descendant (its subtree is `paintOrder..<paintOrderEnd`).
    var paintOrderEnd = -1
    /// Set with `needsDamageExtent` when every change since the last frame kept the layer
    /// (`setNeedsOverlayDisplay`).
    var damageKeepsLayer = false
    /// The retained layer's state (`retainsLayer`); see `RetainedLayerState`.
    var layer = RetainedLayerState()

    /// Keeps this view's background and `draw(_:)` — with whatever lies under them — as pixels,
    /// and copies them back instead of drawing them again whenever a frame redraws part of the
    /// view while neither it nor anything painted before it there has changed: what UIKit's
    /// `shouldRasterize` or Flutter's `RepaintBoundary` do for a static backdrop under moving
    /// content. Subviews and `drawOverlay(_:)` are drawn every time, over the kept pixels.
    ///
    /// A view whose content stays while something over it moves (a disc under turning icons, a
    /// scene's gradient under its controls) turns it on, and reports changes that touch only what
    /// it draws in `drawOverlay` with `setNeedsOverlayDisplay()`. Frames are the same with layers
    /// on or off; only what it costs to draw them changes. Layers work where damage tracking does
    /// (SDL's software renderer, headless or in a window); elsewhere the view simply draws.
    ///
    /// ```swift
    /// final class Dial: View {
    ///     var angle = 0.0 { didSet { setNeedsOverlayDisplay() } }   // the layer stays
    ///     override init(frame: Rect) { super.init(frame: frame); retainsLayer = true }
    ///     override func draw(_ canvas: Canvas) {                      // kept as pixels
    ///         canvas.fillCircle(center: bounds.center, radius: bounds.width / 2, color: .gray)
    ///     }
    ///     override func drawOverlay(_ canvas: Canvas) {               // drawn every frame
    ///         let tip = Point(x: bounds.midX + 40 * sin(angle), y: bounds.midY - 40 * cos(angle))
    ///         canvas.drawLine(from: bounds.center, to: tip, color: .black, width: 3)
    ///     }
    /// }
    /// ```
    public var retainsLayer = false { didSet { if retainsLayer != oldValue { setNeedsDisplay() } } }

    /// How far (points, in the view's own coordinates) the view's drawing may reach outside its
    /// bounds: focus rings, strokes centred on the edge, anti-aliased edges. Damage tracking
    /// redraws this margin around a view that changed. A view that draws further out (a shadow,
    /// a badge over its corner) returns more.
    open var drawingOutset: Double { 6 }

    public init(frame: Rect = .zero) {
        // Observers do not run in an initialiser: clamped here as the setters clamp.
        let sane = GeometryLimits.isSane(frame) ? frame : View.kept(frame, "View frame")
        bounds = Rect(origin: .zero, size: sane.size)
        center = GeometryLimits.clamped(sane.center)
    }

    // MARK: Derived

    /// The untransformed rectangle in the superview: centre ± half the bounds size.
    public var frame: Rect {
        get { Rect(center: center, size: bounds.size) }
        set {
            center = newValue.center
            bounds = Rect(origin: bounds.origin, size: newValue.size)
        }
    }

    /// Rotation in radians (clockwise on screen); setting it replaces `transform` with a pure rotation.
    public var rotation: Double {
        get { transform.rotationAngle }
        set { transform = Transform(rotation: newValue) }
    }

    /// The tint used to draw: this view's own, else the nearest ancestor's, else system blue.
    public var tintColor: Color {
        get { explicitTintColor ?? superview?.tintColor ?? .systemBlue }
        set { explicitTintColor = newValue }
    }

    /// Called when the effective tint may have changed; the default redraws and tells subviews.
    open func tintColorDidChange() {
        setNeedsDisplay()
        for s in subviews where s.explicitTintColor == nil { s.tintColorDidChange() }
    }

    /// The natural size of the content, or nil when the view has none (UIKit's intrinsicContentSize).
    open var intrinsicContentSize: Size? { nil }

    /// Resizes the view to its intrinsic size, keeping its centre.
    public func sizeToFit() {
        if let s = intrinsicContentSize { frame = Rect(center: center, size: s) }
    }

    // MARK: Overridable behaviour (hit testing, layout, drawing, input, ticking)

    /// Whether `point` (this view's coordinates) is inside the view. The default is the bounds;
    /// round controls override it so their hit area is the disc, not its square.
    open func point(inside point: Point) -> Bool { bounds.contains(point) }

    /// The deepest visible, interactive view under `point` (this view's coordinates), or nil.
    /// Subviews are searched front to back, each in its own coordinates, so rotated containers
    /// hit-test correctly.
    open func hitTest(_ point: Point) -> View? {
        guard !isHidden, alpha > 0.01, isUserInteractionEnabled, self.point(inside: point) else { return nil }
        for sub in subviews.reversed() {
            let local = sub.transformToSuperview.inverted()?.apply(point) ?? point
            if let hit = sub.hitTest(local) { return hit }
        }
        return self
    }

    /// Positions subviews; called by the layout pass after `setNeedsLayout`. The default does nothing.
    open func layoutSubviews() {}

    /// Called on each subview after its superview's `layoutSubviews` ran: views whose geometry
    /// depends on their container (a spinner's ring radius) update here.
    open func superviewDidLayoutSubviews() {}

    /// Whether `render` fills `backgroundColor` behind the content. Views that use the colour
    /// for something else (the Spinner fills its icon frames with it) return false.
    open var fillsBackgroundColor: Bool { true }

    /// Draws the view's own content in its bounds' coordinates, after the background and before
    /// the subviews. The default draws nothing.
    open func draw(_ canvas: Canvas) {}

    /// Draws above the subviews (overlays such as focus rings). The default draws nothing.
    open func drawOverlay(_ canvas: Canvas) {}

    /// A pointer went down on this view (or a subview that did not take it). Return true to own
    /// the pointer: its moves, up and cancel then come here until it lifts.
    open func pointerDown(_ touch: Touch) -> Bool { false }
    open func pointerMoved(_ touch: Touch) {}
    open func pointerUp(_ touch: Touch) {}
    open func pointerCancelled(_ touch: Touch) {}

    /// The view whose gesture recognizers (with its ancestors') see a pointer that went down on
    /// this view at `point` (this view's coordinates). Normally this view; a view that takes
    /// pointers for its content (a scroller holding touches) returns the content under the point.
    open func gestureTarget(at point: Point) -> View { self }

    /// Whether a pointer going down at `point` (this view's coordinates) is this view's at once,
    /// even inside a scroller that holds touches for its content: a slider's thumb says yes, so
    /// a drag that starts on it moves the slider instead of scrolling. Default false.
    open func takesPointerAtOnce(at point: Point) -> Bool { false }

    /// Scrolls so that `rect` (this view's coordinates) shows, and returns where it will then be,
    /// in this view's present coordinates (`scrollIntoView` walks the ancestors with it). The
    /// default scrolls nothing and returns `rect`; scrolling views override it.
    open func reveal(_ rect: Rect, animated: Bool) -> Rect { rect }

    /// A wheel event over this view; return true when handled (else it goes to the superview).
    open func handleWheel(_ event: WheelEvent) -> Bool { false }
    /// A key event while this view (or a subview) has focus; return true when handled.
    open func handleKey(_ event: KeyEvent) -> Bool { false }
    /// A game controller's stick moved while this view (or a subview) has focus; return true
    /// when handled (else it goes to the superview).
    open func handleStick(_ event: StickEvent) -> Bool { false }
    /// Typed text while this view (or a subview) has focus; return true when taken. Only views
    /// that edit text take it (the default takes none), and only while `takesTextInput`.
    open func handleText(_ event: TextEvent) -> Bool { false }
    /// Whether this view, focused, wants typed text: the window then turns the platform's text
    /// input on (SDL_StartTextInput, an on-screen keyboard, an input method) and sends `.text`
    /// events; off again when focus leaves or this says no (`ViewHost.wantsTextInput`).
    open var takesTextInput: Bool { false }
    /// Whether this view takes typed text while `focused`, one of its subviews at any depth, has
    /// the focus: a view that starts editing when the player types on a subview (a form that
    /// opens a number box over a focused slider) says yes for that subview, so the platform's
    /// text input is already on when the first key comes and every character arrives as `.text`
    /// (`ViewHost.wantsTextInput`); that text then reaches this view's `handleText`, as the
    /// focused view leaves it. Default false: over a plain control no input method opens.
    ///
    /// ```swift
    /// override func takesTextInput(for focused: View) -> Bool { focused === numberSlider }
    /// ```
    open func takesTextInput(for focused: View) -> Bool { false }
    /// Whether Tab may move focus here. Controls say yes while enabled.
    open var canBecomeFocused: Bool { false }
    /// The view the D-pad (or an arrow key nobody took) moves focus to from this one in
    /// `direction`, overriding the nearest-in-that-direction search (Godot's focus
    /// neighbours); nil (the default) searches. A neighbour that cannot take focus now is
    /// skipped and the search runs.
    ///
    /// ```swift
    /// final class Toolbar: View {
    ///     weak var wrapTo: View?
    ///     override func focusNeighbor(for direction: FocusDirection) -> View? {
    ///         direction == .right ? wrapTo : nil   // right from the last tool goes back to the first
    ///     }
    /// }
    /// ```
    open func focusNeighbor(for direction: FocusDirection) -> View? { nil }
    /// Focus arrived or left; the default redraws (for the focus ring).
    open func focusDidChange() { setNeedsDisplay() }

    /// Called after the view joins or leaves a host (window). Override to start or stop work.
    open func didMoveToHost() {}

    /// Called when `effectiveLayoutDirection` may have changed (this view's setting, an
    /// ancestor's, or the host's). The default lays out and redraws; a view that keeps
    /// positions worked out in one direction (a page offset) converts them here, then calls
    /// super.
    open func layoutDirectionDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Advances time-driven state to `time` (seconds). Return true while the view still moves and
    /// wants another frame. Only called after `startTicking()`, until it returns false.
    open func tick(at time: Double) -> Bool { false }

    func boundsDidChange(from old: Rect) {
        if old.size != bounds.size { setNeedsLayout() }
        setNeedsDisplay()
    }

    /// Called as the view leaves its host, before `host` changes (so events sent from here still
    /// reach the host's observers). Internal, so no subclass can forget it: `Control` cancels the
    /// touch it is tracking here, as UIKit cancels the touches of a view that leaves its window.
    func willLeaveHost() {}
}
