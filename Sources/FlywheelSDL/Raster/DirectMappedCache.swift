/// A small fixed-size cache in front of a dictionary keyed by `UInt64`: each key has one slot
/// (picked by a multiplicative hash), a hit is one compare, a miss leaves the slot to the next
/// `store`. The glyph atlas asks for a glyph's metrics, bitmap and kerning once per character
/// drawn and once per character measured; through `Dictionary` each ask hashed the key with
/// SipHash, a noticeable part of a picker frame.
///
/// Storage is allocated once, in `init`, so lookups and stores never allocate. Owned by one
/// object, which calls `deallocate()` in its `deinit` (a struct holding the memory cannot).
///
/// ```swift
/// var cache = DirectMappedCache<Int32>(slots: 256)
/// if let v = cache[key] { return v }
/// let v = slowLookup(key)
/// cache.store(v, for: key)
/// ```
struct DirectMappedCache<Value> {
    private let keys: UnsafeMutablePointer<UInt64>
    private let values: UnsafeMutablePointer<Value?>
    private let mask: Int

    /// A cache of `slots` entries (rounded up to a power of two), all empty.
    init(slots: Int) {
        var n = 1
        while n < slots { n <<= 1 }
        mask = n - 1
        keys = .allocate(capacity: n)
        keys.initialize(repeating: 0, count: n)
        values = .allocate(capacity: n)
        values.initialize(repeating: nil, count: n)
    }

    @inline(__always)
    private func slot(_ key: UInt64) -> Int {
        // Fibonacci hashing: the top bits of key × 2⁶⁴/φ spread neighbouring keys apart.
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    }

    /// The value stored for `key`, or nil when its slot holds another key (or nothing).
    subscript(key: UInt64) -> Value? {
        let i = slot(key)
        return keys[i] == key ? values[i] : nil
    }

    /// Keeps `value` for `key`, replacing whatever its slot held.
    func store(_ value: Value, for key: UInt64) {
        let i = slot(key)
        keys[i] = key
        values[i] = value
    }

    /// Empties every slot (the values they held are no longer valid).
    func removeAll() {
        for i in 0...mask { values[i] = nil }
    }

    /// Frees the storage; the cache must not be used afterwards.
    func deallocate() {
        values.deinitialize(count: mask + 1)
        values.deallocate()
        keys.deallocate()
    }
}
