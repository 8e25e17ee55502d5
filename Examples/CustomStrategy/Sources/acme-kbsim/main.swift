import AcmeKeyboard
import KeyboardSim
import KeyboardSimCLI

// The whole kbsim command line, with Acme's handler known as `acme` everywhere: --strategy,
// Set Strategy, compare lists, F3 and the event log.
Kbsim.main(strategies: .builtIns.registering(AcmeStrategy.self))
