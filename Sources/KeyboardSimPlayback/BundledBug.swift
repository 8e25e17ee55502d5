import KeyboardSim
import KeyboardSimForms

/// A museum tape shipped inside kbsim (`kbsim bugs`, `kbsim bugs NAME`): `Bugs/LIBRARY-NUMBER.tape`,
/// one reproduced report of a library's bug.
package struct BundledBug: Sendable {
    /// The file's name in `Bugs/`, used as the path in error messages.
    package let fileName: String
    /// The file's text, byte for byte.
    package let source: String

    /// A museum tape from its file name and text (the generated `BundledBugs` builds them).
    package init(fileName: String, source: String) {
        self.fileName = fileName
        self.source = source
    }

    /// The file name without `.tape`: `iqkeyboardmanager-2011`, how `kbsim bugs NAME` names it.
    package var name: String {
        fileName.hasSuffix(".tape") ? String(fileName.dropLast(".tape".count)) : fileName
    }

    /// Its comment block read through `strategies`, or the errors that keep it from being whole.
    package func header(strategies: StrategyCatalogue = .builtIns) -> Result<MuseumHeader, InputFileErrors> {
        MuseumHeader.parse(source, path: "Bugs/" + fileName, name: name, strategies: strategies)
    }
}

extension BundledBugs {
    /// The museum tape called `name` (`iqkeyboardmanager-2011`, or its file name), if any.
    package static func named(_ name: String) -> BundledBug? {
        all.first { $0.name == name || $0.fileName == name }
    }
}
