import Foundation
import HarnessKit
import LibFuzzerDriver

/// The target libFuzzer's callback runs (one per process).
nonisolated(unsafe) private var running: ParserFuzzTarget?

/// Runs libFuzzer with this program's command line (-max_total_time=…, corpus folders) on the
/// `ParserFuzzTarget` called `name`. SwiftPM links an executable's `main` to `<Target>_main`, so
/// libFuzzer's own `main` cannot take over: each target's main.swift calls this instead.
///
/// ```swift
/// runParserFuzzTarget("json")   // the whole of Targets/FuzzJSON/main.swift
/// ```
public func runParserFuzzTarget(_ name: String) -> Never {
    guard let target = ParserFuzzTarget.named(name) else { fatalError("no parser fuzz target '\(name)'") }
    running = target
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
}

/// libFuzzer's name for the function it calls with each input (its runtime refers to it).
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    running!.fuzz(bytes, count)
}
