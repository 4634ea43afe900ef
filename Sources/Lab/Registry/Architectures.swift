import MVI
import MVVM
import TerminalUI

/// The registry: every architecture the CLI and the behavioural suite run. An architecture
/// joins the identical suite by being listed here, with no copy of the suite.
public enum Architectures {
    /// MVVM: `@Observable` view models with explicit state enums.
    public static let mvvm = Architecture(name: "mvvm", title: "MVVM") { dependencies in
        MVVMComposition.makeApp(
            repository: dependencies.repository, tracker: dependencies.tracker, perPage: dependencies.perPage,
            size: dependencies.size)
    }

    /// MVI: value State, Intents and Actions, pure reducers returning effects, a Store.
    public static let mvi = Architecture(name: "mvi", title: "MVI") { dependencies in
        MVIComposition.makeApp(
            repository: dependencies.repository, tracker: dependencies.tracker, perPage: dependencies.perPage,
            size: dependencies.size)
    }

    /// Every registered architecture, in the order of the docs.
    public static let all: [Architecture] = [mvvm, mvi]

    /// The architecture called `name` (case-insensitive), if registered.
    public static func named(_ name: String) -> Architecture? {
        all.first { $0.name == name.lowercased() }
    }
}
