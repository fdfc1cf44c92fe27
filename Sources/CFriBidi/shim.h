#pragma once
#include <fribidi.h>

/* fribidi_version_info is a mutable global to Swift; read it through a function. */
static inline const char *cfribidi_version_info(void) { return fribidi_version_info; }

/* Macros Swift cannot import, as functions (used only by the Text module). */
static inline FriBidiParType cfribidi_par_ltr(void) { return FRIBIDI_PAR_LTR; }
static inline FriBidiParType cfribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }
static inline FriBidiParType cfribidi_par_on(void) { return FRIBIDI_PAR_ON; }
static inline int cfribidi_is_explicit_or_bn(FriBidiCharType t) { return FRIBIDI_IS_EXPLICIT_OR_BN(t) ? 1 : 0; }
static inline int cfribidi_is_rtl(FriBidiParType t) { return FRIBIDI_IS_RTL(t) ? 1 : 0; }
