import KeyboardSimCLI

// kbsim itself: the command line with kbsim's own strategies (a team's executable passes its own).
Kbsim.main()
