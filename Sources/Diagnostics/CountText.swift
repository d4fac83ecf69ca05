/// Counts as people read them in the command line's English messages: `10,000 pages`, `1 error`.
public enum CountText {
    /// `n` with a comma between each group of three digits (`12,345`), the same in every locale so that
    /// output and logs do not depend on the machine's settings.
    public static func number(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (n < 0 ? "-" : "") + grouped
    }

    /// `n` and `noun`, with an `s` unless `n` is 1: `0 errors`, `1 warning`, `10,000 pages`.
    public static func of(_ n: Int, _ noun: String) -> String {
        "\(number(n)) \(noun)\(n == 1 ? "" : "s")"
    }
}
