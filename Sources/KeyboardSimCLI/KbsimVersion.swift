/// The version `kbsim --version` prints, the man page and `make install` carry: the one place it is written.
enum KbsimVersion {
    /// The release this source tree is: semantic versioning, bumped by hand on a release.
    static let current = "1.2.0"
}
