# Fault: out of file descriptors when a fallback font opens (issue 19). The boot splash runs with
# the system's families (Board/vm/boot/fontfault.conf: Inter at start, Noto Sans CJK JP only when
# text first needs it). Once it shows, its open-file limit is lowered (prlimit --pid, the kernel's
# RLIMIT_NOFILE) to one above its lowest free descriptor: a held control connection takes that
# one, so opening the CJK face for a Japanese message fails with EMFILE. The splash must log the
# failure, keep drawing (a progress update over the same connection reaches the screen), and,
# once the limit is back and the retry interval (1 s) has passed, open the face for the next
# message. The host checks the log lines and both screendumps against headless renderings.
rm -f /tmp/held
start_scanout /tmp/boot.log boot --board "$PKG/Board/vm/board.conf" --theme "$PKG/Board/vm/boot/fontfault.conf" --stats
pid=$!
if ! wait_for_line /tmp/boot.log "first frame at monotonic" 60; then echo "fdlimit: no first frame"; cat /tmp/boot.log; kill $pid; exit 1; fi
wait_for_file /run/scanout/boot.sock 30 || { echo "fdlimit: no control socket"; cat /tmp/boot.log; kill $pid; exit 1; }
sleep 0.5
limit=$(awk '/^Max open files/ {print $4 ":" $5}' /proc/$pid/limits)
free=0; while [ -e /proc/$pid/fd/$free ]; do free=$((free + 1)); done
echo "fdlimit: $(ls /proc/$pid/fd | wc -l) descriptors open, lowest free $free, limit $limit"
chroot /host prlimit --pid $pid --nofile=$((free + 1)):${limit#*:} || { echo "fdlimit: prlimit failed"; kill $pid; exit 1; }
echo "fdlimit: limit now $(awk '/^Max open files/ {print $4 ":" $5}' /proc/$pid/limits)"
# One connection, held open for 4 s: it takes the last descriptor the limit leaves.
chroot /host python3 -c '
import socket, sys, time
s = socket.socket(socket.AF_UNIX)
s.connect("/run/scanout/boot.sock")
f = s.makefile("rwb")
for line in sys.argv[1:]:
    f.write((line + "\n").encode()); f.flush()
    print("fdlimit: held connection: %s -> %s" % (line.split()[0], f.readline().decode().strip()), flush=True)
    time.sleep(0.5)
open("/tmp/held", "w").close()
time.sleep(4)
' "message 日本語のフォント" "progress 40" > /tmp/holder.out 2>&1 &
holder=$!
wait_for_file /tmp/held 30 || echo "fdlimit: the held connection never got its replies"
sleep 1
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
