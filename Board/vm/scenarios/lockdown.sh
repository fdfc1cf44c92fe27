# Kiosk lockdown on a real VT (docs/board-profile.md "Kiosk lockdown"): the VM's board with
# `kiosk = on`. While Scanout runs, magic SysRq is off, no core dump can be written
# (RLIMIT_CORE 0) and VT switching is locked: `chvt 2` asks the kernel for the switch that
# Ctrl+Alt+F2 asks for (VT_ACTIVATE, the same set_console path), and tty1 stays in front with
# Scanout's display kept. After SIGTERM all is as it was: SysRq at its old value, `chvt 2`
# switches again. Then the same with a real keyboard (Board/vm/uinput-keyboard.c): a shell reads
# tty2; while Scanout runs, Ctrl+Alt+F2, Alt+SysRq+H and a typed `touch /tmp/pwned` + Return
# change nothing (tty1 stays in front, no SysRq line in the kernel log, the shell never runs the
# command); after Scanout exits the same keys switch to tty2, print SysRq's help, and the shell
# runs `touch /tmp/reached`. The host checks the values printed on the `lockdown:` and `keys:` lines.
{ cat "/host$PKG/Board/vm/board.conf"; echo "kiosk = on"; } > /tmp/kiosk.conf
echo 438 > /proc/sys/kernel/sysrq   # a value of our own, to see it come back
before=$(cat /proc/sys/kernel/sysrq)
vt_before=$(cat /sys/class/tty/tty0/active)
rm -f /tmp/ready /tmp/pwned /tmp/reached
# A shell on tty2: whatever reaches that terminal runs.
setsid sh -c 'exec sh </dev/tty2 >/dev/tty2 2>&1' &
shell=$!
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
# The keyboard, while locked: the chords, then a command for the shell on tty2.
sysrq_lines=$(dmesg | grep -c sysrq)
uinput-keyboard -c ctrl+alt+f2 -c alt+sysrq+h -c ctrl+alt+f2 "touch /tmp/pwned"
sleep 1
keys_vt_locked=$(cat /sys/class/tty/tty0/active)
keys_sysrq_locked=$(( $(dmesg | grep -c sysrq) - sysrq_lines ))
keys_shell_locked=$([ -e /tmp/pwned ] && echo ran || echo no)
released=$(grep -c "display released" /tmp/scanout.log)
alive=$(kill -0 $pid 2>/dev/null && echo yes || echo no)
kill -TERM $pid; wait $pid; rc=$?
after=$(cat /proc/sys/kernel/sysrq)
chvt 2 & chvt_pid=$!
sleep 2
kill $chvt_pid 2>/dev/null; wait $chvt_pid 2>/dev/null
vt_unlocked=$(cat /sys/class/tty/tty0/active)
chvt 1
sleep 0.5
# The same keyboard, unlocked: SysRq's help in the kernel log, the switch to tty2, the command run.
sysrq_lines=$(dmesg | grep -c sysrq)
uinput-keyboard -c alt+sysrq+h -c ctrl+alt+f2 "touch /tmp/reached"
sleep 1
keys_vt_unlocked=$(cat /sys/class/tty/tty0/active)
keys_sysrq_unlocked=$(( $(dmesg | grep -c sysrq) - sysrq_lines ))
dmesg | grep sysrq | tail -1 | cut -c1-100 | sed 's/^/dmesg: /'
keys_shell_unlocked=$([ -e /tmp/reached ] && echo ran || echo no)
chvt 1
kill $shell 2>/dev/null
grep -i "kiosk lockdown" /tmp/scanout.log
echo "lockdown: sysrq_before=$before sysrq_during=$during sysrq_after=$after core_limit=$core vt_before=$vt_before" \
    "vt_after_chvt_locked=$vt_locked display_released=$released running=$alive vt_after_chvt_unlocked=$vt_unlocked"
echo "keys: vt_locked=$keys_vt_locked sysrq_lines_locked=$keys_sysrq_locked shell_locked=$keys_shell_locked" \
    "vt_unlocked=$keys_vt_unlocked sysrq_lines_unlocked=$keys_sysrq_unlocked shell_unlocked=$keys_shell_unlocked"
exit $rc
