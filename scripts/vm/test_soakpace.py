#!/usr/bin/env python3
"""Tests of the VM soak's scaling by the guest's measured pace (scripts/vm/soakpace.py, scripts/soak's
judge_seeds) and of its coverage by visit counts (scripts/vm/soakcoverage.py): `python3 scripts/vm/test_soakpace.py` (SoakCoverageTests runs it in `swift test`)."""
import importlib.machinery, importlib.util, os, re, sys, unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import soakcoverage
import soakpace


def load_soak():
    """scripts/soak (a program without .py) as a module."""
    loader = importlib.machinery.SourceFileLoader('soak', os.path.join(HERE, '..', 'soak'))
    spec = importlib.util.spec_from_loader('soak', loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


SCREENS = soakcoverage.gallery_screens()


def steady(t):
    """Memory of a session that neither leaks nor trims: (rss_kb, in_use_kb, heap_resident_kb,
    glyph_cache_kb, coverage_cache_kb) at t s."""
    return 40000, 9000, 8000, 250, 500


def console(seeds, seconds, warm_up, begin, pace, start_uptime=100, ended=True, report_every=1.0, memory=steady):
    """A soak's console section for a guest that picks the touchscreen up `begin` s after t=0 and plays
    the session at `pace`: a memory report every `report_every` s of the guest's clock naming the
    screen the session shows then (each seed's first `warm_up` s a tour of every screen in order,
    then the buttons screen) and its memory (`memory(t)`), a sample every 10 s, soak.sh's clock lines."""
    total = seconds * len(seeds)
    played = begin + total * pace
    lines = ['soak: clock start_uptime=%d' % start_uptime]
    guest = 0.0
    while guest <= played + 2:
        position = (guest - begin) / pace
        screen = 'toggles'
        if 0 <= position < total:
            into = position % seconds
            screen = SCREENS[int(into / (warm_up / len(SCREENS)))] if into < warm_up else 'buttons'
        rss, in_use, heap, glyphs, coverage = memory(guest)
        lines.append('scanout: info: memory: rss_kb=%d in_use_kb=%d mapped_kb=844 heap_resident_kb=%d '
                     'glyph_cache_kb=%d shaping_cache_kb=120 coverage_cache_kb=%d nodes=150 elapsed_ms=%d screen=%s '
                     'keyboard=down modals=0' % (rss, in_use, heap, glyphs, coverage, int(guest * 1000), screen))
        if int(guest) % 10 == 0 and abs(guest - int(guest)) < 1e-9:
            lines.append('soak: t=%d rss_kb=40000 fds=20' % int(guest))
        guest += report_every
    lines.append('uinput-touch: picked up after %d ms' % int(begin * 1000))
    if ended:
        lines.append('soak: session ended uptime=%.2f' % (start_uptime + played + soakpace.FINAL_WAIT_S))
    lines.append('soak: t=end rss_kb=40000 fds=20')
    return '\n'.join(lines) + '\n'


def samples(section):
    import re
    return [(m.group(1), int(m.group(2)), int(m.group(3)))
            for m in re.finditer(r'soak: t=(\d+|end) rss_kb=(\d+) fds=(\d+)', section)]


class TimelineTests(unittest.TestCase):
    def test_pace_from_the_sessions_end(self):
        section = console([1, 2, 3], 65, 45, begin=2.0, pace=1.3)
        clock = soakpace.timeline(section, 195)
        self.assertAlmostEqual(clock.begin, 2.0)
        self.assertAlmostEqual(clock.pace, 1.3, places=2)
        self.assertAlmostEqual(clock.at(65), 2.0 + 65 * 1.3, places=1)
        self.assertIn('pace 1.30', clock.describe(195))

    def test_pace_from_the_reports_without_the_sessions_end(self):
        section = console([1], 120, 60, begin=1.0, pace=1.0, ended=False, report_every=1.25)
        stamps = [int(x['elapsed_ms']) for x in soakcoverage.reports(section)]
        clock = soakpace.timeline(section, 120, stamps, 1.0)
        self.assertAlmostEqual(clock.pace, 1.25, places=2)
        self.assertIn('reports', clock.measured_by)

    def test_never_faster_than_the_session(self):
        section = console([1], 120, 60, begin=0.5, pace=0.9)
        self.assertEqual(soakpace.timeline(section, 120).pace, 1.0)
        self.assertEqual(soakpace.report_pace([0, 800, 1600], 1.0), 0.8)
        self.assertEqual(soakpace.timeline('', 120, [0, 800, 1600], 1.0).pace, 1.0)

    def test_nothing_measured(self):
        clock = soakpace.timeline('', 195)
        self.assertEqual((clock.begin, clock.pace, clock.at(65)), (0.0, 1.0, 65.0))


class JudgeSeedsTests(unittest.TestCase):
    """Three seeds of 65 s on a guest at pace 1.3: the third seed's tour ends past its nominal end."""

    def judge(self, section, clock):
        soak = load_soak()
        return soak.judge_seeds([1, 2, 3], 65, 45, samples(section), section, 0, clock)

    def test_a_slow_guest_passes_when_the_windows_scale(self):
        section = console([1, 2, 3], 65, 45, begin=2.0, pace=1.3)
        lines, problems = self.judge(section, soakpace.timeline(section, 195))
        self.assertEqual(problems, [], '\n'.join(lines))
        self.assertTrue(any(line.startswith('seed 3 (') and 'passed' in line for line in lines), lines)

    def test_the_same_guest_judged_at_the_nominal_times_fails(self):
        # What the soak did before it measured the pace: seed 3's stretch, cut at 130-195 s,
        # ends before its tour (at 171-230 s on this guest's clock) shows its last screens.
        section = console([1, 2, 3], 65, 45, begin=2.0, pace=1.3)
        lines, problems = self.judge(section, soakpace.Timeline())
        self.assertTrue(any(p.startswith('seed 3: never seen in its session') for p in problems), problems)

    def test_a_guest_on_time_passes_either_way(self):
        section = console([1, 2, 3], 65, 45, begin=0.0, pace=1.0)
        for clock in (soakpace.timeline(section, 195), soakpace.Timeline()):
            lines, problems = self.judge(section, clock)
            self.assertEqual(problems, [], '\n'.join(lines))

    def test_a_screen_missing_still_fails_at_any_pace(self):
        section = console([1, 2, 3], 65, 45, begin=2.0, pace=1.3)
        section = '\n'.join(l for l in section.splitlines() if 'screen=pickers' not in l) + '\n'
        lines, problems = self.judge(section, soakpace.timeline(section, 195))
        for seed in (2, 3):
            self.assertIn('seed %d: never seen in its session: pickers' % seed, problems)


class SeedLevelTests(unittest.TestCase):
    """The tours' levels come from Scanout's memory reports, one a second, each counting the heap at
    what malloc has in use outside the bounded caches: the runtime's idle trims move the resident
    heap by megabytes without a leak, the raster cache most of a megabyte; a leak moves what malloc
    has in use."""

    def section(self, heap, in_use, caches=lambda t: (250, 500)):
        """Three seeds on time, a report a second: `heap(t)` the resident heap, `in_use(t)` malloc's
        bytes in use outside the caches, `caches(t)` the glyph cache's and the raster cache's (KiB);
        RSS = 30 MiB + heap."""
        def memory(t):
            glyphs, coverage = caches(t)
            return 30720 + heap(t), in_use(t) + 844 + glyphs + 120 + coverage, heap(t), glyphs, coverage
        return console([1, 2, 3], 65, 45, begin=0.0, pace=1.0, memory=memory)

    def judge(self, section):
        return load_soak().judge_seeds([1, 2, 3], 65, 45, samples(section), section, 0, soakpace.Timeline())

    def test_a_tour_sampled_before_the_idle_trims_passes(self):
        # Seed 2's tour after trims (8 MiB resident), seed 3's before them (14 MiB), and every
        # third second a trim in seed 3's: RSS up to 20 % higher, malloc's bytes in use the same.
        section = self.section(lambda t: 8192 if t < 130 or int(t) % 3 == 0 else 14336, lambda t: 8400)
        lines, problems = self.judge(section)
        self.assertEqual(problems, [], '\n'.join(lines))
        self.assertTrue(any('seed 3' in line and '+0.00 %' in line and 'over 45 reports' in line for line in lines),
                        lines)

    def test_a_tour_with_fuller_caches_passes(self):
        # Seed 3's tour with fuller caches (the raster cache 0.1 → 1 MiB, glyphs 0.3 → 1 MiB): bounded
        # caches, not a leak, though the bytes in use rose by 1.7 MiB.
        section = self.section(lambda t: 9216, lambda t: 8400, caches=lambda t: (250, 100) if t < 130 else (1000, 1024))
        lines, problems = self.judge(section)
        self.assertEqual(problems, [], '\n'.join(lines))

    def test_a_heap_leak_fails(self):
        # 1.5 MiB more in use by seed 3's tour, the resident heap with it.
        section = self.section(lambda t: 8192 + (1536 if t >= 130 else 0), lambda t: 8400 + (1536 if t >= 130 else 0))
        lines, problems = self.judge(section)
        self.assertTrue(any(p.startswith('seed 3: tour RSS median +') for p in problems), problems)

    def test_reports_without_the_heaps_resident_size_fail(self):
        section = self.section(lambda t: 8192, lambda t: 8400).replace(' heap_resident_kb=', ' was_kb=')
        lines, problems = self.judge(section)
        self.assertIn("seed 2: no memory report with the heap's resident size in its tour", problems)


class VisitsTests(unittest.TestCase):
    """A screen shown only between two memory reports (a stalled guest) is seen by its visit count."""

    def window(self, modals_visits):
        """Reports naming every screen but modals; modals' visit count goes 1 → `modals_visits`."""
        samples = []
        for i, name in enumerate(s for s in SCREENS if s != 'modals'):
            count = 1 if i < 3 else modals_visits
            samples.append({'elapsed_ms': str(1000 * (i + 1)), 'screen': name, 'keyboard': 'down', 'modals': '0',
                            'visits': ','.join('%s:%d' % (n, count if n == 'modals' else 1) for n in SCREENS)})
        return samples

    def test_a_screen_between_reports_is_seen(self):
        lines, problems = soakcoverage.check(self.window(2), SCREENS, 0)
        self.assertEqual(problems, [])
        self.assertTrue(any('shown only between reports: modals' in line for line in lines), lines)

    def test_a_screen_never_visited_is_missing(self):
        lines, problems = soakcoverage.check(self.window(1), SCREENS, 0)
        self.assertEqual(problems, ['never seen after the warm-up: modals'])


if __name__ == '__main__':
    unittest.main()
