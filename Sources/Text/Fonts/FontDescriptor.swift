/// One face of one font file, as fontconfig found it: where it is and what it is.
public struct FontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// The family name the file declares (“Inter”, “Noto Sans Arabic”).
    public var family: String
    /// The path of the font file.
    public var path: String
    /// The face's index inside a collection (`.ttc`); 0 for plain files.
    public var faceIndex: Int
    /// The face's weight.
    public var weight: FontWeight

    /// Creates a descriptor for a face of a font file.
    public init(family: String, path: String, faceIndex: Int = 0, weight: FontWeight = .regular) {
        self.family = family
        self.path = path
        self.faceIndex = faceIndex
        self.weight = weight
    }

    public var description: String { "\(family) (\(path)#\(faceIndex), \(weight))" }
}
