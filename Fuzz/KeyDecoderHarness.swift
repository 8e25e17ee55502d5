/// libFuzzer's entry for the terminal key decoder: each input is read as raw bytes, UTF-8 text and
/// `wget_wch` / `getmouse` records by `KeyDecoderFuzzTarget` (in the terminal tests, which replay
/// the findings through the same code). An ill-formed decoded event traps, so that libFuzzer saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let violation = KeyDecoderFuzzTarget.run(bytes: bytes).first {
        fatalError(violation)
    }
    return 0
}
