import KeyboardSimPlayback

/// The files one command reads and the files it writes, each with how the command line or the
/// tape names it: checked before anything runs, so that no output replaces an input
/// (`play t.tape --cast t.tape`) or another output (`--svg shots/shot.svg --screenshots shots`).
/// Files are compared by what they are on disk (`FileIdentity`), not by how they are spelt.
struct OutputClaims {
    /// A file and what it is to the command, in messages ("the tape t.tape", "--cast t.cast").
    private struct Claim {
        let role: String
        let path: String
        var followingLinks = true

        var identity: FileIdentity? { FileIdentity(path: path, followingLinks: followingLinks) }
    }

    private var inputs: [Claim] = []
    private var outputs: [Claim] = []

    /// Notes that the command reads `path` (nothing for nil or standard input) as `what`: "the tape".
    mutating func reads(_ path: String?, as what: String) {
        guard let path, path != "-" else { return }
        inputs.append(Claim(role: "\(what) \(path)", path: path))
    }

    /// Notes that the command writes `path` (nothing for nil), given with `option`: "--cast".
    mutating func writes(_ path: String?, as option: String) {
        guard let path else { return }
        outputs.append(Claim(role: "\(option) \(path)", path: path))
    }

    /// Notes the files `tape`'s `Screenshot` lines write in `folder` (`--screenshots`).
    mutating func writesScreenshots(of tape: Tape, in folder: String?) {
        guard let folder else { return }
        for file in ScreenshotFolder(path: folder, tapeName: tape.path).files(for: tape) {
            writes(file, as: "a screenshot of --screenshots \(folder)")
        }
    }

    /// Notes `file`, which kbsim names itself in a folder the user gave, as `what` ("a screenshot
    /// of --screenshots shots"): a link in its place is never followed.
    mutating func writes(_ file: OutputFile, as what: String) {
        outputs.append(Claim(role: "\(file.path) (\(what))", path: file.path, followingLinks: false))
    }

    /// Refuses (exit 2) an output that is an input or another output, naming both.
    func check() throws(CommandFailure) {
        var claimed: [FileIdentity: Claim] = [:]
        for input in inputs {
            guard let identity = input.identity else { continue }
            claimed[identity] = claimed[identity] ?? input
        }
        let inputIdentities = Set(claimed.keys)
        for output in outputs {
            guard let identity = output.identity else { continue }
            guard let earlier = claimed[identity] else {
                claimed[identity] = output
                continue
            }
            throw CommandFailure(message: inputIdentities.contains(identity)
                ? "\(output.role) would replace \(earlier.role): they are the same file — give the output a file of its own"
                : "\(earlier.role) and \(output.role) are the same file: one would replace the other — give each a file of its own")
        }
    }
}
