#if canImport(Glibc)
    import Glibc
#endif

/// Which sanitizer the test binary was built with (`make sanitize`), for the few tests that
/// measure what a sanitizer replaces — the C heap's own statistics, for one.
///
/// ```swift
/// @Test(.enabled(if: !Sanitizer.address, "AddressSanitizer's allocator replaces glibc's"))
/// ```
public enum Sanitizer {
    /// True in a build made with `-sanitize=address` (its runtime is linked in).
    public static let address = symbolExists("__asan_init")
    /// True in a build made with `-sanitize=thread`.
    public static let thread = symbolExists("__tsan_init")

    private static func symbolExists(_ name: String) -> Bool {
        #if canImport(Glibc)
            return dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) != nil
        #else
            return false
        #endif
    }
}
