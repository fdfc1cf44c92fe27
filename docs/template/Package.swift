// swift-tools-version: 6.0
// The template of a Scanout app (docs/tutorial.md). Change SCANOUT_PATH to where your copy of
// Scanout is, SCANOUT_PACKAGE to that folder's name in lower case (SwiftPM names a local
// package after its folder), and Hello to your app's name.
import PackageDescription

let package = Package(
    name: "Hello",
    dependencies: [
        .package(path: "SCANOUT_PATH"),
    ],
    targets: [
        .executableTarget(name: "Hello", dependencies: [.product(name: "Scanout", package: "SCANOUT_PACKAGE")]),
    ],
    swiftLanguageModes: [.v6]
)
