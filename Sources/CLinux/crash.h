// Crash reports (Runtime/Crash/CrashSignals.swift calls these; docs/reliability.md, "The crash
// report"). The state is one block from `clinux_crash_create`, handed to every call: a `static` in
// this header would be one copy per place Swift emits the inline functions (a release build's
// whole-module optimisation inlines across files, and emits them in each). Only the handler finds
// it through a static pointer, which `clinux_crash_install` sets: the handler is emitted wherever
// the install is, with the same pointer.
//
// A fatal signal's handler writes what the runtime stored beforehand — a header formatted at
// start-up, what was shown, the last frames and the last touches — as a report to a new file in
// the state folder and, line by line with the logger's prefix, to standard error (the journal
// under the kiosk unit). It calls only async-signal-safe functions (open, write, fsync, close,
// clock_gettime, getpid, sigaction, raise) and formats numbers itself into static memory, on an
// alternate stack (a stack overflow leaves no room on its own). Then it puts the previous handler
// back (Swift's backtracer, or the default action) and lets the signal end the process through
// it: a fault repeats when the handler returns, a signal that was sent is raised again.
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

enum { CLINUX_CRASH_RING = 16, CLINUX_CRASH_TEXT = 4096, CLINUX_CRASH_PATH = 1024, CLINUX_CRASH_SHOWN = 512 };

struct clinux_crash_frame {
    long long number, time_ms, render_us, damaged_pixels;
};

struct clinux_crash_touch {
    long long time_ms, id, x, y;
    int phase;  // 0 began, 1 moved, 2 stationary, 3 ended, 4 cancelled
};

struct clinux_crash_state {
    int installed;
    char folder[CLINUX_CRASH_PATH];  // "" for standard error only
    char name[64];                   // the report's name starts with it: "scanout-run"
    char line_prefix[64];            // each line on standard error: "<2>scanout: crash: "
    char header[CLINUX_CRASH_TEXT];
    size_t header_length;
    char shown[CLINUX_CRASH_SHOWN];
    size_t shown_length;
    struct clinux_crash_frame frames[CLINUX_CRASH_RING];
    unsigned long long frame_count;
    struct clinux_crash_touch touches[CLINUX_CRASH_RING];
    unsigned long long touch_count;
    struct sigaction previous[65];
    volatile sig_atomic_t handling;
    char report[16384];
    size_t report_length;
    char lines[24576];
    size_t lines_length;
    char path[CLINUX_CRASH_PATH + 128];
    char alternate_stack[65536];
};

/// A zeroed state (NULL without memory), for every other call.
static inline void *clinux_crash_create(void) { return calloc(1, sizeof(struct clinux_crash_state)); }

// The installed state, for the handler (a static inside a function: Swift emits an inline
// function's own statics with it, where a file-scope one would be left undefined).
static inline struct clinux_crash_state **clinux_crash_slot(void) {
    static struct clinux_crash_state *slot;
    return &slot;
}
#define clinux_crash (**clinux_crash_slot())

static inline void clinux_crash_copy(char *to, size_t capacity, size_t *length, const char *from, size_t count) {
    size_t i = 0;
    while (i < count && *length + 1 < capacity) to[(*length)++] = from[i++];
    to[*length] = 0;
}

static inline void clinux_crash_put(const char *text) {
    size_t n = 0;
    while (text[n]) n++;
    clinux_crash_copy(clinux_crash.report, sizeof clinux_crash.report, &clinux_crash.report_length, text, n);
}

static inline void clinux_crash_put_number(long long value, int width) {
    char digits[24];
    int n = 0;
    unsigned long long magnitude = value < 0 ? 0ULL - (unsigned long long)value : (unsigned long long)value;
    do { digits[n++] = (char)('0' + magnitude % 10); magnitude /= 10; } while (magnitude && n < 22);
    while (n < width && n < 22) digits[n++] = '0';
    if (value < 0) digits[n++] = '-';
    char text[24];
    for (int i = 0; i < n; i++) text[i] = digits[n - 1 - i];
    text[n] = 0;
    clinux_crash_put(text);
}

static inline void clinux_crash_put_hex(unsigned long long value) {
    char text[20] = "0x";
    int n = 0;
    char digits[16];
    do { digits[n++] = "0123456789abcdef"[value & 15]; value >>= 4; } while (value && n < 16);
    for (int i = 0; i < n; i++) text[2 + i] = digits[n - 1 - i];
    text[2 + n] = 0;
    clinux_crash_put(text);
}

static inline const char *clinux_crash_signal_name(int signal) {
    switch (signal) {
    case SIGSEGV: return "SIGSEGV";
    case SIGBUS: return "SIGBUS";
    case SIGILL: return "SIGILL";
    case SIGABRT: return "SIGABRT";
    case SIGFPE: return "SIGFPE";
    case SIGTRAP: return "SIGTRAP";
    default: return "signal";
    }
}

/// `seconds` since 1970 as year, month, day, hour, minute, second (UTC; days-from-civil inverted).
static inline void clinux_crash_civil(long long seconds, long long out[6]) {
    long long days = seconds / 86400, rest = seconds % 86400;
    if (rest < 0) { rest += 86400; days -= 1; }
    days += 719468;
    long long era = (days >= 0 ? days : days - 146096) / 146097;
    long long doe = days - era * 146097;
    long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    long long mp = (5 * doy + 2) / 153;
    long long day = doy - (153 * mp + 2) / 5 + 1;
    long long month = mp < 10 ? mp + 3 : mp - 9;
    out[0] = yoe + era * 400 + (month <= 2);
    out[1] = month;
    out[2] = day;
    out[3] = rest / 3600;
    out[4] = rest / 60 % 60;
    out[5] = rest % 60;
}

static inline void clinux_crash_write_all(int fd, const char *bytes, size_t count) {
    while (count > 0) {
        ssize_t n = write(fd, bytes, count);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;
        bytes += n;
        count -= (size_t)n;
    }
}

static inline void clinux_crash_compose(int signal, siginfo_t *info, long long civil[6], long long unix_seconds) {
    struct timespec monotonic;
    clock_gettime(CLOCK_MONOTONIC, &monotonic);
    long long now_ms = (long long)monotonic.tv_sec * 1000 + monotonic.tv_nsec / 1000000;
    clinux_crash.report_length = 0;
    clinux_crash_put("scanout crash report\nsignal: ");
    clinux_crash_put_number(signal, 0);
    clinux_crash_put(" (");
    clinux_crash_put(clinux_crash_signal_name(signal));
    clinux_crash_put(")");
    if (info) {
        clinux_crash_put(" code=");
        clinux_crash_put_number(info->si_code, 0);
        if (info->si_code <= 0) {
            clinux_crash_put(" sent by pid ");
            clinux_crash_put_number(info->si_pid, 0);
        } else if (signal == SIGSEGV || signal == SIGBUS || signal == SIGILL || signal == SIGFPE || signal == SIGTRAP) {
            clinux_crash_put(" address=");
            clinux_crash_put_hex((unsigned long long)(uintptr_t)info->si_addr);
        }
    }
    clinux_crash_put("\ntime: ");
    clinux_crash_put_number(civil[0], 4); clinux_crash_put("-");
    clinux_crash_put_number(civil[1], 2); clinux_crash_put("-");
    clinux_crash_put_number(civil[2], 2); clinux_crash_put("T");
    clinux_crash_put_number(civil[3], 2); clinux_crash_put(":");
    clinux_crash_put_number(civil[4], 2); clinux_crash_put(":");
    clinux_crash_put_number(civil[5], 2); clinux_crash_put("Z (unix ");
    clinux_crash_put_number(unix_seconds, 0);
    clinux_crash_put(", monotonic_ms ");
    clinux_crash_put_number(now_ms, 0);
    clinux_crash_put(")\n");
    clinux_crash_copy(clinux_crash.report, sizeof clinux_crash.report, &clinux_crash.report_length,
                      clinux_crash.header, clinux_crash.header_length);
    clinux_crash_put("shown: ");
    clinux_crash_copy(clinux_crash.report, sizeof clinux_crash.report, &clinux_crash.report_length,
                      clinux_crash.shown, clinux_crash.shown_length);
    clinux_crash_put("\nframes: ");
    unsigned long long frames = clinux_crash.frame_count;
    clinux_crash_put_number((long long)frames, 0);
    clinux_crash_put(" drawn; the last (number host_ms render_us damaged_px):\n");
    for (unsigned long long i = frames > CLINUX_CRASH_RING ? frames - CLINUX_CRASH_RING : 0; i < frames; i++) {
        struct clinux_crash_frame *f = &clinux_crash.frames[i % CLINUX_CRASH_RING];
        clinux_crash_put("frame ");
        clinux_crash_put_number(f->number, 0); clinux_crash_put(" ");
        clinux_crash_put_number(f->time_ms, 0); clinux_crash_put(" ");
        clinux_crash_put_number(f->render_us, 0); clinux_crash_put(" ");
        clinux_crash_put_number(f->damaged_pixels, 0); clinux_crash_put("\n");
    }
    unsigned long long touches = clinux_crash.touch_count;
    clinux_crash_put("touches: ");
    clinux_crash_put_number((long long)touches, 0);
    clinux_crash_put(" changes; the last (host_ms id phase x y, points):\n");
    static const char *const phases[] = {"began", "moved", "stationary", "ended", "cancelled"};
    for (unsigned long long i = touches > CLINUX_CRASH_RING ? touches - CLINUX_CRASH_RING : 0; i < touches; i++) {
        struct clinux_crash_touch *t = &clinux_crash.touches[i % CLINUX_CRASH_RING];
        clinux_crash_put("touch ");
        clinux_crash_put_number(t->time_ms, 0); clinux_crash_put(" ");
        clinux_crash_put_number(t->id, 0); clinux_crash_put(" ");
        clinux_crash_put(t->phase >= 0 && t->phase <= 4 ? phases[t->phase] : "?"); clinux_crash_put(" ");
        clinux_crash_put_number(t->x, 0); clinux_crash_put(" ");
        clinux_crash_put_number(t->y, 0); clinux_crash_put("\n");
    }
}

/// The report's file: FOLDER/NAME-crash-YYYYMMDD-HHMMSS-PID.txt.
static inline void clinux_crash_make_path(long long civil[6]) {
    size_t length = 0;
    char *path = clinux_crash.path;
    size_t capacity = sizeof clinux_crash.path;
    size_t n = 0;
    while (clinux_crash.folder[n]) n++;
    clinux_crash_copy(path, capacity, &length, clinux_crash.folder, n);
    clinux_crash_copy(path, capacity, &length, "/", 1);
    n = 0;
    while (clinux_crash.name[n]) n++;
    clinux_crash_copy(path, capacity, &length, clinux_crash.name, n);
    clinux_crash_copy(path, capacity, &length, "-crash-", 7);
    // The numbers through the report buffer's formatter, then moved over.
    size_t mark = clinux_crash.report_length;
    clinux_crash_put_number(civil[0], 4); clinux_crash_put_number(civil[1], 2); clinux_crash_put_number(civil[2], 2);
    clinux_crash_put("-");
    clinux_crash_put_number(civil[3], 2); clinux_crash_put_number(civil[4], 2); clinux_crash_put_number(civil[5], 2);
    clinux_crash_put("-");
    clinux_crash_put_number(getpid(), 0);
    clinux_crash_copy(path, capacity, &length, clinux_crash.report + mark, clinux_crash.report_length - mark);
    clinux_crash.report_length = mark;
    clinux_crash.report[mark] = 0;
    clinux_crash_copy(path, capacity, &length, ".txt", 4);
}

/// The report, each line behind the logger's prefix, for standard error.
static inline void clinux_crash_prefix_lines(const char *extra) {
    clinux_crash.lines_length = 0;
    size_t prefix = 0;
    while (clinux_crash.line_prefix[prefix]) prefix++;
    const char *text = clinux_crash.report;
    size_t total = clinux_crash.report_length, start = 0;
    for (size_t i = 0; i <= total; i++) {
        if (i < total && text[i] != '\n') continue;
        if (i > start) {
            clinux_crash_copy(clinux_crash.lines, sizeof clinux_crash.lines, &clinux_crash.lines_length,
                              clinux_crash.line_prefix, prefix);
            clinux_crash_copy(clinux_crash.lines, sizeof clinux_crash.lines, &clinux_crash.lines_length, text + start,
                              i - start);
            clinux_crash_copy(clinux_crash.lines, sizeof clinux_crash.lines, &clinux_crash.lines_length, "\n", 1);
        }
        start = i + 1;
    }
    size_t n = 0;
    while (extra[n]) n++;
    if (n) {
        clinux_crash_copy(clinux_crash.lines, sizeof clinux_crash.lines, &clinux_crash.lines_length,
                          clinux_crash.line_prefix, prefix);
        clinux_crash_copy(clinux_crash.lines, sizeof clinux_crash.lines, &clinux_crash.lines_length, extra, n);
        clinux_crash_copy(clinux_crash.lines, sizeof clinux_crash.lines, &clinux_crash.lines_length, "\n", 1);
    }
}

static inline void clinux_crash_report_now(int signal, siginfo_t *info) {
    struct timespec real;
    clock_gettime(CLOCK_REALTIME, &real);
    long long civil[6];
    clinux_crash_civil((long long)real.tv_sec, civil);
    clinux_crash_compose(signal, info, civil, (long long)real.tv_sec);
    const char *where = "";
    if (clinux_crash.folder[0]) {
        clinux_crash_make_path(civil);
        int fd = open(clinux_crash.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
        if (fd >= 0) {
            clinux_crash_write_all(fd, clinux_crash.report, clinux_crash.report_length);
            fsync(fd);
            close(fd);
            where = "report written to ";
        } else {
            where = "report NOT written (cannot create it): ";
        }
    }
    // "report written to PATH" as the last line on standard error.
    char extra[CLINUX_CRASH_PATH + 192];
    size_t length = 0;
    size_t n = 0;
    while (where[n]) n++;
    clinux_crash_copy(extra, sizeof extra, &length, where, n);
    if (n) {
        n = 0;
        while (clinux_crash.path[n]) n++;
        clinux_crash_copy(extra, sizeof extra, &length, clinux_crash.path, n);
    }
    clinux_crash_prefix_lines(extra);
    clinux_crash_write_all(2, clinux_crash.lines, clinux_crash.lines_length);
}

static void clinux_crash_handler(int signal, siginfo_t *info, void *context) {
    (void)context;
    int saved = errno;
    if (!clinux_crash.handling) {
        clinux_crash.handling = 1;
        clinux_crash_report_now(signal, info);
    }
    // The previous handler back (Swift's backtracer, or the default action): a fault happens again
    // when this returns and reaches it; a signal that was sent (kill, raise, abort) is sent again,
    // held until this returns.
    if (signal > 0 && signal < 65) sigaction(signal, &clinux_crash.previous[signal], NULL);
    if (info == NULL || info->si_code <= 0) raise(signal);
    errno = saved;
}

/// Installs the handler for SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGFPE and SIGTRAP, keeping each
/// previous action; reports go to `folder` ("" for standard error only) as NAME-crash-….txt.
/// Returns 0, or the errno of the failing call.
static inline int clinux_crash_install(void *state, const char *folder, const char *name, const char *line_prefix,
                                       const char *header) {
    if (!state) return ENOMEM;
    if (*clinux_crash_slot() && *clinux_crash_slot() != state) return EBUSY;
    *clinux_crash_slot() = (struct clinux_crash_state *)state;
    size_t length = 0, n = 0;
    while (folder[n]) n++;
    clinux_crash_copy(clinux_crash.folder, sizeof clinux_crash.folder, &length, folder, n);
    length = 0; n = 0;
    while (name[n]) n++;
    clinux_crash_copy(clinux_crash.name, sizeof clinux_crash.name, &length, name, n);
    length = 0; n = 0;
    while (line_prefix[n]) n++;
    clinux_crash_copy(clinux_crash.line_prefix, sizeof clinux_crash.line_prefix, &length, line_prefix, n);
    clinux_crash.header_length = 0; n = 0;
    while (header[n]) n++;
    clinux_crash_copy(clinux_crash.header, sizeof clinux_crash.header, &clinux_crash.header_length, header, n);
    if (clinux_crash.installed) return 0;
    // An alternate stack for this thread, unless one is set (Swift's backtracer sets its own).
    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && (current.ss_flags & SS_DISABLE)) {
        stack_t alternate = {.ss_sp = clinux_crash.alternate_stack, .ss_size = sizeof clinux_crash.alternate_stack};
        if (sigaltstack(&alternate, NULL) != 0) return errno;
    }
    static const int signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGFPE, SIGTRAP};
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        struct sigaction action = {0};
        action.sa_sigaction = clinux_crash_handler;
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigemptyset(&action.sa_mask);
        if (sigaction(signals[i], &action, &clinux_crash.previous[signals[i]]) != 0) return errno;
    }
    clinux_crash.installed = 1;
    return 0;
}

/// What is shown now (`screen=values keyboard=down modals=0`), for the next report.
static inline void clinux_crash_set_shown(void *state, const char *text) {
    struct clinux_crash_state *s = (struct clinux_crash_state *)state;
    size_t n = 0;
    while (text[n]) n++;
    s->shown_length = 0;
    clinux_crash_copy(s->shown, sizeof s->shown, &s->shown_length, text, n);
}

/// A frame drawn and presented.
static inline void clinux_crash_record_frame(void *state, long long number, long long time_ms, long long render_us,
                                             long long damaged_pixels) {
    struct clinux_crash_state *s = (struct clinux_crash_state *)state;
    struct clinux_crash_frame *f = &s->frames[s->frame_count % CLINUX_CRASH_RING];
    f->number = number;
    f->time_ms = time_ms;
    f->render_us = render_us;
    f->damaged_pixels = damaged_pixels;
    s->frame_count++;
}

/// A touch's change delivered to the content.
static inline void clinux_crash_record_touch(void *state, long long time_ms, long long id, int phase, long long x,
                                             long long y) {
    struct clinux_crash_state *s = (struct clinux_crash_state *)state;
    struct clinux_crash_touch *t = &s->touches[s->touch_count % CLINUX_CRASH_RING];
    t->time_ms = time_ms;
    t->id = id;
    t->phase = phase;
    t->x = x;
    t->y = y;
    s->touch_count++;
}
