import ParserFuzzMain

// ParserFuzzTarget "feel-parameters" under libFuzzer.
runParserFuzzTarget("feel-parameters")
