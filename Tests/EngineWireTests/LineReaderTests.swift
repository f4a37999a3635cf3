import Foundation
import Testing
@testable import EngineWire

@Suite("Reading lines with a spin before sleeping")
struct LineReaderTests {
    @Test("a line that comes during the spin is read", arguments: [Duration.zero, .milliseconds(50)])
    func lineDuringSpin(spin: Duration) throws {
        let pipe = Pipe()
        let reader = LineReader(fd: pipe.fileHandleForReading.fileDescriptor, spin: spin)
        pipe.fileHandleForWriting.write(Data("first\nsecond\n".utf8))
        #expect(try reader.readLine(deadline: nil) == Data("first".utf8))
        #expect(try reader.readLine(deadline: nil) == Data("second".utf8))
    }

    @Test("a line that comes after the spin is over is still read")
    func lineAfterSpin() throws {
        let pipe = Pipe()
        let reader = LineReader(fd: pipe.fileHandleForReading.fileDescriptor, spin: .milliseconds(1))
        let writer = pipe.fileHandleForWriting
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.1)
            writer.write(Data("late\n".utf8))
        }
        #expect(try reader.readLine(deadline: .now + .seconds(10)) == Data("late".utf8))
    }

    @Test("the deadline holds when nothing comes, spin or not", arguments: [Duration.zero, .milliseconds(5)])
    func deadlineHolds(spin: Duration) {
        let pipe = Pipe()
        let reader = LineReader(fd: pipe.fileHandleForReading.fileDescriptor, spin: spin)
        let start = ContinuousClock.now
        #expect(throws: LineFailure.timedOut) { try reader.readLine(deadline: .now + .milliseconds(200)) }
        #expect(ContinuousClock.now - start < .seconds(5))
        _ = pipe
    }

    @Test("the other end closing is the end of file, also while spinning")
    func endOfFileWhileSpinning() throws {
        let pipe = Pipe()
        let reader = LineReader(fd: pipe.fileHandleForReading.fileDescriptor, spin: .milliseconds(50))
        try pipe.fileHandleForWriting.close()
        #expect(throws: LineFailure.endOfFile) { try reader.readLine(deadline: .now + .seconds(5)) }
    }
}
