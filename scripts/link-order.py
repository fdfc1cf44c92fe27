#!/usr/bin/env python3
"""scripts/link-order.py BINARY OUT PROFILE...: the functions of BINARY that ran in callgrind
PROFILEs (`--dump-instr=yes`), written to OUT one name per line for the linker's
--symbol-ordering-file: first the first profile's, then those each further profile adds, each
profile's by the instructions spent in them. scripts/generate-link-order makes the profiles.

Callgrind's positions are addresses in the binary, so every instruction that ran is named by the
symbol-table function that holds it (callgrind's own names miss some)."""
import bisect
import collections
import os
import re
import subprocess
import sys


def functions_of(binary):
    """(address, size, name) of every function in the binary's symbol table, by address."""
    listing = subprocess.run(['nm', '-S', '--defined-only', binary], capture_output=True, text=True, check=True)
    found = []
    for line in listing.stdout.splitlines():
        fields = line.split()
        if len(fields) == 4 and fields[2] in 'tTwW':
            found.append((int(fields[0], 16), int(fields[1], 16), fields[3]))
    found.sort()
    return found


def ran(profile, object_name, functions):
    """The names of the functions that ran in one profile, most instructions first."""
    starts = [f[0] for f in functions]
    cost = collections.Counter()
    objects, current, position, after_call = {}, None, 0, False
    with open(profile, errors='replace') as lines:
        for line in lines:
            if line[:1] in '0123456789+-*':
                fields = line.split()
                token = fields[0]
                if token.startswith('0x'):
                    position = int(token, 16)
                elif token[0] in '+-':
                    step = int(token[1:], 16) if token[1:].startswith('0x') else int(token[1:])
                    position += step if token[0] == '+' else -step
                # A call line's cost is the callee's, inclusive; its instruction ran all the same.
                instructions = 0 if after_call else int(fields[-1])
                after_call = False
                if current == object_name:
                    i = bisect.bisect_right(starts, position) - 1
                    if i >= 0 and position < functions[i][0] + max(functions[i][1], 1):
                        cost[functions[i][2]] += instructions + 1
                continue
            m = re.match(r'^(c?)ob=\((\d+)\)(?: (.*))?$', line.rstrip('\n'))
            if m:
                if m.group(3) is not None:
                    objects[m.group(2)] = m.group(3)
                if not m.group(1):
                    current = objects[m.group(2)]
            elif line.startswith('calls='):
                after_call = True
    return [name for name, _ in cost.most_common()]


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    binary, out, profiles = sys.argv[1], sys.argv[2], sys.argv[3:]
    functions = functions_of(binary)
    object_name = os.path.abspath(binary)
    order, seen = [], set()
    for profile in profiles:
        new = [f for f in ran(profile, object_name, functions) if f not in seen]
        if not new and profile == profiles[0]:
            sys.exit('link-order: no function of %s ran in %s' % (object_name, profile))
        seen.update(new)
        order += new
        print('link-order: %s adds %d functions' % (os.path.basename(profile), len(new)))
    with open(out, 'w') as f:
        f.write('\n'.join(order) + '\n')
    print('link-order: wrote %s (%d functions)' % (out, len(order)))


if __name__ == '__main__':
    main()
