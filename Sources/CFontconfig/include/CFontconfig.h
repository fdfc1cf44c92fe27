// fontconfig's C API for Text only. fontconfig (and expat, which it parses its XML configuration
// with) is opened with dlopen at the first call of one of its functions (LazyFontconfig.c), so a
// start that a current font index answers (docs/text.md, "The font index") does not map them at
// exec: only building the index, a fallback face the index does not know and `scanout version`
// call fontconfig.
#pragma once
#include <fontconfig/fontconfig.h>

/// `NULL` when fontconfig (`libfontconfig.so.1`) is loaded or could be; otherwise why not, in
/// words a person can act on (the loader's reason and the Debian package to install). Loads it.
const char *scanout_fontconfig_unavailable(void);
