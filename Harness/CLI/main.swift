// The harness executable: see HarnessCommand for the command line.
//
// ArgumentParser lets a command's options stand anywhere on the line, after a subcommand's name
// too, and the first command that knows a name takes the value: in `harness soak --frames 5000`
// the harness's own `--frames` (and `--fps`) took the value and the soak ran its default. A line
// that starts with `soak` is therefore read by the soak command alone.
let arguments = Array(CommandLine.arguments.dropFirst())
// Long sessions (the window, the soak) keep big blocks mapped (MallocPolicy); the fuzzer makes and
// drops a session per case and runs about 12 % faster with glibc's sliding threshold.
if arguments.first != FuzzCommand.configuration.commandName {
    MallocPolicy.keepLargeBlocksMapped()
}
if arguments.first == SoakCommand.configuration.commandName {
    SoakCommand.main(Array(arguments.dropFirst()))
} else {
    HarnessCommand.main()
}
