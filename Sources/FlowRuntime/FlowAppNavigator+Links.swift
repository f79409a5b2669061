/// Links: each opens in the root whose flow declares it, at once when that root is on screen,
/// else held until it is.
extension FlowAppNavigator {
    /// Opens the link that URL text matches in the root whose flow declares it
    /// (`FlowDefinitionWithLinks.walk(forURL:)`, roots in declared order). When that root is on
    /// screen, its navigator opens it (`FlowNavigator.open(url:)`) and the app-level steps over
    /// the top stay. Otherwise the link is held (`heldLink`, observers hear `.heldLink`; a link
    /// held before is dropped) and opens when that root is next shown, or is dropped when a
    /// swap shows another root. Refuses `.unknownLink` for a URL no root's links match.
    @discardableResult
    public func open(url: String) -> FlowRefusal? {
        guard let target = App.Root.allCases.first(where: { App._root($0).opens(url) }) else { return .unknownLink }
        guard target != root else { return current.open(url: url) }
        if let earlier = held { tell(.droppedLink(earlier.url)) }
        held = (url, target)
        tell(.heldLink(url, root: target))
        return nil
    }

    /// After a swap: opens the held link in the root now on screen when it is the link's,
    /// else drops it.
    func openHeldLink() {
        guard let link = held else { return }
        held = nil
        guard link.root == root else {
            tell(.droppedLink(link.url))
            return
        }
        _ = current.open(url: link.url)
        tell(.openedHeldLink(link.url, root: link.root))
    }
}
