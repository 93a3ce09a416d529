# Flywheel: the two commands a newcomer needs.
#   make run    open the harness (no display: render every scene to out/scenes and say where)
#   make test   run every test (under a virtual X server, so the real-window smoke test runs too)
# Both first install any missing system package (scripts/install-deps.sh).
# Robustness (docs/robustness.md): make fuzz (100,000 random sequences), make soak (1,000,000
# frames, RSS flat), make leaks (valgrind over every scene).

SWIFT ?= swift
OUT ?= out/scenes

.PHONY: run test deps build bench clean fuzz soak leaks
FUZZ_COUNT ?= 100000
FUZZ_JOBS ?= 2
SOAK_FRAMES ?= 1000000

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

test: deps
	@if command -v xvfb-run >/dev/null 2>&1 && [ -z "$$DISPLAY" ]; then \
		xvfb-run -a -s "-screen 0 1280x800x24" $(SWIFT) test; \
	else \
		$(SWIFT) test; \
	fi
	@# A short fuzz over every scene (the full one is make fuzz).
	@SDL_VIDEODRIVER=dummy .build/debug/harness fuzz --seed 1 --count 100 --jobs 2 --out out/fuzz

fuzz: deps
	@$(SWIFT) build -c release --product harness
	@SDL_VIDEODRIVER=dummy .build/release/harness fuzz --seed 1 --count $(FUZZ_COUNT) --jobs $(FUZZ_JOBS) --out out/fuzz

soak: deps
	@$(SWIFT) build -c release --product harness
	@SDL_VIDEODRIVER=dummy .build/release/harness soak --frames $(SOAK_FRAMES)

leaks: deps
	@$(SWIFT) build --product harness
	@scripts/leaks.sh .build/debug/harness

bench: deps
	cd Benchmarks && $(SWIFT) package benchmark

clean:
	rm -rf .build out
