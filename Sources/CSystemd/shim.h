// libsystemd's service notification API (sd_notify(3), sd_watchdog_enabled(3)); Devices only.
#include <systemd/sd-daemon.h>
