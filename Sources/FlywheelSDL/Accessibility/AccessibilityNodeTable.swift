import FlywheelUI

/// The ids the accessibility bridge gives nodes: the C side knows a node only by its id.
///
/// An id is handed out the first time a reader meets a node and kept while the node lives; the
/// table holds nodes weakly, so a view that leaves the window is not kept alive by a screen
/// reader having seen it. Id 0 is the application; ids are never reused.
final class AccessibilityNodeTable {
    private struct Entry {
        weak var node: AccessibilityNode?
    }

    private var entries: [Int64: Entry] = [:]
    private var ids: [ObjectIdentifier: Int64] = [:]
    private var nextID: Int64 = 1

    /// How many ids are handed out and not yet removed.
    var count: Int { entries.count }

    /// The id of `node`, handed out now if it has none.
    func id(for node: AccessibilityNode) -> Int64 {
        if let id = existingID(for: node) { return id }
        let id = nextID
        nextID += 1
        ids[ObjectIdentifier(node)] = id
        entries[id] = Entry(node: node)
        return id
    }

    /// The id of `node` if a reader has met it, else nil (nothing is allocated).
    func existingID(for node: AccessibilityNode) -> Int64? {
        // An identifier can outlive its object and name a new one: the entry must hold this node.
        guard let id = ids[ObjectIdentifier(node)], entries[id]?.node === node else { return nil }
        return id
    }

    /// The ids handed out whose nodes live.
    var liveIDs: [Int64] { entries.compactMap { $0.value.node == nil ? nil : $0.key } }

    /// Gives the node `id` names a new id (its object no longer fits it: another role) and
    /// returns it; `id` names nothing after. Nil when `id` names no live node.
    func renew(_ id: Int64) -> Int64? {
        guard let node = node(id) else { return nil }
        entries[id] = nil
        ids[ObjectIdentifier(node)] = nil
        return self.id(for: node)
    }

    /// The node `id` names, nil when it is gone or was never handed out.
    func node(_ id: Int64) -> AccessibilityNode? { entries[id]?.node }

    /// Removes the ids whose nodes are gone and returns them.
    func removeGone() -> [Int64] {
        var gone: [Int64] = []
        for (id, entry) in entries where entry.node == nil { gone.append(id) }
        for id in gone { entries[id] = nil }
        if !gone.isEmpty {
            ids = ids.filter { entries[$0.value] != nil }
        }
        return gone
    }
}
