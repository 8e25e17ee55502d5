/// libFuzzer's entry for form files: each input is a form, loaded and exercised by `FormFuzzTarget`
/// (in the playback tests, which replay the findings through the same code). `make fuzz` builds
/// it three times, with `-D FORM_JSON`, `-D FORM_HTML` or neither (YAML), for the three loaders.
/// An outcome a form may not end with traps, so that libFuzzer saves the input; refusals are fine.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzForm(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    #if FORM_JSON
    let format = FormFuzzTarget.Format.json
    #elseif FORM_HTML
    let format = FormFuzzTarget.Format.html
    #else
    let format = FormFuzzTarget.Format.yaml
    #endif
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let source = String(decoding: bytes, as: UTF8.self)
    if let violation = FormFuzzTarget.run(source, format: format).violation(source: source) {
        fatalError(violation)
    }
    return 0
}
