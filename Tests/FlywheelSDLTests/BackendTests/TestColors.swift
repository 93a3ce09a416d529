import FlywheelCore

/// The colours the backend and widget tests draw with (the values of the harness's navy, pale
/// yellow and tab-bar green, so the goldens are unchanged), kept here so that these tests need
/// nothing from the harness.
extension Color {
    static let testNavy = Color(red: 0.0039, green: 0.0196, blue: 0.192)
    static let testPaleYellow = Color(red: 1, green: 1, blue: 0.588)
    static let testGreen = Color(red: 0.059, green: 0.451, blue: 0.267)
}
