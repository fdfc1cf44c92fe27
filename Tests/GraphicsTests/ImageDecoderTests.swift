import Glibc
import Testing
@testable import Graphics

/// The background decoder: results come back on the main actor only when delivered, in the
/// order asked, errors as ``ImageFileError``; the pipe it signals on turns readable.
@MainActor
@Suite("Image decoder")
struct ImageDecoderTests {
    @Test("Decodes on its thread and delivers on the main actor only when asked")
    func deliversWhenAsked() throws {
        let decoder = ImageDecoder()
        var delivered: [String] = []
        decoder.decode(JPEGTests.fixtures + "solid-8x8.jpg") { result in
            if case .success(let bitmap) = result { delivered.append("jpeg \(bitmap.width)x\(bitmap.height)") }
        }
        decoder.decode(JPEGTests.fixtures + "missing.jpg") { result in
            if case .failure(.fileNotFound) = result { delivered.append("missing") }
        }
        #expect(decoder.pendingCount == 2)
        #expect(delivered.isEmpty)
        decoder.waitUntilIdle()
        #expect(delivered.isEmpty, "nothing runs before deliverFinished()")
        if let fd = decoder.readyDescriptor {
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            #expect(poll(&ready, 1, 0) == 1, "the pipe is readable once a decode has finished")
        }
        #expect(decoder.deliverFinished() == 2)
        #expect(delivered == ["jpeg 8x8", "missing"])
        #expect(decoder.pendingCount == 0)
        #expect(decoder.deliverFinished() == 0)
    }
}
