public import Scanout

/// A language the gallery is translated into: Scanout's built-in languages
/// (``InterfaceLanguage``: English, Arabic, Hebrew, Japanese; Arabic and Hebrew lay out right
/// to left).
public typealias GalleryLanguage = InterfaceLanguage
