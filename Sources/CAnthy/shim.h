// Anthy, Debian's kana-kanji conversion engine (libanthy-dev; dictionary from anthy-common).
// Only the InputMethods module imports this target (docs/architecture.md). Types and prototypes
// only: nothing links libanthy; InputMethods opens it with dlopen (AnthyFunctions.swift).
#ifndef SCANOUT_CANTHY_SHIM_H
#define SCANOUT_CANTHY_SHIM_H
#include <anthy/anthy.h>
#endif
