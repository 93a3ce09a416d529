import FlywheelCore

/// The colours of the harness's look (the original Tabbed demo app's): its navy spinner tint,
/// pale yellow open background and green scene tab bar. They belong to the harness, not to the
/// library, whose widgets have neutral defaults.
///
/// ```swift
/// spinner.tintColor = .harnessNavy
/// spinner.openBackgroundColor = .harnessPaleYellow
/// ```
extension Color {
    /// The Tabbed scene's spinner tint: dark navy.
    public static let harnessNavy = Color(red: 0.0039, green: 0.0196, blue: 0.192)
    /// The Tabbed scene's open background: pale yellow (1, 1, 0.588).
    public static let harnessPaleYellow = Color(red: 1, green: 1, blue: 0.588)
    /// The scene tab bar's background (0.02, 0.30, 0.17): darker than the original's
    /// (0.059, 0.451, 0.267), so that its small white titles read 10:1 as declared and above
    /// 4.5:1 as drawn (a11y-check measured the original's 8-pt titles at 3.8:1).
    public static let harnessTabBarBackground = Color(red: 0.02, green: 0.30, blue: 0.17)
    /// The scene tab bar's selected-tab fill (0, 0.416, 0.118).
    public static let harnessTabBarTint = Color(red: 0, green: 0.416, blue: 0.118)
    /// The harness's tint (#0062CC), inherited by every scene's controls that set none: a
    /// darker blue than `systemBlue`, whose 4.0:1 on white is under WCAG's 4.5:1 for the
    /// small titles of segmented controls and buttons (5.8:1; docs/accessibility.md).
    public static let harnessTint = Color(red: 0, green: 98.0 / 255, blue: 204.0 / 255)
}
