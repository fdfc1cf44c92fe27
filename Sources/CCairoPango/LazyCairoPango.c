// The cairo, pango and gobject functions the benchmark's peer calls, defined here under their own
// names and forwarded to the libraries, each opened with dlopen at the first call of one of its
// functions (CCairoPango.h says why; CLazyLibrary.h how) as the loader opens a library linked at
// exec (`SCANOUT_LAZY_LIBRARY_AS_LINKED`: functions bound at their first call, symbols in the
// global scope), so that the peer's start costs what it costs linked. Each line repeats the
// header's prototype: the compiler checks it against the header. To call another function, add
// its line.
//
// When a library cannot be opened the forwarders return NULL or nothing; ScanoutBench asks
// `scanout_cairo_pango_unavailable()` before it draws with the peer and stops with its answer.
#include "CCairoPango.h"
#include "CLazyLibrary.h"

static scanout_lazy_library cairo = SCANOUT_LAZY_LIBRARY_AS_LINKED("libcairo.so.2", "libcairo2");
static scanout_lazy_library pango = SCANOUT_LAZY_LIBRARY_AS_LINKED("libpango-1.0.so.0", "libpango-1.0-0");
static scanout_lazy_library pangocairo = SCANOUT_LAZY_LIBRARY_AS_LINKED("libpangocairo-1.0.so.0", "libpangocairo-1.0-0");
static scanout_lazy_library gobject = SCANOUT_LAZY_LIBRARY_AS_LINKED("libgobject-2.0.so.0", "libglib2.0-0");

const char *scanout_cairo_pango_unavailable(void) {
    const char *problem = scanout_lazy_problem(&cairo);
    if (problem == NULL) problem = scanout_lazy_problem(&pango);
    if (problem == NULL) problem = scanout_lazy_problem(&pangocairo);
    if (problem == NULL) problem = scanout_lazy_problem(&gobject);
    return problem;
}

SCANOUT_LAZY_VOID(cairo, cairo_arc, (cairo_t *cr, double xc, double yc, double radius, double angle1, double angle2), (cr, xc, yc, radius, angle1, angle2))
SCANOUT_LAZY_VOID(cairo, cairo_clip, (cairo_t *cr), (cr))
SCANOUT_LAZY_VOID(cairo, cairo_close_path, (cairo_t *cr), (cr))
SCANOUT_LAZY(cairo, cairo_t *, cairo_create, (cairo_surface_t *target), (target), NULL)
SCANOUT_LAZY_VOID(cairo, cairo_destroy, (cairo_t *cr), (cr))
SCANOUT_LAZY_VOID(cairo, cairo_fill, (cairo_t *cr), (cr))
SCANOUT_LAZY(cairo, cairo_font_options_t *, cairo_font_options_create, (void), (), NULL)
SCANOUT_LAZY_VOID(cairo, cairo_font_options_destroy, (cairo_font_options_t *options), (options))
SCANOUT_LAZY_VOID(cairo, cairo_font_options_set_antialias, (cairo_font_options_t *options, cairo_antialias_t antialias), (options, antialias))
SCANOUT_LAZY_VOID(cairo, cairo_font_options_set_hint_metrics, (cairo_font_options_t *options, cairo_hint_metrics_t hint_metrics), (options, hint_metrics))
SCANOUT_LAZY_VOID(cairo, cairo_font_options_set_hint_style, (cairo_font_options_t *options, cairo_hint_style_t hint_style), (options, hint_style))
SCANOUT_LAZY(cairo, cairo_surface_t *, cairo_image_surface_create_for_data, (unsigned char *data, cairo_format_t format, int width, int height, int stride), (data, format, width, height, stride), NULL)
SCANOUT_LAZY_VOID(cairo, cairo_move_to, (cairo_t *cr, double x, double y), (cr, x, y))
SCANOUT_LAZY_VOID(cairo, cairo_new_sub_path, (cairo_t *cr), (cr))
SCANOUT_LAZY_VOID(cairo, cairo_paint, (cairo_t *cr), (cr))
SCANOUT_LAZY_VOID(cairo, cairo_pattern_add_color_stop_rgba, (cairo_pattern_t *pattern, double offset, double red, double green, double blue, double alpha), (pattern, offset, red, green, blue, alpha))
SCANOUT_LAZY(cairo, cairo_pattern_t *, cairo_pattern_create_radial, (double cx0, double cy0, double radius0, double cx1, double cy1, double radius1), (cx0, cy0, radius0, cx1, cy1, radius1), NULL)
SCANOUT_LAZY_VOID(cairo, cairo_pattern_destroy, (cairo_pattern_t *pattern), (pattern))
SCANOUT_LAZY_VOID(cairo, cairo_rectangle, (cairo_t *cr, double x, double y, double width, double height), (cr, x, y, width, height))
SCANOUT_LAZY_VOID(cairo, cairo_restore, (cairo_t *cr), (cr))
SCANOUT_LAZY_VOID(cairo, cairo_save, (cairo_t *cr), (cr))
SCANOUT_LAZY_VOID(cairo, cairo_set_antialias, (cairo_t *cr, cairo_antialias_t antialias), (cr, antialias))
SCANOUT_LAZY_VOID(cairo, cairo_set_source, (cairo_t *cr, cairo_pattern_t *source), (cr, source))
SCANOUT_LAZY_VOID(cairo, cairo_set_source_rgb, (cairo_t *cr, double red, double green, double blue), (cr, red, green, blue))
SCANOUT_LAZY_VOID(cairo, cairo_set_source_rgba, (cairo_t *cr, double red, double green, double blue, double alpha), (cr, red, green, blue, alpha))
SCANOUT_LAZY_VOID(cairo, cairo_surface_destroy, (cairo_surface_t *surface), (surface))
SCANOUT_LAZY_VOID(cairo, cairo_surface_flush, (cairo_surface_t *surface), (surface))

SCANOUT_LAZY_VOID(pangocairo, pango_cairo_context_set_font_options, (PangoContext *context, const cairo_font_options_t *options), (context, options))
SCANOUT_LAZY(pangocairo, PangoContext *, pango_cairo_create_context, (cairo_t *cr), (cr), NULL)
SCANOUT_LAZY_VOID(pangocairo, pango_cairo_show_layout, (cairo_t *cr, PangoLayout *layout), (cr, layout))

SCANOUT_LAZY_VOID(pango, pango_context_set_round_glyph_positions, (PangoContext *context, gboolean round_positions), (context, round_positions))
SCANOUT_LAZY_VOID(pango, pango_font_description_free, (PangoFontDescription *desc), (desc))
SCANOUT_LAZY(pango, PangoFontDescription *, pango_font_description_from_string, (const char *str), (str), NULL)
SCANOUT_LAZY_VOID(pango, pango_font_description_set_absolute_size, (PangoFontDescription *desc, double size), (desc, size))
SCANOUT_LAZY_VOID(pango, pango_font_description_set_weight, (PangoFontDescription *desc, PangoWeight weight), (desc, weight))
SCANOUT_LAZY(pango, PangoLayoutLine *, pango_layout_get_line_readonly, (PangoLayout *layout, int line), (layout, line), NULL)
SCANOUT_LAZY_VOID(pango, pango_layout_get_size, (PangoLayout *layout, int *width, int *height), (layout, width, height))
SCANOUT_LAZY(pango, PangoLayout *, pango_layout_new, (PangoContext *context), (context), NULL)
SCANOUT_LAZY_VOID(pango, pango_layout_set_font_description, (PangoLayout *layout, const PangoFontDescription *desc), (layout, desc))
SCANOUT_LAZY_VOID(pango, pango_layout_set_text, (PangoLayout *layout, const char *text, int length), (layout, text, length))

SCANOUT_LAZY_VOID(gobject, g_object_unref, (gpointer object), (object))
