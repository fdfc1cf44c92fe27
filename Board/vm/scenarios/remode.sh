# Fault: the display unplugged during an animation and replugged at another mode. Scanout starts
# at the display's preferred mode (1024x768, no --mode), animates its activity bar for 8 s; 1 s
# in, the connector's sysfs status is forced off; while it is off the host makes QEMU's display
# 1280x720 (a VNC SetDesktopSize: virtio-gpu then reports that size as its preferred mode); then
# the connector comes back. Scanout must take the new mode, lay the scene out at 1280x720 and,
# once the animation has run out, show what the headless rendering at 1280x720 shows.
rm -f /tmp/ready
start_scanout /tmp/scanout.log run --scene demo --animate 8 --ready-file /tmp/ready --stats
pid=$!
if ! wait_for_file /tmp/ready 60; then cat /tmp/scanout.log; kill $pid; exit 1; fi
connector=$(ls -d /sys/class/drm/card0-*/ | head -1)
card=$(dirname "$connector")/$(basename "$connector" | cut -d- -f1)
echo "remode: connector ${connector}, modes before: $(head -1 "${connector}modes")"
sleep 1
echo off > "${connector}status"
# Linux 6.1 sends no uevent for a status write (see hotplug.sh): send the one its hotplug path sends.
if ! wait_for_line /tmp/scanout.log "no display connected" 2; then echo change > "$card/uevent"; fi
if ! wait_for_line /tmp/scanout.log "no display connected" 20; then echo "remode: Scanout did not notice the unplug"; cat /tmp/scanout.log; kill $pid; exit 1; fi
echo "remode: unplugged $(cut -d' ' -f1 /proc/uptime) s"
resize 1280x720
sleep 1
echo on > "${connector}status"
if ! wait_for_line /tmp/scanout.log "display changed" 2; then echo change > "$card/uevent"; fi
if ! wait_for_line /tmp/scanout.log "display changed" 20; then echo "remode: Scanout did not notice the replug"; cat /tmp/scanout.log; kill $pid; exit 1; fi
echo "remode: replugged $(cut -d' ' -f1 /proc/uptime) s, modes now: $(head -1 "${connector}modes")"
kill -0 $pid || { echo "remode: Scanout died at the new mode"; cat /tmp/scanout.log; exit 1; }
# The activity bar runs 8 s from the second frame: past its end (with TCG's slack) the screen is
# the scene at rest, at the new size.
sleep 8
snap remoded
echo detect > "${connector}status"
kill -TERM $pid; wait $pid; rc=$?
cat /tmp/scanout.log
exit $rc
