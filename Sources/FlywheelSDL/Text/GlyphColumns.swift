// Which glyph column each device pixel of a glyph row reads, for `TextLineBlend`: one
// protocol, two answers (text at full width, text resized across).

/// Which glyph column device pixel i of a glyph row reads, and its coverage bytes.
protocol GlyphColumns {
    /// The coverage byte pixel `i` reads from the glyph row at `row`.
    func one(_ row: UnsafePointer<UInt8>, _ i: Int) -> UInt32
    /// Those of pixels `i` to `i + 3`.
    func four(_ row: UnsafePointer<UInt8>, _ i: Int) -> SIMD4<UInt32>
}

/// Pixel i reads column i (text not resized across): four neighbouring bytes in one load.
struct ContiguousColumns: GlyphColumns {
    @inline(__always)
    func one(_ row: UnsafePointer<UInt8>, _ i: Int) -> UInt32 { UInt32(row[i]) }

    @inline(__always)
    func four(_ row: UnsafePointer<UInt8>, _ i: Int) -> SIMD4<UInt32> {
        SIMD4<UInt32>(truncatingIfNeeded: UnsafeRawPointer(row + i).loadUnaligned(as: SIMD4<UInt8>.self))
    }
}

/// Pixel i reads column `columns[i]` (text resized across).
struct MappedColumns: GlyphColumns {
    let columns: UnsafePointer<Int32>

    @inline(__always)
    func one(_ row: UnsafePointer<UInt8>, _ i: Int) -> UInt32 { UInt32(row[Int(columns[i])]) }

    @inline(__always)
    func four(_ row: UnsafePointer<UInt8>, _ i: Int) -> SIMD4<UInt32> {
        SIMD4(one(row, i), one(row, i + 1), one(row, i + 2), one(row, i + 3))
    }
}
