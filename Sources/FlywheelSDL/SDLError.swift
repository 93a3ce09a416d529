import CSDL2

/// An SDL call failed; `message` is SDL's own error text, `call` the function that failed.
public struct SDLError: Error, CustomStringConvertible {
    public let call: String
    public let message: String

    /// Captures SDL_GetError() for a failed `call`.
    public static func last(_ call: String) -> SDLError {
        SDLError(call: call, message: String(cString: SDL_GetError()))
    }

    public var description: String { "\(call) failed: \(message)" }
}
