import Foundation
import MVI
import MVP
import MVVM
import TerminalUI
import VIP
import VIPER

#if ARCHLAB_WORKSHOP
    import Workshop
#endif

/// The registry: every architecture the CLI and the behavioural suite run. An architecture
/// joins the identical suite by being listed here, with no copy of the suite.
///
/// Composition roots are named with their module (`MVVM.MVVMComposition`) because the workshop
/// slot holds a copy of one architecture, with the same type names, in the module `Workshop`.
public enum Architectures {
    /// VIP (Clean Swift): the View → Interactor → Presenter cycle, Workers, Routers with data passing.
    public static let vip = Architecture(
        name: "vip", title: "VIP", module: "VIP", typePrefix: "VIP",
        roles: ["View", "Interactor", "Presenter", "Worker", "Router"], repositoryCaller: "Worker",
        makeApp: VIP.VIPComposition.makeApp)

    /// VIPER: View, Interactor, Presenter, Entity and Router per module; Routers assemble and navigate.
    public static let viper = Architecture(
        name: "viper", title: "VIPER", module: "VIPER", typePrefix: "VIPER",
        roles: ["View", "Interactor", "Presenter", "Router"], repositoryCaller: "Interactor",
        makeApp: VIPER.VIPERComposition.makeApp)

    /// MVP: a passive View of commands, a Presenter that owns every decision, an Assembly per module.
    public static let mvp = Architecture(
        name: "mvp", title: "MVP", module: "MVP", typePrefix: "MVP",
        roles: ["View", "Presenter", "Coordinator"], repositoryCaller: "Presenter",
        makeApp: MVP.MVPComposition.makeApp)

    /// MVVM: `@Observable` view models with explicit state enums.
    public static let mvvm = Architecture(
        name: "mvvm", title: "MVVM", module: "MVVM", typePrefix: "MVVM",
        roles: ["View", "ViewModel", "Coordinator"], repositoryCaller: "ViewModel",
        makeApp: MVVM.MVVMComposition.makeApp)

    /// MVI: value State, Intents and Actions, pure reducers returning effects, a Store.
    public static let mvi = Architecture(
        name: "mvi", title: "MVI", module: "MVI", typePrefix: "MVI",
        roles: ["View", "Store", "Reducer", "EffectRunner", "Coordinator"], repositoryCaller: "EffectRunner",
        makeApp: MVI.MVIComposition.makeApp)

    #if ARCHLAB_WORKSHOP
        /// The workshop slot: a copy of one architecture, being changed by an attendee.
        public static let workshop = Architecture(
            // The copy keeps its recorders inside the slot, so everything an attendee changes
            // is in one folder.
            name: "workshop", title: "Workshop", module: "Workshop",
            tracingFolder: "Sources/Workshop/Tracing",
            typePrefix: WorkshopComposition.typePrefix,
            roles: WorkshopComposition.roles, repositoryCaller: WorkshopComposition.repositoryCaller,
            makeApp: WorkshopComposition.makeApp)

        /// Every registered architecture, in the order of the docs, then the workshop slot;
        /// without it when `ARCHLAB_WITHOUT_WORKSHOP` is set (`archlab docs` sets it for the
        /// commands it quotes, so a slot open during a workshop never reaches the docs).
        public static let all: [Architecture] =
            ProcessInfo.processInfo.environment[withoutWorkshop] == nil ? builtIn + [workshop] : builtIn
    #else
        /// Every registered architecture, in the order of the docs.
        public static let all: [Architecture] = builtIn
    #endif

    /// The environment variable that leaves the workshop slot out of `all`.
    public static let withoutWorkshop = "ARCHLAB_WITHOUT_WORKSHOP"

    /// The five this repository ships, in the order of the docs (the generated comparison
    /// covers these, never a workshop copy).
    public static let builtIn: [Architecture] = [vip, viper, mvp, mvvm, mvi]

    /// The architecture called `name` (case-insensitive), if registered.
    public static func named(_ name: String) -> Architecture? {
        all.first { $0.name == name.lowercased() }
    }
}
