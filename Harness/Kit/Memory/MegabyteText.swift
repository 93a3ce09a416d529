import FlywheelCore

/// Byte counts as the memory lines show them (the Leak scene, `harness soak`'s progress and
/// summary): megabytes of 1,048,576 bytes with a fixed number of decimals, without a locale.
///
/// ```swift
/// MegabyteText.of(47_120_384)               // "44.9 MB"
/// MegabyteText.of(47_120_384, decimals: 2)  // "44.94 MB"
/// MegabyteText.of(nil, missing: "-")        // "-"
/// ```
enum MegabyteText {
    /// `bytes` in MB to `decimals` decimals, or `missing` when there is no number.
    static func of(_ bytes: Int?, decimals: Int = 1, missing: String = "n/a") -> String {
        bytes.map { NumberText.fixed(Double($0) / 1_048_576, decimals: decimals) + " MB" } ?? missing
    }
}
