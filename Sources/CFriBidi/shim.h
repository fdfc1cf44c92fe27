#pragma once
#include <fribidi.h>

/* fribidi_version_info is a mutable global to Swift; read it through a function. */
static inline const char *cfribidi_version_info(void) { return fribidi_version_info; }
