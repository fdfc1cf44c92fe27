#pragma once
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Function-like and compound macros Swift cannot import. */
static inline png_uint_32 cpng_format_bgra(void) { return PNG_FORMAT_BGRA; }
static inline png_uint_32 cpng_image_version(void) { return PNG_IMAGE_VERSION; }
static inline int cpng_image_failed(const png_image *image) { return PNG_IMAGE_FAILED(*image); }

/* Row-by-row reading through libpng's full API, for decoding a large file into a smaller
   bitmap without a full-size buffer. libpng reports fatal errors by longjmp; Swift cannot call
   setjmp, so the whole read runs here and an error jumps back into the same C function, which
   returns non-zero with libpng's message. The row callback runs between libpng calls, never
   while libpng could jump over it. */

/* What a read learnt: the image's size, whether it is interlaced (its rows are complete only
   after the last pass: read it whole instead), and libpng's message on failure. */
typedef struct {
    unsigned int width;
    unsigned int height;
    int interlaced;
    char message[256];
} cpng_info;

/* Receives each decoded row, 4 bytes per pixel in memory order B, G, R, A (straight alpha). */
typedef void (*cpng_row_callback)(void *context, const unsigned char *row, unsigned int y);

typedef struct {
    const unsigned char *data;
    size_t size;
    size_t offset;
} cpng_source;

static inline void cpng_error(png_structp png, png_const_charp message) {
    cpng_info *info = (cpng_info *)png_get_error_ptr(png);
    snprintf(info->message, sizeof(info->message), "%s", message);
    png_longjmp(png, 1);
}

static inline void cpng_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

static inline void cpng_read_data(png_structp png, png_bytep out, png_size_t count) {
    cpng_source *source = (cpng_source *)png_get_io_ptr(png);
    if (source->size - source->offset < count) png_error(png, "the data ends before the image does");
    memcpy(out, source->data + source->offset, count);
    source->offset += count;
}

/* Reads `size` bytes of PNG data. With `callback` NULL, reads only the header into `info`;
   otherwise decodes every row (a non-interlaced image only) and hands it to `callback`.
   Returns 0 on success, 1 with `info->message` set on failure. Never exits the process. */
static inline int cpng_read_rows(const unsigned char *data, size_t size, cpng_row_callback callback, void *context,
                                 cpng_info *info) {
    memset(info, 0, sizeof(*info));
    cpng_source source = { data, size, 0 };
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, info, cpng_error, cpng_warning);
    if (!png) {
        snprintf(info->message, sizeof(info->message), "out of memory for the decoder");
        return 1;
    }
    png_infop pngInfo = png_create_info_struct(png);
    if (!pngInfo) {
        png_destroy_read_struct(&png, NULL, NULL);
        snprintf(info->message, sizeof(info->message), "out of memory for the decoder");
        return 1;
    }
    unsigned char *volatile row = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free(row);
        png_destroy_read_struct(&png, &pngInfo, NULL);
        if (info->message[0] == 0) snprintf(info->message, sizeof(info->message), "libpng gave no reason");
        return 1;
    }
    png_set_read_fn(png, &source, cpng_read_data);
    png_read_info(png, pngInfo);
    info->width = png_get_image_width(png, pngInfo);
    info->height = png_get_image_height(png, pngInfo);
    info->interlaced = png_get_interlace_type(png, pngInfo) != PNG_INTERLACE_NONE;
    if (callback == NULL || info->interlaced) {
        png_destroy_read_struct(&png, &pngInfo, NULL);
        if (info->interlaced && callback != NULL) snprintf(info->message, sizeof(info->message), "interlaced: read it whole");
        return info->interlaced && callback != NULL;
    }
    int colorType = png_get_color_type(png, pngInfo);
    int bitDepth = png_get_bit_depth(png, pngInfo);
    /* As the simplified API's BGRA: sRGB-encoded, straight alpha, 8 bits a channel. */
    png_set_alpha_mode(png, PNG_ALPHA_PNG, PNG_DEFAULT_sRGB);
    if (colorType == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (png_get_valid(png, pngInfo, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (colorType == PNG_COLOR_TYPE_GRAY && bitDepth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (bitDepth == 16) png_set_scale_16(png);
    if (colorType == PNG_COLOR_TYPE_GRAY || colorType == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_bgr(png);
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_read_update_info(png, pngInfo);
    if (png_get_rowbytes(png, pngInfo) != (size_t)info->width * 4) {
        png_error(png, "the pixel format could not be converted to BGRA");
    }
    row = (unsigned char *)malloc((size_t)info->width * 4);
    if (!row) png_error(png, "out of memory for a row");
    for (unsigned int y = 0; y < info->height; y++) {
        png_read_row(png, row, NULL);
        callback(context, row, y);
    }
    png_read_end(png, NULL);
    free(row);
    row = NULL;
    png_destroy_read_struct(&png, &pngInfo, NULL);
    return 0;
}
