import Lab

/// The built-in tour: the feature's main paths in one scenario, run in every architecture by
/// `archlab` when its output is not a terminal.
enum Tour {
    /// The tour's scenario text.
    static let scenario = """
        # The ArchLab tour: the same steps in every architecture.
        appear
        expect 6 of 12
        scroll-to-end
        expect 12 of 12
        expect End of list
        refresh
        expect-not Refreshing
        tap 2
        expect User #2
        edit
        set first-name Jane
        save
        expect Saved
        back
        expect Jane Weaver
        backend offline
        refresh
        expect Offline: showing saved users
        backend online
        refresh
        expect-not Offline
        """
}
