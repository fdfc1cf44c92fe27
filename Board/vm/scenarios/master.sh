# Scenario 5: another DRM client takes the display and gives it back. A VT switch (chvt) makes
# Scanout release DRM master; modetest then becomes master and draws its pattern; after it exits
# and the VT switches back, Scanout regains the display and repaints everything.
rm -f /tmp/ready
start_scanout /tmp/scanout.log run --scene demo --mode 1024x768 --ready-file /tmp/ready --stats
pid=$!
if ! wait_for_file /tmp/ready 60; then cat /tmp/scanout.log; kill $pid; exit 1; fi
driver=$(cut -d' ' -f1 /sys/kernel/debug/dri/0/name)
chvt 2
if ! wait_for_line /tmp/scanout.log "display released" 20; then echo "master: no VT release"; cat /tmp/scanout.log; kill $pid; exit 1; fi
connector=$(chroot /host modetest -M "$driver" -c 2>/dev/null | awk '$3 == "connected" {print $1; exit}')
echo "master: modetest on $driver connector $connector"
(sleep 4) | chroot /host modetest -M "$driver" -s "$connector:1024x768" > /tmp/modetest.log 2>&1 &
mt=$!
n=0; while ! grep -q "allocated by = modetest" /sys/kernel/debug/dri/0/state 2>/dev/null && [ $n -lt 100 ]; do sleep 0.1; n=$((n + 1)); done
sleep 0.3
snap taken
wait $mt
chvt 1
if ! wait_for_line /tmp/scanout.log "display regained" 20; then echo "master: Scanout did not regain the display"; cat /tmp/scanout.log; kill $pid; exit 1; fi
sleep 1
snap regained
kill -TERM $pid; wait $pid; rc=$?
cat /tmp/scanout.log
exit $rc
