import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

/// What a translator needs beside each string: every line a scene draws, where, and in what
/// box, for one locale and window size (`l10n-check --inventory` writes them to
/// `inventory.json`, and a picture of the scene with each box outlined and numbered).
///
/// ```swift
/// let line = StringInventory.Entry(locale: "de", size: "800x600", scene: "basic",
///                                  path: "Basic › Mode › segment 1", text: "Spinner",
///                                  box: Rect(x: 10, y: 20, width: 48, height: 15))
/// line.json   // {"locale": "de", "size": "800x600", "scene": "basic", "path": …, "text": "Spinner", "box": [10, 20, 48, 15]}
/// ```
public enum StringInventory {
    /// One line drawn: the string as the program gave it (before any pseudo-locale), the view
    /// path as in the text problems, and its measured box in window points.
    public struct Entry: Sendable, Equatable {
        public var locale: String
        public var size: String
        public var scene: String
        public var path: String
        public var text: String
        public var box: Rect

        public init(locale: String, size: String, scene: String, path: String, text: String, box: Rect) {
            self.locale = locale
            self.size = size
            self.scene = scene
            self.path = path
            self.text = text
            self.box = box
        }

        /// `{"locale", "size", "scene", "path", "text", "box": [x, y, w, h]}`, the box in whole
        /// hundredths of a point.
        public var json: JSONValue {
            func n(_ v: Double) -> JSONValue { .number((v * 100).rounded() / 100) }
            return .object([
                ("locale", .string(locale)), ("size", .string(size)), ("scene", .string(scene)),
                ("path", .string(path)), ("text", .string(text)),
                ("box", .array([n(box.minX), n(box.minY), n(box.width), n(box.height)])),
            ])
        }
    }

    /// The lines of `lines` as entries, in drawing order: one per line drawn (a string drawn
    /// twice in a frame is two entries, at its two places); empty strings, fully transparent
    /// lines and lines with no finite box are left out.
    public static func entries(
        _ lines: [DrawnTextLine], locale: String, size: String, scene: String
    ) -> [Entry] {
        lines.compactMap { line in
            let b = line.windowBox
            guard !line.text.isEmpty, line.opacity > 0, b.minX.isFinite, b.minY.isFinite, b.width.isFinite,
                b.height.isFinite
            else {
                return nil
            }
            return Entry(locale: locale, size: size, scene: scene, path: line.viewPath, text: line.text, box: b)
        }
    }

    /// The inventory file: `{"format": "flywheel-string-inventory", "version": 1, "strings": […]}`.
    public static func json(_ entries: [Entry]) -> JSONValue {
        .object([
            ("format", .string("flywheel-string-inventory")), ("version", .number(1)),
            ("count", .number(Double(entries.count))), ("strings", .array(entries.map(\.json))),
        ])
    }
}

/// Drawn over a scene for the inventory's picture: each entry's box outlined, with its number
/// (1-based, its place in `inventory.json`'s list for that picture) in a tag at its top left.
final class InventoryOverlay: View {
    static let font = Font.system(size: 9)
    static let colors: [Color] = [
        Color(red: 0.85, green: 0.1, blue: 0.55), Color(red: 0.1, green: 0.35, blue: 0.9),
        Color(red: 0.0, green: 0.55, blue: 0.3), Color(red: 0.8, green: 0.4, blue: 0.0),
    ]
    let boxes: [Rect]

    init(boxes: [Rect], size: Size) {
        self.boxes = boxes
        super.init(frame: Rect(origin: .zero, size: size))
        isUserInteractionEnabled = false
        accessibilityElementsHidden = true
    }

    override func draw(_ canvas: Canvas) {
        canvas.beginVerbatimText()
        defer { canvas.endVerbatimText() }
        for (i, box) in boxes.enumerated() {
            let color = Self.colors[i % Self.colors.count]
            canvas.strokeRect(box.insetBy(dx: -1, dy: -1), color: color, width: 1)
            let tag = String(i + 1)
            let size = canvas.measureText(tag, font: Self.font)
            let above = box.minY - size.height - 1
            let tagBox = Rect(
                x: max(0, box.minX - 1), y: above >= 0 ? above : box.minY, width: size.width + 4, height: size.height)
            canvas.fillRect(tagBox, color: color)
            canvas.drawText(tag, at: Point(x: tagBox.minX + 2, y: tagBox.minY), font: Self.font, color: .white)
        }
    }
}

extension StringInventory {
    /// Draws `render`'s frame again with `entries`' boxes outlined and numbered (the text check
    /// off, so the numbers are not checked) and saves it as `<folder>/<W>x<H>/<scene>.inventory.png`;
    /// returns the path. The scene's own picture is left as it was.
    static func savePicture(_ render: SceneCheckLoop.Render, entries: [Entry], in folder: String) throws -> String {
        let dir = (folder as NSString).appendingPathComponent(render.sizeName)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let path = (dir as NSString).appendingPathComponent("\(render.scene).inventory.png")
        let renderer = render.renderer
        let overlay = InventoryOverlay(boxes: entries.map(\.box), size: render.size)
        let check = renderer.canvas.textCheck, tracked = renderer.rendererHost.tracksDamage
        renderer.canvas.textCheck = nil
        renderer.rendererHost.tracksDamage = false
        renderer.host.rootView.addSubview(overlay)
        renderer.host.setNeedsFrame()
        renderer.renderFrame()
        let picture = renderer.snapshot()
        overlay.removeFromSuperview()
        renderer.rendererHost.tracksDamage = tracked
        renderer.canvas.textCheck = check
        try OutputPathError.naming("--out") { try SDLImageLoader().savePNG(picture, to: path) }
        return path
    }
}
