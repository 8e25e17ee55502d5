# kbsim — `make run` builds and starts the interactive demo; `make test` builds and runs every test.

SWIFT ?= swift
FORM ?=
ARGS ?=
DEBUG_BIN := .build/debug/kbsim
RELEASE_BIN := .build/release/kbsim

.PHONY: run test bench build release deps forms check-forms clean

## Start the interactive demo on the default form (FORM=path or ARGS="--strategy none" to change it).
run: deps
	$(SWIFT) build -c release --product kbsim
	$(RELEASE_BIN) run $(FORM) $(ARGS)

## Build everything and run every test, the end-to-end ones in tmux included.
test: deps check-forms
	$(SWIFT) build --build-tests
	SNAPSHOT_TESTING_RECORD=never KBSIM_BINARY=$(CURDIR)/$(DEBUG_BIN) $(SWIFT) test --skip-build
	$(DEBUG_BIN) test Forms

## Measure (not part of `make test`): kbsim beside `dialog --form` in a pty (bytes, start-up, memory,
## CPU), the headless figures, and a soak of a million random events; writes BENCHMARKS.md.
bench: deps
	@for tool in dialog strace valgrind; do command -v $$tool >/dev/null 2>&1 || missing="$$missing $$tool"; done; \
	if [ -n "$$missing" ]; then echo "installing:$$missing"; \
	  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$missing; fi
	$(SWIFT) build -c release --product kbsim
	$(SWIFT) build -c release --product kbsim-soak
	python3 Benchmarks/bench.py $(RELEASE_BIN)
	.build/release/kbsim-soak 1000000

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product kbsim

## Install what the project needs and the machine lacks (root, Debian).
deps:
	@missing=""; \
	dpkg -s libncurses-dev >/dev/null 2>&1 || missing="$$missing libncurses-dev"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$missing; \
	fi
	@python3 -c 'import pyte' >/dev/null 2>&1 || { \
	  echo "installing: pyte (python3, for the asciicast emulator test)"; \
	  PIP_ROOT_USER_ACTION=ignore python3 -m pip install --quiet --disable-pip-version-check pyte 2>/dev/null \
	    || { apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q python3-pyte; }; \
	  python3 -c 'import pyte'; \
	}

## Regenerate the bundled copy of Forms/ inside the binary.
forms:
	scripts/embed-forms.sh

## Fail when the bundled forms differ from Forms/ (the tests check this too).
check-forms:
	@scripts/embed-forms.sh --check

clean:
	rm -rf .build

.PHONY: fuzz
## Build the libFuzzer harnesses (Fuzz/) and run each for FUZZ_SECONDS (default 60); not part of `test`.
fuzz: deps
	Fuzz/fuzz.sh
