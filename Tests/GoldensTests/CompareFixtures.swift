import Glibc
import Graphics

/// Folders of small PNG screens for the comparison tests: a button-like shape on a grouped
/// background, the same picture nudged within a tolerance, and one with a real change.
enum CompareFixtures {
    /// A new empty folder under /tmp.
    static func folder(_ label: String) -> String {
        let path = "/tmp/scanout-compare-\(label)-\(getpid())-\(Int.random(in: 0..<1_000_000_000))"
        mkdir(path, 0o755)
        return path
    }

    /// A 120×80 screen: grouped background, a blue “button” whose horizontal position is `offset`.
    static func screen(offset: Int = 20, tint: UInt32 = 0xFF00_7AFF) -> Bitmap {
        let b = Bitmap(width: 120, height: 80)
        b.clear(Color(hex: 0xF2F2F7))
        b.fill(PixelRect(x: 10, y: 10, width: 100, height: 24), color: .white)
        for y in 46..<66 { for x in offset..<(offset + 60) { b[x, y] = tint } }
        return b
    }

    /// `screen()` with `count` pixels changed by `amount` in the red channel.
    static func nudged(count: Int, amount: UInt32) -> Bitmap {
        let b = screen()
        for i in 0..<count {
            let x = 12 + i % 90, y = 12 + (i / 90) % 20
            b[x, y] = b[x, y] - amount << 16
        }
        return b
    }

    /// Writes `images` (path → bitmap) into `folder`, making sub-folders.
    static func write(_ images: [String: Bitmap], into folder: String) throws {
        for (name, image) in images {
            var dir = folder
            for part in name.split(separator: "/").dropLast() {
                dir += "/" + part
                mkdir(dir, 0o755)
            }
            try image.writePNG(to: folder + "/" + name)
        }
    }
}
