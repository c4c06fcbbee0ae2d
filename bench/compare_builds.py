#!/usr/bin/env python3
"""Compares two builds' Google Benchmark timings, run alternately.

    python3 bench/compare_builds.py BASE_EXE NEW_EXE FILTER ROUNDS

Runs BASE_EXE and NEW_EXE (two builds of the same benchmark program, e.g.
the commit before a change and after it) in turn, ROUNDS times each, with
--benchmark_filter=FILTER, and prints the median of new/base over the
benchmarks both have, their geometric mean, and the five fastest and eight
slowest ratios (every ratio when there are at most 24): a before-and-after
measured in one session, so that the machine's load falls on both alike.

Each round runs both with an environment of a different size (a variable
COMPARE_BUILDS_PAD of 0 to 4,095 bytes, the same for both in a round): the
environment's size moves the stack, and where the stack falls against the
heap changes a few-nanosecond test's time by up to 2x in either binary
(issue 38: point-plane closest point from 7 to 18 ns with nothing else
changed), so a single placement can show a difference the code does not
make. The medians are over the rounds, so over the placements.
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile

OUT = tempfile.mkstemp(suffix='.json')[1]
base, new, filt, reps = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
res = {'base': {}, 'new': {}}
for r in range(reps):
    env = dict(os.environ, COMPARE_BUILDS_PAD='x' * (r * 1040 % 4096))
    for tag, exe in (('base', base), ('new', new)):
        subprocess.run(['nice', exe, f'--benchmark_filter={filt}', '--benchmark_min_time=0.05',
                        f'--benchmark_out={OUT}', '--benchmark_out_format=json'],
                       capture_output=True, text=True, env=env)
        text = open(OUT).read()
        try:
            data = json.loads(text)
        except json.JSONDecodeError:  # collide_bench dies at exit before closing its file
            data = json.loads(text + ']}')
        for b in data['benchmarks']:
            res[tag].setdefault(b['name'], []).append(b['cpu_time'])
rows = []
for name in res['new']:
    if name not in res['base']: continue
    b = statistics.median(res['base'][name]); n = statistics.median(res['new'][name])
    rows.append((n / b, name, b, n))
rows.sort()
ratios = [r[0] for r in rows]
print(f"{len(rows)} benchmarks; median new/base {statistics.median(ratios):.3f}; "
      f"geomean {statistics.geometric_mean(ratios):.3f}")
for r in rows if len(rows) <= 24 else rows[:5] + rows[-8:]:
    print(f"  {r[0]:.3f}  {r[1]}  base {r[2]:.1f} ns  new {r[3]:.1f} ns")
