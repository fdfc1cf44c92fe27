# Scenario 1 (bochs-drm / virtio-gpu): the demo scene on the real display; the host compares the
# screendump with the headless rendering of the same scene. SCANOUT_ARGS adds options (--legacy,
# --rotation 90) for the variants of the same check.
scanout displays
rm -f /tmp/ready
start_scanout /tmp/scanout.log run --scene demo --mode 1024x768 --ready-file /tmp/ready --stats $SCANOUT_ARGS
pid=$!
if ! wait_for_file /tmp/ready 60; then cat /tmp/scanout.log; kill $pid; exit 1; fi
sleep 0.3
snap demo
kill -TERM $pid; wait $pid; rc=$?
cat /tmp/scanout.log
exit $rc
