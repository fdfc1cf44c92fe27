# The first frame of a boot splash after a late DRM device appears, measured the same way for
# Debian's Plymouth (SPLASH=plymouth: plymouthd 22.02, DRM renderer, the spinner theme of the
# two-step plugin) and for `scanout boot` (SPLASH=scanout), on the same guest and card (bochs-drm,
# its module inserted after the splash started). The kernel measures both, with ftrace on
# CLOCK_MONOTONIC: a return probe on drm_dev_register (the card exists: its node and udev's event
# come from it) and entry probes on the calls that put a framebuffer on the screen
# (drm_mode_setcrtc, drm_mode_atomic_ioctl with its flags, drm_mode_page_flip_ioctl) or tell the
# driver it changed (drm_mode_dirtyfb_ioctl); and the steps before it (the card opened, read,
# buffers made). The host reads the trace (scripts/vm/suite).
# Then the idle CPU of each splash over 5 s (utime + stime, 100 Hz ticks).
ls /dev/dri 2>/dev/null && echo "firstframe: unexpected DRM device before modprobe"
T=/sys/kernel/debug/tracing
[ -d $T ] || { mount -t tracefs tracefs /sys/kernel/tracing; T=/sys/kernel/tracing; }
# Probes need their functions loaded: the DRM core and the helpers bochs uses, not bochs itself
# (no device exists until it is inserted).
modprobe drm_vram_helper || { echo "firstframe: cannot load the DRM core"; exit 1; }
echo mono > $T/trace_clock
echo 'r:ff/registered drm_dev_register ret=$retval' > $T/kprobe_events
echo 'p:ff/setcrtc drm_mode_setcrtc' >> $T/kprobe_events
echo 'p:ff/atomic drm_mode_atomic_ioctl flags=+0(%si):u32' >> $T/kprobe_events
echo 'p:ff/flip drm_mode_page_flip_ioctl' >> $T/kprobe_events
echo 'p:ff/dirtyfb drm_mode_dirtyfb_ioctl' >> $T/kprobe_events
# The steps before the first frame, for both splashes alike: the card opened, its resources and
# connectors read (a connector read probes the display), a dumb buffer created, added as a
# framebuffer and mapped. Optional: a kernel without one of them still measures the first frame.
for step in 'open drm_open' 'resources drm_mode_getresources' 'connector drm_mode_getconnector' \
        'dumb drm_mode_create_dumb_ioctl' 'addfb drm_mode_addfb2_ioctl' 'mapdumb drm_mode_mmap_dumb_ioctl'; do
    echo "p:ff/$step" >> $T/kprobe_events 2>/dev/null || echo "firstframe: no probe on ${step#* }"
done
# The detail (docs/boot.md's breakdown; printed as `detail:` lines, not read by the checks): every
# DRM ioctl's entry and return, the faults that map a dumb buffer's pages, the VT's ioctls, the
# kernel's own fbdev set-up on the new card, and when each splash's process is woken and runs.
for probe in 'p:ff/ioctl drm_ioctl cmd=%si:x32' 'r:ff/ioctlret drm_ioctl ret=$retval' \
        'p:ff/fault ttm_bo_vm_fault' 'p:ff/vt vt_ioctl cmd=%si:x32' \
        'p:ff/fbdev drm_fbdev_generic_setup' 'r:ff/fbdevdone drm_fbdev_generic_setup'; do
    echo "$probe" >> $T/kprobe_events 2>/dev/null || echo "firstframe: no detail probe ${probe#* }"
done
echo 1 > $T/events/ff/enable && echo 1 > $T/tracing_on || { echo "firstframe: ftrace refused the probes"; exit 1; }

case $SPLASH in
plymouth)
    mkdir -p /run/plymouth
    # The kernel command line plymouthd reads is given (the guest's has no `splash` and names the
    # serial console, where plymouthd would show only text).
    plymouthd --mode=boot --pid-file=/run/plymouth/pid --kernel-command-line="quiet splash plymouth.ignore-serial-consoles" \
        > /tmp/plymouthd.log 2>&1
    plymouth show-splash
    plymouth --ping && echo "firstframe: plymouthd is running, splash shown, no DRM device yet"
    pid=$(cat /run/plymouth/pid)
    ;;
scanout)
    start_scanout /tmp/boot.log boot --board "$PKG/Board/vm/board.conf" --theme "$PKG/Board/vm/boot/spinner.conf"
    pid=$!
    wait_for_line /tmp/boot.log "waiting for a display" 60 || { echo "firstframe: no wait message"; cat /tmp/boot.log; exit 1; }
    wait_for_file /run/scanout/boot.sock 30 || { echo "firstframe: no control socket"; cat /tmp/boot.log; exit 1; }
    ;;
*) echo "firstframe: SPLASH must be plymouth or scanout, not “$SPLASH”"; exit 1 ;;
esac
sleep 1
note "$SPLASH waiting with no DRM device; inserting bochs"
# Who runs on the guest's one CPU from here (the splash, or the kernel's own work for the card).
echo 'comm == "scanout" || comm == "plymouthd"' > $T/events/sched/sched_wakeup/filter 2>/dev/null &&
    echo 1 > $T/events/sched/sched_wakeup/enable
echo 1 > $T/events/sched/sched_switch/enable 2>/dev/null
modprobe bochs
# Until the splash's first modeset or commit is in the trace (at most 60 s). Looked at every 0.5 s
# from 1 s on: each look formats the whole trace, and the guest has one CPU, so a tighter loop
# competed with the splash it measures (grep took 10-20 % of the CPU between the card and the first
# frame when it looked every 0.1 s).
sleep 1
n=0
while ! grep -E -q ": (setcrtc|flip|atomic):" $T/trace && [ $n -lt 120 ]; do
    sleep 0.5; n=$((n + 1))
done
# The detail stops here (its lines up to the first frame are what the breakdown needs).
for e in ioctl ioctlret fault vt; do echo 0 > $T/events/ff/$e/enable 2>/dev/null; done
echo 0 > $T/events/sched/sched_switch/enable 2>/dev/null; echo 0 > $T/events/sched/sched_wakeup/enable 2>/dev/null
sleep 2
snap splash
ticks() { awk '{print $14 + $15}' /proc/$pid/stat; }
t0=$(ticks); u0=$(cut -d' ' -f1 /proc/uptime); sleep 5; t1=$(ticks); u1=$(cut -d' ' -f1 /proc/uptime)
echo "firstframe: $SPLASH idle: $((t1 - t0)) ticks of CPU in $u0..$u1 s of uptime"
echo 0 > $T/tracing_on
grep -E ": (registered|setcrtc|atomic|flip|dirtyfb|open|resources|connector|dumb|addfb|mapdumb):" $T/trace | head -120 | sed "s/^/trace: /"
grep -E ": (ioctl|ioctlret|fault|vt|fbdev|fbdevdone|sched_switch|sched_wakeup):" $T/trace | head -1500 | sed "s/^/detail: /"
dmesg | grep -m1 "Initialized bochs-drm" | sed 's/^/dmesg: /'
case $SPLASH in
plymouth) plymouth quit; sleep 0.5; kill -0 $pid 2>/dev/null && kill $pid; cat /tmp/plymouthd.log ;;
scanout) scanout ctl quit; wait $pid; cat /tmp/boot.log ;;
esac
exit 0
