# Soak (scripts/soak; docs/vm-suite.md "Soak"): the gallery on vkms (a real 60 Hz vblank) for
# SOAK_SECONDS, fed random touches from one long-lived uinput touchscreen: taps anywhere (switches
# toggle and animate, buttons highlight), taps on the screen switcher, drags and pinches, seeded
# by SOAK_SEED. Every SOAK_SAMPLE seconds it prints Scanout's resident set and open file
# descriptors from /proc; at the end Scanout prints its frame counters (--stats). Scanout logs a
# memory report every SOAK_REPORT seconds, which says what the gallery shows (screen, keyboard, modal
# views); at the end the scenario prints a digest of every one (`soak: shown …`), from which the
# host counts the screens the session covered. With SOAK_SEEDS (several seeds, space-separated)
# the sessions of the seeds are played one after another by the same touchscreen to the same
# Scanout, each SOAK_SECONDS long: seed K's from K × SOAK_SECONDS on. The host judges.
: "${SOAK_SECONDS:=180}" "${SOAK_SEED:=1}" "${SOAK_SAMPLE:=10}" "${SOAK_PERIOD:=60}" "${SOAK_REPORT:=1}"
: "${SOAK_SEEDS:=$SOAK_SEED}"
rm -f /tmp/ready
start_scanout /tmp/scanout.log run --screen toggles --language en --appearance light --ready-file /tmp/ready --stats \
    --memory-every "$SOAK_REPORT"
pid=$!
if ! wait_for_file /tmp/ready 60; then cat /tmp/scanout.log; kill $pid; exit 1; fi
TOTAL_SECONDS=0
for seed in $SOAK_SEEDS; do TOTAL_SECONDS=$((TOTAL_SECONDS + SOAK_SECONDS)); done
echo "soak: scanout pid $pid, $SOAK_SECONDS s a seed, seeds $SOAK_SEEDS, a pass every $SOAK_PERIOD s"
# The session: about one gesture a second, a pattern of SOAK_PERIOD seconds played again and again.
# Each pass starts with a tour (every screen's switcher item, then two gestures on the screen),
# then random gestures: taps anywhere (switches toggle and animate, buttons highlight, alerts
# come up), taps on the switcher (a fifth), drags and pinches. The warm-up is one pass: after it,
# everything the session does has been done once, so the caches hold what it uses and what
# grows after is kept per gesture (a leak). The GALLERY_SCREENS items share the bottom bar at
# 1024x768 (see toolbars_x in init).
: > /tmp/session
for seed in $SOAK_SEEDS; do
    busybox awk -v seed="$seed" -v seconds="$SOAK_SECONDS" -v period="$SOAK_PERIOD" -v screens="$GALLERY_SCREENS" \
        -f "/host$PKG/Board/vm/soak-session.awk" >> /tmp/session
done
echo "soak: $(wc -l < /tmp/session) touch actions"
# When the session ended, on the guest's clock (the host maps the session's times through the
# guest's measured pace: scripts/vm/soakpace.py).
( uinput-touch -s 1024x768 -w 15000 -l /tmp/scanout.log - < /tmp/session; rc=$?
  echo "soak: session ended uptime=$(cut -d' ' -f1 /proc/uptime)"; exit $rc ) > /tmp/touch.log 2>&1 &
touch_pid=$!
# Where the resident set lives (kB): anonymous and file-backed pages (smaps_rollup), the brk
# heap, the other anonymous mappings (glibc's per-thread arenas, large allocations), how many
# mappings there are, and the threads; the host keeps only rss_kb and fds, the rest is for people.
sample() {
    rss=$(awk '/^VmRSS:/ {print $2}' /proc/$pid/status 2>/dev/null)
    fds=$(ls /proc/$pid/fd 2>/dev/null | wc -l)
    where=$(awk '/^Anonymous:/ {a = $2} /^Rss:/ {r = $2} END {printf "anon_kb=%d file_kb=%d", a, r - a}' \
        /proc/$pid/smaps_rollup 2>/dev/null)
    maps=$(awk '/^[0-9a-f]+-[0-9a-f]+ / {name = $6; n++} /^Rss:/ {
            if (name == "[heap]") heap += $2; else if (name == "") anon += $2 }
        END {printf "heap_kb=%d other_anon_kb=%d mappings=%d", heap, anon, n}' /proc/$pid/smaps 2>/dev/null)
    threads=$(awk '/^Threads:/ {print $2}' /proc/$pid/status 2>/dev/null)
    echo "soak: t=$1 rss_kb=${rss:-0} fds=$fds $where $maps threads=${threads:-0}"
    # Scanout's log lines are `scanout: LEVEL: message` (swift-log, docs/logging.md).
    grep "^scanout: info: memory:" /tmp/scanout.log | tail -1 | sed "s/^scanout: info: memory:/soak: t=$1 scanout memory:/"
}
# The largest mappings by resident size: what grew, by name, between the start and the end.
largest_mappings() {
    awk '/^[0-9a-f]+-[0-9a-f]+ / {range = $1; name = $6} /^Rss:/ {if ($2 >= 256) printf "%8d kB %s %s\n", $2, range, name}' \
        /proc/$pid/smaps 2>/dev/null | sort -rn | head -12 | sed "s/^/soak: $1 mapping /"
}
# What was shown at each memory report (ms after Scanout's first) and the memory then: the host
# counts the reports per screen and takes each seed's tour level (their median) from them.
shown_digest() {
    awk '/^scanout: info: memory:/ { s = "soak: shown"
            for (i = 1; i <= NF; i++)
                if ($i ~ /^(elapsed_ms|screen|keyboard|modals|visits|rss_kb|in_use_kb|mapped_kb|heap_resident_kb|[a-z]+_cache_kb)=/)
                    s = s " " $i
            print s }' /tmp/scanout.log
}
start=$(cut -d. -f1 /proc/uptime)
echo "soak: clock start_uptime=$start"
sample 0
largest_mappings start
elapsed=0
# Until the session has ended too: a starved guest plays it late (its sleeps end late), and the
# samples cover all of it.
while [ $elapsed -lt "$TOTAL_SECONDS" ] || kill -0 $touch_pid 2>/dev/null; do
    sleep "$SOAK_SAMPLE"
    elapsed=$(($(cut -d. -f1 /proc/uptime) - start))
    if ! kill -0 $pid 2>/dev/null; then
        # How it ended (status, signal: scanout_exit in init), what it logged last (with the
        # backtracer's report of a crash) and what the kernel said (a trap, the OOM killer).
        scanout_exit $pid
        shown_digest
        echo "soak: Scanout died after $elapsed s, $(exit_words $status)"
        cat /tmp/touch.log
        grep -v "^scanout: info: \(gallery: \)\?\(tap\|pinch\|pan\|memory:\)" /tmp/scanout.log | tail -150
        dmesg | tail -5 | sed 's/^/soak: kernel: /'
        exit 1
    fi
    sample $elapsed
done
wait $touch_pid
cat /tmp/touch.log
sleep 2  # the last animations finish
sample end
largest_mappings end
shown_digest
kill -TERM $pid; scanout_exit $pid; rc=$?
grep -v "^scanout: info: \(gallery: \)\?\(tap\|pinch\|pan\|memory:\)" /tmp/scanout.log | tail -20
exit $rc
