#!/usr/bin/env python3
"""scripts/vm/soakpace.py: where the VM soak's session really was, from the guest's measured speed (docs/vm-suite.md,
"The guest's pace"). The session (Board/vm/soak-session.awk, played by uinput-touch) is a timeline of nominal seconds;
a guest starved by a loaded host plays it late: uinput-touch picks the touchscreen up seconds after soak.sh's t=0, and
each of its sleeps ends late, so the lateness adds up and a session of 195 s can take 230. The soak's samples (soak.sh's
`t=`) and Scanout's reports (`elapsed_ms`) are on the guest's clock, so every check that cuts them by the session's time
(the warm-up, each seed's stretch, the first and the last pass) maps the session's seconds through `Timeline.at`:
`begin + seconds × pace`, `pace` the session's measured length over its nominal one (at least 1). soak.sh prints what
it is measured from (`soak: clock start_uptime=…`, uinput-touch's `picked up after N ms`, `soak: session ended
uptime=…`); when the session's end is not known (Scanout died first) the pace is that of Scanout's memory reports
(their mean spacing over the spacing they are due at), the other measure of a starved guest. `scripts/soak` uses it;
`python3 scripts/vm/test_soakpace.py` tests it (run by SoakCoverageTests)."""
import re

# uinput-touch's wait after the last action before it destroys the touchscreen (with -l: 1.5 s).
FINAL_WAIT_S = 1.5


class Timeline:
    """The session's nominal seconds on the guest's clock (seconds after soak.sh's t=0)."""

    def __init__(self, begin=0.0, pace=1.0, measured_by='none'):
        self.begin = begin
        self.pace = pace
        self.measured_by = measured_by

    def at(self, nominal):
        """The guest's time (s after t=0) at which the session reached `nominal` seconds of itself."""
        return self.begin + nominal * self.pace

    def describe(self, total):
        return ('the guest\'s pace: the session of %d s took %.1f s from the touchscreen\'s pickup %.1f s after t=0 '
                '(pace %.2f, from %s); the warm-up, the seeds\' stretches and the passes are cut at the session\'s '
                'times × %.2f' % (total, total * self.pace, self.begin, self.pace, self.measured_by, self.pace))


def measurements(section):
    """(start_uptime, pickup_s, end_uptime) from the soak's console section; None where not printed."""
    start = re.search(r'soak: clock start_uptime=([0-9.]+)', section)
    pickup = re.search(r'uinput-touch: picked up after (\d+) ms', section)
    end = re.search(r'soak: session ended uptime=([0-9.]+)', section)
    return (float(start.group(1)) if start else None, int(pickup.group(1)) / 1000 if pickup else None,
            float(end.group(1)) if end else None)


def report_pace(stamps_ms, due_s):
    """The pace of Scanout's memory reports: their mean spacing (from `elapsed_ms` stamps) over `due_s`, or None."""
    if len(stamps_ms) < 2 or due_s <= 0:
        return None
    return (stamps_ms[-1] - stamps_ms[0]) / (len(stamps_ms) - 1) / 1000 / due_s


def timeline(section, total_s, report_stamps_ms=(), report_due_s=1.0):
    """The Timeline of a session of `total_s` nominal seconds from the console `section`: begun at the
    touchscreen's pickup, paced by the session's measured length (from the pickup to its end, less
    uinput-touch's final wait) or, without its end, by Scanout's reports. Never faster than nominal."""
    start, pickup, end = measurements(section)
    begin = pickup or 0.0
    if start is not None and end is not None and total_s > 0:
        played = end - start - begin - FINAL_WAIT_S
        return Timeline(begin, max(1.0, played / total_s), 'the session\'s end at %.1f s' % (end - start))
    pace = report_pace(list(report_stamps_ms), report_due_s)
    if pace is not None:
        return Timeline(begin, max(1.0, pace), 'Scanout\'s reports, one every %.2f s' % (pace * report_due_s))
    return Timeline(begin, 1.0, 'nothing measured')
