# The gallery app on a real kernel: it starts on its toggles screen; a finger on a uinput
# touchscreen taps the switcher's "Toolbars" item (its third; x from toolbars_x in Board/vm/init,
# y = 768 − 44 / 2 = 746 at 1024×768, scale
# 1) and the toolbars screen appears. Both screendumps must equal the headless screenshots.
rm -f /tmp/ready
start_scanout /tmp/scanout.log run --screen toggles --language en --appearance light --mode 1024x768 --ready-file /tmp/ready --stats --log-events
pid=$!
if ! wait_for_file /tmp/ready 60; then cat /tmp/scanout.log; kill $pid; exit 1; fi
snap toggles
uinput-touch -s 1024x768 -w 15000 -l /tmp/scanout.log tap $(toolbars_x) 746
sleep 1.5
snap toolbars
kill -TERM $pid; wait $pid; rc=$?
cat /tmp/scanout.log
exit $rc
