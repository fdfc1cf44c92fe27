import Glibc
import Testing
@testable import Graphics

@Suite("PNG")
struct PNGTests {
    let folder: String = {
        var template = Array("/tmp/scanout-png-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }()

    @Test("A written PNG reads back with the same premultiplied pixels")
    func roundTrip() throws {
        let bitmap = Bitmap(width: 5, height: 3)
        bitmap.clear(Color(hex: 0x007AFF))
        bitmap[0, 0] = Color(red: 1, green: 0, blue: 0, alpha: 0.5).premultipliedPixel
        bitmap[1, 0] = 0
        let path = folder + "/round.png"
        try bitmap.writePNG(to: path)
        let back = try Bitmap.readPNG(from: path)
        #expect(back.size == bitmap.size)
        #expect(back.hasSamePixels(as: bitmap))
    }

    @Test("A missing file is an error naming the file")
    func missingFile() {
        let path = folder + "/nothing-here.png"
        #expect(throws: PNGError.fileNotFound(path: path)) { try Bitmap.readPNG(from: path) }
        #expect("\(PNGError.fileNotFound(path: path))".contains("nothing-here.png"))
    }

    @Test("A file that is not a PNG is rejected by its signature")
    func notPNG() throws {
        let path = folder + "/text.png"
        try writeBytes(Array("hello, this is not an image".utf8), to: path)
        #expect(throws: PNGError.notPNG(path: path)) { try Bitmap.readPNG(from: path) }
        let empty = folder + "/empty.png"
        try writeBytes([], to: empty)
        #expect(throws: PNGError.notPNG(path: empty)) { try Bitmap.readPNG(from: empty) }
    }

    @Test("A truncated PNG gives a truncation error, at every cut point, never a crash")
    func truncated() throws {
        let bitmap = Bitmap(width: 40, height: 40)
        for y in 0..<40 { for x in 0..<40 { bitmap[x, y] = 0xFF00_0000 | UInt32(x * 6) << 8 | UInt32(y * 6) } }
        let data = try bitmap.pngData()
        for cut in stride(from: 8, to: data.count - 1, by: max(1, data.count / 25)) {
            do {
                _ = try Bitmap.decodePNG(Array(data.prefix(cut)), name: "cut.png")
                Issue.record("decoding \(cut) of \(data.count) bytes succeeded")
            } catch {
                guard case .truncated(let path, _) = error else {
                    Issue.record("cut at \(cut): expected truncated, got \(error)")
                    continue
                }
                #expect(path == "cut.png")
            }
        }
    }

    @Test("A PNG with a damaged chunk is reported as damaged, naming the file")
    func corrupt() throws {
        let bitmap = Bitmap(width: 8, height: 8)
        bitmap.clear(.white)
        var data = try bitmap.pngData()
        data[20] ^= 0xFF  // inside IHDR: its CRC no longer matches
        let path = folder + "/bad-crc.png"
        try writeBytes(data, to: path)
        do {
            _ = try Bitmap.readPNG(from: path)
            Issue.record("a damaged PNG decoded")
        } catch {
            guard case .corrupt(let p, let reason) = error else { Issue.record("got \(error)"); return }
            #expect(p == path && !reason.isEmpty)
        }
    }

    @Test("Writing into a folder that does not exist is an error naming the file")
    func unwritable() {
        let path = folder + "/no/such/folder/x.png"
        do {
            try Bitmap(width: 1, height: 1).writePNG(to: path)
            Issue.record("write succeeded")
        } catch {
            guard case .unwritable(let p, _) = error else { Issue.record("got \(error)"); return }
            #expect(p == path)
        }
    }

    @Test("A directory is not readable as a PNG")
    func directory() {
        #expect(throws: PNGError.self) { try Bitmap.readPNG(from: folder) }
    }

    private func writeBytes(_ bytes: [UInt8], to path: String) throws {
        guard let file = fopen(path, "wb") else { throw PNGError.unwritable(path: path, reason: "fopen") }
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
    }
}
