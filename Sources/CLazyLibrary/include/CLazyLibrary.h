// Opening a shared library at the first call of one of its functions instead of at exec, for the
// C targets that forward a library's functions (CInput's libinput and libxkbcommon, CFontconfig's
// fontconfig). A forwarder is defined under the function's own name with the prototype the
// library's header gives, so the compiler checks one against the other; it is hidden, so only the
// executable's own calls reach it. When the library cannot be opened, a forwarder returns its
// fallback (0, NULL, or a value the caller reads as "nothing") and the library's
// `…_unavailable()` function says why.
#pragma once
#include <dlfcn.h>
#include <stdatomic.h>

/// One library opened on first use: its soname, the Debian package that has it, how `dlopen`
/// opens it (`mode`; 0 is `RTLD_NOW | RTLD_LOCAL`), and what became of opening it
/// (``scanout_lazy_handle``).
typedef struct {
    const char *soname;
    const char *package;
    int mode;
    _Atomic int state;
    void *handle;
    char problem[512];
} scanout_lazy_library;

/// A library not yet opened, to be opened with `RTLD_NOW | RTLD_LOCAL`: every symbol it needs
/// bound when it opens (a missing one fails there, not at some later call), and its own symbols
/// kept out of the process's global scope.
#define SCANOUT_LAZY_LIBRARY(soname, package) {soname, package, 0, 0, NULL, ""}

/// A library not yet opened, to be opened as the dynamic loader opens one linked at exec
/// (`RTLD_LAZY | RTLD_GLOBAL`: each function bound at its first call, the symbols in the global
/// scope): for the benchmark's peer, whose start must cost what it costs linked.
#define SCANOUT_LAZY_LIBRARY_AS_LINKED(soname, package) {soname, package, RTLD_LAZY | RTLD_GLOBAL, 0, NULL, ""}

/// The library's handle, opened at the first call (with the library's `mode`), or NULL when it
/// cannot be opened; then `library->problem` says why, naming the package to install.
/// Thread-safe.
void *scanout_lazy_handle(scanout_lazy_library *library);

/// `NULL` when `library` is open or opens now; otherwise why it cannot be.
const char *scanout_lazy_problem(scanout_lazy_library *library);

/// In a forwarder: `f`, the library's own `name`, looked up once, or NULL.
#define SCANOUT_LAZY_LOOKUP(library, name)                                               \
    static _Atomic(__typeof__(&name)) function;                                          \
    __typeof__(&name) f = atomic_load_explicit(&function, memory_order_acquire);         \
    if (f == NULL) {                                                                     \
        void *handle = scanout_lazy_handle(&library);                                    \
        f = handle ? (__typeof__(&name))dlsym(handle, #name) : NULL;                     \
        if (f != NULL) atomic_store_explicit(&function, f, memory_order_release);        \
    }

/// Defines the forwarder of `name` (`type name params`), returning `fallback` when the library
/// or the function is missing.
#define SCANOUT_LAZY(library, type, name, params, args, fallback)                       \
    __attribute__((visibility("hidden"))) type name params {                             \
        SCANOUT_LAZY_LOOKUP(library, name)                                               \
        return f ? f args : (fallback);                                                  \
    }

/// The same for a function that returns nothing.
#define SCANOUT_LAZY_VOID(library, name, params, args)                                   \
    __attribute__((visibility("hidden"))) void name params {                             \
        SCANOUT_LAZY_LOOKUP(library, name)                                               \
        if (f) f args;                                                                   \
    }
