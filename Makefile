# Flywheel: the two commands a newcomer needs.
#   make run    open the harness (no display: render every scene to out/scenes and say where)
#   make test   lint, then every test, built optimised (under a virtual X server, so the real-window
#               smoke test runs too; three test processes at once: scripts/run-tests.sh), a short
#               fuzz, and the API documentation built with warnings as errors
#   make docs   the API documentation (DocC) as static HTML in out/docs
#   make lint   swift format lint --strict over the Swift sources (configuration: .swift-format)
# Both first install any missing system package (scripts/install-deps.sh).
# Robustness (docs/robustness.md): make fuzz (100,000 random sequences), make soak (1,000,000
# frames, RSS flat), make leaks (valgrind over every scene), make sanitize (AddressSanitizer:
# the tests and 500 drawn fuzz sequences), make sanitize-thread (ThreadSanitizer: the threaded
# parts), make fuzz-parsers SECONDS=N (libFuzzer on every reader of outside input).

SWIFT ?= swift
OUT ?= out/scenes

DOCS_OUT ?= out/docs
DOCC_TARGETS = --target FlywheelCore --target FlywheelUI --target FlywheelSDL --target HarnessKit
DOCC = $(SWIFT) package --allow-writing-to-directory $(1) generate-documentation $(DOCC_TARGETS) \
	--enable-experimental-combined-documentation --output-path $(1)
LINT_PATHS = Sources Harness Tests Benchmarks Examples Fuzz

.PHONY: run test deps build bench bench-check bench-thresholds clean docs docs-check lint fuzz soak leaks \
	sanitize sanitize-thread sanitize-short fuzz-parsers bench-instructions bench-instructions-update
FUZZ_COUNT ?= 100000
FUZZ_JOBS ?= 2
SOAK_FRAMES ?= 1000000
SANITIZE_FUZZ_COUNT ?= 500
SECONDS ?= 60

deps:
	@scripts/install-deps.sh

build: deps
	@$(SWIFT) build --product harness

run: build
	@if [ -n "$$DISPLAY" ] || [ -n "$$WAYLAND_DISPLAY" ]; then \
		.build/debug/harness $(ARGS); \
	else \
		echo "No display: rendering every scene headless."; \
		.build/debug/harness --headless --render-all $(OUT) $(ARGS); \
	fi

test: deps lint
	@if command -v xvfb-run >/dev/null 2>&1 && [ -z "$$DISPLAY" ]; then \
		xvfb-run -a -s "-screen 0 1280x800x24" scripts/run-tests.sh $(SWIFT); \
	else \
		scripts/run-tests.sh $(SWIFT); \
	fi
	@# A short fuzz over every scene, in windows up to about full HD (make fuzz: 100,000 sequences,
	@# windows up to 8192x8192).
	@SDL_VIDEODRIVER=dummy .build/tests/release/harness fuzz --seed 1 --count 1000 --jobs 2 --window-pixels 2000000 --out out/fuzz
	@$(MAKE) --no-print-directory docs-check

# Browse with: python3 -m http.server -d out/docs 8000, then open
# http://localhost:8000/documentation/flywheelui
docs:
	@mkdir -p $(dir $(DOCS_OUT))
	@$(call DOCC,$(DOCS_OUT)) --transform-for-static-hosting
	@test -f $(DOCS_OUT)/index.html || { echo "make docs: no $(DOCS_OUT)/index.html was written"; exit 1; }
	@echo "Documentation: $(DOCS_OUT)/ (serve it: python3 -m http.server -d $(DOCS_OUT) 8000)"

# The documentation must build without a warning (a broken symbol link is an error).
docs-check:
	@mkdir -p .build
	@$(call DOCC,.build/docs-check) --warnings-as-errors > .build/docs-check.log 2>&1 \
		|| { grep -v "prohibited flag" .build/docs-check.log; echo "docs-check: the documentation has warnings"; exit 1; }
	@echo "docs-check: documentation builds without warnings"

lint:
	@$(SWIFT) format lint --strict --recursive --parallel $(LINT_PATHS)
	@echo "lint: swift format lint --strict finds nothing"

fuzz: deps
	@$(SWIFT) build -c release --product harness
	@SDL_VIDEODRIVER=dummy .build/release/harness fuzz --seed 1 --count $(FUZZ_COUNT) --jobs $(FUZZ_JOBS) --out out/fuzz

soak: deps
	@$(SWIFT) build -c release --product harness
	@SDL_VIDEODRIVER=dummy .build/release/harness soak --frames $(SOAK_FRAMES)

leaks: deps
	@$(SWIFT) build --product harness
	@scripts/leaks.sh .build/debug/harness

# Fails on any sanitizer report (scripts/sanitize.sh; reports also under out/sanitize/).
# The hostile reader client (ReaderClientFuzzTests) runs READER_FUZZ_SECONDS here, 3 s in make test.
READER_FUZZ_SECONDS ?= 600
sanitize: deps
	@FLYWHEEL_READER_FUZZ_SECONDS=$(READER_FUZZ_SECONDS) scripts/sanitize.sh address $(SANITIZE_FUZZ_COUNT)

sanitize-thread: deps
	@scripts/sanitize.sh thread 40

# CI's short AddressSanitizer pass: the drawing tests most likely to touch memory wrongly (the text
# path's shaping and glyph blends among them, LargeWindowTests' 4096-pixel windows), and a few
# drawn fuzz sequences in windows up to 2,000,000 pixels (make sanitize's fuzz: every size).
SANITIZE_SHORT_TESTS = TextShapingTests|CanvasTextCheckTests|ScriptLabelGoldenTests|SoftwareGeometryGuardTests|LargeWindowTests|CanvasImageTextTests|CanvasShapeTests|ImageAndFontLimitsTests|RotatedIconSmoothnessTests|SpinnerGoldenTests|PickerWheelGoldenTests
sanitize-short: deps
	@SANITIZE_FUZZ_CONFIG=debug SANITIZE_FUZZ_ARGS='--window-pixels 2000000' \
		scripts/sanitize.sh address 6 '$(SANITIZE_SHORT_TESTS)'

fuzz-parsers: deps
	@scripts/fuzz-parsers.sh $(SECONDS)

bench: deps
	cd Benchmarks && $(SWIFT) package benchmark

# CI's allocation guard: the frame benchmarks built in release and run briefly (300 iterations at
# most); each steady or moving frame's p90 malloc count must not exceed the committed one in
# Benchmarks/Thresholds/ (0). Times are never checked. After an intended change:
# `make bench-thresholds` (package-benchmark 1.38 writes the files with '_' for ' ' but reads
# them by the benchmark's real name, hence the rename).
BENCH_GUARDED = .*(steady-state|while it coasts|while dragged|UI work).*

bench-check: deps
	cd Benchmarks && FLYWHEEL_BENCH_QUICK=1 $(SWIFT) package benchmark thresholds check --target FrameBenchmarks \
		--filter '$(BENCH_GUARDED)' --metric mallocCountTotal --no-progress

bench-thresholds: deps
	cd Benchmarks && rm -rf Thresholds && FLYWHEEL_BENCH_QUICK=1 $(SWIFT) package --allow-writing-to-package-directory \
		benchmark thresholds update --target FrameBenchmarks --filter '$(BENCH_GUARDED)' --metric mallocCountTotal \
		--no-progress
	cd Benchmarks/Thresholds && for f in *_*; do mv "$$f" "$$(echo "$$f" | tr _ ' ')"; done

# CI's frame-cost check: the instructions a frame of each benchmark picture executes (callgrind,
# a fixed number of frames of the release FrameProfile) must stay within 3 % of
# Benchmarks/Instructions/baseline.txt. After an intended change: `make bench-instructions-update`,
# with the reason in the commit (docs/benchmarks.md#instructions-per-frame).
bench-instructions: deps
	SWIFT=$(SWIFT) scripts/bench-instructions.sh

bench-instructions-update: deps
	SWIFT=$(SWIFT) scripts/bench-instructions.sh --update

clean:
	rm -rf .build out
