import ScanoutTesting
import Testing
@testable import Graphics

/// Mutated real JPEG files through `Bitmap.decodeJPEG`: each gives a bitmap of the size its
/// header promised (within the limits) or a `JPEGError`; never a crash, a hang or a huge
/// allocation (libjpeg's fatal errors come back through the C shim's `setjmp`, not `exit`).
@Suite("Fuzz: JPEG")
struct JPEGFuzzTests {
    @Test("Mutated JPEGs (baseline, progressive, greyscale, CMYK, 4:2:0) decode or throw JPEGError")
    func mutatedJPEGs() throws {
        let folder = JPEGTests.fixtures
        let corpus = try ["solid-8x8", "quadrants-16x16", "grey-16x4", "progressive-16x16", "cmyk-8x8",
                          "landscape-240x160"].map { name throws(FileError) in try FileBytes.read(folder + name + ".jpg") }
        let report = fuzz("jpeg", seed: 0x5CA2_0317, ciCount: 2_000, longCount: 200_000, deadline: 30) { random, _ in
            let bytes = ByteMutator.mutate(random.pick(corpus), &random)
            let bitmap: Bitmap
            do throws(JPEGError) {
                bitmap = try Bitmap.decodeJPEG(bytes, name: "fuzz.jpg")
            } catch {
                #expect(!error.description.isEmpty)
                return .typedError
            }
            #expect(bitmap.width > 0 && bitmap.height > 0)
            #expect(bitmap.width <= PNGLimits.maximumDimension && bitmap.height <= PNGLimits.maximumDimension)
            return .result
        }
        #expect(report.results > 0 && report.typedErrors > 0)
        if isLongFuzzRun { #expect(report.anonymousGrowth < 256 << 20) }
    }
}
