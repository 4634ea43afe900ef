import Foundation
import LabTools

// A thin main: everything the command does lives in Lab, where the tests reach it.
let status = await ArchLabCLI.run(arguments: Array(CommandLine.arguments.dropFirst()))
ArchLabCLI.exit(status)
