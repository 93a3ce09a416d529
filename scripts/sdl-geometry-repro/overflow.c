/* SDL 2.26 and 2.28's software SDL_RenderGeometry rasterises a textured triangle in 32-bit
 * integers: positions in half pixels, the doubled area in quarter pixels, and for the texture
 * coordinate the product of one vertex's texel number and that area. A triangle a few thousand
 * pixels across with a texture a few hundred texels wide overflows the product, and the texel it
 * then reads is far outside the texture: a crash (SIGSEGV) or garbage. SDL 2.30 checks the
 * product and refuses such a triangle ("triangle area overflow"): nothing is drawn.
 * See README.md next to this file.
 *   cc overflow.c $(pkg-config --cflags --libs sdl2) -o /tmp/sdl-overflow-repro
 *   /tmp/sdl-overflow-repro 1024       -> SDL 2.26/2.28: Segmentation fault (exit 139)
 *   /tmp/sdl-overflow-repro 2048       -> "the wrong texel" (exit 2): the overflow landed inside
 *   /tmp/sdl-overflow-repro 800        -> texel (256, 256) or next to it: small enough
 *   /tmp/sdl-overflow-repro 4096 split -> the right texel: the same picture as triangles about
 *                                         512 pixels across, as Flywheel's SoftwareGeometryGuard
 *                                         splits it
 */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static SDL_Vertex corner(float x, float y, float u, float v) {
    SDL_Vertex vertex = {{x, y}, {255, 255, 255, 255}, {u, v}};
    return vertex;
}

static SDL_Vertex mix(SDL_Vertex a, SDL_Vertex b, SDL_Vertex c, float s, float t) {
    /* a + s (b - a) + t (c - a), for positions and texture coordinates alike */
    SDL_Vertex m = a;
    m.position.x = a.position.x + s * (b.position.x - a.position.x) + t * (c.position.x - a.position.x);
    m.position.y = a.position.y + s * (b.position.y - a.position.y) + t * (c.position.y - a.position.y);
    m.tex_coord.x = a.tex_coord.x + s * (b.tex_coord.x - a.tex_coord.x) + t * (c.tex_coord.x - a.tex_coord.x);
    m.tex_coord.y = a.tex_coord.y + s * (b.tex_coord.y - a.tex_coord.y) + t * (c.tex_coord.y - a.tex_coord.y);
    return m;
}

/* Draws a b c as n x n smaller triangles (n = 1: as it is). */
static void draw(SDL_Renderer *r, SDL_Texture *tex, SDL_Vertex a, SDL_Vertex b, SDL_Vertex c, int n) {
    for (int i = 0; i < n; i++) {
        for (int j = 0; i + j < n; j++) {
            float s0 = (float)i / n, t0 = (float)j / n, d = 1.0f / n;
            SDL_Vertex up[3] = {mix(a, b, c, s0, t0), mix(a, b, c, s0 + d, t0), mix(a, b, c, s0, t0 + d)};
            SDL_RenderGeometry(r, tex, up, 3, NULL, 3);
            if (i + j + 1 < n) {
                SDL_Vertex down[3] = {mix(a, b, c, s0 + d, t0), mix(a, b, c, s0 + d, t0 + d), mix(a, b, c, s0, t0 + d)};
                SDL_RenderGeometry(r, tex, down, 3, NULL, 3);
            }
        }
    }
}

int main(int argc, char **argv) {
    int side = argc > 1 ? atoi(argv[1]) : 4096;
    int split = argc > 2 && strcmp(argv[2], "split") == 0;
    const int tw = 512, th = 512;
    SDL_Surface *target = SDL_CreateRGBSurfaceWithFormat(0, side, side, 32, SDL_PIXELFORMAT_RGBA32);
    SDL_Renderer *renderer = target ? SDL_CreateSoftwareRenderer(target) : NULL;
    if (!renderer) {
        fprintf(stderr, "no %dx%d software renderer: %s\n", side, side, SDL_GetError());
        return 1;
    }
    SDL_Texture *texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGBA32, SDL_TEXTUREACCESS_STATIC, tw, th);
    Uint32 *pixels = calloc((size_t)tw * th, 4);
    for (int k = 0; k < tw * th; k++) pixels[k] = 0xFF000000u | (Uint32)k;
    SDL_UpdateTexture(texture, NULL, pixels, tw * 4);
    /* A picture slightly larger than the target and turned a little (a straight one is blitted,
     * not rasterised): the HUD scene's full-window photograph. */
    float lo = -0.02f * side, hi = 1.02f * side, tilt = 0.01f * side;
    SDL_Vertex v[4] = {corner(lo + tilt, lo, 0, 0), corner(hi, lo + tilt, 1, 0), corner(hi - tilt, hi, 1, 1),
                       corner(lo, hi - tilt, 0, 1)};
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
    SDL_RenderClear(renderer);
    int n = split ? (side + 511) / 512 : 1; /* parts about 512 pixels across: within range */
    draw(renderer, texture, v[0], v[1], v[2], n);
    draw(renderer, texture, v[0], v[2], v[3], n);
    SDL_RenderPresent(renderer);
    if (*SDL_GetError()) printf("SDL says: %s\n", SDL_GetError());
    /* The target's middle shows the texture's middle, texel (256, 256), give or take one. */
    Uint32 middle = ((Uint32 *)target->pixels)[(side / 2) * (target->pitch / 4) + side / 2] & 0xFFFFFFu;
    int mx = (int)(middle % tw), my = (int)(middle / tw);
    int right = abs(mx - 256) <= 1 && abs(my - 256) <= 1;
    printf("%dx%d: the middle pixel shows texel (%d, %d)%s\n", side, side, mx, my,
           right ? "" : ", not (256, 256): the wrong texel");
    free(pixels);
    SDL_DestroyTexture(texture);
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(target);
    return right ? 0 : 2;
}
