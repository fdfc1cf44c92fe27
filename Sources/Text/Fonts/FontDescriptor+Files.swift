import CFreeType
import Glibc

extension FontDescriptor {
    /// The font file extensions ``faces(at:)`` reads in a folder.
    static let fontFileExtensions: Set<String> = ["otf", "ttf", "ttc", "otc"]

    /// The upright faces of the font files at `path` — one file, or every font file in a folder
    /// (not its subfolders), in name order — each with the family and weight the file declares:
    /// a board profile's `fonts` (docs/board-profile.md), put before the system's families.
    ///
    /// Italic faces are left out: a fallback chain is chosen by weight, and an italic of the
    /// same weight would stand in for the upright one.
    ///
    /// - Throws: ``TextError/fontFilesUnusable(path:reason:)`` when `path` does not exist, cannot
    ///   be read, or holds no face FreeType can open.
    public static func faces(at path: String) throws(TextError) -> [FontDescriptor] {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw .fontFilesUnusable(path: path, reason: String(cString: strerror(errno)))
        }
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw .libraryUnavailable(library: "FreeType") }
        defer { FT_Done_FreeType(library) }
        var files = [path]
        if status.st_mode & S_IFMT == S_IFDIR {
            guard let folder = opendir(path) else {
                throw .fontFilesUnusable(path: path, reason: String(cString: strerror(errno)))
            }
            defer { closedir(folder) }
            files = []
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard let dot = name.lastIndex(of: "."),
                      fontFileExtensions.contains(name[name.index(after: dot)...].lowercased()) else { continue }
                files.append(path.hasSuffix("/") ? path + name : path + "/" + name)
            }
            files.sort()
        }
        let faces = files.flatMap { uprightFaces(of: $0, library: library) }
        guard !faces.isEmpty else {
            throw .fontFilesUnusable(path: path, reason: status.st_mode & S_IFMT == S_IFDIR
                ? "no .otf, .ttf or .ttc file in it that FreeType can open" : "FreeType cannot open it as a font")
        }
        return faces
    }

    /// Every upright face of one file (a collection has several), or none when it is not a font.
    private static func uprightFaces(of file: String, library: FT_Library) -> [FontDescriptor] {
        var found: [FontDescriptor] = []
        var index = 0
        var count = 1
        while index < count {
            var face: FT_Face?
            guard FT_New_Face(library, file, index, &face) == 0, let face else { break }
            defer { FT_Done_Face(face) }
            count = face.pointee.num_faces
            let isItalic = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
            if !isItalic, let familyName = face.pointee.family_name {
                var weight = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 ? FontWeight.bold : .regular
                if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
                    let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
                    if os2.usWeightClass > 0 { weight = FontWeight(Int(os2.usWeightClass)) }
                }
                found.append(FontDescriptor(family: String(cString: familyName), path: file, faceIndex: index, weight: weight))
            }
            index += 1
        }
        return found
    }
}

extension FontSystem.Configuration {
    /// The default configuration with a board profile's `fonts` (files or folders, see
    /// ``FontDescriptor/faces(at:)``) before the system's families: a board whose own fonts
    /// cover its text never starts fontconfig.
    ///
    /// - Throws: ``TextError/fontFilesUnusable(path:reason:)`` for the first path that cannot be used.
    public init(boardFonts paths: [String]) throws(TextError) {
        var files: [FontDescriptor] = []
        for path in paths { files += try FontDescriptor.faces(at: path) }
        self.init(fontFiles: files)
    }
}
