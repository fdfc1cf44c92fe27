/// A folder comparison as a JUnit XML file, the format CI systems show as test results: one
/// `<testcase>` per image, a `<failure>` for each image that fails.
public enum JUnitReport {
    /// The XML document for `comparison`; `suiteName` names the `<testsuite>`.
    public static func document(for comparison: FolderComparison, suiteName: String = "scanout compare") -> String {
        let failures = comparison.failures.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(Markup.escape(suiteName))\" tests=\"\(comparison.images.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        xml += "  <testsuite name=\"\(Markup.escape(suiteName))\" tests=\"\(comparison.images.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        xml += "    <properties>\n"
        xml += "      <property name=\"goldens\" value=\"\(Markup.escape(comparison.goldens))\"/>\n"
        xml += "      <property name=\"actual\" value=\"\(Markup.escape(comparison.actual))\"/>\n"
        xml += "    </properties>\n"
        for image in comparison.images {
            let classname = image.name.contains("/")
                ? String(image.name[..<(image.name.lastIndex(of: "/") ?? image.name.endIndex)]).replacingSlashesWithDots()
                : "goldens"
            let head = "    <testcase classname=\"\(Markup.escape(classname))\" name=\"\(Markup.escape(image.name))\""
            if image.passed {
                if image.outcome == .identical {
                    xml += head + "/>\n"
                } else {
                    xml += head + ">\n      <system-out>\(Markup.escape(image.summary))</system-out>\n    </testcase>\n"
                }
            } else {
                xml += head + ">\n"
                xml += "      <failure type=\"\(image.outcome.keyword)\" message=\"\(Markup.escape(image.summary))\">"
                xml += Markup.escape("\(image.name): \(image.summary)\ngolden: \(comparison.goldens)/\(image.name)\nactual: \(comparison.actual)/\(image.name)")
                xml += "</failure>\n    </testcase>\n"
            }
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }
}

extension String {
    fileprivate func replacingSlashesWithDots() -> String { split(separator: "/").joined(separator: ".") }
}
