// cairo + pango, the benchmark's peer (docs/benchmark.md), for ScanoutBench only: never a
// dependency of the runtime. Their libraries (and glib's: 26 in all with those they bring)
// are opened with dlopen at the first call of one of their functions (LazyCairoPango.c), not
// mapped at exec: a benchmark child that draws with Scanout alone starts as a Scanout program
// does, and one that draws with cairo pays for loading them when it starts drawing, within its
// first frame.
#pragma once
#include <cairo.h>
#include <pango/pangocairo.h>

/// `NULL` when cairo, pango, pangocairo and gobject are loaded or could be; otherwise why not,
/// in words a person can act on (the loader's reason and the Debian package to install). Loads
/// them.
const char *scanout_cairo_pango_unavailable(void);
