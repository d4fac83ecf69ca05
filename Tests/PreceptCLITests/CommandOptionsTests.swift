import Foundation
import Testing

@testable import PreceptCLI

/// Each command takes only the options it declares (`CommandSpec+Commands.swift`), and its help lists
/// exactly those.
@Suite struct CommandOptionsTests {
    /// A value each kind of option accepts.
    static func sample(_ setting: OptionSpec.Setting) -> String {
        switch setting {
        case .diagnosticsFormat: "json"
        case .pageTimeout: "2"
        case .pageMemory: "512"
        case .jobs: "3"
        case .port: "8080"
        default: "x"
        }
    }

    /// The required positional arguments of `spec`, filled in.
    static func positional(_ spec: CommandSpec) -> [String] {
        spec.arguments.filter(\.required).map { _ in "folder" }
    }

    /// `--help` comes last: a command that took the foreign option would print its help and exit 0.
    @Test(arguments: CommandSpec.all.map(\.name))
    func anOptionOfAnotherCommandIsAUsageError(name: CommandSpec.Name) async throws {
        let spec = try #require(CommandSpec.named(name.rawValue))
        let foreign = try #require(CommandSpec.all.flatMap(\.options).first { spec.option($0.name) == nil })
        let value = foreign.takesValue ? [Self.sample(foreign.setting)] : []
        let result = await CapturedOutput.run([name.rawValue, foreign.name] + value + ["--help"])
        #expect(result.status == 64)
        #expect(result.standard.isEmpty)
        #expect(result.error.hasPrefix("error: precept \(name.rawValue): unknown option '\(foreign.name)', an option of 'precept "))
        #expect(result.error.hasSuffix(" (see 'precept \(name.rawValue) --help')"))
    }

    @Test(arguments: CommandSpec.all.map(\.name))
    func anOptionNoCommandTakesIsAUsageError(name: CommandSpec.Name) async {
        let result = await CapturedOutput.run([name.rawValue, "--bogus", "--help"])
        #expect(result.status == 64)
        #expect(result.error == "error: precept \(name.rawValue): unknown option '--bogus' (see 'precept \(name.rawValue) --help')")
    }

    @Test func buildRefusesThePortOfServe() async {
        let result = await CapturedOutput.run(["build", "--port", "1"])
        #expect(result.status == 64)
        #expect(
            result.error == "error: precept build: unknown option '--port', an option of 'precept serve' (see 'precept build --help')")
    }

    @Test func aMisspelledOptionGetsTheClosestName() async {
        let serve = await CapturedOutput.run(["serve", "--prot", "0"])
        #expect(serve.status == 64)
        #expect(serve.error == "error: precept serve: unknown option '--prot'; did you mean '--port'? (see 'precept serve --help')")
        let build = await CapturedOutput.run(["build", "--outptu", "site"])
        #expect(build.error.contains("did you mean '--output'?"))
        let command = await CapturedOutput.run(["biuld"])
        #expect(command.status == 64)
        #expect(command.error == "error: unknown command 'biuld'; did you mean 'build'?\nSee 'precept --help'.")
    }

    @Test func suggestionsAreMadeOnlyWhenOneNameIsClearlyMeant() {
        let names = ["--port", "--host", "--page-timeout", "--page-memory", "--templates"]
        #expect(SpellingSuggestion.closest(to: "--prot", among: names) == "--port")
        #expect(SpellingSuggestion.closest(to: "--hots", among: names) == "--host")
        #expect(SpellingSuggestion.closest(to: "--temp", among: names) == "--templates")
        // Both page options begin the same way, and nothing is near a word that is not there.
        #expect(SpellingSuggestion.closest(to: "--page", among: names) == nil)
        #expect(SpellingSuggestion.closest(to: "--bogus", among: names) == nil)
        #expect(SpellingSuggestion.distance(Array("port"), Array("prot")) == 1)
        #expect(SpellingSuggestion.distance(Array("kitten"), Array("sitting")) == 3)
    }

    /// Every spelling of every declared option is in the command's help and is accepted by its parser,
    /// with its value after it or, for long names, after `=`.
    @Test(arguments: CommandSpec.all.map(\.name))
    func everyDeclaredOptionIsInTheHelpAndIsAccepted(name: CommandSpec.Name) async throws {
        let spec = try #require(CommandSpec.named(name.rawValue))
        let help = await CapturedOutput.run([name.rawValue, "--help"])
        #expect(help.status == 0)
        let words = Set(
            help.standard.split(whereSeparator: \.isWhitespace).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",.")) })
        let positional = Self.positional(spec)
        let none = try CommandLineArguments(positional, for: spec)
        for option in spec.options {
            for spelling in option.spellings {
                let listed = words.contains(spelling)
                #expect(listed, "'\(spelling)' is missing from 'precept \(name.rawValue) --help'")
                let value = option.takesValue ? [Self.sample(option.setting)] : []
                let parsed = try CommandLineArguments(positional + [spelling] + value, for: spec)
                #expect(parsed != none, "'\(spelling)' changed nothing")
                if option.takesValue, spelling.hasPrefix("--") {
                    #expect(try CommandLineArguments(positional + ["\(spelling)=\(value[0])"], for: spec) == parsed)
                }
            }
        }
    }

    /// The reverse: every option the help lists is one the command takes.
    @Test(arguments: CommandSpec.all.map(\.name))
    func everyOptionInTheHelpIsDeclared(name: CommandSpec.Name) async throws {
        let spec = try #require(CommandSpec.named(name.rawValue))
        let help = await CapturedOutput.run([name.rawValue, "--help"]).standard
        let listed = help.split(separator: "\n").filter { $0.hasPrefix("  -") }.flatMap { line in
            line.split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",")) }.filter { $0.hasPrefix("-") }
        }
        #expect(listed.count >= spec.options.count)
        for spelling in listed { #expect(spec.option(spelling) != nil, "'\(spelling)'") }
    }

    @Test func theMainHelpListsEveryCommand() async {
        let help = await CapturedOutput.run(["--help"]).standard
        for spec in CommandSpec.all {
            #expect(help.contains("\n  \(([spec.command] + spec.arguments.map(\.synopsis)).joined(separator: " ")) "))
        }
    }

    @Test func optionsKeepTheirSpellingsAndValues() throws {
        let check = try CommandLineArguments(["--diagnostics-format", "sarif", "-o", "site", "-q", "-j", "2"], for: .check)
        #expect(check.diagnosticsFormat == .sarif)
        #expect(check.output == "site")
        #expect(check.quiet)
        #expect(check.jobs == 2)
        #expect(try CommandLineArguments(["--format=github"], for: .build).diagnosticsFormat == .github)
        let serve = try CommandLineArguments(["-p", "0", "--host=::1", "--in-process", "--page-memory", "0"], for: .serve)
        #expect(serve.port == 0)
        #expect(serve.host == "::1")
        #expect(serve.inProcess)
        #expect(serve.pageMemory == 0)
        let colors = try CommandLineArguments(["--name=blue", "--format", "css", "--failing", "AA"], for: .colors)
        #expect(colors.query == ["name": "blue", "format": "css", "failing": "AA"])
        #expect(colors.diagnosticsFormat == .text)
        #expect(try CommandLineArguments(["--kind", "must-not", "--page", "a"], for: .rules).query == ["kind": "must-not", "page": "a"])
        #expect(try CommandLineArguments(["site"], for: .initSite).positional == ["site"])
        #expect(try CommandLineArguments(["-"], for: .initSite).positional == ["-"])
    }

    @Test(arguments: [
        (["--content"], "option '--content' needs a value"),
        (["--output", "--strict"], "option '--output' needs a value"),
        (["--strict=yes"], "option '--strict' takes no value"),
        (["--format", "xml"], "'--format' must be text, json, github or sarif, not 'xml'"),
        (["--diagnostics-format", "xml"], "'--diagnostics-format' must be text, json, github or sarif, not 'xml'"),
        (["--jobs", "0"], "'--jobs' must be a number from 1 to 256, not '0'"),
        (["extra"], "unexpected argument 'extra'"),
    ])
    func badValuesAreUsageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try CommandLineArguments(arguments, for: .build) }
    }

    @Test func positionalArgumentsAreCheckedUnlessHelpIsAsked() async throws {
        #expect(throws: UsageError("missing argument <dir>")) { try CommandLineArguments([], for: .initTheme) }
        #expect(throws: UsageError("unexpected argument 'b'")) { try CommandLineArguments(["a", "b"], for: .initSite) }
        #expect(try CommandLineArguments(["--help"], for: .initTheme).help)
        let result = await CapturedOutput.run(["init-theme"])
        #expect(result.status == 64)
        #expect(result.error == "error: precept init-theme: missing argument <dir> (see 'precept init-theme --help')")
    }

    @Test func buildHelp() async {
        let help = await CapturedOutput.run(["build", "--help"]).standard
        #expect(
            help == """
                OVERVIEW: Build the content folder into a static site. A page with an error keeps its previous
                version (or is left out) while the rest is published, and the build exits 1; an error
                outside the pages, or any with --strict, leaves the previous site as it was.

                USAGE: precept build [options]

                OPTIONS:
                  --content <dir>          Folder of Markdown pages (default: content, or 'content' in precept.yml).
                  -o, --output <dir>       Folder the site is written to (default: public).
                  --templates <dir>        Folder of templates overriding the built-in theme file by file.
                  --config <file>          Configuration file (default: precept.yml when present).
                  --strict                 Treat warnings as errors.
                  -q, --quiet              Print only diagnostics and errors.
                  --format <text|json|github|sarif>
                                           How to print diagnostics (default: text); github prints workflow annotations,
                                           sarif a SARIF 2.1.0 log. Also --diagnostics-format.
                  --no-cache               Ignore .precept-cache/ and write the whole output folder.
                  --page-timeout <seconds> Time one page may take before it is stopped (default: 5).
                  --page-memory <MB>       Memory budget of each worker process (default: 1024; 0: none).
                  -j, --jobs <n>           Number of worker processes (default: one per core).
                  --in-process             Process pages inside this process: no budgets (debugging).
                  -h, --help               Show help for the command.

                EXIT STATUS: 0 built, 1 errors in the content (or warnings with --strict), 64 bad usage.
                """)
    }
}
