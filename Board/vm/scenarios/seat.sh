# Scanout as an unprivileged user under seatd (docs/display.md, "Seat management"): seatd runs as
# root with its socket for the group nogroup; Scanout runs as nobody (uid/gid 65534, no other
# group: /dev/dri/card0 and /dev/input/* are closed to it) and gets the DRM card and the input
# devices from seatd through libseat. The screendump equals the headless demo; a VT switch away
# goes through the seat (disable, acknowledged, display released) and back (enable, full repaint).
grep -q '^nogroup:' /etc/group || echo 'nogroup:x:65534:' >> /etc/group
seatd -g nogroup -l info > /tmp/seatd.log 2>&1 &
seatd=$!
wait_for_file /run/seatd.sock 30 || { echo "seat: seatd made no socket"; cat /tmp/seatd.log; exit 1; }
ls -l /run/seatd.sock /dev/dri/card0
# A keyboard for libinput to open through the seat: it exists for 20 s, then types one key.
uinput-keyboard -w 20000 a > /tmp/keyboard.log 2>&1 &
kbd=$!
udevadm settle -t 10
rm -f /tmp/ready
SCANOUT_PREFIX="/usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups" \
    start_scanout /tmp/scanout.log run --scene demo --mode 1024x768 --ready-file /tmp/ready --stats
pid=$!
if ! wait_for_file /tmp/ready 60; then echo "seat: no first frame"; cat /tmp/scanout.log /tmp/seatd.log; kill $pid; exit 1; fi
wait_for_line /tmp/scanout.log "input: libinput" 30 || echo "seat: no input line"
echo "seat: scanout runs as $(awk '/^Uid:|^Gid:|^Groups:/ {printf "%s %s ", $1, $2}' /proc/$pid/status)"
sleep 0.3
snap demo
chvt 2
wait_for_line /tmp/scanout.log "seat disabled" 20 || echo "seat: no seat disable on the VT switch"
chvt 1
wait_for_line /tmp/scanout.log "seat enabled again" 20 || echo "seat: no seat enable on the VT switch back"
sleep 1
snap regained
kill -TERM $pid; wait $pid; rc=$?
kill $kbd 2>/dev/null
kill $seatd; wait $seatd 2>/dev/null
cat /tmp/scanout.log
echo "seatd log:"; cat /tmp/seatd.log
exit $rc
