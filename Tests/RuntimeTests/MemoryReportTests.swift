import Foundation
import Testing
@testable import Runtime

@Suite("Memory reports")
struct MemoryReportTests {
    /// The kernel's own count of the `[heap]` mapping's resident KiB (`/proc/self/smaps`).
    static func heapRssFromSmaps() throws -> Int {
        let smaps = try String(contentsOfFile: "/proc/self/smaps", encoding: .utf8)
        var inHeap = false
        for line in smaps.split(separator: "\n") {
            if line.first?.isHexDigit == true, line.contains("-") {
                inHeap = line.hasSuffix("[heap]")
            } else if inHeap, line.hasPrefix("Rss:") {
                return Int(line.split(separator: " ")[1]) ?? -1
            }
        }
        return 0
    }

    @Test("The brk heap's resident bytes are what the kernel counts resident in the [heap] mapping")
    func brkHeapResident() throws {
        // Allocations of other tests running beside this one move the heap a little between the
        // two readings; a wrong field of /proc/self/stat or a wrong page count moves it by far more.
        var closest = Int.max, kernel = 0, measured = 0
        for _ in 0..<5 {
            let a = MemoryReport.brkHeapResidentBytes() >> 10
            let b = try Self.heapRssFromSmaps()
            if abs(a - b) < closest { (closest, measured, kernel) = (abs(a - b), a, b) }
        }
        #expect(kernel > 0)
        #expect(closest <= 64, "mincore \(measured) KiB, smaps \(kernel) KiB")
        #expect(measured << 10 <= MemoryReport.residentSetBytes())
    }
}
