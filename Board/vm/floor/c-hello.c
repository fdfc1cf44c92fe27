#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
int main(void) {
    struct timespec t; clock_gettime(CLOCK_BOOTTIME, &t);
    double now = t.tv_sec + t.tv_nsec / 1e9;
    char buf[1024]; FILE *f = fopen("/proc/self/stat", "r"); fgets(buf, sizeof buf, f);
    char *p = strrchr(buf, ')') + 2; unsigned long long st = 0; int field = 3;
    for (char *tok = strtok(p, " "); tok; tok = strtok(NULL, " "), field++) if (field == 22) { sscanf(tok, "%llu", &st); break; }
    printf("c-hello main_ms_since_start=%d\n", (int)((now - (double)st / sysconf(_SC_CLK_TCK)) * 1000));
    return 0;
}
