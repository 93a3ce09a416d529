extension TextShaper {
    /// Fills `faces`: per character the atlas face that draws it. The chosen font when it has
    /// the character; else a system font that has it (fontconfig); else the chosen font's
    /// missing-glyph box. Emoji (emoji presentation, or followed by U+FE0F) prefer a colour
    /// emoji font; marks, joiners, variation selectors and emoji modifiers stay with the face
    /// of the character before them when it has them, so HarfBuzz shapes them with their base.
    func chooseFaces(primary: Int32, atlas: GlyphAtlas, fonts: FontLibrary) {
        faces.removeAll(keepingCapacity: true)
        let n = scalars.count
        for i in 0..<n {
            let v = scalars[i]
            if v < 0x300, i + 1 == n || scalars[i + 1] != 0xFE0F {
                faces.append(
                    atlas.hasGlyph(primary, v) ? primary : atlas.fallbackFace(for: v, primary: primary, fonts: fonts))
                continue
            }
            if i > 0, TextShaper.staysWithBase(v) {
                let previous = faces[i - 1]
                if TextShaper.isInvisible(v) || atlas.hasGlyph(previous, v) {
                    faces.append(previous)
                    continue
                }
            }
            let next = i + 1 < n ? scalars[i + 1] : 0
            if TextShaper.prefersEmojiFont(v, next: next),
                let emoji = atlas.emojiFace(for: v, primary: primary, fonts: fonts)
            {
                faces.append(emoji)
                continue
            }
            faces.append(
                atlas.hasGlyph(primary, v) ? primary : atlas.fallbackFace(for: v, primary: primary, fonts: fonts))
        }
    }

    /// Fills `scripts`: each character's script (HarfBuzz's Unicode data), characters of no
    /// script of their own (spaces, digits, punctuation, marks) taking the script before them
    /// (or, at the start, the first one after).
    func resolveScripts() {
        scripts.removeAll(keepingCapacity: true)
        let unicode = UnicodeScripts()
        var last = TextScript.invalid, firstReal = TextScript.invalid
        for v in scalars {
            var s: TextScript
            if v < 0x80 {
                let letter = (v | 0x20) >= 0x61 && (v | 0x20) <= 0x7A
                s = letter ? .latin : .common
            } else {
                s = unicode.script(of: v)
            }
            if s == .common || s == .inherited || s == .unknown {
                s = last
            } else {
                last = s
                if firstReal == .invalid { firstReal = s }
            }
            scripts.append(s)
        }
        let lead = firstReal == .invalid ? TextScript.common : firstReal
        for i in scripts.indices where scripts[i] == .invalid { scripts[i] = lead }
    }

    /// Characters that belong to the cluster of the one before them.
    static func staysWithBase(_ v: UInt32) -> Bool {
        if isInvisible(v) || (0x1F3FB...0x1F3FF).contains(v) { return true }
        guard let scalar = Unicode.Scalar(v) else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Joiners, variation selectors and tags: they change how their neighbours are drawn and
    /// draw nothing themselves.
    static func isInvisible(_ v: UInt32) -> Bool {
        v == 0x200C || v == 0x200D || (0xFE00...0xFE0F).contains(v) || (0xE0100...0xE01EF).contains(v)
            || (0xE0020...0xE007F).contains(v)
    }

    /// Emoji presentation by default, or asked for with U+FE0F (and not refused with U+FE0E).
    static func prefersEmojiFont(_ v: UInt32, next: UInt32) -> Bool {
        if next == 0xFE0E { return false }
        if v < 0x2000, next != 0xFE0F { return false }
        guard let scalar = Unicode.Scalar(v) else { return false }
        return scalar.properties.isEmojiPresentation || (next == 0xFE0F && scalar.properties.isEmoji)
    }
}
