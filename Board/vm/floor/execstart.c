#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
/* execstart CMD ARGS...: runs CMD ARGS... --exec-start MS, MS being CLOCK_MONOTONIC just before the exec. */
int main(int argc, char **argv) {
    char **args = calloc(argc + 2, sizeof *args);
    for (int i = 1; i < argc; i++) args[i - 1] = argv[i];
    struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t);
    char ms[64]; snprintf(ms, sizeof ms, "%.3f", t.tv_sec * 1000.0 + t.tv_nsec / 1e6);
    args[argc - 1] = "--exec-start"; args[argc] = ms;
    execv(args[0], args);
    perror("execv"); return 1;
}
