import ParserFuzzMain

// ParserFuzzTarget "command-line" under libFuzzer.
runParserFuzzTarget("command-line")
