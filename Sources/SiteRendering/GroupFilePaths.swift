import SiteModel

/// One file per navigation group in a folder of the output (`checklist/<slug>.html`, `api/groups/<slug>.json`),
/// none of them a path the content's pages or static files take, compared without case for file systems that
/// ignore it: a taken path is passed over for the next free `-2`, `-3`…; parts of a group go beside it as
/// `<slug>-part-<n>` the same way.
struct GroupFilePaths {
    let folder: String
    /// The extension with its dot: `.html`, `.json`.
    let fileExtension: String

    /// A path for every group of `site`, in group order; `taken` receives the content's paths in `folder` and the groups'.
    /// On one language's part of a site in several (`Site.restricted(toHome:)`), the paths are below the language's
    /// folder (`zh/checklist/…`), so the content's paths are compared below it too.
    func paths(for site: Site, taken: inout Set<String>) -> [String] {
        let homes = site.homes
        let home = homes.count == 1 ? homes[0] : ""
        for group in site.groups {
            for position in group.pages.indices {
                let path = group.pages[position].source.outputPath
                if path.hasPrefix(home + folder) { taken.insert(String(path.dropFirst(home.count)).lowercased()) }
            }
        }
        for path in site.staticFiles where path.hasPrefix(home + folder) { taken.insert(String(path.dropFirst(home.count)).lowercased()) }
        return site.groups.map { group in
            free(folder + ChecklistLayout.slug(group.id), taken: &taken)
        }
    }

    /// `<slug>-part-<part>` beside a group's `path`, or the next free `-2`, `-3`… after it.
    func partPath(_ path: String, part: Int, taken: inout Set<String>) -> String {
        free(String(path.dropLast(fileExtension.count)) + "-part-\(part)", taken: &taken)
    }

    /// `base` with the extension, or `base-2`, `base-3`… until one is not taken; taken from then on.
    private func free(_ base: String, taken: inout Set<String>) -> String {
        var candidate = base + fileExtension
        var number = 1
        while taken.contains(candidate.lowercased()) {
            number += 1
            candidate = base + "-\(number)" + fileExtension
        }
        taken.insert(candidate.lowercased())
        return candidate
    }
}
