# Where the idle boot splash's CPU goes (docs/boot.md, "Idle with the spinner"): `scanout boot`
# with the spinner on bochs-drm, its idle CPU over 5 s twice (utime + stime, 100 Hz ticks), then
# the host's `perf` (cpu-clock samples with call graphs, 8 s) and `strace -c` (5 s) attached to it
# through `chroot /host`, their reports printed. By name only: a profile, not a pass/fail figure.
start_scanout /tmp/boot.log boot --board "$PKG/Board/vm/board.conf" --theme "$PKG/Board/vm/boot/spinner.conf"
pid=$!
wait_for_file /run/scanout/boot.sock 60 || { echo "profile: no control socket"; cat /tmp/boot.log; kill $pid; exit 1; }
wait_for_line /tmp/boot.log "input: libinput" 60 || { echo "profile: no input"; cat /tmp/boot.log; kill $pid; exit 1; }
sleep 3
ticks() { awk '{print $14 + $15}' /proc/$pid/stat; }
for i in 1 2; do
    t0=$(ticks); u0=$(cut -d' ' -f1 /proc/uptime); sleep 5; t1=$(ticks); u1=$(cut -d' ' -f1 /proc/uptime)
    echo "profile: idle: $((t1 - t0)) ticks of CPU in $u0..$u1 s of uptime"
done
# /run is the guest's own (the binary's folder may be a read-only share under /host/tmp).
chroot /host perf record -e cpu-clock -F 2000 -g -p $pid -o /run/perf.data -- sleep 8 2>&1 | tail -1 | sed 's/^/profile: /'
chroot /host perf report -i /run/perf.data --stdio --children --sort symbol -g none 2>/dev/null | grep -v '^$' | head -80 |
    sed 's/^/perf-children: /'
chroot /host perf report -i /run/perf.data --stdio --no-children --sort dso,symbol -g none 2>/dev/null | grep -v '^$' | head -50 |
    sed 's/^/perf-self: /'
chroot /host strace -c -f -p $pid -o /run/strace.txt & st=$!
sleep 5; kill $st; wait $st 2>/dev/null; sed 's/^/strace: /' /run/strace.txt
scanout ctl quit; wait $pid
cat /tmp/boot.log
exit 0
