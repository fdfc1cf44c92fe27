#pragma once
// Linux interfaces Glibc's Swift overlay does not import well: epoll, timerfd, eventfd, ioctl
// (variadic in C, so wrapped), fbdev and VT ioctls (function-like macros, so exported as constants).
// Owned by Devices (fbdev, VT) and Runtime (epoll, timerfd); nothing above them imports it.
#include <sys/epoll.h>
#include <sys/timerfd.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <linux/fb.h>
#include <linux/vt.h>
#include <linux/kd.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>

static inline int clinux_ioctl(int fd, unsigned long request, void *argument) {
    return ioctl(fd, request, argument);
}
static inline int clinux_ioctl_value(int fd, unsigned long request, unsigned long value) {
    return ioctl(fd, request, value);
}
static const unsigned long CLINUX_FBIOGET_VSCREENINFO = FBIOGET_VSCREENINFO;
static const unsigned long CLINUX_FBIOGET_FSCREENINFO = FBIOGET_FSCREENINFO;
static const unsigned long CLINUX_FBIO_WAITFORVSYNC = FBIO_WAITFORVSYNC;
static const unsigned long CLINUX_VT_SETMODE = VT_SETMODE;
static const unsigned long CLINUX_VT_RELDISP = VT_RELDISP;
static const unsigned long CLINUX_VT_GETSTATE = VT_GETSTATE;
static const unsigned long CLINUX_KDSETMODE = KDSETMODE;
static const unsigned long CLINUX_KD_GRAPHICS = KD_GRAPHICS;
static const unsigned long CLINUX_KD_TEXT = KD_TEXT;
static const int CLINUX_VT_PROCESS = VT_PROCESS;
static const int CLINUX_VT_AUTO = VT_AUTO;
// Kiosk lockdown (Devices/Seat/KioskLockdown.swift).
static const unsigned long CLINUX_VT_LOCKSWITCH = VT_LOCKSWITCH;
static const unsigned long CLINUX_VT_UNLOCKSWITCH = VT_UNLOCKSWITCH;
static const unsigned long CLINUX_KDSKBMODE = KDSKBMODE;
static const unsigned long CLINUX_KDGKBMODE = KDGKBMODE;
static const unsigned long CLINUX_K_OFF = K_OFF;
static inline int clinux_set_dumpable(int dumpable) { return prctl(PR_SET_DUMPABLE, dumpable, 0, 0, 0); }
static inline int clinux_get_dumpable(void) { return prctl(PR_GET_DUMPABLE, 0, 0, 0, 0); }
static const int CLINUX_VT_ACKACQ = VT_ACKACQ;
static const unsigned int CLINUX_EPOLLIN = EPOLLIN;
static const unsigned int CLINUX_EPOLLERR = EPOLLERR;
static const unsigned int CLINUX_EPOLLHUP = EPOLLHUP;
// Memory: the host gives the allocator's free pages back to the kernel when it goes idle
// (Runtime/Host/IdleMemory.swift).
#include <malloc.h>
static inline int clinux_release_free_heap(void) { return malloc_trim(0); }
// The kernel's uevent broadcast (Devices/Hotplug/KernelUeventSocket.swift): the boot splash takes a
// late DRM card on the kernel's own message, without waiting for udevd.
#include <sys/socket.h>
#include <linux/netlink.h>
static const int CLINUX_NETLINK_KOBJECT_UEVENT = NETLINK_KOBJECT_UEVENT;
// The allocator's totals over every arena (Runtime/Host/MemoryReport.swift): bytes taken from the
// kernel (sbrk and arena heaps), in use, free inside them, and in whole-mmap allocations.
static inline void clinux_heap_totals(size_t *system, size_t *in_use, size_t *free_bytes, size_t *mapped) {
    struct mallinfo2 info = mallinfo2();
    *system = info.arena;
    *in_use = info.uordblks;
    *free_bytes = info.fordblks;
    *mapped = info.hblkhd;
}
