# Fault: out of file descriptors when a fallback font opens (issue 19). The boot splash runs with
# the system's families (Board/vm/boot/fontfault.conf: Inter at start, Noto Sans CJK JP only when
# text first needs it). Once it shows, its open-file limit is lowered (prlimit --pid, the kernel's
# RLIMIT_NOFILE) to its lowest free descriptor while a control connection is held open, so
# opening the CJK face for the Japanese message that connection sends fails with EMFILE. The splash must log the
# failure, keep drawing (a progress update over the same connection reaches the screen), and,
# once the limit is back and the retry interval (1 s) has passed, open the face for the next
# message. A second client while no descriptor is left is answered with an error and closed, and
# the splash does not spin on it. The host checks the log lines and both screendumps against
# headless renderings.
rm -f /tmp/held
start_scanout /tmp/boot.log boot --board "$PKG/Board/vm/board.conf" --theme "$PKG/Board/vm/boot/fontfault.conf" --stats
pid=$!
if ! wait_for_line /tmp/boot.log "first frame at monotonic" 60; then echo "fdlimit: no first frame"; cat /tmp/boot.log; kill $pid; exit 1; fi
wait_for_file /run/scanout/boot.sock 30 || { echo "fdlimit: no control socket"; cat /tmp/boot.log; kill $pid; exit 1; }
sleep 0.5
limit=$(awk '/^Max open files/ {print $4 ":" $5}' /proc/$pid/limits)
# One connection, made first and held open: once it is in, the open-file limit is set to the
# lowest free descriptor, so nothing more can be opened; then it sends its requests.
rm -f /tmp/connected /tmp/go
chroot /host python3 -c '
import os, socket, sys, time
s = socket.socket(socket.AF_UNIX)
s.connect("/run/scanout/boot.sock")
f = s.makefile("rwb")
open("/tmp/connected", "w").close()
while not os.path.exists("/tmp/go"):
    time.sleep(0.1)
for line in sys.argv[1:]:
    f.write((line + "\n").encode()); f.flush()
    print("fdlimit: held connection: %s -> %s" % (line.split()[0], f.readline().decode().strip()), flush=True)
    time.sleep(0.5)
open("/tmp/held", "w").close()
time.sleep(6)
' "message 日本語のフォント" "progress 40" > /tmp/holder.out 2>&1 &
holder=$!
wait_for_file /tmp/connected 30 || echo "fdlimit: the held connection did not connect"
sleep 0.5
free=0; while [ -e /proc/$pid/fd/$free ]; do free=$((free + 1)); done
echo "fdlimit: $(ls /proc/$pid/fd | wc -l) descriptors open with the held connection, lowest free $free, limit $limit"
chroot /host prlimit --pid $pid --nofile=$free:${limit#*:} || { echo "fdlimit: prlimit failed"; kill $pid; exit 1; }
echo "fdlimit: limit now $(awk '/^Max open files/ {print $4 ":" $5}' /proc/$pid/limits)"
touch /tmp/go
wait_for_file /tmp/held 30 || echo "fdlimit: the held connection never got its replies"
# A second client now finds no descriptor left: it must be answered and closed (with the
# server's reserve descriptor), not left queued with the loop waking for it at full CPU.
cpu_before=$(awk '{print $14 + $15}' /proc/$pid/stat)
scanout ctl status > /tmp/refused.out 2>&1
echo "fdlimit: a second client while starved: rc=$? $(cat /tmp/refused.out)"
sleep 2
echo "fdlimit: CPU ticks in the 2 s after it: $(( $(awk '{print $14 + $15}' /proc/$pid/stat) - cpu_before ))"
snap starved
alive=$(kill -0 $pid 2>/dev/null && echo yes || echo no)
wait $holder
cat /tmp/holder.out
chroot /host prlimit --pid $pid --nofile=$limit
echo "fdlimit: limit back to $(awk '/^Max open files/ {print $4 ":" $5}' /proc/$pid/limits)"
sleep 1.2
scanout ctl message "日本語のフォントが開きました" || echo "fdlimit: message refused"
scanout ctl progress 80 || echo "fdlimit: progress refused"
sleep 1
snap recovered
echo "fdlimit: running while starved=$alive, after=$(kill -0 $pid 2>/dev/null && echo yes || echo no)"
kill -TERM $pid; wait $pid; rc=$?
cat /tmp/boot.log
exit $rc
