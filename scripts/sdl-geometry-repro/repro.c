/* SDL 2.26's software SDL_RenderGeometry reads one texel past the end of a texture when a
 * textured triangle's texture coordinates reach 1.0 at the texture's last row or column.
 * Build and run (see README.md next to this file):
 *   cc repro.c $(pkg-config --cflags --libs sdl2) -o /tmp/sdl-geometry-repro
 *   valgrind /tmp/sdl-geometry-repro 1.0      -> "Invalid read of size 4 ... 0 bytes after a block"
 *   valgrind /tmp/sdl-geometry-repro inset    -> no errors (coordinates end half a texel inside)
 */
#include <SDL.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
    int inset = argc > 1 && strcmp(argv[1], "inset") == 0;
    const int tw = 7, th = 5, side = 23;          /* odd sizes: a scaled, not 1:1, mapping */
    SDL_Surface *target = SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_RGBA32);
    SDL_Renderer *renderer = SDL_CreateSoftwareRenderer(target);
    SDL_Texture *texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGBA32, SDL_TEXTUREACCESS_STATIC, tw, th);
    Uint32 pixels[7 * 5];
    for (int i = 0; i < tw * th; i++) pixels[i] = 0xFF0000FFu + (Uint32)i;
    SDL_UpdateTexture(texture, NULL, pixels, tw * 4);
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
    float u1 = inset ? 1.0f - 0.5f / tw : 1.0f, v1 = inset ? 1.0f - 0.5f / th : 1.0f;
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
