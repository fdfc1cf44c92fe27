# Fault: page flips delayed 100 ms (issue 19). vkms gives a real 60 Hz vblank; once the demo's
# 8-second animation runs, strace's fault injection holds every ioctl Scanout makes (per frame:
# the atomic commit that queues the flip) for 100 ms before it returns, so a frame's flip
# completes ≥ 100 ms after the previous one: a display that cannot keep up. Scanout must skip
# frames (the kernel's flip sequence numbers jump, counted as missed vblanks) while the animation
# keeps to real time: it still ends 8 s after it started, not 8 s × 60 frames later. The host
# judges from the stats lines (animated_seconds, animated_frames, missed).
rm -f /tmp/ready
n=0; while [ "$(ps | grep udev | grep -vc grep)" -gt 1 ] && [ $n -lt 100 ]; do sleep 0.1; n=$((n + 1)); done
start_scanout /tmp/scanout.log run --scene demo --animate 8 --quit-after 14 --ready-file /tmp/ready --stats
pid=$!
if ! wait_for_file /tmp/ready 60; then cat /tmp/scanout.log; kill $pid; exit 1; fi
chroot /host strace -q -f -p $pid -e trace=ioctl -e inject=ioctl:delay_exit=100000 -o /tmp/strace.log &
tracer=$!
n=0; while [ "$(awk '/^TracerPid:/ {print $2}' /proc/$pid/status)" = 0 ] && [ $n -lt 300 ]; do sleep 0.1; n=$((n + 1)); done
echo "slowflip: strace holds Scanout's ioctls 100 ms from $(cut -d' ' -f1 /proc/uptime) s of uptime"
wait $pid; rc=$?
kill $tracer 2>/dev/null; wait $tracer 2>/dev/null
echo "slowflip: $(grep -c 'ioctl(' /tmp/strace.log) ioctls held (DRM_IOCTL_MODE_ATOMIC: $(grep -c MODE_ATOMIC /tmp/strace.log))"
cat /tmp/scanout.log
exit $rc
