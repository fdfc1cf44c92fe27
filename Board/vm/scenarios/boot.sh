# The boot splash (docs/boot.md) on bochs-drm loaded late: the splash starts with no DRM device,
# says it waits, and takes the card when `modprobe bochs` creates it; the control socket's
# progress and message change the screen as the headless rendering does; an unauthorised client
# and a malformed message are answered with errors while the splash runs on; then
# `quit --handover gallery` puts the gallery on the same buffers, and every screendump taken
# during the handover is the splash or the gallery, never an empty frame.
ls /dev/dri 2>/dev/null && echo "boot: unexpected DRM device before modprobe"
# The gallery opens on its toggles screen: the buttons screen's activity spinners turn, so no
# headless reference could match their phase.
start_scanout /tmp/boot.log boot --board "$PKG/Board/vm/board.conf" --theme "$PKG/Board/vm/boot/boot.conf" --stats \
    --gallery-screen toggles
pid=$!
if ! wait_for_line /tmp/boot.log "waiting for a display" 60; then echo "boot: no wait message"; cat /tmp/boot.log; kill $pid; exit 1; fi
wait_for_file /run/scanout/boot.sock 30 || { echo "boot: no control socket"; cat /tmp/boot.log; kill $pid; exit 1; }
ls -l /run/scanout/boot.sock
note "splash waiting with no DRM device; loading bochs now"
modprobe bochs
if ! wait_for_line /tmp/boot.log "first frame at monotonic" 60; then echo "boot: no first frame"; cat /tmp/boot.log; kill $pid; exit 1; fi
dmesg | grep -m1 "Initialized bochs-drm" | sed 's/^/dmesg: /'
sleep 0.5
snap splash
scanout ctl progress 42 || { echo "boot: progress refused"; kill $pid; exit 1; }
scanout ctl message "Checking file systems…" || { echo "boot: message refused"; kill $pid; exit 1; }
sleep 0.5
snap progress
echo "status:"; scanout ctl status
# An unauthorised client: uid nobody allowed through the file's permissions (CAP_DAC_OVERRIDE),
# so the splash's own credential check (SO_PEERCRED) is what refuses it.
chroot /host /usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups --inh-caps=+dac_override --ambient-caps=+dac_override \
    "$BIN" ctl status > /tmp/unauth.out 2>&1
echo "unauthorised rc=$? $(cat /tmp/unauth.out)"
# Without the capability the socket's mode 0600 refuses it first.
chroot /host /usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups "$BIN" ctl status > /tmp/nobody.out 2>&1
echo "nobody rc=$? $(cat /tmp/nobody.out)"
scanout ctl send "frobnicate now" > /tmp/malformed.out 2>&1
echo "malformed rc=$? $(cat /tmp/malformed.out)"
scanout ctl send "message $(head -c 6000 /dev/zero | tr '\0' x)" > /tmp/long.out 2>&1
echo "oversized rc=$? $(cat /tmp/long.out)"
kill -0 $pid && echo "boot: still running after the bad requests"
scanout ctl status | grep -q "state=running" && echo "boot: status still answered"
sleep 0.3
snap after-errors
# The handover: screendumps as fast as the harness takes them, from the request until the app's
# first frame is on screen (at most 40).
scanout ctl quit --handover gallery &
ctl=$!
n=0
while [ $n -lt 40 ] && ! grep -q "app's first frame is on screen" /tmp/boot.log; do n=$((n + 1)); snap handover-$n; done
wait $ctl; echo "handover ctl rc=$? after $n screendumps"
wait_for_line /tmp/boot.log "app's first frame is on screen" 60 || echo "boot: the app's first frame never came"
snap handover-last
sleep 0.5
snap gallery
kill -TERM $pid; wait $pid; rc=$?
cat /tmp/boot.log
exit $rc
