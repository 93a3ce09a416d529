import CSDL2

/// An `SDL_Renderer` and what it draws into (a window, or a surface in memory), owned together:
/// when the last reference goes, the renderer is destroyed, then its window or surface. So an
/// initializer that throws after making one, or a resize that replaces it, needs no cleanup code
/// of its own. `HeadlessRenderer` (a surface) and `SDLWindowApp` (a window) own theirs this way;
/// an embedding program owns its renderer itself.
final class SDLRenderTarget<Destination> {
    let renderer: OpaquePointer
    /// The window or surface the renderer draws into.
    let destination: Destination
    private let destroyDestination: (Destination) -> Void

    /// Takes ownership of `renderer` and `destination`; `destroy` frees the destination after the
    /// renderer is gone.
    init(renderer: OpaquePointer, destination: Destination, destroy: @escaping (Destination) -> Void) {
        self.renderer = renderer
        self.destination = destination
        self.destroyDestination = destroy
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        destroyDestination(destination)
    }
}

extension SDLRenderTarget where Destination == UnsafeMutablePointer<SDL_Surface> {
    /// A software renderer drawing into `surface`, freed with it.
    convenience init(rendererFor surface: UnsafeMutablePointer<SDL_Surface>, renderer: OpaquePointer) {
        self.init(renderer: renderer, destination: surface, destroy: { SDL_FreeSurface($0) })
    }
}

extension SDLRenderTarget where Destination == OpaquePointer {
    /// A renderer drawing into the window `window`, destroyed with it.
    convenience init(rendererFor window: OpaquePointer, renderer: OpaquePointer) {
        self.init(renderer: renderer, destination: window, destroy: { SDL_DestroyWindow($0) })
    }
}
