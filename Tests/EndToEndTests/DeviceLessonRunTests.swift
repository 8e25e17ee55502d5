import Testing

/// `kbsim lesson --device` in a real terminal (tmux): the lesson on another phone, to its end.
@Suite("kbsim lesson --device in a real terminal (tmux)", .serialized)
struct DeviceLessonRunTests {
    @Test("lesson 3 on the iPhone 15: the inspector names the phone, the lesson plays to its end and F10 ends it with status 0 and no failed Expect reported")
    func lessonOnTheFifteen() throws {
        let tmux = try TmuxSession(width: 160, height: 50)
        try tmux.startKbsim("lesson 3 --device iphone-15 --speed 20")
        let first = try tmux.waitFor { screen in screen.contains { $0.contains("Space/Enter: continue") } }
        #expect(first.contains { $0.contains("device   iPhone 15 / 16 · 393×852 pt") })
        // Space at each pause, once the next step's pause (or the end) is on screen: a Space while
        // the lesson plays would hold it.
        for step in 2...9 {
            try tmux.waitFor { screen in screen.contains { $0.contains("Space/Enter: continue") || $0.contains("end of the lesson") } }
            if try tmux.capture().contains(where: { $0.contains("end of the lesson") }) { break }
            try tmux.press("Space")
            try tmux.waitFor { screen in screen.contains { $0.contains("step \(step) of") || $0.contains("end of the lesson") } }
        }
        try tmux.waitFor { screen in screen.contains { $0.contains("end of the lesson") } }
        try tmux.press("F10")
        let end = try tmux.waitFor { screen in screen.contains { $0.hasPrefix("exit=") } }
        #expect(end.contains("exit=0"), "\(end)")
        #expect(!end.contains { $0.contains("Expect") }, "\(end)")
    }
}
