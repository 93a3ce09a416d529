import CSDL2

/// SDL textures cached by content key, evicted least-recently-used at frame ends, and dropped
/// as soon as their owner is gone (`removeOrphans`).
///
/// Lookups only touch the dictionary (hashing the key, no allocation); eviction runs once per
/// frame and only when the cache is over its entry or byte budget, dropping textures not used in
/// the current frame, oldest first, down to three quarters of the budget (so it does not evict a
/// little every frame).
final class TextureCache<Key: Hashable> {
    struct Entry {
        var texture: OpaquePointer
        var width: Int32
        var height: Int32
        var lastUsedFrame: Int
    }

    private(set) var entries: [Key: Entry] = [:]
    /// What each texture was made for, held weakly (only entries inserted with an owner); kept
    /// apart from `entries` so lookups copy no weak reference.
    private var owners: [Key: WeakOwner] = [:]
    private(set) var totalBytes = 0
    let maxEntries: Int
    /// The byte budget (the canvas sizes some caches to its render target every frame).
    var maxBytes: Int
    /// Textures not used for more than this many frames are dropped (nil: kept while in budget).
    let maxIdleFrames: Int?

    init(maxEntries: Int, maxBytes: Int, maxIdleFrames: Int? = nil) {
        self.maxEntries = maxEntries
        self.maxBytes = maxBytes
        self.maxIdleFrames = maxIdleFrames
    }

    deinit { removeAll() }

    var count: Int { entries.count }

    /// The cached texture for `key`, marked as used in `frame`.
    func lookup(_ key: Key, frame: Int) -> Entry? {
        guard entries[key] != nil else { return nil }
        entries[key]!.lastUsedFrame = frame
        return entries[key]
    }

    /// Caches `texture` for `key`; with an `owner`, `removeOrphans()` drops it once the owner is gone.
    func insert(_ key: Key, texture: OpaquePointer, width: Int32, height: Int32, frame: Int, owner: AnyObject? = nil) {
        if let old = entries[key] { release(old) }
        entries[key] = Entry(texture: texture, width: width, height: height, lastUsedFrame: frame)
        owners[key] = owner.map(WeakOwner.init)
        totalBytes += Int(width) * Int(height) * 4
    }

    /// Drops every texture whose owner is gone (for images: their bitmap can never be drawn again).
    func removeOrphans() {
        let orphans = owners.filter { $0.value.object == nil }
        for key in orphans.keys {
            owners[key] = nil
            if let entry = entries.removeValue(forKey: key) { release(entry) }
        }
    }

    /// Drops least-recently-used textures when over budget, never one used in `currentFrame`;
    /// and, every 64 frames, those idle for longer than `maxIdleFrames`.
    func evictIfNeeded(currentFrame: Int) {
        if let maxIdleFrames, currentFrame % 64 == 0 {
            let idle = entries.filter { currentFrame - $0.value.lastUsedFrame > maxIdleFrames }
            for (key, entry) in idle {
                release(entry)
                entries[key] = nil
                owners[key] = nil
            }
        }
        guard entries.count > maxEntries || totalBytes > maxBytes else { return }
        let targetCount = maxEntries * 3 / 4, targetBytes = maxBytes * 3 / 4
        let oldestFirst = entries.sorted { $0.value.lastUsedFrame < $1.value.lastUsedFrame }
        for (key, entry) in oldestFirst {
            if entries.count <= targetCount, totalBytes <= targetBytes { break }
            if entry.lastUsedFrame >= currentFrame { break }
            release(entry)
            entries[key] = nil
            owners[key] = nil
        }
    }

    private func release(_ e: Entry) {
        SDL_DestroyTexture(e.texture)
        totalBytes -= Int(e.width) * Int(e.height) * 4
    }

    func removeAll() {
        for e in entries.values { SDL_DestroyTexture(e.texture) }
        entries.removeAll()
        owners.removeAll()
        totalBytes = 0
    }
}

/// A weak reference to a cache entry's owner.
struct WeakOwner {
    weak var object: AnyObject?
}
