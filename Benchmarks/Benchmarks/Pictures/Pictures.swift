// Pictures shared by the benchmark suites: code-made icons and the dragged picker.
import FlywheelCore
import FlywheelSDL
import FlywheelUI

/// Simple 64×64 icons made in code (no files needed).
public func makeIcons(_ n: Int) -> [Image] {
    (0..<n).map { i in
        var bytes = [UInt8](repeating: 0, count: 64 * 64 * 4)
        for p in 0..<(64 * 64) where (p % 64 - 32) * (p % 64 - 32) + (p / 64 - 32) * (p / 64 - 32) < 26 * 26 {
            bytes[p * 4 + 3] = 255
        }
        return Image(width: 64, height: 64, rgba: bytes, name: "icon-\(i)", isTemplate: true)
    }
}

/// A picker of `rows` values in the frame a 48-pt Spinner centred in 800×600 opens it in
/// (600×276 at the window's top), held by the pointer and dragged 3 pt per frame.
///
/// Latin titles have the same length in every case ("Value 00042"): a frame's cost depends on
/// how much text is on screen, not on how many values there are, and that is what is compared.
/// With 10 values the drag goes back and forth over one row in the middle (every visible slot
/// filled, titles seen before); with 10,000 it goes onwards, a title never seen before every
/// 13 frames. `PickerTitles` gives the same drag Arabic or Japanese titles.
public final class MovingPicker {
    public let renderer: HeadlessRenderer
    public let picker: PickerWheel
    private let onwards: Bool
    private var y = 250.0, direction = -1.0

    /// One per row count and titles, made (and warmed up) on first use: each sample is then one frame.
    nonisolated(unsafe) private static var made: [String: MovingPicker] = [:]

    public static func shared(rows: Int, titles: PickerTitles = .latin, shape: Shape = .spinners) throws
        -> MovingPicker
    {
        let key = "\(rows) \(titles) \(shape)"
        if let m = made[key] { return m }
        let m = try MovingPicker(rows: rows, titles: titles, shape: shape)
        made[key] = m
        return m
    }

    /// What the rows hold.
    public enum Shape: Sendable {
        /// The spinner's picker: a framed icon and a bold title a row.
        case spinners
        /// LVGL's roller as measured beside it (docs/benchmarks.md): titles only, in a regular
        /// 20-pixel face, rows 40 px apart.
        case lvglRoller
    }

    public init(rows: Int, titles: PickerTitles = .latin, shape: Shape = .spinners) throws {
        renderer = try HeadlessRenderer(size: Size(width: 800, height: 600))
        let icons = makeIcons(8)
        let values = (0..<rows).map {
            PickerRow(title: titles.title($0), icon: shape == .spinners ? icons[$0 % 8] : nil)
        }
        onwards = rows > 10
        picker = PickerWheel(
            rows: values, selectedIndex: onwards ? rows / 2 : 4,
            frame: Rect(x: 100, y: 0, width: 600, height: 276))
        if shape == .lvglRoller { picker.displayFont = .system(size: 20) }
        renderer.host.rootView.addSubview(picker)
        renderer.run(frames: 10, fps: 60)
        renderer.sendPointer(.down, at: Point(x: 400, y: y))
        for _ in 0..<400 { frame() }  // warm up: glyphs, textures, buffers
    }

    /// Moves the pointer 3 pt and renders a frame 1/240 s later.
    public func frame() {
        y += direction * 3
        if !onwards, y < 210 || y > 250 { direction = -direction }
        if y < 20 {  // re-grab lower down and keep going
            renderer.sendPointer(.up, at: Point(x: 400, y: 20))
            y = 250
            renderer.sendPointer(.down, at: Point(x: 400, y: y))
        }
        renderer.sendPointer(.move, at: Point(x: 400, y: y))
        renderer.clock.advance(by: 1.0 / 240)
        renderer.renderFrame()
    }
}

/// The titles of a `MovingPicker`'s rows, one script each.
///
/// ```swift
/// PickerTitles.latin.title(42)      // "Value 00042"
/// PickerTitles.arabic.title(42)     // "دبي ٠٠٠٤٢"
/// PickerTitles.japanese.title(42)   // "京都 00042"
/// ```
public enum PickerTitles: String, Sendable, CaseIterable {
    /// "Value 00042": one word, the row's number in five digits.
    case latin
    /// A city's name (eight, in turn) and the row's number in five Arabic-Indic digits
    /// ("القاهرة ٠٠٠٤٠"): right to left, joined letters, digits that run left to right.
    case arabic
    /// A city's name in kanji or kana (eight, in turn) and the row's number in five digits
    /// ("東京 00040"): CJK glyphs, a fallback font.
    case japanese

    static let arabicCities = ["القاهرة", "الرياض", "دبي", "بغداد", "دمشق", "عمّان", "تونس", "الجزائر"]
    static let arabicIndicDigits = Array("٠١٢٣٤٥٦٧٨٩")
    static let japaneseCities = ["東京", "大阪", "京都", "札幌", "名古屋", "福岡", "横浜", "さいたま"]

    /// Row `index`'s title.
    public func title(_ index: Int) -> String {
        let digits = String(String(100_000 + index).dropFirst())
        switch self {
        case .latin:
            return "Value " + digits
        case .arabic:
            let arabicIndic = digits.map { Self.arabicIndicDigits[$0.wholeNumberValue ?? 0] }
            return Self.arabicCities[index % 8] + " " + String(arabicIndic)
        case .japanese:
            return Self.japaneseCities[index % 8] + " " + digits
        }
    }
}
