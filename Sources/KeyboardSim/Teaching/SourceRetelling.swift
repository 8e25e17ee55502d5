/// The explanations of a strategy that reproduces published sources: it writes its own handlers'
/// entries and its listing's lines, and the entries every strategy has and the listing follow
/// from its sources, so that no catalogue restates them.
package protocol SourceRetelling: StrategyExplanationCatalogue {
    /// The documents the listing retells, the first the one the strategy reproduces.
    var sources: [Source] { get }
    /// What the view controller listens to once installed, as the install entry says.
    var listensTo: String { get }
    /// What the why panel says of each action the strategy's own handlers log (default: none).
    var handlerEntries: [StrategyAction.Name: ExplanationTemplate] { get }
    /// The listing's lines, in order.
    var listingLines: [StrategyListing.Line] { get }
}

extension SourceRetelling {
    /// The document the strategy reproduces, which its install and removal entries cite.
    package var source: Source { sources[0] }

    /// Its handlers' entries, with the install and removal entries every strategy has.
    package var entries: [StrategyAction.Name: ExplanationTemplate] {
        handlerEntries.merging([.installed: .installed(source, listensTo: listensTo), .removed: .removed(source)]) { own, _ in own }
    }

    /// A strategy that never acts has no handler to explain, only its install and removal.
    package var handlerEntries: [StrategyAction.Name: ExplanationTemplate] { [:] }

    /// Its listing's lines under its sources.
    package var listing: StrategyListing { StrategyListing(sources: sources, lines: listingLines) }
}
