/*
 * uinput-touch: a multitouch touchscreen for the VM suite, made through /dev/uinput.
 *
 * Usage: uinput-touch [-s WIDTHxHEIGHT] [-w SETTLE_MS] [-l SCANOUT_LOG] ACTION...
 *   tap X Y                  one finger down and up at X,Y (screen pixels)
 *   pinch CX CY FROM TO      two fingers on a horizontal line through CX,CY moving from a gap
 *                            of FROM pixels to a gap of TO pixels in 10 steps
 *   drag X0 Y0 X1 Y1         one finger from X0,Y0 to X1,Y1 in 10 steps
 *   swipe X0 Y0 X1 Y1 N      N fingers (1 to 5, 60 pixels apart across the motion, centred on
 *                            the path) from X0,Y0 to X1,Y1 in 10 steps of 16 ms: the four-finger
 *                            swipes that switch apps
 *   sleep MS                 wait
 *   down X Y / move X Y / up one finger (slot 0) put down, moved, lifted, each its own frame
 *   unplug                   destroy the device at once, fingers still down (a cable pulled
 *                            mid-gesture), and exit without the final wait
 * With the single action `-`, actions are read from standard input, one per line (a long
 * random session on one device: scripts/soak), without a line printed per action.
 * The device's axes are the screen's pixels (0..WIDTH-1, 0..HEIGHT-1) at 4 units per mm, with
 * INPUT_PROP_DIRECT, so libinput classifies it as a touchscreen. After creating the device the
 * program waits SETTLE_MS (default 1000) for udevd and libinput to pick it up; after the last
 * action it waits again before destroying it. With `-l SCANOUT_LOG` it waits only until Scanout's
 * log names the new device (uinput-settle.h), at most SETTLE_MS, and 1.5 s at the end. Built static
 * by scripts/vm/build-guest.
 */
#include <fcntl.h>
#include <linux/uinput.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "uinput-settle.h"

static int fd = -1;
static int tracking = 1;

static void sleep_ms(long ms) {
    struct timespec t = { ms / 1000, (ms % 1000) * 1000000L };
    nanosleep(&t, NULL);
}

static void emit(int type, int code, int value) {
    struct input_event e;
    memset(&e, 0, sizeof e);
    e.type = type; e.code = code; e.value = value;
    if (write(fd, &e, sizeof e) != sizeof e) { perror("uinput-touch: write"); exit(1); }
}

static void syn(void) { emit(EV_SYN, SYN_REPORT, 0); }

static void slot_down(int slot, int x, int y) {
    emit(EV_ABS, ABS_MT_SLOT, slot);
    emit(EV_ABS, ABS_MT_TRACKING_ID, tracking++);
    emit(EV_ABS, ABS_MT_POSITION_X, x);
    emit(EV_ABS, ABS_MT_POSITION_Y, y);
}

static void slot_move(int slot, int x, int y) {
    emit(EV_ABS, ABS_MT_SLOT, slot);
    emit(EV_ABS, ABS_MT_POSITION_X, x);
    emit(EV_ABS, ABS_MT_POSITION_Y, y);
}

static void slot_up(int slot) {
    emit(EV_ABS, ABS_MT_SLOT, slot);
    emit(EV_ABS, ABS_MT_TRACKING_ID, -1);
}

static void single(int x, int y) {  /* the single-touch emulation axes */
    emit(EV_ABS, ABS_X, x);
    emit(EV_ABS, ABS_Y, y);
}

static void tap(int x, int y) {
    slot_down(0, x, y); emit(EV_KEY, BTN_TOUCH, 1); emit(EV_KEY, BTN_TOOL_FINGER, 1); single(x, y); syn();
    sleep_ms(60);
    slot_up(0); emit(EV_KEY, BTN_TOUCH, 0); emit(EV_KEY, BTN_TOOL_FINGER, 0); syn();
}

static void drag(int x0, int y0, int x1, int y1) {
    slot_down(0, x0, y0); emit(EV_KEY, BTN_TOUCH, 1); emit(EV_KEY, BTN_TOOL_FINGER, 1); single(x0, y0); syn();
    for (int i = 1; i <= 10; i++) {
        sleep_ms(16);
        int x = x0 + (x1 - x0) * i / 10, y = y0 + (y1 - y0) * i / 10;
        slot_move(0, x, y); single(x, y); syn();
    }
    sleep_ms(16);
    slot_up(0); emit(EV_KEY, BTN_TOUCH, 0); emit(EV_KEY, BTN_TOOL_FINGER, 0); syn();
}

static void pinch(int cx, int cy, int from, int to) {
    slot_down(0, cx - from / 2, cy); slot_down(1, cx + from / 2, cy);
    emit(EV_KEY, BTN_TOUCH, 1); emit(EV_KEY, BTN_TOOL_DOUBLETAP, 1); single(cx - from / 2, cy); syn();
    for (int i = 1; i <= 10; i++) {
        sleep_ms(16);
        int gap = from + (to - from) * i / 10;
        slot_move(0, cx - gap / 2, cy); slot_move(1, cx + gap / 2, cy); single(cx - gap / 2, cy); syn();
    }
    sleep_ms(16);
    slot_up(0); slot_up(1); emit(EV_KEY, BTN_TOUCH, 0); emit(EV_KEY, BTN_TOOL_DOUBLETAP, 0); syn();
}

static int tool_for(int fingers) {
    switch (fingers) {
    case 1: return BTN_TOOL_FINGER;
    case 2: return BTN_TOOL_DOUBLETAP;
    case 3: return BTN_TOOL_TRIPLETAP;
    case 4: return BTN_TOOL_QUADTAP;
    default: return BTN_TOOL_QUINTTAP;
    }
}

static void swipe(int x0, int y0, int x1, int y1, int fingers) {
    int across_x = abs(y1 - y0) > abs(x1 - x0);  /* spread across the motion */
    int tool = tool_for(fingers);
    for (int f = 0; f < fingers; f++) {
        int off = (f * 2 - (fingers - 1)) * 30;
        slot_down(f, x0 + (across_x ? off : 0), y0 + (across_x ? 0 : off));
    }
    emit(EV_KEY, BTN_TOUCH, 1); emit(EV_KEY, tool, 1); single(x0, y0); syn();
    for (int i = 1; i <= 10; i++) {
        sleep_ms(16);
        int x = x0 + (x1 - x0) * i / 10, y = y0 + (y1 - y0) * i / 10;
        for (int f = 0; f < fingers; f++) {
            int off = (f * 2 - (fingers - 1)) * 30;
            slot_move(f, x + (across_x ? off : 0), y + (across_x ? 0 : off));
        }
        single(x, y); syn();
    }
    sleep_ms(16);
    for (int f = 0; f < fingers; f++) slot_up(f);
    emit(EV_KEY, BTN_TOUCH, 0); emit(EV_KEY, tool, 0); syn();
}

static int finger_down = 0;

static void finger(const char *what, int x, int y) {
    if (!strcmp(what, "down")) {
        if (finger_down) slot_up(0);
        slot_down(0, x, y); emit(EV_KEY, BTN_TOUCH, 1); emit(EV_KEY, BTN_TOOL_FINGER, 1); single(x, y); syn();
        finger_down = 1;
    } else if (!strcmp(what, "move") && finger_down) {
        slot_move(0, x, y); single(x, y); syn();
    } else if (!strcmp(what, "up") && finger_down) {
        slot_up(0); emit(EV_KEY, BTN_TOUCH, 0); emit(EV_KEY, BTN_TOOL_FINGER, 0); syn();
        finger_down = 0;
    }
}

static void axis(int code, int max) {
    struct uinput_abs_setup a;
    memset(&a, 0, sizeof a);
    a.code = code; a.absinfo.maximum = max; a.absinfo.resolution = 4;
    if (ioctl(fd, UI_ABS_SETUP, &a) < 0) { perror("uinput-touch: UI_ABS_SETUP"); exit(1); }
}

static int number(const char *s) {
    char *end;
    long v = strtol(s, &end, 10);
    if (*s == 0 || *end != 0) { fprintf(stderr, "uinput-touch: “%s” is not a number\n", s); exit(2); }
    return (int)v;
}

/* Runs the action at words[0]; returns how many words it used, 0 for a bad action, -1 after
 * an unplug. */
static int act(char **words, int n) {
    const char *a = words[0];
    if (!strcmp(a, "tap") && n >= 3) { tap(number(words[1]), number(words[2])); return 3; }
    if (!strcmp(a, "pinch") && n >= 5) {
        pinch(number(words[1]), number(words[2]), number(words[3]), number(words[4])); return 5;
    }
    if (!strcmp(a, "drag") && n >= 5) {
        drag(number(words[1]), number(words[2]), number(words[3]), number(words[4])); return 5;
    }
    if (!strcmp(a, "swipe") && n >= 6) {
        int fingers = number(words[5]);
        if (fingers < 1 || fingers > 5) { fprintf(stderr, "uinput-touch: swipe takes 1 to 5 fingers\n"); exit(2); }
        swipe(number(words[1]), number(words[2]), number(words[3]), number(words[4]), fingers); return 6;
    }
    if (!strcmp(a, "sleep") && n >= 2) { sleep_ms(number(words[1])); return 2; }
    if ((!strcmp(a, "down") || !strcmp(a, "move")) && n >= 3) { finger(a, number(words[1]), number(words[2])); return 3; }
    if (!strcmp(a, "up")) { finger(a, 0, 0); return 1; }
    if (!strcmp(a, "unplug")) {
        ioctl(fd, UI_DEV_DESTROY);
        close(fd);
        printf("uinput-touch: unplugged%s\n", finger_down ? " with a finger down" : "");
        fflush(stdout);
        return -1;
    }
    return 0;
}

int main(int argc, char **argv) {
    int width = 1024, height = 768, settle = 1000, i = 1;
    const char *log = NULL;
    for (; i < argc && argv[i][0] == '-' && argv[i][1] != 0; i += 2) {
        if (i + 1 >= argc) { fprintf(stderr, "uinput-touch: %s needs a value\n", argv[i]); return 2; }
        if (!strcmp(argv[i], "-s")) {
            if (sscanf(argv[i + 1], "%dx%d", &width, &height) != 2 || width < 2 || height < 2) {
                fprintf(stderr, "uinput-touch: -s wants WIDTHxHEIGHT, not “%s”\n", argv[i + 1]); return 2;
            }
        } else if (!strcmp(argv[i], "-w")) settle = number(argv[i + 1]);
        else if (!strcmp(argv[i], "-l")) log = argv[i + 1];
        else { fprintf(stderr, "uinput-touch: unknown option %s\n", argv[i]); return 2; }
    }
    fd = open("/dev/uinput", O_WRONLY | O_NONBLOCK);
    if (fd < 0) { perror("uinput-touch: /dev/uinput (modprobe uinput)"); return 1; }
    ioctl(fd, UI_SET_EVBIT, EV_KEY);
    ioctl(fd, UI_SET_KEYBIT, BTN_TOUCH);
    ioctl(fd, UI_SET_KEYBIT, BTN_TOOL_FINGER);
    ioctl(fd, UI_SET_KEYBIT, BTN_TOOL_DOUBLETAP);
    ioctl(fd, UI_SET_KEYBIT, BTN_TOOL_TRIPLETAP);
    ioctl(fd, UI_SET_KEYBIT, BTN_TOOL_QUADTAP);
    ioctl(fd, UI_SET_KEYBIT, BTN_TOOL_QUINTTAP);
    ioctl(fd, UI_SET_EVBIT, EV_ABS);
    ioctl(fd, UI_SET_ABSBIT, ABS_X);
    ioctl(fd, UI_SET_ABSBIT, ABS_Y);
    ioctl(fd, UI_SET_ABSBIT, ABS_MT_SLOT);
    ioctl(fd, UI_SET_ABSBIT, ABS_MT_TRACKING_ID);
    ioctl(fd, UI_SET_ABSBIT, ABS_MT_POSITION_X);
    ioctl(fd, UI_SET_ABSBIT, ABS_MT_POSITION_Y);
    ioctl(fd, UI_SET_PROPBIT, INPUT_PROP_DIRECT);
    axis(ABS_X, width - 1); axis(ABS_Y, height - 1);
    axis(ABS_MT_POSITION_X, width - 1); axis(ABS_MT_POSITION_Y, height - 1);
    struct uinput_abs_setup slots;
    memset(&slots, 0, sizeof slots);
    slots.code = ABS_MT_SLOT; slots.absinfo.maximum = 9;
    ioctl(fd, UI_ABS_SETUP, &slots);
    struct uinput_abs_setup ids;
    memset(&ids, 0, sizeof ids);
    ids.code = ABS_MT_TRACKING_ID; ids.absinfo.maximum = 65535;
    ioctl(fd, UI_ABS_SETUP, &ids);
    struct uinput_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.id.bustype = BUS_VIRTUAL; setup.id.vendor = 0x5343; setup.id.product = 0x0001;
    snprintf(setup.name, sizeof setup.name, "Scanout VM touchscreen");
    int before = log ? added_lines(log, setup.name) : 0;
    if (ioctl(fd, UI_DEV_SETUP, &setup) < 0 || ioctl(fd, UI_DEV_CREATE) < 0) {
        perror("uinput-touch: UI_DEV_CREATE"); return 1;
    }
    printf("uinput-touch: %dx%d touchscreen created\n", width, height);
    fflush(stdout);
    if (!log) sleep_ms(settle);
    else {
        long waited = wait_until_added(log, setup.name, before, settle);
        if (waited < 0) printf("uinput-touch: %s did not name the touchscreen within %d ms; going on\n", log, settle);
        else printf("uinput-touch: picked up after %ld ms\n", waited);
        fflush(stdout);
    }
    if (i + 1 == argc && !strcmp(argv[i], "-")) {
        char line[256];
        long actions = 0;
        while (fgets(line, sizeof line, stdin)) {
            char *words[8];
            int n = 0;
            for (char *w = strtok(line, " \t\n"); w && n < 8; w = strtok(NULL, " \t\n")) words[n++] = w;
            if (n == 0) continue;
            int used = act(words, n);
            if (used < 0) return 0;  /* unplugged */
            if (used == 0) { fprintf(stderr, "uinput-touch: bad action “%s”\n", words[0]); return 2; }
            actions++;
        }
        printf("uinput-touch: %ld actions from standard input done\n", actions);
        fflush(stdout);
    }
    else for (; i < argc; ) {
        int used = act(argv + i, argc - i);
        if (used < 0) return 0;  /* unplugged */
        if (used == 0) { fprintf(stderr, "uinput-touch: bad action at “%s”\n", argv[i]); return 2; }
        printf("uinput-touch: %s done\n", argv[i]);
        fflush(stdout);
        i += used;
    }
    /* The last events are read before the device goes (with -l, at most 1.5 s: Scanout is known to read it). */
    sleep_ms(log && settle > 1500 ? 1500 : settle);
    ioctl(fd, UI_DEV_DESTROY);
    close(fd);
    return 0;
}
