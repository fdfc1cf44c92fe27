# Kiosk lockdown on a real VT (docs/board-profile.md "Kiosk lockdown"): the VM's board with
# `kiosk = on`. While Scanout runs, magic SysRq is off, no core dump can be written
# (RLIMIT_CORE 0) and VT switching is locked: `chvt 2` asks the kernel for the switch that
# Ctrl+Alt+F2 asks for (VT_ACTIVATE, the same set_console path), and tty1 stays in front with
# Scanout's display kept. After SIGTERM all is as it was: SysRq at its old value, `chvt 2`
# switches again. The host checks the values printed on the `lockdown:` line.
{ cat "/host$PKG/Board/vm/board.conf"; echo "kiosk = on"; } > /tmp/kiosk.conf
echo 438 > /proc/sys/kernel/sysrq   # a value of our own, to see it come back
before=$(cat /proc/sys/kernel/sysrq)
vt_before=$(cat /sys/class/tty/tty0/active)
rm -f /tmp/ready
start_scanout /tmp/scanout.log run --board /tmp/kiosk.conf --scene demo --ready-file /tmp/ready --stats
pid=$!
if ! wait_for_file /tmp/ready 60; then cat /tmp/scanout.log; kill $pid; exit 1; fi
during=$(cat /proc/sys/kernel/sysrq)
core=$(awk '/^Max core file size/ {print $5 "/" $6}' /proc/$pid/limits)
# chvt waits for the switch (VT_WAITACTIVE), which a locked VT never makes: stop it after 2 s.
chvt 2 & chvt_pid=$!
sleep 2
kill $chvt_pid 2>/dev/null; wait $chvt_pid 2>/dev/null
vt_locked=$(cat /sys/class/tty/tty0/active)
released=$(grep -c "display released" /tmp/scanout.log)
alive=$(kill -0 $pid 2>/dev/null && echo yes || echo no)
kill -TERM $pid; wait $pid; rc=$?
after=$(cat /proc/sys/kernel/sysrq)
chvt 2 & chvt_pid=$!
sleep 2
kill $chvt_pid 2>/dev/null; wait $chvt_pid 2>/dev/null
vt_unlocked=$(cat /sys/class/tty/tty0/active)
chvt 1
grep -i "kiosk lockdown" /tmp/scanout.log
echo "lockdown: sysrq_before=$before sysrq_during=$during sysrq_after=$after core_limit=$core vt_before=$vt_before" \
    "vt_after_chvt_locked=$vt_locked display_released=$released running=$alive vt_after_chvt_unlocked=$vt_unlocked"
exit $rc
