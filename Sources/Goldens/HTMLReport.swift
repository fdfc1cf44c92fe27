/// A folder comparison as one HTML page: every pair side by side (golden, actual, difference),
/// a slider overlay of the two, and what differs, failures first.
///
/// ## Background
/// The page expects the images beside it, as ``ComparisonReport`` writes them: `golden/NAME`,
/// `actual/NAME` and `diff/NAME`. It needs no network and no other file. A short script moves each
/// overlay's split with its slider (`#split=30` in the address sets every slider, for a test or a
/// link), hides passing pairs when “Only failures” is ticked, and, once the page has loaded, marks
/// each image `data-loaded="true"` or `"false"` and the body with `data-images-loaded` and
/// `data-images-broken`, so a headless browser can tell that every picture arrived.
public enum HTMLReport {
    /// The page for `comparison`.
    public static func document(for comparison: FolderComparison) -> String {
        let failed = comparison.failures.count
        let identical = comparison.images.filter { $0.outcome == .identical }.count
        let within = comparison.images.filter { $0.outcome == .withinTolerance }.count
        let title = failed == 0
            ? "Scanout compare: all \(comparison.images.count) images pass"
            : "Scanout compare: \(failed) of \(comparison.images.count) images fail"
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Markup.escape(title))</title>
            <style>\(style)</style>
            </head>
            <body data-total="\(comparison.images.count)" data-failed="\(failed)">
            <header>
            <h1>\(Markup.escape(title))</h1>
            <p class="summary"><span class="count fail">\(failed) fail</span> <span class="count within">\(within) within tolerance</span> <span class="count identical">\(identical) identical</span></p>
            <p class="folders">Goldens <code>\(Markup.escape(comparison.goldens))</code> · Actual <code>\(Markup.escape(comparison.actual))</code></p>
            <label class="filter"><input type="checkbox" id="only-failures"> Only failures</label>
            </header>
            <main>

            """
        let ordered = comparison.images.enumerated().sorted { a, b in
            let ra = rank(a.element.outcome), rb = rank(b.element.outcome)
            return ra != rb ? ra < rb : a.offset < b.offset
        }
        for (index, image) in ordered.map(\.element).enumerated() {
            html += section(for: image, index: index)
        }
        html += """
            </main>
            <script>\(script)</script>
            </body>
            </html>

            """
        return html
    }

    /// Failures first, then images within tolerance, then identical ones.
    private static func rank(_ outcome: ComparedImage.Outcome) -> Int {
        switch outcome {
        case .identical: 2
        case .withinTolerance: 1
        default: 0
        }
    }

    private static func section(for image: ComparedImage, index: Int) -> String {
        let name = Markup.escape(image.name)
        let url = Markup.url(image.name)
        let hasGolden = image.outcome != .missingGolden
        let hasActual = image.outcome != .missingActual
        let hasDiff = image.outcome == .different || image.outcome == .withinTolerance
        let readable: Bool = if case .unreadable = image.outcome { false } else { true }
        var out = """
            <section class="pair \(image.passed ? "pass" : "fail") \(image.outcome.keyword)" id="pair-\(index)" data-name="\(name)" data-outcome="\(image.outcome.keyword)">
            <h2><span class="badge">\(label(image.outcome))</span> <span class="name">\(name)</span></h2>
            <p class="details">\(Markup.escape(image.summary))</p>
            <div class="side-by-side">

            """
        out += figure("Golden", source: hasGolden && readable ? "golden/\(url)" : nil, kind: "golden",
                      missing: "no golden")
        out += figure("Actual", source: hasActual && readable ? "actual/\(url)" : nil, kind: "actual",
                      missing: "no actual image")
        out += figure("Difference", source: hasDiff ? "diff/\(url)" : nil, kind: "diff",
                      missing: image.outcome == .identical ? "no difference" : "nothing to compare")
        out += "</div>\n"
        if hasGolden && hasActual && readable {
            out += """
                <div class="overlay" style="--split: 50%">
                <p class="overlay-label"><span>Actual</span><span>Slide to compare</span><span>Golden</span></p>
                <div class="stage"><img class="under" src="golden/\(url)" alt="golden of \(name)"><img class="over" src="actual/\(url)" alt="actual \(name)"></div>
                <input type="range" min="0" max="100" value="50" aria-label="Split between actual and golden of \(name)">
                </div>

                """
        }
        out += "</section>\n"
        return out
    }

    private static func figure(_ caption: String, source: String?, kind: String, missing: String) -> String {
        guard let source else {
            return "<figure class=\"\(kind) empty\"><figcaption>\(caption)</figcaption><div class=\"placeholder\">\(missing)</div></figure>\n"
        }
        return "<figure class=\"\(kind)\"><figcaption>\(caption)</figcaption><a href=\"\(source)\"><img src=\"\(source)\" alt=\"\(caption.lowercased())\"></a></figure>\n"
    }

    private static func label(_ outcome: ComparedImage.Outcome) -> String {
        switch outcome {
        case .identical: "Identical"
        case .withinTolerance: "Within tolerance"
        case .different: "Different"
        case .sizeMismatch: "Size differs"
        case .missingActual: "Missing actual"
        case .missingGolden: "Missing golden"
        case .unreadable: "Unreadable"
        }
    }

    private static let style = """
        :root { color-scheme: light dark; --bg: #f2f2f7; --card: #ffffff; --text: #000000; --secondary: #3c3c4399;
          --red: #ff3b30; --orange: #ff9500; --green: #34c759; --separator: #3c3c434a; }
        @media (prefers-color-scheme: dark) { :root { --bg: #000000; --card: #1c1c1e; --text: #ffffff;
          --secondary: #ebebf599; --red: #ff453a; --orange: #ff9f0a; --green: #30d158; --separator: #54545899; } }
        body { margin: 0; padding: 20px 24px 40px; background: var(--bg); color: var(--text);
          font: 15px/1.4 Inter, system-ui, sans-serif; }
        h1 { font-size: 28px; font-weight: 700; margin: 0 0 8px; }
        .summary .count { display: inline-block; padding: 2px 10px; border-radius: 12px; margin-inline-end: 6px;
          font-weight: 600; color: #fff; }
        .count.fail { background: var(--red); } .count.within { background: var(--orange); } .count.identical { background: var(--green); }
        .folders { color: var(--secondary); margin: 8px 0; }
        .pair { background: var(--card); border-radius: 10px; padding: 16px; margin: 16px 0; }
        .pair h2 { font-size: 17px; font-weight: 600; margin: 0 0 4px; overflow-wrap: anywhere; }
        .badge { display: inline-block; font-size: 13px; padding: 1px 8px; border-radius: 10px; color: #fff;
          background: var(--green); vertical-align: 1px; }
        .fail .badge { background: var(--red); } .within-tolerance .badge { background: var(--orange); }
        .details { color: var(--secondary); margin: 0 0 12px; }
        .side-by-side { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; }
        figure { margin: 0; } figcaption, .overlay-label { font-size: 13px; color: var(--secondary); margin-bottom: 4px; }
        figure img { display: block; max-width: 100%; border: 1px solid var(--separator); }
        .placeholder { border: 1px dashed var(--separator); padding: 24px 8px; text-align: center; color: var(--secondary); }
        .overlay { margin-top: 16px; width: fit-content; max-width: 66%; }
        .overlay-label { display: flex; justify-content: space-between; gap: 16px; }
        .stage { position: relative; display: inline-block; max-width: 100%; border: 1px solid var(--separator); line-height: 0; }
        .stage img { display: block; max-width: 100%; image-rendering: pixelated; }
        .stage .over { position: absolute; inset: 0; clip-path: inset(0 calc(100% - var(--split)) 0 0); }
        .stage::after { content: ""; position: absolute; top: 0; bottom: 0; left: var(--split); width: 2px;
          margin-left: -1px; background: var(--red); }
        .overlay input { width: 100%; margin: 8px 0 0; }
        body.only-failures .pair.pass { display: none; }
        """

    private static let script = """
        for (const overlay of document.querySelectorAll('.overlay')) {
          const slider = overlay.querySelector('input');
          slider.addEventListener('input', () => overlay.style.setProperty('--split', slider.value + '%'));
        }
        document.getElementById('only-failures').addEventListener('change', (event) =>
          document.body.classList.toggle('only-failures', event.target.checked));
        const split = /split=(\\d+)/.exec(location.hash);
        if (split) {
          for (const slider of document.querySelectorAll('.overlay input')) {
            slider.value = split[1];
            slider.dispatchEvent(new Event('input'));
          }
        }
        window.addEventListener('load', () => {
          let loaded = 0, broken = 0;
          for (const image of document.images) {
            const ok = image.complete && image.naturalWidth > 0;
            image.dataset.loaded = ok ? 'true' : 'false';
            if (ok) { loaded++; } else { broken++; }
          }
          document.body.dataset.imagesLoaded = loaded;
          document.body.dataset.imagesBroken = broken;
        });
        """
}
