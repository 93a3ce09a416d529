import Foundation

/// Which way a layout reads: UIKit's `UIUserInterfaceLayoutDirection`, Flutter's `TextDirection`.
///
/// Rows put their first item on the *leading* side: the left for `.leftToRight`, the right for
/// `.rightToLeft` (Arabic, Hebrew, Persian, Urdu). A view reads its direction from
/// `View.effectiveLayoutDirection`; a host sets the default with `ViewHost.layoutDirection`.
///
/// ```swift
/// let host = ViewHost(size: Size(width: 400, height: 300), clock: ManualClock())
/// host.layoutDirection = LayoutDirection(locale: Locale(identifier: "ar"))   // .rightToLeft
/// let slider = Slider(frame: Rect(x: 20, y: 20, width: 200, height: 30))
/// host.rootView.addSubview(slider)
/// slider.effectiveLayoutDirection == .rightToLeft   // the minimum sits at the right
/// ```
public enum LayoutDirection: Sendable, Hashable {
    case leftToRight
    case rightToLeft

    /// The direction of the locale's language, from Foundation (ICU's character direction):
    /// `ar`, `he`, `fa`, `ur` read right to left; `en`, `de`, `ja`, `hi-IN` left to right. A
    /// locale with no language (`Locale(identifier: "")`) reads left to right.
    public init(locale: Locale) {
        guard let language = locale.language.languageCode?.identifier, !language.isEmpty else {
            self = .leftToRight
            return
        }
        switch Locale.Language(identifier: language).characterDirection {
        case .rightToLeft: self = .rightToLeft
        default: self = .leftToRight
        }
    }

    /// True for `.rightToLeft`.
    public var isRightToLeft: Bool { self == .rightToLeft }

    /// +1 when the leading side is the left (x grows toward the trailing side), -1 when it is
    /// the right: multiply a "toward the trailing side" step by it to get a step in x.
    public var trailingSign: Double { self == .rightToLeft ? -1 : 1 }
}

/// A view's own say on its layout direction: iOS's `semanticContentAttribute`, Android's
/// `layoutDirection` (`inherit`, `ltr`, `rtl`).
///
/// `.inherited` (the default) takes the superview's direction, and the host's at the root.
/// `.forceLeftToRight` keeps a view and everything inside it left to right whatever the locale:
/// a media transport, a phone keypad, a chart whose x axis is time. `.forceRightToLeft` is the
/// mirror, for a right-to-left island in a left-to-right window.
///
/// ```swift
/// let pages = SwipeView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
/// pages.layoutDirection = .forceLeftToRight   // a timeline: item 0 stays at the left
/// ```
public enum LayoutDirectionSetting: Sendable, Hashable {
    case inherited
    case forceLeftToRight
    case forceRightToLeft
}
