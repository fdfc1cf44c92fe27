/// What a font index records: fontconfig's answers for the families and weights asked so far,
/// and what they were computed from (``FontIndexStamp``s of its folders, files and environment).
///
/// Built by ``FontDiscovery/indexContent(families:coverageWeights:)``, written with
/// ``FontIndexEncoder`` and read back, without decoding, through ``FontIndex``.
struct FontIndexContent: Equatable {
    /// What the answers depend on: fontconfig's font folders and configuration files (by `stat`)
    /// and the environment variables it reads.
    var stamps: [FontIndexStamp] = []
    /// fontconfig's weight for each OpenType weight 0…1000 (`FcWeightFromOpenType`).
    var fontconfigWeights: [UInt16] = []
    /// The faces the answers name, each once.
    var descriptors: [FontDescriptor] = []
    /// Every family name some installed face declares, lowercased and sorted by UTF-8 bytes: a
    /// name not in it is not installed (no lookup needed to say so).
    var installedFamilies: [String] = []
    /// Answers for family lookups, by lowercased name, sorted by UTF-8 bytes.
    var families: [FamilyAnswers] = []
    /// Answers for coverage lookups, by fontconfig weight, ascending.
    var coverage: [CoverageAnswers] = []

    /// The face fontconfig gives for one family over every weight, as runs.
    struct FamilyAnswers: Equatable {
        /// The family as asked, lowercased.
        var name: String
        /// Runs in ascending fontconfig weight: from `fontconfigWeight` up to the next run's, the
        /// answer is `descriptor` (an index into ``FontIndexContent/descriptors``), or `nil` when
        /// the best match is another family.
        var runs: [(fontconfigWeight: UInt32, descriptor: UInt32?)]

        static func == (a: Self, b: Self) -> Bool {
            a.name == b.name && a.runs.count == b.runs.count
                && zip(a.runs, b.runs).allSatisfy { $0.fontconfigWeight == $1.fontconfigWeight && $0.descriptor == $1.descriptor }
        }
    }

    /// The face fontconfig gives for each Unicode scalar at one weight (`sans-serif`).
    struct CoverageAnswers: Equatable {
        /// fontconfig's weight of the request.
        var fontconfigWeight: UInt32
        /// The answer for a scalar no installed face covers (`nil`: none).
        var uncovered: UInt32?
        /// Ranges of scalars, ascending and disjoint, each with its answer.
        var ranges: [CoveredRange]
    }

    /// Scalars `first…last` are answered by `descriptor`.
    struct CoveredRange: Equatable {
        var first: UInt32
        var last: UInt32
        var descriptor: UInt32
    }
}
