import CSDL2
import Foundation

/// Which SDL renderer a window draws with.
///
/// `automatic` picks SDL's software renderer on a machine with no GPU device (no render node
/// under `/dev/dri`: containers, virtual machines, Xvfb, CI) and an accelerated one otherwise.
/// Without a GPU, "accelerated" means Mesa's llvmpipe: a CPU rasteriser that loads LLVM at start
/// (about 80 ms before the first frame) and draws the open ring slower than the canvas draws it
/// straight into the window's pixels. The software choice presents through the window system's
/// shared-memory image, not through an OpenGL texture, so no GL library is loaded at all.
///
/// ```swift
/// let app = try SDLWindowApp(title: "Flywheel", size: Size(width: 800, height: 600), renderer: .software)
/// print(app.rendererName)  // "software"
/// ```
public enum RendererChoice: String, Sendable, CaseIterable {
    /// Software without a GPU device, accelerated with one.
    case automatic
    /// An accelerated renderer (vsync if the driver has it), else software.
    case accelerated
    /// SDL's software renderer, the canvas drawing straight into the window's pixels.
    case software

    /// `automatic` resolved on this machine: `software` or `accelerated`.
    public var resolved: RendererChoice {
        guard self == .automatic else { return self }
        #if os(Linux)
            return Self.machineHasGPU() ? .accelerated : .software
        #else
            return .accelerated  // no /dev/dri to ask; SDL falls back to software by itself
        #endif
    }

    /// Whether a GPU render node (`/dev/dri/renderD*`) or card (`/dev/dri/card*`) exists (Linux).
    static func machineHasGPU(devices: String = "/dev/dri") -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: devices)) ?? []
        return names.contains { $0.hasPrefix("renderD") || $0.hasPrefix("card") }
    }

    /// The `SDL_CreateRenderer` flags to try, in order, with a name for error messages. Software
    /// still falls back to an accelerated renderer: a video driver with no image of its own for a
    /// window (SDL 2.26's Wayland) cannot make a software renderer without GL behind it.
    var attempts: [(name: String, flags: UInt32)] {
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue, vsync = SDL_RENDERER_PRESENTVSYNC.rawValue
        let software = ("software", SDL_RENDERER_SOFTWARE.rawValue)
        let gpu = [("accelerated+vsync", accelerated | vsync), ("accelerated", accelerated)]
        return resolved == .software ? [software] + gpu : gpu + [software]
    }

    /// Sets up SDL for the choice before the renderer is made: the software renderer's window
    /// framebuffer is the window system's own image (SDL would otherwise back it with an OpenGL
    /// texture). A value in the environment (`SDL_FRAMEBUFFER_ACCELERATION`) still wins.
    func prepareHints() {
        guard resolved == .software else { return }
        SDL_SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0", SDL_HINT_DEFAULT)
    }
}
