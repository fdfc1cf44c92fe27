#!/usr/bin/env python3
"""scripts/vm/soakcoverage.py [--warm-up-seconds S] [--max-keyboard-share F] [--screens a,b,…] LOG…: what a soak
covered, from the gallery's memory reports (`scanout run --memory-every`: `… elapsed_ms=E … screen=S keyboard=up|down
modals=N visits=S:N,…`, docs/vm-suite.md "What the soak covered"). Counts the reports after the warm-up per screen and with the
keyboard up, prints them, and fails (exit 1) when a screen of the gallery (Sources/Gallery/GalleryScreen.swift's
cases, or --screens) is never seen after the warm-up (neither named by a report nor shown between two, by its
visit count), or when the keyboard is up in more than --max-keyboard-share of
those reports. scripts/soak and scripts/soak-native call it as a module (`check`); ScanoutCLITests' SoakCoverageTests
run it as a program on a real session's reports and on doctored ones."""
import argparse, os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# The keyboard may be up in at most this share of the reports after the warm-up. The form screen
# is one of eight and a random tap there often lands in a field; the gallery's scroll view hides the
# keyboard on a drag and the session drags before its switcher taps. A keyboard stuck up (the switcher
# covered: 348 of 354 reports in the 60-minute run of 2026-11-25) is far above it.
MAX_KEYBOARD_SHARE = 0.25


def gallery_screens(root=ROOT):
    """The gallery's screens, in the switcher's order: the cases of GalleryScreen."""
    path = os.path.join(root, 'Sources', 'Gallery', 'GalleryScreen.swift')
    with open(path) as f:
        names = re.findall(r'^\s*case (\w+)\s*$', f.read(), re.M)
    if not names:
        sys.exit('soakcoverage: no screens found in %s' % path)
    return names


def reports(text):
    """The memory reports in `text` that say what was shown, as dictionaries of their words (values
    as strings). Reads Scanout's own lines (`… memory: rss_kb=…`) and soak.sh's digest of them
    (`soak: shown …`), not soak.sh's copies of the last report beside its samples (`soak: t=…`)."""
    found = []
    for line in text.splitlines():
        if 'soak: t=' in line or 'elapsed_ms=' not in line:
            continue
        if 'memory: rss_kb=' not in line and 'soak: shown ' not in line:
            continue
        found.append(dict(re.findall(r'(\w+)=(\S+)', line)))
    return found


def visits(sample):
    """A report's visit counts per screen (`visits=buttons:2,toggles:1,…`), or {}."""
    counts = {}
    for word in sample.get('visits', '').split(','):
        name, _, count = word.partition(':')
        if name and count.isdigit():
            counts[name] = int(count)
    return counts


def visited(samples, name):
    """Whether screen `name`'s visit count rose between the first and the last of `samples`."""
    first, last = visits(samples[0]), visits(samples[-1])
    return last.get(name, 0) > first.get(name, 0)


def check(samples, screens, warm_up_ms, max_keyboard_share=MAX_KEYBOARD_SHARE):
    """(lines to print, problems) for `samples` (reports()) against `screens`: the reports from
    `warm_up_ms` on are counted per screen and with the keyboard up."""
    after = [s for s in samples if int(s.get('elapsed_ms', -1)) >= warm_up_ms]
    lines, problems = [], []
    if not after:
        problems.append('no memory report after the warm-up (%d reports in all)' % len(samples))
        return lines, problems
    unnamed = [s for s in after if 'screen' not in s]
    if unnamed:
        problems.append('%d of %d reports after the warm-up name no screen (a scanout that does not report what '
                        'it shows?)' % (len(unnamed), len(after)))
    counts = {name: 0 for name in screens}
    for s in after:
        if 'screen' in s:
            counts[s['screen']] = counts.get(s['screen'], 0) + 1
    keyboard = sum(1 for s in after if s.get('keyboard') == 'up')
    modals = sum(1 for s in after if int(s.get('modals', 0)) > 0)
    share = keyboard / len(after)
    lines.append('reports after the warm-up per screen: ' + ' '.join('%s=%d' % kv for kv in counts.items())
                 + ' (%d reports from %d s on)' % (len(after), warm_up_ms // 1000))
    lines.append('keyboard up in %d of %d (%.1f %%, at most %.0f %%); a modal view up in %d' % (
        keyboard, len(after), share * 100, max_keyboard_share * 100, modals))
    # A screen shown only between two reports (the guest stalled, a quick tap through it) is
    # still seen: its visit count (the gallery's `visits=name:count,…`) rose within the window.
    between = [name for name in screens if counts[name] == 0 and visited(after, name)]
    if between:
        lines.append('shown only between reports: %s (their visit counts rose)' % ', '.join(between))
    missing = [name for name in screens if counts[name] == 0 and name not in between]
    if missing:
        problems.append('never seen after the warm-up: %s' % ', '.join(missing))
    unknown = [name for name in counts if name not in screens]
    if unknown:
        problems.append('screens the gallery does not have: %s' % ', '.join(unknown))
    if share > max_keyboard_share:
        problems.append('the keyboard was up in %.1f %% of the reports after the warm-up (at most %.0f %%)' % (
            share * 100, max_keyboard_share * 100))
    return lines, problems


def main():
    p = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    p.add_argument('logs', nargs='*', help='files holding the reports (standard input without)')
    p.add_argument('--warm-up-seconds', type=float, default=0)
    p.add_argument('--max-keyboard-share', type=float, default=MAX_KEYBOARD_SHARE)
    p.add_argument('--screens', default=None, help='comma-separated (default: GalleryScreen\'s cases)')
    p.add_argument('--list-screens', action='store_true', help='print the screens expected and exit')
    a = p.parse_args()
    screens = a.screens.split(',') if a.screens else gallery_screens()
    if a.list_screens:
        print(','.join(screens))
        return
    text = ''.join(open(path).read() for path in a.logs) if a.logs else sys.stdin.read()
    lines, problems = check(reports(text), screens, int(a.warm_up_seconds * 1000), a.max_keyboard_share)
    for line in lines:
        print('soakcoverage: ' + line)
    if problems:
        print('soakcoverage: FAILED: ' + '; '.join(problems))
        sys.exit(1)
    print('soakcoverage: PASSED')


if __name__ == '__main__':
    main()
