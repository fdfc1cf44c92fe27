# ask-password on the boot splash (bochs-drm), twice: first typed on the splash's on-screen
# keyboard through a uinput touchscreen (Board/vm/boot-passphrase.touch: taps on its keys at
# 1024x768, checked headless by BootKeyboardTests), then on a uinput keyboard (whose first key
# takes the on-screen keyboard down). `scanout ctl ask-password` prints each passphrase, and no
# log line (the splash's, the client's, the kernel's) contains either. First, the idle splash
# with its spinner turning: the CPU it takes over 5 s (utime + stime from /proc/PID/stat).
secret="Correct-Horse-42"
touched="Tulip-42"
start_scanout /tmp/boot.log boot --board "$PKG/Board/vm/board.conf" --theme "$PKG/Board/vm/boot/spinner.conf" --stats
pid=$!
wait_for_file /run/scanout/boot.sock 60 || { echo "password: no control socket"; cat /tmp/boot.log; kill $pid; exit 1; }
wait_for_line /tmp/boot.log "input: libinput" 60 || { echo "password: no input"; cat /tmp/boot.log; kill $pid; exit 1; }
sleep 2
ticks() { awk '{print $14 + $15}' /proc/$pid/stat; }
t0=$(ticks); u0=$(cut -d' ' -f1 /proc/uptime); sleep 5; t1=$(ticks); u1=$(cut -d' ' -f1 /proc/uptime)
echo "spinner idle: $((t1 - t0)) ticks of CPU in $u0..$u1 s of uptime"
scanout ctl ask-password --prompt "Passphrase for data" > /tmp/touched 2>/tmp/ctl-touch.err &
ctl=$!
sleep 1
snap keyboard
grep -v '^#' "/host$PKG/Board/vm/boot-passphrase.touch" | uinput-touch -s 1024x768 -w 15000 -l /tmp/boot.log -
n=0; while kill -0 $ctl 2>/dev/null && [ $n -lt 300 ]; do sleep 0.1; n=$((n + 1)); done
kill $ctl 2>/dev/null && echo "password: no answer 30 s after the on-screen Done"
wait $ctl; echo "ask-password (on-screen keyboard) rc=$?"
if [ "$(cat /tmp/touched)" = "$touched" ]; then echo "password: the client got the passphrase tapped on the on-screen keyboard"
else echo "password: WRONG answer from the on-screen keyboard ($(wc -c < /tmp/touched) bytes)"; fi
scanout ctl ask-password --prompt "Passphrase for data" > /tmp/answer 2>/tmp/ctl.err &
ctl=$!
sleep 1
snap asking
# The keyboard waits until the splash's log names it ("input: added"), at most 15 s: udevd took
# up to 10 s to pass a new device on under TCG at host load 19 (a fixed 5 s lost the keys).
uinput-keyboard -w 15000 -l /tmp/boot.log "$secret"
n=0; while kill -0 $ctl 2>/dev/null && [ $n -lt 300 ]; do sleep 0.1; n=$((n + 1)); done
kill $ctl 2>/dev/null && echo "password: no answer 30 s after Return"
wait $ctl; echo "ask-password rc=$?"
sleep 0.5
snap answered
if [ "$(cat /tmp/answer)" = "$secret" ]; then echo "password: the client got the passphrase typed"; else echo "password: WRONG answer ($(wc -c < /tmp/answer) bytes)"; fi
kill -TERM $pid; wait $pid; rc=$?
dmesg > /tmp/dmesg.log
if grep -q -e "$secret" -e "$touched" /tmp/boot.log /tmp/ctl.err /tmp/ctl-touch.err /tmp/dmesg.log; then
    echo "password: LEAKED into a log"; rc=1
else
    echo "password: no log line contains it"
fi
echo "log lines checked: $(cat /tmp/boot.log /tmp/ctl.err /tmp/ctl-touch.err /tmp/dmesg.log | wc -l)"
cat /tmp/boot.log
exit $rc
