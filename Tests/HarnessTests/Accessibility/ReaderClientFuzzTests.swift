import FlywheelTestSupport
import Foundation
import Testing

@testable import HarnessKit

extension ScreenReaderSessionTests {
    /// A hostile screen-reader client against the harness in a real window: random AT-SPI calls with
    /// random arguments on live and removed objects while scenes change underneath
    /// (`Tests/Accessibility/fuzz_reader.py`). Any process on the accessibility bus may send these;
    /// none may stop or freeze the game. It runs for `FLYWHEEL_READER_FUZZ_SECONDS` (3 in `make
    /// test`; `make sanitize` runs it for minutes against the AddressSanitizer build), with the seed
    /// `FLYWHEEL_READER_FUZZ_SEED` (1).
    ///
    /// A suite inside `ScreenReaderSessionTests`, whose serialization it shares: sessions on one X
    /// display find each other's accessibility bus (at-spi-bus-launcher publishes its address on the
    /// display), so they must not overlap.
    @Suite struct ReaderClientFuzzTests {
        static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Accessibility/fuzz_reader.py").path
        static let environment = ProcessInfo.processInfo.environment
        static let seconds = Double(environment["FLYWHEEL_READER_FUZZ_SECONDS"] ?? "") ?? 3
        static let seed = Int(environment["FLYWHEEL_READER_FUZZ_SEED"] ?? "") ?? 1

        @Test(
            .enabled(if: ScreenReaderSessionTests.hasDisplay, "needs an X display; run under xvfb-run"),
            .enabled(
                if: ScreenReaderSessionTests.hasTools,
                "needs dbus-run-session, at-spi2-core and python3-pyatspi (scripts/install-deps.sh)"))
        func randomReaderCallsNeitherStopNorFreezeTheGame() throws {
            #expect(TestProgram.isBuilt("harness"))
            let harness = TestProgram.buildDirectory.appendingPathComponent("harness").path
            let run = try TestProgram.run(
                path: ScreenReaderSessionTests.python, [Self.script, harness, "\(Self.seconds)", "\(Self.seed)"],
                environment: ScreenReaderSessionTests.windowEnvironment)
            #expect(run.status == 0, "fuzz_reader.py: \(run.errors.suffix(2000))")
            let facts = try JSONNode.parse(Data(run.output.utf8))
            let summary = "\(run.output.prefix(3000))"
            #expect(facts.member("failures")?.array?.isEmpty == true, "\(summary)")
            #expect(facts.member("harnessExit")?.number == 0, "the game ran to the end and closed cleanly: \(summary)")
            #expect((facts.member("calls")?.number ?? 0) >= 100, "the client made its calls: \(summary)")
            #expect((facts.member("objectsMet")?.number ?? 0) >= 20, "it met the tree: \(summary)")
            // atk-bridge logged a CRITICAL line for each call for an interface an object lacks
            // (the client makes hundreds): such a call is refused before it reaches atk-bridge
            // (UnknownInterface), and nothing is filtered from stderr.
            #expect(facts.member("harnessCriticals")?.number == 0, "\(facts.member("harnessErrors")?.string ?? "")")

            // The calls that once stopped the game (exit 134) or held it for seconds to minutes, on
            // every text object met (the status line among them): each answered at once.
            let fixed = try #require(facts.member("fixed")?.array)
            let calls = Set(fixed.compactMap { $0.member("call")?.string })
            #expect(calls.isSuperset(of: ["GetStringAtOffset(-1, 5)", "GetRangeExtents(0, 10000000, 0)"]), "\(calls)")
            for call in fixed {
                let name = call.member("call")?.string ?? "?"
                #expect(call.member("answered")?.bool == true, "\(name) on \(call.member("path")?.string ?? "?")")
                #expect(call.member("running")?.bool == true, "the game still ran after \(name)")
                #expect((call.member("seconds")?.number ?? 99) < 1, "\(name) answered in under a second: \(call.value)")
            }
        }
    }
}
