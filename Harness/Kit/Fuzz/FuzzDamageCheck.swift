import FlywheelSDL

extension FuzzExecutor {
    /// Where drawing only what changed went wrong: the first frame of `steps` (played whole at
    /// the case's first frame rate) whose pixels differ between damage tracking on and off, and
    /// how many frames there were; nil when every frame is the same. Each frame is compared whole
    /// (`HeadlessRenderer.pixelDigest`), as `DamageTrackingTests` compares the scripts'.
    func damageDifference(_ c: FuzzCase, steps: [HarnessScript.Action]) throws -> (index: Int, count: Int)? {
        var whole: [Int] = []
        var damaged: [Int] = []
        _ = try playWhole(c, fps: c.fps, steps: steps, tracksDamage: false) { whole.append($0.pixelDigest()) }
        _ = try playWhole(c, fps: c.fps, steps: steps, tracksDamage: true) { damaged.append($0.pixelDigest()) }
        if let i = (0..<min(whole.count, damaged.count)).first(where: { whole[$0] != damaged[$0] }) {
            return (i, whole.count)
        }
        return whole.count == damaged.count ? nil : (min(whole.count, damaged.count), max(whole.count, damaged.count))
    }
}
