# Fault: SIGTERM during a state save (issue 19). The gallery (an App) saves its state when it is
# terminated: a temporary file, fsync, rename, fsync of the folder (AppStateStore). strace's
# fault injection holds that fsync for 3 s, so the save is caught in the middle:
#   1. `--screen toolbars`, SIGTERM: the saved state is the toolbars screen (the "old" state).
#   2. `--screen toggles`, SIGTERM, fsync held; a second SIGTERM arrives during the save: the
#      save finishes, the run ends with 0, the state is now the toggles screen.
#   3. `--screen buttons`, SIGTERM, fsync held; the file must still hold the toggles state while
#      the new bytes sit in the temporary file; then SIGKILL (an init system's stop timeout, a
#      power cut): the toggles state is intact, byte for byte.
#   4. No --screen: the run starts on the toggles screen (screendump = headless toggles) and its
#      own save clears the temporary file the killed run left behind.
rm -rf /tmp/state /tmp/ready
mkdir -p /tmp/state
state=/tmp/state/gallery.state.json
run_gallery() {  # run_gallery LOG ARGS...: the gallery on the display, state in /tmp/state
    rm -f /tmp/ready
    log=$1; shift
    start_scanout "$log" run --language en --appearance light --mode 1024x768 --no-input \
        --ready-file /tmp/ready --state-folder /tmp/state "$@"
    pid=$!
    wait_for_file /tmp/ready 60 || { cat "$log"; kill $pid; exit 1; }
}
hold_fsync() {  # hold_fsync: strace holds Scanout's next fsync calls 3 s each
    chroot /host strace -q -f -p $pid -e trace=fsync,rename -e inject=fsync:delay_enter=3000000 -o /tmp/strace.log &
    tracer=$!
    # Attached once the kernel names a tracer (strace prints nothing until the first fsync).
    n=0; while [ "$(awk '/^TracerPid:/ {print $2}' /proc/$pid/status)" = 0 ] && [ $n -lt 300 ]; do sleep 0.1; n=$((n + 1)); done
    echo "savefault: strace attached after $((n / 10)).$((n % 10)) s (tracer $(awk '/^TracerPid:/ {print $2}' /proc/$pid/status))"
}
held_save() {  # held_save RUN LOG SCREEN: the gallery on SCREEN, SIGTERM, caught in its held save
    run_gallery "$2" --screen "$3"
    hold_fsync
    kill -TERM $pid
    # The held fsync has begun once the temporary file is written.
    n=0; while ! ls /tmp/state | grep -q '\.tmp-' && [ $n -lt 100 ]; do sleep 0.1; n=$((n + 1)); done
    if ! ls /tmp/state | grep -q '\.tmp-'; then
        echo "savefault: run $1 never began its save"; cat "$2" /tmp/strace.log; ls /tmp/state; kill -9 $pid; exit 1
    fi
    echo "savefault: run $1 saving, files: $(ls /tmp/state | tr '\n' ' ')"
}

run_gallery /tmp/first.log --screen toolbars
kill -TERM $pid; wait $pid; rc=$?
echo "savefault: run 1 rc=$rc state: $(tr -d ' \n' < $state)"
[ $rc -eq 0 ] || { cat /tmp/first.log; exit 1; }

held_save 2 /tmp/second.log toggles
echo "savefault: run 2 state during the save: $(tr -d ' \n' < $state)"
kill -TERM $pid
echo "savefault: run 2 second SIGTERM sent during the save"
wait $pid; rc=$?
wait $tracer 2>/dev/null
echo "savefault: run 2 rc=$rc state: $(tr -d ' \n' < $state) files: $(ls /tmp/state | tr '\n' ' ')"
grep -c 'fsync(' /tmp/strace.log | sed 's/^/savefault: run 2 fsync calls held: /'
cat /tmp/second.log
[ $rc -eq 0 ] || exit 1
cp $state /tmp/before-kill.json

held_save 3 /tmp/third.log buttons
echo "savefault: run 3 new bytes waiting: $(cat /tmp/state/*.tmp-* | tr -d ' \n')"
kill -KILL $pid
wait $pid; rc=$?
wait $tracer 2>/dev/null
echo "savefault: run 3 killed during the save (rc=$rc); files: $(ls /tmp/state | tr '\n' ' ')"
if cmp -s $state /tmp/before-kill.json; then echo "savefault: run 3 old state intact"; else echo "savefault: run 3 state CHANGED: $(cat $state)"; fi

run_gallery /tmp/fourth.log
sleep 0.3
snap restored
kill -TERM $pid; wait $pid; rc=$?
echo "savefault: run 4 rc=$rc state: $(tr -d ' \n' < $state) files: $(ls /tmp/state | tr '\n' ' ')"
cat /tmp/fourth.log
exit $rc
