/// Strict UTF-8 validation that says where: the offset of the first byte that does not start or
/// continue a well-formed character (an overlong form, a surrogate, a code point past U+10FFFF,
/// a stray continuation byte or a character cut short).
///
/// ```swift
/// UTF8Check.firstInvalidByte(in: [0x61, 0xC3, 0x28])   // 1
/// ```
enum UTF8Check {
    /// The offset of the first invalid byte, or nil when all of `bytes` is UTF-8.
    static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 {
                i += 1
                continue
            }
            // The length of the sequence and the range its second byte must be in.
            let length: Int
            var second: ClosedRange<UInt8> = 0x80...0xBF
            switch b {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; second = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; second = 0x80...0x9F
            case 0xF0: length = 4; second = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; second = 0x80...0x8F
            default: return i
            }
            guard i + 1 < n, second.contains(bytes[i + 1]) else { return i }
            for k in 2..<length {
                guard i + k < n, (0x80...0xBF).contains(bytes[i + k]) else { return i }
            }
            i += length
        }
        return nil
    }
}
