/// Where a line may or must end, by the Unicode line breaking algorithm (UAX #14, Unicode 15.0),
/// with the numeric tailoring of UAX #14 §8.2 Example 7 (the one Unicode's own test data uses).
///
/// ## Background
/// libunibreak is the usual library for this, but Debian 12 ships libunibreak 2.2 (2012, Unicode 6.1
/// rules), which misses a decade of rule changes (emoji modifiers and ZWJ, regional indicator
/// pairs, Hebrew letters, LB8a, LB30) and aborts on an internal assertion for some inputs, so a
/// user's text could crash the process. Scanout therefore applies the rules itself, over a
/// class table generated from Debian's `unicode-data` by `scripts/generate-linebreak-table`;
/// Japanese line rules (no break before small kana, ideographic full stops and closing
/// brackets) follow from the classes (CJ resolves to NS, as rule LB1 suggests for strict text).
/// It passes every case of `LineBreakTest.txt`.
public enum LineBreaker {
    /// What may happen after a scalar.
    public enum Opportunity: UInt8, Sendable, Hashable {
        /// The line must end here (after a line feed, paragraph separator, and at the end of text).
        case mandatory
        /// The line may end here.
        case allowed
        /// The line must not end here.
        case prohibited
    }

    /// The opportunity after each scalar of `codePoints` (the last is always ``Opportunity/mandatory``).
    ///
    /// Linear in the length of the text.
    public static func opportunities(in codePoints: [UInt32]) -> [Opportunity] {
        let n = codePoints.count
        guard n > 0 else { return [] }
        // Classes looked up once (the ASCII table hoisted out of the loop).
        let ascii = LineBreakClass.ascii
        let classes = codePoints.map { LineBreakClass($0 < 128 ? ascii[Int($0)] : LineBreakClass.rawValue(of: $0)) }
        var result = [Opportunity](repeating: .prohibited, count: n)
        result[n - 1] = .mandatory
        typealias K = LineBreakClass.Kind
        let previous = classes[0]
        var prevRaw = previous.kind
        // The effective class of the previous base (rule LB9 absorbs CM/ZWJ; LB10 makes a lone one AL).
        var a = prevRaw == .CM || prevRaw == .ZWJ ? K.AL : prevRaw
        var aInfo = previous
        var beforeA = K.SP  // the effective class before `a` (rule LB21a); nothing before sot
        var lastNonSpace: K? = prevRaw == .SP ? nil : a
        var riCount = a == .RI ? 1 : 0
        // Numeric tailoring (Example 7): inside NU (NU|SY|IS)* and whether (CL|CP) closed it.
        var inNumber = a == .NU
        var numberClosed = false

        for i in 1..<n {
            let current = classes[i]
            let b = current.kind
            var decision: Opportunity
            var absorbed = false
            if prevRaw == .BK || prevRaw == .LF || prevRaw == .NL || (prevRaw == .CR && b != .LF) {
                decision = .mandatory                                               // LB4, LB5
            } else if prevRaw == .CR || b == .BK || b == .CR || b == .LF || b == .NL || b == .SP || b == .ZW {
                decision = .prohibited                                              // LB5, LB6, LB7
            } else if lastNonSpace == .ZW {
                decision = .allowed                                                 // LB8
            } else if prevRaw == .ZWJ {
                decision = .prohibited                                              // LB8a
            } else if (b == .CM || b == .ZWJ) && !isBreakOrSpace(prevRaw) {
                decision = .prohibited                                              // LB9
                absorbed = true
            } else {
                let bb: K = b == .CM || b == .ZWJ ? .AL : b                         // LB10
                decision = pairRule(a: prevRaw == .SP ? .SP : a, b: bb, lastNonSpace: lastNonSpace, beforeA: beforeA,
                                    aInfo: aInfo, bInfo: current, riCount: riCount,
                                    inNumber: inNumber, numberClosed: numberClosed,
                                    next: i + 1 < n ? classes[i + 1].kind : nil)
            }
            result[i - 1] = decision
            if !absorbed {
                let effective: K = b == .CM || b == .ZWJ ? .AL : b
                if b != .SP {
                    beforeA = prevRaw == .SP ? .SP : a
                    // Numeric state for the tailored LB25.
                    if effective == .NU {
                        if !(inNumber && !numberClosed) { numberClosed = false }
                        inNumber = true
                    } else if inNumber && !numberClosed && (effective == .SY || effective == .IS) {
                        // stays inside the number
                    } else if inNumber && !numberClosed && (effective == .CL || effective == .CP) {
                        numberClosed = true
                    } else {
                        inNumber = false
                        numberClosed = false
                    }
                    riCount = effective == .RI ? riCount + 1 : 0
                    a = effective
                    aInfo = current
                    lastNonSpace = effective
                } else {
                    inNumber = false
                    numberClosed = false
                    riCount = 0
                    beforeA = a
                    a = .SP
                }
                prevRaw = b
            } else {
                prevRaw = prevRaw == .ZWJ ? .CM : prevRaw
                if b == .ZWJ { prevRaw = .ZWJ }
            }
        }
        return result
    }

    @inline(__always)
    private static func isBreakOrSpace(_ k: LineBreakClass.Kind) -> Bool {
        switch k {
        case .BK, .CR, .LF, .NL, .SP, .ZW: return true
        default: return false
        }
    }

    @inline(__always)
    private static func isHangul(_ k: LineBreakClass.Kind) -> Bool {
        switch k {
        case .JL, .JV, .JT, .H2, .H3: return true
        default: return false
        }
    }

    /// Only the mandatory breaks of `codePoints` (rules LB4 and LB5), every other position
    /// `.allowed`: what unwrapped text needs, without the cost of the pair rules.
    static func mandatoryBreaks(in codePoints: [UInt32]) -> [Opportunity] {
        codePoints.indices.map { mandatoryBreak(after: $0, in: codePoints) }
    }

    /// Element `i` of ``mandatoryBreaks(in:)`` (the break after scalar `i`), found without the array.
    @inline(__always)
    static func mandatoryBreak(after i: Int, in codePoints: [UInt32]) -> Opportunity {
        if i == codePoints.count - 1 { return .mandatory }
        switch codePoints[i] {
        case 0x0A, 0x0B, 0x0C, 0x85, 0x2028, 0x2029: return .mandatory
        case 0x0D: return i + 1 < codePoints.count && codePoints[i + 1] == 0x0A ? .prohibited : .mandatory
        default: return .allowed
        }
    }

    /// Rules LB11–LB31 for the pair (`a`, `b`) of effective classes.
    private static func pairRule(a: LineBreakClass.Kind, b: LineBreakClass.Kind, lastNonSpace: LineBreakClass.Kind?,
                                 beforeA: LineBreakClass.Kind, aInfo: LineBreakClass, bInfo: LineBreakClass,
                                 riCount: Int, inNumber: Bool, numberClosed: Bool, next: LineBreakClass.Kind?) -> Opportunity {
        if a == .WJ || b == .WJ { return .prohibited }                                           // LB11
        if a == .GL { return .prohibited }                                                       // LB12
        if b == .GL && a != .SP && a != .BA && a != .HY { return .prohibited }                   // LB12a
        if b == .CL || b == .CP || b == .EX || b == .IS || b == .SY { return .prohibited }       // LB13
        if lastNonSpace == .OP { return .prohibited }                                            // LB14
        if lastNonSpace == .QU && b == .OP { return .prohibited }                                // LB15
        if (lastNonSpace == .CL || lastNonSpace == .CP) && b == .NS { return .prohibited }       // LB16
        if lastNonSpace == .B2 && b == .B2 { return .prohibited }                                // LB17
        if a == .SP { return .allowed }                                                          // LB18
        if a == .QU || b == .QU { return .prohibited }                                           // LB19
        if a == .CB || b == .CB { return .allowed }                                              // LB20
        if b == .BA || b == .HY || b == .NS || a == .BB { return .prohibited }                   // LB21
        if (a == .HY || a == .BA) && beforeA == .HL { return .prohibited }                       // LB21a
        if a == .SY && b == .HL { return .prohibited }                                           // LB21b
        if b == .IN { return .prohibited }                                                       // LB22
        if (a == .AL || a == .HL) && b == .NU { return .prohibited }                             // LB23
        if a == .NU && (b == .AL || b == .HL) { return .prohibited }
        if a == .PR && (b == .ID || b == .EB || b == .EM) { return .prohibited }                 // LB23a
        if (a == .ID || a == .EB || a == .EM) && b == .PO { return .prohibited }
        if (a == .PR || a == .PO) && (b == .AL || b == .HL) { return .prohibited }               // LB24
        if (a == .AL || a == .HL) && (b == .PR || b == .PO) { return .prohibited }
        // LB25, tailored as in UAX #14 §8.2 Example 7.
        if (a == .PR || a == .PO) && b == .NU { return .prohibited }
        if (a == .PR || a == .PO) && (b == .OP || b == .HY) { return next == .NU ? .prohibited : .allowed }
        if (a == .OP || a == .HY) && b == .NU { return .prohibited }
        if inNumber && !numberClosed && (b == .NU || b == .SY || b == .IS || b == .CL || b == .CP) {
            return .prohibited
        }
        if inNumber && (b == .PO || b == .PR) { return .prohibited }
        if a == .JL && (b == .JL || b == .JV || b == .H2 || b == .H3) { return .prohibited }     // LB26
        if (a == .JV || a == .H2) && (b == .JV || b == .JT) { return .prohibited }
        if (a == .JT || a == .H3) && b == .JT { return .prohibited }
        if isHangul(a) && b == .PO { return .prohibited }             // LB27
        if a == .PR && isHangul(b) { return .prohibited }
        if (a == .AL || a == .HL) && (b == .AL || b == .HL) { return .prohibited }               // LB28
        if a == .IS && (b == .AL || b == .HL) { return .prohibited }                             // LB29
        if (a == .AL || a == .HL || a == .NU) && b == .OP && !bInfo.isEastAsianWide { return .prohibited } // LB30
        if a == .CP && !aInfo.isEastAsianWide && (b == .AL || b == .HL || b == .NU) { return .prohibited }
        if a == .RI && b == .RI && riCount % 2 == 1 { return .prohibited }                      // LB30a
        if (a == .EB || aInfo.isUnassignedPictographic) && b == .EM { return .prohibited }      // LB30b
        return .allowed                                                                          // LB31
    }
}
