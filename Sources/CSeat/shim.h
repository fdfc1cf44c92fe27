// libseat's seat management API (libseat.h: seatd, logind or builtin); Devices only. Its types
// and prototypes only: nothing links libseat; Devices opens it with dlopen (SeatSession.swift).
#include <libseat.h>
