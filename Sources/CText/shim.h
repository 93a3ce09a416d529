// The text libraries for Swift: HarfBuzz (shaping), FriBidi (the Unicode Bidirectional
// Algorithm), fontconfig (finding a font that has a character) and FreeType (rasterising
// glyphs by id). The helpers below stand in for C macros Swift cannot import.
#ifndef FLYWHEEL_CTEXT_SHIM_H
#define FLYWHEEL_CTEXT_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>
#include <fribidi/fribidi.h>
#include <fontconfig/fontconfig.h>

static inline FT_Int32 flywheel_ft_load_flags(int color) {
    return FT_LOAD_DEFAULT | FT_LOAD_TARGET_LIGHT | (color ? FT_LOAD_COLOR : 0);
}
static inline int flywheel_ft_has_color(FT_Face face) { return FT_HAS_COLOR(face) ? 1 : 0; }
static inline int flywheel_ft_is_scalable(FT_Face face) { return FT_IS_SCALABLE(face) ? 1 : 0; }
static inline FriBidiFlags flywheel_fribidi_flags(void) { return FRIBIDI_FLAGS_DEFAULT; }
static inline FriBidiParType flywheel_fribidi_par_on(void) { return FRIBIDI_PAR_ON; }
static inline FriBidiParType flywheel_fribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }
static inline FriBidiParType flywheel_fribidi_par_ltr(void) { return FRIBIDI_PAR_LTR; }
static inline FriBidiCharType flywheel_fribidi_type_bn(void) { return FRIBIDI_TYPE_BN; }
static inline FriBidiCharType flywheel_fribidi_type_on(void) { return FRIBIDI_TYPE_ON; }
static inline int flywheel_fribidi_max_explicit_level(void) { return FRIBIDI_BIDI_MAX_EXPLICIT_LEVEL; }
static inline int flywheel_fribidi_dir_is_rtl(FriBidiParType t) { return FRIBIDI_IS_RTL(t) ? 1 : 0; }
/// Whether a character of this bidi type can make a line anything but left to right
/// (strong right-to-left, Arabic numbers, explicit embeddings, overrides and isolates).
static inline int flywheel_fribidi_type_needs_bidi(FriBidiCharType t) {
    return (FRIBIDI_IS_RTL(t) && FRIBIDI_IS_LETTER(t)) || t == FRIBIDI_TYPE_AN || FRIBIDI_IS_EXPLICIT(t)
        || FRIBIDI_IS_ISOLATE(t) || t == FRIBIDI_TYPE_AL;
}
#endif
