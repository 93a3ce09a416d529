// The plain-SDL reference pictures (see include/raw_sdl.h): what a skilled SDL programmer would
// write to draw the open ring and the picker, with no abstraction in between. Vertex and index
// buffers are fixed arrays; everything else is SDL's own work.
#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_ttf.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "raw_sdl.h"

enum { MAX_VERTICES = 4096, MAX_INDICES = 12288, ICON_PIXELS = 64 };

struct raw_sdl {
    SDL_Surface *surface;          // headless target (software renderer)
    SDL_Window *window;            // or a hidden window (accelerated renderer)
    SDL_Renderer *renderer;
    char renderer_name[64];
    SDL_Vertex vertices[MAX_VERTICES];
    int indices[MAX_INDICES];
    int vertex_count, index_count;

    raw_ring_params ring;
    raw_picker_params picker;
    SDL_Texture *icon;             // 64x64 white disc with alpha (a template icon)
    TTF_Font *font;
    SDL_Texture *glyphs[128];      // printable ASCII, white, rendered once
    int glyph_width[128], glyph_height[128], glyph_advance[128];
    int line_height;
    int draw_calls;                // in the current frame
};

static SDL_Color color8(raw_rgba c, float alpha) {
    float a = c.a * alpha;
    SDL_Color out = {(Uint8)lroundf(c.r * 255), (Uint8)lroundf(c.g * 255), (Uint8)lroundf(c.b * 255),
                     (Uint8)lroundf((a < 0 ? 0 : a > 1 ? 1 : a) * 255)};
    return out;
}

// MARK: Geometry batches

static void batch_reset(raw_sdl *ctx) { ctx->vertex_count = 0; ctx->index_count = 0; }

static int vertex(raw_sdl *ctx, float x, float y, SDL_Color c) {
    SDL_Vertex *v = &ctx->vertices[ctx->vertex_count];
    v->position.x = x; v->position.y = y; v->color = c; v->tex_coord.x = 0; v->tex_coord.y = 0;
    return ctx->vertex_count++;
}

static void triangle(raw_sdl *ctx, int a, int b, int c) {
    ctx->indices[ctx->index_count++] = a;
    ctx->indices[ctx->index_count++] = b;
    ctx->indices[ctx->index_count++] = c;
}

static void batch_draw(raw_sdl *ctx) {
    if (ctx->index_count > 0) {
        SDL_RenderGeometry(ctx->renderer, NULL, ctx->vertices, ctx->vertex_count, ctx->indices, ctx->index_count);
        ctx->draw_calls++;
    }
    batch_reset(ctx);
}

static int segments_for(float radius, float sweep) {
    // About one segment per 4 degrees on big arcs, fewer on small ones.
    int per_turn = radius > 60 ? 90 : radius > 15 ? 48 : 24;
    int n = (int)ceilf(per_turn * fabsf(sweep) / (2 * (float)M_PI));
    return n < 1 ? 1 : n;
}

/// A pie slice from `a0` to `a1` (radians, 0 = 3 o'clock, clockwise), its arc feathered over a
/// pixel so the rim is smooth.
static void add_pie(raw_sdl *ctx, float cx, float cy, float r, float a0, float a1, SDL_Color c) {
    SDL_Color clear = c; clear.a = 0;
    int n = segments_for(r, a1 - a0);
    int centre = vertex(ctx, cx, cy, c);
    int prev_in = -1, prev_out = -1;
    for (int k = 0; k <= n; k++) {
        float a = a0 + (a1 - a0) * k / n, ca = cosf(a), sa = sinf(a);
        int in = vertex(ctx, cx + (r - 0.5f) * ca, cy + (r - 0.5f) * sa, c);
        int out = vertex(ctx, cx + (r + 0.5f) * ca, cy + (r + 0.5f) * sa, clear);
        if (k > 0) {
            triangle(ctx, centre, prev_in, in);
            triangle(ctx, prev_in, prev_out, out);
            triangle(ctx, prev_in, out, in);
        }
        prev_in = in; prev_out = out;
    }
}

/// A filled ellipse (squashed vertically by `sy`) with a feathered rim.
static void add_disc(raw_sdl *ctx, float cx, float cy, float r, float sy, SDL_Color c) {
    int first = ctx->vertex_count;
    add_pie(ctx, cx, cy, r, 0, 2 * (float)M_PI, c);
    for (int i = first; sy != 1 && i < ctx->vertex_count; i++) {
        ctx->vertices[i].position.y = cy + (ctx->vertices[i].position.y - cy) * sy;
    }
}

/// A one-pixel circle outline of radius `r` (squashed vertically by `sy`), anti-aliased: full
/// colour on the radius, fading to clear half a pixel and more either side.
static void add_circle_outline(raw_sdl *ctx, float cx, float cy, float r, float sy, SDL_Color c) {
    SDL_Color clear = c; clear.a = 0;
    int n = segments_for(r, 2 * (float)M_PI);
    int first = ctx->vertex_count;
    for (int k = 0; k < n; k++) {
        float a = 2 * (float)M_PI * k / n, ca = cosf(a), sa = sinf(a) * sy;
        vertex(ctx, cx + (r - 1) * ca, cy + (r - 1) * sa, clear);
        vertex(ctx, cx + r * ca, cy + r * sa, c);
        vertex(ctx, cx + (r + 1) * ca, cy + (r + 1) * sa, clear);
    }
    for (int k = 0; k < n; k++) {
        int a = first + 3 * k, b = first + 3 * ((k + 1) % n);
        triangle(ctx, a, b, a + 1); triangle(ctx, b, b + 1, a + 1);
        triangle(ctx, a + 1, b + 1, a + 2); triangle(ctx, b + 1, b + 2, a + 2);
    }
}

// MARK: Context

raw_sdl *raw_sdl_create(int width, int height, int window) {
    SDL_SetMainReady();
    if (SDL_WasInit(SDL_INIT_VIDEO) == 0 && SDL_InitSubSystem(SDL_INIT_VIDEO) != 0 && window) return NULL;
    if (!TTF_WasInit() && TTF_Init() != 0) return NULL;
    raw_sdl *ctx = calloc(1, sizeof *ctx);
    if (!ctx) return NULL;
    if (window) {
        ctx->window = SDL_CreateWindow("raw", 0, 0, width, height, SDL_WINDOW_HIDDEN);
        if (ctx->window) ctx->renderer = SDL_CreateRenderer(ctx->window, -1, SDL_RENDERER_ACCELERATED);
    } else {
        ctx->surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888);
        if (ctx->surface) ctx->renderer = SDL_CreateSoftwareRenderer(ctx->surface);
    }
    if (!ctx->renderer) { raw_sdl_destroy(ctx); return NULL; }
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(ctx->renderer, &info) == 0) {
        snprintf(ctx->renderer_name, sizeof ctx->renderer_name, "%s", info.name);
        if (window && (info.flags & SDL_RENDERER_SOFTWARE)) { raw_sdl_destroy(ctx); return NULL; }
    }
    SDL_SetRenderDrawBlendMode(ctx->renderer, SDL_BLENDMODE_BLEND);
    return ctx;
}

void raw_sdl_destroy(raw_sdl *ctx) {
    if (!ctx) return;
    for (int i = 0; i < 128; i++) if (ctx->glyphs[i]) SDL_DestroyTexture(ctx->glyphs[i]);
    if (ctx->icon) SDL_DestroyTexture(ctx->icon);
    if (ctx->font) TTF_CloseFont(ctx->font);
    if (ctx->renderer) SDL_DestroyRenderer(ctx->renderer);
    if (ctx->surface) SDL_FreeSurface(ctx->surface);
    if (ctx->window) SDL_DestroyWindow(ctx->window);
    free(ctx);
}

void *raw_sdl_renderer(raw_sdl *ctx) { return ctx->renderer; }

const char *raw_sdl_renderer_name(raw_sdl *ctx) { return ctx->renderer_name; }

/// The benchmarks' icon: a 64-px disc of radius 26 in white, its alpha the mask.
static int make_icon(raw_sdl *ctx) {
    if (ctx->icon) return 0;
    static Uint32 pixels[ICON_PIXELS * ICON_PIXELS];
    for (int p = 0; p < ICON_PIXELS * ICON_PIXELS; p++) {
        int dx = p % ICON_PIXELS - 32, dy = p / ICON_PIXELS - 32;
        pixels[p] = dx * dx + dy * dy < 26 * 26 ? 0xFFFFFFFFu : 0x00FFFFFFu;
    }
    ctx->icon = SDL_CreateTexture(ctx->renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC,
                                  ICON_PIXELS, ICON_PIXELS);
    if (!ctx->icon) return -1;
    SDL_UpdateTexture(ctx->icon, NULL, pixels, ICON_PIXELS * 4);
    SDL_SetTextureBlendMode(ctx->icon, SDL_BLENDMODE_BLEND);
    // On an accelerated renderer our canvas filters icons linearly (a rotated icon without
    // jagged edges); the reference draws the same picture, so it filters linearly there too.
    // (On the software renderer SDL's smooth rotation is another algorithm altogether, and
    // both sides keep their own: nearest texel here, the canvas's bordered copy there.)
    if (ctx->window) SDL_SetTextureScaleMode(ctx->icon, SDL_ScaleModeLinear);
    return 0;
}

static void draw_icon(raw_sdl *ctx, float cx, float cy, float side, float sy, double degrees, raw_rgba tint,
                      float alpha) {
    SDL_Color c = color8(tint, alpha);
    SDL_SetTextureColorMod(ctx->icon, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(ctx->icon, c.a);
    SDL_FRect dst = {cx - side / 2, cy - side * sy / 2, side, side * sy};
    if (degrees != 0) {
        SDL_RenderCopyExF(ctx->renderer, ctx->icon, NULL, &dst, degrees, NULL, SDL_FLIP_NONE);
    } else {
        SDL_RenderCopyF(ctx->renderer, ctx->icon, NULL, &dst);
    }
    ctx->draw_calls++;
}

void raw_sdl_present(raw_sdl *ctx) { SDL_RenderPresent(ctx->renderer); }

int raw_sdl_draw_calls(raw_sdl *ctx) { return ctx->draw_calls; }

int raw_sdl_save_png(raw_sdl *ctx, const char *path) {
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(ctx->renderer, &w, &h);
    SDL_Surface *shot = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!shot) return -1;
    int rc = SDL_RenderReadPixels(ctx->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, shot->pixels, shot->pitch);
    if (rc == 0) rc = IMG_SavePNG(shot, path);
    SDL_FreeSurface(shot);
    return rc;
}

// MARK: Ring

int raw_sdl_ring_setup(raw_sdl *ctx, const raw_ring_params *params) {
    ctx->ring = *params;
    return make_icon(ctx);
}

/// Opacity by angle from the top: 1 on top, fading over six 30-degree steps.
static float ring_fade(float angle) {
    static const float stops[7] = {1.0f, 0.55f, 0.40f, 0.25f, 0.10f, 0.03f, 0.0f};
    float a = fmodf(fabsf(angle), 2 * (float)M_PI);
    if (a > (float)M_PI) a = 2 * (float)M_PI - a;
    float x = a / ((float)M_PI / 6);
    int i = (int)x;
    if (i > 5) i = 5;
    return stops[i] + (stops[i + 1] - stops[i]) * (x - i);
}

/// The ring's disc: `c` faded by `ring_fade` of the clockwise angle from the top, fixed to the
/// screen (a conic gradient). A fan of thin triangles whose rim vertices carry the fade (the
/// 30-degree stops fall on vertices; each triangle's centre vertex has the mean of its two),
/// the rim feathered over a pixel.
static void add_conic_disc(raw_sdl *ctx, float cx, float cy, float r, raw_rgba colour) {
    enum { SEGMENTS = 96 };
    int prev_in = -1, prev_out = -1;
    float prev_fade = 0;
    for (int k = 0; k <= SEGMENTS; k++) {
        float top = 2 * (float)M_PI * k / SEGMENTS, a = top - (float)M_PI / 2;
        float fade = ring_fade(top), ca = cosf(a), sa = sinf(a);
        int in = vertex(ctx, cx + (r - 0.5f) * ca, cy + (r - 0.5f) * sa, color8(colour, fade));
        int out = vertex(ctx, cx + (r + 0.5f) * ca, cy + (r + 0.5f) * sa, color8(colour, 0));
        if (k > 0) {
            int centre = vertex(ctx, cx, cy, color8(colour, (prev_fade + fade) / 2));
            triangle(ctx, centre, prev_in, in);
            triangle(ctx, prev_in, prev_out, out);
            triangle(ctx, prev_in, out, in);
        }
        prev_in = in; prev_out = out; prev_fade = fade;
    }
}

/// One framed icon: a white disc, a one-pixel tint ring, the tinted icon inset 20 % a side.
static void framed_icon(raw_sdl *ctx, float x, float y, float side, float sy, double degrees, float alpha,
                        raw_rgba fill, raw_rgba tint) {
    if (fill.a > 0) add_disc(ctx, x, y, side / 2, sy, color8(fill, alpha));
    add_circle_outline(ctx, x, y, side / 2 - 0.5f, sy, color8(tint, alpha));
    batch_draw(ctx);
    draw_icon(ctx, x, y, side * 0.6f, sy, degrees, tint, alpha);
}

/* Clears the target to `background` (opaque) and starts the frame's draw-call count. */
static void begin_frame(raw_sdl *ctx, raw_rgba background) {
    SDL_Color bg = color8(background, 1);
    SDL_SetRenderDrawColor(ctx->renderer, bg.r, bg.g, bg.b, 255);
    SDL_RenderClear(ctx->renderer);
    ctx->draw_calls = 0;
}

void raw_sdl_ring_frame(raw_sdl *ctx, double position) {
    const raw_ring_params *p = &ctx->ring;
    begin_frame(ctx, p->background);
    float arc = 2 * (float)M_PI / p->count;
    add_conic_disc(ctx, p->cx, p->cy, p->radius, p->wedge);
    batch_draw(ctx);
    for (int i = 0; i < p->count; i++) {
        float angle = (float)(position - i) * arc;
        float fade = ring_fade(angle);
        if (fade <= 0.002f) continue;
        float mid = angle - (float)M_PI / 2;
        float x = p->cx + p->icon_distance * cosf(mid), y = p->cy + p->icon_distance * sinf(mid);
        framed_icon(ctx, x, y, p->icon_side, 1, angle * 180 / M_PI, fade, p->frame_fill, p->tint);
    }
    framed_icon(ctx, p->cx, p->cy, p->centre_side, 1, 0, 1, p->frame_fill, p->tint);
}

// MARK: Picker

int raw_sdl_picker_setup(raw_sdl *ctx, const raw_picker_params *params) {
    ctx->picker = *params;
    if (make_icon(ctx) != 0) return -1;
    ctx->font = TTF_OpenFont(params->font_path, params->font_pixel_size);
    if (!ctx->font) return -1;
    TTF_SetFontStyle(ctx->font, TTF_STYLE_NORMAL);
    ctx->line_height = TTF_FontHeight(ctx->font);
    SDL_Color white = {255, 255, 255, 255};
    for (int ch = 32; ch < 127; ch++) {
        int minx, maxx, miny, maxy, advance;
        if (TTF_GlyphMetrics(ctx->font, (Uint16)ch, &minx, &maxx, &miny, &maxy, &advance) != 0) continue;
        ctx->glyph_advance[ch] = advance;
        SDL_Surface *s = TTF_RenderGlyph_Blended(ctx->font, (Uint16)ch, white);
        if (!s) continue;
        ctx->glyphs[ch] = SDL_CreateTextureFromSurface(ctx->renderer, s);
        ctx->glyph_width[ch] = s->w;
        ctx->glyph_height[ch] = s->h;
        SDL_FreeSurface(s);
        if (ctx->glyphs[ch]) SDL_SetTextureBlendMode(ctx->glyphs[ch], SDL_BLENDMODE_BLEND);
    }
    return 0;
}

static int text_width(raw_sdl *ctx, const char *s) {
    int w = 0, prev = 0;
    for (; *s; s++) {
        int ch = (unsigned char)*s;
        if (ch >= 128) continue;
        if (prev) w += TTF_GetFontKerningSizeGlyphs(ctx->font, (Uint16)prev, (Uint16)ch);
        w += ctx->glyph_advance[ch];
        prev = ch;
    }
    return w;
}

/// `s` with its top-left at (x, top), squashed vertically by `sy`.
static void draw_text(raw_sdl *ctx, const char *s, float x, float top, float sy, SDL_Color c) {
    float pen = roundf(x);
    int prev = 0;
    for (; *s; s++) {
        int ch = (unsigned char)*s;
        if (ch >= 128 || !ctx->glyphs[ch]) continue;
        if (prev) pen += TTF_GetFontKerningSizeGlyphs(ctx->font, (Uint16)prev, (Uint16)ch);
        SDL_SetTextureColorMod(ctx->glyphs[ch], c.r, c.g, c.b);
        SDL_SetTextureAlphaMod(ctx->glyphs[ch], c.a);
        SDL_FRect dst = {pen, top, (float)ctx->glyph_width[ch], ctx->glyph_height[ch] * sy};
        SDL_RenderCopyF(ctx->renderer, ctx->glyphs[ch], NULL, &dst);
        ctx->draw_calls++;
        pen += ctx->glyph_advance[ch];
        prev = ch;
    }
}

void raw_sdl_picker_frame(raw_sdl *ctx, double position) {
    const raw_picker_params *p = &ctx->picker;
    begin_frame(ctx, p->background);
    double r = p->cylinder_radius, delta = p->row_spacing / r;
    double half = p->height / 2, mid_y = p->y + half, mid_x = p->x + p->width / 2;
    double visible = half >= r ? M_PI / 2 : asin(half / r);
    double reach = fmin(M_PI / 2, visible + delta / 2) / delta;
    int lowest = (int)ceil(position - reach), highest = (int)floor(position + reach);
    if (lowest < 0) lowest = 0;
    if (highest > p->rows - 1) highest = p->rows - 1;
    raw_rgba none = {0, 0, 0, 0};
    for (int i = lowest; i <= highest; i++) {
        double distance = i - position, angle = distance * delta, sy = cos(angle);
        if (sy <= 0.01) continue;
        double away = fmin(1, fabs(distance));
        float opacity = (float)((1 - (1 - p->over_under_opacity) * away) * sy);
        if (opacity <= 0.002f) continue;
        float centre_y = (float)(mid_y + r * sin(angle));
        char title[32];
        snprintf(title, sizeof title, "Value %05d", i);
        int icons = p->icon_count > 0;
        float side = icons ? p->icon_side : 0, gap = icons ? 8 : 0, width = (float)text_width(ctx, title);
        float x0 = fmaxf(p->x, (float)mid_x - (side + gap + width) / 2);
        if (icons) framed_icon(ctx, x0 + side / 2, centre_y, side, (float)sy, 0, opacity, none, p->tint);
        draw_text(ctx, title, x0 + side + gap, centre_y - ctx->line_height / 2.0f * (float)sy, (float)sy,
                  color8(p->text, opacity));
    }
    SDL_Color line = color8(p->line, 1);
    SDL_SetRenderDrawColor(ctx->renderer, line.r, line.g, line.b, line.a);
    for (int k = -1; k <= 1; k += 2) {
        SDL_Rect hairline = {(int)p->x, (int)floor(mid_y + k * p->row_spacing / 2), (int)p->width, 1};
        SDL_RenderFillRect(ctx->renderer, &hairline);
        ctx->draw_calls++;
    }
}
