# Diagnostics, not part of the suite (scripts/vm/start-probe; docs/vm-suite.md, "First frame from
# exec"): where a start's time goes in the guest. STARTPROBE_FLOOR=1 first runs the floors (a C
# and a Swift hello world, Board/vm/floor, built into $STARTPROBE_TOOLS: exec to main); then
# `scanout boot --headless` three times with its step breakdown (execstart passes the time just
# before the exec) and the demo on the display three times; STARTPROBE_STRACE=1 adds one demo
# start under strace (syscalls with their times, to see where the gaps are).
if [ "${STARTPROBE_FLOOR:-0}" = 1 ]; then
    for b in c-hello swift-hello swift-hello c-hello; do echo "startprobe: $(chroot /host "$STARTPROBE_TOOLS/$b")"; done
fi
echo "startprobe: font index ${SCANOUT_FONT_INDEX:-none}: $(chroot /host ls -l /run/scanout-state/fonts.index 2>&1)"
for i in 1 2 3; do
    echo "startprobe: boot headless $i: $(chroot /host "$STARTPROBE_TOOLS/execstart" "$BIN" boot --headless --screenshot /tmp/boot.png 2>&1 | grep -E 'first-frame|index' | tr '\n' ' ')"
done
for i in 1 2 3; do
    rm -f /tmp/ready
    start_scanout /tmp/scanout.log run --scene demo --mode 1024x768 --ready-file /tmp/ready --stats
    pid=$!
    wait_for_file /tmp/ready 60 || { cat /tmp/scanout.log; exit 1; }
    sleep 0.3
    kill -TERM $pid; wait $pid
    echo "startprobe: run $i: $(grep -o 'first_frame_ms_since_exec=[^ ]* first_frame_ms_since_main=[^ ]* ([^)]*)' /tmp/scanout.log) $(grep -i 'index\|devices opened' /tmp/scanout.log | head -2 | tr '\n' ' ')"
done
if [ "${STARTPROBE_STRACE:-0}" = 1 ]; then
    rm -f /tmp/ready
    chroot /host strace -f -tt -e trace=openat,execve,ioctl,connect,socket,write,clone3 -o /tmp/st.txt "$BIN" run --scene demo --mode 1024x768 --ready-file /tmp/ready --stats > /tmp/scanout.log 2>&1 &
    spid=$!
    wait_for_file /tmp/ready 90; sleep 0.5; kill -TERM $(pidof scanout) 2>/dev/null; wait $spid
    grep -v ENOENT /tmp/st.txt | grep -v "O_PATH" | grep -v "\.so" | awk '{ $1=""; print }' | cut -c1-140 | sed 's/^/startprobe: st: /' | head -120
fi
