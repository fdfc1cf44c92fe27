# A change made by a timer, with no input at all, reaches a real display: the gallery starts on
# its toggles screen and a host timer (app code) shows the toolbars screen 4 s after the first
# frame. Nothing touches the screen (--no-input). Both screendumps must equal the headless
# screenshots.
rm -f /tmp/ready
start_scanout /tmp/scanout.log run --screen toggles --language en --appearance light --mode 1024x768 --ready-file /tmp/ready --stats --no-input --then toolbars --after 4
pid=$!
if ! wait_for_file /tmp/ready 60; then cat /tmp/scanout.log; kill $pid; exit 1; fi
snap toggles
sleep 7
snap toolbars
kill -TERM $pid; wait $pid; rc=$?
cat /tmp/scanout.log
exit $rc
