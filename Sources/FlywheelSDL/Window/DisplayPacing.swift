import CSDL2

/// How fast a window without vsync draws while something moves: as often as its display shows
/// frames, and no more (a frame the display cannot show costs CPU and is never seen).
public enum DisplayPacing {
    /// The rate assumed when the display does not say (SDL reports 0 for some drivers).
    public static let fallbackFramesPerSecond = 60.0

    /// Frames per second for a display mode whose refresh rate is `refreshRate` (Hz, 0 or less
    /// when unknown), unless `override` (a positive, finite cap) says otherwise.
    public static func framesPerSecond(refreshRate: Int32, override: Double? = nil) -> Double {
        if let override, override > 0, override.isFinite { return override }
        return refreshRate > 0 ? Double(refreshRate) : fallbackFramesPerSecond
    }

    /// The refresh rate (Hz) of the display `window` is on, or 0 when SDL does not know it.
    public static func refreshRate(of window: OpaquePointer) -> Int32 {
        var mode = SDL_DisplayMode()
        let index = SDL_GetWindowDisplayIndex(window)
        if index >= 0, SDL_GetCurrentDisplayMode(index, &mode) == 0, mode.refresh_rate > 0 {
            return mode.refresh_rate
        }
        // The mode the window would use in full screen: the only answer on some drivers.
        if SDL_GetWindowDisplayMode(window, &mode) == 0 { return mode.refresh_rate }
        return 0
    }
}
