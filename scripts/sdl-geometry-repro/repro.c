/* SDL 2.26's software SDL_RenderGeometry turns each vertex's texture coordinate u into the
 * texel number u * width, so a pixel of a triangle next to a vertex with u = 1 (or v = 1) reads
 * texel `width` (row `height`): one past the end of the row, or of the whole texture on the last
 * row. Flywheel draws turned images as such triangles, with a feathered rim whose coordinates
 * are clamped to the edge. See README.md next to this file.
 *   cc repro.c $(pkg-config --cflags --libs sdl2) -lm -o /tmp/sdl-geometry-repro
 *   valgrind /tmp/sdl-geometry-repro edge     -> "Use of uninitialised value" / "Invalid read"
 *   valgrind /tmp/sdl-geometry-repro padded   -> no errors: the workaround Flywheel uses, a
 *                                                texture one texel larger (transparent) and
 *                                                coordinates up to width / (width + 1)
 */
#include <SDL.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
    int padded = argc > 1 && strcmp(argv[1], "padded") == 0;
    const int tw = 7, th = 5, side = 23;          /* odd sizes: a scaled, not 1:1, mapping */
    SDL_Surface *target = SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_RGBA32);
    SDL_Renderer *renderer = SDL_CreateSoftwareRenderer(target);
    int pw = tw + padded, ph = th + padded;   /* the texture's size: padded by one texel or not */
    SDL_Texture *texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGBA32, SDL_TEXTUREACCESS_STATIC, pw, ph);
    Uint32 pixels[8 * 6] = {0};
    for (int y = 0; y < th; y++)
        for (int x = 0; x < tw; x++) pixels[y * pw + x] = 0xFF0000FFu + (Uint32)(y * tw + x);
    SDL_UpdateTexture(texture, NULL, pixels, pw * 4);
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
    float u1 = (float)tw / pw, v1 = (float)th / ph;
    /* Quads turned by 0-89 degrees about (32, 32), white and tinted translucent: the software
     * renderer rasterises a turned quad as two triangles. */
    SDL_Color colors[2] = {{255, 255, 255, 255}, {40, 80, 120, 200}};
    for (int k = 0; k < 2; k++) {
        for (int deg = 0; deg < 90; deg += 7) {
            float c = SDL_cosf(deg * 3.14159265f / 180), s = SDL_sinf(deg * 3.14159265f / 180), h = side / 2.0f;
            float corners[4][2] = {{-h, -h}, {h, -h}, {h, h}, {-h, h}};
            float uvs[4][2] = {{0, 0}, {u1, 0}, {u1, v1}, {0, v1}};
            SDL_Vertex v[4];
            for (int i = 0; i < 4; i++) {
                v[i].position.x = 32 + c * corners[i][0] - s * corners[i][1];
                v[i].position.y = 32 + s * corners[i][0] + c * corners[i][1];
                v[i].color = colors[k];
                v[i].tex_coord.x = uvs[i][0];
                v[i].tex_coord.y = uvs[i][1];
            }
            int indices[6] = {0, 1, 2, 0, 2, 3};
            SDL_RenderGeometry(renderer, texture, v, 4, indices, 6);
            /* The feathered rim beyond the bottom-right corner: texture coordinates clamped to
             * the edge, so every one of its pixels samples the last column and row. */
            SDL_Vertex rim[3] = {v[2], v[2], v[2]};
            rim[1].position.x += 3; rim[2].position.y += 3;
            SDL_RenderGeometry(renderer, texture, rim, 3, NULL, 0);
        }
    }
    SDL_RenderPresent(renderer);
    printf("drew a %dx%d texture onto %dx%d with texture coordinates up to (%g, %g)\n", tw, th, side, side, u1, v1);
    SDL_DestroyTexture(texture);
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(target);
    SDL_Quit();
    return 0;
}
