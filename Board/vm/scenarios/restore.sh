# An app's state survives SIGTERM on a real display: the gallery (an App) starts on its buttons
# screen with an empty state folder; a uinput tap on the switcher's "Toolbars" item (its third,
# x from toolbars_x in Board/vm/init, y 746 at 1024×768) shows the toolbars screen; SIGTERM ends
# the run (will-terminate, state saved atomically). Started again with the same folder and no
# --screen, it shows the toolbars screen at once; that screendump must equal the headless one.
rm -rf /tmp/ready /tmp/state
mkdir -p /tmp/state
start_scanout /tmp/first.log run --language en --appearance light --mode 1024x768 --ready-file /tmp/ready --state-folder /tmp/state
pid=$!
if ! wait_for_file /tmp/ready 60; then cat /tmp/first.log; kill $pid; exit 1; fi
uinput-touch -s 1024x768 -w 15000 -l /tmp/first.log tap $(toolbars_x) 746
sleep 1.5
kill -TERM $pid; wait $pid; rc=$?
cat /tmp/first.log
echo "first run rc=$rc"
[ $rc -eq 0 ] || exit $rc
echo "state files: $(ls /tmp/state)"
echo "saved state: $(tr -d ' \n' < /tmp/state/gallery.state.json)"
rm -f /tmp/ready
start_scanout /tmp/second.log run --language en --appearance light --mode 1024x768 --ready-file /tmp/ready --state-folder /tmp/state --no-input
pid=$!
if ! wait_for_file /tmp/ready 60; then cat /tmp/second.log; kill $pid; exit 1; fi
sleep 0.3
snap restored
kill -TERM $pid; wait $pid; rc=$?
cat /tmp/second.log
exit $rc
