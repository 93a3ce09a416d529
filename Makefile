# Flywheel: the two commands a newcomer needs.
#   make run    open the harness (no display: render every scene to out/scenes and say where)
#   make test   run every test (under a virtual X server, so the real-window smoke test runs too)
# Both first install any missing system package (scripts/install-deps.sh).

SWIFT ?= swift
OUT ?= out/scenes

.PHONY: run test deps build bench clean

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

bench: deps
	cd Benchmarks && $(SWIFT) package benchmark

clean:
	rm -rf .build out
