import CSDL2
import FlywheelCore

/// A surface encoded as PNG bytes in memory, by SDL_image's own PNG writer through a growing
/// in-memory `SDL_RWops`, and checked complete: the signature first and the `IEND` chunk last.
/// SDL_image 2.6's `IMG_SavePNG` returns 0 even when writing its file failed (a full disk left a
/// PNG without `IEND`, or an empty file, and "saved"); encoding in memory leaves the file write
/// to `OutputFile`, which checks every byte.
///
/// ```swift
/// let bytes = try PNGEncoding.encode(surface)   // [0x89, 0x50, 0x4E, 0x47, …, "IEND", crc]
/// try OutputFile.write(bytes, to: "shot.png")
/// ```
enum PNGEncoding {
    /// The eight bytes every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The last twelve bytes of every PNG: the empty `IEND` chunk and its CRC.
    static let end: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

    /// The PNG bytes of `surface`.
    static func encode(_ surface: UnsafeMutablePointer<SDL_Surface>) throws(SDLError) -> [UInt8] {
        let sink = MemorySink()
        guard let rw = SDL_AllocRW() else { throw SDLError.last("SDL_AllocRW") }
        rw.pointee.hidden.unknown.data1 = Unmanaged.passUnretained(sink).toOpaque()
        rw.pointee.size = { rw in Int64(MemorySink.of(rw).bytes.count) }
        rw.pointee.seek = { rw, offset, whence in
            let sink = MemorySink.of(rw)
            let base: Int64
            switch whence {
            case RW_SEEK_SET: base = 0
            case RW_SEEK_CUR: base = Int64(sink.position)
            default: base = Int64(sink.bytes.count)
            }
            let target = base + offset
            guard target >= 0, target <= Int64(sink.bytes.count) else { return -1 }
            sink.position = Int(target)
            return target
        }
        rw.pointee.read = { _, _, _, _ in 0 }
        rw.pointee.write = { rw, pointer, size, count in
            guard let pointer, size > 0 else { return 0 }
            MemorySink.of(rw).write(UnsafeRawBufferPointer(start: pointer, count: size * count))
            return count
        }
        rw.pointee.close = { rw in
            SDL_FreeRW(rw)
            return 0
        }
        let status = withExtendedLifetime(sink) { IMG_SavePNG_RW(surface, rw, 1) }
        guard status == 0 else { throw SDLError.last("IMG_SavePNG_RW") }
        try check(sink.bytes)
        return sink.bytes
    }

    /// Throws unless `bytes` start with the PNG signature and end with the `IEND` chunk.
    static func check(_ bytes: [UInt8]) throws(SDLError) {
        guard bytes.count >= signature.count + end.count, bytes.starts(with: signature),
            Array(bytes.suffix(end.count)) == end
        else {
            throw SDLError(
                call: "IMG_SavePNG_RW",
                message: "the PNG encoder wrote \(bytes.count) bytes without a complete PNG (no IEND chunk at the end)")
        }
    }

    /// Where the encoder's bytes go.
    private final class MemorySink {
        var bytes: [UInt8] = []
        var position = 0

        static func of(_ rw: UnsafeMutablePointer<SDL_RWops>?) -> MemorySink {
            Unmanaged<MemorySink>.fromOpaque(rw!.pointee.hidden.unknown.data1).takeUnretainedValue()
        }

        func write(_ data: UnsafeRawBufferPointer) {
            let overlap = min(data.count, bytes.count - position)
            if overlap > 0 {
                bytes.replaceSubrange(position..<position + overlap, with: data.prefix(overlap))
            }
            bytes.append(contentsOf: data.dropFirst(overlap))
            position += data.count
        }
    }
}
