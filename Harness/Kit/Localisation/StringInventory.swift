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
