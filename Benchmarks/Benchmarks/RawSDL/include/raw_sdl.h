// The plain-SDL reference the frame benchmarks compare SDLCanvas with: the same pictures drawn
// the direct way a C programmer would write them — SDL_RenderGeometry for the faded disc (a fan with per-vertex colours) and the icons' discs,
// textures loaded once, SDL_RenderCopyEx for rotated icons, SDL_ttf glyphs cached as textures.
// Only the benchmarks use it.
#ifndef FLYWHEEL_RAW_SDL_H
#define FLYWHEEL_RAW_SDL_H

typedef struct raw_sdl raw_sdl;

typedef struct raw_rgba { float r, g, b, a; } raw_rgba;

/// What the ring picture needs (points = pixels).
typedef struct raw_ring_params {
    float cx, cy, radius;          // ring centre and radius
    int count;                     // items on the ring
    float icon_side;               // framed icon square
    float icon_distance;           // icon centre's distance from the ring centre
    float centre_side;             // the spinner's own (closed) frame in the middle
    raw_rgba wedge, frame_fill, tint, background;
} raw_ring_params;

/// What the picker picture needs.
typedef struct raw_picker_params {
    float x, y, width, height;     // the picker's frame
    float row_spacing, cylinder_radius, over_under_opacity, icon_side;
    int rows;                      // how many values ("Value 00000" …)
    int icon_count;                // icons repeat every icon_count rows; 0: titles only
    raw_rgba text, tint, line, background;
    const char *font_path;
    int font_pixel_size;
} raw_picker_params;

/// A software renderer on an ARGB8888 surface of width x height (the headless setup), or, with
/// `window` != 0, an accelerated renderer on a hidden window (NULL when there is none).
raw_sdl *raw_sdl_create(int width, int height, int window);
void raw_sdl_destroy(raw_sdl *ctx);
/// The SDL_Renderer (to draw into it with something else: our canvas on the same window kind).
void *raw_sdl_renderer(raw_sdl *ctx);
/// The renderer's name ("software", "opengl", …).
const char *raw_sdl_renderer_name(raw_sdl *ctx);

/// Sets up the ring picture (icon texture made once). Returns 0 on success.
int raw_sdl_ring_setup(raw_sdl *ctx, const raw_ring_params *params);
/// Draws one ring frame with the wheel at `position` (items; the ring turns clockwise with it).
void raw_sdl_ring_frame(raw_sdl *ctx, double position);

/// Sets up the picker picture (font, glyph textures, icon). Returns 0 on success.
int raw_sdl_picker_setup(raw_sdl *ctx, const raw_picker_params *params);
/// Draws one picker frame with the wheel at `position` (rows; row p is on the centre line).
void raw_sdl_picker_frame(raw_sdl *ctx, double position);

/// Draw calls of the last frame: SDL_RenderGeometry, SDL_RenderCopy(Ex)F and SDL_RenderFillRect
/// calls (the clear not counted, as the canvas does not count it).
int raw_sdl_draw_calls(raw_sdl *ctx);

/// Finishes the frame (SDL_RenderPresent; on the software renderer this flushes the queue).
void raw_sdl_present(raw_sdl *ctx);
/// Writes what was drawn last as a PNG. Returns 0 on success.
int raw_sdl_save_png(raw_sdl *ctx, const char *path);

#endif
