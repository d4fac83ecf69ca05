import Diagnostics
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension BuildFingerprint {
    /// One entry of a folder walk.
    struct Stat: Sendable, Hashable {
        var path: String
        /// `f` regular file, `d` folder, `l` link, `o` anything else, `x` a name that is not UTF-8 (shown with
        /// its invalid bytes as `\xFF`, never read nor walked into: the content scanner leaves it out).
        var kind: Character
        var size: Int
        var modified: Int
        var changed: Int
        var inode: UInt64

        /// Whether `line` is this entry's line (`appendLine`), compared on bytes without making a string: a
        /// check compares 20,000 lines at 10,000 pages, and interpolating each cost a tenth of a second.
        /// `scratch` is a buffer to reuse from one line to the next.
        func isLine(_ line: Substring, scratch: inout [UInt8]) -> Bool {
            scratch.removeAll(keepingCapacity: true)
            appendLine(to: &scratch)
            return line.utf8.elementsEqual(scratch)
        }

        /// Whether `field` is this entry's text (`appendText`; see `isLine`).
        func isText(_ field: Substring, scratch: inout [UInt8]) -> Bool {
            scratch.removeAll(keepingCapacity: true)
            appendText(to: &scratch)
            return field.utf8.elementsEqual(scratch)
        }

        /// The entry's line in a fingerprint's listing, without its line break: the path, a tab and the text.
        func appendLine(to out: inout [UInt8]) {
            out.append(contentsOf: path.utf8)
            out.append(UInt8(ascii: "\t"))
            appendText(to: &out)
        }

        /// The entry's text: `kind size modified changed inode`; folders and names that are not UTF-8 by kind
        /// alone (what they hold is not read).
        func appendText(to out: inout [UInt8]) {
            out.append(contentsOf: kind.utf8)
            guard kind != "d", kind != "x" else { return }
            for number in [size, modified, changed] {
                out.append(UInt8(ascii: " "))
                if number < 0 { out.append(UInt8(ascii: "-")) }
                Self.appendDigits(number.magnitude, to: &out)
            }
            out.append(UInt8(ascii: " "))
            Self.appendDigits(inode, to: &out)
        }

        /// The decimal digits of `value`, written least significant first and then turned around in place.
        private static func appendDigits(_ value: some UnsignedInteger, to out: inout [UInt8]) {
            let start = out.count
            var rest = UInt64(value)
            repeat {
                out.append(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            } while rest > 0
            out[start...].reverse()
        }
    }

    /// Walks `root` without following links; `content` skips dot-names at every level and records no folders.
    static func walk(_ root: String, content: Bool, skipping skipped: String? = nil) -> [Stat]? {
        var result: [Stat] = []
        var pending = [""]
        var rootInfo = stat()
        guard lstat(root, &rootInfo) == 0, rootInfo.st_mode & S_IFMT == S_IFDIR else { return nil }
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? root : root + "/" + relative
            guard let handle = opendir(directory) else { return nil }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                // Stat by the raw name through the folder's descriptor: a name that is not UTF-8 has no text path.
                var info = stat()
                let (name, isValid, found) = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                    let raw = UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self)
                    let (name, isValid) = FileNameText.decode(raw)
                    return (name, isValid, fstatat(dirfd(handle), raw, &info, AT_SYMLINK_NOFOLLOW) == 0)
                }
                if name == "." || name == ".." { continue }
                if content, name.hasPrefix(".") { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                if path == skipped { continue }
                guard found else { return nil }
                let kind: Character
                switch info.st_mode & S_IFMT {
                case _ where !isValid: kind = "x"
                case S_IFREG: kind = "f"
                case S_IFDIR: kind = "d"
                case S_IFLNK: kind = "l"
                default: kind = "o"
                }
                if kind == "d" {
                    pending.append(path)
                    if content { continue }
                }
                result.append(
                    Stat(
                        path: path, kind: kind, size: Int(info.st_size),
                        modified: info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec,
                        changed: info.st_ctim.tv_sec * 1_000_000_000 + info.st_ctim.tv_nsec, inode: UInt64(info.st_ino)))
            }
        }
        result.sort { utf8Precedes($0.path, $1.path) }
        return result
    }
}
