extension Duration {
    /// The duration as a `poll` timeout: whole milliseconds rounded up (so a wait never ends early), at least 0.
    var pollMilliseconds: Int32 {
        guard self > .zero else { return 0 }
        let (seconds, attoseconds) = components
        return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
    }
}
