# Fault: the touchscreen unplugged mid-gesture. A finger goes down on switch 0 of the demo scene
# and moves a little; the uinput device is destroyed with the finger still down. The gesture must
# cancel: the switch does not toggle and nothing stays highlighted (the screendump equals the
# reference), Scanout keeps running, and a new touchscreen's tap on the same switch toggles it
# (no finger or recognizer was left stuck).
rm -f /tmp/ready
start_scanout /tmp/scanout.log run --scene demo --mode 1024x768 --ready-file /tmp/ready --stats --log-events
pid=$!
if ! wait_for_file /tmp/ready 60; then cat /tmp/scanout.log; kill $pid; exit 1; fi
snap before
uinput-touch -s 1024x768 -w 15000 -l /tmp/scanout.log down 738 86 sleep 200 move 741 88 sleep 200 unplug
sleep 1.5
kill -0 $pid || { echo "unplug: Scanout died"; cat /tmp/scanout.log; exit 1; }
snap unplugged
if grep -q "tap: switch 0" /tmp/scanout.log; then echo "unplug: the cancelled touch toggled the switch"; cat /tmp/scanout.log; kill $pid; exit 1; fi
uinput-touch -s 1024x768 -w 15000 -l /tmp/scanout.log tap 738 86
if ! wait_for_line /tmp/scanout.log "tap: switch 0" 20; then echo "unplug: a new device's tap was not recognised"; cat /tmp/scanout.log; kill $pid; exit 1; fi
sleep 0.5
snap retapped
kill -TERM $pid; wait $pid; rc=$?
cat /tmp/scanout.log
exit $rc
