// libseat's seat management API (libseat.h: seatd, logind or builtin); Devices only.
#include <libseat.h>
