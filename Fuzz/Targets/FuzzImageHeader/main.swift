import ParserFuzzMain

// ParserFuzzTarget "image-header" under libFuzzer.
runParserFuzzTarget("image-header")
