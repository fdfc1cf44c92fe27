#pragma once
#include <png.h>

/* Function-like and compound macros Swift cannot import. */
static inline png_uint_32 cpng_format_bgra(void) { return PNG_FORMAT_BGRA; }
static inline png_uint_32 cpng_image_version(void) { return PNG_IMAGE_VERSION; }
static inline int cpng_image_failed(const png_image *image) { return PNG_IMAGE_FAILED(*image); }
