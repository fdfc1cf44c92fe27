# Scenario 3: a uinput multitouch screen in the guest. A scripted tap on the first switch goes
# through udevd, the real libinput and the gesture recognizers and toggles it (screendumps
# before/after); a two-finger pinch below the list is recognised.
rm -f /tmp/ready
start_scanout /tmp/scanout.log run --scene demo --mode 1024x768 --ready-file /tmp/ready --stats --log-events
pid=$!
if ! wait_for_file /tmp/ready 60; then cat /tmp/scanout.log; kill $pid; exit 1; fi
snap before
# The switch in row 0 is at (713, 70.5) 51x31 points at scale 1; tap its middle.
uinput-touch -s 1024x768 -w 15000 -l /tmp/scanout.log tap 738 86 sleep 300 pinch 400 560 600 200
if ! wait_for_line /tmp/scanout.log "tap: switch 0" 20; then echo "touch: no tap recognised"; cat /tmp/scanout.log; kill $pid; exit 1; fi
sleep 0.5
snap after
if ! wait_for_line /tmp/scanout.log "pinch: ended" 10; then echo "touch: no pinch recognised"; cat /tmp/scanout.log; kill $pid; exit 1; fi
kill -TERM $pid; wait $pid; rc=$?
cat /tmp/scanout.log
exit $rc
