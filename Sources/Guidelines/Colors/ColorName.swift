/// Splits a name cell such as `蓝色 Blue` into the English name and the localized one.
package enum ColorName {
    package static func split(_ raw: String) -> (name: String, localized: String?) {
        let text = raw.trimmingCharacters(in: [" ", "\t"])
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count > 1 else { return (text, nil) }
        func isLatin(_ word: Substring) -> Bool {
            word.unicodeScalars.allSatisfy { $0.isASCII }
        }
        // Leading non-Latin words followed by Latin ones: `蓝色 Blue`, `灰色 Gray (2)`.
        guard let firstLatin = words.firstIndex(where: isLatin), firstLatin > 0,
            words[firstLatin...].allSatisfy(isLatin), words[..<firstLatin].allSatisfy({ !isLatin($0) })
        else {
            return (text, nil)
        }
        return (words[firstLatin...].joined(separator: " "), words[..<firstLatin].joined(separator: " "))
    }
}
