import Foundation
import HarnessKit
import LibFuzzerDriver

// The "set-value" target (ParserFuzzTarget.all): libFuzzer calls this with each input.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    ParserFuzzTarget.named("set-value")!.fuzz(bytes, count)
}

// libFuzzer's own main() cannot replace SwiftPM's entry point, so the program hands its
// command line (-max_total_time=…, corpus folders) to libFuzzer's driver.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
