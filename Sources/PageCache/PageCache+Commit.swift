import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension PageCache {
    /// A pack whose live entries fill less than this share of it is copied into the committing build's pack.
    static let compactionShare = 0.5
    /// Past this many packs, the smallest are copied into the committing build's pack, so that builds of a
    /// few pages each (page edits) do not leave a file apiece.
    static let maximumPackCount = 8

    /// Ends a writing build's use of the cache: writes `pages/index` anew (temporary and rename) naming the
    /// entries of `keep` (nil: every entry the index names now and every entry this value wrote), then
    /// removes every file of `pages/` the index no longer names: packs of entries no longer used, packs a
    /// killed build left, temporaries, entries of older formats. Packs of builds still running (held under
    /// `flock`) are left to them.
    ///
    /// Before that, packs that are mostly dead bytes (`compactionShare`), and the smallest packs past
    /// `maximumPackCount`, have their live entries copied into this build's pack, each checked on the way:
    /// the packs stay under twice the bytes of the entries they hold.
    ///
    /// Commits of several processes take turns (an exclusive `flock` on `pages/`); each starts from the index
    /// as it is on disk then, so entries another build committed since this one began stay found.
    package func commit(keeping keep: Set<String>?) {
        guard mode.writes else { return }
        let folder = Glibc.open(pagesPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return }
        defer { close(folder) }
        // Where the file system has no locks, commits go on without taking turns: at worst one of two
        // concurrent commits loses the other's entries, which costs only time.
        _ = flock(folder, LOCK_EX)

        // nil when missing or damaged: rewritten then, even when empty. Read again unless it is the file
        // this value read already (another process may have committed since).
        let loaded = reader.loaded
        let onDisk =
            loaded.identity != nil && loaded.identity == PagePackIndex.identity(in: pagesPath)
            ? loaded.index : PagePackIndex.read(from: pagesPath).index
        let written = writer.written
        var index = PagePackIndex()
        for key in keep ?? Set(written.keys).union(onDisk.map { Array($0.locations.keys) } ?? []) {
            if let location = written[key] ?? onDisk?.locations[key] ?? loaded.index?.locations[key] {
                index.locations[key] = location
            }
        }
        // Entries in packs that are gone (another build removed them) are misses: not named.
        let own = writer.name
        var packSizes: [String: Int] = [:]
        for pack in index.packs {
            var info = stat()
            if stat(pagesPath + "/" + pack, &info) == 0 { packSizes[pack] = Int(info.st_size) }
        }
        index.locations = index.locations.filter { packSizes[$0.value.pack] != nil }
        compact(&index, packSizes: packSizes, own: own)

        let named = index.packs
        if index != onDisk {
            guard index.write(to: pagesPath) else { return }
        }
        reader.replaceIndex(index)
        // This build's pack is named now (or goes): its lock, which kept other builds' clean-ups from it, ends.
        writer.finish(removing: !named.contains(own))
        removeUnnamed(keeping: named)
    }

    /// Copies the live entries of packs worth compacting into this build's pack and points `index` at the copies.
    private func compact(_ index: inout PagePackIndex, packSizes: [String: Int], own: String) {
        var live: [String: Int] = [:]
        for location in index.locations.values { live[location.pack, default: 0] += location.length }
        let others = live.keys.filter { $0 != own }.sorted { (live[$0]!, $0) < (live[$1]!, $1) }
        var moving = Set(
            others.filter { Double(live[$0]!) < Self.compactionShare * Double(packSizes[$0] ?? 0) })
        let remaining = others.filter { !moving.contains($0) }
        // The packs left: the others kept and this build's own.
        let excess = remaining.count + 1 - Self.maximumPackCount
        if excess > 0 { moving.formUnion(remaining.prefix(excess)) }
        guard !moving.isEmpty else { return }
        let moved = index.locations.filter { moving.contains($0.value.pack) }
            .sorted { ($0.value.pack, $0.value.offset) < ($1.value.pack, $1.value.offset) }
        for (key, location) in moved {
            // Damaged or misplaced entries are dropped rather than copied.
            guard let bytes = reader.bytes(at: location), PageCacheEntry.payload(of: bytes, key: key) != nil,
                let copy = writer.append(key, entry: bytes, folderLocked: true)
            else {
                index.locations[key] = nil
                continue
            }
            index.locations[key] = copy
        }
    }

    /// Removes every file of `pages/` but the index and the packs in `named`; packs another process is
    /// still writing (locked) stay. The caller holds the folder's lock, so a temporary is never a live one.
    private func removeUnnamed(keeping named: Set<String>) {
        let fm = FileManager.default
        for name in (try? fm.contentsOfDirectory(atPath: pagesPath)) ?? []
        where name != PagePackIndex.fileName && !named.contains(name) {
            let path = pagesPath + "/" + name
            if name.hasSuffix(PagePackWriter.suffix), !isUnlockedPack(path) { continue }
            try? fm.removeItem(atPath: path)
        }
    }

    /// Whether no live writer holds the pack at `path`: true for one a killed build left.
    private func isUnlockedPack(_ path: String) -> Bool {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return true }
        defer { close(descriptor) }
        // Only a held lock says "running"; a file system without locks lets the pack go.
        return flock(descriptor, LOCK_EX | LOCK_NB) == 0 || errno != EWOULDBLOCK
    }
}
