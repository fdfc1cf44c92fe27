import Glibc

/// Pixel memory for bitmaps: small ones from the allocator, large ones (2 MiB and more) mapped
/// directly, aligned to 2 MiB and offered to the kernel for transparent huge pages.
///
/// ## Background
/// A 1280×800 frame is 4 MB: a thousand 4 KiB pages. Touching it the first time costs a page
/// fault per page (expensive under virtualisation), and repainting it walks a thousand TLB
/// entries. As two huge pages it faults twice and fits the TLB. The kernel zeroes mapped memory,
/// so a mapped bitmap needs no clearing pass. Where huge pages are unavailable (`never`, or a
/// kernel without them) `madvise` fails harmlessly and the mapping stays in normal pages.
enum PixelMemory {
    /// The size of a huge page on x86-64 and arm64 (4 KiB base pages).
    static let hugePage = 2 << 20

    /// Zeroed memory of `byteCount` bytes, 64-byte aligned, and the token to release it.
    /// `hugePages: false` always uses the allocator (for short-lived bitmaps).
    static func allocate(byteCount: Int, hugePages: Bool = true) -> (pointer: UnsafeMutableRawPointer, mapping: Mapping?) {
        PixelAllocationTracking.record(byteCount)
        if hugePages, byteCount >= hugePage, let mapping = Mapping(byteCount: byteCount) {
            return (mapping.start, mapping)
        }
        let pointer = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
        pointer.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
        return (pointer, nil)
    }

    /// Memory of `byteCount` bytes, 64-byte aligned, from the allocator, not initialised: for a
    /// caller that writes every byte at once (released like ``allocate(byteCount:hugePages:)``'s
    /// without a mapping).
    static func allocateUninitialized(byteCount: Int) -> UnsafeMutableRawPointer {
        PixelAllocationTracking.record(byteCount)
        return UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
    }

    /// Zeroed memory of `byteCount` bytes, 64-byte aligned, from the allocator (released like
    /// ``allocate(byteCount:hugePages:)``'s without a mapping), or nil when the allocator has none
    /// left: for images the caller can do without.
    static func allocateIfAvailable(byteCount: Int) -> UnsafeMutableRawPointer? {
        var pointer: UnsafeMutableRawPointer?
        guard posix_memalign(&pointer, 64, byteCount) == 0, let pointer else { return nil }
        pointer.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
        return pointer
    }

    /// Releases memory from ``allocate(byteCount:)``.
    static func release(_ pointer: UnsafeMutableRawPointer, mapping: Mapping?) {
        if let mapping { munmap(mapping.base, mapping.length) } else { pointer.deallocate() }
    }

    /// An anonymous mapping with a huge-page-aligned start inside it.
    struct Mapping {
        /// What `mmap` returned and its length (what `munmap` takes).
        let base: UnsafeMutableRawPointer
        let length: Int
        /// The first huge-page boundary in the mapping: where the pixels start.
        let start: UnsafeMutableRawPointer

        init?(byteCount: Int) {
            // One huge page more than needed, so that an aligned start always fits.
            let rounded = (byteCount + PixelMemory.hugePage - 1) / PixelMemory.hugePage * PixelMemory.hugePage
            let length = rounded + PixelMemory.hugePage
            let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
            guard let mapped, mapped != MAP_FAILED else { return nil }
            let address = UInt(bitPattern: mapped)
            let aligned = (address + UInt(PixelMemory.hugePage) - 1) & ~UInt(PixelMemory.hugePage - 1)
            guard let start = UnsafeMutableRawPointer(bitPattern: aligned) else {
                munmap(mapped, length)
                return nil
            }
            _ = madvise(start, rounded, MADV_HUGEPAGE)
            base = mapped
            self.length = length
            self.start = start
        }
    }
}
