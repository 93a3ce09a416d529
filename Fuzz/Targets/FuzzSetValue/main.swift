import ParserFuzzMain

// ParserFuzzTarget "set-value" under libFuzzer.
runParserFuzzTarget("set-value")
