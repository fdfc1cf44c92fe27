# Fault: DRM master taken away during a flip (issue 19). On vkms (a real 60 Hz vblank) the demo
# animates for 8 s, so a page flip is queued nearly all the time; 2 s in, a VT switch (chvt 2)
# takes the display away while flips are in flight: Scanout drops master with a flip pending, and
# that flip's event arrives after. 1.5 s later chvt 1 gives it back. Scanout must draw again
# (the animation goes on to its end on real time, its last frame 8 s after its first), with no
# frame refused and no flip left stuck. The host judges from the log and the stats lines.
rm -f /tmp/ready
n=0; while [ "$(ps | grep udev | grep -vc grep)" -gt 1 ] && [ $n -lt 100 ]; do sleep 0.1; n=$((n + 1)); done
start_scanout /tmp/scanout.log run --scene demo --animate 8 --quit-after 12 --ready-file /tmp/ready --stats
pid=$!
if ! wait_for_file /tmp/ready 60; then cat /tmp/scanout.log; kill $pid; exit 1; fi
sleep 2
chvt 2
if ! wait_for_line /tmp/scanout.log "display released" 10; then echo "masterflip: no VT release"; cat /tmp/scanout.log; kill $pid; exit 1; fi
echo "masterflip: released at $(cut -d' ' -f1 /proc/uptime) s of uptime"
sleep 1.5
chvt 1
if ! wait_for_line /tmp/scanout.log "display regained" 10; then echo "masterflip: Scanout did not regain the display"; cat /tmp/scanout.log; kill $pid; exit 1; fi
echo "masterflip: regained at $(cut -d' ' -f1 /proc/uptime) s of uptime"
wait $pid; rc=$?
cat /tmp/scanout.log
exit $rc
