import Graphics

extension Keyboard {
    /// Does what `press`'s key does, the finger having lifted at `location`.
    func perform(_ press: KeyPress, at time: Double, location: Point) {
        let action = press.key.action
        defer { lastKeyWasSpace = action == .space }
        if case .flick = action {} else if action != .kanaModifier { kanaCycle = nil }
        switch action {
        case .character(let c):
            if let accents = press.accents {
                type(accents[min(press.accentIndex, accents.count - 1)])
            } else {
                type(shifted(c))
            }
            if shiftState == .on { shiftState = .off }
        case .text(let text):
            type(text)
        case .space:
            // iOS: two spaces after a word end the sentence (". ").
            let before = typingTarget?.textBeforeInsertionPoint ?? ""
            if lastKeyWasSpace, language == .english, keyboardType == .default, before.hasSuffix(" "),
               let word = before.dropLast().last, word.isLetter || word.isNumber {
                typingTarget?.deleteBackward()
                type(". ")
            } else {
                type(" ")
            }
            if planeKind != .letters, keyboardType != .url, keyboardType != .emailAddress { show(plane: .letters) }
        case .backspace:
            typingTarget?.deleteBackward()
        case .return:
            typingTarget?.insertReturn()
        case .shift:
            tapShift(at: time)
            return
        case .plane(let kind):
            show(plane: kind)
            return
        case .globe:
            let i = languages.firstIndex(of: language) ?? -1
            show(language: languages[(i + 1) % languages.count])
            return
        case .language(let other):
            show(language: other)
            return
        case .flick(let flick):
            typeKana(flick, dx: location.x - press.start.x, dy: location.y - press.start.y)
        case .kanaModifier:
            modifyKanaBeforeCaret()
        case .kanaNext:
            kanaCycle = nil
        case .spacer:
            return
        }
        afterTyping()
    }

    /// `character` as Shift makes it.
    func shifted(_ character: String) -> String {
        shiftState == .off || !plane.hasShift ? character : character.uppercased()
    }

    /// Sends typed text to the client.
    func type(_ text: String) {
        typingTarget?.insertText(text)
    }

    /// After any edit: Shift follows autocapitalisation again and the keys redraw.
    func afterTyping() {
        updateAutomaticShift()
        setNeedsDisplay()
    }

    private func tapShift(at time: Double) {
        if let last = lastShiftTap, time - last <= ControlMetrics.keyboardCapsLockInterval, shiftState == .on {
            shiftState = .locked
            lastShiftTap = nil
        } else {
            shiftState = shiftState == .off ? .on : .off
            lastShiftTap = shiftState == .on ? time : nil
        }
        setNeedsDisplay()
    }

    /// A tap types the centre kana (a repeated tap on the same key replaces it with the next of
    /// its column); a flick past ``ControlMetrics/keyboardFlickDistance`` types the kana in its
    /// direction.
    private func typeKana(_ flick: KanaFlick, dx: Double, dy: Double) {
        let distance = ControlMetrics.keyboardFlickDistance
        if dx * dx + dy * dy < distance * distance {
            let cycle = flick.cycle
            if let current = kanaCycle, current.key == flick, cycle.count > 1 {
                let next = (current.position + 1) % cycle.count
                replaceCharacterBeforeCaret(with: cycle[next])
                kanaCycle = (flick, next)
            } else {
                type(flick.center)
                kanaCycle = (flick, 0)
            }
            return
        }
        kanaCycle = nil
        let kana: String?
        if abs(dx) > abs(dy) {
            kana = dx < 0 ? flick.left : flick.right
        } else {
            kana = dy < 0 ? flick.up : flick.down
        }
        if let kana { type(kana) }
    }

    /// ゛゜小: the kana before the caret becomes its next voiced, semi-voiced or small form.
    private func modifyKanaBeforeCaret() {
        guard let client = typingTarget, let last = client.textBeforeInsertionPoint.last,
              let next = KeyboardLayouts.nextKanaVariant(of: String(last)) else { return }
        replaceCharacterBeforeCaret(with: next)
        kanaCycle = nil
    }

    /// Replaces the character before the caret with `text`; inside marked text (an input
    /// method composing), the marked text stays marked.
    private func replaceCharacterBeforeCaret(with text: String) {
        guard let client = typingTarget else { return }
        if client.supportsMarkedText, let marked = client.markedTextRange, !marked.isEmpty {
            var scalars = Array(client.textBeforeInsertionPoint.unicodeScalars.suffix(marked.count))
            if let last = scalars.indices.last {
                scalars.removeSubrange(last...)
                var composed = String(String.UnicodeScalarView(scalars))
                composed += text
                let end = composed.unicodeScalars.count
                client.setMarkedText(composed, selectedRange: end..<end)
                return
            }
        }
        client.deleteBackward()
        client.insertText(text)
    }
}
