/// Answers the font system's lookups — a family's face nearest a weight, the best face for a
/// character — from Scanout's font index when it is current, else from fontconfig
/// (``FontDiscovery``), rebuilding the index from fontconfig's answers for the next start.
///
/// ## Background
/// A start whose index is current (every folder, configuration file and variable it was built
/// from reads the same: one `stat` each) never starts fontconfig, whose configuration and caches
/// cost milliseconds to parse. The index answers exactly what fontconfig answers: it is a record
/// of fontconfig's answers over every weight and every scalar. A question it holds no answer for
/// (a family or weight not asked before) goes to fontconfig, and the index is rebuilt with it.
/// An index that cannot be read or written is said once (``indexFailures``) and fontconfig answers.
/// Used under the font system's lock.
final class FontLookup: @unchecked Sendable {
    /// The index file, or `nil` for none (fontconfig answers every start).
    let indexPath: String?
    /// Families recorded whenever the index is built (the configuration's).
    private var families: [String]
    /// Coverage weights recorded whenever the index is built (fontconfig weights).
    private var coverageWeights: [UInt32]
    private enum IndexState {
        case notOpened
        case open(FontIndex)
        case unavailable
    }
    private var indexState = IndexState.notOpened
    private var discoveryState: FontDiscovery?? = .none
    /// Questions that sent this process to fontconfig once already (not rebuilt for again).
    private var missed = Set<String>()
    /// What went wrong with the index, in order, each once (fontconfig answered instead).
    private(set) var indexFailures: [TextError] = []
    /// Why fontconfig could not be started, if it could not.
    private(set) var fontconfigFailure: TextError?
    /// Starts fontconfig (a seam: tests count the starts).
    var startFontconfig: () throws(TextError) -> FontDiscovery = { () throws(TextError) in try FontDiscovery() }

    /// Whether fontconfig has been started.
    var hasStartedFontconfig: Bool { discoveryState != nil }
    /// Whether any lookup has been made (through the index or fontconfig).
    private(set) var hasLookedUp = false

    /// A lookup through the index at `indexPath`, recording `families` and regular and bold
    /// coverage when it is built.
    init(indexPath: String?, families: [String]) {
        self.indexPath = indexPath
        self.families = families
        coverageWeights = FontDiscovery.regularAndBoldWeights
    }

    /// The installed face of `family` nearest `weight`, or `nil` when the family is not installed.
    func face(family: String, weight: FontWeight) -> FontDescriptor? {
        hasLookedUp = true
        if case .face(let answer) = index?.face(family: family, weight: weight) { return answer }
        let answer = discovery?.face(family: family, weight: weight)
        if index != nil, missed.insert("family " + family.lowercased()).inserted {
            families.append(family)
            rebuild()
        }
        return answer
    }

    /// The best installed face with a glyph for `scalar` at `weight`, or `nil`.
    func face(covering scalar: Unicode.Scalar, weight: FontWeight) -> FontDescriptor? {
        hasLookedUp = true
        if case .face(let answer) = index?.face(covering: scalar.value, weight: weight) { return answer }
        if let damage = index?.damage, let indexPath { record(.fontIndexUnusable(path: indexPath, reason: damage + "; rebuilt")) }
        let answer = discovery?.face(covering: scalar, weight: weight)
        let fontconfigWeight = UInt32(clamping: FontDiscovery.fontconfigWeight(weight))
        if index != nil, missed.insert("weight \(fontconfigWeight)").inserted {
            coverageWeights.append(fontconfigWeight)
            rebuild()
        }
        return answer
    }

    private func record(_ failure: TextError) {
        if !indexFailures.contains(failure) { indexFailures.append(failure) }
    }

    /// fontconfig, started on first need.
    private var discovery: FontDiscovery? {
        if case .some(let state) = discoveryState { return state }
        do {
            let started = try startFontconfig()
            discoveryState = .some(started)
            return started
        } catch {
            // Without fontconfig no family can be looked up: said once, by the font system.
            discoveryState = .some(nil)
            fontconfigFailure = error
            return nil
        }
    }

    /// The current index, opened (and built when missing, stale or damaged) on first need;
    /// `nil` when there is none to use.
    private var index: FontIndex? {
        switch indexState {
        case .open(let index): return index
        case .unavailable: return nil
        case .notOpened: break
        }
        guard let indexPath else {
            indexState = .unavailable
            return nil
        }
        do throws(FontIndexCheck.Failure) {
            let index = try FontIndex(path: indexPath)
            if index.isCurrent {
                indexState = .open(index)
                return index
            }
            // Stale: rebuilt with everything it answered before.
            families += index.indexedFamilies
            coverageWeights += index.indexedCoverageWeights
        } catch {
            if !error.isMissing { record(.fontIndexUnusable(path: indexPath, reason: error.reason + "; rebuilt")) }
        }
        indexState = .unavailable
        rebuild()
        if case .open(let rebuilt) = indexState { return rebuilt }
        return nil
    }

    /// Builds the index from fontconfig's answers and writes it; maps it when written.
    private func rebuild() {
        guard let indexPath, let discovery else { return }
        // Everything the index answered before is answered again (other programs asked for it).
        if case .open(let old) = indexState {
            families += old.indexedFamilies
            coverageWeights += old.indexedCoverageWeights
        }
        indexState = .unavailable
        do throws(TextError) { try FontIndexFile.prepareToWrite(indexPath) } catch {
            record(error)
            return
        }
        let content = discovery.indexContent(families: families, coverageWeights: coverageWeights)
        do throws(TextError) { try FontIndexFile.write(content, to: indexPath) } catch {
            record(error)
            return
        }
        do throws(FontIndexCheck.Failure) { indexState = .open(try FontIndex(path: indexPath)) } catch {
            record(.fontIndexUnusable(path: indexPath, reason: "written but not readable back: \(error.reason)"))
        }
    }
}
