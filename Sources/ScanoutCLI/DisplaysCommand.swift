import ArgumentParser
import Devices

/// `scanout displays`: the DRM cards, connectors and modes of this machine.
struct DisplaysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "displays", abstract: "List DRM/KMS cards, their connectors and modes.")

    func run() {
        let cards = DRMCardDiscovery.cards()
        guard !cards.isEmpty else {
            print(
                "No DRM display devices found (no /dev/dri/card* known to udev). Scanout can still render headless: scanout screenshot."
            )
            return
        }
        for card in cards {
            print("\(card.path)" + (card.driver.map { " (\($0))" } ?? ""))
            if let problem = card.problem { print("  cannot query: \(problem)"); continue }
            print(
                "  atomic modesetting: \(card.supportsAtomic ? "yes" : "no (legacy SetCrtc/PageFlip)")"
                    + "; vblank: \(card.supportsVBlankWait ? "real (drmWaitVBlank works)" : "none (frames paced by a timer)")"
                    + "; CRTCs: \(card.crtcs.map(String.init).joined(separator: ", "))")
            for plane in card.planes { print("  \(plane)") }
            for connector in card.connectors {
                print("  connector \(connector.id) \(connector.name): \(connector.status)")
                for mode in connector.modes { print("    \(mode)") }
            }
        }
    }
}
