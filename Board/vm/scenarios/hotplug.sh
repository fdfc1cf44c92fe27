# Scenario 4: the connector's sysfs status forced off, then on again. Scanout keeps running,
# waits while no display is connected, and shows the scene again when it returns.
rm -f /tmp/ready
start_scanout /tmp/scanout.log run --scene demo --mode 1024x768 --ready-file /tmp/ready --stats
pid=$!
if ! wait_for_file /tmp/ready 60; then cat /tmp/scanout.log; kill $pid; exit 1; fi
connector=$(ls -d /sys/class/drm/card0-*/ | head -1)
echo "hotplug: connector ${connector}"
card=$(dirname "$connector")/$(basename "$connector" | cut -d- -f1)
echo off > "${connector}status"
# Linux 6.1 re-probes the connector on a status write but sends no uevent (later kernels do);
# a compositor would then miss it too. Send the `change` uevent the kernel's hotplug path sends.
if ! wait_for_line /tmp/scanout.log "no display connected" 2; then
    echo "hotplug: no uevent from the status write; sending change on $card"
    echo change > "$card/uevent"
fi
if ! wait_for_line /tmp/scanout.log "no display connected" 20; then echo "hotplug: Scanout did not notice the unplug"; cat /tmp/scanout.log; kill $pid; exit 1; fi
sleep 0.5
kill -0 $pid || { echo "hotplug: Scanout died without a display"; cat /tmp/scanout.log; exit 1; }
echo on > "${connector}status"
if ! wait_for_line /tmp/scanout.log "display changed" 2; then echo change > "$card/uevent"; fi
if ! wait_for_line /tmp/scanout.log "display changed" 20; then echo "hotplug: Scanout did not notice the replug"; cat /tmp/scanout.log; kill $pid; exit 1; fi
sleep 1
snap replugged
echo detect > "${connector}status"
kill -TERM $pid; wait $pid; rc=$?
cat /tmp/scanout.log
exit $rc
