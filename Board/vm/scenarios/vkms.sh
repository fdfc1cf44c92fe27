# Scenario 2 (vkms, a real 60 Hz vblank): 10 s of animation paced by flip events with no missed
# vblank, then idle: no frames and no wake-ups until the run ends.
rm -f /tmp/ready
# udevd keeps its coldplug workers for about 3 s after their last event; their exit under TCG
# takes the emulated CPU for longer than a vblank. Measure on a settled system: wait until only
# udevd itself is left (10 s at most).
n=0; while [ "$(ps | grep udev | grep -vc grep)" -gt 1 ] && [ $n -lt 100 ]; do sleep 0.1; n=$((n + 1)); done
echo "vkms: udev workers gone after $((n / 10)).$((n % 10)) s"
SCANOUT_PREFIX="chrt -f 10" start_scanout /tmp/scanout.log run --scene demo --animate 10 --quit-after 16 --ready-file /tmp/ready --stats
pid=$!
wait $pid; rc=$?
cat /tmp/scanout.log
cat /sys/kernel/debug/dri/0/name 2>/dev/null
exit $rc
