import MVVM
import TerminalUI
import VIP

/// The registry: every architecture the CLI and the behavioural suite run. An architecture
/// joins the identical suite by being listed here, with no copy of the suite.
public enum Architectures {
    /// VIP (Clean Swift): View → Interactor → Presenter → View, one cycle per use case.
    public static let vip = Architecture(name: "vip", title: "VIP") { dependencies in
        VIPComposition.makeApp(
            repository: dependencies.repository, tracker: dependencies.tracker, perPage: dependencies.perPage,
            size: dependencies.size)
    }

    /// MVVM: `@Observable` view models with explicit state enums.
    public static let mvvm = Architecture(name: "mvvm", title: "MVVM") { dependencies in
        MVVMComposition.makeApp(
            repository: dependencies.repository, tracker: dependencies.tracker, perPage: dependencies.perPage,
            size: dependencies.size)
    }

    /// Every registered architecture, in the order of the docs.
    public static let all: [Architecture] = [vip, mvvm]

    /// The architecture called `name` (case-insensitive), if registered.
    public static func named(_ name: String) -> Architecture? {
        all.first { $0.name == name.lowercased() }
    }
}
