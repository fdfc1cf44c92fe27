import Scanout

/// The gallery's strings catalogs (`Assets/Strings/Gallery/*.xcstrings`, one per screen's table),
/// read once from the text `scripts/embed-strings` embeds (``GalleryStrings``).
enum GalleryCatalogs {
    static let gallery = load(GalleryStrings.gallery, file: GalleryStrings.galleryFile)
    static let form = load(GalleryStrings.form, file: GalleryStrings.formFile)
    static let modals = load(GalleryStrings.modals, file: GalleryStrings.modalsFile)
    static let pickers = load(GalleryStrings.pickers, file: GalleryStrings.pickersFile)
    static let repeats = load(GalleryStrings.repeats, file: GalleryStrings.repeatsFile)
    static let selection = load(GalleryStrings.selection, file: GalleryStrings.selectionFile)

    /// How long after launch the gallery reads the catalogs its first screen did not need: after
    /// the first frame, which then waits only for the catalogs it shows, and long before a
    /// person could open another screen.
    static let preloadDelay = 0.25

    /// Reads every catalog now (the first screen's are read as it is built): the gallery calls it
    /// ``preloadDelay`` after launch, so that no screen shown later decodes one mid-interaction
    /// (a frame's hitch, and a heap high-water mark that the soak's memory check would see after
    /// its warm-up).
    static func loadAll() {
        _ = [gallery, form, modals, pickers, repeats, selection]
    }

    /// The catalog embedded as `json`. The gallery's tests read every embedded catalog
    /// (`GalleryCatalogTests`), so a damaged one never ships; were one to, the gallery would
    /// show its keys rather than stop.
    static func load(_ json: String, file: String) -> StringsCatalog {
        StringsCatalog.embedded(json: json, file: file)
    }
}
