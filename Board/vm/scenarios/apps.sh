# The multi-app runtime (`scanout apps`) on a real kernel: the home screen with the gallery and
# Check-In (icons at 68,60 and 246,60 at 1024×768, scale 1: 72-point icons in 88-point cells, six
# columns between 24-point margins). A uinput finger launches the gallery; a four-finger swipe up
# shows the switcher, a tap above its cards goes home, a tap launches Check-In, and a four-finger
# swipe to the right switches back to the gallery (the previous app). The same gestures as
# Board/vm/apps-switch.touch, which the host plays headless for the reference. Then
# `scanout ctl rotate 90` on the control socket turns the interface; the screendump must equal the
# headless portrait gallery turned a quarter clockwise.
rm -rf /tmp/ready /tmp/state /tmp/apps.sock
mkdir -p /tmp/state
start_scanout /tmp/scanout.log apps --mode 1024x768 --language en --appearance light --ready-file /tmp/ready \
    --state-folder /tmp/state --control-socket /tmp/apps.sock --stats
pid=$!
if ! wait_for_file /tmp/ready 60; then cat /tmp/scanout.log; kill $pid; exit 1; fi
snap home
# One gesture at a time on one uinput touchscreen (its actions read from a FIFO), each after the
# runtime said the one before has finished: a full 1024×768 frame takes a second or more under
# TCG, and a loaded host slows udev's pick-up of new devices.
mkfifo /tmp/touch.fifo
uinput-touch -s 1024x768 -w 15000 -l /tmp/scanout.log - < /tmp/touch.fifo > /tmp/touch.log 2>&1 &
exec 4> /tmp/touch.fifo
step() {  # step PATTERN COUNT GESTURE...: play GESTURE, then wait for the COUNTth log line with PATTERN
    pattern=$1; count=$2; shift 2
    echo "$*" >&4
    n=0
    while [ "$(grep -c "$pattern" /tmp/scanout.log)" -lt "$count" ] && [ $n -lt 600 ]; do sleep 0.1; n=$((n + 1)); done
    if [ "$(grep -c "$pattern" /tmp/scanout.log)" -lt "$count" ]; then
        echo "apps: after “$*” the log never said “$pattern”"; cat /tmp/touch.log /tmp/scanout.log; kill $pid; exit 1
    fi
    echo "apps: $* → $pattern"
}
step "in front: Gallery" 1 tap 68 60
step "app switcher shown" 1 swipe 512 700 512 300 4
step "in front: the home screen" 1 tap 512 30
step "in front: Check-In" 1 tap 246 60
step "in front: Gallery" 2 swipe 200 400 800 400 4
exec 4>&-
grep -q "four-finger swipe: from Check-In to Gallery" /tmp/scanout.log || { echo "apps: no four-finger swipe back"; exit 1; }
sleep 2
snap switched
echo "status: $(scanout ctl status --socket /tmp/apps.sock)" | tr '\n' ' '; echo
echo "rotate: $(scanout ctl rotate 90 --socket /tmp/apps.sock)" | tr '\n' ' '; echo
n=0; while ! grep -q "in front: Gallery" /tmp/scanout.log || [ "$(grep -c "in front: Gallery" /tmp/scanout.log)" -lt 3 ]; do
    [ $n -lt 600 ] || break; sleep 0.1; n=$((n + 1))
done
sleep 2
snap rotated
kill -TERM $pid; wait $pid; rc=$?
cat /tmp/scanout.log
echo "state files: $(ls /tmp/state | tr '\n' ' ')"
exit $rc
