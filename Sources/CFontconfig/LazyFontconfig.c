// fontconfig's functions that Text calls, defined here under their own names and forwarded to
// the library, which is opened with dlopen at the first call of any of them (CFontconfig.h says
// why; CLazyLibrary.h how). Each line repeats the header's prototype: the compiler checks it
// against the header. To call another function, add its line.
//
// When fontconfig cannot be opened: `FcInitLoadConfigAndFonts` returns NULL (Text's error asks
// `scanout_fontconfig_unavailable()` why), look-ups find nothing (`FcResultNoMatch`, NULL,
// FcFalse) and the weight conversions answer -1, which no weight is.
#include "CFontconfig.h"
#include "CLazyLibrary.h"

static scanout_lazy_library fontconfig = SCANOUT_LAZY_LIBRARY("libfontconfig.so.1", "libfontconfig1");

const char *scanout_fontconfig_unavailable(void) { return scanout_lazy_problem(&fontconfig); }

SCANOUT_LAZY(fontconfig, FcBool, FcCharSetAddChar, (FcCharSet *fcs, FcChar32 ucs4), (fcs, ucs4), FcFalse)
SCANOUT_LAZY(fontconfig, FcChar32, FcCharSetCount, (const FcCharSet *a), (a), 0)
SCANOUT_LAZY(fontconfig, FcCharSet *, FcCharSetCreate, (void), (), NULL)
SCANOUT_LAZY_VOID(fontconfig, FcCharSetDestroy, (FcCharSet *fcs), (fcs))
SCANOUT_LAZY(fontconfig, FcChar32, FcCharSetFirstPage, (const FcCharSet *a, FcChar32 map[FC_CHARSET_MAP_SIZE], FcChar32 *next), (a, map, next), 0)
SCANOUT_LAZY(fontconfig, FcBool, FcCharSetIsSubset, (const FcCharSet *a, const FcCharSet *b), (a, b), FcFalse)
SCANOUT_LAZY(fontconfig, FcBool, FcCharSetMerge, (FcCharSet *a, const FcCharSet *b, FcBool *changed), (a, b, changed), FcFalse)
SCANOUT_LAZY(fontconfig, FcChar32, FcCharSetNextPage, (const FcCharSet *a, FcChar32 map[FC_CHARSET_MAP_SIZE], FcChar32 *next), (a, map, next), 0)
SCANOUT_LAZY(fontconfig, FcCharSet *, FcCharSetSubtract, (const FcCharSet *a, const FcCharSet *b), (a, b), NULL)
SCANOUT_LAZY_VOID(fontconfig, FcConfigDestroy, (FcConfig *config), (config))
SCANOUT_LAZY(fontconfig, FcStrList *, FcConfigGetConfigFiles, (FcConfig *config), (config), NULL)
SCANOUT_LAZY(fontconfig, FcStrList *, FcConfigGetFontDirs, (FcConfig *config), (config), NULL)
SCANOUT_LAZY(fontconfig, FcFontSet *, FcConfigGetFonts, (FcConfig *config, FcSetName set), (config, set), NULL)
SCANOUT_LAZY(fontconfig, FcBool, FcConfigSubstitute, (FcConfig *config, FcPattern *p, FcMatchKind kind), (config, p, kind), FcFalse)
SCANOUT_LAZY_VOID(fontconfig, FcDefaultSubstitute, (FcPattern *pattern), (pattern))
SCANOUT_LAZY(fontconfig, FcFontSet *, FcFontList, (FcConfig *config, FcPattern *p, FcObjectSet *os), (config, p, os), NULL)
SCANOUT_LAZY(fontconfig, FcPattern *, FcFontMatch, (FcConfig *config, FcPattern *p, FcResult *result), (config, p, result), NULL)
SCANOUT_LAZY(fontconfig, FcBool, FcFontSetAdd, (FcFontSet *s, FcPattern *font), (s, font), FcFalse)
SCANOUT_LAZY(fontconfig, FcFontSet *, FcFontSetCreate, (void), (), NULL)
SCANOUT_LAZY_VOID(fontconfig, FcFontSetDestroy, (FcFontSet *s), (s))
SCANOUT_LAZY(fontconfig, FcPattern *, FcFontSetMatch, (FcConfig *config, FcFontSet **sets, int nsets, FcPattern *p, FcResult *result), (config, sets, nsets, p, result), NULL)
SCANOUT_LAZY(fontconfig, int, FcGetVersion, (void), (), 0)
SCANOUT_LAZY(fontconfig, FcConfig *, FcInitLoadConfigAndFonts, (void), (), NULL)
SCANOUT_LAZY(fontconfig, FcBool, FcObjectSetAdd, (FcObjectSet *os, const char *object), (os, object), FcFalse)
SCANOUT_LAZY(fontconfig, FcObjectSet *, FcObjectSetCreate, (void), (), NULL)
SCANOUT_LAZY_VOID(fontconfig, FcObjectSetDestroy, (FcObjectSet *os), (os))
SCANOUT_LAZY(fontconfig, FcBool, FcPatternAddCharSet, (FcPattern *p, const char *object, const FcCharSet *c), (p, object, c), FcFalse)
SCANOUT_LAZY(fontconfig, FcBool, FcPatternAddInteger, (FcPattern *p, const char *object, int i), (p, object, i), FcFalse)
SCANOUT_LAZY(fontconfig, FcBool, FcPatternAddString, (FcPattern *p, const char *object, const FcChar8 *s), (p, object, s), FcFalse)
SCANOUT_LAZY(fontconfig, FcPattern *, FcPatternCreate, (void), (), NULL)
SCANOUT_LAZY_VOID(fontconfig, FcPatternDestroy, (FcPattern *p), (p))
SCANOUT_LAZY(fontconfig, FcResult, FcPatternGet, (const FcPattern *p, const char *object, int id, FcValue *v), (p, object, id, v), FcResultNoMatch)
SCANOUT_LAZY(fontconfig, FcResult, FcPatternGetCharSet, (const FcPattern *p, const char *object, int n, FcCharSet **c), (p, object, n, c), FcResultNoMatch)
SCANOUT_LAZY(fontconfig, FcResult, FcPatternGetInteger, (const FcPattern *p, const char *object, int n, int *i), (p, object, n, i), FcResultNoMatch)
SCANOUT_LAZY(fontconfig, FcResult, FcPatternGetString, (const FcPattern *p, const char *object, int n, FcChar8 **s), (p, object, n, s), FcResultNoMatch)
SCANOUT_LAZY_VOID(fontconfig, FcPatternReference, (FcPattern *p), (p))
SCANOUT_LAZY_VOID(fontconfig, FcStrListDone, (FcStrList *list), (list))
SCANOUT_LAZY(fontconfig, FcChar8 *, FcStrListNext, (FcStrList *list), (list), NULL)
SCANOUT_LAZY(fontconfig, FcBool, FcValueEqual, (FcValue va, FcValue vb), (va, vb), FcFalse)
SCANOUT_LAZY(fontconfig, int, FcWeightFromOpenType, (int ot_weight), (ot_weight), -1)
SCANOUT_LAZY(fontconfig, int, FcWeightToOpenType, (int fc_weight), (fc_weight), -1)
