/*
 * uinput-keyboard: a USB-style keyboard for the VM suite, made through /dev/uinput, that types
 * one line of text and presses Return (the boot splash's ask-password scenario), or presses key
 * chords such as Ctrl+Alt+F2 and Alt+SysRq+H (the kiosk lockdown scenario).
 *
 * Usage: uinput-keyboard [-w SETTLE_MS] [-c CHORD]... [TEXT]
 *   TEXT: a-z, A-Z, 0-9, space and - . , / ; = (US layout; capitals and ! @ # with Shift).
 *   CHORD: keys joined by `+`, pressed in order and released in reverse: the modifiers ctrl,
 *     alt, shift, meta, the keys sysrq, f1-f12, a-z, 0-9, esc, tab, enter, space, left, right,
 *     up, down (case-insensitive). Each -c is pressed 200 ms after the previous.
 * After creating the device the program waits SETTLE_MS (default 1500) for udevd and libinput to
 * pick it up, presses the chords, then types TEXT at 20 ms per key and presses Return (no TEXT:
 * no Return), waits again and destroys the device. It never prints the text it types; it prints
 * each chord. Built static by scripts/vm/build-guest.
 */
#include <ctype.h>
#include <fcntl.h>
#include <linux/uinput.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "uinput-settle.h"

static int fd = -1;

static void sleep_ms(long ms) {
    struct timespec t = { ms / 1000, (ms % 1000) * 1000000L };
    nanosleep(&t, NULL);
}

static void emit(int type, int code, int value) {
    struct input_event e;
    memset(&e, 0, sizeof e);
    e.type = type; e.code = code; e.value = value;
    if (write(fd, &e, sizeof e) != sizeof e) { perror("uinput-keyboard: write"); exit(1); }
}

static void key(int code, int shift) {
    if (shift) { emit(EV_KEY, KEY_LEFTSHIFT, 1); emit(EV_SYN, SYN_REPORT, 0); }
    emit(EV_KEY, code, 1); emit(EV_SYN, SYN_REPORT, 0);
    sleep_ms(10);
    emit(EV_KEY, code, 0); emit(EV_SYN, SYN_REPORT, 0);
    if (shift) { emit(EV_KEY, KEY_LEFTSHIFT, 0); emit(EV_SYN, SYN_REPORT, 0); }
    sleep_ms(10);
}

/* The key (and Shift) that types `c` on a US layout, or -1. */
static int code_for(char c, int *shift) {
    static const char *letters = "qwertyuiopasdfghjklzxcvbnm";
    static const int letter_codes[] = { KEY_Q, KEY_W, KEY_E, KEY_R, KEY_T, KEY_Y, KEY_U, KEY_I, KEY_O, KEY_P, KEY_A, KEY_S,
        KEY_D, KEY_F, KEY_G, KEY_H, KEY_J, KEY_K, KEY_L, KEY_Z, KEY_X, KEY_C, KEY_V, KEY_B, KEY_N, KEY_M };
    static const int digit_codes[] = { KEY_0, KEY_1, KEY_2, KEY_3, KEY_4, KEY_5, KEY_6, KEY_7, KEY_8, KEY_9 };
    *shift = 0;
    if (c >= 'A' && c <= 'Z') { *shift = 1; c = (char)(c - 'A' + 'a'); }
    const char *at = c ? strchr(letters, c) : NULL;
    if (at) return letter_codes[at - letters];
    if (c >= '0' && c <= '9') return digit_codes[c - '0'];
    switch (c) {
    case ' ': return KEY_SPACE;
    case '-': return KEY_MINUS;
    case '.': return KEY_DOT;
    case ',': return KEY_COMMA;
    case '/': return KEY_SLASH;
    case ';': return KEY_SEMICOLON;
    case '=': return KEY_EQUAL;
    case '!': *shift = 1; return KEY_1;
    case '@': *shift = 1; return KEY_2;
    case '#': *shift = 1; return KEY_3;
    default: return -1;
    }
}

/* The key code a chord names (`ctrl`, `f2`, `sysrq`, `h`), or -1. */
static int code_for_name(const char *name) {
    static const struct { const char *name; int code; } named[] = {
        { "ctrl", KEY_LEFTCTRL }, { "alt", KEY_LEFTALT }, { "shift", KEY_LEFTSHIFT }, { "meta", KEY_LEFTMETA },
        { "sysrq", KEY_SYSRQ }, { "esc", KEY_ESC }, { "tab", KEY_TAB }, { "enter", KEY_ENTER }, { "space", KEY_SPACE },
        { "left", KEY_LEFT }, { "right", KEY_RIGHT }, { "up", KEY_UP }, { "down", KEY_DOWN },
        { "f1", KEY_F1 }, { "f2", KEY_F2 }, { "f3", KEY_F3 }, { "f4", KEY_F4 }, { "f5", KEY_F5 }, { "f6", KEY_F6 },
        { "f7", KEY_F7 }, { "f8", KEY_F8 }, { "f9", KEY_F9 }, { "f10", KEY_F10 }, { "f11", KEY_F11 }, { "f12", KEY_F12 },
    };
    char lower[16];
    size_t n = strlen(name);
    if (n == 0 || n >= sizeof lower) return -1;
    for (size_t i = 0; i <= n; i++) lower[i] = (char)tolower((unsigned char)name[i]);
    for (size_t i = 0; i < sizeof named / sizeof named[0]; i++) if (!strcmp(lower, named[i].name)) return named[i].code;
    if (n == 1) {
        int shift;
        int code = code_for(lower[0], &shift);
        if (code >= 0 && !shift) return code;
    }
    return -1;
}

#define MAX_CHORDS 16
#define MAX_CHORD_KEYS 6

/* Parses `chord` (keys joined by `+`) into codes; the count, or -1 naming the bad key. */
static int parse_chord(const char *chord, int *codes) {
    char copy[64];
    if (strlen(chord) >= sizeof copy) { fprintf(stderr, "uinput-keyboard: chord too long: %s\n", chord); return -1; }
    strcpy(copy, chord);
    int count = 0;
    for (char *part = strtok(copy, "+"); part; part = strtok(NULL, "+")) {
        int code = code_for_name(part);
        if (code < 0 || count == MAX_CHORD_KEYS) {
            fprintf(stderr, "uinput-keyboard: cannot press \"%s\" in the chord %s\n", part, chord);
            return -1;
        }
        codes[count++] = code;
    }
    if (count == 0) fprintf(stderr, "uinput-keyboard: empty chord\n");
    return count ? count : -1;
}

/* Presses `codes` in order, holds them 50 ms, releases them in reverse. */
static void press_chord(const int *codes, int count) {
    for (int k = 0; k < count; k++) { emit(EV_KEY, codes[k], 1); emit(EV_SYN, SYN_REPORT, 0); sleep_ms(20); }
    sleep_ms(50);
    for (int k = count - 1; k >= 0; k--) { emit(EV_KEY, codes[k], 0); emit(EV_SYN, SYN_REPORT, 0); sleep_ms(20); }
}

int main(int argc, char **argv) {
    long settle = 1500;
    const char *log = NULL;
    const char *chords[MAX_CHORDS];
    int chord_codes[MAX_CHORDS][MAX_CHORD_KEYS], chord_counts[MAX_CHORDS], chord_total = 0;
    int i = 1;
    while (i + 1 < argc && argv[i][0] == '-' && argv[i][1] && !argv[i][2]) {
        if (!strcmp(argv[i], "-w")) { settle = atol(argv[i + 1]); i += 2; continue; }
        if (!strcmp(argv[i], "-l")) { log = argv[i + 1]; i += 2; continue; }
        if (!strcmp(argv[i], "-c") && chord_total < MAX_CHORDS) {
            chord_counts[chord_total] = parse_chord(argv[i + 1], chord_codes[chord_total]);
            if (chord_counts[chord_total] < 0) return 2;
            chords[chord_total++] = argv[i + 1];
            i += 2;
            continue;
        }
        break;
    }
    if (i + 1 < argc || (i == argc && chord_total == 0)) {
        fprintf(stderr, "usage: uinput-keyboard [-w SETTLE_MS] [-l SCANOUT_LOG] [-c CHORD]... [TEXT]\n");
        return 2;
    }
    const char *text = i < argc ? argv[i] : NULL;
    for (const char *p = text ? text : ""; *p; p++) {
        int shift;
        if (code_for(*p, &shift) < 0) { fprintf(stderr, "uinput-keyboard: cannot type character %d\n", *p); return 2; }
    }
    fd = open("/dev/uinput", O_WRONLY | O_NONBLOCK);
    if (fd < 0) { perror("uinput-keyboard: /dev/uinput"); return 1; }
    ioctl(fd, UI_SET_EVBIT, EV_KEY);
    ioctl(fd, UI_SET_EVBIT, EV_SYN);
    for (int k = KEY_ESC; k <= KEY_KPDOT; k++) ioctl(fd, UI_SET_KEYBIT, k);
    static const int beyond[] = { KEY_F11, KEY_F12, KEY_SYSRQ, KEY_UP, KEY_LEFT, KEY_RIGHT, KEY_DOWN, KEY_LEFTMETA };
    for (size_t k = 0; k < sizeof beyond / sizeof beyond[0]; k++) ioctl(fd, UI_SET_KEYBIT, beyond[k]);
    struct uinput_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.id.bustype = BUS_USB;
    setup.id.vendor = 0x5ca2;
    setup.id.product = 0x0b0e;
    strcpy(setup.name, "Scanout VM keyboard");
    int before = log ? added_lines(log, setup.name) : 0;
    if (ioctl(fd, UI_DEV_SETUP, &setup) < 0 || ioctl(fd, UI_DEV_CREATE) < 0) { perror("uinput-keyboard: create"); return 1; }
    if (!log) sleep_ms(settle);
    else {
        long waited = wait_until_added(log, setup.name, before, settle);
        if (waited < 0) printf("uinput-keyboard: %s did not name the keyboard within %ld ms; going on\n", log, settle);
        else printf("uinput-keyboard: picked up after %ld ms\n", waited);
        fflush(stdout);
    }
    for (int c = 0; c < chord_total; c++) {
        if (c > 0) sleep_ms(200);
        press_chord(chord_codes[c], chord_counts[c]);
        printf("uinput-keyboard: pressed %s\n", chords[c]);
        fflush(stdout);
    }
    if (text) {
        for (const char *p = text; *p; p++) {
            int shift = 0;
            int code = code_for(*p, &shift);
            key(code, shift);
        }
        key(KEY_ENTER, 0);
        printf("uinput-keyboard: typed %d characters and Return\n", (int)strlen(text));
        fflush(stdout);
    }
    sleep_ms(500);
    ioctl(fd, UI_DEV_DESTROY);
    close(fd);
    return 0;
}
