/// Objects held weakly, to count how many are still alive (the Leak scene's churned views).
///
/// ```swift
/// let registry = WeakRegistry()
/// do { let v = View(); registry.add(v); registry.aliveCount }   // 1
/// registry.aliveCount                                            // 0
/// ```
final class WeakRegistry {
    private struct Entry { weak var object: AnyObject? }
    private var entries: [Entry] = []

    func add(_ object: AnyObject) { entries.append(Entry(object: object)) }
    /// How many registered objects still exist.
    var aliveCount: Int { entries.reduce(0) { $0 + ($1.object == nil ? 0 : 1) } }
    /// Forgets the dead ones.
    func prune() { entries.removeAll { $0.object == nil } }
}
