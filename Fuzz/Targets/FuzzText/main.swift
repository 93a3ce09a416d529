import ParserFuzzMain

// ParserFuzzTarget "text" under libFuzzer.
runParserFuzzTarget("text")
