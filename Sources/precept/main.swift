import Foundation
import PreceptCLI

let status = await PreceptCommand().run(Array(CommandLine.arguments.dropFirst()))
exit(status)
