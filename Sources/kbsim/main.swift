print("kbsim")
