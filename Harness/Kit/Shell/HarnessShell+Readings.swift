extension HarnessShell {
    /// The draw time the frame-stats overlay shows for every frame once readings are fixed.
    static let fixedFrameSeconds = 0.001

    /// Fixes what the scenes and overlays read from the process — the Leak scene's RSS, the
    /// frame-stats overlay's draw times — at made-up values, for runs whose pictures are compared
    /// with another run's: pixels must depend on the input alone. Holds for the scene shown now
    /// and every scene the tab bar makes later.
    func fixProcessReadings() {
        processReadingsFixed = true
        let fixed: () -> Int? = { 100 << 20 }
        if let leak = scene as? LeakScene {
            leak.residentBytes = fixed
        } else {
            context.residentBytes = fixed
        }
    }

    /// The draw time to show for a frame measured at `seconds`.
    func frameSecondsToShow(_ seconds: Double) -> Double {
        processReadingsFixed ? Self.fixedFrameSeconds : seconds
    }
}
