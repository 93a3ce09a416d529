// The harness executable: see HarnessCommand for the command line.
HarnessCommand.main()
