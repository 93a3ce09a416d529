import FlywheelUI

extension SegmentedControl {
    /// Draws the numbers in the titles in the player's locale ("٢٠" under `--locale ar-EG`);
    /// scripts and readers keep the titles as written (`writesNumbersInLocale`).
    ///
    /// ```swift
    /// let count = SegmentedControl(titles: ["6", "12", "20"]).writingNumbersInLocale()
    /// ```
    @discardableResult
    func writingNumbersInLocale() -> Self {
        writesNumbersInLocale = true
        return self
    }
}
