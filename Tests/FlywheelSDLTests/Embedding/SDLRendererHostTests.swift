import CSDL2
import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import FlywheelSDL

/// `SDLRendererHost`: Flywheel's views in a renderer the program owns. The "program" here is a
/// software renderer on a surface the test makes, fills and destroys itself.
@Suite struct SDLRendererHostTests {
    /// The program's own target: a 200×100 surface with a software renderer.
    final class ProgramRenderer {
        let surface: UnsafeMutablePointer<SDL_Surface>
        let renderer: OpaquePointer

        init() throws {
            surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 200, 100, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
            renderer = try #require(SDL_CreateSoftwareRenderer(surface))
        }

        /// The program's own drawing: the whole target blue.
        func fillBlue() {
            SDL_SetRenderDrawColor(renderer, 0, 0, 255, 255)
            SDL_RenderClear(renderer)
        }

        deinit {
            SDL_DestroyRenderer(renderer)
            SDL_FreeSurface(surface)
        }
    }

    /// Runs `body` inside `withSDL` with the program's target and a host on it showing the red square.
    private func withRedSquareHost(_ body: (ProgramRenderer, SDLRendererHost) throws -> Void) throws {
        try withSDL {
            let program = try ProgramRenderer()
            let ui = try SDLRendererHost(
                renderer: program.renderer, size: Size(width: 200, height: 100), clock: VirtualClock())
            ui.host.rootView.addSubview(redSquare())
            try body(program, ui)
        }
    }

    @Test func drawsOverTheProgramsOwnDrawing() throws {
        try withRedSquareHost { program, ui in
            program.fillBlue()
            ui.drawFrame()
            let shot = ui.readPixels()
            #expect(isColor(shot.pixel(x: 40, y: 40), .red))
            #expect(isColor(shot.pixel(x: 150, y: 50), .blue), "the program's background must survive the frame")
            // With a clear colour it owns the whole frame instead.
            ui.clearColor = .white
            program.fillBlue()
            ui.drawFrame()
            #expect(isColor(ui.readPixels().pixel(x: 150, y: 50), .white))
            #expect(ui.framesDrawn == 2)
        }
    }

    @Test func putsBackTheRendererStateItFound() throws {
        try withRedSquareHost { program, ui in
            SDL_SetRenderDrawColor(program.renderer, 1, 2, 3, 4)
            SDL_SetRenderDrawBlendMode(program.renderer, SDL_BLENDMODE_ADD)
            var clip = SDL_Rect(x: 5, y: 6, w: 70, h: 80)
            SDL_RenderSetClipRect(program.renderer, &clip)
            ui.drawFrame()
            var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0, a: UInt8 = 0
            SDL_GetRenderDrawColor(program.renderer, &r, &g, &b, &a)
            #expect([r, g, b, a] == [1, 2, 3, 4])
            var blend = SDL_BLENDMODE_NONE
            SDL_GetRenderDrawBlendMode(program.renderer, &blend)
            #expect(blend == SDL_BLENDMODE_ADD)
            var after = SDL_Rect()
            SDL_RenderGetClipRect(program.renderer, &after)
            #expect(SDL_RenderIsClipEnabled(program.renderer) == SDL_TRUE)
            #expect([after.x, after.y, after.w, after.h] == [5, 6, 70, 80])
        }
    }

    @Test func sdlEventsReachTheControlsAndSayWhenAFrameIsNeeded() throws {
        try withSDL {
            let program = try ProgramRenderer()
            let ui = try SDLRendererHost(
                renderer: program.renderer, size: Size(width: 200, height: 100),
                clock: VirtualClock())
            let rating = RatingControl(starCount: 3)
            rating.frame = Rect(x: 0, y: 0, width: 152, height: 40)
            ui.host.rootView.addSubview(rating)
            var seen: [InputEvent] = []
            ui.onInput = { seen.append($0) }
            ui.drawFrame()
            #expect(!ui.needsFrame)
            #expect(ui.secondsUntilNextFrame() == nil, "idle: the program may sleep")

            // A left click on the third star (x 104...144), as SDL delivers it.
            var down = SDL_Event()
            down.type = SDL_MOUSEBUTTONDOWN.rawValue
            down.button.button = UInt8(SDL_BUTTON_LEFT)
            down.button.x = 124
            down.button.y = 20
            var up = down
            up.type = SDL_MOUSEBUTTONUP.rawValue
            #expect(ui.handle(down) != nil)
            ui.handle(up)
            #expect(rating.value == 3)
            #expect(seen.count == 2)
            #expect(ui.needsFrame, "the star's flare animates")
            let wait = try #require(ui.secondsUntilNextFrame(maxFramesPerSecond: 60))
            #expect(wait >= 0 && wait <= 1.0 / 60)

            var quit = SDL_Event()
            quit.type = SDL_QUIT.rawValue
            #expect(ui.handle(quit) == .quit)
        }
    }

    @Test func detachedHostDrawsNothing() throws {
        try withRedSquareHost { program, ui in
            ui.detach()
            program.fillBlue()
            ui.drawFrame()
            #expect(ui.framesDrawn == 0)
            var pixel: UInt32 = 0
            var one = SDL_Rect(x: 40, y: 40, w: 1, h: 1)
            SDL_RenderReadPixels(program.renderer, &one, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixel, 4)
            #expect(pixel == 0xFF00_00FF, "still the program's blue")
        }
    }
}
