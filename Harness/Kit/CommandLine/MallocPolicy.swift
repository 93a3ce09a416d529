#if canImport(Glibc)
    import Glibc
#endif

/// Keeps glibc's threshold for giving a block its own mapping at its 128 KiB default.
///
/// By default glibc raises that threshold to the size of each mapped block freed (up to 32 MiB).
/// The harness frees pictures of 1 MB and more all the time (a parameter-menu pass makes a new
/// 640x427 photo and its texture), so after the first one every such block is carved from the
/// main heap instead, between small long-lived blocks; a later one that fits no hole extends the
/// heap, and the holes are never given back. `harness soak` showed it: the C heap's bytes in use
/// flat, its size (and the RSS) up in 1 MB steps. With the threshold fixed, big blocks are mapped
/// and unmapped on their own and the RSS follows what is in use (docs/robustness.md).
///
/// Not for `harness fuzz`: it makes and drops a whole session per case, and mapping each big
/// surface anew made 300 sequences take 58–60 s instead of 51–53 s.
///
/// ```swift
/// MallocPolicy.keepLargeBlocksMapped()   // first thing in main
/// ```
enum MallocPolicy {
    /// glibc's `M_MMAP_THRESHOLD` (malloc.h, not in the Glibc module).
    static let mmapThresholdOption: Int32 = -3
    static let threshold: Int32 = 128 * 1024

    static func keepLargeBlocksMapped() {
        #if canImport(Glibc)
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
            _ = unsafeBitCast(symbol, to: Mallopt.self)(mmapThresholdOption, threshold)
        #endif
    }
}
