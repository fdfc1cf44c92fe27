/* Waiting for Scanout to pick a new uinput device up, instead of a fixed time.
 *
 * Scanout logs `input: added eventN (NAME: capabilities)` when libinput reports a device that
 * came after its start. A tool given `-l LOG` counts those lines for its device's NAME before
 * creating the device and, after creating it, polls LOG every 50 ms until one more is there (or
 * its settle time has passed: then it says so and goes on, as it would have without `-l`).
 * Then it waits 1.5 s more: what the device's arrival sets off (a keyboard's takes the on-screen
 * keyboard down, an animation) has ended before the first event, so a guest made slow by a busy
 * host does not stall the reader long enough for the kernel's evdev buffer to drop events. */
#ifndef UINPUT_SETTLE_H
#define UINPUT_SETTLE_H
#include <stdio.h>
#include <string.h>
#include <time.h>

/* How many lines of `path` contain `input: added ` and `(NAME:`; 0 when it cannot be read. */
static int added_lines(const char *path, const char *name) {
    FILE *f = fopen(path, "r");
    if (!f) return 0;
    char needle[160], line[1024];
    snprintf(needle, sizeof needle, "(%s:", name);
    int count = 0;
    while (fgets(line, sizeof line, f))
        if (strstr(line, "input: added ") && strstr(line, needle)) count++;
    fclose(f);
    return count;
}

static long now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1000L + t.tv_nsec / 1000000L;
}

/* Waits until `path` has more than `before` added lines for `name`, at most `max_ms`; returns the
 * milliseconds waited, or -1 on the timeout. */
static long wait_until_added(const char *path, const char *name, int before, long max_ms) {
    long start = now_ms();
    while (now_ms() - start < max_ms) {
        if (added_lines(path, name) > before) {
            struct timespec pause = { 1, 500 * 1000000L };  /* the arrival's effects end */
            nanosleep(&pause, NULL);
            return now_ms() - start;
        }
        struct timespec poll = { 0, 50 * 1000000L };
        nanosleep(&poll, NULL);
    }
    return -1;
}
#endif
