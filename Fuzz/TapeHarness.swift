/// libFuzzer's entry for tapes: each input is a tape, run by `TapeFuzzTarget` (in the playback
/// tests, which replay the findings through the same code). An outcome a tape may not end with
/// traps, so that libFuzzer saves the input; refusals and failed `Expect` lines are fine.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTape(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let source = String(decoding: bytes, as: UTF8.self)
    if let violation = TapeFuzzTarget.run(source).violation(source: source) {
        fatalError(violation)
    }
    return 0
}
