# The screen reader on a board (`screen-reader = on`) speaking through ALSA on an emulated Intel HD
# Audio card (the host writes what the guest plays to a WAV file): the demo scene's first element
# is spoken when the reader starts, and a one-finger flick right from a uinput touchscreen speaks
# the next. The host finds the two utterances in the file, and compares the words the reader was
# asked to say (`--speech-log`, printed below as `reader said:` lines) with a headless run of the
# same touches (Tests/DemoTests/Goldens/Spoken/vm-reader.txt; scripts/vm/suite, check_reader).
for control in Master PCM; do chroot /host amixer -q -c 0 sset "$control" 100% unmute 2>/dev/null; done
{ cat "/host$PKG/Board/vm/board.conf"; echo "screen-reader = on"; } > /tmp/reader.conf
start_scanout /tmp/reader.log run --board /tmp/reader.conf --scene demo --quit-after 40 --speech-log /tmp/reader-said.txt
pid=$!
wait_for_line /tmp/reader.log "screen reader on" 60 || { echo "reader: not started"; cat /tmp/reader.log; kill $pid; exit 1; }
wait_for_line /tmp/reader.log "input: libinput" 60 || { echo "reader: no input"; cat /tmp/reader.log; kill $pid; exit 1; }
sleep 5  # the first element is said
echo "reader: flick right"
printf 'swipe 300 600 700 600 1\n' | uinput-touch -s 1024x768 -w 4000 -l /tmp/reader.log -
sleep 5  # the next element is said
kill -TERM $pid; wait $pid; rc=$?
cat /tmp/reader.log
sed 's/^/reader said: /' /tmp/reader-said.txt
exit $rc
