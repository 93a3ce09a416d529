// The one C entry point to SDL2 for Swift. SDL_MAIN_HANDLED: we never let SDL rename main;
// the backend calls SDL_SetMainReady() itself (needed where SDL_main is required).
#ifndef FLYWHEEL_CSDL2_SHIM_H
#define FLYWHEEL_CSDL2_SHIM_H
#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_ttf.h>
#endif
