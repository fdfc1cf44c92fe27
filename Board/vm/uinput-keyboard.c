/*
 * uinput-keyboard: a USB-style keyboard for the VM suite, made through /dev/uinput, that types
 * one line of text and presses Return (the boot splash's ask-password scenario).
 *
 * Usage: uinput-keyboard [-w SETTLE_MS] TEXT
 *   TEXT: a-z, A-Z, 0-9, space and - . , / ; = (US layout; capitals and ! @ # with Shift).
 * After creating the device the program waits SETTLE_MS (default 1500) for udevd and libinput to
 * pick it up, types TEXT at 20 ms per key, presses Return, waits again and destroys the device.
 * It never prints the text it types. Built static by scripts/vm/build-guest.
 */
#include <fcntl.h>
#include <linux/uinput.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

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

int main(int argc, char **argv) {
    long settle = 1500;
    int i = 1;
    if (argc > 2 && !strcmp(argv[1], "-w")) { settle = atol(argv[2]); i = 3; }
    if (i + 1 != argc) { fprintf(stderr, "usage: uinput-keyboard [-w SETTLE_MS] TEXT\n"); return 2; }
    const char *text = argv[i];
    for (const char *p = text; *p; p++) {
        int shift;
        if (code_for(*p, &shift) < 0) { fprintf(stderr, "uinput-keyboard: cannot type character %d\n", *p); return 2; }
    }
    fd = open("/dev/uinput", O_WRONLY | O_NONBLOCK);
    if (fd < 0) { perror("uinput-keyboard: /dev/uinput"); return 1; }
    ioctl(fd, UI_SET_EVBIT, EV_KEY);
    ioctl(fd, UI_SET_EVBIT, EV_SYN);
    for (int k = KEY_ESC; k <= KEY_KPDOT; k++) ioctl(fd, UI_SET_KEYBIT, k);
    struct uinput_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.id.bustype = BUS_USB;
    setup.id.vendor = 0x5ca2;
    setup.id.product = 0x0b0e;
    strcpy(setup.name, "Scanout VM keyboard");
    if (ioctl(fd, UI_DEV_SETUP, &setup) < 0 || ioctl(fd, UI_DEV_CREATE) < 0) { perror("uinput-keyboard: create"); return 1; }
    sleep_ms(settle);
    for (const char *p = text; *p; p++) {
        int shift = 0;
        int code = code_for(*p, &shift);
        key(code, shift);
    }
    key(KEY_ENTER, 0);
    printf("uinput-keyboard: typed %d characters and Return\n", (int)strlen(text));
    fflush(stdout);
    sleep_ms(500);
    ioctl(fd, UI_DEV_DESTROY);
    close(fd);
    return 0;
}
