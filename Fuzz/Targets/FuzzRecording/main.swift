import ParserFuzzMain

// ParserFuzzTarget "recording" under libFuzzer.
runParserFuzzTarget("recording")
