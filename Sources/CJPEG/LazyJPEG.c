// libjpeg's functions that CJPEG.h's reader calls, defined here under their own names and
// forwarded to the library, which is opened with dlopen at the first read (CLazyLibrary.h says
// how). Each line repeats the header's prototype: the compiler checks it against jpeglib.h. The
// reader asks `scanout_jpeg_unavailable()` before its first call, so the fallbacks below (NULL,
// 0, nothing) are never what a read sees.
#include "CJPEG.h"
#include "CLazyLibrary.h"

static scanout_lazy_library jpeg = SCANOUT_LAZY_LIBRARY("libjpeg.so.62", "libjpeg62-turbo");

const char *scanout_jpeg_unavailable(void) { return scanout_lazy_problem(&jpeg); }

SCANOUT_LAZY(jpeg, struct jpeg_error_mgr *, jpeg_std_error, (struct jpeg_error_mgr *err), (err), NULL)
SCANOUT_LAZY_VOID(jpeg, jpeg_CreateDecompress, (j_decompress_ptr cinfo, int version, size_t structsize), (cinfo, version, structsize))
SCANOUT_LAZY_VOID(jpeg, jpeg_destroy_decompress, (j_decompress_ptr cinfo), (cinfo))
SCANOUT_LAZY_VOID(jpeg, jpeg_mem_src, (j_decompress_ptr cinfo, const unsigned char *inbuffer, unsigned long insize), (cinfo, inbuffer, insize))
SCANOUT_LAZY(jpeg, int, jpeg_read_header, (j_decompress_ptr cinfo, boolean require_image), (cinfo, require_image), 0)
SCANOUT_LAZY(jpeg, boolean, jpeg_start_decompress, (j_decompress_ptr cinfo), (cinfo), FALSE)
SCANOUT_LAZY(jpeg, JDIMENSION, jpeg_read_scanlines, (j_decompress_ptr cinfo, JSAMPARRAY scanlines, JDIMENSION max_lines), (cinfo, scanlines, max_lines), 0)
SCANOUT_LAZY(jpeg, boolean, jpeg_finish_decompress, (j_decompress_ptr cinfo), (cinfo), FALSE)
