"""The VM suite's host side: boot the guest under QEMU (TCG), answer its screendump requests over
QMP, collect its markers; read PPM/PNG images and compare them. Used by scripts/vm/suite and
scripts/vm/run-vm. Standard library only."""
import copy, json, os, select, socket, struct, subprocess, sys, tempfile, time, zlib

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
# Everything the suite writes (the Swift build, the guest, references, runs) goes under BUILD:
# the clone itself unless SCANOUT_BUILD_DIR names a writable folder (for a read-only clone).
BUILD = os.path.abspath(os.environ.get('SCANOUT_BUILD_DIR') or ROOT)
SCRATCH = os.path.join(BUILD, '.build')
CACHE = os.path.join(BUILD, '.build-vm')
# The guests' persistent state (Scanout's font index): one folder for every boot of the suite.
GUEST_STATE = os.path.join(CACHE, 'guest-state')

GPUS = {
    'bochs': ['-device', 'VGA,xres=1024,yres=768'],
    'virtio': ['-device', 'virtio-gpu-pci,xres=1024,yres=768'],
    # The same, with a VNC server on a socket through which the host resizes the display
    # (`@@RESIZE WxH@@` from the guest): virtio-gpu then reports WxH as its preferred mode.
    'virtio-resizable': ['-device', 'virtio-gpu-pci,xres=1024,yres=768'],
    'none': [],
    # The same VGA, its driver loaded by the scenario (Board/vm/init: vm.gpu=late).
    'bochs-late': ['-device', 'VGA,xres=1024,yres=768'],
    # bochs-drm with an Intel HD Audio card whose output QEMU writes to RUN_DIR/guest-audio.wav
    # (48 kHz, 16-bit stereo): the sound scenario (docs/sounds.md).
    'bochs-sound': ['-device', 'VGA,xres=1024,yres=768', '-device', 'intel-hda', '-device', 'hda-output,audiodev=snd0'],
}


class VMResult:
    def __init__(self):
        self.results = {}     # test -> exit status in the guest
        self.exits = {}       # test -> how each Scanout it reaped ended: [{'status': N, 'signal': 'ILL'|'none'}]
        self.snaps = {}       # snap name -> PPM path on the host
        self.test_snaps = {}  # test -> {snap name -> PPM path}: the screendumps taken during each test
        self.log = ''         # the guest's console
        self.timed_out = False
        self.silent = False   # stopped after silence_timeout seconds without a console line
        self.seconds = 0.0
        self.qemu_status = None
        self.run_dir = None   # where the screendumps (and the sound scenario's WAV) land

    def for_tests(self, tests):
        """This boot's result as seen by the scenario that ran `tests` in it: the same console,
        statuses and exits, and only the screendumps its own tests took."""
        view = copy.copy(self)
        view.snaps = {name: path for test in tests for name, path in self.test_snaps.get(test, {}).items()}
        return view

    def section(self, test):
        """The console lines between @@BEGIN test@@ and @@END test ...@@."""
        begin = self.log.find('@@BEGIN %s@@' % test)
        if begin < 0:
            return ''
        end = self.log.find('@@END %s ' % test, begin)
        return self.log[begin:end if end >= 0 else len(self.log)]


def guest_word(path):
    """`path` for the kernel command line, which splits at spaces and knows no escapes:
    every byte outside [A-Za-z0-9/._-] becomes %HH, which /init decodes."""
    safe = b'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-'
    return ''.join(chr(b) if b in safe else '%%%02X' % b for b in os.fsencode(path))


def virtfs_path(path):
    """QEMU's option syntax: a comma inside a value is written twice."""
    return path.replace(',', ',,')


def qemu_binary():
    for path in os.environ.get('PATH', '').split(':'):
        candidate = os.path.join(path, 'qemu-system-x86_64')
        if os.access(candidate, os.X_OK):
            return candidate
    return None


def run_vm(tests, gpu='virtio', binary=None, run_dir=None, timeout=180, extra_args=(), verbose=False, priority=0,
           env=None, on_line=None, silence_timeout=None):
    """Boots the guest with `gpu`, runs the guest scenarios `tests` (names of
    Board/vm/scenarios/*.sh) and returns a VMResult. Screendumps land in run_dir. `env` is
    exported to the scenarios; `on_line` is called with each console line as it arrives. With
    `silence_timeout`, QEMU is also stopped when the console has been silent that many seconds
    (a guest that prints as it goes: a slow one is waited for, a hung one is not)."""
    qemu = qemu_binary()
    if qemu is None:
        raise RuntimeError('qemu-system-x86_64 is not installed (scripts/setup installs qemu-system-x86)')
    kernel, initrd = os.path.join(CACHE, 'vmlinux'), os.path.join(CACHE, 'initramfs.cpio')
    for f in (kernel, initrd):
        if not os.path.exists(f):
            raise RuntimeError('%s is missing: run scripts/vm/build-guest' % f)
    binary = os.path.abspath(binary or os.path.join(SCRATCH, 'debug', 'scanout'))
    # The binary's folder is mounted over its own path in the guest: /tmp or /run itself would
    # hide the guest's, where the scenarios keep their files (ready files, logs).
    if os.path.dirname(binary) in ('/', '/tmp', '/run', '/dev', '/proc', '/sys'):
        raise RuntimeError('%s: the guest mounts the binary\'s folder over the same path, which would hide its own %s; '
                           'put the binary in a folder of its own (for example /var/tmp/scanout-bin/)'
                           % (binary, os.path.dirname(binary)))
    os.makedirs(GUEST_STATE, exist_ok=True)
    run_dir = run_dir or tempfile.mkdtemp(prefix='vm-', dir=os.path.join(CACHE))
    os.makedirs(run_dir, exist_ok=True)
    sock_dir = tempfile.mkdtemp(prefix='qvm-', dir='/tmp')  # unix socket paths must stay short
    ctl, qmp = os.path.join(sock_dir, 'ctl'), os.path.join(sock_dir, 'qmp')
    vnc = os.path.join(sock_dir, 'vnc')
    gpu_name = {'vkms': 'vkms', 'none': 'none', 'bochs-late': 'late'}.get(gpu, 'auto')
    # The guest sees the clone and the binary's folder at their host paths, whatever those are
    # (under /tmp, which the guest covers with its own tmpfs; with spaces; read-only).
    # no_timer_check: on a loaded host TCG can miss the kernel's boot-time IO-APIC timer check,
    # which then panics ("IO-APIC + timer doesn't work"), as it did twice on 2026-11-25.
    # cryptomgr.notests: the kernel's self-tests of its crypto algorithms (0.4–0.6 s of each boot
    # under TCG) test the kernel, not Scanout.
    append = 'console=ttyS0 panic=-1 quiet no_timer_check cryptomgr.notests vm.tests=%s vm.pkg=%s vm.bin=%s vm.gpu=%s' % (
        ','.join(tests), guest_word(ROOT), guest_word(binary), gpu_name)
    for name, value in sorted((env or {}).items()):
        append += ' vm.env.%s=%s' % (name, guest_word(str(value)))
    # A negative priority (root only; otherwise nice just warns) keeps other work on the host from
    # stealing the emulated CPU's time: timing scenarios (vkms) use it.
    cmd = (['nice', '-n', str(priority)] if priority else []) + ['timeout', '--kill-after=5', str(timeout), qemu, '-accel', 'tcg', '-m', '1G', '-smp', '1',
           '-nodefaults', '-no-user-config', '-display', 'none', '-no-reboot',
           '-kernel', kernel, '-initrd', initrd, '-append', append,
           '-serial', 'stdio', '-serial', 'unix:%s,server=on,wait=off' % ctl,
           '-qmp', 'unix:%s,server=on,wait=off' % qmp,
           '-virtfs', 'local,path=/,mount_tag=hostroot,security_model=none,readonly=on,multidevs=remap',
           # Read-only: the guest writes nothing into the clone (its scratch files go to its /tmp).
           '-virtfs', 'local,path=%s,mount_tag=pkg,security_model=none,readonly=on,multidevs=remap' % virtfs_path(ROOT),
           '-virtfs', 'local,path=%s,mount_tag=bin,security_model=none,readonly=on,multidevs=remap'
           % virtfs_path(os.path.dirname(binary)),
           # Writable, and kept across the suite's boots as a board keeps its state across its own
           # (Board/vm/init mounts it at /run/scanout-state): the font index lives there.
           '-virtfs', 'local,path=%s,mount_tag=state,security_model=none,multidevs=remap' % virtfs_path(GUEST_STATE),
           ] + GPUS.get(gpu, []) + (['-vnc', 'unix:%s' % vnc] if gpu == 'virtio-resizable' else []) + (
               ['-audiodev', 'wav,id=snd0,path=%s,out.frequency=48000,out.channels=2,out.format=s16'
                % os.path.join(run_dir, 'guest-audio.wav')] if gpu == 'bochs-sound' else []) + list(extra_args)
    result = VMResult()
    result.run_dir = run_dir
    start = time.monotonic()
    proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    qmp_sock, ctl_sock, vnc_sock = None, None, None
    buffer = b''
    lines = []
    current = None  # the scenario between its @@BEGIN and @@END
    heard = time.monotonic()
    try:
        while True:
            ready, _, _ = select.select([proc.stdout], [], [], 1.0)
            if silence_timeout and not ready and time.monotonic() - heard > silence_timeout:
                result.silent = True
                break
            if ready:
                heard = time.monotonic()
                chunk = os.read(proc.stdout.fileno(), 65536)
                if not chunk:
                    break
                buffer += chunk
                while b'\n' in buffer:
                    raw, buffer = buffer.split(b'\n', 1)
                    line = raw.decode('utf-8', 'replace').rstrip('\r')
                    lines.append(line)
                    if verbose:
                        print('  guest| ' + line, flush=True)
                    if on_line:
                        on_line(line)
                    if line.startswith('@@SNAP ') and line.endswith('@@'):
                        name = line[7:-2]
                        if qmp_sock is None:
                            qmp_sock = qmp_connect(qmp)
                        # Tests that share a boot may use the same snap names: each one's own file.
                        shared = len(tests) > 1 and current
                        path = os.path.join(run_dir, ('%s-%s' % (current, name) if shared else name) + '.ppm')
                        qmp_command(qmp_sock, {'execute': 'screendump', 'arguments': {'filename': path}})
                        result.snaps[name] = path
                        result.test_snaps.setdefault(current, {})[name] = path
                        if ctl_sock is None:
                            ctl_sock = socket.socket(socket.AF_UNIX)
                            ctl_sock.connect(ctl)
                        ctl_sock.sendall(b'ok\n')
                    elif line.startswith('@@RESIZE ') and line.endswith('@@'):
                        width, height = (int(v) for v in line[9:-2].split('x'))
                        try:
                            if vnc_sock is None:
                                vnc_sock = vnc_connect(vnc)
                            vnc_set_desktop_size(vnc_sock, width, height)
                            answer = b'ok\n'
                        except (OSError, ValueError) as error:
                            answer = ('failed: %s\n' % error).encode()
                        if ctl_sock is None:
                            ctl_sock = socket.socket(socket.AF_UNIX)
                            ctl_sock.connect(ctl)
                        ctl_sock.sendall(answer)
                    elif line.startswith('@@BEGIN ') and line.endswith('@@'):
                        current = line[8:-2]
                    elif line.startswith('@@EXIT scanout ') and line.endswith('@@'):
                        words = dict(w.split('=', 1) for w in line[15:-2].split() if '=' in w)
                        status = words.get('status', '')
                        result.exits.setdefault(current, []).append(
                            {'status': int(status) if status.isdigit() else None, 'signal': words.get('signal', '?')})
                    elif line.startswith('@@END ') and ' rc=' in line:
                        name, rc = line[6:].rstrip('@').split(' rc=')
                        result.results[name] = int(rc) if rc.isdigit() else 255
            elif proc.poll() is not None:
                break
        proc.wait()
    finally:
        if qmp_sock:
            qmp_sock[1].close()
            qmp_sock[0].close()
        if ctl_sock:
            ctl_sock.close()
        if vnc_sock:
            vnc_sock.close()
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    result.qemu_status = proc.returncode
    result.timed_out = proc.returncode in (124, 137) or result.silent
    result.seconds = time.monotonic() - start
    result.log = '\n'.join(lines)
    with open(os.path.join(run_dir, 'console.log'), 'w') as f:
        f.write(result.log)
    return result


def vnc_connect(path):
    """A VNC client on QEMU's unix socket, past the handshake (RFB 3.8, no security) and the
    server's init message: ready for client messages."""
    s = socket.socket(socket.AF_UNIX)
    s.settimeout(10)
    s.connect(path)

    def read(n):
        data = b''
        while len(data) < n:
            chunk = s.recv(n - len(data))
            if not chunk:
                raise OSError('the VNC server closed the connection')
            data += chunk
        return data
    version = read(12)
    if not version.startswith(b'RFB 003.'):
        raise OSError('not a VNC server: %r' % version)
    s.sendall(b'RFB 003.008\n')
    types = read(read(1)[0])
    if 1 not in types:
        raise OSError('the VNC server wants authentication (types %s)' % list(types))
    s.sendall(b'\x01')
    if struct.unpack('>I', read(4))[0] != 0:
        raise OSError('the VNC server refused the connection')
    s.sendall(b'\x01')  # ClientInit: shared
    width, height = struct.unpack('>HH', read(4))
    read(16)  # pixel format
    read(struct.unpack('>I', read(4))[0])  # desktop name
    # The extended desktop size pseudo-encoding, so the server answers a SetDesktopSize.
    s.sendall(struct.pack('>BxHi', 2, 1, -308))
    return s


def vnc_set_desktop_size(s, width, height):
    """SetDesktopSize (RFB message 251) with one screen: QEMU forwards it to the display device
    as its new preferred size (dpy_set_ui_info)."""
    s.sendall(struct.pack('>BxHHBx', 251, width, height, 1) + struct.pack('>IHHHHI', 0, 0, 0, width, height, 0))


def qmp_connect(path):
    s = socket.socket(socket.AF_UNIX)
    for _ in range(100):
        try:
            s.connect(path)
            break
        except OSError:
            time.sleep(0.05)
    f = s.makefile('rwb')
    json.loads(f.readline())  # greeting
    qmp_command((s, f), {'execute': 'qmp_capabilities'})
    return (s, f)


def qmp_command(connection, command):
    f = connection[1]
    f.write((json.dumps(command) + '\n').encode())
    f.flush()
    while True:
        line = f.readline()
        if not line:
            raise RuntimeError('QMP closed during %s' % command['execute'])
        reply = json.loads(line)
        if 'event' in reply:
            continue
        if 'error' in reply:
            raise RuntimeError('QMP %s: %s' % (command['execute'], reply['error']))
        return reply.get('return')


# Images: (width, height, bytes RGB) triples.

def read_ppm(path):
    with open(path, 'rb') as f:
        data = f.read()
    fields, at = [], 0
    while len(fields) < 4:
        while data[at:at + 1].isspace():
            at += 1
        if data[at:at + 1] == b'#':
            at = data.index(b'\n', at) + 1
            continue
        end = at
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[at:end])
        at = end
    if fields[0] != b'P6' or int(fields[3]) != 255:
        raise ValueError('%s is not an 8-bit P6 PPM' % path)
    w, h = int(fields[1]), int(fields[2])
    return w, h, data[at + 1:at + 1 + w * h * 3]


def read_png(path):
    """8-bit RGB or RGBA, non-interlaced PNGs (what Scanout writes); returns RGB bytes."""
    with open(path, 'rb') as f:
        data = f.read()
    if data[:8] != b'\x89PNG\r\n\x1a\n':
        raise ValueError('%s is not a PNG' % path)
    at, idat, w = 8, b'', 0
    while at < len(data):
        length, kind = struct.unpack('>I4s', data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        if kind == b'IHDR':
            w, h, depth, ctype, _, _, interlace = struct.unpack('>IIBBBBB', body)
            if depth != 8 or ctype not in (2, 6) or interlace:
                raise ValueError('%s: only 8-bit RGB/RGBA non-interlaced PNGs are read' % path)
        elif kind == b'IDAT':
            idat += body
        at += 12 + length
    bpp = 4 if ctype == 6 else 3
    raw = zlib.decompress(idat)
    stride = w * bpp
    out = bytearray(w * h * 3)
    prev = bytearray(stride)
    pos = 0
    for y in range(h):
        kind = raw[pos]
        line = bytearray(raw[pos + 1:pos + 1 + stride])
        pos += 1 + stride
        if kind == 1:
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 255
        elif kind == 2:
            for i in range(stride):
                line[i] = (line[i] + prev[i]) & 255
        elif kind == 3:
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + prev[i]) >> 1)) & 255
        elif kind == 4:
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b, c = prev[i], (prev[i - bpp] if i >= bpp else 0)
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + pred) & 255
        prev = line
        if bpp == 3:
            out[y * w * 3:(y + 1) * w * 3] = line
        else:
            row = out[y * w * 3:(y + 1) * w * 3]
            row[0::3], row[1::3], row[2::3] = line[0::4], line[1::4], line[2::4]
            out[y * w * 3:(y + 1) * w * 3] = row
    return w, h, bytes(out)


def read_image(path):
    return read_png(path) if path.endswith('.png') else read_ppm(path)


def compare(actual, expected, per_channel=2, max_differing=0, animated=None):
    """(ok, message): images equal within `per_channel` levels, at most `max_differing` pixels beyond.

    `animated`, if given, is a set of pixel indices left out: where the reference itself changes
    with time alone (an activity indicator's spokes), which no screendump can be timed to match.
    """
    aw, ah, a = actual
    ew, eh, e = expected
    if (aw, ah) != (ew, eh):
        return False, 'size %dx%d, expected %dx%d' % (aw, ah, ew, eh)
    differing, worst, first, skipped = 0, 0, None, 0
    for i in range(0, len(a), 3):
        d = max(abs(a[i] - e[i]), abs(a[i + 1] - e[i + 1]), abs(a[i + 2] - e[i + 2]))
        if d > per_channel:
            if animated is not None and i // 3 in animated:
                skipped += 1
                continue
            differing += 1
            worst = max(worst, d)
            if first is None:
                first = ((i // 3) % aw, (i // 3) // aw)
    left_out = ' (%d animated pixels left out)' % len(animated) if animated else ''
    if differing > max_differing:
        return False, '%d pixels differ by more than %d (worst %d, first at %s)%s' % (
            differing, per_channel, worst, first, left_out)
    return True, 'equal within ±%d per channel (%d pixels beyond, %d allowed)%s' % (
        per_channel, differing, max_differing, left_out)


def animated_pixels(earlier, later, per_channel=2, margin=2):
    """The pixel indices where two renders of one screen at different times differ, grown by
    `margin` pixels: the parts that move with time alone."""
    w, h, a = earlier
    _, _, b = later
    moving = set()
    for i in range(0, len(a), 3):
        if max(abs(a[i] - b[i]), abs(a[i + 1] - b[i + 1]), abs(a[i + 2] - b[i + 2])) > per_channel:
            x, y = (i // 3) % w, (i // 3) // w
            for dy in range(-margin, margin + 1):
                for dx in range(-margin, margin + 1):
                    if 0 <= x + dx < w and 0 <= y + dy < h:
                        moving.add((y + dy) * w + x + dx)
    return moving


def pixel(image, x, y):
    w, h, data = image
    i = (y * w + x) * 3
    return data[i], data[i + 1], data[i + 2]


def rotate_clockwise(w, h, data):
    """The image turned a quarter clockwise, as a panel mounted at 90° shows it: (h, w, bytes)."""
    out = bytearray(w * h * 3)
    pw = h  # the panel is as wide as the image is high
    for y in range(h):
        row = data[y * w * 3:(y + 1) * w * 3]
        px = pw - 1 - y
        for x in range(w):
            i = (x * pw + px) * 3
            out[i:i + 3] = row[x * 3:x * 3 + 3]
    return pw, w, bytes(out)
