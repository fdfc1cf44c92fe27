// eSpeak NG, Debian's speech synthesizer (libespeak-ng-dev; voices from espeak-ng-data).
// Only the Speech module imports this target (docs/architecture.md). Types and prototypes only:
// nothing links libespeak-ng; Speech opens it with dlopen when a reader first speaks
// (ESpeakFunctions.swift), so a board without it starts as fast and runs without speech.
#ifndef SCANOUT_CESPEAK_SHIM_H
#define SCANOUT_CESPEAK_SHIM_H
#include <espeak-ng/speak_lib.h>
#endif
