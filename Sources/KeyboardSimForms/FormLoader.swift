import KeyboardSim

/// Reads the text of a form file (YAML, JSON — checked strictly, then read as YAML — or HTML)
/// into a `Form`.
///
/// The loader is pure: the caller reads the file and hands over its text and its path, and the
/// path only names the file in errors. A refused form throws a `FormError` at the 1-based line and
/// column of the offending node — the value for a bad value, the key for an unknown or misplaced
/// key. `parse` throws the first error reading from the top; `parseReportingAllErrors` goes on
/// past each bad key, value and field and throws them all. What stops the reading at once: a file
/// too large, a YAML or JSON syntax error and what `YAMLPreflight` refuses, since no tree — or none
/// that is safe to build — exists to read on in.
///
/// The format:
/// - The document is a mapping with two required keys, `title` (one line of text, not blank) and
///   `fields` (a non-empty list of fields), and optional ones: `toolbar` (a boolean, the
///   default of every field's `toolbar`), `inputMethods` (a list of `en`, `ru`, `ja`, each once;
///   default `[en]`), `device` (a name `kbsim devices` lists; default `default`, kbsim's own
///   phone), `keyboardDismissMode` (`none`, the default, `onDrag` or `interactive`: what a drag
///   on the content does to the keyboard), `navigationBar` (`none`, the default, `standard` or
///   `large`), `tabBar` (a boolean, default false), `footer` (a mapping of `name`, an identifier
///   no field has, and `label`, one line: a button pinned to the safe area's bottom),
///   `contentInsetAdjustmentBehavior` (`automatic`, the default, or `never`),
///   `keyboardLayoutGuide` (a mapping of `usesBottomSafeArea`, a boolean, default true, and
///   `keyboardDismissPadding`, whole points from 0 to 1000, default 0: what the app sets on its
///   guide), `alignment` (`top`, the default, `center` or `bottom`: where fields shorter than the
///   scroll view stand), `ignoresSafeArea` (`none`, the default, or `keyboard`: SwiftUI's
///   `.ignoresSafeArea(.keyboard)`) and `scrollIndicatorInsets` (a mapping of `top` and `bottom`,
///   whole points from 0 to 1000, default 0: what the app sets on the scroll view). Any other key
///   is refused, with the valid key it most resembles suggested.
/// - Each field is a mapping. `name` is required, unique within the form, and an identifier: an
///   ASCII letter or `_`, then ASCII letters, digits, `_` or `-` — tapes name fields unquoted —
///   other than `key`, `background` and `none`, which tapes use as words.
/// - `toolbar` (a boolean) puts the input accessory toolbar (Previous / Next / Done) on the field's keyboard.
/// - `label` (default: the name) is one line of text. `placeholder` and `value` (default: empty)
///   are text, one line unless the field is a textView. Text is taken as written, so
///   `placeholder: 95014` is the text "95014"; a missing value (`label:` alone, `~`, `null`) is
///   refused: write `''` for empty text.
/// - `kind` is `textField` (the default) or `textView`; `rows` is a whole number from 1 to 20,
///   allowed only on a textView, where it defaults to 3.
/// - `keyboard`, `returnKey`, `autocapitalization` and `appearance` take the raw values of
///   `KeyboardType`, `ReturnKeyType`, `AutocapitalizationType` and `KeyboardAppearance`, spelt
///   exactly; `keyboard: URL` is accepted as UIKit spells it.
/// - `autocorrection` is `default`, `no` or `yes`; an unquoted YAML boolean (`true`, `false`,
///   `on`, `off`) counts as yes or no, because YAML 1.1 reads a bare `no` as a boolean anyway.
/// - `secure` and `enablesReturnKeyAutomatically` are unquoted YAML booleans (`true`/`false`, and
///   YAML 1.1's `yes`/`no`, `on`/`off`).
/// - `maxLength` is a whole number of at least 1, counted in characters; an initial `value`
///   must fit in it.
/// - `inputView` is `datePicker` or `picker` (on a textField only): a picker takes the keyboard's
///   place. A `picker` needs `options`, a non-empty list of one-line texts, each once (a field
///   without `inputView: picker` may not have them); a picker's `value` is one of them, a date
///   picker's a date in the field's format (`Jan 1, 2000`), or empty.
/// - `validate` is a regular expression in Swift `Regex` syntax, compiled here so that a typo
///   fails when the form loads rather than when someone types.
/// - Numbers and booleans are unquoted (`"3"` is text); a key may appear only once in a mapping;
///   a leading byte-order mark is ignored.
/// - Within `FormLimits`: at most 512 KiB; no anchors, aliases or complex keys; lists and mappings
///   nested at most 32 deep (see `YAMLPreflight`).
package enum FormLoader {
    /// Parses the text of the form file at `path`, which names the file in errors and, unless
    /// `format` is given, tells its format (see `FormFormat`). Throws the first error, reading from the top.
    package static func parse(_ source: String, path: String, format: FormFormat? = nil) throws(FormError) -> Form {
        do {
            return try parseReportingAllErrors(source, path: path, format: format)
        } catch {
            throw error.first
        }
    }

    /// Parses as `parse` does, but throws every error it finds (see the type's comment).
    package static func parseReportingAllErrors(_ source: String, path: String, format: FormFormat? = nil) throws(InputFileErrors) -> Form {
        let format = format ?? FormFormat(path: path, source: source)
        let text = ByteOrderMark.dropped(from: source)
        do throws(FormError) {
            try FormLimits.checkSize(of: source, path: path)
            if format == .json { try JSONSyntaxCheck.check(text, path: path) }
        } catch {
            throw InputFileErrors(error)
        }
        if format == .html { return try HTMLFormLoader.parseReportingAllErrors(source, path: path) }
        let reader = FormReader(source: text, path: path, syntaxName: format == .json ? "JSON" : "YAML")
        // The plain block style forms are written in is read without Yams, which spends most of
        // a big form's load building and hashing its nodes. Whatever is refused is read again
        // through Yams below, whose diagnostics are the contract.
        if let document = BlockYAMLReader.document(text), let form = try? reader.form(from: document) {
            return form
        }
        // Yams composes the whole document before anything can be checked, so what could make
        // that explode is refused first. (The block reader takes none of it: it leaves anchors,
        // aliases and complex keys to Yams, and nests no deeper than the preflight allows.)
        // Yams' default resolver types every key with up to seven regular expressions when it
        // checks a mapping for duplicates. Without them Yams reads the same tree, keys and values
        // alike, and differs only in which keys it calls the same: to it a key is then its text,
        // so `1` and `'1'` are one key, and `1` and `!!int 1` two. No key of a form is such a
        // word, so a form that loads loads alike both ways; whatever is refused is read again
        // with the types, so that the diagnostic is the one it has always been.
        let root: FormNode?
        do throws(FormError) {
            try YAMLPreflight.check(text, path: path)
            if let form = try? reader.form(from: reader.compose(typingKeys: false)) {
                return form
            }
            root = try reader.compose(typingKeys: true)
        } catch {
            throw InputFileErrors(error)
        }
        return try reader.form(from: root)
    }
}
