# Scenario 2 (vkms, a real 60 Hz vblank): 10 s of animation paced by flip events with no missed
# vblank, then idle: no frames and no wake-ups until the run ends.
rm -f /tmp/ready
SCANOUT_PREFIX="chrt -f 10" start_scanout /tmp/scanout.log run --animate 10 --quit-after 16 --ready-file /tmp/ready --stats
pid=$!
wait $pid; rc=$?
cat /tmp/scanout.log
cat /sys/kernel/debug/dri/0/name 2>/dev/null
exit $rc
