import KeyboardSim
import Testing
import TestTiming

/// The clock under time control maps given real seconds to virtual ones: no real clock is read here.
@Suite("Time control: the virtual clock", .timed)
struct VirtualClockTests {
    @Test("running at normal rate, virtual time is real time times the replay's speed")
    func normalRate() {
        #expect(VirtualClock().time(atReal: 2) == 2)
        #expect(VirtualClock(speed: 2).time(atReal: 2) == 4)
        #expect(VirtualClock().isIdle)
    }

    @Test("pausing stops virtual time, and resuming goes on from where it stood, without a jump")
    func pauseAndResume() {
        var clock = VirtualClock()
        clock.pause(atReal: 1)
        #expect(clock.time(atReal: 5) == 1)
        #expect(!clock.isIdle)
        clock.resume(atReal: 5)
        #expect(clock.time(atReal: 5) == 1)
        #expect(clock.time(atReal: 6) == 2)
        clock.togglePause(atReal: 6)
        #expect(clock.isPaused)
        clock.togglePause(atReal: 10)
        #expect(clock.time(atReal: 11) == 3)
    }

    @Test("slow motion cycles 1, ½, ¼, ⅒ and back, each change going on from the current instant")
    func slowMotion() {
        var clock = VirtualClock()
        var rates: [Double] = []
        for _ in 0..<4 {
            clock.cycleSlowMotion(atReal: 0)
            rates.append(clock.slowMotion)
        }
        #expect(rates == [0.5, 0.25, 0.1, 1])
        clock = VirtualClock(speed: 2)
        clock.cycleSlowMotion(atReal: 1)  // at virtual 2, then half of speed 2
        #expect(clock.time(atReal: 1) == 2)
        #expect(clock.time(atReal: 3) == 4)
        #expect(!clock.isIdle)
    }

    @Test("a jump sets virtual time, paused or running as before")
    func jump() {
        var clock = VirtualClock()
        clock.pause(atReal: 3)
        clock.jump(to: 0.75, atReal: 4)
        #expect(clock.time(atReal: 9) == 0.75)
        clock.resume(atReal: 9)
        #expect(clock.time(atReal: 10) == 1.75)
    }
}
