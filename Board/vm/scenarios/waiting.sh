# No display at start (no GPU in the VM): with the board's `no-display = wait`, Scanout keeps
# running and waits; when a display appears (vkms loaded), it takes it and shows the scene.
rm -f /tmp/ready
ls /dev/dri 2>/dev/null && echo "waiting: unexpected DRM device"
start_scanout /tmp/scanout.log run --board "$PKG/Board/vm/board.conf" --ready-file /tmp/ready --stats
pid=$!
if ! wait_for_line /tmp/scanout.log "waiting for a display" 60; then echo "waiting: no wait message"; cat /tmp/scanout.log; kill $pid; exit 1; fi
sleep 1
kill -0 $pid || { echo "waiting: Scanout exited without a display"; cat /tmp/scanout.log; exit 1; }
modprobe vkms
if ! wait_for_file /tmp/ready 30; then echo "waiting: the new display was not used"; cat /tmp/scanout.log; kill $pid; exit 1; fi
kill -TERM $pid; wait $pid; rc=$?
cat /tmp/scanout.log
exit $rc
