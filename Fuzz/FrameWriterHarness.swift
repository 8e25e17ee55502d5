/// libFuzzer's entry for the frame writer: each input is a terminal size, its capabilities and a
/// run of frames, read by `FrameWriterFuzzTarget` (in the terminal tests, which replay the findings
/// through the same code). A screen that differs from its frame traps, so that libFuzzer saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrameWriter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let difference = FrameWriterFuzzTarget.run(bytes: bytes) {
        fatalError(difference)
    }
    return 0
}
