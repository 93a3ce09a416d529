import ParserFuzzMain

// ParserFuzzTarget "script" under libFuzzer.
runParserFuzzTarget("script")
