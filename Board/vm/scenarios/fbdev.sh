# The fbdev fallback: the demo scene through /dev/fb0 (the DRM driver's fbdev emulation here);
# the host compares the screendump with the headless rendering.
rm -f /tmp/ready
start_scanout /tmp/scanout.log run --scene demo --fbdev /dev/fb0 --ready-file /tmp/ready --stats
pid=$!
if ! wait_for_file /tmp/ready 60; then cat /tmp/scanout.log; kill $pid; exit 1; fi
sleep 0.3
snap fbdev
kill -TERM $pid; wait $pid; rc=$?
cat /tmp/scanout.log
exit $rc
