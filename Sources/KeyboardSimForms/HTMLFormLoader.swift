import KeyboardSim
/// Reads a small HTML page into a `Form`, giving each `<input>` and `<textarea>` the keyboard and
/// traits iOS Safari gives it.
///
/// Like `FormLoader`, it is pure: the caller hands over the page's text and its path, which only
/// names the file in errors. It reads a tolerant subset of HTML, much as a browser does, and
/// refuses what kbsim cannot show with a `FormError` at the 1-based line and column of the
/// offending tag or attribute (columns count Unicode scalars). `parse` throws the first error,
/// reading from the top; `parseReportingAllErrors` goes on past every refused element and
/// attribute (the element is left out) and throws them all — except the tokenizer's, a tag or
/// comment never closed, after which nothing reads as the page meant.
///
/// What it understands:
/// - The title is the text of `<title>`, or else of the first `<h1>`, or else — as a browser's tab
///   shows it — the file's name without its extension (`stdin` for standard input).
/// - `<input>` with `type` text (the default), tel, url, email, password, search or number, each
///   with the keyboard Apple's web-view guide gives it; `pattern="[0-9]*"` or `pattern="\d*"` asks
///   for the number pad whatever the type. Types that are not text inputs (hidden, submit, button,
///   reset, image) are skipped; any other type is refused.
/// - `<textarea>` becomes a text view; `rows` is clamped to 1...20 and its text is the value, with
///   the one leading line break browsers drop.
/// - `name` (or else `id`) names the field; it is required, must be an identifier, as tapes name
///   fields unquoted, and must be unique. `placeholder`, `value` and `maxlength` carry over;
///   `autocorrect` and `autocapitalize` set the traits, on the field or inherited from `<form>`.
///   Other attributes (`required`, any other `pattern`, …) are ignored.
/// - `<label for=…>` labels the field with that id (or else name); a `<label>` wrapping an input
///   labels it. A field without a label is labelled with its name.
/// - Every other element is walked through; comments, `<!DOCTYPE>`, `<script>` and `<style>` are
///   skipped; character references are decoded in text and attribute values.
/// - Within `FormLimits`: at most 512 KiB, and at most 32 `<label>` elements open at once.
package enum HTMLFormLoader {
    /// Parses the HTML page at `path`, which is used only to name the file in errors.
    package static func parse(_ source: String, path: String) throws(FormError) -> Form {
        do {
            return try parseReportingAllErrors(source, path: path)
        } catch {
            throw error.first
        }
    }

    /// Parses as `parse` does, but throws every error it finds (see the type's comment).
    package static func parseReportingAllErrors(_ source: String, path: String) throws(InputFileErrors) -> Form {
        let tokens: [HTMLToken]
        do throws(FormError) {
            try FormLimits.checkSize(of: source, path: path)
            tokens = try HTMLTokenizer.tokens(in: ByteOrderMark.dropped(from: source), path: path)
        } catch {
            throw InputFileErrors(error)
        }
        var builder = HTMLFormBuilder(path: path)
        let found = builder.found
        for token in tokens {
            found.collecting { () throws(FormError) in try builder.take(token) }
        }
        let form = builder.form()
        try found.throwIfAny()
        return form
    }
}
