import Foundation

/// The pixel size an image file claims, read from its first bytes without decoding anything —
/// so that a tiny file claiming 60000×60000 pixels can be refused before SDL_image allocates
/// gigabytes for it.
///
/// Known: PNG (IHDR), GIF (logical screen), BMP (info header), JPEG (the first SOF marker).
///
/// ```swift
/// let header = ImageHeader.parse(try ImageHeader.firstBytes(path: "Assets/HUD/Globe.png"))
/// header?.width   // 1500
/// ```
struct ImageHeader: Equatable {
    var format: String
    var width: Int
    var height: Int

    /// The first 64 KiB of the file at `path` (or all of it when shorter): enough for every PNG,
    /// GIF and BMP header and the frame size of all but JPEGs with huge EXIF blocks.
    static func firstBytes(path: String) throws -> [UInt8] {
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        return [UInt8](try handle.read(upToCount: 65_536) ?? Data())
    }

    /// The header in a file's first bytes; nil when its format is not one of the known ones.
    static func parse(_ b: [UInt8]) -> ImageHeader? {
        func be16(_ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
        func be32(_ i: Int) -> Int { be16(i) << 16 | be16(i + 2) }
        func le16(_ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 }
        func le32s(_ i: Int) -> Int { Int(Int32(bitPattern: UInt32(le16(i)) | UInt32(le16(i + 2)) << 16)) }
        if b.count >= 24, b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            return ImageHeader(format: "PNG", width: be32(16), height: be32(20))
        }
        if b.count >= 10, b.starts(with: Array("GIF8".utf8)) {
            return ImageHeader(format: "GIF", width: le16(6), height: le16(8))
        }
        if b.count >= 26, b[0] == 0x42, b[1] == 0x4D {
            // BITMAPCOREHEADER (12 bytes) has 16-bit sizes; the later headers 32-bit, height negative
            // for top-down images.
            if le32s(14) == 12 { return ImageHeader(format: "BMP", width: le16(18), height: le16(20)) }
            return ImageHeader(format: "BMP", width: abs(le32s(18)), height: abs(le32s(22)))
        }
        if b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 {
            var i = 2
            while i + 9 < b.count {
                guard b[i] == 0xFF else { return nil }
                let marker = b[i + 1]
                if marker == 0xFF { i += 1; continue }
                // SOF0…SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    return ImageHeader(format: "JPEG", width: be16(i + 7), height: be16(i + 5))
                }
                if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
                i += 2 + be16(i + 2)
            }
        }
        return nil
    }
}
