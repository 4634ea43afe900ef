import LabTools

// A thin main: everything the command does lives in Lab, where the tests reach it.
ArchLabCLI.start(arguments: Array(CommandLine.arguments.dropFirst()))
