import ParserFuzzMain

// ParserFuzzTarget "feel-file" under libFuzzer.
runParserFuzzTarget("feel-file")
