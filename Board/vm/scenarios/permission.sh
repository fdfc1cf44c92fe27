# Starting without permission to the display: a clear message naming the fix, exit status 1.
ls -l /dev/dri/card0
chroot /host /usr/sbin/chroot --userspec=65534:65534 / "$BIN" run --scene demo --quit-after 2 > /tmp/denied.log 2>&1
rc=$?
cat /tmp/denied.log
echo "permission: exit status $rc"
[ $rc -eq 1 ] && grep -q "video" /tmp/denied.log && grep -q "seatd" /tmp/denied.log
