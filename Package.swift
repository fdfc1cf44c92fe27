// swift-tools-version: 6.0
//
// Scanout: a Swift UI runtime for embedded Linux. Layers and their one-way dependencies are
// described in docs/architecture.md; each C library has exactly one C target (a system library,
// or a target of forwarding functions that opens the library at its first call) and exactly one
// Swift module that imports it.
import PackageDescription

// A release build puts every function in a section of its own, so that the executables' link
// can place the functions a run uses side by side (`shippedLink` below), and reaches the metadata
// of generic types (a `Dictionary` keyed by one of ours) through accessor calls that pass the
// conformances along, instead of by mangled name: a name is decoded at run time, and each
// conformance its requirements name is searched for among the binary's 4,939 records, once per
// type (the splash's start searched 7 times, 12.3 M → 10.7 M instructions; docs/boards.md).
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .unsafeFlags(["-Xfrontend", "-function-sections"], .when(configuration: .release)),
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release)),
]
// The pixel paths (rasterizer, text, scene, controls, golden comparison, the log's rate limiter)
// are optimised in every configuration: a debug build of them drew a 4.5-second touch script in
// 100 s against 3.5 s in release, and screenshot tests, Scanout's own and an app's, spend their
// time there. The rest of a debug build stays unoptimised for the debugger. (A flag SwiftPM calls
// unsafe: allowed for a root package and a local or branch dependency, which is how an app uses
// Scanout (docs/tutorial.md).)
let optimised: [SwiftSetting] = strict + [.unsafeFlags(["-O"], .when(configuration: .debug))]

// The benchmark peer's headers (cairo, pango and the headers theirs include) where Debian's
// libcairo2-dev and libpango1.0-dev put them. Named here instead of through pkg-config: glib's
// pkg-config file adds `-pthread`, which SwiftPM drops with a warning on every build. Only the
// `scanout-bench` executable and its CCairoPango use them; no library product carries these flags.
let cairoPangoIncludes = [
    "/usr/include/cairo", "/usr/include/pango-1.0", "/usr/include/glib-2.0",
    "/usr/lib/x86_64-linux-gnu/glib-2.0/include", "/usr/lib/aarch64-linux-gnu/glib-2.0/include",
    "/usr/include/harfbuzz", "/usr/include/freetype2", "/usr/include/fribidi", "/usr/include/pixman-1",
    "/usr/include/libpng16",
]
let cairoPangoHeaders: [SwiftSetting] = [.unsafeFlags(cairoPangoIncludes.flatMap { ["-Xcc", "-I\($0)"] })]

// How a release build links `scanout` and `scanout-bench` (docs/boards.md, "How the binary is
// linked"): with the toolchain's lld; relative relocations packed (DT_RELR: glibc 2.36 or later);
// no symbol of the executable exported to the shared libraries, which never call into it; the
// functions that the runs of `scripts/generate-link-order` used placed first, in the order of
// Board/link-order.txt (a name the linker no longer finds is skipped); and the compiler's private
// functions, which have no name to order by, together before them (Board/link-sections.ld); and
// libstdc++ from its static archive (Board/static-libstdc++). A process then maps the few
// megabytes of code it runs instead of most of the binary's 14 MB, and binds no C++ symbols.
let board = Context.packageDirectory + "/Board"
let shippedLink: [LinkerSetting] = [
    .unsafeFlags([
        "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker", "--no-export-dynamic",
        "-Xlinker", "--symbol-ordering-file=\(board)/link-order.txt", "-Xlinker", "--no-warn-symbol-ordering",
        "-Xlinker", "-T", "-Xlinker", "\(board)/link-sections.ld", "-L\(board)/static-libstdc++",
    ], .when(configuration: .release))
]

let package = Package(
    name: "Scanout",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Scanout", targets: ["Scanout"]),
        // For embedding the runtime itself: displays, devices, the event loop, sessions, the app host.
        .library(name: "ScanoutHost", targets: ["ScanoutHost"]),
        // For an app's own tests: golden comparison and `expectScreen` (Swift Testing).
        .library(name: "ScanoutTesting", targets: ["ScanoutAppTesting", "ScanoutTesting", "Goldens"]),
        // `assertSnapshot(of: screen, as: .scanout(size:scale:appearance:))` for swift-snapshot-testing users.
        .library(name: "ScanoutSnapshotTesting", targets: ["ScanoutSnapshotTesting"]),
        .executable(name: "scanout", targets: ["ScanoutCLI"]),
        .executable(name: "scanout-bench", targets: ["ScanoutBench"]),
        .executable(name: "scanout-gallery", targets: ["GalleryMain"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        // Only ScanoutSnapshotTesting uses it, and only its SnapshotTesting product (no swift-syntax).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // `swift package generate-documentation --target Apps` (DocC, offline); a plugin only.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // C libraries: one target each, most a system library found by pkg-config.
        .systemLibrary(name: "CDRM", path: "Sources/CDRM", pkgConfig: "libdrm",
                       providers: [.apt(["libdrm-dev"])]),
        // The input stack (libinput, libudev, libxkbcommon): headers, and their functions opened
        // with dlopen at their first call (Sources/CInput).
        .target(name: "CInput", dependencies: ["CLazyLibrary"], path: "Sources/CInput"),
        // Opening a library at the first call of one of its functions (CInput, CFontconfig, CJPEG,
        // and the benchmark's CCairoPango).
        .target(name: "CLazyLibrary", path: "Sources/CLazyLibrary", linkerSettings: [.linkedLibrary("dl")]),
        .systemLibrary(name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFriBidi", path: "Sources/CFriBidi", pkgConfig: "fribidi",
                       providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(name: "CUnibreak", path: "Sources/CUnibreak", pkgConfig: "libunibreak",
                       providers: [.apt(["libunibreak-dev"])]),
        // fontconfig's header (libfontconfig-dev), its functions opened with dlopen at their
        // first call (Sources/CFontconfig): a start the font index answers does not load it.
        .target(name: "CFontconfig", dependencies: ["CLazyLibrary"], path: "Sources/CFontconfig"),
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        // libjpeg's header (libjpeg62-turbo-dev) and a reader; libjpeg opened with dlopen at
        // the first read (Sources/CJPEG).
        .target(name: "CJPEG", dependencies: ["CLazyLibrary"], path: "Sources/CJPEG"),
        // Headers only: libseat is opened with dlopen when a seat is first asked for, as libsystemd
        // is for sd_notify, not at exec (Devices' SharedLibrary; docs/boot.md, "First frame from exec").
        .systemLibrary(name: "CSeat", path: "Sources/CSeat"),
        // Header only (libasound2-dev): libasound is opened with dlopen at the first sound device (Audio).
        .systemLibrary(name: "CALSA", path: "Sources/CALSA"),
        // Header only: libanthy is opened with dlopen at the first conversion (InputMethods).
        .systemLibrary(name: "CAnthy", path: "Sources/CAnthy"),
        // Header only: libespeak-ng is opened with dlopen when a screen reader first speaks (Speech).
        .systemLibrary(name: "CESpeak", path: "Sources/CESpeak"),
        // Linux kernel interfaces (epoll, timerfd, fbdev/VT ioctls) for Devices and Runtime.
        .systemLibrary(name: "CLinux", path: "Sources/CLinux"),
        // Benchmark peer only: cairo + pango's headers (libcairo2-dev, libpango1.0-dev), their
        // functions opened with dlopen at their first call (Sources/CCairoPango), so a child that
        // draws with Scanout alone does not map them. Never a dependency of the runtime. Its header
        // paths are `cairoPangoIncludes` (above), not pkg-config's.
        .target(name: "CCairoPango", dependencies: ["CLazyLibrary"], path: "Sources/CCairoPango",
                cSettings: [.unsafeFlags(cairoPangoIncludes.map { "-I\($0)" })]),

        // Layers, bottom to top.
        .target(name: "Graphics", dependencies: ["CPNG", "CJPEG"], swiftSettings: optimised),
        .target(name: "Text",
                dependencies: ["Graphics", "CFreeType", "CHarfBuzz", "CFriBidi", "CUnibreak", "CFontconfig"],
                swiftSettings: optimised),
        // Sounds: synthesis, mixing, the ALSA and WAV outputs, the main-actor player (docs/sounds.md).
        .target(name: "Audio", dependencies: ["CALSA"], swiftSettings: strict),
        .target(name: "Scene", dependencies: ["Graphics", "Text", "Audio"], swiftSettings: optimised),
        // Event values, touch scripts and the input-source protocol: below both Gestures and
        // Devices, so the DRM/libinput layer needs no Scene or Text.
        .target(name: "Input", dependencies: ["Graphics"], swiftSettings: strict),
        .target(name: "Gestures", dependencies: ["Scene", "Input"], swiftSettings: strict),
        // Input methods (Japanese: romaji → kana, kana → kanji through Anthy); no views.
        .target(name: "InputMethods", dependencies: ["CAnthy"], swiftSettings: strict),
        .target(name: "Controls", dependencies: ["Graphics", "Text", "Scene", "Gestures", "InputMethods"],
                swiftSettings: optimised),
        // Speech for the screen reader: eSpeak NG on a thread of its own (docs/accessibility.md).
        .target(name: "Speech", dependencies: ["Scene", "Audio", "CESpeak"], swiftSettings: strict),
        .target(name: "Devices",
                dependencies: ["Graphics", "Input", "CDRM", "CInput", "CLinux", "CSeat"],
                swiftSettings: strict),
        .target(name: "Runtime",
                dependencies: ["Graphics", "Text", "Scene", "Gestures", "Devices", "Audio", "Speech", "CLinux", "Diagnostics",
                               .product(name: "Logging", package: "swift-log")],
                swiftSettings: strict),
        // The app layer: the `App` protocol, its lifecycle and saved state, its command line.
        .target(name: "Apps",
                dependencies: ["Graphics", "Text", "Scene", "Gestures", "Controls", "Devices", "Runtime", "Audio", "Diagnostics",
                               .product(name: "ArgumentParser", package: "swift-argument-parser"),
                               .product(name: "Logging", package: "swift-log")],
                swiftSettings: strict),
        // Several apps in one runtime process: home screen, switcher, suspension, rotation.
        .target(name: "MultiApp",
                dependencies: ["Graphics", "Input", "Text", "Scene", "Gestures", "Controls", "Devices", "Runtime", "Apps", "Audio"],
                swiftSettings: strict),
        .target(name: "Scanout",
                dependencies: ["Graphics", "Input", "Text", "Scene", "Gestures", "InputMethods", "Controls", "Devices", "Runtime",
                               "Apps", "Audio"],
                swiftSettings: strict),
        .target(name: "ScanoutHost", dependencies: ["Scanout", "Runtime", "Devices", "MultiApp"], swiftSettings: strict),
        // The gallery and the demo scene: apps on the public API, with their runners on the host's.
        .target(name: "Gallery", dependencies: ["Scanout", "ScanoutHost"], swiftSettings: strict),
        .target(name: "Demo", dependencies: ["Scanout", "ScanoutHost"], swiftSettings: strict),
        // Example apps, written only against the public `Scanout` product (docs/screenshots.md).
        // The app in a library (so `scanout apps` can host it), the executable only its `@main`.
        .target(name: "CheckInApp", dependencies: ["Scanout"], swiftSettings: strict),
        .executableTarget(name: "CheckIn", dependencies: ["CheckInApp", "Scanout"], swiftSettings: strict),
        // The gallery as an executable of its own: `@main` on the App, like an author's app.
        .executableTarget(name: "GalleryMain", dependencies: ["Gallery", "Scanout"], swiftSettings: strict),
        // The device settings example: the app in a library (a multi-app runtime can host it), the
        // executable only its `@main`. Public `Scanout` product only.
        .target(name: "SettingsApp", dependencies: ["Scanout"], swiftSettings: strict),
        .executableTarget(name: "Settings", dependencies: ["SettingsApp", "Scanout"], swiftSettings: strict),
        // The boot splash (`scanout boot`), its control socket and protocol (docs/boot.md).
        .target(name: "Boot",
                dependencies: ["Graphics", "Text", "Scene", "Gestures", "Controls", "Devices", "Runtime", "Apps", "Diagnostics",
                               .product(name: "Logging", package: "swift-log")],
                swiftSettings: strict),
        .executableTarget(name: "ScanoutCLI",
                          dependencies: ["Runtime", "Apps", "MultiApp", "Devices", "Gestures", "Graphics", "Scene", "Gallery", "CheckInApp", "SettingsApp", "Demo", "Goldens", "Boot", "Diagnostics", "Audio",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")],
                          swiftSettings: strict, linkerSettings: shippedLink),
        .executableTarget(name: "ScanoutBench",
                          dependencies: ["Graphics", "Text", "Scene", "Controls", "Gestures", "Input", "Runtime", "Apps", "MultiApp", "Speech",
                                         "CCairoPango"],
                          swiftSettings: strict + cairoPangoHeaders, linkerSettings: shippedLink),
        // Test support: goldens, fuzzing, and the fixtures several test targets share (test fonts,
        // touch screens, recognizer state logs, a scene harness on the runtime's host). Test
        // targets only.
        .target(name: "ScanoutTesting", dependencies: ["Graphics", "Goldens", "Text", "Scene", "Input", "Gestures", "Runtime", "CLinux",
                                                       .product(name: "Logging", package: "swift-log")],
                swiftSettings: strict),
        // Screens of apps checked against goldens in an app's own tests (Swift Testing).
        .target(name: "ScanoutAppTesting", dependencies: ["Scanout", "ScanoutTesting", "Runtime"], swiftSettings: strict),
        .target(name: "ScanoutSnapshotTesting",
                dependencies: ["ScanoutAppTesting", "Scanout",
                               .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                swiftSettings: strict),
        // Golden comparison shared by the tests and `scanout compare`: tolerances, folder reports.
        .target(name: "Goldens", dependencies: ["Graphics"], swiftSettings: optimised),
        // The one logger: swift-log with a journal-friendly handler and rate limiting (docs/logging.md).
        .target(name: "Diagnostics", dependencies: [.product(name: "Logging", package: "swift-log")],
                swiftSettings: optimised),

        // One test target per module.
        .testTarget(name: "GraphicsTests", dependencies: ["Graphics", "ScanoutTesting", "CLazyLibrary", "CJPEG"],
                    exclude: ["Goldens", "Fixtures"], swiftSettings: strict),
        .testTarget(name: "TextTests", dependencies: ["Text", "Graphics", "ScanoutTesting"], exclude: ["Goldens"],
                    swiftSettings: strict),
        .testTarget(name: "SceneTests", dependencies: ["Scene", "Graphics", "Text", "ScanoutTesting"],
                    exclude: ["Goldens"], swiftSettings: strict),
        .testTarget(name: "ControlsTests",
                    dependencies: ["Controls", "Scene", "Gestures", "Graphics", "Text", "InputMethods", "Runtime", "Audio", "ScanoutTesting"],
                    exclude: ["Goldens"], swiftSettings: strict),
        .testTarget(name: "AudioTests", dependencies: ["Audio"], swiftSettings: strict),
        .testTarget(name: "InputMethodsTests", dependencies: ["InputMethods"], swiftSettings: strict),
        .testTarget(name: "SpeechTests", dependencies: ["Speech", "Scene", "Audio"], swiftSettings: strict),
        .testTarget(name: "InputTests", dependencies: ["Input", "Graphics", "ScanoutTesting"], swiftSettings: strict),
        .testTarget(name: "GesturesTests", dependencies: ["Gestures", "Input", "Scene", "Graphics", "Runtime", "ScanoutTesting"],
                    swiftSettings: strict),
        .testTarget(name: "DevicesTests", dependencies: ["Devices", "Input", "Gestures", "Graphics", "ScanoutTesting"],
                    swiftSettings: strict),
        .testTarget(name: "RuntimeTests", dependencies: ["Runtime", "Devices", "Graphics", "Text", "Scene", "Gestures", "Controls", "Audio", "ScanoutTesting"],
                    swiftSettings: strict),
        .testTarget(name: "AppsTests", dependencies: ["Apps", "Scanout", "ScanoutTesting", "Runtime", "Devices"], swiftSettings: strict),
        .testTarget(name: "MultiAppTests",
                    dependencies: ["MultiApp", "Apps", "Runtime", "Devices", "Graphics", "Scene", "Gestures", "Controls",
                                   "Input", "Audio", "ScanoutTesting"],
                    exclude: ["Goldens"], swiftSettings: strict),
        .testTarget(name: "GalleryTests", dependencies: ["Gallery", "Scanout", "ScanoutTesting", "ScanoutAppTesting", "Runtime", "Devices"], exclude: ["Goldens"],
                    swiftSettings: strict),
        .testTarget(name: "SettingsAppTests", dependencies: ["SettingsApp", "Scanout", "ScanoutAppTesting", "Runtime"],
                    exclude: ["Goldens"], swiftSettings: strict),
        .testTarget(name: "DemoTests", dependencies: ["Demo", "Scanout", "Runtime", "ScanoutTesting", "Devices"],
                    exclude: ["Goldens"], swiftSettings: strict),
        .testTarget(name: "BootTests",
                    dependencies: ["Boot", "Apps", "Runtime", "Devices", "Controls", "Scene", "Gestures", "Input", "Graphics", "Diagnostics",
                                   "ScanoutTesting", .product(name: "Logging", package: "swift-log")],
                    exclude: ["Goldens"], swiftSettings: strict),
        .testTarget(name: "DiagnosticsTests",
                    dependencies: ["Diagnostics", .product(name: "Logging", package: "swift-log")],
                    swiftSettings: strict),
        .testTarget(name: "GoldensTests", dependencies: ["Goldens", "Graphics", "ScanoutTesting"], swiftSettings: strict),
        .testTarget(name: "ScanoutAppTestingTests", dependencies: ["ScanoutAppTesting", "Scanout", "Runtime"],
                    exclude: ["Goldens"], swiftSettings: strict),
        .testTarget(name: "ScanoutSnapshotTestingTests",
                    dependencies: ["ScanoutSnapshotTesting", "ScanoutAppTesting", "Scanout",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["__Snapshots__"], swiftSettings: strict),
        // Runs the built `scanout` executable as a user does (exit status, files written).
        .testTarget(name: "ScanoutCLITests", dependencies: ["ScanoutCLI", "CheckIn", "CheckInApp", "Scanout", "ScanoutTesting", "ScanoutAppTesting", "Graphics", "Boot", "Runtime"],
                    exclude: ["Goldens"], swiftSettings: strict),
        .testTarget(name: "ScanoutTestingTests", dependencies: ["ScanoutTesting", "Graphics"],
                    swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
