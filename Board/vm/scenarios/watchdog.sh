# The kiosk unit's restart and watchdog, under systemd itself: the guest's PID 1 is the suite's
# /init, so systemd runs as a service manager beside it — the host's /lib/systemd/systemd in
# `--user` mode for root (its own cgroup tree, notify socket and private control socket, no D-Bus
# needed) — and runs a unit made from Board/systemd/scanout-kiosk.service: the same [Service]
# settings (Type=notify, NotifyAccess=main, Restart=always, RestartSec, WatchdogSec, TimeoutStartSec,
# the backtracer's Environment) with ExecStart naming the VM's scanout, the backtracer the one beside
# the toolchain's runtime that binary loads (the splash's ExecStartPre/Post and the ordering against
# system units left out: there is no splash nor system manager here).
# 1. `systemctl start` returns once Scanout said READY=1 (its first frame is on screen).
# 2. kill -9 the app: systemd restarts it (Restart=always) and the new one shows the demo again.
# 3. SIGSTOP the app (a hung frame loop): its WATCHDOG=1 keep-alives stop, systemd's watchdog
#    fires after WatchdogSec (SIGABRT, which a stopped process does not act on, then SIGKILL after
#    TimeoutAbortSec), and the app is restarted.
mkdir -p /host/sys/fs/cgroup
mount -t cgroup2 cgroup2 /host/sys/fs/cgroup || { echo "watchdog: cannot mount cgroup2"; exit 1; }
export XDG_RUNTIME_DIR=/run/user/0
mkdir -p -m 700 $XDG_RUNTIME_DIR
mkdir -p /tmp/sd/systemd/user
# systemd checks that the system was booted with systemd (sd_booted(3): /run/systemd/system exists)
# before it runs a user instance; nothing else of the system manager is needed.
mkdir -p /run/systemd/system
sed -e '/^ExecStartPre=/d' -e '/^ExecStartPost=/d' -e '/^After=/d' -e '/^Conflicts=/d' \
    -e 's|,swift-backtrace=[^ ]*||' -e "s|^ExecStart=.*|ExecStart=\"$BIN\" run --board \"$PKG/Board/vm/board.conf\" --scene demo --mode 1024x768 --no-input --stats|" \
    "/host$PKG/Board/systemd/scanout-kiosk.service" > /tmp/sd/systemd/user/scanout-kiosk.service
grep -E '^(Type|NotifyAccess|Environment|Restart|RestartSec|WatchdogSec|TimeoutAbortSec|TimeoutStartSec|ExecStart)=' /tmp/sd/systemd/user/scanout-kiosk.service
chroot /host env XDG_RUNTIME_DIR=$XDG_RUNTIME_DIR XDG_CONFIG_HOME=/tmp/sd HOME=/root \
    /lib/systemd/systemd --user --log-target=console --log-level=info > /tmp/systemd.log 2>&1 &
manager=$!
wait_for_file $XDG_RUNTIME_DIR/systemd/private 60 || { echo "watchdog: systemd --user did not start"; cat /tmp/systemd.log; exit 1; }
# (SYSTEMD_IGNORE_CHROOT: systemctl refuses to act from a chroot otherwise.)
systemctl() { chroot /host env XDG_RUNTIME_DIR=$XDG_RUNTIME_DIR SYSTEMD_IGNORE_CHROOT=1 /usr/bin/systemctl --user "$@"; }
prop() { systemctl show -p "$1" --value scanout-kiosk.service; }
u0=$(cut -d' ' -f1 /proc/uptime)
systemctl start scanout-kiosk.service || { echo "watchdog: the unit did not start"; cat /tmp/systemd.log; exit 1; }
echo "watchdog: started (READY=1) $(awk -v a=$u0 '{printf "%.1f", $1 - a}' /proc/uptime) s after systemctl start; main pid $(prop MainPID), watchdog $(prop WatchdogUSec)"
first=$(prop MainPID)
[ -n "$first" ] && [ "$first" != 0 ] || { echo "watchdog: no main pid"; cat /tmp/systemd.log; exit 1; }
sleep 0.5
snap started
# 2. Killed: restarted by Restart=always.
kill -9 "$first"
n=0; while { [ "$(prop MainPID)" = "$first" ] || [ "$(prop MainPID)" = 0 ] || [ "$(prop ActiveState)" != active ]; } && [ $n -lt 600 ]; do sleep 0.1; n=$((n + 1)); done
second=$(prop MainPID)
[ -n "$second" ] && [ "$second" != 0 ] || { echo "watchdog: no main pid after the restart"; cat /tmp/systemd.log; exit 1; }
echo "watchdog: after kill -9 of $first: main pid $second, $(prop ActiveState), NRestarts=$(prop NRestarts)"
sleep 1
snap restarted
# 3. Hung: the watchdog fires.
kill -STOP "$second"
u1=$(cut -d' ' -f1 /proc/uptime)
n=0; while { [ "$(prop MainPID)" = "$second" ] || [ "$(prop MainPID)" = 0 ] || [ "$(prop ActiveState)" != active ]; } && [ $n -lt 900 ]; do sleep 0.1; n=$((n + 1)); done
third=$(prop MainPID)
echo "watchdog: after SIGSTOP of $second: main pid $third, $(prop ActiveState), NRestarts=$(prop NRestarts), $(awk -v a=$u1 '{printf "%.1f", $1 - a}' /proc/uptime) s later"
sleep 1
snap rewatched
systemctl stop scanout-kiosk.service
kill $manager; wait $manager 2>/dev/null
grep -i -E "scanout|watchdog" /tmp/systemd.log | sed 's/^/systemd: /'
exit 0
