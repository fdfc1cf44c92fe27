// Anthy, Debian's kana-kanji conversion engine (libanthy-dev; dictionary from anthy-common).
// Only the InputMethods module imports this target (docs/architecture.md).
#ifndef SCANOUT_CANTHY_SHIM_H
#define SCANOUT_CANTHY_SHIM_H
#include <anthy/anthy.h>
#endif
