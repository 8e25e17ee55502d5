# kbsim — `make run` builds and starts the interactive demo; `make test` builds and runs every test.

SWIFT ?= swift
FORM ?=
ARGS ?=
DEBUG_BIN := .build/debug/kbsim
RELEASE_BIN := .build/release/kbsim
## The release binary links the Swift runtime and Foundation in: no dynamic linking of a dozen
## libraries at each start, and 6 MB less resident memory (measured in BENCHMARKS.md). It is not
## position-independent: a PIE of this size relocates 1.5 MB of pointers at every start, pages
## that then stay resident (16.6 → 15.1 MB on the default form); the executable's own code then
## loads at a fixed address (libraries, heap and stack keep their random placement).
## It is linked by lld (the toolchain's), with the functions a session runs laid out side by side
## (Benchmarks/startup-order.txt, which `make startup-order` writes): the kernel maps code 64 KB
## around each page first touched, and the 2,000 functions `run` runs, spread over 18 MB of code,
## kept 9.5 MB of it resident; side by side, 4.7 MB (peak RSS on the default form 17.2 → 12.7 MB).
## A stale list costs memory, never behaviour.
STARTUP_ORDER := $(CURDIR)/Benchmarks/startup-order.txt
RELEASE := -c release --static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie \
  -Xswiftc -use-ld=lld -Xlinker --symbol-ordering-file=$(STARTUP_ORDER) -Xlinker --no-warn-symbol-ordering

.PHONY: run play lesson test soak test-example bench startup-order build release deps clean man install uninstall docs docc

## Ctrl-C is a way to quit a session (kbsim then exits 130): make does not report it as an error.
QUIT_BY_CTRL_C := || [ $$? -eq 130 ]

## Start the interactive demo on the default form (FORM=path or ARGS="--strategy none" to change it).
run: deps
	$(SWIFT) build $(RELEASE) --product kbsim
	$(RELEASE_BIN) run $(FORM) $(ARGS) $(QUIT_BY_CTRL_C)

## Play a tape in this terminal and end with its verdict (TAPE=path, ARGS="--speed 2" for more).
TAPE ?= Forms/signup-walkthrough.tape
play: deps
	$(SWIFT) build $(RELEASE) --product kbsim
	$(RELEASE_BIN) play $(TAPE) --watch $(ARGS) $(QUIT_BY_CTRL_C)

## Take a lesson in this terminal (N=0 to 9, or its name).
N ?= 0
lesson: deps
	$(SWIFT) build $(RELEASE) --product kbsim
	$(RELEASE_BIN) lesson $(N) $(ARGS) $(QUIT_BY_CTRL_C)

## Examples/CustomStrategy, a team's package using kbsim's library products only: built, tested and
## its acme-kbsim run on its tapes by `make test`. It builds in kbsim's own .build, so that the kbsim
## modules it depends on are the ones `make test` just built (6 s, not a second build of them, 53 s);
## what its run writes goes to EXAMPLE_OUT.
EXAMPLE := Examples/CustomStrategy
EXAMPLE_BUILD := $(CURDIR)/.build
EXAMPLE_OUT := $(CURDIR)/.build/examples/CustomStrategy

## Build everything and run every test, the end-to-end ones in tmux included, then the example package's.
## The slowest ten tests are printed after the run, passed or not (each suite's `.timed` trait
## writes every test case's own time to TEST_TIMES).
TEST_TIMES := $(CURDIR)/.build/test-results/times.tsv
test: deps
	$(SWIFT) build --build-tests
	@mkdir -p $(dir $(TEST_TIMES)) && rm -f $(TEST_TIMES)
	SNAPSHOT_TESTING_RECORD=never KBSIM_BINARY=$(CURDIR)/$(DEBUG_BIN) KBSIM_TEST_TIMES=$(TEST_TIMES) $(SWIFT) test --skip-build; \
	  status=$$?; scripts/slowest-tests.py $(TEST_TIMES) 10; exit $$status
	$(DEBUG_BIN) test Forms
	$(MAKE) test-example

## The example package alone: build it and its tests, run them in its folder (the sample of
## docs/how-to/writing-a-strategy.md among them), run its acme-kbsim test on its tapes, and check that
## acme-kbsim strategies lists, and its bash completion offers, the strategy it registered.
test-example:
	$(SWIFT) build --package-path $(EXAMPLE) --scratch-path $(EXAMPLE_BUILD) --build-tests
	cd $(EXAMPLE) && $(SWIFT) test --scratch-path $(EXAMPLE_BUILD) --skip-build
	mkdir -p $(EXAMPLE_OUT) && cd $(EXAMPLE) && $(EXAMPLE_BUILD)/debug/acme-kbsim test tapes --strategy acme --junit $(EXAMPLE_OUT)/junit.xml
	$(EXAMPLE_BUILD)/debug/acme-kbsim strategies | grep -q "^  acme  *Acme's handler" || \
	  { echo "acme-kbsim strategies does not list acme under its summary"; exit 1; }
	@# Its completion script, installed as the command kbsim, completes --strategy to the strategy it registered.
	mkdir -p $(EXAMPLE_OUT)/completion && ln -sf $(EXAMPLE_BUILD)/debug/acme-kbsim $(EXAMPLE_OUT)/completion/kbsim
	$(EXAMPLE_BUILD)/debug/acme-kbsim --generate-completion-script bash > $(EXAMPLE_OUT)/completion/kbsim.bash
	PATH=$(EXAMPLE_OUT)/completion:$$PATH scripts/complete-in-bash.sh $(EXAMPLE_OUT)/completion/kbsim.bash \
	  'kbsim play tapes/signup.tape --strategy ac' | grep -qx acme || \
	  { echo "acme-kbsim's bash completion does not offer acme for --strategy"; exit 1; }

## Measure (not part of `make test`): kbsim beside `dialog --form` in a pty (bytes, start-up, memory,
## CPU), the headless figures, and a soak of a million random events; writes BENCHMARKS.md.
bench: deps
	@for tool in dialog strace valgrind; do command -v $$tool >/dev/null 2>&1 || missing="$$missing $$tool"; done; \
	if [ -n "$$missing" ]; then echo "installing:$$missing"; \
	  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$missing; fi
	$(SWIFT) build $(RELEASE) --product kbsim
	$(SWIFT) build $(RELEASE) --product kbsim-soak
	python3 Benchmarks/bench.py $(RELEASE_BIN)
	.build/release/kbsim-soak 1000000

## The functions a session runs (callgrind: make bench's sessions and a played tape), for the
## release build to lay out side by side; run it after changes that move much of that code (the
## next release build links anew only once a source has changed).
startup-order: deps
	@command -v valgrind >/dev/null 2>&1 || { apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q valgrind; }
	$(SWIFT) build $(RELEASE) --product kbsim
	python3 Benchmarks/startup_order.py $(RELEASE_BIN) $(STARTUP_ORDER)

build: deps
	$(SWIFT) build

## Render the README's pictures from bundled tapes into docs/images: SVG, and PNG by rsvg-convert
## (librsvg2-bin, installed when missing). A test fails while the committed SVGs differ from these.
docs: deps
	@command -v rsvg-convert >/dev/null 2>&1 || { echo "installing: librsvg2-bin"; \
	  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q librsvg2-bin; }
	$(SWIFT) build --product kbsim
	scripts/make-docs.sh $(DEBUG_BIN) docs/images

## The API documentation of the library products a team uses, from their DocC catalogues
## (Sources/KeyboardSim/KeyboardSim.docc, Sources/KeyboardSimTesting/KeyboardSimTesting.docc), by
## swift-docc-plugin: .build/plugins/Swift-DocC/outputs/NAME.doccarchive. A DocC warning fails it.
DOCC_TARGETS := KeyboardSim KeyboardSimTesting
docc:
	@for target in $(DOCC_TARGETS); do \
	  $(SWIFT) package generate-documentation --target $$target --warnings-as-errors || exit 1; \
	done

release: deps
	$(SWIFT) build $(RELEASE) --product kbsim

## Where `make install` puts things: PREFIX/bin, PREFIX/share/man, the shells' completion folders.
PREFIX ?= /usr/local
## The binary `make install` installs; empty builds the release one (tests pass the debug one).
BIN ?=
INSTALL_BIN = $(or $(BIN),$(RELEASE_BIN))
INSTALLED = $(DESTDIR)$(PREFIX)/bin/kbsim $(DESTDIR)$(PREFIX)/share/man/man1/kbsim.1 \
	$(DESTDIR)$(PREFIX)/share/bash-completion/completions/kbsim \
	$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_kbsim \
	$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/kbsim.fish

## The man page, generated from the command definitions (kbsim --experimental-dump-help).
man: $(if $(BIN),,release)
	@mkdir -p .build
	python3 scripts/make-manpage.py $(INSTALL_BIN) > .build/kbsim.1
	@echo "written .build/kbsim.1 (man -l .build/kbsim.1)"

## Install the binary, its man page and its bash, zsh and fish completions under PREFIX.
install: $(if $(BIN),,release)
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 $(INSTALL_BIN) $(DESTDIR)$(PREFIX)/bin/kbsim
	python3 scripts/make-manpage.py $(INSTALL_BIN) > $(DESTDIR)$(PREFIX)/share/man/man1/kbsim.1
	$(INSTALL_BIN) --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/kbsim
	$(INSTALL_BIN) --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_kbsim
	$(INSTALL_BIN) --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/kbsim.fish

## Remove what `make install` put under PREFIX.
uninstall:
	rm -f $(INSTALLED)

## Install what the project needs and the machine lacks (root, Debian): the tests run the completion
## scripts in bash, zsh and fish and lint the man page with mandoc.
deps:
	@missing=""; \
	dpkg -s libncurses-dev >/dev/null 2>&1 || missing="$$missing libncurses-dev"; \
	dpkg -s ncurses-term >/dev/null 2>&1 || missing="$$missing ncurses-term"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	command -v groff >/dev/null 2>&1 || missing="$$missing groff-base"; \
	command -v mandoc >/dev/null 2>&1 || missing="$$missing mandoc"; \
	command -v zsh >/dev/null 2>&1 || missing="$$missing zsh"; \
	command -v fish >/dev/null 2>&1 || missing="$$missing fish"; \
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

clean:
	rm -rf .build

.PHONY: fuzz
## Build the libFuzzer harnesses (Fuzz/) and run each for FUZZ_SECONDS (default 60); not part of `test`.
fuzz: deps
	Fuzz/fuzz.sh

## The property suites in full (not part of `make test`, which plays a seeded sample): the random
## tapes on every bundled form, strategy, era and orientation ten times (12,960 tapes; make test
## plays 360), and the notification and auto invariants over 2,000 random sequences per era
## (make test: 200).
soak: deps
	$(SWIFT) build --build-tests
	KBSIM_SOAK=1 $(SWIFT) test --skip-build --filter 'RandomTapePropertyTests|NotificationPropertyTests|AutoStrategyTests'
