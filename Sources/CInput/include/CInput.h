// The input stack's C API for Devices only: libinput, libudev and libxkbcommon (with its compose
// tables), each opened with dlopen at its first use (LazyInput.c), so a process that draws before
// it reads input or watches for cards (the boot splash, a headless screenshot, the first frame of
// any app) does not map them, and their nine libraries, at exec. When libudev cannot be opened,
// `udev_new` returns NULL.
#pragma once
#include <libinput.h>
#include <libudev.h>
#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbcommon-compose.h>

/// `NULL` when libinput (`libinput.so.10`) is loaded or could be; otherwise why not, in words a
/// person can act on (the loader's reason and the Debian package to install). Loads it.
const char *scanout_libinput_unavailable(void);

/// The same for libxkbcommon (`libxkbcommon.so.0`).
const char *scanout_xkbcommon_unavailable(void);
