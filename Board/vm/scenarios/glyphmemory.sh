# Fault: out of memory for a glyph cache fill (issue 19). The boot splash's message line is set at
# 2,000 points (Board/vm/boot/hugetext.conf): a "W" is a fill of megabytes.
#
# Part 1, a memory cgroup (cgroup v2): the splash starts inside a group whose memory.max is what
# it uses once drawn plus 1 MiB, then a "W" is asked for. This shows what the kernel does with
# a fill past a container's limit, then with a limit of 8 MiB that reclaim cannot meet (the
# figures are printed; the host reports them).
# Part 2, an address-space limit (prlimit --pid --as, the kernel's RLIMIT_AS): once the splash
# shows, its limit is set 1 MiB above its size, so the fill's allocation itself fails inside the
# process, the path a fill past the memory left takes. The splash must log it, draw the screen
# without the glyph, keep drawing (a progress update reaches the screen), and draw the glyph once
# the limit is lifted. The host checks the log lines and the screendumps.
# The paths stay quoted wherever they are passed: a clone's folder may hold spaces.
board="$PKG/Board/vm/board.conf"
theme="$PKG/Board/vm/boot/hugetext.conf"

# Part 1.
mount -t cgroup2 cgroup2 /sys/fs/cgroup 2>/dev/null
echo "+memory" > /sys/fs/cgroup/cgroup.subtree_control
mkdir -p /sys/fs/cgroup/splash
sh -c 'echo $$ > /sys/fs/cgroup/splash/cgroup.procs && exec chroot /host "$@"' sh "$BIN" boot --board "$board" \
    --theme "$theme" --stats > /tmp/cgroup.log 2>&1 &
pid=$!
if wait_for_line /tmp/cgroup.log "first frame at monotonic" 60 && wait_for_file /run/scanout/boot.sock 30; then
    sleep 0.5
    current=$(cat /sys/fs/cgroup/splash/memory.current)
    echo $((current + 1048576)) > /sys/fs/cgroup/splash/memory.max
    echo "glyphmemory: cgroup: memory.current $current, memory.max $(cat /sys/fs/cgroup/splash/memory.max)"
    scanout ctl message W > /tmp/cgroup-ctl.out 2>&1; echo "glyphmemory: cgroup: message rc=$? $(cat /tmp/cgroup-ctl.out)"
    sleep 1.5
    scanout ctl progress 40 > /tmp/cgroup-ctl.out 2>&1; echo "glyphmemory: cgroup: progress rc=$? $(cat /tmp/cgroup-ctl.out)"
    sleep 0.5
    echo "glyphmemory: cgroup: running=$(kill -0 $pid 2>/dev/null && echo yes || echo no)" \
        "peak=$(cat /sys/fs/cgroup/splash/memory.peak 2>/dev/null || echo ?)" \
        "events: $(tr '\n' ' ' < /sys/fs/cgroup/splash/memory.events)"
    echo "glyphmemory: cgroup: out-of-memory lines: $(grep -c 'out of memory filling' /tmp/cgroup.log)"
    # A limit reclaim cannot meet (8 MiB, below the splash's own anonymous memory; no swap), then a
    # glyph it has not drawn: what the kernel does then.
    echo 8388608 > /sys/fs/cgroup/splash/memory.max
    scanout ctl message WM > /tmp/cgroup-ctl.out 2>&1; echo "glyphmemory: cgroup-8MiB: message rc=$? $(cat /tmp/cgroup-ctl.out)"
    sleep 1.5
    echo "glyphmemory: cgroup-8MiB: running=$(kill -0 $pid 2>/dev/null && echo yes || echo no)" \
        "events: $(tr '\n' ' ' < /sys/fs/cgroup/splash/memory.events)"
else
    echo "glyphmemory: cgroup: the splash did not start"; cat /tmp/cgroup.log
fi
kill -TERM $pid 2>/dev/null; wait $pid; echo "glyphmemory: cgroup: exit status $?"
rm -f /run/scanout/boot.sock

# Part 2.
start_scanout /tmp/boot.log boot --board "$board" --theme "$theme" --stats
pid=$!
if ! wait_for_line /tmp/boot.log "first frame at monotonic" 60; then echo "glyphmemory: no first frame"; cat /tmp/boot.log; kill $pid; exit 1; fi
wait_for_file /run/scanout/boot.sock 30 || { echo "glyphmemory: no control socket"; cat /tmp/boot.log; kill $pid; exit 1; }
sleep 0.5
size=$(awk '/^VmSize:/ {print $2}' /proc/$pid/status)
limit=$(awk '/^Max address space/ {print $4 ":" $5}' /proc/$pid/limits)
chroot /host prlimit --pid $pid --as=$((size * 1024 + 1048576)) || { echo "glyphmemory: prlimit failed"; kill $pid; exit 1; }
echo "glyphmemory: VmSize ${size} kB, address-space limit now $(awk '/^Max address space/ {print $4}' /proc/$pid/limits) (was $limit)"
scanout ctl message W || echo "glyphmemory: message refused"
sleep 1
scanout ctl progress 40 || echo "glyphmemory: progress refused"
sleep 1
snap starved
alive=$(kill -0 $pid 2>/dev/null && echo yes || echo no)
chroot /host prlimit --pid $pid --as=$limit
echo "glyphmemory: address-space limit back to $(awk '/^Max address space/ {print $4}' /proc/$pid/limits)"
scanout ctl message "" && sleep 0.5 && scanout ctl message W && scanout ctl progress 80 || echo "glyphmemory: requests refused"
sleep 1.5
snap recovered
echo "glyphmemory: running while starved=$alive, after=$(kill -0 $pid 2>/dev/null && echo yes || echo no)"
kill -TERM $pid; wait $pid; rc=$?
cat /tmp/boot.log
exit $rc
