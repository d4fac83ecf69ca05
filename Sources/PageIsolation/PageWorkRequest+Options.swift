import BinaryCoding
import ColorScience
import FrontMatter
import Guidelines

/// The options frame's fields, written with `ByteWriter` like the rest of the worker protocol: every stored
/// property in declaration order, no keys or tags. The pool and its workers are the same binary, so the frame
/// carries no version.
///
/// A stored property added to `PageProcessor.Options`, `ColorCheckSettings`, `PageLimits` or `SRGBColor` must
/// be added here too; `PageWorkRequestTests` fails until it is.
extension PageWorkRequest {
    static func write(_ options: PageProcessor.Options, to writer: inout ByteWriter) {
        writer.writeBool(options.allowRawHTML)
        writer.writeOptionalString(options.siteTitle)
        write(options.colorChecks, to: &writer)
        writer.writeStrings(options.ruleHeadings)
        write(options.limits, to: &writer)
        writer.writeString(options.siteLanguage.text)
        writer.writeBool(options.markdownCopies)
        writer.writeBool(options.copyLinksToCopies)
    }

    static func readOptions(_ reader: inout ByteReader) throws -> PageProcessor.Options {
        var options = PageProcessor.Options()
        options.allowRawHTML = try reader.readBool()
        options.siteTitle = try reader.readOptionalString()
        options.colorChecks = try readColorChecks(&reader)
        // As sent: the sender's options sorted them already, and sorting again would hide a difference.
        options.ruleHeadings = try reader.readStrings()
        options.limits = try readLimits(&reader)
        let language = try reader.readString()
        guard let tag = LanguageTag(language) else { throw reader.failure("'\(language)' is not a language tag") }
        options.siteLanguage = tag
        options.markdownCopies = try reader.readBool()
        options.copyLinksToCopies = try reader.readBool()
        return options
    }

    static func write(_ settings: ColorCheckSettings, to writer: inout ByteWriter) {
        writer.writeArray(settings.lightBackgrounds) { write($1, to: &$0) }
        writer.writeArray(settings.darkBackgrounds) { write($1, to: &$0) }
        writer.writeOptional(settings.minimumContrast) { $0.writeDouble($1) }
    }

    static func readColorChecks(_ reader: inout ByteReader) throws -> ColorCheckSettings {
        var settings = ColorCheckSettings()
        settings.lightBackgrounds = try reader.readArray { try readColor(&$0) }
        settings.darkBackgrounds = try reader.readArray { try readColor(&$0) }
        settings.minimumContrast = try reader.readOptional { try $0.readDouble() }
        return settings
    }

    static func write(_ color: SRGBColor, to writer: inout ByteWriter) {
        writer.writeDouble(color.red)
        writer.writeDouble(color.green)
        writer.writeDouble(color.blue)
        writer.writeDouble(color.alpha)
    }

    static func readColor(_ reader: inout ByteReader) throws -> SRGBColor {
        SRGBColor(
            red: try reader.readDouble(), green: try reader.readDouble(), blue: try reader.readDouble(), alpha: try reader.readDouble())
    }

    static func write(_ limits: PageLimits, to writer: inout ByteWriter) {
        writer.writeInt(limits.maximumPageBytes)
        writer.writeInt(limits.maximumTableColumns)
        writer.writeInt(limits.maximumOutputGrowth)
        writer.writeInt(limits.outputAllowanceBytes)
    }

    static func readLimits(_ reader: inout ByteReader) throws -> PageLimits {
        PageLimits(
            maximumPageBytes: try reader.readInt(), maximumTableColumns: try reader.readInt(),
            maximumOutputGrowth: try reader.readInt(), outputAllowanceBytes: try reader.readInt())
    }
}
