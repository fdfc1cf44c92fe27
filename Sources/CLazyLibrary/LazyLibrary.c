// Opening a library on first use (CLazyLibrary.h): once per library, under one lock, with the
// outcome published through `state` so that later calls take no lock.
#include "CLazyLibrary.h"
#include <pthread.h>
#include <stdio.h>

enum { untried = 0, opened = 1, failed = 2 };

static pthread_mutex_t opening = PTHREAD_MUTEX_INITIALIZER;

void *scanout_lazy_handle(scanout_lazy_library *library) {
    int state = atomic_load_explicit(&library->state, memory_order_acquire);
    if (state == untried) {
        pthread_mutex_lock(&opening);
        state = atomic_load_explicit(&library->state, memory_order_acquire);
        if (state == untried) {
            library->handle = dlopen(library->soname, library->mode ? library->mode : RTLD_NOW | RTLD_LOCAL);
            if (library->handle == NULL) {
                const char *reason = dlerror();
                snprintf(library->problem, sizeof library->problem, "%s could not be loaded (%s); install the %s package",
                         library->soname, reason ? reason : "no reason given", library->package);
            }
            state = library->handle ? opened : failed;
            atomic_store_explicit(&library->state, state, memory_order_release);
        }
        pthread_mutex_unlock(&opening);
    }
    return state == opened ? library->handle : NULL;
}

const char *scanout_lazy_problem(scanout_lazy_library *library) {
    return scanout_lazy_handle(library) ? NULL : library->problem;
}
