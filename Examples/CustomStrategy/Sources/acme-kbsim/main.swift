import AcmeKeyboard
import KeyboardSim
import KeyboardSimCLI

// The whole kbsim command line, with Acme's handler known as `acme` everywhere: --strategy,
// Set Strategy, compare lists, F3 and the event log.
// Its configured handler too, once per setting (acme-snug, acme-roomy).
Kbsim.main(strategies: .builtIns.registering(AcmeStrategy.self, AcmeConfiguredStrategy<AcmeSnug>.self,
                                             AcmeConfiguredStrategy<AcmeRoomy>.self))
