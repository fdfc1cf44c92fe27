// libjpeg's C API for Graphics only, and the reader that keeps libjpeg's `setjmp` on the C side.
// libjpeg (`libjpeg.so.62`) is opened with dlopen at the first read (LazyJPEG.c), so a process
// that shows no JPEG image does not map it at exec.
#pragma once
#include <setjmp.h>
#include <stddef.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

/// `NULL` when libjpeg (`libjpeg.so.62`) is loaded or could be; otherwise why not, in words a
/// person can act on (the loader's reason and the Debian package to install). Loads it.
const char *scanout_jpeg_unavailable(void);

/* libjpeg reports fatal errors through a callback that must not return; Swift cannot call
   setjmp, so the whole read (header and scanlines) runs here, and an error longjmps back into
   the same C function, which returns non-zero with libjpeg's message. */

/* What a read learnt: the image's size and colour space, libjpeg's message on failure, and
   whether the data ended before the image did (libjpeg warns and fills the rest with grey). */
typedef struct {
    int width;
    int height;
    int components;
    int colorSpace;
    int truncated;
    int warnings;
    char message[JMSG_LENGTH_MAX];
} cjpeg_info;

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    cjpeg_info *info;
} cjpeg_error_manager;

static inline void cjpeg_error_exit(j_common_ptr cinfo) {
    cjpeg_error_manager *manager = (cjpeg_error_manager *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, manager->info->message);
    longjmp(manager->jump, 1);
}

static inline void cjpeg_emit_message(j_common_ptr cinfo, int level) {
    cjpeg_error_manager *manager = (cjpeg_error_manager *)cinfo->err;
    if (level >= 0) return; /* trace messages */
    manager->info->warnings += 1;
    if (cinfo->err->msg_code == JWRN_JPEG_EOF) manager->info->truncated = 1;
    if (manager->info->message[0] == 0) (*cinfo->err->format_message)(cinfo, manager->info->message);
}

static inline void cjpeg_output_message(j_common_ptr cinfo) { (void)cinfo; }

/* Reads `size` bytes of JPEG data. With `output` NULL, reads only the header into `info`.
   Otherwise decodes into `output`, `stride` bytes per row, 4 bytes per pixel in memory order
   B, G, R, A (alpha 255), scaled by `scaleNumerator`/8 in libjpeg's DCT (1...8; 8 is full
   size); the caller sized it from a header read. The decoded size must be `expectedWidth` ×
   `expectedHeight` (the header's size scaled, rounded up). Returns 0 on success, 1 with
   `info->message` set on failure (also when libjpeg cannot be loaded: then the message says
   why). Never exits the process and never writes outside `output`. */
static inline int cjpeg_read_scaled(const unsigned char *data, unsigned long size, unsigned char *output,
                                    size_t stride, int expectedWidth, int expectedHeight, int scaleNumerator,
                                    long maxMemory, cjpeg_info *info) {
    struct jpeg_decompress_struct cinfo;
    cjpeg_error_manager manager;
    JSAMPROW cmykRow = NULL;
    memset(info, 0, sizeof(*info));
    const char *unavailable = scanout_jpeg_unavailable();
    if (unavailable) {
        snprintf(info->message, sizeof(info->message), "%s", unavailable);
        return 1;
    }
    memset(&cinfo, 0, sizeof(cinfo));
    cinfo.err = jpeg_std_error(&manager.base);
    manager.base.error_exit = cjpeg_error_exit;
    manager.base.emit_message = cjpeg_emit_message;
    manager.base.output_message = cjpeg_output_message;
    manager.info = info;
    if (setjmp(manager.jump)) {
        if (cmykRow) free(cmykRow);
        jpeg_destroy_decompress(&cinfo);
        if (info->message[0] == 0) strcpy(info->message, "libjpeg gave no reason");
        return 1;
    }
    jpeg_create_decompress(&cinfo);
    if (maxMemory > 0) cinfo.mem->max_memory_to_use = maxMemory;
    jpeg_mem_src(&cinfo, data, size);
    jpeg_read_header(&cinfo, TRUE);
    info->width = (int)cinfo.image_width;
    info->height = (int)cinfo.image_height;
    info->components = cinfo.num_components;
    info->colorSpace = (int)cinfo.jpeg_color_space;
    if (output == NULL) {
        jpeg_destroy_decompress(&cinfo);
        return 0;
    }
    if (scaleNumerator < 1 || scaleNumerator > 8) {
        snprintf(info->message, sizeof(info->message), "scale %d/8 is outside 1/8...8/8", scaleNumerator);
        jpeg_destroy_decompress(&cinfo);
        return 1;
    }
    cinfo.scale_num = (unsigned int)scaleNumerator;
    cinfo.scale_denom = 8;
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_BGRA;
    jpeg_start_decompress(&cinfo);
    if ((int)cinfo.output_width != expectedWidth || (int)cinfo.output_height != expectedHeight) {
        snprintf(info->message, sizeof(info->message), "decoded size differs from the header's");
        jpeg_destroy_decompress(&cinfo);
        return 1;
    }
    if (cmyk) {
        cmykRow = (JSAMPROW)malloc((size_t)cinfo.output_width * 4);
        if (!cmykRow) {
            snprintf(info->message, sizeof(info->message), "out of memory for a row");
            jpeg_destroy_decompress(&cinfo);
            return 1;
        }
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        unsigned char *row = output + (size_t)cinfo.output_scanline * stride;
        if (!cmyk) {
            JSAMPROW rows[1] = { row };
            jpeg_read_scanlines(&cinfo, rows, 1);
            continue;
        }
        JSAMPROW rows[1] = { cmykRow };
        jpeg_read_scanlines(&cinfo, rows, 1);
        /* Adobe's CMYK JPEGs store inverted ink: each channel times K is the colour. */
        for (JDIMENSION x = 0; x < cinfo.output_width; x++) {
            unsigned c = cmykRow[4 * x], m = cmykRow[4 * x + 1], y = cmykRow[4 * x + 2], k = cmykRow[4 * x + 3];
            row[4 * x] = (unsigned char)((y * k + 127) / 255);
            row[4 * x + 1] = (unsigned char)((m * k + 127) / 255);
            row[4 * x + 2] = (unsigned char)((c * k + 127) / 255);
            row[4 * x + 3] = 255;
        }
    }
    if (cmykRow) free(cmykRow);
    cmykRow = NULL;
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    return 0;
}

/* Reads at full size: `cjpeg_read_scaled` with a scale of 8/8. */
static inline int cjpeg_read(const unsigned char *data, unsigned long size, unsigned char *output, size_t stride,
                             int expectedWidth, int expectedHeight, long maxMemory, cjpeg_info *info) {
    return cjpeg_read_scaled(data, size, output, stride, expectedWidth, expectedHeight, 8, maxMemory, info);
}
