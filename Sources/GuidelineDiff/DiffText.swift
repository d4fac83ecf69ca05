/// One-line descriptions of each change, shared by the text report and the GitHub annotations.
enum DiffText {
    static func page(_ change: PageChange) -> String {
        var parts: [String] = []
        for kind in change.changes {
            switch kind {
            case .added: parts.append("added '\(change.title)' (\(change.path), \(count(change.ruleCount, "rule")))")
            case .removed: parts.append("removed '\(change.title)' (\(change.path), \(count(change.ruleCount, "rule")))")
            case .moved: parts.append("moved '\(change.title)' from \(change.oldPath ?? "?") to \(change.path)")
            case .retitled: parts.append("retitled '\(change.oldTitle ?? "?")' to '\(change.title)' (\(change.path))")
            case .deprecation: parts.append("'\(change.title)' (\(change.path)) \(change.deprecation?.text ?? "")")
            }
        }
        return "page " + parts.joined(separator: "; ")
    }

    static func color(_ change: ColorChange) -> String {
        let place = "'\(change.table)' on \(change.page)"
        switch change.change {
        case .added: return "color \(change.label) added to \(place): \(values(change))"
        case .removed: return "color \(change.label) removed from \(place) (was \(values(change)))"
        case .renamed, .changed:
            var parts: [String] = []
            if let oldName = change.oldName { parts.append("renamed from '\(oldName)'") }
            if !change.apisRemoved.isEmpty { parts.append("API names removed: \(change.apisRemoved.joined(separator: ", "))") }
            parts += change.values.map(value)
            if let deprecation = change.deprecation { parts.append(deprecation.text) }
            if parts.isEmpty { parts.append("API names changed") }
            return "color \(change.label) in \(place): \(parts.joined(separator: "; "))"
        }
    }

    static func values(_ change: ColorChange) -> String {
        change.values.map { "\($0.appearance) \($0.new ?? $0.old ?? "-")" }.joined(separator: ", ")
    }

    /// `light #FF3B30 → #FF6961 (ΔE00 9.6; AA text on #FFFFFF pass → fail, 4.0:1 → 2.9:1)`.
    static func value(_ value: ColorChange.ValueChange) -> String {
        var text = "\(value.appearance) \(value.old ?? "(none)") → \(value.new ?? "(none)")"
        var details: [String] = []
        if let deltaE = value.deltaE { details.append("ΔE00 \(deltaE)") }
        details += value.flips.map(flip)
        if !details.isEmpty { text += " (\(details.joined(separator: "; ")))" }
        return text
    }

    static func flip(_ flip: ColorChange.ContrastFlip) -> String {
        let verdict = { (passes: Bool) in passes ? "pass" : "fail" }
        let numbers =
            flip.measure == "wcag"
            ? "\(ContrastComparison.ratio(flip.old)) → \(ContrastComparison.ratio(flip.new))"
            : "Lc \(flip.old) → \(flip.new), advice"
        return
            "\(flip.measure == "wcag" ? "" : "APCA ")\(flip.level) on \(flip.background) \(verdict(flip.was)) → \(verdict(flip.now)), \(numbers)"
    }

    static func rule(_ change: RuleChange) -> String {
        let kind = "[\(change.kind)]"
        switch change.change {
        case .added: return "rule added on '\(change.pageTitle)' \(kind): \(change.lead)"
        case .removed: return "rule removed from '\(change.pageTitle)' \(kind): \(change.lead)"
        case .reworded:
            var parts: [String] = []
            if let oldLead = change.oldLead { parts.append("'\(oldLead)' → '\(change.lead)'") } else { parts.append("'\(change.lead)'") }
            if let oldKind = change.oldKind {
                parts.append("\(oldKind) → \(change.kind)\(change.kindChange.map { " (\($0.rawValue))" } ?? "")")
            }
            if change.bodyChanged { parts.append("explanation changed") }
            if let deprecation = change.deprecation { parts.append(deprecation.text) }
            return "rule reworded on '\(change.pageTitle)': \(parts.joined(separator: "; "))"
        }
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// `2 pages, 5 colors and 7 rules changed; 3 breaking` (or `no changes`).
    static func summary(_ diff: GuidelineDiff) -> String {
        diff.isEmpty ? "no changes" : "\(changed(diff)); \(diff.breaking.count) breaking"
    }

    /// `2 pages, 5 colors and 7 rules changed`, leaving out the kinds with none.
    static func changed(_ diff: GuidelineDiff) -> String {
        let parts = [(diff.pages.count, "page"), (diff.colors.count, "color"), (diff.rules.count, "rule")].filter { $0.0 > 0 }
            .map { count($0.0, $0.1) }
        let list = parts.count > 1 ? parts.dropLast().joined(separator: ", ") + " and " + parts.last! : parts[0]
        return "\(list) changed"
    }
}
