extension FlowNavigator {
    /// What a host view shows of this walk, brought to it in stages (`FlowPresenter`), with the
    /// default clock (`FlowSettleClock`). Made on first use; the navigator keeps it.
    public var presenter: FlowPresenter<Flow> {
        installedPresenter ?? FlowPresenter(self)
    }
}
