#pragma once
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_BITMAP_H
#include FT_OUTLINE_H
#include FT_SIZES_H
#include FT_TRUETYPE_TABLES_H

/* Macros Swift cannot import, as functions (used only by the Text module). */
static inline FT_Int32 cft_load_target_light(void) { return FT_LOAD_TARGET_LIGHT; }
static inline FT_Int32 cft_load_color(void) { return FT_LOAD_COLOR; }
static inline int cft_has_color(FT_Face face) { return FT_HAS_COLOR(face); }
static inline int cft_is_scalable(FT_Face face) { return FT_IS_SCALABLE(face); }
static inline FT_Int32 cft_load_no_autohint(void) { return FT_LOAD_NO_AUTOHINT; }
