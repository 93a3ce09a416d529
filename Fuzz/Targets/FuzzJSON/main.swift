import ParserFuzzMain

// ParserFuzzTarget "json" under libFuzzer.
runParserFuzzTarget("json")
