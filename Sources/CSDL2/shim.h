#ifndef STAGECRAFT_CSDL2_SHIM_H
#define STAGECRAFT_CSDL2_SHIM_H

#define SDL_MAIN_HANDLED
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>

// Function-like macros are not imported into Swift; re-export the ones we use.
static const int STAGECRAFT_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
static const int STAGECRAFT_WINDOWPOS_UNDEFINED = SDL_WINDOWPOS_UNDEFINED;

static inline int stagecraft_save_bmp(SDL_Surface *surface, const char *path) {
    return SDL_SaveBMP(surface, path);
}
#endif
