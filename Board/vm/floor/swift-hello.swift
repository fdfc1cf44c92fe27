import Glibc
// Milliseconds from this process's start (/proc/self/stat, clock ticks) to main, as Scanout measures it.
var t = timespec(); clock_gettime(CLOCK_BOOTTIME, &t)
let now = Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
let f = fopen("/proc/self/stat", "r")!
var buf = [CChar](repeating: 0, count: 1024); fgets(&buf, 1024, f)
let line = String(cString: buf)
let fields = line[line.index(after: line.lastIndex(of: ")")!)...].split(separator: " ")
let start = Double(fields[19])! / Double(sysconf(Int32(_SC_CLK_TCK)))
print("swift-hello main_ms_since_start=\(Int((now - start) * 1000))")
