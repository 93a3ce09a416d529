// LeakSanitizer's built-in suppressions for the harness: the list of scripts/lsan.supp (each
// entry explained there; `LeakSanitizerSuppressionsTests` keeps the two equal). In an
// AddressSanitizer build the sanitizer's runtime asks for them at start; in any other build
// nothing calls this. Library allocations kept to the end of the process only, never our own.

/// The suppressions LeakSanitizer reads at start (`__lsan_default_suppressions`).
@_cdecl("__lsan_default_suppressions")
public func leakSanitizerDefaultSuppressions() -> UnsafePointer<CChar> {
    let text: StaticString = """
        leak:libdbus-1.so
        \u{0}
        """
    return UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
}
